//! XLA's rewrites on CPU that change a binary operation's values and
//! depend on the operands' dtypes and shapes: a product with a `Bool`
//! operand that is not broadcast becomes a select ([`BoolSelect`]), and so
//! does a `Bool` dividend over a broadcast divisor.

use super::elementwise::broadcast_shape;
use crate::dtype::{DType, DTypeId};
use crate::scalar::{Element, FloatElem};

/// Which operand of a product XLA on CPU turns into a select's condition:
/// a `Bool` operand that is not broadcast (its shape is the result's), when
/// the result `O` is a float other than `bfloat16`, or complex. XLA
/// simplifies `convert(pred) * x` into `select(pred, x, 0)`; a broadcast
/// `pred` hides the pattern, and `bfloat16` is not rewritten (both checked
/// against JAX in `tests/jax_selection.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BoolSelect {
    Left,
    Right,
}

impl BoolSelect {
    pub(crate) fn of<A: DType, B: DType, O: DType>(
        lhs: &[usize],
        rhs: &[usize],
    ) -> Option<BoolSelect> {
        let shape = broadcast_shape(lhs, rhs)
            .ok()
            .filter(|_| Self::rewrites::<O>())?;
        if A::ID == DTypeId::Bool && lhs == shape.as_slice() {
            Some(BoolSelect::Left)
        } else if B::ID == DTypeId::Bool && rhs == shape.as_slice() {
            Some(BoolSelect::Right)
        } else {
            None
        }
    }
}

impl BoolSelect {
    /// Whether XLA rewrites a product with a converted bool into a select for
    /// a result of dtype `O`: a float other than `bfloat16`, or complex.
    fn rewrites<O: DType>() -> bool {
        use crate::dtype::DTypeId::{
            Complex64, Complex128, Float16, Float32, Float64, WeakComplex, WeakFloat,
        };
        matches!(
            O::ID,
            Float16 | Float32 | Float64 | Complex64 | Complex128 | WeakFloat | WeakComplex
        )
    }

    /// Whether `a / b` is a select too: a `Bool` dividend that is not
    /// broadcast, over a broadcast divisor (a division XLA turns into a
    /// product with the reciprocal), for a result the rewrite applies to.
    pub(crate) fn dividend<A: DType, O: DType>(lhs: &[usize], rhs: &[usize]) -> bool {
        A::ID == DTypeId::Bool
            && Self::rewrites::<O>()
            && broadcast_shape(lhs, rhs).is_ok_and(|shape| shape == lhs && shape != rhs)
    }
}

/// `select(x, 1 / y, 0)`, for a boolean `x` over a broadcast divisor `y`
/// (see [`BoolSelect::dividend`]).
#[inline]
pub(crate) fn select_reciprocal<A: Element, B: Element, O: Element + FloatElem>(x: A, y: B) -> O {
    if x.cast::<bool>() {
        FloatElem::div_broadcast(true.cast(), y.cast())
    } else {
        O::default()
    }
}

/// `select(x, y, 0)`, for a boolean `x` (see [`BoolSelect`]).
#[inline]
pub(crate) fn select_by_lhs<A: Element, B: Element, O: Element>(x: A, y: B) -> O {
    if x.cast::<bool>() {
        y.cast()
    } else {
        O::default()
    }
}

/// `select(y, x, 0)`, for a boolean `y` (see [`BoolSelect`]).
#[inline]
pub(crate) fn select_by_rhs<A: Element, B: Element, O: Element>(x: A, y: B) -> O {
    if y.cast::<bool>() {
        x.cast()
    } else {
        O::default()
    }
}
