//! Strict promotion: JAX's `jax_numpy_dtype_promotion='strict'` lattice.

use crate::dtype::DType;

/// Strict promotion: `Self ⊔ Rhs` on JAX's strict lattice is [`StrictPromote::Output`].
///
/// A dtype joins itself, and a weak type (a Rust literal) joins any dtype of
/// its kind or above: `Float32` with a `WeakFloat` is `Float32`. Every other
/// mix has no impl, so it does not compile, with a message that names both
/// dtypes, as JAX raises `TypePromotionError`.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// static_assertions::assert_type_eq_all!(StrictPromoted<Float32, WeakFloat>, Float32);
/// static_assertions::assert_type_eq_all!(StrictPromoted<WeakInt, Complex64>, Complex64);
/// static_assertions::assert_not_impl_any!(Float32: StrictPromote<Int32>);
/// ```
///
/// ```compile_fail
/// use dtype_lattice::prelude::*;
///
/// // error: no implicit promotion between `Float32` and `Int32` under strict promotion
/// type Sum = StrictPromoted<Float32, Int32>;
/// let _ = <Sum as DType>::NAME;
/// ```
#[diagnostic::on_unimplemented(
    message = "no implicit promotion between `{Self}` and `{Rhs}` under strict promotion",
    label = "`{Self}` and `{Rhs}` have no join on JAX's strict lattice",
    note = "strict promotion joins a dtype only with itself or with a weak type (the type of a Rust literal) of its kind or a lower one: `WeakInt` with any number, `WeakFloat` with floats and complex numbers, `WeakComplex` with complex numbers",
    note = "cast one side explicitly to the dtype you want, or use standard promotion (`Promote`)"
)]
pub trait StrictPromote<Rhs: DType>: DType {
    /// The join `Self ⊔ Rhs` on the strict lattice.
    type Output: DType;
}

/// `StrictPromoted<A, B> = <A as StrictPromote<B>>::Output`: the dtype of
/// `a + b` under strict promotion; a compile error where there is none.
pub type StrictPromoted<A, B> = <A as StrictPromote<B>>::Output;

/// JAX's strict lattice, with the extended dtypes from the dtype table.
macro_rules! jax_strict_lattice {
    ([] [$($small_float:ident),*] [$($narrow_int:ident),*]) => {
        crate::lattice! {
            trait = ::dtype_lattice::StrictPromote;
            types = ::dtype_lattice;
            /// JAX's strict lattice at run time: the same joins as the [`StrictPromote`] impls.
            runtime = pub(crate) mod strict_lattice for ::dtype_lattice::DTypeId;

            // JAX's strict `_type_promotion_lattice`: the weak types below the
            // dtypes of their kind (the extended ones included), and nothing
            // else.
            WeakInt => [
                WeakFloat, UInt8, UInt16, UInt32, UInt64, Int8, Int16, Int32, Int64,
                $($narrow_int),*
            ],
            WeakFloat => [WeakComplex, BFloat16, Float16, Float32, Float64, $($small_float),*],
            WeakComplex => [Complex64, Complex128],
            Bool => [],
            UInt8 => [],
            UInt16 => [],
            UInt32 => [],
            UInt64 => [],
            Int8 => [],
            Int16 => [],
            Int32 => [],
            Int64 => [],
            BFloat16 => [],
            Float16 => [],
            Float32 => [],
            Float64 => [],
            Complex64 => [],
            Complex128 => [],
            $($small_float => [],)*
            $($narrow_int => [],)*
        }
    };
}

crate::__extended_dtypes!([jax_strict_lattice]);

/// The join of several dtypes under strict promotion, in type position; a
/// compile error where some pair has no join.
///
/// ```
/// use dtype_lattice::*;
///
/// static_assertions::assert_type_eq_all!(StrictPromoted![WeakInt, WeakFloat, BFloat16], BFloat16);
/// ```
///
/// Related: [`Promoted!`](crate::Promoted!), [`strict_result_type`](crate::strict_result_type).
#[macro_export]
macro_rules! StrictPromoted {
    ($a:ty $(,)?) => { $a };
    ($a:ty, $b:ty $(, $rest:ty)* $(,)?) => {
        $crate::StrictPromoted![<$a as $crate::StrictPromote<$b>>::Output $(, $rest)*]
    };
}
