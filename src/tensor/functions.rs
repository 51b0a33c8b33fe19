//! More binary functions of jax.numpy, declared with `ops.rs`'s `binary!`:
//! the logical operations, `fmax`, `fmin`, `copysign`, `nextafter` and the
//! shifts, each with JAX's result dtype (checked for every pair in
//! `tests/jax_binary.rs`).

use super::engine::Engine;
use super::rules::{
    BitwiseOps, Float, Inexact, Ordered, Power, PowerOps, RealFloating, StrongIfComplex, binary,
};
use super::run::ElementOp;
use super::run::{Run, lift};
use super::storage::{Holds, Runs};
use super::{ShapeError, Tensor};
use crate::dtype::{Bool, DType, Kind};
use crate::policy::{Join, Policy};
use crate::scalar::Element;
use crate::scalar::{Arith, BitsElem, FloatElem, PowerElem, RealFloatElem, RoundElem};

impl<J: DType> ElementOp<J, Bool> for binary::LogicalAnd {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> bool {
        x.cast::<bool>() & y.cast::<bool>()
    }
}

impl<J: DType> ElementOp<J, Bool> for binary::LogicalOr {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> bool {
        x.cast::<bool>() | y.cast::<bool>()
    }
}

impl<J: DType> ElementOp<J, Bool> for binary::LogicalXor {
    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> bool {
        x.cast::<bool>() ^ y.cast::<bool>()
    }
}

impl<J: DType> ElementOp<J, J> for binary::Fmax {
    const READS_RIGHT_IN_COMPUTE: bool = false;

    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> J::Elem {
        if Arith::lt(y, x) || !Arith::eq(y, y) {
            x
        } else {
            y
        }
    }

    /// The selected operand, flushed where the right operand's dtype cannot
    /// be NaN (see [`fmax_fmin`]).
    #[inline]
    fn run<A: DType, B: DType, R: Run<A::Elem, B::Elem, J::Elem>>(run: R) -> R::Out {
        run.run(lift::<A::Elem, B::Elem, J::Elem, _>(
            fmax_fmin::<Self, J, B>,
        ))
    }
}

impl<J: DType> ElementOp<J, J> for binary::Fmin {
    const READS_RIGHT_IN_COMPUTE: bool = false;

    #[inline(always)]
    fn apply(x: J::Elem, y: J::Elem) -> J::Elem {
        if Arith::lt(x, y) || !Arith::eq(y, y) {
            x
        } else {
            y
        }
    }

    /// The selected operand, flushed where the right operand's dtype cannot
    /// be NaN (see [`fmax_fmin`]).
    #[inline]
    fn run<A: DType, B: DType, R: Run<A::Elem, B::Elem, J::Elem>>(run: R) -> R::Out {
        run.run(lift::<A::Elem, B::Elem, J::Elem, _>(
            fmax_fmin::<Self, J, B>,
        ))
    }
}

impl<O: Float + Ordered> ElementOp<O, O> for binary::Copysign {
    #[inline(always)]
    fn apply(x: O::Elem, y: O::Elem) -> O::Elem {
        RoundElem::copy_sign(x, y)
    }
}

impl<O: Float + Ordered> ElementOp<O, O> for binary::Nextafter {
    #[inline(always)]
    fn apply(x: O::Elem, y: O::Elem) -> O::Elem {
        RoundElem::next_after(x, y)
    }
}

impl<O: BitwiseOps> ElementOp<O, O> for binary::LeftShift {
    #[inline(always)]
    fn apply(x: O::Elem, y: O::Elem) -> O::Elem {
        BitsElem::shift_left(x, y)
    }
}

impl<O: BitwiseOps> ElementOp<O, O> for binary::RightShift {
    #[inline(always)]
    fn apply(x: O::Elem, y: O::Elem) -> O::Elem {
        BitsElem::shift_right(x, y)
    }
}

impl<O: Float> ElementOp<O, O> for binary::Arctan2 {
    #[inline(always)]
    fn apply(x: O::Elem, y: O::Elem) -> O::Elem {
        FloatElem::arctan2(x, y)
    }
}

impl<S: RealFloating> ElementOp<S, S> for binary::Hypot {
    #[inline(always)]
    fn apply(x: S::Elem, y: S::Elem) -> S::Elem {
        RealFloatElem::hypot(x, y)
    }
}

impl<S: Float> ElementOp<S, S> for binary::Logaddexp {
    #[inline(always)]
    fn apply(x: S::Elem, y: S::Elem) -> S::Elem {
        FloatElem::logaddexp(x, y, false)
    }
}

impl<S: Float> ElementOp<S, S> for binary::Logaddexp2 {
    #[inline(always)]
    fn apply(x: S::Elem, y: S::Elem) -> S::Elem {
        FloatElem::logaddexp(x, y, true)
    }
}

impl<O: PowerOps> ElementOp<O, O> for binary::FloatPower {
    #[inline(always)]
    fn apply(x: O::Elem, y: O::Elem) -> O::Elem {
        PowerElem::power(x, y)
    }
}

binary! {
    /// `jnp.logical_and`: whether both are nonzero (in the operands' join; a
    /// complex number is nonzero where either part is).
    try try_logical_and, into logical_and_into, method logical_and;
    generics <J> where [P: Join<A, B, Q, Output = J>, J: DType];
    op LogicalAnd, compute J, output Bool;
}

binary! {
    /// `jnp.logical_or`: whether either is nonzero.
    try try_logical_or, into logical_or_into, method logical_or;
    generics <J> where [P: Join<A, B, Q, Output = J>, J: DType];
    op LogicalOr, compute J, output Bool;
}

binary! {
    /// `jnp.logical_xor`: whether exactly one is nonzero.
    try try_logical_xor, into logical_xor_into, method logical_xor;
    generics <J> where [P: Join<A, B, Q, Output = J>, J: DType];
    op LogicalXor, compute J, output Bool;
}

binary! {
    /// `jnp.fmax`: the larger, ignoring a NaN (NaN only where both are), in
    /// the join, as JAX computes it: `where(x > y | isnan(y), x, y)`, so of
    /// two zeros the right one wins; complex numbers compare lexicographically.
    /// Where `y` is a boolean or an integer, `isnan(y)` drops out and XLA
    /// compiles the select to a max instruction, which flushes a subnormal
    /// result (as JAX gives).
    try try_fmax, into fmax_into, method fmax;
    generics <J> where [P: Join<A, B, Q, Output = J>, J: DType];
    op Fmax, compute J, output J;
}

binary! {
    /// `jnp.fmin`: the smaller, ignoring a NaN: `where(x < y | isnan(y), x, y)`.
    try try_fmin, into fmin_into, method fmin;
    generics <J> where [P: Join<A, B, Q, Output = J>, J: DType];
    op Fmin, compute J, output J;
}

binary! {
    /// `jnp.copysign`: `|x|` with the sign bit of `y`, in the join's inexact
    /// dtype (`Int8` gives `Float32`); not for complex dtypes, as JAX raises.
    try try_copysign, into copysign_into, method copysign;
    generics <J, O> where [P: Join<A, B, Q, Output = J>, J: Inexact<Output = O>, O: Float + Ordered];
    op Copysign, compute O, output O;
}

binary! {
    /// `jnp.nextafter`: the next value after `x` toward `y`, in the join's
    /// inexact dtype, as XLA computes it on the bits (so subnormals appear);
    /// not for complex dtypes, as JAX raises.
    try try_nextafter, into nextafter_into, method nextafter;
    generics <J, O> where [P: Join<A, B, Q, Output = J>, J: Inexact<Output = O>, O: Float + Ordered];
    op Nextafter, compute O, output O;
}

binary! {
    /// `jnp.left_shift`, in the join's [`Power::Output`](super::rules::Power)
    /// (`Bool` gives `Int32`): bits shifted out are lost, and a shift past the
    /// width (or a negative one) gives 0, as XLA's. For booleans and integers.
    try try_left_shift, into left_shift_into, method left_shift;
    generics <J, O> where [P: Join<A, B, Q, Output = J>, J: BitwiseOps + Power<Output = O>, O: BitwiseOps];
    op LeftShift, compute O, output O;
}

binary! {
    /// `jnp.right_shift`: arithmetic for signed integers (a shift past the
    /// width gives 0 or -1 by the sign), logical for unsigned ones; in the
    /// join's [`Power::Output`](super::rules::Power).
    try try_right_shift, into right_shift_into, method right_shift;
    generics <J, O> where [P: Join<A, B, Q, Output = J>, J: BitwiseOps + Power<Output = O>, O: BitwiseOps];
    op RightShift, compute O, output O;
}

binary! {
    /// `jnp.arctan2(x1, x2)`: the angle of the point `(x2, x1)`, in
    /// `[-π, π]`, in the join's inexact dtype (Rust's `f32::atan2`). Complex
    /// dtypes too, as JAX allows: XLA's `-i · log((x2 + i·x1) / sqrt(x2² + x1²))`.
    try try_arctan2, into arctan2_into, method arctan2;
    generics <J, O> where [P: Join<A, B, Q, Output = J>, J: Inexact<Output = O>, O: Float];
    op Arctan2, compute O, output O;
}

binary! {
    /// `jnp.hypot`: `sqrt(x1² + x2²)` without undue overflow, in the join's
    /// inexact dtype made strong (`WeakFloat` gives `Float64`: JAX's `where`
    /// with an `inf` constant drops the weak flag), with JAX's formula
    /// (`max · sqrt(1 + (min / max)²)`, so `hypot(inf, nan)` is `inf`); not for
    /// complex dtypes, as JAX raises.
    try try_hypot, into hypot_into, method hypot;
    generics <J, O, S> where [P: Join<A, B, Q, Output = J>, J: Inexact<Output = O>, O: DType<Strong = S>, S: RealFloating];
    op Hypot, compute S, output S;
}

binary! {
    /// `jnp.logaddexp`: `log(e^x1 + e^x2)` without overflow, in the join's
    /// inexact dtype ([`StrongIfComplex`]: `WeakComplex` gives `Complex128`):
    /// `max + log1p(e^-|x1 - x2|)`, or `x1 + x2` where `x1 - x2` is NaN; for
    /// complex dtypes JAX's complex formula, the imaginary part wrapped into
    /// `[-π, π]`.
    try try_logaddexp, into logaddexp_into, method logaddexp;
    generics <J, O, S> where [P: Join<A, B, Q, Output = J>, J: Inexact<Output = O>, O: StrongIfComplex<Output = S>, S: Float];
    op Logaddexp, compute S, output S;
}

binary! {
    /// `jnp.logaddexp2`: `log2(2^x1 + 2^x2)` without overflow, as
    /// [`logaddexp`](Tensor::logaddexp) in base 2, in the join's inexact
    /// dtype made strong (`WeakFloat` gives `Float64`).
    try try_logaddexp2, into logaddexp2_into, method logaddexp2;
    generics <J, O, S> where [P: Join<A, B, Q, Output = J>, J: Inexact<Output = O>, O: DType<Strong = S>, S: Float];
    op Logaddexp2, compute S, output S;
}

binary! {
    /// `jnp.float_power`: `x1 ** x2` in the join's inexact dtype (so
    /// integers give floats, unlike [`power`](Tensor::power)): `pow` of real
    /// floats, XLA's complex power for complex dtypes.
    try try_float_power, into float_power_into, method float_power;
    generics <J, O> where [P: Join<A, B, Q, Output = J>, J: Inexact<Output = O>, O: PowerOps];
    op FloatPower, compute O, output O;
}

/// `Op`'s result (`fmax`'s or `fmin`'s), flushed where the right operand's
/// dtype (`B`) cannot be NaN, since XLA then compiles the select to a
/// hardware max or min, which reads subnormals as zeros. (`Arith::max` of a
/// value with itself is that value, flushed; complex numbers have no such
/// instruction.) A function, not a closure in `run`, so that one copy of
/// the loops serves every runner.
#[inline]
pub(crate) fn fmax_fmin<Op: ElementOp<J, J>, J: DType, B: DType>(
    x: J::Elem,
    y: J::Elem,
) -> J::Elem {
    let selected = Op::apply(x, y);
    if matches!(B::ID.kind(), Kind::Floating | Kind::ComplexFloating) {
        selected
    } else {
        Arith::max(selected, selected)
    }
}
