//! `erf` as XLA computes it on CPU for `f32`: `x · P(x²) / Q(x²)` (degrees
//! 4 and 6 in `x²`, evaluated with explicit multiply-adds), and `±1` from
//! `3.8325`, where `erf` is 1 in `f32`. `f64` calls the C library's `erf`.
//!
//! `erfc` is not one of XLA's functions: JAX emits `chlo.erfc`, which XLA
//! expands into Cephes' approximations as ordinary operations (read off the
//! optimised HLO of jaxlib 0.10.2): `1 - erf(x)` below `|x| = 1`, from an
//! odd polynomial (`f32`) or a rational function (`f64`) in `x²`; beyond,
//! `e^{-x²}` times a polynomial in `1/x²` (`f32`, two pieces split at 2)
//! or a rational function in `|x|` (`f64`, split at 8), `0` where `-x²`
//! is below `-ln(MAX)`, and `2 - erfc(|x|)` for negative `x`. Each
//! product that feeds an addition is fused (see the module above).

use super::exp::{exp32, exp64};
use super::flush::{f32_bits, flush32, flush64};

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

/// `p(x)` by Horner's rule as XLA's expansion of `chlo.erfc` evaluates
/// it: `c[0]`, then `p · x + c[k]` fused for each further coefficient,
/// `lead_one` for a polynomial whose leading coefficient 1 XLA's
/// simplifier dropped (so its first step is `x + c[0]`, without a
/// product).
macro_rules! horner {
    ($x:expr, $c:expr) => {{
        let (x, c) = ($x, $c);
        c[1..].iter().fold(c[0], |p, &k| p.mul_add(x, k))
    }};
    ($x:expr, $c:expr, lead_one) => {{
        let (x, c) = ($x, $c);
        c[1..].iter().fold(x + c[0], |p, &k| p.mul_add(x, k))
    }};
}

/// `erf(y) / y` below `|y| = 1` in `f32`, a polynomial in `y²` (its last
/// coefficient Cephes', one ulp below `2/√π` in `f32`).
#[allow(clippy::approx_constant)]
const ERF_T32: [f32; 7] = [
    7.853_861_5e-5,
    -8.010_193_7e-4,
    5.188_327_8e-3,
    -2.685_381_3e-2,
    1.128_358_54e-1,
    -3.761_262_6e-1,
    1.128_379_1,
];
/// `erfc(y) · |y| · e^{y²}` in `1/y²` for `|y|` in `[1, 2)`.
const ERFC_P32: [f32; 9] = [
    2.326_82e-2,
    -1.387_039_4e-1,
    3.687_424_7e-1,
    -5.824_733e-1,
    6.210_004_7e-1,
    -4.944_515_2e-1,
    3.404_88e-1,
    -2.741_127e-1,
    5.638_259_6e-1,
];
/// The same from `|y| = 2` on.
const ERFC_R32: [f32; 8] = [
    -1.047_766_4e1,
    1.297_72e1,
    -7.495_518_7,
    2.921_019,
    -1.015_265_2,
    4.218_463_3e-1,
    -2.820_767_5e-1,
    5.641_895e-1,
];
/// Where `-y²` is below this, `e^{-y²}` underflows and `erfc(|y|)` is 0.
const ERFC_MAXLOG32: f32 = 88.722_84;

/// `erfc(x) = 1 - erf(x)` of an `f32`, as XLA expands JAX's `chlo.erfc`.
#[inline(always)]
pub(crate) fn erfc32(x: f32) -> f32 {
    let x = flush32(x);
    let abs = x.abs();
    let square = flush32(x * x);
    // Below |x| = 1: 1 - x · T(x²), the product fused with the subtraction.
    let near = flush32((-x).mul_add(horner!(square, ERF_T32), 1.0));
    // Beyond: e^{-x²} / |x| · P(1/x²) (R from 2 on).
    let scale = flush32(exp32(-square) * flush32(1.0 / abs));
    let q = flush32(1.0 / square);
    let poly = if abs < 2.0 {
        horner!(q, ERFC_P32)
    } else {
        horner!(q, ERFC_R32)
    };
    let far = flush32(scale * poly);
    let far = if -square < -ERFC_MAXLOG32 { 0.0 } else { far };
    let far = if x < 0.0 { 2.0 - far } else { far };
    if abs < 1.0 { near } else { far }
}

/// `erf(x) / x` below `|x| = 1` in `f64`: `T(x²) / U(x²)`, `U`'s leading
/// coefficient 1.
const ERF_T64: [f64; 5] = [
    9.604_973_739_870_516,
    90.026_019_720_384_27,
    2_232.005_345_946_843,
    7_003.325_141_128_051,
    55_592.301_301_039_49,
];
const ERF_U64: [f64; 5] = [
    33.561_714_164_750_31,
    521.357_949_780_152_7,
    4_594.323_829_709_801,
    22_629.000_061_389_095,
    49_267.394_260_863_59,
];
/// `erfc(x) · e^{x²}` for `|x|` in `[1, 8)`: `P(|x|) / Q(|x|)`, `Q`'s
/// leading coefficient 1.
const ERFC_P64: [f64; 9] = [
    2.461_969_814_735_305e-10,
    0.564_189_564_831_068_9,
    7.463_210_564_422_699,
    48.637_197_098_568_14,
    196.520_832_956_077_1,
    526.445_194_995_477_3,
    934.528_527_171_957_6,
    1_027.551_886_895_157_2,
    557.535_335_369_399_4,
];
const ERFC_Q64: [f64; 8] = [
    13.228_195_115_474_499,
    86.707_214_088_598_97,
    354.937_778_887_819_9,
    975.708_501_743_205_5,
    1_823.909_166_879_097_3,
    2_246.337_608_187_109_7,
    1_656.663_091_941_613_4,
    557.535_340_817_727_7,
];
/// The same from `|x| = 8` on: `R(|x|) / S(|x|)`.
const ERFC_R64: [f64; 6] = [
    0.564_189_583_547_755_1,
    1.275_366_707_599_781,
    5.019_050_422_511_805,
    6.160_210_979_930_536,
    7.409_742_699_504_489_5,
    2.978_866_653_721_002_2,
];
const ERFC_S64: [f64; 6] = [
    2.260_528_632_201_172_6,
    9.396_035_249_380_015,
    12.048_953_980_809_666,
    17.081_445_074_756_59,
    9.608_968_090_632_859,
    3.369_076_451_000_815,
];
/// Where `-x²` is below this, `erfc(|x|)` is 0.
const ERFC_MAXLOG64: f64 = 709.782_712_893_384;

/// `erfc(x)` of an `f64`, as XLA expands JAX's `chlo.erfc`.
#[inline(always)]
pub(crate) fn erfc64(x: f64) -> f64 {
    let x = flush64(x);
    let abs = x.abs();
    let square = flush64(x * x);
    // Below |x| = 1: 1 - x · T(x²) / U(x²).
    let erf = flush64(flush64(x * horner!(square, ERF_T64)) / horner!(square, ERF_U64, lead_one));
    let near = 1.0 - erf;
    let e = exp64(-square);
    let far = if abs < 8.0 {
        flush64(e * horner!(abs, ERFC_P64)) / horner!(abs, ERFC_Q64, lead_one)
    } else {
        flush64(e * horner!(abs, ERFC_R64)) / horner!(abs, ERFC_S64, lead_one)
    };
    let far = flush64(far);
    let far = if -square < -ERFC_MAXLOG64 { 0.0 } else { far };
    let far = if x < 0.0 { 2.0 - far } else { far };
    if abs < 1.0 { near } else { far }
}
