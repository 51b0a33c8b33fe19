//! The operations of [`CandleTensor`]: binary operations with the dtypes of
//! their [`BinaryRule`], the element functions, `where_cond` and `clip`.

use core::ops::{Add, Div, Mul, Sub};

use candle_core::{DType as Candle, Device, Tensor as Raw};

use super::dtype::{Arith, convert, round_to};
use super::{CandleDType, CandleError, CandleTensor};
use crate::dtype::{Bool, DType, DTypeId};
use crate::policy::{Join, Policy};
use crate::scalar::Element;
use crate::tensor::elementwise::broadcast_shape;
use crate::tensor::rewrites::BoolSelect;
use crate::tensor::{BinaryRule, ComplexParts, Inexact, Numeric, Scalar, binary};

/// The right operand of a [`CandleTensor`]'s binary operation: a reference
/// to one, or a Rust scalar (`i64`, `f64`), which is a weak type as a Python
/// scalar is in JAX (see [`Scalar`]).
pub trait CandleRhs<P: Policy> {
    /// The operand's dtype: the tensor's, or the scalar's weak type.
    type DType: DType;
    /// The operand's policy: the tensor's, or `P` for a scalar.
    type Policy: Policy;
    /// The operand on `device`, converted to `C`, with its shape and, for a
    /// `Bool` tensor, its mask.
    #[doc(hidden)]
    fn operand<C: CandleDType>(self, device: &Device) -> candle_core::Result<Operand>;
}

/// An operand converted to the dtype an operation computes in.
#[doc(hidden)]
pub struct Operand {
    raw: Raw,
    mask: Option<Raw>,
}

impl<B: CandleDType, Q: Policy, P: Policy> CandleRhs<P> for &CandleTensor<B, Q> {
    type DType = B;
    type Policy = Q;
    fn operand<C: CandleDType>(self, _: &Device) -> candle_core::Result<Operand> {
        let is_bool = B::ID == DTypeId::Bool;
        Ok(Operand {
            raw: convert::<C>(&self.raw, B::CANDLE, is_bool)?,
            mask: is_bool.then(|| self.raw.clone()),
        })
    }
}

macro_rules! scalar_rhs {
    ($($t:ty),*) => {$(
        impl<P: Policy> CandleRhs<P> for $t {
            type DType = <$t as Scalar>::DType;
            type Policy = P::Same;
            fn operand<C: CandleDType>(self, device: &Device) -> candle_core::Result<Operand> {
                // Converted as the crate converts a weak scalar to the join.
                let value = C::store(self.into_elem().cast::<C::Elem>());
                Ok(Operand { raw: Raw::new(value, device)?, mask: None })
            }
        }
    )*};
}

scalar_rhs!(i64, f64);

/// What a binary operation runs in candle.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kernel {
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

/// `a op b`, computed in `C`, with `A`'s and `B`'s dtypes for XLA's rewrites
/// and `O` the result's: JAX's values from candle's kernels.
fn binary_op<A: CandleDType, B: DType, C: CandleDType, O: DType>(
    kernel: Kernel,
    a: &Raw,
    b: Operand,
) -> Result<Raw, CandleError> {
    let (lhs, rhs) = (a.dims(), b.raw.dims());
    let shape = broadcast_shape(lhs, rhs)?;
    let a_mask = (A::ID == DTypeId::Bool).then_some(a);
    // `float8_e4m3fn` computes in `float32`, rounded back once, as XLA does.
    let work = work_dtype::<C>();
    let a = convert::<C>(a, A::CANDLE, a_mask.is_some())?.to_dtype(work)?;
    let b = Operand {
        raw: b.raw.to_dtype(work)?,
        mask: b.mask,
    };
    let zeros = || Raw::zeros(shape.as_slice(), work, a.device());
    let raw = select_or_compute::<A, B, C, O>(kernel, &a, a_mask, b, &shape, zeros)?;
    if raw.dtype() == work && work != C::CANDLE {
        Ok(round_to(&raw, C::CANDLE)?)
    } else {
        Ok(raw)
    }
}

/// The dtype candle computes `C` in: `float32` for `float8_e4m3fn` (candle's
/// own `float8` kernels round with saturation), `C` otherwise.
fn work_dtype<C: CandleDType>() -> Candle {
    if C::CANDLE == Candle::F8E4M3 {
        Candle::F32
    } else {
        C::CANDLE
    }
}

/// [`binary_op`] on operands converted to the dtype it computes in.
fn select_or_compute<A: CandleDType, B: DType, C: CandleDType, O: DType>(
    kernel: Kernel,
    a: &Raw,
    a_mask: Option<&Raw>,
    b: Operand,
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
        Kernel::Add => match C::ARITH {
            Arith::Logical => a.broadcast_maximum(&b)?,
            Arith::Widened => widened::<C>(a, &b, Raw::broadcast_add)?,
            Arith::Native => a.broadcast_add(&b)?,
        },
        Kernel::Subtract => match C::ARITH {
            Arith::Widened => widened::<C>(a, &b, Raw::broadcast_sub)?,
            Arith::Logical | Arith::Native => a.broadcast_sub(&b)?,
        },
        Kernel::Multiply => match C::ARITH {
            Arith::Logical => a.broadcast_minimum(&b)?,
            Arith::Widened if C::CANDLE == Candle::U32 => wrapping_mul_u32(a, &b)?,
            Arith::Widened => widened::<C>(a, &b, Raw::broadcast_mul)?,
            Arith::Native => a.broadcast_mul(&b)?,
        },
        // XLA multiplies by the reciprocal of a broadcast divisor.
        Kernel::TrueDivide if broadcast_divisor => {
            let reciprocal = reciprocal(&b)?;
            in_f32(a, |x| x.broadcast_mul(&reciprocal))?
        }
        Kernel::TrueDivide => a.broadcast_div(&b)?,
        Kernel::Maximum => propagate_nan::<C>(a.broadcast_maximum(&b)?, &b)?,
        Kernel::Minimum => propagate_nan::<C>(a.broadcast_minimum(&b)?, &b)?,
        Kernel::Less => a.broadcast_lt(&b)?,
        Kernel::LessEqual => a.broadcast_le(&b)?,
        Kernel::Greater => a.broadcast_gt(&b)?,
        Kernel::GreaterEqual => a.broadcast_ge(&b)?,
        Kernel::Equal => a.broadcast_eq(&b)?,
        Kernel::NotEqual => a.broadcast_ne(&b)?,
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
fn widened<C: CandleDType>(
    a: &Raw,
    b: &Raw,
    op: impl FnOnce(&Raw, &Raw) -> candle_core::Result<Raw>,
) -> candle_core::Result<Raw> {
    op(&a.to_dtype(Candle::I64)?, &b.to_dtype(Candle::I64)?)?.to_dtype(C::CANDLE)
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
fn propagate_nan<C: CandleDType>(result: Raw, b: &Raw) -> candle_core::Result<Raw> {
    if !C::CANDLE.is_float() {
        return Ok(result);
    }
    let b = b.broadcast_as(result.dims())?;
    b.ne(&b)?.where_cond(&b, &result)
}

/// One binary operation: its `try_` method and its method named after
/// `jax.numpy`, with the dtypes of its [`BinaryRule`], and its operator.
macro_rules! binary {
    ($(
        $(#[$doc:meta])*
        $op:ident => $kernel:ident, try $try:ident, method $method:ident
            $(, operator $Op:ident::$fn:ident)?;
    )*) => {
        impl<A: CandleDType, P: Policy> CandleTensor<A, P> {$(
            $(#[$doc])*
            ///
            /// `rhs` is a tensor or a Rust scalar (a weak type).
            ///
            /// # Errors
            ///
            /// If the shapes do not broadcast ([`CandleError::Shape`], naming
            /// both), or candle fails.
            pub fn $try<R, J, O>(&self, rhs: R) -> Result<CandleTensor<O, P>, CandleError>
            where
                R: CandleRhs<P>,
                binary::$op: BinaryRule<A, R::DType, P, R::Policy, Compute = J, Output = O>,
                J: CandleDType,
                O: CandleDType,
            {
                let rhs = rhs.operand::<J>(self.raw.device())?;
                binary_op::<A, R::DType, J, O>(Kernel::$kernel, &self.raw, rhs).map(CandleTensor::wrap)
            }

            $(#[$doc])*
            ///
            /// `rhs` is a tensor or a Rust scalar (a weak type).
            ///
            /// # Panics
            ///
            #[doc = concat!("Where [`CandleTensor::", stringify!($try), "`] returns an error, with its message.")]
            pub fn $method<R, J, O>(&self, rhs: R) -> CandleTensor<O, P>
            where
                R: CandleRhs<P>,
                binary::$op: BinaryRule<A, R::DType, P, R::Policy, Compute = J, Output = O>,
                J: CandleDType,
                O: CandleDType,
            {
                self.$try(rhs).unwrap_or_else(|error| panic!("{error}"))
            }
        )*}

        $($(binary!(@operator $op, $Op::$fn, $try);)?)*
    };

    (@operator $op:ident, $Op:ident::$fn:ident, $try:ident) => {
        /// As the method, panicking where it returns an error.
        impl<A: CandleDType, B: CandleDType, P: Policy, Q: Policy, J, O> $Op<&CandleTensor<B, Q>> for &CandleTensor<A, P>
        where
            binary::$op: BinaryRule<A, B, P, Q, Compute = J, Output = O>,
            J: CandleDType,
            O: CandleDType,
        {
            type Output = CandleTensor<O, P>;
            fn $fn(self, rhs: &CandleTensor<B, Q>) -> CandleTensor<O, P> {
                self.$try(rhs).unwrap_or_else(|error| panic!("{error}"))
            }
        }

        /// As the operator on references.
        impl<A: CandleDType, B: CandleDType, P: Policy, Q: Policy, J, O> $Op<CandleTensor<B, Q>> for CandleTensor<A, P>
        where
            binary::$op: BinaryRule<A, B, P, Q, Compute = J, Output = O>,
            J: CandleDType,
            O: CandleDType,
        {
            type Output = CandleTensor<O, P>;
            fn $fn(self, rhs: CandleTensor<B, Q>) -> CandleTensor<O, P> {
                self.$try(&rhs).unwrap_or_else(|error| panic!("{error}"))
            }
        }

        binary!(@scalar $op, $Op::$fn, $try, i64);
        binary!(@scalar $op, $Op::$fn, $try, f64);
    };

    (@scalar $op:ident, $Op:ident::$fn:ident, $try:ident, $s:ty) => {
        /// With a Rust scalar on the right: a weak type, as a Python scalar in JAX.
        impl<A: CandleDType, B: DType, P: Policy<Same = Q>, Q: Policy, J, O> $Op<$s> for &CandleTensor<A, P>
        where
            $s: Scalar<DType = B>,
            binary::$op: BinaryRule<A, B, P, Q, Compute = J, Output = O>,
            J: CandleDType,
            O: CandleDType,
        {
            type Output = CandleTensor<O, P>;
            fn $fn(self, rhs: $s) -> CandleTensor<O, P> {
                self.$try(rhs).unwrap_or_else(|error| panic!("{error}"))
            }
        }

        /// With a Rust scalar on the right; consumes the tensor.
        impl<A: CandleDType, B: DType, P: Policy<Same = Q>, Q: Policy, J, O> $Op<$s> for CandleTensor<A, P>
        where
            $s: Scalar<DType = B>,
            binary::$op: BinaryRule<A, B, P, Q, Compute = J, Output = O>,
            J: CandleDType,
            O: CandleDType,
        {
            type Output = CandleTensor<O, P>;
            fn $fn(self, rhs: $s) -> CandleTensor<O, P> {
                self.$try(rhs).unwrap_or_else(|error| panic!("{error}"))
            }
        }
    };
}

binary! {
    /// `jnp.add`: the join's sum; `Bool + Bool` is logical or; integers wrap.
    Add => Add, try try_add, method add, operator Add::add;
    /// `jnp.subtract`: the join's difference; integers wrap; not for `Bool`.
    Subtract => Subtract, try try_subtract, method subtract, operator Sub::sub;
    /// `jnp.multiply`: the join's product; `Bool * Bool` is logical and;
    /// integers wrap. A `Bool` operand that is not broadcast, with a float
    /// (not `bfloat16`) result, selects as XLA's rewrite does (`false * inf`
    /// is `0.0`).
    Multiply => Multiply, try try_multiply, method multiply, operator Mul::mul;
    /// `jnp.true_divide`: computes in the join's inexact dtype (`Int8 /
    /// Int8` is `Float32`); a broadcast divisor multiplies by its reciprocal,
    /// as XLA does on CPU.
    TrueDivide => TrueDivide, try try_true_divide, method true_divide, operator Div::div;
    /// `jnp.maximum`: NaN wins.
    Maximum => Maximum, try try_maximum, method maximum;
    /// `jnp.minimum`: NaN wins.
    Minimum => Minimum, try try_minimum, method minimum;
    /// `jnp.less`, in the operands' join.
    Less => Less, try try_less, method less;
    /// `jnp.less_equal`, in the operands' join.
    LessEqual => LessEqual, try try_less_equal, method less_equal;
    /// `jnp.greater`, in the operands' join.
    Greater => Greater, try try_greater, method greater;
    /// `jnp.greater_equal`, in the operands' join.
    GreaterEqual => GreaterEqual, try try_greater_equal, method greater_equal;
    /// `jnp.equal`, in the operands' join: NaN equals nothing.
    Equal => Equal, try try_equal, method equal;
    /// `jnp.not_equal`, in the operands' join: NaN differs from everything.
    NotEqual => NotEqual, try try_not_equal, method not_equal;
}

/// The element functions of inexact dtypes: computed in [`Inexact::Output`],
/// so an integer tensor gives a float one, with candle's kernels.
macro_rules! float_fn {
    ($($(#[$doc:meta])* $name:ident, $try:ident => $candle:ident;)*) => {
        impl<D: CandleDType + Inexact, P: Policy> CandleTensor<D, P>
        where
            D::Output: CandleDType,
        {$(
            $(#[$doc])*
            ///
            /// # Errors
            ///
            /// candle's, if the device fails.
            pub fn $try(&self) -> Result<CandleTensor<D::Output, P>, CandleError> {
                let x = convert::<D::Output>(&self.raw, D::CANDLE, D::ID == DTypeId::Bool)?;
                let work = work_dtype::<D::Output>();
                let y = x.to_dtype(work)?.$candle()?;
                Ok(CandleTensor::wrap(round_to(&y, <D::Output>::CANDLE)?))
            }

            $(#[$doc])*
            ///
            /// # Panics
            ///
            /// If candle fails, with its message.
            pub fn $name(&self) -> CandleTensor<D::Output, P> {
                self.$try().unwrap_or_else(|error| panic!("{error}"))
            }
        )*}
    };
}

float_fn! {
    /// `jnp.exp` (candle's kernel, within the crate's tolerance of XLA's).
    exp, try_exp => exp;
    /// `jnp.log` (candle's kernel): -inf at 0, NaN below.
    log, try_log => log;
    /// `jnp.sqrt` (candle's kernel): NaN below 0.
    sqrt, try_sqrt => sqrt;
    /// `jnp.sin` (candle's kernel).
    sin, try_sin => sin;
    /// `jnp.cos` (candle's kernel).
    cos, try_cos => cos;
    /// `jnp.tanh` (candle's kernel).
    tanh, try_tanh => tanh;
}

impl<D: CandleDType + Numeric, P: Policy> CandleTensor<D, P> {
    /// `jnp.negative`: integers wrap (`-(-128)` is `-128` in `int8`).
    ///
    /// # Errors
    ///
    /// candle's, if the device fails.
    pub fn try_negative(&self) -> Result<Self, CandleError> {
        // candle has no integer `neg`: `0 - x`, wrapped back from `int64`
        // for the narrower integers.
        let raw = match D::ARITH {
            Arith::Widened => {
                let x = self.raw.to_dtype(Candle::I64)?;
                x.zeros_like()?.sub(&x)?.to_dtype(D::CANDLE)?
            }
            _ if D::CANDLE.is_int() => self.raw.zeros_like()?.sub(&self.raw)?,
            Arith::Logical | Arith::Native => self.raw.neg()?,
        };
        Ok(CandleTensor::wrap(raw))
    }

    /// [`CandleTensor::try_negative`], panicking where it returns an error.
    ///
    /// # Panics
    ///
    /// If candle fails, with its message.
    pub fn negative(&self) -> Self {
        self.try_negative()
            .unwrap_or_else(|error| panic!("{error}"))
    }
}

impl<D: CandleDType + Numeric, P: Policy> core::ops::Neg for &CandleTensor<D, P> {
    type Output = CandleTensor<D, P>;
    /// [`CandleTensor::negative`].
    fn neg(self) -> CandleTensor<D, P> {
        self.negative()
    }
}

impl<D: CandleDType + ComplexParts<Real = D>, P: Policy> CandleTensor<D, P> {
    /// `jnp.abs`, of a real dtype: integers wrap (`abs(-128)` is `-128` in
    /// `int8`), unsigned ones and `Bool` are their own.
    ///
    /// # Errors
    ///
    /// candle's, if the device fails.
    pub fn try_abs(&self) -> Result<Self, CandleError> {
        let raw = match D::ARITH {
            Arith::Logical => self.raw.clone(),
            Arith::Widened => self.raw.to_dtype(Candle::I64)?.abs()?.to_dtype(D::CANDLE)?,
            Arith::Native => self.raw.abs()?,
        };
        Ok(CandleTensor::wrap(raw))
    }

    /// [`CandleTensor::try_abs`], panicking where it returns an error.
    ///
    /// # Panics
    ///
    /// If candle fails, with its message.
    pub fn abs(&self) -> Self {
        self.try_abs().unwrap_or_else(|error| panic!("{error}"))
    }
}

impl<P: Policy> CandleTensor<Bool, P> {
    /// `jnp.where(self, x, y)`: `x` where `self` is true, else `y`, in the
    /// join of their dtypes; the three shapes broadcast. `x` and `y` are
    /// tensors under the same policy, or Rust scalars (weak types).
    ///
    /// # Errors
    ///
    /// If the shapes do not broadcast ([`CandleError::Shape`]), or candle fails.
    pub fn try_where_cond<X, Y, J>(&self, x: X, y: Y) -> Result<CandleTensor<J, P>, CandleError>
    where
        X: CandleRhs<P, Policy = <P as Policy>::Same>,
        Y: CandleRhs<P, Policy = <P as Policy>::Same>,
        P: Join<X::DType, Y::DType, Output = J>,
        J: CandleDType,
    {
        let device = self.raw.device();
        let (x, y) = (x.operand::<J>(device)?.raw, y.operand::<J>(device)?.raw);
        let shape = broadcast_shape(self.shape(), &broadcast_shape(x.dims(), y.dims())?)?;
        let raw = self.raw.broadcast_as(shape.as_slice())?.where_cond(
            &x.broadcast_as(shape.as_slice())?,
            &y.broadcast_as(shape.as_slice())?,
        )?;
        Ok(CandleTensor::wrap(raw))
    }

    /// [`CandleTensor::try_where_cond`], panicking where it returns an error.
    ///
    /// # Panics
    ///
    /// Where `try_where_cond` returns an error, with its message.
    pub fn where_cond<X, Y, J>(&self, x: X, y: Y) -> CandleTensor<J, P>
    where
        X: CandleRhs<P, Policy = <P as Policy>::Same>,
        Y: CandleRhs<P, Policy = <P as Policy>::Same>,
        P: Join<X::DType, Y::DType, Output = J>,
        J: CandleDType,
    {
        self.try_where_cond(x, y)
            .unwrap_or_else(|error| panic!("{error}"))
    }
}

impl<D: CandleDType, P: Policy> CandleTensor<D, P> {
    /// `jnp.clip(self, lo, hi)`: `minimum(maximum(self, lo), hi)`, with
    /// those operations' dtypes; `lo` and `hi` are tensors or Rust scalars.
    ///
    /// # Errors
    ///
    /// If the shapes do not broadcast ([`CandleError::Shape`]), or candle fails.
    pub fn try_clip<L, H, M, J, O>(&self, lo: L, hi: H) -> Result<CandleTensor<O, P>, CandleError>
    where
        L: CandleRhs<P>,
        H: CandleRhs<P>,
        binary::Maximum: BinaryRule<D, L::DType, P, L::Policy, Compute = M, Output = M>,
        M: CandleDType,
        binary::Minimum: BinaryRule<M, H::DType, P, H::Policy, Compute = J, Output = O>,
        J: CandleDType,
        O: CandleDType,
    {
        self.try_maximum(lo)?.try_minimum(hi)
    }

    /// [`CandleTensor::try_clip`], panicking where it returns an error.
    ///
    /// # Panics
    ///
    /// Where `try_clip` returns an error, with its message.
    pub fn clip<L, H, M, J, O>(&self, lo: L, hi: H) -> CandleTensor<O, P>
    where
        L: CandleRhs<P>,
        H: CandleRhs<P>,
        binary::Maximum: BinaryRule<D, L::DType, P, L::Policy, Compute = M, Output = M>,
        M: CandleDType,
        binary::Minimum: BinaryRule<M, H::DType, P, H::Policy, Compute = J, Output = O>,
        J: CandleDType,
        O: CandleDType,
    {
        self.try_clip(lo, hi)
            .unwrap_or_else(|error| panic!("{error}"))
    }
}
