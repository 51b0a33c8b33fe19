//! Fused elementwise evaluation: a tree of elementwise operations run one
//! block of elements at a time, so that no intermediate is written to
//! memory. Each operation's block is the loop of its element function
//! ([`BinaryLoops`], [`UnaryLoops`]: the same loops, so the same bits, as
//! the operation run on its own), into a buffer of [`BLOCK`] elements that
//! stays in the core's cache, read by the operation above it; the root
//! writes straight into the output. The blocks of a large output run on
//! the pool's threads, each thread with its own buffers.
//!
//! This is XLA's loop fusion re-derived for eager values: XLA's CPU emitter
//! computes a fused element from its operands' elements in registers; here
//! a block of each operation is computed by its vectorised loop, which keeps
//! each step's rounding and lets every step use the vector instructions its
//! own loop uses.
//!
//! Every node but a leaf has the shape of the output it is evaluated for
//! (the typed front, `tensor/lazy.rs`, evaluates an operand that is
//! broadcast first); a leaf is read at the positions of its parent's shape,
//! broadcast.

use core::any::Any;
use core::mem::MaybeUninit;
use std::borrow::Cow;
use std::boxed::Box;
use std::collections::TryReserveError;
use std::vec;
use std::vec::Vec;

use super::elementwise::{BinaryLoops, Run, Shared, TernaryLoops, UnaryLoops, written};
use super::loops::on_weighted_pieces;
use super::parallel::WRITTEN;

/// The elements of one block, at most: 1,024 (4 KiB of `f32`), so that the
/// buffers of a chain of operations stay in the core's first-level cache.
pub(crate) const BLOCK: usize = 1024;

/// One thread's buffers for a node and its operands, made by
/// [`Node::scratch`] once per piece of the output.
pub(crate) struct Scratch {
    /// The node's own buffer of [`BLOCK`] elements (a `Vec<MaybeUninit<T>>`),
    /// or nothing.
    own: Box<dyn Any>,
    /// The operands' scratch, in order.
    operands: Vec<Scratch>,
}

impl Scratch {
    /// A buffer of [`BLOCK`] elements of `T`, and the operands' scratch.
    fn with_buffer<T: 'static>(operands: Vec<Scratch>) -> Self {
        let buffer: Vec<MaybeUninit<T>> = core::iter::repeat_with(MaybeUninit::uninit)
            .take(BLOCK)
            .collect();
        Scratch {
            own: Box::new(buffer),
            operands,
        }
    }

    /// No buffer.
    fn empty() -> Self {
        Scratch {
            own: Box::new(()),
            operands: Vec::new(),
        }
    }

    /// The node's buffer, `len` elements of it, and its operands' scratch.
    fn split<T: 'static>(&mut self, len: usize) -> (&mut [MaybeUninit<T>], &mut [Scratch]) {
        let buffer = self
            .own
            .downcast_mut::<Vec<MaybeUninit<T>>>()
            .expect("a node's scratch holds a buffer of its own element type");
        (&mut buffer[..len], &mut self.operands)
    }
}

/// One node of a fused tree: elements of type `T` at every position of its
/// shape, in row-major order, a block at a time.
pub(crate) trait Node<T>: Sync {
    /// This node's and its operands' buffers, for one thread.
    fn scratch(&self) -> Scratch;

    /// The `len` elements (at most [`BLOCK`]) from position `at`: a slice
    /// (of a leaf's own elements, or of the node's buffer), or one value
    /// that every element of the block has (a Rust scalar, a 0-d tensor, a
    /// per-row statistic in a block of its row, and operations on them only).
    fn piece<'s>(&'s self, at: usize, len: usize, scratch: &'s mut Scratch) -> Run<'s, T>;

    /// The elements from position `at`, written into `out` (at most
    /// [`BLOCK`] of them): every element of `out`.
    fn write(&self, at: usize, out: &mut [MaybeUninit<T>], scratch: &mut Scratch);

    /// The operations below this node, itself included: the work per
    /// element, to decide how to split it over threads.
    fn operations(&self) -> usize;
}

/// An operation of a fused tree on the blocks of its operands: what each
/// of [`Binary`], [`Unary`] and [`Ternary`] adds to a [`Node`], which every
/// operation is the same way (its buffer, its block or one value), as
/// [`Fused`].
trait Operation<O>: Sync {
    /// The operands' scratch, in order.
    fn operands(&self) -> Vec<Scratch>;

    /// The operands' pieces from position `at`, then the operation into
    /// `out` (every element of it); `None`, writing nothing, where every
    /// operand is one value, then the one value of the result.
    fn apply(&self, at: usize, out: &mut [MaybeUninit<O>], operands: &mut [Scratch]) -> Option<O>;

    /// The operations below this one.
    fn below(&self) -> usize;
}

/// An [`Operation`] as a node of the tree.
struct Fused<T>(T);

impl<O: Shared + 'static, T: Operation<O>> Node<O> for Fused<T> {
    fn scratch(&self) -> Scratch {
        Scratch::with_buffer::<O>(self.0.operands())
    }

    fn piece<'s>(&'s self, at: usize, len: usize, scratch: &'s mut Scratch) -> Run<'s, O> {
        let (out, operands) = scratch.split::<O>(len);
        match self.0.apply(at, out, operands) {
            Some(value) => Run::Value(value),
            None => Run::Slice(initialised(out)),
        }
    }

    fn write(&self, at: usize, out: &mut [MaybeUninit<O>], scratch: &mut Scratch) {
        if let Some(value) = self.0.apply(at, out, &mut scratch.operands) {
            fill(out, value);
        }
    }

    fn operations(&self) -> usize {
        1 + self.0.below()
    }
}

/// `out`, every element of which has been written, as initialised values.
fn initialised<T>(out: &mut [MaybeUninit<T>]) -> &[T] {
    // SAFETY: the callers pass a slice that the loops of `BinaryLoops` or
    // `UnaryLoops` (each writes every element of its output, their contract)
    // or `fill`/`gather` below have just written in full; `MaybeUninit<T>`
    // has `T`'s size and alignment, so the slice of initialised values has
    // the same length and layout.
    unsafe { &*(core::ptr::from_mut(out) as *const [T]) }
}

/// Every element of `out` set to `value`.
fn fill<T: Copy>(out: &mut [MaybeUninit<T>], value: T) {
    for o in out {
        o.write(value);
    }
}

/// Writes `piece` into `out`, of its length.
fn copy_piece<T: Copy>(piece: Run<'_, T>, out: &mut [MaybeUninit<T>]) {
    match piece {
        Run::Slice(values) => {
            for (o, &v) in out.iter_mut().zip(values) {
                o.write(v);
            }
        }
        Run::Value(value) => fill(out, value),
    }
}

/// A tensor's elements read at the positions of a shape it broadcasts to.
pub(crate) struct Leaf<'a, T: Clone> {
    /// The elements, in row-major order.
    data: Cow<'a, [T]>,
    /// How the leaf is read.
    read: Read,
}

/// How a [`Leaf`] is read at the positions of its parent's shape.
enum Read {
    /// Its own elements in order: the leaf has the parent's shape.
    Same,
    /// Its one element everywhere.
    One,
    /// Through strides: `shape` is the parent's, `strides` the leaf's
    /// stride (in elements) along each of its axes, 0 where it is broadcast.
    Broadcast {
        shape: Vec<usize>,
        strides: Vec<usize>,
    },
}

impl<'a, T: Shared + 'static> Leaf<'a, T> {
    /// The elements `data`, in row-major order, of a tensor of `shape`, read
    /// at the positions of `to`, a shape that `shape` broadcasts to (NumPy's
    /// rule, checked by the caller).
    pub(crate) fn new(data: Cow<'a, [T]>, shape: &[usize], to: &[usize]) -> Self {
        let read = if shape == to {
            Read::Same
        } else if data.len() == 1 {
            Read::One
        } else {
            // The strides of a row-major array of `shape`, aligned at the
            // last axis of `to`, 0 along the axes it is broadcast over.
            let pad = to.len() - shape.len();
            let mut strides = vec![0; to.len()];
            let mut stride = 1;
            for (axis, &n) in shape.iter().enumerate().rev() {
                strides[pad + axis] = if n == 1 { 0 } else { stride };
                stride *= n;
            }
            Read::Broadcast {
                shape: to.to_vec(),
                strides,
            }
        };
        Leaf { data, read }
    }

    /// The elements at the `out.len()` positions from `at` of the parent's
    /// `shape`, read through `strides`.
    fn gather(&self, shape: &[usize], strides: &[usize], at: usize, out: &mut [MaybeUninit<T>]) {
        let (Some(&row), Some(&step)) = (shape.last(), strides.last()) else {
            return fill(out, self.data[0]);
        };
        let mut index = index_of(shape, at);
        let mut done = 0;
        while done < out.len() {
            let start = offset(&index, strides);
            let run = (row - index[index.len() - 1]).min(out.len() - done);
            let out = &mut out[done..done + run];
            match step {
                0 => fill(out, self.data[start]),
                1 => copy_piece(Run::Slice(&self.data[start..start + run]), out),
                _ => {
                    for (k, o) in out.iter_mut().enumerate() {
                        o.write(self.data[start + k * step]);
                    }
                }
            }
            done += run;
            // The next row: carry along the axes from the last.
            let last = index.len() - 1;
            index[last] += run;
            for axis in (1..=last).rev() {
                if index[axis] < shape[axis] {
                    break;
                }
                index[axis] = 0;
                index[axis - 1] += 1;
            }
        }
    }
}

/// The index along each axis of `shape` of the position `at` in row-major
/// order.
fn index_of(shape: &[usize], at: usize) -> Vec<usize> {
    let mut index = vec![0; shape.len()];
    let mut rest = at;
    for (i, &n) in index.iter_mut().zip(shape).rev() {
        *i = rest % n;
        rest /= n;
    }
    index
}

/// The offset of the element at `index` through `strides`.
fn offset(index: &[usize], strides: &[usize]) -> usize {
    index.iter().zip(strides).map(|(i, s)| i * s).sum()
}

/// The offset through `strides` of the position `at` of `shape` in
/// row-major order ([`offset`] of [`index_of`], without allocating).
fn offset_of(shape: &[usize], strides: &[usize], at: usize) -> usize {
    let mut rest = at;
    let mut start = 0;
    for (&n, &stride) in shape.iter().zip(strides).rev() {
        start += rest % n * stride;
        rest /= n;
    }
    start
}

impl<T: Shared + 'static> Node<T> for Leaf<'_, T> {
    fn scratch(&self) -> Scratch {
        match self.read {
            Read::Broadcast { .. } => Scratch::with_buffer::<T>(Vec::new()),
            Read::Same | Read::One => Scratch::empty(),
        }
    }

    fn piece<'s>(&'s self, at: usize, len: usize, scratch: &'s mut Scratch) -> Run<'s, T> {
        match &self.read {
            Read::Same => Run::Slice(&self.data[at..at + len]),
            Read::One => Run::Value(self.data[0]),
            Read::Broadcast { shape, strides } => {
                // A block within one row is one value where the leaf is
                // broadcast along the rows (a per-row statistic), which the
                // loops hold in a register, and a slice of the leaf's own
                // elements where it is not (a bias row): no copy.
                let row = shape.last().copied().unwrap_or(1);
                if at % row + len <= row {
                    let start = offset_of(shape, strides, at);
                    match strides.last() {
                        Some(0) => return Run::Value(self.data[start]),
                        Some(1) => return Run::Slice(&self.data[start..start + len]),
                        _ => {}
                    }
                }
                let (out, _) = scratch.split::<T>(len);
                self.gather(shape, strides, at, out);
                Run::Slice(initialised(out))
            }
        }
    }

    fn write(&self, at: usize, out: &mut [MaybeUninit<T>], _: &mut Scratch) {
        match &self.read {
            Read::Same => copy_piece(Run::Slice(&self.data[at..at + out.len()]), out),
            Read::One => fill(out, self.data[0]),
            Read::Broadcast { shape, strides } => self.gather(shape, strides, at, out),
        }
    }

    fn operations(&self) -> usize {
        0
    }
}

/// A binary operation's loops on two nodes of its shape.
pub(crate) struct Binary<'a, A, B, O> {
    x: Box<dyn Node<A> + 'a>,
    y: Box<dyn Node<B> + 'a>,
    loops: Box<dyn BinaryLoops<A, B, O>>,
}

impl<'a, A, B, O> Binary<'a, A, B, O> {
    /// The node of `loops` on the elements of `x` and `y`.
    pub(crate) fn node(
        x: Box<dyn Node<A> + 'a>,
        y: Box<dyn Node<B> + 'a>,
        loops: Box<dyn BinaryLoops<A, B, O>>,
    ) -> Box<dyn Node<O> + 'a>
    where
        A: Shared + 'static,
        B: Shared + 'static,
        O: Shared + 'static,
    {
        Box::new(Fused(Binary { x, y, loops }))
    }
}

impl<A: Shared + 'static, B: Shared + 'static, O: Shared + 'static> Operation<O>
    for Binary<'_, A, B, O>
{
    fn operands(&self) -> Vec<Scratch> {
        vec![self.x.scratch(), self.y.scratch()]
    }

    fn apply(&self, at: usize, out: &mut [MaybeUninit<O>], operands: &mut [Scratch]) -> Option<O> {
        let [sx, sy] = operands else {
            unreachable!("a binary node's scratch has two operands");
        };
        let len = out.len();
        match (self.x.piece(at, len, sx), self.y.piece(at, len, sy)) {
            (Run::Slice(x), Run::Slice(y)) => self.loops.zip(x, y, out),
            (Run::Slice(x), Run::Value(y)) => self.loops.left(x, y, out),
            (Run::Value(x), Run::Slice(y)) => self.loops.right(x, y, out),
            (Run::Value(x), Run::Value(y)) => {
                let mut one = [MaybeUninit::uninit()];
                self.loops.left(&[x], y, &mut one);
                return Some(initialised(&mut one)[0]);
            }
        }
        None
    }

    fn below(&self) -> usize {
        self.x.operations() + self.y.operations()
    }
}

/// A function's loops on a node of its shape.
pub(crate) struct Unary<'a, A, O> {
    x: Box<dyn Node<A> + 'a>,
    loops: Box<dyn UnaryLoops<A, O>>,
}

impl<'a, A, O> Unary<'a, A, O> {
    /// The node of `loops` on the elements of `x`.
    pub(crate) fn node(
        x: Box<dyn Node<A> + 'a>,
        loops: Box<dyn UnaryLoops<A, O>>,
    ) -> Box<dyn Node<O> + 'a>
    where
        A: Shared + 'static,
        O: Shared + 'static,
    {
        Box::new(Fused(Unary { x, loops }))
    }
}

impl<A: Shared + 'static, O: Shared + 'static> Operation<O> for Unary<'_, A, O> {
    fn operands(&self) -> Vec<Scratch> {
        vec![self.x.scratch()]
    }

    fn apply(&self, at: usize, out: &mut [MaybeUninit<O>], operands: &mut [Scratch]) -> Option<O> {
        let [sx] = operands else {
            unreachable!("a unary node's scratch has one operand");
        };
        match self.x.piece(at, out.len(), sx) {
            Run::Slice(x) => self.loops.flat(x, out),
            Run::Value(x) => {
                let mut one = [MaybeUninit::uninit()];
                self.loops.flat(&[x], &mut one);
                return Some(initialised(&mut one)[0]);
            }
        }
        None
    }

    fn below(&self) -> usize {
        self.x.operations()
    }
}

/// A three-operand function's loops (`jnp.where`, `jnp.clip`) on three
/// nodes of its shape.
pub(crate) struct Ternary<'a, A, B, C, O> {
    x: Box<dyn Node<A> + 'a>,
    y: Box<dyn Node<B> + 'a>,
    z: Box<dyn Node<C> + 'a>,
    loops: Box<dyn TernaryLoops<A, B, C, O>>,
}

impl<'a, A, B, C, O> Ternary<'a, A, B, C, O> {
    /// The node of `loops` on the elements of `x`, `y` and `z`.
    pub(crate) fn node(
        x: Box<dyn Node<A> + 'a>,
        y: Box<dyn Node<B> + 'a>,
        z: Box<dyn Node<C> + 'a>,
        loops: Box<dyn TernaryLoops<A, B, C, O>>,
    ) -> Box<dyn Node<O> + 'a>
    where
        A: Shared + 'static,
        B: Shared + 'static,
        C: Shared + 'static,
        O: Shared + 'static,
    {
        Box::new(Fused(Ternary { x, y, z, loops }))
    }
}

impl<A: Shared + 'static, B: Shared + 'static, C: Shared + 'static, O: Shared + 'static>
    Operation<O> for Ternary<'_, A, B, C, O>
{
    fn operands(&self) -> Vec<Scratch> {
        vec![self.x.scratch(), self.y.scratch(), self.z.scratch()]
    }

    fn apply(&self, at: usize, out: &mut [MaybeUninit<O>], operands: &mut [Scratch]) -> Option<O> {
        let [sx, sy, sz] = operands else {
            unreachable!("a ternary node's scratch has three operands");
        };
        let len = out.len();
        let (x, y, z) = (
            self.x.piece(at, len, sx),
            self.y.piece(at, len, sy),
            self.z.piece(at, len, sz),
        );
        if let (Run::Value(_), Run::Value(_), Run::Value(_)) = (x, y, z) {
            let mut one = [MaybeUninit::uninit()];
            self.loops.flat(x, y, z, &mut one);
            return Some(initialised(&mut one)[0]);
        }
        self.loops.flat(x, y, z, out);
        None
    }

    fn below(&self) -> usize {
        self.x.operations() + self.y.operations() + self.z.operations()
    }
}

/// The `len` elements of `node`, whose rows (the last axis) are `row`
/// elements long, into a new vector: blocks of at most [`BLOCK`] elements,
/// on the pool's threads for a large output (the work of each element
/// counted as one per operation), each thread with its own buffers. Rows of
/// at least a quarter of a block are split into blocks that do not cross
/// them, so that an operand broadcast along the rows (a per-row statistic)
/// is one value in each block. The values do not depend on the split: each
/// element is computed from its operands' elements at its position alone.
pub(crate) fn collect<T: Shared + 'static>(
    node: &dyn Node<T>,
    len: usize,
    row: usize,
) -> Result<Vec<T>, TryReserveError> {
    let weight = WRITTEN * node.operations().max(1);
    let row = if row >= BLOCK / 4 { row } else { usize::MAX };
    written(len, |out| {
        on_weighted_pieces(out, weight, |at, mut piece| {
            let mut scratch = node.scratch();
            let mut at = at;
            while !piece.is_empty() {
                let n = piece.len().min(BLOCK).min(row - at % row);
                let (block, rest) = piece.split_at_mut(n);
                node.write(at, block, &mut scratch);
                (at, piece) = (at + n, rest);
            }
        });
    })
}
