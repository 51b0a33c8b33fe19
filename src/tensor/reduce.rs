//! Reductions over the whole tensor and along an axis, with JAX's result
//! dtypes ([`Reduce`]): `sum` and `prod` of `Int8` are `Int64`, `mean` of
//! `Int8` is `Float32`, and so on.
//!
//! As in JAX, `bfloat16` and `float16` accumulate in `f32` and round once at
//! the end. Elements are accumulated in row-major order.

use ndarray::{ArrayD, Axis};

use super::rules::{Float, Reduce};
use super::{ShapeError, Tensor};
use crate::numerics::{Arith, FloatElem, RealFloat};
use crate::{DType, Element, Policy};

/// Folds `values`, converted to `S`'s element, with `op`, starting at `init`;
/// half precision in `f32`.
fn fold<E: Element, S: DType>(
    values: impl Iterator<Item = E>,
    init: bool,
    op: impl Fn(f32, f32) -> f32,
    op_elem: impl Fn(S::Elem, S::Elem) -> S::Elem,
) -> S::Elem {
    if S::Elem::HALF {
        values
            .fold(init.cast::<f32>(), |acc, x| op(acc, x.cast::<f32>()))
            .cast()
    } else {
        values.fold(init.cast::<S::Elem>(), |acc, x| op_elem(acc, x.cast()))
    }
}

fn sum<E: Element, S: DType>(values: impl Iterator<Item = E>) -> S::Elem {
    fold::<E, S>(values, false, Arith::add, Arith::add)
}

fn prod<E: Element, S: DType>(values: impl Iterator<Item = E>) -> S::Elem {
    fold::<E, S>(values, true, Arith::mul, Arith::mul)
}

/// The mean as JAX computes it: the sum times the reciprocal of the count.
fn mean<E: Element, M: Float>(values: impl ExactSizeIterator<Item = E>) -> M::Elem {
    let n = values.len();
    if M::Elem::HALF {
        let total = values.fold(0.0_f32, |acc, x| Arith::add(acc, x.cast::<f32>()));
        Arith::mul(total, reciprocal(n)).cast()
    } else {
        let total = sum::<E, M>(values);
        Arith::mul(total, FloatElem::div(true.cast(), (n as u64).cast()))
    }
}

/// `1 / n` in `f32`, flushing as XLA does.
fn reciprocal(n: usize) -> f32 {
    RealFloat::flush(1.0 / n as f32)
}

/// The extremum by `pick`, or `None` for no values.
fn extremum<E: Element, X: DType>(
    mut values: impl Iterator<Item = E>,
    pick: impl Fn(X::Elem, X::Elem) -> X::Elem,
) -> Option<X::Elem> {
    let first = values.next()?.cast::<X::Elem>();
    Some(values.fold(first, |acc, x| pick(acc, x.cast())))
}

/// `Arith::max` or `Arith::min` on the elements of `X`.
type Pick<X> = fn(<X as DType>::Elem, <X as DType>::Elem) -> <X as DType>::Elem;

impl<D: Reduce, P: Policy> Tensor<D, P> {
    /// Applies `f` to each lane along `axis`.
    fn along<O>(
        &self,
        axis: usize,
        f: impl Fn(ndarray::ArrayView1<'_, D::Elem>) -> O,
    ) -> Result<ArrayD<O>, ShapeError> {
        if axis >= self.ndim() {
            return Err(ShapeError::axis(axis, self.ndim()));
        }
        Ok(self.array.map_axis(Axis(axis), f))
    }

    /// `jnp.sum` of every element, as a 0-d tensor of [`Reduce::Sum`]; integers wrap.
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let t = Tensor::<Int8>::from_vec(vec![100, 100, 100]);
    /// let s: Tensor<Int64> = t.sum();
    /// assert_eq!(s.to_vec(), [300]);
    /// ```
    pub fn sum(&self) -> Tensor<D::Sum, P> {
        Tensor::scalar(sum::<_, D::Sum>(self.iter()))
    }

    /// `jnp.sum` along `axis`, which is removed.
    pub fn sum_axis(&self, axis: usize) -> Result<Tensor<D::Sum, P>, ShapeError> {
        self.along(axis, |lane| sum::<_, D::Sum>(lane.iter().copied()))
            .map(Tensor::from_array)
    }

    /// `jnp.prod` of every element, as a 0-d tensor of [`Reduce::Sum`]; integers wrap.
    pub fn prod(&self) -> Tensor<D::Sum, P> {
        Tensor::scalar(prod::<_, D::Sum>(self.iter()))
    }

    /// `jnp.prod` along `axis`, which is removed.
    pub fn prod_axis(&self, axis: usize) -> Result<Tensor<D::Sum, P>, ShapeError> {
        self.along(axis, |lane| prod::<_, D::Sum>(lane.iter().copied()))
            .map(Tensor::from_array)
    }

    /// `jnp.mean` of every element, as a 0-d tensor of [`Reduce::Mean`]; NaN
    /// for an empty tensor, as in JAX.
    pub fn mean(&self) -> Tensor<D::Mean, P> {
        Tensor::scalar(mean::<_, D::Mean>(self.iter()))
    }

    /// `jnp.mean` along `axis`, which is removed.
    pub fn mean_axis(&self, axis: usize) -> Result<Tensor<D::Mean, P>, ShapeError> {
        self.along(axis, |lane| mean::<_, D::Mean>(lane.iter().copied()))
            .map(Tensor::from_array)
    }

    /// `jnp.max` of every element, as a 0-d tensor of [`Reduce::Extremum`]:
    /// NaN wins; complex numbers compare lexicographically. An empty tensor
    /// has no maximum: an error, as JAX raises.
    pub fn max(&self) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        extremum::<_, D::Extremum>(self.iter(), Arith::max)
            .map(Tensor::scalar)
            .ok_or_else(|| ShapeError::empty("max", self.shape()))
    }

    /// `jnp.max` along `axis`, which is removed; an error if that axis is empty.
    pub fn max_axis(&self, axis: usize) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        self.extremum_axis(axis, "max", Arith::max)
    }

    /// `jnp.min` of every element: see [`Tensor::max`].
    pub fn min(&self) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        extremum::<_, D::Extremum>(self.iter(), Arith::min)
            .map(Tensor::scalar)
            .ok_or_else(|| ShapeError::empty("min", self.shape()))
    }

    /// `jnp.min` along `axis`, which is removed; an error if that axis is empty.
    pub fn min_axis(&self, axis: usize) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        self.extremum_axis(axis, "min", Arith::min)
    }

    fn extremum_axis(
        &self,
        axis: usize,
        name: &'static str,
        pick: Pick<D::Extremum>,
    ) -> Result<Tensor<D::Extremum, P>, ShapeError> {
        if self.shape().get(axis) == Some(&0) {
            return Err(ShapeError::empty(name, self.shape()));
        }
        let out = self.along(axis, |lane| {
            extremum::<_, D::Extremum>(lane.iter().copied(), pick)
        })?;
        // Every lane has an element, checked above.
        Ok(Tensor::from_array(out.mapv(Option::unwrap_or_default)))
    }
}
