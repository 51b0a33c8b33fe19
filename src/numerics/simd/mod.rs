//! The hardware-specific code, the one module tree with `unsafe` code: each
//! piece detects what the CPU has at run time and falls back to portable
//! code that gives the same bits.
//!
//! | module | what |
//! |---|---|
//! | `bytes` | the sums and first extrema of rows of eight 8-bit integers, a 64-bit word per row |
//! | `copy` | strided arrays (transposes, permuted axes) copied into row-major order, cache-blocked |
//! | `f16c` | `f16` ⇄ `f32` slice conversions with F16C |
//! | `multiversion` | the contiguous elementwise loops, also compiled for AVX2 and FMA (and the element functions' for AVX-512) |
//! | `half_kernel` | the fused `bfloat16`/`float16` binary kernel, eight lanes at a time |
//! | `gemm` | the float matrix products: the `gemm` crate's GEMM behind a safe function of slices |
//! | `huge_pages` | output vectors that ask for transparent huge pages (Linux) |
//! | `libm` | the C library's functions that XLA calls (`sinf`, `cbrtf`, `erf`, …), and XLA's float mode (DAZ and FTZ) |
//! | `sum_vector` | the 64-byte vector of a float sum's lanes as two AVX2 registers or one AVX-512 |
//! | `window_product` | the windows of XLA's product reduction side by side in vector lanes (8 × 8 transposes in registers) |
//! | `avx` | what the AVX kernels share: the 8 × 8 transpose of `f32` lanes |
//! | `rsqrt` | the CPU's reciprocal square root approximations, which XLA's `rsqrt` refines |
//! | `loops` | what tensors call: those loops and kernels on pieces of their slices, on every core for a large operation (`numerics::parallel`) |
#![allow(unsafe_code)]
// The loops and kernels serve `Tensor`; without the `tensor` feature only the
// slice conversions are used.
#![cfg_attr(not(feature = "tensor"), allow(dead_code))]

#[cfg(all(feature = "tensor", target_arch = "x86_64"))]
mod avx;
#[cfg(feature = "tensor")]
mod bytes;
#[cfg(feature = "tensor")]
mod copy;
pub(super) mod f16c;
#[cfg(feature = "tensor")]
mod gemm;
mod half_kernel;
mod huge_pages;
#[cfg(feature = "tensor")]
mod int_gemm;
mod libm;
#[cfg(feature = "tensor")]
mod loops;
mod multiversion;
mod rsqrt;
#[cfg(feature = "tensor")]
mod sum_vector;
#[cfg(feature = "tensor")]
mod window_product;

#[cfg(feature = "tensor")]
pub(crate) use self::bytes::{first_extrema_of_eights, sums_of_eights};
#[cfg(feature = "tensor")]
pub(crate) use self::copy::{strided_copy, strided_copy_into};
#[cfg(feature = "tensor")]
pub(crate) use self::gemm::gemm;
#[cfg(feature = "tensor")]
pub(crate) use self::huge_pages::output_vec;
#[cfg(feature = "tensor")]
pub(crate) use self::int_gemm::gemm_i16;
pub(crate) use self::libm::{
    XlaFloatMode, atan, atan2, atan2f, atanf, cbrt, cbrtf, cos, cosf, erf, expf, log, logf, pow,
    powf, sin, sinf, tan, tanf,
};
#[cfg(feature = "tensor")]
pub(crate) use self::loops::{
    filled, half_chunks, half_collect, map_assign, map_collect, map_into, on_pieces, on_rows,
    on_weighted_rows, reduce_blocks, same_slice, zip_assign, zip3_collect, zip3_into,
};
#[cfg(feature = "tensor")]
pub(crate) use self::multiversion::{map_fn_uninit, map_uninit, vectorised, zip_uninit};
pub(crate) use self::rsqrt::{rsqrt_approx32, rsqrt_approx64, rsqrt_steps32};
#[cfg(feature = "tensor")]
pub(crate) use self::sum_vector::{
    SimdSums, SumVector, VectorKernel, prefetch, run_avx2, run_avx512,
};
#[cfg(feature = "tensor")]
pub(crate) use self::window_product::window_products_f32;
