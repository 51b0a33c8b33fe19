//! XLA's own order for reductions it emits itself (fewer than
//! [`XLA_EMITTED_BELOW`] elements): its tree-reduction rewrite, windows of
//! [`WINDOW`] values summed in order, the windows' results again, for any
//! operation; along a row or down columns.

use std::vec;
use std::vec::Vec;

use super::lanes::{Native, Step, SumFloat, WINDOW, in_xla_mode};
use super::product::{GROUP, LANES, Windows};
use crate::kernels::{on_weighted_rows, same_slice};
use crate::simd::{self, XlaFloatMode};

/// Reductions of fewer input elements than this are emitted by XLA itself
/// ([`window_tree`]); from this size on, YNNPACK's kernels reduce them.
pub(crate) const XLA_EMITTED_BELOW: usize = 4096;

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
pub(super) fn fold_levels<A: Copy>(
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
            Some(kernel) => on_weighted_rows(&mut level[at..], 1, WINDOW, |range, piece| {
                let _mode = XlaFloatMode::enter();
                let values = &interior[range.start * WINDOW..range.end * WINDOW];
                // The values as they are where they are the accumulator's
                // type (`map` is then the identity), else converted a
                // group at a time.
                if let Some(values) = same_slice::<E, A>(values) {
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
            None => on_weighted_rows(&mut level[at..], 1, WINDOW, |range, piece| {
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
            Some(kernel) => match same_slice::<E, A>(values) {
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
