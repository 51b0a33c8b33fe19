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
use values::{Answer, answer, check_answer, fixture_lines, op_tolerance, owned, parse, summation};

struct Fixture {
    inputs: HashMap<String, Vec<String>>,
    /// `(op, dtype, axes, keepdims)` to JAX's answer.
    values: HashMap<(String, String, String, bool), Answer>,
}

impl Fixture {
    fn load() -> Fixture {
        let text = include_str!("fixtures/jax_axes.txt");
        let mut fx = Fixture {
            inputs: HashMap::new(),
            values: HashMap::new(),
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
    assert!(
        mismatches.is_empty(),
        "{} cases differ from JAX:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
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
