//! Reductions over several axes, negative axes and `keepdims` against real
//! JAX: `fixtures/jax_axes.txt`, written by `tools/jax_axes_fixtures.py`.
//! `sum`, `prod`, `mean`, `var`, `std`, `max`, `min`, `any`, `all`,
//! `argmax` and `argmin` of a `(2, 3, 4)` tensor of nine dtypes, for every
//! `axis=` (all, one from either end, several in either order, none) with and
//! without `keepdims`: the result's dtype, its shape, and its values (exact
//! but for float sums and what is computed from them, `mean`, `var`, `std`:
//! within 4 ulps), and an error wherever JAX raises.

#[path = "common/values.rs"]
mod values;

use std::collections::HashMap;

use dtype_lattice::*;
use values::{
    Answer, answer, assert_agree, check_answer, fixture_lines, op_tolerance, owned, parse,
    summation,
};

struct Fixture {
    inputs: HashMap<String, Vec<String>>,
    /// `(op, dtype, axes, keepdims)` to JAX's answer.
    values: HashMap<(String, String, String, bool), Answer>,
    /// The long inputs of the `dtype=` cases, by name.
    long: HashMap<String, Vec<String>>,
    /// `(op, input, dtype=, axes, keepdims)` to JAX's answer.
    as_values: HashMap<(String, String, String, String, bool), Answer>,
}

impl Fixture {
    fn load() -> Fixture {
        let text = include_str!("fixtures/jax_axes.txt");
        let mut fx = Fixture {
            inputs: HashMap::new(),
            values: HashMap::new(),
            long: HashMap::new(),
            as_values: HashMap::new(),
        };
        for fields in fixture_lines(text) {
            match fields[..] {
                ["input", name, ref values @ ..] => {
                    fx.inputs.insert(name.into(), owned(values));
                }
                ["value", op, name, axes, keep, ref rest @ ..] => {
                    let answer = answer(rest);
                    let key = (op.into(), name.into(), axes.into(), keep == "1");
                    fx.values.insert(key, answer);
                }
                ["long", name, _dtype, ref values @ ..] => {
                    fx.long.insert(name.into(), owned(values));
                }
                ["as", op, input, target, axes, keep, ref rest @ ..] => {
                    let key = (
                        op.into(),
                        input.into(),
                        target.into(),
                        axes.into(),
                        keep == "1",
                    );
                    fx.as_values.insert(key, answer(rest));
                }
                _ => panic!("unknown fixture line {fields:?}"),
            }
        }
        fx
    }

    fn tensor<D: DType>(&self) -> Tensor<D> {
        let texts = &self.inputs[D::ID.to_string().as_str()];
        let data = texts.iter().map(|t| parse::<D>(t)).collect();
        Tensor::from_shape_vec(&[2, 3, 4], data).unwrap()
    }

    /// The long input `name`, of shape `[6, 1000]`.
    fn long<D: DType>(&self, name: &str) -> Tensor<D> {
        let data = self.long[name].iter().map(|t| parse::<D>(t)).collect();
        Tensor::from_shape_vec(&[6, 1000], data).unwrap()
    }
}

/// The `dtype=` cases' axes, by the fixture's names: of the reductions,
/// then of `cumsum` and `cumprod`.
const AS_AXES: [(&str, Option<&[isize]>); 3] =
    [("all", None), ("-1", Some(&[-1])), ("[0,2]", Some(&[0, 2]))];
const CUMULATIVE_AXES: [(&str, Option<isize>); 3] =
    [("all", None), ("0", Some(0)), ("-1", Some(-1))];

/// A reduction with a `dtype=` of the input tensor over the axes (all
/// for `None`), keeping them or not.
type AsReduction<'a, D, O> =
    &'a dyn Fn(&Tensor<D>, Option<&[isize]>, bool) -> Result<Tensor<O>, ShapeError>;

/// Checks the `dtype=` cases of `op` of the input `input` (`x`), with
/// `dtype=O` (`target`, `none` for none): exact, every value.
fn check_as<D: DType, O: DType>(
    fx: &Fixture,
    op: &str,
    input: &str,
    target: &str,
    x: &Tensor<D>,
    f: AsReduction<'_, D, O>,
) -> Vec<String> {
    let mut mismatches = Vec::new();
    for (axes_name, axes) in AS_AXES {
        // XLA's loop that converts the input and reduces over several axes
        // can fold the short innermost one first (see `fold_runs` in
        // src/tensor/reduce.rs): there, within 4 ulps of a result 64 times
        // larger (the sums cancel).
        let converted = target != input && target != "none";
        let tolerance = match axes {
            Some(axes) if axes.len() > 1 && converted => {
                let (ulps, mantissa) = summation(O::ID);
                (ulps, mantissa - 6)
            }
            _ => (0, 0),
        };
        for keepdims in [false, true] {
            let key = (
                op.into(),
                input.into(),
                target.into(),
                axes_name.into(),
                keepdims,
            );
            let what = format!("{op} {input} dtype={target} axis={axes_name} keepdims={keepdims}");
            let got = f(x, axes, keepdims);
            mismatches.extend(check_answer(&what, &fx.as_values[&key], got, tolerance));
        }
    }
    mismatches
}

/// The axes of a `dtype=` case.
fn axes_of(axes: Option<&[isize]>) -> Axes {
    match axes {
        None => Axes::All,
        Some(axes) => Axes::from(axes.to_vec()),
    }
}

/// The `sum`, `prod`, `cumsum` and `cumprod` cases of `x` with `dtype=O`.
fn check_as_every<D: Reduce, O: DType>(fx: &Fixture, input: &str, x: &Tensor<D>) -> Vec<String> {
    let target = O::ID.to_string();
    let mut mismatches = Vec::new();
    let sum = |x: &Tensor<D>, a: Option<&[isize]>, k| x.sum_axes_as::<O>(axes_of(a), k);
    let prod = |x: &Tensor<D>, a: Option<&[isize]>, k| x.prod_axes_as::<O>(axes_of(a), k);
    mismatches.extend(check_as(fx, "sum", input, &target, x, &sum));
    mismatches.extend(check_as(fx, "prod", input, &target, x, &prod));
    // JAX's scans run as a tree of partial sums (`associative_scan`), the
    // crate's in order: within 4 ulps, as in `tests/jax_reductions.rs`. Its
    // complex products give zeros of other signs: not compared.
    let scans: &[&str] = match O::ID {
        DTypeId::Complex64 => &["cumsum"],
        _ => &["cumsum", "cumprod"],
    };
    for (axes_name, axis) in CUMULATIVE_AXES {
        for &op in scans {
            let key = (
                op.into(),
                input.into(),
                target.clone(),
                axes_name.into(),
                false,
            );
            let what = format!("{op} {input} dtype={target} axis={axes_name}");
            let got = match (op, axis) {
                ("cumsum", None) => Ok(x.cumsum_as::<O>()),
                ("cumsum", Some(a)) => x.cumsum_axis_as::<O>(a),
                (_, None) => Ok(x.cumprod_as::<O>()),
                (_, Some(a)) => x.cumprod_axis_as::<O>(a),
            };
            mismatches.extend(check_answer(
                &what,
                &fx.as_values[&key],
                got,
                summation(O::ID),
            ));
        }
    }
    mismatches
}

/// The `mean` cases of `x` with `dtype=O`, a float.
fn check_mean_as<D: Reduce, O: Float>(fx: &Fixture, input: &str, x: &Tensor<D>) -> Vec<String> {
    let mean = |x: &Tensor<D>, a: Option<&[isize]>, k| x.mean_axes_as::<O>(axes_of(a), k);
    check_as(fx, "mean", input, &O::ID.to_string(), x, &mean)
}

/// The `axis=` of the fixture's cases, by name.
fn axes_cases() -> Vec<(&'static str, Axes)> {
    vec![
        ("all", Axes::All),
        ("0", Axes::from(0)),
        ("2", Axes::from(2)),
        ("-1", Axes::from(-1)),
        ("-3", Axes::from(-3)),
        ("[0,2]", Axes::from([0, 2])),
        ("[2,0]", Axes::from([2, 0])),
        ("[-1,1]", Axes::from([-1, 1])),
        ("[0,1,2]", Axes::from([0, 1, 2])),
        ("[]", Axes::These(vec![])),
    ]
}

/// Checks `op` for every case of the fixture; returns the mismatches.
fn check<D: DType, R: DType>(
    fx: &Fixture,
    op: &str,
    f: impl Fn(&Tensor<D>, Axes, bool) -> Result<Tensor<R>, ShapeError>,
) -> Vec<String> {
    let x = fx.tensor::<D>();
    let name = D::ID.to_string();
    let mut mismatches = Vec::new();
    for (axes_name, axes) in axes_cases() {
        for keepdims in [false, true] {
            let what = format!("{op} {name} axis={axes_name} keepdims={keepdims}");
            let key = (
                op.to_string(),
                name.clone(),
                axes_name.to_string(),
                keepdims,
            );
            let got = f(&x, axes.clone(), keepdims);
            // A standard deviation is the square root of a sum's quotient.
            let tolerance = match op {
                "std" => summation(R::ID),
                _ => op_tolerance(op, R::ID),
            };
            mismatches.extend(check_answer(&what, &fx.values[&key], got, tolerance));
        }
    }
    mismatches
}

#[test]
fn reductions_over_axes_equal_jax() {
    let fx = Fixture::load();
    let mut mismatches = Vec::new();
    macro_rules! every_dtype {
        ($($d:ident)*) => {$(
            mismatches.extend(check::<$d, _>(&fx, "sum", |x, a, k| x.sum_axes(a, k)));
            mismatches.extend(check::<$d, _>(&fx, "prod", |x, a, k| x.prod_axes(a, k)));
            mismatches.extend(check::<$d, _>(&fx, "mean", |x, a, k| x.mean_axes(a, k)));
            mismatches.extend(check::<$d, _>(&fx, "var", |x, a, k| x.var_axes(a, k)));
            mismatches.extend(check::<$d, _>(&fx, "std", |x, a, k| x.std_axes(a, k)));
            mismatches.extend(check::<$d, _>(&fx, "max", |x, a, k| x.max_axes(a, k)));
            mismatches.extend(check::<$d, _>(&fx, "min", |x, a, k| x.min_axes(a, k)));
            mismatches.extend(check::<$d, _>(&fx, "any", |x, a, k| x.any_axes(a, k)));
            mismatches.extend(check::<$d, _>(&fx, "all", |x, a, k| x.all_axes(a, k)));
        )*};
    }
    every_dtype!(Bool UInt8 Int8 Int32 Float16 BFloat16 Float32 Float64 Complex64);
    macro_rules! ordered_dtypes {
        ($($d:ident)*) => {$(
            mismatches.extend(check::<$d, _>(&fx, "argmax", |x, a, k| x.argmax_axes(a, k)));
            mismatches.extend(check::<$d, _>(&fx, "argmin", |x, a, k| x.argmin_axes(a, k)));
        )*};
    }
    ordered_dtypes!(Bool UInt8 Int8 Int32 Float16 BFloat16 Float32 Float64);
    // JAX has no argmax of complex values, and neither has the crate.
    assert!(fx.values[&("argmax".into(), "complex64".into(), "all".into(), false)].is_none());
    static_assertions::assert_not_impl_any!(Complex64: Ordered);
    assert_agree(&mismatches, "cases");
}

/// `jnp.sum`, `prod`, `mean`, `cumsum` and `cumprod` with `dtype=`: every
/// input dtype to every target, the sums of long rows accumulating in the
/// half types (in XLA's tree-reduction order, rounding at each step) and
/// the products of long rows: every value JAX's, bit for bit.
#[test]
fn reductions_with_a_dtype_equal_jax() {
    let fx = Fixture::load();
    let mut mismatches = Vec::new();
    macro_rules! targets {
        ($d:ident: $($o:ident)*) => {{
            let x = fx.tensor::<$d>();
            let input = <$d as DType>::ID.to_string();
            $(mismatches.extend(check_as_every::<$d, $o>(&fx, &input, &x));)*
            for_floats!($d, x, input: Float16 BFloat16 Float32 Float64 Complex64);
        }};
    }
    macro_rules! for_floats {
        ($d:ident, $x:ident, $input:ident: $($o:ident)*) => {
            $(mismatches.extend(check_mean_as::<$d, $o>(&fx, &$input, &$x));)*
        };
    }
    macro_rules! inputs {
        ($($d:ident)*) => {$(
            targets!($d: Bool UInt8 Int8 Int32 Float16 BFloat16 Float32 Float64 Complex64);
        )*};
    }
    inputs!(Bool UInt8 Int8 Int32 Float16 BFloat16 Float32 Float64 Complex64);
    // Long rows: sums and means in the half types and in the floats, and
    // products (without a dtype= too).
    let sums = fx.long::<Float32>("sums_float32");
    let products = fx.long::<Float32>("products_float32");
    let half_products = fx.long::<BFloat16>("products_bfloat16");
    macro_rules! long {
        ($($o:ident)*) => {$({
            let target = <$o as DType>::ID.to_string();
            let sum = |x: &Tensor<Float32>, a: Option<&[isize]>, k| x.sum_axes_as::<$o>(axes_of(a), k);
            mismatches.extend(check_as(&fx, "sum", "sums_float32", &target, &sums, &sum));
            mismatches.extend(check_mean_as::<Float32, $o>(&fx, "sums_float32", &sums));
            let prod = |x: &Tensor<Float32>, a: Option<&[isize]>, k| x.prod_axes_as::<$o>(axes_of(a), k);
            mismatches.extend(check_as(&fx, "prod", "products_float32", &target, &products, &prod));
            let prod = |x: &Tensor<BFloat16>, a: Option<&[isize]>, k| x.prod_axes_as::<$o>(axes_of(a), k);
            mismatches.extend(check_as(&fx, "prod", "products_bfloat16", &target, &half_products, &prod));
        })*};
    }
    long!(Float16 BFloat16 Float32 Float64);
    let sum = |x: &Tensor<Float32>, a: Option<&[isize]>, k| x.sum_axes(axes_of(a), k);
    mismatches.extend(check_as(&fx, "sum", "sums_float32", "none", &sums, &sum));
    let mean = |x: &Tensor<Float32>, a: Option<&[isize]>, k| x.mean_axes(axes_of(a), k);
    mismatches.extend(check_as(&fx, "mean", "sums_float32", "none", &sums, &mean));
    let prod = |x: &Tensor<Float32>, a: Option<&[isize]>, k| x.prod_axes(axes_of(a), k);
    mismatches.extend(check_as(
        &fx,
        "prod",
        "products_float32",
        "none",
        &products,
        &prod,
    ));
    let prod = |x: &Tensor<BFloat16>, a: Option<&[isize]>, k| x.prod_axes(axes_of(a), k);
    mismatches.extend(check_as(
        &fx,
        "prod",
        "products_bfloat16",
        "none",
        &half_products,
        &prod,
    ));
    assert_agree(&mismatches, "cases");
}

#[test]
fn axes_out_of_range_or_named_twice_are_errors() {
    let x = Tensor::<Float32>::zeros(&[2, 3]);
    let message = |e: ShapeError| e.to_string();
    assert_eq!(
        message(x.sum_axes([0, -2], false).unwrap_err()),
        "axes [0, -2] name axis 0 more than once: expected each axis at most once"
    );
    assert_eq!(
        message(x.max_axes(2, true).unwrap_err()),
        "axis 2 is out of range for a tensor of 2 dimensions: expected an axis from -2 to 1"
    );
    assert_eq!(
        message(x.mean_axis(-3).unwrap_err()),
        "axis -3 is out of range for a tensor of 2 dimensions: expected an axis from -2 to 1"
    );
    assert_eq!(
        message(x.argmax_axes([0, 1], false).unwrap_err()),
        "argmax takes one axis or all of them, not the axes [0, 1]"
    );
    assert_eq!(
        message(
            Tensor::<Float32>::zeros(&[2, 0])
                .max_axes(-1, true)
                .unwrap_err()
        ),
        "cannot take the max of a tensor of shape [2, 0]: it has no elements to reduce, and max \
         has no identity"
    );
    // The same axis by any integer type.
    let y = Tensor::<Int32>::from_shape_vec(&[2, 2], vec![1, 2, 3, 4]).unwrap();
    for sums in [
        y.sum_axis(1_usize),
        y.sum_axis(-1_i64),
        y.sum_axis(1_u32),
        y.sum_axis(-1_isize),
    ] {
        assert_eq!(sums.unwrap().to_vec(), [3, 7]);
    }
    assert_eq!(y.cumsum_axis(-2).unwrap().to_vec(), [1, 2, 4, 6]);
}
