// On the left of an operator stand `i64`, `f64` and `Complex<f64>` only (one
// Rust type per weak kind, so that a literal's type is inferred); another
// integer type converts first, or goes on the right.
use dtype_lattice::*;

fn main() {
    let x = Tensor::<Float32>::ones(&[4]);
    let n: usize = 8;
    let _ok = &x / n; // on the right, any Rust scalar
    let _ = n * &x;
}
