//! `Display` writes what JAX's `repr` writes, with `Tensor` for `Array`. The
//! expected strings are JAX 0.10.2's output for the same arrays (x64, CPU).

use dtype_lattice::*;
use half::{bf16, f16};
use num_complex::Complex;

fn jax(repr: &str) -> String {
    repr.replace("Array(", "Tensor(")
        .replace("\n       ", "\n        ")
}

#[test]
fn integers_and_booleans() {
    assert_eq!(
        Tensor::<Int8>::from_vec(vec![1, 2]).to_string(),
        jax("Array([1, 2], dtype=int8)")
    );
    assert_eq!(
        Tensor::<Bool>::from_vec(vec![true, false]).to_string(),
        jax("Array([ True, False], dtype=bool)")
    );
    assert_eq!(
        Tensor::<Int32>::scalar(7).to_string(),
        jax("Array(7, dtype=int32)")
    );
}

#[test]
fn floats_align_at_the_point() {
    let t = Tensor::<Float32>::from_vec(vec![1.5, 2.0, f32::NAN, -0.25]);
    assert_eq!(
        t.to_string(),
        jax("Array([ 1.5 ,  2.  ,   nan, -0.25], dtype=float32)")
    );
    let t = Tensor::<Float64>::from_vec(vec![1.0, f64::NEG_INFINITY, 2.5]);
    assert_eq!(
        t.to_string(),
        jax("Array([ 1. , -inf,  2.5], dtype=float64)")
    );
    let t = Tensor::<Float16>::from_vec([0.1_f32, 3.0].map(f16::from_f32).to_vec());
    assert_eq!(t.to_string(), jax("Array([0.1, 3. ], dtype=float16)"));
    assert_eq!(
        Tensor::<Float64>::from_vec(vec![1.0 / 3.0]).to_string(),
        jax("Array([0.33333333], dtype=float64)")
    );
}

#[test]
fn wide_ranges_switch_to_scientific_notation() {
    let t = Tensor::<Float32>::from_vec(vec![0.1, 1e-5]);
    assert_eq!(t.to_string(), jax("Array([1.e-01, 1.e-05], dtype=float32)"));
    let t = Tensor::<Float64>::from_vec(vec![0.1, 1e8]);
    assert_eq!(t.to_string(), jax("Array([1.e-01, 1.e+08], dtype=float64)"));
    let t = Tensor::<Float16>::from_vec([1.0_f32, 0.1, 1000.0].map(f16::from_f32).to_vec());
    assert_eq!(
        t.to_string(),
        jax("Array([1.e+00, 1.e-01, 1.e+03], dtype=float16)")
    );
}

#[test]
fn bfloat16_is_written_as_ml_dtypes_writes_it() {
    let t = Tensor::<BFloat16>::from_vec([1.0_f32, 2.5, 256.0].map(bf16::from_f32).to_vec());
    assert_eq!(t.to_string(), jax("Array([1, 2.5, 256], dtype=bfloat16)"));
    let t = Tensor::<BFloat16>::from_vec([1e-5_f32, 1.0].map(bf16::from_f32).to_vec());
    assert_eq!(
        t.to_string(),
        jax("Array([1.00136e-05, 1], dtype=bfloat16)")
    );
    let t = Tensor::<BFloat16>::from_vec([1.0_f32, 0.1, 1000.0].map(bf16::from_f32).to_vec());
    assert_eq!(
        t.to_string(),
        jax("Array([1, 0.100098, 1000], dtype=bfloat16)")
    );
}

#[test]
fn complex_numbers() {
    let t = Tensor::<Complex64>::from_vec(vec![Complex::new(1.0, -2.0), Complex::new(3.0, 0.5)]);
    assert_eq!(
        t.to_string(),
        jax("Array([1.-2.j , 3.+0.5j], dtype=complex64)")
    );
}

#[test]
fn weak_types_show_their_64_bit_dtype() {
    assert_eq!(
        Tensor::<WeakFloat>::scalar(2.0).to_string(),
        jax("Array(2., dtype=float64, weak_type=True)")
    );
    let t = Tensor::<Int8>::from_vec(vec![1, -2, 3]) * 2.0;
    assert_eq!(
        t.to_string(),
        jax("Array([ 2., -4.,  6.], dtype=float64, weak_type=True)")
    );
}

#[test]
fn nested_arrays() {
    let t = Tensor::<Int32>::from_shape_vec(&[2, 2], vec![1, 2, 3, 4]).unwrap();
    assert_eq!(
        t.to_string(),
        jax("Array([[1, 2],\n       [3, 4]], dtype=int32)")
    );
    let t = Tensor::<Int8>::from_shape_vec(&[2, 2, 2], (1..=8).collect()).unwrap();
    assert_eq!(
        t.to_string(),
        "Tensor([[[1, 2],\n         [3, 4]],\n\n        [[5, 6],\n         [7, 8]]], dtype=int8)"
    );
}
