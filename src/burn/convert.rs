//! Conversions of a [`BurnTensor`](super::BurnTensor): from and to the
//! backend's primitive, burn's own `Tensor`, and another device.

use core::fmt;

use burn_backend::Backend;
use burn_dispatch::Dispatch;

use super::dtype::{BurnDType, Form};
use super::engine::guard;
use super::ops::{self, BurnArray, BurnPrimitive};
use super::{Burn, BurnError};
use crate::policy::Policy;
use crate::tensor::Tensor;

impl<D: BurnDType, P: Policy, B: Backend> Tensor<D, P, Burn<B>> {
    /// A primitive of the backend, typed: an error if its kind or dtype is
    /// not `D`'s ([`BurnDType`]).
    ///
    /// # Errors
    ///
    /// [`BurnError::DType`], naming both dtypes.
    pub fn from_primitive(primitive: BurnPrimitive<B>) -> Result<Self, BurnError> {
        let array = BurnArray::new(primitive);
        let kind_matches = matches!(
            (&array.prim, D::FORM),
            (BurnPrimitive::Float(_), Form::Float(_))
                | (BurnPrimitive::Int(_), Form::Int(_))
                | (BurnPrimitive::Bool(_), Form::Bool)
        );
        if !kind_matches || !D::FORM.holds(array.dtype()) {
            return Err(BurnError::DType {
                expected: D::ID,
                found: array.dtype(),
            });
        }
        Ok(Tensor::from_engine(array))
    }

    /// The backend's primitive, untyped, to call burn's backend code with.
    pub fn into_primitive(self) -> BurnPrimitive<B> {
        self.into_engine_array().prim
    }

    /// The backend's primitive, borrowed.
    pub fn as_primitive(&self) -> &BurnPrimitive<B> {
        &self.engine_array().prim
    }

    /// The device the elements live on.
    pub fn device(&self) -> B::Device {
        self.engine_array().device()
    }

    /// The tensor on another device of the backend.
    ///
    /// # Errors
    ///
    /// burn's, if the device cannot hold it.
    pub fn to_device(&self, device: &B::Device) -> Result<Self, BurnError> {
        let prim = self.engine_array().prim.clone();
        guard(|| {
            Ok(Tensor::from_engine(BurnArray::new(ops::to_device::<B>(
                prim, device,
            ))))
        })
    }
}

impl<D: BurnDType, P: Policy> Tensor<D, P, Burn<Dispatch>> {
    /// burn's own tensor, typed: an error if its dtype is not `D`'s.
    ///
    /// # Errors
    ///
    /// [`BurnError::DType`], naming both dtypes.
    pub fn from_burn<const N: usize>(
        tensor: burn_tensor::Tensor<N, D::BurnKind>,
    ) -> Result<Self, BurnError> {
        let dispatch = tensor.into_dispatch();
        let dtype = burn_backend::TensorMetadata::dtype(&dispatch);
        let prim = match D::FORM {
            Form::Float(_) => BurnPrimitive::Float(dispatch),
            Form::Int(_) => BurnPrimitive::Int(dispatch),
            Form::Bool => BurnPrimitive::Bool(dispatch),
        };
        if !D::FORM.holds(dtype) {
            return Err(BurnError::DType {
                expected: D::ID,
                found: dtype,
            });
        }
        Ok(Tensor::from_engine(BurnArray::new(prim)))
    }

    /// burn's own tensor of rank `N`, of the kind that holds `D`.
    ///
    /// # Errors
    ///
    /// [`BurnError::Rank`] if the tensor does not have `N` axes.
    pub fn into_burn<const N: usize>(
        self,
    ) -> Result<burn_tensor::Tensor<N, D::BurnKind>, BurnError> {
        if self.ndim() != N {
            return Err(BurnError::Rank {
                expected: N,
                found: self.ndim(),
            });
        }
        let dispatch = match self.into_engine_array().prim {
            BurnPrimitive::Float(t) | BurnPrimitive::Int(t) | BurnPrimitive::Bool(t) => t,
        };
        Ok(burn_tensor::Tensor::from_dispatch(dispatch))
    }
}

impl<D: BurnDType, P: Policy, B: Backend> fmt::Debug for Tensor<D, P, Burn<B>> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "BurnTensor(dtype={}, shape={:?}, device={:?})",
            D::ID,
            self.shape(),
            self.device()
        )
    }
}
