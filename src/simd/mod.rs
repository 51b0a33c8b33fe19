//! Instruction sets: what the crate takes from the CPU and the C library
//! rather than computes in portable Rust. Each piece detects what the CPU has
//! at run time and falls back to portable code that gives the same bits.
//! The lowest layer of the numerics: it knows no element type of the crate,
//! only `f32`, `f64`, `f16` and bytes.
//!
//! | module | what |
//! |---|---|
//! | `libm` | the C library's functions that XLA calls (`sinf`, `cbrtf`, `erf`, …), and XLA's float mode (DAZ and FTZ) |
//! | `rsqrt` | the CPU's reciprocal square root approximations, which XLA's `rsqrt` refines |
//! | `f16c` | `f16` ⇄ `f32` slice conversions with F16C |
//! | `multiversion` | the contiguous elementwise loops, compiled for the baseline and for AVX2 and FMA (and the element functions' for AVX-512), generic over the element function |
//! | `sum_vector` | the 64-byte vector of a float sum's lanes as two AVX2 registers or one AVX-512, and the kernels written once over it ([`VectorKernel`]) |
//! | `avx` | what the AVX kernels share: the 8 × 8 transposes of lanes |
//! | `bytes` | the sums and first extrema of rows of eight 8-bit integers, a 64-bit word per row |
#![allow(unsafe_code)]
// The loops and kernels serve `Tensor`; without the `tensor` feature only the
// slice conversions and the C library's functions are used.
#![cfg_attr(not(feature = "tensor"), allow(dead_code))]

#[cfg(all(feature = "tensor", target_arch = "x86_64"))]
pub(crate) mod avx;
#[cfg(feature = "tensor")]
mod bytes;
pub(crate) mod f16c;
mod libm;
mod multiversion;
mod rsqrt;
#[cfg(feature = "tensor")]
mod sum_vector;

#[cfg(feature = "tensor")]
pub(crate) use self::bytes::{first_extrema_of_eights, sums_of_eights};
pub(crate) use self::libm::{
    XlaFloatMode, atan, atan2, atan2f, atanf, cbrt, cbrtf, cos, cosf, erf, log, pow, powf, sin,
    sinf, tan, tanf,
};
// The C library's `expf` and `logf`, which XLA calls for `float16`: the
// reference the tests hold the crate's own functions to.
#[cfg(test)]
pub(crate) use self::libm::{expf, logf};
#[cfg(feature = "tensor")]
pub(crate) use self::multiversion::{
    any_of, map_assign, map_fn_uninit, map_into, map_uninit, vectorised, zip_assign, zip_uninit,
    zip3_uninit,
};
pub(crate) use self::rsqrt::{rsqrt_approx32, rsqrt_approx64, rsqrt_steps32};
#[cfg(feature = "tensor")]
pub(crate) use self::sum_vector::{
    SimdSums, SumVector, VectorKernel, prefetch, run_avx2, run_avx512,
};
