// A generic function over the policy needs each join it uses as a bound:
// here `float32 ⊔ D` is bounded, not `D ⊔ float32`, and the error names the
// bound to add.
use dtype_lattice::*;

fn scale<D, P>(x: &Tensor<D, P>, y: &Tensor<Float32, P>) -> Tensor<D, P>
where
    D: FloatDType,
    P: FloatPolicy<D> + Join<Float32, D, P, Output = D> + Join<D, D, P, Output = D>,
{
    x * y
}

fn main() {
    let _ = scale(&Tensor::<Float64>::ones(&[2]), &Tensor::<Float32>::ones(&[2]));
}
