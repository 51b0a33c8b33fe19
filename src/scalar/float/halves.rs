//! `bf16` and `f16` as XLA computes them on CPU: [`RealFloat`] with each
//! operation in `f32`, rounded back to the format.

use half::{bf16, f16};

use super::RealFloat;
#[cfg(feature = "std")]
use super::Rounding;

/// `bf16` and `f16`: each operation in `f32`, with its flushing, rounded back
/// once. Sign operations work on the bits, so they are exact for NaN too.
///
/// For `+`, `-`, `*` and `/` (which flush their operands and results),
/// `widen` reads an operand into `f32` as XLA reads it under DAZ and
/// `narrow` writes the result back under FTZ (a subnormal `f32` result is
/// the zero of its sign), rounding to nearest even, with the plain `f32`
/// operation between them: integer code on the bits, which the compiler
/// vectorises, rather than a flush before and after each operation. `fmod`
/// converts as `half` does and computes as `f32` does; `max` and `min` give
/// what that would give, on the bits ([`extremum`]).
///
/// `round_reciprocal`: whether XLA rounds `1 / divisor` to the format before
/// multiplying (`float16`), or keeps it in `f32` (`bfloat16`), in a division
/// by a broadcast divisor.
///
macro_rules! half_float {
    ($($t:ident: split $split:expr, round_reciprocal $round:expr, widen $widen:ident,
        narrow $narrow:ident, to $to:ident, from $from:ident, extrema $max:ident, $min:ident;)*) => {$(
        impl RealFloat for $t {
            const ZERO: Self = <$t>::ZERO;
            const ONE: Self = <$t>::ONE;
            const INFINITY: Self = <$t>::INFINITY;
            const MAX: Self = <$t>::MAX;
            const NAN: Self = <$t>::NAN;
            const SPLIT: Self = <$t>::from_f32_const($split);

            #[inline]
            fn flush(self) -> Self {
                self
            }
            #[inline]
            fn constant(value: f64) -> Self {
                <$t>::from_f64(value)
            }

            half_float!(@arith $widen, $narrow: add +, sub -, mul *, div /);
            half_float!(@binary $to, $from: fmod);
            #[inline]
            fn max(self, other: Self) -> Self {
                $max(self, other)
            }
            #[inline]
            fn min(self, other: Self) -> Self {
                $min(self, other)
            }
            #[inline]
            fn mul_reciprocal(self, divisor: Self) -> Self {
                let reciprocal = RealFloat::div(1.0_f32, $widen(divisor));
                let reciprocal = if $round { $to($narrow(reciprocal)) } else { reciprocal };
                $narrow($widen(self) * reciprocal)
            }
            #[inline]
            fn mul_constant(self, c: f64) -> Self {
                let c = if $round { $to(<$t>::from_f64(c)) } else { c as f32 };
                $narrow($widen(self) * RealFloat::flush(c))
            }
            #[inline]
            fn mul_add(self, a: Self, b: Self) -> Self {
                $from(RealFloat::mul_add($to(self), $to(a), $to(b)))
            }
            #[inline]
            fn mul_add_contracted(self, a: Self, b: Self) -> Self {
                RealFloat::add(RealFloat::mul(self, a), b)
            }
            #[inline]
            fn lt(self, other: Self) -> bool {
                RealFloat::lt($to(self), $to(other))
            }
            #[inline]
            fn le(self, other: Self) -> bool {
                RealFloat::le($to(self), $to(other))
            }
            #[inline]
            fn eq(self, other: Self) -> bool {
                RealFloat::eq($to(self), $to(other))
            }
            half_float!(@unary $to, $from: sign);
            #[cfg(feature = "std")]
            half_float!(@unary $to, $from: round);
            #[cfg(feature = "std")]
            #[inline]
            fn rounded(self, mode: Rounding) -> Self {
                $from(RealFloat::rounded($to(self), mode))
            }
            #[inline]
            fn abs(self) -> Self {
                <$t>::from_bits(self.to_bits() & 0x7fff)
            }
            #[inline]
            fn copysign(self, sign: Self) -> Self {
                <$t>::from_bits((self.to_bits() & 0x7fff) | (sign.to_bits() & 0x8000))
            }
            classify!($t);
        }
    )*};
    (@arith $widen:ident, $narrow:ident: $($op:ident $sym:tt),*) => {$(
        #[inline]
        fn $op(self, other: Self) -> Self {
            $narrow($widen(self) $sym $widen(other))
        }
    )*};
    (@binary $to:ident, $from:ident: $($op:ident),*) => {$(
        #[inline]
        fn $op(self, other: Self) -> Self {
            $from(RealFloat::$op($to(self), $to(other)))
        }
    )*};
    (@unary $to:ident, $from:ident: $($op:ident),*) => {$(
        #[inline]
        fn $op(self) -> Self {
            $from(RealFloat::$op($to(self)))
        }
    )*};
}

half_float! {
    bf16: split 17.0, round_reciprocal false, widen bf16_widen, narrow bf16_narrow,
        to bf16_to_f32, from bf16_from_f32, extrema bf16_max, bf16_min;
    f16: split 65.0, round_reciprocal true, widen f16_to_f32, narrow f16_narrow,
        to f16_to_f32, from f16_from_f32, extrema f16_max, f16_min;
}

/// A `bfloat16` operand in `f32` as XLA's CPU code reads it: exact, a
/// subnormal as the zero of its sign (DAZ). A signalling NaN stays one: the
/// `f32` operation quiets it as `half::bf16::to_f32` would.
#[inline(always)]
fn bf16_widen(x: bf16) -> f32 {
    let b = x.to_bits();
    let b = if b & 0x7f80 == 0 { b & 0x8000 } else { b };
    f32::from_bits(u32::from(b) << 16)
}

/// An `f32` result in `bfloat16` as XLA's CPU code writes it: a subnormal
/// (or zero) as the zero of its sign (FTZ), which rounds to itself, then
/// [`round_to_bf16`].
#[inline(always)]
fn bf16_narrow(x: f32) -> bf16 {
    let b = x.to_bits();
    let b = if b & 0x7f80_0000 == 0 {
        b & 0x8000_0000
    } else {
        b
    };
    bf16::from_bits(round_to_bf16(b))
}

/// `f32` bits rounded to `bfloat16` bits, to nearest, ties to even; a NaN
/// stays a quiet NaN (as `half::bf16::from_f32` rounds). Integer code on the
/// bits, which the compiler vectorises: each case chosen on the 32 bits and
/// narrowed once, so that its vector code packs once.
#[inline(always)]
pub(crate) fn round_to_bf16(x: u32) -> u16 {
    let rounded = x.wrapping_add(0x7fff + ((x >> 16) & 1));
    let wide = if f32::from_bits(x).is_nan() {
        x | 0x0040_0000
    } else {
        rounded
    };
    (wide >> 16) as u16
}

/// `max` (or `min`) of two half-precision values as `f32`'s, narrowed back
/// as `half` narrows, computed on the bits: `f32`'s operation returns one of
/// its operands, flushed, exactly: the first NaN (quieted: `quiet`, as
/// `half`'s `from_f32` quiets it), else the larger (smaller) in the order
/// where `-0` is below `+0`. `exponent` is the format's exponent field; a
/// `bfloat16` subnormal is an `f32` subnormal, which the operation flushes
/// to the zero of its sign (`flush`), where every `float16` is normal in
/// `f32`. Integer code the compiler vectorises: `half`'s conversions
/// check the CPU on each call (`float16`) or round with branches
/// (`bfloat16`), which kept `clip` scalar and slow (`float16` 50 times,
/// `bfloat16` 16 times slower than this).
#[inline(always)]
fn extremum(a: u16, b: u16, max: bool, exponent: u16, quiet: u16, flush: bool) -> u16 {
    let flushed = |v: u16| {
        if flush && v & exponent == 0 {
            v & 0x8000
        } else {
            v
        }
    };
    let (x, y) = (flushed(a), flushed(b));
    let nan = |v: u16| v & 0x7fff > exponent;
    // Sign and magnitude as an integer of the same order: the negative
    // values reversed, below the positive ones.
    let key = |v: u16| if v & 0x8000 != 0 { !v } else { v | 0x8000 };
    let first = if max {
        key(x) >= key(y)
    } else {
        key(x) <= key(y)
    };
    let pick = if nan(x) || (!nan(y) && first) { x } else { y };
    if nan(pick) { pick | quiet } else { pick }
}

/// The `max` and `min` of `bfloat16` and `float16` ([`extremum`]).
macro_rules! extrema {
    ($($t:ident: $max:ident, $min:ident, exponent $exponent:expr, quiet $quiet:expr, flush $flush:expr;)*) => {$(
        #[inline(always)]
        fn $max(a: $t, b: $t) -> $t {
            <$t>::from_bits(extremum(a.to_bits(), b.to_bits(), true, $exponent, $quiet, $flush))
        }

        #[inline(always)]
        fn $min(a: $t, b: $t) -> $t {
            <$t>::from_bits(extremum(a.to_bits(), b.to_bits(), false, $exponent, $quiet, $flush))
        }
    )*};
}

extrema! {
    bf16: bf16_max, bf16_min, exponent 0x7f80, quiet 0x0040, flush true;
    f16: f16_max, f16_min, exponent 0x7c00, quiet 0x0200, flush false;
}

/// A `bfloat16` in `f32`, exactly (`half`'s conversion: its bits, shifted).
#[inline(always)]
fn bf16_to_f32(x: bf16) -> f32 {
    x.to_f32()
}

/// An `f32` rounded to `bfloat16` (`half`'s conversion).
#[inline(always)]
fn bf16_from_f32(x: f32) -> bf16 {
    bf16::from_f32(x)
}

/// A `float16` in `f32`, exactly, as `half::f16::to_f32` converts it (a
/// NaN quieted), on the bits: `half` checks the CPU for F16C on each call,
/// which keeps every loop around it scalar; this the compiler vectorises.
/// Never subnormal in `f32` (the smallest `float16` is 2^-24), so an
/// operand under DAZ is this too.
#[inline(always)]
pub(crate) fn f16_to_f32(x: f16) -> f32 {
    let h = u32::from(x.to_bits());
    let sign = (h & 0x8000) << 16;
    let magnitude = h & 0x7fff;
    let bits = if magnitude >= 0x7c00 {
        // Infinity, or NaN with its payload and the quiet bit.
        let quiet = if magnitude > 0x7c00 { 0x0040_0000 } else { 0 };
        0x7f80_0000 | quiet | ((magnitude & 0x03ff) << 13)
    } else if magnitude >= 0x0400 {
        // Normal: the exponent rebiased from 15 to 127.
        (magnitude << 13) + (112 << 23)
    } else {
        // Zero or subnormal: the significand times 2^-24, exact in `f32`.
        (magnitude as f32 * f32::from_bits(0x3380_0000)).to_bits()
    };
    f32::from_bits(sign | bits)
}

/// An `f32` rounded to `float16`, to nearest, ties to even, as
/// `half::f16::from_f32` rounds it (overflow to infinity, a NaN quieted
/// with the high bits of its payload), on the bits, which the compiler
/// vectorises ([`f16_to_f32`] says why).
#[inline(always)]
pub(crate) fn f16_from_f32(x: f32) -> f16 {
    let b = x.to_bits();
    let sign = (b >> 16) & 0x8000;
    let a = b & 0x7fff_ffff;
    let h = if a > 0x7f80_0000 {
        0x7e00 | ((a & 0x007f_ffff) >> 13)
    } else if a >= 0x4780_0000 {
        // From 2^16 (and infinity): infinity.
        0x7c00
    } else if a >= 0x3880_0000 {
        // A normal `float16` (from 2^-14): rebiased, the significand
        // rounded to 10 bits (up where the bits below are more than half,
        // or half and the result odd), a carry rounding into the exponent
        // (up to infinity).
        let m = a - (112 << 23);
        (m >> 13) + u32::from(m & 0x1000 != 0 && m & 0x2fff != 0)
    } else {
        // A subnormal `float16` or zero: `|x| · 2^24` (exact) rounded to
        // an integer, to nearest even, by adding and taking away 2^23,
        // which leaves no bits below the point.
        let scaled = f32::from_bits(a) * f32::from_bits(0x4b80_0000);
        (scaled + 8_388_608.0).to_bits() - 0x4b00_0000
    };
    f16::from_bits((sign | h) as u16)
}

/// An `f32` result in `float16`: flushed under FTZ, then rounded.
#[inline(always)]
fn f16_narrow(x: f32) -> f16 {
    f16_from_f32(RealFloat::flush(x))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Operands that reach every case of the flushing and the rounding:
    /// zeros, subnormals, the smallest and largest normals, infinities,
    /// NaNs of both signs, and a spread of ordinary values.
    fn operands() -> impl Iterator<Item = u16> {
        let special = [
            0x0000, 0x8000, 0x0001, 0x8001, 0x007f, 0x807f, 0x0080, 0x8080, 0x0081, 0x00ff, 0x3f80,
            0xbf80, 0x3f81, 0x4000, 0x7f7f, 0xff7f, 0x7f80, 0xff80, 0x7fc0, 0xffc0, 0x7f81, 0xff81,
            0x3c23, 0x4248, 0x1f80, 0x5f80,
        ];
        special.into_iter().chain((0..=u16::MAX).step_by(4093))
    }

    /// Each operation as the crate wrote it before it read and wrote
    /// through `widen` and `narrow`: the `f32` operation with its flushing,
    /// rounded by `half`.
    fn reference<T: HalfFloat>(op: impl Fn(f32, f32) -> f32, a: T, b: T) -> T {
        T::from_f32_(op(a.to_f32_(), b.to_f32_()))
    }

    trait HalfFloat: Copy {
        /// Whether XLA rounds a reciprocal or a constant to the format
        /// first (`round_reciprocal`).
        const ROUNDS: bool;
        fn from_bits_(b: u16) -> Self;
        fn bits(self) -> u16;
        fn to_f32_(self) -> f32;
        fn from_f32_(x: f32) -> Self;
    }
    macro_rules! half_float_test {
        ($($t:ident: $rounds:expr),*) => {$(
            impl HalfFloat for $t {
                const ROUNDS: bool = $rounds;
                fn from_bits_(b: u16) -> Self { <$t>::from_bits(b) }
                fn bits(self) -> u16 { self.to_bits() }
                fn to_f32_(self) -> f32 { self.to_f32() }
                fn from_f32_(x: f32) -> Self { <$t>::from_f32(x) }
            }
        )*};
    }
    half_float_test!(bf16: false, f16: true);

    /// The conversions on the bits give `half`'s: every `float16` into
    /// `f32`; into `float16`, every `f32` at and around each value of
    /// `float16` and each midpoint between two (where rounding turns), and
    /// a spread of all the others.
    #[test]
    fn float16_conversions_on_the_bits_are_halfs() {
        for h in (0..=u16::MAX).map(f16::from_bits) {
            assert_eq!(
                f16_to_f32(h).to_bits(),
                h.to_f32().to_bits(),
                "{:#06x}",
                h.to_bits()
            );
        }
        let check = |b: u32| {
            let x = f32::from_bits(b);
            assert_eq!(
                f16_from_f32(x).to_bits(),
                f16::from_f32(x).to_bits(),
                "{b:#010x}"
            );
        };
        for h in 0..0x7c00_u16 {
            let (v, next) = (f16::from_bits(h).to_f32(), f16::from_bits(h + 1).to_f32());
            let mid = ((f64::from(v) + f64::from(next)) / 2.0) as f32;
            for x in [v, mid] {
                for sign in [0, 0x8000_0000] {
                    let b = x.to_bits() | sign;
                    (b.saturating_sub(2)..=b.saturating_add(2)).for_each(check);
                }
            }
        }
        (0..=u32::MAX).step_by(65_521).for_each(check);
        [
            0x7f80_0000,
            0xff80_0000,
            0x7f80_0001,
            0xffc0_1234,
            0x7fff_ffff,
            0x4780_0000,
            0x477f_efff,
            0x477f_f000,
        ]
        .into_iter()
        .for_each(check);
    }

    fn check<T: RealFloat + HalfFloat>() {
        type Op<T> = (&'static str, fn(T, T) -> T, fn(f32, f32) -> f32);
        let ops: [Op<T>; 6] = [
            ("add", RealFloat::add, RealFloat::add),
            ("sub", RealFloat::sub, RealFloat::sub),
            ("mul", RealFloat::mul, RealFloat::mul),
            ("div", RealFloat::div, RealFloat::div),
            ("max", RealFloat::max, RealFloat::max),
            ("min", RealFloat::min, RealFloat::min),
        ];
        for a in (0..=u16::MAX).map(T::from_bits_) {
            for b in operands().map(T::from_bits_) {
                for (name, op, f32_op) in ops {
                    let (got, expected) = (op(a, b), reference(f32_op, a, b));
                    assert_eq!(
                        got.bits(),
                        expected.bits(),
                        "{name}({:#06x}, {:#06x})",
                        a.bits(),
                        b.bits()
                    );
                }
                let got = a.mul_reciprocal(b).bits();
                let reciprocal = RealFloat::div(1.0, b.to_f32_());
                let reciprocal = match T::ROUNDS {
                    true => T::from_f32_(reciprocal).to_f32_(),
                    false => reciprocal,
                };
                let expected = T::from_f32_(RealFloat::mul(a.to_f32_(), reciprocal)).bits();
                assert_eq!(
                    got,
                    expected,
                    "mul_reciprocal({:#06x}, {:#06x})",
                    a.bits(),
                    b.bits()
                );
            }
            for c in [0.02, 1e-40, 3.0e38, -7.5, 1.0 / 3.0] {
                let got = a.mul_constant(c).bits();
                let c32 = match T::ROUNDS {
                    true => T::from_f32_(c as f32).to_f32_(),
                    false => c as f32,
                };
                let expected = T::from_f32_(RealFloat::mul(a.to_f32_(), c32)).bits();
                assert_eq!(got, expected, "mul_constant({:#06x}, {c})", a.bits());
            }
        }
    }

    /// Reading through `widen` and writing through `narrow` gives every
    /// operation the bits of the `f32` operation with its flushing, rounded
    /// once, for every `bfloat16` and `float16` value against operands of
    /// every class.
    #[test]
    fn widen_and_narrow_give_the_bits_of_the_flushed_f32_operation() {
        check::<bf16>();
        check::<f16>();
    }
}
