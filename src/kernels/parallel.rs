//! How large operations share out their work: on the threads of the current
//! rayon pool (feature `rayon`), so that a caller's `ThreadPool::install`
//! decides how many; below a size, or in a pool of one thread, or without
//! the feature, on the calling thread, exactly as before. The loops that
//! split their slices this way are `simd::loops`'.
//!
//! Elementwise results do not depend on the split: each element is computed
//! by the same code, wherever it runs. Reductions fold fixed blocks of
//! [`BLOCK`] values and then the blocks' results, in order: the same order,
//! and so the same bits, on any number of threads.

use core::iter::{Peekable, Take};
use core::ops::Range;

#[cfg(feature = "rayon")]
use rayon::prelude::*;

/// Operations on less work than this stay on the calling thread, where it
/// is one of the pool's (inside `ThreadPool::install`, or a task of the
/// pool): handing work to the other threads costs a few microseconds, as
/// long as this many elements take to stream through a reduction on one
/// core. Work is counted in elements read by a reduction, the cheapest
/// work there is; an element computed and written counts [`WRITTEN`]. On
/// the AMD EPYC of BENCHMARKS.md, fastest of 300 calls inside a pool of two
/// threads against one: `x + x`, `sqrt` and a transpose of 16,384 `float32`
/// values took 0.4-1.6 µs more (3.3-5.4 µs), and of 32,768 values the same
/// or less (`exp` 23.8 -> 13.4 µs); a `sum` of 131,072 values 8.4 -> 6.0 µs.
#[cfg(feature = "rayon")]
pub(crate) const MIN_PARALLEL: usize = 1 << 17;

/// [`MIN_PARALLEL`] for a caller outside the pool (a program's main thread):
/// rayon queues the work for the pool's threads, wakes them, and puts the
/// caller to sleep until they finish, which costs tens of microseconds more.
/// On the AMD EPYC of BENCHMARKS.md, two threads, fastest of 200 calls from
/// the main thread against one thread: a `sum` of 131,072 `float32` values
/// (in the cache) took 17-28 µs against 7-9, of 262,144 40-48 against 14-16,
/// and of 1,048,576 40-48 against 55-63; `x + x` of 131,072 values 28-35 µs
/// against 21-29, of 262,144 35 against 42-57.
#[cfg(feature = "rayon")]
const MIN_PARALLEL_OUTSIDE: usize = 1 << 20;

/// The work of an element that an elementwise operation computes and writes
/// (into new memory, as most do), in elements read by a reduction: on one
/// core of that EPYC, `x + x` of 1,048,576 `float32` values took 170-220 µs
/// and their `sum` 55-63.
pub(crate) const WRITTEN: usize = 4;

/// The values a reduction folds at a time, before it combines the blocks'
/// results in order (`simd::reduce_blocks`). Fixed, so that a sum does not
/// depend on the thread count.
pub(crate) const BLOCK: usize = 1 << 14;

/// The length of the pieces that `len` items of `weight` elements each are
/// split into: `None` to stay on the calling thread; otherwise about four
/// pieces per thread, so that work stealing can even out uneven cores, and
/// for single elements a multiple of 64 (whole SIMD vectors and cache lines).
#[cfg(feature = "rayon")]
#[inline]
fn piece(len: usize, weight: usize) -> Option<usize> {
    let threads = rayon::current_num_threads();
    let least = match rayon::current_thread_index() {
        Some(_) => MIN_PARALLEL,
        None => MIN_PARALLEL_OUTSIDE,
    };
    let parallel = threads > 1 && len.saturating_mul(weight) >= least;
    let align = (64 / weight.max(1)).max(1);
    parallel.then(|| len.div_ceil(4 * threads).next_multiple_of(align))
}

/// Whether an operation on `len` elements is split over several threads
/// (otherwise the caller may take its plain path at once).
#[inline]
pub(crate) fn splits(len: usize) -> bool {
    #[cfg(feature = "rayon")]
    return piece(len, 1).is_some();
    #[cfg(not(feature = "rayon"))]
    {
        let _ = len;
        false
    }
}

/// Matrix products of at least this many multiply-adds (`m · k · n`) run on
/// the pool's threads: below it, handing work to a thread costs more than it
/// saves.
#[cfg(feature = "rayon")]
const PRODUCT_WORK: usize = 1 << 24;

/// Whether a matrix product of `m × k` by `k × n` is split over the threads
/// of the current pool: a pool of more than one thread, and enough work.
#[cfg(feature = "rayon")]
#[inline]
pub(crate) fn splits_product(m: usize, k: usize, n: usize) -> bool {
    rayon::current_num_threads() > 1 && m.saturating_mul(k).saturating_mul(n) >= PRODUCT_WORK
}

/// `body` of consecutive ranges that cover `0..len`, where each index
/// stands for `weight` elements of work: on the pool's threads for a large
/// job, otherwise once, `body(0..len)`, on this thread. Each range comes
/// once, inside `0..len`, and no two overlap: `simd::on_pieces` relies on it
/// to hand out disjoint parts of one slice.
///
/// Not generic, so that rayon's machinery is compiled once for every loop
/// of the crate, not once per element type and operation: the callers erase
/// their types into `body`.
pub(crate) fn for_ranges(len: usize, weight: usize, body: &(dyn Fn(Range<usize>) + Sync)) {
    #[cfg(feature = "rayon")]
    if let Some(piece) = piece(len, weight) {
        (0..len.div_ceil(piece))
            .into_par_iter()
            .for_each(|i| body(i * piece..((i + 1) * piece).min(len)));
        return;
    }
    let _ = weight;
    body(0..len);
}

/// `simd::reduce_blocks` over an iterator, on this thread: `block` of each
/// run of [`BLOCK`] values, combined in order, so that a strided tensor
/// reduces in the order of a contiguous one.
#[inline]
pub(crate) fn reduce_blocks_iter<I: Iterator, R>(
    values: I,
    block: impl Fn(Take<&mut Peekable<I>>) -> R,
    combine: impl Fn(R, R) -> R,
) -> Option<R> {
    let mut values = values.peekable();
    let mut total = None;
    while values.peek().is_some() {
        let partial = block(values.by_ref().take(BLOCK));
        total = Some(match total {
            None => partial,
            Some(sum) => combine(sum, partial),
        });
    }
    total
}
