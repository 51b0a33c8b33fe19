// JEP 9407's example of a graph that is not a lattice: `A` and `B` have two
// upper bounds, `C` and `D`, and neither is below the other.
pub trait Join<Rhs> {
    type Output;
}
pub struct A;
pub struct B;
pub struct C;
pub struct D;

dtype_lattice::lattice! {
    trait = Join;
    A => [C, D],
    B => [C, D],
    C => [],
    D => [],
}

fn main() {}
