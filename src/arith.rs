//! Element arithmetic that every dtype has, with JAX's semantics on CPU:
//! `add`, `multiply`, `maximum`, `minimum` and the comparisons.
//!
//! - integers wrap, in debug and release builds alike;
//! - `bool` adds as logical or and multiplies as logical and;
//! - floats are IEEE 754 with XLA's CPU setting of flushing subnormals: an
//!   `f32` or `f64` operand below the smallest normal number counts as a zero
//!   of its sign, and so does such a result (x86's DAZ and FTZ);
//! - `maximum`/`minimum` propagate NaN and order `-0.0` below `0.0`;
//!   `bfloat16` and `float16` compute in `f32` and round once, which is exact
//!   for one operation (24 >= 2 * 11 + 2 bits);
//! - complex numbers compare lexicographically: real part, then imaginary part.

use half::{bf16, f16};
use num_complex::Complex;

/// Subnormal floats flushed to a zero of the same sign, as XLA's CPU code does
/// with every operand and every result of a floating-point operation.
#[doc(hidden)]
pub trait Flush: Copy {
    /// `self`, or a signed zero if `self` is subnormal.
    fn flush(self) -> Self;
}

impl Flush for f32 {
    #[inline]
    fn flush(self) -> f32 {
        if self.abs() < f32::MIN_POSITIVE {
            self * 0.0
        } else {
            self
        }
    }
}

impl Flush for f64 {
    #[inline]
    fn flush(self) -> f64 {
        if self.abs() < f64::MIN_POSITIVE {
            self * 0.0
        } else {
            self
        }
    }
}

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
                (self.flush() + other.flush()).flush()
            }
            #[inline]
            fn mul(self, other: Self) -> Self {
                (self.flush() * other.flush()).flush()
            }
            #[inline]
            fn max(self, other: Self) -> Self {
                let (x, y) = (self.flush(), other.flush());
                // NaN wins; of two zeros, +0.0 is the larger.
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
        }
    )*};
}
float_arith!(f32, f64);

macro_rules! half_arith {
    ($($t:ty),*) => {$(
        impl Arith for $t {
            #[inline]
            fn add(self, other: Self) -> Self {
                <$t>::from_f32(Arith::add(self.to_f32(), other.to_f32()))
            }
            #[inline]
            fn mul(self, other: Self) -> Self {
                <$t>::from_f32(Arith::mul(self.to_f32(), other.to_f32()))
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
                Arith::lt(self.to_f32(), other.to_f32())
            }
            #[inline]
            fn le(self, other: Self) -> bool {
                Arith::le(self.to_f32(), other.to_f32())
            }
            #[inline]
            fn eq(self, other: Self) -> bool {
                Arith::eq(self.to_f32(), other.to_f32())
            }
        }
    )*};
}
half_arith!(bf16, f16);

/// `a * b + c` rounded once, as an FMA instruction computes it. Without `std`
/// there is no `mul_add`, and this rounds twice; nothing computes complex
/// products there (tensors need `std`), but the trait must be implemented.
trait Fused: Copy {
    fn fused(self, b: Self, c: Self) -> Self;
}

macro_rules! fused {
    ($($t:ty),*) => {$(
        impl Fused for $t {
            #[inline]
            fn fused(self, b: Self, c: Self) -> Self {
                #[cfg(feature = "std")]
                return self.mul_add(b, c);
                #[cfg(not(feature = "std"))]
                return self * b + c;
            }
        }
    )*};
}
fused!(f32, f64);

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
                let f = |x: $t| x.flush();
                let (a, b, c, d) = (f(self.re), f(self.im), f(other.re), f(other.im));
                Complex::new(f(a.fused(c, -f(b * d))), f(b.fused(c, f(a * d))))
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
                a < b || (a == b && self.im.flush() < other.im.flush())
            }
            #[inline]
            fn le(self, other: Self) -> bool {
                let (a, b) = (self.re.flush(), other.re.flush());
                a < b || (a == b && self.im.flush() <= other.im.flush())
            }
            #[inline]
            fn eq(self, other: Self) -> bool {
                self.re.flush() == other.re.flush() && self.im.flush() == other.im.flush()
            }
        }
    )*};
}
complex_arith!(f32, f64);
