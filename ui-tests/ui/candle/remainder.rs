// candle has no kernel for `%` (`jnp.remainder`): the operator does not
// compile on candle tensors.
use dtype_lattice::candle::{CandleTensor, Device};
use dtype_lattice::prelude::*;

fn main() {
    let x = CandleTensor::<Float32>::from_tensor(Tensor::zeros(&[2]), &Device::Cpu).unwrap();
    let _ = &x % &x;
}
