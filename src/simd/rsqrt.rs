//! The CPU's reciprocal square root approximations, which XLA's `rsqrt`
//! starts from: `rsqrtss` for `f32`, AVX-512's `vrsqrt14pd` for `f64`. Their
//! results are the CPU's own (AMD's and Intel's `rsqrtss` differ in the last
//! bits), so the crate calls the same instructions to give XLA's bits on the
//! machine it runs on. XLA refines `rsqrtss` with one Newton step on AMD
//! CPUs and two on others (Intel's approximation is coarser), which
//! [`rsqrt_steps32`] says.

/// The CPU's approximation of `1/√x` for an `f32` (`rsqrtss`; DAZ, which
/// XLA runs with, reads a subnormal `x` as a zero of its sign, and so does
/// the caller), or `1/√x` where there is no such instruction.
#[inline(always)]
pub(crate) fn rsqrt_approx32(x: f32) -> f32 {
    #[cfg(target_arch = "x86_64")]
    {
        use core::arch::x86_64::{_mm_cvtss_f32, _mm_rsqrt_ss, _mm_set_ss};
        // SAFETY: SSE is part of x86_64's baseline: every x86_64 CPU has it.
        unsafe { _mm_cvtss_f32(_mm_rsqrt_ss(_mm_set_ss(x))) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        1.0 / x.sqrt()
    }
}

/// The Newton steps XLA takes after `rsqrtss`: one on AMD CPUs, two on
/// others (a CPU without `cpuid`'s vendor string counts as other).
pub(crate) fn rsqrt_steps32() -> usize {
    static STEPS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *STEPS.get_or_init(|| if is_amd() { 1 } else { 2 })
}

/// Whether the CPU is AMD's, by the vendor string of `cpuid` leaf 0.
fn is_amd() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        // Leaf 0: the highest leaf, and the vendor string.
        let leaf = core::arch::x86_64::__cpuid(0);
        let vendor = [leaf.ebx, leaf.edx, leaf.ecx].map(u32::to_le_bytes);
        vendor.concat() == b"AuthenticAMD"
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// AVX-512's approximation of `1/√x` for an `f64` (`vrsqrt14pd`), where
/// the CPU has it: `None` otherwise.
#[inline(always)]
pub(crate) fn rsqrt_approx64(x: f64) -> Option<f64> {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f") && std::is_x86_feature_detected!("avx512vl") {
        // SAFETY: the CPU has AVX-512 F and VL, checked just above.
        return Some(unsafe { rsqrt14(x) });
    }
    let _ = x;
    None
}

/// `vrsqrt14pd` of one value; callers must make sure the CPU has AVX-512 F
/// and VL.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512vl")]
fn rsqrt14(x: f64) -> f64 {
    use core::arch::x86_64::{_mm_cvtsd_f64, _mm_rsqrt14_pd, _mm_set1_pd};
    _mm_cvtsd_f64(_mm_rsqrt14_pd(_mm_set1_pd(x)))
}
