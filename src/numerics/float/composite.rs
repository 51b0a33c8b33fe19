//! jax.numpy's functions of real floats that JAX writes as several `lax`
//! operations, step by step as XLA computes them: `floor_divide` and
//! `remainder` (from `fmod`), `log2` and `log10`, `logaddexp`, `hypot`.

use super::RealFloat;
use crate::numerics::FloatFn;

/// JAX's `_float_divmod`: the floored quotient and the remainder with the
/// divisor's sign, computed from `fmod` as JAX does (so `x // 0.0` is ±inf).
/// With `broadcast`, the division is a multiplication by the reciprocal, as
/// XLA rewrites it where `b` was broadcast.
#[inline]
pub(crate) fn divmod<F: RealFloat>(a: F, b: F, broadcast: bool) -> (F, F) {
    let modulo = a.fmod(b);
    let corrected = if b.is_zero() { a } else { a.sub(modulo) };
    let quotient = if broadcast {
        corrected.mul_reciprocal(b)
    } else {
        corrected.div(b)
    };
    if !modulo.is_zero() && b.sign() != modulo.sign() {
        (quotient.sub(F::ONE).round(), modulo.add(b))
    } else {
        (quotient.round(), modulo)
    }
}

/// `jnp.logaddexp` (`base2` false) and `jnp.logaddexp2` of real floats, as
/// `jax._src.lax.other` computes them: `max(a, b) + log1p(e^-|a - b|)`
/// (with `2^t` as `e^(t · ln 2)` and the logarithm times `1 / ln 2` for base
/// 2), or `a + b` where `a - b` is NaN (a NaN, or infinities of one sign).
#[inline]
pub(super) fn logaddexp<F: RealFloat>(a: F, b: F, base2: bool) -> F {
    let delta = a.sub(b);
    if delta.is_nan() {
        return a.add(b);
    }
    let amax = a.max(b);
    let t = -delta.abs();
    if base2 {
        let exp2 = F::constant(core::f64::consts::LN_2)
            .mul(t)
            .function(FloatFn::Exp);
        let log1p = exp2.function(FloatFn::Log1p);
        // XLA's CPU code fuses the product into the sum (an FMA).
        F::constant(core::f64::consts::LOG2_E).mul_add_contracted(log1p, amax)
    } else {
        amax.add(t.function(FloatFn::Exp).function(FloatFn::Log1p))
    }
}

/// `jnp.hypot` with JAX's formula: `inf` if either is `+inf` after `abs`;
/// else with `mx = max(|a|, |b|)` and `mn` the other, `mx` if it is zero,
/// otherwise `mx · sqrt(1 + (mn / mx)²)`, each step rounded but `1 + r²`,
/// which XLA fuses.
#[inline]
pub(super) fn hypot<F: RealFloat>(a: F, b: F) -> F {
    let (a, b) = (a.abs(), b.abs());
    if a == F::INFINITY || b == F::INFINITY {
        return F::INFINITY;
    }
    let (mx, mn) = (a.max(b), a.min(b));
    if mx.is_zero() {
        return mx;
    }
    let r = mn.div(mx);
    // `1 + r²` in one rounding: XLA's CPU code fuses it (an FMA).
    mx.mul(r.mul_add_contracted(r, F::ONE).function(FloatFn::Sqrt))
}

/// `jnp.remainder`: `fmod`, moved to the divisor's sign.
#[inline]
pub(crate) fn remainder<F: RealFloat>(a: F, b: F) -> F {
    let r = a.fmod(b);
    if !r.is_zero() && (r.below_zero() != b.below_zero()) {
        r.add(b)
    } else {
        r
    }
}
