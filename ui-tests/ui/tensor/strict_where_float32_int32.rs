// Strict promotion: jnp.where's branches join like any operands, so float32
// and int32 branches have no implicit join.
use dtype_lattice::*;

fn main() {
    let cond = Tensor::<Bool>::ones(&[2]);
    let x = Tensor::<Float32>::ones(&[2]).strict();
    let y = Tensor::<Int32>::ones(&[2]).strict();
    let _ = cond.where_cond(&x, &y);
}
