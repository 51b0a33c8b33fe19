//! Which dtypes candle stores, and how (the one table of this layer), and
//! what candle runs for each operation ([`Kernel`]).

use candle_core::{DType as Candle, Tensor as Raw};

use crate::dtype::{
    BFloat16, Bool, DType, Float8E4M3Fn, Float16, Float32, Float64, Int16, Int32, Int64, UInt8,
    UInt32, WeakFloat, WeakFloat32, WeakInt, WeakInt32,
};
use crate::scalar::F8E4M3Fn;

/// A dtype that candle stores: a dtype with a candle `DType` of the same
/// values. `Bool` is stored as candle stores masks, `u8` of 0 and 1; the weak
/// int and float (the dtype of `uint8_tensor / 4.0`, a weakly typed array in
/// JAX) as JAX stores them, in `i64` and `f64` (`i32` and `f32` under the x32
/// policies).
///
/// candle-core 0.11 has no storage for `Int8`, `UInt16`, `UInt64`, the
/// complex dtypes or the extended dtypes other than `float8_e4m3fn` (its
/// `f6`/`f4`/`f8e8m0` types have no operations): a
/// [`CandleTensor`](super::CandleTensor) of one, or an operation whose result
/// would be one, does not compile.
#[diagnostic::on_unimplemented(
    message = "candle has no storage for `{Self}`",
    label = "a `CandleTensor` holds only dtypes candle stores",
    note = "candle-core 0.11 stores `Bool` (as u8 0/1), `UInt8`, `UInt32`, `Int16`, `Int32`, `Int64`, `BFloat16`, `Float16`, `Float32`, `Float64` and `Float8E4M3Fn` (and the weak int and float, as i64 and f64); cast to one of them first, or compute on the crate's own `Tensor`"
)]
pub trait CandleDType: DType {
    /// candle's dtype for this one.
    const CANDLE: Candle;
    /// The element candle stores.
    #[doc(hidden)]
    type Stored: candle_core::WithDType;
    /// How `+`, `-` and `*` compute in candle's kernels.
    #[doc(hidden)]
    const ARITH: Arith;
    /// The two, with whether the dtype is `Bool`: what the engine's kernels
    /// read of a dtype they are generic over.
    #[doc(hidden)]
    const FORM: Form = Form {
        candle: Self::CANDLE,
        arith: Self::ARITH,
        is_bool: matches!(Self::ID, crate::dtype::DTypeId::Bool),
    };
    /// An element as candle stores it.
    #[doc(hidden)]
    fn store(x: Self::Elem) -> Self::Stored;
    /// An element candle stored.
    #[doc(hidden)]
    fn load(x: Self::Stored) -> Self::Elem;
}

/// How candle's kernels give JAX's `+`, `-` and `*` for a dtype.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arith {
    /// 0/1 masks: `+` is logical or (a maximum), `*` logical and.
    Logical,
    /// Integers narrower than 64 bits: candle's kernels use Rust's `+`, which
    /// panics on overflow in a debug build; computed in `i64`, where they
    /// cannot overflow, and wrapped back by the conversion (Rust's `as`).
    Widened,
    /// candle's own kernels (floats, and `Int64`, which has no wider type).
    Native,
}

/// How candle stores a dtype ([`CandleDType::FORM`]).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Form {
    /// candle's dtype.
    pub(crate) candle: Candle,
    /// How `+`, `-` and `*` compute.
    pub(crate) arith: Arith,
    /// Whether the dtype is `Bool`, a mask of 0 and 1.
    pub(crate) is_bool: bool,
}

impl Form {
    /// `Bool`'s: a mask of 0 and 1.
    pub(crate) const BOOL: Form = Form {
        candle: Candle::U8,
        arith: Arith::Logical,
        is_bool: true,
    };
}

/// The table: each dtype, candle's dtype, the element candle stores, and how
/// it adds.
macro_rules! candle_dtypes {
    ($($d:ident => $candle:ident, $stored:ty, $arith:ident;)*) => {$(
        impl CandleDType for $d {
            const CANDLE: Candle = Candle::$candle;
            type Stored = $stored;
            const ARITH: Arith = Arith::$arith;
            #[inline]
            fn store(x: Self::Elem) -> $stored {
                Convert::convert(x)
            }
            #[inline]
            fn load(x: $stored) -> Self::Elem {
                Convert::convert(x)
            }
        }
    )*};
}

candle_dtypes! {
    Bool => U8, u8, Logical;
    UInt8 => U8, u8, Widened;
    UInt32 => U32, u32, Widened;
    Int16 => I16, i16, Widened;
    Int32 => I32, i32, Widened;
    Int64 => I64, i64, Native;
    BFloat16 => BF16, half::bf16, Native;
    Float16 => F16, half::f16, Native;
    Float32 => F32, f32, Native;
    Float64 => F64, f64, Native;
    Float8E4M3Fn => F8E4M3, float8::F8E4M3, Native;
    // The weak types, as JAX stores a weakly typed array: in the 64-bit dtype
    // of their kind with x64, the 32-bit one without.
    WeakInt => I64, i64, Native;
    WeakFloat => F64, f64, Native;
    WeakInt32 => I32, i32, Widened;
    WeakFloat32 => F32, f32, Native;
}

/// The conversion between an element and what candle stores: the same type
/// for all but `bool` and `float8_e4m3fn`.
trait Convert<T> {
    fn convert(self) -> T;
}

impl<T> Convert<T> for T {
    #[inline]
    fn convert(self) -> T {
        self
    }
}

impl Convert<u8> for bool {
    #[inline]
    fn convert(self) -> u8 {
        u8::from(self)
    }
}

impl Convert<bool> for u8 {
    #[inline]
    fn convert(self) -> bool {
        self != 0
    }
}

// The float8 crate's `F8E4M3` is OCP's E4M3, ml_dtypes' `float8_e4m3fn`:
// the same bits (every pattern checked in tests/candle.rs).
impl Convert<float8::F8E4M3> for F8E4M3Fn {
    #[inline]
    fn convert(self) -> float8::F8E4M3 {
        float8::F8E4M3::from_bits(self.to_bits())
    }
}

impl Convert<F8E4M3Fn> for float8::F8E4M3 {
    #[inline]
    fn convert(self) -> F8E4M3Fn {
        F8E4M3Fn::from_bits(self.to_bits())
    }
}

/// candle's dtypes that its CPU `matmul` multiplies (with gemm; `bfloat16`
/// widened to `float32` and rounded back).
#[diagnostic::on_unimplemented(
    message = "candle has no matrix product of `{Self}`",
    note = "candle-core 0.11 multiplies `BFloat16`, `Float16`, `Float32` and `Float64` matrices; cast the operands first, or use the crate's own `Tensor`, whose integer products accumulate as JAX's do"
)]
pub trait CandleMatmul: CandleDType {}

impl CandleMatmul for BFloat16 {}
impl CandleMatmul for Float16 {}
impl CandleMatmul for Float32 {}
impl CandleMatmul for Float64 {}

/// `x`, of a dtype of form `from`, converted to the dtype of form `to`, as
/// JAX's `astype`: candle's conversion (Rust's `as`, which wraps integers and
/// saturates floats), `!= 0` into `Bool`, and [`round_to`] into
/// `float8_e4m3fn`.
pub(crate) fn convert_form(x: &Raw, from: Form, to: Form) -> candle_core::Result<Raw> {
    if to.is_bool {
        if from.is_bool {
            Ok(x.clone())
        } else {
            x.ne(&x.zeros_like()?)
        }
    } else if from.candle == to.candle {
        Ok(x.clone())
    } else {
        round_to(x, to.candle)
    }
}

/// The largest magnitude that rounds to a finite `float8_e4m3fn` (448, the
/// largest, and half an ulp above it: a tie, which rounds to 448's even
/// significand).
const F8E4M3FN_LIMIT: f64 = 464.0;

/// `x` converted to candle's `to` as XLA converts (candle's conversion),
/// except into `float8_e4m3fn`: candle's saturates at 448, where ml_dtypes
/// (and XLA) give NaN past [`F8E4M3FN_LIMIT`] and for infinities.
///
/// Out of `float8_e4m3fn` through `float32`, exactly: candle-core 0.11's own
/// conversion of it to `f64` recurses without end (`WithDType::to_f64` calls
/// itself), overflowing the stack.
pub(crate) fn round_to(x: &Raw, to: Candle) -> candle_core::Result<Raw> {
    if x.dtype() == Candle::F8E4M3 && !matches!(to, Candle::F8E4M3 | Candle::F32) {
        return x.to_dtype(Candle::F32)?.to_dtype(to);
    }
    if to != Candle::F8E4M3 || x.dtype() == Candle::F8E4M3 {
        return x.to_dtype(to);
    }
    let x = if x.dtype().is_float() {
        x.clone()
    } else {
        x.to_dtype(Candle::F32)?
    };
    let limit = Raw::new(F8E4M3FN_LIMIT, x.device())?.to_dtype(x.dtype())?;
    let overflow = x.abs()?.broadcast_gt(&limit)?;
    overflow
        .where_cond(&x.affine(0.0, f64::NAN)?, &x)?
        .to_dtype(to)
}

/// What an operation runs in candle ([`Runs::KERNEL`](crate::Runs)).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kernel {
    Sqrt,
    Exp,
    Log,
    Sin,
    Cos,
    Tanh,
    Matmul,
    Add,
    Subtract,
    Multiply,
    TrueDivide,
    Maximum,
    Minimum,
    Less,
    LessEqual,
    Greater,
    GreaterEqual,
    Equal,
    NotEqual,
}
