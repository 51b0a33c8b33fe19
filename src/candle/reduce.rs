//! Reductions and products of [`CandleTensor`](super::CandleTensor)s, with
//! the crate's result dtypes.

use candle_core::{DType as Candle, Tensor as Raw};

use super::CandleError;
use super::dtype::{Form, convert_form, round_to};

/// The dtype candle adds values in for a sum or mean in candle's dtype
/// `to`: `float32` for the half-precision floats, `int64` for the integers,
/// `to` itself otherwise.
fn accumulator(to: Candle) -> Candle {
    match to {
        Candle::BF16 | Candle::F16 | Candle::F8E4M3 => Candle::F32,
        int if int.is_int() => Candle::I64,
        other => other,
    }
}

/// `reduce` over `axis` (all axes: `None`), with the axis removed.
fn over(
    x: &Raw,
    axis: Option<usize>,
    reduce: impl Fn(&Raw, usize) -> candle_core::Result<Raw>,
) -> candle_core::Result<Raw> {
    match axis {
        Some(axis) => reduce(x, axis),
        None => reduce(&x.flatten_all()?, 0),
    }
}

/// The sum (`mean`: the mean) of `x`, of form `from`, along `axis` (every
/// element: `None`), in the dtype of form `to`: in `float32` for the
/// half-precision floats (rounded once, as XLA's sums are), in `int64` for
/// the integers (wrapped back, without the overflow checks of candle's
/// narrower kernels).
pub(super) fn sum(
    x: &Raw,
    from: Form,
    to: Form,
    axis: Option<usize>,
    mean: bool,
) -> Result<Raw, CandleError> {
    let into = accumulator(to.candle);
    let x = convert_form(x, from, to)?.to_dtype(into)?;
    let total = over(
        &x,
        axis,
        |x, axis| if mean { x.mean(axis) } else { x.sum(axis) },
    )?;
    Ok(round_to(&total, to.candle)?)
}

/// The largest (`max`) or smallest value of `x` along `axis` (every element:
/// `None`), NaN where there is one, as JAX gives it (candle's reductions
/// skip NaN after the first value).
pub(super) fn extremum(x: &Raw, axis: Option<usize>, max: bool) -> Result<Raw, CandleError> {
    let found = over(
        x,
        axis,
        |x, axis| if max { x.max(axis) } else { x.min(axis) },
    )?;
    if !x.dtype().is_float() {
        return Ok(found);
    }
    let nan = over(&x.ne(x)?, axis, |x, axis| x.max(axis))?;
    Ok(nan.where_cond(&found.affine(0.0, f64::NAN)?, &found)?)
}

/// The index of the first largest (`max`) or smallest value of `x` along
/// `axis` (into the flattened tensor: `None`), in candle's dtype `index`.
/// candle skips NaN, where JAX gives the first NaN's index.
pub(super) fn arg_extremum(
    x: &Raw,
    axis: Option<usize>,
    max: bool,
    index: Candle,
) -> Result<Raw, CandleError> {
    let found = over(
        x,
        axis,
        |x, axis| if max { x.argmax(axis) } else { x.argmin(axis) },
    )?;
    Ok(found.to_dtype(index)?)
}

/// `jnp.matmul` of `a` and `b`, of forms `a_form` and `b_form`, in the
/// dtype of form `j`; the shapes were checked (not 0-d, contracted lengths
/// equal), and a 1-d operand is a vector.
pub(super) fn matmul(
    a: &Raw,
    a_form: Form,
    b: &Raw,
    b_form: Form,
    j: Form,
) -> Result<Raw, CandleError> {
    let (lhs_rank, rhs_rank) = (a.rank(), b.rank());
    let a = convert_form(a, a_form, j)?;
    let b = convert_form(b, b_form, j)?;
    let a = if lhs_rank == 1 { a.unsqueeze(0)? } else { a };
    let b = if rhs_rank == 1 { b.unsqueeze(1)? } else { b };
    let mut product = a.broadcast_matmul(&b)?;
    if rhs_rank == 1 {
        product = product.squeeze(product.rank() - 1)?;
    }
    if lhs_rank == 1 {
        product = product.squeeze(product.rank().saturating_sub(2))?;
    }
    Ok(product)
}
