//! Engines: where a tensor's elements live and what runs its operations.
//!
//! [`Tensor<D, P, E>`](super::Tensor) is one typed front over an engine `E`:
//! the front decides each result's dtype from the rules (the compiler's
//! decision, the same on every engine) and checks shapes and axes; the
//! engine stores the elements ([`Engine::Array`]) and runs the kernels.
//! [`Cpu`], the crate's own engine (ndarray storage, XLA's values and
//! orders), is the default, so `Tensor<D>` and `Tensor<D, P>` name it;
//! [`Candle`](crate::candle::Candle) runs on candle's devices.
//!
//! A function written once for every engine takes `E: Engine` and, for a
//! dtype outside the ones every engine stores, `E: Holds<D>`: an engine
//! that cannot store it (candle has no `Int8`) is then a compile error that
//! names both.

use super::rules::binary;
use super::run::ElementOp;
use super::storage::{Holds, Runs, Storage};
use crate::dtype::{
    BFloat16, Bool, DType, Float16, Float32, Float64, Int16, Int32, Int64, UInt8, UInt32,
    WeakFloat, WeakInt,
};

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
/// The engines are the crate's: [`Cpu`] and, with the `candle` feature,
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
}
