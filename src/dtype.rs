//! The 35 dtypes (JAX's 18 classic ones and its 17 extended ones): zero-sized markers, the [`DType`] trait, kinds, and the
//! run-time [`DTypeId`], all declared from one table.

use core::fmt;
use core::hash::Hash;

use half::{bf16, f16};

use crate::scalar::Element;
use num_complex::Complex;
use typenum::{B0, B1, IsGreater, Unsigned};

use crate::scalar::{
    F4E2M1Fn, F6E2M3Fn, F6E3M2Fn, F8E3M4, F8E4M3, F8E4M3B11Fnuz, F8E4M3Fn, F8E4M3Fnuz, F8E5M2,
    F8E5M2Fnuz, F8E8M0Fnu,
};
use crate::scalar::{I1, I2, I4, U1, U2, U4};

mod sealed {
    pub trait Sealed {}
}

/// A dtype marker: one of JAX's 35 dtypes, as a zero-sized type.
///
/// Implemented by exactly the 35 markers ([`Bool`] … [`WeakComplex`], then
/// the extended [`Float8E4M3Fn`] … [`UInt1`]), and the three weak types as
/// JAX stores them with x64 disabled ([`WeakInt32`], [`WeakFloat32`],
/// [`WeakComplex64`], whose `ID` is their weak type's); the trait is sealed,
/// so that [`DType::ID`] and the promotion impls cannot disagree.
///
/// ```
/// use dtype_lattice::*;
/// use typenum::Unsigned;
///
/// // Generic code can ask for a kind at the type level.
/// fn epsilon<D: DType<Kind = Floating>>() -> &'static str {
///     D::NAME
/// }
/// assert_eq!(epsilon::<BFloat16>(), "bfloat16");
/// assert_eq!(<Int16 as DType>::Bits::U32, 16);
/// assert!(WeakFloat::IS_WEAK && WeakFloat::ID.is_weak());
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a dtype",
    label = "not one of dtype-lattice's 35 dtype markers",
    note = "dtypes are the marker types `Bool`, `UInt8` … `Complex128`, `WeakInt`, `WeakFloat` and `WeakComplex`, and the extended `Float8E4M3Fn` … `Float4E2M1Fn`, `Int4` … `UInt1`"
)]
pub trait DType:
    sealed::Sealed + Copy + Clone + Default + fmt::Debug + PartialEq + Eq + Hash + Send + Sync + 'static
{
    /// The Rust type of one element of a tensor of this dtype. The weak types
    /// store what JAX stores for them with x64 enabled: `i64`, `f64`, `Complex<f64>`.
    type Elem: Element;
    /// The width in bits, as a type-level number (`bool` is one byte wide).
    type Bits: Unsigned;
    /// The kind: [`Boolean`], [`UnsignedInteger`], [`SignedInteger`],
    /// [`Floating`] or [`ComplexFloating`].
    type Kind: DTypeKind;
    /// The dtype JAX stores values of this dtype in, with x64: itself, or the
    /// 64-bit dtype of its kind for a weak type (`Int64`, `Float64`,
    /// `Complex128`); `max` and `min` return it.
    type Strong: DType;
    /// The dtype a tensor of this dtype holds with x64 disabled (JAX's
    /// default, the [`StandardX32`](crate::StandardX32) and
    /// [`StrictX32`](crate::StrictX32) policies): the 32-bit dtype of its
    /// kind for a 64-bit one (`Int64` gives `Int32`, `Complex128`
    /// `Complex64`), the weak type stored at 32 bits for a weak one
    /// (`WeakFloat` gives [`WeakFloat32`]), itself otherwise.
    type X32: DType;
    /// With x64 disabled and explicitly requested 64-bit dtypes allowed
    /// (JAX's `jax_explicit_x64_dtypes='allow'`, the
    /// [`StandardX32Explicit`](crate::StandardX32Explicit) and
    /// [`StrictX32Explicit`](crate::StrictX32Explicit) policies), the dtype
    /// a result of dtype `R` computed from this dtype is stored in: `R`
    /// where this is a 64-bit dtype (one that [`X32`](Self::X32) narrows),
    /// `R::X32` otherwise. A result keeps 64 bits only where its input has
    /// them: the sum of an `Int64` tensor is `Int64`, of an `Int8` tensor
    /// `Int32`; a weak type is held at 32 bits (`WeakFloat::X32Explicit<WeakFloat>`
    /// is [`WeakFloat32`]).
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// static_assertions::assert_type_eq_all!(<Int64 as DType>::X32Explicit<Int64>, Int64);
    /// static_assertions::assert_type_eq_all!(<Int8 as DType>::X32Explicit<Int64>, Int32);
    /// static_assertions::assert_type_eq_all!(<WeakFloat as DType>::X32Explicit<WeakFloat>, WeakFloat32);
    /// ```
    type X32Explicit<R: DType>: DType;
    /// The dtype's node on the promotion lattice: itself, or for the weak
    /// types as x32 stores them ([`WeakInt32`] …), the weak type they store.
    type Node: DType;
    /// The run-time id of this dtype.
    const ID: DTypeId;
    /// Whether this is one of JAX's weak types (a Python scalar's type).
    const IS_WEAK: bool;
    /// JAX's name: `"int8"`, `"bfloat16"`, …; `"i*"`, `"f*"`, `"c*"` for the weak types.
    const NAME: &'static str;
}

/// The kind of a dtype, at run time. See [`DTypeKind`] for the type level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `bool`.
    Bool,
    /// `uint8` … `uint64`.
    UnsignedInteger,
    /// `int8` … `int64`, and the weak int.
    SignedInteger,
    /// `bfloat16`, `float16`, `float32`, `float64`, and the weak float.
    Floating,
    /// `complex64`, `complex128`, and the weak complex.
    ComplexFloating,
}

/// A kind marker, the type of [`DType::Kind`].
pub trait DTypeKind:
    sealed::Sealed + Copy + Clone + Default + fmt::Debug + PartialEq + Eq + Hash + Send + Sync + 'static
{
    /// The same kind at run time.
    const KIND: Kind;
}

macro_rules! kinds {
    ($($(#[$doc:meta])* $marker:ident => $kind:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $marker;
        impl sealed::Sealed for $marker {}
        impl DTypeKind for $marker {
            const KIND: Kind = Kind::$kind;
        }
    )*};
}

kinds! {
    /// The kind of [`Bool`].
    Boolean => Bool;
    /// The kind of the unsigned integers [`UInt8`] … [`UInt64`].
    UnsignedInteger => UnsignedInteger;
    /// The kind of the signed integers [`Int8`] … [`Int64`] and [`WeakInt`].
    SignedInteger => SignedInteger;
    /// The kind of [`BFloat16`], [`Float16`], [`Float32`], [`Float64`] and [`WeakFloat`].
    Floating => Floating;
    /// The kind of [`Complex64`], [`Complex128`] and [`WeakComplex`].
    ComplexFloating => ComplexFloating;
}

/// `Then` for `typenum`'s true, `Else` for its false: a type-level `if`.
pub trait Choose<Then, Else> {
    /// The chosen type.
    type Output;
}

impl<Then, Else> Choose<Then, Else> for B1 {
    type Output = Then;
}

impl<Then, Else> Choose<Then, Else> for B0 {
    type Output = Else;
}

/// Declares the markers, their `DType` impls and `DTypeId`, from the rows
/// of [`__dtype_table!`](crate::__dtype_table).
macro_rules! dtypes {
    // The groups matter to other readers of the table; here, the rows alone.
    ([] $($group:ident { $($rows:tt)* })*) => {
        dtypes!(@rows $($($rows)*)*);
    };
    (@rows $(
        $marker:ident {
            $elem:ty, $kind:ident, $bits:ident, weak: $weak:tt,
            strong: $strong:ident, x32: $x32:ident, $name:literal, $code:literal, $what:literal,
            npy: $npy:literal, safetensors: $safetensors:tt
        }
    )*) => {
        $(
            #[doc = concat!("The dtype `", $name, "`: ", $what, ".")]
            ///
            #[doc = concat!("Elements are `", stringify!($elem), "`; JAX's table writes it `", $code, "`.")]
            #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
            pub struct $marker;

            impl sealed::Sealed for $marker {}

            impl DType for $marker {
                type Elem = $elem;
                type Bits = typenum::consts::$bits;
                type Kind = $kind;
                type Strong = $strong;
                type X32 = $x32;
                type X32Explicit<R: DType> = dtypes!(@x32_explicit $weak, $bits, $x32, R);
                type Node = $marker;
                const ID: DTypeId = DTypeId::$marker;
                const IS_WEAK: bool = $weak;
                const NAME: &'static str = $name;
            }
        )*

        /// A dtype at run time: one variant per dtype marker, named like it.
        ///
        /// Answers the same questions as the types, from the same lattice:
        /// [`promote_types`](crate::promote_types) and the join at the type
        /// level come from one expansion of [`lattice!`](crate::lattice).
        /// `Display` writes JAX's name and `FromStr` reads JAX's and NumPy's
        /// names and the codes of JAX's promotion table.
        ///
        /// ```
        /// use dtype_lattice::*;
        ///
        /// let a: DTypeId = "int8".parse()?;
        /// let b: DTypeId = "u1".parse()?;
        /// assert_eq!(promote_types(a, b), Ok(DTypeId::Int16));
        /// assert_eq!(DTypeId::BFloat16.to_string(), "bfloat16");
        /// assert_eq!(DTypeId::WeakFloat.bits(), 64);
        /// # Ok::<(), ParseDTypeError>(())
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        #[non_exhaustive]
        pub enum DTypeId {
            $(
                #[doc = concat!("`", $name, "`: ", $what, ".")]
                $marker,
            )*
        }

        impl DTypeId {
            /// Every dtype: the 18 of JAX's promotion table in its order
            /// ([`CLASSIC`](Self::CLASSIC)), then the 17 extended ones
            /// ([`EXTENDED`](Self::EXTENDED)).
            pub const ALL: [DTypeId; [$(DTypeId::$marker),*].len()] = [$(DTypeId::$marker),*];

            /// JAX's name: `"int8"`, `"bfloat16"`, …; `"i*"`, `"f*"`, `"c*"` for the weak types.
            pub const fn name(self) -> &'static str {
                match self { $(DTypeId::$marker => $name,)* }
            }

            /// The short code of JAX's promotion table: `"b1"`, `"i1"`, `"bf"`, `"c8"`, `"i*"`, …;
            /// the table has none for the extended dtypes, whose code is their name.
            pub const fn code(self) -> &'static str {
                match self { $(DTypeId::$marker => $code,)* }
            }

            /// The dtype string of a `.npy` file of this dtype, as NumPy
            /// writes it (see the dtype table's `npy` column).
            #[cfg(feature = "io-list")]
            pub(crate) const fn npy_descr(self) -> &'static str {
                match self { $(DTypeId::$marker => $npy,)* }
            }

            /// safetensors' name of this dtype, where the format has it
            /// (see the dtype table's `safetensors` column).
            #[cfg(feature = "io-list")]
            pub(crate) const fn safetensors_name(self) -> Option<&'static str> {
                match self { $(DTypeId::$marker => dtypes!(@some $safetensors),)* }
            }

            /// The width in bits (`bool` is one byte wide; the weak types are as wide as
            /// what they store, `i64`, `f64` and `Complex<f64>`).
            pub const fn bits(self) -> u32 {
                match self { $(DTypeId::$marker => <typenum::consts::$bits as Unsigned>::U32,)* }
            }

            /// The size of one element in bytes, as NumPy's `itemsize`: the
            /// width rounded up to whole bytes (the extended dtypes of 4, 6, 2
            /// and 1 bits take one byte each, as ml_dtypes stores them).
            ///
            /// ```
            /// use dtype_lattice::DTypeId;
            ///
            /// assert_eq!(DTypeId::Complex64.itemsize(), 8);
            /// assert_eq!(DTypeId::Int4.itemsize(), 1);
            /// ```
            pub const fn itemsize(self) -> usize {
                self.bits().div_ceil(8) as usize
            }

            /// The kind: bool, unsigned, signed, floating or complex.
            pub const fn kind(self) -> Kind {
                match self { $(DTypeId::$marker => <$kind as DTypeKind>::KIND,)* }
            }

            /// Whether this is one of JAX's weak types.
            pub const fn is_weak(self) -> bool {
                match self { $(DTypeId::$marker => $weak,)* }
            }

            /// The dtype JAX stores values of this dtype in, with x64, as
            /// [`DType::Strong`]: itself, or the 64-bit dtype of its kind for a
            /// weak type.
            ///
            /// ```
            /// use dtype_lattice::DTypeId;
            ///
            /// assert_eq!(DTypeId::WeakFloat.strong(), DTypeId::Float64);
            /// assert_eq!(DTypeId::Int8.strong(), DTypeId::Int8);
            /// ```
            pub const fn strong(self) -> DTypeId {
                match self { $(DTypeId::$marker => DTypeId::$strong,)* }
            }

            /// The dtype JAX gives an array of this dtype with x64 disabled
            /// (`jax_enable_x64=False`, JAX's default; `jax.dtypes.canonicalize_dtype`),
            /// the `x32` column of the table: `int64` is `int32`, `uint64`
            /// `uint32`, `float64` `float32`, `complex128` `complex64`; every
            /// other dtype is itself, and so are the weak types, which x32
            /// stores in 32 bits.
            ///
            /// ```
            /// use dtype_lattice::DTypeId;
            ///
            /// assert_eq!(DTypeId::UInt64.canonical_x32(), DTypeId::UInt32);
            /// assert_eq!(DTypeId::Int8.canonical_x32(), DTypeId::Int8);
            /// assert_eq!(DTypeId::WeakFloat.canonical_x32(), DTypeId::WeakFloat);
            /// ```
            pub const fn canonical_x32(self) -> DTypeId {
                match self { $(DTypeId::$marker => <$x32 as DType>::ID,)* }
            }

            /// Whether this is one of JAX's extended dtypes (ml_dtypes'
            /// `float8_*`, `float6_*`, `float4_e2m1fn`, `int4`, `uint4`, `int2`,
            /// `uint2`, `int1`, `uint1`), beyond the 18 of JAX's promotion table.
            pub const fn is_extended(self) -> bool {
                self.index() >= DTypeId::CLASSIC.len()
            }

            /// The position of this dtype in [`DTypeId::ALL`].
            pub const fn index(self) -> usize {
                self as usize
            }
        }
    };
    // A weak type is held at 32 bits; a strong dtype keeps `R` where x32
    // narrows it (its x32 form has fewer bits), and stores `R` as x32 does
    // otherwise.
    (@some -) => { None };
    (@some $name:literal) => { Some($name) };
    (@x32_explicit true, $bits:ident, $x32:ident, $r:ident) => { <$r as DType>::X32 };
    (@x32_explicit false, $bits:ident, $x32:ident, $r:ident) => {
        <<typenum::consts::$bits as IsGreater<<$x32 as DType>::Bits>>::Output as Choose<$r, <$r as DType>::X32>>::Output
    };
}

/// The dtypes, written once: one row per dtype, in the order of JAX's
/// promotion table (the order of `DTypeId::ALL`), in groups that share their
/// operations: the 18 classic dtypes of JAX's table (`bool` to
/// `weak_complex`), then JAX's extended dtypes (ml_dtypes', leaves of its
/// lattice): the 11 small floats, `int4` and `uint4`, and the integers of 2
/// and 1 bits.
///
/// `__dtype_table!([callback] args)` calls `callback! { [args] bool { … }
/// unsigned { … } … narrower_ints { … } }` with the groups of rows: everything
/// that lists the dtypes is generated from it ([`dtypes!`](self) here, the
/// run-time dispatch of `DynTensor`, `match_dtype!`, `match_dyn!`, the
/// `PowerOf` impls, `finfo` and `iinfo`). Adding a dtype is a row here, its
/// element type and its numerics (see `docs/guide/layout.md`).
///
/// The columns of a row, after the marker:
///
/// - the element type, `DType::Elem`: what a tensor stores;
/// - the kind marker, `DType::Kind` (and `DTypeId::kind`);
/// - the width in bits, a `typenum` number: `DType::Bits` (and `DTypeId::bits`);
/// - `weak:` whether it is one of JAX's weak types: `DType::IS_WEAK`;
/// - `strong:` the dtype JAX stores it in with x64, itself or, for a weak
///   type, the 64-bit dtype of its kind: `DType::Strong` (and `DTypeId::strong`);
/// - `x32:` what a tensor holds with x64 disabled: `DType::X32` (and
///   `DTypeId::canonical_x32`, `CanonicalX32`);
/// - JAX's name: `DType::NAME`, what `Display` writes and `FromStr` reads;
/// - the code of JAX's promotion table, which `FromStr` also reads (the
///   table has none for the extended dtypes, whose code is their name);
/// - what the dtype is, a phrase for the docs;
/// - `npy:` the dtype string of a `.npy` file, as NumPy writes it, which the
///   readers also read: NumPy's own for its dtypes; raw bytes (`'<V2'`,
///   `'<V1'`) for `bfloat16` and the extended dtypes, as NumPy writes
///   ml_dtypes' dtypes, but `'<f1'` for `float8_e5m2`, as NumPy 2 writes it
///   (and `np.load` then refuses; the crate reads it back); a weak type's is
///   its strong dtype's;
/// - `safetensors:` the format's name of the dtype (`-` where it has none:
///   `complex128`, the packed 4- and 6-bit floats, the narrow integers, and
///   the float8 formats it does not name), as safetensors (and PyTorch)
///   name the OCP formats: `F8_E4M3` is the finite E4M3, ml_dtypes'
///   `float8_e4m3fn`.
#[doc(hidden)]
#[macro_export]
macro_rules! __dtype_table {
    ([$($callback:tt)*] $($args:tt)*) => {
        $($callback)*! {
            [$($args)*]
            bool {
                Bool {
                    bool,         Boolean,         U8,   weak: false, strong: Bool,        x32: Bool,
                    "bool", "b1", "a boolean",
                    npy: "|b1", safetensors: "BOOL"
                }
            }
            unsigned {
                UInt8 {
                    u8,           UnsignedInteger, U8,   weak: false, strong: UInt8,       x32: UInt8,
                    "uint8", "u1", "an 8-bit unsigned integer",
                    npy: "|u1", safetensors: "U8"
                }
                UInt16 {
                    u16,          UnsignedInteger, U16,  weak: false, strong: UInt16,      x32: UInt16,
                    "uint16", "u2", "a 16-bit unsigned integer",
                    npy: "<u2", safetensors: "U16"
                }
                UInt32 {
                    u32,          UnsignedInteger, U32,  weak: false, strong: UInt32,      x32: UInt32,
                    "uint32", "u4", "a 32-bit unsigned integer",
                    npy: "<u4", safetensors: "U32"
                }
                UInt64 {
                    u64,          UnsignedInteger, U64,  weak: false, strong: UInt64,      x32: UInt32,
                    "uint64", "u8", "a 64-bit unsigned integer",
                    npy: "<u8", safetensors: "U64"
                }
            }
            signed {
                Int8 {
                    i8,           SignedInteger,   U8,   weak: false, strong: Int8,        x32: Int8,
                    "int8", "i1", "an 8-bit signed integer",
                    npy: "|i1", safetensors: "I8"
                }
                Int16 {
                    i16,          SignedInteger,   U16,  weak: false, strong: Int16,       x32: Int16,
                    "int16", "i2", "a 16-bit signed integer",
                    npy: "<i2", safetensors: "I16"
                }
                Int32 {
                    i32,          SignedInteger,   U32,  weak: false, strong: Int32,       x32: Int32,
                    "int32", "i4", "a 32-bit signed integer",
                    npy: "<i4", safetensors: "I32"
                }
                Int64 {
                    i64,          SignedInteger,   U64,  weak: false, strong: Int64,       x32: Int32,
                    "int64", "i8", "a 64-bit signed integer",
                    npy: "<i8", safetensors: "I64"
                }
            }
            floats {
                BFloat16 {
                    bf16,         Floating,        U16,  weak: false, strong: BFloat16,    x32: BFloat16,
                    "bfloat16", "bf", "a 16-bit brain float (8 exponent bits, 7 mantissa bits)",
                    npy: "<V2", safetensors: "BF16"
                }
                Float16 {
                    f16,          Floating,        U16,  weak: false, strong: Float16,     x32: Float16,
                    "float16", "f2", "an IEEE 754 half-precision float",
                    npy: "<f2", safetensors: "F16"
                }
                Float32 {
                    f32,          Floating,        U32,  weak: false, strong: Float32,     x32: Float32,
                    "float32", "f4", "an IEEE 754 single-precision float",
                    npy: "<f4", safetensors: "F32"
                }
                Float64 {
                    f64,          Floating,        U64,  weak: false, strong: Float64,     x32: Float32,
                    "float64", "f8", "an IEEE 754 double-precision float",
                    npy: "<f8", safetensors: "F64"
                }
            }
            complex {
                Complex64 {
                    Complex<f32>, ComplexFloating, U64,  weak: false, strong: Complex64,   x32: Complex64,
                    "complex64", "c8", "a complex number of two `float32`s",
                    npy: "<c8", safetensors: "C64"
                }
                Complex128 {
                    Complex<f64>, ComplexFloating, U128, weak: false, strong: Complex128,  x32: Complex64,
                    "complex128", "c16", "a complex number of two `float64`s",
                    npy: "<c16", safetensors: -
                }
            }
            weak_int {
                WeakInt {
                    i64,          SignedInteger,   U64,  weak: true,  strong: Int64,       x32: WeakInt32,
                    "i*", "i*", "JAX's weak int, the type of a Python `int` (here, a Rust `i64` literal)",
                    npy: "<i8", safetensors: "I64"
                }
            }
            weak_float {
                WeakFloat {
                    f64,          Floating,        U64,  weak: true,  strong: Float64,     x32: WeakFloat32,
                    "f*", "f*", "JAX's weak float, the type of a Python `float` (here, a Rust `f64` literal)",
                    npy: "<f8", safetensors: "F64"
                }
            }
            weak_complex {
                WeakComplex {
                    Complex<f64>, ComplexFloating, U128, weak: true,  strong: Complex128,  x32: WeakComplex64,
                    "c*", "c*", "JAX's weak complex, the type of a Python `complex` (here, a `Complex<f64>`)",
                    npy: "<c16", safetensors: -
                }
            }
            small_floats {
                Float8E4M3Fn {
                    F8E4M3Fn, Floating, U8, weak: false, strong: Float8E4M3Fn, x32: Float8E4M3Fn,
                    "float8_e4m3fn", "float8_e4m3fn", "an 8-bit float (4 exponent bits, 3 mantissa bits, no infinity; OCP FP8's E4M3)",
                    npy: "<V1", safetensors: "F8_E4M3"
                }
                Float8E5M2 {
                    F8E5M2, Floating, U8, weak: false, strong: Float8E5M2,  x32: Float8E5M2,
                    "float8_e5m2", "float8_e5m2", "an 8-bit float (5 exponent bits, 2 mantissa bits, IEEE-like; OCP FP8's E5M2)",
                    npy: "<f1", safetensors: "F8_E5M2"
                }
                Float8E4M3Fnuz {
                    F8E4M3Fnuz, Floating, U8, weak: false, strong: Float8E4M3Fnuz, x32: Float8E4M3Fnuz,
                    "float8_e4m3fnuz", "float8_e4m3fnuz", "an 8-bit float (4 exponent bits, 3 mantissa bits, bias 8, no infinity, no negative zero)",
                    npy: "<V1", safetensors: "F8_E4M3FNUZ"
                }
                Float8E5M2Fnuz {
                    F8E5M2Fnuz, Floating, U8, weak: false, strong: Float8E5M2Fnuz, x32: Float8E5M2Fnuz,
                    "float8_e5m2fnuz", "float8_e5m2fnuz", "an 8-bit float (5 exponent bits, 2 mantissa bits, bias 16, no infinity, no negative zero)",
                    npy: "<V1", safetensors: "F8_E5M2FNUZ"
                }
                Float8E4M3B11Fnuz {
                    F8E4M3B11Fnuz, Floating, U8, weak: false, strong: Float8E4M3B11Fnuz, x32: Float8E4M3B11Fnuz,
                    "float8_e4m3b11fnuz", "float8_e4m3b11fnuz", "an 8-bit float (4 exponent bits, 3 mantissa bits, bias 11, no infinity, no negative zero)",
                    npy: "<V1", safetensors: -
                }
                Float8E3M4 {
                    F8E3M4, Floating, U8, weak: false, strong: Float8E3M4,  x32: Float8E3M4,
                    "float8_e3m4", "float8_e3m4", "an 8-bit float (3 exponent bits, 4 mantissa bits, IEEE-like)",
                    npy: "<V1", safetensors: -
                }
                Float8E4M3 {
                    F8E4M3, Floating, U8, weak: false, strong: Float8E4M3,  x32: Float8E4M3,
                    "float8_e4m3", "float8_e4m3", "an 8-bit float (4 exponent bits, 3 mantissa bits, IEEE-like)",
                    npy: "<V1", safetensors: -
                }
                Float8E8M0Fnu {
                    F8E8M0Fnu, Floating, U8, weak: false, strong: Float8E8M0Fnu, x32: Float8E8M0Fnu,
                    "float8_e8m0fnu", "float8_e8m0fnu", "an 8-bit power of two (8 exponent bits, no mantissa, no sign, no zero; OCP MX's scale)",
                    npy: "<V1", safetensors: "F8_E8M0"
                }
                Float6E2M3Fn {
                    F6E2M3Fn, Floating, U6, weak: false, strong: Float6E2M3Fn, x32: Float6E2M3Fn,
                    "float6_e2m3fn", "float6_e2m3fn", "a 6-bit float (2 exponent bits, 3 mantissa bits, no infinity or NaN; OCP MX's FP6 E2M3)",
                    npy: "<V1", safetensors: -
                }
                Float6E3M2Fn {
                    F6E3M2Fn, Floating, U6, weak: false, strong: Float6E3M2Fn, x32: Float6E3M2Fn,
                    "float6_e3m2fn", "float6_e3m2fn", "a 6-bit float (3 exponent bits, 2 mantissa bits, no infinity or NaN; OCP MX's FP6 E3M2)",
                    npy: "<V1", safetensors: -
                }
                Float4E2M1Fn {
                    F4E2M1Fn, Floating, U4, weak: false, strong: Float4E2M1Fn, x32: Float4E2M1Fn,
                    "float4_e2m1fn", "float4_e2m1fn", "a 4-bit float (2 exponent bits, 1 mantissa bit, no infinity or NaN; OCP MX's FP4)",
                    npy: "<V1", safetensors: -
                }
            }
            int4s {
                Int4 {
                    I4, SignedInteger, U4, weak: false, strong: Int4,        x32: Int4,
                    "int4", "int4", "a 4-bit signed integer",
                    npy: "<V1", safetensors: -
                }
                UInt4 {
                    U4, UnsignedInteger, U4, weak: false, strong: UInt4,       x32: UInt4,
                    "uint4", "uint4", "a 4-bit unsigned integer",
                    npy: "<V1", safetensors: -
                }
            }
            narrower_ints {
                Int2 {
                    I2, SignedInteger, U2, weak: false, strong: Int2,        x32: Int2,
                    "int2", "int2", "a 2-bit signed integer",
                    npy: "<V1", safetensors: -
                }
                UInt2 {
                    U2, UnsignedInteger, U2, weak: false, strong: UInt2,       x32: UInt2,
                    "uint2", "uint2", "a 2-bit unsigned integer",
                    npy: "<V1", safetensors: -
                }
                Int1 {
                    I1, SignedInteger, U1, weak: false, strong: Int1,        x32: Int1,
                    "int1", "int1", "a 1-bit signed integer (-1 or 0)",
                    npy: "<V1", safetensors: -
                }
                UInt1 {
                    U1, UnsignedInteger, U1, weak: false, strong: UInt1,       x32: UInt1,
                    "uint1", "uint1", "a 1-bit unsigned integer",
                    npy: "<V1", safetensors: -
                }
            }
        }
    };
}

__dtype_table!([dtypes]);

/// `__extended_dtypes!([callback] args)` calls `callback! { [args] [small
/// floats] [narrow integers] }` with the markers of the dtype table's
/// extended dtypes (its last three groups): the leaves of JAX's lattices,
/// which the lattices list from here rather than by hand.
#[doc(hidden)]
#[macro_export]
macro_rules! __extended_dtypes {
    (
        [@from_table [$($callback:tt)*] [$($args:tt)*]]
        bool $b:tt unsigned $u:tt signed $s:tt floats $f:tt complex $c:tt
        weak_int $wi:tt weak_float $wf:tt weak_complex $wc:tt
        small_floats { $($sf:ident $sf_row:tt)* }
        int4s { $($i4:ident $i4_row:tt)* }
        narrower_ints { $($n:ident $n_row:tt)* }
    ) => {
        $($callback)*! { [$($args)*] [$($sf),*] [$($i4,)* $($n),*] }
    };
    ([$($callback:tt)*] $($args:tt)*) => {
        $crate::__dtype_table!([$crate::__extended_dtypes] @from_table [$($callback)*] [$($args)*]);
    };
}

/// The weak types as JAX stores them with x64 disabled: markers of their own,
/// since their elements are 32 bits wide, with the `ID` (and so the place on
/// the lattice) of the weak type they store.
macro_rules! x32_weak_types {
    ($(
        $marker:ident: $elem:ty, $kind:ident, $bits:ident, strong: $strong:ident,
        stores: $weak:ident, $name:literal, $what:literal;
    )*) => {$(
        #[doc = concat!("JAX's weak type `", $name, "` with x64 disabled: ", $what, ".")]
        ///
        #[doc = concat!(
            "Elements are `", stringify!($elem), "`. Its `ID` is [`DTypeId::", stringify!($weak),
            "`], its place on the lattice; operations under the x32 policies ",
            "([`StandardX32`](crate::policy::StandardX32), [`StrictX32`](crate::policy::StrictX32)) give it where ",
            "they would give [`", stringify!($weak), "`] with x64. It prints as JAX prints it, `dtype=",
            $name, ", weak_type=True`."
        )]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $marker;

        impl sealed::Sealed for $marker {}

        impl DType for $marker {
            type Elem = $elem;
            type Bits = typenum::consts::$bits;
            type Kind = $kind;
            type Strong = $strong;
            type X32 = $marker;
            type X32Explicit<R: DType> = <R as DType>::X32;
            type Node = $weak;
            const ID: DTypeId = DTypeId::$weak;
            const IS_WEAK: bool = true;
            const NAME: &'static str = <$weak as DType>::NAME;
        }
    )*};
}

x32_weak_types! {
    WeakInt32: i32, SignedInteger, U32, strong: Int32, stores: WeakInt, "int32",
        "a Python `int` stored as `int32`";
    WeakFloat32: f32, Floating, U32, strong: Float32, stores: WeakFloat, "float32",
        "a Python `float` stored as `float32`";
    WeakComplex64: Complex<f32>, ComplexFloating, U64, strong: Complex64, stores: WeakComplex,
        "complex64", "a Python `complex` stored as `complex64`";
}

/// The number of dtypes in JAX's promotion table.
const CLASSIC: usize = 18;

impl DTypeId {
    /// The 18 dtypes of JAX's published promotion table, in its order: the
    /// 15 strong classic dtypes and the three weak types.
    pub const CLASSIC: [DTypeId; CLASSIC] = split::<CLASSIC>(0);

    /// JAX's 17 extended dtypes, the leaves of its lattice: the 11 small
    /// floats (`float8_e4m3fn` … `float4_e2m1fn`), then `int4`, `uint4`,
    /// `int2`, `uint2`, `int1`, `uint1`.
    pub const EXTENDED: [DTypeId; DTypeId::ALL.len() - CLASSIC] = split(CLASSIC);
}

/// `N` dtypes of [`DTypeId::ALL`] from `start`.
const fn split<const N: usize>(start: usize) -> [DTypeId; N] {
    let mut out = [DTypeId::Bool; N];
    let mut i = 0;
    while i < N {
        out[i] = DTypeId::ALL[start + i];
        i += 1;
    }
    out
}

impl fmt::Display for DTypeId {
    /// JAX's name, as [`DTypeId::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}
