//! Promotion at run time, over [`DTypeId`]: the same joins as the types, for
//! code that only knows its dtypes when it runs, and [`PromotionMode`], the
//! two modes as a value.

use core::fmt;
use core::str::FromStr;

use crate::dtype::DTypeId;
use crate::lossless::lossless_lattice;
use crate::promote::standard_lattice;
use crate::promote_x32::x32_lattice;
use crate::strict::strict_lattice;

/// JAX's `jnp.promote_types` under standard promotion: the join of `a` and `b`.
///
/// Every pair of the 18 classic dtypes has one. Commutative and associative;
/// [`DTypeId::Bool`] is the bottom. JAX's extended dtypes (`float8_*`,
/// `float6_*`, `float4_e2m1fn`, `int4`, `int2`, `int1` and their unsigned
/// forms) are leaves of the lattice: they join only the dtypes below them,
/// and any other mix is an error, as JAX raises `TypePromotionError`.
///
/// ```
/// use dtype_lattice::{DTypeId::*, promote_types};
///
/// assert_eq!(promote_types(Int8, UInt8), Ok(Int16));
/// assert_eq!(promote_types(Int32, Float16), Ok(Float16)); // no needless widening
/// assert_eq!(promote_types(UInt64, Int8), Ok(WeakFloat));
/// assert_eq!(promote_types(WeakFloat, BFloat16), Ok(BFloat16));
/// assert_eq!(promote_types(Int8, Float8E4M3Fn), Ok(Float8E4M3Fn));
/// assert!(promote_types(Float8E4M3Fn, Float32).is_err());
/// assert!(promote_types(Int4, Int8).is_err());
/// ```
pub const fn promote_types(a: DTypeId, b: DTypeId) -> Result<DTypeId, PromotionError> {
    PromotionMode::Standard.promote(a, b)
}

/// Promotion under JAX's strict mode (`jax_numpy_dtype_promotion='strict'`):
/// a dtype joins itself, and a weak type joins a dtype of its kind or above;
/// everything else is an error, as JAX's `TypePromotionError`.
///
/// ```
/// use dtype_lattice::{DTypeId::*, strict_promote_types};
///
/// assert_eq!(strict_promote_types(Float32, WeakFloat), Ok(Float32));
/// assert_eq!(
///     strict_promote_types(Int8, WeakFloat),
///     Err(dtype_lattice::PromotionError::NoPromotionPath {
///         lhs: Int8,
///         rhs: WeakFloat,
///         mode: dtype_lattice::PromotionMode::Strict,
///         x64: dtype_lattice::X64Mode::Enabled,
///     })
/// );
/// let error = strict_promote_types(Float32, Int32).unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "input dtypes `float32` and `int32` have no implicit promotion path under strict \
///      promotion: cast one input explicitly to the dtype you want, or use standard promotion",
/// );
/// ```
pub const fn strict_promote_types(a: DTypeId, b: DTypeId) -> Result<DTypeId, PromotionError> {
    PromotionMode::Strict.promote(a, b)
}

/// JAX's `jnp.result_type` over several dtypes under standard promotion: the
/// join of them all, as [`PromotionMode::result_type`]. An empty list is an
/// error, as in JAX. Scalars take part through their weak types, as in the
/// Array API's `result_type`: `jnp.result_type(jnp.int8, 1.0)` is
/// `result_type(&[Int8, WeakFloat])`.
///
/// ```
/// use dtype_lattice::{DTypeId::*, result_type};
///
/// assert_eq!(result_type(&[Int8, WeakFloat]), Ok(WeakFloat)); // float64, weakly typed
/// assert_eq!(result_type(&[Float16, WeakFloat, WeakInt]), Ok(Float16));
/// assert_eq!(result_type(&[Int8, UInt8, WeakFloat]), Ok(WeakFloat));
/// assert_eq!(result_type(&[Int8, UInt8, Float16]), Ok(Float16));
/// assert!(result_type(&[]).is_err());
/// ```
pub const fn result_type(dtypes: &[DTypeId]) -> Result<DTypeId, PromotionError> {
    PromotionMode::Standard.result_type(dtypes)
}

/// [`result_type`] under strict promotion, as [`PromotionMode::result_type`].
/// The error names the first pair that has no join: the join of the dtypes
/// before it, and the next dtype.
///
/// ```
/// use dtype_lattice::{DTypeId::*, strict_result_type};
///
/// assert_eq!(strict_result_type(&[WeakInt, Float16, WeakFloat]), Ok(Float16));
/// assert!(strict_result_type(&[Float16, WeakInt, BFloat16]).is_err());
/// ```
pub const fn strict_result_type(dtypes: &[DTypeId]) -> Result<DTypeId, PromotionError> {
    PromotionMode::Strict.result_type(dtypes)
}

/// [`PromotionMode::safe_to_cast`] under standard promotion: whether
/// `from ⊔ to` is `to` (`false` where they have no join).
///
/// ```
/// use dtype_lattice::{DTypeId::*, safe_to_cast};
///
/// assert!(safe_to_cast(Int8, Float16)); // int8 ⊔ float16 = float16
/// assert!(!safe_to_cast(Float32, BFloat16));
/// ```
pub const fn safe_to_cast(from: DTypeId, to: DTypeId) -> bool {
    matches!(PromotionMode::Standard.safe_to_cast(from, to), Ok(true))
}

/// The promotion modes at run time: JAX's two, and the lossless lattice.
///
/// `Display` writes the mode as JAX's option `jax_numpy_dtype_promotion` names it:
///
/// ```
/// use dtype_lattice::PromotionMode;
///
/// assert_eq!(PromotionMode::Standard.to_string(), "standard");
/// assert_eq!(PromotionMode::Strict.to_string(), "strict");
/// assert_eq!(PromotionMode::Lossless.to_string(), "lossless");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PromotionMode {
    /// `jax_numpy_dtype_promotion='standard'`: every pair of the 18 classic
    /// dtypes has a join; the extended dtypes join only the dtypes below them.
    #[default]
    Standard,
    /// `jax_numpy_dtype_promotion='strict'`: only a dtype with itself, and weak
    /// types with dtypes of their kind.
    Strict,
    /// JEP 9407's Option 1 ([`LosslessPromote`](crate::LosslessPromote)),
    /// not a JAX mode: a join only where it holds every value of both dtypes.
    Lossless,
}

impl PromotionMode {
    /// The join of `a` and `b` in this mode, or `None` where there is none.
    pub const fn join(self, a: DTypeId, b: DTypeId) -> Option<DTypeId> {
        match self {
            PromotionMode::Standard => standard_lattice::join(a, b),
            PromotionMode::Strict => strict_lattice::join(a, b),
            PromotionMode::Lossless => lossless_lattice::join(a, b),
        }
    }

    /// [`join`](Self::join), or the error that names both dtypes and this
    /// mode where there is none: JAX's `jnp.promote_types` in this mode.
    ///
    /// ```
    /// use dtype_lattice::{DTypeId::*, PromotionMode};
    ///
    /// assert_eq!(PromotionMode::Standard.promote(Int8, Float8E5M2), Ok(Float8E5M2));
    /// assert!(PromotionMode::Strict.promote(Int8, Float8E5M2).is_err());
    /// ```
    pub const fn promote(self, a: DTypeId, b: DTypeId) -> Result<DTypeId, PromotionError> {
        match self.join(a, b) {
            Some(joined) => Ok(joined),
            None => Err(PromotionError::NoPromotionPath {
                lhs: a,
                rhs: b,
                mode: self,
                x64: X64Mode::Enabled,
            }),
        }
    }

    /// JAX's `jnp.result_type` in this mode: the join of all of `dtypes`,
    /// folded from the left. An empty list is an error, as in JAX, and so,
    /// under strict or lossless promotion, is the first pair without a join: the error
    /// names the join of the dtypes before it, and the next dtype.
    ///
    /// ```
    /// use dtype_lattice::{DTypeId::*, PromotionError, PromotionMode, X64Mode};
    ///
    /// let standard = PromotionMode::Standard;
    /// assert_eq!(standard.result_type(&[Int8, UInt8, Float16]), Ok(Float16));
    /// assert_eq!(standard.result_type(&[]), Err(PromotionError::NoDTypes));
    ///
    /// let strict = PromotionMode::Strict;
    /// assert_eq!(strict.result_type(&[WeakInt, Float16, WeakFloat]), Ok(Float16));
    /// // float16 ⊔ i* = float16 has no join with bfloat16:
    /// assert_eq!(
    ///     strict.result_type(&[Float16, WeakInt, BFloat16]),
    ///     Err(PromotionError::NoPromotionPath { lhs: Float16, rhs: BFloat16, mode: strict, x64: X64Mode::Enabled }),
    /// );
    /// ```
    pub const fn result_type(self, dtypes: &[DTypeId]) -> Result<DTypeId, PromotionError> {
        self.fold(dtypes, X64Mode::Enabled)
    }

    /// The join of `a` and `b` in this mode and configuration of 64-bit
    /// dtypes: [`join`](Self::join) with x64 enabled,
    /// [`join_x32`](Self::join_x32) with it disabled,
    /// [`join_x32_explicit`](Self::join_x32_explicit) with explicit 64-bit
    /// dtypes allowed.
    ///
    /// ```
    /// use dtype_lattice::{DTypeId::*, PromotionMode, X64Mode};
    ///
    /// let standard = PromotionMode::Standard;
    /// assert_eq!(standard.join_in(X64Mode::Enabled, UInt32, Int32), Some(Int64));
    /// assert_eq!(standard.join_in(X64Mode::Disabled, UInt32, Int32), Some(Int32));
    /// assert_eq!(standard.join_in(X64Mode::Explicit, UInt32, Int64), Some(Int64));
    /// ```
    pub const fn join_in(self, x64: X64Mode, a: DTypeId, b: DTypeId) -> Option<DTypeId> {
        match x64 {
            X64Mode::Enabled => self.join(a, b),
            X64Mode::Disabled => self.join_x32(a, b),
            X64Mode::Explicit => self.join_x32_explicit(a, b),
        }
    }

    /// [`result_type`](Self::result_type) in a configuration of 64-bit
    /// dtypes: the join of all of `dtypes` by [`join_in`](Self::join_in),
    /// folded from the left, each input canonicalized first where x64 is
    /// disabled.
    ///
    /// ```
    /// use dtype_lattice::{DTypeId::*, PromotionMode, X64Mode};
    ///
    /// let standard = PromotionMode::Standard;
    /// assert_eq!(standard.result_type_in(X64Mode::Disabled, &[Int64]), Ok(Int32));
    /// assert_eq!(standard.result_type_in(X64Mode::Explicit, &[UInt32, Int8]), Ok(Int32));
    /// ```
    pub const fn result_type_in(
        self,
        x64: X64Mode,
        dtypes: &[DTypeId],
    ) -> Result<DTypeId, PromotionError> {
        self.fold(dtypes, x64)
    }

    /// [`result_type`](Self::result_type) folded with [`join_in`](Self::join_in).
    const fn fold(self, dtypes: &[DTypeId], x64: X64Mode) -> Result<DTypeId, PromotionError> {
        let [first, rest @ ..] = dtypes else {
            return Err(PromotionError::NoDTypes);
        };
        let mut joined = x64.canonical(*first);
        let mut i = 0;
        while i < rest.len() {
            let next = self.join_in(x64, joined, rest[i]);
            joined = match next {
                Some(next) => next,
                None => {
                    return Err(PromotionError::NoPromotionPath {
                        lhs: joined,
                        rhs: rest[i],
                        mode: self,
                        x64,
                    });
                }
            };
            i += 1;
        }
        Ok(joined)
    }

    /// The join of `a` and `b` in this mode with x64 disabled
    /// (`jax_enable_x64=False`, JAX's default): the join of the inputs as
    /// JAX canonicalizes them ([`DTypeId::canonical_x32`]) on JAX's x32
    /// lattice ([`join_x32_explicit`](Self::join_x32_explicit)), so that no
    /// result is a 64-bit dtype. So `uint32 ⊔ int32` is `int32` (`int64`
    /// with x64), and under strict promotion `int64 ⊔ int32` is `int32`, both
    /// inputs being `int32`. Under lossless promotion, a join that would be a
    /// 64-bit dtype is no join: x32 would round it.
    ///
    /// ```
    /// use dtype_lattice::{DTypeId::*, PromotionMode};
    ///
    /// let standard = PromotionMode::Standard;
    /// assert_eq!(standard.join_x32(UInt32, Int32), Some(Int32));
    /// assert_eq!(standard.join_x32(UInt64, Int8), Some(Int32)); // f* with x64
    /// assert_eq!(standard.join_x32(WeakInt, WeakFloat), Some(WeakFloat)); // stored as float32
    /// assert_eq!(PromotionMode::Strict.join_x32(Int64, Int32), Some(Int32));
    /// assert_eq!(PromotionMode::Lossless.join_x32(Int32, Float32), None); // float64
    /// ```
    pub const fn join_x32(self, a: DTypeId, b: DTypeId) -> Option<DTypeId> {
        self.join_x32_explicit(a.canonical_x32(), b.canonical_x32())
    }

    /// The join of `a` and `b` in this mode with x64 disabled and explicitly
    /// requested 64-bit dtypes allowed (`jax_explicit_x64_dtypes='allow'`,
    /// a JAX setting since 2025): 64-bit inputs keep their dtype, and join
    /// on JAX's x32 lattice, where `uint32` lies below `int32` (and
    /// `uint64`). So `uint32 ⊔ int32` is `int32` (`int64` with x64), while
    /// `uint32 ⊔ int64` is `int64`; every other join is [`join`](Self::join)'s.
    /// JAX's strict lattice is the same with or without x64. Under lossless
    /// promotion, a 64-bit join of narrower inputs is no join, as in
    /// [`join_x32`](Self::join_x32).
    ///
    /// A weak result is stored at 32 bits, as with x64 disabled
    /// ([`DType::X32`](crate::DType::X32)).
    ///
    /// ```
    /// use dtype_lattice::{DTypeId::*, PromotionMode};
    ///
    /// let standard = PromotionMode::Standard;
    /// assert_eq!(standard.join_x32_explicit(UInt32, Int32), Some(Int32));
    /// assert_eq!(standard.join_x32_explicit(UInt32, Int64), Some(Int64));
    /// assert_eq!(standard.join_x32_explicit(Float64, Int8), Some(Float64));
    /// assert_eq!(standard.join_x32_explicit(UInt64, Int8), Some(WeakFloat));
    /// assert_eq!(PromotionMode::Strict.join_x32_explicit(Int64, Int32), None);
    /// assert_eq!(PromotionMode::Lossless.join_x32_explicit(Int32, Float32), None);
    /// assert_eq!(PromotionMode::Lossless.join_x32_explicit(Int32, Float64), Some(Float64));
    /// ```
    pub const fn join_x32_explicit(self, a: DTypeId, b: DTypeId) -> Option<DTypeId> {
        match self {
            PromotionMode::Standard => x32_lattice::join(a, b),
            PromotionMode::Strict => strict_lattice::join(a, b),
            PromotionMode::Lossless => match lossless_lattice::join(a, b) {
                Some(joined) if joined.is_64_bit() && !a.is_64_bit() && !b.is_64_bit() => None,
                other => other,
            },
        }
    }

    /// [`result_type`](Self::result_type) with x64 disabled and explicit
    /// 64-bit dtypes allowed: the join of all of `dtypes` by
    /// [`join_x32_explicit`](Self::join_x32_explicit), folded from the left.
    ///
    /// ```
    /// use dtype_lattice::{DTypeId::*, PromotionMode};
    ///
    /// let standard = PromotionMode::Standard;
    /// assert_eq!(standard.result_type_x32_explicit(&[Int8, UInt32, Int64]), Ok(Int64));
    /// assert_eq!(standard.result_type_x32_explicit(&[Float64]), Ok(Float64));
    /// ```
    pub const fn result_type_x32_explicit(
        self,
        dtypes: &[DTypeId],
    ) -> Result<DTypeId, PromotionError> {
        self.fold(dtypes, X64Mode::Explicit)
    }

    /// [`result_type`](Self::result_type) with x64 disabled: the join of all
    /// of `dtypes` by [`join_x32`](Self::join_x32), folded from the left.
    ///
    /// ```
    /// use dtype_lattice::{DTypeId::*, PromotionMode};
    ///
    /// let standard = PromotionMode::Standard;
    /// assert_eq!(standard.result_type_x32(&[Int8, UInt32, Float16]), Ok(Float16));
    /// assert_eq!(standard.result_type_x32(&[Float64]), Ok(Float32));
    /// ```
    pub const fn result_type_x32(self, dtypes: &[DTypeId]) -> Result<DTypeId, PromotionError> {
        self.fold(dtypes, X64Mode::Disabled)
    }

    /// JAX's `jax.dtypes.safe_to_cast(from, to)` in this mode: whether the
    /// join of `from` and `to` is `to`, so that the cast loses nothing the
    /// lattice keeps. `to` counts as strong, as in JAX (a weak `to` is its
    /// 64-bit dtype); `from` may be weak (a Python scalar's type). A pair
    /// without a join (under strict promotion, or with an extended dtype) is
    /// an error, as JAX raises.
    ///
    /// ```
    /// use dtype_lattice::{DTypeId::*, PromotionMode};
    ///
    /// let standard = PromotionMode::Standard;
    /// assert_eq!(standard.safe_to_cast(Int16, Float32), Ok(true));
    /// assert_eq!(standard.safe_to_cast(Float32, Int16), Ok(false));
    /// assert_eq!(standard.safe_to_cast(WeakFloat, BFloat16), Ok(true));
    /// assert!(PromotionMode::Strict.safe_to_cast(Int16, Float32).is_err());
    /// ```
    pub const fn safe_to_cast(self, from: DTypeId, to: DTypeId) -> Result<bool, PromotionError> {
        let to = to.strong();
        if from.strong() as u8 == to as u8 {
            return Ok(true);
        }
        match self.join(from, to) {
            Some(joined) => Ok(joined as u8 == to as u8),
            None => Err(PromotionError::NoPromotionPath {
                lhs: from,
                rhs: to,
                mode: self,
                x64: X64Mode::Enabled,
            }),
        }
    }

    /// The dtypes just above `dtype` on this mode's lattice: its edges, as the
    /// lattice is written (the extended dtypes in the dtype table's order).
    /// Following them up from two dtypes leads to their join.
    ///
    /// ```
    /// use dtype_lattice::{DTypeId::*, PromotionMode};
    ///
    /// assert_eq!(
    ///     PromotionMode::Standard.covers(WeakInt),
    ///     &[UInt8, Int8, Int4, UInt4, Int2, UInt2, Int1, UInt1]
    /// );
    /// assert_eq!(PromotionMode::Strict.covers(Float32), &[]);
    /// assert_eq!(PromotionMode::Lossless.covers(Float8E4M3Fn), &[]); // not on that lattice
    /// ```
    pub const fn covers(self, dtype: DTypeId) -> &'static [DTypeId] {
        match self {
            PromotionMode::Standard => standard_lattice::covers(dtype),
            PromotionMode::Strict => strict_lattice::covers(dtype),
            PromotionMode::Lossless => lossless_lattice::covers(dtype),
        }
    }

    /// The dtypes just above `dtype` on this mode's lattice with x64
    /// disabled: under standard promotion, JAX's x32 lattice (where `uint32`
    /// lies below `int32` and `uint64`), on which
    /// [`join_x32_explicit`](Self::join_x32_explicit) joins; the strict and
    /// lossless lattices are the same with or without x64.
    ///
    /// ```
    /// use dtype_lattice::{DTypeId::*, PromotionMode};
    ///
    /// assert_eq!(PromotionMode::Standard.covers(UInt32), &[UInt64, Int64]);
    /// assert_eq!(PromotionMode::Standard.covers_x32(UInt32), &[UInt64, Int32]);
    /// ```
    pub const fn covers_x32(self, dtype: DTypeId) -> &'static [DTypeId] {
        match self {
            PromotionMode::Standard => x32_lattice::covers(dtype),
            _ => self.covers(dtype),
        }
    }
}

/// JAX's three configurations of its 64-bit dtypes, as a value: the
/// run-time form of a [`Policy`](crate::Policy)'s width, for
/// [`PromotionMode::join_in`] and the operations of a `DynTensor`.
///
/// `Display` names the configuration by JAX's options:
///
/// ```
/// use dtype_lattice::{DTypeId::*, X64Mode};
///
/// assert_eq!(X64Mode::Disabled.to_string(), "jax_enable_x64=False");
/// // What an array of int64 becomes, and the dtype of an int8 tensor's sum:
/// assert_eq!(X64Mode::Disabled.canonical(Int64), Int32);
/// assert_eq!(X64Mode::Explicit.canonical(Int64), Int64);
/// assert_eq!(X64Mode::Explicit.stored_from(Int8, Int64), Int32);
/// assert_eq!(X64Mode::Explicit.stored_from(Int64, Int64), Int64);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum X64Mode {
    /// x64 enabled (`jax_enable_x64=True`): every dtype as it is; the
    /// crate's default ([`Standard`](crate::Standard), [`Strict`](crate::Strict),
    /// [`Lossless`](crate::Lossless)).
    #[default]
    Enabled,
    /// x64 disabled (`jax_enable_x64=False`, JAX's default): every array
    /// canonicalized to 32 bits ([`DTypeId::canonical_x32`]), joins on
    /// JAX's x32 lattice ([`PromotionMode::join_x32`]), weak types held at
    /// 32 bits ([`StandardX32`](crate::StandardX32), [`StrictX32`](crate::StrictX32)).
    Disabled,
    /// x64 disabled with explicitly requested 64-bit dtypes allowed
    /// (`jax_explicit_x64_dtypes='allow'`): 64-bit arrays keep their dtype,
    /// joins on JAX's x32 lattice ([`PromotionMode::join_x32_explicit`]),
    /// a result 64-bit only where an input is, weak types held at 32 bits
    /// ([`StandardX32Explicit`](crate::StandardX32Explicit),
    /// [`StrictX32Explicit`](crate::StrictX32Explicit)).
    Explicit,
}

impl X64Mode {
    /// Whether x64 is disabled (either x32 configuration): weak types are
    /// held at 32 bits and joins are taken on JAX's x32 lattice.
    pub const fn is_x32(self) -> bool {
        !matches!(self, X64Mode::Enabled)
    }

    /// The dtype an array of `dtype` has in this configuration (JAX's
    /// `canonicalize_dtype`): with x64 disabled, [`DTypeId::canonical_x32`];
    /// otherwise `dtype` itself.
    pub const fn canonical(self, dtype: DTypeId) -> DTypeId {
        match self {
            X64Mode::Disabled => dtype.canonical_x32(),
            X64Mode::Enabled | X64Mode::Explicit => dtype,
        }
    }

    /// The dtype a result of dtype `result` (as JAX gives it with x64) has
    /// in this configuration: `result` with x64, canonicalized to 32 bits
    /// without: [`Policy::Stored`](crate::Policy::Stored) at run time. So
    /// `argmax` gives `int32` in both x32 configurations.
    pub const fn stored(self, result: DTypeId) -> DTypeId {
        match self {
            X64Mode::Enabled => result,
            X64Mode::Disabled | X64Mode::Explicit => result.canonical_x32(),
        }
    }

    /// The dtype a result of dtype `result` (as JAX gives it with x64)
    /// computed from an input of dtype `input` has in this configuration:
    /// [`stored`](Self::stored), except with explicit 64-bit dtypes
    /// allowed, where a 64-bit input keeps a 64-bit result:
    /// [`Policy::StoredFrom`](crate::Policy::StoredFrom) at run time. The
    /// sum of an `int8` array is `int32` without x64, of an explicit `int64`
    /// one `int64`.
    pub const fn stored_from(self, input: DTypeId, result: DTypeId) -> DTypeId {
        match self {
            X64Mode::Explicit if input.is_64_bit() => result,
            _ => self.stored(result),
        }
    }
}

impl fmt::Display for X64Mode {
    /// JAX's options for the configuration: `jax_enable_x64=True`,
    /// `jax_enable_x64=False`, or that with
    /// `jax_explicit_x64_dtypes='allow'`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            X64Mode::Enabled => "jax_enable_x64=True",
            X64Mode::Disabled => "jax_enable_x64=False",
            X64Mode::Explicit => "jax_enable_x64=False, jax_explicit_x64_dtypes='allow'",
        })
    }
}

impl DTypeId {
    /// Whether x64 changes this dtype: one of the four 64-bit dtypes
    /// (`complex128` counting as one) that x32 canonicalizes.
    const fn is_64_bit(self) -> bool {
        self.canonical_x32() as u8 != self as u8
    }
}

impl fmt::Display for PromotionMode {
    /// `standard` or `strict`, as JAX's option `jax_numpy_dtype_promotion`
    /// takes it, or `lossless`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            PromotionMode::Standard => "standard",
            PromotionMode::Strict => "strict",
            PromotionMode::Lossless => "lossless",
        })
    }
}

/// Why dtypes could not be promoted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PromotionError {
    /// Under `mode`, in configuration `x64`, `lhs` and `rhs` have no join
    /// (JAX's `TypePromotionError`).
    NoPromotionPath {
        /// The left input.
        lhs: DTypeId,
        /// The right input.
        rhs: DTypeId,
        /// The mode that has no join for them.
        mode: PromotionMode,
        /// The configuration of 64-bit dtypes whose lattice has none.
        x64: X64Mode,
    },
    /// [`result_type`] was given no dtypes.
    NoDTypes,
}

impl fmt::Display for PromotionError {
    /// Names both dtypes, the mode and, with x64 disabled, the configuration:
    ///
    /// ```
    /// use dtype_lattice::{DTypeId::*, PromotionMode, X64Mode};
    ///
    /// let error = PromotionMode::Strict.result_type_in(X64Mode::Explicit, &[Int64, Int32]);
    /// assert_eq!(
    ///     error.unwrap_err().to_string(),
    ///     "input dtypes `int64` and `int32` have no implicit promotion path under strict \
    ///      promotion with x64 disabled and explicit 64-bit dtypes allowed: cast one input \
    ///      explicitly to the dtype you want, or use standard promotion",
    /// );
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let PromotionError::NoPromotionPath {
            lhs,
            rhs,
            mode,
            x64,
        } = self
        else {
            return f.write_str("no dtypes to promote: give at least one dtype");
        };
        let setting = match x64 {
            X64Mode::Enabled => "",
            X64Mode::Disabled => " with x64 disabled",
            X64Mode::Explicit => " with x64 disabled and explicit 64-bit dtypes allowed",
        };
        write!(
            f,
            "input dtypes `{lhs}` and `{rhs}` have no implicit promotion path under {mode} \
             promotion{setting}: "
        )?;
        if *mode == PromotionMode::Lossless {
            f.write_str(
                "the mix would lose precision, since no dtype holds every value of both; cast \
                 one input explicitly to the dtype you want, or use standard promotion",
            )
        } else if lhs.is_extended() || rhs.is_extended() {
            f.write_str(
                "to avoid unintended promotion, JAX's extended dtypes (the 8-, 6- and 4-bit \
                 floats and the 4-, 2- and 1-bit integers) join only the dtypes below them \
                 (bool, literals and, for the small floats, the integers); cast one input \
                 explicitly to the dtype you want",
            )
        } else {
            f.write_str(
                "cast one input explicitly to the dtype you want, or use standard promotion",
            )
        }
    }
}

impl core::error::Error for PromotionError {}

impl FromStr for DTypeId {
    type Err = ParseDTypeError;

    /// Reads JAX's and NumPy's names (`"bool"`, `"int8"`, `"bfloat16"`,
    /// `"complex64"`, …; ml_dtypes' for the extended dtypes, `"float8_e4m3fn"`,
    /// `"int4"`, …) and the codes of JAX's promotion table (`"b1"`,
    /// `"i1"`, `"bf"`, `"c8"`, and `"i*"`, `"f*"`, `"c*"` for the weak types).
    /// Case matters, as in NumPy.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        DTypeId::ALL
            .into_iter()
            .find(|id| id.name() == s || id.code() == s)
            .ok_or_else(|| ParseDTypeError::new(s))
    }
}

/// An unknown dtype name. Its message quotes the name and lists what is accepted.
///
/// ```
/// use dtype_lattice::DTypeId;
///
/// let error = "float".parse::<DTypeId>().unwrap_err();
/// assert!(error.to_string().starts_with("unknown dtype `float`: expected one of bool, uint8,"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ParseDTypeError {
    name: KeptName,
}

/// The start of a rejected name, kept inline so that the crate needs no
/// allocator: its first 32 bytes, cut at a character boundary.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct KeptName {
    bytes: [u8; Self::KEPT],
    len: u8,
    truncated: bool,
}

impl KeptName {
    const KEPT: usize = 32;

    pub(crate) fn new(s: &str) -> Self {
        let mut len = s.len().min(Self::KEPT);
        while !s.is_char_boundary(len) {
            len -= 1;
        }
        let mut bytes = [0; Self::KEPT];
        bytes[..len].copy_from_slice(&s.as_bytes()[..len]);
        KeptName {
            bytes,
            len: len as u8,
            truncated: len < s.len(),
        }
    }

    /// The kept start of the name.
    pub(crate) fn as_str(&self) -> &str {
        // Cut at a character boundary in `new`, so this cannot fail.
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

impl fmt::Display for KeptName {
    /// The name, with `…` where it was cut.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ellipsis = if self.truncated { "…" } else { "" };
        write!(f, "{}{ellipsis}", self.as_str())
    }
}

impl fmt::Debug for KeptName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Name")
            .field("name", &self.as_str())
            .field("truncated", &self.truncated)
            .finish()
    }
}

impl ParseDTypeError {
    fn new(s: &str) -> Self {
        ParseDTypeError {
            name: KeptName::new(s),
        }
    }

    /// The rejected name (its first 32 bytes, if it was longer).
    pub fn name(&self) -> &str {
        self.name.as_str()
    }
}

impl fmt::Debug for ParseDTypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParseDTypeError")
            .field("name", &self.name.as_str())
            .field("truncated", &self.name.truncated)
            .finish()
    }
}

impl fmt::Display for ParseDTypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown dtype `{}`: expected one of ", self.name)?;
        let strong = DTypeId::ALL.iter().filter(|id| !id.is_weak());
        for (i, id) in strong.enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            write!(f, "{sep}{}", id.name())?;
        }
        f.write_str(
            " (JAX's, NumPy's and ml_dtypes' names), or a code of JAX's promotion table: ",
        )?;
        for (i, id) in DTypeId::CLASSIC.iter().enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            write!(f, "{sep}{}", id.code())?;
        }
        Ok(())
    }
}

impl core::error::Error for ParseDTypeError {}
