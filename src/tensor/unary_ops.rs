//! Elementwise functions of one tensor, with JAX's result dtypes: `-`, `abs`,
//! the transcendental functions, and the parts of complex numbers.

use core::fmt;
use core::ops::Neg;

use super::Tensor;
use super::elementwise::{map1, map1_fn};
use super::engine::Engine;
use super::rules::unary::{self, FloatFunction};
use super::rules::{
    BitwiseOps, ComplexParts, Float, Inexact, Numeric, Ordered, Power, RealFloating,
};
use super::storage::{Holds, Runs};
use crate::dtype::{Bool, DType, DTypeId, Kind};
use crate::policy::Policy;
use crate::scalar::Element;
use crate::scalar::{
    BitsElem, FloatElem, FloatFn, NumericElem, PowerElem, RealFloatElem, RealFn, RoundElem,
};

impl<D: Numeric, P: Policy, E: Engine + Holds<D>> Neg for &Tensor<D, P, E> {
    type Output = Tensor<D, P, E>;
    /// [`Tensor::negative`].
    fn neg(self) -> Tensor<D, P, E> {
        self.negative()
    }
}

impl<D: Numeric, P: Policy, E: Engine + Holds<D>> Neg for Tensor<D, P, E> {
    type Output = Tensor<D, P, E>;
    /// [`Tensor::negative`], over the tensor's own storage where the
    /// engine can (on the CPU).
    fn neg(self) -> Tensor<D, P, E> {
        E::negative_owned::<D, P>(self).unwrap_or_else(|error| panic!("{error}"))
    }
}

impl<D: Numeric, P: Policy, E: Engine> Tensor<D, P, E> {
    /// `jnp.negative` (`-x`): integers wrap (`-(-128_i8)` is -128, `-1_u8`
    /// is 255). Not for `Bool`, as JAX raises.
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_negative`] returns an error (never on the CPU).
    pub fn negative(&self) -> Tensor<D, P, E>
    where
        E: Holds<D>,
    {
        self.try_negative()
            .unwrap_or_else(|error| panic!("{error}"))
    }

    /// [`Tensor::negative`], returning the engine's error.
    ///
    /// # Errors
    ///
    /// The engine's, if its device fails; never on the [`Cpu`](crate::Cpu).
    pub fn try_negative(&self) -> Result<Tensor<D, P, E>, E::Error>
    where
        E: Holds<D>,
    {
        E::negative::<D, P>(self)
    }
}

impl<D: ComplexParts, P: Policy, E: Engine> Tensor<D, P, E> {
    /// `jnp.abs`: the magnitude; complex dtypes give their real dtype. Signed
    /// integers wrap, as in JAX: `abs(-128_i8)` is -128.
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_abs`] returns an error (never on the CPU).
    pub fn abs(&self) -> Tensor<D::Real, P, E>
    where
        E: Holds<D> + Holds<D::Real>,
    {
        self.try_abs().unwrap_or_else(|error| panic!("{error}"))
    }

    /// [`Tensor::abs`], returning the engine's error.
    ///
    /// # Errors
    ///
    /// The engine's, if its device fails; never on the [`Cpu`](crate::Cpu).
    pub fn try_abs(&self) -> Result<Tensor<D::Real, P, E>, E::Error>
    where
        E: Holds<D> + Holds<D::Real>,
    {
        E::abs::<D, P>(self)
    }
}

impl<D: Numeric, P: Policy> Tensor<D, P> {
    /// The CPU's kernel of [`Tensor::negative`].
    pub(crate) fn negative_kernel(&self) -> Tensor<D, P> {
        Tensor::from_array(map1(&self.array, NumericElem::neg))
    }

    /// The CPU's kernel of `-x` on an owned tensor: in place.
    pub(crate) fn negative_in_place(mut self) -> Tensor<D, P> {
        self.array.mapv_inplace(NumericElem::neg);
        self
    }
}

/// The transcendental functions: computed in [`Inexact::Output`], so an
/// integer tensor gives a float one.
impl<D: DType, P: Policy, E: Engine> Tensor<D, P, E> {
    /// Converts every element to dtype `O`, as JAX's `astype`: see
    /// [`Element::cast`] for rounding, wrapping and saturation.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Float32>::from_vec(vec![1.7, -1.7, f32::NAN, 1e10]);
    /// assert_eq!(t.cast::<Int32>().to_vec(), [1, -1, 0, i32::MAX]);
    /// ```
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_cast`] returns an error (never on the CPU).
    pub fn cast<O: DType>(&self) -> Tensor<O, P, E>
    where
        E: Holds<D> + Holds<O>,
    {
        self.try_cast().unwrap_or_else(|error| panic!("{error}"))
    }

    /// [`Tensor::cast`], returning the engine's error.
    ///
    /// # Errors
    ///
    /// The engine's, if its device fails; never on the [`Cpu`](crate::Cpu).
    pub fn try_cast<O: DType>(&self) -> Result<Tensor<O, P, E>, E::Error>
    where
        E: Holds<D> + Holds<O>,
    {
        E::cast::<D, O, P>(self)
    }
}

macro_rules! float_fn {
    ($($(#[$doc:meta])* $name:ident, $try:ident => $op:ident;)*) => {
        impl<D: Inexact, P: Policy, E: Engine> Tensor<D, P, E> {$(
            $(#[$doc])*
            ///
            /// # Errors
            ///
            /// The engine's, if its device fails; never on the [`Cpu`](crate::Cpu).
            pub fn $try(&self) -> Result<Tensor<D::Output, P, E>, E::Error>
            where
                E: Runs<unary::$op> + Holds<D> + Holds<D::Output>,
            {
                E::float_fn::<unary::$op, D, P>(self)
            }

            $(#[$doc])*
            ///
            /// # Panics
            ///
            #[doc = concat!("Where [`Tensor::", stringify!($try), "`] returns an error (never on the CPU).")]
            pub fn $name(&self) -> Tensor<D::Output, P, E>
            where
                E: Runs<unary::$op> + Holds<D> + Holds<D::Output>,
            {
                self.$try().unwrap_or_else(|error| panic!("{error}"))
            }
        )*}
    };
}

float_fn! {
    /// `jnp.sqrt`; `sqrt(-1.0)` is NaN for real dtypes.
    sqrt, try_sqrt => Sqrt;
    /// `jnp.exp`.
    exp, try_exp => Exp;
    /// `jnp.log`, the natural logarithm; `log(0.0)` is -inf, of a negative real NaN.
    log, try_log => Log;
    /// `jnp.sin`.
    sin, try_sin => Sin;
    /// `jnp.cos`.
    cos, try_cos => Cos;
    /// `jnp.tanh`.
    tanh, try_tanh => Tanh;
    /// `jnp.expm1`: `e^x - 1`, accurate near 0 (for complex dtypes XLA's
    /// `expm1(a) · cos b + cosm1(b)`, `e^a · sin b`).
    expm1, try_expm1 => Expm1;
    /// `jnp.log1p`: `ln(1 + x)`, accurate near 0; -inf at -1, NaN below for
    /// real dtypes.
    log1p, try_log1p => Log1p;
}

/// The element function of the kernels (the loops' `f`) of [`Tensor::exp`]
/// and the other functions of [`unary`], eager and in a fused chain: `F` of
/// each element, computed in `D::Output`. The function is a constant of the
/// item, not a value it captures, so that it is chosen once, when the loop
/// is compiled. A closure, always inlined (as `real_fn!`'s): a function
/// item's `Fn::call` is not always inlined into the vectorised loop, which
/// then calls it compiled without the loop's instructions (FMA as a library
/// call: `float16` `exp` 4.6 times slower).
#[inline(always)]
pub(crate) fn float_fn_of<D: Inexact, F: FloatFunction>()
-> impl Fn(D::Elem) -> <D::Output as DType>::Elem + Copy + Sync + 'static {
    #[inline(always)]
    |x: D::Elem| x.cast::<<D::Output as DType>::Elem>().unary(F::FN)
}

impl<D: Inexact, P: Policy> Tensor<D, P> {
    /// The CPU's kernel of [`Tensor::exp`] and the other functions of
    /// [`unary`]: `F` of each element, computed in `D::Output`.
    pub(crate) fn float_fn_kernel<F: FloatFunction>(&self) -> Tensor<D::Output, P> {
        Tensor::from_array(map1_fn(&self.array, float_fn_of::<D, F>()))
    }
}

/// The functions of real floats: computed in [`Inexact::Output`] (so an
/// integer tensor gives a float one, and a weak float stays weak), which
/// must be real: JAX has `erf` and `cbrt` for real dtypes only, and the
/// others are here for real dtypes only too (JAX also computes them for
/// complex ones: see the README's known differences).
macro_rules! real_fn {
    ($($(#[$doc:meta])* $name:ident => $op:ident;)*) => {
        impl<D: Inexact, P: Policy> Tensor<D, P>
        where
            D::Output: RealFloating,
        {$(
            $(#[$doc])*
            pub fn $name(&self) -> Tensor<D::Output, P> {
                // As `float_fn!`: the function a constant of the closure,
                // which is inlined into the vectorised loop.
                Tensor::from_array(map1_fn(&self.array, #[inline(always)] |x| {
                    x.cast::<<D::Output as DType>::Elem>().real_fn(RealFn::$op)
                }))
            }
        )*}
    };
}

real_fn! {
    /// `jnp.cbrt`: the cube root, negative for negative `x`.
    cbrt => Cbrt;
    /// `jnp.exp2`: `2^x`, as JAX computes it, `exp(x · ln 2)`.
    exp2 => Exp2;
    /// `jnp.tan`.
    tan => Tan;
    /// `jnp.arcsin`: NaN beyond `|x| = 1`.
    arcsin => Arcsin;
    /// `jnp.arccos`: NaN beyond `|x| = 1`.
    arccos => Arccos;
    /// `jnp.arctan`.
    arctan => Arctan;
    /// `jnp.sinh`.
    sinh => Sinh;
    /// `jnp.cosh`.
    cosh => Cosh;
    /// `jnp.arcsinh`.
    arcsinh => Arcsinh;
    /// `jnp.arccosh`: NaN below 1.
    arccosh => Arccosh;
    /// `jnp.arctanh`: `±inf` at `±1`, NaN beyond.
    arctanh => Arctanh;
    /// `jax.scipy.special.erf` (`lax.erf`), the error function.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<BFloat16>::from_vec(vec![half::bf16::from_f32(0.5)]);
    /// assert_eq!(t.erf().to_string(), "Tensor([0.519531], dtype=bfloat16)");
    /// ```
    erf => Erf;
    /// `jax.scipy.special.erfc` (`lax.erfc`): `1 - erf(x)`, without the
    /// cancellation of computing it so (`erfc(5)` is `1.5e-12`, not 0).
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Float32>::from_vec(vec![-1.0, 0.0, 5.0]);
    /// assert_eq!(t.erfc().to_vec(), [1.8427007, 1.0, 1.5374597e-12]);
    /// ```
    erfc => Erfc;
}

/// The functions of `lax` that take real floats only: JAX raises for
/// integers (`lax.rsqrt`, `jax.nn.sigmoid`), so of an integer tensor they do
/// not compile, with [`RealFloating`]'s message (the bound is the method's,
/// so that the compiler names it); each keeps its dtype, weak or not.
macro_rules! real_float_fn {
    ($($(#[$doc:meta])* $name:ident => $op:ident;)*) => {
        impl<D: DType, P: Policy> Tensor<D, P> {$(
            $(#[$doc])*
            pub fn $name(&self) -> Tensor<D, P>
            where
                D: RealFloating,
            {
                // As `float_fn!`.
                Tensor::from_array(map1_fn(&self.array, #[inline(always)] |x: D::Elem| {
                    x.real_fn(RealFn::$op)
                }))
            }
        )*}
    };
}

real_float_fn! {
    /// `lax.rsqrt`: `1/√x`, as XLA computes it: the CPU's approximation
    /// (`rsqrtss`, AVX-512's `vrsqrt14pd` for `float64`) and Newton steps,
    /// so its last bits are the CPU's, as JAX's are (see
    /// `scalar::functions::rsqrt`). `+inf` at `+0`, NaN below 0.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Float32>::from_vec(vec![4.0, 0.0, -1.0]);
    /// let r = t.rsqrt().to_vec();
    /// assert!((r[0] - 0.5).abs() < 1e-6 && r[1] == f32::INFINITY && r[2].is_nan());
    /// ```
    rsqrt => Rsqrt;
    /// `lax.logistic`, `jax.nn.sigmoid`: `1 / (1 + e^-x)`.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Float32>::from_vec(vec![0.0, 2.0]);
    /// assert_eq!(t.logistic().to_vec(), [0.5, 0.880797]);
    /// ```
    logistic => Logistic;
}

/// `log2` and `log10`: computed in [`Inexact::Output`] as `log(x)` divided by
/// (or multiplied with) a constant that JAX makes a strong array, so a weak
/// dtype's result is strong: `WeakInt` and `WeakFloat` give `Float64`,
/// `WeakComplex` gives `Complex128`.
macro_rules! log_base {
    ($($(#[$doc:meta])* $name:ident => $op:ident;)*) => {
        impl<D: Inexact, P: Policy> Tensor<D, P>
        where
            <D::Output as DType>::Strong: Float,
        {$(
            $(#[$doc])*
            pub fn $name(&self) -> Tensor<<D::Output as DType>::Strong, P> {
                Tensor::from_array(map1_fn(&self.array, #[inline(always)] |x| {
                    x.cast::<<<D::Output as DType>::Strong as DType>::Elem>().unary(FloatFn::$op)
                }))
            }
        )*}
    };
}

log_base! {
    /// `jnp.log2`: `log(x) / log(2)`, with `log(2)` rounded to the dtype
    /// first, as JAX writes it (so `log2(8.0)` in `Float16` is 3.002, not 3).
    log2 => Log2;
    /// `jnp.log10`: `log(x) · 0.4342944819032518` (`1 / ln 10` rounded to
    /// the dtype).
    log10 => Log10;
}

impl<D: ComplexParts, P: Policy> Tensor<D, P> {
    /// The CPU's kernel of [`Tensor::abs`].
    pub(crate) fn abs_kernel(&self) -> Tensor<D::Real, P> {
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
        type E<D> = <<D as Power>::Output as DType>::Elem;
        // Squares and cubes (`x ** 2`, GELU's `x ** 3`) with the exponent a
        // constant of the loop, which the compiler unrolls and vectorises;
        // the same products in the same order as for any other `n`.
        let array = match n {
            2 => map1(&self.array, |x| x.cast::<E<D>>().powi(2)),
            3 => map1(&self.array, |x| x.cast::<E<D>>().powi(3)),
            _ => map1(&self.array, |x| x.cast::<E<D>>().powi(n)),
        };
        Ok(Tensor::from_array(array))
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

/// Functions of one tensor that keep its dtype (`sign`, `round`; `floor`,
/// `ceil`, `trunc` not for complex dtypes) or give `Bool` (the tests of
/// values), with JAX's dtype rules, checked for every dtype in
/// `tests/jax_unary.rs`. (Every dtype's element has `RoundElem`'s functions;
/// the bound only says so to generic code.)
impl<D: DType, P: Policy> Tensor<D, P>
where
    D::Elem: RoundElem,
{
    /// `jnp.sign`: -1, 0 or 1 in the tensor's dtype (NaN for NaN; a zero keeps
    /// its sign); `z / |z|` for a complex `z`, 0 for 0. Not for `Bool`, as JAX
    /// raises.
    pub fn sign(&self) -> Tensor<D, P>
    where
        D: Numeric,
    {
        Tensor::from_array(map1(&self.array, NumericElem::sign))
    }

    /// `jnp.round` (to 0 decimals): to the nearest integer, ties to even (each
    /// part of a complex number); integers unchanged. Not for `Bool`, as JAX
    /// raises.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Float32>::from_vec(vec![0.5, 1.5, 2.5, -0.5]);
    /// assert_eq!(t.round().to_vec(), [0.0, 2.0, 2.0, -0.0]);
    /// ```
    pub fn round(&self) -> Tensor<D, P>
    where
        D: Numeric,
    {
        Tensor::from_array(map1(&self.array, NumericElem::round_even))
    }

    /// `jnp.floor`: toward −∞; integers and `Bool` unchanged. Not for complex
    /// dtypes, as JAX raises.
    pub fn floor(&self) -> Tensor<D, P>
    where
        D: Ordered,
    {
        Tensor::from_array(map1(&self.array, RoundElem::floor))
    }

    /// `jnp.ceil`: toward +∞; see [`Tensor::floor`].
    pub fn ceil(&self) -> Tensor<D, P>
    where
        D: Ordered,
    {
        Tensor::from_array(map1(&self.array, RoundElem::ceil))
    }

    /// `jnp.trunc`: toward zero; see [`Tensor::floor`].
    pub fn trunc(&self) -> Tensor<D, P>
    where
        D: Ordered,
    {
        Tensor::from_array(map1(&self.array, RoundElem::trunc))
    }

    /// `jnp.isnan`: a complex number is NaN where either part is.
    pub fn isnan(&self) -> Tensor<Bool, P> {
        Tensor::from_array(map1(&self.array, RoundElem::is_nan))
    }

    /// `jnp.isinf`: a complex number is infinite where either part is.
    pub fn isinf(&self) -> Tensor<Bool, P> {
        Tensor::from_array(map1(&self.array, RoundElem::is_inf))
    }

    /// `jnp.isfinite`: neither NaN nor infinite (both parts, for complex).
    pub fn isfinite(&self) -> Tensor<Bool, P> {
        Tensor::from_array(map1(&self.array, RoundElem::is_finite))
    }

    /// `jnp.signbit`: the sign bit of a float (set for `-0.0` and for a
    /// negative NaN), `x < 0` for an integer. Not for complex dtypes, as JAX
    /// raises.
    pub fn signbit(&self) -> Tensor<Bool, P>
    where
        D: Ordered,
    {
        Tensor::from_array(map1(&self.array, RoundElem::sign_bit))
    }

    /// `jnp.logical_not`: whether the element is zero (NaN is not; a subnormal
    /// float is, as XLA on CPU reads it; a complex number is zero where both
    /// parts are).
    pub fn logical_not(&self) -> Tensor<Bool, P> {
        Tensor::from_array(map1(&self.array, |x| !x.cast::<bool>()))
    }

    /// `jnp.bitwise_not` (`!`): for `Bool` and the integers.
    pub fn bitwise_not(&self) -> Tensor<D, P>
    where
        D: BitwiseOps,
    {
        Tensor::from_array(map1(&self.array, BitsElem::not))
    }
}

impl<D: Power, P: Policy> Tensor<D, P> {
    /// `jnp.square`: `x * x` in [`Power::Output`] (`Bool` gives `Int32`);
    /// integers wrap.
    pub fn square(&self) -> Tensor<D::Output, P> {
        Tensor::from_array(map1(&self.array, |x| {
            NumericElem::square(x.cast::<<D::Output as DType>::Elem>())
        }))
    }
}

impl<D: Inexact, P: Policy> Tensor<D, P> {
    /// `jnp.reciprocal`: `1 / x` in [`Inexact::Output`] (`Int8` gives
    /// `Float32`), as JAX computes it (`lax.integer_pow(x, -1)`).
    pub fn reciprocal(&self) -> Tensor<D::Output, P> {
        Tensor::from_array(map1(&self.array, |x| {
            FloatElem::div(true.cast(), x.cast::<<D::Output as DType>::Elem>())
        }))
    }
}

impl<D: DType, P: Policy> core::ops::Not for &Tensor<D, P>
where
    D: BitwiseOps,
{
    type Output = Tensor<D, P>;
    /// `!x`: [`Tensor::bitwise_not`].
    fn not(self) -> Tensor<D, P> {
        Tensor::from_array(map1(&self.array, BitsElem::not))
    }
}
