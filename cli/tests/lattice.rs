//! `lattice`: the DOT graph's edges are the lattice's covers, and the SVG is
//! well-formed XML with one node per dtype and one arrow per cover.

use std::collections::BTreeSet;

use dtype_lattice::{DTypeId, PromotionMode};
use dtype_lattice_cli::run;

const MODES: [(PromotionMode, &str); 2] = [
    (PromotionMode::Standard, "standard"),
    (PromotionMode::Strict, "strict"),
];

/// Every cover of `mode`, as pairs of codes.
fn covers(mode: PromotionMode) -> BTreeSet<(String, String)> {
    DTypeId::ALL
        .into_iter()
        .flat_map(|lower| {
            mode.covers(lower)
                .iter()
                .map(move |upper| (lower.code().to_owned(), upper.code().to_owned()))
        })
        .collect()
}

fn args(mode: PromotionMode, format: &str) -> Vec<String> {
    let mut args = vec![
        "lattice".to_owned(),
        "--format".to_owned(),
        format.to_owned(),
    ];
    if mode == PromotionMode::Strict {
        args.push("--strict".to_owned());
    }
    args
}

#[test]
fn dot_edges_are_the_covers() {
    for (mode, name) in MODES {
        let dot = run(args(mode, "dot")).unwrap();
        assert!(dot.starts_with(&format!("digraph \"{name}\" {{\n")));
        assert!(dot.ends_with("}\n"));
        let edges: Vec<(String, String)> = dot
            .lines()
            .filter(|line| line.contains("->"))
            .map(|line| {
                let (lower, upper) = line
                    .trim()
                    .trim_end_matches(';')
                    .split_once(" -> ")
                    .unwrap();
                (
                    lower.trim_matches('"').to_owned(),
                    upper.trim_matches('"').to_owned(),
                )
            })
            .collect();
        let unique: BTreeSet<_> = edges.iter().cloned().collect();
        assert_eq!(unique.len(), edges.len(), "an edge twice");
        assert_eq!(unique, covers(mode));
        // One node statement per dtype.
        for id in DTypeId::ALL {
            let node = format!("    \"{}\" [", id.code());
            assert_eq!(dot.matches(&node).count(), 1, "{node}");
        }
    }
    // 24 and 16 among the classic dtypes, and one more per extended dtype
    // (from the weak int or the weak float).
    assert_eq!(covers(PromotionMode::Standard).len(), 24 + 17);
    assert_eq!(covers(PromotionMode::Strict).len(), 16 + 17);
}

#[test]
fn svg_is_well_formed_with_one_node_per_dtype_and_one_arrow_per_cover() {
    for (mode, _) in MODES {
        let svg = run(args(mode, "svg")).unwrap();
        let document = roxmltree::Document::parse(&svg).unwrap();
        let root = document.root_element();
        assert_eq!(root.tag_name().name(), "svg");
        assert_eq!(
            root.tag_name().namespace(),
            Some("http://www.w3.org/2000/svg")
        );
        let width: f64 = root.attribute("width").unwrap().parse().unwrap();
        let height: f64 = root.attribute("height").unwrap().parse().unwrap();
        assert_eq!(
            root.attribute("viewBox"),
            Some(format!("0 0 {width} {height}").as_str())
        );

        let nodes: Vec<_> = root
            .descendants()
            .filter(|n| n.attribute("class") == Some("node"))
            .collect();
        assert_eq!(nodes.len(), 35);
        let codes: BTreeSet<&str> = nodes
            .iter()
            .map(|n| n.attribute("data-dtype").unwrap())
            .collect();
        assert_eq!(codes, DTypeId::ALL.iter().map(|id| id.code()).collect());
        for node in &nodes {
            let circle = node.children().find(|c| c.has_tag_name("circle")).unwrap();
            let label = node.children().find(|c| c.has_tag_name("text")).unwrap();
            let dtype: DTypeId = node.attribute("data-dtype").unwrap().parse().unwrap();
            assert_eq!(label.text(), Some(dtype_lattice_cli::svg::label(dtype)));
            // Inside the picture.
            let cx: f64 = circle.attribute("cx").unwrap().parse().unwrap();
            let cy: f64 = circle.attribute("cy").unwrap().parse().unwrap();
            let r: f64 = circle.attribute("r").unwrap().parse().unwrap();
            assert!(cx - r > 0.0 && cx + r < width && cy - r > 0.0 && cy + r < height);
        }

        let edges: BTreeSet<(String, String)> = root
            .descendants()
            .filter(|n| n.attribute("class") == Some("edge"))
            .map(|n| {
                assert!(
                    n.attribute("marker-end")
                        .unwrap()
                        .starts_with("url(#arrow-")
                );
                (
                    n.attribute("data-from").unwrap().to_owned(),
                    n.attribute("data-to").unwrap().to_owned(),
                )
            })
            .collect();
        assert_eq!(edges, covers(mode));

        // Inlinable in Markdown: an HTML block ends at a blank line.
        assert!(!svg.contains("\n\n"));
        assert!(svg.lines().next().unwrap().ends_with('>'));
    }
}
