//! Where a tensor's elements live: the storage of each engine ([`Storage`],
//! [`Holds`]), what it runs ([`Runs`]), and the crate's own engine, [`Cpu`].
//! The engines' kernels are [`Engine`](super::Engine)'s.

use core::fmt;

use ndarray::{ArrayD, IxDyn};

use super::error::ShapeError;
use crate::dtype::DType;

/// Where a tensor's elements live: the storage of a tensor of each dtype,
/// the error of the engine's operations and what places a new tensor
/// beside another. The base of [`Engine`](crate::Engine) and [`Holds`].
pub trait Storage: Sized + 'static {
    /// The storage of a tensor of dtype `D`.
    type Array<D: DType>;
    /// What an operation on the engine returns when it fails: shapes that
    /// do not broadcast, an axis out of range, or the engine's own error.
    type Error: From<ShapeError> + fmt::Display + fmt::Debug;
    /// Where a tensor lives, which a tensor made beside it (a Rust scalar
    /// operand) needs: candle's device; nothing on the CPU.
    type Place: Clone;
    /// What the engine runs for an operation ([`Runs::KERNEL`]).
    #[doc(hidden)]
    type Kernel: Copy;
    /// What the engine's kernels read of a dtype ([`Holds::FORM`]).
    #[doc(hidden)]
    type Form: Copy;

    /// Where `array` lives.
    #[doc(hidden)]
    fn place<D: DType>(array: &Self::Array<D>) -> Self::Place;

    /// The length of each of `array`'s axes.
    #[doc(hidden)]
    fn shape<D: DType>(array: &Self::Array<D>) -> &[usize];
}

/// The engine stores tensors of dtype `D`: a bound that a function generic
/// over the engine states for a dtype outside the ones every [`Engine`](crate::Engine)
/// stores.
#[diagnostic::on_unimplemented(
    message = "the engine `{Self}` has no `{D}` tensors",
    label = "`{Self}` cannot store `{D}`",
    note = "cast to a dtype the engine stores first, or run this step on the `Cpu` engine"
)]
pub trait Holds<D: DType>: Storage {
    /// What the engine's kernels read of `D`.
    #[doc(hidden)]
    const FORM: Self::Form;

    /// A tensor of the crate's CPU engine, moved to this engine at `place`
    /// (without a copy where the storage allows).
    #[doc(hidden)]
    fn from_cpu(array: ArrayD<D::Elem>, place: &Self::Place)
    -> Result<Self::Array<D>, Self::Error>;

    /// The tensor's elements on the crate's CPU engine.
    #[doc(hidden)]
    fn to_cpu(array: &Self::Array<D>) -> Result<ArrayD<D::Elem>, Self::Error>;
}

/// The engine runs the operation `Op` (a unit type of
/// [`binary`](crate::binary)): a bound that a function generic over the
/// engine states for an operation outside the ones every [`Engine`](crate::Engine) runs.
#[diagnostic::on_unimplemented(
    message = "the engine `{Self}` has no kernel for `{Op}`",
    label = "`{Self}` cannot run `{Op}`",
    note = "run this step on the `Cpu` engine, or write it with operations the engine has"
)]
pub trait Runs<Op>: Storage {
    /// What the engine runs for `Op`.
    #[doc(hidden)]
    const KERNEL: Self::Kernel;
}
/// The crate's own engine: elements in an [`ndarray::ArrayD`] in the
/// computer's memory, every value JAX's on CPU (XLA's element functions,
/// its orders of summation, its rewrites), the loops on the crate's thread
/// pool.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cpu;

impl Storage for Cpu {
    type Array<D: DType> = ArrayD<D::Elem>;
    type Error = ShapeError;
    type Place = ();
    type Kernel = ();
    type Form = ();

    #[inline]
    fn place<D: DType>(_: &ArrayD<D::Elem>) {}

    #[inline]
    fn shape<D: DType>(array: &ArrayD<D::Elem>) -> &[usize] {
        array.shape()
    }
}

/// Every dtype.
impl<D: DType> Holds<D> for Cpu {
    const FORM: () = ();

    #[inline]
    fn from_cpu(array: ArrayD<D::Elem>, (): &()) -> Result<ArrayD<D::Elem>, ShapeError> {
        Ok(array)
    }

    #[inline]
    fn to_cpu(array: &ArrayD<D::Elem>) -> Result<ArrayD<D::Elem>, ShapeError> {
        Ok(array.clone())
    }
}

/// Every operation.
impl<Op> Runs<Op> for Cpu {
    const KERNEL: () = ();
}
/// A 0-d tensor of `value` on the engine, at `place`.
pub(crate) fn scalar_on<E: Holds<D>, D: DType>(
    value: D::Elem,
    place: &E::Place,
) -> Result<E::Array<D>, E::Error> {
    E::from_cpu(ArrayD::from_elem(IxDyn(&[]), value), place)
}
