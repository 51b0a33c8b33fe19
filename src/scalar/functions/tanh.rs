//! `tanh` as XLA computes it on CPU: Eigen's rational approximations.
//!
//! - `f32`: `x · P(x²) / Q(x²)` (degrees 6 and 3 in `x²`) of `x` clamped to
//!   `±7.998`, where `tanh` is 1 to within `f32`'s precision; `x` itself
//!   below `4·10⁻⁴` and `±1` from 20.
//! - `f64`: the same form, degrees 9 and 10, clamped to `±17.71`.

use super::flush::{clamp32, clamp64, f32_bits, f64_bits, flush32, flush64};

/// Where the `f32` approximation is clamped.
const CLAMP32: f32 = f32_bits(0x40ff_f644);
/// The numerator's polynomial in `x²`, highest degree first.
const P32: [f32; 7] = [
    f32_bits(0xa59f_25c0),
    f32_bits(0x2a61_337e),
    f32_bits(0xaebd_37ff),
    f32_bits(0x335c_0041),
    f32_bits(0x3779_434a),
    f32_bits(0x3a27_0ded),
    f32_bits(0x3ba0_59dc),
];
/// The denominator's.
const Q32: [f32; 4] = [
    f32_bits(0x35a0_d3d8),
    f32_bits(0x38f8_95d6),
    f32_bits(0x3b14_aa05),
    f32_bits(0x3ba0_59dd),
];

/// `tanh(x)` of an `f32`, as XLA's CPU code computes it.
#[inline(always)]
pub(crate) fn tanh32(x: f32) -> f32 {
    // Below 4·10⁻⁴ XLA selects `x` itself, which DAZ does not touch: a
    // subnormal `x` is its own `tanh`.
    let tiny = x;
    let x = flush32(x);
    let c = clamp32(x, -CLAMP32, CLAMP32);
    let c2 = c * c;
    let p = P32[1..].iter().fold(P32[0], |p, &k| c2.mul_add(p, k));
    let q = Q32[1..].iter().fold(Q32[0], |q, &k| c2.mul_add(q, k));
    let r = c * p / q;
    let r = if x.abs() < 4e-4 { tiny } else { r };
    if x.abs() >= 20.0 {
        1.0_f32.copysign(x)
    } else {
        r
    }
}

/// Where the `f64` approximation is clamped.
const CLAMP64: f64 = f64_bits(0x4031_b6d5_8f24_6197);
const P64: [f64; 10] = [
    f64_bits(0x3b3f_9f82_e5d7_82df),
    f64_bits(0x3c2c_3c83_6c04_b4c8),
    f64_bits(0x3cec_3379_f905_e662),
    f64_bits(0x3d92_9aff_6c8e_dd96),
    f64_bits(0x3e25_25a3_89dc_e7c2),
    f64_bits(0x3ea7_0881_9be5_1cd9),
    f64_bits(0x3f18_996f_4026_a7fa),
    f64_bits(0x3f78_7f80_b957_ed00),
    f64_bits(0x3fc3_6fba_9b45_0e5a),
    1.0,
];
const Q64: [f64; 10] = [
    f64_bits(0x3bbe_8630_cf90_3250),
    f64_bits(0x3c90_aabc_a9a5_fea0),
    f64_bits(0x3d42_3298_1aa2_bba8),
    f64_bits(0x3dde_e2f0_15ea_8065),
    f64_bits(0x3e68_1f19_47c5_2304),
    f64_bits(0x3ee2_6c82_ab46_d140),
    f64_bits(0x3f4b_2e7c_4d48_8c04),
    f64_bits(0x3fa1_9988_3026_5b50),
    f64_bits(0x3fdf_0d32_a2f7_dc79),
    1.0,
];

/// `tanh(x)` of an `f64`, as XLA's CPU code computes it.
#[inline(always)]
pub(crate) fn tanh64(x: f64) -> f64 {
    let x = flush64(x);
    let c = clamp64(x, -CLAMP64, CLAMP64);
    let c2 = c * c;
    let p = P64[1..].iter().fold(P64[0], |p, &k| c2.mul_add(p, k));
    let q = Q64[1..].iter().fold(Q64[0], |q, &k| c2.mul_add(q, k));
    let r = flush64(c * p / q);
    if x.abs() >= 20.0 {
        1.0_f64.copysign(x)
    } else {
        r
    }
}
