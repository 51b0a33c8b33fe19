//! Promotion with x64 disabled (`jax_enable_x64=False`, JAX's default), at
//! the type level: [`CanonicalX32`], [`PromoteX32`] and [`StrictPromoteX32`],
//! the compile-time forms of [`DTypeId::canonical_x32`](crate::DTypeId::canonical_x32)
//! and [`PromotionMode::join_x32`](crate::PromotionMode::join_x32); and
//! [`PromoteX32Explicit`], JAX's x32 lattice itself, on which 64-bit dtypes
//! that a program asks for explicitly promote with
//! `jax_explicit_x64_dtypes='allow'`
//! ([`PromotionMode::join_x32_explicit`](crate::PromotionMode::join_x32_explicit)).
//!
//! JAX's x32 lattice differs from its x64 one in one edge: `UInt32` lies
//! below `Int32` (and `UInt64`), not `Int64`, so that no join of dtypes
//! narrower than 64 bits is a 64-bit dtype. With x64 disabled, JAX
//! canonicalizes both inputs to 32 bits and joins them on that lattice; with
//! explicit 64-bit dtypes allowed, it joins them as they are.

use crate::dtype::DType;
use crate::strict::{StrictPromote, StrictPromoted};

/// The dtype JAX gives an array of `Self` with x64 disabled: `Int64` is
/// `Int32`, `UInt64` `UInt32`, `Float64` `Float32`, `Complex128`
/// `Complex64`; every other dtype, the weak types included, is itself. (The
/// weak types as stored with x64 disabled, [`WeakInt32`](crate::WeakInt32) and the others,
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

// The node of what a tensor holds with x64 disabled (the `x32` column of the
// dtype table): `Int32` for `Int64`, the weak type itself for a weak type.
impl<D: DType> CanonicalX32 for D {
    type Output = <D::X32 as DType>::Node;
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
    CanonicalOf<A>: PromoteX32Explicit<CanonicalOf<B>>,
{
    // A join of 32-bit dtypes on the x32 lattice is itself a 32-bit dtype.
    type Output = PromotedX32Explicit<CanonicalOf<A>, CanonicalOf<B>>;
}

/// `PromotedX32<A, B> = <A as PromoteX32<B>>::Output`.
pub type PromotedX32<A, B> = <A as PromoteX32<B>>::Output;

/// Standard promotion with x64 disabled and explicitly requested 64-bit
/// dtypes allowed (`jax_explicit_x64_dtypes='allow'`): `Self ⊔ Rhs` on JAX's
/// x32 lattice, where 64-bit dtypes keep their width.
///
/// Implemented by [`lattice!`](crate::lattice) from the same edges as
/// [`Promote`](crate::Promote) but one: `UInt32` lies just below `Int32` and `UInt64`, so
/// `UInt32 ⊔ Int32` is `Int32` (`Int64` with x64) while `UInt32 ⊔ Int64` is
/// `Int64`. Every other join equals [`Promoted`](type@crate::Promoted)'s. A join that is a weak
/// type is stored as x32 stores it ([`WeakFloat32`](crate::WeakFloat32) for `WeakFloat`), as in
/// [`PromotedX32`].
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// static_assertions::assert_type_eq_all!(PromotedX32Explicit<UInt32, Int32>, Int32);
/// static_assertions::assert_type_eq_all!(PromotedX32Explicit<UInt32, Int64>, Int64);
/// static_assertions::assert_type_eq_all!(PromotedX32Explicit<Float64, Int8>, Float64);
/// static_assertions::assert_type_eq_all!(PromotedX32Explicit<UInt64, Int8>, WeakFloat);
/// static_assertions::assert_not_impl_any!(Float8E4M3Fn: PromoteX32Explicit<Float32>);
/// ```
#[diagnostic::on_unimplemented(
    message = "no implicit promotion between `{Self}` and `{Rhs}` under standard promotion with x64 disabled (JAX's x32 lattice)",
    label = "`{Self}` and `{Rhs}` have no join on JAX's x32 promotion lattice, with or without explicit 64-bit dtypes",
    note = "JAX's extended dtypes (`Float8E4M3Fn` … `Float4E2M1Fn`, `Int4` … `UInt1`) are leaves of the lattice: to avoid unintended promotion they join only the dtypes below them (`Bool`, the literals `WeakInt` and `WeakFloat`, and for the small floats the integers); every two of the 18 classic dtypes have a join",
    note = "cast one side explicitly to the dtype you want, with `cast::<…>()` (JAX's `astype`)"
)]
pub trait PromoteX32Explicit<Rhs: DType>: DType {
    /// The join on the x32 lattice.
    type Output: DType;
}

/// `PromotedX32Explicit<A, B> = <A as PromoteX32Explicit<B>>::Output`.
pub type PromotedX32Explicit<A, B> = <A as PromoteX32Explicit<B>>::Output;

crate::promote::jax_standard_lattice! {
    {
        trait = ::dtype_lattice::PromoteX32Explicit;
        types = ::dtype_lattice;
        /// JAX's x32 lattice at run time: the same joins as the
        /// [`PromoteX32Explicit`] impls.
        runtime = pub(crate) mod x32_lattice for ::dtype_lattice::DTypeId;
    }
    // With x64 disabled, `uint32 ⊔ int32` is `int32`.
    UInt32 => [UInt64, Int32],
}

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
