//! Every Rust primitive is a weak scalar (`Scalar`), as every Python scalar
//! is in JAX: each integer type is `WeakInt`, `f32` and `f64` are
//! `WeakFloat`, `Complex<f32>` and `Complex<f64>` are `WeakComplex`, held as
//! JAX holds them with x64 (`i64`, `f64`, `Complex<f64>`); an integer past
//! `i64`, where JAX raises `OverflowError`, is an error. The operators and
//! the methods' operands take one type per kind (`i64`, `f64`,
//! `Complex<f64>`), so that a literal's type is inferred, on either side and
//! followed by a method.

use dtype_lattice::Scalar;
use dtype_lattice::prelude::*;
use num_complex::Complex;

/// `$x` of every integer type is the weak int `$x`.
macro_rules! every_int {
    ($x:literal: $($t:ty),*) => {$(
        assert_eq!(($x as $t).try_into_elem(), Ok($x as i64), "{}", stringify!($t));
        let _: WeakInt = dtype_of($x as $t);
    )*};
}

fn dtype_of<S: Scalar>(_: S) -> S::DType {
    Default::default()
}

#[test]
fn every_integer_type_is_a_weak_int() {
    every_int!(100: i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize);
    assert_eq!(i128::from(i64::MIN).try_into_elem(), Ok(i64::MIN));
    assert_eq!((i64::MAX as u64).try_into_elem(), Ok(i64::MAX));
}

#[test]
fn floats_and_complex_numbers_widen_exactly() {
    let _: WeakFloat = dtype_of(0.1f32);
    let _: WeakComplex = dtype_of(Complex::new(1.0f32, 2.0));
    assert_eq!(0.1f32.try_into_elem(), Ok(f64::from(0.1f32)));
    // A subnormal `f32` stays the same value (not flushed).
    let tiny = f32::from_bits(1);
    assert_eq!(tiny.try_into_elem(), Ok(f64::from(tiny)));
    assert_eq!(
        Complex::new(0.25f32, -1.0).try_into_elem(),
        Ok(Complex::new(0.25f64, -1.0))
    );
}

#[test]
fn integers_past_int64_are_errors_where_jax_raises() {
    for error in [
        u64::MAX.try_into_elem().unwrap_err(),
        u128::MAX.try_into_elem().unwrap_err(),
        i128::MIN.try_into_elem().unwrap_err(),
        (i64::MAX as u64 + 1).try_into_elem().unwrap_err(),
    ] {
        assert!(error.to_string().contains("outside int64"), "{error}");
    }
    assert!(
        u64::MAX
            .try_into_elem()
            .unwrap_err()
            .to_string()
            .contains("18446744073709551615")
    );
}

#[test]
fn full_like_takes_any_scalar() {
    let t = Tensor::<Int8>::zeros(&[2]);
    let n: usize = 7;
    assert_eq!(t.full_like(n).to_vec(), [7, 7]);
    assert_eq!(t.full_like(3u8).to_vec(), [3, 3]);
    let h = Tensor::<Float16>::zeros(&[1]);
    assert_eq!(h.full_like(0.5f32).to_vec(), h.full_like(0.5).to_vec());
}

#[test]
#[should_panic(expected = "outside int64")]
fn full_like_panics_past_int64() {
    let _ = Tensor::<Int8>::zeros(&[1]).full_like(u64::MAX);
}

#[test]
fn literals_infer_on_either_side_followed_by_a_method() {
    let h = Tensor::<Float32>::from_vec(vec![0.5, 2.0]).cast::<Float16>();
    let left: Tensor<Float16> = (0.5 * &h).exp();
    let right: Tensor<Float16> = (&h * 0.5).exp();
    assert_eq!(left.to_vec(), right.to_vec());
    assert!(!h.clip(0.0, 1.0).to_vec()[0].is_nan());
    assert_eq!((1 - &Tensor::<Int8>::ones(&[2])).to_vec(), [0, 0]);
}
