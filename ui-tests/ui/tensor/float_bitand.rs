// Bitwise operations are for booleans and integers.
use dtype_lattice::*;

fn main() {
    let x = Tensor::<Float32>::ones(&[2]);
    let y = Tensor::<Int8>::ones(&[2]);
    let _ = &x & &y;
}
