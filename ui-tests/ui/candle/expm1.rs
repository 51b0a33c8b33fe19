// candle has no kernel for `expm1`: calling it on a candle tensor does not
// compile, and the error names the engine and the operation.
use dtype_lattice::candle::{CandleTensor, Device};
use dtype_lattice::prelude::*;

fn main() {
    let x = CandleTensor::<Float32>::from_tensor(Tensor::zeros(&[2]), &Device::Cpu).unwrap();
    let _ = x.expm1();
}
