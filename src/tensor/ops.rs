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

use super::elementwise::rhs_is_broadcast;
use super::engine::Engine;
use super::rewrites::{BoolSelect, select_by_lhs, select_by_rhs, select_reciprocal};
use super::rules::{BinaryRule, BitwiseOps, DivMod, Float, Numeric, PowerOps, binary};
use super::run::{ElementOp, Run, lift};
use super::scalar::with_left_scalars;
use super::storage::{Holds, Runs, scalar_on};
use super::{Rhs, Scalar, ShapeError, Tensor};
use crate::dtype::{Bool, DType};
use crate::policy::Policy;
use crate::scalar::{Arith, BitsElem, DivModElem, FloatElem, NumericElem, PowerElem, RealFloat};

/// One binary operation of the typed API on operands of dtypes `A` and `B`
/// under policies `P` and `Q`: its result's dtype, from the operation's
/// rule, and the operation on any [`Run`] (its [`ElementOp`] with the dtype
/// it computes in). `binary!` implements it for each operation's unit type
/// from the same bounds as the operation's methods, so that an engine or
/// `DynTensor` runs an operation as its methods do, on its own [`Run`].
pub trait BinaryOperation<A: DType, B: DType, P, Q> {
    /// The result's dtype.
    type Output: DType;

    /// The dtype it computes in.
    type Compute: DType;

    /// The operation on `run`'s operands.
    fn run<R: Run<A::Elem, B::Elem, <Self::Output as DType>::Elem>>(run: R) -> R::Out;

    /// Whether a right operand of one element may be converted to
    /// [`Self::Compute`] once and run by [`Self::run_in_compute`], with the
    /// same values (the rule of the CPU engine's eager operations).
    fn converts_right() -> bool;

    /// The operation on `run`'s operands, the right one already converted to
    /// [`Self::Compute`].
    fn run_in_compute<R>(run: R) -> R::Out
    where
        R: Run<A::Elem, <Self::Compute as DType>::Elem, <Self::Output as DType>::Elem>;

    /// [`Self::converts_right`] for the left operand.
    fn converts_left() -> bool;

    /// The operation on `run`'s operands, the left one already converted to
    /// [`Self::Compute`].
    fn run_left_in_compute<R>(run: R) -> R::Out
    where
        R: Run<<Self::Compute as DType>::Elem, B::Elem, <Self::Output as DType>::Elem>;
}

impl<J: DType> ElementOp<J, J> for binary::Add {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> J::Elem {
        Arith::add(x, y)
    }

    /// With the fused half-precision kernel for `bfloat16` and `float16` results.
    #[inline]
    fn run<A: DType, B: DType, R: Run<A::Elem, B::Elem, J::Elem>>(run: R) -> R::Out {
        run.run_half(
            <Self as ElementOp<J, J>>::converted::<A::Elem, B::Elem>(),
            <f32 as Arith>::add,
        )
    }
}

impl<J: Numeric> ElementOp<J, J> for binary::Subtract {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> J::Elem {
        NumericElem::sub(x, y)
    }

    /// With the fused half-precision kernel for `bfloat16` and `float16` results.
    #[inline]
    fn run<A: DType, B: DType, R: Run<A::Elem, B::Elem, J::Elem>>(run: R) -> R::Out {
        run.run_half(
            <Self as ElementOp<J, J>>::converted::<A::Elem, B::Elem>(),
            <f32 as RealFloat>::sub,
        )
    }
}

impl<J: DType> ElementOp<J, J> for binary::Multiply {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> J::Elem {
        Arith::mul(x, y)
    }

    /// A product with a `Bool` operand that is not broadcast is a select
    /// where XLA makes it one (see [`BoolSelect`]); otherwise with the fused
    /// half-precision kernel for `bfloat16` and `float16` results.
    #[inline]
    fn run<A: DType, B: DType, R: Run<A::Elem, B::Elem, J::Elem>>(run: R) -> R::Out {
        let select = {
            let (lhs, rhs) = run.shapes();
            BoolSelect::of::<A, B, J>(lhs, rhs)
        };
        match select {
            Some(BoolSelect::Left) => run.run(select_by_lhs),
            Some(BoolSelect::Right) => run.run(select_by_rhs),
            None => run.run_half(
                <Self as ElementOp<J, J>>::converted::<A::Elem, B::Elem>(),
                <f32 as Arith>::mul,
            ),
        }
    }
}

impl<O: Float> ElementOp<O, O> for binary::TrueDivide {
    #[inline(always)]
    fn apply(x: O::Elem, y: O::Elem) -> O::Elem {
        FloatElem::div(x, y)
    }

    /// A division by a broadcast divisor multiplies by its reciprocal, as
    /// XLA rewrites it, and that product is a select where the dividend is
    /// a `Bool` that is not broadcast (see [`BoolSelect::dividend`]);
    /// otherwise with the fused half-precision kernel for `bfloat16` and
    /// `float16` results.
    #[inline]
    fn run<A: DType, B: DType, R: Run<A::Elem, B::Elem, O::Elem>>(run: R) -> R::Out {
        let (select, reciprocal) = {
            let (lhs, rhs) = run.shapes();
            (
                BoolSelect::dividend::<A, O>(lhs, rhs),
                rhs_is_broadcast(lhs, rhs),
            )
        };
        if select {
            run.run(select_reciprocal)
        } else if reciprocal {
            run.run(lift::<A::Elem, B::Elem, O::Elem, _>(
                <O::Elem as FloatElem>::div_broadcast,
            ))
        } else {
            run.run_half(
                <Self as ElementOp<O, O>>::converted::<A::Elem, B::Elem>(),
                <f32 as RealFloat>::div,
            )
        }
    }
}

impl<O: DivMod> ElementOp<O, O> for binary::Remainder {
    #[inline(always)]
    fn apply(x: O::Elem, y: O::Elem) -> O::Elem {
        DivModElem::remainder(x, y)
    }
}

impl<O: DivMod> ElementOp<O, O> for binary::FloorDivide {
    #[inline(always)]
    fn apply(x: O::Elem, y: O::Elem) -> O::Elem {
        DivModElem::floor_divide(x, y)
    }

    /// A float division by a broadcast divisor multiplies by its reciprocal,
    /// as XLA rewrites it.
    #[inline]
    fn run<A: DType, B: DType, R: Run<A::Elem, B::Elem, O::Elem>>(run: R) -> R::Out {
        let reciprocal = {
            let (lhs, rhs) = run.shapes();
            rhs_is_broadcast(lhs, rhs)
        };
        if reciprocal {
            run.run(lift::<A::Elem, B::Elem, O::Elem, _>(
                <O::Elem as DivModElem>::floor_divide_broadcast,
            ))
        } else {
            run.run(<Self as ElementOp<O, O>>::converted::<A::Elem, B::Elem>())
        }
    }
}

impl<O: PowerOps> ElementOp<O, O> for binary::Power {
    #[inline(always)]
    fn apply(x: O::Elem, y: O::Elem) -> O::Elem {
        PowerElem::power(x, y)
    }
}

impl<J: DType> ElementOp<J, J> for binary::Maximum {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> J::Elem {
        Arith::max(x, y)
    }

    /// With the fused half-precision kernel for `bfloat16` and `float16` results.
    #[inline]
    fn run<A: DType, B: DType, R: Run<A::Elem, B::Elem, J::Elem>>(run: R) -> R::Out {
        run.run_half(
            <Self as ElementOp<J, J>>::converted::<A::Elem, B::Elem>(),
            <f32 as Arith>::max,
        )
    }
}

impl<J: DType> ElementOp<J, J> for binary::Minimum {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> J::Elem {
        Arith::min(x, y)
    }

    /// With the fused half-precision kernel for `bfloat16` and `float16` results.
    #[inline]
    fn run<A: DType, B: DType, R: Run<A::Elem, B::Elem, J::Elem>>(run: R) -> R::Out {
        run.run_half(
            <Self as ElementOp<J, J>>::converted::<A::Elem, B::Elem>(),
            <f32 as Arith>::min,
        )
    }
}

impl<J: DType> ElementOp<J, Bool> for binary::Less {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> bool {
        Arith::lt(x, y)
    }
}

impl<J: DType> ElementOp<J, Bool> for binary::LessEqual {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> bool {
        Arith::le(x, y)
    }
}

impl<J: DType> ElementOp<J, Bool> for binary::Greater {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> bool {
        Arith::lt(y, x)
    }
}

impl<J: DType> ElementOp<J, Bool> for binary::GreaterEqual {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> bool {
        Arith::le(y, x)
    }
}

impl<J: DType> ElementOp<J, Bool> for binary::Equal {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> bool {
        Arith::eq(x, y)
    }
}

impl<J: DType> ElementOp<J, Bool> for binary::NotEqual {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> bool {
        !Arith::eq(x, y)
    }
}

impl<J: BitwiseOps> ElementOp<J, J> for binary::BitwiseAnd {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> J::Elem {
        BitsElem::and(x, y)
    }
}

impl<J: BitwiseOps> ElementOp<J, J> for binary::BitwiseOr {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> J::Elem {
        BitsElem::or(x, y)
    }
}

impl<J: BitwiseOps> ElementOp<J, J> for binary::BitwiseXor {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> J::Elem {
        BitsElem::xor(x, y)
    }
}

/// Declares one binary operation's methods and operators: its `try_` method,
/// its `_into` method, optionally a panicking method named after `jax.numpy`,
/// and an operator with its in-place form (which compound assignment and
/// owned operands use); and its [`BinaryOperation`] impl, which runs it on
/// any [`Run`] (`DynTensor`'s blocks of converted operands). Each runs the operation's [`ElementOp`] (written above, as
/// plain impls) on a [`Run`]; the macro writes only the signatures.
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
/// | `generics <J> where [bounds]` | the type parameters beyond `A`, `B` (the dtypes), `P`, `Q` (the policies), and the bounds: first the operation's [`BinaryRule`] (`binary::Op: BinaryRule<A, B, P, Q, Compute = C, Output = O>`, its dtypes, stated once in `rules.rs` for every engine), from which the macro reads the unit type whose [`ElementOp`] runs, the dtype both operands are converted to and the result's |
/// | `op Op, compute C, output O` (a function of `functions.rs`, which has no `BinaryRule`) | the unit type, the dtype the operands are converted to, and the result's |
macro_rules! binary {
    // An operator's operation: its unit type, compute and output dtypes read
    // off its `BinaryRule` bound, which comes first.
    (
        $(#[$doc:meta])*
        try $try:ident, into $into:ident $(, method $method:ident)?
            $(, operator $Op:ident::$op:ident, in_place $in_place:ident)?;
        generics <$($g:ident),*> where [$($bounds:tt)*];
    ) => {
        binary! {
            @rule [$($bounds)*]
            $(#[$doc])*
            try $try, into $into $(, method $method)? $(, operator $Op::$op, in_place $in_place)?;
            generics <$($g),*> where [$($bounds)*];
        }
    };
    (
        @rule [binary::$Rule:ident: BinaryRule<A, B, P, Q, Compute = $compute:ty, Output = $output:ty>, $($rest:tt)*]
        $(#[$doc:meta])*
        try $try:ident, into $into:ident $(, method $method:ident)?
            $(, operator $Op:ident::$op:ident, in_place $in_place:ident)?;
        generics <$($g:ident),*> where [$($bounds:tt)*];
    ) => {
        binary! {
            @declare
            $(#[$doc])*
            try $try, into $into $(, method $method)? $(, operator $Op::$op, in_place $in_place)?;
            generics <$($g),*> where [$($bounds)*];
            op binary::$Rule, compute $compute, output $output;
        }
    };

    // A function without a `BinaryRule` of its own (`functions.rs`): its
    // unit type, and the dtypes it computes in and returns.
    (
        $(#[$doc:meta])*
        try $try:ident, into $into:ident $(, method $method:ident)?;
        generics <$($g:ident),*> where [$($bounds:tt)*];
        op $rule:ident, compute $compute:ty, output $output:ty;
    ) => {
        binary! {
            @declare
            $(#[$doc])*
            try $try, into $into $(, method $method)?;
            generics <$($g),*> where [$($bounds)*];
            op binary::$rule, compute $compute, output $output;
        }
    };

    (
        @declare
        $(#[$doc:meta])*
        try $try:ident, into $into:ident $(, method $method:ident)?
            $(, operator $Op:ident::$op:ident, in_place $in_place:ident)?;
        generics <$($g:ident),*> where [$($bounds:tt)*];
        op $rule:ty, compute $compute:ty, output $output:ty;
    ) => {
        impl<A: DType, P: Policy, E: Engine> Tensor<A, P, E> {
            $(#[$doc])*
            ///
            /// Broadcasts as NumPy does; shapes that do not broadcast are an
            /// error that names both. `rhs` is a tensor or a Rust scalar (a
            /// weak type: see [`Rhs`](crate::Rhs)).
            pub fn $try<R, B: DType, Q: Policy, $($g),*>(
                &self,
                rhs: R,
            ) -> Result<Tensor<$output, P, E>, E::Error>
            where
                // First, so that a mix of policies is reported as one.
                R: crate::tensor::Rhs<P, E, DType = B, Policy = Q>,
                $($bounds)*,
                E: Runs<$rule> + Holds<A> + Holds<B> + Holds<$compute> + Holds<$output>,
            {
                rhs.with_tensor(&E::place(&self.array), |rhs| {
                    E::binary::<$rule, A, B, $compute, $output>(&self.array, &rhs.array)
                        .map(Tensor::from_engine)
                })
            }

            binary!(@method ($($method)?) [$(#[$doc])*] $try, $rule, $compute, <$($g),*> [$($bounds)*], $output);
        }

        impl<A: DType, P: Policy> Tensor<A, P> {
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
                let run = $crate::tensor::run::IntoArray(&self.array, &rhs.array, out.array.view_mut());
                <$rule as $crate::tensor::ops::BinaryOperation<A, B, P, Q>>::run(run)
            }

            binary!(@in_place ($($in_place)?) <$($g),*> [$($bounds)*], $rule, $compute, $output);
        }

        impl<A: DType, B: DType, P: Policy, Q: Policy, $($g),*> $crate::tensor::ops::BinaryOperation<A, B, P, Q> for $rule
        where
            $($bounds)*
        {
            type Output = $output;
            type Compute = $compute;

            #[inline]
            fn run<R: $crate::tensor::run::Run<A::Elem, B::Elem, <$output as DType>::Elem>>(run: R) -> R::Out {
                <$rule as $crate::tensor::run::ElementOp<$compute, $output>>::run::<A, B, _>(run)
            }

            #[inline]
            fn converts_right() -> bool {
                $crate::tensor::run::converts_right::<$rule, B, $compute, $output>()
            }

            #[inline]
            fn run_in_compute<R>(run: R) -> R::Out
            where
                R: $crate::tensor::run::Run<A::Elem, <$compute as DType>::Elem, <$output as DType>::Elem>,
            {
                <$rule as $crate::tensor::run::ElementOp<$compute, $output>>::run::<A, $compute, _>(run)
            }

            #[inline]
            fn converts_left() -> bool {
                $crate::tensor::run::converts_right::<$rule, A, $compute, $output>()
            }

            #[inline]
            fn run_left_in_compute<R>(run: R) -> R::Out
            where
                R: $crate::tensor::run::Run<<$compute as DType>::Elem, B::Elem, <$output as DType>::Elem>,
            {
                <$rule as $crate::tensor::run::ElementOp<$compute, $output>>::run::<$compute, B, _>(run)
            }
        }

        binary!(@operator ($($Op::$op)?), $try, $rule, $compute, <$($g),*> [$($bounds)*], $output);
    };

    (@in_place () $($rest:tt)*) => {};
    (@in_place ($in_place:ident) <$($g:ident),*> [$($bounds:tt)*], $rule:ty, $compute:ty, $output:ty) => {
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
            let run = $crate::tensor::run::Assign(out, &rhs.array);
            <$rule as $crate::tensor::run::ElementOp<$compute, $output>>::run::<$output, B, _>(run)
        }
    };

    (@method () $($rest:tt)*) => {};
    (@method ($method:ident) [$($attrs:tt)*] $try:ident, $rule:ty, $compute:ty, <$($g:ident),*> [$($bounds:tt)*], $output:ty) => {
        $($attrs)*
        ///
        /// # Panics
        ///
        #[doc = concat!("If the shapes do not broadcast, with the message of [`Tensor::", stringify!($try), "`]'s error.")]
        ///
        /// `rhs` is a tensor or a Rust scalar (a weak type: see [`Rhs`](crate::Rhs)).
        pub fn $method<R, B: DType, Q: Policy, $($g),*>(
            &self,
            rhs: R,
        ) -> Tensor<$output, P, E>
        where
            R: crate::tensor::Rhs<P, E, DType = B, Policy = Q>,
            $($bounds)*,
            E: Runs<$rule> + Holds<A> + Holds<B> + Holds<$compute> + Holds<$output>,
        {
            self.$try(rhs).unwrap_or_else(|error| panic!("{error}"))
        }
    };

    (@operator (), $($rest:tt)*) => {};
    (@operator ($Op:ident::$op:ident), $try:ident, $rule:ty, $compute:ty, <$($g:ident),*> [$($bounds:tt)*], $output:ty) => {
        /// `rhs` a tensor, by reference or by value, or any Rust scalar (a
        /// weak type, as a Python scalar in JAX: see [`Scalar`]). One impl
        /// for all of them, so that a literal's type is settled after the
        /// result's (`(&x * 2.0).exp()`) and a rejected mix names the
        /// missing join. Panics if the shapes do not broadcast, as ndarray's
        #[doc = concat!("operators do (the `", stringify!($try), "` method returns the error instead),")]
        /// or for an integer outside `i64` (JAX raises `OverflowError`).
        impl<A: DType, R, B: DType, P: Policy, Q: Policy, E: Engine, $($g),*> $Op<R> for &Tensor<A, P, E>
        where
            $($bounds)*,
            E: Runs<$rule> + Holds<A> + Holds<B> + Holds<$compute> + Holds<$output>,
            // Last, so that a mix of policies is reported as one.
            R: Rhs<P, E, DType = B, Policy = Q>,
        {
            type Output = Tensor<$output, P, E>;
            #[inline]
            fn $op(self, rhs: R) -> Self::Output {
                self.$try(rhs).unwrap_or_else(|error| panic!("{error}"))
            }
        }

        /// As the operator on a reference; consumes the left operand, and
        /// writes the result over its storage where it can (same dtype as
        /// the result, not half precision, already of the broadcast shape),
        /// as ndarray's operators on owned arrays do.
        impl<A: DType, R, B: DType, P: Policy, Q: Policy, E: Engine, $($g),*> $Op<R> for Tensor<A, P, E>
        where
            $($bounds)*,
            E: Runs<$rule> + Holds<A> + Holds<B> + Holds<$compute> + Holds<$output>,
            // Last, so that a mix of policies is reported as one.
            R: Rhs<P, E, DType = B, Policy = Q>,
        {
            type Output = Tensor<$output, P, E>;
            #[inline]
            fn $op(self, rhs: R) -> Self::Output {
                let place = E::place(&self.array);
                rhs.with_tensor(&place, |rhs| {
                    E::binary_owned::<$rule, A, B, $compute, $output>(self.array, &rhs.array)
                        .map(Tensor::from_engine)
                })
                .unwrap_or_else(|error| panic!("{error}"))
            }
        }

        // On the left, one impl per weak kind, `i64`, `f64` and
        // `Complex<f64>` (a foreign type cannot be generic there, and one
        // type per kind lets Rust infer a literal: `(0.5 * x).tanh()`).
        with_left_scalars!(binary!(@scalars $Op::$op, $rule, $compute, [$($g),*] [$($bounds)*], $output;));
    };

    (@scalars $Op:ident::$op:ident, $rule:ty, $compute:ty, $g:tt $bounds:tt, $output:ty; $($s:ty => $d:ident),*) => {
        $(binary!(@scalar $Op::$op, $rule, $compute, $g $bounds, $output, $s);)*
    };

    (@scalar $Op:ident::$op:ident, $rule:ty, $compute:ty, [$($g:ident),*] [$($bounds:tt)*], $output:ty, $s:ty) => {
        /// With a Rust scalar on the left: a weak type, as a Python scalar in JAX.
        impl<A: DType, B: DType, P: Policy, Q: Policy<Same = P>, E: Engine, $($g),*> $Op<&Tensor<B, Q, E>> for $s
        where
            $s: Scalar<DType = A>,
            $($bounds)*,
            E: Runs<$rule> + Holds<A> + Holds<B> + Holds<$compute> + Holds<$output>,
        {
            type Output = Tensor<$output, P, E>;
            #[inline]
            fn $op(self, rhs: &Tensor<B, Q, E>) -> Self::Output {
                scalar_on::<E, A>(self.into_elem(), &E::place(&rhs.array))
                    .and_then(|lhs| E::binary::<$rule, A, B, $compute, $output>(&lhs, &rhs.array))
                    .map(Tensor::from_engine)
                    .unwrap_or_else(|error| panic!("{error}"))
            }
        }

        /// With a Rust scalar on the left; consumes the tensor.
        impl<A: DType, B: DType, P: Policy, Q: Policy<Same = P>, E: Engine, $($g),*> $Op<Tensor<B, Q, E>> for $s
        where
            $s: Scalar<DType = A>,
            $($bounds)*,
            E: Runs<$rule> + Holds<A> + Holds<B> + Holds<$compute> + Holds<$output>,
        {
            type Output = Tensor<$output, P, E>;
            #[inline]
            fn $op(self, rhs: Tensor<B, Q, E>) -> Self::Output {
                $Op::$op(self, &rhs)
            }
        }
    };
}

binary! {
    /// `jnp.add`: the join's sum; `Bool + Bool` is logical or; integers wrap.
    try try_add, into add_into, operator Add::add, in_place add_in_place;
    generics <J> where [binary::Add: BinaryRule<A, B, P, Q, Compute = J, Output = J>, J: DType];
}

binary! {
    /// `jnp.subtract`: the join's difference; integers wrap. `Bool - Bool`
    /// does not compile, as JAX raises for it.
    try try_subtract, into subtract_into, operator Sub::sub, in_place subtract_in_place;
    generics <J> where [binary::Subtract: BinaryRule<A, B, P, Q, Compute = J, Output = J>, J: Numeric];
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
}

binary! {
    /// `jnp.remainder`: the remainder with the divisor's sign (`%` is Python's,
    /// not Rust's); `Bool` computes in `Int32`; not for complex dtypes. An
    /// integer remainder by zero is 0.
    try try_remainder, into remainder_into, operator Rem::rem, in_place remainder_in_place;
    generics <O> where [binary::Remainder: BinaryRule<A, B, P, Q, Compute = O, Output = O>, O: DivMod];
}

binary! {
    /// `jnp.floor_divide`: the quotient rounded toward −∞; `Bool` computes in
    /// `Int32`; not for complex dtypes. Integer division by zero gives what
    /// JAX gives on CPU: -2 for signed integers (-1 for `0 // 0`),
    /// the largest value for unsigned ones. A float division by a broadcast
    /// divisor multiplies by its reciprocal, as [`Tensor::try_true_divide`]'s.
    try try_floor_divide, into floor_divide_into, method floor_divide;
    generics <O> where [binary::FloorDivide: BinaryRule<A, B, P, Q, Compute = O, Output = O>, O: DivMod];
}

binary! {
    /// `jnp.power`, in [`PowerOf::Output`](super::rules::PowerOf): `Bool`
    /// computes in `Int32`; integers wrap, and a negative integer exponent gives
    /// 0 (1 or ±1 for a base of 1 or -1).
    try try_power, into power_into, method power;
    generics <O> where [binary::Power: BinaryRule<A, B, P, Q, Compute = O, Output = O>, O: PowerOps];
}

binary! {
    /// `jnp.maximum`: NaN wins; complex numbers compare lexicographically.
    try try_maximum, into maximum_into, method maximum;
    generics <J> where [binary::Maximum: BinaryRule<A, B, P, Q, Compute = J, Output = J>, J: DType];
}

binary! {
    /// `jnp.minimum`: NaN wins; complex numbers compare lexicographically.
    try try_minimum, into minimum_into, method minimum;
    generics <J> where [binary::Minimum: BinaryRule<A, B, P, Q, Compute = J, Output = J>, J: DType];
}

binary! {
    /// `jnp.less`, in the operands' join; complex numbers compare lexicographically.
    try try_less, into less_into, method less;
    generics <J> where [binary::Less: BinaryRule<A, B, P, Q, Compute = J, Output = Bool>, J: DType];
}

binary! {
    /// `jnp.less_equal`, in the operands' join; complex numbers compare lexicographically.
    try try_less_equal, into less_equal_into, method less_equal;
    generics <J> where [binary::LessEqual: BinaryRule<A, B, P, Q, Compute = J, Output = Bool>, J: DType];
}

binary! {
    /// `jnp.greater`, in the operands' join; complex numbers compare lexicographically.
    try try_greater, into greater_into, method greater;
    generics <J> where [binary::Greater: BinaryRule<A, B, P, Q, Compute = J, Output = Bool>, J: DType];
}

binary! {
    /// `jnp.greater_equal`, in the operands' join; complex numbers compare lexicographically.
    try try_greater_equal, into greater_equal_into, method greater_equal;
    generics <J> where [binary::GreaterEqual: BinaryRule<A, B, P, Q, Compute = J, Output = Bool>, J: DType];
}

binary! {
    /// `jnp.equal`, in the operands' join: NaN equals nothing.
    try try_equal, into equal_into, method equal;
    generics <J> where [binary::Equal: BinaryRule<A, B, P, Q, Compute = J, Output = Bool>, J: DType];
}

binary! {
    /// `jnp.not_equal`, in the operands' join: NaN differs from everything.
    try try_not_equal, into not_equal_into, method not_equal;
    generics <J> where [binary::NotEqual: BinaryRule<A, B, P, Q, Compute = J, Output = Bool>, J: DType];
}

binary! {
    /// `jnp.bitwise_and`: logical and for `Bool`; booleans and integers only.
    try try_bitwise_and, into bitwise_and_into, operator BitAnd::bitand, in_place bitwise_and_in_place;
    generics <J> where [binary::BitwiseAnd: BinaryRule<A, B, P, Q, Compute = J, Output = J>, J: BitwiseOps];
}

binary! {
    /// `jnp.bitwise_or`: logical or for `Bool`; booleans and integers only.
    try try_bitwise_or, into bitwise_or_into, operator BitOr::bitor, in_place bitwise_or_in_place;
    generics <J> where [binary::BitwiseOr: BinaryRule<A, B, P, Q, Compute = J, Output = J>, J: BitwiseOps];
}

binary! {
    /// `jnp.bitwise_xor`: logical xor for `Bool`; booleans and integers only.
    try try_bitwise_xor, into bitwise_xor_into, operator BitXor::bitxor, in_place bitwise_xor_in_place;
    generics <J> where [binary::BitwiseXor: BinaryRule<A, B, P, Q, Compute = J, Output = J>, J: BitwiseOps];
}
