//! The cost of typed promotion on burn: each `BurnTensor` operation on
//! burn's CPU backend, Flex, against the hand-written burn backend calls
//! that make the same conversions and call the same kernels (`typed_*`
//! against `burn_*`, 10M elements). Where the typed operation computes
//! differently from what plain burn code would write, for JAX's values, a
//! third benchmark (`unchecked_*`) times that plain code.
//!
//! Run with `cargo bench --bench burn --features burn-flex` (one core:
//! `taskset -c 0`). Each benchmark reports elements per second.

mod common;

use std::hint::black_box;

use burn_backend::ops::{FloatTensorOps, IntTensorOps};
use burn_backend::{FloatDType, Scalar, TensorMetadata, get_or_init_device_settings};
use burn_flex::{Flex, FlexDevice, FlexTensor};
use divan::Bencher;
use dtype_lattice::burn::{BurnDType, BurnPrimitive, BurnTensor};
use dtype_lattice::*;

const N: usize = 10_000_000;

/// A tensor on Flex.
type BT<D> = BurnTensor<D, Standard, Flex>;

fn main() {
    divan::main();
}

/// The primitive of a typed tensor (the same storage).
fn raw<D: BurnDType>(t: &BT<D>) -> FlexTensor {
    match t.as_primitive() {
        BurnPrimitive::Float(t) | BurnPrimitive::Int(t) | BurnPrimitive::Bool(t) => t.clone(),
    }
}

/// The operands of an `N`-element binary operation on Flex, typed and as
/// burn's primitives (the same storage).
fn operands<A: BurnDType, B: BurnDType>() -> (BT<A>, BT<B>, FlexTensor, FlexTensor) {
    let (a, b) = common::inputs::<A, B>(N);
    let a = BT::from_tensor(a, &FlexDevice).unwrap();
    let b = BT::from_tensor(b, &FlexDevice).unwrap();
    let (raw_a, raw_b) = (raw(&a), raw(&b));
    (a, b, raw_a, raw_b)
}

/// `float32 + float32`: no conversion.
#[divan::bench(sample_count = 30)]
fn typed_f32_add_f32(bencher: Bencher) {
    let (a, b, _, _) = operands::<Float32, Float32>();
    common::run_items(bencher, N, || black_box(&a) + black_box(&b));
}

/// `float32 + float32` in burn: `float_add`.
#[divan::bench(sample_count = 30)]
fn burn_f32_add_f32(bencher: Bencher) {
    let (_, _, a, b) = operands::<Float32, Float32>();
    common::run_items(bencher, N, || {
        Flex::float_add(black_box(&a).clone(), black_box(&b).clone())
    });
}

/// `uint8 + float32`: the join is `float32`, the `uint8` operand converted.
#[divan::bench(sample_count = 30)]
fn typed_u8_add_f32(bencher: Bencher) {
    let (a, b, _, _) = operands::<UInt8, Float32>();
    common::run_items(bencher, N, || black_box(&a) + black_box(&b));
}

/// `uint8 + float32` in burn: `int_into_float`, then `float_add`.
#[divan::bench(sample_count = 30)]
fn burn_u8_add_f32(bencher: Bencher) {
    let (_, _, a, b) = operands::<UInt8, Float32>();
    common::run_items(bencher, N, || {
        let a = Flex::int_into_float(black_box(&a).clone(), FloatDType::F32);
        Flex::float_add(a, black_box(&b).clone())
    });
}

/// `bfloat16 * float32`: the join is `float32`.
#[divan::bench(sample_count = 30)]
fn typed_bf16_mul_f32(bencher: Bencher) {
    let (a, b, _, _) = operands::<BFloat16, Float32>();
    common::run_items(bencher, N, || black_box(&a) * black_box(&b));
}

/// `bfloat16 * float32` in burn: `float_cast`, then `float_mul`.
#[divan::bench(sample_count = 30)]
fn burn_bf16_mul_f32(bencher: Bencher) {
    let (_, _, a, b) = operands::<BFloat16, Float32>();
    common::run_items(bencher, N, || {
        let a = Flex::float_cast(black_box(&a).clone(), FloatDType::F32);
        Flex::float_mul(a, black_box(&b).clone())
    });
}

/// `float32 * 2.0`: a weak scalar, a 0-d tensor of the join broadcast.
#[divan::bench(sample_count = 30)]
fn typed_f32_mul_scalar(bencher: Bencher) {
    let (a, _, _, _) = operands::<Float32, Float32>();
    common::run_items(bencher, N, || black_box(&a) * 2.0);
}

/// `float32 * 2.0` in burn: `float_mul_scalar`.
#[divan::bench(sample_count = 30)]
fn burn_f32_mul_scalar(bencher: Bencher) {
    let (_, _, a, _) = operands::<Float32, Float32>();
    common::run_items(bencher, N, || {
        Flex::float_mul_scalar(black_box(&a).clone(), Scalar::Float(2.0))
    });
}

/// `uint8 < float32`: compared in `float32`, a `Bool`.
#[divan::bench(sample_count = 30)]
fn typed_u8_less_f32(bencher: Bencher) {
    let (a, b, _, _) = operands::<UInt8, Float32>();
    common::run_items(bencher, N, || black_box(&a).less(black_box(&b)));
}

/// `uint8 < float32` in burn: `int_into_float`, then `float_lower`.
#[divan::bench(sample_count = 30)]
fn burn_u8_less_f32(bencher: Bencher) {
    let (_, _, a, b) = operands::<UInt8, Float32>();
    let bool = get_or_init_device_settings::<Flex>(&FlexDevice).bool_dtype;
    common::run_items(bencher, N, || {
        let a = Flex::int_into_float(black_box(&a).clone(), FloatDType::F32);
        Flex::float_lower(a, black_box(&b).clone(), bool)
    });
}

/// `int32 + int32`: `int_add`.
#[divan::bench(sample_count = 30)]
fn typed_i32_add_i32(bencher: Bencher) {
    let (a, b, _, _) = operands::<Int32, Int32>();
    common::run_items(bencher, N, || black_box(&a) + black_box(&b));
}

/// `int32 + int32` in burn: `int_add`.
#[divan::bench(sample_count = 30)]
fn burn_i32_add_i32(bencher: Bencher) {
    let (_, _, a, b) = operands::<Int32, Int32>();
    common::run_items(bencher, N, || {
        Flex::int_add(black_box(&a).clone(), black_box(&b).clone())
    });
}

/// The sum of a `bfloat16` tensor: added in `float32`, rounded once.
#[divan::bench(sample_count = 30)]
fn typed_bf16_sum(bencher: Bencher) {
    let (a, _, _, _) = operands::<BFloat16, BFloat16>();
    common::run_items(bencher, N, || black_box(&a).sum());
}

/// The sum of a `bfloat16` tensor in burn with the same conversions:
/// `float_cast` to `float32`, `float_sum`, `float_cast` back.
#[divan::bench(sample_count = 30)]
fn burn_bf16_sum(bencher: Bencher) {
    let (_, _, a, _) = operands::<BFloat16, BFloat16>();
    common::run_items(bencher, N, || {
        let a = Flex::float_cast(black_box(&a).clone(), FloatDType::F32);
        Flex::float_cast(Flex::float_sum(a), FloatDType::BF16)
    });
}

/// The sum of a `bfloat16` tensor in burn's own `bfloat16` kernel,
/// `float_sum`.
#[divan::bench(sample_count = 30)]
fn unchecked_bf16_sum(bencher: Bencher) {
    let (_, _, a, _) = operands::<BFloat16, BFloat16>();
    common::run_items(bencher, N, || Flex::float_sum(black_box(&a).clone()));
}

/// A `Bool` mask's `where`: `where(a < b, a, 0.0)` in `float32`.
#[divan::bench(sample_count = 30)]
fn typed_f32_where(bencher: Bencher) {
    let (a, b, _, _) = operands::<Float32, Float32>();
    common::run_items(bencher, N, || {
        black_box(&a).less(black_box(&b)).where_cond(&a, 0.0)
    });
}

/// The same `where` in burn: `float_lower`, a `float32` tensor of zeros
/// (`float_full`, which the typed `where` calls too: burn's `float_zeros`
/// takes 10 ms longer here), `float_mask_where`.
#[divan::bench(sample_count = 30)]
fn burn_f32_where(bencher: Bencher) {
    let (_, _, a, b) = operands::<Float32, Float32>();
    let bool = get_or_init_device_settings::<Flex>(&FlexDevice).bool_dtype;
    common::run_items(bencher, N, || {
        let mask = Flex::float_lower(black_box(&a).clone(), black_box(&b).clone(), bool);
        let zero = Flex::float_full(a.shape(), Scalar::Float(0.0), &FlexDevice, FloatDType::F32);
        Flex::float_mask_where(zero, mask, a.clone())
    });
}
