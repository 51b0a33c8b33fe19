pub trait Join<Rhs> {
    type Output;
}
pub struct A;
pub struct B;

dtype_lattice::lattice! {
    trait = Join;
    A => [B],
    B => [],
    A => [],
}

fn main() {}
