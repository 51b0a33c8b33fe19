// JAX: `jnp.float32(1) + jnp.int32(1)` raises TypePromotionError under strict promotion.
use dtype_lattice::*;

fn add<A: StrictPromote<B>, B: DType>() -> DTypeId {
    <StrictPromoted<A, B> as DType>::ID
}

fn main() {
    add::<Float32, Int32>();
}
