//! Rendered by `tests/jax_extended_dtypes.rs` from `fixtures/jax_extended_dtypes.txt`
//! (real JAX): do not edit; regenerate with `BLESS=1 cargo test --test jax_extended_dtypes`.
//!
//! Each closure is type-checked and never called: its result type is JAX's dtype.

use core::ops::*;

use dtype_lattice::*;
use static_assertions::assert_not_impl_any;

// Every operation and pair JAX accepts, with JAX's result dtype.

#[allow(dead_code)]
pub fn reduce_max() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { a.max().unwrap() };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { a.max().unwrap() };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { a.max().unwrap() };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { a.max().unwrap() };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { a.max().unwrap() };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { a.max().unwrap() };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { a.max().unwrap() };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { a.max().unwrap() };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { a.max().unwrap() };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { a.max().unwrap() };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { a.max().unwrap() };
}

#[allow(dead_code)]
pub fn reduce_mean() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { a.mean() };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { a.mean() };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { a.mean() };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { a.mean() };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { a.mean() };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { a.mean() };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { a.mean() };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { a.mean() };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { a.mean() };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { a.mean() };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { a.mean() };
}

#[allow(dead_code)]
pub fn reduce_min() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { a.min().unwrap() };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { a.min().unwrap() };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { a.min().unwrap() };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { a.min().unwrap() };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { a.min().unwrap() };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { a.min().unwrap() };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { a.min().unwrap() };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { a.min().unwrap() };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { a.min().unwrap() };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { a.min().unwrap() };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { a.min().unwrap() };
}

#[allow(dead_code)]
pub fn reduce_prod() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { a.prod() };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { a.prod() };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { a.prod() };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { a.prod() };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { a.prod() };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { a.prod() };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { a.prod() };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { a.prod() };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { a.prod() };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { a.prod() };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { a.prod() };
}

#[allow(dead_code)]
pub fn reduce_sum() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { a.sum() };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { a.sum() };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { a.sum() };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { a.sum() };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { a.sum() };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { a.sum() };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { a.sum() };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { a.sum() };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { a.sum() };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { a.sum() };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { a.sum() };
}

#[allow(dead_code)]
pub fn standard_add_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a + b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a + b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int1, Standard> { a + b };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int1, Standard> { a + b };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_int16() {
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int2, Standard> { a + b };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int2, Standard> { a + b };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_int32() {
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int4, Standard> { a + b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int4, Standard> { a + b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_int64() {
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_int8() {
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt1, Standard> { a + b };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt1, Standard> { a + b };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_uint16() {
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt2, Standard> { a + b };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt2, Standard> { a + b };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_uint32() {
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt4, Standard> { a + b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt4, Standard> { a + b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_uint64() {
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_add_uint8() {
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a + b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a + b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a + b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a + b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a + b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a + b };
}

#[allow(dead_code)]
pub fn standard_bitwise_and_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a & b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a & b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a & b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a & b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a & b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a & b };
}

#[allow(dead_code)]
pub fn standard_bitwise_and_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a & b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a & b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a & b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a & b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a & b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a & b };
}

#[allow(dead_code)]
pub fn standard_bitwise_and_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int1, Standard> { a & b };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int1, Standard> { a & b };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a & b };
}

#[allow(dead_code)]
pub fn standard_bitwise_and_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int2, Standard> { a & b };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int2, Standard> { a & b };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a & b };
}

#[allow(dead_code)]
pub fn standard_bitwise_and_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int4, Standard> { a & b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int4, Standard> { a & b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a & b };
}

#[allow(dead_code)]
pub fn standard_bitwise_and_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt1, Standard> { a & b };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt1, Standard> { a & b };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a & b };
}

#[allow(dead_code)]
pub fn standard_bitwise_and_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt2, Standard> { a & b };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt2, Standard> { a & b };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a & b };
}

#[allow(dead_code)]
pub fn standard_bitwise_and_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt4, Standard> { a & b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt4, Standard> { a & b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a & b };
}

#[allow(dead_code)]
pub fn standard_bitwise_or_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a | b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a | b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a | b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a | b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a | b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a | b };
}

#[allow(dead_code)]
pub fn standard_bitwise_or_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a | b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a | b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a | b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a | b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a | b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a | b };
}

#[allow(dead_code)]
pub fn standard_bitwise_or_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int1, Standard> { a | b };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int1, Standard> { a | b };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a | b };
}

#[allow(dead_code)]
pub fn standard_bitwise_or_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int2, Standard> { a | b };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int2, Standard> { a | b };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a | b };
}

#[allow(dead_code)]
pub fn standard_bitwise_or_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int4, Standard> { a | b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int4, Standard> { a | b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a | b };
}

#[allow(dead_code)]
pub fn standard_bitwise_or_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt1, Standard> { a | b };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt1, Standard> { a | b };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a | b };
}

#[allow(dead_code)]
pub fn standard_bitwise_or_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt2, Standard> { a | b };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt2, Standard> { a | b };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a | b };
}

#[allow(dead_code)]
pub fn standard_bitwise_or_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt4, Standard> { a | b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt4, Standard> { a | b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a | b };
}

#[allow(dead_code)]
pub fn standard_bitwise_xor_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a ^ b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a ^ b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a ^ b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a ^ b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a ^ b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a ^ b };
}

#[allow(dead_code)]
pub fn standard_bitwise_xor_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a ^ b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a ^ b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a ^ b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a ^ b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a ^ b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a ^ b };
}

#[allow(dead_code)]
pub fn standard_bitwise_xor_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int1, Standard> { a ^ b };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int1, Standard> { a ^ b };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a ^ b };
}

#[allow(dead_code)]
pub fn standard_bitwise_xor_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int2, Standard> { a ^ b };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int2, Standard> { a ^ b };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a ^ b };
}

#[allow(dead_code)]
pub fn standard_bitwise_xor_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int4, Standard> { a ^ b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int4, Standard> { a ^ b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a ^ b };
}

#[allow(dead_code)]
pub fn standard_bitwise_xor_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt1, Standard> { a ^ b };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt1, Standard> { a ^ b };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a ^ b };
}

#[allow(dead_code)]
pub fn standard_bitwise_xor_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt2, Standard> { a ^ b };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt2, Standard> { a ^ b };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a ^ b };
}

#[allow(dead_code)]
pub fn standard_bitwise_xor_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt4, Standard> { a ^ b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt4, Standard> { a ^ b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a ^ b };
}

#[allow(dead_code)]
pub fn standard_equal_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_int16() {
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_int32() {
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_int64() {
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_int8() {
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_uint16() {
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_uint32() {
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_uint64() {
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_equal_uint8() {
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.equal(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int1, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int1, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_int16() {
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_int32() {
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_int64() {
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_int8() {
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt1, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt1, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_uint16() {
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_uint32() {
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_uint64() {
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_floor_divide_uint8() {
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn standard_greater_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_int16() {
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_int32() {
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_int64() {
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_int8() {
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_uint16() {
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_uint32() {
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_uint64() {
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_equal_uint8() {
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn standard_greater_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_int16() {
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_int32() {
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_int64() {
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_int8() {
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_uint16() {
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_uint32() {
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_uint64() {
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_greater_uint8() {
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.greater(b) };
}

#[allow(dead_code)]
pub fn standard_less_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_int16() {
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_int32() {
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_int64() {
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_int8() {
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_uint16() {
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_uint32() {
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_uint64() {
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_equal_uint8() {
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn standard_less_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_int16() {
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_int32() {
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_int64() {
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_int8() {
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_uint16() {
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_uint32() {
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_uint64() {
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_less_uint8() {
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.less(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int1, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int1, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_int16() {
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_int32() {
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_int64() {
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_int8() {
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt1, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt1, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_uint16() {
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_uint32() {
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_uint64() {
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_maximum_uint8() {
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.maximum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int1, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int1, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_int16() {
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_int32() {
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_int64() {
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_int8() {
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt1, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt1, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_uint16() {
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_uint32() {
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_uint64() {
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_minimum_uint8() {
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.minimum(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn standard_multiply_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a * b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a * b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int1, Standard> { a * b };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int1, Standard> { a * b };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_int16() {
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int2, Standard> { a * b };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int2, Standard> { a * b };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_int32() {
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int4, Standard> { a * b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int4, Standard> { a * b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_int64() {
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_int8() {
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt1, Standard> { a * b };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt1, Standard> { a * b };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_uint16() {
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt2, Standard> { a * b };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt2, Standard> { a * b };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_uint32() {
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt4, Standard> { a * b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt4, Standard> { a * b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_uint64() {
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_multiply_uint8() {
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a * b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a * b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a * b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a * b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a * b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a * b };
}

#[allow(dead_code)]
pub fn standard_not_equal_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_int16() {
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_int32() {
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_int64() {
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_int8() {
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_uint16() {
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_uint32() {
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_uint64() {
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_not_equal_uint8() {
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Bool, Standard> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn standard_power_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_int16() {
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_int32() {
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_int64() {
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_int8() {
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_uint16() {
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_uint32() {
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_uint64() {
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_power_uint8() {
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a.power(b) };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a.power(b) };
}

#[allow(dead_code)]
pub fn standard_remainder_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a % b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a % b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int1, Standard> { a % b };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int1, Standard> { a % b };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_int16() {
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int2, Standard> { a % b };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int2, Standard> { a % b };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_int32() {
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int4, Standard> { a % b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int4, Standard> { a % b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_int64() {
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_int8() {
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt1, Standard> { a % b };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt1, Standard> { a % b };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_uint16() {
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt2, Standard> { a % b };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt2, Standard> { a % b };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_uint32() {
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt4, Standard> { a % b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt4, Standard> { a % b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_uint64() {
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_remainder_uint8() {
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a % b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a % b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a % b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a % b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a % b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a % b };
}

#[allow(dead_code)]
pub fn standard_subtract_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a - b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a - b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_int1() {
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int1, Standard> { a - b };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int1, Standard> { a - b };
    let _ = |a: &Tensor<Int1, Standard>, b: &Tensor<Int1, Standard>| -> Tensor<Int1, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_int16() {
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_int2() {
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int2, Standard> { a - b };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int2, Standard> { a - b };
    let _ = |a: &Tensor<Int2, Standard>, b: &Tensor<Int2, Standard>| -> Tensor<Int2, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_int32() {
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Int4, Standard> { a - b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Int4, Standard> { a - b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Int4, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_int64() {
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_int8() {
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_uint1() {
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt1, Standard> { a - b };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt1, Standard> { a - b };
    let _ = |a: &Tensor<UInt1, Standard>, b: &Tensor<UInt1, Standard>| -> Tensor<UInt1, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_uint16() {
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_uint2() {
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt2, Standard> { a - b };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt2, Standard> { a - b };
    let _ = |a: &Tensor<UInt2, Standard>, b: &Tensor<UInt2, Standard>| -> Tensor<UInt2, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_uint32() {
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<UInt4, Standard> { a - b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<UInt4, Standard> { a - b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<UInt4, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_uint64() {
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_subtract_uint8() {
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a - b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a - b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a - b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a - b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a - b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a - b };
}

#[allow(dead_code)]
pub fn standard_true_divide_bool() {
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Float32, Standard> { a / b };
    let _ = |a: &Tensor<Bool, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Float32, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<WeakFloat, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float4E2M1Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E2M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float6E3M2Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Float8E3M4, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fn, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakFloat, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<Int8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt16, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt32, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt64, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Standard>, b: &Tensor<UInt8, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_i_weak() {
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Float32, Standard> { a / b };
    let _ = |a: &Tensor<WeakInt, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Float32, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_int16() {
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Int16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_int32() {
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Int32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_int4() {
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float32, Standard> { a / b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float32, Standard> { a / b };
    let _ = |a: &Tensor<Int4, Standard>, b: &Tensor<Int4, Standard>| -> Tensor<Float32, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_int64() {
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Int64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_int8() {
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<Int8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_uint16() {
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<UInt16, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_uint32() {
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<UInt32, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_uint4() {
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<Bool, Standard>| -> Tensor<Float32, Standard> { a / b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<WeakInt, Standard>| -> Tensor<Float32, Standard> { a / b };
    let _ = |a: &Tensor<UInt4, Standard>, b: &Tensor<UInt4, Standard>| -> Tensor<Float32, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_uint64() {
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<UInt64, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
}

#[allow(dead_code)]
pub fn standard_true_divide_uint8() {
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float4E2M1Fn, Standard>| -> Tensor<Float4E2M1Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E2M3Fn, Standard>| -> Tensor<Float6E2M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float6E3M2Fn, Standard>| -> Tensor<Float6E3M2Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E3M4, Standard>| -> Tensor<Float8E3M4, Standard> { a / b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3, Standard>| -> Tensor<Float8E4M3, Standard> { a / b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3B11Fnuz, Standard>| -> Tensor<Float8E4M3B11Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fn, Standard>| -> Tensor<Float8E4M3Fn, Standard> { a / b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E4M3Fnuz, Standard>| -> Tensor<Float8E4M3Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2, Standard>| -> Tensor<Float8E5M2, Standard> { a / b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E5M2Fnuz, Standard>| -> Tensor<Float8E5M2Fnuz, Standard> { a / b };
    let _ = |a: &Tensor<UInt8, Standard>, b: &Tensor<Float8E8M0Fnu, Standard>| -> Tensor<Float8E8M0Fnu, Standard> { a / b };
}

#[allow(dead_code)]
pub fn strict_add_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a + b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a + b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a + b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a + b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a + b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a + b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a + b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a + b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a + b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a + b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a + b };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a + b };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a + b };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a + b };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a + b };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a + b };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E3M4, Strict> { a + b };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a + b };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E3M4, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3, Strict> { a + b };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a + b };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a + b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a + b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a + b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2, Strict> { a + b };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a + b };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a + b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a + b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a + b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a + b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a + b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int1, Strict> { a + b };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int2, Strict> { a + b };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int4, Strict> { a + b };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt1, Strict> { a + b };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt2, Strict> { a + b };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_add_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt4, Strict> { a + b };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a + b };
}

#[allow(dead_code)]
pub fn strict_bitwise_and_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a & b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a & b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a & b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a & b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a & b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a & b };
}

#[allow(dead_code)]
pub fn strict_bitwise_and_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int1, Strict> { a & b };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a & b };
}

#[allow(dead_code)]
pub fn strict_bitwise_and_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int2, Strict> { a & b };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a & b };
}

#[allow(dead_code)]
pub fn strict_bitwise_and_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int4, Strict> { a & b };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a & b };
}

#[allow(dead_code)]
pub fn strict_bitwise_and_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt1, Strict> { a & b };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a & b };
}

#[allow(dead_code)]
pub fn strict_bitwise_and_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt2, Strict> { a & b };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a & b };
}

#[allow(dead_code)]
pub fn strict_bitwise_and_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt4, Strict> { a & b };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a & b };
}

#[allow(dead_code)]
pub fn strict_bitwise_or_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a | b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a | b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a | b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a | b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a | b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a | b };
}

#[allow(dead_code)]
pub fn strict_bitwise_or_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int1, Strict> { a | b };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a | b };
}

#[allow(dead_code)]
pub fn strict_bitwise_or_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int2, Strict> { a | b };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a | b };
}

#[allow(dead_code)]
pub fn strict_bitwise_or_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int4, Strict> { a | b };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a | b };
}

#[allow(dead_code)]
pub fn strict_bitwise_or_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt1, Strict> { a | b };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a | b };
}

#[allow(dead_code)]
pub fn strict_bitwise_or_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt2, Strict> { a | b };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a | b };
}

#[allow(dead_code)]
pub fn strict_bitwise_or_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt4, Strict> { a | b };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a | b };
}

#[allow(dead_code)]
pub fn strict_bitwise_xor_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a ^ b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a ^ b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a ^ b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a ^ b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a ^ b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a ^ b };
}

#[allow(dead_code)]
pub fn strict_bitwise_xor_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int1, Strict> { a ^ b };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a ^ b };
}

#[allow(dead_code)]
pub fn strict_bitwise_xor_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int2, Strict> { a ^ b };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a ^ b };
}

#[allow(dead_code)]
pub fn strict_bitwise_xor_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int4, Strict> { a ^ b };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a ^ b };
}

#[allow(dead_code)]
pub fn strict_bitwise_xor_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt1, Strict> { a ^ b };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a ^ b };
}

#[allow(dead_code)]
pub fn strict_bitwise_xor_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt2, Strict> { a ^ b };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a ^ b };
}

#[allow(dead_code)]
pub fn strict_bitwise_xor_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt4, Strict> { a ^ b };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a ^ b };
}

#[allow(dead_code)]
pub fn strict_equal_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_equal_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<Bool, Strict> { a.equal(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E3M4, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E3M4, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int1, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int2, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int4, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt1, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt2, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_floor_divide_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt4, Strict> { a.floor_divide(b) };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a.floor_divide(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_equal_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<Bool, Strict> { a.greater_equal(b) };
}

#[allow(dead_code)]
pub fn strict_greater_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_greater_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<Bool, Strict> { a.greater(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_equal_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<Bool, Strict> { a.less_equal(b) };
}

#[allow(dead_code)]
pub fn strict_less_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_less_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<Bool, Strict> { a.less(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E3M4, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E3M4, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int1, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int2, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int4, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt1, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt2, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_maximum_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt4, Strict> { a.maximum(b) };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a.maximum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E3M4, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E3M4, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int1, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int2, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int4, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt1, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt2, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_minimum_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt4, Strict> { a.minimum(b) };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a.minimum(b) };
}

#[allow(dead_code)]
pub fn strict_multiply_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a * b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a * b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a * b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a * b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a * b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a * b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a * b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a * b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a * b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a * b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a * b };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a * b };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a * b };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a * b };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a * b };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a * b };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E3M4, Strict> { a * b };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a * b };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E3M4, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3, Strict> { a * b };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a * b };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a * b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a * b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a * b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2, Strict> { a * b };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a * b };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a * b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a * b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a * b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a * b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a * b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int1, Strict> { a * b };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int2, Strict> { a * b };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int4, Strict> { a * b };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt1, Strict> { a * b };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt2, Strict> { a * b };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_multiply_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt4, Strict> { a * b };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a * b };
}

#[allow(dead_code)]
pub fn strict_not_equal_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_not_equal_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<Bool, Strict> { a.not_equal(b) };
}

#[allow(dead_code)]
pub fn strict_power_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.power(b) };
}

#[allow(dead_code)]
pub fn strict_power_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.power(b) };
}

#[allow(dead_code)]
pub fn strict_power_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.power(b) };
}

#[allow(dead_code)]
pub fn strict_power_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.power(b) };
}

#[allow(dead_code)]
pub fn strict_power_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E3M4, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E3M4, Strict> { a.power(b) };
}

#[allow(dead_code)]
pub fn strict_power_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3, Strict> { a.power(b) };
}

#[allow(dead_code)]
pub fn strict_power_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.power(b) };
}

#[allow(dead_code)]
pub fn strict_power_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.power(b) };
}

#[allow(dead_code)]
pub fn strict_power_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.power(b) };
}

#[allow(dead_code)]
pub fn strict_power_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2, Strict> { a.power(b) };
}

#[allow(dead_code)]
pub fn strict_power_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.power(b) };
}

#[allow(dead_code)]
pub fn strict_power_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.power(b) };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.power(b) };
}

#[allow(dead_code)]
pub fn strict_power_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a.power(b) };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a.power(b) };
}

#[allow(dead_code)]
pub fn strict_remainder_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a % b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a % b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a % b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a % b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a % b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a % b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a % b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a % b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a % b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a % b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a % b };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a % b };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a % b };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a % b };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a % b };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a % b };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E3M4, Strict> { a % b };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a % b };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E3M4, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3, Strict> { a % b };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a % b };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a % b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a % b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a % b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2, Strict> { a % b };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a % b };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a % b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a % b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a % b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a % b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a % b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int1, Strict> { a % b };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int2, Strict> { a % b };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int4, Strict> { a % b };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt1, Strict> { a % b };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt2, Strict> { a % b };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_remainder_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt4, Strict> { a % b };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a % b };
}

#[allow(dead_code)]
pub fn strict_subtract_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a - b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a - b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a - b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a - b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a - b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a - b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a - b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a - b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a - b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a - b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a - b };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a - b };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a - b };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a - b };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a - b };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a - b };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E3M4, Strict> { a - b };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a - b };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E3M4, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3, Strict> { a - b };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a - b };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a - b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a - b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a - b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2, Strict> { a - b };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a - b };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a - b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a - b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a - b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a - b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a - b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_int1() {
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int1, Strict> { a - b };
    let _ = |a: &Tensor<Int1, Strict>, b: &Tensor<Int1, Strict>| -> Tensor<Int1, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_int2() {
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int2, Strict> { a - b };
    let _ = |a: &Tensor<Int2, Strict>, b: &Tensor<Int2, Strict>| -> Tensor<Int2, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Int4, Strict> { a - b };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Int4, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_uint1() {
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt1, Strict> { a - b };
    let _ = |a: &Tensor<UInt1, Strict>, b: &Tensor<UInt1, Strict>| -> Tensor<UInt1, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_uint2() {
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt2, Strict> { a - b };
    let _ = |a: &Tensor<UInt2, Strict>, b: &Tensor<UInt2, Strict>| -> Tensor<UInt2, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_subtract_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<UInt4, Strict> { a - b };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<UInt4, Strict> { a - b };
}

#[allow(dead_code)]
pub fn strict_true_divide_f_weak() {
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a / b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a / b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a / b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a / b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a / b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a / b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a / b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a / b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a / b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a / b };
    let _ = |a: &Tensor<WeakFloat, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a / b };
}

#[allow(dead_code)]
pub fn strict_true_divide_float4_e2m1fn() {
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a / b };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a / b };
    let _ = |a: &Tensor<Float4E2M1Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a / b };
}

#[allow(dead_code)]
pub fn strict_true_divide_float6_e2m3fn() {
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a / b };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a / b };
    let _ = |a: &Tensor<Float6E2M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a / b };
}

#[allow(dead_code)]
pub fn strict_true_divide_float6_e3m2fn() {
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a / b };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a / b };
    let _ = |a: &Tensor<Float6E3M2Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a / b };
}

#[allow(dead_code)]
pub fn strict_true_divide_float8_e3m4() {
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E3M4, Strict> { a / b };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a / b };
    let _ = |a: &Tensor<Float8E3M4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E3M4, Strict> { a / b };
}

#[allow(dead_code)]
pub fn strict_true_divide_float8_e4m3() {
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3, Strict> { a / b };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a / b };
    let _ = |a: &Tensor<Float8E4M3, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3, Strict> { a / b };
}

#[allow(dead_code)]
pub fn strict_true_divide_float8_e4m3b11fnuz() {
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a / b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a / b };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a / b };
}

#[allow(dead_code)]
pub fn strict_true_divide_float8_e4m3fn() {
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fn, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a / b };
}

#[allow(dead_code)]
pub fn strict_true_divide_float8_e4m3fnuz() {
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a / b };
    let _ = |a: &Tensor<Float8E4M3Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a / b };
}

#[allow(dead_code)]
pub fn strict_true_divide_float8_e5m2() {
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2, Strict> { a / b };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a / b };
    let _ = |a: &Tensor<Float8E5M2, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2, Strict> { a / b };
}

#[allow(dead_code)]
pub fn strict_true_divide_float8_e5m2fnuz() {
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a / b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a / b };
    let _ = |a: &Tensor<Float8E5M2Fnuz, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a / b };
}

#[allow(dead_code)]
pub fn strict_true_divide_float8_e8m0fnu() {
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakFloat, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a / b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a / b };
    let _ = |a: &Tensor<Float8E8M0Fnu, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a / b };
}

#[allow(dead_code)]
pub fn strict_true_divide_i_weak() {
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float4E2M1Fn, Strict>| -> Tensor<Float4E2M1Fn, Strict> { a / b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E2M3Fn, Strict>| -> Tensor<Float6E2M3Fn, Strict> { a / b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float6E3M2Fn, Strict>| -> Tensor<Float6E3M2Fn, Strict> { a / b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E3M4, Strict>| -> Tensor<Float8E3M4, Strict> { a / b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3, Strict>| -> Tensor<Float8E4M3, Strict> { a / b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3B11Fnuz, Strict>| -> Tensor<Float8E4M3B11Fnuz, Strict> { a / b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fn, Strict>| -> Tensor<Float8E4M3Fn, Strict> { a / b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E4M3Fnuz, Strict>| -> Tensor<Float8E4M3Fnuz, Strict> { a / b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2, Strict>| -> Tensor<Float8E5M2, Strict> { a / b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E5M2Fnuz, Strict>| -> Tensor<Float8E5M2Fnuz, Strict> { a / b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Float8E8M0Fnu, Strict>| -> Tensor<Float8E8M0Fnu, Strict> { a / b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Float32, Strict> { a / b };
    let _ = |a: &Tensor<WeakInt, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<Float32, Strict> { a / b };
}

#[allow(dead_code)]
pub fn strict_true_divide_int4() {
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float32, Strict> { a / b };
    let _ = |a: &Tensor<Int4, Strict>, b: &Tensor<Int4, Strict>| -> Tensor<Float32, Strict> { a / b };
}

#[allow(dead_code)]
pub fn strict_true_divide_uint4() {
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<WeakInt, Strict>| -> Tensor<Float32, Strict> { a / b };
    let _ = |a: &Tensor<UInt4, Strict>, b: &Tensor<UInt4, Strict>| -> Tensor<Float32, Strict> { a / b };
}

#[allow(dead_code)]
pub fn unary_abs() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { a.abs() };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { a.abs() };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { a.abs() };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { a.abs() };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { a.abs() };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { a.abs() };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { a.abs() };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { a.abs() };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { a.abs() };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { a.abs() };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { a.abs() };
}

#[allow(dead_code)]
pub fn unary_conj() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { a.conj() };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { a.conj() };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { a.conj() };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { a.conj() };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { a.conj() };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { a.conj() };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { a.conj() };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { a.conj() };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { a.conj() };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { a.conj() };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { a.conj() };
}

#[allow(dead_code)]
pub fn unary_cos() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { a.cos() };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { a.cos() };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { a.cos() };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { a.cos() };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { a.cos() };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { a.cos() };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { a.cos() };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { a.cos() };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { a.cos() };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { a.cos() };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { a.cos() };
    let _ = |a: &Tensor<Int4>| -> Tensor<Float32> { a.cos() };
    let _ = |a: &Tensor<UInt4>| -> Tensor<Float32> { a.cos() };
}

#[allow(dead_code)]
pub fn unary_exp() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { a.exp() };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { a.exp() };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { a.exp() };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { a.exp() };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { a.exp() };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { a.exp() };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { a.exp() };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { a.exp() };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { a.exp() };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { a.exp() };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { a.exp() };
    let _ = |a: &Tensor<Int4>| -> Tensor<Float32> { a.exp() };
    let _ = |a: &Tensor<UInt4>| -> Tensor<Float32> { a.exp() };
}

#[allow(dead_code)]
pub fn unary_imag() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { a.imag() };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { a.imag() };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { a.imag() };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { a.imag() };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { a.imag() };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { a.imag() };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { a.imag() };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { a.imag() };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { a.imag() };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { a.imag() };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { a.imag() };
}

#[allow(dead_code)]
pub fn unary_log() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { a.log() };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { a.log() };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { a.log() };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { a.log() };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { a.log() };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { a.log() };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { a.log() };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { a.log() };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { a.log() };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { a.log() };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { a.log() };
    let _ = |a: &Tensor<Int4>| -> Tensor<Float32> { a.log() };
    let _ = |a: &Tensor<UInt4>| -> Tensor<Float32> { a.log() };
}

#[allow(dead_code)]
pub fn unary_negative() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { -a };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { -a };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { -a };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { -a };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { -a };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { -a };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { -a };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { -a };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { -a };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { -a };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { -a };
    let _ = |a: &Tensor<Int1>| -> Tensor<Int1> { -a };
    let _ = |a: &Tensor<Int2>| -> Tensor<Int2> { -a };
    let _ = |a: &Tensor<Int4>| -> Tensor<Int4> { -a };
    let _ = |a: &Tensor<UInt1>| -> Tensor<UInt1> { -a };
    let _ = |a: &Tensor<UInt2>| -> Tensor<UInt2> { -a };
    let _ = |a: &Tensor<UInt4>| -> Tensor<UInt4> { -a };
}

#[allow(dead_code)]
pub fn unary_real() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { a.real() };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { a.real() };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { a.real() };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { a.real() };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { a.real() };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { a.real() };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { a.real() };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { a.real() };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { a.real() };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { a.real() };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { a.real() };
}

#[allow(dead_code)]
pub fn unary_sin() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { a.sin() };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { a.sin() };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { a.sin() };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { a.sin() };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { a.sin() };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { a.sin() };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { a.sin() };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { a.sin() };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { a.sin() };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { a.sin() };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { a.sin() };
    let _ = |a: &Tensor<Int4>| -> Tensor<Float32> { a.sin() };
    let _ = |a: &Tensor<UInt4>| -> Tensor<Float32> { a.sin() };
}

#[allow(dead_code)]
pub fn unary_sqrt() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { a.sqrt() };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { a.sqrt() };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { a.sqrt() };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { a.sqrt() };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { a.sqrt() };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { a.sqrt() };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { a.sqrt() };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { a.sqrt() };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { a.sqrt() };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { a.sqrt() };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { a.sqrt() };
    let _ = |a: &Tensor<Int4>| -> Tensor<Float32> { a.sqrt() };
    let _ = |a: &Tensor<UInt4>| -> Tensor<Float32> { a.sqrt() };
}

#[allow(dead_code)]
pub fn unary_tanh() {
    let _ = |a: &Tensor<Float4E2M1Fn>| -> Tensor<Float4E2M1Fn> { a.tanh() };
    let _ = |a: &Tensor<Float6E2M3Fn>| -> Tensor<Float6E2M3Fn> { a.tanh() };
    let _ = |a: &Tensor<Float6E3M2Fn>| -> Tensor<Float6E3M2Fn> { a.tanh() };
    let _ = |a: &Tensor<Float8E3M4>| -> Tensor<Float8E3M4> { a.tanh() };
    let _ = |a: &Tensor<Float8E4M3>| -> Tensor<Float8E4M3> { a.tanh() };
    let _ = |a: &Tensor<Float8E4M3B11Fnuz>| -> Tensor<Float8E4M3B11Fnuz> { a.tanh() };
    let _ = |a: &Tensor<Float8E4M3Fn>| -> Tensor<Float8E4M3Fn> { a.tanh() };
    let _ = |a: &Tensor<Float8E4M3Fnuz>| -> Tensor<Float8E4M3Fnuz> { a.tanh() };
    let _ = |a: &Tensor<Float8E5M2>| -> Tensor<Float8E5M2> { a.tanh() };
    let _ = |a: &Tensor<Float8E5M2Fnuz>| -> Tensor<Float8E5M2Fnuz> { a.tanh() };
    let _ = |a: &Tensor<Float8E8M0Fnu>| -> Tensor<Float8E8M0Fnu> { a.tanh() };
    let _ = |a: &Tensor<Int4>| -> Tensor<Float32> { a.tanh() };
    let _ = |a: &Tensor<UInt4>| -> Tensor<Float32> { a.tanh() };
}

// What JAX rejects, and the gaps: what JAX computes and this crate does not.
assert_not_impl_any!(Standard: Join<BFloat16, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<BFloat16, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<BFloat16, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<BFloat16, Float8E3M4>);
assert_not_impl_any!(Standard: Join<BFloat16, Float8E4M3>);
assert_not_impl_any!(Standard: Join<BFloat16, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<BFloat16, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<BFloat16, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<BFloat16, Float8E5M2>);
assert_not_impl_any!(Standard: Join<BFloat16, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<BFloat16, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<BFloat16, Int1>);
assert_not_impl_any!(Standard: Join<BFloat16, Int2>);
assert_not_impl_any!(Standard: Join<BFloat16, Int4>);
assert_not_impl_any!(Standard: Join<BFloat16, UInt1>);
assert_not_impl_any!(Standard: Join<BFloat16, UInt2>);
assert_not_impl_any!(Standard: Join<BFloat16, UInt4>);
assert_not_impl_any!(Standard: Join<WeakComplex, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<WeakComplex, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<WeakComplex, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<WeakComplex, Float8E3M4>);
assert_not_impl_any!(Standard: Join<WeakComplex, Float8E4M3>);
assert_not_impl_any!(Standard: Join<WeakComplex, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<WeakComplex, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<WeakComplex, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<WeakComplex, Float8E5M2>);
assert_not_impl_any!(Standard: Join<WeakComplex, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<WeakComplex, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<WeakComplex, Int1>);
assert_not_impl_any!(Standard: Join<WeakComplex, Int2>);
assert_not_impl_any!(Standard: Join<WeakComplex, Int4>);
assert_not_impl_any!(Standard: Join<WeakComplex, UInt1>);
assert_not_impl_any!(Standard: Join<WeakComplex, UInt2>);
assert_not_impl_any!(Standard: Join<WeakComplex, UInt4>);
assert_not_impl_any!(Standard: Join<Complex128, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Complex128, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Complex128, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Complex128, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Complex128, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Complex128, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Complex128, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Complex128, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Complex128, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Complex128, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Complex128, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Complex128, Int1>);
assert_not_impl_any!(Standard: Join<Complex128, Int2>);
assert_not_impl_any!(Standard: Join<Complex128, Int4>);
assert_not_impl_any!(Standard: Join<Complex128, UInt1>);
assert_not_impl_any!(Standard: Join<Complex128, UInt2>);
assert_not_impl_any!(Standard: Join<Complex128, UInt4>);
assert_not_impl_any!(Standard: Join<Complex64, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Complex64, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Complex64, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Complex64, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Complex64, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Complex64, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Complex64, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Complex64, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Complex64, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Complex64, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Complex64, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Complex64, Int1>);
assert_not_impl_any!(Standard: Join<Complex64, Int2>);
assert_not_impl_any!(Standard: Join<Complex64, Int4>);
assert_not_impl_any!(Standard: Join<Complex64, UInt1>);
assert_not_impl_any!(Standard: Join<Complex64, UInt2>);
assert_not_impl_any!(Standard: Join<Complex64, UInt4>);
assert_not_impl_any!(Standard: Join<WeakFloat, Int1>);
assert_not_impl_any!(Standard: Join<WeakFloat, Int2>);
assert_not_impl_any!(Standard: Join<WeakFloat, Int4>);
assert_not_impl_any!(Standard: Join<WeakFloat, UInt1>);
assert_not_impl_any!(Standard: Join<WeakFloat, UInt2>);
assert_not_impl_any!(Standard: Join<WeakFloat, UInt4>);
assert_not_impl_any!(Standard: Join<Float16, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Float16, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Float16, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Float16, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Float16, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Float16, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Float16, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Float16, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Float16, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Float16, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Float16, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Float16, Int1>);
assert_not_impl_any!(Standard: Join<Float16, Int2>);
assert_not_impl_any!(Standard: Join<Float16, Int4>);
assert_not_impl_any!(Standard: Join<Float16, UInt1>);
assert_not_impl_any!(Standard: Join<Float16, UInt2>);
assert_not_impl_any!(Standard: Join<Float16, UInt4>);
assert_not_impl_any!(Standard: Join<Float32, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Float32, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Float32, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Float32, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Float32, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Float32, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Float32, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Float32, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Float32, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Float32, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Float32, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Float32, Int1>);
assert_not_impl_any!(Standard: Join<Float32, Int2>);
assert_not_impl_any!(Standard: Join<Float32, Int4>);
assert_not_impl_any!(Standard: Join<Float32, UInt1>);
assert_not_impl_any!(Standard: Join<Float32, UInt2>);
assert_not_impl_any!(Standard: Join<Float32, UInt4>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, BFloat16>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, WeakComplex>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Complex128>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Complex64>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Float16>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Float32>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Float64>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Int1>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Int2>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, Int4>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, UInt1>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, UInt2>);
assert_not_impl_any!(Standard: Join<Float4E2M1Fn, UInt4>);
assert_not_impl_any!(Standard: Join<Float64, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Float64, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Float64, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Float64, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Float64, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Float64, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Float64, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Float64, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Float64, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Float64, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Float64, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Float64, Int1>);
assert_not_impl_any!(Standard: Join<Float64, Int2>);
assert_not_impl_any!(Standard: Join<Float64, Int4>);
assert_not_impl_any!(Standard: Join<Float64, UInt1>);
assert_not_impl_any!(Standard: Join<Float64, UInt2>);
assert_not_impl_any!(Standard: Join<Float64, UInt4>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, BFloat16>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, WeakComplex>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Complex128>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Complex64>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Float16>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Float32>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Float64>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Int1>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Int2>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, Int4>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, UInt1>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, UInt2>);
assert_not_impl_any!(Standard: Join<Float6E2M3Fn, UInt4>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, BFloat16>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, WeakComplex>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Complex128>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Complex64>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Float16>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Float32>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Float64>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Int1>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Int2>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, Int4>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, UInt1>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, UInt2>);
assert_not_impl_any!(Standard: Join<Float6E3M2Fn, UInt4>);
assert_not_impl_any!(Standard: Join<Float8E3M4, BFloat16>);
assert_not_impl_any!(Standard: Join<Float8E3M4, WeakComplex>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Complex128>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Complex64>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Float16>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Float32>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Float64>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Int1>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Int2>);
assert_not_impl_any!(Standard: Join<Float8E3M4, Int4>);
assert_not_impl_any!(Standard: Join<Float8E3M4, UInt1>);
assert_not_impl_any!(Standard: Join<Float8E3M4, UInt2>);
assert_not_impl_any!(Standard: Join<Float8E3M4, UInt4>);
assert_not_impl_any!(Standard: Join<Float8E4M3, BFloat16>);
assert_not_impl_any!(Standard: Join<Float8E4M3, WeakComplex>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Complex128>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Complex64>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Float16>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Float32>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Float64>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Int1>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Int2>);
assert_not_impl_any!(Standard: Join<Float8E4M3, Int4>);
assert_not_impl_any!(Standard: Join<Float8E4M3, UInt1>);
assert_not_impl_any!(Standard: Join<Float8E4M3, UInt2>);
assert_not_impl_any!(Standard: Join<Float8E4M3, UInt4>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, BFloat16>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, WeakComplex>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Complex128>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Complex64>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Float16>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Float32>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Float64>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Int1>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Int2>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, Int4>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, UInt1>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, UInt2>);
assert_not_impl_any!(Standard: Join<Float8E4M3B11Fnuz, UInt4>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, BFloat16>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, WeakComplex>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Complex128>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Complex64>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Float16>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Float32>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Float64>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Int1>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Int2>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, Int4>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, UInt1>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, UInt2>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fn, UInt4>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, BFloat16>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, WeakComplex>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Complex128>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Complex64>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Float16>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Float32>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Float64>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Int1>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Int2>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, Int4>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, UInt1>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, UInt2>);
assert_not_impl_any!(Standard: Join<Float8E4M3Fnuz, UInt4>);
assert_not_impl_any!(Standard: Join<Float8E5M2, BFloat16>);
assert_not_impl_any!(Standard: Join<Float8E5M2, WeakComplex>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Complex128>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Complex64>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Float16>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Float32>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Float64>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Int1>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Int2>);
assert_not_impl_any!(Standard: Join<Float8E5M2, Int4>);
assert_not_impl_any!(Standard: Join<Float8E5M2, UInt1>);
assert_not_impl_any!(Standard: Join<Float8E5M2, UInt2>);
assert_not_impl_any!(Standard: Join<Float8E5M2, UInt4>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, BFloat16>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, WeakComplex>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Complex128>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Complex64>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Float16>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Float32>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Float64>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Int1>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Int2>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, Int4>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, UInt1>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, UInt2>);
assert_not_impl_any!(Standard: Join<Float8E5M2Fnuz, UInt4>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, BFloat16>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, WeakComplex>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Complex128>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Complex64>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Float16>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Float32>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Float64>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Int1>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Int2>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, Int4>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, UInt1>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, UInt2>);
assert_not_impl_any!(Standard: Join<Float8E8M0Fnu, UInt4>);
assert_not_impl_any!(Standard: Join<Int1, BFloat16>);
assert_not_impl_any!(Standard: Join<Int1, WeakComplex>);
assert_not_impl_any!(Standard: Join<Int1, Complex128>);
assert_not_impl_any!(Standard: Join<Int1, Complex64>);
assert_not_impl_any!(Standard: Join<Int1, WeakFloat>);
assert_not_impl_any!(Standard: Join<Int1, Float16>);
assert_not_impl_any!(Standard: Join<Int1, Float32>);
assert_not_impl_any!(Standard: Join<Int1, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Int1, Float64>);
assert_not_impl_any!(Standard: Join<Int1, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Int1, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Int1, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Int1, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Int1, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Int1, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Int1, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Int1, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Int1, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Int1, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Int1, Int16>);
assert_not_impl_any!(Standard: Join<Int1, Int2>);
assert_not_impl_any!(Standard: Join<Int1, Int32>);
assert_not_impl_any!(Standard: Join<Int1, Int4>);
assert_not_impl_any!(Standard: Join<Int1, Int64>);
assert_not_impl_any!(Standard: Join<Int1, Int8>);
assert_not_impl_any!(Standard: Join<Int1, UInt1>);
assert_not_impl_any!(Standard: Join<Int1, UInt16>);
assert_not_impl_any!(Standard: Join<Int1, UInt2>);
assert_not_impl_any!(Standard: Join<Int1, UInt32>);
assert_not_impl_any!(Standard: Join<Int1, UInt4>);
assert_not_impl_any!(Standard: Join<Int1, UInt64>);
assert_not_impl_any!(Standard: Join<Int1, UInt8>);
assert_not_impl_any!(Standard: Join<Int16, Int1>);
assert_not_impl_any!(Standard: Join<Int16, Int2>);
assert_not_impl_any!(Standard: Join<Int16, Int4>);
assert_not_impl_any!(Standard: Join<Int16, UInt1>);
assert_not_impl_any!(Standard: Join<Int16, UInt2>);
assert_not_impl_any!(Standard: Join<Int16, UInt4>);
assert_not_impl_any!(Standard: Join<Int2, BFloat16>);
assert_not_impl_any!(Standard: Join<Int2, WeakComplex>);
assert_not_impl_any!(Standard: Join<Int2, Complex128>);
assert_not_impl_any!(Standard: Join<Int2, Complex64>);
assert_not_impl_any!(Standard: Join<Int2, WeakFloat>);
assert_not_impl_any!(Standard: Join<Int2, Float16>);
assert_not_impl_any!(Standard: Join<Int2, Float32>);
assert_not_impl_any!(Standard: Join<Int2, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Int2, Float64>);
assert_not_impl_any!(Standard: Join<Int2, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Int2, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Int2, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Int2, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Int2, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Int2, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Int2, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Int2, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Int2, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Int2, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Int2, Int1>);
assert_not_impl_any!(Standard: Join<Int2, Int16>);
assert_not_impl_any!(Standard: Join<Int2, Int32>);
assert_not_impl_any!(Standard: Join<Int2, Int4>);
assert_not_impl_any!(Standard: Join<Int2, Int64>);
assert_not_impl_any!(Standard: Join<Int2, Int8>);
assert_not_impl_any!(Standard: Join<Int2, UInt1>);
assert_not_impl_any!(Standard: Join<Int2, UInt16>);
assert_not_impl_any!(Standard: Join<Int2, UInt2>);
assert_not_impl_any!(Standard: Join<Int2, UInt32>);
assert_not_impl_any!(Standard: Join<Int2, UInt4>);
assert_not_impl_any!(Standard: Join<Int2, UInt64>);
assert_not_impl_any!(Standard: Join<Int2, UInt8>);
assert_not_impl_any!(Standard: Join<Int32, Int1>);
assert_not_impl_any!(Standard: Join<Int32, Int2>);
assert_not_impl_any!(Standard: Join<Int32, Int4>);
assert_not_impl_any!(Standard: Join<Int32, UInt1>);
assert_not_impl_any!(Standard: Join<Int32, UInt2>);
assert_not_impl_any!(Standard: Join<Int32, UInt4>);
assert_not_impl_any!(Standard: Join<Int4, BFloat16>);
assert_not_impl_any!(Standard: Join<Int4, WeakComplex>);
assert_not_impl_any!(Standard: Join<Int4, Complex128>);
assert_not_impl_any!(Standard: Join<Int4, Complex64>);
assert_not_impl_any!(Standard: Join<Int4, WeakFloat>);
assert_not_impl_any!(Standard: Join<Int4, Float16>);
assert_not_impl_any!(Standard: Join<Int4, Float32>);
assert_not_impl_any!(Standard: Join<Int4, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<Int4, Float64>);
assert_not_impl_any!(Standard: Join<Int4, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<Int4, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<Int4, Float8E3M4>);
assert_not_impl_any!(Standard: Join<Int4, Float8E4M3>);
assert_not_impl_any!(Standard: Join<Int4, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<Int4, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<Int4, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<Int4, Float8E5M2>);
assert_not_impl_any!(Standard: Join<Int4, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<Int4, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<Int4, Int1>);
assert_not_impl_any!(Standard: Join<Int4, Int16>);
assert_not_impl_any!(Standard: Join<Int4, Int2>);
assert_not_impl_any!(Standard: Join<Int4, Int32>);
assert_not_impl_any!(Standard: Join<Int4, Int64>);
assert_not_impl_any!(Standard: Join<Int4, Int8>);
assert_not_impl_any!(Standard: Join<Int4, UInt1>);
assert_not_impl_any!(Standard: Join<Int4, UInt16>);
assert_not_impl_any!(Standard: Join<Int4, UInt2>);
assert_not_impl_any!(Standard: Join<Int4, UInt32>);
assert_not_impl_any!(Standard: Join<Int4, UInt4>);
assert_not_impl_any!(Standard: Join<Int4, UInt64>);
assert_not_impl_any!(Standard: Join<Int4, UInt8>);
assert_not_impl_any!(Standard: Join<Int64, Int1>);
assert_not_impl_any!(Standard: Join<Int64, Int2>);
assert_not_impl_any!(Standard: Join<Int64, Int4>);
assert_not_impl_any!(Standard: Join<Int64, UInt1>);
assert_not_impl_any!(Standard: Join<Int64, UInt2>);
assert_not_impl_any!(Standard: Join<Int64, UInt4>);
assert_not_impl_any!(Standard: Join<Int8, Int1>);
assert_not_impl_any!(Standard: Join<Int8, Int2>);
assert_not_impl_any!(Standard: Join<Int8, Int4>);
assert_not_impl_any!(Standard: Join<Int8, UInt1>);
assert_not_impl_any!(Standard: Join<Int8, UInt2>);
assert_not_impl_any!(Standard: Join<Int8, UInt4>);
assert_not_impl_any!(Standard: Join<UInt1, BFloat16>);
assert_not_impl_any!(Standard: Join<UInt1, WeakComplex>);
assert_not_impl_any!(Standard: Join<UInt1, Complex128>);
assert_not_impl_any!(Standard: Join<UInt1, Complex64>);
assert_not_impl_any!(Standard: Join<UInt1, WeakFloat>);
assert_not_impl_any!(Standard: Join<UInt1, Float16>);
assert_not_impl_any!(Standard: Join<UInt1, Float32>);
assert_not_impl_any!(Standard: Join<UInt1, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<UInt1, Float64>);
assert_not_impl_any!(Standard: Join<UInt1, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<UInt1, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<UInt1, Float8E3M4>);
assert_not_impl_any!(Standard: Join<UInt1, Float8E4M3>);
assert_not_impl_any!(Standard: Join<UInt1, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<UInt1, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<UInt1, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<UInt1, Float8E5M2>);
assert_not_impl_any!(Standard: Join<UInt1, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<UInt1, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<UInt1, Int1>);
assert_not_impl_any!(Standard: Join<UInt1, Int16>);
assert_not_impl_any!(Standard: Join<UInt1, Int2>);
assert_not_impl_any!(Standard: Join<UInt1, Int32>);
assert_not_impl_any!(Standard: Join<UInt1, Int4>);
assert_not_impl_any!(Standard: Join<UInt1, Int64>);
assert_not_impl_any!(Standard: Join<UInt1, Int8>);
assert_not_impl_any!(Standard: Join<UInt1, UInt16>);
assert_not_impl_any!(Standard: Join<UInt1, UInt2>);
assert_not_impl_any!(Standard: Join<UInt1, UInt32>);
assert_not_impl_any!(Standard: Join<UInt1, UInt4>);
assert_not_impl_any!(Standard: Join<UInt1, UInt64>);
assert_not_impl_any!(Standard: Join<UInt1, UInt8>);
assert_not_impl_any!(Standard: Join<UInt16, Int1>);
assert_not_impl_any!(Standard: Join<UInt16, Int2>);
assert_not_impl_any!(Standard: Join<UInt16, Int4>);
assert_not_impl_any!(Standard: Join<UInt16, UInt1>);
assert_not_impl_any!(Standard: Join<UInt16, UInt2>);
assert_not_impl_any!(Standard: Join<UInt16, UInt4>);
assert_not_impl_any!(Standard: Join<UInt2, BFloat16>);
assert_not_impl_any!(Standard: Join<UInt2, WeakComplex>);
assert_not_impl_any!(Standard: Join<UInt2, Complex128>);
assert_not_impl_any!(Standard: Join<UInt2, Complex64>);
assert_not_impl_any!(Standard: Join<UInt2, WeakFloat>);
assert_not_impl_any!(Standard: Join<UInt2, Float16>);
assert_not_impl_any!(Standard: Join<UInt2, Float32>);
assert_not_impl_any!(Standard: Join<UInt2, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<UInt2, Float64>);
assert_not_impl_any!(Standard: Join<UInt2, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<UInt2, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<UInt2, Float8E3M4>);
assert_not_impl_any!(Standard: Join<UInt2, Float8E4M3>);
assert_not_impl_any!(Standard: Join<UInt2, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<UInt2, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<UInt2, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<UInt2, Float8E5M2>);
assert_not_impl_any!(Standard: Join<UInt2, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<UInt2, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<UInt2, Int1>);
assert_not_impl_any!(Standard: Join<UInt2, Int16>);
assert_not_impl_any!(Standard: Join<UInt2, Int2>);
assert_not_impl_any!(Standard: Join<UInt2, Int32>);
assert_not_impl_any!(Standard: Join<UInt2, Int4>);
assert_not_impl_any!(Standard: Join<UInt2, Int64>);
assert_not_impl_any!(Standard: Join<UInt2, Int8>);
assert_not_impl_any!(Standard: Join<UInt2, UInt1>);
assert_not_impl_any!(Standard: Join<UInt2, UInt16>);
assert_not_impl_any!(Standard: Join<UInt2, UInt32>);
assert_not_impl_any!(Standard: Join<UInt2, UInt4>);
assert_not_impl_any!(Standard: Join<UInt2, UInt64>);
assert_not_impl_any!(Standard: Join<UInt2, UInt8>);
assert_not_impl_any!(Standard: Join<UInt32, Int1>);
assert_not_impl_any!(Standard: Join<UInt32, Int2>);
assert_not_impl_any!(Standard: Join<UInt32, Int4>);
assert_not_impl_any!(Standard: Join<UInt32, UInt1>);
assert_not_impl_any!(Standard: Join<UInt32, UInt2>);
assert_not_impl_any!(Standard: Join<UInt32, UInt4>);
assert_not_impl_any!(Standard: Join<UInt4, BFloat16>);
assert_not_impl_any!(Standard: Join<UInt4, WeakComplex>);
assert_not_impl_any!(Standard: Join<UInt4, Complex128>);
assert_not_impl_any!(Standard: Join<UInt4, Complex64>);
assert_not_impl_any!(Standard: Join<UInt4, WeakFloat>);
assert_not_impl_any!(Standard: Join<UInt4, Float16>);
assert_not_impl_any!(Standard: Join<UInt4, Float32>);
assert_not_impl_any!(Standard: Join<UInt4, Float4E2M1Fn>);
assert_not_impl_any!(Standard: Join<UInt4, Float64>);
assert_not_impl_any!(Standard: Join<UInt4, Float6E2M3Fn>);
assert_not_impl_any!(Standard: Join<UInt4, Float6E3M2Fn>);
assert_not_impl_any!(Standard: Join<UInt4, Float8E3M4>);
assert_not_impl_any!(Standard: Join<UInt4, Float8E4M3>);
assert_not_impl_any!(Standard: Join<UInt4, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Standard: Join<UInt4, Float8E4M3Fn>);
assert_not_impl_any!(Standard: Join<UInt4, Float8E4M3Fnuz>);
assert_not_impl_any!(Standard: Join<UInt4, Float8E5M2>);
assert_not_impl_any!(Standard: Join<UInt4, Float8E5M2Fnuz>);
assert_not_impl_any!(Standard: Join<UInt4, Float8E8M0Fnu>);
assert_not_impl_any!(Standard: Join<UInt4, Int1>);
assert_not_impl_any!(Standard: Join<UInt4, Int16>);
assert_not_impl_any!(Standard: Join<UInt4, Int2>);
assert_not_impl_any!(Standard: Join<UInt4, Int32>);
assert_not_impl_any!(Standard: Join<UInt4, Int4>);
assert_not_impl_any!(Standard: Join<UInt4, Int64>);
assert_not_impl_any!(Standard: Join<UInt4, Int8>);
assert_not_impl_any!(Standard: Join<UInt4, UInt1>);
assert_not_impl_any!(Standard: Join<UInt4, UInt16>);
assert_not_impl_any!(Standard: Join<UInt4, UInt2>);
assert_not_impl_any!(Standard: Join<UInt4, UInt32>);
assert_not_impl_any!(Standard: Join<UInt4, UInt64>);
assert_not_impl_any!(Standard: Join<UInt4, UInt8>);
assert_not_impl_any!(Standard: Join<UInt64, Int1>);
assert_not_impl_any!(Standard: Join<UInt64, Int2>);
assert_not_impl_any!(Standard: Join<UInt64, Int4>);
assert_not_impl_any!(Standard: Join<UInt64, UInt1>);
assert_not_impl_any!(Standard: Join<UInt64, UInt2>);
assert_not_impl_any!(Standard: Join<UInt64, UInt4>);
assert_not_impl_any!(Standard: Join<UInt8, Int1>);
assert_not_impl_any!(Standard: Join<UInt8, Int2>);
assert_not_impl_any!(Standard: Join<UInt8, Int4>);
assert_not_impl_any!(Standard: Join<UInt8, UInt1>);
assert_not_impl_any!(Standard: Join<UInt8, UInt2>);
assert_not_impl_any!(Standard: Join<UInt8, UInt4>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitAnd<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitAnd<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitAnd<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitAnd<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitAnd<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitAnd<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitAnd<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitAnd<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitAnd<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitAnd<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitAnd<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitAnd<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitAnd<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitAnd<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitAnd<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitAnd<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitAnd<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitAnd<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitAnd<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitAnd<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitAnd<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitAnd<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitAnd<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitAnd<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitAnd<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitAnd<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitAnd<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitAnd<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitAnd<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitAnd<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitAnd<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitAnd<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitAnd<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitAnd<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitAnd<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitAnd<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitAnd<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitAnd<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitAnd<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitAnd<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitAnd<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitAnd<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitAnd<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitAnd<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitAnd<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitAnd<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitAnd<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitAnd<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitAnd<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitAnd<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitAnd<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitAnd<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitAnd<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitAnd<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitAnd<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitAnd<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitAnd<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitAnd<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitAnd<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitAnd<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitAnd<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitAnd<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitAnd<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitAnd<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitAnd<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitAnd<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitAnd<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitAnd<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitAnd<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitAnd<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitAnd<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitAnd<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitAnd<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitAnd<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitAnd<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitAnd<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitAnd<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitAnd<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitAnd<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitAnd<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitAnd<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitAnd<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitAnd<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitAnd<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitAnd<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitAnd<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitAnd<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitAnd<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitAnd<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitAnd<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitAnd<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitAnd<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitAnd<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitAnd<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitAnd<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitAnd<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitAnd<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitAnd<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitAnd<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitAnd<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitAnd<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitAnd<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitAnd<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitAnd<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitAnd<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitAnd<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitAnd<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitAnd<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitAnd<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitAnd<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitAnd<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitAnd<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitAnd<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitAnd<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitAnd<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitAnd<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitAnd<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitAnd<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitAnd<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitAnd<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitAnd<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitAnd<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitAnd<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitAnd<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitAnd<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitAnd<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitAnd<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitAnd<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitAnd<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitAnd<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitAnd<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitAnd<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitAnd<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitAnd<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitAnd<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitAnd<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitAnd<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitAnd<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitAnd<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitAnd<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitAnd<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitAnd<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitAnd<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitAnd<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitAnd<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitAnd<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitAnd<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitAnd<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitAnd<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitAnd<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitAnd<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitAnd<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitAnd<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitAnd<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitAnd<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitAnd<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitAnd<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitAnd<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitAnd<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitAnd<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitAnd<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitAnd<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitAnd<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitAnd<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitAnd<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitAnd<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitAnd<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitAnd<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitAnd<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitAnd<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitAnd<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitAnd<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitAnd<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitAnd<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitAnd<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitAnd<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitAnd<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitAnd<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitAnd<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitAnd<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitAnd<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitAnd<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitAnd<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitAnd<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitAnd<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitAnd<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitAnd<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitAnd<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitAnd<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitAnd<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitAnd<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitAnd<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitAnd<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitAnd<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitAnd<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitAnd<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitAnd<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitAnd<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitAnd<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitAnd<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitAnd<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitAnd<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitAnd<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitAnd<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitAnd<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitAnd<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitAnd<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitAnd<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitAnd<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitAnd<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitAnd<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitAnd<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitAnd<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitAnd<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitAnd<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitAnd<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitAnd<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitAnd<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitAnd<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitAnd<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitAnd<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitAnd<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitAnd<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitAnd<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitAnd<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitAnd<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitAnd<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitAnd<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitAnd<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitAnd<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitAnd<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitAnd<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitAnd<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitAnd<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitAnd<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitAnd<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitAnd<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitAnd<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitAnd<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitAnd<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitAnd<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitAnd<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitAnd<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitAnd<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitAnd<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitAnd<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitAnd<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitAnd<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitAnd<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitAnd<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitAnd<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitAnd<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitAnd<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitOr<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitOr<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitOr<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitOr<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitOr<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitOr<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitOr<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitOr<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitOr<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitOr<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitOr<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitOr<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitOr<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitOr<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitOr<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitOr<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitOr<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitOr<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitOr<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitOr<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitOr<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitOr<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitOr<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitOr<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitOr<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitOr<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitOr<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitOr<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitOr<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitOr<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitOr<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitOr<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitOr<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitOr<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitOr<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitOr<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitOr<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitOr<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitOr<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitOr<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitOr<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitOr<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitOr<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitOr<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitOr<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitOr<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitOr<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitOr<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitOr<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitOr<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitOr<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitOr<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitOr<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitOr<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitOr<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitOr<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitOr<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitOr<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitOr<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitOr<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitOr<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitOr<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitOr<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitOr<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitOr<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitOr<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitOr<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitOr<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitOr<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitOr<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitOr<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitOr<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitOr<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitOr<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitOr<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitOr<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitOr<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitOr<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitOr<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitOr<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitOr<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitOr<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitOr<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitOr<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitOr<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitOr<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitOr<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitOr<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitOr<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitOr<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitOr<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitOr<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitOr<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitOr<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitOr<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitOr<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitOr<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitOr<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitOr<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitOr<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitOr<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitOr<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitOr<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitOr<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitOr<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitOr<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitOr<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitOr<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitOr<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitOr<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitOr<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitOr<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitOr<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitOr<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitOr<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitOr<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitOr<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitOr<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitOr<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitOr<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitOr<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitOr<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitOr<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitOr<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitOr<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitOr<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitOr<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitOr<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitOr<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitOr<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitOr<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitOr<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitOr<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitOr<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitOr<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitOr<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitOr<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitOr<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitOr<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitOr<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitOr<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitOr<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitOr<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitOr<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitOr<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitOr<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitOr<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitOr<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitOr<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitOr<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitOr<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitOr<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitOr<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitOr<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitOr<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitOr<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitOr<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitOr<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitOr<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitOr<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitOr<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitOr<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitOr<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitOr<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitOr<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitOr<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitOr<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitOr<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitOr<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitOr<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitOr<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitOr<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitOr<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitOr<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitOr<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitOr<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitOr<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitOr<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitOr<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitOr<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitOr<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitOr<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitOr<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitOr<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitOr<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitOr<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitOr<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitOr<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitOr<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitOr<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitOr<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitOr<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitOr<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitOr<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitOr<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitOr<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitOr<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitOr<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitOr<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitOr<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitOr<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitOr<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitOr<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitOr<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitOr<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitOr<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitOr<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitOr<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitOr<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitOr<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitOr<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitOr<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitOr<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitOr<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitOr<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitOr<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitOr<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitOr<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitOr<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitOr<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitOr<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitOr<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitOr<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitOr<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitOr<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitOr<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitOr<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitOr<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitOr<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitOr<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitOr<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitOr<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitOr<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitOr<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitOr<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitOr<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitOr<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitOr<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitOr<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitOr<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitOr<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitOr<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitOr<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitOr<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitOr<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitOr<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitOr<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitOr<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitOr<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitOr<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitOr<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitOr<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitOr<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitXor<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitXor<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitXor<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitXor<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitXor<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitXor<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitXor<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitXor<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitXor<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitXor<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: BitXor<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitXor<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitXor<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitXor<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitXor<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitXor<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitXor<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitXor<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitXor<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitXor<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitXor<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Standard>: BitXor<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitXor<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitXor<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitXor<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitXor<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitXor<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitXor<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitXor<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitXor<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitXor<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitXor<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitXor<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Standard>: BitXor<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitXor<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitXor<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitXor<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitXor<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitXor<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitXor<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitXor<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitXor<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitXor<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitXor<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitXor<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Standard>: BitXor<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitXor<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitXor<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitXor<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitXor<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitXor<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitXor<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitXor<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitXor<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitXor<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitXor<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitXor<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Standard>: BitXor<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitXor<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitXor<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitXor<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitXor<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitXor<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitXor<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitXor<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitXor<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitXor<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitXor<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitXor<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Standard>: BitXor<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitXor<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitXor<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitXor<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitXor<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitXor<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitXor<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitXor<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitXor<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitXor<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitXor<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitXor<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Standard>: BitXor<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitXor<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitXor<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitXor<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitXor<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitXor<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitXor<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitXor<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitXor<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitXor<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitXor<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitXor<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Standard>: BitXor<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitXor<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitXor<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitXor<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitXor<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitXor<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitXor<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitXor<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitXor<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitXor<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitXor<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitXor<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Standard>: BitXor<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitXor<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitXor<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitXor<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitXor<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitXor<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitXor<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitXor<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitXor<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitXor<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitXor<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitXor<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Standard>: BitXor<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitXor<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitXor<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitXor<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitXor<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitXor<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitXor<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitXor<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitXor<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitXor<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitXor<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitXor<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Standard>: BitXor<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitXor<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitXor<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitXor<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitXor<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitXor<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitXor<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitXor<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitXor<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitXor<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitXor<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitXor<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Standard>: BitXor<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitXor<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitXor<&'static Tensor<WeakFloat, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitXor<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitXor<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitXor<&'static Tensor<Int16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitXor<&'static Tensor<Int32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitXor<&'static Tensor<Int64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitXor<&'static Tensor<Int8, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitXor<&'static Tensor<UInt16, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitXor<&'static Tensor<UInt32, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitXor<&'static Tensor<UInt64, Standard>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Standard>: BitXor<&'static Tensor<UInt8, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitXor<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitXor<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitXor<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitXor<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitXor<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitXor<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitXor<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitXor<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitXor<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitXor<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: BitXor<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitXor<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitXor<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitXor<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitXor<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitXor<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitXor<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitXor<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitXor<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitXor<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitXor<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int16, Standard>: BitXor<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitXor<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitXor<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitXor<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitXor<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitXor<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitXor<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitXor<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitXor<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitXor<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitXor<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int32, Standard>: BitXor<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitXor<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitXor<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitXor<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitXor<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitXor<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitXor<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitXor<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitXor<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitXor<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitXor<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int64, Standard>: BitXor<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitXor<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitXor<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitXor<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitXor<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitXor<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitXor<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitXor<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitXor<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitXor<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitXor<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<Int8, Standard>: BitXor<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitXor<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitXor<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitXor<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitXor<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitXor<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitXor<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitXor<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitXor<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitXor<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitXor<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt16, Standard>: BitXor<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitXor<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitXor<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitXor<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitXor<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitXor<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitXor<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitXor<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitXor<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitXor<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitXor<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt32, Standard>: BitXor<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitXor<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitXor<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitXor<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitXor<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitXor<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitXor<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitXor<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitXor<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitXor<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitXor<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt64, Standard>: BitXor<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitXor<&'static Tensor<Float4E2M1Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitXor<&'static Tensor<Float6E2M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitXor<&'static Tensor<Float6E3M2Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitXor<&'static Tensor<Float8E3M4, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitXor<&'static Tensor<Float8E4M3, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitXor<&'static Tensor<Float8E4M3B11Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitXor<&'static Tensor<Float8E4M3Fn, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitXor<&'static Tensor<Float8E4M3Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitXor<&'static Tensor<Float8E5M2, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitXor<&'static Tensor<Float8E5M2Fnuz, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt8, Standard>: BitXor<&'static Tensor<Float8E8M0Fnu, Standard>>);
assert_not_impl_any!(Bool: PowerOf<Int1, Standard>);
assert_not_impl_any!(Bool: PowerOf<Int2, Standard>);
assert_not_impl_any!(Bool: PowerOf<Int4, Standard>);
assert_not_impl_any!(Bool: PowerOf<UInt1, Standard>);
assert_not_impl_any!(Bool: PowerOf<UInt2, Standard>);
assert_not_impl_any!(Bool: PowerOf<UInt4, Standard>);
assert_not_impl_any!(WeakInt: PowerOf<Int1, Standard>);
assert_not_impl_any!(WeakInt: PowerOf<Int2, Standard>);
assert_not_impl_any!(WeakInt: PowerOf<Int4, Standard>);
assert_not_impl_any!(WeakInt: PowerOf<UInt1, Standard>);
assert_not_impl_any!(WeakInt: PowerOf<UInt2, Standard>);
assert_not_impl_any!(WeakInt: PowerOf<UInt4, Standard>);
assert_not_impl_any!(Int1: PowerOf<Bool, Standard>);
assert_not_impl_any!(Int1: PowerOf<WeakInt, Standard>);
assert_not_impl_any!(Int1: PowerOf<Int1, Standard>);
assert_not_impl_any!(Int2: PowerOf<Bool, Standard>);
assert_not_impl_any!(Int2: PowerOf<WeakInt, Standard>);
assert_not_impl_any!(Int2: PowerOf<Int2, Standard>);
assert_not_impl_any!(Int4: PowerOf<Bool, Standard>);
assert_not_impl_any!(Int4: PowerOf<WeakInt, Standard>);
assert_not_impl_any!(Int4: PowerOf<Int4, Standard>);
assert_not_impl_any!(UInt1: PowerOf<Bool, Standard>);
assert_not_impl_any!(UInt1: PowerOf<WeakInt, Standard>);
assert_not_impl_any!(UInt1: PowerOf<UInt1, Standard>);
assert_not_impl_any!(UInt2: PowerOf<Bool, Standard>);
assert_not_impl_any!(UInt2: PowerOf<WeakInt, Standard>);
assert_not_impl_any!(UInt2: PowerOf<UInt2, Standard>);
assert_not_impl_any!(UInt4: PowerOf<Bool, Standard>);
assert_not_impl_any!(UInt4: PowerOf<WeakInt, Standard>);
assert_not_impl_any!(UInt4: PowerOf<UInt4, Standard>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: Div<&'static Tensor<Int1, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: Div<&'static Tensor<Int2, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: Div<&'static Tensor<UInt1, Standard>>);
assert_not_impl_any!(&'static Tensor<Bool, Standard>: Div<&'static Tensor<UInt2, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: Div<&'static Tensor<Int1, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: Div<&'static Tensor<Int2, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: Div<&'static Tensor<UInt1, Standard>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Standard>: Div<&'static Tensor<UInt2, Standard>>);
assert_not_impl_any!(&'static Tensor<Int1, Standard>: Div<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Int1, Standard>: Div<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Int1, Standard>: Div<&'static Tensor<Int1, Standard>>);
assert_not_impl_any!(&'static Tensor<Int2, Standard>: Div<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<Int2, Standard>: Div<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<Int2, Standard>: Div<&'static Tensor<Int2, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt1, Standard>: Div<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt1, Standard>: Div<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt1, Standard>: Div<&'static Tensor<UInt1, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt2, Standard>: Div<&'static Tensor<Bool, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt2, Standard>: Div<&'static Tensor<WeakInt, Standard>>);
assert_not_impl_any!(&'static Tensor<UInt2, Standard>: Div<&'static Tensor<UInt2, Standard>>);
assert_not_impl_any!(Strict: Join<BFloat16, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<BFloat16, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<BFloat16, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<BFloat16, Float8E3M4>);
assert_not_impl_any!(Strict: Join<BFloat16, Float8E4M3>);
assert_not_impl_any!(Strict: Join<BFloat16, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<BFloat16, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<BFloat16, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<BFloat16, Float8E5M2>);
assert_not_impl_any!(Strict: Join<BFloat16, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<BFloat16, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<BFloat16, Int1>);
assert_not_impl_any!(Strict: Join<BFloat16, Int2>);
assert_not_impl_any!(Strict: Join<BFloat16, Int4>);
assert_not_impl_any!(Strict: Join<BFloat16, UInt1>);
assert_not_impl_any!(Strict: Join<BFloat16, UInt2>);
assert_not_impl_any!(Strict: Join<BFloat16, UInt4>);
assert_not_impl_any!(Strict: Join<Bool, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Bool, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Bool, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Bool, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Bool, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Bool, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Bool, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Bool, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Bool, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Bool, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Bool, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Bool, Int1>);
assert_not_impl_any!(Strict: Join<Bool, Int2>);
assert_not_impl_any!(Strict: Join<Bool, Int4>);
assert_not_impl_any!(Strict: Join<Bool, UInt1>);
assert_not_impl_any!(Strict: Join<Bool, UInt2>);
assert_not_impl_any!(Strict: Join<Bool, UInt4>);
assert_not_impl_any!(Strict: Join<WeakComplex, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<WeakComplex, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<WeakComplex, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<WeakComplex, Float8E3M4>);
assert_not_impl_any!(Strict: Join<WeakComplex, Float8E4M3>);
assert_not_impl_any!(Strict: Join<WeakComplex, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<WeakComplex, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<WeakComplex, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<WeakComplex, Float8E5M2>);
assert_not_impl_any!(Strict: Join<WeakComplex, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<WeakComplex, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<WeakComplex, Int1>);
assert_not_impl_any!(Strict: Join<WeakComplex, Int2>);
assert_not_impl_any!(Strict: Join<WeakComplex, Int4>);
assert_not_impl_any!(Strict: Join<WeakComplex, UInt1>);
assert_not_impl_any!(Strict: Join<WeakComplex, UInt2>);
assert_not_impl_any!(Strict: Join<WeakComplex, UInt4>);
assert_not_impl_any!(Strict: Join<Complex128, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Complex128, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Complex128, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Complex128, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Complex128, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Complex128, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Complex128, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Complex128, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Complex128, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Complex128, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Complex128, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Complex128, Int1>);
assert_not_impl_any!(Strict: Join<Complex128, Int2>);
assert_not_impl_any!(Strict: Join<Complex128, Int4>);
assert_not_impl_any!(Strict: Join<Complex128, UInt1>);
assert_not_impl_any!(Strict: Join<Complex128, UInt2>);
assert_not_impl_any!(Strict: Join<Complex128, UInt4>);
assert_not_impl_any!(Strict: Join<Complex64, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Complex64, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Complex64, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Complex64, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Complex64, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Complex64, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Complex64, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Complex64, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Complex64, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Complex64, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Complex64, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Complex64, Int1>);
assert_not_impl_any!(Strict: Join<Complex64, Int2>);
assert_not_impl_any!(Strict: Join<Complex64, Int4>);
assert_not_impl_any!(Strict: Join<Complex64, UInt1>);
assert_not_impl_any!(Strict: Join<Complex64, UInt2>);
assert_not_impl_any!(Strict: Join<Complex64, UInt4>);
assert_not_impl_any!(Strict: Join<WeakFloat, Int1>);
assert_not_impl_any!(Strict: Join<WeakFloat, Int2>);
assert_not_impl_any!(Strict: Join<WeakFloat, Int4>);
assert_not_impl_any!(Strict: Join<WeakFloat, UInt1>);
assert_not_impl_any!(Strict: Join<WeakFloat, UInt2>);
assert_not_impl_any!(Strict: Join<WeakFloat, UInt4>);
assert_not_impl_any!(Strict: Join<Float16, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Float16, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Float16, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Float16, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Float16, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Float16, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Float16, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Float16, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Float16, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Float16, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Float16, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Float16, Int1>);
assert_not_impl_any!(Strict: Join<Float16, Int2>);
assert_not_impl_any!(Strict: Join<Float16, Int4>);
assert_not_impl_any!(Strict: Join<Float16, UInt1>);
assert_not_impl_any!(Strict: Join<Float16, UInt2>);
assert_not_impl_any!(Strict: Join<Float16, UInt4>);
assert_not_impl_any!(Strict: Join<Float32, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Float32, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Float32, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Float32, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Float32, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Float32, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Float32, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Float32, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Float32, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Float32, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Float32, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Float32, Int1>);
assert_not_impl_any!(Strict: Join<Float32, Int2>);
assert_not_impl_any!(Strict: Join<Float32, Int4>);
assert_not_impl_any!(Strict: Join<Float32, UInt1>);
assert_not_impl_any!(Strict: Join<Float32, UInt2>);
assert_not_impl_any!(Strict: Join<Float32, UInt4>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, BFloat16>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Bool>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, WeakComplex>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Complex128>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Complex64>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Float16>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Float32>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Float64>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Int1>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Int16>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Int2>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Int32>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Int4>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Int64>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, Int8>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, UInt1>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, UInt16>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, UInt2>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, UInt32>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, UInt4>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, UInt64>);
assert_not_impl_any!(Strict: Join<Float4E2M1Fn, UInt8>);
assert_not_impl_any!(Strict: Join<Float64, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Float64, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Float64, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Float64, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Float64, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Float64, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Float64, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Float64, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Float64, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Float64, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Float64, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Float64, Int1>);
assert_not_impl_any!(Strict: Join<Float64, Int2>);
assert_not_impl_any!(Strict: Join<Float64, Int4>);
assert_not_impl_any!(Strict: Join<Float64, UInt1>);
assert_not_impl_any!(Strict: Join<Float64, UInt2>);
assert_not_impl_any!(Strict: Join<Float64, UInt4>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, BFloat16>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Bool>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, WeakComplex>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Complex128>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Complex64>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Float16>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Float32>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Float64>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Int1>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Int16>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Int2>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Int32>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Int4>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Int64>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, Int8>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, UInt1>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, UInt16>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, UInt2>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, UInt32>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, UInt4>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, UInt64>);
assert_not_impl_any!(Strict: Join<Float6E2M3Fn, UInt8>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, BFloat16>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Bool>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, WeakComplex>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Complex128>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Complex64>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Float16>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Float32>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Float64>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Int1>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Int16>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Int2>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Int32>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Int4>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Int64>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, Int8>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, UInt1>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, UInt16>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, UInt2>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, UInt32>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, UInt4>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, UInt64>);
assert_not_impl_any!(Strict: Join<Float6E3M2Fn, UInt8>);
assert_not_impl_any!(Strict: Join<Float8E3M4, BFloat16>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Bool>);
assert_not_impl_any!(Strict: Join<Float8E3M4, WeakComplex>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Complex128>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Complex64>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Float16>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Float32>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Float64>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Int1>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Int16>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Int2>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Int32>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Int4>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Int64>);
assert_not_impl_any!(Strict: Join<Float8E3M4, Int8>);
assert_not_impl_any!(Strict: Join<Float8E3M4, UInt1>);
assert_not_impl_any!(Strict: Join<Float8E3M4, UInt16>);
assert_not_impl_any!(Strict: Join<Float8E3M4, UInt2>);
assert_not_impl_any!(Strict: Join<Float8E3M4, UInt32>);
assert_not_impl_any!(Strict: Join<Float8E3M4, UInt4>);
assert_not_impl_any!(Strict: Join<Float8E3M4, UInt64>);
assert_not_impl_any!(Strict: Join<Float8E3M4, UInt8>);
assert_not_impl_any!(Strict: Join<Float8E4M3, BFloat16>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Bool>);
assert_not_impl_any!(Strict: Join<Float8E4M3, WeakComplex>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Complex128>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Complex64>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Float16>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Float32>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Float64>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Int1>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Int16>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Int2>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Int32>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Int4>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Int64>);
assert_not_impl_any!(Strict: Join<Float8E4M3, Int8>);
assert_not_impl_any!(Strict: Join<Float8E4M3, UInt1>);
assert_not_impl_any!(Strict: Join<Float8E4M3, UInt16>);
assert_not_impl_any!(Strict: Join<Float8E4M3, UInt2>);
assert_not_impl_any!(Strict: Join<Float8E4M3, UInt32>);
assert_not_impl_any!(Strict: Join<Float8E4M3, UInt4>);
assert_not_impl_any!(Strict: Join<Float8E4M3, UInt64>);
assert_not_impl_any!(Strict: Join<Float8E4M3, UInt8>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, BFloat16>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Bool>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, WeakComplex>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Complex128>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Complex64>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Float16>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Float32>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Float64>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Int1>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Int16>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Int2>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Int32>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Int4>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Int64>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, Int8>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, UInt1>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, UInt16>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, UInt2>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, UInt32>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, UInt4>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, UInt64>);
assert_not_impl_any!(Strict: Join<Float8E4M3B11Fnuz, UInt8>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, BFloat16>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Bool>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, WeakComplex>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Complex128>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Complex64>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Float16>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Float32>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Float64>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Int1>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Int16>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Int2>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Int32>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Int4>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Int64>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, Int8>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, UInt1>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, UInt16>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, UInt2>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, UInt32>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, UInt4>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, UInt64>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fn, UInt8>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, BFloat16>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Bool>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, WeakComplex>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Complex128>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Complex64>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Float16>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Float32>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Float64>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Int1>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Int16>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Int2>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Int32>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Int4>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Int64>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, Int8>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, UInt1>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, UInt16>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, UInt2>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, UInt32>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, UInt4>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, UInt64>);
assert_not_impl_any!(Strict: Join<Float8E4M3Fnuz, UInt8>);
assert_not_impl_any!(Strict: Join<Float8E5M2, BFloat16>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Bool>);
assert_not_impl_any!(Strict: Join<Float8E5M2, WeakComplex>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Complex128>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Complex64>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Float16>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Float32>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Float64>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Int1>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Int16>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Int2>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Int32>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Int4>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Int64>);
assert_not_impl_any!(Strict: Join<Float8E5M2, Int8>);
assert_not_impl_any!(Strict: Join<Float8E5M2, UInt1>);
assert_not_impl_any!(Strict: Join<Float8E5M2, UInt16>);
assert_not_impl_any!(Strict: Join<Float8E5M2, UInt2>);
assert_not_impl_any!(Strict: Join<Float8E5M2, UInt32>);
assert_not_impl_any!(Strict: Join<Float8E5M2, UInt4>);
assert_not_impl_any!(Strict: Join<Float8E5M2, UInt64>);
assert_not_impl_any!(Strict: Join<Float8E5M2, UInt8>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, BFloat16>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Bool>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, WeakComplex>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Complex128>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Complex64>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Float16>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Float32>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Float64>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Int1>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Int16>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Int2>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Int32>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Int4>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Int64>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, Int8>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, UInt1>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, UInt16>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, UInt2>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, UInt32>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, UInt4>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, UInt64>);
assert_not_impl_any!(Strict: Join<Float8E5M2Fnuz, UInt8>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, BFloat16>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Bool>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, WeakComplex>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Complex128>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Complex64>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Float16>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Float32>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Float64>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Int1>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Int16>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Int2>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Int32>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Int4>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Int64>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, Int8>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, UInt1>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, UInt16>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, UInt2>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, UInt32>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, UInt4>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, UInt64>);
assert_not_impl_any!(Strict: Join<Float8E8M0Fnu, UInt8>);
assert_not_impl_any!(Strict: Join<Int1, BFloat16>);
assert_not_impl_any!(Strict: Join<Int1, Bool>);
assert_not_impl_any!(Strict: Join<Int1, WeakComplex>);
assert_not_impl_any!(Strict: Join<Int1, Complex128>);
assert_not_impl_any!(Strict: Join<Int1, Complex64>);
assert_not_impl_any!(Strict: Join<Int1, WeakFloat>);
assert_not_impl_any!(Strict: Join<Int1, Float16>);
assert_not_impl_any!(Strict: Join<Int1, Float32>);
assert_not_impl_any!(Strict: Join<Int1, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Int1, Float64>);
assert_not_impl_any!(Strict: Join<Int1, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Int1, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Int1, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Int1, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Int1, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Int1, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Int1, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Int1, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Int1, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Int1, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Int1, Int16>);
assert_not_impl_any!(Strict: Join<Int1, Int2>);
assert_not_impl_any!(Strict: Join<Int1, Int32>);
assert_not_impl_any!(Strict: Join<Int1, Int4>);
assert_not_impl_any!(Strict: Join<Int1, Int64>);
assert_not_impl_any!(Strict: Join<Int1, Int8>);
assert_not_impl_any!(Strict: Join<Int1, UInt1>);
assert_not_impl_any!(Strict: Join<Int1, UInt16>);
assert_not_impl_any!(Strict: Join<Int1, UInt2>);
assert_not_impl_any!(Strict: Join<Int1, UInt32>);
assert_not_impl_any!(Strict: Join<Int1, UInt4>);
assert_not_impl_any!(Strict: Join<Int1, UInt64>);
assert_not_impl_any!(Strict: Join<Int1, UInt8>);
assert_not_impl_any!(Strict: Join<Int16, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Int16, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Int16, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Int16, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Int16, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Int16, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Int16, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Int16, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Int16, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Int16, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Int16, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Int16, Int1>);
assert_not_impl_any!(Strict: Join<Int16, Int2>);
assert_not_impl_any!(Strict: Join<Int16, Int4>);
assert_not_impl_any!(Strict: Join<Int16, UInt1>);
assert_not_impl_any!(Strict: Join<Int16, UInt2>);
assert_not_impl_any!(Strict: Join<Int16, UInt4>);
assert_not_impl_any!(Strict: Join<Int2, BFloat16>);
assert_not_impl_any!(Strict: Join<Int2, Bool>);
assert_not_impl_any!(Strict: Join<Int2, WeakComplex>);
assert_not_impl_any!(Strict: Join<Int2, Complex128>);
assert_not_impl_any!(Strict: Join<Int2, Complex64>);
assert_not_impl_any!(Strict: Join<Int2, WeakFloat>);
assert_not_impl_any!(Strict: Join<Int2, Float16>);
assert_not_impl_any!(Strict: Join<Int2, Float32>);
assert_not_impl_any!(Strict: Join<Int2, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Int2, Float64>);
assert_not_impl_any!(Strict: Join<Int2, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Int2, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Int2, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Int2, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Int2, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Int2, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Int2, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Int2, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Int2, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Int2, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Int2, Int1>);
assert_not_impl_any!(Strict: Join<Int2, Int16>);
assert_not_impl_any!(Strict: Join<Int2, Int32>);
assert_not_impl_any!(Strict: Join<Int2, Int4>);
assert_not_impl_any!(Strict: Join<Int2, Int64>);
assert_not_impl_any!(Strict: Join<Int2, Int8>);
assert_not_impl_any!(Strict: Join<Int2, UInt1>);
assert_not_impl_any!(Strict: Join<Int2, UInt16>);
assert_not_impl_any!(Strict: Join<Int2, UInt2>);
assert_not_impl_any!(Strict: Join<Int2, UInt32>);
assert_not_impl_any!(Strict: Join<Int2, UInt4>);
assert_not_impl_any!(Strict: Join<Int2, UInt64>);
assert_not_impl_any!(Strict: Join<Int2, UInt8>);
assert_not_impl_any!(Strict: Join<Int32, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Int32, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Int32, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Int32, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Int32, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Int32, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Int32, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Int32, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Int32, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Int32, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Int32, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Int32, Int1>);
assert_not_impl_any!(Strict: Join<Int32, Int2>);
assert_not_impl_any!(Strict: Join<Int32, Int4>);
assert_not_impl_any!(Strict: Join<Int32, UInt1>);
assert_not_impl_any!(Strict: Join<Int32, UInt2>);
assert_not_impl_any!(Strict: Join<Int32, UInt4>);
assert_not_impl_any!(Strict: Join<Int4, BFloat16>);
assert_not_impl_any!(Strict: Join<Int4, Bool>);
assert_not_impl_any!(Strict: Join<Int4, WeakComplex>);
assert_not_impl_any!(Strict: Join<Int4, Complex128>);
assert_not_impl_any!(Strict: Join<Int4, Complex64>);
assert_not_impl_any!(Strict: Join<Int4, WeakFloat>);
assert_not_impl_any!(Strict: Join<Int4, Float16>);
assert_not_impl_any!(Strict: Join<Int4, Float32>);
assert_not_impl_any!(Strict: Join<Int4, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Int4, Float64>);
assert_not_impl_any!(Strict: Join<Int4, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Int4, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Int4, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Int4, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Int4, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Int4, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Int4, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Int4, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Int4, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Int4, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Int4, Int1>);
assert_not_impl_any!(Strict: Join<Int4, Int16>);
assert_not_impl_any!(Strict: Join<Int4, Int2>);
assert_not_impl_any!(Strict: Join<Int4, Int32>);
assert_not_impl_any!(Strict: Join<Int4, Int64>);
assert_not_impl_any!(Strict: Join<Int4, Int8>);
assert_not_impl_any!(Strict: Join<Int4, UInt1>);
assert_not_impl_any!(Strict: Join<Int4, UInt16>);
assert_not_impl_any!(Strict: Join<Int4, UInt2>);
assert_not_impl_any!(Strict: Join<Int4, UInt32>);
assert_not_impl_any!(Strict: Join<Int4, UInt4>);
assert_not_impl_any!(Strict: Join<Int4, UInt64>);
assert_not_impl_any!(Strict: Join<Int4, UInt8>);
assert_not_impl_any!(Strict: Join<Int64, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Int64, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Int64, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Int64, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Int64, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Int64, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Int64, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Int64, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Int64, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Int64, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Int64, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Int64, Int1>);
assert_not_impl_any!(Strict: Join<Int64, Int2>);
assert_not_impl_any!(Strict: Join<Int64, Int4>);
assert_not_impl_any!(Strict: Join<Int64, UInt1>);
assert_not_impl_any!(Strict: Join<Int64, UInt2>);
assert_not_impl_any!(Strict: Join<Int64, UInt4>);
assert_not_impl_any!(Strict: Join<Int8, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<Int8, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<Int8, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<Int8, Float8E3M4>);
assert_not_impl_any!(Strict: Join<Int8, Float8E4M3>);
assert_not_impl_any!(Strict: Join<Int8, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<Int8, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<Int8, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<Int8, Float8E5M2>);
assert_not_impl_any!(Strict: Join<Int8, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<Int8, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<Int8, Int1>);
assert_not_impl_any!(Strict: Join<Int8, Int2>);
assert_not_impl_any!(Strict: Join<Int8, Int4>);
assert_not_impl_any!(Strict: Join<Int8, UInt1>);
assert_not_impl_any!(Strict: Join<Int8, UInt2>);
assert_not_impl_any!(Strict: Join<Int8, UInt4>);
assert_not_impl_any!(Strict: Join<UInt1, BFloat16>);
assert_not_impl_any!(Strict: Join<UInt1, Bool>);
assert_not_impl_any!(Strict: Join<UInt1, WeakComplex>);
assert_not_impl_any!(Strict: Join<UInt1, Complex128>);
assert_not_impl_any!(Strict: Join<UInt1, Complex64>);
assert_not_impl_any!(Strict: Join<UInt1, WeakFloat>);
assert_not_impl_any!(Strict: Join<UInt1, Float16>);
assert_not_impl_any!(Strict: Join<UInt1, Float32>);
assert_not_impl_any!(Strict: Join<UInt1, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<UInt1, Float64>);
assert_not_impl_any!(Strict: Join<UInt1, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<UInt1, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<UInt1, Float8E3M4>);
assert_not_impl_any!(Strict: Join<UInt1, Float8E4M3>);
assert_not_impl_any!(Strict: Join<UInt1, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<UInt1, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<UInt1, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<UInt1, Float8E5M2>);
assert_not_impl_any!(Strict: Join<UInt1, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<UInt1, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<UInt1, Int1>);
assert_not_impl_any!(Strict: Join<UInt1, Int16>);
assert_not_impl_any!(Strict: Join<UInt1, Int2>);
assert_not_impl_any!(Strict: Join<UInt1, Int32>);
assert_not_impl_any!(Strict: Join<UInt1, Int4>);
assert_not_impl_any!(Strict: Join<UInt1, Int64>);
assert_not_impl_any!(Strict: Join<UInt1, Int8>);
assert_not_impl_any!(Strict: Join<UInt1, UInt16>);
assert_not_impl_any!(Strict: Join<UInt1, UInt2>);
assert_not_impl_any!(Strict: Join<UInt1, UInt32>);
assert_not_impl_any!(Strict: Join<UInt1, UInt4>);
assert_not_impl_any!(Strict: Join<UInt1, UInt64>);
assert_not_impl_any!(Strict: Join<UInt1, UInt8>);
assert_not_impl_any!(Strict: Join<UInt16, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<UInt16, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<UInt16, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<UInt16, Float8E3M4>);
assert_not_impl_any!(Strict: Join<UInt16, Float8E4M3>);
assert_not_impl_any!(Strict: Join<UInt16, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<UInt16, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<UInt16, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<UInt16, Float8E5M2>);
assert_not_impl_any!(Strict: Join<UInt16, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<UInt16, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<UInt16, Int1>);
assert_not_impl_any!(Strict: Join<UInt16, Int2>);
assert_not_impl_any!(Strict: Join<UInt16, Int4>);
assert_not_impl_any!(Strict: Join<UInt16, UInt1>);
assert_not_impl_any!(Strict: Join<UInt16, UInt2>);
assert_not_impl_any!(Strict: Join<UInt16, UInt4>);
assert_not_impl_any!(Strict: Join<UInt2, BFloat16>);
assert_not_impl_any!(Strict: Join<UInt2, Bool>);
assert_not_impl_any!(Strict: Join<UInt2, WeakComplex>);
assert_not_impl_any!(Strict: Join<UInt2, Complex128>);
assert_not_impl_any!(Strict: Join<UInt2, Complex64>);
assert_not_impl_any!(Strict: Join<UInt2, WeakFloat>);
assert_not_impl_any!(Strict: Join<UInt2, Float16>);
assert_not_impl_any!(Strict: Join<UInt2, Float32>);
assert_not_impl_any!(Strict: Join<UInt2, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<UInt2, Float64>);
assert_not_impl_any!(Strict: Join<UInt2, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<UInt2, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<UInt2, Float8E3M4>);
assert_not_impl_any!(Strict: Join<UInt2, Float8E4M3>);
assert_not_impl_any!(Strict: Join<UInt2, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<UInt2, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<UInt2, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<UInt2, Float8E5M2>);
assert_not_impl_any!(Strict: Join<UInt2, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<UInt2, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<UInt2, Int1>);
assert_not_impl_any!(Strict: Join<UInt2, Int16>);
assert_not_impl_any!(Strict: Join<UInt2, Int2>);
assert_not_impl_any!(Strict: Join<UInt2, Int32>);
assert_not_impl_any!(Strict: Join<UInt2, Int4>);
assert_not_impl_any!(Strict: Join<UInt2, Int64>);
assert_not_impl_any!(Strict: Join<UInt2, Int8>);
assert_not_impl_any!(Strict: Join<UInt2, UInt1>);
assert_not_impl_any!(Strict: Join<UInt2, UInt16>);
assert_not_impl_any!(Strict: Join<UInt2, UInt32>);
assert_not_impl_any!(Strict: Join<UInt2, UInt4>);
assert_not_impl_any!(Strict: Join<UInt2, UInt64>);
assert_not_impl_any!(Strict: Join<UInt2, UInt8>);
assert_not_impl_any!(Strict: Join<UInt32, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<UInt32, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<UInt32, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<UInt32, Float8E3M4>);
assert_not_impl_any!(Strict: Join<UInt32, Float8E4M3>);
assert_not_impl_any!(Strict: Join<UInt32, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<UInt32, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<UInt32, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<UInt32, Float8E5M2>);
assert_not_impl_any!(Strict: Join<UInt32, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<UInt32, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<UInt32, Int1>);
assert_not_impl_any!(Strict: Join<UInt32, Int2>);
assert_not_impl_any!(Strict: Join<UInt32, Int4>);
assert_not_impl_any!(Strict: Join<UInt32, UInt1>);
assert_not_impl_any!(Strict: Join<UInt32, UInt2>);
assert_not_impl_any!(Strict: Join<UInt32, UInt4>);
assert_not_impl_any!(Strict: Join<UInt4, BFloat16>);
assert_not_impl_any!(Strict: Join<UInt4, Bool>);
assert_not_impl_any!(Strict: Join<UInt4, WeakComplex>);
assert_not_impl_any!(Strict: Join<UInt4, Complex128>);
assert_not_impl_any!(Strict: Join<UInt4, Complex64>);
assert_not_impl_any!(Strict: Join<UInt4, WeakFloat>);
assert_not_impl_any!(Strict: Join<UInt4, Float16>);
assert_not_impl_any!(Strict: Join<UInt4, Float32>);
assert_not_impl_any!(Strict: Join<UInt4, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<UInt4, Float64>);
assert_not_impl_any!(Strict: Join<UInt4, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<UInt4, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<UInt4, Float8E3M4>);
assert_not_impl_any!(Strict: Join<UInt4, Float8E4M3>);
assert_not_impl_any!(Strict: Join<UInt4, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<UInt4, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<UInt4, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<UInt4, Float8E5M2>);
assert_not_impl_any!(Strict: Join<UInt4, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<UInt4, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<UInt4, Int1>);
assert_not_impl_any!(Strict: Join<UInt4, Int16>);
assert_not_impl_any!(Strict: Join<UInt4, Int2>);
assert_not_impl_any!(Strict: Join<UInt4, Int32>);
assert_not_impl_any!(Strict: Join<UInt4, Int4>);
assert_not_impl_any!(Strict: Join<UInt4, Int64>);
assert_not_impl_any!(Strict: Join<UInt4, Int8>);
assert_not_impl_any!(Strict: Join<UInt4, UInt1>);
assert_not_impl_any!(Strict: Join<UInt4, UInt16>);
assert_not_impl_any!(Strict: Join<UInt4, UInt2>);
assert_not_impl_any!(Strict: Join<UInt4, UInt32>);
assert_not_impl_any!(Strict: Join<UInt4, UInt64>);
assert_not_impl_any!(Strict: Join<UInt4, UInt8>);
assert_not_impl_any!(Strict: Join<UInt64, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<UInt64, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<UInt64, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<UInt64, Float8E3M4>);
assert_not_impl_any!(Strict: Join<UInt64, Float8E4M3>);
assert_not_impl_any!(Strict: Join<UInt64, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<UInt64, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<UInt64, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<UInt64, Float8E5M2>);
assert_not_impl_any!(Strict: Join<UInt64, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<UInt64, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<UInt64, Int1>);
assert_not_impl_any!(Strict: Join<UInt64, Int2>);
assert_not_impl_any!(Strict: Join<UInt64, Int4>);
assert_not_impl_any!(Strict: Join<UInt64, UInt1>);
assert_not_impl_any!(Strict: Join<UInt64, UInt2>);
assert_not_impl_any!(Strict: Join<UInt64, UInt4>);
assert_not_impl_any!(Strict: Join<UInt8, Float4E2M1Fn>);
assert_not_impl_any!(Strict: Join<UInt8, Float6E2M3Fn>);
assert_not_impl_any!(Strict: Join<UInt8, Float6E3M2Fn>);
assert_not_impl_any!(Strict: Join<UInt8, Float8E3M4>);
assert_not_impl_any!(Strict: Join<UInt8, Float8E4M3>);
assert_not_impl_any!(Strict: Join<UInt8, Float8E4M3B11Fnuz>);
assert_not_impl_any!(Strict: Join<UInt8, Float8E4M3Fn>);
assert_not_impl_any!(Strict: Join<UInt8, Float8E4M3Fnuz>);
assert_not_impl_any!(Strict: Join<UInt8, Float8E5M2>);
assert_not_impl_any!(Strict: Join<UInt8, Float8E5M2Fnuz>);
assert_not_impl_any!(Strict: Join<UInt8, Float8E8M0Fnu>);
assert_not_impl_any!(Strict: Join<UInt8, Int1>);
assert_not_impl_any!(Strict: Join<UInt8, Int2>);
assert_not_impl_any!(Strict: Join<UInt8, Int4>);
assert_not_impl_any!(Strict: Join<UInt8, UInt1>);
assert_not_impl_any!(Strict: Join<UInt8, UInt2>);
assert_not_impl_any!(Strict: Join<UInt8, UInt4>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitAnd<&'static Tensor<Float4E2M1Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitAnd<&'static Tensor<Float6E2M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitAnd<&'static Tensor<Float6E3M2Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitAnd<&'static Tensor<Float8E3M4, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitAnd<&'static Tensor<Float8E4M3, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitAnd<&'static Tensor<Float8E4M3B11Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitAnd<&'static Tensor<Float8E4M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitAnd<&'static Tensor<Float8E4M3Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitAnd<&'static Tensor<Float8E5M2, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitAnd<&'static Tensor<Float8E5M2Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitAnd<&'static Tensor<Float8E8M0Fnu, Strict>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Strict>: BitAnd<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Strict>: BitAnd<&'static Tensor<Float4E2M1Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Strict>: BitAnd<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Strict>: BitAnd<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Strict>: BitAnd<&'static Tensor<Float6E2M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Strict>: BitAnd<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Strict>: BitAnd<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Strict>: BitAnd<&'static Tensor<Float6E3M2Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Strict>: BitAnd<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Strict>: BitAnd<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Strict>: BitAnd<&'static Tensor<Float8E3M4, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Strict>: BitAnd<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Strict>: BitAnd<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Strict>: BitAnd<&'static Tensor<Float8E4M3, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Strict>: BitAnd<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Strict>: BitAnd<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Strict>: BitAnd<&'static Tensor<Float8E4M3B11Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Strict>: BitAnd<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Strict>: BitAnd<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Strict>: BitAnd<&'static Tensor<Float8E4M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Strict>: BitAnd<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Strict>: BitAnd<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Strict>: BitAnd<&'static Tensor<Float8E4M3Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Strict>: BitAnd<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Strict>: BitAnd<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Strict>: BitAnd<&'static Tensor<Float8E5M2, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Strict>: BitAnd<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Strict>: BitAnd<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Strict>: BitAnd<&'static Tensor<Float8E5M2Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Strict>: BitAnd<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Strict>: BitAnd<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Strict>: BitAnd<&'static Tensor<Float8E8M0Fnu, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Strict>: BitAnd<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitAnd<&'static Tensor<Float4E2M1Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitAnd<&'static Tensor<Float6E2M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitAnd<&'static Tensor<Float6E3M2Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitAnd<&'static Tensor<Float8E3M4, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitAnd<&'static Tensor<Float8E4M3, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitAnd<&'static Tensor<Float8E4M3B11Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitAnd<&'static Tensor<Float8E4M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitAnd<&'static Tensor<Float8E4M3Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitAnd<&'static Tensor<Float8E5M2, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitAnd<&'static Tensor<Float8E5M2Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitAnd<&'static Tensor<Float8E8M0Fnu, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitOr<&'static Tensor<Float4E2M1Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitOr<&'static Tensor<Float6E2M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitOr<&'static Tensor<Float6E3M2Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitOr<&'static Tensor<Float8E3M4, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitOr<&'static Tensor<Float8E4M3, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitOr<&'static Tensor<Float8E4M3B11Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitOr<&'static Tensor<Float8E4M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitOr<&'static Tensor<Float8E4M3Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitOr<&'static Tensor<Float8E5M2, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitOr<&'static Tensor<Float8E5M2Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitOr<&'static Tensor<Float8E8M0Fnu, Strict>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Strict>: BitOr<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Strict>: BitOr<&'static Tensor<Float4E2M1Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Strict>: BitOr<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Strict>: BitOr<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Strict>: BitOr<&'static Tensor<Float6E2M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Strict>: BitOr<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Strict>: BitOr<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Strict>: BitOr<&'static Tensor<Float6E3M2Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Strict>: BitOr<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Strict>: BitOr<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Strict>: BitOr<&'static Tensor<Float8E3M4, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Strict>: BitOr<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Strict>: BitOr<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Strict>: BitOr<&'static Tensor<Float8E4M3, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Strict>: BitOr<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Strict>: BitOr<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Strict>: BitOr<&'static Tensor<Float8E4M3B11Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Strict>: BitOr<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Strict>: BitOr<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Strict>: BitOr<&'static Tensor<Float8E4M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Strict>: BitOr<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Strict>: BitOr<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Strict>: BitOr<&'static Tensor<Float8E4M3Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Strict>: BitOr<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Strict>: BitOr<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Strict>: BitOr<&'static Tensor<Float8E5M2, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Strict>: BitOr<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Strict>: BitOr<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Strict>: BitOr<&'static Tensor<Float8E5M2Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Strict>: BitOr<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Strict>: BitOr<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Strict>: BitOr<&'static Tensor<Float8E8M0Fnu, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Strict>: BitOr<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitOr<&'static Tensor<Float4E2M1Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitOr<&'static Tensor<Float6E2M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitOr<&'static Tensor<Float6E3M2Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitOr<&'static Tensor<Float8E3M4, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitOr<&'static Tensor<Float8E4M3, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitOr<&'static Tensor<Float8E4M3B11Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitOr<&'static Tensor<Float8E4M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitOr<&'static Tensor<Float8E4M3Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitOr<&'static Tensor<Float8E5M2, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitOr<&'static Tensor<Float8E5M2Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitOr<&'static Tensor<Float8E8M0Fnu, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitXor<&'static Tensor<Float4E2M1Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitXor<&'static Tensor<Float6E2M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitXor<&'static Tensor<Float6E3M2Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitXor<&'static Tensor<Float8E3M4, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitXor<&'static Tensor<Float8E4M3, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitXor<&'static Tensor<Float8E4M3B11Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitXor<&'static Tensor<Float8E4M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitXor<&'static Tensor<Float8E4M3Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitXor<&'static Tensor<Float8E5M2, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitXor<&'static Tensor<Float8E5M2Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakFloat, Strict>: BitXor<&'static Tensor<Float8E8M0Fnu, Strict>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Strict>: BitXor<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Strict>: BitXor<&'static Tensor<Float4E2M1Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<Float4E2M1Fn, Strict>: BitXor<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Strict>: BitXor<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Strict>: BitXor<&'static Tensor<Float6E2M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E2M3Fn, Strict>: BitXor<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Strict>: BitXor<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Strict>: BitXor<&'static Tensor<Float6E3M2Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<Float6E3M2Fn, Strict>: BitXor<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Strict>: BitXor<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Strict>: BitXor<&'static Tensor<Float8E3M4, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E3M4, Strict>: BitXor<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Strict>: BitXor<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Strict>: BitXor<&'static Tensor<Float8E4M3, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3, Strict>: BitXor<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Strict>: BitXor<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Strict>: BitXor<&'static Tensor<Float8E4M3B11Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3B11Fnuz, Strict>: BitXor<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Strict>: BitXor<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Strict>: BitXor<&'static Tensor<Float8E4M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fn, Strict>: BitXor<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Strict>: BitXor<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Strict>: BitXor<&'static Tensor<Float8E4M3Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E4M3Fnuz, Strict>: BitXor<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Strict>: BitXor<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Strict>: BitXor<&'static Tensor<Float8E5M2, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2, Strict>: BitXor<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Strict>: BitXor<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Strict>: BitXor<&'static Tensor<Float8E5M2Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E5M2Fnuz, Strict>: BitXor<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Strict>: BitXor<&'static Tensor<WeakFloat, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Strict>: BitXor<&'static Tensor<Float8E8M0Fnu, Strict>>);
assert_not_impl_any!(&'static Tensor<Float8E8M0Fnu, Strict>: BitXor<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitXor<&'static Tensor<Float4E2M1Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitXor<&'static Tensor<Float6E2M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitXor<&'static Tensor<Float6E3M2Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitXor<&'static Tensor<Float8E3M4, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitXor<&'static Tensor<Float8E4M3, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitXor<&'static Tensor<Float8E4M3B11Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitXor<&'static Tensor<Float8E4M3Fn, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitXor<&'static Tensor<Float8E4M3Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitXor<&'static Tensor<Float8E5M2, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitXor<&'static Tensor<Float8E5M2Fnuz, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: BitXor<&'static Tensor<Float8E8M0Fnu, Strict>>);
assert_not_impl_any!(WeakInt: PowerOf<Int1, Strict>);
assert_not_impl_any!(WeakInt: PowerOf<Int2, Strict>);
assert_not_impl_any!(WeakInt: PowerOf<Int4, Strict>);
assert_not_impl_any!(WeakInt: PowerOf<UInt1, Strict>);
assert_not_impl_any!(WeakInt: PowerOf<UInt2, Strict>);
assert_not_impl_any!(WeakInt: PowerOf<UInt4, Strict>);
assert_not_impl_any!(Int1: PowerOf<WeakInt, Strict>);
assert_not_impl_any!(Int1: PowerOf<Int1, Strict>);
assert_not_impl_any!(Int2: PowerOf<WeakInt, Strict>);
assert_not_impl_any!(Int2: PowerOf<Int2, Strict>);
assert_not_impl_any!(Int4: PowerOf<WeakInt, Strict>);
assert_not_impl_any!(Int4: PowerOf<Int4, Strict>);
assert_not_impl_any!(UInt1: PowerOf<WeakInt, Strict>);
assert_not_impl_any!(UInt1: PowerOf<UInt1, Strict>);
assert_not_impl_any!(UInt2: PowerOf<WeakInt, Strict>);
assert_not_impl_any!(UInt2: PowerOf<UInt2, Strict>);
assert_not_impl_any!(UInt4: PowerOf<WeakInt, Strict>);
assert_not_impl_any!(UInt4: PowerOf<UInt4, Strict>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: Div<&'static Tensor<Int1, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: Div<&'static Tensor<Int2, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: Div<&'static Tensor<UInt1, Strict>>);
assert_not_impl_any!(&'static Tensor<WeakInt, Strict>: Div<&'static Tensor<UInt2, Strict>>);
assert_not_impl_any!(&'static Tensor<Int1, Strict>: Div<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Int1, Strict>: Div<&'static Tensor<Int1, Strict>>);
assert_not_impl_any!(&'static Tensor<Int2, Strict>: Div<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<Int2, Strict>: Div<&'static Tensor<Int2, Strict>>);
assert_not_impl_any!(&'static Tensor<UInt1, Strict>: Div<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<UInt1, Strict>: Div<&'static Tensor<UInt1, Strict>>);
assert_not_impl_any!(&'static Tensor<UInt2, Strict>: Div<&'static Tensor<WeakInt, Strict>>);
assert_not_impl_any!(&'static Tensor<UInt2, Strict>: Div<&'static Tensor<UInt2, Strict>>);
assert_not_impl_any!(Int1: Reduce);
assert_not_impl_any!(Int2: Reduce);
assert_not_impl_any!(Int4: Reduce);
assert_not_impl_any!(UInt1: Reduce);
assert_not_impl_any!(UInt2: Reduce);
assert_not_impl_any!(UInt4: Reduce);
assert_not_impl_any!(Int1: Reduce);
assert_not_impl_any!(Int2: Reduce);
assert_not_impl_any!(Int4: Reduce);
assert_not_impl_any!(UInt1: Reduce);
assert_not_impl_any!(UInt2: Reduce);
assert_not_impl_any!(UInt4: Reduce);
assert_not_impl_any!(Int1: Reduce);
assert_not_impl_any!(Int2: Reduce);
assert_not_impl_any!(Int4: Reduce);
assert_not_impl_any!(UInt1: Reduce);
assert_not_impl_any!(UInt2: Reduce);
assert_not_impl_any!(UInt4: Reduce);
assert_not_impl_any!(Int1: Reduce);
assert_not_impl_any!(Int2: Reduce);
assert_not_impl_any!(Int4: Reduce);
assert_not_impl_any!(UInt1: Reduce);
assert_not_impl_any!(UInt2: Reduce);
assert_not_impl_any!(UInt4: Reduce);
assert_not_impl_any!(Int1: Reduce);
assert_not_impl_any!(Int2: Reduce);
assert_not_impl_any!(Int4: Reduce);
assert_not_impl_any!(UInt1: Reduce);
assert_not_impl_any!(UInt2: Reduce);
assert_not_impl_any!(UInt4: Reduce);
assert_not_impl_any!(Int1: ComplexParts);
assert_not_impl_any!(Int2: ComplexParts);
assert_not_impl_any!(Int4: ComplexParts);
assert_not_impl_any!(UInt1: ComplexParts);
assert_not_impl_any!(UInt2: ComplexParts);
assert_not_impl_any!(UInt4: ComplexParts);
assert_not_impl_any!(Int1: ComplexParts);
assert_not_impl_any!(Int2: ComplexParts);
assert_not_impl_any!(Int4: ComplexParts);
assert_not_impl_any!(UInt1: ComplexParts);
assert_not_impl_any!(UInt2: ComplexParts);
assert_not_impl_any!(UInt4: ComplexParts);
assert_not_impl_any!(Int1: Inexact);
assert_not_impl_any!(Int2: Inexact);
assert_not_impl_any!(UInt1: Inexact);
assert_not_impl_any!(UInt2: Inexact);
assert_not_impl_any!(Int1: Inexact);
assert_not_impl_any!(Int2: Inexact);
assert_not_impl_any!(UInt1: Inexact);
assert_not_impl_any!(UInt2: Inexact);
assert_not_impl_any!(Int1: ComplexParts);
assert_not_impl_any!(Int2: ComplexParts);
assert_not_impl_any!(Int4: ComplexParts);
assert_not_impl_any!(UInt1: ComplexParts);
assert_not_impl_any!(UInt2: ComplexParts);
assert_not_impl_any!(UInt4: ComplexParts);
assert_not_impl_any!(Int1: Inexact);
assert_not_impl_any!(Int2: Inexact);
assert_not_impl_any!(UInt1: Inexact);
assert_not_impl_any!(UInt2: Inexact);
assert_not_impl_any!(Int1: ComplexParts);
assert_not_impl_any!(Int2: ComplexParts);
assert_not_impl_any!(Int4: ComplexParts);
assert_not_impl_any!(UInt1: ComplexParts);
assert_not_impl_any!(UInt2: ComplexParts);
assert_not_impl_any!(UInt4: ComplexParts);
assert_not_impl_any!(Int1: Inexact);
assert_not_impl_any!(Int2: Inexact);
assert_not_impl_any!(UInt1: Inexact);
assert_not_impl_any!(UInt2: Inexact);
assert_not_impl_any!(Int1: Inexact);
assert_not_impl_any!(Int2: Inexact);
assert_not_impl_any!(UInt1: Inexact);
assert_not_impl_any!(UInt2: Inexact);
assert_not_impl_any!(Int1: Inexact);
assert_not_impl_any!(Int2: Inexact);
assert_not_impl_any!(UInt1: Inexact);
assert_not_impl_any!(UInt2: Inexact);
