//! The laws that make promotion a lattice join, on every pair and triple.
//!
//! The run-time tables and the trait impls are expanded from one computation
//! in `lattice!`, and both equal JAX (see `jax_fixture.rs`), so these laws
//! hold for the types too.

use dtype_lattice::{
    DTypeId::{self, *},
    PromotionMode, promote_types, result_type, strict_promote_types, strict_result_type,
};

const ALL: [DTypeId; 18] = DTypeId::ALL;

fn strict(a: DTypeId, b: DTypeId) -> Option<DTypeId> {
    strict_promote_types(a, b).ok()
}

#[test]
fn standard_join_is_commutative() {
    for a in ALL {
        for b in ALL {
            assert_eq!(promote_types(a, b), promote_types(b, a), "{a} ⊔ {b}");
        }
    }
}

#[test]
fn standard_join_is_associative_on_all_5832_triples() {
    let mut triples = 0;
    for a in ALL {
        for b in ALL {
            for c in ALL {
                assert_eq!(
                    promote_types(promote_types(a, b), c),
                    promote_types(a, promote_types(b, c)),
                    "({a} ⊔ {b}) ⊔ {c}"
                );
                triples += 1;
            }
        }
    }
    assert_eq!(triples, 5832);
}

#[test]
fn standard_join_is_idempotent() {
    for a in ALL {
        assert_eq!(promote_types(a, a), a);
    }
}

#[test]
fn bool_is_the_bottom_and_complex128_the_top() {
    for a in ALL {
        assert_eq!(promote_types(Bool, a), a);
        assert_eq!(promote_types(a, Complex128), Complex128);
    }
}

#[test]
fn standard_join_is_the_least_upper_bound() {
    // `a ≤ b` iff `a ⊔ b = b`; the join is above both and below every common upper bound.
    let le = |a: DTypeId, b: DTypeId| promote_types(a, b) == b;
    for a in ALL {
        for b in ALL {
            let j = promote_types(a, b);
            assert!(le(a, j) && le(b, j));
            for c in ALL.into_iter().filter(|&c| le(a, c) && le(b, c)) {
                assert!(le(j, c), "{a} ⊔ {b} = {j} is not below the upper bound {c}");
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
                assert_eq!(j, promote_types(a, b), "{a} ⊔ {b}");
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
    assert_eq!(allowed, 68);
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
                let j = promote_types(promote_types(a, b), c);
                assert_eq!(result_type(&[a, b, c]), Ok(j));
                assert_eq!(result_type(&[c, b, a]), Ok(j));
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
            assert_eq!(
                PromotionMode::Standard.join(a, b),
                Some(promote_types(a, b))
            );
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
        for a in ALL {
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
