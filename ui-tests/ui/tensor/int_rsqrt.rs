// `lax.rsqrt` raises for integers: of an integer tensor it does not compile,
// with the crate's message, not the hidden element trait's.
use dtype_lattice::*;

fn main() {
    let x = Tensor::<Int32>::ones(&[2]);
    let _ = x.rsqrt();
}
