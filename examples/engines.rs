//! One typed program on three engines: a small classifier over mixed dtypes
//! (`uint8` pixels, `bfloat16` weights, a `float32` bias, `int32` lengths
//! masking the classes), written once as a function generic over the
//! engine and run on the crate's CPU engine, on candle's CPU device and on
//! burn (its CPU backend, Flex, directly and through burn's `Dispatch`). The
//! compiler gives each step the same dtype on all of them, JAX's; the values
//! are compared at the end.
//!
//! Run with `cargo run --example engines --features candle,burn-flex`; on a GPU,
//! `DTYPE_LATTICE_CANDLE_DEVICE=cuda:0` with candle-core's `cuda` feature as well
//! (`tools/gpu/build.sh` builds it so).

use std::error::Error;

use burn_flex::{Flex, FlexDevice};
use dtype_lattice::burn::{Burn, Dispatch};
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

/// The program's inputs, on the crate's CPU engine.
struct Inputs {
    pixels: Tensor<UInt8>,
    w1: Tensor<BFloat16>,
    b1: Tensor<Float32>,
    w2: Tensor<BFloat16>,
    positions: Tensor<UInt8>,
    lengths: Tensor<Int32>,
}

/// [`classify`] on the engine `E`, its inputs moved to `place` and its
/// results back to the CPU engine.
fn run_on<E: Engine>(
    inputs: &Inputs,
    place: &E::Place,
) -> Result<(Tensor<Float32>, Tensor<Int64>), Box<dyn Error>>
where
    E::Error: Error + 'static,
{
    let (probabilities, predicted) = classify::<E>(
        &Tensor::from_tensor(inputs.pixels.clone(), place)?,
        &Tensor::from_tensor(inputs.w1.clone(), place)?,
        &Tensor::from_tensor(inputs.b1.clone(), place)?,
        &Tensor::from_tensor(inputs.w2.clone(), place)?,
        &Tensor::from_tensor(inputs.positions.clone(), place)?,
        &Tensor::from_tensor(inputs.lengths.clone(), place)?,
    )?;
    Ok((probabilities.to_tensor()?, predicted.to_tensor()?))
}

/// The candle device `DTYPE_LATTICE_CANDLE_DEVICE` names (`cpu`, `cuda:N`, `metal:N`; a GPU
/// needs candle-core's own `cuda` or `metal` feature), candle's CPU device if unset; an
/// error for any other name, or a device candle cannot open.
fn candle_device() -> Result<Device, Box<dyn Error>> {
    let name = std::env::var("DTYPE_LATTICE_CANDLE_DEVICE").unwrap_or_else(|_| "cpu".into());
    let ordinal = |prefix: &str| name.strip_prefix(prefix)?.parse::<usize>().ok();
    let device = match (name.as_str(), ordinal("cuda:"), ordinal("metal:")) {
        ("cpu", _, _) => Device::Cpu,
        (_, Some(n), _) => Device::new_cuda(n)?,
        (_, _, Some(n)) => Device::new_metal(n)?,
        _ => {
            return Err(format!(
                "DTYPE_LATTICE_CANDLE_DEVICE={name}: expected cpu, cuda:N or metal:N"
            )
            .into());
        }
    };
    println!("candle's device: {name}\n");
    Ok(device)
}

/// Runs the program on every engine; an error where they disagree
/// (`tests/burn.rs` runs it too).
pub fn main() -> Result<(), Box<dyn Error>> {
    let (batch, features, hidden, classes) = (4, 6, 8, 5);
    let inputs = Inputs {
        pixels: Tensor::<UInt8>::from_shape_vec(
            &[batch, features],
            (0..batch * features)
                .map(|i| (i * 37 % 256) as u8)
                .collect(),
        )?,
        w1: bf16_matrix(features, hidden, 1, 0.25)?,
        b1: Tensor::<Float32>::from_vec(weights(hidden, 2, 0.125)),
        w2: bf16_matrix(hidden, classes, 3, 0.5)?,
        positions: Tensor::<UInt8>::arange(classes),
        lengths: Tensor::<Int32>::from_shape_vec(&[batch, 1], vec![5, 3, 1, 4])?,
    };

    let (probabilities, predicted) = run_on::<Cpu>(&inputs, &())?;
    println!("On the crate's Tensor:\n{probabilities}\npredicted: {predicted}\n");
    let others = [
        (
            "candle's device",
            run_on::<Candle>(&inputs, &candle_device()?)?,
        ),
        (
            "burn's Flex backend",
            run_on::<Burn<Flex>>(&inputs, &FlexDevice)?,
        ),
        (
            "burn's Tensor (Dispatch, on Flex)",
            run_on::<Burn<Dispatch>>(&inputs, &FlexDevice.into())?,
        ),
    ];
    for (engine, (on_engine, predicted_on_engine)) in others {
        println!("On {engine}:\n{on_engine}\npredicted: {predicted_on_engine}\n");
        let difference = probabilities
            .to_vec()
            .into_iter()
            .zip(on_engine.to_vec())
            .map(|(x, y)| (x - y).abs())
            .fold(0.0_f32, f32::max);
        println!("the largest difference of a probability from the crate's: {difference:e}\n");
        if predicted.to_vec() != predicted_on_engine.to_vec() || difference > 1e-6 {
            return Err(format!("{engine} and the crate's Tensor disagree").into());
        }
    }
    println!(
        "dtypes: {} and {} on every engine",
        probabilities.dtype(),
        predicted.dtype()
    );
    Ok(())
}
