//! NumPy's promotion answers, for the cells of the HTML table where JAX
//! differs from NumPy.
//!
//! `tools/numpy_fixtures.py` asks real NumPy (with ml_dtypes for bfloat16)
//! for `numpy.promote_types` on each ordered pair of the 18 types of JAX's
//! table, the weak types `i*`, `f*`, `c*` given as Python's `int`, `float` and
//! `complex`, and writes `tests/fixtures/numpy_promotion.txt`, compiled in
//! here; it also records `jax.numpy.promote_types`, for the tests.
//!
//! The highlight follows the rule of JAX's docs, which generated their table
//! with `jnp.bfloat16 in (t1, t2) or jnp.promote_types(t1, t2) is not
//! np.promote_types(t1, t2)`: a cell differs if an input is `bfloat16`, or
//! if NumPy's answer is not the crate's join. `jnp.promote_types` returns a
//! NumPy dtype, so the join is compared as [`concrete`]: a weak join as its
//! 64-bit dtype (`i*` as `int64`, …), which is also how NumPy reads the weak
//! inputs.
//!
//! ```
//! use dtype_lattice::DTypeId::*;
//! use dtype_lattice_cli::numpy::NumpyTable;
//!
//! let numpy = NumpyTable::load()?;
//! assert_eq!(numpy.numpy(UInt8, WeakInt), Some(Int64)); // JAX: uint8
//! assert!(numpy.differs(UInt8, WeakInt));
//! assert!(!numpy.differs(Int8, UInt8)); // int16 for both
//! # Ok::<(), dtype_lattice_cli::Error>(())
//! ```

use dtype_lattice::{DTypeId, promote_types};

use crate::Error;
use crate::graph::concrete;

/// The dtypes of JAX's table, which NumPy's fixture covers.
const N: usize = DTypeId::CLASSIC.len();

/// The fixture written by `tools/numpy_fixtures.py`.
pub const FIXTURE: &str = include_str!("../tests/fixtures/numpy_promotion.txt");

/// NumPy's and JAX's `promote_types` for every ordered pair, from [`FIXTURE`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NumpyTable {
    numpy: [[Option<DTypeId>; N]; N],
    jnp: [[DTypeId; N]; N],
}

impl NumpyTable {
    /// Parses [`FIXTURE`].
    ///
    /// # Errors
    ///
    /// [`Error::Fixture`] if a line is malformed, names an unknown dtype, or a
    /// pair is missing or given twice.
    pub fn load() -> Result<Self, Error> {
        Self::parse(FIXTURE)
    }

    /// Parses a fixture: `#` comments, then one line per ordered pair,
    /// `lhs rhs numpy jnp`, where `numpy` is `-` if NumPy raises.
    ///
    /// # Errors
    ///
    /// As [`NumpyTable::load`].
    pub fn parse(text: &str) -> Result<Self, Error> {
        let mut numpy = [[None; N]; N];
        let mut jnp = [[None; N]; N];
        let dtype = |name: &str, line: &str| {
            name.parse::<DTypeId>()
                .map_err(|_| Error::Fixture(format!("unknown dtype `{name}` in line `{line}`")))
        };
        for line in text.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let fields: Vec<&str> = line.split_whitespace().collect();
            let [lhs, rhs, numpy_result, jnp_result] = fields[..] else {
                return Err(Error::Fixture(format!(
                    "line `{line}` does not have 4 fields"
                )));
            };
            let (a, b) = (dtype(lhs, line)?.index(), dtype(rhs, line)?.index());
            if jnp[a][b].is_some() {
                return Err(Error::Fixture(format!("pair {lhs} {rhs} given twice")));
            }
            numpy[a][b] = match numpy_result {
                "-" => None,
                name => Some(dtype(name, line)?),
            };
            jnp[a][b] = Some(dtype(jnp_result, line)?);
        }
        let mut complete = [[DTypeId::Bool; N]; N];
        for a in DTypeId::CLASSIC {
            for b in DTypeId::CLASSIC {
                complete[a.index()][b.index()] = jnp[a.index()][b.index()]
                    .ok_or_else(|| Error::Fixture(format!("pair {a} {b} is missing")))?;
            }
        }
        Ok(NumpyTable {
            numpy,
            jnp: complete,
        })
    }

    /// `numpy.promote_types(a, b)`, or `None` where NumPy raises (ml_dtypes'
    /// bfloat16 has no common dtype with `float16`, a Python `int`, or an
    /// integer wider than 8 bits).
    pub fn numpy(&self, a: DTypeId, b: DTypeId) -> Option<DTypeId> {
        self.numpy[a.index()][b.index()]
    }

    /// `jax.numpy.promote_types(a, b)`: JAX's join, a weak one as its 64-bit dtype.
    pub fn jnp(&self, a: DTypeId, b: DTypeId) -> DTypeId {
        self.jnp[a.index()][b.index()]
    }

    /// Whether the cell `a`, `b` of the standard table is highlighted, by the
    /// rule of JAX's docs: an input is `bfloat16`, or NumPy's answer is not the
    /// crate's join `promote_types(a, b)` read as [`concrete`].
    pub fn differs(&self, a: DTypeId, b: DTypeId) -> bool {
        a == DTypeId::BFloat16
            || b == DTypeId::BFloat16
            || self.numpy(a, b) != promote_types(a, b).ok().map(concrete)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dtype_lattice::DTypeId::*;

    #[test]
    fn the_fixture_parses() {
        let table = NumpyTable::load().unwrap();
        assert_eq!(table.numpy(Int16, Float16), Some(Float32));
        assert_eq!(table.numpy(BFloat16, Float16), None);
        assert_eq!(table.jnp(Int16, Float16), Float16);
        assert_eq!(table.jnp(UInt64, Int8), Float64);
    }

    #[test]
    fn malformed_fixtures_are_errors() {
        for text in [
            "bool bool bool",
            "bool bool bool bool\nbool bool bool bool",
            "bool float bool bool",
            "bool bool bool bool",
        ] {
            assert!(
                matches!(NumpyTable::parse(text), Err(Error::Fixture(_))),
                "{text}"
            );
        }
    }
}
