// JAX has no floor_divide for complex numbers.
use dtype_lattice::*;

fn main() {
    let x = Tensor::<Complex64>::ones(&[2]);
    let y = Tensor::<Float32>::ones(&[2]);
    let _ = x.floor_divide(&y);
}
