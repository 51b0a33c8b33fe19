//! Joining tensors: `jnp.concatenate` and `jnp.stack`, over tuples of tensors
//! of different dtypes (the result is the n-ary join, as `jnp.result_type`
//! gives it) and over slices or arrays of tensors of one dtype.

use core::any::Any;
use core::ops::Range;
use std::boxed::Box;
use std::vec::Vec;

use ndarray::{ArrayD, CowArray, IxDyn};

use super::axes::{AxisIndex, resolve};
use super::engine::Engine;
use super::error::{check_output, refused};
use super::storage::Holds;
use super::{ShapeError, Tensor};
use crate::dtype::DType;
use crate::policy::{Join, Joined, Policy};
use crate::scalar::Element;

/// The tensors that [`concatenate`] and [`stack`] join, and the operands of
/// [`einsum`](crate::einsum): a tuple of one to eight tensor references of
/// one policy, each of any dtype (`(&a, &b)`), or a slice, `Vec` or array of
/// tensors (or references) of one dtype.
///
/// The result's dtype is the join of the inputs' dtypes under their policy,
/// left to right: for a tuple of three, `(A ⊔ B) ⊔ C`, which the lattice makes
/// the same as any other order.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a list of tensors to join",
    label = "expected a tuple of tensor references, or a slice or array of tensors of one dtype",
    note = "a tuple holds 1 to 8 `&Tensor`s of one policy (switch one with `.standard()` or `.strict()`); tensors of different dtypes go in a tuple, not a slice"
)]
pub trait Tensors<'a> {
    /// The dtype of the joined tensor.
    type DType: DType;
    /// The policy of the inputs and of the result.
    type Policy: Policy;
    /// The inputs, each converting its elements to the result's.
    #[doc(hidden)]
    fn pieces(self) -> Vec<Piece<'a, <Self::DType as DType>::Elem>>;
}

/// Where a run of an input goes: appended to an output being built, or
/// written over a slice of an existing one (of the run's length).
enum Sink<'s, E> {
    Append(&'s mut Vec<E>),
    Write(&'s mut [E]),
}

/// Emits the elements of a row-major run of one input, converted to `E`.
type Emit<'a, E> = Box<dyn Fn(Range<usize>, Sink<'_, E>) + 'a>;

/// One input of a join: its shape, and how to emit a run of its elements.
#[doc(hidden)]
pub struct Piece<'a, E> {
    shape: Vec<usize>,
    emit: Emit<'a, E>,
    /// The input itself, where its elements are already `E`s.
    same: Option<&'a ArrayD<E>>,
}

impl<'a, E: Element> Piece<'a, E> {
    fn of<D: DType, P: Policy>(tensor: &'a Tensor<D, P>) -> Self {
        // Borrowed where the tensor is in standard layout, else a copy that is.
        let data: CowArray<'a, D::Elem, IxDyn> = tensor.array.as_standard_layout();
        Piece {
            shape: tensor.shape().to_vec(),
            same: (&tensor.array as &dyn Any).downcast_ref::<ArrayD<E>>(),
            emit: Box::new(move |range, sink| {
                let run = data
                    .as_slice()
                    .and_then(|all| all.get(range))
                    .expect("a standard-layout array is one slice, and the run lies inside it");
                let converted = run.iter().map(|&x| x.cast::<E>());
                match sink {
                    Sink::Append(out) => out.extend(converted),
                    Sink::Write(out) => out.iter_mut().zip(converted).for_each(|(o, x)| *o = x),
                }
            }),
        }
    }
}

impl<'a, E: Element> Piece<'a, E> {
    /// The whole input as an array of `E`s (for `einsum`): borrowed where
    /// its elements are `E`s already, else converted into a new array.
    pub(super) fn into_cow(self) -> CowArray<'a, E, IxDyn> {
        if let Some(same) = self.same {
            return same.view().into();
        }
        let len = self.shape.iter().product();
        let mut data = Vec::with_capacity(len);
        (self.emit)(0..len, Sink::Append(&mut data));
        ArrayD::from_shape_vec(IxDyn(&self.shape), data)
            .expect("the data has one element per element of the shape")
            .into()
    }
}

/// `P`'s join of a tuple of dtypes, left to right.
#[doc(hidden)]
pub trait JoinAll<P: Policy> {
    type Output: DType;
}

impl<P: Policy, A: DType> JoinAll<P> for (A,) {
    type Output = A;
}

macro_rules! join_all {
    ($($rest:ident)*) => {
        impl<P, A: DType, B: DType $(, $rest: DType)*> JoinAll<P> for (A, B $(, $rest)*)
        where
            P: Join<A, B>,
            (Joined<P, A, B>, $($rest,)*): JoinAll<P>,
        {
            type Output = <(Joined<P, A, B>, $($rest,)*) as JoinAll<P>>::Output;
        }
    };
}

join_all!();
join_all!(C);
join_all!(C D);
join_all!(C D E);
join_all!(C D E F);
join_all!(C D E F G);
join_all!(C D E F G H);

macro_rules! tuple_tensors {
    ($($t:ident $i:tt),*) => {
        impl<'a, P: Policy, $($t: DType),*> Tensors<'a> for ($(&'a Tensor<$t, P>,)*)
        where
            ($($t,)*): JoinAll<P>,
        {
            type DType = <($($t,)*) as JoinAll<P>>::Output;
            type Policy = P;
            fn pieces(self) -> Vec<Piece<'a, <Self::DType as DType>::Elem>> {
                std::vec![$(Piece::of(self.$i)),*]
            }
        }
    };
}

tuple_tensors!(A 0);
tuple_tensors!(A 0, B 1);
tuple_tensors!(A 0, B 1, C 2);
tuple_tensors!(A 0, B 1, C 2, D 3);
tuple_tensors!(A 0, B 1, C 2, D 3, E 4);
tuple_tensors!(A 0, B 1, C 2, D 3, E 4, F 5);
tuple_tensors!(A 0, B 1, C 2, D 3, E 4, F 5, G 6);
tuple_tensors!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7);

impl<'a, D: DType, P: Policy> Tensors<'a> for &'a [Tensor<D, P>] {
    type DType = D;
    type Policy = P;
    fn pieces(self) -> Vec<Piece<'a, D::Elem>> {
        self.iter().map(Piece::of).collect()
    }
}

impl<'a, D: DType, P: Policy> Tensors<'a> for &'a [&'a Tensor<D, P>] {
    type DType = D;
    type Policy = P;
    fn pieces(self) -> Vec<Piece<'a, D::Elem>> {
        self.iter().map(|t| Piece::of(*t)).collect()
    }
}

impl<'a, D: DType, P: Policy> Tensors<'a> for &'a Vec<Tensor<D, P>> {
    type DType = D;
    type Policy = P;
    fn pieces(self) -> Vec<Piece<'a, D::Elem>> {
        self.as_slice().pieces()
    }
}

impl<'a, D: DType, P: Policy, const N: usize> Tensors<'a> for [&'a Tensor<D, P>; N] {
    type DType = D;
    type Policy = P;
    fn pieces(self) -> Vec<Piece<'a, D::Elem>> {
        self.into_iter().map(Piece::of).collect()
    }
}

impl<'a, D: DType, P: Policy, const N: usize> Tensors<'a> for &'a [Tensor<D, P>; N] {
    type DType = D;
    type Policy = P;
    fn pieces(self) -> Vec<Piece<'a, D::Elem>> {
        self.as_slice().pieces()
    }
}

/// `jnp.concatenate(tensors, axis)`: the tensors end to end along `axis`,
/// converted to the join of their dtypes. All must have the same number of
/// axes, and the same lengths on every axis but `axis`.
///
/// The result is written in one pass over the inputs (a copy, as in ndarray
/// and JAX); inputs not in standard layout are first copied into it.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let a = Tensor::<Int8>::from_vec(vec![1, -2]);
/// let b = Tensor::<UInt8>::from_vec(vec![255]);
/// let c: Tensor<Int16> = try_concatenate((&a, &b), 0)?;
/// assert_eq!(c.to_vec(), [1, -2, 255]);
///
/// // Three dtypes: int8 ⊔ uint8 ⊔ float16 is float16.
/// let h = Tensor::<Float16>::zeros(&[1]);
/// let d: Tensor<Float16> = try_concatenate((&a, &b, &h), 0)?;
/// assert_eq!(d.len(), 4);
///
/// // A slice of tensors of one dtype.
/// let rows = vec![Tensor::<Float32>::ones(&[1, 2]), Tensor::<Float32>::zeros(&[2, 2])];
/// assert_eq!(try_concatenate(&rows, 0)?.shape(), [3, 2]);
/// # Ok::<(), ShapeError>(())
/// ```
///
/// # Errors
///
/// No tensors, 0-d tensors (which have no axis to join along, as JAX
/// raises), `axis` out of range, or lengths that differ on another axis.
pub fn try_concatenate<'a, T: Tensors<'a>>(
    tensors: T,
    axis: impl AxisIndex,
) -> Result<Tensor<T::DType, T::Policy>, ShapeError> {
    join(tensors.pieces(), axis, false).map(Tensor::from_array)
}

/// [`try_concatenate`] into an existing tensor of the result's shape, whose
/// storage is reused (ndarray and JAX have no such form; it is this crate's
/// `_into` convention, for loops that join into one buffer again and again).
///
/// ```
/// use dtype_lattice::*;
///
/// let a = Tensor::<Int8>::from_vec(vec![1, -2]);
/// let b = Tensor::<UInt8>::from_vec(vec![255]);
/// let mut out = Tensor::<Int16>::zeros(&[3]);
/// concatenate_into((&a, &b), 0, &mut out)?;
/// assert_eq!(out.to_vec(), [1, -2, 255]);
/// assert!(concatenate_into((&a, &b, &b), 0, &mut out).is_err()); // [4] is not [3]
/// # Ok::<(), ShapeError>(())
/// ```
///
/// # Errors
///
/// As [`try_concatenate`], and an `out` whose shape is not the result's.
pub fn concatenate_into<'a, T: Tensors<'a>>(
    tensors: T,
    axis: impl AxisIndex,
    out: &mut Tensor<T::DType, T::Policy>,
) -> Result<(), ShapeError> {
    join_into(tensors.pieces(), axis, false, &mut out.array)
}

/// [`try_concatenate`], panicking where it returns an error.
///
/// # Panics
///
/// Where [`try_concatenate`] returns an error, with its message.
pub fn concatenate<'a, T: Tensors<'a>>(
    tensors: T,
    axis: impl AxisIndex,
) -> Tensor<T::DType, T::Policy> {
    try_concatenate(tensors, axis).unwrap_or_else(|error| panic!("{error}"))
}

/// `jnp.stack(tensors, axis)`: the tensors, all of one shape, along a new
/// axis at `axis` (from 0 to their number of axes), converted to the join of
/// their dtypes.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let a = Tensor::<Bool>::from_vec(vec![true, false]);
/// let b = Tensor::<Float32>::from_vec(vec![0.5, 1.5]);
/// let s: Tensor<Float32> = try_stack((&a, &b), 1)?;
/// assert_eq!(s.shape(), [2, 2]);
/// assert_eq!(s.to_vec(), [1.0, 0.5, 0.0, 1.5]);
/// # Ok::<(), ShapeError>(())
/// ```
///
/// # Errors
///
/// No tensors, `axis` past the new number of axes, or shapes that differ.
pub fn try_stack<'a, T: Tensors<'a>>(
    tensors: T,
    axis: impl AxisIndex,
) -> Result<Tensor<T::DType, T::Policy>, ShapeError> {
    join(tensors.pieces(), axis, true).map(Tensor::from_array)
}

/// [`try_stack`] into an existing tensor of the result's shape, whose
/// storage is reused.
///
/// # Errors
///
/// As [`try_stack`], and an `out` whose shape is not the result's.
pub fn stack_into<'a, T: Tensors<'a>>(
    tensors: T,
    axis: impl AxisIndex,
    out: &mut Tensor<T::DType, T::Policy>,
) -> Result<(), ShapeError> {
    join_into(tensors.pieces(), axis, true, &mut out.array)
}

/// [`try_stack`], panicking where it returns an error.
///
/// # Panics
///
/// Where [`try_stack`] returns an error, with its message.
pub fn stack<'a, T: Tensors<'a>>(tensors: T, axis: impl AxisIndex) -> Tensor<T::DType, T::Policy> {
    try_stack(tensors, axis).unwrap_or_else(|error| panic!("{error}"))
}

/// The layout of a join of `pieces` along `axis`: the result's shape, the
/// number of runs per piece (the product of the lengths before `axis`), and
/// each piece's run length. In row-major order the result is, for each index
/// of the axes before `axis`, one run of each piece in turn: of `pieces[i]`'s
/// length on `axis` (1 when stacking) times the lengths after it.
fn layout<E>(
    pieces: &[Piece<'_, E>],
    axis: impl AxisIndex,
    new_axis: bool,
) -> Result<(Vec<usize>, usize, Vec<usize>), ShapeError> {
    let shapes: Vec<&[usize]> = pieces.iter().map(|p| p.shape.as_slice()).collect();
    let (axis, shape) = join_shape(&shapes, axis, new_axis)?;
    let first = &pieces[0];
    let outer: usize = first.shape[..axis].iter().product();
    let runs = pieces
        .iter()
        .map(|p| p.shape[axis..].iter().product())
        .collect();
    Ok((shape, outer, runs))
}

/// The axis and the result's shape of a join of tensors of `shapes` along
/// `axis` (with `new_axis`: stacked along a new axis at `axis`), checked as
/// JAX checks them: at least one tensor, none 0-d for a concatenation,
/// `axis` in range, and the same lengths on every other axis (stacked: the
/// same shapes).
pub(crate) fn join_shape(
    shapes: &[&[usize]],
    axis: impl AxisIndex,
    new_axis: bool,
) -> Result<(usize, Vec<usize>), ShapeError> {
    let op = if new_axis { "stack" } else { "concatenate" };
    let first = *shapes.first().ok_or(ShapeError::nothing_to_join(op))?;
    let ndim = first.len();
    if !new_axis && ndim == 0 {
        return Err(ShapeError::zero_dimensional(op));
    }
    let axis = resolve(axis, ndim + usize::from(new_axis))?;
    for (index, &shape) in shapes.iter().enumerate() {
        let fits = if new_axis {
            shape == first
        } else {
            shape.len() == ndim && (0..ndim).all(|i| i == axis || shape[i] == first[i])
        };
        if !fits {
            return Err(ShapeError::join_mismatch(op, axis, first, index, shape));
        }
    }
    let mut shape = first.to_vec();
    if new_axis {
        shape.insert(axis, shapes.len());
    } else {
        shape[axis] = shapes.iter().map(|s| s[axis]).sum();
    }
    Ok((axis, shape))
}

/// Joins of tensors of one dtype, written once for every engine.
impl<D: DType, P: Policy, E: Engine + Holds<D>> Tensor<D, P, E> {
    /// `jnp.concatenate(tensors, axis)` of tensors of one dtype, on any
    /// engine: along `axis` (negative: from the end), which every tensor
    /// has, the other lengths equal. The free function
    /// [`try_concatenate`] also joins tensors of several dtypes, on the CPU
    /// engine.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let a = Tensor::<Float32>::ones(&[1, 2]);
    /// let b = Tensor::<Float32>::zeros(&[2, 2]);
    /// assert_eq!(Tensor::try_concatenate(&[&a, &b], 0)?.shape(), [3, 2]);
    /// assert!(Tensor::try_concatenate(&[&a, &b], 1).is_err()); // 1 and 2 rows
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// No tensors, 0-d tensors, `axis` out of range or lengths that differ
    /// on another axis (a [`ShapeError`] in the engine's error), or the
    /// engine's own error.
    pub fn try_concatenate(tensors: &[&Self], axis: impl AxisIndex) -> Result<Self, E::Error> {
        let shapes: Vec<&[usize]> = tensors.iter().map(|t| t.shape()).collect();
        let (axis, _) = join_shape(&shapes, axis, false)?;
        E::join(tensors, axis, false)
    }

    /// [`Tensor::try_concatenate`], panicking where it returns an error.
    ///
    /// # Panics
    ///
    /// Where `try_concatenate` returns an error, with its message.
    pub fn concatenate(tensors: &[&Self], axis: impl AxisIndex) -> Self {
        Self::try_concatenate(tensors, axis).unwrap_or_else(|error| panic!("{error}"))
    }

    /// `jnp.stack(tensors, axis)` of tensors of one dtype and shape, on any
    /// engine: along a new axis at `axis` (from 0 to their number of axes;
    /// negative: from the end). The free function [`try_stack`] also
    /// stacks tensors of several dtypes, on the CPU engine.
    ///
    /// # Errors
    ///
    /// No tensors, `axis` out of range or shapes that differ (a
    /// [`ShapeError`] in the engine's error), or the engine's own error.
    pub fn try_stack(tensors: &[&Self], axis: impl AxisIndex) -> Result<Self, E::Error> {
        let shapes: Vec<&[usize]> = tensors.iter().map(|t| t.shape()).collect();
        let (axis, _) = join_shape(&shapes, axis, true)?;
        E::join(tensors, axis, true)
    }

    /// [`Tensor::try_stack`], panicking where it returns an error.
    ///
    /// # Panics
    ///
    /// Where `try_stack` returns an error, with its message.
    pub fn stack(tensors: &[&Self], axis: impl AxisIndex) -> Self {
        Self::try_stack(tensors, axis).unwrap_or_else(|error| panic!("{error}"))
    }
}

/// The CPU engine's kernel of [`Tensor::try_concatenate`] and
/// [`Tensor::try_stack`]: the shapes are checked again, by the free
/// functions' own code.
pub(crate) fn join_kernel<D: DType, P: Policy>(
    tensors: &[&Tensor<D, P>],
    axis: usize,
    new_axis: bool,
) -> Result<Tensor<D, P>, ShapeError> {
    join(tensors.pieces(), axis, new_axis).map(Tensor::from_array)
}

/// Concatenates (or with `new_axis`, stacks) `pieces` along `axis` into a
/// new array.
fn join<E: Element>(
    pieces: Vec<Piece<'_, E>>,
    axis: impl AxisIndex,
    new_axis: bool,
) -> Result<ArrayD<E>, ShapeError> {
    let (shape, outer, runs) = layout(&pieces, axis, new_axis)?;
    let total = check_output::<E>(&shape)?;
    let mut data = crate::kernels::output_vec(total).map_err(refused::<E>(&shape))?;
    for o in 0..outer {
        for (piece, &run) in pieces.iter().zip(&runs) {
            (piece.emit)(o * run..(o + 1) * run, Sink::Append(&mut data));
        }
    }
    Ok(ArrayD::from_shape_vec(IxDyn(&shape), data)
        .expect("the data has one element per element of the shape"))
}

/// [`join`] into `out`, which must have the result's shape: written in
/// place where `out` is one contiguous row-major slice, else joined anew and
/// assigned.
fn join_into<E: Element>(
    pieces: Vec<Piece<'_, E>>,
    axis: impl AxisIndex,
    new_axis: bool,
    out: &mut ArrayD<E>,
) -> Result<(), ShapeError> {
    let (shape, outer, runs) = layout(&pieces, axis, new_axis)?;
    if out.shape() != shape.as_slice() {
        return Err(ShapeError::output(&shape, out.shape()));
    }
    let Some(slice) = out.as_slice_mut() else {
        let joined = join(pieces, axis, new_axis)?;
        out.assign(&joined);
        return Ok(());
    };
    let mut rest = slice;
    for o in 0..outer {
        for (piece, &run) in pieces.iter().zip(&runs) {
            let (dst, tail) = rest.split_at_mut(run);
            (piece.emit)(o * run..(o + 1) * run, Sink::Write(dst));
            rest = tail;
        }
    }
    Ok(())
}
