//! Helpers shared by the integration tests of the workspace (the cli crate's
//! include this file too): the JAX fixture, and committed files that must
//! equal what the code renders now.

#![allow(dead_code)] // each test file uses its own part of this module

use std::path::{Path, PathBuf};

use dtype_lattice::{DTypeId, PromotionMode};

/// One line of `fixtures/jax_promotion.txt`: what real JAX gives for `lhs`, `rhs`.
#[derive(Clone, Copy, Debug)]
pub struct JaxPair {
    pub mode: PromotionMode,
    pub lhs: DTypeId,
    pub rhs: DTypeId,
    /// `None` where JAX raises `TypePromotionError`.
    pub result: Option<DTypeId>,
}

/// Every pair of the fixture written by `tools/jax_fixtures.py`, in its order.
pub fn jax_pairs() -> Vec<JaxPair> {
    parse_pairs(include_str!("../fixtures/jax_promotion.txt"))
}

/// Every pair of its x32 fixture (JAX with x64 disabled), in its order.
pub fn jax_pairs_x32() -> Vec<JaxPair> {
    parse_pairs(include_str!("../fixtures/jax_promotion_x32.txt"))
}

/// Every pair of its x32 fixture with explicit 64-bit dtypes allowed (JAX
/// with x64 disabled and `jax_explicit_x64_dtypes='allow'`), in its order.
pub fn jax_pairs_x32_explicit() -> Vec<JaxPair> {
    parse_pairs(include_str!("../fixtures/jax_promotion_x32_explicit.txt"))
}

fn parse_pairs(text: &str) -> Vec<JaxPair> {
    let parse = |name: &str| -> DTypeId {
        name.parse()
            .unwrap_or_else(|e| panic!("fixture names an unknown dtype: {e}"))
    };
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let [mode, lhs, rhs, result] = fields[..] else {
                panic!("a fixture line has four fields: {line:?}");
            };
            JaxPair {
                mode: match mode {
                    "standard" => PromotionMode::Standard,
                    "strict" => PromotionMode::Strict,
                    other => panic!("unknown mode {other:?} in the fixture"),
                },
                lhs: parse(lhs),
                rhs: parse(rhs),
                result: (result != "-").then(|| parse(result)),
            }
        })
        .collect()
}

/// The marker type's name of a dtype: `Int8`, `WeakFloat`, ….
pub fn marker(id: DTypeId) -> String {
    format!("{id:?}")
}

/// The Rust operator of a `jax.numpy` binary operation and its `core::ops`
/// trait, for the operations that have one (`add`: `+`, `Add`).
pub fn operator(op: &str) -> Option<(&'static str, &'static str)> {
    Some(match op {
        "add" => ("+", "Add"),
        "subtract" => ("-", "Sub"),
        "multiply" => ("*", "Mul"),
        "true_divide" => ("/", "Div"),
        "remainder" => ("%", "Rem"),
        "bitwise_and" => ("&", "BitAnd"),
        "bitwise_or" => ("|", "BitOr"),
        "bitwise_xor" => ("^", "BitXor"),
        _ => return None,
    })
}

/// The workspace root, where Cargo.lock, README.md and docs/ are.
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .find(|dir| dir.join("Cargo.lock").exists())
        .expect("the tests run inside the workspace")
        .to_owned()
}

/// Fails when the committed file at `path` (relative to the workspace root)
/// is not `expected`; with `BLESS=1` in the environment, writes it instead.
pub fn assert_file_is(path: &str, expected: &str) {
    let full = workspace_root().join(path);
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&full, expected).unwrap();
        return;
    }
    let actual = std::fs::read_to_string(&full).unwrap_or_default();
    assert!(
        actual == expected,
        "{path} is stale: it differs from what the crate renders now. \
         Run `BLESS=1 cargo test --workspace` and review the diff."
    );
}

/// The part of `text` between the lines `<!-- {name} -->` and `<!-- /{name} -->`.
pub fn section<'a>(text: &'a str, name: &str) -> &'a str {
    let open = format!("<!-- {name} -->\n");
    let close = format!("<!-- /{name} -->");
    let start = text
        .find(&open)
        .unwrap_or_else(|| panic!("no `<!-- {name} -->` marker"))
        + open.len();
    let end = start
        + text[start..]
            .find(&close)
            .unwrap_or_else(|| panic!("no `<!-- /{name} -->` marker"));
    &text[start..end]
}

/// `text` with the section `name` replaced by `content`.
pub fn with_section(text: &str, name: &str, content: &str) -> String {
    let old = section(text, name);
    let start = old.as_ptr() as usize - text.as_ptr() as usize;
    format!("{}{content}{}", &text[..start], &text[start + old.len()..])
}

/// What JAX computes on the narrow integers and this crate does not (typed
/// or at run time): an
/// operation and a dtype, for every line of that operation with the dtype as
/// an operand. JAX's rules for them are not those of the other integers, and
/// differ between widths (`int4 / int4` is `float32`, `int2 / int2` is
/// `int2`; `abs` of `int4` raises, of `uint4` is `uint4`, of `int1` `int8`;
/// `mean` of `int4` is `float32`, of `int2` `int2`; `sum` raises for all):
/// the crate gives them the operations whose rule is their own dtype (and
/// `int4`'s and `uint4`'s inexact dtype, `float32`), not these.
pub const EXTENDED_GAPS: &[(&str, &str)] = &[
    ("true_divide", "int2"),
    ("true_divide", "uint2"),
    ("true_divide", "int1"),
    ("true_divide", "uint1"),
    ("abs", "uint4"),
    ("abs", "uint2"),
    ("abs", "int1"),
    ("abs", "uint1"),
    ("real", "int4"),
    ("real", "uint4"),
    ("real", "int2"),
    ("real", "uint2"),
    ("real", "int1"),
    ("real", "uint1"),
    ("imag", "int4"),
    ("imag", "uint4"),
    ("imag", "int2"),
    ("imag", "uint2"),
    ("imag", "int1"),
    ("imag", "uint1"),
    ("conj", "int4"),
    ("conj", "uint4"),
    ("conj", "int2"),
    ("conj", "uint2"),
    ("conj", "int1"),
    ("conj", "uint1"),
    ("mean", "int4"),
    ("mean", "uint4"),
    ("mean", "int2"),
    ("mean", "uint2"),
    ("mean", "int1"),
    ("mean", "uint1"),
    ("max", "int4"),
    ("max", "uint4"),
    ("max", "int2"),
    ("max", "uint2"),
    ("max", "int1"),
    ("max", "uint1"),
    ("min", "int4"),
    ("min", "uint4"),
    ("min", "int2"),
    ("min", "uint2"),
    ("min", "int1"),
    ("min", "uint1"),
];

/// `n` deterministic values in `[0, 1)` (xorshift from `seed`), for the
/// tests that spread their inputs over a range with special values among
/// them.
pub fn xorshift(n: usize, seed: u64) -> impl Iterator<Item = f64> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n).map(move |_| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 11) as f64 / (1u64 << 53) as f64
    })
}
