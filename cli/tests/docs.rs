//! The pictures in docs/ and the example in the guide's lattice chapter are what the tool
//! renders now. `BLESS=1 cargo test -p dtype-lattice-cli` rewrites them.

#[path = "../../tests/common/mod.rs"]
mod common;

use common::{assert_file_is, section, with_section, workspace_root};
use dtype_lattice::PromotionMode;
use dtype_lattice::X64Mode;
use dtype_lattice_cli::graph::Lattice;
use dtype_lattice_cli::svg;

#[test]
fn committed_svgs_are_rendered_by_the_tool() {
    assert_file_is("docs/lattice.svg", &svg::render(PromotionMode::Standard));
    assert_file_is(
        "docs/lattice-strict.svg",
        &svg::render(PromotionMode::Strict),
    );
    assert_file_is(
        "docs/lattice-lossless.svg",
        &svg::render(PromotionMode::Lossless),
    );
    let x32 = Lattice {
        mode: PromotionMode::Standard,
        x64: X64Mode::Explicit,
    };
    assert_file_is("docs/lattice-x32.svg", &svg::render(x32));
    assert!(svg::layout(x32).edges_through_nodes().is_empty());
}

#[test]
fn guide_explain_example_is_the_tools_output() {
    let path = "docs/guide/lattice.md";
    let chapter = std::fs::read_to_string(workspace_root().join(path)).unwrap();
    let name = "cli:explain int8 uint8";
    let output = dtype_lattice_cli::run(["explain", "int8", "uint8"]).unwrap();
    let expected = with_section(&chapter, name, &format!("```text\n{output}```\n"));
    if std::env::var_os("BLESS").is_none() {
        assert_eq!(section(&chapter, name), section(&expected, name));
    }
    assert_file_is(path, &expected);
}
