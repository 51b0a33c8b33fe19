//! `sign`, `floor`, `ceil`, `round`, `trunc`, `square`, `reciprocal`,
//! `isnan`, `isinf`, `isfinite`, `signbit`, `logical_not`, `bitwise_not`,
//! `expm1`, `log1p`, `log2` and `log10` against real JAX:
//! `fixtures/jax_unary.txt`, written by `tools/jax_unary_fixtures.py`. Every
//! dtype JAX accepts, its result dtype, and the values on each dtype's edge
//! inputs and seeded random values of its whole range: bit for bit, but
//! within 4 ulps for the transcendental `expm1`, `log1p`, `log2` and `log10`
//! (XLA's approximations against the platform's; 72 of their values differ
//! in the last bits, none in `bfloat16`), as for `exp` and `log` in
//! `jax_ops.rs`. The dtypes JAX rejects lack the method.

#[path = "common/values.rs"]
mod values;

use std::collections::HashMap;

use dtype_lattice::*;
use static_assertions::assert_not_impl_any;
use values::{compare, fixture_lines, owned, parse, transcendental};

struct Fixture {
    dtypes: HashMap<(String, String), Option<String>>,
    inputs: HashMap<String, Vec<String>>,
    values: HashMap<(String, String), (String, Vec<String>)>,
}

impl Fixture {
    fn load() -> Fixture {
        let text = include_str!("fixtures/jax_unary.txt");
        let mut fx = Fixture {
            dtypes: HashMap::new(),
            inputs: HashMap::new(),
            values: HashMap::new(),
        };
        for fields in fixture_lines(text) {
            match fields[..] {
                ["dtype", op, name, result] => {
                    let result = (result != "-").then(|| result.to_string());
                    fx.dtypes.insert((op.into(), name.into()), result);
                }
                ["input", name, ref values @ ..] => {
                    fx.inputs.insert(name.into(), owned(values));
                }
                ["value", op, name, result, ref values @ ..] => {
                    fx.values
                        .insert((op.into(), name.into()), (result.into(), owned(values)));
                }
                _ => panic!("unknown fixture line {fields:?}"),
            }
        }
        fx
    }
}

/// Checks `op` on dtype `D`'s inputs against JAX; returns the mismatches, and
/// counts the dtype as checked.
fn check<D: DType, R: DType>(
    fx: &Fixture,
    checked: &mut Vec<(String, String)>,
    op: &str,
    f: impl Fn(&Tensor<D>) -> Tensor<R>,
) -> Vec<String> {
    let name = D::ID.to_string();
    let key = (op.to_string(), name.clone());
    let jax_dtype = fx.dtypes[&key].as_deref();
    assert_eq!(
        jax_dtype,
        Some(R::ID.to_string().as_str()),
        "{op} {name}: dtype"
    );
    let (dtype, values) = &fx.values[&key];
    assert_eq!(
        R::ID.to_string(),
        *dtype,
        "{op} {name}: dtype of the values"
    );
    let inputs = &fx.inputs[name.as_str()];
    let x = Tensor::<D>::from_vec(inputs.iter().map(|t| parse::<D>(t)).collect());
    let expected: Vec<R::Elem> = values.iter().map(|v| parse::<R>(v)).collect();
    checked.push(key);
    let tolerance = match op {
        "expm1" | "log1p" | "log2" | "log10" => transcendental(R::ID),
        _ => (0, 0),
    };
    compare(
        &format!("{op} {name}"),
        &f(&x).to_vec(),
        &expected,
        tolerance,
    )
}

#[test]
fn every_function_and_dtype_equals_jax() {
    let fx = Fixture::load();
    let mut checked = Vec::new();
    let mut mismatches = Vec::new();
    macro_rules! each {
        ($op:literal, |$x:ident| $call:expr; $($d:ident)*) => {$(
            mismatches.extend(check::<$d, _>(&fx, &mut checked, $op, |$x| $call));
        )*};
    }
    each!("isnan", |x| x.isnan(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64
        BFloat16 Float16 Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex);
    each!("isinf", |x| x.isinf(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64
        BFloat16 Float16 Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex);
    each!("isfinite", |x| x.isfinite(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64
        BFloat16 Float16 Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex);
    each!("logical_not", |x| x.logical_not(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32
        Int64 BFloat16 Float16 Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex);
    each!("square", |x| x.square(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64
        BFloat16 Float16 Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex);
    each!("reciprocal", |x| x.reciprocal(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32
        Int64 BFloat16 Float16 Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex);
    each!("sign", |x| x.sign(); UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64
        BFloat16 Float16 Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex);
    each!("round", |x| x.round(); UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64
        BFloat16 Float16 Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex);
    each!("floor", |x| x.floor(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64
        BFloat16 Float16 Float32 Float64 WeakInt WeakFloat);
    each!("ceil", |x| x.ceil(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64
        BFloat16 Float16 Float32 Float64 WeakInt WeakFloat);
    each!("trunc", |x| x.trunc(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64
        BFloat16 Float16 Float32 Float64 WeakInt WeakFloat);
    each!("signbit", |x| x.signbit(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64
        BFloat16 Float16 Float32 Float64 WeakInt WeakFloat);
    each!("expm1", |x| x.expm1(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64
        BFloat16 Float16 Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex);
    each!("log1p", |x| x.log1p(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64
        BFloat16 Float16 Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex);
    each!("log2", |x| x.log2(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64
        BFloat16 Float16 Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex);
    each!("log10", |x| x.log10(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64
        BFloat16 Float16 Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex);
    each!("bitwise_not", |x| x.bitwise_not(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32
        Int64 WeakInt);
    assert!(
        mismatches.is_empty(),
        "{} values differ from JAX:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
    // Every function and dtype JAX accepts was checked; the others lack the
    // method (below), as JAX raises for them.
    let accepted = fx.values.len();
    assert_eq!(checked.len(), accepted, "checked every case JAX computed");
}

// What JAX rejects does not compile: the gates of the methods.
assert_not_impl_any!(Bool: Numeric); // sign, round
assert_not_impl_any!(Complex64: Ordered, BitwiseOps); // floor, ceil, trunc, signbit; bitwise_not
assert_not_impl_any!(Complex128: Ordered, BitwiseOps);
assert_not_impl_any!(WeakComplex: Ordered, BitwiseOps);
assert_not_impl_any!(Float32: BitwiseOps);
assert_not_impl_any!(BFloat16: BitwiseOps);
