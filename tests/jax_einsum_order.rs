//! einsum sums a pair's contracted labels in JAX's order: `jnp.einsum` lists
//! them to `dot_general` sorted by name, and XLA sums them as one axis, the
//! first name outermost. Against `fixtures/jax_einsum_order.txt`, written by
//! `tools/jax_einsum_order_fixtures.py`: subscripts whose contracted labels'
//! sorted order is not the operands' memory order (`"BTNH,NHD->BTD"`), in
//! bfloat16 and float16 every value bit for bit (in memory order, one
//! `float16` value differs), and float32 within a few units in the last place
//! of its sum (a `float32` product sums in the GEMM crates' order, not
//! Eigen's, as every `float32` product does).

#[path = "common/values.rs"]
mod values;

use dtype_lattice::*;
use values::{fixture_lines, parse};

/// The shape and values of an `a`, `b` or `out` line.
fn operand<D: DType>(fields: &[&str], tag: &str) -> Tensor<D> {
    assert_eq!(fields[0], tag);
    let shape: Vec<usize> = fields[1].split(',').map(|n| n.parse().unwrap()).collect();
    let values = fields[2..].iter().map(|v| parse::<D>(v)).collect();
    Tensor::from_shape_vec(&shape, values).unwrap()
}

/// Each case of dtype `D`: the crate's einsum of the operands, against JAX's bits.
fn check<D: DType + Contract>(subscripts: &str, lines: &[Vec<&str>]) -> usize
where
    Standard: Join<D, D, Output = D>,
{
    let (a, b) = (operand::<D>(&lines[0], "a"), operand::<D>(&lines[1], "b"));
    let jax = operand::<D>(&lines[2], "out");
    let ours: Tensor<D> = try_einsum(subscripts, (&a, &b)).unwrap();
    assert_eq!(ours.shape(), jax.shape(), "{subscripts}");
    let bits =
        |t: &Tensor<D>| -> Vec<u64> { t.iter().map(|x| x.cast::<f64>().to_bits()).collect() };
    let differ = bits(&ours)
        .iter()
        .zip(bits(&jax))
        .filter(|(x, y)| **x != *y)
        .count();
    assert_eq!(
        differ,
        0,
        "{subscripts} {}: {differ} of {} values differ",
        D::NAME,
        jax.len()
    );
    jax.len()
}

/// A `float32` case: within 4 units in the last place of the sum of the
/// products' magnitudes, since a `float32` product sums in the GEMM crates'
/// order, not Eigen's (as every `float32` product: `tests/jax_linalg.rs`).
fn check_f32(subscripts: &str, lines: &[Vec<&str>]) -> usize {
    let (a, b) = (
        operand::<Float32>(&lines[0], "a"),
        operand::<Float32>(&lines[1], "b"),
    );
    let jax = operand::<Float32>(&lines[2], "out");
    let ours: Tensor<Float32> = try_einsum(subscripts, (&a, &b)).unwrap();
    let scale: Tensor<Float64> = try_einsum(
        subscripts,
        (&a.abs().cast::<Float64>(), &b.abs().cast::<Float64>()),
    )
    .unwrap();
    for ((x, e), s) in ours
        .to_vec()
        .into_iter()
        .zip(jax.to_vec())
        .zip(scale.to_vec())
    {
        let tolerance = 4.0 * s * f64::from(f32::EPSILON);
        assert!(
            (f64::from(x) - f64::from(e)).abs() <= tolerance,
            "{subscripts}: {x} against JAX {e}"
        );
    }
    jax.len()
}

#[test]
fn contracted_labels_sum_in_jax_order_bit_for_bit() {
    let text = include_str!("fixtures/jax_einsum_order.txt");
    let lines: Vec<Vec<&str>> = fixture_lines(text).collect();
    let mut checked = 0;
    for (i, fields) in lines.iter().enumerate() {
        if let ["case", _, subscripts, dtype] = fields[..] {
            let next = &lines[i + 1..i + 4];
            checked += match dtype {
                "bfloat16" => check::<BFloat16>(subscripts, next),
                "float16" => check::<Float16>(subscripts, next),
                "float32" => check_f32(subscripts, next),
                other => panic!("unexpected dtype {other}"),
            };
        }
    }
    assert_eq!(checked, 3 * (2 * 16 * 24 + 16 * 12 + 8 * 6));
}
