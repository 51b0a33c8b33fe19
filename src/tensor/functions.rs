//! More binary functions of jax.numpy, declared with `ops.rs`'s `binary!`:
//! the logical operations, `fmax`, `fmin`, `copysign`, `nextafter` and the
//! shifts, each with JAX's result dtype (checked for every pair in
//! `tests/jax_binary.rs`).

use super::kernel::{lift, map2, map2_into};
use super::rules::{
    BitwiseOps, Float, Inexact, Ordered, Power, PowerOps, RealFloating, StrongIfComplex,
};
use super::{ShapeError, Tensor};
use crate::numerics::{Arith, BitsElem, FloatElem, PowerElem, RealFloatElem, RoundElem};
use crate::{Bool, DType, Element, Join, Kind, Policy};

binary! {
    /// `jnp.logical_and`: whether both are nonzero (in the operands' join; a
    /// complex number is nonzero where either part is).
    try try_logical_and, into logical_and_into, method logical_and;
    generics <J> where [P: Join<A, B, Q, Output = J>, J: DType];
    compute J, output Bool;
    |x, y| x.cast::<bool>() & y.cast::<bool>()
}

binary! {
    /// `jnp.logical_or`: whether either is nonzero.
    try try_logical_or, into logical_or_into, method logical_or;
    generics <J> where [P: Join<A, B, Q, Output = J>, J: DType];
    compute J, output Bool;
    |x, y| x.cast::<bool>() | y.cast::<bool>()
}

binary! {
    /// `jnp.logical_xor`: whether exactly one is nonzero.
    try try_logical_xor, into logical_xor_into, method logical_xor;
    generics <J> where [P: Join<A, B, Q, Output = J>, J: DType];
    compute J, output Bool;
    |x, y| x.cast::<bool>() ^ y.cast::<bool>()
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
    compute J, output J;
    |x, y| fmax_fmin::<B, _>(if Arith::lt(y, x) || !Arith::eq(y, y) { x } else { y })
}

binary! {
    /// `jnp.fmin`: the smaller, ignoring a NaN: `where(x < y | isnan(y), x, y)`.
    try try_fmin, into fmin_into, method fmin;
    generics <J> where [P: Join<A, B, Q, Output = J>, J: DType];
    compute J, output J;
    |x, y| fmax_fmin::<B, _>(if Arith::lt(x, y) || !Arith::eq(y, y) { x } else { y })
}

binary! {
    /// `jnp.copysign`: `|x|` with the sign bit of `y`, in the join's inexact
    /// dtype (`Int8` gives `Float32`); not for complex dtypes, as JAX raises.
    try try_copysign, into copysign_into, method copysign;
    generics <J, O> where [P: Join<A, B, Q, Output = J>, J: Inexact<Output = O>, O: Float + Ordered];
    compute O, output O;
    |x, y| RoundElem::copy_sign(x, y)
}

binary! {
    /// `jnp.nextafter`: the next value after `x` toward `y`, in the join's
    /// inexact dtype, as XLA computes it on the bits (so subnormals appear);
    /// not for complex dtypes, as JAX raises.
    try try_nextafter, into nextafter_into, method nextafter;
    generics <J, O> where [P: Join<A, B, Q, Output = J>, J: Inexact<Output = O>, O: Float + Ordered];
    compute O, output O;
    |x, y| RoundElem::next_after(x, y)
}

binary! {
    /// `jnp.left_shift`, in the join's [`Power::Output`](super::rules::Power)
    /// (`Bool` gives `Int32`): bits shifted out are lost, and a shift past the
    /// width (or a negative one) gives 0, as XLA's. For booleans and integers.
    try try_left_shift, into left_shift_into, method left_shift;
    generics <J, O> where [P: Join<A, B, Q, Output = J>, J: BitwiseOps + Power<Output = O>, O: BitwiseOps];
    compute O, output O;
    |x, y| BitsElem::shift_left(x, y)
}

binary! {
    /// `jnp.right_shift`: arithmetic for signed integers (a shift past the
    /// width gives 0 or -1 by the sign), logical for unsigned ones; in the
    /// join's [`Power::Output`](super::rules::Power).
    try try_right_shift, into right_shift_into, method right_shift;
    generics <J, O> where [P: Join<A, B, Q, Output = J>, J: BitwiseOps + Power<Output = O>, O: BitwiseOps];
    compute O, output O;
    |x, y| BitsElem::shift_right(x, y)
}

binary! {
    /// `jnp.arctan2(x1, x2)`: the angle of the point `(x2, x1)`, in
    /// `[-π, π]`, in the join's inexact dtype (Rust's `f32::atan2`). Complex
    /// dtypes too, as JAX allows: XLA's `-i · log((x2 + i·x1) / sqrt(x2² + x1²))`.
    try try_arctan2, into arctan2_into, method arctan2;
    generics <J, O> where [P: Join<A, B, Q, Output = J>, J: Inexact<Output = O>, O: Float];
    compute O, output O;
    |x, y| FloatElem::arctan2(x, y)
}

binary! {
    /// `jnp.hypot`: `sqrt(x1² + x2²)` without undue overflow, in the join's
    /// inexact dtype made strong (`WeakFloat` gives `Float64`: JAX's `where`
    /// with an `inf` constant drops the weak flag), with JAX's formula
    /// (`max · sqrt(1 + (min / max)²)`, so `hypot(inf, nan)` is `inf`); not for
    /// complex dtypes, as JAX raises.
    try try_hypot, into hypot_into, method hypot;
    generics <J, O, S> where [P: Join<A, B, Q, Output = J>, J: Inexact<Output = O>, O: DType<Strong = S>, S: RealFloating];
    compute S, output S;
    |x, y| RealFloatElem::hypot(x, y)
}

binary! {
    /// `jnp.logaddexp`: `log(e^x1 + e^x2)` without overflow, in the join's
    /// inexact dtype ([`StrongIfComplex`]: `WeakComplex` gives `Complex128`):
    /// `max + log1p(e^-|x1 - x2|)`, or `x1 + x2` where `x1 - x2` is NaN; for
    /// complex dtypes JAX's complex formula, the imaginary part wrapped into
    /// `[-π, π]`.
    try try_logaddexp, into logaddexp_into, method logaddexp;
    generics <J, O, S> where [P: Join<A, B, Q, Output = J>, J: Inexact<Output = O>, O: StrongIfComplex<Output = S>, S: Float];
    compute S, output S;
    |x, y| FloatElem::logaddexp(x, y, false)
}

binary! {
    /// `jnp.logaddexp2`: `log2(2^x1 + 2^x2)` without overflow, as
    /// [`logaddexp`](Tensor::logaddexp) in base 2, in the join's inexact
    /// dtype made strong (`WeakFloat` gives `Float64`).
    try try_logaddexp2, into logaddexp2_into, method logaddexp2;
    generics <J, O, S> where [P: Join<A, B, Q, Output = J>, J: Inexact<Output = O>, O: DType<Strong = S>, S: Float];
    compute S, output S;
    |x, y| FloatElem::logaddexp(x, y, true)
}

binary! {
    /// `jnp.float_power`: `x1 ** x2` in the join's inexact dtype (so
    /// integers give floats, unlike [`power`](Tensor::power)): `pow` of real
    /// floats, XLA's complex power for complex dtypes.
    try try_float_power, into float_power_into, method float_power;
    generics <J, O> where [P: Join<A, B, Q, Output = J>, J: Inexact<Output = O>, O: PowerOps];
    compute O, output O;
    |x, y| PowerElem::power(x, y)
}

/// The result of `fmax`/`fmin`: flushed where the right operand's dtype
/// (`B`) cannot be NaN, since XLA then compiles the select to a hardware max
/// or min, which reads subnormals as zeros. (`Arith::max` of a value with
/// itself is that value, flushed; complex numbers have no such instruction.)
#[inline]
fn fmax_fmin<B: DType, E: Element>(selected: E) -> E {
    if matches!(B::ID.kind(), Kind::Floating | Kind::ComplexFloating) {
        selected
    } else {
        Arith::max(selected, selected)
    }
}
