//! JAX's own promotion tests, ported: every assertion about dtypes and weak
//! flags in `tests/dtypes_test.py` of jax-ml/jax (main branch, August 2026)
//! that concerns promotion, re-derived over the crate's run-time answers
//! ([`PromotionMode`]). The compile-time answers equal the same fixtures of
//! real JAX pair by pair (`jax_types.rs`, `jax_types_x32.rs`,
//! `jax_types_x32_explicit.rs`), so these hold for them too.
//!
//! JAX runs its suite in each configuration of its 64-bit dtypes; here each
//! test runs in every configuration it concerns ([`Config`]). JAX's main
//! branch and the installed JAX 0.10.2 agree on all of them: the observed
//! tables of `tools/jax_observed_tables.py` (from 0.10.2) equal the three
//! tables written in the test on main.
//!
//! Left out, with the reason: JAX's weakly typed arrays of a dtype other than
//! its kind's default (a weak `uint8`, made by JAX's internal
//! `_convert_element_type(..., weak_type=True)`), which `testUnaryPromotion`
//! and `testBinaryNonPromotion` use, are not values of the crate: its weak
//! types are the three nodes `i*`, `f*`, `c*` of the lattice, which is what
//! JAX promotes such arrays as. The tests' other assertions (array types,
//! `jit` invariance, reprs, `float0`) do not concern dtypes.

mod common;

use dtype_lattice::DTypeId::{self, *};
use dtype_lattice::X64Mode::{self, Disabled, Enabled, Explicit};
use dtype_lattice::{Kind, PromotionError, PromotionMode};

/// What JAX's test computes per configuration of its 64-bit dtypes
/// ([`X64Mode`]; its joins are [`PromotionMode::join_in`]).
trait Config: Copy {
    /// JAX's `dtypes.promote_types(a, b)`: the join on the configuration's
    /// lattice of the dtypes as given (it does not truncate 64-bit dtypes,
    /// with or without explicit ones allowed), a weak join read as NumPy
    /// reads a Python type (`float` is `float64`).
    fn promote_types(self, mode: PromotionMode, a: DTypeId, b: DTypeId) -> Option<DTypeId>;

    /// The dtype of a value of the lattice node `node`: a weak type is held
    /// in its kind's default dtype (`float64`, or `float32` with x64
    /// disabled, explicit 64-bit dtypes or not).
    fn dtype_of(self, node: DTypeId) -> DTypeId;
}

impl Config for X64Mode {
    fn promote_types(self, mode: PromotionMode, a: DTypeId, b: DTypeId) -> Option<DTypeId> {
        let x64 = if self.is_x32() { Explicit } else { Enabled };
        let joined = mode.join_in(x64, a, b)?;
        Some(if a.is_weak() && b.is_weak() {
            joined
        } else {
            joined.strong()
        })
    }

    fn dtype_of(self, node: DTypeId) -> DTypeId {
        if node.is_weak() {
            self.stored(node.strong())
        } else {
            node.strong()
        }
    }
}

// The dtype lists of JAX's test.
const BOOL: [DTypeId; 1] = [Bool];
const NP_SIGNED: [DTypeId; 4] = [Int8, Int16, Int32, Int64];
const NP_UNSIGNED: [DTypeId; 4] = [UInt8, UInt16, UInt32, UInt64];
const INTN: [DTypeId; 6] = [Int1, UInt1, Int2, UInt2, Int4, UInt4];
const NP_FLOAT: [DTypeId; 3] = [Float16, Float32, Float64];
const SMALL_FLOATS: [DTypeId; 11] = [
    Float8E4M3B11Fnuz,
    Float8E4M3Fn,
    Float8E4M3Fnuz,
    Float8E5M2,
    Float8E5M2Fnuz,
    Float8E3M4,
    Float8E4M3,
    Float8E8M0Fnu,
    Float4E2M1Fn,
    Float6E2M3Fn,
    Float6E3M2Fn,
];
const COMPLEX: [DTypeId; 2] = [Complex64, Complex128];
const WEAK: [DTypeId; 3] = [WeakInt, WeakFloat, WeakComplex];

/// JAX's `signed_dtypes`: NumPy's and int1, int2, int4.
fn signed() -> Vec<DTypeId> {
    [&NP_SIGNED[..], &[Int1, Int2, Int4]].concat()
}

/// JAX's `unsigned_dtypes`: NumPy's and uint1, uint2, uint4.
fn unsigned() -> Vec<DTypeId> {
    [&NP_UNSIGNED[..], &[UInt1, UInt2, UInt4]].concat()
}

/// JAX's `float_dtypes`: bfloat16, NumPy's, and the 8-, 6- and 4-bit floats.
fn floats() -> Vec<DTypeId> {
    [&[BFloat16], &NP_FLOAT[..], &SMALL_FLOATS[..]].concat()
}

/// JAX's `all_dtypes`: every strong dtype, 32 of them.
fn all_dtypes() -> Vec<DTypeId> {
    [&BOOL[..], &signed(), &unsigned(), &floats(), &COMPLEX[..]].concat()
}

#[test]
fn the_dtype_lists_are_every_strong_dtype_once() {
    let mut all = all_dtypes();
    all.sort_by_key(|d| d.index());
    let strong: Vec<DTypeId> = DTypeId::ALL.into_iter().filter(|d| !d.is_weak()).collect();
    assert_eq!(all, strong);
}

/// The promotion table in the codes of JAX's test: `b1`, `u1`..`u8` and
/// `i1`..`i8` by bytes, `bf`, `f2`..`f8`, `c4`/`c8` for complex64/128
/// (bytes per part), and `i*`, `f*`, `c*` for a weakly typed result.
fn test_code(config: X64Mode, node: DTypeId) -> String {
    let dtype = config.dtype_of(node);
    let code = match (dtype, dtype.kind()) {
        (_, Kind::Bool) => "b1".to_owned(),
        (BFloat16, _) => "bf".to_owned(),
        (_, Kind::UnsignedInteger) => format!("u{}", dtype.itemsize()),
        (_, Kind::SignedInteger) => format!("i{}", dtype.itemsize()),
        (_, Kind::Floating) => format!("f{}", dtype.itemsize()),
        (_, Kind::ComplexFloating) => format!("c{}", dtype.itemsize() / 2),
    };
    if node.is_weak() {
        format!("{}*", &code[..1])
    } else {
        code
    }
}

/// JAX's test's types, in its order: the 18 of JAX's table.
const TABLE_TYPES: [DTypeId; 18] = [
    Bool,
    UInt8,
    UInt16,
    UInt32,
    UInt64,
    Int8,
    Int16,
    Int32,
    Int64,
    BFloat16,
    Float16,
    Float32,
    Float64,
    Complex64,
    Complex128,
    WeakInt,
    WeakFloat,
    WeakComplex,
];

/// `testObservedPromotionTable`: `v1 + v2` for a zero of each type (a NumPy
/// scalar, or a Python scalar for a weak type), in each configuration, equals
/// what real JAX gives (`fixtures/jax_observed_tables.txt`).
#[test]
fn observed_promotion_tables_equal_jax_in_all_three_configurations() {
    let text = include_str!("fixtures/jax_observed_tables.txt");
    let columns: Vec<String> = TABLE_TYPES.iter().map(|&t| test_code(Enabled, t)).collect();
    assert!(text.contains(&format!("\ncolumns: {}\n", columns.join(" "))));
    let mut tables = 0;
    for (name, config) in [
        ("x64", Enabled),
        ("x32", Disabled),
        ("x32-explicit", Explicit),
    ] {
        let start = text
            .find(&format!("\ntable {name}\n"))
            .unwrap_or_else(|| panic!("no table {name} in the fixture"));
        let rows: Vec<&str> = text[start..].lines().skip(2).take(18).collect();
        for (&v2, row) in TABLE_TYPES.iter().zip(&rows) {
            let expected: Vec<String> = TABLE_TYPES
                .iter()
                .map(|&v1| {
                    let joined = PromotionMode::Standard.join_in(config, v1, v2).unwrap();
                    test_code(config, joined)
                })
                .collect();
            assert_eq!(
                *row,
                format!("{}: {}", test_code(Enabled, v2), expected.join(" ")),
                "{name}, row {v2}"
            );
        }
        tables += 1;
    }
    assert_eq!(tables, 3);
}

/// `testPromoteDtypesStandard`, in x64 and in x32 (where JAX's
/// `promote_types` joins on its x32 lattice, explicit dtypes or not).
#[test]
fn promote_dtypes_standard() {
    let standard = PromotionMode::Standard;
    let implicit_ints: Vec<DTypeId> = [&NP_SIGNED[..], &NP_UNSIGNED[..]].concat();
    let is_small_float = |t: DTypeId| SMALL_FLOATS.contains(&t);
    let is_intn = |t: DTypeId| INTN.contains(&t);
    for config in [Enabled, Disabled] {
        let p = |a, b| config.promote_types(standard, a, b);
        let error = |a, b| {
            let error = standard.promote(a, b).unwrap_err();
            assert!(
                matches!(error, PromotionError::NoPromotionPath { .. })
                    && error.to_string().contains("no implicit promotion path"),
                "{error}"
            );
            assert_eq!(p(a, b), None, "{a} ⊔ {b}");
        };
        for t1 in all_dtypes() {
            assert_eq!(p(t1, t1), Some(t1));
            assert_eq!(p(t1, Bool), Some(t1));
            if is_small_float(t1) || is_intn(t1) {
                error(t1, Complex128);
            } else {
                assert_eq!(p(t1, Complex128), Some(Complex128), "{t1}");
            }
            for t2 in all_dtypes() {
                let leaf_mix = t1 != t2
                    && t1 != Bool
                    && t2 != Bool
                    && (is_intn(t1)
                        || is_intn(t2)
                        || (is_small_float(t1) && !implicit_ints.contains(&t2))
                        || (is_small_float(t2) && !implicit_ints.contains(&t1)));
                if leaf_mix {
                    error(t1, t2);
                    error(t2, t1);
                } else {
                    assert!(p(t1, t2).is_some(), "{t1} ⊔ {t2}");
                    assert_eq!(p(t1, t2), p(t2, t1), "{t1} ⊔ {t2}");
                }
            }
        }
        assert_eq!(p(Float16, BFloat16), Some(Float32));
        // Exact against inexact: the inexact type.
        for t in [floats(), COMPLEX.to_vec()].concat() {
            for i in [&BOOL[..], &signed(), &unsigned()].concat() {
                if is_intn(i) {
                    error(t, i);
                } else {
                    assert_eq!(p(t, i), Some(t), "{t} ⊔ {i}");
                }
            }
        }
        // Within the exact types, and within the inexact ones, NumPy's answer,
        // but for `uint32` with a signed integer narrower than 64 bits in x32.
        let numpy = numpy_promote_types();
        let exact = [&BOOL[..], &NP_SIGNED[..], &NP_UNSIGNED[..]].concat();
        let inexact = [&NP_FLOAT[..], &COMPLEX[..]].concat();
        for group in [exact, inexact] {
            for (i, &t1) in group.iter().enumerate() {
                for &t2 in &group[i + 1..] {
                    let x32_exception = config != Enabled
                        && t1.kind() == Kind::SignedInteger
                        && t1 != Int64
                        && t2 == UInt32;
                    let expected = if x32_exception { Int32 } else { numpy(t1, t2) };
                    assert_eq!(p(t1, t2), Some(expected), "{config:?}: {t1} ⊔ {t2}");
                }
            }
        }
        weak_with_weak_is_pythons_arithmetic(config, standard);
    }
}

/// Both tests' last part: `lattice_result_type` of two Python types is weak,
/// of the dtype of Python's result (`int + float` is a `float`).
fn weak_with_weak_is_pythons_arithmetic(config: X64Mode, mode: PromotionMode) {
    // Python's numeric tower: int < float < complex.
    let rank = |t: DTypeId| WEAK.iter().position(|&w| w == t).unwrap();
    for t1 in WEAK {
        for t2 in WEAK {
            let python = WEAK[rank(t1).max(rank(t2))];
            let joined = mode.join_in(config, t1, t2).unwrap();
            assert!(joined.is_weak(), "{t1} ⊔ {t2}");
            assert_eq!(joined, python, "{config:?}: {t1} ⊔ {t2}");
        }
    }
}

/// NumPy's `promote_types` over JAX's table, from the fixture of
/// `tools/numpy_fixtures.py` (real NumPy 2.4.6).
fn numpy_promote_types() -> impl Fn(DTypeId, DTypeId) -> DTypeId {
    let text = include_str!("../cli/tests/fixtures/numpy_promotion.txt");
    let pairs: Vec<(DTypeId, DTypeId, DTypeId)> = text
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let numpy = fields[2].parse().ok()?;
            Some((
                fields[0].parse().unwrap(),
                fields[1].parse().unwrap(),
                numpy,
            ))
        })
        .collect();
    move |a, b| {
        pairs
            .iter()
            .find(|&&(x, y, _)| (x, y) == (a, b))
            .map(|&(_, _, numpy)| numpy)
            .unwrap_or_else(|| panic!("NumPy's fixture has no {a} ⊔ {b}"))
    }
}

/// `testPromoteDtypesStrict`: JAX's strict lattice is the same in every
/// configuration.
#[test]
fn promote_dtypes_strict() {
    let strict = PromotionMode::Strict;
    for config in [Enabled, Disabled, Explicit] {
        let p = |a, b| strict.join_in(config, a, b);
        let error = |a: DTypeId, b: DTypeId| {
            let error = strict.promote(a, b).unwrap_err();
            assert!(
                error.to_string().contains("under strict promotion"),
                "{error}"
            );
        };
        // Strong dtypes: a diagonal table (x32 reads the 64-bit ones as 32-bit ones).
        for t1 in all_dtypes() {
            for t2 in all_dtypes() {
                if config.canonical(t1) == config.canonical(t2) {
                    assert_eq!(p(t1, t2), Some(config.canonical(t1)));
                } else {
                    assert_eq!(p(t1, t2), None, "{config:?}: {t1} ⊔ {t2}");
                    error(config.canonical(t1), config.canonical(t2));
                }
            }
        }
        weak_with_weak_is_pythons_arithmetic(config, strict);
        // A weak type joins only a strong dtype that holds its kind.
        for t1 in BOOL {
            for weak in WEAK {
                assert_eq!(p(t1, weak), None);
            }
        }
        for t1 in [signed(), unsigned()].concat() {
            assert_eq!(p(t1, WeakInt), Some(config.canonical(t1)));
            assert_eq!(p(t1, WeakFloat), None);
            assert_eq!(p(t1, WeakComplex), None);
        }
        for t1 in floats() {
            assert_eq!(p(t1, WeakInt), Some(config.canonical(t1)));
            assert_eq!(p(t1, WeakFloat), Some(config.canonical(t1)));
            assert_eq!(p(t1, WeakComplex), None);
        }
        for t1 in COMPLEX {
            for weak in WEAK {
                assert_eq!(p(t1, weak), Some(config.canonical(t1)));
            }
        }
    }
}

/// `testBinaryPromotion`: `x + y` and `y + x` for 0-d weak floats
/// (`jnp.array(1.)`, `0.`), 1-d arrays of the default float (`jnp.array([1.])`)
/// and arrays of explicit float dtypes, under standard promotion. The
/// expected dtype is as written with x64 or explicit 64-bit dtypes, and
/// truncated to 32 bits otherwise.
#[test]
fn binary_promotion() {
    #[derive(Clone, Copy)]
    enum Operand {
        /// `jnp.array(1.)` or `0.`: a weak float.
        Weak,
        /// `jnp.array([1.])`: the default float, strong.
        Default,
        /// `jnp.array(…, dtype=…)`.
        Of(DTypeId),
    }
    use Operand::*;
    // `None`: the default float dtype.
    let cases: [(Operand, Operand, Option<DTypeId>); 22] = [
        (Weak, Weak, None),
        (Weak, Weak, None),
        (Weak, Of(Float16), Some(Float16)),
        (Weak, Of(Float32), Some(Float32)),
        (Weak, Of(Float64), Some(Float64)),
        (Of(Float16), Weak, Some(Float16)),
        (Of(Float32), Weak, Some(Float32)),
        (Of(Float64), Weak, Some(Float64)),
        (Of(Float16), Of(Float16), Some(Float16)),
        (Of(Float16), Of(Float32), Some(Float32)),
        (Of(Float16), Of(Float64), Some(Float64)),
        (Of(Float32), Of(Float32), Some(Float32)),
        (Of(Float32), Of(Float64), Some(Float64)),
        (Of(Float64), Of(Float64), Some(Float64)),
        (Default, Weak, None),
        (Default, Weak, None),
        (Default, Of(Float16), None),
        (Default, Of(Float32), None),
        (Default, Of(Float64), Some(Float64)),
        (Of(Float32), Of(Float16), Some(Float32)),
        (Of(Float16), Of(Float32), Some(Float32)),
        (Of(Float16), Weak, Some(Float16)),
    ];
    for config in [Enabled, Disabled, Explicit] {
        let default_float = config.dtype_of(WeakFloat);
        let node = |operand| match operand {
            Weak => WeakFloat,
            Default => default_float,
            Of(dtype) => dtype,
        };
        for (x, y, expected) in cases {
            let expected = config.canonical(expected.unwrap_or(default_float));
            for (a, b) in [(node(x), node(y)), (node(y), node(x))] {
                let joined = PromotionMode::Standard.join_in(config, a, b).unwrap();
                assert_eq!(config.dtype_of(joined), expected, "{config:?}: {a} + {b}");
            }
        }
    }
}

/// `testUnaryPromotion` and `testResultTypeWeakFlag`: `result_type` of one
/// value is its own dtype, and for a weak value, weakly typed, its kind's
/// default dtype.
#[test]
fn unary_promotion_and_result_type_weak_flag() {
    for config in [Enabled, Disabled, Explicit] {
        let result_type = |d| PromotionMode::Standard.result_type_in(config, &[d]);
        for dtype in all_dtypes() {
            assert_eq!(result_type(dtype), Ok(config.canonical(dtype)));
        }
        for weak in WEAK {
            assert_eq!(result_type(weak), Ok(weak));
        }
        // testResultTypeWeakFlag: a weak float, and the same value made strong.
        let float = config.dtype_of(WeakFloat);
        assert_eq!(
            result_type(WeakFloat).map(|n| (n.is_weak(), config.dtype_of(n))),
            Ok((true, float))
        );
        assert_eq!(
            result_type(float).map(|n| (n.is_weak(), n)),
            Ok((false, float))
        );
    }
}

/// `testBinaryNonPromotion`: `x + x` keeps `x`'s dtype and weak flag under
/// both modes (bool is never weak).
#[test]
fn binary_non_promotion() {
    for config in [Enabled, Disabled, Explicit] {
        for mode in [PromotionMode::Standard, PromotionMode::Strict] {
            for dtype in [all_dtypes(), WEAK.to_vec()].concat() {
                let x = config.canonical(dtype);
                let joined = mode.join_in(config, x, x).unwrap();
                assert_eq!(joined, x, "{config:?}, {mode}: {x} + {x}");
                assert_eq!(joined.is_weak(), dtype.is_weak());
            }
        }
    }
}

/// `testSafeToCast`, for every dtype and Python type (the weak types) in
/// both modes: always safe where the types are equal or a Python type goes
/// into a dtype of its kind or above; otherwise an error where `result_type`
/// has none, and else safe exactly where the result is the target's dtype.
#[test]
fn safe_to_cast() {
    let types: Vec<DTypeId> = DTypeId::ALL.to_vec();
    for mode in [PromotionMode::Standard, PromotionMode::Strict] {
        for &input in &types {
            for &output in &types {
                let safe = mode.safe_to_cast(input, output);
                let python_into_kind = match output.kind() {
                    Kind::SignedInteger | Kind::UnsignedInteger => input == WeakInt,
                    Kind::Floating => matches!(input, WeakInt | WeakFloat),
                    Kind::ComplexFloating => input.is_weak(),
                    Kind::Bool => false,
                };
                if input == output || python_into_kind {
                    assert_eq!(safe, Ok(true), "{mode}: {input} -> {output}");
                }
                // `result_type(input, canonicalize_dtype(output))`.
                match mode.join(input, output.strong()) {
                    None if input != output => {
                        assert!(safe.is_err(), "{mode}: {input} -> {output}");
                    }
                    joined => {
                        let result = joined.map(DTypeId::strong);
                        assert_eq!(
                            safe,
                            Ok(result == Some(output.strong())),
                            "{mode}: {input} -> {output}"
                        );
                    }
                }
            }
        }
    }
}
