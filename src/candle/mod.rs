//! candle as an engine of the typed tensors (feature `candle`):
//! [`CandleTensor<D, P>`], that is `Tensor<D, P, Candle>`, holds a
//! `candle_core::Tensor` on any candle [`Device`] (CPU; CUDA and Metal where
//! the program turns on candle-core's own `cuda` or `metal` feature), with
//! the crate's dtype markers and policies.
//!
//! The methods are [`Tensor`]'s own, written once for every
//! [`Engine`](crate::Engine): the result dtypes come from the same rules,
//! the shapes and axes are checked before candle is called, and a function
//! generic over the engine runs on the crate's CPU engine and on candle
//! alike (`examples/engines.rs`). What candle cannot store does not compile
//! ([`CandleDType`]): a tensor of `Int8`, or a result that would be one,
//! such as the `UInt64` sum of a `UInt8` tensor with x64 (under the x32
//! policies, JAX's default and the usual choice on GPUs, it is `UInt32`).
//! Nor does an operation candle has no kernel for: `x.expm1()`, `&x % &y`
//! or an `Int32` product name the engine and the operation
//! ([`Runs`](crate::Runs)).
//!
//! ```
//! use dtype_lattice::candle::{CandleTensor, Device};
//! use dtype_lattice::prelude::*;
//!
//! let device = Device::Cpu;
//! let pixels = CandleTensor::<UInt8>::from_tensor(Tensor::from_vec(vec![0, 128, 255]), &device)?;
//! let scale = CandleTensor::<Float16>::from_tensor(Tensor::from_vec(vec![half::f16::from_f32(0.5); 3]), &device)?;
//! let x: CandleTensor<Float16> = &pixels * &scale; // uint8 ⊔ float16, as in JAX
//! let y: CandleTensor<Float16> = &x / 4.0; // a literal is weak: float16 stays
//! let mask: CandleTensor<Bool> = y.greater(0.0);
//! assert_eq!(y.to_tensor()?.to_string(), "Tensor([ 0.  , 16.  , 31.88], dtype=float16)");
//! assert_eq!(mask.to_tensor()?.to_vec(), [false, true, true]);
//! // candle's own tensor, to call candle code, and back with its dtype checked.
//! let raw: candle_core::Tensor = y.into_candle();
//! assert!(CandleTensor::<Float32>::from_candle(raw.clone()).is_err());
//! let _back = CandleTensor::<Float16>::from_candle(raw)?;
//! # Ok::<(), dtype_lattice::candle::CandleError>(())
//! ```
//!
//! # Values
//!
//! candle's CPU kernels give JAX's values for conversions, integer
//! arithmetic and comparisons, and XLA's rewrites are made here as the
//! crate's `Tensor` makes them (a broadcast divisor multiplies by its
//! reciprocal; a product with a `Bool` operand is a select). Where candle
//! differs from XLA:
//!
//! - Integer `+`, `-` and `*` of dtypes narrower than 64 bits compute in
//!   `Int64` and wrap back (candle's kernels use Rust's `+`, which panics on
//!   overflow in a debug build); `Int64` arithmetic that overflows panics in
//!   a debug build of candle and wraps in a release build.
//! - `exp`, `log`, `tanh`, … are candle's (Rust's `f32::exp`, …), within the
//!   crate's tolerances of XLA's, not its bits; sums and means add in
//!   candle's order (one accumulator), so float sums differ from XLA's in the
//!   last bits; `bfloat16` and `float16` sums and means accumulate in
//!   `float32`, as XLA's do.
//! - `argmax` and `argmin` skip NaN (JAX returns the first NaN's index);
//!   `maximum`, `minimum`, `max` and `min` propagate NaN as JAX does, but
//!   `maximum` and `minimum` of `0.0` and `-0.0` give candle's left operand.
//! - XLA on CPU flushes subnormal results (and subnormal values converted to
//!   `float32`) to zero; candle keeps them.
//! - `float8_e4m3fn` computes in `float32` and rounds back once, with
//!   ml_dtypes' overflow to NaN (candle's own conversion saturates at 448,
//!   and its conversion to `f64` recurses without end: both avoided here).
//!
//! `tests/candle.rs` checks every result dtype against the crate's `Tensor`
//! for every pair candle stores, and the values on candle's CPU device.
//!
//! # What it has
//!
//! `+ - * /`, `maximum`, `minimum`, the comparisons (giving `Bool`, stored
//! as candle's `u8` masks of 0 and 1), Rust scalars (every integer and float
//! type) as weak types on either side, `cast`, `where_cond` (a condition of
//! any dtype candle stores), `clip`, `exp`/`log`/`sqrt`/`sin`/`cos`/`tanh`, `negative`,
//! `abs`, `sum`/`mean`/`max`/`min`/`argmax`/`argmin` (whole and along an
//! axis), `matmul` of float dtypes, `reshape`, `expand_dims`,
//! `Tensor::concatenate`/`stack` of one dtype, and conversions: `from_tensor` and
//! `to_tensor` with the crate's `Tensor` (no copy into candle's CPU storage
//! for the dtypes whose element type candle shares), `from_candle` (checking
//! the dtype: an `Err` naming both) and `into_candle` for candle code.
//! candle stores `Bool`, `UInt8`, `UInt32`, `Int16`, `Int32`, `Int64`,
//! `BFloat16`, `Float16`, `Float32`, `Float64` and `Float8E4M3Fn` (and the
//! weak int and float); operations candle has no kernels for (`%`,
//! `floor_divide`, `power`, bitwise operations, integer products) are not
//! offered.
//!
//! # Cost
//!
//! A typed operation is the candle calls that hand-written candle code
//! makes for the same conversions, within the noise (`cargo bench --bench
//! candle --features candle`, BENCHMARKS.md). Integer arithmetic narrower
//! than 64 bits goes through `int64` so that it wraps instead of panicking,
//! about 7 times candle's own `int32` addition.
//!
//! # Devices
//!
//! `Device::Cpu` always; a CUDA or Metal device (`Device::new_cuda(0)?`)
//! once the program turns on candle's own feature, `candle-core = { version
//! = "0.11", features = ["cuda"] }` (or `"metal"`) beside this crate: Cargo
//! unifies it. CI builds and tests the CPU device only;
//! `DTYPE_LATTICE_CANDLE_DEVICE=cuda:0 cargo test --features
//! candle,candle-core/cuda --test candle` runs the same tests on a GPU,
//! which has not been done yet. Such a build needs nvcc and links the CUDA
//! libraries (`libcuda`, nvrtc, cuRAND, cuBLAS, cuBLASLt): `tools/gpu/build.sh`
//! builds it on a machine without them (nvcc from PyPI, stub libraries) and
//! `tools/gpu/run.sh` runs it on one with a GPU (the guide's Engines chapter).

mod dtype;
mod engine;
mod ops;
mod reduce;

use core::fmt;

pub use candle_core::Device;

pub use self::dtype::{CandleDType, CandleMatmul};
use crate::dtype::DTypeId;
use crate::policy::{Policy, Standard};
use crate::tensor::ShapeError;
use crate::tensor::Tensor;

/// A tensor of dtype `D` under promotion policy `P`, stored as a
/// `candle_core::Tensor` (of candle's dtype [`CandleDType::CANDLE`]) on a
/// candle [`Device`].
///
/// Operators and methods are [`Tensor`]'s, named as in `jax.numpy`, with
/// the same result dtypes; operators panic where the shapes do not
/// broadcast (or candle fails), and each has a `try_` method that returns
/// the error instead.
pub type CandleTensor<D, P = Standard> = Tensor<D, P, Candle>;

/// The engine of candle's tensors: a tensor's elements are a
/// `candle_core::Tensor` on any candle [`Device`], its operations candle's
/// kernels with the crate's dtypes ([`CandleTensor`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Candle;

/// What went wrong in an operation on a [`CandleTensor`].
#[derive(Debug)]
#[non_exhaustive]
pub enum CandleError {
    /// Shapes that do not broadcast, an axis out of range, …, found before
    /// calling candle: the crate's own error, which names them.
    Shape(ShapeError),
    /// A candle tensor whose dtype is not the typed tensor's.
    DType {
        /// The typed tensor's dtype.
        expected: DTypeId,
        /// candle's dtype that stores it.
        stored_as: candle_core::DType,
        /// The candle tensor's.
        found: candle_core::DType,
    },
    /// An error from candle itself (operands on different devices, a device
    /// out of memory, …).
    Candle(candle_core::Error),
    /// An operation reached a kernel of another kind (a function's where a
    /// binary operation's was expected): a bug of this crate, reported
    /// rather than panicking.
    #[doc(hidden)]
    Unsupported(dtype::Kernel),
}

impl fmt::Display for CandleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CandleError::Shape(error) => error.fmt(f),
            CandleError::DType {
                expected,
                stored_as,
                found,
            } => write!(
                f,
                "expected a candle tensor of dtype {} for a {expected} tensor, found {}",
                stored_as.as_str(),
                found.as_str()
            ),
            CandleError::Candle(error) => write!(f, "candle: {error}"),
            CandleError::Unsupported(kernel) => {
                write!(
                    f,
                    "internal error: candle's kernel {kernel:?} called for another operation"
                )
            }
        }
    }
}

impl std::error::Error for CandleError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CandleError::Shape(error) => Some(error),
            CandleError::Candle(error) => Some(error),
            CandleError::DType { .. } | CandleError::Unsupported(_) => None,
        }
    }
}

impl From<ShapeError> for CandleError {
    fn from(error: ShapeError) -> Self {
        CandleError::Shape(error)
    }
}

impl From<candle_core::Error> for CandleError {
    fn from(error: candle_core::Error) -> Self {
        CandleError::Candle(error)
    }
}

impl<D: CandleDType, P: Policy> Tensor<D, P, Candle> {
    /// A candle tensor, typed: an error if its dtype is not `D`'s
    /// ([`CandleDType::CANDLE`]). A `u8` tensor read as `Bool` is read as
    /// `!= 0`, as candle reads masks.
    ///
    /// # Errors
    ///
    /// [`CandleError::DType`], naming both dtypes.
    pub fn from_candle(raw: candle_core::Tensor) -> Result<Self, CandleError> {
        if raw.dtype() != D::CANDLE {
            return Err(CandleError::DType {
                expected: D::ID,
                stored_as: D::CANDLE,
                found: raw.dtype(),
            });
        }
        // Read as `D` (a `u8` mask as `Bool`: `!= 0`).
        let raw = dtype::convert_form(
            &raw,
            dtype::Form {
                is_bool: false,
                ..D::FORM
            },
            D::FORM,
        )?;
        Ok(Tensor::from_engine(raw))
    }

    /// candle's tensor, untyped, to call candle code with (a `Bool` tensor is
    /// a `u8` mask of 0 and 1).
    pub fn into_candle(self) -> candle_core::Tensor {
        self.into_engine_array()
    }

    /// candle's tensor, borrowed.
    pub fn as_candle(&self) -> &candle_core::Tensor {
        self.engine_array()
    }

    /// The device the elements live on.
    pub fn device(&self) -> &Device {
        self.engine_array().device()
    }

    /// The tensor on another device.
    ///
    /// # Errors
    ///
    /// candle's, if the device cannot hold it.
    pub fn to_device(&self, device: &Device) -> Result<Self, CandleError> {
        Ok(Tensor::from_engine(self.engine_array().to_device(device)?))
    }
}

impl<D: CandleDType, P: Policy> fmt::Debug for CandleTensor<D, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "CandleTensor(dtype={}, shape={:?}, device={:?})",
            D::ID,
            self.shape(),
            self.device().location()
        )
    }
}

impl<D: CandleDType, P: Policy> TryFrom<candle_core::Tensor> for CandleTensor<D, P> {
    type Error = CandleError;

    fn try_from(raw: candle_core::Tensor) -> Result<Self, CandleError> {
        Self::from_candle(raw)
    }
}

impl<D: CandleDType, P: Policy> From<CandleTensor<D, P>> for candle_core::Tensor {
    fn from(tensor: CandleTensor<D, P>) -> Self {
        tensor.into_engine_array()
    }
}
