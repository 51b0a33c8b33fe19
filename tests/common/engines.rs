//! What the engine tests share (`tests/candle.rs`, `tests/burn.rs`): the
//! values, the comparisons of an engine's results with the CPU engine's,
//! and the checks of every binary operation for a pair of dtypes. A test
//! file includes it with `#[macro_use] #[path = "common/engines.rs"]` and
//! defines `on_device`, which moves a CPU tensor to its engine.

#![allow(dead_code)] // each test file uses its own part of this module

use dtype_lattice::prelude::*;

/// Edge values, and values whose products stay in `int64`'s range (candle's
/// and burn's CPU kernels compute integers with Rust's `+` and `*`, which
/// panic on overflow in a debug build). No subnormals of `float32`: XLA
/// flushes them to zero, candle and burn keep them (their modules' docs).
pub const EDGES: [f64; 28] = [
    0.0,
    -0.0,
    1.0,
    -1.0,
    2.0,
    -2.0,
    3.0,
    7.0,
    -128.0,
    127.0,
    255.0,
    256.0,
    -32768.0,
    32767.0,
    65535.0,
    2147483647.0,
    -2147483648.0,
    0.5,
    -0.5,
    1.5,
    2.5,
    1e-3,
    65504.0,
    448.0,
    1e-30,
    f64::INFINITY,
    f64::NEG_INFINITY,
    f64::NAN,
];

/// The edge values and 36 seeded random ones (within ±70,000), as `D`,
/// converted from `float64` as JAX's `astype` converts them.
pub fn values<D: DType>(rotate: usize) -> Tensor<D> {
    values_in::<D, Standard>(rotate)
}

/// [`values`], under policy `P`.
pub fn values_in<D: DType, P: Policy>(rotate: usize) -> Tensor<D, P> {
    let mut state = 0x2545_f491_4f6c_dd1du64 ^ rotate as u64;
    let mut all: Vec<f64> = EDGES.to_vec();
    for _ in 0..36 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let unit = (state >> 11) as f64 / (1u64 << 53) as f64;
        all.push((unit - 0.5) * 140_000.0 / f64::from(1 + (state % 7) as u32).powi(3));
    }
    if matches!(D::ID, DTypeId::Int64 | DTypeId::UInt64 | DTypeId::UInt32) {
        // ±inf and NaN convert to the extremes, whose sums and products
        // overflow `int64`: the engines' CPU kernels panic on that in a debug
        // build.
        all.iter_mut()
            .filter(|x| !x.is_finite())
            .for_each(|x| *x = 0.0);
    }
    let len = all.len();
    all.rotate_left(rotate % len);
    Tensor::<Float64, P>::from_vec(all).cast::<D>()
}

/// Equal elements, NaN equal to NaN and `-0.0` apart from `0.0` (by bits for floats).
pub fn assert_same<D: DType, P: Policy, E: Engine + Holds<D>>(
    got: &Tensor<D, P, E>,
    expected: &Tensor<D, P>,
    what: &str,
) {
    assert_equal(got, expected, false, what);
}

/// [`assert_same`], with `-0.0` equal to `0.0` where `any_zero`: candle's
/// `maximum` and `minimum` of `0.0` and `-0.0` give the left one, burn's the
/// right one.
pub fn assert_equal<D: DType, P: Policy, E: Engine + Holds<D>>(
    got: &Tensor<D, P, E>,
    expected: &Tensor<D, P>,
    any_zero: bool,
    what: &str,
) {
    let got = got.to_tensor().unwrap();
    assert_eq!(got.shape(), expected.shape(), "{what}: shape");
    assert_eq!(got.dtype(), expected.dtype(), "{what}: dtype");
    if any_zero {
        let (g, e) = (
            got.cast::<Float64>().to_vec(),
            expected.cast::<Float64>().to_vec(),
        );
        for (i, (g, e)) in g.iter().zip(&e).enumerate() {
            let equal = g == e || (g.is_nan() && e.is_nan());
            assert!(equal, "{what}: element {i}: engine {g:?}, Tensor {e:?}");
        }
        return;
    }
    // XLA flushes subnormal results to zero (with their sign); the engines keep them.
    let smallest_normal = match D::ID {
        DTypeId::Float16 => 6.103515625e-5,
        DTypeId::Float32 | DTypeId::BFloat16 => f64::from(f32::MIN_POSITIVE),
        DTypeId::Float64 => f64::MIN_POSITIVE,
        _ => 0.0,
    };
    let (wide, expected_wide) = (
        got.cast::<Float64>().to_vec(),
        expected.cast::<Float64>().to_vec(),
    );
    let (got, expected) = (got.to_vec(), expected.to_vec());
    for (i, (g, e)) in got.iter().zip(&expected).enumerate() {
        let (x, flushed_to) = (wide[i], expected_wide[i]);
        let flushed = x.abs() < smallest_normal
            && flushed_to == 0.0
            && flushed_to.is_sign_negative() == x.is_sign_negative();
        let same = format!("{g:?}") == format!("{e:?}") || flushed;
        assert!(same, "{what}: element {i}: engine {g:?}, Tensor {e:?}");
    }
}

/// Every binary operation of the engine's for the pair `$a`, `$b`: same-shape
/// operands, a broadcast right operand (a divisor of another row count), and
/// Rust scalars on the right.
macro_rules! pairs {
    ($($a:ident, $b:ident;)*) => {$({
        // A function per pair: one frame each, not all on the test's stack.
        fn check() {
        let (a, b) = (values::<$a>(0), values::<$b>(5));
        let (ca, cb) = (on_device(&a), on_device(&b));
        let row = values::<$b>(11).slice(s![..8]).unwrap();
        let (grid, crow) = (values::<$a>(3).reshape(&[8, 8]).unwrap(), on_device(&row));
        let cgrid = on_device(&grid);
        let what = concat!(stringify!($a), ", ", stringify!($b));
        pairs!(@ops what, a, b, ca, cb; + * / maximum minimum less less_equal greater
            greater_equal equal not_equal);
        pairs!(@ops what, grid, row, cgrid, crow; + * / maximum minimum less equal);
        assert_same(&(&ca + 3), &(&a + 3), concat!(stringify!($a), " + 3"));
        assert_same(&(&ca * 2.5), &(&a * 2.5), concat!(stringify!($a), " * 2.5"));
        assert_same(&(&ca / 3.0), &(&a / 3.0), concat!(stringify!($a), " / 3.0"));
        assert_equal(&ca.maximum(0.0), &a.maximum(0.0), true, concat!(stringify!($a), " max 0.0"));
        // Every Rust scalar type, on either side, as the CPU engine takes it.
        assert_same(&(&ca + 3_u8), &(&a + 3_u8), concat!(stringify!($a), " + 3u8"));
        assert_same(&(&ca * 0.5_f32), &(&a * 0.5_f32), concat!(stringify!($a), " * 0.5f32"));
        assert_same(&(2.0 * &ca), &(2.0 * &a), concat!("2.0 * ", stringify!($a)));
        assert_same(&(7 - &ca), &(7 - &a), concat!("7 - ", stringify!($a)));
        // Scalars on burn run its scalar kernels: the scalar converted as the
        // tensor would be, comparisons included.
        assert_same(&(&ca - 1), &(&a - 1), concat!(stringify!($a), " - 1"));
        assert_same(&(&ca / 2), &(&a / 2), concat!(stringify!($a), " / 2"));
        assert_same(&(&ca + 1e-4), &(&a + 1e-4), concat!(stringify!($a), " + 1e-4"));
        assert_same(&ca.less(3), &a.less(3), concat!(stringify!($a), " < 3"));
        assert_same(&ca.greater_equal(-1.5), &a.greater_equal(-1.5), concat!(stringify!($a), " >= -1.5"));
        assert_same(&ca.not_equal(0), &a.not_equal(0), concat!(stringify!($a), " != 0"));
        assert_same(&ca.equal(65535.0), &a.equal(65535.0), concat!(stringify!($a), " == 65535.0"));
        }
        check();
    })*};
    (@ops $what:expr, $a:ident, $b:ident, $ca:ident, $cb:ident; $($op:tt)*) => {$(
        pairs!(@op $what, $a, $b, $ca, $cb, $op);
    )*};
    (@op $what:expr, $a:ident, $b:ident, $ca:ident, $cb:ident, $op:ident) => {
        let any_zero = matches!(stringify!($op), "maximum" | "minimum");
        let what = format!("{} {}", stringify!($op), $what);
        assert_equal(&$ca.$op(&$cb), &$a.$op(&$b), any_zero, &what);
    };
    (@op $what:expr, $a:ident, $b:ident, $ca:ident, $cb:ident, $op:tt) => {
        assert_same(&(&$ca $op &$cb), &(&$a $op &$b), &format!("{} {}", stringify!($op), $what));
    };
}

/// `-` for the pairs whose join is not `Bool`.
macro_rules! differences {
    ($($a:ident, $b:ident;)*) => {$({
        let (a, b) = (values::<$a>(0), values::<$b>(9));
        let got = &on_device(&a) - &on_device(&b);
        assert_same(&got, &(&a - &b), concat!(stringify!($a), " - ", stringify!($b)));
    })*};
}

/// Relative closeness, for an engine's element functions and sums against the crate's.
pub fn assert_close<D: DType, P: Policy, E: Engine + Holds<D>>(
    got: &Tensor<D, P, E>,
    expected: &Tensor<D, P>,
    rtol: f64,
    what: &str,
) {
    assert_near(got, expected, rtol, 0.0, what);
}

/// [`assert_close`], or within `atol`: for sums and means, whose rounding
/// depends on the order of the additions, `rtol` times the largest input.
pub fn assert_near<D: DType, P: Policy, E: Engine + Holds<D>>(
    got: &Tensor<D, P, E>,
    expected: &Tensor<D, P>,
    rtol: f64,
    atol: f64,
    what: &str,
) {
    let got = got.to_tensor().unwrap().cast::<Float64>().to_vec();
    let expected = expected.cast::<Float64>().to_vec();
    assert_eq!(got.len(), expected.len(), "{what}");
    for (i, (g, e)) in got.iter().zip(&expected).enumerate() {
        let close = (g.is_nan() && e.is_nan())
            || g == e
            || (g - e).abs() <= rtol * e.abs().max(1e-30)
            || (g - e).abs() <= atol;
        assert!(close, "{what}: element {i}: engine {g}, Tensor {e}");
    }
}
