//! `inspect`: the tensors of the files `tools/io_fixtures.py` wrote with NumPy
//! and the Python safetensors package.

use std::path::PathBuf;

use dtype_lattice::{DTypeId, PromotionMode};
use dtype_lattice_cli::{Error, run};

fn fixture(name: &str) -> String {
    let path: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "..",
        "tests",
        "fixtures",
        "io",
        name,
    ]
    .iter()
    .collect();
    path.to_string_lossy().into_owned()
}

#[test]
fn a_safetensors_file_in_file_order_with_every_mode() {
    let path = fixture("model.safetensors");
    let out = run(["inspect", path.as_str(), "--promote"]).unwrap();
    let (listing, promote) = out.split_once("\n\n").unwrap();
    assert_eq!(
        listing,
        format!(
            "\
{path}: 11 tensors
name       dtype      shape
ids        int64      [3]
wide       float64    [2]
complex    complex64  [2]
embedding  float32    [4, 3]
unsigned   uint32     [3]
scalar     int32      []
bias       bfloat16   [5]
half       float16    [3]
shorts     int16      [2, 2]
small      uint8      [2, 2]
mask       bool       [2, 3]"
        )
    );
    use DTypeId::*;
    let dtypes = [
        Int64, Float64, Complex64, Float32, UInt32, Int32, BFloat16, Float16, Int16, UInt8, Bool,
    ];
    let line = |mode: PromotionMode| match mode.result_type(&dtypes) {
        Ok(dtype) => format!("  {:<8}  {dtype}", mode.to_string()),
        Err(error) => format!("  {:<8}  no result: {error}", mode.to_string()),
    };
    assert_eq!(
        promote,
        format!(
            "result_type of all 11 tensors:\n{}\n{}\n{}\n",
            line(PromotionMode::Standard),
            line(PromotionMode::Strict),
            line(PromotionMode::Lossless)
        )
    );
    assert!(promote.contains("standard  complex128"), "{promote}");
}

#[test]
fn npy_and_npz_files() {
    let path = fixture("int8.npy");
    assert_eq!(
        run(["inspect", path.as_str()]).unwrap(),
        format!("{path}: 1 tensor\nname      dtype  shape\nint8.npy  int8   [3, 4]\n")
    );
    let path = fixture("stored.npz");
    let out = run(["inspect", path.as_str()]).unwrap();
    assert!(out.contains("\nweights  float32  [3, 2]\n"), "{out}");
    assert!(out.contains("\nmask     bool     [4]\n"), "{out}");
}

#[test]
fn raw_values_and_dtypes_the_crate_lacks_are_shown_as_stored() {
    // ml_dtypes' bfloat16, which NumPy writes as raw 2-byte values.
    let path = fixture("bfloat16.npy");
    let out = run(["inspect", path.as_str(), "--promote"]).unwrap();
    assert!(out.contains("\nbfloat16.npy  <V2    [3, 4]\n"), "{out}");
    assert!(
        out.contains("bfloat16.npy: stored as <V2, not a dtype of dtype-lattice"),
        "{out}"
    );
    assert!(
        out.contains("  standard  no result: not every dtype is one of dtype-lattice's\n"),
        "{out}"
    );
    // Safetensors' F8_E4M3 is ml_dtypes' float8_e4m3fn.
    let path = fixture("float8.safetensors");
    let out = run(["inspect", path.as_str()]).unwrap();
    assert!(out.contains("float8_e4m3fn  [2]"), "{out}");
}

#[test]
fn files_that_do_not_read_are_errors_with_status_1() {
    let error = run(["inspect", "weights.bin"]).unwrap_err();
    assert_eq!(
        error,
        Error::File("weights.bin: expected a .npy, .npz or .safetensors file".into())
    );
    assert_eq!(error.exit_code(), 1);
    let error = run(["inspect", "missing.safetensors"]).unwrap_err();
    assert!(error.to_string().contains("missing.safetensors"), "{error}");
    assert_eq!(error.exit_code(), 1);
    let usage = run(["inspect"]).unwrap_err();
    assert_eq!(usage.exit_code(), 2);
}

/// Names come from files, which anyone can write: a control sequence in one
/// is shown escaped, never sent to the terminal (this one would retitle the
/// terminal and clear its screen).
#[test]
fn names_from_files_are_escaped() {
    let name = "\u{1b}]0;pwned\u{7}\u{1b}[2J";
    // As JSON writes it: `\u001b`.
    let json: String = name
        .chars()
        .map(|c| match c {
            c if c.is_control() => format!("\\u{:04x}", u32::from(c)),
            c => c.to_string(),
        })
        .collect();
    let header = format!(r#"{{"{json}":{{"dtype":"U8","shape":[1],"data_offsets":[0,1]}}}}"#);
    let mut bytes = (header.len() as u64).to_le_bytes().to_vec();
    bytes.extend_from_slice(header.as_bytes());
    bytes.push(7);
    let dir = std::env::temp_dir().join(format!("dtype-lattice-inspect-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("hostile.safetensors");
    std::fs::write(&path, bytes).unwrap();
    let out = run(["inspect", path.to_str().unwrap()]).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(!out.chars().any(|c| c.is_control() && c != '\n'), "{out:?}");
    assert!(
        out.contains("\\u{1b}]0;pwned\\u{7}\\u{1b}[2J  uint8  [1]"),
        "{out}"
    );
    // Bidirectional overrides, which reorder what follows them, too.
    assert_eq!(
        dtype_lattice_cli::inspect::printable("a\u{202e}b\tc"),
        "a\\u{202e}b\\u{9}c"
    );
}
