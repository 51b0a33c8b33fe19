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
//! (`exp` and `log` among them); `numerics::float::halves` says which.
//!
//! # Written once, vectorised by the compiler
//!
//! Each function is one scalar function, `#[inline(always)]` and without
//! branches: where XLA selects between values, both are computed and one is
//! picked. The contiguous loops of `numerics::simd` are compiled for AVX2
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

// Without tensors, the functions serve only `RealFloat`'s scalar calls.
#![cfg_attr(not(feature = "tensor"), allow(dead_code))]

pub(crate) mod composite;
pub(crate) mod erf;
pub(crate) mod exp;
pub(crate) mod libm;
pub(crate) mod log;
pub(crate) mod rsqrt;
pub(crate) mod tanh;

use crate::numerics::RealFn;

/// `x`, or a zero of its sign if it is subnormal, as DAZ reads an operand
/// and FTZ writes a result.
#[inline(always)]
pub(crate) fn flush32(x: f32) -> f32 {
    if x.abs() < f32::MIN_POSITIVE {
        x * 0.0
    } else {
        x
    }
}

/// [`flush32`] for `f64`.
#[inline(always)]
pub(crate) fn flush64(x: f64) -> f64 {
    if x.abs() < f64::MIN_POSITIVE {
        x * 0.0
    } else {
        x
    }
}

/// `x · ½` of an `f32` with FTZ as x86 applies it: tininess is detected
/// before rounding, so a product below the smallest normal number is zero
/// even where it rounds up to it (`0x00ff_ffff · ½`).
#[inline(always)]
pub(crate) fn half32(x: f32) -> f32 {
    if x.abs() < 2.0 * f32::MIN_POSITIVE {
        x * 0.0
    } else {
        x * 0.5
    }
}

/// [`half32`] for `f64`.
#[inline(always)]
pub(crate) fn half64(x: f64) -> f64 {
    if x.abs() < 2.0 * f64::MIN_POSITIVE {
        x * 0.0
    } else {
        x * 0.5
    }
}

/// `x` clamped to `[lo, hi]` as XLA's code compares: a NaN `x` passes
/// through (`fcmp uge`/`ule` and a select).
#[inline(always)]
pub(crate) fn clamp32(x: f32, lo: f32, hi: f32) -> f32 {
    let x = if x < lo { lo } else { x };
    if x > hi { hi } else { x }
}

/// [`clamp32`] for `f64`.
#[inline(always)]
pub(crate) fn clamp64(x: f64, lo: f64, hi: f64) -> f64 {
    let x = if x < lo { lo } else { x };
    if x > hi { hi } else { x }
}

/// The element functions of `f32` and `f64` as XLA's CPU code computes
/// them: the table in this module's documentation, as code. Each takes
/// and gives XLA's flushed values.
pub(crate) trait XlaFunctions: Copy {
    /// `sqrt`: the CPU's, correctly rounded.
    fn sqrt(self) -> Self;
    /// `exp`.
    fn exp(self) -> Self;
    /// `expm1`.
    fn expm1(self) -> Self;
    /// `log`.
    fn log(self) -> Self;
    /// `log1p`.
    fn log1p(self) -> Self;
    /// `tanh`.
    fn tanh(self) -> Self;
    /// `sin`.
    fn sin(self) -> Self;
    /// `cos`.
    fn cos(self) -> Self;
    /// A function of real floats only.
    fn real(self, op: RealFn) -> Self;
}

/// Implements [`XlaFunctions`] for one type from its functions.
macro_rules! xla_functions {
    ($t:ty: [$($name:ident => $f:path;)*] real [$($op:ident => $g:path;)*]) => {
        impl XlaFunctions for $t {
            $(
                #[inline(always)]
                fn $name(self) -> Self {
                    $f(self)
                }
            )*
            #[inline(always)]
            fn real(self, op: RealFn) -> Self {
                match op {
                    $(RealFn::$op => $g(self),)*
                }
            }
        }
    };
}

xla_functions! {
    f32: [
    sqrt => sqrt32;
    exp => exp::exp32;
    expm1 => exp::expm1_32;
    log => log::log32;
    log1p => log::log1p32;
    tanh => tanh::tanh32;
    sin => libm::sin32;
    cos => libm::cos32;
    ] real [
    Rsqrt => rsqrt::rsqrt32;
    Cbrt => libm::cbrt32;
    Exp2 => exp::exp2_32;
    Tan => libm::tan32;
    Arcsin => composite::arcsin;
    Arccos => composite::arccos;
    Arctan => libm::atan32;
    Sinh => exp::sinh32;
    Cosh => exp::cosh32;
    Arcsinh => composite::arcsinh;
    Arccosh => composite::arccosh;
    Arctanh => log::arctanh32;
    Erf => erf::erf32;
    Erfc => erf::erfc32;
    Logistic => exp::logistic32;
    ]
}

xla_functions! {
    f64: [
    sqrt => sqrt64;
    exp => exp::exp64;
    expm1 => exp::expm1_64;
    log => libm::log64;
    log1p => log::log1p64;
    tanh => tanh::tanh64;
    sin => libm::sin64;
    cos => libm::cos64;
    ] real [
    Rsqrt => rsqrt::rsqrt64;
    Cbrt => libm::cbrt64;
    Exp2 => exp::exp2_64;
    Tan => libm::tan64;
    Arcsin => composite::arcsin;
    Arccos => composite::arccos;
    Arctan => libm::atan64;
    Sinh => exp::sinh64;
    Cosh => exp::cosh64;
    Arcsinh => composite::arcsinh;
    Arccosh => composite::arccosh;
    Arctanh => log::arctanh64;
    Erf => libm::erf64;
    Erfc => erf::erfc64;
    Logistic => exp::logistic64;
    ]
}

/// `√x` of an `f32`: the CPU's, correctly rounded, on the flushed operand.
#[inline(always)]
fn sqrt32(x: f32) -> f32 {
    flush32(flush32(x).sqrt())
}

/// `√x` of an `f64`.
#[inline(always)]
fn sqrt64(x: f64) -> f64 {
    flush64(flush64(x).sqrt())
}

/// An `f32` constant from its bits, as XLA's code writes them.
pub(crate) const fn f32_bits(bits: u32) -> f32 {
    f32::from_bits(bits)
}

/// An `f64` constant from its bits.
pub(crate) const fn f64_bits(bits: u64) -> f64 {
    f64::from_bits(bits)
}

/// The NaN XLA's approximations give for an operand outside their domain:
/// all bits set (a negative quiet NaN), as their masks make it.
pub(crate) const NAN32: f32 = f32::from_bits(u32::MAX);
