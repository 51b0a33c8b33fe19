// A result whose dtype burn does not store does not compile either: the
// product of two float8_e4m3fn tensors is float8_e4m3fn.
use dtype_lattice::burn::BurnTensor;
use dtype_lattice::prelude::*;

fn square(x: &BurnTensor<Float8E4M3Fn>) {
    let _ = x * x;
}

fn main() {
    let _ = square;
}
