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

crate::__dtype_table!([dtypes]);

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
