// Strict promotion: einsum of bfloat16 and int8 tensors needs their join,
// which strict promotion does not have.
use dtype_lattice::*;

fn main() {
    let q = Tensor::<BFloat16>::ones(&[2, 4]).strict();
    let k = Tensor::<Int8>::ones(&[3, 4]).strict();
    let _ = einsum("qd,kd->qk", (&q, &k));
}
