//! The real float matrix products: the blocked, vectorised GEMM of the
//! `gemm` crates (`gemm-f32`, `gemm-f64`), behind a safe function of
//! row-major slices. (The
//! complex ones stay with matrixmultiply, whose results XLA's match on
//! infinite parts: `kernels::dot`.)
//!
//! `gemm` picks its AVX-512, AVX2+FMA or portable kernels at run time. With
//! the `rayon` feature a large product runs on the threads of the *current*
//! rayon pool, which share the packed panels of the operands (two row bands
//! of matrixmultiply's GEMM each packed all of `b` again, and gained 1.5 to
//! 1.7 on two cores where this gains 2: BENCHMARKS.md). Each element of the
//! result is still one thread's sum, in an order that the thread count does
//! not change (`tests/parallel.rs` checks the bits on pools of 1, 2 and 3).

use gemm_common::Parallelism;

/// A GEMM of the `gemm` crates, as their `get_gemm_fn` gives it (the
/// kernels of the CPU it runs on): `(m, n, k, dst, dst_cs, dst_rs, read_dst,
/// lhs, lhs_cs, lhs_rs, rhs, rhs_cs, rhs_rs, alpha, beta, conj_dst, conj_lhs,
/// conj_rhs, parallelism)` computes `dst = alpha·dst + beta·(lhs·rhs)` for
/// matrices given by a pointer and column and row strides.
type Kernel<T> = unsafe fn(
    usize,
    usize,
    usize,
    *mut T,
    isize,
    isize,
    bool,
    *const T,
    isize,
    isize,
    *const T,
    isize,
    isize,
    T,
    T,
    bool,
    bool,
    bool,
    Parallelism,
);

/// An element type of the `gemm` crates' kernels.
pub(crate) trait GemmElem: Copy + Send + Sync + 'static {
    /// `0` and `1` of the type: the product is `c = 0·c + 1·(a·b)`.
    const ZERO: Self;
    const ONE: Self;
    /// The type's GEMM.
    fn kernel() -> Kernel<Self>;
}

impl GemmElem for f32 {
    const ZERO: Self = 0.0;
    const ONE: Self = 1.0;
    fn kernel() -> Kernel<Self> {
        gemm_f32::gemm::f32::get_gemm_fn()
    }
}

impl GemmElem for f64 {
    const ZERO: Self = 0.0;
    const ONE: Self = 1.0;
    fn kernel() -> Kernel<Self> {
        gemm_f64::gemm::f64::get_gemm_fn()
    }
}

/// `c = a · b` for `a` of `m × k`, `b` of `k × n` and `c` of `m × n`
/// elements, all row-major; every element of `c` is written (its old values
/// are not read).
///
/// # Panics
///
/// If a slice's length is not its matrix's: that would be a bug of the caller.
pub(crate) fn gemm<E: GemmElem>(m: usize, k: usize, n: usize, a: &[E], b: &[E], c: &mut [E]) {
    // Checked products: a wrapped `m × k` could otherwise equal a short
    // slice's length and pass.
    let holds = |len: usize, rows: usize, cols: usize| rows.checked_mul(cols) == Some(len);
    assert!(
        holds(a.len(), m, k) && holds(b.len(), k, n) && holds(c.len(), m, n),
        "gemm: slices of {} × {}, {} × {} and {} × {} elements",
        m,
        k,
        k,
        n,
        m,
        n
    );
    if c.is_empty() {
        return;
    }
    if k == 0 {
        c.fill(E::ZERO);
        return;
    }
    // `Rayon(0)`: as many threads as the current pool has.
    #[cfg(feature = "rayon")]
    let parallelism = if crate::kernels::parallel::splits_product(m, k, n) {
        Parallelism::Rayon(0)
    } else {
        Parallelism::None
    };
    #[cfg(not(feature = "rayon"))]
    let parallelism = Parallelism::None;
    // Slice lengths fit in `isize`, and so do these, which are at most one.
    let (n_, k_) = (n as isize, k as isize);
    // The kernels work on column-major matrices; a row-major `c = a · b` is
    // the column-major `cᵀ = bᵀ · aᵀ` of the same memory (what the `gemm`
    // crate's own front end does with a row-major destination).
    //
    // SAFETY: the three slices hold `m × k`, `k × n` and `m × n` elements
    // (asserted above with checked products, so no wrapped size passes; all
    // three non-empty). Read column-major, `cᵀ` is
    // `n × m` with column stride `n`, `bᵀ` is `n × k` with column stride `n`
    // and `aᵀ` is `k × m` with column stride `k`: element (i, j) of each is
    // at `i + j × stride`, inside its slice. `c` is borrowed mutably, so it
    // aliases neither `a` nor `b`. `read_dst` is false, so `c`'s old values
    // are not read, and the kernel writes every element of `c`.
    unsafe {
        E::kernel()(
            n,
            m,
            k,
            c.as_mut_ptr(),
            n_,
            1,
            false,
            b.as_ptr(),
            n_,
            1,
            a.as_ptr(),
            k_,
            1,
            E::ZERO,
            E::ONE,
            false,
            false,
            false,
            parallelism,
        );
    }
}

#[cfg(test)]
mod tests {
    use std::vec;
    use std::vec::Vec;

    use super::gemm;

    /// `c = a · b` by the definition, summed in `f64`.
    fn naive(m: usize, k: usize, n: usize, a: &[f32], b: &[f32]) -> Vec<f64> {
        let mut c = vec![0.0; m * n];
        for i in 0..m {
            for j in 0..n {
                c[i * n + j] = (0..k)
                    .map(|l| f64::from(a[i * k + l]) * f64::from(b[l * n + j]))
                    .sum();
            }
        }
        c
    }

    #[test]
    fn row_major_products_of_every_shape_class() {
        // Rows, columns, a single sum, an empty contraction, and shapes
        // that are multiples of no kernel size.
        for (m, k, n) in [
            (1, 1, 1),
            (1, 7, 1),
            (1, 5, 9),
            (9, 5, 1),
            (3, 0, 4),
            (17, 33, 65),
        ] {
            let a: Vec<f32> = (0..m * k).map(|i| (i % 7) as f32 - 3.0).collect();
            let b: Vec<f32> = (0..k * n).map(|i| (i % 5) as f32 * 0.5 - 1.0).collect();
            let mut c = vec![f32::NAN; m * n];
            gemm(m, k, n, &a, &b, &mut c);
            let want = naive(m, k, n, &a, &b);
            // Small integers and halves: every sum is exact in f32.
            let got: Vec<f64> = c.iter().map(|&x| f64::from(x)).collect();
            assert_eq!(got, want, "{m} × {k} · {k} × {n}");
        }
    }

    #[test]
    #[should_panic(expected = "gemm: slices of 2 × 3, 3 × 2 and 2 × 2 elements")]
    fn slices_of_other_lengths_are_a_bug() {
        gemm(2, 3, 2, &[0.0_f64; 6], &[0.0; 5], &mut [0.0; 4]);
    }

    /// Sizes whose products wrap: `m × k` is 2⁶⁴ + 2, which wraps to the
    /// length of `a`, 2; unchecked, the kernel would read far past it.
    #[test]
    #[should_panic(expected = "gemm: slices of")]
    fn sizes_whose_products_wrap_do_not_pass() {
        let m = (1_usize << 63) + 1;
        gemm(m, 2, 0, &[0.0_f32; 2], &[], &mut []);
    }
}
