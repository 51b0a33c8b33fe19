//! YNNPACK's `k1` kernel: the sum of a lane of consecutive values (a whole
//! array, or each row of a reduction along the innermost axis), into a tree
//! of accumulators, tile by tile; and short rows side by side, a row per
//! lane.

use std::vec::Vec;

use super::lanes::{Lanes, MAX_LANES, Native, STREAMS, Step, SumFloat, or_lanes};
use super::tree::Tree;
use crate::simd::{self, SumVector, VectorKernel, XlaFloatMode};

/// The bytes of input in one of YNNPACK's reduction tiles.
pub(super) const TILE_BYTES: usize = 1 << 17;

/// The values of one tile of YNNPACK's scheduler.
#[inline(always)]
pub(crate) fn tile_len<T>() -> usize {
    TILE_BYTES / core::mem::size_of::<T>()
}

/// The sum of one lane of consecutive values, as YNNPACK's `k1` kernel adds
/// it (see the module docs), cut into tiles of 128 KiB whose sums are summed
/// again (the tiles [`STREAMS`] at a time, side by side, each in its own
/// tree: the same bits); `L` is the number of lanes of its 64-byte vector.
/// On x86_64 the kernel runs under XLA's float mode with the hardware's
/// operations, on AVX2 vectors where the CPU has them (`simd::SumVector`);
/// elsewhere on arrays of lanes whose every operation flushes.
#[inline(always)]
pub(super) fn lane_sum<E: Copy, T: SumFloat, const L: usize>(
    values: &[E],
    map: &impl Fn(E) -> T,
) -> T {
    let _mode = XlaFloatMode::enter();
    or_lanes::<T, _, Lanes<T, Native<T>, L>>(simd::run_avx2(LaneSum { values, map }))
}

/// [`lane_sum`] of each run of `len` consecutive values into the next
/// element of `out` (as many as there are whole runs), the float mode
/// entered and the vectors chosen once for all of them: a row of a hundred
/// values costs about as much as those two steps.
#[inline(always)]
pub(super) fn lane_sums<E: Copy, T: SumFloat, const L: usize>(
    values: &[E],
    len: usize,
    out: &mut [T],
    map: &impl Fn(E) -> T,
) {
    runs_summed::<E, T, L>(values, len, None, out, map);
}

/// For each run of `len` consecutive values and its mean in `means`, the
/// sum of the run's [`squared_deviation`]s (each value converted by `to`)
/// into the next element of `out`: [`lane_sums`] of the squares, so that
/// each sum is the lane sum of that run's squares, bit for bit (a variance
/// along a short last axis, whose rows would each pay for the float mode
/// and the choice of vectors).
#[inline(always)]
pub(super) fn deviation_sums<E: Copy, T: SumFloat, const L: usize>(
    values: &[E],
    len: usize,
    means: &[T],
    out: &mut [T],
    to: &impl Fn(E) -> T,
) {
    runs_summed::<E, T, L>(values, len, Some(means), out, to);
}

/// [`lane_sum`] of each run of `len` consecutive values, converted by `to`
/// (and, with `means`, minus run `r`'s mean `means[r]`, squared), into the
/// next element of `out`, the float mode entered and the vectors chosen
/// once for all of them. Runs no longer than a vector go [`side_by_side`],
/// a vector of runs at a time.
#[inline(always)]
pub(super) fn runs_summed<E: Copy, T: SumFloat, const L: usize>(
    values: &[E],
    len: usize,
    means: Option<&[T]>,
    out: &mut [T],
    to: &impl Fn(E) -> T,
) {
    if len == 0 {
        out.fill(T::ZERO);
        return;
    }
    let _mode = XlaFloatMode::enter();
    // Whole vectors of short runs side by side, the rest one at a time.
    let runs = out.len().min(values.len() / len);
    let side = if len <= L { runs - runs % L } else { 0 };
    let (values, rest) = values.split_at(side * len);
    let (out, out_rest) = out.split_at_mut(side);
    if side > 0 {
        // Blocks of runs converted into `T`, then summed by a kernel of `T`
        // alone (compiled once per float, not per element type and map).
        let mut block = [T::ZERO; SIDE_BY_SIDE_BLOCK];
        let per = SIDE_BY_SIDE_BLOCK / len / L * L;
        let blocks = values.chunks(per * len).zip(out.chunks_mut(per));
        for (b, (values, out)) in blocks.enumerate() {
            let block = &mut block[..values.len()];
            simd::vectorised(&mut || {
                for (t, &x) in block.iter_mut().zip(values) {
                    *t = to(x);
                }
            });
            let means = means.map(|means| &means[b * per..b * per + out.len()]);
            side_by_side_sums::<T, L>(block, len, means, out);
        }
    }
    let kernel = LaneSums {
        values: rest,
        len,
        means: means.map(|means| &means[side..]),
        out: out_rest,
        to,
    };
    or_lanes::<T, _, Lanes<T, Native<T>, L>>(simd::run_avx2(kernel));
}

/// [`runs_summed`]' kernel for runs one at a time.
pub(super) struct LaneSums<'a, E, T, M> {
    values: &'a [E],
    len: usize,
    means: Option<&'a [T]>,
    out: &'a mut [T],
    to: &'a M,
}

impl<E: Copy, T: SumFloat, M: Fn(E) -> T> VectorKernel<T> for LaneSums<'_, E, T, M> {
    type Output = ();

    #[inline(always)]
    fn run<V: SumVector<Elem = T>>(self) {
        let LaneSums {
            values,
            len,
            means,
            out,
            to,
        } = self;
        for (r, (o, run)) in out.iter_mut().zip(values.chunks_exact(len)).enumerate() {
            *o = match means {
                Some(means) => {
                    let mean = means[r];
                    tiled_lane_sum::<E, T, V>(run, &|x| squared_deviation(to(x), mean))
                }
                None => tiled_lane_sum::<E, T, V>(run, to),
            };
        }
    }
}

/// The values [`runs_summed`] converts at a time for [`side_by_side_sums`].
pub(super) const SIDE_BY_SIDE_BLOCK: usize = 4096;

/// [`side_by_side`] of each vector of runs of `len` values in `values` into
/// the next lanes of `out` (`out.len()` runs, a multiple of `L`), with the
/// run's mean in `means` where given, run under the float mode on AVX2
/// vectors where the CPU has them. Not inlined: one copy per float type.
#[inline(never)]
pub(super) fn side_by_side_sums<T: SumFloat, const L: usize>(
    values: &[T],
    len: usize,
    means: Option<&[T]>,
    out: &mut [T],
) {
    let kernel = SideBySide {
        values,
        len,
        means,
        out,
    };
    or_lanes::<T, _, Lanes<T, Native<T>, L>>(simd::run_avx2(kernel));
}

/// [`side_by_side_sums`]' kernel.
pub(super) struct SideBySide<'a, T> {
    values: &'a [T],
    len: usize,
    means: Option<&'a [T]>,
    out: &'a mut [T],
}

impl<T: SumFloat> VectorKernel<T> for SideBySide<'_, T> {
    type Output = ();

    #[inline(always)]
    fn run<V: SumVector<Elem = T>>(self) {
        let SideBySide {
            values,
            len,
            means,
            out,
        } = self;
        let lanes = V::LANES;
        let runs = values.chunks_exact(lanes * len);
        for (at, (sums, runs)) in out.chunks_exact_mut(lanes).zip(runs).enumerate() {
            let means = means.map(|means| V::load(&means[at * lanes..]));
            side_by_side::<T, V>(runs, len, means).store(sums);
        }
    }
}

/// The lane sums of `V::LANES` runs of `len` values each (`1 ..=
/// V::LANES`), one run in each lane of the result, from `values`, the runs
/// back to back; with `means`, lane `r`'s mean is subtracted from run `r`'s
/// values and the difference squared first ([`squared_deviation`]). Each
/// lane is [`tiled_lane_sum`]'s bits for its run (its NaN's payload aside):
/// the kernel reads such a run as one vector, value `l` in its lane `l`,
/// added into a zero, which here is one vector of a column gathered from
/// the runs; its tree's levels and Kahan's step then add or subtract zeros,
/// which change no sum that starts from zero (none is `-0.0`), and so do
/// the lanes past a short run's end in the pairwise sum of the lanes.
/// (Longer runs are summed faster one at a time: 1.8 ms where this took
/// 3.9 for 10M `f32` in runs of 64.)
#[inline(always)]
pub(super) fn side_by_side<T: SumFloat, V: SumVector<Elem = T>>(
    values: &[T],
    len: usize,
    means: Option<V>,
) -> V {
    /// `side_by_side_n::<LEN>` for runs of `len` values, a constant for
    /// the compiler.
    macro_rules! by_len {
        ($($n:literal)*) => {
            match len {
                $($n => side_by_side_n::<T, V, $n>(values, means),)*
                _ => unreachable!("runs of {len} values, longer than a vector of {MAX_LANES}"),
            }
        };
    }
    by_len!(1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16)
}

/// [`side_by_side`] for runs of `LEN` values (at most `V::LANES`): with
/// the length a constant, the code below is straight code that keeps its
/// few partial sums in registers.
#[inline(always)]
pub(super) fn side_by_side_n<T: SumFloat, V: SumVector<Elem = T>, const LEN: usize>(
    values: &[T],
    means: Option<V>,
) -> V {
    // The columns, four at a time where four are left ([`SumVector::gather4`]).
    let mut columns = [V::zero(); MAX_LANES];
    for b in 0..LEN / 4 {
        let block = V::gather4(values, LEN, 4 * b);
        for (k, &column) in block.iter().enumerate() {
            columns[4 * b + k] = column;
        }
    }
    for (j, column) in columns.iter_mut().enumerate().take(LEN).skip(LEN / 4 * 4) {
        *column = V::gather(&values[j..], LEN);
    }
    // [`horizontal_sum`]'s pairs, written out: lane `i` and lane `i + w`
    // for `w` = 8, 4, 2, 1 (16 lanes) or 4, 2, 1 (8 lanes), depth first.
    // Lanes past `LEN` are zeros, whose addition changes nothing: `None`.
    macro_rules! lane {
        ($l:literal) => {
            if $l < LEN {
                Some(V::zero().add(deviations(columns[$l], means)))
            } else {
                None
            }
        };
    }
    let sum = match V::LANES {
        16 => pair(
            pair(
                pair(pair(lane!(0), lane!(8)), pair(lane!(4), lane!(12))),
                pair(pair(lane!(2), lane!(10)), pair(lane!(6), lane!(14))),
            ),
            pair(
                pair(pair(lane!(1), lane!(9)), pair(lane!(5), lane!(13))),
                pair(pair(lane!(3), lane!(11)), pair(lane!(7), lane!(15))),
            ),
        ),
        8 => pair(
            pair(pair(lane!(0), lane!(4)), pair(lane!(2), lane!(6))),
            pair(pair(lane!(1), lane!(5)), pair(lane!(3), lane!(7))),
        ),
        lanes => unreachable!("a sum's vector of {lanes} lanes"),
    };
    V::zero().add(sum.unwrap_or(V::zero()))
}

/// Two halves of [`side_by_side_n`]'s pairwise sum, `None` for zeros.
#[inline(always)]
pub(super) fn pair<V: SumVector>(low: Option<V>, high: Option<V>) -> Option<V> {
    match (low, high) {
        (Some(low), Some(high)) => Some(low.add(high)),
        (low, None) => low,
        (None, high) => high,
    }
}

/// A column of [`side_by_side`]'s runs, its squared deviations from
/// `means` where given.
#[inline(always)]
pub(super) fn deviations<T: SumFloat, V: SumVector<Elem = T>>(x: V, means: Option<V>) -> V {
    match means {
        Some(mean) => {
            let d = x.sub(mean);
            d.mul(d)
        }
        None => x,
    }
}

/// [`lane_sum`]'s kernel, for [`simd::run_avx2`].
pub(super) struct LaneSum<'a, E, M> {
    values: &'a [E],
    map: &'a M,
}

impl<E: Copy, T: SumFloat, M: Fn(E) -> T> VectorKernel<T> for LaneSum<'_, E, M> {
    type Output = T;

    #[inline(always)]
    fn run<V: SumVector<Elem = T>>(self) -> T {
        streamed_lane_sum::<E, T, V>(self.values, self.map)
    }
}

/// `(x - mean)²` by [`Native`] operations: the flushing ones' bits, for a
/// map that [`SumFloat::lane`] runs under XLA's float mode (and only there:
/// outside the mode, on x86_64, a subnormal would not flush).
#[inline(always)]
pub(crate) fn squared_deviation<T: SumFloat>(x: T, mean: T) -> T {
    let d = Native::<T>::sub(x, mean);
    Native::<T>::mul(d, d)
}

#[inline(always)]
pub(super) fn tiled_lane_sum<E: Copy, T: SumFloat, V: SumVector<Elem = T>>(
    values: &[E],
    map: &impl Fn(E) -> T,
) -> T {
    let tile = tile_len::<T>();
    if values.len() <= tile {
        return Native::<T>::add(T::ZERO, kernel_k1::<E, T, V>(values, map));
    }
    let partials = Vec::with_capacity(values.len().div_ceil(tile));
    tiles_then_partials::<E, T, V>(partials, values, map)
}

/// The sums of the tiles of `rest` one at a time, after the `partials`
/// already found, then the sum of all the partial sums.
#[inline(always)]
pub(super) fn tiles_then_partials<E: Copy, T: SumFloat, V: SumVector<Elem = T>>(
    mut partials: Vec<T>,
    rest: &[E],
    map: &impl Fn(E) -> T,
) -> T {
    // A plain loop, not an iterator's `collect`: that would run in a
    // function of its own, compiled without AVX2.
    for run in rest.chunks(tile_len::<T>()) {
        partials.push(Native::<T>::add(T::ZERO, kernel_k1::<E, T, V>(run, map)));
    }
    // A function, not a closure, so that one copy serves every caller.
    Native::<T>::add(
        T::ZERO,
        kernel_k1::<T, T, V>(&partials, &core::convert::identity),
    )
}

/// [`tiled_lane_sum`] with the whole tiles [`STREAMS`] at a time, side by
/// side ([`kernel_k1_streams`]): the same bits. Only a whole lane's sum
/// ([`lane_sum`]) takes it, not the rows of [`lane_sums`], which are rarely
/// longer than a tile: each call of a kernel is compiled for every element
/// type and map, and the rows' too lengthened the crate's build by a fifth.
#[inline(always)]
pub(super) fn streamed_lane_sum<E: Copy, T: SumFloat, V: SumVector<Elem = T>>(
    values: &[E],
    map: &impl Fn(E) -> T,
) -> T {
    let tile = tile_len::<T>();
    if values.len() < STREAMS * tile {
        // No group of whole tiles: the tiles one at a time.
        return tiled_lane_sum::<E, T, V>(values, map);
    }
    let mut partials = Vec::with_capacity(values.len().div_ceil(tile));
    let mut side = values.chunks_exact(STREAMS * tile);
    for tiles in side.by_ref() {
        let mut runs = [tiles; STREAMS];
        for (s, run) in runs.iter_mut().enumerate() {
            *run = &tiles[s * tile..(s + 1) * tile];
        }
        let sums = kernel_k1_streams::<E, T, V, STREAMS>(runs, [map; STREAMS]);
        for sum in sums.iter() {
            partials.push(Native::<T>::add(T::ZERO, *sum));
        }
    }
    tiles_then_partials::<E, T, V>(partials, side.remainder(), map)
}

/// The sum of consecutive values by YNNPACK's `k1` kernel, into a zero.
#[inline(always)]
pub(super) fn kernel_k1<E: Copy, T: SumFloat, V: SumVector<Elem = T>>(
    values: &[E],
    map: &impl Fn(E) -> T,
) -> T {
    let group = 16 * V::LANES;
    let whole = values.len() / group * group;
    let mut tree = Tree::<V>::new();
    for at in (0..whole).step_by(group) {
        tree.add_group(&values[at..at + group], map);
    }
    tree.finish(&values[whole..], map)
}

/// [`kernel_k1`] of `S` runs of the same length side by side, each run's
/// `i`-th group of values added into its own tree before the next run's:
/// each sum is `kernel_k1`'s bits for its run, but the loads come from `S`
/// streams at once, which one core reads faster than one (see
/// [`STREAMS`]). `maps[s]` converts run `s`'s values.
#[inline(always)]
pub(super) fn kernel_k1_streams<E: Copy, T: SumFloat, V: SumVector<Elem = T>, const S: usize>(
    runs: [&[E]; S],
    maps: [&impl Fn(E) -> T; S],
) -> [T; S] {
    let len = runs[0].len();
    for run in runs.iter() {
        assert!(run.len() == len, "runs of one length");
    }
    let group = 16 * V::LANES;
    let whole = len / group * group;
    let mut trees = [Tree::<V>::new(); S];
    for at in (0..whole).step_by(group) {
        for s in 0..S {
            trees[s].add_group(&runs[s][at..at + group], maps[s]);
        }
    }
    let mut sums = [T::ZERO; S];
    for s in 0..S {
        sums[s] = trees[s].finish(&runs[s][whole..], maps[s]);
    }
    sums
}
