//! The result dtypes of operations on the extended dtypes against real JAX:
//! `fixtures/jax_extended_dtypes.txt`, written by
//! `tools/jax_extended_fixtures.py`, for every pair with an extended dtype
//! (901 pairs, 18 operations, both modes), 11 element functions and 5
//! reductions.
//!
//! `jax_extended_dtypes/dtypes.rs` is rendered from the fixture by
//! `dtypes_are_rendered_from_the_fixture` below: one closure per operation
//! and pair JAX accepts, whose annotated result type is JAX's dtype (so a
//! wrong dtype does not compile; the closures are type-checked, never
//! called), and a `static_assertions` check that what JAX rejects has no
//! impl. Where XLA on CPU fails (float6, int1, uint1 in this jaxlib), the
//! dtype is the one JAX's own promotion gives (the fixture's `traced` lines).
//! [`GAPS`] lists what JAX computes and this crate does not, pinned as
//! absent.

mod common;
// Only its fixture reader is used here.
#[allow(dead_code)]
#[path = "common/values.rs"]
mod values;

// Generated: its renderer, not rustfmt, decides its layout.
#[rustfmt::skip]
#[allow(clippy::type_complexity)]
#[path = "jax_extended_dtypes/dtypes.rs"]
mod dtypes;

use std::collections::BTreeMap;
use std::fmt::Write;

use common::EXTENDED_GAPS as GAPS;
use common::assert_file_is;
use dtype_lattice::*;
use values::fixture_lines;

const FIXTURE: &str = include_str!("fixtures/jax_extended_dtypes.txt");

/// The gap a fixture key falls in, if any: its operation is the gap's and
/// one of its operands is the gap's dtype, and JAX computes it.
fn gap_of(key: &str, result: &str) -> Option<(&'static str, &'static str)> {
    let f: Vec<&str> = key.split(' ').collect();
    let (op, operands) = match f[0] {
        "binary" => (f[2], &f[3..]),
        _ => (f[1], &f[2..]),
    };
    GAPS.iter()
        .copied()
        .find(|&(o, d)| o == op && operands.contains(&d))
        .filter(|_| result != "-")
}

/// JAX's result for each fixture line (the `traced` dtype where XLA failed),
/// by its key: `binary MODE OP A B`, `unary OP A`, `reduce OP A`.
fn results() -> BTreeMap<String, String> {
    let mut results = BTreeMap::new();
    for f in fixture_lines(FIXTURE) {
        let (traced, f) = match f[0] {
            "traced" => (true, &f[1..]),
            _ => (false, &f[..]),
        };
        let (key, result) = f.split_at(f.len() - 1);
        let key = key.join(" ");
        let previous = results.insert(key.clone(), result[0].to_string());
        if traced {
            assert_eq!(
                previous.as_deref(),
                Some("-"),
                "{key}: traced after a result"
            );
        }
    }
    results
}

/// The marker of a fixture's dtype name.
fn marker(name: &str) -> String {
    let id: DTypeId = name.parse().unwrap_or_else(|_| panic!("no dtype {name:?}"));
    common::marker(id)
}

/// The expression of a binary operation on `a` and `b`, and its operator
/// trait, if it has one.
fn binary_op(op: &str) -> (String, Option<&'static str>) {
    let operator = common::operator(op);
    match operator {
        Some((symbol, name)) => (format!("a {symbol} b"), Some(name)),
        None => (format!("a.{op}(b)"), None),
    }
}

/// The expression of a function of one tensor `a`, and the trait a dtype
/// without it lacks.
fn unary_op(op: &str) -> (&'static str, &'static str) {
    match op {
        "negative" => ("-a", "Numeric"),
        "abs" => ("a.abs()", "ComplexParts"),
        "real" => ("a.real()", "ComplexParts"),
        "imag" => ("a.imag()", "ComplexParts"),
        "conj" => ("a.conj()", "ComplexParts"),
        "sqrt" => ("a.sqrt()", "Inexact"),
        "exp" => ("a.exp()", "Inexact"),
        "log" => ("a.log()", "Inexact"),
        "sin" => ("a.sin()", "Inexact"),
        "cos" => ("a.cos()", "Inexact"),
        "tanh" => ("a.tanh()", "Inexact"),
        "sum" => ("a.sum()", "Reduce"),
        "prod" => ("a.prod()", "Reduce"),
        "mean" => ("a.mean()", "Reduce"),
        "max" => ("a.max().unwrap()", "Reduce"),
        "min" => ("a.min().unwrap()", "Reduce"),
        other => panic!("no Rust form for {other}"),
    }
}

fn render_dtypes() -> String {
    let results = results();
    let rejected_add = |mode: &str, a: &str, b: &str| {
        results
            .get(&format!("binary {mode} add {a} {b}"))
            .is_some_and(|r| r == "-")
    };
    let mut out = String::from(
        "//! Rendered by `tests/jax_extended_dtypes.rs` from `fixtures/jax_extended_dtypes.txt`\n\
         //! (real JAX): do not edit; regenerate with `BLESS=1 cargo test --test jax_extended_dtypes`.\n\
         //!\n\
         //! Each closure is type-checked and never called: its result type is JAX's dtype.\n\n\
         use core::ops::*;\n\n\
         use dtype_lattice::*;\n\
         use static_assertions::assert_not_impl_any;\n",
    );
    // One function per operation, mode and left dtype: type-checking one
    // function of thousands of closures takes far longer than the same apart.
    let mut groups: BTreeMap<String, String> = BTreeMap::new();
    let mut rejected = String::new();
    let mut used = Vec::new();
    let mut checked = std::collections::BTreeSet::new();
    for (key, result) in &results {
        let f: Vec<&str> = key.split(' ').collect();
        let gap = gap_of(key, result);
        used.extend(gap);
        if f[0] == "binary" {
            let (mode, op) = (f[1], f[2]);
            let (a, b) = (marker(f[3]), marker(f[4]));
            let p = if mode == "standard" {
                "Standard"
            } else {
                "Strict"
            };
            let (expr, trait_) = binary_op(op);
            if result == "-" || gap.is_some() {
                // A pair without a join fails every operation for that one
                // reason: one check per pair and mode.
                let check = match trait_ {
                    _ if rejected_add(mode, f[3], f[4]) => format!("{p}: Join<{a}, {b}>"),
                    Some(t) => format!("&'static Tensor<{a}, {p}>: {t}<&'static Tensor<{b}, {p}>>"),
                    None if op == "floor_divide" => format!("Joined<{p}, {a}, {b}>: FloorDivide"),
                    None if op == "power" => format!("{a}: PowerOf<{b}, {p}>"),
                    None => panic!("no check for JAX's rejection of {key}"),
                };
                if checked.insert(check.clone()) {
                    writeln!(rejected, "assert_not_impl_any!({check});").unwrap();
                }
            } else {
                let r = marker(result);
                let group = format!("{mode}_{op}_{}", f[3].replace('*', "_weak"));
                writeln!(
                    groups.entry(group).or_default(),
                    "    let _ = |a: &Tensor<{a}, {p}>, b: &Tensor<{b}, {p}>| -> Tensor<{r}, {p}> {{ {expr} }};"
                )
                .unwrap();
            }
        } else {
            let (op, a) = (f[1], marker(f[2]));
            let (expr, gate) = unary_op(op);
            if result == "-" || gap.is_some() {
                let check = match op {
                    "negative" => format!("&'static Tensor<{a}>: Neg"),
                    _ => format!("{a}: {gate}"),
                };
                writeln!(rejected, "assert_not_impl_any!({check});").unwrap();
            } else {
                let r = marker(result);
                writeln!(
                    groups.entry(format!("{}_{op}", f[0])).or_default(),
                    "    let _ = |a: &Tensor<{a}>| -> Tensor<{r}> {{ {expr} }};"
                )
                .unwrap();
            }
        }
    }
    // Every gap is one: JAX computes at least one of its lines.
    for gap in GAPS {
        assert!(
            used.contains(gap),
            "GAPS lists {gap:?}, which JAX does not compute"
        );
    }
    out.push_str("\n// Every operation and pair JAX accepts, with JAX's result dtype.\n");
    for (name, body) in &groups {
        write!(out, "\n#[allow(dead_code)]\npub fn {name}() {{\n{body}}}\n").unwrap();
    }
    out.push_str(
        "\n// What JAX rejects, and the gaps: what JAX computes and this crate does not.\n",
    );
    out.push_str(&rejected);
    out
}

#[test]
fn dtypes_are_rendered_from_the_fixture() {
    assert_file_is("tests/jax_extended_dtypes/dtypes.rs", &render_dtypes());
}

#[test]
fn the_fixture_covers_every_pair_with_an_extended_dtype() {
    let results = results();
    let binary = results.keys().filter(|k| k.starts_with("binary ")).count();
    let pairs = 35 * 35 - 18 * 18;
    assert_eq!(binary, 2 * 18 * pairs);
    let one = results.keys().filter(|k| !k.starts_with("binary ")).count();
    assert_eq!(one, (11 + 5) * 17);
}
