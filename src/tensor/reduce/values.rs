//! The input of every reduction: a tensor's elements as a slice where it
//! is contiguous, else as an iterator ([`Values`]), the folds of each, and
//! the lanes along an axis ([`Tensor::along`]), and rows read a chunk
//! at a time, widened or transposed.

use core::any::TypeId;
use std::vec;

use ndarray::{ArrayD, ArrayView1, Axis, Slice};
use num_complex::Complex;

use crate::kernels;
use crate::kernels::parallel::reduce_blocks_iter;
use crate::kernels::reduce::{Columns, fold_lanes};
use crate::kernels::reduce_blocks;
use crate::policy::Policy;
use crate::scalar::Element;
use crate::scalar::ElementSlice;
use crate::simd;
use crate::tensor::error::{check_output, refused};
use crate::tensor::rules::Reduce;
use crate::tensor::{ShapeError, Tensor};

/// A reduction's input: a contiguous tensor's (or lane's) elements, which a
/// large reduction splits over the cores, or any other's, in row-major order.
#[derive(Clone)]
pub(super) enum Values<'a, E, I> {
    Slice(&'a [E]),
    Iter(I),
}

impl<'a, E: Element, I: ExactSizeIterator<Item = E>> Values<'a, E, I> {
    pub(super) fn len(&self) -> usize {
        match self {
            Values::Slice(slice) => slice.len(),
            Values::Iter(iter) => iter.len(),
        }
    }

    /// Folds the values, converted to `A`, with `op`: each block of
    /// [`BLOCK`] values from `init` (or from its first value, for `None`),
    /// then the blocks' results in order, whatever the number of threads.
    /// `None` for no values and no `init`.
    pub(super) fn accumulate<A: Element>(
        self,
        init: Option<A>,
        op: impl Fn(A, A) -> A + Copy + Sync,
    ) -> Option<A> {
        self.accumulate_map(init, Element::cast, op)
    }

    /// [`accumulate`](Self::accumulate) of the values mapped by `map`.
    pub(super) fn accumulate_map<A: Element>(
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
    pub(super) fn accumulate_free<A: Element>(
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
pub(super) fn accumulate_slice<E: Element, A: Element>(
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
pub(super) fn accumulate_free_slice<E: Element, A: Element>(
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
pub(super) fn either<A>(
    op: impl Fn(A, A) -> A + Copy,
) -> impl Fn(Option<A>, Option<A>) -> Option<A> + Copy {
    move |a, b| match (a, b) {
        (Some(a), Some(b)) => Some(op(a, b)),
        (a, b) => a.or(b),
    }
}

/// Whether `A` is an integer type, whose sums wrap and so give the same
/// bits in any order.
pub(super) fn wrapping_sum<A: Element>() -> bool {
    use ElementSlice::{Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64};
    let kind = A::as_slice_of(&[]);
    matches!(
        kind,
        Int8(_) | Int16(_) | Int32(_) | Int64(_) | UInt8(_) | UInt16(_) | UInt32(_) | UInt64(_)
    )
}

/// Whether `max` and `min` of `A` give the same bits in any order, so that
/// they fold in independent lanes: the real types, not the extended floats
/// (which compute in a wider format) and not complex numbers (compared by
/// flushed parts, whose ties keep one operand's unflushed bits).
pub(super) fn order_free<A: Element>() -> bool {
    !A::MINIFLOAT
        && TypeId::of::<A>() != TypeId::of::<Complex<f32>>()
        && TypeId::of::<A>() != TypeId::of::<Complex<f64>>()
}

/// The values of a lane along an axis.
pub(super) fn lane<'a, E: Element>(
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
pub(super) fn fold_block<A: Element>(
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

/// The rows of a reduction along the last axis reduced at a time into a
/// buffer on the stack (the kernels' results before their conversion into
/// the output), instead of into a vector of the output's size.
pub(super) const ROW_CHUNK: usize = 1024;

/// `out[i] = found[i].cast()`: the kernels' results in the output's type,
/// compiled for AVX2 where the CPU has it (the loop alone, in a generic
/// function, is compiled for the baseline's SSE2).
pub(super) fn cast_into<S: Element, A: Element>(found: &[S], out: &mut [A]) {
    simd::vectorised(&mut || {
        for (o, &x) in out.iter_mut().zip(found) {
            *o = x.cast();
        }
    });
}

/// Whether every value of `E` is an `f32` value, compared as `f32`
/// compares it: `bfloat16`, `float16` and the 8- and 16-bit integers.
pub(super) fn widens_exactly<E: Element>() -> bool {
    use ElementSlice::{BFloat16, Float16, Int8, Int16, UInt8, UInt16};
    let kind = E::as_slice_of(&[]);
    matches!(
        kind,
        BFloat16(_) | Float16(_) | Int8(_) | Int16(_) | UInt8(_) | UInt16(_)
    )
}

/// The most values [`widened_rows`] widens at a time (256 KiB of `f32`s):
/// enough rows to amortise a call, few enough to stay in the L2 cache.
const WIDENED: usize = 1 << 16;

/// `each(wide, first, out)` for each block of rows of a type that
/// [`widens_exactly`] (at most [`ROW_CHUNK`] rows, and [`WIDENED`] values
/// unless one row is longer) and their piece of `out`: the rows converted
/// into `f32` (exactly) in `wide`, `first` the index of their first row, so
/// that the plain kernels of `f32` find their extrema. The conversion is
/// compiled for AVX2 where the CPU has it.
pub(super) fn widened_rows<E: Element, A>(
    values: &[E],
    len: usize,
    out: &mut [A],
    mut each: impl FnMut(&[f32], usize, &mut [A]),
) {
    let rows = (WIDENED / len.max(1))
        .clamp(1, ROW_CHUNK)
        .min(out.len().max(1));
    let mut wide = vec![0.0; rows * len];
    let runs = values.chunks(rows * len);
    for (c, (out, runs)) in out.chunks_mut(rows).zip(runs).enumerate() {
        let wide = &mut wide[..runs.len()];
        simd::vectorised(&mut || E::slice_to_f32(runs, wide));
        each(wide, c * rows, out);
    }
}

/// The longest rows [`by_transposed_rows`] reduces.
pub(super) const TRANSPOSED_ROW: usize = 64;

/// `reduce(columns, at, out)` on the rows of `values` (runs of `len`, at most
/// [`TRANSPOSED_ROW`]) turned into columns: [`ROW_CHUNK`] rows at a time
/// copied into a block where row `r` is column `r` (`at` says where), so
/// that a fold down the columns ([`fold_columns`]) reduces many short rows
/// at once, each in its own order from its first value, where a fold per
/// row would pay for a lane's setup on every few values.
pub(super) fn by_transposed_rows<E: Copy + Default, A>(
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

impl<D: Reduce, P: Policy> Tensor<D, P> {
    /// The elements as a reduction reads them.
    pub(super) fn values(
        &self,
    ) -> Values<'_, D::Elem, impl ExactSizeIterator<Item = D::Elem> + Clone + '_> {
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
    pub(super) fn along<O: Copy + Default + Send + Sync>(
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
}
