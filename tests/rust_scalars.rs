//! Every Rust primitive is a weak scalar (`Scalar`), as every Python scalar
//! is in JAX: each integer type is `WeakInt`, `f32` and `f64` are
//! `WeakFloat`, `Complex<f32>` and `Complex<f64>` are `WeakComplex`, held as
//! JAX holds them with x64 (`i64`, `f64`, `Complex<f64>`). Each gives, on
//! the right of every operator, in compound assignment and in the methods,
//! what the same value as an `i64`, `f64` or `Complex<f64>` gives (whose
//! values `tests/jax_scalars.rs` checks against JAX). On the left stand `i64`,
//! `f64` and `Complex<f64>`, so that a literal's type is inferred there. An
//! integer past `i64`, where JAX raises `OverflowError`, is an error from the
//! `try_` forms and a panic from the operators.

use dtype_lattice::Scalar;
use dtype_lattice::prelude::*;
use num_complex::Complex;

fn int8() -> Tensor<Int8> {
    Tensor::from_vec(vec![-7, 0, 3, 100])
}

fn float16() -> Tensor<Float16> {
    Tensor::<Float32>::from_vec(vec![-1.5, 0.0, 2.25, 1000.0]).cast()
}

/// `$x` of every integer type gives what `$x as i64` gives.
macro_rules! every_int {
    ($x:literal: $($t:ty),*) => {$({
        let (x, wide) = ($x as $t, $x as i64);
        let what = stringify!($t);
        assert_eq!(x.try_into_elem(), Ok(wide), "{what}");
        let t = int8();
        let sum: Tensor<Int8> = &t + x;
        assert_eq!(sum.to_vec(), (&t + wide).to_vec(), "{what}");
        assert_eq!((&t - x).to_vec(), (&t - wide).to_vec(), "{what}");
        assert_eq!((t.clone() * x).to_vec(), (&t * wide).to_vec(), "{what}");
        assert_eq!((&t % x).to_vec(), (&t % wide).to_vec(), "{what}");
        assert_eq!((&t & x).to_vec(), (&t & wide).to_vec(), "{what}");
        assert_eq!(t.maximum(x).to_vec(), t.maximum(wide).to_vec(), "{what}");
        assert_eq!(t.try_less(x).unwrap().to_vec(), t.less(wide).to_vec(), "{what}");
        let clipped: Tensor<Int8> = t.clip(x, 50);
        assert_eq!(clipped.to_vec(), t.clip(wide, 50).to_vec(), "{what}");
        let mut u = int8();
        u += x;
        assert_eq!(u.to_vec(), (&t + wide).to_vec(), "{what}");
        // With a float tensor, the weak int takes its dtype.
        let h: Tensor<Float16> = &float16() / x;
        assert_eq!(h.to_vec(), (&float16() / wide).to_vec(), "{what}");
    })*};
}

#[test]
fn every_integer_type_is_a_weak_int() {
    every_int!(3: i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize);
}

#[test]
fn f32_is_a_weak_float_widened_exactly() {
    let h = float16();
    let halved: Tensor<Float16> = &h * 0.5f32;
    assert_eq!(halved.to_vec(), (&h * 0.5f64).to_vec());
    assert_eq!((&h + 0.1f32).to_vec(), (&h + f64::from(0.1f32)).to_vec());
    let w: Tensor<WeakFloat> = &int8() * 0.1f32;
    assert_eq!(w.to_vec(), (&int8() * f64::from(0.1f32)).to_vec());
    // A subnormal `f32` is the same value as an `f64` (not flushed).
    let tiny = f32::from_bits(1);
    assert_eq!(tiny.try_into_elem(), Ok(f64::from(tiny)));
    let mut m = float16();
    m *= 2.0f32;
    assert_eq!(m.to_vec(), (&h * 2.0).to_vec());
}

#[test]
fn complex_f32_is_a_weak_complex() {
    let x = Tensor::<Complex64>::from_vec(vec![Complex::new(1.0, 2.0), Complex::new(-0.5, 0.0)]);
    let (c, wide) = (Complex::new(0.25f32, -1.0), Complex::new(0.25f64, -1.0));
    let y: Tensor<Complex64> = &x * c;
    assert_eq!(y.to_vec(), (&x * wide).to_vec());
    assert_eq!((&x - c).to_vec(), (&x - wide).to_vec());
    let z: Tensor<WeakComplex> = &int8() + c;
    assert_eq!(z.to_vec(), (&int8() + wide).to_vec());
}

#[test]
fn literals_infer_on_either_side_followed_by_a_method() {
    let h = float16();
    let left: Tensor<Float16> = (0.5 * &h).exp();
    assert_eq!(left.to_vec(), (&h * 0.5).exp().to_vec());
    assert_eq!((1 - &int8()).to_vec(), (-&int8() + 1).to_vec());
    // A tensor on the right by value, as by reference.
    assert_eq!((&h + h.clone()).to_vec(), (&h + &h).to_vec());
}

#[test]
fn integers_past_int64_are_errors_where_jax_raises() {
    let t = int8();
    let error = t.try_add(u64::MAX).unwrap_err();
    assert!(
        error.to_string().contains("18446744073709551615"),
        "{error}"
    );
    assert!(error.to_string().contains("outside int64"), "{error}");
    assert!(t.try_multiply(i128::MIN).is_err());
    assert!(t.try_maximum(u128::MAX).is_err());
    assert!(t.try_equal(usize::MAX).is_err());
    assert!(t.not_equal(0).try_where_cond(&t, u64::MAX).is_err());
    // The edges of int64 itself are fine.
    assert!(t.try_add(i64::MAX as u64).is_ok());
    assert!(t.try_add(i128::from(i64::MIN)).is_ok());
}

#[test]
#[should_panic(expected = "outside int64")]
fn an_operator_panics_past_int64() {
    let _ = &int8() + u128::MAX;
}

#[test]
#[should_panic(expected = "outside int64")]
fn full_like_panics_past_int64() {
    let _ = int8().full_like(u64::MAX);
}
