//! Compile-fail tests: each file under `ui/` must fail to compile with the
//! error in the `.stderr` beside it. Bless new output with
//! `TRYBUILD=overwrite cargo test -p dtype-lattice-ui-tests --all-features` and review the diff.

use std::sync::Once;

/// The rustflags trybuild 1.0 (1.0.119, `src/rustflags.rs` and `src/cargo.rs`) gives the
/// programs under test: `--cfg trybuild --verbose -A dead_code`, and `--diagnostic-width=140`.
///
/// trybuild checks the dependencies first without the last flag, then the programs with it,
/// so Cargo checked every dependency (dtype-lattice, candle, burn, ...) twice, each time with
/// other flags: 160 s of a cold CI run (2 cores, 2026-11-29), where once takes about 70.
/// `CARGO_ENCODED_RUSTFLAGS` takes precedence over the `--config` flags trybuild passes to
/// Cargo, so setting it to the programs' flags makes both steps one build. Should a later
/// trybuild give the programs other flags, these would show in the snapshots (dead-code
/// warnings, wrapped lines): the test fails rather than drifting.
const TRYBUILD_RUSTFLAGS: &str =
    "--cfg\x1ftrybuild\x1f--verbose\x1f-A\x1fdead_code\x1f--diagnostic-width=140";

/// trybuild's test cases, with the flags above set once for every Cargo it starts.
fn test_cases() -> trybuild::TestCases {
    static FLAGS: Once = Once::new();
    FLAGS.call_once(|| {
        // SAFETY: this binary's threads read the environment only through `std::env` (which
        // locks it) and `std::process::Command` (which copies it under the same lock), and
        // no C code of its reads it with `getenv`: no read can race with this write.
        unsafe { std::env::set_var("CARGO_ENCODED_RUSTFLAGS", TRYBUILD_RUSTFLAGS) };
    });
    trybuild::TestCases::new()
}

#[test]
fn strict_promotion_errors() {
    test_cases().compile_fail("ui/strict/*.rs");
}

#[test]
fn lattice_macro_errors() {
    test_cases().compile_fail("ui/lattice/*.rs");
}

#[test]
fn tensor_operation_errors() {
    test_cases().compile_fail("ui/tensor/*.rs");
}

#[test]
fn dtype_info_errors() {
    test_cases().compile_fail("ui/info/*.rs");
}

#[cfg(feature = "burn")]
#[test]
fn burn_storage_errors() {
    test_cases().compile_fail("ui/burn/*.rs");
}

#[cfg(feature = "candle")]
#[test]
fn candle_storage_errors() {
    test_cases().compile_fail("ui/candle/*.rs");
}
