//! Elementwise functions of one tensor, with JAX's result dtypes: `-`, `abs`,
//! the transcendental functions, and the parts of complex numbers.

use core::fmt;
use core::ops::Neg;

use super::Tensor;
use super::kernel::map1;
use super::rules::{ComplexParts, Inexact, Numeric, Power};
use crate::numerics::{FloatElem, FloatFn, NumericElem, PowerElem};
use crate::{DType, DTypeId, Element, Kind, Policy};

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

impl<D: Power, P: Policy> Tensor<D, P> {
    /// `x ** n` for a Rust integer `n`, as JAX computes `x ** 3` with a
    /// Python int: `lax.integer_pow`, binary exponentiation by repeated
    /// multiplication (each product rounded to the dtype, integers wrapping),
    /// not [`Tensor::power`]'s `pow`. For a negative `n`, one divided by
    /// `x ** -n`. The dtype is [`Power::Output`]: `Bool` gives `Int32`,
    /// every other dtype its own. The name is Rust's (`f32::powi`).
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let x = Tensor::<Float32>::from_vec(vec![2.3]);
    /// // JAX's 2.3 ** 3 is 12.1669998 (0x4142AC08); powf gives 12.1669989.
    /// assert_eq!(x.try_powi(3)?.to_vec()[0].to_bits(), 0x4142_ac08);
    /// let i = Tensor::<Int8>::from_vec(vec![3, -2]);
    /// assert_eq!(i.try_powi(5)?.to_vec(), [-13, -32]); // 243 wraps
    /// assert!(i.try_powi(-1).is_err());
    /// # Ok::<(), NegativePowerError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A negative `n` for a boolean or integer tensor, for which JAX raises.
    pub fn try_powi(&self, n: i32) -> Result<Tensor<D::Output, P>, NegativePowerError> {
        let inexact = matches!(
            <D::Output as DType>::ID.kind(),
            Kind::Floating | Kind::ComplexFloating
        );
        if n < 0 && !inexact {
            return Err(NegativePowerError {
                dtype: <D::Output as DType>::ID,
                exponent: n,
            });
        }
        Ok(Tensor::from_array(map1(&self.array, |x| {
            x.cast::<<D::Output as DType>::Elem>().powi(n)
        })))
    }

    /// [`Tensor::try_powi`], panicking where it returns an error.
    ///
    /// # Panics
    ///
    /// A negative `n` for a boolean or integer tensor, with the error's message.
    pub fn powi(&self, n: i32) -> Tensor<D::Output, P> {
        self.try_powi(n).unwrap_or_else(|error| panic!("{error}"))
    }
}

/// A negative integer power of an integer tensor, for which JAX raises
/// (`TypeError: Integers cannot be raised to negative powers`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NegativePowerError {
    dtype: DTypeId,
    exponent: i32,
}

impl fmt::Display for NegativePowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "integers cannot be raised to negative powers: {} ** {}; cast to a float dtype \
             first, e.g. `.cast::<Float32>()`",
            self.dtype, self.exponent
        )
    }
}

impl std::error::Error for NegativePowerError {}
