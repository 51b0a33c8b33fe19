//! Float sums in XLA's order: `jnp.sum`, `jnp.mean` and `jnp.var` of
//! `float32` and `float64` tensors, whole and along an axis, against the bits
//! of JAX 0.10.2
//! (`fixtures/jax_sum_order.txt`, written by `tools/jax_sum_order_fixtures.py`).
//! The values are generated here as there, from an integer hash.
//!
//! Where the crate reproduces XLA's order (`kernels::reduce`'s docs) every
//! bit is JAX's; the cases whose order is not reproduced are listed in
//! `NOT_EXACT`, and must still agree within 4 ulps. The test prints the
//! fraction of exact results of every case.
//!
//! JAX's own bits depend on the machine: the fixtures come from a process
//! that may run on two CPUs, and XLA's scheduler tiles some `float32` sums
//! by that count (the fixture script says which).

use dtype_lattice::*;

/// The cases whose order the crate does not reproduce: `(op, shape, axis)`.
/// The sums of `[10, 40000]` along its rows, whose tiles YNNPACK's
/// scheduler cuts by a rule not reproduced (its variances are exact); the
/// variances of `[8, 100]` along its columns, which XLA's own loops (below
/// 4,096 elements) add in an order that neither a plain nor a fused
/// (multiply-add) chain of each column's squares gives (74 and 94 of its
/// 100 `float32` values in a NumPy emulation).
const NOT_EXACT: &[(&str, &str, &str)] = &[
    ("sum", "10x40000", "1"),
    ("mean", "10x40000", "1"),
    ("var", "8x100", "0"),
];

/// The test's values, as `values` in the fixture script.
fn values(n: usize, seed: u64) -> Vec<f64> {
    (0..n as u64)
        .map(|i| {
            let mut x = (seed << 32)
                .wrapping_add(i)
                .wrapping_add(0x9E37_79B9_7F4A_7C15);
            x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            x ^= x >> 31;
            let mantissa = (x >> 40) as i64 - (1 << 23);
            let exponent = 16 + ((x >> 20) & 15) as i32;
            mantissa as f64 / 2f64.powi(exponent)
        })
        .collect()
}

/// The distance in ulps of two floats of the same sign and kind, by their bits.
fn ulps(a: u64, b: u64) -> u64 {
    a.abs_diff(b)
}

fn results<D, F>(op: &str, x: &Tensor<D>, axis_name: &str, bits: F) -> Vec<u64>
where
    D: Reduce<Sum = D, Mean = D, Variance = D> + Inexact,
    F: Fn(D::Elem) -> u64,
{
    let axis = |a: &str| a.parse::<usize>().unwrap();
    let out = match (op, axis_name) {
        ("sum", "all") => x.sum().to_vec(),
        ("mean", "all") => x.mean().to_vec(),
        ("var", "all") => x.var().to_vec(),
        ("sum", a) => x.sum_axis(axis(a)).unwrap().to_vec(),
        ("mean", a) => x.mean_axis(axis(a)).unwrap().to_vec(),
        ("var", a) => x.var_axis(axis(a)).unwrap().to_vec(),
        _ => panic!("an operation of the fixtures: {op}"),
    };
    out.into_iter().map(bits).collect()
}

#[test]
fn sums_have_jaxs_bits_where_the_order_is_xlas() {
    let text = include_str!("fixtures/jax_sum_order.txt");
    let mut report = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [op, dtype, dims, axis, seed, ref expected @ ..] = fields[..] else {
            panic!("a fixture line: {line}")
        };
        let shape: Vec<usize> = dims.split('x').map(|d| d.parse().unwrap()).collect();
        let data = values(shape.iter().product(), seed.parse().unwrap());
        let expected: Vec<u64> = expected
            .iter()
            .map(|b| u64::from_str_radix(b, 16).unwrap())
            .collect();
        let got = if dtype == "float32" {
            let data: Vec<f32> = data.iter().map(|&v| v as f32).collect();
            let x = Tensor::<Float32>::from_shape_vec(&shape, data).unwrap();
            results(op, &x, axis, |v| u64::from(v.to_bits()))
        } else {
            let x = Tensor::<Float64>::from_shape_vec(&shape, data).unwrap();
            results(op, &x, axis, f64::to_bits)
        };
        assert_eq!(got.len(), expected.len(), "{line:.60}");
        let exact = got.iter().zip(&expected).filter(|(a, b)| a == b).count();
        let worst = got.iter().zip(&expected).map(|(&a, &b)| ulps(a, b)).max();
        let case = format!("{op} {dtype} {dims} axis {axis}");
        report.push(format!("{case}: {exact}/{} exact", got.len()));
        if NOT_EXACT.contains(&(op, dims, axis)) {
            assert!(worst <= Some(4), "{case}: {worst:?} ulps");
        } else {
            assert_eq!(exact, got.len(), "{case}: worst {worst:?} ulps");
        }
    }
    println!("{}", report.join("\n"));
}
