//! The kernels of the burn engine, on burn's primitives: conversions,
//! binary operations with XLA's rewrites, element functions, `where`,
//! reductions and products, each with the values JAX gives where burn's
//! own kernels differ.

use std::string::ToString;
use std::vec;
use std::vec::Vec;

use burn_backend::tensor::{BoolTensor, FloatTensor, IntTensor};
use burn_backend::{
    Backend, BoolDType, FloatDType, IntDType, Scalar, Shape, TensorData, TensorMetadata,
    get_or_init_device_settings,
};

use super::BurnError;
use super::dtype::{Form, Kernel};
use crate::tensor::elementwise::broadcast_shape;

/// A tensor's elements in burn: a primitive of the backend `B`, with its
/// shape (the storage of a [`BurnTensor`](super::BurnTensor), its
/// `Engine::Array`).
pub struct BurnArray<B: Backend> {
    pub(super) prim: BurnPrimitive<B>,
    pub(super) shape: Vec<usize>,
    /// The element of a 0-d tensor made from the CPU (a Rust scalar
    /// operand), known without reading the device: a binary operation with
    /// it runs burn's scalar kernel.
    pub(super) scalar: Option<Scalar>,
}

impl<B: Backend> Clone for BurnArray<B> {
    fn clone(&self) -> Self {
        BurnArray {
            prim: self.prim.clone(),
            shape: self.shape.clone(),
            scalar: self.scalar,
        }
    }
}

impl<B: Backend> BurnArray<B> {
    /// The array of a primitive.
    pub(super) fn new(prim: BurnPrimitive<B>) -> Self {
        let shape = prim.shape().to_vec();
        BurnArray {
            prim,
            shape,
            scalar: None,
        }
    }

    /// burn's dtype of the primitive.
    pub(super) fn dtype(&self) -> burn_backend::DType {
        self.prim.dtype()
    }

    /// The device the primitive lives on.
    pub(super) fn device(&self) -> B::Device {
        self.prim.device()
    }
}

/// A primitive of the burn backend `B`, of one of burn's three kinds: what
/// a [`BurnTensor`](super::BurnTensor) holds, and what burn's backend code
/// takes (`B::float_add`, …).
pub enum BurnPrimitive<B: Backend> {
    /// A float primitive (`B::FloatTensorPrimitive`).
    Float(FloatTensor<B>),
    /// An int primitive (`B::IntTensorPrimitive`).
    Int(IntTensor<B>),
    /// A bool primitive (`B::BoolTensorPrimitive`).
    Bool(BoolTensor<B>),
}

impl<B: Backend> core::fmt::Debug for BurnPrimitive<B> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            BurnPrimitive::Float(t) => f.debug_tuple("Float").field(t).finish(),
            BurnPrimitive::Int(t) => f.debug_tuple("Int").field(t).finish(),
            BurnPrimitive::Bool(t) => f.debug_tuple("Bool").field(t).finish(),
        }
    }
}

impl<B: Backend> Clone for BurnPrimitive<B> {
    fn clone(&self) -> Self {
        match self {
            BurnPrimitive::Float(t) => BurnPrimitive::Float(t.clone()),
            BurnPrimitive::Int(t) => BurnPrimitive::Int(t.clone()),
            BurnPrimitive::Bool(t) => BurnPrimitive::Bool(t.clone()),
        }
    }
}

impl<B: Backend> BurnPrimitive<B> {
    fn shape(&self) -> Shape {
        match self {
            BurnPrimitive::Float(t) => t.shape(),
            BurnPrimitive::Int(t) => t.shape(),
            BurnPrimitive::Bool(t) => t.shape(),
        }
    }

    fn dtype(&self) -> burn_backend::DType {
        match self {
            BurnPrimitive::Float(t) => t.dtype(),
            BurnPrimitive::Int(t) => t.dtype(),
            BurnPrimitive::Bool(t) => t.dtype(),
        }
    }

    fn device(&self) -> B::Device {
        match self {
            BurnPrimitive::Float(t) => t.device(),
            BurnPrimitive::Int(t) => t.device(),
            BurnPrimitive::Bool(t) => t.device(),
        }
    }
}

/// burn's shape of `dims`.
fn shape_of(dims: &[usize]) -> Shape {
    dims.iter().copied().collect()
}

/// The storage of a bool primitive on `device`.
fn bool_dtype<B: Backend>(device: &B::Device) -> BoolDType {
    get_or_init_device_settings::<B>(device).bool_dtype
}

/// `x` as a float primitive of dtype `f`: burn's conversion (Rust's `as`).
fn to_float<B: Backend>(x: BurnPrimitive<B>, f: FloatDType) -> FloatTensor<B> {
    match x {
        BurnPrimitive::Float(t) if t.dtype() == f.into() => t,
        BurnPrimitive::Float(t) => B::float_cast(t, f),
        BurnPrimitive::Int(t) => B::int_into_float(t, f),
        BurnPrimitive::Bool(t) => B::bool_into_float(t, f),
    }
}

/// `x` as an int primitive of dtype `i`: burn's conversion (Rust's `as`,
/// which wraps integers and saturates floats, NaN to 0).
fn to_int<B: Backend>(x: BurnPrimitive<B>, i: IntDType) -> IntTensor<B> {
    match x {
        BurnPrimitive::Float(t) => B::float_into_int(t, i),
        BurnPrimitive::Int(t) if t.dtype() == i.into() => t,
        BurnPrimitive::Int(t) => B::int_cast(t, i),
        BurnPrimitive::Bool(t) => B::bool_into_int(t, i),
    }
}

/// `x != 0`, as JAX converts to `bool` (NaN is true).
fn to_bool<B: Backend>(x: BurnPrimitive<B>) -> BoolTensor<B> {
    match x {
        BurnPrimitive::Float(t) => {
            let bool = bool_dtype::<B>(&t.device());
            B::float_not_equal_elem(t, Scalar::Float(0.0), bool)
        }
        BurnPrimitive::Int(t) => {
            let bool = bool_dtype::<B>(&t.device());
            B::int_not_equal_elem(t, Scalar::Int(0), bool)
        }
        BurnPrimitive::Bool(t) => t,
    }
}

/// `x` converted to the dtype of form `to`, as JAX's `astype`.
pub(super) fn convert<B: Backend>(x: BurnPrimitive<B>, to: Form) -> BurnPrimitive<B> {
    match to {
        Form::Float(f) => BurnPrimitive::Float(to_float(x, f)),
        Form::Int(i) => BurnPrimitive::Int(to_int(x, i)),
        Form::Bool => BurnPrimitive::Bool(to_bool(x)),
    }
}

/// The dtype burn computes a float function or product of `f` in: `float32`
/// for the half-precision floats (rounded back once, as XLA on CPU computes
/// them), `f` itself otherwise.
fn work(f: FloatDType) -> FloatDType {
    match f {
        FloatDType::F16 | FloatDType::BF16 => FloatDType::F32,
        other => other,
    }
}

/// `x` with its elements in `shape` (a shape `x`'s broadcasts to).
fn expand<B: Backend>(x: BurnPrimitive<B>, shape: &[usize]) -> BurnPrimitive<B> {
    if x.shape().as_slice() == shape {
        return x;
    }
    let target = shape_of(shape);
    let x = if x.shape().num_dims() < shape.len() {
        // Leading axes of length 1 first: burn expands tensors of equal rank.
        let mut dims = vec![1; shape.len() - x.shape().num_dims()];
        dims.extend_from_slice(x.shape().as_slice());
        reshape(x, &dims)
    } else {
        x
    };
    match x {
        BurnPrimitive::Float(t) => BurnPrimitive::Float(B::float_expand(t, target)),
        BurnPrimitive::Int(t) => BurnPrimitive::Int(B::int_expand(t, target)),
        BurnPrimitive::Bool(t) => BurnPrimitive::Bool(B::bool_expand(t, target)),
    }
}

/// `x`'s elements, in row-major order, in `shape`.
pub(super) fn reshape<B: Backend>(x: BurnPrimitive<B>, shape: &[usize]) -> BurnPrimitive<B> {
    let shape = shape_of(shape);
    match x {
        BurnPrimitive::Float(t) => BurnPrimitive::Float(B::float_reshape(t, shape)),
        BurnPrimitive::Int(t) => BurnPrimitive::Int(B::int_reshape(t, shape)),
        BurnPrimitive::Bool(t) => BurnPrimitive::Bool(B::bool_reshape(t, shape)),
    }
}

/// `where(mask, x, y)` of primitives of one kind and the mask's shape.
fn select<B: Backend>(
    mask: BoolTensor<B>,
    x: BurnPrimitive<B>,
    y: BurnPrimitive<B>,
) -> BurnPrimitive<B> {
    match (x, y) {
        (BurnPrimitive::Float(x), y) => {
            let f = x.dtype().into();
            BurnPrimitive::Float(B::float_mask_where(to_float(y, f), mask, x))
        }
        (BurnPrimitive::Int(x), y) => {
            let i = x.dtype().into();
            BurnPrimitive::Int(B::int_mask_where(to_int(y, i), mask, x))
        }
        (BurnPrimitive::Bool(x), y) => BurnPrimitive::Bool(B::bool_mask_where(to_bool(y), mask, x)),
    }
}

/// How a binary operation computes, beside its kernel: XLA's select
/// rewrites (`crate::tensor::rewrites::BoolSelect`), decided by the typed
/// front from the operands' dtypes and shapes.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Rewrite {
    /// A product with the left (`Some(true)`) or right `Bool` operand is a
    /// select of the other operand.
    pub(super) select: Option<bool>,
    /// A `Bool` dividend over a broadcast divisor is a select of the
    /// divisor's reciprocal.
    pub(super) dividend: bool,
}

/// `a op b` computed in the dtype of form `c`: JAX's values from burn's
/// kernels.
pub(super) fn binary<B: Backend>(
    kernel: Kernel,
    (a, a_form): (&BurnArray<B>, Form),
    (b, b_form): (&BurnArray<B>, Form),
    c: Form,
    rewrite: Rewrite,
) -> Result<BurnPrimitive<B>, BurnError> {
    let shape = broadcast_shape(&a.shape, &b.shape)?;
    if rewrite.select.is_none() && !rewrite.dividend {
        // A Rust scalar operand: burn's scalar kernel, with the scalar
        // converted to `c` as the tensor would be.
        if let Some(s) = b.scalar.filter(|_| b.shape.is_empty())
            && let Some(prim) = scalar_binary::<B>(kernel, convert(a.prim.clone(), c), s, c)
        {
            return Ok(prim);
        }
        if let Some(s) = a.scalar.filter(|_| a.shape.is_empty())
            && let Some(swapped) = swapped(kernel)
            && let Some(prim) = scalar_binary::<B>(swapped, convert(b.prim.clone(), c), s, c)
        {
            return Ok(prim);
        }
    }
    let broadcast_divisor = shape != b.shape;
    let (a_mask, b_mask) = (
        (a_form == Form::Bool).then(|| a.prim.clone()),
        (b_form == Form::Bool).then(|| b.prim.clone()),
    );
    let x = expand(convert(a.prim.clone(), c), &shape);
    let y = convert(b.prim.clone(), c);
    match c {
        Form::Float(f) => {
            let device = a.device();
            // `float_full` of 0, which burn's CPU backend fills faster than
            // `float_zeros` (BENCHMARKS.md, the burn engine).
            let zeros = || B::float_full(shape_of(&shape), Scalar::Float(0.0), &device, f);
            // XLA's select rewrites: a product with a `Bool` operand of the
            // result's shape, and a `Bool` dividend over a broadcast divisor.
            match (kernel, rewrite.select, a_mask, b_mask) {
                (Kernel::Multiply, Some(true), Some(mask), _) => {
                    let y = to_float(expand(y, &shape), f);
                    return Ok(BurnPrimitive::Float(B::float_mask_where(
                        zeros(),
                        to_bool(mask),
                        y,
                    )));
                }
                (Kernel::Multiply, Some(false), _, Some(mask)) => {
                    let x = to_float(x, f);
                    return Ok(BurnPrimitive::Float(B::float_mask_where(
                        zeros(),
                        to_bool(mask),
                        x,
                    )));
                }
                (Kernel::TrueDivide, _, Some(mask), _) if rewrite.dividend => {
                    let reciprocal = B::float_cast(reciprocal::<B>(to_float(y, f)), f);
                    let reciprocal =
                        to_float(expand(BurnPrimitive::<B>::Float(reciprocal), &shape), f);
                    return Ok(BurnPrimitive::Float(B::float_mask_where(
                        zeros(),
                        to_bool(mask),
                        reciprocal,
                    )));
                }
                _ => {}
            }
            let (x, y) = (to_float(x, f), to_float(y, f));
            float_binary::<B>(kernel, x, y, &shape, broadcast_divisor)
        }
        Form::Int(i) => {
            let (x, y) = (to_int(x, i), to_int(expand(y, &shape), i));
            Ok(int_binary::<B>(kernel, x, y, c.unsigned()))
        }
        Form::Bool => {
            let (x, y) = (to_bool(x), to_bool(expand(y, &shape)));
            Ok(bool_binary::<B>(kernel, x, y))
        }
    }
}

/// The kernel that gives `a op b` as `b op' a`: the commutative operations
/// and the comparisons, mirrored.
fn swapped(kernel: Kernel) -> Option<Kernel> {
    Some(match kernel {
        Kernel::Add | Kernel::Multiply | Kernel::Equal | Kernel::NotEqual => kernel,
        Kernel::Less => Kernel::Greater,
        Kernel::LessEqual => Kernel::GreaterEqual,
        Kernel::Greater => Kernel::Less,
        Kernel::GreaterEqual => Kernel::LessEqual,
        _ => return None,
    })
}

/// `x op s` of a primitive in the dtype of form `c` and a Rust scalar, with
/// burn's scalar kernels; `None` where none gives the tensor's values.
fn scalar_binary<B: Backend>(
    kernel: Kernel,
    x: BurnPrimitive<B>,
    s: Scalar,
    c: Form,
) -> Option<BurnPrimitive<B>> {
    let s = scalar_in(s, c)?;
    let device = x.device();
    let bool = || bool_dtype::<B>(&device);
    Some(match x {
        BurnPrimitive::Float(x) => match kernel {
            Kernel::Add => BurnPrimitive::Float(B::float_add_scalar(x, s)),
            Kernel::Subtract => BurnPrimitive::Float(B::float_sub_scalar(x, s)),
            Kernel::Multiply => BurnPrimitive::Float(B::float_mul_scalar(x, s)),
            // XLA multiplies by the divisor's reciprocal (`reciprocal`):
            // burn rounds a scalar to the tensor's dtype, which `bfloat16`'s
            // reciprocal is not.
            Kernel::TrueDivide if c != Form::Float(FloatDType::BF16) => {
                BurnPrimitive::Float(B::float_mul_scalar(x, scalar_reciprocal(s, c)?))
            }
            Kernel::Less => BurnPrimitive::Bool(B::float_lower_elem(x, s, bool())),
            Kernel::LessEqual => BurnPrimitive::Bool(B::float_lower_equal_elem(x, s, bool())),
            Kernel::Greater => BurnPrimitive::Bool(B::float_greater_elem(x, s, bool())),
            Kernel::GreaterEqual => BurnPrimitive::Bool(B::float_greater_equal_elem(x, s, bool())),
            Kernel::Equal => BurnPrimitive::Bool(B::float_equal_elem(x, s, bool())),
            Kernel::NotEqual => BurnPrimitive::Bool(B::float_not_equal_elem(x, s, bool())),
            _ => return None,
        },
        // Ordered comparisons of `uint64` go through `xor_sign` (`int_binary`).
        BurnPrimitive::Int(x) => match kernel {
            Kernel::Add => BurnPrimitive::Int(B::int_add_scalar(x, s)),
            Kernel::Subtract => BurnPrimitive::Int(B::int_sub_scalar(x, s)),
            Kernel::Multiply => BurnPrimitive::Int(B::int_mul_scalar(x, s)),
            Kernel::Equal => BurnPrimitive::Bool(B::int_equal_elem(x, s, bool())),
            Kernel::NotEqual => BurnPrimitive::Bool(B::int_not_equal_elem(x, s, bool())),
            _ if c == Form::Int(IntDType::U64) => return None,
            Kernel::Less => BurnPrimitive::Bool(B::int_lower_elem(x, s, bool())),
            Kernel::LessEqual => BurnPrimitive::Bool(B::int_lower_equal_elem(x, s, bool())),
            Kernel::Greater => BurnPrimitive::Bool(B::int_greater_elem(x, s, bool())),
            Kernel::GreaterEqual => BurnPrimitive::Bool(B::int_greater_equal_elem(x, s, bool())),
            _ => return None,
        },
        BurnPrimitive::Bool(_) => return None,
    })
}

/// The scalar `s` converted to the dtype of form `c` as JAX converts it
/// (rounded to nearest once; integers wrapped), given back exactly as a
/// value burn converts to `c` without rounding; `None` where that is not
/// certain.
fn scalar_in(s: Scalar, c: Form) -> Option<Scalar> {
    // Integers of up to 53 bits are exact in `f64`, so rounding them from it
    // is rounding them once.
    let exact = |s: Scalar| match s {
        Scalar::Float(v) => Some(v),
        Scalar::Int(i) if i.unsigned_abs() < 1 << 53 => Some(i as f64),
        Scalar::UInt(u) if u < 1 << 53 => Some(u as f64),
        _ => None,
    };
    let bits = |s: Scalar| match s {
        Scalar::Int(i) => Some(i as u64),
        Scalar::UInt(u) => Some(u),
        _ => None,
    };
    Some(match c {
        Form::Float(FloatDType::F64) => Scalar::Float(exact(s)?),
        Form::Float(FloatDType::F32) => Scalar::Float(f64::from(exact(s)? as f32)),
        Form::Float(FloatDType::F16) => {
            Scalar::Float(burn_backend::f16::from_f64(exact(s)?).to_f64())
        }
        Form::Float(FloatDType::BF16) => {
            Scalar::Float(burn_backend::bf16::from_f64(exact(s)?).to_f64())
        }
        Form::Int(i) => {
            let bits = bits(s)?;
            match i {
                IntDType::I8 => Scalar::Int(i64::from(bits as i8)),
                IntDType::I16 => Scalar::Int(i64::from(bits as i16)),
                IntDType::I32 => Scalar::Int(i64::from(bits as i32)),
                IntDType::I64 => Scalar::Int(bits as i64),
                IntDType::U8 => Scalar::UInt(u64::from(bits as u8)),
                IntDType::U16 => Scalar::UInt(u64::from(bits as u16)),
                IntDType::U32 => Scalar::UInt(u64::from(bits as u32)),
                IntDType::U64 => Scalar::UInt(bits),
            }
        }
        _ => return None,
    })
}

/// `1 / s` of a scalar already in the float dtype of form `c`, as
/// [`reciprocal`] computes it: in `float32` and rounded to `float16` for
/// `float16`.
fn scalar_reciprocal(s: Scalar, c: Form) -> Option<Scalar> {
    let Scalar::Float(v) = s else { return None };
    Some(Scalar::Float(match c {
        Form::Float(FloatDType::F64) => 1.0 / v,
        Form::Float(FloatDType::F32) => f64::from(1.0 / v as f32),
        Form::Float(FloatDType::F16) => burn_backend::f16::from_f32(1.0 / v as f32).to_f64(),
        _ => return None,
    }))
}

/// `1 / y` as XLA computes the reciprocal of a broadcast divisor: in `f32`
/// for the half-precision floats, rounded to `float16` (XLA rounds each
/// `float16` operation) but not to `bfloat16` (which it computes in `f32`
/// through the product), as the crate's `mul_reciprocal` does.
fn reciprocal<B: Backend>(y: FloatTensor<B>) -> FloatTensor<B> {
    match y.dtype() {
        burn_backend::DType::F16 => B::float_cast(B::float_recip(y), FloatDType::F32),
        burn_backend::DType::BF16 => B::float_recip(B::float_cast(y, FloatDType::F32)),
        _ => B::float_recip(y),
    }
}

/// A binary operation of float primitives; `x` has the result's shape.
fn float_binary<B: Backend>(
    kernel: Kernel,
    x: FloatTensor<B>,
    y: FloatTensor<B>,
    shape: &[usize],
    broadcast_divisor: bool,
) -> Result<BurnPrimitive<B>, BurnError> {
    let f: FloatDType = x.dtype().into();
    let device = x.device();
    let bool = || bool_dtype::<B>(&device);
    // XLA multiplies by the reciprocal of a broadcast divisor.
    if kernel == Kernel::TrueDivide && broadcast_divisor {
        let reciprocal = to_float(
            expand(BurnPrimitive::<B>::Float(reciprocal::<B>(y)), shape),
            work(f),
        );
        let product = B::float_mul(to_float(BurnPrimitive::<B>::Float(x), work(f)), reciprocal);
        return Ok(BurnPrimitive::Float(to_float(
            BurnPrimitive::<B>::Float(product),
            f,
        )));
    }
    let y = to_float(expand(BurnPrimitive::<B>::Float(y), shape), f);
    Ok(match kernel {
        Kernel::Add => BurnPrimitive::Float(B::float_add(x, y)),
        Kernel::Subtract => BurnPrimitive::Float(B::float_sub(x, y)),
        Kernel::Multiply => BurnPrimitive::Float(B::float_mul(x, y)),
        Kernel::TrueDivide => BurnPrimitive::Float(B::float_div(x, y)),
        // JAX's maximum and minimum give NaN where either operand is NaN.
        Kernel::Maximum | Kernel::Minimum => {
            let pick_x = if kernel == Kernel::Maximum {
                B::float_greater(x.clone(), y.clone(), bool())
            } else {
                B::float_lower(x.clone(), y.clone(), bool())
            };
            let picked = B::float_mask_where(y, pick_x, x.clone());
            let nan = B::float_is_nan(x.clone(), bool());
            BurnPrimitive::Float(B::float_mask_where(picked, nan, x))
        }
        Kernel::Less => BurnPrimitive::Bool(B::float_lower(x, y, bool())),
        Kernel::LessEqual => BurnPrimitive::Bool(B::float_lower_equal(x, y, bool())),
        Kernel::Greater => BurnPrimitive::Bool(B::float_greater(x, y, bool())),
        Kernel::GreaterEqual => BurnPrimitive::Bool(B::float_greater_equal(x, y, bool())),
        Kernel::Equal => BurnPrimitive::Bool(B::float_equal(x, y, bool())),
        Kernel::NotEqual => BurnPrimitive::Bool(B::float_not_equal(x, y, bool())),
        other => return Err(BurnError::Unsupported(other)),
    })
}

/// A binary operation of int primitives of one shape and dtype.
fn int_binary<B: Backend>(
    kernel: Kernel,
    x: IntTensor<B>,
    y: IntTensor<B>,
    unsigned: bool,
) -> BurnPrimitive<B> {
    let device = x.device();
    let bool = || bool_dtype::<B>(&device);
    let compare = |kernel: Kernel, x: IntTensor<B>, y: IntTensor<B>| {
        if unsigned && x.dtype() == burn_backend::DType::U64 {
            // Ordered as `u64`: `x ^ 2^63` as `i64` orders as `x` does.
            let flip = |t: IntTensor<B>| {
                let t = B::int_cast(t, IntDType::I64);
                B::bitwise_xor_scalar(t, Scalar::Int(i64::MIN))
            };
            return compare_int::<B>(kernel, flip(x), flip(y), bool());
        }
        compare_int::<B>(kernel, x, y, bool())
    };
    match kernel {
        Kernel::Add => BurnPrimitive::Int(B::int_add(x, y)),
        Kernel::Subtract => BurnPrimitive::Int(B::int_sub(x, y)),
        Kernel::Multiply => BurnPrimitive::Int(B::int_mul(x, y)),
        Kernel::TrueDivide => BurnPrimitive::Int(B::int_div(x, y)),
        Kernel::Maximum => {
            let pick_x = compare(Kernel::Greater, x.clone(), y.clone());
            BurnPrimitive::Int(B::int_mask_where(y, pick_x, x))
        }
        Kernel::Minimum => {
            let pick_x = compare(Kernel::Less, x.clone(), y.clone());
            BurnPrimitive::Int(B::int_mask_where(y, pick_x, x))
        }
        other => BurnPrimitive::Bool(compare(other, x, y)),
    }
}

/// A comparison of int primitives; a kernel that is not one is `==`.
fn compare_int<B: Backend>(
    kernel: Kernel,
    x: IntTensor<B>,
    y: IntTensor<B>,
    bool: BoolDType,
) -> BoolTensor<B> {
    match kernel {
        Kernel::Less => B::int_lower(x, y, bool),
        Kernel::LessEqual => B::int_lower_equal(x, y, bool),
        Kernel::Greater => B::int_greater(x, y, bool),
        Kernel::GreaterEqual => B::int_greater_equal(x, y, bool),
        Kernel::NotEqual => B::int_not_equal(x, y, bool),
        _ => B::int_equal(x, y, bool),
    }
}

/// A binary operation of bool primitives of one shape: `+` is logical or,
/// `*` logical and, and `False < True`.
fn bool_binary<B: Backend>(kernel: Kernel, x: BoolTensor<B>, y: BoolTensor<B>) -> BurnPrimitive<B> {
    BurnPrimitive::Bool(match kernel {
        Kernel::Add | Kernel::Maximum => B::bool_or(x, y),
        Kernel::Multiply | Kernel::Minimum => B::bool_and(x, y),
        Kernel::Less => B::bool_and(B::bool_not(x), y),
        Kernel::LessEqual => B::bool_or(B::bool_not(x), y),
        Kernel::Greater => B::bool_and(x, B::bool_not(y)),
        Kernel::GreaterEqual => B::bool_or(x, B::bool_not(y)),
        Kernel::Equal => B::bool_equal(x, y),
        // `!=`, and `-` (which the rules never give `Bool`).
        _ => B::bool_xor(x, y),
    })
}

/// The element function `kernel` of `x`, of form `from`, in the float
/// dtype `to`: burn's kernel, in `float32` for the half-precision floats.
pub(super) fn float_fn<B: Backend>(
    kernel: Kernel,
    x: BurnPrimitive<B>,
    to: FloatDType,
) -> Result<BurnPrimitive<B>, BurnError> {
    // In `to` first (JAX converts the operand), then in the dtype the
    // function computes in.
    let x = to_float(BurnPrimitive::<B>::Float(to_float(x, to)), work(to));
    let y = match kernel {
        Kernel::Sqrt => B::float_sqrt(x),
        Kernel::Exp => B::float_exp(x),
        Kernel::Log => B::float_log(x),
        Kernel::Log1p => B::float_log1p(x),
        Kernel::Sin => B::float_sin(x),
        Kernel::Cos => B::float_cos(x),
        Kernel::Tanh => B::float_tanh(x),
        other => return Err(BurnError::Unsupported(other)),
    };
    Ok(BurnPrimitive::Float(to_float(
        BurnPrimitive::<B>::Float(y),
        to,
    )))
}

/// `jnp.where`: `x` where `cond` is nonzero, else `y`, in the dtype of form
/// `j`; the shapes broadcast.
pub(super) fn where_cond<B: Backend>(
    cond: &BurnArray<B>,
    x: &BurnArray<B>,
    y: &BurnArray<B>,
    j: Form,
) -> Result<BurnPrimitive<B>, BurnError> {
    let shape = broadcast_shape(&cond.shape, &broadcast_shape(&x.shape, &y.shape)?)?;
    let mask = to_bool(expand(cond.prim.clone(), &shape));
    // A Rust scalar branch: a tensor of it made on the device (in one pass,
    // where a broadcast 0-d tensor is read element by element).
    let device = cond.device();
    let branch = |t: &BurnArray<B>| match t.scalar.filter(|_| t.shape.is_empty()) {
        Some(s) => full::<B>(&shape, s, j, &device)
            .unwrap_or_else(|| expand(convert(t.prim.clone(), j), &shape)),
        None => expand(convert(t.prim.clone(), j), &shape),
    };
    Ok(select(mask, branch(x), branch(y)))
}

/// A tensor of `shape` filled with `s`, in the dtype of form `j`: `None`
/// for `Bool`, or where `s` does not convert exactly ([`scalar_in`]).
fn full<B: Backend>(
    shape: &[usize],
    s: Scalar,
    j: Form,
    device: &B::Device,
) -> Option<BurnPrimitive<B>> {
    let s = scalar_in(s, j)?;
    match j {
        Form::Float(f) => Some(BurnPrimitive::Float(B::float_full(
            shape_of(shape),
            s,
            device,
            f,
        ))),
        Form::Int(i) => Some(BurnPrimitive::Int(B::int_full(
            shape_of(shape),
            s,
            device,
            i,
        ))),
        Form::Bool => None,
    }
}

/// `x`'s shape without `axis` (every axis: `None`).
fn reduced(shape: &[usize], axis: Option<usize>) -> Vec<usize> {
    match axis {
        Some(axis) => shape
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != axis)
            .map(|(_, &n)| n)
            .collect(),
        None => Vec::new(),
    }
}

/// `x` flattened when `axis` is `None`, and the axis to reduce along.
fn along<B: Backend>(
    x: BurnPrimitive<B>,
    shape: &[usize],
    axis: Option<usize>,
) -> (BurnPrimitive<B>, usize) {
    match axis {
        Some(axis) => (x, axis),
        None => (reshape(x, &[shape.iter().product()]), 0),
    }
}

/// The dtype a sum or mean in the dtype of form `to` adds in: `float32` for
/// the half-precision floats (rounded once, as XLA's sums are), `int64` for
/// the integers (wrapped back by the conversion).
fn accumulator(to: Form) -> Form {
    match to {
        Form::Float(f) => Form::Float(work(f)),
        _ => Form::Int(IntDType::I64),
    }
}

/// The sum (`mean`: the mean) of `x`, of a shape `shape`, along `axis`
/// (every element: `None`), in the dtype of form `to`.
pub(super) fn sum<B: Backend>(
    x: &BurnArray<B>,
    to: Form,
    axis: Option<usize>,
    mean: bool,
) -> BurnPrimitive<B> {
    let (t, dim) = along(
        convert(convert(x.prim.clone(), to), accumulator(to)),
        &x.shape,
        axis,
    );
    let total = match t {
        BurnPrimitive::Float(t) if mean => BurnPrimitive::Float(B::float_mean_dim(t, dim)),
        BurnPrimitive::Float(t) => BurnPrimitive::Float(B::float_sum_dim(t, dim)),
        BurnPrimitive::Int(t) if mean => BurnPrimitive::Int(B::int_mean_dim(t, dim)),
        BurnPrimitive::Int(t) => BurnPrimitive::Int(B::int_sum_dim(t, dim)),
        BurnPrimitive::Bool(t) => BurnPrimitive::Bool(B::bool_any_dim(t, dim)),
    };
    convert(reshape(total, &reduced(&x.shape, axis)), to)
}

/// The largest (`max`) or smallest value of `x` along `axis` (every element:
/// `None`), NaN where there is one, as JAX gives it.
pub(super) fn extremum<B: Backend>(
    x: &BurnArray<B>,
    axis: Option<usize>,
    max: bool,
) -> BurnPrimitive<B> {
    let (t, dim) = along(x.prim.clone(), &x.shape, axis);
    let found = match t {
        BurnPrimitive::Float(t) => {
            let bool = bool_dtype::<B>(&t.device());
            let nan = B::bool_any_dim(B::float_is_nan(t.clone(), bool), dim);
            let found = if max {
                B::float_max_dim(t, dim)
            } else {
                B::float_min_dim(t, dim)
            };
            let nans = B::float_full(
                found.shape(),
                Scalar::Float(f64::NAN),
                &found.device(),
                found.dtype().into(),
            );
            BurnPrimitive::Float(B::float_mask_where(found, nan, nans))
        }
        BurnPrimitive::Int(t) if max => BurnPrimitive::Int(B::int_max_dim(t, dim)),
        BurnPrimitive::Int(t) => BurnPrimitive::Int(B::int_min_dim(t, dim)),
        BurnPrimitive::Bool(t) if max => BurnPrimitive::Bool(B::bool_any_dim(t, dim)),
        BurnPrimitive::Bool(t) => BurnPrimitive::Bool(B::bool_all_dim(t, dim)),
    };
    reshape(found, &reduced(&x.shape, axis))
}

/// The index of the first largest (`max`) or smallest value of `x` along
/// `axis` (into the flattened tensor: `None`), of the int dtype `index`:
/// the first NaN's where there is one, as JAX gives it.
pub(super) fn arg_extremum<B: Backend>(
    x: &BurnArray<B>,
    axis: Option<usize>,
    max: bool,
    index: IntDType,
) -> BurnPrimitive<B> {
    let (t, dim) = along(x.prim.clone(), &x.shape, axis);
    let arg = |t: IntTensor<B>| {
        let found = if max {
            B::int_argmax(t, dim)
        } else {
            B::int_argmin(t, dim)
        };
        B::int_cast(found, index)
    };
    let found = match t {
        BurnPrimitive::Float(t) => {
            let bool = bool_dtype::<B>(&t.device());
            let found = if max {
                B::float_argmax(t.clone(), dim, index)
            } else {
                B::float_argmin(t.clone(), dim, index)
            };
            let is_nan = B::float_is_nan(t, bool);
            let nan = B::bool_any_dim(is_nan.clone(), dim);
            let first_nan = B::int_cast(B::int_argmax(B::bool_into_int(is_nan, index), dim), index);
            B::int_mask_where(found, nan, first_nan)
        }
        BurnPrimitive::Int(t) if x.dtype() == burn_backend::DType::U64 => {
            // Ordered as `u64`: `x ^ 2^63` as `i64` orders as `x` does.
            let t = B::int_cast(t, IntDType::I64);
            arg(B::bitwise_xor_scalar(t, Scalar::Int(i64::MIN)))
        }
        BurnPrimitive::Int(t) => arg(t),
        BurnPrimitive::Bool(t) => arg(B::bool_into_int(t, IntDType::U8)),
    };
    reshape(BurnPrimitive::<B>::Int(found), &reduced(&x.shape, axis))
}

/// `jnp.matmul` of `a` and `b`, of forms `a_form` and `b_form`, in the
/// float dtype `j` (computed in `float32` for the half-precision floats and
/// rounded once); the shapes were checked (not 0-d, contracted lengths
/// equal), and a 1-d operand is a vector.
pub(super) fn matmul<B: Backend>(
    a: &BurnArray<B>,
    b: &BurnArray<B>,
    j: FloatDType,
) -> Result<BurnPrimitive<B>, BurnError> {
    let (mut lhs, mut rhs) = (a.shape.clone(), b.shape.clone());
    if lhs.len() == 1 {
        lhs.insert(0, 1);
    }
    if rhs.len() == 1 {
        rhs.push(1);
    }
    // Batch axes broadcast, as `jnp.matmul`'s.
    let batch = broadcast_shape(&lhs[..lhs.len() - 2], &rhs[..rhs.len() - 2])?;
    let full = |dims: &[usize]| {
        let mut full = batch.clone();
        full.extend_from_slice(&dims[dims.len() - 2..]);
        full
    };
    let (lhs_full, rhs_full) = (full(&lhs), full(&rhs));
    // The operands in `j` first (JAX converts them), then in the dtype the
    // product computes in.
    let operand = |x: &BurnPrimitive<B>, dims: &[usize], full: &[usize]| {
        let x = convert(convert(x.clone(), Form::Float(j)), Form::Float(work(j)));
        expand(reshape(x, dims), full)
    };
    let (x, y) = (
        operand(&a.prim, &lhs, &lhs_full),
        operand(&b.prim, &rhs, &rhs_full),
    );
    let product = B::float_matmul(to_float(x, work(j)), to_float(y, work(j)));
    let mut out = batch;
    if a.shape.len() > 1 {
        out.push(lhs[lhs.len() - 2]);
    }
    if b.shape.len() > 1 {
        out.push(rhs[rhs.len() - 1]);
    }
    Ok(reshape(
        convert(BurnPrimitive::<B>::Float(product), Form::Float(j)),
        &out,
    ))
}

/// The arrays, of the dtype of form `form` and of shapes that fit, joined
/// along `axis` (with `new_axis`: stacked along a new axis at `axis`).
pub(super) fn join<B: Backend>(
    arrays: &[&BurnArray<B>],
    form: Form,
    axis: usize,
    new_axis: bool,
) -> BurnPrimitive<B> {
    let pieces = arrays.iter().map(|a| {
        let prim = convert(a.prim.clone(), form);
        if new_axis {
            let mut shape = a.shape.clone();
            shape.insert(axis, 1);
            reshape(prim, &shape)
        } else {
            prim
        }
    });
    match form {
        Form::Float(f) => {
            BurnPrimitive::Float(B::float_cat(pieces.map(|p| to_float(p, f)).collect(), axis))
        }
        Form::Int(i) => {
            BurnPrimitive::Int(B::int_cat(pieces.map(|p| to_int(p, i)).collect(), axis))
        }
        Form::Bool => BurnPrimitive::Bool(B::bool_cat(pieces.map(to_bool).collect(), axis)),
    }
}

/// `-x` of `x`, of form `d`: integers wrap (`-(-128)` is `-128` in `int8`).
pub(super) fn negative<B: Backend>(x: BurnPrimitive<B>) -> BurnPrimitive<B> {
    match x {
        BurnPrimitive::Float(t) => BurnPrimitive::Float(B::float_neg(t)),
        BurnPrimitive::Int(t) => BurnPrimitive::Int(B::int_neg(t)),
        BurnPrimitive::Bool(t) => BurnPrimitive::Bool(t),
    }
}

/// `jnp.abs` of `x`, of the real form `d`: integers wrap (`abs(-128)` is
/// `-128` in `int8`), unsigned ones and `Bool` are their own.
pub(super) fn abs<B: Backend>(x: BurnPrimitive<B>, d: Form) -> BurnPrimitive<B> {
    match x {
        BurnPrimitive::Float(t) => BurnPrimitive::Float(B::float_abs(t)),
        BurnPrimitive::Int(t) if !d.unsigned() => BurnPrimitive::Int(B::int_abs(t)),
        other => other,
    }
}

/// A primitive of `data` (elements of the dtype of form `form`) on `device`.
pub(super) fn from_data<B: Backend>(
    data: TensorData,
    form: Form,
    device: &B::Device,
) -> BurnPrimitive<B> {
    let prim = match form {
        Form::Float(_) => BurnPrimitive::Float(B::float_from_data(data, device)),
        Form::Int(_) => BurnPrimitive::Int(B::int_from_data(data, device)),
        Form::Bool => BurnPrimitive::Bool(B::bool_from_data(data, device)),
    };
    convert(prim, form)
}

/// The elements of `x`, read back from the device.
pub(super) fn into_data<B: Backend>(x: BurnPrimitive<B>) -> Result<TensorData, BurnError> {
    let read = match x {
        BurnPrimitive::Float(t) => burn_backend::try_read_sync(B::float_into_data(t)),
        BurnPrimitive::Int(t) => burn_backend::try_read_sync(B::int_into_data(t)),
        BurnPrimitive::Bool(t) => burn_backend::try_read_sync(B::bool_into_data(t)),
    };
    let read = read.ok_or_else(|| {
        BurnError::Burn("the platform cannot read a tensor back synchronously".into())
    })?;
    read.map_err(|error| BurnError::Burn(error.to_string()))
}

/// The primitive on `device`.
pub(super) fn to_device<B: Backend>(x: BurnPrimitive<B>, device: &B::Device) -> BurnPrimitive<B> {
    match x {
        BurnPrimitive::Float(t) => BurnPrimitive::Float(B::float_to_device(t, device)),
        BurnPrimitive::Int(t) => BurnPrimitive::Int(B::int_to_device(t, device)),
        BurnPrimitive::Bool(t) => BurnPrimitive::Bool(B::bool_to_device(t, device)),
    }
}
