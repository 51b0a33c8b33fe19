//! `logical_and`, `logical_or`, `logical_xor`, `fmax`, `fmin`, `copysign`,
//! `nextafter`, `left_shift`, `right_shift`, `arctan2`, `hypot`, `logaddexp`,
//! `logaddexp2` and `float_power` against real JAX:
//! `fixtures/jax_binary.txt`, written by `tools/jax_binary_fixtures.py`.
//!
//! - Result dtypes: `jax_binary/cases.rs`, rendered from the fixture by
//!   `cases_are_rendered_from_the_fixture`, calls each function for every
//!   pair JAX accepts in standard promotion with its result type annotated as
//!   JAX's dtype (so a wrong dtype does not compile); every pair in both modes
//!   is checked at run time against the rule the bounds encode.
//! - Values, bit for bit: edge inputs broadcast and of one shape, and seeded
//!   random values of each dtype's whole range, every value bit for bit
//!   except nine complex `arctan2` values of one real and one complex
//!   operand, listed exactly in `jax_binary/known_differences.txt`.

mod common;
#[path = "common/values.rs"]
mod values;

// Generated: its renderer, not rustfmt, decides its layout.
#[rustfmt::skip]
#[path = "jax_binary/cases.rs"]
mod cases;

use std::collections::HashMap;
use std::fmt::Write;

use common::assert_file_is;
use dtype_lattice::*;
use values::{compare, fixture_lines, op_tolerance, owned, parse};

/// `fixtures/jax_binary.txt`.
pub struct Fixture {
    /// `(mode, op, a, b)` to JAX's result dtype (`None`: JAX raises).
    dtypes: HashMap<(String, String, String, String), Option<String>>,
    inputs: HashMap<String, Vec<String>>,
    random: HashMap<String, Vec<String>>,
    /// `(kind, "OP A B")` to `(result dtype, values)`.
    values: HashMap<(String, String), (String, Vec<String>)>,
}

impl Fixture {
    fn load() -> Fixture {
        let text = include_str!("fixtures/jax_binary.txt");
        let mut fx = Fixture {
            dtypes: HashMap::new(),
            inputs: HashMap::new(),
            random: HashMap::new(),
            values: HashMap::new(),
        };
        for fields in fixture_lines(text) {
            match fields[..] {
                ["dtype", mode, op, a, b, result] => {
                    let key = (mode.into(), op.into(), a.into(), b.into());
                    fx.dtypes
                        .insert(key, (result != "-").then(|| result.into()));
                }
                ["input", name, ref values @ ..] => {
                    fx.inputs.insert(name.into(), owned(values));
                }
                ["rinput", name, ref values @ ..] => {
                    fx.random.insert(name.into(), owned(values));
                }
                [kind, op, a, b, result, ref values @ ..] => {
                    let key = (kind.into(), format!("{op} {a} {b}"));
                    fx.values.insert(key, (result.into(), owned(values)));
                }
                _ => panic!("unknown fixture line {fields:?}"),
            }
        }
        fx
    }

    fn elements<D: DType>(texts: &[String]) -> Vec<D::Elem> {
        texts.iter().map(|t| parse::<D>(t)).collect()
    }
}

/// `f` on the edge inputs broadcast (`a[:, None]`, `b[None, :]`), of one
/// shape, and on the random inputs; returns the mismatches.
pub fn check<A: DType, B: DType, R: DType>(
    fx: &Fixture,
    op: &str,
    f: impl Fn(&Tensor<A>, &Tensor<B>) -> Result<Tensor<R>, ShapeError>,
) -> Vec<String> {
    // Only the call of `f` is compiled per operation; the rest per dtypes,
    // so that the thousands of cases compile quickly.
    check_by(fx, op, &|x, y| f(x, y).unwrap())
}

/// A binary operation under test.
type Operation<'f, A, B, R> = dyn Fn(&Tensor<A>, &Tensor<B>) -> Tensor<R> + 'f;

/// [`check`] by a reference to the operation.
fn check_by<A: DType, B: DType, R: DType>(
    fx: &Fixture,
    op: &str,
    f: &Operation<'_, A, B, R>,
) -> Vec<String> {
    let (a, b) = (A::ID.to_string(), B::ID.to_string());
    let (m, n) = (fx.inputs[&b].len(), fx.inputs[&a].len());
    let (lhs, rhs) = (
        operands::<A>(fx, &a, m, true),
        operands::<B>(fx, &b, n, false),
    );
    let key = format!("{op} {a} {b}");
    let mut found = Vec::new();
    for ((kind, x), y) in ["binary", "same", "random"].into_iter().zip(&lhs).zip(&rhs) {
        found.extend(mismatches(fx, kind, &key, op, f(x, y)));
    }
    found
}

/// One operand of dtype `D` (named `name`) in each layout of [`check`]: the
/// edge inputs as a column (`lhs`) or a row, the same values repeated
/// (`lhs`) or tiled to the other operand's `other` values, and the random
/// inputs.
fn operands<D: DType>(fx: &Fixture, name: &str, other: usize, lhs: bool) -> [Tensor<D>; 3] {
    let x = Fixture::elements::<D>(&fx.inputs[name]);
    let n = x.len();
    let (edges, same) = match lhs {
        true => (
            Tensor::from_shape_vec(&[n, 1], x.clone()).unwrap(),
            x.iter()
                .flat_map(|&v| std::iter::repeat_n(v, other))
                .collect(),
        ),
        false => (
            Tensor::from_shape_vec(&[1, n], x.clone()).unwrap(),
            (0..other).flat_map(|_| x.iter().copied()).collect(),
        ),
    };
    let random = Fixture::elements::<D>(&fx.random[name]);
    [edges, Tensor::from_vec(same), Tensor::from_vec(random)]
}

/// The mismatches of `actual` against JAX's values for `kind` and `key`,
/// after checking that JAX's result dtype is `R`.
fn mismatches<R: DType>(
    fx: &Fixture,
    kind: &str,
    key: &str,
    op: &str,
    actual: Tensor<R>,
) -> Vec<String> {
    let (dtype, values) = &fx.values[&(kind.to_string(), key.to_string())];
    assert_eq!(R::ID.to_string(), *dtype, "{kind} {key}: result dtype");
    let expected: Vec<R::Elem> = values.iter().map(|v| parse::<R>(v)).collect();
    let what = format!("{kind} {key}");
    compare(&what, &actual.to_vec(), &expected, op_tolerance(op, R::ID))
}

#[test]
fn every_function_and_pair_equals_jax() {
    let fx = Fixture::load();
    let cases = cases::all();
    let computed = fx
        .values
        .keys()
        .filter(|(kind, _)| kind == "binary")
        .count();
    assert_eq!(cases.len(), computed, "one case per pair JAX computes");
    let mismatches: Vec<String> = cases.iter().flat_map(|case| case(&fx)).collect();
    // Only complex arctan2 of a real operand may differ (see the listing).
    let complex_only = mismatches
        .iter()
        .all(|m| m.contains("Complex") && m.contains("arctan2"));
    assert!(
        complex_only,
        "values differ from JAX:\n{}",
        mismatches.join("\n")
    );
    let listed = String::from(
        "# Complex values where dtype-lattice differs from JAX on CPU (see the guide's \"Numerics\"):\n\
         # complex arctan2 of a real operand converted to complex. XLA folds the operand's\n\
         # constant-zero imaginary part, so its sum of squares becomes one fused multiply-add;\n\
         # dtype-lattice converts first and computes the general case, one rounding apart.\n\
         # Written by `BLESS=1 cargo test --test jax_binary`.\n",
    ) + &mismatches.join("\n")
        + "\n";
    assert_file_is("tests/jax_binary/known_differences.txt", &listed);
}

fn id(name: &str) -> DTypeId {
    name.parse().unwrap()
}

/// The dtype rule each function's bounds encode, at run time.
fn rule(mode: PromotionMode, op: &str, a: DTypeId, b: DTypeId) -> Option<DTypeId> {
    use DTypeId::*;
    let joined = mode.join(a, b)?;
    let inexact = |d: DTypeId| match d {
        Bool | UInt8 | UInt16 | UInt32 | Int8 | Int16 | Int32 => Float32,
        UInt64 | Int64 => Float64,
        WeakInt => WeakFloat,
        other => other,
    };
    let integral = matches!(
        joined.kind(),
        Kind::Bool | Kind::SignedInteger | Kind::UnsignedInteger
    );
    match op {
        "logical_and" | "logical_or" | "logical_xor" => Some(Bool),
        "fmax" | "fmin" => Some(joined),
        "copysign" | "nextafter" => {
            Some(inexact(joined)).filter(|d| d.kind() != Kind::ComplexFloating)
        }
        "left_shift" | "right_shift" => {
            integral.then_some(if joined == Bool { Int32 } else { joined })
        }
        "arctan2" | "float_power" => Some(inexact(joined)),
        "hypot" => Some(inexact(joined).strong()).filter(|d| d.kind() != Kind::ComplexFloating),
        "logaddexp" if inexact(joined) == WeakComplex => Some(Complex128),
        "logaddexp" => Some(inexact(joined)),
        "logaddexp2" => Some(inexact(joined).strong()),
        _ => panic!("unknown operation {op}"),
    }
}

#[test]
fn result_dtypes_follow_the_rules_in_both_modes() {
    let fx = Fixture::load();
    for ((mode, op, a, b), result) in &fx.dtypes {
        let mode = match mode.as_str() {
            "standard" => PromotionMode::Standard,
            _ => PromotionMode::Strict,
        };
        assert_eq!(
            rule(mode, op, id(a), id(b)),
            result.as_deref().map(id),
            "{mode} {op} {a} {b}"
        );
    }
    assert_eq!(fx.dtypes.len(), 2 * 14 * 18 * 18);
}

fn marker(name: &str) -> String {
    common::marker(id(name))
}

fn render_cases() -> String {
    let fx = Fixture::load();
    let mut out = String::from(
        "//! Rendered by `tests/jax_binary.rs` from `fixtures/jax_binary.txt` (real JAX): do not\n\
         //! edit; regenerate with `BLESS=1 cargo test --test jax_binary`.\n\n\
         use dtype_lattice::*;\n\n\
         use super::{Fixture, check};\n\n\
         type Case = fn(&Fixture) -> Vec<String>;\n\n\
         /// Every function and pair JAX computes in standard promotion.\n\
         pub fn all() -> Vec<Case> {\n    vec![\n",
    );
    let ops = [
        "logical_and",
        "logical_or",
        "logical_xor",
        "fmax",
        "fmin",
        "copysign",
        "nextafter",
        "left_shift",
        "right_shift",
        "arctan2",
        "hypot",
        "logaddexp",
        "logaddexp2",
        "float_power",
    ];
    for op in ops {
        for a in DTypeId::CLASSIC {
            for b in DTypeId::CLASSIC {
                let key = ("binary".to_string(), format!("{op} {a} {b}"));
                let Some((result, _)) = fx.values.get(&key) else {
                    continue;
                };
                let (ma, mb, r) = (
                    marker(&a.to_string()),
                    marker(&b.to_string()),
                    marker(result),
                );
                writeln!(
                    out,
                    "        |fx| check::<{ma}, {mb}, {r}>(fx, \"{op}\", |x, y| x.try_{op}(y)),"
                )
                .unwrap();
            }
        }
    }
    out.push_str("    ]\n}\n");
    out
}

#[test]
fn cases_are_rendered_from_the_fixture() {
    assert_file_is("tests/jax_binary/cases.rs", &render_cases());
}
