//! A downstream crate's own lattice: its own trait, its own marker types, a
//! partial lattice (float8 formats that only meet at a wider float), and the
//! run-time module over its own id enum.

use dtype_lattice::lattice;
use static_assertions::{assert_impl_all, assert_not_impl_any, assert_type_eq_all};

/// The downstream crate's promotion trait.
pub trait Join<Rhs> {
    type Output;
}

/// The downstream crate's order: `Self ≤ Rhs`.
pub trait Widens<Rhs> {}

#[derive(Debug)]
pub struct I4;
#[derive(Debug)]
pub struct I8;
#[derive(Debug)]
pub struct E4M3;
#[derive(Debug)]
pub struct E5M2;
#[derive(Debug)]
pub struct F16;
#[derive(Debug)]
pub struct Opaque;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Id {
    I4,
    I8,
    E4M3,
    E5M2,
    F16,
    Opaque,
}

lattice! {
    trait = Join;
    order = Widens;
    /// The float8 lattice at run time.
    runtime = mod float8 for crate::Id;

    I4 => [I8],
    I8 => [F16],
    E4M3 => [F16],
    E5M2 => [F16],
    F16 => [],
    Opaque => [],
}

type Joined<A, B> = <A as Join<B>>::Output;

assert_type_eq_all!(Joined<I4, I8>, I8);
assert_type_eq_all!(Joined<I4, E4M3>, F16);
assert_type_eq_all!(Joined<E4M3, E5M2>, F16);
assert_type_eq_all!(Joined<E5M2, E5M2>, E5M2);
assert_type_eq_all!(Joined<F16, I4>, F16);
assert_type_eq_all!(Joined<Opaque, Opaque>, Opaque);
assert_not_impl_any!(Opaque: Join<I4>, Join<F16>);
assert_not_impl_any!(F16: Join<Opaque>);

// The order: reflexive, transitive, and only where the join is the right side.
assert_impl_all!(I4: Widens<I4>, Widens<I8>, Widens<F16>);
assert_impl_all!(E4M3: Widens<F16>);
assert_not_impl_any!(I8: Widens<I4>, Widens<E4M3>);
assert_not_impl_any!(E4M3: Widens<E5M2>, Widens<I8>);
assert_not_impl_any!(F16: Widens<I4>, Widens<Opaque>);
assert_not_impl_any!(Opaque: Widens<F16>);

#[test]
fn run_time_join_is_partial_like_the_impls() {
    use Id::*;
    assert_eq!(float8::join(E4M3, E5M2), Some(F16));
    assert_eq!(float8::join(I4, I8), Some(I8));
    assert_eq!(float8::join(Opaque, I4), None);
    assert_eq!(float8::join(Opaque, Opaque), Some(Opaque));
}

#[test]
fn run_time_module_lists_nodes_and_edges_as_written() {
    use Id::*;
    assert_eq!(float8::NODES, [I4, I8, E4M3, E5M2, F16, Opaque]);
    assert_eq!(float8::covers(I4), &[I8]);
    assert_eq!(float8::covers(F16), &[] as &[Id]);
}

/// The library's own lattices expose the same shape of module, through the
/// public functions; this one is total, so its `join` needs no `Option`.
mod total {
    pub trait Max<Rhs> {
        type Output;
    }
    pub struct Lo;
    pub struct Hi;
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Level {
        Lo,
        Hi,
    }

    dtype_lattice::lattice! {
        trait = self::Max;
        runtime = pub mod levels for crate::total::Level;
        total;
        Lo => [Hi],
        Hi => [],
    }

    #[test]
    fn total_join_returns_the_id() {
        let joined: Level = levels::join(Level::Lo, Level::Hi);
        assert_eq!(joined, Level::Hi);
        static_assertions::assert_type_eq_all!(<Lo as Max<Hi>>::Output, Hi);
    }
}
