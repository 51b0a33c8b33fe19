//! `where_cond`, `clip`, `concatenate` and `stack` against real JAX:
//! `fixtures/jax_selection.txt`, written by `tools/jax_selection_fixtures.py`.
//!
//! - Result dtypes: JAX's for every pair (and for `clip` and `concatenate`
//!   every triple) of the 18 dtypes in both modes, against the rule the
//!   functions' bounds encode (the join under the policy; for `clip`, the join
//!   of the bound with `x`, then with the other bound, and no complex dtype);
//! - at compile time: `jax_selection/cases.rs`, rendered from the fixture by
//!   `cases_are_rendered_from_the_fixture`, calls each function for every pair
//!   JAX accepts with its result type annotated as JAX's dtype;
//! - values, bit for bit, on each dtype's edge values and seeded random values
//!   of its whole range, with broadcast operands and operands of one shape.

mod common;
#[path = "common/values.rs"]
mod values;

// Generated: its renderer, not rustfmt, decides its layout.
#[rustfmt::skip]
#[path = "jax_selection/cases.rs"]
mod cases;

use std::collections::HashMap;
use std::fmt::Write;

use common::assert_file_is;
use dtype_lattice::*;
use values::{assert_agree, compare, fixture_lines, owned, parse};

/// `fixtures/jax_selection.txt`.
pub struct Fixture {
    /// `(mode, op, operand dtypes)` to JAX's result dtype (`None`: JAX raises).
    dtypes: HashMap<(String, String, Vec<String>), Option<String>>,
    inputs: HashMap<String, Vec<String>>,
    conds: HashMap<usize, Vec<bool>>,
    /// `(kind, "A B")` to `(result dtype, values)`; for `bool_multiply`,
    /// `("bool_multiply SIDE", "LAYOUT DTYPE")`.
    values: HashMap<(String, String), (String, Vec<String>)>,
}

impl Fixture {
    fn load() -> Fixture {
        let text = include_str!("fixtures/jax_selection.txt");
        let mut fx = Fixture {
            dtypes: HashMap::new(),
            inputs: HashMap::new(),
            conds: HashMap::new(),
            values: HashMap::new(),
        };
        for fields in fixture_lines(text) {
            match fields[..] {
                ["dtype", mode, op, ref operands @ .., result] => {
                    let key = (mode.into(), op.into(), owned(operands));
                    fx.dtypes
                        .insert(key, (result != "-").then(|| result.into()));
                }
                ["input", name, ref values @ ..] => {
                    fx.inputs.insert(name.into(), owned(values));
                }
                ["cond", n, ref values @ ..] => {
                    let pattern = values.iter().map(|v| *v == "1").collect();
                    fx.conds.insert(n.parse().unwrap(), pattern);
                }
                ["bool_multiply", side, layout, name, result, ref values @ ..] => {
                    let key = (format!("bool_multiply {side}"), format!("{layout} {name}"));
                    fx.values.insert(key, (result.into(), owned(values)));
                }
                [kind, a, b, result, ref values @ ..] => {
                    let key = (kind.into(), format!("{a} {b}"));
                    fx.values.insert(key, (result.into(), owned(values)));
                }
                _ => panic!("unknown fixture line {fields:?}"),
            }
        }
        fx
    }

    fn input<D: DType>(&self) -> Vec<D::Elem> {
        self.inputs[D::ID.to_string().as_str()]
            .iter()
            .map(|t| parse::<D>(t))
            .collect()
    }

    /// JAX's values of `kind` for dtypes `A` and `B`, checking that JAX's
    /// result dtype is `R`.
    fn expected<A: DType, B: DType, R: DType>(&self, kind: &str) -> Vec<R::Elem> {
        let key = format!("{} {}", A::ID, B::ID);
        let (dtype, values) = self
            .values
            .get(&(kind.to_string(), key.clone()))
            .unwrap_or_else(|| panic!("the fixture has no {kind} {key}"));
        assert_eq!(R::ID.to_string(), *dtype, "{kind} {key}: result dtype");
        values.iter().map(|v| parse::<R>(v)).collect()
    }
}

/// Exact: the same bits, or NaN where JAX has NaN.
const EXACT: (u64, i32) = (0, 0);

fn tensor<D: DType>(shape: &[usize], data: Vec<D::Elem>) -> Tensor<D> {
    Tensor::from_shape_vec(shape, data).unwrap()
}

/// `x` repeated and `y` tiled: flat operands of one shape, `x.len() * y.len()` long.
fn repeat_tile<A: Copy, B: Copy>(x: &[A], y: &[B]) -> (Vec<A>, Vec<B>) {
    let repeated = x.iter().flat_map(|&v| std::iter::repeat_n(v, y.len()));
    let tiled = x.iter().flat_map(|_| y.iter().copied());
    (repeated.collect(), tiled.collect())
}

/// `where(cond, x[:, None], y[None, :])`, and the same from flat operands.
pub fn check_where<A: DType, B: DType, R: DType>(
    fx: &Fixture,
    f: impl Fn(&Tensor<Bool>, &Tensor<A>, &Tensor<B>) -> Result<Tensor<R>, ShapeError>,
) -> Vec<String> {
    let (x, y) = (fx.input::<A>(), fx.input::<B>());
    let (n, m) = (x.len(), y.len());
    let cond = fx.conds[&(n * m)].clone();
    let key = format!("where {} {}", A::ID, B::ID);
    let broadcast = f(
        &tensor(&[n, m], cond.clone()),
        &tensor(&[n, 1], x.clone()),
        &tensor(&[1, m], y.clone()),
    );
    let mut mismatches = compare(
        &key,
        &broadcast.unwrap().to_vec(),
        &fx.expected::<A, B, R>("where"),
        EXACT,
    );
    let (xs, ys) = repeat_tile(&x, &y);
    let same = f(
        &Tensor::from_vec(cond),
        &Tensor::from_vec(xs),
        &Tensor::from_vec(ys),
    );
    mismatches.extend(compare(
        &format!("same-shape {key}"),
        &same.unwrap().to_vec(),
        &fx.expected::<A, B, R>("where_same"),
        EXACT,
    ));
    mismatches
}

/// `clip(x[:, None], y[None, :], y[::-1][None, :])`, and the same from flat operands.
pub fn check_clip<A: DType, B: DType, R: DType>(
    fx: &Fixture,
    f: impl Fn(&Tensor<A>, &Tensor<B>, &Tensor<B>) -> Result<Tensor<R>, ShapeError>,
) -> Vec<String> {
    let (x, lo) = (fx.input::<A>(), fx.input::<B>());
    let hi: Vec<B::Elem> = lo.iter().rev().copied().collect();
    let (n, m) = (x.len(), lo.len());
    let key = format!("clip {} {}", A::ID, B::ID);
    let broadcast = f(
        &tensor(&[n, 1], x.clone()),
        &tensor(&[1, m], lo.clone()),
        &tensor(&[1, m], hi.clone()),
    );
    let mut mismatches = compare(
        &key,
        &broadcast.unwrap().to_vec(),
        &fx.expected::<A, B, R>("clip"),
        EXACT,
    );
    let (xs, los) = repeat_tile(&x, &lo);
    let (_, his) = repeat_tile(&x, &hi);
    let same = f(
        &Tensor::from_vec(xs),
        &Tensor::from_vec(los),
        &Tensor::from_vec(his),
    );
    mismatches.extend(compare(
        &format!("same-shape {key}"),
        &same.unwrap().to_vec(),
        &fx.expected::<A, B, R>("clip_same"),
        EXACT,
    ));
    mismatches
}

/// `concatenate([x, y])` and `stack([x[:k], y[:k]])`.
pub fn check_join<A: DType, B: DType, R: DType>(
    fx: &Fixture,
    concatenate: impl Fn(&Tensor<A>, &Tensor<B>) -> Result<Tensor<R>, ShapeError>,
    stack: impl Fn(&Tensor<A>, &Tensor<B>) -> Result<Tensor<R>, ShapeError>,
) -> Vec<String> {
    let (x, y) = (fx.input::<A>(), fx.input::<B>());
    let key = format!("{} {}", A::ID, B::ID);
    let (a, b) = (Tensor::from_vec(x.clone()), Tensor::from_vec(y.clone()));
    let mut mismatches = compare(
        &format!("concatenate {key}"),
        &concatenate(&a, &b).unwrap().to_vec(),
        &fx.expected::<A, B, R>("concatenate"),
        EXACT,
    );
    let k = x.len().min(y.len());
    let (a, b) = (
        Tensor::from_vec(x[..k].to_vec()),
        Tensor::from_vec(y[..k].to_vec()),
    );
    let stacked = stack(&a, &b).unwrap();
    assert_eq!(stacked.shape(), [2, k], "stack {key}");
    mismatches.extend(compare(
        &format!("stack {key}"),
        &stacked.to_vec(),
        &fx.expected::<A, B, R>("stack"),
        EXACT,
    ));
    mismatches
}

/// `Bool * D` and `D * Bool` in three layouts: XLA rewrites a product with a
/// converted bool that is not broadcast into a select (`false * inf` is 0).
fn check_bool_multiply<D: DType, R: DType>(
    fx: &Fixture,
    left: impl Fn(&Tensor<Bool>, &Tensor<D>) -> Result<Tensor<R>, ShapeError>,
    right: impl Fn(&Tensor<D>, &Tensor<Bool>) -> Result<Tensor<R>, ShapeError>,
) -> Vec<String> {
    let x = fx.input::<D>();
    let n = x.len();
    // `tools/jax_selection_fixtures.py`'s `cond_pattern(n)`.
    let b: Vec<bool> = (0..n).map(|i| (i * 7 + i / 3) % 5 < 2).collect();
    let twice = |v: &[bool]| v.iter().chain(v).copied().collect::<Vec<_>>();
    let x_twice: Vec<D::Elem> = x.iter().chain(&x).copied().collect();
    let layouts = [
        ("same", tensor(&[n], b.clone()), tensor(&[n], x.clone())),
        (
            "bool_broadcast",
            tensor(&[1, n], b.clone()),
            tensor(&[2, n], x_twice),
        ),
        (
            "other_broadcast",
            tensor(&[2, n], twice(&b)),
            tensor(&[1, n], x),
        ),
    ];
    let mut mismatches = Vec::new();
    for (layout, b, x) in &layouts {
        for side in ["left", "right"] {
            let key = (
                format!("bool_multiply {side}"),
                format!("{layout} {}", D::ID),
            );
            let (dtype, values) = &fx.values[&key];
            assert_eq!(R::ID.to_string(), *dtype, "{key:?}: result dtype");
            let expected: Vec<R::Elem> = values.iter().map(|v| parse::<R>(v)).collect();
            let actual = if side == "left" {
                left(b, x)
            } else {
                right(x, b)
            };
            let what = format!("bool * {} ({side}, {layout})", D::ID);
            mismatches.extend(compare(&what, &actual.unwrap().to_vec(), &expected, EXACT));
        }
    }
    mismatches
}

#[test]
fn products_with_a_bool_are_selects_where_xla_rewrites_them() {
    let fx = Fixture::load();
    let mut mismatches = Vec::new();
    macro_rules! dtypes {
        ($($d:ident)*) => {$(
            mismatches.extend(check_bool_multiply::<$d, _>(
                &fx,
                |b, x| b.try_multiply(x),
                |x, b| x.try_multiply(b),
            ));
        )*};
    }
    dtypes!(
        Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16 Float32 Float64
        Complex64 Complex128 WeakInt WeakFloat WeakComplex
    );
    assert_agree(&mismatches, "values");
}

#[test]
fn every_function_and_pair_equals_jax() {
    let fx = Fixture::load();
    let cases = cases::all();
    assert_eq!(
        cases.len(),
        324 + 225 + 324,
        "where, clip, concatenate and stack cases"
    );
    let mismatches: Vec<String> = cases.iter().flat_map(|case| case(&fx)).collect();
    assert_agree(&mismatches, "values");
}

fn id(name: &str) -> DTypeId {
    name.parse().unwrap()
}

fn mode(name: &str) -> PromotionMode {
    match name {
        "standard" => PromotionMode::Standard,
        "strict" => PromotionMode::Strict,
        other => panic!("unknown mode {other}"),
    }
}

/// What the bounds of each function give, at run time: the join under the
/// policy, left to right; for `clip`, none for a complex dtype.
fn rule(mode: PromotionMode, op: &str, operands: &[DTypeId]) -> Option<DTypeId> {
    match (op, operands) {
        ("clip", &[x, lo, hi]) => {
            let complex = operands.iter().any(|d| d.kind() == Kind::ComplexFloating);
            let joined = mode.join(lo, x).and_then(|m| mode.join(hi, m))?;
            (!complex).then_some(joined)
        }
        ("where" | "concatenate" | "stack", _) => operands
            .iter()
            .skip(1)
            .try_fold(operands[0], |joined, &next| mode.join(joined, next)),
        _ => panic!("unknown operation {op} of {} operands", operands.len()),
    }
}

#[test]
fn result_dtypes_are_the_joins_jax_gives() {
    let fx = Fixture::load();
    let mut checked = HashMap::<&str, usize>::new();
    for ((mode_name, op, operands), result) in &fx.dtypes {
        let ids: Vec<DTypeId> = operands.iter().map(|n| id(n)).collect();
        let expected = result.as_deref().map(id);
        assert_eq!(
            rule(mode(mode_name), op, &ids),
            expected,
            "{mode_name} {op} {operands:?}"
        );
        *checked.entry(op).or_default() += 1;
    }
    // Both modes: every pair, and every triple for clip and concatenate.
    assert_eq!(checked["where"], 2 * 18 * 18);
    assert_eq!(checked["stack"], 2 * 18 * 18);
    assert_eq!(checked["concatenate"], 2 * (18 * 18 + 18 * 18 * 18));
    assert_eq!(checked["clip"], 2 * 18 * 18 * 18);
}

/// Typed checks of more than two dtypes: the result type of a tuple is the
/// n-ary join.
#[test]
fn tuples_of_up_to_eight_dtypes_join() {
    let b = Tensor::<Bool>::from_vec(vec![true]);
    let u = Tensor::<UInt8>::from_vec(vec![200]);
    let i = Tensor::<Int8>::from_vec(vec![-1]);
    let h = Tensor::<Float16>::from_vec(vec![half::f16::from_f32(0.5)]);
    let c: Tensor<Int16> = concatenate((&b, &u, &i), 0);
    assert_eq!(c.to_vec(), [1, 200, -1]);
    let all: Tensor<Float16> = concatenate((&b, &u, &i, &h, &b, &u, &i, &h), 0);
    assert_eq!(all.len(), 8);
    let strict = Tensor::<Float32>::ones(&[2]).strict();
    let s: Tensor<Float32, Strict> = stack((&strict, &strict, &strict), 0);
    assert_eq!(s.shape(), [3, 2]);
    static_assertions::assert_type_eq_all!(
        <(
            &'static Tensor<Bool>,
            &'static Tensor<UInt64>,
            &'static Tensor<Int8>
        ) as Tensors<'static>>::DType,
        WeakFloat
    );
}

fn marker(name: &str) -> String {
    common::marker(id(name))
}

/// `jax_selection/cases.rs`: one typed call per pair JAX accepts in
/// standard promotion, its result type JAX's dtype.
fn render_cases() -> String {
    let fx = Fixture::load();
    let names: Vec<String> = DTypeId::CLASSIC.iter().map(|d| d.to_string()).collect();
    let result = |op: &str, a: &str, b: &str| {
        let key = (
            "standard".to_string(),
            op.to_string(),
            vec![a.into(), b.into()],
        );
        fx.dtypes[&key].clone()
    };
    let clip_result = |a: &str, b: &str| {
        let key = (
            "standard".into(),
            "clip".into(),
            vec![a.into(), b.into(), b.into()],
        );
        fx.dtypes[&key].clone()
    };
    let mut out = String::from(
        "//! Rendered by `tests/jax_selection.rs` from `fixtures/jax_selection.txt` (real JAX): do\n\
         //! not edit; regenerate with `BLESS=1 cargo test --test jax_selection`.\n\n\
         use dtype_lattice::*;\n\n\
         use super::{Fixture, check_clip, check_join, check_where};\n\n\
         type Case = fn(&Fixture) -> Vec<String>;\n\n\
         /// Every pair JAX accepts in standard promotion.\n\
         pub fn all() -> Vec<Case> {\n    vec![\n",
    );
    for a in &names {
        for b in &names {
            let (ma, mb) = (marker(a), marker(b));
            if let Some(r) = result("where", a, b) {
                let r = marker(&r);
                writeln!(
                    out,
                    "        |fx| check_where::<{ma}, {mb}, {r}>(fx, |c, x, y| c.try_where_cond(x, y)),"
                )
                .unwrap();
            }
            if let Some(r) = clip_result(a, b) {
                let r = marker(&r);
                writeln!(
                    out,
                    "        |fx| check_clip::<{ma}, {mb}, {r}>(fx, |x, lo, hi| x.try_clip(lo, hi)),"
                )
                .unwrap();
            }
            let (Some(c), Some(s)) = (result("concatenate", a, b), result("stack", a, b)) else {
                panic!("JAX joins every pair in standard promotion");
            };
            assert_eq!(c, s, "concatenate and stack {a} {b}");
            let r = marker(&c);
            writeln!(
                out,
                "        |fx| check_join::<{ma}, {mb}, {r}>(fx, |x, y| try_concatenate((x, y), 0), |x, y| try_stack((x, y), 0)),"
            )
            .unwrap();
        }
    }
    out.push_str("    ]\n}\n");
    out
}

#[test]
fn cases_are_rendered_from_the_fixture() {
    assert_file_is("tests/jax_selection/cases.rs", &render_cases());
}
