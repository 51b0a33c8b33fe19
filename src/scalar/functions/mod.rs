//! The element functions of real floats as XLA computes them on CPU, one
//! file per function: the same range reduction, polynomial, constants and
//! order of operations, so that the results are XLA's bits.
//!
//! XLA's CPU compiler emits its own approximations for some functions and
//! calls the C library for others; which, for each dtype, was read off the
//! code that jaxlib 0.10.2 generates (`XLA_FLAGS=--xla_dump_to=…`: its LLVM IR
//! and object code), and each is re-derived here from that:
//!
//! | function | `f32` (and `bf16`, computed in `f32`) | `f64` |
//! |---|---|---|
//! | `exp`, `expm1`, `logistic`, `exp2`, `sinh`, `cosh` | XLA's ([`exp`]) | XLA's ([`exp`]) |
//! | `log`, `log1p`, `log2`, `log10` | XLA's ([`log`]) | the C library's `log`, in XLA's `log1p` |
//! | `tanh` | XLA's ([`tanh`]) | XLA's ([`tanh`]) |
//! | `erf` | XLA's ([`erf`]) | the C library's |
//! | `erfc` | XLA's expansion of `chlo.erfc` ([`erf`]) | XLA's expansion of `chlo.erfc` |
//! | `rsqrt` | the CPU's `rsqrtss` and a Newton step ([`rsqrt`]) | `vrsqrt14pd` and Newton steps |
//! | `sqrt` | the CPU's | the CPU's |
//! | `sin`, `cos`, `tan`, `arctan`, `cbrt`, `pow` | the C library's ([`libm`]) | the C library's |
//!
//! `float16` is XLA's own case: it computes some functions in `f32` with
//! these approximations and others through the C library's `f32` function
//! (`exp` and `log` among them); `halves.rs` says which.
//!
//! # Written once, vectorised by the compiler
//!
//! Each function is one scalar function, `#[inline(always)]` and without
//! branches: where XLA selects between values, both are computed and one is
//! picked. The contiguous loops of `simd::multiversion` are compiled for AVX2
//! and FMA (and for the baseline), with the function inlined into them, and
//! the compiler vectorises it there: eight `f32` lanes at a time, as XLA's
//! own code runs. A product that XLA's compiler fuses with the sum it feeds
//! (a multiply-add, one rounding) is [`f32::mul_add`] here, wherever the
//! code runs, so that the portable build gives the same bits: the rule,
//! read off XLA's object code, is that every product feeding only an
//! addition or subtraction is fused, the first operand's when both are
//! products.
//!
//! # Subnormals
//!
//! XLA's CPU code runs with the x86 flags DAZ and FTZ: a subnormal operand
//! of an arithmetic instruction counts as a zero of its sign, and a result
//! that is tiny *before* rounding becomes one (x86 detects tininess before
//! rounding, so a product that rounds up to the smallest normal number is
//! zero too: [`half32`]). Selects and bit operations are not arithmetic: where
//! XLA selects its operand itself (`tanh` of a tiny `x`, `expm1` where `x/2`
//! is 0), a subnormal operand comes back unchanged. Each function here
//! flushes its operand and its results where XLA's would ([`flush32`]);
//! the tests compare every `f32` input (see `tests/jax_functions.rs`).

// Without tensors, the functions serve only the element types' scalar calls.
#![cfg_attr(not(feature = "tensor"), allow(dead_code))]

// Below: what each function shares, the functions of `f32` and `f64`, one
// file each, and the trait that names them.
pub(crate) mod erf;
pub(crate) mod exp;
mod flush;
pub(crate) mod libm;
pub(crate) mod log;
mod real;
pub(crate) mod rsqrt;
pub(crate) mod tanh;
// Above: the functions JAX writes as several operations, over the trait, and
// the trait's impls for each real float.
pub(crate) mod composite;
mod halves;
mod minifloats;
mod native;

pub(crate) use self::real::FloatFunctions;
