//! Tensors of JAX's extended dtypes against real JAX
//! (`tests/fixtures/jax_extended_values.txt`, written by
//! `tools/jax_extended_fixtures.py`): every value of each extended dtype
//! converted to every dtype, the classic dtypes' edges and each format's
//! rounding ties converted into them; the elementwise arithmetic and
//! comparisons on edge, exhaustive and seeded random operands, of the same
//! shape and with a broadcast right operand, alone and mixed with integers
//! and literals; the functions of every value; the reductions. jaxlib
//! 0.10.2's CPU client computes nothing on float6, int1 and uint1, so the
//! fixture has no such values. `match_dtype!` needs feature `dynamic`.
#![cfg(feature = "dynamic")]

mod common;
#[path = "common/values.rs"]
mod values;

use std::collections::HashMap;

use dtype_lattice::*;
use values::{compare, fixture_lines, owned, parse};

const FIXTURE: &str = include_str!("fixtures/jax_extended_values.txt");

/// The values that differ, all from `float8_e8m0fnu`'s smallest value 2^-127,
/// which is a subnormal in the `float32` it computes in, and which XLA
/// flushes in some operations and not in others: it takes the reciprocal of
/// a broadcast 2^-127 divisor without flushing it (2^127), where this crate's
/// `float32` division flushes it to zero, and its `sign` and `ceil` of 2^-127
/// are 1 (flushed, they are 0, which the format holds as NaN). Each
/// `(test, value)`.
const KNOWN: [(&str, &str); 13] = [
    (
        "binary",
        "binary true_divide float8_e8m0fnu[4]: NaN, JAX 1.7014118e38",
    ),
    (
        "binary",
        "binary true_divide float8_e8m0fnu[30]: NaN, JAX 8.507059e37",
    ),
    (
        "binary",
        "binary true_divide float8_e8m0fnu[82]: NaN, JAX 2.0",
    ),
    (
        "binary",
        "binary true_divide float8_e8m0fnu[108]: NaN, JAX 4.2535296e37",
    ),
    (
        "binary",
        "binary true_divide float8_e8m0fnu[134]: NaN, JAX 9.223372e18",
    ),
    ("unary", "sign float8_e8m0fnu[0]: NaN, JAX 1.0"),
    ("unary", "ceil float8_e8m0fnu[0]: NaN, JAX 1.0"),
    (
        "mixed",
        "binary true_divide bool float8_e8m0fnu[17]: NaN, JAX 1.7014118e38",
    ),
    (
        "mixed",
        "binary true_divide int8 float8_e8m0fnu[17]: NaN, JAX 1.7014118e38",
    ),
    (
        "mixed",
        "binary true_divide uint8 float8_e8m0fnu[17]: NaN, JAX 1.7014118e38",
    ),
    (
        "mixed",
        "binary true_divide int32 float8_e8m0fnu[17]: NaN, JAX 1.7014118e38",
    ),
    (
        "mixed",
        "binary true_divide i* float8_e8m0fnu[17]: NaN, JAX 1.7014118e38",
    ),
    (
        "mixed",
        "binary true_divide f* float8_e8m0fnu[30]: NaN, JAX 1.7014118e38",
    ),
];

/// The known differences of one test.
fn known(test: &str) -> Vec<&'static str> {
    KNOWN
        .iter()
        .filter(|(t, _)| *t == test)
        .map(|&(_, value)| value)
        .collect()
}

/// Checks that the values that differ from JAX are exactly the known ones of `KNOWN`.
fn assert_known(mismatches: &[String], known: &[&str]) {
    let unknown: Vec<&String> = mismatches
        .iter()
        .filter(|m| !known.contains(&m.as_str()))
        .collect();
    assert!(
        unknown.is_empty(),
        "{} values differ from JAX:\n{}",
        unknown.len(),
        unknown
            .iter()
            .take(100000)
            .map(|m| m.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    for k in known {
        assert!(
            mismatches.iter().any(|m| m == k),
            "a known difference is gone: {k}"
        );
    }
}

/// Evaluates `$body` with `$D` the marker of the extended float named `$name`.
macro_rules! extended_float {
    ($name:expr, $D:ident => $body:expr) => {
        match $name {
            "float8_e4m3fn" => {
                type $D = Float8E4M3Fn;
                Some($body)
            }
            "float8_e5m2" => {
                type $D = Float8E5M2;
                Some($body)
            }
            "float8_e4m3fnuz" => {
                type $D = Float8E4M3Fnuz;
                Some($body)
            }
            "float8_e5m2fnuz" => {
                type $D = Float8E5M2Fnuz;
                Some($body)
            }
            "float8_e4m3b11fnuz" => {
                type $D = Float8E4M3B11Fnuz;
                Some($body)
            }
            "float8_e3m4" => {
                type $D = Float8E3M4;
                Some($body)
            }
            "float8_e4m3" => {
                type $D = Float8E4M3;
                Some($body)
            }
            "float8_e8m0fnu" => {
                type $D = Float8E8M0Fnu;
                Some($body)
            }
            "float6_e2m3fn" => {
                type $D = Float6E2M3Fn;
                Some($body)
            }
            "float6_e3m2fn" => {
                type $D = Float6E3M2Fn;
                Some($body)
            }
            "float4_e2m1fn" => {
                type $D = Float4E2M1Fn;
                Some($body)
            }
            _ => None,
        }
    };
}

/// The input lines of the fixture: `(kind, dtype) -> values`.
fn inputs() -> HashMap<(String, String), Vec<String>> {
    fixture_lines(FIXTURE)
        .filter(|f| matches!(f[0], "input" | "all" | "rinput" | "redinput"))
        .map(|f| ((f[0].to_owned(), f[1].to_owned()), owned(&f[2..])))
        .collect()
}

fn tensor<D: DType>(values: &[String]) -> Tensor<D> {
    Tensor::from_vec(values.iter().map(|v| parse::<D>(v)).collect())
}

fn expected<D: DType>(values: &[&str]) -> Vec<D::Elem> {
    values.iter().map(|v| parse::<D>(v)).collect()
}

/// The operands of a line of `a` with itself in `layout`: every pair as an
/// outer product, the right operand broadcast (`binary`); the same pairs
/// from operands of the same shape (`same`); elementwise (`random`); the
/// first value broadcast (`random_bcast`).
fn operands<D: DType>(layout: &str, a: &[String]) -> (Tensor<D>, Tensor<D>) {
    let x = tensor::<D>(a);
    match layout {
        "binary" => (
            x.reshape(&[a.len(), 1]).unwrap(),
            x.reshape(&[1, a.len()]).unwrap(),
        ),
        "same" => {
            let each = |pick: fn(&String, &String) -> D::Elem| {
                Tensor::<D>::from_vec(
                    a.iter()
                        .flat_map(|v| a.iter().map(move |w| pick(v, w)))
                        .collect(),
                )
            };
            (each(|v, _| parse::<D>(v)), each(|_, w| parse::<D>(w)))
        }
        "random" => (x.clone(), x),
        _ => (x.clone(), x.slice(ndarray::s![0..1]).unwrap()),
    }
}

/// One binary line of the small float `$D` with itself: the mismatches.
macro_rules! binary {
    ($D:ty, $op:expr, $layout:expr, $a:expr, $want:expr) => {{
        let (op, layout, a, want): (&str, &str, &[String], &[&str]) = ($op, $layout, $a, $want);
        let what = format!("{layout} {op} {}", <$D as DType>::NAME);
        let (x, y) = operands::<$D>(layout, a);
        let arithmetic =
            |t: Tensor<$D>| compare(&what, &t.flatten().to_vec(), &expected::<$D>(want), (0, 0));
        let boolean = |t: Tensor<Bool>| {
            compare(
                &what,
                &t.flatten().to_vec(),
                &expected::<Bool>(want),
                (0, 0),
            )
        };
        match op {
            "add" => arithmetic(x.try_add(&y).unwrap()),
            "subtract" => arithmetic(x.try_subtract(&y).unwrap()),
            "multiply" => arithmetic(x.try_multiply(&y).unwrap()),
            "true_divide" => arithmetic(x.try_true_divide(&y).unwrap()),
            "maximum" => arithmetic(x.try_maximum(&y).unwrap()),
            "minimum" => arithmetic(x.try_minimum(&y).unwrap()),
            "less" => boolean(x.try_less(&y).unwrap()),
            "less_equal" => boolean(x.try_less_equal(&y).unwrap()),
            "greater" => boolean(x.try_greater(&y).unwrap()),
            "greater_equal" => boolean(x.try_greater_equal(&y).unwrap()),
            "equal" => boolean(x.try_equal(&y).unwrap()),
            "not_equal" => boolean(x.try_not_equal(&y).unwrap()),
            _ => panic!("{what}: no such operation here"),
        }
    }};
}

#[test]
fn arithmetic_and_comparisons_of_the_small_floats_equal_jax() {
    let inputs = inputs();
    let (mut lines, mut mismatches) = (0, Vec::new());
    for f in fixture_lines(FIXTURE) {
        let layout = f[0];
        if !matches!(layout, "binary" | "same" | "random" | "random_bcast") || f[2] != f[3] {
            continue;
        }
        let (op, dtype, want) = (f[1], f[2], &f[5..]);
        let source = if layout.starts_with("random") {
            "rinput"
        } else {
            "input"
        };
        let Some(a) = inputs.get(&(source.to_owned(), dtype.to_owned())) else {
            panic!("no {source} line for {dtype}");
        };
        let found = extended_float!(dtype, D => binary!(D, op, layout, a, want));
        if let Some(found) = found {
            lines += 1;
            mismatches.extend(found);
        }
    }
    // 12 operations of 9 formats (no float6 arrays in jaxlib), in 4 layouts.
    assert_eq!(lines, 12 * 9 * 4);
    assert_known(&mismatches, &known("binary"));
}

/// A tensor of `dtype` holding the fixture's `values`.
fn dyn_tensor(dtype: DTypeId, values: &[String]) -> DynTensor {
    match_dtype!(dtype, D => DynTensor::from(tensor::<D>(values)))
}

/// The mismatches between `t` and the fixture's values of its dtype.
fn compare_dyn(what: &str, t: DynTensor, want: &[&str]) -> Vec<String> {
    match_dtype!(t.dtype(), E => {
        let t = Tensor::<E>::try_from(t).unwrap();
        compare(what, &t.to_vec(), &expected::<E>(want), (0, 0))
    })
}

/// Checks the `cast FROM TO` lines for which `input`, shown every line of
/// the fixture in order, gives the values of FROM: the number of lines
/// checked and the mismatches.
fn casts(mut input: impl FnMut(&[&str]) -> Option<Vec<String>>) -> (usize, Vec<String>) {
    let (mut lines, mut mismatches) = (0, Vec::new());
    for f in fixture_lines(FIXTURE) {
        let Some(values) = input(&f) else {
            continue;
        };
        assert_eq!(f[0], "cast");
        let (from, to): (DTypeId, DTypeId) = (f[1].parse().unwrap(), f[2].parse().unwrap());
        let what = format!("cast {from} to {to}");
        mismatches.extend(compare_dyn(
            &what,
            dyn_tensor(from, &values).cast(to),
            &f[3..],
        ));
        lines += 1;
    }
    (lines, mismatches)
}

#[test]
fn every_value_of_each_extended_dtype_converts_as_jax_converts() {
    let inputs = inputs();
    let (lines, mismatches) = casts(|f| match f[0] {
        "cast" => inputs.get(&("all".to_owned(), f[1].to_owned())).cloned(),
        _ => None,
    });
    // 9 small floats (no float6 arrays) and 4 narrow integers (no int1 or
    // uint1 arrays) to every dtype JAX converts them to.
    assert_eq!(lines, 379);
    assert_known(&mismatches, &[]);
}

/// Compares a typed result with the fixture's dtype and values.
fn check<R: DType>(what: &str, result: &str, t: Tensor<R>, want: &[&str]) -> Vec<String> {
    assert_eq!(R::NAME, result, "{what}: the result dtype");
    compare(what, &t.flatten().to_vec(), &expected::<R>(want), (0, 0))
}

#[test]
fn functions_of_every_value_of_each_small_float_equal_jax() {
    let inputs = inputs();
    let (mut lines, mut mismatches) = (0, Vec::new());
    for f in fixture_lines(FIXTURE).filter(|f| f[0] == "unary_all") {
        let (op, dtype, result, want) = (f[1], f[2], f[3], &f[4..]);
        let Some(values) = inputs.get(&("all".to_owned(), dtype.to_owned())) else {
            panic!("no `all` line for {dtype}");
        };
        let what = format!("{op} {dtype}");
        let found = extended_float!(dtype, D => {
            let x = tensor::<D>(values);
            match op {
                "negative" => check(&what, result, -&x, want),
                "abs" => check(&what, result, x.abs(), want),
                "sign" => check(&what, result, x.sign(), want),
                "square" => check(&what, result, x.square(), want),
                "sqrt" => check(&what, result, x.sqrt(), want),
                "exp" => check(&what, result, x.exp(), want),
                "log" => check(&what, result, x.log(), want),
                "floor" => check(&what, result, x.floor(), want),
                "ceil" => check(&what, result, x.ceil(), want),
                "round" => check(&what, result, x.round(), want),
                _ => panic!("{what}: no such function here"),
            }
        });
        if let Some(found) = found {
            lines += 1;
            mismatches.extend(found);
        }
    }
    assert_eq!(lines, 10 * 9);
    assert_known(&mismatches, &known("unary"));
}

#[test]
fn reductions_of_the_small_floats_equal_jax() {
    let inputs = inputs();
    let (mut lines, mut mismatches) = (0, Vec::new());
    for f in fixture_lines(FIXTURE).filter(|f| matches!(f[0], "reduce" | "rreduce")) {
        let (op, dtype, axis, result, want) = (f[1], f[2], f[3], f[4], &f[5..]);
        let (source, shape) = match f[0] {
            "reduce" => ("input", [2, 3]),
            _ => ("redinput", [4, 6]),
        };
        let Some(values) = inputs.get(&(source.to_owned(), dtype.to_owned())) else {
            panic!("no {source} line for {dtype}");
        };
        let what = format!("{} {op} {dtype} axis {axis}", f[0]);
        let found = extended_float!(dtype, D => {
            let n = shape[0] * shape[1];
            let cyclic: Vec<String> = values.iter().cycle().take(n).cloned().collect();
            let x = tensor::<D>(&cyclic).reshape(&shape).unwrap();
            let axis = axis.parse::<usize>().ok();
            match (op, axis) {
                ("sum", None) => check(&what, result, x.sum(), want),
                ("sum", Some(a)) => check(&what, result, x.sum_axis(a).unwrap(), want),
                ("prod", None) => check(&what, result, x.prod(), want),
                ("prod", Some(a)) => check(&what, result, x.prod_axis(a).unwrap(), want),
                ("mean", None) => check(&what, result, x.mean(), want),
                ("mean", Some(a)) => check(&what, result, x.mean_axis(a).unwrap(), want),
                ("max", None) => check(&what, result, x.max().unwrap(), want),
                ("max", Some(a)) => check(&what, result, x.max_axis(a).unwrap(), want),
                ("min", None) => check(&what, result, x.min().unwrap(), want),
                ("min", Some(a)) => check(&what, result, x.min_axis(a).unwrap(), want),
                _ => panic!("{what}: no such reduction here"),
            }
        });
        if let Some(found) = found {
            lines += 1;
            mismatches.extend(found);
        }
    }
    assert_eq!(lines, 2 * 5 * 3 * 9);
    assert_known(&mismatches, &[]);
}

/// Evaluates `$body` with `$C` the marker of the classic dtype named `$name`
/// that the fixture mixes with the small floats.
macro_rules! mixed_classic {
    ($name:expr, $C:ident => $body:expr) => {
        match $name {
            "bool" => {
                type $C = Bool;
                $body
            }
            "int8" => {
                type $C = Int8;
                $body
            }
            "uint8" => {
                type $C = UInt8;
                $body
            }
            "int32" => {
                type $C = Int32;
                $body
            }
            "i*" => {
                type $C = WeakInt;
                $body
            }
            "f*" => {
                type $C = WeakFloat;
                $body
            }
            other => panic!("no mixed lines with {other}"),
        }
    };
}

/// One mixed line, `$A op $B` of the inputs of both, every pair (the right
/// operand broadcast): the mismatches.
macro_rules! mixed {
    ($A:ty, $B:ty, $op:expr, $result:expr, $a:expr, $b:expr, $want:expr) => {{
        let (op, a, b): (&str, &[String], &[String]) = ($op, $a, $b);
        let what = format!(
            "binary {op} {} {}",
            <$A as DType>::NAME,
            <$B as DType>::NAME
        );
        let x = tensor::<$A>(a).reshape(&[a.len(), 1]).unwrap();
        let y = tensor::<$B>(b).reshape(&[1, b.len()]).unwrap();
        match op {
            "add" => check(&what, $result, x.try_add(&y).unwrap(), $want),
            "multiply" => check(&what, $result, x.try_multiply(&y).unwrap(), $want),
            "true_divide" => check(&what, $result, x.try_true_divide(&y).unwrap(), $want),
            "maximum" => check(&what, $result, x.try_maximum(&y).unwrap(), $want),
            _ => panic!("{what}: no such operation here"),
        }
    }};
}

#[test]
fn small_floats_mixed_with_integers_and_literals_equal_jax() {
    let inputs = inputs();
    let input = |d: &str| &inputs[&("input".to_owned(), d.to_owned())];
    let (mut lines, mut mismatches) = (0, Vec::new());
    for f in fixture_lines(FIXTURE).filter(|f| f[0] == "binary" && f[2] != f[3]) {
        let (op, lhs, rhs, result, want) = (f[1], f[2], f[3], f[4], &f[5..]);
        let found = extended_float!(lhs, A => mixed_classic!(rhs, B => {
            mixed!(A, B, op, result, input(lhs), input(rhs), want)
        }))
        .or_else(|| {
            extended_float!(rhs, B => mixed_classic!(lhs, A => {
                mixed!(A, B, op, result, input(lhs), input(rhs), want)
            }))
        });
        if let Some(found) = found {
            lines += 1;
            mismatches.extend(found);
        }
    }
    // 4 operations, 9 formats, 6 other dtypes, both orders.
    assert_eq!(lines, 4 * 9 * 6 * 2);
    assert_known(&mismatches, &known("mixed"));
}

/// Evaluates `$body` with `$D` the marker of the narrow integer named
/// `$name` (int1 and uint1: XLA on CPU computes nothing on them).
macro_rules! narrow_int {
    ($name:expr, $D:ident => $body:expr) => {
        match $name {
            "int4" => {
                type $D = Int4;
                Some($body)
            }
            "uint4" => {
                type $D = UInt4;
                Some($body)
            }
            "int2" => {
                type $D = Int2;
                Some($body)
            }
            "uint2" => {
                type $D = UInt2;
                Some($body)
            }
            _ => None,
        }
    };
}

/// One binary line of a narrow integer with itself: the mismatches, or
/// `None` for an operation narrow integers do not have here.
macro_rules! narrow_binary {
    ($D:ty, $op:expr, $layout:expr, $result:expr, $a:expr, $want:expr) => {{
        let (op, layout, a, want): (&str, &str, &[String], &[&str]) = ($op, $layout, $a, $want);
        let what = format!("{layout} {op} {}", <$D as DType>::NAME);
        let (x, y) = operands::<$D>(layout, a);
        match op {
            "add" => Some(check(&what, $result, x.try_add(&y).unwrap(), want)),
            "subtract" => Some(check(&what, $result, x.try_subtract(&y).unwrap(), want)),
            "multiply" => Some(check(&what, $result, x.try_multiply(&y).unwrap(), want)),
            "floor_divide" => Some(check(&what, $result, x.try_floor_divide(&y).unwrap(), want)),
            "remainder" => Some(check(&what, $result, x.try_remainder(&y).unwrap(), want)),
            "maximum" => Some(check(&what, $result, x.try_maximum(&y).unwrap(), want)),
            "minimum" => Some(check(&what, $result, x.try_minimum(&y).unwrap(), want)),
            "less" => Some(check(&what, $result, x.try_less(&y).unwrap(), want)),
            "less_equal" => Some(check(&what, $result, x.try_less_equal(&y).unwrap(), want)),
            "greater" => Some(check(&what, $result, x.try_greater(&y).unwrap(), want)),
            "greater_equal" => Some(check(
                &what,
                $result,
                x.try_greater_equal(&y).unwrap(),
                want,
            )),
            "equal" => Some(check(&what, $result, x.try_equal(&y).unwrap(), want)),
            "not_equal" => Some(check(&what, $result, x.try_not_equal(&y).unwrap(), want)),
            "bitwise_and" => Some(check(&what, $result, x.try_bitwise_and(&y).unwrap(), want)),
            "bitwise_or" => Some(check(&what, $result, x.try_bitwise_or(&y).unwrap(), want)),
            "bitwise_xor" => Some(check(&what, $result, x.try_bitwise_xor(&y).unwrap(), want)),
            // JAX's rule differs between the widths (`int4 / int4` is
            // float32, `int2 / int2` is int2): `int4` and `uint4` have it,
            // checked below.
            "true_divide" => None,
            _ => panic!("{what}: unexpected operation"),
        }
    }};
}

#[test]
fn arithmetic_of_the_narrow_integers_equals_jax() {
    let inputs = inputs();
    let (mut lines, mut mismatches) = (0, Vec::new());
    for f in fixture_lines(FIXTURE) {
        let layout = f[0];
        if !matches!(layout, "binary" | "same" | "random" | "random_bcast") || f[2] != f[3] {
            continue;
        }
        let (op, dtype, result, want) = (f[1], f[2], f[4], &f[5..]);
        let source = if layout.starts_with("random") {
            "rinput"
        } else {
            "input"
        };
        let found = narrow_int!(dtype, D => {
            let a = &inputs[&(source.to_owned(), dtype.to_owned())];
            narrow_binary!(D, op, layout, result, a, want)
        });
        if let Some(Some(found)) = found {
            lines += 1;
            mismatches.extend(found);
        }
    }
    // 16 operations of 4 widths, in 4 layouts.
    assert_eq!(lines, 16 * 4 * 4);
    assert_known(&mismatches, &[]);
}

#[test]
fn true_division_of_int4_and_uint4_equals_jax() {
    // As the other integers: in `float32`, by the reciprocal where the
    // divisor is broadcast.
    let inputs = inputs();
    let (mut lines, mut mismatches) = (0, Vec::new());
    for f in fixture_lines(FIXTURE) {
        let layout = f[0];
        if !matches!(layout, "binary" | "same" | "random" | "random_bcast")
            || f[1] != "true_divide"
            || f[2] != f[3]
        {
            continue;
        }
        let (dtype, result, want) = (f[2], f[4], &f[5..]);
        let source = if layout.starts_with("random") {
            "rinput"
        } else {
            "input"
        };
        let a = &inputs[&(source.to_owned(), dtype.to_owned())];
        let what = format!("{layout} true_divide {dtype}");
        let found = match dtype {
            "int4" => {
                let (x, y) = operands::<Int4>(layout, a);
                check(&what, result, &x / &y, want)
            }
            "uint4" => {
                let (x, y) = operands::<UInt4>(layout, a);
                check(&what, result, &x / &y, want)
            }
            _ => continue,
        };
        lines += 1;
        mismatches.extend(found);
    }
    assert_eq!(lines, 2 * 4);
    assert_known(&mismatches, &[]);
}

#[test]
fn negation_of_every_narrow_integer_equals_jax() {
    let inputs = inputs();
    let mut lines = 0;
    for f in fixture_lines(FIXTURE).filter(|f| f[0] == "unary_all" && f[1] == "negative") {
        let (dtype, result, want) = (f[2], f[3], &f[4..]);
        let found = narrow_int!(dtype, D => {
            let x = tensor::<D>(&inputs[&("all".to_owned(), dtype.to_owned())]);
            check(&format!("negative {dtype}"), result, -&x, want)
        });
        if let Some(found) = found {
            assert_known(&found, &[]);
            lines += 1;
        }
    }
    assert_eq!(lines, 4);
}

#[test]
fn every_classic_dtype_converts_into_the_extended_ones_as_jax_converts() {
    // `cinput FROM TO` holds FROM's inputs and a sweep of TO's ties and
    // edges; the `cast FROM TO` line after it, JAX's conversions of them.
    let mut cinputs = HashMap::new();
    let (lines, mismatches) = casts(|f| match f[0] {
        "cinput" => {
            cinputs.insert((f[1].to_owned(), f[2].to_owned()), owned(&f[3..]));
            None
        }
        "cast" => cinputs.get(&(f[1].to_owned(), f[2].to_owned())).cloned(),
        _ => None,
    });
    assert_eq!(lines, 210);
    assert_known(&mismatches, &[]);
}

/// `square` of the narrow integers, which JAX computes (in their own
/// dtype) and the typed tensors lack: their `square` takes `power`'s result
/// dtype rule, which JAX gives the narrow integers none of (`power` raises).
/// Beside `common::EXTENDED_GAPS`, whose operations the dtype fixture has.
const SQUARE_GAPS: &[(&str, &str)] = &[
    ("square", "int4"),
    ("square", "uint4"),
    ("square", "int2"),
    ("square", "uint2"),
];

/// Every value line the tests above check with typed tensors, run on
/// `DynTensor`s instead, operations chosen by name: the same values, with
/// the same known differences, and JAX's dtypes; also the narrow integers
/// mixed with `bool` and literals, which the typed tests leave to
/// `tests/jax_extended_dtypes.rs`. What the typed tensors lack
/// (`common::EXTENDED_GAPS`: the narrow integers' `true_divide` below 4
/// bits, whose rule JAX makes irregular) is an error at run time too.
#[test]
fn every_value_line_through_dyn_tensor_equals_jax() {
    let inputs = inputs();
    let input = |kind: &str, d: &str| inputs[&(kind.to_owned(), d.to_owned())].clone();
    // What JAX computes on the narrow integers and the typed tensors do not.
    let gap = |op: &str, operands: &[&str]| {
        common::EXTENDED_GAPS
            .iter()
            .chain(SQUARE_GAPS)
            .any(|&(o, d)| o == op && operands.contains(&d))
    };
    let (mut lines, mut refused, mut mismatches) = (0, 0, Vec::new());
    for f in fixture_lines(FIXTURE) {
        let (what, gap, outcome, (result, want)) = match f[0] {
            layout @ ("binary" | "same" | "random" | "random_bcast") => {
                let (op, lhs, rhs, result, want) = (f[1], f[2], f[3], f[4], &f[5..]);
                let (a, b): (DTypeId, DTypeId) = (lhs.parse().unwrap(), rhs.parse().unwrap());
                let source = match layout {
                    "random" | "random_bcast" => "rinput",
                    _ => "input",
                };
                let (xs, ys) = (input(source, lhs), input(source, rhs));
                let (x, y) = match layout {
                    "binary" => (
                        dyn_tensor(a, &xs).reshape(&[xs.len(), 1]).unwrap(),
                        dyn_tensor(b, &ys).reshape(&[1, ys.len()]).unwrap(),
                    ),
                    "same" => {
                        let left: Vec<String> = xs
                            .iter()
                            .flat_map(|v| ys.iter().map(move |_| v.clone()))
                            .collect();
                        let right: Vec<String> =
                            xs.iter().flat_map(|_| ys.iter().cloned()).collect();
                        (dyn_tensor(a, &left), dyn_tensor(b, &right))
                    }
                    "random" => (dyn_tensor(a, &xs), dyn_tensor(b, &ys)),
                    _ => (dyn_tensor(a, &xs), dyn_tensor(b, &ys[..1])),
                };
                let what = match lhs == rhs {
                    true => format!("{layout} {op} {lhs}"),
                    false => format!("binary {op} {lhs} {rhs}"),
                };
                let gap = gap(op, &[lhs, rhs]);
                (what, gap, x.binary(op.parse().unwrap(), &y), (result, want))
            }
            "unary_all" => {
                let (op, dtype, result, want) = (f[1], f[2], f[3], &f[4..]);
                let x = dyn_tensor(dtype.parse().unwrap(), &input("all", dtype));
                let what = format!("{op} {dtype}");
                (
                    what,
                    gap(op, &[dtype]),
                    x.unary(op.parse().unwrap()),
                    (result, want),
                )
            }
            kind @ ("reduce" | "rreduce") => {
                let (op, dtype, axis, result, want) = (f[1], f[2], f[3], f[4], &f[5..]);
                let (source, shape) = match kind {
                    "reduce" => ("input", [2, 3]),
                    _ => ("redinput", [4, 6]),
                };
                let values: Vec<String> = input(source, dtype)
                    .into_iter()
                    .cycle()
                    .take(shape[0] * shape[1])
                    .collect();
                let x = dyn_tensor(dtype.parse().unwrap(), &values)
                    .reshape(&shape)
                    .unwrap();
                let what = format!("{kind} {op} {dtype} axis {axis}");
                let axis = axis.parse::<usize>().ok();
                let gap = gap(op, &[dtype]);
                (
                    what,
                    gap,
                    x.reduce(op.parse().unwrap(), axis),
                    (result, want),
                )
            }
            _ => continue,
        };
        match outcome {
            Ok(t) => {
                assert_eq!(t.dtype().to_string(), result, "{what}: the result dtype");
                mismatches.extend(compare_dyn(&what, t.flatten(), want));
                lines += 1;
            }
            Err(error) => {
                assert!(gap, "{what}: {error}");
                refused += 1;
            }
        }
    }
    // Those of the typed tests above: the small floats' arithmetic (12
    // operations, 9 formats, 4 layouts) and mixed lines (4 operations, 9
    // formats, 6 other dtypes, both orders), the narrow integers' (16
    // operations, 4 widths, 4 layouts; true division of int4 and uint4),
    // the functions and the reductions, and the lines of the plain `unary`
    // inputs' layouts that they do not read.
    assert!(
        refused > 0 && lines > 10 * refused,
        "{lines} lines, {refused} refused"
    );
    assert!(
        lines >= 12 * 9 * 4 + 4 * 9 * 6 * 2 + 16 * 4 * 4 + 2 * 4 + 10 * 9 + 2 * 5 * 3 * 9,
        "{lines} lines"
    );
    let known: Vec<&str> = KNOWN.iter().map(|&(_, value)| value).collect();
    assert_known(&mismatches, &known);
}
