//! The Array API standard's promotion rules (version 2025.12,
//! `spec/2025.12/API_specification/type_promotion.rst` of data-apis/array-api):
//! every pair of array dtypes the standard mandates, and every mix of an
//! array with a Python scalar, promotes as it says under standard promotion
//! with x64. The compile-time joins equal the run-time ones pair by pair
//! (`jax_types.rs`), so this holds for them too.
//!
//! The standard leaves the rest to implementations: mixed kinds (`int32 ⊔
//! float16`), `uint64` with a signed integer, `bool` with numbers,
//! `bfloat16`, float16 and the extended dtypes, and Python floats with
//! integer arrays. JAX (and the crate) defines them all on its lattice;
//! [`jax_departs_only_with_x64_disabled`] records where JAX's x32 modes
//! depart from the mandated tables.

use dtype_lattice::DTypeId::{self, *};
use dtype_lattice::PromotionMode;

/// The standard's codes, as in its tables.
fn dtype(code: &str) -> DTypeId {
    match code {
        "i1" => Int8,
        "i2" => Int16,
        "i4" => Int32,
        "i8" => Int64,
        "u1" => UInt8,
        "u2" => UInt16,
        "u4" => UInt32,
        "u8" => UInt64,
        "f4" => Float32,
        "f8" => Float64,
        "c8" => Complex64,
        "c16" => Complex128,
        other => panic!("not a code of the standard's tables: {other}"),
    }
}

/// A table of the standard: the column codes, then rows `code: results`.
struct Table {
    columns: &'static str,
    rows: &'static [&'static str],
}

/// The four tables of the standard's "Rules" section.
const TABLES: [Table; 4] = [
    // Signed integer type promotion table.
    Table {
        columns: "i1 i2 i4 i8",
        rows: &[
            "i1: i1 i2 i4 i8",
            "i2: i2 i2 i4 i8",
            "i4: i4 i4 i4 i8",
            "i8: i8 i8 i8 i8",
        ],
    },
    // Unsigned integer type promotion table.
    Table {
        columns: "u1 u2 u4 u8",
        rows: &[
            "u1: u1 u2 u4 u8",
            "u2: u2 u2 u4 u8",
            "u4: u4 u4 u4 u8",
            "u8: u8 u8 u8 u8",
        ],
    },
    // Mixed unsigned and signed integer type promotion table.
    Table {
        columns: "u1 u2 u4",
        rows: &[
            "i1: i2 i4 i8",
            "i2: i2 i4 i8",
            "i4: i4 i4 i8",
            "i8: i8 i8 i8",
        ],
    },
    // Floating-point type promotion table.
    Table {
        columns: "f4 f8 c8 c16",
        rows: &[
            "f4: f4 f8 c8 c16",
            "f8: f8 f8 c16 c16",
            "c8: c8 c16 c8 c16",
            "c16: c16 c16 c16 c16",
        ],
    },
];

/// Every mandated pair `(row, column, result)`.
fn mandated_pairs() -> Vec<(DTypeId, DTypeId, DTypeId)> {
    let mut pairs = Vec::new();
    for table in &TABLES {
        let columns: Vec<DTypeId> = table.columns.split(' ').map(dtype).collect();
        for row in table.rows {
            let (lhs, results) = row.split_once(": ").unwrap();
            let results: Vec<DTypeId> = results.split(' ').map(dtype).collect();
            assert_eq!(results.len(), columns.len());
            for (&rhs, &result) in columns.iter().zip(&results) {
                pairs.push((dtype(lhs), rhs, result));
            }
        }
    }
    pairs
}

#[test]
fn every_pair_of_arrays_the_standard_mandates_promotes_as_it_says() {
    let pairs = mandated_pairs();
    assert_eq!(pairs.len(), 16 + 16 + 12 + 16);
    for (a, b, result) in pairs {
        // Both orders: the standard's tables are symmetric where both are given.
        assert_eq!(
            PromotionMode::Standard.join(a, b),
            Some(result),
            "{a} ⊔ {b}"
        );
        assert_eq!(
            PromotionMode::Standard.join(b, a),
            Some(result),
            "{b} ⊔ {a}"
        );
    }
}

/// "Mixing arrays with Python scalars": a scalar of a compatible type takes
/// the array's dtype (a Python `bool` is `bool` in JAX, and `int`, `float`,
/// `complex` the weak types); a Python `complex` with a real floating array
/// gives the complex dtype of the array's precision.
#[test]
fn python_scalars_take_the_array_dtype_as_the_standard_says() {
    let standard = PromotionMode::Standard;
    let ints = [Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64];
    let mut cases: Vec<(DTypeId, DTypeId, DTypeId)> = vec![(Bool, Bool, Bool)];
    cases.extend(ints.map(|i| (i, WeakInt, i)));
    for real in [Float32, Float64] {
        cases.extend([(real, WeakInt, real), (real, WeakFloat, real)]);
    }
    for complex in [Complex64, Complex128] {
        cases.extend([WeakInt, WeakFloat, WeakComplex].map(|s| (complex, s, complex)));
    }
    cases.extend([
        (Float32, WeakComplex, Complex64),
        (Float64, WeakComplex, Complex128),
    ]);
    assert_eq!(cases.len(), 1 + 8 + 4 + 6 + 2);
    for (array, scalar, result) in cases {
        assert_eq!(
            standard.join(array, scalar),
            Some(result),
            "{array} with {scalar}"
        );
        assert_eq!(
            standard.join(scalar, array),
            Some(result),
            "{scalar} with {array}"
        );
    }
}

/// With x64 disabled, JAX is not a conforming library for the 64-bit dtypes:
/// by default it has none (every mandated join is truncated to 32 bits),
/// and with explicit 64-bit dtypes allowed its x32 lattice puts `uint32`
/// below `int32`, so that `uint32` with a signed integer narrower than 64
/// bits gives `int32` where the standard says `int64`. No other mandated
/// pair differs.
#[test]
fn jax_departs_only_with_x64_disabled() {
    let standard = PromotionMode::Standard;
    let mut departures = Vec::new();
    for (a, b, result) in mandated_pairs() {
        assert_eq!(standard.join_x32(a, b), Some(result.canonical_x32()));
        let explicit = standard.join_x32_explicit(a, b);
        if explicit != Some(result) {
            departures.push((a, b, explicit));
        }
    }
    assert_eq!(
        departures,
        [
            (Int8, UInt32, Some(Int32)),
            (Int16, UInt32, Some(Int32)),
            (Int32, UInt32, Some(Int32)),
        ]
    );
}
