//! Products in XLA's windows: each window of [`WINDOW`] values multiplied
//! in order, side by side in vector lanes where the operation has a kernel
//! (`f32`).

use super::lanes::{Lanes, Native, Step, SumFloat, WINDOW, or_lanes};
use crate::simd::{self, SumVector, VectorKernel, XlaFloatMode};

/// The product of each run of `len` values (`1 ..= 32`, one window of
/// XLA's tree-reduction rewrite) from 1 in order, into the next element of
/// `out` (as many as there are whole runs), each multiplication flushing
/// as XLA's do ([`Native`] under XLA's float mode): a vector of runs side by
/// side at a time, a column gathered from them per multiplication (four
/// columns at a time where four are left, [`SumVector::gather4`]), where
/// one run's chain of dependent multiplications would take 4 cycles each.
pub(crate) fn run_products<T: SumFloat>(values: &[T], len: usize, out: &mut [T]) {
    assert!((1..=WINDOW).contains(&len), "a run in one window");
    let _mode = XlaFloatMode::enter();
    let kernel = RunProducts { values, len, out };
    or_lanes::<T, _, Lanes<T, Native<T>, 16>>(simd::run_avx512(kernel));
}

/// [`run_products`]' kernel.
pub(super) struct RunProducts<'a, T> {
    values: &'a [T],
    len: usize,
    out: &'a mut [T],
}

impl<T: SumFloat> VectorKernel<T> for RunProducts<'_, T> {
    type Output = ();

    #[inline(always)]
    fn run<V: SumVector<Elem = T>>(self) {
        let RunProducts { values, len, out } = self;
        let lanes = V::LANES;
        let runs = values.chunks_exact(lanes * len);
        let mut done = 0;
        for (products, runs) in out.chunks_exact_mut(lanes).zip(runs) {
            let mut product = V::splat(T::ONE);
            let blocks = len / 4;
            for b in 0..blocks {
                let columns = V::gather4(runs, len, 4 * b);
                for &x in &columns {
                    product = product.mul(x);
                }
            }
            for j in 4 * blocks..len {
                product = product.mul(V::gather(&runs[j..], len));
            }
            product.store(products);
            done += lanes;
        }
        let runs = values[done * len..].chunks_exact(len);
        for (o, run) in out[done..].iter_mut().zip(runs) {
            *o = run.iter().fold(T::ONE, |a, &x| Native::<T>::mul(a, x));
        }
    }
}

/// The kernels of a fold whose operation has them (a product of `f32`),
/// each giving the operation's bits under XLA's float mode.
pub(crate) struct Windows<A> {
    /// Folds whole windows of 32 values side by side, as [`window_fold`]
    /// takes it: `out[w]` from `values[32 w .. 32 w + 32]`.
    pub(crate) windows: fn(values: &[A], out: &mut [A]),
    /// Folds rows of values into a row of accumulators, in order, as
    /// [`column_window_folds`] takes it: `acc[k] = op(acc[k], values[r ·
    /// stride + k])` for `r` from 0 to `rows` (`fn(acc, values, stride,
    /// rows)`).
    pub(crate) rows: fn(acc: &mut [A], values: &[A], stride: usize, rows: usize),
}

impl<A> Clone for Windows<A> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<A> Copy for Windows<A> {}

/// The windows folded side by side at a time by [`window_fold`].
pub(super) const LANES: usize = 32;

/// The values of those windows.
pub(super) const GROUP: usize = LANES * WINDOW;

/// The kernel that multiplies whole windows of a product side by side in
/// vector lanes ([`window_fold`]'s `windows`), for the accumulators that
/// have one: `f32` (`super::window_product::window_products_f32`), which the half types'
/// products also accumulate in.
pub(crate) fn product_windows<A: 'static>() -> Option<Windows<A>> {
    let f32_kernels = Windows::<f32> {
        windows: super::window_product::window_products_f32,
        rows: multiply_rows_f32,
    };
    (&f32_kernels as &dyn core::any::Any)
        .downcast_ref::<Windows<A>>()
        .copied()
}

/// `acc[k] *= values[r · stride + k]` for each row `r` below `rows`, in
/// order, by the hardware's multiplications (under XLA's float mode, the
/// flushing ones' bits), compiled for AVX2 where the CPU has it: four rows
/// at a time through the whole row of accumulators, which is read and
/// written once per four.
pub(super) fn multiply_rows_f32(acc: &mut [f32], values: &[f32], stride: usize, rows: usize) {
    let Some(last) = rows.checked_sub(1) else {
        return;
    };
    let w = acc.len();
    assert!(values.len() >= last * stride + w, "every row");
    let row = |r: usize| &values[r * stride..][..w];
    simd::vectorised(&mut || {
        let mut r = 0;
        while r + 4 <= rows {
            let (x0, x1, x2, x3) = (row(r), row(r + 1), row(r + 2), row(r + 3));
            for (k, a) in acc.iter_mut().enumerate() {
                let p = Native::<f32>::mul(Native::<f32>::mul(*a, x0[k]), x1[k]);
                *a = Native::<f32>::mul(Native::<f32>::mul(p, x2[k]), x3[k]);
            }
            r += 4;
        }
        for r in r..rows {
            for (a, &x) in acc.iter_mut().zip(row(r)) {
                *a = Native::<f32>::mul(*a, x);
            }
        }
    });
}
