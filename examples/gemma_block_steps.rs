//! The time of each step of `examples/gemma_block.rs` (between one
//! recorded intermediate and the next), fastest of 10 runs of the block, at
//! the benchmark's size: where the block spends its time, beside eager
//! JAX's steps in `tools/bench_numpy_jax.py --gemma-steps`, which runs this.
//! A measurement, not a benchmark: the steps' fastest times need not come
//! from one run, so their sum is below the block's own time
//! (`benches/program.rs`).
//!
//! Run with `cargo run --release --example gemma_block_steps`; one core:
//! `RAYON_NUM_THREADS=1 taskset -c 0 ...`.

#[allow(dead_code)]
#[path = "gemma_block.rs"]
mod gemma;

use std::time::Instant;

use dtype_lattice::x32::prelude::*;

/// The fastest time of each step, in the order the block records them.
struct Steps {
    last: Instant,
    fastest: Vec<(String, f64)>,
}

impl gemma::Record for Steps {
    fn record<D: DType>(&mut self, name: &str, _: &Tensor<D>) {
        let ms = self.last.elapsed().as_secs_f64() * 1e3;
        match self.fastest.iter_mut().find(|(step, _)| step == name) {
            Some((_, best)) => *best = best.min(ms),
            None => self.fastest.push((name.to_string(), ms)),
        }
        self.last = Instant::now();
    }
}

fn main() {
    let (b, t, d, n, h, f) = (4, 256, 512, 8, 64, 2048);
    let w = gemma::weights(d, n, h, f);
    let x = gemma::seeded(&[b, t, d], 11, 1.0);
    let (positions, mask) = gemma::positions_and_mask(b, t);
    let mut steps = Steps {
        last: Instant::now(),
        fastest: Vec::new(),
    };
    for _ in 0..10 {
        steps.last = Instant::now();
        gemma::block(&mut steps, &w, &x, &positions, &mask);
    }
    for (name, ms) in &steps.fastest {
        println!("{name} {ms:.3}");
    }
}
