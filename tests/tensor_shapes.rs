//! Shape functions keep the dtype and the policy, move elements where
//! jax.numpy moves them, return an error where JAX raises (and where ndarray
//! would panic), and the `into_` forms keep the storage.
//!
//! Shape functions copy values exactly, bit for bit, so there is no value
//! fixture: the tests compare with the elements of the input. Which calls are
//! accepted and which raise was checked by hand against JAX 0.10.2 (x64, CPU);
//! the cases are quoted next to the tests.

use dtype_lattice::*;
use half::bf16;
use ndarray::{NewAxis, SliceInfoElem, s};

/// The address of a tensor's first element.
fn address<D: DType, P: Policy>(t: &Tensor<D, P>) -> *const D::Elem {
    t.view().as_ptr()
}

/// `[[0, 1, 2], [3, 4, 5]]`.
fn two_by_three() -> Tensor<Int32> {
    Tensor::from_shape_vec(&[2, 3], vec![0, 1, 2, 3, 4, 5]).unwrap()
}

/// `arange(24).reshape(2, 3, 4)`.
fn cube() -> Tensor<Int64> {
    Tensor::<Int64>::arange(24).reshape(&[2, 3, 4]).unwrap()
}

fn message<T: std::fmt::Debug>(result: Result<T, ShapeError>) -> String {
    result.unwrap_err().to_string()
}

#[test]
fn reshape_reads_the_elements_in_row_major_order() {
    let t = two_by_three();
    let r = t.reshape(&[3, 2]).unwrap();
    assert_eq!(r.shape(), [3, 2]);
    assert_eq!(r.to_vec(), [0, 1, 2, 3, 4, 5]);
    // Of a transposed tensor, in the transpose's order, as jnp.reshape(x.T, …).
    let r = t.clone().into_t().reshape(&[6]).unwrap();
    assert_eq!(r.to_vec(), [0, 3, 1, 4, 2, 5]);
    let r = t.into_t().into_reshape(&[2, 3]).unwrap();
    assert_eq!(r.to_vec(), [0, 3, 1, 4, 2, 5]);
    // 0-d and empty shapes, as JAX: (1,) -> () and (0, 3) -> (3, 0).
    let s = Tensor::<Float32>::ones(&[1]).reshape(&[]).unwrap();
    assert_eq!((s.shape(), s.to_vec()), (&[][..], vec![1.0]));
    assert_eq!(
        Tensor::<Float32>::zeros(&[0, 3])
            .reshape(&[3, 0])
            .unwrap()
            .shape(),
        [3, 0]
    );
}

#[test]
fn reshape_to_another_number_of_elements_is_an_error() {
    // JAX: "cannot reshape array of shape (2, 3) (size 6) into shape (4,) (size 4)".
    assert_eq!(
        message(two_by_three().reshape(&[4])),
        "cannot reshape a tensor of shape [2, 3] (6 elements) into shape [4] (4 elements)"
    );
    assert_eq!(
        message(two_by_three().into_reshape(&[6, 1, 2])),
        "cannot reshape a tensor of shape [2, 3] (6 elements) into shape [6, 1, 2] (12 elements)"
    );
    // A product that overflows, and one that wraps around to the right count.
    assert_eq!(
        message(two_by_three().reshape(&[usize::MAX, 2])),
        format!(
            "cannot reshape a tensor of shape [2, 3] (6 elements) into shape [{}, 2], \
             larger than memory can address",
            usize::MAX
        )
    );
    let wraps = [1 << (usize::BITS - 1), 2, 3];
    assert!(two_by_three().reshape(&wraps).is_err());
    // No elements, but more than an array can address: ndarray would refuse it.
    assert!(
        Tensor::<Int8>::zeros(&[0])
            .reshape(&[0, usize::MAX])
            .is_err()
    );
}

#[test]
fn into_reshape_and_into_flatten_keep_the_storage_of_a_standard_layout_tensor() {
    let t = two_by_three();
    let at = address(&t);
    let r = t.into_reshape(&[3, 1, 2]).unwrap();
    assert_eq!(address(&r), at);
    assert_eq!(r.to_vec(), [0, 1, 2, 3, 4, 5]);
    let f = r.into_flatten();
    assert_eq!(address(&f), at);
    assert_eq!((f.shape(), f.to_vec()), (&[6][..], vec![0, 1, 2, 3, 4, 5]));
}

#[test]
fn flatten_is_ravel() {
    // JAX: jnp.ravel(x.T) is [0, 3, 1, 4, 2, 5]; jnp.ravel of a 0-d array has shape (1,).
    let t = two_by_three();
    assert_eq!(t.flatten().to_vec(), [0, 1, 2, 3, 4, 5]);
    assert_eq!(t.t().flatten().to_vec(), [0, 3, 1, 4, 2, 5]);
    assert_eq!(t.into_t().into_flatten().to_vec(), [0, 3, 1, 4, 2, 5]);
    let s = Tensor::<Int8>::scalar(3).flatten();
    assert_eq!((s.shape(), s.to_vec()), (&[1][..], vec![3]));
}

#[test]
fn t_reverses_the_axes() {
    let t = two_by_three();
    let u = t.t();
    assert_eq!(u.shape(), [3, 2]);
    assert_eq!(u.to_vec(), [0, 3, 1, 4, 2, 5]);
    // The copy is in standard layout, so it reshapes without another copy.
    assert!(u.view().is_standard_layout());
    // jnp.transpose(arange(24).reshape(2, 3, 4)) has shape (4, 3, 2) and starts
    // [[[0, 12], [4, 16], [8, 20]], [[1, 13], …
    let c = cube().t();
    assert_eq!(c.shape(), [4, 3, 2]);
    assert_eq!(c.to_vec()[..8], [0, 12, 4, 16, 8, 20, 1, 13]);
    assert_eq!(c, cube().permute_axes(&[2, 1, 0]).unwrap());
    // A 0-d tensor is its own transpose.
    assert_eq!(Tensor::<Int8>::scalar(3).t().to_vec(), [3]);
}

#[test]
fn the_owned_transposes_move_no_element() {
    let t = cube();
    let at = address(&t);
    let u = t.into_t();
    assert_eq!(address(&u), at);
    assert!(!u.view().is_standard_layout());
    assert_eq!(u, cube().t());

    let t = cube();
    let at = address(&t);
    let p = t.into_permute_axes(&[1, 2, 0]).unwrap();
    assert_eq!(address(&p), at);
    assert_eq!(p.shape(), [3, 4, 2]);
    assert_eq!(p, cube().permute_axes(&[1, 2, 0]).unwrap());
}

#[test]
fn the_into_transposes_write_the_copy_into_out() {
    // Every permutation of a cube's axes, into a tensor of the result's shape
    // whose storage is kept.
    for axes in [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ] {
        let expected = cube().permute_axes(&axes).unwrap();
        let mut out = Tensor::<Int64>::full(expected.shape(), -1);
        let at = address(&out);
        cube().permute_axes_into(&axes, &mut out).unwrap();
        assert_eq!(out, expected, "axes {axes:?}");
        assert_eq!(address(&out), at);
    }
    // Matrices large enough for the blocked copies of each value size (their
    // bands of 512 output rows, with rows and columns left over), into
    // buffers that hold other values.
    let x = Tensor::<Float32>::linspace(-1.0, 1.0, 700 * 1030, true)
        .unwrap()
        .reshape(&[700, 1030])
        .unwrap();
    let mut out = Tensor::<Float32>::full(&[1030, 700], 7.0);
    x.t_into(&mut out).unwrap();
    assert_eq!(out, x.t());
    let h = x.cast::<BFloat16>();
    let mut out = Tensor::<BFloat16>::zeros(&[1030, 700]);
    h.t_into(&mut out).unwrap();
    assert_eq!(out, h.t());
    let b = Tensor::<Int32>::arange(333 * 1100)
        .cast::<Int8>()
        .reshape(&[333, 1100])
        .unwrap();
    let mut out = Tensor::<Int8>::zeros(&[1100, 333]);
    b.t_into(&mut out).unwrap();
    assert_eq!(out, b.t());
    // An `out` that is itself a transpose (not in row-major order) gets the
    // same values, and so does a transpose of a tensor in row-major order.
    let mut out = Tensor::<Int64>::zeros(&[2, 3, 4]).into_t();
    cube().t_into(&mut out).unwrap();
    assert_eq!(out.to_vec(), cube().t().to_vec());
    let mut out = Tensor::<Int64>::zeros(&[2, 3, 4]);
    cube().t().t_into(&mut out).unwrap();
    assert_eq!(out, cube());
    // Tensors with no elements.
    let mut out = Tensor::<Int8>::zeros(&[3, 0]);
    Tensor::<Int8>::zeros(&[0, 3]).t_into(&mut out).unwrap();
    assert_eq!(out.shape(), [3, 0]);
    let mut out = Tensor::<Int8>::zeros(&[0, 2, 4]);
    Tensor::<Int8>::zeros(&[2, 4, 0])
        .permute_axes_into(&[2, 0, 1], &mut out)
        .unwrap();
    assert_eq!(out.shape(), [0, 2, 4]);
}

#[test]
fn an_into_transpose_of_the_wrong_shape_or_axes_is_an_error() {
    let mut out = Tensor::<Int32>::full(&[2, 3], 9);
    assert_eq!(
        message(two_by_three().t_into(&mut out)),
        "the output has shape [2, 3], but the result has shape [3, 2]"
    );
    assert_eq!(
        message(cube().permute_axes_into(&[1, 0, 2], &mut Tensor::zeros(&[2, 3, 4]))),
        "the output has shape [2, 3, 4], but the result has shape [3, 2, 4]"
    );
    assert_eq!(
        message(two_by_three().permute_axes_into(&[0, 0], &mut out)),
        "axes [0, 0] are not a permutation of the axes of shape [2, 3]: \
         expected each of 0 to 1 exactly once"
    );
    // `out` is left as it was.
    assert_eq!(out.to_vec(), [9; 6]);
}

#[test]
fn permute_axes_moves_axis_axes_i_to_i() {
    let p = cube().permute_axes(&[1, 2, 0]).unwrap();
    assert_eq!(p.shape(), [3, 4, 2]);
    // p[i, j, k] = x[k, i, j]
    let x = cube().to_vec();
    let at = |k: usize, i: usize, j: usize| x[k * 12 + i * 4 + j];
    let expected: Vec<i64> = (0..3)
        .flat_map(|i| (0..4).flat_map(move |j| (0..2).map(move |k| (i, j, k))))
        .map(|(i, j, k)| at(k, i, j))
        .collect();
    assert_eq!(p.to_vec(), expected);
    assert!(p.view().is_standard_layout());
    assert_eq!(
        two_by_three().permute_axes(&[0, 1]).unwrap(),
        two_by_three()
    );
    assert_eq!(
        Tensor::<Int8>::scalar(3)
            .permute_axes(&[])
            .unwrap()
            .to_vec(),
        [3]
    );
}

#[test]
fn axes_that_are_not_a_permutation_are_an_error() {
    // JAX raises for (0, 0), (0,) ("isn't a permutation of operand dimensions")
    // and (0, 2) ("axis 2 is out of bounds for array of dimension 2").
    let t = two_by_three();
    for axes in [&[0, 0][..], &[0], &[0, 2], &[1, 0, 2], &[]] {
        assert_eq!(
            message(t.permute_axes(axes)),
            format!(
                "axes {axes:?} are not a permutation of the axes of shape [2, 3]: \
                 expected each of 0 to 1 exactly once"
            )
        );
        assert!(t.clone().into_permute_axes(axes).is_err());
    }
    assert_eq!(
        message(Tensor::<Int8>::scalar(3).permute_axes(&[0])),
        "axes [0] are not a permutation of the axes of shape []: expected no axes"
    );
}

#[test]
fn broadcast_to_repeats_along_new_and_unit_axes() {
    let row = Tensor::<UInt16>::from_vec(vec![1, 2, 3]);
    let b = row.broadcast_to(&[2, 3]).unwrap();
    assert_eq!(b.to_vec(), [1, 2, 3, 1, 2, 3]);
    let column = Tensor::<UInt16>::from_shape_vec(&[2, 1], vec![7, 8]).unwrap();
    let b = column.broadcast_to(&[2, 2, 3]).unwrap();
    assert_eq!(b.shape(), [2, 2, 3]);
    assert_eq!(b.to_vec(), [7, 7, 7, 8, 8, 8, 7, 7, 7, 8, 8, 8]);
    assert!(b.view().is_standard_layout());
    // JAX: a scalar to (2, 2); (1, 3) to (0, 3); (1,) to (0,); (0,) to (2, 0).
    let s = Tensor::<UInt16>::scalar(5).broadcast_to(&[2, 2]).unwrap();
    assert_eq!(s.to_vec(), [5; 4]);
    assert_eq!(
        Tensor::<UInt16>::ones(&[1, 3])
            .broadcast_to(&[0, 3])
            .unwrap()
            .shape(),
        [0, 3]
    );
    assert_eq!(
        Tensor::<UInt16>::ones(&[1])
            .broadcast_to(&[0])
            .unwrap()
            .shape(),
        [0]
    );
    assert_eq!(
        Tensor::<UInt16>::ones(&[0])
            .broadcast_to(&[2, 0])
            .unwrap()
            .shape(),
        [2, 0]
    );
    assert_eq!(row.broadcast_to(&[3]).unwrap(), row);
}

#[test]
fn broadcast_to_a_shape_the_tensor_does_not_broadcast_to_is_an_error() {
    // JAX raises for each: (2, 3) to (2, 1), to (4, 3), to (3,); (0,) to (1,).
    let t = two_by_three();
    let rule = "from the last axis back, each length must equal the target's or be 1";
    assert_eq!(
        message(t.broadcast_to(&[2, 1])),
        format!("cannot broadcast shape [2, 3] to shape [2, 1]: {rule}")
    );
    assert_eq!(
        message(t.broadcast_to(&[4, 3])),
        format!("cannot broadcast shape [2, 3] to shape [4, 3]: {rule}")
    );
    assert_eq!(
        message(Tensor::<Int8>::zeros(&[0]).broadcast_to(&[1])),
        format!("cannot broadcast shape [0] to shape [1]: {rule}")
    );
    assert_eq!(
        message(t.broadcast_to(&[3])),
        "cannot broadcast shape [2, 3] to shape [3]: the target has fewer axes (1) than the tensor (2)"
    );
    assert_eq!(
        message(t.broadcast_to(&[usize::MAX, 2, 3])),
        format!(
            "cannot broadcast shape [2, 3] to shape [{}, 2, 3]: \
             the target is larger than memory can address",
            usize::MAX
        )
    );
}

#[test]
fn expand_dims_inserts_an_axis_anywhere_up_to_ndim() {
    // JAX: expand_dims at 0 gives (1, 2, 3), at 2 (= ndim) gives (2, 3, 1), at 3 raises.
    let t = two_by_three();
    for (axis, shape) in [(0, [1, 2, 3]), (1, [2, 1, 3]), (2, [2, 3, 1])] {
        let e = t.expand_dims(axis).unwrap();
        assert_eq!((e.shape(), e.to_vec()), (&shape[..], t.to_vec()));
    }
    assert_eq!(
        message(t.expand_dims(3)),
        "cannot insert an axis at 3 in a tensor of 2 dimensions: expected a position from -3 to 2"
    );
    assert_eq!(
        message(Tensor::<Int8>::zeros(&[4]).into_expand_dims(2)),
        "cannot insert an axis at 2 in a tensor of 1 dimension: expected a position from -2 to 1"
    );
    assert_eq!(
        Tensor::<Int8>::scalar(1).expand_dims(0).unwrap().shape(),
        [1]
    );
}

#[test]
fn squeeze_removes_every_axis_of_length_one() {
    // JAX: (1, 2, 1, 3, 1) squeezes to (2, 3), (1, 1) to ().
    let t = two_by_three().reshape(&[1, 2, 1, 3, 1]).unwrap();
    let s = t.squeeze();
    assert_eq!(
        (s.shape(), s.to_vec()),
        (&[2, 3][..], two_by_three().to_vec())
    );
    assert_eq!(
        Tensor::<Int8>::ones(&[1, 1]).squeeze().shape(),
        [0_usize; 0]
    );
    assert_eq!(Tensor::<Int8>::ones(&[0, 1]).squeeze().shape(), [0]);
    assert_eq!(two_by_three().squeeze(), two_by_three());
}

#[test]
fn squeeze_axis_removes_one_axis_of_length_one() {
    let t = Tensor::<Int32>::from_shape_vec(&[1, 2], vec![4, 5]).unwrap();
    let s = t.squeeze_axis(0).unwrap();
    assert_eq!((s.shape(), s.to_vec()), (&[2][..], vec![4, 5]));
    // JAX: "cannot select an axis to squeeze out which has size not equal to
    // one, got shape=(1, 2) and dimensions=(1,)", and the same for a length of
    // 0; "axis 2 is out of bounds for array of dimension 2".
    assert_eq!(
        message(t.squeeze_axis(1)),
        "cannot squeeze axis 1 of shape [1, 2]: expected length 1, found 2"
    );
    assert_eq!(
        message(Tensor::<Int32>::zeros(&[0, 2]).into_squeeze_axis(0)),
        "cannot squeeze axis 0 of shape [0, 2]: expected length 1, found 0"
    );
    assert_eq!(
        message(t.squeeze_axis(2)),
        "axis 2 is out of range for a tensor of 2 dimensions: expected an axis from -2 to 1"
    );
}

#[test]
fn the_owned_axis_insertions_and_removals_move_no_element() {
    let t = cube();
    let at = address(&t);
    let e = t.into_expand_dims(1).unwrap();
    assert_eq!((e.shape(), address(&e)), (&[2, 1, 3, 4][..], at));
    let e = e.into_expand_dims(4).unwrap();
    assert_eq!((e.shape(), address(&e)), (&[2, 1, 3, 4, 1][..], at));
    let copy = e.clone();
    let copy_at = address(&copy);
    let s = copy.into_squeeze_axis(1).unwrap();
    assert_eq!((s.shape(), address(&s)), (&[2, 3, 4, 1][..], copy_at));
    let s = e.into_squeeze();
    assert_eq!((s.shape(), address(&s)), (&[2, 3, 4][..], at));
    assert_eq!(s, cube());
}

#[test]
fn slice_takes_ranges_indices_steps_and_new_axes() {
    let t = Tensor::<Int64>::arange(12).reshape(&[3, 4]).unwrap();
    // JAX: x[:, ::2] of the (2, 3) arange is [[0, 2], [3, 5]].
    assert_eq!(
        two_by_three().slice(s![.., ..;2]).unwrap().to_vec(),
        [0, 2, 3, 5]
    );
    let r = t.slice(s![1.., 1..3]).unwrap();
    assert_eq!((r.shape(), r.to_vec()), (&[2, 2][..], vec![5, 6, 9, 10]));
    assert!(r.view().is_standard_layout());
    // Indices remove their axis, and count from the end when negative.
    assert_eq!(t.slice(s![-1, ..]).unwrap().to_vec(), [8, 9, 10, 11]);
    assert_eq!(t.slice(s![-3, 0]).unwrap().to_vec(), [0]);
    assert_eq!(t.slice(s![-3, 0]).unwrap().shape(), [0_usize; 0]);
    // ndarray's negative step reverses the range: s![1..;-1] is x[:0:-1].
    assert_eq!(t.slice(s![0, 1..;-1]).unwrap().to_vec(), [3, 2, 1]);
    assert_eq!(t.slice(s![0, ..;-2]).unwrap().to_vec(), [3, 1]);
    let n = t.slice(s![NewAxis, .., 2]).unwrap();
    assert_eq!((n.shape(), n.to_vec()), (&[1, 3][..], vec![2, 6, 10]));
    // Bounds at the ends of the axis, and empty ranges.
    assert_eq!(t.slice(s![0, -4..4]).unwrap().to_vec(), [0, 1, 2, 3]);
    let backwards = SliceInfoElem::Slice {
        start: 3,
        end: Some(1),
        step: 1,
    };
    let elems = [SliceInfoElem::from(0), backwards];
    assert_eq!(t.slice(&elems[..]).unwrap().shape(), [0]);
    assert_eq!(t.slice(s![0, 4..]).unwrap().shape(), [0]);
    // A slice built at run time.
    let elems = [SliceInfoElem::from(2), SliceInfoElem::from(..)];
    assert_eq!(t.slice(&elems[..]).unwrap().to_vec(), [8, 9, 10, 11]);
}

#[test]
fn a_slice_that_does_not_fit_is_an_error_where_ndarray_panics() {
    let t = Tensor::<Int64>::zeros(&[3, 4]);
    // JAX raises "Too many indices: array is 2-dimensional, but 3 were indexed".
    assert_eq!(
        message(t.slice(s![0, 0, 0])),
        "the slice has 3 indices and ranges, but shape [3, 4] has 2 axes: \
         expected one per axis (besides new axes)"
    );
    assert_eq!(
        message(t.slice(&[SliceInfoElem::from(..)][..])),
        "the slice has 1 indices and ranges, but shape [3, 4] has 2 axes: \
         expected one per axis (besides new axes)"
    );
    // JAX clamps x[5] and x[-5] of 3 rows (to the last and the first); NumPy raises.
    for index in [3, 5, -4, isize::MIN] {
        assert_eq!(
            message(t.slice(s![index, ..])),
            format!(
                "index {index} is out of range for axis 0 of length 3: \
                 expected an index from -3 to 2"
            )
        );
    }
    // Python and JAX clamp x[0:5]; ndarray does not.
    assert_eq!(
        message(t.slice(s![0..5, ..])),
        "the slice `..5` is out of range for axis 0 of length 3: \
         expected a start and an end from -3 to 3"
    );
    assert_eq!(
        message(t.slice(s![.., -5..])),
        "the slice `-5..` is out of range for axis 1 of length 4: \
         expected a start and an end from -4 to 4"
    );
    assert!(t.slice(s![.., ..-5]).is_err());
    // JAX: "slice step cannot be zero". (`s![..;0]` panics in the macro.)
    let step_zero = SliceInfoElem::Slice {
        start: 0,
        end: None,
        step: 0,
    };
    assert_eq!(
        message(t.slice(&[SliceInfoElem::from(..), step_zero][..])),
        "the slice `..;0` of axis 1 has step 0: expected a nonzero step"
    );
    assert_eq!(
        message(Tensor::<Int64>::zeros(&[0]).slice(s![0])),
        "index 0 is out of range for axis 0 of length 0: the axis is empty"
    );
}

#[test]
fn index_axis_takes_one_subtensor() {
    let c = cube();
    // JAX: x[:, 1] of the (2, 3) arange is [1, 4]; x[1] is [3, 4, 5].
    assert_eq!(two_by_three().index_axis(1, 1).unwrap().to_vec(), [1, 4]);
    assert_eq!(two_by_three().index_axis(0, 1).unwrap().to_vec(), [3, 4, 5]);
    let i = c.index_axis(2, 3).unwrap();
    assert_eq!(i.shape(), [2, 3]);
    assert_eq!(i.to_vec(), [3, 7, 11, 15, 19, 23]);
    assert_eq!(i, c.slice(s![.., .., 3]).unwrap());
    assert!(i.view().is_standard_layout());
    assert_eq!(
        message(c.index_axis(1, 3)),
        "index 3 is out of range for axis 1 of length 3: expected an index from 0 to 2"
    );
    assert_eq!(
        message(c.index_axis(3, 0)),
        "axis 3 is out of range for a tensor of 3 dimensions: expected an axis from -3 to 2"
    );
    assert_eq!(
        message(Tensor::<Int8>::zeros(&[0]).index_axis(0, 0)),
        "index 0 is out of range for axis 0 of length 0: the axis is empty"
    );
}

#[test]
fn every_shape_function_keeps_the_dtype_and_the_policy() {
    let values: Vec<bf16> = [1.5, -0.0, f32::NAN, 3.0e38, 1e-40, -7.25]
        .into_iter()
        .map(bf16::from_f32)
        .collect();
    let t: Tensor<BFloat16, Strict> = Tensor::<BFloat16>::from_shape_vec(&[2, 3], values.clone())
        .unwrap()
        .strict();
    // Each result is named with its type: a function that changed the dtype
    // or the policy would not compile.
    let results: Vec<Tensor<BFloat16, Strict>> = vec![
        t.reshape(&[3, 2]).unwrap(),
        t.clone().into_reshape(&[6, 1]).unwrap(),
        t.flatten(),
        t.clone().into_flatten(),
        t.t(),
        t.clone().into_t(),
        t.permute_axes(&[1, 0]).unwrap(),
        t.clone().into_permute_axes(&[1, 0]).unwrap(),
        t.broadcast_to(&[2, 2, 3]).unwrap(),
        t.expand_dims(1).unwrap(),
        t.clone().into_expand_dims(2).unwrap(),
        t.squeeze(),
        t.clone().into_squeeze(),
        t.expand_dims(0).unwrap().squeeze_axis(0).unwrap(),
        t.expand_dims(0).unwrap().into_squeeze_axis(0).unwrap(),
        t.slice(s![.., ..]).unwrap(),
        t.index_axis(0, 1).unwrap(),
    ];
    let bits = |v: &[bf16]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
    let input = bits(&values);
    for (i, r) in results.iter().enumerate() {
        assert_eq!(r.dtype(), DTypeId::BFloat16, "result {i}");
        // Bit for bit (NaN, -0.0 and the subnormal included): each function
        // moves or repeats elements, never changes one.
        let got = bits(&r.to_vec());
        assert!(got.len() >= 3, "result {i}");
        assert!(
            got.iter().all(|b| input.contains(b)),
            "result {i}: {got:x?}"
        );
    }
    // The strict policy still applies to the results: bf16 with a float literal.
    let doubled: Tensor<BFloat16, Strict> = t.t() * 2.0;
    assert_eq!(doubled.to_vec()[0], bf16::from_f32(3.0));
    assert_eq!(
        bits(&t.t().to_vec()),
        bits(&[
            values[0], values[3], values[1], values[4], values[2], values[5]
        ])
    );
}

#[test]
fn negative_axes_count_from_the_end_everywhere() {
    // As jnp: expand_dims(x, -1) appends an axis, -ndim-1 prepends one;
    // squeeze, take along an axis, concatenate and stack take -1 for the last.
    let t = two_by_three();
    assert_eq!(t.expand_dims(-1).unwrap().shape(), [2, 3, 1]);
    assert_eq!(t.expand_dims(-3).unwrap().shape(), [1, 2, 3]);
    assert_eq!(
        message(t.expand_dims(-4)),
        "cannot insert an axis at -4 in a tensor of 2 dimensions: expected a position from -3 to 2"
    );
    let column = t.expand_dims(-1).unwrap();
    assert_eq!(column.squeeze_axis(-1).unwrap().shape(), [2, 3]);
    assert_eq!(
        t.index_axis(-1, 2).unwrap().to_vec(),
        t.index_axis(1, 2).unwrap().to_vec()
    );
    let joined = try_concatenate([&t, &t], -1).unwrap();
    assert_eq!(joined.shape(), [2, 6]);
    assert_eq!(
        joined.to_vec(),
        try_concatenate([&t, &t], 1).unwrap().to_vec()
    );
    let stacked = try_stack([&t, &t], -1).unwrap();
    assert_eq!(stacked.shape(), [2, 3, 2]);
    assert_eq!(stacked.to_vec(), try_stack([&t, &t], 2).unwrap().to_vec());
    assert_eq!(
        message(try_stack([&t, &t], -4)),
        "axis -4 is out of range for a tensor of 3 dimensions: expected an axis from -3 to 2"
    );
    assert_eq!(
        message(t.squeeze_axis(-3)),
        "axis -3 is out of range for a tensor of 2 dimensions: expected an axis from -2 to 1"
    );
}

/// `expand_dims` with several axes, each counted in the result, as
/// `jnp.expand_dims` (shapes from JAX 0.10.2); an axis past the result's or
/// a position named twice is an error, as JAX raises.
#[test]
fn expand_dims_takes_several_axes_as_jax() {
    let x = Tensor::<Float32>::from_shape_vec(&[2, 3], (0..6).map(|i| i as f32).collect()).unwrap();
    for (axes, shape) in [
        ([0, 1], [1, 1, 2, 3]),
        ([0, -1], [1, 2, 3, 1]),
        ([0, 3], [1, 2, 3, 1]),
        ([2, 0], [1, 2, 1, 3]),
        ([-1, -2], [2, 3, 1, 1]),
    ] {
        let y = x.expand_dims(axes).unwrap();
        assert_eq!(y.shape(), shape, "{axes:?}");
        assert_eq!(y.to_vec(), x.to_vec());
        assert_eq!(x.clone().into_expand_dims(axes).unwrap().shape(), shape);
    }
    for axes in [[0, 4], [1, -3], [-5, 0]] {
        let error = x.expand_dims(axes).unwrap_err().to_string();
        assert!(
            error.starts_with(&format!("cannot insert axes at {axes:?}")),
            "{error}"
        );
        assert!(
            error.contains("expected 2 distinct positions from -4 to 3"),
            "{error}"
        );
    }
    assert!(x.expand_dims(Axes::All).is_err());
    assert_eq!(x.expand_dims(vec![1]).unwrap().shape(), [2, 1, 3]);
}

/// `split_n` and `unstack_n` give their pieces as an array; a count that
/// does not fit is an error, never a panic.
#[test]
fn split_n_and_unstack_n_name_their_pieces() {
    let x = Tensor::<Int32>::from_shape_vec(&[3, 4], (0..12).collect()).unwrap();
    let [a, b] = x.split_n::<2>(1).unwrap();
    assert_eq!(
        (a.shape(), b.to_vec()),
        (&[3, 2][..], vec![2, 3, 6, 7, 10, 11])
    );
    let [r0, r1, r2] = x.unstack_n::<3>(0).unwrap();
    assert_eq!(
        (r0.to_vec(), r1.to_vec(), r2.to_vec()),
        (vec![0, 1, 2, 3], vec![4, 5, 6, 7], vec![8, 9, 10, 11])
    );
    assert_eq!(x.unstack(-1).unwrap().len(), 4);
    let error = message(x.unstack_n::<4>(0));
    assert!(error.contains("3 tensors, not the 4"), "{error}");
    assert!(x.split_n::<0>(0).is_err());
    assert!(x.split_n::<3>(1).is_err());
    assert!(Tensor::<Int32>::scalar(1).unstack(0).is_err());
}

/// Flips and broadcasts (views with negative and zero strides, which the
/// strided kernel does not take) copy a row at a time: every element is the
/// one its index names, along any axis, for one axis or several, small or
/// large enough to run on the pool.
#[test]
fn flips_and_broadcasts_copy_each_element_from_its_index() {
    for shape in [vec![7], vec![3, 5], vec![2, 3, 4], vec![64, 33, 65]] {
        let n: usize = shape.iter().product();
        let x = Tensor::<Int32>::from_shape_vec(&shape, (0..n as i32).collect()).unwrap();
        let values = x.to_vec();
        let strides: Vec<usize> = (0..shape.len())
            .map(|k| shape[k + 1..].iter().product())
            .collect();
        let index_of = |mut i: usize| -> Vec<usize> {
            let mut index = vec![0; shape.len()];
            for k in (0..shape.len()).rev() {
                index[k] = i % shape[k];
                i /= shape[k];
            }
            index
        };
        for axis in 0..shape.len() {
            let flipped = x.flip(axis as isize).unwrap().to_vec();
            let ok = (0..n).all(|i| {
                let mut index = index_of(i);
                index[axis] = shape[axis] - 1 - index[axis];
                let at: usize = index.iter().zip(&strides).map(|(i, s)| i * s).sum();
                flipped[i] == values[at]
            });
            assert!(ok, "flip of {shape:?} along {axis}");
        }
        let all: Vec<isize> = (0..shape.len() as isize).collect();
        let reversed = x.flip(all).unwrap().to_vec();
        assert!(
            reversed.iter().rev().eq(values.iter()),
            "flip of {shape:?} along every axis"
        );
        // Broadcast along a new leading axis and along a unit axis.
        let twice = x
            .broadcast_to(&[&[2][..], &shape].concat())
            .unwrap()
            .to_vec();
        assert!(
            twice[..n] == values[..] && twice[n..] == values[..],
            "{shape:?} twice"
        );
        let column = x.flip(0).unwrap().expand_dims(-1).unwrap();
        let mut wide = column.shape().to_vec();
        *wide.last_mut().unwrap() = 3;
        let repeated = column.broadcast_to(&wide).unwrap().to_vec();
        let flipped = x.flip(0).unwrap().to_vec();
        assert!(
            (0..3 * n).all(|i| repeated[i] == flipped[i / 3]),
            "{shape:?} flipped, then repeated along a new last axis"
        );
    }
}

/// `a - b` and `b - a` for every element, from `a` and `b` broadcast by
/// `broadcast_to` and subtracted one element at a time.
fn check_subtract(a_shape: &[usize], b_shape: &[usize]) {
    let n = |shape: &[usize]| shape.iter().product::<usize>();
    let values = |len: usize, seed: usize| -> Vec<f32> {
        (0..len)
            .map(|i| ((i * 7919 + seed) % 1999) as f32 - 999.5)
            .collect()
    };
    let a = Tensor::<Float32>::from_shape_vec(a_shape, values(n(a_shape), 1)).unwrap();
    let b = Tensor::<Float32>::from_shape_vec(b_shape, values(n(b_shape), 2)).unwrap();
    let shape = broadcast_shapes(a_shape, b_shape);
    let (wide_a, wide_b) = (
        a.broadcast_to(&shape).unwrap().to_vec(),
        b.broadcast_to(&shape).unwrap().to_vec(),
    );
    let what = format!("{a_shape:?} and {b_shape:?}");
    let forward: Vec<f32> = wide_a.iter().zip(&wide_b).map(|(x, y)| x - y).collect();
    let backward: Vec<f32> = wide_a.iter().zip(&wide_b).map(|(x, y)| y - x).collect();
    let ab = &a - &b;
    assert_eq!(ab.shape(), shape, "{what}");
    assert_eq!(ab.to_vec(), forward, "a - b, {what}");
    assert_eq!((&b - &a).to_vec(), backward, "b - a, {what}");
    let int = (&a.cast::<Int32>() - &b.cast::<Int32>()).to_vec();
    let int_forward: Vec<i32> = wide_a
        .iter()
        .zip(&wide_b)
        .map(|(&x, &y)| x as i32 - y as i32)
        .collect();
    assert_eq!(int, int_forward, "{what}");
}

/// NumPy's broadcast shape of two shapes that broadcast.
fn broadcast_shapes(a: &[usize], b: &[usize]) -> Vec<usize> {
    let rank = a.len().max(b.len());
    let at = |s: &[usize], i: usize| (i + s.len()).checked_sub(rank).map_or(1, |j| s[j]);
    (0..rank)
        .map(|i| at(a, i).max(at(b, i)) * usize::from(at(a, i) != 0 && at(b, i) != 0))
        .collect()
}

#[test]
fn binary_operations_broadcast_rows_columns_and_scalars_to_every_element() {
    // Each way an operand repeats along rows (a bias row, with or without
    // leading axes of length 1; a per-row statistic; one value), on either
    // side, of sizes that run on one thread and on several; and shapes of
    // no elements.
    let cases: &[(&[usize], &[usize])] = &[
        (&[4, 5], &[5]),
        (&[4, 5], &[1, 5]),
        (&[2, 3, 4], &[3, 4]),
        (&[2, 3, 4], &[1, 1, 4]),
        (&[4, 5], &[4, 1]),
        (&[2, 3, 4], &[2, 1, 1]),
        (&[2, 3, 4], &[2, 3, 1]),
        (&[4, 5], &[]),
        (&[4, 5], &[1, 1]),
        (&[1], &[1, 1]),
        (&[4, 5], &[4, 5]),
        (&[2, 1, 4], &[3, 1]),
        (&[4, 1], &[1, 5]),
        (&[600, 1000], &[1000]),
        (&[600, 1000], &[600, 1]),
        (&[0, 5], &[5]),
        (&[4, 0], &[4, 1]),
    ];
    for &(a, b) in cases {
        check_subtract(a, b);
    }
}
