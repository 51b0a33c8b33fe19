// JAX's hypot raises for complex operands ("not well defined for
// complex-valued inputs"): take the magnitude first.
use dtype_lattice::*;

fn main() {
    let a = Tensor::<Complex64>::ones(&[2]);
    let b = Tensor::<Float32>::ones(&[2]);
    let _ = a.hypot(&b);
}
