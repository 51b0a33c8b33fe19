// The burn engine has no kernel for `expm1` (burn's backends have none):
// calling it on a burn tensor does not compile, and the error names the
// engine and the operation.
use dtype_lattice::burn::BurnTensor;
use dtype_lattice::prelude::*;

fn grow(x: &BurnTensor<Float32>) -> BurnTensor<Float32> {
    x.expm1()
}

fn main() {
    let _ = grow;
}
