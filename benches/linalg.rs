//! `matmul` of two 1024 × 1024 matrices in `float32`, `float16` and
//! `bfloat16` (and `int8` accumulated in `int32`), for the comparison with JAX and NumPy in BENCHMARKS.md
//! (`tools/bench_numpy_jax.py --matmul`).
//!
//! Run with `cargo bench --bench linalg`. Each benchmark reports floating-point
//! operations per second (`2 n³` per product).

use std::hint::black_box;

use divan::Bencher;
use divan::counter::ItemsCount;
use dtype_lattice::*;

const N: usize = 1024;

fn main() {
    divan::main();
}

fn matrix<D: DType>(seed: u64) -> Tensor<D> {
    let data = (0..(N * N) as u64)
        .map(|i| (((i * seed) % 1000) as f32 / 500.0 - 1.0).cast::<D::Elem>())
        .collect();
    Tensor::from_shape_vec(&[N, N], data).unwrap()
}

/// An `n × n` `int8` matrix of every value, -128 to 127.
fn int8_matrix(n: usize, seed: u64) -> Tensor<Int8> {
    let data = (0..(n * n) as u64)
        .map(|i| ((i * seed) % 256) as i64 as i8)
        .collect();
    Tensor::from_shape_vec(&[n, n], data).unwrap()
}

fn bench_matmul<D: Contract>(bencher: Bencher)
where
    Standard: Join<D, D, Output = D>,
{
    let (a, b) = (matrix::<D>(7), matrix::<D>(13));
    bencher
        .counter(ItemsCount::new(2 * N * N * N))
        .bench_local(|| black_box(black_box(&a).matmul(&b)));
}

/// `a.matmul(&b)`, `float32`: the `gemm` crate's `f32` GEMM.
#[divan::bench(sample_count = 10)]
fn matmul_float32(bencher: Bencher) {
    bench_matmul::<Float32>(bencher);
}

/// `a.matmul(&b)`, `float16`: widened to `float32`, the `f32` GEMM, rounded once.
#[divan::bench(sample_count = 10)]
fn matmul_float16(bencher: Bencher) {
    bench_matmul::<Float16>(bencher);
}

/// `a.matmul(&b)`, `bfloat16`: widened to `float32`, the `f32` GEMM, rounded once.
#[divan::bench(sample_count = 10)]
fn matmul_bfloat16(bencher: Bencher) {
    bench_matmul::<BFloat16>(bencher);
}

/// `a.matmul_as::<Int32, _>(&b)` of two `int8` matrices (values -128 to
/// 127) of 512 × 512 and 1024 × 1024: the packed `i16` kernel with `i32`
/// sums.
#[divan::bench(args = [512, 1024], sample_count = 20)]
fn matmul_as_int32_int8(bencher: Bencher, n: usize) {
    let (a, b) = (int8_matrix(n, 7), int8_matrix(n, 13));
    bencher
        .counter(ItemsCount::new(2 * n * n * n))
        .bench_local(|| black_box(black_box(&a).matmul_as::<Int32, _>(&b)));
}

/// A weight-only quantised layer's product: `D` activations (`float32`,
/// `bfloat16`) times `int8` weights, 1024 × 1024, in their join `D` (JAX's
/// `x @ w`): the weights widened (`O(n²)`), then the `f32` GEMM, against
/// `matmul_float32` and `matmul_bfloat16`.
#[divan::bench(types = [Float32, BFloat16], sample_count = 10)]
fn matmul_weights_int8<D: Contract>(bencher: Bencher)
where
    Standard: Join<D, Int8, Output = D>,
{
    let (x, w) = (matrix::<D>(7), int8_matrix(N, 13));
    bencher
        .counter(ItemsCount::new(2 * N * N * N))
        .bench_local(|| black_box(black_box(&x).matmul(&w)));
}

/// `einsum("ij,jk->ik", (&a, &b))`, `float32`: the same product through
/// einsum (operands read in place, one batched product).
#[divan::bench(sample_count = 10)]
fn einsum_matmul_float32(bencher: Bencher) {
    let (a, b) = (matrix::<Float32>(7), matrix::<Float32>(13));
    bencher
        .counter(ItemsCount::new(2 * N * N * N))
        .bench_local(|| black_box(einsum("ij,jk->ik", (black_box(&a), &b))));
}

/// `einsum("bqhd,bkhd->bhqk", (&q, &k))`, `bfloat16`: attention scores of
/// 8 heads of 64 features, 512 queries against 512 keys (a batch of 1): each
/// operand is read with its heads first (a strided copy, row by row), and
/// each head's product is widened to `float32`, multiplied and rounded once.
#[divan::bench(sample_count = 10)]
fn einsum_attention_bfloat16(bencher: Bencher) {
    let (s, h, d) = (512, 8, 64);
    let data = |seed: u64| -> Vec<half::bf16> {
        (0..(s * h * d) as u64)
            .map(|i| half::bf16::from_f32(((i * seed) % 1000) as f32 / 500.0 - 1.0))
            .collect()
    };
    let q = Tensor::<BFloat16>::from_shape_vec(&[1, s, h, d], data(7)).unwrap();
    let k = Tensor::<BFloat16>::from_shape_vec(&[1, s, h, d], data(13)).unwrap();
    bencher
        .counter(ItemsCount::new(2 * s * s * h * d))
        .bench_local(|| black_box(einsum("bqhd,bkhd->bhqk", (black_box(&q), &k))));
}

/// A `bfloat16` tensor of `shape` whose values are those of [`matrix`]'s
/// formula (and of `tools/bench_numpy_jax.py --einsums`).
fn bf16_tensor(shape: &[usize], seed: u64) -> Tensor<BFloat16> {
    let n = shape.iter().product::<usize>() as u64;
    let data = (0..n)
        .map(|i| half::bf16::from_f32(((i * seed) % 1000) as f32 / 500.0 - 1.0))
        .collect();
    Tensor::from_shape_vec(shape, data).unwrap()
}

/// The einsums of a transformer block whose operands or output are
/// permuted (`examples/gemma_block.rs`, 4 × 256 tokens of 512 features, 8
/// heads of 64, `bfloat16`; `--einsums` runs JAX's side): `subscripts` of
/// two operands of shapes `a` and `b`, two flops counted per product (each
/// combination of the labels' indices).
fn bench_einsum(bencher: Bencher, subscripts: &str, a: &[usize], b: &[usize]) {
    let (x, y) = (bf16_tensor(a, 7), bf16_tensor(b, 13));
    let terms = subscripts.split("->").next().unwrap().split(',');
    let mut lengths = std::collections::BTreeMap::new();
    for (term, shape) in terms.zip([a, b]) {
        lengths.extend(term.chars().zip(shape.iter().copied()));
    }
    let flops = 2 * lengths.values().product::<usize>();
    bencher
        .counter(ItemsCount::new(flops))
        .bench_local(|| black_box(einsum(subscripts, (black_box(&x), &y))));
}

/// `"BTD,SNDH->SBTNH"`: the queries, keys and values at once, `S` first in
/// the output (a batch axis of the weights alone, no transpose after).
#[divan::bench(sample_count = 10)]
fn einsum_qkv_bfloat16(bencher: Bencher) {
    bench_einsum(bencher, "BTD,SNDH->SBTNH", &[4, 256, 512], &[3, 8, 512, 64]);
}

/// `"BTNH,BSNH->BTNS"`: attention logits, the heads a batch axis between
/// the queries and the keys in the output (each head's product written in
/// place, a row at a time).
#[divan::bench(sample_count = 10)]
fn einsum_logits_bfloat16(bencher: Bencher) {
    bench_einsum(
        bencher,
        "BTNH,BSNH->BTNS",
        &[4, 256, 8, 64],
        &[4, 256, 8, 64],
    );
}

/// `"BTNH,NHD->BTD"`: the heads' outputs projected, summed over `H` outside
/// `N` as JAX sums them (the left operand read as `B T H N`).
#[divan::bench(sample_count = 10)]
fn einsum_projection_bfloat16(bencher: Bencher) {
    bench_einsum(bencher, "BTNH,NHD->BTD", &[4, 256, 8, 64], &[8, 64, 512]);
}

/// matrixmultiply's GEMM, which `matmul` ran for `float32` before it took the
/// `gemm` crate's (and still runs for the complex dtypes): ndarray's
/// `general_mat_mul` on the same `float32` matrices, into an existing output,
/// on one thread.
#[divan::bench(sample_count = 10)]
fn general_mat_mul_float32(bencher: Bencher) {
    let (a, b) = (matrix::<Float32>(7), matrix::<Float32>(13));
    let a = a
        .into_array()
        .into_dimensionality::<ndarray::Ix2>()
        .unwrap();
    let b = b
        .into_array()
        .into_dimensionality::<ndarray::Ix2>()
        .unwrap();
    let mut c = ndarray::Array2::<f32>::zeros((N, N));
    bencher
        .counter(ItemsCount::new(2 * N * N * N))
        .bench_local(|| {
            ndarray::linalg::general_mat_mul(1.0, black_box(&a), &b, 0.0, &mut c);
            black_box(&mut c);
        });
}
