//! The errors of run-time tensors: [`DynError`] for an operation that cannot
//! run, [`DTypeMismatch`] for a narrowing to the wrong dtype.

use core::fmt;
use std::string::String;

use crate::dtype::DTypeId;
use crate::runtime::{PromotionError, PromotionMode, X64Mode};
use crate::tensor::ShapeError;

/// Why an operation on [`DynTensor`](super::DynTensor)s did not run. Each message starts with
/// the operation's `jax.numpy` name and names the dtypes involved.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum DynError {
    /// The operands' dtypes have no join under their mode (strict or
    /// lossless promotion): where a typed operation would not compile.
    Promotion {
        /// The operation.
        op: &'static str,
        /// The promotion error, which names both dtypes and the mode.
        error: PromotionError,
    },
    /// The operation does not exist for the dtype it would compute in, as
    /// JAX raises: `floor_divide` of complex numbers, `-` of booleans,
    /// bitwise operations on floats.
    Unsupported {
        /// The operation.
        op: &'static str,
        /// The operands' dtypes (one for a unary operation or a reduction).
        operands: (DTypeId, Option<DTypeId>),
        /// The dtype the operation would compute in: the operands' join.
        dtype: DTypeId,
    },
    /// The operands are under different promotion modes.
    ModeMismatch {
        /// The operation.
        op: &'static str,
        /// The left operand's mode.
        lhs: PromotionMode,
        /// The right operand's mode.
        rhs: PromotionMode,
    },
    /// The operands are under different configurations of 64-bit dtypes.
    X64Mismatch {
        /// The operation.
        op: &'static str,
        /// The left operand's configuration.
        lhs: X64Mode,
        /// The right operand's configuration.
        rhs: X64Mode,
    },
    /// The shapes do not fit (they do not broadcast, an axis is out of range,
    /// a reduction without identity of nothing).
    Shape {
        /// The operation.
        op: &'static str,
        /// What does not fit.
        error: ShapeError,
    },
    /// No operation has this name ([`BinaryOp`](super::BinaryOp),
    /// [`UnaryOp`](super::UnaryOp) and [`Reduction`](super::Reduction) parse
    /// `jax.numpy`'s names).
    UnknownOperation {
        /// The name given.
        name: String,
    },
}

impl fmt::Display for DynError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DynError::Promotion { op, error } => write!(f, "{op}: {error}"),
            DynError::Unsupported {
                op,
                operands: (lhs, rhs),
                dtype,
            } => {
                write!(f, "{op} is not defined for {dtype}")?;
                match rhs {
                    Some(rhs) if (lhs, rhs) != (dtype, dtype) => {
                        write!(f, " (the join of {lhs} and {rhs})")?
                    }
                    None if lhs != dtype => write!(f, " (from {lhs})")?,
                    _ => {}
                }
                f.write_str(", as in JAX: cast the operands to a dtype that has it")
            }
            DynError::ModeMismatch { op, lhs, rhs } => write!(
                f,
                "{op}: the operands are under different promotion modes ({lhs} and {rhs}); \
                 choose one with `with_mode`"
            ),
            DynError::X64Mismatch { op, lhs, rhs } => write!(
                f,
                "{op}: the operands are under different configurations of 64-bit dtypes \
                 ({lhs} and {rhs}); choose one with `with_x64_mode`"
            ),
            DynError::Shape { op, error } => write!(f, "{op}: {error}"),
            DynError::UnknownOperation { name } => write!(
                f,
                "unknown operation {name:?}: expected a jax.numpy name such as \"add\", \"sqrt\" \
                 or \"sum\""
            ),
        }
    }
}

impl std::error::Error for DynError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DynError::Promotion { error, .. } => Some(error),
            DynError::Shape { error, .. } => Some(error),
            _ => None,
        }
    }
}
