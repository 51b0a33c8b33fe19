// A fused chain's steps are typed by the eager operations' rules: under
// strict promotion, float32 and int32 have no join, in a chain as eagerly,
// and the message names both dtypes.
use dtype_lattice::*;

fn main() {
    let a = Tensor::<Float32, Strict>::ones(&[2]);
    let b = Tensor::<Int32, Strict>::ones(&[2]);
    let _ = (a.lazy() * 2.0 + &b).eval();
}
