//! Gathers and scatters by tensors of integer indices: `jnp.take`,
//! `jnp.take_along_axis`, `x[idx]` ([`Tensor::index_select`], candle's
//! name) and `x.at[idx].set/add/multiply/min/max` ([`Tensor::at`]), with
//! JAX's treatment of negative and out-of-range indices, chosen by an
//! explicit [`GatherMode`]; an index is never read out of bounds.

use std::vec::Vec;

use ndarray::{ArrayD, Axis, IxDyn, Zip};

use super::axes::{AxisIndex, resolve};
use super::error::{check_output, refused};
use super::rules::Numeric;
use super::scalar::Rhs;
use super::{Axes, ShapeError, Tensor};
use crate::dtype::{DType, Kind};
use crate::dtype::{DTypeKind, SignedInteger, UnsignedInteger};
use crate::policy::{Join, Policy};
use crate::scalar::Arith;
use crate::scalar::Element;

/// The kinds of dtype an index tensor may have: the signed and unsigned
/// integers (JAX raises for other index dtypes).
#[diagnostic::on_unimplemented(
    message = "indices must be integers, as JAX requires",
    note = "cast the indices to an integer dtype first, with `.cast::<Int32>()`"
)]
pub trait IndexKind: DTypeKind {}

impl IndexKind for SignedInteger {}
impl IndexKind for UnsignedInteger {}

/// How a gather or a scatter treats an index out of range, JAX's `mode=`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GatherMode {
    /// JAX's default for `take`, `take_along_axis` and `.at[]`: an index
    /// from `-n` to `n - 1` counts negative ones from the end; one outside
    /// gathers the fill value (NaN for floats and complex numbers, the
    /// lowest value of a signed integer, the highest of an unsigned one,
    /// `true` for `Bool`), and its update is dropped in a scatter.
    #[default]
    FillOrDrop,
    /// Clamped into range, as JAX clips: after counting negative indices
    /// from the end, except in `take`, which clamps a negative index to 0
    /// (JAX's `jnp.take(..., mode='clip')`).
    Clip,
    /// An `Err` naming the first index out of range (from `-n` to `n - 1`
    /// is in range): JAX has no checked mode; this is the crate's.
    Error,
}

/// Where the index `i` of an axis of length `n` reads, or `None` for the
/// fill value (or a dropped update). `normalize`: count negative indices
/// from the end before clipping.
fn place(
    i: i64,
    n: usize,
    mode: GatherMode,
    normalize: bool,
    axis: usize,
) -> Result<Option<usize>, ShapeError> {
    let len = n as i64;
    let clamp = |i: i64| (n > 0).then(|| i.clamp(0, len - 1) as usize);
    if mode == GatherMode::Clip && !normalize {
        return Ok(clamp(i));
    }
    let at = if i < 0 { i + len } else { i };
    if (0..len).contains(&at) {
        return Ok(Some(at as usize));
    }
    match mode {
        GatherMode::FillOrDrop => Ok(None),
        GatherMode::Clip => Ok(clamp(at)),
        GatherMode::Error => Err(ShapeError::gather_index(axis, i, n)),
    }
}

/// An index element as an `i64`; an unsigned one past `i64::MAX` as
/// `i64::MAX`, which is out of range of every axis.
fn index_value<I: DType>(i: I::Elem) -> i64 {
    if I::Kind::KIND == Kind::UnsignedInteger {
        i64::try_from(i.cast::<u64>()).unwrap_or(i64::MAX)
    } else {
        i.cast::<i64>()
    }
}

/// JAX's fill value of a gather out of range for dtype `D`.
fn fill_value<D: DType>() -> D::Elem {
    let bits = <D::Strong as DType>::ID.bits();
    match D::Kind::KIND {
        Kind::Bool => true.cast(),
        Kind::SignedInteger => (-1_i64 << Ord::min(bits - 1, 63)).cast(),
        Kind::UnsignedInteger => (u64::MAX >> (64 - Ord::min(bits, 64))).cast(),
        Kind::Floating | Kind::ComplexFloating => f64::NAN.cast(),
    }
}

impl<D: DType, P: Policy> Tensor<D, P> {
    /// `jnp.take(x, indices, axis=axis, mode=mode)`: the slices of `x` at
    /// `indices` along one axis (negative: from the end), the axis replaced
    /// by `indices`' axes; or, with [`Axes::All`], the elements of the
    /// flattened tensor at `indices`, in their shape.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let wte = Tensor::<Float32>::from_shape_vec(&[3, 2], vec![0.0, 0.5, 1.0, 1.5, 2.0, 2.5])?;
    /// let tokens = Tensor::<Int32>::from_vec(vec![2, 0, -1]);
    /// let embedded = wte.take(&tokens, 0, GatherMode::FillOrDrop)?; // wte[tokens]
    /// assert_eq!(embedded.to_vec(), [2.0, 2.5, 0.0, 0.5, 2.0, 2.5]);
    /// let out = wte.take(&Tensor::<Int32>::from_vec(vec![3]), 0, GatherMode::FillOrDrop)?;
    /// assert!(out.to_vec().iter().all(|x| x.is_nan())); // JAX's fill value
    /// assert!(wte.take(&tokens.cast::<Int8>().powi(2), 0, GatherMode::Error).is_err());
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Several axes, an axis out of range, an index out of range with
    /// [`GatherMode::Error`], or an output too large for memory.
    pub fn take<I: DType<Kind: IndexKind>, Q: Policy>(
        &self,
        indices: &Tensor<I, Q>,
        axis: impl Into<Axes>,
        mode: GatherMode,
    ) -> Result<Self, ShapeError> {
        let flat;
        let (x, axis) = match axis.into().one("take", self.ndim())? {
            Some(axis) => (self, axis),
            None => {
                flat = self.flatten();
                (&flat, 0)
            }
        };
        let n = x.shape()[axis];
        let places = indices
            .iter()
            .map(|i| place(index_value::<I>(i), n, mode, false, axis))
            .collect::<Result<Vec<_>, _>>()?;
        x.gather(axis, &places, indices.shape(), fill_value::<D>())
    }

    /// [`Tensor::gather`] of `len` places along `axis` (`None`: `len`
    /// overflowed), the `j`-th `place(j)`: the output's size checked before
    /// the places are allocated, so that an output too large for memory is
    /// an error, not an abort.
    pub(super) fn gather_each(
        &self,
        axis: usize,
        len: Option<usize>,
        place: impl Fn(usize) -> Option<usize>,
        fill: D::Elem,
    ) -> Result<Self, ShapeError> {
        let mut shape = self.shape().to_vec();
        shape[axis] = len.unwrap_or(usize::MAX);
        check_output::<D::Elem>(&shape)?;
        let len = shape[axis];
        let mut places = Vec::new();
        places
            .try_reserve_exact(len)
            .map_err(refused::<Option<usize>>(&shape))?;
        places.extend((0..len).map(place));
        self.gather(axis, &places, &[len], fill)
    }

    /// The slices along `axis` at `places` (`None`: `fill` in each element
    /// of the slice), in `shape` in place of the axis: the gather behind
    /// `take`, `index_select`, `repeat` and `pad`. Every place is in range.
    pub(super) fn gather(
        &self,
        axis: usize,
        places: &[Option<usize>],
        shape: &[usize],
        fill: D::Elem,
    ) -> Result<Self, ShapeError> {
        let x_shape = self.shape();
        let (outer, n) = (x_shape[..axis].iter().product::<usize>(), x_shape[axis]);
        let inner: usize = x_shape[axis + 1..].iter().product();
        let mut out_shape = x_shape[..axis].to_vec();
        out_shape.extend_from_slice(shape);
        out_shape.extend_from_slice(&x_shape[axis + 1..]);
        let len = check_output::<D::Elem>(&out_shape)?;
        let data = super::elementwise::standard_layout(&self.array)?;
        let data = data.as_slice().expect("standard layout");
        let mut out = Vec::new();
        out.try_reserve_exact(len)
            .map_err(refused::<D::Elem>(&out_shape))?;
        for o in 0..outer {
            for at in places {
                match at {
                    Some(k) => {
                        let start = (o * n + k) * inner;
                        out.extend_from_slice(&data[start..start + inner]);
                    }
                    None => out.extend(core::iter::repeat_n(fill, inner)),
                }
            }
        }
        Tensor::from_shape_vec(&out_shape, out)
    }

    /// `jnp.take_along_axis(x, indices, axis, mode=mode)`: along `axis`, the
    /// elements at `indices`, which has as many axes as `x`; the other axes
    /// broadcast against each other (lengths equal or 1). Negative indices
    /// count from the end in every mode.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int64>::arange(6).reshape(&[2, 3])?;
    /// let idx = Tensor::<UInt8>::from_shape_vec(&[2, 1], vec![2, 0])?;
    /// assert_eq!(x.take_along_axis(&idx, -1, GatherMode::Clip)?.to_vec(), [2, 3]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// `indices` with another number of axes, lengths that do not
    /// broadcast, an axis out of range, an index out of range with
    /// [`GatherMode::Error`], or an output too large for memory.
    pub fn take_along_axis<I: DType<Kind: IndexKind>, Q: Policy>(
        &self,
        indices: &Tensor<I, Q>,
        axis: impl AxisIndex,
        mode: GatherMode,
    ) -> Result<Self, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        if indices.ndim() != self.ndim() {
            return Err(ShapeError::indices(
                "take_along_axis",
                std::format!(
                    "indices of shape {:?} for a tensor of shape {:?}: expected as many axes",
                    indices.shape(),
                    self.shape()
                ),
            ));
        }
        let mut out_shape = Vec::with_capacity(self.ndim());
        for (d, (&a, &b)) in self.shape().iter().zip(indices.shape()).enumerate() {
            out_shape.push(match (d == axis, a, b) {
                (true, _, b) => b,
                (false, a, b) if a == b || b == 1 => a,
                (false, 1, b) => b,
                _ => return Err(ShapeError::broadcast(self.shape(), indices.shape())),
            });
        }
        let mut x_shape = out_shape.clone();
        x_shape[axis] = self.shape()[axis];
        let x = self
            .array
            .broadcast(IxDyn(&x_shape))
            .expect("checked above");
        let idx = indices
            .array
            .broadcast(IxDyn(&out_shape))
            .expect("checked above");
        let (n, fill) = (self.shape()[axis], fill_value::<D>());
        let len = check_output::<D::Elem>(&out_shape)?;
        let data = crate::kernels::filled(len, fill).map_err(refused::<D::Elem>(&out_shape))?;
        let mut out = ArrayD::from_shape_vec(IxDyn(&out_shape), data).expect("one element each");
        let mut failed = None;
        Zip::from(out.lanes_mut(Axis(axis)))
            .and(idx.lanes(Axis(axis)))
            .and(x.lanes(Axis(axis)))
            .for_each(|mut o, i, x| {
                for (o, &i) in o.iter_mut().zip(i) {
                    match place(index_value::<I>(i), n, mode, true, axis) {
                        Ok(Some(k)) => *o = x[k],
                        Ok(None) => {}
                        Err(error) => failed = failed.take().or(Some(error)),
                    }
                }
            });
        match failed {
            Some(error) => Err(error),
            None => Ok(Tensor::from_array(out)),
        }
    }

    /// JAX's `x[idx]` along `axis` (`x[:, idx]` for axis 1) with an integer
    /// tensor `idx`: [`Tensor::take`] with negative indices counted from the
    /// end and the rest clamped into range, as JAX's indexing clamps
    /// (candle's name; ndarray's is `select`).
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int32>::arange(6).reshape(&[3, 2])?;
    /// let rows = x.index_select(&Tensor::<Int64>::from_vec(vec![0, 5, -9]), 0)?;
    /// assert_eq!(rows.to_vec(), [0, 1, 4, 5, 0, 1]); // 5 clamps to 2, -9 to 0
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An axis out of range, an empty axis, or an output too large for memory.
    pub fn index_select<I: DType<Kind: IndexKind>, Q: Policy>(
        &self,
        indices: &Tensor<I, Q>,
        axis: impl AxisIndex,
    ) -> Result<Self, ShapeError> {
        let axis = resolve(axis, self.ndim())?;
        let n = self.shape()[axis];
        if n == 0 {
            return Err(ShapeError::empty("index_select", self.shape()));
        }
        // Counted from the end, then clamped into the (nonempty) axis.
        let places = indices
            .iter()
            .map(|i| place(index_value::<I>(i), n, GatherMode::Clip, true, axis))
            .collect::<Result<Vec<_>, _>>()?;
        self.gather(axis, &places, indices.shape(), fill_value::<D>())
    }

    /// `x.at[indices]`: the elements (or slices along axis 0) at `indices`,
    /// to update into a new tensor with [`At::set`], [`At::add`],
    /// [`At::multiply`], [`At::min`] or [`At::max`], as JAX's `x.at[idx]`
    /// does. Out-of-range updates are dropped (JAX's default), or with
    /// [`At::mode`] clamped or an error.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int8>::zeros(&[5]);
    /// let idx = Tensor::<Int32>::from_vec(vec![0, 0, -1, 9]);
    /// // JAX adds in int8 ⊔ f* and converts back: 3.7 + 3.7 = 7.4 gives 7.
    /// assert_eq!(x.at(&idx).add(3.7)?.to_vec(), [7, 0, 0, 0, 3]);
    /// assert_eq!(x.at(&idx).set(200)?.to_vec(), [-56, 0, 0, 0, -56]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    pub fn at<'a, I: DType<Kind: IndexKind>, Q: Policy>(
        &'a self,
        indices: &'a Tensor<I, Q>,
    ) -> At<'a, D, P, I, Q> {
        At {
            x: self,
            indices,
            mode: GatherMode::FillOrDrop,
        }
    }
}

/// The updates of `x.at[indices]`: see [`Tensor::at`].
#[derive(Clone, Copy, Debug)]
pub struct At<'a, D: DType, P: Policy, I: DType, Q: Policy> {
    x: &'a Tensor<D, P>,
    indices: &'a Tensor<I, Q>,
    mode: GatherMode,
}

/// How an update combines with the element it updates.
#[derive(Clone, Copy)]
enum Update {
    Set,
    Add,
    Multiply,
    Min,
    Max,
}

/// The update methods of [`At`], one per [`Update`]: the values (a tensor
/// or a Rust scalar) scattered in the join `J`, which must be a `$join`.
macro_rules! updates {
    ($($(#[$attr:meta])* $name:ident => $update:ident, $join:ident;)*) => {$(
        $(#[$attr])*
        pub fn $name<R, B, S, J>(self, values: R) -> Result<Tensor<D, P>, ShapeError>
        where
            R: Rhs<P, DType = B, Policy = S>,
            B: DType,
            S: Policy,
            P: Join<D, B, S, Output = J>,
            J: $join,
        {
            values.with_tensor(&(), |v| self.scatter::<B, S, J>(v, Update::$update))
        }
    )*};
}

impl<'a, D: DType, P: Policy, I: DType<Kind: IndexKind>, Q: Policy> At<'a, D, P, I, Q> {
    /// The same updates with indices out of range treated by `mode`
    /// (`.at[idx].set(y, mode=...)`).
    pub fn mode(self, mode: GatherMode) -> Self {
        At { mode, ..self }
    }

    updates! {
        /// `x.at[idx].set(values)`: `values` (a tensor or a Rust scalar,
        /// broadcast to `idx.shape + x.shape[1:]`) written at the indices,
        /// converted to `x`'s dtype as JAX converts them (through `x ⊔ values`);
        /// of repeated indices the last update wins.
        ///
        /// # Errors
        ///
        /// Values that do not broadcast to the updates' shape, a 0-d `x`, an
        /// index out of range with [`GatherMode::Error`].
        set => Set, DType;
        /// `x.at[idx].add(values)`: each update added in `x ⊔ values` (repeated
        /// indices add up, in order), converted back to `x`'s dtype; not for a
        /// `Bool` join, for which JAX raises. (JAX 0.10 warns that a float update
        /// of an integer tensor will be an error in a later release.)
        ///
        /// # Errors
        ///
        /// As [`At::set`].
        #[allow(
            clippy::should_implement_trait,
            reason = "JAX's name, `x.at[idx].add(y)`; `At` is no operand of `+`"
        )]
        add => Add, Numeric;
        /// `x.at[idx].multiply(values)`: as [`At::add`], multiplied.
        ///
        /// # Errors
        ///
        /// As [`At::set`].
        multiply => Multiply, Numeric;
        /// `x.at[idx].min(values)`: as [`At::add`], the smaller kept.
        ///
        /// # Errors
        ///
        /// As [`At::set`].
        min => Min, DType;
        /// `x.at[idx].max(values)`: as [`At::add`], the larger kept.
        ///
        /// # Errors
        ///
        /// As [`At::set`].
        max => Max, DType;
    }

    /// The scatter, as JAX's `_scatter_update` computes it: `x` and the
    /// values converted to their join `J`, the updates applied in order
    /// along axis 0, the result converted back to `x`'s dtype.
    fn scatter<B: DType, S: Policy, J: DType>(
        self,
        values: &Tensor<B, S>,
        update: Update,
    ) -> Result<Tensor<D, P>, ShapeError> {
        let x = self.x;
        let Some((&n, rest)) = x.shape().split_first() else {
            return Err(ShapeError::indices(
                "at",
                "a 0-d tensor has no axis to index".into(),
            ));
        };
        let inner: usize = rest.iter().product();
        let mut update_shape = self.indices.shape().to_vec();
        update_shape.extend_from_slice(rest);
        let values = values
            .array
            .broadcast(IxDyn(&update_shape))
            .ok_or_else(|| ShapeError::broadcast_to(values.shape(), &update_shape))?;
        // The updates read from the broadcast view in order, `inner` per
        // index (a dropped index's skipped), not copied out first.
        let mut values = values.iter().map(|&v| v.cast::<J::Elem>());
        let mut out: Vec<J::Elem> = x.iter().map(Element::cast).collect();
        for i in self.indices.iter() {
            let updates = values.by_ref().take(inner);
            let Some(k) = place(index_value::<I>(i), n, self.mode, true, 0)? else {
                updates.for_each(drop);
                continue;
            };
            let targets = &mut out[k * inner..(k + 1) * inner];
            for (t, v) in targets.iter_mut().zip(updates) {
                *t = match update {
                    Update::Set => v,
                    Update::Add => Arith::add(*t, v),
                    Update::Multiply => Arith::mul(*t, v),
                    Update::Min => Arith::min(*t, v),
                    Update::Max => Arith::max(*t, v),
                };
            }
        }
        let out = out.into_iter().map(Element::cast).collect();
        Tensor::from_shape_vec(x.shape(), out)
    }
}
