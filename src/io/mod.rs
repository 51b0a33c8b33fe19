//! Reading and writing tensors in NumPy's `.npy` and `.npz` formats and in
//! safetensors files.
//!
//! - **Typed tensors** (feature `io`): a program that knows its dtypes reads
//!   a `.npy` file into a `Tensor<D, P>` ([`Tensor::read_npy`](crate::Tensor::read_npy),
//!   which names the file's dtype if it is not `D`) and writes one
//!   ([`Tensor::write_npy`](crate::Tensor::write_npy)), and takes a
//!   safetensors file's tensors out by name ([`SafeTensorsFile`]). These
//!   compile no `DynTensor` operation.
//! - **`DynTensor`s** (features `io` and `dynamic`): the dtype is the file's,
//!   known once its header is read: `read_npy`, `read_npz`,
//!   `read_safetensors` and their writers, below.
//! - **Listings** (feature `io-list` alone): the files' tensors from their
//!   headers ([`list_npy`], [`list_npz`], [`list_safetensors`]), which needs
//!   no tensors.
//!
//! ```
//! use dtype_lattice::prelude::*;
//! use dtype_lattice::io::SafeTensorsFile;
//!
//! let path = std::env::temp_dir().join(format!("dtype-lattice-io-typed-doc-{}.npy", std::process::id()));
//! let w = Tensor::<Float32>::from_shape_vec(&[2, 2], vec![0.5, -1.0, 2.0, 4.0])?;
//! w.write_npy(&path)?;
//! assert_eq!(Tensor::<Float32>::read_npy(&path)?, w);
//! // The dtype is checked against the file's.
//! let error = Tensor::<BFloat16>::read_npy(&path).unwrap_err();
//! assert!(error.to_string().contains("holds \"<f4\", which cannot be read as bfloat16"));
//! # std::fs::remove_file(&path)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! With `dynamic`, files of any dtype:
//!
//! ```
//! # #[cfg(feature = "dynamic")]
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
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
//! # Ok(())
//! # }
//! # #[cfg(not(feature = "dynamic"))]
//! # fn main() {}
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
//! | `float8_e5m2` | `<f1`, as NumPy 2 writes it | `F8_E5M2` |
//! | the other extended dtypes | `<V1` (raw values: [`read_npy_as`], [`read_npz_as`]) | `F8_E4M3` (`float8_e4m3fn`), `F8_E4M3FNUZ`, `F8_E5M2FNUZ`, `F8_E8M0`; none for the rest |
//!
//! The readers take NumPy's big-endian forms (`>f4`) and native ones (`=f4`)
//! too, and Fortran-order `.npy` files (the tensor keeps the Fortran layout,
//! without a copy; its values are the file's, index for index). The writers
//! write little-endian, C-order files, `.npy` format 1.0 (2.0 when the header
//! needs it), and the weak dtypes as their 64-bit dtypes (`int64`, `float64`,
//! `complex128`), which they store. Any other dtype in a file is an error
//! that names it ([`IoError::UnknownDType`],
//! [`IoError::UnsupportedSafeTensorsDType`]). Raw values (`V`) are bytes
//! whatever byte order their dtype string gives, as NumPy reads them.
//!
//! # Hostile files
//!
//! No input makes a reader panic, abort or allocate for data a file does not
//! hold: a `.npy` header is read only up to [`MAX_HEADER_BYTES`] (NumPy's
//! limit; [`ReadOptions`] changes it), its shape is checked as every
//! tensor's (at most [`MAX_DIMS`](crate::MAX_DIMS) axes, a size memory can
//! address), a file or `.npz` member must hold exactly the bytes its header
//! describes before any is read (so a deflated member is never decompressed
//! past the size the archive declares for it), and storage for data is
//! allocated fallibly (a [`SizeError`](crate::SizeError), never an abort).
//! [`ReadOptions::max_data_bytes`] caps the data a file may make a reader
//! read. `tests/hostile.rs` builds a file for each way a file can attack a
//! reader and runs a bounded mutation fuzzer over the fixtures (and a longer
//! one by hand).
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
//! (`npy/header.rs`), with errors that say what NumPy would have written.
//!
//! # Memory mapping
//!
//! [`read_safetensors`] maps the file into memory and copies each tensor once,
//! from the mapping into its typed storage: reading a large checkpoint needs
//! no second copy of it. The file must not be modified (truncated or
//! written) by this or another process while it is being read: the mapping
//! shows such changes, and a truncation makes reading the mapped pages fault
//! (`SIGBUS`, which ends the process). This is the same assumption as the
//! safetensors Python package's `safe_open`; a program that cannot make it
//! reads the bytes itself and calls [`read_safetensors_from`]. The listings
//! ([`list_safetensors`], and so `dtype-lattice inspect`) read the header
//! with ordinary reads and never map the file.

#[cfg(feature = "io")]
mod codec;
mod error;
mod npy;
mod safetensors;
#[cfg(feature = "io")]
mod typed;

use std::string::String;
use std::vec::Vec;

#[cfg(feature = "io")]
use self::codec::{CHUNK, decode_into};
#[cfg(all(feature = "io", feature = "dynamic"))]
use self::codec::{elem_size, write_dyn};

#[cfg(feature = "io")]
#[doc(hidden)]
pub use self::codec::Codec;
pub use self::error::IoError;
pub use self::npy::{list_npy, list_npz};
#[cfg(all(feature = "io", feature = "dynamic"))]
pub use self::npy::{
    read_npy, read_npy_as, read_npy_as_from, read_npy_from, read_npz, read_npz_as, read_npz_from,
    write_npy, write_npy_to, write_npz, write_npz_to,
};
pub use self::safetensors::list_safetensors;
#[cfg(all(feature = "io", feature = "dynamic"))]
pub use self::safetensors::{
    read_safetensors, read_safetensors_from, write_safetensors, write_safetensors_to,
};
#[cfg(feature = "io")]
pub use self::typed::SafeTensorsFile;

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
    pub dtype: Option<crate::dtype::DTypeId>,
    /// The dtype as the file writes it: `<f4`, `|b1`, `<V2`, `BF16`, `F4`.
    pub stored: String,
    /// The shape.
    pub shape: Vec<usize>,
}

/// The longest `.npy` header the readers accept unless told otherwise
/// ([`ReadOptions::max_header_bytes`]), in bytes: NumPy's own limit
/// (`np.load`'s `max_header_size`), which no header NumPy writes comes near
/// (one of 64 axes is under 1,500 bytes). A header is read before anything
/// is known of the file, so this is what stops a file whose 4-byte length
/// field claims gigabytes of header from making the reader read them.
pub const MAX_HEADER_BYTES: usize = 10_000;

/// How the readers read a file: the limits on what a file can make them
/// read and allocate, and the dtypes of named tensors (for raw values),
/// as [`std::fs::OpenOptions`] says how a file is opened.
///
/// The plain functions ([`read_npy`], [`read_npz`], [`list_npz`],
/// [`read_safetensors`], …) read with `ReadOptions::new()`: headers of at
/// most [`MAX_HEADER_BYTES`], as NumPy, and no limit on the data but memory.
/// What every reader checks whatever the options say: the header's shape
/// (at most [`MAX_DIMS`](crate::MAX_DIMS) axes, a size that fits in memory's
/// addresses), that the file or `.npz` member holds exactly the bytes the
/// header describes (so a header cannot make a reader allocate for data that
/// is not there), and every allocation for data, which is fallible: a
/// [`SizeError`](crate::SizeError) rather than an abort.
///
/// ```
/// # #[cfg(feature = "dynamic")]
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use dtype_lattice::*;
///
/// let dir = std::env::temp_dir().join(format!("dtype-lattice-options-{}", std::process::id()));
/// std::fs::create_dir_all(&dir)?;
/// let w = DynTensor::from(Tensor::<BFloat16>::ones(&[2, 2]));
/// let b = DynTensor::from(Tensor::<Float32>::zeros(&[2]));
/// io::write_npz(dir.join("m.npz"), &[("w", &w), ("b", &b)])?;
///
/// // NumPy writes bfloat16 as raw 2-byte values ('<V2'): say what they are.
/// let tensors = io::ReadOptions::new()
///     .dtype("w", DTypeId::BFloat16)
///     .max_data_bytes(1 << 20) // at most 1 MiB of data in all
///     .read_npz(dir.join("m.npz"))?;
/// assert_eq!(tensors[0], ("w".to_string(), w));
///
/// let error = io::ReadOptions::new().dtype("w", DTypeId::BFloat16).max_data_bytes(8)
///     .read_npz(dir.join("m.npz")).unwrap_err();
/// assert!(error.to_string().contains("over the limit of 8 bytes"));
/// std::fs::remove_dir_all(&dir)?;
/// # Ok(())
/// # }
/// # #[cfg(not(feature = "dynamic"))]
/// # fn main() {}
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadOptions {
    max_header_bytes: usize,
    max_data_bytes: u64,
    dtypes: Vec<(String, crate::dtype::DTypeId)>,
}

impl Default for ReadOptions {
    fn default() -> Self {
        Self::new()
    }
}

impl ReadOptions {
    /// NumPy's limits: headers of at most [`MAX_HEADER_BYTES`], data
    /// limited by memory alone, and every tensor of the dtype its file names.
    pub fn new() -> Self {
        ReadOptions {
            max_header_bytes: MAX_HEADER_BYTES,
            max_data_bytes: u64::MAX,
            dtypes: Vec::new(),
        }
    }

    /// The longest `.npy` header (of a file, or of each `.npz` member) to
    /// read, in bytes: a longer one is an [`IoError::HeaderTooLarge`]
    /// before it is read. `usize::MAX` reads any header a file of trusted
    /// origin has, as NumPy's `max_header_size` does for large values.
    /// (safetensors headers have the safetensors crate's own limit, 100 MB.)
    pub fn max_header_bytes(mut self, bytes: usize) -> Self {
        self.max_header_bytes = bytes;
        self
    }

    /// The most bytes of tensor data to read from one file, all its tensors
    /// together (an `.npz`'s members decompressed): a file whose headers
    /// describe more is an [`IoError::DataTooLarge`] before any of that
    /// data is allocated. No limit by default.
    pub fn max_data_bytes(mut self, bytes: u64) -> Self {
        self.max_data_bytes = bytes;
        self
    }

    /// Reads the tensor `name` (an `.npz` member without `.npy`, a
    /// safetensors tensor; `""` for a `.npy` file's one tensor) as `dtype`:
    /// raw values of `dtype`'s size, as NumPy writes ml_dtypes' dtypes
    /// (`'<V2'` for bfloat16, `'<V1'` for the others), or values of `dtype`
    /// itself. Another dtype is an [`IoError::DTypeMismatch`], and a name
    /// the file does not have an [`IoError::NoSuchTensor`].
    pub fn dtype(mut self, name: &str, dtype: crate::dtype::DTypeId) -> Self {
        self.dtypes.retain(|(other, _)| other != name);
        self.dtypes.push((name.into(), dtype));
        self
    }

    /// The dtype asked for the tensor `name`, if any.
    #[cfg(all(feature = "io", feature = "dynamic"))]
    fn dtype_of(&self, name: &str) -> Option<crate::dtype::DTypeId> {
        self.dtypes
            .iter()
            .find(|(other, _)| other == name)
            .map(|&(_, dtype)| dtype)
    }

    /// An error for the first name asked for that `names` does not have.
    #[cfg(all(feature = "io", feature = "dynamic"))]
    fn check_names(&self, mut names: impl FnMut(&str) -> bool) -> Result<(), IoError> {
        match self.dtypes.iter().find(|(name, _)| !names(name)) {
            Some((name, _)) => Err(IoError::NoSuchTensor { name: name.clone() }),
            None => Ok(()),
        }
    }
}

/// How much tensor data a file may still make a reader read
/// ([`ReadOptions::max_data_bytes`]), counted down tensor by tensor.
#[cfg(feature = "io")]
struct Budget {
    limit: u64,
    used: u64,
}

#[cfg(feature = "io")]
impl Budget {
    fn new(options: &ReadOptions) -> Self {
        Budget {
            limit: options.max_data_bytes,
            used: 0,
        }
    }

    /// Takes `bytes` more from the budget, or the error that they are over it.
    fn take(&mut self, bytes: u64) -> Result<(), IoError> {
        let total = self.used.saturating_add(bytes);
        if total > self.limit {
            return Err(IoError::DataTooLarge {
                bytes: total,
                limit: self.limit,
            });
        }
        self.used = total;
        Ok(())
    }
}

/// `f(path)`, its I/O errors naming `path`.
fn at_path<T>(
    path: &std::path::Path,
    f: impl FnOnce(&std::path::Path) -> Result<T, IoError>,
) -> Result<T, IoError> {
    f(path).map_err(|e| e.with_path(path))
}

/// Opens a file to read, with its length.
fn open(path: &std::path::Path) -> Result<(std::fs::File, u64), IoError> {
    let file = std::fs::File::open(path)?;
    let length = file.metadata()?.len();
    Ok((file, length))
}

/// Up to `length` bytes of `reader` (fewer if it ends first), read in
/// chunks into a vector grown fallibly: a header the caller allowed to be
/// large, but that the reader cannot hold, is an error, not an abort.
fn read_at_most<R: std::io::Read>(reader: &mut R, length: u64) -> Result<Vec<u8>, IoError> {
    const STEP: usize = 1 << 16;
    let mut bytes = Vec::new();
    let mut rest = length;
    while rest > 0 {
        let want = usize::try_from(rest).map_or(STEP, |rest| rest.min(STEP));
        let at = bytes.len();
        bytes
            .try_reserve(want)
            .map_err(|_| crate::size::SizeError::allocation(&[at + want], 1))?;
        bytes.resize(at + want, 0);
        let got = read_full(reader, &mut bytes[at..])?;
        bytes.truncate(at + got);
        if got < want {
            break;
        }
        rest -= want as u64;
    }
    Ok(bytes)
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
