//! `where_cond`, `clip`, `concatenate` and the transposing copies (into a new
//! tensor and `_into` an existing one) on 10M `float32` elements (or their
//! bytes), beside the bandwidth probe of `elementwise.rs` (read two arrays,
//! write one) and copy probes (read one, write one; into a written buffer and
//! into a new tensor), for the ratios in BENCHMARKS.md.
//!
//! Run with `cargo bench --bench selection`. Each benchmark reports bytes
//! moved per second (inputs read plus output written).

mod common;

use std::hint::black_box;

use divan::Bencher;
use divan::counter::BytesCount;
use dtype_lattice::*;

const N: usize = 10_000_000;

fn main() {
    divan::main();
}

fn floats(n: usize, seed: u64) -> Tensor<Float32> {
    Tensor::from_vec(
        (0..n as u64)
            .map(|i| ((i * seed) % 1000) as f32 - 500.0)
            .collect(),
    )
}

/// The machine's read-two-write-one bandwidth: `out = a ^ b` on `u64`s.
#[divan::bench(sample_count = 20)]
fn bandwidth_probe(bencher: Bencher) {
    common::read_two_write_one(bencher, N);
}

/// The machine's read-one-write-one bandwidth: a copy of `u32`s into an existing vector.
#[divan::bench(sample_count = 20)]
fn copy_probe(bencher: Bencher) {
    let a: Vec<u32> = (0..N as u32).collect();
    let mut out = vec![0_u32; N];
    bencher.counter(BytesCount::new(N * 8)).bench_local(|| {
        out.copy_from_slice(black_box(&a));
        black_box(&mut out);
    });
}

/// The copy probe into fresh memory, as every operation that returns a new
/// tensor writes: a contiguous copy of the `[1000, 10000]` float32 matrix
/// into a new tensor (`broadcast_to` its own shape; the crate's allocation,
/// marked for huge pages), the bytes of `transpose_copy`.
#[divan::bench(sample_count = 20)]
fn copy_probe_fresh(bencher: Bencher) {
    let x = matrix_f32();
    bencher
        .counter(BytesCount::new(N * 8))
        .bench_local(|| black_box(black_box(&x).broadcast_to(&[1000, N / 1000]).unwrap()));
}

/// The `[1000, 10000]` float32 matrix of the transposes.
fn matrix_f32() -> Tensor<Float32> {
    floats(N, 7).reshape(&[1000, N / 1000]).unwrap()
}

/// A `[1000, 5000]` float64 matrix, the bytes of [`matrix_f32`].
fn matrix_f64() -> Tensor<Float64> {
    floats(N / 2, 7)
        .cast::<Float64>()
        .reshape(&[1000, N / 2000])
        .unwrap()
}

/// A `[1000, 20000]` bfloat16 matrix, the bytes of [`matrix_f32`].
fn matrix_bf16() -> Tensor<BFloat16> {
    floats(2 * N, 7)
        .cast::<BFloat16>()
        .reshape(&[1000, 2 * N / 1000])
        .unwrap()
}

/// A `[100, 1000, 100]` float32 tensor, the values of [`matrix_f32`].
fn cube() -> Tensor<Float32> {
    floats(N, 7).reshape(&[100, 1000, 100]).unwrap()
}

/// `x.t()` of a `[1000, 10000]` float32 matrix: the transposing copy into a
/// new row-major `[10000, 1000]` tensor (the copy probe's bytes).
#[divan::bench(sample_count = 20)]
fn transpose_copy(bencher: Bencher) {
    let x = matrix_f32();
    bencher
        .counter(BytesCount::new(N * 8))
        .bench_local(|| black_box(black_box(&x).t()));
}

/// `x.t()` of a `[1000, 5000]` float64 matrix (the bytes of
/// `transpose_copy`), moved in 4 × 4 blocks of eight-byte values.
#[divan::bench(sample_count = 20)]
fn transpose_copy_f64(bencher: Bencher) {
    let x = matrix_f64();
    bencher
        .counter(BytesCount::new(N * 8))
        .bench_local(|| black_box(black_box(&x).t()));
}

/// `x.t()` of a `[1000, 20000]` bfloat16 matrix (the bytes of
/// `transpose_copy`), moved in 8 × 8 blocks of two-byte values.
#[divan::bench(sample_count = 20)]
fn transpose_copy_bf16(bencher: Bencher) {
    let x = matrix_bf16();
    bencher
        .counter(BytesCount::new(N * 8))
        .bench_local(|| black_box(black_box(&x).t()));
}

/// `x.permute_axes(&[1, 0, 2])` of a `[100, 1000, 100]` float32 tensor: runs
/// of 100 values moved whole.
#[divan::bench(sample_count = 20)]
fn permute_outer_axes(bencher: Bencher) {
    let x = cube();
    bencher
        .counter(BytesCount::new(N * 8))
        .bench_local(|| black_box(black_box(&x).permute_axes(&[1, 0, 2]).unwrap()));
}

/// `x.permute_axes_into(axes, &mut out)` (for a matrix, `t_into`): the
/// transposing copy into an existing tensor, the bytes of `copy_probe`,
/// which also writes into a buffer already written.
fn permute_into<D: DType>(bencher: Bencher, x: Tensor<D>, axes: &[usize]) {
    let mut out = x.permute_axes(axes).unwrap();
    bencher
        .counter(BytesCount::new(N * 8))
        .bench_local(|| black_box(&x).permute_axes_into(axes, &mut out).unwrap());
}

/// `transpose_copy` into an existing tensor.
#[divan::bench(sample_count = 20)]
fn transpose_copy_into(bencher: Bencher) {
    permute_into(bencher, matrix_f32(), &[1, 0]);
}

/// `transpose_copy_f64` into an existing tensor.
#[divan::bench(sample_count = 20)]
fn transpose_copy_f64_into(bencher: Bencher) {
    permute_into(bencher, matrix_f64(), &[1, 0]);
}

/// `transpose_copy_bf16` into an existing tensor.
#[divan::bench(sample_count = 20)]
fn transpose_copy_bf16_into(bencher: Bencher) {
    permute_into(bencher, matrix_bf16(), &[1, 0]);
}

/// `permute_outer_axes` into an existing tensor.
#[divan::bench(sample_count = 20)]
fn permute_outer_axes_into(bencher: Bencher) {
    permute_into(bencher, cube(), &[1, 0, 2]);
}

/// `cond.where_cond(&x, &y)`: one bool and two float32 inputs of one shape.
#[divan::bench(sample_count = 20)]
fn where_cond(bencher: Bencher) {
    let (x, y) = (floats(N, 7), floats(N, 13));
    let cond = x.greater(&y);
    bencher
        .counter(BytesCount::new(N * (1 + 4 + 4 + 4)))
        .bench_local(|| black_box(black_box(&cond).where_cond(&x, &y)));
}

/// `x.clip(-100.0, 100.0)`: scalar bounds.
#[divan::bench(sample_count = 20)]
fn clip(bencher: Bencher) {
    let x = floats(N, 7);
    bencher
        .counter(BytesCount::new(N * 8))
        .bench_local(|| black_box(black_box(&x).clip(-100.0, 100.0)));
}

/// `concatenate((&a, &b), 0)` of two 5M-element float32 tensors.
#[divan::bench(sample_count = 20)]
fn concatenate_two(bencher: Bencher) {
    let (a, b) = (floats(N / 2, 7), floats(N / 2, 13));
    bencher
        .counter(BytesCount::new(N * 8))
        .bench_local(|| black_box(concatenate((black_box(&a), black_box(&b)), 0)));
}

/// `concatenate_into((&a, &b), 0, &mut out)`: into an existing tensor.
#[divan::bench(sample_count = 20)]
fn concatenate_two_into(bencher: Bencher) {
    let (a, b) = (floats(N / 2, 7), floats(N / 2, 13));
    let mut out = Tensor::<Float32>::zeros(&[N]);
    bencher.counter(BytesCount::new(N * 8)).bench_local(|| {
        concatenate_into((black_box(&a), black_box(&b)), 0, &mut out).unwrap();
    });
}

/// `cond.where_cond_into(&x, &y, &mut out)`: into an existing tensor.
#[divan::bench(sample_count = 20)]
fn where_cond_into(bencher: Bencher) {
    let (x, y) = (floats(N, 7), floats(N, 13));
    let cond = x.greater(&y);
    let mut out = Tensor::<Float32>::zeros(&[N]);
    bencher
        .counter(BytesCount::new(N * (1 + 4 + 4 + 4)))
        .bench_local(|| black_box(&cond).where_cond_into(&x, &y, &mut out).unwrap());
}

/// `x.clip_into(-100.0, 100.0, &mut out)`: into an existing tensor.
#[divan::bench(sample_count = 20)]
fn clip_into(bencher: Bencher) {
    let x = floats(N, 7);
    let mut out = Tensor::<Float32>::zeros(&[N]);
    bencher
        .counter(BytesCount::new(N * 8))
        .bench_local(|| black_box(&x).clip_into(-100.0, 100.0, &mut out).unwrap());
}

/// `&x + &y` on float32, the allocating operator, for comparison with the
/// allocating forms above: a fresh output costs the same page faults.
#[divan::bench(sample_count = 20)]
fn add_allocating(bencher: Bencher) {
    let (x, y) = (floats(N, 7), floats(N, 13));
    bencher
        .counter(BytesCount::new(N * 12))
        .bench_local(|| black_box(black_box(&x) + black_box(&y)));
}

/// `(i % 977) / 2` in `shape`: the strided parts' input, as
/// `tools/bench_numpy_jax.py --copies` makes it.
fn ramp(shape: &[usize]) -> Tensor<Float32> {
    let n = shape.iter().product::<usize>();
    Tensor::from_shape_vec(shape, (0..n).map(|i| (i % 977) as f32 * 0.5).collect()).unwrap()
}

/// The gate of a gated feed-forward layer as JAX writes it, `gate[..., 0, :]`
/// of a `[4, 256, 2, 2048]` bfloat16 tensor (`index_axis`): rows of 2,048
/// values at a stride of two rows, copied whole.
#[divan::bench(sample_count = 20)]
fn index_axis_strided_bf16(bencher: Bencher) {
    let x = ramp(&[4, 256, 2, 2048]).cast::<BFloat16>();
    bencher
        .counter(BytesCount::new(4 * 256 * 2048 * 2 * 2usize))
        .bench_local(|| black_box(black_box(&x).index_axis(2, 0).unwrap()));
}

/// Rotary embeddings' halves, `x.split(2, -1)` of a `[4, 256, 8, 128]`
/// float32 tensor: rows of 64 values at a stride of 128.
#[divan::bench(sample_count = 20)]
fn split_halves_f32(bencher: Bencher) {
    let x = ramp(&[4, 256, 8, 128]);
    bencher
        .counter(BytesCount::new(4 * 256 * 8 * 128 * 4 * 2usize))
        .bench_local(|| black_box(black_box(&x).split(2, -1).unwrap()));
}

/// `jnp.flip(x, -1)` of a `[4, 256, 2048]` bfloat16 tensor: each row read
/// backwards (a view of stride -1), a row at a time.
#[divan::bench(sample_count = 20)]
fn flip_last_bf16(bencher: Bencher) {
    let x = ramp(&[4, 256, 2048]).cast::<BFloat16>();
    bencher
        .counter(BytesCount::new(4 * 256 * 2048 * 2 * 2usize))
        .bench_local(|| black_box(black_box(&x).flip(-1).unwrap()));
}

/// `jnp.broadcast_to(x, (4, 256, 2048))` of a `[256, 2048]` bfloat16
/// tensor: a view of stride 0 along the new axis, copied a row at a time.
#[divan::bench(sample_count = 20)]
fn broadcast_to_bf16(bencher: Bencher) {
    let x = ramp(&[256, 2048]).cast::<BFloat16>();
    bencher
        .counter(BytesCount::new(4 * 256 * 2048 * 2usize))
        .bench_local(|| black_box(black_box(&x).broadcast_to(&[4, 256, 2048]).unwrap()));
}
