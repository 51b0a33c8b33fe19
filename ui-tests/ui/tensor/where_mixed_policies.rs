// The branches of one where_cond share a policy.
use dtype_lattice::*;

fn main() {
    let cond = Tensor::<Bool>::ones(&[2]);
    let x = Tensor::<Float32>::ones(&[2]);
    let y = Tensor::<Float32>::ones(&[2]).strict();
    let _ = cond.where_cond(&x, &y);
}
