//! The promotion table, rendered from the lattice for docs and tools.

use core::fmt;

use crate::promote::standard_lattice;
use crate::strict::strict_lattice;
use crate::{DTypeId, PromotionError, promote_types, strict_promote_types};

/// JAX's two promotion modes, at run time.
///
/// `Display` writes the mode as JAX's option `jax_numpy_dtype_promotion` names it:
///
/// ```
/// use dtype_lattice::PromotionMode;
///
/// assert_eq!(PromotionMode::Standard.to_string(), "standard");
/// assert_eq!(PromotionMode::Strict.to_string(), "strict");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PromotionMode {
    /// `jax_numpy_dtype_promotion='standard'`: every pair has a join.
    #[default]
    Standard,
    /// `jax_numpy_dtype_promotion='strict'`: only a dtype with itself, and weak
    /// types with dtypes of their kind.
    Strict,
}

impl PromotionMode {
    /// The join of `a` and `b` in this mode, or `None` where there is none.
    pub const fn join(self, a: DTypeId, b: DTypeId) -> Option<DTypeId> {
        match self {
            PromotionMode::Standard => Some(promote_types(a, b)),
            PromotionMode::Strict => match strict_promote_types(a, b) {
                Ok(joined) => Some(joined),
                Err(_) => None,
            },
        }
    }

    /// JAX's `jnp.result_type` in this mode: the join of all of `dtypes`,
    /// folded from the left. An empty list is an error, as in JAX, and so,
    /// under strict promotion, is the first pair without a join: the error
    /// names the join of the dtypes before it, and the next dtype.
    ///
    /// ```
    /// use dtype_lattice::{DTypeId::*, PromotionError, PromotionMode};
    ///
    /// let standard = PromotionMode::Standard;
    /// assert_eq!(standard.result_type(&[Int8, UInt8, Float16]), Ok(Float16));
    /// assert_eq!(standard.result_type(&[]), Err(PromotionError::NoDTypes));
    ///
    /// let strict = PromotionMode::Strict;
    /// assert_eq!(strict.result_type(&[WeakInt, Float16, WeakFloat]), Ok(Float16));
    /// // float16 ⊔ i* = float16 has no join with bfloat16:
    /// assert_eq!(
    ///     strict.result_type(&[Float16, WeakInt, BFloat16]),
    ///     Err(PromotionError::NoPromotionPath { lhs: Float16, rhs: BFloat16 }),
    /// );
    /// ```
    pub const fn result_type(self, dtypes: &[DTypeId]) -> Result<DTypeId, PromotionError> {
        let [first, rest @ ..] = dtypes else {
            return Err(PromotionError::NoDTypes);
        };
        let mut joined = *first;
        let mut i = 0;
        while i < rest.len() {
            joined = match self.join(joined, rest[i]) {
                Some(next) => next,
                None => {
                    return Err(PromotionError::NoPromotionPath {
                        lhs: joined,
                        rhs: rest[i],
                    });
                }
            };
            i += 1;
        }
        Ok(joined)
    }

    /// The dtypes just above `dtype` on this mode's lattice: its edges, as the
    /// lattice is written. Following them up from two dtypes leads to their join.
    ///
    /// ```
    /// use dtype_lattice::{DTypeId::*, PromotionMode};
    ///
    /// assert_eq!(PromotionMode::Standard.covers(WeakInt), &[UInt8, Int8]);
    /// assert_eq!(PromotionMode::Strict.covers(Float32), &[]);
    /// ```
    pub const fn covers(self, dtype: DTypeId) -> &'static [DTypeId] {
        match self {
            PromotionMode::Standard => standard_lattice::covers(dtype),
            PromotionMode::Strict => strict_lattice::covers(dtype),
        }
    }

    /// The table of every join in this mode; see [`PromotionTable`].
    pub const fn table(self) -> PromotionTable {
        PromotionTable { mode: self }
    }
}

impl fmt::Display for PromotionMode {
    /// `standard` or `strict`, as JAX's option `jax_numpy_dtype_promotion` takes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            PromotionMode::Standard => "standard",
            PromotionMode::Strict => "strict",
        })
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
