//! `any` and `all`: the blocks scanned, the first answer in order.

use crate::dtype::Bool;
use crate::kernels::reduce::position;
use crate::kernels::reduce_blocks;
use crate::policy::Policy;
use crate::scalar::Element;
use crate::tensor::axes::{Axes, AxisIndex, resolve};
use crate::tensor::rules::{ComplexParts, Reduce};
use crate::tensor::{ShapeError, Tensor};

impl<D: Reduce + ComplexParts, P: Policy> Tensor<D, P> {
    /// `jnp.any`: whether some element is nonzero (NaN counts; a subnormal
    /// float is zero, as XLA on CPU reads it), as a 0-d `Bool` tensor;
    /// `false` for an empty tensor. A complex number counts by its real part
    /// alone, as JAX converts it to `bool` here (`jnp.any(1j)` is `False`),
    /// unlike `astype(bool)`.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int8>::from_vec(vec![0, 3, 0]);
    /// assert_eq!(t.any().to_vec(), [true]);
    /// assert_eq!(t.all().to_vec(), [false]);
    /// ```
    pub fn any(&self) -> Tensor<Bool, P> {
        let any = |values: &[D::Elem]| decided::<_, false>(values, truth::<D>);
        Tensor::scalar(match self.array.as_slice() {
            Some(slice) => reduce_blocks(slice, |_, b| any(b), |a, b| a || b).unwrap_or(false),
            None => self.iter().any(truth::<D>),
        })
    }

    /// `jnp.any` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn any_axis(&self, axis: impl AxisIndex) -> Result<Tensor<Bool, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.along(axis, |lane| match lane.as_slice() {
            Some(lane) if lane.len() >= LONG_LANE => decided::<_, false>(lane, truth::<D>),
            _ => lane.iter().any(|x| truth::<D>(*x)),
        })
        .map(Tensor::from_array)
    }

    /// `jnp.any` over `axes`: see [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn any_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<Bool, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.any_axis(axis))
    }

    /// `jnp.all`: whether every element is nonzero, as a 0-d `Bool` tensor;
    /// `true` for an empty tensor.
    pub fn all(&self) -> Tensor<Bool, P> {
        let all = |values: &[D::Elem]| decided::<_, true>(values, truth::<D>);
        Tensor::scalar(match self.array.as_slice() {
            Some(slice) => reduce_blocks(slice, |_, b| all(b), |a, b| a && b).unwrap_or(true),
            None => self.iter().all(truth::<D>),
        })
    }

    /// `jnp.all` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn all_axis(&self, axis: impl AxisIndex) -> Result<Tensor<Bool, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.along(axis, |lane| match lane.as_slice() {
            Some(lane) if lane.len() >= LONG_LANE => decided::<_, true>(lane, truth::<D>),
            _ => lane.iter().all(|x| truth::<D>(*x)),
        })
        .map(Tensor::from_array)
    }

    /// `jnp.all` over `axes`: see [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn all_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<Bool, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.all_axis(axis))
    }
}

/// The shortest lane that `any_axis` and `all_axis` scan by [`decided`]:
/// shorter ones scan in place, where a call per lane would cost more than
/// its values (`any_axis(1)` of `[1.25 M, 8]`: 2.0 ms in place, 8.4 by
/// blocks).
pub(super) const LONG_LANE: usize = 256;

/// Whether `truth` holds of every value (`ALL`), else of any: the first
/// value that decides, looked for by [`position`] (vectorised, without a
/// branch per value).
pub(super) fn decided<E: Copy, const ALL: bool>(values: &[E], truth: impl Fn(E) -> bool) -> bool {
    position(values, &|x| truth(x) != ALL).is_none() == ALL
}

/// How `jnp.any` and `jnp.all` read an element as `bool`: nonzero, the real
/// part of a complex number (JAX converts with `lax.convert_element_type`).
#[inline]
pub(super) fn truth<D: ComplexParts>(x: D::Elem) -> bool {
    D::real(x).cast::<bool>()
}
