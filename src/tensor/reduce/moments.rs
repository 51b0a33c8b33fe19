//! `var` and `std`: the mean, then the squared deviations summed as XLA
//! sums them (YNNPACK's kernels, whole).

use core::any::TypeId;

use ndarray::ArrayD;

use super::sum::{sum_as, tiled_sum};
use super::values::{ROW_CHUNK, Values, lane};
use crate::dtype::{DType, Float32};
use crate::kernels::reduce::{SumFloat, XLA_EMITTED_BELOW, squared_deviation, tile_len};
use crate::policy::Policy;
use crate::scalar::Element;
use crate::scalar::{Arith, FloatElem, FloatFn, NumericElem, SumKind};
use crate::tensor::axes::{Axes, AxisIndex, resolve};
use crate::tensor::elementwise::standard_layout;
use crate::tensor::rules::{ComplexParts, Float, Inexact, Reduce};
use crate::tensor::{ShapeError, Tensor};

/// The variance as JAX's `jnp.var` computes it (`ddof = 0`), in `C`, the
/// computation dtype (the inexact dtype; `float32` for the half types): the
/// mean (the sum times `1 / n`, as `jnp.mean`), the squares of the deviations
/// from it (for complex numbers the real part of `x * conj(x)`, in `R`), their
/// sum divided by `n`, converted to the result `V`. (That is `jnp.var`
/// called as JAX runs it eagerly, its own compiled function: the sum times
/// `1 / n`, the rewrite XLA's simplifier makes of a division by a constant,
/// is what a `jax.jit` of a caller of `jnp.var` computes instead.) XLA may
/// add the squares in another order: large sums can differ in the last
/// bits.
pub(super) fn variance<E, C, R, V>(
    values: Values<'_, E, impl ExactSizeIterator<Item = E> + Clone>,
    total: usize,
) -> V::Elem
where
    E: Element,
    C: Float + ComplexParts<Real = R>,
    R: Float,
    V: DType,
{
    let n = values.len() as u64;
    let sum = sum_as::<E, C::Elem>(values.clone(), total, Element::cast);
    let mean = Arith::mul(sum, FloatElem::div(true.cast(), n.cast()));
    let squares = match real_squares::<E, C::Elem, R::Elem>(&values, total, mean) {
        Some(squares) => squares,
        None => sum_as::<E, R::Elem>(values, total, deviation_square::<E, C>(mean)),
    };
    let count: R::Elem = n.cast();
    FloatElem::div(squares, count).cast()
}

/// `|x - mean|²` of `x` converted to `C`, in `C`'s real dtype. (Not a
/// closure in [`variance`], whose type would depend on its iterator type.)
pub(super) fn deviation_square<E: Element, C: Float + ComplexParts>(
    mean: C::Elem,
) -> impl Fn(E) -> <C::Real as DType>::Elem + Copy + Sync {
    move |x: E| {
        let d = NumericElem::sub(x.cast::<C::Elem>(), mean);
        C::real(Arith::mul(d, C::conj(d)))
    }
}

/// [`squared_deviation`] from `mean` of `x` converted to `T`. (Not a
/// closure in [`real_squares`], whose type would depend on its iterator
/// type.)
pub(super) fn squared_deviations<E: Element, T: SumFloat + Element>(
    mean: T,
) -> impl Fn(E) -> T + Copy + Sync {
    move |x: E| squared_deviation(x.cast::<T>(), mean)
}

/// The sum of the squared deviations from `mean` of real `f32` or `f64`
/// values (`C` is `R`) in YNNPACK's order, each square by the hardware's
/// operations under XLA's float mode ([`squared_deviation`]: the flushing
/// ones' bits, a third of their work); `None` for other types, layouts and
/// sizes, which [`variance`] sums by [`sum_as`].
pub(super) fn real_squares<E: Element, C: Element, R: Element>(
    values: &Values<'_, E, impl ExactSizeIterator<Item = E>>,
    total: usize,
    mean: C,
) -> Option<R> {
    let Values::Slice(slice) = values else {
        return None;
    };
    if TypeId::of::<C>() != TypeId::of::<R>() || total < XLA_EMITTED_BELOW {
        return None;
    }
    // Not `float_sum`: a half `R` would round each square first.
    if TypeId::of::<R>() == TypeId::of::<f32>() {
        let mean: f32 = mean.cast();
        let sum = tiled_sum(slice, squared_deviations::<E, f32>(mean));
        Some(sum.cast())
    } else if TypeId::of::<R>() == TypeId::of::<f64>() {
        let mean: f64 = mean.cast();
        let sum = tiled_sum(slice, squared_deviations::<E, f64>(mean));
        Some(sum.cast())
    } else {
        None
    }
}

impl<D: Reduce + Inexact, P: Policy> Tensor<D, P> {
    /// `jnp.var` of every element (`ddof = 0`), as a 0-d tensor of
    /// [`Reduce::Variance`], computed as JAX does (see the module docs);
    /// NaN for an empty tensor.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int8>::from_vec(vec![1, 2, 3, 4]);
    /// let v: Tensor<Float32> = t.var();
    /// assert_eq!(v.to_vec(), [1.25]);
    /// assert_eq!(t.std().to_vec(), [1.25_f32.sqrt()]);
    /// ```
    pub fn var(&self) -> Tensor<D::Variance, P> {
        Tensor::scalar(self.variance_of(self.values(), self.len()))
    }

    /// `jnp.var` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn var_axis(&self, axis: impl AxisIndex) -> Result<Tensor<D::Variance, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        let rows = if <D::Output as DType>::Elem::HALF {
            self.variance_rows::<Float32>(axis)
        } else {
            self.variance_rows::<D::Output>(axis)
        };
        match rows {
            Some(rows) => rows,
            None => self.along(axis, |l| self.variance_of(lane(l), self.len())),
        }
        .map(Tensor::from_array)
    }

    /// `jnp.var` over `axes` (`ddof = 0`): see [`Tensor::sum_axes`].
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// // A layer norm's statistics over the features, kept for broadcasting.
    /// let x = Tensor::<Float32>::from_shape_vec(&[2, 2], vec![1.0, 3.0, 2.0, 2.0])?;
    /// assert_eq!(x.var_axes(-1, true)?.to_vec(), [1.0, 0.0]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn var_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<D::Variance, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.var_axis(axis))
    }

    /// `jnp.std`: the square root of [`Tensor::var`], taken in its dtype.
    pub fn std(&self) -> Tensor<D::Variance, P> {
        square_root(self.var())
    }

    /// `jnp.std` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn std_axis(&self, axis: impl AxisIndex) -> Result<Tensor<D::Variance, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.var_axis(axis).map(square_root)
    }

    /// `jnp.std` over `axes`: see [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn std_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<D::Variance, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.std_axis(axis))
    }

    /// The variances along `axis`, computed in the real float `C`, of a
    /// tensor of at least [`XLA_EMITTED_BELOW`] elements, by YNNPACK's
    /// kernels as XLA hands them `jnp.var`. Along the last axis of a tensor
    /// in standard layout whose rows are no longer than a tile, where
    /// [`variance`] on each lane would take the lane kernel for both its
    /// sums: many rows at a time ([`SumFloat::lanes`], then
    /// [`SumFloat::deviation_lanes`] with each row's mean), with the float
    /// mode entered and the vectors chosen once per run of rows instead of
    /// twice per row, each row's variance the bits of `variance`'s on it.
    /// Along an outer axis, by the column kernel
    /// ([`variance_columns_in`](Self::variance_columns_in)). `None`
    /// elsewhere (and for complex `C`).
    pub(super) fn variance_rows<C: Float>(
        &self,
        axis: usize,
    ) -> Option<Result<ArrayD<<D::Variance as DType>::Elem>, ShapeError>> {
        if self.len() < XLA_EMITTED_BELOW {
            return None;
        }
        let columns = axis + 1 < self.ndim();
        if !columns && !self.array.is_standard_layout() {
            return None;
        }
        // Only `C`'s branch is compiled ([`Element::Sum`]); a complex `C`
        // (summed in its parts' float) is not a real float.
        let real = |t: TypeId| TypeId::of::<C::Elem>() == t;
        <C::Elem as Element>::Sum::pick(
            (),
            |()| real(TypeId::of::<f32>()).then(|| self.variance_in::<f32>(axis, columns))?,
            |()| real(TypeId::of::<f64>()).then(|| self.variance_in::<f64>(axis, columns))?,
            |()| None,
        )
    }

    /// [`variance_columns_in`](Self::variance_columns_in) along an outer
    /// axis (`columns`), else [`variance_rows_in`](Self::variance_rows_in).
    pub(super) fn variance_in<T: SumFloat + Element + FloatElem>(
        &self,
        axis: usize,
        columns: bool,
    ) -> Option<Result<ArrayD<<D::Variance as DType>::Elem>, ShapeError>> {
        match columns {
            true => Some(self.variance_columns_in::<T>(axis)),
            false => self.variance_rows_in::<T>(),
        }
    }

    /// [`variance_rows`](Self::variance_rows) in `T` along `axis`, an outer
    /// one: as XLA's fusion of `jnp.var` hands it to YNNPACK, the column
    /// sums ([`Tensor::sum_axis`]'s), the means (each sum times `1 / n`),
    /// the column sums of the squares of the deviations from them, divided
    /// by `n`.
    pub(super) fn variance_columns_in<T: SumFloat + Element + FloatElem>(
        &self,
        axis: usize,
    ) -> Result<ArrayD<<D::Variance as DType>::Elem>, ShapeError> {
        if !self.array.is_standard_layout() {
            // Read twice: copied once, not by each pass.
            let copy = Tensor::<D, P>::from_array(standard_layout(&self.array)?.into_owned());
            return copy.variance_columns_in::<T>(axis);
        }
        let n = self.shape()[axis];
        let to = |x: D::Elem| x.cast::<T>();
        let scale = FloatElem::div(true.cast::<T>(), (n as u64).cast());
        let means = self.by_columns(axis, T::ZERO, |values, at, _, out| {
            T::columns(values, at, out, &to);
            for mean in out.iter_mut() {
                *mean = Arith::mul(*mean, scale);
            }
        })?;
        let means = means.as_slice().expect("a new array in standard layout");
        let squares = self.by_columns(axis, T::ZERO, |values, at, first, out| {
            let means = &means[first..first + out.len()];
            T::deviation_columns(values, at, means, out, &to);
        })?;
        let count: T = (n as u64).cast();
        Ok(squares.mapv(|square| FloatElem::div(square, count).cast()))
    }

    /// [`variance_rows`](Self::variance_rows) in `T`, for rows no longer than
    /// its tile (`None` for longer ones): [`variance`]'s steps, for each run
    /// of rows on the pool's threads: the rows' sums, their means (each sum
    /// times `1 / n`), the sums of the squares of the deviations from them,
    /// divided by `n`.
    pub(super) fn variance_rows_in<T: SumFloat + Element + FloatElem>(
        &self,
    ) -> Option<Result<ArrayD<<D::Variance as DType>::Elem>, ShapeError>> {
        let n = *self.shape().last()?;
        if n > tile_len::<T>() {
            return None;
        }
        let to = |x: D::Elem| x.cast::<T>();
        let scale = FloatElem::div(true.cast::<T>(), (n as u64).cast());
        let count: T = (n as u64).cast();
        Some(self.by_rows(Default::default(), |values, row, out| {
            let (mut means, mut squares) = ([T::ZERO; ROW_CHUNK], [T::ZERO; ROW_CHUNK]);
            for (out, values) in out
                .chunks_mut(ROW_CHUNK)
                .zip(values.chunks(ROW_CHUNK * row))
            {
                let (means, squares) = (&mut means[..out.len()], &mut squares[..out.len()]);
                T::lanes(values, row, means, &to);
                for mean in means.iter_mut() {
                    *mean = Arith::mul(*mean, scale);
                }
                T::deviation_lanes(values, row, means, squares, &to);
                for (o, &square) in out.iter_mut().zip(squares.iter()) {
                    *o = FloatElem::div(square, count).cast();
                }
            }
        }))
    }

    /// The variance of `values`, in the computation dtype JAX uses: `float32`
    /// for the half types, else [`Inexact::Output`]; `total` elements in the
    /// tensor reduced.
    pub(super) fn variance_of(
        &self,
        values: Values<'_, D::Elem, impl ExactSizeIterator<Item = D::Elem> + Clone>,
        total: usize,
    ) -> <D::Variance as DType>::Elem {
        if <D::Output as DType>::Elem::HALF {
            variance::<_, Float32, Float32, D::Variance>(values, total)
        } else {
            variance::<_, D::Output, _, D::Variance>(values, total)
        }
    }
}

/// `jnp.sqrt` of a variance, in its own (float) dtype.
pub(super) fn square_root<V: Float, P: Policy>(var: Tensor<V, P>) -> Tensor<V, P> {
    Tensor::from_array(var.into_array().mapv(|x| x.unary(FloatFn::Sqrt)))
}
