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
//!   reproduced here (a `[10, 40000]` array's rows are not cut; a
//!   `[2000, 100]` array's columns are cut otherwise): there the sums can
//!   differ from JAX's in the last bits.
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

use super::float::RealFloat;
use super::simd::{self, XlaFloatMode};

/// Reductions of fewer input elements than this are emitted by XLA itself
/// ([`window_tree`]); from this size on, YNNPACK's kernels reduce them.
pub(crate) const XLA_EMITTED_BELOW: usize = 4096;

/// The window of XLA's tree-reduction rewrite.
const WINDOW: usize = 32;

/// The bytes of input in one of YNNPACK's reduction tiles.
const TILE_BYTES: usize = 1 << 17;

/// The columns YNNPACK's column kernel keeps accumulators for at a time
/// (4 KiB of them).
const COLUMN_TILE_BYTES: usize = 4096;

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
    RealFloat + Add<Output = Self> + Sub<Output = Self> + Mul<Output = Self> + Send + Sync
{
    /// One lane: [`lane_sum`] with this type's vector width.
    fn lane<E: Copy>(values: &[E], map: &impl Fn(E) -> Self) -> Self;
    /// Column sums: [`column_sums`] with this type's vector width.
    fn columns<E: Copy>(values: &[E], columns: Columns, out: &mut [Self], map: &impl Fn(E) -> Self);
}

/// `SumFloat` for each type, with the lanes of its 64-byte vector.
macro_rules! sum_float {
    ($($t:ty: $lanes:literal),*) => {$(
        impl SumFloat for $t {
            #[inline]
            fn lane<E: Copy>(values: &[E], map: &impl Fn(E) -> Self) -> Self {
                lane_sum::<E, $t, $lanes>(values, map)
            }
            #[inline]
            fn columns<E: Copy>(values: &[E], columns: Columns, out: &mut [Self], map: &impl Fn(E) -> Self) {
                column_sums(values, columns, out, map);
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
/// again; `L` is the number of lanes of its 64-byte vector. On x86_64 the
/// loop is compiled for AVX2 where the CPU has it and runs under XLA's float
/// mode with the hardware's operations; elsewhere each operation flushes.
#[inline(always)]
fn lane_sum<E: Copy, T: SumFloat, const L: usize>(values: &[E], map: &impl Fn(E) -> T) -> T {
    in_xla_mode(|| tiled_lane_sum::<E, T, Native<T>, L>(values, map))
}

#[inline(always)]
fn tiled_lane_sum<E: Copy, T: SumFloat, S: Step<T>, const L: usize>(
    values: &[E],
    map: &impl Fn(E) -> T,
) -> T {
    let tile = tile_len::<T>();
    if values.len() <= tile {
        return S::add(T::ZERO, kernel_k1::<E, T, S, L>(values, map));
    }
    // A plain loop, not an iterator's `collect`: that would run in a
    // function of its own, compiled without AVX2.
    let mut partials = Vec::with_capacity(values.len().div_ceil(tile));
    for run in values.chunks(tile) {
        partials.push(S::add(T::ZERO, kernel_k1::<E, T, S, L>(run, map)));
    }
    S::add(T::ZERO, kernel_k1::<T, T, S, L>(&partials, &|x| x))
}

/// The sum of consecutive values by YNNPACK's `k1` kernel, into a zero.
#[inline(always)]
fn kernel_k1<E: Copy, T: SumFloat, S: Step<T>, const L: usize>(
    values: &[E],
    map: &impl Fn(E) -> T,
) -> T {
    let mut tree = Tree::<T, S, L>::new();
    let chunk = 4 * L;
    let mut chunks = values.chunks_exact(chunk);
    // Four chunks at a time while at least four remain, then one at a time.
    let groups = values.len() / (16 * L);
    for _ in 0..groups {
        for _ in 0..4 {
            let run = chunks.next().expect("four chunks remain");
            tree.add_chunk(run, map);
        }
        tree.clock += 4 * L;
        tree.carry(tree.clock);
    }
    for run in chunks.by_ref() {
        tree.add_chunk(run, map);
        tree.clock += L;
        tree.carry(tree.clock);
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        tree.add_chunk(rest, map);
    }
    tree.carry(0);
    let mut total = [T::ZERO; L];
    for (t, &a) in total.iter_mut().zip(&tree.top) {
        *t = S::add(T::ZERO, a);
    }
    horizontal_sum::<T, S, L>(total)
}

/// YNNPACK's tree of accumulators for one vector of lanes.
struct Tree<T, S, const L: usize> {
    /// The first level, which chunks are added into.
    low: [T; L],
    /// The second level: the first's sum, every 16 clock ticks.
    mid: [T; L],
    /// The top: the second's sum, every 256 ticks, by Kahan summation.
    top: [T; L],
    /// Kahan's running error of `top`.
    error: [T; L],
    clock: usize,
    step: PhantomData<S>,
}

impl<T: SumFloat, S: Step<T>, const L: usize> Tree<T, S, L> {
    #[inline(always)]
    fn new() -> Self {
        let zero = [T::ZERO; L];
        Tree {
            low: zero,
            mid: zero,
            top: zero,
            error: zero,
            clock: 0,
            step: PhantomData,
        }
    }

    /// Adds a chunk of up to `4 L` values, read as four vectors (zeros past
    /// its end), summed from zero and then into the first level.
    #[inline(always)]
    fn add_chunk<E: Copy>(&mut self, run: &[E], map: &impl Fn(E) -> T) {
        let mut local = [T::ZERO; L];
        if run.len() == 4 * L {
            for vector in run.chunks_exact(L) {
                for (acc, &x) in local.iter_mut().zip(vector) {
                    *acc = S::add(*acc, map(x));
                }
            }
        } else {
            for j in 0..4 {
                for (l, acc) in local.iter_mut().enumerate() {
                    let x = run.get(j * L + l).map_or(T::ZERO, |&x| map(x));
                    *acc = S::add(*acc, x);
                }
            }
        }
        for (acc, x) in self.low.iter_mut().zip(local) {
            *acc = S::add(*acc, x);
        }
    }

    /// Moves the levels up as the clock says: `0` moves every level.
    #[inline(always)]
    fn carry(&mut self, clock: usize) {
        carry::<T, S>(
            clock,
            &mut self.low,
            &mut self.mid,
            &mut self.top,
            &mut self.error,
        );
    }
}

/// Adds `a` to `acc` by Kahan summation, keeping the rounding error in
/// `error`, which an overflow to infinity or NaN resets to zero.
#[inline(always)]
fn kahan<T: SumFloat, S: Step<T>>(a: T, acc: &mut T, error: &mut T) {
    let y = S::sub(a, *error);
    let t = S::add(*acc, y);
    let e = S::sub(S::sub(t, *acc), y);
    *error = if e.is_finite() { e } else { T::ZERO };
    *acc = t;
}

/// The lanes added pairwise: the upper half into the lower, until one is left.
#[inline(always)]
fn horizontal_sum<T: SumFloat, S: Step<T>, const L: usize>(mut lanes: [T; L]) -> T {
    let mut width = L;
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
/// [`lane_sum`] is.
#[inline(always)]
fn column_sums<E: Copy, T: SumFloat>(
    values: &[E],
    columns: Columns,
    out: &mut [T],
    map: &impl Fn(E) -> T,
) {
    in_xla_mode(|| tiled_columns::<E, T, Native<T>>(values, columns, out, map));
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

/// The rows of a column tile of YNNPACK's scheduler: as many as fill a tile
/// of 128 KiB with the columns given, at least one.
#[inline(always)]
fn tile_rows<T>(columns: usize) -> usize {
    (tile_len::<T>() / columns.max(1)).max(1)
}

#[inline(always)]
fn tiled_columns<E: Copy, T: SumFloat, S: Step<T>>(
    values: &[E],
    columns: Columns,
    out: &mut [T],
    map: &impl Fn(E) -> T,
) {
    let Columns {
        rows,
        stride,
        start,
    } = columns;
    let n = out.len();
    assert!(start + n <= stride, "columns inside a row");
    assert!(
        rows == 0 || values.len() >= (rows - 1) * stride + start + n,
        "whole rows"
    );
    out.fill(T::ZERO);
    let tile = tile_rows::<T>(stride);
    if rows <= tile {
        kernel_kn::<E, T, S>(values, rows, stride, start, out, map);
        return;
    }
    let chunks = rows.div_ceil(tile);
    let mut partials = vec![T::ZERO; chunks * n];
    for (c, partial) in partials.chunks_exact_mut(n).enumerate() {
        let first = c * tile;
        let run = &values[first * stride..];
        kernel_kn::<E, T, S>(run, tile.min(rows - first), stride, start, partial, map);
    }
    kernel_kn::<T, T, S>(&partials, chunks, n, 0, out, &|x| x);
}

/// YNNPACK's `kn` kernel: `out[j] += ` the sum of column `j` of `rows` rows,
/// column tiles of 4 KiB of accumulators at a time.
#[inline(always)]
fn kernel_kn<E: Copy, T: SumFloat, S: Step<T>>(
    values: &[E],
    rows: usize,
    stride: usize,
    first: usize,
    out: &mut [T],
    map: &impl Fn(E) -> T,
) {
    let n = out.len();
    if n == 0 {
        return;
    }
    if rows <= 4 {
        let mut local = vec![T::ZERO; n];
        four_rows::<E, T, S>(values, stride, first, rows, &mut local, map);
        for (o, x) in out.iter_mut().zip(local) {
            *o = S::add(*o, x);
        }
        return;
    }
    let width = COLUMN_TILE_BYTES / core::mem::size_of::<T>();
    let mut low = vec![T::ZERO; width];
    let mut mid = vec![T::ZERO; width];
    let mut top = vec![T::ZERO; width];
    let mut error = vec![T::ZERO; width];
    let mut local = vec![T::ZERO; width];
    for start in (0..n).step_by(width) {
        let w = width.min(n - start);
        let (low, mid, top, error, local) = (
            &mut low[..w],
            &mut mid[..w],
            &mut top[..w],
            &mut error[..w],
            &mut local[..w],
        );
        for v in [&mut *low, &mut *mid, &mut *top, &mut *error] {
            v.fill(T::ZERO);
        }
        let mut clock = 0;
        let mut row = 0;
        while row < rows {
            let take = (rows - row).min(4);
            local.fill(T::ZERO);
            four_rows::<E, T, S>(
                values,
                stride,
                first + start + row * stride,
                take,
                local,
                map,
            );
            for (acc, &x) in low.iter_mut().zip(&*local) {
                *acc = S::add(*acc, x);
            }
            row += take;
            if take == 4 {
                clock += 4;
                carry::<T, S>(clock, low, mid, top, error);
            }
        }
        carry::<T, S>(0, low, mid, top, error);
        for (o, &t) in out[start..start + w].iter_mut().zip(&*top) {
            *o = S::add(*o, t);
        }
    }
}

/// `local[j] += ` rows `0..take` (at most four, zeros for the others) of
/// the columns from `at`, each row `stride` values apart, added in order.
#[inline(always)]
fn four_rows<E: Copy, T: SumFloat, S: Step<T>>(
    values: &[E],
    stride: usize,
    at: usize,
    take: usize,
    local: &mut [T],
    map: &impl Fn(E) -> T,
) {
    let w = local.len();
    for r in 0..4 {
        if r < take {
            let row = &values[at + r * stride..at + r * stride + w];
            for (acc, &x) in local.iter_mut().zip(row) {
                *acc = S::add(*acc, map(x));
            }
        } else {
            for acc in local.iter_mut() {
                *acc = S::add(*acc, T::ZERO);
            }
        }
    }
}

/// Moves the levels of a tree of accumulators (one per lane or column) up
/// as the clock says: the first into the second every 16 ticks, the second
/// into the top by Kahan summation every 256; `0` moves every level.
#[inline(always)]
fn carry<T: SumFloat, S: Step<T>>(
    clock: usize,
    low: &mut [T],
    mid: &mut [T],
    top: &mut [T],
    error: &mut [T],
) {
    if !clock.is_multiple_of(16) {
        return;
    }
    for (m, l) in mid.iter_mut().zip(low.iter_mut()) {
        *m = S::add(*m, *l);
        *l = T::ZERO;
    }
    if clock.is_multiple_of(256) {
        for ((t, e), m) in top.iter_mut().zip(error.iter_mut()).zip(mid.iter_mut()) {
            kahan::<T, S>(*m, t, e);
            *m = T::ZERO;
        }
    }
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

/// The index of the first of `values` that `hit`s, looked for a vector of
/// [`FOLD_LANES`] at a time (a vectorised test of the whole vector, then
/// the hit inside it), compiled for AVX2 where the CPU has it.
#[inline(always)]
pub(crate) fn position<E: Copy>(values: &[E], hit: &impl Fn(E) -> bool) -> Option<usize> {
    let find = || {
        let mut chunks = values.chunks_exact(FOLD_LANES);
        for (c, chunk) in (&mut chunks).enumerate() {
            let mut any = false;
            for &x in chunk {
                any |= hit(x);
            }
            if any {
                let at = chunk.iter().position(|&x| hit(x));
                return at.map(|i| c * FOLD_LANES + i);
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
    assert!(start + n <= stride, "columns inside a row");
    assert!(
        rows > 0 && values.len() >= (rows - 1) * stride + start + n,
        "whole rows, at least one"
    );
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
/// which are summed in order from zero. Each addition flushes.
pub(crate) fn window_tree<T: RealFloat>(values: impl ExactSizeIterator<Item = T>) -> T {
    let mut level: Vec<T> = values.collect();
    while level.len() > WINDOW {
        let n = level.len();
        let windows = n.div_ceil(WINDOW);
        let low = (windows * WINDOW - n) / 2;
        let at = |p: usize| p.checked_sub(low).and_then(|i| level.get(i)).copied();
        level = (0..windows)
            .map(|w| {
                (w * WINDOW..(w + 1) * WINDOW).fold(T::ZERO, |acc, p| {
                    RealFloat::add(acc, at(p).unwrap_or(T::ZERO))
                })
            })
            .collect();
    }
    level.into_iter().fold(T::ZERO, RealFloat::add)
}

#[cfg(test)]
mod tests {
    use super::*;

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
