//! Compile-fail tests: each file under `ui/` must fail to compile with the
//! error in the `.stderr` beside it. Bless new output with
//! `TRYBUILD=overwrite cargo test -p dtype-lattice-ui-tests` and review the diff.

#[test]
fn strict_promotion_errors() {
    trybuild::TestCases::new().compile_fail("ui/strict/*.rs");
}

#[test]
fn lattice_macro_errors() {
    trybuild::TestCases::new().compile_fail("ui/lattice/*.rs");
}

#[test]
fn tensor_operation_errors() {
    trybuild::TestCases::new().compile_fail("ui/tensor/*.rs");
}

#[test]
fn dtype_info_errors() {
    trybuild::TestCases::new().compile_fail("ui/info/*.rs");
}

#[cfg(feature = "burn")]
#[test]
fn burn_storage_errors() {
    trybuild::TestCases::new().compile_fail("ui/burn/*.rs");
}

#[cfg(feature = "candle")]
#[test]
fn candle_storage_errors() {
    trybuild::TestCases::new().compile_fail("ui/candle/*.rs");
}
