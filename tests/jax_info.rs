//! `finfo`, `iinfo` and `isdtype` against real JAX: `fixtures/jax_info.txt`,
//! written by `tools/jax_info_fixtures.py`. Every field for each of the 18
//! dtypes, `None` exactly where JAX raises, every dtype and Array API kind,
//! `safe_to_cast` for every pair in both modes, and `can_cast` for every pair
//! of the 15 strong dtypes in NumPy's 5 casting modes.

// Only its reader of fixture lines is used here.
#[allow(dead_code)]
#[path = "common/values.rs"]
mod values;

use dtype_lattice::*;
use values::fixture_lines;

/// A float written by Python's `float.hex`: `[-]0x1.hhhp±e` or `0x0.hhhp-1022`.
fn from_hex(text: &str) -> f64 {
    let (sign, rest) = match text.strip_prefix('-') {
        Some(rest) => (-1.0, rest),
        None => (1.0, text),
    };
    let rest = rest.strip_prefix("0x").expect("0x");
    let (mantissa, exponent) = rest.split_once('p').expect("p");
    let (int, frac) = mantissa.split_once('.').expect("a point");
    let digits = frac.len();
    let bits = u64::from_str_radix(&format!("{int}{frac}"), 16).expect("hex digits");
    let exponent: i32 = exponent.parse().expect("an exponent");
    let scale = exponent - 4 * i32::try_from(digits).unwrap();
    // Exact: at most 53 significant bits, scaled by a power of two in two
    // steps so that neither step overflows nor underflows.
    sign * (bits as f64) * 2f64.powi(scale / 2) * 2f64.powi(scale - scale / 2)
}

/// A fixture line's `finfo` fields after the dtype: the real dtype, then the values.
fn parse_finfo(real: &str, values: &[&str]) -> Finfo {
    Finfo {
        dtype: real.parse().unwrap(),
        bits: values[0].parse().unwrap(),
        eps: from_hex(values[1]),
        epsneg: from_hex(values[2]),
        max: from_hex(values[3]),
        min: from_hex(values[4]),
        smallest_normal: from_hex(values[5]),
        smallest_subnormal: from_hex(values[6]),
        resolution: from_hex(values[7]),
        nmant: values[8].parse().unwrap(),
        nexp: values[9].parse().unwrap(),
        maxexp: values[10].parse().unwrap(),
        minexp: values[11].parse().unwrap(),
        precision: values[12].parse().unwrap(),
    }
}

/// A fixture line's `iinfo` fields after the dtype.
fn parse_iinfo(real: &str, [bits, min, max]: [&str; 3]) -> Iinfo {
    Iinfo {
        dtype: real.parse().unwrap(),
        bits: bits.parse().unwrap(),
        min: min.parse().unwrap(),
        max: max.parse().unwrap(),
    }
}

/// JAX's answer for `what` (`"finfo"` or `"iinfo"`) of `id`: the fields after the dtype.
fn jax_info(what: &str, id: DTypeId) -> Vec<&'static str> {
    let text = include_str!("fixtures/jax_info.txt");
    fixture_lines(text)
        .find(|fields| fields[0] == what && fields[1] == id.name())
        .map(|fields| fields[2..].to_vec())
        .unwrap_or_else(|| panic!("no {what} line for {id}"))
}

/// Every constant of `D: FloatInfo`, in its own element type, against JAX's,
/// each read exactly by `f64_of` (not `Element::cast`, which flushes
/// subnormal halves as XLA's conversions do).
fn check_float_info<D: FloatInfo>(f64_of: fn(<D::Real as DType>::Elem) -> f64) {
    let fields = jax_info("finfo", D::ID);
    let jax = parse_finfo(fields[0], &fields[1..]);
    let id = D::ID;
    assert_eq!(D::Real::ID, jax.dtype, "{id}");
    assert_eq!(D::BITS, jax.bits, "{id}");
    assert_eq!(f64_of(D::EPS), jax.eps, "{id}");
    assert_eq!(f64_of(D::EPSNEG), jax.epsneg, "{id}");
    assert_eq!(f64_of(D::MAX), jax.max, "{id}");
    assert_eq!(f64_of(D::MIN), jax.min, "{id}");
    assert_eq!(f64_of(D::SMALLEST_NORMAL), jax.smallest_normal, "{id}");
    assert_eq!(
        f64_of(D::SMALLEST_SUBNORMAL),
        jax.smallest_subnormal,
        "{id}"
    );
    assert_eq!(f64_of(D::RESOLUTION), jax.resolution, "{id}");
    assert_eq!(
        (D::NMANT, D::NEXP, D::MAXEXP, D::MINEXP, D::PRECISION),
        (jax.nmant, jax.nexp, jax.maxexp, jax.minexp, jax.precision),
        "{id}"
    );
    assert_eq!(D::INFO, jax, "{id}");
}

/// Every constant of `D: IntInfo`, in its own element type, against JAX's.
fn check_int_info<D: IntInfo>(i128_of: fn(D::Elem) -> i128) {
    let fields = jax_info("iinfo", D::ID);
    let jax = parse_iinfo(fields[0], [fields[1], fields[2], fields[3]]);
    let id = D::ID;
    assert_eq!(D::BITS, jax.bits, "{id}");
    assert_eq!(i128_of(D::MIN), jax.min, "{id}");
    assert_eq!(i128_of(D::MAX), jax.max, "{id}");
    assert_eq!(D::INFO, jax, "{id}");
}

#[test]
fn compile_time_float_info_equals_jax() {
    check_float_info::<BFloat16>(half::bf16::to_f64);
    check_float_info::<Float16>(half::f16::to_f64);
    check_float_info::<Float32>(f64::from);
    check_float_info::<Float64>(f64::from);
    check_float_info::<Complex64>(f64::from);
    check_float_info::<Complex128>(f64::from);
    check_float_info::<WeakFloat>(f64::from);
    check_float_info::<WeakComplex>(f64::from);
    check_float_info::<Float8E4M3Fn>(|x| x.to_f64());
    check_float_info::<Float8E5M2>(|x| x.to_f64());
    check_float_info::<Float8E4M3Fnuz>(|x| x.to_f64());
    check_float_info::<Float8E5M2Fnuz>(|x| x.to_f64());
    check_float_info::<Float8E4M3B11Fnuz>(|x| x.to_f64());
    check_float_info::<Float8E3M4>(|x| x.to_f64());
    check_float_info::<Float8E4M3>(|x| x.to_f64());
    check_float_info::<Float8E8M0Fnu>(|x| x.to_f64());
    check_float_info::<Float6E2M3Fn>(|x| x.to_f64());
    check_float_info::<Float6E3M2Fn>(|x| x.to_f64());
    check_float_info::<Float4E2M1Fn>(|x| x.to_f64());
    // The constants are of the real part's element type.
    let _: (half::bf16, half::f16, f32, f64) = (
        <BFloat16 as FloatInfo>::EPS,
        <Float16 as FloatInfo>::MAX,
        <Complex64 as FloatInfo>::RESOLUTION,
        <WeakComplex as FloatInfo>::MIN,
    );
}

#[test]
fn compile_time_int_info_equals_jax() {
    check_int_info::<UInt8>(i128::from);
    check_int_info::<UInt16>(i128::from);
    check_int_info::<UInt32>(i128::from);
    check_int_info::<UInt64>(i128::from);
    check_int_info::<Int8>(i128::from);
    check_int_info::<Int16>(i128::from);
    check_int_info::<Int32>(i128::from);
    check_int_info::<Int64>(i128::from);
    check_int_info::<WeakInt>(i128::from);
    check_int_info::<Int4>(|x| x.get().into());
    check_int_info::<UInt4>(|x| x.get().into());
    check_int_info::<Int2>(|x| x.get().into());
    check_int_info::<UInt2>(|x| x.get().into());
    check_int_info::<Int1>(|x| x.get().into());
    check_int_info::<UInt1>(|x| x.get().into());
    let _: (i8, u64, i64) = (
        <Int8 as IntInfo>::MIN,
        <UInt64 as IntInfo>::MAX,
        <WeakInt as IntInfo>::MAX,
    );
}

#[test]
fn finfo_and_iinfo_equal_jax_for_every_dtype() {
    let text = include_str!("fixtures/jax_info.txt");
    let (mut floats, mut ints, mut kinds) = (0, 0, 0);
    for fields in fixture_lines(text) {
        if fields[0] == "safe" || fields[0] == "can_cast" {
            continue;
        }
        let id: DTypeId = fields[1].parse().unwrap();
        match fields[..] {
            ["finfo", _, "-"] => assert_eq!(finfo(id), None, "finfo {id}"),
            ["iinfo", _, "-"] => assert_eq!(iinfo(id), None, "iinfo {id}"),
            ["finfo", _, real, ref values @ ..] => {
                let expected = parse_finfo(real, values);
                assert_eq!(finfo(id), Some(expected), "finfo {id}");
                floats += 1;
            }
            ["iinfo", _, real, bits, min, max] => {
                let expected = parse_iinfo(real, [bits, min, max]);
                assert_eq!(iinfo(id), Some(expected), "iinfo {id}");
                ints += 1;
            }
            ["isdtype", _, kind, answer] => {
                let category: Category = kind.replace('_', " ").parse().unwrap();
                assert_eq!(category.to_string(), kind.replace('_', " "));
                assert_eq!(
                    id.isdtype(category),
                    answer == "true",
                    "isdtype {id} {kind}"
                );
                kinds += 1;
            }
            _ => panic!("unknown fixture line {fields:?}"),
        }
    }
    // JAX answers finfo for the 6 inexact dtypes, 2 weak ones and the 11
    // extended floats, iinfo for the 8 integers, the weak int and the 6
    // narrow ones.
    assert_eq!((floats, ints, kinds), (8 + 11, 9 + 6, 35 * 7));
}

#[test]
fn from_hex_reads_pythons_float_hex() {
    assert_eq!(from_hex("0x1.8000000000000p+1"), 3.0);
    assert_eq!(from_hex("-0x1.0000000000000p-2"), -0.25);
    assert_eq!(from_hex("0x0.0000000000001p-1022"), 5e-324);
    assert_eq!(from_hex("0x1.fffffffffffffp+1023"), f64::MAX);
}

#[test]
fn a_kind_that_is_not_the_standards_is_an_error_naming_it_and_the_kinds() {
    let error = "floating".parse::<Category>().unwrap_err();
    assert_eq!(error.name(), "floating");
    let message = error.to_string();
    assert!(
        message.starts_with("unknown dtype kind `floating`"),
        "{message}"
    );
    assert!(message.contains("\"real floating\""), "{message}");
    let long = "x".repeat(40);
    let message = long.parse::<Category>().unwrap_err().to_string();
    assert!(
        message.contains(&format!("`{}…`", "x".repeat(32))),
        "{message}"
    );
}

#[test]
fn safe_to_cast_equals_jax_for_every_pair_in_both_modes() {
    let text = include_str!("fixtures/jax_info.txt");
    let mut checked = 0;
    for fields in fixture_lines(text).filter(|f| f[0] == "safe") {
        let ["safe", mode, from, to, answer] = fields[..] else {
            panic!("unknown fixture line {fields:?}");
        };
        let (from, to): (DTypeId, DTypeId) = (from.parse().unwrap(), to.parse().unwrap());
        let mode = match mode {
            "standard" => PromotionMode::Standard,
            _ => PromotionMode::Strict,
        };
        let expected = match answer {
            "-" => Err(PromotionError::NoPromotionPath {
                lhs: from,
                rhs: to,
                mode: PromotionMode::Strict,
                x64: X64Mode::Enabled,
            }),
            _ => Ok(answer == "true"),
        };
        assert_eq!(
            mode.safe_to_cast(from, to),
            expected,
            "{mode} {from} -> {to}"
        );
        if mode == PromotionMode::Standard {
            assert_eq!(safe_to_cast(from, to), answer == "true", "{from} -> {to}");
        }
        checked += 1;
    }
    assert_eq!(checked, 2 * 18 * 15);
}

#[test]
fn can_cast_equals_jax_for_every_pair_and_casting() {
    let text = include_str!("fixtures/jax_info.txt");
    let mut wrong = Vec::new();
    let mut checked = 0;
    for fields in fixture_lines(text).filter(|f| f[0] == "can_cast") {
        let ["can_cast", from, to, casting, answer] = fields[..] else {
            panic!("unknown fixture line {fields:?}");
        };
        let (from, to): (DTypeId, DTypeId) = (from.parse().unwrap(), to.parse().unwrap());
        let casting = Casting::ALL
            .into_iter()
            .find(|c| c.name() == casting)
            .expect("a casting mode");
        if can_cast(from, to, casting) != (answer == "true") {
            wrong.push(format!("{from} -> {to} {casting}: JAX {answer}"));
        }
        checked += 1;
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert_eq!(checked, 15 * 15 * 5);
}
