//! The reduction kernels against their definitions: the flushing folds,
//! each row alone, the portable lanes.

use std::vec;
use std::vec::Vec;

use super::extrema::*;
use super::lanes::*;
use super::product::*;
use super::sum_rows::*;
use super::window::*;
use crate::scalar::RealFloat;
use crate::simd::{self, SumVector, VectorKernel};

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
        let flushing = tiled_lane_sum::<f32, f32, Lanes<f32, Flushing<f32>, 16>>(&narrow, &shift);
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
