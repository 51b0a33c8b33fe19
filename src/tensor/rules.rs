//! Which operations each dtype has, and the dtype of their results: JAX's
//! rules, checked against a fixture from real JAX for every operation and pair.
//!
//! A binary operation first joins its operands' dtypes under the policy; the
//! traits here then map the join to the dtype the operation computes in:
//! `/` computes in [`Inexact::Output`] (`Int8 / Int8` is `Float32`),
//! `floor_divide`, `%` and `power` turn `Bool` into `Int32`, and so on. A
//! dtype that lacks an operation lacks the trait, so using it does not compile.

use core::ops::Shr;

use typenum::{B1, IsGreaterOrEqual, Shright, True, Unsigned};

use crate::dtype::{
    BFloat16, Bool, Boolean, Complex64, Complex128, ComplexFloating, DType, DTypeKind, Float16,
    Float32, Float64, Floating, Int8, Int16, Int32, Int64, SignedInteger, UInt8, UInt16, UInt32,
    UInt64, UnsignedInteger, WeakComplex, WeakComplex64, WeakFloat, WeakFloat32, WeakInt,
    WeakInt32,
};
use crate::dtype::{
    Float4E2M1Fn, Float6E2M3Fn, Float6E3M2Fn, Float8E3M4, Float8E4M3, Float8E4M3B11Fnuz,
    Float8E4M3Fn, Float8E4M3Fnuz, Float8E5M2, Float8E5M2Fnuz, Float8E8M0Fnu,
};
use crate::dtype::{Int1, Int2, Int4, UInt1, UInt2, UInt4};
use crate::kernels::DotElem;
use crate::policy::{Join, Joined, Policy, Standard, StoredFrom};
use crate::promote::Promote;
use crate::scalar::{
    BitsElem, DivModElem, FloatElem, NumericElem, PartsElem, PowerElem, RealFloatElem,
};

// ---------------------------------------------------------------------------
// Dtype rules: the result dtypes.

/// The inexact dtype an operation on `Self` computes in: `/`, `sqrt`, `exp`,
/// `log`, `sin`, `cos`, `tanh`. Integers and `Bool` give `Float32`, 64-bit
/// integers `Float64`, the weak int the weak float; inexact dtypes keep theirs.
pub trait Inexact: DType {
    /// The inexact dtype.
    type Output: Float + ComplexParts<Real: Float>;
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

/// The dtype of `Self ** Rhs` (`power`) under policy `P`: [`Power::Output`]
/// of `P`'s join, except that JAX drops the weak flag when a weak base meets
/// an integer exponent: `WeakFloat ** UInt8` is `Float64`, `WeakComplex **
/// Int8` is `Complex128`, and `WeakInt ** WeakInt` (or with `Bool`) is
/// `Int64`, under every policy with a join for the pair; with x64 disabled,
/// stored as [`Policy::StoredFrom`] says for the join (`Float32`, `Complex64`,
/// `Int32`).
///
/// ```
/// use dtype_lattice::*;
///
/// static_assertions::assert_type_eq_all!(<Int16 as PowerOf<Float16>>::Output, Float16);
/// static_assertions::assert_type_eq_all!(<Int16 as PowerOf<Float16, Lossless>>::Output, Float32);
/// static_assertions::assert_type_eq_all!(<WeakInt as PowerOf<WeakInt, StandardX32>>::Output, Int32);
/// static_assertions::assert_not_impl_any!(Int64: PowerOf<Float16, Lossless>);
/// ```
pub trait PowerOf<Rhs: DType, P: Policy = Standard>: DType {
    /// The dtype of the power.
    type Output: PowerOps;
}

/// `PowerOf` for each base in the list before `;` with each exponent in the
/// list after it: `int` exponents are the strong integers, `other` the rest
/// (JAX computes a weak float or complex base with a strong integer exponent
/// in the 64-bit dtype of its kind). The exceptions first, then the join's
/// rule.
macro_rules! power_of {
    ($($a:ident)*; $exponent:ident $bs:tt) => {$(
        power_of!(@row $a $exponent $bs);
    )*};
    (@row $a:ident $exponent:ident [$($b:ident)*]) => {$(
        impl<P: Join<$a, $b>> PowerOf<$b, P> for $a
        where
            Joined<P, $a, $b>: Power,
            StoredFrom<P, Joined<P, $a, $b>, power_of!(@out $exponent $a $b)>: PowerOps,
        {
            type Output = StoredFrom<P, Joined<P, $a, $b>, power_of!(@out $exponent $a $b)>;
        }
    )*};
    (@out other WeakInt Bool) => { Int64 };
    (@out other Bool WeakInt) => { Int64 };
    (@out other WeakInt WeakInt) => { Int64 };
    (@out other WeakInt32 Bool) => { Int64 };
    (@out other Bool WeakInt32) => { Int64 };
    (@out other WeakInt32 WeakInt32) => { Int64 };
    (@out other WeakInt WeakInt32) => { Int64 };
    (@out other WeakInt32 WeakInt) => { Int64 };
    (@out int WeakFloat $b:ident) => { Float64 };
    (@out int WeakFloat32 $b:ident) => { Float64 };
    (@out int WeakComplex $b:ident) => { Complex128 };
    (@out int WeakComplex64 $b:ident) => { Complex128 };
    (@out $exponent:ident $a:ident $b:ident) => { <Joined<P, $a, $b> as Power>::Output };
}

/// `PowerOf` from the dtype table's groups: every pair of the classic
/// dtypes (the first eight groups, and the weak types as stored with x64
/// disabled, which have no row there); each small float with itself and
/// with the dtypes below it (`Bool`, the integers, the weak int and float),
/// both ways, the only dtypes it joins. The narrow integers have no `power`,
/// as JAX raises for them.
macro_rules! powers {
    (
        []
        bool { $($bool:ident $_bool:tt)* }
        unsigned { $($unsigned:ident $_unsigned:tt)* }
        signed { $($signed:ident $_signed:tt)* }
        floats { $($float:ident $_float:tt)* }
        complex { $($complex:ident $_complex:tt)* }
        weak_int { $($weak_int:ident $_weak_int:tt)* }
        weak_float { $($weak_float:ident $_weak_float:tt)* }
        weak_complex { $($weak_complex:ident $_weak_complex:tt)* }
        small_floats { $($small:ident $_small:tt)* }
        $($rest:tt)*
    ) => {
        power_of! {
            $($bool)* $($unsigned)* $($signed)* $($float)* $($complex)* $($weak_int)*
            $($weak_float)* $($weak_complex)* WeakInt32 WeakFloat32 WeakComplex64;
            int [$($unsigned)* $($signed)*]
        }
        power_of! {
            $($bool)* $($unsigned)* $($signed)* $($float)* $($complex)* $($weak_int)*
            $($weak_float)* $($weak_complex)* WeakInt32 WeakFloat32 WeakComplex64;
            other [$($bool)* $($float)* $($complex)* $($weak_int)* $($weak_float)*
            $($weak_complex)* WeakInt32 WeakFloat32 WeakComplex64]
        }
        power_of! { $($small)*; int [$($unsigned)* $($signed)*] }
        power_of! { $($small)*; other [$($bool)* $($weak_int)* $($weak_float)* WeakInt32 WeakFloat32] }
        power_of! {
            $($bool)* $($unsigned)* $($signed)* $($weak_int)* $($weak_float)* WeakInt32 WeakFloat32;
            other [$($small)*]
        }
        $(power_of! { $small; other [$small] })*
    };
}

crate::__dtype_table!([powers]);

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

/// The dtype of `logaddexp`: [`Inexact::Output`] of the join, made strong
/// where it is complex (JAX rebuilds a complex result with `lax.complex`,
/// which drops the weak flag): `WeakComplex` gives `Complex128`, while
/// `WeakFloat` stays weak. (`logaddexp2` and `hypot` make every result strong:
/// [`DType::Strong`].)
pub trait StrongIfComplex: Float {
    /// The dtype.
    type Output: Float;
}

macro_rules! strong_if_complex {
    ($($d:ident => $out:ident),*) => {$(
        impl StrongIfComplex for $d {
            type Output = $out;
        }
    )*};
}

strong_if_complex!(
    BFloat16 => BFloat16, Float16 => Float16, Float32 => Float32, Float64 => Float64,
    WeakFloat => WeakFloat, Complex64 => Complex64, Complex128 => Complex128,
    WeakComplex => Complex128, WeakFloat32 => WeakFloat32, WeakComplex64 => Complex64
);

/// The result dtypes of the reductions, with x64 as JAX has them. A
/// reduction's result is never weak: each is made [`DType::Strong`]. Under
/// the x32 policies, `sum`, `prod`, `cumsum` and `cumprod` store theirs as
/// [`Policy::StoredFrom`] says (`Int64` is `Int32`, except for a 64-bit input
/// with explicit 64-bit dtypes allowed).
pub trait Reduce: DType {
    /// `sum` and `prod`: `Bool` and signed integers give `Int64`, unsigned
    /// integers `UInt64`, floats their own dtype (weak types made strong).
    type Sum: DType;
    /// `mean`: [`Inexact::Output`], made strong.
    type Mean: Float;
    /// `max` and `min`: the dtype itself, made strong.
    type Extremum: DType;
    /// `cumsum` and `cumprod`: `Bool` gives `Int64`, every other dtype its
    /// own, made strong (unlike `sum`, integers do not widen).
    type Cumulative: DType;
    /// `var` and `std`: the real part of [`Inexact::Output`], made strong
    /// (`Int8` gives `Float32`, `Complex64` gives `Float32`).
    type Variance: Float;
}

/// The dtype of `sum`, `prod` and `trace` of a `Tensor<D, P>`:
/// [`Reduce::Sum`], stored as policy `P` stores a result computed from `D`
/// ([`Policy::StoredFrom`]).
///
/// ```
/// use dtype_lattice::*;
///
/// static_assertions::assert_type_eq_all!(SumOf<Int8, Standard>, Int64);
/// static_assertions::assert_type_eq_all!(SumOf<Int8, StandardX32>, Int32);
/// static_assertions::assert_type_eq_all!(SumOf<Int64, StandardX32Explicit>, Int64);
/// ```
pub type SumOf<D, P> = StoredFrom<P, D, <D as Reduce>::Sum>;

/// The dtype of `cumsum` and `cumprod` of a `Tensor<D, P>`:
/// [`Reduce::Cumulative`], stored as policy `P` stores a result computed
/// from `D`.
pub type CumulativeOf<D, P> = StoredFrom<P, D, <D as Reduce>::Cumulative>;

/// One row per dtype, a column per rule:
///
/// | column | rule |
/// |---|---|
/// | `inexact` | [`Inexact::Output`]: the dtype `/` and the transcendental functions compute in |
/// | `floor` | [`FloorDivide::Output`], or `-` where `floor_divide` and `%` do not exist |
/// | `power` | [`Power::Output`] |
/// | `real` | [`ComplexParts::Real`] |
/// | `sum` | [`Reduce::Sum`] before it is made strong |
/// | `cumulative` | [`Reduce::Cumulative`] before it is made strong |
///
/// [`Reduce::Mean`], [`Reduce::Extremum`] and [`Reduce::Variance`] follow
/// from the other columns.
macro_rules! rules {
    ($($d:ident: $inexact:ident, $floor:tt, $power:ident, $real:ident, $sum:ident, $cumulative:ident;)*) => {$(
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
            fn abs(a: Self::Elem) -> <$real as DType>::Elem { PartsElem::abs(a) }
            #[inline]
            fn real(a: Self::Elem) -> <$real as DType>::Elem { PartsElem::real(a) }
            #[inline]
            fn imag(a: Self::Elem) -> <$real as DType>::Elem { PartsElem::imag(a) }
            #[inline]
            fn conj(a: Self::Elem) -> Self::Elem { PartsElem::conj(a) }
        }
        impl Reduce for $d {
            type Sum = <$sum as DType>::Strong;
            type Mean = <$inexact as DType>::Strong;
            type Extremum = <$d as DType>::Strong;
            type Cumulative = <$cumulative as DType>::Strong;
            type Variance = <<$inexact as ComplexParts>::Real as DType>::Strong;
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
    // dtype:    inexact,     floor,       power,       real,        sum,         cumulative
    Bool:        Float32,     Int32,       Int32,       Bool,        Int64,       Int64;
    UInt8:       Float32,     UInt8,       UInt8,       UInt8,       UInt64,      UInt8;
    UInt16:      Float32,     UInt16,      UInt16,      UInt16,      UInt64,      UInt16;
    UInt32:      Float32,     UInt32,      UInt32,      UInt32,      UInt64,      UInt32;
    UInt64:      Float64,     UInt64,      UInt64,      UInt64,      UInt64,      UInt64;
    Int8:        Float32,     Int8,        Int8,        Int8,        Int64,       Int8;
    Int16:       Float32,     Int16,       Int16,       Int16,       Int64,       Int16;
    Int32:       Float32,     Int32,       Int32,       Int32,       Int64,       Int32;
    Int64:       Float64,     Int64,       Int64,       Int64,       Int64,       Int64;
    BFloat16:    BFloat16,    BFloat16,    BFloat16,    BFloat16,    BFloat16,    BFloat16;
    Float16:     Float16,     Float16,     Float16,     Float16,     Float16,     Float16;
    Float32:     Float32,     Float32,     Float32,     Float32,     Float32,     Float32;
    Float64:     Float64,     Float64,     Float64,     Float64,     Float64,     Float64;
    Complex64:   Complex64,   -,           Complex64,   Float32,     Complex64,   Complex64;
    Complex128:  Complex128,  -,           Complex128,  Float64,     Complex128,  Complex128;
    WeakInt:     WeakFloat,   WeakInt,     WeakInt,     WeakInt,     WeakInt,     WeakInt;
    WeakFloat:   WeakFloat,   WeakFloat,   WeakFloat,   WeakFloat,   WeakFloat,   WeakFloat;
    WeakComplex: WeakComplex, -,           WeakComplex, WeakFloat,   WeakComplex, WeakComplex;
    // The weak types as stored with x64 disabled: as the weak types, at 32 bits.
    WeakInt32:   WeakFloat32, WeakInt32,   WeakInt32,   WeakInt32,   WeakInt32,   WeakInt32;
    WeakFloat32: WeakFloat32, WeakFloat32, WeakFloat32, WeakFloat32, WeakFloat32, WeakFloat32;
    WeakComplex64: WeakComplex64, -,       WeakComplex64, WeakFloat32, WeakComplex64, WeakComplex64;
}

// The small floats (the dtype table's group): they keep their dtype in every
// rule, as the classic floats do (their `power` impls are `powers!`'s).
macro_rules! small_floats {
    (
        []
        bool $bool:tt unsigned $unsigned:tt signed $signed:tt floats $floats:tt complex $complex:tt
        weak_int $weak_int:tt weak_float $weak_float:tt weak_complex $weak_complex:tt
        small_floats { $($d:ident { $($row:tt)* })* } $($rest:tt)*
    ) => {
        rules! { $($d: $d, $d, $d, $d, $d, $d;)* }
    };
}

crate::__dtype_table!([small_floats]);

/// The narrow integers keep their dtype in `floor_divide` and `%`, as JAX
/// gives them. They have no row in the table above: JAX's other rules are
/// irregular for them (`int4 / int4` is `float32` but `int2 / int2` is
/// `int2`; `abs` of a signed one, `sum`, `prod` and `power` raise), so they
/// have only the operations whose rule is their own dtype, and `int4` and
/// `uint4` the inexact dtype of the other integers, `Float32` (`/`, `sqrt`,
/// `exp`, …), as JAX gives them.
/// `tests/jax_extended_dtypes.rs` lists what JAX computes beyond these.
macro_rules! narrow_int_rules {
    ($($d:ident),*; inexact $($i:ident),*) => {
        $(impl FloorDivide for $d {
            type Output = $d;
        })*
        $(impl Inexact for $i {
            type Output = Float32;
        })*
    };
}

narrow_int_rules!(Int4, UInt4, Int2, UInt2, Int1, UInt1; inexact Int4, UInt4);

// ---------------------------------------------------------------------------
// The binary operations: each one's dtypes, once, for every engine.

/// The dtypes of a binary operation of `jax.numpy`: `Self` is the operation
/// (a unit type of [`binary`]), `A` and `B` the operands' dtypes, `P` and
/// `Q` their policies. Both operands are converted to [`Compute`](Self::Compute)
/// and the result has dtype [`Output`](Self::Output).
///
/// This is the one statement of each operation's rule: [`Tensor`](crate::Tensor)'s
/// operators and methods take their result dtypes from it, and so does every
/// other engine the typed layer runs on (candle's tensors, with feature
/// `candle`). A mix with no join under the policies, or a join without the
/// operation (`Bool - Bool`, `Complex64 % Complex64`), has no impl, and the
/// compile error names the missing join or operation.
///
/// ```
/// use dtype_lattice::prelude::*;
/// use dtype_lattice::{BinaryRule, binary};
///
/// static_assertions::assert_type_eq_all!(
///     <binary::TrueDivide as BinaryRule<Int8, UInt8, Standard, Standard>>::Output,
///     Float32
/// );
/// static_assertions::assert_type_eq_all!(
///     <binary::Less as BinaryRule<Int8, Float16, Standard, Standard>>::Compute,
///     Float16
/// );
/// static_assertions::assert_type_eq_all!(
///     <binary::Less as BinaryRule<Int8, Float16, Standard, Standard>>::Output,
///     Bool
/// );
/// static_assertions::assert_not_impl_any!(binary::Subtract: BinaryRule<Bool, Bool, Standard, Standard>);
/// ```
pub trait BinaryRule<A: DType, B: DType, P: Policy, Q: Policy> {
    /// The dtype both operands are converted to.
    type Compute: DType;
    /// The result's dtype.
    type Output: DType;
}

/// The binary operations of `jax.numpy`, as types that [`BinaryRule`] gives
/// the dtypes of.
pub mod binary {
    use core::marker::PhantomData;

    /// `jnp.matmul` computed in `J` (the join of the operands' dtypes): the
    /// operation that [`Runs`](crate::Runs) names, per dtype, since an engine
    /// may multiply some dtypes only (candle multiplies floats).
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
    pub struct Matmul<J>(PhantomData<fn() -> J>);

    macro_rules! operations {
        ($($(#[$doc:meta])* $name:ident;)*) => {$(
            $(#[$doc])*
            #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
            pub struct $name;
        )*};
    }

    operations! {
        /// `jnp.add`: in the join.
        Add;
        /// `jnp.subtract`: in the join, which must be numeric (not `Bool`).
        Subtract;
        /// `jnp.multiply`: in the join.
        Multiply;
        /// `jnp.true_divide`: in the join's inexact dtype ([`Inexact`](super::Inexact)).
        TrueDivide;
        /// `jnp.remainder`: in the join's [`FloorDivide`](super::FloorDivide) dtype.
        Remainder;
        /// `jnp.floor_divide`: in the join's [`FloorDivide`](super::FloorDivide) dtype.
        FloorDivide;
        /// `jnp.power`: in [`PowerOf`](super::PowerOf)'s dtype.
        Power;
        /// `jnp.maximum`: in the join.
        Maximum;
        /// `jnp.minimum`: in the join.
        Minimum;
        /// `jnp.less`: compares in the join, gives `Bool`.
        Less;
        /// `jnp.less_equal`: compares in the join, gives `Bool`.
        LessEqual;
        /// `jnp.greater`: compares in the join, gives `Bool`.
        Greater;
        /// `jnp.greater_equal`: compares in the join, gives `Bool`.
        GreaterEqual;
        /// `jnp.equal`: compares in the join, gives `Bool`.
        Equal;
        /// `jnp.not_equal`: compares in the join, gives `Bool`.
        NotEqual;
        /// `jnp.bitwise_and`: in the join, a boolean or integer dtype.
        BitwiseAnd;
        /// `jnp.bitwise_or`: in the join, a boolean or integer dtype.
        BitwiseOr;
        /// `jnp.bitwise_xor`: in the join, a boolean or integer dtype.
        BitwiseXor;
        /// `jnp.logical_and`: a function of [`Tensor`](crate::Tensor)'s, without an operator.
        LogicalAnd;
        /// `jnp.logical_or`: a function of [`Tensor`](crate::Tensor)'s, without an operator.
        LogicalOr;
        /// `jnp.logical_xor`: a function of [`Tensor`](crate::Tensor)'s, without an operator.
        LogicalXor;
        /// `jnp.fmax`: a function of [`Tensor`](crate::Tensor)'s, without an operator.
        Fmax;
        /// `jnp.fmin`: a function of [`Tensor`](crate::Tensor)'s, without an operator.
        Fmin;
        /// `jnp.copysign`: a function of [`Tensor`](crate::Tensor)'s, without an operator.
        Copysign;
        /// `jnp.nextafter`: a function of [`Tensor`](crate::Tensor)'s, without an operator.
        Nextafter;
        /// `jnp.left_shift`: a function of [`Tensor`](crate::Tensor)'s, without an operator.
        LeftShift;
        /// `jnp.right_shift`: a function of [`Tensor`](crate::Tensor)'s, without an operator.
        RightShift;
        /// `jnp.arctan2`: a function of [`Tensor`](crate::Tensor)'s, without an operator.
        Arctan2;
        /// `jnp.hypot`: a function of [`Tensor`](crate::Tensor)'s, without an operator.
        Hypot;
        /// `jnp.logaddexp`: a function of [`Tensor`](crate::Tensor)'s, without an operator.
        Logaddexp;
        /// `jnp.logaddexp2`: a function of [`Tensor`](crate::Tensor)'s, without an operator.
        Logaddexp2;
        /// `jnp.float_power`: a function of [`Tensor`](crate::Tensor)'s, without an operator.
        FloatPower;
    }
}

/// The element functions of `jax.numpy` that an engine may lack, as types
/// that [`Runs`](crate::Runs) names: `E: Runs<unary::Exp>`.
pub mod unary {
    use crate::scalar::FloatFn;

    /// A transcendental function of [`Tensor`](crate::Tensor), computed in
    /// [`Inexact::Output`](super::Inexact).
    pub trait FloatFunction {
        /// The function, for the crate's element code.
        #[doc(hidden)]
        const FN: FloatFn;
    }

    macro_rules! float_functions {
        ($($(#[$doc:meta])* $name:ident;)*) => {$(
            $(#[$doc])*
            #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
            pub struct $name;

            impl FloatFunction for $name {
                const FN: FloatFn = FloatFn::$name;
            }
        )*};
    }

    float_functions! {
        /// `jnp.sqrt`.
        Sqrt;
        /// `jnp.exp`.
        Exp;
        /// `jnp.log`.
        Log;
        /// `jnp.sin`.
        Sin;
        /// `jnp.cos`.
        Cos;
        /// `jnp.tanh`.
        Tanh;
        /// `jnp.expm1`.
        Expm1;
        /// `jnp.log1p`.
        Log1p;
    }
}

/// [`BinaryRule`] for each operation: the join `J` of the operands under
/// the policies, the bounds on it, and the dtypes computed in and returned.
macro_rules! binary_rules {
    ($($op:ident <$($g:ident),*> where [$($bounds:tt)*] => $compute:ty, $output:ty;)*) => {$(
        impl<A: DType, B: DType, P: Policy, Q: Policy, J, $($g),*> BinaryRule<A, B, P, Q> for binary::$op
        where
            P: Join<A, B, Q, Output = J>,
            $($bounds)*
        {
            type Compute = $compute;
            type Output = $output;
        }
    )*};
}

binary_rules! {
    Add <> where [J: DType] => J, J;
    Subtract <> where [J: Numeric] => J, J;
    Multiply <> where [J: DType] => J, J;
    TrueDivide <O> where [J: Inexact<Output = O>, O: Float] => O, O;
    Remainder <O> where [J: FloorDivide<Output = O>, O: DivMod] => O, O;
    FloorDivide <O> where [J: FloorDivide<Output = O>, O: DivMod] => O, O;
    Power <O> where [J: DType, A: PowerOf<B, P, Output = O>, O: PowerOps] => O, O;
    Maximum <> where [J: DType] => J, J;
    Minimum <> where [J: DType] => J, J;
    Less <> where [J: DType] => J, Bool;
    LessEqual <> where [J: DType] => J, Bool;
    Greater <> where [J: DType] => J, Bool;
    GreaterEqual <> where [J: DType] => J, Bool;
    Equal <> where [J: DType] => J, Bool;
    NotEqual <> where [J: DType] => J, Bool;
    BitwiseAnd <> where [J: BitwiseOps] => J, J;
    BitwiseOr <> where [J: BitwiseOps] => J, J;
    BitwiseXor <> where [J: BitwiseOps] => J, J;
}

// ---------------------------------------------------------------------------
// Operation gates: which dtypes have an operation. Each is a marker trait,
// implemented for exactly the dtypes whose element type has the operation's
// element functions (`crate::scalar::ops`); the kernels call those.
// `do_not_recommend`: a dtype without the operation gets the gate's own
// message, not a note about its element type.

/// Dtypes with subtraction and negation: every dtype but `Bool`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no subtraction or negation: JAX raises for boolean `-`",
    note = "use `^` (logical xor) or `!`, or cast to an integer dtype first"
)]
pub trait Numeric: DType<Elem: NumericElem> {}

#[diagnostic::do_not_recommend]
impl<D: DType<Elem: NumericElem>> Numeric for D {}

/// Inexact dtypes: the floats and complex dtypes (weak ones included), which
/// have `/` and the transcendental functions.
pub trait Float: Numeric + DType<Elem: FloatElem> {}

#[diagnostic::do_not_recommend]
impl<D: DType<Elem: FloatElem>> Float for D {}

/// Dtypes with `floor_divide` and `%`: integers and floats.
pub trait DivMod: Numeric + DType<Elem: DivModElem> {}

#[diagnostic::do_not_recommend]
impl<D: DType<Elem: DivModElem>> DivMod for D {}

/// Dtypes with `power`: every numeric dtype.
pub trait PowerOps: Numeric + DType<Elem: PowerElem> {}

#[diagnostic::do_not_recommend]
impl<D: DType<Elem: PowerElem>> PowerOps for D {}

/// Dtypes with `&`, `|` and `^`: `Bool`, the integers and the weak int.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no bitwise operations: JAX has `&`, `|` and `^` for booleans and integers only",
    note = "cast to an integer dtype first"
)]
pub trait BitwiseOps: DType<Elem: BitsElem> {}

#[diagnostic::do_not_recommend]
impl<D: DType<Elem: BitsElem>> BitwiseOps for D {}

/// The real floating dtypes: what `hypot` computes in (JAX raises for
/// complex operands, "not well defined for complex-valued inputs"), and what
/// `rsqrt` and `logistic` take (`lax.rsqrt` and `lax.logistic` raise for
/// integers and booleans).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a real floating dtype: JAX raises for it here (`lax.rsqrt`, `lax.logistic` of integers; `hypot` of complex numbers)",
    note = "cast an integer tensor first (`.cast::<Float32>()`); take a complex one's real part (`.real()`) or magnitude (`.abs()`)"
)]
pub trait RealFloating: Float + DType<Elem: RealFloatElem> {}

#[diagnostic::do_not_recommend]
impl<D: DType<Elem: RealFloatElem>> RealFloating for D {}

/// Dtypes whose values lie on a line, which `clip`, `argmax` and `argmin`
/// need: every dtype but the complex ones.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no order: JAX raises for complex values in `clip`, `argmax` and `argmin`",
    note = "use the real or imaginary part (`.real()`, `.imag()`) or the magnitude (`.abs()`); `maximum` and `minimum` order complex numbers lexicographically"
)]
pub trait Ordered: DType {}

/// The dtypes whose elements are their own real part.
#[diagnostic::do_not_recommend]
impl<D: DType> Ordered for D where D::Elem: PartsElem<Real = D::Elem> {}

/// Dtypes with products (`matmul`, `dot`, …): every dtype. The bound lets
/// generic code call the kernels.
pub trait Contract: DType<Elem: DotElem> {}

#[diagnostic::do_not_recommend]
impl<D: DType<Elem: DotElem>> Contract for D {}

// ---------------------------------------------------------------------------
// Accumulators: JAX's `preferred_element_type`.

/// A dtype that products may accumulate in (JAX's `preferred_element_type`):
/// a strong dtype, since JAX takes a dtype there, never a weak type.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a dtype to accumulate in: JAX's `preferred_element_type` is a strong dtype",
    note = "name a strong dtype, such as `Int32`, `Int64`, `Float32` or `Float64`"
)]
pub trait Accumulator: Contract {}

/// The strong classic dtypes accumulate: the table's groups before the weak
/// ones.
macro_rules! accumulators {
    (
        []
        bool { $($b:ident $b_row:tt)* } unsigned { $($u:ident $u_row:tt)* }
        signed { $($s:ident $s_row:tt)* } floats { $($f:ident $f_row:tt)* }
        complex { $($c:ident $c_row:tt)* } $($rest:tt)*
    ) => {
        $(impl Accumulator for $b {})*
        $(impl Accumulator for $u {})*
        $(impl Accumulator for $s {})*
        $(impl Accumulator for $f {})*
        $(impl Accumulator for $c {})*
    };
}

crate::__dtype_table!([accumulators]);

/// `Self` accumulates in `E`: `E` lies above `Self` on the lattice (`Self ⊔ E
/// = E`), and if `Self` is not a real float, `E` is at least as wide, a
/// complex dtype counting the width of its parts, as XLA's `dot_general`
/// requires of its `preferred_element_type` (`int8` in `int32`, `float32`
/// or `bfloat16`; `int32` in `float32` or `complex64` but not `bfloat16`;
/// `int64` in `complex128` but not `complex64`; a weak int, stored as
/// `int64`, only in 64-bit dtypes).
#[diagnostic::on_unimplemented(
    message = "`{Self}` does not accumulate in `{E}`: JAX's `preferred_element_type` must lie above each operand's dtype, and be at least as wide as an integer or complex one",
    note = "accumulate in a wider dtype (`Int32`, `Int64`, `Float32`, `Float64`), or cast the result"
)]
pub trait AccumulatesIn<E: DType>: DType {}

#[diagnostic::do_not_recommend]
impl<A, E> AccumulatesIn<E> for A
where
    A: Promote<E, Output = E>,
    E: DType,
    (A::Kind, E::Kind): WideEnough<A::Bits, E::Bits>,
{
}

/// The width rule of [`AccumulatesIn`], on the kinds of the operand and of
/// the accumulator and their widths in bits: real floats accumulate in any
/// dtype above them; other operands in dtypes at least as wide, a complex
/// accumulator counting half its width (XLA compares the widths of parts).
#[doc(hidden)]
pub trait WideEnough<Bits: Unsigned, Into: Unsigned> {}

impl<K: DTypeKind, Bits: Unsigned, Into: Unsigned> WideEnough<Bits, Into> for (Floating, K) {}

impl<Bits: Unsigned, Into: Unsigned + IsGreaterOrEqual<Bits, Output = True>> WideEnough<Bits, Into>
    for (ComplexFloating, ComplexFloating)
{
}

macro_rules! at_least_as_wide {
    ($($kind:ident)*) => {$(
        at_least_as_wide!(@real $kind: Boolean UnsignedInteger SignedInteger Floating);
        impl<Bits: Unsigned, Into: Unsigned + Shr<B1>> WideEnough<Bits, Into>
            for ($kind, ComplexFloating)
        where
            Shright<Into, B1>: IsGreaterOrEqual<Bits, Output = True>,
        {
        }
    )*};
    (@real $kind:ident: $($into:ident)*) => {$(
        impl<Bits: Unsigned, Into: Unsigned + IsGreaterOrEqual<Bits, Output = True>>
            WideEnough<Bits, Into> for ($kind, $into)
        {
        }
    )*};
}

at_least_as_wide!(Boolean UnsignedInteger SignedInteger);

/// One bound for generic code over the real float dtypes (`BFloat16`,
/// `Float16`, `Float32`, `Float64`): a strong real float that is its own
/// inexact dtype, and whose reductions (`sum`, `mean`, `var`, `max`) and
/// powers keep it. With [`FloatPolicy<F>`](FloatPolicy) on the policy, every
/// operation of two `Tensor<F, P>`, of one and a float literal, every
/// function and every reduction of one is again a `Tensor<F, P>`:
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// /// `jax.nn.softmax(x, axis=-1)`, for every real float dtype and policy.
/// fn softmax<F: FloatDType, P: FloatPolicy<F>>(x: &Tensor<F, P>) -> Result<Tensor<F, P>, ShapeError> {
///     let e = (x - &x.max_axes(-1, true)?).exp();
///     Ok(&e / &e.sum_axes(-1, true)?)
/// }
///
/// /// A layer norm over the last axis.
/// fn layer_norm<F: FloatDType, P: FloatPolicy<F>>(x: &Tensor<F, P>) -> Result<Tensor<F, P>, ShapeError> {
///     let mean = x.mean_axes(-1, true)?;
///     let scale = (x.var_axes(-1, true)? + 1e-6).rsqrt();
///     Ok(&(x - &mean) * &scale)
/// }
///
/// let x = Tensor::<BFloat16>::ones(&[2, 4]);
/// assert_eq!(softmax(&x)?.to_vec()[0], half::bf16::from_f32(0.25));
/// let y: Tensor<Float32, Strict> = layer_norm(&Tensor::<Float32, Strict>::ones(&[2, 4]))?;
/// assert_eq!(y.to_vec(), [0.0; 8]);
/// # Ok::<(), ShapeError>(())
/// ```
///
/// `jax.nn`'s float functions ([`crate::nn`]) take these bounds.
pub trait FloatDType:
    RealFloating
    + Inexact<Output = Self>
    + Power<Output = Self>
    + ComplexParts<Real = Self>
    + Reduce<Extremum = Self, Sum = Self, Mean = Self, Variance = Self>
{
}

impl<F> FloatDType for F where
    F: RealFloating
        + Inexact<Output = F>
        + Power<Output = F>
        + ComplexParts<Real = F>
        + Reduce<Extremum = F, Sum = F, Mean = F, Variance = F>
{
}

/// A policy under which the float dtype `F` ([`FloatDType`]) joins itself
/// and a float literal as `F`, and stores its sums as `F`: every policy for
/// the dtypes it has (not `Float64` with x64 disabled).
pub trait FloatPolicy<F: DType>:
    Join<F, F, Self, Output = F>
    + Join<F, WeakFloat, Self, Output = F>
    + Policy<StoredFrom<F, F> = F, Same = Self>
{
}

impl<P, F: DType> FloatPolicy<F> for P where
    P: Join<F, F, P, Output = F>
        + Join<F, WeakFloat, P, Output = F>
        + Policy<StoredFrom<F, F> = F, Same = P>
{
}
