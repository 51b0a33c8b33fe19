use dtype_lattice::*;

fn main() {
    let x = Tensor::<Float32>::ones(&[2, 2]).strict();
    let y = Tensor::<Int32>::ones(&[2, 2]).strict();
    let _ = x.matmul(&y);
}
