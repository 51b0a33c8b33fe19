// `jnp.iinfo(jnp.float32)` raises; at compile time `Float32` has no `IntInfo`.
use dtype_lattice::*;

fn main() {
    let _ = <Float32 as IntInfo>::MAX;
}
