//! `jax.nn`'s functions against real JAX: `fixtures/jax_nn.txt`, written by
//! `tools/jax_nn_fixtures.py`. Each function of a `(5, 7)` tensor of each
//! float dtype (seeded values, a row of `-inf`, a row with both infinities,
//! large values, a NaN), and `relu`, `relu6`, `softplus` and `one_hot` of
//! integer and bool tensors: the result dtype (the static type of the
//! crate's result), its shape, and its values, bit for bit (NaNs as NaNs)
//! but for `standardize`, which JAX jits and XLA fuses: within 4 ulps (rows
//! of large `float64` values differ by up to 3).

#[path = "common/values.rs"]
mod values;

use std::collections::HashMap;

use dtype_lattice::*;
use values::{
    Answer, answer, assert_agree, check_answer, fixture_lines, owned, parse, shape_of, summation,
};

struct Fixture {
    inputs: HashMap<String, (Vec<usize>, Vec<String>)>,
    /// `(function, dtype)` to JAX's result.
    values: HashMap<(String, String), Answer>,
}

impl Fixture {
    fn load() -> Fixture {
        let mut fx = Fixture {
            inputs: HashMap::new(),
            values: HashMap::new(),
        };
        for fields in fixture_lines(include_str!("fixtures/jax_nn.txt")) {
            match fields[..] {
                ["input", name, shape, ref values @ ..] => {
                    fx.inputs
                        .insert(name.into(), (shape_of(shape), owned(values)));
                }
                ["value", f, name, ref rest @ ..] => {
                    fx.values.insert((f.into(), name.into()), answer(rest));
                }
                _ => panic!("unknown fixture line {fields:?}"),
            }
        }
        fx
    }

    fn tensor<D: DType>(&self) -> Tensor<D> {
        let (shape, texts) = &self.inputs[D::ID.to_string().as_str()];
        Tensor::from_shape_vec(shape, texts.iter().map(|t| parse::<D>(t)).collect()).unwrap()
    }

    /// The mismatches of `got` with JAX's `f` of `D`'s input.
    fn check<D: DType, R: DType>(&self, f: &str, got: Tensor<R>, ulps: u64) -> Vec<String> {
        let key = (f.to_string(), D::ID.to_string());
        let what = format!("{f} of {}", D::ID);
        let (_, mantissa) = summation(R::ID);
        check_answer(&what, &self.values[&key], Ok(got), (ulps, mantissa))
    }
}

#[test]
fn jax_nn_of_floats_equals_jax() {
    let fx = Fixture::load();
    let mut mismatches = Vec::new();
    macro_rules! floats {
        ($($d:ident)*) => {$({
            let x = fx.tensor::<$d>();
            let b = Tensor::<$d>::from_shape_vec(&[1, 7], [1.0, 0.0, 2.0, 0.5, 1.0, 0.0, 3.0].map(|v: f64| v.cast()).to_vec()).unwrap();
            let b_negative = Tensor::<$d>::from_shape_vec(&[1, 7], [1.0, -2.0, 1.0, 1.0, 1.0, 1.0, 1.0].map(|v: f64| v.cast()).to_vec()).unwrap();
            mismatches.extend(fx.check::<$d, _>("relu", nn::relu(&x), 0));
            mismatches.extend(fx.check::<$d, _>("relu6", nn::relu6(&x), 0));
            mismatches.extend(fx.check::<$d, _>("sigmoid", nn::sigmoid(&x), 0));
            mismatches.extend(fx.check::<$d, _>("silu", nn::silu(&x), 0));
            mismatches.extend(fx.check::<$d, _>("softplus", nn::softplus(&x), 0));
            mismatches.extend(fx.check::<$d, _>("gelu", nn::gelu(&x, true), 0));
            mismatches.extend(fx.check::<$d, _>("gelu_exact", nn::gelu(&x, false), 0));
            mismatches.extend(fx.check::<$d, _>("softmax_-1", nn::softmax(&x, -1).unwrap(), 0));
            mismatches.extend(fx.check::<$d, _>("softmax_0", nn::softmax(&x, 0).unwrap(), 0));
            mismatches.extend(fx.check::<$d, _>("log_softmax_-1", nn::log_softmax(&x, -1).unwrap(), 0));
            mismatches.extend(fx.check::<$d, _>("log_softmax_0", nn::log_softmax(&x, 0).unwrap(), 0));
            mismatches.extend(fx.check::<$d, _>("logsumexp_-1", nn::logsumexp(&x, -1, false).unwrap(), 0));
            mismatches.extend(fx.check::<$d, _>("logsumexp_-1_keepdims", nn::logsumexp(&x, -1, true).unwrap(), 0));
            mismatches.extend(fx.check::<$d, _>("logsumexp_all", nn::logsumexp(&x, Axes::All, false).unwrap(), 0));
            mismatches.extend(fx.check::<$d, _>("logsumexp_b_-1", nn::logsumexp_weighted(&x, &b, -1, false).unwrap(), 0));
            mismatches.extend(fx.check::<$d, _>("logsumexp_bneg_-1", nn::logsumexp_weighted(&x, &b_negative, -1, false).unwrap(), 0));
            mismatches.extend(fx.check::<$d, _>("standardize_-1", nn::standardize(&x, -1, 1e-5).unwrap(), 4));
            mismatches.extend(fx.check::<$d, _>("one_hot_5_float32", nn::one_hot::<Float32, _, _>(&x, 5).unwrap(), 0));
        })*};
    }
    floats!(BFloat16 Float16 Float32 Float64);
    assert_agree(&mismatches, "values");
}

#[test]
fn jax_nn_of_integers_and_bools_equals_jax() {
    let fx = Fixture::load();
    let mut mismatches = Vec::new();
    macro_rules! integers {
        ($($d:ident)*) => {$({
            let x = fx.tensor::<$d>();
            mismatches.extend(fx.check::<$d, _>("relu", nn::relu(&x), 0));
            mismatches.extend(fx.check::<$d, _>("relu6", nn::relu6(&x), 0));
            mismatches.extend(fx.check::<$d, _>("softplus", nn::softplus(&x), 0));
            mismatches.extend(fx.check::<$d, _>("gelu", nn::gelu(&x, true), 0));
            mismatches.extend(fx.check::<$d, _>("gelu_exact", nn::gelu(&x, false), 0));
        })*};
    }
    integers!(Bool UInt8 Int8 Int16 Int32 UInt64);
    // Reductions of integer and bool tensors: in the inexact dtype, the
    // maximum subtracted (and `standardize`'s square taken) in the integer
    // dtype, wrapping as in JAX. `Bool` has no subtraction: JAX raises in
    // `softmax`, and `nn::softmax` of a `Bool` tensor does not compile.
    macro_rules! reductions {
        ($($d:ident)*) => {$({
            let x = fx.tensor::<$d>();
            mismatches.extend(fx.check::<$d, _>("logsumexp_-1", nn::logsumexp(&x, -1, false).unwrap(), 0));
            mismatches.extend(fx.check::<$d, _>("logsumexp_-1_keepdims", nn::logsumexp(&x, -1, true).unwrap(), 0));
            mismatches.extend(fx.check::<$d, _>("logsumexp_all", nn::logsumexp(&x, Axes::All, false).unwrap(), 0));
            mismatches.extend(fx.check::<$d, _>("standardize_-1", nn::standardize(&x, -1, 1e-5).unwrap(), 4));
        })*};
    }
    reductions!(Bool UInt8 Int8 Int16 Int32 UInt64);
    macro_rules! softmaxes {
        ($($d:ident)*) => {$({
            let x = fx.tensor::<$d>();
            mismatches.extend(fx.check::<$d, _>("softmax_-1", nn::softmax(&x, -1).unwrap(), 0));
            mismatches.extend(fx.check::<$d, _>("softmax_0", nn::softmax(&x, 0).unwrap(), 0));
            mismatches.extend(fx.check::<$d, _>("log_softmax_-1", nn::log_softmax(&x, -1).unwrap(), 0));
            mismatches.extend(fx.check::<$d, _>("log_softmax_0", nn::log_softmax(&x, 0).unwrap(), 0));
        })*};
    }
    softmaxes!(UInt8 Int8 Int16 Int32 UInt64);
    static_assertions::assert_not_impl_any!(Bool: Numeric);
    macro_rules! one_hot {
        ($($d:ident)*) => {$({
            let x = fx.tensor::<$d>();
            mismatches.extend(fx.check::<$d, _>("one_hot_5_float32", nn::one_hot::<Float32, _, _>(&x, 5).unwrap(), 0));
        })*};
    }
    one_hot!(UInt8 Int8 Int16 Int32 UInt64);
    // JAX raises for a bool one_hot, and the crate's does not compile (`Bool` is not `Numeric`).
    assert!(
        !fx.values
            .contains_key(&("one_hot_5_float32".into(), "bool".into()))
    );
    assert_agree(&mismatches, "values");
}

#[test]
fn bad_axes_are_errors_and_empty_tensors_stay_empty() {
    let x = Tensor::<Float32>::zeros(&[2, 3]);
    assert_eq!(
        nn::softmax(&x, 2).unwrap_err().to_string(),
        "axis 2 is out of range for a tensor of 2 dimensions: expected an axis from -2 to 1"
    );
    assert!(nn::logsumexp(&x, [0, 0], false).is_err());
    let empty = Tensor::<Float32>::zeros(&[2, 0]);
    assert_eq!(nn::softmax(&empty, -1).unwrap().shape(), [2, 0]);
    assert_eq!(nn::standardize(&empty, -1, 1e-5).unwrap().shape(), [2, 0]);
    // JAX: logsumexp over an empty axis is -inf.
    assert_eq!(
        nn::logsumexp(&empty, -1, false).unwrap().to_vec(),
        [f32::NEG_INFINITY; 2]
    );
}
