// candle multiplies float matrices only: an int32 product does not compile,
// and the error names the engine, the operation and the dtype.
use dtype_lattice::candle::{CandleTensor, Device};
use dtype_lattice::prelude::*;

fn main() {
    let x = CandleTensor::<Int32>::from_tensor(Tensor::zeros(&[2, 2]), &Device::Cpu).unwrap();
    let _ = x.matmul(&x);
}
