//! Building, reshaping, joining and selecting [`DynTensor`]s: each the typed
//! function on the tensor inside, or on the operands converted to their
//! run-time join.

use std::vec::Vec;

use super::{DynError, DynTensor, Modes, TypedTensor, common_modes, finish, join};
use crate::dtype::{Bool, DTypeId};
use crate::runtime::PromotionError;
use crate::tensor::{ShapeError, Tensor};

impl DynTensor {
    /// A tensor of `dtype` and `shape` filled with zeros (`false` for `bool`),
    /// under standard promotion.
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let z = DynTensor::zeros(DTypeId::Complex64, &[2]);
    /// assert_eq!(z.to_string(), "Tensor([0.+0.j, 0.+0.j], dtype=complex64)");
    /// ```
    ///
    /// # Panics
    ///
    /// Where [`DynTensor::try_zeros`] returns an error, with its message.
    pub fn zeros(dtype: DTypeId, shape: &[usize]) -> DynTensor {
        Self::try_zeros(dtype, shape).unwrap_or_else(|error| panic!("{error}"))
    }

    /// [`DynTensor::zeros`], or an error for a shape no tensor may have
    /// ([`Tensor::try_full`]).
    ///
    /// # Errors
    ///
    /// A [`DynError::Shape`] with a [`SizeError`](crate::SizeError).
    pub fn try_zeros(dtype: DTypeId, shape: &[usize]) -> Result<DynTensor, DynError> {
        let result =
            crate::match_dtype!(dtype, D => Tensor::<D>::try_zeros(shape).map(TypedTensor::wrap));
        finish("zeros", Modes::default(), result)
    }

    /// A tensor of `dtype` and `shape` filled with ones (`true` for `bool`),
    /// under standard promotion.
    ///
    /// # Panics
    ///
    /// Where [`DynTensor::try_ones`] returns an error, with its message.
    pub fn ones(dtype: DTypeId, shape: &[usize]) -> DynTensor {
        Self::try_ones(dtype, shape).unwrap_or_else(|error| panic!("{error}"))
    }

    /// [`DynTensor::ones`], or an error as [`DynTensor::try_zeros`] gives it.
    ///
    /// # Errors
    ///
    /// As [`DynTensor::try_zeros`].
    pub fn try_ones(dtype: DTypeId, shape: &[usize]) -> Result<DynTensor, DynError> {
        let result =
            crate::match_dtype!(dtype, D => Tensor::<D>::try_ones(shape).map(TypedTensor::wrap));
        finish("ones", Modes::default(), result)
    }

    /// `jnp.reshape`: [`Tensor::reshape`].
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let t = DynTensor::from(Tensor::<Int8>::arange(6));
    /// assert_eq!(t.reshape(&[2, 3])?.shape(), [2, 3]);
    /// assert_eq!(
    ///     t.reshape(&[4]).unwrap_err().to_string(),
    ///     "reshape: cannot reshape a tensor of shape [6] (6 elements) into shape [4] (4 elements)",
    /// );
    /// # Ok::<(), DynError>(())
    /// ```
    pub fn reshape(&self, shape: &[usize]) -> Result<DynTensor, DynError> {
        let result = crate::match_dyn!(self, t => t.reshape(shape).map(TypedTensor::wrap));
        finish("reshape", self.modes, result)
    }

    /// `jnp.ravel`: [`Tensor::flatten`].
    pub fn flatten(&self) -> DynTensor {
        let t = crate::match_dyn!(self, t => TypedTensor::wrap(t.flatten()));
        self.like(t)
    }

    /// `jnp.transpose` with the axes reversed: [`Tensor::t`].
    pub fn t(&self) -> DynTensor {
        let t = crate::match_dyn!(self, t => TypedTensor::wrap(t.t()));
        self.like(t)
    }

    /// `jnp.transpose(x, axes)`: [`Tensor::permute_axes`].
    pub fn permute_axes(&self, axes: &[usize]) -> Result<DynTensor, DynError> {
        let result = crate::match_dyn!(self, t => t.permute_axes(axes).map(TypedTensor::wrap));
        finish("transpose", self.modes, result)
    }

    /// `jnp.broadcast_to`: [`Tensor::broadcast_to`].
    pub fn broadcast_to(&self, shape: &[usize]) -> Result<DynTensor, DynError> {
        let result = crate::match_dyn!(self, t => t.broadcast_to(shape).map(TypedTensor::wrap));
        finish("broadcast_to", self.modes, result)
    }

    /// `jnp.expand_dims`: [`Tensor::expand_dims`].
    pub fn expand_dims(&self, axis: usize) -> Result<DynTensor, DynError> {
        let result = crate::match_dyn!(self, t => t.expand_dims(axis).map(TypedTensor::wrap));
        finish("expand_dims", self.modes, result)
    }

    /// `jnp.squeeze`: [`Tensor::squeeze`], every axis of length 1.
    pub fn squeeze(&self) -> DynTensor {
        let t = crate::match_dyn!(self, t => TypedTensor::wrap(t.squeeze()));
        self.like(t)
    }

    /// `x[..., i, ...]`: [`Tensor::index_axis`].
    pub fn index_axis(&self, axis: usize, index: usize) -> Result<DynTensor, DynError> {
        let result = crate::match_dyn!(self, t => t.index_axis(axis, index).map(TypedTensor::wrap));
        finish("index_axis", self.modes, result)
    }

    /// `jnp.concatenate(tensors, axis)`: [`concatenate`](crate::concatenate)
    /// of the tensors converted to the join of their dtypes under their mode
    /// (which they must share).
    ///
    /// # Errors
    ///
    /// [`DynError::Promotion`] where the dtypes have no join,
    /// [`DynError::ModeMismatch`] where the modes differ,
    /// [`DynError::Shape`] for no tensors or shapes that do not join.
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let a = DynTensor::from(Tensor::<Bool>::from_vec(vec![true]));
    /// let b = DynTensor::from(Tensor::<Int8>::from_vec(vec![-2, 3]));
    /// let c = DynTensor::concatenate(&[&a, &b], 0)?;
    /// assert_eq!(c.to_string(), "Tensor([ 1, -2,  3], dtype=int8)");
    /// # Ok::<(), DynError>(())
    /// ```
    pub fn concatenate(tensors: &[&DynTensor], axis: usize) -> Result<DynTensor, DynError> {
        DynTensor::join(tensors, axis, "concatenate")
    }

    /// `jnp.stack(tensors, axis)`: [`stack`](crate::stack) of the tensors
    /// converted to the join of their dtypes, as
    /// [`concatenate`](Self::concatenate).
    ///
    /// # Errors
    ///
    /// As [`concatenate`](Self::concatenate).
    pub fn stack(tensors: &[&DynTensor], axis: usize) -> Result<DynTensor, DynError> {
        DynTensor::join(tensors, axis, "stack")
    }

    fn join(tensors: &[&DynTensor], axis: usize, op: &'static str) -> Result<DynTensor, DynError> {
        let modes = common_modes(tensors, op)?;
        let dtypes: Vec<DTypeId> = tensors.iter().map(|t| t.dtype()).collect();
        let result_type = modes.mode.result_type_in(modes.x64, &dtypes);
        let joined = result_type.map_err(|error| match error {
            PromotionError::NoDTypes => DynError::Shape {
                op,
                error: ShapeError::nothing_to_join(op),
            },
            error => DynError::Promotion { op, error },
        })?;
        let computed_in = modes.computed_in(joined);
        let converted: Vec<_> = tensors.iter().map(|t| t.in_dtype(computed_in)).collect();
        let result = crate::match_dtype!(computed_in, J => {
            let typed: Vec<&Tensor<J>> = converted
                .iter()
                .map(|t| t.as_tensor::<J>().expect("converted to the join"))
                .collect();
            let joined = if op == "stack" {
                crate::tensor::try_stack(typed.as_slice(), axis)
            } else {
                crate::tensor::try_concatenate(typed.as_slice(), axis)
            };
            joined.map(TypedTensor::wrap)
        });
        Ok(finish(op, modes, result)?.into_dtype(joined))
    }

    /// `jnp.where(self, x, y)`: [`Tensor::where_cond`], in the join of `x`'s
    /// and `y`'s dtypes under their mode (which they must share; the
    /// condition's does not matter, as for typed tensors). The condition is
    /// of any dtype, as in JAX: a number is true where it is nonzero (NaN is
    /// true; a subnormal float is zero, as XLA on CPU compares it).
    ///
    /// # Errors
    ///
    /// [`DynError::Promotion`] where `x` and `y` have no join,
    /// [`DynError::ModeMismatch`], and [`DynError::Shape`] where the shapes
    /// do not broadcast.
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let x = DynTensor::from(Tensor::<Int8>::from_vec(vec![-3, 5]));
    /// let zero = DynTensor::zeros(DTypeId::Float16, &[]);
    /// let positive = x.try_greater(&zero)?;
    /// assert_eq!(positive.where_cond(&x, &zero)?.to_string(), "Tensor([0., 5.], dtype=float16)");
    /// // A condition of any dtype: nonzero is true.
    /// assert_eq!(x.where_cond(&zero, &x)?.to_string(), "Tensor([0., 0.], dtype=float16)");
    /// # Ok::<(), DynError>(())
    /// ```
    pub fn where_cond(&self, x: &DynTensor, y: &DynTensor) -> Result<DynTensor, DynError> {
        let op = "where";
        // Nonzero is true, as the typed condition of any dtype reads it.
        let cond = self.in_dtype(DTypeId::Bool);
        let cond = cond.as_tensor::<Bool>().expect("converted to bool");
        let modes = common_modes(&[x, y], op)?;
        let joined = join(modes, op, x.dtype(), y.dtype())?;
        let computed_in = modes.computed_in(joined);
        let (x, y) = (x.in_dtype(computed_in), y.in_dtype(computed_in));
        let result = crate::match_dtype!(computed_in, J => {
            let (x, y) = (x.as_tensor::<J>(), y.as_tensor::<J>());
            let (x, y) = (x.expect("converted to the join"), y.expect("converted to the join"));
            cond.try_where_cond(x, y).map(TypedTensor::wrap)
        });
        Ok(finish(op, modes, result)?.into_dtype(joined))
    }
}
