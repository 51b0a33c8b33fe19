// Strict promotion: a float16 tensor clipped to int32 bounds has no implicit
// join (float literals, weak types, would be allowed).
use dtype_lattice::*;

fn main() {
    let x = Tensor::<Float16>::ones(&[2]).strict();
    let lo = Tensor::<Int32>::zeros(&[1]).strict();
    let _ = x.clip(&lo, 6.0);
}
