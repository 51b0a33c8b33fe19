//! Mixed-dtype elementwise addition on 10M elements: the operator (which
//! allocates its output), the `_into` form (which writes into an existing
//! tensor), hand-written fused loops doing the same work, and a bandwidth
//! probe that reads two arrays and writes one, for the ratios in BENCHMARKS.md.
//!
//! Run with `cargo bench --bench elementwise`. Each benchmark reports bytes
//! moved per second (inputs read plus output written).

use std::hint::black_box;

use divan::Bencher;
use divan::counter::BytesCount;
use dtype_lattice::*;
use half::{bf16, f16};
use num_complex::Complex;

const N: usize = 10_000_000;

fn main() {
    divan::main();
}

/// Bytes one element of each operand and of the output occupy.
fn bytes<A: DType, B: DType, O: DType>() -> BytesCount {
    BytesCount::new(N * (size_of::<A::Elem>() + size_of::<B::Elem>() + size_of::<O::Elem>()))
}

fn inputs<A: DType, B: DType>() -> (Tensor<A>, Tensor<B>) {
    let a = Tensor::from_vec((0..N).map(|i| ((i % 100) as u64).cast()).collect());
    let b = Tensor::from_vec((0..N).map(|i| ((i % 7) as u64).cast()).collect());
    (a, b)
}

/// The machine's read-two-write-one bandwidth: `out = a ^ b` on `u64`s.
#[divan::bench(sample_count = 20)]
fn bandwidth_probe(bencher: Bencher) {
    let a: Vec<u64> = (0..N as u64).collect();
    let b: Vec<u64> = (0..N as u64).rev().collect();
    let mut out = vec![0_u64; N];
    bencher.counter(BytesCount::new(N * 24)).bench_local(|| {
        for ((o, &x), &y) in out.iter_mut().zip(black_box(&a)).zip(black_box(&b)) {
            *o = x ^ y;
        }
        black_box(&mut out);
    });
}

/// One benchmark pair: the operator, `add_into`, and the fused loops.
macro_rules! pair {
    ($module:ident, $a:ident, $b:ident, $out:ident, |$x:ident: $xt:ty, $y:ident: $yt:ty| $fused:expr) => {
        mod $module {
            use super::*;

            #[divan::bench(sample_count = 20)]
            fn operator(bencher: Bencher) {
                let (a, b) = inputs::<$a, $b>();
                bencher
                    .counter(bytes::<$a, $b, $out>())
                    .bench_local(|| black_box(black_box(&a) + black_box(&b)));
            }

            #[divan::bench(sample_count = 20)]
            fn add_into(bencher: Bencher) {
                let (a, b) = inputs::<$a, $b>();
                let mut out = Tensor::<$out>::zeros(&[N]);
                bencher.counter(bytes::<$a, $b, $out>()).bench_local(|| {
                    black_box(&a).add_into(black_box(&b), &mut out).unwrap();
                });
            }

            /// A hand-written loop that converts and adds in one pass, into a new `Vec`.
            #[divan::bench(sample_count = 20)]
            fn fused_loop_alloc(bencher: Bencher) {
                let (a, b) = inputs::<$a, $b>();
                let (a, b) = (a.to_vec(), b.to_vec());
                bencher.counter(bytes::<$a, $b, $out>()).bench_local(|| {
                    let out: Vec<<$out as DType>::Elem> = black_box(&a)
                        .iter()
                        .zip(black_box(&b))
                        .map(|(&$x, &$y): (&$xt, &$yt)| $fused)
                        .collect();
                    black_box(out)
                });
            }

            /// The same loop into a preallocated output.
            #[divan::bench(sample_count = 20)]
            fn fused_loop_into(bencher: Bencher) {
                let (a, b) = inputs::<$a, $b>();
                let (a, b) = (a.to_vec(), b.to_vec());
                let mut out = vec![<<$out as DType>::Elem>::default(); N];
                bencher.counter(bytes::<$a, $b, $out>()).bench_local(|| {
                    for ((o, &$x), &$y) in out.iter_mut().zip(black_box(&a)).zip(black_box(&b)) {
                        *o = $fused;
                    }
                    black_box(&mut out);
                });
            }
        }
    };
}

pair!(int8_float32, Int8, Float32, Float32, |x: i8, y: f32| x
    as f32
    + y);
pair!(uint8_float16, UInt8, Float16, Float16, |x: u8, y: f16| {
    f16::from_f32(f16::from_f32(x as f32).to_f32() + y.to_f32())
});
pair!(
    bfloat16_float32,
    BFloat16,
    Float32,
    Float32,
    |x: bf16, y: f32| x.to_f32() + y
);
pair!(int32_float64, Int32, Float64, Float64, |x: i32, y: f64| x
    as f64
    + y);
pair!(
    float32_complex64,
    Float32,
    Complex64,
    Complex64,
    |x: f32, y: Complex<f32>| Complex::new(x + y.re, y.im)
);
pair!(
    float32_float32,
    Float32,
    Float32,
    Float32,
    |x: f32, y: f32| x + y
);
