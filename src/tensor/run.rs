//! Where a binary operation runs the element function it chose: the
//! [`Run`] targets, a new array, an existing one, or the left operand's own
//! storage, each broadcasting the operands.

use core::any::{Any, TypeId};

use ndarray::{Array1, ArrayD, ArrayViewMutD};
use std::vec::Vec;

use super::ShapeError;
use super::elementwise::{broadcast_shape, map2, map2_assign, map2_in, map2_in_into, map2_into};
use crate::dtype::{DType, DTypeId};
use crate::scalar::Element;

/// `f` on two elements converted to `C` first: how every binary operation
/// reads its operands, converting inside the loop so that a mixed-dtype
/// operation reads each input once.
#[inline(always)]
pub(crate) fn lift<A: Element, B: Element, C: Element, O: Send>(
    f: impl Fn(C, C) -> O + Sync,
) -> impl Fn(A, B) -> O + Sync {
    move |a, b| f(a.cast(), b.cast())
}

/// One binary operation on elements: its element function, from two
/// elements of the dtype `C` it computes in to one of the result's dtype `O`,
/// and how it runs ([`ElementOp::run`]), with the rewrites XLA on CPU makes
/// of it. Implemented by the unit types of [`binary`](super::binary), beside their
/// [`BinaryRule`](super::BinaryRule): every path from an operator or a method to the kernels
/// (`Tensor`'s new results, `_into` forms and in-place operators, and
/// `DynTensor`'s blocks of converted operands) is `ElementOp::run` with a
/// [`Run`], so that one operation is one impl here.
pub trait ElementOp<C: DType, O: DType>: 'static {
    /// Whether the operation reads its right operand only as its value in
    /// `C` (a `Bool` one aside, which XLA's select rewrites look for), so
    /// that a right operand of one element may be converted to `C` once,
    /// before the loop; `false` for an operation that also asks the right
    /// operand's dtype (`fmax` and `fmin` ask whether it can be NaN).
    const READS_RIGHT_IN_COMPUTE: bool = true;

    /// The operation on two elements.
    fn apply(x: C::Elem, y: C::Elem) -> O::Elem;

    /// [`ElementOp::apply`] on elements of `A` and `B`, each converted to `C`
    /// first: the function the loops run.
    #[inline(always)]
    fn converted<A: Element, B: Element>() -> impl Fn(A, B) -> O::Elem + Sync {
        lift::<A, B, C::Elem, _>(Self::apply)
    }

    /// The operation on operands of dtypes `A` and `B`, by `run`: the
    /// converted element function. Operations that XLA rewrites, or that have
    /// a fused half-precision kernel, choose here.
    #[inline]
    fn run<A: DType, B: DType, R: Run<A::Elem, B::Elem, O::Elem>>(run: R) -> R::Out {
        run.run(Self::converted::<A::Elem, B::Elem>())
    }
}

/// Whether the operation `Op`, computing in `J`, may take a right operand of
/// dtype `B` and one element converted to `J` once, before the loop: where
/// it is another element type and the operation reads it only as its value
/// in `J` ([`ElementOp::READS_RIGHT_IN_COMPUTE`]; not a `Bool`, whose
/// operand XLA's select rewrites look for). Fused chains ask it of a left
/// operand too (with `B` its dtype): an operation that reads its right
/// operand only as its value in `J` reads its left one so as well (its
/// element function converts both; `fmax` and `fmin`, which ask about
/// NaN, answer `false`). The element function converts
/// each operand to `J` first, so the values are the same, and the loop no
/// longer converts the one value again for every element (a conversion into
/// `float16` that the compiler does not hoist: 8 ns an element). The CPU
/// engine and fused chains both ask it.
pub(crate) fn converts_right<Op: ElementOp<J, O>, B: DType, J: DType, O: DType>() -> bool {
    Op::READS_RIGHT_IN_COMPUTE
        && B::ID != DTypeId::Bool
        && TypeId::of::<B::Elem>() != TypeId::of::<J::Elem>()
}

/// Where a binary operation runs the element function it chose (see
/// [`ElementOp::run`]): into a new array ([`NewArray`]), into an
/// existing one ([`IntoArray`]), over the left operand ([`Assign`]), or on
/// `DynTensor`'s blocks of converted operands ([`Fused`]). `A` and `B` are
/// the operands' element types, `O` the result's.
pub trait Run<A, B, O>: Sized {
    /// What the operation returns.
    type Out;

    /// The operands' shapes, which XLA's rewrites depend on.
    fn shapes(&self) -> (&[usize], &[usize]);

    /// `f` on each pair of elements, broadcast.
    fn run(self, f: impl Fn(A, B) -> O + Sync + 'static) -> Self::Out;

    /// As [`Run::run`], with `f32_op`, the operation on `f32`s, for the
    /// fused half-precision kernel where the result is `bfloat16` or
    /// `float16` and the operands allow it (see [`map2_in`]); [`Run::run`]
    /// where there is no such kernel.
    #[inline]
    fn run_half(
        self,
        f: impl Fn(A, B) -> O + Sync + 'static,
        f32_op: impl Fn(f32, f32) -> f32 + Sync + 'static,
    ) -> Self::Out {
        let _ = f32_op;
        self.run(f)
    }
}

/// [`Run`] into a new array.
pub(crate) struct NewArray<'a, A, B>(&'a ArrayD<A>, &'a ArrayD<B>);

impl<'a, A: Element, B: Element> NewArray<'a, A, B> {
    /// Into a new array, from the arrays `x` and `y`.
    pub(crate) fn new(x: &'a ArrayD<A>, y: &'a ArrayD<B>) -> Self {
        NewArray(x, y)
    }
}

impl<A: Element, B: Element, O: Element> Run<A, B, O> for NewArray<'_, A, B> {
    type Out = Result<ArrayD<O>, ShapeError>;

    fn shapes(&self) -> (&[usize], &[usize]) {
        (self.0.shape(), self.1.shape())
    }

    #[inline]
    fn run(self, f: impl Fn(A, B) -> O + Sync + 'static) -> Self::Out {
        map2(self.0, self.1, f)
    }

    #[inline]
    fn run_half(
        self,
        f: impl Fn(A, B) -> O + Sync + 'static,
        f32_op: impl Fn(f32, f32) -> f32 + Sync + 'static,
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
    fn run(self, f: impl Fn(A, B) -> O + Sync + 'static) -> Self::Out {
        map2_into(self.0, self.1, self.2, f)
    }

    #[inline]
    fn run_half(
        self,
        f: impl Fn(A, B) -> O + Sync + 'static,
        f32_op: impl Fn(f32, f32) -> f32 + Sync + 'static,
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
    fn run(self, f: impl Fn(O, B) -> O + Sync + 'static) -> Self::Out {
        map2_assign(self.0, self.1, f)
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
