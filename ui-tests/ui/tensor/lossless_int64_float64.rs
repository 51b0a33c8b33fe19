// Lossless promotion: no float holds every int64, so int64 and float64 do not
// mix; the message names both dtypes and says that precision would be lost.
use dtype_lattice::*;

fn main() {
    let a = Tensor::<Int64>::ones(&[2]).lossless();
    let b = Tensor::<Float64>::ones(&[2]).lossless();
    let _ = &a + &b;
}
