//! Lossless promotion: its edges are JEP 9407's Option 1, and every join it
//! has holds every value of both dtypes exactly, checked value by value.

mod common;

// Rendered below from the run-time joins: every pair at the type level.
#[rustfmt::skip]
#[path = "lossless/types.rs"]
mod types;

use std::fmt::Write as _;

use dtype_lattice::DTypeId::{self, *};
use dtype_lattice::{PromotionError, PromotionMode, X64Mode};

const LOSSLESS: PromotionMode = PromotionMode::Lossless;

fn code(name: &str) -> DTypeId {
    // The note's codes: u8 is uint8, i16 int16, f16 float16, c64 complex64.
    match name {
        "i*" => WeakInt,
        "f*" => WeakFloat,
        "c*" => WeakComplex,
        other => {
            let (kind, bits) = other.split_at(1);
            let name = match kind {
                "u" => format!("uint{bits}"),
                "i" => format!("int{bits}"),
                "f" => format!("float{bits}"),
                _ => format!("complex{bits}"),
            };
            name.parse().unwrap()
        }
    }
}

#[test]
fn the_edges_are_the_design_notes_option_1() {
    // JEP 9407, "Option 1: Avoiding All Precision Loss", as the note's code
    // cell writes the lattice (16 nodes; it places neither bool nor bfloat16).
    let note: &[(&str, &[&str])] = &[
        ("i*", &["f*", "u8", "i8"]),
        ("f*", &["c*", "f16"]),
        ("c*", &["c64"]),
        ("u8", &["u16", "i16"]),
        ("u16", &["u32", "i32"]),
        ("u32", &["u64", "i64"]),
        ("i8", &["i16", "f16"]),
        ("i16", &["i32", "f32"]),
        ("i32", &["i64", "f64"]),
        ("f16", &["f32"]),
        ("f32", &["f64", "c64"]),
        ("f64", &["c128"]),
        ("c64", &["c128"]),
    ];
    for &(from, to) in note {
        let mut expected: Vec<DTypeId> = to.iter().map(|&t| code(t)).collect();
        // bfloat16, placed here: above the weak float, beside float16.
        if from == "f*" {
            expected.push(BFloat16);
        }
        let mut covers = LOSSLESS.covers(code(from)).to_vec();
        expected.sort_by_key(|d| d.code());
        covers.sort_by_key(|d| d.code());
        assert_eq!(covers, expected, "{from}");
    }
    for top in [UInt64, Int64, Complex128] {
        assert!(LOSSLESS.covers(top).is_empty(), "{top}");
    }
    // The two dtypes the note leaves out.
    assert_eq!(LOSSLESS.covers(Bool), [WeakInt]);
    assert_eq!(LOSSLESS.covers(BFloat16), [Float32]);
}

/// A finite value, exactly: `m · 2^e`.
#[derive(Clone, Copy, Debug)]
struct Exact {
    m: i128,
    e: i32,
}

impl Exact {
    fn int(n: i128) -> Exact {
        Exact { m: n, e: 0 }.normal()
    }

    fn float(x: f64) -> Option<Exact> {
        if !x.is_finite() {
            return None;
        }
        if x == 0.0 {
            return Some(Exact { m: 0, e: 0 });
        }
        let bits = x.to_bits();
        let exponent = ((bits >> 52) & 0x7ff) as i32;
        let fraction = (bits & ((1 << 52) - 1)) as i128;
        let (m, e) = if exponent == 0 {
            (fraction, -1074)
        } else {
            (fraction | 1 << 52, exponent - 1075)
        };
        let m = if x < 0.0 { -m } else { m };
        Some(Exact { m, e }.normal())
    }

    /// With `m` odd (or zero).
    fn normal(mut self) -> Exact {
        if self.m == 0 {
            return Exact { m: 0, e: 0 };
        }
        while self.m % 2 == 0 {
            self.m /= 2;
            self.e += 1;
        }
        self
    }

    /// Whether `dtype` (strong) holds this value exactly.
    fn fits(self, dtype: DTypeId) -> bool {
        if self.m == 0 {
            return true;
        }
        let float = |p: u32, emin: i32, emax: i32| {
            let len = 128 - self.m.unsigned_abs().leading_zeros();
            let top = self.e + len as i32 - 1;
            top <= emax
                && if top >= emin {
                    len <= p
                } else {
                    self.e >= emin - (p as i32 - 1)
                }
        };
        let int = |min: i128, max: i128| {
            self.e >= 0 && {
                let n = self.m << self.e;
                min <= n && n <= max
            }
        };
        match dtype {
            Bool => self.e == 0 && self.m == 1,
            UInt8 => int(0, u8::MAX.into()),
            UInt16 => int(0, u16::MAX.into()),
            UInt32 => int(0, u32::MAX.into()),
            UInt64 => int(0, u64::MAX.into()),
            Int8 => int(i8::MIN.into(), i8::MAX.into()),
            Int16 => int(i16::MIN.into(), i16::MAX.into()),
            Int32 => int(i32::MIN.into(), i32::MAX.into()),
            Int64 => int(i64::MIN.into(), i64::MAX.into()),
            BFloat16 => float(8, -126, 127),
            Float16 => float(11, -14, 15),
            Float32 | Complex64 => float(24, -126, 127),
            Float64 | Complex128 => float(53, -1022, 1023),
            _ => unreachable!("strong dtypes only"),
        }
    }
}

/// A seeded stream of bit patterns.
fn patterns(seed: u64, n: usize) -> impl Iterator<Item = u64> {
    let mut x = seed;
    (0..n).map(move |_| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    })
}

/// Values of `dtype` (each part of a complex value on its own): every value
/// of the 8- and 16-bit formats, the ends and neighbours of the wider integer
/// ranges, and for `float32`, `float64` their extremes and 20,000 seeded bit
/// patterns each.
fn values(dtype: DTypeId) -> Vec<Exact> {
    let ints = |min: i128, max: i128| -> Vec<Exact> {
        if max - min <= 1 << 16 {
            (min..=max).map(Exact::int).collect()
        } else {
            [min, min + 1, -1, 0, 1, max - 1, max]
                .into_iter()
                .filter(|&n| min <= n)
                .map(Exact::int)
                .collect()
        }
    };
    let floats = |xs: Vec<f64>| xs.into_iter().filter_map(Exact::float).collect();
    let f32s = || {
        let mut xs: Vec<f64> = [f32::MAX, f32::MIN_POSITIVE, 1e-45, 1.0 + f32::EPSILON]
            .into_iter()
            .map(f64::from)
            .collect();
        xs.extend(patterns(7, 20_000).map(|b| f64::from(f32::from_bits(b as u32))));
        floats(xs)
    };
    let f64s = || {
        let mut xs = vec![f64::MAX, f64::MIN_POSITIVE, 5e-324, 1.0 + f64::EPSILON];
        xs.extend(patterns(11, 20_000).map(f64::from_bits));
        floats(xs)
    };
    match dtype {
        Bool => ints(0, 1),
        UInt8 => ints(0, u8::MAX.into()),
        UInt16 => ints(0, u16::MAX.into()),
        UInt32 => ints(0, u32::MAX.into()),
        UInt64 => ints(0, u64::MAX.into()),
        Int8 => ints(i8::MIN.into(), i8::MAX.into()),
        Int16 => ints(i16::MIN.into(), i16::MAX.into()),
        Int32 => ints(i32::MIN.into(), i32::MAX.into()),
        Int64 => ints(i64::MIN.into(), i64::MAX.into()),
        BFloat16 => floats(
            (0..=u16::MAX)
                .map(|b| f64::from(half::bf16::from_bits(b)))
                .collect(),
        ),
        Float16 => floats(
            (0..=u16::MAX)
                .map(|b| f64::from(half::f16::from_bits(b)))
                .collect(),
        ),
        Float32 | Complex64 => f32s(),
        Float64 | Complex128 => f64s(),
        _ => unreachable!("strong dtypes only"),
    }
}

#[test]
fn every_join_holds_every_value_of_both_dtypes() {
    let strong: Vec<DTypeId> = DTypeId::CLASSIC
        .into_iter()
        .filter(|d| !d.is_weak())
        .collect();
    let mut joins = 0;
    for &a in &strong {
        for &b in &strong {
            let Some(j) = LOSSLESS.join(a, b) else {
                continue;
            };
            joins += 1;
            for (input, xs) in [(a, values(a)), (b, values(b))] {
                if let Some(x) = xs.iter().find(|x| !x.fits(j)) {
                    panic!("{a} ⊔ {b} = {j} does not hold {x:?} of {input}");
                }
            }
        }
    }
    // The strong pairs with a join, of the 225.
    assert_eq!(joins, 181);
    // The check can fail: standard promotion's joins lose values.
    let j = PromotionMode::Standard.join(Int16, Float16).unwrap();
    assert!(values(Int16).iter().any(|x| !x.fits(j)));
    assert!(!Exact::int(2049).fits(Float16) && Exact::int(2048).fits(Float16));
}

#[test]
fn the_mixes_the_note_names() {
    let join = |a, b| LOSSLESS.join(a, b);
    assert_eq!(join(Int8, Float16), Some(Float16));
    assert_eq!(join(Int16, Float16), Some(Float32));
    assert_eq!(join(Int32, Float32), Some(Float64));
    assert_eq!(join(UInt16, Float16), Some(Float64)); // "all the way to float64"
    assert_eq!(join(Int64, Float64), None);
    assert_eq!(join(UInt64, Float64), None);
    assert_eq!(join(UInt64, Int64), None);
    assert_eq!(join(UInt32, Float64), None); // uint32 reaches floats only through int64
    assert_eq!(join(BFloat16, Float16), Some(Float32));
    assert_eq!(join(Int8, BFloat16), Some(Float32));
    assert_eq!(join(Int8, WeakFloat), Some(Float16));
    assert_eq!(join(WeakInt, UInt64), Some(UInt64));
    assert_eq!(join(Bool, Int8), Some(Int8));
    let error = LOSSLESS.result_type(&[Int8, Int64, Float16]).unwrap_err();
    assert_eq!(
        error,
        PromotionError::NoPromotionPath {
            lhs: Int64,
            rhs: Float16,
            mode: LOSSLESS,
            x64: X64Mode::Enabled,
        }
    );
    assert_eq!(
        error.to_string(),
        "input dtypes `int64` and `float16` have no implicit promotion path under lossless \
         promotion: the mix would lose precision, since no dtype holds every value of both; \
         cast one input explicitly to the dtype you want, or use standard promotion"
    );
    assert_eq!(LOSSLESS.to_string(), "lossless");
}

#[test]
fn the_impls_are_the_run_time_joins() {
    use dtype_lattice::*;
    use static_assertions::{assert_impl_all, assert_not_impl_any, assert_type_eq_all};
    assert_type_eq_all!(LosslessPromoted<Int8, UInt8>, Int16);
    assert_type_eq_all!(LosslessPromoted<UInt16, Float16>, Float64);
    assert_type_eq_all!(LosslessPromoted<BFloat16, Int8>, Float32);
    assert_type_eq_all!(LosslessPromoted<WeakFloat, Int8>, Float16);
    assert_type_eq_all!(LosslessPromoted![Bool, UInt8, Int8, WeakFloat], Float32);
    assert_type_eq_all!(<Lossless as Join<Int32, Float32>>::Output, Float64);
    assert_impl_all!(UInt64: LosslessPromote<WeakInt>, LosslessPromote<UInt8>);
    assert_not_impl_any!(Int64: LosslessPromote<Float64>, LosslessPromote<UInt64>);
    assert_not_impl_any!(UInt32: LosslessPromote<Float32>, LosslessPromote<WeakFloat>);
    assert_not_impl_any!(Lossless: Join<Int64, WeakFloat>);
}

#[test]
fn lossless_tensors_compute_in_the_lossless_join() {
    use dtype_lattice::*;
    let a = Tensor::<Int16>::from_vec(vec![30001, -7]).lossless();
    let b = Tensor::<Float16>::from_vec(vec![half::f16::from_f32(0.5); 2]).lossless();
    let c: Tensor<Float32, Lossless> = &a + &b;
    assert_eq!(c.to_vec(), [30001.5, -6.5]);
    // Standard promotion rounds 30001 to float16.
    let s: Tensor<Float16> = &a.clone().standard() + &b.clone().standard();
    assert_eq!(s.to_vec()[0].to_f32(), 30000.0);
    // power follows the policy's join too.
    let p: Tensor<Float32, Lossless> = a.power(&b);
    assert_eq!(p.dtype(), DTypeId::Float32);
    let m: Tensor<Int16, Lossless> = a.clone() * 3;
    assert_eq!(m.to_vec(), [24467, -21]); // int16 wraps (90003 - 65536), as under every policy
    let e: Tensor<Float16, Lossless> = Tensor::<Int8>::from_vec(vec![-128, 127]).lossless() * 0.5;
    assert_eq!(
        e.to_vec(),
        [half::f16::from_f32(-64.0), half::f16::from_f32(63.5)]
    );
}

/// `lossless/types.rs`: one assertion per pair, that the compiler's
/// `LosslessPromoted<A, B>` is the run-time join, or that no impl exists.
fn render_types() -> String {
    let mut out = String::from(
        "//! Rendered by `tests/lossless.rs` from `PromotionMode::Lossless.join`: do not\n\
         //! edit; regenerate with `BLESS=1 cargo test --test lossless`.\n\n\
         use dtype_lattice::*;\n\
         use static_assertions::{assert_not_impl_any, assert_type_eq_all};\n\n",
    );
    for a in DTypeId::CLASSIC {
        for b in DTypeId::CLASSIC {
            let (ma, mb) = (common::marker(a), common::marker(b));
            match LOSSLESS.join(a, b) {
                Some(j) => writeln!(
                    out,
                    "assert_type_eq_all!(LosslessPromoted<{ma}, {mb}>, {});",
                    common::marker(j)
                ),
                None => writeln!(out, "assert_not_impl_any!({ma}: LosslessPromote<{mb}>);"),
            }
            .unwrap();
        }
    }
    out
}

#[test]
fn type_assertions_are_rendered_from_the_run_time_joins() {
    common::assert_file_is("tests/lossless/types.rs", &render_types());
}
