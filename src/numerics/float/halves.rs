//! `bf16` and `f16` as XLA computes them on CPU: [`RealFloat`] with each
//! operation in `f32`, rounded back to the format.

use half::{bf16, f16};

use super::RealFloat;
#[cfg(feature = "std")]
use super::{FloatFn, RealFn, Rounding};

/// `bf16` and `f16`: each operation in `f32`, with its flushing, rounded back
/// once. Sign operations work on the bits, so they are exact for NaN too.
///
/// `round_reciprocal`: whether XLA rounds `1 / divisor` to the format before
/// multiplying (`float16`), or keeps it in `f32` (`bfloat16`), in a division
/// by a broadcast divisor.
///
/// `libm`: whether XLA computes the format's `exp` and `log`, when they are
/// operations of their own (not fused with others), with the C library's
/// `f32` functions (`expf`, `logf`: `float16`), or with its own `f32`
/// approximations (`bfloat16`, which XLA converts to `f32` first).
macro_rules! half_float {
    ($($t:ident: split $split:expr, round_reciprocal $round:expr, libm $libm:expr;)*) => {$(
        impl RealFloat for $t {
            const ZERO: Self = <$t>::ZERO;
            const ONE: Self = <$t>::ONE;
            const INFINITY: Self = <$t>::INFINITY;
            const MAX: Self = <$t>::MAX;
            const NAN: Self = <$t>::NAN;
            const SPLIT: Self = <$t>::from_f32_const($split);

            #[inline]
            fn flush(self) -> Self {
                self
            }
            #[inline]
            fn constant(value: f64) -> Self {
                <$t>::from_f64(value)
            }

            half_float!(@binary $t: add, sub, mul, div, fmod, max, min);
            #[inline]
            fn mul_reciprocal(self, divisor: Self) -> Self {
                let reciprocal = RealFloat::div(1.0_f32, divisor.to_f32());
                let reciprocal = if $round { <$t>::from_f32(reciprocal).to_f32() } else { reciprocal };
                <$t>::from_f32(RealFloat::mul(self.to_f32(), reciprocal))
            }
            #[inline]
            fn mul_constant(self, c: f64) -> Self {
                let c = if $round { <$t>::from_f64(c).to_f32() } else { c as f32 };
                <$t>::from_f32(RealFloat::mul(self.to_f32(), c))
            }
            #[inline]
            fn mul_add(self, a: Self, b: Self) -> Self {
                <$t>::from_f32(RealFloat::mul_add(self.to_f32(), a.to_f32(), b.to_f32()))
            }
            #[inline]
            fn mul_add_contracted(self, a: Self, b: Self) -> Self {
                RealFloat::add(RealFloat::mul(self, a), b)
            }
            #[inline]
            fn lt(self, other: Self) -> bool {
                RealFloat::lt(self.to_f32(), other.to_f32())
            }
            #[inline]
            fn le(self, other: Self) -> bool {
                RealFloat::le(self.to_f32(), other.to_f32())
            }
            #[inline]
            fn eq(self, other: Self) -> bool {
                RealFloat::eq(self.to_f32(), other.to_f32())
            }
            half_float!(@unary $t: sign);
            #[cfg(feature = "std")]
            half_float!(@unary $t: round);
            #[cfg(feature = "std")]
            #[inline]
            fn rounded(self, mode: Rounding) -> Self {
                <$t>::from_f32(RealFloat::rounded(self.to_f32(), mode))
            }
            #[inline]
            fn abs(self) -> Self {
                <$t>::from_bits(self.to_bits() & 0x7fff)
            }
            #[inline]
            fn copysign(self, sign: Self) -> Self {
                <$t>::from_bits((self.to_bits() & 0x7fff) | (sign.to_bits() & 0x8000))
            }
            classify!($t);

            #[cfg(feature = "std")]
            half_float!(@binary $t: powf, atan2, libm_atan2);
            #[cfg(feature = "std")]
            half_float!(@unary $t: expm1, log1p);

            #[cfg(feature = "std")]
            #[inline(always)]
            fn function(self, op: FloatFn) -> Self {
                use crate::numerics::functions::{composite, libm};
                // XLA lowers these `float16` operations to the C library's
                // `f32` functions (`expf`, `logf`, …).
                let log = |x: $t| if $libm {
                    <$t>::from_f32(libm::log32(x.to_f32()))
                } else {
                    <$t>::from_f32(RealFloat::function(x.to_f32(), FloatFn::Log))
                };
                match op {
                    FloatFn::Log2 => composite::log2(log(self)),
                    FloatFn::Log10 => composite::log10(log(self)),
                    FloatFn::Log => log(self),
                    FloatFn::Exp if $libm => <$t>::from_f32(libm::exp32(self.to_f32())),
                    FloatFn::Expm1 if $libm => expm1_libm(self),
                    _ => <$t>::from_f32(RealFloat::function(self.to_f32(), op)),
                }
            }
            #[cfg(feature = "std")]
            #[inline(always)]
            fn real_function(self, op: RealFn) -> Self {
                use crate::numerics::functions::composite;
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
                    _ => <$t>::from_f32(RealFloat::real_function(self.to_f32(), op)),
                }
            }
        }
    )*};
    (@binary $t:ident: $($op:ident),*) => {$(
        #[inline]
        fn $op(self, other: Self) -> Self {
            <$t>::from_f32(RealFloat::$op(self.to_f32(), other.to_f32()))
        }
    )*};
    (@unary $t:ident: $($op:ident),*) => {$(
        #[inline]
        fn $op(self) -> Self {
            <$t>::from_f32(RealFloat::$op(self.to_f32()))
        }
    )*};
}

/// `expm1` of a half type as XLA computes it for `float16`: its `expm1`
/// formula an operation at a time in the format, its `exp` the C library's
/// `expf` and its `tanh` its own `f32` approximation (as `f32`'s `expm1`:
/// `e^x − 1` beyond `|x| = ½`, `tanh(x/2) · (e^x + 1)` nearer 0, `x` where
/// `x/2` is 0).
#[cfg(feature = "std")]
#[inline(always)]
fn expm1_libm<T: RealFloat + crate::numerics::Element>(x: T) -> T {
    use crate::numerics::Element;
    use crate::numerics::functions::{libm, tanh};
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

half_float! {
    bf16: split 17.0, round_reciprocal false, libm false;
    f16: split 65.0, round_reciprocal true, libm true;
}
