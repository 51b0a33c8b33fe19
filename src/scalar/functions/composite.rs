//! The functions JAX writes as several operations, computed as XLA computes
//! the whole: `log2`, `log10`, `exp2`, `sinh`, `cosh`, `logistic`, and the
//! inverse trigonometric and hyperbolic functions.
//!
//! Each is written once over [`RealFloat`], whose every operation is one of
//! XLA's (flushed in `f32` and `f64`; computed in `f32` and rounded in the
//! half types, as XLA's float normalization does); where XLA's compiler fuses
//! a product with the sum it feeds, the `f32` and `f64` forms say so. JAX
//! computes `sinh` and `cosh` of the half types in `f32` (its
//! `upcast_f16_for_computation`), rounding once: the half types' impls call
//! the `f32` form.

use super::real::FloatFunctions;
use crate::scalar::element::Element;
use crate::scalar::float::RealFloat;
use crate::scalar::ops::FloatFn;

/// `jnp.log2` of the `x` whose natural logarithm is `ln_x`: JAX's `log(x) /
/// log(2)`, which XLA rewrites as `log(x) · (1 / log(2))`: `log(2)` rounded
/// to the format, its reciprocal folded into a constant of the type the
/// product is computed in ([`RealFloat::mul_constant`]).
///
/// It takes the logarithm, not `x`, so that [`FloatFunctions::function`],
/// which computes both, does not call itself: a recursive function is one the
/// compiler may leave out of line, outside the vectorised loop.
#[inline(always)]
pub(crate) fn log2<F: RealFloat + Element>(ln_x: F) -> F {
    let ln2 = F::constant(core::f64::consts::LN_2).cast::<f64>();
    ln_x.mul_constant(1.0 / ln2)
}

/// `jnp.log10` of the `x` whose natural logarithm is `ln_x`: `log(x) · (1 /
/// ln 10)`, the constant rounded to the format (see [`log2`]).
#[inline(always)]
pub(crate) fn log10<F: RealFloat>(ln_x: F) -> F {
    ln_x.mul(F::constant(core::f64::consts::LOG10_E))
}

/// `jnp.exp2`: `exp(x · ln 2)`, the constant rounded to the format.
#[inline(always)]
pub(crate) fn exp2<F: FloatFunctions>(x: F) -> F {
    x.mul(F::constant(core::f64::consts::LN_2))
        .function(FloatFn::Exp)
}

/// `jnp.arcsin`: `2 · atan2(x, 1 + √((1 − x)(1 + x)))`.
#[inline(always)]
pub(crate) fn arcsin<F: FloatFunctions>(x: F) -> F {
    let root = F::ONE.sub(x).mul(x.add(F::ONE)).function(FloatFn::Sqrt);
    let half = x.libm_atan2(root.add(F::ONE));
    half.add(half)
}

/// `jnp.arccos`: `atan2(√((1 − x)(1 + x)), x)`.
#[inline(always)]
pub(crate) fn arccos<F: FloatFunctions>(x: F) -> F {
    let root = F::ONE.sub(x).mul(x.add(F::ONE)).function(FloatFn::Sqrt);
    root.libm_atan2(x)
}

/// `jnp.arcsinh`: `sign(x) · log1p(|x| + x² / (√(x² + 1) + 1))`, and for
/// `|x|` from `√max` (where `x²` overflows; the root in the format, as
/// JAX's `np.sqrt(finfo.max)`) `sign(x) · (log|x| + ln 2)`.
#[inline(always)]
pub(crate) fn arcsinh<F: FloatFunctions>(x: F) -> F {
    let a = x.abs();
    let far = a
        .function(FloatFn::Log)
        .add(F::constant(core::f64::consts::LN_2));
    let x2 = x.mul(x);
    let root = x2.add(F::ONE).function(FloatFn::Sqrt);
    let near = a.add(x2.div(root.add(F::ONE))).function(FloatFn::Log1p);
    let r = if F::MAX.function(FloatFn::Sqrt).le(a) {
        far
    } else {
        near
    };
    x.sign().mul(r)
}

/// `jnp.arccosh`: `log1p(√(x − 1) · (√(x + 1) + √(x − 1)))`, and from half
/// the largest value, `log(x) + ln 2`.
#[inline(always)]
pub(crate) fn arccosh<F: FloatFunctions>(x: F) -> F {
    let far = x
        .function(FloatFn::Log)
        .add(F::constant(core::f64::consts::LN_2));
    let below = x.add(F::constant(-1.0)).function(FloatFn::Sqrt);
    let above = x.add(F::ONE).function(FloatFn::Sqrt);
    let near = below.mul(above.add(below)).function(FloatFn::Log1p);
    if F::MAX.mul(F::constant(0.5)).le(x) {
        far
    } else {
        near
    }
}

/// `jnp.arctanh`: `½ · (log1p(x) − log1p(−x))`, NaN beyond `|x| = 1`.
#[inline(always)]
pub(crate) fn arctanh<F: FloatFunctions>(x: F) -> F {
    let r = x
        .function(FloatFn::Log1p)
        .sub((-x).function(FloatFn::Log1p))
        .mul(F::constant(0.5));
    if F::ONE.lt(x.abs()) { F::NAN } else { r }
}

/// `lax.logistic` of a half type: `1 / (exp(−x) + 1)`, an operation at a time.
#[inline(always)]
pub(crate) fn logistic<F: FloatFunctions>(x: F) -> F {
    F::ONE.div((-x).function(FloatFn::Exp).add(F::ONE))
}
