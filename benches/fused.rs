//! Elementwise chains as real programs write them, eager (each operation
//! writes and allocates its result, as eager JAX does) and fused
//! ([`Tensor::lazy`]: one pass over blocks that stay in cache, as `jax.jit`
//! fuses them), with the same bits:
//!
//! ```python
//! gelu(x + b)                        # bias add and GELU's tanh form: 10 operations
//! (x - mean) * rstd * gamma + beta   # layer norm's centring and scaling: 4
//! jnp.exp(x - m)                     # softmax's shifted exponential: 2
//! jnp.clip(jnp.round(x / scale), -128, 127).astype(jnp.int8)   # int8 quantisation: 4
//! ```
//!
//! on 512 × 1024 activations (`float32`, `bfloat16` and `float16`), and the bias-add
//! GELU on 8 × 128 (1,024 values), where the fixed cost per operation
//! shows. `tools/bench_numpy_jax.py --fused` runs this benchmark beside the
//! same chains in eager and jitted JAX.
//!
//! Run with `cargo bench --bench fused`; one core: `RAYON_NUM_THREADS=1
//! taskset -c 0 cargo bench --bench fused`.

use std::hint::black_box;

use divan::Bencher;
use dtype_lattice::*;

fn main() {
    divan::main();
}

/// A tensor of `shape` of values in `[-scale, scale)`, a fixed sequence
/// (`tools/bench_numpy_jax.py` builds the same), as `D`.
fn values<D: DType>(shape: &[usize], seed: u64, scale: f64) -> Tensor<D> {
    let n: usize = shape.iter().product();
    let data = (0..n as u64)
        .map(|i| ((i * 7919 + seed * 104_729) % 2001) as f64 / 1000.0 - 1.0)
        .map(|v| v * scale)
        .collect();
    Tensor::<Float64>::from_shape_vec(shape, data)
        .expect("the values fill the shape")
        .cast::<D>()
}

/// √(2/π), GELU's constant.
const C: f64 = 0.797_884_560_802_865_4;

macro_rules! chains {
    ($($module:ident: $d:ty, $rows:expr, $cols:expr;)*) => {$(
        mod $module {
            use super::*;

            type D = $d;
            const SHAPE: [usize; 2] = [$rows, $cols];

            #[divan::bench]
            fn bias_gelu_eager(bencher: Bencher) {
                let (x, b) = (values::<D>(&SHAPE, 1, 3.0), values::<D>(&SHAPE[1..], 2, 1.0));
                bencher.bench_local(|| {
                    let h = black_box(&x) + &b;
                    black_box(&h * 0.5 * (1.0 + ((&h + &h * &h * &h * 0.044715) * C).tanh()))
                });
            }

            #[divan::bench]
            fn bias_gelu_fused(bencher: Bencher) {
                let (x, b) = (values::<D>(&SHAPE, 1, 3.0), values::<D>(&SHAPE[1..], 2, 1.0));
                bencher.bench_local(|| {
                    let h = (black_box(&x).lazy() + &b).eval();
                    let g = h.lazy() * 0.5
                        * (1.0 + ((h.lazy() + h.lazy() * &h * &h * 0.044715) * C).tanh());
                    black_box(g.eval())
                });
            }

            #[divan::bench]
            fn layer_norm_scale_eager(bencher: Bencher) {
                let x = values::<D>(&SHAPE, 1, 3.0);
                let (m, r) = (values::<D>(&[SHAPE[0], 1], 2, 0.5), values::<D>(&[SHAPE[0], 1], 3, 2.0));
                let (g, b) = (values::<D>(&SHAPE[1..], 4, 1.0), values::<D>(&SHAPE[1..], 5, 1.0));
                bencher.bench_local(|| black_box((black_box(&x) - &m) * &r * &g + &b));
            }

            #[divan::bench]
            fn layer_norm_scale_fused(bencher: Bencher) {
                let x = values::<D>(&SHAPE, 1, 3.0);
                let (m, r) = (values::<D>(&[SHAPE[0], 1], 2, 0.5), values::<D>(&[SHAPE[0], 1], 3, 2.0));
                let (g, b) = (values::<D>(&SHAPE[1..], 4, 1.0), values::<D>(&SHAPE[1..], 5, 1.0));
                bencher.bench_local(|| black_box(((black_box(&x).lazy() - &m) * &r * &g + &b).eval()));
            }

            #[divan::bench]
            fn softmax_exp_eager(bencher: Bencher) {
                let (x, m) = (values::<D>(&SHAPE, 1, 3.0), values::<D>(&[SHAPE[0], 1], 2, 3.0));
                bencher.bench_local(|| black_box((black_box(&x) - &m).exp()));
            }

            #[divan::bench]
            fn softmax_exp_fused(bencher: Bencher) {
                let (x, m) = (values::<D>(&SHAPE, 1, 3.0), values::<D>(&[SHAPE[0], 1], 2, 3.0));
                bencher.bench_local(|| black_box((black_box(&x).lazy() - &m).exp().eval()));
            }

            #[divan::bench]
            fn quantise_eager(bencher: Bencher) {
                let (x, s) = (values::<D>(&SHAPE, 1, 3.0), values::<D>(&[SHAPE[0], 1], 2, 0.05));
                bencher.bench_local(|| black_box((black_box(&x) / &s).round().clip(-128, 127).cast::<Int8>()));
            }

            #[divan::bench]
            fn quantise_fused(bencher: Bencher) {
                let (x, s) = (values::<D>(&SHAPE, 1, 3.0), values::<D>(&[SHAPE[0], 1], 2, 0.05));
                bencher.bench_local(|| {
                    black_box((black_box(&x).lazy() / &s).round().clip(-128, 127).cast::<Int8>().eval())
                });
            }
        }
    )*};
}

chains! {
    float32: Float32, 512, 1024;
    bfloat16: BFloat16, 512, 1024;
    float16: Float16, 512, 1024;
    small_float32: Float32, 8, 128;
}
