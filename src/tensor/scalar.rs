//! Rust scalars as JAX's weak types: an integer literal is [`WeakInt`], a float
//! literal [`WeakFloat`], a complex number [`WeakComplex`], so that they take
//! the tensor's dtype where the lattice allows, as Python scalars do in JAX.

use num_complex::Complex;

use crate::{DType, Element, WeakComplex, WeakFloat, WeakInt};

mod sealed {
    pub trait Sealed {}
}

/// A Rust scalar that mixes with tensors as one of JAX's weak types.
///
/// `i64` is [`WeakInt`], `f64` [`WeakFloat`] and `Complex<f64>`
/// [`WeakComplex`]: the types JAX stores them in with x64. One scalar type per
/// kind, so that a plain literal (`2`, `2.0`) has its type inferred. Mixed with a tensor,
/// it is converted to the operation's dtype, as JAX converts a Python scalar:
/// out-of-range integers wrap (where JAX raises `OverflowError`).
///
/// ```
/// use dtype_lattice::*;
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
