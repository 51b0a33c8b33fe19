//! The laws that make promotion a lattice join, on every pair and triple.
//!
//! The run-time tables and the trait impls are expanded from one computation
//! in `lattice!`, and both equal JAX (see `jax_fixture.rs`), so these laws
//! hold for the types too.

use dtype_lattice::{
    DTypeId::{self, *},
    PromotionMode, promote_types, result_type, strict_promote_types, strict_result_type,
};

const ALL: [DTypeId; 35] = DTypeId::ALL;

fn standard(a: DTypeId, b: DTypeId) -> Option<DTypeId> {
    promote_types(a, b).ok()
}

fn strict(a: DTypeId, b: DTypeId) -> Option<DTypeId> {
    strict_promote_types(a, b).ok()
}

#[test]
fn standard_join_is_commutative() {
    for a in ALL {
        for b in ALL {
            assert_eq!(standard(a, b), standard(b, a), "{a} ⊔ {b}");
        }
    }
}

#[test]
fn standard_join_is_total_on_the_classic_dtypes() {
    for a in DTypeId::CLASSIC {
        for b in DTypeId::CLASSIC {
            assert!(standard(a, b).is_some(), "{a} ⊔ {b}");
        }
    }
}

#[test]
fn standard_join_is_associative_on_all_42875_triples() {
    // A partial lattice: both groupings are defined, or neither is, and then
    // they agree. On the 5,832 classic triples both are always defined.
    let (mut triples, mut defined) = (0, 0);
    for a in ALL {
        for b in ALL {
            for c in ALL {
                let left = standard(a, b).and_then(|ab| standard(ab, c));
                let right = standard(b, c).and_then(|bc| standard(a, bc));
                assert_eq!(left, right, "({a} ⊔ {b}) ⊔ {c}");
                triples += 1;
                defined += usize::from(left.is_some());
            }
        }
    }
    assert_eq!(triples, 42875);
    assert!(defined > 5832);
}

#[test]
fn standard_join_is_idempotent() {
    for a in ALL {
        assert_eq!(standard(a, a), Some(a));
    }
}

#[test]
fn bool_is_the_bottom_and_complex128_the_top_of_the_classic_dtypes() {
    for a in ALL {
        assert_eq!(standard(Bool, a), Some(a));
    }
    for a in DTypeId::CLASSIC {
        assert_eq!(standard(a, Complex128), Some(Complex128));
    }
}

#[test]
fn the_extended_dtypes_are_leaves_that_join_only_what_is_below_them() {
    for a in DTypeId::EXTENDED {
        assert_eq!(PromotionMode::Standard.covers(a), &[]);
        for b in ALL {
            if let Some(j) = standard(a, b) {
                assert_eq!(j, a, "{a} ⊔ {b}");
            }
        }
    }
    assert_eq!(standard(Float8E4M3Fn, UInt64), Some(Float8E4M3Fn));
    assert_eq!(standard(Float8E4M3Fn, WeakFloat), Some(Float8E4M3Fn));
    assert_eq!(standard(Float8E4M3Fn, Float32), None);
    assert_eq!(standard(Float8E4M3Fn, Float8E5M2), None);
    assert_eq!(standard(Int4, WeakInt), Some(Int4));
    assert_eq!(standard(Int4, Int8), None);
    assert_eq!(standard(Int4, UInt4), None);
}

#[test]
fn standard_join_is_the_least_upper_bound() {
    // `a ≤ b` iff `a ⊔ b = b`; the join is above both and below every common
    // upper bound, and where there is none, no dtype is above both.
    let le = |a: DTypeId, b: DTypeId| standard(a, b) == Some(b);
    for a in ALL {
        for b in ALL {
            let uppers = ALL.into_iter().filter(|&c| le(a, c) && le(b, c));
            match standard(a, b) {
                Some(j) => {
                    assert!(le(a, j) && le(b, j));
                    for c in uppers {
                        assert!(le(j, c), "{a} ⊔ {b} = {j} is not below the upper bound {c}");
                    }
                }
                None => assert_eq!(uppers.count(), 0, "{a} and {b}"),
            }
        }
    }
}

#[test]
fn strict_join_is_commutative_and_idempotent() {
    for a in ALL {
        assert_eq!(strict(a, a), Some(a));
        for b in ALL {
            assert_eq!(strict(a, b), strict(b, a), "{a} ⊔ {b}");
        }
    }
}

#[test]
fn strict_join_is_associative_where_defined() {
    // A partial lattice: both groupings are defined, or neither is, and then they agree.
    for a in ALL {
        for b in ALL {
            for c in ALL {
                let left = strict(a, b).and_then(|ab| strict(ab, c));
                let right = strict(b, c).and_then(|bc| strict(a, bc));
                assert_eq!(left, right, "{a}, {b}, {c}");
            }
        }
    }
}

#[test]
fn strict_join_agrees_with_standard_where_defined() {
    for a in ALL {
        for b in ALL {
            if let Some(j) = strict(a, b) {
                assert_eq!(Some(j), standard(a, b), "{a} ⊔ {b}");
            }
        }
    }
}

#[test]
fn strict_allows_only_equal_dtypes_and_weak_types_below_their_kind() {
    let allowed = ALL
        .into_iter()
        .flat_map(|a| ALL.map(|b| (a, b)))
        .filter(|&(a, b)| strict(a, b).is_some())
        .count();
    // 68 among the classic dtypes; each extended dtype joins itself and the
    // weak type below it (both orders), and the small floats the weak int too.
    assert_eq!(allowed, 68 + 6 * 3 + 11 * 5);
    assert_eq!(strict(Float32, Int32), None);
    assert_eq!(strict(Bool, WeakInt), None);
    assert_eq!(strict(Int8, UInt8), None);
    assert_eq!(strict(WeakInt, UInt64), Some(UInt64));
    assert_eq!(strict(WeakInt, BFloat16), Some(BFloat16));
    assert_eq!(strict(WeakFloat, Int8), None);
}

#[test]
fn result_type_folds_the_join() {
    for a in ALL {
        assert_eq!(result_type(&[a]), Ok(a));
        for b in ALL {
            for c in ALL {
                let j = standard(a, b).and_then(|ab| standard(ab, c));
                assert_eq!(result_type(&[a, b, c]).ok(), j);
                assert_eq!(result_type(&[c, b, a]).ok(), j);
                let s = strict(a, b).and_then(|ab| strict(ab, c));
                assert_eq!(strict_result_type(&[a, b, c]).ok(), s);
            }
        }
    }
    assert!(result_type(&[]).is_err());
    assert!(strict_result_type(&[]).is_err());
}

#[test]
fn promotion_mode_join_matches_the_functions() {
    for a in ALL {
        for b in ALL {
            assert_eq!(PromotionMode::Standard.join(a, b), standard(a, b));
            assert_eq!(PromotionMode::Strict.join(a, b), strict(a, b));
        }
    }
}

#[test]
fn joins_are_reached_by_following_the_covers_up() {
    // `a ≤ c` exactly when `c` is reachable from `a` along the edges.
    for mode in [
        PromotionMode::Standard,
        PromotionMode::Strict,
        PromotionMode::Lossless,
    ] {
        // The lossless lattice has the classic dtypes only.
        let nodes: &[DTypeId] = match mode {
            PromotionMode::Lossless => &DTypeId::CLASSIC,
            _ => &ALL,
        };
        for &a in nodes {
            let mut reachable = vec![a];
            let mut i = 0;
            while i < reachable.len() {
                for &up in mode.covers(reachable[i]) {
                    if !reachable.contains(&up) {
                        reachable.push(up);
                    }
                }
                i += 1;
            }
            for c in ALL {
                assert_eq!(
                    reachable.contains(&c),
                    mode.join(a, c) == Some(c),
                    "{mode:?}: {a} ≤ {c}"
                );
            }
        }
    }
}
