//! The tensor operations' element functions (the op families of `ops.rs`)
//! on complex numbers, from the algorithms of `base.rs` and `composite.rs`.

use num_complex::Complex;

use super::base::{X, abs, complex, divide, exp, log, parts, power, sign, sqrt, tanh};
use super::composite::{arctan2, cos, expm1, log_base, log1p, logaddexp, sin};
use crate::scalar::float::RealFloat;
use crate::scalar::ops::{
    FloatElem, FloatFn, NumericElem, PartsElem, PowerElem, RoundElem, integer_pow,
};

/// The tensor operations' element functions on complex numbers.
macro_rules! complex_ops {
    ($($t:ty),*) => {$(
        impl NumericElem for Complex<$t> {
            #[inline]
            fn sub(self, other: Self) -> Self {
                Complex::new(RealFloat::sub(self.re, other.re), RealFloat::sub(self.im, other.im))
            }
            #[inline]
            fn neg(self) -> Self {
                -self
            }
            #[inline]
            fn sign(self) -> Self {
                sign(self)
            }
            #[inline]
            fn round_even(self) -> Self {
                Complex::new(self.re.round_even(), self.im.round_even())
            }
            #[inline]
            fn square(self) -> Self {
                // (a + bi)² = (a - b)(a + b) + 2abi: `lax.square` of a complex
                // number as XLA expands it, not the product `x * x` (the sign
                // of an underflowing real part tells them apart).
                let (x, y) = parts(self);
                complex((x - y) * (x + y), X::c(2.0) * x * y)
            }
        }

        impl RoundElem for Complex<$t> {
            #[inline]
            fn floor(self) -> Self {
                Complex::new(RoundElem::floor(self.re), RoundElem::floor(self.im))
            }
            #[inline]
            fn ceil(self) -> Self {
                Complex::new(RoundElem::ceil(self.re), RoundElem::ceil(self.im))
            }
            #[inline]
            fn trunc(self) -> Self {
                Complex::new(RoundElem::trunc(self.re), RoundElem::trunc(self.im))
            }
            #[inline]
            fn is_nan(self) -> bool {
                RoundElem::is_nan(self.re) || RoundElem::is_nan(self.im)
            }
            #[inline]
            fn is_inf(self) -> bool {
                self.re.is_inf() || self.im.is_inf()
            }
            #[inline]
            fn is_finite(self) -> bool {
                RoundElem::is_finite(self.re) && RoundElem::is_finite(self.im)
            }
            #[inline]
            fn sign_bit(self) -> bool {
                self.re.sign_bit()
            }
            // JAX has neither for complex numbers; the parts', for uniformity.
            #[inline]
            fn copy_sign(self, sign: Self) -> Self {
                Complex::new(self.re.copy_sign(sign.re), self.im.copy_sign(sign.im))
            }
            #[inline]
            fn next_after(self, toward: Self) -> Self {
                Complex::new(self.re.next_after(toward.re), self.im.next_after(toward.im))
            }
        }

        impl FloatElem for Complex<$t> {
            #[inline]
            fn div(self, other: Self) -> Self {
                divide(self, other)
            }
            /// XLA does not rewrite a complex division by a broadcast divisor.
            #[inline]
            fn div_broadcast(self, other: Self) -> Self {
                divide(self, other)
            }
            #[inline]
            fn unary(self, op: FloatFn) -> Self {
                match op {
                    FloatFn::Sqrt => sqrt(self),
                    FloatFn::Exp => exp(self),
                    FloatFn::Log => log(self),
                    FloatFn::Sin => sin(self),
                    FloatFn::Cos => cos(self),
                    FloatFn::Tanh => tanh(self),
                    FloatFn::Expm1 => expm1(self),
                    FloatFn::Log1p => log1p(self),
                    FloatFn::Log2 | FloatFn::Log10 => log_base(self, op),
                }
            }
            #[inline]
            fn logaddexp(self, other: Self, base2: bool) -> Self {
                logaddexp(self, other, base2)
            }
            #[inline]
            fn arctan2(self, x: Self) -> Self {
                arctan2(self, x)
            }
        }

        impl PowerElem for Complex<$t> {
            #[inline]
            fn power(self, other: Self) -> Self {
                power(self, other)
            }
            #[inline]
            fn powi(self, n: i32) -> Self {
                let acc = integer_pow(self, n.unsigned_abs());
                if n < 0 { divide(Complex::new(1.0, 0.0), acc) } else { acc }
            }
        }

        impl PartsElem for Complex<$t> {
            type Real = $t;
            #[inline]
            fn abs(self) -> $t {
                abs(self)
            }
            #[inline]
            fn real(self) -> $t {
                self.re
            }
            #[inline]
            fn imag(self) -> $t {
                self.im
            }
            #[inline]
            fn conj(self) -> Self {
                Complex::conj(&self)
            }
        }
    )*};
}

complex_ops!(f32, f64);
