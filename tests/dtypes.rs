//! The markers, the `DType` trait and `DTypeId` agree, and names parse.

use std::any::type_name;
use std::collections::HashSet;
use std::mem::size_of;

use dtype_lattice::*;
use typenum::Unsigned;

/// Checks everything a marker says about itself against its `DTypeId`.
fn check<D: DType>(expected_elem_bits: usize) -> DTypeId {
    assert_eq!(size_of::<D>(), 0);
    let id = D::ID;
    assert_eq!(D::NAME, id.name());
    assert_eq!(D::IS_WEAK, id.is_weak());
    assert_eq!(<D::Bits as Unsigned>::U32, id.bits());
    assert_eq!(<D::Kind as DTypeKind>::KIND, id.kind());
    assert_eq!(size_of::<D::Elem>() * 8, expected_elem_bits);
    assert_eq!(size_of::<D::Elem>(), id.itemsize());
    // The element is as wide as the dtype, but for bool (one byte, one bit of
    // information) and the extended dtypes narrower than a byte (one byte each).
    if id.bits() >= 8 {
        assert_eq!(id.bits() as usize, expected_elem_bits);
    } else {
        assert!(id.is_extended() && expected_elem_bits == 8);
    }
    assert_eq!(format!("{:?}", D::default()), format!("{id:?}"));
    // The strong dtype is the same at both levels, and stores the same elements.
    assert_eq!(<D::Strong as DType>::ID, id.strong());
    assert_eq!(
        type_name::<D::Elem>(),
        type_name::<<D::Strong as DType>::Elem>()
    );
    id
}

#[test]
fn every_marker_agrees_with_its_id() {
    let ids = [
        check::<Bool>(8),
        check::<UInt8>(8),
        check::<UInt16>(16),
        check::<UInt32>(32),
        check::<UInt64>(64),
        check::<Int8>(8),
        check::<Int16>(16),
        check::<Int32>(32),
        check::<Int64>(64),
        check::<BFloat16>(16),
        check::<Float16>(16),
        check::<Float32>(32),
        check::<Float64>(64),
        check::<Complex64>(64),
        check::<Complex128>(128),
        check::<WeakInt>(64),
        check::<WeakFloat>(64),
        check::<WeakComplex>(128),
        check::<Float8E4M3Fn>(8),
        check::<Float8E5M2>(8),
        check::<Float8E4M3Fnuz>(8),
        check::<Float8E5M2Fnuz>(8),
        check::<Float8E4M3B11Fnuz>(8),
        check::<Float8E3M4>(8),
        check::<Float8E4M3>(8),
        check::<Float8E8M0Fnu>(8),
        check::<Float6E2M3Fn>(8),
        check::<Float6E3M2Fn>(8),
        check::<Float4E2M1Fn>(8),
        check::<Int4>(8),
        check::<UInt4>(8),
        check::<Int2>(8),
        check::<UInt2>(8),
        check::<Int1>(8),
        check::<UInt1>(8),
    ];
    assert_eq!(ids, DTypeId::ALL);
    assert_eq!(DTypeId::ALL[..18], DTypeId::CLASSIC);
    assert_eq!(DTypeId::ALL[18..], DTypeId::EXTENDED);
    assert!(DTypeId::EXTENDED.iter().all(|d| d.is_extended()));
    assert!(!DTypeId::CLASSIC.iter().any(|d| d.is_extended()));
    for (i, id) in DTypeId::ALL.into_iter().enumerate() {
        assert_eq!(id.index(), i);
    }
}

#[test]
fn kinds_and_weakness() {
    use DTypeId::*;
    let kinds: Vec<Kind> = DTypeId::ALL.iter().map(|d| d.kind()).collect();
    assert_eq!(kinds[0], Kind::Bool);
    assert!(kinds[1..5].iter().all(|&k| k == Kind::UnsignedInteger));
    assert!(kinds[5..9].iter().all(|&k| k == Kind::SignedInteger));
    assert!(kinds[9..13].iter().all(|&k| k == Kind::Floating));
    assert!(kinds[13..15].iter().all(|&k| k == Kind::ComplexFloating));
    assert!(kinds[18..29].iter().all(|&k| k == Kind::Floating));
    assert_eq!(
        kinds[29..],
        [Kind::SignedInteger, Kind::UnsignedInteger].repeat(3)
    );
    let bits: Vec<u32> = DTypeId::EXTENDED.iter().map(|d| d.bits()).collect();
    assert_eq!(bits, [8, 8, 8, 8, 8, 8, 8, 8, 6, 6, 4, 4, 4, 2, 2, 1, 1]);
    assert_eq!(
        [WeakInt.kind(), WeakFloat.kind(), WeakComplex.kind()],
        [Kind::SignedInteger, Kind::Floating, Kind::ComplexFloating]
    );
    let weak: Vec<DTypeId> = DTypeId::ALL.into_iter().filter(|d| d.is_weak()).collect();
    assert_eq!(weak, [WeakInt, WeakFloat, WeakComplex]);
}

#[test]
fn strong_dtypes_are_themselves_or_the_64_bit_dtype_of_the_weak_types_kind() {
    use DTypeId::*;
    for id in DTypeId::ALL {
        let strong = id.strong();
        assert!(!strong.is_weak(), "{id}");
        assert_eq!(
            (strong.kind(), strong.bits()),
            (id.kind(), id.bits()),
            "{id}"
        );
        if !id.is_weak() {
            assert_eq!(strong, id);
        }
    }
    assert_eq!(
        [WeakInt.strong(), WeakFloat.strong(), WeakComplex.strong()],
        [Int64, Float64, Complex128]
    );
}

#[test]
fn elements_are_the_types_jax_stores() {
    fn elem<D: DType<Elem = E>, E>() {}
    elem::<Bool, bool>();
    elem::<UInt8, u8>();
    elem::<Int64, i64>();
    elem::<BFloat16, half::bf16>();
    elem::<Float16, half::f16>();
    elem::<Complex64, num_complex::Complex<f32>>();
    elem::<WeakInt, i64>();
    elem::<WeakFloat, f64>();
    elem::<WeakComplex, num_complex::Complex<f64>>();
}

#[test]
fn display_writes_jax_names_and_parses_back() {
    let names: Vec<String> = DTypeId::ALL.iter().map(ToString::to_string).collect();
    assert_eq!(
        names,
        [
            "bool",
            "uint8",
            "uint16",
            "uint32",
            "uint64",
            "int8",
            "int16",
            "int32",
            "int64",
            "bfloat16",
            "float16",
            "float32",
            "float64",
            "complex64",
            "complex128",
            "i*",
            "f*",
            "c*",
            "float8_e4m3fn",
            "float8_e5m2",
            "float8_e4m3fnuz",
            "float8_e5m2fnuz",
            "float8_e4m3b11fnuz",
            "float8_e3m4",
            "float8_e4m3",
            "float8_e8m0fnu",
            "float6_e2m3fn",
            "float6_e3m2fn",
            "float4_e2m1fn",
            "int4",
            "uint4",
            "int2",
            "uint2",
            "int1",
            "uint1"
        ]
    );
    for id in DTypeId::ALL {
        assert_eq!(id.to_string().parse::<DTypeId>(), Ok(id));
        assert_eq!(id.code().parse::<DTypeId>(), Ok(id));
    }
    assert_eq!(format!("{:>8}", DTypeId::Int8), "    int8");
}

#[test]
fn codes_are_jax_table_codes() {
    let codes: Vec<&str> = DTypeId::CLASSIC.iter().map(|d| d.code()).collect();
    assert_eq!(
        codes,
        [
            "b1", "u1", "u2", "u4", "u8", "i1", "i2", "i4", "i8", "bf", "f2", "f4", "f8", "c8",
            "c16", "i*", "f*", "c*"
        ]
    );
    let distinct: HashSet<&str> = codes.iter().copied().collect();
    assert_eq!(distinct.len(), 18);
    // JAX's table has no codes for the extended dtypes: theirs are their names.
    for id in DTypeId::EXTENDED {
        assert_eq!(id.code(), id.name());
    }
}

#[test]
fn from_str_accepts_the_examples_of_the_issue() {
    use DTypeId::*;
    for (name, id) in [
        ("int8", Int8),
        ("bfloat16", BFloat16),
        ("complex64", Complex64),
        ("bool", Bool),
        ("i1", Int8),
        ("bf", BFloat16),
        ("c8", Complex64),
        ("i*", WeakInt),
        ("u8", UInt64),
        ("f2", Float16),
    ] {
        assert_eq!(name.parse::<DTypeId>(), Ok(id), "{name}");
    }
}

#[test]
fn unknown_names_are_errors_that_list_what_is_accepted() {
    for bad in ["float", "Int8", "int 8", "", "f16", "float8", "int3"] {
        let error = bad.parse::<DTypeId>().unwrap_err();
        let message = error.to_string();
        assert_eq!(error.name(), bad);
        assert!(message.starts_with(&format!("unknown dtype `{bad}`: expected one of bool, ")));
        for id in DTypeId::ALL {
            assert!(message.contains(id.name()) && message.contains(id.code()));
        }
        assert!(message.contains("float8_e4m3fn, "), "{message}");
    }
}

#[test]
fn long_names_are_cut_at_a_character_boundary() {
    let long = "é".repeat(40);
    let error = long.parse::<DTypeId>().unwrap_err();
    assert_eq!(error.name(), "é".repeat(16));
    assert!(
        error
            .to_string()
            .starts_with(&format!("unknown dtype `{}…`", "é".repeat(16)))
    );
}

#[test]
fn run_time_functions_are_const() {
    const JOIN: Result<DTypeId, PromotionError> = promote_types(DTypeId::Int8, DTypeId::UInt8);
    const STRICT: Result<DTypeId, PromotionError> =
        strict_promote_types(DTypeId::Float32, DTypeId::WeakFloat);
    const MANY: Result<DTypeId, PromotionError> =
        result_type(&[DTypeId::Bool, DTypeId::Int8, DTypeId::Float16]);
    assert_eq!(JOIN, Ok(DTypeId::Int16));
    assert_eq!(STRICT, Ok(DTypeId::Float32));
    assert_eq!(MANY, Ok(DTypeId::Float16));
}
