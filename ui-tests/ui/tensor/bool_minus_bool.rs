// JAX raises for boolean subtraction.
use dtype_lattice::*;

fn main() {
    let x = Tensor::<Bool>::ones(&[2]);
    let _ = &x - &x;
}
