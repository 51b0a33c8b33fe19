// JAX's argmax raises for complex values: they have no order.
use dtype_lattice::*;

fn main() {
    let x = Tensor::<Complex128>::ones(&[2]);
    let _ = x.argmax();
}
