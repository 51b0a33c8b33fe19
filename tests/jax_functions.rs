//! The element functions of real floats (and `jax.nn.gelu`, which the crate
//! computes in one loop of them, in both forms) against real JAX, bit for bit:
//! `fixtures/jax_functions.npz`, written by `tools/jax_function_fixtures.py`
//! (and read by the crate's own `.npz` reader). For `bfloat16` and `float16`
//! every bit pattern; for `float32` and `float64` the edges, every power of
//! two, the points where XLA's approximations switch branch, and seeded
//! random values of the whole range and of `(-20, 20)`.
//!
//! A NaN equals any NaN (JAX's carry other signs and payloads); every other
//! value must have JAX's bits, zeros' signs included. The values that do
//! not are listed, with the reason, in `jax_functions/known_differences.txt`,
//! and the test fails unless that list is exactly what it finds.
//!
//! `rsqrt` of `float32` starts from the CPU's own approximation, whose bits
//! differ between AMD's and Intel's CPUs (as JAX's do): its values are kept
//! per vendor (`rsqrt.float32@AuthenticAMD`, `@GenuineIntel`), and checked
//! against those of the vendor of the CPU the test runs on. `rsqrt` of
//! `float64` starts from AVX-512's approximation where the CPU has it, and
//! is `1/√x` rounded twice elsewhere (in JAX as here): its values are kept
//! for both (`rsqrt.float64@avx512`, `@no-avx512`).
//!
//! `every_f32_input_is_jax_s` (ignored: run it by hand, in release, about a
//! minute) checks every one of the 2³² `float32` inputs of each function of
//! one operand against sums of JAX's outputs (`fixtures/jax_functions_f32.txt`,
//! `tools/jax_function_fixtures.py --digests`).
#![cfg(all(feature = "io", feature = "dynamic"))]

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

use dtype_lattice::*;
use half::{bf16, f16};

// Of the shared helpers, this file uses `cpu_vendor` only.
#[allow(dead_code)]
#[path = "common/values.rs"]
mod values;

/// The fixture's arrays, by name, as the unsigned integers of their bits.
fn fixture() -> BTreeMap<String, Vec<u64>> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/jax_functions.npz"
    );
    let arrays = io::read_npz(path).expect("the fixture reads");
    arrays
        .into_iter()
        .map(|(name, t)| {
            let bits: Vec<u64> = match t.dtype() {
                DTypeId::UInt16 => Tensor::<UInt16>::try_from(t)
                    .unwrap()
                    .iter()
                    .map(u64::from)
                    .collect(),
                DTypeId::UInt32 => Tensor::<UInt32>::try_from(t)
                    .unwrap()
                    .iter()
                    .map(u64::from)
                    .collect(),
                DTypeId::UInt64 => Tensor::<UInt64>::try_from(t).unwrap().to_vec(),
                other => panic!("{name}: {other}"),
            };
            (name, bits)
        })
        .collect()
}

/// A float element type, by its bits.
trait Bits: Element {
    fn of_bits(bits: u64) -> Self;
    fn bits(self) -> u64;
    fn is_nan(self) -> bool;
}

macro_rules! bits {
    ($($t:ty: $u:ty;)*) => {$(
        impl Bits for $t {
            fn of_bits(bits: u64) -> Self {
                <$t>::from_bits(bits as $u)
            }
            fn bits(self) -> u64 {
                u64::from(self.to_bits())
            }
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
        }
    )*};
}

bits! {
    bf16: u16;
    f16: u16;
    f32: u32;
    f64: u64;
}

/// A function of one tensor of each real float dtype, by its name.
type Function<D> = fn(&Tensor<D>) -> Tensor<D>;

/// The functions, by the fixture's names, for dtype `D`.
fn functions<D>() -> Vec<(&'static str, Function<D>)>
where
    D: FloatDType,
    Standard: FloatPolicy<D>,
{
    vec![
        ("exp", |t| t.exp()),
        ("expm1", |t| t.expm1()),
        ("exp2", |t| t.exp2()),
        ("log", |t| t.log()),
        ("log1p", |t| t.log1p()),
        ("sqrt", |t| t.sqrt()),
        ("rsqrt", |t| t.rsqrt()),
        ("cbrt", |t| t.cbrt()),
        ("sin", |t| t.sin()),
        ("cos", |t| t.cos()),
        ("tan", |t| t.tan()),
        ("arcsin", |t| t.arcsin()),
        ("arccos", |t| t.arccos()),
        ("arctan", |t| t.arctan()),
        ("sinh", |t| t.sinh()),
        ("cosh", |t| t.cosh()),
        ("tanh", |t| t.tanh()),
        ("arcsinh", |t| t.arcsinh()),
        ("arccosh", |t| t.arccosh()),
        ("arctanh", |t| t.arctanh()),
        ("erf", |t| t.erf()),
        ("erfc", |t| t.erfc()),
        ("logistic", |t| t.logistic()),
        ("gelu", |t| nn::gelu(t, true)),
        ("gelu_exact", |t| nn::gelu(t, false)),
    ]
}

/// `log2` and `log10` (whose results are `D` for strong `D`).
fn log_bases<D>() -> Vec<(&'static str, Function<D>)>
where
    D: Inexact<Output = D> + Float + DType<Strong = D>,
{
    vec![("log2", |t| t.log2()), ("log10", |t| t.log10())]
}

/// The inputs of `D`, by its name: every bit pattern of a 16-bit dtype.
fn inputs<D: DType>(fx: &BTreeMap<String, Vec<u64>>) -> Vec<D::Elem>
where
    D::Elem: Bits,
{
    let name = D::ID.to_string();
    match fx.get(&format!("inputs.{name}")) {
        Some(bits) => bits.iter().map(|&b| D::Elem::of_bits(b)).collect(),
        None => (0..1 << 16).map(D::Elem::of_bits).collect(),
    }
}

/// JAX's outputs of the array `key` (`FUNCTION.DTYPE`): the array of that
/// name, or for a function whose values XLA takes from the CPU's own
/// approximations, the one of this CPU (`KEY@VENDOR`, or `KEY@avx512` /
/// `KEY@no-avx512`), if the fixture has one (see
/// `tools/jax_function_fixtures.py`).
fn expected<'a>(fx: &'a BTreeMap<String, Vec<u64>>, key: &str) -> Option<&'a Vec<u64>> {
    let (vendor, avx512) = (values::cpu_vendor(), values::cpu_avx512());
    let found = fx
        .get(key)
        .or_else(|| fx.get(&format!("{key}@{vendor}")))
        .or_else(|| fx.get(&format!("{key}@{avx512}")));
    let tagged = fx.keys().any(|k| k.starts_with(&format!("{key}@")));
    assert!(found.is_some() || tagged, "the fixture has no {key}");
    found
}

/// Whether `ours` is JAX's `theirs`: the same bits, or both NaN.
fn same<E: Bits>(ours: E, theirs: E) -> bool {
    ours.bits() == theirs.bits() || (ours.is_nan() && theirs.is_nan())
}

/// The differences of every function on `D` from JAX's, as lines
/// `FUNCTION DTYPE INPUT OURS JAX` (hex bits), and the count of values.
fn differences<D>(
    fx: &BTreeMap<String, Vec<u64>>,
    counts: &mut BTreeMap<String, (usize, usize)>,
) -> Vec<String>
where
    D: FloatDType + DType<Strong = D>,
    Standard: FloatPolicy<D>,
    D::Elem: Bits,
{
    let name = D::ID.to_string();
    let x = inputs::<D>(fx);
    let t = Tensor::<D>::from_vec(x.clone());
    let width = 2 * size_of::<D::Elem>();
    let mut lines = Vec::new();
    for (f, g) in functions::<D>().into_iter().chain(log_bases::<D>()) {
        let Some(expected) = expected(fx, &format!("{f}.{name}")) else {
            counts.insert(format!("{f} {name} (no JAX values for this CPU)"), (0, 0));
            continue;
        };
        let ours = g(&t).to_vec();
        assert_eq!(ours.len(), expected.len(), "{f} {name}");
        let mut exact = 0;
        for ((&input, &o), &e) in x.iter().zip(&ours).zip(expected) {
            if same(o, D::Elem::of_bits(e)) {
                exact += 1;
            } else {
                lines.push(format!(
                    "{f} {name} {:0width$x} {:0width$x} {e:0width$x}",
                    input.bits(),
                    o.bits()
                ));
            }
        }
        counts.insert(format!("{f} {name}"), (exact, x.len()));
    }
    lines
}

/// The differences of `power` of two tensors of the same shape (the C
/// library's `powf` or `pow`, of `f32` for the half types) on `$D`, as
/// [`differences`] gives them.
macro_rules! pow_differences {
    ($D:ty, $fx:expr, $counts:expr) => {{
        let (fx, counts) = ($fx, $counts);
        let name = <$D as DType>::ID.to_string();
        let width = 2 * size_of::<<$D as DType>::Elem>();
        let operand = |side: &str| -> Vec<<$D as DType>::Elem> {
            let bits = &fx[&format!("pow_{side}.{name}")];
            bits.iter().map(|&b| Bits::of_bits(b)).collect()
        };
        let (lhs, rhs) = (operand("lhs"), operand("rhs"));
        let ours = Tensor::<$D>::from_vec(lhs.clone())
            .power(&Tensor::<$D>::from_vec(rhs.clone()))
            .to_vec();
        let expected = &fx[&format!("pow.{name}")];
        let mut lines = Vec::new();
        let mut exact = 0;
        for (((&a, &b), &o), &e) in lhs.iter().zip(&rhs).zip(&ours).zip(expected) {
            if same(o, Bits::of_bits(e)) {
                exact += 1;
            } else {
                lines.push(format!(
                    "pow {name} {:0width$x},{:0width$x} {:0width$x} {e:0width$x}",
                    a.bits(),
                    b.bits(),
                    o.bits()
                ));
            }
        }
        counts.insert(format!("pow {name}"), (exact, lhs.len()));
        lines
    }};
}

#[test]
fn every_function_is_jax_s_bit_for_bit() {
    let fx = fixture();
    let mut counts = BTreeMap::new();
    let mut found: BTreeSet<String> = BTreeSet::new();
    found.extend(differences::<BFloat16>(&fx, &mut counts));
    found.extend(differences::<Float16>(&fx, &mut counts));
    found.extend(differences::<Float32>(&fx, &mut counts));
    found.extend(differences::<Float64>(&fx, &mut counts));
    found.extend(pow_differences!(BFloat16, &fx, &mut counts));
    found.extend(pow_differences!(Float16, &fx, &mut counts));
    found.extend(pow_differences!(Float32, &fx, &mut counts));
    found.extend(pow_differences!(Float64, &fx, &mut counts));
    let mut report = String::new();
    for (what, (exact, n)) in &counts {
        writeln!(report, "{what}: {exact} of {n} bit-exact").unwrap();
    }
    println!("{report}");
    let listed = include_str!("jax_functions/known_differences.txt");
    if std::env::var_os("BLESS").is_some() {
        // The header (the reasons) stays; the values are what was found.
        let header: String = listed
            .lines()
            .take_while(|l| l.starts_with('#'))
            .map(|l| format!("{l}\n"))
            .collect();
        let values: String = found.iter().map(|l| format!("{l}\n")).collect();
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/jax_functions/known_differences.txt"
        );
        std::fs::write(path, header + &values).unwrap();
    }
    let known: BTreeSet<String> = listed
        .lines()
        .map(|l| l.split('#').next().unwrap().trim())
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect();
    let new: Vec<_> = found.difference(&known).take(40).collect();
    let gone: Vec<_> = known.difference(&found).take(40).collect();
    assert!(
        new.is_empty() && gone.is_empty(),
        "{} differences not in known_differences.txt (first: {new:#?}), {} listed but not found \
         (first: {gone:#?})\n{report}",
        found.difference(&known).count(),
        known.difference(&found).count()
    );
}

/// The sums `tools/jax_function_fixtures.py --digests` takes of one chunk of
/// outputs (see its docstring): `(s1, s2)`.
fn digest(first: u64, outputs: impl Iterator<Item = f32>) -> (u64, u64) {
    let (mut s1, mut s2) = (0_u64, 0_u64);
    for (i, y) in (first..).zip(outputs) {
        let bits = if y.is_nan() {
            0x7fc0_0000
        } else {
            u64::from(y.to_bits())
        };
        let w = (i.wrapping_mul(0x9e37_79b1) & 0xffff_ffff) | 1;
        s1 = s1.wrapping_add(bits.wrapping_mul(w));
        s2 = s2.wrapping_add(bits ^ i);
    }
    (s1, s2)
}

/// Every one of the 2³² `float32` inputs of every function of one operand,
/// against JAX's outputs' sums, chunk by chunk of 2²⁴ inputs: run by hand,
/// in release (`cargo test --release --all-features --test jax_functions --
/// --ignored`), a few minutes.
#[test]
#[ignore = "2^32 inputs per function: run by hand, in release"]
fn every_f32_input_is_jax_s() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/jax_functions_f32.txt"
    );
    let text = std::fs::read_to_string(path).expect("tools/jax_function_fixtures.py --digests");
    let mut expected: BTreeMap<(String, u64), (u64, u64)> = BTreeMap::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let hex = |t: &str| u64::from_str_radix(t, 16).unwrap();
        expected.insert(
            (fields[0].to_string(), fields[1].parse().unwrap()),
            (hex(fields[2]), hex(fields[3])),
        );
    }
    let mut failures = Vec::new();
    let vendor = values::cpu_vendor();
    for (name, f) in functions::<Float32>()
        .into_iter()
        .chain(log_bases::<Float32>())
    {
        // A function whose values depend on the CPU's vendor has its lines
        // under `NAME@VENDOR` (see `expected`).
        let tagged = format!("{name}@{vendor}");
        let key = if expected.contains_key(&(name.to_string(), 0)) {
            name.to_string()
        } else if expected.contains_key(&(tagged.clone(), 0)) {
            tagged
        } else {
            println!("{name}: no digests of JAX's outputs on a {vendor} CPU");
            continue;
        };
        let mut differ = 0;
        for chunk in 0..256_u64 {
            let first = chunk << 24;
            let x = Tensor::<Float32>::from_vec(
                (first..first + (1 << 24))
                    .map(|i| f32::from_bits(i as u32))
                    .collect(),
            );
            if digest(first, f(&x).iter()) != expected[&(key.clone(), chunk)] {
                differ += 1;
            }
        }
        println!(
            "{name}: {} of 256 chunks of 2^24 inputs bit-exact",
            256 - differ
        );
        if differ > 0 {
            failures.push(name);
        }
    }
    assert!(
        failures.is_empty(),
        "functions with outputs that differ from JAX's: {failures:?}"
    );
}
