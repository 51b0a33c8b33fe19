//! Lossless promotion: the lattice of JAX's design note JEP 9407, "Option 1:
//! Avoiding All Precision Loss", which JAX weighed and did not choose.

use crate::dtype::DType;

/// Lossless promotion: `Self ⊔ Rhs` on the lattice where every promotion
/// keeps every value, [`LosslessPromote::Output`].
///
/// The edges are JEP 9407's Option 1: unsigned integers reach the floats
/// through the signed integers of twice their width, and each signed integer
/// goes to the narrowest float that holds all its values (`int8` to
/// `float16`, `int16` to `float32`, `int32` to `float64`). No float holds
/// every `int64` or `uint64`, so those two never mix with a float (nor with
/// each other): such pairs have no impl and do not compile. A pair may also
/// promote wider than JAX's standard lattice does: `uint16 ⊔ float16` is
/// `float64`, the narrowest float that holds both.
///
/// The note leaves two dtypes out, placed here so that nothing is lost and
/// the lattice property holds (each pair has one least upper bound, or none):
///
/// - `Bool` lies below the weak integer, as in JAX: a boolean converts
///   exactly into every dtype.
/// - `BFloat16` lies above the weak float and below `float32`, beside
///   `float16`: `bfloat16 ⊔ float16` is `float32`, which holds both, and
///   `bfloat16` keeps its own type with a Rust float literal. Its 8
///   significand bits hold every `int8` and `uint8` exactly, but an edge from
///   `int8` to `bfloat16` would give `int8` and the weak float two least
///   upper bounds, `float16` and `bfloat16`, breaking the lattice; so an
///   integer mixes with `bfloat16` at `float32` (or `float64`).
///
/// The weak types are JAX's: a Rust literal joins a dtype of its kind or
/// above without widening it (`Int8` with a `WeakInt` is `Int8`, `Float16`
/// with a `WeakFloat` is `Float16`), and an integer literal with an integer
/// tensor stays an integer.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// static_assertions::assert_type_eq_all!(LosslessPromoted<Int8, UInt8>, Int16);
/// static_assertions::assert_type_eq_all!(LosslessPromoted<Int16, Float16>, Float32);
/// static_assertions::assert_type_eq_all!(LosslessPromoted<UInt8, WeakFloat>, Float32);
/// static_assertions::assert_type_eq_all!(LosslessPromoted<BFloat16, Float16>, Float32);
/// static_assertions::assert_not_impl_any!(Int64: LosslessPromote<Float64>);
/// static_assertions::assert_not_impl_any!(UInt64: LosslessPromote<Int64>);
/// ```
///
/// ```compile_fail
/// use dtype_lattice::prelude::*;
///
/// // error: `Int64` and `Float64` have no join under lossless promotion
/// type Sum = LosslessPromoted<Int64, Float64>;
/// let _ = <Sum as DType>::NAME;
/// ```
#[diagnostic::on_unimplemented(
    message = "no lossless promotion between `{Self}` and `{Rhs}`: the mix would lose precision",
    label = "no dtype holds every value of both `{Self}` and `{Rhs}` on the lossless lattice",
    note = "lossless promotion (JEP 9407's Option 1) mixes dtypes only where the result holds every value of both; no float holds every `Int64` or `UInt64`, and `Int64` and `UInt64` have no common dtype",
    note = "cast one side explicitly to the dtype you want (accepting the rounding), or use standard promotion (`.standard()`)"
)]
pub trait LosslessPromote<Rhs: DType>: DType {
    /// The join `Self ⊔ Rhs` on the lossless lattice.
    type Output: DType;
}

/// `LosslessPromoted<A, B> = <A as LosslessPromote<B>>::Output`: the dtype of
/// `a + b` under lossless promotion; a compile error where there is none.
pub type LosslessPromoted<A, B> = <A as LosslessPromote<B>>::Output;

crate::lattice! {
    trait = ::dtype_lattice::LosslessPromote;
    types = ::dtype_lattice;
    /// The lossless lattice at run time: the same joins as the [`LosslessPromote`] impls.
    runtime = pub(crate) mod lossless_lattice for ::dtype_lattice::DTypeId;

    // JEP 9407's Option 1, as its drawing lists the edges, with `Bool` below
    // the weak integer and `BFloat16` between the weak float and `Float32`.
    Bool => [WeakInt],
    WeakInt => [WeakFloat, UInt8, Int8],
    WeakFloat => [WeakComplex, BFloat16, Float16],
    WeakComplex => [Complex64],
    UInt8 => [UInt16, Int16],
    UInt16 => [UInt32, Int32],
    UInt32 => [UInt64, Int64],
    UInt64 => [],
    Int8 => [Int16, Float16],
    Int16 => [Int32, Float32],
    Int32 => [Int64, Float64],
    Int64 => [],
    BFloat16 => [Float32],
    Float16 => [Float32],
    Float32 => [Float64, Complex64],
    Float64 => [Complex128],
    Complex64 => [Complex128],
    Complex128 => [],
}

/// The join of several dtypes under lossless promotion, in type position; a
/// compile error where some pair has no join.
///
/// ```
/// use dtype_lattice::*;
///
/// static_assertions::assert_type_eq_all!(LosslessPromoted![Int8, UInt8, WeakFloat], Float32);
/// ```
///
/// Related: [`Promoted!`](crate::Promoted!), [`PromotionMode::Lossless`](crate::PromotionMode::Lossless).
#[macro_export]
macro_rules! LosslessPromoted {
    ($a:ty $(,)?) => { $a };
    ($a:ty, $b:ty $(, $rest:ty)* $(,)?) => {
        $crate::LosslessPromoted![<$a as $crate::LosslessPromote<$b>>::Output $(, $rest)*]
    };
}
