//! Operators on an owned left operand write the result over its storage where
//! they can (as ndarray's do), and give the same values as the operators on
//! references in every case, reused or not.

use dtype_lattice::*;
use half::f16;
use ndarray::Array2;

/// The address of a tensor's first element.
fn address<D: DType, P: Policy>(t: &Tensor<D, P>) -> usize {
    t.view().as_ptr().addr()
}

fn bits(values: &[f32]) -> Vec<u32> {
    values.iter().map(|x| x.to_bits()).collect()
}

fn floats() -> Tensor<Float32> {
    Tensor::from_shape_vec(&[2, 3], vec![1.0, -2.5, 10.0, 7.0, 1e-40, f32::NAN]).unwrap()
}

#[test]
fn the_left_operand_is_reused_when_it_has_the_result_dtype_and_shape() {
    let ints = Tensor::<Int8>::from_shape_vec(&[2, 3], vec![1, 2, 3, -4, 5, 127]).unwrap();
    let expected = (&floats() + &ints).to_vec();
    let a = floats();
    let at = address(&a);
    let sum: Tensor<Float32> = a + &ints;
    assert_eq!(address(&sum), at);
    assert_eq!(bits(&sum.to_vec()), bits(&expected));

    // Consuming both operands reuses the left one too.
    let a = floats();
    let at = address(&a);
    let product = a * ints.clone();
    assert_eq!(address(&product), at);
    assert_eq!(bits(&product.to_vec()), bits(&(&floats() * &ints).to_vec()));
}

#[test]
fn a_scalar_right_operand_reuses_the_tensor_with_the_same_values() {
    for divisor in [3.0, 0.1, -7.0] {
        let expected = (&floats() / divisor).to_vec();
        let a = floats();
        let at = address(&a);
        let quotient = a / divisor;
        assert_eq!(address(&quotient), at);
        // A broadcast divisor: JAX's multiplication by the reciprocal.
        assert_eq!(bits(&quotient.to_vec()), bits(&expected));
    }
    let a = floats();
    let at = address(&a);
    let scaled = a * 2.0 - 1;
    assert_eq!(address(&scaled), at);
    assert_eq!(
        bits(&scaled.to_vec()),
        bits(&(&(&floats() * 2.0) - 1).to_vec())
    );
}

#[test]
fn a_broadcast_right_operand_is_divided_as_in_the_borrowed_form() {
    let row = Tensor::<Float32>::from_vec(vec![3.0, 0.1, -7.0]);
    let expected = (&floats() / &row).to_vec();
    let a = floats();
    let at = address(&a);
    let quotient = a / &row;
    assert_eq!(address(&quotient), at);
    assert_eq!(bits(&quotient.to_vec()), bits(&expected));
    // Same-shape operands divide exactly, reused or not.
    let same = Tensor::<Float32>::from_shape_vec(&[2, 3], vec![3.0; 6]).unwrap();
    assert_eq!(
        bits(&(floats() / &same).to_vec()),
        bits(&(&floats() / &same).to_vec())
    );
}

#[test]
fn the_values_are_the_same_where_the_storage_cannot_be_reused() {
    // Another dtype than the result's.
    let ints = Tensor::<Int8>::from_vec(vec![1, -2, 3]);
    let floats3 = Tensor::<Float32>::from_vec(vec![0.5, 1e-40, -3.0]);
    assert_eq!(
        bits(&(ints.clone() + &floats3).to_vec()),
        bits(&(&ints + &floats3).to_vec())
    );
    // A shape that grows by broadcasting.
    let grown = floats3.clone() + &floats();
    assert_eq!(grown.shape(), [2, 3]);
    assert_eq!(
        bits(&grown.to_vec()),
        bits(&(&floats3 + &floats()).to_vec())
    );
    // Half precision keeps its vectorised path (a separate output).
    let h = Tensor::<Float16>::from_vec(vec![f16::from_f32(1.5), f16::from_f32(65504.0)]);
    assert_eq!((h.clone() + &h).to_vec(), (&h + &h).to_vec());
    // A transposed (not standard layout) array.
    let t: Tensor<Float32> = Array2::from_shape_vec((2, 3), vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
        .unwrap()
        .reversed_axes()
        .into();
    let expected = (&t + 1.0).to_vec();
    assert_eq!((t + 1.0).to_vec(), expected);
}

#[test]
fn an_owned_operand_that_does_not_broadcast_panics_with_the_shape_error() {
    let result = std::panic::catch_unwind(|| floats() + &Tensor::<Float32>::ones(&[4]));
    let message = *result.unwrap_err().downcast::<String>().unwrap();
    assert_eq!(
        message,
        "shapes [2, 3] and [4] do not broadcast: from the last axis back, lengths must be equal or 1"
    );
}

#[test]
fn compound_assignment_with_a_scalar_equals_the_operator_in_place() {
    let mut t = floats();
    let at = address(&t);
    t *= 2.0;
    t += 1;
    t /= 3.0; // a broadcast divisor: the reciprocal, as JAX
    t -= 0.5;
    assert_eq!(address(&t), at);
    let expected = ((((&floats() * 2.0) + 1) / 3.0) - 0.5).to_vec();
    assert_eq!(bits(&t.to_vec()), bits(&expected));

    let mut i = Tensor::<Int8>::from_vec(vec![100, -7, 3]);
    i += 100; // [-56 (200 wraps, as JAX's int8 does), 93, 103]
    i %= 7; // Python's remainder: [0, 2, 5]
    i ^= 1;
    assert_eq!(i.to_vec(), [1, 3, 4]);
}

/// Rows of at least 16 elements run the flat loops row by row, against a
/// broadcast row (a bias) or one value per row (a per-row statistic), a
/// transposed left operand element by element: the bits of the borrowed
/// form, which allocates, every time.
#[test]
fn rows_against_a_broadcast_operand_have_the_borrowed_forms_bits() {
    let n = 40 * 33;
    let values: Vec<f32> = (0..n)
        .map(|i| match i % 37 {
            0 => f32::NAN,
            1 => 1e-40,
            2 => -0.0,
            _ => (i as f32 * 0.37).sin() * 100.0,
        })
        .collect();
    let x = Tensor::<Float32>::from_shape_vec(&[40, 33], values).unwrap();
    let row = Tensor::<Float32>::from_shape_vec(&[33], (0..33).map(|i| i as f32 - 7.5).collect())
        .unwrap();
    let column = Tensor::<Float32>::from_shape_vec(
        &[40, 1],
        (0..40).map(|i| 0.3 * i as f32 - 2.0).collect(),
    )
    .unwrap();
    for (what, rhs) in [("row", &row), ("column", &column)] {
        let borrowed = ((&x - rhs) * rhs / rhs + rhs).to_vec();
        let owned = (((x.clone() - rhs) * rhs) / rhs + rhs).to_vec();
        assert_eq!(bits(&owned), bits(&borrowed), "{what}");
        // `x`'s values, in column-major order.
        let transposed = Tensor::<Float32>::from_shape_vec(&[33, 40], x.t().to_vec())
            .unwrap()
            .into_t();
        assert!(transposed.view().as_slice().is_none());
        let owned = ((transposed - rhs) * rhs).to_vec();
        assert_eq!(
            bits(&owned),
            bits(&((&x - rhs) * rhs).to_vec()),
            "{what}, strided"
        );
    }
    let ints = Tensor::<Int16>::from_shape_vec(&[2, 20], (0..40).collect()).unwrap();
    let step = Tensor::<Int16>::from_shape_vec(&[2, 1], vec![1000, -3]).unwrap();
    assert_eq!(
        ((ints.clone() * &step) - &step).to_vec(),
        ((&ints * &step) - &step).to_vec()
    );
}
