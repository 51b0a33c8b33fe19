//! The operations of [`DynTensor`]: each dispatched, on the dtypes known at
//! run time, to the typed operation, which computes the values.
//!
//! A binary operation joins the operands' dtypes under their mode (the
//! run-time [`PromotionMode::join`]), converts each operand to the join where
//! it is not already in it ([`Tensor::cast`]), and calls the typed operation
//! on two tensors of the join: the typed operation on mixed dtypes converts
//! each element to the join in its loop, with the same conversion, so the
//! values are the same. (The typed operations' result dtypes are the rules of
//! [`rules`](crate::tensor), applied to the join.) Where a typed operation
//! depends on the operands' own dtypes and not only on their join, the typed
//! operation on the pair itself runs instead:
//!
//! - `multiply` with a `Bool` operand and `true_divide` with a `Bool`
//!   dividend (XLA's rewrite of the product into a select);
//! - `fmax` and `fmin` with a boolean or integer right operand and an inexact
//!   join (XLA's hardware max, which flushes subnormals);
//! - the operations that compute in a float dtype (`true_divide`,
//!   `arctan2`, …) on a weak int and a strong integer: the typed operation
//!   converts the weak int's value to the float directly, not through the
//!   integer join, which it may not fit (as JAX does);
//! - `power` with a weak base and an integer exponent, or a weak int with a
//!   `Bool` (JAX's `integer_pow`-like result dtypes, [`PowerOf`](crate::PowerOf)).
//!
//! This keeps the number of typed operations compiled for run-time dispatch
//! near one per dtype, not one per pair.
//!
//! Every dtype has the operations its typed tensors have, the extended ones
//! included (the dtype sets below): `float8_e4m3fn * 2.0` computes as
//! `Tensor<Float8E4M3Fn>` does. What the typed tensors lack, a `DynTensor`
//! lacks too, with [`DynError::Unsupported`]: products of the extended
//! dtypes, `logaddexp` of the small floats, and of the narrow integers the
//! reductions, `power`, `abs`, `square`, the shifts and (below 4 bits) the
//! functions that compute in a float.

use core::fmt;
use core::str::FromStr;
use std::string::ToString;

use super::{DynError, DynTensor, TypedTensor};
use crate::tensor::Tensor;
use crate::{DType, DTypeId, Kind, PromotionMode};

// ---------------------------------------------------------------------------
// Dtype sets: which dtypes have an operation. Each macro calls `on!` with its
// dtypes, classic ones by name and the extended ones by family; the compiler
// checks that each listed dtype has the typed operation, and
// `tests/dynamic.rs` that each dtype JAX accepts is listed (the classic
// dtypes against `jax_op_dtypes.txt`, the extended ones against
// `jax_extended_dtypes.txt`, where the typed tensors' gaps are listed).

/// `match` on a dtype over the listed dtypes, with `$D` the marker type in
/// each arm, and `$none` for the others. Two families stand for their
/// dtypes: `small_floats` (the 11 of `float8_e4m3fn` … `float4_e2m1fn`) and
/// `narrow_ints` (`int4`, `uint4`, `int2`, `uint2`, `int1`, `uint1`).
macro_rules! on {
    ($id:expr, $D:ident => $body:expr, else $none:expr; $($d:tt)*) => {
        on!(@expand [] ($id, $D => $body, else $none); $($d)*)
    };
    (@expand [$($done:ident)*] $args:tt; small_floats $($rest:tt)*) => {
        on!(@expand [$($done)* Float8E4M3Fn Float8E5M2 Float8E4M3Fnuz Float8E5M2Fnuz
            Float8E4M3B11Fnuz Float8E3M4 Float8E4M3 Float8E8M0Fnu Float6E2M3Fn Float6E3M2Fn
            Float4E2M1Fn] $args; $($rest)*)
    };
    (@expand [$($done:ident)*] $args:tt; narrow_ints $($rest:tt)*) => {
        on!(@expand [$($done)* Int4 UInt4 Int2 UInt2 Int1 UInt1] $args; $($rest)*)
    };
    (@expand [$($done:ident)*] $args:tt; $d:ident $($rest:tt)*) => {
        on!(@expand [$($done)* $d] $args; $($rest)*)
    };
    (@expand [$($d:ident)*] ($id:expr, $D:ident => $body:expr, else $none:expr);) => {
        match $id {
            $(DTypeId::$d => {
                type $D = crate::$d;
                $body
            })*
            #[allow(unreachable_patterns)]
            _ => $none,
        }
    };
}

/// Every dtype: the comparisons, `add`, `multiply`, `maximum`, the logical
/// operations.
macro_rules! all {
    ($($args:tt)*) => {
        on!($($args)*; Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16
            Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex small_floats
            narrow_ints)
    };
}

/// Every dtype but `Bool`: `Numeric`.
macro_rules! numeric {
    ($($args:tt)*) => {
        on!($($args)*; UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16
            Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex small_floats
            narrow_ints)
    };
}

/// Every dtype but the complex ones: `FloorDivide`, `Ordered`, real results.
macro_rules! real {
    ($($args:tt)*) => {
        on!($($args)*; Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16
            Float32 Float64 WeakInt WeakFloat small_floats narrow_ints)
    };
}

/// Every dtype but `Bool` and the complex ones.
macro_rules! real_numeric {
    ($($args:tt)*) => {
        on!($($args)*; UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16
            Float32 Float64 WeakInt WeakFloat small_floats narrow_ints)
    };
}

/// The dtypes with an inexact dtype to compute in (`Inexact`): every dtype
/// but the narrow integers below 4 bits. `/` and the transcendental
/// functions.
macro_rules! with_inexact {
    ($($args:tt)*) => {
        on!($($args)*; Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16
            Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex small_floats
            Int4 UInt4)
    };
}

/// [`with_inexact!`]'s real dtypes: the functions of real floats.
macro_rules! real_with_inexact {
    ($($args:tt)*) => {
        on!($($args)*; Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16
            Float32 Float64 WeakInt WeakFloat small_floats Int4 UInt4)
    };
}

/// `logaddexp`: [`with_inexact!`] but the small floats, whose result dtype
/// rule (`StrongIfComplex`) the typed tensors do not state.
macro_rules! logaddexp_dtypes {
    ($($args:tt)*) => {
        on!($($args)*; Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16
            Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex Int4 UInt4)
    };
}

/// Every dtype but the narrow integers, whose rules (`Power`, `Reduce`,
/// `ComplexParts`) JAX makes irregular: `power`, `abs`, `square`, the
/// reductions.
macro_rules! not_narrow {
    ($($args:tt)*) => {
        on!($($args)*; Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16
            Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex small_floats)
    };
}

/// [`not_narrow!`]'s real dtypes: `argmax`, `argmin`.
macro_rules! real_not_narrow {
    ($($args:tt)*) => {
        on!($($args)*; Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16
            Float32 Float64 WeakInt WeakFloat small_floats)
    };
}

/// The dtypes with products (`Contract`): the classic ones.
macro_rules! contract {
    ($($args:tt)*) => {
        on!($($args)*; Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16
            Float32 Float64 Complex64 Complex128 WeakInt WeakFloat WeakComplex)
    };
}

/// The real floats, weak or not: `RealFloating`.
macro_rules! real_float {
    ($($args:tt)*) => {
        on!($($args)*; BFloat16 Float16 Float32 Float64 WeakFloat small_floats)
    };
}

/// `Bool`, the integers and the weak int: `BitwiseOps`.
macro_rules! bitwise {
    ($($args:tt)*) => {
        on!($($args)*; Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 WeakInt narrow_ints)
    };
}

/// The shifts: [`bitwise!`] but the narrow integers.
macro_rules! shifts {
    ($($args:tt)*) => {
        on!($($args)*; Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 WeakInt)
    };
}

/// The inexact dtypes: where `fmax` and `fmin` of an integer flush.
macro_rules! inexact {
    ($($args:tt)*) => {
        on!($($args)*; BFloat16 Float16 Float32 Float64 Complex64 Complex128 WeakFloat WeakComplex
            small_floats)
    };
}

/// The strong integers with an inexact dtype to compute in, which a weak
/// int's value may not fit: the operations that compute in a float convert
/// the weak int's value to it directly.
macro_rules! strong_int {
    ($($args:tt)*) => {
        on!($($args)*; UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 Int4 UInt4)
    };
}

/// The dtypes that cannot be NaN: `Bool`, the integers, the weak int.
macro_rules! integral {
    ($($args:tt)*) => {
        on!($($args)*; Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 WeakInt)
    };
}

/// A typed operation's result, wrapped.
#[allow(clippy::unnecessary_wraps)] // The shape of `BinaryOp::on_pair`'s arms.
fn wrap<D: DType>(
    result: Result<Tensor<D>, crate::ShapeError>,
) -> Option<Result<TypedTensor, crate::ShapeError>> {
    Some(result.map(TypedTensor::wrap))
}

/// Whether `d` is a float or complex dtype.
fn is_inexact(d: DTypeId) -> bool {
    matches!(d.kind(), Kind::Floating | Kind::ComplexFloating)
}

/// The tensor inside `t`, which has dtype `D`.
fn typed<D: DType>(t: &DynTensor) -> &Tensor<D> {
    t.as_tensor::<D>()
        .expect("the dispatch matched the tensor's dtype")
}

/// Declares an enum of operations with their `jax.numpy` names.
macro_rules! op_enum {
    (
        $(#[$doc:meta])* $Enum:ident;
        $($(#[$vdoc:meta])* $Variant:ident $name:literal,)*
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum $Enum {
            $(
                #[doc = concat!("`jnp.", $name, "`.")]
                $Variant,
            )*
        }

        impl $Enum {
            /// Every operation, in declaration order.
            pub const ALL: &'static [$Enum] = &[$($Enum::$Variant),*];

            /// The `jax.numpy` name.
            pub const fn name(self) -> &'static str {
                match self {
                    $($Enum::$Variant => $name,)*
                }
            }
        }

        impl fmt::Display for $Enum {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }

        impl FromStr for $Enum {
            type Err = DynError;

            /// Parses the `jax.numpy` name.
            fn from_str(name: &str) -> Result<$Enum, DynError> {
                match name {
                    $($name => Ok($Enum::$Variant),)*
                    _ => Err(DynError::UnknownOperation { name: name.to_string() }),
                }
            }
        }
    };
}

// ---------------------------------------------------------------------------
// Binary operations.

/// Declares [`BinaryOp`], its dispatch on the join, and one `try_` method per
/// operation on [`DynTensor`].
macro_rules! binary_ops {
    ($($Variant:ident $name:literal $method:ident, $set:ident $(, $weak:ident)?;)*) => {
        op_enum! {
            /// The binary operations of [`DynTensor::binary`], by their
            /// `jax.numpy` names (`"add".parse()`), each the typed
            /// [`Tensor`] method of the same name.
            BinaryOp;
            $($Variant $name,)*
        }

        impl BinaryOp {
            /// The typed operation on two tensors of dtype `j`.
            fn on_join(self, j: DTypeId, x: &DynTensor, y: &DynTensor) -> Option<Result<TypedTensor, crate::ShapeError>> {
                match self {
                    $(BinaryOp::$Variant => $set!(j, J => Some(
                        typed::<J>(x).$method(typed::<J>(y)).map(TypedTensor::wrap)
                    ), else None),)*
                }
            }

            /// For the operations that compute in a float dtype (`weak`): the
            /// typed operation on a weak int and a strong integer, which it
            /// converts to the float directly, not through the integer join
            /// (which a weak int's value may not fit).
            fn on_weak_int_pair(self, x: &DynTensor, y: &DynTensor) -> Option<Result<TypedTensor, crate::ShapeError>> {
                match self {
                    $(BinaryOp::$Variant => binary_ops!(@weak [$($weak)?] $method, x, y),)*
                }
            }
        }

        impl DynTensor {
            $(
                #[doc = concat!("`jnp.", $name, "`: [`Tensor::", stringify!($method), "`] on the dtypes known at run time; see [`DynTensor::binary`].")]
                pub fn $method(&self, rhs: &DynTensor) -> Result<DynTensor, DynError> {
                    self.binary(BinaryOp::$Variant, rhs)
                }
            )*
        }
    };
    (@weak [] $method:ident, $x:expr, $y:expr) => { None };
    (@weak [weak] $method:ident, $x:expr, $y:expr) => {
        match ($x.dtype(), $y.dtype()) {
            (DTypeId::WeakInt, b) => {
                strong_int!(b, B => wrap(typed::<crate::WeakInt>($x).$method(typed::<B>($y))), else None)
            }
            (a, DTypeId::WeakInt) => {
                strong_int!(a, A => wrap(typed::<A>($x).$method(typed::<crate::WeakInt>($y))), else None)
            }
            _ => None,
        }
    };
}

binary_ops! {
    Add "add" try_add, all;
    Subtract "subtract" try_subtract, numeric;
    Multiply "multiply" try_multiply, all;
    TrueDivide "true_divide" try_true_divide, with_inexact, weak;
    FloorDivide "floor_divide" try_floor_divide, real;
    Remainder "remainder" try_remainder, real;
    Power "power" try_power, not_narrow;
    Maximum "maximum" try_maximum, all;
    Minimum "minimum" try_minimum, all;
    Less "less" try_less, all;
    LessEqual "less_equal" try_less_equal, all;
    Greater "greater" try_greater, all;
    GreaterEqual "greater_equal" try_greater_equal, all;
    Equal "equal" try_equal, all;
    NotEqual "not_equal" try_not_equal, all;
    BitwiseAnd "bitwise_and" try_bitwise_and, bitwise;
    BitwiseOr "bitwise_or" try_bitwise_or, bitwise;
    BitwiseXor "bitwise_xor" try_bitwise_xor, bitwise;
    LogicalAnd "logical_and" try_logical_and, all;
    LogicalOr "logical_or" try_logical_or, all;
    LogicalXor "logical_xor" try_logical_xor, all;
    Fmax "fmax" try_fmax, all;
    Fmin "fmin" try_fmin, all;
    Copysign "copysign" try_copysign, real_with_inexact, weak;
    Nextafter "nextafter" try_nextafter, real_with_inexact, weak;
    LeftShift "left_shift" try_left_shift, shifts;
    RightShift "right_shift" try_right_shift, shifts;
    Arctan2 "arctan2" try_arctan2, with_inexact, weak;
    Hypot "hypot" try_hypot, real_with_inexact, weak;
    Logaddexp "logaddexp" try_logaddexp, logaddexp_dtypes, weak;
    Logaddexp2 "logaddexp2" try_logaddexp2, with_inexact, weak;
    FloatPower "float_power" try_float_power, with_inexact, weak;
    Matmul "matmul" try_matmul, contract;
    Dot "dot" try_dot, contract;
    Vdot "vdot" try_vdot, contract;
    Inner "inner" try_inner, contract;
}

impl BinaryOp {
    /// The typed operation on the pair itself, where its values or dtype
    /// depend on the operands' dtypes and not only on their join (see the
    /// module's docs); `None` elsewhere. `j` is the join.
    fn on_pair(
        self,
        j: DTypeId,
        x: &DynTensor,
        y: &DynTensor,
    ) -> Option<Result<TypedTensor, crate::ShapeError>> {
        use DTypeId::{Bool, WeakComplex, WeakFloat, WeakInt};
        let (a, b) = (x.dtype(), y.dtype());
        if let Some(result) = self.on_weak_int_pair(x, y) {
            return Some(result);
        }
        match self {
            // `Bool ⊔ X` is `X` wherever it exists, so the other operand is in the join.
            BinaryOp::Multiply if a == Bool => {
                all!(j, J => wrap(typed::<crate::Bool>(x).try_multiply(typed::<J>(y))), else None)
            }
            BinaryOp::Multiply if b == Bool => {
                all!(j, J => wrap(typed::<J>(x).try_multiply(typed::<crate::Bool>(y))), else None)
            }
            BinaryOp::TrueDivide if a == Bool => {
                with_inexact!(j, J => wrap(typed::<crate::Bool>(x).try_true_divide(typed::<J>(y))), else None)
            }
            BinaryOp::Fmax | BinaryOp::Fmin if is_inexact(j) && !is_inexact(b) => {
                let x = x.in_dtype(j);
                let fmax = self == BinaryOp::Fmax;
                inexact!(j, J => integral!(b, B => {
                    let (x, y) = (typed::<J>(&x), typed::<B>(y));
                    wrap(if fmax { x.try_fmax(y) } else { x.try_fmin(y) })
                }, else None), else None)
            }
            BinaryOp::Power => match (a, b) {
                (WeakInt, Bool) => {
                    wrap(typed::<crate::WeakInt>(x).try_power(typed::<crate::Bool>(y)))
                }
                (Bool, WeakInt) => {
                    wrap(typed::<crate::Bool>(x).try_power(typed::<crate::WeakInt>(y)))
                }
                (WeakFloat, _) => {
                    on!(b, B => wrap(typed::<crate::WeakFloat>(x).try_power(typed::<B>(y))),
                    else None; UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64)
                }
                (WeakComplex, _) => {
                    on!(b, B => wrap(typed::<crate::WeakComplex>(x).try_power(typed::<B>(y))),
                    else None; UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64)
                }
                _ => None,
            },
            _ => None,
        }
    }
}

impl DynTensor {
    /// `op` on `self` and `rhs`, under their promotion mode (both must have
    /// the same; [`binary_in`](Self::binary_in) chooses one per call).
    ///
    /// The result dtype is the typed operation's on the operands' join: the
    /// dtype `Tensor` gives for the same operands, and JAX for the same
    /// arrays; the values are the typed operation's (see the module docs of
    /// `dynamic::ops`). Broadcasts as NumPy does.
    ///
    /// # Errors
    ///
    /// [`DynError::Promotion`] where the dtypes have no join under the mode,
    /// [`DynError::Unsupported`] where the operation does not exist for the
    /// join (`floor_divide` of complex numbers), [`DynError::ModeMismatch`]
    /// where the operands' modes differ, [`DynError::Shape`] where the
    /// shapes do not broadcast.
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let x = DynTensor::from(Tensor::<Complex64>::ones(&[2]));
    /// let y = DynTensor::from(Tensor::<Int8>::ones(&[2]));
    /// let op: BinaryOp = "floor_divide".parse()?;
    /// assert_eq!(
    ///     x.binary(op, &y).unwrap_err().to_string(),
    ///     "floor_divide is not defined for complex64 (the join of complex64 and int8), as in \
    ///      JAX: cast the operands to a dtype that has it",
    /// );
    /// assert_eq!(x.binary(BinaryOp::Power, &y)?.dtype(), DTypeId::Complex64);
    /// # Ok::<(), DynError>(())
    /// ```
    pub fn binary(&self, op: BinaryOp, rhs: &DynTensor) -> Result<DynTensor, DynError> {
        let mode = super::common_mode(&[self, rhs], op.name())?;
        DynTensor::binary_in(mode, op, self, rhs)
    }

    /// `op` on `lhs` and `rhs` under `mode`, whatever their own modes: the
    /// policy chosen per call. The result is under `mode`.
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let x = DynTensor::from(Tensor::<Float32>::ones(&[2]));
    /// let y = DynTensor::from(Tensor::<Int32>::ones(&[2]));
    /// assert!(DynTensor::binary_in(PromotionMode::Standard, BinaryOp::Add, &x, &y).is_ok());
    /// assert!(DynTensor::binary_in(PromotionMode::Strict, BinaryOp::Add, &x, &y).is_err());
    /// ```
    pub fn binary_in(
        mode: PromotionMode,
        op: BinaryOp,
        lhs: &DynTensor,
        rhs: &DynTensor,
    ) -> Result<DynTensor, DynError> {
        let (a, b) = (lhs.dtype(), rhs.dtype());
        let j = super::join(mode, op.name(), a, b)?;
        let pair = if a == b {
            None
        } else {
            op.on_pair(j, lhs, rhs)
        };
        let result = match pair {
            Some(result) => result,
            None => {
                op.on_join(j, &lhs.in_dtype(j), &rhs.in_dtype(j))
                    .ok_or(DynError::Unsupported {
                        op: op.name(),
                        operands: (a, Some(b)),
                        dtype: j,
                    })?
            }
        };
        super::finish(op.name(), mode, result)
    }
}

// ---------------------------------------------------------------------------
// Unary operations.

/// Declares [`UnaryOp`], its dispatch, and one method per operation.
macro_rules! unary_ops {
    ($($Variant:ident $name:literal $method:ident, $set:ident;)*) => {
        op_enum! {
            /// The elementwise functions of one tensor of
            /// [`DynTensor::unary`], by their `jax.numpy` names, each the
            /// typed [`Tensor`] method of the same name.
            UnaryOp;
            $($Variant $name,)*
        }

        impl DynTensor {
            /// `op` on this tensor: the typed function, with its result
            /// dtype.
            ///
            /// # Errors
            ///
            /// [`DynError::Unsupported`] where the function does not exist for
            /// the dtype (`negative` of `Bool`, `floor` of a complex number).
            ///
            /// ```
            /// use dtype_lattice::*;
            ///
            /// let t = DynTensor::from(Tensor::<Int8>::from_vec(vec![1, 4]));
            /// assert_eq!(t.unary(UnaryOp::Sqrt)?.to_string(), "Tensor([1., 2.], dtype=float32)");
            /// # Ok::<(), DynError>(())
            /// ```
            pub fn unary(&self, op: UnaryOp) -> Result<DynTensor, DynError> {
                let d = self.dtype();
                let result = match op {
                    $(UnaryOp::$Variant => $set!(d, D => Some(TypedTensor::wrap(unary_ops!(@call $method, typed::<D>(self)))), else None),)*
                };
                result
                    .map(|t| DynTensor::new(t, self.mode))
                    .ok_or(DynError::Unsupported { op: op.name(), operands: (d, None), dtype: d })
            }

            $(
                #[doc = concat!("`jnp.", $name, "`: [`DynTensor::unary`] with [`UnaryOp::", stringify!($Variant), "`].")]
                pub fn $method(&self) -> Result<DynTensor, DynError> {
                    self.unary(UnaryOp::$Variant)
                }
            )*
        }
    };
    (@call negative, $t:expr) => { -$t };
    (@call $method:ident, $t:expr) => { $t.$method() };
}

unary_ops! {
    Negative "negative" negative, numeric;
    Abs "abs" abs, not_narrow;
    Real "real" real, not_narrow;
    Imag "imag" imag, not_narrow;
    Conj "conj" conj, not_narrow;
    Sqrt "sqrt" sqrt, with_inexact;
    Exp "exp" exp, with_inexact;
    Log "log" log, with_inexact;
    Sin "sin" sin, with_inexact;
    Cos "cos" cos, with_inexact;
    Tanh "tanh" tanh, with_inexact;
    Expm1 "expm1" expm1, with_inexact;
    Log1p "log1p" log1p, with_inexact;
    Log2 "log2" log2, with_inexact;
    Log10 "log10" log10, with_inexact;
    Rsqrt "rsqrt" rsqrt, real_float;
    Cbrt "cbrt" cbrt, real_with_inexact;
    Exp2 "exp2" exp2, real_with_inexact;
    Tan "tan" tan, real_with_inexact;
    Arcsin "arcsin" arcsin, real_with_inexact;
    Arccos "arccos" arccos, real_with_inexact;
    Arctan "arctan" arctan, real_with_inexact;
    Sinh "sinh" sinh, real_with_inexact;
    Cosh "cosh" cosh, real_with_inexact;
    Arcsinh "arcsinh" arcsinh, real_with_inexact;
    Arccosh "arccosh" arccosh, real_with_inexact;
    Arctanh "arctanh" arctanh, real_with_inexact;
    Erf "erf" erf, real_with_inexact;
    Erfc "erfc" erfc, real_with_inexact;
    Logistic "logistic" logistic, real_float;
    Square "square" square, not_narrow;
    Reciprocal "reciprocal" reciprocal, with_inexact;
    Sign "sign" sign, numeric;
    Round "round" round, numeric;
    Floor "floor" floor, real_numeric;
    Ceil "ceil" ceil, real_numeric;
    Trunc "trunc" trunc, real_numeric;
    Isnan "isnan" isnan, all;
    Isinf "isinf" isinf, all;
    Isfinite "isfinite" isfinite, all;
    Signbit "signbit" signbit, real;
    LogicalNot "logical_not" logical_not, all;
    BitwiseNot "bitwise_not" bitwise_not, bitwise;
}

// ---------------------------------------------------------------------------
// Reductions.

/// Declares [`Reduction`] and its dispatch.
macro_rules! reductions {
    ($($Variant:ident $name:literal $whole:ident $axis:ident $($fallible:ident)?, $set:ident;)*) => {
        op_enum! {
            /// The reductions of [`DynTensor::reduce`], by their `jax.numpy`
            /// names, each the typed [`Tensor`] method of the same name
            /// (over the whole tensor) or with `_axis` (along one axis).
            Reduction;
            $($Variant $name,)*
        }

        impl DynTensor {
            /// `op` over the whole tensor (`axis` `None`) or along one axis:
            /// the typed reduction, with its result dtype.
            ///
            /// # Errors
            ///
            /// [`DynError::Unsupported`] where the reduction does not exist for
            /// the dtype (`argmax` of complex numbers), [`DynError::Shape`] for
            /// an axis out of range or a reduction without identity (`max`,
            /// `argmax`) of no elements.
            ///
            /// ```
            /// use dtype_lattice::*;
            ///
            /// let t = DynTensor::from(Tensor::<Int8>::from_shape_vec(&[2, 2], vec![1, 2, 3, 4])?);
            /// assert_eq!(t.reduce(Reduction::Sum, None)?.to_string(), "Tensor(10, dtype=int64)");
            /// assert_eq!(t.reduce(Reduction::Mean, Some(0))?.to_string(), "Tensor([2., 3.], dtype=float32)");
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn reduce(&self, op: Reduction, axis: Option<usize>) -> Result<DynTensor, DynError> {
                let d = self.dtype();
                let result = match op {
                    $(Reduction::$Variant => $set!(d, D => Some({
                        let t = typed::<D>(self);
                        match axis {
                            None => reductions!(@whole [$($fallible)?] t.$whole()),
                            Some(axis) => t.$axis(axis),
                        }
                        .map(TypedTensor::wrap)
                    }), else None),)*
                };
                let result = result
                    .ok_or(DynError::Unsupported { op: op.name(), operands: (d, None), dtype: d })?;
                super::finish(op.name(), self.mode, result)
            }
        }
    };
    (@whole [] $call:expr) => { Ok::<_, crate::ShapeError>($call) };
    (@whole [fallible] $call:expr) => { $call };
}

reductions! {
    Sum "sum" sum sum_axis, not_narrow;
    Prod "prod" prod prod_axis, not_narrow;
    Mean "mean" mean mean_axis, not_narrow;
    Max "max" max max_axis fallible, not_narrow;
    Min "min" min min_axis fallible, not_narrow;
    Argmax "argmax" argmax argmax_axis fallible, real_not_narrow;
    Argmin "argmin" argmin argmin_axis fallible, real_not_narrow;
    Cumsum "cumsum" cumsum cumsum_axis, not_narrow;
    Cumprod "cumprod" cumprod cumprod_axis, not_narrow;
    Any "any" any any_axis, not_narrow;
    All "all" all all_axis, not_narrow;
    Var "var" var var_axis, not_narrow;
    Std "std" std std_axis, not_narrow;
}
