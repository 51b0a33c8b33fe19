//! `matmul`, `dot`, `vdot`, `inner`, `outer`, `tensordot` and `matmul_as`
//! against real JAX: `fixtures/jax_linalg.txt`, written by
//! `tools/jax_linalg_fixtures.py`.
//!
//! - Result dtypes: JAX's for every ordered pair of the 18 dtypes in both
//!   modes, against the join under the policy, with one known difference
//!   checked exactly (JAX raises for a weakly typed int with a narrower integer);
//! - the accumulators `matmul_as` accepts: each is one JAX accepts, with
//!   JAX's result dtype;
//! - at compile time: `jax_linalg/cases.rs`, rendered from the fixture, calls
//!   every function for every pair with its result type annotated as JAX's;
//! - values on small shapes (batch broadcasting, 1-d and 0-d operands), from
//!   seeded random values and each dtype's edge values: integers and booleans
//!   exactly; floats within a few units in the last place of the accumulator
//!   scaled by the sum of the products' magnitudes (the summation order is
//!   the GEMM crates', not Eigen's), and exactly where a result is not finite.

mod common;
#[allow(dead_code)] // `compare`: the tolerance here scales with the sums
#[path = "common/values.rs"]
mod values;

// Generated: its renderer, not rustfmt, decides its layout.
#[rustfmt::skip]
#[path = "jax_linalg/cases.rs"]
mod cases;

use std::collections::HashMap;
use std::fmt::Write;

use common::assert_file_is;
use dtype_lattice::*;
use num_complex::Complex;
use values::{assert_agree, close, parse};

/// `fixtures/jax_linalg.txt`.
pub struct Fixture {
    /// `(mode, op, a, b)` to JAX's result dtype (`None`: JAX raises).
    dtypes: HashMap<(String, String, String, String), Option<String>>,
    /// `(a, b, preferred)` to JAX's result dtype.
    preferred: HashMap<(String, String, String), Option<String>>,
    /// `(random or edge, dtype)` to the values.
    inputs: HashMap<(String, String), Vec<String>>,
    /// `(case, a, b)` to `(result dtype, values)`.
    values: HashMap<(String, String, String), (String, Vec<String>)>,
}

impl Fixture {
    fn load() -> Fixture {
        let text = include_str!("fixtures/jax_linalg.txt");
        let mut fx = Fixture {
            dtypes: HashMap::new(),
            preferred: HashMap::new(),
            inputs: HashMap::new(),
            values: HashMap::new(),
        };
        let owned = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let result = |r: &str| (r != "-").then(|| r.to_string());
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let fields: Vec<&str> = line.split_whitespace().collect();
            match fields[..] {
                ["dtype", mode, op, a, b, r] => {
                    let key = (mode.into(), op.into(), a.into(), b.into());
                    fx.dtypes.insert(key, result(r));
                }
                ["preferred", a, b, e, r] => {
                    fx.preferred
                        .insert((a.into(), b.into(), e.into()), result(r));
                }
                [kind @ ("random" | "edge"), name, ref values @ ..] => {
                    fx.inputs.insert((kind.into(), name.into()), owned(values));
                }
                ["as", a, b, e, ref values @ ..] => {
                    let key = (format!("as:{e}"), a.into(), b.into());
                    fx.values.insert(key, (e.into(), owned(values)));
                }
                [case, a, b, r, ref values @ ..] => {
                    let key = (case.into(), a.into(), b.into());
                    fx.values.insert(key, (r.into(), owned(values)));
                }
                _ => panic!("unknown fixture line {line:?}"),
            }
        }
        fx
    }

    fn input<D: DType>(&self, kind: &str) -> Vec<D::Elem> {
        self.inputs[&(kind.to_string(), D::ID.to_string())]
            .iter()
            .map(|t| parse::<D>(t))
            .collect()
    }
}

/// The values of `D` of `kind`, cycled from `start`, in `shape` (the script's `cycle`).
fn cycle<D: DType>(fx: &Fixture, kind: &str, shape: &[usize], start: usize) -> Tensor<D> {
    let values = fx.input::<D>(kind);
    let n = shape.iter().product::<usize>();
    let data = (0..n).map(|i| values[(start + i) % values.len()]).collect();
    Tensor::from_shape_vec(shape, data).unwrap()
}

/// `|x|` as a `Float64` tensor: magnitudes, for the tolerance's scale.
fn magnitudes<D: DType>(t: &Tensor<D>) -> Tensor<Float64> {
    let data = t.iter().map(|x| x.cast::<Complex<f64>>().norm()).collect();
    Tensor::from_shape_vec(t.shape(), data).unwrap()
}

/// A product of two tensors: the one checked, or the same of magnitudes in
/// `Float64` (the tolerance's scale).
type Product<A, B, R> = fn(&Tensor<A>, &Tensor<B>) -> Tensor<R>;

/// Checks case `case` of `A` and `B` on operands `a` and `b`, if JAX computed it,
/// and returns the mismatches; counts the checked value lines in `checked`.
fn check_case<A: DType, B: DType, R: DType>(
    fx: &Fixture,
    case: &str,
    (a, b): (Tensor<A>, Tensor<B>),
    f: Product<A, B, R>,
    scale: Product<Float64, Float64, Float64>,
    checked: &mut usize,
) -> Vec<String> {
    let key = (case.to_string(), A::ID.to_string(), B::ID.to_string());
    let Some((dtype, expected)) = fx.values.get(&key) else {
        return Vec::new();
    };
    *checked += 1;
    let what = format!("{case} {} {}", A::ID, B::ID);
    assert_eq!(R::ID.to_string(), *dtype, "{what}: result dtype");
    let actual = f(&a, &b);
    let scales = scale(&magnitudes(&a), &magnitudes(&b)).to_vec();
    assert_eq!(actual.len(), expected.len(), "{what}: number of values");
    actual
        .iter()
        .zip(expected.iter().map(|v| parse::<R>(v)))
        .zip(scales)
        .enumerate()
        .filter(|&(i, ((x, e), s))| !close(R::ID, x, e, s) && !known(&what, i, x, e))
        .map(|(i, ((x, e), _))| format!("{what}[{i}]: {x:?}, JAX {e:?}"))
        .collect()
}

/// The values where the crate and JAX differ, and why: in `einsum_three`,
/// `uint64` and weak int values (near 2⁶⁴) times `complex64` ones overflow
/// in the second of the chained products, and JAX's infinite and NaN parts
/// differ from the crate's in five of the 2 × 9 sums (XLA orders the chain's
/// products its own way). Both sides are non-finite there; any other
/// difference fails.
const KNOWN: [(&str, usize); 5] = [
    ("einsum_three uint64 complex64", 6),
    ("einsum_three uint64 complex64", 8),
    ("einsum_three i* complex64", 0),
    ("einsum_three i* complex64", 2),
    ("einsum_three i* complex64", 8),
];

fn known<E: Element>(what: &str, index: usize, actual: E, expected: E) -> bool {
    let finite = |x: E| {
        let z = x.cast::<Complex<f64>>();
        z.re.is_finite() && z.im.is_finite()
    };
    KNOWN.contains(&(what, index)) && !finite(actual) && !finite(expected)
}

/// Every case of `A` and `B`, whose join under standard promotion is `R`
/// (JAX's dtype, annotated in `cases.rs`): the mismatches, and how many value
/// lines were checked.
pub fn check<A: DType, B: DType, R: Contract>(fx: &Fixture) -> (Vec<String>, usize)
where
    Standard: Join<A, B, Output = R> + Join<R, A, Output = R>,
{
    let mut n = 0;
    let mut out = Vec::new();
    let ops = |sa: &[usize], sb: &[usize], kind| {
        (cycle::<A>(fx, kind, sa, 0), cycle::<B>(fx, kind, sb, 5))
    };
    macro_rules! case {
        ($name:literal, $sa:expr, $sb:expr, |$x:ident, $y:ident| $body:expr) => {
            out.extend(check_case::<A, B, R>(
                fx,
                $name,
                ops(&$sa, &$sb, "random"),
                |$x, $y| $body,
                |$x, $y| $body,
                &mut n,
            ));
        };
    }
    case!("matmul", [2, 1, 3, 4], [3, 4, 2], |x, y| x.matmul(y));
    case!("matmul_vec_mat", [4], [2, 4, 3], |x, y| x.matmul(y));
    case!("matmul_mat_vec", [3, 4], [4], |x, y| x.matmul(y));
    case!("matmul_vec_vec", [5], [5], |x, y| x.matmul(y));
    case!("dot", [2, 3, 4], [2, 4, 3], |x, y| x.dot(y));
    case!("dot_vec", [2, 3, 4], [4], |x, y| x.dot(y));
    case!("dot_scalar", [], [2, 3], |x, y| x.dot(y));
    case!("vdot", [2, 3], [6], |x, y| x.vdot(y));
    case!("inner", [2, 4], [3, 4], |x, y| x.inner(y));
    case!("outer", [2, 2], [3], |x, y| x.outer(y));
    case!("tensordot", [2, 3, 4], [3, 4, 2], |x, y| x.tensordot(y, 2));
    case!("tensordot_axes", [3, 2, 4], [4, 3], |x, y| x
        .tensordot_axes(y, &[0, 2], &[1, 0]));
    case!("einsum_matmul", [3, 4], [4, 2], |x, y| einsum(
        "ij,jk->ik",
        (x, y)
    ));
    case!("einsum_attention", [1, 2, 3, 4], [1, 5, 3, 4], |x, y| {
        einsum("bqhd,bkhd->bhqk", (x, y))
    });
    case!("einsum_ellipsis", [2, 1, 3, 4], [5, 4], |x, y| einsum(
        "...ij,...j->...i",
        (x, y)
    ));
    case!("einsum_diagonal", [3, 3, 2], [2], |x, y| einsum(
        "iij,j->i",
        (x, y)
    ));
    case!("einsum_implicit", [2, 3], [3, 4, 2], |x, y| einsum(
        "ij,jki",
        (x, y)
    ));
    case!("einsum_sum_outer", [2, 3], [4], |x, y| einsum(
        "ij,k->kj",
        (x, y)
    ));
    case!("einsum_length_one", [1, 3], [2, 3], |x, y| einsum(
        "ij,ij->ij",
        (x, y)
    ));
    case!("einsum_three", [3, 3], [3, 3], |x, y| einsum(
        "ij,jk,kl->il",
        (x, y, x)
    ));
    // The edge values: x and its reverse as columns, y and its reverse as rows.
    let (x, y) = (fx.input::<A>("edge"), fx.input::<B>("edge"));
    let columns: Vec<A::Elem> = x
        .iter()
        .zip(x.iter().rev())
        .flat_map(|(&p, &q)| [p, q])
        .collect();
    let rows: Vec<B::Elem> = y.iter().chain(y.iter().rev()).copied().collect();
    let edge = (
        Tensor::from_shape_vec(&[x.len(), 2], columns).unwrap(),
        Tensor::from_shape_vec(&[2, y.len()], rows).unwrap(),
    );
    out.extend(check_case::<A, B, R>(
        fx,
        "matmul_edge",
        edge,
        |x, y| x.matmul(y),
        |x, y| x.matmul(y),
        &mut n,
    ));
    (out, n)
}

/// `matmul_as::<E>` of `A` and `B` on the `matmul` operands, against JAX's
/// `preferred_element_type=E`.
pub fn check_as<A, B, E: Accumulator>(fx: &Fixture) -> Vec<String>
where
    A: AccumulatesIn<E>,
    B: AccumulatesIn<E>,
{
    let key = (
        format!("as:{}", E::ID),
        A::ID.to_string(),
        B::ID.to_string(),
    );
    let what = format!("matmul_as {} {} {}", A::ID, B::ID, E::ID);
    let (dtype, expected) = &fx.values[&key];
    assert_eq!(E::ID.to_string(), *dtype);
    let (a, b) = (
        cycle::<A>(fx, "random", &[2, 1, 3, 4], 0),
        cycle::<B>(fx, "random", &[3, 4, 2], 5),
    );
    let actual = a.matmul_as::<E, _>(&b);
    let scales = magnitudes(&a).matmul(&magnitudes(&b)).to_vec();
    actual
        .iter()
        .zip(expected.iter().map(|v| parse::<E>(v)))
        .zip(scales)
        .enumerate()
        .filter(|&(_, ((x, e), s))| !close(E::ID, x, e, s))
        .map(|(i, ((x, e), _))| format!("{what}[{i}]: {x:?}, JAX {e:?}"))
        .collect()
}

fn id(name: &str) -> DTypeId {
    name.parse().unwrap()
}

#[test]
fn every_function_and_pair_equals_jax() {
    let fx = Fixture::load();
    let mut mismatches = Vec::new();
    let mut checked = 0;
    for case in cases::all() {
        let (m, n) = case(&fx);
        mismatches.extend(m);
        checked += n;
    }
    for case in cases::accumulators() {
        mismatches.extend(case(&fx));
    }
    let value_lines = fx
        .values
        .keys()
        .filter(|(case, _, _)| !case.starts_with("as:"))
        .count();
    assert_eq!(
        checked, value_lines,
        "every value line of the fixture is checked"
    );
    assert_agree(&mismatches, "values");
}

/// JAX's `dot_general` refuses to accumulate a weakly typed operand that is
/// stored wider (a weak int is an `int64` array, a weak complex a `complex128`
/// one) into a narrower integer or complex join: `jnp.dot(3, int8_array)`
/// raises. Real float joins are exempt (`dot_general` checks widths only for
/// the others).
fn weak_operand_difference(a: DTypeId, b: DTypeId, join: DTypeId) -> bool {
    let stored = |d: DTypeId| match d {
        DTypeId::WeakInt => 64,
        DTypeId::WeakComplex => 128,
        _ => 0,
    };
    !join.is_weak() && join.kind() != Kind::Floating && join.bits() < Ord::max(stored(a), stored(b))
}

#[test]
fn result_dtypes_are_the_joins_jax_gives() {
    let fx = Fixture::load();
    let mut differences = Vec::new();
    for ((mode_name, op, a, b), result) in &fx.dtypes {
        let mode = match mode_name.as_str() {
            "standard" => PromotionMode::Standard,
            _ => PromotionMode::Strict,
        };
        let (a, b) = (id(a), id(b));
        let ours = mode.join(a, b);
        let jax = result.as_deref().map(id);
        if ours != jax {
            let known = op != "outer"
                && jax.is_none()
                && ours.is_some_and(|j| weak_operand_difference(a, b, j));
            assert!(
                known,
                "{mode_name} {op} {a} {b}: JAX {jax:?}, the join {ours:?}"
            );
            differences.push((mode_name.clone(), op.clone(), a, b));
        }
    }
    assert_eq!(fx.dtypes.len(), 2 * 7 * 18 * 18);
    // For the six functions on dot_general (einsum's pairs are dot_generals), both orders: in standard
    // promotion the weak int with uint8..uint32 and int8..int32, the weak
    // complex with bfloat16, float16, float32 and complex64; in strict, the
    // weak int with the same six, the weak complex with complex64.
    assert_eq!(differences.len(), 6 * 2 * (10 + 7));
}

#[test]
fn accumulators_are_ones_jax_accepts() {
    let fx = Fixture::load();
    let strong: Vec<DTypeId> = DTypeId::CLASSIC
        .iter()
        .copied()
        .filter(|d| !d.is_weak())
        .collect();
    let (mut ours, mut jax_only) = (0, 0);
    for &a in DTypeId::CLASSIC.iter() {
        for &b in DTypeId::CLASSIC.iter() {
            for &e in &strong {
                let jax = fx.preferred[&(a.to_string(), b.to_string(), e.to_string())]
                    .as_deref()
                    .map(id);
                // `matmul_as::<E>`'s bounds, `A: AccumulatesIn<E>` and `B: AccumulatesIn<E>`.
                let width = |d: DTypeId| match d.kind() {
                    Kind::ComplexFloating => d.bits() / 2,
                    _ => d.bits(),
                };
                let accumulates = |d: DTypeId| {
                    promote_types(d, e) == Ok(e)
                        && (d.kind() == Kind::Floating || width(e) >= width(d))
                };
                if accumulates(a) && accumulates(b) {
                    ours += 1;
                    assert_eq!(jax, Some(e), "{a} {b} as {e}");
                } else if jax.is_some() {
                    jax_only += 1;
                }
            }
        }
    }
    // JAX also takes narrowing and cross-kind accumulators (float32 into int32).
    assert_eq!(
        (ours, jax_only),
        (OURS, JAX_ONLY),
        "accumulators accepted here, and by JAX only"
    );
}

const OURS: usize = 1115;
const JAX_ONLY: usize = 1995;

/// The trait itself, on the edges of the rule the test above checks at run time.
#[test]
fn accumulates_in_is_the_rule() {
    use static_assertions::{assert_impl_all, assert_not_impl_any};
    assert_impl_all!(Int8: AccumulatesIn<Int32>, AccumulatesIn<Float32>, AccumulatesIn<BFloat16>);
    assert_impl_all!(Int32: AccumulatesIn<Float32>, AccumulatesIn<Complex64>);
    assert_impl_all!(Int64: AccumulatesIn<Float64>, AccumulatesIn<Complex128>);
    assert_impl_all!(BFloat16: AccumulatesIn<Float32>, AccumulatesIn<Complex64>);
    assert_impl_all!(WeakInt: AccumulatesIn<Int64>, AccumulatesIn<Float64>);
    assert_impl_all!(Bool: AccumulatesIn<Bool>, AccumulatesIn<UInt8>);
    assert_not_impl_any!(Int32: AccumulatesIn<BFloat16>, AccumulatesIn<Float16>);
    assert_not_impl_any!(Int64: AccumulatesIn<Float32>, AccumulatesIn<Complex64>);
    assert_not_impl_any!(WeakInt: AccumulatesIn<Int8>, AccumulatesIn<Float32>);
    assert_not_impl_any!(WeakComplex: AccumulatesIn<Complex64>);
    assert_not_impl_any!(Float32: AccumulatesIn<Int32>, AccumulatesIn<Float16>);
    assert_not_impl_any!(UInt8: AccumulatesIn<Int8>);
}

fn marker(name: &str) -> String {
    common::marker(id(name))
}

/// `jax_linalg/cases.rs`: one typed `check` per pair JAX gives values for,
/// its result type JAX's dtype; one `check_as` per accumulator case.
fn render_cases() -> String {
    let fx = Fixture::load();
    let mut out = String::from(
        "//! Rendered by `tests/jax_linalg.rs` from `fixtures/jax_linalg.txt` (real JAX): do\n\
         //! not edit; regenerate with `BLESS=1 cargo test --test jax_linalg`.\n\n\
         use dtype_lattice::*;\n\n\
         use super::{Fixture, check, check_as};\n\n\
         type Case = fn(&Fixture) -> (Vec<String>, usize);\n\n\
         /// Every pair, in standard promotion.\n\
         pub fn all() -> Vec<Case> {\n    vec![\n",
    );
    for a in DTypeId::CLASSIC.iter() {
        for b in DTypeId::CLASSIC.iter() {
            let key = (
                "standard".to_string(),
                "outer".to_string(),
                a.to_string(),
                b.to_string(),
            );
            let r = fx.dtypes[&key]
                .as_deref()
                .expect("JAX multiplies every pair");
            let (ma, mb, mr) = (common::marker(*a), common::marker(*b), marker(r));
            writeln!(out, "        check::<{ma}, {mb}, {mr}>,").unwrap();
        }
    }
    out.push_str("    ]\n}\n\n/// `matmul_as` against `preferred_element_type`.\npub fn accumulators() -> Vec<fn(&Fixture) -> Vec<String>> {\n    vec![\n");
    let mut keys: Vec<_> = fx
        .values
        .keys()
        .filter(|(c, _, _)| c.starts_with("as:"))
        .collect();
    keys.sort();
    for (case, a, b) in keys {
        let e = case.trim_start_matches("as:");
        writeln!(
            out,
            "        check_as::<{}, {}, {}>,",
            marker(a),
            marker(b),
            marker(e)
        )
        .unwrap();
    }
    out.push_str("    ]\n}\n");
    out
}

#[test]
fn cases_are_rendered_from_the_fixture() {
    assert_file_is("tests/jax_linalg/cases.rs", &render_cases());
}
