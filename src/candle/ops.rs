//! The operations of [`CandleTensor`]: binary operations with the dtypes of
//! their [`BinaryRule`], the element functions, `where_cond` and `clip`.

use candle_core::{DType as Candle, Tensor as Raw};

use super::Candle as CandleEngine;
use super::dtype::{Arith, Form, Kernel, convert_form, round_to};
use super::{CandleDType, CandleError, CandleTensor};
use crate::dtype::DType;
use crate::policy::Policy;
use crate::tensor::elementwise::broadcast_shape;
use crate::tensor::rewrites::BoolSelect;
use crate::tensor::{BinaryRule, Holds, Rhs, binary};

/// An operand converted to the dtype an operation computes in, with its
/// mask where it is `Bool`.
struct Operand {
    raw: Raw,
    mask: Option<Raw>,
}

impl Operand {
    /// `raw`, of a dtype of form `from`, converted to `to`.
    fn of(raw: &Raw, from: Form, to: Form) -> candle_core::Result<Self> {
        Ok(Operand {
            raw: convert_form(raw, from, to)?,
            mask: from.is_bool.then(|| raw.clone()),
        })
    }
}

/// `a op b`, computed in `C`, with `A`'s and `B`'s dtypes for XLA's rewrites
/// and `O` the result's: JAX's values from candle's kernels.
pub(super) fn binary_op<A: DType, B: DType, O: DType>(
    kernel: Kernel,
    a: &Raw,
    a_form: Form,
    b: &Raw,
    b_form: Form,
    c: Form,
) -> Result<Raw, CandleError> {
    let b = Operand::of(b, b_form, c)?;
    let (lhs, rhs) = (a.dims(), b.raw.dims());
    let shape = broadcast_shape(lhs, rhs)?;
    let a_mask = a_form.is_bool.then_some(a);
    // `float8_e4m3fn` computes in `float32`, rounded back once, as XLA does.
    let work = work_dtype(c.candle);
    let a = convert_form(a, a_form, c)?.to_dtype(work)?;
    let b = Operand {
        raw: b.raw.to_dtype(work)?,
        mask: b.mask,
    };
    let zeros = || Raw::zeros(shape.as_slice(), work, a.device());
    let raw = select_or_compute::<A, B, O>(kernel, &a, a_mask, b, c, &shape, zeros)?;
    if raw.dtype() == work && work != c.candle {
        Ok(round_to(&raw, c.candle)?)
    } else {
        Ok(raw)
    }
}

/// The dtype candle computes `C` in: `float32` for `float8_e4m3fn` (candle's
/// own `float8` kernels round with saturation), `C` otherwise.
fn work_dtype(c: Candle) -> Candle {
    if c == Candle::F8E4M3 { Candle::F32 } else { c }
}

/// [`binary_op`] on operands converted to the dtype it computes in.
#[allow(clippy::too_many_arguments)]
fn select_or_compute<A: DType, B: DType, O: DType>(
    kernel: Kernel,
    a: &Raw,
    a_mask: Option<&Raw>,
    b: Operand,
    c: Form,
    shape: &[usize],
    zeros: impl Fn() -> candle_core::Result<Raw>,
) -> Result<Raw, CandleError> {
    let (lhs, rhs) = (a.dims(), b.raw.dims());
    // XLA's select rewrites (`kernel::BoolSelect`): a product with a `Bool`
    // operand of the result's shape, and a `Bool` dividend over a broadcast
    // divisor.
    if kernel == Kernel::Multiply {
        match (BoolSelect::of::<A, B, O>(lhs, rhs), a_mask, &b.mask) {
            (Some(BoolSelect::Left), Some(mask), _) => {
                return Ok(mask.where_cond(&b.raw.broadcast_as(shape)?, &zeros()?)?);
            }
            (Some(BoolSelect::Right), _, Some(mask)) => {
                return Ok(mask.where_cond(&a.broadcast_as(shape)?, &zeros()?)?);
            }
            _ => {}
        }
    }
    let broadcast_divisor = shape != rhs;
    if let Some(mask) = a_mask
        && kernel == Kernel::TrueDivide
        && BoolSelect::dividend::<A, O>(lhs, rhs)
    {
        let reciprocal = round_to(&reciprocal(&b.raw)?, a.dtype())?;
        return Ok(mask.where_cond(&reciprocal.broadcast_as(shape)?, &zeros()?)?);
    }
    let b = b.raw;
    let raw = match kernel {
        Kernel::Add => match c.arith {
            Arith::Logical => a.broadcast_maximum(&b)?,
            Arith::Widened => widened(c.candle, a, &b, Raw::broadcast_add)?,
            Arith::Native => a.broadcast_add(&b)?,
        },
        Kernel::Subtract => match c.arith {
            Arith::Widened => widened(c.candle, a, &b, Raw::broadcast_sub)?,
            Arith::Logical | Arith::Native => a.broadcast_sub(&b)?,
        },
        Kernel::Multiply => match c.arith {
            Arith::Logical => a.broadcast_minimum(&b)?,
            Arith::Widened if c.candle == Candle::U32 => wrapping_mul_u32(a, &b)?,
            Arith::Widened => widened(c.candle, a, &b, Raw::broadcast_mul)?,
            Arith::Native => a.broadcast_mul(&b)?,
        },
        // XLA multiplies by the reciprocal of a broadcast divisor.
        Kernel::TrueDivide if broadcast_divisor => {
            let reciprocal = reciprocal(&b)?;
            in_f32(a, |x| x.broadcast_mul(&reciprocal))?
        }
        Kernel::TrueDivide => a.broadcast_div(&b)?,
        Kernel::Maximum => propagate_nan(c.candle, a.broadcast_maximum(&b)?, &b)?,
        Kernel::Minimum => propagate_nan(c.candle, a.broadcast_minimum(&b)?, &b)?,
        Kernel::Less => a.broadcast_lt(&b)?,
        Kernel::LessEqual => a.broadcast_le(&b)?,
        Kernel::Greater => a.broadcast_gt(&b)?,
        Kernel::GreaterEqual => a.broadcast_ge(&b)?,
        Kernel::Equal => a.broadcast_eq(&b)?,
        Kernel::NotEqual => a.broadcast_ne(&b)?,
        other => return Err(CandleError::Unsupported(other)),
    };
    Ok(raw)
}

/// `f(x)` computed in `f32` for the half-precision floats (`x` converted,
/// the result rounded back once), in `x`'s dtype otherwise (`float8_e4m3fn`
/// already computes in `f32`: [`work_dtype`]).
fn in_f32(x: &Raw, f: impl FnOnce(&Raw) -> candle_core::Result<Raw>) -> candle_core::Result<Raw> {
    match x.dtype() {
        half @ (Candle::BF16 | Candle::F16) => f(&x.to_dtype(Candle::F32)?)?.to_dtype(half),
        _ => f(x),
    }
}

/// `1 / y` as XLA computes the reciprocal of a broadcast divisor: in `f32`
/// for the half-precision floats, rounded to `float16` (XLA rounds each
/// `float16` operation) but not to `bfloat16` (which it computes in `f32`
/// through the product), as the crate's `mul_reciprocal` does.
fn reciprocal(y: &Raw) -> candle_core::Result<Raw> {
    match y.dtype() {
        Candle::F16 => y.recip()?.to_dtype(Candle::F32),
        Candle::BF16 => y.to_dtype(Candle::F32)?.recip(),
        _ => y.recip(),
    }
}

/// `op(a, b)` in `i64`, wrapped back to `C` (Rust's `as`, which wraps).
fn widened(
    c: Candle,
    a: &Raw,
    b: &Raw,
    op: impl FnOnce(&Raw, &Raw) -> candle_core::Result<Raw>,
) -> candle_core::Result<Raw> {
    op(&a.to_dtype(Candle::I64)?, &b.to_dtype(Candle::I64)?)?.to_dtype(c)
}

/// `a * b` modulo 2^32 for `u32` operands, whose product can pass `i64`'s
/// range: `a * lo + ((a * hi) mod 2^16) * 2^16`, where `b = hi * 2^16 + lo`,
/// each part below 2^49 in `i64`.
fn wrapping_mul_u32(a: &Raw, b: &Raw) -> candle_core::Result<Raw> {
    let (a, b) = (a.to_dtype(Candle::I64)?, b.to_dtype(Candle::I64)?);
    let shift = Raw::new(65_536i64, b.device())?;
    let hi = b.broadcast_div(&shift)?;
    let lo = b.broadcast_sub(&hi.broadcast_mul(&shift)?)?;
    // `as i16` keeps the product modulo 2^16 (as a signed value, which is the
    // same modulo 2^32 once shifted).
    let hi_part = a
        .broadcast_mul(&hi)?
        .to_dtype(Candle::I16)?
        .to_dtype(Candle::I64)?;
    let sum = a
        .broadcast_mul(&lo)?
        .broadcast_add(&hi_part.broadcast_mul(&shift)?)?;
    sum.to_dtype(Candle::U32)
}

/// candle's `maximum` and `minimum` keep the left operand where the right
/// one is NaN; JAX's give NaN. `b`'s NaNs, over `result`.
fn propagate_nan(c: Candle, result: Raw, b: &Raw) -> candle_core::Result<Raw> {
    if !c.is_float() {
        return Ok(result);
    }
    let b = b.broadcast_as(result.dims())?;
    b.ne(&b)?.where_cond(&b, &result)
}

/// The element function `kernel` (candle's, within the crate's tolerance of
/// XLA's) of `x`, of form `from`, computed in the dtype of form `to`.
pub(super) fn float_fn(x: &Raw, from: Form, to: Form, kernel: Kernel) -> Result<Raw, CandleError> {
    let x = convert_form(x, from, to)?.to_dtype(work_dtype(to.candle))?;
    let y = match kernel {
        Kernel::Sqrt => x.sqrt()?,
        Kernel::Exp => x.exp()?,
        Kernel::Log => x.log()?,
        Kernel::Sin => x.sin()?,
        Kernel::Cos => x.cos()?,
        Kernel::Tanh => x.tanh()?,
        other => return Err(CandleError::Unsupported(other)),
    };
    Ok(round_to(&y, to.candle)?)
}

/// `jnp.where`: `x` where `cond` is nonzero, else `y`, each of its form,
/// the branches converted to the dtype of form `j`; the shapes broadcast.
pub(super) fn where_cond(
    (cond, cond_form): (&Raw, Form),
    (x, x_form): (&Raw, Form),
    (y, y_form): (&Raw, Form),
    j: Form,
) -> Result<Raw, CandleError> {
    let mask = convert_form(cond, cond_form, Form::BOOL)?;
    let (x, y) = (convert_form(x, x_form, j)?, convert_form(y, y_form, j)?);
    let shape = broadcast_shape(mask.dims(), &broadcast_shape(x.dims(), y.dims())?)?;
    let shape = shape.as_slice();
    Ok(mask
        .broadcast_as(shape)?
        .where_cond(&x.broadcast_as(shape)?, &y.broadcast_as(shape)?)?)
}

/// `-x` of `x`, of form `d`: integers wrap (`-(-128)` is `-128` in `int8`).
pub(super) fn negative(x: &Raw, d: Form) -> candle_core::Result<Raw> {
    // candle has no integer `neg`: `0 - x`, wrapped back from `int64` for
    // the narrower integers.
    match d.arith {
        Arith::Widened => {
            let x = x.to_dtype(Candle::I64)?;
            x.zeros_like()?.sub(&x)?.to_dtype(d.candle)
        }
        _ if d.candle.is_int() => x.zeros_like()?.sub(x),
        Arith::Logical | Arith::Native => x.neg(),
    }
}

/// `jnp.abs` of `x`, of form `d`, a real dtype: integers wrap (`abs(-128)`
/// is `-128` in `int8`), unsigned ones and `Bool` are their own.
pub(super) fn abs(x: &Raw, d: Form) -> candle_core::Result<Raw> {
    match d.arith {
        Arith::Logical => Ok(x.clone()),
        Arith::Widened => x.to_dtype(Candle::I64)?.abs()?.to_dtype(d.candle),
        Arith::Native => x.abs(),
    }
}

impl<D: CandleDType, P: Policy> CandleTensor<D, P> {
    /// `jnp.clip(self, lo, hi)`: `minimum(maximum(self, lo), hi)`, with
    /// those operations' dtypes; `lo` and `hi` are tensors or Rust scalars.
    ///
    /// # Errors
    ///
    /// If the shapes do not broadcast ([`CandleError::Shape`]), or candle fails.
    pub fn try_clip<L, H, M, O>(&self, lo: L, hi: H) -> Result<CandleTensor<O, P>, CandleError>
    where
        L: Rhs<P, CandleEngine>,
        H: Rhs<P, CandleEngine>,
        CandleEngine: Holds<L::DType> + Holds<H::DType>,
        binary::Maximum: BinaryRule<D, L::DType, P, L::Policy, Compute = M, Output = M>,
        M: CandleDType,
        binary::Minimum: BinaryRule<M, H::DType, P, H::Policy, Compute = O, Output = O>,
        O: CandleDType,
    {
        self.try_maximum(lo)?.try_minimum(hi)
    }

    /// [`CandleTensor::try_clip`], panicking where it returns an error.
    ///
    /// # Panics
    ///
    /// Where `try_clip` returns an error, with its message.
    pub fn clip<L, H, M, O>(&self, lo: L, hi: H) -> CandleTensor<O, P>
    where
        L: Rhs<P, CandleEngine>,
        H: Rhs<P, CandleEngine>,
        CandleEngine: Holds<L::DType> + Holds<H::DType>,
        binary::Maximum: BinaryRule<D, L::DType, P, L::Policy, Compute = M, Output = M>,
        M: CandleDType,
        binary::Minimum: BinaryRule<M, H::DType, P, H::Policy, Compute = O, Output = O>,
        O: CandleDType,
    {
        self.try_clip(lo, hi)
            .unwrap_or_else(|error| panic!("{error}"))
    }
}
