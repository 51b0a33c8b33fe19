//! Typed tensors: `Tensor<D, P>`, whose arithmetic takes its result dtype from
//! the lattice and its values from JAX's numerics.

mod arrays;
mod assign;
mod axes;
mod bitcast;
mod cpu;
mod display;
pub(crate) mod elementwise;
mod engine;
pub(crate) mod error;
mod join;
mod lazy;
mod linalg;
pub mod nn;
mod storage;
// `ops.rs` declares `binary!`, which `functions.rs` uses too.
#[macro_use]
pub(crate) mod ops;
pub(crate) mod functions;
mod gather;
mod reduce;
pub(crate) mod rewrites;
mod rules;
pub(crate) mod run;
mod scalar;
mod select;
mod shape;
mod unary_ops;

use core::marker::PhantomData;
use std::vec::Vec;

use ndarray::{Array, ArrayD, ArrayViewD, Dimension, IxDyn};

use crate::dtype::{DType, DTypeId};
use crate::policy::{
    Lossless, Policy, Standard, StandardX32, StandardX32Explicit, Stored, StoredFrom, Strict,
    StrictX32, StrictX32Explicit,
};
use crate::promote::SafeCast;
use crate::scalar::Element;

pub use self::arrays::PadMode;
pub use self::axes::{Axes, AxisIndex};
pub use self::engine::Engine;
pub use self::error::ShapeError;
use self::error::{check_output, refused};
pub use self::gather::{At, GatherMode, IndexKind};
pub use self::join::{
    Tensors, concatenate, concatenate_into, stack, stack_into, try_concatenate, try_stack,
};
pub use self::lazy::{Lazy, LazyOperand};
pub use self::linalg::{
    einsum, einsum_as, einsum_path, try_einsum, try_einsum_as, try_einsum_path,
};
pub use self::rules::{
    AccumulatesIn, Accumulator, BinaryRule, BitwiseOps, ComplexParts, Contract, DivMod, Float,
    FloatDType, FloatPolicy, FloorDivide, Inexact, Numeric, Ordered, Power, PowerOf, PowerOps,
    RealFloating, Reduce, StrongIfComplex,
};
pub use self::rules::{CumulativeOf, SumOf, binary, unary};
pub use self::scalar::{Operand, Rhs, SamePolicy, Scalar};
pub use self::storage::{Cpu, Holds, Runs, Storage};
pub use self::unary_ops::NegativePowerError;

/// An n-dimensional, row-major tensor of dtype `D` under promotion policy `P`.
///
/// The elements are `D::Elem`, stored in an [`ndarray::ArrayD`]. Arithmetic
/// between tensors takes its result dtype from the lattice: `Tensor<Int8> +
/// Tensor<UInt8>` is a `Tensor<Int16>`, decided by the compiler. `P` is
/// [`Standard`] (the default), [`Strict`] or [`Lossless`], or with x64
/// disabled [`StandardX32`] or [`StrictX32`]; operands of one
/// operation must share it.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let a = Tensor::<Int8>::from_vec(vec![1, -2, 3]);
/// let b = Tensor::<UInt8>::from_vec(vec![200, 1, 255]);
/// let c: Tensor<Int16> = &a + &b;
/// assert_eq!(c.to_vec(), [201, -1, 258]);
///
/// let h = Tensor::<Float16>::arange(3) * 2.0; // a float literal keeps float16
/// assert_eq!(h.to_string(), "Tensor([0., 2., 4.], dtype=float16)");
/// ```
///
/// Under strict promotion, a mix that JAX's strict mode rejects does not compile:
///
/// ```compile_fail
/// use dtype_lattice::prelude::*;
///
/// let x = Tensor::<Float32>::ones(&[2]).strict();
/// let y = Tensor::<Int32>::ones(&[2]).strict();
/// // error[E0277]: no implicit promotion between `Float32` and `Int32` under strict promotion
/// let _ = x + y;
/// ```
///
/// The same mix with a literal of the tensor's kind is allowed:
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let x = Tensor::<Float32>::ones(&[2]).strict();
/// let _: Tensor<Float32, Strict> = x + 1.0;
/// ```
///
/// Operators on references (`&a + &b`) allocate their result. With the left
/// operand owned (`a + &b`, `a * 2.0`), the result is written over its storage
/// when it can be (the left operand has the result's dtype, not half
/// precision, and already the broadcast shape), as ndarray's operators on
/// owned arrays do; the values are the same either way. The `_into` methods
/// write into a tensor you provide.
pub struct Tensor<D: DType, P: Policy = Standard, E: Storage = Cpu> {
    array: E::Array<D>,
    marker: PhantomData<fn() -> (D, P)>,
}

impl<D: DType, P: Policy, E: Storage> Clone for Tensor<D, P, E>
where
    E::Array<D>: Clone,
{
    fn clone(&self) -> Self {
        Tensor::from_engine(self.array.clone())
    }
}

/// The engine's storage, for the engines above the typed API.
impl<D: DType, P: Policy, E: Storage> Tensor<D, P, E> {
    /// The tensor of the engine's `array`, which holds elements of `D`.
    pub(crate) fn from_engine(array: E::Array<D>) -> Self {
        Tensor {
            array,
            marker: PhantomData,
        }
    }

    /// The engine's storage.
    pub(crate) fn engine_array(&self) -> &E::Array<D> {
        &self.array
    }

    /// The engine's storage, owned.
    pub(crate) fn into_engine_array(self) -> E::Array<D> {
        self.array
    }

    /// The shape, one length per axis.
    pub fn shape(&self) -> &[usize] {
        E::shape::<D>(&self.array)
    }

    /// The number of axes.
    pub fn ndim(&self) -> usize {
        self.shape().len()
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.shape().iter().product()
    }

    /// Whether the tensor has no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The dtype at run time: `D::ID`.
    pub fn dtype(&self) -> DTypeId {
        D::ID
    }

    /// The same tensor under strict promotion, at no cost.
    pub fn strict(self) -> Tensor<D, Strict, E> {
        Tensor::from_engine(self.array)
    }

    /// The same tensor under standard promotion, at no cost.
    pub fn standard(self) -> Tensor<D, Standard, E> {
        Tensor::from_engine(self.array)
    }

    /// The same tensor under lossless promotion ([`Lossless`]), at no cost.
    pub fn lossless(self) -> Tensor<D, Lossless, E> {
        Tensor::from_engine(self.array)
    }

    /// The tensor on the engine `E`, at `place` (candle's device; `&()` on
    /// the CPU), from the crate's CPU tensor: on candle's CPU device without
    /// a copy for the dtypes whose element type candle shares (all but
    /// `Bool` and `Float8E4M3Fn`, converted element by element), when
    /// `tensor` is in row-major order from its first element.
    ///
    /// # Errors
    ///
    /// The engine's, if the device cannot hold the tensor.
    pub fn from_tensor(tensor: Tensor<D, P>, place: &E::Place) -> Result<Self, E::Error>
    where
        E: Holds<D>,
    {
        E::from_cpu(tensor.into_engine_array(), place).map(Tensor::from_engine)
    }

    /// The elements as a tensor of the crate's CPU engine (copied from the
    /// device).
    ///
    /// # Errors
    ///
    /// The engine's, if the device fails.
    pub fn to_tensor(&self) -> Result<Tensor<D, P>, E::Error>
    where
        E: Holds<D>,
    {
        let array = E::to_cpu(&self.array)?;
        Ok(Tensor::try_from_array(array)?)
    }
}

impl<D: DType, P: Policy> PartialEq for Tensor<D, P> {
    /// Equal shapes and equal elements (so a NaN makes two tensors unequal).
    fn eq(&self, other: &Self) -> bool {
        self.array == other.array
    }
}

impl<D: DType, P: Policy> core::fmt::Debug for Tensor<D, P> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Tensor")
            .field("dtype", &D::ID)
            .field("policy", &P::default())
            .field("array", &self.array)
            .finish()
    }
}

impl<D: DType, P: Policy> Tensor<D, P> {
    /// Wraps an ndarray array, without copying.
    ///
    /// # Panics
    ///
    /// If the array has more than [`MAX_DIMS`](crate::MAX_DIMS) axes
    /// (NumPy's 64): [`Tensor::try_from_array`] returns that as an error.
    pub fn from_array<Dim: Dimension>(array: Array<D::Elem, Dim>) -> Self {
        Self::try_from_array(array).unwrap_or_else(|error| panic!("{error}"))
    }

    /// Wraps an ndarray array, without copying, if it has at most
    /// [`MAX_DIMS`](crate::MAX_DIMS) axes.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let array = ndarray::ArrayD::<f32>::zeros(ndarray::IxDyn(&[1; 65]));
    /// let error = Tensor::<Float32>::try_from_array(array).unwrap_err();
    /// assert_eq!(error.to_string(), "a tensor of 65 axes: at most 64 are allowed (NumPy's limit)");
    /// ```
    ///
    /// # Errors
    ///
    /// A [`SizeError`](crate::SizeError) for more than 64 axes.
    pub fn try_from_array<Dim: Dimension>(array: Array<D::Elem, Dim>) -> Result<Self, ShapeError> {
        if array.ndim() > crate::size::MAX_DIMS {
            check_output::<D::Elem>(array.shape())?;
        }
        Ok(Tensor {
            array: array.into_dyn(),
            marker: PhantomData,
        })
    }

    /// A 1-d tensor of `data`.
    pub fn from_vec(data: Vec<D::Elem>) -> Self {
        Self::from_array(Array::from_vec(data))
    }

    /// A tensor of `shape` holding `data` in row-major order.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<Int32>::from_shape_vec(&[2, 2], vec![1, 2, 3, 4])?;
    /// assert_eq!(t.shape(), [2, 2]);
    /// let error = Tensor::<Int32>::from_shape_vec(&[2, 3], vec![1, 2, 3, 4]).unwrap_err();
    /// assert_eq!(error.to_string(), "shape [2, 3] holds 6 elements, but the data has 4");
    /// # Ok::<(), ShapeError>(())
    /// ```
    pub fn from_shape_vec(shape: &[usize], data: Vec<D::Elem>) -> Result<Self, ShapeError> {
        let expected = shape.iter().try_fold(1_usize, |n, &d| n.checked_mul(d));
        if expected != Some(data.len()) {
            return Err(ShapeError::length(shape, data.len()));
        }
        check_output::<D::Elem>(shape)?;
        Array::from_shape_vec(IxDyn(shape), data)
            .map(Self::from_array)
            .map_err(|_| ShapeError::length(shape, 0))
    }

    /// A tensor of `shape` filled with `value` (`jnp.full`).
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_full`] returns an error, with its message.
    pub fn full(shape: &[usize], value: D::Elem) -> Self {
        Self::try_full(shape, value).unwrap_or_else(|error| panic!("{error}"))
    }

    /// A tensor of `shape` filled with `value`, or an error if no tensor of
    /// that shape can be made.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// assert_eq!(Tensor::<Int8>::try_full(&[2], 7)?.to_vec(), [7, 7]);
    /// let error = Tensor::<Float32>::try_zeros(&[1 << 30, 1 << 30]).unwrap_err();
    /// assert!(error.to_string().starts_with("cannot allocate 4.00 EiB for a tensor of shape"));
    /// let error = Tensor::<Float32>::try_zeros(&[0, usize::MAX]).unwrap_err();
    /// assert!(error.to_string().contains("more elements than memory can address"));
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`SizeError`](crate::SizeError): more than
    /// [`MAX_DIMS`](crate::MAX_DIMS) axes, more elements or bytes than an
    /// `isize` counts, or more memory than the allocator gives (checked with a
    /// fallible allocation, never an abort).
    pub fn try_full(shape: &[usize], value: D::Elem) -> Result<Self, ShapeError> {
        let len = check_output::<D::Elem>(shape)?;
        let data = crate::kernels::filled(len, value).map_err(refused::<D::Elem>(shape))?;
        Self::from_shape_vec(shape, data)
    }

    /// A tensor of `shape` filled with zeros (`false` for `Bool`).
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_zeros`] returns an error, with its message.
    pub fn zeros(shape: &[usize]) -> Self {
        Self::full(shape, D::Elem::default())
    }

    /// [`Tensor::zeros`], or an error as [`Tensor::try_full`] gives it.
    ///
    /// # Errors
    ///
    /// As [`Tensor::try_full`].
    pub fn try_zeros(shape: &[usize]) -> Result<Self, ShapeError> {
        Self::try_full(shape, D::Elem::default())
    }

    /// A tensor of `shape` filled with ones (`true` for `Bool`).
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_ones`] returns an error, with its message.
    pub fn ones(shape: &[usize]) -> Self {
        Self::full(shape, true.cast())
    }

    /// [`Tensor::ones`], or an error as [`Tensor::try_full`] gives it.
    ///
    /// # Errors
    ///
    /// As [`Tensor::try_full`].
    pub fn try_ones(shape: &[usize]) -> Result<Self, ShapeError> {
        Self::try_full(shape, true.cast())
    }

    /// A 0-d tensor holding `value`.
    pub fn scalar(value: D::Elem) -> Self {
        Self::full(&[], value)
    }

    /// The elements in row-major order.
    pub fn to_vec(&self) -> Vec<D::Elem> {
        self.array.iter().copied().collect()
    }

    /// The elements in row-major order, by value.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = D::Elem> + '_ {
        self.array.iter().copied()
    }

    /// A view of the elements as an ndarray array, without copying.
    pub fn view(&self) -> ArrayViewD<'_, D::Elem> {
        self.array.view()
    }

    /// The ndarray array, without copying.
    pub fn into_array(self) -> ArrayD<D::Elem> {
        self.array
    }

    /// The tensor under [`StandardX32`], JAX's default (x64 disabled), its
    /// dtype made what JAX holds there ([`DType::X32`]), as JAX converts an
    /// array it is given: a 64-bit dtype becomes the 32-bit one of its kind
    /// (`Int64` wraps to `Int32`, `Float64` rounds to `Float32`, as
    /// [`cast`](Self::cast)), a weak type is stored at 32 bits. No copy
    /// where the dtype stays.
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let t = Tensor::<Float64>::from_vec(vec![0.1]).standard_x32();
    /// assert_eq!(t.to_string(), "Tensor([0.1], dtype=float32)");
    /// // int8 with a float literal: JAX's weakly typed float32.
    /// let w: Tensor<WeakFloat32, StandardX32> = Tensor::<Int8>::from_vec(vec![1, 2]).standard_x32() / 2.0;
    /// assert_eq!(w.to_vec(), [0.5, 1.0]);
    /// ```
    pub fn standard_x32(self) -> Tensor<D::X32, StandardX32> {
        Tensor::from_array(elementwise::convert(self.array))
    }

    /// The tensor under [`StrictX32`]: as [`standard_x32`](Self::standard_x32).
    pub fn strict_x32(self) -> Tensor<D::X32, StrictX32> {
        Tensor::from_array(elementwise::convert(self.array))
    }

    /// The tensor under [`StandardX32Explicit`] (x64 disabled, explicitly
    /// requested 64-bit dtypes allowed): a strong dtype, 64-bit or not,
    /// kept at no cost; a weak type stored at 32 bits, as with x64 disabled
    /// ([`DType::X32Explicit`]).
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let t: Tensor<Float64, StandardX32Explicit> =
    ///     Tensor::<Float64>::from_vec(vec![0.1]).standard_x32_explicit();
    /// assert_eq!(t.to_string(), "Tensor([0.1], dtype=float64)");
    /// // An int64 tensor with a float literal: JAX's weakly typed float32.
    /// let w: Tensor<WeakFloat32, StandardX32Explicit> =
    ///     Tensor::<Int64>::from_vec(vec![1, 2]).standard_x32_explicit() / 2.0;
    /// assert_eq!(w.to_vec(), [0.5, 1.0]);
    /// ```
    pub fn standard_x32_explicit(self) -> Tensor<D::X32Explicit<D>, StandardX32Explicit> {
        Tensor::from_array(elementwise::convert(self.array))
    }

    /// The tensor under [`StrictX32Explicit`]: as
    /// [`standard_x32_explicit`](Self::standard_x32_explicit).
    pub fn strict_x32_explicit(self) -> Tensor<D::X32Explicit<D>, StrictX32Explicit> {
        Tensor::from_array(elementwise::convert(self.array))
    }

    /// The tensor in the dtype policy `P` stores `D` in ([`Policy::Stored`]):
    /// the tensor itself with x64.
    pub(crate) fn stored(self) -> Tensor<Stored<P, D>, P> {
        Tensor::from_array(elementwise::convert(self.array))
    }

    /// The tensor in the dtype policy `P` stores `D` in, computed from an
    /// input of dtype `In` ([`Policy::StoredFrom`]).
    pub(crate) fn stored_from<In: DType>(self) -> Tensor<StoredFrom<P, In, D>, P> {
        Tensor::from_array(elementwise::convert(self.array))
    }

    /// The CPU's kernel of [`Tensor::cast`].
    pub(crate) fn cast_kernel<O: DType>(&self) -> Tensor<O, P> {
        Tensor::from_array(elementwise::map1(&self.array, Element::cast::<O::Elem>))
    }

    /// [`cast`](Self::cast) where it is safe by JAX's rule: `D ⊔ E = E`
    /// ([`SafeCast`]), so that the cast is one promotion would make. Any other
    /// target does not compile.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let t = Tensor::<UInt8>::from_vec(vec![0, 200, 255]);
    /// assert_eq!(t.cast_safe::<Int16>().to_vec(), [0, 200, 255]);
    /// assert_eq!(t.cast_safe::<BFloat16>().to_string(), "Tensor([0, 200, 255], dtype=bfloat16)");
    /// ```
    ///
    /// ```compile_fail
    /// use dtype_lattice::prelude::*;
    ///
    /// // error: `UInt8` does not cast safely to `Int8`: the cast could change values
    /// let t = Tensor::<UInt8>::from_vec(vec![200]).cast_safe::<Int8>();
    /// ```
    pub fn cast_safe<E: DType>(&self) -> Tensor<E, P>
    where
        D: SafeCast<E>,
    {
        self.cast()
    }
}

impl<D: DType, P: Policy> Tensor<D, P>
where
    D: Numeric,
{
    /// `[0, 1, …, len - 1]`, like `jnp.arange(len, dtype=…)`, for every dtype but `Bool`.
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_arange`] returns an error, with its message.
    pub fn arange(len: usize) -> Self {
        Self::try_arange(len).unwrap_or_else(|error| panic!("{error}"))
    }

    /// [`Tensor::arange`], or an error if no tensor of `len` elements can be
    /// made.
    ///
    /// # Errors
    ///
    /// As [`Tensor::try_full`].
    pub fn try_arange(len: usize) -> Result<Self, ShapeError> {
        let mut data = Self::try_zeros(&[len])?.array;
        data.iter_mut()
            .enumerate()
            .for_each(|(i, x)| *x = (i as u64).cast::<D::Elem>());
        Ok(Self::from_array(data))
    }
}

impl<D: DType, P: Policy, Dim: Dimension> From<Array<D::Elem, Dim>> for Tensor<D, P> {
    /// Wraps the array without copying.
    fn from(array: Array<D::Elem, Dim>) -> Self {
        Tensor::from_array(array)
    }
}

impl<D: DType, P: Policy> From<Tensor<D, P>> for ArrayD<D::Elem> {
    /// Unwraps the array without copying.
    fn from(tensor: Tensor<D, P>) -> Self {
        tensor.array
    }
}

impl<'a, D: DType, P: Policy> IntoIterator for &'a Tensor<D, P> {
    type Item = &'a D::Elem;
    type IntoIter = ndarray::iter::Iter<'a, D::Elem, IxDyn>;

    fn into_iter(self) -> Self::IntoIter {
        self.array.iter()
    }
}
