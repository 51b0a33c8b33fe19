//! Making, splitting and reordering arrays as `jax.numpy` does: `tri`,
//! `tril`, `triu`, `eye`, `identity`, `linspace`, `arange` with a start and
//! a step ([`Tensor::range`], ndarray's name), `zeros_like` and its kin,
//! `flip`, `roll`, `split`, `array_split`, `repeat`, `tile`, `pad`, `diff`,
//! `diagonal`, `trace`, `sort`, `argsort` and `lax.top_k`, with JAX's dtypes and values
//! (`tests/jax_arrays.rs`).

use core::cmp::Ordering;
use std::vec::Vec;

use ndarray::{Axis, Slice};

use super::axes::{AxisIndex, resolve};
use super::error::{check_output, refused};
use super::rules::{Numeric, Ordered, Reduce, SumOf};
use super::{Axes, ShapeError, Tensor};
use crate::dtype::{DType, Int32, Int64};
use crate::policy::{Policy, Stored};
use crate::scalar::Arith;
use crate::scalar::Element;
use crate::tensor::RealFloating;

impl<D: DType, P: Policy> Tensor<D, P> {
    /// `jnp.tri(n, m, k, dtype=D)`: ones where the column is at most the row
    /// plus `k` (on and below the `k`-th diagonal), zeros above.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let mask = Tensor::<Bool>::tri(3, 3, 0)?; // a causal mask
    /// assert_eq!(mask.to_vec(), [true, false, false, true, true, false, true, true, true]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An output too large for memory.
    pub fn tri(n: usize, m: usize, k: i64) -> Result<Self, ShapeError> {
        let (one, zero) = (true.cast::<D::Elem>(), false.cast::<D::Elem>());
        let mut out = Self::try_full(&[n, m], zero)?;
        for ((i, j), x) in out
            .array
            .indexed_iter_mut()
            .map(|(ix, x)| ((ix[0], ix[1]), x))
        {
            if (j as i64) <= i as i64 + k {
                *x = one;
            }
        }
        Ok(out)
    }

    /// `jnp.eye(n, m, k, dtype=D)`: ones on the `k`-th diagonal.
    ///
    /// # Errors
    ///
    /// An output too large for memory.
    pub fn eye(n: usize, m: usize, k: i64) -> Result<Self, ShapeError> {
        let mut out = Self::try_full(&[n, m], false.cast())?;
        for i in 0..n {
            let j = i as i64 + k;
            if (0..m as i64).contains(&j) {
                out.array[[i, j as usize].as_slice()] = true.cast();
            }
        }
        Ok(out)
    }

    /// `jnp.identity(n, dtype=D)`: [`Tensor::eye`]`(n, n, 0)`.
    ///
    /// # Errors
    ///
    /// An output too large for memory.
    pub fn identity(n: usize) -> Result<Self, ShapeError> {
        Self::eye(n, n, 0)
    }

    /// `jnp.zeros_like(x)`: zeros of `x`'s shape and dtype.
    pub fn zeros_like(&self) -> Self {
        Self::zeros(self.shape())
    }

    /// `jnp.ones_like(x)`: ones of `x`'s shape and dtype.
    pub fn ones_like(&self) -> Self {
        Self::ones(self.shape())
    }

    /// `jnp.full_like(x, value)`: `value` (converted to `x`'s dtype as JAX
    /// converts a Python scalar) in `x`'s shape.
    pub fn full_like(&self, value: impl super::Scalar) -> Self {
        Self::full(self.shape(), value.into_elem().cast())
    }

    /// `jnp.tril(x, k)`: the elements on and below the `k`-th diagonal of
    /// the last two axes, zeros above.
    ///
    /// # Errors
    ///
    /// A tensor of fewer than two axes, as JAX raises.
    pub fn tril(&self, k: i64) -> Result<Self, ShapeError> {
        self.triangle(k, true)
    }

    /// `jnp.triu(x, k)`: the elements on and above the `k`-th diagonal of
    /// the last two axes, zeros below.
    ///
    /// # Errors
    ///
    /// A tensor of fewer than two axes, as JAX raises.
    pub fn triu(&self, k: i64) -> Result<Self, ShapeError> {
        self.triangle(k, false)
    }

    fn triangle(&self, k: i64, lower: bool) -> Result<Self, ShapeError> {
        let n = self.ndim();
        if n < 2 {
            let op = if lower { "tril" } else { "triu" };
            return Err(ShapeError::indices(
                op,
                std::format!(
                    "a tensor of shape {:?} has fewer than two axes",
                    self.shape()
                ),
            ));
        }
        let zero = false.cast::<D::Elem>();
        let mut out = super::elementwise::standard_layout(&self.array)?.into_owned();
        for (ix, x) in out.indexed_iter_mut() {
            let (i, j) = (ix[n - 2] as i64, ix[n - 1] as i64);
            let keep = if lower { j <= i + k } else { j >= i + k };
            if !keep {
                *x = zero;
            }
        }
        Ok(Tensor::from_array(out))
    }

    /// `jnp.flip(x, axes)`: the order of the elements reversed along `axes`
    /// (one, several, or [`Axes::All`]).
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn flip(&self, axes: impl Into<Axes>) -> Result<Self, ShapeError> {
        let mut view = self.array.view();
        for axis in axes.into().resolve(self.ndim())? {
            view.invert_axis(Axis(axis));
        }
        Ok(Tensor::from_array(super::elementwise::copy_part(
            &self.array,
            view,
        )?))
    }

    /// `jnp.roll(x, shift, axis)`: the elements shifted by `shift` along one
    /// axis (negative: backwards), those past the end back at the start; with
    /// [`Axes::All`], the flattened tensor rolled and given `x`'s shape.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int32>::arange(5);
    /// assert_eq!(x.roll(-2, 0)?.to_vec(), [2, 3, 4, 0, 1]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Several axes, or an axis out of range.
    pub fn roll(&self, shift: i64, axis: impl Into<Axes>) -> Result<Self, ShapeError> {
        let Some(axis) = axis.into().one("roll", self.ndim())? else {
            return self.flatten().roll(shift, 0)?.into_reshape(self.shape());
        };
        let n = self.shape()[axis];
        if n == 0 {
            return Ok(self.clone());
        }
        let s = shift.rem_euclid(n as i64) as usize;
        let view = self.array.view();
        let tail = view.slice_axis(Axis(axis), Slice::from(n - s..));
        let head = view.slice_axis(Axis(axis), Slice::from(..n - s));
        let joined = ndarray::concatenate(Axis(axis), &[tail, head]).expect("one shape");
        Ok(Tensor::from_array(joined))
    }

    /// `jnp.split(x, sections, axis)`: `sections` tensors of equal length
    /// along `axis`.
    ///
    /// # Errors
    ///
    /// An axis out of range, no sections, or a length that `sections` does
    /// not divide, as JAX raises.
    pub fn split(&self, sections: usize, axis: impl AxisIndex) -> Result<Vec<Self>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        let n = self.shape()[axis];
        if sections == 0 || !n.is_multiple_of(sections) {
            return Err(ShapeError::indices(
                "split",
                std::format!("{sections} sections do not divide axis {axis} of length {n} equally"),
            ));
        }
        let cuts = cuts(sections, |s| s * (n / sections))?;
        self.split_at(&cuts, axis)
    }

    /// `jnp.split(x, N, axis)` with the count known when the program is
    /// written: the `N` pieces as an array, so that a port names them as JAX
    /// code unpacks them (`a, b = jnp.split(x, 2, -1)`).
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Float32>::from_shape_vec(&[2, 4], (0..8).map(|i| i as f32).collect())?;
    /// let [left, right] = x.split_n::<2>(-1)?;
    /// assert_eq!((left.to_vec(), right.to_vec()), (vec![0.0, 1.0, 4.0, 5.0], vec![2.0, 3.0, 6.0, 7.0]));
    /// assert!(x.split_n::<3>(-1).is_err()); // 3 does not divide 4
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Tensor::split`]: an axis out of range, `N` of 0, or a length that
    /// `N` does not divide.
    pub fn split_n<const N: usize>(&self, axis: impl AxisIndex) -> Result<[Self; N], ShapeError> {
        into_array(self.split(N, axis)?, "split_n")
    }

    /// `jnp.unstack(x, axis)`: the tensors along `axis`, each without it.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int8>::from_shape_vec(&[2, 3], vec![1, 2, 3, 4, 5, 6])?;
    /// let rows = x.unstack(0)?;
    /// assert_eq!((rows.len(), rows[1].to_vec()), (2, vec![4, 5, 6]));
    /// let [a, b, c] = x.unstack_n::<3>(1)?;
    /// assert_eq!((a.to_vec(), b.to_vec(), c.to_vec()), (vec![1, 4], vec![2, 5], vec![3, 6]));
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An axis out of range, or a 0-d tensor (it has no axis).
    pub fn unstack(&self, axis: impl AxisIndex) -> Result<Vec<Self>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        let n = self.shape()[axis];
        let mut pieces = Vec::new();
        pieces.try_reserve_exact(n).map_err(refused::<Self>(&[n]))?;
        for index in 0..n {
            pieces.push(self.index_axis(axis, index)?);
        }
        Ok(pieces)
    }

    /// [`Tensor::unstack`] with the count known when the program is written:
    /// the `N` tensors as an array (`let [q, k, v] = qkv.unstack_n::<3>(0)?`).
    ///
    /// # Errors
    ///
    /// As [`Tensor::unstack`], or an axis whose length is not `N`.
    pub fn unstack_n<const N: usize>(&self, axis: impl AxisIndex) -> Result<[Self; N], ShapeError> {
        into_array(self.unstack(axis)?, "unstack_n")
    }

    /// `jnp.array_split(x, sections, axis)`: `sections` tensors along `axis`,
    /// the first `len % sections` of them one longer.
    ///
    /// # Errors
    ///
    /// An axis out of range, or no sections.
    pub fn array_split(
        &self,
        sections: usize,
        axis: impl AxisIndex,
    ) -> Result<Vec<Self>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        if sections == 0 {
            return Err(ShapeError::indices("array_split", "no sections".into()));
        }
        let n = self.shape()[axis];
        let (each, extra) = (n / sections, n % sections);
        let cuts = cuts(sections, |s| s * each + s.min(extra))?;
        self.split_at(&cuts, axis)
    }

    /// `jnp.split(x, indices, axis)`: the tensors between the cuts at
    /// `indices` along `axis`, which must not decrease nor pass its length.
    ///
    /// # Errors
    ///
    /// An axis out of range, or cuts that decrease or pass the axis's
    /// length, as JAX raises.
    pub fn split_at(
        &self,
        indices: &[usize],
        axis: impl AxisIndex,
    ) -> Result<Vec<Self>, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        let n = self.shape()[axis];
        let mut bounds = Vec::with_capacity(indices.len() + 2);
        bounds.push(0);
        bounds.extend_from_slice(indices);
        bounds.push(n);
        if bounds.windows(2).any(|w| w[1] < w[0]) {
            return Err(ShapeError::indices(
                "split",
                std::format!(
                    "cuts {indices:?} along axis {axis} of length {n}: expected cuts that do not \
                     decrease, from 0 to {n}"
                ),
            ));
        }
        let mut pieces = Vec::new();
        pieces
            .try_reserve_exact(bounds.len() - 1)
            .map_err(refused::<Self>(&[bounds.len() - 1]))?;
        for w in bounds.windows(2) {
            let piece = self.array.slice_axis(Axis(axis), Slice::from(w[0]..w[1]));
            pieces.push(Tensor::from_array(super::elementwise::copy_part(
                &self.array,
                piece,
            )?));
        }
        Ok(pieces)
    }
}

/// How [`Tensor::pad`] fills the new elements, jnp's `mode=`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PadMode {
    /// `mode="constant"`: this value, converted to the tensor's dtype as JAX
    /// converts `constant_values` (JAX's default is 0).
    Constant(f64),
    /// `mode="edge"`: the edge element repeated.
    Edge,
    /// `mode="reflect"`: the elements mirrored about the edge element, which
    /// is not repeated (`[1, 2, 3]` padded by 2 before is `[3, 2, 1, 2, 3]`).
    Reflect,
}

impl<D: DType, P: Policy> Tensor<D, P> {
    /// `jnp.repeat(x, repeats, axis)`: each slice along one axis repeated
    /// `repeats` times in a row; with [`Axes::All`], each element of the
    /// flattened tensor.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int32>::arange(4).reshape(&[2, 2])?;
    /// assert_eq!(x.repeat(2, 1)?.to_vec(), [0, 0, 1, 1, 2, 2, 3, 3]);
    /// assert_eq!(x.repeat(2, 0)?.to_vec(), [0, 1, 0, 1, 2, 3, 2, 3]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Several axes, an axis out of range, or an output too large for memory.
    pub fn repeat(&self, repeats: usize, axis: impl Into<Axes>) -> Result<Self, ShapeError> {
        let Some(axis) = axis.into().one("repeat", self.ndim())? else {
            return self.flatten().repeat(repeats, 0);
        };
        let n = self.shape()[axis];
        let len = n.checked_mul(repeats);
        self.gather_each(axis, len, |j| Some(j / repeats), false.cast())
    }

    /// `jnp.tile(x, reps)`: `x` repeated `reps[k]` times along each axis
    /// `k`, the shorter of `x`'s shape and `reps` padded with leading ones.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int32>::from_vec(vec![1, 2]);
    /// let t = x.tile(&[2, 2])?;
    /// assert_eq!((t.shape(), t.to_vec()), (&[2, 4][..], vec![1, 2, 1, 2, 1, 2, 1, 2]));
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An output too large for memory, or more axes than a tensor can have.
    pub fn tile(&self, reps: &[usize]) -> Result<Self, ShapeError> {
        let ndim = self.ndim().max(reps.len());
        let mut shape = std::vec![1; ndim - self.ndim()];
        shape.extend_from_slice(self.shape());
        let mut reps_full = std::vec![1; ndim - reps.len()];
        reps_full.extend_from_slice(reps);
        // The whole output's size first, so that no step allocates in vain.
        let tiled: Vec<usize> = shape
            .iter()
            .zip(&reps_full)
            .map(|(&n, &r)| n.saturating_mul(r))
            .collect();
        check_output::<D::Elem>(&tiled)?;
        let mut out = self.reshape(&shape)?;
        for (axis, (&n, &r)) in shape.iter().zip(&reps_full).enumerate() {
            if r != 1 {
                out = out.gather_each(axis, Some(n * r), |j| Some(j % n), false.cast())?;
            }
        }
        Ok(out)
    }

    /// `jnp.pad(x, widths, mode)`: `widths[k] = (before, after)` new
    /// elements along each axis `k` (one pair for every axis, or one for
    /// all), filled as `mode` says.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int32>::from_vec(vec![1, 2, 3]);
    /// assert_eq!(x.pad(&[(2, 1)], PadMode::Constant(9.0))?.to_vec(), [9, 9, 1, 2, 3, 9]);
    /// assert_eq!(x.pad(&[(2, 1)], PadMode::Edge)?.to_vec(), [1, 1, 1, 2, 3, 3]);
    /// assert_eq!(x.pad(&[(2, 1)], PadMode::Reflect)?.to_vec(), [3, 2, 1, 2, 3, 2]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Widths for another number of axes, an empty axis to pad by `Edge`
    /// or `Reflect` (as JAX raises), or an output too large for memory.
    pub fn pad(&self, widths: &[(usize, usize)], mode: PadMode) -> Result<Self, ShapeError> {
        let ndim = self.ndim();
        let widths: Vec<(usize, usize)> = match widths.len() {
            1 => std::vec![widths[0]; ndim],
            n if n == ndim => widths.to_vec(),
            n => {
                return Err(ShapeError::indices(
                    "pad",
                    std::format!(
                        "{n} pairs of widths for a tensor of {ndim} axes: expected {ndim} or 1"
                    ),
                ));
            }
        };
        let mut out = self.clone();
        for (axis, &(before, after)) in widths.iter().enumerate() {
            if before == 0 && after == 0 {
                continue;
            }
            let n = out.shape()[axis];
            if n == 0 && !matches!(mode, PadMode::Constant(_)) {
                return Err(ShapeError::indices(
                    "pad",
                    std::format!("axis {axis} is empty: there is no edge to extend"),
                ));
            }
            let len = before.checked_add(n).and_then(|l| l.checked_add(after));
            // Where each new position reads; `None`: the constant.
            let source = |j: usize| -> Option<usize> {
                let i = j as i64 - before as i64;
                let n = n as i64;
                let at = match mode {
                    _ if (0..n).contains(&i) => i,
                    PadMode::Constant(_) => return None,
                    PadMode::Edge => i.clamp(0, n - 1),
                    PadMode::Reflect if n == 1 => 0,
                    PadMode::Reflect => {
                        let period = 2 * (n - 1);
                        let m = i.rem_euclid(period);
                        if m >= n { period - m } else { m }
                    }
                };
                Some(at as usize)
            };
            let constant = match mode {
                PadMode::Constant(value) => value.cast::<D::Elem>(),
                _ => false.cast(),
            };
            out = out.gather_each(axis, len, source, constant)?;
        }
        Ok(out)
    }
}

impl<D: RealFloating, P: Policy> Tensor<D, P> {
    /// `jnp.linspace(start, stop, num, endpoint, dtype=D)`: `num` values from
    /// `start` to `stop` (included with `endpoint`), computed as JAX's jitted
    /// `linspace` computes them: `start · (1 - s) + stop · s` with `s = i /
    /// div`, the divisions products with `1 / div` (into which XLA folds
    /// `stop`), each step in `D` (for the half types in `f32`, rounded).
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Float32>::linspace(0.0, 1.0, 5, true)?;
    /// assert_eq!(t.to_vec(), [0.0, 0.25, 0.5, 0.75, 1.0]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An output too large for memory.
    pub fn linspace(start: f64, stop: f64, num: usize, endpoint: bool) -> Result<Self, ShapeError> {
        use crate::scalar::FloatElem;
        let (start, stop) = (start.cast::<D::Elem>(), stop.cast::<D::Elem>());
        let mut out = Self::try_full(&[num], start)?;
        let div = if endpoint { num.saturating_sub(1) } else { num };
        if num > 1 {
            if D::Elem::HALF || D::Elem::MINIFLOAT {
                // XLA computes each step in `f32` and rounds it to `D`; the
                // division by `div` is a product with its `f32` reciprocal.
                let round = |x: f32| x.cast::<D::Elem>().cast::<f32>();
                let (a, b) = (start.cast::<f32>(), stop.cast::<f32>());
                let reciprocal = 1.0 / div as f32;
                for (i, x) in out.array.iter_mut().enumerate().take(div) {
                    let s = round(i as f32 * reciprocal);
                    let from = round(a * round(1.0 - s));
                    *x = (from + round(b * s)).cast();
                }
            } else {
                // XLA divides by the constant `div` as a product with its
                // reciprocal, and folds `stop` into it: `i · (r · stop)`.
                let one = true.cast::<D::Elem>();
                let reciprocal = FloatElem::div(one, (div as f64).cast::<D::Elem>());
                let to_stop = Arith::mul(reciprocal, stop);
                for (i, x) in out.array.iter_mut().enumerate().take(div) {
                    let i = (i as f64).cast::<D::Elem>();
                    let s = Arith::mul(i, reciprocal);
                    // The product with `start` feeds the sum: one FMA, as
                    // XLA's CPU code contracts it.
                    let rest = crate::scalar::NumericElem::sub(one, s);
                    *x = fused_multiply_add(start, rest, Arith::mul(i, to_stop));
                }
            }
            if endpoint {
                out.array[[num - 1].as_slice()] = stop;
            }
        }
        Ok(out)
    }
}

impl<D: Numeric, P: Policy> Tensor<D, P> {
    /// `jnp.arange(start, stop, step, dtype=D)` (ndarray's `range`): the
    /// values `start + i · step` below `stop` (above, for a negative step),
    /// computed in `D` as JAX does, with `start` and `step` converted to `D`
    /// first (so an integer `D` truncates a fractional step; a half type
    /// computes in `f32` and rounds once).
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// assert_eq!(Tensor::<Int64>::range(1.0, 7.0, 2.0)?.to_vec(), [1, 3, 5]);
    /// assert_eq!(Tensor::<Float64>::range(0.5, 2.0, 0.5)?.to_vec(), [0.5, 1.0, 1.5]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A step of 0 or not finite, or an output too large for memory.
    pub fn range(start: f64, stop: f64, step: f64) -> Result<Self, ShapeError> {
        if step == 0.0 || !step.is_finite() {
            return Err(ShapeError::indices(
                "range",
                std::format!("a step of {step}"),
            ));
        }
        let len = ((stop - start) / step).ceil().max(0.0) as usize;
        let mut out = Self::try_zeros(&[len])?;
        let values = out.array.iter_mut();
        if D::Elem::HALF {
            // JAX computes a half type's range in `f32`, rounded once.
            let (first, delta) = (start as f32, step as f32);
            for (i, x) in values.enumerate() {
                *x = (first + i as f32 * delta).cast();
            }
        } else {
            let (first, delta) = (start.cast::<D::Elem>(), step.cast::<D::Elem>());
            for (i, x) in values.enumerate() {
                *x = Arith::add(first, Arith::mul((i as u64).cast(), delta));
            }
        }
        Ok(out)
    }

    /// `jnp.diff(x, n, axis)`: the `n`-th differences along `axis`,
    /// `x[1:] - x[:-1]` applied `n` times, in `x`'s dtype (integers wrap).
    ///
    /// # Errors
    ///
    /// An axis out of range.
    pub fn diff(&self, n: usize, axis: impl AxisIndex) -> Result<Self, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        let mut out = self.clone();
        for _ in 0..n {
            let len = out.shape()[axis];
            if len == 0 {
                break;
            }
            let next = out.array.slice_axis(Axis(axis), Slice::from(1..));
            let prev = out.array.slice_axis(Axis(axis), Slice::from(..len - 1));
            let mut d = super::elementwise::copy_part(&out.array, next)?;
            ndarray::Zip::from(&mut d)
                .and(&prev)
                .for_each(|a, &b| *a = crate::scalar::NumericElem::sub(*a, b));
            out = Tensor::from_array(d);
        }
        Ok(out)
    }
}

impl<D: Reduce, P: Policy> Tensor<D, P> {
    /// `jnp.diagonal(x, offset)`: the `offset`-th diagonal of the first two
    /// axes, which are removed, as a new last axis.
    ///
    /// # Errors
    ///
    /// A tensor of fewer than two axes, as JAX raises.
    pub fn diagonal(&self, offset: i64) -> Result<Self, ShapeError> {
        if self.ndim() < 2 {
            return Err(ShapeError::indices(
                "diagonal",
                std::format!(
                    "a tensor of shape {:?} has fewer than two axes",
                    self.shape()
                ),
            ));
        }
        let (rows, cols) = (self.shape()[0] as i64, self.shape()[1] as i64);
        let (r0, c0) = if offset >= 0 {
            (0, offset)
        } else {
            (-offset, 0)
        };
        let len = Ord::max(Ord::min(rows - r0, cols - c0), 0) as usize;
        let rest = &self.shape()[2..];
        let mut shape = rest.to_vec();
        shape.push(len);
        let mut data = Vec::new();
        let inner: usize = rest.iter().product();
        let standard = super::elementwise::standard_layout(&self.array)?;
        let values = standard.as_slice().expect("standard layout");
        for r in 0..inner {
            for t in 0..len {
                let (i, j) = ((r0 as usize) + t, (c0 as usize) + t);
                data.push(values[(i * cols as usize + j) * inner + r]);
            }
        }
        Tensor::from_shape_vec(&shape, data)
    }

    /// `jnp.trace(x, offset)`: the sum of [`Tensor::diagonal`], in the
    /// dtype of [`Tensor::sum`] (`Int8` gives `Int64`).
    ///
    /// # Errors
    ///
    /// A tensor of fewer than two axes, as JAX raises.
    pub fn trace(&self, offset: i64) -> Result<Tensor<SumOf<D, P>, P>, ShapeError> {
        let d = self.diagonal(offset)?;
        d.sum_axis(-1)
    }
}

/// The `sections - 1` cuts between `sections` pieces, the `s`-th at
/// `pieces` as an array of `N`: an error naming `op` where there are not `N`
/// of them.
fn into_array<T, const N: usize>(pieces: Vec<T>, op: &'static str) -> Result<[T; N], ShapeError> {
    pieces.try_into().map_err(|pieces: Vec<T>| {
        ShapeError::indices(
            op,
            std::format!(
                "the axis gives {} tensors, not the {N} asked for",
                pieces.len()
            ),
        )
    })
}

/// `cut(s)`, reserved fallibly: a count of sections (and so of tensors) too
/// large for memory is an error, not an abort.
fn cuts(sections: usize, cut: impl Fn(usize) -> usize) -> Result<Vec<usize>, ShapeError> {
    let mut cuts = Vec::new();
    cuts.try_reserve_exact(sections)
        .map_err(refused::<Tensor<Int32>>(&[sections]))?;
    cuts.extend((1..sections).map(cut));
    Ok(cuts)
}

/// `a · b + c` rounded once, in `f32` or `f64` (the element types of the
/// real floats that are neither half types nor extended).
fn fused_multiply_add<E: Element>(a: E, b: E, c: E) -> E {
    if core::any::TypeId::of::<E>() == core::any::TypeId::of::<f32>() {
        a.cast::<f32>().mul_add(b.cast(), c.cast()).cast()
    } else {
        a.cast::<f64>().mul_add(b.cast(), c.cast()).cast()
    }
}

/// JAX's sort order of floats and integers: NaN last; equal values (`-0.0`
/// and `0.0` too) kept in their order by the stable sort.
fn total_order<E: Element>(a: E, b: E) -> Ordering {
    let nan = |x: E| !Arith::eq(x, x);
    match (nan(a), nan(b)) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Greater,
        (false, true) => Ordering::Less,
        _ if Arith::lt(a, b) => Ordering::Less,
        _ if Arith::lt(b, a) => Ordering::Greater,
        // Equal values, `-0.0` and `0.0` among them, keep their order.
        _ => Ordering::Equal,
    }
}

impl<D: Ordered, P: Policy> Tensor<D, P> {
    /// The permutation that sorts each lane along `axis`, stably.
    fn sorted_lanes(&self, axis: usize) -> Vec<Vec<usize>> {
        self.array
            .lanes(Axis(axis))
            .into_iter()
            .map(|lane| {
                let mut order: Vec<usize> = (0..lane.len()).collect();
                order.sort_by(|&a, &b| total_order(lane[a], lane[b]));
                order
            })
            .collect()
    }

    /// The lanes along `axis` mapped through `f` (lane, order) into a
    /// tensor of the same shape.
    fn by_lanes<E: Copy + Default>(
        &self,
        axis: usize,
        f: impl Fn(&ndarray::ArrayView1<'_, D::Elem>, &[usize], usize) -> E,
    ) -> ndarray::ArrayD<E> {
        let orders = self.sorted_lanes(axis);
        let mut out = ndarray::ArrayD::from_elem(self.array.raw_dim(), E::default());
        for ((mut o, lane), order) in out
            .lanes_mut(Axis(axis))
            .into_iter()
            .zip(self.array.lanes(Axis(axis)))
            .zip(&orders)
        {
            for (k, o) in o.iter_mut().enumerate() {
                *o = f(&lane, order, k);
            }
        }
        out
    }

    /// `jnp.sort(x, axis)`: each lane along `axis` sorted ascending and
    /// stably (`-0.0` and `0.0` are equal), NaNs last, as JAX sorts; [`Axes::All`] sorts the
    /// flattened tensor.
    ///
    /// # Errors
    ///
    /// Several axes, or an axis out of range.
    pub fn sort(&self, axis: impl Into<Axes>) -> Result<Self, ShapeError> {
        let Some(axis) = axis.into().one("sort", self.ndim())? else {
            return self.flatten().sort(0);
        };
        Ok(Tensor::from_array(
            self.by_lanes(axis, |lane, order, k| lane[order[k]]),
        ))
    }

    /// `jnp.argsort(x, axis)`: the indices that sort each lane (stably, as
    /// [`Tensor::sort`] orders), as `Int64` (`Int32` with x64 disabled).
    ///
    /// # Errors
    ///
    /// Several axes, or an axis out of range.
    pub fn argsort(
        &self,
        axis: impl Into<Axes>,
    ) -> Result<Tensor<Stored<P, Int64>, P>, ShapeError> {
        let Some(axis) = axis.into().one("argsort", self.ndim())? else {
            return self.flatten().argsort(0);
        };
        let out = self.by_lanes(axis, |_, order, k| order[k] as i64);
        Ok(Tensor::<Int64, P>::from_array(out).stored())
    }

    /// `lax.top_k(x, k)`: the `k` largest values of each lane along the last
    /// axis, largest first (NaN above every number; of equal values the
    /// first), and their indices as `Int32`, as JAX gives them.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let logits = Tensor::<Float32>::from_vec(vec![0.5, 3.0, -1.0, 3.0]);
    /// let (values, indices) = logits.top_k(2)?;
    /// assert_eq!((values.to_vec(), indices.to_vec()), (vec![3.0, 3.0], vec![1, 3]));
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A 0-d tensor, or `k` past the last axis's length, as JAX raises.
    pub fn top_k(&self, k: usize) -> Result<(Self, Tensor<Int32, P>), ShapeError> {
        let Some(&n) = self.shape().last() else {
            return Err(ShapeError::indices(
                "top_k",
                "a 0-d tensor has no axis".into(),
            ));
        };
        if k > n {
            return Err(ShapeError::indices(
                "top_k",
                std::format!("k = {k} is past the last axis's length {n}"),
            ));
        }
        let axis = self.ndim() - 1;
        let mut shape = self.shape().to_vec();
        shape[axis] = k;
        let (mut values, mut indices) = (Vec::new(), Vec::new());
        for lane in self.array.lanes(Axis(axis)) {
            let mut order: Vec<usize> = (0..n).collect();
            // Descending, stable: of equal values the first.
            order.sort_by(|&a, &b| total_order(lane[b], lane[a]));
            for &i in &order[..k] {
                values.push(lane[i]);
                indices.push(i as i32);
            }
        }
        Ok((
            Tensor::from_shape_vec(&shape, values)?,
            Tensor::from_shape_vec(&shape, indices)?,
        ))
    }
}
