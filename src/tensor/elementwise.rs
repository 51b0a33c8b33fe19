//! Elementwise operations with NumPy broadcasting, for the typed API: the
//! broadcast shape of the operands, the output's shape checked and its
//! storage allocated fallibly, and the loops run ([`kernels`]'s elementwise
//! loops). Conversions happen inside the element function, so a
//! mixed-dtype operation reads each input once and writes the output once.
//! Large operations run on the threads of the current rayon pool (feature
//! `rayon`): contiguous operands of one shape, or a single element on the
//! right (a Rust scalar), through the multiversioned loops, split in pieces;
//! other broadcast or strided operands by whole rows of a result in standard
//! layout. Strided outputs (an `_into` a transposed view) run on the calling
//! thread. Copies of views (transposes, slices) are here too.

use core::any::Any;
use std::borrow::Cow;
use std::vec::Vec;

use ndarray::{ArrayD, ArrayViewD, ArrayViewMutD, Axis, CowArray, IxDyn, Slice, Zip};

use super::ShapeError;
use super::error::{check_output, refused};
use crate::kernels::parallel::splits;
use crate::kernels::{self, BinaryLoops, FnLoops, Loops, Rows, Run, Shared, UnaryLoops};
use crate::scalar::Element;

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

/// Operands the flat loops take as they are, with the result's shape: both
/// contiguous in row-major order and of one shape, or one of them a single
/// element of no more axes than the other (whose shape the result has).
fn flat_operands<'a, A: Copy, B: Copy>(
    a: &'a ArrayD<A>,
    b: &'a ArrayD<B>,
) -> Option<(Run<'a, A>, Run<'a, B>, &'a [usize])> {
    let (x, y) = (a.as_slice()?, b.as_slice()?);
    if a.shape() == b.shape() {
        Some((Run::Slice(x), Run::Slice(y), a.shape()))
    } else if let [y] = y
        && b.ndim() <= a.ndim()
    {
        Some((Run::Slice(x), Run::Value(*y), a.shape()))
    } else if let [x] = x
        && a.ndim() <= b.ndim()
    {
        Some((Run::Value(*x), Run::Slice(y), b.shape()))
    } else {
        None
    }
}

/// Two operands as rows, the result's shape and its row length.
type RowOperands<'a, A, B> = (Rows<'a, A>, Rows<'a, B>, &'a [usize], usize);

/// Contiguous operands broadcast along rows, with the result's shape and its
/// row length: where one operand has the result's shape and the other its
/// last axes (a bias row: `[m, n] + [n]`), or its first axes and then axes
/// of length 1 (a per-row statistic: `[m, n] - [m, 1]`).
fn row_operands<'a, A: Copy, B: Copy>(
    a: &'a ArrayD<A>,
    b: &'a ArrayD<B>,
) -> Option<RowOperands<'a, A, B>> {
    let (x, y) = (a.as_slice()?, b.as_slice()?);
    if let Some((small, row_len)) = rows_of(b.shape(), y, a.shape()) {
        Some((Rows::Whole(x), small, a.shape(), row_len))
    } else {
        let (small, row_len) = rows_of(a.shape(), x, b.shape())?;
        Some((small, Rows::Whole(y), b.shape(), row_len))
    }
}

/// How an operand of `shape` (elements `x`) broadcasts along the rows of an
/// array of `full`'s shape, with the rows' length: [`row_operands`]. Not
/// for an operand with every element, nor for one with one element.
fn rows_of<'a, T>(shape: &[usize], x: &'a [T], full: &[usize]) -> Option<(Rows<'a, T>, usize)> {
    if x.len() <= 1 || shape.len() > full.len() || shape == full || full.contains(&0) {
        return None;
    }
    // Leading axes of length 1 broadcast as missing ones do.
    let trimmed = &shape[shape.iter().position(|&n| n != 1)?..];
    if full.ends_with(trimmed) {
        return Some((Rows::Row(x), x.len()));
    }
    let kept = shape.iter().rposition(|&n| n != 1)? + 1;
    let per_row = shape.len() == full.len() && shape[..kept] == full[..kept];
    per_row.then(|| (Rows::PerRow(x), full[kept..].iter().product()))
}

/// [`map2`] by the operation's loops.
fn map2_by<A: Shared, B: Shared, O: Shared>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    loops: &dyn BinaryLoops<A, B, O>,
) -> Result<ArrayD<O>, ShapeError> {
    // The common case without building views: the same loops on the same
    // runs as `collect_binary` finds in the views.
    if let Some((x, y, shape)) = flat_operands(a, b) {
        let len = check_output::<O>(shape)?;
        let data = kernels::collect_runs(x, y, len, loops).map_err(refused::<O>(shape))?;
        return Ok(ArrayD::from_shape_vec(IxDyn(shape), data)
            .expect("the data has one element per element of the shape"));
    }
    if let Some((x, y, shape, row_len)) = row_operands(a, b) {
        let len = check_output::<O>(shape)?;
        let data = kernels::collect_rows(x, y, len, row_len, loops).map_err(refused::<O>(shape))?;
        return Ok(ArrayD::from_shape_vec(IxDyn(shape), data)
            .expect("the data has one element per element of the shape"));
    }
    let (av, bv) = broadcast(a, b)?;
    check_output::<O>(av.shape())?;
    let data = kernels::collect_binary(av.view(), bv, loops).map_err(refused::<O>(av.shape()))?;
    Ok(ArrayD::from_shape_vec(av.raw_dim(), data)
        .expect("the data has one element per element of the shape"))
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
    kernels::write_binary_into(out, av, bv, loops);
    Ok(())
}

/// [`map2`] for an operation computed in `C`, with a faster path when `C` is
/// half precision and the operands are contiguous and of the same shape
/// (and [`kernels::fuses`]): `f32_op` is then the operation in `f32`,
/// rounded to `C` once per element.
#[inline]
pub(crate) fn map2_in<A: Element, B: Element, C: Element>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    f: impl Fn(A, B) -> C + Sync,
    f32_op: impl Fn(f32, f32) -> f32 + Sync,
) -> Result<ArrayD<C>, ShapeError> {
    if C::HALF
        && kernels::fuses::<A, B, C>()
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
        && kernels::fuses::<A, B, C>()
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

/// The shortest rows that [`map2_assign`] runs a flat loop along: below
/// it, a row's dispatch costs more than its elements.
const ROW: usize = 16;

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
    if let Some(y) = kernels::one_value(&b.view())
        && b.ndim() <= a.ndim()
        && let Some(x) = a.as_slice_mut()
    {
        kernels::map_assign(x, |x| f(x, y));
        return Ok(());
    }
    let error = || ShapeError::broadcast(a.shape(), b.shape());
    let bv = b.broadcast(a.raw_dim()).ok_or_else(error)?;
    let shape = a.shape().to_vec();
    // Along rows (the last axis) where they are long enough, the flat
    // loops for each row of `a` that is contiguous, against the row of `b`
    // (a bias) or its one value (a per-row statistic, `x - x.max(axis=-1,
    // keepdims=True)`); element by element otherwise. The same `f` on the
    // same pairs either way.
    let assign = |mut x: ArrayViewMutD<'_, A>, y: ArrayViewD<'_, B>| {
        let Some(last) = x.ndim().checked_sub(1).filter(|&k| x.shape()[k] >= ROW) else {
            return Zip::from(x).and(&y).for_each(|x, &y| *x = f(*x, y));
        };
        let axis = Axis(last);
        Zip::from(x.lanes_mut(axis))
            .and(y.lanes(axis))
            .for_each(|mut x, y| match (x.as_slice_mut(), y.to_slice()) {
                (Some(x), _) if y.strides()[0] == 0 => {
                    let y = y[0];
                    kernels::map_assign(x, |x| f(x, y));
                }
                (Some(x), Some(y)) => kernels::zip_assign(x, y, &f),
                _ => Zip::from(x).and(y).for_each(|x, &y| *x = f(*x, y)),
            });
    };
    match a.as_slice_mut() {
        Some(x) if !shape.is_empty() && splits(x.len()) => {
            // Whole rows at a time, on the pool's threads for a large `a`.
            kernels::on_rows(x, shape[1..].iter().product(), |rows, piece| {
                let piece = kernels::rows_view(&shape, rows.len(), piece);
                assign(piece, bv.slice_axis(Axis(0), Slice::from(rows)));
            });
        }
        _ => assign(a.view_mut(), bv),
    }
    Ok(())
}

/// The broadcast shape of three shapes.
pub(crate) fn broadcast_shape3(
    a: &[usize],
    b: &[usize],
    c: &[usize],
) -> Result<Vec<usize>, ShapeError> {
    broadcast_shape(&broadcast_shape(a, b)?, c)
}

/// `f` applied to each triple of elements of `a`, `b` and `c`, broadcast, into
/// a new array: one flat loop where each operand is contiguous or a single
/// value (a clip to scalar bounds, a select between scalars), else a flat
/// loop per lane where each operand's lane is contiguous or repeated (a
/// select by a mask broadcast along an axis), on the pool's threads for a
/// large output ([`kernels::collect_ternary`]).
#[inline]
pub(crate) fn map3<A: Shared, B: Shared, C: Shared, O: Shared>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    c: &ArrayD<C>,
    f: impl Fn(A, B, C) -> O + Sync,
) -> Result<ArrayD<O>, ShapeError> {
    let shape = broadcast_shape3(a.shape(), b.shape(), c.shape())?;
    check_output::<O>(&shape)?;
    let (av, bv, cv) = broadcast3(a, b, c, &shape)?;
    let data = kernels::collect_ternary(av, bv, cv, &Loops(f)).map_err(refused::<O>(&shape))?;
    Ok(ArrayD::from_shape_vec(IxDyn(&shape), data)
        .expect("the data has one element per element of the shape"))
}

/// [`map3`] written into `out`, whose shape must be the broadcast shape.
#[inline]
pub(crate) fn map3_into<A: Shared, B: Shared, C: Shared, O: Shared>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    c: &ArrayD<C>,
    out: ArrayViewMutD<'_, O>,
    f: impl Fn(A, B, C) -> O + Sync,
) -> Result<(), ShapeError> {
    let shape = broadcast_shape3(a.shape(), b.shape(), c.shape())?;
    if out.shape() != shape.as_slice() {
        return Err(ShapeError::output(&shape, out.shape()));
    }
    let (av, bv, cv) = broadcast3(a, b, c, &shape)?;
    kernels::write_ternary_into(out, av, bv, cv, &Loops(f));
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

/// [`map1_fn`] of `|x| last(x, then(first(x)))`, a function of three steps
/// whose one loop would be latency-bound: a contiguous `a` runs the steps
/// one after another over blocks of elements ([`kernels::steps_collect`]),
/// another the one loop. The values are the same.
///
/// # Panics
///
/// As [`map1`].
pub(crate) fn map1_steps<A: Shared, T: Copy + Default, O: Send>(
    a: &ArrayD<A>,
    first: impl Fn(A) -> T + Sync,
    then: impl Fn(T) -> T + Sync,
    last: impl Fn(A, T) -> O + Sync,
) -> ArrayD<O> {
    let Some(x) = a.as_slice() else {
        return map1_fn(a, |x| last(x, then(first(x))));
    };
    let data = kernels::steps_collect(x, first, then, last)
        .map_err(refused::<O>(a.shape()))
        .unwrap_or_else(|error| panic!("{error}"));
    ArrayD::from_shape_vec(a.raw_dim(), data)
        .expect("the data has one element per element of the shape")
}

/// [`map1`] by the operation's loops.
fn map1_by<A: Shared, O: Send>(a: &ArrayD<A>, loops: &dyn UnaryLoops<A, O>) -> ArrayD<O> {
    try_map1_by(a, loops).unwrap_or_else(|error| panic!("{error}"))
}

/// [`map1`], with an error where the output does not fit in memory.
fn try_map1<A: Shared, O: Send>(
    a: &ArrayD<A>,
    f: impl Fn(A) -> O + Sync,
) -> Result<ArrayD<O>, ShapeError> {
    try_map1_by(a, &Loops(f))
}

/// [`try_map1`] by the operation's loops.
fn try_map1_by<A: Shared, O: Send>(
    a: &ArrayD<A>,
    loops: &dyn UnaryLoops<A, O>,
) -> Result<ArrayD<O>, ShapeError> {
    let data = kernels::collect_unary(a.view(), loops).map_err(refused::<O>(a.shape()))?;
    Ok(ArrayD::from_shape_vec(a.raw_dim(), data)
        .expect("the data has one element per element of the shape"))
}

/// A copy of `view` in standard (row-major) layout, its shape checked
/// ([`check_output`]) and its storage allocated fallibly: how an operation
/// copies a view that can be larger than the tensor it reads (a broadcast),
/// or that has a shape no tensor may have.
pub(crate) fn copy_checked<E: Copy + Send + Sync>(
    view: ArrayViewD<'_, E>,
) -> Result<ArrayD<E>, ShapeError> {
    copy_within(None, view)
}

/// `array` in standard layout: borrowed where it is, else copied as
/// [`copy_part`] copies (a transpose by the strided kernel, a flip or a
/// broadcast a row at a time), its size checked and its storage allocated
/// fallibly, where `as_standard_layout` steps through an element at a time
/// and aborts if memory runs out.
pub(crate) fn standard_layout<E: Copy + Send + Sync>(
    array: &ArrayD<E>,
) -> Result<CowArray<'_, E, IxDyn>, ShapeError> {
    if array.is_standard_layout() {
        return Ok(CowArray::from(array.view()));
    }
    copy_part(array, array.view()).map(CowArray::from)
}

/// [`copy_checked`] of `view`, a view of `array` (a slice, an axis, a
/// piece, an axis inserted or removed, axes permuted): read from `array`'s
/// memory by the strided kernel, whole contiguous rows at a time and on
/// the pool's threads, where `view` is not contiguous (`x[..., 0, :]`, the
/// halves of `split`), instead of an element at a time.
pub(crate) fn copy_part<'a, E: Copy + Send + Sync>(
    array: &'a ArrayD<E>,
    view: ArrayViewD<'a, E>,
) -> Result<ArrayD<E>, ShapeError> {
    copy_within(array.as_slice_memory_order(), view)
}

/// [`copy_checked`], reading through `memory` where it holds `view`.
fn copy_within<'a, E: Copy + Send + Sync>(
    memory: Option<&'a [E]>,
    view: ArrayViewD<'a, E>,
) -> Result<ArrayD<E>, ShapeError> {
    check_output::<E>(view.shape())?;
    if let Some((memory, strides)) = permutation(&view).or_else(|| span(memory?, &view)) {
        // A permutation of contiguous memory (a transpose, permuted axes),
        // or a strided part of it: copied in cache-sized tiles (whole rows
        // where the last axis is contiguous) on the pool's threads.
        let data = kernels::strided_copy(memory, view.shape(), &strides)
            .map_err(refused::<E>(view.shape()))?;
        return Ok(ArrayD::from_shape_vec(view.raw_dim(), data)
            .expect("the data has one element per element of the shape"));
    }
    let data = match view.as_slice() {
        Some(slice) => {
            let mut data = kernels::output_vec(view.len()).map_err(refused::<E>(view.shape()))?;
            data.extend_from_slice(slice);
            data
        }
        // Flipped or broadcast axes, or a view of memory not given: a row
        // at a time.
        None => kernels::copy_rows(view.view()).map_err(refused::<E>(view.shape()))?,
    };
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

/// The piece of `memory` that `view` spans, from its first element to its
/// last, with `view`'s strides in it, if `view` lies in `memory` (checked)
/// with no negative stride and no broadcast axis, and is not contiguous
/// (a plain copy is best there).
fn span<'a, E>(
    memory: &'a [E],
    view: &ArrayViewD<'a, E>,
) -> Option<(&'a [E], std::vec::Vec<usize>)> {
    if view.as_slice().is_some() || view.is_empty() || size_of::<E>() == 0 {
        return None;
    }
    let mut strides = non_negative(view.strides())?;
    for (stride, &n) in strides.iter_mut().zip(view.shape()) {
        match (*stride, n) {
            // A broadcast axis (stride 0): element by element, as before.
            (0, 2..) => return None,
            // An axis of one index: its stride is never stepped.
            (0, _) => *stride = 1,
            _ => {}
        }
    }
    let last: usize = view
        .shape()
        .iter()
        .zip(&strides)
        .map(|(&n, &stride)| (n - 1) * stride)
        .sum();
    let bytes = (view.as_ptr() as usize).checked_sub(memory.as_ptr() as usize)?;
    let start = bytes / size_of::<E>();
    let piece = memory.get(start..=start.checked_add(last)?)?;
    core::ptr::eq(piece.as_ptr(), view.as_ptr()).then_some((piece, strides))
}

/// `strides` as `usize`s, if none is negative.
fn non_negative(strides: &[isize]) -> Option<std::vec::Vec<usize>> {
    strides.iter().map(|&s| usize::try_from(s).ok()).collect()
}

/// [`convert`] of a borrowed array: `a` itself, borrowed, where its
/// elements are `O`s already, else converted once (a scalar operand: one
/// value, before a loop, rather than once per element inside it), with an
/// error where the copy does not fit in memory.
pub(crate) fn convert_borrowed<A: Element, O: Element>(
    a: &ArrayD<A>,
) -> Result<Cow<'_, ArrayD<O>>, ShapeError> {
    match (a as &dyn Any).downcast_ref::<ArrayD<O>>() {
        Some(same) => Ok(Cow::Borrowed(same)),
        None => try_map1(a, Element::cast::<O>).map(Cow::Owned),
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

    /// Every strided part of an array (an index along a middle axis, a
    /// slice with a step, the halves of a split, a broadcast, reversed and
    /// permuted axes) copies to the values of ndarray's own copy, through
    /// the strided kernel where `copy_part` finds its span in the memory.
    #[test]
    fn parts_of_an_array_copy_as_ndarray_copies_them() {
        use ndarray::{Axis, Slice, s};
        let array = ArrayD::from_shape_vec(
            IxDyn(&[3, 4, 2, 5]),
            (0..120).map(|i| i * 7 % 31).collect::<std::vec::Vec<i32>>(),
        )
        .unwrap();
        let mut reversed = array.view();
        reversed.invert_axis(Axis(1));
        let small = ArrayD::from_shape_vec(IxDyn(&[3, 1]), std::vec![1, 2, 3]).unwrap();
        let views = [
            array.index_axis(Axis(2), 0),
            array.index_axis(Axis(3), 4),
            array.slice(s![.., 1..;2, .., 1..4]).into_dyn(),
            array.slice_axis(Axis(3), Slice::from(..2)),
            array.slice_axis(Axis(3), Slice::from(2..)),
            array.view().permuted_axes(IxDyn(&[3, 0, 2, 1])),
            reversed,
            array.slice(s![2, .., 1, ..]).into_dyn(),
        ];
        for view in views {
            assert!(
                span(array.as_slice().unwrap(), &view).is_some()
                    || view.strides().iter().any(|&s| s < 0)
            );
            let copied = copy_part(&array, view.clone()).unwrap();
            assert_eq!(copied, view.to_owned(), "{:?}", view.shape());
            assert!(copied.is_standard_layout());
        }
        // A broadcast (stride 0) is copied element by element.
        let wide = small.broadcast(IxDyn(&[3, 4])).unwrap();
        assert_eq!(copy_part(&small, wide.clone()).unwrap(), wide.to_owned());
        assert!(span(small.as_slice().unwrap(), &wide).is_none());
        // A view of another array's memory is copied, not read from `array`.
        assert_eq!(copy_part(&array, wide.clone()).unwrap(), wide.to_owned());
        assert!(span(array.as_slice().unwrap(), &wide).is_none());
    }
}
