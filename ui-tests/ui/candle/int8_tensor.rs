// candle has no int8 storage: a typed candle tensor of int8 does not compile.
use dtype_lattice::candle::{CandleTensor, Device};
use dtype_lattice::prelude::*;

fn main() {
    let _ = CandleTensor::<Int8>::from_tensor(Tensor::zeros(&[2]), &Device::Cpu);
}
