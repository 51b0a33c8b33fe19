// The operands of one operation share a policy.
use dtype_lattice::*;

fn main() {
    let x = Tensor::<Int8>::ones(&[2]);
    let y = Tensor::<Int8>::ones(&[2]).strict();
    let _ = &x + &y;
}
