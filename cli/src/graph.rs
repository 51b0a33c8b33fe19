//! The lattice as a graph: its edges ([`PromotionMode::covers`]) and what
//! lies above a dtype (from the joins, [`PromotionMode::join_in`]), upper
//! bounds, heights and paths.
//!
//! ```
//! use dtype_lattice::{DTypeId::*, PromotionMode};
//! use dtype_lattice_cli::graph;
//!
//! let mode = PromotionMode::Standard;
//! assert_eq!(graph::path(mode, WeakInt, Int16), Some(vec![WeakInt, Int8, Int16]));
//! assert_eq!(graph::heights(mode)[Bool.index()], 0);
//! assert_eq!(graph::heights(mode)[Complex128.index()], 10);
//! ```

use std::collections::VecDeque;

use std::fmt;

use dtype_lattice::{DTypeId, PromotionError, PromotionMode, X64Mode};

/// The number of dtypes, 35.
pub const N: usize = DTypeId::ALL.len();

/// A lattice the tool shows and explains: a promotion mode's, in one of
/// JAX's configurations of its 64-bit dtypes. A [`PromotionMode`] alone is
/// its lattice with x64.
///
/// ```
/// use dtype_lattice::{DTypeId::*, PromotionMode};
/// use dtype_lattice::X64Mode;
/// use dtype_lattice_cli::graph::{self, Lattice};
///
/// let x32 = Lattice { mode: PromotionMode::Standard, x64: X64Mode::Explicit };
/// assert_eq!(x32.covers(UInt32), &[UInt64, Int32]);
/// assert_eq!(graph::path(x32, UInt32, Int32), Some(vec![UInt32, Int32]));
/// assert_eq!(graph::path(PromotionMode::Standard, UInt32, Int32), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lattice {
    /// Standard, strict or lossless promotion.
    pub mode: PromotionMode,
    /// With x64, without, or without but with explicit 64-bit dtypes.
    /// ([`X64Mode::Disabled`] is `--x32`, [`X64Mode::Explicit`] `--x32-explicit`.)
    pub x64: X64Mode,
}

impl From<PromotionMode> for Lattice {
    fn from(mode: PromotionMode) -> Self {
        Lattice {
            mode,
            x64: X64Mode::Enabled,
        }
    }
}

impl Lattice {
    /// The dtypes just above `id`: [`PromotionMode::covers`] with x64,
    /// [`PromotionMode::covers_x32`] without.
    pub fn covers(self, id: DTypeId) -> &'static [DTypeId] {
        match self.x64 {
            X64Mode::Enabled => self.mode.covers(id),
            X64Mode::Disabled | X64Mode::Explicit => self.mode.covers_x32(id),
        }
    }

    /// The join of `a` and `b` in this configuration: [`PromotionMode::join`],
    /// [`join_x32`](PromotionMode::join_x32) or
    /// [`join_x32_explicit`](PromotionMode::join_x32_explicit).
    pub fn join(self, a: DTypeId, b: DTypeId) -> Option<DTypeId> {
        self.mode.join_in(self.x64, a, b)
    }

    /// The join of all of `dtypes` in this configuration, as
    /// [`PromotionMode::result_type`] and its x32 forms.
    ///
    /// # Errors
    ///
    /// As [`PromotionMode::result_type`]: no dtypes, or a pair without a join.
    pub fn result_type(self, dtypes: &[DTypeId]) -> Result<DTypeId, PromotionError> {
        self.mode.result_type_in(self.x64, dtypes)
    }
}

impl fmt::Display for Lattice {
    /// The mode, and the configuration where x64 is disabled: `standard
    /// promotion`, `standard promotion with x64 disabled`, `standard
    /// promotion with x64 disabled and explicit 64-bit dtypes`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} promotion", self.mode)?;
        match self.x64 {
            X64Mode::Enabled => Ok(()),
            X64Mode::Disabled => f.write_str(" with x64 disabled"),
            X64Mode::Explicit => f.write_str(" with x64 disabled and explicit 64-bit dtypes"),
        }
    }
}

/// The nodes of the lattice, in the order of [`DTypeId::ALL`]: every
/// dtype for JAX's lattices, the 18 classic ones for the lossless lattice.
pub fn nodes(lattice: impl Into<Lattice>) -> &'static [DTypeId] {
    match lattice.into().mode {
        PromotionMode::Lossless => &DTypeId::CLASSIC,
        _ => &DTypeId::ALL,
    }
}

/// A set of dtypes: `set[id.index()]` says whether `id` is in it.
pub type Set = [bool; N];

/// Every edge of the lattice, `(lower, upper)`: one per cover, in the
/// order of [`DTypeId::ALL`] and then of [`Lattice::covers`].
pub fn edges(lattice: impl Into<Lattice>) -> Vec<(DTypeId, DTypeId)> {
    let lattice = lattice.into();
    DTypeId::ALL
        .into_iter()
        .flat_map(|lower| {
            lattice
                .covers(lower)
                .iter()
                .map(move |&upper| (lower, upper))
        })
        .collect()
}

/// `id` and every dtype above it: the dtypes `b` whose join with `id` is
/// `b`, read off the joins the `lattice!` macro computed (not a second
/// closure of the edges here).
pub fn up_set(lattice: impl Into<Lattice>, id: DTypeId) -> Set {
    let Lattice { mode, x64 } = lattice.into();
    // The order of the lattice drawn: JAX's x32 lattice for either x32
    // configuration, on the dtypes as they are (not canonicalized).
    let x64 = if x64.is_x32() {
        X64Mode::Explicit
    } else {
        X64Mode::Enabled
    };
    let mut set = [false; N];
    for upper in DTypeId::ALL {
        set[upper.index()] = mode.join_in(x64, id, upper) == Some(upper);
    }
    set
}

/// Whether `lower ≤ upper` on the lattice (every dtype is below itself).
pub fn is_below(lattice: impl Into<Lattice>, lower: DTypeId, upper: DTypeId) -> bool {
    up_set(lattice, lower)[upper.index()]
}

/// The dtypes above every one of `ids` (themselves included), in the order
/// of [`DTypeId::ALL`]. Their least element is the join, where there is one.
pub fn upper_bounds(lattice: impl Into<Lattice>, ids: &[DTypeId]) -> Vec<DTypeId> {
    let lattice = lattice.into();
    let sets: Vec<Set> = ids.iter().map(|&id| up_set(lattice, id)).collect();
    DTypeId::ALL
        .into_iter()
        .filter(|id| sets.iter().all(|set| set[id.index()]))
        .collect()
}

/// Each dtype's height: the length of the longest path to it from a bottom
/// node (a dtype with nothing below it). Indexed by [`DTypeId::index`].
pub fn heights(lattice: impl Into<Lattice>) -> [usize; N] {
    let edges = edges(lattice);
    let mut heights = [0; N];
    // Longest paths in a graph without cycles: N rounds of relaxation settle them.
    for _ in 0..N {
        let mut changed = false;
        for &(lower, upper) in &edges {
            let through = heights[lower.index()] + 1;
            if through > heights[upper.index()] {
                heights[upper.index()] = through;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    heights
}

/// A shortest path from `from` up to `to` along the edges, both ends
/// included, or `None` if `to` is not above `from`.
///
/// Among the shortest paths it prefers, at each step, a dtype of the kind of
/// `to`, then one of the kind of the step before, so that the path reads
/// naturally: `i* -> int8 -> int16` rather than `i* -> uint8 -> int16`.
pub fn path(lattice: impl Into<Lattice>, from: DTypeId, to: DTypeId) -> Option<Vec<DTypeId>> {
    let lattice = lattice.into();
    let below_to = |id: DTypeId| is_below(lattice, id, to);
    if !below_to(from) {
        return None;
    }
    let mut parent: [Option<DTypeId>; N] = [None; N];
    let mut seen = [false; N];
    seen[from.index()] = true;
    let mut queue = VecDeque::from([from]);
    while let Some(node) = queue.pop_front() {
        if node == to {
            break;
        }
        let mut next: Vec<DTypeId> = lattice
            .covers(node)
            .iter()
            .copied()
            .filter(|&upper| below_to(upper))
            .collect();
        next.sort_by_key(|upper| (upper.kind() != to.kind(), upper.kind() != node.kind()));
        for upper in next {
            if !seen[upper.index()] {
                seen[upper.index()] = true;
                parent[upper.index()] = Some(node);
                queue.push_back(upper);
            }
        }
    }
    let mut path = vec![to];
    let mut node = to;
    while node != from {
        node = parent[node.index()]?;
        path.push(node);
        if path.len() > N {
            return None; // cannot happen: the parents form a tree
        }
    }
    path.reverse();
    Some(path)
}

/// The concrete dtype that NumPy, and `jnp.promote_types`, see for a dtype: a
/// weak type as its 64-bit dtype (`i*` as `int64`, `f*` as `float64`, `c*` as
/// `complex128`, what JAX stores it as with x64), any other dtype as itself:
/// [`DTypeId::strong`].
pub fn concrete(id: DTypeId) -> DTypeId {
    id.strong()
}

#[cfg(test)]
mod tests {
    use super::*;
    use dtype_lattice::DTypeId::*;

    #[test]
    fn the_least_upper_bound_is_the_join() {
        let x32 = Lattice {
            mode: PromotionMode::Standard,
            x64: X64Mode::Explicit,
        };
        for lattice in [
            PromotionMode::Standard.into(),
            PromotionMode::Strict.into(),
            x32,
        ] {
            for a in DTypeId::ALL {
                for b in DTypeId::ALL {
                    let bounds = upper_bounds(lattice, &[a, b]);
                    let least = bounds
                        .iter()
                        .copied()
                        .find(|&j| bounds.iter().all(|&u| is_below(lattice, j, u)));
                    assert_eq!(least, lattice.join(a, b), "{lattice} {a} {b}");
                }
            }
        }
    }

    /// The up-sets read off the joins are the dtypes reached along the
    /// edges: the macro's covers and joins describe one order.
    #[test]
    fn up_sets_are_what_the_edges_reach() {
        for mode in [
            PromotionMode::Standard,
            PromotionMode::Strict,
            PromotionMode::Lossless,
        ] {
            for x64 in [X64Mode::Enabled, X64Mode::Disabled, X64Mode::Explicit] {
                let lattice = Lattice { mode, x64 };
                for &id in nodes(lattice) {
                    let mut reached = [false; N];
                    let mut stack = vec![id];
                    while let Some(node) = stack.pop() {
                        if !std::mem::replace(&mut reached[node.index()], true) {
                            stack.extend(lattice.covers(node));
                        }
                    }
                    assert_eq!(up_set(lattice, id), reached, "{lattice} {id}");
                }
            }
        }
    }

    #[test]
    fn paths_follow_edges_and_prefer_the_target_kind() {
        let mode = PromotionMode::Standard;
        assert_eq!(path(mode, Int8, Int16), Some(vec![Int8, Int16]));
        assert_eq!(path(mode, UInt8, Int16), Some(vec![UInt8, Int16]));
        assert_eq!(path(mode, Int16, Int16), Some(vec![Int16]));
        assert_eq!(path(mode, Int16, UInt8), None);
        assert_eq!(
            path(mode, Bool, Float16),
            Some(vec![
                Bool, WeakInt, Int8, Int16, Int32, Int64, WeakFloat, Float16
            ])
        );
        for a in DTypeId::ALL {
            for b in DTypeId::ALL {
                let Some(path) = path(mode, a, b) else {
                    assert!(!is_below(mode, a, b));
                    continue;
                };
                assert_eq!((path[0], path[path.len() - 1]), (a, b));
                for step in path.windows(2) {
                    assert!(mode.covers(step[0]).contains(&step[1]), "{path:?}");
                }
            }
        }
    }

    #[test]
    fn heights_rank_the_lattice() {
        let standard = heights(PromotionMode::Standard);
        assert_eq!(standard[WeakFloat.index()], 6);
        assert_eq!(standard[BFloat16.index()], 7);
        assert_eq!(standard[Float16.index()], 7);
        let strict = heights(PromotionMode::Strict);
        assert_eq!(strict[Bool.index()], 0);
        assert_eq!(strict[Int8.index()], 1);
        assert_eq!(strict[Complex128.index()], 3);
        for mode in [PromotionMode::Standard, PromotionMode::Strict] {
            let heights = heights(mode);
            for (lower, upper) in edges(mode) {
                assert!(heights[lower.index()] < heights[upper.index()]);
            }
        }
    }
}
