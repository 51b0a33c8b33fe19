// The burn engine multiplies float matrices only: an int32 product does not
// compile, and the error names the engine, the operation and the dtype.
use dtype_lattice::burn::BurnTensor;
use dtype_lattice::prelude::*;

fn product(x: &BurnTensor<Int32>) -> BurnTensor<Int32> {
    x.matmul(x)
}

fn main() {
    let _ = product;
}
