//! Where XLA's CPU code reads a float's bits rather than its value:
//! `atan2` with subnormal operands (its special cases see them, its
//! arithmetic does not), and `nextafter`, which steps through the bits.

use super::RealFloat;

/// `atan2(y, x)` in `f32` as XLA computes it: the C library's `atan2f`, run
/// with DAZ and FTZ. Its special cases read the operands' bits, so a zero `x`
/// gives `±π/2` even for a subnormal `y`; its arithmetic reads subnormals as
/// zeros, so two subnormals give `0/0`, NaN. Elsewhere subnormal operands act
/// as zeros.
pub(super) fn atan2_f32(y: f32, x: f32) -> f32 {
    if y.is_subnormal() && x.is_subnormal() {
        f32::NAN
    } else if y.is_subnormal() && x == 0.0 {
        core::f32::consts::FRAC_PI_2.copysign(y)
    } else {
        y.flush().atan2(x.flush()).flush()
    }
}

/// `atan2(y, x)` in `f64` as XLA computes it, which treats a subnormal `y`
/// otherwise than `atan2_f32` (found by `jnp.arctan2`'s fixture, and by
/// probing JAX): over a zero or subnormal `x` it gives `±π/2` by `y`'s sign;
/// over a finite negative `x` whose quotient `y / x` underflows, `-π`,
/// whatever `y`'s sign. Elsewhere subnormal operands act as zeros.
pub(super) fn atan2_f64(y: f64, x: f64) -> f64 {
    if y.is_subnormal() {
        if x == 0.0 || x.is_subnormal() {
            return core::f64::consts::FRAC_PI_2.copysign(y);
        }
        if x < 0.0 && x.is_finite() && (y / x).abs() < f64::MIN_POSITIVE {
            return -core::f64::consts::PI;
        }
    }
    y.flush().atan2(x.flush()).flush()
}

/// XLA's `NextAfter` (`jnp.nextafter`) on the bits of a float: NaN if either
/// is NaN; `toward` if they compare equal (as floats, so a subnormal equals a
/// zero, as XLA's CPU code reads it) or are both zeros; from a zero (by its
/// bits), the least subnormal with `toward`'s sign; otherwise one step of the
/// magnitude, down where the signs differ or `from` is larger, else up.
macro_rules! next_after {
    ($from:expr, $to:expr) => {{
        let (from, to) = ($from, $to);
        let sign = 1 << (8 * core::mem::size_of_val(&from.to_bits()) - 1);
        let (x, y) = (from.to_bits(), to.to_bits());
        let (x_abs, y_abs) = (x & !sign, y & !sign);
        if from.is_nan() || to.is_nan() {
            Self::NAN
        } else if RealFloat::eq(from, to) {
            to
        } else if x_abs == 0 {
            if y_abs == 0 {
                to
            } else {
                Self::from_bits((y & sign) | 1)
            }
        } else if x_abs > y_abs || (x & sign) != (y & sign) {
            Self::from_bits(x - 1)
        } else {
            Self::from_bits(x + 1)
        }
    }};
}
