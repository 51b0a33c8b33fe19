//! Tensor operations against real JAX: for every operation and every pair of
//! dtypes, the result dtype (at compile time) and the values (bit for bit) in
//! `fixtures/jax_op_values.txt`, written by `tools/jax_tensor_fixtures.py`.
//!
//! `jax_ops/cases.rs` is rendered from `fixtures/jax_op_dtypes.txt` by the test
//! `cases_are_rendered_from_the_fixture` below: one checked closure per
//! operation and pair JAX accepts, whose annotated result type is the fixture's
//! dtype (so a wrong dtype does not compile), and a `static_assertions` check
//! that every operation JAX rejects has no impl.

mod common;
#[path = "common/values.rs"]
mod values;

// Generated: its renderer, not rustfmt, decides its layout, one statement per
// case, which keeps each small to type-check.
#[rustfmt::skip]
#[allow(clippy::vec_init_then_push, clippy::redundant_closure)]
#[path = "jax_ops/cases.rs"]
mod cases;

use std::collections::HashMap;
use std::fmt::Write;

use common::assert_file_is;
use dtype_lattice::*;
use values::{compare, fixture_lines, op_tolerance, owned, parse};

// ---------------------------------------------------------------------------
// The values fixture.

/// `fixtures/jax_op_values.txt`, by line kind and key.
pub struct Fixture {
    inputs: HashMap<String, Vec<String>>,
    /// Seeded random values of each dtype's whole range.
    random: HashMap<String, Vec<String>>,
    /// The complex inputs on a grid of special parts, by dtype.
    edges: HashMap<String, Vec<String>>,
    /// `(kind, key)` to `(result dtype, values)`; `kind` is `binary`, `same`
    /// (a binary operation on operands of the same shape), `random` and
    /// `random_bcast` (on the random inputs, of one shape or with the right
    /// operand broadcast), `unary`, `random_unary`, `edge_unary`,
    /// `edge_binary`, `reduce` or `cast`.
    results: HashMap<(String, String), (String, Vec<String>)>,
}

impl Fixture {
    fn load() -> Fixture {
        let text = include_str!("fixtures/jax_op_values.txt");
        let mut inputs = HashMap::new();
        let mut random = HashMap::new();
        let mut edges = HashMap::new();
        let mut results = HashMap::new();
        for fields in fixture_lines(text) {
            match fields[0] {
                "input" => {
                    inputs.insert(fields[1].to_string(), owned(&fields[2..]));
                }
                "rinput" => {
                    random.insert(fields[1].to_string(), owned(&fields[2..]));
                }
                kind @ ("binary" | "same" | "random" | "random_bcast") => {
                    let key = format!("{} {} {}", fields[1], fields[2], fields[3]);
                    results.insert((kind.into(), key), (fields[4].into(), owned(&fields[5..])));
                }
                "edge" => {
                    edges.insert(fields[1].to_string(), owned(&fields[2..]));
                }
                kind @ ("unary" | "random_unary" | "edge_unary" | "edge_binary") => {
                    let key = format!("{} {}", fields[1], fields[2]);
                    results.insert((kind.into(), key), (fields[3].into(), owned(&fields[4..])));
                }
                "reduce" => {
                    let key = format!("{} {} {}", fields[1], fields[2], fields[3]);
                    results.insert(
                        ("reduce".into(), key),
                        (fields[4].into(), owned(&fields[5..])),
                    );
                }
                "cast" => {
                    let key = format!("{} {}", fields[1], fields[2]);
                    results.insert(
                        ("cast".into(), key),
                        (fields[2].into(), owned(&fields[3..])),
                    );
                }
                other => panic!("unknown fixture line kind {other:?}"),
            }
        }
        Fixture {
            inputs,
            random,
            edges,
            results,
        }
    }

    /// The inputs of dtype `D`, as a 1-d tensor.
    fn input<D: DType>(&self) -> Vec<D::Elem> {
        let texts = &self.inputs[D::ID.to_string().as_str()];
        texts.iter().map(|t| parse::<D>(t)).collect()
    }

    /// The number of inputs of dtype `D`.
    fn input_len<D: DType>(&self) -> usize {
        self.inputs[D::ID.to_string().as_str()].len()
    }

    /// The random inputs of dtype `D`.
    fn random<D: DType>(&self) -> Vec<D::Elem> {
        let texts = &self.random[D::ID.to_string().as_str()];
        texts.iter().map(|t| parse::<D>(t)).collect()
    }

    /// JAX's values for `kind` and `key`, if the fixture has them, after
    /// checking that JAX's result dtype is `R`.
    fn values<R: DType>(&self, kind: &str, key: &str) -> Option<Vec<R::Elem>> {
        let (dtype, values) = self.results.get(&(kind.to_string(), key.to_string()))?;
        assert_eq!(R::ID.to_string(), *dtype, "{kind} {key}: result dtype");
        Some(values.iter().map(|v| parse::<R>(v)).collect())
    }

    /// JAX's values for `kind` and `key`, which the fixture must have.
    fn expected<R: DType>(&self, kind: &str, key: &str) -> Vec<R::Elem> {
        self.values::<R>(kind, key)
            .unwrap_or_else(|| panic!("the fixture has no {kind} {key}"))
    }
}

/// Checks `f(lhs[:, None], rhs[None, :])` against JAX, and, where the fixture
/// has them, the same values from operands of the same shape (`lhs` repeated,
/// `rhs` tiled); returns the mismatches.
pub fn check_binary<A: DType, B: DType, R: DType>(
    fx: &Fixture,
    op: &str,
    f: impl Fn(&Tensor<A>, &Tensor<B>) -> Result<Tensor<R>, ShapeError>,
) -> Vec<String> {
    // Only the call of `f` is compiled per operation; the rest per dtypes,
    // so that the thousands of cases compile quickly.
    check_binary_by(fx, op, &|x, y| f(x, y).unwrap())
}

/// A binary operation under test.
type Operation<'f, A, B, R> = dyn Fn(&Tensor<A>, &Tensor<B>) -> Tensor<R> + 'f;

/// [`check_binary`] by a reference to the operation.
fn check_binary_by<A: DType, B: DType, R: DType>(
    fx: &Fixture,
    op: &str,
    f: &Operation<'_, A, B, R>,
) -> Vec<String> {
    let (m, n) = (fx.input_len::<B>(), fx.input_len::<A>());
    let (lhs, rhs) = (operands::<A>(fx, m, true), operands::<B>(fx, n, false));
    let key = format!("{op} {} {}", A::ID, B::ID);
    let kinds = ["binary", "same", "random", "random_bcast"];
    let mut found = Vec::new();
    for ((kind, x), y) in kinds.into_iter().zip(&lhs).zip(&rhs) {
        found.extend(mismatches(fx, kind, &key, op, f(x, y)));
    }
    found
}

/// One operand of dtype `D` in each layout of [`check_binary`]: the edge
/// inputs as a column (`lhs`) or a row; the same values repeated (`lhs`) or
/// tiled to the other operand's `other` values; the random inputs; and the
/// random inputs or (on the right) their first value alone.
fn operands<D: DType>(fx: &Fixture, other: usize, lhs: bool) -> [Tensor<D>; 4] {
    let x = fx.input::<D>();
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
    let random = fx.random::<D>();
    let bcast = match lhs {
        true => random.clone(),
        false => random[..1].to_vec(),
    };
    [
        edges,
        Tensor::from_vec(same),
        Tensor::from_vec(random),
        Tensor::from_vec(bcast),
    ]
}

/// The mismatches of `actual` against JAX's values for `kind` and `key`
/// (whose result dtype must be `R`).
fn mismatches<R: DType>(
    fx: &Fixture,
    kind: &str,
    key: &str,
    op: &str,
    actual: Tensor<R>,
) -> Vec<String> {
    let expected = fx.expected::<R>(kind, key);
    let what = match kind {
        "binary" => key.to_string(),
        "same" => format!("same-shape {key}"),
        other => format!("{other} {key}"),
    };
    compare(&what, &actual.to_vec(), &expected, op_tolerance(op, R::ID))
}

/// Checks a function of one tensor against JAX.
pub fn check_unary<D: DType, R: DType>(
    fx: &Fixture,
    op: &str,
    f: impl Fn(&Tensor<D>) -> Tensor<R>,
) -> Vec<String> {
    let t = Tensor::<D>::from_vec(fx.input::<D>());
    let key = format!("{op} {}", D::ID);
    let expected = fx.expected::<R>("unary", &key);
    let mut mismatches = compare(&key, &f(&t).to_vec(), &expected, op_tolerance(op, R::ID));
    let t = Tensor::<D>::from_vec(fx.random::<D>());
    let expected = fx.expected::<R>("random_unary", &key);
    let what = format!("random {key}");
    mismatches.extend(compare(
        &what,
        &f(&t).to_vec(),
        &expected,
        op_tolerance(op, R::ID),
    ));
    mismatches
}

/// Checks a complex function on the grid of special values against JAX.
fn check_edge<D: DType, R: DType>(
    fx: &Fixture,
    op: &str,
    f: impl Fn(&Tensor<D>) -> Tensor<R>,
) -> Vec<String> {
    let name = D::ID.to_string();
    let inputs = fx.edges[name.as_str()].iter().map(|t| parse::<D>(t));
    let t = Tensor::<D>::from_vec(inputs.collect());
    assert!(t.len() > 100, "{name}: only {} edge values", t.len());
    let key = format!("{op} {name}");
    let expected = fx.expected::<R>("edge_unary", &key);
    compare(
        &format!("edge {key}"),
        &f(&t).to_vec(),
        &expected,
        op_tolerance(op, R::ID),
    )
}

/// How far along the edge inputs the right operand of `edge_binary` is taken
/// (`tools/jax_tensor_fixtures.py`'s `EDGE_STRIDE`).
const EDGE_STRIDE: usize = 37;

/// Checks a complex product or quotient of each edge input with the one
/// `EDGE_STRIDE` places on against JAX.
fn check_edge_binary<D: DType, R: DType>(
    fx: &Fixture,
    op: &str,
    f: impl Fn(&Tensor<D>, &Tensor<D>) -> Tensor<R>,
) -> Vec<String> {
    let name = D::ID.to_string();
    let x: Vec<D::Elem> = fx.edges[name.as_str()]
        .iter()
        .map(|t| parse::<D>(t))
        .collect();
    let mut y = x.clone();
    y.rotate_left(EDGE_STRIDE);
    let key = format!("{op} {name}");
    let expected = fx.expected::<R>("edge_binary", &key);
    let actual = f(&Tensor::from_vec(x), &Tensor::from_vec(y)).to_vec();
    compare(
        &format!("edge {key}"),
        &actual,
        &expected,
        op_tolerance(op, R::ID),
    )
}

/// The complex functions on every pair of special parts (zeros of both signs,
/// a subnormal, tiny, ordinary, huge, infinite and NaN parts).
fn complex_edges(fx: &Fixture) -> Vec<String> {
    let mut mismatches = Vec::new();
    macro_rules! edges {
        ($($d:ident),*) => {$(
            mismatches.extend(check_edge::<$d, _>(fx, "abs", |t| t.abs()));
            mismatches.extend(check_edge::<$d, _>(fx, "sqrt", |t| t.sqrt()));
            mismatches.extend(check_edge::<$d, _>(fx, "exp", |t| t.exp()));
            mismatches.extend(check_edge::<$d, _>(fx, "log", |t| t.log()));
            mismatches.extend(check_edge::<$d, _>(fx, "sin", |t| t.sin()));
            mismatches.extend(check_edge::<$d, _>(fx, "cos", |t| t.cos()));
            mismatches.extend(check_edge::<$d, _>(fx, "tanh", |t| t.tanh()));
            mismatches.extend(check_edge_binary::<$d, _>(fx, "multiply", |a, b| a * b));
            mismatches.extend(check_edge_binary::<$d, _>(fx, "true_divide", |a, b| a / b));
        )*};
    }
    edges!(Complex64, Complex128);
    mismatches
}

/// Checks a reduction over the whole tensor and along each axis of a (2, 3)
/// tensor of the first six inputs, repeated as needed.
pub fn check_reduce<D: DType, R: DType>(
    fx: &Fixture,
    op: &str,
    f: impl Fn(&Tensor<D>, Option<usize>) -> Result<Tensor<R>, ShapeError>,
) -> Vec<String> {
    let inputs = fx.input::<D>();
    let data: Vec<D::Elem> = inputs.iter().cycle().take(6).copied().collect();
    let t = Tensor::<D>::from_shape_vec(&[2, 3], data).unwrap();
    let mut mismatches = Vec::new();
    for (axis, name) in [(None, "all"), (Some(0), "0"), (Some(1), "1")] {
        let key = format!("{op} {} {name}", D::ID);
        let expected = fx.expected::<R>("reduce", &key);
        let actual = f(&t, axis).unwrap().to_vec();
        mismatches.extend(compare(&key, &actual, &expected, op_tolerance(op, R::ID)));
    }
    mismatches
}

/// Checks `.cast::<T>()` against JAX's `astype`.
pub fn check_cast<F: DType, T: DType>(fx: &Fixture) -> Vec<String> {
    let t = Tensor::<F>::from_vec(fx.input::<F>());
    let key = format!("{} {}", F::ID, T::ID);
    let expected = fx.expected::<T>("cast", &key);
    compare(
        &format!("cast {key}"),
        &t.cast::<T>().to_vec(),
        &expected,
        (0, 0),
    )
}

/// Every value of every case equals JAX's, but for the differences listed in
/// `jax_ops/known_differences.txt`, which must be exactly the ones found: a new
/// difference fails, and so does a listed one that is gone (so the list stays
/// true). `BLESS=1` rewrites the list; review its diff.
#[test]
fn every_operation_and_pair_equals_jax() {
    let fx = Fixture::load();
    let mut mismatches = Vec::new();
    let mut checked = 0;
    for case in cases::all() {
        mismatches.extend(case(&fx));
        checked += 1;
    }
    assert!(checked > 5000, "only {checked} cases");
    let same_shape = fx.results.keys().filter(|(kind, _)| kind == "same").count();
    assert!(same_shape > 400, "only {same_shape} same-shape divisions");
    mismatches.extend(complex_edges(&fx));
    let listed = String::from(
        "# Values where dtype-lattice differs from JAX on CPU; see the guide's\n\
         # \"Numerics\" section. Written by `BLESS=1 cargo test --test jax_ops`.\n",
    ) + &mismatches.join("\n")
        + "\n";
    assert_file_is("tests/jax_ops/known_differences.txt", &listed);
}

// ---------------------------------------------------------------------------
// Rendering `jax_ops/cases.rs` from the dtype fixture.

/// How the tests reach each operation: through its method, named after
/// `jax.numpy`, and, for those that have one, its operator trait.
const BINARY: &[(&str, Option<&str>)] = &[
    ("add", Some("Add")),
    ("subtract", Some("Sub")),
    ("multiply", Some("Mul")),
    ("true_divide", Some("Div")),
    ("floor_divide", None),
    ("remainder", Some("Rem")),
    ("power", None),
    ("maximum", None),
    ("minimum", None),
    ("less", None),
    ("less_equal", None),
    ("greater", None),
    ("greater_equal", None),
    ("equal", None),
    ("not_equal", None),
    ("bitwise_and", Some("BitAnd")),
    ("bitwise_or", Some("BitOr")),
    ("bitwise_xor", Some("BitXor")),
];

/// The rule trait that rejects a method-only operation JAX rejects for a join.
fn rule_of(op: &str) -> &'static str {
    match op {
        "floor_divide" => "FloorDivide",
        other => panic!("JAX rejects `{other}` for a dtype join; no rule trait is known for it"),
    }
}

fn marker(name: &str) -> String {
    format!("{:?}", name.parse::<DTypeId>().expect("a dtype name"))
}

fn render_cases() -> String {
    let text = include_str!("fixtures/jax_op_dtypes.txt");
    let mut out = String::from(
        "//! Rendered by `tests/jax_ops.rs` from `fixtures/jax_op_dtypes.txt` (real JAX): do not\n\
         //! edit; regenerate with `BLESS=1 cargo test --test jax_ops`.\n\n\
         #![allow(clippy::type_complexity)]\n\n\
         use core::ops::*;\n\n\
         use dtype_lattice::*;\n\
         use static_assertions::assert_not_impl_any;\n\n\
         use super::{Fixture, check_binary, check_cast, check_reduce, check_unary};\n\n\
         type Case = fn(&Fixture) -> Vec<String>;\n\n",
    );
    // One function per operation, which keeps each for the type checker small.
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    let mut push = |group: &str, case: String| match groups.last_mut() {
        Some((name, cases)) if name == group => cases.push(case),
        _ => groups.push((group.to_string(), vec![case])),
    };
    let mut rejected = String::new();
    let mut strict = String::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split_whitespace().collect();
        match f[..] {
            ["binary", mode, op, lhs, rhs, result] => {
                let operator = BINARY
                    .iter()
                    .find(|(name, _)| *name == op)
                    .unwrap_or_else(|| panic!("unknown operation {op}"))
                    .1;
                let (a, b) = (marker(lhs), marker(rhs));
                match (mode, result) {
                    ("standard", "-") => match operator {
                        Some(tr) => writeln!(
                            rejected,
                            "assert_not_impl_any!(&'static Tensor<{a}>: {tr}<&'static Tensor<{b}>>);"
                        ),
                        None => writeln!(
                            rejected,
                            "assert_not_impl_any!(Joined<Standard, {a}, {b}>: {});",
                            rule_of(op)
                        ),
                    }
                    .unwrap(),
                    ("standard", r) => push(
                        op,
                        format!(
                            "|fx| check_binary::<{a}, {b}, {}>(fx, \"{op}\", |a, b| a.try_{op}(b))",
                            marker(r)
                        ),
                    ),
                    ("strict", "-") => match operator {
                        Some(tr) => writeln!(
                            strict,
                            "assert_not_impl_any!(&'static Tensor<{a}, Strict>: {tr}<&'static Tensor<{b}, Strict>>);"
                        ),
                        // No join at all, or a join the operation rejects.
                        None => match strict_promote_types(lhs.parse().unwrap(), rhs.parse().unwrap()) {
                            Err(_) => writeln!(strict, "assert_not_impl_any!(Strict: Join<{a}, {b}>);"),
                            Ok(_) => writeln!(
                                strict,
                                "assert_not_impl_any!(StrictPromoted<{a}, {b}>: {});",
                                rule_of(op)
                            ),
                        },
                    }
                    .unwrap(),
                    ("strict", r) => writeln!(
                        strict,
                        "const _: fn(&Tensor<{a}, Strict>, &Tensor<{b}, Strict>) -> Result<Tensor<{}, Strict>, ShapeError> = |a, b| a.try_{op}(b);",
                        marker(r)
                    )
                    .unwrap(),
                    _ => panic!("unknown mode {mode}"),
                }
            }
            ["unary", op, dtype, result] => {
                let d = marker(dtype);
                let call = if op == "negative" {
                    "-a".to_string()
                } else {
                    format!("a.{op}()")
                };
                if result == "-" {
                    let check = match op {
                        "negative" => format!("assert_not_impl_any!(&'static Tensor<{d}>: Neg);"),
                        other => {
                            panic!("JAX rejects unary `{other}` for {dtype}; no check is known")
                        }
                    };
                    writeln!(rejected, "{check}").unwrap();
                } else {
                    push(
                        op,
                        format!(
                            "|fx| check_unary::<{d}, {}>(fx, \"{op}\", |a| {call})",
                            marker(result)
                        ),
                    );
                }
            }
            ["reduce", op, dtype, result] => {
                let d = marker(dtype);
                let r = marker(result);
                let body = match op {
                    "sum" | "prod" | "mean" => {
                        format!("match axis {{ None => Ok(a.{op}()), Some(k) => a.{op}_axis(k) }}")
                    }
                    _ => format!("match axis {{ None => a.{op}(), Some(k) => a.{op}_axis(k) }}"),
                };
                push(
                    op,
                    format!("|fx| check_reduce::<{d}, {r}>(fx, \"{op}\", |a, axis| {body})"),
                );
            }
            _ => panic!("unexpected line in jax_op_dtypes.txt: {line}"),
        }
    }
    // Casts between every pair of strong dtypes.
    let strong: Vec<DTypeId> = DTypeId::CLASSIC
        .into_iter()
        .filter(|d| !d.is_weak())
        .collect();
    for &from in &strong {
        for &to in &strong {
            push("cast", format!("|fx| check_cast::<{from:?}, {to:?}>(fx)"));
        }
    }
    out.push_str(
        "/// Every operation and dtype pair JAX accepts in standard promotion, and every cast.\n",
    );
    out.push_str("pub fn all() -> Vec<Case> {\n    let mut all = Vec::new();\n");
    for (name, _) in &groups {
        writeln!(out, "    all.extend({name}());").unwrap();
    }
    out.push_str("    all\n}\n");
    for (name, cases) in &groups {
        writeln!(
            out,
            "\nfn {name}() -> Vec<Case> {{\n    let mut cases: Vec<Case> = Vec::new();"
        )
        .unwrap();
        for case in cases {
            writeln!(out, "    cases.push({case});").unwrap();
        }
        out.push_str("    cases\n}\n");
    }
    out.push_str("\n// Operations JAX rejects in standard promotion.\n");
    out.push_str(&rejected);
    out.push_str("\n// Strict promotion: the result dtype of every allowed pair, and no impl for the others.\n");
    out.push_str(&strict);
    out
}

#[test]
fn cases_are_rendered_from_the_fixture() {
    assert_file_is("tests/jax_ops/cases.rs", &render_cases());
}
