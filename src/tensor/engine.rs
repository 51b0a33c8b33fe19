//! Engines: where a tensor's elements live and what runs its operations.
//!
//! [`Tensor<D, P, E>`](super::Tensor) is one typed front over an engine `E`:
//! the front decides each result's dtype from the rules (the compiler's
//! decision, the same on every engine) and checks shapes and axes; the
//! engine stores the elements ([`Engine::Array`]) and runs the kernels.
//! [`Cpu`](crate::Cpu), the crate's own engine (ndarray storage, XLA's values and
//! orders), is the default, so `Tensor<D>` and `Tensor<D, P>` name it;
//! [`Candle`](crate::candle::Candle) runs on candle's devices.
//!
//! A function written once for every engine takes `E: Engine` and, for a
//! dtype outside the ones every engine stores, `E: Holds<D>`: an engine
//! that cannot store it (candle has no `Int8`) is then a compile error that
//! names both.

use super::Tensor;
use super::rules::{
    ComplexParts, Contract, Inexact, Numeric, Ordered, Reduce, SumOf, binary, unary,
};
use super::run::ElementOp;
use super::storage::{Holds, Runs, Storage};
use crate::dtype::{
    BFloat16, Bool, DType, Float16, Float32, Float64, Int16, Int32, Int64, UInt8, UInt32,
    WeakFloat, WeakFloat32, WeakInt, WeakInt32,
};
use crate::policy::{Policy, Stored};

/// What runs a tensor's operations: the kernels that the typed methods of
/// [`Tensor<D, P, E>`](super::Tensor) call once they have decided the
/// result's dtype and checked the operands' shapes.
///
/// Every engine stores the dtypes that candle, burn and the CPU share
/// (`Bool`, `UInt8`, `UInt32`, `Int16`, `Int32`, `Int64`, `BFloat16`,
/// `Float16`, `Float32`, `Float64`, and the weak `WeakInt` and
/// `WeakFloat`), so that a generic function needs no bound beyond `E:
/// Engine` for them; another dtype is a bound [`Holds<D>`] of its own.
///
/// The engines are the crate's: [`Cpu`](crate::Cpu) and, with the `candle` feature,
/// [`Candle`](crate::candle::Candle). The kernels' methods are hidden: they
/// are called by the typed methods, which check what the kernels assume.
pub trait Engine:
    Storage
    + Holds<Bool>
    + Holds<UInt8>
    + Holds<UInt32>
    + Holds<Int16>
    + Holds<Int32>
    + Holds<Int64>
    + Holds<BFloat16>
    + Holds<Float16>
    + Holds<Float32>
    + Holds<Float64>
    + Holds<WeakInt>
    + Holds<WeakFloat>
    + Holds<WeakInt32>
    + Holds<WeakFloat32>
    + Runs<binary::Add>
    + Runs<binary::Subtract>
    + Runs<binary::Multiply>
    + Runs<binary::TrueDivide>
    + Runs<binary::Maximum>
    + Runs<binary::Minimum>
    + Runs<binary::Less>
    + Runs<binary::LessEqual>
    + Runs<binary::Greater>
    + Runs<binary::GreaterEqual>
    + Runs<binary::Equal>
    + Runs<binary::NotEqual>
    + Runs<unary::Sqrt>
    + Runs<unary::Exp>
    + Runs<unary::Log>
    + Runs<unary::Sin>
    + Runs<unary::Cos>
    + Runs<unary::Tanh>
    + Runs<binary::Matmul<BFloat16>>
    + Runs<binary::Matmul<Float16>>
    + Runs<binary::Matmul<Float32>>
    + Runs<binary::Matmul<Float64>>
{
    /// The binary operation `Op`, computing in `J` and giving `O`, of
    /// operands of dtypes `A` and `B` whose shapes broadcast.
    #[doc(hidden)]
    fn binary<Op, A, B, J, O>(
        lhs: &Self::Array<A>,
        rhs: &Self::Array<B>,
    ) -> Result<Self::Array<O>, Self::Error>
    where
        Op: ElementOp<J, O>,
        A: DType,
        B: DType,
        J: DType,
        O: DType,
        Self: Runs<Op> + Holds<A> + Holds<B> + Holds<J> + Holds<O>;

    /// [`Engine::binary`] with the left operand owned, whose storage the
    /// result may take.
    #[doc(hidden)]
    fn binary_owned<Op, A, B, J, O>(
        lhs: Self::Array<A>,
        rhs: &Self::Array<B>,
    ) -> Result<Self::Array<O>, Self::Error>
    where
        Op: ElementOp<J, O>,
        A: DType,
        B: DType,
        J: DType,
        O: DType,
        Self: Runs<Op> + Holds<A> + Holds<B> + Holds<J> + Holds<O>,
    {
        Self::binary::<Op, A, B, J, O>(&lhs, rhs)
    }

    /// The element function `F` of each element, computed in `D::Output`.
    #[doc(hidden)]
    fn float_fn<F, D, P>(x: &Tensor<D, P, Self>) -> Result<Tensor<D::Output, P, Self>, Self::Error>
    where
        F: unary::FloatFunction,
        D: Inexact,
        P: Policy,
        Self: Runs<F> + Holds<D> + Holds<D::Output>;

    /// Each element converted to `O`, as JAX's `astype`.
    #[doc(hidden)]
    fn cast<D, O, P>(x: &Tensor<D, P, Self>) -> Result<Tensor<O, P, Self>, Self::Error>
    where
        D: DType,
        O: DType,
        P: Policy,
        Self: Holds<D> + Holds<O>;

    /// `x` where `cond` is nonzero, else `y`, both converted to `J` first;
    /// the three shapes broadcast.
    #[doc(hidden)]
    fn where_cond<C, Q, X, Y, J, P>(
        cond: &Tensor<C, Q, Self>,
        x: &Tensor<X, P, Self>,
        y: &Tensor<Y, P, Self>,
    ) -> Result<Tensor<J, P, Self>, Self::Error>
    where
        C: DType,
        Q: Policy,
        X: DType,
        Y: DType,
        J: DType,
        P: Policy,
        Self: Holds<C> + Holds<X> + Holds<Y> + Holds<J>;

    /// The sum along `axis` (an axis of `x`), or of every element (`None`).
    #[doc(hidden)]
    fn sum<D, P>(
        x: &Tensor<D, P, Self>,
        axis: Option<usize>,
    ) -> Result<Tensor<SumOf<D, P>, P, Self>, Self::Error>
    where
        D: Reduce,
        P: Policy,
        Self: Holds<D> + Holds<SumOf<D, P>>;

    /// The mean along `axis`, or of every element (`None`).
    #[doc(hidden)]
    fn mean<D, P>(
        x: &Tensor<D, P, Self>,
        axis: Option<usize>,
    ) -> Result<Tensor<D::Mean, P, Self>, Self::Error>
    where
        D: Reduce,
        P: Policy,
        Self: Holds<D> + Holds<D::Mean>;

    /// The largest (`max`) or smallest value along `axis`, or of every
    /// element (`None`); what it reduces over is not empty.
    #[doc(hidden)]
    fn extremum<D, P>(
        x: &Tensor<D, P, Self>,
        axis: Option<usize>,
        max: bool,
    ) -> Result<Tensor<D::Extremum, P, Self>, Self::Error>
    where
        D: Reduce,
        P: Policy,
        Self: Holds<D> + Holds<D::Extremum>;

    /// The index of the first largest (`max`) or smallest value along
    /// `axis`, or into the flattened tensor (`None`); what it reduces over
    /// is not empty.
    #[doc(hidden)]
    fn arg_extremum<D, P>(
        x: &Tensor<D, P, Self>,
        axis: Option<usize>,
        max: bool,
    ) -> Result<Tensor<Stored<P, Int64>, P, Self>, Self::Error>
    where
        D: Reduce + Ordered,
        P: Policy,
        Self: Holds<D> + Holds<Stored<P, Int64>>;

    /// `jnp.matmul` in `J`, of operands that are not 0-d and whose
    /// contracted lengths agree.
    #[doc(hidden)]
    fn matmul<A, B, Q, J, P>(
        x: &Tensor<A, P, Self>,
        y: &Tensor<B, Q, Self>,
    ) -> Result<Tensor<J, P, Self>, Self::Error>
    where
        A: DType,
        B: DType,
        Q: Policy,
        J: Contract,
        P: Policy,
        Self: Runs<binary::Matmul<J>> + Holds<A> + Holds<B> + Holds<J>;

    /// The elements in row-major order in `shape`, which holds as many.
    #[doc(hidden)]
    fn reshape<D, P>(
        x: &Tensor<D, P, Self>,
        shape: &[usize],
    ) -> Result<Tensor<D, P, Self>, Self::Error>
    where
        D: DType,
        P: Policy,
        Self: Holds<D>;

    /// New axes of length 1 at `axes`, positions in the result in
    /// ascending order.
    #[doc(hidden)]
    fn expand_dims<D, P>(
        x: &Tensor<D, P, Self>,
        axes: &[usize],
    ) -> Result<Tensor<D, P, Self>, Self::Error>
    where
        D: DType,
        P: Policy,
        Self: Holds<D>;

    /// The tensors, of one dtype, joined along `axis` (with `new_axis`:
    /// stacked along a new axis at `axis`); there is at least one, and
    /// their shapes fit ([`join_shape`](super::join::join_shape)).
    #[doc(hidden)]
    fn join<D, P>(
        tensors: &[&Tensor<D, P, Self>],
        axis: usize,
        new_axis: bool,
    ) -> Result<Tensor<D, P, Self>, Self::Error>
    where
        D: DType,
        P: Policy,
        Self: Holds<D>;

    /// `-x`: integers wrap.
    #[doc(hidden)]
    fn negative<D, P>(x: &Tensor<D, P, Self>) -> Result<Tensor<D, P, Self>, Self::Error>
    where
        D: Numeric,
        P: Policy,
        Self: Holds<D>;

    /// [`Engine::negative`] of an owned tensor, whose storage the result may
    /// take.
    #[doc(hidden)]
    fn negative_owned<D, P>(x: Tensor<D, P, Self>) -> Result<Tensor<D, P, Self>, Self::Error>
    where
        D: Numeric,
        P: Policy,
        Self: Holds<D>,
    {
        Self::negative(&x)
    }

    /// `jnp.abs`: the magnitude, in the real dtype.
    #[doc(hidden)]
    fn abs<D, P>(x: &Tensor<D, P, Self>) -> Result<Tensor<D::Real, P, Self>, Self::Error>
    where
        D: ComplexParts,
        P: Policy,
        Self: Holds<D> + Holds<D::Real>;
}
