//! A tour of dtype-lattice: typed tensors of several dtypes mixed, each
//! result's dtype decided by the compiler from JAX's lattice, with the join
//! that decided it; Rust literals as JAX's weak types; strict promotion; and a
//! small program, a masked softmax, whose every intermediate dtype is the
//! compiler's. It runs as JAX does unless told otherwise, with x64 disabled:
//! `dtype_lattice::x32::prelude` makes `Tensor<D>` mean
//! `Tensor<D, StandardX32>` (the crate's own prelude is JAX with x64).
//!
//! Run with `cargo run --example tour`.

use dtype_lattice::x32::prelude::*;
use dtype_lattice::{PromotionMode, strict_promote_types};
use half::{bf16, f16};

/// Prints a result, its dtype, and the join that gave it.
fn show<D: DType, P: Policy>(expression: &str, result: &Tensor<D, P>, why: &str) {
    println!("{expression:<32} {result}");
    println!("{:<32} ^ {} because {why}", "", D::NAME);
}

/// `a ⊔ b` as JAX joins them with x64 disabled.
fn join(a: DTypeId, b: DTypeId) -> String {
    match PromotionMode::Standard.join_x32(a, b) {
        Some(joined) => format!("{a} ⊔ {b} = {joined}"),
        None => format!("{a} ⊔ {b}: no join"),
    }
}

fn main() {
    let i8s = Tensor::<Int8>::from_vec(vec![-100, 1, 127]);
    let u8s = Tensor::<UInt8>::from_vec(vec![200, 2, 255]);
    let i32s = Tensor::<Int32>::from_vec(vec![257, -3, 70000]);
    let f16s = Tensor::<Float16>::from_vec([0.5_f32, 1.0, 2.0].map(f16::from_f32).to_vec());
    let bf16s = Tensor::<BFloat16>::from_vec([0.0_f32, 1.0, 2.0].map(bf16::from_f32).to_vec());
    let f32s = Tensor::<Float32>::from_vec(vec![0.25, -1.0, 3.5]);

    println!("Tensors of different dtypes: the compiler joins them on JAX's lattice.\n");
    let sum: Tensor<Int16> = &i8s + &u8s;
    show("int8 + uint8", &sum, &join(DTypeId::Int8, DTypeId::UInt8));
    show(
        "int32 + float16",
        &(&i32s + &f16s),
        &format!(
            "{} (no widening to float64)",
            join(DTypeId::Int32, DTypeId::Float16)
        ),
    );
    show(
        "int32 + bfloat16",
        &(&i32s + &bf16s),
        &format!(
            "{}; 257 rounds to 256",
            join(DTypeId::Int32, DTypeId::BFloat16)
        ),
    );
    show(
        "bfloat16 * float16",
        &(&bf16s * &f16s),
        &join(DTypeId::BFloat16, DTypeId::Float16),
    );
    let small = Tensor::<Int8>::from_vec(vec![3, -2, 0]);
    show(
        "int8 / int8",
        &(&i8s / &small),
        "true division of integers is inexact: float32, as in JAX",
    );
    show(
        "int8 < float32",
        &i8s.less(&f32s),
        "comparisons give bool, computed in int8 ⊔ float32 = float32",
    );

    println!("\nRust literals are JAX's weak types: they take the tensor's dtype.\n");
    show(
        "int8 + 2",
        &(&i8s + 2),
        &join(DTypeId::Int8, DTypeId::WeakInt),
    );
    show(
        "float16 * 2.0",
        &(&f16s * 2.0),
        &join(DTypeId::Float16, DTypeId::WeakFloat),
    );
    show(
        "int8 * 2.0",
        &(&i8s * 2.0),
        &format!(
            "{}, a weak float (stored as float32 with x64 disabled)",
            join(DTypeId::Int8, DTypeId::WeakFloat)
        ),
    );

    println!("\nStrict promotion allows same-dtype and weak-scalar mixes only.\n");
    let strict = f32s.clone().strict_x32();
    show(
        "strict float32 + 1.0",
        &(&strict + 1.0),
        "float32 ⊔ f* = float32 is allowed",
    );
    println!(
        "strict float32 + int32: does not compile (ui-tests/ui/tensor/strict_float32_int32.rs):\n  {}",
        STRICT_ERROR.lines().next().unwrap_or_default()
    );
    match strict_promote_types(DTypeId::Float32, DTypeId::Int32) {
        Ok(joined) => println!("  at run time: {joined}"),
        Err(error) => println!("  at run time: {error}"),
    }

    if let Err(error) = masked_softmax() {
        println!("the masked softmax failed: {error}");
    }
}

/// Attention weights over padded sequences, as a JAX program computes them:
/// `bfloat16` scores of queries against `int8` keys, the padding masked with `-inf`, a softmax along the
/// last axis. Every annotated type is what the compiler decided from the
/// lattice; the literals are weak and keep `bfloat16`.
fn masked_softmax() -> Result<(), ShapeError> {
    println!("\nA small program: a masked softmax over bfloat16 scores.\n");
    // Two queries (bfloat16) against four int8 keys, of two features each.
    let queries =
        Tensor::<Float32>::from_shape_vec(&[2, 2], vec![0.5, 0.0, 0.0, 0.5])?.cast::<BFloat16>();
    let keys = Tensor::<Int8>::from_shape_vec(&[4, 2], vec![4, 0, 2, 6, 1, 6, 18, 2])?;
    let scores: Tensor<BFloat16> = try_einsum("qd,kd->qk", (&queries, &keys))?; // bf16 ⊔ int8 = bf16
    show(
        "einsum(\"qd,kd->qk\", queries, keys)",
        &scores,
        &join(DTypeId::BFloat16, DTypeId::Int8),
    );
    // Sequence lengths 3 and 4: position < length.
    let lengths = Tensor::<Int32>::from_shape_vec(&[2, 1], vec![3, 4])?;
    let positions = Tensor::<UInt8>::arange(4);
    let mask: Tensor<Bool> = positions.try_less(&lengths)?; // uint8 ⊔ int32 = int32, compared
    let masked: Tensor<BFloat16> = mask.try_where_cond(&scores, f64::NEG_INFINITY)?; // bf16 ⊔ f* = bf16
    let peak: Tensor<BFloat16> = masked.max_axis(1)?.expand_dims(1)?;
    let shifted: Tensor<BFloat16> = masked.try_subtract(&peak)?;
    let weights: Tensor<BFloat16> = shifted.exp(); // the padding's -inf gives 0
    let total: Tensor<BFloat16> = weights.sum_axis(1)?.expand_dims(1)?; // summed in f32, rounded once
    let softmax: Tensor<BFloat16> = weights.try_true_divide(&total)?;
    show(
        "softmax(where(mask, scores, -inf))",
        &softmax,
        "every step keeps bfloat16",
    );
    // bfloat16 ⊔ int32 is bfloat16: no needless widening (annotating Float32 does not compile).
    let with_lengths: Tensor<BFloat16> = concatenate((&softmax, &lengths), 1);
    show(
        "concatenate((softmax, lengths), 1)",
        &with_lengths,
        &join(DTypeId::BFloat16, DTypeId::Int32),
    );
    Ok(())
}

/// The compiler's own message, from the ui test's snapshot.
const STRICT_ERROR: &str = include_str!("../ui-tests/ui/tensor/strict_float32_int32.stderr");
