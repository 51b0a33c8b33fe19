//! Reductions, products and joins of [`CandleTensor`]s, with the crate's
//! result dtypes.

use std::vec::Vec;

use candle_core::{DType as Candle, Tensor as Raw};

use super::dtype::{CandleMatmul, convert, round_to};
use super::{CandleDType, CandleError, CandleTensor};
use crate::dtype::{DTypeId, Int64};
use crate::policy::{Join, Policy, Stored};
use crate::tensor::{AxisIndex, ShapeError, resolve_axis};
use crate::tensor::{Reduce, SumOf};

/// The dtype candle adds values in for a sum or mean of dtype `O`: `float32`
/// for the half-precision floats (rounded once to `O`, as XLA's sums are),
/// `int64` for the integers (wrapped back to `O`, without the overflow checks
/// of candle's narrower kernels), `O` itself otherwise.
fn accumulator<O: CandleDType>() -> Candle {
    match O::CANDLE {
        Candle::BF16 | Candle::F16 | Candle::F8E4M3 => Candle::F32,
        int if int.is_int() => Candle::I64,
        other => other,
    }
}

/// `reduce` over `axis` (all axes: `None`), with the axis removed.
fn over(
    x: &Raw,
    axis: Option<usize>,
    reduce: impl Fn(&Raw, usize) -> candle_core::Result<Raw>,
) -> candle_core::Result<Raw> {
    match axis {
        Some(axis) => reduce(x, axis),
        None => reduce(&x.flatten_all()?, 0),
    }
}

impl<D: CandleDType + Reduce, P: Policy> CandleTensor<D, P> {
    fn axis(&self, axis: impl AxisIndex) -> Result<usize, CandleError> {
        Ok(resolve_axis(axis, self.ndim())?)
    }

    /// An error if `op` (`max`, `argmin`, …) has nothing to reduce over
    /// `axis` (all axes: `None`), as JAX raises.
    fn non_empty(&self, axis: Option<usize>, op: &'static str) -> Result<(), ShapeError> {
        match axis.map_or(self.len(), |axis| self.shape()[axis]) {
            0 => Err(ShapeError::empty(op, self.shape())),
            _ => Ok(()),
        }
    }

    fn sum_over(&self, axis: Option<usize>) -> Result<CandleTensor<SumOf<D, P>, P>, CandleError>
    where
        SumOf<D, P>: CandleDType,
    {
        let into = accumulator::<SumOf<D, P>>();
        let x = self.raw().to_dtype(into)?;
        let sum = over(&x, axis, |x, axis| x.sum(axis))?;
        Ok(CandleTensor::wrap(round_to(&sum, <SumOf<D, P>>::CANDLE)?))
    }

    /// `jnp.sum`: in [`SumOf<D, P>`](SumOf) (`Int64` for `Int32` with x64,
    /// `Int32` under the x32 policies); `bfloat16` and `float16` add in
    /// `float32`. A sum candle cannot store (the `UInt64` sum of a `UInt8`
    /// tensor with x64) does not compile.
    ///
    /// # Errors
    ///
    /// candle's, if the device fails.
    pub fn try_sum(&self) -> Result<CandleTensor<SumOf<D, P>, P>, CandleError>
    where
        SumOf<D, P>: CandleDType,
    {
        self.sum_over(None)
    }

    /// [`CandleTensor::try_sum`], panicking where it returns an error.
    ///
    /// # Panics
    ///
    /// If candle fails, with its message.
    pub fn sum(&self) -> CandleTensor<SumOf<D, P>, P>
    where
        SumOf<D, P>: CandleDType,
    {
        self.try_sum().unwrap_or_else(|error| panic!("{error}"))
    }

    /// `jnp.sum` along `axis` (negative: from the end), which is removed.
    ///
    /// # Errors
    ///
    /// An axis out of range ([`CandleError::Shape`]), or candle's.
    pub fn sum_axis(
        &self,
        axis: impl AxisIndex,
    ) -> Result<CandleTensor<SumOf<D, P>, P>, CandleError>
    where
        SumOf<D, P>: CandleDType,
    {
        self.sum_over(Some(self.axis(axis)?))
    }

    fn mean_over(&self, axis: Option<usize>) -> Result<CandleTensor<D::Mean, P>, CandleError>
    where
        D::Mean: CandleDType,
    {
        let into = accumulator::<D::Mean>();
        let x =
            convert::<D::Mean>(self.raw(), D::CANDLE, D::ID == DTypeId::Bool)?.to_dtype(into)?;
        let mean = over(&x, axis, |x, axis| x.mean(axis))?;
        Ok(CandleTensor::wrap(round_to(&mean, <D::Mean>::CANDLE)?))
    }

    /// `jnp.mean`: in [`Reduce::Mean`] (`Float32` for integers);
    /// `bfloat16` and `float16` add in `float32`.
    ///
    /// # Errors
    ///
    /// candle's, if the device fails.
    pub fn try_mean(&self) -> Result<CandleTensor<D::Mean, P>, CandleError>
    where
        D::Mean: CandleDType,
    {
        self.mean_over(None)
    }

    /// `jnp.mean` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// An axis out of range ([`CandleError::Shape`]), or candle's.
    pub fn mean_axis(&self, axis: impl AxisIndex) -> Result<CandleTensor<D::Mean, P>, CandleError>
    where
        D::Mean: CandleDType,
    {
        self.mean_over(Some(self.axis(axis)?))
    }

    fn extremum(
        &self,
        axis: Option<usize>,
        op: &'static str,
        max: bool,
    ) -> Result<Raw, CandleError> {
        self.non_empty(axis, op)?;
        let x = self.raw();
        let found = over(
            x,
            axis,
            |x, axis| if max { x.max(axis) } else { x.min(axis) },
        )?;
        if !D::CANDLE.is_float() {
            return Ok(found);
        }
        // candle's reductions skip NaN after the first value; JAX's give it.
        let nan = over(&x.ne(x)?, axis, |x, axis| x.max(axis))?;
        Ok(nan.where_cond(&found.affine(0.0, f64::NAN)?, &found)?)
    }

    /// `jnp.max`: the largest value, NaN if there is one.
    ///
    /// # Errors
    ///
    /// An empty tensor has no maximum, as JAX raises ([`CandleError::Shape`]).
    pub fn max(&self) -> Result<CandleTensor<D::Extremum, P>, CandleError>
    where
        D::Extremum: CandleDType,
    {
        Ok(CandleTensor::wrap(self.extremum(None, "max", true)?))
    }

    /// `jnp.max` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// An axis out of range or of length 0 ([`CandleError::Shape`]).
    pub fn max_axis(
        &self,
        axis: impl AxisIndex,
    ) -> Result<CandleTensor<D::Extremum, P>, CandleError>
    where
        D::Extremum: CandleDType,
    {
        Ok(CandleTensor::wrap(self.extremum(
            Some(self.axis(axis)?),
            "max",
            true,
        )?))
    }

    /// `jnp.min`: the smallest value, NaN if there is one.
    ///
    /// # Errors
    ///
    /// An empty tensor has no minimum, as JAX raises ([`CandleError::Shape`]).
    pub fn min(&self) -> Result<CandleTensor<D::Extremum, P>, CandleError>
    where
        D::Extremum: CandleDType,
    {
        Ok(CandleTensor::wrap(self.extremum(None, "min", false)?))
    }

    /// `jnp.min` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// An axis out of range or of length 0 ([`CandleError::Shape`]).
    pub fn min_axis(
        &self,
        axis: impl AxisIndex,
    ) -> Result<CandleTensor<D::Extremum, P>, CandleError>
    where
        D::Extremum: CandleDType,
    {
        Ok(CandleTensor::wrap(self.extremum(
            Some(self.axis(axis)?),
            "min",
            false,
        )?))
    }

    fn arg(&self, axis: Option<usize>, op: &'static str, max: bool) -> Result<Raw, CandleError>
    where
        Stored<P, Int64>: CandleDType,
    {
        self.non_empty(axis, op)?;
        let index = over(self.raw(), axis, |x, axis| {
            if max { x.argmax(axis) } else { x.argmin(axis) }
        })?;
        Ok(index.to_dtype(<Stored<P, Int64>>::CANDLE)?)
    }

    /// `jnp.argmax`: the flat index of the first largest value, in `Int64`
    /// (`Int32` with x64 disabled). candle skips NaN, where JAX gives the
    /// first NaN's index.
    ///
    /// # Errors
    ///
    /// An empty tensor has no maximum, as JAX raises ([`CandleError::Shape`]).
    pub fn argmax(&self) -> Result<CandleTensor<Stored<P, Int64>, P>, CandleError>
    where
        Stored<P, Int64>: CandleDType,
    {
        Ok(CandleTensor::wrap(self.arg(None, "argmax", true)?))
    }

    /// `jnp.argmax` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// An axis out of range or of length 0 ([`CandleError::Shape`]).
    pub fn argmax_axis(
        &self,
        axis: impl AxisIndex,
    ) -> Result<CandleTensor<Stored<P, Int64>, P>, CandleError>
    where
        Stored<P, Int64>: CandleDType,
    {
        Ok(CandleTensor::wrap(self.arg(
            Some(self.axis(axis)?),
            "argmax",
            true,
        )?))
    }

    /// `jnp.argmin`: as [`CandleTensor::argmax`], for the smallest value.
    ///
    /// # Errors
    ///
    /// An empty tensor has no minimum, as JAX raises ([`CandleError::Shape`]).
    pub fn argmin(&self) -> Result<CandleTensor<Stored<P, Int64>, P>, CandleError>
    where
        Stored<P, Int64>: CandleDType,
    {
        Ok(CandleTensor::wrap(self.arg(None, "argmin", false)?))
    }

    /// `jnp.argmin` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// An axis out of range or of length 0 ([`CandleError::Shape`]).
    pub fn argmin_axis(
        &self,
        axis: impl AxisIndex,
    ) -> Result<CandleTensor<Stored<P, Int64>, P>, CandleError>
    where
        Stored<P, Int64>: CandleDType,
    {
        Ok(CandleTensor::wrap(self.arg(
            Some(self.axis(axis)?),
            "argmin",
            false,
        )?))
    }
}

impl<A: CandleDType, P: Policy> CandleTensor<A, P> {
    /// `jnp.matmul`: in the join of the operands' dtypes, which candle must
    /// multiply ([`CandleMatmul`]); a 1-d operand is a vector, and the batch
    /// axes broadcast.
    ///
    /// # Errors
    ///
    /// A 0-d operand or contracted lengths that differ ([`CandleError::Shape`]),
    /// batch axes that do not broadcast, or candle's.
    pub fn try_matmul<B: CandleDType, Q: Policy, J>(
        &self,
        rhs: &CandleTensor<B, Q>,
    ) -> Result<CandleTensor<J, P>, CandleError>
    where
        P: Join<A, B, Q, Output = J>,
        J: CandleMatmul,
    {
        let (lhs_shape, rhs_shape) = (self.shape(), rhs.shape());
        if lhs_shape.is_empty() {
            return Err(ShapeError::matmul_scalar(0).into());
        }
        if rhs_shape.is_empty() {
            return Err(ShapeError::matmul_scalar(1).into());
        }
        let (lhs_axis, rhs_axis) = (lhs_shape.len() - 1, rhs_shape.len().saturating_sub(2));
        if lhs_shape[lhs_axis] != rhs_shape[rhs_axis] {
            let error = ShapeError::contraction("matmul", lhs_shape, lhs_axis, rhs_shape, rhs_axis);
            return Err(error.into());
        }
        let a = convert::<J>(self.raw(), A::CANDLE, A::ID == DTypeId::Bool)?;
        let b = convert::<J>(rhs.raw(), B::CANDLE, B::ID == DTypeId::Bool)?;
        let a = if a.rank() == 1 { a.unsqueeze(0)? } else { a };
        let b = if b.rank() == 1 { b.unsqueeze(1)? } else { b };
        let mut product = a.broadcast_matmul(&b)?;
        if rhs_shape.len() == 1 {
            product = product.squeeze(product.rank() - 1)?;
        }
        if lhs_shape.len() == 1 {
            product = product.squeeze(product.rank().saturating_sub(2))?;
        }
        Ok(CandleTensor::wrap(product))
    }

    /// [`CandleTensor::try_matmul`], panicking where it returns an error.
    ///
    /// # Panics
    ///
    /// Where `try_matmul` returns an error, with its message.
    pub fn matmul<B: CandleDType, Q: Policy, J>(
        &self,
        rhs: &CandleTensor<B, Q>,
    ) -> CandleTensor<J, P>
    where
        P: Join<A, B, Q, Output = J>,
        J: CandleMatmul,
    {
        self.try_matmul(rhs)
            .unwrap_or_else(|error| panic!("{error}"))
    }
}

/// Checks the tensors of a join: at least one, `axis` in range of the
/// first's axes (`new_axis`: one more), and the resolved axis.
fn join_axis<D: CandleDType, P: Policy>(
    op: &'static str,
    tensors: &[&CandleTensor<D, P>],
    axis: impl AxisIndex,
    new_axis: bool,
) -> Result<usize, CandleError> {
    let first = tensors.first().ok_or(ShapeError::nothing_to_join(op))?;
    if !new_axis && first.ndim() == 0 {
        return Err(ShapeError::zero_dimensional(op).into());
    }
    Ok(resolve_axis(axis, first.ndim() + usize::from(new_axis))?)
}

/// `jnp.concatenate` of tensors of one dtype along `axis`, which must exist
/// (negative: from the end); the other axes must match.
///
/// # Errors
///
/// No tensors, 0-d tensors or an axis out of range ([`CandleError::Shape`]),
/// or shapes that differ off the axis (candle's error, naming them).
pub fn concatenate<D: CandleDType, P: Policy>(
    tensors: &[&CandleTensor<D, P>],
    axis: impl AxisIndex,
) -> Result<CandleTensor<D, P>, CandleError> {
    let axis = join_axis("concatenate", tensors, axis, false)?;
    let raws: Vec<&Raw> = tensors.iter().map(|t| t.raw()).collect();
    Ok(CandleTensor::wrap(Raw::cat(&raws, axis)?))
}

/// `jnp.stack` of tensors of one dtype and shape along a new axis `axis`
/// (from 0 to their number of axes; negative: from the end).
///
/// # Errors
///
/// No tensors or an axis out of range ([`CandleError::Shape`]), or shapes
/// that differ (candle's error, naming them).
pub fn stack<D: CandleDType, P: Policy>(
    tensors: &[&CandleTensor<D, P>],
    axis: impl AxisIndex,
) -> Result<CandleTensor<D, P>, CandleError> {
    let axis = join_axis("stack", tensors, axis, true)?;
    let raws: Vec<&Raw> = tensors.iter().map(|t| t.raw()).collect();
    Ok(CandleTensor::wrap(Raw::stack(&raws, axis)?))
}
