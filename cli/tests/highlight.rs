//! The HTML table's highlight is JAX's: the cells that JAX's docs mark as
//! differing from NumPy.
//!
//! `fixtures/jax_docs_table.html` is the table of JAX's docs
//! (docs/type_promotion.rst, revision 5d7f639, March 2022) copied verbatim;
//! `fixtures/numpy_promotion.txt` is what NumPy 2.4.6 with ml_dtypes 0.6.0
//! and JAX 0.10.2 answer today (`tools/numpy_fixtures.py`).

use dtype_lattice::{DTypeId, promote_types};
use dtype_lattice_cli::graph::concrete;
use dtype_lattice_cli::numpy::NumpyTable;

/// JAX's docs table: `(highlighted, code)` for each cell, rows and columns in
/// the order of `DTypeId::CLASSIC`.
fn jax_docs_table() -> Vec<Vec<(bool, String)>> {
    let html = include_str!("fixtures/jax_docs_table.html");
    let mut lines = html.lines().filter(|line| line.starts_with("<tr>"));
    let header = lines.next().unwrap();
    let codes: Vec<&str> = header
        .split("<th>")
        .skip(2)
        .map(|cell| cell.split_once("</th>").unwrap().0)
        .collect();
    assert_eq!(
        codes,
        DTypeId::CLASSIC
            .iter()
            .map(|id| id.code())
            .collect::<Vec<_>>()
    );
    let rows: Vec<Vec<(bool, String)>> = lines
        .map(|row| {
            row.split("<td")
                .skip(2) // before the first cell, and the row's own code
                .map(|cell| {
                    let (attributes, rest) = cell.split_once('>').unwrap();
                    let code = rest.split_once("</td>").unwrap().0.to_owned();
                    (attributes.contains("class=\"d\""), code)
                })
                .collect()
        })
        .collect();
    assert_eq!(rows.len(), 18);
    assert!(rows.iter().all(|row| row.len() == 18));
    rows
}

#[test]
fn jnp_promote_types_is_the_crates_join_read_as_a_concrete_dtype() {
    // What JAX's rule compares: `jnp.promote_types` gives the join, a weak one
    // as its 64-bit dtype. So the crate's join, read through `concrete`, is
    // what the highlight compares with NumPy.
    let numpy = NumpyTable::load().unwrap();
    for a in DTypeId::CLASSIC {
        for b in DTypeId::CLASSIC {
            assert_eq!(
                numpy.jnp(a, b),
                concrete(promote_types(a, b).unwrap()),
                "{a} {b}"
            );
        }
    }
}

#[test]
fn the_highlight_is_the_one_of_jax_docs() {
    let numpy = NumpyTable::load().unwrap();
    let docs = jax_docs_table();
    let mut highlighted = 0;
    for a in DTypeId::CLASSIC {
        for b in DTypeId::CLASSIC {
            let (docs_highlight, docs_code) = &docs[a.index()][b.index()];
            // The docs' values are the crate's joins, too.
            assert_eq!(docs_code, promote_types(a, b).unwrap().code(), "{a} {b}");
            // Every cell matches: no difference between NumPy 2.4.6 and the
            // NumPy of 2022 shows in the highlight. (Where NumPy now raises,
            // bfloat16 with a Python int, float16 or an integer wider than 8
            // bits, the cell is highlighted anyway, for bfloat16.)
            assert_eq!(numpy.differs(a, b), *docs_highlight, "{a} {b}");
            highlighted += usize::from(*docs_highlight);
        }
    }
    assert_eq!(highlighted, 95);
}

#[test]
fn highlighted_cells_by_reason() {
    use DTypeId::*;
    let numpy = NumpyTable::load().unwrap();
    // A weak type against a dtype of its kind: JAX keeps the dtype's width.
    assert_eq!(numpy.numpy(Int16, WeakInt), Some(Int64));
    assert!(numpy.differs(Int16, WeakInt));
    // Integers with floats: JAX keeps the float.
    assert_eq!(numpy.numpy(Int32, Float16), Some(Float64));
    assert!(numpy.differs(Int32, Float16));
    // bfloat16, always.
    assert_eq!(numpy.numpy(BFloat16, BFloat16), Some(BFloat16));
    assert!(numpy.differs(BFloat16, BFloat16));
    // Where both agree.
    assert!(!numpy.differs(Int8, Float16));
    assert!(!numpy.differs(UInt64, Int8)); // float64, JAX's weak f*
    assert!(!numpy.differs(Bool, WeakInt)); // int64, JAX's weak i*
}
