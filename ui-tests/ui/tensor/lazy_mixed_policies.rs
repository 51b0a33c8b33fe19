// The operands of a fused chain share a policy, as eagerly: a strict chain
// and a standard tensor do not mix, and the message says how to switch.
use dtype_lattice::*;

fn main() {
    let a = Tensor::<Float32, Strict>::ones(&[2]);
    let b = Tensor::<Float32>::ones(&[2]);
    let _ = (a.lazy() + &b).eval();
}
