//! The element numerics of JAX's extended float dtypes: ml_dtypes' eight-,
//! six- and four-bit floats, as bit patterns, with one generic, bit-exact
//! conversion to and from `f32` and `f64` parameterised by the [`Format`].
//!
//! Every conversion is integer arithmetic on the source's bits (one rounding,
//! however narrow the format), and matches ml_dtypes 0.6.0 bit for bit,
//! including the NaN patterns it produces (`tools/minifloat_fixtures.py`,
//! `tests/minifloat.rs`). `from_f64` rounds the `f64` once, as ml_dtypes'
//! scalar constructors do (`float8_e4m3fn(x)`); NumPy's `astype` of a float64
//! *array* goes through float32 and rounds twice, which gives
//! `from_f32(x as f32)` instead.
//!
//! These are element types only: they are not (yet) dtypes of the lattice.

use core::fmt;

/// How a [`Format`] encodes NaN and infinity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Specials {
    /// IEEE 754's: the all-ones exponent is ±infinity with a zero mantissa,
    /// NaN otherwise (`float8_e5m2`, `float8_e4m3`, `float8_e3m4`).
    Ieee,
    /// "fn" (finite): no infinity; NaN is only the pattern whose exponent and
    /// mantissa bits are all ones, of either sign (`float8_e4m3fn`, and the
    /// unsigned `float8_e8m0fnu`, whose NaN is `0xFF`).
    AllOnesNan,
    /// "fnuz" (finite, unsigned zero): no infinity, no negative zero; the
    /// pattern of negative zero, `0x80`, is the one NaN.
    NegativeZeroNan,
    /// No NaN and no infinity (the OCP MX formats `float6_*`, `float4_e2m1fn`).
    None,
}

/// What a [`Format`] gives for a finite value beyond its largest finite one
/// (after rounding), and for ±infinity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Overflow {
    /// ±infinity.
    Infinity,
    /// The format's NaN (with the source's sign, if the format has a signed NaN).
    Nan,
    /// ±the largest finite value.
    Saturate,
}

/// How a [`Format`] rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rounding {
    /// To the nearest value, ties to the even mantissa, with subnormals
    /// (gradual underflow) below the smallest normal value.
    NearestEven,
    /// ml_dtypes' `float8_e8m0fnu`, a format of exponents only (no mantissa,
    /// no subnormals, no zero): from `2^(1-bias)` up, to the nearest power of
    /// two, ties up (away from zero: 1.5 → 2, 3 → 4); below it, up to the
    /// next power of two, never below `2^-bias` (bit pattern 0): 2^-126
    /// for every value in (2^-127, 2^-126), 2^-127 for every positive value
    /// up to 2^-127. Zero, negative values and NaN give NaN.
    E8M0,
}

/// A minifloat format: the facts its conversions ([`Format::to_f32`],
/// [`Format::from_f32`], [`Format::from_f64`]) need. Bit patterns are in the low bits of a `u8`: sign (if any), exponent,
/// mantissa, from the most significant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Format {
    /// Exponent bits.
    pub exponent_bits: u32,
    /// Mantissa (fraction) bits, after the implicit leading one.
    pub mantissa_bits: u32,
    /// Exponent bias: a normal value is `1.m × 2^(e - bias)`.
    pub bias: i32,
    /// Whether there is a sign bit.
    pub signed: bool,
    /// How NaN and infinity are encoded.
    pub specials: Specials,
    /// What too large a value (and ±infinity) converts to.
    pub overflow: Overflow,
    /// How values round.
    pub rounding: Rounding,
}

impl Format {
    /// The width of a bit pattern, in bits.
    pub const fn width(self) -> u32 {
        self.signed as u32 + self.exponent_bits + self.mantissa_bits
    }

    /// The bit pattern of the largest finite value.
    pub const fn max_finite_bits(self) -> u8 {
        let mag_all = (1u32 << (self.exponent_bits + self.mantissa_bits)) - 1;
        (match self.specials {
            Specials::Ieee => mag_all - (1 << self.mantissa_bits),
            Specials::AllOnesNan => mag_all - 1,
            Specials::NegativeZeroNan | Specials::None => mag_all,
        }) as u8
    }

    /// The bit pattern of the smallest positive value (a subnormal, but for
    /// [`Rounding::E8M0`]).
    pub const fn min_positive_bits(self) -> u8 {
        match self.rounding {
            Rounding::NearestEven => 1,
            Rounding::E8M0 => 0,
        }
    }

    /// Whether a bit pattern is a NaN.
    pub const fn is_nan(self, bits: u8) -> bool {
        let bits = bits as u32 & ((1 << self.width()) - 1);
        let mag_bits = self.exponent_bits + self.mantissa_bits;
        let mag = bits & ((1 << mag_bits) - 1);
        match self.specials {
            Specials::Ieee => {
                mag >> self.mantissa_bits == (1 << self.exponent_bits) - 1
                    && mag & ((1 << self.mantissa_bits) - 1) != 0
            }
            Specials::AllOnesNan => mag == (1 << mag_bits) - 1,
            Specials::NegativeZeroNan => bits == 1 << mag_bits,
            Specials::None => false,
        }
    }

    /// The value of a bit pattern (its low [`width`](Self::width) bits), exactly.
    ///
    /// NaN gives `f32`'s quiet NaN with the pattern's sign bit (`0x7FC0_0000` or
    /// `0xFFC0_0000`; the fnuz NaN `0x80` is negative), as ml_dtypes does.
    ///
    /// ```
    /// use dtype_lattice::minifloat::F8E5M2;
    ///
    /// assert_eq!(F8E5M2::FORMAT.to_f32(0x3C), 1.0);
    /// ```
    pub const fn to_f32(self, bits: u8) -> f32 {
        f32::from_bits(to_f32_bits(self, bits))
    }

    /// `x` rounded to the format (see [`Rounding`], [`Overflow`], [`Specials`]),
    /// as ml_dtypes' `astype` does: the bit pattern, in the low bits.
    ///
    /// ```
    /// use dtype_lattice::minifloat::F8E5M2;
    ///
    /// assert_eq!(F8E5M2::FORMAT.from_f32(1.0), 0x3C);
    /// ```
    pub const fn from_f32(self, x: f32) -> u8 {
        from_bits(self, x.to_bits() as u64, 8, 23)
    }

    /// `x` rounded to the format directly, once, as ml_dtypes' scalar
    /// constructors do (`float8_e4m3fn(x)`); not `self.from_f32(x as f32)`,
    /// which can round twice (NumPy's `astype` of a float64 array does).
    ///
    /// ```
    /// use dtype_lattice::minifloat::F8E4M3Fn;
    ///
    /// let x = 1.0625 + 2f64.powi(-40); // just above a tie that `as f32` makes exact
    /// assert_eq!(F8E4M3Fn::FORMAT.from_f64(x), 0x39);
    /// assert_eq!(F8E4M3Fn::FORMAT.from_f32(x as f32), 0x38);
    /// ```
    pub const fn from_f64(self, x: f64) -> u8 {
        from_bits(self, x.to_bits(), 11, 52)
    }

    /// The bits nearest `x` as XLA converts on CPU (`astype` in JAX): as
    /// [`from_f64`](Self::from_f64), except that a format without NaN
    /// (float6, float4) gives -0 for every NaN, where ml_dtypes gives a zero
    /// of the NaN's other sign, and `float8_e8m0fnu` gives NaN for a positive
    /// value below 2^-127.
    pub const fn from_f64_xla(self, x: f64) -> u8 {
        if x.is_nan() && matches!(self.specials, Specials::None) {
            1 << (self.width() - 1)
        } else if matches!(self.rounding, Rounding::E8M0)
            && x > 0.0
            && x < 5.877_471_754_111_438e-39
        {
            // XLA's `float8_e8m0fnu` from float64 has no value below 2^-127:
            // NaN, where ml_dtypes (and XLA from float32) gives 2^-127.
            0xFF
        } else {
            self.from_f64(x)
        }
    }

    /// [`from_f32`](Self::from_f32) as XLA converts, as
    /// [`from_f64_xla`](Self::from_f64_xla).
    pub const fn from_f32_xla(self, x: f32) -> u8 {
        if x.is_nan() && matches!(self.specials, Specials::None) {
            1 << (self.width() - 1)
        } else {
            self.from_f32(x)
        }
    }

    /// `mag` with the sign bit set if `negative` (and the format is signed).
    const fn with_sign(self, mag: u32, negative: bool) -> u8 {
        if negative && self.signed {
            (mag | 1 << (self.exponent_bits + self.mantissa_bits)) as u8
        } else {
            mag as u8
        }
    }

    /// What a NaN of the given sign converts to (ml_dtypes' `±quiet_NaN()`).
    const fn nan_from(self, negative: bool) -> u8 {
        let e = self.exponent_bits;
        let m = self.mantissa_bits;
        match self.specials {
            Specials::Ieee => self.with_sign(((1 << e) - 1) << m | 1 << (m - 1), negative),
            Specials::AllOnesNan => self.with_sign((1 << (e + m)) - 1, negative),
            Specials::NegativeZeroNan => 1 << (e + m),
            // ml_dtypes: the MX formats' `quiet_NaN()` is -0, and a negative
            // NaN negates it: +NaN → -0, -NaN → +0.
            Specials::None => self.with_sign(0, !negative),
        }
    }

    /// What a zero of the given sign converts to.
    const fn zero_from(self, negative: bool) -> u8 {
        match (self.rounding, self.specials) {
            (Rounding::E8M0, _) => self.nan_from(negative),
            (_, Specials::NegativeZeroNan) => 0,
            _ => self.with_sign(0, negative),
        }
    }

    /// What a value beyond the range (or ±infinity) converts to.
    const fn overflow_from(self, negative: bool) -> u8 {
        match self.overflow {
            Overflow::Infinity => self.with_sign(
                ((1 << self.exponent_bits) - 1) << self.mantissa_bits,
                negative,
            ),
            Overflow::Nan => self.nan_from(negative),
            Overflow::Saturate => self.with_sign(self.max_finite_bits() as u32, negative),
        }
    }
}

const fn to_f32_bits(f: Format, bits: u8) -> u32 {
    let e = f.exponent_bits;
    let m = f.mantissa_bits;
    let bits = bits as u32 & ((1 << f.width()) - 1);
    let negative = f.signed && (bits >> (e + m)) & 1 == 1;
    let sign = (negative as u32) << 31;
    if f.is_nan(bits as u8) {
        return sign | 0x7FC0_0000;
    }
    let mag = bits & ((1 << (e + m)) - 1);
    let field = (mag >> m) as i32;
    let mant = mag & ((1 << m) - 1);
    if matches!(f.specials, Specials::Ieee) && field == (1 << e) - 1 {
        return sign | 0x7F80_0000;
    }
    // The value is `sig × 2^(exp - m)`, with the leading one of `sig` at bit `m`.
    let (mut sig, mut exp) = if field == 0 && matches!(f.rounding, Rounding::NearestEven) {
        if mant == 0 {
            return sign;
        }
        (mant, 1 - f.bias)
    } else {
        (mant | 1 << m, field - f.bias)
    };
    while sig < 1 << m {
        sig <<= 1;
        exp -= 1;
    }
    let biased = exp + 127;
    if biased >= 1 {
        sign | (biased as u32) << 23 | (sig - (1 << m)) << (23 - m)
    } else {
        // An `f32` subnormal (only `float8_e8m0fnu`'s 2^-127).
        sign | (sig << (23 - m)) >> (1 - biased)
    }
}

/// `x` as an `f64`, from its bits: exact for a subnormal `x` too, where a
/// conversion instruction under DAZ (XLA's float mode, which the element
/// functions' loops run in) would give zero.
const fn f32_to_f64_exact(x: f32) -> f64 {
    let bits = x.to_bits();
    let sign = ((bits >> 31) as u64) << 63;
    let field = (bits >> 23) & 0xFF;
    let mant = (bits & 0x7F_FFFF) as u64;
    let magnitude = if field == 0xFF {
        0x7FF0_0000_0000_0000 | mant << 29
    } else if field != 0 {
        (field as u64 + 1023 - 127) << 52 | mant << 29
    } else if mant == 0 {
        0
    } else {
        // `mant · 2^-149`: its leading one at bit `p` becomes the implicit one.
        let p = 63 - mant.leading_zeros() as u64;
        (p + 1023 - 149) << 52 | (mant ^ 1 << p) << (52 - p)
    };
    f64::from_bits(sign | magnitude)
}

/// `x / 2^s`, rounded to the nearest integer, ties to even; `1 <= s <= 63`.
const fn round_shift(x: u64, s: u32) -> u64 {
    let q = x >> s;
    let r = x & ((1 << s) - 1);
    let half = 1 << (s - 1);
    if r > half || (r == half && q & 1 == 1) {
        q + 1
    } else {
        q
    }
}

/// The conversion from an IEEE binary format with `se` exponent and `sm`
/// mantissa bits, given its bits (the sign at bit `se + sm`).
const fn from_bits(f: Format, bits: u64, se: u32, sm: u32) -> u8 {
    let negative = (bits >> (se + sm)) & 1 == 1;
    let abs = bits & ((1 << (se + sm)) - 1);
    let src_field = (abs >> sm) as i32;
    let src_mant = abs & ((1 << sm) - 1);
    let src_bias = (1 << (se - 1)) - 1;
    if src_field == (1 << se) - 1 {
        return if src_mant != 0 {
            f.nan_from(negative)
        } else {
            f.overflow_from(negative)
        };
    }
    if abs == 0 {
        return f.zero_from(negative);
    }
    if negative && !f.signed {
        return f.nan_from(negative);
    }
    // |x| = sig × 2^e2, exactly; its leading one is at bit `top`.
    let (sig, e2) = if src_field == 0 {
        (src_mant, 1 - src_bias - sm as i32)
    } else {
        (src_mant | 1 << sm, src_field - src_bias - sm as i32)
    };
    let top = 63 - sig.leading_zeros() as i32;
    let ex = top + e2; // floor(log2 |x|)
    let m = f.mantissa_bits as i32;
    match f.rounding {
        Rounding::E8M0 => {
            if ex < -f.bias {
                return 0;
            }
            if ex == -f.bias {
                return if sig.is_power_of_two() { 0 } else { 1 };
            }
            let up = top > 0 && (sig >> (top - 1)) & 1 == 1;
            let field = ex + f.bias + up as i32;
            if field > f.max_finite_bits() as i32 {
                return f.overflow_from(negative);
            }
            field as u8
        }
        Rounding::NearestEven => {
            let emin = 1 - f.bias;
            // The quantum (the last mantissa bit) of the result: 2^q.
            let mut q = if ex > emin { ex } else { emin } - m;
            let shift = q - e2;
            let mut n = if shift <= 0 {
                sig << -shift
            } else if shift > 60 {
                0 // below half the smallest subnormal
            } else {
                round_shift(sig, shift as u32)
            };
            if n == 0 {
                return f.zero_from(negative);
            }
            if n >> (m + 1) != 0 {
                // Rounded up to the next power of two.
                n >>= 1;
                q += 1;
            }
            let mag = if n < 1 << m {
                n as u32 // a subnormal
            } else {
                let field = q + m + f.bias;
                if field >= 1 << f.exponent_bits {
                    return f.overflow_from(negative);
                }
                (field as u32) << m | (n as u32 - (1 << m))
            };
            if mag > f.max_finite_bits() as u32 {
                return f.overflow_from(negative);
            }
            f.with_sign(mag, negative)
        }
    }
}

macro_rules! minifloats {
    ($(
        $(#[$doc:meta])*
        $name:ident, $ml:literal: $e:literal, $m:literal, bias $bias:literal, $signed:literal,
            $specials:ident, $overflow:ident, $rounding:ident;
    )*) => {$(
        $(#[$doc])*
        #[doc = concat!("\n\nml_dtypes' `", $ml, "`. `PartialEq` is IEEE equality, through `f32` ",
            "(NaN ≠ NaN, +0 = -0); `Debug` and `Display` show the `f32` value.")]
        #[derive(Clone, Copy)]
        #[repr(transparent)]
        pub struct $name(u8);

        impl $name {
            /// The format: exponent and mantissa bits, bias, encoding of NaN and infinity.
            pub const FORMAT: Format = Format {
                exponent_bits: $e,
                mantissa_bits: $m,
                bias: $bias,
                signed: $signed,
                specials: Specials::$specials,
                overflow: Overflow::$overflow,
                rounding: Rounding::$rounding,
            };

            /// The element with this bit pattern (the bits above the format's width are ignored).
            #[inline]
            pub const fn from_bits(bits: u8) -> Self {
                Self(bits & ((1u16 << Self::FORMAT.width()) - 1) as u8)
            }

            /// The bit pattern, in the low bits.
            #[inline]
            pub const fn to_bits(self) -> u8 {
                self.0
            }

            /// The nearest value to `x`, as ml_dtypes' `astype` converts.
            #[inline]
            pub const fn from_f32(x: f32) -> Self {
                Self(Self::FORMAT.from_f32(x))
            }

            /// The nearest value to `x`, rounded once (as ml_dtypes' scalar constructor).
            #[inline]
            pub const fn from_f64(x: f64) -> Self {
                Self(Self::FORMAT.from_f64(x))
            }

            /// The value, exactly.
            #[inline]
            pub const fn to_f32(self) -> f32 {
                Self::FORMAT.to_f32(self.0)
            }

            /// The value, exactly, whatever the CPU's float mode (a
            /// conversion instruction would read `float8_e8m0fnu`'s 2^-127,
            /// an `f32` subnormal, as zero under DAZ).
            #[inline]
            pub const fn to_f64(self) -> f64 {
                f32_to_f64_exact(self.to_f32())
            }

            /// Whether this is a NaN.
            #[inline]
            pub const fn is_nan(self) -> bool {
                Self::FORMAT.is_nan(self.0)
            }
        }

        impl Default for $name {
            /// The bit pattern 0 (what `np.zeros` holds): zero, but for
            /// `F8E8M0Fnu`, which has no zero (its pattern 0 is 2^-127).
            #[inline]
            fn default() -> Self {
                Self(0)
            }
        }

        impl PartialEq for $name {
            #[inline]
            fn eq(&self, other: &Self) -> bool {
                self.to_f32() == other.to_f32()
            }
        }

        impl PartialOrd for $name {
            /// IEEE order, through `f32`.
            #[inline]
            fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
                self.to_f32().partial_cmp(&other.to_f32())
            }
        }

        impl core::ops::Neg for $name {
            type Output = Self;
            /// The negated value in the format (as XLA negates, in a wider
            /// format and back): a format without negative zero gives +0 for
            /// 0, and the unsigned `F8E8M0Fnu` gives NaN.
            #[inline]
            fn neg(self) -> Self {
                Self::from_f32(-self.to_f32())
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Debug::fmt(&self.to_f32(), f)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.to_f32(), f)
            }
        }
    )*};
}

minifloats! {
    /// An 8-bit float with 4 exponent and 3 mantissa bits, bias 7, finite: no
    /// infinity, NaN is `S.1111.111` (`0x7F`, `0xFF`). Largest finite 448
    /// (`0x7E`), smallest normal 2^-6, smallest subnormal 2^-9. Too large a
    /// value, or ±infinity, gives NaN (with its sign).
    ///
    /// ```
    /// use dtype_lattice::minifloat::F8E4M3Fn;
    ///
    /// assert_eq!(F8E4M3Fn::from_f32(448.0).to_bits(), 0x7E);
    /// assert_eq!(F8E4M3Fn::from_f32(1.0625).to_f32(), 1.0); // a tie, to even
    /// assert!(F8E4M3Fn::from_f32(480.0).is_nan()); // no saturation
    /// assert_eq!(F8E4M3Fn::from_f32(-1e9).to_bits(), 0xFF);
    /// ```
    F8E4M3Fn, "float8_e4m3fn": 4, 3, bias 7, true, AllOnesNan, Nan, NearestEven;

    /// An 8-bit float with 5 exponent and 2 mantissa bits, bias 15, IEEE-like:
    /// ±infinity `0x7C`/`0xFC`, NaN any other all-ones exponent. Largest
    /// finite 57344 (`0x7B`), smallest normal 2^-14, smallest subnormal
    /// 2^-16. Too large a value gives ±infinity; NaN gives `0x7E`/`0xFE`.
    ///
    /// ```
    /// use dtype_lattice::minifloat::F8E5M2;
    ///
    /// assert_eq!(F8E5M2::from_f32(57344.0).to_bits(), 0x7B);
    /// assert_eq!(F8E5M2::from_f32(61440.0).to_f32(), f32::INFINITY); // the tie rounds up
    /// assert_eq!(F8E5M2::from_f32(f32::NAN).to_bits(), 0x7E);
    /// ```
    F8E5M2, "float8_e5m2": 5, 2, bias 15, true, Ieee, Infinity, NearestEven;

    /// An 8-bit float with 4 exponent and 3 mantissa bits, bias 8, "fnuz": no
    /// infinity, no negative zero, NaN is `0x80`. Largest finite 240 (`0x7F`),
    /// smallest normal 2^-7, smallest subnormal 2^-10. Too large a value, or
    /// ±infinity, gives NaN; -0 gives +0.
    ///
    /// ```
    /// use dtype_lattice::minifloat::F8E4M3Fnuz;
    ///
    /// assert_eq!(F8E4M3Fnuz::from_f32(240.0).to_bits(), 0x7F);
    /// assert_eq!(F8E4M3Fnuz::from_f32(-0.0).to_bits(), 0x00);
    /// assert_eq!(F8E4M3Fnuz::from_f32(-1e9).to_bits(), 0x80); // NaN
    /// ```
    F8E4M3Fnuz, "float8_e4m3fnuz": 4, 3, bias 8, true, NegativeZeroNan, Nan, NearestEven;

    /// An 8-bit float with 5 exponent and 2 mantissa bits, bias 16, "fnuz": no
    /// infinity, no negative zero, NaN is `0x80`. Largest finite 57344
    /// (`0x7F`), smallest normal 2^-15, smallest subnormal 2^-17. Too large a
    /// value, or ±infinity, gives NaN; -0 gives +0.
    ///
    /// ```
    /// use dtype_lattice::minifloat::F8E5M2Fnuz;
    ///
    /// assert_eq!(F8E5M2Fnuz::from_f32(57344.0).to_bits(), 0x7F);
    /// assert!(F8E5M2Fnuz::from_f32(f32::INFINITY).is_nan());
    /// ```
    F8E5M2Fnuz, "float8_e5m2fnuz": 5, 2, bias 16, true, NegativeZeroNan, Nan, NearestEven;

    /// An 8-bit float with 4 exponent and 3 mantissa bits, bias 11, "fnuz": no
    /// infinity, no negative zero, NaN is `0x80`. Largest finite 30 (`0x7F`),
    /// smallest normal 2^-10, smallest subnormal 2^-13. Too large a value, or
    /// ±infinity, gives NaN; -0 gives +0.
    ///
    /// ```
    /// use dtype_lattice::minifloat::F8E4M3B11Fnuz;
    ///
    /// assert_eq!(F8E4M3B11Fnuz::from_f32(30.0).to_bits(), 0x7F);
    /// assert!(F8E4M3B11Fnuz::from_f32(31.0).is_nan());
    /// ```
    F8E4M3B11Fnuz, "float8_e4m3b11fnuz": 4, 3, bias 11, true, NegativeZeroNan, Nan, NearestEven;

    /// An 8-bit float with 3 exponent and 4 mantissa bits, bias 3, IEEE-like:
    /// ±infinity `0x70`/`0xF0`, NaN any other all-ones exponent. Largest
    /// finite 15.5 (`0x6F`), smallest normal 0.25, smallest subnormal 2^-6.
    /// Too large a value gives ±infinity; NaN gives `0x78`/`0xF8`.
    ///
    /// ```
    /// use dtype_lattice::minifloat::F8E3M4;
    ///
    /// assert_eq!(F8E3M4::from_f32(15.5).to_bits(), 0x6F);
    /// assert_eq!(F8E3M4::from_f32(16.0).to_f32(), f32::INFINITY);
    /// ```
    F8E3M4, "float8_e3m4": 3, 4, bias 3, true, Ieee, Infinity, NearestEven;

    /// An 8-bit float with 4 exponent and 3 mantissa bits, bias 7, IEEE-like:
    /// ±infinity `0x78`/`0xF8`, NaN any other all-ones exponent. Largest
    /// finite 240 (`0x77`), smallest normal 2^-6, smallest subnormal 2^-9.
    /// Too large a value gives ±infinity; NaN gives `0x7C`/`0xFC`.
    ///
    /// ```
    /// use dtype_lattice::minifloat::F8E4M3;
    ///
    /// assert_eq!(F8E4M3::from_f32(240.0).to_bits(), 0x77);
    /// assert_eq!(F8E4M3::from_f32(-256.0).to_f32(), f32::NEG_INFINITY);
    /// ```
    F8E4M3, "float8_e4m3": 4, 3, bias 7, true, Ieee, Infinity, NearestEven;

    /// An unsigned 8-bit format of exponents only (a power of two), bias 127:
    /// `0x00` is 2^-127, `0xFE` the largest, 2^127, `0xFF` NaN; no zero, no
    /// infinity, no subnormals. Zero, negative values, too large ones,
    /// infinity and NaN give NaN; see [`Rounding::E8M0`] for its rounding
    /// (ties up). `Default` is the pattern `0x00`, 2^-127.
    ///
    /// ```
    /// use dtype_lattice::minifloat::F8E8M0Fnu;
    ///
    /// assert_eq!(F8E8M0Fnu::from_f32(1.0).to_bits(), 0x7F);
    /// assert_eq!(F8E8M0Fnu::from_f32(3.0).to_f32(), 4.0); // ties up
    /// assert!(F8E8M0Fnu::from_f32(0.0).is_nan());
    /// assert!(F8E8M0Fnu::from_f32(-1.0).is_nan());
    /// ```
    F8E8M0Fnu, "float8_e8m0fnu": 8, 0, bias 127, false, AllOnesNan, Nan, E8M0;

    /// A 6-bit float (OCP MX) with 2 exponent and 3 mantissa bits, bias 1,
    /// finite and without NaN. Largest finite 7.5 (`0x1F`), smallest normal
    /// 1, smallest subnormal 0.125. Too large a value, or ±infinity,
    /// saturates; NaN gives a zero (ml_dtypes: +NaN → -0, -NaN → +0).
    ///
    /// ```
    /// use dtype_lattice::minifloat::F6E2M3Fn;
    ///
    /// assert_eq!(F6E2M3Fn::from_f32(100.0).to_f32(), 7.5);
    /// assert_eq!(F6E2M3Fn::from_f32(f32::NEG_INFINITY).to_bits(), 0x3F);
    /// ```
    F6E2M3Fn, "float6_e2m3fn": 2, 3, bias 1, true, None, Saturate, NearestEven;

    /// A 6-bit float (OCP MX) with 3 exponent and 2 mantissa bits, bias 3,
    /// finite and without NaN. Largest finite 28 (`0x1F`), smallest normal
    /// 0.25, smallest subnormal 0.0625. Too large a value, or ±infinity,
    /// saturates; NaN gives a zero (ml_dtypes: +NaN → -0, -NaN → +0).
    ///
    /// ```
    /// use dtype_lattice::minifloat::F6E3M2Fn;
    ///
    /// assert_eq!(F6E3M2Fn::from_f32(28.0).to_bits(), 0x1F);
    /// assert_eq!(F6E3M2Fn::from_f32(1e30).to_f32(), 28.0);
    /// ```
    F6E3M2Fn, "float6_e3m2fn": 3, 2, bias 3, true, None, Saturate, NearestEven;

    /// A 4-bit float (OCP MX) with 2 exponent and 1 mantissa bit, bias 1,
    /// finite and without NaN: 0, 0.5, 1, 1.5, 2, 3, 4, 6 and their
    /// negatives. Largest finite 6 (`0x7`), smallest normal 1, smallest
    /// subnormal 0.5. Too large a value, or ±infinity, saturates; NaN gives a
    /// zero (ml_dtypes: +NaN → -0, -NaN → +0).
    ///
    /// ```
    /// use dtype_lattice::minifloat::F4E2M1Fn;
    ///
    /// assert_eq!(F4E2M1Fn::from_f32(5.0).to_f32(), 4.0); // a tie, to even
    /// assert_eq!(F4E2M1Fn::from_f32(-7.0).to_bits(), 0xF);
    /// ```
    F4E2M1Fn, "float4_e2m1fn": 2, 1, bias 1, true, None, Saturate, NearestEven;
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::format;

    const E4M3FN: Format = F8E4M3Fn::FORMAT;
    const E5M2: Format = F8E5M2::FORMAT;

    /// The bitwise widening equals the CPU's conversion (outside DAZ) on
    /// every subnormal and on a spread of all other patterns, and stays
    /// exact under XLA's float mode, where the CPU's would give zero.
    #[test]
    fn f32s_widen_exactly_in_any_float_mode() {
        let patterns = (0..1_u32 << 23)
            .chain((0..1_u32 << 20).map(|i| i.wrapping_mul(0x9e37_79b9)))
            .flat_map(|b| [b, b | 1 << 31]);
        for bits in patterns {
            let x = f32::from_bits(bits);
            if !x.is_nan() {
                assert_eq!(
                    f32_to_f64_exact(x).to_bits(),
                    f64::from(x).to_bits(),
                    "{bits:#x}"
                );
            }
        }
        #[cfg(feature = "std")]
        {
            use crate::scalar::element::Element;
            let e8m0 = core::hint::black_box(F8E8M0Fnu::from_bits(0));
            let _mode = crate::simd::XlaFloatMode::enter();
            assert_eq!(e8m0.to_f64(), 2f64.powi(-127));
            assert_eq!(e8m0.cast::<F8E8M0Fnu>().to_bits(), 0);
        }
    }

    #[test]
    fn every_e4m3fn_value_round_trips() {
        for bits in 0..=255u8 {
            let x = E4M3FN.to_f32(bits);
            if x.is_nan() {
                assert!(E4M3FN.is_nan(bits));
                assert_eq!(E4M3FN.from_f32(x), bits | 0x7F);
            } else {
                assert_eq!(E4M3FN.from_f32(x), bits, "{bits:#x}");
                assert_eq!(E4M3FN.from_f64(x as f64), bits, "{bits:#x}");
            }
        }
        assert_eq!(E4M3FN.to_f32(0x7E), 448.0);
        assert_eq!(E4M3FN.to_f32(0x01), 2f32.powi(-9));
        assert_eq!(E4M3FN.to_f32(0x08), 2f32.powi(-6));
    }

    #[test]
    fn e4m3fn_rounds_to_nearest_even_and_overflows_to_nan() {
        assert_eq!(E4M3FN.from_f32(1.0625), 0x38); // tie, down to even 1.0
        assert_eq!(E4M3FN.from_f32(1.1875), 0x3A); // tie, up to even 1.25
        assert_eq!(
            E4M3FN.from_f32(f32::from_bits(1.0625f32.to_bits() + 1)),
            0x39
        );
        // Subnormals: 2^-10 is half the smallest: a tie, to zero; just above, up.
        assert_eq!(E4M3FN.from_f32(2f32.powi(-10)), 0x00);
        assert_eq!(E4M3FN.from_f32(-2f32.powi(-10) * 1.0001), 0x81);
        assert_eq!(E4M3FN.from_f32(3.0 * 2f32.powi(-10)), 0x02); // 1.5 ulps: to even
        assert_eq!(E4M3FN.from_f32(464.0), 0x7E); // tie between 448 and 480: to 448
        assert_eq!(E4M3FN.from_f32(464.01), 0x7F);
        assert_eq!(E4M3FN.from_f32(f32::NEG_INFINITY), 0xFF);
        assert_eq!(E4M3FN.from_f32(-0.0), 0x80);
    }

    #[test]
    fn f64_rounds_once() {
        let x = 1.0625 + 2f64.powi(-40); // just above a tie; `as f32` makes it the tie
        assert_eq!(E4M3FN.from_f64(x), 0x39);
        assert_eq!(E4M3FN.from_f32(x as f32), 0x38);
        assert_eq!(E5M2.from_f64(1e300), 0x7C);
        assert_eq!(E5M2.from_f64(-1e-300), 0x80);
    }

    #[test]
    fn e5m2_is_ieee_like() {
        assert_eq!(E5M2.to_f32(0x7C), f32::INFINITY);
        assert_eq!(E5M2.to_f32(0xFD).to_bits(), 0xFFC0_0000);
        assert_eq!(E5M2.to_f32(0x7B), 57344.0);
        assert_eq!(E5M2.to_f32(0x01), 2f32.powi(-16));
        assert_eq!(E5M2.from_f32(61439.0), 0x7B);
        assert_eq!(E5M2.from_f32(61440.0), 0x7C);
        assert_eq!(E5M2.from_f32(-f32::NAN), 0xFE);
        assert_eq!(E5M2.max_finite_bits(), 0x7B);
    }

    #[test]
    fn conversions_are_const() {
        const ONE: u8 = F8E4M3Fnuz::FORMAT.from_f32(1.0);
        const X: F6E3M2Fn = F6E3M2Fn::from_f64(0.3);
        assert_eq!(ONE, 0x40);
        assert_eq!(X.to_f32(), 0.3125f32);
    }

    #[test]
    fn element_types() {
        assert_eq!(F8E4M3Fn::from_f32(0.0), F8E4M3Fn::from_f32(-0.0));
        assert_ne!(F8E4M3Fn::from_bits(0x7F), F8E4M3Fn::from_bits(0x7F));
        assert_eq!(F4E2M1Fn::from_bits(0xF3).to_bits(), 0x3);
        assert_eq!(F6E2M3Fn::default().to_f32(), 0.0);
        assert_eq!(F8E8M0Fnu::default().to_f32(), 2f32.powi(-127));
        assert_eq!(
            format!("{:?} {}", F8E5M2::from_f32(1.5), F8E5M2::from_f32(-2.0)),
            "1.5 -2"
        );
    }
}
