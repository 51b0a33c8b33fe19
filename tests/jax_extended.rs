//! Tensors of JAX's extended float dtypes against real JAX
//! (`tests/fixtures/jax_extended_values.txt`, written by
//! `tools/jax_extended_fixtures.py`): every value of each format converted to
//! every dtype and back, and the elementwise arithmetic and comparisons on
//! edge, exhaustive and seeded random operands, of the same shape and with a
//! broadcast right operand. jaxlib 0.10.2's CPU client has no float6 arrays,
//! so the fixture has no float6 values. `match_dtype!` needs feature `dynamic`.
#![cfg(feature = "dynamic")]

#[path = "common/values.rs"]
mod values;

use std::collections::HashMap;

use dtype_lattice::*;
use values::{compare, fixture_lines, owned, parse};

const FIXTURE: &str = include_str!("fixtures/jax_extended_values.txt");

/// The values that differ, all from `float8_e8m0fnu`'s smallest value 2^-127,
/// which is a subnormal in the `float32` it computes in: XLA takes the
/// reciprocal of a broadcast 2^-127 divisor without flushing it (2^127),
/// where this crate's `float32` division flushes it to zero; and XLA flushes
/// it when converting to `int1` (0), but not to `bool` (`True`).
const KNOWN: [&str; 6] = [
    "binary true_divide float8_e8m0fnu[4]: NaN, JAX 1.7014118e38",
    "binary true_divide float8_e8m0fnu[30]: NaN, JAX 8.507059e37",
    "binary true_divide float8_e8m0fnu[82]: NaN, JAX 2.0",
    "binary true_divide float8_e8m0fnu[108]: NaN, JAX 4.2535296e37",
    "binary true_divide float8_e8m0fnu[134]: NaN, JAX 9.223372e18",
    "cast float8_e8m0fnu to int1[0]: -1, JAX 0",
];

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
            .take(40)
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
        .filter(|f| matches!(f[0], "input" | "all" | "rinput"))
        .map(|f| ((f[0].to_owned(), f[1].to_owned()), owned(&f[2..])))
        .collect()
}

fn tensor<D: DType>(values: &[String]) -> Tensor<D> {
    Tensor::from_vec(values.iter().map(|v| parse::<D>(v)).collect())
}

fn expected<D: DType>(values: &[&str]) -> Vec<D::Elem> {
    values.iter().map(|v| parse::<D>(v)).collect()
}

/// One binary line of the small float `$D` with itself: the mismatches.
macro_rules! binary {
    ($D:ty, $op:expr, $layout:expr, $a:expr, $want:expr) => {{
        let (op, layout, a, want): (&str, &str, &[String], &[&str]) = ($op, $layout, $a, $want);
        let what = format!("{layout} {op} {}", <$D as DType>::NAME);
        let x = tensor::<$D>(a);
        let (x, y) = match layout {
            // Every pair: the outer product, the right operand broadcast.
            "binary" => (
                x.reshape(&[a.len(), 1]).unwrap(),
                x.reshape(&[1, a.len()]).unwrap(),
            ),
            // The same pairs from operands of the same shape.
            "same" => (
                Tensor::<$D>::from_vec(
                    a.iter()
                        .flat_map(|v| a.iter().map(move |_| parse::<$D>(v)))
                        .collect(),
                ),
                Tensor::<$D>::from_vec(
                    a.iter()
                        .flat_map(|_| a.iter().map(|w| parse::<$D>(w)))
                        .collect(),
                ),
            ),
            "random" => (x.clone(), x),
            // The first random value, broadcast.
            _ => (x.clone(), x.slice(ndarray::s![0..1]).unwrap()),
        };
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
    assert_known(&mismatches, &KNOWN[..5]);
}

#[test]
fn every_value_of_each_small_float_converts_as_jax_converts() {
    let inputs = inputs();
    let (mut lines, mut mismatches) = (0, Vec::new());
    for f in fixture_lines(FIXTURE).filter(|f| f[0] == "cast") {
        let (from, to, want) = (f[1], f[2], &f[3..]);
        let Some(values) = inputs.get(&("all".to_owned(), from.to_owned())) else {
            continue;
        };
        let to: DTypeId = to.parse().unwrap();
        let found = extended_float!(from, D => {
            let x = tensor::<D>(values);
            match_dtype!(to, E => {
                let what = format!("cast {} to {}", D::NAME, E::NAME);
                compare(&what, &x.cast::<E>().to_vec(), &expected::<E>(want), (0, 0))
            })
        });
        if let Some(found) = found {
            lines += 1;
            mismatches.extend(found);
        }
    }
    // 9 formats (no float6 arrays) to the dtypes JAX converts them to.
    assert_eq!(lines, 261);
    assert_known(&mismatches, &KNOWN[5..]);
}
