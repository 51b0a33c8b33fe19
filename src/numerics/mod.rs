//! Element numerics: what one element of each dtype is, how it converts, and
//! how it computes, as JAX (XLA on CPU) does. The layer below tensors; it
//! knows nothing of dtypes, shapes or policies.
//!
//! | module | what |
//! |---|---|
//! | `element` | [`Element`], the 15 element types, and JAX's conversions between them |
//! | `minifloat` | the element types of JAX's extended floats (ml_dtypes' `float8_*`, `float6_*`, `float4_e2m1fn`), bit-exact conversions of each [`Format`] |
//! | `arith` | [`Arith`], the arithmetic every element type has (`+`, `*`, `maximum`, comparisons) |
//! | `float` | `RealFloat`, *the* real-float arithmetic: XLA's flushing, half precision in `f32` |
//! | `functions` | the element functions of `f32` and `f64` (`exp`, `log`, `tanh`, `erf`, …) as XLA's CPU code computes them, written to vectorise (needs `std`) |
//! | `integer` | XLA's integer division, remainder and power, wrapping |
//! | `complex` | the complex functions with JAX's algorithms (needs `std`) |
//! | `ops` | the element functions of the tensor operations, one trait per family (needs `std`) |
//! | `dot` | the matrix products of each element type, as XLA computes a dot on CPU: the `gemm` crate's GEMM for `f32` and `f64`, matrixmultiply's through ndarray for the complex types (needs `tensor`) |
//! | `simd` | F16C conversions, AVX2 builds of the loops, the fused half kernel, huge pages, the loops split over the cores (needs `std`) |
//! | `reduce` | the orders in which XLA adds up a float sum (its own tree of windows, YNNPACK's kernels), vectorised (needs `tensor`) |
//! | `parallel` | how large operations share out their work over the rayon pool, and the fixed block order of reductions (needs `tensor`; threads with `rayon`) |
//!
//! Without `std` only `element`, `arith`, `minifloat` and `float` (without the
//! transcendental functions) are built: the conversions work on bare metal.

mod arith;
#[cfg(feature = "std")]
mod complex;
#[cfg(feature = "tensor")]
mod dot;
mod element;
mod float;
#[cfg(feature = "std")]
mod functions;
#[cfg(feature = "std")]
mod integer;
mod intn;
mod minifloat;
// For the tensors' display and the files' codecs.
#[cfg(feature = "tensor")]
pub(crate) use self::minifloat::with_small_floats;
#[cfg(feature = "std")]
mod ops;
#[cfg(feature = "tensor")]
pub(crate) mod parallel;
#[cfg(feature = "tensor")]
pub(crate) mod reduce;
#[cfg(feature = "std")]
pub(crate) mod simd;

pub use self::arith::Arith;
#[cfg(feature = "tensor")]
pub use self::dot::DotElem;
#[cfg(feature = "tensor")]
pub(crate) use self::dot::any_changed_by_load;
#[cfg(feature = "tensor")]
pub(crate) use self::element::SumKind;
pub use self::element::{Element, ElementSlice, RawBits};
#[cfg(feature = "tensor")]
pub(crate) use self::float::RealFloat;
pub use self::intn::{I1, I2, I4, U1, U2, U4};
pub use self::minifloat::{
    F4E2M1Fn, F6E2M3Fn, F6E3M2Fn, F8E3M4, F8E4M3, F8E4M3B11Fnuz, F8E4M3Fn, F8E4M3Fnuz, F8E5M2,
    F8E5M2Fnuz, F8E8M0Fnu, Format, Overflow, Rounding, Specials,
};
#[cfg(feature = "std")]
pub use self::ops::{
    BitsElem, DivModElem, FloatElem, FloatFn, NumericElem, PartsElem, PowerElem, RealFloatElem,
    RealFn, RoundElem,
};
