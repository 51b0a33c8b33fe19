// A binary method takes a Rust literal as the operators do, as a weak type:
// under strict promotion an int32 tensor does not mix with a float literal
// (JAX raises for `jnp.maximum(int32_array, 2.5)` in strict mode).
use dtype_lattice::*;

fn main() {
    let a = Tensor::<Int32, Strict>::ones(&[2]);
    let _ = a.maximum(2.5);
}
