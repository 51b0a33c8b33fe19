//! [`FloatFunctions`]: the element functions of one real float format, as
//! XLA computes them on CPU, over the float core's arithmetic
//! ([`RealFloat`]). Implemented for `f32` and `f64` from XLA's functions
//! (`native.rs`), for the half types (`halves.rs`) and the extended floats
//! (`minifloats.rs`) in a wider format, rounded back.

use crate::scalar::float::RealFloat;
use crate::scalar::ops::{FloatFn, RealFn};

/// The element functions of a real float format, each on the flushed
/// operand and flushed, as XLA computes it.
#[doc(hidden)]
pub trait FloatFunctions: RealFloat {
    /// `self ** other`. XLA's `pow` reads its operands unflushed and flushes
    /// its result.
    fn powf(self, other: Self) -> Self;
    /// A function that complex numbers have too ([`FloatFn`]).
    fn function(self, op: FloatFn) -> Self;
    /// A function of real floats only ([`RealFn`]).
    fn real_function(self, op: RealFn) -> Self;
    /// `atan2(self, x)` as XLA computes it (see `native::atan2_f32`).
    fn atan2(self, x: Self) -> Self;
    /// `atan2(self, x)` as XLA calls the C library's `atan2f` (or `atan2`)
    /// inside an element function (`arcsin`, `arccos`): on the operands as
    /// they are, under XLA's float mode, which the element functions' loops
    /// run in (`simd::XlaFloatMode`).
    fn libm_atan2(self, x: Self) -> Self;
    /// `e^x - 1`.
    fn expm1(self) -> Self;
    /// `ln(1 + x)`.
    fn log1p(self) -> Self;
}
