// `a *= 2.0` keeps `a`'s dtype, so the join must be `a`'s dtype: int8 ⊔ f* is f*.
use dtype_lattice::*;

fn main() {
    let mut x = Tensor::<Int8>::ones(&[2]);
    x *= 2.0;
}
