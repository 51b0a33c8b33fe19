//! Reductions over the whole tensor and along an axis, with JAX's result
//! dtypes ([`Reduce`]): `sum` and `prod` of `Int8` are `Int64`, `mean` of
//! `Int8` is `Float32`, and so on.
//!
//! As in JAX, `bfloat16` and `float16` accumulate in `f32` and round once at
//! the end (`sum`, `prod`, `mean`, `var`, `std`); `cumsum` and `cumprod`
//! compute in their result's dtype, rounding at each step.
//!
//! Float sums (`sum`, `mean`, `var`, `std` of `f32`, `f64` and the half
//! types) add in XLA's order (`numerics::reduce`), whole and along any axis:
//! JAX's bits where XLA's tiles are reproduced (`tests/jax_sum_order.rs`).
//! `prod` and the sums of other dtypes fold blocks of 16,384 elements in
//! row-major order, each from the identity, then the blocks' results in
//! order: on the threads of the current rayon pool for a large contiguous
//! tensor (`numerics::parallel`), on this thread otherwise, with the same
//! result either way. `max` and `min` of the real dtypes give the same bits
//! in any order (NaN wins, `+0.0` is above `-0.0`, subnormals are zeros), so
//! each block is folded in 32 independent lanes, vectorised; along an outer
//! axis whole rows are folded at a time, the columns side by side. `argmax`
//! and `argmin` of a contiguous lane take the extremum so and then search
//! for its first occurrence (or the first NaN), which is the index a scan in
//! order finds; `any` and `all` scan the blocks and take the first answer in
//! order. Reductions along an axis reduce each lane so, the lanes of a large
//! tensor in parallel.
//!
//! `cumsum` and `cumprod` run in the result's dtype one step at a time, in
//! order along each lane (XLA's order), a few KiB at a time converted and
//! scanned while in the cache, whole rows at a time along an outer axis;
//! `f32` and `f64` with the hardware's operations under XLA's float mode.
//!
//! `argmax`, `argmin`, `any`, `all`, `cumsum`, `cumprod`, `var` and `std` are
//! checked against JAX for every dtype in `tests/jax_reductions.rs`.

use core::any::TypeId;
use std::vec;
use std::vec::Vec;

use ndarray::{ArrayD, ArrayView1, ArrayViewD, Axis, Slice};
use num_complex::Complex;

use super::axes::{Axes, AxisIndex, resolve};
use super::error::{check_output, refused};
use super::rules::{ComplexParts, CumulativeOf, Float, Inexact, Ordered, Reduce, SumOf};
use super::{ShapeError, Tensor, kernel};
use crate::kernels;
use crate::kernels::parallel::{BLOCK, reduce_blocks_iter, splits};
use crate::kernels::reduce::{
    Columns, SumFloat, WINDOW, Windows, XLA_EMITTED_BELOW, column_window_folds, float_scan,
    fold_columns, fold_lanes, plain_arg_extrema, plain_columns, plain_extrema, plain_extremum,
    position, product_windows, run_products, scan, squared_deviation, tile_len, window_fold,
    window_tree,
};
use crate::kernels::reduce_blocks;
use crate::scalar::{Arith, ElementSlice, FloatElem, FloatFn, NumericElem, RealFloat, SumKind};
use crate::simd;
use crate::{Bool, DType, Element, Float32, Int64, Policy, Stored, StoredFrom};

/// A reduction's input: a contiguous tensor's (or lane's) elements, which a
/// large reduction splits over the cores, or any other's, in row-major order.
#[derive(Clone)]
enum Values<'a, E, I> {
    Slice(&'a [E]),
    Iter(I),
}

impl<'a, E: Element, I: ExactSizeIterator<Item = E>> Values<'a, E, I> {
    fn len(&self) -> usize {
        match self {
            Values::Slice(slice) => slice.len(),
            Values::Iter(iter) => iter.len(),
        }
    }

    /// Folds the values, converted to `A`, with `op`: each block of
    /// [`BLOCK`] values from `init` (or from its first value, for `None`),
    /// then the blocks' results in order, whatever the number of threads.
    /// `None` for no values and no `init`.
    fn accumulate<A: Element>(
        self,
        init: Option<A>,
        op: impl Fn(A, A) -> A + Copy + Sync,
    ) -> Option<A> {
        self.accumulate_map(init, Element::cast, op)
    }

    /// [`accumulate`](Self::accumulate) of the values mapped by `map`.
    fn accumulate_map<A: Element>(
        self,
        init: Option<A>,
        map: impl Fn(E) -> A + Copy + Sync,
        op: impl Fn(A, A) -> A + Copy + Sync,
    ) -> Option<A> {
        match self {
            Values::Slice(slice) => accumulate_slice(slice, init, map, op),
            Values::Iter(iter) => {
                let blocks =
                    reduce_blocks_iter(iter, |b| fold_block(b.map(map), init, op), either(op));
                blocks.flatten().or(init)
            }
        }
    }

    /// [`accumulate_map`](Self::accumulate_map) for an `op` whose result
    /// does not depend on the order (see [`fold_lanes`]): each block of a
    /// slice is folded in independent lanes, vectorised.
    fn accumulate_free<A: Element>(
        self,
        init: Option<A>,
        map: impl Fn(E) -> A + Copy + Sync,
        op: impl Fn(A, A) -> A + Copy + Sync,
    ) -> Option<A> {
        let Values::Slice(slice) = self else {
            return self.accumulate_map(init, map, op);
        };
        accumulate_free_slice(slice, init, map, op)
    }
}

// The slices' folds are functions of their own, not generic over the
// iterator type of `Values`, so that the reductions of a whole tensor and
// of its lanes (two iterator types) share one copy of each.

/// [`Values::accumulate_map`] of a slice.
fn accumulate_slice<E: Element, A: Element>(
    slice: &[E],
    init: Option<A>,
    map: impl Fn(E) -> A + Copy + Sync,
    op: impl Fn(A, A) -> A + Copy + Sync,
) -> Option<A> {
    let blocks = reduce_blocks(
        slice,
        |_, b| fold_block(b.iter().copied().map(map), init, op),
        either(op),
    );
    blocks.flatten().or(init)
}

/// [`Values::accumulate_free`] of a slice.
fn accumulate_free_slice<E: Element, A: Element>(
    slice: &[E],
    init: Option<A>,
    map: impl Fn(E) -> A + Copy + Sync,
    op: impl Fn(A, A) -> A + Copy + Sync,
) -> Option<A> {
    let combine = either(op);
    let block = |_, b: &[E]| combine(init, fold_lanes(b, &map, &op));
    reduce_blocks(slice, block, combine).flatten().or(init)
}

/// `op` of two optional values: of both where both are there, else the one
/// that is.
fn either<A>(op: impl Fn(A, A) -> A + Copy) -> impl Fn(Option<A>, Option<A>) -> Option<A> + Copy {
    move |a, b| match (a, b) {
        (Some(a), Some(b)) => Some(op(a, b)),
        (a, b) => a.or(b),
    }
}

/// Whether `A` is an integer type, whose sums wrap and so give the same
/// bits in any order.
fn wrapping_sum<A: Element>() -> bool {
    use ElementSlice::{I8, I16, I32, I64, U8, U16, U32, U64};
    let kind = A::as_slice_of(&[]);
    matches!(
        kind,
        I8(_) | I16(_) | I32(_) | I64(_) | U8(_) | U16(_) | U32(_) | U64(_)
    )
}

/// Whether `max` and `min` of `A` give the same bits in any order, so that
/// they fold in independent lanes: the real types, not the extended floats
/// (which compute in a wider format) and not complex numbers (compared by
/// flushed parts, whose ties keep one operand's unflushed bits).
fn order_free<A: Element>() -> bool {
    !A::MINIFLOAT
        && TypeId::of::<A>() != TypeId::of::<Complex<f32>>()
        && TypeId::of::<A>() != TypeId::of::<Complex<f64>>()
}

/// The values of a lane along an axis.
fn lane<'a, E: Element>(
    lane: ArrayView1<'a, E>,
) -> Values<'a, E, impl ExactSizeIterator<Item = E> + Clone + 'a> {
    match lane.to_slice() {
        Some(slice) => Values::Slice(slice),
        None => Values::Iter(lane.into_iter().copied()),
    }
}

/// One block of a reduction: `values` folded with `op` from `init` or from
/// the first value.
#[inline]
fn fold_block<A: Element>(
    mut values: impl Iterator<Item = A>,
    init: Option<A>,
    op: impl Fn(A, A) -> A,
) -> Option<A> {
    let first = match init {
        Some(init) => init,
        None => values.next()?,
    };
    Some(values.fold(first, op))
}

fn sum<E: Element, S: DType>(values: Values<'_, E, impl ExactSizeIterator<Item = E>>) -> S::Elem {
    let total = values.len();
    sum_as(values, total, Element::cast)
}

/// The sum of the values mapped to `A` by `map`, in XLA's order for a float
/// (`numerics::reduce`; `total` is the number of elements of the tensor
/// reduced, which picks XLA's way), from zero in order for the rest.
fn sum_as<E: Element, A: Element>(
    values: Values<'_, E, impl ExactSizeIterator<Item = E>>,
    total: usize,
    map: impl Fn(E) -> A + Copy + Sync,
) -> A {
    // Only `A`'s branch is compiled ([`Element::Sum`]).
    A::Sum::pick(
        values,
        |values| xla_sum::<E, f32>(values, total, then_cast(map)).cast(),
        |values| xla_sum::<E, f64>(values, total, then_cast(map)).cast(),
        |values| {
            let zero = false.cast::<A>();
            values
                .accumulate_map(Some(zero), map, Arith::add)
                .unwrap_or(zero)
        },
    )
}

/// `map` then a cast to `T`. A function of its own, so that the closure's
/// type does not depend on the iterator type of the caller's `Values`, and
/// the sums of a whole tensor and of its lanes share one copy of the kernels.
fn then_cast<E, A: Element, T: Element>(
    map: impl Fn(E) -> A + Copy + Sync,
) -> impl Fn(E) -> T + Copy + Sync {
    move |x| map(x).cast()
}

/// A float sum in XLA's order: its own tree of windows below
/// [`XLA_EMITTED_BELOW`] elements, YNNPACK's from there, whose tiles run on
/// the pool's threads (the same result on any number of them).
fn xla_sum<E: Element, T: SumFloat + Element>(
    values: Values<'_, E, impl ExactSizeIterator<Item = E>>,
    total: usize,
    map: impl Fn(E) -> T + Copy + Sync,
) -> T {
    if total < XLA_EMITTED_BELOW {
        return match values {
            Values::Slice(slice) => window_tree(slice.iter().map(|&x| map(x))),
            Values::Iter(iter) => window_tree(iter.map(map)),
        };
    }
    match values {
        Values::Slice(slice) => tiled_sum(slice, map),
        Values::Iter(iter) => tiled_sum(&iter.collect::<Vec<E>>(), map),
    }
}

/// [`SumFloat::lane`] of a long lane, its tiles summed on the pool's threads
/// and their sums then summed, as the lane sum does on one thread.
fn tiled_sum<E: Element, T: SumFloat + Element>(values: &[E], map: impl Fn(E) -> T + Sync) -> T {
    let tile = tile_len::<T>();
    if values.len() <= tile || !splits(values.len()) {
        return T::lane(values, &map);
    }
    let mut partials = vec![T::ZERO; values.len().div_ceil(tile)];
    kernels::on_weighted_rows(&mut partials, 1, tile, |tiles, piece| {
        for (slot, t) in piece.iter_mut().zip(tiles) {
            let run = &values[t * tile..((t + 1) * tile).min(values.len())];
            *slot = T::lane(run, &map);
        }
    });
    // A function, not a closure, so that one copy serves every caller.
    T::lane(&partials, &core::convert::identity)
}

/// A reduction of `x` over `axes` by `op` from `init` in `A`, in the order
/// XLA's CPU code folds it: each output's values in row-major order of the
/// reduced axes, by [`window_fold`] (windows along the innermost reduced
/// axis, through the outer ones). With `keepdims`, the reduced axes are
/// kept with length 1. `windows` folds whole windows side by side, as
/// `window_fold` says.
///
/// Where XLA converts the input in the same loop and the innermost reduced
/// axis is short, its vectorised loop can fold that axis first (a `[2, 3,
/// 4]` `float32` tensor summed over axes 0 and 2 with `dtype=float16`):
/// there the last bits can differ from JAX's.
fn fold_runs<E: Element, A: Element>(
    x: ArrayViewD<'_, E>,
    axes: &Axes,
    keepdims: bool,
    init: A,
    map: impl Fn(E) -> A + Sync,
    op: impl Fn(A, A) -> A + Copy + Sync,
    windows: Option<Windows<A>>,
) -> Result<ArrayD<A>, ShapeError> {
    let shape = x.shape().to_vec();
    let axes = axes.resolve(shape.len())?;
    let kept: Vec<usize> = (0..shape.len()).filter(|a| !axes.contains(a)).collect();
    let out_shape: Vec<usize> = match keepdims {
        true => (0..shape.len())
            .map(|a| if axes.contains(&a) { 1 } else { shape[a] })
            .collect(),
        false => kept.iter().map(|&a| shape[a]).collect(),
    };
    let len = check_output::<A>(&out_shape)?;
    let reduced: usize = axes.iter().map(|&a| shape[a]).product();
    let inner = axes.last().map_or(1, |&a| shape[a]);
    let outer = reduced.checked_div(inner).unwrap_or(1);
    let mut out = Vec::new();
    out.try_reserve_exact(len)
        .map_err(refused::<A>(&out_shape))?;
    out.resize(len, init);
    // (No outputs, or no values for each: nothing to fold; a shape such as
    // `[0, 2⁶⁰]` reduced along its long axis has the first.)
    if reduced > 0 && len > 0 {
        // Each output's values as a contiguous run: the tensor's own
        // memory where the reduced axes are its last ones (converted as
        // they are read), a copy in that order otherwise.
        let order: Vec<usize> = kept.iter().chain(&axes).copied().collect();
        let adjacent = axes.windows(2).all(|pair| pair[1] == pair[0] + 1);
        let lanes = x.view().permuted_axes(order);
        match (lanes.as_slice(), x.as_slice()) {
            (Some(slice), _) => window_folds(&mut out, slice, outer, init, &map, op, windows),
            (None, Some(slice)) if adjacent => {
                // Adjacent reduced axes followed by kept ones, in memory's
                // order: each output's values are a column of a block of
                // rows, folded in place.
                let blocks: usize = shape[..axes[0]].iter().product();
                let run = (outer, inner, len / blocks);
                column_folds(&mut out, slice, run, init, &map, op, windows);
            }
            (None, _) => {
                let mut values = Vec::new();
                values
                    .try_reserve_exact(lanes.len())
                    .map_err(refused::<A>(&shape))?;
                values.extend(lanes.iter().map(|&v| map(v)));
                window_folds(&mut out, &values, outer, init, |a| a, op, windows);
            }
        }
    }
    Ok(ArrayD::from_shape_vec(out_shape, out).expect("one element per lane"))
}

/// `out[i]` = [`window_fold`] of the `i`-th run of `values` (runs of
/// `values.len() / out.len()`), the outputs on the pool's threads, each
/// folded by one call (so the split changes no bits).
fn window_folds<E: Copy + Sync + 'static, A: Copy + Send + Sync + 'static>(
    out: &mut [A],
    values: &[E],
    outer: usize,
    init: A,
    map: impl Fn(E) -> A + Sync,
    op: impl Fn(A, A) -> A + Copy + Sync,
    windows: Option<Windows<A>>,
) {
    let run = values.len() / out.len().max(1);
    kernels::on_weighted_rows(out, 1, run, |rows, piece| {
        let lanes = values[rows.start * run..].chunks_exact(run);
        for (o, lane) in piece.iter_mut().zip(lanes) {
            *o = window_fold(lane, &map, outer, init, op, windows);
        }
    });
}

/// `out[i]` = [`window_fold`] of output `i`'s values where they are the
/// columns of blocks of rows (`outer * n` rows of `stride` values each, a
/// block per `stride` outputs; `n` values of the innermost reduced axis):
/// [`column_window_folds`] on the pool's threads, split by columns for one
/// block, by blocks otherwise (each column folded alone, so the split
/// changes no bits).
fn column_folds<E: Copy + Sync + 'static, A: Copy + Send + Sync + 'static>(
    out: &mut [A],
    values: &[E],
    (outer, n, stride): (usize, usize, usize),
    init: A,
    map: impl Fn(E) -> A + Sync,
    op: impl Fn(A, A) -> A + Copy + Sync,
    windows: Option<Windows<A>>,
) {
    let block = outer * n * stride;
    if out.len() == stride {
        kernels::on_weighted_rows(out, 1, outer * n, |columns, piece| {
            let at = (outer, n, stride, columns.start);
            column_window_folds(values, at, piece, &map, init, op, windows);
        });
    } else {
        kernels::on_weighted_rows(out, stride, block, |blocks, piece| {
            for (b, piece) in blocks.zip(piece.chunks_exact_mut(stride)) {
                let values = &values[b * block..(b + 1) * block];
                column_window_folds(
                    values,
                    (outer, n, stride, 0),
                    piece,
                    &map,
                    init,
                    op,
                    windows,
                );
            }
        });
    }
}

/// The mean as JAX computes it: the sum times the reciprocal of the count;
/// for an extended float, the sum divided by the count in its format.
fn mean<E: Element, M: Float>(values: Values<'_, E, impl ExactSizeIterator<Item = E>>) -> M::Elem {
    let n = values.len();
    if M::Elem::MINIFLOAT {
        FloatElem::div(sum::<E, M>(values), (n as u64).cast())
    } else if M::Elem::HALF {
        let total = sum_as::<E, f32>(values, n, Element::cast);
        Arith::mul(total, reciprocal(n)).cast()
    } else {
        let total = sum::<E, M>(values);
        Arith::mul(total, FloatElem::div(true.cast(), (n as u64).cast()))
    }
}

/// `1 / n` in `f32`, flushing as XLA does.
fn reciprocal(n: usize) -> f32 {
    RealFloat::flush(1.0 / n as f32)
}

/// `max` (`MAX`) or `min` of two elements, as JAX's `maximum` and `minimum`.
#[inline(always)]
fn pick<A: Element, const MAX: bool>(a: A, b: A) -> A {
    if MAX {
        Arith::max(a, b)
    } else {
        Arith::min(a, b)
    }
}

/// The maximum (`MAX`) or minimum, or `None` for no values.
fn extremum<E: Element, X: DType, const MAX: bool>(
    values: Values<'_, E, impl ExactSizeIterator<Item = E>>,
) -> Option<X::Elem> {
    if values.len() == 0 {
        return None;
    }
    if let Some(found) = plain::<E, X::Elem, MAX>(&values) {
        return Some(found);
    }
    let init = X::Elem::extremum_identity();
    let pick = pick::<X::Elem, MAX>;
    if order_free::<X::Elem>() {
        values.accumulate_free(init, Element::cast, pick)
    } else {
        values.accumulate(init, pick)
    }
}

/// The extremum of contiguous `f32` or `f64` values by plain comparisons
/// ([`plain_extremum`]), a block at a time on the pool's threads, where that
/// is the exact fold's; `None` where it may not be, for other types and
/// for values that are not contiguous.
fn plain<E: Element, A: Element, const MAX: bool>(
    values: &Values<'_, E, impl ExactSizeIterator<Item = E>>,
) -> Option<A> {
    let Values::Slice(slice) = values else {
        return None;
    };
    if TypeId::of::<E>() != TypeId::of::<A>() {
        return None;
    }
    match E::as_slice_of(slice) {
        ElementSlice::F32(values) => plain_blocks::<f32, MAX>(values).map(Element::cast),
        ElementSlice::F64(values) => plain_blocks::<f64, MAX>(values).map(Element::cast),
        _ => None,
    }
}

/// The columns' extrema of `f32` or `f64` values by plain comparisons
/// ([`plain_columns`]) into `out`, and `true`, where they are the exact
/// fold's; `false` for other types and where they may not be.
fn plain_columns_into<E: Element, A: Element, const MAX: bool>(
    values: &[E],
    at: Columns,
    out: &mut [A],
) -> bool {
    fn into<T: SumFloat + Element, A: Element, const MAX: bool>(
        values: &[T],
        at: Columns,
        out: &mut [A],
    ) -> bool {
        let mut found = vec![T::ZERO; out.len()];
        let exact = plain_columns::<T, MAX>(values, at, &mut found);
        if exact {
            for (o, x) in out.iter_mut().zip(found) {
                *o = x.cast();
            }
        }
        exact
    }
    if TypeId::of::<E>() != TypeId::of::<A>() {
        return false;
    }
    match E::as_slice_of(values) {
        ElementSlice::F32(values) => into::<f32, A, MAX>(values, at, out),
        ElementSlice::F64(values) => into::<f64, A, MAX>(values, at, out),
        _ => false,
    }
}

/// The rows of a reduction along the last axis reduced at a time into a
/// buffer on the stack (the kernels' results before their conversion into
/// the output), instead of into a vector of the output's size.
const ROW_CHUNK: usize = 1024;

/// The extrema of the runs of `len` values (`len > 0`) into `out`: for `f32`
/// and `f64` values by plain comparisons ([`plain_extrema`]) where they are
/// the exact fold's (for rows of at most [`TRANSPOSED_ROW`] values of a type
/// that [`widens_exactly`], those of their `f32` values, [`widened_rows`]);
/// for rows as short of the other order-free types, the fold down the
/// columns of transposed rows ([`by_transposed_rows`]); `exact(r)` for the
/// other runs `r` and types.
fn rows_extrema<E: Element, A: Element, const MAX: bool>(
    values: &[E],
    len: usize,
    out: &mut [A],
    exact: impl Fn(usize) -> A,
) {
    fn into<T: SumFloat + Element, A: Element, const MAX: bool>(
        values: &[T],
        len: usize,
        out: &mut [A],
        exact: impl Fn(usize) -> A,
    ) {
        let mut found = [T::ZERO; ROW_CHUNK];
        let runs = values.chunks(ROW_CHUNK * len);
        for (c, (out, runs)) in out.chunks_mut(ROW_CHUNK).zip(runs).enumerate() {
            let found = &mut found[..out.len()];
            let every = plain_extrema::<T, MAX>(runs, len, found);
            cast_into(found, out);
            // The rows the fold decides (NaN), seldom any.
            if !every {
                for (r, (o, &best)) in out.iter_mut().zip(found.iter()).enumerate() {
                    if best.is_nan() {
                        *o = exact(c * ROW_CHUNK + r);
                    }
                }
            }
        }
    }
    // Plain comparisons where `E` is `A` (a real float's extremum is its
    // own), so that the casts change nothing.
    let plain = TypeId::of::<E>() == TypeId::of::<A>();
    match E::as_slice_of(values) {
        ElementSlice::F32(values) if plain => into::<f32, A, MAX>(values, len, out, exact),
        ElementSlice::F64(values) if plain => into::<f64, A, MAX>(values, len, out, exact),
        _ if plain && widens_exactly::<E>() && len <= TRANSPOSED_ROW => {
            // The values are `f32` values (the half types' subnormals
            // normal ones), compared as the exact fold compares them.
            widened_rows(values, len, out, |wide, first, out| {
                into::<f32, A, MAX>(wide, len, out, |r| exact(first + r));
            });
        }
        _ if A::extremum_identity().is_none() && order_free::<A>() && len <= TRANSPOSED_ROW => {
            by_transposed_rows(values, len, out, |columns, at, out| {
                fold_columns(columns, at, out, &Element::cast, &pick::<A, MAX>);
            });
        }
        _ => {
            for (r, o) in out.iter_mut().enumerate() {
                *o = exact(r);
            }
        }
    }
}

/// `out[i] = found[i].cast()`: the kernels' results in the output's type,
/// compiled for AVX2 where the CPU has it (the loop alone, in a generic
/// function, is compiled for the baseline's SSE2).
fn cast_into<S: Element, A: Element>(found: &[S], out: &mut [A]) {
    simd::vectorised(&mut || {
        for (o, &x) in out.iter_mut().zip(found) {
            *o = x.cast();
        }
    });
}

/// Whether every value of `E` is an `f32` value, compared as `f32`
/// compares it: `bfloat16`, `float16` and the 8- and 16-bit integers.
fn widens_exactly<E: Element>() -> bool {
    use ElementSlice::{BF16, F16, I8, I16, U8, U16};
    let kind = E::as_slice_of(&[]);
    matches!(kind, BF16(_) | F16(_) | I8(_) | I16(_) | U8(_) | U16(_))
}

/// `each(wide, first, out)` for each [`ROW_CHUNK`] rows of a type that
/// [`widens_exactly`] and their piece of `out`: the rows converted into
/// `f32` (exactly) in `wide`, `first` the index of their first row, so that
/// the plain kernels of `f32` find their extrema. The conversion is
/// compiled for AVX2 where the CPU has it.
fn widened_rows<E: Element, A>(
    values: &[E],
    len: usize,
    out: &mut [A],
    mut each: impl FnMut(&[f32], usize, &mut [A]),
) {
    let mut wide = vec![0.0; ROW_CHUNK.min(out.len()) * len];
    let runs = values.chunks(ROW_CHUNK * len);
    for (c, (out, runs)) in out.chunks_mut(ROW_CHUNK).zip(runs).enumerate() {
        let wide = &mut wide[..runs.len()];
        simd::vectorised(&mut || E::slice_to_f32(runs, wide));
        each(wide, c * ROW_CHUNK, out);
    }
}

/// The indices of the first extrema of the runs of `len` values (`len >
/// 0`) into `out`: for `f32` and `f64` values by plain comparisons
/// ([`plain_arg_extrema`]) where they are the exact scan's (for rows of at
/// most [`TRANSPOSED_ROW`] values of a type that [`widens_exactly`], those
/// of their `f32` values; for rows as short of the other order-free types,
/// a scan down the columns of transposed rows; rows of eight `int8` or
/// `uint8` values as 64-bit words, [`simd::first_extrema_of_eights`]),
/// and `exact(r)` for the other runs `r` and types.
fn rows_arg_extrema<E: Element, A: Element, const MAX: bool>(
    values: &[E],
    len: usize,
    out: &mut [A],
    exact: impl Fn(usize) -> A,
) {
    fn into<T: SumFloat, A: Element, const MAX: bool>(
        values: &[T],
        len: usize,
        out: &mut [A],
        exact: impl Fn(usize) -> A,
    ) {
        let mut found = [0; ROW_CHUNK];
        let runs = values.chunks(ROW_CHUNK * len);
        for (c, (out, runs)) in out.chunks_mut(ROW_CHUNK).zip(runs).enumerate() {
            let found = &mut found[..out.len()];
            let every = plain_arg_extrema::<T, MAX>(runs, len, found);
            cast_into(found, out);
            // The rows the scan decides (`i32::MIN`), seldom any.
            if !every {
                for (r, (o, &at)) in out.iter_mut().zip(found.iter()).enumerate() {
                    if at < 0 {
                        *o = exact(c * ROW_CHUNK + r);
                    }
                }
            }
        }
    }
    /// Rows of eight bytes by their kernels
    /// ([`simd::first_extrema_of_eights`]), [`ROW_CHUNK`] at a time.
    fn eights<E: Copy, A: Element>(values: &[E], out: &mut [A], kernel: impl Fn(&[E], &mut [u8])) {
        let mut found = [0_u8; ROW_CHUNK];
        for (out, rows) in out.chunks_mut(ROW_CHUNK).zip(values.chunks(8 * ROW_CHUNK)) {
            let found = &mut found[..out.len()];
            kernel(rows, found);
            cast_into(found, out);
        }
    }
    match E::as_slice_of(values) {
        ElementSlice::F32(values) => into::<f32, A, MAX>(values, len, out, exact),
        ElementSlice::F64(values) => into::<f64, A, MAX>(values, len, out, exact),
        ElementSlice::I8(values) if len == 8 => {
            eights(values, out, simd::first_extrema_of_eights::<_, MAX>);
        }
        ElementSlice::U8(values) if len == 8 => {
            eights(values, out, simd::first_extrema_of_eights::<_, MAX>);
        }
        _ if widens_exactly::<E>() && len <= TRANSPOSED_ROW => {
            widened_rows(values, len, out, |wide, first, out| {
                into::<f32, A, MAX>(wide, len, out, |r| exact(first + r));
            });
        }
        _ if order_free::<E>() && len <= TRANSPOSED_ROW => {
            // The extremum down each column, then the first NaN, else the
            // first value equal to it ([`first_extremum`]'s scan).
            by_transposed_rows(values, len, out, |columns, at, out| {
                let mut best = [E::default(); ROW_CHUNK];
                let best = &mut best[..out.len()];
                fold_columns(columns, at, best, &core::convert::identity, &pick::<E, MAX>);
                first_hits::<_, _, u8>(columns, at, best, out, hits_extremum);
            });
        }
        _ => {
            for (r, o) in out.iter_mut().enumerate() {
                *o = exact(r);
            }
        }
    }
}

/// The longest rows [`by_transposed_rows`] reduces.
const TRANSPOSED_ROW: usize = 64;

/// `reduce(columns, at, out)` on the rows of `values` (runs of `len`, at most
/// [`TRANSPOSED_ROW`]) turned into columns: [`ROW_CHUNK`] rows at a time
/// copied into a block where row `r` is column `r` (`at` says where), so
/// that a fold down the columns ([`fold_columns`]) reduces many short rows
/// at once, each in its own order from its first value, where a fold per
/// row would pay for a lane's setup on every few values.
fn by_transposed_rows<E: Copy + Default, A>(
    values: &[E],
    len: usize,
    out: &mut [A],
    reduce: impl Fn(&[E], Columns, &mut [A]),
) {
    let mut block = vec![E::default(); ROW_CHUNK.min(out.len()) * len];
    for (out, rows) in out
        .chunks_mut(ROW_CHUNK)
        .zip(values.chunks(ROW_CHUNK * len))
    {
        let n = out.len();
        let block = &mut block[..n * len];
        for (r, row) in rows.chunks_exact(len).enumerate() {
            for (j, &x) in row.iter().enumerate() {
                block[j * n + r] = x;
            }
        }
        let at = Columns {
            rows: len,
            stride: n,
            start: 0,
        };
        reduce(block, at, out);
    }
}

/// Whether `x` is where `argmax`/`argmin`'s scan stops for the extremum
/// `best`: a value equal to it, or a NaN where it is NaN.
fn hits_extremum<E: Element>(x: E, best: E) -> bool {
    if Arith::eq(best, best) {
        Arith::eq(x, best)
    } else {
        !Arith::eq(x, x)
    }
}

/// For each column of `at` in `values`, the index of its first value that
/// `hit`s its `best` (the column's element of `best`), into `out`: bands
/// of [`ROW_CHUNK`] columns, each from the last row up, each hit's row kept
/// in an `I` (a select the compiler vectorises, compiled for AVX2 where
/// the CPU has it; `u8` for the blocks of [`by_transposed_rows`], at most
/// [`TRANSPOSED_ROW`] rows, whose selects are then a byte wide). A column
/// without a hit gets the row count.
fn first_hits<E: Copy, A: Element, I: Copy + TryFrom<usize> + Into<u64>>(
    values: &[E],
    at: Columns,
    best: &[E],
    out: &mut [A],
    hit: impl Fn(E, E) -> bool,
) {
    let index = |r: usize| match I::try_from(r) {
        Ok(r) => r,
        Err(_) => panic!("{} rows counted in the index type", at.rows),
    };
    assert_eq!(best.len(), out.len(), "a best value per column");
    let rows = index(at.rows);
    let mut found = [rows; ROW_CHUNK];
    for (b, (out, best)) in out
        .chunks_mut(ROW_CHUNK)
        .zip(best.chunks(ROW_CHUNK))
        .enumerate()
    {
        let found = &mut found[..out.len()];
        found.fill(rows);
        let start = at.start + b * ROW_CHUNK;
        simd::vectorised(&mut || {
            for r in (0..at.rows).rev() {
                let row = &values[start + r * at.stride..][..found.len()];
                let r = index(r);
                for ((f, &x), &b) in found.iter_mut().zip(row).zip(best) {
                    *f = if hit(x, b) { r } else { *f };
                }
            }
        });
        for (o, &f) in out.iter_mut().zip(found.iter()) {
            *o = f.into().cast();
        }
    }
}

fn plain_blocks<T: SumFloat + Element, const MAX: bool>(values: &[T]) -> Option<T> {
    // Each block's extremum is a normal number compared exactly, so the
    // blocks' extrema are compared by plain comparisons too.
    let combine = |a: Option<T>, b: Option<T>| {
        let (a, b) = (a?, b?);
        Some(if MAX == (b > a) { b } else { a })
    };
    if values.len() <= BLOCK {
        return plain_extremum::<T, MAX>(values);
    }
    reduce_blocks(values, |_, b| plain_extremum::<T, MAX>(b), combine).flatten()
}

/// The element of `D`'s `max` and `min`.
type X<D> = <<D as Reduce>::Extremum as DType>::Elem;

impl<D: Reduce, P: Policy> Tensor<D, P> {
    /// The elements as a reduction reads them.
    fn values(&self) -> Values<'_, D::Elem, impl ExactSizeIterator<Item = D::Elem> + Clone + '_> {
        match self.array.as_slice() {
            Some(slice) => Values::Slice(slice),
            None => Values::Iter(self.array.iter().copied()),
        }
    }

    /// Applies `f` to each lane along `axis`, into a tensor of the other
    /// axes, whose shape is checked and whose storage is allocated fallibly
    /// first ([`check_output`]: a tensor of shape `[0, 2⁴⁰]` summed along
    /// axis 0 would have 2⁴⁰ elements). The lanes of a large tensor run on
    /// the pool's threads, split along the outermost other axis; each lane
    /// is reduced by one call of `f`, so the result is the same either way.
    fn along<O: Copy + Default + Send + Sync>(
        &self,
        axis: usize,
        f: impl Fn(ArrayView1<'_, D::Elem>) -> O + Sync,
    ) -> Result<ArrayD<O>, ShapeError> {
        if axis >= self.ndim() {
            return Err(ShapeError::axis(axis, self.ndim()));
        }
        let mut shape = self.shape().to_vec();
        let lane_len = shape.remove(axis);
        let len = check_output::<O>(&shape)?;
        let mut out = kernels::filled(len, O::default()).map_err(refused::<O>(&shape))?;
        if len > 0 {
            // Whole rows of the output (along its first axis, the input's
            // outermost axis other than `axis`) at a time.
            let row_len = shape.iter().skip(1).product::<usize>().max(1);
            let split = usize::from(axis == 0);
            let work = row_len.saturating_mul(lane_len.max(1));
            let contiguous = match self.array.as_slice() {
                Some(values) if axis + 1 == self.ndim() && lane_len > 0 => Some(values),
                _ => None,
            };
            kernels::on_weighted_rows(&mut out, row_len, work, |rows, piece| {
                if let Some(values) = contiguous {
                    // The lanes are runs of `lane_len` values, in order.
                    let first = rows.start * row_len * lane_len;
                    let lanes = values[first..].chunks_exact(lane_len);
                    for (o, lane) in piece.iter_mut().zip(lanes) {
                        *o = f(ArrayView1::from(lane));
                    }
                    return;
                }
                let input = if shape.is_empty() {
                    self.array.view()
                } else {
                    self.array.slice_axis(Axis(split), Slice::from(rows))
                };
                for (o, lane) in piece.iter_mut().zip(input.lanes(Axis(axis))) {
                    *o = f(lane);
                }
            });
        }
        Ok(ArrayD::from_shape_vec(shape, out).expect("one element per lane"))
    }

    /// `jnp.sum` of every element, as a 0-d tensor of [`Reduce::Sum`]
    /// ([`Policy::StoredFrom`] in it: `Int32` for `Int8` with x64 disabled,
    /// `Int64` for an explicit `Int64` under [`StandardX32Explicit`](crate::StandardX32Explicit));
    /// integers wrap.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int8>::from_vec(vec![100, 100, 100]);
    /// let s: Tensor<Int64> = t.sum();
    /// assert_eq!(s.to_vec(), [300]);
    /// ```
    pub fn sum(&self) -> Tensor<SumOf<D, P>, P> {
        Tensor::scalar(sum::<_, D::Sum>(self.values()).cast())
    }

    /// `jnp.sum` along `axis`, which is removed.
    pub fn sum_axis(&self, axis: impl AxisIndex) -> Result<Tensor<SumOf<D, P>, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        type Sum<D> = <<D as Reduce>::Sum as DType>::Elem;
        type Stored<D, P> = <SumOf<D, P> as DType>::Elem;
        if wrapping_sum::<Sum<D>>() && wrapping_sum::<Stored<D, P>>() {
            // An integer sum stored narrower (`Int64` as `Int32` with x64
            // disabled) is the narrower type's wrapping sum, as XLA adds it:
            // summed in that type, not widened and then converted.
            if let Some(sums) = self.byte_row_sums(axis) {
                return Ok(Tensor::from_array(sums?));
            }
            return Ok(Tensor::from_array(self.sum_along(axis, Element::cast)?));
        }
        let sums = self.sum_along::<Sum<D>>(axis, Element::cast)?;
        Ok(Tensor::<D::Sum, P>::from_array(sums).stored_from::<D>())
    }

    /// `jnp.sum(x, axis=axes, keepdims=keepdims)`: the sums over `axes`
    /// (one axis, several or [`Axes::All`]; negative ones count from the
    /// end), which are removed, or kept with length 1 with `keepdims`.
    /// Over several axes the values of each sum are added in row-major
    /// order of those axes, as one lane.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int8>::from_shape_vec(&[2, 3], vec![1, 2, 3, 4, 5, 6])?;
    /// let s: Tensor<Int64> = x.sum_axes(-1, true)?;
    /// assert_eq!((s.shape(), s.to_vec()), (&[2, 1][..], vec![6, 15]));
    /// assert_eq!(x.sum_axes(Axes::All, false)?.to_vec(), [21]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn sum_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<SumOf<D, P>, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.sum_axis(axis))
    }

    /// The sums along the last axis of a tensor of 8-bit integers in
    /// standard layout whose rows are whole 64-bit words (8 to
    /// [`TRANSPOSED_ROW`] values), by the bytes' kernels
    /// ([`simd::sums_of_eights`]): 0.6-0.8 ms for `[1.25 M, 8]` `int8`
    /// summed into `int32` where a loop over the rows took 3.4 (one core,
    /// AMD EPYC). `None` for other tensors.
    fn byte_row_sums<A: Element>(&self, axis: usize) -> Option<Result<ArrayD<A>, ShapeError>> {
        let row = *self.shape().get(axis)?;
        let bytes = matches!(
            D::Elem::as_slice_of(&[]),
            ElementSlice::I8(_) | ElementSlice::U8(_)
        );
        let fits = row.is_multiple_of(8) && (8..=TRANSPOSED_ROW).contains(&row);
        if !(bytes && fits && axis + 1 == self.ndim() && self.array.is_standard_layout()) {
            return None;
        }
        Some(self.by_rows(false.cast(), |values, row, out| {
            let words = row / 8;
            let mut eights = [0_i64; ROW_CHUNK];
            let chunk = ROW_CHUNK / words;
            for (out, values) in out.chunks_mut(chunk).zip(values.chunks(chunk * row)) {
                let eights = &mut eights[..out.len() * words];
                match D::Elem::as_slice_of(values) {
                    ElementSlice::I8(values) => simd::sums_of_eights(values, eights),
                    ElementSlice::U8(values) => simd::sums_of_eights(values, eights),
                    _ => unreachable!("bytes, checked above"),
                }
                if words == 1 {
                    cast_into(eights, out);
                } else {
                    simd::vectorised(&mut || {
                        for (o, sums) in out.iter_mut().zip(eights.chunks_exact(words)) {
                            *o = sums.iter().sum::<i64>().cast();
                        }
                    });
                }
            }
        }))
    }

    /// The sums along `axis` of the values mapped to `A`, in XLA's orders
    /// for a float (`numerics::reduce`): a lane of a small tensor by XLA's
    /// tree of windows, a lane along the last axis by YNNPACK's lane kernel,
    /// an outer axis by its column kernel (on the pool's threads, split by
    /// columns or by the outer axes); from zero in order for the rest.
    fn sum_along<A: Element>(
        &self,
        axis: usize,
        map: impl Fn(D::Elem) -> A + Copy + Sync,
    ) -> Result<ArrayD<A>, ShapeError> {
        let total = self.len();
        // YNNPACK's kernels where they apply, only `A`'s compiled ([`Element::Sum`]).
        let kernels = A::Sum::pick(
            (),
            |()| self.ynnpack_sums::<f32, A>(axis, map),
            |()| self.ynnpack_sums::<f64, A>(axis, map),
            |()| None,
        );
        if let Some(sums) = kernels {
            return sums;
        }
        let row = self.shape().get(axis).copied().unwrap_or_default();
        if wrapping_sum::<A>()
            && self.array.is_standard_layout()
            && axis + 1 == self.ndim()
            && (1..=TRANSPOSED_ROW).contains(&row)
        {
            // Short rows of integers (whose sums wrap, the same in any
            // order) in one plain loop, without a lane's setup per row: 8.5
            // ms for `[1.25 M, 8]` `int8` where a fold down the columns of
            // transposed rows took 16.7 and a fold per lane 52.
            return self.by_rows(false.cast(), |values, row, out| {
                simd::vectorised(&mut || {
                    for (o, run) in out.iter_mut().zip(values.chunks_exact(row)) {
                        *o = run.iter().fold(false.cast(), |s, &x| Arith::add(s, map(x)));
                    }
                });
            });
        }
        self.along(axis, |l| sum_as(lane(l), total, map))
    }

    /// The sums along `axis` by YNNPACK's kernels, accumulating in `T`,
    /// where XLA hands the reduction to them: an outer axis by the column
    /// kernel, the last axis of a tensor in standard layout whose rows are
    /// no longer than a tile by the lane kernel. `None` elsewhere.
    fn ynnpack_sums<T: SumFloat + Element, A: Element>(
        &self,
        axis: usize,
        map: impl Fn(D::Elem) -> A + Copy + Sync,
    ) -> Option<Result<ArrayD<A>, ShapeError>> {
        if self.len() < XLA_EMITTED_BELOW {
            return None;
        }
        let to_sum = move |x| map(x).cast::<T>();
        if axis + 1 < self.ndim() {
            Some(self.column_sums::<T, A>(axis, to_sum))
        } else if self.array.is_standard_layout() && self.shape()[axis] <= tile_len::<T>() {
            // Rows of contiguous memory no longer than a tile, many at a time.
            Some(self.row_sums::<T, A>(to_sum))
        } else {
            None
        }
    }

    /// YNNPACK's lane sums along the last axis of a tensor in standard
    /// layout of at least [`XLA_EMITTED_BELOW`] elements whose rows are no
    /// longer than a tile: runs of rows on the pool's threads, each
    /// [`ROW_CHUNK`] rows of a run by one call of the kernel
    /// ([`SumFloat::lanes`]) into a buffer, then converted. Each row's sum
    /// is [`xla_sum`]'s of that row.
    fn row_sums<T: SumFloat + Element, A: Element>(
        &self,
        map: impl Fn(D::Elem) -> T + Copy + Sync,
    ) -> Result<ArrayD<A>, ShapeError> {
        self.by_rows(T::ZERO.cast(), |values, row, out| {
            let mut sums = [T::ZERO; ROW_CHUNK];
            for (out, values) in out
                .chunks_mut(ROW_CHUNK)
                .zip(values.chunks(ROW_CHUNK * row))
            {
                let sums = &mut sums[..out.len()];
                T::lanes(values, row, sums, &map);
                for (o, &sum) in out.iter_mut().zip(sums.iter()) {
                    *o = sum.cast();
                }
            }
        })
    }

    /// The reductions along the last axis of a tensor in standard layout
    /// by `kernel`, which reduces the whole rows of its values (rows of the
    /// given length) into its output piece: runs of rows on the pool's
    /// threads. The output is allocated fallibly first ([`check_output`])
    /// and filled with `fill`.
    fn by_rows<A: Copy + Send + Sync>(
        &self,
        fill: A,
        kernel: impl Fn(&[D::Elem], usize, &mut [A]) + Sync,
    ) -> Result<ArrayD<A>, ShapeError> {
        let mut shape = self.shape().to_vec();
        let row = shape.pop().expect("an axis to reduce");
        let len = check_output::<A>(&shape)?;
        let mut out = kernels::filled(len, fill).map_err(refused::<A>(&shape))?;
        let values = self.array.as_slice().expect("an array in standard layout");
        kernels::on_weighted_rows(&mut out, 1, row, |rows, piece| {
            kernel(&values[rows.start * row..rows.end * row], row, piece);
        });
        Ok(ArrayD::from_shape_vec(shape, out).expect("one element per row"))
    }

    /// YNNPACK's column sums along `axis`, not the last, of a tensor of at
    /// least [`XLA_EMITTED_BELOW`] elements.
    fn column_sums<T: SumFloat + Element, A: Element>(
        &self,
        axis: usize,
        map: impl Fn(D::Elem) -> T + Copy + Sync,
    ) -> Result<ArrayD<A>, ShapeError> {
        let sums = self.by_columns(axis, T::ZERO, |values, at, _, out| {
            T::columns(values, at, out, &map);
        })?;
        Ok(kernel::convert(sums))
    }

    /// The reductions along `axis`, not the last, by `kernel`, which
    /// reduces the columns of a block of rows (`Columns`) into its output
    /// piece (`kernel(values, at, first, piece)`, `first` the index of
    /// `piece[0]` in the output, flat): read in standard layout (a copy for
    /// another layout), one block of rows per index of the axes before
    /// `axis`, on the pool's threads (split by columns for one block, by
    /// blocks otherwise). The output is allocated fallibly first
    /// ([`check_output`]) and filled with `fill`.
    fn by_columns<A: Copy + Send + Sync>(
        &self,
        axis: usize,
        fill: A,
        kernel: impl Fn(&[D::Elem], Columns, usize, &mut [A]) + Sync,
    ) -> Result<ArrayD<A>, ShapeError> {
        let mut shape = self.shape().to_vec();
        let rows = shape.remove(axis);
        let outer: usize = self.shape()[..axis].iter().product();
        let inner: usize = self.shape()[axis + 1..].iter().product();
        let len = check_output::<A>(&shape)?;
        let mut out = kernels::filled(len, fill).map_err(refused::<A>(&shape))?;
        if len > 0 {
            let data = self.array.as_standard_layout();
            let values = data.as_slice().expect("an array in standard layout");
            if outer == 1 {
                // One block of rows: its columns in pieces.
                kernels::on_weighted_rows(&mut out, 1, rows, |columns, piece| {
                    let at = Columns {
                        rows,
                        stride: inner,
                        start: columns.start,
                    };
                    kernel(values, at, columns.start, piece);
                });
            } else {
                let block = rows * inner;
                kernels::on_weighted_rows(&mut out, inner, block, |outers, piece| {
                    for (o, piece) in outers.zip(piece.chunks_exact_mut(inner)) {
                        let at = Columns {
                            rows,
                            stride: inner,
                            start: 0,
                        };
                        kernel(&values[o * block..(o + 1) * block], at, o * inner, piece);
                    }
                });
            }
        }
        Ok(ArrayD::from_shape_vec(shape, out).expect("one element per column"))
    }

    /// `jnp.prod` of every element, as a 0-d tensor of [`Reduce::Sum`], as
    /// [`Tensor::sum`]; integers wrap.
    pub fn prod(&self) -> Tensor<SumOf<D, P>, P> {
        self.prod_axes(Axes::All, false)
            .expect("every axis of a tensor")
    }

    /// `jnp.prod` along `axis`, which is removed.
    pub fn prod_axis(&self, axis: impl AxisIndex) -> Result<Tensor<SumOf<D, P>, P>, ShapeError> {
        self.prod_axes(axis, false)
    }

    /// `jnp.prod` over `axes`: see [`Tensor::sum_axes`]. The values are
    /// multiplied in XLA's order: the axes in runs of adjacent ones, from
    /// the innermost run out, each run by XLA's tree of windows along its
    /// innermost axis; the half types in `float32`, rounded once.
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn prod_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<SumOf<D, P>, P>, ShapeError> {
        type S<D> = <<D as Reduce>::Sum as DType>::Elem;
        let axes = axes.into();
        if let Some(products) = self.row_products::<S<D>>(&axes, keepdims) {
            return Ok(Tensor::<D::Sum, P>::from_array(products?).stored_from::<D>());
        }
        let products = if S::<D>::HALF {
            self.prod_in::<f32>(&axes, keepdims, Element::cast)?
                .mapv(Element::cast)
        } else {
            self.prod_in::<S<D>>(&axes, keepdims, Element::cast)?
        };
        Ok(Tensor::<D::Sum, P>::from_array(products).stored_from::<D>())
    }

    /// `jnp.mean` of every element, as a 0-d tensor of [`Reduce::Mean`]; NaN
    /// for an empty tensor, as in JAX.
    pub fn mean(&self) -> Tensor<D::Mean, P> {
        Tensor::scalar(mean::<_, D::Mean>(self.values()))
    }

    /// `jnp.mean` along `axis`, which is removed.
    pub fn mean_axis(&self, axis: impl AxisIndex) -> Result<Tensor<D::Mean, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        type M<D> = <<D as Reduce>::Mean as DType>::Elem;
        let n = self.shape().get(axis).copied().unwrap_or(0);
        let means = if M::<D>::MINIFLOAT {
            self.along(axis, |l| mean::<_, D::Mean>(lane(l)))?
        } else if M::<D>::HALF {
            let r = reciprocal(n);
            let sums = self.sum_along::<f32>(axis, Element::cast)?;
            sums.mapv(|s| Arith::mul(s, r).cast())
        } else {
            let r = FloatElem::div(true.cast::<M<D>>(), (n as u64).cast());
            let sums = self.sum_along::<M<D>>(axis, Element::cast)?;
            sums.mapv(|s| Arith::mul(s, r))
        };
        Ok(Tensor::from_array(means))
    }

    /// `jnp.mean` over `axes`: see [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn mean_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<D::Mean, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.mean_axis(axis))
    }

    /// `jnp.sum(x, dtype=O)`: every element converted to `O` (as
    /// [`Tensor::cast`] converts) and added up in `O` itself, as JAX does
    /// when given a dtype: an integer `O` wraps, and `BFloat16` or `Float16`
    /// rounds after every addition, in XLA's order (JAX sums the half types
    /// in `float32` only without `dtype=`); `Bool` is `any`. Under the x32
    /// policies a 64-bit `O` is stored in 32 bits, as JAX canonicalises it.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Float32>::full(&[1000], 0.1);
    /// assert_eq!(x.sum_as::<BFloat16>().to_vec(), [half::bf16::from_f32(98.0)]);
    /// assert_eq!(x.sum().to_vec(), [99.99997]); // summed in float32, JAX's value
    /// let counts = Tensor::<Int8>::from_vec(vec![100, 100]);
    /// assert_eq!(counts.sum_as::<Int8>().to_vec(), [-56]); // wraps, as in JAX
    /// ```
    pub fn sum_as<O: DType>(&self) -> Tensor<StoredFrom<P, O, O>, P> {
        self.sum_axes_as::<O>(Axes::All, false)
            .expect("every axis of a tensor")
    }

    /// `jnp.sum(x, axis=axes, dtype=O, keepdims=keepdims)`: see
    /// [`Tensor::sum_as`] and [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn sum_axes_as<O: DType>(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<StoredFrom<P, O, O>, P>, ShapeError> {
        type A<P, O> = <StoredFrom<P, O, O> as DType>::Elem;
        let axes = axes.into();
        if A::<P, O>::HALF {
            // Rounding at every addition: in XLA's tree-reduction order.
            let zero = false.cast::<A<P, O>>();
            let view = self.array.view();
            let sums = fold_runs(view, &axes, keepdims, zero, Element::cast, Arith::add, None)?;
            return Ok(Tensor::from_array(sums));
        }
        self.over_axes(&axes, keepdims, |t, axis| {
            t.sum_along::<A<P, O>>(axis, Element::cast)
                .map(Tensor::from_array)
        })
    }

    /// `jnp.prod(x, dtype=O)`: every element converted to `O` and multiplied
    /// in `O` itself, in XLA's order (see [`Tensor::sum_as`]); `Bool` is
    /// `all`.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int32>::from_vec(vec![16, 16]);
    /// assert_eq!(x.prod_as::<UInt8>().to_vec(), [0]); // 16 · 16 wraps in uint8
    /// ```
    pub fn prod_as<O: DType>(&self) -> Tensor<StoredFrom<P, O, O>, P> {
        self.prod_axes_as::<O>(Axes::All, false)
            .expect("every axis of a tensor")
    }

    /// `jnp.prod(x, axis=axes, dtype=O, keepdims=keepdims)`: see
    /// [`Tensor::prod_as`] and [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn prod_axes_as<O: DType>(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<StoredFrom<P, O, O>, P>, ShapeError> {
        type A<P, O> = <StoredFrom<P, O, O> as DType>::Elem;
        self.prod_in::<A<P, O>>(&axes.into(), keepdims, Element::cast)
            .map(Tensor::from_array)
    }

    /// The products over `axes` of the elements mapped to `A` by `map`,
    /// multiplied in `A`, in XLA's order ([`fold_runs`]).
    fn prod_in<A: Element>(
        &self,
        axes: &Axes,
        keepdims: bool,
        map: impl Fn(D::Elem) -> A + Sync,
    ) -> Result<ArrayD<A>, ShapeError> {
        let one = true.cast::<A>();
        fold_runs(
            self.array.view(),
            axes,
            keepdims,
            one,
            map,
            Arith::mul,
            product_windows::<A>(),
        )
    }

    /// `jnp.prod` along the last axis of a tensor in standard layout whose
    /// rows fit in one of XLA's windows (32 values), where the product is
    /// computed in `f32` (`A` is `f32` or a half type, rounded once): the
    /// rows multiplied side by side ([`run_products`]), each row's bits
    /// (from 1, in order; other types' values converted into `f32` first,
    /// [`ROW_CHUNK`] rows at a time). `None` for other axes, layouts,
    /// lengths and types.
    fn row_products<A: Element>(
        &self,
        axes: &Axes,
        keepdims: bool,
    ) -> Option<Result<ArrayD<A>, ShapeError>> {
        let axis = self.ndim().checked_sub(1)?;
        let last = match axes {
            Axes::All => self.ndim() == 1,
            Axes::These(these) => {
                these.len() == 1 && matches!(resolve(these[0], self.ndim()), Ok(a) if a == axis)
            }
        };
        let row = *self.shape().last()?;
        let in_f32 = A::HALF || TypeId::of::<A>() == TypeId::of::<f32>();
        let fits = (1..=WINDOW).contains(&row) && self.array.is_standard_layout();
        if !(last && fits && in_f32) {
            return None;
        }
        let products = self.by_rows(true.cast::<A>(), |values, row, out| {
            let mut wide = Vec::new();
            let mut found = [0.0_f32; ROW_CHUNK];
            let runs = values.chunks(ROW_CHUNK * row);
            for (out, runs) in out.chunks_mut(ROW_CHUNK).zip(runs) {
                let found = &mut found[..out.len()];
                if let ElementSlice::F32(runs) = D::Elem::as_slice_of(runs) {
                    run_products(runs, row, found);
                } else {
                    wide.resize(runs.len(), 0.0);
                    simd::vectorised(&mut || D::Elem::slice_to_f32(runs, &mut wide));
                    run_products(&wide, row, found);
                }
                cast_into(found, out);
            }
        });
        Some(products.map(|p| match keepdims {
            true => p.insert_axis(Axis(axis)),
            false => p,
        }))
    }

    /// `jnp.mean(x, dtype=O)` for a float `O`: [`Tensor::sum_as`]'s sum in
    /// `O` divided by the count in `O`, as JAX computes it when given a
    /// dtype (a `BFloat16` or `Float16` mean then adds in that type, not in
    /// `float32`). JAX also takes an integer `dtype=`, dividing with
    /// truncation; here the mean is a float: cast it.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int8>::from_vec(vec![1, 2, 4]);
    /// assert_eq!(x.mean_as::<Float16>().to_vec(), [half::f16::from_f32(2.332)]);
    /// ```
    pub fn mean_as<O: Float>(&self) -> Tensor<StoredFrom<P, O, O>, P>
    where
        StoredFrom<P, O, O>: Float,
    {
        self.mean_axes_as::<O>(Axes::All, false)
            .expect("every axis of a tensor")
    }

    /// `jnp.mean(x, axis=axes, dtype=O, keepdims=keepdims)`: see
    /// [`Tensor::mean_as`] and [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn mean_axes_as<O: Float>(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<StoredFrom<P, O, O>, P>, ShapeError>
    where
        StoredFrom<P, O, O>: Float,
    {
        type M<P, O> = <StoredFrom<P, O, O> as DType>::Elem;
        let axes = axes.into();
        let count: usize = axes
            .resolve(self.ndim())?
            .iter()
            .map(|&a| self.shape()[a])
            .product();
        let sums = self.sum_axes_as::<O>(axes, keepdims)?;
        // As XLA divides by the count, a constant: the product with its
        // reciprocal (rounded to the format for `float16`; a complex one
        // for complex numbers), as `mean` does.
        let n = (count as u64).cast::<M<P, O>>();
        let reciprocal = FloatElem::div(true.cast::<M<P, O>>(), n);
        let mean = |s| {
            if M::<P, O>::MINIFLOAT {
                FloatElem::div(s, n)
            } else if M::<P, O>::HALF {
                FloatElem::div_broadcast(s, n)
            } else {
                Arith::mul(s, reciprocal)
            }
        };
        Ok(Tensor::from_array(sums.array.mapv(mean)))
    }

    /// `jnp.max` of every element, as a 0-d tensor of [`Reduce::Extremum`]:
    /// NaN wins; complex numbers compare lexicographically. An empty tensor
    /// has no maximum: an error, as JAX raises.
    pub fn max(&self) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        extremum::<_, D::Extremum, true>(self.values())
            .map(Tensor::scalar)
            .ok_or_else(|| ShapeError::empty("max", self.shape()))
    }

    /// `jnp.max` along `axis`, which is removed; an error if that axis is empty.
    pub fn max_axis(&self, axis: impl AxisIndex) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.extremum_axis::<true>(axis, "max")
    }

    /// `jnp.max` over `axes`: see [`Tensor::sum_axes`].
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Float32>::from_shape_vec(&[2, 2], vec![1.0, 4.0, 3.0, 2.0])?;
    /// // A softmax's shift: x - x.max(axis=-1, keepdims=True).
    /// let shifted = &x - &x.max_axes(-1, true)?;
    /// assert_eq!(shifted.to_vec(), [-3.0, 0.0, 0.0, -1.0]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice, or an empty reduced axis.
    pub fn max_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.max_axis(axis))
    }

    /// `jnp.min` of every element: see [`Tensor::max`].
    pub fn min(&self) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        extremum::<_, D::Extremum, false>(self.values())
            .map(Tensor::scalar)
            .ok_or_else(|| ShapeError::empty("min", self.shape()))
    }

    /// `jnp.min` along `axis`, which is removed; an error if that axis is empty.
    pub fn min_axis(&self, axis: impl AxisIndex) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.extremum_axis::<false>(axis, "min")
    }

    /// `jnp.min` over `axes`: see [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice, or an empty reduced axis.
    pub fn min_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.min_axis(axis))
    }

    fn extremum_axis<const MAX: bool>(
        &self,
        axis: usize,
        name: &'static str,
    ) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        if self.shape().get(axis) == Some(&0) {
            return Err(ShapeError::empty(name, self.shape()));
        }
        let init = X::<D>::extremum_identity();
        if init.is_none() && order_free::<X<D>>() && axis + 1 < self.ndim() {
            // Whole rows at a time, the columns side by side.
            let out = self.by_columns(axis, X::<D>::default(), |values, at, _, out| {
                if !plain_columns_into::<_, _, MAX>(values, at, out) {
                    fold_columns(values, at, out, &Element::cast, &pick::<X<D>, MAX>);
                }
            })?;
            return Ok(Tensor::from_array(out));
        }
        if self.array.is_standard_layout() && axis + 1 == self.ndim() {
            // Runs of contiguous rows, many at a time by plain comparisons;
            // the exact fold for the rows they may not give.
            let out = self.by_rows(X::<D>::default(), |values, row, out| {
                rows_extrema::<_, _, MAX>(values, row, out, |r| {
                    let run = ArrayView1::from(&values[r * row..(r + 1) * row]);
                    // Every row has an element, checked above.
                    extremum::<_, D::Extremum, MAX>(lane(run)).unwrap_or_default()
                });
            })?;
            return Ok(Tensor::from_array(out));
        }
        let out = self.along(axis, |l| extremum::<_, D::Extremum, MAX>(lane(l)))?;
        // Every lane has an element, checked above.
        Ok(Tensor::from_array(out.mapv(Option::unwrap_or_default)))
    }
}

/// The index of the first value `better` than all before it, NaN beating
/// everything (JAX's `argmax`/`argmin`: the first NaN, else the first
/// extremum; `-0.0` and `0.0` are equal), or `None` for no values.
fn arg_extremum<E: Element>(
    values: impl Iterator<Item = E>,
    better: impl Fn(E, E) -> bool,
) -> Option<i64> {
    arg_best((0_i64..).zip(values), &better).map(|(i, _)| i)
}

/// The first of the indexed values `better` than all before it, NaN beating
/// everything: [`arg_extremum`]'s scan. Its result for the blocks' results,
/// in order, is its result for all their values, so blocks can be scanned
/// apart (on several threads) and then together.
fn arg_best<E: Element>(
    values: impl Iterator<Item = (i64, E)>,
    better: &impl Fn(E, E) -> bool,
) -> Option<(i64, E)> {
    let is_nan = |x: E| !Arith::eq(x, x);
    values.fold(None, |best, (i, x)| match best {
        None => Some((i, x)),
        Some((_, b)) if is_nan(b) => best,
        Some(_) if is_nan(x) => Some((i, x)),
        Some((_, b)) if better(x, b) => Some((i, x)),
        keep => keep,
    })
}

/// The index of the first NaN of `values`, else of the first value equal
/// to their extremum by `pick` (`-0.0` and `0.0`, and subnormals and zeros,
/// are equal, as `better` compares them in [`arg_extremum`]): the extremum
/// in independent lanes on the pool's threads, then a vectorised search.
fn first_extremum<D: DType>(
    values: &[D::Elem],
    pick: impl Fn(D::Elem, D::Elem) -> D::Elem + Copy + Sync,
) -> Option<i64> {
    let best =
        Values::<_, core::iter::Empty<_>>::Slice(values).accumulate_free(None, |x| x, pick)?;
    let at = if Arith::eq(best, best) {
        position(values, &|x| Arith::eq(x, best))
    } else {
        position(values, &|x| !Arith::eq(x, x))
    };
    at.map(|i| i64::try_from(i).expect("an index of a slice"))
}

/// The variance as JAX's `jnp.var` computes it (`ddof = 0`), in `C`, the
/// computation dtype (the inexact dtype; `float32` for the half types): the
/// mean (the sum times `1 / n`, as `jnp.mean`), the squares of the deviations
/// from it (for complex numbers the real part of `x * conj(x)`, in `R`), their
/// sum divided by `n`, converted to the result `V`. (That is `jnp.var`
/// called as JAX runs it eagerly, its own compiled function: the sum times
/// `1 / n`, the rewrite XLA's simplifier makes of a division by a constant,
/// is what a `jax.jit` of a caller of `jnp.var` computes instead.) XLA may
/// add the squares in another order: large sums can differ in the last
/// bits.
fn variance<E, C, R, V>(
    values: Values<'_, E, impl ExactSizeIterator<Item = E> + Clone>,
    total: usize,
) -> V::Elem
where
    E: Element,
    C: Float + ComplexParts<Real = R>,
    R: Float,
    V: DType,
{
    let n = values.len() as u64;
    let sum = sum_as::<E, C::Elem>(values.clone(), total, Element::cast);
    let mean = Arith::mul(sum, FloatElem::div(true.cast(), n.cast()));
    let squares = match real_squares::<E, C::Elem, R::Elem>(&values, total, mean) {
        Some(squares) => squares,
        None => sum_as::<E, R::Elem>(values, total, deviation_square::<E, C>(mean)),
    };
    let count: R::Elem = n.cast();
    FloatElem::div(squares, count).cast()
}

/// `|x - mean|²` of `x` converted to `C`, in `C`'s real dtype. (Not a
/// closure in [`variance`], whose type would depend on its iterator type.)
fn deviation_square<E: Element, C: Float + ComplexParts>(
    mean: C::Elem,
) -> impl Fn(E) -> <C::Real as DType>::Elem + Copy + Sync {
    move |x: E| {
        let d = NumericElem::sub(x.cast::<C::Elem>(), mean);
        C::real(Arith::mul(d, C::conj(d)))
    }
}

/// [`squared_deviation`] from `mean` of `x` converted to `T`. (Not a
/// closure in [`real_squares`], whose type would depend on its iterator
/// type.)
fn squared_deviations<E: Element, T: SumFloat + Element>(mean: T) -> impl Fn(E) -> T + Copy + Sync {
    move |x: E| squared_deviation(x.cast::<T>(), mean)
}

/// The sum of the squared deviations from `mean` of real `f32` or `f64`
/// values (`C` is `R`) in YNNPACK's order, each square by the hardware's
/// operations under XLA's float mode ([`squared_deviation`]: the flushing
/// ones' bits, a third of their work); `None` for other types, layouts and
/// sizes, which [`variance`] sums by [`sum_as`].
fn real_squares<E: Element, C: Element, R: Element>(
    values: &Values<'_, E, impl ExactSizeIterator<Item = E>>,
    total: usize,
    mean: C,
) -> Option<R> {
    let Values::Slice(slice) = values else {
        return None;
    };
    if TypeId::of::<C>() != TypeId::of::<R>() || total < XLA_EMITTED_BELOW {
        return None;
    }
    // Not `float_sum`: a half `R` would round each square first.
    if TypeId::of::<R>() == TypeId::of::<f32>() {
        let mean: f32 = mean.cast();
        let sum = tiled_sum(slice, squared_deviations::<E, f32>(mean));
        Some(sum.cast())
    } else if TypeId::of::<R>() == TypeId::of::<f64>() {
        let mean: f64 = mean.cast();
        let sum = tiled_sum(slice, squared_deviations::<E, f64>(mean));
        Some(sum.cast())
    } else {
        None
    }
}

// `D: Ordered` on each method rather than on the block, so that a complex
// tensor gets `Ordered`'s message, not "the method exists but...".
impl<D: Reduce, P: Policy> Tensor<D, P> {
    /// `jnp.argmax` of the flattened tensor, as a 0-d `Int64` tensor (JAX's
    /// index dtype with x64; `Int32` with x64 disabled): the index of the first maximum, or of the first
    /// NaN. Not for complex dtypes, as JAX raises.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Float32>::from_vec(vec![1.0, 7.0, 7.0, -2.0]);
    /// assert_eq!(t.argmax()?.to_vec(), [1]);
    /// assert_eq!(t.argmin()?.to_vec(), [3]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An empty tensor has no maximum, as JAX raises.
    pub fn argmax(&self) -> Result<Tensor<Stored<P, Int64>, P>, ShapeError>
    where
        D: Ordered,
    {
        self.arg_of_all(|x, best| Arith::lt(best, x), Arith::max)
            .map(|i| Tensor::scalar(i.cast()))
            .ok_or_else(|| ShapeError::empty("argmax", self.shape()))
    }

    /// `jnp.argmax` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// `axis` out of range, or of length 0.
    pub fn argmax_axis(
        &self,
        axis: impl AxisIndex,
    ) -> Result<Tensor<Stored<P, Int64>, P>, ShapeError>
    where
        D: Ordered,
    {
        let axis = resolve(axis, self.ndim())?;
        self.arg_axis::<true>(axis, "argmax", |x, best| Arith::lt(best, x), Arith::max)
    }

    /// `jnp.argmax(x, axis=axis, keepdims=keepdims)`: along one axis
    /// (negative ones count from the end), or over all ([`Axes::All`]: the
    /// index into the flattened tensor), the reduced axis kept with length
    /// 1 with `keepdims`.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Float32>::from_shape_vec(&[2, 3], vec![1.0, 5.0, 2.0, 7.0, 0.0, 3.0])?;
    /// assert_eq!(x.argmax_axes(-1, true)?.to_vec(), [1, 0]);
    /// assert_eq!(x.argmax_axes(Axes::All, false)?.to_vec(), [3]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Several axes, an axis out of range, or an empty tensor or axis.
    pub fn argmax_axes(
        &self,
        axis: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<Stored<P, Int64>, P>, ShapeError>
    where
        D: Ordered,
    {
        let axes = axis.into();
        axes.one("argmax", self.ndim())?;
        self.over_axes(&axes, keepdims, |t, axis| t.argmax_axis(axis))
    }

    /// `jnp.argmin` of the flattened tensor: see [`Tensor::argmax`].
    ///
    /// # Errors
    ///
    /// An empty tensor has no minimum, as JAX raises.
    pub fn argmin(&self) -> Result<Tensor<Stored<P, Int64>, P>, ShapeError>
    where
        D: Ordered,
    {
        self.arg_of_all(Arith::lt, Arith::min)
            .map(|i| Tensor::scalar(i.cast()))
            .ok_or_else(|| ShapeError::empty("argmin", self.shape()))
    }

    /// `jnp.argmin` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// `axis` out of range, or of length 0.
    pub fn argmin_axis(
        &self,
        axis: impl AxisIndex,
    ) -> Result<Tensor<Stored<P, Int64>, P>, ShapeError>
    where
        D: Ordered,
    {
        let axis = resolve(axis, self.ndim())?;
        self.arg_axis::<false>(axis, "argmin", Arith::lt, Arith::min)
    }

    /// `jnp.argmin` along one axis or over all: see [`Tensor::argmax_axes`].
    ///
    /// # Errors
    ///
    /// Several axes, an axis out of range, or an empty tensor or axis.
    pub fn argmin_axes(
        &self,
        axis: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<Stored<P, Int64>, P>, ShapeError>
    where
        D: Ordered,
    {
        let axes = axis.into();
        axes.one("argmin", self.ndim())?;
        self.over_axes(&axes, keepdims, |t, axis| t.argmin_axis(axis))
    }

    /// The index of the first NaN, else of the first value `better` than
    /// all others (the first maximum, `MAX`, or minimum by `pick`), along
    /// `axis`.
    fn arg_axis<const MAX: bool>(
        &self,
        axis: usize,
        name: &'static str,
        better: fn(D::Elem, D::Elem) -> bool,
        pick: impl Fn(D::Elem, D::Elem) -> D::Elem + Copy + Sync,
    ) -> Result<Tensor<Stored<P, Int64>, P>, ShapeError> {
        if self.shape().get(axis) == Some(&0) {
            return Err(ShapeError::empty(name, self.shape()));
        }
        if self.array.is_standard_layout() && axis + 1 == self.ndim() {
            // Runs of contiguous rows, many at a time by plain comparisons;
            // the exact scan for the rows they may not give.
            let first = <Stored<P, Int64> as DType>::Elem::default();
            let out = self.by_rows(first, |values, row, out| {
                rows_arg_extrema::<_, _, MAX>(values, row, out, |r| {
                    let run = &values[r * row..(r + 1) * row];
                    let at = if order_free::<D::Elem>() {
                        first_extremum::<D>(run, pick)
                    } else {
                        arg_extremum(run.iter().copied(), better)
                    };
                    // Every row has an element, checked above.
                    at.unwrap_or_default().cast()
                });
            })?;
            return Ok(Tensor::from_array(out));
        }
        if order_free::<D::Elem>() && axis + 1 < self.ndim() {
            if !self.array.is_standard_layout() {
                // Read twice: copied once, not by each pass.
                let copy = Tensor::<D, P>::from_array(self.array.as_standard_layout().into_owned());
                return copy.arg_axis::<MAX>(axis, name, better, pick);
            }
            // Along an outer axis: each column's extremum, as `max_axis`
            // finds it, then the first row that holds it (or NaN), the
            // columns side by side.
            let best = self.by_columns(axis, D::Elem::default(), |values, at, _, out| {
                if !plain_columns_into::<_, _, MAX>(values, at, out) {
                    fold_columns(values, at, out, &core::convert::identity, &pick);
                }
            })?;
            let best = best.as_slice().expect("a new array in standard layout");
            let first = <Stored<P, Int64> as DType>::Elem::default();
            let out = self.by_columns(axis, first, |values, at, first, out| {
                let best = &best[first..first + out.len()];
                first_hits::<_, _, u32>(values, at, best, out, hits_extremum);
            })?;
            return Ok(Tensor::from_array(out));
        }
        let out = self.along(axis, |lane| match lane.as_slice() {
            Some(slice) if order_free::<D::Elem>() => first_extremum::<D>(slice, pick),
            _ => arg_extremum(lane.iter().copied(), better),
        })?;
        // Every lane has an element, checked above.
        Ok(Tensor::from_array(
            out.mapv(|i| i.unwrap_or_default().cast()),
        ))
    }

    /// The flat index of the first NaN, else of the first value `better`
    /// than all others: blocks of a contiguous tensor scanned on the pool's
    /// threads, then their results in order. For a real element type, the
    /// extremum by `pick` (vectorised, [`extremum`]) and then the first
    /// value equal to it (or NaN), which is the same index.
    fn arg_of_all(
        &self,
        better: fn(D::Elem, D::Elem) -> bool,
        pick: impl Fn(D::Elem, D::Elem) -> D::Elem + Copy + Sync,
    ) -> Option<i64> {
        let best = match self.array.as_slice() {
            Some(slice) if order_free::<D::Elem>() => return first_extremum::<D>(slice, pick),
            Some(slice) => reduce_blocks(
                slice,
                |block, values| {
                    let first = i64::try_from(block * BLOCK).expect("an index of a slice");
                    arg_best((first..).zip(values.iter().copied()), &better)
                },
                |a, b| arg_best(a.into_iter().chain(b), &better),
            )
            .flatten(),
            None => arg_best((0_i64..).zip(self.iter()), &better),
        };
        best.map(|(i, _)| i)
    }
}

impl<D: Reduce, P: Policy> Tensor<D, P> {
    /// `jnp.cumsum` of the flattened tensor (row-major), a 1-d tensor of
    /// [`Reduce::Cumulative`] (stored as [`Policy::StoredFrom`] says): `Bool`
    /// sums in `Int64` (`Int32` with x64 disabled), other dtypes in their
    /// own, rounding (or wrapping) at each step, as XLA does.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int8>::from_vec(vec![100, 27, 1]);
    /// assert_eq!(t.cumsum().to_vec(), [100, 127, -128]); // int8 wraps, as in JAX
    /// ```
    pub fn cumsum(&self) -> Tensor<CumulativeOf<D, P>, P> {
        self.scan_flat(Running::Sum)
    }

    /// `jnp.cumsum` along `axis`, which keeps its length.
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn cumsum_axis(
        &self,
        axis: impl AxisIndex,
    ) -> Result<Tensor<CumulativeOf<D, P>, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.cumulative_axis(axis, Running::Sum)
    }

    /// `jnp.cumprod` of the flattened tensor: see [`Tensor::cumsum`].
    pub fn cumprod(&self) -> Tensor<CumulativeOf<D, P>, P> {
        self.scan_flat(Running::Product)
    }

    /// The running sums (or products) of the flattened tensor: one lane.
    fn scan_flat(&self, running: Running) -> Tensor<CumulativeOf<D, P>, P> {
        Tensor::<D::Cumulative, P>::from_array(self.scan_flat_in(running)).stored_from::<D>()
    }

    /// The running sums (or products) of the flattened tensor in `C`.
    fn scan_flat_in<C: Element>(&self, running: Running) -> ArrayD<C> {
        let n = self.len();
        self.scan_lanes(&[n], 1, n, running)
            .expect("a tensor's length as the output's")
    }

    /// `jnp.cumprod` along `axis`, which keeps its length.
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn cumprod_axis(
        &self,
        axis: impl AxisIndex,
    ) -> Result<Tensor<CumulativeOf<D, P>, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.cumulative_axis(axis, Running::Product)
    }

    fn cumulative_axis(
        &self,
        axis: usize,
        running: Running,
    ) -> Result<Tensor<CumulativeOf<D, P>, P>, ShapeError> {
        let out = self.cumulative_in(axis, running)?;
        Ok(Tensor::<D::Cumulative, P>::from_array(out).stored_from::<D>())
    }

    /// The running sums (or products) along `axis` in `C`.
    fn cumulative_in<C: Element>(
        &self,
        axis: usize,
        running: Running,
    ) -> Result<ArrayD<C>, ShapeError> {
        if axis >= self.ndim() {
            return Err(ShapeError::axis(axis, self.ndim()));
        }
        let shape = self.shape();
        let inner: usize = shape[axis + 1..].iter().product();
        let block = shape[axis..].iter().product::<usize>();
        self.scan_lanes(shape, inner, block, running)
    }

    /// `jnp.cumsum(x, dtype=O)` of the flattened tensor: the elements
    /// converted to `O` and summed in `O` itself, rounding (or wrapping) at
    /// each step; `Bool` gives whether some element so far is nonzero.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int32>::from_vec(vec![100, 27, 1]);
    /// assert_eq!(t.cumsum_as::<Int8>().to_vec(), [100, 127, -128]);
    /// assert_eq!(t.cumsum_as::<Float32>().to_vec(), [100.0, 127.0, 128.0]);
    /// ```
    pub fn cumsum_as<O: DType>(&self) -> Tensor<StoredFrom<P, O, O>, P> {
        Tensor::from_array(self.scan_flat_in(Running::Sum))
    }

    /// `jnp.cumsum(x, axis=axis, dtype=O)`: see [`Tensor::cumsum_as`].
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn cumsum_axis_as<O: DType>(
        &self,
        axis: impl AxisIndex,
    ) -> Result<Tensor<StoredFrom<P, O, O>, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.cumulative_in(axis, Running::Sum)
            .map(Tensor::from_array)
    }

    /// `jnp.cumprod(x, dtype=O)` of the flattened tensor: see
    /// [`Tensor::cumsum_as`]; `Bool` gives whether every element so far is
    /// nonzero.
    pub fn cumprod_as<O: DType>(&self) -> Tensor<StoredFrom<P, O, O>, P> {
        Tensor::from_array(self.scan_flat_in(Running::Product))
    }

    /// `jnp.cumprod(x, axis=axis, dtype=O)`: see [`Tensor::cumsum_as`].
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn cumprod_axis_as<O: DType>(
        &self,
        axis: impl AxisIndex,
    ) -> Result<Tensor<StoredFrom<P, O, O>, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.cumulative_in(axis, Running::Product)
            .map(Tensor::from_array)
    }

    /// The running sums (or products) of the elements in standard layout
    /// (a copy for another layout), as blocks of `block` elements, each rows
    /// of `inner` values whose columns are the lanes ([`scan_from`]), into
    /// an array of `shape`, allocated fallibly first; the blocks of a large
    /// tensor on the pool's threads.
    fn scan_lanes<C: Element>(
        &self,
        shape: &[usize],
        inner: usize,
        block: usize,
        running: Running,
    ) -> Result<ArrayD<C>, ShapeError> {
        let len = check_output::<C>(shape)?;
        let mut out = kernels::filled(len, C::default()).map_err(refused::<C>(shape))?;
        // No blocks to walk where there are no elements: a shape such as
        // `[2⁴⁰, 0]` has 2⁴⁰ empty ones.
        if len > 0 {
            let data = self.array.as_standard_layout();
            let values = data.as_slice().expect("an array in standard layout");
            kernels::on_weighted_rows(&mut out, block, block, |blocks, piece| {
                let input = &values[blocks.start * block..blocks.end * block];
                for (src, dst) in input.chunks_exact(block).zip(piece.chunks_exact_mut(block)) {
                    scan_from(src, dst, inner, running);
                }
            });
        }
        Ok(ArrayD::from_shape_vec(shape, out).expect("the input's shape"))
    }
}

/// `jnp.cumsum` or `jnp.cumprod`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Running {
    Sum,
    Product,
}

/// `dst` = the running sums (or products) of `src` converted to `C`, rows
/// of `inner` values whose columns are the lanes, in the result's element,
/// rounded (or wrapped) at each step as XLA's cumulative reductions compute
/// in the result's dtype ([`scan`]): converted and scanned a few KiB at a
/// time, while the values are in the cache; `f32` and `f64` with the
/// hardware's operations ([`float_scan`]), which give the same bits.
fn scan_from<E: Element, C: Element>(src: &[E], dst: &mut [C], inner: usize, running: Running) {
    if inner == 0 {
        return;
    }
    let product = running == Running::Product;
    let chunk = (4096 / inner).max(1) * inner;
    for (i, s) in src.chunks(chunk).enumerate() {
        let at = i * chunk;
        let end = at + s.len();
        for (d, &x) in dst[at..end].iter_mut().zip(s) {
            *d = x.cast();
        }
        let done = &mut dst[..end];
        if TypeId::of::<C>() == TypeId::of::<f32>() {
            float_scan::<C, f32>(done, at, inner, product, Element::cast, Element::cast);
        } else if TypeId::of::<C>() == TypeId::of::<f64>() {
            float_scan::<C, f64>(done, at, inner, product, Element::cast, Element::cast);
        } else if product {
            scan(done, at, inner, true.cast(), Arith::mul);
        } else {
            scan(done, at, inner, false.cast(), Arith::add);
        }
    }
}

impl<D: Reduce + ComplexParts, P: Policy> Tensor<D, P> {
    /// `jnp.any`: whether some element is nonzero (NaN counts; a subnormal
    /// float is zero, as XLA on CPU reads it), as a 0-d `Bool` tensor;
    /// `false` for an empty tensor. A complex number counts by its real part
    /// alone, as JAX converts it to `bool` here (`jnp.any(1j)` is `False`),
    /// unlike `astype(bool)`.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int8>::from_vec(vec![0, 3, 0]);
    /// assert_eq!(t.any().to_vec(), [true]);
    /// assert_eq!(t.all().to_vec(), [false]);
    /// ```
    pub fn any(&self) -> Tensor<Bool, P> {
        let any = |values: &[D::Elem]| decided::<_, false>(values, truth::<D>);
        Tensor::scalar(match self.array.as_slice() {
            Some(slice) => reduce_blocks(slice, |_, b| any(b), |a, b| a || b).unwrap_or(false),
            None => self.iter().any(truth::<D>),
        })
    }

    /// `jnp.any` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn any_axis(&self, axis: impl AxisIndex) -> Result<Tensor<Bool, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.along(axis, |lane| match lane.as_slice() {
            Some(lane) if lane.len() >= LONG_LANE => decided::<_, false>(lane, truth::<D>),
            _ => lane.iter().any(|x| truth::<D>(*x)),
        })
        .map(Tensor::from_array)
    }

    /// `jnp.any` over `axes`: see [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn any_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<Bool, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.any_axis(axis))
    }

    /// `jnp.all`: whether every element is nonzero, as a 0-d `Bool` tensor;
    /// `true` for an empty tensor.
    pub fn all(&self) -> Tensor<Bool, P> {
        let all = |values: &[D::Elem]| decided::<_, true>(values, truth::<D>);
        Tensor::scalar(match self.array.as_slice() {
            Some(slice) => reduce_blocks(slice, |_, b| all(b), |a, b| a && b).unwrap_or(true),
            None => self.iter().all(truth::<D>),
        })
    }

    /// `jnp.all` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn all_axis(&self, axis: impl AxisIndex) -> Result<Tensor<Bool, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.along(axis, |lane| match lane.as_slice() {
            Some(lane) if lane.len() >= LONG_LANE => decided::<_, true>(lane, truth::<D>),
            _ => lane.iter().all(|x| truth::<D>(*x)),
        })
        .map(Tensor::from_array)
    }

    /// `jnp.all` over `axes`: see [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn all_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<Bool, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.all_axis(axis))
    }
}

/// The shortest lane that `any_axis` and `all_axis` scan by [`decided`]:
/// shorter ones scan in place, where a call per lane would cost more than
/// its values (`any_axis(1)` of `[1.25 M, 8]`: 2.0 ms in place, 8.4 by
/// blocks).
const LONG_LANE: usize = 256;

/// Whether `truth` holds of every value (`ALL`), else of any: the first
/// value that decides, looked for by [`position`] (vectorised, without a
/// branch per value).
fn decided<E: Copy, const ALL: bool>(values: &[E], truth: impl Fn(E) -> bool) -> bool {
    position(values, &|x| truth(x) != ALL).is_none() == ALL
}

/// How `jnp.any` and `jnp.all` read an element as `bool`: nonzero, the real
/// part of a complex number (JAX converts with `lax.convert_element_type`).
#[inline]
fn truth<D: ComplexParts>(x: D::Elem) -> bool {
    D::real(x).cast::<bool>()
}

impl<D: Reduce + Inexact, P: Policy> Tensor<D, P> {
    /// `jnp.var` of every element (`ddof = 0`), as a 0-d tensor of
    /// [`Reduce::Variance`], computed as JAX does (see the module docs);
    /// NaN for an empty tensor.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int8>::from_vec(vec![1, 2, 3, 4]);
    /// let v: Tensor<Float32> = t.var();
    /// assert_eq!(v.to_vec(), [1.25]);
    /// assert_eq!(t.std().to_vec(), [1.25_f32.sqrt()]);
    /// ```
    pub fn var(&self) -> Tensor<D::Variance, P> {
        Tensor::scalar(self.variance_of(self.values(), self.len()))
    }

    /// `jnp.var` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn var_axis(&self, axis: impl AxisIndex) -> Result<Tensor<D::Variance, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        let rows = if <D::Output as DType>::Elem::HALF {
            self.variance_rows::<Float32>(axis)
        } else {
            self.variance_rows::<D::Output>(axis)
        };
        match rows {
            Some(rows) => rows,
            None => self.along(axis, |l| self.variance_of(lane(l), self.len())),
        }
        .map(Tensor::from_array)
    }

    /// `jnp.var` over `axes` (`ddof = 0`): see [`Tensor::sum_axes`].
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// // A layer norm's statistics over the features, kept for broadcasting.
    /// let x = Tensor::<Float32>::from_shape_vec(&[2, 2], vec![1.0, 3.0, 2.0, 2.0])?;
    /// assert_eq!(x.var_axes(-1, true)?.to_vec(), [1.0, 0.0]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn var_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<D::Variance, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.var_axis(axis))
    }

    /// `jnp.std`: the square root of [`Tensor::var`], taken in its dtype.
    pub fn std(&self) -> Tensor<D::Variance, P> {
        square_root(self.var())
    }

    /// `jnp.std` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn std_axis(&self, axis: impl AxisIndex) -> Result<Tensor<D::Variance, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.var_axis(axis).map(square_root)
    }

    /// `jnp.std` over `axes`: see [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn std_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<D::Variance, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.std_axis(axis))
    }

    /// The variances along `axis`, computed in the real float `C`, of a
    /// tensor of at least [`XLA_EMITTED_BELOW`] elements, by YNNPACK's
    /// kernels as XLA hands them `jnp.var`. Along the last axis of a tensor
    /// in standard layout whose rows are no longer than a tile, where
    /// [`variance`] on each lane would take the lane kernel for both its
    /// sums: many rows at a time ([`SumFloat::lanes`], then
    /// [`SumFloat::deviation_lanes`] with each row's mean), with the float
    /// mode entered and the vectors chosen once per run of rows instead of
    /// twice per row, each row's variance the bits of `variance`'s on it.
    /// Along an outer axis, by the column kernel
    /// ([`variance_columns_in`](Self::variance_columns_in)). `None`
    /// elsewhere (and for complex `C`).
    fn variance_rows<C: Float>(
        &self,
        axis: usize,
    ) -> Option<Result<ArrayD<<D::Variance as DType>::Elem>, ShapeError>> {
        if self.len() < XLA_EMITTED_BELOW {
            return None;
        }
        let columns = axis + 1 < self.ndim();
        if !columns && !self.array.is_standard_layout() {
            return None;
        }
        // Only `C`'s branch is compiled ([`Element::Sum`]); a complex `C`
        // (summed in its parts' float) is not a real float.
        let real = |t: TypeId| TypeId::of::<C::Elem>() == t;
        <C::Elem as Element>::Sum::pick(
            (),
            |()| real(TypeId::of::<f32>()).then(|| self.variance_in::<f32>(axis, columns))?,
            |()| real(TypeId::of::<f64>()).then(|| self.variance_in::<f64>(axis, columns))?,
            |()| None,
        )
    }

    /// [`variance_columns_in`](Self::variance_columns_in) along an outer
    /// axis (`columns`), else [`variance_rows_in`](Self::variance_rows_in).
    fn variance_in<T: SumFloat + Element + FloatElem>(
        &self,
        axis: usize,
        columns: bool,
    ) -> Option<Result<ArrayD<<D::Variance as DType>::Elem>, ShapeError>> {
        match columns {
            true => Some(self.variance_columns_in::<T>(axis)),
            false => self.variance_rows_in::<T>(),
        }
    }

    /// [`variance_rows`](Self::variance_rows) in `T` along `axis`, an outer
    /// one: as XLA's fusion of `jnp.var` hands it to YNNPACK, the column
    /// sums ([`Tensor::sum_axis`]'s), the means (each sum times `1 / n`),
    /// the column sums of the squares of the deviations from them, divided
    /// by `n`.
    fn variance_columns_in<T: SumFloat + Element + FloatElem>(
        &self,
        axis: usize,
    ) -> Result<ArrayD<<D::Variance as DType>::Elem>, ShapeError> {
        if !self.array.is_standard_layout() {
            // Read twice: copied once, not by each pass.
            let copy = Tensor::<D, P>::from_array(self.array.as_standard_layout().into_owned());
            return copy.variance_columns_in::<T>(axis);
        }
        let n = self.shape()[axis];
        let to = |x: D::Elem| x.cast::<T>();
        let scale = FloatElem::div(true.cast::<T>(), (n as u64).cast());
        let means = self.by_columns(axis, T::ZERO, |values, at, _, out| {
            T::columns(values, at, out, &to);
            for mean in out.iter_mut() {
                *mean = Arith::mul(*mean, scale);
            }
        })?;
        let means = means.as_slice().expect("a new array in standard layout");
        let squares = self.by_columns(axis, T::ZERO, |values, at, first, out| {
            let means = &means[first..first + out.len()];
            T::deviation_columns(values, at, means, out, &to);
        })?;
        let count: T = (n as u64).cast();
        Ok(squares.mapv(|square| FloatElem::div(square, count).cast()))
    }

    /// [`variance_rows`](Self::variance_rows) in `T`, for rows no longer than
    /// its tile (`None` for longer ones): [`variance`]'s steps, for each run
    /// of rows on the pool's threads: the rows' sums, their means (each sum
    /// times `1 / n`), the sums of the squares of the deviations from them,
    /// divided by `n`.
    fn variance_rows_in<T: SumFloat + Element + FloatElem>(
        &self,
    ) -> Option<Result<ArrayD<<D::Variance as DType>::Elem>, ShapeError>> {
        let n = *self.shape().last()?;
        if n > tile_len::<T>() {
            return None;
        }
        let to = |x: D::Elem| x.cast::<T>();
        let scale = FloatElem::div(true.cast::<T>(), (n as u64).cast());
        let count: T = (n as u64).cast();
        Some(self.by_rows(Default::default(), |values, row, out| {
            let (mut means, mut squares) = ([T::ZERO; ROW_CHUNK], [T::ZERO; ROW_CHUNK]);
            for (out, values) in out
                .chunks_mut(ROW_CHUNK)
                .zip(values.chunks(ROW_CHUNK * row))
            {
                let (means, squares) = (&mut means[..out.len()], &mut squares[..out.len()]);
                T::lanes(values, row, means, &to);
                for mean in means.iter_mut() {
                    *mean = Arith::mul(*mean, scale);
                }
                T::deviation_lanes(values, row, means, squares, &to);
                for (o, &square) in out.iter_mut().zip(squares.iter()) {
                    *o = FloatElem::div(square, count).cast();
                }
            }
        }))
    }

    /// The variance of `values`, in the computation dtype JAX uses: `float32`
    /// for the half types, else [`Inexact::Output`]; `total` elements in the
    /// tensor reduced.
    fn variance_of(
        &self,
        values: Values<'_, D::Elem, impl ExactSizeIterator<Item = D::Elem> + Clone>,
        total: usize,
    ) -> <D::Variance as DType>::Elem {
        if <D::Output as DType>::Elem::HALF {
            variance::<_, Float32, Float32, D::Variance>(values, total)
        } else {
            variance::<_, D::Output, _, D::Variance>(values, total)
        }
    }
}

/// `jnp.sqrt` of a variance, in its own (float) dtype.
fn square_root<V: Float, P: Policy>(var: Tensor<V, P>) -> Tensor<V, P> {
    Tensor::from_array(var.into_array().mapv(|x| x.unary(FloatFn::Sqrt)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An operation on two elements of `X`: `Arith::max`, `Arith::min`,
    /// `Arith::add`, `Arith::mul`.
    type Pick<X> = fn(<X as DType>::Elem, <X as DType>::Elem) -> <X as DType>::Elem;
    use crate::{Float32, Float64, Int16};

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
        // Types compared as their `f32` values, and `int32` folded down the
        // columns of transposed rows (past 64 values, each row on its own).
        for width in [1, 3, 8, 17, 64, 65] {
            check::<crate::Int32>(width, 5);
            check::<Int16>(width, 0);
            check::<crate::Int8>(width, 1);
            check::<crate::UInt8>(width, 2);
            check::<crate::BFloat16>(width, 3);
            check::<crate::Float16>(width, 4);
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
                Tensor::<D, crate::StandardX32>::from_shape_vec(&[37, width], values).unwrap();
            let wide = m.sum_axis(1).unwrap().to_vec();
            let narrow = x32.sum_axis(1).unwrap().to_vec();
            let want: Vec<_> = wide.iter().map(|&s| s.cast()).collect();
            assert_eq!(narrow, want, "[37, {width}] {} with x64 disabled", D::NAME);
        }
        for width in 0..=TRANSPOSED_ROW + 1 {
            check::<crate::Int8>(width, |i| (i * 37 % 256) as u8 as i8);
            check::<crate::UInt8>(width, |i| (i * 53 % 256) as u8);
            check::<crate::Int32>(width, |i| i32::MAX - (i % 4) as i32 * (i32::MAX / 3));
            check::<crate::Bool>(width, |i| i % 3 == 0);
            check_x32::<crate::Int8>(width, |i| (i * 37 % 256) as u8 as i8);
            check_x32::<crate::UInt8>(width, |i| (i * 53 % 256) as u8);
            check_x32::<crate::UInt16>(width, |i| (i * 4099 % 65536) as u16);
        }
        let huge = |i: usize| i32::MAX - (i % 4) as i32 * (i32::MAX / 3);
        check_x32::<crate::Int32>(8, huge);
        check_x32::<crate::Int32>(1000, huge);
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
            let h = m.cast::<crate::BFloat16>();
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
                    let what =
                        std::format!("column {o}, {j} of {shape:?} along {axis}, {}", D::NAME);
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
            check::<crate::Int32>(shape, axis);
            check::<crate::Int8>(shape, axis);
            check::<crate::BFloat16>(shape, axis);
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
            check!(crate::BFloat16, Float32, shape, axis);
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
            check::<crate::Int8>(shape);
        }
        check::<crate::Float16>(&[1250, 8]);
        check::<crate::BFloat16>(&[600, 33]);
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
}
