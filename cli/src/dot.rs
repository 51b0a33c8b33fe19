//! `lattice --format dot`: the lattice as a Graphviz `digraph`, one edge per
//! cover, from each dtype to each dtype just above it.
//!
//! ```
//! use dtype_lattice::PromotionMode;
//!
//! let dot = dtype_lattice_cli::dot::render(PromotionMode::Standard);
//! assert!(dot.contains("    \"b1\" -> \"i*\";\n"));
//! ```

use std::fmt::Write as _;

use dtype_lattice::PromotionMode;

use crate::graph;

/// The DOT graph of `mode`'s lattice: nodes named by the codes of JAX's table
/// (with the JAX name as tooltip; weak types dashed), then one edge per cover.
pub fn render(mode: PromotionMode) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "digraph \"{mode}\" {{");
    let _ = writeln!(
        out,
        "    // JAX's {mode} dtype promotion lattice: an edge from each dtype to each dtype just above it."
    );
    out.push_str("    rankdir=LR;\n");
    out.push_str(
        "    node [shape=circle, style=filled, fillcolor=lightgray, fontname=\"sans-serif\"];\n",
    );
    for &id in crate::graph::nodes(mode) {
        let style = if id.is_weak() {
            ", style=\"filled,dashed\""
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "    \"{}\" [tooltip=\"{}\"{style}];",
            id.code(),
            crate::svg::describe(id)
        );
    }
    for (lower, upper) in graph::edges(mode) {
        let _ = writeln!(out, "    \"{}\" -> \"{}\";", lower.code(), upper.code());
    }
    out.push_str("}\n");
    out
}
