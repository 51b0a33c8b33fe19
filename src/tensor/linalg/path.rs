//! The order in which `einsum` contracts its operands: the path `jnp.einsum`
//! takes, which is opt_einsum's `contract_path` with `optimize="auto"`.
//!
//! opt_einsum chooses by the number of operands: up to four, the `optimal`
//! search (every order of pairwise contractions, depth first, keeping the
//! first of least flops); five and six, branch and bound over every
//! candidate; seven and eight, over the two cheapest candidates at each
//! step; nine to fourteen, over the cheapest only. Costs are opt_einsum's
//! flop estimate (the size of the pair's labels, doubled where a shared
//! label is summed) and, to rank candidates, the memory a contraction
//! removes. Both caches of opt_einsum are kept as it keeps them, keyed by
//! the pair's label sets alone, since a cached result can differ from what a
//! fresh computation would give in another context, and the path follows it.
//!
//! The order in which opt_einsum visits the pairs of a step is the order of
//! a Python set of integers: ascending while the ids stay below eight,
//! the slots of CPython's hash table beyond ([`PySet`] lays them out as
//! CPython does). It matters where two candidates cut each other off: of
//! 400 random subscripts of three to twelve operands
//! (`tests/jax_einsum_order.rs`), every path is JAX's, and 15 would not be
//! in ascending order. Over fourteen operands opt_einsum runs its greedy
//! search, which visits candidates in the order of Python's hashes of the
//! labels' strings, different in each process unless `PYTHONHASHSEED` is
//! set, so that JAX itself may take another path from one run to the
//! next: such einsums are contracted left to right here.

use std::collections::BTreeMap;
use std::vec::Vec;

/// A label of an axis: an ASCII letter (its byte), or the `i`-th axis that an
/// ellipsis stands for (`ELLIPSIS + i` in `einsum.rs`, counted from the left
/// of the broadcast ellipsis axes, so that shorter ellipses align on the
/// right).
pub(super) type Label = u32;

/// A set of labels, sorted, each once.
type Set = Vec<Label>;

/// A path in opt_einsum's "linear" form: each step names the positions, in
/// the list of operands left, of the two it contracts (or of the only one),
/// and appends its result at the end of the list.
pub(super) type Path = Vec<Vec<usize>>;

fn set(labels: &[Label]) -> Set {
    let mut set = labels.to_vec();
    set.sort_unstable();
    set.dedup();
    set
}

fn union(a: &[Label], b: &[Label]) -> Set {
    set(&[a, b].concat())
}

fn intersect(a: &[Label], b: &[Label]) -> Set {
    a.iter().copied().filter(|l| b.contains(l)).collect()
}

/// The product of the labels' lengths (saturating: a cost, never a size
/// that is allocated).
fn size(labels: &[Label], lengths: &BTreeMap<Label, usize>) -> u128 {
    labels
        .iter()
        .fold(1u128, |n, l| n.saturating_mul(lengths[l] as u128))
}

/// opt_einsum's `flop_count` of a contraction of two operands over the
/// labels `either`, with `inner` when a label they share is summed.
fn flop_count(either: &[Label], inner: bool, lengths: &BTreeMap<Label, usize>) -> u128 {
    size(either, lengths).saturating_mul(1 + u128::from(inner))
}

/// What the searches share: the output's labels, the labels' lengths, and
/// the cache of pair results. The operands' label sets (inputs first, then
/// one per contraction so far, as opt_einsum's "static single assignment"
/// ids) are passed alongside.
struct Search<'a> {
    output: &'a [Label],
    lengths: &'a BTreeMap<Label, usize>,
    /// opt_einsum's `result_cache`: the labels and flops of contracting two
    /// label sets, keyed by the sets alone.
    pairs: BTreeMap<(Set, Set), (Set, u128)>,
}

impl Search<'_> {
    /// opt_einsum's `calc_k12_flops`, through its cache: the labels of
    /// operands `i` and `j` contracted (those the output or another
    /// operand left needs) and the flops it costs.
    fn pair(&mut self, sets: &[Set], remaining: &[usize], i: usize, j: usize) -> (Set, u128) {
        let key = (sets[i].clone(), sets[j].clone());
        if let Some(found) = self.pairs.get(&key) {
            return found.clone();
        }
        let either = union(&sets[i], &sets[j]);
        let shared = intersect(&sets[i], &sets[j]);
        let mut keep = self.output.to_vec();
        for &r in remaining.iter().filter(|&&r| r != i && r != j) {
            keep.extend_from_slice(&sets[r]);
        }
        let keep = set(&keep);
        let k12 = intersect(&either, &keep);
        let inner = shared.iter().any(|l| !keep.contains(l));
        let found = (k12, flop_count(&either, inner, self.lengths));
        self.pairs.insert(key, found.clone());
        found
    }
}

/// opt_einsum's `remaining - {i, j} | {next}`.
fn after(remaining: &PySet, i: usize, j: usize, next: usize) -> PySet {
    remaining
        .difference(&PySet::of([i, j]))
        .union(&PySet::of([next]))
}

/// Every pair of `remaining` (in the set's order), in
/// `itertools.combinations` order, each `(i, j)` with `i < j`.
fn pairs(remaining: &[usize]) -> impl Iterator<Item = (usize, usize)> + '_ {
    (0..remaining.len()).flat_map(move |a| {
        (a + 1..remaining.len()).map(move |b| {
            let (i, j) = (remaining[a], remaining[b]);
            (i.min(j), i.max(j))
        })
    })
}

/// opt_einsum's `optimal`: the first path of least flops, depth first.
fn optimal(search: &mut Search, sets: &mut Vec<Set>) -> Vec<(usize, usize)> {
    struct Best {
        flops: u128,
        path: Vec<(usize, usize)>,
    }
    fn iterate(
        search: &mut Search,
        sets: &mut Vec<Set>,
        set: &PySet,
        path: &mut Vec<(usize, usize)>,
        flops: u128,
        best: &mut Best,
    ) {
        let remaining = &set.keys();
        if remaining.len() == 1 {
            best.flops = flops;
            best.path = path.clone();
            return;
        }
        for (i, j) in pairs(remaining) {
            let (k12, cost) = search.pair(sets, remaining, i, j);
            let new_flops = flops.saturating_add(cost);
            if new_flops >= best.flops {
                continue;
            }
            let next = sets.len();
            sets.push(k12);
            path.push((i, j));
            iterate(search, sets, &after(set, i, j, next), path, new_flops, best);
            path.pop();
            sets.pop();
        }
    }
    let mut best = Best {
        flops: u128::MAX,
        path: Vec::new(),
    };
    let remaining = PySet::of(0..sets.len());
    iterate(search, sets, &remaining, &mut Vec::new(), 0, &mut best);
    best.path
}

/// opt_einsum's `BranchBound` (flops first, then the largest
/// intermediate; a branch cut where its flops pass four times the best seen
/// at its depth), exploring the `branches` cheapest candidates of each step
/// (all of them if `None`).
fn branch(
    search: &mut Search,
    sets: &mut Vec<Set>,
    branches: Option<usize>,
) -> Vec<(usize, usize)> {
    struct State {
        branches: Option<usize>,
        best_flops: u128,
        best_size: u128,
        best_path: Vec<(usize, usize)>,
        /// The least flops seen so far with this many operands made.
        progress: BTreeMap<usize, u128>,
        sizes: BTreeMap<Set, u128>,
    }
    /// A candidate: opt_einsum's heap entry, in its comparison order.
    type Candidate = (i128, u128, u128, u128, (usize, usize), Set);
    #[allow(clippy::too_many_arguments)]
    fn assess(
        search: &mut Search,
        state: &mut State,
        sets: &[Set],
        remaining: &[usize],
        (flops, size): (u128, u128),
        i: usize,
        j: usize,
    ) -> Option<Candidate> {
        let (k12, flops12) = search.pair(sets, remaining, i, j);
        let size12 = *state
            .sizes
            .entry(k12.clone())
            .or_insert_with(|| self::size(&k12, search.lengths));
        let new_flops = flops.saturating_add(flops12);
        let new_size = size.max(size12);
        if (new_flops, new_size) >= (state.best_flops, state.best_size) {
            return None;
        }
        let progress = state.progress.entry(sets.len()).or_insert(u128::MAX);
        if new_flops < *progress {
            *progress = new_flops;
        } else if new_flops > progress.saturating_mul(4) {
            return None;
        }
        let cost = i128::try_from(size12).unwrap_or(i128::MAX)
            - i128::try_from(state.sizes[&sets[i]]).unwrap_or(i128::MAX)
            - i128::try_from(state.sizes[&sets[j]]).unwrap_or(i128::MAX);
        Some((cost, flops12, new_flops, new_size, (i, j), k12))
    }
    fn iterate(
        search: &mut Search,
        state: &mut State,
        sets: &mut Vec<Set>,
        set: &PySet,
        path: &mut Vec<(usize, usize)>,
        at: (u128, u128),
    ) {
        let remaining = &set.keys();
        if remaining.len() == 1 {
            (state.best_flops, state.best_size) = at;
            state.best_path = path.clone();
            return;
        }
        let mut candidates: Vec<Candidate> = Vec::new();
        // Outer products only where nothing else is left.
        for outer in [false, true] {
            for (i, j) in pairs(remaining) {
                if !outer && intersect(&sets[i], &sets[j]).is_empty() {
                    continue;
                }
                candidates.extend(assess(search, state, sets, remaining, at, i, j));
            }
            if !candidates.is_empty() {
                break;
            }
        }
        candidates.sort();
        let take = state.branches.unwrap_or(candidates.len());
        for (_, _, new_flops, new_size, (i, j), k12) in candidates.into_iter().take(take) {
            let next = sets.len();
            sets.push(k12);
            path.push((i, j));
            let left = after(set, i, j, next);
            iterate(search, state, sets, &left, path, (new_flops, new_size));
            path.pop();
            sets.pop();
        }
    }
    let sizes = sets
        .iter()
        .map(|s| (s.clone(), size(s, search.lengths)))
        .collect();
    let mut state = State {
        branches,
        best_flops: u128::MAX,
        best_size: u128::MAX,
        best_path: Vec::new(),
        progress: BTreeMap::new(),
        sizes,
    };
    let remaining = PySet::of(0..sets.len());
    iterate(
        search,
        &mut state,
        sets,
        &remaining,
        &mut Vec::new(),
        (0, 0),
    );
    state.best_path
}

/// A Python `set` of small integers, as CPython lays it out (`setobject.c`,
/// checked against CPython 3.11's orders and opt_einsum 3.4's paths): the order in
/// which opt_einsum's searches visit the operands left is this table's
/// slot order (`itertools.combinations` of the set), which the path
/// follows where two candidates cut each other off. The hash of an integer
/// is itself; only the operations opt_einsum applies are here: `set(range(n))`,
/// `a - {i, j}` and `a | {n}`.
#[derive(Clone, Debug)]
struct PySet {
    table: Vec<Slot>,
    /// Slots ever used (active or dummy) and slots active.
    fill: usize,
    used: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    Empty,
    Dummy,
    Active(usize),
}

/// CPython's `LINEAR_PROBES` and `PERTURB_SHIFT`.
const LINEAR_PROBES: usize = 9;
const PERTURB_SHIFT: u32 = 5;

impl PySet {
    fn new() -> PySet {
        PySet {
            table: std::vec![Slot::Empty; 8],
            fill: 0,
            used: 0,
        }
    }

    fn mask(&self) -> usize {
        self.table.len() - 1
    }

    /// `set(keys)` (`set(range(n))`, or a display `{a, b}`): each key
    /// added in turn.
    fn of(keys: impl IntoIterator<Item = usize>) -> PySet {
        let mut set = PySet::new();
        for key in keys {
            set.add(key);
        }
        set
    }

    /// The active keys in slot order: how a loop over the set sees them.
    fn keys(&self) -> Vec<usize> {
        (self.table.iter())
            .filter_map(|slot| match *slot {
                Slot::Active(key) => Some(key),
                _ => None,
            })
            .collect()
    }

    fn contains(&self, key: usize) -> bool {
        self.table.contains(&Slot::Active(key))
    }

    /// The slots a key probes, in order: runs of `LINEAR_PROBES + 1` where
    /// they fit below the mask, then a jump by the perturbed hash.
    fn probe(mask: usize, key: usize, mut visit: impl FnMut(usize) -> bool) {
        let (mut i, mut perturb) = (key & mask, key);
        loop {
            let run = if i + LINEAR_PROBES <= mask {
                LINEAR_PROBES
            } else {
                0
            };
            for at in i..=i + run {
                if visit(at) {
                    return;
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb)) & mask;
        }
    }

    /// `set_add_entry`: into the first dummy or empty slot on the key's
    /// probe (unless it is there); a resize to four times the keys where
    /// the table is three fifths used.
    fn add(&mut self, key: usize) {
        let mask = self.mask();
        let (mut free, mut empty, mut found) = (None, None, false);
        Self::probe(mask, key, |at| match self.table[at] {
            Slot::Empty => {
                empty = Some(at);
                true
            }
            Slot::Active(k) if k == key => {
                found = true;
                true
            }
            Slot::Dummy => {
                free.get_or_insert(at);
                false
            }
            Slot::Active(_) => false,
        });
        if found {
            return;
        }
        if let Some(at) = free {
            self.table[at] = Slot::Active(key);
            self.used += 1;
            return;
        }
        let at = empty.expect("a probe ends at an empty slot");
        self.table[at] = Slot::Active(key);
        self.fill += 1;
        self.used += 1;
        if self.fill * 5 >= mask * 3 {
            self.resize(self.used * 4);
        }
    }

    /// `set_insert_clean`: into the first empty slot on the key's probe of
    /// a table without dummies.
    fn insert_clean(table: &mut [Slot], key: usize) {
        let mask = table.len() - 1;
        let mut at = None;
        Self::probe(mask, key, |i| {
            let empty = table[i] == Slot::Empty;
            if empty {
                at = Some(i);
            }
            empty
        });
        table[at.expect("a probe ends at an empty slot")] = Slot::Active(key);
    }

    /// `set_table_resize`: a table of the least power of two above
    /// `min_used` (at least 8), the active keys inserted in slot order.
    fn resize(&mut self, min_used: usize) {
        let mut size = 8;
        while size <= min_used {
            size <<= 1;
        }
        let mut table = std::vec![Slot::Empty; size];
        for key in self.keys() {
            Self::insert_clean(&mut table, key);
        }
        self.table = table;
        self.fill = self.used;
    }

    /// `set_discard_entry`: the key's slot becomes a dummy.
    fn discard(&mut self, key: usize) {
        if let Some(slot) = self.table.iter_mut().find(|s| **s == Slot::Active(key)) {
            *slot = Slot::Dummy;
            self.used -= 1;
        }
    }

    /// `set_merge` of `other` into `self`.
    fn merge(&mut self, other: &PySet) {
        if other.used == 0 {
            return;
        }
        if (self.fill + other.used) * 5 >= self.mask() * 3 {
            self.resize((self.used + other.used) * 2);
        }
        if self.fill == 0 && self.mask() == other.mask() && other.fill == other.used {
            self.table.clone_from(&other.table);
            (self.fill, self.used) = (other.fill, other.used);
        } else if self.fill == 0 {
            (self.fill, self.used) = (other.used, other.used);
            for key in other.keys() {
                Self::insert_clean(&mut self.table, key);
            }
        } else {
            for key in other.keys() {
                self.add(key);
            }
        }
    }

    /// `set(self)`: a new set merged from this one.
    fn copy(&self) -> PySet {
        let mut set = PySet::new();
        set.merge(self);
        set
    }

    /// `self - other` (`set_difference`): a copy with `other`'s keys
    /// discarded where `self` has more than four times as many keys (then
    /// a resize if more than a quarter of the slots are dummies), else a
    /// new set of `self`'s other keys added in slot order.
    fn difference(&self, other: &PySet) -> PySet {
        if self.used >> 2 > other.used {
            let mut set = self.copy();
            for key in other.keys() {
                set.discard(key);
            }
            if set.fill - set.used > set.mask() / 4 {
                set.resize(set.used * 4);
            }
            return set;
        }
        let mut set = PySet::new();
        for key in self.keys().into_iter().filter(|&k| !other.contains(k)) {
            set.add(key);
        }
        set
    }

    /// `self | other` (`set_or`): a copy with `other` merged in.
    fn union(&self, other: &PySet) -> PySet {
        let mut set = self.copy();
        set.merge(other);
        set
    }
}

/// opt_einsum's `ssa_to_linear`: each pair of ids as positions in the list
/// of operands left.
fn linear(ssa: &[(usize, usize)], operands: usize) -> Path {
    let mut ids: Vec<usize> = (0..operands).collect();
    let mut path = Vec::with_capacity(ssa.len());
    for (next, &(a, b)) in (operands..).zip(ssa) {
        let position = |id: usize| ids.partition_point(|&x| x < id);
        let (pa, pb) = (position(a), position(b));
        let (lo, hi) = (pa.min(pb), pa.max(pb));
        ids.remove(hi);
        ids.remove(lo);
        ids.push(next);
        path.push(std::vec![lo, hi]);
    }
    path
}

/// The path `jnp.einsum` contracts operands with these labels in (see the
/// module's documentation): `[[0]]` for one operand, `[[0, 1]]` for two.
pub(super) fn contract_path(
    inputs: &[Vec<Label>],
    output: &[Label],
    lengths: &BTreeMap<Label, usize>,
) -> Path {
    let n = inputs.len();
    if n <= 2 {
        return std::vec![(0..n).collect()];
    }
    let mut sets: Vec<Set> = inputs.iter().map(|labels| set(labels)).collect();
    let output = set(output);
    let mut search = Search {
        output: &output,
        lengths,
        pairs: BTreeMap::new(),
    };
    let ssa = match n {
        ..=4 => optimal(&mut search, &mut sets),
        5..=6 => branch(&mut search, &mut sets, None),
        7..=8 => branch(&mut search, &mut sets, Some(2)),
        9..=14 => branch(&mut search, &mut sets, Some(1)),
        // opt_einsum's greedy search is not reproduced: left to right.
        _ => return (1..n).map(|_| std::vec![0, 1]).collect(),
    };
    linear(&ssa, n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(s: &str) -> Vec<Label> {
        s.bytes().map(Label::from).collect()
    }

    fn path(terms: &[&str], output: &str, lengths: &[(char, usize)]) -> Path {
        let inputs: Vec<Vec<Label>> = terms.iter().map(|t| labels(t)).collect();
        let lengths = lengths.iter().map(|&(c, n)| (c as Label, n)).collect();
        contract_path(&inputs, &labels(output), &lengths)
    }

    #[test]
    fn sets_iterate_in_cpythons_order() {
        // Each `(r - {i, j}) | {next}` from `set(range(n))`, and the order
        // CPython 3.11 lists it in (`list(r)`).
        let walk = |n: usize, steps: &[(usize, usize, usize)], orders: &[&[usize]]| {
            let mut set = PySet::of(0..n);
            for (&(i, j, next), order) in steps.iter().zip(orders) {
                set = after(&set, i, j, next);
                assert_eq!(set.keys(), *order, "after {i}, {j} -> {next}");
            }
        };
        walk(
            6,
            &[(0, 1, 6), (2, 3, 7), (4, 5, 8), (6, 7, 9)],
            &[&[2, 3, 4, 5, 6], &[4, 5, 6, 7], &[8, 6, 7], &[8, 9]],
        );
        // Thirteen and more: the copy with its keys discarded.
        walk(
            13,
            &[(0, 1, 13), (5, 9, 14), (2, 3, 15), (4, 13, 16)],
            &[
                &[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
                &[2, 3, 4, 6, 7, 8, 10, 11, 12, 13, 14],
                &[4, 6, 7, 8, 10, 11, 12, 13, 14, 15],
                &[6, 7, 8, 10, 11, 12, 14, 15, 16],
            ],
        );
        walk(
            10,
            &[
                (8, 9, 10),
                (0, 10, 11),
                (1, 11, 12),
                (2, 12, 13),
                (3, 13, 14),
                (4, 14, 15),
            ],
            &[
                &[0, 1, 2, 3, 4, 5, 6, 7, 10],
                &[1, 2, 3, 4, 5, 6, 7, 11],
                &[2, 3, 4, 5, 6, 7, 12],
                &[3, 4, 5, 6, 7, 13],
                &[4, 5, 6, 7, 14],
                &[15, 5, 6, 7],
            ],
        );
    }

    #[test]
    fn ssa_ids_become_positions_in_the_operands_left() {
        // opt_einsum's own example of `ssa_to_linear`.
        assert_eq!(
            linear(&[(0, 3), (2, 4), (1, 5)], 4),
            [[0, 3], [1, 2], [0, 1]]
        );
    }

    #[test]
    fn one_or_two_operands_have_one_step() {
        assert_eq!(path(&["ij"], "i", &[('i', 2), ('j', 3)]), [[0]]);
        assert_eq!(
            path(&["ij", "jk"], "ik", &[('i', 2), ('j', 3), ('k', 4)]),
            [[0, 1]]
        );
    }

    #[test]
    fn a_chain_starts_where_it_is_cheapest() {
        let lengths = [('i', 16), ('j', 96), ('k', 128), ('l', 3)];
        // j·k·l first, then i·j·l: far fewer flops than i·j·k first.
        assert_eq!(path(&["ij", "jk", "kl"], "il", &lengths), [[1, 2], [0, 1]]);
        let lengths = [('i', 3), ('j', 128), ('k', 96), ('l', 16)];
        assert_eq!(path(&["ij", "jk", "kl"], "il", &lengths), [[0, 1], [0, 1]]);
    }

    #[test]
    fn over_fourteen_operands_the_path_is_left_to_right() {
        let terms = ["ab"; 15];
        let lengths = [('a', 2), ('b', 3)];
        assert_eq!(path(&terms, "ab", &lengths), std::vec![std::vec![0, 1]; 14]);
    }

    #[test]
    fn optimal_is_opt_einsums_documented_example() {
        // opt_einsum's docstring of `optimal`: [(0, 2), (0, 1)].
        let lengths = [('a', 1), ('b', 2), ('c', 3), ('d', 4)];
        assert_eq!(path(&["abd", "ac", "bdc"], "", &lengths), [[0, 2], [0, 1]]);
    }
}
