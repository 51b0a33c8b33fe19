//! `DynTensor` arithmetic against the typed operator on 10M elements: the
//! same addition with the dtypes known at compile time (`&a + &b`) and at run
//! time (`a.try_add(&b)`), for operands of one dtype and of two, a
//! division by a Rust scalar and a product with a `bool` mask.
//!
//! Run with `cargo bench --bench dynamic --features dynamic`. Each benchmark
//! reports bytes moved per second (inputs read plus output written).

mod common;

use std::hint::black_box;

use divan::Bencher;
use divan::counter::BytesCount;
use dtype_lattice::*;

const N: usize = 10_000_000;

fn main() {
    divan::main();
}

/// Times the typed operator on `A` and `B`.
fn typed<A: DType, B: DType, O: DType>(bencher: Bencher)
where
    for<'x> &'x Tensor<A>: core::ops::Add<&'x Tensor<B>, Output = Tensor<O>>,
{
    let (a, b) = common::inputs::<A, B>(N);
    bencher
        .counter(BytesCount::new(common::bytes::<A, B, O>(N)))
        .bench_local(|| black_box(&a) + black_box(&b));
}

/// Times `DynTensor::try_add` on tensors of `A` and `B`, whose join is `O`.
fn dynamic<A: DType, B: DType, O: DType>(bencher: Bencher) {
    let (a, b) = common::inputs::<A, B>(N);
    let (a, b) = (DynTensor::from(a), DynTensor::from(b));
    assert_eq!(a.try_add(&b).unwrap().dtype(), O::ID);
    bencher
        .counter(BytesCount::new(common::bytes::<A, B, O>(N)))
        .bench_local(|| black_box(&a).try_add(black_box(&b)).unwrap());
}

/// `float32 + float32`, typed.
#[divan::bench(sample_count = 30)]
fn typed_f32_f32(bencher: Bencher) {
    typed::<Float32, Float32, Float32>(bencher);
}

/// `float32 + float32`, dtypes known at run time.
#[divan::bench(sample_count = 30)]
fn dynamic_f32_f32(bencher: Bencher) {
    dynamic::<Float32, Float32, Float32>(bencher);
}

/// `bfloat16 + bfloat16`, typed (the fused half-precision kernel).
#[divan::bench(sample_count = 30)]
fn typed_bf16_bf16(bencher: Bencher) {
    typed::<BFloat16, BFloat16, BFloat16>(bencher);
}

/// `bfloat16 + bfloat16`, dtypes known at run time.
#[divan::bench(sample_count = 30)]
fn dynamic_bf16_bf16(bencher: Bencher) {
    dynamic::<BFloat16, BFloat16, BFloat16>(bencher);
}

/// `int8 + float32`, typed: the conversion fused into the addition's loop.
#[divan::bench(sample_count = 30)]
fn typed_i8_f32(bencher: Bencher) {
    typed::<Int8, Float32, Float32>(bencher);
}

/// `int8 + float32`, dtypes known at run time: the `int8` operand converted
/// to `float32` a block at a time in the addition's loops.
#[divan::bench(sample_count = 30)]
fn dynamic_i8_f32(bencher: Bencher) {
    dynamic::<Int8, Float32, Float32>(bencher);
}

/// `int8 / 3.0`, typed: a division by a broadcast scalar, computed as the
/// product with its reciprocal (as XLA computes it), the conversion in the
/// loop.
#[divan::bench(sample_count = 30)]
fn typed_i8_by_scalar(bencher: Bencher) {
    let (a, _) = common::inputs::<Int8, Int8>(N);
    bencher
        .counter(BytesCount::new(N * (1 + 4)))
        .bench_local(|| black_box(&a) / black_box(3.0));
}

/// `int8 / 3.0`, dtypes known at run time: the `int8` operand converted a
/// block at a time and the scalar repeated, in the same loops.
#[divan::bench(sample_count = 30)]
fn dynamic_i8_by_scalar(bencher: Bencher) {
    let (a, _) = common::inputs::<Int8, Int8>(N);
    let typed = &a / 3.0;
    let (a, three) = (
        DynTensor::from(a),
        DynTensor::from(Tensor::<WeakFloat>::scalar(3.0)),
    );
    let result = a.try_true_divide(&three).unwrap();
    assert!(same_values(&typed, &result), "the typed division's values");
    bencher
        .counter(BytesCount::new(N * (1 + 4)))
        .bench_local(|| black_box(&a).try_true_divide(black_box(&three)).unwrap());
}

/// `bool * float32`, typed: a mask, which XLA computes as a select.
#[divan::bench(sample_count = 30)]
fn typed_mask_f32(bencher: Bencher) {
    let (mask, x) = common::inputs::<Bool, Float32>(N);
    bencher
        .counter(BytesCount::new(N * (1 + 4 + 4)))
        .bench_local(|| black_box(&mask) * black_box(&x));
}

/// `bool * float32`, dtypes known at run time: the mask converted to
/// `float32` a block at a time, then the same select.
#[divan::bench(sample_count = 30)]
fn dynamic_mask_f32(bencher: Bencher) {
    let (mask, x) = common::inputs::<Bool, Float32>(N);
    let typed = &mask * &x;
    let (mask, x) = (DynTensor::from(mask), DynTensor::from(x));
    let result = mask.try_multiply(&x).unwrap();
    assert!(same_values(&typed, &result), "the typed product's values");
    bencher
        .counter(BytesCount::new(N * (1 + 4 + 4)))
        .bench_local(|| black_box(&mask).try_multiply(black_box(&x)).unwrap());
}

/// Whether `dynamic` holds `typed`'s dtype and values.
fn same_values<D: DType>(typed: &Tensor<D>, dynamic: &DynTensor) -> bool {
    dynamic
        .as_tensor::<D>()
        .is_some_and(|t| t.to_vec() == typed.to_vec())
}
