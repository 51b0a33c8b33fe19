//! `sign`, `floor`, `ceil`, `round`, `trunc`, `square`, `reciprocal`,
//! `isnan`, `isinf`, `isfinite`, `signbit`, `logical_not`, `bitwise_not`,
//! `expm1`, `log1p`, `log2`, `log10`, and the functions of real floats
//! (`rsqrt`, `cbrt`, `exp2`, `tan`, `arcsin`, `arccos`, `arctan`, `sinh`,
//! `cosh`, `arcsinh`, `arccosh`, `arctanh`, `erf`, `logistic`) against real
//! JAX: `fixtures/jax_unary.txt`, written by `tools/jax_unary_fixtures.py`.
//! Every dtype JAX accepts, its result dtype, and the values on each dtype's
//! edge inputs and seeded random values of its whole range, bit for bit.
//! The dtypes JAX rejects lack the method; the complex dtypes, for which JAX
//! computes the functions of real floats too, lack them as well
//! ([`COMPLEX_NOT_BUILT`]). `tests/jax_functions.rs` covers the element
//! functions of the floats in depth.

mod common;
#[path = "common/values.rs"]
mod values;

use std::collections::HashMap;

use dtype_lattice::*;
use static_assertions::assert_not_impl_any;
use values::{compare, fixture_lines, owned, parse};

struct Fixture {
    dtypes: HashMap<(String, String), Option<String>>,
    inputs: HashMap<String, Vec<String>>,
    values: HashMap<(String, String), (String, Vec<String>)>,
    /// The values JAX gave on other kinds of CPU only.
    other_cpus: Vec<(String, String)>,
}

impl Fixture {
    fn load() -> Fixture {
        let text = include_str!("fixtures/jax_unary.txt");
        let mut fx = Fixture {
            dtypes: HashMap::new(),
            inputs: HashMap::new(),
            values: HashMap::new(),
            other_cpus: Vec::new(),
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
                    // `OP@TAG`: values that depend on the CPU's vendor or
                    // on whether it has AVX-512, checked on such CPUs only
                    // (see `cpu_vendor` and `cpu_avx512`).
                    let op = match op.split_once('@') {
                        Some((op, tag))
                            if tag == values::cpu_vendor() || tag == values::cpu_avx512() =>
                        {
                            op
                        }
                        Some((op, _)) => {
                            fx.other_cpus.push((op.into(), name.into()));
                            continue;
                        }
                        None => op,
                    };
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
    let Some((dtype, values)) = fx.values.get(&key) else {
        assert!(fx.other_cpus.contains(&key), "{op} {name}: no values");
        println!(
            "{op} {name}: no values of JAX on a {} CPU ({})",
            values::cpu_vendor(),
            values::cpu_avx512()
        );
        checked.push(key);
        return Vec::new();
    };
    assert_eq!(
        R::ID.to_string(),
        *dtype,
        "{op} {name}: dtype of the values"
    );
    let inputs = &fx.inputs[name.as_str()];
    let x = Tensor::<D>::from_vec(inputs.iter().map(|t| parse::<D>(t)).collect());
    let expected: Vec<R::Elem> = values.iter().map(|v| parse::<R>(v)).collect();
    checked.push(key);
    compare(&format!("{op} {name}"), &f(&x).to_vec(), &expected, (0, 0))
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
    macro_rules! real {
        ($($op:literal $method:ident;)*) => {$(
            each!($op, |x| x.$method(); Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64
                BFloat16 Float16 Float32 Float64 WeakInt WeakFloat);
        )*};
    }
    real! {
        "cbrt" cbrt; "exp2" exp2; "tan" tan; "arcsin" arcsin; "arccos" arccos;
        "arctan" arctan; "sinh" sinh; "cosh" cosh; "arcsinh" arcsinh; "arccosh" arccosh;
        "arctanh" arctanh; "erf" erf;
    }
    each!("rsqrt", |x| x.rsqrt(); BFloat16 Float16 Float32 Float64 WeakFloat);
    each!("logistic", |x| x.logistic(); BFloat16 Float16 Float32 Float64 WeakFloat);
    // Only `arctan` may differ, where XLA's code does not call the C library.
    assert!(
        mismatches.iter().all(|m| m.starts_with("arctan ")),
        "{} values differ from JAX:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
    let listed = String::from(
        "# Values where dtype-lattice differs from JAX on CPU: `arctan` of arrays shorter than\n\
         # 50 elements. XLA's code calls the C library's `atan` where its loop runs one element\n\
         # at a time (every array of 50 or more elements but for the last `n mod 4`) and its\n\
         # own polynomial where LLVM vectorises the loop (these short arrays of the fixture);\n\
         # dtype-lattice calls the C library's, as for long arrays. See the guide's \"Numerics\".\n\
         # Written by `BLESS=1 cargo test --test jax_unary`.\n",
    ) + &mismatches.join("\n")
        + "\n";
    common::assert_file_is("tests/jax_unary/known_differences.txt", &listed);
    // Every function and dtype JAX accepts was checked, but for the complex
    // ones not built; the others lack the method (below), as JAX raises.
    let mut unchecked: Vec<(String, String)> = fx
        .values
        .keys()
        .filter(|key| !checked.contains(key))
        .cloned()
        .collect();
    unchecked.sort();
    let not_built: Vec<(String, String)> = COMPLEX_NOT_BUILT
        .iter()
        .flat_map(|op| ["c*", "complex128", "complex64"].map(|d| (op.to_string(), d.to_string())))
        .collect();
    assert_eq!(unchecked, not_built, "checked every case JAX computed");
}

/// The functions JAX computes for complex numbers too, which this crate
/// has for real floats only (their complex methods are not built yet; JAX
/// raises for complex `cbrt` and `erf`).
const COMPLEX_NOT_BUILT: [&str; 12] = [
    "arccos", "arccosh", "arcsin", "arcsinh", "arctan", "arctanh", "cosh", "exp2", "logistic",
    "rsqrt", "sinh", "tan",
];

// What JAX rejects does not compile: the gates of the methods.
assert_not_impl_any!(Bool: Numeric); // sign, round
assert_not_impl_any!(Complex64: Ordered, BitwiseOps); // floor, ceil, trunc, signbit; bitwise_not
assert_not_impl_any!(Complex128: Ordered, BitwiseOps);
assert_not_impl_any!(WeakComplex: Ordered, BitwiseOps);
assert_not_impl_any!(Float32: BitwiseOps);
assert_not_impl_any!(BFloat16: BitwiseOps);
// `rsqrt` and `logistic` (JAX raises for integers), and the functions of
// real floats of complex numbers (not built).
assert_not_impl_any!(Int32: RealFloating);
assert_not_impl_any!(WeakInt: RealFloating);
assert_not_impl_any!(Complex64: RealFloating);
assert_not_impl_any!(WeakComplex: RealFloating);
