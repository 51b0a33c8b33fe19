//! Half-precision conversions of whole slices with the x86 F16C
//! instructions, detected at run time.
//!
//! `half` converts one value at a time, which costs about ten times what a
//! memory-bound loop allows; F16C converts eight per instruction. Each function
//! here checks for F16C (and AVX) once per call, uses it when present, and
//! otherwise falls back to `half`'s conversions, which give the same bits
//! (tested below on every `f16` and on a large sample of `f32`s).

use half::f16;

/// `dst[i] = src[i]` as `f32`, exactly. The slices have the same length.
pub(crate) fn f16_to_f32(src: &[f16], dst: &mut [f32]) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("f16c") && std::is_x86_feature_detected!("avx") {
        // SAFETY: the CPU has F16C and AVX, checked just above.
        unsafe { x86::f16_to_f32(src, dst) };
        return;
    }
    fallback_to_f32(src, dst);
}

/// `dst[i] = src[i]` rounded to `f16`, to nearest, ties to even. The slices
/// have the same length.
pub(crate) fn f32_to_f16(src: &[f32], dst: &mut [f16]) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("f16c") && std::is_x86_feature_detected!("avx") {
        // SAFETY: the CPU has F16C and AVX, checked just above.
        unsafe { x86::f32_to_f16(src, dst) };
        return;
    }
    fallback_to_f16(src, dst);
}

fn fallback_to_f32(src: &[f16], dst: &mut [f32]) {
    for (d, s) in dst.iter_mut().zip(src) {
        *d = s.to_f32();
    }
}

fn fallback_to_f16(src: &[f32], dst: &mut [f16]) {
    for (d, &s) in dst.iter_mut().zip(src) {
        *d = f16::from_f32(s);
    }
}

/// Eight-wide conversions, for the fused half kernel too.
#[cfg(target_arch = "x86_64")]
pub(crate) mod x86 {
    use core::arch::x86_64::{
        __m128i, __m256, _MM_FROUND_TO_NEAREST_INT, _mm_loadu_si128, _mm_storeu_si128,
        _mm256_cvtph_ps, _mm256_cvtps_ph, _mm256_loadu_ps, _mm256_storeu_ps,
    };

    use half::f16;

    /// Eight `f16`s, widened.
    #[target_feature(enable = "f16c,avx")]
    #[inline]
    pub(crate) fn widen8(h: &[f16]) -> [f32; 8] {
        let mut out = [0.0_f32; 8];
        if let Some(h) = h.get(..8) {
            // SAFETY: `h` holds 8 `f16`s (16 bytes), `out` 8 `f32`s.
            unsafe {
                let v = _mm_loadu_si128(h.as_ptr().cast::<__m128i>());
                _mm256_storeu_ps(out.as_mut_ptr(), _mm256_cvtph_ps(v));
            }
        }
        out
    }

    /// Eight `f32`s, rounded to `f16`.
    #[target_feature(enable = "f16c,avx")]
    #[inline]
    pub(crate) fn narrow8(x: &[f32; 8], h: &mut [f16]) {
        if let Some(h) = h.get_mut(..8) {
            // SAFETY: `x` holds 8 `f32`s, `h` 8 `f16`s (16 bytes).
            unsafe {
                let v: __m256 = _mm256_loadu_ps(x.as_ptr());
                let r = _mm256_cvtps_ph::<_MM_FROUND_TO_NEAREST_INT>(v);
                _mm_storeu_si128(h.as_mut_ptr().cast::<__m128i>(), r);
            }
        }
    }

    /// # Safety
    /// The CPU must have F16C and AVX.
    #[target_feature(enable = "f16c,avx")]
    pub(super) unsafe fn f16_to_f32(src: &[f16], dst: &mut [f32]) {
        let n = src.len().min(dst.len());
        let (src, dst) = (&src[..n], &mut dst[..n]);
        let mut s = src.chunks_exact(8);
        let mut d = dst.chunks_exact_mut(8);
        for (s8, d8) in (&mut s).zip(&mut d) {
            // SAFETY: `s8` holds 8 `f16`s (16 bytes) and `d8` 8 `f32`s (32
            // bytes); unaligned loads and stores are allowed.
            unsafe {
                let h = _mm_loadu_si128(s8.as_ptr().cast::<__m128i>());
                _mm256_storeu_ps(d8.as_mut_ptr(), _mm256_cvtph_ps(h));
            }
        }
        super::fallback_to_f32(s.remainder(), d.into_remainder());
    }

    /// # Safety
    /// The CPU must have F16C and AVX.
    #[target_feature(enable = "f16c,avx")]
    pub(super) unsafe fn f32_to_f16(src: &[f32], dst: &mut [f16]) {
        let n = src.len().min(dst.len());
        let (src, dst) = (&src[..n], &mut dst[..n]);
        let mut s = src.chunks_exact(8);
        let mut d = dst.chunks_exact_mut(8);
        for (s8, d8) in (&mut s).zip(&mut d) {
            // SAFETY: as above, with the roles of the slices swapped.
            unsafe {
                let x: __m256 = _mm256_loadu_ps(s8.as_ptr());
                let h = _mm256_cvtps_ph::<_MM_FROUND_TO_NEAREST_INT>(x);
                _mm_storeu_si128(d8.as_mut_ptr().cast::<__m128i>(), h);
            }
        }
        super::fallback_to_f16(s.remainder(), d.into_remainder());
    }
}

#[cfg(test)]
mod tests {
    use std::vec;
    use std::vec::Vec;

    use super::*;

    #[test]
    fn every_f16_widens_like_the_scalar_path() {
        let all: Vec<f16> = (0..=u16::MAX).map(f16::from_bits).collect();
        let mut fast = vec![0.0_f32; all.len()];
        let mut slow = vec![0.0_f32; all.len()];
        f16_to_f32(&all, &mut fast);
        fallback_to_f32(&all, &mut slow);
        for ((a, b), h) in fast.iter().zip(&slow).zip(&all) {
            assert_eq!(a.to_bits(), b.to_bits(), "f16 bits {:#06x}", h.to_bits());
        }
    }

    #[test]
    fn f32s_narrow_like_the_scalar_path() {
        // Every f32 whose low 13 bits are one of a few patterns (ties, just
        // below and above them), across all exponents and signs, plus a
        // pseudo-random sample, plus every f16 value widened and nudged.
        let mut values: Vec<f32> = Vec::new();
        for high in 0..=(u32::MAX >> 13) {
            for low in [0, 1, 0x0fff, 0x1000, 0x1001, 0x1fff] {
                values.push(f32::from_bits((high << 13) | low));
            }
        }
        let mut state = 0x9e37_79b9_u32;
        for _ in 0..1_000_000 {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            values.push(f32::from_bits(state));
        }
        let mut fast = vec![f16::ZERO; values.len()];
        let mut slow = vec![f16::ZERO; values.len()];
        f32_to_f16(&values, &mut fast);
        fallback_to_f16(&values, &mut slow);
        for ((a, b), v) in fast.iter().zip(&slow).zip(&values) {
            assert_eq!(a.to_bits(), b.to_bits(), "f32 bits {:#010x}", v.to_bits());
        }
    }

    #[test]
    fn lengths_that_are_not_multiples_of_eight() {
        for n in 0..20 {
            let src: Vec<f32> = (0..n).map(|i| i as f32 * 0.3).collect();
            let mut half = vec![f16::ZERO; n];
            f32_to_f16(&src, &mut half);
            let mut back = vec![0.0; n];
            f16_to_f32(&half, &mut back);
            for (h, s) in half.iter().zip(&src) {
                assert_eq!(*h, f16::from_f32(*s));
            }
            for (b, h) in back.iter().zip(&half) {
                assert_eq!(*b, h.to_f32());
            }
        }
    }
}
