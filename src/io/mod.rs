//! Reading and writing tensors in NumPy's `.npy` and `.npz` formats and in
//! safetensors files, as [`DynTensor`]s: the dtype is the file's, known once
//! its header is read (feature `io`).
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

mod error;
mod npy;
mod safetensors;

use half::{bf16, f16};
use num_complex::Complex;
use std::string::String;
use std::vec::Vec;

use crate::{DType, DynTensor, Tensor};

pub use self::error::IoError;
pub use self::npy::{
    list_npy, list_npz, read_npy, read_npy_as, read_npy_as_from, read_npy_from, read_npz,
    read_npz_from, write_npy, write_npy_to, write_npz, write_npz_to,
};
pub use self::safetensors::{
    list_safetensors, read_safetensors, read_safetensors_from, write_safetensors,
    write_safetensors_to,
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
    /// ml_dtypes' bfloat16) or a dtype this crate does not have (`F8_E4M3`).
    pub dtype: Option<crate::DTypeId>,
    /// The dtype as the file writes it: `<f4`, `|b1`, `<V2`, `BF16`, `F8_E4M3`.
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

/// The size of the blocks elements are decoded from and encoded into.
const CHUNK: usize = 1 << 16;

/// An element type's bytes in a file.
trait Codec: Copy + 'static {
    /// The size of one element in bytes.
    const SIZE: usize;
    /// The element from its `SIZE` little-endian bytes.
    fn from_le(bytes: &[u8]) -> Self;
    /// The element from its `SIZE` big-endian bytes.
    fn from_be(bytes: &[u8]) -> Self;
    /// Appends the element's little-endian bytes.
    fn put_le(self, out: &mut Vec<u8>);
}

macro_rules! codec_primitive {
    ($($t:ty),*) => {$(
        impl Codec for $t {
            const SIZE: usize = size_of::<$t>();
            fn from_le(bytes: &[u8]) -> Self {
                let mut array = [0; size_of::<$t>()];
                array.copy_from_slice(bytes);
                <$t>::from_le_bytes(array)
            }
            fn from_be(bytes: &[u8]) -> Self {
                let mut array = [0; size_of::<$t>()];
                array.copy_from_slice(bytes);
                <$t>::from_be_bytes(array)
            }
            fn put_le(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
        }
    )*};
}

codec_primitive!(u8, u16, u32, u64, i8, i16, i32, i64, f32, f64);

impl Codec for bool {
    const SIZE: usize = 1;
    /// Any byte but 0 is `true`, as NumPy reads it.
    fn from_le(bytes: &[u8]) -> Self {
        bytes[0] != 0
    }
    fn from_be(bytes: &[u8]) -> Self {
        bytes[0] != 0
    }
    fn put_le(self, out: &mut Vec<u8>) {
        out.push(u8::from(self));
    }
}

macro_rules! codec_half {
    ($($t:ty),*) => {$(
        impl Codec for $t {
            const SIZE: usize = 2;
            fn from_le(bytes: &[u8]) -> Self {
                <$t>::from_bits(<u16 as Codec>::from_le(bytes))
            }
            fn from_be(bytes: &[u8]) -> Self {
                <$t>::from_bits(<u16 as Codec>::from_be(bytes))
            }
            fn put_le(self, out: &mut Vec<u8>) {
                self.to_bits().put_le(out);
            }
        }
    )*};
}

codec_half!(bf16, f16);

/// The extended dtypes' elements: one byte, the bit pattern in its low bits.
macro_rules! codec_byte {
    ($($t:ty),*) => {$(
        impl Codec for $t {
            const SIZE: usize = 1;
            fn from_le(bytes: &[u8]) -> Self {
                <$t>::from_bits(bytes[0])
            }
            fn from_be(bytes: &[u8]) -> Self {
                <$t>::from_bits(bytes[0])
            }
            fn put_le(self, out: &mut Vec<u8>) {
                out.push(self.to_bits());
            }
        }
    )*};
}

codec_byte!(
    crate::minifloat::F8E4M3Fn,
    crate::minifloat::F8E5M2,
    crate::minifloat::F8E4M3Fnuz,
    crate::minifloat::F8E5M2Fnuz,
    crate::minifloat::F8E4M3B11Fnuz,
    crate::minifloat::F8E3M4,
    crate::minifloat::F8E4M3,
    crate::minifloat::F8E8M0Fnu,
    crate::minifloat::F6E2M3Fn,
    crate::minifloat::F6E3M2Fn,
    crate::minifloat::F4E2M1Fn,
    crate::intn::I4,
    crate::intn::U4,
    crate::intn::I2,
    crate::intn::U2,
    crate::intn::I1,
    crate::intn::U1
);

impl<T: Codec> Codec for Complex<T> {
    const SIZE: usize = 2 * T::SIZE;
    fn from_le(bytes: &[u8]) -> Self {
        let (re, im) = bytes.split_at(T::SIZE);
        Complex::new(T::from_le(re), T::from_le(im))
    }
    fn from_be(bytes: &[u8]) -> Self {
        let (re, im) = bytes.split_at(T::SIZE);
        Complex::new(T::from_be(re), T::from_be(im))
    }
    fn put_le(self, out: &mut Vec<u8>) {
        self.re.put_le(out);
        self.im.put_le(out);
    }
}

/// Appends the elements of `bytes` (whole elements only) to `out`.
fn decode_into<E: Codec>(bytes: &[u8], big_endian: bool, out: &mut Vec<E>) {
    let chunks = bytes.chunks_exact(E::SIZE);
    if big_endian {
        out.extend(chunks.map(E::from_be));
    } else {
        out.extend(chunks.map(E::from_le));
    }
}

/// Writes the elements of a tensor, in row-major order, little-endian.
fn write_elements<D: DType, W: std::io::Write>(
    writer: &mut W,
    tensor: &Tensor<D>,
) -> std::io::Result<()>
where
    D::Elem: Codec,
{
    let view = tensor.view();
    let mut buffer = Vec::with_capacity(CHUNK + 16);
    if let Some(slice) = view.as_slice() {
        for block in slice.chunks(CHUNK / size_of::<D::Elem>().max(1)) {
            buffer.clear();
            for &x in block {
                x.put_le(&mut buffer);
            }
            writer.write_all(&buffer)?;
        }
        return Ok(());
    }
    for &x in view.iter() {
        x.put_le(&mut buffer);
        if buffer.len() >= CHUNK {
            writer.write_all(&buffer)?;
            buffer.clear();
        }
    }
    writer.write_all(&buffer)
}

/// Writes the elements of a tensor of any dtype, in row-major order,
/// little-endian.
fn write_dyn<W: std::io::Write>(writer: &mut W, tensor: &DynTensor) -> std::io::Result<()> {
    crate::match_dyn!(tensor, t => write_elements(writer, t))
}

/// The size of one element of the tensor in bytes.
fn elem_size(tensor: &DynTensor) -> usize {
    fn of<D: DType>(_: &Tensor<D>) -> usize {
        size_of::<D::Elem>()
    }
    crate::match_dyn!(tensor, t => of(t))
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
