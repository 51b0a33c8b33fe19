// Generic code bounded by `SafeCast<Int8>` rejects a `UInt8` tensor, whose
// values above 127 would wrap.
use dtype_lattice::*;

fn to_int8<D: SafeCast<Int8>>(x: &Tensor<D>) -> Tensor<Int8> {
    x.cast_safe()
}

fn main() {
    let _ = to_int8(&Tensor::<UInt8>::from_vec(vec![200]));
}
