//! Promotion policies as types: [`Standard`], [`Strict`] and [`Lossless`],
//! JAX's two modes with x64 disabled, [`StandardX32`] and [`StrictX32`], and
//! the same with explicitly requested 64-bit dtypes allowed,
//! [`StandardX32Explicit`] and [`StrictX32Explicit`]: a type parameter of a
//! tensor rather than a cargo feature or a global flag, since features unify
//! across a build and JAX's `jax_enable_x64` is process-wide.

use core::fmt::Debug;
use core::hash::Hash;

use crate::dtype::DType;
use crate::lossless::{LosslessPromote, LosslessPromoted};
use crate::promote::{Promote, Promoted};
use crate::promote_x32::{
    PromoteX32, PromoteX32Explicit, PromotedX32, PromotedX32Explicit, StrictPromoteX32,
    StrictPromotedX32,
};
use crate::runtime::{PromotionMode, X64Mode};
use crate::strict::{StrictPromote, StrictPromoted};

mod sealed {
    pub trait Sealed {}
}

/// A promotion policy: [`Standard`], [`Strict`] or [`Lossless`] with x64,
/// [`StandardX32`] or [`StrictX32`] with x64 disabled, or
/// [`StandardX32Explicit`] or [`StrictX32Explicit`] with x64 disabled and
/// explicit 64-bit dtypes allowed.
pub trait Policy:
    sealed::Sealed + Copy + Clone + Default + Debug + PartialEq + Eq + Hash + Send + Sync + 'static
{
    /// The same policy at run time (its lattice; see [`X64_MODE`](Self::X64_MODE)).
    const MODE: PromotionMode;
    /// The policy's configuration of JAX's 64-bit dtypes (`jax_enable_x64`
    /// and `jax_explicit_x64_dtypes`) at run time:
    /// [`X64Mode::Enabled`] for [`Standard`], [`Strict`] and [`Lossless`],
    /// [`X64Mode::Disabled`] for the x32 policies, [`X64Mode::Explicit`]
    /// for those with explicit 64-bit dtypes allowed.
    const X64_MODE: X64Mode;
    /// The dtype a result of dtype `D` that JAX gives by default is stored
    /// in under this policy: `D` with x64, [`DType::X32`] without (`Int64`
    /// is `Int32`, `WeakFloat` is [`WeakFloat32`](crate::WeakFloat32)).
    /// `argmax` gives its x64 dtype, `Int64`, through it.
    type Stored<D: DType>: DType;
    /// The dtype a result of dtype `D` computed from an input of dtype `In`
    /// is stored in: [`Stored`](Self::Stored), except with explicit 64-bit
    /// dtypes allowed, where a 64-bit input keeps a 64-bit result
    /// ([`DType::X32Explicit`]). The reductions give their x64 dtypes
    /// through it (`sum` of `Int8` is `Int64` with x64, `Int32` without;
    /// `sum` of an explicit `Int64` is `Int64`), and so does a dtype asked
    /// for (`sum_as::<Int64>`), which is its own input.
    type StoredFrom<In: DType, D: DType>: DType;
    /// `Self`, under another name: lets generic impls (such as the operators
    /// with a scalar operand) name the policy twice.
    #[doc(hidden)]
    type Same: Policy;
}

/// JAX's standard promotion (`jax_numpy_dtype_promotion='standard'`): [`Promote`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Standard;

/// JAX's strict promotion (`jax_numpy_dtype_promotion='strict'`): [`StrictPromote`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Strict;

/// Lossless promotion (JEP 9407's Option 1, which JAX did not choose):
/// [`LosslessPromote`]. A mix compiles only where the result holds every
/// value of both operands.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let a = Tensor::<Int16>::from_vec(vec![-30000, 7]).lossless();
/// let b = Tensor::<Float16>::from_vec(vec![half::f16::from_f32(0.5); 2]).lossless();
/// // int16 ⊔ float16 is float32 here (float16 under standard promotion,
/// // which would round -30000 to -30000 but 30001 to 30000).
/// let c: Tensor<Float32, Lossless> = &a + &b;
/// assert_eq!(c.to_vec(), [-29999.5, 7.5]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lossless;

/// JAX's standard promotion with x64 disabled, JAX's default: joins as
/// [`PromotedX32`] gives them, and every result stored as [`DType::X32`]
/// says: 64-bit dtypes become 32-bit ones, and the weak types are held at
/// 32 bits ([`WeakInt32`](crate::WeakInt32), [`WeakFloat32`](crate::WeakFloat32),
/// [`WeakComplex64`](crate::WeakComplex64)).
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let a = Tensor::<UInt32>::from_vec(vec![4_000_000_000]).standard_x32();
/// let b = Tensor::<Int32>::from_vec(vec![1]).standard_x32();
/// let c: Tensor<Int32, StandardX32> = &a + &b; // int64 with x64
/// assert_eq!(c.to_vec(), [-294_967_295]);
///
/// let counts: Tensor<Int32, StandardX32> = Tensor::<Bool>::ones(&[3]).standard_x32().sum();
/// assert_eq!(counts.to_vec(), [3]);
///
/// // An integer tensor with a float literal is a weak float32.
/// let half = Tensor::<Int32>::from_vec(vec![16_777_217]).standard_x32() * 0.5;
/// assert_eq!(half.to_string(), "Tensor([8388608.], dtype=float32, weak_type=True)");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct StandardX32;

/// JAX's strict promotion with x64 disabled: joins as [`StrictPromotedX32`]
/// gives them (`Int64` joins `Int32`, both being `Int32`), results stored as
/// [`StandardX32`]'s are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct StrictX32;

/// JAX's standard promotion with x64 disabled and explicitly requested
/// 64-bit dtypes allowed (`jax_explicit_x64_dtypes='allow'`, a JAX setting
/// since 2025): a tensor keeps its 64-bit dtype, joins are taken on JAX's x32
/// lattice ([`PromotedX32Explicit`]: `UInt32 ⊔ Int32` is `Int32`, `UInt32 ⊔
/// Int64` is `Int64`), and a result is 64-bit only where an input is
/// ([`DType::X32Explicit`]): the sum of an `Int8` tensor is `Int32`, of an
/// `Int64` one `Int64`; `argmax` gives `Int32`, and a literal is a weak type
/// held at 32 bits, as with x64 disabled.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let big = Tensor::<Int64>::from_vec(vec![1 << 40]).standard_x32_explicit();
/// let small = Tensor::<UInt32>::from_vec(vec![4_000_000_000]).standard_x32_explicit();
/// let sum: Tensor<Int64, StandardX32Explicit> = &big + &small;
/// assert_eq!(sum.to_vec(), [(1 << 40) + 4_000_000_000]);
/// let i: Tensor<Int32, StandardX32Explicit> = &small + &Tensor::<Int32>::ones(&[1]).standard_x32_explicit();
/// assert_eq!(i.to_vec(), [-294_967_295]); // uint32 ⊔ int32 is int32 on the x32 lattice
/// let total: Tensor<Int64, StandardX32Explicit> = big.sum();
/// let counts: Tensor<Int32, StandardX32Explicit> = Tensor::<Int8>::ones(&[3]).standard_x32_explicit().sum();
/// assert_eq!((total.to_vec(), counts.to_vec()), (vec![1 << 40], vec![3]));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct StandardX32Explicit;

/// JAX's strict promotion with x64 disabled and explicit 64-bit dtypes
/// allowed: joins as [`StrictPromoted`](type@crate::StrictPromoted) gives them (JAX's strict lattice is
/// the same in every configuration), results stored as
/// [`StandardX32Explicit`]'s are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct StrictX32Explicit;

/// `Stored<P, D> = <P as Policy>::Stored<D>`: the dtype a result of dtype `D`
/// is stored in under policy `P`.
///
/// ```
/// use dtype_lattice::*;
///
/// static_assertions::assert_type_eq_all!(Stored<Standard, Int64>, Int64);
/// static_assertions::assert_type_eq_all!(Stored<StrictX32, Int64>, Int32);
/// static_assertions::assert_type_eq_all!(Stored<StandardX32, WeakFloat>, WeakFloat32);
/// ```
pub type Stored<P, D> = <P as Policy>::Stored<D>;

macro_rules! policies {
    ($($policy:ident: $mode:ident, $width:ident;)*) => {$(
        impl sealed::Sealed for $policy {}

        impl Policy for $policy {
            const MODE: PromotionMode = PromotionMode::$mode;
            const X64_MODE: X64Mode = policies!(@x64_mode $width);
            type Stored<D: DType> = policies!(@stored $width, D);
            type StoredFrom<In: DType, D: DType> = policies!(@stored_from $width, In, D);
            type Same = $policy;
        }
    )*};
    (@x64_mode x64) => { X64Mode::Enabled };
    (@x64_mode x32) => { X64Mode::Disabled };
    (@x64_mode explicit) => { X64Mode::Explicit };
    (@stored x64, $d:ident) => { $d };
    (@stored $width:ident, $d:ident) => { <$d as DType>::X32 };
    (@stored_from explicit, $in:ident, $d:ident) => { <$in as DType>::X32Explicit<$d> };
    (@stored_from $width:ident, $in:ident, $d:ident) => { policies!(@stored $width, $d) };
}

// Each policy, its mode, and its configuration of JAX's 64-bit dtypes: `x64`
// enabled, `x32` (disabled), `explicit` (disabled, explicit ones allowed).
policies! {
    Standard: Standard, x64;
    Strict: Strict, x64;
    Lossless: Lossless, x64;
    StandardX32: Standard, x32;
    StrictX32: Strict, x32;
    StandardX32Explicit: Standard, explicit;
    StrictX32Explicit: Strict, explicit;
}

/// `StoredFrom<P, In, D> = <P as Policy>::StoredFrom<In, D>`: the dtype a
/// result of dtype `D` computed from an input of dtype `In` is stored in
/// under policy `P`.
///
/// ```
/// use dtype_lattice::*;
///
/// static_assertions::assert_type_eq_all!(StoredFrom<Standard, Int8, Int64>, Int64);
/// static_assertions::assert_type_eq_all!(StoredFrom<StandardX32, Int64, Int64>, Int32);
/// static_assertions::assert_type_eq_all!(StoredFrom<StandardX32Explicit, Int64, Int64>, Int64);
/// static_assertions::assert_type_eq_all!(StoredFrom<StandardX32Explicit, Int8, Int64>, Int32);
/// ```
pub type StoredFrom<P, In, D> = <P as Policy>::StoredFrom<In, D>;

/// The join of `A` and `B` under this policy, for operands whose policies are
/// `Self` and `Rhs`: defined only when both operands have the same policy.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// static_assertions::assert_type_eq_all!(<Standard as Join<Int8, UInt8>>::Output, Int16);
/// static_assertions::assert_type_eq_all!(<Strict as Join<Float16, WeakFloat>>::Output, Float16);
/// static_assertions::assert_not_impl_any!(Strict: Join<Int8, UInt8>);
/// static_assertions::assert_not_impl_any!(Standard: Join<Int8, Int8, Strict>);
/// ```
#[diagnostic::on_unimplemented(
    message = "no join of `{A}` and `{B}` for operands under `{Self}` and `{Rhs}`",
    label = "this needs `{Self}: Join<{A}, {B}, {Rhs}>`",
    note = "in a generic function, add that bound to the policy parameter, with the result it gives: `{Self}: Join<{A}, {B}, {Rhs}, Output = …>`",
    note = "two different policies do not mix: switch one operand's policy first, with `.standard()`, `.strict()`, `.lossless()`, `.standard_x32()`, `.strict_x32()`, `.standard_x32_explicit()` or `.strict_x32_explicit()`"
)]
pub trait Join<A: DType, B: DType, Rhs: Policy = Self>: Policy {
    /// `A ⊔ B` under this policy.
    type Output: DType;
}

impl<A: Promote<B>, B: DType> Join<A, B> for Standard {
    type Output = Promoted<A, B>;
}

impl<A: StrictPromote<B>, B: DType> Join<A, B> for Strict {
    type Output = StrictPromoted<A, B>;
}

impl<A: LosslessPromote<B>, B: DType> Join<A, B> for Lossless {
    type Output = LosslessPromoted<A, B>;
}

impl<A: PromoteX32<B>, B: DType> Join<A, B> for StandardX32 {
    type Output = <PromotedX32<A, B> as DType>::X32;
}

impl<A: StrictPromoteX32<B>, B: DType> Join<A, B> for StrictX32 {
    type Output = <StrictPromotedX32<A, B> as DType>::X32;
}

/// A join of `A` and `B` on JAX's x32 lattice, as explicit 64-bit dtypes
/// store it: a weak one at 32 bits, any other as it is.
type ExplicitJoin<J> = <J as DType>::X32Explicit<J>;

impl<A: DType, B: DType> Join<A, B> for StandardX32Explicit
where
    A::Node: PromoteX32Explicit<B::Node>,
{
    type Output = ExplicitJoin<PromotedX32Explicit<A::Node, B::Node>>;
}

impl<A: DType, B: DType> Join<A, B> for StrictX32Explicit
where
    A::Node: StrictPromote<B::Node>,
{
    type Output = ExplicitJoin<StrictPromoted<A::Node, B::Node>>;
}

/// `Joined<P, A, B> = <P as Join<A, B>>::Output`: `A ⊔ B` under policy `P`.
pub type Joined<P, A, B> = <P as Join<A, B>>::Output;
