//! A small program of the kind real code runs: a transformer's GELU MLP
//! block on `float32` activations, as `flax`/GPT-2 write it,
//!
//! ```python
//! h = x @ w1 + b1                       # 512 tokens × 256 → 1024 features
//! g = jax.nn.gelu(h, approximate=True)  # 0.5 h (1 + tanh(√(2/π) (h + 0.044715 h³)))
//! y = g @ w2 + b2                       # 1024 → 256
//! ```
//!
//! the same block between a layer norm and a softmax, as a classifier's
//! head writes them (`ln_mlp_softmax`),
//!
//! ```python
//! mean = jnp.mean(x, -1, keepdims=True)
//! var = jnp.var(x, -1, keepdims=True)
//! n = (x - mean) * lax.rsqrt(var + 1e-6) * gamma + beta
//! p = jax.nn.softmax(mlp(n), axis=-1)
//! ```
//!
//! and its GELU alone (the element functions' share: one `tanh` and eight
//! elementwise operations on 512K values), for the comparison with jitted
//! and eager JAX in BENCHMARKS.md (`tools/bench_numpy_jax.py --program`,
//! which runs this benchmark and JAX's side by side). Each step allocates its
//! result, as eager JAX does; jitted JAX fuses the GELU into one loop.
//!
//! `gemma_block` is `examples/gemma_block.rs`, a transformer block as
//! google-deepmind/gemma writes it, in bfloat16 under JAX's default x32
//! policy, at the size of issue 52's port: 4 sequences of 256 tokens, 512
//! features, 8 heads of 64, 2,048 hidden units (`--gemma` runs JAX's side).
//!
//! Run with `cargo bench --bench program`; one core: `RAYON_NUM_THREADS=1
//! taskset -c 0 cargo bench --bench program`.

use std::hint::black_box;

use divan::Bencher;
use dtype_lattice::*;

const TOKENS: usize = 512;
const WIDTH: usize = 256;
const HIDDEN: usize = 1024;

#[allow(dead_code)]
#[path = "../examples/gemma_block.rs"]
mod gemma;

fn main() {
    divan::main();
}

/// A `rows × cols` tensor of values in `[-scale, scale)`, a fixed sequence
/// (`tools/bench_numpy_jax.py` builds the same).
fn values(shape: &[usize], seed: u64, scale: f32) -> Tensor<Float32> {
    let n: usize = shape.iter().product();
    let data = (0..n as u64)
        .map(|i| ((i * seed) % 1000) as f32 / 500.0 * scale - scale)
        .collect();
    Tensor::from_shape_vec(shape, data).unwrap()
}

/// Flax's `LayerNorm` over the last axis (epsilon 1e-6), as jnp writes it:
/// `x.mean(axis=-1, keepdims=True)`.
fn layer_norm(
    x: &Tensor<Float32>,
    gamma: &Tensor<Float32>,
    beta: &Tensor<Float32>,
) -> Tensor<Float32> {
    let mean = x.mean_axes(-1, true).unwrap();
    let var = x.var_axes(-1, true).unwrap();
    let inv = (var + 1e-6).rsqrt();
    &(&(x - &mean) * &inv) * gamma + beta
}

struct Block {
    x: Tensor<Float32>,
    w1: Tensor<Float32>,
    b1: Tensor<Float32>,
    w2: Tensor<Float32>,
    b2: Tensor<Float32>,
    gamma: Tensor<Float32>,
    beta: Tensor<Float32>,
}

impl Block {
    fn new() -> Self {
        Block {
            x: values(&[TOKENS, WIDTH], 7, 1.0),
            w1: values(&[WIDTH, HIDDEN], 13, 0.1),
            b1: values(&[HIDDEN], 17, 0.1),
            w2: values(&[HIDDEN, WIDTH], 19, 0.05),
            b2: values(&[WIDTH], 23, 0.1),
            gamma: values(&[WIDTH], 29, 1.0),
            beta: values(&[WIDTH], 31, 0.1),
        }
    }

    fn hidden(&self) -> Tensor<Float32> {
        &self.x.matmul(&self.w1) + &self.b1
    }

    fn forward(&self) -> Tensor<Float32> {
        self.mlp(&self.x)
    }

    fn mlp(&self, x: &Tensor<Float32>) -> Tensor<Float32> {
        let h = &x.matmul(&self.w1) + &self.b1;
        &nn::gelu(&h, true).matmul(&self.w2) + &self.b2
    }

    fn classify(&self) -> Tensor<Float32> {
        nn::softmax(&self.mlp(&layer_norm(&self.x, &self.gamma, &self.beta)), -1).unwrap()
    }
}

/// The whole block: two products, two broadcast sums, the GELU.
#[divan::bench(sample_count = 30)]
fn mlp_block(bencher: Bencher) {
    let block = Block::new();
    bencher.bench_local(|| black_box(black_box(&block).forward()));
}

/// The block between a layer norm and a softmax.
#[divan::bench(sample_count = 30)]
fn ln_mlp_softmax(bencher: Bencher) {
    let block = Block::new();
    bencher.bench_local(|| black_box(black_box(&block).classify()));
}

/// The GELU alone, on the block's hidden activations (512 × 1024).
#[divan::bench(sample_count = 30)]
fn gelu_tanh(bencher: Bencher) {
    let h = Block::new().hidden();
    bencher.bench_local(|| black_box(nn::gelu(black_box(&h), true)));
}

/// `examples/gemma_block.rs` on 4 × 256 tokens of 512 features, 8 heads of 64,
/// 2,048 hidden units, bfloat16.
#[divan::bench(sample_count = 10)]
fn gemma_block(bencher: Bencher) {
    let (b, t, d, n, h, f) = (4, 256, 512, 8, 64, 2048);
    let w = gemma::weights(d, n, h, f);
    let x = gemma::seeded(&[b, t, d], 11, 1.0);
    let (positions, mask) = gemma::positions_and_mask(b, t);
    bencher.bench_local(|| black_box(gemma::block(&mut (), &w, &x, &positions, &mask)));
}
