// Strict promotion with x64 disabled: float32 and int32 still have no join.
use dtype_lattice::*;

fn main() {
    let x = Tensor::<Float32>::ones(&[2]).strict_x32();
    let y = Tensor::<Int32>::ones(&[2]).strict_x32();
    let _ = x + y;
}
