//! One element: what one element of each dtype is, how it converts, and how
//! it computes, as JAX (XLA on CPU) does. No slices, no threads, no `unsafe`
//! and no dtype markers: the lattice core above names these element types,
//! and the slice kernels and tensors above run these functions.
//!
//! | module | what |
//! |---|---|
//! | `minifloat` | the element types of JAX's extended floats (ml_dtypes' `float8_*`, `float6_*`, `float4_e2m1fn`), bit-exact conversions of each [`Format`] |
//! | `intn` | the element types of the narrow integers (`int4`, `int2`, `int1` and their unsigned forms) |
//! | `float` | `RealFloat`, *the* real-float arithmetic: XLA's flushing, half precision in `f32` |
//! | `arith` | [`Arith`], the arithmetic every element type has (`+`, `*`, `maximum`, comparisons) |
//! | `element` | [`Element`], the element types, and JAX's conversions between them |
//! | `ops` | the element functions of the tensor operations, one trait per family (needs `std`) |
//! | `functions` | the element functions of `f32` and `f64` (`exp`, `log`, `tanh`, `erf`, …) as XLA's CPU code computes them, written to vectorise (needs `std`) |
//! | `integer` | XLA's integer division, remainder and power, wrapping |
//! | `complex` | the complex functions with JAX's algorithms (needs `std`) |
//!
//! Without `std` only `element`, `arith`, `minifloat`, `intn` and `float`
//! (without the transcendental functions) are built: the conversions work
//! on bare metal.

// From the bottom up: the element types' formats, the float core, the
// arithmetic every element has, the element types; then (with `std`) the op
// families, XLA's element functions, and the op families' impls for real
// floats, integers and complex numbers.
mod arith;
#[cfg(feature = "std")]
mod complex;
mod element;
mod float;
#[cfg(feature = "std")]
mod functions;
#[cfg(feature = "std")]
mod integer;
mod intn;
pub(crate) mod lists;
mod minifloat;
#[cfg(feature = "std")]
mod ops;
#[cfg(feature = "std")]
mod real;

pub use self::arith::Arith;
#[cfg(feature = "tensor")]
pub(crate) use self::element::SumKind;
pub use self::element::{Element, ElementSlice, RawBits};
#[cfg(feature = "tensor")]
pub(crate) use self::float::RealFloat;
// For the tests of the element functions' vectorised builds (`simd`).
#[cfg(test)]
pub(crate) use self::functions::FloatFunctions;
pub use self::intn::{I1, I2, I4, U1, U2, U4};
// For the tensors' display and the files' codecs.
#[cfg(feature = "tensor")]
pub(crate) use self::lists::with_elements;
pub use self::minifloat::{
    F4E2M1Fn, F6E2M3Fn, F6E3M2Fn, F8E3M4, F8E4M3, F8E4M3B11Fnuz, F8E4M3Fn, F8E4M3Fnuz, F8E5M2,
    F8E5M2Fnuz, F8E8M0Fnu, Format, Overflow, Rounding, Specials,
};
#[cfg(any(test, feature = "tensor"))]
pub use self::ops::RealFn;
#[cfg(feature = "std")]
pub use self::ops::{
    BitsElem, DivModElem, FloatElem, FloatFn, NumericElem, PartsElem, PowerElem, RealFloatElem,
    RoundElem,
};
