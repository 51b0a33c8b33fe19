//! YNNPACK's 64-byte vector of float sums as explicit x86 vectors.
//!
//! The sum kernels of `kernels::reduce` keep their accumulators in one
//! vector of 64 bytes (16 `f32` lanes, 8 `f64`). Written over arrays, the
//! compiler vectorised the lane kernel well in one caller and, depending on
//! what it was inlined into, two lanes at a time with shuffles in another
//! (half the speed). Here the vector is two AVX2 registers, so the kernel's
//! code is what runs wherever it is called from; the operations are the
//! hardware's `+` and `-`, which the caller runs under XLA's float mode.
//!
//! The same vector is also one AVX-512 register ([`run_avx512`]). Values of
//! the x86 types exist only inside their `avx2`/`fma` (or `avx512f`) builds,
//! which run after the CPU was checked: the types are private to this
//! module, so no other code can make one.

/// A vector of the lanes of a sum: the operations that YNNPACK's kernels
/// apply to their accumulators, lane by lane.
pub(crate) trait SumVector: Copy {
    /// The type of a lane.
    type Elem: Copy;
    /// The lanes in the vector.
    const LANES: usize;
    /// Every lane zero.
    fn zero() -> Self;
    /// The first [`Self::LANES`] values of `values` (which has at least as many).
    fn load(values: &[Self::Elem]) -> Self;
    /// Lane by lane `self + other`.
    fn add(self, other: Self) -> Self;
    /// Lane by lane `self - other`.
    fn sub(self, other: Self) -> Self;
    /// Lane by lane `self * other`.
    fn mul(self, other: Self) -> Self;
    /// Lane `l` is `values[l * stride]`: the first [`Self::LANES`] values
    /// `stride` apart (one column of rows of `stride` values, side by side).
    ///
    /// # Panics
    ///
    /// If `values` is too short for the last lane, or `stride` too large
    /// for a 32-bit index.
    fn gather(values: &[Self::Elem], stride: usize) -> Self;
    /// Columns `first .. first + 4` of [`Self::LANES`] runs of `len` values
    /// side by side: `[gather(&values[first + k..], len)` for `k` in `0..4]`.
    /// By default four gathers; [`F32x16`] (AVX2) transposes blocks of 8
    /// rows by 4 as it loads them instead, since AVX2's gathers are slow on
    /// some CPUs (on an AMD EPYC of the Zen 3 family, maxima of `[1.25 M,
    /// 8]` `float32` rows took 10.5 ms by gathers, 3.3 in XLA's loop).
    ///
    /// # Panics
    ///
    /// If `values` holds fewer than `(LANES - 1) · len + first + 4` values,
    /// or `len` is too large for [`Self::gather`].
    #[inline(always)]
    fn gather4(values: &[Self::Elem], len: usize, first: usize) -> [Self; 4] {
        let mut columns = [Self::zero(); 4];
        for (k, column) in columns.iter_mut().enumerate() {
            *column = Self::gather(&values[first + k..], len);
        }
        columns
    }
    /// Lane by lane `if x > self { x } else { self }`: `self` where either
    /// is NaN or both are zeros (x86's `maxps` with `x` first).
    fn max_plain(self, x: Self) -> Self;
    /// Lane by lane `if x < self { x } else { self }`, as [`Self::max_plain`].
    fn min_plain(self, x: Self) -> Self;
    /// Each lane kept where it is finite, zero where it is infinite or NaN.
    fn finite_or_zero(self) -> Self;
    /// The lanes into the first [`Self::LANES`] values of `out`.
    fn store(self, out: &mut [Self::Elem]);
    /// The largest lane by the hardware's maximum in some order: the
    /// largest where no lane is NaN (a zero's sign aside).
    fn max_lane(self) -> Self::Elem;
    /// The smallest lane, as [`Self::max_lane`].
    fn min_lane(self) -> Self::Elem;
    /// Whether a lane is NaN.
    fn any_nan(self) -> bool;
    /// Every lane `x`.
    fn splat(x: Self::Elem) -> Self;
    /// The lanes, whole numbers below 2³¹ or NaN, into the first
    /// [`Self::LANES`] of `out` as `i32`s, `i32::MIN` for NaN (x86's
    /// conversion, truncating, gives that "integer indefinite" value).
    fn store_indices(self, out: &mut [i32]);
    /// Lane by lane `if self == other { then } else { otherwise }` (an
    /// ordered comparison: a NaN equals nothing; `-0.0` equals `0.0`).
    fn select_eq(self, other: Self, then: Self, otherwise: Self) -> Self;
}

/// Checks that a [`SumVector::gather`] of `lanes` lanes `stride` apart
/// reads inside `len` values, each at an offset that a 32-bit index holds.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn check_gather(len: usize, lanes: usize, stride: usize) -> i32 {
    let last = (lanes - 1).checked_mul(stride);
    let last = last
        .filter(|&last| last < len)
        .expect("a gather inside the values");
    i32::try_from(last).expect("a gather's offsets in 32 bits");
    // The last offset fits, so do the smaller ones and the stride (the
    // vectors have at least two lanes).
    stride as i32
}

/// A hint that `values[at]` (which may lie past the slice's end) will be
/// read soon: its cache line fetched into the L2 cache. Nothing elsewhere.
#[inline(always)]
pub(crate) fn prefetch<E>(values: &[E], at: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use core::arch::x86_64::{_MM_HINT_T1, _mm_prefetch};
        let line = values.as_ptr().wrapping_add(at).cast::<i8>();
        // SAFETY: a prefetch reads nothing and cannot fault, whatever the
        // address; SSE, which it needs, is part of x86_64.
        unsafe { _mm_prefetch::<_MM_HINT_T1>(line) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (values, at);
}

/// Code generic over the vector of `T`'s sums, run by [`run_avx2`] with the
/// AVX2 vector or by its caller with a portable one.
pub(crate) trait VectorKernel<T> {
    /// What the kernel returns.
    type Output;
    /// Runs the kernel with vector type `V`.
    fn run<V: SumVector<Elem = T>>(self) -> Self::Output;
}

/// The float types with x86 vectors of sums.
pub(crate) trait SimdSums: Sized {
    /// `kernel` run with the AVX2 vector, compiled for AVX2 and FMA, if the
    /// CPU has them; `Err(kernel)` if not (and on other architectures).
    fn run_avx2<K: VectorKernel<Self>>(kernel: K) -> Result<K::Output, K>;
    /// `kernel` run with the AVX-512 vector, compiled for AVX-512 F, if the
    /// CPU has it; else as [`SimdSums::run_avx2`].
    fn run_avx512<K: VectorKernel<Self>>(kernel: K) -> Result<K::Output, K>;
}

/// `kernel` with `T`'s AVX2 vector where the CPU has AVX2 and FMA, or back.
/// The lane sum's choice: its AVX-512 build, the same loop on one register
/// instead of two, measured 0.93 ms for 10M values where AVX2's took 0.72.
#[inline(always)]
pub(crate) fn run_avx2<T: SimdSums, K: VectorKernel<T>>(kernel: K) -> Result<K::Output, K> {
    T::run_avx2(kernel)
}

/// `kernel` with `T`'s AVX-512 vector where the CPU has AVX-512 F, else its
/// AVX2 one, or back. The column sums' choice (1.8 ms where AVX2 took 2.1).
#[inline(always)]
pub(crate) fn run_avx512<T: SimdSums, K: VectorKernel<T>>(kernel: K) -> Result<K::Output, K> {
    T::run_avx512(kernel)
}

#[cfg(not(target_arch = "x86_64"))]
impl<T> SimdSums for T {
    #[inline(always)]
    fn run_avx2<K: VectorKernel<T>>(kernel: K) -> Result<K::Output, K> {
        Err(kernel)
    }
    #[inline(always)]
    fn run_avx512<K: VectorKernel<T>>(kernel: K) -> Result<K::Output, K> {
        Err(kernel)
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use core::arch::x86_64::{
        __m256, __m256d, _CMP_LT_OQ, _mm256_add_pd, _mm256_add_ps, _mm256_and_pd, _mm256_and_ps,
        _mm256_andnot_pd, _mm256_andnot_ps, _mm256_cmp_pd, _mm256_cmp_ps, _mm256_loadu_pd,
        _mm256_loadu_ps, _mm256_max_pd, _mm256_max_ps, _mm256_min_pd, _mm256_min_ps,
        _mm256_set1_pd, _mm256_set1_ps, _mm256_setzero_pd, _mm256_setzero_ps, _mm256_storeu_pd,
        _mm256_storeu_ps, _mm256_sub_pd, _mm256_sub_ps,
    };
    use core::arch::x86_64::{
        _CMP_EQ_OQ, _CMP_UNORD_Q, _mm_cvtsd_f64, _mm_cvtss_f32, _mm_max_pd, _mm_max_ps, _mm_max_sd,
        _mm_max_ss, _mm_min_pd, _mm_min_ps, _mm_min_sd, _mm_min_ss, _mm_movehdup_ps, _mm_movehl_ps,
        _mm_unpackhi_pd, _mm256_castpd256_pd128, _mm256_castps256_ps128, _mm256_extractf128_pd,
        _mm256_extractf128_ps, _mm256_movemask_pd, _mm256_movemask_ps, _mm256_or_pd, _mm256_or_ps,
        _mm512_reduce_max_pd, _mm512_reduce_max_ps, _mm512_reduce_min_pd, _mm512_reduce_min_ps,
    };
    use core::arch::x86_64::{
        _mm_storeu_si128, _mm256_blendv_pd, _mm256_blendv_ps, _mm256_cvttpd_epi32,
        _mm256_cvttps_epi32, _mm256_storeu_si256, _mm512_cvttpd_epi32, _mm512_cvttps_epi32,
        _mm512_mask_mov_pd, _mm512_mask_mov_ps, _mm512_storeu_si512,
    };

    use core::arch::x86_64::{
        __m512, __m512d, _mm512_abs_pd, _mm512_abs_ps, _mm512_add_pd, _mm512_add_ps,
        _mm512_cmp_pd_mask, _mm512_cmp_ps_mask, _mm512_loadu_pd, _mm512_loadu_ps,
        _mm512_maskz_mov_pd, _mm512_maskz_mov_ps, _mm512_max_pd, _mm512_max_ps, _mm512_min_pd,
        _mm512_min_ps, _mm512_set1_pd, _mm512_set1_ps, _mm512_setzero_pd, _mm512_setzero_ps,
        _mm512_storeu_pd, _mm512_storeu_ps, _mm512_sub_pd, _mm512_sub_ps,
    };
    use core::arch::x86_64::{
        _mm_mullo_epi32, _mm_set1_epi32, _mm_setr_epi32, _mm256_i32gather_pd, _mm256_i32gather_ps,
        _mm256_mul_pd, _mm256_mul_ps, _mm256_mullo_epi32, _mm256_set1_epi32, _mm256_setr_epi32,
        _mm512_i32gather_pd, _mm512_i32gather_ps, _mm512_mul_pd, _mm512_mul_ps, _mm512_mullo_epi32,
        _mm512_set1_epi32, _mm512_setr_epi32,
    };

    use super::{SimdSums, SumVector, VectorKernel, check_gather};
    use crate::simd::avx::transposed8x4;

    /// Whether the CPU has AVX-512 F, which [`F32x16w`] and [`F64x8w`] need.
    #[inline]
    fn avx512f() -> bool {
        std::is_x86_feature_detected!("avx512f")
    }

    /// 16 `f32` lanes in one AVX-512 register, made only as [`F32x16`] is.
    #[derive(Clone, Copy)]
    pub(super) struct F32x16w(__m512);

    /// 8 `f64` lanes in one AVX-512 register, made only as [`F32x16`] is.
    #[derive(Clone, Copy)]
    pub(super) struct F64x8w(__m512d);

    // SAFETY (every block in the two impls): a value of these types exists
    // only inside `run_f32_wide`/`run_f64_wide`, which run after `avx512f()`
    // held (with AVX2, which the wide builds also enable); the loads and
    // stores move 64 bytes (32 for `f64` indices) at `values`/`out`, inside the slices, whose
    // lengths the slicing checks first; a gather reads `values[l * stride]`
    // for each lane `l`, inside the slice and each offset within 32 bits, as
    // `check_gather` asserts first.
    impl SumVector for F32x16w {
        type Elem = f32;
        const LANES: usize = 16;

        #[inline(always)]
        fn zero() -> Self {
            unsafe { F32x16w(_mm512_setzero_ps()) }
        }

        #[inline(always)]
        fn load(values: &[f32]) -> Self {
            let v = &values[..16];
            unsafe { F32x16w(_mm512_loadu_ps(v.as_ptr())) }
        }

        #[inline(always)]
        fn add(self, o: Self) -> Self {
            unsafe { F32x16w(_mm512_add_ps(self.0, o.0)) }
        }

        #[inline(always)]
        fn sub(self, o: Self) -> Self {
            unsafe { F32x16w(_mm512_sub_ps(self.0, o.0)) }
        }

        #[inline(always)]
        fn mul(self, o: Self) -> Self {
            unsafe { F32x16w(_mm512_mul_ps(self.0, o.0)) }
        }

        #[inline(always)]
        fn gather(values: &[f32], stride: usize) -> Self {
            let stride = check_gather(values.len(), 16, stride);
            unsafe {
                let lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
                let at = _mm512_mullo_epi32(lanes, _mm512_set1_epi32(stride));
                F32x16w(_mm512_i32gather_ps::<4>(at, values.as_ptr()))
            }
        }

        #[inline(always)]
        fn max_plain(self, x: Self) -> Self {
            unsafe { F32x16w(_mm512_max_ps(x.0, self.0)) }
        }

        #[inline(always)]
        fn min_plain(self, x: Self) -> Self {
            unsafe { F32x16w(_mm512_min_ps(x.0, self.0)) }
        }

        #[inline(always)]
        fn finite_or_zero(self) -> Self {
            unsafe {
                let inf = _mm512_set1_ps(f32::INFINITY);
                let finite = _mm512_cmp_ps_mask::<_CMP_LT_OQ>(_mm512_abs_ps(self.0), inf);
                F32x16w(_mm512_maskz_mov_ps(finite, self.0))
            }
        }

        #[inline(always)]
        fn store(self, out: &mut [f32]) {
            let out = &mut out[..16];
            unsafe { _mm512_storeu_ps(out.as_mut_ptr(), self.0) }
        }

        #[inline(always)]
        fn max_lane(self) -> f32 {
            unsafe { _mm512_reduce_max_ps(self.0) }
        }

        #[inline(always)]
        fn min_lane(self) -> f32 {
            unsafe { _mm512_reduce_min_ps(self.0) }
        }

        #[inline(always)]
        fn any_nan(self) -> bool {
            unsafe { _mm512_cmp_ps_mask::<_CMP_UNORD_Q>(self.0, self.0) != 0 }
        }

        #[inline(always)]
        fn store_indices(self, out: &mut [i32]) {
            let out = &mut out[..16];
            unsafe { _mm512_storeu_si512(out.as_mut_ptr().cast(), _mm512_cvttps_epi32(self.0)) }
        }

        #[inline(always)]
        fn splat(x: f32) -> Self {
            unsafe { F32x16w(_mm512_set1_ps(x)) }
        }

        #[inline(always)]
        fn select_eq(self, other: Self, then: Self, otherwise: Self) -> Self {
            unsafe {
                let equal = _mm512_cmp_ps_mask::<_CMP_EQ_OQ>(self.0, other.0);
                F32x16w(_mm512_mask_mov_ps(otherwise.0, equal, then.0))
            }
        }
    }

    impl SumVector for F64x8w {
        type Elem = f64;
        const LANES: usize = 8;

        #[inline(always)]
        fn zero() -> Self {
            unsafe { F64x8w(_mm512_setzero_pd()) }
        }

        #[inline(always)]
        fn load(values: &[f64]) -> Self {
            let v = &values[..8];
            unsafe { F64x8w(_mm512_loadu_pd(v.as_ptr())) }
        }

        #[inline(always)]
        fn add(self, o: Self) -> Self {
            unsafe { F64x8w(_mm512_add_pd(self.0, o.0)) }
        }

        #[inline(always)]
        fn sub(self, o: Self) -> Self {
            unsafe { F64x8w(_mm512_sub_pd(self.0, o.0)) }
        }

        #[inline(always)]
        fn mul(self, o: Self) -> Self {
            unsafe { F64x8w(_mm512_mul_pd(self.0, o.0)) }
        }

        #[inline(always)]
        fn gather(values: &[f64], stride: usize) -> Self {
            let stride = check_gather(values.len(), 8, stride);
            unsafe {
                let lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
                let at = _mm256_mullo_epi32(lanes, _mm256_set1_epi32(stride));
                F64x8w(_mm512_i32gather_pd::<8>(at, values.as_ptr()))
            }
        }

        #[inline(always)]
        fn max_plain(self, x: Self) -> Self {
            unsafe { F64x8w(_mm512_max_pd(x.0, self.0)) }
        }

        #[inline(always)]
        fn min_plain(self, x: Self) -> Self {
            unsafe { F64x8w(_mm512_min_pd(x.0, self.0)) }
        }

        #[inline(always)]
        fn finite_or_zero(self) -> Self {
            unsafe {
                let inf = _mm512_set1_pd(f64::INFINITY);
                let finite = _mm512_cmp_pd_mask::<_CMP_LT_OQ>(_mm512_abs_pd(self.0), inf);
                F64x8w(_mm512_maskz_mov_pd(finite, self.0))
            }
        }

        #[inline(always)]
        fn store(self, out: &mut [f64]) {
            let out = &mut out[..8];
            unsafe { _mm512_storeu_pd(out.as_mut_ptr(), self.0) }
        }

        #[inline(always)]
        fn max_lane(self) -> f64 {
            unsafe { _mm512_reduce_max_pd(self.0) }
        }

        #[inline(always)]
        fn min_lane(self) -> f64 {
            unsafe { _mm512_reduce_min_pd(self.0) }
        }

        #[inline(always)]
        fn any_nan(self) -> bool {
            unsafe { _mm512_cmp_pd_mask::<_CMP_UNORD_Q>(self.0, self.0) != 0 }
        }

        #[inline(always)]
        fn store_indices(self, out: &mut [i32]) {
            let out = &mut out[..8];
            unsafe { _mm256_storeu_si256(out.as_mut_ptr().cast(), _mm512_cvttpd_epi32(self.0)) }
        }

        #[inline(always)]
        fn splat(x: f64) -> Self {
            unsafe { F64x8w(_mm512_set1_pd(x)) }
        }

        #[inline(always)]
        fn select_eq(self, other: Self, then: Self, otherwise: Self) -> Self {
            unsafe {
                let equal = _mm512_cmp_pd_mask::<_CMP_EQ_OQ>(self.0, other.0);
                F64x8w(_mm512_mask_mov_pd(otherwise.0, equal, then.0))
            }
        }
    }

    /// # Safety
    /// The CPU must have AVX-512 F, AVX2 and FMA.
    #[target_feature(enable = "avx512f,avx2,fma")]
    unsafe fn run_f32_wide<K: VectorKernel<f32>>(kernel: K) -> K::Output {
        kernel.run::<F32x16w>()
    }

    /// # Safety
    /// The CPU must have AVX-512 F, AVX2 and FMA.
    #[target_feature(enable = "avx512f,avx2,fma")]
    unsafe fn run_f64_wide<K: VectorKernel<f64>>(kernel: K) -> K::Output {
        kernel.run::<F64x8w>()
    }

    /// Whether the CPU has AVX2 and FMA, which [`F32x16`] and [`F64x8`] need.
    #[inline]
    fn avx2_fma() -> bool {
        std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("fma")
    }

    /// 16 `f32` lanes in two AVX registers. Made only in the AVX2 builds
    /// below, after the CPU was checked.
    #[derive(Clone, Copy)]
    pub(super) struct F32x16(__m256, __m256);

    /// 8 `f64` lanes in two AVX registers, made only as [`F32x16`] is.
    #[derive(Clone, Copy)]
    pub(super) struct F64x8(__m256d, __m256d);

    // SAFETY (every block in the two impls): a value of these types exists
    // only inside `run_f32`/`run_f64`, which run after `avx2_fma()` held, so
    // the CPU has the AVX instructions each block calls; the loads and
    // stores read and write 8 values (32 bytes; 4 `f64` indices, 16) at
    // `values`/`out` and 8 (4) past it, inside the slices, whose lengths the slicing checks first; a
    // gather reads `values[l * stride]` for each lane `l`, inside the slice
    // and each offset within 32 bits, as `check_gather` asserts first; the
    // transposing loads of `gather4`, the rows its assertion checks.
    impl SumVector for F32x16 {
        type Elem = f32;
        const LANES: usize = 16;

        #[inline(always)]
        fn zero() -> Self {
            unsafe { F32x16(_mm256_setzero_ps(), _mm256_setzero_ps()) }
        }

        #[inline(always)]
        fn load(values: &[f32]) -> Self {
            let v = &values[..16];
            unsafe {
                F32x16(
                    _mm256_loadu_ps(v.as_ptr()),
                    _mm256_loadu_ps(v[8..].as_ptr()),
                )
            }
        }

        #[inline(always)]
        fn add(self, o: Self) -> Self {
            unsafe { F32x16(_mm256_add_ps(self.0, o.0), _mm256_add_ps(self.1, o.1)) }
        }

        #[inline(always)]
        fn sub(self, o: Self) -> Self {
            unsafe { F32x16(_mm256_sub_ps(self.0, o.0), _mm256_sub_ps(self.1, o.1)) }
        }

        #[inline(always)]
        fn mul(self, o: Self) -> Self {
            unsafe { F32x16(_mm256_mul_ps(self.0, o.0), _mm256_mul_ps(self.1, o.1)) }
        }

        #[inline(always)]
        fn gather(values: &[f32], stride: usize) -> Self {
            let stride = check_gather(values.len(), 16, stride);
            unsafe {
                let step = _mm256_set1_epi32(stride);
                let low = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), step);
                let high =
                    _mm256_mullo_epi32(_mm256_setr_epi32(8, 9, 10, 11, 12, 13, 14, 15), step);
                F32x16(
                    _mm256_i32gather_ps::<4>(values.as_ptr(), low),
                    _mm256_i32gather_ps::<4>(values.as_ptr(), high),
                )
            }
        }

        #[inline(always)]
        fn gather4(values: &[f32], len: usize, first: usize) -> [Self; 4] {
            let end = len.checked_mul(15).and_then(|at| at.checked_add(first + 4));
            assert!(
                end.is_some_and(|end| end <= values.len()),
                "four columns inside the values"
            );
            // The 4 values at `first + r · len` of each run `r` < 16: inside
            // `values`, checked just above.
            unsafe {
                let at = values.as_ptr().add(first);
                let (low, high) = (transposed8x4(at, len), transposed8x4(at.add(8 * len), len));
                [
                    F32x16(low[0], high[0]),
                    F32x16(low[1], high[1]),
                    F32x16(low[2], high[2]),
                    F32x16(low[3], high[3]),
                ]
            }
        }

        #[inline(always)]
        fn max_plain(self, x: Self) -> Self {
            unsafe { F32x16(_mm256_max_ps(x.0, self.0), _mm256_max_ps(x.1, self.1)) }
        }

        #[inline(always)]
        fn min_plain(self, x: Self) -> Self {
            unsafe { F32x16(_mm256_min_ps(x.0, self.0), _mm256_min_ps(x.1, self.1)) }
        }

        #[inline(always)]
        fn finite_or_zero(self) -> Self {
            unsafe {
                let sign = _mm256_set1_ps(-0.0);
                let inf = _mm256_set1_ps(f32::INFINITY);
                let keep = |x: __m256| {
                    let finite = _mm256_cmp_ps::<_CMP_LT_OQ>(_mm256_andnot_ps(sign, x), inf);
                    _mm256_and_ps(x, finite)
                };
                F32x16(keep(self.0), keep(self.1))
            }
        }

        #[inline(always)]
        fn store(self, out: &mut [f32]) {
            let out = &mut out[..16];
            let (low, high) = out.split_at_mut(8);
            unsafe {
                _mm256_storeu_ps(low.as_mut_ptr(), self.0);
                _mm256_storeu_ps(high.as_mut_ptr(), self.1);
            }
        }

        #[inline(always)]
        fn max_lane(self) -> f32 {
            unsafe {
                let m = _mm256_max_ps(self.0, self.1);
                let m = _mm_max_ps(_mm256_castps256_ps128(m), _mm256_extractf128_ps::<1>(m));
                let m = _mm_max_ps(m, _mm_movehl_ps(m, m));
                _mm_cvtss_f32(_mm_max_ss(m, _mm_movehdup_ps(m)))
            }
        }

        #[inline(always)]
        fn min_lane(self) -> f32 {
            unsafe {
                let m = _mm256_min_ps(self.0, self.1);
                let m = _mm_min_ps(_mm256_castps256_ps128(m), _mm256_extractf128_ps::<1>(m));
                let m = _mm_min_ps(m, _mm_movehl_ps(m, m));
                _mm_cvtss_f32(_mm_min_ss(m, _mm_movehdup_ps(m)))
            }
        }

        #[inline(always)]
        fn any_nan(self) -> bool {
            unsafe {
                let nan = _mm256_or_ps(
                    _mm256_cmp_ps::<_CMP_UNORD_Q>(self.0, self.0),
                    _mm256_cmp_ps::<_CMP_UNORD_Q>(self.1, self.1),
                );
                _mm256_movemask_ps(nan) != 0
            }
        }

        #[inline(always)]
        fn store_indices(self, out: &mut [i32]) {
            let out = &mut out[..16];
            let (low, high) = out.split_at_mut(8);
            unsafe {
                _mm256_storeu_si256(low.as_mut_ptr().cast(), _mm256_cvttps_epi32(self.0));
                _mm256_storeu_si256(high.as_mut_ptr().cast(), _mm256_cvttps_epi32(self.1));
            }
        }

        #[inline(always)]
        fn splat(x: f32) -> Self {
            unsafe { F32x16(_mm256_set1_ps(x), _mm256_set1_ps(x)) }
        }

        #[inline(always)]
        fn select_eq(self, other: Self, then: Self, otherwise: Self) -> Self {
            unsafe {
                let low = _mm256_cmp_ps::<_CMP_EQ_OQ>(self.0, other.0);
                let high = _mm256_cmp_ps::<_CMP_EQ_OQ>(self.1, other.1);
                F32x16(
                    _mm256_blendv_ps(otherwise.0, then.0, low),
                    _mm256_blendv_ps(otherwise.1, then.1, high),
                )
            }
        }
    }

    impl SumVector for F64x8 {
        type Elem = f64;
        const LANES: usize = 8;

        #[inline(always)]
        fn zero() -> Self {
            unsafe { F64x8(_mm256_setzero_pd(), _mm256_setzero_pd()) }
        }

        #[inline(always)]
        fn load(values: &[f64]) -> Self {
            let v = &values[..8];
            unsafe {
                F64x8(
                    _mm256_loadu_pd(v.as_ptr()),
                    _mm256_loadu_pd(v[4..].as_ptr()),
                )
            }
        }

        #[inline(always)]
        fn add(self, o: Self) -> Self {
            unsafe { F64x8(_mm256_add_pd(self.0, o.0), _mm256_add_pd(self.1, o.1)) }
        }

        #[inline(always)]
        fn sub(self, o: Self) -> Self {
            unsafe { F64x8(_mm256_sub_pd(self.0, o.0), _mm256_sub_pd(self.1, o.1)) }
        }

        #[inline(always)]
        fn mul(self, o: Self) -> Self {
            unsafe { F64x8(_mm256_mul_pd(self.0, o.0), _mm256_mul_pd(self.1, o.1)) }
        }

        #[inline(always)]
        fn gather(values: &[f64], stride: usize) -> Self {
            let stride = check_gather(values.len(), 8, stride);
            unsafe {
                let step = _mm_set1_epi32(stride);
                let low = _mm_mullo_epi32(_mm_setr_epi32(0, 1, 2, 3), step);
                let high = _mm_mullo_epi32(_mm_setr_epi32(4, 5, 6, 7), step);
                F64x8(
                    _mm256_i32gather_pd::<8>(values.as_ptr(), low),
                    _mm256_i32gather_pd::<8>(values.as_ptr(), high),
                )
            }
        }

        #[inline(always)]
        fn max_plain(self, x: Self) -> Self {
            unsafe { F64x8(_mm256_max_pd(x.0, self.0), _mm256_max_pd(x.1, self.1)) }
        }

        #[inline(always)]
        fn min_plain(self, x: Self) -> Self {
            unsafe { F64x8(_mm256_min_pd(x.0, self.0), _mm256_min_pd(x.1, self.1)) }
        }

        #[inline(always)]
        fn finite_or_zero(self) -> Self {
            unsafe {
                let sign = _mm256_set1_pd(-0.0);
                let inf = _mm256_set1_pd(f64::INFINITY);
                let keep = |x: __m256d| {
                    let finite = _mm256_cmp_pd::<_CMP_LT_OQ>(_mm256_andnot_pd(sign, x), inf);
                    _mm256_and_pd(x, finite)
                };
                F64x8(keep(self.0), keep(self.1))
            }
        }

        #[inline(always)]
        fn store(self, out: &mut [f64]) {
            let out = &mut out[..8];
            let (low, high) = out.split_at_mut(4);
            unsafe {
                _mm256_storeu_pd(low.as_mut_ptr(), self.0);
                _mm256_storeu_pd(high.as_mut_ptr(), self.1);
            }
        }

        #[inline(always)]
        fn max_lane(self) -> f64 {
            unsafe {
                let m = _mm256_max_pd(self.0, self.1);
                let m = _mm_max_pd(_mm256_castpd256_pd128(m), _mm256_extractf128_pd::<1>(m));
                _mm_cvtsd_f64(_mm_max_sd(m, _mm_unpackhi_pd(m, m)))
            }
        }

        #[inline(always)]
        fn min_lane(self) -> f64 {
            unsafe {
                let m = _mm256_min_pd(self.0, self.1);
                let m = _mm_min_pd(_mm256_castpd256_pd128(m), _mm256_extractf128_pd::<1>(m));
                _mm_cvtsd_f64(_mm_min_sd(m, _mm_unpackhi_pd(m, m)))
            }
        }

        #[inline(always)]
        fn any_nan(self) -> bool {
            unsafe {
                let nan = _mm256_or_pd(
                    _mm256_cmp_pd::<_CMP_UNORD_Q>(self.0, self.0),
                    _mm256_cmp_pd::<_CMP_UNORD_Q>(self.1, self.1),
                );
                _mm256_movemask_pd(nan) != 0
            }
        }

        #[inline(always)]
        fn store_indices(self, out: &mut [i32]) {
            let out = &mut out[..8];
            let (low, high) = out.split_at_mut(4);
            unsafe {
                _mm_storeu_si128(low.as_mut_ptr().cast(), _mm256_cvttpd_epi32(self.0));
                _mm_storeu_si128(high.as_mut_ptr().cast(), _mm256_cvttpd_epi32(self.1));
            }
        }

        #[inline(always)]
        fn splat(x: f64) -> Self {
            unsafe { F64x8(_mm256_set1_pd(x), _mm256_set1_pd(x)) }
        }

        #[inline(always)]
        fn select_eq(self, other: Self, then: Self, otherwise: Self) -> Self {
            unsafe {
                let low = _mm256_cmp_pd::<_CMP_EQ_OQ>(self.0, other.0);
                let high = _mm256_cmp_pd::<_CMP_EQ_OQ>(self.1, other.1);
                F64x8(
                    _mm256_blendv_pd(otherwise.0, then.0, low),
                    _mm256_blendv_pd(otherwise.1, then.1, high),
                )
            }
        }
    }

    /// # Safety
    /// The CPU must have AVX2 and FMA.
    #[target_feature(enable = "avx2,fma")]
    unsafe fn run_f32<K: VectorKernel<f32>>(kernel: K) -> K::Output {
        kernel.run::<F32x16>()
    }

    /// # Safety
    /// The CPU must have AVX2 and FMA.
    #[target_feature(enable = "avx2,fma")]
    unsafe fn run_f64<K: VectorKernel<f64>>(kernel: K) -> K::Output {
        kernel.run::<F64x8>()
    }

    impl SimdSums for f32 {
        #[inline(always)]
        fn run_avx512<K: VectorKernel<f32>>(kernel: K) -> Result<K::Output, K> {
            if avx512f() && avx2_fma() {
                // SAFETY: the CPU has AVX-512 F, AVX2 and FMA, checked just above.
                Ok(unsafe { run_f32_wide(kernel) })
            } else {
                Self::run_avx2(kernel)
            }
        }

        #[inline(always)]
        fn run_avx2<K: VectorKernel<f32>>(kernel: K) -> Result<K::Output, K> {
            if avx2_fma() {
                // SAFETY: the CPU has AVX2 and FMA, checked just above.
                Ok(unsafe { run_f32(kernel) })
            } else {
                Err(kernel)
            }
        }
    }

    impl SimdSums for f64 {
        #[inline(always)]
        fn run_avx512<K: VectorKernel<f64>>(kernel: K) -> Result<K::Output, K> {
            if avx512f() && avx2_fma() {
                // SAFETY: the CPU has AVX-512 F, AVX2 and FMA, checked just above.
                Ok(unsafe { run_f64_wide(kernel) })
            } else {
                Self::run_avx2(kernel)
            }
        }

        #[inline(always)]
        fn run_avx2<K: VectorKernel<f64>>(kernel: K) -> Result<K::Output, K> {
            if avx2_fma() {
                // SAFETY: the CPU has AVX2 and FMA, checked just above.
                Ok(unsafe { run_f64(kernel) })
            } else {
                Err(kernel)
            }
        }
    }
}
