//! The shapes of `matmul`, `dot`, `vdot`, `inner`, `outer` and `tensordot`
//! (those JAX gives, checked in `tests/jax_linalg.rs` on small shapes), and
//! their shape errors: each a `ShapeError` whose message names what does not
//! fit, never a panic in the `try_` forms.

use dtype_lattice::*;

fn ones(shape: &[usize]) -> Tensor<Float32> {
    Tensor::ones(shape)
}

fn message<T>(result: Result<T, ShapeError>) -> String {
    match result {
        Ok(_) => panic!("expected a shape error"),
        Err(error) => error.to_string(),
    }
}

#[test]
fn shapes_are_jax_s() {
    let shape = |t: Tensor<Float32>| t.shape().to_vec();
    assert_eq!(
        shape(ones(&[2, 1, 3, 4]).matmul(&ones(&[5, 4, 6]))),
        [2, 5, 3, 6]
    );
    assert_eq!(shape(ones(&[4]).matmul(&ones(&[2, 4, 3]))), [2, 3]);
    assert_eq!(shape(ones(&[2, 3, 4]).matmul(&ones(&[4]))), [2, 3]);
    assert_eq!(shape(ones(&[4]).matmul(&ones(&[4]))), [] as [usize; 0]);
    assert_eq!(shape(ones(&[2, 3, 4]).dot(&ones(&[5, 4, 6]))), [2, 3, 5, 6]);
    assert_eq!(shape(ones(&[3]).dot(&ones(&[2, 3, 4]))), [2, 4]);
    assert_eq!(shape(ones(&[]).dot(&ones(&[2, 3]))), [2, 3]);
    assert_eq!(shape(ones(&[2, 3]).dot(&ones(&[]))), [2, 3]);
    assert_eq!(shape(ones(&[2, 3]).vdot(&ones(&[3, 2]))), [] as [usize; 0]);
    assert_eq!(shape(ones(&[2, 4]).inner(&ones(&[3, 5, 4]))), [2, 3, 5]);
    assert_eq!(shape(ones(&[2, 2]).outer(&ones(&[3]))), [4, 3]);
    assert_eq!(shape(ones(&[2, 3]).tensordot(&ones(&[4]), 0)), [2, 3, 4]);
    assert_eq!(
        shape(ones(&[3, 2, 4]).tensordot_axes(&ones(&[4, 5, 3]), &[2, 0], &[0, 2])),
        [2, 5]
    );
    // Empty contractions sum to zero; empty free axes give empty results.
    assert_eq!(ones(&[2, 0]).matmul(&ones(&[0, 3])).to_vec(), [0.0; 6]);
    assert!(ones(&[0, 2]).matmul(&ones(&[2, 3])).is_empty());
}

#[test]
fn shape_errors_say_what_does_not_fit() {
    assert_eq!(
        message(ones(&[2, 3]).try_matmul(&ones(&[4, 5]))),
        "cannot matmul shapes [2, 3] and [4, 5]: axis 1 of the left (length 3) is summed against \
         axis 0 of the right (length 4), and their lengths must be equal"
    );
    assert_eq!(
        message(ones(&[3]).try_matmul(&ones(&[2, 4, 5]))),
        "cannot matmul shapes [3] and [2, 4, 5]: axis 0 of the left (length 3) is summed against \
         axis 1 of the right (length 4), and their lengths must be equal"
    );
    assert_eq!(
        message(ones(&[2, 3, 4]).try_matmul(&ones(&[3, 4, 5]))),
        "cannot matmul shapes [2, 3, 4] and [3, 4, 5]: their batch axes (all but the last two) do \
         not broadcast; from the last back, lengths must be equal or 1"
    );
    assert_eq!(
        message(ones(&[2]).try_matmul(&ones(&[]))),
        "matmul operand 1 (the right) is 0-d: matmul needs at least one axis on each side \
         (multiply by a scalar, or use dot)"
    );
    assert_eq!(
        message(ones(&[2, 3, 4]).try_dot(&ones(&[5, 3, 6]))),
        "cannot dot shapes [2, 3, 4] and [5, 3, 6]: axis 2 of the left (length 4) is summed \
         against axis 1 of the right (length 3), and their lengths must be equal"
    );
    assert_eq!(
        message(ones(&[2, 3]).try_vdot(&ones(&[5]))),
        "cannot vdot shapes [6] and [5]: axis 0 of the left (length 6) is summed against axis 0 \
         of the right (length 5), and their lengths must be equal"
    );
    assert_eq!(
        message(ones(&[2, 3]).try_inner(&ones(&[2]))),
        "cannot tensordot shapes [2, 3] and [2]: axis 1 of the left (length 3) is summed against \
         axis 0 of the right (length 2), and their lengths must be equal"
    );
    assert_eq!(
        message(ones(&[2, 3]).try_tensordot(&ones(&[3]), 2)),
        "cannot tensordot shapes [2, 3] and [3] over 2 axes: each operand needs at least 2 axes"
    );
    assert_eq!(
        message(ones(&[2, 3]).try_tensordot_axes(&ones(&[3, 2]), &[0, 1], &[1])),
        "tensordot axes [0, 1] and [1] differ in number: expected one axis of the right operand \
         for each axis of the left"
    );
    assert_eq!(
        message(ones(&[2, 3]).try_tensordot_axes(&ones(&[3, 2]), &[2], &[0])),
        "axis 2 is out of range for a tensor of 2 dimensions: expected an axis from -2 to 1"
    );
    assert_eq!(
        message(ones(&[2, 2]).try_tensordot_axes(&ones(&[2, 2]), &[1, 1], &[0, 1])),
        "axis 1 appears twice in the contracted axes [1, 1]: expected distinct axes"
    );
}

#[test]
#[should_panic(expected = "cannot matmul shapes [2, 3] and [2, 3]")]
fn matmul_panics_with_the_message() {
    let _ = ones(&[2, 3]).matmul(&ones(&[2, 3]));
}

/// Strict tensors multiply within their dtype, or with literals' weak types;
/// accumulators need no join under strict promotion, as in JAX.
#[test]
fn strict_products() {
    let x = Tensor::<Int8>::full(&[2, 2], 100).strict();
    let y = Tensor::<Float32>::ones(&[2, 2]).strict();
    let wrapped: Tensor<Int8, Strict> = x.matmul(&x);
    assert_eq!(wrapped.to_vec(), [32; 4]); // each 100 · 100 wraps to 16 in int8, as in JAX
    let mixed: Tensor<Float32, Strict> = x.matmul_as::<Float32, _>(&y);
    assert_eq!(mixed.to_vec(), [200.0; 4]);
}

/// A product large enough to be split across threads gives, bit for bit,
/// the rows that products of one row give (each computed on one thread).
#[test]
fn threads_do_not_change_the_sums() {
    let n = 320; // 320³ multiply-adds: past the threshold for threads
    let data = |seed: usize| {
        (0..n * n)
            .map(|i| ((i * seed) % 1000) as f32 / 7.0 - 70.0)
            .collect()
    };
    let a = Tensor::<Float32>::from_shape_vec(&[n, n], data(7)).unwrap();
    let b = Tensor::<Float32>::from_shape_vec(&[n, n], data(13)).unwrap();
    let whole = a.matmul(&b).to_vec();
    for row in [0, 1, n / 2 - 1, n / 2, n - 1] {
        let one = a.slice(ndarray::s![row..row + 1, ..]).unwrap().matmul(&b);
        assert_eq!(one.to_vec(), whole[row * n..(row + 1) * n], "row {row}");
    }
}

/// `matmul_as` of 8- and 16-bit integers into a wider integer reads the
/// operands as they are (no converted copies) and wraps as XLA does: equal
/// to the sums computed in `i64`, modulo the result's width, for batched
/// operands of full-range values, odd sizes and a transposed (not
/// contiguous) operand.
#[test]
fn small_integer_products_are_the_wrapped_sums() {
    fn values(len: usize, seed: u64) -> Vec<i64> {
        let mut state = seed;
        (0..len)
            .map(|_| {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                (state >> 33) as i64
            })
            .collect()
    }
    let (batch, m, k, n) = (2, 37, 301, 19);
    let a = values(batch * m * k, 1);
    let b = values(k * n, 2);
    // `c[p][i][j] = Σ_l a[p][i][l] · b[l][j]` of the operands' values.
    let reference = |a: &[i64], b: &[i64]| -> Vec<i64> {
        let mut c = vec![0_i64; batch * m * n];
        for p in 0..batch {
            for i in 0..m {
                for j in 0..n {
                    c[(p * m + i) * n + j] =
                        (0..k).map(|l| a[(p * m + i) * k + l] * b[l * n + j]).sum();
                }
            }
        }
        c
    };
    let a8: Vec<i8> = a.iter().map(|&x| x as i8).collect();
    let b8: Vec<i8> = b.iter().map(|&x| x as i8).collect();
    let want = reference(
        &a8.iter().map(|&x| i64::from(x)).collect::<Vec<_>>(),
        &b8.iter().map(|&x| i64::from(x)).collect::<Vec<_>>(),
    );
    let ta = Tensor::<Int8>::from_shape_vec(&[batch, m, k], a8).unwrap();
    let tb = Tensor::<Int8>::from_shape_vec(&[k, n], b8.clone()).unwrap();
    let got = ta.matmul_as::<Int32, _>(&tb).to_vec();
    let expected: Vec<i32> = want.iter().map(|&x| x as i32).collect();
    assert_eq!(got, expected, "int8 into int32");
    // `b` as the transpose of a contiguous `[n, k]` tensor.
    let bt: Vec<i8> = (0..n * k).map(|i| b8[(i % k) * n + i / k]).collect();
    let tbt = Tensor::<Int8>::from_shape_vec(&[n, k], bt).unwrap().t();
    assert_eq!(
        ta.matmul_as::<Int32, _>(&tbt).to_vec(),
        expected,
        "transposed"
    );

    let au: Vec<u8> = a.iter().map(|&x| x as u8).collect();
    let bu: Vec<u8> = b.iter().map(|&x| x as u8).collect();
    let want = reference(
        &au.iter().map(|&x| i64::from(x)).collect::<Vec<_>>(),
        &bu.iter().map(|&x| i64::from(x)).collect::<Vec<_>>(),
    );
    let ta = Tensor::<UInt8>::from_shape_vec(&[batch, m, k], au).unwrap();
    let tb = Tensor::<UInt8>::from_shape_vec(&[k, n], bu).unwrap();
    let got = ta.matmul_as::<UInt32, _>(&tb).to_vec();
    assert_eq!(
        got,
        want.iter().map(|&x| x as u32).collect::<Vec<_>>(),
        "uint8 into uint32"
    );
    let got = ta.matmul_as::<UInt16, _>(&tb).to_vec();
    assert_eq!(
        got,
        want.iter().map(|&x| x as u16).collect::<Vec<_>>(),
        "uint8 into uint16"
    );

    let a16: Vec<i16> = a.iter().map(|&x| x as i16).collect();
    let b16: Vec<i16> = b.iter().map(|&x| x as i16).collect();
    let want = reference(
        &a16.iter().map(|&x| i64::from(x)).collect::<Vec<_>>(),
        &b16.iter().map(|&x| i64::from(x)).collect::<Vec<_>>(),
    );
    let ta = Tensor::<Int16>::from_shape_vec(&[batch, m, k], a16).unwrap();
    let tb = Tensor::<Int16>::from_shape_vec(&[k, n], b16).unwrap();
    let got = ta.matmul_as::<Int32, _>(&tb).to_vec();
    assert_eq!(
        got,
        want.iter().map(|&x| x as i32).collect::<Vec<_>>(),
        "int16 into int32"
    );
}

/// `einsum_as` (jnp.einsum with `preferred_element_type`) gives `matmul_as`'s
/// values, which `tests/jax_linalg.rs` checks against JAX: int8 operands
/// whose int8 (and int16) sums would wrap, summed in int32; a mix promoted
/// to its join first; bfloat16 summed in float32; with a batch axis.
#[test]
fn einsum_as_sums_in_the_accumulator_as_matmul_as_does() {
    let values = |n: usize, seed: i64| -> Vec<i64> {
        (0..n as i64).map(|i| (i * seed + 7) % 255 - 127).collect()
    };
    let a = Tensor::<Int8>::from_shape_vec(
        &[3, 40],
        values(120, 37).iter().map(|&v| v as i8).collect(),
    )
    .unwrap();
    let b = Tensor::<Int8>::from_shape_vec(
        &[40, 5],
        values(200, 53).iter().map(|&v| v as i8).collect(),
    )
    .unwrap();
    let by_einsum: Tensor<Int32> = einsum_as("ik,kj->ij", (&a, &b));
    assert_eq!(by_einsum.to_vec(), a.matmul_as::<Int32, _>(&b).to_vec());
    assert_ne!(
        by_einsum.to_vec(),
        einsum("ik,kj->ij", (&a, &b)).cast::<Int32>().to_vec()
    );

    let u = Tensor::<UInt8>::from_shape_vec(
        &[40, 5],
        values(200, 11).iter().map(|&v| (v + 127) as u8).collect(),
    )
    .unwrap();
    let mixed: Tensor<Int32> = einsum_as("ik,kj->ij", (&a, &u));
    assert_eq!(
        mixed.to_vec(),
        a.cast::<Int16>()
            .matmul_as::<Int32, _>(&u.cast::<Int16>())
            .to_vec()
    );

    let h = a.cast::<BFloat16>();
    let g = b.cast::<BFloat16>();
    let wide: Tensor<Float32> = einsum_as("ik,kj->ij", (&h, &g));
    assert_eq!(wide.to_vec(), h.matmul_as::<Float32, _>(&g).to_vec());

    let batched_a = a.reshape(&[1, 3, 40]).unwrap();
    let batched_b = b.reshape(&[1, 40, 5]).unwrap();
    let batched: Tensor<Int32> = einsum_as("bik,bkj->bij", (&batched_a, &batched_b));
    assert_eq!(batched.to_vec(), by_einsum.to_vec());
    assert!(try_einsum_as::<Int32, _>("ik,kj->ij", (&a, &a)).is_err()); // 40 is not 3
}

#[test]
fn subnormal_operands_are_zero_wherever_they_are() {
    // XLA on CPU reads a float product's subnormal operands as zero (DAZ):
    // `1e-40 · 1e30` is 0, not 1e-10. The crate scans each operand for one
    // (in runs of 256, vectorised), so a subnormal at the start, in the
    // middle or at the end of a long operand, of either side, counts.
    let k = 1000;
    for at in [0, 300, 511, k - 1] {
        let mut row = vec![0.0_f32; k];
        row[at] = 1e-40;
        let mut column = vec![0.0_f32; k];
        column[at] = 1e30;
        let a = Tensor::<Float32>::from_shape_vec(&[1, k], row.clone()).unwrap();
        let b = Tensor::<Float32>::from_shape_vec(&[k, 1], column.clone()).unwrap();
        assert_eq!(
            a.matmul(&b).to_vec(),
            [0.0],
            "a subnormal left operand at {at}"
        );
        let a = Tensor::<Float32>::from_shape_vec(&[1, k], column).unwrap();
        let b = Tensor::<Float32>::from_shape_vec(&[k, 1], row).unwrap();
        assert_eq!(
            a.matmul(&b).to_vec(),
            [0.0],
            "a subnormal right operand at {at}"
        );

        let mut row = vec![0.0_f64; k];
        row[at] = 1e-310;
        let mut column = vec![0.0_f64; k];
        column[at] = 1e300;
        let a = Tensor::<Float64>::from_shape_vec(&[1, k], row).unwrap();
        let b = Tensor::<Float64>::from_shape_vec(&[k, 1], column).unwrap();
        assert_eq!(a.matmul(&b).to_vec(), [0.0], "a float64 subnormal at {at}");
    }
    // A normal operand keeps its product.
    let a = Tensor::<Float32>::from_shape_vec(&[1, 2], vec![1e-30, 1.0]).unwrap();
    let b = Tensor::<Float32>::from_shape_vec(&[2, 1], vec![1e20, 0.0]).unwrap();
    assert_eq!(a.matmul(&b).to_vec(), [1e-30_f32 * 1e20]);
}
