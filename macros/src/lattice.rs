//! The lattice as a plain value: nodes, their covers, and the join of every pair.
//!
//! Nothing here knows about tokens. [`Lattice::new`] takes the entries as
//! written (`node => [covers]`, names as strings), checks that they describe a
//! partial lattice and computes the join table; every failure is a
//! [`LatticeError`] that names entries and edges by their position, so that
//! the caller can point at the offending tokens.

use std::collections::HashMap;
use std::fmt;

/// One entry of the input: a node and the nodes just above it, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry<N> {
    pub node: N,
    pub covers: Vec<N>,
}

/// Where an edge stands in the input: entry `entry`, cover number `edge`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgeAt {
    pub entry: usize,
    pub edge: usize,
}

/// Why the entries are not a (partial) lattice. Nodes are entry indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LatticeError {
    /// An edge names a node that has no entry of its own.
    UnknownNode { at: EdgeAt },
    /// A node has two entries; `first` is the earlier one.
    DuplicateNode { entry: usize, first: usize },
    /// An entry lists the same cover twice; `first` is the earlier edge.
    DuplicateEdge { at: EdgeAt, first: usize },
    /// A node lists itself as a cover.
    SelfEdge { at: EdgeAt },
    /// The edges go round: `cycle[0] -> cycle[1] -> … -> cycle[0]`; `closing`
    /// is the edge from the last node back to the first.
    Cycle { cycle: Vec<usize>, closing: EdgeAt },
    /// `a` and `b` have upper bounds but no least one: `candidates` are the
    /// minimal upper bounds, two or more, none below another.
    NoLeastUpperBound {
        a: usize,
        b: usize,
        candidates: Vec<usize>,
    },
    /// The lattice was required to be total, but `a` and `b` have no upper bound.
    NoUpperBound { a: usize, b: usize },
}

/// A validated partial lattice with its join table.
#[derive(Clone, Debug)]
pub struct Lattice<N> {
    entries: Vec<Entry<N>>,
    /// `covers[i]`: the entry indices of the nodes just above node `i`.
    covers: Vec<Vec<usize>>,
    /// `join[i][j]`: the least upper bound of nodes `i` and `j`, if they have one.
    join: Vec<Vec<Option<usize>>>,
}

impl<N: Clone + Eq + std::hash::Hash> Lattice<N> {
    /// Checks the entries and computes every join.
    ///
    /// Errors of the input's shape (unknown nodes, duplicates, self-edges) are
    /// all reported together; a cycle or a pair without a least upper bound is
    /// only looked for once the shape is sound.
    pub fn new(entries: Vec<Entry<N>>) -> Result<Self, Vec<LatticeError>> {
        let covers = resolve(&entries)?;
        if let Some(error) = find_cycle(&covers) {
            return Err(vec![error]);
        }
        let above = reflexive_transitive_closure(&covers);
        let n = entries.len();
        let mut join = vec![vec![None; n]; n];
        let mut errors = Vec::new();
        for (a, b) in (0..n).flat_map(|a| (a..n).map(move |b| (a, b))) {
            match least_upper_bound(&above, a, b) {
                Ok(j) => {
                    join[a][b] = j;
                    join[b][a] = j;
                }
                Err(candidates) => {
                    errors.push(LatticeError::NoLeastUpperBound { a, b, candidates })
                }
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(Lattice {
            entries,
            covers,
            join,
        })
    }

    /// Fails with one error per unordered pair that has no upper bound at all.
    pub fn require_total(&self) -> Result<(), Vec<LatticeError>> {
        let n = self.len();
        let errors: Vec<_> = (0..n)
            .flat_map(|a| (a..n).map(move |b| (a, b)))
            .filter(|&(a, b)| self.join[a][b].is_none())
            .map(|(a, b)| LatticeError::NoUpperBound { a, b })
            .collect();
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }
}

impl<N> Lattice<N> {
    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// The name of node `i`, as written in its entry.
    pub fn node(&self, i: usize) -> &N {
        &self.entries[i].node
    }

    /// The nodes just above node `i`, in the order they were written.
    pub fn covers(&self, i: usize) -> &[usize] {
        &self.covers[i]
    }

    /// `a ⊔ b`, the least upper bound, if `a` and `b` have an upper bound.
    pub fn join(&self, a: usize, b: usize) -> Option<usize> {
        self.join[a][b]
    }

    /// Whether `a ≤ b` in the lattice's order: `a ⊔ b = b` (so `a ≤ a`).
    pub fn is_below(&self, a: usize, b: usize) -> bool {
        self.join[a][b] == Some(b)
    }

    /// Whether every pair has a join.
    #[cfg(test)]
    pub fn is_total(&self) -> bool {
        self.join.iter().flatten().all(Option::is_some)
    }
}

/// Maps every cover to its entry index, collecting every shape error.
fn resolve<N: Clone + Eq + std::hash::Hash>(
    entries: &[Entry<N>],
) -> Result<Vec<Vec<usize>>, Vec<LatticeError>> {
    let mut errors = Vec::new();
    let mut index: HashMap<&N, usize> = HashMap::new();
    for (i, entry) in entries.iter().enumerate() {
        if let Some(&first) = index.get(&entry.node) {
            errors.push(LatticeError::DuplicateNode { entry: i, first });
        } else {
            index.insert(&entry.node, i);
        }
    }
    let mut covers = Vec::with_capacity(entries.len());
    for (i, entry) in entries.iter().enumerate() {
        let mut resolved: Vec<usize> = Vec::with_capacity(entry.covers.len());
        for (e, cover) in entry.covers.iter().enumerate() {
            let at = EdgeAt { entry: i, edge: e };
            if let Some(first) = entry.covers[..e].iter().position(|c| c == cover) {
                errors.push(LatticeError::DuplicateEdge { at, first });
            } else if *cover == entry.node {
                errors.push(LatticeError::SelfEdge { at });
            } else {
                match index.get(cover) {
                    Some(&j) => resolved.push(j),
                    None => errors.push(LatticeError::UnknownNode { at }),
                }
            }
        }
        covers.push(resolved);
    }
    if errors.is_empty() {
        Ok(covers)
    } else {
        Err(errors)
    }
}

/// A depth-first search for a directed cycle; returns the first one found.
fn find_cycle(covers: &[Vec<usize>]) -> Option<LatticeError> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        OnPath,
        Done,
    }
    let n = covers.len();
    let mut mark = vec![Mark::New; n];
    for root in 0..n {
        if mark[root] != Mark::New {
            continue;
        }
        // The path from `root`, each node with the index of its next cover to visit.
        let mut path: Vec<(usize, usize)> = vec![(root, 0)];
        mark[root] = Mark::OnPath;
        while let Some(&mut (node, ref mut next)) = path.last_mut() {
            if let Some(&up) = covers[node].get(*next) {
                let edge = *next;
                *next += 1;
                match mark[up] {
                    Mark::New => {
                        mark[up] = Mark::OnPath;
                        path.push((up, 0));
                    }
                    Mark::OnPath => {
                        let start = path.iter().position(|&(p, _)| p == up).unwrap_or(0);
                        let cycle = path[start..].iter().map(|&(p, _)| p).collect();
                        return Some(LatticeError::Cycle {
                            cycle,
                            closing: EdgeAt { entry: node, edge },
                        });
                    }
                    Mark::Done => {}
                }
            } else {
                mark[node] = Mark::Done;
                path.pop();
            }
        }
    }
    None
}

/// `above[i][j]` is true when `j` can be reached from `i` by going up zero or
/// more edges. The graph is acyclic and small, so a search per node is plenty.
fn reflexive_transitive_closure(covers: &[Vec<usize>]) -> Vec<Vec<bool>> {
    let n = covers.len();
    let mut above = vec![vec![false; n]; n];
    for (start, row) in above.iter_mut().enumerate() {
        let mut stack = vec![start];
        while let Some(node) = stack.pop() {
            if !row[node] {
                row[node] = true;
                stack.extend(&covers[node]);
            }
        }
    }
    above
}

/// The least upper bound of `a` and `b`: `Ok(None)` if they have no upper
/// bound, `Err(candidates)` if the minimal upper bounds are two or more.
fn least_upper_bound(above: &[Vec<bool>], a: usize, b: usize) -> Result<Option<usize>, Vec<usize>> {
    let n = above.len();
    let bounds: Vec<usize> = (0..n).filter(|&c| above[a][c] && above[b][c]).collect();
    // A bound is minimal when no other bound lies below it.
    let minimal: Vec<usize> = bounds
        .iter()
        .copied()
        .filter(|&c| !bounds.iter().any(|&d| d != c && above[d][c]))
        .collect();
    match minimal.as_slice() {
        [] => Ok(None),
        [j] => Ok(Some(*j)),
        _ => Err(minimal),
    }
}

/// Renders an error with the node names, for messages and tests.
pub struct Describe<'a, N> {
    pub entries: &'a [Entry<N>],
    pub error: &'a LatticeError,
}

impl<N: fmt::Display> fmt::Display for Describe<'_, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |i: usize| &self.entries[i].node;
        let cover = |at: &EdgeAt| &self.entries[at.entry].covers[at.edge];
        match self.error {
            LatticeError::UnknownNode { at } => write!(
                f,
                "unknown node `{}`: every node needs an entry of its own, such as `{} => []`",
                cover(at),
                cover(at)
            ),
            LatticeError::DuplicateNode { entry, .. } => write!(
                f,
                "node `{}` has two entries: list all the nodes just above it in one entry",
                name(*entry)
            ),
            LatticeError::DuplicateEdge { at, .. } => write!(
                f,
                "edge `{} => {}` is given twice: remove one",
                name(at.entry),
                cover(at)
            ),
            LatticeError::SelfEdge { at } => write!(
                f,
                "self-edge `{} => {}`: a node is never above itself, remove the edge",
                name(at.entry),
                cover(at)
            ),
            LatticeError::Cycle { cycle, .. } => {
                write!(f, "the edges form a cycle: ")?;
                for &node in cycle {
                    write!(f, "{} -> ", name(node))?;
                }
                write!(
                    f,
                    "{}; a lattice has no cycles, remove one of these edges",
                    name(cycle[0])
                )
            }
            LatticeError::NoLeastUpperBound { a, b, candidates } => {
                write!(
                    f,
                    "`{}` and `{}` have no least upper bound: ",
                    name(*a),
                    name(*b)
                )?;
                for (k, &c) in candidates.iter().enumerate() {
                    let sep = match k {
                        0 => "",
                        k if k + 1 == candidates.len() => " and ",
                        _ => ", ",
                    };
                    write!(f, "{sep}`{}`", name(c))?;
                }
                write!(
                    f,
                    " are all minimal upper bounds; add an edge that orders them, \
                     or a node above `{}` and `{}` and below them",
                    name(*a),
                    name(*b)
                )
            }
            LatticeError::NoUpperBound { a, b } => write!(
                f,
                "`{}` and `{}` have no upper bound, but the lattice is declared `total`: \
                 add edges that join them, or remove `total;`",
                name(*a),
                name(*b)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lattice(
        spec: &[(&'static str, &[&'static str])],
    ) -> Result<Lattice<&'static str>, Vec<LatticeError>> {
        Lattice::new(
            spec.iter()
                .map(|(node, covers)| Entry {
                    node: *node,
                    covers: covers.to_vec(),
                })
                .collect(),
        )
    }

    fn messages(spec: &[(&'static str, &[&'static str])]) -> Vec<String> {
        let entries: Vec<_> = spec
            .iter()
            .map(|(node, covers)| Entry {
                node: *node,
                covers: covers.to_vec(),
            })
            .collect();
        match Lattice::new(entries.clone()) {
            Ok(_) => panic!("expected an error"),
            Err(errors) => errors
                .iter()
                .map(|error| {
                    Describe {
                        entries: &entries,
                        error,
                    }
                    .to_string()
                })
                .collect(),
        }
    }

    /// JAX's standard lattice with x64, as the core issue writes it.
    const JAX: &[(&str, &[&str])] = &[
        ("b1", &["i*"]),
        ("i*", &["u1", "i1"]),
        ("u1", &["u2", "i2"]),
        ("u2", &["u4", "i4"]),
        ("u4", &["u8", "i8"]),
        ("u8", &["f*"]),
        ("i1", &["i2"]),
        ("i2", &["i4"]),
        ("i4", &["i8"]),
        ("i8", &["f*"]),
        ("f*", &["bf", "f2", "c*"]),
        ("bf", &["f4"]),
        ("f2", &["f4"]),
        ("f4", &["f8", "c8"]),
        ("f8", &["c16"]),
        ("c*", &["c8"]),
        ("c8", &["c16"]),
        ("c16", &[]),
    ];

    fn join_by_name(l: &Lattice<&'static str>, a: &str, b: &str) -> Option<&'static str> {
        let find = |name: &str| (0..l.len()).find(|&i| *l.node(i) == name).unwrap();
        l.join(find(a), find(b)).map(|j| *l.node(j))
    }

    #[test]
    fn jax_lattice_joins_like_the_published_table() {
        let l = lattice(JAX).unwrap();
        assert!(l.is_total());
        assert_eq!(join_by_name(&l, "i1", "u1"), Some("i2"));
        assert_eq!(join_by_name(&l, "u8", "i1"), Some("f*"));
        assert_eq!(join_by_name(&l, "i4", "f2"), Some("f2"));
        assert_eq!(join_by_name(&l, "bf", "f2"), Some("f4"));
        assert_eq!(join_by_name(&l, "f8", "c8"), Some("c16"));
        assert_eq!(join_by_name(&l, "c*", "f4"), Some("c8"));
        assert_eq!(join_by_name(&l, "i*", "u4"), Some("u4"));
        assert_eq!(join_by_name(&l, "b1", "b1"), Some("b1"));
    }

    #[test]
    fn join_is_an_upper_bound_below_every_other_upper_bound() {
        let l = lattice(JAX).unwrap();
        let n = l.len();
        let above = reflexive_transitive_closure(&l.covers);
        let le = |a: usize, b: usize| above[a][b];
        for a in 0..n {
            for b in 0..n {
                let j = l.join(a, b).unwrap();
                assert!(le(a, j) && le(b, j));
                for c in (0..n).filter(|&c| le(a, c) && le(b, c)) {
                    assert!(le(j, c), "{} is not below {}", l.node(j), l.node(c));
                }
            }
        }
    }

    #[test]
    fn is_below_is_the_order_that_the_joins_give() {
        let l = lattice(JAX).unwrap();
        let below = |a: &str, b: &str| {
            let find = |name: &str| (0..l.len()).find(|&i| *l.node(i) == name).unwrap();
            l.is_below(find(a), find(b))
        };
        assert!(below("i1", "f2") && below("b1", "c16") && below("f4", "f4"));
        assert!(below("i*", "u1") && below("f*", "bf"));
        assert!(!below("f4", "bf") && !below("u8", "i8") && !below("u1", "i*"));
        let above = reflexive_transitive_closure(&l.covers);
        for (a, row) in above.iter().enumerate() {
            for (b, &a_below_b) in row.iter().enumerate() {
                let (x, y) = (l.node(a), l.node(b));
                assert_eq!(l.is_below(a, b), a_below_b, "{x} ≤ {y}");
            }
        }
    }

    #[test]
    fn partial_lattice_leaves_unbounded_pairs_without_join() {
        let l = lattice(&[("a", &["c"]), ("b", &["c"]), ("c", &[]), ("d", &[])]).unwrap();
        assert!(!l.is_total());
        assert_eq!(join_by_name(&l, "a", "b"), Some("c"));
        assert_eq!(join_by_name(&l, "a", "d"), None);
        assert_eq!(
            l.require_total().unwrap_err(),
            vec![
                LatticeError::NoUpperBound { a: 0, b: 3 },
                LatticeError::NoUpperBound { a: 1, b: 3 },
                LatticeError::NoUpperBound { a: 2, b: 3 },
            ]
        );
    }

    #[test]
    fn jep_example_has_two_minimal_upper_bounds() {
        // JEP 9407: {A: [C, D], B: [C, D]} is not a lattice.
        let errors = lattice(&[
            ("A", &["C", "D"]),
            ("B", &["C", "D"]),
            ("C", &[]),
            ("D", &[]),
        ])
        .unwrap_err();
        assert_eq!(
            errors,
            vec![LatticeError::NoLeastUpperBound {
                a: 0,
                b: 1,
                candidates: vec![2, 3]
            }]
        );
        let text = messages(&[
            ("A", &["C", "D"]),
            ("B", &["C", "D"]),
            ("C", &[]),
            ("D", &[]),
        ]);
        assert_eq!(
            text,
            [
                "`A` and `B` have no least upper bound: `C` and `D` are all minimal upper bounds; \
              add an edge that orders them, or a node above `A` and `B` and below them"
            ]
        );
    }

    #[test]
    fn shape_errors_are_all_reported() {
        let errors = lattice(&[("a", &["b", "b", "a", "zz"]), ("b", &[]), ("a", &[])]).unwrap_err();
        assert_eq!(
            errors,
            vec![
                LatticeError::DuplicateNode { entry: 2, first: 0 },
                LatticeError::DuplicateEdge {
                    at: EdgeAt { entry: 0, edge: 1 },
                    first: 0
                },
                LatticeError::SelfEdge {
                    at: EdgeAt { entry: 0, edge: 2 }
                },
                LatticeError::UnknownNode {
                    at: EdgeAt { entry: 0, edge: 3 }
                },
            ]
        );
    }

    #[test]
    fn cycle_is_named_in_order() {
        let spec: &[(&str, &[&str])] =
            &[("x", &["a"]), ("a", &["b"]), ("b", &["c"]), ("c", &["a"])];
        assert_eq!(
            lattice(spec).unwrap_err(),
            vec![LatticeError::Cycle {
                cycle: vec![1, 2, 3],
                closing: EdgeAt { entry: 3, edge: 0 }
            }]
        );
        assert_eq!(
            messages(spec),
            [
                "the edges form a cycle: a -> b -> c -> a; a lattice has no cycles, remove one of these edges"
            ]
        );
    }

    #[test]
    fn messages_name_the_offending_nodes() {
        assert_eq!(
            messages(&[("a", &["q"])]),
            ["unknown node `q`: every node needs an entry of its own, such as `q => []`"]
        );
        assert_eq!(
            messages(&[("a", &[]), ("a", &[])]),
            ["node `a` has two entries: list all the nodes just above it in one entry"]
        );
        assert_eq!(
            messages(&[("a", &["b", "b"]), ("b", &[])]),
            ["edge `a => b` is given twice: remove one"]
        );
        assert_eq!(
            messages(&[("a", &["a"])]),
            ["self-edge `a => a`: a node is never above itself, remove the edge"]
        );
    }

    #[test]
    fn redundant_edges_do_not_change_joins() {
        // `a => c` is implied by a -> b -> c; joins are the same with or without it.
        let with = lattice(&[("a", &["b", "c"]), ("b", &["c"]), ("c", &[])]).unwrap();
        let without = lattice(&[("a", &["b"]), ("b", &["c"]), ("c", &[])]).unwrap();
        for a in 0..3 {
            for b in 0..3 {
                assert_eq!(with.join(a, b), without.join(a, b));
            }
        }
    }
}
