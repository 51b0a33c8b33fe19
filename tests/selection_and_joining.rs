//! Shapes and errors of `where_cond`, `clip`, `concatenate` and `stack`
//! (their dtypes and values are checked against JAX in `jax_selection.rs`):
//! what JAX raises for is an `Err` here, with a message that says what was
//! expected.

use dtype_lattice::*;
use ndarray::{Array2, ShapeBuilder};
use num_complex::Complex;

#[test]
fn concatenate_along_any_axis_of_any_layout() {
    let a = Tensor::<Int32>::from_shape_vec(&[2, 2], vec![1, 2, 3, 4]).unwrap();
    let b = Tensor::<Int8>::from_shape_vec(&[2, 1], vec![-5, -6]).unwrap();
    let c: Tensor<Int32> = concatenate((&a, &b), 1);
    assert_eq!(c.shape(), [2, 3]);
    assert_eq!(c.to_vec(), [1, 2, -5, 3, 4, -6]);
    // A column-major input (not in standard layout) joins by its values.
    let f = Array2::from_shape_vec((2, 2).f(), vec![10, 30, 20, 40]).unwrap();
    let f = Tensor::<Int32>::from_array(f);
    assert_eq!(f.to_vec(), [10, 20, 30, 40]);
    let rows: Tensor<Int32> = concatenate([&a, &f], 0);
    assert_eq!(rows.to_vec(), [1, 2, 3, 4, 10, 20, 30, 40]);
    // Empty inputs are fine where the shapes fit.
    let empty = Tensor::<Int32>::zeros(&[0, 2]);
    assert_eq!(concatenate([&empty, &a, &empty], 0), a);
}

#[test]
fn stack_inserts_an_axis_anywhere_up_to_the_end() {
    let a = Tensor::<Float32>::from_shape_vec(&[2, 2], vec![1.0, 2.0, 3.0, 4.0]).unwrap();
    let b = Tensor::<Float32>::from_shape_vec(&[2, 2], vec![5.0, 6.0, 7.0, 8.0]).unwrap();
    let s0 = stack([&a, &b], 0);
    assert_eq!(s0.shape(), [2, 2, 2]);
    assert_eq!(s0.to_vec(), [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]);
    let s1 = stack([&a, &b], 1);
    assert_eq!(s1.to_vec(), [1.0, 2.0, 5.0, 6.0, 3.0, 4.0, 7.0, 8.0]);
    let s2 = stack([&a, &b], 2);
    assert_eq!(s2.shape(), [2, 2, 2]);
    assert_eq!(s2.to_vec(), [1.0, 5.0, 2.0, 6.0, 3.0, 7.0, 4.0, 8.0]);
    // 0-d tensors stack into a vector (but do not concatenate, as in JAX).
    let x = Tensor::<Int8>::scalar(3);
    let y = Tensor::<UInt8>::scalar(200);
    let v: Tensor<Int16> = stack((&x, &y), 0);
    assert_eq!(v.to_vec(), [3, 200]);
}

#[test]
fn joins_that_do_not_fit_are_errors() {
    let a = Tensor::<Float32>::zeros(&[2, 3]);
    let b = Tensor::<Float32>::zeros(&[2, 4]);
    let message = |e: ShapeError| e.to_string();
    assert_eq!(
        message(try_concatenate([&a, &b], 0).unwrap_err()),
        "cannot concatenate along axis 0: tensor 1 has shape [2, 4], tensor 0 has shape [2, 3]; \
         the number of axes and every length but axis 0's must match"
    );
    assert_eq!(try_concatenate([&a, &b], 1).unwrap().shape(), [2, 7]);
    let flat = Tensor::<Float32>::zeros(&[6]);
    assert!(try_concatenate((&a, &flat), 0).is_err());
    assert_eq!(
        message(try_concatenate([&a, &a], 2).unwrap_err()),
        "axis 2 is out of range for a tensor of 2 dimensions: expected an axis from -2 to 1"
    );
    assert_eq!(
        message(try_stack([&a, &b], 0).unwrap_err()),
        "cannot stack tensors of different shapes: tensor 1 has shape [2, 4], tensor 0 has shape [2, 3]"
    );
    assert_eq!(
        message(try_stack([&a, &a], 3).unwrap_err()),
        "axis 3 is out of range for a tensor of 3 dimensions: expected an axis from -3 to 2"
    );
    let none: &[Tensor<Float32>] = &[];
    assert_eq!(
        message(try_concatenate(none, 0).unwrap_err()),
        "cannot concatenate no tensors: give at least one"
    );
    assert!(try_stack(none, 0).is_err());
    let s = Tensor::<Float32>::scalar(1.0);
    assert_eq!(
        message(try_concatenate([&s, &s], 0).unwrap_err()),
        "cannot concatenate 0-d tensors: they have no axis to join along (stack them instead)"
    );
}

#[test]
#[should_panic(expected = "cannot stack tensors of different shapes")]
fn the_panicking_forms_panic_with_the_error() {
    let a = Tensor::<Int8>::zeros(&[2]);
    let b = Tensor::<Int8>::zeros(&[3]);
    let _ = stack([&a, &b], 0);
}

#[test]
fn where_and_clip_broadcast_three_shapes() {
    let cond = Tensor::<Bool>::from_shape_vec(&[2, 1], vec![true, false]).unwrap();
    let x = Tensor::<Int8>::from_vec(vec![1, 2, 3]);
    let w: Tensor<WeakFloat> = cond.where_cond(&x, 0.5);
    assert_eq!(w.shape(), [2, 3]);
    assert_eq!(w.to_vec(), [1.0, 2.0, 3.0, 0.5, 0.5, 0.5]);
    let lo = Tensor::<Int8>::from_shape_vec(&[2, 1], vec![2, 0]).unwrap();
    let c: Tensor<Int8> = x.clip(&lo, 2);
    assert_eq!(c.to_vec(), [2, 2, 2, 1, 2, 2]);
    let bad = Tensor::<Int8>::zeros(&[4]);
    assert_eq!(
        cond.try_where_cond(&x, &bad).unwrap_err().to_string(),
        "shapes [2, 3] and [4] do not broadcast: from the last axis back, lengths must be equal or 1"
    );
    assert!(x.try_clip(&bad, 1).is_err());
}

#[test]
fn clip_with_crossed_bounds_gives_the_upper_one_and_nan_stays() {
    let x = Tensor::<Float32>::from_vec(vec![-1.0, 0.5, 2.0, f32::NAN]);
    // The bounds are literals of any float type: name the result's type to
    // index its elements at once (see the guide's chapter on weak types).
    let crossed: Tensor<Float32> = x.clip(1.0, 0.0);
    assert_eq!(crossed.to_vec()[..3], [0.0, 0.0, 0.0]);
    let clipped: Tensor<Float32> = x.clip(0.0, 1.0);
    assert!(clipped.to_vec()[3].is_nan());
}

#[test]
fn the_into_forms_write_what_the_allocating_forms_return() {
    let cond = Tensor::<Bool>::from_shape_vec(&[2, 1], vec![true, false]).unwrap();
    let x = Tensor::<Int8>::from_vec(vec![1, -2, 3]);
    let mut out = Tensor::<Float32>::zeros(&[2, 3]);
    cond.where_cond_into(&x, &Tensor::<Float32>::scalar(0.5), &mut out)
        .unwrap();
    assert_eq!(out, cond.where_cond(&x, &Tensor::<Float32>::scalar(0.5)));
    let mut clipped = Tensor::<Int8>::zeros(&[3]);
    x.clip_into(-1, 2, &mut clipped).unwrap();
    assert_eq!(clipped, x.clip(-1, 2));
    let mut wrong = Tensor::<Int8>::zeros(&[4]);
    assert_eq!(
        x.clip_into(-1, 2, &mut wrong).unwrap_err().to_string(),
        "the output has shape [4], but the result has shape [3]"
    );
}

/// XLA's select rewrite of `bool * x` (checked against JAX in
/// `jax_selection.rs` through `try_multiply`) holds in every form of the
/// product: operators on references and owned operands, `_into`, `*=`.
#[test]
fn bool_products_are_selects_in_every_form() {
    let b = Tensor::<Bool>::from_vec(vec![false, true, false]);
    let x = Tensor::<Float32>::from_vec(vec![f32::INFINITY, f32::NAN, f32::from_bits(1)]);
    let check = |t: &Tensor<Float32>| {
        let v = t.to_vec();
        assert!(v[0] == 0.0 && v[1].is_nan() && v[2] == 0.0, "{v:?}");
    };
    check(&(&b * &x));
    check(&(&x * &b));
    check(&(x.clone() * &b));
    check(&(b.clone() * x.clone()));
    let mut out = Tensor::<Float32>::zeros(&[3]);
    b.multiply_into(&x, &mut out).unwrap();
    check(&out);
    let mut y = x.clone();
    y *= &b;
    check(&y);
    // `true * x` is `x` exactly: a subnormal stays.
    let t = Tensor::<Bool>::from_vec(vec![true]);
    let s = Tensor::<Float32>::from_vec(vec![f32::from_bits(1)]);
    assert_eq!((&t * &s).to_vec()[0].to_bits(), 1);
    // A broadcast bool is not rewritten: `false * inf` is NaN, as in JAX.
    let scalar = Tensor::<Bool>::scalar(false);
    assert!((&scalar * &x).to_vec()[0].is_nan());
}

/// The tour's masked softmax over `bfloat16` scores gives JAX's bits, which
/// JAX 0.10.2 printed for the same program (`jnp.where(positions < lengths,
/// scores, -inf)`, then `exp(x - max) / sum` along axis 1).
#[test]
fn the_tours_masked_softmax_equals_jax() {
    let scores =
        Tensor::<Float32>::from_shape_vec(&[2, 4], vec![2.0, 1.0, 0.5, 9.0, 0.0, 3.0, 3.0, 1.0])
            .unwrap()
            .cast::<BFloat16>();
    // The tour computes the same scores with einsum, exactly.
    let queries = Tensor::<Float32>::from_shape_vec(&[2, 2], vec![0.5, 0.0, 0.0, 0.5])
        .unwrap()
        .cast::<BFloat16>();
    let keys = Tensor::<Int8>::from_shape_vec(&[4, 2], vec![4, 0, 2, 6, 1, 6, 18, 2]).unwrap();
    assert_eq!(einsum("qd,kd->qk", (&queries, &keys)), scores);
    let lengths = Tensor::<Int32>::from_shape_vec(&[2, 1], vec![3, 4]).unwrap();
    let mask = Tensor::<UInt8>::arange(4).less(&lengths);
    let masked = mask.where_cond(&scores, f64::NEG_INFINITY);
    let shifted = &masked - &masked.max_axis(1).unwrap().expand_dims(1).unwrap();
    let weights = shifted.exp();
    let softmax = &weights / &weights.sum_axis(1).unwrap().expand_dims(1).unwrap();
    let bits: Vec<u16> = softmax.iter().map(|x| x.to_bits()).collect();
    assert_eq!(
        bits,
        [
            0x3f21, 0x3e6c, 0x3e0f, 0x0000, 0x3cbb, 0x3eea, 0x3eea, 0x3d7e
        ]
    );
}

#[test]
fn concatenate_into_and_stack_into_write_what_the_allocating_forms_return() {
    let a = Tensor::<Int32>::from_shape_vec(&[2, 2], vec![1, 2, 3, 4]).unwrap();
    let b = Tensor::<Int8>::from_shape_vec(&[2, 1], vec![-5, -6]).unwrap();
    let h = Tensor::<Float16>::from_shape_vec(&[2, 1], vec![half::f16::from_f32(0.5); 2]).unwrap();
    // Along axis 1, each piece is written in two runs; int32 ⊔ int8 ⊔ float16
    // is float16.
    let mut out = Tensor::<Float16>::zeros(&[2, 4]);
    concatenate_into((&a, &b, &h), 1, &mut out).unwrap();
    assert_eq!(out, concatenate((&a, &b, &h), 1));
    let values: Vec<f32> = out.iter().map(|x| x.to_f32()).collect();
    assert_eq!(values, [1.0, 2.0, -5.0, 0.5, 3.0, 4.0, -6.0, 0.5]);
    // An output that is not one row-major slice (a transposed view of its
    // storage) is assigned the same values.
    let mut transposed = Tensor::<Float16>::zeros(&[4, 2]).into_t();
    concatenate_into((&a, &b, &h), 1, &mut transposed).unwrap();
    assert_eq!(transposed.to_vec(), out.to_vec());
    let mut stacked = Tensor::<Int32>::zeros(&[2, 2, 2]);
    stack_into([&a, &a], 2, &mut stacked).unwrap();
    assert_eq!(stacked, stack([&a, &a], 2));
    // An output of another shape is an error naming both shapes, and leaves
    // the output as it was.
    let mut wrong = Tensor::<Float16>::zeros(&[2, 3]);
    let error = concatenate_into((&a, &b, &h), 1, &mut wrong).unwrap_err();
    assert!(error.to_string().contains("[2, 4]"), "{error}");
    assert!(error.to_string().contains("[2, 3]"), "{error}");
    assert_eq!(wrong, Tensor::<Float16>::zeros(&[2, 3]));
    // The join's own errors come first.
    assert!(stack_into([&a, &b.cast::<Int32>()], 0, &mut stacked).is_err());
}

/// `jnp.where` takes a condition of any dtype, true where nonzero: values
/// from JAX 0.10.2 (`jnp.where(c, 1, 0)`), where NaN is true and a subnormal
/// `float32` is zero, as XLA on CPU compares it.
#[test]
fn where_takes_a_condition_of_any_dtype_as_jax() {
    let floats = Tensor::<Float32>::from_vec(vec![0.0, -0.0, f32::NAN, 1e-40, f32::INFINITY, -2.0]);
    let picked: Tensor<WeakInt> = floats.where_cond(1, 0);
    assert_eq!(picked.to_vec(), [0, 0, 1, 0, 1, 1]);
    let ints = Tensor::<Int8>::from_vec(vec![0, 3, -1]);
    let picked: Tensor<WeakInt> = ints.where_cond(1, 0); // two scalars: name the policy
    assert_eq!(picked.to_vec(), [0, 1, 1]);
    let complex = Tensor::<Complex128>::from_vec(vec![
        Complex::new(0.0, 0.0),
        Complex::new(0.0, 1.0),
        Complex::new(0.0, -0.0),
    ]);
    let picked: Tensor<WeakInt> = complex.where_cond(1, 0);
    assert_eq!(picked.to_vec(), [0, 1, 0]);
    // The same as the comparison JAX makes of it.
    let x = Tensor::<Float16>::ones(&[6]);
    let direct: Tensor<Float16> = floats.where_cond(&x, 0.0);
    let compared: Tensor<Float16> = floats.not_equal(0.0).where_cond(&x, 0.0);
    assert_eq!(direct.to_vec(), compared.to_vec());
}

/// `jnp.where` and `jnp.clip` of operands broadcast along any axes, strided
/// or transposed, into a new tensor or a transposed output: each element is
/// what the element-by-element definition gives, whichever loop runs (one
/// flat loop, a flat loop per lane with repeated operands, a strided lane,
/// whole rows on the pool for a large output).
#[test]
fn where_and_clip_give_each_element_its_value_on_every_path() {
    // x[b, t, n, s] = a value of its index; mask[b, t, 1, s] broadcast along n.
    let at = |shape: &[usize], f: &dyn Fn(&[usize]) -> i32| {
        let n: usize = shape.iter().product();
        let values = (0..n)
            .map(|mut i| {
                let mut index = vec![0; shape.len()];
                for k in (0..shape.len()).rev() {
                    index[k] = i % shape[k];
                    i /= shape[k];
                }
                f(&index)
            })
            .collect();
        Tensor::<Int32>::from_shape_vec(shape, values).unwrap()
    };
    for (b, t, n, s) in [(2, 3, 4, 20), (2, 3, 5, 7), (64, 8, 4, 300)] {
        let x = at(&[b, t, n, s], &|i| {
            (i[0] * 7 + i[1] * 5 + i[2] * 3 + i[3]) as i32 % 11
        });
        let mask = at(&[b, t, 1, s], &|i| i32::from(i[3] <= i[1] % s)).cast::<Bool>();
        let masked: Tensor<Int32> = mask.where_cond(&x, -1);
        let lo = at(&[1, t, n, 1], &|i| (i[1] + i[2]) as i32 % 4);
        let clipped: Tensor<Int32> = x.clip(&lo, 8);
        let (xs, ms, ls) = (x.to_vec(), mask.to_vec(), lo.to_vec());
        let (masked, clipped) = (masked.to_vec(), clipped.to_vec());
        for i in 0..xs.len() {
            let (q, k) = (i % s, i / (s * n) % t);
            let mask_at = ms[(i / (s * n)) * s + q];
            assert_eq!(masked[i], if mask_at { xs[i] } else { -1 }, "where at {i}");
            let lo_at = ls[k * n + i / s % n];
            assert_eq!(clipped[i], xs[i].max(lo_at).min(8), "clip at {i}");
        }
        // A transposed branch (strided lanes), a scalar condition, and a
        // transposed output give the same values.
        let xt = x.permute_axes(&[3, 2, 1, 0]).unwrap();
        let back: Tensor<Int32> = mask
            .permute_axes(&[3, 2, 1, 0])
            .unwrap()
            .where_cond(&xt, -1)
            .permute_axes(&[3, 2, 1, 0])
            .unwrap();
        assert!(back.to_vec() == masked, "a transposed branch and condition");
        let all: Tensor<Int32> = Tensor::<Bool>::scalar(true).where_cond(&x, -1);
        assert!(all.to_vec() == xs, "a true scalar condition");
        let none: Tensor<Int32> = Tensor::<Bool>::scalar(false).where_cond(-1, &xt);
        assert!(none == xt, "a false scalar condition, a transposed branch");
        let column_major = ndarray::ArrayD::<i32>::zeros(ndarray::IxDyn(&[b, t, n, s]).f());
        let mut out = Tensor::<Int32>::from_array(column_major);
        mask.where_cond_into(&x, -1, &mut out).unwrap();
        assert!(out.to_vec() == masked, "into a column-major output");
    }
}
