//! Rust scalars as JAX's weak types: an integer literal is [`WeakInt`], a float
//! literal [`WeakFloat`], a complex number [`WeakComplex`], so that they take
//! the tensor's dtype where the lattice allows, as Python scalars do in JAX.

use std::string::ToString;

use num_complex::Complex;

use super::storage::{Cpu, Holds, Storage, scalar_on};
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
/// `OverflowError`, is an error from the `try_` methods and
/// [`Scalar::try_into_elem`], and a panic from the operators.
///
/// Each stands on the right of every operator, in compound assignment and as
/// a method's operand ([`Rhs`], [`Operand`]); on the left of an operator stand
/// `i64`, `f64` and `Complex<f64>`, one type per kind, so that Rust infers an
/// unsuffixed literal's type there (`0.5 * x`, `(1 - p).exp()`): the guide's
/// chapter on weak types says why. Another type on the left converts first.
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
/// let _: Tensor<Int8> = &t * n; // any Rust integer is a weak int, on the right
/// let _: Tensor<Float16> = Tensor::<Float16>::ones(&[2]) * 0.5f32; // any float too
/// assert_eq!(n.try_into_elem(), Ok(4i64));
/// assert!(t.try_add(u64::MAX).is_err()); // past int64, where JAX raises
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
/// WeakComplex)`: the Rust scalars that stand on the *left* of an operator,
/// one type per weak kind. Rust infers an unsuffixed literal's type from the
/// impls that fit it: with one per kind, `(0.5 * x).tanh()` compiles as JAX
/// code writes it, where an impl per Rust type would leave it ambiguous
/// (`type annotations needed`). (On the right, one impl generic over [`Rhs`]
/// takes every scalar.)
macro_rules! with_left_scalars {
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
    note = "the tensors of one operation share a policy: switch one with `.standard()` or `.strict()`; Rust scalars (every integer, float and complex type) are weak types and fit either"
)]
pub trait Operand<P: Policy, E: Storage = Cpu> {
    /// The operand's dtype: the tensor's, or the scalar's weak type.
    type DType: DType;
    /// Calls `f` with the operand as a tensor (a scalar's as a 0-d one, at
    /// `place`); an error for a scalar out of its weak type's range.
    #[doc(hidden)]
    fn with_tensor<R>(
        self,
        place: &E::Place,
        f: impl FnOnce(&Tensor<Self::DType, P, E>) -> Result<R, E::Error>,
    ) -> Result<R, E::Error>;
}

impl<D: DType, P: Policy, E: Storage> Operand<P, E> for &Tensor<D, P, E> {
    type DType = D;
    #[inline]
    fn with_tensor<R>(
        self,
        _: &E::Place,
        f: impl FnOnce(&Tensor<D, P, E>) -> Result<R, E::Error>,
    ) -> Result<R, E::Error> {
        f(self)
    }
}

macro_rules! scalar_operand {
    ($($t:ty => $d:ident),*) => {$(
        impl<P: Policy, E: Holds<$d>> Operand<P, E> for $t {
            type DType = $d;
            #[inline]
            fn with_tensor<R>(
                self,
                place: &E::Place,
                f: impl FnOnce(&Tensor<$d, P, E>) -> Result<R, E::Error>,
            ) -> Result<R, E::Error> {
                let value = scalar_on::<E, $d>(self.try_into_elem()?, place)?;
                f(&Tensor::from_engine(value))
            }
        }
    )*};
}

pub(crate) use with_left_scalars;
pub(crate) use with_scalars;

with_scalars!(scalar_operand!());

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
pub trait Rhs<P: Policy, E: Storage = Cpu> {
    /// The operand's dtype: the tensor's, or the scalar's weak type.
    type DType: DType;
    /// The operand's policy: the tensor's, or `P` for a scalar.
    type Policy: Policy;
    /// Calls `f` with the operand as a tensor (a scalar's as a 0-d one, at
    /// `place`); an error for a scalar out of its weak type's range.
    #[doc(hidden)]
    fn with_tensor<R>(
        self,
        place: &E::Place,
        f: impl FnOnce(&Tensor<Self::DType, Self::Policy, E>) -> Result<R, E::Error>,
    ) -> Result<R, E::Error>;
}

/// A tensor under the left operand's policy `P` (a mix does not compile:
/// [`SamePolicy`]).
impl<D: DType, Q: Policy, P: SamePolicy<Q>, E: Storage> Rhs<P, E> for &Tensor<D, Q, E> {
    type DType = D;
    type Policy = P;
    #[inline]
    fn with_tensor<R>(
        self,
        _: &E::Place,
        f: impl FnOnce(&Tensor<D, P, E>) -> Result<R, E::Error>,
    ) -> Result<R, E::Error> {
        f(P::same(self))
    }
}

/// A tensor by value, as by reference (the operators take both).
impl<D: DType, Q: Policy, P: SamePolicy<Q>, E: Storage> Rhs<P, E> for Tensor<D, Q, E> {
    type DType = D;
    type Policy = P;
    #[inline]
    fn with_tensor<R>(
        self,
        place: &E::Place,
        f: impl FnOnce(&Tensor<D, P, E>) -> Result<R, E::Error>,
    ) -> Result<R, E::Error> {
        Rhs::<P, E>::with_tensor(&self, place, f)
    }
}

/// The right operand's policy `Q` is the left one's, `Self`: the tensors of
/// one operation share a policy, and a mix does not compile, with this
/// message (for the operators and every binary method alike).
#[diagnostic::on_unimplemented(
    message = "cannot mix `{Self}` and `{Q}` promotion in one operation",
    label = "the left operand promotes under `{Self}`, the right one under `{Q}`",
    note = "switch one operand's policy first, with `.standard()`, `.strict()`, `.lossless()`, `.standard_x32()`, `.strict_x32()`, `.standard_x32_explicit()` or `.strict_x32_explicit()`"
)]
pub trait SamePolicy<Q: Policy>: Policy {
    /// The tensor, under its own policy's other name.
    #[doc(hidden)]
    fn same<D: DType, E: Storage>(tensor: &Tensor<D, Q, E>) -> &Tensor<D, Self, E>;
}

impl<P: Policy> SamePolicy<P> for P {
    #[inline]
    fn same<D: DType, E: Storage>(tensor: &Tensor<D, P, E>) -> &Tensor<D, P, E> {
        tensor
    }
}

macro_rules! scalar_rhs {
    ($($t:ty => $d:ident),*) => {$(
        impl<P: Policy, E: Holds<$d>> Rhs<P, E> for $t {
            type DType = $d;
            type Policy = P::Same;
            #[inline]
            fn with_tensor<R>(
                self,
                place: &E::Place,
                f: impl FnOnce(&Tensor<$d, P::Same, E>) -> Result<R, E::Error>,
            ) -> Result<R, E::Error> {
                let value = scalar_on::<E, $d>(self.try_into_elem()?, place)?;
                f(&Tensor::from_engine(value))
            }
        }
    )*};
}

with_scalars!(scalar_rhs!());
