//! The same operations on 10M elements with x64 (`Standard`) and with x64
//! disabled (`StandardX32`), for the comparison in BENCHMARKS.md: the x32
//! policies run the same kernels, on 32-bit results where x64 has 64-bit ones.
//!
//! Run with `cargo bench --bench x32`. Each benchmark reports bytes moved per
//! second (inputs read plus output written).

mod common;

use std::hint::black_box;

use divan::Bencher;
use divan::counter::BytesCount;
use dtype_lattice::*;

const N: usize = 10_000_000;

fn main() {
    divan::main();
}

/// `float32 + float32`: the same dtype under both policies.
#[divan::bench(types = [Standard, StandardX32], sample_count = 20)]
fn add_f32_f32<P>(bencher: Bencher)
where
    P: Policy + Join<Float32, Float32, Output = Float32>,
{
    let (a, b) = common::inputs::<Float32, Float32>(N);
    let (a, b) = (policy::<_, P>(a), policy::<_, P>(b));
    bencher
        .counter(BytesCount::new(N * 12))
        .bench_local(|| black_box(black_box(&a) + black_box(&b)));
}

/// `int32 * 0.5`: a weak float, `float64` with x64 and `float32` without.
#[divan::bench(types = [Standard, StandardX32], sample_count = 20)]
fn int32_times_literal<P>(bencher: Bencher)
where
    P: Policy<Same = P> + Join<Int32, WeakFloat>,
    Joined<P, Int32, WeakFloat>: DType,
{
    let (a, _) = common::inputs::<Int32, Int32>(N);
    let a = policy::<_, P>(a);
    let out = size_of::<<Joined<P, Int32, WeakFloat> as DType>::Elem>();
    bencher
        .counter(BytesCount::new(N * (4 + out)))
        .bench_local(|| black_box(black_box(&a) * 0.5));
}

/// `int8.sum()`: `int64` with x64, `int32` without.
#[divan::bench(types = [Standard, StandardX32], sample_count = 20)]
fn sum_int8<P: Policy>(bencher: Bencher) {
    let (a, _) = common::inputs::<Int8, Int8>(N);
    let a = policy::<_, P>(a);
    bencher
        .counter(BytesCount::new(N))
        .bench_local(|| black_box(black_box(&a).sum()));
}

/// `bool.cumsum()`: `int64` with x64, `int32` without.
#[divan::bench(types = [Standard, StandardX32], sample_count = 20)]
fn cumsum_bool<P: Policy>(bencher: Bencher) {
    let a = policy::<_, P>(Tensor::<Bool>::from_vec(
        (0..N).map(|i| i % 3 == 0).collect(),
    ));
    let out = size_of::<<Stored<P, Int64> as DType>::Elem>();
    bencher
        .counter(BytesCount::new(N * (1 + out)))
        .bench_local(|| black_box(black_box(&a).cumsum()));
}

/// The tensor under policy `P`, at no cost.
fn policy<D: DType, P: Policy>(t: Tensor<D>) -> Tensor<D, P> {
    Tensor::from_array(t.into_array())
}
