//! Rust scalars as JAX's weak types: an integer literal is [`WeakInt`], a float
//! literal [`WeakFloat`], a complex number [`WeakComplex`], so that they take
//! the tensor's dtype where the lattice allows, as Python scalars do in JAX.

use std::string::ToString;

use ndarray::{ArrayD, IxDyn};
use num_complex::Complex;

use super::{ShapeError, Tensor};
use crate::dtype::{DType, WeakComplex, WeakFloat, WeakInt};
use crate::policy::Policy;

mod sealed {
    pub trait Sealed {}
}

/// A Rust scalar that mixes with tensors as one of JAX's weak types, as a
/// Python scalar does in JAX: every Rust integer (`i8` … `i128`, `isize`, `u8`
/// … `u128`, `usize`) is [`WeakInt`], `f32` and `f64` are [`WeakFloat`], and
/// `Complex<f32>` and `Complex<f64>` are [`WeakComplex`].
///
/// The value is held as the weak type's element, as JAX holds a Python
/// scalar with x64 (`i64`, `f64`, `Complex<f64>`; an `f32` widens exactly).
/// Mixed with a tensor, it is converted to the operation's dtype, as JAX
/// converts a Python scalar: an integer outside an integer tensor's range
/// wraps, as in JAX 0.10 (`Tensor<Int8> + 300` adds 44; `tests/jax_scalars.rs`
/// checks every operator, dtype and side against JAX). An integer outside
/// `i64` (a `u64`, `u128`, `i128` or `usize` past it), for which JAX raises
/// `OverflowError`, is an error from [`Scalar::try_into_elem`].
///
/// Every one of them converts as JAX converts a Python scalar
/// ([`Scalar::try_into_elem`]); the operators and the methods' operands take
/// `i64`, `f64` and `Complex<f64>`, one type per kind, so that Rust infers an
/// unsuffixed literal's type (`0.5 * x`, `(&x * 2.0).exp()`). Another type
/// converts first: `&x / i64::try_from(n)?`, or `Tensor::full_like`, which
/// takes any of them.
///
/// ```
/// use dtype_lattice::Scalar;
/// use dtype_lattice::prelude::*;
///
/// let t = Tensor::<Int8>::from_vec(vec![1, 2]);
/// let _: Tensor<Int8> = &t + 2; // an int literal keeps int8
/// let _: Tensor<WeakFloat> = &t * 2.0; // a float literal makes it inexact
/// let _: Tensor<WeakInt> = Tensor::<Bool>::from_vec(vec![true]) + 1;
/// let _: Tensor<Float16> = (0.5 * Tensor::<Float16>::ones(&[2])).exp(); // a literal on the left
/// let n: usize = 4;
/// assert_eq!(n.try_into_elem(), Ok(4i64)); // any Rust integer is a weak int
/// assert!(u64::MAX.try_into_elem().is_err()); // past int64, where JAX raises
/// let _: Tensor<Int8> = t.full_like(n); // `full_like` takes any of them
/// ```
pub trait Scalar: sealed::Sealed + Copy {
    /// The weak dtype this scalar has.
    type DType: DType;
    /// The value as the weak dtype's element.
    ///
    /// # Errors
    ///
    /// An integer outside `i64`, the weak int's range (JAX raises
    /// `OverflowError` for such a Python int).
    fn try_into_elem(self) -> Result<<Self::DType as DType>::Elem, ShapeError>;
    /// The value as the weak dtype's element.
    ///
    /// # Panics
    ///
    /// Where [`Scalar::try_into_elem`] returns an error.
    #[inline]
    fn into_elem(self) -> <Self::DType as DType>::Elem {
        self.try_into_elem()
            .unwrap_or_else(|error| panic!("{error}"))
    }
}

/// `$m!($($before)* i8 => WeakInt, …, Complex<f64> => WeakComplex)`: every
/// Rust scalar type with its weak type, the one list of them, for the
/// [`Scalar`] impls.
macro_rules! with_scalars {
    ($m:ident!($($before:tt)*)) => {
        $m! {
            $($before)*
            i8 => WeakInt, i16 => WeakInt, i32 => WeakInt, i64 => WeakInt, i128 => WeakInt,
            isize => WeakInt, u8 => WeakInt, u16 => WeakInt, u32 => WeakInt, u64 => WeakInt,
            u128 => WeakInt, usize => WeakInt, f32 => WeakFloat, f64 => WeakFloat,
            num_complex::Complex<f32> => WeakComplex, num_complex::Complex<f64> => WeakComplex
        }
    };
}

/// `$m!($($before)* i64 => WeakInt, f64 => WeakFloat, Complex<f64> =>
/// WeakComplex)`: the Rust scalars that mix with tensors in the operators and
/// the methods' operands, one type per weak kind. Rust infers an unsuffixed
/// literal's type from the impls that fit it: with one impl per kind,
/// `(0.5 * x).tanh()`, `(&x * 2.0).exp()` and `x.clip(0.0, 1.0).to_vec()[0]`
/// compile as JAX code writes them, and a rejected mix of two tensors is
/// reported as the missing join. An impl per Rust type (or one generic over
/// [`Scalar`]) would leave those literals ambiguous (`type annotations
/// needed`) and turn every rejected operator into a list of impls.
macro_rules! with_operand_scalars {
    ($m:ident!($($before:tt)*)) => {
        $m! {
            $($before)*
            i64 => WeakInt, f64 => WeakFloat, num_complex::Complex<f64> => WeakComplex
        }
    };
}

macro_rules! scalar {
    ($($t:ty => $d:ident),*) => {$(
        impl sealed::Sealed for $t {}
        impl Scalar for $t {
            type DType = $d;
            #[inline]
            fn try_into_elem(self) -> Result<<$d as DType>::Elem, ShapeError> {
                scalar!(@$d self)
            }
        }
    )*};
    (@WeakInt $x:ident) => {
        i64::try_from($x).map_err(|_| ShapeError::scalar_range($x.to_string()))
    };
    // Exact: `f32` to `f64` widens without rounding (and without flushing).
    (@WeakFloat $x:ident) => {
        Ok(f64::from($x))
    };
    (@WeakComplex $x:ident) => {
        Ok(Complex::new(f64::from($x.re), f64::from($x.im)))
    };
}

with_scalars!(scalar!());

/// An operand of a function that JAX lets take a Python scalar (`jnp.where`'s
/// branches, `jnp.clip`'s bounds): a reference to a tensor under policy `P`,
/// or a Rust scalar, which is a weak type (see [`Scalar`]) and fits any policy.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let x = Tensor::<Float32>::from_vec(vec![-1.0, 3.0, 9.0]).cast::<Float16>();
/// let relu6: Tensor<Float16> = x.clip(0.0, 6.0); // float literals keep float16
/// assert_eq!(relu6.to_string(), "Tensor([0., 3., 6.], dtype=float16)");
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an operand under `{P}` promotion",
    label = "expected a `&Tensor<_, {P}>` or a Rust scalar",
    note = "the tensors of one operation share a policy: switch one with `.standard()` or `.strict()`; Rust scalars (`i64`, `f64`, `Complex<f64>`) are weak types and fit either"
)]
pub trait Operand<P: Policy> {
    /// The operand's dtype: the tensor's, or the scalar's weak type.
    type DType: DType;
    /// Calls `f` with the operand's elements (a scalar's as a 0-d array);
    /// an error for a scalar out of its weak type's range.
    #[doc(hidden)]
    fn with_array<R>(
        self,
        f: impl FnOnce(&ArrayD<<Self::DType as DType>::Elem>) -> Result<R, ShapeError>,
    ) -> Result<R, ShapeError>;
}

impl<D: DType, P: Policy> Operand<P> for &Tensor<D, P> {
    type DType = D;
    #[inline]
    fn with_array<R>(
        self,
        f: impl FnOnce(&ArrayD<D::Elem>) -> Result<R, ShapeError>,
    ) -> Result<R, ShapeError> {
        f(&self.array)
    }
}

macro_rules! scalar_operand {
    ($($t:ty => $d:ident),*) => {$(
        impl<P: Policy> Operand<P> for $t {
            type DType = $d;
            #[inline]
            fn with_array<R>(
                self,
                f: impl FnOnce(&ArrayD<<$d as DType>::Elem>) -> Result<R, ShapeError>,
            ) -> Result<R, ShapeError> {
                f(&ArrayD::from_elem(IxDyn(&[]), self.try_into_elem()?))
            }
        }
    )*};
}

with_operand_scalars!(scalar_operand!());

/// The right operand of a binary method (`x.maximum(y)`, `x.try_equal(y)`,
/// `x.arctan2(y)`, …): a reference to a tensor, or a Rust scalar, which is a
/// weak type (see [`Scalar`]) as a Python scalar is in JAX, so that the
/// methods take literals as the operators do.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let x = Tensor::<Float16>::from_vec(vec![-1.0, 0.0, 2.0].into_iter().map(half::f16::from_f64).collect());
/// let relu: Tensor<Float16> = x.maximum(0.0); // jnp.maximum(x, 0.0): float16
/// assert_eq!(relu.to_string(), "Tensor([0., 0., 2.], dtype=float16)");
/// assert_eq!(x.equal(0).to_vec(), [false, true, false]);
/// let y = Tensor::<Float32>::from_vec(vec![1.0, 1.0, 1.0]);
/// let _: Tensor<Float32> = x.maximum(&y); // a tensor, as before
/// // The `try_` methods take the same operands.
/// assert_eq!(x.try_less(1)?.to_vec(), [true, true, false]);
/// let _: Tensor<Float16> = x.try_minimum(0.5)?;
/// # Ok::<(), ShapeError>(())
/// ```
pub trait Rhs<P: Policy> {
    /// The operand's dtype: the tensor's, or the scalar's weak type.
    type DType: DType;
    /// The operand's policy: the tensor's, or `P` for a scalar.
    type Policy: Policy;
    /// Calls `f` with the operand as a tensor (a scalar's as a 0-d one); an
    /// error for a scalar out of its weak type's range.
    #[doc(hidden)]
    fn with_tensor<R>(
        self,
        f: impl FnOnce(&Tensor<Self::DType, Self::Policy>) -> Result<R, ShapeError>,
    ) -> Result<R, ShapeError>;
}

impl<D: DType, Q: Policy, P: Policy> Rhs<P> for &Tensor<D, Q> {
    type DType = D;
    type Policy = Q;
    #[inline]
    fn with_tensor<R>(
        self,
        f: impl FnOnce(&Tensor<D, Q>) -> Result<R, ShapeError>,
    ) -> Result<R, ShapeError> {
        f(self)
    }
}

macro_rules! scalar_rhs {
    ($($t:ty => $d:ident),*) => {$(
        impl<P: Policy> Rhs<P> for $t {
            type DType = $d;
            type Policy = P::Same;
            #[inline]
            fn with_tensor<R>(
                self,
                f: impl FnOnce(&Tensor<$d, P::Same>) -> Result<R, ShapeError>,
            ) -> Result<R, ShapeError> {
                f(&Tensor::scalar(self.try_into_elem()?))
            }
        }
    )*};
}

with_operand_scalars!(scalar_rhs!());
