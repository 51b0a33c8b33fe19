// A binary method reports a mix of policies as the operator does: a scalar
// base (`jnp.power(10000, fraction)`) under x64 with an x32 exponent.
use dtype_lattice::*;

fn main() {
    let fraction = Tensor::<Float32>::ones(&[4]).standard_x32();
    let _ = Tensor::<WeakInt>::scalar(10000).power(&fraction);
}
