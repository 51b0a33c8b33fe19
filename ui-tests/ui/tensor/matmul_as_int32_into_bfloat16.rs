use dtype_lattice::*;

fn main() {
    // bfloat16 lies above int32 on the lattice, but XLA accumulates an
    // integer only in a dtype at least as wide.
    let x = Tensor::<Int32>::ones(&[2, 2]);
    let y = Tensor::<Int8>::ones(&[2, 2]);
    let _ = x.matmul_as::<BFloat16, _>(&y);
}
