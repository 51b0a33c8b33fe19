//! Products of tensors: `jnp.matmul`, `dot`, `vdot`, `inner`, `outer` and
//! `tensordot`, with their result dtypes from the lattice, and JAX's
//! `preferred_element_type` as a type parameter (`matmul_as`, `dot_as`).
//!
//! # Dtypes
//!
//! The result is the join of the operands' dtypes under their policy, as in
//! JAX: `Int8 · UInt8` is `Int16`, `Float32 · Int32` does not compile under
//! strict promotion. Both operands are converted to the join, then:
//!
//! - `Bool` products are `Bool`: the logical or of ands (JAX's `dot` on booleans);
//! - integer products wrap in the join's dtype, as XLA's do (`int8` sums wrap
//!   in `int8` unless an accumulator is asked for: [`Tensor::matmul_as`]);
//! - `bfloat16` and `float16` products are summed in `float32` and rounded
//!   once, as XLA does on CPU;
//! - `float32`, `float64` and the complex dtypes sum in their own precision,
//!   with subnormal operands and results flushed to zero, as XLA on CPU.
//!
//! # Kernels
//!
//! The `float32` and `float64` products run the `gemm` crate's blocked GEMM
//! (its AVX-512 or AVX2 kernels, chosen at run time). A large product (from
//! `2²⁴` multiply-adds) runs on the threads of the current rayon pool
//! (feature `rayon`; without it, on the calling thread), which share the
//! packed panels of the operands: a 1024² `float32` product gains 2 on two
//! cores, where two row bands of matrixmultiply's GEMM (each packing all of
//! `b`) gained 1.5 to 1.7. The complex products run ndarray's
//! [`general_mat_mul`](ndarray::linalg::general_mat_mul), that is
//! matrixmultiply's `cgemm` and `zgemm` (the crate turns on their AVX-512
//! kernels), split by rows of the result across the pool: `gemm`'s complex
//! kernels give an infinite and a NaN part where XLA's give NaN parts.
//! `f16` and `bf16` are widened to `f32` (an `O(n²)` cost against the
//! product's `O(n³)`, on the pool's threads too), which is also what makes
//! their sums XLA's; `gemm`'s `f16` kernels are not compiled.
//!
//! Integer products run a packed integer GEMM with `i32` sums
//! (`kernels::int_gemm`: AVX-512 VNNI's `vpdpwssd`, else AVX2's
//! `vpmaddwd`) wherever its sums modulo 2³² give the result: every 8- and
//! 16-bit product (`matmul_as::<Int32>` of `int8` operands, and `int8`
//! products wrapping in `int8`), and 32- and 64-bit ones whose operands
//! fit 16 bits (and whose sums cannot leave `int32`, for 64 bits); other
//! integer products run a plain loop. Both are exact.
//!
//! Each sum is computed by one thread, in one order, whatever the number of
//! threads. The float sums are in the GEMM crates' order, not Eigen's, so
//! long float sums may differ from JAX's in the last bits; integer and
//! boolean results are exact.

//! # Known differences from JAX
//!
//! JAX raises where a weakly typed operand (a Python scalar, stored as
//! `int64` or `complex128`) meets a narrower integer or complex dtype
//! (`jnp.dot(3, int8_array)`): `dot_general` sees the wide operand and
//! refuses to accumulate into the narrower join. Here the join decides, as
//! for every other operation: the product is in `int8`.

mod einsum;
mod path;
mod plan;

pub use self::einsum::{
    einsum, einsum_as, einsum_path, try_einsum, try_einsum_as, try_einsum_path,
};

use self::plan::Plan;
use super::engine::Engine;
use super::rules::{AccumulatesIn, Accumulator, Contract, binary};
use super::storage::{Holds, Runs};
use super::{ShapeError, Tensor};
use crate::dtype::DType;
use crate::policy::{Join, Policy};

impl<A: DType, P: Policy, E: Engine> Tensor<A, P, E> {
    /// `jnp.matmul(a, b)` (`a @ b`): the matrix product of the last two axes,
    /// over batch axes (all but the last two) that broadcast, in the join of
    /// the dtypes. A 1-d left operand is a row, a 1-d right one a column, and
    /// the axis that stands for it is removed from the result, as in NumPy.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let a = Tensor::<Int8>::from_shape_vec(&[2, 2], vec![1, 2, 3, 4])?;
    /// let b = Tensor::<UInt8>::from_shape_vec(&[3, 2, 1], vec![1, 0, 0, 1, 200, 1])?;
    /// let c: Tensor<Int16> = a.try_matmul(&b)?; // int8 ⊔ uint8, batch of 3
    /// assert_eq!(c.shape(), [3, 2, 1]);
    /// assert_eq!(c.to_vec(), [1, 3, 2, 4, 202, 604]);
    /// let v = Tensor::<Int8>::from_vec(vec![1, 1]);
    /// assert_eq!(a.try_matmul(&v)?.to_vec(), [3, 7]); // a column: shape [2]
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A 0-d operand, contracted lengths that differ, or batch axes that do
    /// not broadcast.
    pub fn try_matmul<B: DType, Q: Policy, J>(
        &self,
        rhs: &Tensor<B, Q, E>,
    ) -> Result<Tensor<J, P, E>, E::Error>
    where
        P: Join<A, B, Q, Output = J>,
        J: Contract,
        E: Runs<binary::Matmul<J>> + Holds<A> + Holds<B> + Holds<J>,
    {
        // The shapes checked here for every engine; the plan is the CPU's.
        Plan::matmul(self.shape(), rhs.shape())?;
        E::matmul::<A, B, Q, J, P>(self, rhs)
    }

    /// [`Tensor::try_matmul`], panicking where it returns an error.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let a = Tensor::<Bool>::from_shape_vec(&[2, 2], vec![true, false, true, true])?;
    /// // Booleans: the logical or of ands, as JAX computes it.
    /// assert_eq!(a.matmul(&a).to_vec(), [true, false, true, true]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_matmul`] returns an error, with its message.
    pub fn matmul<B: DType, Q: Policy, J>(&self, rhs: &Tensor<B, Q, E>) -> Tensor<J, P, E>
    where
        P: Join<A, B, Q, Output = J>,
        J: Contract,
        E: Runs<binary::Matmul<J>> + Holds<A> + Holds<B> + Holds<J>,
    {
        self.try_matmul(rhs)
            .unwrap_or_else(|error| panic!("{error}"))
    }
}

impl<A: DType, P: Policy> Tensor<A, P> {
    /// The CPU's kernel of [`Tensor::try_matmul`].
    pub(crate) fn matmul_kernel<B: DType, Q: Policy, J: Contract>(
        &self,
        rhs: &Tensor<B, Q>,
    ) -> Result<Tensor<J, P>, ShapeError> {
        self.product(rhs, Plan::matmul(self.shape(), rhs.shape()))
    }

    /// The product `plan` of `self` and `rhs`, computed in `C`.
    fn product<B: DType, Q: Policy, C: Contract>(
        &self,
        rhs: &Tensor<B, Q>,
        plan: Result<Plan, ShapeError>,
    ) -> Result<Tensor<C, P>, ShapeError> {
        let plan = plan?;
        let data = plan.run::<A::Elem, B::Elem, C::Elem>(&self.array, &rhs.array)?;
        Tensor::from_shape_vec(&plan.shape, data)
    }

    /// `jnp.matmul(a, b, preferred_element_type=E)`: the product accumulated
    /// in, and returned as, `E`: both operands are converted to `E`, then
    /// multiplied as [`Tensor::try_matmul`] multiplies in its join (so `bfloat16`
    /// and `float16` accumulators still sum in `float32`).
    ///
    /// `E` must be a strong dtype that each operand's dtype
    /// [accumulates in](AccumulatesIn): above it on the lattice (`int8` into
    /// `int32` or `float32`, `bfloat16` into `float32`), and for an integer
    /// or complex operand at least as wide, as JAX requires (`int32` does not
    /// accumulate in `bfloat16`). This holds under either policy: JAX's
    /// `preferred_element_type` does not promote, and accepts mixed dtypes
    /// even under strict promotion. JAX also accepts narrowing or cross-kind
    /// accumulators (`float32` into `int32`, which truncates the float sum);
    /// those do not compile here: cast the result instead.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let a = Tensor::<Int8>::from_shape_vec(&[1, 2], vec![100, 100])?;
    /// let b = Tensor::<Int8>::from_shape_vec(&[2, 1], vec![100, 100])?;
    /// assert_eq!(a.try_matmul(&b)?.to_vec(), [32]); // 20000 wraps in int8
    /// let wide: Tensor<Int32> = a.try_matmul_as::<Int32, _>(&b)?;
    /// assert_eq!(wide.to_vec(), [20000]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Tensor::try_matmul`].
    pub fn try_matmul_as<E, B>(&self, rhs: &Tensor<B, P>) -> Result<Tensor<E, P>, ShapeError>
    where
        E: Accumulator,
        A: AccumulatesIn<E>,
        B: AccumulatesIn<E>,
    {
        self.product(rhs, Plan::matmul(self.shape(), rhs.shape()))
    }

    /// [`Tensor::try_matmul_as`], panicking where it returns an error.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    /// use half::bf16;
    ///
    /// let a = Tensor::<BFloat16>::from_shape_vec(&[1, 2], vec![bf16::from_f32(1.5); 2])?;
    /// let b = Tensor::<BFloat16>::from_shape_vec(&[2, 1], vec![bf16::from_f32(3.0); 2])?;
    /// let c: Tensor<Float32> = a.matmul_as::<Float32, _>(&b);
    /// assert_eq!(c.to_vec(), [9.0]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_matmul`] returns an error, with its message.
    pub fn matmul_as<E, B>(&self, rhs: &Tensor<B, P>) -> Tensor<E, P>
    where
        E: Accumulator,
        A: AccumulatesIn<E>,
        B: AccumulatesIn<E>,
    {
        self.try_matmul_as(rhs)
            .unwrap_or_else(|error| panic!("{error}"))
    }

    /// `jnp.dot(a, b)`, in the join of the dtypes: with a 0-d operand, the
    /// elementwise product; with a 1-d right operand, the sum over the left's
    /// last axis; otherwise the sum over the left's last axis and the right's
    /// second to last, with the result's axes the left's others, then the
    /// right's. Unlike `matmul`, N-d operands have no batch axes:
    /// `[2, 3, 4] · [5, 4, 6]` is `[2, 3, 5, 6]`.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let a = Tensor::<Float32>::ones(&[2, 3, 4]);
    /// let b = Tensor::<Int16>::ones(&[5, 4, 6]);
    /// let c: Tensor<Float32> = a.try_dot(&b)?;
    /// assert_eq!(c.shape(), [2, 3, 5, 6]);
    /// assert!(c.iter().all(|x| x == 4.0));
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// If the contracted lengths differ.
    pub fn try_dot<B: DType, Q: Policy, J>(
        &self,
        rhs: &Tensor<B, Q>,
    ) -> Result<Tensor<J, P>, ShapeError>
    where
        P: Join<A, B, Q, Output = J>,
        J: Contract,
    {
        self.product(rhs, Plan::dot(self.shape(), rhs.shape()))
    }

    /// [`Tensor::try_dot`], panicking where it returns an error.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let v = Tensor::<Int32>::from_vec(vec![1, 2, 3]);
    /// assert_eq!(v.dot(&v).to_vec(), [14]);
    /// ```
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_dot`] returns an error, with its message.
    pub fn dot<B: DType, Q: Policy, J>(&self, rhs: &Tensor<B, Q>) -> Tensor<J, P>
    where
        P: Join<A, B, Q, Output = J>,
        J: Contract,
    {
        self.try_dot(rhs).unwrap_or_else(|error| panic!("{error}"))
    }

    /// `jnp.dot(a, b, preferred_element_type=E)`: [`Tensor::try_dot`],
    /// accumulated in `E`, under the rule of [`Tensor::try_matmul_as`].
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let v = Tensor::<UInt8>::from_vec(vec![200, 200]);
    /// assert_eq!(v.try_dot_as::<UInt32, _>(&v)?.to_vec(), [80000]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Tensor::try_dot`].
    pub fn try_dot_as<E, B>(&self, rhs: &Tensor<B, P>) -> Result<Tensor<E, P>, ShapeError>
    where
        E: Accumulator,
        A: AccumulatesIn<E>,
        B: AccumulatesIn<E>,
    {
        self.product(rhs, Plan::dot(self.shape(), rhs.shape()))
    }

    /// [`Tensor::try_dot_as`], panicking where it returns an error.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let v = Tensor::<Int8>::from_vec(vec![-128, -128]);
    /// assert_eq!(v.dot_as::<Int64, _>(&v).to_vec(), [32768]);
    /// ```
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_dot`] returns an error, with its message.
    pub fn dot_as<E, B>(&self, rhs: &Tensor<B, P>) -> Tensor<E, P>
    where
        E: Accumulator,
        A: AccumulatesIn<E>,
        B: AccumulatesIn<E>,
    {
        self.try_dot_as(rhs)
            .unwrap_or_else(|error| panic!("{error}"))
    }

    /// `jnp.vdot(a, b)`: both flattened, the left conjugated (for complex
    /// dtypes), the sum of the products; a 0-d tensor in the join.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    /// use num_complex::Complex;
    ///
    /// let a = Tensor::<Complex64>::from_vec(vec![Complex::new(1.0, 1.0), Complex::new(0.0, 2.0)]);
    /// let b = Tensor::<Float32>::from_vec(vec![1.0, 1.0]);
    /// assert_eq!(a.try_vdot(&b)?.to_vec(), [Complex::new(1.0, -3.0)]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// If the operands have different numbers of elements.
    pub fn try_vdot<B: DType, Q: Policy, J>(
        &self,
        rhs: &Tensor<B, Q>,
    ) -> Result<Tensor<J, P>, ShapeError>
    where
        P: Join<A, B, Q, Output = J>,
        J: Contract,
    {
        self.product(rhs, Plan::vdot(self.shape(), rhs.shape()))
    }

    /// [`Tensor::try_vdot`], panicking where it returns an error.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let a = Tensor::<Int8>::ones(&[2, 3]);
    /// assert_eq!(a.vdot(&Tensor::<Int8>::ones(&[6])).to_vec(), [6]);
    /// ```
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_vdot`] returns an error, with its message.
    pub fn vdot<B: DType, Q: Policy, J>(&self, rhs: &Tensor<B, Q>) -> Tensor<J, P>
    where
        P: Join<A, B, Q, Output = J>,
        J: Contract,
    {
        self.try_vdot(rhs).unwrap_or_else(|error| panic!("{error}"))
    }

    /// `jnp.inner(a, b)`: the sum over the last axis of both, with the
    /// result's axes the left's others, then the right's; with a 0-d operand,
    /// the elementwise product. In the join of the dtypes.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let a = Tensor::<Int16>::ones(&[2, 3]);
    /// let b = Tensor::<Int16>::ones(&[5, 3]);
    /// let c = a.try_inner(&b)?;
    /// assert_eq!(c.shape(), [2, 5]);
    /// assert!(c.iter().all(|x| x == 3));
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// If the last axes differ in length.
    pub fn try_inner<B: DType, Q: Policy, J>(
        &self,
        rhs: &Tensor<B, Q>,
    ) -> Result<Tensor<J, P>, ShapeError>
    where
        P: Join<A, B, Q, Output = J>,
        J: Contract,
    {
        self.product(rhs, Plan::inner(self.shape(), rhs.shape()))
    }

    /// [`Tensor::try_inner`], panicking where it returns an error.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let v = Tensor::<Float64>::from_vec(vec![3.0, 4.0]);
    /// assert_eq!(v.inner(&v).to_vec(), [25.0]);
    /// ```
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_inner`] returns an error, with its message.
    pub fn inner<B: DType, Q: Policy, J>(&self, rhs: &Tensor<B, Q>) -> Tensor<J, P>
    where
        P: Join<A, B, Q, Output = J>,
        J: Contract,
    {
        self.try_inner(rhs)
            .unwrap_or_else(|error| panic!("{error}"))
    }

    /// `jnp.outer(a, b)`: both flattened, every product, as a `[a.len(),
    /// b.len()]` tensor in the join of the dtypes (`Bool`: logical and).
    /// Any shapes fit.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let a = Tensor::<Int8>::from_vec(vec![1, -2]);
    /// let b = Tensor::<UInt8>::from_vec(vec![3, 200, 1]);
    /// let c: Tensor<Int16> = a.try_outer(&b)?;
    /// assert_eq!(c.shape(), [2, 3]);
    /// assert_eq!(c.to_vec(), [3, 200, 1, -6, -400, -2]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A result larger than memory (a [`SizeError`](crate::SizeError): the
    /// outer product of two vectors of 2²⁰ elements has 2⁴⁰).
    pub fn try_outer<B: DType, Q: Policy, J>(
        &self,
        rhs: &Tensor<B, Q>,
    ) -> Result<Tensor<J, P>, ShapeError>
    where
        P: Join<A, B, Q, Output = J>,
        J: Contract,
    {
        self.product(rhs, Ok(Plan::outer(self.shape(), rhs.shape())))
    }

    /// [`Tensor::try_outer`], panicking where it returns an error.
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_outer`] returns an error, with its message.
    pub fn outer<B: DType, Q: Policy, J>(&self, rhs: &Tensor<B, Q>) -> Tensor<J, P>
    where
        P: Join<A, B, Q, Output = J>,
        J: Contract,
    {
        self.try_outer(rhs)
            .unwrap_or_else(|error| panic!("{error}"))
    }

    /// `jnp.tensordot(a, b, axes)` with an integer `axes`: the sum over the
    /// last `axes` axes of `self` and the first `axes` of `rhs`, pairwise, in
    /// the join of the dtypes; the result's axes are the left's others, then
    /// the right's. `axes = 0` is the outer product, keeping both shapes.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let a = Tensor::<Int32>::ones(&[2, 3, 4]);
    /// let b = Tensor::<Int32>::ones(&[3, 4, 5]);
    /// let c = a.try_tensordot(&b, 2)?;
    /// assert_eq!(c.shape(), [2, 5]);
    /// assert!(c.iter().all(|x| x == 12));
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// If an operand has fewer than `axes` axes, or contracted lengths differ.
    pub fn try_tensordot<B: DType, Q: Policy, J>(
        &self,
        rhs: &Tensor<B, Q>,
        axes: usize,
    ) -> Result<Tensor<J, P>, ShapeError>
    where
        P: Join<A, B, Q, Output = J>,
        J: Contract,
    {
        self.product(rhs, Plan::tensordot(self.shape(), rhs.shape(), axes))
    }

    /// [`Tensor::try_tensordot`], panicking where it returns an error.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let a = Tensor::<Float32>::ones(&[2, 3]);
    /// assert_eq!(a.tensordot(&a, 2).to_vec(), [6.0]);
    /// ```
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_tensordot`] returns an error, with its message.
    pub fn tensordot<B: DType, Q: Policy, J>(&self, rhs: &Tensor<B, Q>, axes: usize) -> Tensor<J, P>
    where
        P: Join<A, B, Q, Output = J>,
        J: Contract,
    {
        self.try_tensordot(rhs, axes)
            .unwrap_or_else(|error| panic!("{error}"))
    }

    /// `jnp.tensordot(a, b, (lhs_axes, rhs_axes))`: the sum over axis
    /// `lhs_axes[i]` of `self` against axis `rhs_axes[i]` of `rhs`, for every
    /// `i`, in the join of the dtypes; the result's axes are the left's
    /// others, then the right's, each in order.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let a = Tensor::<Int64>::arange(24).into_reshape(&[3, 2, 4])?;
    /// let b = Tensor::<Int64>::ones(&[4, 3]);
    /// let c = a.try_tensordot_axes(&b, &[0, 2], &[1, 0])?;
    /// assert_eq!(c.to_vec(), [114, 162]);
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Axis lists of different lengths, an axis out of range or repeated, or
    /// contracted lengths that differ.
    pub fn try_tensordot_axes<B: DType, Q: Policy, J>(
        &self,
        rhs: &Tensor<B, Q>,
        lhs_axes: &[usize],
        rhs_axes: &[usize],
    ) -> Result<Tensor<J, P>, ShapeError>
    where
        P: Join<A, B, Q, Output = J>,
        J: Contract,
    {
        let plan = Plan::tensordot_axes(self.shape(), rhs.shape(), lhs_axes, rhs_axes);
        self.product(rhs, plan)
    }

    /// [`Tensor::try_tensordot_axes`], panicking where it returns an error.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let a = Tensor::<Int8>::ones(&[2, 3]);
    /// assert_eq!(a.tensordot_axes(&a, &[0], &[0]).shape(), [3, 3]);
    /// ```
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_tensordot_axes`] returns an error, with its message.
    pub fn tensordot_axes<B: DType, Q: Policy, J>(
        &self,
        rhs: &Tensor<B, Q>,
        lhs_axes: &[usize],
        rhs_axes: &[usize],
    ) -> Tensor<J, P>
    where
        P: Join<A, B, Q, Output = J>,
        J: Contract,
    {
        self.try_tensordot_axes(rhs, lhs_axes, rhs_axes)
            .unwrap_or_else(|error| panic!("{error}"))
    }
}

/// The labels of a `dot_general`: the subscripts of the equivalent einsum
/// (`lhs,rhs->batch,lhs free,rhs free`), after checking the dimension
/// numbers as `lax.dot_general` does.
fn dot_general_subscripts(
    lhs: &[usize],
    rhs: &[usize],
    (lhs_contract, rhs_contract): (&[usize], &[usize]),
    (lhs_batch, rhs_batch): (&[usize], &[usize]),
) -> Result<std::string::String, ShapeError> {
    use std::format;
    let problem = |text: std::string::String| ShapeError::indices("dot_general", text);
    if lhs_contract.len() != rhs_contract.len() || lhs_batch.len() != rhs_batch.len() {
        return Err(problem(format!(
            "contracting axes {lhs_contract:?} and {rhs_contract:?}, batch axes {lhs_batch:?} and \
             {rhs_batch:?}: expected as many on each side"
        )));
    }
    const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    if lhs.len() + rhs.len() > LETTERS.len() {
        return Err(problem(format!(
            "operands of {} and {} axes: expected at most {} in all",
            lhs.len(),
            rhs.len(),
            LETTERS.len()
        )));
    }
    for (side, shape, axes) in [
        ("left", lhs, [lhs_contract, lhs_batch].concat()),
        ("right", rhs, [rhs_contract, rhs_batch].concat()),
    ] {
        for (i, &a) in axes.iter().enumerate() {
            if a >= shape.len() || axes[..i].contains(&a) {
                return Err(problem(format!(
                    "{side} axes {axes:?} of a tensor of shape {shape:?}: expected distinct axes \
                     from 0 to {}",
                    shape.len().saturating_sub(1)
                )));
            }
        }
    }
    let mut rhs_labels: std::vec::Vec<Option<u8>> = std::vec![None; rhs.len()];
    for (&l, &r) in lhs_contract
        .iter()
        .zip(rhs_contract)
        .chain(lhs_batch.iter().zip(rhs_batch))
    {
        if lhs[l] != rhs[r] {
            return Err(problem(format!(
                "left axis {l} of length {} against right axis {r} of length {}: expected equal \
                 lengths",
                lhs[l], rhs[r]
            )));
        }
        rhs_labels[r] = Some(LETTERS[l]);
    }
    let mut fresh = LETTERS[lhs.len()..].iter();
    let rhs_labels: std::vec::Vec<u8> = rhs_labels
        .into_iter()
        .map(|l| l.unwrap_or_else(|| *fresh.next().expect("counted above")))
        .collect();
    let lhs_labels = &LETTERS[..lhs.len()];
    let mut out: std::vec::Vec<u8> = lhs_batch.iter().map(|&a| LETTERS[a]).collect();
    let bound = |a: &usize| lhs_contract.contains(a) || lhs_batch.contains(a);
    out.extend((0..lhs.len()).filter(|a| !bound(a)).map(|a| LETTERS[a]));
    let rhs_bound = |a: &usize| rhs_contract.contains(a) || rhs_batch.contains(a);
    out.extend(
        (0..rhs.len())
            .filter(|a| !rhs_bound(a))
            .map(|a| rhs_labels[a]),
    );
    let text = |labels: &[u8]| std::string::String::from_utf8(labels.to_vec()).expect("ASCII");
    Ok(format!(
        "{},{}->{}",
        text(lhs_labels),
        text(&rhs_labels),
        text(&out)
    ))
}

impl<D: Contract, P: Policy> Tensor<D, P> {
    /// `lax.dot_general(lhs, rhs, ((lhs_contract, rhs_contract), (lhs_batch,
    /// rhs_batch)))`: the sum of products over the paired contracting axes,
    /// the paired batch axes kept; the result's axes are the batch axes, then
    /// the left operand's other axes, then the right's, in order. Both
    /// operands have one dtype, as `lax.dot_general` expects (given two, it
    /// computes in the left one's, not in their join: cast first).
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// // Batched attention scores: b q d · b k d -> b q k.
    /// let q = Tensor::<Float32>::ones(&[2, 3, 4]);
    /// let k = Tensor::<Float32>::ones(&[2, 5, 4]);
    /// let s = q.dot_general(&k, (&[2], &[2]), (&[0], &[0]))?;
    /// assert_eq!(s.shape(), [2, 3, 5]);
    /// assert!(s.iter().all(|x| x == 4.0));
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Axes out of range or named twice on one side, unequal numbers of
    /// axes in a pair of lists, or paired axes of different lengths (JAX
    /// raises for each).
    pub fn dot_general(
        &self,
        rhs: &Self,
        contracting: (&[usize], &[usize]),
        batch: (&[usize], &[usize]),
    ) -> Result<Self, ShapeError> {
        let subscripts = dot_general_subscripts(self.shape(), rhs.shape(), contracting, batch)?;
        try_einsum(&subscripts, [self, rhs])
    }

    /// [`Tensor::dot_general`] with `preferred_element_type=E`: the products
    /// summed in, and returned as, `E` (`int8` operands in `Int32`).
    ///
    /// # Errors
    ///
    /// As [`Tensor::dot_general`].
    pub fn dot_general_as<E>(
        &self,
        rhs: &Self,
        contracting: (&[usize], &[usize]),
        batch: (&[usize], &[usize]),
    ) -> Result<Tensor<E, P>, ShapeError>
    where
        E: Accumulator,
        D: AccumulatesIn<E>,
    {
        let subscripts = dot_general_subscripts(self.shape(), rhs.shape(), contracting, batch)?;
        try_einsum_as(&subscripts, [self, rhs])
    }
}
