// A scatter computes in the join of the tensor and the update, as JAX does:
// under strict promotion an int8 tensor has no join with a float literal, so
// `x.at[idx].add(0.5)` does not compile (JAX raises in strict mode).
use dtype_lattice::*;

fn main() {
    let x = Tensor::<Int8, Strict>::zeros(&[4]);
    let idx = Tensor::<Int32, Strict>::from_vec(vec![0, 2]);
    let _ = x.at(&idx).add(0.5);
}
