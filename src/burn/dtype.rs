//! Which dtypes burn stores, and how (the one table of this layer), and what
//! burn runs for each operation ([`Kernel`]).

use burn_backend::{DType as Burn, Element, FloatDType, IntDType};

use crate::dtype::{
    BFloat16, Bool, DType, Float16, Float32, Float64, Int8, Int16, Int32, Int64, UInt8, UInt16,
    UInt32, UInt64, WeakFloat, WeakFloat32, WeakInt, WeakInt32,
};

/// A dtype that burn stores: one of burn's float, int or bool dtypes holds
/// its values. The weak int and float (the dtype of `uint8_tensor / 4.0`, a
/// weakly typed array in JAX) are stored as JAX stores them, in `int64` and
/// `float64` (`int32` and `float32` under the x32 policies).
///
/// burn 0.22 has no complex dtypes and no float8, float6, float4 or
/// sub-byte integer storage that its operations compute in: a
/// [`BurnTensor`](super::BurnTensor) of one, or an operation whose result
/// would be one, does not compile.
#[diagnostic::on_unimplemented(
    message = "burn has no storage for `{Self}`",
    label = "a `BurnTensor` holds only dtypes burn stores",
    note = "burn 0.22 stores `Bool`, `Int8`, `Int16`, `Int32`, `Int64`, `UInt8`, `UInt16`, `UInt32`, `UInt64`, `BFloat16`, `Float16`, `Float32` and `Float64` (and the weak int and float, as int64 and float64); cast to one of them first, or compute on the crate's own `Tensor`"
)]
pub trait BurnDType: DType<Elem: Element> {
    /// The kind of burn's `Tensor` that holds this dtype: `burn_tensor::Float`,
    /// `Int` or `Bool`.
    type BurnKind: burn_tensor::kind::Basic;
    /// How burn stores this dtype.
    #[doc(hidden)]
    const FORM: Form;
}

/// How burn stores a dtype ([`BurnDType::FORM`]): in a bool, int or float
/// primitive of one of burn's dtypes. A bool primitive's own storage (bytes
/// or words) is the device's choice.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// A bool primitive.
    Bool,
    /// An int primitive of this dtype.
    Int(IntDType),
    /// A float primitive of this dtype.
    Float(FloatDType),
}

impl Form {
    /// Whether burn's `dtype` is this form's (a bool of any storage for `Bool`).
    pub(crate) fn holds(self, dtype: Burn) -> bool {
        match (self, dtype) {
            (Form::Bool, Burn::Bool(_)) => true,
            (Form::Int(int), dtype) => Burn::from(int) == dtype,
            (Form::Float(float), dtype) => Burn::from(float) == dtype,
            _ => false,
        }
    }

    /// Whether the dtype is unsigned (or `Bool`).
    pub(crate) fn unsigned(self) -> bool {
        matches!(
            self,
            Form::Bool | Form::Int(IntDType::U8 | IntDType::U16 | IntDType::U32 | IntDType::U64)
        )
    }
}

/// The table: each dtype and burn's primitive of it.
macro_rules! burn_dtypes {
    ($($d:ident => $kind:ident $(($burn:ident))?;)*) => {$(
        impl BurnDType for $d {
            type BurnKind = burn_tensor::$kind;
            const FORM: Form = burn_dtypes!(@form $kind $($burn)?);
        }
    )*};
    (@form Bool) => { Form::Bool };
    (@form Int $burn:ident) => { Form::Int(IntDType::$burn) };
    (@form Float $burn:ident) => { Form::Float(FloatDType::$burn) };
}

burn_dtypes! {
    Bool => Bool;
    Int8 => Int(I8);
    Int16 => Int(I16);
    Int32 => Int(I32);
    Int64 => Int(I64);
    UInt8 => Int(U8);
    UInt16 => Int(U16);
    UInt32 => Int(U32);
    UInt64 => Int(U64);
    BFloat16 => Float(BF16);
    Float16 => Float(F16);
    Float32 => Float(F32);
    Float64 => Float(F64);
    // The weak types, as JAX stores a weakly typed array: in the 64-bit dtype
    // of their kind with x64, the 32-bit one without.
    WeakInt => Int(I64);
    WeakFloat => Float(F64);
    WeakInt32 => Int(I32);
    WeakFloat32 => Float(F32);
}

/// burn's float dtypes that its `matmul` multiplies (`bfloat16` and
/// `float16` widened to `float32` and rounded back once, as XLA on CPU
/// computes them).
#[diagnostic::on_unimplemented(
    message = "the burn engine has no matrix product of `{Self}`",
    note = "the burn engine multiplies `BFloat16`, `Float16`, `Float32` and `Float64` matrices; cast the operands first, or use the crate's own `Tensor`, whose integer products accumulate as JAX's do"
)]
pub trait BurnMatmul: BurnDType {}

impl BurnMatmul for BFloat16 {}
impl BurnMatmul for Float16 {}
impl BurnMatmul for Float32 {}
impl BurnMatmul for Float64 {}

/// What an operation runs in burn ([`Runs::KERNEL`](crate::Runs)).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kernel {
    Sqrt,
    Exp,
    Log,
    Log1p,
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
