pub trait Join<Rhs> {
    type Output;
}
pub struct A;
pub enum Id {
    A,
}

dtype_lattice::lattice! {
    trait = Join;
    runtime = mod table for Id;
    A => [],
}

fn main() {}
