//! The run-time answers equal real JAX's, for every pair in both modes, and
//! the type-level assertions in `jax_types.rs` are the fixture's, rendered.

mod common;

use std::collections::HashSet;
use std::fmt::Write;

use common::{JaxPair, assert_file_is, jax_pairs, marker};
use dtype_lattice::{
    DTypeId, PromotionError, PromotionMode, X64Mode, promote_types, strict_promote_types,
};

#[test]
fn fixture_covers_every_ordered_pair_once_per_mode() {
    let pairs = jax_pairs();
    assert_eq!(pairs.len(), 2 * 35 * 35);
    let seen: HashSet<_> = pairs
        .iter()
        .map(|p| (p.mode == PromotionMode::Strict, p.lhs, p.rhs))
        .collect();
    assert_eq!(seen.len(), 2 * 35 * 35);
}

#[test]
fn promote_types_equals_jax_for_all_1225_pairs() {
    for p in jax_pairs()
        .iter()
        .filter(|p| p.mode == PromotionMode::Standard)
    {
        let expected = p.result.ok_or(PromotionError::NoPromotionPath {
            lhs: p.lhs,
            rhs: p.rhs,
            mode: PromotionMode::Standard,
            x64: X64Mode::Enabled,
        });
        assert_eq!(
            promote_types(p.lhs, p.rhs),
            expected,
            "{} ⊔ {}",
            p.lhs,
            p.rhs
        );
        // Every classic pair has a join; a pair without one has an extended dtype.
        assert!(p.result.is_some() || p.lhs.is_extended() || p.rhs.is_extended());
    }
}

#[test]
fn strict_promote_types_equals_jax_for_all_1225_pairs() {
    for p in jax_pairs()
        .iter()
        .filter(|p| p.mode == PromotionMode::Strict)
    {
        let expected = p.result.ok_or(PromotionError::NoPromotionPath {
            lhs: p.lhs,
            rhs: p.rhs,
            mode: PromotionMode::Strict,
            x64: X64Mode::Enabled,
        });
        assert_eq!(
            strict_promote_types(p.lhs, p.rhs),
            expected,
            "{} ⊔ {}",
            p.lhs,
            p.rhs
        );
        assert_eq!(PromotionMode::Strict.join(p.lhs, p.rhs), p.result);
    }
}

#[test]
fn x32_joins_equal_jax_with_x64_disabled_for_every_pair_in_both_modes() {
    let pairs = common::jax_pairs_x32();
    assert_eq!(pairs.len(), 2 * 35 * 35);
    let mut differ_from_x64 = 0;
    for p in &pairs {
        assert_eq!(p.mode.join_x32(p.lhs, p.rhs), p.result, "{p:?}");
        // No 64-bit result: x32 has none.
        assert!(p.result.is_none_or(|r| r.canonical_x32() == r), "{p:?}");
        if p.mode.join(p.lhs, p.rhs) != p.result {
            differ_from_x64 += 1;
        }
    }
    // The cells where x32 changes JAX's answer (a 64-bit input or join).
    assert_eq!(differ_from_x64, DIFFER_FROM_X64);
    // result_type folds join_x32, as JAX folds its inputs.
    for p in pairs.iter().filter(|p| p.mode == PromotionMode::Standard) {
        let folded = PromotionMode::Standard.result_type_x32(&[p.lhs, p.rhs, DTypeId::Int8]);
        let expected = p
            .result
            .and_then(|r| PromotionMode::Standard.join_x32(r, DTypeId::Int8));
        assert_eq!(folded.ok(), expected, "{p:?}");
    }
}

const DIFFER_FROM_X64: usize = 136;

#[test]
fn x32_explicit_joins_equal_jax_with_explicit_64_bit_dtypes_for_every_pair_in_both_modes() {
    let pairs = common::jax_pairs_x32_explicit();
    assert_eq!(pairs.len(), 2 * 35 * 35);
    let mut differ_from_x64 = Vec::new();
    for p in &pairs {
        assert_eq!(p.mode.join_x32_explicit(p.lhs, p.rhs), p.result, "{p:?}");
        if p.mode.join(p.lhs, p.rhs) != p.result {
            differ_from_x64.push((p.lhs, p.rhs));
        }
        // On 32-bit inputs, the explicit mode is x32 itself.
        if p.lhs.canonical_x32() == p.lhs && p.rhs.canonical_x32() == p.rhs {
            assert_eq!(p.mode.join_x32(p.lhs, p.rhs), p.result, "{p:?}");
        }
    }
    // JAX's x32 lattice differs from its x64 one only where uint32 meets a
    // signed integer narrower than 64 bits (JAX's dtypes_test: "i4xu4 -> i4
    // instead of i8").
    use DTypeId::*;
    let mut expected: Vec<(DTypeId, DTypeId)> = [Int8, Int16, Int32]
        .into_iter()
        .flat_map(|i| [(UInt32, i), (i, UInt32)])
        .collect();
    differ_from_x64.sort_by_key(|&(a, b)| (a.index(), b.index()));
    expected.sort_by_key(|&(a, b)| (a.index(), b.index()));
    assert_eq!(differ_from_x64, expected);
    // result_type folds join_x32_explicit.
    for p in pairs.iter().filter(|p| p.mode == PromotionMode::Standard) {
        let folded = PromotionMode::Standard.result_type_x32_explicit(&[p.lhs, p.rhs, Int64]);
        let expected = p
            .result
            .and_then(|r| PromotionMode::Standard.join_x32_explicit(r, Int64));
        assert_eq!(folded.ok(), expected, "{p:?}");
    }
}

/// A fixture's pairs at the type level: `jax_types_x32.rs` (x64 disabled)
/// or `jax_types_x32_explicit.rs` (and explicit 64-bit dtypes allowed).
fn render_x32_type_assertions(pairs: &[JaxPair], explicit: bool) -> String {
    let (fixture, setting) = if explicit {
        (
            "jax_promotion_x32_explicit.txt",
            "with x64 disabled and\n//! `jax_explicit_x64_dtypes='allow'`",
        )
    } else {
        ("jax_promotion_x32.txt", "with x64 disabled")
    };
    let mut out = format!(
        "//! Written by `tests/jax_fixture.rs` from `fixtures/{fixture}` (real JAX\n\
         //! {setting}): do not edit; regenerate with `BLESS=1 cargo test --test\n\
         //! jax_fixture`. The compiler's x32 promotions equal JAX's for every pair.\n\n\
         use dtype_lattice::*;\n\
         use static_assertions::{{assert_not_impl_any, assert_type_eq_all}};\n",
    );
    for mode in [PromotionMode::Standard, PromotionMode::Strict] {
        // JAX's strict lattice is the same with or without x64.
        let (alias, trait_, name) = match (mode, explicit) {
            (PromotionMode::Standard, false) => ("PromotedX32", "PromoteX32", "standard"),
            (_, false) => ("StrictPromotedX32", "StrictPromoteX32", "strict"),
            (PromotionMode::Standard, true) => {
                ("PromotedX32Explicit", "PromoteX32Explicit", "standard")
            }
            (_, true) => ("StrictPromoted", "StrictPromote", "strict"),
        };
        let setting = if explicit {
            "x64 disabled, explicit 64-bit dtypes"
        } else {
            "x64 disabled"
        };
        writeln!(out, "\n// {name} promotion, {setting}").unwrap();
        for p in pairs.iter().filter(|p| p.mode == mode) {
            let (a, b) = (marker(p.lhs), marker(p.rhs));
            match p.result {
                Some(j) => writeln!(
                    out,
                    "assert_type_eq_all!({alias}<{a}, {b}>, {});",
                    marker(j)
                ),
                None => writeln!(out, "assert_not_impl_any!({a}: {trait_}<{b}>);"),
            }
            .unwrap();
        }
    }
    out
}

#[test]
fn x32_type_level_assertions_are_rendered_from_the_fixture() {
    assert_file_is(
        "tests/jax_types_x32.rs",
        &render_x32_type_assertions(&common::jax_pairs_x32(), false),
    );
    assert_file_is(
        "tests/jax_types_x32_explicit.rs",
        &render_x32_type_assertions(&common::jax_pairs_x32_explicit(), true),
    );
}

#[test]
fn strict_errors_name_both_dtypes() {
    for p in jax_pairs()
        .iter()
        .filter(|p| p.mode == PromotionMode::Strict && p.result.is_none())
    {
        let message = strict_promote_types(p.lhs, p.rhs).unwrap_err().to_string();
        assert!(
            message.contains(&format!("`{}` and `{}`", p.lhs, p.rhs))
                && message.contains("strict")
                && message.contains("cast"),
            "{message}"
        );
    }
}

/// Renders `jax_types.rs` from the fixture: an `assert_type_eq_all!` per pair
/// with a join, an `assert_not_impl_any!` per strict pair without one, and
/// for every standard pair whether `SafeCast` holds.
fn render_type_assertions(pairs: &[JaxPair]) -> String {
    let mut out = String::from(
        "//! Written by `tests/jax_fixture.rs` from `fixtures/jax_promotion.txt` (real JAX):\n\
         //! do not edit; regenerate with `BLESS=1 cargo test --test jax_fixture`.\n\
         //!\n\
         //! The compiler's promotions equal JAX's: every pair JAX allows, and no impl for\n\
         //! every pair JAX rejects, in both modes. `SafeCast` holds exactly\n\
         //! where JAX's standard join of the pair is its right-hand side.\n\n\
         use dtype_lattice::*;\n\
         use static_assertions::{assert_impl_all, assert_not_impl_any, assert_type_eq_all};\n",
    );
    for mode in [PromotionMode::Standard, PromotionMode::Strict] {
        let (alias, trait_, name) = match mode {
            PromotionMode::Standard => ("Promoted", "Promote", "standard"),
            PromotionMode::Strict => ("StrictPromoted", "StrictPromote", "strict"),
            PromotionMode::Lossless => unreachable!("JAX has no lossless mode"),
        };
        writeln!(out, "\n// {name} promotion").unwrap();
        for p in pairs.iter().filter(|p| p.mode == mode) {
            let (a, b) = (marker(p.lhs), marker(p.rhs));
            match p.result {
                Some(j) => {
                    writeln!(
                        out,
                        "assert_type_eq_all!({alias}<{a}, {b}>, {});",
                        marker(j)
                    )
                }
                None => writeln!(out, "assert_not_impl_any!({a}: {trait_}<{b}>);"),
            }
            .unwrap();
        }
    }
    writeln!(
        out,
        "\n// safe casts: `A: SafeCast<B>` where `A ⊔ B = B` (jax.dtypes.safe_to_cast)"
    )
    .unwrap();
    for p in pairs.iter().filter(|p| p.mode == PromotionMode::Standard) {
        let (a, b) = (marker(p.lhs), marker(p.rhs));
        let assertion = if p.result == Some(p.rhs) {
            "assert_impl_all"
        } else {
            "assert_not_impl_any"
        };
        writeln!(out, "{assertion}!({a}: SafeCast<{b}>);").unwrap();
    }
    out.push_str(
        "\n#[test]\nfn every_promotion_equals_jax_at_compile_time() {\n    \
         // The assertions above are checked when this file compiles.\n}\n",
    );
    out
}

#[test]
fn type_level_assertions_are_rendered_from_the_fixture() {
    assert_file_is("tests/jax_types.rs", &render_type_assertions(&jax_pairs()));
}

#[test]
fn fixture_parses_with_jax_names() {
    // The fixture's names are JAX's: the ones `Display` writes.
    let text = include_str!("fixtures/jax_promotion.txt");
    for id in DTypeId::ALL {
        assert!(
            text.contains(&format!(" {id} ")),
            "{id} is not in the fixture"
        );
    }
}
