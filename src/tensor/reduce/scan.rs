//! `cumsum` and `cumprod`: running sums and products in the result's dtype,
//! one step at a time in XLA's order.

use core::any::TypeId;

use ndarray::ArrayD;

use crate::dtype::DType;
use crate::kernels;
use crate::kernels::reduce::{float_scan, scan};
use crate::policy::{Policy, StoredFrom};
use crate::scalar::Arith;
use crate::scalar::Element;
use crate::tensor::axes::{AxisIndex, resolve};
use crate::tensor::elementwise::standard_layout;
use crate::tensor::error::{check_output, refused};
use crate::tensor::rules::{CumulativeOf, Reduce};
use crate::tensor::{ShapeError, Tensor};

impl<D: Reduce, P: Policy> Tensor<D, P> {
    /// `jnp.cumsum` of the flattened tensor (row-major), a 1-d tensor of
    /// [`Reduce::Cumulative`] (stored as [`Policy::StoredFrom`] says): `Bool`
    /// sums in `Int64` (`Int32` with x64 disabled), other dtypes in their
    /// own, rounding (or wrapping) at each step, as XLA does.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int8>::from_vec(vec![100, 27, 1]);
    /// assert_eq!(t.cumsum().to_vec(), [100, 127, -128]); // int8 wraps, as in JAX
    /// ```
    pub fn cumsum(&self) -> Tensor<CumulativeOf<D, P>, P> {
        self.scan_flat(Running::Sum)
    }

    /// `jnp.cumsum` along `axis`, which keeps its length.
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn cumsum_axis(
        &self,
        axis: impl AxisIndex,
    ) -> Result<Tensor<CumulativeOf<D, P>, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.cumulative_axis(axis, Running::Sum)
    }

    /// `jnp.cumprod` of the flattened tensor: see [`Tensor::cumsum`].
    pub fn cumprod(&self) -> Tensor<CumulativeOf<D, P>, P> {
        self.scan_flat(Running::Product)
    }

    /// The running sums (or products) of the flattened tensor: one lane.
    pub(super) fn scan_flat(&self, running: Running) -> Tensor<CumulativeOf<D, P>, P> {
        Tensor::<D::Cumulative, P>::from_array(self.scan_flat_in(running)).stored_from::<D>()
    }

    /// The running sums (or products) of the flattened tensor in `C`.
    pub(super) fn scan_flat_in<C: Element>(&self, running: Running) -> ArrayD<C> {
        let n = self.len();
        self.scan_lanes(&[n], 1, n, running)
            .expect("a tensor's length as the output's")
    }

    /// `jnp.cumprod` along `axis`, which keeps its length.
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn cumprod_axis(
        &self,
        axis: impl AxisIndex,
    ) -> Result<Tensor<CumulativeOf<D, P>, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.cumulative_axis(axis, Running::Product)
    }

    pub(super) fn cumulative_axis(
        &self,
        axis: usize,
        running: Running,
    ) -> Result<Tensor<CumulativeOf<D, P>, P>, ShapeError> {
        let out = self.cumulative_in(axis, running)?;
        Ok(Tensor::<D::Cumulative, P>::from_array(out).stored_from::<D>())
    }

    /// The running sums (or products) along `axis` in `C`.
    pub(super) fn cumulative_in<C: Element>(
        &self,
        axis: usize,
        running: Running,
    ) -> Result<ArrayD<C>, ShapeError> {
        if axis >= self.ndim() {
            return Err(ShapeError::axis(axis, self.ndim()));
        }
        let shape = self.shape();
        let inner: usize = shape[axis + 1..].iter().product();
        let block = shape[axis..].iter().product::<usize>();
        self.scan_lanes(shape, inner, block, running)
    }

    /// `jnp.cumsum(x, dtype=O)` of the flattened tensor: the elements
    /// converted to `O` and summed in `O` itself, rounding (or wrapping) at
    /// each step; `Bool` gives whether some element so far is nonzero.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int32>::from_vec(vec![100, 27, 1]);
    /// assert_eq!(t.cumsum_as::<Int8>().to_vec(), [100, 127, -128]);
    /// assert_eq!(t.cumsum_as::<Float32>().to_vec(), [100.0, 127.0, 128.0]);
    /// ```
    pub fn cumsum_as<O: DType>(&self) -> Tensor<StoredFrom<P, O, O>, P> {
        Tensor::from_array(self.scan_flat_in(Running::Sum))
    }

    /// `jnp.cumsum(x, axis=axis, dtype=O)`: see [`Tensor::cumsum_as`].
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn cumsum_axis_as<O: DType>(
        &self,
        axis: impl AxisIndex,
    ) -> Result<Tensor<StoredFrom<P, O, O>, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.cumulative_in(axis, Running::Sum)
            .map(Tensor::from_array)
    }

    /// `jnp.cumprod(x, dtype=O)` of the flattened tensor: see
    /// [`Tensor::cumsum_as`]; `Bool` gives whether every element so far is
    /// nonzero.
    pub fn cumprod_as<O: DType>(&self) -> Tensor<StoredFrom<P, O, O>, P> {
        Tensor::from_array(self.scan_flat_in(Running::Product))
    }

    /// `jnp.cumprod(x, axis=axis, dtype=O)`: see [`Tensor::cumsum_as`].
    ///
    /// # Errors
    ///
    /// `axis` out of range.
    pub fn cumprod_axis_as<O: DType>(
        &self,
        axis: impl AxisIndex,
    ) -> Result<Tensor<StoredFrom<P, O, O>, P>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        self.cumulative_in(axis, Running::Product)
            .map(Tensor::from_array)
    }

    /// The running sums (or products) of the elements in standard layout
    /// (a copy for another layout), as blocks of `block` elements, each rows
    /// of `inner` values whose columns are the lanes ([`scan_from`]), into
    /// an array of `shape`, allocated fallibly first; the blocks of a large
    /// tensor on the pool's threads.
    pub(super) fn scan_lanes<C: Element>(
        &self,
        shape: &[usize],
        inner: usize,
        block: usize,
        running: Running,
    ) -> Result<ArrayD<C>, ShapeError> {
        let len = check_output::<C>(shape)?;
        let mut out = kernels::filled(len, C::default()).map_err(refused::<C>(shape))?;
        // No blocks to walk where there are no elements: a shape such as
        // `[2⁴⁰, 0]` has 2⁴⁰ empty ones.
        if len > 0 {
            let data = standard_layout(&self.array)?;
            let values = data.as_slice().expect("an array in standard layout");
            kernels::on_weighted_rows(&mut out, block, block, |blocks, piece| {
                let input = &values[blocks.start * block..blocks.end * block];
                for (src, dst) in input.chunks_exact(block).zip(piece.chunks_exact_mut(block)) {
                    scan_from(src, dst, inner, running);
                }
            });
        }
        Ok(ArrayD::from_shape_vec(shape, out).expect("the input's shape"))
    }
}

/// `jnp.cumsum` or `jnp.cumprod`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Running {
    Sum,
    Product,
}

/// `dst` = the running sums (or products) of `src` converted to `C`, rows
/// of `inner` values whose columns are the lanes, in the result's element,
/// rounded (or wrapped) at each step as XLA's cumulative reductions compute
/// in the result's dtype ([`scan`]): converted and scanned a few KiB at a
/// time, while the values are in the cache; `f32` and `f64` with the
/// hardware's operations ([`float_scan`]), which give the same bits.
pub(super) fn scan_from<E: Element, C: Element>(
    src: &[E],
    dst: &mut [C],
    inner: usize,
    running: Running,
) {
    if inner == 0 {
        return;
    }
    let product = running == Running::Product;
    let chunk = (4096 / inner).max(1) * inner;
    for (i, s) in src.chunks(chunk).enumerate() {
        let at = i * chunk;
        let end = at + s.len();
        for (d, &x) in dst[at..end].iter_mut().zip(s) {
            *d = x.cast();
        }
        let done = &mut dst[..end];
        if TypeId::of::<C>() == TypeId::of::<f32>() {
            float_scan::<C, f32>(done, at, inner, product, Element::cast, Element::cast);
        } else if TypeId::of::<C>() == TypeId::of::<f64>() {
            float_scan::<C, f64>(done, at, inner, product, Element::cast, Element::cast);
        } else if product {
            scan(done, at, inner, true.cast(), Arith::mul);
        } else {
            scan(done, at, inner, false.cast(), Arith::add);
        }
    }
}
