//! Shape functions: reshaping, transposing, broadcasting, adding and removing
//! axes, slicing. Each keeps the dtype and the policy, and copies values
//! exactly; bad input is an `Err(ShapeError)` wherever JAX raises (and where
//! ndarray would panic), never a panic.
//!
//! Two forms, like ndarray's views and owned arrays:
//!
//! - the `&self` forms return a new tensor: its elements are copied, in
//!   row-major (standard) layout, as `jax.numpy` returns a new array;
//! - the `into_` forms consume the tensor and keep its storage. `into_t`,
//!   `into_permute_axes`, `into_expand_dims`, `into_squeeze` and
//!   `into_squeeze_axis` only change the shape and strides, never copying;
//!   `into_reshape` and `into_flatten` copy only when the elements are not laid
//!   out in an order that allows the new shape: never in standard layout, in
//!   general after `into_t` or `into_permute_axes`.
//!
//! A `Tensor` owns its array, so views (ndarray's `t()`, `slice`,
//! `broadcast`) are not tensors: use [`Tensor::view`] for those.

use std::vec::Vec;

use ndarray::{ArrayD, ArrayView, Axis, Dimension, IxDyn, SliceArg, SliceInfoElem};

use super::axes::{Axes, AxisIndex, resolve, resolve_new};
use super::elementwise::{copy_into, copy_part};
use super::engine::Engine;
use super::error::{check_output, element_count};
use super::storage::Holds;
use super::{ShapeError, Tensor};
use crate::dtype::DType;
use crate::policy::Policy;
use crate::size::MAX_DIMS;

/// A copy of `view`, a view of `array`, in standard (row-major) layout,
/// allocated fallibly ([`copy_part`]).
fn standard<'a, E: Copy + Send + Sync, Dim: Dimension>(
    array: &'a ArrayD<E>,
    view: ArrayView<'a, E, Dim>,
) -> Result<ArrayD<E>, ShapeError> {
    copy_part(array, view.into_dyn())
}

/// [`standard`] for the shape functions that return a tensor: a copy the
/// allocator refuses panics with the error's message.
fn standard_or_panic<'a, E: Copy + Send + Sync, Dim: Dimension>(
    array: &'a ArrayD<E>,
    view: ArrayView<'a, E, Dim>,
) -> ArrayD<E> {
    standard(array, view).unwrap_or_else(|error| panic!("{error}"))
}

/// `Ok` if `shape` holds `len` elements, as a reshape of a tensor of shape `from` needs.
fn check_reshape<E>(from: &[usize], len: usize, shape: &[usize]) -> Result<(), ShapeError> {
    match element_count(shape) {
        Some(n) if n == len => check_output::<E>(shape).map(drop),
        _ => Err(ShapeError::reshape(from, shape)),
    }
}

/// The positions, in the result, of the new axes of `expand_dims`, in
/// increasing order: each from `-out` to `out - 1` for a result of `out`
/// axes (at most [`MAX_DIMS`]), none twice, as JAX's `_canonicalize_axis`
/// checks them.
fn check_new_axes<E>(axes: Axes, ndim: usize) -> Result<Vec<usize>, ShapeError> {
    let Axes::These(given) = axes else {
        return Err(ShapeError::indices(
            "expand_dims",
            "expected the positions of the new axes, not every axis".into(),
        ));
    };
    let out = ndim + given.len();
    if out > MAX_DIMS {
        // The shape's lengths do not matter here: the count of axes does.
        check_output::<E>(&[1; MAX_DIMS + 1])?;
    }
    let mut at = Vec::with_capacity(given.len());
    for &axis in &given {
        // A position among the result's `out` axes: a new axis among `out - 1`.
        match resolve_new(axis, out - 1) {
            Ok(place) if !at.contains(&place) => at.push(place),
            Err(one) if given.len() == 1 => return Err(one),
            _ => {
                let axes = given.iter().map(|&a| a as i128).collect();
                return Err(ShapeError::new_axes(axes, ndim));
            }
        }
    }
    at.sort_unstable();
    Ok(at)
}

/// `Ok` if `axes` lists each axis of `shape` exactly once.
fn check_permutation(shape: &[usize], axes: &[usize]) -> Result<(), ShapeError> {
    let mut seen = std::vec![false; shape.len()];
    let once = axes.len() == shape.len()
        && axes
            .iter()
            .all(|&axis| axis < seen.len() && !core::mem::replace(&mut seen[axis], true));
    if once {
        Ok(())
    } else {
        Err(ShapeError::permutation(axes, shape))
    }
}

/// `Ok` if `from` broadcasts to `to` by NumPy's rules, in one direction: `to`
/// has at least as many axes, and from the last axis back each length of
/// `from` equals `to`'s or is 1.
fn check_broadcast_to(from: &[usize], to: &[usize]) -> Result<(), ShapeError> {
    let fits = to.len() >= from.len()
        && element_count(to).is_some()
        && from
            .iter()
            .rev()
            .zip(to.iter().rev())
            .all(|(&f, &t)| f == t || f == 1);
    if fits {
        Ok(())
    } else {
        Err(ShapeError::broadcast_to(from, to))
    }
}

/// `Ok` if `elems` fit `shape` where ndarray's slicing would panic: one index
/// or range per axis (new axes aside), indices within `-len..len`, range
/// bounds within `-len..=len` (ndarray does not clamp them), nonzero steps.
fn check_slice(shape: &[usize], elems: &[SliceInfoElem]) -> Result<(), ShapeError> {
    let found = elems.iter().filter(|e| !e.is_new_axis()).count();
    if found != shape.len() {
        return Err(ShapeError::slice_axes(found, shape));
    }
    // A position within -len..=len, counting negative ones from the end.
    let within = |i: isize, len: usize| i.unsigned_abs() <= len;
    let axes = elems.iter().filter(|e| !e.is_new_axis());
    for (axis, (&elem, &len)) in axes.zip(shape).enumerate() {
        let fits = match elem {
            SliceInfoElem::Index(i) if i < 0 => i.unsigned_abs() <= len,
            SliceInfoElem::Index(i) => i.unsigned_abs() < len,
            SliceInfoElem::Slice { start, end, step } => {
                step != 0 && within(start, len) && end.is_none_or(|end| within(end, len))
            }
            SliceInfoElem::NewAxis => true,
        };
        if !fits {
            return Err(ShapeError::slice(elem, axis, len));
        }
    }
    Ok(())
}

impl<D: DType, P: Policy, E: Engine> Tensor<D, P, E> {
    /// `jnp.reshape(x, shape)`: the elements in row-major (C) order, in a
    /// tensor of `shape`. A copy; [`Tensor::into_reshape`] reuses the storage.
    ///
    /// The shape is exact: `usize` has no `-1`, so no axis is inferred (write
    /// `len / rows` yourself).
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int8>::arange(6).reshape(&[2, 3])?;
    /// assert_eq!(t.shape(), [2, 3]);
    /// assert_eq!(t.to_string(), "Tensor([[0, 1, 2],\n        [3, 4, 5]], dtype=int8)");
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// If `shape` does not hold as many elements as the tensor, as JAX raises:
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let error = Tensor::<Int8>::arange(6).reshape(&[4]).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "cannot reshape a tensor of shape [6] (6 elements) into shape [4] (4 elements)"
    /// );
    /// ```
    pub fn reshape(&self, shape: &[usize]) -> Result<Self, E::Error>
    where
        E: Holds<D>,
    {
        check_reshape::<D::Elem>(self.shape(), self.len(), shape)?;
        E::reshape::<D, P>(self, shape)
    }

    /// `jnp.expand_dims(x, axis)`: a new axis of length 1 at `axis`, which may
    /// be `ndim` (a new last axis); or, as JAX, several at once (`[0, 1]`),
    /// each position counted in the result. A copy;
    /// [`Tensor::into_expand_dims`] does not copy.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Float64>::zeros(&[2, 3]);
    /// assert_eq!(t.expand_dims(0)?.shape(), [1, 2, 3]);
    /// assert_eq!(t.expand_dims(2)?.shape(), [2, 3, 1]);
    /// assert_eq!(t.expand_dims(-1)?.shape(), [2, 3, 1]);
    /// assert_eq!(t.expand_dims([0, 1])?.shape(), [1, 1, 2, 3]);
    /// assert_eq!(t.expand_dims([0, -1])?.shape(), [1, 2, 3, 1]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// If an axis is past the result's axes either way (one axis: from
    /// `-ndim - 1` to `ndim`), or two name one position, as JAX raises; or the
    /// result would have more than [`MAX_DIMS`] axes.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let error = Tensor::<Float64>::zeros(&[2, 3]).expand_dims(3).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "cannot insert an axis at 3 in a tensor of 2 dimensions: expected a position from -3 to 2"
    /// );
    /// ```
    pub fn expand_dims(&self, axes: impl Into<Axes>) -> Result<Self, E::Error>
    where
        E: Holds<D>,
    {
        let axes = check_new_axes::<D::Elem>(axes.into(), self.ndim())?;
        E::expand_dims::<D, P>(self, &axes)
    }
}

impl<D: DType, P: Policy> Tensor<D, P> {
    /// The CPU's kernel of [`Tensor::reshape`].
    pub(crate) fn reshape_kernel(&self, shape: &[usize]) -> Result<Self, ShapeError> {
        Tensor::from_array(standard(&self.array, self.array.view())?).into_reshape(shape)
    }

    /// [`Tensor::reshape`], consuming the tensor: no copy when its elements
    /// are in an order that allows `shape` (always in standard layout; ndarray's
    /// `into_shape_clone`), otherwise one copy in row-major order.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Float32>::zeros(&[2, 3]);
    /// let at = t.view().as_ptr();
    /// let r = t.into_reshape(&[3, 2])?;
    /// assert_eq!((r.shape(), r.view().as_ptr()), (&[3, 2][..], at));
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Tensor::reshape`].
    pub fn into_reshape(self, shape: &[usize]) -> Result<Self, ShapeError> {
        check_reshape::<D::Elem>(self.shape(), self.len(), shape)?;
        let from = self.shape().to_vec();
        self.array
            .into_shape_clone(IxDyn(shape))
            .map(Tensor::from_array)
            .map_err(|_| ShapeError::reshape(&from, shape))
    }

    /// `jnp.ravel(x)` (ndarray's `flatten`): the elements in row-major order,
    /// as a 1-d tensor. A copy; [`Tensor::into_flatten`] reuses the storage.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int32>::from_shape_vec(&[2, 2], vec![1, 2, 3, 4])?;
    /// assert_eq!(t.t().flatten().to_vec(), [1, 3, 2, 4]);
    /// assert_eq!(Tensor::<Int32>::scalar(7).flatten().shape(), [1]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    pub fn flatten(&self) -> Self {
        Tensor::from_array(standard_or_panic(&self.array, self.array.view())).into_flatten()
    }

    /// [`Tensor::flatten`], consuming the tensor (ndarray's `into_flat`): no
    /// copy in standard layout, otherwise one copy in row-major order.
    pub fn into_flatten(self) -> Self {
        let len = self.len();
        Tensor::from_array(
            self.array
                .into_shape_clone(IxDyn(&[len]))
                .expect("a tensor of `len` elements has `len` elements"),
        )
    }

    /// `jnp.transpose(x)`, the axes reversed (ndarray's and `x.T`'s
    /// transpose; candle's `t` swaps only the last two axes). A copy in
    /// row-major order; [`Tensor::into_t`] does not copy.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<BFloat16, Strict>::arange(6).reshape(&[2, 3])?;
    /// let u: Tensor<BFloat16, Strict> = t.t();
    /// assert_eq!(u.shape(), [3, 2]);
    /// assert_eq!(u.to_vec(), [0.0, 3.0, 1.0, 4.0, 2.0, 5.0].map(half::bf16::from_f32));
    /// # Ok::<(), ShapeError>(())
    /// ```
    pub fn t(&self) -> Self {
        Tensor::from_array(standard_or_panic(&self.array, self.array.t()))
    }

    /// [`Tensor::t`], consuming the tensor: only the strides change, no
    /// element moves (ndarray's `reversed_axes`).
    pub fn into_t(self) -> Self {
        Tensor::from_array(self.array.reversed_axes())
    }

    /// [`Tensor::t`] into an existing tensor of the result's shape, whose
    /// storage is reused: the crate's `_into` convention, for loops that
    /// transpose into one buffer again and again (NumPy's
    /// `np.copyto(out, x.T)`, ndarray's `out.assign(&x.t())`; JAX has no
    /// such form). It moves the values as [`Tensor::t`] does, without the
    /// page faults of a new allocation.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int32>::arange(6).reshape(&[2, 3])?;
    /// let mut out = Tensor::<Int32>::zeros(&[3, 2]);
    /// t.t_into(&mut out)?;
    /// assert_eq!(out.to_vec(), [0, 3, 1, 4, 2, 5]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// If `out`'s shape is not the transpose's:
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int32>::zeros(&[2, 3]);
    /// let error = t.t_into(&mut Tensor::zeros(&[2, 3])).unwrap_err();
    /// assert_eq!(error.to_string(), "the output has shape [2, 3], but the result has shape [3, 2]");
    /// ```
    pub fn t_into(&self, out: &mut Self) -> Result<(), ShapeError> {
        copy_into(self.array.t(), &mut out.array)
    }

    /// `jnp.transpose(x, axes)` (ndarray's name): axis `axes[i]` of `self` is
    /// axis `i` of the result. A copy in row-major order;
    /// [`Tensor::into_permute_axes`] does not copy.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<UInt8>::zeros(&[2, 3, 4]);
    /// assert_eq!(t.permute_axes(&[2, 0, 1])?.shape(), [4, 2, 3]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// If `axes` is not a permutation of the axes (each of `0..ndim` exactly
    /// once), as JAX raises:
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let error = Tensor::<UInt8>::zeros(&[2, 3]).permute_axes(&[0, 0]).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "axes [0, 0] are not a permutation of the axes of shape [2, 3]: \
    ///      expected each of 0 to 1 exactly once"
    /// );
    /// ```
    pub fn permute_axes(&self, axes: &[usize]) -> Result<Self, ShapeError> {
        check_permutation(self.shape(), axes)?;
        let view = self.array.view().permuted_axes(IxDyn(axes));
        Ok(Tensor::from_array(standard(&self.array, view)?))
    }

    /// [`Tensor::permute_axes`], consuming the tensor: only the strides
    /// change, no element moves (ndarray's `permuted_axes`).
    ///
    /// # Errors
    ///
    /// As [`Tensor::permute_axes`].
    pub fn into_permute_axes(self, axes: &[usize]) -> Result<Self, ShapeError> {
        check_permutation(self.shape(), axes)?;
        Ok(Tensor::from_array(self.array.permuted_axes(IxDyn(axes))))
    }

    /// [`Tensor::permute_axes`] into an existing tensor of the result's
    /// shape, whose storage is reused (as [`Tensor::t_into`]).
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<UInt8>::arange(6).reshape(&[1, 2, 3])?;
    /// let mut out = Tensor::<UInt8>::zeros(&[3, 1, 2]);
    /// t.permute_axes_into(&[2, 0, 1], &mut out)?;
    /// assert_eq!(out.to_vec(), [0, 3, 1, 4, 2, 5]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Tensor::permute_axes`], and an `out` whose shape is not the
    /// result's.
    pub fn permute_axes_into(&self, axes: &[usize], out: &mut Self) -> Result<(), ShapeError> {
        check_permutation(self.shape(), axes)?;
        copy_into(self.array.view().permuted_axes(IxDyn(axes)), &mut out.array)
    }

    /// `jnp.broadcast_to(x, shape)`: the tensor repeated along new leading
    /// axes and along its axes of length 1, by NumPy's rules. Always a copy
    /// (a broadcast array repeats elements, which only a view can do without
    /// copying: [`ndarray::ArrayRef::broadcast`] on [`Tensor::view`]).
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let row = Tensor::<Int16>::from_vec(vec![1, 2, 3]);
    /// let b = row.broadcast_to(&[2, 3])?;
    /// assert_eq!(b.to_vec(), [1, 2, 3, 1, 2, 3]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// If the tensor does not broadcast to `shape`, as JAX raises: `shape` has
    /// fewer axes, or, from the last axis back, a length of the tensor is
    /// neither `shape`'s nor 1 (broadcasting goes one way: `[3]` does not
    /// broadcast to `[1]`).
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let error = Tensor::<Int16>::zeros(&[2, 3]).broadcast_to(&[4, 3]).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "cannot broadcast shape [2, 3] to shape [4, 3]: \
    ///      from the last axis back, each length must equal the target's or be 1"
    /// );
    /// ```
    pub fn broadcast_to(&self, shape: &[usize]) -> Result<Self, ShapeError> {
        check_broadcast_to(self.shape(), shape)?;
        let view = self
            .array
            .broadcast(IxDyn(shape))
            .ok_or_else(|| ShapeError::broadcast_to(self.shape(), shape))?;
        Ok(Tensor::from_array(copy_part(&self.array, view)?))
    }

    /// The CPU's kernel of [`Tensor::expand_dims`]: new axes at `axes`,
    /// positions in the result, in the order [`check_new_axes`] gives.
    pub(crate) fn expand_dims_kernel(&self, axes: &[usize]) -> Result<Self, ShapeError> {
        let mut view = self.array.view();
        for &axis in axes {
            view = view.insert_axis(Axis(axis));
        }
        Ok(Tensor::from_array(standard(&self.array, view)?))
    }

    /// [`Tensor::expand_dims`], consuming the tensor: no copy (ndarray's
    /// `insert_axis`).
    ///
    /// # Errors
    ///
    /// As [`Tensor::expand_dims`].
    pub fn into_expand_dims(self, axes: impl Into<Axes>) -> Result<Self, ShapeError> {
        let mut array = self.array;
        for axis in check_new_axes::<D::Elem>(axes.into(), array.ndim())? {
            array = array.insert_axis(Axis(axis));
        }
        Ok(Tensor::from_array(array))
    }

    /// `jnp.squeeze(x)`: every axis of length 1 removed (a tensor of shape
    /// `[1, 1]` becomes 0-d). A copy; [`Tensor::into_squeeze`] does not copy.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Bool>::zeros(&[1, 2, 1, 3]);
    /// assert_eq!(t.squeeze().shape(), [2, 3]);
    /// assert_eq!(Tensor::<Bool>::ones(&[1, 1]).squeeze().shape(), [0_usize; 0]);
    /// ```
    pub fn squeeze(&self) -> Self {
        Tensor::from_array(standard_or_panic(&self.array, self.array.view())).into_squeeze()
    }

    /// [`Tensor::squeeze`], consuming the tensor: no copy (ndarray's
    /// `remove_axis`).
    pub fn into_squeeze(self) -> Self {
        let mut array = self.array;
        // From the last axis back, so that the axes still to visit keep their positions.
        for axis in (0..array.ndim()).rev() {
            if array.len_of(Axis(axis)) == 1 {
                array = array.remove_axis(Axis(axis));
            }
        }
        Tensor::from_array(array)
    }

    /// `jnp.squeeze(x, axis)`: axis `axis`, of length 1, removed. A copy;
    /// [`Tensor::into_squeeze_axis`] does not copy.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Complex64>::zeros(&[2, 1]);
    /// assert_eq!(t.squeeze_axis(1)?.shape(), [2]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// If `axis` is out of range, or its length is not 1, as JAX raises
    /// (a length of 0 too):
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let error = Tensor::<Complex64>::zeros(&[2, 1]).squeeze_axis(0).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "cannot squeeze axis 0 of shape [2, 1]: expected length 1, found 2"
    /// );
    /// ```
    pub fn squeeze_axis(&self, axis: impl AxisIndex) -> Result<Self, ShapeError> {
        let axis = self.check_squeeze(axis)?;
        let view = self.array.view().remove_axis(Axis(axis));
        Ok(Tensor::from_array(standard(&self.array, view)?))
    }

    /// [`Tensor::squeeze_axis`], consuming the tensor: no copy (ndarray's
    /// `remove_axis`).
    ///
    /// # Errors
    ///
    /// As [`Tensor::squeeze_axis`].
    pub fn into_squeeze_axis(self, axis: impl AxisIndex) -> Result<Self, ShapeError> {
        let axis = self.check_squeeze(axis)?;
        Ok(Tensor::from_array(self.array.remove_axis(Axis(axis))))
    }

    /// The axis `axis` names, if it has length 1.
    fn check_squeeze(&self, axis: impl AxisIndex) -> Result<usize, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        match self.shape()[axis] {
            1 => Ok(axis),
            _ => Err(ShapeError::squeeze(axis, self.shape())),
        }
    }

    /// `x[...]` with ndarray's [`s!`](crate::s) (re-exported by this crate;
    /// ndarray's `slice`): ranges keep an axis, indices remove it, `NewAxis`
    /// inserts one. A copy in row-major order.
    ///
    /// The slice has ndarray's meaning, not Python's where they differ: a
    /// negative step walks the range *backwards* (`s![1..;-1]` is `x[:0:-1]`,
    /// not `x[1::-1]`), and a bound past the end of an axis is an error, where
    /// Python and JAX clamp it. Negative indices and bounds count from the
    /// end, as in Python.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int64>::arange(12).reshape(&[3, 4])?;
    /// assert_eq!(t.slice(s![1.., ..;2])?.to_vec(), [4, 6, 8, 10]);
    /// assert_eq!(t.slice(s![-1, ..])?.to_vec(), [8, 9, 10, 11]);
    /// assert_eq!(t.slice(s![.., 1..;-1])?.shape(), [3, 3]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Wherever ndarray's `slice` would panic: the slice does not have one
    /// index or range per axis (besides `NewAxis`), an index is out of range
    /// (JAX clamps it, NumPy raises), a bound is past the end, or a step is 0
    /// (JAX raises).
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int64>::zeros(&[3, 4]);
    /// let error = t.slice(s![.., 4]).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "index 4 is out of range for axis 1 of length 4: expected an index from -4 to 3"
    /// );
    /// ```
    pub fn slice<I: SliceArg<IxDyn>>(&self, info: I) -> Result<Self, ShapeError> {
        check_slice(self.shape(), info.as_ref())?;
        let view = self.array.slice(info);
        check_output::<D::Elem>(view.shape())?;
        Ok(Tensor::from_array(standard(&self.array, view)?))
    }

    /// `x[:, i]`, `jnp.take(x, i, axis)` with a single index (ndarray's
    /// name): the subtensor at `index` along `axis`, which is removed. A copy
    /// in row-major order.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int32>::arange(6).reshape(&[2, 3])?;
    /// assert_eq!(t.index_axis(1, 2)?.to_vec(), [2, 5]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// If `axis` or `index` is out of range (where ndarray panics, JAX clamps
    /// the index and NumPy raises):
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int32>::zeros(&[2, 3]);
    /// assert_eq!(
    ///     t.index_axis(0, 2).unwrap_err().to_string(),
    ///     "index 2 is out of range for axis 0 of length 2: expected an index from 0 to 1"
    /// );
    /// ```
    pub fn index_axis(&self, axis: impl AxisIndex, index: usize) -> Result<Self, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        let len = self.shape()[axis];
        if index >= len {
            return Err(ShapeError::index(axis, index, len));
        }
        let view = self.array.index_axis(Axis(axis), index);
        Ok(Tensor::from_array(standard(&self.array, view)?))
    }
}
