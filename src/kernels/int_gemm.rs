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
//! `a` is packed in blocks of the kernel's rows, each pair of its rows side
//! by side, so that the kernel reads its broadcasts in order; with VNNI a
//! block runs against two panels at once (two panel loads and eight
//! broadcasts feed sixteen `vpdpwssd`). Both packings run on the pool's
//! threads, into memory each thread keeps for its next product (fresh
//! memory cost a sixth of the time in the kernel's zeroing of pages).
//! Rows of the result run on the pool's threads for a large product,
//! sharing the packed `b`; each sum is exact, so the result does not
//! depend on the number of threads.

use std::vec::Vec;

use super::{on_rows, on_weighted_rows};

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
    /// `None` where the memory cannot be had. The panels are packed on the
    /// pool's threads.
    fn pack<T: Copy + Sync>(
        k: usize,
        n: usize,
        b: &[T],
        to: &(impl Fn(T) -> i16 + Sync),
        mut values: Vec<i16>,
    ) -> Option<Panels> {
        let pairs = k.div_ceil(2);
        let panels = n.div_ceil(NR);
        let len = panels.checked_mul(pairs)?.checked_mul(2 * NR)?;
        zeroed(&mut values, len)?;
        if len == 0 {
            return Some(Panels { values, pairs });
        }
        on_rows(&mut values, pairs * 2 * NR, |indices, piece| {
            for (p, panel) in indices.zip(piece.chunks_exact_mut(pairs * 2 * NR)) {
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
        });
        Some(Panels { values, pairs })
    }

    fn panel(&self, p: usize) -> &[i16] {
        let len = self.pairs * 2 * NR;
        &self.values[p * len..(p + 1) * len]
    }
}

/// `a` (`m × k`, row-major) as pairs of values, each pair one `i32` (the
/// first value in its low half) for a broadcast, in blocks of `height` rows
/// interleaved: pair `q` of the block's rows side by side, so that the
/// kernel reads its broadcasts in order (rows past `m` are zeros).
fn pack_pairs<T: Copy + Sync>(
    (m, k): (usize, usize),
    a: &[T],
    height: usize,
    to: &(impl Fn(T) -> i16 + Sync),
    mut out: Vec<i32>,
) -> Option<Vec<i32>> {
    let pairs = k.div_ceil(2);
    let len = m.div_ceil(height).checked_mul(height)?.checked_mul(pairs)?;
    zeroed(&mut out, len)?;
    let pair = |row: &[T], q: usize| {
        let low = u32::from(to(row[2 * q]) as u16);
        let high = row.get(2 * q + 1).map_or(0, |&x| u32::from(to(x) as u16));
        (low | high << 16) as i32
    };
    // A block of rows at a time, on the pool's threads.
    on_rows(&mut out, (height * pairs).max(1), |blocks, piece| {
        for (b, block) in blocks.zip(piece.chunks_exact_mut((height * pairs).max(1))) {
            for r in 0..height.min(m.saturating_sub(b * height)) {
                let i = b * height + r;
                let row = &a[i * k..(i + 1) * k];
                for q in 0..pairs {
                    block[q * height + r] = pair(row, q);
                }
            }
        }
    });
    Some(out)
}

/// `c = a · b` for `a` of `m × k` and `b` of `k × n` values, row-major,
/// each read as the `i16` that `to` gives (while packed), into `c`
/// (`m × n`), each sum modulo 2³² written as `from` converts it. `false`
/// (and `c` untouched) where the packed copies' memory cannot be had.
pub(crate) fn gemm_i16<T: Copy + Sync, O: Send>(
    (m, k, n): (usize, usize, usize),
    a: &[T],
    b: &[T],
    c: &mut [O],
    to: impl Fn(T) -> i16 + Sync,
    from: impl Fn(i32) -> O + Sync,
) -> bool {
    assert!(
        a.len() == m * k && b.len() == k * n && c.len() == m * n,
        "operands of m × k, k × n and m × n values"
    );
    if k == 0 {
        c.iter_mut().for_each(|x| *x = from(0));
        return true;
    }
    if m == 0 || n == 0 {
        return true;
    }
    let kernel = Kernel::detect();
    let height = kernel.rows();
    let (b_memory, a_memory) = SCRATCH.take();
    let packed = (
        Panels::pack(k, n, b, &to, b_memory),
        pack_pairs((m, k), a, height, &to, a_memory),
    );
    let (Some(panels), Some(blocks)) = packed else {
        return false;
    };
    let work = panels.pairs.max(1) * n;
    on_weighted_rows(c, n, work, |rows, piece| {
        rows_times_panels(kernel, &blocks, rows.start, &panels, n, piece, &from);
    });
    let bytes = 2 * panels.values.capacity() + 4 * blocks.capacity();
    if bytes <= SCRATCH_BYTES {
        SCRATCH.set((panels.values, blocks));
    }
    true
}

/// The most bytes of packed copies (both) a thread keeps for its next
/// product.
const SCRATCH_BYTES: usize = 1 << 25;

std::thread_local! {
    /// The memory of the last product's packed copies (up to
    /// [`SCRATCH_BYTES`]), reused by the next product on this thread:
    /// fresh memory costs the kernel's zeroing of its pages (a sixth of a
    /// 1024 × 1024 product's time).
    static SCRATCH: core::cell::Cell<(Vec<i16>, Vec<i32>)> =
        const { core::cell::Cell::new((Vec::new(), Vec::new())) };
}

/// `values` as `len` zeros, reusing its memory; `None` where more cannot
/// be had.
fn zeroed<T: Copy + Default>(values: &mut Vec<T>, len: usize) -> Option<()> {
    values.clear();
    values.try_reserve_exact(len).ok()?;
    values.resize(len, T::default());
    Some(())
}

/// The rows of `c` from `first` in `out` (`out.len() / n` rows) from the
/// blocks of `a` (packed, [`pack_pairs`]): every panel (two at a time with
/// VNNI, which then loads one broadcast pair for 32 columns), a block of
/// rows at a time (a block that the piece cuts is computed whole, its rows
/// inside the piece written).
fn rows_times_panels<O>(
    kernel: Kernel,
    blocks: &[i32],
    first: usize,
    panels: &Panels,
    n: usize,
    out: &mut [O],
    from: &impl Fn(i32) -> O,
) {
    let rows = out.len() / n;
    let (pairs, height) = (panels.pairs, kernel.rows());
    let count = n.div_ceil(NR);
    let step = if kernel == Kernel::Vnni { 2 } else { 1 };
    let (start, end) = (first / height, (first + rows).div_ceil(height));
    for p in (0..count).step_by(step) {
        let two = step == 2 && p + 1 < count;
        for b in start..end {
            let block_a = &blocks[b * height * pairs..(b + 1) * height * pairs];
            let mut sums = [[[0_i32; NR]; MR]; 2];
            if two {
                let (low, high) = sums.split_at_mut(1);
                let panels = [panels.panel(p), panels.panel(p + 1)];
                block_two(block_a, pairs, panels, [&mut low[0], &mut high[0]]);
            } else {
                block(kernel, block_a, pairs, panels.panel(p), &mut sums[0]);
            }
            for (half, sums) in sums.iter().enumerate().take(1 + usize::from(two)) {
                let column = (p + half) * NR;
                let width = NR.min(n - column);
                for (r, s) in sums.iter().enumerate().take(height) {
                    let Some(row) = (b * height + r).checked_sub(first).filter(|&i| i < rows)
                    else {
                        continue;
                    };
                    let at = row * n + column;
                    for (o, &x) in out[at..at + width].iter_mut().zip(&s[..width]) {
                        *o = from(x);
                    }
                }
            }
        }
    }
}

/// `sums[r][j]` = row `r` of a block of `a` (the kernel's rows, packed,
/// [`pack_pairs`]) times column `j` of one panel.
fn block(kernel: Kernel, a: &[i32], pairs: usize, panel: &[i16], sums: &mut [[i32; NR]; MR]) {
    assert!(
        a.len() == kernel.rows() * pairs && panel.len() == pairs * 2 * NR,
        "a block of the kernel's rows of pairs and one panel"
    );
    match kernel {
        #[cfg(target_arch = "x86_64")]
        // SAFETY: `Kernel::detect` found AVX-512F and VNNI on this CPU; the
        // sizes are checked by the assertion above.
        Kernel::Vnni => unsafe { vnni::block(a, panel, sums) },
        #[cfg(target_arch = "x86_64")]
        // SAFETY: `Kernel::detect` found AVX2 on this CPU; the sizes are
        // checked by the assertion above.
        Kernel::Avx2 => unsafe { avx2::block(a, panel, sums) },
        _ => portable_block(a, kernel.rows(), panel, sums),
    }
}

/// [`block`] of two panels at once, with VNNI (which `rows_times_panels`
/// checked `Kernel::detect` found).
fn block_two(a: &[i32], pairs: usize, panels: [&[i16]; 2], sums: [&mut [[i32; NR]; MR]; 2]) {
    assert!(
        a.len() == MR * pairs && panels.iter().all(|p| p.len() == pairs * 2 * NR),
        "a block of eight rows of pairs and two panels"
    );
    #[cfg(target_arch = "x86_64")]
    // SAFETY: only called for `Kernel::Vnni`, which `Kernel::detect` gives
    // where the CPU has AVX-512F and VNNI; the sizes are checked above.
    unsafe {
        vnni::block_two(a, panels, sums);
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let [s0, s1] = sums;
        portable_block(a, MR, panels[0], s0);
        portable_block(a, MR, panels[1], s1);
    }
}

/// [`block`] in plain Rust, for a block of `height` rows: the same sums,
/// modulo 2³².
fn portable_block(a: &[i32], height: usize, panel: &[i16], sums: &mut [[i32; NR]; MR]) {
    for (xs, b) in a.chunks_exact(height).zip(panel.chunks_exact(2 * NR)) {
        for (&pair, s) in xs.iter().zip(sums.iter_mut()) {
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

    /// The rows of a block.
    const ROWS: usize = 4;

    /// [`super::block`] with `vpmaddwd`: for each pair, the panel's two
    /// vectors (8 columns each, their pairs interleaved) times each row's
    /// broadcast pair, added into two vectors of sums per row.
    ///
    /// # Safety
    ///
    /// The CPU must have AVX2.
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn block(a: &[i32], panel: &[i16], sums: &mut [[i32; NR]; MR]) {
        let mut acc = [[_mm256_setzero_si256(); 2]; ROWS];
        for (xs, b) in a.chunks_exact(ROWS).zip(panel.chunks_exact(2 * NR)) {
            // SAFETY: `b` holds 2 NR = 32 `i16`, two unaligned 256-bit loads.
            let (b0, b1) = unsafe {
                (
                    _mm256_loadu_si256(b.as_ptr().cast::<__m256i>()),
                    _mm256_loadu_si256(b.as_ptr().add(NR).cast::<__m256i>()),
                )
            };
            for (&x, v) in xs.iter().zip(acc.iter_mut()) {
                let x = _mm256_set1_epi32(x);
                v[0] = _mm256_add_epi32(v[0], _mm256_madd_epi16(x, b0));
                v[1] = _mm256_add_epi32(v[1], _mm256_madd_epi16(x, b1));
            }
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
    /// The CPU must have AVX-512F and AVX-512 VNNI.
    #[target_feature(enable = "avx512f,avx512vnni")]
    pub(super) unsafe fn block(a: &[i32], panel: &[i16], sums: &mut [[i32; NR]; MR]) {
        let mut acc = [_mm512_setzero_si512(); MR];
        for (xs, b) in a.chunks_exact(MR).zip(panel.chunks_exact(2 * NR)) {
            // SAFETY: `b` holds 2 NR = 32 `i16`, one unaligned 512-bit load.
            let b = unsafe { _mm512_loadu_si512(b.as_ptr().cast::<__m512i>()) };
            for (&x, v) in xs.iter().zip(acc.iter_mut()) {
                *v = _mm512_dpwssd_epi32(*v, _mm512_set1_epi32(x), b);
            }
        }
        for (s, &v) in sums.iter_mut().zip(&acc) {
            // SAFETY: a row of sums holds NR = 16 `i32`, one unaligned
            // 512-bit store.
            unsafe { _mm512_storeu_si512(s.as_mut_ptr().cast::<__m512i>(), v) };
        }
    }

    /// [`block`] of two panels: each broadcast pair of `a` multiplies 32
    /// columns, so that a pair's loads (two panel vectors, eight
    /// broadcasts) feed sixteen `vpdpwssd` instead of eight.
    ///
    /// # Safety
    ///
    /// The CPU must have AVX-512F and AVX-512 VNNI.
    #[target_feature(enable = "avx512f,avx512vnni")]
    pub(super) unsafe fn block_two(
        a: &[i32],
        panels: [&[i16]; 2],
        sums: [&mut [[i32; NR]; MR]; 2],
    ) {
        let mut acc = [[_mm512_setzero_si512(); 2]; MR];
        let columns = panels[0]
            .chunks_exact(2 * NR)
            .zip(panels[1].chunks_exact(2 * NR));
        for (xs, (b0, b1)) in a.chunks_exact(MR).zip(columns) {
            // SAFETY: `b0` and `b1` hold 2 NR = 32 `i16` each, one
            // unaligned 512-bit load each.
            let (b0, b1) = unsafe {
                (
                    _mm512_loadu_si512(b0.as_ptr().cast::<__m512i>()),
                    _mm512_loadu_si512(b1.as_ptr().cast::<__m512i>()),
                )
            };
            for (&x, v) in xs.iter().zip(acc.iter_mut()) {
                let x = _mm512_set1_epi32(x);
                v[0] = _mm512_dpwssd_epi32(v[0], x, b0);
                v[1] = _mm512_dpwssd_epi32(v[1], x, b1);
            }
        }
        for (half, sums) in sums.into_iter().enumerate() {
            for (s, v) in sums.iter_mut().zip(&acc) {
                // SAFETY: a row of sums holds NR = 16 `i32`, one unaligned
                // 512-bit store.
                unsafe { _mm512_storeu_si512(s.as_mut_ptr().cast::<__m512i>(), v[half]) };
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
            assert!(gemm_i16((m, k, n), &a, &b, &mut c, |x| x, |x| x));
            assert_eq!(c, reference(m, k, n, &a, &b), "{m} x {k} x {n}");
            // Each kernel this CPU has agrees with the portable one, on the
            // first block of rows, and VNNI's two panels with its one.
            let panels = Panels::pack(k, n, &b, &|x| x, Vec::new()).unwrap();
            let detected = Kernel::detect();
            let kernels = [Kernel::Vnni, Kernel::Avx2, Kernel::Portable];
            let have = match detected {
                Kernel::Vnni => &kernels[..],
                Kernel::Avx2 => &kernels[1..],
                Kernel::Portable => &kernels[2..],
            };
            for &kernel in have {
                let height = kernel.rows();
                let blocks = pack_pairs((m, k), &a, height, &|x| x, Vec::new()).unwrap();
                let first = &blocks[..height * panels.pairs];
                for p in 0..n.div_ceil(NR) {
                    let mut plain = [[0; NR]; MR];
                    portable_block(first, height, panels.panel(p), &mut plain);
                    let mut fast = [[0; NR]; MR];
                    block(kernel, first, panels.pairs, panels.panel(p), &mut fast);
                    assert_eq!(fast, plain, "{kernel:?}, panel {p} of {m} x {k} x {n}");
                    if kernel == Kernel::Vnni && p + 1 < n.div_ceil(NR) {
                        let mut next = [[0; NR]; MR];
                        portable_block(first, height, panels.panel(p + 1), &mut next);
                        let (mut one, mut two) = ([[0; NR]; MR], [[0; NR]; MR]);
                        let pair = [panels.panel(p), panels.panel(p + 1)];
                        block_two(first, panels.pairs, pair, [&mut one, &mut two]);
                        assert_eq!((one, two), (plain, next), "two panels from {p}");
                    }
                }
            }
        }
    }
}
