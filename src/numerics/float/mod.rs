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
// Without tensors, only `Arith` and the conversions use it.
#![cfg_attr(not(feature = "tensor"), allow(dead_code))]

use core::ops::Neg;

#[cfg(feature = "std")]
use half::{bf16, f16};

#[cfg(feature = "std")]
use super::minifloat::{
    F4E2M1Fn, F6E2M3Fn, F6E3M2Fn, F8E3M4, F8E4M3, F8E4M3B11Fnuz, F8E4M3Fn, F8E4M3Fnuz, F8E5M2,
    F8E5M2Fnuz, F8E8M0Fnu, with_small_floats,
};

#[cfg(feature = "std")]
use super::ops::{
    DivModElem, FloatElem, FloatFn, NumericElem, PartsElem, PowerElem, RealFloatElem, RealFn,
    RoundElem, integer_pow,
};

#[cfg(feature = "std")]
mod composite;
// Declares `next_after!`, used by `float_ops!` below.
#[cfg(feature = "std")]
#[macro_use]
mod bits;

#[cfg(feature = "std")]
use self::bits::{atan2_f32, atan2_f64};
#[cfg(feature = "std")]
pub(crate) use self::composite::{divmod, remainder};
#[cfg(feature = "std")]
use self::composite::{hypot, logaddexp};

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

    /// `self ** other`. XLA's `pow` reads its operands unflushed and flushes
    /// its result.
    #[cfg(feature = "std")]
    fn powf(self, other: Self) -> Self;
    /// A transcendental function, on the flushed operand, flushed.
    #[cfg(feature = "std")]
    fn function(self, op: FloatFn) -> Self;
    /// A function of real floats only (`numerics::functions`).
    #[cfg(feature = "std")]
    fn real_function(self, op: RealFn) -> Self;
    /// `atan2(self, x)` as XLA computes it (see `atan2_f32`).
    #[cfg(feature = "std")]
    fn atan2(self, x: Self) -> Self;
    /// `atan2(self, x)` as XLA calls the C library's `atan2f` (or `atan2`)
    /// inside an element function (`arcsin`, `arccos`): on the operands as
    /// they are, under XLA's float mode, which the element functions' loops
    /// run in (`simd::XlaFloatMode`).
    #[cfg(feature = "std")]
    fn libm_atan2(self, x: Self) -> Self;
    /// `e^x - 1`.
    #[cfg(feature = "std")]
    fn expm1(self) -> Self;
    /// `ln(1 + x)`.
    #[cfg(feature = "std")]
    fn log1p(self) -> Self;
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

/// `f32` and `f64`: the hardware's IEEE arithmetic, with XLA's flushing,
/// and XLA's element functions (`numerics::functions`).
macro_rules! native_float {
    ($($t:ident: split $split:expr, atan2 $atan2:ident, libm $libm_atan2:ident $pow:ident;)*) => {$(
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

            #[cfg(feature = "std")]
            #[inline]
            fn powf(self, other: Self) -> Self {
                crate::numerics::simd::$pow(self, other).flush()
            }
            #[cfg(feature = "std")]
            #[inline(always)]
            fn function(self, op: FloatFn) -> Self {
                use crate::numerics::functions::XlaFunctions;
                match op {
                    FloatFn::Sqrt => XlaFunctions::sqrt(self),
                    FloatFn::Exp => XlaFunctions::exp(self),
                    FloatFn::Log => XlaFunctions::log(self),
                    FloatFn::Sin => XlaFunctions::sin(self),
                    FloatFn::Cos => XlaFunctions::cos(self),
                    FloatFn::Tanh => XlaFunctions::tanh(self),
                    FloatFn::Expm1 => XlaFunctions::expm1(self),
                    FloatFn::Log1p => XlaFunctions::log1p(self),
                    FloatFn::Log2 => {
                        crate::numerics::functions::composite::log2(XlaFunctions::log(self))
                    }
                    FloatFn::Log10 => {
                        crate::numerics::functions::composite::log10(XlaFunctions::log(self))
                    }
                }
            }
            #[cfg(feature = "std")]
            #[inline(always)]
            fn real_function(self, op: RealFn) -> Self {
                crate::numerics::functions::XlaFunctions::real(self, op)
            }
            #[cfg(feature = "std")]
            #[inline]
            fn atan2(self, x: Self) -> Self {
                $atan2(self, x)
            }
            #[cfg(feature = "std")]
            #[inline(always)]
            fn libm_atan2(self, x: Self) -> Self {
                let r = crate::numerics::simd::$libm_atan2(self, x);
                let tiny = self.abs() < <$t>::MIN_POSITIVE || x.abs() < <$t>::MIN_POSITIVE;
                if tiny { r } else { r.flush() }
            }

            #[cfg(feature = "std")]
            #[inline(always)]
            fn expm1(self) -> Self {
                crate::numerics::functions::XlaFunctions::expm1(self)
            }
            #[cfg(feature = "std")]
            #[inline(always)]
            fn log1p(self) -> Self {
                crate::numerics::functions::XlaFunctions::log1p(self)
            }
        }
    )*};
}

native_float! {
    f32: split 4097.0, atan2 atan2_f32, libm atan2f powf;
    f64: split 134_217_729.0, atan2 atan2_f64, libm atan2 pow;
}

/// The tensor operations' element functions on real floats, from the
/// operations above.
#[cfg(feature = "std")]
macro_rules! float_ops {
    ($next_after:ident!; $($t:ty),*) => {$(
        impl NumericElem for $t {
            #[inline]
            fn sub(self, other: Self) -> Self {
                RealFloat::sub(self, other)
            }
            #[inline]
            fn neg(self) -> Self {
                -self
            }
            #[inline]
            fn sign(self) -> Self {
                RealFloat::sign(self)
            }
            #[inline]
            fn round_even(self) -> Self {
                RealFloat::rounded(self, Rounding::TiesEven)
            }
            #[inline]
            fn square(self) -> Self {
                RealFloat::mul(self, self)
            }
        }

        impl RoundElem for $t {
            #[inline]
            fn floor(self) -> Self {
                RealFloat::rounded(self, Rounding::Floor)
            }
            #[inline]
            fn ceil(self) -> Self {
                RealFloat::rounded(self, Rounding::Ceil)
            }
            #[inline]
            fn trunc(self) -> Self {
                RealFloat::rounded(self, Rounding::Trunc)
            }
            #[inline]
            fn is_nan(self) -> bool {
                RealFloat::is_nan(self)
            }
            #[inline]
            fn is_inf(self) -> bool {
                RealFloat::is_infinite(self)
            }
            #[inline]
            fn is_finite(self) -> bool {
                RealFloat::is_finite(self)
            }
            #[inline]
            fn sign_bit(self) -> bool {
                RealFloat::copysign(Self::ONE, self) != Self::ONE
            }
            #[inline]
            fn copy_sign(self, sign: Self) -> Self {
                RealFloat::copysign(self, sign)
            }
            #[inline]
            fn next_after(self, toward: Self) -> Self {
                $next_after!(self, toward)
            }
        }

        impl FloatElem for $t {
            #[inline]
            fn div(self, other: Self) -> Self {
                RealFloat::div(self, other)
            }
            #[inline]
            fn div_broadcast(self, other: Self) -> Self {
                self.mul_reciprocal(other)
            }
            // Always inlined, so that the function is compiled into the
            // vectorised loop that calls it, with its instructions (FMA).
            #[inline(always)]
            fn unary(self, op: FloatFn) -> Self {
                self.function(op)
            }
            #[inline]
            fn logaddexp(self, other: Self, base2: bool) -> Self {
                logaddexp(self, other, base2)
            }
            #[inline]
            fn arctan2(self, x: Self) -> Self {
                RealFloat::atan2(self, x)
            }
        }

        impl RealFloatElem for $t {
            #[inline]
            fn hypot(self, other: Self) -> Self {
                hypot(self, other)
            }
            // Always inlined, as `FloatElem::unary`.
            #[inline(always)]
            fn real_fn(self, op: RealFn) -> Self {
                self.real_function(op)
            }
        }

        impl DivModElem for $t {
            #[inline]
            fn floor_divide(self, other: Self) -> Self {
                divmod(self, other, false).0
            }
            #[inline]
            fn floor_divide_broadcast(self, other: Self) -> Self {
                divmod(self, other, true).0
            }
            #[inline]
            fn remainder(self, other: Self) -> Self {
                remainder(self, other)
            }
        }

        impl PowerElem for $t {
            #[inline]
            fn power(self, other: Self) -> Self {
                RealFloat::powf(self, other)
            }
            #[inline]
            fn powi(self, n: i32) -> Self {
                let acc = integer_pow(self, n.unsigned_abs());
                if n < 0 { RealFloat::div(Self::ONE, acc) } else { acc }
            }
        }

        impl PartsElem for $t {
            type Real = $t;
            #[inline]
            fn abs(self) -> $t {
                RealFloat::abs(self)
            }
            #[inline]
            fn real(self) -> $t {
                self
            }
            #[inline]
            fn imag(self) -> $t {
                Self::ZERO
            }
            #[inline]
            fn conj(self) -> $t {
                self
            }
        }
    )*};
}

#[cfg(feature = "std")]
float_ops!(next_after!; f32, f64, bf16, f16);

/// `nextafter` of an extended float, as XLA computes it: in its wide format,
/// rounded back (so a step smaller than the format's comes back to `from`).
#[cfg(feature = "std")]
macro_rules! wide_next_after {
    ($from:expr, $to:expr) => {{
        use self::minifloats::Wide;
        Self::narrow(RoundElem::next_after($from.widen(), $to.widen()))
    }};
}

#[cfg(feature = "std")]
with_small_floats!(float_ops!(wide_next_after!;));

// After `classify!`, which it uses.
mod halves;
mod minifloats;
