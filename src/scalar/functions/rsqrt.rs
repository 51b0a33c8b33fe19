//! `rsqrt` (`lax.rsqrt`) as XLA computes it on x86 CPUs: the CPU's
//! approximation (`rsqrtss` for `f32`, AVX-512's `vrsqrt14pd` for `f64`),
//! refined by Newton steps `g ← g − ½·g·(x·g·g − 1)` (one step for `f32` on
//! AMD CPUs, two elsewhere and for `f64`). Where `x` is below the smallest
//! normal number (negative numbers and zeros included) or `+inf`, the
//! approximation itself is the result (`±inf` at zeros, NaN below).
//!
//! The approximations are the CPU's, so the results are XLA's on the same
//! CPU (and differ between AMD's and Intel's `f32`). Without the
//! instructions (`f64` without AVX-512, other architectures) `rsqrt` is
//! `1/√x`, correctly rounded twice, as XLA computes it for `f64` on a CPU
//! without AVX-512 (JAX's bits on an AMD EPYC of the Zen 3 family, in
//! `tests/jax_functions.rs`) and newer XLA everywhere.

use super::flush::{flush32, flush64};
use crate::simd::{rsqrt_approx32, rsqrt_approx64, rsqrt_steps32};

/// One Newton step towards `1/√x` from `g`, with XLA's two fused
/// multiply-adds.
macro_rules! newton {
    ($x:expr, $g:expr) => {{
        let (x, g) = ($x, $g);
        let h = (x * g).mul_add(g, -1.0);
        (g * -0.5).mul_add(h, g)
    }};
}

/// `1/√x` of an `f32`, as XLA's CPU code computes it.
#[inline(always)]
pub(crate) fn rsqrt32(x: f32) -> f32 {
    let raw = x;
    let x = flush32(x);
    let y = rsqrt_approx32(x);
    let once = newton!(x, y);
    let r = if rsqrt_steps32() == 1 {
        once
    } else {
        newton!(x, once)
    };
    if raw < f32::MIN_POSITIVE || raw == f32::INFINITY {
        y
    } else {
        r
    }
}

/// `1/√x` of an `f64`, as XLA's CPU code computes it.
#[inline(always)]
pub(crate) fn rsqrt64(x: f64) -> f64 {
    let raw = x;
    let x = flush64(x);
    match rsqrt_approx64(x) {
        Some(y) => {
            let r = newton!(x, newton!(x, y));
            if raw < f64::MIN_POSITIVE || raw == f64::INFINITY {
                y
            } else {
                r
            }
        }
        None => flush64(1.0 / x.sqrt()),
    }
}
