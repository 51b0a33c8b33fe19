//! The dtype table: one row per dtype, the one place that states its facts.
//! It is a macro, `__dtype_table!`, expanded by every layer that lists the
//! dtypes or their element types (the element impls of `scalar/`, the markers
//! of `dtype.rs`, `finfo`/`iinfo`, the rules of the typed API, `DynTensor`'s
//! dispatch, the file formats' names); it names the element types only as
//! tokens, so it sits below every layer that expands it.

/// The dtypes, written once: one row per dtype, in the order of JAX's
/// promotion table (the order of `DTypeId::ALL`), in groups that share their
/// operations: the 18 classic dtypes of JAX's table (`bool` to
/// `weak_complex`), then JAX's extended dtypes (ml_dtypes', leaves of its
/// lattice): the 11 small floats, `int4` and `uint4`, and the integers of 2
/// and 1 bits.
///
/// `__dtype_table!([callback] args)` calls `callback! { [args] bool { … }
/// unsigned { … } … narrower_ints { … } }` with the groups of rows: everything
/// that lists the dtypes is generated from it (the markers and `DTypeId` in
/// `dtype.rs`, the
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
