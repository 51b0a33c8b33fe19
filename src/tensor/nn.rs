//! `jax.nn`: activations, softmax, `logsumexp` (also `jax.scipy.special`'s),
//! `standardize` and `one_hot`, each computed as JAX computes it, from the
//! same `jax.numpy` operations in the same order, so that its result dtype
//! is JAX's (the lattice's, through those operations) and its values are
//! JAX's (`tests/jax_nn.rs` checks both against real JAX).
//!
//! ```
//! use dtype_lattice::prelude::*;
//!
//! let logits = Tensor::<Float32>::from_shape_vec(&[2, 3], vec![1.0, 2.0, 3.0, 0.0, 0.0, f32::NEG_INFINITY])?;
//! let p = nn::softmax(&logits, -1)?;
//! assert_eq!(p.shape(), [2, 3]);
//! assert_eq!(p.to_vec()[3..], [0.5, 0.5, 0.0]);
//! let h: Tensor<Float32> = nn::relu(&logits);
//! let counts = Tensor::<Int8>::from_vec(vec![-3, 5]);
//! let _: Tensor<Int8> = nn::relu(&counts); // jnp.maximum(x, 0): int8 stays int8
//! let _: Tensor<WeakFloat> = nn::relu6(&counts); // min(max(x, 0), 6.0): a weak float, as in JAX
//! # let _ = h;
//! # Ok::<(), ShapeError>(())
//! ```
//!
//! Every function takes every dtype JAX takes, with JAX's result dtype:
//! `sigmoid` and `silu` real floats only ([`FloatDType`](crate::FloatDType)),
//! as JAX raises for integers; `softmax` and `log_softmax` every number dtype
//! but complex, subtracting the maximum in an integer tensor's own dtype
//! (which wraps, as JAX's does) before the inexact dtype's `exp`;
//! `logsumexp` converts an integer or `Bool` tensor first, and `standardize`
//! squares it in its own dtype, as JAX does; `relu`, `relu6`, `softplus` and
//! `gelu` as their docs say.

use super::axes::Axes;
use super::elementwise::{map1_fn, map1_steps};
use super::error::{check_output, refused};
use super::rules::{FloatDType, FloatPolicy, Inexact, Numeric, Power, Reduce, StrongIfComplex};
use super::{ShapeError, Tensor};
use crate::dtype::{DType, WeakFloat, WeakInt};
use crate::policy::{Join, Policy};
use crate::scalar::Element;
use crate::scalar::{Arith, FloatElem, FloatFn, NumericElem, PowerElem, RealFloatElem, RealFn};
use crate::tensor::{Float, RealFloating};

/// A 0-d tensor of `F` holding `value` rounded to `F`, as JAX converts a
/// Python float (or a NumPy constant cast to `F`).
fn constant<F: RealFloating, P: Policy>(value: f64) -> Tensor<F, P> {
    Tensor::scalar(value.cast())
}

/// `jax.nn.relu`: `jnp.maximum(x, 0)`, in `x ⊔ i*` (an integer tensor keeps
/// its dtype; `Bool` gives a weak int, as in JAX).
pub fn relu<D, P, Q, J>(x: &Tensor<D, P>) -> Tensor<J, P>
where
    D: DType,
    P: Policy<Same = Q> + Join<D, WeakInt, Q, Output = J>,
    Q: Policy,
    J: DType,
{
    x.maximum(0_i64)
}

/// `jax.nn.relu6`: `jnp.minimum(jnp.maximum(x, 0), 6.)`, in `x ⊔ i* ⊔ f*`
/// (an integer tensor gives a weak float, as in JAX).
pub fn relu6<D, P, Q, J, K>(x: &Tensor<D, P>) -> Tensor<K, P>
where
    D: DType,
    P: Policy<Same = Q> + Join<D, WeakInt, Q, Output = J> + Join<J, WeakFloat, Q, Output = K>,
    Q: Policy,
    J: DType,
    K: DType,
{
    x.maximum(0_i64).minimum(6.0)
}

/// `jax.nn.sigmoid`: `lax.logistic(x)`, for real floats (JAX raises for
/// integers).
pub fn sigmoid<F: RealFloating, P: Policy>(x: &Tensor<F, P>) -> Tensor<F, P> {
    x.logistic()
}

/// `jax.nn.silu` (`jax.nn.swish`): `x * sigmoid(x)`.
pub fn silu<F: RealFloating, P: Join<F, F, P, Output = F>>(x: &Tensor<F, P>) -> Tensor<F, P> {
    x.try_multiply(sigmoid(x))
        .expect("a tensor and a function of it have one shape")
}

/// `jax.nn.softplus`: `jnp.logaddexp(x, 0)`, in the inexact dtype of
/// `x ⊔ i*` (an integer tensor gives a float one).
pub fn softplus<D, P, Q, J, O, S>(x: &Tensor<D, P>) -> Tensor<S, P>
where
    D: DType,
    P: Policy<Same = Q> + Join<D, WeakInt, Q, Output = J>,
    Q: Policy,
    J: Inexact<Output = O>,
    O: StrongIfComplex<Output = S>,
    S: Float,
{
    x.logaddexp(0_i64)
}

/// `jax.nn.gelu(x, approximate)`, computed in `x`'s inexact dtype (an
/// integer tensor gives a float one, as in JAX) in JAX's order, the
/// constants rounded to it:
///
/// - `approximate = true`, JAX's default: `x · 0.5 · (1 + tanh(√(2/π) ·
///   (x + 0.044715 x³)))`, `x³` as `lax.integer_pow`;
/// - `approximate = false`, the exact form: `0.5 · x · erfc(-x · √½)`.
///
/// It runs as one loop over `x` into one new tensor (as XLA fuses it),
/// each operation rounded to the dtype as eager JAX rounds it: its values
/// are those of `jax.nn.gelu` called outside `jax.jit`, bit for bit, for
/// every `bfloat16` and `float16` value and the `float32` and `float64`
/// values of `tests/jax_functions.rs`. Inside a jit, XLA fuses the
/// operations and rounds them otherwise (it contracts `x + 0.044715 x³`
/// into a fused multiply-add, and does not round each step of a `bfloat16`
/// exact GELU to `bfloat16`): there, about one `float32` or `float64` value
/// in 150, and one `bfloat16` value of the exact form in 140, comes out
/// 1 ulp apart.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let x = Tensor::<Float32>::from_vec(vec![-1.0, 0.5, 3.0]);
/// assert_eq!(nn::gelu(&x, true).to_vec(), [-0.15880796, 0.345714, 2.9963627]);
/// assert_eq!(nn::gelu(&x, false).to_vec(), [-0.15865527, 0.34573123, 2.9959502]);
/// ```
pub fn gelu<D, F, P>(x: &Tensor<D, P>, approximate: bool) -> Tensor<F, P>
where
    D: Inexact<Output = F>,
    F: FloatDType,
    P: FloatPolicy<F>,
{
    // One pass and one output, where the operations one after the other
    // (as eager JAX runs them) would pass over memory nine times and
    // allocate four times: each element goes through the same element
    // functions in the same order as those operations, so the bits are
    // theirs. Float literals are weak, so they take `F`, as JAX's Python
    // floats do; JAX's NumPy constants are rounded to `F` first: both are
    // `f64`s rounded to `F` (`constant`).
    let c = |value: f64| -> F::Elem { value.cast() };
    let array = if approximate {
        let (k, scale) = (c(0.044715), c((2.0 / core::f64::consts::PI).sqrt()));
        let (one, half) = (c(1.0), c(0.5));
        // In three steps over blocks of elements (the tanh between two
        // chains of roundings): as one loop, its chain of dependent
        // operations per element would leave the CPU waiting.
        map1_steps(
            &x.array,
            #[inline(always)]
            move |x| {
                let x: F::Elem = x.cast();
                Arith::mul(Arith::add(x, Arith::mul(x.powi(3), k)), scale)
            },
            #[inline(always)]
            |inner: F::Elem| inner.unary(FloatFn::Tanh),
            #[inline(always)]
            move |x, tanh| {
                let x: F::Elem = x.cast();
                Arith::mul(x, Arith::mul(Arith::add(tanh, one), half))
            },
        )
    } else {
        let (sqrt_half, half) = (c(core::f64::consts::FRAC_1_SQRT_2), c(0.5));
        map1_fn(
            &x.array,
            #[inline(always)]
            move |x| {
                let x: F::Elem = x.cast();
                let erfc = Arith::mul(x.neg(), sqrt_half).real_fn(RealFn::Erfc);
                Arith::mul(Arith::mul(x, half), erfc)
            },
        )
    };
    Tensor::from_array(array)
}

/// The result of a reduction over `axes` of an empty tensor (or an empty
/// reduced axis), where JAX's `max` with `initial=-inf` has a value and the
/// crate's has none: `Some` of `x` converted to `F`, for the functions that
/// keep the shape.
fn empty_like<D: DType, F: DType, P: Policy>(
    x: &Tensor<D, P>,
    axes: &Axes,
) -> Result<Option<Tensor<F, P>>, ShapeError> {
    axes.resolve(x.ndim())?;
    Ok(x.is_empty().then(|| x.cast::<F>()))
}

/// `-inf` as NumPy converts it to the integer dtype `D` on x86 (the C
/// conversion's "integer indefinite", the lowest 32-bit or, into `int64`,
/// `uint32` and `uint64`, 64-bit integer, whose low bits a narrower type
/// keeps): 0 for the 8- and 16-bit types and `uint32`, the lowest value
/// of `int32` and `int64`, 2⁶³ for `uint64`. `None` for the other dtypes.
fn numpy_minus_inf<D: DType>() -> Option<D::Elem> {
    use crate::dtype::Kind::{SignedInteger, UnsignedInteger};
    match (D::ID.kind(), D::ID.bits()) {
        (SignedInteger, 64) | (UnsignedInteger, 32 | 64) => Some(i64::MIN.cast()),
        (SignedInteger | UnsignedInteger, _) => Some(i32::MIN.cast()),
        _ => None,
    }
}

/// `x - x.max(axes, initial=-inf, keepdims=True)`, in `x`'s dtype (an
/// integer one wraps, as JAX's does): where `softmax` and `log_softmax`
/// start. `softmax` passes `initial` into its computation, where XLA
/// converts `-inf` to an integer dtype's lowest value (a maximum of no
/// effect); `log_softmax` writes it as a constant, which NumPy converts
/// (`numpy_initial`: [`numpy_minus_inf`], so the maximum of an `int8` row
/// of negative values is 0).
fn shifted<D, P>(
    x: &Tensor<D, P>,
    axes: &Axes,
    numpy_initial: bool,
) -> Result<Tensor<D, P>, ShapeError>
where
    D: Numeric + Reduce<Extremum = D>,
    P: Join<D, D, P, Output = D>,
{
    let mut max = x.max_axes(axes.clone(), true)?;
    if let Some(initial) = numpy_minus_inf::<D>().filter(|_| numpy_initial) {
        max = max.try_maximum(Tensor::<D, P>::scalar(initial))?;
    }
    x.try_subtract(&max)
}

/// `jax.nn.softmax(x, axis=axes)`: `e / e.sum(axes, keepdims=True)` with `e
/// = exp(x - x.max(axes, keepdims=True))`. A row of `-inf` gives NaN, and so
/// does a `+inf`, as in JAX. An integer tensor gives its inexact dtype, the
/// maximum subtracted in the integer dtype, which wraps as JAX's does
/// (`[-128, 127]` of `int8` becomes `[1, 0]`); `Bool` has no subtraction,
/// as in JAX.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let x = Tensor::<Int8>::from_vec(vec![1, 2, 3]);
/// let p: Tensor<Float32> = nn::softmax(&x, -1)?;
/// assert_eq!(p.to_vec(), [0.09003057, 0.24472848, 0.66524094]);
/// # Ok::<(), ShapeError>(())
/// ```
///
/// # Errors
///
/// An axis out of range or named twice.
pub fn softmax<D, F, P>(x: &Tensor<D, P>, axes: impl Into<Axes>) -> Result<Tensor<F, P>, ShapeError>
where
    D: Numeric + Reduce<Extremum = D> + Inexact<Output = F>,
    F: FloatDType,
    P: FloatPolicy<F> + Join<D, D, P, Output = D>,
{
    let axes = axes.into();
    if let Some(empty) = empty_like(x, &axes)? {
        return Ok(empty);
    }
    let e = shifted(x, &axes, false)?.exp();
    let sum = e.sum_axes(axes, true)?;
    e.try_true_divide(&sum)
}

/// `jax.nn.log_softmax(x, axis=axes)`: `s - log(exp(s).sum(axes,
/// keepdims=True))` with `s = x - x.max(axes, initial=-inf,
/// keepdims=True)`: for an integer tensor, in its dtype, from `-inf` as
/// NumPy converts it, as JAX computes it (0 for `int8`, so that a row of
/// negative `int8` values is shifted by 0, not by its maximum).
///
/// # Errors
///
/// An axis out of range or named twice.
pub fn log_softmax<D, F, P>(
    x: &Tensor<D, P>,
    axes: impl Into<Axes>,
) -> Result<Tensor<F, P>, ShapeError>
where
    D: Numeric + Reduce<Extremum = D> + Inexact<Output = F>,
    F: FloatDType,
    P: FloatPolicy<F> + Join<D, D, P, Output = D> + Join<D, F, P, Output = F>,
{
    let axes = axes.into();
    if let Some(empty) = empty_like(x, &axes)? {
        return Ok(empty);
    }
    let shifted = shifted(x, &axes, true)?;
    let log_sum = shifted.exp().sum_axes(axes, true)?.log();
    shifted.try_subtract(&log_sum)
}

/// `jax.nn.logsumexp(a, axis=axes, keepdims=keepdims)` (also
/// `jax.scipy.special.logsumexp`): `log(Σ exp(a - m)) + m`, where `m` is the
/// maximum over `axes` where it is finite and 0 where it is not, so that a
/// row of `-inf` gives `-inf` and an empty one `-inf`.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let a = Tensor::<Float64>::from_shape_vec(&[2, 2], vec![0.0, 0.0, f64::NEG_INFINITY, f64::NEG_INFINITY])?;
/// assert_eq!(nn::logsumexp(&a, -1, false)?.to_vec(), [2.0_f64.ln(), f64::NEG_INFINITY]);
/// # Ok::<(), ShapeError>(())
/// ```
///
/// # Errors
///
/// An axis out of range or named twice.
pub fn logsumexp<D, F, P>(
    a: &Tensor<D, P>,
    axes: impl Into<Axes>,
    keepdims: bool,
) -> Result<Tensor<F, P>, ShapeError>
where
    D: Inexact<Output = F>,
    F: FloatDType,
    P: FloatPolicy<F>,
{
    // `promote_args_inexact`: an integer or `Bool` tensor in its inexact dtype.
    logsumexp_with(&a.cast::<F>(), None, axes.into(), keepdims)
}

/// `jax.nn.logsumexp(a, axis=axes, b=b, keepdims=keepdims)`: the log of
/// `Σ b · exp(a)`, `b` broadcast against `a` (an `a` where `b` is 0 counts
/// as `-inf`); NaN where that sum is negative, as JAX gives without
/// `return_sign`.
///
/// # Errors
///
/// An axis out of range or named twice, or a `b` that does not broadcast
/// to `a`'s shape.
pub fn logsumexp_weighted<F: FloatDType, P: FloatPolicy<F>>(
    a: &Tensor<F, P>,
    b: &Tensor<F, P>,
    axes: impl Into<Axes>,
    keepdims: bool,
) -> Result<Tensor<F, P>, ShapeError> {
    logsumexp_with(a, Some(b), axes.into(), keepdims)
}

fn logsumexp_with<F: FloatDType, P: FloatPolicy<F>>(
    a: &Tensor<F, P>,
    b: Option<&Tensor<F, P>>,
    axes: Axes,
    keepdims: bool,
) -> Result<Tensor<F, P>, ShapeError> {
    // `jnp.where(b != 0, a, -inf)`, broadcast as JAX broadcasts it.
    let masked;
    let a = match b {
        Some(b) => {
            let zero = constant::<F, P>(0.0);
            let minus_inf = constant::<F, P>(f64::NEG_INFINITY);
            masked = b.try_not_equal(&zero)?.try_where_cond(a, &minus_inf)?;
            &masked
        }
        None => a,
    };
    if a.is_empty() {
        // JAX's maximum with `initial=-inf` is -inf, made 0; the sum is 0.
        return Ok(a.sum_axes(axes, keepdims)?.abs().log());
    }
    let max = a.max_axes(axes.clone(), true)?;
    let max = max
        .isfinite()
        .try_where_cond(&max, &constant::<F, P>(0.0))?;
    let mut e = a.try_subtract(&max)?.exp();
    if let Some(b) = b {
        e = e.try_multiply(b)?;
    }
    let sum = e.sum_axes(axes.clone(), keepdims)?;
    let negative = sum.try_less(constant::<F, P>(0.0))?;
    let max = if keepdims {
        max
    } else {
        max.into_reshape(sum.shape())?
    };
    let out = sum.abs().log().try_add(&max)?;
    match b {
        Some(_) => negative.try_where_cond(&constant::<F, P>(f64::NAN), &out),
        None => Ok(out),
    }
}

/// `jax.nn.standardize(x, axis=axes, epsilon=epsilon)` (JAX's default
/// "fast" variance): `(x - m) · rsqrt(v + epsilon)` with `m = mean(x)` and
/// `v = max(mean(x²) - m², 0)` over `axes`, kept for broadcasting. JAX's
/// default `epsilon` is `1e-5`.
///
/// # Errors
///
/// An axis out of range or named twice.
pub fn standardize<D, S, F, P>(
    x: &Tensor<D, P>,
    axes: impl Into<Axes>,
    epsilon: f64,
) -> Result<Tensor<F, P>, ShapeError>
where
    D: Reduce<Mean = F> + Power<Output = S>,
    S: Reduce<Mean = F>,
    F: FloatDType,
    P: FloatPolicy<F> + Join<D, F, P, Output = F>,
{
    let axes = axes.into();
    if let Some(empty) = empty_like(x, &axes)? {
        return Ok(empty);
    }
    let mean = x.mean_axes(axes.clone(), true)?;
    // `jnp.square(x)` in `x`'s dtype: an integer one wraps, as in JAX.
    let variance = x
        .square()
        .mean_axes(axes, true)?
        .try_subtract(mean.square())?
        .try_maximum(constant::<F, P>(0.0))?;
    let scale = variance.try_add(constant::<F, P>(epsilon))?.rsqrt();
    x.try_subtract(&mean)?.try_multiply(&scale)
}

/// `jax.nn.one_hot(x, num_classes, dtype=O)`: a new last axis of
/// `num_classes`, 1 where `x` equals the class index (compared in `x`'s
/// dtype, as JAX compares it with `lax.broadcasted_iota`) and 0 elsewhere:
/// an index out of range, negative or not whole gives a row of zeros.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let labels = Tensor::<Int32>::from_vec(vec![2, 0, 7]);
/// let one_hot: Tensor<Float32> = nn::one_hot(&labels, 3)?;
/// assert_eq!(one_hot.to_vec(), [0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
/// # Ok::<(), ShapeError>(())
/// ```
///
/// # Errors
///
/// An output too large for memory, or one axis more than a tensor can have.
pub fn one_hot<O: DType, D: Numeric, P: Policy>(
    x: &Tensor<D, P>,
    num_classes: usize,
) -> Result<Tensor<O, P>, ShapeError> {
    let mut shape = x.shape().to_vec();
    shape.push(num_classes);
    let len = check_output::<O::Elem>(&shape)?;
    // The class indices in `x`'s dtype, none for no rows (so that a count
    // of classes too large for memory is not allocated).
    let classes: std::vec::Vec<D::Elem> = match x.is_empty() {
        true => std::vec::Vec::new(),
        false => (0..num_classes).map(|k| (k as i64).cast()).collect(),
    };
    let (one, zero) = (true.cast::<O::Elem>(), false.cast::<O::Elem>());
    let mut data = std::vec::Vec::new();
    data.try_reserve_exact(len)
        .map_err(refused::<O::Elem>(&shape))?;
    for v in x.iter() {
        data.extend(
            classes
                .iter()
                .map(|&k| if Arith::eq(v, k) { one } else { zero }),
        );
    }
    Tensor::from_shape_vec(&shape, data)
}
