//! `dot_general` and `dot_general_as` against real JAX's `lax.dot_general`:
//! `fixtures/jax_dot_general.txt`, written by
//! `tools/jax_dot_general_fixtures.py`. Batch axes first, in the middle and
//! absent, two contracting axes in another order, and `int8` into `int32`
//! and `bfloat16` into `float32` (`preferred_element_type`): the result
//! dtype, shape and values (exact for the integers and the `bfloat16`
//! products, which `float32` sums exactly; within 4 ulps for float sums,
//! whose order is the crate's GEMM's).

#[path = "common/values.rs"]
mod values;

use dtype_lattice::*;
use values::{
    Answer, answer, assert_agree, check_answer, fixture_lines, owned, parse, shape_of, summation,
};

/// One case: its name, and its operands' and result's lines.
struct Case {
    name: String,
    lhs: (Vec<usize>, Vec<String>),
    rhs: (Vec<usize>, Vec<String>),
    out: Answer,
}

fn cases() -> Vec<Case> {
    let lines: Vec<Vec<&str>> =
        fixture_lines(include_str!("fixtures/jax_dot_general.txt")).collect();
    lines
        .chunks(4)
        .map(|chunk| match chunk {
            [case, lhs, rhs, out] => Case {
                name: case[1].to_string(),
                lhs: (shape_of(lhs[1]), owned(&lhs[2..])),
                rhs: (shape_of(rhs[1]), owned(&rhs[2..])),
                out: answer(&out[1..]),
            },
            _ => panic!("a case of four lines"),
        })
        .collect()
}

fn tensor<D: DType>((shape, values): &(Vec<usize>, Vec<String>)) -> Tensor<D> {
    Tensor::from_shape_vec(shape, values.iter().map(|v| parse::<D>(v)).collect()).unwrap()
}

fn check<R: DType>(case: &Case, got: Tensor<R>, ulps: u64) -> Vec<String> {
    check_answer(&case.name, &case.out, Ok(got), (ulps, summation(R::ID).1))
}

#[test]
fn dot_general_equals_jax() {
    let mut mismatches = Vec::new();
    for case in cases() {
        let got = match case.name.as_str() {
            "batched" => {
                let (a, b) = (tensor::<Float32>(&case.lhs), tensor::<Float32>(&case.rhs));
                check(
                    &case,
                    a.dot_general(&b, (&[2], &[1]), (&[0], &[0])).unwrap(),
                    4,
                )
            }
            "batch_in_the_middle" => {
                let (a, b) = (tensor::<Float32>(&case.lhs), tensor::<Float32>(&case.rhs));
                check(
                    &case,
                    a.dot_general(&b, (&[2], &[0]), (&[1], &[2])).unwrap(),
                    4,
                )
            }
            "no_batch" => {
                let (a, b) = (tensor::<Float64>(&case.lhs), tensor::<Float64>(&case.rhs));
                check(
                    &case,
                    a.dot_general(&b, (&[1], &[1]), (&[], &[])).unwrap(),
                    4,
                )
            }
            "two_contracting" => {
                let (a, b) = (tensor::<Float32>(&case.lhs), tensor::<Float32>(&case.rhs));
                check(
                    &case,
                    a.dot_general(&b, (&[1, 2], &[2, 0]), (&[], &[])).unwrap(),
                    4,
                )
            }
            "int8_in_int32" => {
                let (a, b) = (tensor::<Int8>(&case.lhs), tensor::<Int8>(&case.rhs));
                let got = a.dot_general_as::<Int32>(&b, (&[2], &[1]), (&[0], &[0]));
                check(&case, got.unwrap(), 4)
            }
            "bfloat16_in_float32" => {
                let (a, b) = (tensor::<BFloat16>(&case.lhs), tensor::<BFloat16>(&case.rhs));
                let got = a.dot_general_as::<Float32>(&b, (&[2], &[1]), (&[0], &[0]));
                check(&case, got.unwrap(), 4)
            }
            name => panic!("unknown case {name}"),
        };
        mismatches.extend(got);
    }
    assert_agree(&mismatches, "values");
}

#[test]
fn bad_dimension_numbers_are_errors() {
    let a = Tensor::<Float32>::ones(&[2, 3]);
    let b = Tensor::<Float32>::ones(&[4, 3]);
    let message = |e: ShapeError| e.to_string();
    assert_eq!(
        message(a.dot_general(&b, (&[0], &[0]), (&[], &[])).unwrap_err()),
        "dot_general: left axis 0 of length 2 against right axis 0 of length 4: expected equal lengths"
    );
    assert_eq!(
        message(
            a.dot_general(&b, (&[1, 1], &[1, 0]), (&[], &[]))
                .unwrap_err()
        ),
        "dot_general: left axes [1, 1] of a tensor of shape [2, 3]: expected distinct axes from 0 to 1"
    );
    assert!(a.dot_general(&b, (&[1], &[]), (&[], &[])).is_err());
    assert!(a.dot_general(&b, (&[2], &[1]), (&[], &[])).is_err());
    assert_eq!(
        a.dot_general(&b, (&[1], &[1]), (&[], &[])).unwrap().shape(),
        [2, 4]
    );
}
