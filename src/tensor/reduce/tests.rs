//! The reductions' paths against their definitions: each row's or
//! column's scan, the plain folds, JAX's steps.

use std::vec::Vec;

use super::arg::*;
use super::logical::*;
use super::moments::*;
use super::scan::*;
use super::sum::*;
use super::values::*;
use crate::dtype::{DType, Float32, Float64, Int16};
use crate::kernels::parallel::BLOCK;
use crate::kernels::reduce::scan;
use crate::scalar::Element;
use crate::scalar::{Arith, FloatElem, FloatFn, NumericElem};
use crate::tensor::Tensor;
use crate::tensor::rules::{Inexact, Ordered, Reduce};

/// An operation on two elements of `X`: `Arith::max`, `Arith::min`,
/// `Arith::add`, `Arith::mul`.
type Pick<X> = fn(<X as DType>::Elem, <X as DType>::Elem) -> <X as DType>::Elem;

/// Values that test an order-free fold: NaNs of two payloads (one
/// negative), zeros of both signs, subnormals of both signs, infinities
/// and a hash's spread of ordinary values, at position `i` of `n`.
fn tricky(i: usize, n: usize) -> f64 {
    let h = (i as u64 ^ 0x9e37_79b9_7f4a_7c15).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    match (h >> 59, n % 3) {
        (0, 0) => f64::NAN,
        (1, 0) => -f64::NAN,
        (2, _) => 0.0,
        (3, _) => -0.0,
        (4, _) => f64::from(f32::MIN_POSITIVE) / 8.0,
        (5, _) => -f64::MIN_POSITIVE / 8.0,
        (6, 1) => f64::INFINITY,
        (7, 1) => f64::NEG_INFINITY,
        _ => (h >> 11) as f64 / (1_u64 << 53) as f64 * 2.0 - 1.0,
    }
}

/// `argmax` and `argmin` along the last axis (whole vectors of rows side
/// by side, the rest one at a time) equal the first-best scan of each
/// row, and `max`/`min` the fold: rows of every length around the
/// vectors, values of few levels (many ties), with NaNs, zeros of both
/// signs, subnormals and infinities among them.
#[test]
fn row_extrema_and_their_indices_equal_each_row_s_scan() {
    fn check<D: Reduce<Extremum = D> + Ordered>(width: usize, seed: usize) {
        let rows = 37;
        let values: Vec<D::Elem> = (0..rows * width)
            .map(|i| {
                let x = tricky(i + seed, i / 3 + seed);
                let level = if x.is_finite() && x.abs() > 1e-30 {
                    (x * 4.0).round()
                } else {
                    x
                };
                // Every fourth row below zero but for a zero and a
                // tiny value (a subnormal `float16`, which the exact
                // fold compares as the `f32` value it is).
                let (r, j) = (i / width, i % width);
                match (r % 4 == 1, j) {
                    (false, _) => level,
                    (true, j) if j == r % width => 3e-6,
                    (true, j) if j == (r + 1) % width => 0.0,
                    (true, _) => -level.abs() - 1.0,
                }
                .cast()
            })
            .collect();
        let m = Tensor::<D>::from_shape_vec(&[rows, width], values.clone()).unwrap();
        let bits = |x: D::Elem| std::format!("{x:?}");
        let (max, min) = (m.max_axis(1).unwrap(), m.min_axis(1).unwrap());
        let (argmax, argmin) = (m.argmax_axis(1).unwrap(), m.argmin_axis(1).unwrap());
        for (r, row) in values.chunks_exact(width).enumerate() {
            let what = std::format!("row {r} of [{rows}, {width}], {}", D::NAME);
            let first_max = arg_extremum(row.iter().copied(), |x, b| Arith::lt(b, x));
            let first_min = arg_extremum(row.iter().copied(), Arith::lt);
            assert_eq!(Some(argmax.to_vec()[r]), first_max, "argmax of {what}");
            assert_eq!(Some(argmin.to_vec()[r]), first_min, "argmin of {what}");
            for (got, pick, name) in [
                (max.to_vec()[r], Arith::max as Pick<D>, "max"),
                (min.to_vec()[r], Arith::min, "min"),
            ] {
                let want = row.iter().copied().reduce(pick).unwrap();
                assert_eq!(
                    Arith::eq(got, got),
                    Arith::eq(want, want),
                    "{name} of {what}"
                );
                if Arith::eq(want, want) {
                    assert_eq!(bits(got), bits(want), "{name} of {what}");
                }
            }
        }
    }
    for width in (1..=70).chain([127, 128, 129]) {
        for seed in [0, 1000] {
            check::<Float32>(width, seed);
            check::<Float64>(width, seed);
        }
    }
    // Types compared as their `f32` values (rows of any length, widened a
    // block at a time: 300 values make rows of one block, 70,000 one row
    // past a block), and `int32` folded down the columns of transposed rows
    // (past 64 values, each row on its own).
    for width in [300, 70_000] {
        check::<crate::dtype::BFloat16>(width, 3);
        check::<crate::dtype::Float16>(width, 4);
        check::<Int16>(width, 0);
    }
    for width in [1, 3, 8, 17, 64, 65] {
        check::<crate::dtype::Int32>(width, 5);
        check::<Int16>(width, 0);
        check::<crate::dtype::Int8>(width, 1);
        check::<crate::dtype::UInt8>(width, 2);
        check::<crate::dtype::BFloat16>(width, 3);
        check::<crate::dtype::Float16>(width, 4);
    }
}

/// Integer sums along a short last axis (a plain loop over the rows)
/// equal each row's own sum: rows of every length to one past the
/// longest, `int8` (summed in `int64`), `uint8`, `int32` near its limits
/// and `bool`.
#[test]
fn short_integer_rows_sum_as_each_row_does() {
    fn check<D: Reduce>(width: usize, element: impl Fn(usize) -> D::Elem) {
        let rows = 37;
        let values: Vec<D::Elem> = (0..rows * width).map(&element).collect();
        let m = Tensor::<D>::from_shape_vec(&[rows, width], values.clone()).unwrap();
        let sums = m.sum_axis(1).unwrap().to_vec();
        for (r, sum) in sums.into_iter().enumerate() {
            let row = values[r * width..(r + 1) * width].to_vec();
            let want = Tensor::<D>::from_vec(row).sum().to_vec()[0];
            let what = std::format!("row {r} of [{rows}, {width}], {}", D::NAME);
            assert_eq!(std::format!("{sum:?}"), std::format!("{want:?}"), "{what}");
        }
    }
    // With x64 disabled the sums are stored in 32 bits, summed there
    // (wrapping): the 64-bit sums, converted.
    fn check_x32<D: Reduce>(width: usize, element: impl Fn(usize) -> D::Elem) {
        let values: Vec<D::Elem> = (0..37 * width).map(&element).collect();
        let m = Tensor::<D>::from_shape_vec(&[37, width], values.clone()).unwrap();
        let x32 =
            Tensor::<D, crate::policy::StandardX32>::from_shape_vec(&[37, width], values).unwrap();
        let wide = m.sum_axis(1).unwrap().to_vec();
        let narrow = x32.sum_axis(1).unwrap().to_vec();
        let want: Vec<_> = wide.iter().map(|&s| s.cast()).collect();
        assert_eq!(narrow, want, "[37, {width}] {} with x64 disabled", D::NAME);
    }
    for width in 0..=TRANSPOSED_ROW + 1 {
        check::<crate::dtype::Int8>(width, |i| (i * 37 % 256) as u8 as i8);
        check::<crate::dtype::UInt8>(width, |i| (i * 53 % 256) as u8);
        check::<crate::dtype::Int32>(width, |i| i32::MAX - (i % 4) as i32 * (i32::MAX / 3));
        check::<crate::dtype::Bool>(width, |i| i % 3 == 0);
        check_x32::<crate::dtype::Int8>(width, |i| (i * 37 % 256) as u8 as i8);
        check_x32::<crate::dtype::UInt8>(width, |i| (i * 53 % 256) as u8);
        check_x32::<crate::dtype::UInt16>(width, |i| (i * 4099 % 65536) as u16);
    }
    let huge = |i: usize| i32::MAX - (i % 4) as i32 * (i32::MAX / 3);
    check_x32::<crate::dtype::Int32>(8, huge);
    check_x32::<crate::dtype::Int32>(1000, huge);
}

/// Products along a last axis of at most 32 values (side by side in
/// vector lanes) equal each row's chain from 1 in order with flushing
/// multiplications, bit for bit: rows of every length around the
/// vectors and the window, factors that overflow, underflow into
/// subnormals (flushed) and hold NaNs, infinities and zeros of both
/// signs; `bfloat16` rows (multiplied in `float32`, rounded once), and
/// the shapes of `keepdims` and a negative axis.
#[test]
fn short_row_products_equal_each_row_s_chain() {
    for width in (1..=33).chain([64]) {
        let rows = 37;
        let values: Vec<f32> = (0..rows * width)
            .map(|i| match tricky(i, i / 5) {
                x if x.is_finite() && x.abs() > 1e-30 => {
                    // Factors of every size, so that chains overflow
                    // and underflow.
                    let scale = [1.0, 1e-20, 1e20, 3e-38][i % 4];
                    (x * scale) as f32
                }
                x => x as f32,
            })
            .collect();
        let m = Tensor::<Float32>::from_shape_vec(&[rows, width], values.clone()).unwrap();
        let products = m.prod_axis(1).unwrap().to_vec();
        for (r, (got, row)) in products.iter().zip(values.chunks_exact(width)).enumerate() {
            let want = row.iter().fold(1.0_f32, |a, &x| Arith::mul(a, x));
            let same = got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan());
            assert!(same, "row {r} of [{rows}, {width}]: {got} vs {want}");
        }
        let kept = m.prod_axes(-1, true).unwrap();
        assert_eq!(kept.shape(), &[rows, 1]);
        assert_eq!(bits(&kept.to_vec()), bits(&products));
        let h = m.cast::<crate::dtype::BFloat16>();
        let wide = h.cast::<Float32>().prod_axis(1).unwrap().to_vec();
        let narrow: Vec<f32> = h.prod_axis(1).unwrap().iter().map(|x| x.to_f32()).collect();
        let rounded: Vec<f32> = wide
            .iter()
            .map(|&x| half::bf16::from_f32(x).to_f32())
            .collect();
        assert_eq!(bits(&narrow), bits(&rounded), "bfloat16 rows of {width}");
    }
    fn bits(v: &[f32]) -> Vec<u32> {
        v.iter()
            .map(|x| if x.is_nan() { u32::MAX } else { x.to_bits() })
            .collect()
    }
}

/// The squared deviations by the hardware's operations under XLA's mode
/// give the bits of the flushing ones: values whose deviations from the
/// mean are subnormal, subnormal values, both widths, both sizes.
#[test]
fn hardware_squares_equal_the_flushing_ones() {
    for n in [4096, 5000, 70_000] {
        let wide: Vec<f64> = (0..n)
            .map(|i| match i % 5 {
                0 => f64::from(f32::MIN_POSITIVE) * 1.5,
                1 => f64::from(f32::MIN_POSITIVE) / 4.0,
                _ => tricky(i, 2) * 1e-3,
            })
            .collect();
        let narrow: Vec<f32> = wide.iter().map(|&x| x as f32).collect();
        let mean32 = f32::MIN_POSITIVE * 1.25;
        let flushing = |x: f32| {
            let d = NumericElem::sub(x, mean32);
            Arith::mul(d, d)
        };
        let values = Values::<_, core::iter::Empty<f32>>::Slice(&narrow);
        let hardware: f32 = real_squares::<f32, f32, f32>(&values, n, mean32).unwrap();
        let reference: f32 = sum_as(values, n, flushing);
        assert_eq!(hardware.to_bits(), reference.to_bits(), "f32, {n}");
        let mean64 = f64::MIN_POSITIVE * 3.0;
        let flushing = |x: f64| {
            let d = NumericElem::sub(x, mean64);
            Arith::mul(d, d)
        };
        let values = Values::<_, core::iter::Empty<f64>>::Slice(&wide);
        let hardware: f64 = real_squares::<f64, f64, f64>(&values, n, mean64).unwrap();
        let reference: f64 = sum_as(values, n, flushing);
        assert_eq!(hardware.to_bits(), reference.to_bits(), "f64, {n}");
    }
}

/// `argmax` and `argmin` along an outer axis (each column's extremum,
/// then its first row) are each column's scan: values of few levels
/// (many ties), NaNs, zeros of both signs, subnormals and infinities,
/// columns whose values are all below zero but for a zero and a tiny
/// one; along the first axis and a middle one, columns around the
/// bands, `float32`, `float64`, `int32`, `int8` and `bfloat16`.
#[test]
fn column_arg_extrema_equal_each_column_s_scan() {
    fn check<D: Reduce + Ordered>(shape: &[usize], axis: usize) {
        let len: usize = shape.iter().product();
        let inner: usize = shape[axis + 1..].iter().product();
        let values: Vec<D::Elem> = (0..len)
            .map(|i| {
                let x = tricky(i, i / 3);
                let level = if x.is_finite() && x.abs() > 1e-30 {
                    (x * 4.0).round()
                } else {
                    x
                };
                match (i % inner) % 5 {
                    1 if i / inner % 7 == 3 => 3e-6,
                    1 if i / inner % 7 == 4 => 0.0,
                    1 => -level.abs() - 1.0,
                    _ => level,
                }
                .cast()
            })
            .collect();
        let x = Tensor::<D>::from_shape_vec(shape, values.clone()).unwrap();
        let (argmax, argmin) = (x.argmax_axis(axis).unwrap(), x.argmin_axis(axis).unwrap());
        let n = shape[axis];
        let outer: usize = shape[..axis].iter().product();
        for o in 0..outer {
            for j in 0..inner {
                let column = (0..n).map(|r| values[(o * n + r) * inner + j]);
                let what = std::format!("column {o}, {j} of {shape:?} along {axis}, {}", D::NAME);
                let first_max = arg_extremum(column.clone(), |x, b| Arith::lt(b, x));
                let first_min = arg_extremum(column, Arith::lt);
                assert_eq!(
                    Some(argmax.to_vec()[o * inner + j]),
                    first_max,
                    "argmax of {what}"
                );
                assert_eq!(
                    Some(argmin.to_vec()[o * inner + j]),
                    first_min,
                    "argmin of {what}"
                );
            }
        }
    }
    for (shape, axis) in [
        (&[37, 5][..], 0),
        (&[200, 1030], 0),
        (&[3, 40, 9], 1),
        (&[1, 2], 0),
        (&[64, 2, 3], 0),
    ] {
        check::<Float32>(shape, axis);
        check::<Float64>(shape, axis);
        check::<crate::dtype::Int32>(shape, axis);
        check::<crate::dtype::Int8>(shape, axis);
        check::<crate::dtype::BFloat16>(shape, axis);
    }
}

/// Variances and first extrema along an outer axis of a tensor not in
/// standard layout (a transposed view, copied once for both passes)
/// are those of its copy in standard layout.
#[test]
fn column_reductions_of_views_are_their_copies() {
    let values = (0..5000).map(|i| tricky(i, i / 7) as f32).collect();
    let x = Tensor::<Float32>::from_shape_vec(&[50, 100], values).unwrap();
    let view = x.t();
    let copy = Tensor::<Float32>::from_array(view.array.as_standard_layout().into_owned());
    let bits = |t: Tensor<Float32>| std::format!("{:?}", t.to_vec());
    assert_eq!(
        bits(view.var_axis(0).unwrap()),
        bits(copy.var_axis(0).unwrap())
    );
    assert_eq!(
        view.argmax_axis(0).unwrap().to_vec(),
        copy.argmax_axis(0).unwrap().to_vec()
    );
    assert_eq!(
        view.argmin_axis(0).unwrap().to_vec(),
        copy.argmin_axis(0).unwrap().to_vec()
    );
}

/// `all` and `any` by blocks are the scans': lengths around the block,
/// the one deciding value first, last, in the middle, in the second
/// block, or absent; `f32` values read as `jnp` reads them (NaN is true,
/// zeros of both signs false), whole and along both axes.
#[test]
fn all_and_any_by_blocks_are_the_scans() {
    for n in [0_usize, 1, 2, 1023, 1024, 1025, 2049, 5000] {
        let places = [
            None,
            Some(0),
            Some(n / 2),
            Some(n.saturating_sub(1)),
            Some(1500),
        ];
        for at in places.into_iter().filter(|at| at.is_none_or(|at| at < n)) {
            for (base, odd) in [
                (1.0_f32, 0.0_f32),
                (0.0, f32::NAN),
                (-0.0, -2.5),
                (f32::NAN, -0.0),
            ] {
                let mut values = std::vec![base; n];
                if let Some(at) = at {
                    values[at] = odd;
                }
                let truth = |x: f32| truth::<Float32>(x);
                let what = std::format!("{n} values of {base}, {odd} at {at:?}");
                assert_eq!(
                    decided::<_, true>(&values, truth),
                    values.iter().all(|&x| truth(x)),
                    "all, {what}"
                );
                assert_eq!(
                    decided::<_, false>(&values, truth),
                    values.iter().any(|&x| truth(x)),
                    "any, {what}"
                );
                let t = Tensor::<Float32>::from_vec(values.clone());
                assert_eq!(
                    t.all().to_vec()[0],
                    values.iter().all(|&x| truth(x)),
                    "{what}"
                );
                assert_eq!(
                    t.any().to_vec()[0],
                    values.iter().any(|&x| truth(x)),
                    "{what}"
                );
                if n % 2 == 0 && n > 0 {
                    let m = t.reshape(&[2, n / 2]).unwrap();
                    let rows: Vec<bool> = values
                        .chunks(n / 2)
                        .map(|r| r.iter().all(|&x| truth(x)))
                        .collect();
                    assert_eq!(m.all_axis(1).unwrap().to_vec(), rows, "rows, {what}");
                    let rows: Vec<bool> = values
                        .chunks(n / 2)
                        .map(|r| r.iter().any(|&x| truth(x)))
                        .collect();
                    assert_eq!(m.any_axis(1).unwrap().to_vec(), rows, "rows, {what}");
                }
            }
        }
    }
}

/// The variances along an outer axis, from the column kernel of squared
/// deviations, are JAX's steps done one at a time by the crate's other
/// operations: the means (`mean_axes`, kept for broadcasting), the
/// deviations and their squares elementwise, the squares' column sums
/// (`sum_axis`), divided by `n`; along the first and a middle axis, one
/// block of rows and several, columns around the vectors and the bands,
/// `float32`, `float64` and `bfloat16` (computed in `float32`, rounded
/// once), with NaNs, infinities, zeros, subnormals and ordinary values.
/// `std_axis` is their square roots.
#[test]
fn column_variances_are_jax_s_steps() {
    macro_rules! check {
        ($d:ty, $c:ty, $shape:expr, $axis:expr) => {{
            let (shape, axis): (&[usize], usize) = ($shape, $axis);
            let len = shape.iter().product();
            let values = (0..len).map(|i| tricky(i, i / 7) * 100.0).collect();
            let x = Tensor::<Float64>::from_shape_vec(shape, values)
                .unwrap()
                .cast::<$d>();
            let wide = x.cast::<$c>();
            let mean = wide.mean_axes(axis, true).unwrap();
            let deviations = &wide - &mean;
            let sums = (&deviations * &deviations).sum_axis(axis).unwrap();
            let count = (shape[axis] as u64).cast();
            let steps: Vec<<$d as DType>::Elem> = sums
                .iter()
                .map(|s| FloatElem::div(s, count).cast())
                .collect();
            let bits = |v: &[<$d as DType>::Elem]| std::format!("{v:?}");
            let var = x.var_axis(axis).unwrap().to_vec();
            let what = std::format!("{} {shape:?} axis {axis}", <$d>::NAME);
            assert_eq!(bits(&var), bits(&steps), "{what}");
            let roots: Vec<_> = steps.iter().map(|&v| v.unary(FloatFn::Sqrt)).collect();
            assert_eq!(
                bits(&x.std_axis(axis).unwrap().to_vec()),
                bits(&roots),
                "std, {what}"
            );
        }};
    }
    for (shape, axis) in [
        (&[1000, 5][..], 0),
        (&[64, 70], 0),
        (&[300, 17], 0),
        (&[3, 400, 9], 1),
        (&[50, 3, 40], 0),
        (&[2, 3, 5000], 1),
    ] {
        check!(Float32, Float32, shape, axis);
        check!(Float64, Float64, shape, axis);
        check!(crate::dtype::BFloat16, Float32, shape, axis);
    }
}

/// The variances of rows batched through the lane kernels are, bit for
/// bit, each row's own [`variance`] (the lane at a time that `var_axis`
/// takes elsewhere): rows from 1 to a tile's length and one past it,
/// `float32`, `float64`, the half types (computed in `float32`) and
/// `int8`, with NaNs, infinities, zeros, subnormals and ordinary values.
#[test]
fn batched_row_variances_equal_each_row_s_own() {
    fn check<D: Reduce + Inexact>(shape: &[usize]) {
        let len = shape.iter().product();
        let values = (0..len).map(|i| tricky(i, i / 7) * 100.0).collect();
        let x = Tensor::<Float64>::from_shape_vec(shape, values)
            .unwrap()
            .cast::<D>();
        let axis = shape.len() - 1;
        let each = x.along(axis, |l| x.variance_of(lane(l), x.len())).unwrap();
        let batched = x.var_axis(axis).unwrap();
        let bits = |v: Vec<<D::Variance as DType>::Elem>| std::format!("{v:?}");
        assert_eq!(
            bits(batched.to_vec()),
            bits(each.iter().copied().collect()),
            "{} {shape:?}",
            D::NAME
        );
    }
    for shape in [
        &[4096, 1][..],
        &[1250, 8],
        &[300, 17],
        &[2, 3, 700],
        &[2, 32_768],
        &[1, 32_769],
    ] {
        check::<Float32>(shape);
        check::<Float64>(shape);
        check::<crate::dtype::Int8>(shape);
    }
    check::<crate::dtype::Float16>(&[1250, 8]);
    check::<crate::dtype::BFloat16>(&[600, 33]);
}

/// The lanes' fold and search give what the fold from the left and the
/// first-best scan give, bit for bit (NaN payloads aside): `max`, `min`,
/// `argmax`, `argmin` of `f32`, `f64` and `int16`, whole and along each
/// axis, at lengths around the lanes and the blocks.
#[test]
fn vectorised_extrema_equal_the_fold_from_the_left() {
    fn check<D: Reduce<Extremum = D> + Ordered>(n: usize) {
        let values: Vec<D::Elem> = (0..n).map(|i| tricky(i, n).cast()).collect();
        let bits = |x: D::Elem| std::format!("{x:?}");
        for (pick, better, name) in [
            (
                Arith::max as Pick<D>,
                (|x, b| Arith::lt(b, x)) as fn(_, _) -> bool,
                "max",
            ),
            (Arith::min, Arith::lt, "min"),
        ] {
            let left = Values::<_, core::iter::Empty<_>>::Slice(&values).accumulate(None, pick);
            let lanes = Values::<_, core::iter::Empty<_>>::Slice(&values).accumulate_free(
                None,
                |x| x,
                pick,
            );
            let nan = |x: Option<D::Elem>| x.is_some_and(|x| !Arith::eq(x, x));
            assert_eq!(nan(left), nan(lanes), "{name} of {n}: NaN");
            if !nan(left) {
                assert_eq!(left.map(bits), lanes.map(bits), "{name} of {n}");
            }
            assert_eq!(
                arg_extremum(values.iter().copied(), better),
                first_extremum::<D>(&values, pick),
                "arg{name} of {n}"
            );
        }
        // Along each axis of a [rows, width] tensor: columns and lanes
        // (rows shorter than a vector, than eight, and longer).
        for width in [7, 37, 300] {
            let rows = n / width;
            if rows == 0 {
                continue;
            }
            let m = Tensor::<D>::from_vec(values[..rows * width].to_vec())
                .reshape(&[rows, width])
                .unwrap();
            for axis in 0..2 {
                let got = m.max_axis(axis).unwrap().to_vec();
                let arg = m.argmax_axis(axis).unwrap().to_vec();
                for (j, (g, a)) in got.into_iter().zip(arg).enumerate() {
                    let lane: Vec<D::Elem> = if axis == 0 {
                        (0..rows).map(|r| values[r * width + j]).collect()
                    } else {
                        values[j * width..(j + 1) * width].to_vec()
                    };
                    let want = lane.iter().copied().reduce(Arith::max).unwrap();
                    let what = std::format!("{n} values as [{rows}, {width}] along {axis}");
                    assert_eq!(Arith::eq(g, g), Arith::eq(want, want), "max of {what}: NaN");
                    if Arith::eq(want, want) {
                        assert_eq!(bits(g), bits(want), "max of {what}");
                    }
                    let first = arg_extremum(lane.iter().copied(), |x, b| Arith::lt(b, x));
                    assert_eq!(Some(a), first, "argmax of {what}");
                }
            }
        }
    }
    for n in [
        1,
        2,
        15,
        16,
        17,
        33,
        100,
        1000,
        BLOCK - 1,
        BLOCK + 17,
        3 * BLOCK + 5,
    ] {
        check::<Float32>(n);
        check::<Float64>(n);
        check::<Int16>(n);
    }
}

/// Running sums and products in chunks, with the hardware's operations
/// for `f32` and `f64`, give the one-step-at-a-time scan's bits, along
/// one lane and along each axis, across chunk boundaries; subnormal sums
/// flush.
#[test]
fn running_sums_in_chunks_equal_the_plain_scan() {
    fn check<D: Reduce<Cumulative = D>>(n: usize, inner: usize) {
        let values: Vec<D::Elem> = (0..n * inner)
            .map(|i| {
                let x = tricky(i, 1);
                (if x.is_finite() { x * 1.5 + 0.25 } else { 1.0 }).cast()
            })
            .collect();
        let t = Tensor::<D>::from_vec(values.clone())
            .reshape(&[n, inner])
            .unwrap();
        for (running, op, init) in [
            (Running::Sum, Arith::add as Pick<D>, false),
            (Running::Product, Arith::mul, true),
        ] {
            let mut want = values.clone();
            scan(&mut want, 0, inner, init.cast(), op);
            let got = match running {
                Running::Sum => t.cumsum_axis(0).unwrap(),
                Running::Product => t.cumprod_axis(0).unwrap(),
            };
            let bits = |v: Vec<D::Elem>| std::format!("{v:?}");
            assert_eq!(bits(got.to_vec()), bits(want.clone()), "{n} x {inner}");
            if inner == 1 {
                let flat = match running {
                    Running::Sum => t.cumsum(),
                    Running::Product => t.cumprod(),
                };
                assert_eq!(bits(flat.to_vec()), bits(want), "{n}");
            }
        }
    }
    for (n, inner) in [
        (1, 1),
        (5000, 1),
        (9000, 1),
        (3000, 3),
        (70, 100),
        (2, 5000),
    ] {
        check::<Float32>(n, inner);
        check::<Float64>(n, inner);
        check::<Int16>(n, inner);
    }
    let tiny = f32::MIN_POSITIVE / 4.0;
    let t = Tensor::<Float32>::from_vec(std::vec![tiny, tiny, 1.0]);
    assert_eq!(t.cumsum().to_vec(), [0.0, 0.0, 1.0]);
}
