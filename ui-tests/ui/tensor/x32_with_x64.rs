// The operands of one operation share a policy: x32 does not mix with x64.
use dtype_lattice::*;

fn main() {
    let x = Tensor::<Int8>::ones(&[2]).standard_x32();
    let y = Tensor::<Int8>::ones(&[2]);
    let _ = &x + &y;
}
