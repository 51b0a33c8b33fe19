//! `DynTensor` against real JAX and against the typed tensors: every case of
//! the JAX fixtures that `tests/jax_ops.rs` and `tests/jax_binary.rs` check
//! typed tensors with, run on tensors whose dtypes are known only at run
//! time, operations chosen by name.
//!
//! - Result dtypes: every operation and pair of the dtype fixtures, in both
//!   modes, is JAX's dtype, or an error where JAX raises.
//! - Values: where the values differ from JAX's, they are exactly the
//!   differences the typed tests list (`jax_ops/known_differences.txt`,
//!   `jax_binary/known_differences.txt`), written the same way; everywhere
//!   else they are JAX's. So `DynTensor` computes what `Tensor` computes.
//! - The extended dtypes: every operation and pair of
//!   `jax_extended_dtypes.txt` is JAX's dtype, or an error where JAX raises
//!   or the typed tensors have a gap (`common::EXTENDED_GAPS`); a float8
//!   checkpoint read from a safetensors file computes `x * 2.0` and sums as
//!   JAX does. (`tests/jax_extended.rs` runs every value line of the
//!   extended dtypes through `DynTensor` too.)
#![cfg(feature = "dynamic")]

mod common;
#[path = "common/values.rs"]
mod values;

use std::collections::{BTreeSet, HashMap};

use dtype_lattice::*;
use values::{close, compare, fixture_lines, op_tolerance, owned, parse};

/// The lines of a fixture that carry values: `(kind, key)` to `(dtype, values)`,
/// and the inputs by name.
#[derive(Default)]
struct Values {
    inputs: HashMap<String, Vec<String>>,
    random: HashMap<String, Vec<String>>,
    edges: HashMap<String, Vec<String>>,
    results: Vec<(String, Vec<String>, String, Vec<String>)>,
}

impl Values {
    /// Reads a values fixture: `input`, `rinput`, `edge` lines, and result
    /// lines whose key has `key_fields` fields.
    fn load(text: &str, key_fields: impl Fn(&str) -> usize) -> Values {
        let mut fx = Values::default();
        for fields in fixture_lines(text) {
            match fields[0] {
                "input" => {
                    fx.inputs.insert(fields[1].into(), owned(&fields[2..]));
                }
                "rinput" => {
                    fx.random.insert(fields[1].into(), owned(&fields[2..]));
                }
                "edge" => {
                    fx.edges.insert(fields[1].into(), owned(&fields[2..]));
                }
                "dtype" => {}
                kind => {
                    let n = key_fields(kind);
                    fx.results.push((
                        kind.into(),
                        owned(&fields[1..1 + n]),
                        fields[1 + n].into(),
                        owned(&fields[2 + n..]),
                    ));
                }
            }
        }
        fx
    }
}

fn id(name: &str) -> DTypeId {
    name.parse().unwrap()
}

/// A tensor of dtype `dtype` and `shape` from values in the fixture's encoding.
fn tensor(dtype: &str, shape: &[usize], texts: &[String]) -> DynTensor {
    match_dtype!(id(dtype), D => {
        let values = texts.iter().map(|t| parse::<D>(t)).collect();
        Tensor::<D>::from_shape_vec(shape, values).unwrap().into()
    })
}

/// `texts` repeated, each `n` times, or tiled `n` times.
fn repeated(texts: &[String], n: usize) -> Vec<String> {
    texts
        .iter()
        .flat_map(|t| std::iter::repeat_n(t.clone(), n))
        .collect()
}
fn tiled(texts: &[String], n: usize) -> Vec<String> {
    (0..n).flat_map(|_| texts.iter().cloned()).collect()
}

/// The mismatches of `actual` against JAX's `dtype` and `values`.
fn check(what: &str, actual: &DynTensor, dtype: &str, values: &[String], op: &str) -> Vec<String> {
    assert_eq!(actual.dtype().to_string(), dtype, "{what}: result dtype");
    match_dyn!(actual, x => check_typed(what, x, values, op))
}

fn check_typed<R: DType>(
    what: &str,
    actual: &Tensor<R>,
    values: &[String],
    op: &str,
) -> Vec<String> {
    let expected: Vec<R::Elem> = values.iter().map(|v| parse::<R>(v)).collect();
    compare(what, &actual.to_vec(), &expected, op_tolerance(op, R::ID))
}

/// The value lines of a known-differences list.
fn known(text: &str) -> BTreeSet<String> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(String::from)
        .collect()
}

/// How far along the edge inputs the right operand of `edge_binary` is taken.
const EDGE_STRIDE: usize = 37;

/// Every binary case of a values fixture: `OP(a[:, None], b[None, :])`,
/// the same from operands of one shape, the random inputs, and for
/// `jax_op_values` the random inputs with the right operand broadcast.
fn binary_case(
    fx: &Values,
    kind: &str,
    key: &[String],
    dtype: &str,
    values: &[String],
    typed_ops: bool,
) -> Vec<String> {
    let (op, a, b) = (key[0].as_str(), key[1].as_str(), key[2].as_str());
    let op_id: BinaryOp = op.parse().unwrap();
    let (x, y) = match kind {
        "binary" | "same" => (&fx.inputs[a], &fx.inputs[b]),
        _ => (&fx.random[a], &fx.random[b]),
    };
    let (n, m) = (x.len(), y.len());
    let (lhs, rhs) = match kind {
        "binary" => (tensor(a, &[n, 1], x), tensor(b, &[1, m], y)),
        "same" => (
            tensor(a, &[n * m], &repeated(x, m)),
            tensor(b, &[n * m], &tiled(y, n)),
        ),
        "random" => (tensor(a, &[n], x), tensor(b, &[m], y)),
        "random_bcast" => (tensor(a, &[n], x), tensor(b, &[1], &y[..1])),
        other => panic!("unknown kind {other}"),
    };
    let key = format!("{op} {a} {b}");
    let what = match kind {
        "binary" if typed_ops => key.clone(),
        "same" if typed_ops => format!("same-shape {key}"),
        other => format!("{other} {key}"),
    };
    let actual = lhs
        .binary(op_id, &rhs)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    check(&what, &actual, dtype, values, op)
}

#[test]
fn operations_equal_jax_and_the_typed_tensors() {
    let fx = Values::load(
        include_str!("fixtures/jax_op_values.txt"),
        |kind| match kind {
            "binary" | "same" | "random" | "random_bcast" | "reduce" => 3,
            "cast" => 1,
            _ => 2,
        },
    );
    let mut mismatches = BTreeSet::new();
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for (kind, key, dtype, values) in &fx.results {
        *counts.entry(kind.as_str()).or_default() += 1;
        let found = match kind.as_str() {
            "binary" | "same" | "random" | "random_bcast" => {
                binary_case(&fx, kind, key, dtype, values, true)
            }
            "unary" | "random_unary" | "edge_unary" => {
                let (op, d) = (key[0].as_str(), key[1].as_str());
                let inputs = match kind.as_str() {
                    "unary" => &fx.inputs[d],
                    "random_unary" => &fx.random[d],
                    _ => &fx.edges[d],
                };
                let t = tensor(d, &[inputs.len()], inputs);
                let what = match kind.as_str() {
                    "unary" => format!("{op} {d}"),
                    "random_unary" => format!("random {op} {d}"),
                    _ => format!("edge {op} {d}"),
                };
                let actual = t.unary(op.parse().unwrap()).unwrap();
                check(&what, &actual, dtype, values, op)
            }
            "edge_binary" => {
                let (op, d) = (key[0].as_str(), key[1].as_str());
                let x = &fx.edges[d];
                let mut y = x.clone();
                y.rotate_left(EDGE_STRIDE);
                let (lhs, rhs) = (tensor(d, &[x.len()], x), tensor(d, &[y.len()], &y));
                let actual = lhs.binary(op.parse().unwrap(), &rhs).unwrap();
                check(&format!("edge {op} {d}"), &actual, dtype, values, op)
            }
            "reduce" => {
                let (op, d, axis) = (key[0].as_str(), key[1].as_str(), key[2].as_str());
                let six: Vec<String> = fx.inputs[d].iter().cycle().take(6).cloned().collect();
                let t = tensor(d, &[2, 3], &six);
                let axis = axis.parse::<usize>().ok();
                let actual = t.reduce(op.parse().unwrap(), axis).unwrap();
                check(&key.join(" "), &actual, dtype, values, op)
            }
            "cast" => {
                let (from, to) = (key[0].as_str(), dtype.as_str());
                let t = tensor(from, &[fx.inputs[from].len()], &fx.inputs[from]);
                check(
                    &format!("cast {from} {to}"),
                    &t.cast(id(to)),
                    dtype,
                    values,
                    "cast",
                )
            }
            other => panic!("unknown fixture line kind {other}"),
        };
        mismatches.extend(found);
    }
    assert!(
        counts["binary"] > 4900 && counts["same"] > 4900 && counts["cast"] == 225,
        "{counts:?}"
    );
    let listed = known(include_str!("jax_ops/known_differences.txt"));
    let extra: Vec<_> = mismatches.difference(&listed).collect();
    let missing: Vec<_> = listed.difference(&mismatches).collect();
    assert!(
        extra.is_empty(),
        "values the typed tensors do not give: {extra:#?}"
    );
    assert!(
        missing.is_empty(),
        "typed differences not found: {missing:#?}"
    );
}

#[test]
fn binary_functions_equal_jax_and_the_typed_tensors() {
    let fx = Values::load(include_str!("fixtures/jax_binary.txt"), |_| 3);
    let mut mismatches = BTreeSet::new();
    for (kind, key, dtype, values) in &fx.results {
        mismatches.extend(binary_case(&fx, kind, key, dtype, values, false));
    }
    assert!(fx.results.len() > 3000, "only {} cases", fx.results.len());
    let listed = known(include_str!("jax_binary/known_differences.txt"));
    assert_eq!(mismatches, listed);
}

/// `matmul`, `dot`, `vdot` and `inner` of every pair in `fixtures/jax_linalg.txt`
/// (the shapes of `tools/jax_linalg_fixtures.py`: batches, 1-d and 0-d
/// operands): JAX's dtype, and values within `tests/jax_linalg.rs`'s
/// tolerance (a unit in the last place plus the accumulator's rounding,
/// scaled by the products of the operands' magnitudes).
#[test]
fn products_equal_jax() {
    let text = include_str!("fixtures/jax_linalg.txt");
    let mut inputs: HashMap<(&str, &str), Vec<String>> = HashMap::new();
    let mut checked = 0;
    let mut mismatches = Vec::new();
    for fields in fixture_lines(text) {
        match fields[..] {
            [kind @ ("random" | "edge"), dtype, ref values @ ..] => {
                inputs.insert((kind, dtype), owned(values));
            }
            [case, a, b, dtype, ref values @ ..] => {
                let (op, sa, sb): (&str, &[usize], &[usize]) = match case {
                    "matmul" => ("matmul", &[2, 1, 3, 4], &[3, 4, 2]),
                    "matmul_vec_mat" => ("matmul", &[4], &[2, 4, 3]),
                    "matmul_mat_vec" => ("matmul", &[3, 4], &[4]),
                    "matmul_vec_vec" => ("matmul", &[5], &[5]),
                    "dot" => ("dot", &[2, 3, 4], &[2, 4, 3]),
                    "dot_vec" => ("dot", &[2, 3, 4], &[4]),
                    "dot_scalar" => ("dot", &[], &[2, 3]),
                    "vdot" => ("vdot", &[2, 3], &[6]),
                    "inner" => ("inner", &[2, 4], &[3, 4]),
                    "matmul_edge" => ("matmul", &[], &[]),
                    _ => continue,
                };
                let (x, y) = if case == "matmul_edge" {
                    let (x, y) = (&inputs[&("edge", a)], &inputs[&("edge", b)]);
                    let columns: Vec<String> = x
                        .iter()
                        .zip(x.iter().rev())
                        .flat_map(|(p, q)| [p.clone(), q.clone()])
                        .collect();
                    let rows: Vec<String> = y.iter().chain(y.iter().rev()).cloned().collect();
                    (
                        tensor(a, &[x.len(), 2], &columns),
                        tensor(b, &[2, y.len()], &rows),
                    )
                } else {
                    let cycle = |d: &str, shape: &[usize], start: usize| {
                        let v = &inputs[&("random", d)];
                        let n = shape.iter().product::<usize>();
                        let data: Vec<String> =
                            (0..n).map(|i| v[(start + i) % v.len()].clone()).collect();
                        tensor(d, shape, &data)
                    };
                    (cycle(a, sa, 0), cycle(b, sb, 5))
                };
                let op: BinaryOp = op.parse().unwrap();
                let what = format!("{case} {a} {b}");
                let actual = x.binary(op, &y).unwrap();
                assert_eq!(actual.dtype().to_string(), dtype, "{what}: result dtype");
                let magnitude = |t: &DynTensor| {
                    let t = t.cast(DTypeId::Complex128).abs().unwrap();
                    t.cast(DTypeId::Float64)
                };
                let scales = magnitude(&x).binary(op, &magnitude(&y)).unwrap();
                let scales = Tensor::<Float64>::try_from(scales).unwrap().to_vec();
                mismatches.extend(match_dyn!(&actual, r => within(&what, r, values, &scales)));
                checked += 1;
            }
            _ => {}
        }
    }
    assert_eq!(checked, 10 * 304, "every matmul, dot, vdot and inner case");
    assert!(mismatches.is_empty(), "{mismatches:#?}");
}

fn within<R: DType>(
    what: &str,
    actual: &Tensor<R>,
    values: &[&str],
    scales: &[f64],
) -> Vec<String> {
    let expected = values.iter().map(|v| parse::<R>(v));
    actual
        .iter()
        .zip(expected)
        .zip(scales)
        .enumerate()
        .filter(|&(_, ((x, e), &s))| !close(R::ID, x, e, s))
        .map(|(i, ((x, e), _))| format!("{what}[{i}]: {x:?}, JAX {e:?}"))
        .collect()
}

/// Two ones of `dtype` under `mode`.
fn ones(dtype: DTypeId, mode: PromotionMode) -> DynTensor {
    match_dtype!(dtype, D => DynTensor::from(Tensor::<D>::ones(&[2])).with_mode(mode))
}

fn mode(name: &str) -> PromotionMode {
    match name {
        "standard" => PromotionMode::Standard,
        "strict" => PromotionMode::Strict,
        other => panic!("unknown mode {other}"),
    }
}

/// The result dtype of every operation and pair, in both modes, is JAX's, or
/// an error that names the operation and both dtypes where JAX raises.
#[test]
fn result_dtypes_and_errors_equal_jax_in_both_modes() {
    let mut checked = 0;
    let ops = include_str!("fixtures/jax_op_dtypes.txt");
    let functions = include_str!("fixtures/jax_binary.txt");
    for fields in fixture_lines(ops).chain(fixture_lines(functions)) {
        let (result, expected) = match fields[..] {
            ["binary" | "dtype", m, op, a, b, expected] => {
                let (x, y) = (ones(id(a), mode(m)), ones(id(b), mode(m)));
                let result = x.binary(op.parse().unwrap(), &y);
                if let Err(error) = &result {
                    let message = error.to_string();
                    assert!(
                        message.starts_with(op) || message.contains(&format!("{op} is not")),
                        "{message}"
                    );
                    assert!(
                        message.contains(a) && message.contains(b) || a == b,
                        "{message}"
                    );
                }
                (result, expected)
            }
            ["unary", op, d, expected] => (
                ones(id(d), PromotionMode::Standard).unary(op.parse().unwrap()),
                expected,
            ),
            ["reduce", op, d, expected] => (
                ones(id(d), PromotionMode::Standard).reduce(op.parse().unwrap(), None),
                expected,
            ),
            _ => continue,
        };
        let found = result.as_ref().map(|t| t.dtype().to_string());
        match expected {
            "-" => assert!(found.is_err(), "{fields:?}: JAX raises, found {found:?}"),
            dtype => assert_eq!(found.as_deref(), Ok(dtype), "{fields:?}"),
        }
        checked += 1;
    }
    assert!(checked > 20_000, "only {checked} cases");
}

#[test]
fn errors_say_which_operation_and_dtypes() {
    let c = ones(DTypeId::Complex64, PromotionMode::Standard);
    let i = ones(DTypeId::Int8, PromotionMode::Standard);
    let b = ones(DTypeId::Bool, PromotionMode::Standard);
    assert_eq!(
        c.try_floor_divide(&c).unwrap_err().to_string(),
        "floor_divide is not defined for complex64, as in JAX: cast the operands to a dtype that has it"
    );
    assert_eq!(
        b.negative().unwrap_err().to_string(),
        "negative is not defined for bool, as in JAX: cast the operands to a dtype that has it"
    );
    let strict = c.clone().strict().try_add(&i.clone().strict()).unwrap_err();
    assert!(
        matches!(strict, DynError::Promotion { op: "add", .. }),
        "{strict:?}"
    );
    assert_eq!(
        c.try_add(&i.clone().strict()).unwrap_err().to_string(),
        "add: the operands are under different promotion modes (standard and strict); choose one with `with_mode`"
    );
    let long = DynTensor::from(Tensor::<Int8>::ones(&[3]));
    assert_eq!(
        long.try_add(&i).unwrap_err().to_string(),
        format!(
            "add: {}",
            Tensor::<Int8>::ones(&[3])
                .try_add(Tensor::<Int8>::ones(&[2]))
                .unwrap_err()
        )
    );
    assert_eq!(
        i.reduce(Reduction::Sum, Some(1)).unwrap_err(),
        DynError::Shape {
            op: "sum",
            error: Tensor::<Int8>::ones(&[2]).sum_axis(1).unwrap_err()
        }
    );
    assert_eq!(
        "addd".parse::<BinaryOp>().unwrap_err().to_string(),
        "unknown operation \"addd\": expected a jax.numpy name such as \"add\", \"sqrt\" or \"sum\""
    );
    // Per call, the mode is the caller's.
    let joined = DynTensor::binary_in(
        PromotionMode::Lossless,
        BinaryOp::Add,
        &i,
        &ones(DTypeId::Float16, PromotionMode::Strict),
    );
    assert_eq!(
        joined.map(|t| (t.dtype(), t.mode())),
        Ok((DTypeId::Float16, PromotionMode::Lossless))
    );
    let lossless = DynTensor::binary_in(
        PromotionMode::Lossless,
        BinaryOp::Add,
        &ones(DTypeId::Int64, PromotionMode::Standard),
        &c,
    );
    assert!(
        lossless
            .unwrap_err()
            .to_string()
            .contains("would lose precision")
    );
}

#[test]
fn the_typed_boundary_moves_and_never_copies() {
    let typed = Tensor::<Float32>::from_vec(vec![1.0, 2.0, 3.0]);
    let pointer = typed.view().as_ptr();
    let d = DynTensor::from(typed.strict());
    assert_eq!(
        (d.dtype(), d.mode(), d.shape()),
        (DTypeId::Float32, PromotionMode::Strict, &[3][..])
    );
    let error = Tensor::<Float64>::try_from(d).unwrap_err();
    assert_eq!(
        (error.expected(), error.actual()),
        (DTypeId::Float64, DTypeId::Float32)
    );
    let back: Tensor<Float32, Strict> = error.into_tensor().try_into().unwrap();
    assert_eq!(back.view().as_ptr(), pointer);
    assert_eq!(back.to_vec(), [1.0, 2.0, 3.0]);
}

#[test]
fn every_dtype_converts_both_ways() {
    for dtype in DTypeId::ALL {
        let t = ones(dtype, PromotionMode::Standard);
        assert_eq!(t.dtype(), dtype);
        assert_eq!(t.typed().dtype(), dtype);
        let round_trip =
            match_dtype!(dtype, D => DynTensor::from(Tensor::<D>::try_from(t.clone()).unwrap()));
        assert_eq!(round_trip, t);
        // Display is the typed tensor's.
        let shown = match_dyn!(&t, x => x.to_string());
        assert_eq!(t.to_string(), shown);
    }
}

#[test]
fn shapes_joins_and_selection_are_the_typed_ones() {
    let x = DynTensor::from(Tensor::<Int16>::arange(6));
    let m = x.reshape(&[2, 3]).unwrap();
    assert_eq!(m.t().shape(), [3, 2]);
    assert_eq!(m.permute_axes(&[1, 0]).unwrap(), m.t());
    assert_eq!(m.flatten(), x);
    assert_eq!(m.expand_dims(0).unwrap().squeeze(), m);
    assert_eq!(
        m.index_axis(1, 2).unwrap().to_string(),
        "Tensor([2, 5], dtype=int16)"
    );
    assert_eq!(
        m.broadcast_to(&[2, 2, 3]).unwrap().shape(),
        Tensor::<Int16>::zeros(&[2, 3])
            .broadcast_to(&[2, 2, 3])
            .unwrap()
            .shape()
    );
    assert!(matches!(
        m.permute_axes(&[0]),
        Err(DynError::Shape {
            op: "transpose",
            ..
        })
    ));

    // Joined in the run-time join, as the typed functions join mixed dtypes.
    let b = DynTensor::from(Tensor::<Bool>::from_vec(vec![true, false]));
    let h = DynTensor::from(Tensor::<Float16>::from_vec(vec![half::f16::from_f32(0.5)]));
    let joined = DynTensor::concatenate(&[&b, &h, &b], 0).unwrap();
    let typed = concatenate(
        (
            &Tensor::<Bool>::from_vec(vec![true, false]),
            &Tensor::<Float16>::from_vec(vec![half::f16::from_f32(0.5)]),
            &Tensor::<Bool>::from_vec(vec![true, false]),
        ),
        0,
    );
    assert_eq!(Tensor::<Float16>::try_from(joined).unwrap(), typed);
    let stacked = DynTensor::stack(&[&b, &b.cast(DTypeId::UInt8)], 1).unwrap();
    assert_eq!(
        stacked.to_string(),
        "Tensor([[1, 1],\n        [0, 0]], dtype=uint8)"
    );
    assert!(matches!(
        DynTensor::concatenate(&[], 0),
        Err(DynError::Shape { .. })
    ));
    let strict = DynTensor::concatenate(&[&b.clone().strict(), &h.clone().strict()], 0);
    assert!(matches!(
        strict,
        Err(DynError::Promotion {
            op: "concatenate",
            ..
        })
    ));

    let cond = DynTensor::from(Tensor::<Bool>::from_vec(vec![true, false]));
    let picked = cond.where_cond(&x.index_axis(0, 1).unwrap(), &h).unwrap();
    assert_eq!(picked.to_string(), "Tensor([1. , 0.5], dtype=float16)");
    // A condition of any dtype, as in JAX: nonzero (NaN too) is true, a
    // subnormal float is zero.
    let numbers = DynTensor::from(Tensor::<Float32>::from_vec(vec![
        0.0,
        -2.5,
        f32::NAN,
        1e-40,
    ]));
    let ones = DynTensor::ones(DTypeId::Int8, &[4]);
    let zeros = DynTensor::zeros(DTypeId::Int8, &[]);
    assert_eq!(
        numbers.where_cond(&ones, &zeros).unwrap().to_string(),
        "Tensor([0, 1, 1, 0], dtype=int8)"
    );
    assert_eq!(
        DynTensor::ones(DTypeId::Bool, &[1]).to_string(),
        "Tensor([ True], dtype=bool)"
    );
}

#[test]
fn an_x32_tensor_keeps_its_configuration() -> Result<(), Box<dyn std::error::Error>> {
    // A weak float held at 32 bits stays a weak type computed at 32 bits,
    // in its weak type's storage, and narrows back to `WeakFloat32`.
    let w: Tensor<WeakFloat32, StandardX32> =
        Tensor::<Int32>::from_vec(vec![3, 5]).standard_x32() * 0.5;
    let d = DynTensor::from(w.clone());
    assert_eq!(
        (d.dtype(), d.x64_mode()),
        (DTypeId::WeakFloat, X64Mode::Disabled)
    );
    assert_eq!(
        d.to_string(),
        "Tensor([1.5, 2.5], dtype=float32, weak_type=True)"
    );
    let third = d.try_true_divide(&DynTensor::from(
        Tensor::<Int32>::from_vec(vec![3]).standard_x32(),
    ))?;
    let typed: Tensor<WeakFloat32, StandardX32> = Tensor::try_from(third)?;
    assert_eq!(
        typed,
        &w / &Tensor::<Int32>::from_vec(vec![3]).standard_x32()
    );
    // A broadcast divisor is a product by its reciprocal, as XLA computes it.
    assert_eq!(typed.to_vec(), [0.5, 2.5_f32 * (1.0 / 3.0)]);
    // With x64 enabled, the same values as a 64-bit weak type.
    let d = d.with_x64_mode(X64Mode::Enabled);
    assert_eq!(
        d.to_string(),
        "Tensor([1.5, 2.5], dtype=float64, weak_type=True)"
    );
    let i: Tensor<WeakInt32, StandardX32> = Tensor::<WeakInt>::from_vec(vec![-7]).standard_x32();
    assert_eq!(
        DynTensor::from(i).to_string(),
        "Tensor([-7], dtype=int32, weak_type=True)"
    );
    // Operands in different configurations are an error, as modes are.
    let x64 = DynTensor::from(Tensor::<Int32>::from_vec(vec![1]));
    let x32 = x64.clone().with_x64_mode(X64Mode::Disabled);
    assert_eq!(
        x64.try_add(&x32).unwrap_err().to_string(),
        "add: the operands are under different configurations of 64-bit dtypes \
         (jax_enable_x64=True and jax_enable_x64=False); choose one with `with_x64_mode`"
    );
    Ok(())
}

/// With x64 disabled, a 64-bit tensor becomes its 32-bit dtype, a cast to a
/// 64-bit dtype gives the 32-bit one (JAX's `astype`), and the joins and
/// results are those of x32: `uint32 ⊔ int32` is `int32`, a sum of `int8` is
/// `int32`, `argmax` is `int32` in both x32 configurations.
#[test]
fn x64_disabled_canonicalizes_inputs_casts_and_results() {
    let big = DynTensor::from(Tensor::<Int64>::from_vec(vec![(1 << 40) + 5, -1]));
    let x32 = big.clone().with_x64_mode(X64Mode::Disabled);
    assert_eq!(x32.to_string(), "Tensor([ 5, -1], dtype=int32)");
    assert_eq!(x32.cast(DTypeId::Float64).dtype(), DTypeId::Float32);
    let explicit = big.with_x64_mode(X64Mode::Explicit);
    assert_eq!(explicit.dtype(), DTypeId::Int64);
    assert_eq!(explicit.cast(DTypeId::Float64).dtype(), DTypeId::Float64);
    assert_eq!(
        explicit.reduce(Reduction::Sum, None).unwrap().dtype(),
        DTypeId::Int64
    );
    assert_eq!(
        explicit.reduce(Reduction::Argmax, None).unwrap().dtype(),
        DTypeId::Int32
    );

    let int8 = DynTensor::from(Tensor::<Int8>::from_vec(vec![100, 100, 100]));
    for x64 in [X64Mode::Disabled, X64Mode::Explicit] {
        let sum = int8
            .clone()
            .with_x64_mode(x64)
            .reduce(Reduction::Sum, None)
            .unwrap();
        assert_eq!(sum.to_string(), "Tensor(300, dtype=int32)");
        let u = DynTensor::from(Tensor::<UInt32>::from_vec(vec![4_000_000_000])).with_x64_mode(x64);
        let i = DynTensor::from(Tensor::<Int32>::from_vec(vec![1])).with_x64_mode(x64);
        assert_eq!(
            u.try_add(&i).unwrap().to_string(),
            "Tensor([-294967295], dtype=int32)"
        );
    }
    // A mix the x32 lattice has no join for names both dtypes, the mode and
    // the configuration.
    let a = DynTensor::from(Tensor::<Int64>::from_vec(vec![1])).strict();
    let b = DynTensor::from(Tensor::<Int32>::from_vec(vec![1])).strict();
    let (a, b) = (
        a.with_x64_mode(X64Mode::Explicit),
        b.with_x64_mode(X64Mode::Explicit),
    );
    assert_eq!(
        a.try_add(&b).unwrap_err().to_string(),
        "add: input dtypes `int64` and `int32` have no implicit promotion path under strict \
         promotion with x64 disabled and explicit 64-bit dtypes allowed: cast one input \
         explicitly to the dtype you want, or use standard promotion"
    );
    // A float literal (a weak float) is rounded to 32 bits on entry.
    let w = DynTensor::from(Tensor::<WeakFloat>::scalar(0.1)).with_x64_mode(X64Mode::Disabled);
    assert_eq!(
        w.as_tensor::<WeakFloat>().unwrap().to_vec(),
        [f64::from(0.1_f32)]
    );
}

/// Every operation of `jax_extended_dtypes.txt` (each pair with an extended
/// dtype, in both modes; each function and reduction of each extended
/// dtype) gives JAX's dtype at run time, where XLA fails on CPU (float6,
/// int1, uint1) the dtype of JAX's own promotion (its `traced` line), and an
/// error where JAX raises or the typed tensors lack the operation (the
/// narrow integers' gaps).
#[test]
fn extended_dtypes_give_jax_s_dtypes_or_its_errors() {
    let text = include_str!("fixtures/jax_extended_dtypes.txt");
    let mut expected: Vec<(Vec<&str>, &str)> = Vec::new();
    for fields in fixture_lines(text) {
        match fields[..] {
            ["traced", ref line @ ..] => {
                let (key, result) = line.split_at(line.len() - 1);
                let last = expected.last_mut().expect("a line before `traced`");
                assert_eq!((&last.0[..], last.1), (key, "-"), "traced after a result");
                last.1 = result[0];
            }
            ref line => {
                let (key, result) = line.split_at(line.len() - 1);
                expected.push((key.to_vec(), result[0]));
            }
        }
    }
    let (mut computed, mut refused) = (0, 0);
    for (key, jax) in &expected {
        let (result, op, operands) = match key[..] {
            ["binary", m, op, a, b] => {
                let (x, y) = (ones(id(a), mode(m)), ones(id(b), mode(m)));
                (x.binary(op.parse().unwrap(), &y), op, vec![a, b])
            }
            ["unary", op, d] => (
                ones(id(d), PromotionMode::Standard).unary(op.parse().unwrap()),
                op,
                vec![d],
            ),
            ["reduce", op, d] => (
                ones(id(d), PromotionMode::Standard).reduce(op.parse().unwrap(), None),
                op,
                vec![d],
            ),
            _ => panic!("unknown line {key:?}"),
        };
        let gap = common::EXTENDED_GAPS
            .iter()
            .any(|&(o, d)| o == op && operands.contains(&d));
        let found = result.as_ref().map(|t| t.dtype().to_string());
        if *jax == "-" || gap {
            assert!(
                found.is_err(),
                "{key:?}: JAX raises or a gap, found {found:?}"
            );
            refused += 1;
        } else {
            assert_eq!(found.as_deref(), Ok(*jax), "{key:?}");
            computed += 1;
        }
    }
    assert!(
        computed > 4_000 && refused > 10_000,
        "{computed} computed, {refused} refused"
    );
}

/// A checkpoint of float8 weights read into `DynTensor`s (the dtype known
/// from the file alone) computes `w * 2.0` and `w.sum()` as JAX does, bit
/// for bit (`tools/float8_checkpoint_fixture.py` stored JAX's results in
/// the same file).
#[cfg(feature = "io")]
#[test]
fn a_float8_checkpoint_computes_as_jax_does() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/io/float8_checkpoint.safetensors"
    );
    let tensors: HashMap<String, DynTensor> =
        io::read_safetensors(path).unwrap().into_iter().collect();
    let two = DynTensor::from(Tensor::<WeakFloat>::scalar(2.0));
    // The bytes, so that NaNs compare by their bits.
    fn bytes<D: DType<Elem: dtype_lattice::elements::RawBits>>(t: DynTensor) -> Vec<u8> {
        Tensor::<D>::try_from(t)
            .unwrap()
            .bitcast::<UInt8>()
            .to_vec()
    }
    let mut checked = 0;
    for (name, of_bytes) in [
        (
            "w.float8_e4m3fn",
            bytes::<Float8E4M3Fn> as fn(DynTensor) -> Vec<u8>,
        ),
        ("w.float8_e5m2", bytes::<Float8E5M2>),
    ] {
        let w = &tensors[name];
        let results = [
            ("times_two", w.try_multiply(&two).unwrap()),
            ("sum", w.reduce(Reduction::Sum, None).unwrap()),
            ("sum_axis_0", w.reduce(Reduction::Sum, Some(0)).unwrap()),
        ];
        for (what, ours) in results {
            let jax = tensors[&format!("{name}.{what}")].clone();
            let what = format!("{name}.{what}: {ours} against JAX's {jax}");
            assert_eq!(
                (ours.dtype(), ours.shape()),
                (jax.dtype(), jax.shape()),
                "{what}"
            );
            assert_eq!(of_bytes(ours), of_bytes(jax), "{what}");
            checked += 1;
        }
    }
    assert_eq!(checked, 6);
}

/// A mixed-dtype operation converts the operands a block at a time in its
/// loops: on operands longer than a block, split over 1, 2 and 3 threads,
/// the values are the typed operator's on the same pair, bit for bit.
#[test]
fn mixed_dtypes_in_blocks_equal_the_typed_operations() {
    fn check<A: DType, B: DType, O: DType>(
        (n, m): (&[usize], &[usize]),
        typed: impl Fn(&Tensor<A>, &Tensor<B>) -> Tensor<O>,
        op: BinaryOp,
    ) {
        let values = |shape: &[usize], f: fn(usize) -> f64| {
            let len = shape.iter().product();
            Tensor::<Float64>::from_shape_vec(shape, (0..len).map(f).collect()).unwrap()
        };
        let x = values(n, |i| (i % 251) as f64 - 120.5).cast::<A>();
        let y = values(m, |i| (i % 13) as f64 * 0.75 - 3.5).cast::<B>();
        let n = format!("{n:?} and {m:?}");
        let expected = typed(&x, &y);
        for threads in 1..=3 {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap();
            let (dx, dy) = (DynTensor::from(x.clone()), DynTensor::from(y.clone()));
            let got = pool.install(|| dx.binary(op, &dy)).unwrap();
            let got = got.as_tensor::<O>().expect("the typed operator's dtype");
            // By their printed forms: NaN equals NaN, `-0.0` differs from `0.0`.
            assert!(
                format!("{:?}", got.to_vec()) == format!("{:?}", expected.to_vec()),
                "{op} of {} and {}, {n} elements, {threads} threads",
                A::NAME,
                B::NAME
            );
        }
    }
    for n in [1, 1023, 1025, 4097, 300_007] {
        let same: (&[usize], &[usize]) = (&[n], &[n]);
        check::<Int8, Float32, Float32>(same, |x, y| x + y, BinaryOp::Add);
        check::<Float32, Int8, Float32>(same, |x, y| x - y, BinaryOp::Subtract);
        check::<Int8, UInt8, Int16>(same, |x, y| x * y, BinaryOp::Multiply);
        check::<Int16, Int32, Float32>(same, |x, y| x / y, BinaryOp::TrueDivide);
        check::<UInt8, Float64, Float64>(same, |x, y| x.maximum(y), BinaryOp::Maximum);
        check::<Int32, Float32, Bool>(same, |x, y| x.less(y), BinaryOp::Less);
        check::<Complex64, Int16, Complex64>(same, |x, y| x * y, BinaryOp::Multiply);
        // One element on either side, repeated (a Rust scalar's 0-d tensor).
        check::<Int8, Float32, Float32>((&[n], &[]), |x, y| x + y, BinaryOp::Add);
        check::<Float32, Int8, Float32>((&[], &[n]), |x, y| x - y, BinaryOp::Subtract);
        check::<UInt8, Int8, Int16>((&[1, n], &[1]), |x, y| x * y, BinaryOp::Multiply);
        check::<Int16, Float32, Float32>((&[n], &[]), |x, y| x / y, BinaryOp::TrueDivide);
        check::<Int16, Float32, Float32>((&[], &[n]), |x, y| x / y, BinaryOp::TrueDivide);
        check::<Bool, Float32, Float32>((&[n], &[]), |x, y| x * y, BinaryOp::Multiply);
    }
}

/// The operations whose values depend on the operands' own dtypes and not
/// only on their join, which `DynTensor` computes by forms of the typed
/// operations on operands converted to the join: each equal, bit for bit,
/// to the typed operation on the pair. A `Bool` dividend over a broadcast
/// narrow integer is XLA's select in `float32` (its zero divisors under a
/// `false` give `0`, where the quotient would give NaN); `fmax` and `fmin`
/// with an integer or `Bool` flush subnormals; a `Bool` factor of an
/// extended float is a product.
#[test]
fn operations_on_a_pair_s_own_dtypes_equal_the_typed_ones() {
    fn check<A: DType, B: DType, O: DType>(
        x: Tensor<A>,
        y: Tensor<B>,
        typed: impl Fn(&Tensor<A>, &Tensor<B>) -> Tensor<O>,
        op: BinaryOp,
    ) {
        let expected = typed(&x, &y);
        let got = DynTensor::from(x).binary(op, &DynTensor::from(y)).unwrap();
        let got = got.as_tensor::<O>().expect("the typed operation's dtype");
        // By their printed forms: NaN equals NaN, `-0.0` differs from `0.0`.
        assert_eq!(
            format!("{:?}", got.to_vec()),
            format!("{:?}", expected.to_vec()),
            "{op} of {} and {}",
            A::NAME,
            B::NAME
        );
    }
    let values = |shape: &[usize], f: fn(usize) -> f64| {
        let len = shape.iter().product();
        Tensor::<Float64>::from_shape_vec(shape, (0..len).map(f).collect()).unwrap()
    };
    let mask = values(&[6, 5], |i| f64::from(u8::from(i % 3 == 0)));
    let (bools, int4s, uint4s) = (
        mask.cast::<Bool>(),
        values(&[5], |i| i as f64 - 2.0).cast::<Int4>(),
        values(&[5], |i| (i % 3) as f64).cast::<UInt4>(),
    );
    check(
        bools.clone(),
        int4s.clone(),
        |x, y| x / y,
        BinaryOp::TrueDivide,
    );
    check(
        bools.clone(),
        uint4s.clone(),
        |x, y| x / y,
        BinaryOp::TrueDivide,
    );
    // Not broadcast: the quotient.
    let same = values(&[6, 5], |i| (i % 5) as f64 - 2.0).cast::<Int4>();
    check(bools.clone(), same, |x, y| x / y, BinaryOp::TrueDivide);
    let float8s = values(&[6, 5], |i| i as f64 * 0.5 - 7.0).cast::<Float8E4M3Fn>();
    check(
        bools.clone(),
        float8s.clone(),
        |x, y| x * y,
        BinaryOp::Multiply,
    );
    check(float8s, bools, |x, y| x * y, BinaryOp::Multiply);
    // Subnormal `float32` values, made directly (a cast would flush them).
    let subnormals = |sign: f32| {
        let values = (0..30).map(|i| sign * f32::MIN_POSITIVE / (i as f32 + 2.0));
        Tensor::<Float32>::from_shape_vec(&[6, 5], values.collect()).unwrap()
    };
    // Values that the subnormals beat, in `fmax`'s and `fmin`'s flushed
    // comparisons, and ones they do not.
    let (below, above) = (
        values(&[5], |i| -((i % 2) as f64)),
        values(&[5], |i| (i % 2) as f64),
    );
    let fmax = |x: &Tensor<Float32>, y: &Tensor<Int16>| x.fmax(y);
    check(subnormals(1.0), below.cast(), fmax, BinaryOp::Fmax);
    let fmin = |x: &Tensor<Float32>, y: &Tensor<UInt8>| x.fmin(y);
    check(subnormals(-1.0), above.cast(), fmin, BinaryOp::Fmin);
    let fmin = |x: &Tensor<Float32>, y: &Tensor<Bool>| x.fmin(y);
    check(subnormals(-1.0), above.cast(), fmin, BinaryOp::Fmin);
}
