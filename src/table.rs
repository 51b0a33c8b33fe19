//! The promotion table, rendered from the lattice for docs and tools.

use core::fmt;

use crate::dtype::DTypeId;
use crate::runtime::{PromotionMode, X64Mode};

impl PromotionMode {
    /// The table of every join in this mode; see [`PromotionTable`].
    pub const fn table(self) -> PromotionTable {
        PromotionTable {
            mode: self,
            width: X64Mode::Enabled,
        }
    }

    /// The table of every join in this mode with x64 disabled, by
    /// [`join_x32`](Self::join_x32): JAX's default configuration.
    pub const fn table_x32(self) -> PromotionTable {
        PromotionTable {
            mode: self,
            width: X64Mode::Disabled,
        }
    }

    /// The table of every join in this mode with x64 disabled and explicit
    /// 64-bit dtypes allowed, by [`join_x32_explicit`](Self::join_x32_explicit):
    /// JAX's x32 lattice with every dtype kept.
    pub const fn table_x32_explicit(self) -> PromotionTable {
        PromotionTable {
            mode: self,
            width: X64Mode::Explicit,
        }
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
    width: X64Mode,
}

impl PromotionTable {
    /// The cell of row `a` and column `b`: their join in the table's mode
    /// ([`PromotionMode::join`], or [`PromotionMode::join_x32`] for a table
    /// with x64 disabled, or [`PromotionMode::join_x32_explicit`] for one with
    /// explicit 64-bit dtypes allowed), `None` where there is none.
    ///
    /// ```
    /// use dtype_lattice::{DTypeId::*, PromotionMode};
    ///
    /// let standard = PromotionMode::Standard;
    /// assert_eq!(standard.table().cell(UInt32, Int32), Some(Int64));
    /// assert_eq!(standard.table_x32().cell(UInt32, Int32), Some(Int32));
    /// assert_eq!(standard.table_x32().cell(UInt32, Int64), Some(Int32));
    /// assert_eq!(standard.table_x32_explicit().cell(UInt32, Int64), Some(Int64));
    /// ```
    pub const fn cell(&self, a: DTypeId, b: DTypeId) -> Option<DTypeId> {
        self.mode.join_in(self.width, a, b)
    }
}

impl fmt::Display for PromotionTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_grid(
            f,
            |_| true,
            |a, b| self.cell(a, b).map_or("-", markdown_code),
        )
    }
}

impl PromotionMode {
    /// The table of every safe cast in this mode; see [`SafeCastTable`].
    pub const fn safe_cast_table(self) -> SafeCastTable {
        SafeCastTable { mode: self }
    }
}

/// [`PromotionMode::safe_to_cast`] for every pair: a row per dtype cast from
/// (all 18), a column per strong dtype cast to (the 15 a tensor has), in the
/// codes of JAX's table; `Display` writes a Markdown table with `✓` where the
/// cast is safe (the join is the target), and under strict promotion `-`
/// where JAX raises. The README shows this output.
///
/// ```
/// use dtype_lattice::PromotionMode;
///
/// let table = PromotionMode::Standard.safe_cast_table().to_string();
/// let row = table.lines().find(|line| line.starts_with("| **u1**")).unwrap();
/// // uint8 casts safely to the wider unsigned and signed integers, not to int8.
/// assert!(row.starts_with("| **u1**  |     | ✓   | ✓   | ✓   | ✓   |     | ✓   |"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SafeCastTable {
    mode: PromotionMode,
}

impl fmt::Display for SafeCastTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_grid(
            f,
            |to| !to.is_weak(),
            |from, to| match self.mode.safe_to_cast(from, to) {
                Ok(true) => "✓",
                Ok(false) => "",
                Err(_) => "-",
            },
        )
    }
}

/// A Markdown table with a row per dtype and a column per dtype that
/// `column` keeps, cells padded to the widest code (`c16`), so that the
/// source lines up too.
fn write_grid(
    f: &mut fmt::Formatter<'_>,
    column: fn(&DTypeId) -> bool,
    cell: impl Fn(DTypeId, DTypeId) -> &'static str,
) -> fmt::Result {
    let columns = || DTypeId::CLASSIC.into_iter().filter(column);
    f.write_str("|         |")?;
    for b in columns() {
        write!(f, " {:<3} |", markdown_code(b))?;
    }
    f.write_str("\n|---------|")?;
    for _ in columns() {
        f.write_str("-----|")?;
    }
    f.write_str("\n")?;
    for a in DTypeId::CLASSIC {
        let code = markdown_code(a);
        write!(f, "| **{code}**{:pad$} |", "", pad = 3 - code.len())?;
        for b in columns() {
            write!(f, " {:<3} |", cell(a, b))?;
        }
        f.write_str("\n")?;
    }
    Ok(())
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
