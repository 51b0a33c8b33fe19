// `a += b` keeps `a`'s dtype, so the join must be `a`'s dtype: int8 ⊔ float32 is float32.
use dtype_lattice::*;

fn main() {
    let mut x = Tensor::<Int8>::ones(&[2]);
    let y = Tensor::<Float32>::ones(&[2]);
    x += &y;
}
