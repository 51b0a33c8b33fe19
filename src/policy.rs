//! Promotion policies as types: [`Standard`], [`Strict`] and [`Lossless`], a type parameter
//! of a tensor rather than a cargo feature, since features unify across a build.

use core::fmt::Debug;
use core::hash::Hash;

use crate::{
    DType, LosslessPromote, LosslessPromoted, Promote, Promoted, PromotionMode, StrictPromote,
    StrictPromoted,
};

mod sealed {
    pub trait Sealed {}
}

/// A promotion policy: [`Standard`], [`Strict`] or [`Lossless`].
pub trait Policy:
    sealed::Sealed + Copy + Clone + Default + Debug + PartialEq + Eq + Hash + Send + Sync + 'static
{
    /// The same policy at run time.
    const MODE: PromotionMode;
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
/// use dtype_lattice::*;
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

impl sealed::Sealed for Standard {}
impl sealed::Sealed for Strict {}
impl sealed::Sealed for Lossless {}

impl Policy for Standard {
    const MODE: PromotionMode = PromotionMode::Standard;
    type Same = Standard;
}

impl Policy for Strict {
    const MODE: PromotionMode = PromotionMode::Strict;
    type Same = Strict;
}

impl Policy for Lossless {
    const MODE: PromotionMode = PromotionMode::Lossless;
    type Same = Lossless;
}

/// The join of `A` and `B` under this policy, for operands whose policies are
/// `Self` and `Rhs`: defined only when both operands have the same policy.
///
/// ```
/// use dtype_lattice::*;
///
/// static_assertions::assert_type_eq_all!(<Standard as Join<Int8, UInt8>>::Output, Int16);
/// static_assertions::assert_type_eq_all!(<Strict as Join<Float16, WeakFloat>>::Output, Float16);
/// static_assertions::assert_not_impl_any!(Strict: Join<Int8, UInt8>);
/// static_assertions::assert_not_impl_any!(Standard: Join<Int8, Int8, Strict>);
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot mix `{Self}` and `{Rhs}` promotion in one operation",
    label = "the left operand promotes under `{Self}`, the right one under `{Rhs}`",
    note = "switch one operand's policy first, with `.standard()`, `.strict()` or `.lossless()`"
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

/// `Joined<P, A, B> = <P as Join<A, B>>::Output`: `A ⊔ B` under policy `P`.
pub type Joined<P, A, B> = <P as Join<A, B>>::Output;
