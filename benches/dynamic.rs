//! `DynTensor` arithmetic against the typed operator on 10M elements: the
//! same addition with the dtypes known at compile time (`&a + &b`) and at run
//! time (`a.try_add(&b)`), for operands of one dtype and of two.
//!
//! Run with `cargo bench --bench dynamic --features dynamic`. Each benchmark
//! reports bytes moved per second (inputs read plus output written).

use std::hint::black_box;

use divan::Bencher;
use divan::counter::BytesCount;
use dtype_lattice::*;

const N: usize = 10_000_000;

fn main() {
    divan::main();
}

fn inputs<A: DType, B: DType>() -> (Tensor<A>, Tensor<B>) {
    let a = Tensor::from_vec((0..N).map(|i| ((i % 100) as u64).cast()).collect());
    let b = Tensor::from_vec((0..N).map(|i| ((i % 7) as u64).cast()).collect());
    (a, b)
}

fn bytes<A: DType, B: DType, O: DType>() -> BytesCount {
    BytesCount::new(N * (size_of::<A::Elem>() + size_of::<B::Elem>() + size_of::<O::Elem>()))
}

/// `float32 + float32`, typed.
#[divan::bench(sample_count = 30)]
fn typed_f32_f32(bencher: Bencher) {
    let (a, b) = inputs::<Float32, Float32>();
    bencher
        .counter(bytes::<Float32, Float32, Float32>())
        .bench_local(|| black_box(&a) + black_box(&b));
}

/// `float32 + float32`, dtypes known at run time.
#[divan::bench(sample_count = 30)]
fn dynamic_f32_f32(bencher: Bencher) {
    let (a, b) = inputs::<Float32, Float32>();
    let (a, b) = (DynTensor::from(a), DynTensor::from(b));
    bencher
        .counter(bytes::<Float32, Float32, Float32>())
        .bench_local(|| black_box(&a).try_add(black_box(&b)).unwrap());
}

/// `bfloat16 + bfloat16`, typed (the fused half-precision kernel).
#[divan::bench(sample_count = 30)]
fn typed_bf16_bf16(bencher: Bencher) {
    let (a, b) = inputs::<BFloat16, BFloat16>();
    bencher
        .counter(bytes::<BFloat16, BFloat16, BFloat16>())
        .bench_local(|| black_box(&a) + black_box(&b));
}

/// `bfloat16 + bfloat16`, dtypes known at run time.
#[divan::bench(sample_count = 30)]
fn dynamic_bf16_bf16(bencher: Bencher) {
    let (a, b) = inputs::<BFloat16, BFloat16>();
    let (a, b) = (DynTensor::from(a), DynTensor::from(b));
    bencher
        .counter(bytes::<BFloat16, BFloat16, BFloat16>())
        .bench_local(|| black_box(&a).try_add(black_box(&b)).unwrap());
}

/// `int8 + float32`, typed: the conversion fused into the addition's loop.
#[divan::bench(sample_count = 30)]
fn typed_i8_f32(bencher: Bencher) {
    let (a, b) = inputs::<Int8, Float32>();
    bencher
        .counter(bytes::<Int8, Float32, Float32>())
        .bench_local(|| black_box(&a) + black_box(&b));
}

/// `int8 + float32`, dtypes known at run time: the `int8` operand converted
/// to `float32` first, then the same-dtype addition.
#[divan::bench(sample_count = 30)]
fn dynamic_i8_f32(bencher: Bencher) {
    let (a, b) = inputs::<Int8, Float32>();
    let (a, b) = (DynTensor::from(a), DynTensor::from(b));
    bencher
        .counter(bytes::<Int8, Float32, Float32>())
        .bench_local(|| black_box(&a).try_add(black_box(&b)).unwrap());
}
