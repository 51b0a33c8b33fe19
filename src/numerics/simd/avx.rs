//! AVX helpers shared by the kernels of this module.
#![cfg(target_arch = "x86_64")]

use core::arch::x86_64::{
    __m256, __m256d, __m256i, _mm_loadu_ps, _mm256_castps128_ps256, _mm256_insertf128_ps,
    _mm256_loadu_pd, _mm256_loadu_ps, _mm256_loadu_si256, _mm256_permute2f128_pd,
    _mm256_permute2f128_ps, _mm256_shuffle_ps, _mm256_unpackhi_epi8, _mm256_unpackhi_epi16,
    _mm256_unpackhi_epi32, _mm256_unpackhi_epi64, _mm256_unpackhi_pd, _mm256_unpackhi_ps,
    _mm256_unpacklo_epi8, _mm256_unpacklo_epi16, _mm256_unpacklo_epi32, _mm256_unpacklo_epi64,
    _mm256_unpacklo_pd, _mm256_unpacklo_ps,
};

/// The 8 × 8 block of `f32`s whose row `j` is the 8 values at `src + j ·
/// step`, transposed: lane `j` of result `i` is value `i` of row `j`.
/// Eight loads and 24 shuffles. (Loading each row as two halves, beside
/// another row's, leaves 16 shuffles, but doubles the loads: the
/// transposing copy measured slower that way, 15.8 ms against 13.3 for a
/// `[1000, 10000]` `float32` transpose on one core, and the products of
/// windows no faster.)
///
/// # Safety
///
/// The CPU must have AVX, and `src + j · step` must hold 8 values for `j`
/// from 0 to 7.
#[target_feature(enable = "avx")]
#[inline]
pub(super) unsafe fn load_transposed8x8(src: *const f32, step: usize) -> [__m256; 8] {
    // SAFETY: each load reads the 8 values at `src + j · step`, `j` < 8:
    // the rows the caller vouches for.
    let r: [__m256; 8] = core::array::from_fn(|j| unsafe { _mm256_loadu_ps(src.add(j * step)) });
    let t0 = _mm256_unpacklo_ps(r[0], r[1]);
    let t1 = _mm256_unpackhi_ps(r[0], r[1]);
    let t2 = _mm256_unpacklo_ps(r[2], r[3]);
    let t3 = _mm256_unpackhi_ps(r[2], r[3]);
    let t4 = _mm256_unpacklo_ps(r[4], r[5]);
    let t5 = _mm256_unpackhi_ps(r[4], r[5]);
    let t6 = _mm256_unpacklo_ps(r[6], r[7]);
    let t7 = _mm256_unpackhi_ps(r[6], r[7]);
    let u0 = _mm256_shuffle_ps::<0x44>(t0, t2);
    let u1 = _mm256_shuffle_ps::<0xEE>(t0, t2);
    let u2 = _mm256_shuffle_ps::<0x44>(t1, t3);
    let u3 = _mm256_shuffle_ps::<0xEE>(t1, t3);
    let u4 = _mm256_shuffle_ps::<0x44>(t4, t6);
    let u5 = _mm256_shuffle_ps::<0xEE>(t4, t6);
    let u6 = _mm256_shuffle_ps::<0x44>(t5, t7);
    let u7 = _mm256_shuffle_ps::<0xEE>(t5, t7);
    [
        _mm256_permute2f128_ps::<0x20>(u0, u4),
        _mm256_permute2f128_ps::<0x20>(u1, u5),
        _mm256_permute2f128_ps::<0x20>(u2, u6),
        _mm256_permute2f128_ps::<0x20>(u3, u7),
        _mm256_permute2f128_ps::<0x31>(u0, u4),
        _mm256_permute2f128_ps::<0x31>(u1, u5),
        _mm256_permute2f128_ps::<0x31>(u2, u6),
        _mm256_permute2f128_ps::<0x31>(u3, u7),
    ]
}

/// The 4 × 4 block of eight-byte values (moved as `f64` lanes, their bits
/// unchanged) whose row `j` is the 4 values at `src + j · step`,
/// transposed: lane `j` of result `i` is value `i` of row `j`. Four loads
/// and eight shuffles.
///
/// # Safety
///
/// The CPU must have AVX, and `src + j · step` must hold 4 values for `j`
/// from 0 to 3.
#[target_feature(enable = "avx")]
#[inline]
pub(super) unsafe fn load_transposed4x4(src: *const f64, step: usize) -> [__m256d; 4] {
    // SAFETY: each load reads the 4 values at `src + j · step`, `j` < 4:
    // the rows the caller vouches for.
    let r: [__m256d; 4] = core::array::from_fn(|j| unsafe { _mm256_loadu_pd(src.add(j * step)) });
    let t0 = _mm256_unpacklo_pd(r[0], r[1]);
    let t1 = _mm256_unpackhi_pd(r[0], r[1]);
    let t2 = _mm256_unpacklo_pd(r[2], r[3]);
    let t3 = _mm256_unpackhi_pd(r[2], r[3]);
    [
        _mm256_permute2f128_pd::<0x20>(t0, t2),
        _mm256_permute2f128_pd::<0x20>(t1, t3),
        _mm256_permute2f128_pd::<0x31>(t0, t2),
        _mm256_permute2f128_pd::<0x31>(t1, t3),
    ]
}

/// Two 8 × 8 blocks of two-byte values side by side, whose row `j` is the
/// 16 values at `src + j · step`, each transposed in its half of the
/// registers: lane `j` of the low half of result `i` is value `i` of row
/// `j`, and of its high half value `i + 8`. Eight 32-byte loads and 24
/// interleaves (of 16-, 32- and 64-bit lanes, each within a half).
///
/// # Safety
///
/// The CPU must have AVX2, and `src + j · step` must hold 16 values for
/// `j` from 0 to 7.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) unsafe fn load_transposed8x8_u16_pairs(src: *const u16, step: usize) -> [__m256i; 8] {
    // SAFETY: each load reads the 16 values at `src + j · step`, `j` < 8:
    // the rows the caller vouches for.
    let r: [__m256i; 8] =
        core::array::from_fn(|j| unsafe { _mm256_loadu_si256(src.add(j * step).cast()) });
    // Values 0-3 and 4-7 of each half of rows 2k and 2k + 1, interleaved.
    let a0 = _mm256_unpacklo_epi16(r[0], r[1]);
    let a1 = _mm256_unpackhi_epi16(r[0], r[1]);
    let a2 = _mm256_unpacklo_epi16(r[2], r[3]);
    let a3 = _mm256_unpackhi_epi16(r[2], r[3]);
    let a4 = _mm256_unpacklo_epi16(r[4], r[5]);
    let a5 = _mm256_unpackhi_epi16(r[4], r[5]);
    let a6 = _mm256_unpacklo_epi16(r[6], r[7]);
    let a7 = _mm256_unpackhi_epi16(r[6], r[7]);
    // Values 2m and 2m + 1 of each half of rows 0-3 and of rows 4-7.
    let b0 = _mm256_unpacklo_epi32(a0, a2);
    let b1 = _mm256_unpackhi_epi32(a0, a2);
    let b2 = _mm256_unpacklo_epi32(a1, a3);
    let b3 = _mm256_unpackhi_epi32(a1, a3);
    let b4 = _mm256_unpacklo_epi32(a4, a6);
    let b5 = _mm256_unpackhi_epi32(a4, a6);
    let b6 = _mm256_unpacklo_epi32(a5, a7);
    let b7 = _mm256_unpackhi_epi32(a5, a7);
    [
        _mm256_unpacklo_epi64(b0, b4),
        _mm256_unpackhi_epi64(b0, b4),
        _mm256_unpacklo_epi64(b1, b5),
        _mm256_unpackhi_epi64(b1, b5),
        _mm256_unpacklo_epi64(b2, b6),
        _mm256_unpackhi_epi64(b2, b6),
        _mm256_unpacklo_epi64(b3, b7),
        _mm256_unpackhi_epi64(b3, b7),
    ]
}

/// The bytes of 8 rows of 32, `src + j · step` for row `j`, transposed in
/// the halves of the registers: half `h` of result `m` holds, in its low 8
/// bytes, value `16h + 2m` of each row (row `j` in byte `j`), and in its
/// high 8 bytes value `16h + 2m + 1`. Eight 32-byte loads and 24
/// interleaves (of 8-, 16- and 32-bit lanes, each within a half).
///
/// # Safety
///
/// The CPU must have AVX2, and `src + j · step` must hold 32 bytes for `j`
/// from 0 to 7.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) unsafe fn load_transposed8x32_u8(src: *const u8, step: usize) -> [__m256i; 8] {
    // SAFETY: each load reads the 32 bytes at `src + j · step`, `j` < 8:
    // the rows the caller vouches for.
    let r: [__m256i; 8] =
        core::array::from_fn(|j| unsafe { _mm256_loadu_si256(src.add(j * step).cast()) });
    // Values 0-7 and 8-15 of each half of rows 2k and 2k + 1, interleaved.
    let a0 = _mm256_unpacklo_epi8(r[0], r[1]);
    let a1 = _mm256_unpackhi_epi8(r[0], r[1]);
    let a2 = _mm256_unpacklo_epi8(r[2], r[3]);
    let a3 = _mm256_unpackhi_epi8(r[2], r[3]);
    let a4 = _mm256_unpacklo_epi8(r[4], r[5]);
    let a5 = _mm256_unpackhi_epi8(r[4], r[5]);
    let a6 = _mm256_unpacklo_epi8(r[6], r[7]);
    let a7 = _mm256_unpackhi_epi8(r[6], r[7]);
    // Values 0-3, 4-7, 8-11 and 12-15 of each half of rows 0-3 and 4-7.
    let b0 = _mm256_unpacklo_epi16(a0, a2);
    let b1 = _mm256_unpackhi_epi16(a0, a2);
    let b2 = _mm256_unpacklo_epi16(a1, a3);
    let b3 = _mm256_unpackhi_epi16(a1, a3);
    let b4 = _mm256_unpacklo_epi16(a4, a6);
    let b5 = _mm256_unpackhi_epi16(a4, a6);
    let b6 = _mm256_unpacklo_epi16(a5, a7);
    let b7 = _mm256_unpackhi_epi16(a5, a7);
    [
        _mm256_unpacklo_epi32(b0, b4),
        _mm256_unpackhi_epi32(b0, b4),
        _mm256_unpacklo_epi32(b1, b5),
        _mm256_unpackhi_epi32(b1, b5),
        _mm256_unpacklo_epi32(b2, b6),
        _mm256_unpackhi_epi32(b2, b6),
        _mm256_unpacklo_epi32(b3, b7),
        _mm256_unpackhi_epi32(b3, b7),
    ]
}

/// The 8 × 4 block of `f32`s whose row `j` is the 4 values at `src + j ·
/// step`, transposed: lane `j` of result `i` is value `i` of row `j`. Rows
/// `j` and `j + 4` load into the two halves of one register (eight loads),
/// then eight shuffles. Half the registers of [`load_transposed8x8`], so
/// that a kernel's accumulators stay in registers beside two blocks.
///
/// # Safety
///
/// The CPU must have AVX, and `src + j · step` must hold 4 values for `j`
/// from 0 to 7.
#[target_feature(enable = "avx")]
#[inline]
pub(super) unsafe fn transposed8x4(src: *const f32, step: usize) -> [__m256; 4] {
    // SAFETY: each load reads the 4 values at `src + j · step`, `j` < 8:
    // the rows the caller vouches for.
    let row = |j: usize| unsafe {
        let low = _mm256_castps128_ps256(_mm_loadu_ps(src.add(j * step)));
        _mm256_insertf128_ps::<1>(low, _mm_loadu_ps(src.add((j + 4) * step)))
    };
    let (r0, r1, r2, r3) = (row(0), row(1), row(2), row(3));
    let t0 = _mm256_unpacklo_ps(r0, r1);
    let t1 = _mm256_unpackhi_ps(r0, r1);
    let t2 = _mm256_unpacklo_ps(r2, r3);
    let t3 = _mm256_unpackhi_ps(r2, r3);
    [
        _mm256_shuffle_ps::<0x44>(t0, t2),
        _mm256_shuffle_ps::<0xEE>(t0, t2),
        _mm256_shuffle_ps::<0x44>(t1, t3),
        _mm256_shuffle_ps::<0xEE>(t1, t3),
    ]
}
