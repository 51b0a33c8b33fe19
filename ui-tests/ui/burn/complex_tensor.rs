// burn stores no complex dtype: a complex tensor on the burn engine does not
// compile, and the error names burn and the dtype.
use dtype_lattice::burn::BurnTensor;
use dtype_lattice::prelude::*;

fn main() {
    let device = Default::default();
    let _ = BurnTensor::<Complex64>::from_tensor(Tensor::zeros(&[2]), &device);
}
