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
pub(crate) unsafe fn load_transposed8x8(src: *const f32, step: usize) -> [__m256; 8] {
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
pub(crate) unsafe fn load_transposed4x4(src: *const f64, step: usize) -> [__m256d; 4] {
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
pub(crate) unsafe fn load_transposed8x8_u16_pairs(src: *const u16, step: usize) -> [__m256i; 8] {
    // SAFETY: each load reads the 16 values at `src + j · step`, `j` < 8:
    // the rows the caller vouches for.
    let r: [__m256i; 8] =
        core::array::from_fn(|j| unsafe { _mm256_loadu_si256(src.add(j * step).cast()) });
    interleave_rows(r, 16)
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
pub(crate) unsafe fn load_transposed8x32_u8(src: *const u8, step: usize) -> [__m256i; 8] {
    // SAFETY: each load reads the 32 bytes at `src + j · step`, `j` < 8:
    // the rows the caller vouches for.
    let r: [__m256i; 8] =
        core::array::from_fn(|j| unsafe { _mm256_loadu_si256(src.add(j * step).cast()) });
    interleave_rows(r, 8)
}

/// Eight rows of `bits`-bit values (8 or 16) interleaved three times,
/// within each 128-bit half: rows 2k and 2k + 1 by `bits`-bit lanes; then
/// those results in the pairs (0, 2), (1, 3), (4, 6), (5, 7) by lanes twice
/// as wide; then in the pairs (0, 4), (1, 5), (2, 6), (3, 7) by lanes four
/// times as wide. The results' halves then hold runs of `8 · bits` bits,
/// each one value of every row (row `j` at place `j`): the half's values
/// 0, 1, 2, ... in the order of the results and of the runs in each.
#[target_feature(enable = "avx2")]
#[inline]
fn interleave_rows(r: [__m256i; 8], bits: u32) -> [__m256i; 8] {
    let (a0, a1) = unpack(r[0], r[1], bits);
    let (a2, a3) = unpack(r[2], r[3], bits);
    let (a4, a5) = unpack(r[4], r[5], bits);
    let (a6, a7) = unpack(r[6], r[7], bits);
    let (b0, b1) = unpack(a0, a2, 2 * bits);
    let (b2, b3) = unpack(a1, a3, 2 * bits);
    let (b4, b5) = unpack(a4, a6, 2 * bits);
    let (b6, b7) = unpack(a5, a7, 2 * bits);
    let (c0, c1) = unpack(b0, b4, 4 * bits);
    let (c2, c3) = unpack(b1, b5, 4 * bits);
    let (c4, c5) = unpack(b2, b6, 4 * bits);
    let (c6, c7) = unpack(b3, b7, 4 * bits);
    [c0, c1, c2, c3, c4, c5, c6, c7]
}

/// The low and high interleaves of `a` and `b` by lanes of `bits` bits (8,
/// 16, 32 or 64), within each 128-bit half.
#[target_feature(enable = "avx2")]
#[inline]
fn unpack(a: __m256i, b: __m256i, bits: u32) -> (__m256i, __m256i) {
    match bits {
        8 => (_mm256_unpacklo_epi8(a, b), _mm256_unpackhi_epi8(a, b)),
        16 => (_mm256_unpacklo_epi16(a, b), _mm256_unpackhi_epi16(a, b)),
        32 => (_mm256_unpacklo_epi32(a, b), _mm256_unpackhi_epi32(a, b)),
        _ => (_mm256_unpacklo_epi64(a, b), _mm256_unpackhi_epi64(a, b)),
    }
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
pub(crate) unsafe fn transposed8x4(src: *const f32, step: usize) -> [__m256; 4] {
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
