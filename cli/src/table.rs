//! `table`: the 18 × 18 promotion table, in the codes of JAX's table, as
//! aligned text, as Markdown ([`PromotionMode::table`]) or as an HTML page.
//!
//! ```
//! use dtype_lattice::PromotionMode;
//! use dtype_lattice_cli::table;
//!
//! let text = table::text(PromotionMode::Standard.table());
//! assert!(text.lines().any(|row| row.starts_with("i1   i1   i2   i4   i8   f*")));
//! ```

use std::fmt::Write as _;

use dtype_lattice::{DTypeId, PromotionMode, PromotionTable};

use crate::Error;
use crate::args::TableFormat;
use crate::graph::Lattice;
use crate::numpy::NumpyTable;
use dtype_lattice::X64Mode;

/// The table of `lattice` (a [`PromotionMode`] alone: with x64) in
/// `format`: with x64 disabled (`--x32`, JAX's default configuration) by
/// [`PromotionMode::join_x32`], with explicit 64-bit dtypes
/// (`--x32-explicit`) by [`PromotionMode::join_x32_explicit`], as text or
/// Markdown.
///
/// # Errors
///
/// [`Error::Fixture`] if the HTML table's NumPy fixture does not parse;
/// [`Error::Usage`] for an HTML table with x64 disabled.
pub fn render(lattice: impl Into<Lattice>, format: TableFormat) -> Result<String, Error> {
    let Lattice { mode, x64 } = lattice.into();
    let table = match x64 {
        X64Mode::Enabled => mode.table(),
        X64Mode::Disabled => mode.table_x32(),
        X64Mode::Explicit => mode.table_x32_explicit(),
    };
    Ok(match (format, x64) {
        (TableFormat::Text, _) => text(table),
        (TableFormat::Markdown, _) => table.to_string(),
        (TableFormat::Html, X64Mode::Enabled) => html(mode, &NumpyTable::load()?),
        (TableFormat::Html, _) => {
            return Err(Error::Usage(
                "--x32 and --x32-explicit tables are text or markdown, not html".into(),
            ));
        }
    })
}

/// The table as aligned plain text: a header row of codes, then one row per
/// left-hand dtype, its code first; `-` where the mode has no join.
pub fn text(table: PromotionTable) -> String {
    let mut out = String::new();
    let mut line = String::from("    ");
    for b in DTypeId::CLASSIC {
        let _ = write!(line, " {:<4}", b.code());
    }
    push_line(&mut out, &line);
    for a in DTypeId::CLASSIC {
        let mut line = format!("{:<4}", a.code());
        for b in DTypeId::CLASSIC {
            let _ = write!(line, " {:<4}", table.cell(a, b).map_or("-", DTypeId::code));
        }
        push_line(&mut out, &line);
    }
    out
}

fn push_line(out: &mut String, line: &str) {
    out.push_str(line.trim_end());
    out.push('\n');
}

/// The table as an HTML page, styled like the table of JAX's docs: cells of
/// class `d` (green) are where JAX differs from NumPy, by
/// [`NumpyTable::differs`]. In strict mode, cells without a join read `-` and
/// have class `none`; a cell with a join is highlighted as in the standard
/// table (strict joins are standard joins).
pub fn html(mode: PromotionMode, numpy: &NumpyTable) -> String {
    let (title, intro) = match mode {
        PromotionMode::Standard => (
            "JAX's dtype promotion table (standard)",
            "The dtype JAX gives each pair, row with column, under standard promotion.",
        ),
        PromotionMode::Strict => (
            "JAX's dtype promotion table (strict)",
            "The dtype JAX gives each pair, row with column, under strict promotion \
             (jax_numpy_dtype_promotion='strict'); <code>-</code>: no implicit promotion, \
             JAX raises TypePromotionError. Where there is a join, it is the standard one, \
             and highlighted as in the standard table.",
        ),
        PromotionMode::Lossless => (
            "The lossless dtype promotion table (JEP 9407, Option 1)",
            "The dtype each pair promotes to, row with column, on the lattice of JEP 9407's \
             Option 1, where every promotion keeps every value (not a JAX mode); \
             <code>-</code>: no dtype holds every value of both. Highlighted: where it differs \
             from JAX's standard promotion (the closing note on NumPy below is about the \
             other tables).",
        ),
    };
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>{title}</title>\n<style>\n\
         body {{ font-family: sans-serif; }}\n\
         table {{ border-collapse: collapse; border: 2px solid #aaa; }}\n\
         td, th {{ border: 1px solid #ddd; padding: 3px 6px; text-align: center; }}\n\
         thead th {{ border-bottom: 1px solid #aaa; }}\n\
         tr:nth-child(even) {{ background-color: #f2f2f2; }}\n\
         tbody th {{ background-color: #f2f2f2; border-right: 1px solid #aaa; }}\n\
         .d {{ background-color: #ccf2cc; }}\n\
         .none {{ color: #999; }}\n\
         </style>\n</head>\n<body>\n<h1>{title}</h1>\n<p>{intro}</p>\n\
         <table id=\"types\">\n<thead>\n<tr><th></th>"
    );
    for b in DTypeId::CLASSIC {
        let _ = write!(out, "<th scope=\"col\">{}</th>", b.code());
    }
    out.push_str("</tr>\n</thead>\n<tbody>\n");
    for a in DTypeId::CLASSIC {
        let _ = write!(out, "<tr><th scope=\"row\">{}</th>", a.code());
        for b in DTypeId::CLASSIC {
            // Highlighted: where NumPy differs from JAX, or for the lossless
            // table, where it differs from JAX's standard promotion.
            let highlight = match mode {
                PromotionMode::Lossless => mode.join(a, b) != PromotionMode::Standard.join(a, b),
                _ => numpy.differs(a, b),
            };
            match mode.join(a, b) {
                Some(joined) if highlight => {
                    let _ = write!(out, "<td class=\"d\">{}</td>", joined.code());
                }
                Some(joined) => {
                    let _ = write!(out, "<td>{}</td>", joined.code());
                }
                None => out.push_str("<td class=\"none\">-</td>"),
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str(
        "</tbody>\n</table>\n\
         <p>Codes: <code>b1</code> bool; <code>u1</code>, <code>u2</code>, <code>u4</code>, \
         <code>u8</code> uint8 to uint64 and <code>i1</code> to <code>i8</code> int8 to int64 \
         (in bytes); <code>bf</code> bfloat16; <code>f2</code>, <code>f4</code>, <code>f8</code> \
         float16 to float64; <code>c8</code>, <code>c16</code> complex64, complex128; \
         <code>i*</code>, <code>f*</code>, <code>c*</code> the weak types of Python's int, float \
         and complex.</p>\n\
         <p class=\"d\">Highlighted: the cells where JAX's rule differs from NumPy's \
         (<code>numpy.promote_types</code>, with ml_dtypes for bfloat16, and Python's int, \
         float, complex for the weak types), by the rule of JAX's docs: an input is bfloat16, \
         or NumPy's dtype is not JAX's (a weak result read as int64, float64 or complex128).</p>\n\
         </body>\n</html>\n",
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_rows_line_up() {
        let text = text(PromotionMode::Strict.table());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 19);
        assert!(lines[0].starts_with("     b1   u1   u2"));
        assert!(lines[0].ends_with("c16  i*   f*   c*"));
        assert!(lines[1].starts_with("b1   b1   -    -"));
    }

    #[test]
    fn markdown_is_the_crate_table() {
        for mode in [PromotionMode::Standard, PromotionMode::Strict] {
            assert_eq!(
                render(mode, TableFormat::Markdown),
                Ok(mode.table().to_string())
            );
        }
    }
}
