// JAX's extended dtypes are leaves of its lattice: a float8 tensor does not
// mix with a float32 one (JAX: "8-bit floats do not support implicit
// promotion"); the message names both dtypes and says to cast.
use dtype_lattice::*;

fn main() {
    let a = Tensor::<Float8E4M3Fn>::ones(&[2]);
    let b = Tensor::<Float32>::ones(&[2]);
    let _ = &a + &b;
}
