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

// Generated: its renderer, not rustfmt, decides its layout.
#[rustfmt::skip]
#[allow(clippy::type_complexity)]
#[path = "jax_x32/dtypes.rs"]
mod dtypes;

use std::collections::HashMap;
use std::fmt::Write;

use common::assert_file_is;
use dtype_lattice::*;
use values::{compare, fixture_lines, op_tolerance, owned, parse};

const FIXTURE: &str = include_str!("fixtures/jax_x32.txt");

/// The fixture's inputs and results.
struct Fixture {
    /// `(edge|random, dtype)` to the inputs.
    inputs: HashMap<(String, String), Vec<String>>,
    /// `(edge|random|random_bcast, case)` to JAX's result dtype and values.
    results: HashMap<(String, String), (String, Vec<String>)>,
}

impl Fixture {
    fn load() -> Fixture {
        let mut inputs = HashMap::new();
        let mut results = HashMap::new();
        for fields in fixture_lines(FIXTURE) {
            match fields[0] {
                "binary" | "unary" | "reduce" | "overflow" => {}
                kind @ ("edge" | "random" | "random_bcast") => {
                    let key = (kind.to_string(), fields[1].to_string());
                    if marker(fields[1]).is_some() {
                        inputs.insert(key, owned(&fields[2..]));
                    } else {
                        results.insert(key, (fields[2].to_string(), owned(&fields[3..])));
                    }
                }
                other => panic!("unknown fixture line kind {other:?}"),
            }
        }
        Fixture { inputs, results }
    }

    fn input<D: DType>(&self, kind: &str) -> Vec<D::Elem> {
        let name = D::ID.to_string();
        let texts = &self.inputs[&(kind.to_string(), name)];
        texts.iter().map(|t| parse::<D>(t)).collect()
    }

    /// JAX's values for `kind` of `case`, after checking that its dtype is `R`'s.
    fn expected<R: DType>(&self, kind: &str, case: &str) -> Vec<R::Elem> {
        let (dtype, values) = self
            .results
            .get(&(kind.to_string(), case.to_string()))
            .unwrap_or_else(|| panic!("the fixture has no {kind} {case}"));
        assert_eq!(R::ID.to_string(), *dtype, "{kind} {case}: result dtype");
        values.iter().map(|v| parse::<R>(v)).collect()
    }
}

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

/// `f` on every edge input of `A` (a column) against every one of `B` (a row),
/// and on the random inputs, elementwise and against the first right one.
fn check_binary<A: DType, B: DType, R: DType>(
    fx: &Fixture,
    case: &str,
    op: &str,
    f: impl Fn(&Tensor<A, X>, &Tensor<B, X>) -> Tensor<R, X>,
) -> Vec<String> {
    let tolerance = op_tolerance(op, <R::Strong as DType>::ID);
    let (x, y) = (fx.input::<A>("edge"), fx.input::<B>("edge"));
    let column = Tensor::from_shape_vec(&[x.len(), 1], x).unwrap();
    let row = Tensor::from_shape_vec(&[1, y.len()], y).unwrap();
    let mut mismatches = Vec::new();
    let mut check = |kind: &str, a: Tensor<A, X>, b: Tensor<B, X>| {
        let expected = fx.expected::<R>(kind, case);
        let what = format!("{kind} {case}");
        mismatches.extend(compare(&what, &f(&a, &b).to_vec(), &expected, tolerance));
    };
    check("edge", column, row);
    let (x, y) = (fx.input::<A>("random"), fx.input::<B>("random"));
    check(
        "random",
        Tensor::from_vec(x.clone()),
        Tensor::from_vec(y.clone()),
    );
    check(
        "random_bcast",
        Tensor::from_vec(x),
        Tensor::from_vec(y[..1].to_vec()),
    );
    mismatches
}

/// `f` on the edge inputs of `D` and on its random ones.
fn check_unary<D: DType, R: DType>(
    fx: &Fixture,
    case: &str,
    op: &str,
    f: impl Fn(&Tensor<D, X>) -> Tensor<R, X>,
) -> Vec<String> {
    let tolerance = op_tolerance(op, <R::Strong as DType>::ID);
    let mut mismatches = Vec::new();
    for kind in ["edge", "random"] {
        let t = Tensor::from_vec(fx.input::<D>(kind));
        let expected = fx.expected::<R>(kind, case);
        let what = format!("{kind} {case}");
        mismatches.extend(compare(&what, &f(&t).to_vec(), &expected, tolerance));
    }
    mismatches
}

/// The value cases of `tools/jax_x32_fixtures.py`, by name: the operation
/// on tensors of the fixture's dtypes under [`StandardX32`], with JAX's
/// result dtype written out.
macro_rules! value_cases {
    (
        binary { $($case:ident: $op:literal, $a:ident, $b:ident => $r:ident, |$x:ident, $y:ident| $body:expr;)* }
        unary { $($ucase:ident: $uop:literal, $d:ident => $ur:ident, |$u:ident| $ubody:expr;)* }
    ) => {
        /// Every case's mismatches, and the names of the cases.
        fn run_cases(fx: &Fixture) -> (Vec<String>, Vec<&'static str>) {
            let mut mismatches = Vec::new();
            $(mismatches.extend(check_binary::<$a, $b, $r>(
                fx, stringify!($case), $op, |$x, $y| $body,
            ));)*
            $(mismatches.extend(check_unary::<$d, $ur>(
                fx, stringify!($ucase), $uop, |$u| $ubody,
            ));)*
            (mismatches, vec![$(stringify!($case),)* $(stringify!($ucase),)*])
        }
    };
}

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
    let fx = Fixture::load();
    let (mismatches, names) = run_cases(&fx);
    assert!(
        mismatches == KNOWN,
        "{} values differ from JAX's (known: {}):\n{}",
        mismatches.len(),
        KNOWN.len(),
        mismatches.join("\n")
    );
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

/// The marker of a fixture's dtype name.
fn marker(name: &str) -> Option<&'static str> {
    Some(match name {
        "bool" => "Bool",
        "uint8" => "UInt8",
        "uint16" => "UInt16",
        "uint32" => "UInt32",
        "int8" => "Int8",
        "int16" => "Int16",
        "int32" => "Int32",
        "bfloat16" => "BFloat16",
        "float16" => "Float16",
        "float32" => "Float32",
        "complex64" => "Complex64",
        "i*" => "WeakInt32",
        "f*" => "WeakFloat32",
        "c*" => "WeakComplex64",
        _ => return None,
    })
}

fn must(name: &str) -> &'static str {
    marker(name).unwrap_or_else(|| panic!("no marker for {name:?}"))
}

/// The expression of a binary operation on `a` and `b` under policy `p`,
/// and its operator trait, if it has one.
fn binary_op(op: &str, p: &str) -> (String, Option<&'static str>) {
    let operator = common::operator(op);
    match (operator, op) {
        (Some((symbol, name)), _) => (format!("a {symbol} b"), Some(name)),
        (None, "where") => (
            format!("Tensor::<Bool, {p}>::ones(&[2]).where_cond(a, b)"),
            None,
        ),
        (None, "concatenate") => ("concatenate((a, b), 0)".to_string(), None),
        (None, _) => (format!("a.{op}(b)"), None),
    }
}

/// What a binary function JAX rejects (where the pair has a join) lacks: the
/// gate trait of the dtype it would compute in, as `src/tensor` bounds it.
fn binary_gate(op: &str, p: &str, a: &str, b: &str) -> Option<String> {
    let joined = format!("Joined<{p}, {a}, {b}>");
    let inexact = format!("<{joined} as Inexact>::Output");
    Some(match op {
        "floor_divide" => format!("{joined}: FloorDivide"),
        "left_shift" | "right_shift" => format!("{joined}: BitwiseOps"),
        "copysign" | "nextafter" => format!("{inexact}: Ordered"),
        "hypot" => format!("<{inexact} as DType>::Strong: RealFloating"),
        _ => return None,
    })
}

/// The expression of a function of one tensor `a`, and what a dtype JAX
/// rejects for it lacks.
fn unary_op(op: &str) -> (&'static str, Option<&'static str>) {
    match op {
        "negative" => ("-a", None),
        "abs" => ("a.abs()", None),
        "sqrt" => ("a.sqrt()", None),
        "exp" => ("a.exp()", None),
        "log" => ("a.log()", None),
        "sin" => ("a.sin()", None),
        "cos" => ("a.cos()", None),
        "tanh" => ("a.tanh()", None),
        "real" => ("a.real()", None),
        "imag" => ("a.imag()", None),
        "conj" => ("a.conj()", None),
        "log2" => ("a.log2()", None),
        "log10" => ("a.log10()", None),
        "expm1" => ("a.expm1()", None),
        "log1p" => ("a.log1p()", None),
        "sign" => ("a.sign()", Some("Numeric")),
        "floor" => ("a.floor()", Some("Ordered")),
        "round" => ("a.round()", Some("Numeric")),
        "square" => ("a.square()", None),
        "reciprocal" => ("a.reciprocal()", None),
        "isnan" => ("a.isnan()", None),
        "sum" => ("a.sum()", None),
        "prod" => ("a.prod()", None),
        "mean" => ("a.mean()", None),
        "max" => ("a.max().unwrap()", None),
        "min" => ("a.min().unwrap()", None),
        "argmax" => ("a.argmax().unwrap()", Some("Ordered")),
        "argmin" => ("a.argmin().unwrap()", Some("Ordered")),
        "cumsum" => ("a.cumsum()", None),
        "cumprod" => ("a.cumprod()", None),
        "var" => ("a.var()", None),
        "std" => ("a.std()", None),
        "any" => ("a.any()", None),
        "all" => ("a.all()", None),
        other => panic!("no Rust form for {other}"),
    }
}

fn render_dtypes() -> String {
    let lines: Vec<Vec<&str>> = fixture_lines(FIXTURE)
        .filter(|f| matches!(f[0], "binary" | "unary" | "reduce"))
        .collect();
    let rejected_add = |mode: &str, a: &str, b: &str| {
        lines
            .iter()
            .any(|f| f.len() == 6 && f[..5] == ["binary", mode, "add", a, b] && f[5] == "-")
    };
    let mut out = String::from(
        "//! Rendered by `tests/jax_x32.rs` from `fixtures/jax_x32.txt` (real JAX with x64\n\
         //! disabled): do not edit; regenerate with `BLESS=1 cargo test --test jax_x32`.\n\
         //!\n\
         //! Each closure is type-checked and never called: its result type is JAX's dtype.\n\n\
         use core::ops::*;\n\n\
         use dtype_lattice::*;\n\
         use static_assertions::assert_not_impl_any;\n",
    );
    // One function per operation (and mode): type-checking one function of
    // thousands of closures takes longer than the same closures apart.
    let mut body = String::new();
    let mut current = String::new();
    let mut rejected = String::new();
    let mut differences = String::new();
    for f in &lines {
        let group = match f[0] {
            "binary" => format!("{}_{}", f[1], f[2]),
            _ => f[1].to_string(),
        };
        if group != current {
            if !current.is_empty() {
                body.push_str("}\n\n");
            }
            writeln!(body, "#[allow(dead_code)]\npub fn {group}() {{").unwrap();
            current = group;
        }
        match f[0] {
            "binary" => {
                let (mode, op, a, b, r) = (f[1], f[2], must(f[3]), must(f[4]), f[5]);
                let p = if mode == "standard" {
                    "StandardX32"
                } else {
                    "StrictX32"
                };
                let (expr, trait_) = binary_op(op, p);
                if r == "-" {
                    let check = match trait_ {
                        Some(t) => {
                            format!("&'static Tensor<{a}, {p}>: {t}<&'static Tensor<{b}, {p}>>")
                        }
                        None if rejected_add(mode, f[3], f[4]) => format!("{p}: Join<{a}, {b}>"),
                        // `tests/jax_linalg.rs` documents it: JAX's
                        // `dot_general` refuses a weak int stored wider than
                        // the integer join; the crate computes the join.
                        None if op == "matmul" && is_weak_int_with_narrow(f[3], f[4]) => {
                            writeln!(
                                differences,
                                "// {mode} matmul {} {}: JAX raises, the crate computes in the join",
                                f[3], f[4]
                            )
                            .unwrap();
                            continue;
                        }
                        None => binary_gate(op, p, a, b).unwrap_or_else(|| {
                            panic!("no check for JAX's rejection of {}", f.join(" "))
                        }),
                    };
                    writeln!(rejected, "assert_not_impl_any!({check});").unwrap();
                } else {
                    let r = must(r);
                    writeln!(
                        body,
                        "    let _ = |a: &Tensor<{a}, {p}>, b: &Tensor<{b}, {p}>| -> Tensor<{r}, {p}> {{ {expr} }};"
                    )
                    .unwrap();
                }
            }
            _ => {
                let (op, a, r) = (f[1], must(f[2]), f[3]);
                let (expr, gate) = unary_op(op);
                if r == "-" {
                    let check = match (op, gate) {
                        ("negative", _) => format!("&'static Tensor<{a}, StandardX32>: Neg"),
                        (_, Some(gate)) => format!("{a}: {gate}"),
                        _ => panic!("no check for JAX's rejection of {}", f.join(" ")),
                    };
                    writeln!(rejected, "assert_not_impl_any!({check});").unwrap();
                } else {
                    let r = must(r);
                    writeln!(
                        body,
                        "    let _ = |a: &Tensor<{a}, StandardX32>| -> Tensor<{r}, StandardX32> {{ {expr} }};"
                    )
                    .unwrap();
                }
            }
        }
    }
    out.push_str("\n// Every operation and pair JAX accepts, with JAX's result dtype.\n\n");
    out.push_str(&body);
    out.push_str("}\n\n// What JAX rejects.\n");
    out.push_str(&rejected);
    out.push_str("\n// What JAX rejects and the crate computes.\n");
    out.push_str(&differences);
    out
}

/// A weak int (stored as `int32` with x64 disabled) with an integer of 8 or
/// 16 bits, in either order.
fn is_weak_int_with_narrow(a: &str, b: &str) -> bool {
    let narrow = |d: &str| matches!(d, "uint8" | "uint16" | "int8" | "int16");
    (a == "i*" && narrow(b)) || (narrow(a) && b == "i*")
}

#[test]
fn dtypes_are_rendered_from_the_fixture() {
    assert_file_is("tests/jax_x32/dtypes.rs", &render_dtypes());
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
