//! The minifloat element types against ml_dtypes, bit for bit: every bit
//! pattern to `f32`, and sweeps of `f32` and `f64` values to each format
//! (`tests/fixtures/minifloat.txt`, written by `tools/minifloat_fixtures.py`).
//!
//! NaN results are checked by their exact pattern: ml_dtypes is consistent
//! (a NaN converts to the format's quiet NaN with the source's sign, and
//! a NaN pattern to `f32`'s quiet NaN with the pattern's sign).

use dtype_lattice::minifloat::{
    F4E2M1Fn, F6E2M3Fn, F6E3M2Fn, F8E3M4, F8E4M3, F8E4M3B11Fnuz, F8E4M3Fn, F8E4M3Fnuz, F8E5M2,
    F8E5M2Fnuz, F8E8M0Fnu, Format,
};

const FIXTURE: &str = include_str!("fixtures/minifloat.txt");

const FORMATS: [(&str, Format); 11] = [
    ("float8_e4m3fn", F8E4M3Fn::FORMAT),
    ("float8_e5m2", F8E5M2::FORMAT),
    ("float8_e4m3fnuz", F8E4M3Fnuz::FORMAT),
    ("float8_e5m2fnuz", F8E5M2Fnuz::FORMAT),
    ("float8_e4m3b11fnuz", F8E4M3B11Fnuz::FORMAT),
    ("float8_e3m4", F8E3M4::FORMAT),
    ("float8_e4m3", F8E4M3::FORMAT),
    ("float8_e8m0fnu", F8E8M0Fnu::FORMAT),
    ("float6_e2m3fn", F6E2M3Fn::FORMAT),
    ("float6_e3m2fn", F6E3M2Fn::FORMAT),
    ("float4_e2m1fn", F4E2M1Fn::FORMAT),
];

/// One format's lines of the fixture.
#[derive(Default)]
struct Cases {
    /// Bit pattern → `f32` bits.
    to_f32: Vec<(u8, u32)>,
    /// `f32` bits → bit pattern.
    from_f32: Vec<(u32, u8)>,
    /// `f64` bits → bit pattern (scalar constructor), and NumPy's `astype` when it differs.
    from_f64: Vec<(u64, u8, Option<u8>)>,
}

fn hex<T: TryFrom<u64>>(s: &str) -> T {
    T::try_from(u64::from_str_radix(s, 16).expect("hex"))
        .ok()
        .expect("in range")
}

fn cases() -> Vec<(Format, Cases)> {
    let mut out: Vec<(Format, Cases)> = Vec::new();
    for line in FIXTURE.lines() {
        let f: Vec<&str> = line.split(' ').collect();
        match f[0] {
            "#" => {}
            "=" => {
                let format = FORMATS
                    .iter()
                    .find(|(n, _)| *n == f[1])
                    .expect("known format")
                    .1;
                out.push((format, Cases::default()));
            }
            "t" => out
                .last_mut()
                .unwrap()
                .1
                .to_f32
                .push((hex(f[1]), hex(f[2]))),
            "f" => out
                .last_mut()
                .unwrap()
                .1
                .from_f32
                .push((hex(f[1]), hex(f[2]))),
            "d" => out.last_mut().unwrap().1.from_f64.push((
                hex(f[1]),
                hex(f[2]),
                f.get(3).map(|s| hex(s)),
            )),
            _ => panic!("bad line {line:?}"),
        }
    }
    assert_eq!(out.len(), 11);
    out
}

#[test]
fn conversions_match_ml_dtypes_bit_for_bit() {
    let (mut n_to, mut n_from, mut n_f64, mut n_astype) = (0, 0, 0, 0);
    for (format, c) in cases() {
        assert_eq!(c.to_f32.len(), 1 << format.width());
        let mut bad = Vec::new();
        for &(bits, want) in &c.to_f32 {
            let got = format.to_f32(bits).to_bits();
            if got != want {
                bad.push(format!(
                    "to_f32({bits:#04x}) = {got:#010x}, ml_dtypes {want:#010x}"
                ));
            }
        }
        for &(x, want) in &c.from_f32 {
            let got = format.from_f32(f32::from_bits(x));
            if got != want {
                bad.push(format!(
                    "from_f32({x:#010x}) = {got:#04x}, ml_dtypes {want:#04x}"
                ));
            }
        }
        for &(x, want, astype) in &c.from_f64 {
            let got = format.from_f64(f64::from_bits(x));
            if got != want {
                bad.push(format!(
                    "from_f64({x:#018x}) = {got:#04x}, ml_dtypes {want:#04x}"
                ));
            }
            // NumPy's astype of a float64 array: through float32.
            let via_f32 = format.from_f32(f64::from_bits(x) as f32);
            if via_f32 != astype.unwrap_or(want) {
                bad.push(format!(
                    "astype({x:#018x}) = {via_f32:#04x}, ml_dtypes {astype:?}"
                ));
            }
            n_astype += astype.is_some() as usize;
        }
        assert!(
            bad.is_empty(),
            "{format:?}: {} mismatches:\n{}",
            bad.len(),
            bad[..bad.len().min(30)].join("\n")
        );
        n_to += c.to_f32.len();
        n_from += c.from_f32.len();
        n_f64 += c.from_f64.len();
    }
    println!(
        "checked {n_to} patterns to f32, {n_from} f32 and {n_f64} f64 values to the formats \
         ({n_astype} f64 values that astype rounds differently, through f32)"
    );
    assert!(n_from > 30_000 && n_f64 > 25_000 && n_astype > 1_000);
}

/// The largest finite value, the smallest positive one and the smallest
/// normal one, as the fixture's `to_f32` table has them.
#[test]
fn format_facts_match_the_fixture() {
    for (format, c) in cases() {
        let values: Vec<(u8, f32)> = c
            .to_f32
            .iter()
            .map(|&(b, v)| (b, f32::from_bits(v)))
            .collect();
        let finite = values.iter().filter(|(_, v)| v.is_finite());
        let (max_bits, max) = finite
            .clone()
            .fold((0, f32::MIN), |a, &(b, v)| if v > a.1 { (b, v) } else { a });
        assert_eq!(format.max_finite_bits(), max_bits, "{format:?}");
        assert_eq!(format.to_f32(format.max_finite_bits()), max);
        let min = finite
            .clone()
            .map(|&(_, v)| v)
            .filter(|&v| v > 0.0)
            .fold(f32::MAX, f32::min);
        assert_eq!(format.to_f32(format.min_positive_bits()), min, "{format:?}");
        // The smallest normal: 2^(1 - bias), or 2^-bias without subnormals.
        let min_normal = if format.mantissa_bits == 0 {
            min
        } else {
            2f32.powi(1 - format.bias)
        };
        assert_eq!(
            format.to_f32(if format.mantissa_bits == 0 {
                0
            } else {
                1 << format.mantissa_bits
            }),
            min_normal,
            "{format:?}"
        );
        // Every NaN pattern is a NaN, and nothing else.
        for &(b, v) in &values {
            assert_eq!(format.is_nan(b), v.is_nan(), "{format:?} {b:#x}");
        }
        // And the maxima above, by name.
        let want_max = match (format.exponent_bits, format.mantissa_bits, format.bias) {
            (4, 3, 7) if format.max_finite_bits() == 0x7E => 448.0,
            (4, 3, 7) => 240.0,
            (5, 2, _) => 57344.0,
            (4, 3, 8) => 240.0,
            (4, 3, 11) => 30.0,
            (3, 4, 3) => 15.5,
            (8, 0, 127) => 2f32.powi(127),
            (2, 3, 1) => 7.5,
            (3, 2, 3) => 28.0,
            (2, 1, 1) => 6.0,
            _ => unreachable!(),
        };
        assert_eq!(max, want_max, "{format:?}");
    }
}

#[test]
fn element_types_wrap_the_format() {
    let x = F8E4M3Fn::from_f64(0.3);
    assert_eq!(x.to_bits(), F8E4M3Fn::FORMAT.from_f64(0.3));
    assert_eq!(x.to_f32(), 0.3125);
    assert_eq!(x.to_string(), "0.3125");
    assert_eq!(format!("{x:?}"), "0.3125");
    assert_eq!(F8E4M3Fn::from_bits(0x80), F8E4M3Fn::default());
    assert_ne!(F8E5M2::from_f32(f32::NAN), F8E5M2::from_f32(f32::NAN));
    assert_eq!(F6E3M2Fn::from_bits(0xFF).to_bits(), 0x3F);
    assert_eq!(F8E8M0Fnu::from_f32(2f32.powi(-127)).to_bits(), 0);
}
