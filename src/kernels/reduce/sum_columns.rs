//! YNNPACK's `kn` kernel: the sums of columns (a reduction along an outer
//! axis), one accumulator per column, four rows at a time, in bands of
//! columns through every tile.

use std::vec;
use std::vec::Vec;

use super::lanes::{Columns, Lanes, Native, Step, SumFloat, load_mapped, or_lanes};
use super::sum_rows::tile_len;
use super::tree::Tree;
use crate::simd::{self, SumVector, VectorKernel, XlaFloatMode};

/// The columns whose sums are kept at a time (the width of a band of
/// [`tiled_columns`], 16 KiB of each of its accumulators): YNNPACK keeps
/// 4 KiB, whose rows the prefetcher follows less well; the order of each
/// column's additions is the same.
pub(super) const COLUMN_BAND_BYTES: usize = 1 << 16;

/// The sums of the columns of `rows` rows of `out.len()` values, as
/// YNNPACK's `kn` kernel adds them (see the module docs): each column's
/// order is its own, so the columns are vectorised in any grouping. Run as
/// [`lane_sum`] is. With `means` (`means[k]` for column `columns.start +
/// k`), the sums of the values' squared deviations from them instead, each
/// `(x - mean)²` by the hardware's operations under the float mode (the
/// flushing ones' bits), as XLA's fusion of `jnp.var` hands them to
/// YNNPACK.
#[inline(always)]
pub(super) fn column_sums<E: Copy, T: SumFloat>(
    values: &[E],
    columns: Columns,
    means: Option<&[T]>,
    out: &mut [T],
    map: &impl Fn(E) -> T,
) {
    if let Some(means) = means {
        assert_eq!(means.len(), out.len(), "a mean per column");
    }
    let _mode = XlaFloatMode::enter();
    let kernel = ColumnSums {
        values,
        columns,
        means,
        out,
        map,
    };
    or_lanes::<T, _, Lanes<T, Native<T>, 16>>(simd::run_avx512(kernel));
}

/// [`column_sums`]' kernel, for [`simd::run_avx2`].
pub(super) struct ColumnSums<'a, E, T, M> {
    values: &'a [E],
    columns: Columns,
    means: Option<&'a [T]>,
    out: &'a mut [T],
    map: &'a M,
}

impl<E: Copy, T: SumFloat, M: Fn(E) -> T> VectorKernel<T> for ColumnSums<'_, E, T, M> {
    type Output = ();

    #[inline(always)]
    fn run<V: SumVector<Elem = T>>(self) {
        tiled_columns::<E, T, V>(self.values, self.columns, self.means, self.out, self.map);
    }
}

/// The rows of a column tile of YNNPACK's scheduler: as many as fill a tile
/// of 128 KiB with the columns given, at least one.
#[inline(always)]
pub(super) fn tile_rows<T>(columns: usize) -> usize {
    (tile_len::<T>() / columns.max(1)).max(1)
}

/// YNNPACK's column sums: the rows cut into tiles of [`tile_rows`], each
/// tile's columns summed by the `kn` kernel from zero, and the tiles' sums
/// summed by it again. Each column's additions are its own, so the work is
/// ordered for the cache and the registers instead: a band of columns at a
/// time, through every tile; a tile one vector of columns at a time, its
/// tree of accumulators in registers; the tiles' sums summed four at a time
/// as they come (the `kn` kernel's blocks of four rows), not stored for a
/// second pass.
#[inline(always)]
pub(super) fn tiled_columns<E: Copy, T: SumFloat, V: SumVector<Elem = T>>(
    values: &[E],
    columns: Columns,
    means: Option<&[T]>,
    out: &mut [T],
    map: &impl Fn(E) -> T,
) {
    let Columns {
        rows,
        stride,
        start,
    } = columns;
    let n = out.len();
    columns.check(values.len(), n, false);
    if n == 0 {
        return;
    }
    let lanes = V::LANES;
    let tile = tile_rows::<T>(stride);
    let band = (COLUMN_BAND_BYTES / core::mem::size_of::<T>()).min(n.next_multiple_of(lanes));
    let mut second = ColumnTree::<T>::new(band);
    // The sums of up to four tiles, for the second level.
    let mut sums = vec![T::ZERO; 4 * band];
    // The band's means, whole vectors of them (zeros past its end).
    let mut band_means = vec![T::ZERO; if means.is_some() { band } else { 0 }];
    for from in (0..n).step_by(band) {
        let w = band.min(n - from);
        let at = start + from;
        let out = &mut out[from..from + w];
        let means = means.map(|means| {
            band_means[..w].copy_from_slice(&means[from..from + w]);
            band_means[w..].fill(T::ZERO);
            &band_means[..]
        });
        if rows <= tile {
            let mut sum = vec![T::ZERO; w.next_multiple_of(lanes)];
            tile_sums::<E, T, V>(values, (at, None), stride, rows, w, means, &mut sum, map);
            out.copy_from_slice(&sum[..w]);
            continue;
        }
        second.reset(w, lanes);
        let mut held = 0;
        for row in (0..rows).step_by(tile) {
            let take = tile.min(rows - row);
            let sum = &mut sums[held * band..(held + 1) * band];
            let next = (row + take < rows).then(|| at + (row + take) * stride);
            let from = (at + row * stride, next);
            tile_sums::<E, T, V>(values, from, stride, take, w, means, sum, map);
            held += 1;
            if held == 4 || row + take == rows {
                second.add_rows::<T, V>(&sums, 0, band, held, w, &core::convert::identity);
                held = 0;
            }
        }
        second.carry::<V>(0);
        for (o, &t) in out.iter_mut().zip(second.top(w)) {
            *o = Native::<T>::add(T::ZERO, t);
        }
    }
}

/// The `kn` kernel on one tile: the sums of `rows` rows (`stride` values
/// apart, the first at `at`) of `w` columns, from zero, into `sums` (whole
/// vectors of them), a vector of columns at a time with its [`Tree`] in
/// registers: blocks of four rows (zeros for missing ones) summed from zero
/// in order into the tree's first level, four rows a tick of its clock.
/// With `means` (whole vectors of the `w` columns' means), each value's
/// squared deviation from its column's mean instead of the value.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub(super) fn tile_sums<E: Copy, T: SumFloat, V: SumVector<Elem = T>>(
    values: &[E],
    (at, next): (usize, Option<usize>),
    stride: usize,
    rows: usize,
    w: usize,
    means: Option<&[T]>,
    sums: &mut [T],
    map: &impl Fn(E) -> T,
) {
    let lanes = V::LANES;
    for j in (0..w).step_by(lanes) {
        // The next tile's rows, a tile ahead, where a tile is a few long
        // rows: each tile's rows are new streams, which the hardware's
        // prefetcher learns too late (the column sum of a `[1000, 10000]`
        // matrix, tiles of three rows: 1.95 to 1.31 ms on one core).
        if let Some(next) = next.filter(|_| rows <= 8) {
            for r in 0..rows {
                simd::prefetch(values, next + r * stride + j);
            }
        }
        let mut tree = Tree::<V>::new();
        let mean = means.map(|means| V::load(&means[j..]));
        for block in (0..rows).step_by(4) {
            let take = (rows - block).min(4);
            let mut local = V::zero();
            for r in 0..4 {
                let x = if r < take {
                    let row = at + (block + r) * stride;
                    let x = load_mapped::<E, T, V>(&values[row + j..row + w], map);
                    match mean {
                        Some(mean) => {
                            let d = x.sub(mean);
                            d.mul(d)
                        }
                        None => x,
                    }
                } else {
                    V::zero()
                };
                local = local.add(x);
            }
            tree.low = tree.low.add(local);
            if take == 4 {
                tree.clock += 4;
                tree.carry(tree.clock);
            }
        }
        tree.carry(0);
        V::zero().add(tree.top).store(&mut sums[j..]);
    }
}

/// YNNPACK's tree of accumulators for a band of columns (whole vectors of
/// them), as [`Tree`] is for one vector of lanes.
pub(super) struct ColumnTree<T> {
    low: Vec<T>,
    mid: Vec<T>,
    top: Vec<T>,
    error: Vec<T>,
    /// The columns in use, rounded up to whole vectors.
    padded: usize,
    clock: usize,
}

impl<T: SumFloat> ColumnTree<T> {
    fn new(band: usize) -> Self {
        let zeros = vec![T::ZERO; band];
        ColumnTree {
            low: zeros.clone(),
            mid: zeros.clone(),
            top: zeros.clone(),
            error: zeros,
            padded: 0,
            clock: 0,
        }
    }

    /// Every level zero, for `w` columns in vectors of `lanes`.
    #[inline(always)]
    fn reset(&mut self, w: usize, lanes: usize) {
        self.padded = w.next_multiple_of(lanes);
        for level in [&mut self.low, &mut self.mid, &mut self.top, &mut self.error] {
            level[..self.padded].fill(T::ZERO);
        }
        self.clock = 0;
    }

    /// The first `w` columns of the top level.
    #[inline(always)]
    fn top(&self, w: usize) -> &[T] {
        &self.top[..w]
    }

    /// The `kn` kernel's step: rows `0..take` (at most four; zeros for the
    /// others) of `w` columns, row `r` at `at + r * stride`, summed from
    /// zero in order and added into the first level; four rows tick the
    /// clock.
    #[inline(always)]
    fn add_rows<E: Copy, V: SumVector<Elem = T>>(
        &mut self,
        values: &[E],
        at: usize,
        stride: usize,
        take: usize,
        w: usize,
        map: &impl Fn(E) -> T,
    ) {
        let lanes = V::LANES;
        for j in (0..w).step_by(lanes) {
            let mut local = V::zero();
            for r in 0..4 {
                let x = if r < take {
                    let row = at + r * stride;
                    load_mapped::<E, T, V>(&values[row + j..row + w], map)
                } else {
                    V::zero()
                };
                local = local.add(x);
            }
            V::load(&self.low[j..]).add(local).store(&mut self.low[j..]);
        }
        if take == 4 {
            self.clock += 4;
            self.carry::<V>(self.clock);
        }
    }

    /// Moves the levels up as the clock says, as [`Tree::carry`] does.
    #[inline(always)]
    fn carry<V: SumVector<Elem = T>>(&mut self, clock: usize) {
        if !clock.is_multiple_of(16) {
            return;
        }
        let kahan = clock.is_multiple_of(256);
        for j in (0..self.padded).step_by(V::LANES) {
            let mut tree = Tree::<V> {
                low: V::load(&self.low[j..]),
                mid: V::load(&self.mid[j..]),
                top: V::load(&self.top[j..]),
                error: V::load(&self.error[j..]),
                clock,
            };
            tree.carry(clock);
            tree.low.store(&mut self.low[j..]);
            tree.mid.store(&mut self.mid[j..]);
            if kahan {
                tree.top.store(&mut self.top[j..]);
                tree.error.store(&mut self.error[j..]);
            }
        }
    }
}
