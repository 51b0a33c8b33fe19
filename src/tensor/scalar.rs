//! Rust scalars as JAX's weak types: an integer literal is [`WeakInt`], a float
//! literal [`WeakFloat`], a complex number [`WeakComplex`], so that they take
//! the tensor's dtype where the lattice allows, as Python scalars do in JAX.

use ndarray::{ArrayD, IxDyn};
use num_complex::Complex;

use super::Tensor;
use crate::dtype::{DType, WeakComplex, WeakFloat, WeakInt};
use crate::policy::Policy;
use crate::scalar::Element;

mod sealed {
    pub trait Sealed {}
}

/// A Rust scalar that mixes with tensors as one of JAX's weak types.
///
/// `i64` is [`WeakInt`], `f64` [`WeakFloat`] and `Complex<f64>`
/// [`WeakComplex`]: the types JAX stores them in with x64. One scalar type per
/// kind, so that a plain literal (`2`, `2.0`) has its type inferred. Mixed with a tensor,
/// it is converted to the operation's dtype, as JAX converts a Python scalar:
/// an integer outside an integer tensor's range wraps, as in JAX 0.10
/// (`Tensor<Int8> + 300` adds 44; `tests/jax_scalars.rs` checks every
/// operator, dtype and side against JAX). An `i64` cannot hold the Python ints
/// past int64 for which JAX raises `OverflowError`.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let t = Tensor::<Int8>::from_vec(vec![1, 2]);
/// let _: Tensor<Int8> = &t + 2; // an int literal keeps int8
/// let _: Tensor<WeakFloat> = &t * 2.0; // a float literal makes it inexact
/// let _: Tensor<WeakInt> = Tensor::<Bool>::from_vec(vec![true]) + 1;
/// let _: Tensor<Float16> = Tensor::<Float16>::zeros(&[2]) + 2.0;
/// ```
pub trait Scalar: sealed::Sealed + Copy {
    /// The weak dtype this scalar has.
    type DType: DType;
    /// The value as the weak dtype's element.
    fn into_elem(self) -> <Self::DType as DType>::Elem;
}

macro_rules! scalar {
    ($($t:ty => $d:ident),*) => {$(
        impl sealed::Sealed for $t {}
        impl Scalar for $t {
            type DType = $d;
            #[inline]
            fn into_elem(self) -> <$d as DType>::Elem {
                self.cast()
            }
        }
    )*};
}

scalar!(i64 => WeakInt, f64 => WeakFloat, Complex<f64> => WeakComplex);

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
    /// Calls `f` with the operand's elements (a scalar's as a 0-d array).
    #[doc(hidden)]
    fn with_array<R>(self, f: impl FnOnce(&ArrayD<<Self::DType as DType>::Elem>) -> R) -> R;
}

impl<D: DType, P: Policy> Operand<P> for &Tensor<D, P> {
    type DType = D;
    #[inline]
    fn with_array<R>(self, f: impl FnOnce(&ArrayD<D::Elem>) -> R) -> R {
        f(&self.array)
    }
}

macro_rules! scalar_operand {
    ($($t:ty),*) => {$(
        impl<P: Policy> Operand<P> for $t {
            type DType = <$t as Scalar>::DType;
            #[inline]
            fn with_array<R>(self, f: impl FnOnce(&ArrayD<<Self::DType as DType>::Elem>) -> R) -> R {
                f(&ArrayD::from_elem(IxDyn(&[]), self.into_elem()))
            }
        }
    )*};
}

scalar_operand!(i64, f64, Complex<f64>);

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
    /// Calls `f` with the operand as a tensor (a scalar's as a 0-d one).
    #[doc(hidden)]
    fn with_tensor<R>(self, f: impl FnOnce(&Tensor<Self::DType, Self::Policy>) -> R) -> R;
}

impl<D: DType, Q: Policy, P: Policy> Rhs<P> for &Tensor<D, Q> {
    type DType = D;
    type Policy = Q;
    #[inline]
    fn with_tensor<R>(self, f: impl FnOnce(&Tensor<D, Q>) -> R) -> R {
        f(self)
    }
}

macro_rules! scalar_rhs {
    ($($t:ty),*) => {$(
        impl<P: Policy> Rhs<P> for $t {
            type DType = <$t as Scalar>::DType;
            type Policy = P::Same;
            #[inline]
            fn with_tensor<R>(self, f: impl FnOnce(&Tensor<Self::DType, P::Same>) -> R) -> R {
                f(&Tensor::scalar(self.into_elem()))
            }
        }
    )*};
}

scalar_rhs!(i64, f64, Complex<f64>);
