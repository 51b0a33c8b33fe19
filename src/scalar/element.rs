//! Element types and the conversions between them, with JAX's semantics on CPU.

use core::fmt;

use half::{bf16, f16};
use num_complex::Complex;

use super::arith::Arith;
use super::float::{RealFloat, f16_from_f32, f16_to_f32};
use super::intn::{I1, I2, I4, U1, U2, U4};
use super::lists::with_elements;
use super::minifloat::{
    F4E2M1Fn, F6E2M3Fn, F6E3M2Fn, F8E3M4, F8E4M3, F8E4M3B11Fnuz, F8E4M3Fn, F8E4M3Fnuz, F8E5M2,
    F8E5M2Fnuz, F8E8M0Fnu, Format,
};

mod sealed {
    use super::ElementSlice;

    pub trait Sealed: Sized {
        /// [`Element::as_slice_of`](super::Element::as_slice_of).
        fn slice_of(values: &[Self]) -> ElementSlice<'_>;
    }
}

/// Which of XLA's sums adds up values of an element type
/// ([`Element::Sum`]): [`SumInF32`] (`f32` and the half types, which sum in
/// it), [`SumInF64`], or [`SumInOrder`] (integers, complex numbers and the
/// extended floats, folded in order). [`pick`](Self::pick) runs the branch
/// of the kind, so that generic code compiles the other two not at all.
#[doc(hidden)]
pub trait SumKind {
    /// `in_f32(context)`, `in_f64(context)` or `in_order(context)`, as the
    /// kind says.
    fn pick<C, R>(
        context: C,
        in_f32: impl FnOnce(C) -> R,
        in_f64: impl FnOnce(C) -> R,
        in_order: impl FnOnce(C) -> R,
    ) -> R;
}

/// [`SumKind`]: XLA's float sum, in `f32`.
#[doc(hidden)]
pub struct SumInF32;

/// [`SumKind`]: XLA's float sum, in `f64`.
#[doc(hidden)]
pub struct SumInF64;

/// [`SumKind`]: a fold in order.
#[doc(hidden)]
pub struct SumInOrder;

impl SumKind for SumInF32 {
    #[inline]
    fn pick<C, R>(
        context: C,
        in_f32: impl FnOnce(C) -> R,
        _: impl FnOnce(C) -> R,
        _: impl FnOnce(C) -> R,
    ) -> R {
        in_f32(context)
    }
}

impl SumKind for SumInF64 {
    #[inline]
    fn pick<C, R>(
        context: C,
        _: impl FnOnce(C) -> R,
        in_f64: impl FnOnce(C) -> R,
        _: impl FnOnce(C) -> R,
    ) -> R {
        in_f64(context)
    }
}

impl SumKind for SumInOrder {
    #[inline]
    fn pick<C, R>(
        context: C,
        _: impl FnOnce(C) -> R,
        _: impl FnOnce(C) -> R,
        in_order: impl FnOnce(C) -> R,
    ) -> R {
        in_order(context)
    }
}

/// The Rust type of one element of a dtype: `bool`, `u8` … `u64`, `i8` … `i64`,
/// `half::bf16`, `half::f16`, `f32`, `f64`, `Complex<f32>`, `Complex<f64>`.
///
/// Every element converts to every other with [`Element::cast`], the way JAX's
/// `astype` (XLA's `convert_element_type`) does on CPU:
///
/// - to an integer: integers wrap (keep the low bits); floats round toward zero
///   and saturate at the integer's range, NaN gives 0; complex numbers use
///   their real part;
/// - to a float: the nearest value, ties to even (±inf past the range);
/// - to `bool`: `x != 0` (NaN is `true`); from `bool`: 0 or 1;
/// - to complex: the real part, with a zero imaginary part.
///
/// ```
/// use dtype_lattice::Element;
/// use half::{bf16, f16};
///
/// assert_eq!(257_i32.cast::<bf16>(), bf16::from_f32(256.0)); // 8 bits of mantissa
/// assert_eq!(70000_i64.cast::<f16>(), f16::INFINITY);
/// assert_eq!(300_i32.cast::<u8>(), 44); // wraps
/// assert_eq!(f32::NAN.cast::<i32>(), 0);
/// assert_eq!((-1e10_f64).cast::<i16>(), i16::MIN); // saturates
/// assert!(f64::NAN.cast::<bool>());
/// ```
pub trait Element:
    sealed::Sealed + Arith + Copy + Default + fmt::Debug + PartialEq + Send + Sync + 'static
{
    /// Converts to another element type, as JAX's `astype` does.
    #[inline]
    fn cast<T: Element>(self) -> T {
        T::cast_from(self)
    }

    /// Converts from another element type, as JAX's `astype` does.
    fn cast_from<S: Element>(source: S) -> Self;

    /// Which of XLA's sums adds up values of this type ([`SumKind`]).
    #[doc(hidden)]
    type Sum: SumKind;

    /// Whether this is a half-precision float (`bf16`, `f16`), which computes in `f32`.
    #[doc(hidden)]
    const HALF: bool = false;

    /// Whether this is one of the extended floats, which XLA computes in a
    /// wider format and rounds back after every operation.
    #[doc(hidden)]
    const MINIFLOAT: bool = false;

    /// Where JAX's `max` and `min` reductions start from something other than
    /// the first value: `float8_e8m0fnu`, which `jax.dtypes.supports_inf`
    /// counts as having infinities, starts from ∓inf, which it holds as NaN.
    #[doc(hidden)]
    #[inline]
    fn extremum_identity() -> Option<Self> {
        None
    }

    /// Whether every value converts exactly into both half-precision types
    /// (`bool`, `u8`, `i8`).
    #[doc(hidden)]
    const SMALL: bool = false;

    /// `dst[i] = src[i].cast()`, for slices of equal length; vectorised for
    /// the half-precision types.
    #[doc(hidden)]
    #[inline]
    fn slice_to_f32(src: &[Self], dst: &mut [f32]) {
        for (d, s) in dst.iter_mut().zip(src) {
            *d = s.to_f32();
        }
    }

    /// `dst[i] = src[i].cast()`, for slices of equal length; vectorised for
    /// the half-precision types.
    #[doc(hidden)]
    #[inline]
    fn slice_from_f32(src: &[f32], dst: &mut [Self]) {
        for (d, &s) in dst.iter_mut().zip(src) {
            *d = Self::cast_from(s);
        }
    }

    /// The slice as the concrete element type it is, for code that needs
    /// each type's own behaviour (such as how NumPy prints it).
    #[doc(hidden)]
    #[inline]
    fn as_slice_of(values: &[Self]) -> ElementSlice<'_> {
        <Self as sealed::Sealed>::slice_of(values)
    }

    #[doc(hidden)]
    fn to_bool(self) -> bool;
    #[doc(hidden)]
    fn to_u8(self) -> u8;
    #[doc(hidden)]
    fn to_u16(self) -> u16;
    #[doc(hidden)]
    fn to_u32(self) -> u32;
    #[doc(hidden)]
    fn to_u64(self) -> u64;
    #[doc(hidden)]
    fn to_i8(self) -> i8;
    #[doc(hidden)]
    fn to_i16(self) -> i16;
    #[doc(hidden)]
    fn to_i32(self) -> i32;
    #[doc(hidden)]
    fn to_i64(self) -> i64;
    /// The value in `f32`, rounded to odd where it is not exact: the first step
    /// of a correctly rounded conversion into `f16` (only `f64` needs it).
    #[doc(hidden)]
    fn to_f32_odd(self) -> f32;
    #[doc(hidden)]
    fn to_bf16(self) -> bf16;
    #[doc(hidden)]
    fn to_f16(self) -> f16;
    #[doc(hidden)]
    fn to_f32(self) -> f32;
    #[doc(hidden)]
    fn to_f64(self) -> f64;
    #[doc(hidden)]
    fn to_c64(self) -> Complex<f32>;
    #[doc(hidden)]
    fn to_c128(self) -> Complex<f64>;

    /// The bits of this value in the minifloat `format`, as XLA converts into
    /// an extended float on CPU: from the value in `f32` (unflushed; an
    /// integer rounded to it first, which only `float8_e8m0fnu`'s range can
    /// tell from rounding once), from `f64` directly.
    #[doc(hidden)]
    #[inline]
    fn to_minifloat(self, format: Format) -> u8 {
        format.from_f32_xla(self.to_f32())
    }

    /// This value as an integer of a narrow type whose values are
    /// `min..=max`, before wrapping: integers give their value (the narrow
    /// type keeps its low bits), floats round toward zero and saturate at
    /// `min` and `max` (NaN gives 0).
    #[doc(hidden)]
    #[inline]
    fn to_narrow_int(self, min: i64, max: i64) -> i64 {
        let _ = (min, max);
        self.to_i64()
    }
}

/// [`ElementSlice`], one variant per stored dtype (named as its marker),
/// and each element type's way into it.
macro_rules! element_slice {
    ($($marker:ident: $t:ty,)*) => {
        /// A slice of elements as the one concrete type it is:
        /// [`Element::as_slice_of`]. One variant per dtype of the table but the
        /// weak ones, named as its marker.
        #[doc(hidden)]
        #[derive(Clone, Copy, Debug)]
        pub enum ElementSlice<'a> {
            $($marker(&'a [$t]),)*
        }

        $(
            impl sealed::Sealed for $t {
                #[inline]
                fn slice_of(values: &[Self]) -> ElementSlice<'_> {
                    ElementSlice::$marker(values)
                }
            }
        )*
    };
}
with_elements!(stored: element_slice!());

/// The `to_*` methods of a real source type, from how it becomes a
/// (`bool`, integer, `f32`/`f64`) value; halves and complex go through those.
macro_rules! real_element {
    ($t:ty, $to:ident, $sum:ty, |$x:ident| bool: $bool:expr, int: $int:expr,
     f32: $f32:expr, f64: $f64:expr, half: $half:expr $(, $small:ident)?) => {
        impl Element for $t {
            type Sum = $sum;
            $(const SMALL: bool = real_element!(@$small);)?
            #[inline]
            fn cast_from<S: Element>(source: S) -> Self {
                source.$to()
            }
            #[inline]
            fn to_bool(self) -> bool {
                let $x = self;
                $bool
            }
            real_element!(@narrow $to);
            real_element!(@ints $t, |$x| $int, to_u8: u8, to_u16: u16, to_u32: u32, to_u64: u64,
                to_i8: i8, to_i16: i16, to_i32: i32, to_i64: i64);
            real_element!(@ints $t, |$x| $f32, to_f32: f32);
            real_element!(@ints $t, |$x| $f64, to_f64: f64);
            #[inline]
            fn to_f32_odd(self) -> f32 {
                let $x = self;
                $half
            }
            #[inline]
            fn to_bf16(self) -> bf16 {
                // Through `f32`, rounding twice, as XLA converts into bfloat16.
                bf16::from_f32(self.to_f32())
            }
            #[inline]
            fn to_f16(self) -> f16 {
                // Correctly rounded, as XLA converts into float16 (`half`'s
                // rounding, on the bits).
                f16_from_f32(self.to_f32_odd())
            }
            #[inline]
            fn to_c64(self) -> Complex<f32> {
                Complex::new(self.to_f32(), 0.0)
            }
            #[inline]
            fn to_c128(self) -> Complex<f64> {
                Complex::new(self.to_f64(), 0.0)
            }
        }
    };
    (@small) => { true };
    (@narrow to_f32) => {
        #[inline]
        fn to_narrow_int(self, min: i64, max: i64) -> i64 {
            saturate(f64::from(self), min, max)
        }
    };
    (@narrow to_f64) => {
        #[inline]
        fn to_narrow_int(self, min: i64, max: i64) -> i64 {
            saturate(self, min, max)
        }
        #[inline]
        fn to_minifloat(self, format: Format) -> u8 {
            format.from_f64_xla(self)
        }
    };
    (@narrow $to:ident) => {};
    (@ints $t:ty, |$x:ident| $conv:expr, $($to:ident: $target:ty),*) => {$(
        #[inline]
        #[allow(clippy::cast_lossless, clippy::unnecessary_cast)]
        fn $to(self) -> $target {
            let $x = self;
            ($conv) as $target
        }
    )*};
}

real_element!(bool, to_bool, SumInOrder, |x| bool: x, int: u8::from(x), f32: u8::from(x), f64: u8::from(x),
    half: f32::from(u8::from(x)), small);
// Integers: `as` wraps between integers and rounds to nearest-even into floats.
// Into float16, every finite result of a wide integer is exact in f32 on the way.
real_element!(u8, to_u8, SumInOrder, |x| bool: x != 0, int: x, f32: x, f64: x, half: f32::from(x), small);
real_element!(u16, to_u16, SumInOrder, |x| bool: x != 0, int: x, f32: x, f64: x, half: f32::from(x));
real_element!(u32, to_u32, SumInOrder, |x| bool: x != 0, int: x, f32: x, f64: x, half: x as f32);
real_element!(u64, to_u64, SumInOrder, |x| bool: x != 0, int: x, f32: x, f64: x, half: x as f32);
real_element!(i8, to_i8, SumInOrder, |x| bool: x != 0, int: x, f32: x, f64: x, half: f32::from(x), small);
real_element!(i16, to_i16, SumInOrder, |x| bool: x != 0, int: x, f32: x, f64: x, half: f32::from(x));
real_element!(i32, to_i32, SumInOrder, |x| bool: x != 0, int: x, f32: x, f64: x, half: x as f32);
real_element!(i64, to_i64, SumInOrder, |x| bool: x != 0, int: x, f32: x, f64: x, half: x as f32);
// Floats: `as` into integers rounds toward zero, saturates and sends NaN to 0,
// which is what XLA does on CPU. Converting between `f32` and `f64` (and into
// `bool`) flushes subnormals, as XLA's CPU code does; `f32` to itself does not.
real_element!(f32, to_f32, SumInF32, |x| bool: x.flush() != 0.0, int: x, f32: x, f64: x.flush(), half: x);
real_element!(f64, to_f64, SumInF64, |x| bool: x.flush() != 0.0, int: x, f32: (x.flush() as f32).flush(),
f64: x, half: {
    let nearest = x as f32;
    odd_f32(nearest, f64::from(nearest).abs().partial_cmp(&x.abs()))
});

/// The half-precision floats go through `f32`, which holds every value exactly.
macro_rules! half_element {
    ($t:ty, $to:ident, $other:ident, $wide:path) => {
        impl Element for $t {
            type Sum = SumInF32;
            #[inline]
            fn cast_from<S: Element>(source: S) -> Self {
                source.$to()
            }
            #[inline]
            fn $to(self) -> $t {
                self
            }
            #[inline]
            fn $other(self) -> half_element!(@type $other) {
                $wide(self).$other()
            }
            half_element!(@via_f32 to_bool: bool, to_u8: u8, to_u16: u16, to_u32: u32,
                to_u64: u64, to_i8: i8, to_i16: i16, to_i32: i32, to_i64: i64,
                to_f64: f64, to_c64: Complex<f32>, to_c128: Complex<f64>);
            #[inline]
            fn to_f32(self) -> f32 {
                $wide(self)
            }
            #[inline]
            fn to_f32_odd(self) -> f32 {
                $wide(self)
            }
            #[inline]
            fn to_narrow_int(self, min: i64, max: i64) -> i64 {
                saturate(f64::from($wide(self)), min, max)
            }
            const HALF: bool = true;
            #[inline]
            fn slice_to_f32(src: &[Self], dst: &mut [f32]) {
                half_slices::$to::widen(src, dst);
            }
            #[inline]
            fn slice_from_f32(src: &[f32], dst: &mut [Self]) {
                half_slices::$to::narrow(src, dst);
            }
        }
    };
    (@type to_bf16) => { bf16 };
    (@type to_f16) => { f16 };
    (@via_f32 $($to:ident: $target:ty),*) => {$(
        #[inline]
        fn $to(self) -> $target {
            Element::to_f32(self).$to()
        }
    )*};
}

// `float16` in `f32` on the bits: `half`'s conversion checks the CPU on each
// call, which keeps the loops around it scalar.
half_element!(bf16, to_bf16, to_f16, bf16::to_f32);
half_element!(f16, to_f16, to_bf16, f16_to_f32);

/// Complex numbers: the real part into real types, each part into complex ones.
macro_rules! complex_element {
    ($t:ty, $to:ident) => {
        impl Element for Complex<$t> {
            type Sum = SumInOrder;
            #[inline]
            fn cast_from<S: Element>(source: S) -> Self {
                source.$to()
            }
            #[inline]
            fn to_bool(self) -> bool {
                self.re.to_bool() || self.im.to_bool()
            }
            complex_element!(@real to_f32_odd: f32, to_u8: u8, to_u16: u16, to_u32: u32, to_u64: u64,
                to_i8: i8, to_i16: i16, to_i32: i32, to_i64: i64, to_bf16: bf16,
                to_f16: f16, to_f32: f32, to_f64: f64);
            #[inline]
            fn to_c64(self) -> Complex<f32> {
                Complex::new(self.re.to_f32(), self.im.to_f32())
            }
            #[inline]
            fn to_c128(self) -> Complex<f64> {
                Complex::new(self.re.to_f64(), self.im.to_f64())
            }
        }
    };
    (@real $($to:ident: $target:ty),*) => {$(
        #[inline]
        fn $to(self) -> $target {
            self.re.$to()
        }
    )*
        #[inline]
        fn to_minifloat(self, format: Format) -> u8 {
            self.re.to_minifloat(format)
        }
        #[inline]
        fn to_narrow_int(self, min: i64, max: i64) -> i64 {
            self.re.to_narrow_int(min, max)
        }
    };
}

complex_element!(f32, to_c64);
complex_element!(f64, to_c128);

/// A float rounded toward zero into `min..=max`, NaN to 0: XLA's conversion
/// of a float into an integer.
#[inline]
fn saturate(x: f64, min: i64, max: i64) -> i64 {
    if x.is_nan() {
        0
    } else if x <= min as f64 {
        min
    } else if x >= max as f64 {
        max
    } else {
        x as i64
    }
}

/// The extended floats go through `f32`, which holds every value exactly.
macro_rules! minifloat_element {
    (@ints $t:ident, $($to:ident: $target:ty),*) => {$(
        #[inline]
        fn $to(self) -> $target {
            self.to_int(<$target>::MIN.into(), <$target>::MAX.into()) as $target
        }
    )*};
    (@all $($t:ident),*) => {$(
        impl Element for $t {
            type Sum = SumInOrder;
            const MINIFLOAT: bool = true;
            #[inline]
            fn extremum_identity() -> Option<Self> {
                let e8m0 = matches!(<$t>::FORMAT.rounding, super::minifloat::Rounding::E8M0);
                e8m0.then(|| <$t>::from_f32(f32::NEG_INFINITY))
            }
            #[inline]
            fn cast_from<S: Element>(source: S) -> Self {
                <$t>::from_bits(source.to_minifloat(<$t>::FORMAT))
            }
            #[inline]
            fn to_f32(self) -> f32 {
                <$t>::to_f32(self)
            }
            #[inline]
            fn to_f32_odd(self) -> f32 {
                <$t>::to_f32(self)
            }
            #[inline]
            fn to_minifloat(self, format: Format) -> u8 {
                format.from_f64_xla(<$t>::to_f64(self))
            }
            #[inline]
            fn to_narrow_int(self, min: i64, max: i64) -> i64 {
                self.to_int(min.into(), max.into()) as i64
            }
            // Exact, unflushed: `float8_e8m0fnu`'s 2^-127 is no zero.
            #[inline]
            fn to_bool(self) -> bool {
                <$t>::to_f64(self) != 0.0
            }
            #[inline]
            fn to_f64(self) -> f64 {
                <$t>::to_f64(self)
            }
            #[inline]
            fn to_c128(self) -> Complex<f64> {
                Complex::new(<$t>::to_f64(self), 0.0)
            }
            minifloat_element!(@ints $t, to_u8: u8, to_u16: u16, to_u32: u32, to_u64: u64,
                to_i8: i8, to_i16: i16, to_i32: i32, to_i64: i64);
            via_f32!(to_bf16: bf16, to_f16: f16, to_c64: Complex<f32>);
        }

        impl $t {
            /// Into an integer of `min..=max` as XLA converts: rounded toward
            /// zero, NaN to 0, and saturated where the value reaches the
            /// integer's bounds *as this format holds them* (XLA compares in
            /// the source format, so a saturating format's largest value, the
            /// nearest it has to `i32::MAX`, gives `i32::MAX`).
            #[inline]
            fn to_int(self, min: i128, max: i128) -> i128 {
                let x = <$t>::to_f64(self);
                let (low, high) = (<$t>::from_f64(min as f64).to_f64(), <$t>::from_f64(max as f64).to_f64());
                if x.is_nan() {
                    0
                } else if x >= high {
                    max
                } else if x <= low {
                    min
                } else {
                    x as i128
                }
            }
        }
    )*};
}

/// The `to_*` methods of a type that converts as its exact `f32` value does.
macro_rules! via_f32 {
    ($($to:ident: $target:ty),*) => {$(
        #[inline]
        fn $to(self) -> $target {
            Element::to_f32(self).$to()
        }
    )*};
}

with_elements!(small_floats: minifloat_element!(@all));

/// The narrow integers convert as their value, in `i8` or `u8`, does; into
/// them, integers keep their low bits and floats saturate.
macro_rules! intn_element {
    ($($t:ident),*) => {$(
        impl Element for $t {
            type Sum = SumInOrder;
            #[inline]
            fn cast_from<S: Element>(source: S) -> Self {
                // XLA converts into a 1-bit integer as into `bool`: any
                // nonzero value is all ones (-1 for `int1`, 1 for `uint1`).
                // (of its real part, flushed: a subnormal is a zero).
                if <$t>::BITS == 1 {
                    return <$t>::wrapping_from_i64(i64::from(source.to_f32().to_bool()));
                }
                let (min, max) = (i64::from(<$t>::MIN.get()), i64::from(<$t>::MAX.get()));
                <$t>::wrapping_from_i64(source.to_narrow_int(min, max))
            }
            #[inline]
            fn to_f32_odd(self) -> f32 {
                f32::from(self.get())
            }
            intn_element!(@via to_bool: bool, to_u8: u8, to_u16: u16, to_u32: u32, to_u64: u64,
                to_i8: i8, to_i16: i16, to_i32: i32, to_i64: i64, to_bf16: bf16, to_f16: f16,
                to_f32: f32, to_f64: f64, to_c64: Complex<f32>, to_c128: Complex<f64>);
        }
    )*};
    (@via $($to:ident: $target:ty),*) => {$(
        #[inline]
        fn $to(self) -> $target {
            self.get().$to()
        }
    )*};
}

with_elements!(narrow_ints: intn_element!());

/// Whole-slice conversions between the half-precision types and `f32`.
mod half_slices {
    /// `f16`: F16C when the CPU has it (`crate::simd`), else one at a time.
    pub mod to_f16 {
        use half::f16;

        #[inline]
        pub fn widen(src: &[f16], dst: &mut [f32]) {
            #[cfg(feature = "std")]
            crate::simd::f16c::f16_to_f32(src, dst);
            #[cfg(not(feature = "std"))]
            for (d, s) in dst.iter_mut().zip(src) {
                *d = s.to_f32();
            }
        }

        #[inline]
        pub fn narrow(src: &[f32], dst: &mut [f16]) {
            #[cfg(feature = "std")]
            crate::simd::f16c::f32_to_f16(src, dst);
            #[cfg(not(feature = "std"))]
            for (d, &s) in dst.iter_mut().zip(src) {
                *d = f16::from_f32(s);
            }
        }
    }

    /// `bfloat16` is the top half of an `f32`: plain integer code, which the
    /// compiler vectorises, with the rounding of `half::bf16::from_f32`.
    pub mod to_bf16 {
        use half::bf16;

        use crate::scalar::float::round_to_bf16;

        #[inline]
        pub fn widen(src: &[bf16], dst: &mut [f32]) {
            for (d, s) in dst.iter_mut().zip(src) {
                *d = f32::from_bits(u32::from(s.to_bits()) << 16);
            }
        }

        #[inline]
        pub fn narrow(src: &[f32], dst: &mut [bf16]) {
            for (d, &s) in dst.iter_mut().zip(src) {
                *d = bf16::from_bits(round_to_bf16(s.to_bits()));
            }
        }

        #[cfg(test)]
        mod tests {
            use super::*;

            #[test]
            fn rounds_like_half_on_every_pattern_class() {
                let mut state = 0x1234_5678_u32;
                let check = |x: u32| {
                    assert_eq!(
                        round_to_bf16(x),
                        bf16::from_f32(f32::from_bits(x)).to_bits(),
                        "{x:#010x}"
                    );
                };
                for high in 0..=u16::MAX {
                    let h = u32::from(high) << 16;
                    for low in [0, 1, 0x7fff, 0x8000, 0x8001, 0xffff] {
                        check(h | low);
                    }
                }
                for _ in 0..1_000_000 {
                    state ^= state << 13;
                    state ^= state >> 17;
                    state ^= state << 5;
                    check(state);
                }
            }
        }
    }
}

/// Rounds to odd into `f32`, from `nearest`, the value rounded to nearest, and
/// how `|nearest|` compares with the exact value's magnitude: the exact value
/// if it is an `f32`, else of its two `f32` neighbours the one whose last bit
/// is set. Rounding that to a half type to nearest gives the correctly rounded
/// result, which rounding twice to nearest does not always (a value just past
/// a half-way point can land on it).
#[inline]
fn odd_f32(nearest: f32, past: Option<core::cmp::Ordering>) -> f32 {
    use core::cmp::Ordering::{Greater, Less};
    match past {
        _ if !nearest.is_finite() => nearest,
        Some(Greater) => f32::from_bits((nearest.to_bits() - 1) | 1),
        Some(Less) => f32::from_bits(nearest.to_bits() | 1),
        _ => nearest,
    }
}

/// An element's bit pattern as an unsigned integer (in its low bits), for
/// `lax.bitcast_convert_type`: the real integer and float types, not `bool`
/// and the complex types, which JAX bitcasts only to themselves.
#[doc(hidden)]
pub trait RawBits: Element {
    /// The bits, in the low bits of the result.
    fn to_raw(self) -> u64;
    /// The element with these low bits (those above its width ignored).
    fn from_raw(bits: u64) -> Self;
}

/// `RawBits` of the primitive integers and floats: their little-endian
/// bytes, zero-extended.
macro_rules! raw_bytes {
    ($($t:ty),*) => {$(
        impl RawBits for $t {
            #[inline]
            fn to_raw(self) -> u64 {
                let mut wide = [0_u8; 8];
                wide[..size_of::<$t>()].copy_from_slice(&self.to_le_bytes());
                u64::from_le_bytes(wide)
            }
            #[inline]
            fn from_raw(bits: u64) -> Self {
                let mut bytes = [0_u8; size_of::<$t>()];
                bytes.copy_from_slice(&bits.to_le_bytes()[..size_of::<$t>()]);
                <$t>::from_le_bytes(bytes)
            }
        }
    )*};
}

/// `RawBits` of the narrow integers and the extended floats: their byte.
macro_rules! raw_byte {
    ($($t:ty),*) => {$(
        impl RawBits for $t {
            #[inline]
            fn to_raw(self) -> u64 {
                u64::from(self.to_bits())
            }
            #[inline]
            fn from_raw(bits: u64) -> Self {
                <$t>::from_bits(bits as u8)
            }
        }
    )*};
}

with_elements!(primitive_ints: raw_bytes!());
with_elements!(floats: raw_bytes!());
with_elements!(narrow_ints: raw_byte!());
with_elements!(small_floats: raw_byte!());
