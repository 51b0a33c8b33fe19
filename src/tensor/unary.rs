//! Elementwise functions of one tensor, with JAX's result dtypes: `-`, `abs`,
//! the transcendental functions, and the parts of complex numbers.

use core::ops::Neg;

use super::Tensor;
use super::kernel::map1;
use super::rules::{ComplexParts, Inexact, Numeric};
use crate::numerics::{FloatElem, FloatFn, NumericElem};
use crate::{DType, Element, Policy};

impl<D: Numeric, P: Policy> Neg for &Tensor<D, P> {
    type Output = Tensor<D, P>;
    /// `jnp.negative`: integers wrap (`-(-128_i8)` is -128, `-1_u8` is 255).
    /// Not for `Bool`, as JAX raises.
    fn neg(self) -> Tensor<D, P> {
        Tensor::from_array(map1(&self.array, NumericElem::neg))
    }
}

impl<D: Numeric, P: Policy> Neg for Tensor<D, P> {
    type Output = Tensor<D, P>;
    /// `jnp.negative`, in place.
    fn neg(mut self) -> Tensor<D, P> {
        self.array.mapv_inplace(NumericElem::neg);
        self
    }
}

/// The transcendental functions: computed in [`Inexact::Output`], so an
/// integer tensor gives a float one.
macro_rules! float_fn {
    ($($(#[$doc:meta])* $name:ident => $op:ident;)*) => {
        impl<D: Inexact, P: Policy> Tensor<D, P> {$(
            $(#[$doc])*
            pub fn $name(&self) -> Tensor<D::Output, P> {
                let op = FloatFn::$op;
                Tensor::from_array(map1(&self.array, |x| {
                    x.cast::<<D::Output as DType>::Elem>().unary(op)
                }))
            }
        )*}
    };
}

float_fn! {
    /// `jnp.sqrt`; `sqrt(-1.0)` is NaN for real dtypes.
    sqrt => Sqrt;
    /// `jnp.exp`.
    exp => Exp;
    /// `jnp.log`, the natural logarithm; `log(0.0)` is -inf, of a negative real NaN.
    log => Log;
    /// `jnp.sin`.
    sin => Sin;
    /// `jnp.cos`.
    cos => Cos;
    /// `jnp.tanh`.
    tanh => Tanh;
}

impl<D: ComplexParts, P: Policy> Tensor<D, P> {
    /// `jnp.abs`: the magnitude; complex dtypes give their real dtype. Signed
    /// integers wrap, as in JAX: `abs(-128_i8)` is -128.
    pub fn abs(&self) -> Tensor<D::Real, P> {
        Tensor::from_array(map1(&self.array, D::abs))
    }

    /// `jnp.real`: the real part; the identity on real dtypes.
    pub fn real(&self) -> Tensor<D::Real, P> {
        Tensor::from_array(map1(&self.array, D::real))
    }

    /// `jnp.imag`: the imaginary part; zeros for real dtypes.
    pub fn imag(&self) -> Tensor<D::Real, P> {
        Tensor::from_array(map1(&self.array, D::imag))
    }

    /// `jnp.conj`: the complex conjugate; the identity on real dtypes.
    pub fn conj(&self) -> Tensor<D, P> {
        Tensor::from_array(map1(&self.array, D::conj))
    }
}
