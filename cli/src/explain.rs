//! `explain`: the result of promoting some dtypes, and why, read off the
//! lattice's edges.
//!
//! Under standard promotion: the path from each input up to the join, and the
//! other upper bounds, which are all above the join. Under strict promotion,
//! where there is no join: what lies above each input, the pairs of inputs
//! with no common upper bound, and the explicit casts that make the mix legal.
//!
//! ```
//! use dtype_lattice::{DTypeId::*, PromotionMode};
//! use dtype_lattice_cli::explain::explain;
//!
//! let text = explain(PromotionMode::Standard, &[Int8, UInt8]);
//! assert!(text.contains("\n  int8 -> int16\n  uint8 -> int16\n"));
//! let text = explain(PromotionMode::Strict, &[Float32, Int32]);
//! assert!(text.contains("\n  to float32 (the standard result, and an input): cast int32 to float32\n"));
//! ```

use std::fmt::Write as _;

use dtype_lattice::{DTypeId, PromotionError, PromotionMode};

use crate::graph::{self, Lattice};
use dtype_lattice::X64Mode;

/// The explanation of promoting `dtypes` on `lattice` (a [`PromotionMode`]
/// alone is its lattice with x64), as lines of text.
///
/// With x64 disabled ([`X64Mode::Disabled`]): the result JAX gives by default,
/// which inputs it reads as 32-bit dtypes, and the explanation of the join
/// of those on JAX's x32 lattice. With explicit 64-bit dtypes
/// ([`X64Mode::Explicit`]): the join of the inputs as they are on that lattice.
///
/// ```
/// use dtype_lattice::{DTypeId::*, PromotionMode};
/// use dtype_lattice_cli::explain::explain;
/// use dtype_lattice::X64Mode;
/// use dtype_lattice_cli::graph::Lattice;
///
/// let x32 = Lattice { mode: PromotionMode::Standard, x64: X64Mode::Disabled };
/// let text = explain(x32, &[UInt64, Int8]);
/// assert!(text.starts_with(
///     "result_type(uint64, int8) = int32 under standard promotion with x64 disabled."
/// ));
/// assert!(text.contains("reads uint64 as uint32"));
/// assert!(text.contains("\n  uint32 -> int32\n"));
///
/// let explicit = Lattice { mode: PromotionMode::Standard, x64: X64Mode::Explicit };
/// let text = explain(explicit, &[UInt32, Int64]);
/// assert!(text.contains("\n  uint32 -> int32 -> int64\n"));
/// ```
pub fn explain(lattice: impl Into<Lattice>, dtypes: &[DTypeId]) -> String {
    let lattice = lattice.into();
    match lattice.x64 {
        X64Mode::Disabled => explain_x32(lattice.mode, dtypes),
        X64Mode::Enabled | X64Mode::Explicit => explain_on(lattice, dtypes),
    }
}

/// [`explain`] with x64 disabled: what JAX reads the inputs as, then the
/// join of those on JAX's x32 lattice (or, under lossless promotion, on the
/// lossless lattice, and whether x32 could store it).
fn explain_x32(mode: PromotionMode, dtypes: &[DTypeId]) -> String {
    let mut out = String::new();
    let x32 = Lattice {
        mode,
        x64: X64Mode::Disabled,
    };
    let inputs = join_names(dtypes.iter().copied(), ", ");
    match x32.result_type(dtypes) {
        Ok(joined) => {
            let _ = writeln!(out, "result_type({inputs}) = {joined} under {x32}.");
        }
        Err(_) => {
            let _ = writeln!(out, "result_type({inputs}): no result under {x32}.");
        }
    }
    let canonical: Vec<DTypeId> = dtypes.iter().map(|d| d.canonical_x32()).collect();
    let read: Vec<String> = distinct(dtypes)
        .into_iter()
        .filter(|d| d.canonical_x32() != *d)
        .map(|d| format!("{d} as {}", d.canonical_x32()))
        .collect();
    if !read.is_empty() {
        let _ = writeln!(
            out,
            "\nWith x64 disabled, JAX reads {} (64-bit dtypes do not exist).",
            read.join(", reads ")
        );
    }
    // The lossless lattice has no x32 form: its joins are the same, and x32
    // cannot store the 64-bit ones.
    let lattice = match mode {
        PromotionMode::Lossless => Lattice::from(mode),
        _ => x32,
    };
    let on = match mode {
        PromotionMode::Standard => "JAX's x32 lattice",
        PromotionMode::Strict => "the strict lattice",
        PromotionMode::Lossless => "the lossless lattice",
    };
    let _ = writeln!(
        out,
        "\nThe join of {}, on {on}:\n",
        join_names(canonical.iter().copied(), ", ")
    );
    out.push_str(&explain_on(lattice, &canonical));
    if let Ok(joined) = lattice.result_type(&canonical)
        && joined.canonical_x32() != joined
    {
        let _ = writeln!(
            out,
            "\nWith x64 disabled, JAX stores {joined} as {}: it would round, so lossless \
             promotion has no result.",
            joined.canonical_x32(),
        );
    }
    out
}

/// The explanation of promoting `dtypes` on `lattice`, as they are.
fn explain_on(lattice: Lattice, dtypes: &[DTypeId]) -> String {
    let mut out = String::new();
    let inputs = join_names(dtypes.iter().copied(), ", ");
    match lattice.result_type(dtypes) {
        Ok(joined) => {
            let _ = writeln!(out, "result_type({inputs}) = {joined} under {lattice}.");
            explain_join(&mut out, lattice, dtypes, joined);
        }
        Err(PromotionError::NoDTypes) => {
            out.push_str("No dtypes to promote: give at least one.\n");
        }
        // A pair without a join, under strict or lossless promotion.
        Err(_) => {
            let why = match lattice.mode {
                PromotionMode::Lossless => "the mix would lose precision",
                _ => "JAX raises TypePromotionError",
            };
            let _ = writeln!(
                out,
                "result_type({inputs}): no result under {lattice} ({why})."
            );
            explain_no_join(&mut out, lattice, dtypes);
        }
    }
    out
}

fn explain_join(out: &mut String, lattice: Lattice, dtypes: &[DTypeId], joined: DTypeId) {
    let name = match (lattice.mode, lattice.x64) {
        (PromotionMode::Standard, X64Mode::Enabled) => "the lattice",
        (PromotionMode::Standard, _) => "JAX's x32 lattice",
        (PromotionMode::Strict, _) => "the strict lattice",
        (PromotionMode::Lossless, _) => "the lossless lattice",
    };
    let _ = writeln!(
        out,
        "\n{joined} is the join, the least upper bound of the inputs.\n\
         Paths up {name}, one edge at a time, from each input to {joined}:"
    );
    for &input in &distinct(dtypes) {
        match graph::path(lattice, input, joined) {
            Some(path) if path.len() == 1 => {
                let _ = writeln!(out, "  {input} (is the result)");
            }
            Some(path) => {
                let _ = writeln!(out, "  {}", join_names(path.into_iter(), " -> "));
            }
            // Cannot happen: the join is above every input.
            None => {
                let _ = writeln!(out, "  {input}: no path to {joined}");
            }
        }
    }
    let others: Vec<DTypeId> = graph::upper_bounds(lattice, dtypes)
        .into_iter()
        .filter(|&bound| bound != joined)
        .collect();
    if others.is_empty() {
        let _ = writeln!(out, "\nNo other dtype is above every input.");
    } else {
        let _ = writeln!(
            out,
            "\nThe other upper bounds of the inputs are not least: each is above {joined}.\n  {}",
            join_names(others.into_iter(), ", ")
        );
    }
    if joined.is_weak() {
        let (stored, x64) = match lattice.x64 {
            X64Mode::Enabled => (graph::concrete(joined), "enabled"),
            _ => (graph::concrete(joined).canonical_x32(), "disabled"),
        };
        let _ = writeln!(
            out,
            "\n{joined} is a weak type, the type of a Python {}: JAX stores the result as {stored}\n\
             (with x64 {x64}), and it still gives way to the dtypes it meets next.",
            python_type(joined),
        );
    }
}

fn explain_no_join(out: &mut String, lattice: Lattice, dtypes: &[DTypeId]) {
    let inputs = distinct(dtypes);
    out.push_str(match lattice.mode {
        PromotionMode::Lossless => {
            "\nThe lossless lattice promotes only where the result holds every value of both \
             dtypes;\nno float holds every int64 or uint64. No dtype is above every input, so no \
             path leads\nfrom all of them to a common dtype. Above each input:\n"
        }
        PromotionMode::Standard => {
            "\nJAX's extended dtypes (the 8-, 6- and 4-bit floats, the 4-, 2- and 1-bit integers) \
             are\nleaves of the lattice: nothing is above them, so that they never promote \
             unintendedly.\nNo dtype is above every input, so no path leads from all of them to a \
             common dtype.\nAbove each input:\n"
        }
        _ => {
            "\nThe strict lattice keeps only the edges from each weak type up to the dtypes of \
             its kind\nand of the kinds above it; any other dtype has nothing above it. No dtype \
             is above every\ninput, so no path leads from all of them to a common dtype. Above \
             each input:\n"
        }
    });
    for &input in &inputs {
        let above: Vec<DTypeId> = DTypeId::ALL
            .into_iter()
            .filter(|&id| id != input && graph::is_below(lattice, input, id))
            .collect();
        if above.is_empty() {
            let _ = writeln!(out, "  {input}: nothing");
        } else {
            let _ = writeln!(out, "  {input}: {}", join_names(above.into_iter(), ", "));
        }
    }
    let mut pairs = Vec::new();
    for (i, &a) in inputs.iter().enumerate() {
        for &b in &inputs[i + 1..] {
            if lattice.join(a, b).is_none() {
                pairs.push(format!("{a} and {b}"));
            }
        }
    }
    if pairs.is_empty() {
        out.push_str("Every two inputs have a join, but not all of them together.\n");
    } else {
        let _ = writeln!(out, "No common upper bound: {}.", pairs.join("; "));
    }
    // Cast targets: the standard result if there is one (a weak one as the
    // dtype JAX stores it as), then each input that is not weak (a literal is
    // no dtype to cast to).
    let standard = Lattice {
        mode: PromotionMode::Standard,
        x64: lattice.x64,
    };
    let mut targets: Vec<(DTypeId, String)> = Vec::new();
    if let Ok(result) = standard.result_type(dtypes) {
        let _ = writeln!(out, "Standard promotion would give {result}.");
        let label = if result.is_weak() {
            format!(
                "the standard result, {result} as {}",
                graph::concrete(result)
            )
        } else {
            "the standard result".to_owned()
        };
        targets.push((graph::concrete(result), label));
    }
    for &input in &inputs {
        if input.is_weak() {
            continue;
        }
        match targets.iter_mut().find(|(target, _)| *target == input) {
            Some((_, label)) => label.push_str(", and an input"),
            None => targets.push((input, "an input".to_owned())),
        }
    }
    let _ = writeln!(
        out,
        "\nExplicit casts that make the mix legal under {lattice}:"
    );
    for (target, label) in targets {
        let casts: Vec<DTypeId> = inputs
            .iter()
            .copied()
            .filter(|&input| input != target && lattice.join(input, target) != Some(target))
            .collect();
        let cast_inputs: Vec<DTypeId> = dtypes
            .iter()
            .map(|&input| {
                if casts.contains(&input) {
                    target
                } else {
                    input
                }
            })
            .collect();
        if lattice.result_type(&cast_inputs) != Ok(target) || casts.is_empty() {
            continue;
        }
        let against: Vec<DTypeId> = casts
            .iter()
            .copied()
            .filter(|&input| !graph::is_below(standard, input, target))
            .collect();
        let _ = write!(
            out,
            "  to {target} ({label}): cast {} to {target}",
            join_names(casts.into_iter(), ", ")
        );
        if !against.is_empty() {
            let _ = write!(
                out,
                " (against the lattice: {target} is not above {})",
                join_names(against.into_iter(), " or ")
            );
        }
        out.push('\n');
    }
}

/// The dtypes in the order first given, each once.
fn distinct(dtypes: &[DTypeId]) -> Vec<DTypeId> {
    let mut seen = Vec::new();
    for &id in dtypes {
        if !seen.contains(&id) {
            seen.push(id);
        }
    }
    seen
}

fn join_names(ids: impl Iterator<Item = DTypeId>, separator: &str) -> String {
    ids.map(DTypeId::name).collect::<Vec<_>>().join(separator)
}

fn python_type(weak: DTypeId) -> &'static str {
    match weak {
        DTypeId::WeakInt => "int",
        DTypeId::WeakFloat => "float",
        _ => "complex",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dtype_lattice::DTypeId::*;

    #[test]
    fn every_pair_and_triple_explains_without_panicking() {
        for mode in [PromotionMode::Standard, PromotionMode::Strict] {
            for a in DTypeId::ALL {
                for b in DTypeId::ALL {
                    let text = explain(mode, &[a, b]);
                    assert!(text.starts_with(&format!("result_type({a}, {b})")));
                    if mode.join(a, b).is_none() {
                        assert!(text.contains("Explicit casts"), "{text}");
                        assert!(text.contains("  to "), "{text}");
                    }
                    for c in [Bool, WeakFloat, Complex64] {
                        explain(mode, &[a, b, c]);
                    }
                }
            }
        }
        for x64 in [X64Mode::Disabled, X64Mode::Explicit] {
            for mode in [
                PromotionMode::Standard,
                PromotionMode::Strict,
                PromotionMode::Lossless,
            ] {
                let lattice = Lattice { mode, x64 };
                for a in DTypeId::ALL {
                    for b in DTypeId::ALL {
                        let text = explain(lattice, &[a, b]);
                        let expected = match lattice.result_type(&[a, b]) {
                            Ok(joined) => {
                                format!("result_type({a}, {b}) = {joined} under {lattice}.")
                            }
                            Err(_) => format!("result_type({a}, {b}): no result under {lattice}"),
                        };
                        assert!(text.starts_with(&expected), "{text}");
                    }
                }
            }
        }
        assert_eq!(
            explain(PromotionMode::Standard, &[]),
            "No dtypes to promote: give at least one.\n"
        );
        assert!(explain(PromotionMode::Strict, &[Int8]).starts_with("result_type(int8) = int8"));
    }
}
