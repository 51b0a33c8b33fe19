//! `argmax` and `argmin`: the extremum, then its first occurrence (or the
//! first NaN), as a scan in order finds it.

use super::extrema::{non_empty, pick, plain_columns_into};
use super::values::{
    ROW_CHUNK, TRANSPOSED_ROW, Values, by_transposed_rows, cast_into, order_free, widened_rows,
    widens_exactly,
};
use crate::dtype::{DType, Int64};
use crate::kernels::parallel::BLOCK;
use crate::kernels::reduce::{Columns, SumFloat, fold_columns, plain_arg_extrema, position};
use crate::kernels::reduce_blocks;
use crate::policy::{Policy, Stored};
use crate::scalar::Element;
use crate::scalar::{Arith, ElementSlice};
use crate::simd;
use crate::tensor::axes::{Axes, AxisIndex, resolve};
use crate::tensor::elementwise::standard_layout;
use crate::tensor::rules::{Ordered, Reduce};
use crate::tensor::{Engine, Holds, ShapeError, Tensor};

/// The indices of the first extrema of the runs of `len` values (`len >
/// 0`) into `out`: for `f32` and `f64` values by plain comparisons
/// ([`plain_arg_extrema`]) where they are the exact scan's (for rows of at
/// most [`TRANSPOSED_ROW`] values of a type that [`widens_exactly`], those
/// of their `f32` values; for rows as short of the other order-free types,
/// a scan down the columns of transposed rows; rows of eight `int8` or
/// `uint8` values as 64-bit words, [`simd::first_extrema_of_eights`]),
/// and `exact(r)` for the other runs `r` and types.
pub(super) fn rows_arg_extrema<E: Element, A: Element, const MAX: bool>(
    values: &[E],
    len: usize,
    out: &mut [A],
    exact: impl Fn(usize) -> A,
) {
    pub(super) fn into<T: SumFloat, A: Element, const MAX: bool>(
        values: &[T],
        len: usize,
        out: &mut [A],
        exact: impl Fn(usize) -> A,
    ) {
        let mut found = [0; ROW_CHUNK];
        let runs = values.chunks(ROW_CHUNK * len);
        for (c, (out, runs)) in out.chunks_mut(ROW_CHUNK).zip(runs).enumerate() {
            let found = &mut found[..out.len()];
            let every = plain_arg_extrema::<T, MAX>(runs, len, found);
            cast_into(found, out);
            // The rows the scan decides (`i32::MIN`), seldom any.
            if !every {
                for (r, (o, &at)) in out.iter_mut().zip(found.iter()).enumerate() {
                    if at < 0 {
                        *o = exact(c * ROW_CHUNK + r);
                    }
                }
            }
        }
    }
    /// Rows of eight bytes by their kernels
    /// ([`simd::first_extrema_of_eights`]), [`ROW_CHUNK`] at a time.
    pub(super) fn eights<E: Copy, A: Element>(
        values: &[E],
        out: &mut [A],
        kernel: impl Fn(&[E], &mut [u8]),
    ) {
        let mut found = [0_u8; ROW_CHUNK];
        for (out, rows) in out.chunks_mut(ROW_CHUNK).zip(values.chunks(8 * ROW_CHUNK)) {
            let found = &mut found[..out.len()];
            kernel(rows, found);
            cast_into(found, out);
        }
    }
    match E::as_slice_of(values) {
        ElementSlice::Float32(values) => into::<f32, A, MAX>(values, len, out, exact),
        ElementSlice::Float64(values) => into::<f64, A, MAX>(values, len, out, exact),
        ElementSlice::Int8(values) if len == 8 => {
            eights(values, out, simd::first_extrema_of_eights::<_, MAX>);
        }
        ElementSlice::UInt8(values) if len == 8 => {
            eights(values, out, simd::first_extrema_of_eights::<_, MAX>);
        }
        _ if widens_exactly::<E>() => {
            widened_rows(values, len, out, |wide, first, out| {
                into::<f32, A, MAX>(wide, len, out, |r| exact(first + r));
            });
        }
        _ if order_free::<E>() && len <= TRANSPOSED_ROW => {
            // The extremum down each column, then the first NaN, else the
            // first value equal to it ([`first_extremum`]'s scan).
            by_transposed_rows(values, len, out, |columns, at, out| {
                let mut best = [E::default(); ROW_CHUNK];
                let best = &mut best[..out.len()];
                fold_columns(columns, at, best, &core::convert::identity, &pick::<E, MAX>);
                first_hits::<_, _, u8>(columns, at, best, out, hits_extremum);
            });
        }
        _ => {
            for (r, o) in out.iter_mut().enumerate() {
                *o = exact(r);
            }
        }
    }
}

/// Whether `x` is where `argmax`/`argmin`'s scan stops for the extremum
/// `best`: a value equal to it, or a NaN where it is NaN.
pub(super) fn hits_extremum<E: Element>(x: E, best: E) -> bool {
    if Arith::eq(best, best) {
        Arith::eq(x, best)
    } else {
        !Arith::eq(x, x)
    }
}

/// For each column of `at` in `values`, the index of its first value that
/// `hit`s its `best` (the column's element of `best`), into `out`: bands
/// of [`ROW_CHUNK`] columns, each from the last row up, each hit's row kept
/// in an `I` (a select the compiler vectorises, compiled for AVX2 where
/// the CPU has it; `u8` for the blocks of [`by_transposed_rows`], at most
/// [`TRANSPOSED_ROW`] rows, whose selects are then a byte wide). A column
/// without a hit gets the row count.
pub(super) fn first_hits<E: Copy, A: Element, I: Copy + TryFrom<usize> + Into<u64>>(
    values: &[E],
    at: Columns,
    best: &[E],
    out: &mut [A],
    hit: impl Fn(E, E) -> bool,
) {
    let index = |r: usize| match I::try_from(r) {
        Ok(r) => r,
        Err(_) => panic!("{} rows counted in the index type", at.rows),
    };
    assert_eq!(best.len(), out.len(), "a best value per column");
    let rows = index(at.rows);
    let mut found = [rows; ROW_CHUNK];
    for (b, (out, best)) in out
        .chunks_mut(ROW_CHUNK)
        .zip(best.chunks(ROW_CHUNK))
        .enumerate()
    {
        let found = &mut found[..out.len()];
        found.fill(rows);
        let start = at.start + b * ROW_CHUNK;
        simd::vectorised(&mut || {
            for r in (0..at.rows).rev() {
                let row = &values[start + r * at.stride..][..found.len()];
                let r = index(r);
                for ((f, &x), &b) in found.iter_mut().zip(row).zip(best) {
                    *f = if hit(x, b) { r } else { *f };
                }
            }
        });
        for (o, &f) in out.iter_mut().zip(found.iter()) {
            *o = f.into().cast();
        }
    }
}

/// The index of the first value `better` than all before it, NaN beating
/// everything (JAX's `argmax`/`argmin`: the first NaN, else the first
/// extremum; `-0.0` and `0.0` are equal), or `None` for no values.
pub(super) fn arg_extremum<E: Element>(
    values: impl Iterator<Item = E>,
    better: impl Fn(E, E) -> bool,
) -> Option<i64> {
    arg_best((0_i64..).zip(values), &better).map(|(i, _)| i)
}

/// The first of the indexed values `better` than all before it, NaN beating
/// everything: [`arg_extremum`]'s scan. Its result for the blocks' results,
/// in order, is its result for all their values, so blocks can be scanned
/// apart (on several threads) and then together.
pub(super) fn arg_best<E: Element>(
    values: impl Iterator<Item = (i64, E)>,
    better: &impl Fn(E, E) -> bool,
) -> Option<(i64, E)> {
    let is_nan = |x: E| !Arith::eq(x, x);
    values.fold(None, |best, (i, x)| match best {
        None => Some((i, x)),
        Some((_, b)) if is_nan(b) => best,
        Some(_) if is_nan(x) => Some((i, x)),
        Some((_, b)) if better(x, b) => Some((i, x)),
        keep => keep,
    })
}

/// The index of the first NaN of `values`, else of the first value equal
/// to their extremum by `pick` (`-0.0` and `0.0`, and subnormals and zeros,
/// are equal, as `better` compares them in [`arg_extremum`]): the extremum
/// in independent lanes on the pool's threads, then a vectorised search.
pub(super) fn first_extremum<D: DType>(
    values: &[D::Elem],
    pick: impl Fn(D::Elem, D::Elem) -> D::Elem + Copy + Sync,
) -> Option<i64> {
    let best =
        Values::<_, core::iter::Empty<_>>::Slice(values).accumulate_free(None, |x| x, pick)?;
    let at = if Arith::eq(best, best) {
        position(values, &|x| Arith::eq(x, best))
    } else {
        position(values, &|x| !Arith::eq(x, x))
    };
    at.map(|i| i64::try_from(i).expect("an index of a slice"))
}

// `D: Ordered` on each method rather than on the block, so that a complex
// tensor gets `Ordered`'s message, not "the method exists but...".
impl<D: Reduce, P: Policy, E: Engine> Tensor<D, P, E> {
    /// `jnp.argmax` of the flattened tensor, as a 0-d `Int64` tensor (JAX's
    /// index dtype with x64; `Int32` with x64 disabled): the index of the first maximum, or of the first
    /// NaN. Not for complex dtypes, as JAX raises.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Float32>::from_vec(vec![1.0, 7.0, 7.0, -2.0]);
    /// assert_eq!(t.argmax()?.to_vec(), [1]);
    /// assert_eq!(t.argmin()?.to_vec(), [3]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An empty tensor has no maximum, as JAX raises.
    pub fn argmax(&self) -> Result<Tensor<Stored<P, Int64>, P, E>, E::Error>
    where
        D: Ordered,
        E: Holds<D> + Holds<Stored<P, Int64>>,
    {
        self.arg_of(None, "argmax", true)
    }

    /// `jnp.argmax` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// `axis` out of range, or of length 0; or the engine's error.
    pub fn argmax_axis(
        &self,
        axis: impl AxisIndex,
    ) -> Result<Tensor<Stored<P, Int64>, P, E>, E::Error>
    where
        D: Ordered,
        E: Holds<D> + Holds<Stored<P, Int64>>,
    {
        let axis = resolve(axis, self.ndim())?;
        self.arg_of(Some(axis), "argmax", true)
    }

    /// `jnp.argmin` of the flattened tensor: see [`Tensor::argmax`].
    ///
    /// # Errors
    ///
    /// An empty tensor has no minimum, as JAX raises; or the engine's error.
    pub fn argmin(&self) -> Result<Tensor<Stored<P, Int64>, P, E>, E::Error>
    where
        D: Ordered,
        E: Holds<D> + Holds<Stored<P, Int64>>,
    {
        self.arg_of(None, "argmin", false)
    }

    /// `jnp.argmin` along `axis`, which is removed.
    ///
    /// # Errors
    ///
    /// `axis` out of range, or of length 0; or the engine's error.
    pub fn argmin_axis(
        &self,
        axis: impl AxisIndex,
    ) -> Result<Tensor<Stored<P, Int64>, P, E>, E::Error>
    where
        D: Ordered,
        E: Holds<D> + Holds<Stored<P, Int64>>,
    {
        let axis = resolve(axis, self.ndim())?;
        self.arg_of(Some(axis), "argmin", false)
    }

    /// `argmax` or `argmin` (`op`) along `axis` or of every element, once it
    /// is known not to be empty.
    fn arg_of(
        &self,
        axis: Option<usize>,
        op: &'static str,
        max: bool,
    ) -> Result<Tensor<Stored<P, Int64>, P, E>, E::Error>
    where
        D: Ordered,
        E: Holds<D> + Holds<Stored<P, Int64>>,
    {
        non_empty(self.shape(), axis, op)?;
        E::arg_extremum::<D, P>(self, axis, max)
    }
}

impl<D: Reduce, P: Policy> Tensor<D, P> {
    /// The CPU's kernel of [`Tensor::argmax`] and [`Tensor::argmin`]
    /// (`axis` `None`) and their `_axis` forms.
    pub(crate) fn arg_kernel(
        &self,
        axis: Option<usize>,
        max: bool,
    ) -> Result<Tensor<Stored<P, Int64>, P>, ShapeError>
    where
        D: Ordered,
    {
        let op = if max { "argmax" } else { "argmin" };
        let all = match (axis, max) {
            (Some(axis), true) => {
                return self.arg_axis::<true>(axis, op, |x, best| Arith::lt(best, x), Arith::max);
            }
            (Some(axis), false) => return self.arg_axis::<false>(axis, op, Arith::lt, Arith::min),
            (None, true) => self.arg_of_all(|x, best| Arith::lt(best, x), Arith::max),
            (None, false) => self.arg_of_all(Arith::lt, Arith::min),
        };
        all.map(|i| Tensor::scalar(i.cast()))
            .ok_or_else(|| ShapeError::empty(op, self.shape()))
    }

    /// `jnp.argmax(x, axis=axis, keepdims=keepdims)`: along one axis
    /// (negative ones count from the end), or over all ([`Axes::All`]: the
    /// index into the flattened tensor), the reduced axis kept with length
    /// 1 with `keepdims`.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Float32>::from_shape_vec(&[2, 3], vec![1.0, 5.0, 2.0, 7.0, 0.0, 3.0])?;
    /// assert_eq!(x.argmax_axes(-1, true)?.to_vec(), [1, 0]);
    /// assert_eq!(x.argmax_axes(Axes::All, false)?.to_vec(), [3]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Several axes, an axis out of range, or an empty tensor or axis.
    pub fn argmax_axes(
        &self,
        axis: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<Stored<P, Int64>, P>, ShapeError>
    where
        D: Ordered,
    {
        let axes = axis.into();
        axes.one("argmax", self.ndim())?;
        self.over_axes(&axes, keepdims, |t, axis| t.argmax_axis(axis))
    }

    /// `jnp.argmin` along one axis or over all: see [`Tensor::argmax_axes`].
    ///
    /// # Errors
    ///
    /// Several axes, an axis out of range, or an empty tensor or axis.
    pub fn argmin_axes(
        &self,
        axis: impl Into<Axes>,
        keepdims: bool,
    ) -> Result<Tensor<Stored<P, Int64>, P>, ShapeError>
    where
        D: Ordered,
    {
        let axes = axis.into();
        axes.one("argmin", self.ndim())?;
        self.over_axes(&axes, keepdims, |t, axis| t.argmin_axis(axis))
    }

    /// The index of the first NaN, else of the first value `better` than
    /// all others (the first maximum, `MAX`, or minimum by `pick`), along
    /// `axis`.
    pub(super) fn arg_axis<const MAX: bool>(
        &self,
        axis: usize,
        name: &'static str,
        better: fn(D::Elem, D::Elem) -> bool,
        pick: impl Fn(D::Elem, D::Elem) -> D::Elem + Copy + Sync,
    ) -> Result<Tensor<Stored<P, Int64>, P>, ShapeError> {
        if self.shape().get(axis) == Some(&0) {
            return Err(ShapeError::empty(name, self.shape()));
        }
        if self.array.is_standard_layout() && axis + 1 == self.ndim() {
            // Runs of contiguous rows, many at a time by plain comparisons;
            // the exact scan for the rows they may not give.
            let first = <Stored<P, Int64> as DType>::Elem::default();
            let out = self.by_rows(first, |values, row, out| {
                rows_arg_extrema::<_, _, MAX>(values, row, out, |r| {
                    let run = &values[r * row..(r + 1) * row];
                    let at = if order_free::<D::Elem>() {
                        first_extremum::<D>(run, pick)
                    } else {
                        arg_extremum(run.iter().copied(), better)
                    };
                    // Every row has an element, checked above.
                    at.unwrap_or_default().cast()
                });
            })?;
            return Ok(Tensor::from_array(out));
        }
        if order_free::<D::Elem>() && axis + 1 < self.ndim() {
            if !self.array.is_standard_layout() {
                // Read twice: copied once, not by each pass.
                let copy = Tensor::<D, P>::from_array(standard_layout(&self.array)?.into_owned());
                return copy.arg_axis::<MAX>(axis, name, better, pick);
            }
            // Along an outer axis: each column's extremum, as `max_axis`
            // finds it, then the first row that holds it (or NaN), the
            // columns side by side.
            let best = self.by_columns(axis, D::Elem::default(), |values, at, _, out| {
                if !plain_columns_into::<_, _, MAX>(values, at, out) {
                    fold_columns(values, at, out, &core::convert::identity, &pick);
                }
            })?;
            let best = best.as_slice().expect("a new array in standard layout");
            let first = <Stored<P, Int64> as DType>::Elem::default();
            let out = self.by_columns(axis, first, |values, at, first, out| {
                let best = &best[first..first + out.len()];
                first_hits::<_, _, u32>(values, at, best, out, hits_extremum);
            })?;
            return Ok(Tensor::from_array(out));
        }
        let out = self.along(axis, |lane| match lane.as_slice() {
            Some(slice) if order_free::<D::Elem>() => first_extremum::<D>(slice, pick),
            _ => arg_extremum(lane.iter().copied(), better),
        })?;
        // Every lane has an element, checked above.
        Ok(Tensor::from_array(
            out.mapv(|i| i.unwrap_or_default().cast()),
        ))
    }

    /// The flat index of the first NaN, else of the first value `better`
    /// than all others: blocks of a contiguous tensor scanned on the pool's
    /// threads, then their results in order. For a real element type, the
    /// extremum by `pick` (vectorised, [`extremum`]) and then the first
    /// value equal to it (or NaN), which is the same index.
    pub(super) fn arg_of_all(
        &self,
        better: fn(D::Elem, D::Elem) -> bool,
        pick: impl Fn(D::Elem, D::Elem) -> D::Elem + Copy + Sync,
    ) -> Option<i64> {
        let best = match self.array.as_slice() {
            Some(slice) if order_free::<D::Elem>() => return first_extremum::<D>(slice, pick),
            Some(slice) => reduce_blocks(
                slice,
                |block, values| {
                    let first = i64::try_from(block * BLOCK).expect("an index of a slice");
                    arg_best((first..).zip(values.iter().copied()), &better)
                },
                |a, b| arg_best(a.into_iter().chain(b), &better),
            )
            .flatten(),
            None => arg_best((0_i64..).zip(self.iter()), &better),
        };
        best.map(|(i, _)| i)
    }
}
