//! burn as an engine of the typed tensors (feature `burn`):
//! [`BurnTensor<D, P, B>`], that is `Tensor<D, P, Burn<B>>`, holds a
//! primitive of the burn backend `B` (`burn_backend::Backend`), with the
//! crate's dtype markers and policies.
//!
//! `B` is burn's `Dispatch` by default: the backend of burn's own `Tensor`,
//! whose device picks the backend at run time (Flex on the CPU with the
//! `burn-flex` feature; CUDA, ROCm, wgpu, Metal or Vulkan, and burn's fusion
//! over them, with burn's own features of those names, such as `burn = {
//! version = "0.22", features = ["cuda"] }` beside this crate: Cargo unifies
//! them). Or one backend directly: `burn_flex::Flex` (feature `burn-flex`).
//! The tensors store their elements on any backend (`Holds`); the engine's
//! kernels (`Engine`) are stated for these two backend types, each a line of
//! `burn/engine.rs`.
//!
//! The methods are [`Tensor`]'s own, written once for every
//! [`Engine`](crate::Engine): the result dtypes come from the same rules,
//! the shapes and axes are checked before burn is called, and a function
//! generic over the engine runs on the crate's CPU engine, on candle and on
//! burn alike (`examples/engines.rs`). What burn cannot store does not
//! compile ([`BurnDType`]): a tensor of `Complex64` or `Float8E4M3Fn`, or a
//! result that would be one. Nor does an operation the engine has no kernel
//! for: `x.expm1()`, `&x % &y` or an `Int32` product name the engine and
//! the operation ([`Runs`](crate::Runs)). The examples run on burn's CPU
//! backend, Flex (feature `burn-flex`):
//!
#![cfg_attr(feature = "burn-flex", doc = "```")]
#![cfg_attr(not(feature = "burn-flex"), doc = "```ignore")]
//! use burn_flex::{Flex, FlexDevice};
//! use dtype_lattice::burn::BurnTensor;
//! use dtype_lattice::prelude::*;
//!
//! let device = FlexDevice;
//! let pixels = BurnTensor::<UInt8, Standard, Flex>::from_tensor(Tensor::from_vec(vec![0, 128, 255]), &device)?;
//! let scale = BurnTensor::<Float16, Standard, Flex>::from_tensor(Tensor::from_vec(vec![half::f16::from_f32(0.5); 3]), &device)?;
//! let x = &pixels * &scale; // uint8 ⊔ float16, as in JAX
//! let y = &x / 4.0; // a literal is weak: float16 stays
//! let mask = y.greater(0.0);
//! assert_eq!(y.to_tensor()?.to_string(), "Tensor([ 0.  , 16.  , 31.88], dtype=float16)");
//! assert_eq!(mask.to_tensor()?.to_vec(), [false, true, true]);
//! # Ok::<(), dtype_lattice::burn::BurnError>(())
//! ```
//!
//! With burn's own `Tensor` (the default backend, `Dispatch`), a typed
//! tensor converts from and to it, its dtype and rank checked:
//!
#![cfg_attr(feature = "burn-flex", doc = "```")]
#![cfg_attr(not(feature = "burn-flex"), doc = "```ignore")]
//! use dtype_lattice::burn::BurnTensor;
//! use dtype_lattice::prelude::*;
//!
//! let device = burn_tensor::Device::default();
//! let raw = burn_tensor::Tensor::<2>::from_floats([[1.0, 2.0], [3.0, 4.0]], &device);
//! let x = BurnTensor::<Float32>::from_burn(raw)?;
//! let y: BurnTensor<Float32> = &x * 2; // a Rust integer is weak: float32 stays
//! let back: burn_tensor::Tensor<2> = y.into_burn()?;
//! assert_eq!(back.into_data().try_to_vec::<f32>().unwrap(), [2.0, 4.0, 6.0, 8.0]);
//! # Ok::<(), dtype_lattice::burn::BurnError>(())
//! ```
//!
//! # Values
//!
//! burn's CPU kernels (Flex) give JAX's values for conversions, integer
//! arithmetic and comparisons, and XLA's rewrites are made here as the
//! crate's `Tensor` makes them (a broadcast divisor multiplies by its
//! reciprocal; a product with a `Bool` operand is a select). `maximum`,
//! `minimum`, `max` and `min` give NaN where an operand is NaN, and
//! `argmax`/`argmin` the first NaN's index, as JAX does; `float16` and
//! `bfloat16` functions, sums, means and products compute in `float32` and
//! round once, as XLA on CPU does. Where burn differs from XLA:
//!
//! - `exp`, `log`, `tanh`, … are burn's (Rust's `f32::exp`, …), within the
//!   crate's tolerances of XLA's, not its bits; sums and means add in
//!   burn's order, so float sums differ from XLA's in the last bits.
//! - XLA on CPU flushes subnormal results to zero; burn keeps them.
//! - Flex computes the integers in `int64`: `int64`, `uint64` and `uint32`
//!   arithmetic that overflows `int64` panics inside a debug build of burn
//!   (an `Err` here, [`BurnError::Burn`]) and wraps, as JAX's does, in a
//!   release build.
//!
//! `tests/burn.rs` checks every operation and dtype against the crate's
//! `Tensor` on Flex, and a smaller set on burn's `Dispatch` and its default
//! device (Flex in CI); `examples/engines.rs` runs on both. A `BurnTensor` on
//! `Dispatch` takes burn's `DispatchDevice`: `device.as_dispatch()` of a
//! `burn_tensor::Device`.
//!
//! # What it has
//!
//! `+ - * /`, `maximum`, `minimum`, the comparisons, Rust scalars as weak
//! types on either side, `cast`, `where_cond`, `sqrt`/`exp`/`log`/`log1p`/
//! `sin`/`cos`/`tanh`, `negative`, `abs`, `sum`/`mean`/`max`/`min`/
//! `argmax`/`argmin` (whole and along an axis), `matmul` of float dtypes,
//! `reshape`, `expand_dims`, `Tensor::concatenate`/`stack` of one dtype,
//! and conversions: `from_tensor` and `to_tensor`
//! with the crate's `Tensor`, `from_burn`/`into_burn` with burn's `Tensor`
//! (checking the dtype and the rank: an `Err` naming both), and
//! `from_primitive`/`into_primitive` with the backend's primitive. burn stores
//! `Bool`, `Int8`, `Int16`, `Int32`, `Int64`, `UInt8`, `UInt16`, `UInt32`,
//! `UInt64`, `BFloat16`, `Float16`, `Float32` and `Float64`.
//!
//! # Cost
//!
//! A typed operation is the backend calls that hand-written burn code makes
//! for the same conversions, within the noise (0.95–1.01 of their time,
//! `cargo bench --bench burn --features burn-flex`, BENCHMARKS.md). A Rust
//! scalar operand runs burn's scalar kernels (`float_mul_scalar`, …), as
//! burn's own `x * 2.0` does.
//!
//! # Devices
//!
//! CI builds and tests burn's CPU backend, Flex, only. A GPU device comes
//! with burn's own features: `BURN_DEVICE=cuda cargo test --features
//! burn-flex,burn-tensor/cuda --test burn` runs the `Dispatch` tests on
//! CUDA, which has not been done yet. burn 0.22's CUDA backend downloads an LLVM
//! bundle when it builds (cubecl-llvm's build script), so it builds only
//! where GitHub can be reached; `tools/gpu/build.sh` builds and packs it
//! where it can.
//!
//! # Errors
//!
//! burn's operations panic where they fail (a device that is gone, out of
//! memory, a dtype a backend lacks at run time): every kernel runs under
//! `catch_unwind`, and the panic's message comes back as
//! [`BurnError::Burn`] (the default panic hook still prints it).

mod convert;
mod dtype;
mod engine;
mod ops;

use core::fmt;
use core::marker::PhantomData;
use std::string::String;

pub use burn_backend::Backend;
pub use burn_dispatch::Dispatch;

pub use self::dtype::{BurnDType, BurnMatmul};
pub use self::ops::{BurnArray, BurnPrimitive};
use crate::dtype::DTypeId;
use crate::policy::Standard;
use crate::tensor::ShapeError;
use crate::tensor::Tensor;

/// A tensor of dtype `D` under promotion policy `P`, stored as a primitive
/// of the burn backend `B` (burn's `Dispatch` by default, the backend of
/// burn's own `Tensor`).
///
/// Operators and methods are [`Tensor`]'s, named as in `jax.numpy`, with
/// the same result dtypes; operators panic where the shapes do not
/// broadcast (or burn fails), and each has a `try_` method that returns the
/// error instead.
pub type BurnTensor<D, P = Standard, B = Dispatch> = Tensor<D, P, Burn<B>>;

/// The engine of burn's tensors: a tensor's elements are a primitive of the
/// burn backend `B` on one of its devices, its operations the backend's
/// kernels with the crate's dtypes ([`BurnTensor`]).
pub struct Burn<B = Dispatch>(PhantomData<fn() -> B>);

impl<B> fmt::Debug for Burn<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Burn<{}>", core::any::type_name::<B>())
    }
}

/// What went wrong in an operation on a [`BurnTensor`].
#[derive(Debug)]
#[non_exhaustive]
pub enum BurnError {
    /// Shapes that do not broadcast, an axis out of range, …, found before
    /// calling burn: the crate's own error, which names them.
    Shape(ShapeError),
    /// A burn tensor whose dtype is not the typed tensor's.
    DType {
        /// The typed tensor's dtype.
        expected: DTypeId,
        /// The burn tensor's.
        found: burn_backend::DType,
    },
    /// A burn tensor of another rank than the one asked for.
    Rank {
        /// The rank asked for.
        expected: usize,
        /// The tensor's.
        found: usize,
    },
    /// burn's own failure, with its message: a panic inside burn (a device
    /// that failed, out of memory, a dtype the backend lacks at run time),
    /// or an error reading a tensor back.
    Burn(String),
    /// An operation reached a kernel of another kind (a function's where a
    /// binary operation's was expected): a bug of this crate, reported
    /// rather than panicking.
    #[doc(hidden)]
    Unsupported(dtype::Kernel),
}

impl fmt::Display for BurnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BurnError::Shape(error) => error.fmt(f),
            BurnError::DType { expected, found } => write!(
                f,
                "expected a burn tensor of a dtype that holds {expected}, found {found:?}"
            ),
            BurnError::Rank { expected, found } => {
                write!(
                    f,
                    "expected a burn tensor of rank {expected}, found rank {found}"
                )
            }
            BurnError::Burn(message) => write!(f, "burn: {message}"),
            BurnError::Unsupported(kernel) => write!(
                f,
                "internal error: burn's kernel {kernel:?} called for another operation"
            ),
        }
    }
}

impl std::error::Error for BurnError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            BurnError::Shape(error) => Some(error),
            _ => None,
        }
    }
}

impl From<ShapeError> for BurnError {
    fn from(error: ShapeError) -> Self {
        BurnError::Shape(error)
    }
}
