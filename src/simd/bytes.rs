//! Rows of eight 8-bit integers reduced as bytes, a 64-bit word per row.
//!
//! XLA's loop for the sums and the first extrema of `int8` rows works on the
//! bytes themselves, many rows to a vector (its dumped object code); here
//! the rows of 8 bytes are the 64-bit words of a vector:
//!
//! - a row's sum is one `psadbw` of its word (the sum of its bytes'
//!   distances from zero, the unsigned sum; signed bytes, offset by 128,
//!   give it less 8 · 128);
//! - a row's first maximum (minimum) is where its bytes equal the word's
//!   maximum, found by three shuffles and maxima inside each word: the
//!   lowest set bit of its 8 bits of `pmovmskb`'s mask.
//!
//! The vectors are AVX2's (32 bytes, four rows), chosen at run time;
//! elsewhere each row is added or scanned in turn: the same results.

/// The 8-bit integers whose rows of eight the kernels reduce: `i8` and
/// `u8`, whose bytes the vectors read as they are.
pub(crate) trait Byte: Copy + Ord + Into<i64> {
    /// Whether the bytes are signed.
    const SIGNED: bool;
}

impl Byte for i8 {
    const SIGNED: bool = true;
}

impl Byte for u8 {
    const SIGNED: bool = false;
}

/// `out[i]` = the sum of the eight values `values[8 i .. 8 i + 8]`, for
/// each `i` below `out.len()`.
///
/// # Panics
///
/// If `values` holds fewer than `8 · out.len()` values.
pub(crate) fn sums_of_eights<B: Byte>(values: &[B], out: &mut [i64]) {
    let values = &values[..8 * out.len()];
    let done = vectors(out.len());
    #[cfg(target_arch = "x86_64")]
    if done > 0 {
        // SAFETY: the CPU has AVX2 (`vectors` found it); `values` holds
        // `8 · out.len()` one-byte values (sliced above), read as `u8`s,
        // as `x86::sums` requires of `out[..done]`.
        unsafe { x86::sums::<B>(values.as_ptr().cast(), &mut out[..done]) };
    }
    for (o, row) in out[done..]
        .iter_mut()
        .zip(values[8 * done..].chunks_exact(8))
    {
        *o = row.iter().map(|&x| x.into()).sum();
    }
}

/// `out[i]` = the index (0 to 7) of the first maximum (`MAX`) or minimum
/// of the eight values `values[8 i .. 8 i + 8]`, for each `i` below
/// `out.len()`: `jnp.argmax`'s and `jnp.argmin`'s.
///
/// # Panics
///
/// If `values` holds fewer than `8 · out.len()` values.
pub(crate) fn first_extrema_of_eights<B: Byte, const MAX: bool>(values: &[B], out: &mut [u8]) {
    let values = &values[..8 * out.len()];
    let done = vectors(out.len());
    #[cfg(target_arch = "x86_64")]
    if done > 0 {
        // SAFETY: as in `sums_of_eights`.
        unsafe { x86::first_extrema::<B, MAX>(values.as_ptr().cast(), &mut out[..done]) };
    }
    for (o, row) in out[done..]
        .iter_mut()
        .zip(values[8 * done..].chunks_exact(8))
    {
        let mut at = 0;
        for (j, &x) in row.iter().enumerate() {
            if (MAX && x > row[at]) || (!MAX && x < row[at]) {
                at = j;
            }
        }
        *o = at as u8;
    }
}

/// The rows of `rows` the AVX2 kernels take, four to a vector: none where
/// the CPU lacks AVX2 (and off x86_64); the rest go a row at a time.
fn vectors(rows: usize) -> usize {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        return rows / 4 * 4;
    }
    let _ = rows;
    0
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::Byte;
    use core::arch::x86_64::{
        __m256i, _mm256_cmpeq_epi8, _mm256_loadu_si256, _mm256_max_epi8, _mm256_max_epu8,
        _mm256_min_epi8, _mm256_min_epu8, _mm256_movemask_epi8, _mm256_sad_epu8, _mm256_set1_epi8,
        _mm256_set1_epi64x, _mm256_setr_epi8, _mm256_setzero_si256, _mm256_shuffle_epi8,
        _mm256_shuffle_epi32, _mm256_storeu_si256, _mm256_sub_epi64, _mm256_xor_si256,
    };

    /// [`super::sums_of_eights`] with AVX2: four rows to a vector.
    ///
    /// # Safety
    ///
    /// The CPU must have AVX2, `out.len()` must be a multiple of 4, and
    /// `values` must hold `8 · out.len()` bytes.
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn sums<B: Byte>(values: *const u8, out: &mut [i64]) {
        let (flip, offset) = match B::SIGNED {
            // Signed bytes as unsigned ones 128 larger: eight of them sum
            // to 1,024 more.
            true => (_mm256_set1_epi8(i8::MIN), _mm256_set1_epi64x(8 * 128)),
            false => (_mm256_setzero_si256(), _mm256_setzero_si256()),
        };
        for (g, o) in out.chunks_exact_mut(4).enumerate() {
            // SAFETY: the 32 bytes at `values + 32 g` are rows `4 g` to `4 g
            // + 3`, inside `values` (the caller's contract: `4 g + 3 <
            // out.len()`); the store writes `o`'s four `i64`s.
            unsafe {
                let x = _mm256_loadu_si256(values.add(32 * g).cast());
                let x = _mm256_xor_si256(x, flip);
                let sums = _mm256_sub_epi64(_mm256_sad_epu8(x, _mm256_setzero_si256()), offset);
                _mm256_storeu_si256(o.as_mut_ptr().cast(), sums);
            }
        }
    }

    /// [`super::first_extrema_of_eights`] with AVX2: four rows to a vector.
    ///
    /// # Safety
    ///
    /// As for [`sums`].
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn first_extrema<B: Byte, const MAX: bool>(
        values: *const u8,
        out: &mut [u8],
    ) {
        for (g, o) in out.chunks_exact_mut(4).enumerate() {
            // SAFETY: as in `sums`, the 32 bytes of rows `4 g` to `4 g + 3`.
            let x = unsafe { _mm256_loadu_si256(values.add(32 * g).cast()) };
            let best = extrema::<MAX>(x, B::SIGNED);
            let hits = _mm256_movemask_epi8(_mm256_cmpeq_epi8(x, best));
            for (r, o) in o.iter_mut().enumerate() {
                // Row `r`'s 8 bits; one at least is set (its extremum).
                *o = ((hits as u32 >> (8 * r)) as u8).trailing_zeros() as u8;
            }
        }
    }

    /// Every byte of each 64-bit word of `x` replaced by the word's
    /// maximum (`MAX`) or minimum, of signed or unsigned bytes: the word's
    /// halves, quarters and bytes paired by shuffles.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn extrema<const MAX: bool>(x: __m256i, signed: bool) -> __m256i {
        // Each word's two 32-bit halves swapped, then its 16-bit pairs and
        // its bytes, each lane beside its partner.
        #[rustfmt::skip]
        let (pairs, bytes) = (
            _mm256_setr_epi8(
                2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13,
                2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13,
            ),
            _mm256_setr_epi8(
                1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14,
                1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14,
            ),
        );
        let x = pick::<MAX>(x, _mm256_shuffle_epi32::<0b10_11_00_01>(x), signed);
        let x = pick::<MAX>(x, _mm256_shuffle_epi8(x, pairs), signed);
        pick::<MAX>(x, _mm256_shuffle_epi8(x, bytes), signed)
    }

    /// Byte by byte the larger (`MAX`) or smaller of `a` and `b`, signed or
    /// unsigned.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn pick<const MAX: bool>(a: __m256i, b: __m256i, signed: bool) -> __m256i {
        match (signed, MAX) {
            (true, true) => _mm256_max_epi8(a, b),
            (true, false) => _mm256_min_epi8(a, b),
            (false, true) => _mm256_max_epu8(a, b),
            (false, false) => _mm256_min_epu8(a, b),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec;
    use std::vec::Vec;

    /// Bytes of the whole range, many ties among them: every fourth row
    /// of one value, the others of 4 levels around a random base, with
    /// each extreme value somewhere.
    fn bytes(rows: usize, seed: u64) -> Vec<u8> {
        let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        (0..8 * rows)
            .map(|i| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                match (i / 8 % 4, i % 97) {
                    (0, _) => (i / 8) as u8,
                    (_, 0) => 0,
                    (_, 1) => 255,
                    (_, 2) => 127,
                    (_, 3) => 128,
                    _ => ((state >> 40) as u8 & 0xc0) | (state as u8 & 3),
                }
            })
            .collect()
    }

    /// The kernels' sums of rows of eight equal each row's sum, signed and
    /// unsigned, for counts of rows around the vectors' four.
    #[test]
    fn sums_of_eights_are_each_row_s_sum() {
        for rows in (0..=9).chain([37, 1000]) {
            let values = bytes(rows, rows as u64);
            let signed: Vec<i8> = values.iter().map(|&x| x as i8).collect();
            let (mut unsigned_sums, mut signed_sums) = (vec![0; rows], vec![0; rows]);
            sums_of_eights(&values, &mut unsigned_sums);
            sums_of_eights(&signed, &mut signed_sums);
            for r in 0..rows {
                let row = r * 8..r * 8 + 8;
                let want: i64 = values[row.clone()].iter().map(|&x| i64::from(x)).sum();
                assert_eq!(unsigned_sums[r], want, "unsigned row {r} of {rows}");
                let want: i64 = signed[row].iter().map(|&x| i64::from(x)).sum();
                assert_eq!(signed_sums[r], want, "signed row {r} of {rows}");
            }
        }
    }

    /// The kernels' first extrema of rows of eight are the first maximum
    /// and minimum of each row, signed and unsigned, ties among them.
    #[test]
    fn first_extrema_of_eights_are_each_row_s_first() {
        fn first<T: Ord + Copy>(row: &[T], max: bool) -> u8 {
            let best = if max {
                row.iter().max()
            } else {
                row.iter().min()
            };
            row.iter().position(|x| Some(x) == best).unwrap() as u8
        }
        for rows in (0..=9).chain([37, 1000]) {
            let values = bytes(rows, 7 + rows as u64);
            let signed: Vec<i8> = values.iter().map(|&x| x as i8).collect();
            let mut found = [vec![0; rows], vec![0; rows], vec![0; rows], vec![0; rows]];
            first_extrema_of_eights::<_, true>(&values, &mut found[0]);
            first_extrema_of_eights::<_, false>(&values, &mut found[1]);
            first_extrema_of_eights::<_, true>(&signed, &mut found[2]);
            first_extrema_of_eights::<_, false>(&signed, &mut found[3]);
            for r in 0..rows {
                let (row, signed_row) = (&values[r * 8..r * 8 + 8], &signed[r * 8..r * 8 + 8]);
                let want = [
                    first(row, true),
                    first(row, false),
                    first(signed_row, true),
                    first(signed_row, false),
                ];
                let got = [found[0][r], found[1][r], found[2][r], found[3][r]];
                assert_eq!(got, want, "row {r} of {rows}: {row:?}");
            }
        }
    }
}
