//! The element numerics of JAX's narrow integer dtypes: ml_dtypes' `int4`,
//! `uint4`, `int2`, `uint2`, `int1` and `uint1`, one value per byte (as
//! ml_dtypes and JAX store them on the host), always in range.
//!
//! They compute as XLA does on CPU: in the 8-bit integer of their signedness,
//! the result wrapped back to their width (keeping its low bits).

use core::fmt;

macro_rules! intns {
    ($(
        $(#[$doc:meta])*
        $name:ident, $ml:literal: $repr:ident, bits $bits:literal;
    )*) => {$(
        $(#[$doc])*
        #[doc = concat!("\n\nml_dtypes' `", $ml, "`: a ", stringify!($bits), "-bit integer, held in ",
            "an `", stringify!($repr), "` that is always in range. `Debug` and `Display` show the value.")]
        #[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(transparent)]
        pub struct $name($repr);

        impl $name {
            /// The width in bits.
            pub const BITS: u32 = $bits;
            /// The smallest value.
            pub const MIN: Self = Self::wrapping_from_i64(if <$repr>::MIN == 0 { 0 } else { -(1 << ($bits - 1)) });
            /// The largest value.
            pub const MAX: Self = Self::wrapping_from_i64(if <$repr>::MIN == 0 { (1 << $bits) - 1 } else { (1 << ($bits - 1)) - 1 });

            /// The value `x`, if it is in range.
            #[inline]
            pub const fn new(x: $repr) -> Option<Self> {
                if x >= Self::MIN.0 && x <= Self::MAX.0 { Some(Self(x)) } else { None }
            }

            /// The low bits of `x` (two's complement), as integers wrap.
            #[inline]
            pub const fn wrapping_from_i64(x: i64) -> Self {
                let shift = 64 - $bits;
                if <$repr>::MIN == 0 {
                    Self((((x as u64) << shift) >> shift) as $repr)
                } else {
                    Self(((x << shift) >> shift) as $repr)
                }
            }

            /// `self + other`, wrapped to the width, as the primitive integers' method.
            #[inline]
            pub const fn wrapping_add(self, other: Self) -> Self {
                Self::wrapping_from_i64(self.0 as i64 + other.0 as i64)
            }

            /// `self * other`, wrapped to the width, as the primitive integers' method.
            #[inline]
            pub const fn wrapping_mul(self, other: Self) -> Self {
                Self::wrapping_from_i64(self.0 as i64 * other.0 as i64)
            }

            /// The element with these low bits (the bits above the width are ignored).
            #[inline]
            pub const fn from_bits(bits: u8) -> Self {
                Self::wrapping_from_i64(bits as i64)
            }

            /// The bit pattern, in the low bits.
            #[inline]
            pub const fn to_bits(self) -> u8 {
                (self.0 as u8) & ((1u16 << $bits) - 1) as u8
            }

            /// The value.
            #[inline]
            pub const fn get(self) -> $repr {
                self.0
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Debug::fmt(&self.0, f)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0, f)
            }
        }
    )*};
}

intns! {
    /// A 4-bit signed integer, -8 to 7.
    ///
    /// ```
    /// use dtype_lattice::intn::I4;
    ///
    /// assert_eq!(I4::wrapping_from_i64(9).get(), -7);
    /// assert_eq!((I4::MIN.get(), I4::MAX.get()), (-8, 7));
    /// assert_eq!(I4::new(8), None);
    /// assert_eq!(I4::from_bits(0xF).get(), -1);
    /// ```
    I4, "int4": i8, bits 4;
    /// A 4-bit unsigned integer, 0 to 15.
    ///
    /// ```
    /// use dtype_lattice::intn::U4;
    ///
    /// assert_eq!(U4::wrapping_from_i64(-1).get(), 15);
    /// ```
    U4, "uint4": u8, bits 4;
    /// A 2-bit signed integer, -2 to 1.
    I2, "int2": i8, bits 2;
    /// A 2-bit unsigned integer, 0 to 3.
    U2, "uint2": u8, bits 2;
    /// A 1-bit signed integer, -1 or 0.
    I1, "int1": i8, bits 1;
    /// A 1-bit unsigned integer, 0 or 1.
    U1, "uint1": u8, bits 1;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_value_round_trips_through_its_bits() {
        for b in 0..16u8 {
            assert_eq!(I4::from_bits(b).to_bits(), b);
            assert_eq!(U4::from_bits(b).to_bits(), b);
            assert_eq!(i64::from(I4::from_bits(b).get()), (i64::from(b) ^ 8) - 8);
        }
        assert_eq!((I2::MIN.get(), I2::MAX.get()), (-2, 1));
        assert_eq!((U2::MIN.get(), U2::MAX.get()), (0, 3));
        assert_eq!((I1::MIN.get(), I1::MAX.get()), (-1, 0));
        assert_eq!((U1::MIN.get(), U1::MAX.get()), (0, 1));
        assert_eq!(I2::wrapping_from_i64(2).get(), -2);
        assert_eq!(U1::wrapping_from_i64(3).get(), 1);
        assert_eq!(I1::wrapping_from_i64(1).get(), -1);
    }
}
