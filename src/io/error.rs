//! [`IoError`]: why a file could not be read or written.

use core::fmt;
use std::boxed::Box;
use std::path::PathBuf;
use std::string::String;
use std::vec::Vec;

use crate::dtype::DTypeId;

/// Why a `.npy`, `.npz` or safetensors file could not be read or written.
/// Each message says what was expected and what was found.
#[derive(Debug)]
#[non_exhaustive]
pub enum IoError {
    /// The operating system's error: a file that does not open, a failed
    /// read or write.
    Io {
        /// The file, when the operation had one (not for the `_from`/`_to`
        /// functions on readers and writers).
        path: Option<PathBuf>,
        /// The error.
        source: std::io::Error,
    },
    /// The file does not start with `.npy`'s magic string, `\x93NUMPY`.
    BadMagic {
        /// The first bytes of the file (at most 6).
        found: Vec<u8>,
    },
    /// A `.npy` format version other than 1.0, 2.0 and 3.0.
    UnsupportedVersion {
        /// The major version byte.
        major: u8,
        /// The minor version byte.
        minor: u8,
    },
    /// The file ends inside the `.npy` header: the header is shorter than
    /// its length field (or the preamble) says.
    TruncatedHeader {
        /// The bytes the header (or the preamble) needs.
        expected: u64,
        /// The bytes the file has.
        found: u64,
    },
    /// The `.npy` header is not the dictionary NumPy writes
    /// (`{'descr': …, 'fortran_order': …, 'shape': (…)}`).
    BadHeader {
        /// What is wrong.
        reason: String,
        /// The header, as text (shortened when long).
        header: String,
    },
    /// A `.npy` dtype string (`'descr'`) that is not one of NumPy's dtypes
    /// this crate has (`'<f4'`, `'|b1'`, …): a structured dtype, a string
    /// dtype, `float128`, `datetime64`, ….
    UnknownDType {
        /// The dtype string as in the header.
        descr: String,
    },
    /// The `.npy` file holds raw values (NumPy's void dtype, `'<V2'`), as
    /// NumPy writes the dtypes it does not know, notably ml_dtypes' bfloat16:
    /// [`read_npy_as`](super::read_npy_as) says which dtype they are.
    RawValues {
        /// The dtype string as in the header.
        descr: String,
        /// The size of each value in bytes.
        size: usize,
    },
    /// [`read_npy_as`](super::read_npy_as) was asked for a dtype that the
    /// file does not hold.
    DTypeMismatch {
        /// The file's dtype string.
        descr: String,
        /// The dtype asked for.
        requested: DTypeId,
    },
    /// A `.npy` header longer than the readers accept
    /// ([`ReadOptions::max_header_bytes`](super::ReadOptions::max_header_bytes),
    /// [`MAX_HEADER_BYTES`](super::MAX_HEADER_BYTES) by default), before it
    /// is read.
    HeaderTooLarge {
        /// The header's length, as its length field says.
        length: u64,
        /// The limit.
        limit: usize,
    },
    /// The file's tensors hold more bytes than
    /// [`ReadOptions::max_data_bytes`](super::ReadOptions::max_data_bytes)
    /// allows, found before their data is read.
    DataTooLarge {
        /// The bytes of data read so far and of the tensor that passes the limit.
        bytes: u64,
        /// The limit.
        limit: u64,
    },
    /// A tensor whose shape no tensor may have (more than
    /// [`MAX_DIMS`](crate::MAX_DIMS) axes, more bytes than memory can
    /// address), or whose data the allocator refused (larger than memory).
    Size(crate::size::SizeError),
    /// [`ReadOptions::dtype`](super::ReadOptions::dtype) or
    /// [`SafeTensorsFile::tensor`](super::SafeTensorsFile::tensor) names a
    /// tensor that the file does not have.
    NoSuchTensor {
        /// The name.
        name: String,
    },
    /// A length of the header's shape does not fit in a `usize`.
    ShapeOverflow {
        /// The shape as written in the header.
        shape: String,
        /// The size of each element in bytes.
        elem_size: usize,
    },
    /// The file ends before the data that the header's shape and dtype need.
    TruncatedData {
        /// The bytes the shape and dtype need.
        expected: u64,
        /// The bytes the file has.
        found: u64,
    },
    /// The file has more data than the header's shape and dtype need.
    TrailingData {
        /// The bytes the shape and dtype need.
        expected: u64,
        /// The bytes the file has.
        found: u64,
    },
    /// The safetensors crate rejected the file's header (invalid JSON, an
    /// offset past the end of the file, offsets that do not fit the shapes).
    SafeTensors(safetensors::SafeTensorError),
    /// A safetensors tensor of a dtype this crate does not read (`F4`,
    /// `F6_E2M3`, `F6_E3M2`: packed several to a byte, where the crate holds
    /// one value per byte).
    UnsupportedSafeTensorsDType {
        /// The tensor's name.
        name: String,
        /// The dtype as the file names it.
        dtype: String,
    },
    /// The `.npz` archive is not a zip archive the zip crate reads.
    Zip(zip::result::ZipError),
    /// A `.npz` member whose name does not end in `.npy`.
    NotNpy {
        /// The member's name.
        member: String,
    },
    /// A `.npz` member that is not a valid `.npy` file.
    Member {
        /// The member's name, without `.npy`.
        member: String,
        /// What is wrong with it.
        source: Box<IoError>,
    },
    /// A dtype that the format cannot store: `complex128` (and the weak
    /// complex type) in a safetensors file.
    Unwritable {
        /// The dtype.
        dtype: DTypeId,
        /// The format.
        format: &'static str,
    },
    /// A name that cannot be written: a repeated name, or safetensors'
    /// reserved `__metadata__`.
    InvalidName {
        /// The name.
        name: String,
        /// Why not.
        reason: &'static str,
    },
}

impl IoError {
    /// The error, with `path` if it is an I/O error without one.
    pub(super) fn with_path(self, path: &std::path::Path) -> IoError {
        match self {
            IoError::Io { path: None, source } => IoError::Io {
                path: Some(path.to_path_buf()),
                source,
            },
            other => other,
        }
    }
}

impl From<crate::size::SizeError> for IoError {
    fn from(error: crate::size::SizeError) -> IoError {
        IoError::Size(error)
    }
}

impl From<std::io::Error> for IoError {
    fn from(source: std::io::Error) -> IoError {
        IoError::Io { path: None, source }
    }
}

impl fmt::Display for IoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IoError::Io {
                path: Some(path),
                source,
            } => write!(f, "{}: {source}", path.display()),
            IoError::Io { path: None, source } => write!(f, "I/O error: {source}"),
            IoError::BadMagic { found } => write!(
                f,
                "not a .npy file: expected the magic string b\"\\x93NUMPY\", found b\"{}\"",
                found.escape_ascii()
            ),
            IoError::UnsupportedVersion { major, minor } => write!(
                f,
                "unsupported .npy format version {major}.{minor}: expected 1.0, 2.0 or 3.0"
            ),
            IoError::TruncatedHeader { expected, found } => write!(
                f,
                "the .npy header is truncated: it needs {expected} bytes, the file has {found}"
            ),
            IoError::BadHeader { reason, header } => write!(
                f,
                "the .npy header is not what NumPy writes: {reason} (header: {header:?})"
            ),
            IoError::UnknownDType { descr } => write!(
                f,
                "unknown .npy dtype {descr:?}: expected one of NumPy's '|b1', '|u1', '<u2', \
                 '<u4', '<u8', '|i1', '<i2', '<i4', '<i8', '<f2', '<f4', '<f8', '<c8', '<c16' \
                 (or big-endian '>'), or raw values '<V2' with read_npy_as"
            ),
            IoError::RawValues { descr, size: 2 } => write!(
                f,
                "the .npy file holds 2-byte raw values ({descr:?}), probably bfloat16 as \
                 ml_dtypes writes it: call read_npy_as(path, DTypeId::BFloat16)"
            ),
            IoError::RawValues { descr, size } => write!(
                f,
                "the .npy file holds {size}-byte raw values ({descr:?}): call read_npy_as with \
                 the dtype they are"
            ),
            IoError::DTypeMismatch { descr, requested } => write!(
                f,
                "the file holds {descr:?}, which cannot be read as {requested} ({} bytes)",
                requested.itemsize()
            ),
            IoError::HeaderTooLarge { length, limit } => write!(
                f,
                "the .npy header is {length} bytes, over the limit of {limit} (NumPy's \
                 max_header_size): for a file you trust, raise it with \
                 ReadOptions::max_header_bytes"
            ),
            IoError::DataTooLarge { bytes, limit } => write!(
                f,
                "the file's tensors hold at least {bytes} bytes, over the limit of {limit} bytes \
                 set by ReadOptions::max_data_bytes"
            ),
            IoError::Size(error) => error.fmt(f),
            IoError::NoSuchTensor { name } => write!(f, "the file has no tensor named {name:?}"),
            IoError::ShapeOverflow { shape, elem_size } => write!(
                f,
                "the .npy shape {shape} of {elem_size}-byte elements holds more bytes than this \
                 machine can address"
            ),
            IoError::TruncatedData { expected, found } => write!(
                f,
                "the data is truncated: the header's shape and dtype need {expected} bytes, the \
                 file has {found}"
            ),
            IoError::TrailingData { expected, found } => write!(
                f,
                "the file has more data than its header says: the shape and dtype need \
                 {expected} bytes, the file has {found}"
            ),
            IoError::SafeTensors(error) => write!(f, "invalid safetensors file: {error}"),
            IoError::UnsupportedSafeTensorsDType { name, dtype } => write!(
                f,
                "safetensors tensor {name:?} has dtype {dtype}, which is not supported: expected \
                 BOOL, U8, U16, U32, U64, I8, I16, I32, I64, BF16, F16, F32, F64 or C64"
            ),
            IoError::Zip(error) => write!(f, "invalid .npz (zip) archive: {error}"),
            IoError::NotNpy { member } => write!(
                f,
                "the .npz member {member:?} is not an .npy file: expected a name ending in .npy"
            ),
            IoError::Member { member, source } => write!(f, ".npz member {member:?}: {source}"),
            IoError::Unwritable { dtype, format } => {
                write!(f, "{format} files cannot store {dtype} tensors")
            }
            IoError::InvalidName { name, reason } => {
                write!(f, "cannot write a tensor named {name:?}: {reason}")
            }
        }
    }
}

impl std::error::Error for IoError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            IoError::Io { source, .. } => Some(source),
            IoError::SafeTensors(error) => Some(error),
            IoError::Zip(error) => Some(error),
            IoError::Member { source, .. } => Some(&**source),
            IoError::Size(error) => Some(error),
            _ => None,
        }
    }
}
