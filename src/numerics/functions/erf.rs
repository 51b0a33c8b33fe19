//! `erf` as XLA computes it on CPU for `f32`: `x · P(x²) / Q(x²)` (degrees
//! 4 and 6 in `x²`, evaluated with explicit multiply-adds), and `±1` from
//! `3.8325`, where `erf` is 1 in `f32`. `f64` calls the C library's `erf`.

use super::{f32_bits, flush32};

/// From here on, `erf` is `±1` in `f32`.
const ONE32: f32 = f32_bits(0x4075_47cb);
/// The numerator's polynomial in `x²`, highest degree first.
const P32: [f32; 5] = [
    f32_bits(0x3970_2d51),
    f32_bits(0x3b5f_5da2),
    f32_bits(0x3d50_b6eb),
    f32_bits(0x3e3d_a740),
    f32_bits(0x3f90_6eba),
];
/// The denominator's.
const Q32: [f32; 7] = [
    f32_bits(0xb3fd_3906),
    f32_bits(0x37c5_88df),
    f32_bits(0x3a85_6d28),
    f32_bits(0x3c66_87d4),
    f32_bits(0x3de3_4c21),
    f32_bits(0x3efe_b44a),
    1.0,
];

/// `erf(x)` of an `f32`, as XLA's CPU code computes it.
#[inline(always)]
pub(crate) fn erf32(x: f32) -> f32 {
    let x = flush32(x);
    let x2 = x * x;
    let p = P32[1..].iter().fold(P32[0], |p, &k| x2.mul_add(p, k));
    let q = Q32[1..].iter().fold(Q32[0], |q, &k| x2.mul_add(q, k));
    let r = flush32(x * p / q);
    if x.abs() >= ONE32 {
        1.0_f32.copysign(x)
    } else {
        r
    }
}
