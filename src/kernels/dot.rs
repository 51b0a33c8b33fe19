//! The products themselves: `c = a · b` for row-major matrices of one element
//! type, as XLA computes a dot on CPU.
//!
//! - `bool`: logical or of ands (XLA's `dot` on `pred`);
//! - integers: exact sums modulo the type's width, as XLA's wrap: 8- and
//!   16-bit operands (and wider ones whose values fit) by the packed `i16`
//!   kernel with `i32` sums (`gemm_i16`: VNNI or AVX2), others
//!   by a plain loop (`i`, then `k`, then `j`, so that the inner loop runs
//!   along rows of `b` and `c` and vectorises);
//! - `f32` and `f64`: the blocked, vectorised GEMM of the `gemm` crate (on
//!   the current rayon pool's threads for a large product, which share the
//!   packed operands);
//! - the complex types: ndarray's
//!   [`general_mat_mul`](ndarray::linalg::general_mat_mul), which runs the
//!   `matrixmultiply` crate's `cgemm` and `zgemm` (split by rows of the
//!   result on the pool's threads): `gemm`'s complex kernels give `inf` and
//!   NaN parts where XLA's give NaN (a product with an infinite part), and
//!   matrixmultiply's give XLA's;
//! - every float type: operands and results flushed as XLA's CPU code
//!   flushes subnormals;
//! - `bf16` and `f16`: converted to `f32`, multiplied by the `f32` GEMM, each sum
//!   rounded once to the half type, as XLA does on CPU (it rewrites a
//!   half-precision dot into an `f32` dot and one conversion).
//!
//! The order of the float sums is the GEMM crates', not Eigen's (XLA's), so
//! float results may differ from JAX's in the last bits of a long sum.

use half::{bf16, f16};
use ndarray::linalg::general_mat_mul;
use ndarray::{ArrayView2, ArrayViewMut2};
use num_complex::Complex;

use core::sync::atomic::{AtomicBool, Ordering};

use super::{gemm_i16, parallel};
use crate::scalar::{Arith, Element, PartsElem, RealFloat};
use crate::simd;

/// An element type with a matrix product. Every element type has one; the
/// bound lets generic code call it.
#[doc(hidden)]
pub trait DotElem: Element + PartsElem {
    /// An operand's element as XLA reads it: a subnormal `f32` or `f64`
    /// value (or part) becomes a zero of its sign; others are themselves.
    #[inline]
    fn load(self) -> Self {
        self
    }

    /// Whether [`load`](Self::load) changes this value (a subnormal float):
    /// the product can read an operand in place only if it changes none.
    #[inline]
    fn changed_by_load(self) -> bool {
        false
    }

    /// `c = a · b` for `a` of `m × k` and `b` of `k × n` elements, row-major;
    /// every element of `c` (`m × n`) is written.
    fn gemm(m: usize, k: usize, n: usize, a: &[Self], b: &[Self], c: &mut [Self]);
}

impl DotElem for bool {
    fn gemm(m: usize, k: usize, n: usize, a: &[Self], b: &[Self], c: &mut [Self]) {
        // or of ands: `c[i][j]` is whether some `a[i][l] & b[l][j]`.
        plain_gemm(m, k, n, a, b, c);
    }
}

/// The loop for `bool` and the integers: `c[i][j] = Σ_l a[i][l] · b[l][j]`
/// with [`Arith`]'s (wrapping) `+` and `·`.
fn plain_gemm<E: Element>(m: usize, k: usize, n: usize, a: &[E], b: &[E], c: &mut [E]) {
    for (row, c_row) in c.chunks_exact_mut(n.max(1)).take(m).enumerate() {
        c_row.fill(E::default());
        for (l, &x) in a[row * k..(row + 1) * k].iter().enumerate() {
            for (out, &y) in c_row.iter_mut().zip(&b[l * n..(l + 1) * n]) {
                *out = Arith::add(*out, Arith::mul(x, y));
            }
        }
    }
}

/// Whether every value, read as `i32` by `as_i32`, lies in `i16`'s range:
/// a fold without early exits, which vectorises.
fn all_in_i16<T: Copy>(values: &[T], as_i32: impl Fn(T) -> i32) -> bool {
    let (low, high) = values.iter().fold((0_i32, 0_i32), |(l, h), &x| {
        let x = as_i32(x);
        (Ord::min(l, x), Ord::max(h, x))
    });
    low >= i32::from(i16::MIN) && high <= i32::from(i16::MAX)
}

/// Whether every value, read as `i64` (`u64` values by their bits), fits
/// in `i16`, and the largest magnitudes' product times `k` is below 2³¹:
/// then every sum of the `i16` kernel is exact in `i32`.
fn small_sums(k: usize, a: impl Iterator<Item = i64>, b: impl Iterator<Item = i64>) -> bool {
    fn largest(mut x: impl Iterator<Item = i64>) -> Option<u64> {
        x.try_fold(0_u64, |m, v| {
            i16::try_from(v).ok().map(|_| Ord::max(m, v.unsigned_abs()))
        })
    }
    let (Some(a), Some(b)) = (largest(a), largest(b)) else {
        return false;
    };
    (k as u64)
        .checked_mul(a * b)
        .is_some_and(|bound| bound < 1 << 31)
}

// The integer products: the `i16` kernel where its sums modulo 2³² give
// the result (8- and 16-bit types always: their sums modulo 2⁸ or 2¹⁶
// follow, and their operands modulo 2¹⁶ are their `i16` bits; 32-bit
// types when every operand, read as `i32`, fits `i16`; 64-bit types when
// the sums cannot leave `i32`), the plain loop otherwise.
macro_rules! int_dot {
    ($($t:ty: $fast:expr;)*) => {$(
        impl DotElem for $t {
            fn gemm(m: usize, k: usize, n: usize, a: &[Self], b: &[Self], c: &mut [Self]) {
                type Fast = fn((usize, usize, usize), &[$t], &[$t], &mut [$t]) -> bool;
                let fast: Fast = $fast;
                if !fast((m, k, n), a, b, c) {
                    plain_gemm(m, k, n, a, b, c);
                }
            }
        }
    )*};
}
// `as` keeps the low bits (the operands' modulo 2¹⁶, the sums' modulo the
// result's width) and sign-extends an `i32` sum into 64 bits.
#[allow(
    clippy::cast_possible_truncation,
    clippy::cast_possible_wrap,
    clippy::cast_sign_loss
)]
mod int_dots {
    use super::*;
    int_dot! {
        i8: |s, a, b, c| gemm_i16(s, a, b, c, i16::from, |x| x as i8);
        u8: |s, a, b, c| gemm_i16(s, a, b, c, i16::from, |x| x as u8);
        i16: |s, a, b, c| gemm_i16(s, a, b, c, |x| x, |x| x as i16);
        u16: |s, a, b, c| gemm_i16(s, a, b, c, |x| x as i16, |x| x as u16);
        i32: |s, a, b, c| {
            all_in_i16(a, |x| x) && all_in_i16(b, |x| x) && gemm_i16(s, a, b, c, |x| x as i16, |x| x)
        };
        u32: |s, a, b, c| {
            all_in_i16(a, |x| x as i32)
                && all_in_i16(b, |x| x as i32)
                && gemm_i16(s, a, b, c, |x| x as i16, |x| x as u32)
        };
        i64: |s, a, b, c| {
            small_sums(s.1, a.iter().copied(), b.iter().copied())
                && gemm_i16(s, a, b, c, |x| x as i16, i64::from)
        };
        u64: |s, a, b, c| {
            small_sums(s.1, a.iter().map(|&x| x as i64), b.iter().map(|&x| x as i64))
                && gemm_i16(s, a, b, c, |x| x as i16, |x| x as i64 as u64)
        };
    }
}

/// `c = a · b` by ndarray's GEMM (matrixmultiply's `cgemm` and `zgemm`). A large
/// product runs on the threads of the current rayon pool (feature `rayon`):
/// each computes a band of rows of `c`, from the same rows of `a` and all of
/// `b`. Each sum is computed by one thread in the same order, so the result
/// does not depend on the number of threads.
fn ndarray_gemm<E: ndarray::LinalgScalar + Send + Sync>(
    m: usize,
    k: usize,
    n: usize,
    a: &[E],
    b: &[E],
    c: &mut [E],
) {
    debug_assert_eq!((a.len(), c.len()), (m * k, m * n));
    let b = ArrayView2::from_shape((k, n), b).expect("b holds k × n elements");
    let band = |a: &[E], c: &mut [E]| {
        let rows = c.len() / n;
        let a = ArrayView2::from_shape((rows, k), a).expect("a holds rows × k elements");
        let mut c = ArrayViewMut2::from_shape((rows, n), c).expect("c holds rows × n elements");
        general_mat_mul(E::one(), &a, &b, E::zero(), &mut c);
    };
    #[cfg(feature = "rayon")]
    {
        use rayon::prelude::*;
        if parallel::splits_product(m, k, n) {
            let rows = m.div_ceil(rayon::current_num_threads().min(m));
            a.par_chunks(rows * k)
                .zip(c.par_chunks_mut(rows * n))
                .for_each(|(a, c)| band(a, c));
            return;
        }
    }
    band(a, c);
}

/// The largest scratch (in `f32` values, 64 MiB) that a thread keeps
/// between half-precision products.
const KEPT_SCRATCH: usize = 16 << 20;

/// `f` on `len` values of `f32` scratch memory (of any contents), for the
/// widened operands and the `f32` sums of a half-precision product. A
/// thread keeps its scratch between products up to [`KEPT_SCRATCH`]: fresh
/// from the allocator, the tens of megabytes of a large product's are
/// zeroed by the kernel page by page at every call (a tenth of the
/// product's time, at 1024 x 512 x 4096).
///
/// # Panics
///
/// If the scratch cannot be allocated.
fn with_scratch<R>(len: usize, f: impl FnOnce(&mut [f32]) -> R) -> R {
    std::thread_local! {
        static SCRATCH: core::cell::RefCell<std::vec::Vec<f32>> =
            const { core::cell::RefCell::new(std::vec::Vec::new()) };
    }
    let fresh = |len| {
        super::filled(len, 0.0_f32).unwrap_or_else(|_| {
            panic!("cannot allocate the float32 copy of a half-precision product")
        })
    };
    if len > KEPT_SCRATCH {
        return f(&mut fresh(len));
    }
    SCRATCH.with(|kept| match kept.try_borrow_mut() {
        Ok(mut kept) => {
            if kept.len() < len {
                // The smaller scratch freed before the larger is allocated.
                *kept = std::vec::Vec::new();
                *kept = fresh(len);
            }
            f(&mut kept[..len])
        }
        // A product inside a product on this thread (the pool's work
        // stealing): its own scratch.
        Err(_) => f(&mut fresh(len)),
    })
}

/// Whether [`DotElem::load`] changes some element of `xs` (a subnormal
/// float): scanned on the pool's threads for a large slice, in runs that
/// vectorise (a branch-free fold over each; `Iterator::any` alone would test
/// and branch at every element).
pub(crate) fn any_changed_by_load<E: DotElem>(xs: &[E]) -> bool {
    let found = AtomicBool::new(false);
    parallel::for_ranges(xs.len(), 1, &|range| {
        if changed_in_runs(&xs[range]) {
            found.store(true, Ordering::Relaxed);
        }
    });
    found.into_inner()
}

fn changed_in_runs<E: DotElem>(xs: &[E]) -> bool {
    simd::any_of(xs, &|x: E| x.changed_by_load())
}

/// XLA's flushing of a product's results: a piece of `c` that has no
/// subnormal value (a matrix usually has none) is read once, not rewritten;
/// on the pool's threads for a large `c`.
fn flush_results<E: DotElem>(c: &mut [E]) {
    super::on_rows(c, 1, |_, piece| {
        if changed_in_runs(piece) {
            piece.iter_mut().for_each(|x| *x = x.load());
        }
    });
}

macro_rules! float_dot {
    ($($t:ty),*) => {$(
        impl DotElem for $t {
            #[inline]
            fn load(self) -> Self {
                self.flush()
            }
            #[inline]
            fn changed_by_load(self) -> bool {
                // `is_subnormal`, in two comparisons that vectorise.
                self != 0.0 && self.abs() < <$t>::MIN_POSITIVE
            }
            fn gemm(m: usize, k: usize, n: usize, a: &[Self], b: &[Self], c: &mut [Self]) {
                super::gemm(m, k, n, a, b, c);
                flush_results(c);
            }
        }

        impl DotElem for Complex<$t> {
            #[inline]
            fn load(self) -> Self {
                Complex::new(self.re.flush(), self.im.flush())
            }
            #[inline]
            fn changed_by_load(self) -> bool {
                self.re.changed_by_load() | self.im.changed_by_load()
            }
            fn gemm(m: usize, k: usize, n: usize, a: &[Self], b: &[Self], c: &mut [Self]) {
                ndarray_gemm(m, k, n, a, b, c);
                flush_results(c);
            }
        }
    )*};
}
float_dot!(f32, f64);

macro_rules! half_dot {
    ($($t:ty),*) => {$(
        impl DotElem for $t {
            fn gemm(m: usize, k: usize, n: usize, a: &[Self], b: &[Self], c: &mut [Self]) {
                // Each conversion on the pool's threads for a large matrix
                // (F16C where the CPU has it), as is the product.
                let widen = |x: &[Self], wide: &mut [f32]| {
                    super::on_rows(wide, 1, |at, wide| {
                        Element::slice_to_f32(&x[at], wide);
                        // bf16 subnormals are f32 subnormals, which XLA flushes.
                        wide.iter_mut().for_each(|x| *x = x.load());
                    });
                };
                with_scratch(a.len() + b.len() + c.len(), |scratch| {
                    let (wide_a, rest) = scratch.split_at_mut(a.len());
                    let (wide_b, sums) = rest.split_at_mut(b.len());
                    widen(a, wide_a);
                    widen(b, wide_b);
                    f32::gemm(m, k, n, wide_a, wide_b, sums);
                    super::on_rows(c, 1, |at, c| Element::slice_from_f32(&sums[at], c));
                });
            }
        }
    )*};
}
half_dot!(bf16, f16);

#[cfg(test)]
mod int_tests {
    use super::*;
    use std::vec;
    use std::vec::Vec;

    /// Every integer type's product (the `i16` kernel where it applies)
    /// equals the plain wrapping loop's, bit for bit: values across each
    /// type's whole range (extremes included, so that sums wrap), values
    /// that fit 16 bits (which take the kernel for 32-bit types) and 8 bits
    /// (for 64-bit types), at shapes around the kernel's blocks.
    #[test]
    #[allow(clippy::cast_possible_truncation)]
    fn integer_products_equal_the_plain_loop() {
        fn check<T: DotElem>(from_bits: impl Fn(u64) -> T) {
            for (m, k, n) in [(1, 1, 1), (5, 7, 33), (9, 130, 20), (3, 1000, 5)] {
                for width in [64, 16, 8] {
                    let value = |i: usize, seed: u64| {
                        let h = (i as u64 ^ seed).wrapping_mul(0x9e37_79b9_7f4a_7c15);
                        let h = h ^ (h >> 29);
                        let bits = match i % 13 {
                            0 => u64::MAX,
                            1 => 1 << 63,
                            _ => h,
                        };
                        // Values of `width` bits, sign-extended.
                        from_bits(match width {
                            16 => bits as i16 as i64 as u64,
                            8 => bits as i8 as i64 as u64,
                            _ => bits,
                        })
                    };
                    let a: Vec<T> = (0..m * k).map(|i| value(i, 1)).collect();
                    let b: Vec<T> = (0..k * n).map(|i| value(i, 2)).collect();
                    let mut fast = vec![T::default(); m * n];
                    let mut plain = vec![T::default(); m * n];
                    T::gemm(m, k, n, &a, &b, &mut fast);
                    plain_gemm(m, k, n, &a, &b, &mut plain);
                    assert_eq!(fast, plain, "{m} x {k} x {n}, {width}-bit values");
                }
            }
        }
        check::<i8>(|x| x as i8);
        check::<u8>(|x| x as u8);
        check::<i16>(|x| x as i16);
        check::<u16>(|x| x as u16);
        check::<i32>(|x| x as i32);
        check::<u32>(|x| x as u32);
        check::<i64>(|x| x as i64);
        check::<u64>(|x| x);
    }
}
