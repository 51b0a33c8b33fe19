//! Values in the encoding of the JAX fixtures (`tools/jax_tensor_fixtures.py`),
//! and how a result is compared with JAX's; shared by the tests that check
//! values against real JAX.

use dtype_lattice::*;
use half::{bf16, f16};
use num_complex::Complex;

/// One value of dtype `D` in the fixture's encoding.
pub fn parse<D: DType>(text: &str) -> D::Elem {
    let bits16 = || u16::from_str_radix(text, 16).expect("4 hex digits");
    let f32_of = |t: &str| f32::from_bits(u32::from_str_radix(t, 16).expect("8 hex digits"));
    let f64_of = |t: &str| f64::from_bits(u64::from_str_radix(t, 16).expect("16 hex digits"));
    let pair = || text.split_once(',').expect("RE,IM");
    let byte = || u8::from_str_radix(text, 16).expect("2 hex digits");
    // A weak type's values are written as the dtype JAX stores them in.
    match <D::Strong as DType>::ID {
        DTypeId::Float8E4M3Fn => minifloat::F8E4M3Fn::from_bits(byte()).cast(),
        DTypeId::Float8E5M2 => minifloat::F8E5M2::from_bits(byte()).cast(),
        DTypeId::Float8E4M3Fnuz => minifloat::F8E4M3Fnuz::from_bits(byte()).cast(),
        DTypeId::Float8E5M2Fnuz => minifloat::F8E5M2Fnuz::from_bits(byte()).cast(),
        DTypeId::Float8E4M3B11Fnuz => minifloat::F8E4M3B11Fnuz::from_bits(byte()).cast(),
        DTypeId::Float8E3M4 => minifloat::F8E3M4::from_bits(byte()).cast(),
        DTypeId::Float8E4M3 => minifloat::F8E4M3::from_bits(byte()).cast(),
        DTypeId::Float8E8M0Fnu => minifloat::F8E8M0Fnu::from_bits(byte()).cast(),
        DTypeId::Float6E2M3Fn => minifloat::F6E2M3Fn::from_bits(byte()).cast(),
        DTypeId::Float6E3M2Fn => minifloat::F6E3M2Fn::from_bits(byte()).cast(),
        DTypeId::Float4E2M1Fn => minifloat::F4E2M1Fn::from_bits(byte()).cast(),
        DTypeId::Bool => (text == "1").cast(),
        DTypeId::UInt64 => text.parse::<u64>().expect("an integer").cast(),
        DTypeId::BFloat16 => bf16::from_bits(bits16()).cast(),
        DTypeId::Float16 => f16::from_bits(bits16()).cast(),
        DTypeId::Float32 => f32_of(text).cast(),
        DTypeId::Float64 => f64_of(text).cast(),
        DTypeId::Complex64 => {
            let (re, im) = pair();
            Complex::new(f32_of(re), f32_of(im)).cast()
        }
        DTypeId::Complex128 => {
            let (re, im) = pair();
            Complex::new(f64_of(re), f64_of(im)).cast()
        }
        _ => text.parse::<i64>().expect("an integer").cast(),
    }
}

/// The tolerance for a float sum (`sum`, `prod`, `mean`, `var`): 4 units in
/// the last place of the dtype's significand, as XLA may add in another
/// order; exact for every other dtype. Every element function is compared
/// exactly: its values are XLA's bits (`tests/jax_functions.rs`).
#[allow(dead_code)] // Used by the tests of reductions only.
pub fn summation(id: DTypeId) -> (u64, i32) {
    match id {
        DTypeId::BFloat16 => (4, 7),
        DTypeId::Float16 => (4, 10),
        DTypeId::Float32 | DTypeId::Complex64 => (4, 23),
        DTypeId::Float64 | DTypeId::Complex128 | DTypeId::WeakFloat | DTypeId::WeakComplex => {
            (4, 52)
        }
        _ => (0, 0),
    }
}

/// How closely a result of dtype `id` from `op` must match JAX's: `(ulps,
/// mantissa bits)`. Exact, but for float sums ([`summation`]).
#[allow(dead_code)] // Used by the tests of operations' values only.
pub fn op_tolerance(op: &str, id: DTypeId) -> (u64, i32) {
    match op {
        "sum" | "prod" | "mean" | "var" => summation(id),
        _ => (0, 0),
    }
}

/// Whether `actual` is `expected`: the same bits (zeros of the same sign), or
/// both NaN (JAX's NaNs may carry another sign or payload), or within `ulps`.
pub fn same<E: Element>(actual: E, expected: E, (ulps, mantissa): (u64, i32)) -> bool {
    let parts = |x: E| -> [f64; 2] {
        let c = x.cast::<Complex<f64>>();
        [c.re, c.im]
    };
    if actual == expected {
        return parts(actual)
            .iter()
            .zip(parts(expected))
            .all(|(a, e)| a.is_sign_negative() == e.is_sign_negative());
    }
    parts(actual).iter().zip(parts(expected)).all(|(&a, e)| {
        (a.is_nan() && e.is_nan())
            || (a == e && a.is_sign_negative() == e.is_sign_negative())
            || (ulps > 0 && a.is_finite() && e.is_finite() && {
                let scale = a.abs().max(e.abs()).max(f64::MIN_POSITIVE).log2().floor();
                let ulp = (scale - f64::from(mantissa)).exp2();
                (a - e).abs() <= ulps as f64 * ulp
            })
    })
}

pub fn compare<E: Element>(
    what: &str,
    actual: &[E],
    expected: &[E],
    tolerance: (u64, i32),
) -> Vec<String> {
    assert_eq!(actual.len(), expected.len(), "{what}: number of values");
    actual
        .iter()
        .zip(expected)
        .enumerate()
        .filter(|&(_, (&a, &e))| !same(a, e, tolerance))
        .map(|(i, (a, e))| format!("{what}[{i}]: {a:?}, JAX {e:?}"))
        .collect()
}

/// The data lines of a fixture, comments skipped, split at whitespace.
pub fn fixture_lines(text: &str) -> impl Iterator<Item = Vec<&str>> {
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| line.split_whitespace().collect())
}

/// Fields of a fixture line, owned.
pub fn owned(fields: &[&str]) -> Vec<String> {
    fields.iter().map(|s| s.to_string()).collect()
}

/// The significand bits of the result's dtype and of the sums behind it.
#[allow(dead_code)] // Used by the tests of products only.
fn precision(id: DTypeId) -> (i32, i32) {
    match id {
        DTypeId::BFloat16 => (8, 24),
        DTypeId::Float16 => (11, 24),
        DTypeId::Float32 | DTypeId::Complex64 => (24, 24),
        _ => (53, 53),
    }
}

/// Whether `actual` is JAX's `expected`: the same bits for integers, booleans
/// and results that are not finite; for finite floats, within one unit in the
/// last place of the result plus 64 units of the accumulator times `scale`
/// (the sum of the products' magnitudes), for each part.
#[allow(dead_code)] // Used by the tests of products only.
pub fn close<E: Element>(id: DTypeId, actual: E, expected: E, scale: f64) -> bool {
    if same(actual, expected, (0, 0)) {
        return true;
    }
    if !matches!(id.kind(), Kind::Floating | Kind::ComplexFloating) {
        return false;
    }
    let (out, acc) = precision(id);
    let (a, e) = (
        actual.cast::<Complex<f64>>(),
        expected.cast::<Complex<f64>>(),
    );
    [(a.re, e.re), (a.im, e.im)].iter().all(|&(a, e)| {
        if !(a.is_finite() && e.is_finite()) {
            return same(a, e, (0, 0));
        }
        let ulp = (e.abs().max(f64::MIN_POSITIVE).log2().floor() - f64::from(out - 1)).exp2();
        (a - e).abs() <= ulp + scale * (-f64::from(acc - 6)).exp2()
    })
}

/// JAX's answer for one case of a fixture: `None` where JAX raises, else
/// the result's dtype, shape and values.
#[allow(dead_code)] // Used by the fixtures of results with shapes only.
pub type Answer = Option<(String, Vec<usize>, Vec<String>)>;

/// A shape as the fixtures write it: `2x3x4`, `-` for a 0-d one.
#[allow(dead_code)]
pub fn shape_of(text: &str) -> Vec<usize> {
    match text {
        "-" => vec![],
        s => s.split('x').map(|l| l.parse().unwrap()).collect(),
    }
}

/// The answer in the fields after a case's name: `raises`, or `RESULT SHAPE
/// V...`.
#[allow(dead_code)]
pub fn answer(fields: &[&str]) -> Answer {
    match fields {
        ["raises"] => None,
        [result, shape, values @ ..] => Some((result.to_string(), shape_of(shape), owned(values))),
        _ => panic!("a value line without a result: {fields:?}"),
    }
}

/// The mismatches of `got` with JAX's `answer` for the case `what`: none
/// where both raise; the result dtype asserted; the shape, then the values
/// within `tolerance`.
#[allow(dead_code)]
pub fn check_answer<R: DType>(
    what: &str,
    answer: &Answer,
    got: Result<Tensor<R>, ShapeError>,
    tolerance: (u64, i32),
) -> Vec<String> {
    let Some((dtype, shape, values)) = answer else {
        return match got {
            Ok(_) => vec![format!("{what}: JAX raises, the crate does not")],
            Err(_) => vec![],
        };
    };
    let got = match got {
        Ok(got) => got,
        Err(error) => return vec![format!("{what}: {error}, JAX does not raise")],
    };
    assert_eq!(R::ID.to_string(), *dtype, "{what}: result dtype");
    if got.shape() != &shape[..] {
        return vec![format!("{what}: shape {:?}, JAX {shape:?}", got.shape())];
    }
    let expected: Vec<R::Elem> = values.iter().map(|v| parse::<R>(v)).collect();
    compare(what, &got.to_vec(), &expected, tolerance)
}

/// Fails, listing every one of `mismatches` on a line, where there are any:
/// "N cases (or values) differ from JAX".
#[allow(dead_code)] // Used by the tests that gather mismatches only.
pub fn assert_agree(mismatches: &[String], what: &str) {
    assert!(
        mismatches.is_empty(),
        "{} {what} differ from JAX:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
}

/// The tag of the fixture values that depend on whether the CPU has AVX-512
/// F and VL (`rsqrt` of `float64` starts from `vrsqrt14pd` there, and is
/// `1/√x` rounded twice elsewhere): `avx512` or `no-avx512`, as
/// `tools/jax_function_fixtures.py` names them.
#[allow(dead_code)] // Used by the tests of element functions only.
pub fn cpu_avx512() -> &'static str {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f") && std::is_x86_feature_detected!("avx512vl") {
        return "avx512";
    }
    "no-avx512"
}

/// The CPU's vendor, as `cpuid` leaf 0 and Linux's `/proc/cpuinfo` name it
/// (`"AuthenticAMD"`, `"GenuineIntel"`): the key of the fixture values that
/// XLA takes from the CPU's own approximations (`rsqrt` of `float32` starts
/// from `rsqrtss`, whose bits differ between AMD's and Intel's CPUs, and
/// refines it with one Newton step on AMD's, two on others). The tool that
/// wrote a fixture tags those values `@VENDOR`; a test checks the ones of
/// the CPU it runs on.
#[allow(dead_code)] // Used by the tests of element functions only.
pub fn cpu_vendor() -> String {
    #[cfg(target_arch = "x86_64")]
    {
        let leaf = core::arch::x86_64::__cpuid(0);
        let bytes = [leaf.ebx, leaf.edx, leaf.ecx]
            .map(u32::to_le_bytes)
            .concat();
        String::from_utf8_lossy(&bytes).into_owned()
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        std::env::consts::ARCH.to_string()
    }
}
