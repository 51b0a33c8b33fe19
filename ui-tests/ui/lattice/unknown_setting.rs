pub trait Join<Rhs> {
    type Output;
}
pub struct A;

dtype_lattice::lattice! {
    trait = Join;
    colour = red;
    A => [],
}

fn main() {}
