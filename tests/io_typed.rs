//! The typed readers and writers of feature `io`, which build without the
//! dynamic dispatch: `Tensor::<D>::read_npy` and `write_npy`, and
//! `SafeTensorsFile`. Round trips for every dtype, the errors for a file of
//! another dtype, a name the file lacks, a file truncated after it was
//! opened and a data limit, and (with feature `dynamic`) the same tensors
//! as the `DynTensor` readers from every fixture NumPy, ml_dtypes and the
//! safetensors package wrote.

#![cfg(feature = "io")]

use std::path::{Path, PathBuf};

#[cfg(feature = "dynamic")]
use dtype_lattice::DynTensor;
use dtype_lattice::io::{self, IoError, SafeTensorsFile};
use dtype_lattice::prelude::*;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/io")
}

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!(
        "dtype-lattice-io-typed-{}-{name}",
        std::process::id()
    ))
}

/// Calls `$body` once for every strong dtype, with `$D` its marker.
macro_rules! for_every_dtype {
    ($D:ident => $body:block) => {
        for_every_dtype!(@each $D => $body; Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32
            Int64 BFloat16 Float16 Float32 Float64 Complex64 Complex128 Float8E4M3Fn Float8E5M2
            Float8E4M3Fnuz Float8E5M2Fnuz Float8E4M3B11Fnuz Float8E3M4 Float8E4M3 Float8E8M0Fnu
            Float6E2M3Fn Float6E3M2Fn Float4E2M1Fn Int4 UInt4 Int2 UInt2 Int1 UInt1)
    };
    (@each $D:ident => $body:block; $($d:ident)*) => {{
        let mut count = 0;
        $({
            type $D = $d;
            $body
            count += 1;
        })*
        count
    }};
}

#[test]
fn every_dtype_round_trips_through_a_typed_npy_file() {
    let path = temp("round-trip.npy");
    let count = for_every_dtype!(D => {
        let t = Tensor::<D>::ones(&[2, 3]);
        t.write_npy(&path).unwrap();
        assert_eq!(Tensor::<D>::read_npy(&path).unwrap(), t, "{}", D::NAME);
        let mut bytes = Vec::new();
        t.write_npy_to(&mut bytes).unwrap();
        assert_eq!(bytes, std::fs::read(&path).unwrap());
        assert_eq!(Tensor::<D>::read_npy_from(&bytes[..]).unwrap(), t);
        // The same bytes as the `DynTensor` writer's.
        #[cfg(feature = "dynamic")]
        {
            let mut dynamic = Vec::new();
            io::write_npy_to(&mut dynamic, &DynTensor::from(t.clone())).unwrap();
            assert_eq!(bytes, dynamic, "{}", D::NAME);
        }
    });
    assert_eq!(count, 32);
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn a_typed_read_of_another_dtype_names_both() {
    let error = Tensor::<Float32>::read_npy(fixtures().join("int16.npy")).unwrap_err();
    assert!(
        matches!(error, IoError::DTypeMismatch { ref descr, requested: DTypeId::Float32 } if descr == "<i2"),
        "{error:?}"
    );
    let message = error.to_string();
    assert!(
        message.contains("holds \"<i2\", which cannot be read as float32"),
        "{message}"
    );
    // Raw values (`'<V2'`, as NumPy writes ml_dtypes' bfloat16) are bytes:
    // they read as any dtype of their size, and no other.
    let bf16 = Tensor::<BFloat16>::read_npy(fixtures().join("bfloat16.npy")).unwrap();
    assert_eq!(bf16.dtype(), DTypeId::BFloat16);
    assert!(Tensor::<Int16>::read_npy(fixtures().join("bfloat16.npy")).is_ok());
    let error = Tensor::<Int8>::read_npy(fixtures().join("bfloat16.npy")).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("cannot be read as int8 (1 bytes)"),
        "{error}"
    );
}

#[test]
fn a_typed_read_honours_the_options_limits() {
    let path = fixtures().join("float64.npy");
    let small = io::ReadOptions::new().max_data_bytes(8);
    let error = Tensor::<Float64>::read_npy_with(&path, &small).unwrap_err();
    assert!(
        error.to_string().contains("over the limit of 8 bytes"),
        "{error}"
    );
    assert!(Tensor::<Float64>::read_npy_with(&path, &io::ReadOptions::new()).is_ok());
}

#[test]
fn safetensors_tensors_read_by_name_into_typed_tensors() {
    let path = fixtures().join("model.safetensors");
    let file = SafeTensorsFile::open(&path).unwrap();
    assert_eq!(file.list(), io::list_safetensors(&path).unwrap());
    assert_eq!(file.path(), path);
    let ids: Tensor<Int64> = file.tensor("ids").unwrap();
    assert_eq!(ids.to_vec(), [i64::MIN, i64::MAX, 0]);
    let unsigned: Tensor<UInt32, StandardX32> = file.tensor("unsigned").unwrap();
    assert_eq!(unsigned.to_vec(), [0, u32::MAX, 0]);
    let scalar: Tensor<Int32> = file.tensor("scalar").unwrap();
    assert_eq!((scalar.shape(), scalar.to_vec()), (&[][..], vec![3]));
    let embedding: Tensor<Float32> = file.tensor("embedding").unwrap();
    assert_eq!(embedding.shape(), [4, 3]);
    assert_eq!(embedding.to_vec()[0].to_bits(), 0x3fc0_0000);

    let error = file.tensor::<Float32, Standard>("ids").unwrap_err();
    assert!(
        error
            .to_string()
            .contains("holds \"I64\", which cannot be read as float32"),
        "{error}"
    );
    let error = file.tensor::<Float32, Standard>("missing").unwrap_err();
    assert!(
        matches!(&error, IoError::NoSuchTensor { name } if name == "missing"),
        "{error:?}"
    );
    assert!(error.to_string().contains("no tensor named \"missing\""));

    let float8 = SafeTensorsFile::open(fixtures().join("float8.safetensors")).unwrap();
    for name in float8.names() {
        let info = float8.list().into_iter().find(|i| i.name == name).unwrap();
        match info.dtype {
            Some(DTypeId::Float8E4M3Fn) => {
                let t: Tensor<Float8E4M3Fn> = float8.tensor(name).unwrap();
                assert_eq!(t.shape(), info.shape);
            }
            Some(DTypeId::Float8E5M2) => {
                let t: Tensor<Float8E5M2> = float8.tensor(name).unwrap();
                assert_eq!(t.shape(), info.shape);
            }
            _ => {}
        }
    }
}

#[test]
fn a_safetensors_file_truncated_after_it_was_opened_is_an_error() {
    let path = temp("truncated.safetensors");
    std::fs::copy(fixtures().join("model.safetensors"), &path).unwrap();
    let file = SafeTensorsFile::open(&path).unwrap();
    let length = std::fs::metadata(&path).unwrap().len();
    std::fs::OpenOptions::new()
        .write(true)
        .open(&path)
        .unwrap()
        .set_len(length - 4)
        .unwrap();
    let last = *file.names().last().unwrap();
    let error = match file.list().last().unwrap().dtype {
        Some(DTypeId::Bool) => file.tensor::<Bool, Standard>(last).unwrap_err(),
        other => panic!("the fixture's last tensor is bool, not {other:?}"),
    };
    assert!(matches!(error, IoError::TruncatedData { .. }), "{error:?}");
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn a_safetensors_file_over_the_data_limit_is_an_error_before_any_read() {
    let path = fixtures().join("model.safetensors");
    let error =
        SafeTensorsFile::open_with(&path, &io::ReadOptions::new().max_data_bytes(16)).unwrap_err();
    assert!(matches!(error, IoError::DataTooLarge { .. }), "{error:?}");
    let error = SafeTensorsFile::open(fixtures().join("int8.npy")).unwrap_err();
    assert!(matches!(error, IoError::SafeTensors(_)), "{error:?}");
}

/// The typed readers give the tensors the `DynTensor` readers give, for
/// every fixture.
#[cfg(feature = "dynamic")]
#[test]
fn typed_reads_equal_the_dynamic_reads_of_every_fixture() {
    let mut checked = 0;
    for entry in std::fs::read_dir(fixtures()).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_owned();
        if name.ends_with(".npy") {
            let listed = io::list_npy(&path).unwrap();
            // Raw values: the fixtures' are bfloat16.
            let dtype = listed.dtype.unwrap_or(DTypeId::BFloat16);
            let dynamic = io::read_npy_as(&path, dtype).unwrap();
            let typed = dtype_lattice::match_dtype!(dtype, D => DynTensor::from(
                Tensor::<D>::read_npy(&path).unwrap()
            ));
            // As text, where NaN elements compare equal.
            assert_eq!(format!("{typed:?}"), format!("{dynamic:?}"), "{name}");
            checked += 1;
        } else if name.ends_with(".safetensors") {
            let file = SafeTensorsFile::open(&path).unwrap();
            for (tensor_name, dynamic) in io::read_safetensors(&path).unwrap() {
                let typed = dtype_lattice::match_dtype!(dynamic.dtype(), D => DynTensor::from(
                    file.tensor::<D, Standard>(&tensor_name).unwrap()
                ));
                assert_eq!(
                    format!("{typed:?}"),
                    format!("{dynamic:?}"),
                    "{name} {tensor_name}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 30, "{checked} fixtures");
}
