//! Tensors with x64 disabled ([`StandardX32`], [`StrictX32`]) against real
//! JAX with `jax_enable_x64=False`: `fixtures/jax_x32.txt`, written by
//! `tools/jax_x32_fixtures.py`.
//!
//! - Result dtypes: `jax_x32/dtypes.rs` is rendered from the fixture by
//!   `dtypes_are_rendered_from_the_fixture` below, one closure per operation
//!   and pair JAX accepts, whose annotated result type is JAX's dtype (so a
//!   wrong dtype does not compile; the closures are type-checked, never
//!   called), and a `static_assertions` check that what JAX rejects has no
//!   impl.
//! - Values: the operations whose dtype or values x64 changes, bit for bit,
//!   on edge values (every pair) and seeded random values, same-shape and
//!   broadcast.

mod common;
#[path = "common/values.rs"]
mod values;
#[macro_use]
#[path = "common/x32.rs"]
mod x32;

// Generated: its renderer, not rustfmt, decides its layout.
#[rustfmt::skip]
#[allow(clippy::type_complexity)]
#[path = "jax_x32/dtypes.rs"]
mod dtypes;

use common::assert_file_is;
use dtype_lattice::*;
use values::fixture_lines;
use x32::{Fixture, Rendering, check_binary, check_unary, is_weak_int_with_narrow, render_dtypes};

const FIXTURE: &str = include_str!("fixtures/jax_x32.txt");

type X = StandardX32;

/// The values that differ from JAX's, each a known difference of XLA's:
/// a complex product by a broadcast operand, which XLA on CPU computes with
/// another rounding of the imaginary part (as `tests/jax_ops.rs` pins for
/// `c*` with x64).
const KNOWN: [&str; 4] = [
    "random_bcast multiply_c_c[3]: Complex { re: -5.639179e25, im: -1.5383166e17 }, JAX Complex { re: -5.639179e25, im: -1.5383164e17 }",
    "random_bcast multiply_c_c[22]: Complex { re: -1.3179483e19, im: -86702735000.0 }, JAX Complex { re: -1.3179483e19, im: -86702740000.0 }",
    "random_bcast multiply_c_c[45]: Complex { re: -5814263000.0, im: -15.792178 }, JAX Complex { re: -5814263000.0, im: -15.792177 }",
    "random_bcast multiply_c_c[62]: Complex { re: 12042554000.0, im: -213942.06 }, JAX Complex { re: 12042554000.0, im: -213942.08 }",
];

// The cases of the fixture under `StandardX32` (`value_cases!`: `common/x32.rs`).
value_cases! {
    binary {
        add_u32_i32: "add", UInt32, Int32 => Int32, |a, b| a + b;
        multiply_u32_i8: "multiply", UInt32, Int8 => Int32, |a, b| a * b;
        subtract_i16_u32: "subtract", Int16, UInt32 => Int32, |a, b| a - b;
        floor_divide_i32_u32: "floor_divide", Int32, UInt32 => Int32, |a, b| a.floor_divide(b);
        remainder_u32_i16: "remainder", UInt32, Int16 => Int32, |a, b| a % b;
        maximum_u32_i32: "maximum", UInt32, Int32 => Int32, |a, b| a.maximum(b);
        less_u32_i32: "less", UInt32, Int32 => Bool, |a, b| a.less(b);
        true_divide_u32_i8: "true_divide", UInt32, Int8 => Float32, |a, b| a / b;
        multiply_i32_f: "multiply", Int32, WeakFloat32 => WeakFloat32, |a, b| a * b;
        true_divide_i32_f: "true_divide", Int32, WeakFloat32 => WeakFloat32, |a, b| a / b;
        add_u16_f: "add", UInt16, WeakFloat32 => WeakFloat32, |a, b| a + b;
        add_bool_f: "add", Bool, WeakFloat32 => WeakFloat32, |a, b| a + b;
        add_f_f: "add", WeakFloat32, WeakFloat32 => WeakFloat32, |a, b| a + b;
        multiply_f_f: "multiply", WeakFloat32, WeakFloat32 => WeakFloat32, |a, b| a * b;
        true_divide_i_i: "true_divide", WeakInt32, WeakInt32 => WeakFloat32, |a, b| a / b;
        add_i_i: "add", WeakInt32, WeakInt32 => WeakInt32, |a, b| a + b;
        power_i_i: "power", WeakInt32, WeakInt32 => Int32, |a, b| a.power(b);
        power_f_i8: "power", WeakFloat32, Int8 => Float32, |a, b| a.power(b);
        multiply_c_c: "multiply", WeakComplex64, WeakComplex64 => WeakComplex64, |a, b| a * b;
        add_f16_f: "add", Float16, WeakFloat32 => Float16, |a, b| a + b;
        multiply_i8_c: "multiply", Int8, WeakComplex64 => WeakComplex64, |a, b| a * b;
    }
    unary {
        sqrt_i: "sqrt", WeakInt32 => WeakFloat32, |t| t.sqrt();
        exp_f: "exp", WeakFloat32 => WeakFloat32, |t| t.exp();
        log2_f: "log2", WeakFloat32 => Float32, |t| t.log2();
        abs_c: "abs", WeakComplex64 => WeakFloat32, |t| t.abs();
        negative_i: "negative", WeakInt32 => WeakInt32, |t| -t;
        sum_bool: "sum", Bool => Int32, |t| t.sum();
        sum_i8: "sum", Int8 => Int32, |t| t.sum();
        sum_i32: "sum", Int32 => Int32, |t| t.sum();
        sum_u32: "sum", UInt32 => UInt32, |t| t.sum();
        sum_i: "sum", WeakInt32 => Int32, |t| t.sum();
        sum_f: "sum", WeakFloat32 => Float32, |t| t.sum();
        prod_i16: "prod", Int16 => Int32, |t| t.prod();
        mean_i32: "mean", Int32 => Float32, |t| t.mean();
        mean_i: "mean", WeakInt32 => Float32, |t| t.mean();
        var_i32: "var", Int32 => Float32, |t| t.var();
        argmax_f32: "argmax", Float32 => Int32, |t| t.argmax().unwrap();
        argmax_i8: "argmax", Int8 => Int32, |t| t.argmax().unwrap();
        cumsum_bool: "cumsum", Bool => Int32, |t| t.cumsum();
        cumsum_i: "cumsum", WeakInt32 => Int32, |t| t.cumsum();
        max_f: "max", WeakFloat32 => Float32, |t| t.max().unwrap();
    }
}

#[test]
fn values_equal_jax_with_x64_disabled() {
    let fx = Fixture::load(FIXTURE);
    let (mismatches, names) = run_cases(&fx);
    x32::assert_known(&mismatches, &KNOWN);
    // Every case of the fixture is checked here.
    let mut in_fixture: Vec<&str> = fx.results.keys().map(|(_, case)| case.as_str()).collect();
    in_fixture.sort_unstable();
    in_fixture.dedup();
    let mut checked = names.clone();
    checked.sort_unstable();
    assert_eq!(in_fixture, checked);
}

#[test]
fn a_python_int_past_int32_is_what_jax_rejects() {
    // JAX raises `OverflowError` for these with x64 disabled; an `i64`
    // literal wraps into the tensor's dtype instead, as documented on
    // `StandardX32`. The test pins what JAX does, so a change shows.
    let outcomes: Vec<String> = fixture_lines(FIXTURE)
        .filter(|f| f[0] == "overflow")
        .map(|f| f[1..].join(" "))
        .collect();
    assert_eq!(
        outcomes,
        [
            "2147483648 OverflowError",
            "-2147483649 OverflowError",
            "1099511627776 OverflowError"
        ]
    );
    let t = Tensor::<Int8>::from_vec(vec![1]).standard_x32();
    assert_eq!((t + (1_i64 << 32)).to_vec(), [1]);
}

// ---------------------------------------------------------------------------
// Result dtypes, rendered.

const RENDERING: Rendering = Rendering {
    test: "jax_x32",
    fixture: FIXTURE,
    setting: "x64 disabled",
    standard: "StandardX32",
    strict: "StrictX32",
    differs: |f| {
        (f[0] == "binary" && f[2] == "matmul" && is_weak_int_with_narrow(f[3], f[4]))
            .then(|| "JAX raises, the crate computes in the join".to_owned())
    },
};

#[test]
fn dtypes_are_rendered_from_the_fixture() {
    assert_file_is("tests/jax_x32/dtypes.rs", &render_dtypes(&RENDERING));
}

#[test]
fn the_fixture_covers_every_pair_in_both_modes() {
    let binary = fixture_lines(FIXTURE).filter(|f| f[0] == "binary").count();
    assert_eq!(binary, 2 * 35 * 14 * 14);
    let one = fixture_lines(FIXTURE)
        .filter(|f| matches!(f[0], "unary" | "reduce"))
        .count();
    assert_eq!(one, (21 + 13) * 14);
}

/// `DynTensor`s in this configuration give JAX's result dtype (or its
/// error) for every operation and pair of the fixture, and the values of
/// every value case, with the typed tensors' known differences.
#[cfg(feature = "dynamic")]
#[test]
fn dyn_tensors_compute_as_jax_with_x64_disabled() {
    let fx = Fixture::load(FIXTURE);
    let mismatches = run_dyn_cases(&fx);
    x32::assert_known(&mismatches, &KNOWN);
    let checked = x32::check_dyn_dtypes(FIXTURE, X64Mode::Disabled, RENDERING.differs);
    let lines = fixture_lines(FIXTURE).filter(|f| matches!(f[0], "binary" | "unary" | "reduce"));
    assert_eq!(checked, lines.count());
}
