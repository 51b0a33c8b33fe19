//! candle as an [`Engine`]: the storage of each dtype candle holds, and the
//! kernels the typed methods call.

use std::vec::Vec;

use candle_core::Tensor as Raw;
use ndarray::{ArrayD, IxDyn};

use super::dtype::{CandleMatmul, Form, Kernel, convert_form};
use super::ops::{self, binary_op};
use super::{Candle, CandleDType, CandleError, CandleTensor, Device, reduce};
use crate::dtype::{DType, Int64};
use crate::policy::{Policy, Stored};
use crate::tensor::run::ElementOp;
use crate::tensor::{
    ComplexParts, Contract, Engine, Holds, Inexact, Numeric, Ordered, Reduce, Runs, ShapeError,
    Storage, SumOf, Tensor, binary, unary,
};

impl Storage for Candle {
    type Array<D: DType> = Raw;
    type Error = CandleError;
    type Place = Device;
    type Kernel = Kernel;
    type Form = Form;

    fn place<D: DType>(array: &Raw) -> Device {
        array.device().clone()
    }

    fn shape<D: DType>(array: &Raw) -> &[usize] {
        array.dims()
    }
}

/// The dtypes candle stores ([`CandleDType`]).
impl<D: CandleDType> Holds<D> for Candle {
    const FORM: Form = D::FORM;

    /// On the CPU without a copy for the dtypes whose element type candle
    /// shares (all but `Bool` and `Float8E4M3Fn`, converted element by
    /// element), when `array` is in row-major order from its first element.
    fn from_cpu(array: ArrayD<D::Elem>, device: &Device) -> Result<Raw, CandleError> {
        let shape = array.shape().to_vec();
        let elements = if array.is_standard_layout() {
            match array.into_raw_vec_and_offset() {
                (vec, Some(0) | None) => vec,
                (vec, Some(offset)) => vec[offset..].to_vec(),
            }
        } else {
            array.iter().copied().collect()
        };
        // An identity map for the shared element types, which collects into
        // the same allocation.
        let stored: Vec<D::Stored> = elements.into_iter().map(D::store).collect();
        Ok(Raw::from_vec(stored, shape, device)?)
    }

    fn to_cpu(array: &Raw) -> Result<ArrayD<D::Elem>, CandleError> {
        let stored: Vec<D::Stored> = array.flatten_all()?.to_vec1()?;
        let elements = stored.into_iter().map(D::load).collect();
        ArrayD::from_shape_vec(IxDyn(array.dims()), elements)
            .map_err(|_| ShapeError::length(array.dims(), array.elem_count()).into())
    }
}

/// The binary operations candle has kernels for.
macro_rules! runs {
    ($($op:ident),*) => {$(
        impl Runs<binary::$op> for Candle {
            const KERNEL: Kernel = Kernel::$op;
        }
    )*};
}

/// The element functions candle has kernels for.
macro_rules! runs_functions {
    ($($op:ident),*) => {$(
        impl Runs<unary::$op> for Candle {
            const KERNEL: Kernel = Kernel::$op;
        }
    )*};
}

runs_functions!(Sqrt, Exp, Log, Sin, Cos, Tanh);

/// The products candle multiplies: of floats ([`CandleMatmul`]).
impl<J: CandleMatmul> Runs<binary::Matmul<J>> for Candle {
    const KERNEL: Kernel = Kernel::Matmul;
}

runs!(
    Add,
    Subtract,
    Multiply,
    TrueDivide,
    Maximum,
    Minimum,
    Less,
    LessEqual,
    Greater,
    GreaterEqual,
    Equal,
    NotEqual
);

impl Engine for Candle {
    fn binary<Op, A, B, J, O>(lhs: &Raw, rhs: &Raw) -> Result<Raw, CandleError>
    where
        Op: ElementOp<J, O>,
        A: DType,
        B: DType,
        J: DType,
        O: DType,
        Self: Runs<Op> + Holds<A> + Holds<B> + Holds<J> + Holds<O>,
    {
        binary_op::<A, B, O>(
            <Self as Runs<Op>>::KERNEL,
            lhs,
            <Self as Holds<A>>::FORM,
            rhs,
            <Self as Holds<B>>::FORM,
            <Self as Holds<J>>::FORM,
        )
    }

    fn float_fn<F, D, P>(x: &CandleTensor<D, P>) -> Result<CandleTensor<D::Output, P>, CandleError>
    where
        F: unary::FloatFunction,
        D: Inexact,
        P: Policy,
        Self: Runs<F> + Holds<D> + Holds<D::Output>,
    {
        let (from, to) = (<Self as Holds<D>>::FORM, <Self as Holds<D::Output>>::FORM);
        ops::float_fn(x.engine_array(), from, to, <Self as Runs<F>>::KERNEL)
            .map(Tensor::from_engine)
    }

    fn cast<D, O, P>(x: &CandleTensor<D, P>) -> Result<CandleTensor<O, P>, CandleError>
    where
        D: DType,
        O: DType,
        P: Policy,
        Self: Holds<D> + Holds<O>,
    {
        let (from, to) = (<Self as Holds<D>>::FORM, <Self as Holds<O>>::FORM);
        Ok(Tensor::from_engine(convert_form(
            x.engine_array(),
            from,
            to,
        )?))
    }

    fn where_cond<C, Q, X, Y, J, P>(
        cond: &CandleTensor<C, Q>,
        x: &CandleTensor<X, P>,
        y: &CandleTensor<Y, P>,
    ) -> Result<CandleTensor<J, P>, CandleError>
    where
        C: DType,
        Q: Policy,
        X: DType,
        Y: DType,
        J: DType,
        P: Policy,
        Self: Holds<C> + Holds<X> + Holds<Y> + Holds<J>,
    {
        ops::where_cond(
            (cond.engine_array(), <Self as Holds<C>>::FORM),
            (x.engine_array(), <Self as Holds<X>>::FORM),
            (y.engine_array(), <Self as Holds<Y>>::FORM),
            <Self as Holds<J>>::FORM,
        )
        .map(Tensor::from_engine)
    }

    fn sum<D, P>(
        x: &CandleTensor<D, P>,
        axis: Option<usize>,
    ) -> Result<CandleTensor<SumOf<D, P>, P>, CandleError>
    where
        D: Reduce,
        P: Policy,
        Self: Holds<D> + Holds<SumOf<D, P>>,
    {
        let (from, to) = (<Self as Holds<D>>::FORM, <Self as Holds<SumOf<D, P>>>::FORM);
        reduce::sum(x.engine_array(), from, to, axis, false).map(Tensor::from_engine)
    }

    fn mean<D, P>(
        x: &CandleTensor<D, P>,
        axis: Option<usize>,
    ) -> Result<CandleTensor<D::Mean, P>, CandleError>
    where
        D: Reduce,
        P: Policy,
        Self: Holds<D> + Holds<D::Mean>,
    {
        let (from, to) = (<Self as Holds<D>>::FORM, <Self as Holds<D::Mean>>::FORM);
        reduce::sum(x.engine_array(), from, to, axis, true).map(Tensor::from_engine)
    }

    fn extremum<D, P>(
        x: &CandleTensor<D, P>,
        axis: Option<usize>,
        max: bool,
    ) -> Result<CandleTensor<D::Extremum, P>, CandleError>
    where
        D: Reduce,
        P: Policy,
        Self: Holds<D> + Holds<D::Extremum>,
    {
        let found = reduce::extremum(x.engine_array(), axis, max)?;
        let (from, to) = (<Self as Holds<D>>::FORM, <Self as Holds<D::Extremum>>::FORM);
        Ok(Tensor::from_engine(convert_form(&found, from, to)?))
    }

    fn arg_extremum<D, P>(
        x: &CandleTensor<D, P>,
        axis: Option<usize>,
        max: bool,
    ) -> Result<CandleTensor<Stored<P, Int64>, P>, CandleError>
    where
        D: Reduce + Ordered,
        P: Policy,
        Self: Holds<D> + Holds<Stored<P, Int64>>,
    {
        let index = <Self as Holds<Stored<P, Int64>>>::FORM.candle;
        reduce::arg_extremum(x.engine_array(), axis, max, index).map(Tensor::from_engine)
    }

    fn matmul<A, B, Q, J, P>(
        x: &CandleTensor<A, P>,
        y: &CandleTensor<B, Q>,
    ) -> Result<CandleTensor<J, P>, CandleError>
    where
        A: DType,
        B: DType,
        Q: Policy,
        J: Contract,
        P: Policy,
        Self: Runs<binary::Matmul<J>> + Holds<A> + Holds<B> + Holds<J>,
    {
        reduce::matmul(
            x.engine_array(),
            <Self as Holds<A>>::FORM,
            y.engine_array(),
            <Self as Holds<B>>::FORM,
            <Self as Holds<J>>::FORM,
        )
        .map(Tensor::from_engine)
    }

    /// candle's `reshape`, which copies a tensor that is not contiguous.
    fn reshape<D, P>(
        x: &CandleTensor<D, P>,
        shape: &[usize],
    ) -> Result<CandleTensor<D, P>, CandleError>
    where
        D: DType,
        P: Policy,
        Self: Holds<D>,
    {
        Ok(Tensor::from_engine(x.engine_array().reshape(shape)?))
    }

    /// candle's `unsqueeze`, without a copy.
    fn expand_dims<D, P>(
        x: &CandleTensor<D, P>,
        axes: &[usize],
    ) -> Result<CandleTensor<D, P>, CandleError>
    where
        D: DType,
        P: Policy,
        Self: Holds<D>,
    {
        let mut raw = x.engine_array().clone();
        for &axis in axes {
            raw = raw.unsqueeze(axis)?;
        }
        Ok(Tensor::from_engine(raw))
    }

    /// candle's `cat` and `stack`, which copy.
    fn join<D, P>(
        tensors: &[&CandleTensor<D, P>],
        axis: usize,
        new_axis: bool,
    ) -> Result<CandleTensor<D, P>, CandleError>
    where
        D: DType,
        P: Policy,
        Self: Holds<D>,
    {
        let raws: Vec<&Raw> = tensors.iter().map(|t| t.engine_array()).collect();
        let joined = if new_axis {
            Raw::stack(&raws, axis)?
        } else {
            Raw::cat(&raws, axis)?
        };
        Ok(Tensor::from_engine(joined))
    }

    fn negative<D, P>(x: &CandleTensor<D, P>) -> Result<CandleTensor<D, P>, CandleError>
    where
        D: Numeric,
        P: Policy,
        Self: Holds<D>,
    {
        let raw = ops::negative(x.engine_array(), <Self as Holds<D>>::FORM)?;
        Ok(Tensor::from_engine(raw))
    }

    /// Of a real dtype (candle stores no complex one), in its own dtype.
    fn abs<D, P>(x: &CandleTensor<D, P>) -> Result<CandleTensor<D::Real, P>, CandleError>
    where
        D: ComplexParts,
        P: Policy,
        Self: Holds<D> + Holds<D::Real>,
    {
        let (d, real) = (<Self as Holds<D>>::FORM, <Self as Holds<D::Real>>::FORM);
        let raw = ops::abs(x.engine_array(), d)?;
        Ok(Tensor::from_engine(convert_form(&raw, d, real)?))
    }
}
