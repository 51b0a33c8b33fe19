//! `bf16` and `f16` as XLA computes them on CPU: [`RealFloat`] with each
//! operation in `f32`, rounded back to the format.

use half::{bf16, f16};

use super::RealFloat;
#[cfg(feature = "std")]
use super::Rounding;

/// `bf16` and `f16`: each operation in `f32`, with its flushing, rounded back
/// once. Sign operations work on the bits, so they are exact for NaN too.
///
/// `round_reciprocal`: whether XLA rounds `1 / divisor` to the format before
/// multiplying (`float16`), or keeps it in `f32` (`bfloat16`), in a division
/// by a broadcast divisor.
///
macro_rules! half_float {
    ($($t:ident: split $split:expr, round_reciprocal $round:expr;)*) => {$(
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

half_float! {
    bf16: split 17.0, round_reciprocal false;
    f16: split 65.0, round_reciprocal true;
}
