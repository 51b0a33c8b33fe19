//! [`FloatFunctions`] of `f32` and `f64`: XLA's element functions, the table
//! in the module docs of `functions` as code. Each takes and gives XLA's
//! flushed values.

use super::composite;
use super::flush::{flush32, flush64};
use super::real::FloatFunctions;
use super::{erf, exp, libm, log, rsqrt, tanh};
use crate::scalar::float::RealFloat;
use crate::scalar::ops::{FloatFn, RealFn};
use crate::simd;

/// Implements [`FloatFunctions`] for `f32` or `f64` from its functions: the
/// C library's `pow` and `atan2` (`libm`), XLA's `atan2` (`atan2`), and the
/// function of each [`FloatFn`] and [`RealFn`]. `log2` and `log10` take the
/// logarithm of `log`.
macro_rules! native_functions {
    (
        $t:ident: pow $pow:ident, atan2 $atan2:ident, libm $libm_atan2:ident, log $log:path;
        [$($op:ident => $f:path;)*] real [$($real:ident => $g:path;)*]
    ) => {
        impl FloatFunctions for $t {
            #[inline]
            fn powf(self, other: Self) -> Self {
                simd::$pow(self, other).flush()
            }
            // Always inlined, so that the function is compiled into the
            // vectorised loop that calls it, with its instructions (FMA).
            #[inline(always)]
            fn function(self, op: FloatFn) -> Self {
                match op {
                    $(FloatFn::$op => $f(self),)*
                    // The logarithm, not `self`, goes to `log2` and `log10`,
                    // so that this function does not call itself: a recursive
                    // function is one the compiler may leave out of line,
                    // outside the vectorised loop.
                    FloatFn::Log2 => composite::log2($log(self)),
                    FloatFn::Log10 => composite::log10($log(self)),
                }
            }
            #[inline(always)]
            fn real_function(self, op: RealFn) -> Self {
                match op {
                    $(RealFn::$real => $g(self),)*
                }
            }
            #[inline]
            fn atan2(self, x: Self) -> Self {
                $atan2(self, x)
            }
            #[inline(always)]
            fn libm_atan2(self, x: Self) -> Self {
                let r = simd::$libm_atan2(self, x);
                let tiny = self.abs() < <$t>::MIN_POSITIVE || x.abs() < <$t>::MIN_POSITIVE;
                if tiny { r } else { r.flush() }
            }
            #[inline(always)]
            fn expm1(self) -> Self {
                self.function(FloatFn::Expm1)
            }
            #[inline(always)]
            fn log1p(self) -> Self {
                self.function(FloatFn::Log1p)
            }
        }
    };
}

native_functions! {
    f32: pow powf, atan2 atan2_f32, libm atan2f, log log::log32;
    [
        Sqrt => sqrt32;
        Exp => exp::exp32;
        Expm1 => exp::expm1_32;
        Log => log::log32;
        Log1p => log::log1p32;
        Tanh => tanh::tanh32;
        Sin => libm::sin32;
        Cos => libm::cos32;
    ] real [
        Rsqrt => rsqrt::rsqrt32;
        Cbrt => libm::cbrt32;
        Exp2 => exp::exp2_32;
        Tan => libm::tan32;
        Arcsin => composite::arcsin;
        Arccos => composite::arccos;
        Arctan => libm::atan32;
        Sinh => exp::sinh32;
        Cosh => exp::cosh32;
        Arcsinh => composite::arcsinh;
        Arccosh => composite::arccosh;
        Arctanh => log::arctanh32;
        Erf => erf::erf32;
        Erfc => erf::erfc32;
        Logistic => exp::logistic32;
    ]
}

native_functions! {
    f64: pow pow, atan2 atan2_f64, libm atan2, log libm::log64;
    [
        Sqrt => sqrt64;
        Exp => exp::exp64;
        Expm1 => exp::expm1_64;
        Log => libm::log64;
        Log1p => log::log1p64;
        Tanh => tanh::tanh64;
        Sin => libm::sin64;
        Cos => libm::cos64;
    ] real [
        Rsqrt => rsqrt::rsqrt64;
        Cbrt => libm::cbrt64;
        Exp2 => exp::exp2_64;
        Tan => libm::tan64;
        Arcsin => composite::arcsin;
        Arccos => composite::arccos;
        Arctan => libm::atan64;
        Sinh => exp::sinh64;
        Cosh => exp::cosh64;
        Arcsinh => composite::arcsinh;
        Arccosh => composite::arccosh;
        Arctanh => log::arctanh64;
        Erf => libm::erf64;
        Erfc => erf::erfc64;
        Logistic => exp::logistic64;
    ]
}

/// `√x` of an `f32`: the CPU's, correctly rounded, on the flushed operand.
#[inline(always)]
fn sqrt32(x: f32) -> f32 {
    flush32(flush32(x).sqrt())
}

/// `√x` of an `f64`.
#[inline(always)]
fn sqrt64(x: f64) -> f64 {
    flush64(flush64(x).sqrt())
}

/// `atan2(y, x)` in `f32` as XLA computes it: the C library's `atan2f`, run
/// with DAZ and FTZ. Its special cases read the operands' bits, so a zero `x`
/// gives `±π/2` even for a subnormal `y`; its arithmetic reads subnormals as
/// zeros, so two subnormals give `0/0`, NaN. Elsewhere subnormal operands act
/// as zeros.
fn atan2_f32(y: f32, x: f32) -> f32 {
    if y.is_subnormal() && x.is_subnormal() {
        f32::NAN
    } else if y.is_subnormal() && x == 0.0 {
        core::f32::consts::FRAC_PI_2.copysign(y)
    } else {
        y.flush().atan2(x.flush()).flush()
    }
}

/// `atan2(y, x)` in `f64` as XLA computes it, which treats a subnormal `y`
/// otherwise than `atan2_f32` (found by `jnp.arctan2`'s fixture, and by
/// probing JAX): over a zero or subnormal `x` it gives `±π/2` by `y`'s sign;
/// over a finite negative `x` whose quotient `y / x` underflows, `-π`,
/// whatever `y`'s sign. Elsewhere subnormal operands act as zeros.
fn atan2_f64(y: f64, x: f64) -> f64 {
    if y.is_subnormal() {
        if x == 0.0 || x.is_subnormal() {
            return core::f64::consts::FRAC_PI_2.copysign(y);
        }
        if x < 0.0 && x.is_finite() && (y / x).abs() < f64::MIN_POSITIVE {
            return -core::f64::consts::PI;
        }
    }
    y.flush().atan2(x.flush()).flush()
}
