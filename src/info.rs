//! `finfo`, `iinfo` and `isdtype`: the facts of a dtype's number format, as
//! `jnp.finfo` and `jnp.iinfo` give them (NumPy's, with ml_dtypes for
//! `bfloat16`). Each fact comes from the element type's own constants
//! (`f32::EPSILON`, `half::bf16::MAX`, `i8::MIN`, …), and
//! `tests/jax_info.rs` checks every field against real JAX.

use core::fmt;
use core::str::FromStr;

use half::{bf16, f16};

use crate::runtime::KeptName;
use crate::{DTypeId, Kind};

/// The facts of a floating dtype's format: [`finfo`]'s answer, with
/// `jnp.finfo`'s field names. Values are `f64`s holding the format's own
/// values exactly (`resolution` of `BFloat16` is 0.01 rounded to `bfloat16`,
/// 0.010009765625, as NumPy gives it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FloatInfo {
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

/// The facts of an integer dtype's format: [`iinfo`]'s answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntInfo {
    /// The integer dtype described: itself, or `Int64` for the weak int.
    pub dtype: DTypeId,
    /// Bits of the format.
    pub bits: u32,
    /// The smallest value.
    pub min: i128,
    /// The largest value.
    pub max: i128,
}

/// `jnp.finfo(dtype)`: the facts of a floating or complex dtype's format
/// (a complex dtype's are its real part's, as in NumPy); `None` for `Bool`
/// and the integers, for which JAX raises.
///
/// ```
/// use dtype_lattice::*;
///
/// let h = finfo(DTypeId::Float16).unwrap();
/// assert_eq!((h.eps, h.max, h.precision), (2f64.powi(-10), 65504.0, 3));
/// assert_eq!(finfo(DTypeId::Complex64).unwrap().dtype, DTypeId::Float32);
/// assert_eq!(finfo(DTypeId::Int8), None);
/// ```
pub fn finfo(dtype: DTypeId) -> Option<FloatInfo> {
    use DTypeId::*;
    // (real dtype, eps, max, smallest normal, digits of the significand,
    // largest exponent, the format rounding a decimal).
    let (real, eps, max, normal, digits, max_exp, round): (_, _, _, _, u32, i32, fn(f64) -> f64) =
        match dtype {
            BFloat16 => (
                BFloat16,
                bf16::EPSILON.to_f64(),
                bf16::MAX.to_f64(),
                bf16::MIN_POSITIVE.to_f64(),
                bf16::MANTISSA_DIGITS,
                bf16::MAX_EXP,
                |x| bf16::from_f64(x).to_f64(),
            ),
            Float16 => (
                Float16,
                f16::EPSILON.to_f64(),
                f16::MAX.to_f64(),
                f16::MIN_POSITIVE.to_f64(),
                f16::MANTISSA_DIGITS,
                f16::MAX_EXP,
                |x| f16::from_f64(x).to_f64(),
            ),
            Float32 | Complex64 => (
                Float32,
                f64::from(f32::EPSILON),
                f64::from(f32::MAX),
                f64::from(f32::MIN_POSITIVE),
                f32::MANTISSA_DIGITS,
                f32::MAX_EXP,
                #[allow(clippy::cast_possible_truncation)]
                |x| f64::from(x as f32),
            ),
            Float64 | Complex128 | WeakFloat | WeakComplex => (
                Float64,
                f64::EPSILON,
                f64::MAX,
                f64::MIN_POSITIVE,
                f64::MANTISSA_DIGITS,
                f64::MAX_EXP,
                |x| x,
            ),
            Bool | UInt8 | UInt16 | UInt32 | UInt64 | Int8 | Int16 | Int32 | Int64 | WeakInt => {
                return None;
            }
        };
    let nmant = digits - 1;
    let minexp = 2 - max_exp;
    // eps = 2^-nmant, so -log10(eps) = nmant · log10(2), whose floor needs no
    // logarithm: the largest p with 10^p <= 2^nmant.
    let precision = (0..)
        .take_while(|&p| pow10(p) <= exp2(i32::try_from(nmant).expect("small")))
        .last()
        .expect("10^0 <= 2^nmant");
    let bits = real.bits();
    Some(FloatInfo {
        dtype: real,
        bits,
        eps,
        epsneg: eps / 2.0,
        max,
        min: -max,
        smallest_normal: normal,
        smallest_subnormal: normal * eps,
        resolution: round(1.0 / pow10(precision)),
        nmant,
        nexp: bits - digits,
        maxexp: max_exp,
        minexp,
        precision,
    })
}

/// `jnp.iinfo(dtype)`: the range of an integer dtype (the weak int's is
/// `Int64`'s); `None` for `Bool` and the inexact dtypes, for which JAX
/// raises.
///
/// ```
/// use dtype_lattice::*;
///
/// let u = iinfo(DTypeId::UInt64).unwrap();
/// assert_eq!((u.bits, u.min, u.max), (64, 0, u64::MAX.into()));
/// assert_eq!(iinfo(DTypeId::WeakInt).unwrap().dtype, DTypeId::Int64);
/// assert_eq!(iinfo(DTypeId::Bool), None);
/// ```
pub fn iinfo(dtype: DTypeId) -> Option<IntInfo> {
    use DTypeId::*;
    let (dtype, min, max) = match dtype {
        UInt8 => (UInt8, 0, u8::MAX.into()),
        UInt16 => (UInt16, 0, u16::MAX.into()),
        UInt32 => (UInt32, 0, u32::MAX.into()),
        UInt64 => (UInt64, 0, u64::MAX.into()),
        Int8 => (Int8, i8::MIN.into(), i8::MAX.into()),
        Int16 => (Int16, i16::MIN.into(), i16::MAX.into()),
        Int32 => (Int32, i32::MIN.into(), i32::MAX.into()),
        Int64 | WeakInt => (Int64, i64::MIN.into(), i64::MAX.into()),
        Bool | BFloat16 | Float16 | Float32 | Float64 | Complex64 | Complex128 | WeakFloat
        | WeakComplex => return None,
    };
    Some(IntInfo {
        dtype,
        bits: dtype.bits(),
        min,
        max,
    })
}

/// `10^p`, exactly for the small `p` used here (no `std` for `powi`).
fn pow10(p: u32) -> f64 {
    (0..p).fold(1.0, |x, _| x * 10.0)
}

/// `2^e` for a small non-negative `e`.
fn exp2(e: i32) -> f64 {
    (0..e).fold(1.0, |x, _| x * 2.0)
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
