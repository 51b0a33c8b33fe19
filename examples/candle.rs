//! One typed program on two engines: a small classifier over mixed dtypes
//! (`uint8` pixels, `bfloat16` weights, a `float32` bias, `int32` lengths
//! masking the classes), run on the crate's `Tensor` and on candle's CPU
//! device through `CandleTensor`. The compiler gives each step the same
//! dtype on both, JAX's; the values are compared at the end.
//!
//! Run with `cargo run --example candle --features candle`.

use std::error::Error;

use dtype_lattice::candle::{CandleDType, CandleTensor, Device};
use dtype_lattice::prelude::*;
use half::bf16;

/// The program, written once over a tensor type `$T` (`Tensor` or
/// `CandleTensor`): the two share their operations' names and their dtype
/// rules, not a trait, so the same lines are expanded for each. Every
/// annotated type is what the compiler decided from JAX's lattice; writing
/// another one does not compile.
macro_rules! classify {
    ($T:ident, $pixels:expr, $w1:expr, $b1:expr, $w2:expr, $positions:expr, $lengths:expr) => {{
        let (pixels, w1, b1, w2) = ($pixels, $w1, $b1, $w2);
        let (positions, lengths) = ($positions, $lengths);
        let x: $T<WeakFloat> = pixels / 255.0; // uint8 ⊔ f* = f*: a weak float
        let hidden: $T<BFloat16> = x.try_matmul(w1)?; // f* ⊔ bfloat16 = bfloat16
        let hidden: $T<Float32> = hidden.try_add(b1)?; // bfloat16 ⊔ float32 = float32
        let hidden: $T<Float32> = hidden.try_maximum(0.0)?; // the weak 0.0 keeps float32
        let logits: $T<Float32> = hidden.try_matmul(w2)?; // float32 ⊔ bfloat16 = float32
        // The classes each row may take: position < length, compared in
        // uint8 ⊔ int32 = int32.
        let mask: $T<Bool> = positions.try_less(lengths)?;
        let masked: $T<Float32> = mask.try_where_cond(&logits, f64::NEG_INFINITY)?;
        let peak: $T<Float32> = masked.max_axis(1)?.expand_dims(1)?;
        let weights: $T<Float32> = masked.try_subtract(&peak)?.exp();
        let total: $T<Float32> = weights.sum_axis(1)?.expand_dims(1)?;
        let probabilities: $T<Float32> = weights.try_true_divide(&total)?;
        let predicted: $T<Int64> = probabilities.argmax_axis(1)?;
        (probabilities, predicted)
    }};
}

/// `n` values of a fixed pseudo-random sequence, each `scale * k` for a
/// small integer `k` in `-4..=4`: exact in `bfloat16`.
fn weights(n: usize, seed: u64, scale: f32) -> Vec<f32> {
    let mut state = seed;
    (0..n)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((state >> 33) % 9) as f32 * scale - 4.0 * scale
        })
        .collect()
}

/// A `rows` x `cols` matrix of [`weights`], in `bfloat16`.
fn bf16_matrix(
    rows: usize,
    cols: usize,
    seed: u64,
    scale: f32,
) -> Result<Tensor<BFloat16>, ShapeError> {
    let values = weights(rows * cols, seed, scale)
        .into_iter()
        .map(bf16::from_f32)
        .collect();
    Tensor::from_shape_vec(&[rows, cols], values)
}

/// A tensor of the crate's on candle's CPU device.
fn on_cpu<D: CandleDType>(tensor: &Tensor<D>) -> Result<CandleTensor<D>, Box<dyn Error>> {
    Ok(CandleTensor::from_tensor(tensor.clone(), &Device::Cpu)?)
}

/// Runs the program on both engines; an error where they disagree (`tests/candle.rs`
/// runs it too).
pub fn main() -> Result<(), Box<dyn Error>> {
    let (batch, features, hidden, classes) = (4, 6, 8, 5);
    let pixels = Tensor::<UInt8>::from_shape_vec(
        &[batch, features],
        (0..batch * features)
            .map(|i| (i * 37 % 256) as u8)
            .collect(),
    )?;
    let w1 = bf16_matrix(features, hidden, 1, 0.25)?;
    let b1 = Tensor::<Float32>::from_vec(weights(hidden, 2, 0.125));
    let w2 = bf16_matrix(hidden, classes, 3, 0.5)?;
    let positions = Tensor::<UInt8>::arange(classes);
    let lengths = Tensor::<Int32>::from_shape_vec(&[batch, 1], vec![5, 3, 1, 4])?;

    let (probabilities, predicted) =
        classify!(Tensor, &pixels, &w1, &b1, &w2, &positions, &lengths);

    let (pixels, w1, b1, w2) = (on_cpu(&pixels)?, on_cpu(&w1)?, on_cpu(&b1)?, on_cpu(&w2)?);
    let (positions, lengths) = (on_cpu(&positions)?, on_cpu(&lengths)?);
    let (on_candle, predicted_on_candle) =
        classify!(CandleTensor, &pixels, &w1, &b1, &w2, &positions, &lengths);
    let (on_candle, predicted_on_candle) =
        (on_candle.to_tensor()?, predicted_on_candle.to_tensor()?);

    println!("On the crate's Tensor:\n{probabilities}\npredicted: {predicted}\n");
    println!("On candle's CPU device:\n{on_candle}\npredicted: {predicted_on_candle}\n");
    let difference = probabilities
        .to_vec()
        .into_iter()
        .zip(on_candle.to_vec())
        .map(|(x, y)| (x - y).abs())
        .fold(0.0_f32, f32::max);
    println!(
        "dtypes: {} and {} on both; the largest difference of a probability: {difference:e}",
        probabilities.dtype(),
        predicted.dtype()
    );
    if predicted.to_vec() != predicted_on_candle.to_vec() || difference > 1e-6 {
        return Err("the two engines disagree".into());
    }
    Ok(())
}
