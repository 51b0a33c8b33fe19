//! `argmax`, `argmin`, `any`, `all`, `cumsum`, `cumprod`, `var` and `std`
//! against real JAX: `fixtures/jax_reductions.txt`, written by
//! `tools/jax_reduction_fixtures.py`. Every result dtype, and the values over
//! the whole tensor and along each axis of a (2, N) tensor of each dtype's edge
//! inputs and seeded random values of its whole range: exact for the indices
//! and the booleans, within 4 ulps where XLA may sum in another order.

#[path = "common/values.rs"]
mod values;

use std::collections::HashMap;

use dtype_lattice::*;
use values::{assert_agree, compare, fixture_lines, owned, parse};

struct Fixture {
    dtypes: HashMap<(String, String), Option<String>>,
    inputs: HashMap<String, Vec<String>>,
    /// `(op, dtype, axis)` to JAX's result dtype and values.
    values: HashMap<(String, String, String), (String, Vec<String>)>,
}

impl Fixture {
    fn load() -> Fixture {
        let text = include_str!("fixtures/jax_reductions.txt");
        let mut fx = Fixture {
            dtypes: HashMap::new(),
            inputs: HashMap::new(),
            values: HashMap::new(),
        };
        for fields in fixture_lines(text) {
            match fields[..] {
                ["dtype", op, name, result] => {
                    let result = (result != "-").then(|| result.to_string());
                    fx.dtypes.insert((op.into(), name.into()), result);
                }
                ["input", name, ref values @ ..] => {
                    fx.inputs.insert(name.into(), owned(values));
                }
                ["value", op, name, axis, result, ref values @ ..] => {
                    let key = (op.into(), name.into(), axis.into());
                    fx.values.insert(key, (result.into(), owned(values)));
                }
                _ => panic!("unknown fixture line {fields:?}"),
            }
        }
        fx
    }

    /// The (2, N) tensor of dtype `D`'s inputs.
    fn tensor<D: DType>(&self) -> Tensor<D> {
        let texts = &self.inputs[D::ID.to_string().as_str()];
        let k = texts.len() / 2;
        let data = texts[..2 * k].iter().map(|t| parse::<D>(t)).collect();
        Tensor::from_shape_vec(&[2, k], data).unwrap()
    }
}

/// Checks `op` over the whole tensor and along both axes; returns the mismatches.
fn check<D: DType, R: DType>(
    fx: &Fixture,
    op: &str,
    f: impl Fn(&Tensor<D>, Option<usize>) -> Result<Tensor<R>, ShapeError>,
) -> Vec<String> {
    let x = fx.tensor::<D>();
    let name = D::ID.to_string();
    let jax_dtype = fx.dtypes[&(op.to_string(), name.clone())].as_deref();
    assert_eq!(
        jax_dtype,
        Some(R::ID.to_string().as_str()),
        "{op} {name}: dtype"
    );
    let inexact = matches!(R::ID.kind(), Kind::Floating | Kind::ComplexFloating);
    let mantissa = match R::ID {
        DTypeId::BFloat16 => 7,
        DTypeId::Float16 => 10,
        DTypeId::Float32 | DTypeId::Complex64 => 23,
        _ => 52,
    };
    let tolerance = (if inexact { 4 } else { 0 }, mantissa);
    let mut mismatches = Vec::new();
    for (axis, axis_name) in [(None, "all"), (Some(0), "0"), (Some(1), "1")] {
        let key = (op.to_string(), name.clone(), axis_name.to_string());
        let (dtype, values) = &fx.values[&key];
        assert_eq!(R::ID.to_string(), *dtype, "{key:?}: result dtype");
        let expected: Vec<R::Elem> = values.iter().map(|v| parse::<R>(v)).collect();
        let actual = f(&x, axis).unwrap().to_vec();
        let what = format!("{op} {name} axis {axis_name}");
        mismatches.extend(compare(&what, &actual, &expected, tolerance));
    }
    mismatches
}

#[test]
fn every_reduction_and_dtype_equals_jax() {
    let fx = Fixture::load();
    let mut mismatches = Vec::new();
    macro_rules! every_dtype {
        ($($d:ident)*) => {$(
            mismatches.extend(check::<$d, _>(&fx, "any", |x, axis| match axis {
                None => Ok(x.any()),
                Some(a) => x.any_axis(a),
            }));
            mismatches.extend(check::<$d, _>(&fx, "all", |x, axis| match axis {
                None => Ok(x.all()),
                Some(a) => x.all_axis(a),
            }));
            mismatches.extend(check::<$d, _>(&fx, "cumsum", |x, axis| match axis {
                None => Ok(x.cumsum()),
                Some(a) => x.cumsum_axis(a),
            }));
            mismatches.extend(check::<$d, _>(&fx, "cumprod", |x, axis| match axis {
                None => Ok(x.cumprod()),
                Some(a) => x.cumprod_axis(a),
            }));
            mismatches.extend(check::<$d, _>(&fx, "var", |x, axis| match axis {
                None => Ok(x.var()),
                Some(a) => x.var_axis(a),
            }));
            mismatches.extend(check::<$d, _>(&fx, "std", |x, axis| match axis {
                None => Ok(x.std()),
                Some(a) => x.std_axis(a),
            }));
        )*};
    }
    every_dtype!(
        Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16 Float32 Float64
        Complex64 Complex128 WeakInt WeakFloat WeakComplex
    );
    macro_rules! ordered_dtypes {
        ($($d:ident)*) => {$(
            mismatches.extend(check::<$d, _>(&fx, "argmax", |x, axis| match axis {
                None => x.argmax(),
                Some(a) => x.argmax_axis(a),
            }));
            mismatches.extend(check::<$d, _>(&fx, "argmin", |x, axis| match axis {
                None => x.argmin(),
                Some(a) => x.argmin_axis(a),
            }));
        )*};
    }
    ordered_dtypes!(
        Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16 Float32 Float64
        WeakInt WeakFloat
    );
    // JAX has no argmax of complex values (it raises), and neither has the crate.
    for name in ["complex64", "complex128"] {
        assert!(
            !fx.values
                .contains_key(&("argmax".into(), name.into(), "all".into()))
        );
    }
    static_assertions::assert_not_impl_any!(Complex64: Ordered);
    assert_agree(&mismatches, "values");
}

#[test]
fn empty_tensors_have_no_argmax_and_axes_must_exist() {
    let empty = Tensor::<Float32>::zeros(&[2, 0]);
    assert_eq!(
        empty.argmax().unwrap_err().to_string(),
        "cannot take the argmax of a tensor of shape [2, 0]: it has no elements to reduce, and \
         argmax has no identity"
    );
    assert!(empty.argmin_axis(1).is_err());
    assert_eq!(empty.argmax_axis(0).unwrap().shape(), [0]);
    assert_eq!(empty.any().to_vec(), [false]);
    assert_eq!(empty.all().to_vec(), [true]);
    assert!(empty.var().to_vec()[0].is_nan());
    assert!(empty.cumsum_axis(2).is_err());
    assert!(empty.var_axis(2).is_err());
}
