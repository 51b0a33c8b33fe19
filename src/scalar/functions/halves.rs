//! [`FloatFunctions`] of `bf16` and `f16` as XLA computes them on CPU: in
//! `f32`, rounded back once, but where JAX writes a function as several
//! operations, each rounded to the format.
//!
//! `libm`: whether XLA computes the format's `exp` and `log`, when they are
//! operations of their own (not fused with others), with the C library's
//! `f32` functions (`expf`, `logf`: `float16`), or with its own `f32`
//! approximations (`bfloat16`, which XLA converts to `f32` first). For every
//! `float16`, XLA's approximations round to the same `float16` as the C
//! library's (`tests::float16_exp_and_log_round_as_the_c_library_s`), so
//! the crate computes both formats' with those, in vector code; `libm`
//! still picks XLA's `float16` formula of `expm1`.

use half::{bf16, f16};

use super::real::FloatFunctions;
use super::{composite, exp, tanh};
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
                // XLA computes `float16`'s `exp` and `log` with the C
                // library's `expf` and `logf`; its own `f32` approximations
                // round to the same `float16` for every `float16` (tested
                // below) and vectorise, so the crate uses them for both.
                let log = |x: $t| $from(FloatFunctions::function(Element::to_f32(x), FloatFn::Log));
                match op {
                    FloatFn::Log2 => composite::log2(log(self)),
                    FloatFn::Log10 => composite::log10(log(self)),
                    FloatFn::Log => log(self),
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
/// `expf` (whose `float16` XLA's own `f32` `exp` rounds to) and its `tanh` its own `f32` approximation (as `f32`'s `expm1`:
/// `e^x − 1` beyond `|x| = ½`, `tanh(x/2) · (e^x + 1)` nearer 0, `x` where
/// `x/2` is 0).
#[inline(always)]
fn expm1_libm<T: RealFloat + Element>(x: T) -> T {
    let e: T = Element::cast(exp::exp32(Element::cast(x)));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scalar::functions::{libm, log};

    /// XLA computes `float16`'s `exp` and `log` with the C library's `expf`
    /// and `logf`; the crate, with XLA's own `f32` approximations, which
    /// round to the same `float16` for every `float16` (under XLA's float
    /// mode, as the loops run).
    #[test]
    fn float16_exp_and_log_round_as_the_c_library_s() {
        let _mode = crate::simd::XlaFloatMode::enter();
        let same = |a: f16, b: f16| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
        for bits in 0..=u16::MAX {
            let x = f16::from_bits(bits).to_f32();
            let (c, ours) = (f16_from_f32(libm::exp32(x)), f16_from_f32(exp::exp32(x)));
            assert!(
                same(c, ours),
                "exp({x:e}): the C library's {c}, the crate's {ours}"
            );
            let (c, ours) = (f16_from_f32(libm::log32(x)), f16_from_f32(log::log32(x)));
            assert!(
                same(c, ours),
                "log({x:e}): the C library's {c}, the crate's {ours}"
            );
        }
    }
}
