//! `max` and `min`: plain vector comparisons where they are exact, the
//! flushing fold elsewhere, rows or columns at a time.

use core::any::TypeId;
use std::vec;

use ndarray::ArrayView1;

use super::values::{
    ROW_CHUNK, TRANSPOSED_ROW, Values, by_transposed_rows, cast_into, lane, order_free,
    widened_rows, widens_exactly,
};
use crate::dtype::DType;
use crate::kernels::parallel::BLOCK;
use crate::kernels::reduce::{
    Columns, SumFloat, fold_columns, plain_columns, plain_extrema, plain_extremum,
};
use crate::kernels::reduce_blocks;
use crate::policy::Policy;
use crate::scalar::Element;
use crate::scalar::{Arith, ElementSlice};
use crate::tensor::axes::{Axes, AxisIndex, resolve};
use crate::tensor::rules::Reduce;
use crate::tensor::{Engine, Holds, ShapeError, Tensor};

/// `max` (`MAX`) or `min` of two elements, as JAX's `maximum` and `minimum`.
#[inline(always)]
pub(super) fn pick<A: Element, const MAX: bool>(a: A, b: A) -> A {
    if MAX {
        Arith::max(a, b)
    } else {
        Arith::min(a, b)
    }
}

/// The maximum (`MAX`) or minimum, or `None` for no values.
pub(super) fn extremum<E: Element, X: DType, const MAX: bool>(
    values: Values<'_, E, impl ExactSizeIterator<Item = E>>,
) -> Option<X::Elem> {
    if values.len() == 0 {
        return None;
    }
    if let Some(found) = plain::<E, X::Elem, MAX>(&values) {
        return Some(found);
    }
    let init = X::Elem::extremum_identity();
    let pick = pick::<X::Elem, MAX>;
    if order_free::<X::Elem>() {
        values.accumulate_free(init, Element::cast, pick)
    } else {
        values.accumulate(init, pick)
    }
}

/// The extremum of contiguous `f32` or `f64` values by plain comparisons
/// ([`plain_extremum`]), a block at a time on the pool's threads, where that
/// is the exact fold's; `None` where it may not be, for other types and
/// for values that are not contiguous.
pub(super) fn plain<E: Element, A: Element, const MAX: bool>(
    values: &Values<'_, E, impl ExactSizeIterator<Item = E>>,
) -> Option<A> {
    let Values::Slice(slice) = values else {
        return None;
    };
    if TypeId::of::<E>() != TypeId::of::<A>() {
        return None;
    }
    match E::as_slice_of(slice) {
        ElementSlice::Float32(values) => plain_blocks::<f32, MAX>(values).map(Element::cast),
        ElementSlice::Float64(values) => plain_blocks::<f64, MAX>(values).map(Element::cast),
        _ => None,
    }
}

/// The columns' extrema of `f32` or `f64` values by plain comparisons
/// ([`plain_columns`]) into `out`, and `true`, where they are the exact
/// fold's; `false` for other types and where they may not be.
pub(super) fn plain_columns_into<E: Element, A: Element, const MAX: bool>(
    values: &[E],
    at: Columns,
    out: &mut [A],
) -> bool {
    pub(super) fn into<T: SumFloat + Element, A: Element, const MAX: bool>(
        values: &[T],
        at: Columns,
        out: &mut [A],
    ) -> bool {
        let mut found = vec![T::ZERO; out.len()];
        let exact = plain_columns::<T, MAX>(values, at, &mut found);
        if exact {
            for (o, x) in out.iter_mut().zip(found) {
                *o = x.cast();
            }
        }
        exact
    }
    if TypeId::of::<E>() != TypeId::of::<A>() {
        return false;
    }
    match E::as_slice_of(values) {
        ElementSlice::Float32(values) => into::<f32, A, MAX>(values, at, out),
        ElementSlice::Float64(values) => into::<f64, A, MAX>(values, at, out),
        _ => false,
    }
}

/// The extrema of the runs of `len` values (`len > 0`) into `out`: for `f32`
/// and `f64` values by plain comparisons ([`plain_extrema`]) where they are
/// the exact fold's (for the rows of a type that [`widens_exactly`], those
/// of their `f32` values, [`widened_rows`]);
/// for rows as short of the other order-free types, the fold down the
/// columns of transposed rows ([`by_transposed_rows`]); `exact(r)` for the
/// other runs `r` and types.
pub(super) fn rows_extrema<E: Element, A: Element, const MAX: bool>(
    values: &[E],
    len: usize,
    out: &mut [A],
    exact: impl Fn(usize) -> A,
) {
    pub(super) fn into<T: SumFloat + Element, A: Element, const MAX: bool>(
        values: &[T],
        len: usize,
        out: &mut [A],
        exact: impl Fn(usize) -> A,
    ) {
        let mut found = [T::ZERO; ROW_CHUNK];
        let runs = values.chunks(ROW_CHUNK * len);
        for (c, (out, runs)) in out.chunks_mut(ROW_CHUNK).zip(runs).enumerate() {
            let found = &mut found[..out.len()];
            let every = plain_extrema::<T, MAX>(runs, len, found);
            cast_into(found, out);
            // The rows the fold decides (NaN), seldom any.
            if !every {
                for (r, (o, &best)) in out.iter_mut().zip(found.iter()).enumerate() {
                    if best.is_nan() {
                        *o = exact(c * ROW_CHUNK + r);
                    }
                }
            }
        }
    }
    // Plain comparisons where `E` is `A` (a real float's extremum is its
    // own), so that the casts change nothing.
    let plain = TypeId::of::<E>() == TypeId::of::<A>();
    match E::as_slice_of(values) {
        ElementSlice::Float32(values) if plain => into::<f32, A, MAX>(values, len, out, exact),
        ElementSlice::Float64(values) if plain => into::<f64, A, MAX>(values, len, out, exact),
        _ if plain && widens_exactly::<E>() => {
            // The values are `f32` values (the half types' subnormals
            // normal ones), compared as the exact fold compares them.
            widened_rows(values, len, out, |wide, first, out| {
                into::<f32, A, MAX>(wide, len, out, |r| exact(first + r));
            });
        }
        _ if A::extremum_identity().is_none() && order_free::<A>() && len <= TRANSPOSED_ROW => {
            by_transposed_rows(values, len, out, |columns, at, out| {
                fold_columns(columns, at, out, &Element::cast, &pick::<A, MAX>);
            });
        }
        _ => {
            for (r, o) in out.iter_mut().enumerate() {
                *o = exact(r);
            }
        }
    }
}

pub(super) fn plain_blocks<T: SumFloat + Element, const MAX: bool>(values: &[T]) -> Option<T> {
    // Each block's extremum is a normal number compared exactly, so the
    // blocks' extrema are compared by plain comparisons too.
    let combine = |a: Option<T>, b: Option<T>| {
        let (a, b) = (a?, b?);
        Some(if MAX == (b > a) { b } else { a })
    };
    if values.len() <= BLOCK {
        return plain_extremum::<T, MAX>(values);
    }
    reduce_blocks(values, |_, b| plain_extremum::<T, MAX>(b), combine).flatten()
}

/// The element of `D`'s `max` and `min`.
pub(super) type X<D> = <<D as Reduce>::Extremum as DType>::Elem;

impl<D: Reduce, P: Policy, E: Engine> Tensor<D, P, E> {
    /// `jnp.max` of every element, as a 0-d tensor of [`Reduce::Extremum`]:
    /// NaN wins; complex numbers compare lexicographically.
    ///
    /// # Errors
    ///
    /// An empty tensor has no maximum, as JAX raises; or the engine's error.
    pub fn max(&self) -> Result<Tensor<D::Extremum, P, E>, E::Error>
    where
        E: Holds<D> + Holds<D::Extremum>,
    {
        self.extremum_of(None, "max", true)
    }

    /// `jnp.max` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// An axis out of range or empty, or the engine's error.
    pub fn max_axis(&self, axis: impl AxisIndex) -> Result<Tensor<D::Extremum, P, E>, E::Error>
    where
        E: Holds<D> + Holds<D::Extremum>,
    {
        let axis = resolve(axis, self.ndim())?;
        self.extremum_of(Some(axis), "max", true)
    }

    /// `jnp.min` of every element: see [`Tensor::max`].
    ///
    /// # Errors
    ///
    /// An empty tensor has no minimum, as JAX raises; or the engine's error.
    pub fn min(&self) -> Result<Tensor<D::Extremum, P, E>, E::Error>
    where
        E: Holds<D> + Holds<D::Extremum>,
    {
        self.extremum_of(None, "min", false)
    }

    /// `jnp.min` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// An axis out of range or empty, or the engine's error.
    pub fn min_axis(&self, axis: impl AxisIndex) -> Result<Tensor<D::Extremum, P, E>, E::Error>
    where
        E: Holds<D> + Holds<D::Extremum>,
    {
        let axis = resolve(axis, self.ndim())?;
        self.extremum_of(Some(axis), "min", false)
    }

    /// `max` or `min` (`op`) along `axis` or of every element, once it is
    /// known not to be empty.
    fn extremum_of(
        &self,
        axis: Option<usize>,
        op: &'static str,
        max: bool,
    ) -> Result<Tensor<D::Extremum, P, E>, E::Error>
    where
        E: Holds<D> + Holds<D::Extremum>,
    {
        non_empty(self.shape(), axis, op)?;
        E::extremum::<D, P>(self, axis, max)
    }
}

/// An error if `op` (`max`, `argmin`, …) has nothing to reduce over `axis`
/// (every element: `None`), as JAX raises.
pub(crate) fn non_empty(
    shape: &[usize],
    axis: Option<usize>,
    op: &'static str,
) -> Result<(), ShapeError> {
    match axis.map_or(shape.iter().product(), |axis| shape[axis]) {
        0 => Err(ShapeError::empty(op, shape)),
        _ => Ok(()),
    }
}

impl<D: Reduce, P: Policy> Tensor<D, P> {
    /// The CPU's kernel of [`Tensor::max`] and [`Tensor::min`] (`axis`
    /// `None`) and their `_axis` forms.
    pub(crate) fn extremum_kernel(
        &self,
        axis: Option<usize>,
        max: bool,
    ) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        let op = if max { "max" } else { "min" };
        match (axis, max) {
            (Some(axis), true) => self.extremum_axis::<true>(axis, op),
            (Some(axis), false) => self.extremum_axis::<false>(axis, op),
            (None, true) => extremum::<_, D::Extremum, true>(self.values())
                .map(Tensor::scalar)
                .ok_or_else(|| ShapeError::empty(op, self.shape())),
            (None, false) => extremum::<_, D::Extremum, false>(self.values())
                .map(Tensor::scalar)
                .ok_or_else(|| ShapeError::empty(op, self.shape())),
        }
    }

    /// `jnp.max` over `axes`: see [`Tensor::sum_axes`].
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Float32>::from_shape_vec(&[2, 2], vec![1.0, 4.0, 3.0, 2.0])?;
    /// // A softmax's shift: x - x.max(axis=-1, keepdims=True).
    /// let shifted = &x - &x.max_axes(-1, true)?;
    /// assert_eq!(shifted.to_vec(), [-3.0, 0.0, 0.0, -1.0]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice, or an empty reduced axis.
    pub fn max_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.max_axis(axis))
    }

    /// `jnp.min` over `axes`: see [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice, or an empty reduced axis.
    pub fn min_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.min_axis(axis))
    }

    pub(super) fn extremum_axis<const MAX: bool>(
        &self,
        axis: usize,
        name: &'static str,
    ) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        if self.shape().get(axis) == Some(&0) {
            return Err(ShapeError::empty(name, self.shape()));
        }
        let init = X::<D>::extremum_identity();
        if init.is_none() && order_free::<X<D>>() && axis + 1 < self.ndim() {
            // Whole rows at a time, the columns side by side.
            let out = self.by_columns(axis, X::<D>::default(), |values, at, _, out| {
                if !plain_columns_into::<_, _, MAX>(values, at, out) {
                    fold_columns(values, at, out, &Element::cast, &pick::<X<D>, MAX>);
                }
            })?;
            return Ok(Tensor::from_array(out));
        }
        if self.array.is_standard_layout() && axis + 1 == self.ndim() {
            // Runs of contiguous rows, many at a time by plain comparisons;
            // the exact fold for the rows they may not give.
            let out = self.by_rows(X::<D>::default(), |values, row, out| {
                rows_extrema::<_, _, MAX>(values, row, out, |r| {
                    let run = ArrayView1::from(&values[r * row..(r + 1) * row]);
                    // Every row has an element, checked above.
                    extremum::<_, D::Extremum, MAX>(lane(run)).unwrap_or_default()
                });
            })?;
            return Ok(Tensor::from_array(out));
        }
        let out = self.along(axis, |l| extremum::<_, D::Extremum, MAX>(lane(l)))?;
        // Every lane has an element, checked above.
        Ok(Tensor::from_array(out.mapv(Option::unwrap_or_default)))
    }
}
