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

use dtype_lattice::{DTypeId, PromotionError, PromotionMode, result_type};

use crate::graph;

/// The explanation of promoting `dtypes` under `mode` with x64 disabled:
/// the result JAX gives by default, which inputs it reads as 32-bit dtypes,
/// the explanation of the join of those, and how the join is stored.
///
/// ```
/// use dtype_lattice::{DTypeId::*, PromotionMode};
/// use dtype_lattice_cli::explain::explain_x32;
///
/// let text = explain_x32(PromotionMode::Standard, &[UInt64, Int8]);
/// assert!(text.starts_with("result_type(uint64, int8) = int32 under standard promotion with x64 disabled."));
/// assert!(text.contains("reads uint64 as uint32"));
/// assert!(text.contains("stores int64 as int32"));
/// ```
pub fn explain_x32(mode: PromotionMode, dtypes: &[DTypeId]) -> String {
    let mut out = String::new();
    let inputs = join_names(dtypes.iter().copied(), ", ");
    match mode.result_type_x32(dtypes) {
        Ok(joined) => {
            let _ = writeln!(
                out,
                "result_type({inputs}) = {joined} under {mode} promotion with x64 disabled."
            );
        }
        Err(_) => {
            let _ = writeln!(
                out,
                "result_type({inputs}): no result under {mode} promotion with x64 disabled."
            );
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
    let _ = writeln!(
        out,
        "\nThe join of {}, on the lattice:\n",
        join_names(canonical.iter().copied(), ", ")
    );
    out.push_str(&explain(mode, &canonical));
    if let Ok(joined) = mode.result_type(&canonical)
        && joined.canonical_x32() != joined
    {
        let _ = writeln!(
            out,
            "\nWith x64 disabled, JAX stores {joined} as {}{}.",
            joined.canonical_x32(),
            if mode == PromotionMode::Lossless {
                ": it would round, so lossless promotion has no result"
            } else {
                ""
            }
        );
    }
    out
}

/// The explanation of promoting `dtypes` under `mode`, as lines of text.
pub fn explain(mode: PromotionMode, dtypes: &[DTypeId]) -> String {
    let mut out = String::new();
    let inputs = join_names(dtypes.iter().copied(), ", ");
    match mode.result_type(dtypes) {
        Ok(joined) => {
            let _ = writeln!(
                out,
                "result_type({inputs}) = {joined} under {mode} promotion."
            );
            explain_join(&mut out, mode, dtypes, joined);
        }
        Err(PromotionError::NoDTypes) => {
            out.push_str("No dtypes to promote: give at least one.\n");
        }
        // A pair without a join, under strict or lossless promotion.
        Err(_) => {
            let why = match mode {
                PromotionMode::Lossless => "the mix would lose precision",
                _ => "JAX raises TypePromotionError",
            };
            let _ = writeln!(
                out,
                "result_type({inputs}): no result under {mode} promotion ({why})."
            );
            explain_no_join(&mut out, mode, dtypes);
        }
    }
    out
}

fn explain_join(out: &mut String, mode: PromotionMode, dtypes: &[DTypeId], joined: DTypeId) {
    let lattice = match mode {
        PromotionMode::Standard => "the lattice",
        PromotionMode::Strict => "the strict lattice",
        PromotionMode::Lossless => "the lossless lattice",
    };
    let _ = writeln!(
        out,
        "\n{joined} is the join, the least upper bound of the inputs.\n\
         Paths up {lattice}, one edge at a time, from each input to {joined}:"
    );
    for &input in &distinct(dtypes) {
        match graph::path(mode, input, joined) {
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
    let others: Vec<DTypeId> = graph::upper_bounds(mode, dtypes)
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
        let _ = writeln!(
            out,
            "\n{joined} is a weak type, the type of a Python {}: JAX stores the result as {}\n\
             (with x64 enabled), and it still gives way to the dtypes it meets next.",
            python_type(joined),
            graph::concrete(joined)
        );
    }
}

fn explain_no_join(out: &mut String, mode: PromotionMode, dtypes: &[DTypeId]) {
    let inputs = distinct(dtypes);
    out.push_str(match mode {
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
            .filter(|&id| id != input && graph::is_below(mode, input, id))
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
            if mode.join(a, b).is_none() {
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
    let mut targets: Vec<(DTypeId, String)> = Vec::new();
    if let Ok(standard) = result_type(dtypes) {
        let _ = writeln!(out, "Standard promotion would give {standard}.");
        let standard_label = if standard.is_weak() {
            format!(
                "the standard result, {standard} as {}",
                graph::concrete(standard)
            )
        } else {
            "the standard result".to_owned()
        };
        targets.push((graph::concrete(standard), standard_label));
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
        "\nExplicit casts that make the mix legal under {mode} promotion:"
    );
    for (target, label) in targets {
        let casts: Vec<DTypeId> = inputs
            .iter()
            .copied()
            .filter(|&input| input != target && mode.join(input, target) != Some(target))
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
        if mode.result_type(&cast_inputs) != Ok(target) || casts.is_empty() {
            continue;
        }
        let against: Vec<DTypeId> = casts
            .iter()
            .copied()
            .filter(|&input| !graph::is_below(PromotionMode::Standard, input, target))
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
        assert_eq!(
            explain(PromotionMode::Standard, &[]),
            "No dtypes to promote: give at least one.\n"
        );
        assert!(explain(PromotionMode::Strict, &[Int8]).starts_with("result_type(int8) = int8"));
    }
}
