//! Mixed-dtype elementwise addition on 10M elements: the operator on
//! references (which allocates its output), the operator on an owned operand
//! (which reuses its storage), the `_into` form (which writes into an existing
//! tensor), hand-written fused loops, and a bandwidth probe that reads two
//! arrays and writes one, for the ratios in BENCHMARKS.md.
//!
//! Two hand-written loops per pair: `fused_*` is plain IEEE arithmetic, as a
//! user would write it without thinking of JAX; `jax_*` computes JAX's values
//! (XLA on CPU flushes subnormal `f32`/`f64` operands and results to zero), the
//! same work the crate does, and is checked against the operator before timing.
//!
//! Run with `cargo bench --bench elementwise`. Each benchmark reports bytes
//! moved per second (inputs read plus output written).
//!
//! `small`: the fixed cost of an operation, on 8 × 128 `float32` elements
//! (`tools/bench_numpy_jax.py --small` runs it beside NumPy and JAX).

mod common;

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

/// The machine's read-two-write-one bandwidth: `out = a ^ b` on `u64`s.
#[divan::bench(sample_count = 20)]
fn bandwidth_probe(bencher: Bencher) {
    common::read_two_write_one(bencher, N);
}

/// Times a hand-written loop `out[i] = f(a[i], b[i])` into a preallocated output.
fn loop_into<A: DType, B: DType, O: DType>(
    bencher: Bencher,
    f: impl Fn(A::Elem, B::Elem) -> O::Elem,
) {
    let (a, b) = common::inputs::<A, B>(N);
    let (a, b) = (a.to_vec(), b.to_vec());
    let mut out = vec![O::Elem::default(); N];
    bencher
        .counter(BytesCount::new(common::bytes::<A, B, O>(N)))
        .bench_local(|| {
            for ((o, &x), &y) in out.iter_mut().zip(black_box(&a)).zip(black_box(&b)) {
                *o = f(x, y);
            }
            black_box(&mut out);
        });
}

/// One benchmark pair: the operator, `add_into`, and the fused loops.
macro_rules! pair {
    (
        $module:ident, $a:ident, $b:ident, $out:ident, |$x:ident: $xt:ty, $y:ident: $yt:ty|
        plain: $fused:expr,
        jax: $jax:expr $(,)?
    ) => {
        mod $module {
            use super::*;

            #[divan::bench(sample_count = 20)]
            fn operator(bencher: Bencher) {
                let (a, b) = common::inputs::<$a, $b>(N);
                bencher
                    .counter(BytesCount::new(common::bytes::<$a, $b, $out>(N)))
                    .bench_local(|| black_box(black_box(&a) + black_box(&b)));
            }

            /// The operator with the operand of the result's dtype owned and on
            /// the left (`b + &a`): its storage is reused unless it is half
            /// precision. The clone it consumes is made outside the timing.
            #[divan::bench(sample_count = 20, sample_size = 1)]
            fn owned_operator(bencher: Bencher) {
                let (a, b) = common::inputs::<$a, $b>(N);
                bencher
                    .counter(BytesCount::new(common::bytes::<$a, $b, $out>(N)))
                    .with_inputs(|| b.clone())
                    .bench_local_values(|b| b + &a);
            }

            #[divan::bench(sample_count = 20)]
            fn add_into(bencher: Bencher) {
                let (a, b) = common::inputs::<$a, $b>(N);
                let mut out = Tensor::<$out>::zeros(&[N]);
                bencher
                    .counter(BytesCount::new(common::bytes::<$a, $b, $out>(N)))
                    .bench_local(|| {
                        black_box(&a).add_into(black_box(&b), &mut out).unwrap();
                    });
            }

            /// A hand-written loop that converts and adds in one pass, into a new `Vec`.
            #[divan::bench(sample_count = 20)]
            fn fused_loop_alloc(bencher: Bencher) {
                let (a, b) = common::inputs::<$a, $b>(N);
                let (a, b) = (a.to_vec(), b.to_vec());
                bencher
                    .counter(BytesCount::new(common::bytes::<$a, $b, $out>(N)))
                    .bench_local(|| {
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
                loop_into::<$a, $b, $out>(bencher, |$x: $xt, $y: $yt| $fused);
            }

            /// A hand-written loop computing JAX's values, into a new `Vec`.
            #[divan::bench(sample_count = 20)]
            fn jax_loop_alloc(bencher: Bencher) {
                let (a, b) = common::inputs::<$a, $b>(N);
                let expected = (&a + &b).to_vec();
                let (a, b) = (a.to_vec(), b.to_vec());
                let jax = |a: &[$xt], b: &[$yt]| -> Vec<<$out as DType>::Elem> {
                    a.iter().zip(b).map(|(&$x, &$y)| $jax).collect()
                };
                assert_eq!(
                    jax(&a, &b),
                    expected,
                    "the hand-written loop is not JAX's addition"
                );
                bencher
                    .counter(BytesCount::new(common::bytes::<$a, $b, $out>(N)))
                    .bench_local(|| black_box(jax(black_box(&a), black_box(&b))));
            }

            /// The same loop into a preallocated output.
            #[divan::bench(sample_count = 20)]
            fn jax_loop_into(bencher: Bencher) {
                loop_into::<$a, $b, $out>(bencher, |$x: $xt, $y: $yt| $jax);
            }
        }
    };
}

/// What XLA's CPU code does to every `f32` operand and result: a subnormal
/// becomes a zero of its sign.
fn ftz(x: f32) -> f32 {
    if x.abs() < f32::MIN_POSITIVE {
        x * 0.0
    } else {
        x
    }
}

/// [`ftz`] for `f64`.
fn ftz64(x: f64) -> f64 {
    if x.abs() < f64::MIN_POSITIVE {
        x * 0.0
    } else {
        x
    }
}

// An integer or a `float16` converted to `f32` is never subnormal, so the
// JAX loops flush only what can be.
pair!(int8_float32, Int8, Float32, Float32, |x: i8, y: f32|
    plain: x as f32 + y,
    jax: ftz(x as f32 + ftz(y)),
);
pair!(uint8_float16, UInt8, Float16, Float16, |x: u8, y: f16|
    plain: f16::from_f32(f16::from_f32(x as f32).to_f32() + y.to_f32()),
    jax: f16::from_f32(f16::from_f32(x as f32).to_f32() + y.to_f32()),
);
pair!(bfloat16_float32, BFloat16, Float32, Float32, |x: bf16, y: f32|
    plain: x.to_f32() + y,
    jax: ftz(ftz(x.to_f32()) + ftz(y)),
);
pair!(int32_float64, Int32, Float64, Float64, |x: i32, y: f64|
    plain: x as f64 + y,
    jax: ftz64(x as f64 + ftz64(y)),
);
pair!(float32_complex64, Float32, Complex64, Complex64, |x: f32, y: Complex<f32>|
    plain: Complex::new(x + y.re, y.im),
    // The real operand has a zero imaginary part: `0.0 + -0.0` is `0.0`.
    jax: Complex::new(ftz(ftz(x) + ftz(y.re)), ftz(0.0 + ftz(y.im))),
);
pair!(float32_float32, Float32, Float32, Float32, |x: f32, y: f32|
    plain: x + y,
    jax: ftz(ftz(x) + ftz(y)),
);

/// `a + b` of `float32` operands broadcast to 10M results: a row vector
/// over a matrix's rows (`[1000, 10000] + [10000]`, the flat loop per row), a
/// column over its columns (`[1000, 10000] + [1000, 1]`, a value repeated
/// along each row), and three channels over an image's pixels (`[N / 3, 3] *
/// [3]`, rows too short to run one at a time: lanes along the pixels).
#[divan::bench(args = ["row", "column", "channels"], sample_count = 20)]
fn broadcast(bencher: Bencher, case: &str) {
    let values = |n: usize| -> Vec<f32> { (0..n).map(|i| (i % 1000) as f32 * 0.5).collect() };
    let (a, b) = match case {
        "row" => (vec![1000, N / 1000], vec![N / 1000]),
        "column" => (vec![1000, N / 1000], vec![1000, 1]),
        _ => (vec![N / 3, 3], vec![3]),
    };
    let x = Tensor::<Float32>::from_shape_vec(&a, values(a.iter().product())).unwrap();
    let y = Tensor::<Float32>::from_shape_vec(&b, values(b.iter().product())).unwrap();
    bencher
        .counter(BytesCount::new(x.len() * 8))
        .bench_local(|| black_box(black_box(&x) + black_box(&y)));
}

/// Operations on 8 × 128 `float32` elements (4 KiB, in L1): what each costs
/// beyond its loop (the checks of shapes, the output's allocation, the
/// choice of loops and threads) shows beside a loop of a thousand elements.
mod small {
    use super::*;

    /// A `shape` tensor of a fixed sequence of values in `[-1, 1)`.
    fn values(shape: &[usize], seed: usize) -> Tensor<Float32> {
        let n = shape.iter().product();
        let data = (0..n).map(|i| ((i * 7919 + seed * 104_729) % 2001) as f32 / 1000.0 - 1.0);
        Tensor::from_shape_vec(shape, data.collect()).expect("the values fill the shape")
    }

    fn operands() -> (Tensor<Float32>, Tensor<Float32>) {
        (values(&[8, 128], 1), values(&[8, 128], 2))
    }

    #[divan::bench]
    fn add(bencher: Bencher) {
        let (x, y) = operands();
        bencher.bench_local(|| black_box(&x) + black_box(&y));
    }

    #[divan::bench]
    fn add_row(bencher: Bencher) {
        let (x, row) = (values(&[8, 128], 1), values(&[128], 2));
        bencher.bench_local(|| black_box(&x) + black_box(&row));
    }

    #[divan::bench]
    fn subtract_column(bencher: Bencher) {
        let (x, column) = (values(&[8, 128], 1), values(&[8, 1], 2));
        bencher.bench_local(|| black_box(&x) - black_box(&column));
    }

    #[divan::bench]
    fn multiply_scalar(bencher: Bencher) {
        let (x, _) = operands();
        bencher.bench_local(|| black_box(&x) * 0.5);
    }

    #[divan::bench]
    fn exp(bencher: Bencher) {
        let (x, _) = operands();
        bencher.bench_local(|| black_box(&x).exp());
    }

    #[divan::bench]
    fn tanh(bencher: Bencher) {
        let (x, _) = operands();
        bencher.bench_local(|| black_box(&x).tanh());
    }

    #[divan::bench]
    fn sum(bencher: Bencher) {
        let (x, _) = operands();
        bencher.bench_local(|| black_box(&x).sum());
    }

    #[divan::bench]
    fn sum_axis_1(bencher: Bencher) {
        let (x, _) = operands();
        bencher.bench_local(|| black_box(&x).sum_axis(1).unwrap());
    }

    #[divan::bench]
    fn max_axis_1(bencher: Bencher) {
        let (x, _) = operands();
        bencher.bench_local(|| black_box(&x).max_axis(1).unwrap());
    }

    #[divan::bench]
    fn softmax(bencher: Bencher) {
        let (x, _) = operands();
        bencher.bench_local(|| nn::softmax(black_box(&x), 1).unwrap());
    }

    #[divan::bench]
    fn matmul(bencher: Bencher) {
        let (x, w) = (values(&[8, 128], 1), values(&[128, 128], 2));
        bencher.bench_local(|| black_box(&x).matmul(black_box(&w)));
    }

    #[divan::bench]
    fn reshape(bencher: Bencher) {
        let (x, _) = operands();
        bencher.bench_local(|| black_box(&x).reshape(&[1024]).unwrap());
    }
}
