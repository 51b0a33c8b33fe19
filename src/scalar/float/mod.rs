//! Real floating-point arithmetic as XLA computes it on CPU: one trait,
//! [`RealFloat`], for `f32`, `f64`, `bf16` and `f16`.
//!
//! - `f32` and `f64` flush subnormals, as XLA's CPU code does (x86's DAZ and
//!   FTZ): an operand below the smallest normal number counts as a zero of its
//!   sign, and so does such a result;
//! - `bf16` and `f16` compute each operation in `f32` (with its flushing) and
//!   round the result once, which is exact for one operation of `+ - * /`
//!   (24 >= 2 * 11 + 2 bits); their own subnormals are normal in `f32`;
//! - `maximum`/`minimum` propagate NaN and order `-0.0` below `0.0`.
//!
//! Every element operation on real floats (the [`Arith`](super::Arith)
//! impls, the tensor operations' element functions, the real steps of the
//! complex algorithms) goes through this trait, so each rule is written once.
//! It is the float *core*: arithmetic, flushing, rounding and comparisons.
//! The element functions (`exp`, `log`, `pow`, …) are built on it, a layer
//! up (`scalar::functions::FloatFunctions`).
// Without tensors, only `Arith` and the conversions use it.
#![cfg_attr(not(feature = "tensor"), allow(dead_code))]

use core::ops::Neg;

/// How [`RealFloat::rounded`] rounds to an integer.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rounding {
    /// Toward −∞.
    Floor,
    /// Toward +∞.
    Ceil,
    /// Toward zero.
    Trunc,
    /// To the nearest, ties to even.
    TiesEven,
}

/// One real float format, every operation rounded to it as XLA on CPU does.
#[doc(hidden)]
pub trait RealFloat: Copy + PartialEq + PartialOrd + Neg<Output = Self> {
    /// `0`.
    const ZERO: Self;
    /// `1`.
    const ONE: Self;
    /// `+inf`.
    const INFINITY: Self;
    /// The largest finite value.
    const MAX: Self;
    /// A quiet NaN.
    const NAN: Self;
    /// Dekker's splitting constant, `2^ceil(p/2) + 1` for a `p`-bit significand.
    const SPLIT: Self;

    /// `self`, or a zero of its sign if it is subnormal (`f32`, `f64`); the
    /// half types keep their subnormals, which are normal in `f32`.
    fn flush(self) -> Self;
    /// A constant, rounded to this format.
    fn constant(value: f64) -> Self;

    /// `a + b`.
    fn add(self, other: Self) -> Self;
    /// `a - b`.
    fn sub(self, other: Self) -> Self;
    /// `a * b`.
    fn mul(self, other: Self) -> Self;
    /// `a / b`.
    fn div(self, other: Self) -> Self;
    /// `self / divisor` as XLA computes it on CPU when the divisor was
    /// broadcast: `self * (1 / divisor)`, each step rounded.
    fn mul_reciprocal(self, divisor: Self) -> Self;
    /// `self * a + b`, rounded once (an FMA), operands and result flushed.
    fn mul_add(self, a: Self, b: Self) -> Self;
    /// `self * a + b` as XLA's CPU code computes a product that feeds a sum
    /// in one fusion: fused (one rounding, [`mul_add`](RealFloat::mul_add))
    /// in `f32` and `f64`; in the half types, whose every operation is
    /// rounded to the format, two roundings.
    #[inline]
    fn mul_add_contracted(self, a: Self, b: Self) -> Self {
        self.mul_add(a, b)
    }
    /// `self · c` for a constant `c` that XLA folded into the type the
    /// product is computed in: the format itself for `f32`, `f64` and
    /// `float16`, `f32` for `bfloat16` (whose products XLA computes in
    /// `f32`, `log2`'s `1 / log(2)` among them).
    fn mul_constant(self, c: f64) -> Self;
    /// C's `fmod`: the remainder with the dividend's sign. XLA's flushes its
    /// divisor but not its dividend.
    fn fmod(self, other: Self) -> Self;

    /// JAX's `maximum`: NaN wins; of two zeros, `+0.0` is the larger.
    fn max(self, other: Self) -> Self;
    /// JAX's `minimum`: NaN wins; of two zeros, `-0.0` is the smaller.
    fn min(self, other: Self) -> Self;
    /// `a < b`, subnormals counting as zeros.
    fn lt(self, other: Self) -> bool;
    /// `a <= b`, subnormals counting as zeros.
    fn le(self, other: Self) -> bool;
    /// `a == b`, subnormals counting as zeros; NaN equals nothing.
    fn eq(self, other: Self) -> bool;
    /// `self == 0`, with subnormals counting as zero.
    #[inline]
    fn is_zero(self) -> bool {
        RealFloat::eq(self, Self::ZERO)
    }
    /// `self < 0`, with subnormals counting as zero.
    #[inline]
    fn below_zero(self) -> bool {
        RealFloat::lt(self, Self::ZERO)
    }

    /// -1, -0, +0, 1 or NaN, as `lax.sign`.
    fn sign(self) -> Self;
    /// Rounded half away from zero, as `lax.round`.
    #[cfg(feature = "std")]
    fn round(self) -> Self;
    /// Rounded to an integer in `mode`, from the flushed operand.
    #[cfg(feature = "std")]
    fn rounded(self, mode: Rounding) -> Self;
    /// `|self|`, exactly (the sign bit cleared).
    fn abs(self) -> Self;
    /// `self` with the sign of `sign`, exactly.
    fn copysign(self, sign: Self) -> Self;
    /// Whether this is NaN.
    fn is_nan(self) -> bool;
    /// Whether this is ±inf.
    fn is_infinite(self) -> bool;
    /// Whether this is neither NaN nor ±inf.
    fn is_finite(self) -> bool;
}

/// `is_nan`, `is_infinite` and `is_finite`: the type's own, for every format.
macro_rules! classify {
    ($t:ident) => {
        #[inline]
        fn is_nan(self) -> bool {
            <$t>::is_nan(self)
        }
        #[inline]
        fn is_infinite(self) -> bool {
            <$t>::is_infinite(self)
        }
        #[inline]
        fn is_finite(self) -> bool {
            <$t>::is_finite(self)
        }
    };
}

/// `f32` and `f64`: the hardware's IEEE arithmetic, with XLA's flushing.
macro_rules! native_float {
    ($($t:ident: split $split:expr;)*) => {$(
        impl RealFloat for $t {
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;
            const INFINITY: Self = <$t>::INFINITY;
            const MAX: Self = <$t>::MAX;
            const NAN: Self = <$t>::NAN;
            const SPLIT: Self = $split;

            #[inline]
            fn flush(self) -> Self {
                // `self * 0.0` is the zero of `self`'s sign.
                if self.abs() < <$t>::MIN_POSITIVE { self * 0.0 } else { self }
            }
            #[inline]
            #[allow(clippy::cast_possible_truncation, clippy::unnecessary_cast)]
            fn constant(value: f64) -> Self {
                value as $t
            }

            #[inline]
            fn add(self, other: Self) -> Self {
                (self.flush() + other.flush()).flush()
            }
            #[inline]
            fn sub(self, other: Self) -> Self {
                (self.flush() - other.flush()).flush()
            }
            #[inline]
            fn mul(self, other: Self) -> Self {
                (self.flush() * other.flush()).flush()
            }
            #[inline]
            fn div(self, other: Self) -> Self {
                (self.flush() / other.flush()).flush()
            }
            #[inline]
            fn mul_reciprocal(self, divisor: Self) -> Self {
                RealFloat::mul(self, RealFloat::div(Self::ONE, divisor))
            }
            #[inline]
            fn mul_constant(self, c: f64) -> Self {
                RealFloat::mul(self, Self::constant(c))
            }
            #[inline]
            fn mul_add(self, a: Self, b: Self) -> Self {
                // Without `std` there is no `mul_add`, and this rounds twice;
                // nothing computes fused products there (tensors need `std`),
                // but the trait must be implemented.
                #[cfg(feature = "std")]
                return <$t>::mul_add(self.flush(), a.flush(), b.flush()).flush();
                #[cfg(not(feature = "std"))]
                return (self.flush() * a.flush() + b.flush()).flush();
            }
            #[inline]
            fn fmod(self, other: Self) -> Self {
                self % other.flush()
            }

            #[inline]
            fn max(self, other: Self) -> Self {
                let (x, y) = (self.flush(), other.flush());
                if x > y || x.is_nan() || (x == y && y.is_sign_negative()) { x } else { y }
            }
            #[inline]
            fn min(self, other: Self) -> Self {
                let (x, y) = (self.flush(), other.flush());
                if x < y || x.is_nan() || (x == y && x.is_sign_negative()) { x } else { y }
            }
            #[inline]
            fn lt(self, other: Self) -> bool {
                self.flush() < other.flush()
            }
            #[inline]
            fn le(self, other: Self) -> bool {
                self.flush() <= other.flush()
            }
            #[inline]
            fn eq(self, other: Self) -> bool {
                self.flush() == other.flush()
            }

            #[inline]
            fn sign(self) -> Self {
                let x = self.flush();
                if x > 0.0 { 1.0 } else if x < 0.0 { -1.0 } else { x }
            }
            #[cfg(feature = "std")]
            #[inline]
            fn round(self) -> Self {
                <$t>::round(self.flush())
            }
            #[cfg(feature = "std")]
            #[inline]
            fn rounded(self, mode: Rounding) -> Self {
                let x = self.flush();
                match mode {
                    Rounding::Floor => x.floor(),
                    Rounding::Ceil => x.ceil(),
                    Rounding::Trunc => x.trunc(),
                    Rounding::TiesEven => x.round_ties_even(),
                }
            }
            #[inline]
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            #[inline]
            fn copysign(self, sign: Self) -> Self {
                <$t>::copysign(self, sign)
            }
            classify!($t);
        }
    )*};
}

native_float! {
    f32: split 4097.0;
    f64: split 134_217_729.0;
}

// After `classify!`, which it uses.
mod halves;
mod minifloats;

pub(crate) use self::halves::{f16_from_f32, f16_to_f32, round_to_bf16};
#[cfg(feature = "std")]
pub(crate) use self::minifloats::Wide;
