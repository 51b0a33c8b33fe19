// Strict promotion: concatenating int8 and uint8 tensors needs their join,
// which strict promotion does not have.
use dtype_lattice::*;

fn main() {
    let a = Tensor::<Int8>::ones(&[2]).strict();
    let b = Tensor::<UInt8>::ones(&[2]).strict();
    let _ = concatenate((&a, &b), 0);
}
