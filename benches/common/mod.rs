//! What the benchmarks share: the bandwidth probe they are measured against.

use std::hint::black_box;

use divan::Bencher;
use divan::counter::BytesCount;

/// The machine's read-two-write-one bandwidth: `out = a ^ b` on `n` `u64`s.
pub fn read_two_write_one(bencher: Bencher, n: usize) {
    let a: Vec<u64> = (0..n as u64).collect();
    let b: Vec<u64> = (0..n as u64).rev().collect();
    let mut out = vec![0_u64; n];
    bencher.counter(BytesCount::new(n * 24)).bench_local(|| {
        for ((o, &x), &y) in out.iter_mut().zip(black_box(&a)).zip(black_box(&b)) {
            *o = x ^ y;
        }
        black_box(&mut out);
    });
}
