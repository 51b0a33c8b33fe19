//! Large operations run on the threads of the current rayon pool, and give
//! the same bits on any number of threads: each operation below, on inputs
//! large enough to be split, is computed in pools of 1, 2 and 3 threads and
//! compared bit for bit. Reductions add in the documented order: blocks of
//! 16,384 values, each from zero, then the blocks' sums in order.
#![cfg(feature = "rayon")]

mod common;

use dtype_lattice::*;
use half::{bf16, f16};

/// More elements than the smallest parallel reduction (131,072), and not a
/// multiple of any piece or block length.
const N: usize = 300_007;

/// A deterministic spread of values: xorshift, scaled to `[-1000, 1000)`,
/// with some NaNs, infinities, zeros and subnormals among them.
fn values(n: usize, seed: u64) -> Vec<f32> {
    common::xorshift(n, seed)
        .enumerate()
        .map(|(i, u)| match i % 997 {
            0 => f32::NAN,
            1 => f32::INFINITY,
            2 => -0.0,
            3 => f32::from_bits(5),
            _ => ((u - 0.5) * 2000.0) as f32,
        })
        .collect()
}

/// `f` in a pool of `threads` threads.
fn in_pool<T: Send>(threads: usize, f: impl FnOnce() -> T + Send) -> T {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool")
        .install(f)
}

/// `f`'s result, as bits, is the same in pools of 1, 2 and 3 threads.
fn same_on_any_pool<T: PartialEq + std::fmt::Debug + Send>(what: &str, f: impl Fn() -> T + Sync) {
    let one = in_pool(1, &f);
    for threads in [2, 3] {
        assert!(
            in_pool(threads, &f) == one,
            "{what}: {threads} threads differ from one"
        );
    }
}

fn bits32(t: Tensor<Float32>) -> Vec<u32> {
    t.iter().map(f32::to_bits).collect()
}

fn float32(n: usize, seed: u64) -> Tensor<Float32> {
    Tensor::from_vec(values(n, seed))
}

fn int8(n: usize, seed: u64) -> Tensor<Int8> {
    Tensor::from_vec(values(n, seed).iter().map(|&x| x as i8).collect())
}

#[test]
fn elementwise_operations_give_the_same_bits_on_any_pool() {
    let (x, y) = (float32(N, 1), float32(N, 2));
    let i = int8(N, 3);
    let h = Tensor::<Float16>::from_vec(values(N, 4).iter().map(|&v| f16::from_f32(v)).collect());
    let u = Tensor::<UInt8>::from_vec(values(N, 5).iter().map(|&v| v as u8).collect());
    same_on_any_pool("f32 + f32", || bits32(&x + &y));
    same_on_any_pool("i8 * f32", || bits32(&i * &y));
    same_on_any_pool("u8 + f16", || {
        (&u + &h).iter().map(f16::to_bits).collect::<Vec<_>>()
    });
    same_on_any_pool("add_into", || {
        let mut out = Tensor::<Float32>::zeros(&[N]);
        i.add_into(&y, &mut out).unwrap();
        bits32(out)
    });
    same_on_any_pool("+=", || {
        let mut z = x.clone();
        z += &y;
        bits32(z)
    });
    same_on_any_pool("exp", || bits32(x.exp()));
    same_on_any_pool("cast to bf16", || {
        x.cast::<BFloat16>()
            .iter()
            .map(bf16::to_bits)
            .collect::<Vec<_>>()
    });
    same_on_any_pool("where", || bits32(x.greater(&y).where_cond(&x, &y)));
    same_on_any_pool("clip", || bits32(x.clip(-10.0, 10.0)));
}

/// In a pool of one thread, broadcast operands go through ndarray's `Zip`;
/// on more, through whole rows of the result (or a flat loop, for a scalar):
/// different code, the same bits.
#[test]
fn broadcast_and_strided_operands_give_the_same_bits_on_any_pool() {
    let x = Tensor::<Float32>::from_shape_vec(&[547, 549], values(547 * 549, 6)).unwrap();
    let row = Tensor::<Float32>::from_shape_vec(&[1, 549], values(549, 7)).unwrap();
    // `into_t` keeps the storage: a strided tensor.
    let t = x.clone().into_t();
    same_on_any_pool("matrix + row", || bits32(&x + &row));
    same_on_any_pool("matrix / row (reciprocal)", || bits32(&x / &row));
    same_on_any_pool("transposed + transposed", || bits32(&t + &t));
    same_on_any_pool("matrix * scalar", || bits32(&x * 1.7));
    same_on_any_pool("scalar - matrix", || bits32(3.0 - &x));
    same_on_any_pool("scalar / matrix", || bits32(3.0 / &x));
    same_on_any_pool("transposed * scalar", || bits32(&t * 1.7));
    same_on_any_pool("add_into a broadcast row", || {
        let mut out = Tensor::<Float32>::zeros(&[547, 549]);
        x.add_into(&row, &mut out).unwrap();
        bits32(out)
    });
    same_on_any_pool("add_into a scalar", || {
        let mut out = Tensor::<Float32>::zeros(&[547, 549]);
        x.add_into(&Tensor::<Float32>::scalar(0.5), &mut out)
            .unwrap();
        bits32(out)
    });
    same_on_any_pool("+= a broadcast row", || {
        let mut z = x.clone();
        z += &row;
        bits32(z)
    });

    same_on_any_pool("transposed cast", || {
        t.cast::<Float64>()
            .iter()
            .map(f64::to_bits)
            .collect::<Vec<_>>()
    });
}

#[test]
fn reductions_give_the_same_bits_on_any_pool() {
    let x = float32(N, 8);
    let finite =
        Tensor::<Float32>::from_vec(values(N, 9).into_iter().filter(|v| v.is_finite()).collect());
    let h =
        Tensor::<BFloat16>::from_vec(values(N, 10).iter().map(|&v| bf16::from_f32(v)).collect());
    let i = int8(N, 11);
    let m = Tensor::<Float32>::from_shape_vec(&[601, 503], values(601 * 503, 12)).unwrap();
    same_on_any_pool("sum f32", || bits32(finite.sum()));
    same_on_any_pool("sum f32 with NaN", || bits32(x.sum()));
    same_on_any_pool("mean f32", || bits32(finite.mean()));
    same_on_any_pool("prod f32", || bits32(finite.prod()));
    // Products near 1, whose every rounding shows: whole, along rows and
    // along columns (windows and outputs split over the threads).
    let near = &finite * 1e-6 + 1.0;
    let rows = &m * 1e-4 + 1.0;
    same_on_any_pool("prod near 1", || bits32(near.prod()));
    same_on_any_pool("prod_axis(1)", || bits32(rows.prod_axis(1).unwrap()));
    same_on_any_pool("prod_axis(0)", || bits32(rows.prod_axis(0).unwrap()));
    same_on_any_pool("prod_as bf16", || {
        near.prod_as::<BFloat16>()
            .iter()
            .map(bf16::to_bits)
            .collect::<Vec<_>>()
    });
    same_on_any_pool("sum bf16", || {
        h.sum().iter().map(bf16::to_bits).collect::<Vec<_>>()
    });
    same_on_any_pool("mean bf16", || {
        h.mean().iter().map(bf16::to_bits).collect::<Vec<_>>()
    });
    same_on_any_pool("sum i8", || i.sum().to_vec());
    same_on_any_pool("max f32", || bits32(finite.max().unwrap()));
    same_on_any_pool("min i8", || i.min().unwrap().to_vec());
    same_on_any_pool("argmax f32 with NaN", || x.argmax().unwrap().to_vec());
    same_on_any_pool("argmax f32", || finite.argmax().unwrap().to_vec());
    same_on_any_pool("argmin i8 (ties)", || i.argmin().unwrap().to_vec());
    same_on_any_pool("any", || i.any().to_vec());
    same_on_any_pool("all", || i.all().to_vec());
    same_on_any_pool("sum along 0", || bits32(m.sum_axis(0).unwrap()));
    same_on_any_pool("sum along 1", || bits32(m.sum_axis(1).unwrap()));
    same_on_any_pool("mean along 0", || bits32(m.mean_axis(0).unwrap()));
    let c = Tensor::<Float32>::from_shape_vec(&[7, 301, 97], values(7 * 301 * 97, 14)).unwrap();
    same_on_any_pool("sum along 1 of three axes", || {
        bits32(c.sum_axis(1).unwrap())
    });
    same_on_any_pool("max along 0", || bits32(m.max_axis(0).unwrap()));
    same_on_any_pool("argmax along 0", || m.argmax_axis(0).unwrap().to_vec());
    same_on_any_pool("var along 1", || bits32(m.var_axis(1).unwrap()));
    same_on_any_pool("var along 0", || bits32(m.var_axis(0).unwrap()));
    same_on_any_pool("var along 1 of three axes", || {
        bits32(c.var_axis(1).unwrap())
    });
    let blocks = &c * 1e-4 + 1.0;
    same_on_any_pool("prod along 1 of three axes", || {
        bits32(blocks.prod_axis(1).unwrap())
    });
    same_on_any_pool("var f32", || bits32(finite.var()));
    same_on_any_pool("std bf16", || {
        h.std().iter().map(bf16::to_bits).collect::<Vec<_>>()
    });
    same_on_any_pool("var i8", || bits32(i.var()));
    let strided = m.clone().into_t();
    same_on_any_pool("strided sum", || bits32(strided.sum()));
    // Rows shorter than a vector, side by side in its lanes (NaNs among them).
    let short = Tensor::<Float32>::from_shape_vec(&[N / 8, 8], values(N / 8 * 8, 18)).unwrap();
    same_on_any_pool("sum along short rows", || {
        bits32(short.sum_axis(1).unwrap())
    });
    same_on_any_pool("var along short rows", || {
        bits32(short.var_axis(1).unwrap())
    });
    same_on_any_pool("max along short rows", || {
        bits32(short.max_axis(1).unwrap())
    });
    same_on_any_pool("argmax along short rows", || {
        short.argmax_axis(1).unwrap().to_vec()
    });
    same_on_any_pool("argmin along short rows", || {
        short.argmin_axis(1).unwrap().to_vec()
    });
    let near_one = &short * 1e-3 + 1.0;
    same_on_any_pool("prod along short rows", || {
        bits32(near_one.prod_axis(1).unwrap())
    });
}

/// The documented order (XLA's, `kernels::reduce`; its bits are JAX's in
/// `tests/jax_sum_order.rs`): a long sum is cut into tiles of 128 KiB
/// (32,768 `float32` values), which run on the pool's threads; the sum is the
/// same on any pool, and for a transposed (strided) tensor of the same values.
#[test]
fn sums_are_the_same_on_any_pool_and_for_any_layout() {
    let data: Vec<f32> = values(N, 13)
        .into_iter()
        .filter(|v| v.is_finite())
        .collect();
    assert!(data.len() > 32_768 * 3);
    let x = Tensor::<Float32>::from_vec(data.clone());
    let expected = in_pool(1, || x.sum()).to_vec()[0];
    // Not a sum of one long chain: the order is visible.
    let chained = data.iter().fold(0.0_f32, |acc, &x| acc + x);
    assert_ne!(expected.to_bits(), chained.to_bits());
    for threads in [2, 3] {
        let sum = in_pool(threads, || x.sum()).to_vec()[0];
        assert_eq!(sum.to_bits(), expected.to_bits(), "{threads} threads");
    }
    // A column read with a stride reduces in the same order.
    let pairs: Vec<f32> = data.iter().flat_map(|&v| [v, 0.0]).collect();
    let matrix = ndarray::Array2::from_shape_vec((data.len(), 2), pairs).unwrap();
    let strided = Tensor::<Float32>::from_array(matrix.slice_move(ndarray::s![.., 0]));
    assert!(strided.view().as_slice().is_none());
    assert_eq!(strided.sum().to_vec()[0].to_bits(), expected.to_bits());
}

/// `argmax` and `argmin` find the first NaN, else the first extremum, when
/// the blocks that hold them are scanned on different threads.
#[test]
fn arg_extrema_are_the_first_ones_on_any_pool() {
    let mut data = vec![0.0_f32; N];
    // Ties for the maximum in three blocks, the first one late in its block.
    for at in [20_000, 40_000, 250_000] {
        data[at] = 7.0;
    }
    data[100] = -7.0;
    data[290_000] = -7.0;
    let x = Tensor::<Float32>::from_vec(data.clone());
    for threads in [1, 2, 3] {
        assert_eq!(in_pool(threads, || x.argmax()).unwrap().to_vec(), [20_000]);
        assert_eq!(in_pool(threads, || x.argmin()).unwrap().to_vec(), [100]);
    }
    data[200_000] = f32::NAN;
    data[260_000] = f32::NAN;
    let x = Tensor::<Float32>::from_vec(data);
    for threads in [1, 2, 3] {
        assert_eq!(in_pool(threads, || x.argmax()).unwrap().to_vec(), [200_000]);
        assert_eq!(in_pool(threads, || x.argmin()).unwrap().to_vec(), [200_000]);
    }
}

#[test]
fn batched_products_give_the_same_bits_on_any_pool() {
    // Eight products, shared out over the pool's threads whole.
    let q = Tensor::<Float32>::from_shape_vec(&[8, 200, 64], values(8 * 200 * 64, 16)).unwrap();
    let k = Tensor::<Float32>::from_shape_vec(&[8, 200, 64], values(8 * 200 * 64, 17)).unwrap();
    let (q, k) = (q.clip(-1.0, 1.0), k.clip(-1.0, 1.0));
    same_on_any_pool("einsum f32", || bits32(einsum("hqd,hkd->hqk", (&q, &k))));
    let one = einsum("hqd,hkd->hqk", (&q, &k)).index_axis(0, 3).unwrap();
    let alone = einsum(
        "qd,kd->qk",
        (&q.index_axis(0, 3).unwrap(), &k.index_axis(0, 3).unwrap()),
    );
    assert_eq!(
        bits32(one),
        bits32(alone),
        "a batch's product is the product alone"
    );
}

#[test]
fn matmul_gives_the_same_bits_on_any_pool() {
    let a = Tensor::<Float32>::from_shape_vec(&[300, 257], values(300 * 257, 14)).unwrap();
    let b = Tensor::<Float32>::from_shape_vec(&[257, 301], values(257 * 301, 15)).unwrap();
    let a = a.clip(-1.0, 1.0);
    let b = b.clip(-1.0, 1.0);
    same_on_any_pool("matmul f32", || bits32(a.matmul(&b)));
}
