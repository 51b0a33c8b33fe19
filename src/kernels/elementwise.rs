//! Elementwise loops over arrays broadcast to one shape: each operation
//! compiled as its loops only ([`BinaryLoops`], [`UnaryLoops`]: the flat
//! loops and a strided lane, with the element function inlined), and the
//! broadcast walk, the choice of loop and the split over the pool compiled
//! once per element types, calling the loops through a trait object.
//!
//! The shapes are the caller's to check: here the operands are views
//! already broadcast to the output's shape, and an output too large for
//! memory is the allocator's error ([`TryReserveError`]), for the tensor
//! layer to report with the shape.

use core::mem::MaybeUninit;
use std::collections::TryReserveError;
use std::vec::Vec;

use ndarray::{ArrayView1, ArrayViewD, ArrayViewMut1, ArrayViewMutD, Axis, IxDyn, Slice, Zip};

use super::parallel::splits;
use super::{on_pieces, on_rows, output_vec};
use crate::simd;

/// The loops' traits are implemented here only ([`Loops`], [`FnLoops`]):
/// the safety of [`written`]'s callers rests on what each method writes.
mod sealed {
    pub trait Sealed {}
    impl<F> Sealed for super::Loops<F> {}
    impl<F> Sealed for super::FnLoops<F> {}
}

/// What the loops need of an element type: copied, and shared between the
/// threads that a large operation runs on.
pub(crate) trait Shared: Copy + Send + Sync {}

impl<T: Copy + Send + Sync> Shared for T {}

/// The loops of one operation on two operands, each compiled with the
/// operation inlined, so vectorised: every other step of an elementwise
/// operation (the broadcast, the choice of loop, the split over the pool)
/// reaches them through `&dyn BinaryLoops`, compiled once per element
/// types rather than once per operation. Each writes every element of `out`.
pub(crate) trait BinaryLoops<A, B, O>: Sync + sealed::Sealed {
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

/// The [`BinaryLoops`] (and [`UnaryLoops`]) of an element function.
pub(crate) struct Loops<F>(pub(crate) F);

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
        if let (Some(x), Some(y)) = (Run::of_view(&a), Run::of_view(&b))
            && !matches!((x, y), (Run::Value(_), Run::Value(_)))
        {
            return on_pieces(o, |at, o| {
                let n = o.len();
                flat2(loops, x.piece(at, n), y.piece(at, n), o);
            });
        }
        if !shape.is_empty() && splits(o.len()) {
            return on_rows(o, shape[1..].iter().product(), |rows, piece| {
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
pub(crate) fn one_value<A: Copy>(a: &ArrayViewD<'_, A>) -> Option<A> {
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
pub(crate) fn rows_view<'a, T>(
    shape: &[usize],
    rows: usize,
    piece: &'a mut [T],
) -> ArrayViewMutD<'a, T> {
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
    if out.ndim() == 0 {
        let axis = Axis(0);
        return lanes(
            out.insert_axis(axis),
            a.insert_axis(axis),
            b.insert_axis(axis),
            loops,
        );
    }
    let axis = lane_axis(out.shape());
    Zip::from(out.lanes_mut(axis))
        .and(a.lanes(axis))
        .and(b.lanes(axis))
        .for_each(|mut o, x, y| {
            if let Some(o) = o.as_slice_mut()
                && let (Some(x), Some(y)) = (Run::of_lane(&x), Run::of_lane(&y))
                && flat2(loops, x, y, o)
            {
                return;
            }
            loops.strided(o, x, y);
        });
}

/// The axis of the lanes that [`lanes`] and [`lanes3`] run along, for an
/// output of `shape` (at least one axis): the last where its rows are long
/// enough, else the longest.
fn lane_axis(shape: &[usize]) -> Axis {
    /// The shortest rows run along the last axis: below it, a lane's
    /// dispatch costs more than its elements.
    const ROW: usize = 16;
    let last = shape.len() - 1;
    Axis(match shape[last] >= ROW {
        true => last,
        false => (0..shape.len())
            .rev()
            .max_by_key(|&k| shape[k])
            .unwrap_or(last),
    })
}

/// Whether a lane is one value repeated (a broadcast axis: stride 0).
fn repeated<T>(lane: &ArrayView1<'_, T>) -> bool {
    lane.strides()[0] == 0
}

/// One operand of a flat loop: its elements in a row, or one value repeated
/// (a broadcast operand, a Rust scalar).
#[derive(Clone, Copy)]
pub(crate) enum Run<'a, T> {
    /// The elements, one per output element.
    Slice(&'a [T]),
    /// One value for every output element.
    Value(T),
}

impl<'a, T: Copy> Run<'a, T> {
    /// A whole view as a run: its elements if contiguous in row-major
    /// order, its one value if it repeats one.
    fn of_view(view: &ArrayViewD<'a, T>) -> Option<Self> {
        match view.to_slice() {
            Some(x) => Some(Run::Slice(x)),
            None => one_value(view).map(Run::Value),
        }
    }

    /// The number of elements of a slice; `None` for one value.
    fn len(&self) -> Option<usize> {
        match self {
            Run::Slice(x) => Some(x.len()),
            Run::Value(_) => None,
        }
    }

    /// A lane as a run: one value repeated (stride 0), or contiguous.
    fn of_lane(lane: &ArrayView1<'a, T>) -> Option<Self> {
        if repeated(lane) && !lane.is_empty() {
            return Some(Run::Value(lane[0]));
        }
        lane.to_slice().map(Run::Slice)
    }

    /// The `len` elements from `at` (the same value for a repeated one).
    fn piece(self, at: usize, len: usize) -> Self {
        match self {
            Run::Slice(x) => Run::Slice(&x[at..at + len]),
            value => value,
        }
    }
}

/// `loops`' flat loop for two runs, where one of them has elements (the
/// other may be one value); `false`, writing nothing, where both are one
/// value.
fn flat2<A: Copy, B: Copy, O>(
    loops: &dyn BinaryLoops<A, B, O>,
    x: Run<'_, A>,
    y: Run<'_, B>,
    out: &mut [MaybeUninit<O>],
) -> bool {
    match (x, y) {
        (Run::Slice(x), Run::Slice(y)) => loops.zip(x, y, out),
        (Run::Slice(x), Run::Value(y)) => loops.left(x, y, out),
        (Run::Value(x), Run::Slice(y)) => loops.right(x, y, out),
        (Run::Value(_), Run::Value(_)) => return false,
    }
    true
}

/// The loops of one operation on three operands (`jnp.where`, `jnp.clip`),
/// compiled with the operation inlined, as [`BinaryLoops`] are for two. Each
/// writes every element of `out`.
pub(crate) trait TernaryLoops<A, B, C, O>: Sync + sealed::Sealed {
    /// `out[i] = f(x[i], y[i], z[i])`, each operand a run of `out`'s length
    /// or one value: the flat loop over the operands that are runs.
    fn flat(&self, x: Run<'_, A>, y: Run<'_, B>, z: Run<'_, C>, out: &mut [MaybeUninit<O>]);
    /// The same along lanes of one length and any strides.
    fn strided(
        &self,
        out: ArrayViewMut1<'_, MaybeUninit<O>>,
        x: ArrayView1<'_, A>,
        y: ArrayView1<'_, B>,
        z: ArrayView1<'_, C>,
    );
}

impl<A: Copy, B: Copy, C: Copy, O, F: Fn(A, B, C) -> O + Sync> TernaryLoops<A, B, C, O>
    for Loops<F>
{
    fn flat(&self, x: Run<'_, A>, y: Run<'_, B>, z: Run<'_, C>, out: &mut [MaybeUninit<O>]) {
        use Run::{Slice as S, Value as V};
        let f = &self.0;
        match (x, y, z) {
            (S(x), S(y), S(z)) => simd::zip3_uninit(x, y, z, out, f),
            (S(x), S(y), V(z)) => simd::zip_uninit(x, y, out, &|x, y| f(x, y, z)),
            (S(x), V(y), S(z)) => simd::zip_uninit(x, z, out, &|x, z| f(x, y, z)),
            (V(x), S(y), S(z)) => simd::zip_uninit(y, z, out, &|y, z| f(x, y, z)),
            (S(x), V(y), V(z)) => simd::map_uninit(x, out, &|x| f(x, y, z)),
            (V(x), S(y), V(z)) => simd::map_uninit(y, out, &|y| f(x, y, z)),
            (V(x), V(y), S(z)) => simd::map_uninit(z, out, &|z| f(x, y, z)),
            (V(x), V(y), V(z)) => out.iter_mut().for_each(|o| {
                o.write(f(x, y, z));
            }),
        }
    }

    fn strided(
        &self,
        mut out: ArrayViewMut1<'_, MaybeUninit<O>>,
        x: ArrayView1<'_, A>,
        y: ArrayView1<'_, B>,
        z: ArrayView1<'_, C>,
    ) {
        for (((o, &x), &y), &z) in out.iter_mut().zip(&x).zip(&y).zip(&z) {
            o.write((self.0)(x, y, z));
        }
    }
}

/// `out[i] = f(a[i], b[i], c[i])` for operands broadcast to `out`'s shape,
/// as [`write2`] runs two: one flat loop where each operand is contiguous or
/// one value, split in pieces over the pool's threads; else lanes
/// ([`lanes3`]) of whole rows of an output in standard layout, split over
/// the pool's threads for a large one (`jnp.where(mask[..., None, :], x,
/// y)`); else lanes of the whole output on this thread.
fn write3<A: Shared, B: Shared, C: Shared, O: Send>(
    mut out: ArrayViewMutD<'_, MaybeUninit<O>>,
    a: ArrayViewD<'_, A>,
    b: ArrayViewD<'_, B>,
    c: ArrayViewD<'_, C>,
    loops: &dyn TernaryLoops<A, B, C, O>,
) {
    let shape = out.shape().to_vec();
    if let Some(o) = out.as_slice_mut() {
        if let (Some(x), Some(y), Some(z)) = (Run::of_view(&a), Run::of_view(&b), Run::of_view(&c))
        {
            return on_pieces(o, |at, o| {
                let n = o.len();
                loops.flat(x.piece(at, n), y.piece(at, n), z.piece(at, n), o);
            });
        }
        if !shape.is_empty() && splits(o.len()) {
            return on_rows(o, shape[1..].iter().product(), |rows, piece| {
                let piece = rows_view(&shape, rows.len(), piece);
                let rows = Slice::from(rows);
                lanes3(
                    piece,
                    a.slice_axis(Axis(0), rows),
                    b.slice_axis(Axis(0), rows),
                    c.slice_axis(Axis(0), rows),
                    loops,
                );
            });
        }
    }
    lanes3(out, a, b, c, loops);
}

/// [`lanes`] for three operands: each lane a flat loop where every
/// operand's lane is contiguous or one value repeated, else a strided loop.
fn lanes3<A: Shared, B: Shared, C: Shared, O: Send>(
    mut out: ArrayViewMutD<'_, MaybeUninit<O>>,
    a: ArrayViewD<'_, A>,
    b: ArrayViewD<'_, B>,
    c: ArrayViewD<'_, C>,
    loops: &dyn TernaryLoops<A, B, C, O>,
) {
    if out.ndim() == 0 {
        let axis = Axis(0);
        return lanes3(
            out.insert_axis(axis),
            a.insert_axis(axis),
            b.insert_axis(axis),
            c.insert_axis(axis),
            loops,
        );
    }
    let axis = lane_axis(out.shape());
    Zip::from(out.lanes_mut(axis))
        .and(a.lanes(axis))
        .and(b.lanes(axis))
        .and(c.lanes(axis))
        .for_each(|mut o, x, y, z| {
            if let Some(o) = o.as_slice_mut()
                && let (Some(x), Some(y), Some(z)) =
                    (Run::of_lane(&x), Run::of_lane(&y), Run::of_lane(&z))
            {
                return loops.flat(x, y, z, o);
            }
            loops.strided(o, x, y, z);
        });
}

/// `f(a[i], b[i], c[i])` for each element of three views of one shape
/// (checked), in row-major order, into a new vector (see [`write3`]).
pub(crate) fn collect_ternary<A: Shared, B: Shared, C: Shared, O: Send>(
    a: ArrayViewD<'_, A>,
    b: ArrayViewD<'_, B>,
    c: ArrayViewD<'_, C>,
    loops: &dyn TernaryLoops<A, B, C, O>,
) -> Result<Vec<O>, TryReserveError> {
    assert!(
        a.shape() == b.shape() && a.shape() == c.shape(),
        "the operands are broadcast to one shape"
    );
    written(a.len(), |out| {
        let out = ArrayViewMutD::from_shape(a.raw_dim(), out)
            .expect("the output holds one element per element of the shape");
        write3(out, a.view(), b, c, loops);
    })
}

/// `out[i] = f(a[i], b[i], c[i])` for three views of `out`'s shape
/// (checked), over `out`'s elements (of any layout).
pub(crate) fn write_ternary_into<A: Shared, B: Shared, C: Shared, O: Shared>(
    mut out: ArrayViewMutD<'_, O>,
    a: ArrayViewD<'_, A>,
    b: ArrayViewD<'_, B>,
    c: ArrayViewD<'_, C>,
    loops: &dyn TernaryLoops<A, B, C, O>,
) {
    assert!(
        a.shape() == out.shape() && b.shape() == out.shape() && c.shape() == out.shape(),
        "the operands have the output's shape"
    );
    let raw = out.raw_view_mut().cast::<MaybeUninit<O>>();
    // SAFETY: as in `write_binary_into`: the view has `out`'s elements and
    // strides and borrows it mutably until the end of this function; the
    // `TernaryLoops` methods (sealed, implemented in this file) store only
    // initialised values, and `O: Copy` has no drop that a store skips.
    let view = unsafe { raw.deref_into_view_mut() };
    write3(view, a, b, c, loops);
}

/// The loops of one operation on one operand, compiled with the operation
/// inlined, as [`BinaryLoops`] are for two. Each writes every element of
/// `out`.
pub(crate) trait UnaryLoops<A, O>: Sync + sealed::Sealed {
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
pub(crate) struct FnLoops<F>(pub(crate) F);

impl<A: Copy, O, F: Fn(A) -> O + Sync> UnaryLoops<A, O> for FnLoops<F> {
    fn flat(&self, x: &[A], out: &mut [MaybeUninit<O>]) {
        simd::map_fn_uninit(x, out, &self.0);
    }

    fn strided(&self, x: ArrayView1<'_, A>, out: &mut [MaybeUninit<O>]) {
        Loops(&self.0).strided(x, out);
    }
}

/// The elements of a new vector of `len`, allocated fallibly and
/// initialised by `write`, which must write every element it is given: the
/// callers give it to [`write2`], [`write3`], to the loops of
/// [`UnaryLoops`], or (in `converted::collect_converted`) to
/// `BinaryLoops::left`, `right` or `zip` block by block, whose calls cover
/// their output and each of which writes every element it is given (the
/// implementations, [`Loops`] and [`FnLoops`], are in this file, and the
/// traits are sealed); `copy::copy_rows` writes each row of its output;
/// `fused::collect` writes each block of its output (a fused node's loops,
/// or a fill or copy of one value or slice of the block's length).
pub(super) fn written<O>(
    len: usize,
    write: impl FnOnce(&mut [MaybeUninit<O>]),
) -> Result<Vec<O>, TryReserveError> {
    let mut data = output_vec(len)?;
    write(&mut data.spare_capacity_mut()[..len]);
    // SAFETY: the capacity is at least `len`, and `write` initialised its
    // first `len` elements (the contract above, kept by this file's
    // callers). If it panics, `data` is dropped empty: a leak, not a read of
    // uninitialised values.
    unsafe { data.set_len(len) };
    Ok(data)
}

/// `f(a[i], b[i])` for each element of two views of one shape (checked), in
/// row-major order, into a new vector (see [`write2`] for the paths).
pub(crate) fn collect_binary<A: Shared, B: Shared, O: Shared>(
    a: ArrayViewD<'_, A>,
    b: ArrayViewD<'_, B>,
    loops: &dyn BinaryLoops<A, B, O>,
) -> Result<Vec<O>, TryReserveError> {
    assert_eq!(
        a.shape(),
        b.shape(),
        "the operands are broadcast to one shape"
    );
    written(a.len(), |out| {
        let out = ArrayViewMutD::from_shape(a.raw_dim(), out)
            .expect("the output holds one element per element of the shape");
        write2(out, a.view(), b.view(), loops);
    })
}

/// `loops` on two runs of `len` elements, one of them with elements
/// (checked), into a new vector: the flat loops, on the pool's threads for a
/// large `len`, without the views of [`collect_binary`] (contiguous operands
/// of one shape, or one and a single value), which cost more than the loop
/// on a thousand elements.
pub(crate) fn collect_runs<A: Shared, B: Shared, O: Shared>(
    x: Run<'_, A>,
    y: Run<'_, B>,
    len: usize,
    loops: &dyn BinaryLoops<A, B, O>,
) -> Result<Vec<O>, TryReserveError> {
    for run_len in [x.len(), y.len()].into_iter().flatten() {
        assert_eq!(run_len, len, "a run has one element per output element");
    }
    assert!(
        matches!(x, Run::Slice(_)) || matches!(y, Run::Slice(_)),
        "one of the runs has elements"
    );
    written(len, |out| {
        on_pieces(out, |at, o| {
            let n = o.len();
            flat2(loops, x.piece(at, n), y.piece(at, n), o);
        });
    })
}

/// A contiguous operand of an array of rows, as [`collect_rows`] reads it.
#[derive(Clone, Copy)]
pub(crate) enum Rows<'a, T> {
    /// One element per output element.
    Whole(&'a [T]),
    /// One row, the same for every output row.
    Row(&'a [T]),
    /// One value for each output row.
    PerRow(&'a [T]),
}

impl<'a, T: Copy> Rows<'a, T> {
    /// Row `r` (of `len` elements) of the operand, as a run.
    fn row(self, r: usize, len: usize) -> Run<'a, T> {
        match self {
            Rows::Whole(x) => Run::Slice(&x[r * len..(r + 1) * len]),
            Rows::Row(x) => Run::Slice(x),
            Rows::PerRow(x) => Run::Value(x[r]),
        }
    }
}

/// `loops` on two operands broadcast along rows of `row_len` elements (a
/// bias row, a per-row statistic), `len` elements in all, one of them
/// [`Rows::Whole`] (checked): the flat loops row by row, on the pool's
/// threads for a large `len`, without the views of [`collect_binary`].
pub(crate) fn collect_rows<A: Shared, B: Shared, O: Shared>(
    x: Rows<'_, A>,
    y: Rows<'_, B>,
    len: usize,
    row_len: usize,
    loops: &dyn BinaryLoops<A, B, O>,
) -> Result<Vec<O>, TryReserveError> {
    let rows = len.checked_div(row_len).unwrap_or(0);
    for operand_len in [rows_len(x, rows, row_len), rows_len(y, rows, row_len)] {
        assert!(
            operand_len,
            "an operand has the elements its kind of rows reads"
        );
    }
    assert!(
        matches!(x, Rows::Whole(_)) || matches!(y, Rows::Whole(_)),
        "one of the operands has every element"
    );
    written(len, |out| {
        on_rows(out, row_len, |range, piece| {
            for (r, o) in range.zip(piece.chunks_exact_mut(row_len)) {
                flat2(loops, x.row(r, row_len), y.row(r, row_len), o);
            }
        });
    })
}

/// Whether `x` has the elements [`Rows::row`] reads for `rows` rows of
/// `row_len`.
fn rows_len<T>(x: Rows<'_, T>, rows: usize, row_len: usize) -> bool {
    match x {
        Rows::Whole(x) => x.len() == rows * row_len,
        Rows::Row(x) => x.len() == row_len,
        Rows::PerRow(x) => x.len() == rows,
    }
}

/// `out[i] = f(a[i], b[i])` for two views of `out`'s shape (checked), over
/// `out`'s elements (of any layout).
pub(crate) fn write_binary_into<A: Shared, B: Shared, O: Shared>(
    mut out: ArrayViewMutD<'_, O>,
    a: ArrayViewD<'_, A>,
    b: ArrayViewD<'_, B>,
    loops: &dyn BinaryLoops<A, B, O>,
) {
    assert_eq!(
        a.shape(),
        out.shape(),
        "the operands have the output's shape"
    );
    assert_eq!(
        b.shape(),
        out.shape(),
        "the operands have the output's shape"
    );
    let raw = out.raw_view_mut().cast::<MaybeUninit<O>>();
    // SAFETY: `MaybeUninit<O>` has the size and alignment of `O` (checked by
    // `cast`), so the view has the elements and strides of `out`, which it
    // borrows mutably for as long as it lives (to the end of this function).
    // Its elements are initialised and stay so: the `BinaryLoops` methods
    // (the implementations, sealed, are in this file) store only initialised
    // values, and `O: Copy` has no drop that a store skips.
    let view = unsafe { raw.deref_into_view_mut() };
    write2(view, a, b, loops);
}

/// `f(a[i])` for each element of `a`, in row-major order, into a new
/// vector: a contiguous `a` in pieces on the pool's threads, another a
/// lane (along the last axis) at a time.
pub(crate) fn collect_unary<A: Shared, O: Send>(
    a: ArrayViewD<'_, A>,
    loops: &dyn UnaryLoops<A, O>,
) -> Result<Vec<O>, TryReserveError> {
    written(a.len(), |out| match a.as_slice() {
        Some(x) => on_pieces(out, |at, o| loops.flat(&x[at..at + o.len()], o)),
        // Not contiguous, so with an axis: its rows, in row-major order, are
        // as many as the chunks of `out`.
        None => {
            let lane = a.shape().last().map_or(1, |&n| n.max(1));
            for (x, o) in a.rows().into_iter().zip(out.chunks_exact_mut(lane)) {
                loops.strided(x, o);
            }
        }
    })
}
