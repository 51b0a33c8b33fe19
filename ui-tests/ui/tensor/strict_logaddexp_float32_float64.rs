// Under strict promotion float32 and float64 do not mix in logaddexp either,
// as in JAX's `jax_numpy_dtype_promotion='strict'`.
use dtype_lattice::*;

fn main() {
    let a = Tensor::<Float32, Strict>::ones(&[2]);
    let b = Tensor::<Float64, Strict>::ones(&[2]);
    let _ = a.logaddexp(&b);
}
