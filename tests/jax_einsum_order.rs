//! einsum sums in JAX's order. A pair's contracted labels: `jnp.einsum` lists
//! them to `dot_general` sorted by name, and XLA sums them as one axis, the
//! first name outermost. Three operands or more: contracted two at a time in
//! the order of opt_einsum's path, as `jnp.einsum` takes it. Against
//! `fixtures/jax_einsum_order.txt`, written by
//! `tools/jax_einsum_order_fixtures.py`: subscripts whose contracted labels'
//! sorted order is not the operands' memory order (`"BTNH,NHD->BTD"`, and
//! `"...ij,...jk->ik"`, whose summed ellipsis axis JAX names `c`), and
//! einsums of three and four operands that opt_einsum does not contract left
//! to right, in bfloat16 and float16 (a float32 case beside each: within a
//! few units in the last place of its sum, since a `float32` product sums in
//! the GEMM crates' order, not Eigen's, as every `float32` product does);
//! and JAX's paths of 400 random subscripts of three to twelve operands,
//! every one equal (15 of them only in the order in which CPython's sets
//! visit opt_einsum's candidates).
//!
//! The half-precision products of two operands are JAX's bits (in memory
//! order, one `float16` value differs). Those of three or four: where a
//! pair's product reads the left operand along its minor axis, XLA sums in
//! an order of its own, which moves the last bit of a half-precision result
//! now and then (1 of the 744 half-precision values of those cases here:
//! bij,bjk,bkl->bil in float16); so
//! at most 2% of the values may differ, by one unit in the last place. Left
//! to right, in the former order, 21 to 76 values of each of those cases
//! differ (half of them).

#[path = "common/values.rs"]
mod values;

use dtype_lattice::*;
use values::{fixture_lines, parse};

/// A shape of the fixture: comma-separated lengths, `-` for none.
fn shape(field: &str) -> Vec<usize> {
    match field {
        "-" => Vec::new(),
        lengths => lengths.split(',').map(|n| n.parse().unwrap()).collect(),
    }
}

/// The shape and values of an `in` or `out` line.
fn operand<D: DType>(fields: &[&str], tag: &str) -> Tensor<D> {
    assert_eq!(fields[0], tag);
    let shape = shape(fields[1]);
    let values = fields[2..].iter().map(|v| parse::<D>(v)).collect();
    Tensor::from_shape_vec(&shape, values).unwrap()
}

/// Each case of dtype `D` (whose values are `epsilon` apart at 1): the
/// crate's einsum of the operands, against JAX's bits (see the module's
/// documentation for three operands or more).
fn check<D: DType + Contract>(subscripts: &str, lines: &[Vec<&str>], epsilon: f64) -> usize
where
    Standard: Join<D, D, Output = D>,
{
    let (jax, ins) = lines.split_last().unwrap();
    let ins: Vec<Tensor<D>> = ins.iter().map(|line| operand::<D>(line, "in")).collect();
    let jax = operand::<D>(jax, "out");
    let ours: Tensor<D> = try_einsum(subscripts, &ins[..]).unwrap();
    assert_eq!(ours.shape(), jax.shape(), "{subscripts}");
    let values = |t: &Tensor<D>| -> Vec<f64> { t.iter().map(|x| x.cast::<f64>()).collect() };
    let mut differ = 0;
    for (x, e) in values(&ours).into_iter().zip(values(&jax)) {
        if x.to_bits() != e.to_bits() {
            differ += 1;
            assert!(
                (x - e).abs() <= epsilon * e.abs().max(x.abs()),
                "{subscripts} {}: {x} against JAX {e}, more than one unit in the last place",
                D::NAME
            );
        }
    }
    let operands = lines.len() - 1;
    let allowed = if operands > 2 { jax.len() / 50 } else { 0 };
    assert!(
        differ <= allowed,
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
    let (jax, ins) = lines.split_last().unwrap();
    let ins: Vec<Tensor<Float32>> = ins.iter().map(|line| operand(line, "in")).collect();
    let jax = operand::<Float32>(jax, "out");
    let ours: Tensor<Float32> = try_einsum(subscripts, &ins[..]).unwrap();
    let magnitudes: Vec<Tensor<Float64>> = ins.iter().map(|x| x.abs().cast()).collect();
    let scale: Tensor<Float64> = try_einsum(subscripts, &magnitudes[..]).unwrap();
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
fn einsums_sum_in_jax_order() {
    let text = include_str!("fixtures/jax_einsum_order.txt");
    let lines: Vec<Vec<&str>> = fixture_lines(text).collect();
    let mut checked = 0;
    for (i, fields) in lines.iter().enumerate() {
        if let ["case", _, subscripts, dtype] = fields[..] {
            let operands = subscripts.split("->").next().unwrap().split(',').count();
            let next = &lines[i + 1..i + 2 + operands];
            checked += match dtype {
                "bfloat16" => check::<BFloat16>(subscripts, next, 2f64.powi(-7)),
                "float16" => check::<Float16>(subscripts, next, 2f64.powi(-10)),
                "float32" => check_f32(subscripts, next),
                other => panic!("unexpected dtype {other}"),
            };
        }
    }
    // The outputs' lengths of the ten cases, in three dtypes each.
    let outputs = 2 * 16 * 24
        + 16 * 12
        + 8 * 6
        + 16 * 3
        + 2 * 8 * 4
        + 6 * 2
        + 2 * 16 * 4
        + 4 * 5 * 6
        + 2 * 24 * 24;
    assert_eq!(checked, 3 * outputs);
}

#[test]
fn operands_are_contracted_in_jax_order() {
    let text = include_str!("fixtures/jax_einsum_order.txt");
    let lines: Vec<Vec<&str>> = fixture_lines(text).collect();
    let (mut checked, mut set_order) = (0, 0);
    for (i, fields) in lines.iter().enumerate().filter(|(_, f)| f[0] == "path") {
        let equals = fields.iter().position(|&f| f == "=").unwrap();
        let subscripts = fields[1];
        let shapes: Vec<Vec<usize>> = fields[2..equals].iter().map(|f| shape(f)).collect();
        let shapes: Vec<&[usize]> = shapes.iter().map(Vec::as_slice).collect();
        let pairs =
            |fields: &[&str]| -> Vec<Vec<usize>> { fields.iter().map(|f| shape(f)).collect() };
        let expected = pairs(&fields[equals + 1..]);
        // Where opt_einsum visiting the pairs in ascending order takes
        // another path, only the order of CPython's set gives JAX's.
        if let Some(["ascending", "=", path @ ..]) = lines.get(i + 1).map(Vec::as_slice) {
            assert_ne!(pairs(path), expected, "{subscripts}");
            set_order += 1;
        }
        assert_eq!(
            try_einsum_path(subscripts, &shapes).unwrap(),
            expected,
            "{subscripts} {shapes:?}"
        );
        checked += 1;
    }
    assert_eq!((checked, set_order), (400, 15));
}
