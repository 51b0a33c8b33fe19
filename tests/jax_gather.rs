//! Gathers and scatters against real JAX: `fixtures/jax_gather.txt`, written
//! by `tools/jax_gather_fixtures.py`. `take` (flattened and along each axis,
//! modes fill and clip), `take_along_axis`, integer-array indexing
//! (`index_select`) and `at[].set/add/multiply/min/max` (int and float
//! scalar updates and tensor updates, modes drop and clip), of a `(3, 4)`
//! tensor of seven dtypes with indices of three dtypes that repeat, count
//! from the end and fall out of range: the result dtype, shape and values,
//! bit for bit (NaNs as NaNs).

#[path = "common/values.rs"]
mod values;

use std::collections::HashMap;

use dtype_lattice::*;
use values::{Answer, answer, assert_agree, check_answer, fixture_lines, owned, parse, shape_of};

struct Fixture {
    indices: HashMap<String, (String, Vec<usize>, Vec<i64>)>,
    inputs: HashMap<String, Vec<String>>,
    values: HashMap<(String, String, String), Answer>,
}

impl Fixture {
    fn load() -> Fixture {
        let mut fx = Fixture {
            indices: HashMap::new(),
            inputs: HashMap::new(),
            values: HashMap::new(),
        };
        for fields in fixture_lines(include_str!("fixtures/jax_gather.txt")) {
            match fields[..] {
                ["index", name, dtype, shape, ref values @ ..] => {
                    let values = values.iter().map(|v| v.parse().unwrap()).collect();
                    fx.indices
                        .insert(name.into(), (dtype.into(), shape_of(shape), values));
                }
                ["input", name, ref values @ ..] => {
                    fx.inputs.insert(name.into(), owned(values));
                }
                ["value", case, name, index, ref rest @ ..] => {
                    let answer = answer(rest);
                    fx.values
                        .insert((case.into(), name.into(), index.into()), answer);
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

    /// Index tensor `name` in the dtype the fixture gives it.
    fn index<I: DType>(&self, name: &str) -> Tensor<I> {
        let (dtype, shape, values) = &self.indices[name];
        assert_eq!(I::ID.to_string(), *dtype, "index {name}");
        Tensor::from_shape_vec(shape, values.iter().map(|&v| v.cast()).collect()).unwrap()
    }

    fn check<D: DType, R: DType>(
        &self,
        case: &str,
        index: &str,
        got: Result<Tensor<R>, ShapeError>,
    ) -> Vec<String> {
        let what = format!("{case} of {} by {index}", D::ID);
        let key = (case.to_string(), D::ID.to_string(), index.to_string());
        check_answer(&what, &self.values[&key], got, (0, 0))
    }
}

const MODES: [(&str, GatherMode); 2] =
    [("fill", GatherMode::FillOrDrop), ("clip", GatherMode::Clip)];

/// Every case but the scatters of rows, for dtype `$d` and index dtype
/// `$i` (fixture index `$name`); `$numeric`: the scatters that add and
/// multiply, which JAX has for numbers only.
macro_rules! check_index {
    ($fx:expr, $out:expr, $d:ty, $i:ty, $name:expr, $numeric:tt) => {{
        let (fx, name) = (&$fx, $name);
        let x = fx.tensor::<$d>();
        let i = fx.index::<$i>(name);
        for (mode_name, mode) in MODES {
            for (axis_name, axis) in [
                ("all", Axes::All),
                ("0", Axes::from(0)),
                ("1", Axes::from(1)),
                ("-1", Axes::from(-1)),
            ] {
                let case = format!("take_{axis_name}_{mode_name}");
                $out.extend(fx.check::<$d, _>(&case, name, x.take(&i, axis, mode)));
            }
        }
        $out.extend(fx.check::<$d, _>("getitem_0", name, x.index_select(&i, 0)));
        $out.extend(fx.check::<$d, _>("getitem_1", name, x.index_select(&i, 1)));
        let flat = x.flatten();
        for (mode_name, mode) in [("drop", GatherMode::FillOrDrop), ("clip", GatherMode::Clip)] {
            let at = flat.at(&i).mode(mode);
            let case = |op: &str, value: &str| format!("at_{op}_{value}_{mode_name}");
            $out.extend(fx.check::<$d, _>(&case("set", "int"), name, at.set(3)));
            $out.extend(fx.check::<$d, _>(&case("min", "int"), name, at.min(3)));
            $out.extend(fx.check::<$d, _>(&case("max", "int"), name, at.max(3)));
            $out.extend(fx.check::<$d, _>(&case("add", "int"), name, at.add(3)));
            $out.extend(fx.check::<$d, _>(&case("multiply", "int"), name, at.multiply(3)));
            $out.extend(fx.check::<$d, _>(&case("set", "float"), name, at.set(3.7)));
            $out.extend(fx.check::<$d, _>(&case("min", "float"), name, at.min(3.7)));
            $out.extend(fx.check::<$d, _>(&case("max", "float"), name, at.max(3.7)));
            $out.extend(fx.check::<$d, _>(&case("add", "float"), name, at.add(3.7)));
            $out.extend(fx.check::<$d, _>(&case("multiply", "float"), name, at.multiply(3.7)));
        }
        let n = fx.indices[name].2.len();
        let rows = Tensor::<Int64>::arange(n * 4).reshape(&[n, 4]).unwrap().cast::<$d>();
        $out.extend(fx.check::<$d, $d>("at_set_rows", name, x.at(&i).set(&rows)));
        $out.extend(fx.check::<$d, $d>("at_min_rows", name, x.at(&i).min(&rows)));
        $out.extend(fx.check::<$d, $d>("at_max_rows", name, x.at(&i).max(&rows)));
        check_index!(@numeric $numeric, fx, $out, $d, x, i, rows, name);
    }};
    (@numeric true, $fx:expr, $out:expr, $d:ty, $x:expr, $i:expr, $rows:expr, $name:expr) => {
        $out.extend($fx.check::<$d, $d>("at_add_rows", $name, $x.at(&$i).add(&$rows)));
        $out.extend($fx.check::<$d, $d>("at_multiply_rows", $name, $x.at(&$i).multiply(&$rows)));
    };
    (@numeric false, $fx:expr, $out:expr, $d:ty, $x:expr, $i:expr, $rows:expr, $name:expr) => {
        // JAX raises for a `Bool` scatter-add: here it does not compile.
        for op in ["at_add_rows", "at_multiply_rows"] {
            let key = (op.to_string(), <$d>::ID.to_string(), $name.to_string());
            assert!($fx.values[&key].is_none());
        }
    };
}

/// `take_along_axis` for dtype `$d`.
macro_rules! check_along {
    ($fx:expr, $out:expr, $d:ty) => {{
        let fx = &$fx;
        let x = fx.tensor::<$d>();
        for along in ["rows", "cols"] {
            let i = fx.index::<Int32>(along);
            for (mode_name, mode) in MODES {
                for (axis_name, axis) in [("0", 0), ("-1", -1)] {
                    let case = format!("along_{axis_name}_{mode_name}");
                    $out.extend(fx.check::<$d, $d>(
                        &case,
                        along,
                        x.take_along_axis(&i, axis, mode),
                    ));
                }
            }
        }
    }};
}

#[test]
fn gathers_and_scatters_equal_jax() {
    let fx = Fixture::load();
    let mut mismatches: Vec<String> = Vec::new();
    macro_rules! every {
        ($($d:ident $numeric:tt)*) => {$(
            check_index!(fx, mismatches, $d, Int32, "i32", $numeric);
            check_index!(fx, mismatches, $d, UInt8, "u8", $numeric);
            check_index!(fx, mismatches, $d, Int64, "i64", $numeric);
            check_along!(fx, mismatches, $d);
        )*};
    }
    every!(Bool false UInt8 true Int8 true Int32 true BFloat16 true Float32 true Complex64 true);
    assert_agree(&mismatches, "cases");
}

#[test]
fn out_of_range_indices_are_errors_in_error_mode() {
    let x = Tensor::<Float32>::zeros(&[3, 4]);
    let i = Tensor::<Int32>::from_vec(vec![0, -4, 2]);
    assert_eq!(
        x.take(&i, 0, GatherMode::Error).unwrap_err().to_string(),
        "index -4 is out of range for axis 0 of length 3: expected an index from -3 to 2"
    );
    assert_eq!(
        x.take(&i, [0, 1], GatherMode::Error)
            .unwrap_err()
            .to_string(),
        "take takes one axis or all of them, not the axes [0, 1]"
    );
    assert!(x.at(&i).mode(GatherMode::Error).set(1.0).is_err());
    assert!(x.at(&i).set(Tensor::<Float32>::zeros(&[2, 4])).is_err()); // [2, 4] is not [3, 4]
    let j = Tensor::<Int32>::from_shape_vec(&[3, 1], vec![0, 1, 2]).unwrap();
    assert_eq!(
        x.take_along_axis(&i, 0, GatherMode::Clip)
            .unwrap_err()
            .to_string(),
        "take_along_axis: indices of shape [3] for a tensor of shape [3, 4]: expected as many axes"
    );
    assert_eq!(
        x.take_along_axis(&j, 1, GatherMode::Error).unwrap().shape(),
        [3, 1]
    );
    assert!(Tensor::<Float32>::zeros(&[0]).index_select(&i, 0).is_err());
}
