//! JAX's dtype promotion rules in Rust's type system.
//!
//! JAX decides the dtype of `a + b` by a *join* on a lattice of 18 dtypes
//! (35 with its extended float8, float6, float4, int4, int2 and int1 dtypes).
//! dtype-lattice makes that join a trait: each dtype is a zero-sized marker
//! type, and `Promoted<A, B>` is the dtype JAX gives, decided by the compiler.
//!
//! ```
//! use dtype_lattice::prelude::*;
//! use dtype_lattice::{Promoted, promote_types};
//! use static_assertions::assert_type_eq_all;
//!
//! assert_type_eq_all!(Promoted<Int8, UInt8>, Int16);
//! assert_type_eq_all!(Promoted<Int32, Float16>, Float16); // not Float64
//! assert_type_eq_all!(Promoted<BFloat16, Float16>, Float32);
//! assert_type_eq_all!(Promoted<Float16, WeakFloat>, Float16); // a literal keeps the width
//! assert_type_eq_all!(Promoted![Bool, UInt8, Int8], Int16);
//!
//! // The same answers at run time, from the same lattice.
//! assert_eq!(promote_types(DTypeId::Int8, DTypeId::UInt8), Ok(DTypeId::Int16));
//! assert_eq!("bfloat16".parse::<DTypeId>().map(|d| d.bits()), Ok(16));
//! ```
//!
//! # Why a lattice
//!
//! A promotion *table* can say anything, including things that contradict each
//! other: NumPy's is not associative. A lattice, a partial order in which every
//! two dtypes have a least upper bound, makes promotion commutative and
//! associative by construction, and lets it avoid needless widening: an `int32`
//! with a `float16` is `float16`. JAX's design note "Design of Type Promotion
//! Semantics for JAX" (JEP 9407) tells the story. The lattice is written once,
//! as its edges, in [`promote.rs`](Promote); the [`lattice!`] macro checks it is a
//! lattice and expands it into one `impl Promote<B> for A` per pair with a join
//! (324 among the 18 classic dtypes, 607 in all)
//! and the run-time table behind [`promote_types`].
//!
#![doc = include_str!("../docs/lattice.svg")]
//!
//! # The promotion table
//!
//! `A ⊔ B` for every pair, in the codes of JAX's table: `b1` is [`Bool`], `u1`
//! to `u8` are [`UInt8`] to [`UInt64`] (in bytes), `i1` to `i8` are [`Int8`] to
//! [`Int64`], `bf` is [`BFloat16`], `f2` to `f8` are [`Float16`] to [`Float64`],
//! `c8` and `c16` are [`Complex64`] and [`Complex128`], and `i*`, `f*`, `c*` are
//! the weak types [`WeakInt`], [`WeakFloat`], [`WeakComplex`]: the types of
//! Python scalars, and of Rust literals here.
//!
#![doc = include_str!("promotion_table.md")]
//!
//! # Strict promotion
//!
//! [`StrictPromote`] is JAX's `jax_numpy_dtype_promotion='strict'`: a dtype
//! joins itself, and a weak type joins the dtypes of its kind, so `Float32`
//! with a float literal is `Float32`. Any other mix does not compile:
//!
//! ```compile_fail
//! use dtype_lattice::prelude::*;
//!
//! // error[E0277]: no implicit promotion between `Float32` and `Int32` under strict promotion
//! let _ = <StrictPromoted<Float32, Int32> as DType>::NAME;
//! ```
//!
//! At run time, [`strict_promote_types`] returns a [`PromotionError`] instead.
//!
//! # Lossless promotion, and x32
//!
//! [`LosslessPromote`] is the design note's Option 1, which JAX weighed and
//! did not choose: a mix compiles only where the result holds every value of
//! both dtypes (`Int16` with `Float16` is `Float32`; `Int64` with a float does
//! not compile). [`Lossless`] is its tensor policy, and
//! [`PromotionMode::Lossless`] its run-time form.
//!
//! JAX's default configuration disables x64 and canonicalizes every dtype to
//! 32 bits: [`PromotedX32`] and [`StrictPromotedX32`] give its joins at
//! compile time, [`PromotionMode::join_x32`] and [`DTypeId::canonical_x32`]
//! at run time, and the tensor policies [`StandardX32`] and [`StrictX32`]
//! give JAX's results with x64 disabled (`int8.sum()` is `Int32`; a weak
//! float is held as [`WeakFloat32`]). With explicitly requested 64-bit
//! dtypes allowed (`jax_explicit_x64_dtypes='allow'`), 64-bit dtypes keep
//! their width and join on JAX's x32 lattice: [`PromotedX32Explicit`],
//! [`PromotionMode::join_x32_explicit`], and the policies
//! [`StandardX32Explicit`] and [`StrictX32Explicit`].
//!
//! # Your own lattice
//!
//! [`lattice!`] is public: a crate with its own dtypes declares its own
//! lattice over its own marker types and trait, with the same checks.
//!
//! # Where to start
//!
//! `use dtype_lattice::prelude::*;` brings in the dtype markers, the policies,
//! the promotion traits and, with tensors, [`Tensor`] and what its methods
//! take. The guide (module `guide`, with the features `io` and `rayon`) takes
//! the crate chapter by chapter.
//!
//! # Typed tensors
//!
//! `Tensor<D, P>` (feature `tensor`) stores its elements in an `ndarray` array and takes
//! the dtype of every arithmetic result from the same impls: `Tensor<Int8> +
//! Tensor<UInt8>` is a `Tensor<Int16>`, `Tensor<Float16> * 2.0` stays `Float16`,
//! and a strict tensor mixed with a float of another width does not compile.
//! Values follow JAX on CPU (conversions, wrapping, NaN and signed zeros), and
//! mixed-dtype operations convert and compute in one pass. Shape functions
//! (`reshape`, `t`, `permute_axes`, `broadcast_to`, `expand_dims`, `squeeze`,
//! `flatten`, `slice`, `index_axis`) keep the dtype and the policy.
//!
//! # Cargo features
//!
//! - `tensor` (default): `Tensor` and its operations, stored in `ndarray`;
//!   implies `std`. Contiguous elementwise loops run in an AVX2 build of
//!   themselves where the CPU has it (detected at run time), and on Linux large
//!   outputs ask for transparent huge pages (`madvise`, through `libc`), as
//!   NumPy's arrays do.
//! - `std` (default, through `tensor`): hardware half-precision conversions
//!   (F16C, detected at run time).
//! - `rayon` (default; implies `tensor`): large tensor operations (65,536
//!   elements or more: elementwise operations, casts, reductions, `matmul`)
//!   run on the threads of the current rayon pool, so that a caller's
//!   `ThreadPool::install` decides how many; the results do not depend on
//!   the number (float sums and products in XLA's order, `max` and `min` in
//!   fixed blocks of 16,384 values). The guide's chapter on threads has the
//!   details.
//! - `dynamic` (implies `tensor`): `DynTensor`, a tensor whose dtype is known
//!   only at run time, with every operation of `Tensor` dispatched to the
//!   typed kernels; off by default, since it compiles every typed operation
//!   for every dtype (a debug build of the crate takes 30 times as long as
//!   without it).
//! - `io` (implies `tensor` and `io-list`): a `.npy` file read into and
//!   written from a typed `Tensor<D, P>` (`Tensor::read_npy`,
//!   `Tensor::write_npy`), and a safetensors file's tensors read by name into
//!   typed tensors (`io::SafeTensorsFile`), without compiling the dynamic
//!   dispatch; with `dynamic` as well, NumPy's `.npy` and `.npz` files and
//!   safetensors files read and written as `DynTensor`s, of the files'
//!   dtypes.
//! - `io-list` (implies `std`): only the listing of such files from their
//!   headers (`io::list_*`, `io::TensorInfo`), without tensors.
//!
//! Without default features the crate is `#![no_std]` and never allocates: the
//! markers, the traits, [`DTypeId`] and the run-time functions work on bare metal.

#![no_std]
// `unsafe` is denied everywhere but the two layers whose speed needs it,
// which allow it: `simd` (the C library's functions, F16C conversions, the
// AVX2 and AVX-512 builds and kernels) and `kernels` (the transposing copies,
// the integer GEMM, the fused half kernel, huge-page hints and elementwise
// results written into uninitialised memory); and one block in
// `io::safetensors` (the read-only file mapping), which allows it alone.
// Each block has its SAFETY argument.
#![deny(unsafe_code)]
#![warn(missing_docs)]

#[cfg(feature = "std")]
extern crate std;

// Lets `lattice!`'s absolute paths (`::dtype_lattice::…`) resolve inside this crate.
extern crate self as dtype_lattice;

#[cfg(feature = "burn")]
pub mod burn;
#[cfg(feature = "candle")]
pub mod candle;
mod dtype;
mod dtypes;
#[cfg(feature = "dynamic")]
mod dynamic;
mod info;
#[cfg(feature = "io-list")]
pub mod io;
#[cfg(feature = "tensor")]
mod kernels;
mod lossless;
mod policy;
mod promote;
mod promote_x32;
mod runtime;
mod scalar;
#[cfg(feature = "std")]
mod simd;
#[cfg(any(feature = "tensor", feature = "io-list"))]
mod size;
mod strict;
mod table;
#[cfg(feature = "tensor")]
mod tensor;

/// The element types of JAX's extended floats (ml_dtypes' `float8_*`,
/// `float6_*`, `float4_e2m1fn`): each a bit pattern with conversions from and
/// to `f32` and `f64` exactly as ml_dtypes converts, from one generic
/// conversion over a [`Format`](minifloat::Format). They are named as the
/// `float8` crate names its types (`F8E4M3Fn` is the element of the dtype
/// [`Float8E4M3Fn`]).
pub mod minifloat {
    pub use crate::scalar::{
        F4E2M1Fn, F6E2M3Fn, F6E3M2Fn, F8E3M4, F8E4M3, F8E4M3B11Fnuz, F8E4M3Fn, F8E4M3Fnuz, F8E5M2,
        F8E5M2Fnuz, F8E8M0Fnu, Format, Overflow, Rounding, Specials,
    };
}

/// The element types of JAX's narrow integers (ml_dtypes' `int4`, `uint4`,
/// `int2`, `uint2`, `int1`, `uint1`), one value per byte: [`I4`](intn::I4) is
/// the element of the dtype [`Int4`], and so on.
pub mod intn {
    pub use crate::scalar::{I1, I2, I4, U1, U2, U4};
}

/// `pub use` of every dtype marker, from the dtype table.
macro_rules! use_dtypes {
    ([] $($group:ident { $($d:ident $row:tt)* })*) => {
        pub use crate::dtype::{$($($d,)*)*};
    };
}

crate::__dtype_table!([use_dtypes]);
pub use crate::dtype::{
    Boolean, ComplexFloating, DType, DTypeId, DTypeKind, Floating, Kind, SignedInteger,
    UnsignedInteger, WeakComplex64, WeakFloat32, WeakInt32,
};
#[cfg(feature = "dynamic")]
pub use crate::dynamic::{
    BinaryOp, DTypeMismatch, DynError, DynTensor, Reduction, TensorVisitor, TypedTensor, UnaryOp,
};
pub use crate::info::{
    Casting, Category, Finfo, FloatInfo, Iinfo, IntInfo, ParseCategoryError, can_cast, finfo, iinfo,
};
pub use crate::lossless::{LosslessPromote, LosslessPromoted};
pub use crate::scalar::Element;

/// The element types' arithmetic, one trait per family of operations
/// (`Arith`, `FloatElem`, …): what the tensor operations' bounds name. They
/// are implemented for the primitive types, so that importing them brings
/// methods such as `max` and `min` into scope for every `i32` and `f64`:
/// they live here, out of the root and the [`prelude`], for generic code
/// whose bounds need them.
#[doc(hidden)]
pub mod elements {
    #[cfg(feature = "io")]
    pub use crate::io::Codec;
    #[cfg(feature = "tensor")]
    pub use crate::kernels::DotElem;
    pub use crate::scalar::{Arith, ElementSlice, RawBits};
    #[cfg(feature = "std")]
    pub use crate::scalar::{
        BitsElem, DivModElem, FloatElem, FloatFn, NumericElem, PartsElem, PowerElem, RealFloatElem,
        RoundElem,
    };
}

/// What a program that uses typed dtypes and tensors needs, without names
/// that clash or put methods on primitive types: `use
/// dtype_lattice::prelude::*;`.
///
/// The dtype markers and [`DType`]/[`DTypeId`]; the promotion traits and
/// their aliases ([`Promote`]/[`Promoted`](type@Promoted), strict, lossless and x32); the
/// policies and [`Join`]; and, with tensors, [`Tensor`], its argument types
/// ([`Axes`], [`GatherMode`], [`PadMode`], [`ShapeError`]), [`concatenate`], [`einsum`]
/// and [`stack`], [`nn`], ndarray's [`s!`], and the bounds generic code over
/// dtypes needs ([`FloatDType`] with [`FloatPolicy`], [`Numeric`],
/// [`Reduce`], [`Inexact`], [`Contract`]). Everything else stays at the
/// crate's root.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let x = Tensor::<Int8>::from_vec(vec![1, 2, 3]);
/// let y = Tensor::<UInt8>::from_vec(vec![4, 5, 6]);
/// let z: Tensor<Int16> = &x + &y; // int8 ⊔ uint8, as in JAX
/// let h: Tensor<BFloat16> = Tensor::<BFloat16>::ones(&[3]) * 2.0; // a literal is weak
/// assert_eq!(z.to_vec(), [5, 7, 9]);
/// # let _ = h;
/// ```
pub mod prelude {
    crate::__dtype_table!([use_dtypes]);
    pub use crate::dtype::{DType, DTypeId};
    pub use crate::lossless::{LosslessPromote, LosslessPromoted};
    pub use crate::policy::{
        Join, Joined, Lossless, Policy, Standard, StandardX32, StandardX32Explicit, Stored,
        StoredFrom, Strict, StrictX32, StrictX32Explicit,
    };
    pub use crate::promote::{Promote, Promoted, SafeCast};
    pub use crate::promote_x32::{
        PromoteX32Explicit, PromotedX32, PromotedX32Explicit, StrictPromotedX32,
    };
    pub use crate::strict::{StrictPromote, StrictPromoted};
    #[cfg(feature = "tensor")]
    pub use crate::tensor::{
        Axes, Contract, Cpu, Engine, FloatDType, FloatPolicy, GatherMode, Holds, Inexact, Lazy,
        Numeric, PadMode, Reduce, ShapeError, Tensor, concatenate, einsum, einsum_as, einsum_path,
        nn, stack, try_concatenate, try_einsum, try_einsum_as, try_einsum_path, try_stack,
    };
    #[cfg(feature = "tensor")]
    pub use ndarray::s;
}
/// JAX as it runs unless told otherwise, with x64 disabled: the same crate,
/// with [`x32::Tensor<D>`](x32::Tensor) meaning `Tensor<D, StandardX32>`. A
/// program chooses it once, with `use dtype_lattice::x32::prelude::*;`, where
/// the crate's own prelude keeps [`Standard`] (JAX with `jax_enable_x64`) as
/// the default. Results are JAX's without x64: a sum of `int8` is `int32`, an
/// integer tensor times a float literal a weak `float32`
/// ([`WeakFloat32`]), and a 64-bit dtype met in an operation is its 32-bit
/// one.
///
/// ```
/// use dtype_lattice::x32::prelude::*;
///
/// let a = Tensor::<Int8>::from_vec(vec![1, -2, 3]);
/// let s: Tensor<Int32> = a.sum(); // int32, as JAX sums int8 by default
/// let w: Tensor<WeakFloat32> = &a * 0.5; // a weak float32, as JAX gives
/// let h: Tensor<Float16> = Tensor::<Float16>::ones(&[3]) * 2.0; // a literal is weak
/// let explicit: Tensor<Int8, StandardX32> = a.clone(); // the same type, written out
/// # let _ = (s, w, h, explicit);
/// ```
#[cfg(feature = "tensor")]
pub mod x32 {
    /// A typed tensor under JAX's default promotion, x64 disabled
    /// ([`StandardX32`](crate::StandardX32)), unless another policy is named.
    pub type Tensor<D, P = crate::StandardX32> = crate::Tensor<D, P>;

    /// The crate's [prelude](crate::prelude), with [`Tensor`] meaning
    /// [`x32::Tensor`](Tensor), and the weak types as x32 stores them
    /// ([`WeakInt32`](crate::WeakInt32), [`WeakFloat32`](crate::WeakFloat32),
    /// [`WeakComplex64`](crate::WeakComplex64)).
    pub mod prelude {
        pub use super::Tensor;
        pub use crate::dtype::{WeakComplex64, WeakFloat32, WeakInt32};
        pub use crate::prelude::*;
    }
}

pub use crate::policy::{
    Join, Joined, Lossless, Policy, Standard, StandardX32, StandardX32Explicit, Stored, StoredFrom,
    Strict, StrictX32, StrictX32Explicit,
};
pub use crate::promote::{Promote, Promoted, SafeCast};
pub use crate::promote_x32::{
    CanonicalOf, CanonicalX32, PromoteX32, PromoteX32Explicit, PromotedX32, PromotedX32Explicit,
    StrictPromoteX32, StrictPromotedX32,
};
pub use crate::runtime::{
    ParseDTypeError, PromotionError, PromotionMode, X64Mode, promote_types, result_type,
    safe_to_cast, strict_promote_types, strict_result_type,
};
#[cfg(any(feature = "tensor", feature = "io-list"))]
pub use crate::size::{MAX_DIMS, SizeError};
pub use crate::strict::{StrictPromote, StrictPromoted};
pub use crate::table::{PromotionTable, SafeCastTable};
#[cfg(feature = "tensor")]
pub use crate::tensor::{
    AccumulatesIn, Accumulator, At, Axes, AxisIndex, BinaryRule, BitwiseOps, ComplexParts,
    Contract, Cpu, CumulativeOf, DivMod, Engine, Float, FloatDType, FloatPolicy, FloorDivide,
    GatherMode, Holds, IndexKind, Inexact, Lazy, LazyOperand, NegativePowerError, Numeric, Operand,
    Ordered, PadMode, Power, PowerOf, PowerOps, RealFloating, Reduce, Rhs, Runs, SamePolicy,
    Scalar, ShapeError, Storage, StrongIfComplex, SumOf, Tensor, Tensors, binary, concatenate,
    concatenate_into, einsum, einsum_as, nn, stack, stack_into, try_concatenate, try_einsum,
    try_einsum_as, try_einsum_path, try_stack, unary,
};
/// ndarray's slicing macro and its new-axis marker, for [`Tensor::slice`]:
/// `x.slice(s![.., -1])` without a direct dependency on ndarray.
#[cfg(feature = "tensor")]
pub use ndarray::{NewAxis, s};

/// Expands a promotion lattice, written as its edges, into trait impls: one
/// `impl Trait<B> for A { type Output = J; }` for every pair `A`, `B` whose join
/// `J = A ⊔ B` exists.
///
/// dtype-lattice declares JAX's lattices with it; a crate with dtypes of its own
/// can declare its own.
///
/// # Input
///
/// Settings, each ended by `;`, then one entry per node, separated by `,`:
///
/// - `trait = path::to::Trait;` (required): the trait to implement. It takes
///   one type parameter, the right-hand side, and has `type Output`.
/// - `order = path::to::Order;` (optional): a marker trait, `Order<B>`, to
///   implement for `A` wherever `A ⊔ B = B`: the lattice's order `A ≤ B`, which
///   for a promotion lattice says that `A` casts to `B` without changing
///   values. dtype-lattice's [`SafeCast`] is declared this way.
/// - `types = path::to::module;` (optional): where the node types live. Without
///   it, the node names are used as written, resolved where the macro is called.
/// - `runtime = VIS mod NAME for path::to::Id;` (optional, after any `#[doc]`
///   attributes for the module): also emit a module `NAME` with the same joins at
///   run time, over `Id`, an enum with one variant per node named like it:
///   `const NODES: [Id; N]`, `const fn covers(Id) -> &'static [Id]` (the edges)
///   and `const fn join(Id, Id)`, which returns `Option<Id>`, or `Id` for a
///   `total` lattice. Write `Id`'s path in full (`crate::…` or `::…`).
/// - `total;` (optional): require every pair to have a join.
/// - `Node => [Above, …],`: each node with the nodes just above it, as JAX's
///   `_type_promotion_lattice` writes them. A node with nothing above it is
///   written `Top => []`.
///
/// The macro computes every join (least upper bound). A pair with no upper
/// bound at all gets no impl, so mixing it is a compile error: a *partial*
/// lattice, such as JAX's strict one. Each impl carries a doc line `A ⊔ B = J`
/// (`A ⊔ B = B` for an `order` impl).
///
/// # Where the join is computed
///
/// In the `dtype-lattice-macros` crate, in three steps: `macros/src/parse.rs`
/// reads the input; `macros/src/lattice.rs` checks the edges and computes the
/// joins (`reflexive_transitive_closure`, what lies above each node, then
/// `least_upper_bound` for every pair), in plain Rust over indices,
/// unit-tested without tokens, JAX's own lattice among the tests;
/// `macros/src/expand.rs` writes the impls and the `runtime` module.
///
/// # Errors
///
/// Input that is not a partial lattice is a compile error at the offending
/// tokens: an edge to a node that has no entry, a node with two entries, an
/// edge given twice, a node above itself, a cycle (the error names it), a pair
/// with two or more minimal upper bounds (the error names the pair and the
/// candidates), and for a `total` lattice, a pair with no upper bound.
/// With these errors the macro still emits the `runtime` module, with the same
/// items and signatures but no edges and no joins, so that the code using it
/// adds no errors of its own.
///
/// # Example
///
/// A crate's own dtypes, with an 8-bit float that joins the integers only
/// through `F16` (a crate of its own, as the paths `crate::…` say: the
/// doc test is `standalone_crate`, not merged with the others):
///
/// ```standalone_crate
/// use dtype_lattice::lattice;
///
/// pub trait Join<Rhs> {
///     type Output;
/// }
///
/// /// `Self ≤ Rhs`: implemented where `Self ⊔ Rhs = Rhs`.
/// pub trait Below<Rhs> {}
///
/// pub mod dtypes {
///     #[derive(Debug)]
///     pub struct I8;
///     #[derive(Debug)]
///     pub struct I16;
///     #[derive(Debug)]
///     pub struct F8;
///     #[derive(Debug)]
///     pub struct F16;
/// }
///
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// pub enum Id { I8, I16, F8, F16 }
///
/// lattice! {
///     trait = crate::Join;
///     order = crate::Below;
///     types = crate::dtypes;
///     /// My lattice at run time.
///     runtime = pub mod my_lattice for crate::Id;
///     total;
///
///     I8 => [I16],
///     I16 => [F16],
///     F8 => [F16],
///     F16 => [],
/// }
///
/// fn join<A: Join<B>, B>() -> &'static str {
///     core::any::type_name::<A::Output>()
/// }
///
/// fn widen<A: Below<B>, B>() {}
///
/// fn main() {
///     assert!(join::<dtypes::I8, dtypes::F8>().ends_with("F16"));
///     widen::<dtypes::I8, dtypes::F16>(); // but not `widen::<dtypes::F16, dtypes::F8>()`
///     assert_eq!(my_lattice::join(Id::I8, Id::I16), Id::I16);
///     assert_eq!(my_lattice::covers(Id::F8), &[Id::F16]);
/// }
/// ```
///
/// The JEP's example of a graph that is not a lattice is rejected:
///
/// ```compile_fail
/// pub trait Join<Rhs> { type Output; }
/// pub struct A; pub struct B; pub struct C; pub struct D;
///
/// dtype_lattice::lattice! {
///     trait = Join;
///     A => [C, D], // error: `A` and `B` have no least upper bound: `C` and `D` are …
///     B => [C, D],
///     C => [],
///     D => [],
/// }
/// ```
pub use dtype_lattice_macros::lattice;

// The guide's examples use every feature, as README's do.
#[cfg(all(feature = "io", feature = "rayon"))]
pub mod guide;

/// README.md's Rust examples, run as doc tests so that what it says works, works.
// README's examples use every feature (its test command enables them all).
#[cfg(all(doctest, feature = "io"))]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
