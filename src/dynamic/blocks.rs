//! `DynTensor`'s operands converted a block at a time ([`Fused`]): where an
//! operand's dtype differs from the join, each block of it is converted into
//! a buffer that stays in the cache just before the typed operation's loops
//! read it, so that each input is still read from memory once, as the typed
//! operation on the pair reads it.

use core::marker::PhantomData;
use std::vec::Vec;

use ndarray::{ArrayD, IxDyn};

use crate::dtype::DType;
use crate::kernels::{Elements, Loops, Shared, collect_converted};
use crate::policy::Policy;
use crate::scalar::Element;
use crate::tensor::elementwise::broadcast_shape;
use crate::tensor::error::{check_output, refused};
use crate::tensor::run::Run;
use crate::tensor::{ShapeError, Tensor};

/// `t`'s elements as `E`s, its own where they are `E`s, otherwise converted
/// as [`Tensor::cast`] converts them; `None` where `t` is not in standard
/// layout.
pub(super) fn elements<E: Element, D: DType, P: Policy>(
    t: &Tensor<D, P>,
) -> Option<Elements<'_, E>> {
    let view = t.view();
    if view.len() == 1 {
        return view.iter().next().map(|&one| Elements::One(one.cast()));
    }
    Some(Elements::of(view.to_slice()?))
}

/// The operands of an elementwise operation of one shape (or one of them a
/// single element), each a tensor's own elements or another dtype's
/// converted ([`Elements`]), under policies `P` and `Q`: what `DynTensor`
/// runs an operation on where its operands' dtypes differ from the join. It
/// compiles each operation for one dtype, not for each pair as the typed
/// operators do, so it cannot convert inside the element function. The
/// operation runs its `BinaryOperation::run` with the blocks as its
/// [`Run`]: the same choice of element function and the same loops as the
/// typed operation, so the values are the typed operation's on the
/// converted operands.
pub(super) struct Fused<'a, A: DType, B: DType, P, Q> {
    shape: Vec<usize>,
    shapes: (&'a [usize], &'a [usize]),
    x: Elements<'a, A::Elem>,
    y: Elements<'a, B::Elem>,
    policies: PhantomData<fn() -> (P, Q)>,
}

impl<'a, A: DType, B: DType, P, Q> Fused<'a, A, B, P, Q> {
    /// Operands of shapes `x_shape` and `y_shape`, each with one element
    /// per element of their broadcast shape, or one element; `None` for
    /// other shapes (which broadcast along some axes only) or none that
    /// broadcast.
    pub(super) fn new(
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
            policies: PhantomData,
        })
    }

    /// `f` on each pair of elements, into a new array: a block of each
    /// operand converted at a time, the blocks split over the pool's
    /// threads.
    fn map<O: Shared>(
        &self,
        f: impl Fn(A::Elem, B::Elem) -> O + Sync,
    ) -> Result<ArrayD<O>, ShapeError> {
        let len = check_output::<O>(&self.shape)?;
        let data = collect_converted(len, &self.x, &self.y, &Loops(f))
            .map_err(refused::<O>(&self.shape))?;
        Ok(ArrayD::from_shape_vec(IxDyn(&self.shape), data)
            .expect("the data has one element per element of the shape"))
    }
}

/// [`Run`] on the blocks: the operation's own loops, or `None` where it takes
/// the fused half-precision kernel, which reads whole operands (the caller
/// then converts them and runs the typed operation).
impl<A: DType, B: DType, P, Q, O: Element> Run<A::Elem, B::Elem, O> for &Fused<'_, A, B, P, Q> {
    type Out = Option<Result<ArrayD<O>, ShapeError>>;

    fn shapes(&self) -> (&[usize], &[usize]) {
        self.shapes
    }

    #[inline]
    fn run(self, f: impl Fn(A::Elem, B::Elem) -> O + Sync + 'static) -> Self::Out {
        Some(self.map(f))
    }

    #[inline]
    fn run_half(
        self,
        f: impl Fn(A::Elem, B::Elem) -> O + Sync + 'static,
        _f32_op: impl Fn(f32, f32) -> f32 + Sync + 'static,
    ) -> Self::Out {
        (!O::HALF).then(|| self.map(f))
    }
}
