pub struct A;

dtype_lattice::lattice! {
    A => [],
}

fn main() {}
