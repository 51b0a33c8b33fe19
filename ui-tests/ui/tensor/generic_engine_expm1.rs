// A function generic over the engine: `expm1` is not among the operations
// every engine runs, so it needs its own bound (`E: Runs<unary::Expm1>`).
use dtype_lattice::prelude::*;

fn f<E: Engine>(x: &Tensor<Float32, Standard, E>) -> Tensor<Float32, Standard, E> {
    x.expm1()
}

fn main() {
    let _ = f(&Tensor::<Float32>::zeros(&[2]));
}
