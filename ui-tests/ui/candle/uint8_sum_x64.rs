// With x64, a uint8 sum is uint64, which candle does not store: a compile
// error, not a run-time surprise (under the x32 policies it is uint32).
use dtype_lattice::candle::{CandleTensor, Device};
use dtype_lattice::prelude::*;

fn main() {
    let x = CandleTensor::<UInt8>::from_tensor(Tensor::zeros(&[2]), &Device::Cpu).unwrap();
    let _ = x.sum();
}
