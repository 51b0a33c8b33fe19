pub trait Join<Rhs> {
    type Output;
}
pub struct Bottom;
pub struct A;
pub struct B;
pub struct C;

dtype_lattice::lattice! {
    trait = Join;
    Bottom => [A],
    A => [B],
    B => [C],
    C => [A],
}

fn main() {}
