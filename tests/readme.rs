//! README.md and the crate docs tell the truth: their tables are what the
//! crate renders now, and README's test command is what CI runs.

mod common;

use std::path::Path;

use common::{assert_file_is, with_section};
use dtype_lattice::PromotionMode;

fn readme() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap()
}

#[test]
fn readme_tables_are_rendered_by_the_crate() {
    let text = readme();
    let standard = PromotionMode::Standard.table().to_string();
    let strict = PromotionMode::Strict.table().to_string();
    let safe_casts = PromotionMode::Standard.safe_cast_table().to_string();
    let lossless = PromotionMode::Lossless.table().to_string();
    let x32 = PromotionMode::Standard.table_x32().to_string();
    let expected = with_section(
        &with_section(
            &with_section(
                &with_section(&text, "table:standard", &standard),
                "table:strict",
                &strict,
            ),
            "table:safe-casts",
            &safe_casts,
        ),
        "table:lossless",
        &lossless,
    );
    let expected = with_section(&expected, "table:x32", &x32);
    assert_file_is("README.md", &expected);
}

#[test]
fn crate_docs_table_is_rendered_by_the_crate() {
    assert_file_is(
        "src/promotion_table.md",
        &PromotionMode::Standard.table().to_string(),
    );
}

#[test]
fn ci_runs_the_readme_test_command() {
    let ci = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(".ci/run"))
        .expect(".ci/run exists");
    let command = "cargo test --workspace --all-features";
    assert!(readme().contains(&format!("```sh\n{command}\n```")));
    assert!(
        ci.lines().any(|line| line.trim() == command),
        ".ci/run does not run `{command}` on a line of its own"
    );
}
