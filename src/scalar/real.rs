//! The tensor operations' element functions (the op families of `ops.rs`)
//! on real floats: each from the float core's arithmetic ([`RealFloat`]) and
//! XLA's element functions ([`FloatFunctions`]); with the functions of
//! jax.numpy that JAX writes as several `lax` operations on real floats,
//! step by step as XLA computes them: `floor_divide` and `remainder` (from
//! `fmod`), `logaddexp`, `hypot`; and `nextafter`, which XLA computes on the
//! bits.

use half::{bf16, f16};

use super::float::{RealFloat, Rounding, Wide};
use super::functions::FloatFunctions;
use super::lists::with_elements;
use super::minifloat::{
    F4E2M1Fn, F6E2M3Fn, F6E3M2Fn, F8E3M4, F8E4M3, F8E4M3B11Fnuz, F8E4M3Fn, F8E4M3Fnuz, F8E5M2,
    F8E5M2Fnuz, F8E8M0Fnu,
};
use super::ops::{
    DivModElem, FloatElem, FloatFn, NumericElem, PartsElem, PowerElem, RealFloatElem, RealFn,
    RoundElem, integer_pow,
};

/// XLA's `NextAfter` (`jnp.nextafter`) on the bits of a float: NaN if either
/// is NaN; `toward` if they compare equal (as floats, so a subnormal equals a
/// zero, as XLA's CPU code reads it) or are both zeros; from a zero (by its
/// bits), the least subnormal with `toward`'s sign; otherwise one step of the
/// magnitude, down where the signs differ or `from` is larger, else up.
macro_rules! next_after {
    ($from:expr, $to:expr) => {{
        let (from, to) = ($from, $to);
        let sign = 1 << (8 * core::mem::size_of_val(&from.to_bits()) - 1);
        let (x, y) = (from.to_bits(), to.to_bits());
        let (x_abs, y_abs) = (x & !sign, y & !sign);
        if from.is_nan() || to.is_nan() {
            Self::NAN
        } else if RealFloat::eq(from, to) {
            to
        } else if x_abs == 0 {
            if y_abs == 0 {
                to
            } else {
                Self::from_bits((y & sign) | 1)
            }
        } else if x_abs > y_abs || (x & sign) != (y & sign) {
            Self::from_bits(x - 1)
        } else {
            Self::from_bits(x + 1)
        }
    }};
}

/// The tensor operations' element functions on real floats, from the float
/// core and the element functions.
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
                FloatFunctions::atan2(self, x)
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
                FloatFunctions::powf(self, other)
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

float_ops!(next_after!; f32, f64, bf16, f16);

/// `nextafter` of an extended float, as XLA computes it: in its wide format,
/// rounded back (so a step smaller than the format's comes back to `from`).
macro_rules! wide_next_after {
    ($from:expr, $to:expr) => {{ Self::narrow(RoundElem::next_after($from.widen(), $to.widen())) }};
}

with_elements!(small_floats: float_ops!(wide_next_after!;));

/// JAX's `_float_divmod`: the floored quotient and the remainder with the
/// divisor's sign, computed from `fmod` as JAX does (so `x // 0.0` is ±inf).
/// With `broadcast`, the division is a multiplication by the reciprocal, as
/// XLA rewrites it where `b` was broadcast.
#[inline]
fn divmod<F: RealFloat>(a: F, b: F, broadcast: bool) -> (F, F) {
    let modulo = a.fmod(b);
    let corrected = if b.is_zero() { a } else { a.sub(modulo) };
    let quotient = if broadcast {
        corrected.mul_reciprocal(b)
    } else {
        corrected.div(b)
    };
    if !modulo.is_zero() && b.sign() != modulo.sign() {
        (quotient.sub(F::ONE).round(), modulo.add(b))
    } else {
        (quotient.round(), modulo)
    }
}

/// `jnp.logaddexp` (`base2` false) and `jnp.logaddexp2` of real floats, as
/// `jax._src.lax.other` computes them: `max(a, b) + log1p(e^-|a - b|)`
/// (with `2^t` as `e^(t · ln 2)` and the logarithm times `1 / ln 2` for base
/// 2), or `a + b` where `a - b` is NaN (a NaN, or infinities of one sign).
#[inline]
fn logaddexp<F: FloatFunctions>(a: F, b: F, base2: bool) -> F {
    let delta = a.sub(b);
    if delta.is_nan() {
        return a.add(b);
    }
    let amax = a.max(b);
    let t = -delta.abs();
    if base2 {
        let exp2 = F::constant(core::f64::consts::LN_2)
            .mul(t)
            .function(FloatFn::Exp);
        let log1p = exp2.function(FloatFn::Log1p);
        // XLA's CPU code fuses the product into the sum (an FMA).
        F::constant(core::f64::consts::LOG2_E).mul_add_contracted(log1p, amax)
    } else {
        amax.add(t.function(FloatFn::Exp).function(FloatFn::Log1p))
    }
}

/// `jnp.hypot` with JAX's formula: `inf` if either is `+inf` after `abs`;
/// else with `mx = max(|a|, |b|)` and `mn` the other, `mx` if it is zero,
/// otherwise `mx · sqrt(1 + (mn / mx)²)`, each step rounded but `1 + r²`,
/// which XLA fuses.
#[inline]
fn hypot<F: FloatFunctions>(a: F, b: F) -> F {
    let (a, b) = (a.abs(), b.abs());
    if a == F::INFINITY || b == F::INFINITY {
        return F::INFINITY;
    }
    let (mx, mn) = (a.max(b), a.min(b));
    if mx.is_zero() {
        return mx;
    }
    let r = mn.div(mx);
    // `1 + r²` in one rounding: XLA's CPU code fuses it (an FMA).
    mx.mul(r.mul_add_contracted(r, F::ONE).function(FloatFn::Sqrt))
}

/// `jnp.remainder`: `fmod`, moved to the divisor's sign.
#[inline]
fn remainder<F: RealFloat>(a: F, b: F) -> F {
    let r = a.fmod(b);
    if !r.is_zero() && (r.below_zero() != b.below_zero()) {
        r.add(b)
    } else {
        r
    }
}
