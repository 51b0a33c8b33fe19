//! Large operations on every core (feature `rayon`): each operation timed in a
//! one-thread rayon pool and in a pool of all the cores (`threads = 0`: rayon's
//! default, what a program gets without `ThreadPool::install`), in the same
//! run, best of 15, for the ratios in BENCHMARKS.md. Beside them, the
//! read-two-write-one bandwidth probe on one thread and on every core.
//!
//! The 10M-element operations run one per `install`; the 1,000-element ones
//! 1,000 times per `install`, so that entering the pool (a few microseconds)
//! is not what is measured.
//!
//! Run with `cargo bench --bench parallel`.

mod common;

use std::hint::black_box;

use divan::Bencher;
use divan::counter::BytesCount;
use dtype_lattice::*;
use rayon::prelude::*;

const N: usize = 10_000_000;
const SMALL: usize = 1_000;
/// How often a 1,000-element operation runs per sample.
const REPEAT: usize = 1_000;

fn main() {
    divan::main();
}

/// A pool of `threads` threads; 0 for rayon's default (one per core).
fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool")
}

/// `a.add_into(b, out)` for `n` elements, `repeat` times per sample.
fn add_into<A, B: DType, O>(bencher: Bencher, threads: usize, n: usize, repeat: usize)
where
    A: DType + Promote<B, Output = O>,
    O: DType + Numeric,
{
    let pool = pool(threads);
    let (a, b) = common::inputs::<A, B>(n);
    let mut out = Tensor::<O>::zeros(&[n]);
    bencher
        .counter(BytesCount::new(common::bytes::<A, B, O>(n) * repeat))
        .bench_local(|| {
            pool.install(|| {
                for _ in 0..repeat {
                    black_box(&a).add_into(black_box(&b), &mut out).unwrap();
                }
            })
        });
}

/// `x.sum()` of `n` float32 values, `repeat` times per sample.
fn sum_f32(bencher: Bencher, threads: usize, n: usize, repeat: usize) {
    let pool = pool(threads);
    let x = Tensor::<Float32>::from_vec((0..n).map(|i| (i % 1000) as f32 * 0.001).collect());
    bencher
        .counter(BytesCount::new(n * 4 * repeat))
        .bench_local(|| {
            pool.install(|| {
                for _ in 0..repeat {
                    black_box(black_box(&x).sum());
                }
            })
        });
}

#[divan::bench(args = [1, 0], sample_count = 15, sample_size = 1)]
fn add_into_int8_float32(bencher: Bencher, threads: usize) {
    add_into::<Int8, Float32, Float32>(bencher, threads, N, 1);
}

#[divan::bench(args = [1, 0], sample_count = 15, sample_size = 1)]
fn add_into_uint8_float16(bencher: Bencher, threads: usize) {
    add_into::<UInt8, Float16, Float16>(bencher, threads, N, 1);
}

#[divan::bench(args = [1, 0], sample_count = 15, sample_size = 1)]
fn add_int8_float32_alloc(bencher: Bencher, threads: usize) {
    let pool = pool(threads);
    let (a, b) = common::inputs::<Int8, Float32>(N);
    bencher
        .counter(BytesCount::new(common::bytes::<Int8, Float32, Float32>(N)))
        .bench_local(|| pool.install(|| black_box(black_box(&a) + black_box(&b))));
}

#[divan::bench(args = [1, 0], sample_count = 15, sample_size = 1)]
fn sum_float32(bencher: Bencher, threads: usize) {
    sum_f32(bencher, threads, N, 1);
}

#[divan::bench(args = [1, 0], sample_count = 15, sample_size = 1)]
fn small_add_into_int8_float32(bencher: Bencher, threads: usize) {
    add_into::<Int8, Float32, Float32>(bencher, threads, SMALL, REPEAT);
}

#[divan::bench(args = [1, 0], sample_count = 15, sample_size = 1)]
fn small_sum_float32(bencher: Bencher, threads: usize) {
    sum_f32(bencher, threads, SMALL, REPEAT);
}

/// The machine's read-two-write-one bandwidth on one thread: `out = a ^ b` on `u64`s.
#[divan::bench(sample_count = 15)]
fn bandwidth_probe(bencher: Bencher) {
    common::read_two_write_one(bencher, N);
}

/// The same probe split over rayon's default pool (every core).
#[divan::bench(sample_count = 15)]
fn bandwidth_probe_all_cores(bencher: Bencher) {
    let a: Vec<u64> = (0..N as u64).collect();
    let b: Vec<u64> = (0..N as u64).rev().collect();
    let mut out = vec![0_u64; N];
    let piece = N.div_ceil(4 * rayon::current_num_threads());
    bencher.counter(BytesCount::new(N * 24)).bench_local(|| {
        out.par_chunks_mut(piece)
            .zip(a.par_chunks(piece))
            .zip(b.par_chunks(piece))
            .for_each(|((o, a), b)| {
                for ((o, &x), &y) in o.iter_mut().zip(black_box(a)).zip(black_box(b)) {
                    *o = x ^ y;
                }
            });
        black_box(&mut out);
    });
}

/// `x * 1.5` (a Rust scalar, broadcast), into a new tensor.
#[divan::bench(args = [1, 0], sample_count = 15, sample_size = 1)]
fn scale_float32_alloc(bencher: Bencher, threads: usize) {
    let pool = pool(threads);
    let x = Tensor::<Float32>::from_vec((0..N).map(|i| (i % 1000) as f32).collect());
    bencher
        .counter(BytesCount::new(N * 8))
        .bench_local(|| pool.install(|| black_box(black_box(&x) * 1.5)));
}

/// A 10,000 × 1,000 matrix plus a row (a bias), into an existing tensor.
#[divan::bench(args = [1, 0], sample_count = 15, sample_size = 1)]
fn add_into_row_float32(bencher: Bencher, threads: usize) {
    let pool = pool(threads);
    let x = Tensor::<Float32>::from_shape_vec(&[N / 1000, 1000], vec![0.5; N]).unwrap();
    let row = Tensor::<Float32>::from_shape_vec(&[1, 1000], vec![0.25; 1000]).unwrap();
    let mut out = Tensor::<Float32>::zeros(&[N / 1000, 1000]);
    bencher.counter(BytesCount::new(N * 8)).bench_local(|| {
        pool.install(|| black_box(&x).add_into(black_box(&row), &mut out).unwrap())
    });
}

/// Medium-sized work (10k to 1M elements), where entering the pool and
/// splitting the work must not cost more than the second core gives:
/// `op` on a float32 tensor of `shape`, `10M / n` times per sample for `n`
/// elements, in a pool of `threads` threads (0: every core).
fn medium<R: Send>(
    bencher: Bencher,
    threads: usize,
    shape: &[usize],
    op: impl Fn(&Tensor<Float32>) -> R + Sync,
) {
    let pool = pool(threads);
    let n = shape.iter().product();
    let values = (0..n).map(|i| (i % 1000) as f32 * 0.001).collect();
    let x = Tensor::<Float32>::from_shape_vec(shape, values).unwrap();
    let repeat = N / n;
    bencher
        .counter(BytesCount::new(n * 4 * repeat))
        .bench_local(|| {
            pool.install(|| {
                for _ in 0..repeat {
                    black_box(op(black_box(&x)));
                }
            })
        });
}

#[divan::bench(consts = [10_000, 100_000, 1_000_000], args = [1, 0], sample_count = 15, sample_size = 1)]
fn medium_exp<const LEN: usize>(bencher: Bencher, threads: usize) {
    medium(bencher, threads, &[LEN], |x| x.exp());
}

#[divan::bench(consts = [10_000, 100_000, 1_000_000], args = [1, 0], sample_count = 15, sample_size = 1)]
fn medium_add<const LEN: usize>(bencher: Bencher, threads: usize) {
    medium(bencher, threads, &[LEN], |x| x + x);
}

#[divan::bench(consts = [10_000, 100_000, 1_000_000], args = [1, 0], sample_count = 15, sample_size = 1)]
fn medium_sum<const LEN: usize>(bencher: Bencher, threads: usize) {
    medium(bencher, threads, &[LEN], |x| x.sum());
}

/// Rows of 100 values, summed along the last axis.
#[divan::bench(consts = [10_000, 100_000, 1_000_000], args = [1, 0], sample_count = 15, sample_size = 1)]
fn medium_sum_rows<const LEN: usize>(bencher: Bencher, threads: usize) {
    medium(bencher, threads, &[LEN / 100, 100], |x| {
        x.sum_axis(1).unwrap()
    });
}

/// Rows of 100 values, their maxima.
#[divan::bench(consts = [10_000, 100_000, 1_000_000], args = [1, 0], sample_count = 15, sample_size = 1)]
fn medium_max_rows<const LEN: usize>(bencher: Bencher, threads: usize) {
    medium(bencher, threads, &[LEN / 100, 100], |x| {
        x.max_axis(1).unwrap()
    });
}
