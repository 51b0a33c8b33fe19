//! Reductions and scans of `float32` (and `int8`, `bfloat16`) tensors: the
//! numbers `tools/bench_numpy_jax.py --reductions` puts beside jitted JAX's
//! and NumPy's, run in the same session. The inputs: 10M values for the
//! whole tensor, a `[1000, 10000]` matrix along each axis, a `[1.25M, 8]`
//! one along its short last axis, the same xorshift sequence as the
//! script's (values in `(-1, 1)`).
//!
//! Run with `cargo bench --bench reductions`; one core: `RAYON_NUM_THREADS=1
//! taskset -c 0 cargo bench --bench reductions`.

use std::hint::black_box;

use divan::Bencher;
use divan::counter::ItemsCount;
use dtype_lattice::*;

const N: usize = 10_000_000;
const ROWS: usize = 1000;
const COLUMNS: usize = 10_000;

fn main() {
    divan::main();
}

/// `n` values in `(-1, 1)`, a fixed xorshift sequence.
fn values(n: usize) -> Vec<f32> {
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    (0..n)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (-1.0 + 2.0 * (state >> 11) as f64 / (1_u64 << 53) as f64) as f32
        })
        .collect()
}

fn flat() -> Tensor<Float32> {
    Tensor::from_vec(values(N))
}

fn matrix() -> Tensor<Float32> {
    Tensor::from_shape_vec(&[ROWS, COLUMNS], values(ROWS * COLUMNS)).unwrap()
}

fn time<T>(bencher: Bencher, n: usize, x: T, f: impl Fn(&T) -> Box<dyn std::any::Any>) {
    bencher
        .counter(ItemsCount::new(n))
        .bench_local(|| black_box(f(black_box(&x))));
}

#[divan::bench]
fn sum(bencher: Bencher) {
    time(bencher, N, flat(), |x| Box::new(x.sum()));
}

#[divan::bench]
fn mean(bencher: Bencher) {
    time(bencher, N, flat(), |x| Box::new(x.mean()));
}

#[divan::bench]
fn var(bencher: Bencher) {
    time(bencher, N, flat(), |x| Box::new(x.var()));
}

#[divan::bench]
fn max(bencher: Bencher) {
    time(bencher, N, flat(), |x| Box::new(x.max().unwrap()));
}

#[divan::bench]
fn argmax(bencher: Bencher) {
    time(bencher, N, flat(), |x| Box::new(x.argmax().unwrap()));
}

#[divan::bench]
fn cumsum(bencher: Bencher) {
    time(bencher, N, flat(), |x| Box::new(x.cumsum()));
}

#[divan::bench]
fn sum_axis_1(bencher: Bencher) {
    time(bencher, N, matrix(), |x| Box::new(x.sum_axis(1).unwrap()));
}

#[divan::bench]
fn sum_axis_0(bencher: Bencher) {
    time(bencher, N, matrix(), |x| Box::new(x.sum_axis(0).unwrap()));
}

#[divan::bench]
fn mean_axis_1(bencher: Bencher) {
    time(bencher, N, matrix(), |x| Box::new(x.mean_axis(1).unwrap()));
}

#[divan::bench]
fn max_axis_1(bencher: Bencher) {
    time(bencher, N, matrix(), |x| Box::new(x.max_axis(1).unwrap()));
}

#[divan::bench]
fn max_axis_0(bencher: Bencher) {
    time(bencher, N, matrix(), |x| Box::new(x.max_axis(0).unwrap()));
}

#[divan::bench]
fn var_axis_0(bencher: Bencher) {
    time(bencher, N, matrix(), |x| Box::new(x.var_axis(0).unwrap()));
}

#[divan::bench]
fn var_axis_1(bencher: Bencher) {
    time(bencher, N, matrix(), |x| Box::new(x.var_axis(1).unwrap()));
}

#[divan::bench]
fn argmax_axis_0(bencher: Bencher) {
    time(bencher, N, matrix(), |x| {
        Box::new(x.argmax_axis(0).unwrap())
    });
}

#[divan::bench]
fn argmax_axis_1(bencher: Bencher) {
    time(bencher, N, matrix(), |x| {
        Box::new(x.argmax_axis(1).unwrap())
    });
}

#[divan::bench]
fn all(bencher: Bencher) {
    time(bencher, N, flat(), |x| Box::new(x.all()));
}

#[divan::bench]
fn all_axis_1(bencher: Bencher) {
    time(bencher, N, matrix(), |x| Box::new(x.all_axis(1).unwrap()));
}

#[divan::bench]
fn cumsum_axis_1(bencher: Bencher) {
    time(bencher, N, matrix(), |x| {
        Box::new(x.cumsum_axis(1).unwrap())
    });
}

#[divan::bench]
fn cumsum_axis_0(bencher: Bencher) {
    time(bencher, N, matrix(), |x| {
        Box::new(x.cumsum_axis(0).unwrap())
    });
}

/// Rows of 8 values: a reduction along a short last axis, where a lane's
/// own overheads weigh as much as its values.
fn short_rows() -> Tensor<Float32> {
    Tensor::from_shape_vec(&[N / 8, 8], values(N)).unwrap()
}

#[divan::bench]
fn var_axis_1_short(bencher: Bencher) {
    time(bencher, N, short_rows(), |x| {
        Box::new(x.var_axis(1).unwrap())
    });
}

#[divan::bench]
fn sum_axis_1_short(bencher: Bencher) {
    time(bencher, N, short_rows(), |x| {
        Box::new(x.sum_axis(1).unwrap())
    });
}

#[divan::bench]
fn argmax_axis_1_short(bencher: Bencher) {
    time(bencher, N, short_rows(), |x| {
        Box::new(x.argmax_axis(1).unwrap())
    });
}

#[divan::bench]
fn max_axis_1_short(bencher: Bencher) {
    time(bencher, N, short_rows(), |x| {
        Box::new(x.max_axis(1).unwrap())
    });
}

#[divan::bench]
fn prod_axis_1_short(bencher: Bencher) {
    time(bencher, N, &short_rows() * 1e-6 + 1.0, |x| {
        Box::new(x.prod_axis(1).unwrap())
    });
}

#[divan::bench]
fn max_axis_1_short_bf16(bencher: Bencher) {
    time(bencher, N, short_rows().cast::<BFloat16>(), |x| {
        Box::new(x.max_axis(1).unwrap())
    });
}

#[divan::bench]
fn argmax_axis_1_short_bf16(bencher: Bencher) {
    time(bencher, N, short_rows().cast::<BFloat16>(), |x| {
        Box::new(x.argmax_axis(1).unwrap())
    });
}

/// The short rows times 127, as `int8`.
fn short_int8() -> Tensor<Int8> {
    (&short_rows() * 127.0).cast::<Int8>()
}

#[divan::bench]
fn sum_axis_1_short_int8(bencher: Bencher) {
    time(bencher, N, short_int8(), |x| {
        Box::new(x.sum_axis(1).unwrap())
    });
}

/// The `int8` short rows with x64 disabled, as JAX runs by default: sums
/// and indices in `int32`, JAX's dtypes (the cases above store `int64`).
fn short_int8_x32() -> Tensor<Int8, StandardX32> {
    let rows = Tensor::<Float32, StandardX32>::from_shape_vec(&[N / 8, 8], values(N)).unwrap();
    (&rows * 127.0).cast::<Int8>()
}

#[divan::bench]
fn sum_axis_1_short_int8_x32(bencher: Bencher) {
    time(bencher, N, short_int8_x32(), |x| {
        Box::new(x.sum_axis(1).unwrap())
    });
}

#[divan::bench]
fn argmax_axis_1_short_int8_x32(bencher: Bencher) {
    time(bencher, N, short_int8_x32(), |x| {
        Box::new(x.argmax_axis(1).unwrap())
    });
}

#[divan::bench]
fn max_axis_1_short_int8(bencher: Bencher) {
    time(bencher, N, short_int8(), |x| {
        Box::new(x.max_axis(1).unwrap())
    });
}

#[divan::bench]
fn argmax_axis_1_short_int8(bencher: Bencher) {
    time(bencher, N, short_int8(), |x| {
        Box::new(x.argmax_axis(1).unwrap())
    });
}

#[divan::bench]
fn any_axis_1_short(bencher: Bencher) {
    time(bencher, N, short_rows(), |x| {
        Box::new(x.any_axis(1).unwrap())
    });
}

/// Values near 1, so that a product of millions stays finite.
fn near_one(x: Tensor<Float32>) -> Tensor<Float32> {
    x * 1e-6 + 1.0
}

#[divan::bench]
fn prod(bencher: Bencher) {
    time(bencher, N, near_one(flat()), |x| Box::new(x.prod()));
}

#[divan::bench]
fn prod_axis_1(bencher: Bencher) {
    time(bencher, N, near_one(matrix()), |x| {
        Box::new(x.prod_axis(1).unwrap())
    });
}

#[divan::bench]
fn prod_axis_0(bencher: Bencher) {
    time(bencher, N, near_one(matrix()), |x| {
        Box::new(x.prod_axis(0).unwrap())
    });
}

#[divan::bench]
fn cumprod(bencher: Bencher) {
    time(bencher, N, near_one(flat()), |x| Box::new(x.cumprod()));
}

#[divan::bench]
fn sum_int8(bencher: Bencher) {
    let x = Tensor::<Int8>::from_vec(values(N).iter().map(|&v| (v * 127.0) as i8).collect());
    time(bencher, N, x, |x| Box::new(x.sum()));
}
