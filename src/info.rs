//! `finfo`, `iinfo`, `isdtype` and `can_cast`: the facts of a dtype's number
//! format, as `jnp.finfo` and `jnp.iinfo` give them (NumPy's, with ml_dtypes
//! for `bfloat16`), at compile time (`FloatInfo`, `IntInfo`) and at run time
//! (`Finfo`, `Iinfo`, built from the same constants). Each fact comes from
//! the element type's own constants (`f32::EPSILON`, `half::bf16::MAX`,
//! `i8::MIN`, …), and `tests/jax_info.rs` checks every field against real JAX.

use core::fmt;
use core::str::FromStr;

use half::{bf16, f16};

use typenum::Unsigned;

use crate::dtype::{DType, DTypeId, Kind};
use crate::runtime::KeptName;

/// The facts of a floating dtype's format: [`finfo`]'s answer (NumPy's
/// `finfo` object), with `jnp.finfo`'s field names. Values are `f64`s holding
/// the format's own values exactly (`resolution` of `BFloat16` is 0.01 rounded
/// to `bfloat16`, 0.010009765625, as NumPy gives it). The same facts, typed
/// as the element type, are [`FloatInfo`]'s constants.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Finfo {
    /// The real floating dtype described: a complex dtype's real part, the
    /// weak float's and the weak complex's `Float64` (JAX's `finfo.dtype`).
    pub dtype: DTypeId,
    /// Bits of the format.
    pub bits: u32,
    /// The distance from 1 to the next larger value, `2^-nmant`.
    pub eps: f64,
    /// The distance from 1 to the next smaller value, `2^-(nmant + 1)`.
    pub epsneg: f64,
    /// The largest finite value.
    pub max: f64,
    /// The most negative finite value, `-max`.
    pub min: f64,
    /// The smallest positive normal value, `2^minexp` (NumPy's `tiny`).
    pub smallest_normal: f64,
    /// The smallest positive subnormal value, `2^(minexp - nmant)`.
    pub smallest_subnormal: f64,
    /// `10^-precision`, rounded to the format.
    pub resolution: f64,
    /// Bits of the significand after the point.
    pub nmant: u32,
    /// Bits of the exponent.
    pub nexp: u32,
    /// The smallest power of 2 that overflows, as an exponent.
    pub maxexp: i32,
    /// The exponent of the smallest normal value.
    pub minexp: i32,
    /// Decimal digits of precision, `floor(-log10(eps))`.
    pub precision: u32,
}

/// The facts of an integer dtype's format: [`iinfo`]'s answer (NumPy's
/// `iinfo` object). The same facts, typed as the element type, are
/// [`IntInfo`]'s constants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Iinfo {
    /// The integer dtype described: itself, or `Int64` for the weak int.
    pub dtype: DTypeId,
    /// Bits of the format.
    pub bits: u32,
    /// The smallest value.
    pub min: i128,
    /// The largest value.
    pub max: i128,
}

/// `jnp.finfo` at compile time: the facts of a floating or complex dtype's
/// format as constants, typed as the element type of its real part
/// ([`FloatInfo::Real`]): `<Float16 as FloatInfo>::EPS` is a `half::f16`,
/// `<Complex64 as FloatInfo>::MAX` an `f32`.
///
/// Implemented by the inexact dtypes: `BFloat16`, `Float16`, `Float32`,
/// `Float64`, `Complex64`, `Complex128`, and the weak float and complex, which
/// answer for `Float64` as JAX does. Each value comes from the element type's
/// own constants (`f32::EPSILON`, `half::bf16::MAX`, …); [`finfo`] returns
/// [`FloatInfo::INFO`], and `tests/jax_info.rs` checks both against real JAX.
///
/// ```
/// use dtype_lattice::*;
/// use half::f16;
///
/// assert_eq!(<Float16 as FloatInfo>::EPS, f16::from_f32(0.000_976_562_5));
/// assert_eq!(<Complex64 as FloatInfo>::MAX, f32::MAX);
/// assert_eq!(<BFloat16 as FloatInfo>::PRECISION, 2);
///
/// // Generic code asks its dtype for its epsilon, in its own element type.
/// fn tolerance<D: FloatInfo<Real = D>>() -> D::Elem {
///     D::EPS
/// }
/// assert_eq!(tolerance::<Float32>(), f32::EPSILON);
/// ```
///
/// `Int8` has no float format, so it is a compile error, as `jnp.finfo` raises:
///
/// ```compile_fail
/// use dtype_lattice::prelude::*;
///
/// let _ = <Int8 as FloatInfo>::EPS;
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a floating or complex dtype, so it has no `finfo`",
    note = "`FloatInfo` (`jnp.finfo`) is implemented by `BFloat16`, `Float16`, `Float32`, `Float64`, `Complex64`, `Complex128`, `WeakFloat`, `WeakComplex` and the extended floats `Float8E4M3Fn` … `Float4E2M1Fn`; integers have `IntInfo` (`jnp.iinfo`)"
)]
pub trait FloatInfo: DType {
    /// The real floating dtype described ([`Finfo::dtype`]); the constants
    /// are of its element type.
    type Real: DType;
    /// Bits of the format.
    const BITS: u32;
    /// The distance from 1 to the next larger value, `2^-NMANT`.
    const EPS: <Self::Real as DType>::Elem;
    /// The distance from 1 to the next smaller value, `2^-(NMANT + 1)`.
    const EPSNEG: <Self::Real as DType>::Elem;
    /// The largest finite value.
    const MAX: <Self::Real as DType>::Elem;
    /// The most negative finite value, `-MAX`.
    const MIN: <Self::Real as DType>::Elem;
    /// The smallest positive normal value, `2^MINEXP` (NumPy's `tiny`).
    const SMALLEST_NORMAL: <Self::Real as DType>::Elem;
    /// The smallest positive subnormal value, `2^(MINEXP - NMANT)`.
    const SMALLEST_SUBNORMAL: <Self::Real as DType>::Elem;
    /// `10^-PRECISION`, rounded to the format.
    const RESOLUTION: <Self::Real as DType>::Elem;
    /// Bits of the significand after the point.
    const NMANT: u32;
    /// Bits of the exponent.
    const NEXP: u32;
    /// The smallest power of 2 that overflows, as an exponent.
    const MAXEXP: i32;
    /// The exponent of the smallest normal value.
    const MINEXP: i32;
    /// Decimal digits of precision, `floor(-log10(EPS))`.
    const PRECISION: u32;
    /// All of them, as `f64`s: what [`finfo`] returns for this dtype.
    const INFO: Finfo;
}

/// `jnp.iinfo` at compile time: the range of an integer dtype as constants of
/// its element type: `<Int8 as IntInfo>::MIN` is `-128i8`; generic code finds
/// them as `i128`s in [`IntInfo::INFO`].
///
/// Implemented by the eight integer dtypes and the weak int, which answers for
/// `Int64`; [`iinfo`] returns [`IntInfo::INFO`].
///
/// ```
/// use dtype_lattice::*;
///
/// assert_eq!(<Int8 as IntInfo>::MIN, -128i8);
/// assert_eq!(<UInt16 as IntInfo>::MAX, u16::MAX);
/// assert_eq!(<WeakInt as IntInfo>::INFO.dtype, DTypeId::Int64);
///
/// fn span<D: IntInfo>() -> i128 {
///     D::INFO.max - D::INFO.min
/// }
/// assert_eq!(span::<Int16>(), 65535);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an integer dtype, so it has no `iinfo`",
    note = "`IntInfo` (`jnp.iinfo`) is implemented by `UInt8` … `UInt64`, `Int8` … `Int64`, `WeakInt` and the narrow `Int4` … `UInt1`; floating and complex dtypes have `FloatInfo` (`jnp.finfo`)"
)]
pub trait IntInfo: DType {
    /// Bits of the format.
    const BITS: u32;
    /// The smallest value.
    const MIN: Self::Elem;
    /// The largest value.
    const MAX: Self::Elem;
    /// All of them, with the bounds as `i128`: what [`iinfo`] returns for this dtype.
    const INFO: Iinfo;
}

/// `FloatInfo` of the dtype table's inexact dtypes: each float of its
/// `floats` rows from the consts of its element type, read and written through
/// `f64` by `const fn`s (`float_info!`'s `@to`/`@from`); each complex row
/// as its real part's float, each weak float or complex as its strong dtype.
macro_rules! float_infos {
    (
        []
        bool $bool:tt unsigned $unsigned:tt signed $signed:tt
        floats { $($f:ident { $f_elem:ident, $($f_row:tt)* })* }
        complex { $($c:ident { Complex<$c_elem:ident>, $($c_row:tt)* })* }
        weak_int $weak_int:tt
        weak_float { $($wf:ident $wf_row:tt)* }
        weak_complex { $($wc:ident $wc_row:tt)* }
        $($rest:tt)*
    ) => {
        $(
            impl FloatOf for $f_elem {
                type DType = crate::dtype::$f;
            }
            float_info!($f, $f_elem);
        )*
        $(float_info!(@like $c, <$c_elem as FloatOf>::DType);)*
        $(float_info!(@like $wf, <crate::dtype::$wf as DType>::Strong);)*
        $(float_info!(@like $wc, <crate::dtype::$wc as DType>::Strong);)*
    };
}

mod float_of {
    /// The float dtype of a float element type: the real part of a complex
    /// one. (Public in a private module: it appears in the complex dtypes'
    /// `FloatInfo::Real`, so it cannot be private.)
    pub trait FloatOf {
        type DType: super::FloatInfo;
    }
}
use float_of::FloatOf;

/// `FloatInfo` for the float dtype `$marker`, from the consts of its element
/// type `$elem`; or (`@like`) as that of the dtype `$like`.
macro_rules! float_info {
    ($marker:ident, $elem:ident) => {
        #[diagnostic::do_not_recommend]
        impl FloatInfo for crate::dtype::$marker {
            type Real = crate::dtype::$marker;
            const BITS: u32 = <<crate::dtype::$marker as DType>::Bits as Unsigned>::U32;
            const EPS: $elem = <$elem>::EPSILON;
            const EPSNEG: $elem = float_info!(@from $elem, float_info!(@to $elem, <$elem>::EPSILON) / 2.0);
            const MAX: $elem = <$elem>::MAX;
            const MIN: $elem = <$elem>::MIN;
            const SMALLEST_NORMAL: $elem = <$elem>::MIN_POSITIVE;
            const SMALLEST_SUBNORMAL: $elem = float_info!(@from $elem,
                float_info!(@to $elem, <$elem>::MIN_POSITIVE) * float_info!(@to $elem, <$elem>::EPSILON));
            const RESOLUTION: $elem = float_info!(@from $elem, 1.0 / pow10(Self::PRECISION));
            const NMANT: u32 = <$elem>::MANTISSA_DIGITS - 1;
            const NEXP: u32 = Self::BITS - <$elem>::MANTISSA_DIGITS;
            const MAXEXP: i32 = <$elem>::MAX_EXP;
            const MINEXP: i32 = <$elem>::MIN_EXP - 1;
            const PRECISION: u32 = decimal_digits(Self::NMANT);
            const INFO: Finfo = Finfo {
                dtype: <crate::dtype::$marker as DType>::ID,
                bits: Self::BITS,
                eps: float_info!(@to $elem, Self::EPS),
                epsneg: float_info!(@to $elem, Self::EPSNEG),
                max: float_info!(@to $elem, Self::MAX),
                min: float_info!(@to $elem, Self::MIN),
                smallest_normal: float_info!(@to $elem, Self::SMALLEST_NORMAL),
                smallest_subnormal: float_info!(@to $elem, Self::SMALLEST_SUBNORMAL),
                resolution: float_info!(@to $elem, Self::RESOLUTION),
                nmant: Self::NMANT,
                nexp: Self::NEXP,
                maxexp: Self::MAXEXP,
                minexp: Self::MINEXP,
                precision: Self::PRECISION,
            };
        }
    };
    (@like $marker:ident, $like:ty) => {
        #[diagnostic::do_not_recommend]
        impl FloatInfo for crate::dtype::$marker {
            type Real = <$like as FloatInfo>::Real;
            const BITS: u32 = <$like as FloatInfo>::BITS;
            const EPS: <Self::Real as DType>::Elem = <$like as FloatInfo>::EPS;
            const EPSNEG: <Self::Real as DType>::Elem = <$like as FloatInfo>::EPSNEG;
            const MAX: <Self::Real as DType>::Elem = <$like as FloatInfo>::MAX;
            const MIN: <Self::Real as DType>::Elem = <$like as FloatInfo>::MIN;
            const SMALLEST_NORMAL: <Self::Real as DType>::Elem = <$like as FloatInfo>::SMALLEST_NORMAL;
            const SMALLEST_SUBNORMAL: <Self::Real as DType>::Elem =
                <$like as FloatInfo>::SMALLEST_SUBNORMAL;
            const RESOLUTION: <Self::Real as DType>::Elem = <$like as FloatInfo>::RESOLUTION;
            const NMANT: u32 = <$like as FloatInfo>::NMANT;
            const NEXP: u32 = <$like as FloatInfo>::NEXP;
            const MAXEXP: i32 = <$like as FloatInfo>::MAXEXP;
            const MINEXP: i32 = <$like as FloatInfo>::MINEXP;
            const PRECISION: u32 = <$like as FloatInfo>::PRECISION;
            const INFO: Finfo = <$like as FloatInfo>::INFO;
        }
    };
    // An element as `f64` and back in a `const` (rounding to nearest, ties
    // to even): the one fact of each float format not in its consts.
    (@to bf16, $x:expr) => { bf16::to_f64_const($x) };
    (@to f16, $x:expr) => { f16::to_f64_const($x) };
    (@to f32, $x:expr) => { $x as f64 };
    (@to f64, $x:expr) => { $x };
    (@from bf16, $x:expr) => { bf16::from_f64_const($x) };
    (@from f16, $x:expr) => { f16::from_f64_const($x) };
    (@from f32, $x:expr) => { $x as f32 };
    (@from f64, $x:expr) => { $x };
}

crate::__dtype_table!([float_infos]);

/// The extended floats: their facts from their [`Format`](crate::minifloat::Format),
/// as ml_dtypes' `finfo` gives them. ml_dtypes writes each format's `finfo`
/// by hand rather than computing it as NumPy does; its `precision` (and so
/// `resolution`, 10^-precision in the format) is 1 for every 8-bit format and
/// 0 for the narrower ones, where NumPy's formula would give 0 for most.
/// `float8_e8m0fnu` has no sign, no zero and no subnormals: its `min`,
/// smallest normal and smallest subnormal are all its smallest value, 2^-127.
macro_rules! minifloat_info {
    // The small floats of the dtype table, each with its element type.
    (
        []
        bool $bool:tt unsigned $unsigned:tt signed $signed:tt floats $floats:tt complex $complex:tt
        weak_int $weak_int:tt weak_float $weak_float:tt weak_complex $weak_complex:tt
        small_floats { $($marker:ident { $elem:ident, $($row:tt)* })* } $($rest:tt)*
    ) => {
        minifloat_info!(@impls $($marker: $elem;)*);
    };
    (@impls $($marker:ident: $elem:ident;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl FloatInfo for crate::dtype::$marker {
            type Real = crate::dtype::$marker;
            const BITS: u32 = $elem::FORMAT.width();
            const EPS: $elem = $elem::from_f64(exp2_signed(-($elem::FORMAT.mantissa_bits as i32)));
            // 1 minus the value just below 1.
            const EPSNEG: $elem =
                $elem::from_f64(1.0 - $elem::from_bits($elem::from_f32(1.0).to_bits() - 1).to_f64());
            const MAX: $elem = $elem::from_bits($elem::FORMAT.max_finite_bits());
            const MIN: $elem = if $elem::FORMAT.signed {
                $elem::from_f64(-Self::MAX.to_f64())
            } else {
                $elem::from_bits(0)
            };
            const SMALLEST_NORMAL: $elem = if e8m0($elem::FORMAT) {
                $elem::from_bits(0)
            } else {
                $elem::from_f64(exp2_signed(1 - $elem::FORMAT.bias))
            };
            const SMALLEST_SUBNORMAL: $elem = $elem::from_bits($elem::FORMAT.min_positive_bits());
            const RESOLUTION: $elem = $elem::from_f64(1.0 / pow10(Self::PRECISION));
            const NMANT: u32 = $elem::FORMAT.mantissa_bits;
            const NEXP: u32 = $elem::FORMAT.exponent_bits;
            // One more than the largest finite value's unbiased exponent.
            const MAXEXP: i32 = (($elem::FORMAT.max_finite_bits() as u32 >> Self::NMANT)
                & ((1 << Self::NEXP) - 1)) as i32
                - $elem::FORMAT.bias
                + 1;
            const MINEXP: i32 = if e8m0($elem::FORMAT) { -$elem::FORMAT.bias } else { 1 - $elem::FORMAT.bias };
            const PRECISION: u32 = if Self::BITS == 8 { 1 } else { 0 };
            const INFO: Finfo = Finfo {
                dtype: <crate::dtype::$marker as DType>::ID,
                bits: Self::BITS,
                eps: Self::EPS.to_f64(),
                epsneg: Self::EPSNEG.to_f64(),
                max: Self::MAX.to_f64(),
                min: Self::MIN.to_f64(),
                smallest_normal: Self::SMALLEST_NORMAL.to_f64(),
                smallest_subnormal: Self::SMALLEST_SUBNORMAL.to_f64(),
                resolution: Self::RESOLUTION.to_f64(),
                nmant: Self::NMANT,
                nexp: Self::NEXP,
                maxexp: Self::MAXEXP,
                minexp: Self::MINEXP,
                precision: Self::PRECISION,
            };
        }
    )*};
}

use crate::scalar::{
    F4E2M1Fn, F6E2M3Fn, F6E3M2Fn, F8E3M4, F8E4M3, F8E4M3B11Fnuz, F8E4M3Fn, F8E4M3Fnuz, F8E5M2,
    F8E5M2Fnuz, F8E8M0Fnu,
};

crate::__dtype_table!([minifloat_info]);

/// Whether `format` is `float8_e8m0fnu`'s, all of whose values are normal.
const fn e8m0(format: crate::scalar::Format) -> bool {
    matches!(format.rounding, crate::scalar::Rounding::E8M0)
}

/// `2^e` for a small `e` of either sign, exactly.
const fn exp2_signed(e: i32) -> f64 {
    if e >= 0 {
        exp2(e as u32)
    } else {
        1.0 / exp2((-e) as u32)
    }
}

/// `IntInfo` for each integer dtype, from its element type's consts (a
/// narrow integer's value through `.get()`).
macro_rules! int_info {
    ($($marker:ident: $elem:ty $(, .$get:ident())?;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl IntInfo for crate::dtype::$marker {
            const BITS: u32 = <$elem>::BITS;
            const MIN: $elem = <$elem>::MIN;
            const MAX: $elem = <$elem>::MAX;
            const INFO: Iinfo = Iinfo {
                dtype: <<crate::dtype::$marker as DType>::Strong as DType>::ID,
                bits: Self::BITS,
                // Lossless: every element type here fits in `i128`.
                min: Self::MIN$(.$get())? as i128,
                max: Self::MAX$(.$get())? as i128,
            };
        }
    )*};
}

/// `IntInfo` of the dtype table's integer dtypes, each from its row's
/// element type (as the table names it): the narrow integers' values
/// through `.get()`.
macro_rules! int_infos {
    (
        []
        bool $bool:tt
        unsigned { $($u:ident { $u_elem:ty, $($u_row:tt)* })* }
        signed { $($s:ident { $s_elem:ty, $($s_row:tt)* })* }
        floats $floats:tt complex $complex:tt
        weak_int { $($wi:ident { $wi_elem:ty, $($wi_row:tt)* })* }
        weak_float $weak_float:tt weak_complex $weak_complex:tt small_floats $small_floats:tt
        int4s { $($i4:ident { $i4_elem:ty, $($i4_row:tt)* })* }
        narrower_ints { $($n:ident { $n_elem:ty, $($n_row:tt)* })* }
    ) => {
        int_info! {
            $($u: $u_elem;)*
            $($s: $s_elem;)*
            $($wi: $wi_elem;)*
            $($i4: $i4_elem, .get();)*
            $($n: $n_elem, .get();)*
        }
    };
}

// The narrow integers' element types by the names the dtype table gives them.
use crate::scalar::{I1, I2, I4, U1, U2, U4};

crate::__dtype_table!([int_infos]);

/// `jnp.finfo(dtype)`: the facts of a floating or complex dtype's format
/// (a complex dtype's are its real part's, as in NumPy): its
/// [`FloatInfo::INFO`]. `None` for `Bool` and the integers, for which JAX
/// raises.
///
/// ```
/// use dtype_lattice::*;
///
/// let h = finfo(DTypeId::Float16).unwrap();
/// assert_eq!((h.eps, h.max, h.precision), (2f64.powi(-10), 65504.0, 3));
/// assert_eq!(finfo(DTypeId::Complex64).unwrap().dtype, DTypeId::Float32);
/// assert_eq!(finfo(DTypeId::Int8), None);
/// ```
pub const fn finfo(dtype: DTypeId) -> Option<Finfo> {
    finfo_of(dtype)
}

/// `jnp.iinfo(dtype)`: the range of an integer dtype (the weak int's is
/// `Int64`'s), its [`IntInfo::INFO`]; `None` for `Bool` and the inexact
/// dtypes, for which JAX raises.
///
/// ```
/// use dtype_lattice::*;
///
/// let u = iinfo(DTypeId::UInt64).unwrap();
/// assert_eq!((u.bits, u.min, u.max), (64, 0, u64::MAX.into()));
/// assert_eq!(iinfo(DTypeId::WeakInt).unwrap().dtype, DTypeId::Int64);
/// assert_eq!(iinfo(DTypeId::Bool), None);
/// ```
pub const fn iinfo(dtype: DTypeId) -> Option<Iinfo> {
    iinfo_of(dtype)
}

/// `finfo` and `iinfo` of each dtype, by its kind (the dtype table's
/// column): the floating and complex dtypes have [`FloatInfo`], the integers
/// [`IntInfo`], `Bool` neither.
macro_rules! infos {
    ([] $($group:ident { $($d:ident { $elem:ty, $kind:ident, $($row:tt)* })* })*) => {
        const fn finfo_of(dtype: DTypeId) -> Option<Finfo> {
            match dtype {
                $($(DTypeId::$d => infos!(@finfo $kind $d),)*)*
            }
        }

        const fn iinfo_of(dtype: DTypeId) -> Option<Iinfo> {
            match dtype {
                $($(DTypeId::$d => infos!(@iinfo $kind $d),)*)*
            }
        }
    };
    (@finfo Floating $d:ident) => { Some(<crate::dtype::$d as FloatInfo>::INFO) };
    (@finfo ComplexFloating $d:ident) => { Some(<crate::dtype::$d as FloatInfo>::INFO) };
    (@finfo $kind:ident $d:ident) => { None };
    (@iinfo SignedInteger $d:ident) => { Some(<crate::dtype::$d as IntInfo>::INFO) };
    (@iinfo UnsignedInteger $d:ident) => { Some(<crate::dtype::$d as IntInfo>::INFO) };
    (@iinfo $kind:ident $d:ident) => { None };
}

crate::__dtype_table!([infos]);

/// `floor(nmant · log10(2))`, the decimal digits of a significand of `nmant`
/// bits after the point, without a logarithm: the largest `p` with
/// `10^p <= 2^nmant`.
const fn decimal_digits(nmant: u32) -> u32 {
    let mut p = 0;
    while pow10(p + 1) <= exp2(nmant) {
        p += 1;
    }
    p
}

/// `10^p`, exactly for the small `p` used here.
const fn pow10(p: u32) -> f64 {
    let mut x = 1.0;
    let mut i = 0;
    while i < p {
        x *= 10.0;
        i += 1;
    }
    x
}

/// `2^e` for a small `e`.
const fn exp2(e: u32) -> f64 {
    let mut x = 1.0;
    let mut i = 0;
    while i < e {
        x *= 2.0;
        i += 1;
    }
    x
}

/// A kind of dtype of the Array API standard, for [`DTypeId::isdtype`]
/// (`jnp.isdtype`); parsed from the standard's strings (`"real floating"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// `"bool"`.
    Bool,
    /// `"signed integer"`: `int8` … `int64` (and the weak int).
    SignedInteger,
    /// `"unsigned integer"`: `uint8` … `uint64`.
    UnsignedInteger,
    /// `"integral"`: the signed and unsigned integers, not `bool`.
    Integral,
    /// `"real floating"`: `bfloat16`, `float16`, `float32`, `float64` (and the
    /// weak float).
    RealFloating,
    /// `"complex floating"`: `complex64`, `complex128` (and the weak complex).
    ComplexFloating,
    /// `"numeric"`: every dtype but `bool`.
    Numeric,
}

impl Category {
    /// Every category, in the standard's order.
    pub const ALL: [Category; 7] = [
        Category::Bool,
        Category::SignedInteger,
        Category::UnsignedInteger,
        Category::Integral,
        Category::RealFloating,
        Category::ComplexFloating,
        Category::Numeric,
    ];

    /// The standard's name: `"real floating"`.
    pub const fn name(self) -> &'static str {
        match self {
            Category::Bool => "bool",
            Category::SignedInteger => "signed integer",
            Category::UnsignedInteger => "unsigned integer",
            Category::Integral => "integral",
            Category::RealFloating => "real floating",
            Category::ComplexFloating => "complex floating",
            Category::Numeric => "numeric",
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Category {
    type Err = ParseCategoryError;

    /// The standard's name, exactly: `"signed integer"`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Category::ALL
            .into_iter()
            .find(|c| c.name() == s)
            .ok_or(ParseCategoryError {
                name: KeptName::new(s),
            })
    }
}

/// A string that names no [`Category`]; its message lists the names.
///
/// ```
/// use dtype_lattice::*;
///
/// let error = "float".parse::<Category>().unwrap_err();
/// assert!(error.to_string().starts_with("unknown dtype kind `float`: expected one of"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseCategoryError {
    name: KeptName,
}

impl ParseCategoryError {
    /// The rejected name (its first 32 bytes, if it was longer).
    pub fn name(&self) -> &str {
        self.name.as_str()
    }
}

impl fmt::Display for ParseCategoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown dtype kind `{}`: expected one of ", self.name)?;
        for (i, category) in Category::ALL.iter().enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            write!(f, "{sep}\"{category}\"")?;
        }
        f.write_str(" (the Array API standard's kinds)")
    }
}

impl core::error::Error for ParseCategoryError {}

impl DTypeId {
    /// `jnp.isdtype(dtype, kind)`: whether this dtype is of the Array API
    /// kind. A weak type is of its kind (JAX answers for the Python type it
    /// stands for: `int` is a signed integer).
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// assert!(DTypeId::BFloat16.isdtype(Category::RealFloating));
    /// assert!(!DTypeId::Bool.isdtype("integral".parse()?));
    /// assert!(DTypeId::WeakInt.isdtype(Category::Numeric));
    /// # Ok::<(), ParseCategoryError>(())
    /// ```
    pub const fn isdtype(self, category: Category) -> bool {
        let kind = self.kind();
        match category {
            Category::Bool => matches!(kind, Kind::Bool),
            Category::SignedInteger => matches!(kind, Kind::SignedInteger),
            Category::UnsignedInteger => matches!(kind, Kind::UnsignedInteger),
            Category::Integral => matches!(kind, Kind::SignedInteger | Kind::UnsignedInteger),
            Category::RealFloating => matches!(kind, Kind::Floating),
            Category::ComplexFloating => matches!(kind, Kind::ComplexFloating),
            Category::Numeric => !matches!(kind, Kind::Bool),
        }
    }
}

/// NumPy's casting modes, for [`can_cast`] (`jnp.can_cast`'s `casting`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Casting {
    /// `"no"`: only a dtype to itself.
    No,
    /// `"equiv"`: only a dtype to itself (byte order, the other freedom NumPy
    /// allows here, is not a dtype of this crate).
    Equiv,
    /// `"safe"` (the default): casts that keep every value.
    #[default]
    Safe,
    /// `"same_kind"`: safe casts, and casts within a kind or up the kinds
    /// (`float64` to `float32`, `uint8` to `int8`).
    SameKind,
    /// `"unsafe"`: every cast.
    Unsafe,
}

impl Casting {
    /// Every mode, from the strictest.
    pub const ALL: [Casting; 5] = [
        Casting::No,
        Casting::Equiv,
        Casting::Safe,
        Casting::SameKind,
        Casting::Unsafe,
    ];

    /// NumPy's name: `"same_kind"`.
    pub const fn name(self) -> &'static str {
        match self {
            Casting::No => "no",
            Casting::Equiv => "equiv",
            Casting::Safe => "safe",
            Casting::SameKind => "same_kind",
            Casting::Unsafe => "unsafe",
        }
    }
}

impl fmt::Display for Casting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `jnp.can_cast(from, to, casting)`: whether NumPy (with ml_dtypes for
/// `bfloat16`) allows the cast in that mode. A weak type counts as its
/// 64-bit dtype, as JAX reads a Python type.
///
/// `"safe"` keeps every value: an integer of `v` value bits to an integer
/// that holds them all, or to a float (or complex) whose significand has at
/// least `v` digits, and the 64-bit integers to `float64` and `complex128`
/// too (NumPy's rule, though they can round); a float to one with at least
/// its significand and exponent range (so neither of `bfloat16` and
/// `float16` to the other), or to a complex number of such parts.
/// `"same_kind"` adds the casts down a kind or up the kinds `bool` <
/// unsigned < signed < float < complex, with ml_dtypes' registrations for
/// `bfloat16`: every number may be cast to it (a complex one too), and it
/// only safely to others (not to `float16`).
///
/// ```
/// use dtype_lattice::{Casting, DTypeId::*, can_cast};
///
/// assert!(can_cast(Int16, Float32, Casting::Safe));
/// assert!(!can_cast(Int16, Float16, Casting::Safe));
/// assert!(can_cast(UInt64, Float64, Casting::Safe)); // NumPy's rule
/// assert!(can_cast(Float64, Float32, Casting::SameKind));
/// assert!(!can_cast(Float32, Int32, Casting::SameKind));
/// ```
pub fn can_cast(from: DTypeId, to: DTypeId, casting: Casting) -> bool {
    let (from, to) = (from.strong(), to.strong());
    match casting {
        Casting::No | Casting::Equiv => from as u8 == to as u8,
        Casting::Safe => safe_cast(from, to),
        Casting::SameKind => {
            safe_cast(from, to)
                || match (from, to) {
                    (DTypeId::BFloat16, _) => false,
                    (_, DTypeId::BFloat16) => true,
                    _ => kind_rank(from.kind()) <= kind_rank(to.kind()),
                }
        }
        Casting::Unsafe => true,
    }
}

/// NumPy's `"safe"` casting, on strong dtypes.
fn safe_cast(from: DTypeId, to: DTypeId) -> bool {
    let (fk, tk) = (from.kind(), to.kind());
    match (fk, tk) {
        _ if from as u8 == to as u8 => true,
        (Kind::Bool, _) => true,
        (_, Kind::Bool) => false,
        (
            Kind::UnsignedInteger | Kind::SignedInteger,
            Kind::UnsignedInteger | Kind::SignedInteger,
        ) => {
            let signed = |k| matches!(k, Kind::SignedInteger);
            match (signed(fk), signed(tk)) {
                (false, false) | (true, true) => from.bits() <= to.bits(),
                (false, true) => from.bits() < to.bits(),
                (true, false) => false,
            }
        }
        (Kind::UnsignedInteger | Kind::SignedInteger, _) => {
            let value_bits = from.bits() - u32::from(matches!(fk, Kind::SignedInteger));
            let part = finfo(to).expect("a float or complex dtype");
            value_bits <= part.nmant + 1
                || (from.bits() == 64 && part.dtype as u8 == DTypeId::Float64 as u8)
        }
        (_, Kind::UnsignedInteger | Kind::SignedInteger) => false,
        (Kind::ComplexFloating, Kind::Floating) => false,
        _ => {
            let (a, b) = (finfo(from).expect("inexact"), finfo(to).expect("inexact"));
            a.nmant <= b.nmant && a.maxexp <= b.maxexp
        }
    }
}

/// The order of the kinds that `"same_kind"` casts may climb.
const fn kind_rank(kind: Kind) -> u8 {
    match kind {
        Kind::Bool => 0,
        Kind::UnsignedInteger => 1,
        Kind::SignedInteger => 2,
        Kind::Floating => 3,
        Kind::ComplexFloating => 4,
    }
}
