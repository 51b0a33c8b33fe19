//! Which operations each dtype has, and the dtype of their results: JAX's
//! rules, checked against a fixture from real JAX for every operation and pair.
//!
//! A binary operation first joins its operands' dtypes under the policy; the
//! traits here then map the join to the dtype the operation computes in:
//! `/` computes in [`Inexact::Output`] (`Int8 / Int8` is `Float32`),
//! `floor_divide`, `%` and `power` turn `Bool` into `Int32`, and so on. A
//! dtype that lacks an operation lacks the trait, so using it does not compile.

use half::{bf16, f16};
use num_complex::Complex;

use super::complex;
use crate::arith::{Arith, Flush};

use crate::{
    BFloat16, Bool, Complex64, Complex128, DType, Float16, Float32, Float64, Int8, Int16, Int32,
    Int64, UInt8, UInt16, UInt32, UInt64, WeakComplex, WeakFloat, WeakInt,
};

// ---------------------------------------------------------------------------
// Dtype rules: the result dtypes.

/// The inexact dtype an operation on `Self` computes in: `/`, `sqrt`, `exp`,
/// `log`, `sin`, `cos`, `tanh`. Integers and `Bool` give `Float32`, 64-bit
/// integers `Float64`, the weak int the weak float; inexact dtypes keep theirs.
pub trait Inexact: DType {
    /// The inexact dtype.
    type Output: Float;
}

/// The dtype `floor_divide` and `%` compute in: `Bool` gives `Int32`, integers
/// and floats keep theirs; complex dtypes have neither operation.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no `floor_divide` or `%`: JAX raises for complex operands",
    note = "take the real part first, with `.real()`"
)]
pub trait FloorDivide: DType {
    /// The dtype of the quotient and the remainder.
    type Output: DivMod;
}

/// The dtype `power` computes in: `Bool` gives `Int32`, every other dtype keeps its own.
pub trait Power: DType {
    /// The dtype of the power.
    type Output: PowerOps;
}

/// The dtype of `Self ** Rhs` (`power`): [`Power::Output`] of the join, except
/// that JAX drops the weak flag when a weak base meets an integer exponent:
/// `WeakFloat ** UInt8` is `Float64`, `WeakComplex ** Int8` is `Complex128`,
/// and `WeakInt ** WeakInt` (or with `Bool`) is `Int64`.
pub trait PowerOf<Rhs: DType>: DType {
    /// The dtype of the power.
    type Output: PowerOps;
}

/// `PowerOf` for every pair: the exceptions first, then the join's rule.
macro_rules! power_of {
    ($($a:ident)*; $bs:tt) => {$(
        power_of!(@row $a $bs);
    )*};
    (@row $a:ident [$($b:ident)*]) => {$(
        impl PowerOf<$b> for $a {
            type Output = power_of!(@out $a $b);
        }
    )*};
    (@out WeakInt Bool) => { Int64 };
    (@out Bool WeakInt) => { Int64 };
    (@out WeakInt WeakInt) => { Int64 };
    (@out WeakFloat $b:ident) => { power_of!(@int_exponent $b, Float64, WeakFloat) };
    (@out WeakComplex $b:ident) => { power_of!(@int_exponent $b, Complex128, WeakComplex) };
    (@out $a:ident $b:ident) => { <crate::Promoted<$a, $b> as Power>::Output };
    (@int_exponent UInt8, $strong:ident, $a:ident) => { $strong };
    (@int_exponent UInt16, $strong:ident, $a:ident) => { $strong };
    (@int_exponent UInt32, $strong:ident, $a:ident) => { $strong };
    (@int_exponent UInt64, $strong:ident, $a:ident) => { $strong };
    (@int_exponent Int8, $strong:ident, $a:ident) => { $strong };
    (@int_exponent Int16, $strong:ident, $a:ident) => { $strong };
    (@int_exponent Int32, $strong:ident, $a:ident) => { $strong };
    (@int_exponent Int64, $strong:ident, $a:ident) => { $strong };
    (@int_exponent $b:ident, $strong:ident, $a:ident) => { <crate::Promoted<$a, $b> as Power>::Output };
}

power_of! {
    Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16 Float32 Float64
    Complex64 Complex128 WeakInt WeakFloat WeakComplex;
    [Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16 Float32 Float64
    Complex64 Complex128 WeakInt WeakFloat WeakComplex]
}

/// The real dtype of `abs`, `real` and `imag`: complex dtypes give the float
/// of their width (the weak complex, the weak float); others keep theirs.
pub trait ComplexParts: DType {
    /// The real dtype.
    type Real: DType;
    #[doc(hidden)]
    fn abs(a: Self::Elem) -> <Self::Real as DType>::Elem;
    #[doc(hidden)]
    fn real(a: Self::Elem) -> <Self::Real as DType>::Elem;
    #[doc(hidden)]
    fn imag(a: Self::Elem) -> <Self::Real as DType>::Elem;
    #[doc(hidden)]
    fn conj(a: Self::Elem) -> Self::Elem;
}

/// The result dtypes of the reductions, with x64 as JAX has them.
pub trait Reduce: DType {
    /// `sum` and `prod`: `Bool` and signed integers give `Int64`, unsigned
    /// integers `UInt64`, weak types their strong 64-bit dtype.
    type Sum: DType;
    /// `mean`: as [`Inexact`], but weak types give their strong 64-bit dtype.
    type Mean: Float;
    /// `max` and `min`: the same dtype, but weak types give their strong 64-bit dtype.
    type Extremum: DType;
}

/// One row per dtype: inexact, floor_divide, power, real, sum, mean, extremum.
macro_rules! rules {
    ($($d:ident: $inexact:ident, $floor:tt, $power:ident, $real:ident, $sum:ident, $mean:ident, $ext:ident;)*) => {$(
        impl Inexact for $d {
            type Output = $inexact;
        }
        rules!(@floor $d $floor);
        impl Power for $d {
            type Output = $power;
        }
        impl ComplexParts for $d {
            type Real = $real;
            #[inline]
            fn abs(a: Self::Elem) -> <$real as DType>::Elem { elem::PartsElem::abs(a) }
            #[inline]
            fn real(a: Self::Elem) -> <$real as DType>::Elem { elem::PartsElem::real(a) }
            #[inline]
            fn imag(a: Self::Elem) -> <$real as DType>::Elem { elem::PartsElem::imag(a) }
            #[inline]
            fn conj(a: Self::Elem) -> Self::Elem { elem::PartsElem::conj(a) }
        }
        impl Reduce for $d {
            type Sum = $sum;
            type Mean = $mean;
            type Extremum = $ext;
        }
    )*};
    (@floor $d:ident -) => {};
    (@floor $d:ident $floor:ident) => {
        impl FloorDivide for $d {
            type Output = $floor;
        }
    };
}

rules! {
    // dtype:    inexact,     floor,      power,       real,        sum,        mean,        extremum
    Bool:        Float32,     Int32,      Int32,       Bool,        Int64,      Float32,     Bool;
    UInt8:       Float32,     UInt8,      UInt8,       UInt8,       UInt64,     Float32,     UInt8;
    UInt16:      Float32,     UInt16,     UInt16,      UInt16,      UInt64,     Float32,     UInt16;
    UInt32:      Float32,     UInt32,     UInt32,      UInt32,      UInt64,     Float32,     UInt32;
    UInt64:      Float64,     UInt64,     UInt64,      UInt64,      UInt64,     Float64,     UInt64;
    Int8:        Float32,     Int8,       Int8,        Int8,        Int64,      Float32,     Int8;
    Int16:       Float32,     Int16,      Int16,       Int16,       Int64,      Float32,     Int16;
    Int32:       Float32,     Int32,      Int32,       Int32,       Int64,      Float32,     Int32;
    Int64:       Float64,     Int64,      Int64,       Int64,       Int64,      Float64,     Int64;
    BFloat16:    BFloat16,    BFloat16,   BFloat16,    BFloat16,    BFloat16,   BFloat16,    BFloat16;
    Float16:     Float16,     Float16,    Float16,     Float16,     Float16,    Float16,     Float16;
    Float32:     Float32,     Float32,    Float32,     Float32,     Float32,    Float32,     Float32;
    Float64:     Float64,     Float64,    Float64,     Float64,     Float64,    Float64,     Float64;
    Complex64:   Complex64,   -,          Complex64,   Float32,     Complex64,  Complex64,   Complex64;
    Complex128:  Complex128,  -,          Complex128,  Float64,     Complex128, Complex128,  Complex128;
    WeakInt:     WeakFloat,   WeakInt,    WeakInt,     WeakInt,     Int64,      Float64,     Int64;
    WeakFloat:   WeakFloat,   WeakFloat,  WeakFloat,   WeakFloat,   Float64,    Float64,     Float64;
    WeakComplex: WeakComplex, -,          WeakComplex, WeakFloat,   Complex128, Complex128,  Complex128;
}

// ---------------------------------------------------------------------------
// Operation gates: which dtypes have an operation, and its element function.
// Each is implemented for the dtypes whose elements support it.

/// Dtypes with subtraction and negation: every dtype but `Bool`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no subtraction or negation: JAX raises for boolean `-`",
    note = "use `^` (logical xor) or `!`, or cast to an integer dtype first"
)]
pub trait Numeric: DType {
    #[doc(hidden)]
    fn sub(a: Self::Elem, b: Self::Elem) -> Self::Elem;
    #[doc(hidden)]
    fn neg(a: Self::Elem) -> Self::Elem;
}

/// Inexact dtypes: the floats and complex dtypes (weak ones included), which
/// have `/` and the transcendental functions.
pub trait Float: Numeric {
    #[doc(hidden)]
    fn div(a: Self::Elem, b: Self::Elem) -> Self::Elem;
    /// `a / b` where `b` was broadcast: XLA on CPU rewrites it as `a * (1/b)`.
    #[doc(hidden)]
    fn div_broadcast(a: Self::Elem, b: Self::Elem) -> Self::Elem;
    #[doc(hidden)]
    fn unary(op: FloatFn, a: Self::Elem) -> Self::Elem;
}

/// A transcendental function, for [`Float`]'s element function.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatFn {
    Sqrt,
    Exp,
    Log,
    Sin,
    Cos,
    Tanh,
}

/// Dtypes with `floor_divide` and `%`: integers and floats.
pub trait DivMod: Numeric {
    #[doc(hidden)]
    fn floor_divide(a: Self::Elem, b: Self::Elem) -> Self::Elem;
    /// `floor_divide` where `b` was broadcast: its division by `b` becomes a
    /// multiplication by `1/b`, as XLA rewrites it on CPU.
    #[doc(hidden)]
    fn floor_divide_broadcast(a: Self::Elem, b: Self::Elem) -> Self::Elem;
    #[doc(hidden)]
    fn remainder(a: Self::Elem, b: Self::Elem) -> Self::Elem;
}

/// Dtypes with `power`: every numeric dtype.
pub trait PowerOps: Numeric {
    #[doc(hidden)]
    fn power(a: Self::Elem, b: Self::Elem) -> Self::Elem;
}

/// Dtypes with `&`, `|` and `^`: `Bool`, the integers and the weak int.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no bitwise operations: JAX has `&`, `|` and `^` for booleans and integers only",
    note = "cast to an integer dtype first"
)]
pub trait BitwiseOps: DType {
    #[doc(hidden)]
    fn and(a: Self::Elem, b: Self::Elem) -> Self::Elem;
    #[doc(hidden)]
    fn or(a: Self::Elem, b: Self::Elem) -> Self::Elem;
    #[doc(hidden)]
    fn xor(a: Self::Elem, b: Self::Elem) -> Self::Elem;
}

/// Element functions, implemented per element type and lifted to every dtype
/// whose element has them.
#[doc(hidden)]
pub mod elem {
    pub trait NumericElem: Copy {
        fn sub(self, other: Self) -> Self;
        fn neg(self) -> Self;
    }
    pub trait FloatElem: NumericElem {
        fn div(self, other: Self) -> Self;
        fn div_broadcast(self, other: Self) -> Self;
        fn unary(self, op: super::FloatFn) -> Self;
    }
    pub trait DivModElem: NumericElem {
        fn floor_divide(self, other: Self) -> Self;
        fn floor_divide_broadcast(self, other: Self) -> Self;
        fn remainder(self, other: Self) -> Self;
    }
    pub trait PowerElem: NumericElem {
        fn power(self, other: Self) -> Self;
    }
    pub trait PartsElem: Copy {
        type Real;
        fn abs(self) -> Self::Real;
        fn real(self) -> Self::Real;
        fn imag(self) -> Self::Real;
        fn conj(self) -> Self;
    }
    pub trait BitsElem: Copy {
        fn and(self, other: Self) -> Self;
        fn or(self, other: Self) -> Self;
        fn xor(self, other: Self) -> Self;
    }
}

use elem::{BitsElem, DivModElem, FloatElem, NumericElem, PowerElem};

// `do_not_recommend`: a dtype without the operation gets the gate trait's own
// message, not a note about its element type.
#[diagnostic::do_not_recommend]
impl<D: DType> Numeric for D
where
    D::Elem: NumericElem,
{
    #[inline]
    fn sub(a: D::Elem, b: D::Elem) -> D::Elem {
        a.sub(b)
    }
    #[inline]
    fn neg(a: D::Elem) -> D::Elem {
        a.neg()
    }
}

#[diagnostic::do_not_recommend]
impl<D: DType> Float for D
where
    D::Elem: FloatElem,
{
    #[inline]
    fn div(a: D::Elem, b: D::Elem) -> D::Elem {
        a.div(b)
    }
    #[inline]
    fn div_broadcast(a: D::Elem, b: D::Elem) -> D::Elem {
        a.div_broadcast(b)
    }
    #[inline]
    fn unary(op: FloatFn, a: D::Elem) -> D::Elem {
        a.unary(op)
    }
}

#[diagnostic::do_not_recommend]
impl<D: DType> DivMod for D
where
    D::Elem: DivModElem,
{
    #[inline]
    fn floor_divide(a: D::Elem, b: D::Elem) -> D::Elem {
        a.floor_divide(b)
    }
    #[inline]
    fn floor_divide_broadcast(a: D::Elem, b: D::Elem) -> D::Elem {
        a.floor_divide_broadcast(b)
    }
    #[inline]
    fn remainder(a: D::Elem, b: D::Elem) -> D::Elem {
        a.remainder(b)
    }
}

#[diagnostic::do_not_recommend]
impl<D: DType> PowerOps for D
where
    D::Elem: PowerElem,
{
    #[inline]
    fn power(a: D::Elem, b: D::Elem) -> D::Elem {
        a.power(b)
    }
}

#[diagnostic::do_not_recommend]
impl<D: DType> BitwiseOps for D
where
    D::Elem: BitsElem,
{
    #[inline]
    fn and(a: D::Elem, b: D::Elem) -> D::Elem {
        a.and(b)
    }
    #[inline]
    fn or(a: D::Elem, b: D::Elem) -> D::Elem {
        a.or(b)
    }
    #[inline]
    fn xor(a: D::Elem, b: D::Elem) -> D::Elem {
        a.xor(b)
    }
}

// ---------------------------------------------------------------------------
// Element functions.

impl BitsElem for bool {
    #[inline]
    fn and(self, other: Self) -> Self {
        self & other
    }
    #[inline]
    fn or(self, other: Self) -> Self {
        self | other
    }
    #[inline]
    fn xor(self, other: Self) -> Self {
        self ^ other
    }
}

/// Integers: wrapping arithmetic, and XLA's division (by zero: -1 for signed,
/// all ones for unsigned; remainder by zero: the dividend; `MIN / -1`: `MIN`).
macro_rules! int_elem {
    ($($t:ty: $signed:tt),*) => {$(
        impl NumericElem for $t {
            #[inline]
            fn sub(self, other: Self) -> Self { self.wrapping_sub(other) }
            #[inline]
            fn neg(self) -> Self { self.wrapping_neg() }
        }
        impl BitsElem for $t {
            #[inline]
            fn and(self, other: Self) -> Self { self & other }
            #[inline]
            fn or(self, other: Self) -> Self { self | other }
            #[inline]
            fn xor(self, other: Self) -> Self { self ^ other }
        }
        impl DivModElem for $t {
            #[inline]
            fn floor_divide(self, other: Self) -> Self {
                int_floor_divide!(self, other, $t, $signed)
            }
            #[inline]
            fn floor_divide_broadcast(self, other: Self) -> Self {
                self.floor_divide(other)
            }
            #[inline]
            fn remainder(self, other: Self) -> Self {
                int_remainder!(self, other, $t, $signed)
            }
        }
        impl PowerElem for $t {
            #[inline]
            fn power(self, other: Self) -> Self {
                int_power!(self, other, $t)
            }
        }
    )*};
}

/// XLA's integer division: truncating, `x / 0` is all ones (-1 or MAX),
/// `MIN / -1` wraps to `MIN`.
macro_rules! xla_div {
    ($a:expr, $b:expr, $t:ty) => {
        if $b == 0 { !0 } else { $a.wrapping_div($b) }
    };
}
/// XLA's integer remainder: truncating, `x % 0` is `x`, `MIN % -1` is 0.
macro_rules! xla_rem {
    ($a:expr, $b:expr) => {
        if $b == 0 { $a } else { $a.wrapping_rem($b) }
    };
}

/// `jnp.floor_divide` on integers: XLA's truncating division, one less where
/// the signs differ and the division is inexact.
macro_rules! int_floor_divide {
    ($a:expr, $b:expr, $t:ty, false) => {
        xla_div!($a, $b, $t)
    };
    ($a:expr, $b:expr, $t:ty, true) => {{
        let (a, b): ($t, $t) = ($a, $b);
        let quotient: $t = xla_div!(a, b, $t);
        if a.signum() != b.signum() && xla_rem!(a, b) != 0 {
            quotient.wrapping_sub(1)
        } else {
            quotient
        }
    }};
}

/// `jnp.remainder` on integers: the remainder with the divisor's sign, and 0
/// for a zero divisor.
macro_rules! int_remainder {
    ($a:expr, $b:expr, $t:ty, false) => {{
        let (a, b): ($t, $t) = ($a, $b);
        if b == 0 { 0 } else { a % b }
    }};
    ($a:expr, $b:expr, $t:ty, true) => {{
        let (a, b): ($t, $t) = ($a, $b);
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
}

/// `jnp.power` on integers, JAX's `_pow_int_int`: binary exponentiation over
/// the exponent's low six bits (more would overflow any base above 1), with
/// wrapping products; `0 ** n` is 0 for `n != 0`. A negative exponent counts
/// by its bit pattern, so `2 ** -1` is 0 and `(-1) ** -1` is -1.
macro_rules! int_power {
    ($a:expr, $b:expr, $t:ty) => {{
        let (mut base, mut exponent): ($t, $t) = ($a, $b);
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
    }};
}

int_elem!(u8: false, u16: false, u32: false, u64: false, i8: true, i16: true, i32: true, i64: true);

/// The arithmetic of one float format, each operation rounded to the format:
/// what XLA does on CPU, where half precision computes in `f32` per operation.
pub(crate) trait FloatFormat: Copy + PartialEq + PartialOrd {
    const ONE: Self;
    fn add(self, other: Self) -> Self;
    fn sub(self, other: Self) -> Self;
    fn div(self, other: Self) -> Self;
    /// `self / divisor` as XLA computes it on CPU when the divisor was
    /// broadcast: `self * (1 / divisor)`, each step rounded.
    fn mul_reciprocal(self, divisor: Self) -> Self;
    /// C's `fmod`: the remainder with the dividend's sign.
    fn fmod(self, other: Self) -> Self;
    /// -1, -0, +0, 1 or NaN, as `lax.sign`.
    fn sign(self) -> Self;
    /// Rounded half away from zero, as `lax.round`.
    fn round(self) -> Self;
    fn powf(self, other: Self) -> Self;
    fn neg(self) -> Self;
    fn function(self, op: FloatFn) -> Self;
    /// `self == 0`, with subnormals counting as zero.
    fn is_zero(self) -> bool;
    /// `self < 0`, with subnormals counting as zero.
    fn below_zero(self) -> bool;
}

macro_rules! native_float {
    ($($t:ty),*) => {$(
        impl FloatFormat for $t {
            const ONE: Self = 1.0;
            // Each operation flushes subnormal operands and results, as XLA on CPU.
            #[inline] fn add(self, other: Self) -> Self { (self.flush() + other.flush()).flush() }
            #[inline] fn sub(self, other: Self) -> Self { (self.flush() - other.flush()).flush() }
            #[inline] fn div(self, other: Self) -> Self { (self.flush() / other.flush()).flush() }
            #[inline]
            fn mul_reciprocal(self, divisor: Self) -> Self {
                Arith::mul(self, FloatFormat::div(1.0, divisor))
            }
            // XLA's `fmod` flushes its divisor but not its dividend.
            #[inline] fn fmod(self, other: Self) -> Self { self % other.flush() }
            #[inline]
            fn sign(self) -> Self {
                let x = self.flush();
                if x > 0.0 { 1.0 } else if x < 0.0 { -1.0 } else { x }
            }
            #[inline] fn round(self) -> Self { <$t>::round(self.flush()) }
            // XLA's `pow` reads its operands unflushed and flushes its result.
            #[inline]
            fn powf(self, other: Self) -> Self {
                <$t>::powf(self, other).flush()
            }
            #[inline] fn neg(self) -> Self { -self }
            #[inline] fn is_zero(self) -> bool { self.flush() == 0.0 }
            #[inline] fn below_zero(self) -> bool { self.flush() < 0.0 }
            #[inline]
            fn function(self, op: FloatFn) -> Self {
                let x = self.flush();
                match op {
                    FloatFn::Sqrt => x.sqrt(),
                    FloatFn::Exp => x.exp(),
                    FloatFn::Log => x.ln(),
                    FloatFn::Sin => x.sin(),
                    FloatFn::Cos => x.cos(),
                    FloatFn::Tanh => x.tanh(),
                }
                .flush()
            }
        }
    )*};
}
native_float!(f32, f64);

/// `round_reciprocal`: whether XLA rounds `1 / divisor` to the format before
/// multiplying (`float16`), or keeps it in `f32` (`bfloat16`), in a division
/// by a broadcast divisor.
macro_rules! half_float {
    ($($t:ty: round_reciprocal $round:expr),*) => {$(
        impl FloatFormat for $t {
            const ONE: Self = <$t>::ONE;
            // In `f32`, with its flushing, rounded back once per operation.
            #[inline] fn add(self, other: Self) -> Self { Self::from_f32(FloatFormat::add(self.to_f32(), other.to_f32())) }
            #[inline] fn sub(self, other: Self) -> Self { Self::from_f32(FloatFormat::sub(self.to_f32(), other.to_f32())) }
            #[inline] fn div(self, other: Self) -> Self { Self::from_f32(FloatFormat::div(self.to_f32(), other.to_f32())) }
            #[inline]
            fn mul_reciprocal(self, divisor: Self) -> Self {
                let reciprocal = FloatFormat::div(1.0_f32, divisor.to_f32());
                let reciprocal = if $round { Self::from_f32(reciprocal).to_f32() } else { reciprocal };
                Self::from_f32(Arith::mul(self.to_f32(), reciprocal))
            }
            #[inline] fn fmod(self, other: Self) -> Self { Self::from_f32(FloatFormat::fmod(self.to_f32(), other.to_f32())) }
            #[inline] fn sign(self) -> Self { Self::from_f32(FloatFormat::sign(self.to_f32())) }
            #[inline] fn round(self) -> Self { Self::from_f32(FloatFormat::round(self.to_f32())) }
            #[inline] fn powf(self, other: Self) -> Self { Self::from_f32(FloatFormat::powf(self.to_f32(), other.to_f32())) }
            #[inline] fn neg(self) -> Self { -self }
            #[inline] fn is_zero(self) -> bool { FloatFormat::is_zero(self.to_f32()) }
            #[inline] fn below_zero(self) -> bool { FloatFormat::below_zero(self.to_f32()) }
            #[inline] fn function(self, op: FloatFn) -> Self { Self::from_f32(FloatFormat::function(self.to_f32(), op)) }
        }
    )*};
}
half_float!(bf16: round_reciprocal false, f16: round_reciprocal true);

/// JAX's `_float_divmod`: the floored quotient and the remainder with the
/// divisor's sign, computed from `fmod` as JAX does (so `x // 0.0` is ±inf).
/// With `broadcast`, the division is a multiplication by the reciprocal, as
/// XLA rewrites it where `b` was broadcast.
#[inline]
fn float_divmod<F: FloatFormat>(a: F, b: F, broadcast: bool) -> (F, F) {
    let modulo = a.fmod(b);
    let corrected = if b.is_zero() { a } else { a.sub(modulo) };
    let quotient = if broadcast {
        corrected.mul_reciprocal(b)
    } else {
        corrected.div(b)
    };
    if !modulo.is_zero() && b.sign() != modulo.sign() {
        (quotient.sub(F::ONE).round(), modulo.add(b))
    } else {
        (quotient.round(), modulo)
    }
}

macro_rules! float_elem {
    ($($t:ty),*) => {$(
        impl NumericElem for $t {
            #[inline] fn sub(self, other: Self) -> Self { FloatFormat::sub(self, other) }
            #[inline] fn neg(self) -> Self { FloatFormat::neg(self) }
        }
        impl FloatElem for $t {
            #[inline] fn div(self, other: Self) -> Self { FloatFormat::div(self, other) }
            #[inline] fn div_broadcast(self, other: Self) -> Self { self.mul_reciprocal(other) }
            #[inline] fn unary(self, op: FloatFn) -> Self { self.function(op) }
        }
        impl DivModElem for $t {
            #[inline] fn floor_divide(self, other: Self) -> Self { float_divmod(self, other, false).0 }
            #[inline]
            fn floor_divide_broadcast(self, other: Self) -> Self { float_divmod(self, other, true).0 }
            #[inline]
            fn remainder(self, other: Self) -> Self {
                // jnp.remainder: fmod, moved to the divisor's sign.
                let r = self.fmod(other);
                if !r.is_zero() && (r.below_zero() != other.below_zero()) {
                    FloatFormat::add(r, other)
                } else {
                    r
                }
            }
        }
        impl PowerElem for $t {
            #[inline] fn power(self, other: Self) -> Self { FloatFormat::powf(self, other) }
        }
    )*};
}
float_elem!(f32, f64, bf16, f16);

macro_rules! complex_elem {
    ($($t:ty),*) => {$(
        impl NumericElem for Complex<$t> {
            #[inline]
            fn sub(self, other: Self) -> Self {
                Complex::new(FloatFormat::sub(self.re, other.re), FloatFormat::sub(self.im, other.im))
            }
            #[inline] fn neg(self) -> Self { -self }
        }
        impl FloatElem for Complex<$t> {
            #[inline] fn div(self, other: Self) -> Self { complex::divide(self, other) }
            // XLA does not rewrite a complex division by a broadcast divisor.
            #[inline] fn div_broadcast(self, other: Self) -> Self { complex::divide(self, other) }
            #[inline]
            fn unary(self, op: FloatFn) -> Self {
                match op {
                    FloatFn::Sqrt => complex::sqrt(self),
                    FloatFn::Exp => complex::exp(self),
                    FloatFn::Log => complex::log(self),
                    FloatFn::Sin => complex::sin(self),
                    FloatFn::Cos => complex::cos(self),
                    FloatFn::Tanh => complex::tanh(self),
                }
            }
        }
        impl PowerElem for Complex<$t> {
            #[inline] fn power(self, other: Self) -> Self { complex::power(self, other) }
        }
    )*};
}
complex_elem!(f32, f64);

/// Real elements: `abs` (wrapping for signed integers, as XLA), themselves as
/// their real part, zero as their imaginary part.
macro_rules! real_parts {
    ($($t:ty: |$x:ident| $abs:expr),*) => {$(
        impl elem::PartsElem for $t {
            type Real = $t;
            #[inline] fn abs(self) -> $t { let $x = self; $abs }
            #[inline] fn real(self) -> $t { self }
            #[inline] fn imag(self) -> $t { <$t>::default() }
            #[inline] fn conj(self) -> $t { self }
        }
    )*};
}
real_parts!(
    bool: |x| x, u8: |x| x, u16: |x| x, u32: |x| x, u64: |x| x,
    i8: |x| x.wrapping_abs(), i16: |x| x.wrapping_abs(), i32: |x| x.wrapping_abs(),
    i64: |x| x.wrapping_abs(), bf16: |x| bf16::from_bits(x.to_bits() & 0x7fff),
    f16: |x| f16::from_bits(x.to_bits() & 0x7fff), f32: |x| x.abs(), f64: |x| x.abs()
);

macro_rules! complex_parts {
    ($($t:ty),*) => {$(
        impl elem::PartsElem for Complex<$t> {
            type Real = $t;
            #[inline] fn abs(self) -> $t { complex::abs(self) }
            #[inline] fn real(self) -> $t { self.re }
            #[inline] fn imag(self) -> $t { self.im }
            #[inline] fn conj(self) -> Self { Complex::conj(&self) }
        }
    )*};
}
complex_parts!(f32, f64);
