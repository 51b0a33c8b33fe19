// With x64 disabled and explicit 64-bit dtypes allowed, a float64 tensor
// keeps its dtype, and JAX's extended dtypes are still leaves of the x32
// lattice: a float8 tensor does not mix with it. The message names both
// dtypes and the configuration, and says to cast.
use dtype_lattice::*;

fn main() {
    let a = Tensor::<Float8E4M3Fn>::ones(&[2]).standard_x32_explicit();
    let b = Tensor::<Float64>::ones(&[2]).standard_x32_explicit();
    let _ = &a + &b;
}
