//! Element arithmetic that every dtype has, with JAX's semantics on CPU:
//! `add`, `multiply`, `maximum`, `minimum` and the comparisons.
//!
//! - integers wrap, in debug and release builds alike;
//! - `bool` adds as logical or and multiplies as logical and;
//! - floats are [`RealFloat`]'s: IEEE 754 with XLA's flushing of subnormals,
//!   half precision computed in `f32` and rounded once;
//! - complex numbers compare lexicographically: real part, then imaginary part.

use half::{bf16, f16};
use num_complex::Complex;

use super::float::RealFloat;
use super::intn::{I1, I2, I4, U1, U2, U4};
use super::lists::with_elements;
use super::minifloat::{
    F4E2M1Fn, F6E2M3Fn, F6E3M2Fn, F8E3M4, F8E4M3, F8E4M3B11Fnuz, F8E4M3Fn, F8E4M3Fnuz, F8E5M2,
    F8E5M2Fnuz, F8E8M0Fnu,
};

/// The operations every element type has. Used by the tensor kernels; the
/// dtype rules decide which of them an operation may use.
#[doc(hidden)]
pub trait Arith: Copy {
    /// `a + b`.
    fn add(self, other: Self) -> Self;
    /// `a * b`.
    fn mul(self, other: Self) -> Self;
    /// JAX's `maximum`.
    fn max(self, other: Self) -> Self;
    /// JAX's `minimum`.
    fn min(self, other: Self) -> Self;
    /// `a < b`.
    fn lt(self, other: Self) -> bool;
    /// `a <= b`.
    fn le(self, other: Self) -> bool;
    /// `a == b` (NaN is unequal to everything).
    fn eq(self, other: Self) -> bool;
}

impl Arith for bool {
    #[inline]
    fn add(self, other: Self) -> Self {
        self | other
    }
    #[inline]
    fn mul(self, other: Self) -> Self {
        self & other
    }
    #[inline]
    fn max(self, other: Self) -> Self {
        self | other
    }
    #[inline]
    fn min(self, other: Self) -> Self {
        self & other
    }
    #[inline]
    fn lt(self, other: Self) -> bool {
        !self & other
    }
    #[inline]
    fn le(self, other: Self) -> bool {
        !self | other
    }
    #[inline]
    fn eq(self, other: Self) -> bool {
        self == other
    }
}

macro_rules! int_arith {
    ($($t:ty),*) => {$(
        impl Arith for $t {
            #[inline]
            fn add(self, other: Self) -> Self {
                self.wrapping_add(other)
            }
            #[inline]
            fn mul(self, other: Self) -> Self {
                self.wrapping_mul(other)
            }
            #[inline]
            fn max(self, other: Self) -> Self {
                Ord::max(self, other)
            }
            #[inline]
            fn min(self, other: Self) -> Self {
                Ord::min(self, other)
            }
            #[inline]
            fn lt(self, other: Self) -> bool {
                self < other
            }
            #[inline]
            fn le(self, other: Self) -> bool {
                self <= other
            }
            #[inline]
            fn eq(self, other: Self) -> bool {
                self == other
            }
        }
    )*};
}
// The narrow integers wrap to their width (`I4::wrapping_add`), as XLA
// computes them on CPU: in `i8` or `u8`, the result's low bits kept.
with_elements!(ints: int_arith!());

/// Real floats: [`RealFloat`]'s operations, which flush and round as XLA does.
macro_rules! float_arith {
    ($($t:ty),*) => {$(
        impl Arith for $t {
            #[inline]
            fn add(self, other: Self) -> Self {
                RealFloat::add(self, other)
            }
            #[inline]
            fn mul(self, other: Self) -> Self {
                RealFloat::mul(self, other)
            }
            #[inline]
            fn max(self, other: Self) -> Self {
                RealFloat::max(self, other)
            }
            #[inline]
            fn min(self, other: Self) -> Self {
                RealFloat::min(self, other)
            }
            #[inline]
            fn lt(self, other: Self) -> bool {
                RealFloat::lt(self, other)
            }
            #[inline]
            fn le(self, other: Self) -> bool {
                RealFloat::le(self, other)
            }
            #[inline]
            fn eq(self, other: Self) -> bool {
                RealFloat::eq(self, other)
            }
        }
    )*};
}
with_elements!(real_floats: float_arith!());

macro_rules! complex_arith {
    ($($t:ty),*) => {$(
        impl Arith for Complex<$t> {
            #[inline]
            fn add(self, other: Self) -> Self {
                Complex::new(Arith::add(self.re, other.re), Arith::add(self.im, other.im))
            }
            #[inline]
            fn mul(self, other: Self) -> Self {
                // (a + bi)(c + di) = (ac - bd) + (ad + bc)i, as XLA computes it
                // on CPU: each product but one is fused into the sum it feeds
                // (an FMA: ac - bd is fma(a, c, -bd), ad + bc is fma(b, c, ad)),
                // and each operation flushes.
                let (a, b, c, d) = (self.re, self.im, other.re, other.im);
                Complex::new(
                    RealFloat::mul_add(a, c, -RealFloat::mul(b, d)),
                    RealFloat::mul_add(b, c, RealFloat::mul(a, d)),
                )
            }
            #[inline]
            fn max(self, other: Self) -> Self {
                // JAX selects the left operand only where it is strictly greater.
                if Arith::lt(other, self) { self } else { other }
            }
            #[inline]
            fn min(self, other: Self) -> Self {
                if Arith::lt(self, other) { self } else { other }
            }
            #[inline]
            fn lt(self, other: Self) -> bool {
                let (a, b) = (self.re.flush(), other.re.flush());
                a < b || (a == b && RealFloat::lt(self.im, other.im))
            }
            #[inline]
            fn le(self, other: Self) -> bool {
                let (a, b) = (self.re.flush(), other.re.flush());
                a < b || (a == b && RealFloat::le(self.im, other.im))
            }
            #[inline]
            fn eq(self, other: Self) -> bool {
                RealFloat::eq(self.re, other.re) && RealFloat::eq(self.im, other.im)
            }
        }
    )*};
}
complex_arith!(f32, f64);
