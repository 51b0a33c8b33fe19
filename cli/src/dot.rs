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

use crate::graph::{self, Lattice};
use dtype_lattice::X64Mode;

/// The DOT graph of the lattice (a [`PromotionMode`](dtype_lattice::PromotionMode)
/// alone: with x64): nodes named by the codes of JAX's table (with the JAX
/// name as tooltip; weak types dashed), then one edge per cover.
pub fn render(lattice: impl Into<Lattice>) -> String {
    let lattice = lattice.into();
    let mode = lattice.mode;
    let (name, x32) = match lattice.x64 {
        X64Mode::Enabled => (format!("{mode}"), ""),
        X64Mode::Disabled | X64Mode::Explicit => (format!("{mode} x32"), " with x64 disabled"),
    };
    let mut out = String::new();
    let _ = writeln!(out, "digraph \"{name}\" {{");
    let _ = writeln!(
        out,
        "    // JAX's {mode} dtype promotion lattice{x32}: an edge from each dtype to each dtype just above it."
    );
    out.push_str("    rankdir=LR;\n");
    out.push_str(
        "    node [shape=circle, style=filled, fillcolor=lightgray, fontname=\"sans-serif\"];\n",
    );
    for &id in graph::nodes(lattice) {
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
    for (lower, upper) in graph::edges(lattice) {
        let _ = writeln!(out, "    \"{}\" -> \"{}\";", lower.code(), upper.code());
    }
    out.push_str("}\n");
    out
}
