//! One typed program on two engines: a small classifier over mixed dtypes
//! (`uint8` pixels, `bfloat16` weights, a `float32` bias, `int32` lengths
//! masking the classes), written once as a function generic over the
//! engine and run on the crate's CPU engine and on candle's CPU device. The
//! compiler gives each step the same dtype on both, JAX's; the values are
//! compared at the end.
//!
//! Run with `cargo run --example candle --features candle`.

use std::error::Error;

use dtype_lattice::candle::{Candle, Device};
use dtype_lattice::prelude::*;
use half::bf16;

/// The program, once, for any engine `E`. Every annotated type is what the
/// compiler decided from JAX's lattice; writing another one does not
/// compile. Every dtype here is one that every engine stores, so `E:
/// Engine` is the only bound.
#[allow(clippy::type_complexity)]
fn classify<E: Engine>(
    pixels: &Tensor<UInt8, Standard, E>,
    w1: &Tensor<BFloat16, Standard, E>,
    b1: &Tensor<Float32, Standard, E>,
    w2: &Tensor<BFloat16, Standard, E>,
    positions: &Tensor<UInt8, Standard, E>,
    lengths: &Tensor<Int32, Standard, E>,
) -> Result<(Tensor<Float32, Standard, E>, Tensor<Int64, Standard, E>), E::Error> {
    let x: Tensor<WeakFloat, Standard, E> = pixels / 255.0; // uint8 ⊔ f* = f*: a weak float
    let hidden: Tensor<BFloat16, Standard, E> = x.try_matmul(w1)?; // f* ⊔ bfloat16 = bfloat16
    let hidden: Tensor<Float32, Standard, E> = hidden.try_add(b1)?; // bfloat16 ⊔ float32 = float32
    let hidden: Tensor<Float32, Standard, E> = hidden.try_maximum(0.0)?; // the weak 0.0 keeps float32
    let logits: Tensor<Float32, Standard, E> = hidden.try_matmul(w2)?; // float32 ⊔ bfloat16 = float32
    // The classes each row may take: position < length, compared in
    // uint8 ⊔ int32 = int32.
    let mask: Tensor<Bool, Standard, E> = positions.try_less(lengths)?;
    let masked: Tensor<Float32, Standard, E> = mask.try_where_cond(&logits, f64::NEG_INFINITY)?;
    let peak = masked.max_axis(1)?.expand_dims(1)?;
    let weights: Tensor<Float32, Standard, E> = masked.try_subtract(&peak)?.try_exp()?;
    let total = weights.sum_axis(1)?.expand_dims(1)?;
    let probabilities: Tensor<Float32, Standard, E> = weights.try_true_divide(&total)?;
    let predicted: Tensor<Int64, Standard, E> = probabilities.argmax_axis(1)?;
    Ok((probabilities, predicted))
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
fn on_cpu<D: DType>(tensor: &Tensor<D>) -> Result<Tensor<D, Standard, Candle>, Box<dyn Error>>
where
    Candle: Holds<D>,
{
    Ok(Tensor::from_tensor(tensor.clone(), &Device::Cpu)?)
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

    let (probabilities, predicted) = classify(&pixels, &w1, &b1, &w2, &positions, &lengths)?;

    let (pixels, w1, b1, w2) = (on_cpu(&pixels)?, on_cpu(&w1)?, on_cpu(&b1)?, on_cpu(&w2)?);
    let (positions, lengths) = (on_cpu(&positions)?, on_cpu(&lengths)?);
    let (on_candle, predicted_on_candle) = classify(&pixels, &w1, &b1, &w2, &positions, &lengths)?;
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
