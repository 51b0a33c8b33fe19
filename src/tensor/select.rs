//! Selection and clipping: `jnp.where` (here [`Tensor::where_cond`], candle's
//! name, since `where` is a Rust keyword) and `jnp.clip`, with their result
//! dtypes from the lattice.

use super::elementwise::{convert_borrowed, map3, map3_into};
use super::engine::Engine;
use super::rules::Ordered;
use super::storage::Holds;
use super::{Operand, ShapeError, Tensor};
use crate::dtype::DType;
use crate::policy::{Join, Policy};
use crate::scalar::Arith;
use crate::scalar::Element;

impl<D: DType, C: Policy, E: Engine> Tensor<D, C, E> {
    /// `jnp.where(cond, x, y)`: `x` where `self` is true, else `y`, in the
    /// join of their dtypes under their policy (the condition's policy does
    /// not matter: it is not promoted). Each branch is a tensor or a Rust
    /// scalar (a weak type). The three shapes broadcast as NumPy's do.
    ///
    /// The name is candle's: `where` is a Rust keyword. The condition is of
    /// any dtype, as in JAX: a number is true where it is nonzero (JAX's
    /// `cond != 0`: NaN is true; a subnormal float is zero, as XLA on CPU
    /// compares it).
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int8>::from_vec(vec![-3, 5, -1]);
    /// let positive = x.greater(&Tensor::<Int8>::scalar(0));
    /// let relu: Tensor<Int8> = positive.where_cond(&x, 0); // an int literal keeps int8
    /// assert_eq!(relu.to_vec(), [0, 5, 0]);
    /// let mixed: Tensor<Float16> = positive.where_cond(&x, &Tensor::<Float16>::zeros(&[3]));
    /// assert_eq!(mixed.to_string(), "Tensor([0., 5., 0.], dtype=float16)");
    /// let mask = Tensor::<Float32>::from_vec(vec![0.0, 2.5, f32::NAN]); // nonzero is true
    /// let picked: Tensor<Int8> = mask.where_cond(&x, 0);
    /// assert_eq!(picked.to_vec(), [0, 5, -1]);
    /// ```
    ///
    /// # Errors
    ///
    /// If the three shapes do not broadcast; the error names two of them.
    pub fn try_where_cond<X, Y, P, J>(&self, x: X, y: Y) -> Result<Tensor<J, P, E>, E::Error>
    where
        P: Policy + Join<X::DType, Y::DType, Output = J>,
        X: Operand<P, E>,
        Y: Operand<P, E>,
        J: DType,
        E: Holds<D> + Holds<X::DType> + Holds<Y::DType> + Holds<J>,
    {
        let place = E::place(self.engine_array());
        x.with_tensor(&place, |x| {
            y.with_tensor(&place, |y| {
                E::where_cond::<D, C, X::DType, Y::DType, J, P>(self, x, y)
            })
        })
    }

    /// [`Tensor::try_where_cond`], panicking where it returns an error.
    ///
    /// # Panics
    ///
    /// If the three shapes do not broadcast, with the error's message.
    pub fn where_cond<X, Y, P, J>(&self, x: X, y: Y) -> Tensor<J, P, E>
    where
        P: Policy + Join<X::DType, Y::DType, Output = J>,
        X: Operand<P, E>,
        Y: Operand<P, E>,
        J: DType,
        E: Holds<D> + Holds<X::DType> + Holds<Y::DType> + Holds<J>,
    {
        self.try_where_cond(x, y)
            .unwrap_or_else(|error| panic!("{error}"))
    }
}

impl<D: DType, C: Policy> Tensor<D, C> {
    /// [`Tensor::try_where_cond`], written into `out`, whose shape must be the
    /// operands' broadcast shape; no memory is allocated.
    ///
    /// # Errors
    ///
    /// If the three shapes do not broadcast, or `out` has another shape.
    pub fn where_cond_into<X, Y, P, J>(
        &self,
        x: X,
        y: Y,
        out: &mut Tensor<J, P>,
    ) -> Result<(), ShapeError>
    where
        P: Policy + Join<X::DType, Y::DType, Output = J>,
        X: Operand<P>,
        Y: Operand<P>,
        J: DType,
    {
        let out = out.array.view_mut();
        x.with_tensor(&(), |x| {
            y.with_tensor(&(), |y| {
                let (x, y) = (
                    convert_borrowed::<_, J::Elem>(&x.array)?,
                    convert_borrowed::<_, J::Elem>(&y.array)?,
                );
                map3_into(&self.array, &x, &y, out, select::<D::Elem, J::Elem>)
            })
        })
    }

    /// The CPU's kernel of [`Tensor::try_where_cond`].
    pub(crate) fn where_kernel<X, Y, J, P>(
        &self,
        x: &Tensor<X, P>,
        y: &Tensor<Y, P>,
    ) -> Result<Tensor<J, P>, ShapeError>
    where
        X: DType,
        Y: DType,
        J: DType,
        P: Policy,
    {
        let (x, y) = (
            convert_borrowed::<_, J::Elem>(&x.array)?,
            convert_borrowed::<_, J::Elem>(&y.array)?,
        );
        map3(&self.array, &x, &y, select::<D::Elem, J::Elem>).map(Tensor::from_array)
    }
}

impl<D: DType, P: Policy> Tensor<D, P> {
    /// `jnp.clip(x, lo, hi)`: each value raised to `lo`, then lowered to
    /// `hi` (so `hi` wins where `lo > hi`), computed as JAX does, as
    /// `minimum(hi, maximum(lo, x))`: the maximum in `lo ⊔ x`, the minimum in
    /// `hi ⊔ lo ⊔ x`, the result's dtype. NaN in any operand gives NaN. Each
    /// bound is a tensor or a Rust scalar (a weak type); shapes broadcast.
    /// Complex dtypes do not compile, as JAX raises for them.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Int16>::from_vec(vec![-300, 7, 300]);
    /// let c: Tensor<Int16> = x.clip(-128, 127);
    /// assert_eq!(c.to_vec(), [-128, 7, 127]);
    /// let f: Tensor<Float32> = x.clip(&Tensor::<Float32>::scalar(0.5), 100);
    /// assert_eq!(f.to_vec(), [0.5, 7.0, 100.0]);
    /// ```
    ///
    /// # Errors
    ///
    /// If the three shapes do not broadcast; the error names two of them.
    pub fn try_clip<L, H, M, J>(&self, lo: L, hi: H) -> Result<Tensor<J, P>, ShapeError>
    where
        L: Operand<P>,
        H: Operand<P>,
        P: Join<L::DType, D, Output = M> + Join<H::DType, M, Output = J>,
        M: DType,
        J: Ordered,
    {
        let f = clip::<_, M::Elem, J::Elem>;
        lo.with_tensor(&(), |lo| {
            hi.with_tensor(&(), |hi| {
                let (lo, hi) = (
                    convert_borrowed::<_, M::Elem>(&lo.array)?,
                    convert_borrowed::<_, J::Elem>(&hi.array)?,
                );
                map3(&self.array, &lo, &hi, f)
            })
        })
        .map(Tensor::from_array)
    }

    /// [`Tensor::try_clip`], written into `out`, whose shape must be the
    /// operands' broadcast shape; no memory is allocated.
    ///
    /// # Errors
    ///
    /// If the three shapes do not broadcast, or `out` has another shape.
    pub fn clip_into<L, H, M, J>(
        &self,
        lo: L,
        hi: H,
        out: &mut Tensor<J, P>,
    ) -> Result<(), ShapeError>
    where
        L: Operand<P>,
        H: Operand<P>,
        P: Join<L::DType, D, Output = M> + Join<H::DType, M, Output = J>,
        M: DType,
        J: Ordered,
    {
        let (f, out) = (clip::<_, M::Elem, J::Elem>, out.array.view_mut());
        lo.with_tensor(&(), |lo| {
            hi.with_tensor(&(), |hi| {
                let (lo, hi) = (
                    convert_borrowed::<_, M::Elem>(&lo.array)?,
                    convert_borrowed::<_, J::Elem>(&hi.array)?,
                );
                map3_into(&self.array, &lo, &hi, out, f)
            })
        })
    }

    /// [`Tensor::try_clip`], panicking where it returns an error.
    ///
    /// # Panics
    ///
    /// If the three shapes do not broadcast, with the error's message.
    pub fn clip<L, H, M, J>(&self, lo: L, hi: H) -> Tensor<J, P>
    where
        L: Operand<P>,
        H: Operand<P>,
        P: Join<L::DType, D, Output = M> + Join<H::DType, M, Output = J>,
        M: DType,
        J: Ordered,
    {
        self.try_clip(lo, hi)
            .unwrap_or_else(|error| panic!("{error}"))
    }
}

/// `jnp.where`'s element function: the chosen branch, both already in the
/// result's element type `J` (JAX converts both branches, then selects:
/// [`convert_borrowed`]); a condition that is not `bool` is true where
/// nonzero, as XLA converts it.
#[inline]
pub(crate) fn select<T: Element, J: Copy>(condition: T, a: J, b: J) -> J {
    if condition.to_bool() { a } else { b }
}

/// `jnp.clip`'s element function, as JAX computes it: `maximum(lo, x)` in
/// `M`, the join of their dtypes, then `minimum(hi, that)` in `J`; the
/// bounds already in those types ([`convert_borrowed`]).
#[inline]
pub(crate) fn clip<X: Element, M: Element, J: Element>(x: X, lo: M, hi: J) -> J {
    Arith::min(hi, Arith::max(lo, x.cast()).cast())
}
