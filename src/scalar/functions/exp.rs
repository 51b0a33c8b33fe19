//! `exp` as XLA computes it on CPU, and the functions XLA builds on it:
//! `expm1`, `logistic` (`jax.nn.sigmoid`), `exp2`.
//!
//! - `f32`: Cephes' `expf`: `x = n·ln 2 + r` with `n = ⌊x·log₂e + ½⌋`
//!   (`ln 2` in two parts, `r` exact), `e^r` by a degree-7 polynomial in
//!   Horner form, and `2ⁿ` made from its exponent bits; `x` clamped to
//!   `[-87.8, 88.8]` and `n` to `[-127, 127]`, so that `2⁻¹²⁷` is `+0`.
//! - `f64`: Cephes' `exp`: the same reduction, `e^r` as `1 + 2·r·P(r²) /
//!   (Q(r²) − r·P(r²))`, and `2ⁿ` in four factors (so that no factor
//!   overflows); below `-708.39` the result is 0, above `709.78` `+inf`.
//!
//! The constants are XLA's, written as their bits.

use super::flush::{clamp32, f32_bits, f64_bits, flush32, flush64, half32, half64};

/// `log₂ e`, rounded.
const LOG2E32: f32 = f32_bits(0x3fb8_aa3b);
/// `ln 2`, in two parts: a high one with few significant bits, so that
/// `n · LN2_HI32` is exact, and the rest.
const LN2_HI32: f32 = f32_bits(0x3f31_8000);
const LN2_LO32: f32 = f32_bits(0xb95e_8083);
/// The polynomial of `(e^r − 1 − r) / r² − ½`, highest degree first.
const P32: [f32; 5] = [
    f32_bits(0x3950_6967),
    f32_bits(0x3ab7_43ce),
    f32_bits(0x3c08_8908),
    f32_bits(0x3d2a_a9c1),
    f32_bits(0x3e2a_aaaa),
];

/// `e^x` of an `f32` as `y · 2ⁿ`: `(y, 2ⁿ)`, for the functions that use
/// the product in another way (`logistic` fuses it with the `+ 1` that
/// follows, as XLA's compiler does).
#[inline(always)]
pub(crate) fn exp_parts32(x: f32) -> (f32, f32) {
    let x = clamp32(x, -87.8, 88.8);
    let n = clamp32(x.mul_add(LOG2E32, 0.5).floor(), -127.0, 127.0);
    let r = (-n).mul_add(LN2_HI32, x);
    let r = (-n).mul_add(LN2_LO32, r);
    let p = r.mul_add(P32[0], P32[1]);
    let p = p.mul_add(r, P32[2]);
    let p = p.mul_add(r, P32[3]);
    let p = p.mul_add(r, P32[4]);
    let p = p.mul_add(r, 0.5);
    let y = p.mul_add(r * r, r) + 1.0;
    (y, power_of_two32(n))
}

/// `2ⁿ` of an integer `n` in `[-127, 127]` (`+0` for -127), made from its
/// exponent field `n + 127` as XLA makes it, but without converting `n` to
/// an integer (a saturating conversion in Rust, which does not vectorise):
/// `n + 127 + 2²³` is exact and holds `n + 127` in its low bits, which the
/// shift moves into the exponent field. A NaN `n` gives a value whose
/// product with the NaN it comes with is NaN, as XLA's does.
#[inline(always)]
fn power_of_two32(n: f32) -> f32 {
    const BIASED: f32 = 127.0 + 8_388_608.0;
    f32::from_bits((n + BIASED).to_bits() << 23)
}

/// `e^x` of an `f32`, as XLA's CPU code computes it.
#[inline(always)]
pub(crate) fn exp32(x: f32) -> f32 {
    let (y, scale) = exp_parts32(flush32(x));
    flush32(y * scale)
}

/// `2^x` of an `f32`: `jnp.exp2` is `exp(x · ln 2)`, the product rounded.
#[inline(always)]
pub(crate) fn exp2_32(x: f32) -> f32 {
    exp32(flush32(x) * core::f32::consts::LN_2)
}

/// `1 / (1 + e^-x)` of an `f32`: `lax.logistic` (`jax.nn.sigmoid`), whose
/// `e^-x · 1 + 1` XLA fuses into one multiply-add.
#[inline(always)]
pub(crate) fn logistic32(x: f32) -> f32 {
    let (y, scale) = exp_parts32(-flush32(x));
    flush32(1.0 / y.mul_add(scale, 1.0))
}

/// `e^x − 1` of an `f32`, as XLA computes it: `e^x − 1` where `|x| > ½`,
/// and `tanh(x/2) · (e^x + 1)` nearer 0; where `x/2` is 0, `x` itself
/// (its sign kept, and a subnormal `x` too: XLA selects it, and DAZ does
/// not touch a select).
#[inline(always)]
pub(crate) fn expm1_32(x: f32) -> f32 {
    let raw = x;
    let x = flush32(x);
    let (y, scale) = exp_parts32(x);
    let e = flush32(y * scale);
    let half = half32(x);
    let near = super::tanh::tanh32(half) * (e + 1.0);
    let r = flush32(if x.abs() > 0.5 { e - 1.0 } else { near });
    if half == 0.0 { raw } else { r }
}

/// `log₂ e`, rounded.
const LOG2E64: f64 = f64_bits(0x3ff7_1547_652b_82fe);
/// `ln 2` in two parts, as [`LN2_HI32`].
const LN2_HI64: f64 = f64_bits(0x3fe6_2e40_0000_0000);
const LN2_LO64: f64 = f64_bits(0x3eb7_f7d1_cf79_abca);
/// The numerator's polynomial in `r²`, highest degree first.
const P64: [f64; 2] = [
    f64_bits(0x3f20_89cd_d5e4_4be8),
    f64_bits(0x3f9f_06d1_0cca_2c7e),
];
/// The denominator's.
const Q64: [f64; 3] = [
    f64_bits(0x3ec9_2eb6_bc36_5fa0),
    f64_bits(0x3f64_ae39_b508_b6c0),
    f64_bits(0x3fcd_1709_9887_e074),
];
/// The bounds of the arguments whose `e^x` is finite and nonzero.
const LO64: f64 = f64_bits(0xc086_232b_dd7a_bcd2);
const HI64: f64 = f64_bits(0x4086_2e42_fefa_39ef);

/// `e^x` of an `f64` before its last factor: `(m, s)` with `e^x = m · s`,
/// where the argument is in range; XLA's `logistic` fuses `m · s + 1`.
#[inline(always)]
pub(crate) fn exp_parts64(x: f64) -> (f64, f64) {
    // `minimum` and `maximum`: a NaN passes.
    let x = if x.is_nan() { x } else { x.clamp(LO64, HI64) };
    let n = x.mul_add(LOG2E64, 0.5).floor();
    let g = (-n).mul_add(LN2_HI64, x);
    let g = (-n).mul_add(LN2_LO64, g);
    let g2 = g * g;
    let p = g2.mul_add(P64[0], P64[1]);
    let p = p.mul_add(g2, 1.0) * g;
    let q = g2.mul_add(Q64[0], Q64[1]);
    let q = q.mul_add(g2, Q64[2]);
    let q = q.mul_add(g2, 2.0);
    let e = (p / (q - p)).mul_add(2.0, 1.0);
    // `2ⁿ` as `2ᵇ · 2ᵇ · 2ᵇ · 2ⁿ⁻³ᵇ` with `b = n >> 2` (`⌊n/4⌋`): no factor
    // leaves the range of `f64` for any `n` of the clamped argument
    // (`[-1022, 1024]`). In floats, exactly: see `power_of_two32`.
    let b = (n * 0.25).floor();
    let s = power_of_two64(b);
    (e * s * s * s, power_of_two64(n - 3.0 * b))
}

/// `2ᵏ` of an integer `k` in `[-1022, 1023]`, from its exponent field, as
/// [`power_of_two32`].
#[inline(always)]
fn power_of_two64(k: f64) -> f64 {
    const BIASED: f64 = 1023.0 + 4_503_599_627_370_496.0;
    f64::from_bits((k + BIASED).to_bits() << 52)
}

/// `e^x` of an `f64`, as XLA's CPU code computes it.
#[inline(always)]
pub(crate) fn exp64(x: f64) -> f64 {
    let x = flush64(x);
    let (m, s) = exp_parts64(x);
    let r = if x < LO64 { 0.0 } else { m * s };
    flush64(if x > HI64 { f64::INFINITY } else { r })
}

/// `2^x` of an `f64`: `exp(x · ln 2)`.
#[inline(always)]
pub(crate) fn exp2_64(x: f64) -> f64 {
    exp64(flush64(x) * core::f64::consts::LN_2)
}

/// `1 / (1 + e^-x)` of an `f64`, with XLA's fused `m · s + 1` and its
/// selects for arguments out of range (1 and 0).
#[inline(always)]
pub(crate) fn logistic64(x: f64) -> f64 {
    let x = flush64(x);
    let (m, s) = exp_parts64(-x);
    let r = 1.0 / m.mul_add(s, 1.0);
    let r = if -x < LO64 { 1.0 } else { r };
    flush64(if -x > HI64 { 0.0 } else { r })
}

/// `e^x − 1` of an `f64`, as [`expm1_32`].
#[inline(always)]
pub(crate) fn expm1_64(x: f64) -> f64 {
    let raw = x;
    let x = flush64(x);
    let e = exp64(x);
    let half = half64(x);
    let near = super::tanh::tanh64(half) * (e + 1.0);
    let r = flush64(if x.abs() > 0.5 { e - 1.0 } else { near });
    if half == 0.0 { raw } else { r }
}

/// `ln 2` in `f32`, the constant JAX's `sinh` and `cosh` subtract.
const LN2_32: f32 = core::f32::consts::LN_2;

/// `sinh(x)` of an `f32`, as JAX writes it and XLA computes it:
/// `(e^x − 1 + (e^x − 1)/e^x) / 2` below `|x| = 1`, else
/// `e^(x − ln 2) − e^(−ln 2 − x)`, whose first exponential's last product
/// XLA fuses with the subtraction.
#[inline(always)]
pub(crate) fn sinh32(x: f32) -> f32 {
    use crate::scalar::float::RealFloat as R;
    let em1 = expm1_32(x);
    let near = half32(R::add(em1, R::div(em1, R::add(em1, 1.0))));
    let x = flush32(x);
    let (y, s) = exp_parts32(R::add(x, -LN2_32));
    let (y2, s2) = exp_parts32(R::sub(-LN2_32, x));
    let far = flush32(y.mul_add(s, -flush32(y2 * s2)));
    if x.abs() < 1.0 { near } else { far }
}

/// `cosh(x)` of an `f32`: `e^(x − ln 2) + e^(−ln 2 − x)`, the first
/// exponential's last product fused with the sum.
#[inline(always)]
pub(crate) fn cosh32(x: f32) -> f32 {
    use crate::scalar::float::RealFloat as R;
    let x = flush32(x);
    let (y, s) = exp_parts32(R::add(x, -LN2_32));
    let (y2, s2) = exp_parts32(R::sub(-LN2_32, x));
    flush32(y.mul_add(s, flush32(y2 * s2)))
}

/// `ln 2` in `f64`.
const LN2_64: f64 = core::f64::consts::LN_2;

/// `sinh(x)` of an `f64`, as [`sinh32`]; `f64`'s exponential ends in a
/// select, so nothing is fused.
#[inline(always)]
pub(crate) fn sinh64(x: f64) -> f64 {
    use crate::scalar::float::RealFloat as R;
    let em1 = expm1_64(x);
    let near = half64(R::add(em1, R::div(em1, R::add(em1, 1.0))));
    let x = flush64(x);
    let far = R::sub(exp64(R::add(x, -LN2_64)), exp64(R::sub(-LN2_64, x)));
    if x.abs() < 1.0 { near } else { far }
}

/// `cosh(x)` of an `f64`.
#[inline(always)]
pub(crate) fn cosh64(x: f64) -> f64 {
    use crate::scalar::float::RealFloat as R;
    let x = flush64(x);
    R::add(exp64(R::add(x, -LN2_64)), exp64(R::sub(-LN2_64, x)))
}
