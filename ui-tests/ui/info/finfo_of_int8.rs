// `jnp.finfo(jnp.int8)` raises; at compile time `Int8` has no `FloatInfo`.
use dtype_lattice::*;

fn eps<D: FloatInfo>() -> f64 {
    D::INFO.eps
}

fn main() {
    let _ = eps::<Int8>();
}
