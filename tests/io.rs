//! The `io` feature: reading the files NumPy, ml_dtypes and safetensors wrote
//! (tests/fixtures/io, from tools/io_fixtures.py) against the values in their
//! manifest; writing files NumPy writes byte for byte; round trips; broken
//! files, each with its error; and mutated files, which must never make a
//! reader panic.
#![cfg(all(feature = "io", feature = "dynamic"))]

use std::collections::HashMap;
use std::io::Cursor;
use std::path::{Path, PathBuf};

use dtype_lattice::io::{self, IoError};
use dtype_lattice::*;
use half::{bf16, f16};
use num_complex::Complex;
use proptest::prelude::*;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/io")
}

/// A manifest line: file, member, dtype, shape, values.
struct Row {
    file: String,
    member: String,
    dtype: String,
    shape: Vec<usize>,
    values: String,
}

fn manifest() -> Vec<Row> {
    let text = std::fs::read_to_string(fixtures().join("manifest.txt")).expect("manifest.txt");
    text.lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), 5, "{line}");
            Row {
                file: fields[0].to_owned(),
                member: fields[1].to_owned(),
                dtype: fields[2].to_owned(),
                shape: if fields[3].is_empty() {
                    vec![]
                } else {
                    fields[3].split(',').map(|n| n.parse().unwrap()).collect()
                },
                values: fields[4].to_owned(),
            }
        })
        .collect()
}

/// An element as the manifest writes it: exact, bit patterns for floats.
trait Text {
    fn text(self) -> String;
}

macro_rules! text_decimal {
    ($($t:ty),*) => {$(impl Text for $t { fn text(self) -> String { self.to_string() } })*};
}
text_decimal!(u8, u16, u32, u64, i8, i16, i32, i64);

impl Text for bool {
    fn text(self) -> String {
        u8::from(self).to_string()
    }
}
impl Text for bf16 {
    fn text(self) -> String {
        format!("0x{:04x}", self.to_bits())
    }
}
impl Text for f16 {
    fn text(self) -> String {
        format!("0x{:04x}", self.to_bits())
    }
}
impl Text for f32 {
    fn text(self) -> String {
        format!("0x{:08x}", self.to_bits())
    }
}
impl Text for f64 {
    fn text(self) -> String {
        format!("0x{:016x}", self.to_bits())
    }
}
/// The extended dtypes: a small float's bit pattern, a narrow integer's value.
macro_rules! text_extended {
    (bits: $($f:ident),*; value: $($i:ident),*) => {
        $(impl Text for dtype_lattice::minifloat::$f {
            fn text(self) -> String {
                format!("0x{:02x}", self.to_bits())
            }
        })*
        $(impl Text for dtype_lattice::intn::$i {
            fn text(self) -> String {
                self.get().to_string()
            }
        })*
    };
}
text_extended!(bits: F8E4M3Fn, F8E5M2, F8E4M3Fnuz, F8E5M2Fnuz, F8E4M3B11Fnuz, F8E3M4, F8E4M3,
    F8E8M0Fnu, F6E2M3Fn, F6E3M2Fn, F4E2M1Fn; value: I4, U4, I2, U2, I1, U1);

impl<T: Text> Text for Complex<T> {
    fn text(self) -> String {
        format!("{}:{}", self.re.text(), self.im.text())
    }
}

/// The values of a tensor in row-major order, as the manifest writes them.
fn values(t: &DynTensor) -> String {
    match_dyn!(t, x => x.iter().map(Text::text).collect::<Vec<_>>().join(" "))
}

/// Bit-for-bit equality (NaNs included): dtype, shape, values.
fn assert_same(a: &DynTensor, b: &DynTensor, what: &str) {
    assert_eq!(a.dtype(), b.dtype(), "{what}");
    assert_eq!(a.shape(), b.shape(), "{what}");
    assert_eq!(values(a), values(b), "{what}");
}

/// Reads every fixture once: file → [(member, tensor)]. The tensors NumPy
/// stores as raw values (ml_dtypes' bfloat16 and float8_e4m3fn: `<V2`,
/// `<V1`) are read as the manifest's dtype, the others as their files say.
fn read_fixtures() -> HashMap<String, Vec<(String, DynTensor)>> {
    let rows = manifest();
    let raw = |row: &&Row| ["bfloat16", "float8_e4m3fn"].contains(&row.dtype.as_str());
    let mut files = HashMap::new();
    for row in &rows {
        if files.contains_key(&row.file) {
            continue;
        }
        let path = fixtures().join(&row.file);
        let options = rows.iter().filter(|r| r.file == row.file).filter(raw).fold(
            io::ReadOptions::new(),
            |options, r| {
                let name = if r.member == "-" { "" } else { &r.member };
                options.dtype(name, r.dtype.parse().unwrap())
            },
        );
        let tensors = if row.file.ends_with(".npy") {
            let tensor = options.read_npy(&path);
            vec![(
                "-".to_owned(),
                tensor.unwrap_or_else(|e| panic!("{}: {e}", row.file)),
            )]
        } else if row.file.ends_with(".npz") {
            options
                .read_npz(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", row.file))
        } else {
            io::read_safetensors(&path).unwrap_or_else(|e| panic!("{}: {e}", row.file))
        };
        files.insert(row.file.clone(), tensors);
    }
    files
}

/// Listing a file from its headers gives the names, dtypes and shapes that
/// reading it gives, in the same order; raw values have no dtype.
#[test]
fn listings_from_headers_agree_with_the_files() {
    for (file, tensors) in read_fixtures() {
        let path = fixtures().join(&file);
        let listed: Vec<io::TensorInfo> = if file.ends_with(".npy") {
            vec![io::list_npy(&path).unwrap()]
        } else if file.ends_with(".npz") {
            io::list_npz(&path).unwrap()
        } else {
            io::list_safetensors(&path).unwrap()
        };
        assert_eq!(listed.len(), tensors.len(), "{file}");
        for (info, (name, tensor)) in listed.iter().zip(&tensors) {
            if !file.ends_with(".npy") {
                assert_eq!(&info.name, name, "{file}");
            }
            assert_eq!(info.shape, tensor.shape(), "{file} {name}");
            if file == "bfloat16.npy" || file == "ml_dtypes.npz" {
                let raw = if tensor.dtype() == DTypeId::BFloat16 {
                    "<V2"
                } else {
                    "<V1"
                };
                assert_eq!((info.dtype, info.stored.as_str()), (None, raw));
            } else {
                assert_eq!(info.dtype, Some(tensor.dtype()), "{file} {name}");
            }
        }
    }
    // Safetensors' `F8_E4M3` is ml_dtypes' `float8_e4m3fn`.
    let float8 = io::list_safetensors(fixtures().join("float8.safetensors")).unwrap();
    assert!(
        float8
            .iter()
            .any(|t| t.dtype == Some(DTypeId::Float8E4M3Fn) && t.stored == "F8_E4M3"),
        "{float8:?}"
    );
    // A header whose shape overflows is the reader's error.
    let dir = std::env::temp_dir().join(format!("dtype-lattice-list-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let huge = dir.join("huge.npy");
    let header = "{'descr': '<f4', 'fortran_order': False, 'shape': (18446744073709551615, 2), }";
    std::fs::write(&huge, npy(header, &[])).unwrap();
    assert!(matches!(io::list_npy(&huge), Err(IoError::Size(_))));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn fixtures_read_as_the_manifest_says() {
    let files = read_fixtures();
    let rows = manifest();
    assert!(rows.len() >= 40, "{} rows", rows.len());
    // Members in the file's order.
    let mut order: HashMap<&str, Vec<&str>> = HashMap::new();
    for row in &rows {
        order.entry(&row.file).or_default().push(&row.member);
    }
    for (file, members) in &order {
        let names: Vec<&str> = files[*file].iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(&names, members, "{file}: member order");
    }
    for row in &rows {
        let tensor = &files[&row.file]
            .iter()
            .find(|(name, _)| *name == row.member)
            .unwrap()
            .1;
        let what = format!("{} {}", row.file, row.member);
        assert_eq!(tensor.dtype().to_string(), row.dtype, "{what}");
        assert_eq!(tensor.shape(), row.shape, "{what}");
        assert_eq!(values(tensor), row.values, "{what}");
    }
    // Every dtype the formats have.
    let dtypes: std::collections::HashSet<&str> = rows.iter().map(|r| r.dtype.as_str()).collect();
    for dtype in DTypeId::CLASSIC.iter().filter(|d| !d.is_weak()) {
        assert!(
            dtypes.contains(dtype.to_string().as_str()),
            "no fixture of {dtype}"
        );
    }
}

#[test]
fn fortran_order_files_keep_their_values_index_for_index() {
    let t = io::read_npy(fixtures().join("fortran_int16_3d.npy")).unwrap();
    let t = Tensor::<Int16>::try_from(t).unwrap();
    assert_eq!(t.shape(), [2, 3, 4]);
    // np.arange(24).reshape(2, 3, 4): element [i, j, k] is 12 i + 4 j + k.
    let view = t.view();
    for ((i, j, k), &v) in view
        .into_dimensionality::<ndarray::Ix3>()
        .unwrap()
        .indexed_iter()
    {
        assert_eq!(v as usize, 12 * i + 4 * j + k);
    }
}

#[test]
fn bfloat16_files_need_read_npy_as() {
    let path = fixtures().join("bfloat16.npy");
    let error = io::read_npy(&path).unwrap_err();
    assert!(
        matches!(error, IoError::RawValues { size: 2, .. }),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "the .npy file holds 2-byte raw values (\"<V2\"), probably bfloat16 as ml_dtypes writes \
         it: call read_npy_as(path, DTypeId::BFloat16)"
    );
    // The same bits as float16 or int16, if that is what they are.
    assert_eq!(
        io::read_npy_as(&path, DTypeId::Int16).unwrap().dtype(),
        DTypeId::Int16
    );
    // Not as a dtype of another size, nor as a weak dtype.
    let error = io::read_npy_as(&path, DTypeId::Float32).unwrap_err();
    assert!(matches!(
        error,
        IoError::DTypeMismatch {
            requested: DTypeId::Float32,
            ..
        }
    ));
    assert_eq!(
        error.to_string(),
        "the file holds \"<V2\", which cannot be read as float32 (4 bytes)"
    );
    // A typed file is read as its own dtype only.
    let path = fixtures().join("float32.npy");
    assert!(io::read_npy_as(&path, DTypeId::Float32).is_ok());
    let error = io::read_npy_as(&path, DTypeId::Int32).unwrap_err();
    assert!(matches!(error, IoError::DTypeMismatch { .. }), "{error:?}");
}

#[test]
fn float8_safetensors_read_as_float8_e4m3fn() {
    let tensors = io::read_safetensors(fixtures().join("float8.safetensors")).unwrap();
    let (name, tensor) = &tensors[0];
    assert_eq!(
        (name.as_str(), tensor.dtype()),
        ("fp8", DTypeId::Float8E4M3Fn)
    );
    assert_eq!(values(tensor), "0x00 0x00");
}

#[test]
fn unsupported_safetensors_dtypes_are_named() {
    // Packed 4-bit floats: the format's `F4` stores two per byte.
    let header = r#"{"fp4":{"dtype":"F4","shape":[2],"data_offsets":[0,1]}}"#;
    let mut bytes = (header.len() as u64).to_le_bytes().to_vec();
    bytes.extend_from_slice(header.as_bytes());
    bytes.push(0);
    let error = io::read_safetensors_from(&bytes).unwrap_err();
    assert!(
        matches!(&error, IoError::UnsupportedSafeTensorsDType { name, dtype } if name == "fp4" && dtype == "F4"),
        "{error:?}"
    );
    assert!(
        error
            .to_string()
            .starts_with("safetensors tensor \"fp4\" has dtype F4")
    );
}

/// The fixtures NumPy wrote in little-endian C order, version 1.0: the
/// writer gives the same bytes.
#[test]
fn npy_files_are_written_byte_for_byte_as_numpy_writes_them() {
    let mut compared = 0;
    for row in manifest() {
        let little_c_order = row.file.ends_with(".npy")
            && !["big_", "fortran_", "v2_", "v3_"]
                .iter()
                .any(|p| row.file.starts_with(p));
        if !little_c_order {
            continue;
        }
        let path = fixtures().join(&row.file);
        let numpy = std::fs::read(&path).unwrap();
        let tensor = if row.dtype == "bfloat16" {
            io::read_npy_as(&path, DTypeId::BFloat16).unwrap()
        } else {
            io::read_npy(&path).unwrap()
        };
        let mut ours = Vec::new();
        io::write_npy_to(&mut ours, &tensor).unwrap();
        assert!(
            ours == numpy,
            "{}: {:?}\nvs NumPy's {:?}",
            row.file,
            &ours[..80],
            &numpy[..80]
        );
        compared += 1;
    }
    assert!(compared >= 16, "{compared}");
}

#[test]
fn safetensors_files_are_written_byte_for_byte_as_the_python_package_writes_them() {
    let path = fixtures().join("model.safetensors");
    let python = std::fs::read(&path).unwrap();
    let tensors = io::read_safetensors(&path).unwrap();
    let named: Vec<(&str, &DynTensor)> = tensors.iter().map(|(n, t)| (n.as_str(), t)).collect();
    let mut ours = Vec::new();
    io::write_safetensors_to(&mut ours, &named).unwrap();
    assert_eq!(
        String::from_utf8_lossy(&ours),
        String::from_utf8_lossy(&python)
    );
    assert!(ours == python);
}

/// Every fixture tensor: written and read back, identically, in each format
/// that has its dtype.
#[test]
fn round_trips() {
    let files = read_fixtures();
    let mut all: Vec<(String, DynTensor)> = Vec::new();
    for (file, tensors) in &files {
        for (member, tensor) in tensors {
            all.push((format!("{file}:{member}"), tensor.clone()));
        }
    }
    all.sort_by(|a, b| a.0.cmp(&b.0));
    for (what, tensor) in &all {
        let mut bytes = Vec::new();
        io::write_npy_to(&mut bytes, tensor).unwrap();
        // The data starts at a multiple of 64 bytes, as NumPy aligns it.
        let header_length = u16::from_le_bytes([bytes[8], bytes[9]]) as usize;
        assert_eq!((10 + header_length) % 64, 0, "{what}");
        let back = io::read_npy_as_from(&bytes[..], tensor.dtype()).unwrap();
        assert_same(&back, tensor, what);
        // C order on the way out, whatever the layout in memory.
        assert!(
            !String::from_utf8_lossy(&bytes[..128]).contains("True"),
            "{what}"
        );
    }
    // .npz: all of them, in order, by name.
    let named: Vec<(&str, &DynTensor)> = all.iter().map(|(n, t)| (n.as_str(), t)).collect();
    let archive = io::write_npz_to(Cursor::new(Vec::new()), &named)
        .unwrap()
        .into_inner();
    // bfloat16 and float8_e4m3fn members are raw values (`<V2`, `<V1`, as
    // NumPy writes them), which read_npz does not guess...
    let error = io::read_npz_from(Cursor::new(archive.clone())).unwrap_err();
    assert!(
        matches!(&error, IoError::Member { member, source } if member == "bfloat16.npy:-"
        && matches!(**source, IoError::RawValues { .. })),
        "{error:?}"
    );
    // ...and reads back when told their dtypes.
    let raw = |dtype: DTypeId| {
        dtype == DTypeId::BFloat16 || (dtype.is_extended() && dtype != DTypeId::Float8E5M2)
    };
    let options = (named.iter())
        .filter(|(_, t)| raw(t.dtype()))
        .fold(io::ReadOptions::new(), |options, (name, t)| {
            options.dtype(name, t.dtype())
        });
    let back = options.read_npz_from(Cursor::new(archive)).unwrap();
    assert_eq!(back.len(), named.len());
    for ((name, tensor), (expected_name, expected)) in back.iter().zip(&named) {
        assert_eq!(name, expected_name);
        assert_same(tensor, expected, name);
    }
    // safetensors: all but complex128, in order.
    let storable: Vec<(&str, &DynTensor)> = named
        .iter()
        .copied()
        .filter(|(_, t)| t.dtype() != DTypeId::Complex128)
        .collect();
    let mut bytes = Vec::new();
    io::write_safetensors_to(&mut bytes, &storable).unwrap();
    let back = io::read_safetensors_from(&bytes).unwrap();
    assert_eq!(back.len(), storable.len());
    for ((name, tensor), (expected_name, expected)) in back.iter().zip(&storable) {
        assert_eq!(name, expected_name);
        assert_same(tensor, expected, name);
    }
}

#[test]
fn files_on_disk_round_trip() {
    let dir = std::env::temp_dir().join(format!("dtype-lattice-io-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let t = DynTensor::from(
        Tensor::<Complex64>::from_shape_vec(
            &[2, 1],
            vec![Complex::new(1.0, -1.0), Complex::new(f32::NAN, 0.5)],
        )
        .unwrap(),
    );
    let b = DynTensor::from(Tensor::<BFloat16>::from_vec(vec![bf16::from_f32(-3.5); 3]));
    io::write_npy(dir.join("t.npy"), &t).unwrap();
    assert_same(&io::read_npy(dir.join("t.npy")).unwrap(), &t, "npy");
    io::write_npz(dir.join("t.npz"), &[("t", &t), ("u", &t)]).unwrap();
    let back = io::read_npz(dir.join("t.npz")).unwrap();
    assert_eq!(
        back.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>(),
        ["t", "u"]
    );
    io::write_safetensors(dir.join("t.safetensors"), &[("t", &t), ("b", &b)]).unwrap();
    let back = io::read_safetensors(dir.join("t.safetensors")).unwrap();
    assert_same(&back[0].1, &t, "safetensors t");
    assert_same(&back[1].1, &b, "safetensors b");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn weak_dtypes_are_written_as_their_64_bit_dtypes() {
    let w = DynTensor::from(Tensor::<WeakFloat>::from_vec(vec![0.1, -2.0]));
    let mut bytes = Vec::new();
    io::write_npy_to(&mut bytes, &w).unwrap();
    let back = io::read_npy_from(&bytes[..]).unwrap();
    assert_eq!(back.dtype(), DTypeId::Float64);
    assert_eq!(values(&back), values(&w));
    let i = DynTensor::from(Tensor::<WeakInt>::from_vec(vec![-5]));
    let mut bytes = Vec::new();
    io::write_safetensors_to(&mut bytes, &[("i", &i)]).unwrap();
    assert_eq!(
        io::read_safetensors_from(&bytes).unwrap()[0].1.dtype(),
        DTypeId::Int64
    );
}

// Broken files, made by hand.

/// A .npy file: the preamble for `header` (version 1.0), then `data`.
fn npy(header: &str, data: &[u8]) -> Vec<u8> {
    let mut bytes = b"\x93NUMPY\x01\x00".to_vec();
    bytes.extend_from_slice(&(header.len() as u16).to_le_bytes());
    bytes.extend_from_slice(header.as_bytes());
    bytes.extend_from_slice(data);
    bytes
}

fn f4_header(shape: &str) -> String {
    format!("{{'descr': '<f4', 'fortran_order': False, 'shape': {shape}, }}\n")
}

fn read_error(bytes: &[u8]) -> IoError {
    io::read_npy_from(bytes).expect_err("a broken file")
}

#[test]
fn truncated_data() {
    let error = read_error(&npy(&f4_header("(3,)"), &[0; 10]));
    assert!(
        matches!(
            error,
            IoError::TruncatedData {
                expected: 12,
                found: 10
            }
        ),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "the data is truncated: the header's shape and dtype need 12 bytes, the file has 10"
    );
}

#[test]
fn a_header_that_lies_about_the_shape() {
    // More elements than the data has.
    let error = read_error(&npy(&f4_header("(2, 1000)"), &[0; 24]));
    assert!(
        matches!(
            error,
            IoError::TruncatedData {
                expected: 8000,
                found: 24
            }
        ),
        "{error:?}"
    );
    // Fewer.
    let error = read_error(&npy(&f4_header("(2,)"), &[0; 12]));
    assert!(
        matches!(
            error,
            IoError::TrailingData {
                expected: 8,
                found: 12
            }
        ),
        "{error:?}"
    );
    assert!(
        error.to_string().contains("more data than its header says"),
        "{error}"
    );
}

#[test]
fn a_header_length_past_the_end() {
    let mut bytes = npy(&f4_header("(1,)"), &[0; 4]);
    bytes[8..10].copy_from_slice(&1000_u16.to_le_bytes());
    let error = read_error(&bytes);
    assert!(
        matches!(error, IoError::TruncatedHeader { expected: 1010, found } if found == bytes.len() as u64),
        "{error:?}"
    );
    assert!(
        error
            .to_string()
            .starts_with("the .npy header is truncated: it needs 1010 bytes")
    );
    // The preamble itself.
    let error = read_error(b"\x93NUMPY\x01");
    assert!(
        matches!(
            error,
            IoError::TruncatedHeader {
                expected: 8,
                found: 7
            }
        ),
        "{error:?}"
    );
}

#[test]
fn unknown_dtype_strings() {
    for descr in ["<U5", "<f16", "<M8[ns]", "|O", "<u3", "|f4", "", "f"] {
        let header = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': (1,), }}");
        let error = read_error(&npy(&header, &[0; 4]));
        assert!(
            matches!(&error, IoError::UnknownDType { descr: d } if d == descr),
            "{descr}: {error:?}"
        );
        assert!(
            error
                .to_string()
                .starts_with(&format!("unknown .npy dtype {descr:?}: expected"))
        );
    }
    // A structured dtype.
    let header = "{'descr': [('a', '<i4'), ('b', '<f8')], 'fortran_order': False, 'shape': (1,), }";
    let error = read_error(&npy(header, &[0; 12]));
    assert!(
        matches!(&error, IoError::UnknownDType { descr } if descr == "[('a', '<i4'), ('b', '<f8')]"),
        "{error:?}"
    );
}

#[test]
fn a_shape_whose_size_overflows() {
    let error = read_error(&npy(
        &f4_header("(4294967296, 4294967296, 4294967296)"),
        &[],
    ));
    // Checked as every tensor's shape is (dtype_lattice::SizeError).
    assert!(matches!(&error, IoError::Size(_)), "{error:?}");
    assert_eq!(
        error.to_string(),
        "shape [4294967296, 4294967296, 4294967296] holds more elements than memory can address: \
         the product of its nonzero lengths must be at most 9223372036854775807"
    );
    // An axis that does not fit 64 bits.
    let error = read_error(&npy(&f4_header("(99999999999999999999999,)"), &[]));
    assert!(matches!(error, IoError::ShapeOverflow { .. }), "{error:?}");
    // A product that fits, but not in bytes.
    let error = read_error(&npy(&f4_header("(4611686018427387904,)"), &[]));
    assert!(matches!(error, IoError::Size(_)), "{error:?}");
    // Zero elements of a shape ndarray cannot hold either.
    let error = read_error(&npy(&f4_header("(0, 18446744073709551615, 2)"), &[]));
    assert!(matches!(error, IoError::Size(_)), "{error:?}");
}

#[test]
fn headers_that_are_not_what_numpy_writes() {
    let error = read_error(b"PK\x03\x04 this is a zip");
    assert!(
        matches!(&error, IoError::BadMagic { found } if found == b"PK\x03\x04 t"),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "not a .npy file: expected the magic string b\"\\x93NUMPY\", found b\"PK\\x03\\x04 t\""
    );
    let mut bytes = npy(&f4_header("(1,)"), &[0; 4]);
    bytes[6] = 4;
    let error = read_error(&bytes);
    assert!(matches!(
        error,
        IoError::UnsupportedVersion { major: 4, minor: 0 }
    ));
    assert_eq!(
        error.to_string(),
        "unsupported .npy format version 4.0: expected 1.0, 2.0 or 3.0"
    );
    for (header, reason) in [
        ("{'descr': '<f4', 'shape': (1,), }", "expected the keys"),
        (
            "{'descr': '<f4', 'fortran_order': False, 'shape': (1,), 'x': 1}",
            "unexpected key \"x\"",
        ),
        (
            "{'descr': '<f4', 'fortran_order': 0, 'shape': (1,), }",
            "\"fortran_order\" should be True or False",
        ),
        (
            "{'descr': '<f4', 'fortran_order': False, 'shape': (-1,), }",
            "non-negative integer",
        ),
        (
            "{'descr': '<f4', 'fortran_order': False, 'shape': [1], }",
            "\"shape\" should be a tuple",
        ),
        (
            "{'descr': '<f4', 'descr': '<f4', 'fortran_order': False, 'shape': (1,)}",
            "repeated",
        ),
        (
            "{'descr': '<f4', 'fortran_order': False, 'shape': (1,), } x",
            "after the dictionary",
        ),
        ("('descr', '<f4')", "expected '{'"),
        ("{'descr: '<f4'}", "expected ':'"),
    ] {
        let error = read_error(&npy(header, &[0; 4]));
        assert!(
            matches!(error, IoError::BadHeader { .. }),
            "{header}: {error:?}"
        );
        let message = error.to_string();
        assert!(
            message.starts_with("the .npy header is not what NumPy writes: "),
            "{message}"
        );
        assert!(message.contains(reason), "{header}: {message}");
    }
}

#[test]
fn versions_2_and_3_and_other_byte_orders() {
    // Version 2.0: a 4-byte length; '=' is native; Python 2's 3L.
    let header = "{'descr': '=i2', 'fortran_order': False, 'shape': (2L,), }\n";
    let mut bytes = b"\x93NUMPY\x02\x00".to_vec();
    bytes.extend_from_slice(&(header.len() as u32).to_le_bytes());
    bytes.extend_from_slice(header.as_bytes());
    bytes.extend_from_slice(&[1, 0, 0xff, 0xff]);
    let t = io::read_npy_from(&bytes[..]).unwrap();
    assert_eq!(Tensor::<Int16>::try_from(t).unwrap().to_vec(), [1, -1]);
    // Version 3.0 is UTF-8; 2.0 is not.
    bytes[6] = 3;
    bytes.truncate(12);
    bytes.extend_from_slice(&[0xff; 8]);
    let error = read_error(&bytes);
    assert!(
        matches!(error, IoError::TruncatedHeader { .. }),
        "{error:?}"
    );
}

#[test]
fn safetensors_offsets_past_the_end() {
    let header = r#"{"x":{"dtype":"F32","shape":[250],"data_offsets":[0,1000]}}"#;
    let mut bytes = (header.len() as u64).to_le_bytes().to_vec();
    bytes.extend_from_slice(header.as_bytes());
    bytes.extend_from_slice(&[0; 12]);
    let error = io::read_safetensors_from(&bytes).unwrap_err();
    assert!(matches!(error, IoError::SafeTensors(_)), "{error:?}");
    assert_eq!(
        error.to_string(),
        "invalid safetensors file: incomplete metadata, file not fully covered"
    );
    assert!(std::error::Error::source(&error).is_some());
    // Offsets that do not fit the shape.
    let header = r#"{"x":{"dtype":"F32","shape":[2],"data_offsets":[0,12]}}"#;
    let mut bytes = (header.len() as u64).to_le_bytes().to_vec();
    bytes.extend_from_slice(header.as_bytes());
    bytes.extend_from_slice(&[0; 12]);
    let error = io::read_safetensors_from(&bytes).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("invalid shape, data type, or offset"),
        "{error}"
    );
    // A header length past the end.
    let error = io::read_safetensors_from(&[255, 0, 0, 0, 0, 0, 0, 0, b'{', b'}']).unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid safetensors file: invalid header length"
    );
    // An unsupported dtype, by name.
    let header = r#"{"w":{"dtype":"F6_E2M3","shape":[4],"data_offsets":[0,3]}}"#;
    let mut bytes = (header.len() as u64).to_le_bytes().to_vec();
    bytes.extend_from_slice(header.as_bytes());
    bytes.extend_from_slice(&[0; 3]);
    let error = io::read_safetensors_from(&bytes).unwrap_err();
    assert!(
        matches!(&error, IoError::UnsupportedSafeTensorsDType { dtype, .. } if dtype == "F6_E2M3"),
        "{error:?}"
    );
}

#[test]
fn npz_members_that_are_not_npy_files() {
    let t = DynTensor::from(Tensor::<UInt8>::from_vec(vec![1, 2]));
    let archive = io::write_npz_to(Cursor::new(Vec::new()), &[("abc", &t)]).unwrap();
    let mut bytes = archive.into_inner();
    // Renames the member in the local header and the central directory.
    let mut renamed = 0;
    for i in 0..bytes.len() - 7 {
        if &bytes[i..i + 7] == b"abc.npy" {
            bytes[i..i + 7].copy_from_slice(b"abc.txt");
            renamed += 1;
        }
    }
    assert_eq!(renamed, 2);
    let error = io::read_npz_from(Cursor::new(bytes)).unwrap_err();
    assert!(
        matches!(&error, IoError::NotNpy { member } if member == "abc.txt"),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "the .npz member \"abc.txt\" is not an .npy file: expected a name ending in .npy"
    );
    let error = io::read_npz_from(Cursor::new(b"not a zip".to_vec())).unwrap_err();
    assert!(matches!(error, IoError::Zip(_)), "{error:?}");
}

#[test]
fn writes_that_cannot_be_made() {
    let c = DynTensor::from(Tensor::<Complex128>::zeros(&[1]));
    let error = io::write_safetensors_to(Vec::new(), &[("c", &c)]).unwrap_err();
    assert!(matches!(
        error,
        IoError::Unwritable {
            dtype: DTypeId::Complex128,
            ..
        }
    ));
    assert_eq!(
        error.to_string(),
        "safetensors files cannot store complex128 tensors"
    );
    let u = DynTensor::from(Tensor::<UInt8>::zeros(&[1]));
    let error = io::write_safetensors_to(Vec::new(), &[("a", &u), ("a", &u)]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "cannot write a tensor named \"a\": the name is repeated"
    );
    let error = io::write_safetensors_to(Vec::new(), &[("__metadata__", &c)]).unwrap_err();
    assert!(matches!(error, IoError::InvalidName { .. }));
    let error = io::write_npz_to(Cursor::new(Vec::new()), &[("a", &c), ("a", &c)]).unwrap_err();
    assert!(matches!(error, IoError::InvalidName { .. }));
}

#[test]
fn io_errors_name_the_file() {
    let error = io::read_npy("/nonexistent/dir/x.npy").unwrap_err();
    assert!(
        matches!(&error, IoError::Io { path: Some(p), .. } if p == Path::new("/nonexistent/dir/x.npy"))
    );
    assert!(
        error.to_string().starts_with("/nonexistent/dir/x.npy: "),
        "{error}"
    );
    assert!(std::error::Error::source(&error).is_some());
    let error = io::read_safetensors("/nonexistent/x.safetensors").unwrap_err();
    assert!(matches!(error, IoError::Io { path: Some(_), .. }));
}

/// With IO_VERIFY_DIR set, writes a file per dtype and format there, with a
/// manifest, for `python3 tools/io_fixtures.py --verify DIR` to check that
/// NumPy and safetensors read them bit for bit.
#[test]
fn rust_files_read_by_numpy() {
    let Some(dir) = std::env::var_os("IO_VERIFY_DIR") else {
        return;
    };
    let dir = PathBuf::from(dir);
    std::fs::create_dir_all(&dir).unwrap();
    let files = read_fixtures();
    let mut names: Vec<&String> = files.keys().filter(|f| f.ends_with(".npy")).collect();
    names.sort();
    let mut manifest = String::from("# Written by tests/io.rs (rust_files_read_by_numpy).\n");
    let line = |file: &str, member: &str, t: &DynTensor| {
        let shape: Vec<String> = t.shape().iter().map(|n| n.to_string()).collect();
        format!(
            "{file}\t{member}\t{}\t{}\t{}\n",
            t.dtype(),
            shape.join(","),
            values(t)
        )
    };
    let mut for_npz = Vec::new();
    let mut for_safetensors = Vec::new();
    for name in names {
        let tensor = &files[name][0].1;
        io::write_npy(dir.join(name), tensor).unwrap();
        manifest += &line(name, "-", tensor);
        let member = name.trim_end_matches(".npy");
        if tensor.dtype() != DTypeId::BFloat16 {
            for_npz.push((member, tensor));
        }
        if tensor.dtype() != DTypeId::Complex128 {
            for_safetensors.push((member, tensor));
        }
    }
    io::write_npz(dir.join("rust.npz"), &for_npz).unwrap();
    for (member, tensor) in &for_npz {
        manifest += &line("rust.npz", member, tensor);
    }
    io::write_safetensors(dir.join("rust.safetensors"), &for_safetensors).unwrap();
    for (member, tensor) in &for_safetensors {
        manifest += &line("rust.safetensors", member, tensor);
    }
    std::fs::write(dir.join("manifest.txt"), manifest).unwrap();
}

// Mutated files: the readers return `Ok` or `Err`, and never panic.

fn valid_npy() -> Vec<Vec<u8>> {
    let mut files = Vec::new();
    for name in [
        "float32.npy",
        "complex128.npy",
        "fortran_int16_3d.npy",
        "big_float64.npy",
        "v3_int64.npy",
        "scalar_float64.npy",
        "bool.npy",
    ] {
        files.push(std::fs::read(fixtures().join(name)).unwrap());
    }
    files
}

#[derive(Clone, Debug)]
enum Mutation {
    /// XOR a byte (in the first 128 bytes half of the time: the header).
    Flip(usize, u8),
    Truncate(usize),
    Insert(usize, Vec<u8>),
    /// Overwrite with ASCII, to reach deeper into the header parsers.
    Ascii(usize, String),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let index = prop_oneof![0..128_usize, any::<usize>()];
    prop_oneof![
        4 => (index.clone(), 1..=255_u8).prop_map(|(i, x)| Mutation::Flip(i, x)),
        1 => any::<usize>().prop_map(Mutation::Truncate),
        2 => (index.clone(), proptest::collection::vec(any::<u8>(), 1..8))
            .prop_map(|(i, b)| Mutation::Insert(i, b)),
        2 => (index, "[0-9(),:'\"{}\\[\\] LTFa-z<>|=-]{1,6}").prop_map(|(i, s)| Mutation::Ascii(i, s)),
    ]
}

fn mutate(mut bytes: Vec<u8>, mutations: &[Mutation]) -> Vec<u8> {
    for m in mutations {
        let n = bytes.len().max(1);
        match m {
            Mutation::Flip(i, x) => {
                if !bytes.is_empty() {
                    bytes[i % n] ^= x;
                }
            }
            Mutation::Truncate(len) => bytes.truncate(len % n),
            Mutation::Insert(i, b) => {
                let at = i % (bytes.len() + 1);
                bytes.splice(at..at, b.iter().copied());
            }
            Mutation::Ascii(i, s) => {
                let at = i % n;
                for (k, c) in s.bytes().enumerate() {
                    if let Some(slot) = bytes.get_mut(at + k) {
                        *slot = c;
                    }
                }
            }
        }
    }
    bytes
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn mutated_npy_files_never_panic(
        base in 0..7_usize,
        mutations in proptest::collection::vec(mutation(), 1..4),
    ) {
        let bytes = mutate(valid_npy()[base].clone(), &mutations);
        let _ = io::read_npy_from(&bytes[..]);
        let _ = io::read_npy_as_from(&bytes[..], DTypeId::BFloat16);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn mutated_safetensors_files_never_panic(
        mutations in proptest::collection::vec(mutation(), 1..4),
    ) {
        let base = std::fs::read(fixtures().join("model.safetensors")).unwrap();
        let bytes = mutate(base, &mutations);
        let _ = io::read_safetensors_from(&bytes);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn mutated_npz_files_never_panic(
        compressed in any::<bool>(),
        mutations in proptest::collection::vec(mutation(), 1..4),
    ) {
        let name = if compressed { "compressed.npz" } else { "stored.npz" };
        let base = std::fs::read(fixtures().join(name)).unwrap();
        let bytes = mutate(base, &mutations);
        let _ = io::read_npz_from(Cursor::new(bytes));
    }
}

#[test]
fn extended_dtypes_round_trip_through_npy_as_raw_bytes() {
    // NumPy writes ml_dtypes' one-byte types as raw values, `<V1`, which only
    // `read_npy_as` reads, given the dtype.
    use dtype_lattice::{intn::I4, minifloat::F8E4M3Fn};
    let dir = std::env::temp_dir().join(format!("dtype-lattice-extended-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let float8 = Tensor::<Float8E4M3Fn>::from_vec(
        [1.5, -448.0, 0.0, f32::NAN]
            .map(F8E4M3Fn::from_f32)
            .to_vec(),
    );
    let int4 = Tensor::<Int4>::from_vec([-8, 7, -1].map(I4::wrapping_from_i64).to_vec());
    for tensor in [DynTensor::from(float8), DynTensor::from(int4)] {
        let path = dir.join(format!("{}.npy", tensor.dtype()));
        io::write_npy(&path, &tensor).unwrap();
        let info = io::list_npy(&path).unwrap();
        assert_eq!((info.dtype, info.stored.as_str()), (None, "<V1"));
        assert!(matches!(
            io::read_npy(&path),
            Err(IoError::RawValues { .. })
        ));
        let back = io::read_npy_as(&path, tensor.dtype()).unwrap();
        assert_same(&back, &tensor, &path.display().to_string());
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
