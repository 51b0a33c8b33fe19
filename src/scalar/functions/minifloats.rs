//! [`FloatFunctions`] of the extended floats as XLA computes them on CPU:
//! each function in the wide format the float computes in (`float16`, or
//! `float32` for `float8_e8m0fnu`), converted back once (see the float
//! core's `minifloats.rs`).

use super::real::FloatFunctions;
use crate::scalar::float::Wide;
use crate::scalar::lists::with_elements;
use crate::scalar::minifloat::{
    F4E2M1Fn, F6E2M3Fn, F6E3M2Fn, F8E3M4, F8E4M3, F8E4M3B11Fnuz, F8E4M3Fn, F8E4M3Fnuz, F8E5M2,
    F8E5M2Fnuz, F8E8M0Fnu,
};
use crate::scalar::ops::{FloatFn, RealFn};

macro_rules! minifloat_functions {
    ($($t:ident),* $(,)?) => {$(
        impl FloatFunctions for $t {
            minifloat_functions!(@binary powf, atan2, libm_atan2);
            minifloat_functions!(@unary expm1, log1p);
            #[inline]
            fn function(self, op: FloatFn) -> Self {
                Self::narrow(FloatFunctions::function(self.widen(), op))
            }
            #[inline]
            fn real_function(self, op: RealFn) -> Self {
                Self::narrow(FloatFunctions::real_function(self.widen(), op))
            }
        }
    )*};
    (@binary $($op:ident),*) => {$(
        #[inline]
        fn $op(self, other: Self) -> Self {
            Self::narrow(FloatFunctions::$op(self.widen(), other.widen()))
        }
    )*};
    (@unary $($op:ident),*) => {$(
        #[inline]
        fn $op(self) -> Self {
            Self::narrow(FloatFunctions::$op(self.widen()))
        }
    )*};
}

with_elements!(small_floats: minifloat_functions!());
