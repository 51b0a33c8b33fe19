//! The element functions of the tensor operations beyond [`Arith`](super::Arith),
//! one trait per family of operations. The tensor layer's gate traits
//! (`Numeric`, `Float`, `DivMod`, …) are marker traits over these: a dtype
//! has an operation exactly when its element type implements the trait here.
//!
//! The impls live with the numerics of each family: `bool` below, the
//! integers in `integer.rs`, the real floats in `float.rs`, the complex
//! numbers in `complex.rs`.

/// A transcendental function of one argument, for [`FloatElem::unary`] (and
/// `RealFloat::function`, which computes it on real floats).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatFn {
    Sqrt,
    Exp,
    Log,
    Sin,
    Cos,
    Tanh,
}

/// Subtraction and negation: every element type but `bool`.
pub trait NumericElem: Copy {
    /// `a - b`.
    fn sub(self, other: Self) -> Self;
    /// `-a`.
    fn neg(self) -> Self;
}

/// Division and the transcendental functions: the real and complex floats.
pub trait FloatElem: NumericElem {
    /// `a / b`.
    fn div(self, other: Self) -> Self;
    /// `a / b` where `b` was broadcast: XLA on CPU rewrites it as `a * (1/b)`.
    fn div_broadcast(self, other: Self) -> Self;
    /// A transcendental function.
    fn unary(self, op: FloatFn) -> Self;
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

/// `&`, `|` and `^`: `bool` and the integers.
pub trait BitsElem: Copy {
    /// `a & b`.
    fn and(self, other: Self) -> Self;
    /// `a | b`.
    fn or(self, other: Self) -> Self;
    /// `a ^ b`.
    fn xor(self, other: Self) -> Self;
}

impl BitsElem for bool {
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
