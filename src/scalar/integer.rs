//! Integer element functions as XLA computes them on CPU: wrapping
//! arithmetic, and XLA's division, remainder and power, whose results for a
//! zero divisor or an overflowing quotient are defined, never a panic.
//!
//! | operation | by zero | `MIN` by `-1` |
//! |---|---|---|
//! | XLA's division (truncating) | all ones: `-1`, or `MAX` unsigned | `MIN` |
//! | XLA's remainder (truncating) | the dividend | `0` |
//! | `jnp.floor_divide` | `-2` (`-1` for a zero dividend), `MAX` unsigned | `MIN` |
//! | `jnp.remainder` | `0` | `0` |

use super::intn::{I1, I2, I4, U1, U2, U4};
use super::lists::with_elements;
use super::ops::{BitsElem, DivModElem, NumericElem, PartsElem, PowerElem, integer_pow};

/// XLA's integer division: truncating, `x / 0` is all ones (-1 or MAX),
/// `MIN / -1` wraps to `MIN`.
macro_rules! xla_div {
    ($a:expr, $b:expr) => {
        if $b == 0 { !0 } else { $a.wrapping_div($b) }
    };
}

/// XLA's integer remainder: truncating, `x % 0` is `x`, `MIN % -1` is 0.
macro_rules! xla_rem {
    ($a:expr, $b:expr) => {
        if $b == 0 { $a } else { $a.wrapping_rem($b) }
    };
}

/// The element functions of one integer type. `signed` or `unsigned` picks
/// how `floor_divide`, `remainder` and `abs` treat signs.
macro_rules! int_ops {
    ($($t:ty: $signedness:ident),*) => {$(
        impl NumericElem for $t {
            #[inline]
            fn sub(self, other: Self) -> Self {
                self.wrapping_sub(other)
            }
            #[inline]
            fn neg(self) -> Self {
                self.wrapping_neg()
            }
            #[inline]
            fn sign(self) -> Self {
                int_ops!(@sign $signedness, self)
            }
            #[inline]
            fn round_even(self) -> Self {
                self
            }
            #[inline]
            fn square(self) -> Self {
                self.wrapping_mul(self)
            }
        }

        impl DivModElem for $t {
            #[inline]
            fn floor_divide(self, other: Self) -> Self {
                int_ops!(@floor_divide $signedness, self, other)
            }
            #[inline]
            fn floor_divide_broadcast(self, other: Self) -> Self {
                self.floor_divide(other)
            }
            #[inline]
            fn remainder(self, other: Self) -> Self {
                int_ops!(@remainder $signedness, self, other)
            }
        }

        impl PowerElem for $t {
            /// JAX's `_pow_int_int`: binary exponentiation over the exponent's
            /// low six bits (more would overflow any base above 1), with
            /// wrapping products; `0 ** n` is 0 for `n != 0`. A negative
            /// exponent counts by its bit pattern, so `2 ** -1` is 0 and
            /// `(-1) ** -1` is -1.
            #[inline]
            fn power(self, other: Self) -> Self {
                let (mut base, mut exponent) = (self, other);
                let mut acc: $t = if base == 0 && exponent != 0 { 0 } else { 1 };
                for _ in 0..6 {
                    if exponent & 1 == 1 {
                        acc = acc.wrapping_mul(base);
                    }
                    base = base.wrapping_mul(base);
                    // A logical shift, as `lax.shift_right_logical`.
                    let mask = (<$t>::MAX as u64) | (1_u64 << (<$t>::BITS - 1));
                    exponent = ((exponent as u64 & mask) >> 1) as $t;
                }
                acc
            }

            #[inline]
            fn powi(self, n: i32) -> Self {
                let acc = integer_pow(self, n.unsigned_abs());
                let one: Self = 1;
                if n < 0 { xla_div!(one, acc) } else { acc }
            }
        }

        impl PartsElem for $t {
            type Real = $t;
            /// Wraps for signed integers, as XLA: `abs(MIN)` is `MIN`.
            #[inline]
            fn abs(self) -> $t {
                int_ops!(@abs $signedness, self)
            }
            #[inline]
            fn real(self) -> $t {
                self
            }
            #[inline]
            fn imag(self) -> $t {
                0
            }
            #[inline]
            fn conj(self) -> $t {
                self
            }
        }
    )*};

    // `jnp.floor_divide`: XLA's truncating division, one less where the signs
    // differ and the division is inexact.
    (@floor_divide unsigned, $a:expr, $b:expr) => {
        xla_div!($a, $b)
    };
    (@floor_divide signed, $a:expr, $b:expr) => {{
        let (a, b) = ($a, $b);
        let quotient = xla_div!(a, b);
        if a.signum() != b.signum() && xla_rem!(a, b) != 0 {
            quotient.wrapping_sub(1)
        } else {
            quotient
        }
    }};

    // `jnp.remainder`: the remainder with the divisor's sign, and 0 for a
    // zero divisor.
    (@remainder unsigned, $a:expr, $b:expr) => {{
        let (a, b) = ($a, $b);
        if b == 0 { 0 } else { a % b }
    }};
    (@remainder signed, $a:expr, $b:expr) => {{
        let (a, b) = ($a, $b);
        if b == 0 {
            0
        } else {
            let r = a.wrapping_rem(b);
            if r != 0 && ((r < 0) != (b < 0)) {
                r.wrapping_add(b)
            } else {
                r
            }
        }
    }};

    (@sign unsigned, $x:expr) => {
        if $x == 0 { 0 } else { 1 }
    };
    (@sign signed, $x:expr) => {
        $x.signum()
    };

    (@abs unsigned, $x:expr) => {
        $x
    };
    (@abs signed, $x:expr) => {
        $x.wrapping_abs()
    };
}

with_elements!(int_kinds: int_ops!());

/// The narrow integers (`int4` … `uint2`): each function of their 8-bit
/// integer (`i8`, `u8`), wrapped back to their width, as XLA's CPU compiler
/// computes them (it normalizes `s4`/`u4` operations to `s8`/`u8`).
/// Wrapping is exact: the low bits of a wrapped sum, product, quotient or
/// shift are those of the exact one.
macro_rules! intn_ops {
    ($($t:ident),*) => {$(
        impl NumericElem for $t {
            intn_ops!(@binary $t, NumericElem: sub);
            intn_ops!(@unary $t, NumericElem: neg, sign, round_even, square);
        }

        impl DivModElem for $t {
            intn_ops!(@binary $t, DivModElem: floor_divide, floor_divide_broadcast, remainder);
        }

        impl BitsElem for $t {
            intn_ops!(@unary $t, BitsElem: not);
            intn_ops!(@binary $t, BitsElem: shift_left, shift_right, and, or, xor);
        }

        impl PartsElem for $t {
            type Real = $t;
            intn_ops!(@unary $t, PartsElem: abs, real, conj);
            #[inline]
            fn imag(self) -> $t {
                <$t>::default()
            }
        }
    )*};
    // `get` gives the 8-bit integer, whose impl the call takes.
    (@binary $t:ident, $trait:ident: $($op:ident),*) => {$(
        #[inline]
        fn $op(self, other: Self) -> Self {
            <$t>::wrapping_from_i64(i64::from($trait::$op(self.get(), other.get())))
        }
    )*};
    (@unary $t:ident, $trait:ident: $($op:ident),*) => {$(
        #[inline]
        fn $op(self) -> Self {
            <$t>::wrapping_from_i64(i64::from($trait::$op(self.get())))
        }
    )*};
}

with_elements!(narrow_ints: intn_ops!());
