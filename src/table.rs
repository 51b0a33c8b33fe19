//! The promotion table, rendered from the lattice for docs and tools.

use core::fmt;

use crate::{DTypeId, PromotionMode};

impl PromotionMode {
    /// The table of every join in this mode; see [`PromotionTable`].
    pub const fn table(self) -> PromotionTable {
        PromotionTable { mode: self }
    }
}

/// The 18 × 18 table of joins, in the order and codes of JAX's published
/// table; `Display` writes it as a Markdown table (`-` where strict promotion
/// has no join). The README and the crate docs show this output.
///
/// ```
/// use dtype_lattice::PromotionMode;
///
/// let table = PromotionMode::Standard.table().to_string();
/// let row = table.lines().find(|line| line.starts_with("| **i1**")).unwrap();
/// assert!(row.starts_with(r"| **i1**  | i1  | i2  | i4  | i8  | f\* |"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PromotionTable {
    mode: PromotionMode,
}

impl fmt::Display for PromotionTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Cells padded to the widest code (`c16`), so that the source lines up too.
        f.write_str("|         |")?;
        for b in DTypeId::ALL {
            write!(f, " {:<3} |", markdown_code(b))?;
        }
        f.write_str("\n|---------|")?;
        for _ in DTypeId::ALL {
            f.write_str("-----|")?;
        }
        f.write_str("\n")?;
        for a in DTypeId::ALL {
            let code = markdown_code(a);
            write!(f, "| **{code}**{:pad$} |", "", pad = 3 - code.len())?;
            for b in DTypeId::ALL {
                let cell = self.mode.join(a, b).map_or("-", markdown_code);
                write!(f, " {cell:<3} |")?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

/// A table code in Markdown: the weak types' `*` escaped, so that it is not
/// read as emphasis.
fn markdown_code(id: DTypeId) -> &'static str {
    match id.code() {
        "i*" => r"i\*",
        "f*" => r"f\*",
        "c*" => r"c\*",
        code => code,
    }
}
