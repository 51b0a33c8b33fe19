//! `table`: every format against real JAX's answers.

#[path = "../../tests/common/mod.rs"]
mod common;

use common::jax_pairs;
use dtype_lattice::{DTypeId, PromotionMode};
use dtype_lattice_cli::args::TableFormat;
use dtype_lattice_cli::numpy::NumpyTable;
use dtype_lattice_cli::{run, table};

/// A text table parsed back: `cells[a][b]` is the cell of row `a`, column `b`.
fn parse_text(text: &str) -> Vec<Vec<Option<DTypeId>>> {
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap().split_whitespace().collect();
    let codes: Vec<&str> = DTypeId::CLASSIC.iter().map(|id| id.code()).collect();
    assert_eq!(header, codes);
    let rows: Vec<Vec<Option<DTypeId>>> = lines
        .zip(DTypeId::CLASSIC)
        .map(|(line, id)| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(fields.len(), 19, "{line}");
            assert_eq!(fields[0], id.code());
            fields[1..]
                .iter()
                .map(|&cell| (cell != "-").then(|| cell.parse().unwrap()))
                .collect()
        })
        .collect();
    assert_eq!(rows.len(), 18);
    rows
}

#[test]
fn text_tables_match_the_jax_fixture() {
    let standard = parse_text(&run(["table"]).unwrap());
    let strict = parse_text(&run(["table", "--strict", "--format", "text"]).unwrap());
    // The table has the 18 classic dtypes, as JAX's.
    let pairs: Vec<_> = jax_pairs()
        .into_iter()
        .filter(|p| !p.lhs.is_extended() && !p.rhs.is_extended())
        .collect();
    assert_eq!(pairs.len(), 2 * 324);
    for pair in pairs {
        let cells = match pair.mode {
            PromotionMode::Standard => &standard,
            _ => &strict,
        };
        assert_eq!(
            cells[pair.lhs.index()][pair.rhs.index()],
            pair.result,
            "{pair:?}"
        );
    }
}

#[test]
fn the_lossless_text_table_is_the_lossless_joins() {
    let lossless = parse_text(&run(["table", "--lossless"]).unwrap());
    for a in DTypeId::CLASSIC {
        for b in DTypeId::CLASSIC {
            let cell = lossless[a.index()][b.index()];
            assert_eq!(cell, PromotionMode::Lossless.join(a, b), "{a} {b}");
        }
    }
    assert_eq!(
        lossless[DTypeId::Int64.index()][DTypeId::Float64.index()],
        None
    );
}

#[test]
fn the_x32_tables_are_the_x32_joins() {
    for (flag, mode) in [
        (None, PromotionMode::Standard),
        (Some("--strict"), PromotionMode::Strict),
    ] {
        let mut args = vec!["table", "--x32"];
        args.extend(flag);
        let cells = parse_text(&run(args.clone()).unwrap());
        for a in DTypeId::CLASSIC {
            for b in DTypeId::CLASSIC {
                assert_eq!(cells[a.index()][b.index()], mode.join_x32(a, b), "{a} {b}");
            }
        }
        args.extend(["--format", "markdown"]);
        assert_eq!(run(args).unwrap(), mode.table_x32().to_string());
    }
}

#[test]
fn the_x32_explicit_tables_are_the_x32_lattices_joins() {
    for (flag, mode) in [
        (None, PromotionMode::Standard),
        (Some("--strict"), PromotionMode::Strict),
    ] {
        let mut args = vec!["table", "--x32-explicit"];
        args.extend(flag);
        let cells = parse_text(&run(args.clone()).unwrap());
        for a in DTypeId::CLASSIC {
            for b in DTypeId::CLASSIC {
                let joined = mode.join_x32_explicit(a, b);
                assert_eq!(cells[a.index()][b.index()], joined, "{a} {b}");
            }
        }
        args.extend(["--format", "markdown"]);
        assert_eq!(run(args).unwrap(), mode.table_x32_explicit().to_string());
    }
    let text = run(["table", "--x32-explicit"]).unwrap();
    let cells = parse_text(&text);
    assert_eq!(
        cells[DTypeId::UInt32.index()][DTypeId::Int32.index()],
        Some(DTypeId::Int32)
    );
    assert_eq!(
        cells[DTypeId::UInt32.index()][DTypeId::Int64.index()],
        Some(DTypeId::Int64)
    );
    assert!(
        run(["table", "--x32-explicit", "--format", "html"])
            .unwrap_err()
            .to_string()
            .contains("not html")
    );
}

#[test]
fn markdown_is_what_the_crate_displays() {
    assert_eq!(
        run(["table", "--format", "markdown"]).unwrap(),
        PromotionMode::Standard.table().to_string()
    );
    assert_eq!(
        run(["table", "--format=markdown", "--strict"]).unwrap(),
        PromotionMode::Strict.table().to_string()
    );
}

/// The cells of an HTML table's body rows: `(class, text)` for each `<td>`.
fn html_cells(html: &str) -> Vec<Vec<(Option<String>, String)>> {
    html.lines()
        .filter(|line| line.starts_with("<tr><th scope=\"row\">"))
        .map(|row| {
            row.split("<td")
                .skip(1)
                .map(|cell| {
                    let (attributes, rest) = cell.split_once('>').unwrap();
                    let text = rest.split_once("</td>").unwrap().0.to_owned();
                    let class = attributes
                        .trim()
                        .strip_prefix("class=\"")
                        .map(|class| class.trim_end_matches('"').to_owned());
                    (class, text)
                })
                .collect()
        })
        .collect()
}

#[test]
fn html_tables_show_the_joins_and_highlight_where_numpy_differs() {
    let numpy = NumpyTable::load().unwrap();
    for mode in [
        PromotionMode::Standard,
        PromotionMode::Strict,
        PromotionMode::Lossless,
    ] {
        let html = table::render(mode, TableFormat::Html).unwrap();
        assert!(html.starts_with("<!DOCTYPE html>") && html.ends_with("</html>\n"));
        let cells = html_cells(&html);
        assert_eq!(cells.len(), 18);
        for a in DTypeId::CLASSIC {
            let row = &cells[a.index()];
            assert_eq!(row.len(), 18);
            for b in DTypeId::CLASSIC {
                let (class, text) = &row[b.index()];
                let highlight = match mode {
                    PromotionMode::Lossless => {
                        mode.join(a, b) != PromotionMode::Standard.join(a, b)
                    }
                    _ => numpy.differs(a, b),
                };
                let expected = match mode.join(a, b) {
                    None => (Some("none".to_owned()), "-".to_owned()),
                    Some(joined) if highlight => (Some("d".to_owned()), joined.code().to_owned()),
                    Some(joined) => (None, joined.code().to_owned()),
                };
                assert_eq!((class.clone(), text.clone()), expected, "{mode:?} {a} {b}");
            }
        }
    }
}
