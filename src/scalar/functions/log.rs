//! `log` and `log1p` as XLA computes them on CPU.
//!
//! - `log` of an `f32`: Cephes' `logf`: `x = m · 2ᵉ` with `m` in
//!   `[√½, √2)`, `ln m` as `(m − 1) − (m − 1)²/2 + (m − 1)³·P(m − 1)` (a
//!   degree-8 polynomial evaluated in three parts), and `e · ln 2` added in
//!   two parts; `-inf` at 0, `+inf` at `+inf`, NaN (all bits set) below 0.
//!   `f64` calls the C library's `log`.
//! - `log1p`: `log(1 + x)`, but for `|x| < √2 − 1`, where `1 + x` would lose
//!   `x`'s low bits, `x − x²/2 + x³·R(x)` with a rational `R` of degree 6
//!   over 6; the same form in `f32` and `f64`.

use super::flush::{NAN32, f32_bits, f64_bits, flush32, flush64, half32, half64};

/// `√½`, where the mantissa's range starts.
const SQRT_HALF32: f32 = f32_bits(0x3f35_04f3);
/// `ln 2` in two parts (the high one exact in products with small integers).
const LN2_HI32: f32 = f32_bits(0x3f31_8000);
const LN2_LO32: f32 = f32_bits(0xb95e_8083);
/// The polynomial of `ln(1 + z)`, in three parts of three coefficients,
/// each highest degree first.
const P32: [[f32; 3]; 3] = [
    [
        f32_bits(0x3d90_21bb),
        f32_bits(0xbdeb_d1b8),
        f32_bits(0x3def_251a),
    ],
    [
        f32_bits(0xbdfe_5d4f),
        f32_bits(0x3e11_e9bf),
        f32_bits(0xbe2a_ae50),
    ],
    [
        f32_bits(0x3e4c_ceac),
        f32_bits(0xbe7f_fffc),
        f32_bits(0x3eaa_aaaa),
    ],
];

/// `ln x` of a positive, normal, finite `f32`; other arguments give a
/// finite value that [`log32`] replaces.
#[inline(always)]
fn log_core32(x: f32) -> f32 {
    // The smallest normal number stands for NaN, zeros and subnormals.
    let x = if x > f32::MIN_POSITIVE {
        x
    } else {
        f32::MIN_POSITIVE
    };
    let bits = x.to_bits();
    let e = ((bits >> 23) as i32 - 127) as f32 + 1.0;
    // The mantissa in [½, 1): the exponent field made that of ½.
    let m = f32::from_bits((bits & 0x807f_ffff) | 0x3f00_0000);
    // Below √½, `2m` in [√½, √2) and one less in the exponent.
    let low = m < SQRT_HALF32;
    let z = (m - 1.0) + if low { m } else { 0.0 };
    let e = e - if low { 1.0 } else { 0.0 };
    let z2 = z * z;
    let z3 = z2 * z;
    let part = |[a, b, c]: [f32; 3]| z.mul_add(a, b).mul_add(z, c);
    let y = z3.mul_add(part(P32[0]), part(P32[1]));
    let y = y.mul_add(z3, part(P32[2]));
    let r = (-0.5_f32).mul_add(z2, z) + y.mul_add(z3, e * LN2_LO32);
    LN2_HI32.mul_add(e, r)
}

/// `ln x` of an `f32`, as XLA's CPU code computes it.
#[inline(always)]
pub(crate) fn log32(x: f32) -> f32 {
    let x = flush32(x);
    let r = log_core32(x);
    let r = if x <= 0.0 || x.is_nan() { NAN32 } else { r };
    let r = if x == f32::INFINITY { x } else { r };
    if x == 0.0 { f32::NEG_INFINITY } else { r }
}

/// Below this, `log1p` uses its rational approximation: `√2 − 1`.
const NEAR32: f32 = f32_bits(0x3ed4_13cd);
/// The denominator's polynomial, after its leading 1, highest degree first.
const P1P32: [f32; 6] = [
    f32_bits(0x4171_01ad),
    f32_bits(0x42a6_185b),
    f32_bits(0x435d_c32d),
    f32_bits(0x439a_8ca3),
    f32_bits(0x4358_6d8a),
    f32_bits(0x4270_7982),
];
/// The numerator's.
const Q1P32: [f32; 7] = [
    4.527e-5,
    f32_bits(0x3eff_40c5),
    f32_bits(0x40d2_84fa),
    f32_bits(0x41ef_4b9c),
    f32_bits(0x4273_cc76),
    f32_bits(0x4264_73ad),
    f32_bits(0x41a0_5101),
];

/// `R(x)` of `log1p`'s near branch, `Q(x) / P(x)`. XLA's Horner loops start
/// from `0 · x + c`, which is NaN for an infinite `x` (where the near branch
/// is not taken).
#[inline(always)]
fn ratio32(x: f32) -> f32 {
    let zero = x * 0.0;
    let p = P1P32.iter().fold(zero + 1.0, |p, &k| p.mul_add(x, k));
    let q = Q1P32[1..]
        .iter()
        .fold(zero + Q1P32[0], |q, &k| q.mul_add(x, k));
    q / p
}

/// `ln(1 + x)` of an `f32`, as XLA's CPU code computes it.
#[inline(always)]
pub(crate) fn log1p32(x: f32) -> f32 {
    let x = flush32(x);
    let far = log32(x + 1.0);
    let x2 = x * x;
    let near = x + x2.mul_add(-0.5, x * x2 * ratio32(x));
    flush32(if x.abs() < NEAR32 { near } else { far })
}

/// `artanh(x)` of an `f32`: `½ · (log1p(x) − log1p(−x))`, NaN beyond
/// `|x| = 1`. The two `log1p`s share `x²/2`, which XLA's compiler then
/// computes once, so that each near branch fuses its other product,
/// `x³ · R(±x)`, instead.
#[inline(always)]
pub(crate) fn arctanh32(x: f32) -> f32 {
    let x = flush32(x);
    let x2 = x * x;
    let half_x2 = flush32(x2 * -0.5);
    let x3 = flush32(x * x2);
    let up = x + x3.mul_add(ratio32(x), half_x2);
    let down = (-x3).mul_add(ratio32(-x), half_x2) - x;
    let near = |v: f32| v.abs() < NEAR32;
    let up = if near(x) { up } else { log32(x + 1.0) };
    let down = if near(x) { down } else { log32(1.0 - x) };
    let r = half32(flush32(up - down));
    if x.abs() > 1.0 { f32::NAN } else { flush32(r) }
}

/// As [`NEAR32`].
const NEAR64: f64 = f64_bits(0x3fda_8279_99fc_ef32);
const P1P64: [f64; 6] = [
    f64_bits(0x402e_2035_9e90_3e37),
    f64_bits(0x4054_c30b_5221_3498),
    f64_bits(0x406b_b865_90fc_fb56),
    f64_bits(0x4073_5194_5dc9_08a5),
    f64_bits(0x406b_0db1_3e48_e066),
    f64_bits(0x404e_0f30_4466_448e),
];
const Q1P64: [f64; 7] = [
    f64_bits(0x3f07_bc09_62b3_95ca),
    f64_bits(0x3fdf_e818_a0fe_1a83),
    f64_bits(0x401a_509f_46f4_fa53),
    f64_bits(0x403d_e973_8b8c_b9c9),
    f64_bits(0x404e_798e_b86c_3351),
    f64_bits(0x404c_8e75_9747_9a10),
    f64_bits(0x4034_0a20_2d99_830a),
];

/// [`ratio32`] for `f64`.
#[inline(always)]
fn ratio64(x: f64) -> f64 {
    let zero = x * 0.0;
    let p = P1P64.iter().fold(zero + 1.0, |p, &k| p.mul_add(x, k));
    let q = Q1P64[1..]
        .iter()
        .fold(zero + Q1P64[0], |q, &k| q.mul_add(x, k));
    q / p
}

/// `ln(1 + x)` of an `f64`, as XLA's CPU code computes it: the C
/// library's `log(1 + x)` away from 0.
#[inline(always)]
pub(crate) fn log1p64(x: f64) -> f64 {
    let x = flush64(x);
    let x2 = x * x;
    let r = if x.abs() < NEAR64 {
        x + x2.mul_add(-0.5, x * x2 * ratio64(x))
    } else {
        super::libm::log64(x + 1.0)
    };
    flush64(r)
}

/// `artanh(x)` of an `f64`, as [`arctanh32`].
#[inline(always)]
pub(crate) fn arctanh64(x: f64) -> f64 {
    let x = flush64(x);
    let x2 = x * x;
    let half_x2 = flush64(x2 * -0.5);
    let x3 = flush64(x * x2);
    let (up, down) = if x.abs() < NEAR64 {
        (
            x + x3.mul_add(ratio64(x), half_x2),
            (-x3).mul_add(ratio64(-x), half_x2) - x,
        )
    } else {
        (super::libm::log64(x + 1.0), super::libm::log64(1.0 - x))
    };
    let r = half64(flush64(up - down));
    if x.abs() > 1.0 { f64::NAN } else { flush64(r) }
}
