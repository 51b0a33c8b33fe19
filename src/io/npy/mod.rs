//! NumPy's `.npy` format (versions 1.0, 2.0 and 3.0) and `.npz` archives of
//! `.npy` files.
//!
//! A `.npy` file is the magic string `\x93NUMPY`, two version bytes, the
//! header's length (2 bytes little-endian in version 1.0, 4 in 2.0 and 3.0),
//! the header, a Python dictionary literal
//! (`{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }`, Latin-1
//! in versions 1.0 and 2.0, UTF-8 in 3.0), then the elements.

use std::borrow::ToOwned;
use std::io::{BufReader, Read, Seek};
use std::path::Path;
use std::string::String;
use std::vec::Vec;

pub(super) mod header;

use self::header::{Descr, Header, read_header};
use super::{IoError, ReadOptions, TensorInfo, at_path, open};

// Reading and writing tensors (feature `io`).
#[cfg(feature = "io")]
use {
    self::header::{Layout, shape_text},
    super::{Budget, CHUNK, Codec, decode_into, read_full},
    crate::dtype::{DType, DTypeId},
    crate::policy::Policy,
    crate::tensor::Tensor,
    ndarray::{ArrayD, IxDyn, ShapeBuilder},
    std::vec,
};
// Files as `DynTensor`s (features `io` and `dynamic`).
#[cfg(all(feature = "io", feature = "dynamic"))]
use {
    self::header::header_bytes,
    super::{elem_size, write_dyn},
    crate::dynamic::DynTensor,
    crate::policy::Standard,
    std::format,
    std::fs::File,
    std::io::{BufWriter, Write},
};

/// Reads `layout.bytes` bytes of elements and nothing more, into storage
/// reserved fallibly as they come (a stream's header may promise more than
/// it holds; a file's and a member's were checked against their sizes).
#[cfg(feature = "io")]
pub(super) fn read_elements<D: DType, P: Policy, R: Read>(
    reader: &mut R,
    header: &Header,
    layout: Layout,
) -> Result<Tensor<D, P>, IoError>
where
    D::Elem: Codec,
{
    let size = <D::Elem as Codec>::SIZE;
    let mut data: Vec<D::Elem> = Vec::new();
    let mut buffer = vec![0_u8; layout.bytes.min(CHUNK)];
    let mut done = 0;
    while done < layout.bytes {
        let want = (layout.bytes - done).min(CHUNK);
        let got = read_full(reader, &mut buffer[..want])?;
        data.try_reserve(got / size)
            .map_err(|_| crate::size::SizeError::allocation(&layout.shape, size))?;
        decode_into(&buffer[..got], header.big_endian, &mut data);
        done += got;
        if got < want {
            return Err(IoError::TruncatedData {
                expected: layout.bytes as u64,
                found: done as u64,
            });
        }
    }
    let trailing = std::io::copy(reader, &mut std::io::sink())?;
    if trailing > 0 {
        return Err(IoError::TrailingData {
            expected: layout.bytes as u64,
            found: layout.bytes as u64 + trailing,
        });
    }
    let array = if header.fortran_order {
        // Column-major: ndarray keeps the file's layout, without a copy.
        ArrayD::from_shape_vec(IxDyn(&layout.shape).f(), data)
    } else {
        ArrayD::from_shape_vec(IxDyn(&layout.shape), data)
    };
    let array = array.map_err(|_| IoError::ShapeOverflow {
        shape: shape_text(&layout.shape),
        elem_size: size,
    })?;
    Ok(Tensor::from_array(array))
}

/// Reads a `.npy` stream's header, as `requested` where given, and checks
/// it against the stream's `length`, if known (a file's, an `.npz`
/// member's: then data the header describes but the stream does not hold
/// is an error before any of it is allocated), and against the budget: the
/// reader is left at the data, which [`read_elements`] reads.
#[cfg(feature = "io")]
pub(super) fn read_npy_prelude<R: Read>(
    reader: &mut R,
    requested: Option<DTypeId>,
    length: Option<u64>,
    options: &ReadOptions,
    budget: &mut Budget,
) -> Result<(Header, Layout, DTypeId), IoError> {
    let (header, offset) = read_header(reader, options.max_header_bytes)?;
    let dtype = header.dtype(requested)?;
    let layout = header.layout(dtype.itemsize())?;
    let bytes = layout.bytes as u64;
    match length.map(|length| length.saturating_sub(offset)) {
        Some(held) if held < bytes => {
            return Err(IoError::TruncatedData {
                expected: bytes,
                found: held,
            });
        }
        Some(held) if held > bytes => {
            return Err(IoError::TrailingData {
                expected: bytes,
                found: held,
            });
        }
        _ => {}
    }
    budget.take(bytes)?;
    Ok((header, layout, dtype))
}

/// Reads a whole `.npy` stream ([`read_npy_prelude`]) as a tensor of the
/// dtype its header names, or `requested`.
#[cfg(all(feature = "io", feature = "dynamic"))]
fn read_npy_impl<R: Read>(
    mut reader: R,
    requested: Option<DTypeId>,
    length: Option<u64>,
    options: &ReadOptions,
    budget: &mut Budget,
) -> Result<DynTensor, IoError> {
    let (header, layout, dtype) =
        read_npy_prelude(&mut reader, requested, length, options, budget)?;
    crate::match_dtype!(dtype, D => read_elements::<D, Standard, R>(&mut reader, &header, layout).map(DynTensor::from))
}

/// Reads a `.npy` file, of the dtype its header names, with
/// [`ReadOptions::new`]'s limits.
///
/// A file of raw values (`'<V2'`, as NumPy writes ml_dtypes' bfloat16) is
/// an [`IoError::RawValues`]: [`read_npy_as`] reads it.
#[cfg(all(feature = "io", feature = "dynamic"))]
pub fn read_npy(path: impl AsRef<Path>) -> Result<DynTensor, IoError> {
    ReadOptions::new().read_npy(path)
}

/// Reads a `.npy` file as `dtype`: a file of raw values of `dtype`'s size
/// (`'<V2'` for bfloat16, as NumPy writes ml_dtypes' bfloat16), or a file of
/// `dtype`. Any other dtype is an [`IoError::DTypeMismatch`].
#[cfg(all(feature = "io", feature = "dynamic"))]
pub fn read_npy_as(path: impl AsRef<Path>, dtype: DTypeId) -> Result<DynTensor, IoError> {
    ReadOptions::new().dtype("", dtype).read_npy(path)
}

/// The `.npy` and `.npz` readers under these options.
impl ReadOptions {
    /// Reads a `.npy` file ([`read_npy`]), as `dtype` where
    /// [`ReadOptions::dtype`] names the tensor `""`.
    ///
    /// # Errors
    ///
    /// As [`read_npy`], and where the options' limits are passed.
    #[cfg(all(feature = "io", feature = "dynamic"))]
    pub fn read_npy(&self, path: impl AsRef<Path>) -> Result<DynTensor, IoError> {
        at_path(path.as_ref(), |path| {
            let (file, length) = open(path)?;
            self.read_npy_stream(BufReader::with_capacity(CHUNK, file), Some(length))
        })
    }

    /// Reads a `.npy` file from a reader, to its end ([`read_npy_from`]).
    ///
    /// # Errors
    ///
    /// As [`ReadOptions::read_npy`].
    #[cfg(all(feature = "io", feature = "dynamic"))]
    pub fn read_npy_from<R: Read>(&self, reader: R) -> Result<DynTensor, IoError> {
        self.read_npy_stream(reader, None)
    }

    #[cfg(all(feature = "io", feature = "dynamic"))]
    fn read_npy_stream<R: Read>(
        &self,
        reader: R,
        length: Option<u64>,
    ) -> Result<DynTensor, IoError> {
        self.check_names(str::is_empty)?;
        let requested = self.dtype_of("");
        read_npy_impl(reader, requested, length, self, &mut Budget::new(self))
    }

    /// The tensor of a `.npy` file from its header alone ([`list_npy`]).
    ///
    /// # Errors
    ///
    /// As [`list_npy`], and a header over the options' limit.
    pub fn list_npy(&self, path: impl AsRef<Path>) -> Result<TensorInfo, IoError> {
        at_path(path.as_ref(), |path| {
            let (file, _) = open(path)?;
            let (header, _) = read_header(&mut BufReader::new(file), self.max_header_bytes)?;
            info_of(&header, String::new())
        })
    }

    /// Reads a `.npz` archive ([`read_npz`]), each member named by
    /// [`ReadOptions::dtype`] as that dtype.
    ///
    /// # Errors
    ///
    /// As [`read_npz`], and where the options' limits are passed.
    #[cfg(all(feature = "io", feature = "dynamic"))]
    pub fn read_npz(&self, path: impl AsRef<Path>) -> Result<Vec<(String, DynTensor)>, IoError> {
        at_path(path.as_ref(), |path| {
            let (file, _) = open(path)?;
            self.read_npz_from(BufReader::with_capacity(CHUNK, file))
        })
    }

    /// Reads a `.npz` archive from a reader ([`read_npz_from`]).
    ///
    /// # Errors
    ///
    /// As [`ReadOptions::read_npz`].
    #[cfg(all(feature = "io", feature = "dynamic"))]
    pub fn read_npz_from<R: Read + Seek>(
        &self,
        reader: R,
    ) -> Result<Vec<(String, DynTensor)>, IoError> {
        let mut budget = Budget::new(self);
        let tensors = npz_members(reader, |member, name, size| {
            read_npy_impl(member, self.dtype_of(name), Some(size), self, &mut budget)
        })?;
        self.check_names(|name| tensors.iter().any(|(member, _)| member == name))?;
        Ok(tensors)
    }

    /// The members of a `.npz` archive from their headers alone ([`list_npz`]).
    ///
    /// # Errors
    ///
    /// As [`list_npz`], and a header over the options' limit.
    pub fn list_npz(&self, path: impl AsRef<Path>) -> Result<Vec<TensorInfo>, IoError> {
        at_path(path.as_ref(), |path| {
            let (file, _) = open(path)?;
            npz_members(BufReader::new(file), |mut member, name, _| {
                let (header, _) = read_header(&mut member, self.max_header_bytes)?;
                info_of(&header, name.to_owned())
            })
        })
        .map(|members| members.into_iter().map(|(_, info)| info).collect())
    }
}

/// The dtype, dtype string and shape a `.npy` header gives, as [`read_npy`]
/// checks them, without reading the data.
fn info_of(header: &Header, name: String) -> Result<TensorInfo, IoError> {
    let (dtype, size) = match header.kind {
        Descr::Typed(dtype) => (Some(dtype), dtype.itemsize()),
        Descr::Raw(size) => (None, size),
    };
    Ok(TensorInfo {
        name,
        dtype,
        stored: header.descr.clone(),
        shape: header.layout(size)?.shape,
    })
}

/// The tensor of a `.npy` file, from its header alone: its dtype (`None`
/// for raw values, such as ml_dtypes' bfloat16 as NumPy writes it) and
/// shape; the name is empty.
///
/// # Errors
///
/// As [`read_npy`] for the file and the header: the header is checked as
/// reading checks it (its length, its dtype, its shape's axes and size).
pub fn list_npy(path: impl AsRef<Path>) -> Result<TensorInfo, IoError> {
    ReadOptions::new().list_npy(path)
}

/// The members of a `.npz` archive, in the archive's order, from their
/// headers alone (each member is decompressed only as far as its header).
///
/// # Errors
///
/// As [`read_npz`] for the archive and the members' headers.
pub fn list_npz(path: impl AsRef<Path>) -> Result<Vec<TensorInfo>, IoError> {
    ReadOptions::new().list_npz(path)
}

/// Reads a `.npy` file from a reader, to its end, as [`read_npy`].
///
/// ```
/// use dtype_lattice::*;
///
/// let t = DynTensor::from(Tensor::<Float32>::from_vec(vec![1.5, -2.0]));
/// let mut bytes = Vec::new();
/// io::write_npy_to(&mut bytes, &t)?;
/// assert_eq!(&bytes[..6], b"\x93NUMPY");
/// assert_eq!(io::read_npy_from(&bytes[..])?, t);
/// # Ok::<(), io::IoError>(())
/// ```
#[cfg(all(feature = "io", feature = "dynamic"))]
pub fn read_npy_from<R: Read>(reader: R) -> Result<DynTensor, IoError> {
    ReadOptions::new().read_npy_from(reader)
}

/// Reads a `.npy` file from a reader, to its end, as [`read_npy_as`].
#[cfg(all(feature = "io", feature = "dynamic"))]
pub fn read_npy_as_from<R: Read>(reader: R, dtype: DTypeId) -> Result<DynTensor, IoError> {
    ReadOptions::new().dtype("", dtype).read_npy_from(reader)
}

/// Writes a `.npy` file: little-endian, C order, bfloat16 as raw values
/// (`'<V2'`), the weak dtypes as their 64-bit dtypes.
#[cfg(all(feature = "io", feature = "dynamic"))]
pub fn write_npy(path: impl AsRef<Path>, tensor: &DynTensor) -> Result<(), IoError> {
    at_path(path.as_ref(), |path| {
        let mut writer = BufWriter::with_capacity(CHUNK, File::create(path)?);
        write_npy_to(&mut writer, tensor)?;
        Ok(writer.flush()?)
    })
}

/// Writes a `.npy` file to a writer, as [`write_npy`].
#[cfg(all(feature = "io", feature = "dynamic"))]
pub fn write_npy_to<W: Write>(mut writer: W, tensor: &DynTensor) -> Result<(), IoError> {
    writer.write_all(&header_bytes(tensor.dtype().npy_descr(), tensor.shape()))?;
    write_dyn(&mut writer, tensor)?;
    Ok(())
}

/// Reads a `.npz` archive: its members, named without `.npy`, in the
/// archive's order. Members may be stored (`np.savez`) or deflated
/// (`np.savez_compressed`); each is read as [`read_npy`] reads a file, and
/// must hold exactly the bytes its header describes (the size the archive
/// declares for it), so that no member is decompressed past what it says.
///
/// A member of raw values (bfloat16 and the extended dtypes, as NumPy
/// writes them, and as [`write_npz`] does) is an [`IoError::RawValues`]:
/// [`read_npz_as`] names their dtypes.
#[cfg(all(feature = "io", feature = "dynamic"))]
pub fn read_npz(path: impl AsRef<Path>) -> Result<Vec<(String, DynTensor)>, IoError> {
    ReadOptions::new().read_npz(path)
}

/// Reads a `.npz` archive as [`read_npz`], each member named in `dtypes`
/// as its dtype: raw values of that dtype's size, or values of it.
///
/// ```
/// use dtype_lattice::*;
///
/// let dir = std::env::temp_dir().join(format!("dtype-lattice-npz-as-{}", std::process::id()));
/// std::fs::create_dir_all(&dir)?;
/// let w = DynTensor::from(Tensor::<Float8E4M3Fn>::ones(&[3]));
/// io::write_npz(dir.join("w.npz"), &[("w", &w)])?; // '<V1', as NumPy writes it
/// let back = io::read_npz_as(dir.join("w.npz"), &[("w", DTypeId::Float8E4M3Fn)])?;
/// assert_eq!(back, [("w".to_string(), w)]);
/// std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// As [`read_npz`], and an [`IoError::NoSuchTensor`] for a name the archive
/// does not have.
#[cfg(all(feature = "io", feature = "dynamic"))]
pub fn read_npz_as(
    path: impl AsRef<Path>,
    dtypes: &[(&str, DTypeId)],
) -> Result<Vec<(String, DynTensor)>, IoError> {
    dtypes
        .iter()
        .fold(ReadOptions::new(), |options, &(name, dtype)| {
            options.dtype(name, dtype)
        })
        .read_npz(path)
}

/// Reads a `.npz` archive from a reader, as [`read_npz`].
#[cfg(all(feature = "io", feature = "dynamic"))]
pub fn read_npz_from<R: Read + Seek>(reader: R) -> Result<Vec<(String, DynTensor)>, IoError> {
    ReadOptions::new().read_npz_from(reader)
}

/// `each` of the members of a `.npz` archive, in the archive's order, given
/// the member's reader, name (without `.npy`) and uncompressed size as the
/// archive declares it. A member not named `.npy` is an error, and so is one
/// `each` fails on, which names it.
fn npz_members<R: Read + Seek, T>(
    reader: R,
    mut each: impl FnMut(&mut dyn Read, &str, u64) -> Result<T, IoError>,
) -> Result<Vec<(String, T)>, IoError> {
    let mut archive = zip::ZipArchive::new(reader).map_err(IoError::Zip)?;
    let mut members = Vec::new();
    for index in 0..archive.len() {
        let mut member = archive.by_index(index).map_err(IoError::Zip)?;
        let full_name = member.name().map_err(IoError::Zip)?.into_owned();
        let Some(name) = full_name.strip_suffix(".npy").map(str::to_owned) else {
            return Err(IoError::NotNpy { member: full_name });
        };
        let size = member.size();
        let value = each(&mut member, &name, size).map_err(|source| IoError::Member {
            member: name.clone(),
            source: std::boxed::Box::new(source),
        })?;
        members.push((name, value));
    }
    Ok(members)
}

/// Writes a `.npz` archive of `.npy` members named `name.npy`, stored (not
/// compressed), as `np.savez` writes.
#[cfg(all(feature = "io", feature = "dynamic"))]
pub fn write_npz(path: impl AsRef<Path>, tensors: &[(&str, &DynTensor)]) -> Result<(), IoError> {
    at_path(path.as_ref(), |path| {
        let file = File::create(path)?;
        let writer = write_npz_to(BufWriter::with_capacity(CHUNK, file), tensors)?;
        writer.into_inner().map_err(|e| e.into_error())?;
        Ok(())
    })
}

/// Writes a `.npz` archive to a writer, as [`write_npz`]; gives the writer
/// back.
#[cfg(all(feature = "io", feature = "dynamic"))]
pub fn write_npz_to<W: Write + Seek>(
    writer: W,
    tensors: &[(&str, &DynTensor)],
) -> Result<W, IoError> {
    let mut archive = zip::ZipWriter::new(writer);
    for (i, &(name, tensor)) in tensors.iter().enumerate() {
        if tensors[..i].iter().any(|&(other, _)| other == name) {
            return Err(IoError::InvalidName {
                name: name.to_owned(),
                reason: "the name is repeated",
            });
        }
        let size = header_bytes(tensor.dtype().npy_descr(), tensor.shape()).len() as u64
            + (tensor.len() as u64) * elem_size(tensor) as u64;
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Stored)
            .large_file(size >= u64::from(u32::MAX));
        archive
            .start_file(format!("{name}.npy"), options)
            .map_err(IoError::Zip)?;
        write_npy_to(&mut archive, tensor)?;
    }
    archive.finish().map_err(IoError::Zip)
}
