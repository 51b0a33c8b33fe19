//! Promotion with x64 disabled (`jax_enable_x64=False`, JAX's default), at
//! the type level: [`CanonicalX32`], [`PromoteX32`] and [`StrictPromoteX32`],
//! the compile-time forms of [`DTypeId::canonical_x32`](crate::DTypeId::canonical_x32)
//! and [`PromotionMode::join_x32`](crate::PromotionMode::join_x32).
//!
//! They are blanket impls over the x64 joins, not a lattice of their own: JAX
//! canonicalizes both inputs to 32 bits, joins them on its lattice, and
//! canonicalizes the join.

use crate::{
    BFloat16, Bool, Complex64, Complex128, DType, Float4E2M1Fn, Float6E2M3Fn, Float6E3M2Fn,
    Float8E3M4, Float8E4M3, Float8E4M3B11Fnuz, Float8E4M3Fn, Float8E4M3Fnuz, Float8E5M2,
    Float8E5M2Fnuz, Float8E8M0Fnu, Float16, Float32, Float64, Int1, Int2, Int4, Int8, Int16, Int32,
    Int64, Promote, Promoted, StrictPromote, StrictPromoted, UInt1, UInt2, UInt4, UInt8, UInt16,
    UInt32, UInt64, WeakComplex, WeakComplex64, WeakFloat, WeakFloat32, WeakInt, WeakInt32,
};

/// The dtype JAX gives an array of `Self` with x64 disabled: `Int64` is
/// `Int32`, `UInt64` `UInt32`, `Float64` `Float32`, `Complex128`
/// `Complex64`; every other dtype, the weak types included, is itself. (The
/// weak types as stored with x64 disabled, [`WeakInt32`] and the others,
/// give the weak type they store: their node on the lattice. What a tensor
/// holds is [`DType::X32`].)
///
/// ```
/// use dtype_lattice::*;
///
/// static_assertions::assert_type_eq_all!(<Float64 as CanonicalX32>::Output, Float32);
/// static_assertions::assert_type_eq_all!(<Int8 as CanonicalX32>::Output, Int8);
/// ```
pub trait CanonicalX32: DType {
    /// The dtype with x64 disabled.
    type Output: DType;
}

macro_rules! canonical_x32 {
    ($($d:ident => $c:ident),* $(,)?) => {$(
        impl CanonicalX32 for $d {
            type Output = $c;
        }
    )*};
}

canonical_x32! {
    Bool => Bool, UInt8 => UInt8, UInt16 => UInt16, UInt32 => UInt32, UInt64 => UInt32,
    Int8 => Int8, Int16 => Int16, Int32 => Int32, Int64 => Int32, BFloat16 => BFloat16,
    Float16 => Float16, Float32 => Float32, Float64 => Float32, Complex64 => Complex64,
    Complex128 => Complex64, WeakInt => WeakInt, WeakFloat => WeakFloat,
    WeakComplex => WeakComplex, WeakInt32 => WeakInt, WeakFloat32 => WeakFloat,
    WeakComplex64 => WeakComplex,
    // The extended dtypes are all narrower than 32 bits.
    Float8E4M3Fn => Float8E4M3Fn, Float8E5M2 => Float8E5M2, Float8E4M3Fnuz => Float8E4M3Fnuz,
    Float8E5M2Fnuz => Float8E5M2Fnuz, Float8E4M3B11Fnuz => Float8E4M3B11Fnuz,
    Float8E3M4 => Float8E3M4, Float8E4M3 => Float8E4M3, Float8E8M0Fnu => Float8E8M0Fnu,
    Float6E2M3Fn => Float6E2M3Fn, Float6E3M2Fn => Float6E3M2Fn, Float4E2M1Fn => Float4E2M1Fn,
    Int4 => Int4, UInt4 => UInt4, Int2 => Int2, UInt2 => UInt2, Int1 => Int1, UInt1 => UInt1,
}

/// `<D as CanonicalX32>::Output`.
pub type CanonicalOf<D> = <D as CanonicalX32>::Output;

/// Standard promotion with x64 disabled: `Self ⊔ Rhs` as JAX gives it by
/// default, the canonical join of the canonical inputs. Implemented for
/// every pair.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// static_assertions::assert_type_eq_all!(PromotedX32<UInt32, Int32>, Int32); // Int64 with x64
/// static_assertions::assert_type_eq_all!(PromotedX32<UInt64, Int8>, Int32); // WeakFloat with x64
/// static_assertions::assert_type_eq_all!(PromotedX32<WeakInt, WeakFloat>, WeakFloat);
/// ```
pub trait PromoteX32<Rhs: DType>: DType {
    /// The join with x64 disabled.
    type Output: DType;
}

impl<A, B> PromoteX32<B> for A
where
    A: CanonicalX32,
    B: CanonicalX32,
    CanonicalOf<A>: Promote<CanonicalOf<B>>,
    Promoted<CanonicalOf<A>, CanonicalOf<B>>: CanonicalX32,
{
    type Output = CanonicalOf<Promoted<CanonicalOf<A>, CanonicalOf<B>>>;
}

/// `PromotedX32<A, B> = <A as PromoteX32<B>>::Output`.
pub type PromotedX32<A, B> = <A as PromoteX32<B>>::Output;

/// Strict promotion with x64 disabled: the strict join of the canonical
/// inputs, canonicalized. `Int64` and `Int32` join (both are `Int32`);
/// pairs the strict lattice does not join have no impl.
///
/// ```
/// use dtype_lattice::*;
///
/// static_assertions::assert_type_eq_all!(StrictPromotedX32<Int64, Int32>, Int32);
/// static_assertions::assert_not_impl_any!(Int32: StrictPromoteX32<Float32>);
/// ```
#[diagnostic::on_unimplemented(
    message = "no implicit promotion between `{Self}` and `{Rhs}` under strict promotion with x64 disabled",
    note = "with x64 disabled, strict promotion joins dtypes that are the same at 32 bits (`Int64` with `Int32`) and weak types with the dtypes of their kind or above",
    note = "cast one side explicitly to the dtype you want, or use standard promotion (`PromoteX32`)"
)]
pub trait StrictPromoteX32<Rhs: DType>: DType {
    /// The strict join with x64 disabled.
    type Output: DType;
}

impl<A, B> StrictPromoteX32<B> for A
where
    A: CanonicalX32,
    B: CanonicalX32,
    CanonicalOf<A>: StrictPromote<CanonicalOf<B>>,
    StrictPromoted<CanonicalOf<A>, CanonicalOf<B>>: CanonicalX32,
{
    type Output = CanonicalOf<StrictPromoted<CanonicalOf<A>, CanonicalOf<B>>>;
}

/// `StrictPromotedX32<A, B> = <A as StrictPromoteX32<B>>::Output`.
pub type StrictPromotedX32<A, B> = <A as StrictPromoteX32<B>>::Output;
