//! `explain`: the result and the reasons, on a handful of inputs.

use dtype_lattice::{DTypeId, PromotionMode, result_type};
use dtype_lattice_cli::run;

#[test]
fn a_standard_join_exactly() {
    assert_eq!(
        run(["explain", "int8", "uint8"]).unwrap(),
        "\
result_type(int8, uint8) = int16 under standard promotion.

int16 is the join, the least upper bound of the inputs.
Paths up the lattice, one edge at a time, from each input to int16:
  int8 -> int16
  uint8 -> int16

The other upper bounds of the inputs are not least: each is above int16.
  int32, int64, bfloat16, float16, float32, float64, complex64, complex128, f*, c*, float8_e4m3fn, float8_e5m2, float8_e4m3fnuz, float8_e5m2fnuz, float8_e4m3b11fnuz, float8_e3m4, float8_e4m3, float8_e8m0fnu, float6_e2m3fn, float6_e3m2fn, float4_e2m1fn
"
    );
}

#[test]
fn a_strict_failure_exactly() {
    assert_eq!(
        run(["explain", "float32", "int32", "--strict"]).unwrap(),
        "\
result_type(float32, int32): no result under strict promotion (JAX raises TypePromotionError).

The strict lattice keeps only the edges from each weak type up to the dtypes of its kind
and of the kinds above it; any other dtype has nothing above it. No dtype is above every
input, so no path leads from all of them to a common dtype. Above each input:
  float32: nothing
  int32: nothing
No common upper bound: float32 and int32.
Standard promotion would give float32.

Explicit casts that make the mix legal under strict promotion:
  to float32 (the standard result, and an input): cast int32 to float32
  to int32 (an input): cast float32 to int32 (against the lattice: int32 is not above float32)
"
    );
}

#[test]
fn a_weak_input_keeps_the_width() {
    let text = run(["explain", "float16", "f*"]).unwrap();
    assert!(text.starts_with("result_type(float16, f*) = float16 under standard promotion.\n"));
    assert!(text.contains("\n  float16 (is the result)\n  f* -> float16\n"));
    assert!(text.contains("\n  float32, float64, complex64, complex128\n"));
    // The same under strict promotion: a weak type joins the dtypes of its kind.
    let text = run(["explain", "--strict", "f", "f2"]);
    assert!(text.is_err(), "`f` is no dtype");
    let text = run(["explain", "--strict", "f*", "f2"]).unwrap();
    assert!(text.starts_with("result_type(f*, float16) = float16 under strict promotion.\n"));
    assert!(text.contains("Paths up the strict lattice"));
    assert!(text.contains("\n  f* -> float16\n"));
    assert!(text.contains("\nNo other dtype is above every input.\n"));
}

#[test]
fn a_weak_result_says_how_jax_stores_it() {
    let text = run(["explain", "uint64", "int8"]).unwrap();
    assert!(text.starts_with("result_type(uint64, int8) = f* under standard promotion.\n"));
    assert!(text.contains("\n  uint64 -> f*\n  int8 -> int16 -> int32 -> int64 -> f*\n"));
    assert!(text.contains("JAX stores the result as float64\n"));
}

#[test]
fn several_inputs_and_codes() {
    let text = run(["explain", "b1", "u1", "i1", "u1"]).unwrap();
    assert!(text.starts_with("result_type(bool, uint8, int8, uint8) = int16 under standard"));
    // Each input once.
    assert!(
        text.contains("\n  bool -> i* -> int8 -> int16\n  uint8 -> int16\n  int8 -> int16\n\n")
    );
}

#[test]
fn a_strict_failure_with_a_weak_input_casts_to_the_stored_dtype() {
    let text = run(["explain", "--strict", "int8", "uint8", "f*"]).unwrap();
    assert!(text.contains("No common upper bound: int8 and uint8; int8 and f*; uint8 and f*.\n"));
    assert!(text.contains("Standard promotion would give f*.\n"));
    assert!(text.contains(
        "\n  to float64 (the standard result, f* as float64): cast int8, uint8 to float64\n"
    ));
    assert!(text.contains("\n  to int8 (an input): cast uint8, f* to int8 (against the lattice"));
}

#[test]
fn every_suggested_cast_is_legal() {
    // For each failure of two dtypes, in both modes, the first suggestion
    // makes the mix legal; under strict promotion it is the standard result
    // where there is one.
    for mode in [PromotionMode::Strict, PromotionMode::Standard] {
        for a in DTypeId::ALL {
            for b in DTypeId::ALL {
                if mode.join(a, b).is_some() {
                    continue;
                }
                let mut args = vec!["explain", a.name(), b.name()];
                if mode == PromotionMode::Strict {
                    args.push("--strict");
                }
                let text = run(args).unwrap();
                let line = text
                    .lines()
                    .find(|line| line.starts_with("  to "))
                    .unwrap_or_else(|| panic!("no cast for {a} {b}:\n{text}"));
                let target: DTypeId = line["  to ".len()..]
                    .split(' ')
                    .next()
                    .unwrap()
                    .parse()
                    .unwrap();
                if let Ok(standard) = result_type(&[a, b]) {
                    let standard = dtype_lattice_cli::graph::concrete(standard);
                    assert_eq!(target, standard, "{line}");
                    assert!(line.contains("(the standard result"), "{line}");
                } else {
                    assert!(line.contains("(an input"), "{line}");
                }
                let cast = |id: DTypeId| {
                    if mode.join(id, target) == Some(target) {
                        id
                    } else {
                        target
                    }
                };
                assert_eq!(mode.result_type(&[cast(a), cast(b)]), Ok(target), "{a} {b}");
            }
        }
    }
}
