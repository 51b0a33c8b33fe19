//! The element functions on 1M values (`exp`, `log`, `tanh`, …), in
//! `float32`, `float64` and `bfloat16`, each tensor method allocating its
//! output, as `jnp.exp(x)` does: the numbers `tools/bench_numpy_jax.py
//! --functions` puts beside JAX's and NumPy's, run in the same session.
//!
//! The inputs are in each function's domain (seeded, the same as the Python
//! script's): `(0, 10)` where the function needs a positive argument,
//! `(-1, 1)` for `arcsin`, `arccos`, `arctanh`, `(1, 10)` for `arccosh`,
//! `(-5, 5)` elsewhere.
//!
//! Run with `cargo bench --bench functions`; one core: `RAYON_NUM_THREADS=1
//! taskset -c 0 cargo bench --bench functions`.

use std::hint::black_box;

use divan::Bencher;
use divan::counter::ItemsCount;
use dtype_lattice::*;

const N: usize = 1 << 20;

fn main() {
    divan::main();
}

/// `n` values of `(lo, hi)`, a fixed sequence (a multiplicative generator),
/// as `f64`.
fn values(lo: f64, hi: f64) -> Vec<f64> {
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    (0..N)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            lo + (hi - lo) * (state >> 11) as f64 / (1_u64 << 53) as f64
        })
        .collect()
}

/// The domain of each function.
fn domain(name: &str) -> (f64, f64) {
    match name {
        "log" | "log1p" | "log2" | "log10" | "sqrt" | "rsqrt" => (0.0, 10.0),
        "arcsin" | "arccos" | "arctanh" => (-1.0, 1.0),
        "arccosh" => (1.0, 10.0),
        _ => (-5.0, 5.0),
    }
}

/// Times `f` on `N` values of `D` in `name`'s domain.
fn run<D: DType>(bencher: Bencher, name: &str, f: impl Fn(&Tensor<D>) -> Tensor<D>) {
    let (lo, hi) = domain(name);
    let x = Tensor::<D>::from_vec(values(lo, hi).into_iter().map(Element::cast).collect());
    bencher
        .counter(ItemsCount::new(N))
        .bench_local(|| black_box(f(black_box(&x))));
}

/// One module per dtype, one benchmark per function.
macro_rules! functions {
    ($($module:ident: $D:ty;)*) => {$(
        mod $module {
            use super::*;

            functions!(@each $D; exp expm1 exp2 log log1p log2 log10 sqrt rsqrt cbrt sin cos tan
                arcsin arccos arctan sinh cosh tanh arcsinh arccosh arctanh erf logistic);
        }
    )*};
    (@each $D:ty; $($f:ident)*) => {$(
        #[divan::bench(sample_count = 30)]
        fn $f(bencher: Bencher) {
            run::<$D>(bencher, stringify!($f), |x| x.$f());
        }
    )*};
}

functions! {
    float32: Float32;
    float64: Float64;
    bfloat16: BFloat16;
}
