//! The crate's own engine's kernels: [`Engine`] for [`Cpu`], each the
//! typed API's loops over ndarray storage.

use ndarray::ArrayD;

use super::engine::Engine;
use super::error::ShapeError;
use super::run::{Assign, ElementOp, NewArray, owned_or};
use super::storage::Cpu;
use crate::dtype::DType;

impl Engine for Cpu {
    #[inline]
    fn binary<Op, A, B, J, O>(
        lhs: &ArrayD<A::Elem>,
        rhs: &ArrayD<B::Elem>,
    ) -> Result<ArrayD<O::Elem>, ShapeError>
    where
        Op: ElementOp<J, O>,
        A: DType,
        B: DType,
        J: DType,
        O: DType,
    {
        Op::run::<A, B, _>(NewArray::new(lhs, rhs))
    }

    /// Over the left operand's storage where [`owned_or`] finds it reusable
    /// (the result's element type, not half precision, already of the
    /// broadcast shape).
    #[inline]
    fn binary_owned<Op, A, B, J, O>(
        lhs: ArrayD<A::Elem>,
        rhs: &ArrayD<B::Elem>,
    ) -> Result<ArrayD<O::Elem>, ShapeError>
    where
        Op: ElementOp<J, O>,
        A: DType,
        B: DType,
        J: DType,
        O: DType,
    {
        owned_or(
            lhs,
            rhs,
            |out| Op::run::<O, B, _>(Assign(out, rhs)),
            |lhs| Op::run::<A, B, _>(NewArray::new(&lhs, rhs)),
        )
    }
}
