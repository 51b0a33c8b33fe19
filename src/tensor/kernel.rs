//! Elementwise kernels with NumPy broadcasting. Conversions happen inside the
//! element function, so a mixed-dtype operation reads each input once and
//! writes the output once. Large operations run on the threads of the current
//! rayon pool (feature `rayon`): contiguous operands of one shape, or a
//! single element on the right (a Rust scalar), through the loops of
//! `numerics::simd`, split in pieces; other broadcast or strided operands by
//! whole rows of a result in standard layout. Strided outputs (an `_into` a
//! transposed view) run on the calling thread.
//!
//! Each path is one instantiation per operation and dtype pair, shared where
//! it can be (`zip_views` serves the rows and the strided outputs): the test
//! crates instantiate every operation for every pair, and their build time
//! is most of CI's.

use core::any::Any;
use std::collections::TryReserveError;
use std::vec::Vec;

use super::ShapeError;
use super::error::{check_output, refused};
use crate::numerics::parallel::splits;
use crate::numerics::{FloatElem, simd};
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

/// Whether `b` is broadcast to a larger shape when combined with `a`. (Shapes
/// that do not broadcast give `false`; the operation reports them.)
pub(crate) fn rhs_is_broadcast<A, B>(a: &ArrayD<A>, b: &ArrayD<B>) -> bool {
    broadcast_shape(a.shape(), b.shape()).is_ok_and(|shape| shape != b.shape())
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
pub(crate) fn map2<A: Shared, B: Shared, O: Shared + Default>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    f: impl Fn(A, B) -> O + Sync,
) -> Result<ArrayD<O>, ShapeError> {
    // Equal shapes in standard layout: one flat loop that the compiler vectorises.
    if a.shape() == b.shape()
        && let (Some(x), Some(y)) = (a.as_slice(), b.as_slice())
    {
        let data = simd::zip_collect(x, y, f).map_err(refused::<O>(a.shape()))?;
        return Ok(ArrayD::from_shape_vec(a.raw_dim(), data)
            .expect("the data has one element per element of the shape"));
    }
    let (av, bv) = broadcast(a, b)?;
    check_output::<O>(av.shape())?;
    let data = match (a.as_slice(), single(b)) {
        // A single element on the right (a Rust scalar, a 0-d tensor): one
        // flat loop over the left.
        (Some(x), Some(&y)) if a.shape() == av.shape() => simd::map_collect(x, |x| f(x, y)),
        _ => simd::filled(av.len(), O::default()).map(|mut data| {
            rows_into(&av, &bv, &mut data, &f);
            data
        }),
    }
    .map_err(refused::<O>(av.shape()))?;
    Ok(ArrayD::from_shape_vec(av.raw_dim(), data)
        .expect("the data has one element per element of the shape"))
}

/// The one element of `a`, if it has one element.
fn single<A>(a: &ArrayD<A>) -> Option<&A> {
    if a.len() == 1 { a.iter().next() } else { None }
}

/// `out[i] = f(a[i], b[i])` for operands broadcast to `out`'s shape, which
/// has at least one axis and is in standard layout: whole rows (along the
/// first axis) at a time, on the pool's threads for a large `out`.
fn rows_into<A: Shared, B: Shared, O: Send>(
    a: &ArrayViewD<'_, A>,
    b: &ArrayViewD<'_, B>,
    out: &mut [O],
    f: &(impl Fn(A, B) -> O + Sync),
) {
    let shape = a.shape();
    if !splits(out.len()) {
        let out = ArrayViewMutD::from_shape(a.raw_dim(), out).expect("the shape of the operands");
        return zip_views(out, a.view(), b.view(), f);
    }
    simd::on_rows(out, shape[1..].iter().product(), |rows, piece| {
        let piece = rows_view(shape, rows.len(), piece);
        let rows = Slice::from(rows);
        zip_views(
            piece,
            a.slice_axis(Axis(0), rows),
            b.slice_axis(Axis(0), rows),
            f,
        );
    });
}

/// `piece`, whole rows of an array of `shape` in standard layout, as a view
/// of `rows` of those rows.
fn rows_view<'a, T>(shape: &[usize], rows: usize, piece: &'a mut [T]) -> ArrayViewMutD<'a, T> {
    let mut piece_shape = shape.to_vec();
    piece_shape[0] = rows;
    ArrayViewMutD::from_shape(IxDyn(&piece_shape), piece).expect("whole rows")
}

/// Whether a lane is one value repeated (a broadcast axis: stride 0).
fn repeated<T>(lane: &ArrayView1<'_, T>) -> bool {
    lane.strides()[0] == 0
}

/// `out[i] = f(a[i], b[i])` over views of one shape, for the pieces of
/// [`rows_into`] and for outputs that are not in standard layout (one
/// instantiation for both), a lane at a time ([`for_each_lane`]): along the
/// last axis where its rows are long enough, each operand's row contiguous
/// or one value repeated (a broadcast along the last axis, `x -
/// x.max(axis=-1, keepdims=True)`) running the flat loops; else along the
/// longest axis (an image's pixels times a vector of its 3 channels), each
/// lane a plain loop over its strided elements.
fn zip_views<A: Shared, B: Shared, O: Send>(
    out: ArrayViewMutD<'_, O>,
    a: ArrayViewD<'_, A>,
    b: ArrayViewD<'_, B>,
    f: &(impl Fn(A, B) -> O + Sync),
) {
    /// The shortest rows run along the last axis: below it, a lane's
    /// dispatch costs more than its elements.
    const ROW: usize = 16;
    let shape = out.shape();
    let Some(last) = shape.len().checked_sub(1) else {
        // 0-d: one element.
        let (x, y) = (a.iter().next(), b.iter().next());
        if let (Some(o), Some(&x), Some(&y)) = (out.into_iter().next(), x, y) {
            *o = f(x, y);
        }
        return;
    };
    let axis = match shape[last] >= ROW {
        true => last,
        false => (0..shape.len())
            .rev()
            .max_by_key(|&k| shape[k])
            .unwrap_or(last),
    };
    let lane = |mut o: ArrayViewMut1<'_, O>, x: ArrayView1<'_, A>, y: ArrayView1<'_, B>| {
        if let Some(o) = o.as_slice_mut() {
            match (x.as_slice(), y.as_slice()) {
                (Some(x), Some(y)) => return simd::zip_into(x, y, o, f),
                (Some(x), None) if repeated(&y) => return simd::map_into(x, o, |x| f(x, y[0])),
                (None, Some(y)) if repeated(&x) => return simd::map_into(y, o, |y| f(x[0], y)),
                _ => {}
            }
        }
        for ((o, &x), &y) in o.iter_mut().zip(&x).zip(&y) {
            *o = f(x, y);
        }
    };
    for_each_lane(out, a, b, Axis(axis), &lane);
}

/// `lane` on each lane along `axis` of three views of one shape: ndarray's
/// `Zip` over the lanes, compiled once per element types rather than once
/// per operation (the lane's work is the operation's).
fn for_each_lane<A: Shared, B: Shared, O: Send>(
    mut out: ArrayViewMutD<'_, O>,
    a: ArrayViewD<'_, A>,
    b: ArrayViewD<'_, B>,
    axis: Axis,
    lane: &Lane<'_, A, B, O>,
) {
    Zip::from(out.lanes_mut(axis))
        .and(a.lanes(axis))
        .and(b.lanes(axis))
        .for_each(lane);
}

/// The work on one lane of [`for_each_lane`]: output, left and right operand.
type Lane<'f, A, B, O> = dyn Fn(ArrayViewMut1<'_, O>, ArrayView1<'_, A>, ArrayView1<'_, B>) + 'f;

/// `f` applied to each pair of elements of `a` and `b`, broadcast, written into
/// `out`, whose shape must be the broadcast shape.
#[inline]
pub(crate) fn map2_into<A: Shared, B: Shared, O: Send>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    out: ArrayViewMutD<'_, O>,
    f: impl Fn(A, B) -> O + Sync,
) -> Result<(), ShapeError> {
    let mut out = out;
    if a.shape() == b.shape()
        && a.shape() == out.shape()
        && let (Some(x), Some(y)) = (a.as_slice(), b.as_slice())
        && let Some(o) = out.as_slice_mut()
    {
        simd::zip_into(x, y, o, f);
        return Ok(());
    }
    let (av, bv) = broadcast(a, b)?;
    if av.shape() != out.shape() {
        return Err(ShapeError::output(av.shape(), out.shape()));
    }
    let Some(o) = out.as_slice_mut() else {
        zip_views(out, av, bv, &f);
        return Ok(());
    };
    match (a.as_slice(), single(b)) {
        (Some(x), Some(&y)) if a.shape() == av.shape() => simd::map_into(x, o, |x| f(x, y)),
        _ => rows_into(&av, &bv, o, &f),
    }
    Ok(())
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
        let data = simd::half_collect(x, y, f32_op).map_err(refused::<C>(a.shape()))?;
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
        crate::numerics::simd::half_chunks(x, y, o, f32_op);
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
        simd::zip_assign(x, y, f);
        return Ok(());
    }
    // A single element on the right (a Rust scalar, a 0-d tensor) of a
    // contiguous `a`: one flat loop, as `map2` runs it.
    if let Some(&y) = single(b)
        && b.ndim() <= a.ndim()
        && let Some(x) = a.as_slice_mut()
    {
        simd::map_assign(x, |x| f(x, y));
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
            simd::on_rows(x, shape[1..].iter().product(), |rows, piece| {
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
            return collected(simd::zip3_collect(x, y, z, f));
        }
        if let ([y], [z]) = (y, z)
            && shape == a.shape()
        {
            let (y, z) = (*y, *z);
            return collected(simd::map_collect(x, |x| f(x, y, z)));
        }
    }
    let (av, bv, cv) = broadcast3(a, b, c, &shape)?;
    let mut out = collected(simd::filled(av.len(), O::default()))?;
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
            crate::numerics::simd::zip3_into(x, y, z, o, f);
            return Ok(());
        }
        if let ([y], [z]) = (y, z)
            && shape == a.shape()
        {
            let (y, z) = (*y, *z);
            crate::numerics::simd::map_into(x, o, |x| f(x, y, z));
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
    map1_by(a, f, |x, f| simd::map_fn_collect(x, f))
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
    map1_by(a, f, |x, f| simd::map_collect(x, f))
}

/// [`map1`] with `contiguous`, the loop that maps a contiguous `a`.
#[inline(always)]
fn map1_by<A: Shared, O: Send, F: Fn(A) -> O + Sync>(
    a: &ArrayD<A>,
    f: F,
    contiguous: impl FnOnce(&[A], F) -> Result<Vec<O>, TryReserveError>,
) -> ArrayD<O> {
    let data = match a.as_slice() {
        Some(x) => contiguous(x, f),
        None => simd::output_vec(a.len()).map(|mut data| {
            data.extend(a.iter().map(|&x| f(x)));
            data
        }),
    };
    let data = data
        .map_err(refused::<O>(a.shape()))
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
    if view.as_slice().is_none()
        && let Some(strides) = non_negative(view.strides())
        && let Some(memory) = view.as_slice_memory_order()
        && core::ptr::eq(memory.as_ptr(), view.as_ptr())
    {
        // A permutation of contiguous memory (a transpose, permuted axes):
        // copied in cache-sized tiles on the pool's threads.
        let data = simd::strided_copy(memory, view.shape(), &strides)
            .map_err(refused::<E>(view.shape()))?;
        return Ok(ArrayD::from_shape_vec(view.raw_dim(), data)
            .expect("the data has one element per element of the shape"));
    }
    let mut data = simd::output_vec(view.len()).map_err(refused::<E>(view.shape()))?;
    match view.as_slice() {
        Some(slice) => data.extend_from_slice(slice),
        None => data.extend(view.iter().copied()),
    }
    Ok(ArrayD::from_shape_vec(view.raw_dim(), data)
        .expect("the data has one element per element of the shape"))
}

/// `strides` as `usize`s, if none is negative.
fn non_negative(strides: &[isize]) -> Option<std::vec::Vec<usize>> {
    strides.iter().map(|&s| usize::try_from(s).ok()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
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
}
