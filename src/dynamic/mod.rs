//! Tensors whose dtype is known only at run time: [`DynTensor`], the typed
//! boundary ([`From`]/[`TryFrom`], [`match_dyn!`](crate::match_dyn),
//! [`match_dtype!`](crate::match_dtype), [`TensorVisitor`]), and the
//! operations, dispatched to the typed kernels.
//!
//! The layer above typed tensors: it holds a [`Tensor`] of one of the 35
//! dtypes and knows which one at run time; everything it computes, a typed
//! tensor computes.

mod blocks;
mod error;
mod forms;
// `on!`, the dispatch over families of dtypes, for this module too.
#[macro_use]
mod ops;
mod shape;

use core::any::Any;
use core::fmt;

use crate::dtype::{DType, DTypeId, WeakComplex64, WeakFloat32, WeakInt32};
use crate::policy::Policy;
use crate::runtime::{PromotionMode, X64Mode};
use crate::tensor::Tensor;

pub use self::error::DynError;
pub use self::ops::{BinaryOp, Reduction, UnaryOp};

/// Evaluates an expression once for the dtype marker that a [`DTypeId`]
/// names: `match_dtype!(id, D => body)` is a `match` on `id` with one arm per
/// dtype, in which `D` is the marker type (`Int8` for `DTypeId::Int8`). The
/// body is compiled once per dtype, so it must compile for every one of the 35.
///
/// This is how generic typed code runs on a dtype chosen at run time; see
/// also [`match_dyn!`](crate::match_dyn), which does the same for the tensor
/// inside a [`DynTensor`].
///
/// ```
/// use dtype_lattice::*;
///
/// fn zeros(dtype: DTypeId, shape: &[usize]) -> DynTensor {
///     match_dtype!(dtype, D => Tensor::<D>::zeros(shape).into())
/// }
/// let z = zeros("bfloat16".parse()?, &[2]);
/// assert_eq!(z.to_string(), "Tensor([0, 0], dtype=bfloat16)");
/// # Ok::<(), ParseDTypeError>(())
/// ```
#[macro_export]
macro_rules! match_dtype {
    ($id:expr, $D:ident => $body:expr) => {
        $crate::__dtype_table!([$crate::__match_dtype]($id), $D, ($body))
    };
}

/// [`match_dtype!`]'s arms, one per row of the dtype table.
#[doc(hidden)]
#[macro_export]
macro_rules! __match_dtype {
    ([($id:expr), $D:ident, ($body:expr)] $($group:ident { $($marker:ident { $($row:tt)* })* })*) => {
        match $id {
            $($(
                $crate::DTypeId::$marker => {
                    type $D = $crate::$marker;
                    $body
                }
            )*)*
            // `DTypeId` is `non_exhaustive` for other crates; this macro comes
            // from the crate that declares it and has an arm for every dtype.
            #[allow(unreachable_patterns)]
            _ => ::core::unreachable!("match_dtype! has an arm for every DTypeId"),
        }
    };
}

/// Evaluates an expression once for the typed tensor inside a [`DynTensor`]:
/// `match_dyn!(tensor, t => body)` binds `t` to a `&Tensor<D>` of the
/// tensor's dtype `D` (the 35-arm match, written once). The body is compiled
/// for every dtype, so it must compile for every one; for code that exists
/// for some dtypes only, match on [`DynTensor::typed`] or narrow with
/// [`TryFrom`].
///
/// ```
/// use dtype_lattice::*;
///
/// // Generic typed code…
/// fn describe<D: DType>(t: &Tensor<D>) -> String {
///     format!("{} values of {}", t.len(), D::NAME)
/// }
/// // …called on a tensor whose dtype is known at run time.
/// let t = DynTensor::from(Tensor::<Int16>::arange(3));
/// assert_eq!(match_dyn!(&t, x => describe(x)), "3 values of int16");
/// ```
#[macro_export]
macro_rules! match_dyn {
    ($tensor:expr, $t:ident => $body:expr) => {
        $crate::__dtype_table!([$crate::__match_dyn]($tensor), $t, ($body))
    };
}

/// [`match_dyn!`]'s arms, one per row of the dtype table.
#[doc(hidden)]
#[macro_export]
macro_rules! __match_dyn {
    ([($tensor:expr), $t:ident, ($body:expr)] $($group:ident { $($marker:ident { $($row:tt)* })* })*) => {
        match $crate::DynTensor::typed($tensor) {
            $($($crate::TypedTensor::$marker($t) => $body,)*)*
        }
    };
}

/// Declares [`TypedTensor`] with one variant per dtype, and the conversions
/// that need the list.
macro_rules! typed_tensor {
    ([] $($group:ident { $($d:ident { $($row:tt)* })* })*) => {
        typed_tensor!(@variants $($($d)*)*);
    };
    (@variants $($d:ident)*) => {
        /// The typed tensor inside a [`DynTensor`]: one variant per dtype,
        /// named after its marker, holding a [`Tensor`] under standard
        /// promotion (the policy is the `DynTensor`'s, at run time).
        #[derive(Clone, Debug, PartialEq)]
        pub enum TypedTensor {
            $(
                #[doc = concat!("A tensor of [`", stringify!($d), "`](crate::", stringify!($d), ").")]
                $d(Tensor<crate::dtype::$d>),
            )*
        }

        impl TypedTensor {
            /// The dtype of the tensor inside.
            pub fn dtype(&self) -> DTypeId {
                match self {
                    $(TypedTensor::$d(_) => DTypeId::$d,)*
                }
            }

            /// The tensor as `Tensor<D>`, if its dtype is `D` (moved, not copied).
            fn downcast<D: DType>(self) -> Result<Tensor<D>, TypedTensor> {
                match self {
                    $(TypedTensor::$d(t) => {
                        let mut slot = Some(t);
                        match (&mut slot as &mut dyn Any).downcast_mut::<Option<Tensor<D>>>() {
                            Some(found) => Ok(found.take().expect("the slot is full")),
                            None => Err(TypedTensor::$d(slot.take().expect("the slot is full"))),
                        }
                    })*
                }
            }

            /// The tensor as `&Tensor<D>`, if its dtype is `D`.
            fn downcast_ref<D: DType>(&self) -> Option<&Tensor<D>> {
                match self {
                    $(TypedTensor::$d(t) => (t as &dyn Any).downcast_ref::<Tensor<D>>(),)*
                }
            }

            /// Wraps a typed tensor of any dtype (under any policy). The weak
            /// types held at 32 bits under the x32 policies widen, exactly,
            /// to their weak type's storage, where the `DynTensor`'s
            /// configuration of 64-bit dtypes keeps their values at 32 bits.
            fn wrap<D: DType, P: Policy>(tensor: Tensor<D, P>) -> TypedTensor {
                let mut slot = Some(tensor.standard());
                let any = &mut slot as &mut dyn Any;
                $(
                    if let Some(found) = any.downcast_mut::<Option<Tensor<crate::dtype::$d>>>() {
                        return TypedTensor::$d(found.take().expect("the slot is full"));
                    }
                )*
                // Cast once found, so that the casts are compiled for these
                // three markers only, not for every `D`.
                if let Some(found) = any.downcast_mut::<Option<Tensor<WeakInt32>>>() {
                    return TypedTensor::WeakInt(found.take().expect("the slot is full").cast());
                }
                if let Some(found) = any.downcast_mut::<Option<Tensor<WeakFloat32>>>() {
                    return TypedTensor::WeakFloat(found.take().expect("the slot is full").cast());
                }
                if let Some(found) = any.downcast_mut::<Option<Tensor<WeakComplex64>>>() {
                    return TypedTensor::WeakComplex(found.take().expect("the slot is full").cast());
                }
                unreachable!("`DType` is sealed: its 35 markers are the variants, and the x32 weak types widen")
            }
        }
    };
}

crate::__dtype_table!([typed_tensor]);

/// A tensor whose dtype is a run-time [`DTypeId`], under a run-time
/// [`PromotionMode`] and [`X64Mode`]: data from a file, or from code that
/// does not know its dtypes at compile time.
///
/// Inside is a typed [`Tensor`] ([`DynTensor::typed`]); the conversions to
/// and from typed tensors move it and never copy the elements. Operations
/// ([`try_add`](Self::try_add), [`binary`](Self::binary), [`unary`](Self::unary),
/// [`reduce`](Self::reduce), …) take the result dtype from the run-time
/// promotion tables and the typed operation's rule, and compute with the
/// typed kernels, so that they give the values `Tensor` gives; they return
/// a [`DynError`] where `Tensor`'s would not compile (a mix without a join
/// under the mode, an operation the dtype does not have) or where the shapes
/// do not fit.
///
/// ```
/// use dtype_lattice::*;
///
/// let a = DynTensor::from(Tensor::<Int8>::from_vec(vec![1, -2, 3]));
/// let b = DynTensor::from(Tensor::<UInt8>::from_vec(vec![200, 1, 255]));
/// let c = a.try_add(&b)?;
/// assert_eq!(c.dtype(), DTypeId::Int16);
/// assert_eq!(c.to_string(), "Tensor([201,  -1, 258], dtype=int16)");
///
/// // Narrowed once to the dtype the program was written for, without a copy.
/// let typed = Tensor::<Int16>::try_from(c)?;
/// assert_eq!(typed.to_vec(), [201, -1, 258]);
///
/// // Under strict promotion the mix is an error at run time, as it is a
/// // compile error for typed tensors.
/// let error = a.strict().try_add(&b.strict()).unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "add: input dtypes `int8` and `uint8` have no implicit promotion path under strict \
///      promotion: cast one input explicitly to the dtype you want, or use standard promotion",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # x64 disabled
///
/// With [`X64Mode::Disabled`] (JAX's default, the x32 policies of typed
/// tensors) or [`X64Mode::Explicit`], a `DynTensor` computes what
/// `Tensor<D, StandardX32>` (or `StandardX32Explicit`) computes: joins on
/// JAX's x32 lattice, results canonicalized to 32 bits (the sum of an `int8`
/// tensor is `int32`), and weak types at 32 bits. A weak tensor is held in
/// its weak dtype's storage ([`TypedTensor::WeakFloat`] holds `f64`s) with
/// values rounded to 32 bits, and every operation on one computes at 32
/// bits, as the typed `WeakFloat32` does; `Display` and the conversion to
/// [`WeakFloat32`] show it as JAX does.
///
/// ```
/// use dtype_lattice::*;
///
/// let big = DynTensor::from(Tensor::<UInt32>::from_vec(vec![4_000_000_000]));
/// let one = DynTensor::from(Tensor::<Int32>::from_vec(vec![1]));
/// assert_eq!(big.try_add(&one)?.dtype(), DTypeId::Int64);
///
/// let (big, one) = (big.with_x64_mode(X64Mode::Disabled), one.with_x64_mode(X64Mode::Disabled));
/// assert_eq!(big.try_add(&one)?.to_string(), "Tensor([-294967295], dtype=int32)");
/// let third = one.try_true_divide(&DynTensor::from(Tensor::<WeakInt>::scalar(3)).with_x64_mode(X64Mode::Disabled))?;
/// assert_eq!(third.to_string(), "Tensor([0.33333334], dtype=float32)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct DynTensor {
    tensor: TypedTensor,
    /// The promotion mode and the configuration of 64-bit dtypes. The tensor
    /// is canonical in the configuration: no 64-bit dtype with x64 disabled,
    /// a weak type's values rounded to 32 bits in either x32 configuration.
    modes: Modes,
}

impl DynTensor {
    /// A tensor of `tensor`'s dtype under `mode`, with x64 enabled.
    pub fn new(tensor: TypedTensor, mode: PromotionMode) -> DynTensor {
        let x64 = X64Mode::Enabled;
        DynTensor {
            tensor,
            modes: Modes { mode, x64 },
        }
    }

    /// A tensor under this tensor's mode and configuration of 64-bit dtypes.
    fn like(&self, tensor: TypedTensor) -> DynTensor {
        DynTensor {
            tensor,
            modes: self.modes,
        }
    }

    /// The dtype.
    pub fn dtype(&self) -> DTypeId {
        self.tensor.dtype()
    }

    /// The promotion mode the operations on this tensor use.
    pub fn mode(&self) -> PromotionMode {
        self.modes.mode
    }

    /// The same tensor under `mode`, at no cost.
    pub fn with_mode(mut self, mode: PromotionMode) -> DynTensor {
        self.modes.mode = mode;
        self
    }

    /// The same tensor under strict promotion, at no cost.
    pub fn strict(self) -> DynTensor {
        self.with_mode(PromotionMode::Strict)
    }

    /// The same tensor under standard promotion, at no cost.
    pub fn standard(self) -> DynTensor {
        self.with_mode(PromotionMode::Standard)
    }

    /// The same tensor under lossless promotion, at no cost.
    pub fn lossless(self) -> DynTensor {
        self.with_mode(PromotionMode::Lossless)
    }

    /// The configuration of 64-bit dtypes the operations on this tensor use.
    pub fn x64_mode(&self) -> X64Mode {
        self.modes.x64
    }

    /// The tensor in configuration `x64`, as JAX makes an array of it there:
    /// with x64 disabled, a 64-bit dtype becomes its 32-bit one
    /// ([`DTypeId::canonical_x32`]; `float64` values are rounded, `int64`
    /// ones wrap); in either x32 configuration a weak type's values are
    /// rounded to 32 bits. No copy where nothing changes.
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let t = DynTensor::from(Tensor::<Float64>::from_vec(vec![0.1]));
    /// let x32 = t.clone().with_x64_mode(X64Mode::Disabled);
    /// assert_eq!(x32.to_string(), "Tensor([0.1], dtype=float32)");
    /// let explicit = t.with_x64_mode(X64Mode::Explicit);
    /// assert_eq!(explicit.dtype(), DTypeId::Float64);
    ///
    /// let w = DynTensor::from(Tensor::<WeakFloat>::scalar(0.1)).with_x64_mode(X64Mode::Disabled);
    /// assert_eq!(w.to_string(), "Tensor(0.1, dtype=float32, weak_type=True)");
    /// ```
    pub fn with_x64_mode(self, x64: X64Mode) -> DynTensor {
        let modes = Modes { x64, ..self.modes };
        let dtype = self.dtype();
        let (target, held) = (x64.canonical(dtype), modes.computed_in(dtype));
        let tensor = if target != dtype {
            self.cast_exactly(target).tensor
        } else if held != dtype && !self.modes.x64.is_x32() {
            self.cast_exactly(held).cast_exactly(dtype).tensor
        } else {
            self.tensor
        };
        DynTensor { tensor, modes }
    }

    /// The typed tensor inside, to match on.
    pub fn typed(&self) -> &TypedTensor {
        &self.tensor
    }

    /// The typed tensor inside, by value.
    pub fn into_typed(self) -> TypedTensor {
        self.tensor
    }

    /// The shape, one length per axis.
    pub fn shape(&self) -> &[usize] {
        match_dyn!(self, t => t.shape())
    }

    /// The number of axes.
    pub fn ndim(&self) -> usize {
        self.shape().len()
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        match_dyn!(self, t => t.len())
    }

    /// Whether the tensor has no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The tensor as `&Tensor<D>`, if its dtype is `D`.
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let t = DynTensor::from(Tensor::<Float32>::ones(&[2]));
    /// assert_eq!(t.as_tensor::<Float32>().map(|t| t.to_vec()), Some(vec![1.0, 1.0]));
    /// assert!(t.as_tensor::<Float64>().is_none());
    /// ```
    pub fn as_tensor<D: DType>(&self) -> Option<&Tensor<D>> {
        self.tensor.downcast_ref()
    }

    /// Converts every element to `dtype`, as JAX's `astype` (see
    /// [`Tensor::cast`]); the mode stays. With x64 disabled, a 64-bit
    /// `dtype` is its 32-bit one, as JAX's `astype` gives it; in either x32
    /// configuration a weak `dtype`'s values are rounded to 32 bits.
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let t = DynTensor::from(Tensor::<Float32>::from_vec(vec![1.7, -1.7]));
    /// assert_eq!(t.cast(DTypeId::Int8).to_string(), "Tensor([ 1, -1], dtype=int8)");
    /// ```
    ///
    /// Casts between the 18 classic dtypes run the typed cast's vectorised,
    /// parallel kernel; a cast from or to an extended dtype runs element by
    /// element on one thread (compiling that kernel for each of the 901 such
    /// pairs would double the crate's build time).
    pub fn cast(&self, dtype: DTypeId) -> DynTensor {
        let dtype = self.modes.x64.canonical(dtype);
        let held = self.modes.computed_in(dtype);
        if held != dtype && self.dtype() != dtype && self.dtype() != held {
            return self.cast_exactly(held).cast_exactly(dtype);
        }
        self.cast_exactly(dtype)
    }

    /// [`cast`](Self::cast) to `dtype` as it is, whatever the configuration.
    fn cast_exactly(&self, dtype: DTypeId) -> DynTensor {
        let classic = on!(classic; self.dtype(), S => on!(classic; dtype, E => {
            let t = self.as_tensor::<S>().expect("the dispatch matched the tensor's dtype");
            Some(TypedTensor::wrap(t.cast::<E>()))
        }, else None), else None);
        let tensor = classic.unwrap_or_else(|| {
            match_dyn!(self, t => match_dtype!(dtype, E => TypedTensor::wrap(forms::cast_serial::<_, E, _>(t))))
        });
        self.like(tensor)
    }

    /// The tensor as the operations compute it ([`Modes::computed_in`]):
    /// with x64 disabled, a weak type in the strong 32-bit dtype that holds
    /// its values; otherwise itself.
    pub(crate) fn computed(&self) -> std::borrow::Cow<'_, DynTensor> {
        self.in_dtype(self.modes.computed_in(self.dtype()))
    }

    /// The tensor in `dtype`: itself, moved, when it has that dtype already
    /// (a result, whose storage is kept); otherwise a cast.
    pub(crate) fn into_dtype(self, dtype: DTypeId) -> DynTensor {
        if self.dtype() == dtype {
            self
        } else {
            self.cast(dtype)
        }
    }

    /// The tensor in `dtype`: itself, borrowed, when it has that dtype already;
    /// otherwise a cast.
    pub(crate) fn in_dtype(&self, dtype: DTypeId) -> std::borrow::Cow<'_, DynTensor> {
        if self.dtype() == dtype {
            std::borrow::Cow::Borrowed(self)
        } else {
            std::borrow::Cow::Owned(self.cast(dtype))
        }
    }

    /// Calls `visitor` with the typed tensor inside: the trait form of
    /// [`match_dyn!`](crate::match_dyn), for code that prefers a named type
    /// to a macro.
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// struct Bytes;
    /// impl TensorVisitor for Bytes {
    ///     type Output = usize;
    ///     fn visit<D: DType>(self, tensor: &Tensor<D>) -> usize {
    ///         tensor.len() * core::mem::size_of::<D::Elem>()
    ///     }
    /// }
    /// let t = DynTensor::from(Tensor::<Complex64>::zeros(&[3]));
    /// assert_eq!(t.visit(Bytes), 24);
    /// ```
    pub fn visit<V: TensorVisitor>(&self, visitor: V) -> V::Output {
        match_dyn!(self, t => visitor.visit(t))
    }
}

/// Generic code over a typed tensor, to run on the one inside a
/// [`DynTensor`] with [`DynTensor::visit`].
pub trait TensorVisitor {
    /// What the visit returns.
    type Output;
    /// Visits the typed tensor.
    fn visit<D: DType>(self, tensor: &Tensor<D>) -> Self::Output;
}

impl<D: DType, P: Policy> From<Tensor<D, P>> for DynTensor {
    /// Wraps the typed tensor, without copying; the mode and the
    /// configuration of 64-bit dtypes are its policy's.
    fn from(tensor: Tensor<D, P>) -> DynTensor {
        DynTensor::new(TypedTensor::wrap(tensor), P::MODE).with_x64_mode(P::X64_MODE)
    }
}

/// A [`DynTensor`] narrowed to a typed tensor of another dtype
/// (`Tensor::<D>::try_from`). The tensor is given back, to try another dtype.
#[derive(Clone, Debug, PartialEq)]
pub struct DTypeMismatch {
    expected: DTypeId,
    tensor: DynTensor,
}

impl DTypeMismatch {
    fn new(expected: DTypeId, tensor: DynTensor) -> DTypeMismatch {
        DTypeMismatch { expected, tensor }
    }

    /// The dtype asked for.
    pub fn expected(&self) -> DTypeId {
        self.expected
    }

    /// The tensor's dtype.
    pub fn actual(&self) -> DTypeId {
        self.tensor.dtype()
    }

    /// The tensor, unchanged.
    pub fn into_tensor(self) -> DynTensor {
        self.tensor
    }
}

impl fmt::Display for DTypeMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "expected a tensor of dtype {}, found {}",
            self.expected,
            self.actual()
        )
    }
}

impl std::error::Error for DTypeMismatch {}

impl<D: DType, P: Policy> TryFrom<DynTensor> for Tensor<D, P> {
    type Error = DTypeMismatch;

    /// The typed tensor, without copying, if its dtype is `D`; the policy
    /// becomes `P`. Otherwise an error that names both dtypes and holds the
    /// tensor, to try another.
    ///
    /// ```
    /// use dtype_lattice::*;
    ///
    /// let t = DynTensor::from(Tensor::<Int32>::arange(3));
    /// let error = Tensor::<Float32>::try_from(t).unwrap_err();
    /// assert_eq!(error.to_string(), "expected a tensor of dtype float32, found int32");
    /// let t: Tensor<Int32, Strict> = error.into_tensor().try_into()?;
    /// # Ok::<(), DTypeMismatch>(())
    /// ```
    ///
    /// A weak tensor narrows to the weak type's 32-bit marker too
    /// ([`WeakFloat32`] for [`DTypeId::WeakFloat`]), rounding its values
    /// (exact for a tensor computed with x64 disabled).
    fn try_from(tensor: DynTensor) -> Result<Tensor<D, P>, DTypeMismatch> {
        let modes = tensor.modes;
        match tensor.tensor.downcast::<D>() {
            Ok(typed) => Ok(Tensor::from_array(typed.into_array())),
            Err(TypedTensor::WeakInt(t)) if D::ID == DTypeId::WeakInt => {
                Ok(Tensor::from_array(t.cast::<D>().into_array()))
            }
            Err(TypedTensor::WeakFloat(t)) if D::ID == DTypeId::WeakFloat => {
                Ok(Tensor::from_array(t.cast::<D>().into_array()))
            }
            Err(TypedTensor::WeakComplex(t)) if D::ID == DTypeId::WeakComplex => {
                Ok(Tensor::from_array(t.cast::<D>().into_array()))
            }
            Err(tensor) => Err(DTypeMismatch::new(D::ID, DynTensor { tensor, modes })),
        }
    }
}

impl From<TypedTensor> for DynTensor {
    /// The tensor under standard promotion.
    fn from(tensor: TypedTensor) -> DynTensor {
        DynTensor::new(tensor, PromotionMode::Standard)
    }
}

impl fmt::Display for DynTensor {
    /// As [`Tensor`]'s `Display`, JAX's form: `Tensor([1, 2], dtype=int8)`;
    /// a weak type with x64 disabled as its 32-bit marker shows it
    /// (`dtype=float32, weak_type=True`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.modes.x64.is_x32(), &self.tensor) {
            (true, TypedTensor::WeakInt(t)) => fmt::Display::fmt(&t.cast::<WeakInt32>(), f),
            (true, TypedTensor::WeakFloat(t)) => fmt::Display::fmt(&t.cast::<WeakFloat32>(), f),
            (true, TypedTensor::WeakComplex(t)) => fmt::Display::fmt(&t.cast::<WeakComplex64>(), f),
            _ => match_dyn!(self, t => fmt::Display::fmt(t, f)),
        }
    }
}

/// The promotion mode and configuration of 64-bit dtypes of a tensor or an
/// operation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Modes {
    mode: PromotionMode,
    x64: X64Mode,
}

impl Modes {
    /// The dtype an operation on operands converted to `dtype` computes in:
    /// with x64 disabled, for a weak type, the strong 32-bit dtype that
    /// holds its values (`int32` for `i*`, `float32` for `f*`, `complex64`
    /// for `c*`), whose result then widens, exactly, to the weak type's
    /// storage; otherwise `dtype`.
    fn computed_in(self, dtype: DTypeId) -> DTypeId {
        if self.x64.is_x32() && dtype.is_weak() {
            dtype.strong().canonical_x32()
        } else {
            dtype
        }
    }
}

/// A typed operation's result, under `modes`; its shape error named after `op`.
fn finish(
    op: &'static str,
    modes: Modes,
    result: Result<TypedTensor, crate::tensor::ShapeError>,
) -> Result<DynTensor, DynError> {
    result
        .map(|tensor| DynTensor { tensor, modes })
        .map_err(|error| DynError::Shape { op, error })
}

/// The mode and configuration of 64-bit dtypes `tensors` share (standard
/// promotion with x64 for none).
fn common_modes(tensors: &[&DynTensor], op: &'static str) -> Result<Modes, DynError> {
    let mode = tensors
        .first()
        .map_or(PromotionMode::Standard, |t| t.modes.mode);
    if let Some(other) = tensors.iter().find(|t| t.modes.mode != mode) {
        return Err(DynError::ModeMismatch {
            op,
            lhs: mode,
            rhs: other.modes.mode,
        });
    }
    let x64 = common_x64(tensors, op)?;
    Ok(Modes { mode, x64 })
}

/// The configuration of 64-bit dtypes `tensors` share (x64 for none).
fn common_x64(tensors: &[&DynTensor], op: &'static str) -> Result<X64Mode, DynError> {
    let x64 = tensors.first().map_or(X64Mode::Enabled, |t| t.modes.x64);
    match tensors.iter().find(|t| t.modes.x64 != x64) {
        Some(other) => Err(DynError::X64Mismatch {
            op,
            lhs: x64,
            rhs: other.modes.x64,
        }),
        None => Ok(x64),
    }
}

/// The join of `a` and `b` under `modes`, or the error that they have none.
fn join(modes: Modes, op: &'static str, a: DTypeId, b: DTypeId) -> Result<DTypeId, DynError> {
    let Modes { mode, x64 } = modes;
    mode.join_in(x64, a, b).ok_or(DynError::Promotion {
        op,
        error: crate::runtime::PromotionError::NoPromotionPath {
            lhs: a,
            rhs: b,
            mode,
            x64,
        },
    })
}
