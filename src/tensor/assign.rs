//! Compound assignment: `a op= b`, with a tensor or a Rust scalar on the
//! right, in place, where the result has the left operand's dtype. Each
//! operator calls its operation's in-place form, declared with the
//! operation in `ops.rs`.

use core::ops::{
    AddAssign, BitAndAssign, BitOrAssign, BitXorAssign, DivAssign, MulAssign, RemAssign, SubAssign,
};

use super::rules::{BinaryRule, BitwiseOps, DivMod, Float, Numeric, binary};
use super::{Rhs, Tensor};
use crate::dtype::DType;
use crate::policy::Policy;

/// Compound assignment: `a op= b` computes `a op b` in place, which is allowed
/// where that result has `a`'s dtype (`Float32 += Int8`, not `Int8 +=
/// Float32`). `b` broadcasts to `a`'s shape. Nothing is allocated.
macro_rules! assign {
    ($(
        $Op:ident::$op:ident => $in_place:ident::<$($g:ty),*>, [$($bounds:tt)*];
    )*) => {$(
        /// `rhs` a tensor (by reference or by value) or any Rust scalar, a
        /// weak type, as a Python scalar in JAX: `t *= 2.0` keeps a float
        /// tensor's dtype; `Int8 *= 2.0` does not compile (the join is the
        /// weak float). Panics if `rhs` does not broadcast to the left
        /// operand's shape, or for an integer outside `i64` (JAX raises
        /// `OverflowError`).
        impl<A: DType, R, B: DType, P: Policy, Q: Policy> $Op<R> for Tensor<A, P>
        where
            $($bounds)*,
            R: Rhs<P, DType = B, Policy = Q>,
        {
            #[inline]
            fn $op(&mut self, rhs: R) {
                rhs.with_tensor(&(), |rhs| Self::$in_place::<B, Q, $($g),*>(&mut self.array, rhs))
                    .unwrap_or_else(|error| panic!("{error}"));
            }
        }
    )*};
}

assign! {
    AddAssign::add_assign => add_in_place::<A>, [binary::Add: BinaryRule<A, B, P, Q, Compute = A, Output = A>];
    SubAssign::sub_assign => subtract_in_place::<A>,
        [binary::Subtract: BinaryRule<A, B, P, Q, Compute = A, Output = A>, A: Numeric];
    MulAssign::mul_assign => multiply_in_place::<A>,
        [binary::Multiply: BinaryRule<A, B, P, Q, Compute = A, Output = A>];
    DivAssign::div_assign => true_divide_in_place::<A>,
        [binary::TrueDivide: BinaryRule<A, B, P, Q, Compute = A, Output = A>, A: Float];
    RemAssign::rem_assign => remainder_in_place::<A>,
        [binary::Remainder: BinaryRule<A, B, P, Q, Compute = A, Output = A>, A: DivMod];
    BitAndAssign::bitand_assign => bitwise_and_in_place::<A>,
        [binary::BitwiseAnd: BinaryRule<A, B, P, Q, Compute = A, Output = A>, A: BitwiseOps];
    BitOrAssign::bitor_assign => bitwise_or_in_place::<A>,
        [binary::BitwiseOr: BinaryRule<A, B, P, Q, Compute = A, Output = A>, A: BitwiseOps];
    BitXorAssign::bitxor_assign => bitwise_xor_in_place::<A>,
        [binary::BitwiseXor: BinaryRule<A, B, P, Q, Compute = A, Output = A>, A: BitwiseOps];
}
