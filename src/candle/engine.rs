//! candle as an [`Engine`]: the storage of each dtype candle holds, and the
//! kernels the typed methods call.

use std::vec::Vec;

use candle_core::Tensor as Raw;
use ndarray::{ArrayD, IxDyn};

use super::dtype::Form;
use super::ops::{Kernel, binary_op};
use super::{Candle, CandleDType, CandleError, Device};
use crate::dtype::DType;
use crate::tensor::run::ElementOp;
use crate::tensor::{Engine, Holds, Runs, ShapeError, Storage, binary};

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
}
