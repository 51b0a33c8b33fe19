//! The cost of typed promotion on candle: each `CandleTensor` operation
//! against the hand-written candle code that does the same conversions and
//! calls the same kernels (`typed_*` against `candle_*`, 10M elements on
//! candle's CPU device). Where the typed operation converts more than plain
//! candle code would, for JAX's values, a third benchmark (`unchecked_*`)
//! times that plain code, to show what the values cost.
//!
//! Run with `cargo bench --bench candle --features candle` (one core:
//! `taskset -c 0`). Each benchmark reports elements per second.

mod common;

use std::hint::black_box;

use candle_core::{DType as Candle, Device, Tensor as Raw};
use divan::Bencher;
use dtype_lattice::candle::{CandleDType, CandleTensor};
use dtype_lattice::*;

const N: usize = 10_000_000;

fn main() {
    divan::main();
}

/// The operands of an `N`-element binary operation on candle's CPU device,
/// typed and as candle's own tensors (the same storage).
fn operands<A: CandleDType, B: CandleDType>() -> (CandleTensor<A>, CandleTensor<B>, Raw, Raw) {
    let (a, b) = common::inputs::<A, B>(N);
    let a = CandleTensor::from_tensor(a, &Device::Cpu).unwrap();
    let b = CandleTensor::from_tensor(b, &Device::Cpu).unwrap();
    let (raw_a, raw_b) = (a.as_candle().clone(), b.as_candle().clone());
    (a, b, raw_a, raw_b)
}

/// `float32 + float32`: no conversion.
#[divan::bench(sample_count = 30)]
fn typed_f32_add_f32(bencher: Bencher) {
    let (a, b, _, _) = operands::<Float32, Float32>();
    common::run_items(bencher, N, || black_box(&a) + black_box(&b));
}

/// `float32 + float32` in candle: `a + b`.
#[divan::bench(sample_count = 30)]
fn candle_f32_add_f32(bencher: Bencher) {
    let (_, _, a, b) = operands::<Float32, Float32>();
    common::run_items(bencher, N, || black_box(&a).add(black_box(&b)).unwrap());
}

/// `uint8 + float32`: the join is `float32`, the `uint8` operand converted.
#[divan::bench(sample_count = 30)]
fn typed_u8_add_f32(bencher: Bencher) {
    let (a, b, _, _) = operands::<UInt8, Float32>();
    common::run_items(bencher, N, || black_box(&a) + black_box(&b));
}

/// `uint8 + float32` in candle: `a.to_dtype(F32)? + b`.
#[divan::bench(sample_count = 30)]
fn candle_u8_add_f32(bencher: Bencher) {
    let (_, _, a, b) = operands::<UInt8, Float32>();
    common::run_items(bencher, N, || {
        black_box(&a)
            .to_dtype(Candle::F32)
            .unwrap()
            .add(black_box(&b))
            .unwrap()
    });
}

/// `bfloat16 * float32`: the join is `float32`.
#[divan::bench(sample_count = 30)]
fn typed_bf16_mul_f32(bencher: Bencher) {
    let (a, b, _, _) = operands::<BFloat16, Float32>();
    common::run_items(bencher, N, || black_box(&a) * black_box(&b));
}

/// `bfloat16 * float32` in candle: `a.to_dtype(F32)? * b`.
#[divan::bench(sample_count = 30)]
fn candle_bf16_mul_f32(bencher: Bencher) {
    let (_, _, a, b) = operands::<BFloat16, Float32>();
    common::run_items(bencher, N, || {
        black_box(&a)
            .to_dtype(Candle::F32)
            .unwrap()
            .mul(black_box(&b))
            .unwrap()
    });
}

/// `float32 * 2.0`: a weak scalar, a 0-d tensor of the join broadcast.
#[divan::bench(sample_count = 30)]
fn typed_f32_mul_scalar(bencher: Bencher) {
    let (a, _, _, _) = operands::<Float32, Float32>();
    common::run_items(bencher, N, || black_box(&a) * 2.0);
}

/// `float32 * 2.0` in candle, the same kernel: `a.broadcast_mul(&Tensor::new(2f32))`.
#[divan::bench(sample_count = 30)]
fn candle_f32_mul_scalar(bencher: Bencher) {
    let (_, _, a, _) = operands::<Float32, Float32>();
    common::run_items(bencher, N, || {
        let two = Raw::new(2.0_f32, &Device::Cpu).unwrap();
        black_box(&a).broadcast_mul(&two).unwrap()
    });
}

/// `float32 * 2.0` in candle as people write it, `(a * 2.0)?`: candle's
/// `affine`, `a * 2 + 0`, which turns `-0.0` into `0.0` (JAX keeps `-0.0`).
#[divan::bench(sample_count = 30)]
fn unchecked_f32_mul_scalar(bencher: Bencher) {
    let (_, _, a, _) = operands::<Float32, Float32>();
    common::run_items(bencher, N, || (black_box(&a) * 2.0).unwrap());
}

/// `uint8 < float32`: compared in `float32`, a `Bool` (candle's u8 mask).
#[divan::bench(sample_count = 30)]
fn typed_u8_less_f32(bencher: Bencher) {
    let (a, b, _, _) = operands::<UInt8, Float32>();
    common::run_items(bencher, N, || black_box(&a).less(black_box(&b)));
}

/// `uint8 < float32` in candle: `a.to_dtype(F32)?.lt(&b)`.
#[divan::bench(sample_count = 30)]
fn candle_u8_less_f32(bencher: Bencher) {
    let (_, _, a, b) = operands::<UInt8, Float32>();
    common::run_items(bencher, N, || {
        black_box(&a)
            .to_dtype(Candle::F32)
            .unwrap()
            .lt(black_box(&b))
            .unwrap()
    });
}

/// `int32 + int32`: computed in `int64` and wrapped back (candle's `i32`
/// addition panics on overflow in a debug build).
#[divan::bench(sample_count = 30)]
fn typed_i32_add_i32(bencher: Bencher) {
    let (a, b, _, _) = operands::<Int32, Int32>();
    common::run_items(bencher, N, || black_box(&a) + black_box(&b));
}

/// `int32 + int32` in candle with the same conversions: through `i64`.
#[divan::bench(sample_count = 30)]
fn candle_i32_add_i32(bencher: Bencher) {
    let (_, _, a, b) = operands::<Int32, Int32>();
    common::run_items(bencher, N, || {
        let a = black_box(&a).to_dtype(Candle::I64).unwrap();
        let b = black_box(&b).to_dtype(Candle::I64).unwrap();
        a.add(&b).unwrap().to_dtype(Candle::I32).unwrap()
    });
}

/// `int32 + int32` in candle's own `i32` kernel: `a + b`, which wraps in a
/// release build and panics on overflow in a debug one.
#[divan::bench(sample_count = 30)]
fn unchecked_i32_add_i32(bencher: Bencher) {
    let (_, _, a, b) = operands::<Int32, Int32>();
    common::run_items(bencher, N, || black_box(&a).add(black_box(&b)).unwrap());
}

/// The sum of a `bfloat16` tensor: added in `float32`, rounded once.
#[divan::bench(sample_count = 30)]
fn typed_bf16_sum(bencher: Bencher) {
    let (a, _, _, _) = operands::<BFloat16, BFloat16>();
    common::run_items(bencher, N, || black_box(&a).sum());
}

/// The sum of a `bfloat16` tensor in candle: `a.to_dtype(F32)?.sum_all()?.to_dtype(BF16)`.
#[divan::bench(sample_count = 30)]
fn candle_bf16_sum(bencher: Bencher) {
    let (_, _, a, _) = operands::<BFloat16, BFloat16>();
    common::run_items(bencher, N, || {
        black_box(&a)
            .to_dtype(Candle::F32)
            .unwrap()
            .sum_all()
            .unwrap()
            .to_dtype(Candle::BF16)
            .unwrap()
    });
}

/// The sum of a `bfloat16` tensor in candle's own `bfloat16` kernel,
/// `a.sum_all()`: each partial sum rounded to `bfloat16`.
#[divan::bench(sample_count = 30)]
fn unchecked_bf16_sum(bencher: Bencher) {
    let (_, _, a, _) = operands::<BFloat16, BFloat16>();
    common::run_items(bencher, N, || black_box(&a).sum_all().unwrap());
}
