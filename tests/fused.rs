//! Fused chains ([`Lazy`]) give the bits of the same operations run eagerly,
//! for every real dtype, with broadcast operands, Rust scalars, mixed
//! dtypes and XLA's rewrites (a broadcast divisor, a `Bool` factor); on any
//! number of threads; and report the eager operations' errors.

mod common;

use dtype_lattice::elements::RawBits;
use dtype_lattice::*;

/// Rows and columns of the test matrices: a row is not a multiple of the
/// fused block (1,024), and the whole spans several blocks.
const ROWS: usize = 67;
const COLS: usize = 45;

/// A deterministic spread of values in `[-8, 8)` (xorshift), with NaN, the
/// infinities, signed zeros, a subnormal and large values among them.
fn values(n: usize, seed: u64) -> Vec<f64> {
    common::xorshift(n, seed)
        .enumerate()
        .map(|(i, u)| match i % 101 {
            0 => f64::NAN,
            1 => f64::INFINITY,
            2 => f64::NEG_INFINITY,
            3 => -0.0,
            4 => 0.0,
            5 => 1e-310,
            6 => 3e38,
            _ => (u - 0.5) * 16.0,
        })
        .collect()
}

/// A tensor of `shape` of dtype `D`, from [`values`] converted as `astype`.
fn tensor<D: DType>(shape: &[usize], seed: u64) -> Tensor<D> {
    let n = shape.iter().product();
    Tensor::<Float64>::from_shape_vec(shape, values(n, seed))
        .expect("the values fill the shape")
        .cast::<D>()
}

/// The tensors have one shape and the same bits, element by element.
fn assert_same_bits<D: DType>(what: &str, fused: &Tensor<D>, eager: &Tensor<D>)
where
    D::Elem: RawBits,
{
    assert_eq!(fused.shape(), eager.shape(), "{what}: shapes");
    for (i, (f, e)) in fused.iter().zip(eager.iter()).enumerate() {
        assert_eq!(
            f.to_raw(),
            e.to_raw(),
            "{what}: element {i} is {f:?} fused, {e:?} eager"
        );
    }
}

/// The chains, each fused and eager, for the float dtype `$d`.
macro_rules! float_chains {
    ($($name:ident: $d:ty;)*) => {$(
        #[test]
        fn $name() {
            type D = $d;
            let x = tensor::<D>(&[ROWS, COLS], 1);
            let y = tensor::<D>(&[ROWS, COLS], 2);
            let row = tensor::<D>(&[COLS], 3);
            let column = tensor::<D>(&[ROWS, 1], 4);
            let wide = tensor::<Float32>(&[COLS], 5);
            let zero_d = tensor::<D>(&[], 6);
            let mask = tensor::<Float32>(&[ROWS, COLS], 7).greater(0.0);

            // A bias add and an activation, with a weak float.
            let fused = ((x.lazy() + &row) * 0.5).tanh().eval();
            let eager = ((&x + &row) * 0.5).tanh();
            assert_same_bits("tanh((x + row) * 0.5)", &fused, &eager);

            // GELU's tanh form as JAX writes it, `x` read four times.
            let c = (2.0 / std::f64::consts::PI).sqrt();
            let fused = (x.lazy() * 0.5
                * (1.0 + ((x.lazy() + x.lazy() * &x * &x * 0.044715) * c).tanh()))
            .eval();
            let eager = &x * 0.5 * (1.0 + ((&x + &x * &x * &x * 0.044715) * c).tanh());
            assert_same_bits("gelu", &fused, &eager);

            // Layer norm's centring and scaling: a per-row statistic, a
            // per-column scale and shift.
            let fused = ((x.lazy() - &column) * &column * &row + &row).eval();
            let eager = (&x - &column) * &column * &row + &row;
            assert_same_bits("(x - m) * r * g + b", &fused, &eager);

            // Division: by a tensor of the same shape exactly, by a
            // broadcast one or a scalar through its reciprocal (XLA's rewrite).
            let fused = (x.lazy() / &y).eval();
            assert_same_bits("x / y", &fused, &(&x / &y));
            let fused = (x.lazy() / &row / 3.0 / &zero_d).eval();
            assert_same_bits("x / row / 3 / zero_d", &fused, &(&x / &row / 3.0 / &zero_d));
            let fused = (2.0 / x.lazy()).eval();
            assert_same_bits("2 / x", &fused, &(2.0 / &x));
            // Rust scalars on the left of every operator (converted to the
            // step's dtype once): the eager operators' bits.
            let fused = (1.5 - x.lazy() * (0.25 * y.lazy()) + 3.0 % x.lazy()).eval();
            let eager = 1.5 - &x * (0.25 * &y) + 3.0 % &x;
            assert_same_bits("1.5 - x * (0.25 * y) + 3 % x", &fused, &eager);
            let fused = (2 - x.lazy()).exp().eval();
            assert_same_bits("exp(2 - x)", &fused, &(2 - &x).exp());

            // Mixed dtypes: the join is float32 or wider.
            let fused = (x.lazy() * &wide - 1).exp().eval();
            let eager = (&x * &wide - 1).exp();
            assert_same_bits("exp(x * wide - 1)", &fused, &eager);

            // A `Bool` factor, not broadcast: a select, as XLA makes it.
            let fused = (x.lazy() * &mask).eval();
            assert_same_bits("x * mask", &fused, &(&x * &mask));

            // A chain broadcast against a larger one is evaluated first.
            let fused = (x.lazy() + (row.lazy() * 2.0).exp()).log1p().eval();
            let eager = (&x + (&row * 2.0).exp()).log1p();
            assert_same_bits("log1p(x + exp(row * 2))", &fused, &eager);

            // Functions, negation, extrema.
            let fused = (-(x.lazy().sin() + y.lazy().cos()))
                .maximum(&column)
                .minimum(0.5)
                .eval();
            let eager = (-(x.sin() + y.cos())).maximum(&column).minimum(0.5);
            assert_same_bits("min(max(-(sin x + cos y), column), 0.5)", &fused, &eager);
            let fused = (x.lazy().sqrt() + y.lazy().expm1()).log().eval();
            assert_same_bits("log(sqrt x + expm1 y)", &fused, &(x.sqrt() + y.expm1()).log());

            // Comparisons give `Bool`; casts round as `astype`.
            let fused = x.lazy().less(&row).eval();
            assert_eq!(fused.to_vec(), x.less(&row).to_vec(), "x < row");
            let fused = (x.lazy() * 100.0).cast::<Int8>().eval();
            assert_eq!(fused.to_vec(), (&x * 100.0).cast::<Int8>().to_vec(), "int8(x * 100)");

            // `where` (branches converted to their join first), `clip`,
            // `round`: an attention mask, a quantisation to int8.
            let fused = mask.lazy().where_cond(x.lazy() * 2.0, f64::NEG_INFINITY).eval();
            let eager = mask.where_cond(&(&x * 2.0), f64::NEG_INFINITY);
            assert_same_bits("where(mask, x * 2, -inf)", &fused, &eager);
            let fused = x.lazy().greater(0.5).where_cond(&wide, &y).eval();
            assert_same_bits("where(x > 0.5, wide, y)", &fused, &x.greater(0.5).where_cond(&wide, &y));
            let fused = (x.lazy() / &column).round().clip(-128, 127).cast::<Int8>().eval();
            let eager = (&x / &column).round().clip(-128, 127).cast::<Int8>();
            assert_eq!(fused.to_vec(), eager.to_vec(), "int8(clip(round(x / s)))");
            let fused = x.lazy().clip(&column, y.lazy().exp()).eval();
            assert_same_bits("clip(x, column, exp y)", &fused, &x.clip(&column, &y.exp()));
            let fused = x.lazy().clip(-0.5, &wide).eval();
            assert_same_bits("clip(x, -0.5, wide)", &fused, &x.clip(-0.5, &wide));

            // Scalars and 0-d tensors only.
            let fused = (zero_d.lazy() * 3.0 + 1).eval();
            assert_same_bits("zero_d * 3 + 1", &fused, &(&zero_d * 3.0 + 1));
            let fused = x.lazy().eval();
            assert_same_bits("x", &fused, &x);
        }
    )*};
}

float_chains! {
    bfloat16_chains: BFloat16;
    float16_chains: Float16;
    float32_chains: Float32;
    float64_chains: Float64;
    weak_float_chains: WeakFloat;
}

/// Integer chains wrap as the eager operations do; `%` and `//` are
/// Python's.
#[test]
fn integer_chains() {
    let a = tensor::<Int8>(&[ROWS, COLS], 1);
    let b = tensor::<UInt8>(&[COLS], 2);
    let c = tensor::<Int32>(&[ROWS, COLS], 3);
    let fused = ((a.lazy() + &b) * 7 - &c).eval();
    assert_eq!(fused.to_vec(), ((&a + &b) * 7 - &c).to_vec());
    let fused = (a.lazy() % 5).floor_divide(&b).eval();
    assert_eq!(fused.to_vec(), (&a % 5).floor_divide(&b).to_vec());
    let fused = ((a.lazy() & 0x3c) ^ &c | 1).eval();
    assert_eq!(fused.to_vec(), ((&a & 0x3c) ^ &c | 1).to_vec());
    let fused = (a.lazy() / 3).eval();
    assert_eq!(fused.to_vec(), (&a / 3).to_vec());
    // Rust scalars on the left, as weak ints.
    let fused = ((100 - a.lazy()) * (3 * c.lazy()) + (7 % b.lazy()) - (1 | a.lazy())).eval();
    let eager = (100 - &a) * (3 * &c) + (7 % &b) - (1 | &a);
    assert_eq!(fused.to_vec(), eager.to_vec());
}

/// A transposed tensor is read in row-major order.
#[test]
fn strided_operands() {
    let x = tensor::<Float32>(&[COLS, ROWS], 1).into_t();
    assert!(x.view().as_slice().is_none(), "strided");
    let y = tensor::<Float32>(&[ROWS, COLS], 2);
    let fused = (x.lazy() * &y + 1.0).eval();
    assert_same_bits("x.T * y + 1", &fused, &(&x * &y + 1.0));
}

/// Large chains run on the pool's threads and give the same bits on 1, 2
/// and 3 threads.
#[cfg(feature = "rayon")]
#[test]
fn same_bits_on_any_pool() {
    let x = tensor::<BFloat16>(&[1001, 777], 1);
    let row = tensor::<Float32>(&[777], 2);
    let column = tensor::<BFloat16>(&[1001, 1], 3);
    let run = || ((x.lazy() - &row) * &column).exp().eval().to_vec();
    let one: Vec<f32> = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a pool")
        .install(run);
    for threads in [2, 3] {
        let many = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("a pool")
            .install(run);
        assert!(
            many.iter().zip(&one).all(|(a, b)| a.to_raw() == b.to_raw()),
            "{threads} threads differ from one"
        );
    }
    let eager: Tensor<Float32> = ((&x - &row) * &column).exp();
    assert!(
        eager
            .iter()
            .zip(&one)
            .all(|(a, b)| a.to_raw() == b.to_raw())
    );
}

/// Shapes that do not broadcast are the eager operation's error, found
/// when the chain is evaluated; so is a scalar past `i64`.
#[test]
fn errors() {
    let x = tensor::<Float32>(&[3, 4], 1);
    let y = tensor::<Float32>(&[3], 2);
    let eager = x.try_add(&y).expect_err("(3, 4) and (3,) do not broadcast");
    let chain = (x.lazy() + &y).exp() * 2.0;
    assert_eq!(chain.shape().expect_err("no shape"), &eager);
    let fused = chain
        .try_eval()
        .expect_err("(3, 4) and (3,) do not broadcast");
    assert_eq!(fused, eager);
    assert_eq!(
        fused.to_string(),
        "shapes [3, 4] and [3] do not broadcast: from the last axis back, lengths must be equal or 1"
    );
    let past = x.lazy() + u64::MAX;
    assert!(past.try_eval().is_err());
    assert_eq!((x.lazy() + &x).shape().expect("a shape"), [3, 4]);
}

/// `eval` panics with the error's message.
#[test]
#[should_panic(expected = "do not broadcast")]
fn eval_panics_on_shapes_that_do_not_broadcast() {
    let x = tensor::<Float32>(&[3, 4], 1);
    let y = tensor::<Float32>(&[3], 2);
    let _ = (x.lazy() * &y).eval();
}

/// Chains of empty tensors give empty results of the broadcast shape.
#[test]
fn empty_chains() {
    let rows = Tensor::<Float32>::zeros(&[0, 3]);
    let row = tensor::<Float32>(&[3], 1);
    let fused = (rows.lazy() + &row).exp().eval();
    assert_eq!(fused.shape(), [0, 3]);
    let columns = Tensor::<Float32>::zeros(&[300, 0]);
    let fused: Tensor<Float32> = (columns.lazy() * 2.0)
        .where_cond(&columns, 1.0)
        .try_eval()
        .expect("an empty chain");
    assert_eq!(fused.shape(), [300, 0]);
    assert!(fused.to_vec().is_empty());
}
