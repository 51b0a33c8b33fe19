//! Fused evaluation: [`Lazy`], a chain of elementwise operations that the
//! compiler types as the eager ones and that runs as one pass over blocks
//! of elements ([`kernels`]'s fused tree), with the eager operations' bits.

use core::marker::PhantomData;
use core::ops::{Add, BitAnd, BitOr, BitXor, Div, Mul, Neg, Rem, Sub};
use std::borrow::Cow;
use std::boxed::Box;
use std::vec::Vec;

use ndarray::{ArrayD, IxDyn};

use super::elementwise::{broadcast_shape, broadcast_shape3, copy_part};
use super::error::{check_output, refused};
use super::ops::BinaryOperation;
use super::rules::unary::FloatFunction;
use super::rules::{Inexact, Numeric, Ordered, binary, unary};
use super::run::Run;
use super::scalar::{SamePolicy, Scalar, with_left_scalars, with_scalars};
use super::select::{clip, select};
use super::unary_ops::float_fn_of;
use super::{ShapeError, Tensor};
use crate::dtype::{DType, WeakComplex, WeakFloat, WeakInt};
use crate::kernels::{
    self, BinaryLoops, FnLoops, Leaf, Loops, Node, Shared, TernaryLoops, UnaryLoops,
};
use crate::policy::{Join, Policy, Standard};
use crate::scalar::{Element, NumericElem};

/// A chain of elementwise operations on tensors, run as one pass when it is
/// evaluated: `jax.jit`'s loop fusion, asked for explicitly.
///
/// [`Tensor::lazy`] starts a chain; the operators (`+ - * / %`, `& | ^`,
/// unary `-`) and the methods of this type (the comparisons, `maximum`,
/// `exp`, `tanh`, `round`, `cast`, `where_cond`, `clip`, …) extend it, with tensors
/// (`&Tensor`), other chains and Rust scalars (weak types) as operands;
/// [`Lazy::eval`] runs it. Every step has the dtype the eager operation
/// has, decided by the compiler from the same rules (`Lazy<'_, D, P>` is
/// typed as `Tensor<D, P>` is), and computes the same bits: each operation
/// runs the eager operation's element function, with XLA's rewrites chosen
/// from the operands' shapes as eager evaluation chooses them, and rounds to
/// its own dtype. What changes is memory: the chain runs over blocks of
/// 1,024 elements that stay in the core's cache, so its intermediates are
/// never written to memory or allocated, and a chain of k operations reads
/// its tensors and writes its result once, where k eager operations pass
/// over memory k times.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let x = Tensor::<Float32>::from_vec(vec![-1.0, 0.5, 2.0]).cast::<BFloat16>();
/// let bias = Tensor::<Float32>::from_vec(vec![0.25, 0.25, 0.25]);
/// // bfloat16 + float32 is float32, as eagerly; `0.5` is a weak float.
/// let fused: Tensor<Float32> = ((x.lazy() + &bias) * 0.5).tanh().eval();
/// let eager: Tensor<Float32> = ((&x + &bias) * 0.5).tanh();
/// assert_eq!(fused.to_vec(), eager.to_vec()); // the same bits
/// ```
///
/// An operand broadcast against a larger one (a bias row, a per-row
/// statistic) is fine: a tensor is read where it is broadcast; a chain that
/// is broadcast against a larger one is evaluated on its own first (as XLA
/// materialises a broadcast operand), so that no element is computed twice.
/// Shapes that do not broadcast, or an output too large for memory, are the
/// error of [`Lazy::try_eval`], before anything is computed or written.
///
/// Chains run on the [`Cpu`](crate::Cpu) engine, on the pool's threads for a
/// large result, and give the same values on any number of threads.
#[must_use = "a lazy chain computes nothing until it is evaluated"]
pub struct Lazy<'a, D: DType, P: Policy = Standard> {
    /// The chain, or the first error found while it was built.
    expr: Result<Expr<'a, D::Elem>, ShapeError>,
    marker: PhantomData<fn() -> (D, P)>,
}

/// A chain's operations, or a tensor's elements.
enum Expr<'a, T: Clone> {
    /// A tensor's elements in row-major order, and its shape.
    Leaf {
        data: Cow<'a, [T]>,
        shape: Vec<usize>,
    },
    /// An operation of the chain, and its shape.
    Node {
        node: Box<dyn Node<T> + 'a>,
        shape: Vec<usize>,
    },
}

impl<'a, T: Element> Expr<'a, T> {
    /// A scalar (a one-element leaf) converted to `J`, where `convert`;
    /// otherwise the expression as it is, as the error.
    fn scalar_in<J: Element>(self, convert: bool) -> Result<Expr<'a, J>, Self> {
        match self {
            Expr::Leaf { data, shape } if convert && data.len() == 1 => Ok(Expr::Leaf {
                data: Cow::Owned(std::vec![data[0].cast::<J>()]),
                shape,
            }),
            other => Err(other),
        }
    }

    fn shape(&self) -> &[usize] {
        match self {
            Expr::Leaf { shape, .. } | Expr::Node { shape, .. } => shape,
        }
    }

    /// This operand as a node of an operation of shape `to`, a shape it
    /// broadcasts to: a tensor is read where it is broadcast; an operation
    /// of a smaller shape is evaluated first, so that each of its elements
    /// is computed once.
    fn at(self, to: &[usize]) -> Result<Box<dyn Node<T> + 'a>, ShapeError> {
        match self {
            Expr::Leaf { data, shape } => Ok(Box::new(Leaf::new(data, &shape, to))),
            Expr::Node { node, shape } if shape == to => Ok(node),
            Expr::Node { node, shape } => {
                let data = evaluate(&*node, &shape)?;
                Ok(Box::new(Leaf::new(Cow::Owned(data), &shape, to)))
            }
        }
    }

    /// The chain's values, as an array.
    fn eval(self) -> Result<ArrayD<T>, ShapeError> {
        let (data, shape) = match self {
            Expr::Leaf { data, shape } => (data.into_owned(), shape),
            Expr::Node { node, shape } => (evaluate(&*node, &shape)?, shape),
        };
        Ok(ArrayD::from_shape_vec(IxDyn(&shape), data)
            .expect("a chain's values are one per element of its shape"))
    }
}

/// The elements of `node`, of `shape`, into a new vector: an error for an
/// output too large for memory.
fn evaluate<T: Shared + 'static>(
    node: &dyn Node<T>,
    shape: &[usize],
) -> Result<Vec<T>, ShapeError> {
    let len = check_output::<T>(shape)?;
    let row = shape.last().copied().unwrap_or(1);
    kernels::collect(node, len, row).map_err(refused::<T>(shape))
}

/// XLA's rewrites of a binary operation, chosen from its operands' shapes
/// as eager evaluation chooses them ([`ElementOp::run`](super::run::ElementOp::run)):
/// the loops of the element function chosen, for the chain's node.
struct Chosen<'s>(&'s [usize], &'s [usize]);

impl<A: Shared + 'static, B: Shared + 'static, O: 'static> Run<A, B, O> for Chosen<'_> {
    type Out = Box<dyn BinaryLoops<A, B, O>>;

    fn shapes(&self) -> (&[usize], &[usize]) {
        (self.0, self.1)
    }

    fn run(self, f: impl Fn(A, B) -> O + Sync + 'static) -> Self::Out {
        Box::new(Loops(f))
    }
}

impl<D: DType, P: Policy> Tensor<D, P> {
    /// This tensor as the start of a fused chain of elementwise operations:
    /// see [`Lazy`]. Borrows the tensor's elements; a tensor that is not in
    /// row-major order (a transpose) is copied into it first, by the
    /// cache-blocked copy of [`Tensor::t`].
    pub fn lazy(&self) -> Lazy<'_, D, P> {
        let data = match self.array.as_slice() {
            Some(data) => Ok(Cow::Borrowed(data)),
            None => copy_part(&self.array, self.array.view())
                .map(|copy| Cow::Owned(copy.into_raw_vec_and_offset().0)),
        };
        Lazy::from_expr(data.map(|data| Expr::Leaf {
            data,
            shape: self.array.shape().to_vec(),
        }))
    }
}

impl<'a, D: DType, P: Policy> Lazy<'a, D, P> {
    fn from_expr(expr: Result<Expr<'a, D::Elem>, ShapeError>) -> Self {
        Lazy {
            expr,
            marker: PhantomData,
        }
    }

    /// A Rust scalar's value, a 0-d operand.
    fn scalar(value: Result<D::Elem, ShapeError>) -> Self {
        Lazy::from_expr(value.map(|value| Expr::Leaf {
            data: Cow::Owned(std::vec![value]),
            shape: Vec::new(),
        }))
    }

    /// The same chain under another name of its policy.
    fn under<Q: Policy>(self) -> Lazy<'a, D, Q> {
        Lazy::from_expr(self.expr)
    }

    /// The chain's shape: its operands' broadcast shape; the error of
    /// [`Lazy::try_eval`] where they do not broadcast.
    ///
    /// # Errors
    ///
    /// Shapes that do not broadcast, as [`Lazy::try_eval`].
    pub fn shape(&self) -> Result<&[usize], &ShapeError> {
        self.expr.as_ref().map(Expr::shape)
    }

    /// Runs the chain: one pass over its operands into a new tensor, with
    /// the values of the eager operations.
    ///
    /// # Errors
    ///
    /// The first error of the chain: shapes that do not broadcast (naming
    /// both), a scalar out of its weak type's range, or an output too large
    /// for memory (an operand evaluated on its own included).
    pub fn try_eval(self) -> Result<Tensor<D, P>, ShapeError> {
        self.expr?.eval().map(Tensor::from_array)
    }

    /// Runs the chain, as [`Lazy::try_eval`].
    ///
    /// # Panics
    ///
    /// Where [`Lazy::try_eval`] returns an error, with its message.
    pub fn eval(self) -> Tensor<D, P> {
        self.try_eval().unwrap_or_else(|error| panic!("{error}"))
    }

    /// The binary operation `Op` of this chain and `rhs`, as the eager one.
    fn binary<Op, B, Q>(self, rhs: Lazy<'a, B, Q>) -> Lazy<'a, Op::Output, P>
    where
        Op: BinaryOperation<D, B, P, Q>,
        B: DType,
        Q: Policy,
    {
        let expr = self.expr.and_then(|x| {
            let y = rhs.expr?;
            let shape = broadcast_shape(x.shape(), y.shape())?;
            // A scalar (a one-element leaf) on either side is converted to
            // the dtype the operation computes in once, as the CPU engine's
            // eager operation converts it: the same values, without a
            // conversion for every element (`x * 0.5`, `1.0 + tanh(x)`).
            let node = match y.scalar_in::<<Op::Compute as DType>::Elem>(Op::converts_right()) {
                Ok(y) => {
                    let loops = Op::run_in_compute(Chosen(x.shape(), y.shape()));
                    kernels::Binary::node(x.at(&shape)?, y.at(&shape)?, loops)
                }
                Err(y) => match x.scalar_in::<<Op::Compute as DType>::Elem>(Op::converts_left()) {
                    Ok(x) => {
                        let loops = Op::run_left_in_compute(Chosen(x.shape(), y.shape()));
                        kernels::Binary::node(x.at(&shape)?, y.at(&shape)?, loops)
                    }
                    Err(x) => {
                        let loops = Op::run(Chosen(x.shape(), y.shape()));
                        kernels::Binary::node(x.at(&shape)?, y.at(&shape)?, loops)
                    }
                },
            };
            Ok(Expr::Node { node, shape })
        });
        Lazy::from_expr(expr)
    }

    /// The function whose loops are `loops`, of each element, giving `O`.
    fn unary<O: DType>(self, loops: Box<dyn UnaryLoops<D::Elem, O::Elem>>) -> Lazy<'a, O, P> {
        let expr = self.expr.and_then(|x| {
            let shape = x.shape().to_vec();
            let node = kernels::Unary::node(x.at(&shape)?, loops);
            Ok(Expr::Node { node, shape })
        });
        Lazy::from_expr(expr)
    }

    /// Each element converted to `O`, as [`Tensor::cast`].
    pub fn cast<O: DType>(self) -> Lazy<'a, O, P> {
        self.unary(Box::new(Loops(Element::cast::<O::Elem>)))
    }

    /// The three-operand function whose loops are `loops` of this chain,
    /// `y` and `z`, giving `O`: the operands broadcast as the eager
    /// operation broadcasts them.
    fn ternary<B, C, O: DType>(
        self,
        y: Result<Expr<'a, B>, ShapeError>,
        z: Result<Expr<'a, C>, ShapeError>,
        loops: Box<dyn TernaryLoops<D::Elem, B, C, O::Elem>>,
    ) -> Lazy<'a, O, P>
    where
        B: Element,
        C: Element,
    {
        let expr = self.expr.and_then(|x| {
            let (y, z) = (y?, z?);
            let shape = broadcast_shape3(x.shape(), y.shape(), z.shape())?;
            let node = kernels::Ternary::node(x.at(&shape)?, y.at(&shape)?, z.at(&shape)?, loops);
            Ok(Expr::Node { node, shape })
        });
        Lazy::from_expr(expr)
    }

    /// `jnp.where(self, x, y)`, as [`Tensor::where_cond`]: `x` where this
    /// chain is nonzero, else `y`, both converted to their join `J` first.
    pub fn where_cond<X, Y, Q, J>(self, x: X, y: Y) -> Lazy<'a, J, Q>
    where
        Q: Policy + Join<X::DType, Y::DType, Output = J>,
        X: LazyOperand<'a, Q>,
        Y: LazyOperand<'a, Q>,
        J: DType,
    {
        let (x, y) = (x.into_lazy().cast::<J>(), y.into_lazy().cast::<J>());
        self.under::<Q>()
            .ternary(x.expr, y.expr, Box::new(Loops(select::<D::Elem, J::Elem>)))
    }

    /// `jnp.clip(self, lo, hi)`, as [`Tensor::clip`]: `maximum(lo, x)` in
    /// `lo ⊔ x`, then `minimum(hi, that)` in `J`.
    pub fn clip<L, H, M, J>(self, lo: L, hi: H) -> Lazy<'a, J, P>
    where
        L: LazyOperand<'a, P>,
        H: LazyOperand<'a, P>,
        P: Join<L::DType, D, Output = M> + Join<H::DType, M, Output = J>,
        M: DType,
        J: Ordered,
    {
        let (lo, hi) = (lo.into_lazy().cast::<M>(), hi.into_lazy().cast::<J>());
        self.ternary(
            lo.expr,
            hi.expr,
            Box::new(Loops(clip::<D::Elem, M::Elem, J::Elem>)),
        )
    }
}

impl<'a, D: Numeric, P: Policy> Lazy<'a, D, P> {
    /// `jnp.round`, as [`Tensor::round`]: half to even.
    pub fn round(self) -> Self {
        self.unary(Box::new(Loops(NumericElem::round_even)))
    }
}

/// An operand of a [`Lazy`] chain under policy `P`: another chain, a tensor
/// (`&Tensor`, under the same policy) or a Rust scalar (a weak type, as in
/// the eager operations: see [`Scalar`]).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an operand of a lazy chain under `{P}` promotion",
    label = "expected a `Lazy<_, {P}>`, a `&Tensor<_, {P}>` or a Rust scalar",
    note = "the operands of one operation share a policy: switch one with `.standard()` or `.strict()`; Rust scalars are weak types and fit either"
)]
pub trait LazyOperand<'a, P: Policy> {
    /// The operand's dtype: the chain's or tensor's, or the scalar's weak type.
    type DType: DType;
    /// The operand's policy: `P`, or `P`'s other name for a scalar.
    type Policy: Policy;
    /// The operand as a chain.
    #[doc(hidden)]
    fn into_lazy(self) -> Lazy<'a, Self::DType, Self::Policy>;
}

impl<'a, D: DType, Q: Policy, P: SamePolicy<Q>> LazyOperand<'a, P> for Lazy<'a, D, Q> {
    type DType = D;
    type Policy = P;
    #[inline]
    fn into_lazy(self) -> Lazy<'a, D, P> {
        self.under()
    }
}

impl<'a, D: DType, Q: Policy, P: SamePolicy<Q>> LazyOperand<'a, P> for &'a Tensor<D, Q> {
    type DType = D;
    type Policy = P;
    #[inline]
    fn into_lazy(self) -> Lazy<'a, D, P> {
        self.lazy().under()
    }
}

macro_rules! scalar_operand {
    ($($t:ty => $d:ident),*) => {$(
        impl<'a, P: Policy> LazyOperand<'a, P> for $t {
            type DType = $d;
            type Policy = P::Same;
            #[inline]
            fn into_lazy(self) -> Lazy<'a, $d, P::Same> {
                Lazy::scalar(self.try_into_elem())
            }
        }
    )*};
}

with_scalars!(scalar_operand!());

/// The operators on chains: each the eager operator's operation (its unit
/// type of [`binary`]), on a chain and any [`LazyOperand`].
macro_rules! operators {
    ($($Trait:ident::$method:ident => $Op:ident;)*) => {$(
        impl<'a, A: DType, P: Policy, R: LazyOperand<'a, P>> $Trait<R> for Lazy<'a, A, P>
        where
            binary::$Op: BinaryOperation<A, R::DType, P, R::Policy>,
        {
            type Output = Lazy<'a, <binary::$Op as BinaryOperation<A, R::DType, P, R::Policy>>::Output, P>;
            #[inline]
            fn $method(self, rhs: R) -> Self::Output {
                self.binary::<binary::$Op, _, _>(rhs.into_lazy())
            }
        }

        with_left_scalars!(operators!(@left $Trait::$method => $Op;));
    )*};

    (@left $Trait:ident::$method:ident => $Op:ident; $($s:ty => $d:ident),*) => {$(
        /// With a Rust scalar on the left: a weak type, as a Python scalar in JAX.
        impl<'a, B: DType, Q: Policy> $Trait<Lazy<'a, B, Q>> for $s
        where
            binary::$Op: BinaryOperation<$d, B, Q::Same, Q>,
        {
            type Output = Lazy<'a, <binary::$Op as BinaryOperation<$d, B, Q::Same, Q>>::Output, Q::Same>;
            #[inline]
            fn $method(self, rhs: Lazy<'a, B, Q>) -> Self::Output {
                Lazy::<$d, Q::Same>::scalar(self.try_into_elem()).binary::<binary::$Op, _, _>(rhs)
            }
        }
    )*};
}

operators! {
    Add::add => Add;
    Sub::sub => Subtract;
    Mul::mul => Multiply;
    Div::div => TrueDivide;
    Rem::rem => Remainder;
    BitAnd::bitand => BitwiseAnd;
    BitOr::bitor => BitwiseOr;
    BitXor::bitxor => BitwiseXor;
}

/// The binary methods of chains, named as [`Tensor`]'s.
macro_rules! methods {
    ($($(#[$doc:meta])* $method:ident => $Op:ident;)*) => {
        impl<'a, A: DType, P: Policy> Lazy<'a, A, P> {$(
            $(#[$doc])*
            pub fn $method<R: LazyOperand<'a, P>>(
                self,
                rhs: R,
            ) -> Lazy<'a, <binary::$Op as BinaryOperation<A, R::DType, P, R::Policy>>::Output, P>
            where
                binary::$Op: BinaryOperation<A, R::DType, P, R::Policy>,
            {
                self.binary::<binary::$Op, _, _>(rhs.into_lazy())
            }
        )*}
    };
}

methods! {
    /// [`Tensor::maximum`]: NaN wins.
    maximum => Maximum;
    /// [`Tensor::minimum`]: NaN wins.
    minimum => Minimum;
    /// [`Tensor::power`].
    power => Power;
    /// [`Tensor::floor_divide`].
    floor_divide => FloorDivide;
    /// [`Tensor::less`].
    less => Less;
    /// [`Tensor::less_equal`].
    less_equal => LessEqual;
    /// [`Tensor::greater`].
    greater => Greater;
    /// [`Tensor::greater_equal`].
    greater_equal => GreaterEqual;
    /// [`Tensor::equal`].
    equal => Equal;
    /// [`Tensor::not_equal`].
    not_equal => NotEqual;
}

/// The transcendental functions of chains, computed in
/// [`Inexact::Output`] as [`Tensor`]'s.
macro_rules! float_fn {
    ($($(#[$doc:meta])* $name:ident => $F:ident;)*) => {
        impl<'a, D: Inexact, P: Policy> Lazy<'a, D, P> {$(
            $(#[$doc])*
            pub fn $name(self) -> Lazy<'a, D::Output, P> {
                self.float_fn::<unary::$F>()
            }
        )*}
    };
}

float_fn! {
    /// [`Tensor::sqrt`].
    sqrt => Sqrt;
    /// [`Tensor::exp`].
    exp => Exp;
    /// [`Tensor::log`].
    log => Log;
    /// [`Tensor::sin`].
    sin => Sin;
    /// [`Tensor::cos`].
    cos => Cos;
    /// [`Tensor::tanh`].
    tanh => Tanh;
    /// [`Tensor::expm1`].
    expm1 => Expm1;
    /// [`Tensor::log1p`].
    log1p => Log1p;
}

impl<'a, D: Inexact, P: Policy> Lazy<'a, D, P> {
    /// The function `F` of each element, in `D::Output`, with the eager
    /// kernel's loops ([`Tensor::exp`]'s).
    fn float_fn<F: FloatFunction + 'static>(self) -> Lazy<'a, D::Output, P> {
        // An always-inlined closure, as the eager kernel's: a function
        // item's `Fn::call` may not be inlined into the vectorised loop.
        self.unary(Box::new(FnLoops(float_fn_of::<D, F>())))
    }
}

/// `-x`, as [`Tensor::negative`].
impl<'a, D: Numeric, P: Policy> Neg for Lazy<'a, D, P> {
    type Output = Lazy<'a, D, P>;
    #[inline]
    fn neg(self) -> Self::Output {
        self.unary(Box::new(Loops(NumericElem::neg)))
    }
}
