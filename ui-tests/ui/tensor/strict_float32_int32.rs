// Strict promotion: a float32 tensor and an int32 tensor have no implicit join.
use dtype_lattice::*;

fn main() {
    let x = Tensor::<Float32>::ones(&[2]).strict();
    let y = Tensor::<Int32>::ones(&[2]).strict();
    let _ = x + y;
}
