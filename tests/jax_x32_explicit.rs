//! Tensors with x64 disabled and explicit 64-bit dtypes allowed
//! ([`StandardX32Explicit`], [`StrictX32Explicit`]) against real JAX with
//! `jax_enable_x64=False` and `jax_explicit_x64_dtypes='allow'`:
//! `fixtures/jax_x32_explicit.txt`, written by
//! `tools/jax_x32_fixtures.py --explicit`.
//!
//! - Result dtypes: `jax_x32_explicit/dtypes.rs` is rendered from the
//!   fixture, one closure per operation and pair JAX accepts among the 18
//!   types of JAX's table (the 64-bit dtypes as arrays), whose annotated
//!   result type is JAX's dtype, and a `static_assertions` check that what
//!   JAX rejects has no impl.
//! - Values: the operations whose dtype or values this setting decides, bit
//!   for bit, on edge values (every pair) and seeded random values,
//!   same-shape and broadcast.

mod common;
#[path = "common/values.rs"]
mod values;
#[macro_use]
#[path = "common/x32.rs"]
mod x32;

// Generated: its renderer, not rustfmt, decides its layout.
#[rustfmt::skip]
#[allow(clippy::type_complexity)]
#[path = "jax_x32_explicit/dtypes.rs"]
mod dtypes;

use common::assert_file_is;
use dtype_lattice::*;
use values::fixture_lines;
use x32::{Fixture, Rendering, check_binary, check_unary, is_weak_int_with_narrow, render_dtypes};

const FIXTURE: &str = include_str!("fixtures/jax_x32_explicit.txt");

type X = StandardX32Explicit;

// The cases of the fixture under `StandardX32Explicit` (`value_cases!`: `common/x32.rs`).
value_cases! {
    binary {
        add_u32_i32: "add", UInt32, Int32 => Int32, |a, b| a + b;
        add_u32_i64: "add", UInt32, Int64 => Int64, |a, b| a + b;
        multiply_i64_i8: "multiply", Int64, Int8 => Int64, |a, b| a * b;
        add_u64_i8: "add", UInt64, Int8 => WeakFloat32, |a, b| a + b;
        multiply_i64_f: "multiply", Int64, WeakFloat32 => WeakFloat32, |a, b| a * b;
        true_divide_i64_i64: "true_divide", Int64, Int64 => Float64, |a, b| a / b;
        true_divide_i32_i32: "true_divide", Int32, Int32 => Float32, |a, b| a / b;
        add_f64_f: "add", Float64, WeakFloat32 => Float64, |a, b| a + b;
        multiply_f64_f32: "multiply", Float64, Float32 => Float64, |a, b| a * b;
        power_i64_i64: "power", Int64, Int64 => Int64, |a, b| a.power(b);
        power_f_i64: "power", WeakFloat32, Int64 => Float32, |a, b| a.power(b);
        add_c128_f32: "add", Complex128, Float32 => Complex128, |a, b| a + b;
        multiply_f64_c: "multiply", Float64, WeakComplex64 => Complex128, |a, b| a * b;
        less_u64_i64: "less", UInt64, Int64 => Bool, |a, b| a.less(b);
        floor_divide_i64_u32: "floor_divide", Int64, UInt32 => Int64, |a, b| a.floor_divide(b);
    }
    unary {
        sum_bool: "sum", Bool => Int32, |t| t.sum();
        sum_i8: "sum", Int8 => Int32, |t| t.sum();
        sum_i64: "sum", Int64 => Int64, |t| t.sum();
        sum_u64: "sum", UInt64 => UInt64, |t| t.sum();
        sum_f64: "sum", Float64 => Float64, |t| t.sum();
        prod_i64: "prod", Int64 => Int64, |t| t.prod();
        mean_i64: "mean", Int64 => Float64, |t| t.mean();
        mean_i32: "mean", Int32 => Float32, |t| t.mean();
        var_u64: "var", UInt64 => Float64, |t| t.var();
        cumsum_bool: "cumsum", Bool => Int32, |t| t.cumsum();
        cumsum_i64: "cumsum", Int64 => Int64, |t| t.cumsum();
        argmax_f32: "argmax", Float32 => Int32, |t| t.argmax().unwrap();
        sqrt_i64: "sqrt", Int64 => Float64, |t| t.sqrt();
        exp_f64: "exp", Float64 => Float64, |t| t.exp();
        max_u64: "max", UInt64 => UInt64, |t| t.max().unwrap();
        abs_c128: "abs", Complex128 => Float64, |t| t.abs();
    }
}

#[test]
fn values_equal_jax_with_explicit_64_bit_dtypes() {
    let fx = Fixture::load(FIXTURE);
    let (mismatches, names) = run_cases(&fx);
    x32::assert_known(&mismatches, &[]);
    // Every case of the fixture is checked here.
    let mut in_fixture: Vec<&str> = fx.results.keys().map(|(_, case)| case.as_str()).collect();
    in_fixture.sort_unstable();
    in_fixture.dedup();
    let mut checked = names.clone();
    checked.sort_unstable();
    assert_eq!(in_fixture, checked);
}

/// `uint64` with a signed integer, in either order: their join is the weak
/// float.
fn uint64_with_signed(a: &str, b: &str) -> bool {
    let signed = |d: &str| matches!(d, "int8" | "int16" | "int32" | "int64");
    (a == "uint64" && signed(b)) || (signed(a) && b == "uint64")
}

/// The cases JAX 0.10.2 rejects and the crate computes: `max`, `min`,
/// `argmax` and `argmin` of a 64-bit tensor, where JAX's reductions start
/// from a 32-bit initial value (`reduce operand dtypes should match
/// corresponding initial value dtypes`, a `TypeError` of JAX's own, not a
/// rule of its dtypes); `log10` of a 64-bit dtype, which JAX
/// computes with a `float32` constant; `matmul` of `uint64` with a signed integer, whose
/// join, a weak float, is held as `float32`, narrower than `uint64`, which
/// JAX's `dot_general` refuses as a preferred type; and `matmul` of a weak
/// int with an 8- or 16-bit integer, as with x64 disabled.
fn differs(f: &[&str]) -> Option<String> {
    // Complex numbers have no order: JAX rejects their `argmax` in every
    // configuration, and so does the crate.
    let x64_only = |d: &str| matches!(d, "int64" | "uint64" | "float64");
    match f {
        ["binary", _, "matmul", a, b, _] if is_weak_int_with_narrow(a, b) => {
            Some("JAX raises, the crate computes in the join".to_owned())
        }
        ["binary", _, "matmul", a, b, _] if uint64_with_signed(a, b) => Some(
            "JAX raises (`dot_general` refuses a preferred type narrower than an input: \
             the join is a weak float, held as float32), the crate computes in the join"
                .to_owned(),
        ),
        ["unary", "log10", d, _] if x64_only(d) || *d == "complex128" => Some(
            "JAX 0.10.2 raises TypeError (it multiplies by a float32 constant, \
             `lax.mul requires arguments to have the same dtypes`); the crate computes it"
                .to_owned(),
        ),
        ["reduce", "max" | "min" | "argmax" | "argmin", d, _] if x64_only(d) => Some(
            "JAX 0.10.2 raises TypeError (a 32-bit initial value for a 64-bit reduction); \
             the crate computes it"
                .to_owned(),
        ),
        _ => None,
    }
}

const RENDERING: Rendering = Rendering {
    test: "jax_x32_explicit",
    fixture: FIXTURE,
    setting: "x64 disabled and `jax_explicit_x64_dtypes='allow'`",
    standard: "StandardX32Explicit",
    strict: "StrictX32Explicit",
    differs,
};

#[test]
fn dtypes_are_rendered_from_the_fixture() {
    assert_file_is(
        "tests/jax_x32_explicit/dtypes.rs",
        &render_dtypes(&RENDERING),
    );
}

#[test]
fn the_fixture_covers_every_pair_in_both_modes() {
    let binary = fixture_lines(FIXTURE).filter(|f| f[0] == "binary").count();
    assert_eq!(binary, 2 * 35 * 18 * 18);
    let one = fixture_lines(FIXTURE)
        .filter(|f| matches!(f[0], "unary" | "reduce"))
        .count();
    assert_eq!(one, (21 + 13) * 18);
}

/// `DynTensor`s in this configuration give JAX's result dtype (or its
/// error) for every operation and pair of the fixture, and the values of
/// every value case, with the typed tensors' known differences.
#[cfg(feature = "dynamic")]
#[test]
fn dyn_tensors_compute_as_jax_with_explicit_64_bit_dtypes() {
    let fx = Fixture::load(FIXTURE);
    let mismatches = run_dyn_cases(&fx);
    x32::assert_known(&mismatches, &[]);
    let checked = x32::check_dyn_dtypes(FIXTURE, X64Mode::Explicit, RENDERING.differs);
    let lines = fixture_lines(FIXTURE).filter(|f| matches!(f[0], "binary" | "unary" | "reduce"));
    assert_eq!(checked, lines.count());
}
