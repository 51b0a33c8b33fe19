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

/// Operations on fewer elements than this stay on the calling thread: handing
/// work to another thread costs a few microseconds, as long as this many
/// elements take to stream through one core.
#[cfg(feature = "rayon")]
pub(crate) const MIN_PARALLEL: usize = 1 << 16;

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
    let parallel = threads > 1 && len.saturating_mul(weight) >= MIN_PARALLEL;
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
