//! Making, splitting and reordering arrays against real JAX:
//! `fixtures/jax_arrays.txt`, written by `tools/jax_array_fixtures.py`.
//! `tril`, `triu`, `flip`, `roll`, `split`, `array_split`, `split_at`,
//! `diff`, `diagonal`, `trace`, `sort`, `argsort`, `top_k`, `repeat`, `tile`
//! and `pad` of a `(3, 4)`
//! tensor of seven dtypes (floats with a NaN, signed zeros and repeats), and
//! `tri`, `eye`, `identity`, `linspace`, `range`, `zeros_like`, `ones_like`
//! and `full_like` in those dtypes: the result dtype, shape and values, bit
//! for bit (NaNs as NaNs; `linspace` of `float32` and `float64` within 2
//! ulps), and an error wherever JAX raises.

#[path = "common/values.rs"]
mod values;

use std::collections::HashMap;

use dtype_lattice::*;
use values::{Answer, answer, assert_agree, check_answer, fixture_lines, owned, parse};

struct Fixture {
    inputs: HashMap<String, Vec<String>>,
    values: HashMap<(String, String), Answer>,
}

impl Fixture {
    fn load() -> Fixture {
        let mut fx = Fixture {
            inputs: HashMap::new(),
            values: HashMap::new(),
        };
        for fields in fixture_lines(include_str!("fixtures/jax_arrays.txt")) {
            match fields[..] {
                ["input", name, ref values @ ..] => {
                    fx.inputs.insert(name.into(), owned(values));
                }
                ["value", case, name, ref rest @ ..] => {
                    let answer = answer(rest);
                    fx.values.insert((case.into(), name.into()), answer);
                }
                _ => panic!("unknown fixture line {fields:?}"),
            }
        }
        fx
    }

    fn tensor<D: DType>(&self) -> Tensor<D> {
        let texts = &self.inputs[D::ID.to_string().as_str()];
        let data = texts.iter().map(|t| parse::<D>(t)).collect();
        Tensor::from_shape_vec(&[3, 4], data).unwrap()
    }

    fn check<D: DType, R: DType>(
        &self,
        case: &str,
        got: Result<Tensor<R>, ShapeError>,
    ) -> Vec<String> {
        self.check_within::<D, R>(case, got, 0)
    }

    /// [`Fixture::check`] within `ulps` units in the last place.
    fn check_within<D: DType, R: DType>(
        &self,
        case: &str,
        got: Result<Tensor<R>, ShapeError>,
        ulps: u64,
    ) -> Vec<String> {
        let what = format!("{case} of {}", D::ID);
        let key = (case.to_string(), D::ID.to_string());
        let Some(answer) = self.values.get(&key) else {
            return vec![format!("{what}: not in the fixture")];
        };
        let (_, mantissa) = values::summation(R::ID);
        check_answer(&what, answer, got, (ulps, mantissa))
    }
}

/// The cases every dtype has.
macro_rules! every_case {
    ($fx:expr, $out:expr, $d:ty) => {{
        let fx = &$fx;
        let x = fx.tensor::<$d>();
        for k in [-1, 0, 1] {
            $out.extend(fx.check::<$d, _>(&format!("tril_{k}"), x.tril(k)));
            $out.extend(fx.check::<$d, _>(&format!("triu_{k}"), x.triu(k)));
            $out.extend(fx.check::<$d, $d>(&format!("tri_{k}"), Tensor::tri(3, 4, k)));
            $out.extend(fx.check::<$d, $d>(&format!("eye_{k}"), Tensor::eye(3, 4, k)));
            $out.extend(fx.check::<$d, _>(&format!("diagonal_{k}"), x.diagonal(k)));
            $out.extend(fx.check::<$d, _>(&format!("trace_{k}"), x.trace(k)));
        }
        $out.extend(fx.check::<$d, $d>("identity", Tensor::identity(3)));
        for (name, axes) in [
            ("0", Axes::from(0)),
            ("-1", Axes::from(-1)),
            ("[0,1]", Axes::from([0, 1])),
            ("all", Axes::All),
        ] {
            $out.extend(fx.check::<$d, _>(&format!("flip_{name}"), x.flip(axes)));
        }
        $out.extend(fx.check::<$d, _>("roll_2_0", x.roll(2, 0)));
        $out.extend(fx.check::<$d, _>("roll_-1_-1", x.roll(-1, -1)));
        $out.extend(fx.check::<$d, _>("roll_5_all", x.roll(5, Axes::All)));
        let pieces = x.split(2, 1).unwrap();
        for (p, piece) in pieces.into_iter().enumerate() {
            $out.extend(fx.check::<$d, _>(&format!("split_2_1_{p}"), Ok(piece)));
        }
        let pieces = x.array_split(3, 1).unwrap();
        for (p, piece) in pieces.into_iter().enumerate() {
            $out.extend(fx.check::<$d, _>(&format!("array_split_3_1_{p}"), Ok(piece)));
        }
        for p in 0..3 {
            let piece = x.split_at(&[1, 9], 0).map(|mut v| v.remove(p));
            $out.extend(fx.check::<$d, _>(&format!("split_at_[1,9]_0_{p}"), piece));
        }
        for (name, axis) in [
            ("-1", Axes::from(-1)),
            ("0", Axes::from(0)),
            ("all", Axes::All),
        ] {
            $out.extend(fx.check::<$d, _>(&format!("sort_{name}"), x.sort(axis.clone())));
            $out.extend(fx.check::<$d, _>(&format!("argsort_{name}"), x.argsort(axis)));
        }
        let (values, indices) = x.top_k(2).unwrap();
        $out.extend(fx.check::<$d, _>("top_k_2_values", Ok(values)));
        $out.extend(fx.check::<$d, _>("top_k_2_indices", Ok(indices)));
        $out.extend(fx.check::<$d, _>("repeat_2_1", x.repeat(2, 1)));
        $out.extend(fx.check::<$d, _>("repeat_3_all", x.repeat(3, Axes::All)));
        $out.extend(fx.check::<$d, _>("tile_[2,1]", x.tile(&[2, 1])));
        $out.extend(fx.check::<$d, _>("tile_[2,1,3]", x.tile(&[2, 1, 3])));
        $out.extend(fx.check::<$d, _>("tile_[0]", x.tile(&[0])));
        let pad = |widths: &[(usize, usize)], mode| x.pad(widths, mode);
        $out.extend(fx.check::<$d, _>(
            "pad_constant_[(1,2),(0,3)]_5",
            pad(&[(1, 2), (0, 3)], PadMode::Constant(5.0)),
        ));
        $out.extend(fx.check::<$d, _>(
            "pad_constant_[(2,1)]_-1.5",
            pad(&[(2, 1)], PadMode::Constant(-1.5)),
        ));
        $out.extend(fx.check::<$d, _>(
            "pad_edge_[(1,2),(2,0)]",
            pad(&[(1, 2), (2, 0)], PadMode::Edge),
        ));
        $out.extend(fx.check::<$d, _>(
            "pad_reflect_[(2,5),(3,1)]",
            pad(&[(2, 5), (3, 1)], PadMode::Reflect),
        ));
        $out.extend(fx.check::<$d, _>("zeros_like", Ok(x.zeros_like())));
        $out.extend(fx.check::<$d, _>("ones_like", Ok(x.ones_like())));
        $out.extend(fx.check::<$d, _>("full_like_int", Ok(x.full_like(3))));
        $out.extend(fx.check::<$d, _>("full_like_float", Ok(x.full_like(3.7))));
    }};
}

/// `lax.bitcast_convert_type` of `D`'s input to nine dtypes.
fn bitcasts<D: DType>(fx: &Fixture) -> Vec<String>
where
    D::Elem: dtype_lattice::elements::RawBits,
{
    let x = fx.tensor::<D>();
    let mut out = Vec::new();
    out.extend(fx.check::<D, _>("bitcast_uint8", x.try_bitcast::<UInt8>()));
    out.extend(fx.check::<D, _>("bitcast_int8", x.try_bitcast::<Int8>()));
    out.extend(fx.check::<D, _>("bitcast_int16", x.try_bitcast::<Int16>()));
    out.extend(fx.check::<D, _>("bitcast_int32", x.try_bitcast::<Int32>()));
    out.extend(fx.check::<D, _>("bitcast_bfloat16", x.try_bitcast::<BFloat16>()));
    out.extend(fx.check::<D, _>("bitcast_float16", x.try_bitcast::<Float16>()));
    out.extend(fx.check::<D, _>("bitcast_float32", x.try_bitcast::<Float32>()));
    out.extend(fx.check::<D, _>("bitcast_float64", x.try_bitcast::<Float64>()));
    out.extend(fx.check::<D, _>("bitcast_uint64", x.try_bitcast::<UInt64>()));
    out
}

#[test]
fn array_functions_equal_jax() {
    let fx = Fixture::load();
    let mut mismatches: Vec<String> = Vec::new();
    every_case!(fx, mismatches, Bool);
    macro_rules! numbers {
        ($($d:ident)*) => {$({
            every_case!(fx, mismatches, $d);
            let x = fx.tensor::<$d>();
            mismatches.extend(fx.check::<$d, _>("diff_1_-1", x.diff(1, -1)));
            mismatches.extend(fx.check::<$d, _>("diff_2_0", x.diff(2, 0)));
            mismatches.extend(fx.check::<$d, $d>("range_1_7_2", Tensor::range(1.0, 7.0, 2.0)));
            mismatches.extend(fx.check::<$d, $d>("range_0.5_2_0.5", Tensor::range(0.5, 2.0, 0.5)));
            mismatches.extend(fx.check::<$d, $d>("range_0.1_1_0.3", Tensor::range(0.1, 1.0, 0.3)));
        })*};
    }
    numbers!(UInt8 Int8 Int32 BFloat16 Float32 Float64);
    macro_rules! bitcasts {
        ($($d:ident)*) => {$(
            mismatches.extend(bitcasts::<$d>(&fx));
        )*};
    }
    bitcasts!(UInt8 Int8 Int32 BFloat16 Float32 Float64);
    macro_rules! floats {
        ($($d:ident)*) => {$({
            // XLA compiles `linspace` with its constants folded and its
            // products contracted in a way not reproduced exactly here.
            let close = |case: &str, got| fx.check_within::<$d, $d>(case, got, 2);
            mismatches.extend(close("linspace_0_1_5_T", Tensor::linspace(0.0, 1.0, 5, true)));
            mismatches.extend(close("linspace_-1.5_2.25_7_F", Tensor::linspace(-1.5, 2.25, 7, false)));
            mismatches.extend(close("linspace_0.1_1000_11_T", Tensor::linspace(0.1, 1000.0, 11, true)));
        })*};
    }
    floats!(BFloat16 Float32 Float64);
    assert_agree(&mismatches, "cases");
}

#[test]
fn bad_arguments_are_errors() {
    let x = Tensor::<Float32>::zeros(&[3, 4]);
    let message = |e: ShapeError| e.to_string();
    assert_eq!(
        message(x.try_bitcast::<Float64>().unwrap_err()),
        "cannot bitcast a tensor of shape [3, 4] from float32 (32 bits) to float64 (64 bits): \
         expected a last axis of 2 elements, one float64"
    );
    assert_eq!(
        message(
            Tensor::<UInt8>::zeros(&[2])
                .try_bitcast::<Float6E2M3Fn>()
                .unwrap_err()
        ),
        "cannot bitcast uint8 (8 bits) to float6_e2m3fn (6 bits): expected widths of which one \
         is a multiple of the other"
    );
    assert!(
        Tensor::<Float32>::scalar(1.0)
            .try_bitcast::<Float64>()
            .is_err()
    );
    assert_eq!(
        message(x.split(3, 1).unwrap_err()),
        "split: 3 sections do not divide axis 1 of length 4 equally"
    );
    assert_eq!(
        message(x.split_at(&[2, 1], 0).unwrap_err()),
        "split: cuts [2, 1] along axis 0 of length 3: expected cuts that do not decrease, from 0 to 3"
    );
    assert_eq!(
        message(Tensor::<Float32>::zeros(&[3]).tril(0).unwrap_err()),
        "tril: a tensor of shape [3] has fewer than two axes"
    );
    assert_eq!(
        message(x.top_k(5).unwrap_err()),
        "top_k: k = 5 is past the last axis's length 4"
    );
    assert!(x.roll(1, [0, 1]).is_err());
    assert_eq!(
        message(x.pad(&[(1, 1), (1, 1), (1, 1)], PadMode::Edge).unwrap_err()),
        "pad: 3 pairs of widths for a tensor of 2 axes: expected 2 or 1"
    );
    assert_eq!(
        message(
            Tensor::<Float32>::zeros(&[0])
                .pad(&[(1, 0)], PadMode::Reflect)
                .unwrap_err()
        ),
        "pad: axis 0 is empty: there is no edge to extend"
    );
    assert_eq!(
        Tensor::<Float32>::zeros(&[0])
            .pad(&[(1, 0)], PadMode::Constant(2.0))
            .unwrap()
            .to_vec(),
        [2.0]
    );
    assert!(x.repeat(2, [0, 1]).is_err());
    // Outputs too large for memory are errors, not aborts.
    let huge = 1_usize << 40;
    assert!(x.repeat(usize::MAX, 0).is_err());
    assert!(x.repeat(huge, Axes::All).is_err());
    assert!(x.tile(&[usize::MAX, 2]).is_err());
    assert!(x.tile(&[huge, huge]).is_err());
    assert!(x.pad(&[(usize::MAX, 1)], PadMode::Edge).is_err());
    assert!(x.pad(&[(huge, huge)], PadMode::Constant(0.0)).is_err());
    assert!(Tensor::<Float32>::range(0.0, 1e30, 1.0).is_err());
    assert!(
        Tensor::<Float32>::zeros(&[0])
            .array_split(usize::MAX, 0)
            .is_err()
    );
    assert!(Tensor::<Float32>::zeros(&[0]).split(usize::MAX, 0).is_err());
    assert!(Tensor::<Float32>::tri(huge, huge, 0).is_err());
    assert!(Tensor::<Float32>::eye(huge, huge, 0).is_err());
    assert!(Tensor::<Float32>::linspace(0.0, 1.0, usize::MAX, true).is_err());
    assert!(nn::one_hot::<Float32, _, _>(&x.cast::<Int32>(), usize::MAX).is_err());
    assert!(Tensor::<Float32>::range(0.0, 1.0, 0.0).is_err());
}
