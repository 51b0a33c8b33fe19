//! `lattice --format svg`: the lattice drawn as an SVG picture, laid out from
//! its edges alone.
//!
//! Columns are ranks: a dtype's rank is its height, the longest path up to it
//! from a bottom node ([`graph::heights`]), so every arrow points right. Rows
//! are lanes, from the dtype's kind, as in the figure of JAX's docs: signed
//! integers and complex numbers on top, bool, the weak int and the floats in
//! the middle, unsigned integers below ([`lane`]). Dtypes that fall in the same
//! rank and lane are spread over sub-rows, and a lane is as tall as its
//! fullest cell. The columns then move apart until no edge passes through a
//! node it does not join.
//!
//! ```
//! use dtype_lattice::PromotionMode;
//! use dtype_lattice_cli::svg;
//!
//! let svg = svg::render(PromotionMode::Standard);
//! assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
//! assert_eq!(svg.matches("<g class=\"node\"").count(), 35);
//! assert!(svg::layout(PromotionMode::Standard).edges_through_nodes().is_empty());
//! ```

use std::fmt::Write as _;

use dtype_lattice::{DTypeId, Kind, PromotionMode};

use crate::graph::{self, Lattice, N};
use dtype_lattice::X64Mode;

/// The radius of a node's circle.
pub const RADIUS: f64 = 19.0;
/// The first distance between two neighbouring ranks, before they move apart.
const RANK_GAP: f64 = 84.0;
/// The distance between two sub-rows of a lane.
const SUB_ROW: f64 = 54.0;
/// The room between two lanes.
const LANE_GAP: f64 = 34.0;
/// The room around the picture.
const MARGIN: f64 = 20.0;
/// The room for the title and the subtitle.
const HEADER: f64 = 58.0;
/// How far outside a node an edge that does not join it must pass.
const CLEARANCE: f64 = 6.0;
/// How far two ranks move apart per round, and at most how many rounds.
const WIDEN: f64 = 6.0;
const MAX_ROUNDS: usize = 500;
/// The legend's font size and line height.
const LEGEND_SIZE: f64 = 12.0;
const LEGEND_LINE: f64 = 17.0;

const LEGEND: [&str; 4] = [
    "b1 bool · u1 u2 u4 u8 uint8 … uint64 · i1 i2 i4 i8 int8 … int64",
    "bf bfloat16 · f2 f4 f8 float16 … float64 · c8 c16 complex64, complex128",
    "i* f* c* (dashed): the weak types of Python's int, float and complex",
    "e4m3fn … e2m1fn: float8_e4m3fn … float4_e2m1fn; int4 … uint1: JAX's extended dtypes, leaves",
];

/// The lane of a dtype, from its kind: 0 (top) for the signed integers and
/// the complex numbers, 1 for bool, the weak int and the floats, 2 (bottom)
/// for the unsigned integers.
pub fn lane(id: DTypeId) -> usize {
    match id.kind() {
        Kind::Floating if id.is_extended() => 3,
        Kind::SignedInteger | Kind::UnsignedInteger if id.is_extended() => 4,
        Kind::SignedInteger if !id.is_weak() => 0,
        Kind::ComplexFloating => 0,
        Kind::Bool | Kind::SignedInteger | Kind::Floating => 1,
        Kind::UnsignedInteger => 2,
    }
}

const LANES: usize = 5;

/// The text in a node's circle: the code of JAX's table, or for an extended
/// float its format without the width (`e4m3fn` for `float8_e4m3fn`).
pub fn label(id: DTypeId) -> &'static str {
    let name = id.name();
    match name.split_once('_') {
        Some((_, format)) if id.is_extended() => format,
        _ => id.code(),
    }
}

/// A dtype's label and description: `"bool"`, `"i*: the weak int (a Python int)"`.
pub fn describe(id: DTypeId) -> String {
    match id {
        DTypeId::WeakInt => "i*: the weak int (a Python int)".to_owned(),
        DTypeId::WeakFloat => "f*: the weak float (a Python float)".to_owned(),
        DTypeId::WeakComplex => "c*: the weak complex (a Python complex)".to_owned(),
        id => id.name().to_owned(),
    }
}

/// Where each node goes: the positions of the picture.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// The lattice drawn.
    pub lattice: Lattice,
    /// Each node's centre `(x, y)`, indexed by [`DTypeId::index`].
    pub centers: [(f64, f64); N],
    /// The picture's width.
    pub width: f64,
    /// The picture's height.
    pub height: f64,
}

/// Lays out the lattice (a [`PromotionMode`] alone: with x64); see the
/// module docs.
pub fn layout(lattice: impl Into<Lattice>) -> Layout {
    let lattice = lattice.into();
    let heights = graph::heights(lattice);
    let ranks = heights.iter().max().map_or(1, |&top| top + 1);

    // The nodes of each (rank, lane) cell, in the order of `DTypeId::ALL`.
    let mut cells: Vec<[Vec<DTypeId>; LANES]> = vec![Default::default(); ranks];
    for &id in graph::nodes(lattice) {
        cells[heights[id.index()]][lane(id)].push(id);
    }
    let mut sub_rows = [1usize; LANES];
    for rank in &cells {
        for (lane, nodes) in rank.iter().enumerate() {
            sub_rows[lane] = sub_rows[lane].max(nodes.len());
        }
    }
    let mut y = [0.0; N];
    let mut lane_top = MARGIN + HEADER;
    for (lane, &rows) in sub_rows.iter().enumerate() {
        let middle = lane_top + rows as f64 * SUB_ROW / 2.0;
        for rank in &cells {
            let nodes = &rank[lane];
            for (i, id) in nodes.iter().enumerate() {
                let offset = i as f64 - (nodes.len() as f64 - 1.0) / 2.0;
                y[id.index()] = middle + offset * SUB_ROW;
            }
        }
        lane_top += rows as f64 * SUB_ROW + LANE_GAP;
    }
    let graph_bottom = lane_top - LANE_GAP;

    // Move the ranks apart until no edge passes through a node.
    let edges = graph::edges(lattice);
    let mut gaps = vec![RANK_GAP; ranks.saturating_sub(1)];
    let mut centers = [(0.0, 0.0); N];
    for _ in 0..MAX_ROUNDS {
        let mut rank_x = vec![0.0; ranks];
        for rank in 1..ranks {
            rank_x[rank] = rank_x[rank - 1] + gaps[rank - 1];
        }
        for &id in graph::nodes(lattice) {
            centers[id.index()] = (rank_x[heights[id.index()]], y[id.index()]);
        }
        // Only a node in the column of either end moves off the edge as the
        // columns move apart; one in between would stay on it.
        let in_end_column = |lower: DTypeId, upper: DTypeId, id: DTypeId| {
            heights[id.index()] == heights[lower.index()]
                || heights[id.index()] == heights[upper.index()]
        };
        let Some(&(lower, upper)) = edges.iter().find(|&&(lower, upper)| {
            nodes_on_edge(lattice, &centers, lower, upper)
                .into_iter()
                .any(|id| in_end_column(lower, upper, id))
        }) else {
            break;
        };
        let span = heights[lower.index()]..heights[upper.index()];
        for gap in gaps.get_mut(span).into_iter().flatten() {
            *gap += WIDEN;
        }
    }

    // Centre the graph under the widest of itself, the title and the legend.
    let graph_width: f64 = gaps.iter().sum::<f64>() + 2.0 * RADIUS;
    let text_width = header(lattice)
        .iter()
        .map(|&(text, size)| text_width(text, size))
        .chain(LEGEND.iter().map(|line| text_width(line, LEGEND_SIZE)))
        .fold(0.0, f64::max);
    let inner = graph_width.max(text_width);
    let left = MARGIN + RADIUS + (inner - graph_width) / 2.0;
    for center in &mut centers {
        center.0 += left;
    }
    Layout {
        lattice,
        centers,
        width: (inner + 2.0 * MARGIN).ceil(),
        height: (graph_bottom + 12.0 + LEGEND.len() as f64 * LEGEND_LINE + MARGIN).ceil(),
    }
}

/// The nodes other than `lower` and `upper` that the straight edge between
/// their centres passes within `RADIUS + CLEARANCE` of.
fn nodes_on_edge(
    lattice: Lattice,
    centers: &[(f64, f64); N],
    lower: DTypeId,
    upper: DTypeId,
) -> Vec<DTypeId> {
    let (a, b) = (centers[lower.index()], centers[upper.index()]);
    graph::nodes(lattice)
        .iter()
        .copied()
        .filter(|&id| id != lower && id != upper)
        .filter(|id| distance_to_segment(centers[id.index()], a, b) < RADIUS + CLEARANCE)
        .collect()
}

fn distance_to_segment(p: (f64, f64), a: (f64, f64), b: (f64, f64)) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length2 = dx * dx + dy * dy;
    let t = if length2 == 0.0 {
        0.0
    } else {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / length2).clamp(0.0, 1.0)
    };
    let (x, y) = (a.0 + t * dx, a.1 + t * dy);
    ((p.0 - x).powi(2) + (p.1 - y).powi(2)).sqrt()
}

/// Whether the segments `p1 p2` and `q1 q2` cross at a point inside both.
fn segments_cross(p1: (f64, f64), p2: (f64, f64), q1: (f64, f64), q2: (f64, f64)) -> bool {
    let orient = |a: (f64, f64), b: (f64, f64), c: (f64, f64)| {
        (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
    };
    let (d1, d2) = (orient(q1, q2, p1), orient(q1, q2, p2));
    let (d3, d4) = (orient(p1, p2, q1), orient(p1, p2, q2));
    d1 * d2 < 0.0 && d3 * d4 < 0.0
}

/// An estimate of the width of `text` in a sans-serif font of `size`.
fn text_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * size * 0.6
}

impl Layout {
    /// Each edge that passes through (or within a few pixels of) a node it does
    /// not join, with those nodes. Empty for both of JAX's lattices.
    pub fn edges_through_nodes(&self) -> Vec<((DTypeId, DTypeId), Vec<DTypeId>)> {
        graph::edges(self.lattice)
            .into_iter()
            .map(|(lower, upper)| {
                (
                    (lower, upper),
                    nodes_on_edge(self.lattice, &self.centers, lower, upper),
                )
            })
            .filter(|(_, nodes)| !nodes.is_empty())
            .collect()
    }

    /// Each pair of edges that cross, other than at a node they share.
    pub fn crossings(&self) -> Vec<[(DTypeId, DTypeId); 2]> {
        let edges = graph::edges(self.lattice);
        let at = |id: DTypeId| self.centers[id.index()];
        let mut crossings = Vec::new();
        for (i, &(a, b)) in edges.iter().enumerate() {
            for &(c, d) in &edges[i + 1..] {
                if segments_cross(at(a), at(b), at(c), at(d)) {
                    crossings.push([(a, b), (c, d)]);
                }
            }
        }
        crossings
    }
}

/// The title and subtitle of the lattice's picture, with their font sizes.
fn header(lattice: Lattice) -> [(&'static str, f64); 2] {
    match (lattice.mode, lattice.x64) {
        (PromotionMode::Standard, X64Mode::Disabled | X64Mode::Explicit) => [
            ("JAX's dtype promotion lattice with x64 disabled", 16.0),
            (
                "As with x64, but uint32 lies below int32: \
                 no join of narrower dtypes is a 64-bit dtype.",
                12.0,
            ),
        ],
        (PromotionMode::Standard, X64Mode::Enabled) => [
            ("JAX's dtype promotion lattice", 16.0),
            (
                "An arrow leads from each dtype to those just above it; \
                 a + b has the lowest dtype that both reach.",
                12.0,
            ),
        ],
        (PromotionMode::Strict, _) => [
            ("JAX's strict dtype promotion lattice", 16.0),
            (
                "Only the weak types have dtypes above them: \
                 any other dtype joins only itself and weak types.",
                12.0,
            ),
        ],
        (PromotionMode::Lossless, _) => [
            (
                "The lossless dtype promotion lattice (JEP 9407, Option 1)",
                16.0,
            ),
            (
                "A join only where it holds every value of both dtypes: \
                 int64 and uint64 reach no float.",
                12.0,
            ),
        ],
    }
}

/// The lattice (a [`PromotionMode`] alone: with x64) as an SVG document:
/// one line per element and no blank line, so that it can be inlined in
/// Markdown (rustdoc) as an HTML block.
pub fn render(lattice: impl Into<Lattice>) -> String {
    let lattice = lattice.into();
    let layout = layout(lattice);
    let (width, height) = (layout.width, layout.height);
    let [(title, title_size), (subtitle, subtitle_size)] = header(lattice);
    let marker = match lattice.x64 {
        X64Mode::Enabled => format!("arrow-{}", lattice.mode),
        _ => format!("arrow-{}-x32", lattice.mode),
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" role=\"img\" aria-label=\"{}\" \
         font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" \
         style=\"max-width: 100%; height: auto;\">",
        escape(title)
    );
    let _ = writeln!(out, "<title>{}</title>", escape(title));
    let _ = writeln!(
        out,
        "<defs><marker id=\"{marker}\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" \
         markerWidth=\"9\" markerHeight=\"9\" markerUnits=\"userSpaceOnUse\" orient=\"auto\">\
         <path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#555555\"/></marker></defs>"
    );
    out.push_str("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
    let _ = writeln!(
        out,
        "<text x=\"{MARGIN}\" y=\"{}\" font-size=\"{title_size}\" font-weight=\"bold\" \
         fill=\"#222222\">{}</text>",
        MARGIN + title_size,
        escape(title)
    );
    let _ = writeln!(
        out,
        "<text x=\"{MARGIN}\" y=\"{}\" font-size=\"{subtitle_size}\" fill=\"#555555\">{}</text>",
        MARGIN + title_size + 8.0 + subtitle_size,
        escape(subtitle)
    );

    out.push_str("<g class=\"edges\" stroke=\"#555555\" stroke-width=\"1.4\">\n");
    for (lower, upper) in graph::edges(lattice) {
        let (a, b) = (layout.centers[lower.index()], layout.centers[upper.index()]);
        let length = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt().max(1.0);
        let (ux, uy) = ((b.0 - a.0) / length, (b.1 - a.1) / length);
        let (x1, y1) = (a.0 + ux * RADIUS, a.1 + uy * RADIUS);
        let (x2, y2) = (b.0 - ux * (RADIUS + 1.5), b.1 - uy * (RADIUS + 1.5));
        let _ = writeln!(
            out,
            "<line class=\"edge\" data-from=\"{}\" data-to=\"{}\" x1=\"{x1:.1}\" y1=\"{y1:.1}\" \
             x2=\"{x2:.1}\" y2=\"{y2:.1}\" marker-end=\"url(#{marker})\"/>",
            lower.code(),
            upper.code()
        );
    }
    out.push_str("</g>\n<g class=\"nodes\">\n");
    for &id in graph::nodes(layout.lattice) {
        let (x, y) = layout.centers[id.index()];
        // A long label in a smaller font, to fit the circle.
        let size = match label(id).len() {
            0..=4 => 14.0,
            len => (56.0 / len as f64).max(5.5),
        };
        let dash = if id.is_weak() {
            " stroke-dasharray=\"4 3\""
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "<g class=\"node\" data-dtype=\"{code}\"><title>{}</title>\
             <circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{RADIUS}\" fill=\"#d3d3d3\" \
             stroke=\"#777777\" stroke-width=\"1.2\"{dash}/>\
             <text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"{size}\" \
             fill=\"#111111\">{text}</text></g>",
            escape(&describe(id)),
            y + size / 3.0 + 0.3,
            code = id.code(),
            text = label(id),
        );
    }
    out.push_str("</g>\n");
    let _ = writeln!(
        out,
        "<g class=\"legend\" font-size=\"{LEGEND_SIZE}\" fill=\"#444444\">"
    );
    for (i, line) in LEGEND.iter().enumerate() {
        let _ = writeln!(
            out,
            "<text x=\"{MARGIN}\" y=\"{:.1}\">{}</text>",
            height - MARGIN - (LEGEND.len() - 1 - i) as f64 * LEGEND_LINE,
            escape(line)
        );
    }
    out.push_str("</g>\n</svg>\n");
    out
}

/// `text` with XML's special characters escaped.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_edge_passes_through_a_node_or_crosses_another() {
        for mode in [PromotionMode::Standard, PromotionMode::Strict] {
            let layout = layout(mode);
            assert!(
                layout.edges_through_nodes().is_empty(),
                "{mode:?}: {:?}",
                layout.edges_through_nodes()
            );
            assert!(
                layout.crossings().is_empty(),
                "{mode:?}: {:?}",
                layout.crossings()
            );
        }
    }

    #[test]
    fn nodes_do_not_overlap_and_fit_in_the_picture() {
        for mode in [PromotionMode::Standard, PromotionMode::Strict] {
            let layout = layout(mode);
            for (i, &(x, y)) in layout.centers.iter().enumerate() {
                assert!(x - RADIUS >= MARGIN && x + RADIUS <= layout.width - MARGIN);
                assert!(y - RADIUS >= MARGIN + HEADER);
                assert!(y + RADIUS <= layout.height - MARGIN - LEGEND.len() as f64 * LEGEND_LINE);
                for &(x2, y2) in &layout.centers[i + 1..] {
                    assert!(((x - x2).powi(2) + (y - y2).powi(2)).sqrt() >= 2.0 * RADIUS + 8.0);
                }
            }
        }
    }

    #[test]
    fn ranks_follow_heights_and_lanes_follow_kinds() {
        let layout = layout(PromotionMode::Standard);
        let at = |id: DTypeId| layout.centers[id.index()];
        // Every arrow points right.
        for (lower, upper) in graph::edges(PromotionMode::Standard) {
            assert!(at(lower).0 < at(upper).0);
        }
        // The integer chains are rows.
        assert_eq!(at(DTypeId::UInt8).1, at(DTypeId::UInt64).1);
        assert_eq!(at(DTypeId::Int8).1, at(DTypeId::Int64).1);
        assert!(at(DTypeId::Int8).1 < at(DTypeId::WeakInt).1);
        assert!(at(DTypeId::WeakInt).1 < at(DTypeId::UInt8).1);
        // bfloat16 and float16 share a rank and a lane, so they are spread.
        assert_eq!(at(DTypeId::BFloat16).0, at(DTypeId::Float16).0);
        assert!(at(DTypeId::BFloat16).1 < at(DTypeId::Float16).1);
    }
}
