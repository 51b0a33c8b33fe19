//! What the benchmarks share: the bandwidth probe they are measured against,
//! and the operands of the elementwise additions.

use std::hint::black_box;

use divan::Bencher;
use divan::counter::BytesCount;
use dtype_lattice::{DType, Element, Tensor};

/// The machine's read-two-write-one bandwidth: `out = a ^ b` on `n` `u64`s.
#[allow(dead_code)] // Each benchmark uses what it needs of this module.
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

/// Times `f` on `n` elements (the engine benchmarks' items per second).
#[allow(dead_code)] // Each benchmark uses what it needs of this module.
pub fn run_items<T>(bencher: Bencher, n: usize, f: impl Fn() -> T) {
    bencher
        .counter(divan::counter::ItemsCount::new(n))
        .bench_local(|| black_box(f()));
}

/// The operands of an `n`-element addition: `i % 100` and `i % 7`, in `A` and `B`.
#[allow(dead_code)] // Each benchmark uses what it needs of this module.
pub fn inputs<A: DType, B: DType>(n: usize) -> (Tensor<A>, Tensor<B>) {
    let a = Tensor::from_vec((0..n).map(|i| ((i % 100) as u64).cast()).collect());
    let b = Tensor::from_vec((0..n).map(|i| ((i % 7) as u64).cast()).collect());
    (a, b)
}

/// Bytes read and written by `n` elements of `a + b`: an element of each
/// operand and of the output.
#[allow(dead_code)] // Each benchmark uses what it needs of this module.
pub fn bytes<A: DType, B: DType, O: DType>(n: usize) -> usize {
    n * (size_of::<A::Elem>() + size_of::<B::Elem>() + size_of::<O::Elem>())
}
