//! Binary operations between tensors: operators, `try_` methods that return
//! shape errors, methods named after `jax.numpy`, and `_into` forms that write
//! into an existing tensor.
//!
//! Every operation joins the operands' dtypes under their common policy, maps
//! the join to the dtype the operation computes in (the operation's
//! [`BinaryRule`], see [`rules`](super::rules)), converts each element to it
//! and computes, in one pass over the inputs.

use core::ops::{Add, BitAnd, BitOr, BitXor, Div, Mul, Rem, Sub};

use ndarray::ArrayD;

use super::kernel::{
    BoolSelect, lift, map2, map2_assign, map2_in, map2_in_into, map2_into, owned_or,
    rhs_is_broadcast, select_by_lhs, select_by_rhs, select_reciprocal,
};
use super::rules::{BinaryRule, BitwiseOps, DivMod, Float, Numeric, PowerOps, binary};
use super::{Scalar, ShapeError, Tensor};
use crate::numerics::{Arith, BitsElem, DivModElem, FloatElem, NumericElem, PowerElem, RealFloat};
use crate::{Bool, DType, Policy};

/// Declares one binary operation: its `try_` method, its `_into` method, and
/// optionally a panicking method named after `jax.numpy`, and an operator with
/// its in-place form (which compound assignment and owned operands use).
///
/// Every input, in order:
///
/// | input | meaning |
/// |---|---|
/// | `/// docs` | the operation's docs, on each method it declares |
/// | `try NAME` | the method that returns `Result<Tensor, ShapeError>` |
/// | `into NAME` | the method that writes into a tensor given as `out` |
/// | `method NAME` (optional) | a method that panics on shapes that do not broadcast |
/// | `operator Trait::method, in_place NAME` (optional) | the `core::ops` operator (on owned values, references and Rust scalars) and the crate-private in-place form |
/// | `generics <J> where [bounds]` | the type parameter beyond `A`, `B` (the dtypes), `P`, `Q` (the policies), and the bounds: the operation's [`BinaryRule`] (its dtypes, stated once in `rules.rs` for every engine) and the gate its kernel needs |
/// | `compute C, output O` | the dtype both operands are converted to, and the result's dtype |
/// | `half \|x, y\| …;` (optional) | the operation on `f32`, rounded once to the result: the fused half-precision kernel's, for results in `bfloat16` or `float16` |
/// | `select bool;` (optional) | XLA's rewrite of a product with a `Bool` operand into a select (see `BoolSelect`) |
/// | `broadcast \|x, y\| …;` (optional) | the element function where the divisor is broadcast (XLA's reciprocal rewrite of divisions) |
/// | `\|x, y\| …` | the element function: two `C` elements to an `O` element |
macro_rules! binary {
    // Entry: an operation whose result depends on whether the divisor is
    // broadcast (the divisions) gives that variant; the others use their one
    // element function for both.
    (
        $(#[$doc:meta])*
        try $try:ident, into $into:ident $(, method $method:ident)?
            $(, operator $Op:ident::$op:ident, in_place $in_place:ident)?;
        generics <$($g:ident),*> where [$($bounds:tt)*];
        compute $compute:ty, output $output:ty;
        $(half |$hx:ident, $hy:ident| $hbody:expr;)?
        $(select $select:tt;)?
        broadcast |$bx:ident, $by:ident| $bbody:expr;
        |$x:ident, $y:ident| $body:expr
    ) => {
        binary! {
            @main split true, select [$($select)?];
            $(#[$doc])*
            try $try, into $into $(, method $method)? $(, operator $Op::$op, in_place $in_place)?;
            generics <$($g),*> where [$($bounds)*];
            compute $compute, output $output;
            $(half |$hx, $hy| $hbody;)?
            broadcast |$bx, $by| $bbody;
            |$x, $y| $body
        }
    };
    (
        $(#[$doc:meta])*
        try $try:ident, into $into:ident $(, method $method:ident)?
            $(, operator $Op:ident::$op:ident, in_place $in_place:ident)?;
        generics <$($g:ident),*> where [$($bounds:tt)*];
        compute $compute:ty, output $output:ty;
        $(half |$hx:ident, $hy:ident| $hbody:expr;)?
        $(select $select:tt;)?
        |$x:ident, $y:ident| $body:expr
    ) => {
        binary! {
            @main split false, select [$($select)?];
            $(#[$doc])*
            try $try, into $into $(, method $method)? $(, operator $Op::$op, in_place $in_place)?;
            generics <$($g),*> where [$($bounds)*];
            compute $compute, output $output;
            $(half |$hx, $hy| $hbody;)?
            broadcast |$x, $y| $body;
            |$x, $y| $body
        }
    };

    (
        @main split $split:tt, select [$($select:tt)?];
        $(#[$doc:meta])*
        try $try:ident, into $into:ident $(, method $method:ident)?
            $(, operator $Op:ident::$op:ident, in_place $in_place:ident)?;
        generics <$($g:ident),*> where [$($bounds:tt)*];
        compute $compute:ty, output $output:ty;
        $(half |$hx:ident, $hy:ident| $hbody:expr;)?
        broadcast |$bx:ident, $by:ident| $bbody:expr;
        |$x:ident, $y:ident| $body:expr
    ) => {
        impl<A: DType, B: DType, P: Policy, Q: Policy> $crate::tensor::kernel::ElementFn<A, B, P, Q> {
            /// The operation's element function on operands of `A` and `B`,
            /// each element converted to the dtype it computes in.
            #[inline(always)]
            pub(crate) fn $try<$($g),*>() -> impl Fn(A::Elem, B::Elem) -> <$output as DType>::Elem + Sync
            where
                $($bounds)*
            {
                lift::<A::Elem, B::Elem, <$compute as DType>::Elem, _>(|$x, $y| $body)
            }
        }

        impl<A: DType, P: Policy> Tensor<A, P> {
            $(#[$doc])*
            ///
            /// Broadcasts as NumPy does; shapes that do not broadcast are an
            /// error that names both. `rhs` is a tensor or a Rust scalar (a
            /// weak type: see [`Rhs`](crate::Rhs)).
            pub fn $try<R: crate::tensor::Rhs<P, DType = B, Policy = Q>, B: DType, Q: Policy, $($g),*>(
                &self,
                rhs: R,
            ) -> Result<Tensor<$output, P>, ShapeError>
            where
                $($bounds)*
            {
                rhs.with_tensor(|rhs| {
                    binary!(@if_flag [$($select)?] bool {
                        match BoolSelect::of::<A, B, $output>(self.array.shape(), rhs.array.shape()) {
                            Some(BoolSelect::Left) => {
                                return map2(&self.array, &rhs.array, select_by_lhs).map(Tensor::from_array);
                            }
                            Some(BoolSelect::Right) => {
                                return map2(&self.array, &rhs.array, select_by_rhs).map(Tensor::from_array);
                            }
                            None => {}
                        }
                    });
                    binary!(@if_flag [$($select)?] dividend {
                        if BoolSelect::dividend::<A, $output>(self.array.shape(), rhs.array.shape()) {
                            return map2(&self.array, &rhs.array, select_reciprocal).map(Tensor::from_array);
                        }
                    });
                    binary!(@if $split {
                        if rhs_is_broadcast(&self.array, &rhs.array) {
                            let g = lift::<A::Elem, B::Elem, <$compute as DType>::Elem, _>(|$bx, $by| $bbody);
                            return map2(&self.array, &rhs.array, g).map(Tensor::from_array);
                        }
                    });
                    let f = $crate::tensor::kernel::ElementFn::<A, B, P, Q>::$try::<$($g),*>();
                    binary!(@map ($(|$hx: f32, $hy: f32| $hbody)?), &self.array, &rhs.array, f)
                        .map(Tensor::from_array)
                })
            }

            $(#[$doc])*
            ///
            /// Writes the result into `out`, whose shape must be the operands'
            /// broadcast shape; no memory is allocated.
            pub fn $into<B: DType, Q: Policy, $($g),*>(
                &self,
                rhs: &Tensor<B, Q>,
                out: &mut Tensor<$output, P>,
            ) -> Result<(), ShapeError>
            where
                $($bounds)*
            {
                binary!(@if_flag [$($select)?] bool {
                    match BoolSelect::of::<A, B, $output>(self.array.shape(), rhs.array.shape()) {
                        Some(BoolSelect::Left) => {
                            let view = out.array.view_mut();
                            return map2_into(&self.array, &rhs.array, view, select_by_lhs);
                        }
                        Some(BoolSelect::Right) => {
                            let view = out.array.view_mut();
                            return map2_into(&self.array, &rhs.array, view, select_by_rhs);
                        }
                        None => {}
                    }
                });
                binary!(@if_flag [$($select)?] dividend {
                    if BoolSelect::dividend::<A, $output>(self.array.shape(), rhs.array.shape()) {
                        let view = out.array.view_mut();
                        return map2_into(&self.array, &rhs.array, view, select_reciprocal);
                    }
                });
                binary!(@if $split {
                    if rhs_is_broadcast(&self.array, &rhs.array) {
                        let g = lift::<A::Elem, B::Elem, <$compute as DType>::Elem, _>(|$bx, $by| $bbody);
                        return map2_into(&self.array, &rhs.array, out.array.view_mut(), g);
                    }
                });
                let f = lift::<A::Elem, B::Elem, <$compute as DType>::Elem, _>(|$x, $y| $body);
                binary!(@map_into ($(|$hx: f32, $hy: f32| $hbody)?), &self.array, &rhs.array, out.array.view_mut(), f)
            }

            binary!(@in_place ($($in_place)?) $split, [$($select)?]; <$($g),*> [$($bounds)*], $compute, $output;
                |$bx, $by| $bbody; |$x, $y| $body);

            binary!(@method ($($method)?) [$(#[$doc])*] $try, <$($g),*> [$($bounds)*], $output);
        }

        #[cfg(feature = "dynamic")]
        impl<A: DType, B: DType, P: Policy, Q: Policy> $crate::tensor::kernel::Fused<'_, A, B, P, Q> {
            /// The operation on operands of one shape, a block of each
            /// converted at a time: the typed operation's loops and values.
            /// `None` where the typed operation takes another path (XLA's
            /// select rewrites, the reciprocal of a broadcast divisor, the
            /// half-precision kernel): the caller then converts the operands
            /// and calls it.
            pub(crate) fn $try<$($g),*>(&self) -> Option<Result<Tensor<$output, P>, ShapeError>>
            where
                $($bounds)*
            {
                binary!(@if_flag [$($select)?] bool {
                    let (lhs, rhs) = self.shapes();
                    if BoolSelect::of::<A, B, $output>(lhs, rhs).is_some() {
                        return None;
                    }
                });
                binary!(@if_flag [$($select)?] dividend {
                    let (lhs, rhs) = self.shapes();
                    if BoolSelect::dividend::<A, $output>(lhs, rhs) {
                        return None;
                    }
                });
                binary!(@if $split {
                    if self.rhs_is_broadcast() {
                        return None;
                    }
                });
                if <<$compute as DType>::Elem as $crate::Element>::HALF {
                    return None;
                }
                Some(self.map($crate::tensor::kernel::ElementFn::<A, B, P, Q>::$try::<$($g),*>()).map(Tensor::from_array))
            }
        }

        binary!(@operator ($($Op::$op, $in_place)?), $try, <$($g),*> [$($bounds)*], $output);
};

    (@in_place () $($rest:tt)*) => {};
    (
        @in_place ($in_place:ident) $split:tt, [$($select:tt)?]; <$($g:ident),*> [$($bounds:tt)*],
        $compute:ty, $output:ty;
        |$bx:ident, $by:ident| $bbody:expr; |$x:ident, $y:ident| $body:expr
    ) => {
            /// The operation written over `out`, which holds the left operand
            /// (its element type is `A`'s: the result's dtype is the left
            /// operand's, or one with the same element type), `rhs` broadcast
            /// to its shape. Compound assignment and the operators on an owned
            /// left operand use it.
            pub(crate) fn $in_place<B: DType, Q: Policy, $($g),*>(
                out: &mut ArrayD<<$output as DType>::Elem>,
                rhs: &Tensor<B, Q>,
            ) -> Result<(), ShapeError>
            where
                $($bounds)*
            {
                binary!(@if_flag [$($select)?] bool {
                    // The left operand has the result's dtype, so only the right one can be a
                    // `Bool` converted to it.
                    let side = BoolSelect::of::<$output, B, $output>(out.shape(), rhs.array.shape());
                    if side == Some(BoolSelect::Right) {
                        return map2_assign(out, &rhs.array, select_by_rhs);
                    }
                });
                binary!(@if $split {
                    if rhs_is_broadcast(out, &rhs.array) {
                        let g = lift::<<$output as DType>::Elem, B::Elem, <$compute as DType>::Elem, _>(|$bx, $by| $bbody);
                        return map2_assign(out, &rhs.array, g);
                    }
                });
                let f = lift::<<$output as DType>::Elem, B::Elem, <$compute as DType>::Elem, _>(|$x, $y| $body);
                map2_assign(out, &rhs.array, f)
            }
    };

    // The operation with the left operand owned: over its storage where
    // `kernel::owned_or` finds it reusable, otherwise into a new tensor.
    (@owned $lhs:expr, $rhs:expr, $in_place:ident, $try:ident, <$($g:ident),*>) => {{
        let rhs: &Tensor<B, Q> = $rhs;
        owned_or(
            $lhs.array,
            &rhs.array,
            |out| Tensor::<A, P>::$in_place::<B, Q, $($g),*>(out, rhs),
            |array| Tensor::<A, P>::from_array(array).$try(rhs).map(Tensor::into_array),
        )
        .map(Tensor::from_array)
        .unwrap_or_else(|error| panic!("{error}"))
    }};

    (@if true { $($code:tt)* }) => { $($code)* };
    (@if false { $($code:tt)* }) => {};
    (@if_flag [bool] bool { $($code:tt)* }) => { $($code)* };
    (@if_flag [dividend] dividend { $($code:tt)* }) => { $($code)* };
    (@if_flag [$($flag:tt)?] $wanted:tt { $($code:tt)* }) => {};

    // The kernel: with an `f32` form of the operation, the half-precision fast path.
    (@map (), $a:expr, $b:expr, $f:expr) => { map2($a, $b, $f) };
    (@map ($half:expr), $a:expr, $b:expr, $f:expr) => { map2_in($a, $b, $f, $half) };
    (@map_into (), $a:expr, $b:expr, $out:expr, $f:expr) => { map2_into($a, $b, $out, $f) };
    (@map_into ($half:expr), $a:expr, $b:expr, $out:expr, $f:expr) => {
        map2_in_into($a, $b, $out, $f, $half)
    };

    (@method () $($rest:tt)*) => {};
    (@method ($method:ident) [$($attrs:tt)*] $try:ident, <$($g:ident),*> [$($bounds:tt)*], $output:ty) => {
        $($attrs)*
        ///
        /// # Panics
        ///
        #[doc = concat!("If the shapes do not broadcast, with the message of [`Tensor::", stringify!($try), "`]'s error.")]
        ///
        /// `rhs` is a tensor or a Rust scalar (a weak type: see [`Rhs`](crate::Rhs)).
        pub fn $method<R: crate::tensor::Rhs<P, DType = B, Policy = Q>, B: DType, Q: Policy, $($g),*>(
            &self,
            rhs: R,
        ) -> Tensor<$output, P>
        where
            $($bounds)*
        {
            self.$try(rhs).unwrap_or_else(|error| panic!("{error}"))
        }
    };

    (@operator (), $($rest:tt)*) => {};
    (@operator ($Op:ident::$op:ident, $in_place:ident), $try:ident, <$($g:ident),*> [$($bounds:tt)*], $output:ty) => {
        /// Panics if the shapes do not broadcast, as ndarray's operators do; the
        #[doc = concat!("`", stringify!($try), "` method returns the error instead.")]
        impl<A: DType, B: DType, P: Policy, Q: Policy, $($g),*> $Op<&Tensor<B, Q>> for &Tensor<A, P>
        where
            $($bounds)*
        {
            type Output = Tensor<$output, P>;
            #[inline]
            fn $op(self, rhs: &Tensor<B, Q>) -> Self::Output {
                self.$try(rhs).unwrap_or_else(|error| panic!("{error}"))
            }
        }

        /// As the operator on references; consumes both operands, and writes
        /// the result over the left one's storage where it can (same dtype as
        /// the result, not half precision, already of the broadcast shape), as
        /// ndarray's operators on owned arrays do.
        impl<A: DType, B: DType, P: Policy, Q: Policy, $($g),*> $Op<Tensor<B, Q>> for Tensor<A, P>
        where
            $($bounds)*
        {
            type Output = Tensor<$output, P>;
            #[inline]
            fn $op(self, rhs: Tensor<B, Q>) -> Self::Output {
                self.$op(&rhs)
            }
        }

        /// As the operator on references; consumes the left operand, and
        /// writes the result over its storage where it can (see above).
        impl<A: DType, B: DType, P: Policy, Q: Policy, $($g),*> $Op<&Tensor<B, Q>> for Tensor<A, P>
        where
            $($bounds)*
        {
            type Output = Tensor<$output, P>;
            #[inline]
            fn $op(self, rhs: &Tensor<B, Q>) -> Self::Output {
                binary!(@owned self, rhs, $in_place, $try, <$($g),*>)
            }
        }

        /// As the operator on references; consumes the right operand.
        impl<A: DType, B: DType, P: Policy, Q: Policy, $($g),*> $Op<Tensor<B, Q>> for &Tensor<A, P>
        where
            $($bounds)*
        {
            type Output = Tensor<$output, P>;
            #[inline]
            fn $op(self, rhs: Tensor<B, Q>) -> Self::Output {
                self.$op(&rhs)
            }
        }

        // One impl per scalar type (not one generic over `Scalar`), so that a
        // tensor operand matches exactly one impl, and a rejected mix reports
        // why (the missing join) rather than listing impls.
        binary!(@scalar $Op::$op, $in_place, $try, <$($g),*> [$($bounds)*], $output, i64);
        binary!(@scalar $Op::$op, $in_place, $try, <$($g),*> [$($bounds)*], $output, f64);
        binary!(@scalar $Op::$op, $in_place, $try, <$($g),*> [$($bounds)*], $output, num_complex::Complex<f64>);
    };

    (@scalar $Op:ident::$op:ident, $in_place:ident, $try:ident, <$($g:ident),*> [$($bounds:tt)*], $output:ty, $s:ty) => {
        /// With a Rust scalar on the right: a weak type, as a Python scalar in JAX.
        impl<A: DType, B: DType, P: Policy<Same = Q>, Q: Policy, $($g),*> $Op<$s> for &Tensor<A, P>
        where
            $s: Scalar<DType = B>,
            $($bounds)*
        {
            type Output = Tensor<$output, P>;
            #[inline]
            fn $op(self, rhs: $s) -> Self::Output {
                self.$op(&Tensor::<B, Q>::scalar(rhs.into_elem()))
            }
        }

        /// With a Rust scalar on the right; consumes the tensor, and writes
        /// the result over its storage where it can (same dtype as the
        /// result, not half precision).
        impl<A: DType, B: DType, P: Policy<Same = Q>, Q: Policy, $($g),*> $Op<$s> for Tensor<A, P>
        where
            $s: Scalar<DType = B>,
            $($bounds)*
        {
            type Output = Tensor<$output, P>;
            #[inline]
            fn $op(self, rhs: $s) -> Self::Output {
                binary!(@owned self, &Tensor::<B, Q>::scalar(rhs.into_elem()), $in_place, $try, <$($g),*>)
            }
        }

        /// With a Rust scalar on the left: a weak type, as a Python scalar in JAX.
        impl<A: DType, B: DType, P: Policy, Q: Policy<Same = P>, $($g),*> $Op<&Tensor<B, Q>> for $s
        where
            $s: Scalar<DType = A>,
            $($bounds)*
        {
            type Output = Tensor<$output, P>;
            #[inline]
            fn $op(self, rhs: &Tensor<B, Q>) -> Self::Output {
                (&Tensor::<A, P>::scalar(self.into_elem())).$op(rhs)
            }
        }

        /// With a Rust scalar on the left; consumes the tensor.
        impl<A: DType, B: DType, P: Policy, Q: Policy<Same = P>, $($g),*> $Op<Tensor<B, Q>> for $s
        where
            $s: Scalar<DType = A>,
            $($bounds)*
        {
            type Output = Tensor<$output, P>;
            #[inline]
            fn $op(self, rhs: Tensor<B, Q>) -> Self::Output {
                (&Tensor::<A, P>::scalar(self.into_elem())).$op(&rhs)
            }
        }
    };
}

binary! {
    /// `jnp.add`: the join's sum; `Bool + Bool` is logical or; integers wrap.
    try try_add, into add_into, operator Add::add, in_place add_in_place;
    generics <J> where [binary::Add: BinaryRule<A, B, P, Q, Compute = J, Output = J>, J: DType];
    compute J, output J;
    half |x, y| Arith::add(x, y);
    |x, y| Arith::add(x, y)
}

binary! {
    /// `jnp.subtract`: the join's difference; integers wrap. `Bool - Bool`
    /// does not compile, as JAX raises for it.
    try try_subtract, into subtract_into, operator Sub::sub, in_place subtract_in_place;
    generics <J> where [binary::Subtract: BinaryRule<A, B, P, Q, Compute = J, Output = J>, J: Numeric];
    compute J, output J;
    half |x, y| RealFloat::sub(x, y);
    |x, y| NumericElem::sub(x, y)
}

binary! {
    /// `jnp.multiply`: the join's product; `Bool * Bool` is logical and; integers wrap.
    ///
    /// Where one operand is `Bool` and is not broadcast, and the result is a
    /// float (not `bfloat16`) or complex dtype, XLA on CPU rewrites the
    /// product into a select, and so does this: `false * inf` is `0.0`, not
    /// NaN, and `true * x` is `x` exactly (a subnormal is not flushed).
    try try_multiply, into multiply_into, operator Mul::mul, in_place multiply_in_place;
    generics <J> where [binary::Multiply: BinaryRule<A, B, P, Q, Compute = J, Output = J>, J: DType];
    compute J, output J;
    half |x, y| Arith::mul(x, y);
    select bool;
    |x, y| Arith::mul(x, y)
}

binary! {
    /// `jnp.true_divide`: computes in the join's inexact dtype, so `Int8 /
    /// Int8` is `Float32`; integer division by zero gives ±inf or NaN.
    ///
    /// Where the divisor is broadcast (a scalar such as `3.0`, or a tensor of
    /// fewer elements than the result), XLA on CPU multiplies by its
    /// reciprocal instead, and so does this, so that `x / 3.0` is JAX's
    /// `x * (1/3)`, which differs from `x / 3` in the last bit of a third of
    /// the values. Operands of the same shape divide exactly. A `Bool`
    /// dividend that is not broadcast, over a broadcast divisor, makes that
    /// product a select, as with `*`: `false / -3.0` is `0.0`, not `-0.0`.
    try try_true_divide, into true_divide_into, operator Div::div, in_place true_divide_in_place;
    generics <O> where [binary::TrueDivide: BinaryRule<A, B, P, Q, Compute = O, Output = O>, O: Float];
    compute O, output O;
    half |x, y| RealFloat::div(x, y);
    select dividend;
    broadcast |x, y| FloatElem::div_broadcast(x, y);
    |x, y| FloatElem::div(x, y)
}

binary! {
    /// `jnp.remainder`: the remainder with the divisor's sign (`%` is Python's,
    /// not Rust's); `Bool` computes in `Int32`; not for complex dtypes. An
    /// integer remainder by zero is 0.
    try try_remainder, into remainder_into, operator Rem::rem, in_place remainder_in_place;
    generics <O> where [binary::Remainder: BinaryRule<A, B, P, Q, Compute = O, Output = O>, O: DivMod];
    compute O, output O;
    |x, y| DivModElem::remainder(x, y)
}

binary! {
    /// `jnp.floor_divide`: the quotient rounded toward −∞; `Bool` computes in
    /// `Int32`; not for complex dtypes. Integer division by zero gives what
    /// JAX gives on CPU: -2 for signed integers (-1 for `0 // 0`),
    /// the largest value for unsigned ones. A float division by a broadcast
    /// divisor multiplies by its reciprocal, as [`Tensor::try_true_divide`]'s.
    try try_floor_divide, into floor_divide_into, method floor_divide;
    generics <O> where [binary::FloorDivide: BinaryRule<A, B, P, Q, Compute = O, Output = O>, O: DivMod];
    compute O, output O;
    broadcast |x, y| DivModElem::floor_divide_broadcast(x, y);
    |x, y| DivModElem::floor_divide(x, y)
}

binary! {
    /// `jnp.power`, in [`PowerOf::Output`](super::rules::PowerOf): `Bool`
    /// computes in `Int32`; integers wrap, and a negative integer exponent gives
    /// 0 (1 or ±1 for a base of 1 or -1).
    try try_power, into power_into, method power;
    generics <O> where [binary::Power: BinaryRule<A, B, P, Q, Compute = O, Output = O>, O: PowerOps];
    compute O, output O;
    |x, y| PowerElem::power(x, y)
}

binary! {
    /// `jnp.maximum`: NaN wins; complex numbers compare lexicographically.
    try try_maximum, into maximum_into, method maximum;
    generics <J> where [binary::Maximum: BinaryRule<A, B, P, Q, Compute = J, Output = J>, J: DType];
    compute J, output J;
    half |x, y| Arith::max(x, y);
    |x, y| Arith::max(x, y)
}

binary! {
    /// `jnp.minimum`: NaN wins; complex numbers compare lexicographically.
    try try_minimum, into minimum_into, method minimum;
    generics <J> where [binary::Minimum: BinaryRule<A, B, P, Q, Compute = J, Output = J>, J: DType];
    compute J, output J;
    half |x, y| Arith::min(x, y);
    |x, y| Arith::min(x, y)
}

binary! {
    /// `jnp.less`, in the operands' join; complex numbers compare lexicographically.
    try try_less, into less_into, method less;
    generics <J> where [binary::Less: BinaryRule<A, B, P, Q, Compute = J, Output = Bool>, J: DType];
    compute J, output Bool;
    |x, y| Arith::lt(x, y)
}

binary! {
    /// `jnp.less_equal`, in the operands' join; complex numbers compare lexicographically.
    try try_less_equal, into less_equal_into, method less_equal;
    generics <J> where [binary::LessEqual: BinaryRule<A, B, P, Q, Compute = J, Output = Bool>, J: DType];
    compute J, output Bool;
    |x, y| Arith::le(x, y)
}

binary! {
    /// `jnp.greater`, in the operands' join; complex numbers compare lexicographically.
    try try_greater, into greater_into, method greater;
    generics <J> where [binary::Greater: BinaryRule<A, B, P, Q, Compute = J, Output = Bool>, J: DType];
    compute J, output Bool;
    |x, y| Arith::lt(y, x)
}

binary! {
    /// `jnp.greater_equal`, in the operands' join; complex numbers compare lexicographically.
    try try_greater_equal, into greater_equal_into, method greater_equal;
    generics <J> where [binary::GreaterEqual: BinaryRule<A, B, P, Q, Compute = J, Output = Bool>, J: DType];
    compute J, output Bool;
    |x, y| Arith::le(y, x)
}

binary! {
    /// `jnp.equal`, in the operands' join: NaN equals nothing.
    try try_equal, into equal_into, method equal;
    generics <J> where [binary::Equal: BinaryRule<A, B, P, Q, Compute = J, Output = Bool>, J: DType];
    compute J, output Bool;
    |x, y| Arith::eq(x, y)
}

binary! {
    /// `jnp.not_equal`, in the operands' join: NaN differs from everything.
    try try_not_equal, into not_equal_into, method not_equal;
    generics <J> where [binary::NotEqual: BinaryRule<A, B, P, Q, Compute = J, Output = Bool>, J: DType];
    compute J, output Bool;
    |x, y| !Arith::eq(x, y)
}

binary! {
    /// `jnp.bitwise_and`: logical and for `Bool`; booleans and integers only.
    try try_bitwise_and, into bitwise_and_into, operator BitAnd::bitand, in_place bitwise_and_in_place;
    generics <J> where [binary::BitwiseAnd: BinaryRule<A, B, P, Q, Compute = J, Output = J>, J: BitwiseOps];
    compute J, output J;
    |x, y| BitsElem::and(x, y)
}

binary! {
    /// `jnp.bitwise_or`: logical or for `Bool`; booleans and integers only.
    try try_bitwise_or, into bitwise_or_into, operator BitOr::bitor, in_place bitwise_or_in_place;
    generics <J> where [binary::BitwiseOr: BinaryRule<A, B, P, Q, Compute = J, Output = J>, J: BitwiseOps];
    compute J, output J;
    |x, y| BitsElem::or(x, y)
}

binary! {
    /// `jnp.bitwise_xor`: logical xor for `Bool`; booleans and integers only.
    try try_bitwise_xor, into bitwise_xor_into, operator BitXor::bitxor, in_place bitwise_xor_in_place;
    generics <J> where [binary::BitwiseXor: BinaryRule<A, B, P, Q, Compute = J, Output = J>, J: BitwiseOps];
    compute J, output J;
    |x, y| BitsElem::xor(x, y)
}
