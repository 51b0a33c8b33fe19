//! Reading and writing tensors in NumPy's `.npy` and `.npz` formats and in
//! safetensors files, as `DynTensor`s: the dtype is the file's, known once
//! its header is read (feature `io`). With feature `io-list` alone, only the
//! listing of files from their headers ([`list_npy`], [`list_npz`],
//! [`list_safetensors`]), which needs no tensors.
//!
//! ```
//! use dtype_lattice::*;
//!
//! let dir = std::env::temp_dir().join(format!("dtype-lattice-io-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir)?;
//!
//! // A .npy file of one tensor; the dtype comes back from the file.
//! let t = DynTensor::from(Tensor::<Int16>::from_shape_vec(&[2, 2], vec![1, -2, 3, -4])?);
//! io::write_npy(dir.join("t.npy"), &t)?;
//! let back = io::read_npy(dir.join("t.npy"))?;
//! assert_eq!(back.dtype(), DTypeId::Int16);
//! assert_eq!(back, t);
//!
//! // Narrowed once to the dtype the program works in, without a copy.
//! let typed = Tensor::<Int16>::try_from(back)?;
//! assert_eq!(typed.to_vec(), [1, -2, 3, -4]);
//!
//! // NumPy writes bfloat16 (ml_dtypes) as raw 2-byte values, '<V2': the
//! // reader needs to be told what they are.
//! let b = DynTensor::from(Tensor::<BFloat16>::from_vec(vec![half::bf16::from_f32(1.5)]));
//! io::write_npy(dir.join("b.npy"), &b)?;
//! let error = io::read_npy(dir.join("b.npy")).unwrap_err();
//! assert!(error.to_string().contains("read_npy_as(path, DTypeId::BFloat16)"));
//! assert_eq!(io::read_npy_as(dir.join("b.npy"), DTypeId::BFloat16)?, b);
//!
//! // Several named tensors, in order: safetensors and .npz.
//! io::write_safetensors(dir.join("m.safetensors"), &[("t", &t), ("b", &b)])?;
//! let tensors = io::read_safetensors(dir.join("m.safetensors"))?;
//! assert_eq!(tensors, [("t".to_string(), t.clone()), ("b".to_string(), b.clone())]);
//! io::write_npz(dir.join("m.npz"), &[("t", &t)])?;
//! assert_eq!(io::read_npz(dir.join("m.npz"))?, [("t".to_string(), t)]);
//!
//! std::fs::remove_dir_all(&dir)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Dtypes
//!
//! | dtype | `.npy` | safetensors |
//! |---|---|---|
//! | `bool` | `\|b1` | `BOOL` |
//! | `uint8` … `uint64` | `\|u1`, `<u2`, `<u4`, `<u8` | `U8` … `U64` |
//! | `int8` … `int64` | `\|i1`, `<i2`, `<i4`, `<i8` | `I8` … `I64` |
//! | `bfloat16` | `<V2` (raw values: [`read_npy_as`]) | `BF16` |
//! | `float16`, `float32`, `float64` | `<f2`, `<f4`, `<f8` | `F16`, `F32`, `F64` |
//! | `complex64`, `complex128` | `<c8`, `<c16` | `C64`, none |
//!
//! The readers take NumPy's big-endian forms (`>f4`) and native ones (`=f4`)
//! too, and Fortran-order `.npy` files (the tensor keeps the Fortran layout,
//! without a copy; its values are the file's, index for index). The writers
//! write little-endian, C-order files, `.npy` format 1.0 (2.0 when the header
//! needs it), and the weak dtypes as their 64-bit dtypes (`int64`, `float64`,
//! `complex128`), which they store. Any other dtype in a file is an error
//! that names it ([`IoError::UnknownDType`],
//! [`IoError::UnsupportedSafeTensorsDType`]); no input makes a reader panic.
//!
//! # Why not ndarray-npy
//!
//! ndarray-npy's array readers (`ReadNpyExt::read_npy`) take the element type
//! at compile time, and a file of another dtype is an error: they cannot read
//! a file whose dtype is known only from its header, which is what a
//! `DynTensor` is for. Its 0.10 release does make the header parser public
//! (`npy::header::Header::from_reader`), but the dtype comes back as a Python
//! literal to interpret, and the parser brings `py_literal`, `pest`,
//! `pest_derive`, a second major version of `syn` and `stacker`/`psm` (whose
//! build script compiles assembly with `cc`) into the build: more than a
//! dozen crates, for a dictionary of three keys. The header is parsed here
//! (`npy.rs`), with errors that say what NumPy would have written.
//!
//! # Memory mapping
//!
//! [`read_safetensors`] maps the file into memory and copies each tensor once,
//! from the mapping into its typed storage. The file must not be modified
//! (truncated or written) by this or another process while it is being read:
//! the mapping shows such changes, and a truncation makes reading the mapped
//! pages fault (`SIGBUS`). This is the same assumption as the safetensors
//! Python package's `safe_open`.

#[cfg(feature = "io")]
mod codec;
mod error;
mod npy;
mod safetensors;

use std::string::String;
use std::vec::Vec;

#[cfg(feature = "io")]
use self::codec::{CHUNK, Codec, decode_into, elem_size, write_dyn};

pub use self::error::IoError;
pub use self::npy::{list_npy, list_npz};
#[cfg(feature = "io")]
pub use self::npy::{
    read_npy, read_npy_as, read_npy_as_from, read_npy_from, read_npz, read_npz_from, write_npy,
    write_npy_to, write_npz, write_npz_to,
};
pub use self::safetensors::list_safetensors;
#[cfg(feature = "io")]
pub use self::safetensors::{
    read_safetensors, read_safetensors_from, write_safetensors, write_safetensors_to,
};

/// What a file says of one of its tensors, read from its header alone
/// ([`list_npy`], [`list_npz`], [`list_safetensors`]): listing a large
/// checkpoint reads none of its data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorInfo {
    /// The tensor's name: the member's in an `.npz` (without `.npy`) or a
    /// safetensors file, empty for a `.npy` file.
    pub name: String,
    /// The dtype, or `None` where the file stores raw values (NumPy's `V2`,
    /// ml_dtypes' bfloat16) or a dtype this crate does not read (safetensors'
    /// `F4`, `F6_E2M3` and `F6_E3M2`, packed several to a byte).
    pub dtype: Option<crate::DTypeId>,
    /// The dtype as the file writes it: `<f4`, `|b1`, `<V2`, `BF16`, `F4`.
    pub stored: String,
    /// The shape.
    pub shape: Vec<usize>,
}

/// `f(path)`, its I/O errors naming `path`.
fn at_path<T>(
    path: &std::path::Path,
    f: impl FnOnce(&std::path::Path) -> Result<T, IoError>,
) -> Result<T, IoError> {
    f(path).map_err(|e| e.with_path(path))
}

/// Reads until `buffer` is full or the reader ends; the bytes read.
fn read_full<R: std::io::Read>(reader: &mut R, buffer: &mut [u8]) -> std::io::Result<usize> {
    let mut filled = 0;
    while filled < buffer.len() {
        match reader.read(&mut buffer[filled..]) {
            Ok(0) => break,
            Ok(n) => filled += n,
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => {}
            Err(error) => return Err(error),
        }
    }
    Ok(filled)
}
