//! The integer matrix product of 16-bit operands with 32-bit sums, which
//! every 8- and 16-bit integer product (and every 32- and 64-bit one whose
//! operands fit) runs: `c[i][j] = Σ_l a[i][l] · b[l][j]` modulo 2³², exact,
//! as XLA's integer dots wrap.
//!
//! No well-kept crate fits: the `gemm` crates and matrixmultiply have no
//! integer kernels, and the int8 GEMMs of ML runtimes take `u8 × i8`
//! operands with zero points, not `i16` ones with JAX's wrapping. The
//! kernel is the textbook one, re-derived: `b` packed once into panels of
//! 16 columns whose rows are interleaved in pairs, and `a` into pairs of
//! values, one `i32` each, so that one instruction multiplies a broadcast
//! pair `(a[i][2q], a[i][2q+1])` by the pairs of a vector of columns and
//! adds both products into each column's `i32` sum: AVX-512 VNNI's
//! `vpdpwssd` (16 columns, eight rows of `a` at a time) where the CPU has
//! it, else AVX2's `vpmaddwd` and `vpaddd` (8 columns to a vector, four
//! rows), else plain Rust. A product of two `i16` is at most 2³⁰ in
//! magnitude and every step wraps modulo 2³² (`vpmaddwd`'s one overflowing
//! case, both pairs `-2¹⁵ · -2¹⁵`, gives `-2³¹`, the sum modulo 2³²), so
//! every sum is the exact one modulo 2³², in any order.
//!
//! Rows of the result run on the pool's threads for a large product,
//! sharing the packed `b`; each sum is exact, so the result does not
//! depend on the number of threads.

use std::vec::Vec;

use super::on_weighted_rows;

/// Columns of a packed panel of `b`.
const NR: usize = 16;

/// Rows of `a` against one panel at a time, at most: 8 with AVX-512 VNNI
/// (eight 512-bit vectors of sums), 4 otherwise (eight 256-bit ones).
const MR: usize = 8;

/// How a block of rows times a panel is computed on this CPU.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kernel {
    /// AVX-512 VNNI's `vpdpwssd`: a pair's two products added into the sum
    /// in one instruction, 16 columns to a vector.
    Vnni,
    /// AVX2's `vpmaddwd` and `vpaddd`, 8 columns to a vector.
    Avx2,
    /// Plain Rust.
    Portable,
}

impl Kernel {
    fn detect() -> Kernel {
        #[cfg(target_arch = "x86_64")]
        {
            if std::is_x86_feature_detected!("avx512f")
                && std::is_x86_feature_detected!("avx512vnni")
            {
                return Kernel::Vnni;
            }
            if std::is_x86_feature_detected!("avx2") {
                return Kernel::Avx2;
            }
        }
        Kernel::Portable
    }

    /// The rows of a block.
    fn rows(self) -> usize {
        match self {
            Kernel::Vnni => 8,
            Kernel::Avx2 | Kernel::Portable => 4,
        }
    }
}

/// `b` (`k × n`, row-major) packed into panels of [`NR`] columns, each its
/// rows in pairs, interleaved: for pair `q` of a panel, `2 NR` values
/// `b[2q][j], b[2q+1][j]` for each column `j`, zeros past `n` and `k`.
struct Panels {
    values: Vec<i16>,
    /// Pairs of rows: `k` halved, rounded up.
    pairs: usize,
}

impl Panels {
    /// `None` where the memory cannot be had.
    fn pack<T: Copy>(k: usize, n: usize, b: &[T], to: &impl Fn(T) -> i16) -> Option<Panels> {
        let pairs = k.div_ceil(2);
        let panels = n.div_ceil(NR);
        let len = panels.checked_mul(pairs)?.checked_mul(2 * NR)?;
        let mut values = Vec::new();
        values.try_reserve_exact(len).ok()?;
        values.resize(len, 0);
        if len == 0 {
            return Some(Panels { values, pairs });
        }
        for (p, panel) in values.chunks_exact_mut(pairs * 2 * NR).enumerate() {
            for (q, pair) in panel.chunks_exact_mut(2 * NR).enumerate() {
                for (c, slot) in pair.chunks_exact_mut(2).enumerate() {
                    let j = p * NR + c;
                    if j < n {
                        slot[0] = to(b[2 * q * n + j]);
                        if 2 * q + 1 < k {
                            slot[1] = to(b[(2 * q + 1) * n + j]);
                        }
                    }
                }
            }
        }
        Some(Panels { values, pairs })
    }

    fn panel(&self, p: usize) -> &[i16] {
        let len = self.pairs * 2 * NR;
        &self.values[p * len..(p + 1) * len]
    }
}

/// `a` (`m × k`, row-major) as pairs of values, each pair one `i32` (the
/// first value in its low half) for a broadcast: `m × pairs` of them.
fn pack_pairs<T: Copy>(m: usize, k: usize, a: &[T], to: &impl Fn(T) -> i16) -> Option<Vec<i32>> {
    let pairs = k.div_ceil(2);
    let mut out = Vec::new();
    out.try_reserve_exact(m.checked_mul(pairs)?).ok()?;
    for row in a.chunks_exact(k.max(1)).take(m) {
        for pair in row.chunks(2) {
            let low = u32::from(to(pair[0]) as u16);
            let high = pair.get(1).map_or(0, |&x| u32::from(to(x) as u16));
            out.push((low | high << 16) as i32);
        }
    }
    Some(out)
}

/// `c = a · b` for `a` of `m × k` and `b` of `k × n` values, row-major,
/// each read as the `i16` that `to` gives (while packed), into `c`
/// (`m × n`), each sum modulo 2³². `false` (and `c` untouched) where the
/// packed copies' memory cannot be had.
pub(crate) fn gemm_i16<T: Copy>(
    (m, k, n): (usize, usize, usize),
    a: &[T],
    b: &[T],
    c: &mut [i32],
    to: impl Fn(T) -> i16,
) -> bool {
    assert!(
        a.len() == m * k && b.len() == k * n && c.len() == m * n,
        "operands of m × k, k × n and m × n values"
    );
    if k == 0 {
        c.fill(0);
        return true;
    }
    if m == 0 || n == 0 {
        return true;
    }
    let (Some(panels), Some(pairs)) = (Panels::pack(k, n, b, &to), pack_pairs(m, k, a, &to)) else {
        return false;
    };
    let work = panels.pairs.max(1) * n;
    let kernel = Kernel::detect();
    on_weighted_rows(c, n, work, |rows, piece| {
        let a = &pairs[rows.start * panels.pairs..rows.end * panels.pairs];
        rows_times_panels(kernel, a, &panels, n, piece);
    });
    true
}

/// The rows of `c` in `out` (`out.len() / n` rows) from their rows of `a`
/// as pairs: every panel, the kernel's rows at a time.
fn rows_times_panels(kernel: Kernel, a: &[i32], panels: &Panels, n: usize, out: &mut [i32]) {
    let rows = out.len() / n;
    let pairs = panels.pairs;
    for p in 0..n.div_ceil(NR) {
        let panel = panels.panel(p);
        let width = NR.min(n - p * NR);
        for r0 in (0..rows).step_by(kernel.rows()) {
            let take = kernel.rows().min(rows - r0);
            let mut sums = [[0_i32; NR]; MR];
            block(
                kernel,
                &a[r0 * pairs..(r0 + take) * pairs],
                pairs,
                panel,
                &mut sums,
            );
            for (r, s) in sums.iter().take(take).enumerate() {
                let at = (r0 + r) * n + p * NR;
                out[at..at + width].copy_from_slice(&s[..width]);
            }
        }
    }
}

/// `sums[r][j]` = row `r` of `a` (up to the kernel's rows of `pairs`
/// pairs) times column `j` of one panel.
fn block(kernel: Kernel, a: &[i32], pairs: usize, panel: &[i16], sums: &mut [[i32; NR]; MR]) {
    assert!(
        a.len().is_multiple_of(pairs.max(1))
            && a.len() <= kernel.rows() * pairs
            && panel.len() == pairs * 2 * NR,
        "up to the kernel's rows of pairs and one panel"
    );
    match kernel {
        #[cfg(target_arch = "x86_64")]
        // SAFETY: `Kernel::detect` found AVX-512F and VNNI on this CPU; the
        // sizes are checked by the assertion above.
        Kernel::Vnni => unsafe { vnni::block(a, pairs, panel, sums) },
        #[cfg(target_arch = "x86_64")]
        // SAFETY: `Kernel::detect` found AVX2 on this CPU; the sizes are
        // checked by the assertion above.
        Kernel::Avx2 => unsafe { avx2::block(a, pairs, panel, sums) },
        _ => portable_block(a, pairs, panel, sums),
    }
}

/// [`block`] in plain Rust: the same sums, modulo 2³².
fn portable_block(a: &[i32], pairs: usize, panel: &[i16], sums: &mut [[i32; NR]; MR]) {
    if pairs == 0 {
        return;
    }
    for (row, s) in a.chunks_exact(pairs).zip(sums.iter_mut()) {
        for (&pair, b) in row.iter().zip(panel.chunks_exact(2 * NR)) {
            let (lo, hi) = (i32::from(pair as i16), i32::from((pair >> 16) as i16));
            for (sum, col) in s.iter_mut().zip(b.chunks_exact(2)) {
                let two = (lo * i32::from(col[0])).wrapping_add(hi * i32::from(col[1]));
                *sum = sum.wrapping_add(two);
            }
        }
    }
}

#[cfg(target_arch = "x86_64")]
mod avx2 {
    use core::arch::x86_64::{
        __m256i, _mm256_add_epi32, _mm256_loadu_si256, _mm256_madd_epi16, _mm256_set1_epi32,
        _mm256_setzero_si256, _mm256_storeu_si256,
    };

    use super::{MR, NR};

    /// [`super::block`] with `vpmaddwd`: for each pair, the panel's two
    /// vectors (8 columns each, their pairs interleaved) times each row's
    /// broadcast pair, added into two vectors of sums per row.
    ///
    /// # Safety
    ///
    /// The CPU must have AVX2; `a` holds up to 4 rows of `pairs` values
    /// and `panel` `pairs · 2 NR` values.
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn block(a: &[i32], pairs: usize, panel: &[i16], sums: &mut [[i32; NR]; MR]) {
        let rows = a.len().checked_div(pairs).unwrap_or(0);
        let mut acc = [[_mm256_setzero_si256(); 2]; 4];
        match rows {
            4 => run::<4>(a, pairs, panel, &mut acc),
            3 => run::<3>(a, pairs, panel, &mut acc),
            2 => run::<2>(a, pairs, panel, &mut acc),
            1 => run::<1>(a, pairs, panel, &mut acc),
            _ => {}
        }
        for (s, v) in sums.iter_mut().zip(&acc) {
            let (low, high) = s.split_at_mut(NR / 2);
            // SAFETY: each half of a row of sums holds 8 `i32`, one
            // unaligned 256-bit store.
            unsafe {
                _mm256_storeu_si256(low.as_mut_ptr().cast::<__m256i>(), v[0]);
                _mm256_storeu_si256(high.as_mut_ptr().cast::<__m256i>(), v[1]);
            }
        }
    }

    /// The loop over pairs for `R` rows, unrolled over the rows.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn run<const R: usize>(a: &[i32], pairs: usize, panel: &[i16], acc: &mut [[__m256i; 2]; 4]) {
        assert!(a.len() >= R * pairs && panel.len() >= pairs * 2 * NR);
        for (q, b) in panel.chunks_exact(2 * NR).take(pairs).enumerate() {
            // SAFETY: `b` holds 2 NR = 32 `i16`, two unaligned 256-bit loads.
            let (b0, b1) = unsafe {
                (
                    _mm256_loadu_si256(b.as_ptr().cast::<__m256i>()),
                    _mm256_loadu_si256(b.as_ptr().add(NR).cast::<__m256i>()),
                )
            };
            for (r, v) in acc.iter_mut().take(R).enumerate() {
                let x = _mm256_set1_epi32(a[r * pairs + q]);
                v[0] = _mm256_add_epi32(v[0], _mm256_madd_epi16(x, b0));
                v[1] = _mm256_add_epi32(v[1], _mm256_madd_epi16(x, b1));
            }
        }
    }
}

#[cfg(target_arch = "x86_64")]
mod vnni {
    use core::arch::x86_64::{
        __m512i, _mm512_dpwssd_epi32, _mm512_loadu_si512, _mm512_set1_epi32, _mm512_setzero_si512,
        _mm512_storeu_si512,
    };

    use super::{MR, NR};

    /// [`super::block`] with `vpdpwssd`: for each pair, the panel's vector
    /// (16 columns, their pairs interleaved) times each row's broadcast
    /// pair, both products added into the row's vector of sums.
    ///
    /// # Safety
    ///
    /// The CPU must have AVX-512F and AVX-512 VNNI; `a` holds up to [`MR`]
    /// rows of `pairs` values and `panel` `pairs · 2 NR` values.
    #[target_feature(enable = "avx512f,avx512vnni")]
    pub(super) unsafe fn block(a: &[i32], pairs: usize, panel: &[i16], sums: &mut [[i32; NR]; MR]) {
        let rows = a.len().checked_div(pairs).unwrap_or(0);
        let mut acc = [_mm512_setzero_si512(); MR];
        match rows {
            8 => run::<8>(a, pairs, panel, &mut acc),
            7 => run::<7>(a, pairs, panel, &mut acc),
            6 => run::<6>(a, pairs, panel, &mut acc),
            5 => run::<5>(a, pairs, panel, &mut acc),
            4 => run::<4>(a, pairs, panel, &mut acc),
            3 => run::<3>(a, pairs, panel, &mut acc),
            2 => run::<2>(a, pairs, panel, &mut acc),
            1 => run::<1>(a, pairs, panel, &mut acc),
            _ => {}
        }
        for (s, &v) in sums.iter_mut().zip(&acc) {
            // SAFETY: a row of sums holds NR = 16 `i32`, one unaligned
            // 512-bit store.
            unsafe { _mm512_storeu_si512(s.as_mut_ptr().cast::<__m512i>(), v) };
        }
    }

    /// The loop over pairs for `R` rows, unrolled over the rows.
    #[inline]
    #[target_feature(enable = "avx512f,avx512vnni")]
    fn run<const R: usize>(a: &[i32], pairs: usize, panel: &[i16], acc: &mut [__m512i; MR]) {
        assert!(a.len() >= R * pairs && panel.len() >= pairs * 2 * NR);
        for (q, b) in panel.chunks_exact(2 * NR).take(pairs).enumerate() {
            // SAFETY: `b` holds 2 NR = 32 `i16`, one unaligned 512-bit load.
            let b = unsafe { _mm512_loadu_si512(b.as_ptr().cast::<__m512i>()) };
            for (r, v) in acc.iter_mut().take(R).enumerate() {
                *v = _mm512_dpwssd_epi32(*v, _mm512_set1_epi32(a[r * pairs + q]), b);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec;

    /// The product of the plain definition, in `i64` reduced modulo 2³².
    fn reference(m: usize, k: usize, n: usize, a: &[i16], b: &[i16]) -> Vec<i32> {
        let mut c = vec![0_i32; m * n];
        for i in 0..m {
            for j in 0..n {
                let s: i64 = (0..k)
                    .map(|l| i64::from(a[i * k + l]) * i64::from(b[l * n + j]))
                    .sum();
                c[i * n + j] = s as i32;
            }
        }
        c
    }

    /// Every shape around the kernel's blocks (rows not a multiple of 4,
    /// columns not of 16, odd `k`), with values across the whole `i16`
    /// range (the extremes included, whose sums wrap): the kernel and the
    /// portable loop give the exact sums modulo 2³².
    #[test]
    fn sums_are_exact_modulo_two_to_the_32() {
        let value = |i: usize, seed: usize| -> i16 {
            let h = ((i * 2654435761 + seed * 40503) % 65536) as u16;
            match i % 11 {
                0 => i16::MIN,
                1 => i16::MAX,
                _ => h as i16,
            }
        };
        for (m, k, n) in [
            (1, 1, 1),
            (3, 5, 17),
            (4, 2, 16),
            (5, 7, 33),
            (9, 64, 31),
            (17, 301, 47),
            (2, 0, 3),
        ] {
            let a: Vec<i16> = (0..m * k).map(|i| value(i, 1)).collect();
            let b: Vec<i16> = (0..k * n).map(|i| value(i, 2)).collect();
            let mut c = vec![7_i32; m * n];
            assert!(gemm_i16((m, k, n), &a, &b, &mut c, |x| x));
            assert_eq!(c, reference(m, k, n, &a, &b), "{m} x {k} x {n}");
            // Each kernel this CPU has agrees with the portable one.
            let panels = Panels::pack(k, n, &b, &|x| x).unwrap();
            let pairs = pack_pairs(m, k, &a, &|x| x).unwrap();
            let detected = Kernel::detect();
            let kernels = [Kernel::Vnni, Kernel::Avx2, Kernel::Portable];
            let have = match detected {
                Kernel::Vnni => &kernels[..],
                Kernel::Avx2 => &kernels[1..],
                Kernel::Portable => &kernels[2..],
            };
            for p in 0..n.div_ceil(NR) {
                let mut plain = [[0; NR]; MR];
                let rows = m.min(4);
                let a = &pairs[..rows * panels.pairs];
                portable_block(a, panels.pairs, panels.panel(p), &mut plain);
                for &kernel in have {
                    let mut fast = [[0; NR]; MR];
                    block(kernel, a, panels.pairs, panels.panel(p), &mut fast);
                    assert_eq!(fast, plain, "{kernel:?}, panel {p} of {m} x {k} x {n}");
                }
            }
        }
    }
}
