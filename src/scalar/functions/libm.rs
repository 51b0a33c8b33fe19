//! The functions XLA's CPU code leaves to the C library, called as it calls
//! them: `sinf`, `cosf`, `tanf`, `atanf`, `cbrtf` and their `f64` forms, and
//! for `f64` also `log` and `erf` (`simd::libm` declares them).
//! On Linux they are glibc's, the same as jaxlib's on the same machine.
//!
//! XLA passes its operand as it is, subnormal or not, and runs the function
//! with DAZ and FTZ set: for a subnormal operand the function's own
//! arithmetic reads it as zero, but a function that returns a tiny operand
//! without arithmetic (`sinf`, `tanf`, `atanf`) returns it unchanged. So
//! the operand is passed as it is here too, and the element functions' loops
//! run under XLA's mode (`simd::XlaFloatMode`); a result is flushed here
//! unless the operand was subnormal, for the calls made outside those loops.
//!
//! XLA calls them one element at a time, and so does the crate: they do not
//! vectorise, and their cost is the C library's.

use super::flush::{flush32, flush64};
use crate::simd;

/// A C library function of one `f32`, called as XLA calls it.
macro_rules! libm32 {
    ($($(#[$doc:meta])* $name:ident => $c:ident;)*) => {$(
        $(#[$doc])*
        #[inline(always)]
        pub(crate) fn $name(x: f32) -> f32 {
            let y = simd::$c(x);
            if x.abs() < f32::MIN_POSITIVE { y } else { flush32(y) }
        }
    )*};
}

/// A C library function of one `f64`, called as XLA calls it.
macro_rules! libm64 {
    ($($(#[$doc:meta])* $name:ident => $c:ident;)*) => {$(
        $(#[$doc])*
        #[inline(always)]
        pub(crate) fn $name(x: f64) -> f64 {
            let y = simd::$c(x);
            if x.abs() < f64::MIN_POSITIVE { y } else { flush64(y) }
        }
    )*};
}

libm32! {
    /// `sinf`.
    sin32 => sinf;
    /// `cosf`.
    cos32 => cosf;
    /// `tanf`.
    tan32 => tanf;
    /// `atanf`.
    atan32 => atanf;
    /// `cbrtf`.
    cbrt32 => cbrtf;
}

// XLA's `float16` `exp` and `log` when each is an operation of its own; the
// crate computes them with XLA's own `f32` approximations, which round to the
// same `float16` (`functions::halves`' tests).
#[cfg(test)]
libm32! {
    /// `expf`.
    exp32 => expf;
    /// `logf`.
    log32 => logf;
}

libm64! {
    /// `sin`.
    sin64 => sin;
    /// `cos`.
    cos64 => cos;
    /// `tan`.
    tan64 => tan;
    /// `atan`.
    atan64 => atan;
    /// `cbrt`.
    cbrt64 => cbrt;
    /// `log`.
    log64 => log;
    /// `erf`.
    erf64 => erf;
}
