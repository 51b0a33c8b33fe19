//! The plain extrema: `max` and `min` (and their indices) by the hardware's
//! comparisons in vectors, where those give the flushing fold's result, and
//! `None` where they may not (NaN, infinities, zeros and subnormals), for
//! the exact fold to take over.

use super::fold::FOLD_COLUMN_BYTES;
use super::lanes::{Columns, Lanes, MAX_LANES, Native, STREAMS, SumFloat, or_lanes};
use crate::scalar::RealFloat;
use crate::simd::{self, SumVector, VectorKernel};

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
pub(super) fn plain_result<T: SumFloat>(best: T, probe: T) -> Option<T> {
    (!probe.is_nan() && !best.is_nan() && !RealFloat::is_zero(best)).then_some(best)
}

/// `values` folded by plain comparisons from the first, and the sum of the
/// `probes` and the values: [`plain_lane`]'s last step, and all of it for
/// fewer values than a vector. NaN for no values.
#[inline(always)]
pub(super) fn plain_fold<T: SumFloat, const MAX: bool>(values: &[T], probes: &[T]) -> (T, T) {
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
pub(super) struct PlainExtremum<'a, T, const MAX: bool> {
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
pub(super) const PLAIN_SIDE_BY_SIDE_VECTORS: usize = 4;

/// [`plain_extrema`]'s kernel.
pub(super) struct PlainRows<'a, T, const MAX: bool> {
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

/// The extrema of [`STREAMS`] rows of `len` values each (at least
/// `V::LANES`), one vector of accumulators per row, their loads side by
/// side, and one probe for all of them (their sum: NaN where any row has a
/// NaN; the caller then finds each row's on its own, which is rare).
#[inline(always)]
pub(super) fn plain_streams<T: SumFloat, const MAX: bool, V: SumVector<Elem = T>>(
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
pub(super) fn claimed<T: SumFloat, V: SumVector<Elem = T>>(best: V, probe: V) -> (V, bool) {
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
pub(super) struct PlainArgRows<'a, T, const MAX: bool> {
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
pub(super) fn plain_arg_side_by_side<T: SumFloat, const MAX: bool, V: SumVector<Elem = T>>(
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
pub(super) fn arg_step<T: SumFloat, const MAX: bool, V: SumVector<Elem = T>>(
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
pub(super) fn worst<T: SumFloat, const MAX: bool>() -> T {
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
pub(super) fn plain_side_by_side<T: SumFloat, const MAX: bool, V: SumVector<Elem = T>>(
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
pub(super) fn plain_lane<T: SumFloat, const MAX: bool, V: SumVector<Elem = T>>(
    values: &[T],
) -> (T, T) {
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
pub(super) struct PlainColumns<'a, T, const MAX: bool> {
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
