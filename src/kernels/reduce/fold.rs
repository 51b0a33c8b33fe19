//! Folds in lanes: any operation folded over a lane or the columns of rows
//! in independent accumulators that the compiler vectorises, for operations
//! whose order does not change the result (integer sums, `max` of
//! integers, `any`, `all`); and the first value that hits.

use super::lanes::Columns;
use crate::simd;

/// The accumulators of [`fold_lanes`]: four 256-bit vectors of `f32`,
/// enough to hide the latency of a maximum's compare and select.
pub(super) const FOLD_LANES: usize = 32;

/// The bytes of accumulators [`fold_columns`] keeps at a time.
pub(super) const FOLD_COLUMN_BYTES: usize = 1 << 16;

/// `values` mapped by `map` and folded with `op` in [`FOLD_LANES`]
/// independent accumulators (each starting at one of the first values),
/// which are then folded in order, so that the loop vectorises; `None` for
/// no values. The order differs from a fold from the left, so `op` must give
/// the same bits in any order: a maximum or minimum (XLA's `max` reduction
/// is order-free too, apart from which NaN's payload a NaN result carries),
/// `&&`, `||`, integer addition and multiplication (which wrap). Compiled for
/// AVX2 where the CPU has it (`simd::vectorised`).
#[inline(always)]
pub(crate) fn fold_lanes<E: Copy, A: Copy>(
    values: &[E],
    map: &impl Fn(E) -> A,
    op: &impl Fn(A, A) -> A,
) -> Option<A> {
    simd::vectorised(&mut || lane_fold(values, map, op))
}

#[inline(always)]
pub(super) fn lane_fold<E: Copy, A: Copy>(
    values: &[E],
    map: &impl Fn(E) -> A,
    op: &impl Fn(A, A) -> A,
) -> Option<A> {
    if values.len() < FOLD_LANES {
        return values.iter().map(|&x| map(x)).reduce(op);
    }
    let (head, rest) = values.split_at(FOLD_LANES);
    let mut acc: [A; FOLD_LANES] = core::array::from_fn(|l| map(head[l]));
    let mut chunks = rest.chunks_exact(FOLD_LANES);
    for chunk in &mut chunks {
        for (a, &x) in acc.iter_mut().zip(chunk) {
            *a = op(*a, map(x));
        }
    }
    let tail = chunks.remainder().iter().map(|&x| map(x));
    acc.into_iter().chain(tail).reduce(op)
}

/// The values [`position`] tests at a time: four vectors of
/// [`FOLD_LANES`] (`jnp.all` of 10M `f32` on one core: 2.1-2.5 ms testing
/// 32 at a time, 1.65 testing 128; `argmax_axis(1)` of `[1000, 10000]`
/// 5.3-5.5 and 4.6-4.7; testing 256, 1.65 and 5.6-6.2).
pub(super) const POSITION_BLOCK: usize = 4 * FOLD_LANES;

/// The index of the first of `values` that `hit`s, looked for a block of
/// [`POSITION_BLOCK`] at a time (a vectorised test of the whole block,
/// then the hit inside it), compiled for AVX2 where the CPU has it.
#[inline(always)]
pub(crate) fn position<E: Copy>(values: &[E], hit: &impl Fn(E) -> bool) -> Option<usize> {
    let find = || {
        let mut chunks = values.chunks_exact(POSITION_BLOCK);
        for (c, chunk) in (&mut chunks).enumerate() {
            let mut any = false;
            for &x in chunk {
                any |= hit(x);
            }
            if any {
                let at = chunk.iter().position(|&x| hit(x));
                return at.map(|i| c * POSITION_BLOCK + i);
            }
        }
        let done = values.len() - chunks.remainder().len();
        let at = chunks.remainder().iter().position(|&x| hit(x));
        at.map(|i| done + i)
    };
    simd::vectorised(&mut { find })
}

/// `out[j]` = column `j` of `columns` (`out.len()` columns of
/// `columns.rows` rows, at least one) mapped by `map` and folded with `op`
/// from the first row down, whole rows at a time so that the columns
/// vectorise; `op` as [`fold_lanes`] requires (order-free, though here each
/// column's order is its own anyway), compiled for AVX2 where the CPU has
/// it.
#[inline(always)]
pub(crate) fn fold_columns<E: Copy, A: Copy>(
    values: &[E],
    columns: Columns,
    out: &mut [A],
    map: &impl Fn(E) -> A,
    op: &impl Fn(A, A) -> A,
) {
    simd::vectorised(&mut || column_fold(values, columns, out, map, op));
}

#[inline(always)]
pub(super) fn column_fold<E: Copy, A: Copy>(
    values: &[E],
    columns: Columns,
    out: &mut [A],
    map: &impl Fn(E) -> A,
    op: &impl Fn(A, A) -> A,
) {
    let Columns {
        rows,
        stride,
        start,
    } = columns;
    let n = out.len();
    columns.check(values.len(), n, true);
    // Columns in tiles of 64 KiB of accumulators, which stay in the cache
    // while the rows stream past, long enough runs of each row for the
    // hardware's prefetcher.
    let width = (FOLD_COLUMN_BYTES / core::mem::size_of::<A>().max(1)).max(1);
    for (t, tile) in out.chunks_mut(width).enumerate() {
        let at = start + t * width;
        let w = tile.len();
        for (o, &x) in tile.iter_mut().zip(&values[at..at + w]) {
            *o = map(x);
        }
        for r in 1..rows {
            let row = &values[at + r * stride..at + r * stride + w];
            for (o, &x) in tile.iter_mut().zip(row) {
                *o = op(*o, map(x));
            }
        }
    }
}
