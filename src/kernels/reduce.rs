//! The orders in which XLA's CPU code adds up a float sum, re-derived from
//! its sources and checked bit for bit against JAX 0.10.2 (`jaxlib` 0.10.2,
//! `tools/reduction_order.py`), so that sums here are JAX's bits where the
//! order could be found, and vectorised: several independent accumulators,
//! memory read once.
//!
//! XLA 0.10.2 on CPU reduces a float array in one of two ways, chosen by the
//! number of elements of the array reduced ([`XLA_EMITTED_BELOW`]):
//!
//! - **Fewer than 4,096 elements**: XLA emits the loops itself, after its
//!   tree-reduction rewrite: a lane of more than 32 values is cut into windows
//!   of 32 (padded evenly at both ends with zeros), each summed in order from
//!   zero, and the windows' sums are reduced the same way until at most 32
//!   remain, which are summed in order ([`window_tree`]).
//! - **4,096 elements or more**: XLA hands the reduction to YNNPACK
//!   (google/XNNPACK's `ynnpack/kernels/reduce/sum.h`), whose kernels keep a
//!   64-byte vector of accumulators (16 `f32` lanes, 8 `f64`): values are
//!   added four vectors at a time into a fresh vector, that into the first
//!   level of a degree-16 tree of accumulators, and the tree's top level by
//!   Kahan summation; the lanes are added pairwise at the end. A lane along
//!   the innermost axis is read as consecutive vectors ([`lane_sum`]); a
//!   reduction along an outer axis keeps one accumulator per column and adds
//!   four rows at a time ([`column_sums`]). YNNPACK's scheduler cuts long
//!   reductions into tiles of about 128 KiB and sums the tiles' results
//!   again. For a whole array (and a lane longer than a tile) the tiles are
//!   runs of 128 KiB; for a column sum, runs of `32768 / columns` rows (of
//!   `f32`). The scheduler's tiles depend on the whole shape in ways not
//!   reproduced here (a `[10, 40000]` array's rows are not cut): there the
//!   sums can differ from JAX's in the last bits. They also depend on the
//!   number of CPUs the process may run on: the orders here are those of a
//!   process on two (where the fixtures were written); pinned to one CPU,
//!   JAX sums 8 of the 34 `float32` cases of `tests/jax_sum_order.rs` in
//!   other orders. The vector width of the CPU changes none of them (the
//!   fixtures came out the same on an Intel CPU with AVX-512 and an AMD one
//!   with AVX2 only). XLA hands `jnp.var` to YNNPACK whole: the squared
//!   deviations from the means go through the same kernels
//!   (`SumFloat::deviation_lanes`, `SumFloat::deviation_columns`).
//!
//! The kernels are written once over a vector of lanes (`simd::SumVector`):
//! two AVX2 registers or one AVX-512 register on x86_64, chosen by
//! measurement per kernel, an array of lanes elsewhere. Each column's
//! additions are its own, so a column sum runs in the order the cache
//! prefers (a band of columns through every tile, each tile's tree in
//! registers, the tiles' sums summed as they come) with YNNPACK's bits.
//! Kernels that take many short rows side by side, a row per lane, load
//! their columns four at a time (`SumVector::gather4`: on AVX2 by
//! transposing loads of 8 × 4 blocks, since AVX2's gathers are slow on some
//! CPUs, AMD's Zen 3 among them); the plain extrema of long lanes and rows
//! read four runs side by side ([`STREAMS`]), which one core of such a CPU
//! reads about 1.6 times as fast as one run.
//!
//! Every operation flushes subnormals, as XLA's code runs with DAZ and FTZ:
//! on x86_64 the loops run under that mode ([`XlaFloatMode`]) with the
//! hardware's `+`, elsewhere each addition flushes ([`RealFloat::add`]). The
//! order is a function of the shape alone, so the result does not depend on
//! the number of threads: tiles are summed on the pool's threads, and their
//! results together, in order.

use core::marker::PhantomData;
use core::ops::{Add, Mul, Sub};
use std::vec;
use std::vec::Vec;

use crate::scalar::RealFloat;
use crate::simd::{self, SumVector, VectorKernel, XlaFloatMode};

/// Reductions of fewer input elements than this are emitted by XLA itself
/// ([`window_tree`]); from this size on, YNNPACK's kernels reduce them.
pub(crate) const XLA_EMITTED_BELOW: usize = 4096;

/// The window of XLA's tree-reduction rewrite.
pub(crate) const WINDOW: usize = 32;

/// The bytes of input in one of YNNPACK's reduction tiles.
const TILE_BYTES: usize = 1 << 17;

/// The columns whose sums are kept at a time (the width of a band of
/// [`tiled_columns`], 16 KiB of each of its accumulators): YNNPACK keeps
/// 4 KiB, whose rows the prefetcher follows less well; the order of each
/// column's additions is the same.
const COLUMN_BAND_BYTES: usize = 1 << 16;

/// How one addition (or subtraction) is done: with the hardware's operation
/// under XLA's float mode, or flushing by itself.
trait Step<T> {
    fn add(a: T, b: T) -> T;
    fn sub(a: T, b: T) -> T;
    fn mul(a: T, b: T) -> T;
}

/// The hardware's `+` and `-`, for code that runs under XLA's float mode
/// (x86_64), where they flush as XLA's do.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
struct Hardware<T>(PhantomData<T>);

impl<T: Add<Output = T> + Sub<Output = T> + Mul<Output = T>> Step<T> for Hardware<T> {
    #[inline(always)]
    fn add(a: T, b: T) -> T {
        a + b
    }
    #[inline(always)]
    fn mul(a: T, b: T) -> T {
        a * b
    }
    #[inline(always)]
    fn sub(a: T, b: T) -> T {
        a - b
    }
}

/// [`RealFloat`]'s flushing `+` and `-`, for targets without the mode (and,
/// on x86_64, the tests that the two steps give the same bits).
#[cfg_attr(target_arch = "x86_64", allow(dead_code))]
struct Flushing<T>(PhantomData<T>);

impl<T: RealFloat> Step<T> for Flushing<T> {
    #[inline(always)]
    fn add(a: T, b: T) -> T {
        RealFloat::add(a, b)
    }
    #[inline(always)]
    fn mul(a: T, b: T) -> T {
        RealFloat::mul(a, b)
    }
    #[inline(always)]
    fn sub(a: T, b: T) -> T {
        RealFloat::sub(a, b)
    }
}

/// Each operation as XLA's code does it: the hardware's on x86_64, where
/// the loops run under XLA's float mode ([`in_xla_mode`]); flushing by
/// itself elsewhere, where the mode does nothing.
#[cfg(target_arch = "x86_64")]
type Native<T> = Hardware<T>;
#[cfg(not(target_arch = "x86_64"))]
type Native<T> = Flushing<T>;

/// `f()` under XLA's float mode ([`XlaFloatMode`]), compiled for AVX2 where
/// the CPU has it (`simd::vectorised`), for loops of [`Native`] operations.
#[inline(always)]
fn in_xla_mode<R>(mut f: impl FnMut() -> R) -> R {
    let _mode = XlaFloatMode::enter();
    simd::vectorised(&mut f)
}

/// A float that XLA sums: `f32` (which the half types widen to) and `f64`.
pub(crate) trait SumFloat:
    RealFloat
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Send
    + Sync
    + simd::SimdSums
{
    /// A whole number below 2³¹ (an index made by [`RealFloat::constant`])
    /// as an `i32`.
    fn whole_i32(self) -> i32;
    /// One lane: [`lane_sum`] with this type's vector width.
    fn lane<E: Copy>(values: &[E], map: &impl Fn(E) -> Self) -> Self;
    /// Consecutive lanes of `len` values each: [`lane_sums`] with this
    /// type's vector width.
    fn lanes<E: Copy>(values: &[E], len: usize, out: &mut [Self], map: &impl Fn(E) -> Self);
    /// Column sums: [`column_sums`] with this type's vector width.
    fn columns<E: Copy>(values: &[E], columns: Columns, out: &mut [Self], map: &impl Fn(E) -> Self);
    /// The sums of the squared deviations of columns from their means
    /// (`means[k]` column `columns.start + k`'s): [`deviation_columns`]
    /// with this type's vector width.
    fn deviation_columns<E: Copy>(
        values: &[E],
        columns: Columns,
        means: &[Self],
        out: &mut [Self],
        to: &impl Fn(E) -> Self,
    );
    /// The sums of the squared deviations of runs of `len` values from
    /// their means: [`deviation_sums`] with this type's vector width.
    fn deviation_lanes<E: Copy>(
        values: &[E],
        len: usize,
        means: &[Self],
        out: &mut [Self],
        to: &impl Fn(E) -> Self,
    );
}

/// `SumFloat` for each type, with the lanes of its 64-byte vector.
macro_rules! sum_float {
    ($($t:ty: $lanes:literal),*) => {$(
        impl SumFloat for $t {
            #[inline(always)]
            fn whole_i32(self) -> i32 {
                self as i32
            }
            #[inline]
            fn lane<E: Copy>(values: &[E], map: &impl Fn(E) -> Self) -> Self {
                lane_sum::<E, $t, $lanes>(values, map)
            }
            #[inline]
            fn lanes<E: Copy>(values: &[E], len: usize, out: &mut [Self], map: &impl Fn(E) -> Self) {
                lane_sums::<E, $t, $lanes>(values, len, out, map);
            }
            #[inline]
            fn columns<E: Copy>(values: &[E], columns: Columns, out: &mut [Self], map: &impl Fn(E) -> Self) {
                column_sums(values, columns, None, out, map);
            }
            #[inline]
            fn deviation_columns<E: Copy>(
                values: &[E],
                columns: Columns,
                means: &[Self],
                out: &mut [Self],
                to: &impl Fn(E) -> Self,
            ) {
                column_sums(values, columns, Some(means), out, to);
            }
            #[inline]
            fn deviation_lanes<E: Copy>(
                values: &[E],
                len: usize,
                means: &[Self],
                out: &mut [Self],
                to: &impl Fn(E) -> Self,
            ) {
                deviation_sums::<E, $t, $lanes>(values, len, means, out, to);
            }
        }
    )*};
}

sum_float!(f32: 16, f64: 8);

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
fn lane_sum<E: Copy, T: SumFloat, const L: usize>(values: &[E], map: &impl Fn(E) -> T) -> T {
    let _mode = XlaFloatMode::enter();
    or_lanes::<T, _, Lanes<T, Native<T>, L>>(simd::run_avx2(LaneSum { values, map }))
}

/// [`lane_sum`] of each run of `len` consecutive values into the next
/// element of `out` (as many as there are whole runs), the float mode
/// entered and the vectors chosen once for all of them: a row of a hundred
/// values costs about as much as those two steps.
#[inline(always)]
fn lane_sums<E: Copy, T: SumFloat, const L: usize>(
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
fn deviation_sums<E: Copy, T: SumFloat, const L: usize>(
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
fn runs_summed<E: Copy, T: SumFloat, const L: usize>(
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
struct LaneSums<'a, E, T, M> {
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
const SIDE_BY_SIDE_BLOCK: usize = 4096;

/// [`side_by_side`] of each vector of runs of `len` values in `values` into
/// the next lanes of `out` (`out.len()` runs, a multiple of `L`), with the
/// run's mean in `means` where given, run under the float mode on AVX2
/// vectors where the CPU has them. Not inlined: one copy per float type.
#[inline(never)]
fn side_by_side_sums<T: SumFloat, const L: usize>(
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
struct SideBySide<'a, T> {
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
fn side_by_side<T: SumFloat, V: SumVector<Elem = T>>(
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
fn side_by_side_n<T: SumFloat, V: SumVector<Elem = T>, const LEN: usize>(
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
fn pair<V: SumVector>(low: Option<V>, high: Option<V>) -> Option<V> {
    match (low, high) {
        (Some(low), Some(high)) => Some(low.add(high)),
        (low, None) => low,
        (None, high) => high,
    }
}

/// A column of [`side_by_side`]'s runs, its squared deviations from
/// `means` where given.
#[inline(always)]
fn deviations<T: SumFloat, V: SumVector<Elem = T>>(x: V, means: Option<V>) -> V {
    match means {
        Some(mean) => {
            let d = x.sub(mean);
            d.mul(d)
        }
        None => x,
    }
}

/// A kernel's output where `run_avx2`/`run_avx512` ran it on x86 vectors,
/// else `V`'s (an array of lanes), compiled for AVX2 where the CPU has it.
#[inline(always)]
fn or_lanes<T, K: VectorKernel<T>, V: SumVector<Elem = T>>(ran: Result<K::Output, K>) -> K::Output {
    ran.unwrap_or_else(|kernel| {
        let mut kernel = Some(kernel);
        simd::vectorised(&mut || kernel.take().expect("run once").run::<V>())
    })
}

/// [`lane_sum`]'s kernel, for [`simd::run_avx2`].
struct LaneSum<'a, E, M> {
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

/// The vector of a sum's lanes as an array, each operation by `S`: the
/// portable [`SumVector`].
struct Lanes<T, S, const L: usize>([T; L], PhantomData<S>);

impl<T: Copy, S, const L: usize> Clone for Lanes<T, S, L> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Copy, S, const L: usize> Copy for Lanes<T, S, L> {}

impl<T: SumFloat, S: Step<T>, const L: usize> Lanes<T, S, L> {
    #[inline(always)]
    fn zip(self, other: Self, op: impl Fn(T, T) -> T) -> Self {
        Lanes(
            core::array::from_fn(|l| op(self.0[l], other.0[l])),
            PhantomData,
        )
    }
}

impl<T: SumFloat, S: Step<T>, const L: usize> SumVector for Lanes<T, S, L> {
    type Elem = T;
    const LANES: usize = L;

    #[inline(always)]
    fn zero() -> Self {
        Lanes([T::ZERO; L], PhantomData)
    }
    #[inline(always)]
    fn load(values: &[T]) -> Self {
        Lanes(core::array::from_fn(|l| values[l]), PhantomData)
    }
    #[inline(always)]
    fn add(self, other: Self) -> Self {
        self.zip(other, S::add)
    }
    #[inline(always)]
    fn sub(self, other: Self) -> Self {
        self.zip(other, S::sub)
    }
    #[inline(always)]
    fn mul(self, other: Self) -> Self {
        self.zip(other, S::mul)
    }
    #[inline(always)]
    fn gather(values: &[T], stride: usize) -> Self {
        Lanes(core::array::from_fn(|l| values[l * stride]), PhantomData)
    }
    #[inline(always)]
    fn max_plain(self, x: Self) -> Self {
        self.zip(x, |m, x| if x > m { x } else { m })
    }
    #[inline(always)]
    fn min_plain(self, x: Self) -> Self {
        self.zip(x, |m, x| if x < m { x } else { m })
    }
    #[inline(always)]
    fn finite_or_zero(self) -> Self {
        Lanes(
            self.0.map(|x| if x.is_finite() { x } else { T::ZERO }),
            PhantomData,
        )
    }
    #[inline(always)]
    fn store(self, out: &mut [T]) {
        out[..L].copy_from_slice(&self.0);
    }
    #[inline(always)]
    fn max_lane(self) -> T {
        self.0
            .into_iter()
            .reduce(|m, x| if x > m { x } else { m })
            .expect("lanes")
    }
    #[inline(always)]
    fn min_lane(self) -> T {
        self.0
            .into_iter()
            .reduce(|m, x| if x < m { x } else { m })
            .expect("lanes")
    }
    #[inline(always)]
    fn any_nan(self) -> bool {
        self.0.iter().any(|x| x.is_nan())
    }
    #[inline(always)]
    fn splat(x: T) -> Self {
        Lanes([x; L], PhantomData)
    }
    #[inline(always)]
    fn store_indices(self, out: &mut [i32]) {
        for (o, x) in out[..L].iter_mut().zip(self.0) {
            *o = if x.is_nan() { i32::MIN } else { x.whole_i32() };
        }
    }
    #[inline(always)]
    fn select_eq(self, other: Self, then: Self, otherwise: Self) -> Self {
        Lanes(
            core::array::from_fn(|l| {
                if self.0[l] == other.0[l] {
                    then.0[l]
                } else {
                    otherwise.0[l]
                }
            }),
            PhantomData,
        )
    }
}

/// The most lanes a [`SumVector`] has (16 `f32`).
const MAX_LANES: usize = 16;

/// `V` of the first `V::LANES` values of `run` mapped by `map`, zeros past
/// its end.
#[inline(always)]
fn load_mapped<E: Copy, T: SumFloat, V: SumVector<Elem = T>>(
    run: &[E],
    map: &impl Fn(E) -> T,
) -> V {
    let mut lanes = [T::ZERO; MAX_LANES];
    // Two loops with one body: in the first the compiler knows the length
    // (a whole vector), which the column sums need (2.98 ms with one loop
    // for `sum_axis(0)` of `[1000, 10000]`, 1.25 with two).
    if let Some(run) = run.get(..V::LANES) {
        for (lane, &x) in lanes.iter_mut().zip(run) {
            *lane = map(x);
        }
    } else {
        // A loop of a known count with a select, not a copy of `run`'s
        // length (a call of `memcpy` whose bytes the vector load then
        // waits for: a third of the time of a row of 100 values).
        let n = run.len();
        for (l, lane) in lanes.iter_mut().enumerate().take(V::LANES) {
            *lane = if l < n { map(run[l]) } else { T::ZERO };
        }
    }
    V::load(&lanes)
}

#[inline(always)]
fn tiled_lane_sum<E: Copy, T: SumFloat, V: SumVector<Elem = T>>(
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
fn tiles_then_partials<E: Copy, T: SumFloat, V: SumVector<Elem = T>>(
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
fn streamed_lane_sum<E: Copy, T: SumFloat, V: SumVector<Elem = T>>(
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
fn kernel_k1<E: Copy, T: SumFloat, V: SumVector<Elem = T>>(
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
fn kernel_k1_streams<E: Copy, T: SumFloat, V: SumVector<Elem = T>, const S: usize>(
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

/// YNNPACK's tree of accumulators for one vector of lanes.
#[derive(Clone, Copy)]
struct Tree<V> {
    /// The first level, which chunks are added into.
    low: V,
    /// The second level: the first's sum, every 16 clock ticks.
    mid: V,
    /// The top: the second's sum, every 256 ticks, by Kahan summation.
    top: V,
    /// Kahan's running error of `top`.
    error: V,
    clock: usize,
}

impl<V: SumVector> Tree<V> {
    #[inline(always)]
    fn new() -> Self {
        Tree {
            low: V::zero(),
            mid: V::zero(),
            top: V::zero(),
            error: V::zero(),
            clock: 0,
        }
    }

    /// Adds a chunk of up to `4 L` values, read as four vectors (zeros past
    /// its end), summed from zero and then into the first level.
    #[inline(always)]
    fn add_chunk<E: Copy>(&mut self, run: &[E], map: &impl Fn(E) -> V::Elem)
    where
        V::Elem: SumFloat,
    {
        let lanes = V::LANES;
        let vector =
            |j: usize| load_mapped::<E, V::Elem, V>(run.get(j * lanes..).unwrap_or(&[]), map);
        let local = V::zero()
            .add(vector(0))
            .add(vector(1))
            .add(vector(2))
            .add(vector(3));
        self.low = self.low.add(local);
    }

    /// Adds a group of four chunks (`16 L` values) and ticks the clock.
    #[inline(always)]
    fn add_group<E: Copy>(&mut self, group: &[E], map: &impl Fn(E) -> V::Elem)
    where
        V::Elem: SumFloat,
    {
        let lanes = V::LANES;
        for chunk in group.chunks_exact(4 * lanes) {
            self.add_chunk(chunk, map);
        }
        self.clock += 4 * lanes;
        self.carry(self.clock);
    }

    /// The sum, after the whole groups: the `rest` (fewer than a group's
    /// values) a chunk at a time, what is left as a chunk of its own, every
    /// level moved up, and the top's lanes added pairwise.
    #[inline(always)]
    fn finish<E: Copy>(&mut self, rest: &[E], map: &impl Fn(E) -> V::Elem) -> V::Elem
    where
        V::Elem: SumFloat,
    {
        let lanes = V::LANES;
        let mut chunks = rest.chunks_exact(4 * lanes);
        for chunk in chunks.by_ref() {
            self.add_chunk(chunk, map);
            self.clock += lanes;
            self.carry(self.clock);
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            self.add_chunk(rest, map);
        }
        self.carry(0);
        let mut total = [V::Elem::ZERO; MAX_LANES];
        V::zero().add(self.top).store(&mut total);
        horizontal_sum::<V::Elem, Native<V::Elem>>(&mut total[..lanes])
    }

    /// Moves the levels up as the clock says: `0` moves every level: the
    /// first into the second every 16 ticks, the second into the top by
    /// Kahan summation every 256.
    #[inline(always)]
    fn carry(&mut self, clock: usize) {
        if !clock.is_multiple_of(16) {
            return;
        }
        self.mid = self.mid.add(self.low);
        self.low = V::zero();
        if clock.is_multiple_of(256) {
            // Kahan's step, lane by lane; an overflow to infinity or NaN
            // resets the error to zero.
            let y = self.mid.sub(self.error);
            let t = self.top.add(y);
            self.error = t.sub(self.top).sub(y).finite_or_zero();
            self.top = t;
            self.mid = V::zero();
        }
    }
}

/// The lanes added pairwise: the upper half into the lower, until one is left.
#[inline(always)]
fn horizontal_sum<T: SumFloat, S: Step<T>>(lanes: &mut [T]) -> T {
    let mut width = lanes.len();
    while width > 1 {
        width /= 2;
        for i in 0..width {
            lanes[i] = S::add(lanes[i], lanes[i + width]);
        }
    }
    lanes[0]
}

/// The sums of the columns of `rows` rows of `out.len()` values, as
/// YNNPACK's `kn` kernel adds them (see the module docs): each column's
/// order is its own, so the columns are vectorised in any grouping. Run as
/// [`lane_sum`] is. With `means` (`means[k]` for column `columns.start +
/// k`), the sums of the values' squared deviations from them instead, each
/// `(x - mean)²` by the hardware's operations under the float mode (the
/// flushing ones' bits), as XLA's fusion of `jnp.var` hands them to
/// YNNPACK.
#[inline(always)]
fn column_sums<E: Copy, T: SumFloat>(
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
struct ColumnSums<'a, E, T, M> {
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

/// Where the columns of a column sum are: `rows` rows of `stride` values,
/// of which the `out.len()` columns from `start` are summed. The columns of
/// one sum can be summed in pieces (on several threads) with the same
/// result, as the tiles' rows depend on `stride`, not on the piece.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Columns {
    pub(crate) rows: usize,
    pub(crate) stride: usize,
    pub(crate) start: usize,
}

impl Columns {
    /// Asserts that `n` columns from `start` lie inside a row and that `len`
    /// values hold every row (at least one where `one_row` says so).
    #[inline(always)]
    fn check(&self, len: usize, n: usize, one_row: bool) {
        let Columns {
            rows,
            stride,
            start,
        } = *self;
        assert!(start + n <= stride, "columns inside a row");
        let whole = match rows.checked_sub(1) {
            Some(last) => len >= last * stride + start + n,
            None => !one_row,
        };
        assert!(whole, "whole rows, at least one where one is needed");
    }
}

/// The rows of a column tile of YNNPACK's scheduler: as many as fill a tile
/// of 128 KiB with the columns given, at least one.
#[inline(always)]
fn tile_rows<T>(columns: usize) -> usize {
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
fn tiled_columns<E: Copy, T: SumFloat, V: SumVector<Elem = T>>(
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
fn tile_sums<E: Copy, T: SumFloat, V: SumVector<Elem = T>>(
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
struct ColumnTree<T> {
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

/// The maximum (`MAX`) or minimum of `values` by the hardware's plain
/// comparisons in independent vectors, where that is [`RealFloat::max`]'s
/// (or `min`'s) fold: `None` where it may not be, that is where a value is
/// NaN or infinite, or the result is a zero or subnormal (whose sign and
/// flushing the plain comparisons do not follow), and for no values.
/// Otherwise the result is a normal number, above (or below) every zero and
/// subnormal, so the flushing order and the plain one agree, and equal
/// values have equal bits. Eight vectors of accumulators (one for fewer
/// values); a fifth of the operations of the exact fold per value: the
/// maximum, and a probe, the values' sum, which a NaN turns NaN (as do
/// infinities of both signs, which the exact fold then takes).
#[inline]
pub(crate) fn plain_extremum<T: SumFloat, const MAX: bool>(values: &[T]) -> Option<T> {
    let kernel = PlainExtremum::<T, MAX> { values };
    let (best, probe) = or_lanes::<T, _, Lanes<T, Native<T>, 16>>(simd::run_avx512(kernel));
    plain_result(best, probe)
}

/// [`plain_extremum`] of each run of `len` consecutive values into the
/// next element of `out` (as many as there are whole runs), NaN where it is
/// `None` (the exact fold decides those), the vectors chosen once for all
/// of them. Whether every one is `Some` (then `out` holds no NaN, and the
/// caller need not look).
pub(crate) fn plain_extrema<T: SumFloat, const MAX: bool>(
    values: &[T],
    len: usize,
    out: &mut [T],
) -> bool {
    if len == 0 {
        out.fill(T::NAN);
        return out.is_empty();
    }
    let kernel = PlainRows::<T, MAX> { values, len, out };
    or_lanes::<T, _, Lanes<T, Native<T>, 16>>(simd::run_avx512(kernel))
}

/// The index of the first value of each run of `len` values equal to its
/// [`plain_extremum`] into the next element of `out` (as many as there are
/// whole runs): `i32::MIN` where that is `None` (a NaN among the values, a
/// zero or subnormal extremum) or the index is too large, which the exact
/// scan decides. A normal extremum is equal to no other value, whatever the
/// comparison (no zero or subnormal is), so the first value equal to it is
/// the first extremum: `jnp.argmax`'s (`MAX`) or `jnp.argmin`'s index.
/// Whether every index was found (then `out` holds no `i32::MIN`).
pub(crate) fn plain_arg_extrema<T: SumFloat, const MAX: bool>(
    values: &[T],
    len: usize,
    out: &mut [i32],
) -> bool {
    if len == 0 {
        out.fill(i32::MIN);
        return out.is_empty();
    }
    let kernel = PlainArgRows::<T, MAX> { values, len, out };
    or_lanes::<T, _, Lanes<T, Native<T>, 16>>(simd::run_avx512(kernel))
}

/// The extremum where [`plain_lane`]'s maximum and probe show it exact.
#[inline(always)]
fn plain_result<T: SumFloat>(best: T, probe: T) -> Option<T> {
    (!probe.is_nan() && !best.is_nan() && !RealFloat::is_zero(best)).then_some(best)
}

/// `values` folded by plain comparisons from the first, and the sum of the
/// `probes` and the values: [`plain_lane`]'s last step, and all of it for
/// fewer values than a vector. NaN for no values.
#[inline(always)]
fn plain_fold<T: SumFloat, const MAX: bool>(values: &[T], probes: &[T]) -> (T, T) {
    let Some((&first, rest)) = values.split_first() else {
        return (T::NAN, T::NAN);
    };
    let mut best = first;
    let mut probe = probes.iter().fold(first, |a, &p| a + p);
    for &x in rest {
        let better = if MAX { x > best } else { x < best };
        if better {
            best = x;
        }
        probe = probe + x;
    }
    (best, probe)
}

/// [`plain_extremum`]'s kernel.
struct PlainExtremum<'a, T, const MAX: bool> {
    values: &'a [T],
}

impl<T: SumFloat, const MAX: bool> VectorKernel<T> for PlainExtremum<'_, T, MAX> {
    type Output = (T, T);

    #[inline(always)]
    fn run<V: SumVector<Elem = T>>(self) -> (T, T) {
        plain_lane::<T, MAX, V>(self.values)
    }
}

/// The longest rows whose plain extrema [`plain_extrema`] finds side by
/// side, in vectors: four (2.5 ms where one at a time took 3.2, for 10M
/// `f32` in rows of 64).
const PLAIN_SIDE_BY_SIDE_VECTORS: usize = 4;

/// [`plain_extrema`]'s kernel.
struct PlainRows<'a, T, const MAX: bool> {
    values: &'a [T],
    len: usize,
    out: &'a mut [T],
}

impl<T: SumFloat, const MAX: bool> VectorKernel<T> for PlainRows<'_, T, MAX> {
    type Output = bool;

    #[inline(always)]
    fn run<V: SumVector<Elem = T>>(self) -> bool {
        let PlainRows { values, len, out } = self;
        let lanes = V::LANES;
        let mut done = 0;
        let mut all = true;
        if len <= PLAIN_SIDE_BY_SIDE_VECTORS * lanes {
            let rows = values.chunks_exact(lanes * len);
            for (found, rows) in out.chunks_exact_mut(lanes).zip(rows) {
                let (best, probe) = plain_side_by_side::<T, MAX, V>(rows, len);
                let (best, every) = claimed::<T, V>(best, probe);
                best.store(found);
                all &= every;
                done += lanes;
            }
        }
        if len > PLAIN_SIDE_BY_SIDE_VECTORS * lanes {
            let groups = values[done * len..].chunks_exact(STREAMS * len);
            for (found, rows) in out[done..].chunks_exact_mut(STREAMS).zip(groups) {
                let (best, probe) = plain_streams::<T, MAX, V>(rows, len);
                for (r, (o, &best)) in found.iter_mut().zip(&best).enumerate() {
                    let found = match probe.is_nan() {
                        // Which row has the NaN: each on its own (rare).
                        true => {
                            let (best, probe) = plain_lane::<T, MAX, V>(&rows[r * len..][..len]);
                            plain_result(best, probe)
                        }
                        false => plain_result(best, probe),
                    };
                    all &= found.is_some();
                    *o = found.unwrap_or(T::NAN);
                }
                done += STREAMS;
            }
        }
        let rows = values[done * len..].chunks_exact(len);
        for (o, row) in out[done..].iter_mut().zip(rows) {
            let (best, probe) = plain_lane::<T, MAX, V>(row);
            let found = plain_result(best, probe);
            all &= found.is_some();
            *o = found.unwrap_or(T::NAN);
        }
        all
    }
}

/// The rows that [`plain_streams`] reads side by side, and the tiles of a
/// long sum that [`kernel_k1_streams`] sums side by side: one core of an
/// AMD EPYC (Zen 3) reads 40 MB in 2.1-2.3 ms as one stream of loads, in
/// 1.3 as four (a scratch program, one core), and XLA's maxima along the
/// rows of a `[1000, 10000]` `float32` matrix took 1.5 ms there, where a
/// row at a time took 2.7. The sum of 10M `float32` values went from
/// 2.1-2.4 ms to 1.24-1.29 with its tiles four at a time.
const STREAMS: usize = 4;

/// The extrema of [`STREAMS`] rows of `len` values each (at least
/// `V::LANES`), one vector of accumulators per row, their loads side by
/// side, and one probe for all of them (their sum: NaN where any row has a
/// NaN; the caller then finds each row's on its own, which is rare).
#[inline(always)]
fn plain_streams<T: SumFloat, const MAX: bool, V: SumVector<Elem = T>>(
    rows: &[T],
    len: usize,
) -> ([T; STREAMS], T) {
    let lanes = V::LANES;
    let pick = |best: V, x: V| {
        if MAX {
            best.max_plain(x)
        } else {
            best.min_plain(x)
        }
    };
    let rows: [&[T]; STREAMS] = [0, 1, 2, 3].map(|r| &rows[r * len..(r + 1) * len]);
    let mut best = [V::splat(worst::<T, MAX>()); STREAMS];
    let mut probe = [V::zero(); 2];
    let mut at = 0;
    while at + lanes <= len {
        for r in 0..STREAMS {
            let x = V::load(&rows[r][at..]);
            best[r] = pick(best[r], x);
            probe[r % 2] = probe[r % 2].add(x);
        }
        at += lanes;
    }
    if at < len {
        // The last values as a whole vector from the end (values compared
        // again change no extremum, and a probe added twice is NaN where
        // it would be once).
        for r in 0..STREAMS {
            let x = V::load(&rows[r][len - lanes..]);
            best[r] = pick(best[r], x);
            probe[r % 2] = probe[r % 2].add(x);
        }
    }
    let mut found = [T::ZERO; STREAMS];
    for (found, best) in found.iter_mut().zip(best) {
        *found = if MAX {
            best.max_lane()
        } else {
            best.min_lane()
        };
    }
    let nan = probe[0].add(probe[1]).any_nan();
    (found, if nan { T::NAN } else { T::ZERO })
}

/// `best`, a side-by-side extremum, with NaN in the lanes [`plain_result`]
/// does not claim with their `probe` (a NaN among the row's values, a zero
/// or subnormal extremum), and whether it claims every lane: a test of the
/// whole vectors first, which passes almost always (|best| is the larger
/// of `best` and `-best` where no lane is NaN), each lane only where it
/// fails.
#[inline(always)]
fn claimed<T: SumFloat, V: SumVector<Elem = T>>(best: V, probe: V) -> (V, bool) {
    let small = best.max_plain(V::zero().sub(best)).min_lane();
    if !(probe.any_nan() || best.any_nan() || RealFloat::is_zero(small)) {
        return (best, true);
    }
    let (mut b, mut p) = ([T::ZERO; MAX_LANES], [T::ZERO; MAX_LANES]);
    best.store(&mut b);
    probe.store(&mut p);
    let mut all = true;
    for (b, &p) in b.iter_mut().zip(&p) {
        let found = plain_result(*b, p);
        all &= found.is_some();
        *b = found.unwrap_or(T::NAN);
    }
    (V::load(&b), all)
}

/// [`plain_arg_extrema`]'s kernel.
struct PlainArgRows<'a, T, const MAX: bool> {
    values: &'a [T],
    len: usize,
    out: &'a mut [i32],
}

impl<T: SumFloat, const MAX: bool> VectorKernel<T> for PlainArgRows<'_, T, MAX> {
    type Output = bool;

    #[inline(always)]
    fn run<V: SumVector<Elem = T>>(self) -> bool {
        let PlainArgRows { values, len, out } = self;
        let lanes = V::LANES;
        let mut done = 0;
        let mut all = true;
        if len <= PLAIN_SIDE_BY_SIDE_VECTORS * lanes {
            let rows = values.chunks_exact(lanes * len);
            for (found, rows) in out.chunks_exact_mut(lanes).zip(rows) {
                let (best, probe, at) = plain_arg_side_by_side::<T, MAX, V>(rows, len);
                // NaN (`i32::MIN`) where the scan decides.
                let (claimed, every) = claimed::<T, V>(best, probe);
                let at = claimed.select_eq(claimed, at, V::splat(T::NAN));
                at.store_indices(found);
                all &= every;
                done += lanes;
            }
        }
        let rows = values[done * len..].chunks_exact(len);
        for (o, row) in out[done..].iter_mut().zip(rows) {
            let (best, probe) = plain_lane::<T, MAX, V>(row);
            let at = plain_result(best, probe).and_then(|best| row.iter().position(|&x| x == best));
            let at = at.and_then(|at| i32::try_from(at).ok());
            all &= at.is_some();
            *o = at.unwrap_or(i32::MIN);
        }
        all
    }
}

/// [`plain_side_by_side`] with the index of each row's first extremum: the
/// columns from the last to the first, each column's index kept where its
/// value equals the extremum so far (so the first of equal extrema wins),
/// without a branch on the values.
#[inline(always)]
fn plain_arg_side_by_side<T: SumFloat, const MAX: bool, V: SumVector<Elem = T>>(
    rows: &[T],
    len: usize,
) -> (V, V, V) {
    let mut found = (V::splat(worst::<T, MAX>()), V::zero(), V::zero());
    let blocks = len / 4;
    for j in (4 * blocks..len).rev() {
        found = arg_step::<T, MAX, V>(found, V::gather(&rows[j..], len), j);
    }
    for b in (0..blocks).rev() {
        let columns = V::gather4(rows, len, 4 * b);
        for k in (0..4).rev() {
            found = arg_step::<T, MAX, V>(found, columns[k], 4 * b + k);
        }
    }
    found
}

/// [`plain_arg_side_by_side`]'s step: column `j`'s values `x` into the
/// extrema so far, their probes and the indices of their first extrema.
#[inline(always)]
fn arg_step<T: SumFloat, const MAX: bool, V: SumVector<Elem = T>>(
    (best, probe, at): (V, V, V),
    x: V,
    j: usize,
) -> (V, V, V) {
    let best = if MAX {
        best.max_plain(x)
    } else {
        best.min_plain(x)
    };
    let at = x.select_eq(best, V::splat(T::constant(j as f64)), at);
    (best, probe.add(x), at)
}

/// The start of a side-by-side extremum, which every value replaces but a
/// NaN (whose probe is NaN): `-∞` for a maximum, `∞` for a minimum.
#[inline(always)]
fn worst<T: SumFloat, const MAX: bool>() -> T {
    if MAX {
        T::ZERO - T::INFINITY
    } else {
        T::INFINITY
    }
}

/// The extrema of `V::LANES` rows of `len` values each by plain
/// comparisons, one row in each lane, and the probes (the rows' sums,
/// NaN where a row has a NaN): [`plain_lane`] of each row, side by side,
/// its columns gathered four at a time where the row has four left.
#[inline(always)]
fn plain_side_by_side<T: SumFloat, const MAX: bool, V: SumVector<Elem = T>>(
    rows: &[T],
    len: usize,
) -> (V, V) {
    let pick = |best: V, x: V| {
        if MAX {
            best.max_plain(x)
        } else {
            best.min_plain(x)
        }
    };
    let (mut best, mut probe) = (V::splat(worst::<T, MAX>()), V::zero());
    let blocks = len / 4;
    for b in 0..blocks {
        let columns = V::gather4(rows, len, 4 * b);
        for &x in &columns {
            best = pick(best, x);
            probe = probe.add(x);
        }
    }
    for j in 4 * blocks..len {
        let x = V::gather(&rows[j..], len);
        best = pick(best, x);
        probe = probe.add(x);
    }
    (best, probe)
}

/// The extremum of `values` by plain comparisons in vectors `V`, and the
/// probe (their sum): four runs side by side ([`plain_streams`]) from
/// [`STREAMS`] · 8 vectors of values on, eight vectors of accumulators from
/// eight vectors on (the loops' loads aligned), one below.
#[inline(always)]
fn plain_lane<T: SumFloat, const MAX: bool, V: SumVector<Elem = T>>(values: &[T]) -> (T, T) {
    let lanes = V::LANES;
    let step = 8 * lanes;
    let pick = |m: V, x: V| if MAX { m.max_plain(x) } else { m.min_plain(x) };
    // The lanes' extremum in the hardware's order (any order gives a
    // result that plain comparisons give exactly), and a probe that is NaN
    // where a lane's is.
    let finish = |best: V, probe: V| {
        let best = if MAX {
            best.max_lane()
        } else {
            best.min_lane()
        };
        (best, if probe.any_nan() { T::NAN } else { T::ZERO })
    };
    // The values before the first 64-byte boundary go apart, so that no
    // load of the main loop straddles two cache lines (a buffer from the
    // allocator starts 16 bytes past one).
    let head = values.as_ptr().align_offset(64).min(values.len());
    if values.len() < lanes {
        return plain_fold::<T, MAX>(values, &[]);
    }
    if values.len() - head >= STREAMS * step {
        // Long enough for four streams of loads (see [`STREAMS`]): the
        // aligned body as four runs side by side, each a whole number of
        // vectors, then the head and the values past the runs.
        let (head, body) = values.split_at(head);
        let run = body.len() / STREAMS / lanes * lanes;
        let (runs, rest) = body.split_at(STREAMS * run);
        let (found, mut probe) = plain_streams::<T, MAX, V>(runs, run);
        let better = |x: T, best: T| if MAX { x > best } else { x < best };
        let mut best = found[0];
        for &x in &found[1..] {
            if better(x, best) {
                best = x;
            }
        }
        for part in [head, rest] {
            if !part.is_empty() {
                let (part_best, part_probe) = plain_fold::<T, MAX>(part, &[probe]);
                probe = part_probe;
                if better(part_best, best) {
                    best = part_best;
                }
            }
        }
        return (best, probe);
    }
    if values.len() - head < step {
        // One vector of accumulators; the last values as a whole vector
        // from the end (values compared again change no extremum, and a
        // probe added twice is NaN where it would be once).
        let (mut best, mut probe) = (V::load(values), V::zero());
        let mut chunks = values.chunks_exact(lanes);
        for chunk in chunks.by_ref() {
            let x = V::load(chunk);
            best = pick(best, x);
            probe = probe.add(x);
        }
        let x = V::load(&values[values.len() - lanes..]);
        return finish(pick(best, x), probe.add(x));
    }
    let (head, body) = values.split_at(head);
    let mut best: [V; 8] = core::array::from_fn(|k| V::load(&body[k * lanes..]));
    let mut probe = [V::zero(); 8];
    let mut chunks = body.chunks_exact(step);
    for chunk in chunks.by_ref() {
        for k in 0..8 {
            let x = V::load(&chunk[k * lanes..]);
            best[k] = pick(best[k], x);
            probe[k] = probe[k].add(x);
        }
    }
    // The last values as a whole vector from the end (values are
    // compared again, which changes no extremum).
    for k in 0..8 {
        let x = V::load(&body[body.len() - step + k * lanes..]);
        best[k] = pick(best[k], x);
        probe[k] = probe[k].add(x);
    }
    let best = (1..8).fold(best[0], |m, k| pick(m, best[k]));
    let probe = (1..8).fold(probe[0], |p, k| p.add(probe[k]));
    let (best, probe) = finish(best, probe);
    if head.is_empty() {
        return (best, probe);
    }
    let (head_best, head_probe) = plain_fold::<T, MAX>(head, &[probe]);
    let better = if MAX {
        head_best > best
    } else {
        head_best < best
    };
    (if better { head_best } else { best }, head_probe)
}

/// The accumulators of [`fold_lanes`]: four 256-bit vectors of `f32`,
/// enough to hide the latency of a maximum's compare and select.
const FOLD_LANES: usize = 32;

/// The bytes of accumulators [`fold_columns`] keeps at a time.
const FOLD_COLUMN_BYTES: usize = 1 << 16;

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
fn lane_fold<E: Copy, A: Copy>(
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
const POSITION_BLOCK: usize = 4 * FOLD_LANES;

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
fn column_fold<E: Copy, A: Copy>(
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

/// [`plain_extremum`] of each column (of the rows [`fold_columns`] reads):
/// the maxima (`MAX`) or minima into `out`, and `true`, where the plain
/// comparisons give every column's exact extremum (no NaN among the values,
/// no zero or subnormal result); `false` (and `out` to be recomputed)
/// otherwise. The probe, the values' sum, is kept in registers across the
/// columns, so the accumulators' traffic is the exact fold's.
pub(crate) fn plain_columns<T: SumFloat, const MAX: bool>(
    values: &[T],
    columns: Columns,
    out: &mut [T],
) -> bool {
    let kernel = PlainColumns::<T, MAX> {
        values,
        columns,
        out,
    };
    or_lanes::<T, _, Lanes<T, Native<T>, 16>>(simd::run_avx512(kernel))
}

/// [`plain_columns`]' kernel.
struct PlainColumns<'a, T, const MAX: bool> {
    values: &'a [T],
    columns: Columns,
    out: &'a mut [T],
}

impl<T: SumFloat, const MAX: bool> VectorKernel<T> for PlainColumns<'_, T, MAX> {
    type Output = bool;

    #[inline(always)]
    fn run<V: SumVector<Elem = T>>(self) -> bool {
        let Columns {
            rows,
            stride,
            start,
        } = self.columns;
        let (values, out) = (self.values, self.out);
        let n = out.len();
        self.columns.check(values.len(), n, true);
        let lanes = V::LANES;
        let pick = |m: V, x: V| if MAX { m.max_plain(x) } else { m.min_plain(x) };
        let pick_one = |m: T, x: T| {
            let better = if MAX { x > m } else { x < m };
            if better { x } else { m }
        };
        let mut probes = [V::zero(); 4];
        let mut probe = T::ZERO;
        let width = (FOLD_COLUMN_BYTES / core::mem::size_of::<T>()).max(1);
        for (t, tile) in out.chunks_mut(width).enumerate() {
            let at = start + t * width;
            let w = tile.len();
            let full = w / lanes * lanes;
            // Row 0 is the start: a NaN in it stays (the plain pick keeps
            // the accumulator when either is NaN) and is found below.
            tile.copy_from_slice(&values[at..at + w]);
            for r in 1..rows {
                let row = &values[at + r * stride..at + r * stride + w];
                let mut j = 0;
                while j + 4 * lanes <= full {
                    for (k, p) in probes.iter_mut().enumerate() {
                        let c = j + k * lanes;
                        let x = V::load(&row[c..]);
                        pick(V::load(&tile[c..]), x).store(&mut tile[c..]);
                        *p = p.add(x);
                    }
                    j += 4 * lanes;
                }
                while j < full {
                    let x = V::load(&row[j..]);
                    pick(V::load(&tile[j..]), x).store(&mut tile[j..]);
                    probes[0] = probes[0].add(x);
                    j += lanes;
                }
                for (o, &x) in tile[full..].iter_mut().zip(&row[full..]) {
                    *o = pick_one(*o, x);
                    probe = probe + x;
                }
            }
            let exact = tile
                .iter()
                .fold(true, |ok, &o| ok & !o.is_nan() & !RealFloat::is_zero(o));
            if !exact {
                return false;
            }
        }
        let mut lanes_of = [T::ZERO; MAX_LANES];
        probes[0]
            .add(probes[1])
            .add(probes[2].add(probes[3]))
            .store(&mut lanes_of);
        let probe = lanes_of[..lanes].iter().fold(probe, |a, &x| a + x);
        !probe.is_nan()
    }
}

/// Running sums (or products), in place, of rows of `inner` values (the
/// lanes are the columns: `inner` is 1 for one lane), from row `from / inner`
/// on, the rows before it already done: the first row `op(init, x)`, each
/// next one `op(previous, x)`, whole rows at a time so that the columns'
/// lanes run side by side. This is the order of XLA's cumulative reductions
/// on CPU, which round (or wrap) at each step in the result's dtype.
#[inline(always)]
pub(crate) fn scan<C: Copy>(
    block: &mut [C],
    from: usize,
    inner: usize,
    init: C,
    op: impl Fn(C, C) -> C,
) {
    if inner == 0 || from >= block.len() {
        return;
    }
    if inner == 1 {
        let mut acc = from.checked_sub(1).map_or(init, |i| block[i]);
        for x in &mut block[from..] {
            acc = op(acc, *x);
            *x = acc;
        }
        return;
    }
    let (done, rest) = block.split_at_mut(from);
    let (mut previous, mut rest): (&[C], &mut [C]) = match done.len().checked_sub(inner) {
        Some(last) => (&done[last..], rest),
        None => {
            let (first, rest) = rest.split_at_mut(inner);
            for x in first.iter_mut() {
                *x = op(init, *x);
            }
            (first, rest)
        }
    };
    while !rest.is_empty() {
        let (row, tail) = rest.split_at_mut(inner);
        for (x, &p) in row.iter_mut().zip(previous) {
            *x = op(p, *x);
        }
        previous = row;
        rest = tail;
    }
}

/// [`scan`] of `f32` or `f64` values (held as `C`: `to` and `from_t`
/// convert, the identity), adding (or multiplying, for `product`) from 0
/// (or 1), [`Native`] operations [`in_xla_mode`]: the same bits as flushing
/// ones.
#[inline(always)]
pub(crate) fn float_scan<C: Copy, T: SumFloat>(
    block: &mut [C],
    from: usize,
    inner: usize,
    product: bool,
    to: impl Fn(C) -> T,
    from_t: impl Fn(T) -> C,
) {
    let op = |a: C, b: C| {
        let (a, b) = (to(a), to(b));
        from_t(if product {
            Native::<T>::mul(a, b)
        } else {
            Native::<T>::add(a, b)
        })
    };
    let init = from_t(if product { T::ONE } else { T::ZERO });
    in_xla_mode(|| scan(block, from, inner, init, op));
}

/// XLA's own order for a reduction of fewer than [`XLA_EMITTED_BELOW`]
/// elements: windows of 32 values (the lane padded evenly at both ends with
/// zeros), each summed in order from zero, again until at most 32 remain,
/// which are summed in order from zero. Each addition flushes: the
/// hardware's under XLA's float mode ([`Native`]), the windows' chains side
/// by side in the pipeline rather than a test and a flush per value.
pub(crate) fn window_tree<T: SumFloat>(values: impl ExactSizeIterator<Item = T>) -> T {
    let mut level: Vec<T> = values.collect();
    let sum = |run: &[T]| run.iter().fold(T::ZERO, |a, &x| Native::<T>::add(a, x));
    in_xla_mode(|| fold_levels(&mut level, T::ZERO, sum, None))
}

/// The rest of XLA's tree of windows, from one `level` of values (a row):
/// while more than 32 remain, windows of 32 (the row padded evenly at both
/// ends with `init`), each folded by `fold` into one value (by `windows`,
/// where given, all of a level's side by side: see [`window_fold`]); then
/// `fold` of those left. `level` is the working storage.
fn fold_levels<A: Copy>(
    level: &mut Vec<A>,
    init: A,
    fold: impl Fn(&[A]) -> A,
    windows: Option<Windows<A>>,
) -> A {
    let mut padded = Vec::new();
    while level.len() > WINDOW {
        let n = level.len();
        let count = n.div_ceil(WINDOW);
        let low = (count * WINDOW - n) / 2;
        padded.clear();
        padded.resize(count * WINDOW, init);
        padded[low..low + n].copy_from_slice(level);
        level.clear();
        match windows {
            Some(kernel) => {
                level.resize(count, init);
                let _mode = XlaFloatMode::enter();
                (kernel.windows)(&padded, level);
            }
            None => level.extend(padded.chunks_exact(WINDOW).map(&fold)),
        }
    }
    fold(level)
}

/// XLA's tree-reduction rewrite for a reduction by any `op` whose order
/// matters, in the accumulator's own arithmetic, of one output's values
/// (each converted by `map` as it is read) over a run of adjacent axes: `outer` rows (the run's outer axes) of
/// `n` values (its innermost axis), row-major. While `n` is above 32, the
/// rows are cut into windows of 32 columns (padded evenly at both ends with
/// `init`), each window (every row's 32 values, row by row) folded in order
/// from `init` into one value; then the rest, row-major, from `init`. For
/// one row, [`window_tree`]'s order. XLA keeps this order at every size for
/// products, and for sums that accumulate in `bfloat16` or `float16`
/// (`jnp.sum(x, dtype=jnp.bfloat16)`), which YNNPACK does not take.
///
/// `windows`, where given, folds whole windows of one row as `op` would,
/// many side by side in vector lanes ([`product_windows`]): `windows(values,
/// out)` puts the fold of `values[32 w .. 32 w + 32]` in `out[w]`, under
/// XLA's float mode. It reads the values in place where `E` is `A` (`map`
/// must then be the identity, as a conversion of a type into itself is).
pub(crate) fn window_fold<E: Copy + Sync + 'static, A: Copy + Send + Sync + 'static>(
    values: &[E],
    map: impl Fn(E) -> A + Sync,
    outer: usize,
    init: A,
    op: impl Fn(A, A) -> A + Sync,
    windows: Option<Windows<A>>,
) -> A {
    let fold = |run: &[A]| run.iter().fold(init, |a, &x| op(a, x));
    let fold_mapped = |run: &[E]| run.iter().fold(init, |a, &x| op(a, map(x)));
    let outer = outer.max(1);
    let n = values.len() / outer;
    if n <= WINDOW {
        return fold_mapped(values);
    }
    // The first level reads the values in place: each window's columns of
    // every row, the padding (`init`) folded in where it falls.
    let windows_n = n.div_ceil(WINDOW);
    let low = (windows_n * WINDOW - n) / 2;
    let window = |w: usize| {
        let start = (w * WINDOW).saturating_sub(low);
        let end = ((w + 1) * WINDOW - low).min(n);
        let before = (low + start).saturating_sub(w * WINDOW);
        let after = WINDOW - before - (end - start);
        values.chunks_exact(n).fold(init, |acc, row| {
            let acc = (0..before).fold(acc, |a, _| op(a, init));
            let acc = row[start..end].iter().fold(acc, |a, &x| op(a, map(x)));
            (0..after).fold(acc, |a, _| op(a, init))
        })
    };
    let mut level: Vec<A> = Vec::with_capacity(windows_n);
    if outer == 1 {
        // One row: the windows without padding (all but the first and the
        // last, or also those where no padding falls), many at a time,
        // their chains side by side; each window's values still in order.
        let first = usize::from(low > 0);
        let last = if (windows_n * WINDOW - low) > n {
            windows_n - 1
        } else {
            windows_n
        };
        level.extend((0..first).map(window));
        let interior = &values[(first * WINDOW - low)..(last * WINDOW - low)];
        let at = level.len();
        level.resize(at + interior.len() / WINDOW, init);
        // The windows on the pool's threads: each window's result is its
        // own fold, so the split changes no bits.
        match windows {
            Some(kernel) => super::on_weighted_rows(&mut level[at..], 1, WINDOW, |range, piece| {
                let _mode = XlaFloatMode::enter();
                let values = &interior[range.start * WINDOW..range.end * WINDOW];
                // The values as they are where they are the accumulator's
                // type (`map` is then the identity), else converted a
                // group at a time.
                if let Some(values) = super::same_slice::<E, A>(values) {
                    return (kernel.windows)(values, piece);
                }
                let mut scratch = [init; GROUP];
                for (chunk, out) in values.chunks(GROUP).zip(piece.chunks_mut(LANES)) {
                    let scratch = &mut scratch[..chunk.len()];
                    for (s, &x) in scratch.iter_mut().zip(chunk) {
                        *s = map(x);
                    }
                    (kernel.windows)(scratch, out);
                }
            }),
            None => super::on_weighted_rows(&mut level[at..], 1, WINDOW, |range, piece| {
                let values = &interior[range.start * WINDOW..range.end * WINDOW];
                for (chunk, out) in values.chunks(GROUP).zip(piece.chunks_mut(LANES)) {
                    let mut acc = [init; LANES];
                    let acc = &mut acc[..out.len()];
                    for k in 0..WINDOW {
                        for (j, a) in acc.iter_mut().enumerate() {
                            *a = op(*a, map(chunk[j * WINDOW + k]));
                        }
                    }
                    out.copy_from_slice(acc);
                }
            }),
        }
        level.extend((last..windows_n).map(window));
    } else {
        level.extend((0..windows_n).map(window));
    }
    // Then the windows' results, one row, the same way.
    fold_levels(&mut level, init, fold, windows)
}

/// [`window_fold`] of many outputs at once whose values are the columns of
/// a block of rows, as a reduction over outer axes reads them: `out[k]`
/// folds column `start + k` of the `outer * n` rows of `stride` values in
/// `values` (the run's `outer` rows of `n` values, each value a row here),
/// in [`window_fold`]'s order exactly, each column's chain its own. The
/// windows' first level runs a row at a time through a band of columns
/// (each row's values contiguous, the column folds side by side, compiled
/// for AVX2 where the CPU has it); the levels above, a few values per
/// column, by [`window_fold`]'s own steps.
#[allow(clippy::too_many_arguments)]
pub(crate) fn column_window_folds<E: Copy + Sync + 'static, A: Copy + Send + Sync + 'static>(
    values: &[E],
    (outer, n, stride, start): (usize, usize, usize, usize),
    out: &mut [A],
    map: impl Fn(E) -> A + Sync,
    init: A,
    op: impl Fn(A, A) -> A + Sync,
    windows: Option<Windows<A>>,
) {
    let w = out.len();
    assert!(start + w <= stride, "columns inside a row");
    assert!(values.len() >= outer * n * stride, "every row");
    const BAND: usize = 2048;
    let mut scratch = vec![init; if windows.is_some() { BAND.min(w) } else { 0 }];
    // (`op` gives the same bits inside the float mode as outside.)
    let _mode = windows.map(|_| XlaFloatMode::enter());
    // Fold `count` rows of values (`stride` apart from `at`) into the band
    // of columns `acc`: by `windows`' row kernel where given, under the
    // float mode (all at once where the values are `A`s, else a row at a
    // time converted into `scratch`), else by `op`.
    let mut fold_row = |acc: &mut [A], at: usize, count: usize| {
        let width = acc.len();
        match windows {
            Some(kernel) => match super::same_slice::<E, A>(values) {
                Some(values) => (kernel.rows)(acc, &values[at..], stride, count),
                None => {
                    let scratch = &mut scratch[..width];
                    for r in 0..count {
                        let row = &values[at + r * stride..][..width];
                        for (s, &x) in scratch.iter_mut().zip(row) {
                            *s = map(x);
                        }
                        (kernel.rows)(acc, scratch, 0, 1);
                    }
                }
            },
            None => simd::vectorised(&mut || {
                for r in 0..count {
                    let row = &values[at + r * stride..][..width];
                    for (a, &x) in acc.iter_mut().zip(row) {
                        *a = op(*a, map(x));
                    }
                }
            }),
        }
    };
    // Fold rows `rows` of every outer row into `acc` (a band of columns
    // from `column`), with `before` and `after` folds of `init` around each
    // outer row's run, as `window_fold`'s windows pad.
    let mut fold_rows =
        |acc: &mut [A], column: usize, rows: core::ops::Range<usize>, pads: (usize, usize)| {
            let pad = |acc: &mut [A], times: usize| {
                simd::vectorised(&mut || {
                    for _ in 0..times {
                        for a in acc.iter_mut() {
                            *a = op(*a, init);
                        }
                    }
                });
            };
            for o in 0..outer {
                pad(acc, pads.0);
                fold_row(acc, (o * n + rows.start) * stride + column, rows.len());
                pad(acc, pads.1);
            }
        };
    if n <= WINDOW {
        // One window: every value in order from `init`.
        out.fill(init);
        for (b, acc) in out.chunks_mut(BAND).enumerate() {
            fold_rows(acc, start + b * BAND, 0..n, (0, 0));
        }
        return;
    }
    let windows_n = n.div_ceil(WINDOW);
    let low = (windows_n * WINDOW - n) / 2;
    // A band's first level: `level[win * width + c]`, window `win` of
    // column `c` of the band; narrower bands where the windows are many,
    // so that the level holds at most `LEVEL` values (a few MiB, where a
    // band of 2,048 columns of 10⁸ rows would need 25 GB). The tests
    // narrow the bands at sizes they can check.
    #[cfg(not(test))]
    const LEVEL: usize = 1 << 20;
    #[cfg(test)]
    const LEVEL: usize = 1 << 12;
    let band = (LEVEL / windows_n).clamp(1, BAND);
    let mut level = vec![init; windows_n * band.min(w)];
    let fold = |run: &[A]| run.iter().fold(init, |a, &x| op(a, x));
    let mut column = Vec::with_capacity(windows_n);
    for (b, out) in (0..w).step_by(band).zip(out.chunks_mut(band)) {
        let width = out.len();
        let level = &mut level[..windows_n * width];
        for (win, acc) in level.chunks_exact_mut(width).enumerate() {
            let first = (win * WINDOW).saturating_sub(low);
            let end = ((win + 1) * WINDOW - low).min(n);
            let before = (low + first).saturating_sub(win * WINDOW);
            let after = WINDOW - before - (end - first);
            acc.fill(init);
            fold_rows(acc, start + b, first..end, (before, after));
        }
        if windows_n <= WINDOW {
            // The windows' results, one window: in order from `init`,
            // the band's columns side by side.
            out.fill(init);
            match windows {
                Some(kernel) => (kernel.rows)(out, level, width, windows_n),
                None => simd::vectorised(&mut || {
                    for row in level.chunks_exact(width) {
                        for (o, &x) in out.iter_mut().zip(row) {
                            *o = op(*o, x);
                        }
                    }
                }),
            }
        } else {
            for (c, o) in out.iter_mut().enumerate() {
                column.clear();
                column.extend(level.iter().skip(c).step_by(width));
                *o = fold_levels(&mut column, init, fold, windows);
            }
        }
    }
}

/// The product of each run of `len` values (`1 ..= 32`, one window of
/// XLA's tree-reduction rewrite) from 1 in order, into the next element of
/// `out` (as many as there are whole runs), each multiplication flushing
/// as XLA's do ([`Native`] under XLA's float mode): a vector of runs side by
/// side at a time, a column gathered from them per multiplication (four
/// columns at a time where four are left, [`SumVector::gather4`]), where
/// one run's chain of dependent multiplications would take 4 cycles each.
pub(crate) fn run_products<T: SumFloat>(values: &[T], len: usize, out: &mut [T]) {
    assert!((1..=WINDOW).contains(&len), "a run in one window");
    let _mode = XlaFloatMode::enter();
    let kernel = RunProducts { values, len, out };
    or_lanes::<T, _, Lanes<T, Native<T>, 16>>(simd::run_avx512(kernel));
}

/// [`run_products`]' kernel.
struct RunProducts<'a, T> {
    values: &'a [T],
    len: usize,
    out: &'a mut [T],
}

impl<T: SumFloat> VectorKernel<T> for RunProducts<'_, T> {
    type Output = ();

    #[inline(always)]
    fn run<V: SumVector<Elem = T>>(self) {
        let RunProducts { values, len, out } = self;
        let lanes = V::LANES;
        let runs = values.chunks_exact(lanes * len);
        let mut done = 0;
        for (products, runs) in out.chunks_exact_mut(lanes).zip(runs) {
            let mut product = V::splat(T::ONE);
            let blocks = len / 4;
            for b in 0..blocks {
                let columns = V::gather4(runs, len, 4 * b);
                for &x in &columns {
                    product = product.mul(x);
                }
            }
            for j in 4 * blocks..len {
                product = product.mul(V::gather(&runs[j..], len));
            }
            product.store(products);
            done += lanes;
        }
        let runs = values[done * len..].chunks_exact(len);
        for (o, run) in out[done..].iter_mut().zip(runs) {
            *o = run.iter().fold(T::ONE, |a, &x| Native::<T>::mul(a, x));
        }
    }
}

/// The kernels of a fold whose operation has them (a product of `f32`),
/// each giving the operation's bits under XLA's float mode.
pub(crate) struct Windows<A> {
    /// Folds whole windows of 32 values side by side, as [`window_fold`]
    /// takes it: `out[w]` from `values[32 w .. 32 w + 32]`.
    pub(crate) windows: fn(values: &[A], out: &mut [A]),
    /// Folds rows of values into a row of accumulators, in order, as
    /// [`column_window_folds`] takes it: `acc[k] = op(acc[k], values[r ·
    /// stride + k])` for `r` from 0 to `rows` (`fn(acc, values, stride,
    /// rows)`).
    pub(crate) rows: fn(acc: &mut [A], values: &[A], stride: usize, rows: usize),
}

impl<A> Clone for Windows<A> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<A> Copy for Windows<A> {}

/// The windows folded side by side at a time by [`window_fold`].
const LANES: usize = 32;

/// The values of those windows.
const GROUP: usize = LANES * WINDOW;

/// The kernel that multiplies whole windows of a product side by side in
/// vector lanes ([`window_fold`]'s `windows`), for the accumulators that
/// have one: `f32` (`super::window_products_f32`), which the half types'
/// products also accumulate in.
pub(crate) fn product_windows<A: 'static>() -> Option<Windows<A>> {
    let f32_kernels = Windows::<f32> {
        windows: super::window_products_f32,
        rows: multiply_rows_f32,
    };
    (&f32_kernels as &dyn core::any::Any)
        .downcast_ref::<Windows<A>>()
        .copied()
}

/// `acc[k] *= values[r · stride + k]` for each row `r` below `rows`, in
/// order, by the hardware's multiplications (under XLA's float mode, the
/// flushing ones' bits), compiled for AVX2 where the CPU has it: four rows
/// at a time through the whole row of accumulators, which is read and
/// written once per four.
fn multiply_rows_f32(acc: &mut [f32], values: &[f32], stride: usize, rows: usize) {
    let Some(last) = rows.checked_sub(1) else {
        return;
    };
    let w = acc.len();
    assert!(values.len() >= last * stride + w, "every row");
    let row = |r: usize| &values[r * stride..][..w];
    simd::vectorised(&mut || {
        let mut r = 0;
        while r + 4 <= rows {
            let (x0, x1, x2, x3) = (row(r), row(r + 1), row(r + 2), row(r + 3));
            for (k, a) in acc.iter_mut().enumerate() {
                let p = Native::<f32>::mul(Native::<f32>::mul(*a, x0[k]), x1[k]);
                *a = Native::<f32>::mul(Native::<f32>::mul(p, x2[k]), x3[k]);
            }
            r += 4;
        }
        for r in r..rows {
            for (a, &x) in acc.iter_mut().zip(row(r)) {
                *a = Native::<f32>::mul(*a, x);
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One row of `window_fold` is `window_tree`'s order, bit for bit; more
    /// rows fold each window through every row before the next window.
    #[test]
    fn window_fold_is_the_window_tree_by_rows() {
        let add = |a: f32, b: f32| a + b;
        for n in [0, 1, 31, 32, 33, 100, 1000, 1025, 5000] {
            let values: Vec<f32> = (0..n)
                .map(|i| ((i * 7919) % 1013) as f32 * 0.37 - 91.0)
                .collect();
            let tree = window_tree(values.iter().copied());
            let fold = window_fold(&values, |x| x, 1, 0.0, add, None);
            assert_eq!(fold.to_bits(), tree.to_bits(), "{n} values");
        }
        // Two rows of 40: two windows (12 columns of zeros at each end),
        // columns 0 to 19 and 20 to 39, each through both rows.
        let rows: Vec<f32> = (0..80).map(|i| 1.0 + i as f32 / 1024.0).collect();
        let window = |columns: core::ops::Range<usize>| {
            (0..2).fold(0.0_f32, |a, r| {
                columns.clone().fold(a, |a, c| a + rows[r * 40 + c])
            })
        };
        let expected = 0.0 + window(0..20) + window(20..40);
        assert_eq!(window_fold(&rows, |x| x, 2, 0.0, add, None), expected);
    }

    /// The folds of columns are [`window_fold`]'s of each column's values
    /// gathered into a run, bit for bit: products of `f32` by the kernels
    /// (values near 1 with subnormal and overflowing chains, zeros, NaN),
    /// from `bf16` values converted, and `f64` sums by the operation alone;
    /// one window and more, more than 32 windows (a second level of
    /// windows), outer rows, several bands of columns, bands narrowed for
    /// many windows, a piece of columns from the middle; and an operation
    /// whose every order and padding shows.
    #[test]
    fn column_folds_are_each_column_s_window_fold() {
        fn check<
            E: Copy + Sync + 'static,
            A: Copy + Send + Sync + PartialEq + core::fmt::Debug + 'static,
        >(
            values: &[E],
            (outer, n, stride, start, w): (usize, usize, usize, usize, usize),
            map: impl Fn(E) -> A + Sync + Copy,
            init: A,
            op: impl Fn(A, A) -> A + Sync + Copy,
            windows: Option<Windows<A>>,
            bits: impl Fn(A) -> u64,
        ) {
            let mut out = vec![init; w];
            column_window_folds(
                values,
                (outer, n, stride, start),
                &mut out,
                map,
                init,
                op,
                windows,
            );
            for (k, &o) in out.iter().enumerate() {
                let column: Vec<E> = (0..outer * n)
                    .map(|r| values[r * stride + start + k])
                    .collect();
                let alone = window_fold(&column, map, outer, init, op, None);
                assert_eq!(
                    bits(o),
                    bits(alone),
                    "column {k} of {outer} x {n} rows, {stride} wide"
                );
            }
        }
        let mul = |a: f32, b: f32| RealFloat::mul(a, b);
        for (outer, n, stride, start, w) in [
            (1, 1, 5, 0, 5),
            (1, 32, 7, 2, 4),
            (1, 33, 3000, 0, 3000),
            (2, 40, 9, 0, 9),
            (1, 1000, 17, 3, 11),
            (3, 100, 2100, 50, 2049),
            (1, 1100, 5, 0, 5),
            // 35 windows of 200 columns: narrower bands (the tests' level
            // holds 4,096 values).
            (1, 1100, 200, 0, 200),
        ] {
            let len = outer * n * stride;
            let hostile = hostile(len, len as u64);
            // Values near 1, some far from it: chains that underflow into
            // subnormals and overflow, zeros and NaN.
            let near: Vec<f32> = hostile
                .iter()
                .enumerate()
                .map(|(i, &x)| match i % 211 {
                    0 => 1e-30,
                    1 => 3e25,
                    2 => f32::NAN,
                    3 if i % 7 == 0 => 0.0,
                    _ => 1.0 + (x as f32).clamp(-1.0, 1.0) * 0.25,
                })
                .collect();
            let at = (outer, n, stride, start, w);
            let bits32 = |x: f32| u64::from(x.to_bits());
            check(&near, at, |x| x, 1.0, mul, product_windows::<f32>(), bits32);
            check(&near, at, |x| x, 1.0, mul, None, bits32);
            let halves: Vec<half::bf16> = near.iter().map(|&x| half::bf16::from_f32(x)).collect();
            check(
                &halves,
                at,
                half::bf16::to_f32,
                1.0,
                mul,
                product_windows::<f32>(),
                bits32,
            );
            let add = |a: f64, b: f64| RealFloat::add(a, b);
            check(&hostile, at, |x| x, 0.0, add, None, f64::to_bits);
            // An operation whose every order and padding shows.
            let hash = |a: u64, b: u64| a.wrapping_mul(31).wrapping_add(b);
            let indices: Vec<u64> = (0..len as u64).collect();
            check(&indices, at, |x| x, 7, hash, None, |x| x);
        }
    }

    /// The plain sum in `f64` of small integers is exact, and so is every order's.
    #[test]
    fn every_order_sums_small_integers_exactly() {
        for n in [
            0, 1, 5, 31, 32, 33, 64, 100, 1000, 4095, 4096, 5000, 40_000, 70_000,
        ] {
            let values: Vec<f32> = (0..n).map(|i| (i % 7) as f32 - 3.0).collect();
            let exact = values.iter().map(|&x| f64::from(x)).sum::<f64>() as f32;
            assert_eq!(f32::lane(&values, &|x| x), exact, "lane of {n}");
            assert_eq!(
                window_tree(values.iter().copied()),
                exact,
                "window tree of {n}"
            );
            let columns = 3;
            let rows = n / columns;
            let mut out = vec![0.0_f32; columns];
            let at = Columns {
                rows,
                stride: columns,
                start: 0,
            };
            f32::columns(&values[..rows * columns], at, &mut out, &|x| x);
            for (j, &o) in out.iter().enumerate() {
                let exact: f32 = (0..rows).map(|r| values[r * columns + j]).sum();
                assert_eq!(o, exact, "column {j} of {rows} rows");
            }
        }
    }

    /// Seeded values of every magnitude: normal ones of many exponents and
    /// both signs, subnormals, zeros of both signs and a few infinities.
    fn hostile(n: usize, seed: u64) -> Vec<f64> {
        let mut state = seed;
        (0..n)
            .map(|_| {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let r = state >> 33;
                let x = ((r % 2001) as f64 - 1000.0) * 2.0_f64.powi((r % 61) as i32 - 30);
                match r % 97 {
                    0 => f64::from(f32::MIN_POSITIVE) / 8.0,
                    1 => -0.0,
                    2 if r.is_multiple_of(7) => f64::INFINITY,
                    _ => x,
                }
            })
            .collect()
    }

    /// The horizontal extrema and the NaN test of the x86 vectors (where
    /// the CPU has them) and of arrays of lanes: the plain extremum of
    /// values without NaN, and NaN found in any lane.
    #[test]
    fn vectors_find_their_lanes_extrema_and_nans() {
        struct Horizontal<'a, T>(&'a [T]);
        impl<T: SumFloat> VectorKernel<T> for Horizontal<'_, T> {
            type Output = (T, T, bool);
            fn run<V: SumVector<Elem = T>>(self) -> (T, T, bool) {
                let v = V::load(self.0);
                (v.max_lane(), v.min_lane(), v.any_nan())
            }
        }
        fn check<T: SumFloat, const L: usize>(values: &[T]) {
            let lanes = Horizontal(values).run::<Lanes<T, Native<T>, L>>();
            let nan = values[..L].iter().any(|x| x.is_nan());
            for ran in [
                simd::run_avx2(Horizontal(values)),
                simd::run_avx512(Horizontal(values)),
            ] {
                let Ok((max, min, any_nan)) = ran else {
                    continue;
                };
                assert_eq!(any_nan, nan);
                if !nan {
                    assert!(max == lanes.0 && min == lanes.1, "the lanes' extrema");
                }
            }
            assert_eq!(lanes.2, nan);
        }
        for seed in 0..40 {
            let mut values = hostile(16, seed);
            if seed % 3 == 0 {
                values[(seed as usize * 7) % 16] = f64::NAN;
            }
            check::<f64, 8>(&values[..8]);
            check::<f32, 16>(&values.iter().map(|&x| x as f32).collect::<Vec<_>>());
        }
    }

    /// Many rows at a time give each row's own lane sum, bit for bit (NaN
    /// payloads aside), for rows around the vectors' and the chunks' lengths,
    /// with a map, and the sums of their squared deviations from means: five
    /// rows (each on its own) and 37 (two or four vectors of rows side by
    /// side, then the rest each on its own), `f32` and `f64`.
    #[test]
    fn runs_of_rows_sum_as_each_row_does() {
        let same = |a: f64, b: f64| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
        for len in (0..=70).chain([100, 255, 256, 257, 1000, 5000]) {
            for rows in [5, 37] {
                let wide = hostile(rows * len, len as u64 + 1);
                let narrow: Vec<f32> = wide.iter().map(|&x| x as f32).collect();
                // Means of every kind: finite, zero, infinite, NaN.
                let wide_means = hostile(rows, len as u64 + 2)
                    .into_iter()
                    .enumerate()
                    .map(|(r, m)| if r == 3 { f64::NAN } else { m })
                    .collect::<Vec<_>>();
                let narrow_means: Vec<f32> = wide_means.iter().map(|&x| x as f32).collect();
                let mut sums = vec![0.0_f32; rows];
                SumFloat::lanes(&narrow, len, &mut sums, &|x| x);
                let mut doubled = vec![0.0_f64; rows];
                SumFloat::lanes(&narrow, len, &mut doubled, &|x| f64::from(x) * 2.0);
                let mut squares = vec![0.0_f32; rows];
                SumFloat::deviation_lanes(&narrow, len, &narrow_means, &mut squares, &|x| x);
                let mut wide_squares = vec![0.0_f64; rows];
                SumFloat::deviation_lanes(&wide, len, &wide_means, &mut wide_squares, &|x| x);
                for r in 0..rows {
                    let row = &narrow[r * len..(r + 1) * len];
                    let what = std::format!("row {r} of {rows} rows of {len}");
                    let one = <f32 as SumFloat>::lane(row, &|x| x);
                    assert!(same(sums[r].into(), one.into()), "{what}");
                    let one = <f64 as SumFloat>::lane(row, &|x| f64::from(x) * 2.0);
                    assert!(same(doubled[r], one), "{what}, f64");
                    let mean = narrow_means[r];
                    let one = <f32 as SumFloat>::lane(row, &|x| squared_deviation(x, mean));
                    assert!(same(squares[r].into(), one.into()), "{what}, squares");
                    let (row, mean) = (&wide[r * len..(r + 1) * len], wide_means[r]);
                    let one = <f64 as SumFloat>::lane(row, &|x| squared_deviation(x, mean));
                    assert!(same(wide_squares[r], one), "{what}, f64 squares");
                }
            }
        }
    }

    /// Rows side by side in arrays of lanes whose every operation flushes
    /// (the portable vectors) give each row's lane sum by those lanes, for
    /// every length that goes side by side.
    #[test]
    fn portable_runs_side_by_side_sum_as_each_run_does() {
        type Portable = Lanes<f32, Flushing<f32>, 16>;
        let square = |x: f32, mean: f32| {
            let d = RealFloat::sub(x, mean);
            RealFloat::mul(d, d)
        };
        for len in 1..=16 {
            let values: Vec<f32> = hostile(16 * len, len as u64)
                .iter()
                .map(|&x| x as f32)
                .collect();
            let means: Vec<f32> = hostile(16, 99).iter().map(|&x| x as f32).collect();
            let mut sums = [0.0_f32; 16];
            side_by_side::<f32, Portable>(&values, len, None).store(&mut sums);
            let mut squares = [0.0_f32; 16];
            side_by_side::<f32, Portable>(&values, len, Some(Portable::load(&means)))
                .store(&mut squares);
            for (r, run) in values.chunks_exact(len).enumerate() {
                let one = tiled_lane_sum::<f32, f32, Portable>(run, &|x| x);
                assert_eq!(sums[r].to_bits(), one.to_bits(), "run {r} of {len}");
                let one = tiled_lane_sum::<f32, f32, Portable>(run, &|x| square(x, means[r]));
                assert_eq!(
                    squares[r].to_bits(),
                    one.to_bits(),
                    "squares of run {r} of {len}"
                );
            }
        }
    }

    /// A long run's tiles summed [`STREAMS`] at a time, side by side, give
    /// the bits of each tile summed on its own: whole groups of tiles, and
    /// groups with tiles and values left over.
    #[test]
    fn tiles_side_by_side_sum_as_each_alone() {
        let tile = tile_len::<f32>();
        for (tiles, short) in [(4, 0), (5, 100), (9, 1)] {
            // Finite values (an infinity would make every long sum one).
            let values: Vec<f32> = hostile(tiles * tile - short, tiles as u64)
                .into_iter()
                .map(|x| if x.is_finite() { x as f32 } else { 3.0 })
                .collect();
            let partials: Vec<f32> = values.chunks(tile).map(|t| f32::lane(t, &|x| x)).collect();
            let (whole, alone) = (f32::lane(&values, &|x| x), f32::lane(&partials, &|x| x));
            assert_eq!(
                whole.to_bits(),
                alone.to_bits(),
                "{tiles} tiles: {whole} vs {alone}"
            );
        }
    }

    /// The AVX2 vectors (where the CPU has them) give the bits of arrays of
    /// lanes whose every operation flushes, with and without a map.
    #[test]
    fn the_vectors_give_the_bits_of_flushing_lanes() {
        let same = |a: f64, b: f64| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
        for n in [
            0, 1, 15, 16, 17, 63, 64, 65, 255, 256, 257, 1000, 4096, 5000, 40_000, 70_000,
        ] {
            let wide = hostile(n, n as u64);
            let narrow: Vec<f32> = wide.iter().map(|&x| x as f32).collect();
            let shift = |x: f32| x - 0.5;
            let lane = f32::lane(&narrow, &shift);
            let flushing =
                tiled_lane_sum::<f32, f32, Lanes<f32, Flushing<f32>, 16>>(&narrow, &shift);
            assert!(
                same(lane.into(), flushing.into()),
                "f32, {n}: {lane} vs {flushing}"
            );
            let lane = f64::lane(&wide, &|x| x);
            let flushing = tiled_lane_sum::<f64, f64, Lanes<f64, Flushing<f64>, 8>>(&wide, &|x| x);
            assert!(same(lane, flushing), "f64, {n}: {lane} vs {flushing}");
        }
    }

    /// The plain extremum is the exact fold's wherever it gives one, and
    /// gives none where a NaN is among the values: negative values with
    /// zeros and subnormals among them, NaNs and infinities at every place,
    /// every length around the vectors.
    #[test]
    fn plain_extrema_are_the_folds_or_none() {
        fn check<T: SumFloat>(values: &[T], what: &str) {
            let has_nan = values.iter().any(|x| x.is_nan());
            let max = plain_extremum::<T, true>(values);
            let min = plain_extremum::<T, false>(values);
            let exact_max = values.iter().copied().reduce(RealFloat::max);
            let exact_min = values.iter().copied().reduce(RealFloat::min);
            for (plain, exact, name) in [(max, exact_max, "max"), (min, exact_min, "min")] {
                if let Some(plain) = plain {
                    assert!(!has_nan, "{name} of {what}: a NaN missed");
                    let exact = exact.expect("values");
                    // Not a zero (those are `None`), so equal values have equal bits.
                    assert!(plain == exact, "{name} of {what}");
                }
            }
        }
        let tiny = f64::from(f32::MIN_POSITIVE) / 8.0;
        for n in [0, 1, 2, 31, 63, 64, 65, 127, 128, 129, 200, 1000, 5000] {
            let base = hostile(n, 7 + n as u64);
            let negative: Vec<f64> = base.iter().map(|x| -x.abs() - 1.0).collect();
            for place in [0, n / 3, n.saturating_sub(1)] {
                for special in [f64::NAN, -tiny, -0.0, 0.0, f64::INFINITY, -f64::INFINITY] {
                    for values in [&base, &negative] {
                        let mut values = values.clone();
                        if let Some(v) = values.get_mut(place) {
                            *v = special;
                        }
                        let what = std::format!("{n} values, {special} at {place}");
                        check(&values, &what);
                        let narrow: Vec<f32> = values.iter().map(|&x| x as f32).collect();
                        check(&narrow, &what);
                    }
                }
            }
        }
        assert_eq!(plain_extremum::<f32, true>(&[-1.0; 100]), Some(-1.0));
        assert_eq!(plain_extremum::<f64, false>(&[0.0; 100]), None);
        // Normal values give a result at every alignment of their start
        // (the values before a 64-byte boundary are folded apart).
        let normal: Vec<f32> = hostile(1000, 3)
            .iter()
            .map(|x| -x.abs() as f32 - 1.0)
            .collect();
        for start in 0..=17 {
            for end in [start + 1, start + 130, 1000] {
                let values = &normal[start..end];
                let exact_max = values.iter().copied().reduce(f32::max);
                let exact_min = values.iter().copied().reduce(f32::min);
                let what = std::format!("values {start}..{end}");
                assert_eq!(plain_extremum::<f32, true>(values), exact_max, "{what}");
                assert_eq!(plain_extremum::<f32, false>(values), exact_min, "{what}");
            }
        }
    }

    /// Rows at a time (side by side where they are short) give each row's
    /// own plain extremum: rows around the vectors' and the chunks' lengths,
    /// with NaNs, zeros, subnormals and infinities among them.
    /// Every vector's blocks of four columns ([`SumVector::gather4`], by
    /// transposing loads in AVX2's) are its four gathers of those columns:
    /// runs of every length from 4 to 20, each block in them.
    #[test]
    fn blocks_of_columns_are_their_gathers() {
        struct Block<'a, T>(&'a [T], usize, usize);
        impl<T: SumFloat + core::fmt::Debug> VectorKernel<T> for Block<'_, T> {
            type Output = bool;
            fn run<V: SumVector<Elem = T>>(self) -> bool {
                let Block(values, len, first) = self;
                let block = V::gather4(values, len, first);
                (0..4).all(|k| {
                    let (mut got, mut want) = ([T::ZERO; MAX_LANES], [T::ZERO; MAX_LANES]);
                    block[k].store(&mut got);
                    V::gather(&values[first + k..], len).store(&mut want);
                    std::format!("{got:?}") == std::format!("{want:?}")
                })
            }
        }
        fn check<T: SumFloat + core::fmt::Debug, const L: usize>(
            values: &[T],
            len: usize,
            first: usize,
        ) {
            let portable = Block(values, len, first).run::<Lanes<T, Native<T>, L>>();
            assert!(portable, "portable lanes, runs of {len} from {first}");
            let avx2 = simd::run_avx2(Block(values, len, first));
            let avx512 = simd::run_avx512(Block(values, len, first));
            for same in [avx2, avx512].into_iter().flatten() {
                assert!(same, "x86 vectors, runs of {len} from {first}");
            }
        }
        for len in 4..=20 {
            let values = hostile(16 * len, len as u64);
            let narrow: Vec<f32> = values.iter().map(|&x| x as f32).collect();
            for first in 0..=len - 4 {
                check::<f32, 16>(&narrow, len, first);
                check::<f64, 8>(&values[..8 * len], len, first);
            }
        }
    }

    #[test]
    fn plain_extrema_of_rows_are_each_row_s_own() {
        fn check<T: SumFloat + core::fmt::Debug>(values: &[T], len: usize) {
            let rows = values.len().checked_div(len).unwrap_or(3);
            for max in [true, false] {
                let mut found = vec![T::ZERO; rows];
                let every = if max {
                    plain_extrema::<T, true>(values, len, &mut found)
                } else {
                    plain_extrema::<T, false>(values, len, &mut found)
                };
                let claimed = found.iter().all(|x| !x.is_nan());
                assert_eq!(every, claimed, "whether all of [{rows}, {len}] are found");
                // NaN where the plain extremum is none.
                let found = found.into_iter().map(|x| (!x.is_nan()).then_some(x));
                for (r, found) in found.enumerate() {
                    let row = values.get(r * len..(r + 1) * len).unwrap_or(&[]);
                    let one = if max {
                        plain_extremum::<T, true>(row)
                    } else {
                        plain_extremum::<T, false>(row)
                    };
                    let bits = |x: Option<T>| std::format!("{x:?}");
                    assert_eq!(bits(found), bits(one), "row {r} of {len}, max {max}");
                }
            }
        }
        let tiny = f64::from(f32::MIN_POSITIVE) / 8.0;
        for len in (0..=70).chain([128, 129]) {
            let rows = 37;
            let mut values = hostile(rows * len, 5 + len as u64);
            // Rows of one sign, so that some extrema are normal numbers.
            for (i, x) in values.iter_mut().enumerate() {
                if (i / len.max(1)) % 2 == 0 {
                    *x = -x.abs() - 1.0;
                }
            }
            for (k, special) in [f64::NAN, -tiny, 0.0, -0.0, f64::NEG_INFINITY]
                .into_iter()
                .enumerate()
            {
                if let Some(x) = values.get_mut(k * 7 * len + len / 2) {
                    *x = special;
                }
            }
            let narrow: Vec<f32> = values.iter().map(|&x| x as f32).collect();
            check(&values, len);
            check(&narrow, len);
        }
    }

    /// XLA's tree of windows by the hardware's additions under XLA's mode
    /// gives the bits of the definition with flushing additions, on seeded
    /// values of every magnitude, at every length around the windows.
    #[test]
    fn windows_give_the_bits_of_flushing_additions() {
        fn reference<T: SumFloat>(values: &[T]) -> T {
            let mut level = values.to_vec();
            while level.len() > WINDOW {
                let n = level.len();
                let windows = n.div_ceil(WINDOW);
                let low = (windows * WINDOW - n) / 2;
                let at = |p: usize| p.checked_sub(low).and_then(|i| level.get(i)).copied();
                level = (0..windows)
                    .map(|w| {
                        (w * WINDOW..(w + 1) * WINDOW)
                            .fold(T::ZERO, |a, p| RealFloat::add(a, at(p).unwrap_or(T::ZERO)))
                    })
                    .collect();
            }
            level.into_iter().fold(T::ZERO, RealFloat::add)
        }
        for n in [0, 1, 31, 32, 33, 63, 64, 65, 100, 1000, 1023, 1025, 4095] {
            let values = hostile(n, 3 + n as u64);
            let (tree, plain) = (window_tree(values.iter().copied()), reference(&values));
            assert!(
                tree.to_bits() == plain.to_bits() || (tree.is_nan() && plain.is_nan()),
                "{n}: {tree} vs {plain}"
            );
            // Subnormal `f32`s among them.
            let narrow: Vec<f32> = values.iter().map(|&x| x as f32 * 1e-3).collect();
            let (tree, plain) = (window_tree(narrow.iter().copied()), reference(&narrow));
            assert!(
                tree.to_bits() == plain.to_bits() || (tree.is_nan() && plain.is_nan()),
                "f32, {n}: {tree} vs {plain}"
            );
        }
    }

    /// The plain column extrema are the exact column folds wherever they
    /// say so, and do not say so where a NaN is in a column (in the first
    /// row or another) or a column's result is a zero or subnormal; column
    /// counts around the vectors, a piece of columns from the middle.
    #[test]
    fn plain_column_extrema_are_the_folds_or_not_claimed() {
        fn check<T: SumFloat>(values: &[T], at: Columns, n: usize, what: &str) {
            let column = |j: usize| (0..at.rows).map(move |r| values[r * at.stride + at.start + j]);
            let has_nan = (0..n).any(|j| column(j).any(|x| x.is_nan()));
            let mut max = vec![T::ZERO; n];
            let mut min = vec![T::ZERO; n];
            let max_exact = plain_columns::<T, true>(values, at, &mut max);
            let min_exact = plain_columns::<T, false>(values, at, &mut min);
            for (exact, found, fold, name) in [
                (max_exact, &max, RealFloat::max as fn(T, T) -> T, "max"),
                (min_exact, &min, RealFloat::min, "min"),
            ] {
                if exact {
                    assert!(!has_nan, "{name} of {what}: a NaN missed");
                    for (j, &x) in found.iter().enumerate() {
                        let want = column(j).reduce(fold).expect("rows");
                        assert!(x == want, "{name} of {what}, column {j}");
                    }
                }
            }
        }
        let tiny = f64::from(f32::MIN_POSITIVE) / 8.0;
        for (rows, stride, start, n) in [
            (1, 40, 0, 40),
            (5, 70, 3, 64),
            (9, 100, 0, 100),
            (33, 21, 1, 17),
        ] {
            let at = Columns {
                rows,
                stride,
                start,
            };
            let base = hostile(rows * stride, (rows * stride) as u64);
            let negative: Vec<f64> = base.iter().map(|x| -x.abs() - 1.0).collect();
            for place in [
                start,
                stride + start + n / 2,
                (rows - 1) * stride + start + n - 1,
            ] {
                for special in [f64::NAN, -tiny, -0.0, 0.0, f64::INFINITY] {
                    for values in [&base, &negative] {
                        let mut values = values.clone();
                        if let Some(v) = values.get_mut(place) {
                            *v = special;
                        }
                        let what = std::format!("{rows} x {stride}, {special} at {place}");
                        check(&values, at, n, &what);
                        let narrow: Vec<f32> = values.iter().map(|&x| x as f32).collect();
                        check(&narrow, at, n, &what);
                    }
                }
            }
        }
        let mut out = [0.0_f32; 40];
        let at = Columns {
            rows: 3,
            stride: 40,
            start: 0,
        };
        assert!(plain_columns::<f32, true>(&[-2.0; 120], at, &mut out));
        assert_eq!(out, [-2.0; 40]);
        assert!(!plain_columns::<f32, true>(&[0.0; 120], at, &mut out));
    }

    /// Kahan summation at the top of the tree keeps the low bits that a plain
    /// running sum loses: one large value and many small ones.
    #[test]
    fn the_tree_keeps_small_values_a_running_sum_loses() {
        let mut values = vec![1.0e-8_f32; 1 << 20];
        values[0] = 1.0;
        let exact = 1.0 + 1.0e-8 * f64::from((1 << 20) - 1);
        let tree = f64::from(f32::lane(&values, &|x| x));
        let running = f64::from(values.iter().fold(0.0_f32, |a, &x| a + x));
        assert!((tree - exact).abs() < 1e-6, "{tree} vs {exact}");
        assert!((running - exact).abs() > 1e-3, "{running} vs {exact}");
    }

    /// Subnormal values are zeros, as under XLA's float mode.
    #[test]
    fn subnormals_flush() {
        let tiny = f32::MIN_POSITIVE / 4.0;
        assert_eq!(f32::lane(&vec![tiny; 5000], &|x| x), 0.0);
        assert_eq!(window_tree([tiny; 100].into_iter()), 0.0);
        let mut out = [1.0_f32; 2];
        let at = Columns {
            rows: 2000,
            stride: 2,
            start: 0,
        };
        f32::columns(&[tiny; 4000], at, &mut out, &|x| x);
        assert_eq!(out, [0.0, 0.0]);
    }
}
