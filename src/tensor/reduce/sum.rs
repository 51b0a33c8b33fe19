//! `sum`, `mean` and their `dtype=` forms: float sums in XLA's orders
//! (its windows, YNNPACK's tiles), other dtypes by blocks.

use std::vec;
use std::vec::Vec;

use ndarray::{ArrayD, ArrayViewD};

use super::values::{ROW_CHUNK, TRANSPOSED_ROW, Values, cast_into, lane, wrapping_sum};
use crate::dtype::DType;
use crate::kernels;
use crate::kernels::parallel::splits;
use crate::kernels::reduce::{
    Columns, SumFloat, Windows, XLA_EMITTED_BELOW, column_window_folds, tile_len, window_fold,
    window_tree,
};
use crate::policy::{Policy, StoredFrom};
use crate::scalar::Element;
use crate::scalar::{Arith, ElementSlice, FloatElem, RealFloat, SumKind};
use crate::simd;
use crate::tensor::axes::{Axes, AxisIndex, resolve};
use crate::tensor::elementwise::{convert, standard_layout};
use crate::tensor::error::{check_output, refused};
use crate::tensor::rules::{Float, Reduce, SumOf};
use crate::tensor::{Engine, Holds, ShapeError, Tensor};

pub(super) fn sum<E: Element, S: DType>(
    values: Values<'_, E, impl ExactSizeIterator<Item = E>>,
) -> S::Elem {
    let total = values.len();
    sum_as(values, total, Element::cast)
}

/// The sum of the values mapped to `A` by `map`, in XLA's order for a float
/// (`kernels::reduce`; `total` is the number of elements of the tensor
/// reduced, which picks XLA's way), from zero in order for the rest.
pub(super) fn sum_as<E: Element, A: Element>(
    values: Values<'_, E, impl ExactSizeIterator<Item = E>>,
    total: usize,
    map: impl Fn(E) -> A + Copy + Sync,
) -> A {
    // Only `A`'s branch is compiled ([`Element::Sum`]).
    A::Sum::pick(
        values,
        |values| xla_sum::<E, f32>(values, total, then_cast(map)).cast(),
        |values| xla_sum::<E, f64>(values, total, then_cast(map)).cast(),
        |values| {
            let zero = false.cast::<A>();
            values
                .accumulate_map(Some(zero), map, Arith::add)
                .unwrap_or(zero)
        },
    )
}

/// `map` then a cast to `T`. A function of its own, so that the closure's
/// type does not depend on the iterator type of the caller's `Values`, and
/// the sums of a whole tensor and of its lanes share one copy of the kernels.
pub(super) fn then_cast<E, A: Element, T: Element>(
    map: impl Fn(E) -> A + Copy + Sync,
) -> impl Fn(E) -> T + Copy + Sync {
    move |x| map(x).cast()
}

/// A float sum in XLA's order: its own tree of windows below
/// [`XLA_EMITTED_BELOW`] elements, YNNPACK's from there, whose tiles run on
/// the pool's threads (the same result on any number of them).
pub(super) fn xla_sum<E: Element, T: SumFloat + Element>(
    values: Values<'_, E, impl ExactSizeIterator<Item = E>>,
    total: usize,
    map: impl Fn(E) -> T + Copy + Sync,
) -> T {
    if total < XLA_EMITTED_BELOW {
        return match values {
            Values::Slice(slice) => window_tree(slice.iter().map(|&x| map(x))),
            Values::Iter(iter) => window_tree(iter.map(map)),
        };
    }
    match values {
        Values::Slice(slice) => tiled_sum(slice, map),
        Values::Iter(iter) => tiled_sum(&iter.collect::<Vec<E>>(), map),
    }
}

/// [`SumFloat::lane`] of a long lane, its tiles summed on the pool's threads
/// and their sums then summed, as the lane sum does on one thread.
pub(super) fn tiled_sum<E: Element, T: SumFloat + Element>(
    values: &[E],
    map: impl Fn(E) -> T + Sync,
) -> T {
    let tile = tile_len::<T>();
    if values.len() <= tile || !splits(values.len()) {
        return T::lane(values, &map);
    }
    let mut partials = vec![T::ZERO; values.len().div_ceil(tile)];
    kernels::on_weighted_rows(&mut partials, 1, tile, |tiles, piece| {
        for (slot, t) in piece.iter_mut().zip(tiles) {
            let run = &values[t * tile..((t + 1) * tile).min(values.len())];
            *slot = T::lane(run, &map);
        }
    });
    // A function, not a closure, so that one copy serves every caller.
    T::lane(&partials, &core::convert::identity)
}

/// A reduction of `x` over `axes` by `op` from `init` in `A`, in the order
/// XLA's CPU code folds it: each output's values in row-major order of the
/// reduced axes, by [`window_fold`] (windows along the innermost reduced
/// axis, through the outer ones). With `keepdims`, the reduced axes are
/// kept with length 1. `windows` folds whole windows side by side, as
/// `window_fold` says.
///
/// Where XLA converts the input in the same loop and the innermost reduced
/// axis is short, its vectorised loop can fold that axis first (a `[2, 3,
/// 4]` `float32` tensor summed over axes 0 and 2 with `dtype=float16`):
/// there the last bits can differ from JAX's.
pub(super) fn fold_runs<E: Element, A: Element>(
    x: ArrayViewD<'_, E>,
    axes: &Axes,
    keepdims: bool,
    init: A,
    map: impl Fn(E) -> A + Sync,
    op: impl Fn(A, A) -> A + Copy + Sync,
    windows: Option<Windows<A>>,
) -> Result<ArrayD<A>, ShapeError> {
    let shape = x.shape().to_vec();
    let axes = axes.resolve(shape.len())?;
    let kept: Vec<usize> = (0..shape.len()).filter(|a| !axes.contains(a)).collect();
    let out_shape: Vec<usize> = match keepdims {
        true => (0..shape.len())
            .map(|a| if axes.contains(&a) { 1 } else { shape[a] })
            .collect(),
        false => kept.iter().map(|&a| shape[a]).collect(),
    };
    let len = check_output::<A>(&out_shape)?;
    let reduced: usize = axes.iter().map(|&a| shape[a]).product();
    let inner = axes.last().map_or(1, |&a| shape[a]);
    let outer = reduced.checked_div(inner).unwrap_or(1);
    let mut out = Vec::new();
    out.try_reserve_exact(len)
        .map_err(refused::<A>(&out_shape))?;
    out.resize(len, init);
    // (No outputs, or no values for each: nothing to fold; a shape such as
    // `[0, 2⁶⁰]` reduced along its long axis has the first.)
    if reduced > 0 && len > 0 {
        // Each output's values as a contiguous run: the tensor's own
        // memory where the reduced axes are its last ones (converted as
        // they are read), a copy in that order otherwise.
        let order: Vec<usize> = kept.iter().chain(&axes).copied().collect();
        let adjacent = axes.windows(2).all(|pair| pair[1] == pair[0] + 1);
        let lanes = x.view().permuted_axes(order);
        match (lanes.as_slice(), x.as_slice()) {
            (Some(slice), _) => window_folds(&mut out, slice, outer, init, &map, op, windows),
            (None, Some(slice)) if adjacent => {
                // Adjacent reduced axes followed by kept ones, in memory's
                // order: each output's values are a column of a block of
                // rows, folded in place.
                let blocks: usize = shape[..axes[0]].iter().product();
                let run = (outer, inner, len / blocks);
                column_folds(&mut out, slice, run, init, &map, op, windows);
            }
            (None, _) => {
                let mut values = Vec::new();
                values
                    .try_reserve_exact(lanes.len())
                    .map_err(refused::<A>(&shape))?;
                values.extend(lanes.iter().map(|&v| map(v)));
                window_folds(&mut out, &values, outer, init, |a| a, op, windows);
            }
        }
    }
    Ok(ArrayD::from_shape_vec(out_shape, out).expect("one element per lane"))
}

/// `out[i]` = [`window_fold`] of the `i`-th run of `values` (runs of
/// `values.len() / out.len()`), the outputs on the pool's threads, each
/// folded by one call (so the split changes no bits).
pub(super) fn window_folds<E: Copy + Sync + 'static, A: Copy + Send + Sync + 'static>(
    out: &mut [A],
    values: &[E],
    outer: usize,
    init: A,
    map: impl Fn(E) -> A + Sync,
    op: impl Fn(A, A) -> A + Copy + Sync,
    windows: Option<Windows<A>>,
) {
    let run = values.len() / out.len().max(1);
    kernels::on_weighted_rows(out, 1, run, |rows, piece| {
        let lanes = values[rows.start * run..].chunks_exact(run);
        for (o, lane) in piece.iter_mut().zip(lanes) {
            *o = window_fold(lane, &map, outer, init, op, windows);
        }
    });
}

/// `out[i]` = [`window_fold`] of output `i`'s values where they are the
/// columns of blocks of rows (`outer * n` rows of `stride` values each, a
/// block per `stride` outputs; `n` values of the innermost reduced axis):
/// [`column_window_folds`] on the pool's threads, split by columns for one
/// block, by blocks otherwise (each column folded alone, so the split
/// changes no bits).
pub(super) fn column_folds<E: Copy + Sync + 'static, A: Copy + Send + Sync + 'static>(
    out: &mut [A],
    values: &[E],
    (outer, n, stride): (usize, usize, usize),
    init: A,
    map: impl Fn(E) -> A + Sync,
    op: impl Fn(A, A) -> A + Copy + Sync,
    windows: Option<Windows<A>>,
) {
    let block = outer * n * stride;
    if out.len() == stride {
        kernels::on_weighted_rows(out, 1, outer * n, |columns, piece| {
            let at = (outer, n, stride, columns.start);
            column_window_folds(values, at, piece, &map, init, op, windows);
        });
    } else {
        kernels::on_weighted_rows(out, stride, block, |blocks, piece| {
            for (b, piece) in blocks.zip(piece.chunks_exact_mut(stride)) {
                let values = &values[b * block..(b + 1) * block];
                column_window_folds(
                    values,
                    (outer, n, stride, 0),
                    piece,
                    &map,
                    init,
                    op,
                    windows,
                );
            }
        });
    }
}

/// The mean as JAX computes it: the sum times the reciprocal of the count;
/// for an extended float, the sum divided by the count in its format.
pub(super) fn mean<E: Element, M: Float>(
    values: Values<'_, E, impl ExactSizeIterator<Item = E>>,
) -> M::Elem {
    let n = values.len();
    if M::Elem::MINIFLOAT {
        FloatElem::div(sum::<E, M>(values), (n as u64).cast())
    } else if M::Elem::HALF {
        let total = sum_as::<E, f32>(values, n, Element::cast);
        Arith::mul(total, reciprocal(n)).cast()
    } else {
        let total = sum::<E, M>(values);
        Arith::mul(total, FloatElem::div(true.cast(), (n as u64).cast()))
    }
}

/// `1 / n` in `f32`, flushing as XLA does.
pub(super) fn reciprocal(n: usize) -> f32 {
    RealFloat::flush(1.0 / n as f32)
}

impl<D: Reduce, P: Policy, E: Engine> Tensor<D, P, E> {
    /// `jnp.sum` of every element, as a 0-d tensor of [`Reduce::Sum`]
    /// ([`Policy::StoredFrom`] in it: `Int32` for `Int8` with x64 disabled,
    /// `Int64` for an explicit `Int64` under [`StandardX32Explicit`](crate::StandardX32Explicit));
    /// integers wrap.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int8>::from_vec(vec![100, 100, 100]);
    /// let s: Tensor<Int64> = t.sum();
    /// assert_eq!(s.to_vec(), [300]);
    /// ```
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_sum`] returns an error (never on the CPU).
    pub fn sum(&self) -> Tensor<SumOf<D, P>, P, E>
    where
        E: Holds<D> + Holds<SumOf<D, P>>,
    {
        self.try_sum().unwrap_or_else(|error| panic!("{error}"))
    }

    /// [`Tensor::sum`], returning the engine's error.
    ///
    /// # Errors
    ///
    /// The engine's, if its device fails; never on the [`Cpu`](crate::Cpu).
    pub fn try_sum(&self) -> Result<Tensor<SumOf<D, P>, P, E>, E::Error>
    where
        E: Holds<D> + Holds<SumOf<D, P>>,
    {
        E::sum::<D, P>(self, None)
    }

    /// `jnp.sum` along `axis` (negative: from the end), which is removed.
    ///
    /// # Errors
    ///
    /// An axis out of range, or the engine's error.
    pub fn sum_axis(&self, axis: impl AxisIndex) -> Result<Tensor<SumOf<D, P>, P, E>, E::Error>
    where
        E: Holds<D> + Holds<SumOf<D, P>>,
    {
        let axis = resolve(axis, self.ndim())?;
        E::sum::<D, P>(self, Some(axis))
    }

    /// `jnp.mean` of every element, as a 0-d tensor of [`Reduce::Mean`]; NaN
    /// for an empty tensor, as in JAX.
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_mean`] returns an error (never on the CPU).
    pub fn mean(&self) -> Tensor<D::Mean, P, E>
    where
        E: Holds<D> + Holds<D::Mean>,
    {
        self.try_mean().unwrap_or_else(|error| panic!("{error}"))
    }

    /// [`Tensor::mean`], returning the engine's error.
    ///
    /// # Errors
    ///
    /// The engine's, if its device fails; never on the [`Cpu`](crate::Cpu).
    pub fn try_mean(&self) -> Result<Tensor<D::Mean, P, E>, E::Error>
    where
        E: Holds<D> + Holds<D::Mean>,
    {
        E::mean::<D, P>(self, None)
    }

    /// `jnp.mean` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// An axis out of range, or the engine's error.
    pub fn mean_axis(&self, axis: impl AxisIndex) -> Result<Tensor<D::Mean, P, E>, E::Error>
    where
        E: Holds<D> + Holds<D::Mean>,
    {
        let axis = resolve(axis, self.ndim())?;
        E::mean::<D, P>(self, Some(axis))
    }
}

impl<D: Reduce, P: Policy> Tensor<D, P> {
    /// The CPU's kernel of [`Tensor::sum`] (`axis` `None`) and
    /// [`Tensor::sum_axis`].
    pub(crate) fn sum_kernel(
        &self,
        axis: Option<usize>,
    ) -> Result<Tensor<SumOf<D, P>, P>, ShapeError> {
        let Some(axis) = axis else {
            return Ok(Tensor::scalar(sum::<_, D::Sum>(self.values()).cast()));
        };
        type Sum<D> = <<D as Reduce>::Sum as DType>::Elem;
        type Stored<D, P> = <SumOf<D, P> as DType>::Elem;
        if wrapping_sum::<Sum<D>>() && wrapping_sum::<Stored<D, P>>() {
            // An integer sum stored narrower (`Int64` as `Int32` with x64
            // disabled) is the narrower type's wrapping sum, as XLA adds it:
            // summed in that type, not widened and then converted.
            if let Some(sums) = self.byte_row_sums(axis) {
                return Ok(Tensor::from_array(sums?));
            }
            return Ok(Tensor::from_array(self.sum_along(axis, Element::cast)?));
        }
        let sums = self.sum_along::<Sum<D>>(axis, Element::cast)?;
        Ok(Tensor::<D::Sum, P>::from_array(sums).stored_from::<D>())
    }

    /// `jnp.sum(x, axis=axes, keepdims=keepdims)`: the sums over `axes`
    /// (one axis, several or [`Axes::All`]; negative ones count from the
    /// end), which are removed, or kept with length 1 with `keepdims`.
    /// Over several axes the values of each sum are added in row-major
    /// order of those axes, as one lane.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int8>::from_shape_vec(&[2, 3], vec![1, 2, 3, 4, 5, 6])?;
    /// let s: Tensor<Int64> = x.sum_axes(-1, true)?;
    /// assert_eq!((s.shape(), s.to_vec()), (&[2, 1][..], vec![6, 15]));
    /// assert_eq!(x.sum_axes(Axes::All, false)?.to_vec(), [21]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn sum_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<SumOf<D, P>, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.sum_axis(axis))
    }

    /// The sums along the last axis of a tensor of 8-bit integers in
    /// standard layout whose rows are whole 64-bit words (8 to
    /// [`TRANSPOSED_ROW`] values), by the bytes' kernels
    /// ([`simd::sums_of_eights`]): 0.6-0.8 ms for `[1.25 M, 8]` `int8`
    /// summed into `int32` where a loop over the rows took 3.4 (one core,
    /// AMD EPYC). `None` for other tensors.
    pub(super) fn byte_row_sums<A: Element>(
        &self,
        axis: usize,
    ) -> Option<Result<ArrayD<A>, ShapeError>> {
        let row = *self.shape().get(axis)?;
        let bytes = matches!(
            D::Elem::as_slice_of(&[]),
            ElementSlice::Int8(_) | ElementSlice::UInt8(_)
        );
        let fits = row.is_multiple_of(8) && (8..=TRANSPOSED_ROW).contains(&row);
        if !(bytes && fits && axis + 1 == self.ndim() && self.array.is_standard_layout()) {
            return None;
        }
        Some(self.by_rows(false.cast(), |values, row, out| {
            let words = row / 8;
            let mut eights = [0_i64; ROW_CHUNK];
            let chunk = ROW_CHUNK / words;
            for (out, values) in out.chunks_mut(chunk).zip(values.chunks(chunk * row)) {
                let eights = &mut eights[..out.len() * words];
                match D::Elem::as_slice_of(values) {
                    ElementSlice::Int8(values) => simd::sums_of_eights(values, eights),
                    ElementSlice::UInt8(values) => simd::sums_of_eights(values, eights),
                    _ => unreachable!("bytes, checked above"),
                }
                if words == 1 {
                    cast_into(eights, out);
                } else {
                    simd::vectorised(&mut || {
                        for (o, sums) in out.iter_mut().zip(eights.chunks_exact(words)) {
                            *o = sums.iter().sum::<i64>().cast();
                        }
                    });
                }
            }
        }))
    }

    /// The sums along `axis` of the values mapped to `A`, in XLA's orders
    /// for a float (`kernels::reduce`): a lane of a small tensor by XLA's
    /// tree of windows, a lane along the last axis by YNNPACK's lane kernel,
    /// an outer axis by its column kernel (on the pool's threads, split by
    /// columns or by the outer axes); from zero in order for the rest.
    pub(super) fn sum_along<A: Element>(
        &self,
        axis: usize,
        map: impl Fn(D::Elem) -> A + Copy + Sync,
    ) -> Result<ArrayD<A>, ShapeError> {
        let total = self.len();
        // YNNPACK's kernels where they apply, only `A`'s compiled ([`Element::Sum`]).
        let kernels = A::Sum::pick(
            (),
            |()| self.ynnpack_sums::<f32, A>(axis, map),
            |()| self.ynnpack_sums::<f64, A>(axis, map),
            |()| None,
        );
        if let Some(sums) = kernels {
            return sums;
        }
        let row = self.shape().get(axis).copied().unwrap_or_default();
        if wrapping_sum::<A>()
            && self.array.is_standard_layout()
            && axis + 1 == self.ndim()
            && (1..=TRANSPOSED_ROW).contains(&row)
        {
            // Short rows of integers (whose sums wrap, the same in any
            // order) in one plain loop, without a lane's setup per row: 8.5
            // ms for `[1.25 M, 8]` `int8` where a fold down the columns of
            // transposed rows took 16.7 and a fold per lane 52.
            return self.by_rows(false.cast(), |values, row, out| {
                simd::vectorised(&mut || {
                    for (o, run) in out.iter_mut().zip(values.chunks_exact(row)) {
                        *o = run.iter().fold(false.cast(), |s, &x| Arith::add(s, map(x)));
                    }
                });
            });
        }
        self.along(axis, |l| sum_as(lane(l), total, map))
    }

    /// The sums along `axis` by YNNPACK's kernels, accumulating in `T`,
    /// where XLA hands the reduction to them: an outer axis by the column
    /// kernel, the last axis of a tensor in standard layout whose rows are
    /// no longer than a tile by the lane kernel. `None` elsewhere.
    pub(super) fn ynnpack_sums<T: SumFloat + Element, A: Element>(
        &self,
        axis: usize,
        map: impl Fn(D::Elem) -> A + Copy + Sync,
    ) -> Option<Result<ArrayD<A>, ShapeError>> {
        if self.len() < XLA_EMITTED_BELOW {
            return None;
        }
        let to_sum = move |x| map(x).cast::<T>();
        if axis + 1 < self.ndim() {
            Some(self.column_sums::<T, A>(axis, to_sum))
        } else if self.array.is_standard_layout() && self.shape()[axis] <= tile_len::<T>() {
            // Rows of contiguous memory no longer than a tile, many at a time.
            Some(self.row_sums::<T, A>(to_sum))
        } else {
            None
        }
    }

    /// YNNPACK's lane sums along the last axis of a tensor in standard
    /// layout of at least [`XLA_EMITTED_BELOW`] elements whose rows are no
    /// longer than a tile: runs of rows on the pool's threads, each
    /// [`ROW_CHUNK`] rows of a run by one call of the kernel
    /// ([`SumFloat::lanes`]) into a buffer, then converted. Each row's sum
    /// is [`xla_sum`]'s of that row.
    pub(super) fn row_sums<T: SumFloat + Element, A: Element>(
        &self,
        map: impl Fn(D::Elem) -> T + Copy + Sync,
    ) -> Result<ArrayD<A>, ShapeError> {
        self.by_rows(T::ZERO.cast(), |values, row, out| {
            let mut sums = [T::ZERO; ROW_CHUNK];
            for (out, values) in out
                .chunks_mut(ROW_CHUNK)
                .zip(values.chunks(ROW_CHUNK * row))
            {
                let sums = &mut sums[..out.len()];
                T::lanes(values, row, sums, &map);
                for (o, &sum) in out.iter_mut().zip(sums.iter()) {
                    *o = sum.cast();
                }
            }
        })
    }

    /// The reductions along the last axis of a tensor in standard layout
    /// by `kernel`, which reduces the whole rows of its values (rows of the
    /// given length) into its output piece: runs of rows on the pool's
    /// threads. The output is allocated fallibly first ([`check_output`])
    /// and filled with `fill`.
    pub(super) fn by_rows<A: Copy + Send + Sync>(
        &self,
        fill: A,
        kernel: impl Fn(&[D::Elem], usize, &mut [A]) + Sync,
    ) -> Result<ArrayD<A>, ShapeError> {
        let mut shape = self.shape().to_vec();
        let row = shape.pop().expect("an axis to reduce");
        let len = check_output::<A>(&shape)?;
        let mut out = kernels::filled(len, fill).map_err(refused::<A>(&shape))?;
        let values = self.array.as_slice().expect("an array in standard layout");
        kernels::on_weighted_rows(&mut out, 1, row, |rows, piece| {
            kernel(&values[rows.start * row..rows.end * row], row, piece);
        });
        Ok(ArrayD::from_shape_vec(shape, out).expect("one element per row"))
    }

    /// YNNPACK's column sums along `axis`, not the last, of a tensor of at
    /// least [`XLA_EMITTED_BELOW`] elements.
    pub(super) fn column_sums<T: SumFloat + Element, A: Element>(
        &self,
        axis: usize,
        map: impl Fn(D::Elem) -> T + Copy + Sync,
    ) -> Result<ArrayD<A>, ShapeError> {
        let sums = self.by_columns(axis, T::ZERO, |values, at, _, out| {
            T::columns(values, at, out, &map);
        })?;
        Ok(convert(sums))
    }

    /// The reductions along `axis`, not the last, by `kernel`, which
    /// reduces the columns of a block of rows (`Columns`) into its output
    /// piece (`kernel(values, at, first, piece)`, `first` the index of
    /// `piece[0]` in the output, flat): read in standard layout (a copy for
    /// another layout), one block of rows per index of the axes before
    /// `axis`, on the pool's threads (split by columns for one block, by
    /// blocks otherwise). The output is allocated fallibly first
    /// ([`check_output`]) and filled with `fill`.
    pub(super) fn by_columns<A: Copy + Send + Sync>(
        &self,
        axis: usize,
        fill: A,
        kernel: impl Fn(&[D::Elem], Columns, usize, &mut [A]) + Sync,
    ) -> Result<ArrayD<A>, ShapeError> {
        let mut shape = self.shape().to_vec();
        let rows = shape.remove(axis);
        let outer: usize = self.shape()[..axis].iter().product();
        let inner: usize = self.shape()[axis + 1..].iter().product();
        let len = check_output::<A>(&shape)?;
        let mut out = kernels::filled(len, fill).map_err(refused::<A>(&shape))?;
        if len > 0 {
            let data = standard_layout(&self.array)?;
            let values = data.as_slice().expect("an array in standard layout");
            if outer == 1 {
                // One block of rows: its columns in pieces.
                kernels::on_weighted_rows(&mut out, 1, rows, |columns, piece| {
                    let at = Columns {
                        rows,
                        stride: inner,
                        start: columns.start,
                    };
                    kernel(values, at, columns.start, piece);
                });
            } else {
                let block = rows * inner;
                kernels::on_weighted_rows(&mut out, inner, block, |outers, piece| {
                    for (o, piece) in outers.zip(piece.chunks_exact_mut(inner)) {
                        let at = Columns {
                            rows,
                            stride: inner,
                            start: 0,
                        };
                        kernel(&values[o * block..(o + 1) * block], at, o * inner, piece);
                    }
                });
            }
        }
        Ok(ArrayD::from_shape_vec(shape, out).expect("one element per column"))
    }

    /// The CPU's kernel of [`Tensor::mean`] (`axis` `None`) and
    /// [`Tensor::mean_axis`].
    pub(crate) fn mean_kernel(
        &self,
        axis: Option<usize>,
    ) -> Result<Tensor<D::Mean, P>, ShapeError> {
        let Some(axis) = axis else {
            return Ok(Tensor::scalar(mean::<_, D::Mean>(self.values())));
        };
        type M<D> = <<D as Reduce>::Mean as DType>::Elem;
        let n = self.shape().get(axis).copied().unwrap_or(0);
        let means = if M::<D>::MINIFLOAT {
            self.along(axis, |l| mean::<_, D::Mean>(lane(l)))?
        } else if M::<D>::HALF {
            let r = reciprocal(n);
            let sums = self.sum_along::<f32>(axis, Element::cast)?;
            sums.mapv(|s| Arith::mul(s, r).cast())
        } else {
            let r = FloatElem::div(true.cast::<M<D>>(), (n as u64).cast());
            let sums = self.sum_along::<M<D>>(axis, Element::cast)?;
            sums.mapv(|s| Arith::mul(s, r))
        };
        Ok(Tensor::from_array(means))
    }

    /// `jnp.mean` over `axes`: see [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn mean_axes(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<D::Mean, P>, ShapeError> {
        self.over_axes(&axes.into(), keepdims, |t, axis| t.mean_axis(axis))
    }

    /// `jnp.sum(x, dtype=O)`: every element converted to `O` (as
    /// [`Tensor::cast`] converts) and added up in `O` itself, as JAX does
    /// when given a dtype: an integer `O` wraps, and `BFloat16` or `Float16`
    /// rounds after every addition, in XLA's order (JAX sums the half types
    /// in `float32` only without `dtype=`); `Bool` is `any`. Under the x32
    /// policies a 64-bit `O` is stored in 32 bits, as JAX canonicalises it.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Float32>::full(&[1000], 0.1);
    /// assert_eq!(x.sum_as::<BFloat16>().to_vec(), [half::bf16::from_f32(98.0)]);
    /// assert_eq!(x.sum().to_vec(), [99.99997]); // summed in float32, JAX's value
    /// let counts = Tensor::<Int8>::from_vec(vec![100, 100]);
    /// assert_eq!(counts.sum_as::<Int8>().to_vec(), [-56]); // wraps, as in JAX
    /// ```
    pub fn sum_as<O: DType>(&self) -> Tensor<StoredFrom<P, O, O>, P> {
        self.sum_axes_as::<O>(Axes::All, false)
            .expect("every axis of a tensor")
    }

    /// `jnp.sum(x, axis=axes, dtype=O, keepdims=keepdims)`: see
    /// [`Tensor::sum_as`] and [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn sum_axes_as<O: DType>(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<StoredFrom<P, O, O>, P>, ShapeError> {
        type A<P, O> = <StoredFrom<P, O, O> as DType>::Elem;
        let axes = axes.into();
        if A::<P, O>::HALF {
            // Rounding at every addition: in XLA's tree-reduction order.
            let zero = false.cast::<A<P, O>>();
            let view = self.array.view();
            let sums = fold_runs(view, &axes, keepdims, zero, Element::cast, Arith::add, None)?;
            return Ok(Tensor::from_array(sums));
        }
        self.over_axes(&axes, keepdims, |t, axis| {
            t.sum_along::<A<P, O>>(axis, Element::cast)
                .map(Tensor::from_array)
        })
    }

    /// `jnp.mean(x, dtype=O)` for a float `O`: [`Tensor::sum_as`]'s sum in
    /// `O` divided by the count in `O`, as JAX computes it when given a
    /// dtype (a `BFloat16` or `Float16` mean then adds in that type, not in
    /// `float32`). JAX also takes an integer `dtype=`, dividing with
    /// truncation; here the mean is a float: cast it.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int8>::from_vec(vec![1, 2, 4]);
    /// assert_eq!(x.mean_as::<Float16>().to_vec(), [half::f16::from_f32(2.332)]);
    /// ```
    pub fn mean_as<O: Float>(&self) -> Tensor<StoredFrom<P, O, O>, P>
    where
        StoredFrom<P, O, O>: Float,
    {
        self.mean_axes_as::<O>(Axes::All, false)
            .expect("every axis of a tensor")
    }

    /// `jnp.mean(x, axis=axes, dtype=O, keepdims=keepdims)`: see
    /// [`Tensor::mean_as`] and [`Tensor::sum_axes`].
    ///
    /// # Errors
    ///
    /// An axis out of range or named twice.
    pub fn mean_axes_as<O: Float>(
        &self,
        axes: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<StoredFrom<P, O, O>, P>, ShapeError>
    where
        StoredFrom<P, O, O>: Float,
    {
        type M<P, O> = <StoredFrom<P, O, O> as DType>::Elem;
        let axes = axes.into();
        let count: usize = axes
            .resolve(self.ndim())?
            .iter()
            .map(|&a| self.shape()[a])
            .product();
        let sums = self.sum_axes_as::<O>(axes, keepdims)?;
        // As XLA divides by the count, a constant: the product with its
        // reciprocal (rounded to the format for `float16`; a complex one
        // for complex numbers), as `mean` does.
        let n = (count as u64).cast::<M<P, O>>();
        let reciprocal = FloatElem::div(true.cast::<M<P, O>>(), n);
        let mean = |s| {
            if M::<P, O>::MINIFLOAT {
                FloatElem::div(s, n)
            } else if M::<P, O>::HALF {
                FloatElem::div_broadcast(s, n)
            } else {
                Arith::mul(s, reciprocal)
            }
        };
        Ok(Tensor::from_array(sums.array.mapv(mean)))
    }
}
