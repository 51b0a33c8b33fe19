//! Promotion policies as types: [`Standard`] and [`Strict`], a type parameter
//! of a tensor rather than a cargo feature, since features unify across a build.

use core::fmt::Debug;
use core::hash::Hash;

use crate::{DType, Promote, Promoted, PromotionMode, StrictPromote, StrictPromoted};

mod sealed {
    pub trait Sealed {}
}

/// A promotion policy: [`Standard`] or [`Strict`].
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

impl sealed::Sealed for Standard {}
impl sealed::Sealed for Strict {}

impl Policy for Standard {
    const MODE: PromotionMode = PromotionMode::Standard;
    type Same = Standard;
}

impl Policy for Strict {
    const MODE: PromotionMode = PromotionMode::Strict;
    type Same = Strict;
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
    note = "switch one operand's policy first, with `.standard()` or `.strict()`"
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

/// `Joined<P, A, B> = <P as Join<A, B>>::Output`: `A ⊔ B` under policy `P`.
pub type Joined<P, A, B> = <P as Join<A, B>>::Output;
