//! [`FloatFunctions`] of `bf16` and `f16` as XLA computes them on CPU: in
//! `f32`, rounded back once, but where JAX writes a function as several
//! operations, each rounded to the format.
//!
//! `libm`: whether XLA computes the format's `exp` and `log`, when they are
//! operations of their own (not fused with others), with the C library's
//! `f32` functions (`expf`, `logf`: `float16`), or with its own `f32`
//! approximations (`bfloat16`, which XLA converts to `f32` first).

use half::{bf16, f16};

use super::real::FloatFunctions;
use super::{composite, libm, tanh};
use crate::scalar::element::Element;
use crate::scalar::float::{RealFloat, f16_from_f32};
use crate::scalar::ops::{FloatFn, RealFn};

macro_rules! half_functions {
    ($($t:ident: libm $libm:expr, from $from:path;)*) => {$(
        impl FloatFunctions for $t {
            half_functions!(@binary $from: powf, atan2, libm_atan2);
            half_functions!(@unary $from: expm1, log1p);

            #[inline(always)]
            fn function(self, op: FloatFn) -> Self {
                // XLA lowers these `float16` operations to the C library's
                // `f32` functions (`expf`, `logf`, …).
                let log = |x: $t| if $libm {
                    $from(libm::log32(Element::to_f32(x)))
                } else {
                    $from(FloatFunctions::function(Element::to_f32(x), FloatFn::Log))
                };
                match op {
                    FloatFn::Log2 => composite::log2(log(self)),
                    FloatFn::Log10 => composite::log10(log(self)),
                    FloatFn::Log => log(self),
                    FloatFn::Exp if $libm => $from(libm::exp32(Element::to_f32(self))),
                    FloatFn::Expm1 if $libm => expm1_libm(self),
                    _ => $from(FloatFunctions::function(Element::to_f32(self), op)),
                }
            }
            #[inline(always)]
            fn real_function(self, op: RealFn) -> Self {
                match op {
                    // JAX writes these as several operations, each rounded
                    // to the format.
                    RealFn::Exp2 => composite::exp2(self),
                    RealFn::Arcsin => composite::arcsin(self),
                    RealFn::Arccos => composite::arccos(self),
                    RealFn::Arcsinh => composite::arcsinh(self),
                    RealFn::Arccosh => composite::arccosh(self),
                    RealFn::Arctanh => composite::arctanh(self),
                    RealFn::Logistic => composite::logistic(self),
                    // One operation in `f32` (`sinh` and `cosh`: JAX
                    // computes all of them in `f32`), rounded once.
                    _ => $from(FloatFunctions::real_function(Element::to_f32(self), op)),
                }
            }
        }
    )*};
    (@binary $from:path: $($op:ident),*) => {$(
        #[inline]
        fn $op(self, other: Self) -> Self {
            $from(FloatFunctions::$op(Element::to_f32(self), Element::to_f32(other)))
        }
    )*};
    (@unary $from:path: $($op:ident),*) => {$(
        #[inline]
        fn $op(self) -> Self {
            $from(FloatFunctions::$op(Element::to_f32(self)))
        }
    )*};
}

/// `expm1` of a half type as XLA computes it for `float16`: its `expm1`
/// formula an operation at a time in the format, its `exp` the C library's
/// `expf` and its `tanh` its own `f32` approximation (as `f32`'s `expm1`:
/// `e^x − 1` beyond `|x| = ½`, `tanh(x/2) · (e^x + 1)` nearer 0, `x` where
/// `x/2` is 0).
#[inline(always)]
fn expm1_libm<T: RealFloat + Element>(x: T) -> T {
    let e: T = Element::cast(libm::exp32(Element::cast(x)));
    let half = RealFloat::mul(x, T::constant(0.5));
    let t: T = Element::cast(tanh::tanh32(Element::cast(half)));
    let near = RealFloat::mul(RealFloat::add(e, T::ONE), t);
    let far = RealFloat::sub(e, T::ONE);
    let r = if RealFloat::lt(T::constant(0.5), RealFloat::abs(x)) {
        far
    } else {
        near
    };
    if half.is_zero() { x } else { r }
}

// `float16` rounds on the bits (`f16_from_f32`, `half`'s rounding): `half`'s
// conversion checks the CPU on each call, which keeps the loops scalar.
half_functions! {
    bf16: libm false, from bf16::from_f32;
    f16: libm true, from f16_from_f32;
}
