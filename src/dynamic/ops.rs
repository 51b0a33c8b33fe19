//! The operations of [`DynTensor`]: each dispatched, on the dtypes known at
//! run time, to the typed operation, which computes the values.
//!
//! A binary operation joins the operands' dtypes under their mode (the
//! run-time [`PromotionMode::join_in`]), converts each operand to the join where
//! it is not already in it (as [`Tensor::cast`] does), and runs the typed
//! operation on two operands of the join: the typed operation on mixed dtypes
//! converts each element to the join in its loop, with the same conversion,
//! so the values are the same. For elementwise operations on operands of one
//! shape (or one of them a single element, a scalar's 0-d tensor) and classic
//! dtypes, the conversion is made a block at a time just
//! before the typed operation's own loops read the block, so that each input
//! is read from memory once, as the typed operation on the pair reads it;
//! otherwise (broadcast or strided operands, products, the extended dtypes)
//! the operand is converted whole first. (The typed operations' result
//! dtypes are the rules of [`rules`](crate::tensor), applied to the join.)
//! Where a typed operation depends on the operands' own dtypes and not only
//! on their join:
//!
//! - `fmax` and `fmin` with a boolean or integer right operand and an inexact
//!   join (XLA's hardware max, which flushes subnormals): the operand is
//!   converted to the join, and a crate-private form of the typed function
//!   that flushes as it does for such an operand runs on one dtype;
//! - `multiply` with a `Bool` operand and `true_divide` with a `Bool`
//!   dividend (XLA's rewrite of the product into a select, for classic float
//!   and complex results): the typed operation on the pair itself for a
//!   classic join; for an extended one, the product of the operands
//!   converted to the join, and for the quotient (a `float32` select where
//!   the divisor is a narrow integer) such a form on the operands converted
//!   to the quotient's float;
//! - `power` with a weak base and an integer exponent, or a weak int with a
//!   `Bool` (JAX's `integer_pow`-like result dtypes, [`PowerOf`](crate::PowerOf)):
//!   the typed operation on the pair itself.
//!
//! The forms on converted operands compile once per dtype, not once per pair.
//!
//! The operations that compute in a float dtype (`true_divide`, `arctan2`,
//! …) on two integer dtypes convert each operand to that float directly, as
//! the typed operation does, not through the integer join, which need not
//! hold both operands' values (a weak int's; `uint32`'s in `int32`, its join
//! with `int8` with x64 disabled).
//!
//! With x64 disabled ([`X64Mode`](crate::X64Mode)), the joins are JAX's x32
//! lattice's, and a result is stored as the typed x32 policies store it
//! ([`X64Mode::stored_from`](crate::X64Mode::stored_from): the sum of an
//! `int8` tensor, `int64` with x64, is `int32`). An operation whose join (or
//! operand) is a weak type computes at 32 bits, on the operands converted to
//! the strong 32-bit dtype that holds the weak type's values, as the typed
//! `WeakFloat32` computes; its result dtype is the typed operation's on the
//! operands' own dtypes (found on empty tensors of them), stored likewise.
//!
//! This keeps the number of typed operations compiled for run-time dispatch
//! near one per dtype, not one per pair.
//!
//! Every dtype has the operations its typed tensors have, the extended ones
//! included (the families of `on!` below, by groups of the dtype table): `float8_e4m3fn * 2.0` computes as
//! `Tensor<Float8E4M3Fn>` does. What the typed tensors lack, a `DynTensor`
//! lacks too, with [`DynError::Unsupported`]: products of the extended
//! dtypes, `logaddexp` of the small floats, and of the narrow integers the
//! reductions, `power`, `abs`, `square`, the shifts and (below 4 bits) the
//! functions that compute in a float.

use core::fmt;
use core::str::FromStr;
use std::string::ToString;

use super::blocks::{Fused, elements};
use super::forms::{fmax_fmin_of_integral, true_divide_bool_dividend};
use super::{DynError, DynTensor, TypedTensor};
use crate::dtype::{DType, DTypeId, Kind};
use crate::runtime::PromotionMode;
use crate::tensor::Tensor;
use crate::tensor::ops::BinaryOperation;

// ---------------------------------------------------------------------------
// Dtype sets: which dtypes have an operation, by groups of the dtype table.

/// `on!(family; id, D => body, else none)`: a `match` on the dtype `id`
/// over the dtypes of an operation family, with `D` the marker type in each
/// arm, and `none` for the other dtypes. A family is a row of the matrix
/// below: which groups of the dtype table ([`__dtype_table!`](crate::__dtype_table))
/// have its operations (`x`) and which do not (`-`), so that a dtype added
/// to a group has them at once. The compiler checks that each dtype of a
/// family has the typed operation, and `tests/dynamic.rs` that each dtype
/// JAX accepts is in it (the classic dtypes against `jax_op_dtypes.txt`,
/// the extended ones against `jax_extended_dtypes.txt`, where the typed
/// tensors' gaps are listed).
macro_rules! on {
    // The table's groups, read with a family's row of the matrix (these arms
    // first, so that the table is never read as an expression).
    ([$family:ident $args:tt] $($table:tt)*) => {
        on!(@family $family $args $($table)*)
    };
    (@walk $args:tt [$($done:ident)*] [x $($flags:tt)*] $group:ident { $($d:ident $row:tt)* } $($rest:tt)*) => {
        on!(@walk $args [$($done)* $($d)*] [$($flags)*] $($rest)*)
    };
    (@walk $args:tt [$($done:ident)*] [- $($flags:tt)*] $group:ident $rows:tt $($rest:tt)*) => {
        on!(@walk $args [$($done)*] [$($flags)*] $($rest)*)
    };
    (@walk ($id:expr, $D:ident => $body:expr, else $none:expr) [$($d:ident)*] []) => {
        match $id {
            $(DTypeId::$d => {
                type $D = crate::dtype::$d;
                $body
            })*
            #[allow(unreachable_patterns)]
            _ => $none,
        }
    };
    // The matrix: a family per row, a group of the dtype table per column:
    // b `bool`, u `unsigned`, s `signed`, f `floats`, c `complex`, wi
    // `weak_int`, wf `weak_float`, wc `weak_complex`, sf `small_floats`, i4
    // `int4s`, n `narrower_ints`.
    //
    //                                                     b  u  s  f  c  wi wf wc sf i4 n
    // Every dtype: the comparisons, `add`, `multiply`, `maximum`, the
    // logical operations.
    (@family all $($t:tt)*) =>               { on!(@start [x  x  x  x  x  x  x  x  x  x  x] $($t)*) };
    // The classic dtypes: products (`Contract`).
    (@family classic $($t:tt)*) =>           { on!(@start [x  x  x  x  x  x  x  x  -  -  -] $($t)*) };
    // Every dtype but `Bool`: `Numeric`.
    (@family numeric $($t:tt)*) =>           { on!(@start [-  x  x  x  x  x  x  x  x  x  x] $($t)*) };
    // Every dtype but the complex ones: `FloorDivide`, `Ordered`, real results.
    (@family real $($t:tt)*) =>              { on!(@start [x  x  x  x  -  x  x  -  x  x  x] $($t)*) };
    // The dtypes with an inexact dtype to compute in (`Inexact`): `/` and the
    // transcendental functions.
    (@family with_inexact $($t:tt)*) =>      { on!(@start [x  x  x  x  x  x  x  x  x  x  -] $($t)*) };
    // Those of them with a real one: the functions of real floats.
    (@family real_with_inexact $($t:tt)*) => { on!(@start [x  x  x  x  -  x  x  -  x  x  -] $($t)*) };
    // `logaddexp`: `with_inexact` but the small floats, whose result dtype
    // rule (`StrongIfComplex`) the typed tensors do not state.
    (@family logaddexp $($t:tt)*) =>         { on!(@start [x  x  x  x  x  x  x  x  -  x  -] $($t)*) };
    // Every dtype but the narrow integers, whose rules (`Power`, `Reduce`,
    // `ComplexParts`) JAX makes irregular: `power`, `abs`, `square`, the
    // reductions.
    (@family not_narrow $($t:tt)*) =>        { on!(@start [x  x  x  x  x  x  x  x  x  -  -] $($t)*) };
    // Those of them that are real: `argmax`, `argmin`.
    (@family real_not_narrow $($t:tt)*) =>   { on!(@start [x  x  x  x  -  x  x  -  x  -  -] $($t)*) };
    // The real floats, weak or not: `RealFloating`.
    (@family real_float $($t:tt)*) =>        { on!(@start [-  -  -  x  -  -  x  -  x  -  -] $($t)*) };
    // The inexact dtypes: where `fmax` and `fmin` of an integer flush.
    (@family inexact $($t:tt)*) =>           { on!(@start [-  -  -  x  x  -  x  x  x  -  -] $($t)*) };
    // `Bool`, the integers and the weak int: `BitwiseOps`.
    (@family bitwise $($t:tt)*) =>           { on!(@start [x  x  x  -  -  x  -  -  -  x  x] $($t)*) };
    // The shifts, and the dtypes that cannot be NaN: `bitwise` but the
    // narrow integers.
    (@family integral $($t:tt)*) =>          { on!(@start [x  x  x  -  -  x  -  -  -  -  -] $($t)*) };
    // The strong integers: the exponents of a weak base's `power`.
    (@family ints $($t:tt)*) =>              { on!(@start [-  x  x  -  -  -  -  -  -  -  -] $($t)*) };
    // A family's classic dtypes only: the last three groups left out.
    (
        @start [$b:tt $u:tt $s:tt $f:tt $c:tt $wi:tt $wf:tt $wc:tt $sf:tt $i4:tt $n:tt]
        (classic: $($args:tt)*) $($table:tt)*
    ) => {
        on!(@walk ($($args)*) [] [$b $u $s $f $c $wi $wf $wc - - -] $($table)*)
    };
    // A family's extended dtypes only: the last three groups.
    (
        @start [$b:tt $u:tt $s:tt $f:tt $c:tt $wi:tt $wf:tt $wc:tt $sf:tt $i4:tt $n:tt]
        (extended: $($args:tt)*) $($table:tt)*
    ) => {
        on!(@walk ($($args)*) [] [- - - - - - - - $sf $i4 $n] $($table)*)
    };
    (@start [$($flags:tt)*] $args:tt $($table:tt)*) => {
        on!(@walk $args [] [$($flags)*] $($table)*)
    };
    ($family:ident; $id:expr, $D:ident => $body:expr, else $none:expr) => {
        crate::__dtype_table!([on] $family ($id, $D => $body, else $none))
    };
    (classic $family:ident; $id:expr, $D:ident => $body:expr, else $none:expr) => {
        crate::__dtype_table!([on] $family (classic: $id, $D => $body, else $none))
    };
    (extended $family:ident; $id:expr, $D:ident => $body:expr, else $none:expr) => {
        crate::__dtype_table!([on] $family (extended: $id, $D => $body, else $none))
    };
}

/// A typed operation's result, wrapped.
#[allow(clippy::unnecessary_wraps)] // The shape of `BinaryOp::on_pair`'s arms.
fn wrap<D: DType>(
    result: Result<Tensor<D>, crate::tensor::ShapeError>,
) -> Option<Result<TypedTensor, crate::tensor::ShapeError>> {
    Some(result.map(TypedTensor::wrap))
}

/// Whether `d` is a float or complex dtype.
fn is_inexact(d: DTypeId) -> bool {
    matches!(d.kind(), Kind::Floating | Kind::ComplexFloating)
}

/// The tensor inside `t`, which has dtype `D`.
fn typed<D: DType>(t: &DynTensor) -> &Tensor<D> {
    t.as_tensor::<D>()
        .expect("the dispatch matched the tensor's dtype")
}

/// Declares an enum of operations with their `jax.numpy` names.
macro_rules! op_enum {
    (
        $(#[$doc:meta])* $Enum:ident;
        $($(#[$vdoc:meta])* $Variant:ident $name:literal,)*
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum $Enum {
            $(
                #[doc = concat!("`jnp.", $name, "`.")]
                $Variant,
            )*
        }

        impl $Enum {
            /// Every operation, in declaration order.
            pub const ALL: &'static [$Enum] = &[$($Enum::$Variant),*];

            /// The `jax.numpy` name.
            pub const fn name(self) -> &'static str {
                match self {
                    $($Enum::$Variant => $name,)*
                }
            }
        }

        impl fmt::Display for $Enum {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }

        impl FromStr for $Enum {
            type Err = DynError;

            /// Parses the `jax.numpy` name.
            fn from_str(name: &str) -> Result<$Enum, DynError> {
                match name {
                    $($name => Ok($Enum::$Variant),)*
                    _ => Err(DynError::UnknownOperation { name: name.to_string() }),
                }
            }
        }
    };
}

// ---------------------------------------------------------------------------
// Binary operations.

/// Declares [`BinaryOp`], its dispatch on the join, and one `try_` method per
/// operation on [`DynTensor`]. Each row: the variant, the `jax.numpy` name,
/// the typed method, the family of dtypes it exists for (`on!`), and a flag:
/// `float` where it computes in the join's inexact dtype, `product` where it
/// is not elementwise (no blocks of converted operands, `BinaryOp::fused`).
macro_rules! binary_ops {
    ($($Variant:ident $name:literal $method:ident, $set:ident $(, $flag:ident)?;)*) => {
        op_enum! {
            /// The binary operations of [`DynTensor::binary`], by their
            /// `jax.numpy` names (`"add".parse()`), each the typed
            /// [`Tensor`] method of the same name.
            BinaryOp;
            $($Variant $name,)*
        }

        impl BinaryOp {
            /// The typed operation on two tensors of dtype `j`.
            fn on_join(self, j: DTypeId, x: &DynTensor, y: &DynTensor) -> Option<Result<TypedTensor, crate::tensor::ShapeError>> {
                match self {
                    $(BinaryOp::$Variant => on!($set; j, J => Some(
                        typed::<J>(x).$method(typed::<J>(y)).map(TypedTensor::wrap)
                    ), else None),)*
                }
            }

            /// The elementwise operation on `x` and `y`, of one shape or
            /// one of them a single element, converted to `j` a block at a
            /// time in its loops ([`Fused`](crate::tensor::Fused)), for the
            /// classic dtypes; `None` where it has no such form (a product,
            /// operands broadcast along some axes only or strided, a dtype
            /// outside the classic ones, the typed operation's own paths for
            /// some operands).
            fn fused(self, j: DTypeId, x: &DynTensor, y: &DynTensor) -> Option<Result<TypedTensor, crate::tensor::ShapeError>> {
                match self {
                    $(BinaryOp::$Variant => binary_ops!(@fused [$($flag)?] $set, j, x, y, $Variant),)*
                }
            }

            /// Whether the operation computes in the join's inexact dtype
            /// (`float`): `true_divide`, `arctan2`, …
            fn computes_in_float(self) -> bool {
                match self {
                    $(BinaryOp::$Variant => binary_ops!(@float [$($flag)?]),)*
                }
            }
        }

        impl DynTensor {
            $(
                #[doc = concat!("`jnp.", $name, "`: [`Tensor::", stringify!($method), "`] on the dtypes known at run time; see [`DynTensor::binary`].")]
                pub fn $method(&self, rhs: &DynTensor) -> Result<DynTensor, DynError> {
                    self.binary(BinaryOp::$Variant, rhs)
                }
            )*
        }
    };
    (@float [float]) => { true };
    (@float [$($flag:ident)?]) => { false };
    (@fused [product] $($rest:tt)*) => { None };
    (@fused [$($flag:ident)?] $set:ident, $j:expr, $x:expr, $y:expr, $Variant:ident) => {
        on!(classic $set; $j, J => {
            run_fused::<units::$Variant, J>(&fused_operands::<J>($x, $y)?)
        }, else None)
    };
}

/// The binary operation `Op` on operands converted to `J` a block at a
/// time ([`Fused`]): the typed operation's element function and loops.
fn run_fused<
    Op: BinaryOperation<J, J, crate::policy::Standard, crate::policy::Standard>,
    J: DType,
>(
    fused: &Fused<'_, J, J, crate::policy::Standard, crate::policy::Standard>,
) -> Option<Result<TypedTensor, crate::tensor::ShapeError>> {
    let result = Op::run(fused)?;
    Some(result.map(|array| TypedTensor::wrap(Tensor::<Op::Output>::from_array(array))))
}

/// The unit types of the binary operations, by the names of [`BinaryOp`]'s
/// variants: the operators' and the functions'.
mod units {
    pub(super) use crate::tensor::binary::*;
}

/// `x` and `y` as the operands of an operation computed in `J`, each
/// converted a block at a time where its dtype is another; `None` where one
/// is strided or of a dtype outside the classic ones, or their shapes are
/// not [`Fused`]'s.
fn fused_operands<'a, J: DType>(
    x: &'a DynTensor,
    y: &'a DynTensor,
) -> Option<Fused<'a, J, J, crate::policy::Standard, crate::policy::Standard>> {
    fn elements_in<J: DType>(t: &DynTensor) -> Option<crate::kernels::Elements<'_, J::Elem>> {
        on!(classic all; t.dtype(), D => elements(typed::<D>(t)), else None)
    }
    Fused::new(
        (x.shape(), elements_in::<J>(x)?),
        (y.shape(), elements_in::<J>(y)?),
    )
}

binary_ops! {
    Add "add" try_add, all;
    Subtract "subtract" try_subtract, numeric;
    Multiply "multiply" try_multiply, all;
    TrueDivide "true_divide" try_true_divide, with_inexact, float;
    FloorDivide "floor_divide" try_floor_divide, real;
    Remainder "remainder" try_remainder, real;
    Power "power" try_power, not_narrow;
    Maximum "maximum" try_maximum, all;
    Minimum "minimum" try_minimum, all;
    Less "less" try_less, all;
    LessEqual "less_equal" try_less_equal, all;
    Greater "greater" try_greater, all;
    GreaterEqual "greater_equal" try_greater_equal, all;
    Equal "equal" try_equal, all;
    NotEqual "not_equal" try_not_equal, all;
    BitwiseAnd "bitwise_and" try_bitwise_and, bitwise;
    BitwiseOr "bitwise_or" try_bitwise_or, bitwise;
    BitwiseXor "bitwise_xor" try_bitwise_xor, bitwise;
    LogicalAnd "logical_and" try_logical_and, all;
    LogicalOr "logical_or" try_logical_or, all;
    LogicalXor "logical_xor" try_logical_xor, all;
    Fmax "fmax" try_fmax, all;
    Fmin "fmin" try_fmin, all;
    Copysign "copysign" try_copysign, real_with_inexact, float;
    Nextafter "nextafter" try_nextafter, real_with_inexact, float;
    LeftShift "left_shift" try_left_shift, integral;
    RightShift "right_shift" try_right_shift, integral;
    Arctan2 "arctan2" try_arctan2, with_inexact, float;
    Hypot "hypot" try_hypot, real_with_inexact, float;
    Logaddexp "logaddexp" try_logaddexp, logaddexp, float;
    Logaddexp2 "logaddexp2" try_logaddexp2, with_inexact, float;
    FloatPower "float_power" try_float_power, with_inexact, float;
    Matmul "matmul" try_matmul, classic, product;
    Dot "dot" try_dot, classic, product;
    Vdot "vdot" try_vdot, classic, product;
    Inner "inner" try_inner, classic, product;
}

impl BinaryOp {
    /// The operation where its values or dtype depend on the operands'
    /// dtypes and not only on their join (see the module's docs): the typed
    /// operation on the pair itself, or its form for operands converted to
    /// the join; `None` elsewhere. `j` is the join.
    fn on_pair(
        self,
        j: DTypeId,
        x: &DynTensor,
        y: &DynTensor,
    ) -> Option<Result<TypedTensor, crate::tensor::ShapeError>> {
        use DTypeId::{Bool, WeakComplex, WeakFloat, WeakInt};
        let (a, b) = (x.dtype(), y.dtype());
        match self {
            // `Bool ⊔ X` is `X` wherever it exists, so the other operand is
            // in the join. XLA's select of a `Bool` factor is made for
            // classic floats and complex results only, so an extended join
            // takes the product of the converted operands (`None` here).
            BinaryOp::Multiply if a == Bool => {
                on!(classic all; j, J => wrap(typed::<crate::dtype::Bool>(x).try_multiply(typed::<J>(y))), else None)
            }
            BinaryOp::Multiply if b == Bool => {
                on!(classic all; j, J => wrap(typed::<J>(x).try_multiply(typed::<crate::dtype::Bool>(y))), else None)
            }
            // The quotient of a `Bool` by a narrow integer is a `float32`
            // select too: for the extended dtypes, the operands converted to
            // the quotient's float and the typed select or quotient on one
            // dtype, one copy of the loops per dtype, not one per pair.
            BinaryOp::TrueDivide if a == Bool => {
                on!(classic with_inexact; j, J => wrap(typed::<crate::dtype::Bool>(x).try_true_divide(typed::<J>(y))), else None)
                    .or_else(|| on!(extended with_inexact; j, J => {
                        type O = <J as crate::tensor::Inexact>::Output;
                        let (x, y) = (x.in_dtype(O::ID), y.in_dtype(O::ID));
                        wrap(true_divide_bool_dividend(typed::<O>(&x), typed::<O>(&y)))
                    }, else None))
            }
            // The integral operand converted to the join first, as the
            // typed function converts it in its loop: one copy of the
            // flushing loops per join, not one per pair.
            BinaryOp::Fmax | BinaryOp::Fmin if is_inexact(j) && !is_inexact(b) => {
                let (x, y) = (x.in_dtype(j), y.in_dtype(j));
                let max = self == BinaryOp::Fmax;
                on!(inexact; j, J => {
                    let (x, y) = (typed::<J>(&x), typed::<J>(&y));
                    wrap(fmax_fmin_of_integral(x, y, max))
                }, else None)
            }
            BinaryOp::Power => match (a, b) {
                (WeakInt, Bool) => {
                    wrap(typed::<crate::dtype::WeakInt>(x).try_power(typed::<crate::dtype::Bool>(y)))
                }
                (Bool, WeakInt) => {
                    wrap(typed::<crate::dtype::Bool>(x).try_power(typed::<crate::dtype::WeakInt>(y)))
                }
                (WeakFloat, _) => {
                    on!(ints; b, B => wrap(typed::<crate::dtype::WeakFloat>(x).try_power(typed::<B>(y))), else None)
                }
                (WeakComplex, _) => {
                    on!(ints; b, B => wrap(typed::<crate::dtype::WeakComplex>(x).try_power(typed::<B>(y))), else None)
                }
                _ => None,
            },
            _ => None,
        }
    }
}

impl DynTensor {
    /// `op` on `self` and `rhs`, under their promotion mode (both must have
    /// the same; [`binary_in`](Self::binary_in) chooses one per call).
    ///
    /// The result dtype is the typed operation's on the operands' join: the
    /// dtype `Tensor` gives for the same operands, and JAX for the same
    /// arrays; the values are the typed operation's (see the module docs of
    /// `dynamic::ops`). Broadcasts as NumPy does.
    ///
    /// # Errors
    ///
    /// [`DynError::Promotion`] where the dtypes have no join under the mode,
    /// [`DynError::Unsupported`] where the operation does not exist for the
    /// join (`floor_divide` of complex numbers), [`DynError::ModeMismatch`]
    /// where the operands' modes differ, [`DynError::Shape`] where the
    /// shapes do not broadcast.
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let x = DynTensor::from(Tensor::<Complex64>::ones(&[2]));
    /// let y = DynTensor::from(Tensor::<Int8>::ones(&[2]));
    /// let op: BinaryOp = "floor_divide".parse()?;
    /// assert_eq!(
    ///     x.binary(op, &y).unwrap_err().to_string(),
    ///     "floor_divide is not defined for complex64 (the join of complex64 and int8), as in \
    ///      JAX: cast the operands to a dtype that has it",
    /// );
    /// assert_eq!(x.binary(BinaryOp::Power, &y)?.dtype(), DTypeId::Complex64);
    /// # Ok::<(), DynError>(())
    /// ```
    pub fn binary(&self, op: BinaryOp, rhs: &DynTensor) -> Result<DynTensor, DynError> {
        let modes = super::common_modes(&[self, rhs], op.name())?;
        DynTensor::binary_in(modes.mode, op, self, rhs)
    }

    /// `op` on `lhs` and `rhs` under `mode`, whatever their own modes: the
    /// policy chosen per call. The result is under `mode`. Their
    /// configuration of 64-bit dtypes must be the same
    /// ([`DynError::X64Mismatch`] otherwise).
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let x = DynTensor::from(Tensor::<Float32>::ones(&[2]));
    /// let y = DynTensor::from(Tensor::<Int32>::ones(&[2]));
    /// assert!(DynTensor::binary_in(PromotionMode::Standard, BinaryOp::Add, &x, &y).is_ok());
    /// assert!(DynTensor::binary_in(PromotionMode::Strict, BinaryOp::Add, &x, &y).is_err());
    /// ```
    pub fn binary_in(
        mode: PromotionMode,
        op: BinaryOp,
        lhs: &DynTensor,
        rhs: &DynTensor,
    ) -> Result<DynTensor, DynError> {
        let x64 = super::common_x64(&[lhs, rhs], op.name())?;
        let modes = super::Modes { mode, x64 };
        let (a, b) = (lhs.dtype(), rhs.dtype());
        let j = super::join(modes, op.name(), a, b)?;
        let unsupported = DynError::Unsupported {
            op: op.name(),
            operands: (a, Some(b)),
            dtype: j,
        };
        let computed_in = modes.computed_in(j);
        let result = if computed_in == j {
            op.compute(j, lhs, rhs)
        } else {
            op.compute(computed_in, &lhs.computed(), &rhs.computed())
        };
        let result = super::finish(op.name(), modes, result.ok_or(unsupported)?)?;
        // The typed operation's result dtype on the operands' own dtypes
        // (where the values were computed at 32 bits, another), as the
        // configuration stores it.
        let dtype = if computed_in == j {
            result.dtype()
        } else {
            op.result_dtype(j, a, b).unwrap_or(result.dtype())
        };
        Ok(result.into_dtype(x64.stored_from(j, dtype)))
    }
}

impl BinaryOp {
    /// The typed operation on `x` and `y`, whose join is `j`: as
    /// [`on_pair`](Self::on_pair) says where its values or dtype depend on
    /// the operands' dtypes, otherwise on both converted to the join; `None`
    /// where it does not exist for the join.
    fn compute(
        self,
        j: DTypeId,
        x: &DynTensor,
        y: &DynTensor,
    ) -> Option<Result<TypedTensor, crate::tensor::ShapeError>> {
        if x.dtype() != y.dtype() {
            if let Some(result) = self.on_pair(j, x, y) {
                return Some(result);
            }
            if self.computes_in_float() && !is_inexact(j) {
                // The typed operation converts each operand to the float it
                // computes in directly, not through an integer join, which
                // need not hold both operands' values (a weak int's;
                // `uint32`'s in `int32`, the join with `int8` with x64
                // disabled).
                let float = self.result_dtype(j, j, j)?;
                return self.on_converted(float, x, y);
            }
        }
        self.on_converted(j, x, y)
    }

    /// The typed operation on `x` and `y` converted to `j`: a block at a
    /// time in its loops where it can ([`BinaryOp::fused`]), so that each
    /// input is read once as the typed operation on the pair reads it,
    /// otherwise converted whole first.
    fn on_converted(
        self,
        j: DTypeId,
        x: &DynTensor,
        y: &DynTensor,
    ) -> Option<Result<TypedTensor, crate::tensor::ShapeError>> {
        if (x.dtype() != j || y.dtype() != j)
            && let Some(result) = self.fused(j, x, y)
        {
            return Some(result);
        }
        self.on_join(j, &x.in_dtype(j), &y.in_dtype(j))
    }

    /// The dtype of the typed operation's result on operands of dtypes `a`
    /// and `b` (whose join is `j`), read off the operation on empty tensors
    /// of them; `None` where it does not exist.
    fn result_dtype(self, j: DTypeId, a: DTypeId, b: DTypeId) -> Option<DTypeId> {
        let (x, y) = (DynTensor::zeros(a, &[0]), DynTensor::zeros(b, &[0]));
        Some(self.compute(j, &x, &y)?.ok()?.dtype())
    }
}

// ---------------------------------------------------------------------------
// Unary operations.

/// Declares [`UnaryOp`], its dispatch, and one method per operation.
macro_rules! unary_ops {
    ($($Variant:ident $name:literal $method:ident, $set:ident;)*) => {
        op_enum! {
            /// The elementwise functions of one tensor of
            /// [`DynTensor::unary`], by their `jax.numpy` names, each the
            /// typed [`Tensor`] method of the same name.
            UnaryOp;
            $($Variant $name,)*
        }

        impl UnaryOp {
            /// The typed function on `t`; `None` where it does not exist
            /// for `t`'s dtype.
            fn apply(self, t: &DynTensor) -> Option<TypedTensor> {
                let d = t.dtype();
                match self {
                    $(UnaryOp::$Variant => on!($set; d, D => Some(TypedTensor::wrap(unary_ops!(@call $method, typed::<D>(t)))), else None),)*
                }
            }
        }

        impl DynTensor {
            /// `op` on this tensor: the typed function, with its result
            /// dtype.
            ///
            /// # Errors
            ///
            /// [`DynError::Unsupported`] where the function does not exist for
            /// the dtype (`negative` of `Bool`, `floor` of a complex number).
            ///
            /// ```
            /// use dtype_lattice::*;
            ///
            /// let t = DynTensor::from(Tensor::<Int8>::from_vec(vec![1, 4]));
            /// assert_eq!(t.unary(UnaryOp::Sqrt)?.to_string(), "Tensor([1., 2.], dtype=float32)");
            /// # Ok::<(), DynError>(())
            /// ```
            pub fn unary(&self, op: UnaryOp) -> Result<DynTensor, DynError> {
                let d = self.dtype();
                let computed = self.computed();
                let result = op.apply(&computed)
                    .ok_or(DynError::Unsupported { op: op.name(), operands: (d, None), dtype: d })?;
                // The typed function's result dtype on this dtype (on an
                // empty tensor where the values were computed at 32 bits),
                // as the configuration stores it.
                let dtype = if computed.dtype() == d {
                    result.dtype()
                } else {
                    op.apply(&DynTensor::zeros(d, &[0])).map_or(result.dtype(), |t| t.dtype())
                };
                Ok(self.like(result).into_dtype(self.modes.x64.stored_from(d, dtype)))
            }

            $(
                #[doc = concat!("`jnp.", $name, "`: [`DynTensor::unary`] with [`UnaryOp::", stringify!($Variant), "`].")]
                pub fn $method(&self) -> Result<DynTensor, DynError> {
                    self.unary(UnaryOp::$Variant)
                }
            )*
        }
    };
    (@call negative, $t:expr) => { -$t };
    (@call $method:ident, $t:expr) => { $t.$method() };
}

unary_ops! {
    Negative "negative" negative, numeric;
    Abs "abs" abs, not_narrow;
    Real "real" real, not_narrow;
    Imag "imag" imag, not_narrow;
    Conj "conj" conj, not_narrow;
    Sqrt "sqrt" sqrt, with_inexact;
    Exp "exp" exp, with_inexact;
    Log "log" log, with_inexact;
    Sin "sin" sin, with_inexact;
    Cos "cos" cos, with_inexact;
    Tanh "tanh" tanh, with_inexact;
    Expm1 "expm1" expm1, with_inexact;
    Log1p "log1p" log1p, with_inexact;
    Log2 "log2" log2, with_inexact;
    Log10 "log10" log10, with_inexact;
    Rsqrt "rsqrt" rsqrt, real_float;
    Cbrt "cbrt" cbrt, real_with_inexact;
    Exp2 "exp2" exp2, real_with_inexact;
    Tan "tan" tan, real_with_inexact;
    Arcsin "arcsin" arcsin, real_with_inexact;
    Arccos "arccos" arccos, real_with_inexact;
    Arctan "arctan" arctan, real_with_inexact;
    Sinh "sinh" sinh, real_with_inexact;
    Cosh "cosh" cosh, real_with_inexact;
    Arcsinh "arcsinh" arcsinh, real_with_inexact;
    Arccosh "arccosh" arccosh, real_with_inexact;
    Arctanh "arctanh" arctanh, real_with_inexact;
    Erf "erf" erf, real_with_inexact;
    Erfc "erfc" erfc, real_with_inexact;
    Logistic "logistic" logistic, real_float;
    Square "square" square, not_narrow;
    Reciprocal "reciprocal" reciprocal, with_inexact;
    Sign "sign" sign, numeric;
    Round "round" round, numeric;
    Floor "floor" floor, real;
    Ceil "ceil" ceil, real;
    Trunc "trunc" trunc, real;
    Isnan "isnan" isnan, all;
    Isinf "isinf" isinf, all;
    Isfinite "isfinite" isfinite, all;
    Signbit "signbit" signbit, real;
    LogicalNot "logical_not" logical_not, all;
    BitwiseNot "bitwise_not" bitwise_not, bitwise;
}

// ---------------------------------------------------------------------------
// Reductions.

/// Declares [`Reduction`] and its dispatch.
macro_rules! reductions {
    ($($Variant:ident $name:literal $whole:ident $axis:ident $($fallible:ident)?, $set:ident;)*) => {
        op_enum! {
            /// The reductions of [`DynTensor::reduce`], by their `jax.numpy`
            /// names, each the typed [`Tensor`] method of the same name
            /// (over the whole tensor) or with `_axis` (along one axis).
            Reduction;
            $($Variant $name,)*
        }

        impl DynTensor {
            /// `op` over the whole tensor (`axis` `None`) or along one axis:
            /// the typed reduction, with its result dtype.
            ///
            /// # Errors
            ///
            /// [`DynError::Unsupported`] where the reduction does not exist for
            /// the dtype (`argmax` of complex numbers), [`DynError::Shape`] for
            /// an axis out of range or a reduction without identity (`max`,
            /// `argmax`) of no elements.
            ///
            /// ```
            /// use dtype_lattice::*;
            ///
            /// let t = DynTensor::from(Tensor::<Int8>::from_shape_vec(&[2, 2], vec![1, 2, 3, 4])?);
            /// assert_eq!(t.reduce(Reduction::Sum, None)?.to_string(), "Tensor(10, dtype=int64)");
            /// assert_eq!(t.reduce(Reduction::Mean, Some(0))?.to_string(), "Tensor([2., 3.], dtype=float32)");
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn reduce(&self, op: Reduction, axis: Option<usize>) -> Result<DynTensor, DynError> {
                let d = self.dtype();
                let computed = self.computed();
                let result = match op {
                    $(Reduction::$Variant => on!($set; computed.dtype(), D => Some({
                        let t = typed::<D>(&computed);
                        match axis {
                            None => reductions!(@whole [$($fallible)?] t.$whole()),
                            Some(axis) => t.$axis(axis),
                        }
                        .map(TypedTensor::wrap)
                    }), else None),)*
                };
                let result = result
                    .ok_or(DynError::Unsupported { op: op.name(), operands: (d, None), dtype: d })?;
                let result = super::finish(op.name(), self.modes, result)?;
                // Stored as the typed reduction stores it: the indices of
                // `argmax` and `argmin` as `Policy::Stored` says, the others
                // as `Policy::StoredFrom` says for this dtype.
                let dtype = match op {
                    Reduction::Argmax | Reduction::Argmin => self.modes.x64.stored(result.dtype()),
                    _ => self.modes.x64.stored_from(d, result.dtype()),
                };
                Ok(result.into_dtype(dtype))
            }
        }
    };
    (@whole [] $call:expr) => { Ok::<_, crate::tensor::ShapeError>($call) };
    (@whole [fallible] $call:expr) => { $call };
}

reductions! {
    Sum "sum" sum sum_axis, not_narrow;
    Prod "prod" prod prod_axis, not_narrow;
    Mean "mean" mean mean_axis, not_narrow;
    Max "max" max max_axis fallible, not_narrow;
    Min "min" min min_axis fallible, not_narrow;
    Argmax "argmax" argmax argmax_axis fallible, real_not_narrow;
    Argmin "argmin" argmin argmin_axis fallible, real_not_narrow;
    Cumsum "cumsum" cumsum cumsum_axis, not_narrow;
    Cumprod "cumprod" cumprod cumprod_axis, not_narrow;
    Any "any" any any_axis, not_narrow;
    All "all" all all_axis, not_narrow;
    Var "var" var var_axis, not_narrow;
    Std "std" std std_axis, not_narrow;
}
