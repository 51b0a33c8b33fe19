//! The extended floats as XLA computes them on CPU: [`RealFloat`] with each
//! operation in a wider format, rounded back to the extended one.
//!
//! XLA's CPU compiler has no arithmetic of its own for the 8-, 6- and 4-bit
//! floats: its float normalization computes each operation on them in
//! `float16` (`float8_e8m0fnu`, whose exponents reach 2^127, in `float32`),
//! and converts the result back. So an operation here is the wide format's
//! operation ([`RealFloat`] of `f16`, itself computed in `f32` and rounded
//! to `f16`, or of `f32`), then one conversion into the extended format.

use half::f16;

use super::RealFloat;
#[cfg(feature = "std")]
use super::Rounding;
use crate::scalar::minifloat::{
    F4E2M1Fn, F6E2M3Fn, F6E3M2Fn, F8E3M4, F8E4M3, F8E4M3B11Fnuz, F8E4M3Fn, F8E4M3Fnuz, F8E5M2,
    F8E5M2Fnuz, F8E8M0Fnu,
};

/// The wide format an extended float computes in, and the way there and back.
pub(crate) trait Wide: Copy {
    /// `f16` or `f32`.
    type Wide: RealFloat;
    /// The value in the wide format, exactly.
    fn widen(self) -> Self::Wide;
    /// The nearest value of the extended format, as XLA converts.
    fn narrow(wide: Self::Wide) -> Self;
}

macro_rules! minifloat_real {
    ($($t:ident in $wide:ident;)*) => {$(
        impl Wide for $t {
            type Wide = $wide;
            #[inline]
            fn widen(self) -> $wide {
                minifloat_real!(@widen $wide, self)
            }
            #[inline]
            fn narrow(wide: $wide) -> Self {
                minifloat_real!(@narrow $wide, $t, wide)
            }
        }

        impl RealFloat for $t {
            const ZERO: Self = <$t>::from_f32(0.0);
            const ONE: Self = <$t>::from_f32(1.0);
            /// ±infinity where the format has it; else what it makes of one
            /// (NaN, or its largest value for the saturating formats).
            const INFINITY: Self = <$t>::from_f32(f32::INFINITY);
            const MAX: Self = <$t>::from_bits(<$t>::FORMAT.max_finite_bits());
            /// A NaN where the format has one.
            const NAN: Self = <$t>::from_f32(f32::NAN);
            /// `2^ceil(p/2) + 1` for the format's `p`-bit significand.
            const SPLIT: Self = <$t>::from_f32(
                (1u32 << (<$t>::FORMAT.mantissa_bits + 2) / 2) as f32 + 1.0,
            );

            #[inline]
            fn flush(self) -> Self {
                self
            }
            #[inline]
            fn constant(value: f64) -> Self {
                <$t>::from_f64(value)
            }

            minifloat_real!(@binary add, sub, mul, div, mul_reciprocal, fmod, max, min);
            #[inline]
            fn mul_constant(self, c: f64) -> Self {
                Self::narrow(RealFloat::mul_constant(self.widen(), c))
            }
            #[inline]
            fn mul_add(self, a: Self, b: Self) -> Self {
                Self::narrow(RealFloat::mul_add(self.widen(), a.widen(), b.widen()))
            }
            #[inline]
            fn mul_add_contracted(self, a: Self, b: Self) -> Self {
                RealFloat::add(RealFloat::mul(self, a), b)
            }
            #[inline]
            fn lt(self, other: Self) -> bool {
                RealFloat::lt(self.widen(), other.widen())
            }
            #[inline]
            fn le(self, other: Self) -> bool {
                RealFloat::le(self.widen(), other.widen())
            }
            #[inline]
            fn eq(self, other: Self) -> bool {
                RealFloat::eq(self.widen(), other.widen())
            }
            minifloat_real!(@unary sign, abs);
            #[cfg(feature = "std")]
            minifloat_real!(@unary round);
            #[cfg(feature = "std")]
            #[inline]
            fn rounded(self, mode: Rounding) -> Self {
                Self::narrow(RealFloat::rounded(self.widen(), mode))
            }
            #[inline]
            fn copysign(self, sign: Self) -> Self {
                Self::narrow(RealFloat::copysign(self.widen(), sign.widen()))
            }
            #[inline]
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            #[inline]
            fn is_infinite(self) -> bool {
                <$t>::to_f32(self).is_infinite()
            }
            #[inline]
            fn is_finite(self) -> bool {
                <$t>::to_f32(self).is_finite()
            }
        }
    )*};
    (@widen f16, $x:expr) => { f16::from_f32($x.to_f32()) };
    (@widen f32, $x:expr) => { $x.to_f32() };
    (@narrow f16, $t:ident, $x:expr) => { <$t>::from_bits(<$t>::FORMAT.from_f64_xla(f64::from($x.to_f32()))) };
    (@narrow f32, $t:ident, $x:expr) => { <$t>::from_bits(<$t>::FORMAT.from_f64_xla(f64::from($x))) };
    (@binary $($op:ident),*) => {$(
        #[inline]
        fn $op(self, other: Self) -> Self {
            Self::narrow(RealFloat::$op(self.widen(), other.widen()))
        }
    )*};
    (@unary $($op:ident),*) => {$(
        #[inline]
        fn $op(self) -> Self {
            Self::narrow(RealFloat::$op(self.widen()))
        }
    )*};
}

minifloat_real! {
    F8E4M3Fn in f16;
    F8E5M2 in f16;
    F8E4M3Fnuz in f16;
    F8E5M2Fnuz in f16;
    F8E4M3B11Fnuz in f16;
    F8E3M4 in f16;
    F8E4M3 in f16;
    F8E8M0Fnu in f32;
    F6E2M3Fn in f16;
    F6E3M2Fn in f16;
    F4E2M1Fn in f16;
}
