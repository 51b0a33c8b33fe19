// Strict promotion allows a float literal only with floats and complex numbers.
use dtype_lattice::*;

fn main() {
    let x = Tensor::<Int8>::ones(&[2]).strict();
    let _ = x * 2.0;
}
