//! README.md, the guide and the crate docs tell the truth: their tables are
//! what the crate renders now, and README's test command is what CI runs.

mod common;

use std::path::Path;

use common::{assert_file_is, with_section};
use dtype_lattice::PromotionMode;

fn readme() -> String {
    read("README.md")
}

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
}

/// Each table in the guide's chapters is what the crate renders now: the
/// standard table in `lattice.md`, strict, lossless and both x32 tables in
/// `policies.md`, safe casts in `casts.md`.
#[test]
fn guide_tables_are_rendered_by_the_crate() {
    let lattice = "docs/guide/lattice.md";
    let standard = PromotionMode::Standard.table().to_string();
    assert_file_is(
        lattice,
        &with_section(&read(lattice), "table:standard", &standard),
    );
    let policies = "docs/guide/policies.md";
    let strict = PromotionMode::Strict.table().to_string();
    let lossless = PromotionMode::Lossless.table().to_string();
    let x32 = PromotionMode::Standard.table_x32().to_string();
    let explicit = PromotionMode::Standard.table_x32_explicit().to_string();
    let text = read(policies);
    let expected = with_section(&text, "table:strict", &strict);
    let expected = with_section(&expected, "table:lossless", &lossless);
    let expected = with_section(&expected, "table:x32", &x32);
    let expected = with_section(&expected, "table:x32-explicit", &explicit);
    assert_file_is(policies, &expected);
    let casts = "docs/guide/casts.md";
    let safe_casts = PromotionMode::Standard.safe_cast_table().to_string();
    assert_file_is(
        casts,
        &with_section(&read(casts), "table:safe-casts", &safe_casts),
    );
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
