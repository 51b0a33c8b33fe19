//! What the reduction kernels share: the floats XLA sums ([`SumFloat`]),
//! how one addition is done under XLA's float mode ([`Step`], [`Native`]),
//! the portable vector of lanes ([`Lanes`]) that stands for
//! `simd::SumVector` where the CPU has no vector kernel, the number of
//! runs read side by side ([`STREAMS`]), where columns are ([`Columns`]),
//! and the window of XLA's tree-reduction rewrite ([`WINDOW`]).

use core::marker::PhantomData;
use core::ops::{Add, Mul, Sub};

use crate::scalar::RealFloat;
use crate::simd::{self, SumVector, VectorKernel, XlaFloatMode};

/// The window of XLA's tree-reduction rewrite.
pub(crate) const WINDOW: usize = 32;

/// How one addition (or subtraction) is done: with the hardware's operation
/// under XLA's float mode, or flushing by itself.
pub(super) trait Step<T> {
    fn add(a: T, b: T) -> T;
    fn sub(a: T, b: T) -> T;
    fn mul(a: T, b: T) -> T;
}

/// The hardware's `+` and `-`, for code that runs under XLA's float mode
/// (x86_64), where they flush as XLA's do.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(super) struct Hardware<T>(PhantomData<T>);

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
pub(super) struct Flushing<T>(PhantomData<T>);

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
pub(super) type Native<T> = Hardware<T>;
#[cfg(not(target_arch = "x86_64"))]
pub(super) type Native<T> = Flushing<T>;

/// `f()` under XLA's float mode ([`XlaFloatMode`]), compiled for AVX2 where
/// the CPU has it (`simd::vectorised`), for loops of [`Native`] operations.
#[inline(always)]
pub(super) fn in_xla_mode<R>(mut f: impl FnMut() -> R) -> R {
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

/// A kernel's output where `run_avx2`/`run_avx512` ran it on x86 vectors,
/// else `V`'s (an array of lanes), compiled for AVX2 where the CPU has it.
#[inline(always)]
pub(super) fn or_lanes<T, K: VectorKernel<T>, V: SumVector<Elem = T>>(
    ran: Result<K::Output, K>,
) -> K::Output {
    ran.unwrap_or_else(|kernel| {
        let mut kernel = Some(kernel);
        simd::vectorised(&mut || kernel.take().expect("run once").run::<V>())
    })
}

/// The vector of a sum's lanes as an array, each operation by `S`: the
/// portable [`SumVector`].
pub(super) struct Lanes<T, S, const L: usize>([T; L], PhantomData<S>);

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
pub(super) const MAX_LANES: usize = 16;

/// `V` of the first `V::LANES` values of `run` mapped by `map`, zeros past
/// its end.
#[inline(always)]
pub(super) fn load_mapped<E: Copy, T: SumFloat, V: SumVector<Elem = T>>(
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
    pub(super) fn check(&self, len: usize, n: usize, one_row: bool) {
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

/// The rows that [`plain_streams`] reads side by side, and the tiles of a
/// long sum that [`kernel_k1_streams`] sums side by side: one core of an
/// AMD EPYC (Zen 3) reads 40 MB in 2.1-2.3 ms as one stream of loads, in
/// 1.3 as four (a scratch program, one core), and XLA's maxima along the
/// rows of a `[1000, 10000]` `float32` matrix took 1.5 ms there, where a
/// row at a time took 2.7. The sum of 10M `float32` values went from
/// 2.1-2.4 ms to 1.24-1.29 with its tiles four at a time.
pub(super) const STREAMS: usize = 4;
