//! The windows of XLA's product reduction, side by side in vector lanes.
//!
//! XLA multiplies a product in windows of 32 consecutive values, each from 1
//! in order (its tree-reduction rewrite, `window::window_fold`),
//! and its compiled loop runs many windows at once, one per vector lane: at
//! 0.2 ns a value on one core, where one window's chain of 32 dependent
//! multiplications takes 4 cycles each. Here each block of 8 windows is read
//! as 8 rows of 8 values at a time, transposed as it is loaded
//! (`avx::load_transposed8x8`) so that lane `j` holds window `j`'s next
//! values, and multiplied in: 8 vector
//! multiplications per 64 values, in the order of each window's chain. Four
//! blocks run side by side, so that their chains overlap in the pipeline.
//!
//! The multiplications are the hardware's: the caller runs the kernel under
//! XLA's float mode (`XlaFloatMode`), where they flush subnormals as XLA's
//! do. Without AVX (and off x86_64), each window's chain runs in turn, each
//! multiplication flushing by itself ([`RealFloat::mul`]): the same bits.

use super::lanes::WINDOW;
use crate::scalar::RealFloat;

/// `out[w]` = the product, from 1 and in order, of the 32 values
/// `values[32 w .. 32 w + 32]`, for each window `w` (`values` holds `32 ·
/// out.len()` values: checked, an assertion). Each multiplication flushes
/// subnormal operands and results, as XLA's do: on x86_64 the caller must
/// run this under XLA's float mode, where the hardware's do.
pub(crate) fn window_products_f32(values: &[f32], out: &mut [f32]) {
    assert_eq!(values.len(), WINDOW * out.len(), "32 values a window");
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx") {
        // SAFETY: the CPU has AVX, checked just above; the lengths were
        // checked as `x86::window_products` requires.
        unsafe { x86::window_products(values, out) };
        return;
    }
    chains(values, out);
}

/// The windows' chains one after the other, each multiplication flushing.
fn chains(values: &[f32], out: &mut [f32]) {
    for (o, window) in out.iter_mut().zip(values.chunks_exact(WINDOW)) {
        *o = window.iter().fold(1.0, |a, &x| RealFloat::mul(a, x));
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use core::arch::x86_64::{_mm256_mul_ps, _mm256_set1_ps, _mm256_storeu_ps};

    use super::WINDOW;
    use crate::simd::avx::load_transposed8x8;

    /// The blocks of 8 windows whose chains run side by side.
    const BLOCKS: usize = 4;

    /// [`super::window_products_f32`] with AVX vectors.
    ///
    /// # Safety
    ///
    /// The CPU must have AVX, and `values.len()` must be `32 · out.len()`.
    #[target_feature(enable = "avx")]
    pub(super) unsafe fn window_products(values: &[f32], out: &mut [f32]) {
        debug_assert_eq!(values.len(), WINDOW * out.len());
        let group = BLOCKS * 8;
        let mut groups = values.chunks_exact(group * WINDOW);
        let mut outs = out.chunks_exact_mut(group);
        let line = 64 / size_of::<f32>();
        for (g, o) in (&mut groups).zip(&mut outs) {
            // The next group's lines, read in an order (8 rows 128 bytes
            // apart at a time) that the hardware's prefetcher follows late.
            let next = g.len();
            for at in (next..2 * next).step_by(line) {
                crate::simd::prefetch(g, at);
            }
            // SAFETY: `g` holds `BLOCKS` blocks of 8 windows and `o` room
            // for their products, and the CPU has AVX (the caller's
            // contract).
            unsafe { blocks::<BLOCKS>(g, o) };
        }
        let (rest, out) = (groups.remainder(), outs.into_remainder());
        let mut blocks_left = rest.chunks_exact(8 * WINDOW);
        let mut outs_left = out.chunks_exact_mut(8);
        for (b, o) in (&mut blocks_left).zip(&mut outs_left) {
            // SAFETY: as above, one block.
            unsafe { blocks::<1>(b, o) };
        }
        // The last windows of fewer than 8, in a block padded with ones.
        let (rest, out) = (blocks_left.remainder(), outs_left.into_remainder());
        if !out.is_empty() {
            let mut block = [1.0; 8 * WINDOW];
            block[..rest.len()].copy_from_slice(rest);
            let mut products = [0.0; 8];
            // SAFETY: as above, one block.
            unsafe { blocks::<1>(&block, &mut products) };
            out.copy_from_slice(&products[..out.len()]);
        }
    }

    /// `N` blocks of 8 windows (`values`: `N · 8 · 32` values, `out`: `N ·
    /// 8`), their chains side by side.
    ///
    /// # Safety
    ///
    /// The CPU must have AVX, and the lengths must be those (checked).
    #[target_feature(enable = "avx")]
    #[inline]
    unsafe fn blocks<const N: usize>(values: &[f32], out: &mut [f32]) {
        assert!(values.len() == N * 8 * WINDOW && out.len() == N * 8);
        let p = values.as_ptr();
        // SAFETY: every load reads the 8 values at `p + (8 b + j) · 32 + k`,
        // for `b < N`, `j < 8`, `k ≤ 24`: inside `values`, whose length was
        // checked above; every store writes 8 values at `out + 8 b`, inside
        // `out`. The CPU has AVX (the caller's contract).
        unsafe {
            let mut acc = [_mm256_set1_ps(1.0); N];
            for k in (0..WINDOW).step_by(8) {
                for (b, acc) in acc.iter_mut().enumerate() {
                    for column in load_transposed8x8(p.add(8 * b * WINDOW + k), WINDOW) {
                        *acc = _mm256_mul_ps(*acc, column);
                    }
                }
            }
            for (b, acc) in acc.iter().enumerate() {
                _mm256_storeu_ps(out.as_mut_ptr().add(8 * b), *acc);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::vec;
    use std::vec::Vec;

    use super::*;
    use crate::simd::XlaFloatMode;

    /// Seeded values, a kind per window: near 1 (where the order of the
    /// multiplications shows in the last bits), of magnitudes 2^-8 to 2^8,
    /// small enough that the products fall through the subnormals (which
    /// flush), and any bits at all (zeros, infinities, NaNs, subnormal
    /// operands).
    fn values(n: usize, seed: u64) -> Vec<f32> {
        let mut state = seed;
        (0..n)
            .map(|i| {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let bits = (state >> 32) as u32;
                let unit = bits as f32 / u32::MAX as f32;
                match (i / WINDOW) % 4 {
                    0 => 1.0 + (unit - 0.5) * 1e-3,
                    1 => (unit * 16.0 - 8.0).exp2(),
                    2 => 0.05 + unit * 0.01,
                    _ => f32::from_bits(bits),
                }
            })
            .collect()
    }

    /// The vector kernel gives the bits of each window's chain of flushing
    /// multiplications, for every count of windows around the groups.
    #[test]
    fn windows_side_by_side_are_their_chains() {
        for windows in [0, 1, 7, 8, 9, 31, 32, 33, 64, 65, 100] {
            let v = values(windows * WINDOW, windows as u64 + 1);
            let mut expected = vec![0.0; windows];
            chains(&v, &mut expected);
            let mut found = vec![0.0; windows];
            {
                let _mode = XlaFloatMode::enter();
                window_products_f32(&v, &mut found);
            }
            for (w, (f, e)) in found.iter().zip(&expected).enumerate() {
                assert!(
                    f.to_bits() == e.to_bits() || (f.is_nan() && e.is_nan()),
                    "{windows} windows, window {w}: {f:e} vs {e:e}"
                );
            }
        }
    }
}
