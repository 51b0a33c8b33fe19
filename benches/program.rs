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
//! `mnist_x64` and `mnist_x32` are JAX's MNIST classifier
//! (`examples/mnist_classifier_fromscratch.py`): prediction, loss and
//! accuracy of a batch of 128, its parameters `float64` under x64 and
//! `float32` under x32, as JAX keeps them (`--program` runs JAX's side).
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

/// JAX's MNIST classifier (`examples/mnist_classifier_fromscratch.py`):
/// layers of 784, 1024, 1024 and 10 units, `tanh` between them, the logits
/// normalised by `logsumexp`, a batch of 128 images (`float32`) with one-hot
/// targets; the loss and the accuracy, as its training loop reports them.
/// The parameters are `float64` under x64 (NumPy's `randn`, as JAX keeps
/// them) and `float32` under x32 (as JAX converts them): `D` and `P`.
mod mnist {
    use super::*;

    pub const SIZES: [usize; 4] = [784, 1024, 1024, 10];
    pub const BATCH: usize = 128;

    /// Weights and biases of each layer, and the batch.
    pub struct Classifier<D: DType, P: Policy> {
        pub params: Vec<(Tensor<D, P>, Tensor<D, P>)>,
        pub images: Tensor<Float32, P>,
        pub targets: Tensor<Float32, P>,
    }

    /// `values` in `D` under `P`.
    fn param<D: DType, P: Policy>(shape: &[usize], seed: u64, scale: f32) -> Tensor<D, P> {
        Tensor::from_array(values(shape, seed, scale).cast::<D>().into_array())
    }

    impl<D: DType, P: Policy> Classifier<D, P> {
        pub fn new() -> Self {
            let params = SIZES
                .windows(2)
                .zip(0..)
                .map(|(mn, i)| {
                    let w = param(&[mn[0], mn[1]], 37 + 2 * i, 0.1);
                    let b = param(&[mn[1]], 41 + 2 * i, 0.1);
                    (w, b)
                })
                .collect();
            let images = param(&[BATCH, SIZES[0]], 7, 1.0);
            let labels: Vec<usize> = (0..BATCH).map(|i| i * 7 % 10).collect();
            let one_hot: Vec<f32> = (0..BATCH * 10)
                .map(|j| f32::from(u8::from(labels[j / 10] == j % 10)))
                .collect();
            let targets = Tensor::from_array(
                Tensor::<Float32>::from_shape_vec(&[BATCH, 10], one_hot)
                    .unwrap()
                    .into_array(),
            );
            Classifier {
                params,
                images,
                targets,
            }
        }
    }

    /// `predict(params, images)`, the loss and the accuracy, for the
    /// parameters' dtype `D` (the join of `float32` and `D` is `D`).
    pub fn loss_and_accuracy<D, P>(c: &Classifier<D, P>) -> (f64, f64)
    where
        D: FloatDType + Contract + Reduce<Extremum = D> + Inexact<Output = D> + Ordered,
        P: FloatPolicy<D>
            + Join<Float32, D, P, Output = D>
            + Join<D, Float32, P, Output = D>
            + Join<D, D, P, Output = D>,
    {
        let (last, hidden) = c.params.split_last().unwrap();
        let mut activations: Tensor<D, P> = c.images.cast();
        for (w, b) in hidden {
            activations = (&activations.matmul(w) + b).tanh();
        }
        let logits = &activations.matmul(&last.0) + &last.1;
        let preds = nn::log_softmax(&logits, 1).unwrap();
        let loss = -(&preds * &c.targets).sum_axes(1, false).unwrap().mean();
        // `jnp.mean(predicted_class == target_class)`, on 128 indices.
        let target_class = c.targets.argmax_axis(1).unwrap().to_vec();
        let predicted = preds.argmax_axis(1).unwrap().to_vec();
        let right = predicted
            .iter()
            .zip(&target_class)
            .filter(|(p, t)| p == t)
            .count();
        (loss.to_vec()[0].cast(), right as f64 / BATCH as f64)
    }
}

/// The MNIST classifier's loss and accuracy under x64 (`float64` parameters).
#[divan::bench(sample_count = 30)]
fn mnist_x64(bencher: Bencher) {
    let c = mnist::Classifier::<Float64, Standard>::new();
    bencher.bench_local(|| black_box(mnist::loss_and_accuracy(black_box(&c))));
}

/// The MNIST classifier's loss and accuracy under x32 (`float32` parameters).
#[divan::bench(sample_count = 30)]
fn mnist_x32(bencher: Bencher) {
    let c = mnist::Classifier::<Float32, StandardX32>::new();
    bencher.bench_local(|| black_box(mnist::loss_and_accuracy(black_box(&c))));
}
