//! `prod` and `prod_as`: XLA's windows of 32 multiplications, side by side.

use core::any::TypeId;
use std::vec::Vec;

use ndarray::{ArrayD, Axis};

use super::sum::fold_runs;
use super::values::{ROW_CHUNK, cast_into};
use crate::dtype::DType;
use crate::kernels::reduce::{WINDOW, product_windows, run_products};
use crate::policy::{Policy, StoredFrom};
use crate::scalar::Element;
use crate::scalar::{Arith, ElementSlice};
use crate::simd;
use crate::tensor::axes::{Axes, AxisIndex, resolve};
use crate::tensor::rules::{Reduce, SumOf};
use crate::tensor::{ShapeError, Tensor};

impl<D: Reduce, P: Policy> Tensor<D, P> {
    /// `jnp.prod` of every element, as a 0-d tensor of [`Reduce::Sum`], as
    /// [`Tensor::sum`]; integers wrap.
    pub fn prod(&self) -> Tensor<SumOf<D, P>, P> {
        self.prod_axes(Axes::All, false)
            .expect("every axis of a tensor")
    }

    /// `jnp.prod` along `axis`, which is removed.
    pub fn prod_axis(&self, axis: impl AxisIndex) -> Result<Tensor<SumOf<D, P>, P>, ShapeError> {
        self.prod_axes(axis, false)
    }

    /// `jnp.prod` over `axes`: see [`Tensor::sum_axes`]. The values are
    /// multiplied in XLA's order: the axes in runs of adjacent ones, from
    /// the innermost run out, each run by XLA's tree of windows along its
    /// innermost axis; the half types in `float32`, rounded once.
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn prod_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<SumOf<D, P>, P>, ShapeError> {
        type S<D> = <<D as Reduce>::Sum as DType>::Elem;
        let axes = axes.into();
        if let Some(products) = self.row_products::<S<D>>(&axes, keepdims) {
            return Ok(Tensor::<D::Sum, P>::from_array(products?).stored_from::<D>());
        }
        let products = if S::<D>::HALF {
            self.prod_in::<f32>(&axes, keepdims, Element::cast)?
                .mapv(Element::cast)
        } else {
            self.prod_in::<S<D>>(&axes, keepdims, Element::cast)?
        };
        Ok(Tensor::<D::Sum, P>::from_array(products).stored_from::<D>())
    }

    /// `jnp.prod(x, dtype=O)`: every element converted to `O` and multiplied
    /// in `O` itself, in XLA's order (see [`Tensor::sum_as`]); `Bool` is
    /// `all`.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int32>::from_vec(vec![16, 16]);
    /// assert_eq!(x.prod_as::<UInt8>().to_vec(), [0]); // 16 · 16 wraps in uint8
    /// ```
    pub fn prod_as<O: DType>(&self) -> Tensor<StoredFrom<P, O, O>, P> {
        self.prod_axes_as::<O>(Axes::All, false)
            .expect("every axis of a tensor")
    }

    /// `jnp.prod(x, axis=axes, dtype=O, keepdims=keepdims)`: see
    /// [`Tensor::prod_as`] and [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn prod_axes_as<O: DType>(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<StoredFrom<P, O, O>, P>, ShapeError> {
        type A<P, O> = <StoredFrom<P, O, O> as DType>::Elem;
        self.prod_in::<A<P, O>>(&axes.into(), keepdims, Element::cast)
            .map(Tensor::from_array)
    }

    /// The products over `axes` of the elements mapped to `A` by `map`,
    /// multiplied in `A`, in XLA's order ([`fold_runs`]).
    pub(super) fn prod_in<A: Element>(
        &self,
        axes: &Axes,
        keepdims: bool,
        map: impl Fn(D::Elem) -> A + Sync,
    ) -> Result<ArrayD<A>, ShapeError> {
        let one = true.cast::<A>();
        fold_runs(
            self.array.view(),
            axes,
            keepdims,
            one,
            map,
            Arith::mul,
            product_windows::<A>(),
        )
    }

    /// `jnp.prod` along the last axis of a tensor in standard layout whose
    /// rows fit in one of XLA's windows (32 values), where the product is
    /// computed in `f32` (`A` is `f32` or a half type, rounded once): the
    /// rows multiplied side by side ([`run_products`]), each row's bits
    /// (from 1, in order; other types' values converted into `f32` first,
    /// [`ROW_CHUNK`] rows at a time). `None` for other axes, layouts,
    /// lengths and types.
    pub(super) fn row_products<A: Element>(
        &self,
        axes: &Axes,
        keepdims: bool,
    ) -> Option<Result<ArrayD<A>, ShapeError>> {
        let axis = self.ndim().checked_sub(1)?;
        let last = match axes {
            Axes::All => self.ndim() == 1,
            Axes::These(these) => {
                these.len() == 1 && matches!(resolve(these[0], self.ndim()), Ok(a) if a == axis)
            }
        };
        let row = *self.shape().last()?;
        let in_f32 = A::HALF || TypeId::of::<A>() == TypeId::of::<f32>();
        let fits = (1..=WINDOW).contains(&row) && self.array.is_standard_layout();
        if !(last && fits && in_f32) {
            return None;
        }
        let products = self.by_rows(true.cast::<A>(), |values, row, out| {
            let mut wide = Vec::new();
            let mut found = [0.0_f32; ROW_CHUNK];
            let runs = values.chunks(ROW_CHUNK * row);
            for (out, runs) in out.chunks_mut(ROW_CHUNK).zip(runs) {
                let found = &mut found[..out.len()];
                if let ElementSlice::Float32(runs) = D::Elem::as_slice_of(runs) {
                    run_products(runs, row, found);
                } else {
                    wide.resize(runs.len(), 0.0);
                    simd::vectorised(&mut || D::Elem::slice_to_f32(runs, &mut wide));
                    run_products(&wide, row, found);
                }
                cast_into(found, out);
            }
        });
        Some(products.map(|p| match keepdims {
            true => p.insert_axis(Axis(axis)),
            false => p,
        }))
    }
}
