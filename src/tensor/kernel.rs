//! Elementwise kernels with NumPy broadcasting. Conversions happen inside the
//! element function, so a mixed-dtype operation reads each input once and
//! writes the output once. Large operations run on the threads of the current
//! rayon pool (feature `rayon`): contiguous operands of one shape, or a
//! single element on the right (a Rust scalar), through the loops of
//! `numerics::simd`, split in pieces; other broadcast or strided operands by
//! whole rows of a result in standard layout. Strided outputs (an `_into` a
//! transposed view) run on the calling thread.
//!
//! An operation is compiled as its loops only (`BinaryLoops`: the flat
//! loops and a strided lane, with the element function inlined); the
//! broadcast, the choice of loop and the split over the pool are compiled
//! once per element types and call the loops through a trait object.
//! `DynTensor`, which compiles an operation for one dtype rather than every
//! pair, runs those same loops on blocks of its operands converted just
//! before they are read (`Fused`). The
//! test crates instantiate every operation for every pair, and their build
//! time is most of CI's.

use core::any::Any;
use core::mem::MaybeUninit;
use std::vec::Vec;

use super::ShapeError;
use super::error::{check_output, refused};
use crate::kernels;
use crate::kernels::parallel::splits;
use crate::scalar::FloatElem;
use crate::simd;
use crate::{DType, DTypeId, Element};

use ndarray::{
    Array1, ArrayD, ArrayView1, ArrayViewD, ArrayViewMut1, ArrayViewMutD, Axis, IxDyn, Slice, Zip,
};

/// NumPy's broadcast of two shapes: aligned at the last axis, each pair of
/// lengths equal or one of them 1.
pub(crate) fn broadcast_shape(lhs: &[usize], rhs: &[usize]) -> Result<Vec<usize>, ShapeError> {
    let ndim = lhs.len().max(rhs.len());
    let at = |shape: &[usize], i: usize| {
        let pad = ndim - shape.len();
        if i < pad { 1 } else { shape[i - pad] }
    };
    (0..ndim)
        .map(|i| match (at(lhs, i), at(rhs, i)) {
            (a, b) if a == b || b == 1 => Ok(a),
            (1, b) => Ok(b),
            _ => Err(ShapeError::broadcast(lhs, rhs)),
        })
        .collect()
}

/// Whether an operand of shape `rhs` is broadcast to a larger shape when
/// combined with one of shape `lhs`. (Shapes that do not broadcast give
/// `false`; the operation reports them.)
pub(crate) fn rhs_is_broadcast(lhs: &[usize], rhs: &[usize]) -> bool {
    broadcast_shape(lhs, rhs).is_ok_and(|shape| shape != rhs)
}

/// Which operand of a product XLA on CPU turns into a select's condition:
/// a `Bool` operand that is not broadcast (its shape is the result's), when
/// the result `O` is a float other than `bfloat16`, or complex. XLA
/// simplifies `convert(pred) * x` into `select(pred, x, 0)`; a broadcast
/// `pred` hides the pattern, and `bfloat16` is not rewritten (both checked
/// against JAX in `tests/jax_selection.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BoolSelect {
    Left,
    Right,
}

impl BoolSelect {
    pub(crate) fn of<A: DType, B: DType, O: DType>(
        lhs: &[usize],
        rhs: &[usize],
    ) -> Option<BoolSelect> {
        let shape = broadcast_shape(lhs, rhs)
            .ok()
            .filter(|_| Self::rewrites::<O>())?;
        if A::ID == DTypeId::Bool && lhs == shape.as_slice() {
            Some(BoolSelect::Left)
        } else if B::ID == DTypeId::Bool && rhs == shape.as_slice() {
            Some(BoolSelect::Right)
        } else {
            None
        }
    }
}

impl BoolSelect {
    /// Whether XLA rewrites a product with a converted bool into a select for
    /// a result of dtype `O`: a float other than `bfloat16`, or complex.
    fn rewrites<O: DType>() -> bool {
        use crate::DTypeId::{
            Complex64, Complex128, Float16, Float32, Float64, WeakComplex, WeakFloat,
        };
        matches!(
            O::ID,
            Float16 | Float32 | Float64 | Complex64 | Complex128 | WeakFloat | WeakComplex
        )
    }

    /// Whether `a / b` is a select too: a `Bool` dividend that is not
    /// broadcast, over a broadcast divisor (a division XLA turns into a
    /// product with the reciprocal), for a result the rewrite applies to.
    pub(crate) fn dividend<A: DType, O: DType>(lhs: &[usize], rhs: &[usize]) -> bool {
        A::ID == DTypeId::Bool
            && Self::rewrites::<O>()
            && broadcast_shape(lhs, rhs).is_ok_and(|shape| shape == lhs && shape != rhs)
    }
}

/// `select(x, 1 / y, 0)`, for a boolean `x` over a broadcast divisor `y`
/// (see [`BoolSelect::dividend`]).
#[inline]
pub(crate) fn select_reciprocal<A: Element, B: Element, O: Element + FloatElem>(x: A, y: B) -> O {
    if x.cast::<bool>() {
        FloatElem::div_broadcast(true.cast(), y.cast())
    } else {
        O::default()
    }
}

/// `select(x, y, 0)`, for a boolean `x` (see [`BoolSelect`]).
#[inline]
pub(crate) fn select_by_lhs<A: Element, B: Element, O: Element>(x: A, y: B) -> O {
    if x.cast::<bool>() {
        y.cast()
    } else {
        O::default()
    }
}

/// `select(y, x, 0)`, for a boolean `y` (see [`BoolSelect`]).
#[inline]
pub(crate) fn select_by_rhs<A: Element, B: Element, O: Element>(x: A, y: B) -> O {
    if y.cast::<bool>() {
        x.cast()
    } else {
        O::default()
    }
}

/// What the loops need of an element type: copied, and shared between the
/// threads that a large operation runs on.
pub(crate) trait Shared: Copy + Send + Sync {}

impl<T: Copy + Send + Sync> Shared for T {}

/// `f` on two elements converted to `C` first: how every binary operation
/// reads its operands, converting inside the loop so that a mixed-dtype
/// operation reads each input once.
#[inline(always)]
pub(crate) fn lift<A: Element, B: Element, C: Element, O: Send>(
    f: impl Fn(C, C) -> O + Sync,
) -> impl Fn(A, B) -> O + Sync {
    move |a, b| f(a.cast(), b.cast())
}

/// Where a binary operation runs the element function it chose (see
/// `ElementOp::run` in `ops.rs`): into a new array ([`NewArray`]), into an
/// existing one ([`IntoArray`]), over the left operand ([`Assign`]), or on
/// `DynTensor`'s blocks of converted operands ([`Fused`]). `A` and `B` are
/// the operands' element types, `O` the result's.
pub(crate) trait Run<A, B, O>: Sized {
    /// What the operation returns.
    type Out;

    /// The operands' shapes, which XLA's rewrites depend on.
    fn shapes(&self) -> (&[usize], &[usize]);

    /// `f` on each pair of elements, broadcast.
    fn run(self, f: impl Fn(A, B) -> O + Sync) -> Self::Out;

    /// As [`Run::run`], with `f32_op`, the operation on `f32`s, for the
    /// fused half-precision kernel where the result is `bfloat16` or
    /// `float16` and the operands allow it (see [`map2_in`]); [`Run::run`]
    /// where there is no such kernel.
    #[inline]
    fn run_half(
        self,
        f: impl Fn(A, B) -> O + Sync,
        f32_op: impl Fn(f32, f32) -> f32 + Sync,
    ) -> Self::Out {
        let _ = f32_op;
        self.run(f)
    }
}

/// [`Run`] into a new array.
pub(crate) struct NewArray<'a, A, B>(pub(crate) &'a ArrayD<A>, pub(crate) &'a ArrayD<B>);

impl<A: Element, B: Element, O: Element> Run<A, B, O> for NewArray<'_, A, B> {
    type Out = Result<ArrayD<O>, ShapeError>;

    fn shapes(&self) -> (&[usize], &[usize]) {
        (self.0.shape(), self.1.shape())
    }

    #[inline]
    fn run(self, f: impl Fn(A, B) -> O + Sync) -> Self::Out {
        map2(self.0, self.1, f)
    }

    #[inline]
    fn run_half(
        self,
        f: impl Fn(A, B) -> O + Sync,
        f32_op: impl Fn(f32, f32) -> f32 + Sync,
    ) -> Self::Out {
        map2_in(self.0, self.1, f, f32_op)
    }
}

/// [`Run`] into an existing array, whose shape must be the operands'
/// broadcast shape.
pub(crate) struct IntoArray<'a, A, B, O>(
    pub(crate) &'a ArrayD<A>,
    pub(crate) &'a ArrayD<B>,
    pub(crate) ArrayViewMutD<'a, O>,
);

impl<A: Element, B: Element, O: Element> Run<A, B, O> for IntoArray<'_, A, B, O> {
    type Out = Result<(), ShapeError>;

    fn shapes(&self) -> (&[usize], &[usize]) {
        (self.0.shape(), self.1.shape())
    }

    #[inline]
    fn run(self, f: impl Fn(A, B) -> O + Sync) -> Self::Out {
        map2_into(self.0, self.1, self.2, f)
    }

    #[inline]
    fn run_half(
        self,
        f: impl Fn(A, B) -> O + Sync,
        f32_op: impl Fn(f32, f32) -> f32 + Sync,
    ) -> Self::Out {
        map2_in_into(self.0, self.1, self.2, f, f32_op)
    }
}

/// [`Run`] over the left operand, which holds the result's element type, the
/// right one broadcast to its shape: compound assignment, and the operators
/// on an owned left operand ([`owned_or`], which never gives it a
/// half-precision result, so the `f32` form is not used).
pub(crate) struct Assign<'a, O, B>(pub(crate) &'a mut ArrayD<O>, pub(crate) &'a ArrayD<B>);

impl<O: Element, B: Element> Run<O, B, O> for Assign<'_, O, B> {
    type Out = Result<(), ShapeError>;

    fn shapes(&self) -> (&[usize], &[usize]) {
        (self.0.shape(), self.1.shape())
    }

    #[inline]
    fn run(self, f: impl Fn(O, B) -> O + Sync) -> Self::Out {
        map2_assign(self.0, self.1, f)
    }
}

/// `a`'s elements converted to `O` ([`Element::cast`]): `a` itself, moved,
/// where its elements are `O`s already.
pub(crate) fn convert<A: Element, O: Element>(a: ArrayD<A>) -> ArrayD<O> {
    let mut a = Some(a);
    match (&mut a as &mut dyn Any).downcast_mut::<Option<ArrayD<O>>>() {
        Some(same) => same.take().expect("the array is there"),
        None => map1(&a.expect("the array is there"), Element::cast),
    }
}

/// `a` as an array of `O`, if its elements are `O`s, it is in standard layout
/// and `b` broadcasts to its shape: then an operation on `a` and `b` can write
/// its result over `a`.
fn reusable<'a, A: 'static, B, O: Element>(
    a: &'a mut ArrayD<A>,
    b: &ArrayD<B>,
) -> Option<&'a mut ArrayD<O>> {
    let fits = !O::HALF
        && a.is_standard_layout()
        && broadcast_shape(a.shape(), b.shape()).is_ok_and(|shape| shape == a.shape());
    (a as &mut dyn Any)
        .downcast_mut::<ArrayD<O>>()
        .filter(|_| fits)
}

/// An operation on `a` and `b` with `a` owned: `in_place` writes it over `a`
/// where [`reusable`] allows, otherwise `fallback` computes it into a new array.
pub(crate) fn owned_or<A: 'static, B, O: Element>(
    mut a: ArrayD<A>,
    b: &ArrayD<B>,
    in_place: impl FnOnce(&mut ArrayD<O>) -> Result<(), ShapeError>,
    fallback: impl FnOnce(ArrayD<A>) -> Result<ArrayD<O>, ShapeError>,
) -> Result<ArrayD<O>, ShapeError> {
    match reusable::<A, B, O>(&mut a, b) {
        Some(out) => {
            in_place(out)?;
            // The result, leaving an empty array (which allocates nothing).
            Ok(core::mem::replace(
                out,
                Array1::from_vec(Vec::new()).into_dyn(),
            ))
        }
        None => fallback(a),
    }
}

/// Views of both operands broadcast to their common shape.
fn broadcast<'a, A, B>(
    a: &'a ArrayD<A>,
    b: &'a ArrayD<B>,
) -> Result<(ArrayViewD<'a, A>, ArrayViewD<'a, B>), ShapeError> {
    let shape = broadcast_shape(a.shape(), b.shape())?;
    let error = || ShapeError::broadcast(a.shape(), b.shape());
    let av = a.broadcast(IxDyn(&shape)).ok_or_else(error)?;
    let bv = b.broadcast(IxDyn(&shape)).ok_or_else(error)?;
    Ok((av, bv))
}

/// `f` applied to each pair of elements of `a` and `b`, broadcast, into a new array.
#[inline]
pub(crate) fn map2<A: Shared, B: Shared, O: Shared>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    f: impl Fn(A, B) -> O + Sync,
) -> Result<ArrayD<O>, ShapeError> {
    map2_by(a, b, &Loops(f))
}

/// `f` applied to each pair of elements of `a` and `b`, broadcast, written into
/// `out`, whose shape must be the broadcast shape.
#[inline]
pub(crate) fn map2_into<A: Shared, B: Shared, O: Shared>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    out: ArrayViewMutD<'_, O>,
    f: impl Fn(A, B) -> O + Sync,
) -> Result<(), ShapeError> {
    map2_into_by(a, b, out, &Loops(f))
}

/// The loops of one operation on two operands, each compiled with the
/// operation inlined, so vectorised: every other step of an elementwise
/// operation (the broadcast, the choice of loop, the split over the pool)
/// reaches them through `&dyn BinaryLoops`, compiled once per element
/// types rather than once per operation. Each writes every element of `out`.
trait BinaryLoops<A, B, O>: Sync {
    /// `out[i] = f(x[i], y[i])`; the slices have the same length.
    fn zip(&self, x: &[A], y: &[B], out: &mut [MaybeUninit<O>]);
    /// `out[i] = f(x[i], y)`: one value on the right.
    fn left(&self, x: &[A], y: B, out: &mut [MaybeUninit<O>]);
    /// `out[i] = f(x, y[i])`: one value on the left.
    fn right(&self, x: A, y: &[B], out: &mut [MaybeUninit<O>]);
    /// `out[i] = f(x[i], y[i])` along lanes of one length and any strides.
    fn strided(
        &self,
        out: ArrayViewMut1<'_, MaybeUninit<O>>,
        x: ArrayView1<'_, A>,
        y: ArrayView1<'_, B>,
    );
}

/// The [`BinaryLoops`] of an element function.
struct Loops<F>(F);

impl<A: Copy, B: Copy, O, F: Fn(A, B) -> O + Sync> BinaryLoops<A, B, O> for Loops<F> {
    fn zip(&self, x: &[A], y: &[B], out: &mut [MaybeUninit<O>]) {
        simd::zip_uninit(x, y, out, &self.0);
    }

    fn left(&self, x: &[A], y: B, out: &mut [MaybeUninit<O>]) {
        simd::map_uninit(x, out, &|x| (self.0)(x, y));
    }

    fn right(&self, x: A, y: &[B], out: &mut [MaybeUninit<O>]) {
        simd::map_uninit(y, out, &|y| (self.0)(x, y));
    }

    fn strided(
        &self,
        mut out: ArrayViewMut1<'_, MaybeUninit<O>>,
        x: ArrayView1<'_, A>,
        y: ArrayView1<'_, B>,
    ) {
        for ((o, &x), &y) in out.iter_mut().zip(&x).zip(&y) {
            o.write((self.0)(x, y));
        }
    }
}

/// [`map2`] by the operation's loops.
fn map2_by<A: Shared, B: Shared, O: Shared>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    loops: &dyn BinaryLoops<A, B, O>,
) -> Result<ArrayD<O>, ShapeError> {
    let (av, bv) = broadcast(a, b)?;
    check_output::<O>(av.shape())?;
    let data = written(av.shape(), |out| {
        let out = ArrayViewMutD::from_shape(av.raw_dim(), out)
            .expect("the output holds one element per element of the shape");
        write2(out, av.view(), bv.view(), loops);
    })?;
    Ok(ArrayD::from_shape_vec(av.raw_dim(), data)
        .expect("the data has one element per element of the shape"))
}

/// The elements of a new array of `shape`, allocated fallibly and
/// initialised by `write`, which must write every element it is given: the
/// callers here give it to `write2`, to the loops of `UnaryLoops`, or (in
/// `Fused::map_by`) to `BinaryLoops::zip` block by block, whose calls cover
/// their output and each of which writes every element it is given (the
/// implementations, `Loops` and `FnLoops`, are in this file).
fn written<O>(
    shape: &[usize],
    write: impl FnOnce(&mut [MaybeUninit<O>]),
) -> Result<Vec<O>, ShapeError> {
    let len = shape.iter().product();
    let mut data = kernels::output_vec(len).map_err(refused::<O>(shape))?;
    write(&mut data.spare_capacity_mut()[..len]);
    // SAFETY: the capacity is at least `len`, and `write` initialised its
    // first `len` elements (the contract above, kept by this file's three
    // callers). If it panics, `data` is dropped empty: a leak, not a read of
    // uninitialised values.
    #[allow(unsafe_code)]
    unsafe {
        data.set_len(len)
    };
    Ok(data)
}

/// [`map2_into`] by the operation's loops.
fn map2_into_by<A: Shared, B: Shared, O: Shared>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    out: ArrayViewMutD<'_, O>,
    loops: &dyn BinaryLoops<A, B, O>,
) -> Result<(), ShapeError> {
    let (av, bv) = broadcast(a, b)?;
    if av.shape() != out.shape() {
        return Err(ShapeError::output(av.shape(), out.shape()));
    }
    let mut out = out;
    let raw = out.raw_view_mut().cast::<MaybeUninit<O>>();
    // SAFETY: `MaybeUninit<O>` has the size and alignment of `O` (checked by
    // `cast`), so the view has the elements and strides of `out`, which it
    // borrows mutably for as long as it lives (to the end of this function).
    // Its elements are initialised and stay so: the `BinaryLoops` methods
    // (the one implementation, `Loops`, is in this file) store only
    // initialised values, and `O: Copy` has no drop that a store skips.
    #[allow(unsafe_code)]
    let view = unsafe { raw.deref_into_view_mut() };
    write2(view, av, bv, loops);
    Ok(())
}

/// `out[i] = f(a[i], b[i])` for operands broadcast to `out`'s shape: one flat
/// loop where all three are contiguous, or one operand is a single value (a
/// Rust scalar, a 0-d tensor) and the other contiguous, split in pieces over
/// the pool's threads; else lanes ([`lanes`]) of whole rows (along the first
/// axis) of an output in standard layout, split over the pool's threads for
/// a large one; else lanes of the whole output on this thread (a strided
/// output, an `_into` a transposed view).
fn write2<A: Shared, B: Shared, O: Send>(
    mut out: ArrayViewMutD<'_, MaybeUninit<O>>,
    a: ArrayViewD<'_, A>,
    b: ArrayViewD<'_, B>,
    loops: &dyn BinaryLoops<A, B, O>,
) {
    let shape = out.shape().to_vec();
    if let Some(o) = out.as_slice_mut() {
        let (x, y) = (a.as_slice(), b.as_slice());
        if let (Some(x), Some(y)) = (x, y) {
            return kernels::on_pieces(o, |at, o| {
                let r = at..at + o.len();
                loops.zip(&x[r.clone()], &y[r], o);
            });
        }
        if let (Some(x), Some(y)) = (x, one_value(&b)) {
            return kernels::on_pieces(o, |at, o| loops.left(&x[at..at + o.len()], y, o));
        }
        if let (Some(x), Some(y)) = (one_value(&a), y) {
            return kernels::on_pieces(o, |at, o| loops.right(x, &y[at..at + o.len()], o));
        }
        if !shape.is_empty() && splits(o.len()) {
            return kernels::on_rows(o, shape[1..].iter().product(), |rows, piece| {
                let piece = rows_view(&shape, rows.len(), piece);
                let rows = Slice::from(rows);
                lanes(
                    piece,
                    a.slice_axis(Axis(0), rows),
                    b.slice_axis(Axis(0), rows),
                    loops,
                );
            });
        }
    }
    lanes(out, a, b, loops);
}

/// The one value of a view that repeats it (every axis of length 1 or
/// broadcast, stride 0), if it does.
fn one_value<A: Copy>(a: &ArrayViewD<'_, A>) -> Option<A> {
    let repeats = a
        .shape()
        .iter()
        .zip(a.strides())
        .all(|(&len, &stride)| len == 1 || stride == 0);
    if repeats {
        a.iter().next().copied()
    } else {
        None
    }
}

/// `piece`, whole rows of an array of `shape` in standard layout, as a view
/// of `rows` of those rows.
fn rows_view<'a, T>(shape: &[usize], rows: usize, piece: &'a mut [T]) -> ArrayViewMutD<'a, T> {
    let mut piece_shape = shape.to_vec();
    piece_shape[0] = rows;
    ArrayViewMutD::from_shape(IxDyn(&piece_shape), piece).expect("whole rows")
}

/// `out[i] = f(a[i], b[i])` over views of one shape, a lane at a time: along
/// the last axis where its rows are long enough, each operand's row
/// contiguous or one value repeated (a broadcast along the last axis, `x -
/// x.max(axis=-1, keepdims=True)`) running the flat loops; else along the
/// longest axis (an image's pixels times a vector of its 3 channels), each
/// lane a loop over its strided elements.
fn lanes<A: Shared, B: Shared, O: Send>(
    mut out: ArrayViewMutD<'_, MaybeUninit<O>>,
    a: ArrayViewD<'_, A>,
    b: ArrayViewD<'_, B>,
    loops: &dyn BinaryLoops<A, B, O>,
) {
    /// The shortest rows run along the last axis: below it, a lane's
    /// dispatch costs more than its elements.
    const ROW: usize = 16;
    if out.ndim() == 0 {
        let axis = Axis(0);
        return lanes(
            out.insert_axis(axis),
            a.insert_axis(axis),
            b.insert_axis(axis),
            loops,
        );
    }
    let shape = out.shape();
    let last = shape.len() - 1;
    let axis = match shape[last] >= ROW {
        true => last,
        false => (0..shape.len())
            .rev()
            .max_by_key(|&k| shape[k])
            .unwrap_or(last),
    };
    let axis = Axis(axis);
    Zip::from(out.lanes_mut(axis))
        .and(a.lanes(axis))
        .and(b.lanes(axis))
        .for_each(|mut o, x, y| {
            if let Some(o) = o.as_slice_mut() {
                match (x.as_slice(), y.as_slice()) {
                    (Some(x), Some(y)) => return loops.zip(x, y, o),
                    (Some(x), None) if repeated(&y) => return loops.left(x, y[0], o),
                    (None, Some(y)) if repeated(&x) => return loops.right(x[0], y, o),
                    _ => {}
                }
            }
            loops.strided(o, x, y);
        });
}

/// Whether a lane is one value repeated (a broadcast axis: stride 0).
fn repeated<T>(lane: &ArrayView1<'_, T>) -> bool {
    lane.strides()[0] == 0
}

/// [`map2`] for an operation computed in `C`, with a faster path when `C` is
/// half precision and the operands are contiguous and of the same shape:
/// `f32_op` is then the operation in `f32`, rounded to `C` once per element.
#[inline]
pub(crate) fn map2_in<A: Element, B: Element, C: Element>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    f: impl Fn(A, B) -> C + Sync,
    f32_op: impl Fn(f32, f32) -> f32 + Sync,
) -> Result<ArrayD<C>, ShapeError> {
    if C::HALF
        && a.shape() == b.shape()
        && let (Some(x), Some(y)) = (a.as_slice(), b.as_slice())
    {
        let data = kernels::half_collect(x, y, f32_op).map_err(refused::<C>(a.shape()))?;
        if let Ok(out) = ArrayD::from_shape_vec(a.raw_dim(), data) {
            return Ok(out);
        }
    }
    map2(a, b, f)
}

/// [`map2_into`] with the half-precision path of [`map2_in`].
#[inline]
pub(crate) fn map2_in_into<A: Element, B: Element, C: Element>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    out: ArrayViewMutD<'_, C>,
    f: impl Fn(A, B) -> C + Sync,
    f32_op: impl Fn(f32, f32) -> f32 + Sync,
) -> Result<(), ShapeError> {
    let mut out = out;
    if C::HALF
        && a.shape() == b.shape()
        && a.shape() == out.shape()
        && let (Some(x), Some(y)) = (a.as_slice(), b.as_slice())
        && let Some(o) = out.as_slice_mut()
    {
        crate::kernels::half_chunks(x, y, o, f32_op);
        return Ok(());
    }
    map2_into(a, b, out, f)
}

/// `a = f(a, b)` for each element, `b` broadcast to `a`'s shape, in place.
#[inline]
pub(crate) fn map2_assign<A: Shared, B: Shared>(
    a: &mut ArrayD<A>,
    b: &ArrayD<B>,
    f: impl Fn(A, B) -> A + Sync,
) -> Result<(), ShapeError> {
    if a.shape() == b.shape()
        && let Some(y) = b.as_slice()
        && let Some(x) = a.as_slice_mut()
    {
        kernels::zip_assign(x, y, f);
        return Ok(());
    }
    // A single element on the right (a Rust scalar, a 0-d tensor) of a
    // contiguous `a`: one flat loop, as `map2` runs it.
    if let Some(y) = one_value(&b.view())
        && b.ndim() <= a.ndim()
        && let Some(x) = a.as_slice_mut()
    {
        kernels::map_assign(x, |x| f(x, y));
        return Ok(());
    }
    let error = || ShapeError::broadcast(a.shape(), b.shape());
    let bv = b.broadcast(a.raw_dim()).ok_or_else(error)?;
    let shape = a.shape().to_vec();
    let assign = |x: ArrayViewMutD<'_, A>, y: ArrayViewD<'_, B>| {
        Zip::from(x).and(&y).for_each(|x, &y| *x = f(*x, y));
    };
    match a.as_slice_mut() {
        Some(x) if !shape.is_empty() && splits(x.len()) => {
            // Whole rows at a time, on the pool's threads for a large `a`.
            kernels::on_rows(x, shape[1..].iter().product(), |rows, piece| {
                let piece = rows_view(&shape, rows.len(), piece);
                assign(piece, bv.slice_axis(Axis(0), Slice::from(rows)));
            });
        }
        _ => assign(a.view_mut(), bv),
    }
    Ok(())
}

/// The broadcast shape of three shapes.
fn broadcast_shape3(a: &[usize], b: &[usize], c: &[usize]) -> Result<Vec<usize>, ShapeError> {
    broadcast_shape(&broadcast_shape(a, b)?, c)
}

/// `f` applied to each triple of elements of `a`, `b` and `c`, broadcast, into
/// a new array. Contiguous operands of one shape run one flat loop, and so does
/// a contiguous `a` with single-element `b` and `c` (a clip to scalar bounds,
/// a select between scalars).
#[inline]
pub(crate) fn map3<A: Shared, B: Shared, C: Shared, O: Shared + Default>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    c: &ArrayD<C>,
    f: impl Fn(A, B, C) -> O + Sync,
) -> Result<ArrayD<O>, ShapeError> {
    let shape = broadcast_shape3(a.shape(), b.shape(), c.shape())?;
    check_output::<O>(&shape)?;
    let collected = |data: Result<Vec<O>, _>| {
        let data = data.map_err(refused::<O>(&shape))?;
        Ok(ArrayD::from_shape_vec(IxDyn(&shape), data)
            .expect("the data has one element per element of the shape"))
    };
    if let (Some(x), Some(y), Some(z)) = (a.as_slice(), b.as_slice(), c.as_slice()) {
        if a.shape() == b.shape() && a.shape() == c.shape() {
            return collected(kernels::zip3_collect(x, y, z, f));
        }
        if let ([y], [z]) = (y, z)
            && shape == a.shape()
        {
            let (y, z) = (*y, *z);
            return collected(kernels::map_collect(x, |x| f(x, y, z)));
        }
    }
    let (av, bv, cv) = broadcast3(a, b, c, &shape)?;
    let mut out = collected(kernels::filled(av.len(), O::default()))?;
    Zip::from(&mut out)
        .and(&av)
        .and(&bv)
        .and(&cv)
        .for_each(|o, &x, &y, &z| *o = f(x, y, z));
    Ok(out)
}

/// [`map3`] written into `out`, whose shape must be the broadcast shape.
#[inline]
pub(crate) fn map3_into<A: Shared, B: Shared, C: Shared, O: Send>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    c: &ArrayD<C>,
    mut out: ArrayViewMutD<'_, O>,
    f: impl Fn(A, B, C) -> O + Sync,
) -> Result<(), ShapeError> {
    let shape = broadcast_shape3(a.shape(), b.shape(), c.shape())?;
    if out.shape() != shape.as_slice() {
        return Err(ShapeError::output(&shape, out.shape()));
    }
    if let (Some(x), Some(y), Some(z), Some(o)) =
        (a.as_slice(), b.as_slice(), c.as_slice(), out.as_slice_mut())
    {
        if a.shape() == b.shape() && a.shape() == c.shape() {
            crate::kernels::zip3_into(x, y, z, o, f);
            return Ok(());
        }
        if let ([y], [z]) = (y, z)
            && shape == a.shape()
        {
            let (y, z) = (*y, *z);
            crate::kernels::map_into(x, o, |x| f(x, y, z));
            return Ok(());
        }
    }
    let (av, bv, cv) = broadcast3(a, b, c, &shape)?;
    Zip::from(&mut out)
        .and(&av)
        .and(&bv)
        .and(&cv)
        .for_each(|o, &x, &y, &z| *o = f(x, y, z));
    Ok(())
}

/// Views of three operands broadcast to `shape`, their broadcast shape.
#[allow(clippy::type_complexity)]
fn broadcast3<'a, A, B, C>(
    a: &'a ArrayD<A>,
    b: &'a ArrayD<B>,
    c: &'a ArrayD<C>,
    shape: &[usize],
) -> Result<(ArrayViewD<'a, A>, ArrayViewD<'a, B>, ArrayViewD<'a, C>), ShapeError> {
    let error = || ShapeError::broadcast(a.shape(), shape);
    let av = a.broadcast(IxDyn(shape)).ok_or_else(error)?;
    let bv = b.broadcast(IxDyn(shape)).ok_or_else(error)?;
    let cv = c.broadcast(IxDyn(shape)).ok_or_else(error)?;
    Ok((av, bv, cv))
}

/// [`map1`] for an element function (`exp`, `log`, `tanh`, …): its loop
/// has an AVX-512 build too, for the CPUs that have it.
///
/// # Panics
///
/// As [`map1`].
#[inline]
pub(crate) fn map1_fn<A: Shared, O: Send>(a: &ArrayD<A>, f: impl Fn(A) -> O + Sync) -> ArrayD<O> {
    map1_by(a, &FnLoops(f))
}

/// `f` applied to each element, into a new array.
///
/// # Panics
///
/// If the allocator refuses the output (an output of one element per input
/// element, larger than the memory left), with the error's message: the
/// functions of one tensor return tensors, as ndarray's `map` does.
#[inline]
pub(crate) fn map1<A: Shared, O: Send>(a: &ArrayD<A>, f: impl Fn(A) -> O + Sync) -> ArrayD<O> {
    map1_by(a, &Loops(f))
}

/// The loops of one operation on one operand, compiled with the operation
/// inlined, as [`BinaryLoops`] are for two. Each writes every element of
/// `out`.
trait UnaryLoops<A, O>: Sync {
    /// `out[i] = f(x[i])`; the slices have the same length.
    fn flat(&self, x: &[A], out: &mut [MaybeUninit<O>]);
    /// `out[i] = f(x[i])` for a lane of any stride.
    fn strided(&self, x: ArrayView1<'_, A>, out: &mut [MaybeUninit<O>]);
}

impl<A: Copy, O, F: Fn(A) -> O + Sync> UnaryLoops<A, O> for Loops<F> {
    fn flat(&self, x: &[A], out: &mut [MaybeUninit<O>]) {
        simd::map_uninit(x, out, &self.0);
    }

    fn strided(&self, x: ArrayView1<'_, A>, out: &mut [MaybeUninit<O>]) {
        for (o, &x) in out.iter_mut().zip(&x) {
            o.write((self.0)(x));
        }
    }
}

/// The [`UnaryLoops`] of an element function whose flat loop has an
/// AVX-512 build ([`simd::map_fn_uninit`]).
struct FnLoops<F>(F);

impl<A: Copy, O, F: Fn(A) -> O + Sync> UnaryLoops<A, O> for FnLoops<F> {
    fn flat(&self, x: &[A], out: &mut [MaybeUninit<O>]) {
        simd::map_fn_uninit(x, out, &self.0);
    }

    fn strided(&self, x: ArrayView1<'_, A>, out: &mut [MaybeUninit<O>]) {
        Loops(&self.0).strided(x, out);
    }
}

/// [`map1`] by the operation's loops: a contiguous `a` in pieces on the
/// pool's threads, another a lane (along the last axis) at a time.
fn map1_by<A: Shared, O: Send>(a: &ArrayD<A>, loops: &dyn UnaryLoops<A, O>) -> ArrayD<O> {
    let data = written(a.shape(), |out| match a.as_slice() {
        Some(x) => kernels::on_pieces(out, |at, o| loops.flat(&x[at..at + o.len()], o)),
        // Not contiguous, so with an axis: its rows, in row-major order, are
        // as many as the chunks of `out`.
        None => {
            let lane = a.shape().last().map_or(1, |&n| n.max(1));
            for (x, o) in a.rows().into_iter().zip(out.chunks_exact_mut(lane)) {
                loops.strided(x, o);
            }
        }
    })
    .unwrap_or_else(|error| panic!("{error}"));
    ArrayD::from_shape_vec(a.raw_dim(), data)
        .expect("the data has one element per element of the shape")
}

/// A copy of `view` in standard (row-major) layout, its shape checked
/// ([`check_output`]) and its storage allocated fallibly: how an operation
/// copies a view that can be larger than the tensor it reads (a broadcast),
/// or that has a shape no tensor may have.
pub(crate) fn copy_checked<E: Copy + Send + Sync>(
    view: ArrayViewD<'_, E>,
) -> Result<ArrayD<E>, ShapeError> {
    check_output::<E>(view.shape())?;
    if let Some((memory, strides)) = permutation(&view) {
        // A permutation of contiguous memory (a transpose, permuted axes):
        // copied in cache-sized tiles on the pool's threads.
        let data = kernels::strided_copy(memory, view.shape(), &strides)
            .map_err(refused::<E>(view.shape()))?;
        return Ok(ArrayD::from_shape_vec(view.raw_dim(), data)
            .expect("the data has one element per element of the shape"));
    }
    let mut data = kernels::output_vec(view.len()).map_err(refused::<E>(view.shape()))?;
    match view.as_slice() {
        Some(slice) => data.extend_from_slice(slice),
        None => data.extend(view.iter().copied()),
    }
    Ok(ArrayD::from_shape_vec(view.raw_dim(), data)
        .expect("the data has one element per element of the shape"))
}

/// [`copy_checked`] into `out`, an array of `view`'s shape (else an
/// [`output`](ShapeError::output) error), whose storage is reused.
pub(crate) fn copy_into<E: Copy + Send + Sync>(
    view: ArrayViewD<'_, E>,
    out: &mut ArrayD<E>,
) -> Result<(), ShapeError> {
    if out.shape() != view.shape() {
        return Err(ShapeError::output(view.shape(), out.shape()));
    }
    if let Some(slice) = out.as_slice_mut() {
        if let Some((memory, strides)) = permutation(&view) {
            // As in `copy_checked`.
            kernels::strided_copy_into(memory, view.shape(), &strides, slice);
            return Ok(());
        }
        if let Some(from) = view.as_slice() {
            slice.copy_from_slice(from);
            return Ok(());
        }
    }
    out.assign(&view);
    Ok(())
}

/// The memory of `view` and its strides, where `view` is a permutation of
/// the axes of contiguous memory (a transpose) that is not itself in
/// row-major order.
fn permutation<'a, E>(view: &ArrayViewD<'a, E>) -> Option<(&'a [E], std::vec::Vec<usize>)> {
    if view.as_slice().is_some() {
        return None;
    }
    let strides = non_negative(view.strides())?;
    let memory = view.to_slice_memory_order()?;
    core::ptr::eq(memory.as_ptr(), view.as_ptr()).then_some((memory, strides))
}

/// `strides` as `usize`s, if none is negative.
fn non_negative(strides: &[isize]) -> Option<std::vec::Vec<usize>> {
    strides.iter().map(|&s| usize::try_from(s).ok()).collect()
}

// ---------------------------------------------------------------------------
// Operands converted a block at a time: `DynTensor`'s mixed dtypes.

/// The elements of one operand of an elementwise operation, in row-major
/// order: a tensor's own, or another dtype's converted to `E` a block at a
/// time as the loops read them ([`Fused`]).
#[cfg(feature = "dynamic")]
pub(crate) enum Elements<'a, E> {
    /// The tensor's elements, of the dtype the operation takes.
    Own(&'a [E]),
    /// Another dtype's, converted as [`Element::cast`] converts them.
    Converted(std::boxed::Box<dyn Convert<E> + 'a>),
    /// A tensor's one element (of its dtype or converted), repeated: an
    /// operand broadcast to the other's shape (a Rust scalar).
    One(E),
}

/// Elements of one dtype, read as another's.
#[cfg(feature = "dynamic")]
pub(crate) trait Convert<E>: Sync {
    /// Writes the elements `at..at + out.len()`, converted, into `out`.
    fn convert(&self, at: usize, out: &mut [E]);
}

/// A slice of `S`s read as another element type.
#[cfg(feature = "dynamic")]
struct Converting<'a, S>(&'a [S]);

#[cfg(feature = "dynamic")]
impl<S: Element, E: Element> Convert<E> for Converting<'_, S> {
    fn convert(&self, at: usize, out: &mut [E]) {
        let source = &self.0[at..at + out.len()];
        // A loop of its own, compiled for the vector units the CPU has.
        simd::vectorised(&mut || {
            for (o, &s) in out.iter_mut().zip(source) {
                *o = s.cast::<E>();
            }
        });
    }
}

#[cfg(feature = "dynamic")]
impl<'a, E: Element> Elements<'a, E> {
    /// `t`'s elements as `E`s: its own where they are `E`s, otherwise
    /// converted as [`Tensor::cast`](super::Tensor::cast) converts them;
    /// `None` where `t` is not in standard layout.
    pub(crate) fn of<D: DType, P: crate::Policy>(t: &'a super::Tensor<D, P>) -> Option<Self> {
        if t.len() == 1 {
            return t.array.iter().next().map(|&one| Elements::One(one.cast()));
        }
        let elements = t.array.as_slice()?;
        Some(match kernels::same_slice::<D::Elem, E>(elements) {
            Some(own) => Elements::Own(own),
            None => Elements::Converted(std::boxed::Box::new(Converting(elements))),
        })
    }

    /// A buffer for [`Elements::block`]: `len` elements where they are
    /// converted, none otherwise.
    fn buffer(&self, len: usize) -> Vec<E> {
        match self {
            Elements::Converted(_) => std::vec![E::default(); len],
            Elements::Own(_) | Elements::One(_) => Vec::new(),
        }
    }

    /// The elements `at..at + len`: a slice of the tensor's own, or of
    /// `buffer` (from [`Elements::buffer`], of `len` elements or more), which
    /// holds them converted.
    fn block<'s>(&'s self, at: usize, len: usize, buffer: &'s mut [E]) -> &'s [E] {
        match self {
            Elements::Own(elements) => &elements[at..at + len],
            Elements::Converted(elements) => {
                elements.convert(at, &mut buffer[..len]);
                &buffer[..len]
            }
            // The loops hold a single element apart ([`Fused::map_by`]);
            // it is a block of its own only where the result has one element.
            Elements::One(one) => &core::slice::from_ref(one)[..len],
        }
    }
}

/// The operands of an elementwise operation of one shape (or one of them a
/// single element), each a tensor's own elements or another dtype's
/// converted ([`Elements`]), under policies `P` and `Q`: what `DynTensor`
/// runs an operation on where its operands' dtypes differ from the join. It
/// compiles each operation for one dtype, not for each pair as the typed
/// operators do, so it cannot convert inside the element function; instead
/// each block of an operand is converted into
/// a buffer that stays in the cache just before the loops read it, and each
/// input is still read from memory once. The operations' `Fused` methods
/// (`binary!` in `ops.rs`) run each operation's `ElementOp::run` with the
/// blocks as its [`Run`]: the same choice of element function and the same
/// loops as the typed operation, so the values are the typed operation's
/// on the converted operands.
#[cfg(feature = "dynamic")]
pub(crate) struct Fused<'a, A: DType, B: DType, P, Q> {
    shape: Vec<usize>,
    shapes: (&'a [usize], &'a [usize]),
    x: Elements<'a, A::Elem>,
    y: Elements<'a, B::Elem>,
    policies: core::marker::PhantomData<fn() -> (P, Q)>,
}

#[cfg(feature = "dynamic")]
impl<'a, A: DType, B: DType, P, Q> Fused<'a, A, B, P, Q> {
    /// The elements in a block converted at a time: small enough that both
    /// operands' blocks stay in the first-level cache.
    const BLOCK: usize = 1024;

    /// Operands of shapes `x_shape` and `y_shape`, each with one element
    /// per element of their broadcast shape, or one element; `None` for
    /// other shapes (which broadcast along some axes only) or none that
    /// broadcast.
    pub(crate) fn new(
        (x_shape, x): (&'a [usize], Elements<'a, A::Elem>),
        (y_shape, y): (&'a [usize], Elements<'a, B::Elem>),
    ) -> Option<Self> {
        let shape = broadcast_shape(x_shape, y_shape).ok()?;
        let len: usize = shape.iter().product();
        let fits = |operand: &[usize]| {
            let n: usize = operand.iter().product();
            n == 1 || n == len
        };
        (fits(x_shape) && fits(y_shape)).then_some(Fused {
            shape,
            shapes: (x_shape, y_shape),
            x,
            y,
            policies: core::marker::PhantomData,
        })
    }

    /// `f` on each pair of elements, into a new array.
    pub(crate) fn map<O: Shared>(
        &self,
        f: impl Fn(A::Elem, B::Elem) -> O + Sync,
    ) -> Result<ArrayD<O>, ShapeError> {
        self.map_by(&Loops(f))
    }

    /// [`Fused::map`] by the operation's loops: a block of each operand
    /// converted at a time, the blocks split over the pool's threads.
    fn map_by<O: Shared>(
        &self,
        loops: &dyn BinaryLoops<A::Elem, B::Elem, O>,
    ) -> Result<ArrayD<O>, ShapeError> {
        check_output::<O>(&self.shape)?;
        let data = written(&self.shape, |out| {
            kernels::on_pieces(out, |at, piece| {
                let block = Self::BLOCK.min(piece.len());
                let (mut xs, mut ys) = (self.x.buffer(block), self.y.buffer(block));
                for (k, o) in piece.chunks_mut(Self::BLOCK).enumerate() {
                    let at = at + k * Self::BLOCK;
                    // One element on a side takes the loop that holds it, as
                    // the typed operation's does (so that a division hoists
                    // the reciprocal of its divisor out of the loop).
                    match (&self.x, &self.y) {
                        (_, Elements::One(y)) => {
                            loops.left(self.x.block(at, o.len(), &mut xs), *y, o)
                        }
                        (Elements::One(x), _) => {
                            loops.right(*x, self.y.block(at, o.len(), &mut ys), o)
                        }
                        _ => {
                            let x = self.x.block(at, o.len(), &mut xs);
                            let y = self.y.block(at, o.len(), &mut ys);
                            loops.zip(x, y, o);
                        }
                    }
                }
            });
        })?;
        Ok(ArrayD::from_shape_vec(IxDyn(&self.shape), data)
            .expect("the data has one element per element of the shape"))
    }
}

/// [`Run`] on the blocks: the operation's own loops, or `None` where it takes
/// the fused half-precision kernel, which reads whole operands (the caller
/// then converts them and runs the typed operation).
#[cfg(feature = "dynamic")]
impl<A: DType, B: DType, P, Q, O: Element> Run<A::Elem, B::Elem, O> for &Fused<'_, A, B, P, Q> {
    type Out = Option<Result<ArrayD<O>, ShapeError>>;

    fn shapes(&self) -> (&[usize], &[usize]) {
        self.shapes
    }

    #[inline]
    fn run(self, f: impl Fn(A::Elem, B::Elem) -> O + Sync) -> Self::Out {
        Some(self.map(f))
    }

    #[inline]
    fn run_half(
        self,
        f: impl Fn(A::Elem, B::Elem) -> O + Sync,
        _f32_op: impl Fn(f32, f32) -> f32 + Sync,
    ) -> Self::Out {
        (!O::HALF).then(|| self.map(f))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::format;
    use std::string::ToString;

    #[test]
    fn broadcasting_follows_numpy() {
        assert_eq!(broadcast_shape(&[2, 3], &[3]).unwrap(), [2, 3]);
        assert_eq!(broadcast_shape(&[4, 1, 3], &[2, 1]).unwrap(), [4, 2, 3]);
        assert_eq!(broadcast_shape(&[], &[5]).unwrap(), [5]);
        assert_eq!(broadcast_shape(&[0], &[1]).unwrap(), [0]);
        let error = broadcast_shape(&[2, 3], &[4]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "shapes [2, 3] and [4] do not broadcast: from the last axis back, lengths must be equal or 1"
        );
    }

    /// An array of `shape` of distinct values, transposed (its axes
    /// reversed, so not contiguous) if `transposed`.
    fn values(shape: &[usize], transposed: bool, start: i32) -> ArrayD<i32> {
        let len = shape.iter().product::<usize>() as i32;
        if transposed {
            let reversed: Vec<usize> = shape.iter().rev().copied().collect();
            let a = ArrayD::from_shape_vec(reversed, (start..start + len).collect()).unwrap();
            a.reversed_axes()
        } else {
            ArrayD::from_shape_vec(shape.to_vec(), (start..start + len).collect()).unwrap()
        }
    }

    /// Every path of `write2`, `lanes` and `map1_by` (flat, one value on
    /// either side, rows split over the pool, lanes along the last axis or
    /// the longest, strided lanes and outputs, 0-d and empty arrays) gives
    /// the values of ndarray's element-by-element `Zip`.
    #[test]
    fn every_path_computes_each_element() {
        let f = |x: i32, y: i32| x.wrapping_mul(3).wrapping_sub(y);
        let cases: &[(&[usize], &[usize])] = &[
            (&[1000, 300], &[1000, 300]),
            (&[1000, 300], &[300]),
            (&[1000, 300], &[1000, 1]),
            (&[1], &[1000, 300]),
            (&[100_000, 3], &[3]),
            (&[3, 1, 5], &[1, 4, 1]),
            (&[7, 20], &[]),
            (&[], &[7, 20]),
            (&[], &[]),
            (&[0, 5], &[5]),
            (&[4, 0], &[1]),
        ];
        for &(sa, sb) in cases {
            for (ta, tb) in [(false, false), (true, false), (false, true), (true, true)] {
                let (a, b) = (values(sa, ta, 0), values(sb, tb, 7));
                let shape = broadcast_shape(sa, sb).unwrap();
                let mut expected = ArrayD::zeros(shape.clone());
                Zip::from(&mut expected)
                    .and(&a.broadcast(shape.clone()).unwrap())
                    .and(&b.broadcast(shape.clone()).unwrap())
                    .for_each(|o, &x, &y| *o = f(x, y));
                let what = format!("{sa:?} (transposed {ta}) and {sb:?} (transposed {tb})");
                assert_eq!(map2(&a, &b, f).unwrap(), expected, "map2 of {what}");
                // Into an output in standard layout and into a transposed one.
                let mut out = ArrayD::zeros(shape.clone());
                map2_into(&a, &b, out.view_mut(), f).unwrap();
                assert_eq!(out, expected, "map2_into of {what}");
                let mut out = values(&shape, true, 0);
                map2_into(&a, &b, out.view_mut(), f).unwrap();
                assert_eq!(out, expected, "map2_into a transposed output of {what}");
                let negated = a.mapv(|x| x.wrapping_neg());
                assert_eq!(
                    map1(&a, |x: i32| x.wrapping_neg()),
                    negated,
                    "map1 of {sa:?}"
                );
                assert_eq!(
                    map1_fn(&a, |x: i32| x.wrapping_neg()),
                    negated,
                    "map1_fn of {sa:?}"
                );
            }
        }
    }
}
