//! Element arithmetic that every dtype has, with JAX's semantics on CPU:
//! `add`, `multiply`, `maximum`, `minimum` and the comparisons.
//!
//! - integers wrap, in debug and release builds alike;
//! - `bool` adds as logical or and multiplies as logical and;
//! - floats are IEEE 754; `maximum`/`minimum` propagate NaN and order `-0.0`
//!   below `0.0`; `bfloat16` and `float16` compute in `f32` and round once,
//!   which is exact for one operation (24 >= 2 * 11 + 2 bits);
//! - complex numbers compare lexicographically: real part, then imaginary part.

use half::{bf16, f16};
use num_complex::Complex;

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
int_arith!(u8, u16, u32, u64, i8, i16, i32, i64);

macro_rules! float_arith {
    ($($t:ty),*) => {$(
        impl Arith for $t {
            #[inline]
            fn add(self, other: Self) -> Self {
                self + other
            }
            #[inline]
            fn mul(self, other: Self) -> Self {
                self * other
            }
            #[inline]
            fn max(self, other: Self) -> Self {
                // NaN wins; of two zeros, +0.0 is the larger.
                if self > other || self.is_nan() || (self == other && other.is_sign_negative()) {
                    self
                } else {
                    other
                }
            }
            #[inline]
            fn min(self, other: Self) -> Self {
                if self < other || self.is_nan() || (self == other && self.is_sign_negative()) {
                    self
                } else {
                    other
                }
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
float_arith!(f32, f64);

macro_rules! half_arith {
    ($($t:ty),*) => {$(
        impl Arith for $t {
            #[inline]
            fn add(self, other: Self) -> Self {
                <$t>::from_f32(self.to_f32() + other.to_f32())
            }
            #[inline]
            fn mul(self, other: Self) -> Self {
                <$t>::from_f32(self.to_f32() * other.to_f32())
            }
            #[inline]
            fn max(self, other: Self) -> Self {
                <$t>::from_f32(Arith::max(self.to_f32(), other.to_f32()))
            }
            #[inline]
            fn min(self, other: Self) -> Self {
                <$t>::from_f32(Arith::min(self.to_f32(), other.to_f32()))
            }
            #[inline]
            fn lt(self, other: Self) -> bool {
                self.to_f32() < other.to_f32()
            }
            #[inline]
            fn le(self, other: Self) -> bool {
                self.to_f32() <= other.to_f32()
            }
            #[inline]
            fn eq(self, other: Self) -> bool {
                self.to_f32() == other.to_f32()
            }
        }
    )*};
}
half_arith!(bf16, f16);

macro_rules! complex_arith {
    ($($t:ty),*) => {$(
        impl Arith for Complex<$t> {
            #[inline]
            fn add(self, other: Self) -> Self {
                self + other
            }
            #[inline]
            fn mul(self, other: Self) -> Self {
                // (a + bi)(c + di) = (ac - bd) + (ad + bc)i, as XLA computes it.
                Complex::new(
                    self.re * other.re - self.im * other.im,
                    self.re * other.im + self.im * other.re,
                )
            }
            #[inline]
            fn max(self, other: Self) -> Self {
                if Arith::lt(other, self) || Arith::eq(self, other) { self } else { other }
            }
            #[inline]
            fn min(self, other: Self) -> Self {
                if Arith::lt(self, other) || Arith::eq(self, other) { self } else { other }
            }
            #[inline]
            fn lt(self, other: Self) -> bool {
                self.re < other.re || (self.re == other.re && self.im < other.im)
            }
            #[inline]
            fn le(self, other: Self) -> bool {
                self.re < other.re || (self.re == other.re && self.im <= other.im)
            }
            #[inline]
            fn eq(self, other: Self) -> bool {
                self.re == other.re && self.im == other.im
            }
        }
    )*};
}
complex_arith!(f32, f64);
