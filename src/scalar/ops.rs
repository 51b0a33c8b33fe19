//! The element functions of the tensor operations beyond [`Arith`](super::Arith),
//! one trait per family of operations. The tensor layer's gate traits
//! (`Numeric`, `Float`, `DivMod`, …) are marker traits over these: a dtype
//! has an operation exactly when its element type implements the trait here.
//!
//! The impls live with the numerics of each family: `bool` below (and the
//! bitwise operations of the integers), the integers in `integer.rs` (the
//! narrow ones in `intn.rs`), the real floats in `float/`, the complex
//! numbers in `complex/`, the extended floats in `minifloat.rs`.

use super::arith::Arith;
use super::element::Element;
use super::intn::{I1, I2, I4, U1, U2, U4};
use super::lists::with_elements;

/// A transcendental function of one argument, for [`FloatElem::unary`] (and
/// `FloatFunctions::function`, which computes it on real floats).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatFn {
    Sqrt,
    Exp,
    Log,
    Sin,
    Cos,
    Tanh,
    /// `e^x - 1`, accurate near 0.
    Expm1,
    /// `ln(1 + x)`, accurate near 0.
    Log1p,
    /// `log(x) / log(2)`, as `jnp.log2` computes it (the constant rounded to
    /// the format first).
    Log2,
    /// `log(x) · (1 / ln 10)`, as `jnp.log10` computes it.
    Log10,
}

/// A function of one real float, for [`RealFloatElem::real_fn`] (and
/// `FloatFunctions::real_function`): the element functions the crate computes
/// for the real float dtypes only.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RealFn {
    /// `lax.rsqrt`: `1/√x`.
    Rsqrt,
    /// `jnp.cbrt`.
    Cbrt,
    /// `jnp.exp2`: `exp(x · ln 2)`.
    Exp2,
    /// `jnp.tan`.
    Tan,
    /// `jnp.arcsin`.
    Arcsin,
    /// `jnp.arccos`.
    Arccos,
    /// `jnp.arctan`.
    Arctan,
    /// `jnp.sinh`.
    Sinh,
    /// `jnp.cosh`.
    Cosh,
    /// `jnp.arcsinh`.
    Arcsinh,
    /// `jnp.arccosh`.
    Arccosh,
    /// `jnp.arctanh`.
    Arctanh,
    /// `jax.scipy.special.erf` (`lax.erf`).
    Erf,
    /// `jax.scipy.special.erfc` (`lax.erfc`): `1 - erf(x)`, accurate where
    /// `erf(x)` is near 1.
    Erfc,
    /// `lax.logistic` (`jax.nn.sigmoid`): `1 / (1 + e^-x)`.
    Logistic,
}

/// Subtraction and negation: every element type but `bool`.
pub trait NumericElem: Copy {
    /// `a - b`.
    fn sub(self, other: Self) -> Self;
    /// `-a`.
    fn neg(self) -> Self;
    /// `jnp.sign`: -1, 0 or 1 (NaN for NaN, a zero of its sign for a zero);
    /// for a complex number `z / |z|`, 0 for 0.
    fn sign(self) -> Self;
    /// `jnp.round`: to the nearest integer, ties to even (each part of a
    /// complex number); integers are their own.
    fn round_even(self) -> Self;
    /// `jnp.square`, `lax.square`: `x * x`; for a complex number
    /// `(a - b)(a + b) + 2abi`, as XLA expands it.
    fn square(self) -> Self;
}

/// `floor`, `ceil`, `trunc`, and the classification of values: every element
/// type (`floor` and the sign bit of complex numbers exist only for the
/// element functions' uniformity: the tensor methods do not offer them).
pub trait RoundElem: Copy {
    /// `jnp.floor`: integers and `bool` are their own.
    fn floor(self) -> Self;
    /// `jnp.ceil`.
    fn ceil(self) -> Self;
    /// `jnp.trunc`: toward zero.
    fn trunc(self) -> Self;
    /// `jnp.isnan` (a complex number with a NaN part).
    fn is_nan(self) -> bool;
    /// `jnp.isinf` (a complex number with an infinite part).
    fn is_inf(self) -> bool;
    /// `jnp.isfinite` (a complex number with both parts finite).
    fn is_finite(self) -> bool;
    /// `jnp.signbit`: the sign bit of a float (of `-0.0` and of NaNs too),
    /// `x < 0` for an integer.
    fn sign_bit(self) -> bool;
    /// `jnp.copysign`: `|self|` with the sign bit of `sign` (bits only: no
    /// flushing, NaNs too).
    fn copy_sign(self, sign: Self) -> Self;
    /// `jnp.nextafter`: the next value after `self` toward `toward`, as XLA
    /// computes it on the bits.
    fn next_after(self, toward: Self) -> Self;
}

/// Division and the transcendental functions: the real and complex floats.
pub trait FloatElem: NumericElem + RoundElem {
    /// `a / b`.
    fn div(self, other: Self) -> Self;
    /// `a / b` where `b` was broadcast: XLA on CPU rewrites it as `a * (1/b)`.
    fn div_broadcast(self, other: Self) -> Self;
    /// A transcendental function.
    fn unary(self, op: FloatFn) -> Self;
    /// `jnp.logaddexp`: `log(e^a + e^b)` without overflow, as JAX computes it
    /// (`jax._src.lax.other.logaddexp`); with `base2`, `jnp.logaddexp2`:
    /// `log2(2^a + 2^b)`.
    fn logaddexp(self, other: Self, base2: bool) -> Self;
    /// `jnp.arctan2(self, x)`: the angle of the point `(x, self)` for real
    /// floats, as XLA's `atan2`; for complex numbers XLA's
    /// `-i · log((x + iy) / sqrt(x² + y²))`.
    fn arctan2(self, x: Self) -> Self;
}

/// The functions JAX defines for real floats only (it raises for complex
/// numbers): `hypot`. A real float has every power too (`PowerElem`).
pub trait RealFloatElem: FloatElem + PowerElem {
    /// `jnp.hypot`: `sqrt(a² + b²)` without undue overflow, with JAX's formula
    /// (`max · sqrt(1 + (min / max)²)`, `inf` if either is `inf`).
    fn hypot(self, other: Self) -> Self;
    /// `op` of `self`.
    fn real_fn(self, op: RealFn) -> Self;
}

/// `floor_divide` and `remainder`: the integers and the real floats.
pub trait DivModElem: NumericElem {
    /// `jnp.floor_divide`.
    fn floor_divide(self, other: Self) -> Self;
    /// `floor_divide` where `b` was broadcast: its division by `b` becomes a
    /// multiplication by `1/b`, as XLA rewrites it on CPU.
    fn floor_divide_broadcast(self, other: Self) -> Self;
    /// `jnp.remainder`: the remainder with the divisor's sign.
    fn remainder(self, other: Self) -> Self;
}

/// `power`: every element type but `bool`.
pub trait PowerElem: NumericElem {
    /// `jnp.power`.
    fn power(self, other: Self) -> Self;
    /// `x ** n` for a Python int `n`, JAX's `lax.integer_pow`: `integer_pow`
    /// of `|n|`, and for a negative `n` one divided by that. (JAX raises for
    /// integers and a negative `n`, and so do the tensor methods; here an
    /// integer gets XLA's integer division.)
    fn powi(self, n: i32) -> Self;
}

/// JAX's `lax.integer_pow(x, n)` for `n >= 0` (its `_integer_pow`): for each
/// set bit of `n`, from the lowest, the accumulator is multiplied by `x`, and
/// `x` is squared between bits, each product rounded as [`Arith::mul`](super::Arith::mul)
/// rounds; `x ** 0` is 1, even for NaN.
#[inline]
pub(crate) fn integer_pow<T: Element>(x: T, n: u32) -> T {
    let (mut x, mut n) = (x, n);
    let mut acc: Option<T> = None;
    while n > 0 {
        if n & 1 == 1 {
            acc = Some(acc.map_or(x, |acc| acc.mul(x)));
        }
        n >>= 1;
        if n > 0 {
            x = x.mul(x);
        }
    }
    acc.unwrap_or_else(|| true.cast())
}

/// The parts of a number: every element type.
pub trait PartsElem: Copy {
    /// The real type: the part type of a complex number, else the type itself.
    type Real;
    /// `jnp.abs`.
    fn abs(self) -> Self::Real;
    /// `jnp.real`.
    fn real(self) -> Self::Real;
    /// `jnp.imag`.
    fn imag(self) -> Self::Real;
    /// `jnp.conj`.
    fn conj(self) -> Self;
}

/// `&`, `|`, `^` and `!`: `bool` and the integers.
pub trait BitsElem: Copy {
    /// `!a` (`jnp.bitwise_not`).
    fn not(self) -> Self;
    /// `jnp.left_shift`, XLA's `shift_left`: 0 for a shift past the width
    /// (a negative shift is one, read as unsigned).
    fn shift_left(self, by: Self) -> Self;
    /// `jnp.right_shift`: arithmetic for signed integers (a shift past the
    /// width gives 0 or -1), logical for unsigned ones (0).
    fn shift_right(self, by: Self) -> Self;
    /// `a & b`.
    fn and(self, other: Self) -> Self;
    /// `a | b`.
    fn or(self, other: Self) -> Self;
    /// `a ^ b`.
    fn xor(self, other: Self) -> Self;
}

/// `bool` and the integers: Rust's own `&`, `|` and `^`.
macro_rules! bits {
    ($($t:ty: $shift:tt),*) => {$(
        impl BitsElem for $t {
            #[inline]
            fn not(self) -> Self {
                !self
            }
            bits!(@shift $shift $t);
            #[inline]
            fn and(self, other: Self) -> Self {
                self & other
            }
            #[inline]
            fn or(self, other: Self) -> Self {
                self | other
            }
            #[inline]
            fn xor(self, other: Self) -> Self {
                self ^ other
            }
        }
    )*};
    // JAX promotes a boolean shift to int32, so these are never asked of
    // `bool`; a shift by `true` moves the one bit out.
    (@shift bool $t:ty) => {
        #[inline]
        fn shift_left(self, by: Self) -> Self {
            self & !by
        }
        #[inline]
        fn shift_right(self, by: Self) -> Self {
            self & !by
        }
    };
    (@shift unsigned $t:ty) => {
        #[inline]
        fn shift_left(self, by: Self) -> Self {
            self.checked_shl(u32::try_from(by).unwrap_or(u32::MAX)).unwrap_or(0)
        }
        #[inline]
        fn shift_right(self, by: Self) -> Self {
            self.checked_shr(u32::try_from(by).unwrap_or(u32::MAX)).unwrap_or(0)
        }
    };
    (@shift signed $t:ty) => {
        #[inline]
        fn shift_left(self, by: Self) -> Self {
            // A negative shift is a huge unsigned one: past the width.
            let by = u32::try_from(by).unwrap_or(u32::MAX);
            self.checked_shl(by).unwrap_or(0)
        }
        #[inline]
        fn shift_right(self, by: Self) -> Self {
            let by = u32::try_from(by).unwrap_or(u32::MAX);
            self.checked_shr(by).unwrap_or(if self < 0 { -1 } else { 0 })
        }
    };
}

bits!(bool: bool);
with_elements!(int_kinds: bits!());

/// `bool` and the integers are their own `floor`, `ceil` and `trunc`, and
/// always finite.
macro_rules! integral_round {
    ($($t:ty),*) => {$(
        impl RoundElem for $t {
            #[inline]
            fn floor(self) -> Self {
                self
            }
            #[inline]
            fn ceil(self) -> Self {
                self
            }
            #[inline]
            fn trunc(self) -> Self {
                self
            }
            #[inline]
            fn is_nan(self) -> bool {
                false
            }
            #[inline]
            fn is_inf(self) -> bool {
                false
            }
            #[inline]
            fn is_finite(self) -> bool {
                true
            }
            #[inline]
            fn sign_bit(self) -> bool {
                // Below zero (`false` for `bool` and the unsigned types).
                Arith::lt(self, Self::default())
            }
            // Integers have neither (JAX promotes them to floats first).
            #[inline]
            fn copy_sign(self, _: Self) -> Self {
                self
            }
            #[inline]
            fn next_after(self, _: Self) -> Self {
                self
            }
        }
    )*};
}

integral_round!(bool);
with_elements!(ints: integral_round!());

/// `bool` is its own magnitude and real part.
impl PartsElem for bool {
    type Real = bool;
    #[inline]
    fn abs(self) -> bool {
        self
    }
    #[inline]
    fn real(self) -> bool {
        self
    }
    #[inline]
    fn imag(self) -> bool {
        false
    }
    #[inline]
    fn conj(self) -> bool {
        self
    }
}
