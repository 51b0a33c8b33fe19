//! Standard promotion: JAX's lattice, written once as its edges.

use crate::dtype::DType;

/// Standard promotion: `Self ⊔ Rhs` on JAX's promotion lattice is [`Promote::Output`].
///
/// Implemented by [`lattice!`](crate::lattice), from the edges below, for
/// every ordered pair with a join: all 324 pairs of the 18 classic dtypes,
/// and the pairs of an extended dtype with one below it (607 in all). A mix
/// without a join (`Float8E4M3Fn` with `Float32`, `Int4` with `Int8`) does
/// not compile, as JAX raises `TypePromotionError`. Read the result with [`Promoted`], or for more than
/// two dtypes with [`Promoted!`](crate::Promoted!).
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// static_assertions::assert_type_eq_all!(Promoted<Int8, UInt8>, Int16);
/// static_assertions::assert_type_eq_all!(Promoted<Int32, Float16>, Float16);
/// static_assertions::assert_type_eq_all!(Promoted<Float16, WeakFloat>, Float16);
///
/// // Generic code names the join without knowing the dtypes.
/// fn join_name<A: Promote<B>, B: DType>() -> &'static str {
///     <Promoted<A, B> as DType>::NAME
/// }
/// assert_eq!(join_name::<UInt64, Int8>(), "f*");
/// ```
#[diagnostic::on_unimplemented(
    message = "no implicit promotion between `{Self}` and `{Rhs}` under standard promotion",
    label = "`{Self}` and `{Rhs}` have no join on JAX's standard promotion lattice",
    note = "JAX's extended dtypes (`Float8E4M3Fn` … `Float4E2M1Fn`, `Int4` … `UInt1`) are leaves of the lattice: to avoid unintended promotion they join only the dtypes below them (`Bool`, the literals `WeakInt` and `WeakFloat`, and for the small floats the integers); every two of the 18 classic dtypes have a join",
    note = "cast one side explicitly to the dtype you want, with `cast::<…>()` (JAX's `astype`)"
)]
pub trait Promote<Rhs: DType>: DType {
    /// The join `Self ⊔ Rhs`.
    type Output: DType;
}

/// `Promoted<A, B> = <A as Promote<B>>::Output`: the dtype of `a + b` under standard promotion.
pub type Promoted<A, B> = <A as Promote<B>>::Output;

/// `Self` casts to `To` as promotion would: `Self ⊔ To = To` on the standard
/// lattice, JAX's `jax.dtypes.safe_to_cast`.
///
/// Implemented by [`lattice!`](crate::lattice) with the [`Promote`] impls, from
/// the same joins, for exactly the pairs whose join is `To` (`To` itself
/// included), so it cannot disagree with them; the supertrait says so to the
/// compiler, which lets generic code mix a `D: SafeCast<To>` with a `To` and
/// get a `To`. Generic typed code uses it as a bound, for
/// [`Tensor::cast_safe`](crate::Tensor::cast_safe):
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// fn to_f32<D: SafeCast<Float32>>(x: &Tensor<D>) -> Tensor<Float32> {
///     x.cast_safe()
/// }
/// let x = Tensor::<Int16>::from_vec(vec![-300, 7]);
/// assert_eq!(to_f32(&x).to_vec(), [-300.0, 7.0]);
///
/// static_assertions::assert_impl_all!(Int8: SafeCast<Float16>, SafeCast<Int8>);
/// static_assertions::assert_not_impl_any!(Float32: SafeCast<BFloat16>, SafeCast<Int32>);
/// ```
///
/// This is JAX's sense of safe, the order that implicit promotion climbs: a
/// cast that never changes the kind downwards (no float to an integer, no
/// complex number to a float) and never narrows a format (no `Float32` to
/// `BFloat16`, no `UInt8` to `Int8`). It is not lossless: an integer may
/// round on its way to a float (`Int32` to `Float16` is safe here, since
/// `int32 ⊔ float16 = float16`). For NumPy's table, where only casts that keep
/// every value (or nearly: `uint64` to `float64`) are safe, see
/// [`can_cast`](crate::can_cast).
///
/// A weak `To` is a node of the lattice like the others: `Int8` is not below
/// `WeakInt` (`int8 ⊔ i* = int8`). The run-time
/// [`safe_to_cast`](crate::safe_to_cast) reads a weak `to` as its 64-bit dtype
/// instead, as JAX does with a Python type; the two agree on every strong `To`,
/// the dtypes a tensor is cast to.
#[diagnostic::on_unimplemented(
    message = "`{Self}` does not cast safely to `{To}`: the cast could change values",
    label = "`{Self} ⊔ {To}` is not `{To}` on JAX's promotion lattice",
    note = "`SafeCast<To>` holds where JAX's `jax.dtypes.safe_to_cast` is true: where promoting with `To` gives `To`",
    note = "to cast anyway, call `cast::<{To}>()`, which rounds and wraps as JAX's `astype` does"
)]
pub trait SafeCast<To: DType>: Promote<To, Output = To> {}

/// JAX's standard lattice, `_type_promotion_lattice(strict=False, x64)`: each
/// dtype and the dtypes just above it, written once for both of JAX's forms.
/// They differ in one edge, which the caller gives: what lies just above
/// `UInt32` (`[UInt64, Int64]` with x64; `[UInt64, Int32]` on the x32
/// lattice, where no join of dtypes narrower than 64 bits is a 64-bit dtype).
/// The settings in braces go to [`lattice!`](crate::lattice) as they are.
macro_rules! jax_standard_lattice {
    ({ $($settings:tt)* } UInt32 => [$($uint32:ident),*] $(,)?) => {
        crate::__extended_dtypes!(
            [crate::promote::jax_standard_lattice] { $($settings)* } [$($uint32),*]
        );
    };
    // With the extended dtypes from the dtype table.
    ([{ $($settings:tt)* } [$($uint32:ident),*]] [$($small_float:ident),*] [$($narrow_int:ident),*]) => {
        crate::lattice! {
            $($settings)*

            // The extended dtypes are leaves: the narrow integers just above
            // the weak int, the small floats just above the weak float, so
            // that they join only what is below them (an integer or a
            // literal), and nothing else.
            Bool => [WeakInt],
            WeakInt => [UInt8, Int8, $($narrow_int),*],
            UInt8 => [UInt16, Int16],
            UInt16 => [UInt32, Int32],
            UInt32 => [$($uint32),*],
            UInt64 => [WeakFloat],
            Int8 => [Int16],
            Int16 => [Int32],
            Int32 => [Int64],
            Int64 => [WeakFloat],
            WeakFloat => [BFloat16, Float16, WeakComplex, $($small_float),*],
            BFloat16 => [Float32],
            Float16 => [Float32],
            Float32 => [Float64, Complex64],
            Float64 => [Complex128],
            WeakComplex => [Complex64],
            Complex64 => [Complex128],
            Complex128 => [],
            $($small_float => [],)*
            $($narrow_int => [],)*
        }
    };
}
pub(crate) use jax_standard_lattice;

jax_standard_lattice! {
    {
        trait = ::dtype_lattice::Promote;
        order = ::dtype_lattice::SafeCast;
        types = ::dtype_lattice;
        /// JAX's standard lattice at run time: the same joins as the [`Promote`] impls.
        runtime = pub(crate) mod standard_lattice for ::dtype_lattice::DTypeId;
    }
    // With x64, `uint32 ⊔ int32` is `int64`.
    UInt32 => [UInt64, Int64],
}

/// The join of several dtypes under standard promotion, in type position:
/// JAX's `jnp.result_type` at compile time.
///
/// `Promoted![A]` is `A`; `Promoted![A, B, C]` is `Promoted<Promoted<A, B>, C>`.
/// The join is associative, so the grouping does not matter.
///
/// ```
/// use dtype_lattice::*;
///
/// static_assertions::assert_type_eq_all!(Promoted![Int8, UInt8, WeakFloat], WeakFloat);
/// static_assertions::assert_type_eq_all!(Promoted![Bool, Int8, UInt8, Float16], Float16);
/// static_assertions::assert_type_eq_all!(Promoted![Complex64], Complex64);
/// ```
///
/// Related: [`StrictPromoted!`](crate::StrictPromoted!), [`result_type`](crate::result_type).
#[macro_export]
macro_rules! Promoted {
    ($a:ty $(,)?) => { $a };
    ($a:ty, $b:ty $(, $rest:ty)* $(,)?) => {
        $crate::Promoted![<$a as $crate::Promote<$b>>::Output $(, $rest)*]
    };
}
