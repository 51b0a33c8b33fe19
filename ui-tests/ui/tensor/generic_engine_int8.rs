// A function generic over the engine: `Int8` is not among the dtypes every
// engine stores, so it needs its own bound (`E: Holds<Int8>`).
use dtype_lattice::prelude::*;

fn double<E: Engine>(x: &Tensor<Int8, Standard, E>) -> Tensor<Int8, Standard, E> {
    x + x
}

fn main() {
    let _ = double(&Tensor::<Int8>::zeros(&[2]));
}
