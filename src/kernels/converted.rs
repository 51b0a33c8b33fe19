//! Operands converted a block at a time: an operand of an elementwise
//! operation may be another element type's elements, converted into a
//! buffer that stays in the cache just before the loops read them
//! ([`Elements`]), so that each input is still read from memory once. What
//! `DynTensor` runs its operations on where the operands' dtypes differ from
//! the join.

use std::boxed::Box;
use std::collections::TryReserveError;
use std::vec::Vec;

use super::elementwise::{BinaryLoops, Shared, written};
use super::on_pieces;
use crate::scalar::Element;
use crate::simd;

/// The elements of one operand of an elementwise operation, in row-major
/// order: its own, or another element type's converted to `E` a block at a
/// time as the loops read them ([`collect_converted`]).
pub(crate) enum Elements<'a, E> {
    /// The operand's elements, of the type the operation takes.
    Own(&'a [E]),
    /// Another type's, converted as [`Element::cast`] converts them.
    Converted(Box<dyn Convert<E> + 'a>),
    /// One element (of the type or converted), repeated: an operand
    /// broadcast to the other's shape (a Rust scalar).
    One(E),
}

/// Elements of one type, read as another's.
pub(crate) trait Convert<E>: Sync {
    /// Writes the elements `at..at + out.len()`, converted, into `out`.
    fn convert(&self, at: usize, out: &mut [E]);
}

/// A slice of `S`s read as another element type.
struct Converting<'a, S>(&'a [S]);

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

impl<'a, E: Element> Elements<'a, E> {
    /// The elements of `values` (in row-major order) as `E`s: themselves
    /// where they are `E`s, otherwise converted as [`Element::cast`]
    /// converts them; one element repeated where there is one.
    pub(crate) fn of<S: Element>(values: &'a [S]) -> Self {
        if let [one] = values {
            return Elements::One(one.cast());
        }
        match super::same_slice::<S, E>(values) {
            Some(own) => Elements::Own(own),
            None => Elements::Converted(Box::new(Converting(values))),
        }
    }

    /// A buffer for [`Elements::block`]: `len` elements where they are
    /// converted, none otherwise.
    fn buffer(&self, len: usize) -> Vec<E> {
        match self {
            Elements::Converted(_) => std::vec![E::default(); len],
            Elements::Own(_) | Elements::One(_) => Vec::new(),
        }
    }

    /// The elements `at..at + len`: a slice of the operand's own, or of
    /// `buffer` (from [`Elements::buffer`], of `len` elements or more), which
    /// holds them converted.
    fn block<'s>(&'s self, at: usize, len: usize, buffer: &'s mut [E]) -> &'s [E] {
        match self {
            Elements::Own(elements) => &elements[at..at + len],
            Elements::Converted(elements) => {
                elements.convert(at, &mut buffer[..len]);
                &buffer[..len]
            }
            // The loops hold a single element apart ([`collect_converted`]);
            // it is a block of its own only where the result has one element.
            Elements::One(one) => &core::slice::from_ref(one)[..len],
        }
    }
}

/// The elements in a block converted at a time: small enough that both
/// operands' blocks stay in the first-level cache.
const CONVERTED_BLOCK: usize = 1024;

/// `f(x[i], y[i])` for `len` pairs of elements, each operand `len`
/// elements or one, into a new vector: a block of each operand converted at
/// a time, the blocks split over the pool's threads.
pub(crate) fn collect_converted<A: Element, B: Element, O: Shared>(
    len: usize,
    x: &Elements<'_, A>,
    y: &Elements<'_, B>,
    loops: &dyn BinaryLoops<A, B, O>,
) -> Result<Vec<O>, TryReserveError> {
    written(len, |out| {
        on_pieces(out, |at, piece| {
            let block = CONVERTED_BLOCK.min(piece.len());
            let (mut xs, mut ys) = (x.buffer(block), y.buffer(block));
            for (k, o) in piece.chunks_mut(CONVERTED_BLOCK).enumerate() {
                let at = at + k * CONVERTED_BLOCK;
                // One element on a side takes the loop that holds it, as
                // the typed operation's does (so that a division hoists
                // the reciprocal of its divisor out of the loop).
                match (x, y) {
                    (_, Elements::One(y)) => loops.left(x.block(at, o.len(), &mut xs), *y, o),
                    (Elements::One(x), _) => loops.right(*x, y.block(at, o.len(), &mut ys), o),
                    _ => {
                        let x = x.block(at, o.len(), &mut xs);
                        let y = y.block(at, o.len(), &mut ys);
                        loops.zip(x, y, o);
                    }
                }
            }
        });
    })
}
