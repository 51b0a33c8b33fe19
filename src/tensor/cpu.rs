//! The crate's own engine's kernels: [`Engine`] for [`Cpu`], each the
//! typed API's loops over ndarray storage.

use ndarray::ArrayD;

use super::Tensor;
use super::engine::Engine;
use super::error::ShapeError;
use super::rules::{ComplexParts, Contract, Inexact, Numeric, Ordered, Reduce, SumOf, unary};
use super::run::{Assign, ElementOp, NewArray, converts_right, owned_or};
use super::storage::Cpu;
use crate::dtype::{DType, Int64};
use crate::policy::{Policy, Stored};
use crate::scalar::Element;

/// An operand of one element (a Rust scalar, a 0-d tensor) of dtype `B`
/// converted to `J`, the dtype the operation computes in, once, where
/// [`converts_right`] allows it (of the right operand, and so of the left:
/// see there).
fn in_compute_dtype<Op: ElementOp<J, O>, B: DType, J: DType, O: DType>(
    rhs: &ArrayD<B::Elem>,
) -> Option<ArrayD<J::Elem>> {
    let convert = rhs.len() == 1 && converts_right::<Op, B, J, O>();
    convert.then(|| rhs.mapv(Element::cast::<J::Elem>))
}

/// [`Engine::binary_owned`] of a right operand of dtype `B`: over the left
/// operand's storage where [`owned_or`] finds it reusable.
fn over_lhs<Op: ElementOp<J, O>, A: DType, B: DType, J: DType, O: DType>(
    lhs: ArrayD<A::Elem>,
    rhs: &ArrayD<B::Elem>,
) -> Result<ArrayD<O::Elem>, ShapeError> {
    owned_or(
        lhs,
        rhs,
        |out| Op::run::<O, B, _>(Assign(out, rhs)),
        |lhs| Op::run::<A, B, _>(NewArray::new(&lhs, rhs)),
    )
}

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
        match in_compute_dtype::<Op, B, J, O>(rhs) {
            Some(rhs) => Op::run::<A, J, _>(NewArray::new(lhs, &rhs)),
            // A scalar on the left (`1.0 + x`) likewise.
            None => match in_compute_dtype::<Op, A, J, O>(lhs) {
                Some(lhs) => Op::run::<J, B, _>(NewArray::new(&lhs, rhs)),
                None => Op::run::<A, B, _>(NewArray::new(lhs, rhs)),
            },
        }
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
        match in_compute_dtype::<Op, B, J, O>(rhs) {
            Some(rhs) => over_lhs::<Op, A, J, J, O>(lhs, &rhs),
            None => over_lhs::<Op, A, B, J, O>(lhs, rhs),
        }
    }

    #[inline]
    fn float_fn<F, D, P>(x: &Tensor<D, P>) -> Result<Tensor<D::Output, P>, ShapeError>
    where
        F: unary::FloatFunction,
        D: Inexact,
        P: Policy,
    {
        Ok(x.float_fn_kernel::<F>())
    }

    #[inline]
    fn cast<D, O, P>(x: &Tensor<D, P>) -> Result<Tensor<O, P>, ShapeError>
    where
        D: DType,
        O: DType,
        P: Policy,
    {
        Ok(x.cast_kernel::<O>())
    }

    #[inline]
    fn where_cond<C, Q, X, Y, J, P>(
        cond: &Tensor<C, Q>,
        x: &Tensor<X, P>,
        y: &Tensor<Y, P>,
    ) -> Result<Tensor<J, P>, ShapeError>
    where
        C: DType,
        Q: Policy,
        X: DType,
        Y: DType,
        J: DType,
        P: Policy,
    {
        cond.where_kernel(x, y)
    }

    #[inline]
    fn sum<D, P>(
        x: &Tensor<D, P>,
        axis: Option<usize>,
    ) -> Result<Tensor<SumOf<D, P>, P>, ShapeError>
    where
        D: Reduce,
        P: Policy,
    {
        x.sum_kernel(axis)
    }

    #[inline]
    fn mean<D, P>(x: &Tensor<D, P>, axis: Option<usize>) -> Result<Tensor<D::Mean, P>, ShapeError>
    where
        D: Reduce,
        P: Policy,
    {
        x.mean_kernel(axis)
    }

    #[inline]
    fn extremum<D, P>(
        x: &Tensor<D, P>,
        axis: Option<usize>,
        max: bool,
    ) -> Result<Tensor<D::Extremum, P>, ShapeError>
    where
        D: Reduce,
        P: Policy,
    {
        x.extremum_kernel(axis, max)
    }

    #[inline]
    fn arg_extremum<D, P>(
        x: &Tensor<D, P>,
        axis: Option<usize>,
        max: bool,
    ) -> Result<Tensor<Stored<P, Int64>, P>, ShapeError>
    where
        D: Reduce + Ordered,
        P: Policy,
    {
        x.arg_kernel(axis, max)
    }

    #[inline]
    fn matmul<A, B, Q, J, P>(x: &Tensor<A, P>, y: &Tensor<B, Q>) -> Result<Tensor<J, P>, ShapeError>
    where
        A: DType,
        B: DType,
        Q: Policy,
        J: Contract,
        P: Policy,
    {
        x.matmul_kernel(y)
    }

    #[inline]
    fn reshape<D, P>(x: &Tensor<D, P>, shape: &[usize]) -> Result<Tensor<D, P>, ShapeError>
    where
        D: DType,
        P: Policy,
    {
        x.reshape_kernel(shape)
    }

    #[inline]
    fn join<D, P>(
        tensors: &[&Tensor<D, P>],
        axis: usize,
        new_axis: bool,
    ) -> Result<Tensor<D, P>, ShapeError>
    where
        D: DType,
        P: Policy,
    {
        super::join::join_kernel(tensors, axis, new_axis)
    }

    #[inline]
    fn expand_dims<D, P>(x: &Tensor<D, P>, axes: &[usize]) -> Result<Tensor<D, P>, ShapeError>
    where
        D: DType,
        P: Policy,
    {
        x.expand_dims_kernel(axes)
    }

    #[inline]
    fn negative<D, P>(x: &Tensor<D, P>) -> Result<Tensor<D, P>, ShapeError>
    where
        D: Numeric,
        P: Policy,
    {
        Ok(x.negative_kernel())
    }

    /// In place.
    #[inline]
    fn negative_owned<D, P>(x: Tensor<D, P>) -> Result<Tensor<D, P>, ShapeError>
    where
        D: Numeric,
        P: Policy,
    {
        Ok(x.negative_in_place())
    }

    #[inline]
    fn abs<D, P>(x: &Tensor<D, P>) -> Result<Tensor<D::Real, P>, ShapeError>
    where
        D: ComplexParts,
        P: Policy,
    {
        Ok(x.abs_kernel())
    }
}
