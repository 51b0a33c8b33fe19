//! The contiguous elementwise loops that tensors call: each one the
//! multiversioned loop (or the fused half kernel) on consecutive pieces of
//! its slices, which run on the threads of the current rayon pool for a large
//! operation ([`on_pieces`]) and on the calling thread otherwise. Every
//! element is computed by the same code either way, so the results are the
//! same bits on any number of threads.
//!
//! The pieces are cut by [`for_ranges`], which is not generic: each loop here
//! hands it a closure behind a `dyn` reference and cuts its own output into
//! the ranges it is given, so that rayon's generic machinery is compiled once,
//! not once per operation and pair of dtypes (thousands of them).
//!
//! The collecting loops allocate the output ([`output_vec`]) and let each
//! piece initialise its part, so that the first writes into fresh memory,
//! and their page faults, are shared out too. The allocation is fallible:
//! where the allocator refuses, they return its error for the tensor layer
//! to report with the output's shape, before computing anything.

use core::mem::MaybeUninit;
use core::ops::Range;
use std::collections::TryReserveError;
use std::vec::Vec;

use super::half_kernel;
use super::huge_pages::output_vec;
use super::parallel::{BLOCK, WRITTEN, for_ranges};
use crate::scalar::Element;
use crate::simd as mv;

/// `values` as a slice of `B`, without a copy, if `A` is `B`: for generic
/// code with a kernel of one type (a reduction's input whose element type
/// is its accumulator's).
pub(crate) fn same_slice<A: 'static, B: 'static>(values: &[A]) -> Option<&[B]> {
    (core::any::TypeId::of::<A>() == core::any::TypeId::of::<B>()).then(|| {
        // SAFETY: `A` and `B` are the same type (their `TypeId`s are
        // equal), so the pointer, length and lifetime of `values` describe
        // as many valid `B`s as they do `A`s.
        unsafe { core::slice::from_raw_parts(values.as_ptr().cast::<B>(), values.len()) }
    })
}

/// A slice's start, shared by the threads that write disjoint parts of it.
struct Base<T>(*mut T);

// SAFETY: the threads only make disjoint slices of the `T`s behind the
// pointer (see `split`), which is sound for `T: Send`, as for
// `<[T]>::par_chunks_mut`.
unsafe impl<T: Send> Sync for Base<T> {}

impl<T> Base<T> {
    fn get(&self) -> *mut T {
        self.0
    }
}

/// `body(offset, piece)` for consecutive pieces of `out` that cover it, each
/// piece starting at element `offset`: on the pool's threads for a large
/// `out`, otherwise once, `body(0, out)`, on this thread. Each element of
/// `out` is computed and written ([`WRITTEN`] elements of work).
#[inline]
pub(crate) fn on_pieces<T: Send>(out: &mut [T], body: impl Fn(usize, &mut [T]) + Sync) {
    on_weighted_pieces(out, WRITTEN, body);
}

/// [`on_pieces`] where each item of `out` stands for `weight` elements of
/// work (a reduction's block).
#[inline]
pub(crate) fn on_weighted_pieces<T: Send>(
    out: &mut [T],
    weight: usize,
    body: impl Fn(usize, &mut [T]) + Sync,
) {
    split(out, 1, weight, &|range, piece| body(range.start, piece));
}

/// `body(rows, piece)` for consecutive runs of whole rows of `out`, `row_len`
/// elements each (the rows of an array in standard layout): `rows` are the
/// indices of the rows in `piece`. On the pool's threads for a large `out`.
#[inline]
pub(crate) fn on_rows<T: Send>(
    out: &mut [T],
    row_len: usize,
    body: impl Fn(Range<usize>, &mut [T]) + Sync,
) {
    split(out, row_len.max(1), row_len, &body);
}

/// [`on_rows`] where each row stands for `weight` elements of work (a row of
/// a reduction's output, each element a lane of the input).
#[inline]
pub(crate) fn on_weighted_rows<T: Send>(
    out: &mut [T],
    row_len: usize,
    weight: usize,
    body: impl Fn(Range<usize>, &mut [T]) + Sync,
) {
    split(out, row_len.max(1), weight, &body);
}

/// `body(units, piece)` for disjoint runs of consecutive units of `unit`
/// items of `out`, each unit `weight` elements of work, that cover `out`
/// (whose length is a multiple of `unit`); [`for_ranges`] decides the runs.
fn split<T: Send>(
    out: &mut [T],
    unit: usize,
    weight: usize,
    body: &(dyn Fn(Range<usize>, &mut [T]) + Sync),
) {
    let len = out.len();
    assert!(len.is_multiple_of(unit), "whole units");
    let base = Base(out.as_mut_ptr());
    for_ranges(len / unit, weight, &|units| {
        let (start, end) = (units.start * unit, units.end * unit);
        assert!(start <= end && end <= len, "a range inside the slice");
        // SAFETY: `for_ranges` gives each range once, and the ranges do not
        // overlap; each lies inside `out` (checked just above), which is
        // borrowed mutably for this whole call and not touched otherwise. So
        // each piece is a part of `out` that no other piece aliases.
        let piece = unsafe { core::slice::from_raw_parts_mut(base.get().add(start), end - start) };
        body(units, piece);
    });
}

/// `n` copies of `value`, written by the pool's threads for a large `n`, so
/// that the first writes into fresh memory, and their page faults, are
/// shared out.
#[inline]
pub(crate) fn filled<O: Copy + Send + Sync>(n: usize, value: O) -> Result<Vec<O>, TryReserveError> {
    collect(n, |_, piece| piece.fill(MaybeUninit::new(value)))
}

/// A vector of `n` values, each piece of it initialised by `fill(offset, piece)`.
#[inline]
fn collect<O: Send>(
    n: usize,
    fill: impl Fn(usize, &mut [MaybeUninit<O>]) + Sync,
) -> Result<Vec<O>, TryReserveError> {
    let mut out = output_vec(n)?;
    on_pieces(&mut out.spare_capacity_mut()[..n], fill);
    // SAFETY: the capacity is at least `n`, and the pieces cover the first `n`
    // elements, each initialised by an `_uninit` loop, which writes every
    // element it is given (if a piece panics, `out` is dropped empty: a leak).
    unsafe { out.set_len(n) };
    Ok(out)
}

/// How many elements [`steps_collect`] takes through each step at a time:
/// few enough for their intermediate values to stay in the L1 cache.
const STEP_BLOCK: usize = 256;

/// `last(x[i], then(first(x[i])))` for each `i`, collected, under XLA's
/// float mode (as [`map_fn_uninit`](mv::map_fn_uninit) runs an element
/// function): for a function whose one loop would be a long chain of
/// dependent operations per element (a bfloat16 GELU: seven roundings and a
/// `tanh`), of which the CPU overlaps too few iterations to hide each
/// operation's latency. The three steps run one after another over blocks
/// of [`STEP_BLOCK`] elements, each a loop (with its AVX-512 build) whose
/// elements are independent: the GELU 6.8 -> 4.7 ms on 2M bfloat16 values,
/// one core. The values are those of the one loop.
#[inline]
pub(crate) fn steps_collect<A, T, O>(
    x: &[A],
    first: impl Fn(A) -> T + Sync,
    then: impl Fn(T) -> T + Sync,
    last: impl Fn(A, T) -> O + Sync,
) -> Result<Vec<O>, TryReserveError>
where
    A: Copy + Sync,
    T: Copy + Default,
    O: Send,
{
    collect(x.len(), |at, out| {
        let _mode = crate::simd::XlaFloatMode::enter();
        let mut steps = [T::default(); STEP_BLOCK];
        let x = &x[at..at + out.len()];
        for (x, out) in x.chunks(STEP_BLOCK).zip(out.chunks_mut(STEP_BLOCK)) {
            let steps = &mut steps[..x.len()];
            mv::map_into(x, steps, &first);
            mv::map_assign(steps, &then);
            mv::zip_uninit(x, steps, out, &last);
        }
    })
}

/// `x[i] = f(x[i], y[i])`, in place. The slices have the same length.
#[inline]
pub(crate) fn zip_assign<A: Copy + Send, B: Copy + Sync>(
    x: &mut [A],
    y: &[B],
    f: impl Fn(A, B) -> A + Sync,
) {
    on_pieces(x, |at, x| mv::zip_assign(x, &y[at..at + x.len()], &f));
}

/// `x[i] = f(x[i])`, in place.
#[inline]
pub(crate) fn map_assign<A: Copy + Send>(x: &mut [A], f: impl Fn(A) -> A + Sync) {
    on_pieces(x, |_, x| mv::map_assign(x, &f));
}

/// [`half_kernel::half_chunks`] on pieces of the slices: `out[i] = f(x[i],
/// y[i])` rounded once to the half-precision type `C`. The slices have the
/// same length.
#[inline]
pub(crate) fn half_chunks<A: Element, B: Element, C: Element>(
    x: &[A],
    y: &[B],
    out: &mut [C],
    f: impl Fn(f32, f32) -> f32 + Sync,
) {
    on_pieces(out, |at, o| {
        let r = at..at + o.len();
        half_kernel::half_chunks(&x[r.clone()], &y[r], o, &f);
    });
}

/// [`half_chunks`] into a new vector.
#[inline]
pub(crate) fn half_collect<A: Element, B: Element, C: Element>(
    x: &[A],
    y: &[B],
    f: impl Fn(f32, f32) -> f32 + Sync,
) -> Result<Vec<C>, TryReserveError> {
    let mut out = filled(x.len().min(y.len()), C::default())?;
    half_chunks(x, y, &mut out, f);
    Ok(out)
}

/// `block(i, run)` of each run of [`BLOCK`] consecutive values (run `i`
/// starts at value `i · BLOCK`), combined in order by `combine`; `None` for
/// no values. The blocks run on the pool's threads for a large slice, and the
/// result is the same either way.
#[inline]
pub(crate) fn reduce_blocks<E: Sync, R: Send>(
    values: &[E],
    block: impl Fn(usize, &[E]) -> R + Sync,
    combine: impl Fn(R, R) -> R,
) -> Option<R> {
    let mut partials: Vec<Option<R>> = values.chunks(BLOCK).map(|_| None).collect();
    on_weighted_pieces(&mut partials, BLOCK, |at, slots| {
        let runs = values[at * BLOCK..].chunks(BLOCK);
        for (i, (slot, run)) in slots.iter_mut().zip(runs).enumerate() {
            *slot = Some(block(at + i, run));
        }
    });
    partials.into_iter().flatten().reduce(combine)
}
