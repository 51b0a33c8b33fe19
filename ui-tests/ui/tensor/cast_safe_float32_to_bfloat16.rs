// A cast that promotion would not make (`float32 ⊔ bfloat16` is `float32`)
// is not safe: the error names both dtypes and points to `cast`.
use dtype_lattice::*;

fn main() {
    let x = Tensor::<Float32>::from_vec(vec![1.0, 1.001]);
    let _ = x.cast_safe::<BFloat16>();
}
