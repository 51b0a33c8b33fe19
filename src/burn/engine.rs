//! burn as an [`Engine`]: the storage of each dtype burn holds, and the
//! kernels the typed methods call, each run under [`guard`] (burn's
//! operations panic where they fail: the engine returns an `Err`).

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::string::{String, ToString};
use std::vec::Vec;

use crate::scalar::Element;
use burn_backend::{Backend, IntDType, Scalar, TensorData};
use ndarray::{ArrayD, IxDyn};

use super::dtype::{BurnDType, BurnMatmul, Form, Kernel};
use super::ops::{self, BurnArray, BurnPrimitive, Rewrite};
use super::{Burn, BurnError};
use crate::dtype::{DType, Int64};
use crate::policy::{Policy, Stored};
use crate::tensor::rewrites::BoolSelect;
use crate::tensor::run::ElementOp;
use crate::tensor::{
    ComplexParts, Contract, Engine, Holds, Inexact, Numeric, Ordered, Reduce, Runs, ShapeError,
    Storage, SumOf, Tensor, binary, unary,
};

/// `f()`, with a panic inside burn (a device that fails, a dtype a backend
/// lacks at run time) returned as [`BurnError::Burn`] with its message.
pub(super) fn guard<T>(f: impl FnOnce() -> Result<T, BurnError>) -> Result<T, BurnError> {
    let (mut f, mut out) = (Some(f), None);
    caught(&mut || {
        if let Some(f) = f.take() {
            out = Some(f());
        }
    })?;
    out.unwrap_or_else(|| Err(BurnError::Burn("burn panicked".to_string())))
}

/// `run()`, with a panic returned as [`BurnError::Burn`]: not generic, so
/// that `catch_unwind` is compiled once, not once per kernel and dtype.
fn caught(run: &mut dyn FnMut()) -> Result<(), BurnError> {
    catch_unwind(AssertUnwindSafe(run)).map_err(|payload| {
        let message = payload
            .downcast_ref::<&str>()
            .map(ToString::to_string)
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "burn panicked".to_string());
        BurnError::Burn(message)
    })
}

/// The tensor of a primitive.
fn wrap<D: DType, P: Policy, B: Backend>(prim: BurnPrimitive<B>) -> Tensor<D, P, Burn<B>> {
    Tensor::from_engine(BurnArray::new(prim))
}

/// The float dtype of a form that the rules make a float.
fn float_of(form: Form) -> Result<burn_backend::FloatDType, BurnError> {
    match form {
        Form::Float(f) => Ok(f),
        _ => Err(BurnError::Burn(
            "internal error: a float operation reached a non-float dtype".to_string(),
        )),
    }
}

/// The int dtype of an index.
fn index_of(form: Form) -> IntDType {
    match form {
        Form::Int(i) => i,
        _ => IntDType::I64,
    }
}

impl<B: Backend> Storage for Burn<B> {
    type Array<D: DType> = BurnArray<B>;
    type Error = BurnError;
    type Place = B::Device;
    type Kernel = Kernel;
    type Form = Form;

    fn place<D: DType>(array: &BurnArray<B>) -> B::Device {
        array.device()
    }

    fn shape<D: DType>(array: &BurnArray<B>) -> &[usize] {
        &array.shape
    }
}

/// The dtypes burn stores ([`BurnDType`]).
impl<B: Backend, D: BurnDType> Holds<D> for Burn<B> {
    const FORM: Form = D::FORM;

    /// burn's `TensorData` takes the elements' allocation; the backend then
    /// stores it (on the CPU, without a copy where it keeps the bytes).
    fn from_cpu(array: ArrayD<D::Elem>, device: &B::Device) -> Result<BurnArray<B>, BurnError> {
        let shape = array.shape().to_vec();
        // A 0-d tensor's element, for burn's scalar kernels.
        let scalar = array
            .first()
            .filter(|_| shape.is_empty())
            .and_then(|&x| match D::FORM {
                Form::Float(_) => Some(Scalar::Float(x.to_f64())),
                Form::Int(_) if D::FORM.unsigned() => Some(Scalar::UInt(x.to_u64())),
                Form::Int(_) => Some(Scalar::Int(x.to_i64())),
                Form::Bool => None,
            });
        let elements: Vec<D::Elem> = if array.is_standard_layout() {
            match array.into_raw_vec_and_offset() {
                (vec, Some(0) | None) => vec,
                (vec, Some(offset)) => vec[offset..].to_vec(),
            }
        } else {
            array.iter().copied().collect()
        };
        guard(|| {
            let data = TensorData::new(elements, shape);
            let mut array = BurnArray::new(ops::from_data::<B>(data, D::FORM, device));
            array.scalar = scalar;
            Ok(array)
        })
    }

    fn to_cpu(array: &BurnArray<B>) -> Result<ArrayD<D::Elem>, BurnError> {
        let data = guard(|| ops::into_data::<B>(array.prim.clone()))?;
        let elements = data
            .try_into_vec_as::<D::Elem>()
            .map_err(|error| BurnError::Burn(error.to_string()))?;
        let count = elements.len();
        ArrayD::from_shape_vec(IxDyn(&array.shape), elements)
            .map_err(|_| ShapeError::length(&array.shape, count).into())
    }
}

/// The operations burn has kernels for.
macro_rules! runs {
    ($module:ident: $($op:ident),*) => {$(
        impl<B: Backend> Runs<$module::$op> for Burn<B> {
            const KERNEL: Kernel = Kernel::$op;
        }
    )*};
}

runs!(unary: Sqrt, Exp, Log, Log1p, Sin, Cos, Tanh);
runs!(binary: Add, Subtract, Multiply, TrueDivide, Maximum, Minimum);
runs!(binary: Less, LessEqual, Greater, GreaterEqual, Equal, NotEqual);

/// The products burn multiplies: of floats ([`BurnMatmul`]).
impl<B: Backend, J: BurnMatmul> Runs<binary::Matmul<J>> for Burn<B> {
    const KERNEL: Kernel = Kernel::Matmul;
}

/// [`Engine`] for a burn backend: written once, stated for each backend
/// type, not for every `B: Backend`. The kernels' bounds (`Self: Holds<A>`)
/// would be where clauses over `B` that the compiler prefers to the impls
/// above, leaving `Self::Array<A>` unknown inside a generic impl; for a
/// backend type named here they are not. Each method forwards to the
/// generic kernels of `ops`.
macro_rules! burn_engine {
    ($($b:ty),*) => {$(
        impl Engine for Burn<$b> {
            fn binary<Op, A, C, J, O>(
                lhs: &BurnArray<$b>,
                rhs: &BurnArray<$b>,
            ) -> Result<BurnArray<$b>, BurnError>
            where
                Op: ElementOp<J, O>,
                A: DType,
                C: DType,
                J: DType,
                O: DType,
                Self: Runs<Op> + Holds<A> + Holds<C> + Holds<J> + Holds<O>,
            {
                let rewrite = Rewrite {
                    select: BoolSelect::of::<A, C, O>(&lhs.shape, &rhs.shape)
                        .map(|side| side == BoolSelect::Left),
                    dividend: BoolSelect::dividend::<A, O>(&lhs.shape, &rhs.shape),
                };
                guard(|| {
                    let prim = ops::binary::<$b>(
                        <Self as Runs<Op>>::KERNEL,
                        (lhs, <Self as Holds<A>>::FORM),
                        (rhs, <Self as Holds<C>>::FORM),
                        <Self as Holds<J>>::FORM,
                        rewrite,
                    )?;
                    Ok(BurnArray::new(ops::convert(prim, <Self as Holds<O>>::FORM)))
                })
            }

            fn float_fn<F, D, P>(
                x: &Tensor<D, P, Self>,
            ) -> Result<Tensor<D::Output, P, Self>, BurnError>
            where
                F: unary::FloatFunction,
                D: Inexact,
                P: Policy,
                Self: Runs<F> + Holds<D> + Holds<D::Output>,
            {
                let to = float_of(<Self as Holds<D::Output>>::FORM)?;
                let x = x.engine_array().prim.clone();
                guard(|| ops::float_fn::<$b>(<Self as Runs<F>>::KERNEL, x, to)).map(wrap)
            }

            fn cast<D, O, P>(x: &Tensor<D, P, Self>) -> Result<Tensor<O, P, Self>, BurnError>
            where
                D: DType,
                O: DType,
                P: Policy,
                Self: Holds<D> + Holds<O>,
            {
                let x = x.engine_array().prim.clone();
                guard(|| Ok(wrap(ops::convert(x, <Self as Holds<O>>::FORM))))
            }

            fn where_cond<C, Q, X, Y, J, P>(
                cond: &Tensor<C, Q, Self>,
                x: &Tensor<X, P, Self>,
                y: &Tensor<Y, P, Self>,
            ) -> Result<Tensor<J, P, Self>, BurnError>
            where
                C: DType,
                Q: Policy,
                X: DType,
                Y: DType,
                J: DType,
                P: Policy,
                Self: Holds<C> + Holds<X> + Holds<Y> + Holds<J>,
            {
                guard(|| {
                    ops::where_cond::<$b>(
                        cond.engine_array(),
                        x.engine_array(),
                        y.engine_array(),
                        <Self as Holds<J>>::FORM,
                    )
                })
                .map(wrap)
            }

            fn sum<D, P>(
                x: &Tensor<D, P, Self>,
                axis: Option<usize>,
            ) -> Result<Tensor<SumOf<D, P>, P, Self>, BurnError>
            where
                D: Reduce,
                P: Policy,
                Self: Holds<D> + Holds<SumOf<D, P>>,
            {
                let to = <Self as Holds<SumOf<D, P>>>::FORM;
                guard(|| Ok(wrap(ops::sum::<$b>(x.engine_array(), to, axis, false))))
            }

            fn mean<D, P>(
                x: &Tensor<D, P, Self>,
                axis: Option<usize>,
            ) -> Result<Tensor<D::Mean, P, Self>, BurnError>
            where
                D: Reduce,
                P: Policy,
                Self: Holds<D> + Holds<D::Mean>,
            {
                let to = <Self as Holds<D::Mean>>::FORM;
                guard(|| Ok(wrap(ops::sum::<$b>(x.engine_array(), to, axis, true))))
            }

            fn extremum<D, P>(
                x: &Tensor<D, P, Self>,
                axis: Option<usize>,
                max: bool,
            ) -> Result<Tensor<D::Extremum, P, Self>, BurnError>
            where
                D: Reduce,
                P: Policy,
                Self: Holds<D> + Holds<D::Extremum>,
            {
                let to = <Self as Holds<D::Extremum>>::FORM;
                guard(|| {
                    let found = ops::extremum::<$b>(x.engine_array(), axis, max);
                    Ok(wrap(ops::convert(found, to)))
                })
            }

            fn arg_extremum<D, P>(
                x: &Tensor<D, P, Self>,
                axis: Option<usize>,
                max: bool,
            ) -> Result<Tensor<Stored<P, Int64>, P, Self>, BurnError>
            where
                D: Reduce + Ordered,
                P: Policy,
                Self: Holds<D> + Holds<Stored<P, Int64>>,
            {
                let index = index_of(<Self as Holds<Stored<P, Int64>>>::FORM);
                guard(|| {
                    Ok(wrap(ops::arg_extremum::<$b>(
                        x.engine_array(),
                        axis,
                        max,
                        index,
                    )))
                })
            }

            fn matmul<A, C, Q, J, P>(
                x: &Tensor<A, P, Self>,
                y: &Tensor<C, Q, Self>,
            ) -> Result<Tensor<J, P, Self>, BurnError>
            where
                A: DType,
                C: DType,
                Q: Policy,
                J: Contract,
                P: Policy,
                Self: Runs<binary::Matmul<J>> + Holds<A> + Holds<C> + Holds<J>,
            {
                let j = float_of(<Self as Holds<J>>::FORM)?;
                guard(|| ops::matmul::<$b>(x.engine_array(), y.engine_array(), j)).map(wrap)
            }

            fn reshape<D, P>(x: &Tensor<D, P, Self>, shape: &[usize]) -> Result<Tensor<D, P, Self>, BurnError>
            where
                D: DType,
                P: Policy,
                Self: Holds<D>,
            {
                let x = x.engine_array().prim.clone();
                guard(|| Ok(wrap(ops::reshape(x, shape))))
            }

            fn expand_dims<D, P>(
                x: &Tensor<D, P, Self>,
                axes: &[usize],
            ) -> Result<Tensor<D, P, Self>, BurnError>
            where
                D: DType,
                P: Policy,
                Self: Holds<D>,
            {
                let mut shape = x.shape().to_vec();
                for &axis in axes {
                    shape.insert(axis, 1);
                }
                Self::reshape(x, &shape)
            }

            fn join<D, P>(
                tensors: &[&Tensor<D, P, Self>],
                axis: usize,
                new_axis: bool,
            ) -> Result<Tensor<D, P, Self>, BurnError>
            where
                D: DType,
                P: Policy,
                Self: Holds<D>,
            {
                let arrays: Vec<&BurnArray<$b>> = tensors.iter().map(|t| t.engine_array()).collect();
                let form = <Self as Holds<D>>::FORM;
                guard(|| Ok(wrap(ops::join::<$b>(&arrays, form, axis, new_axis))))
            }

            fn negative<D, P>(x: &Tensor<D, P, Self>) -> Result<Tensor<D, P, Self>, BurnError>
            where
                D: Numeric,
                P: Policy,
                Self: Holds<D>,
            {
                let x = x.engine_array().prim.clone();
                guard(|| Ok(wrap(ops::negative(x))))
            }

            /// Of a real dtype (burn stores no complex one), in its own dtype.
            fn abs<D, P>(x: &Tensor<D, P, Self>) -> Result<Tensor<D::Real, P, Self>, BurnError>
            where
                D: ComplexParts,
                P: Policy,
                Self: Holds<D> + Holds<D::Real>,
            {
                let (d, real) = (<Self as Holds<D>>::FORM, <Self as Holds<D::Real>>::FORM);
                let x = x.engine_array().prim.clone();
                guard(|| Ok(wrap(ops::convert(ops::abs(x, d), real))))
            }
        }
    )*};
}

burn_engine!(burn_dispatch::Dispatch);
#[cfg(feature = "burn-flex")]
burn_engine!(burn_flex::Flex);
