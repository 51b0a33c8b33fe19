//! What every element function shares: XLA's flushing of subnormals (DAZ
//! and FTZ), its clamps, and constants written as bits.

/// `x`, or a zero of its sign if it is subnormal, as DAZ reads an operand
/// and FTZ writes a result.
#[inline(always)]
pub(crate) fn flush32(x: f32) -> f32 {
    if x.abs() < f32::MIN_POSITIVE {
        x * 0.0
    } else {
        x
    }
}

/// [`flush32`] for `f64`.
#[inline(always)]
pub(crate) fn flush64(x: f64) -> f64 {
    if x.abs() < f64::MIN_POSITIVE {
        x * 0.0
    } else {
        x
    }
}

/// `x · ½` of an `f32` with FTZ as x86 applies it: tininess is detected
/// before rounding, so a product below the smallest normal number is zero
/// even where it rounds up to it (`0x00ff_ffff · ½`).
#[inline(always)]
pub(crate) fn half32(x: f32) -> f32 {
    if x.abs() < 2.0 * f32::MIN_POSITIVE {
        x * 0.0
    } else {
        x * 0.5
    }
}

/// [`half32`] for `f64`.
#[inline(always)]
pub(crate) fn half64(x: f64) -> f64 {
    if x.abs() < 2.0 * f64::MIN_POSITIVE {
        x * 0.0
    } else {
        x * 0.5
    }
}

/// `x` clamped to `[lo, hi]` as XLA's code compares: a NaN `x` passes
/// through (`fcmp uge`/`ule` and a select).
#[inline(always)]
pub(crate) fn clamp32(x: f32, lo: f32, hi: f32) -> f32 {
    let x = if x < lo { lo } else { x };
    if x > hi { hi } else { x }
}

/// [`clamp32`] for `f64`.
#[inline(always)]
pub(crate) fn clamp64(x: f64, lo: f64, hi: f64) -> f64 {
    let x = if x < lo { lo } else { x };
    if x > hi { hi } else { x }
}

/// An `f32` constant from its bits, as XLA's code writes them.
pub(crate) const fn f32_bits(bits: u32) -> f32 {
    f32::from_bits(bits)
}

/// An `f64` constant from its bits.
pub(crate) const fn f64_bits(bits: u64) -> f64 {
    f64::from_bits(bits)
}

/// The NaN XLA's approximations give for an operand outside their domain:
/// all bits set (a negative quiet NaN), as their masks make it.
pub(crate) const NAN32: f32 = f32::from_bits(u32::MAX);
