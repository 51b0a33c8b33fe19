//! safetensors files: an 8-byte little-endian header length, a JSON header
//! (`{"name": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 24]}, …}`),
//! then the tensors' bytes, little-endian, in row-major order, back to back.

use std::collections::BTreeMap;
use std::io::{BufReader, Read};
use std::path::Path;
use std::string::{String, ToString};
use std::vec::Vec;

use safetensors::tensor::{Metadata, TensorInfo as Entry};
use safetensors::{Dtype, SafeTensorError};

use super::{IoError, ReadOptions, TensorInfo, at_path, open, read_at_most, read_full};
use crate::dtype::DTypeId;

// Reading tensors (feature `io`).
#[cfg(feature = "io")]
use {
    super::{Codec, decode_into},
    crate::dtype::DType,
    crate::policy::Policy,
    crate::tensor::Tensor,
    ndarray::{ArrayD, IxDyn},
    std::fs::File,
};
// Files as `DynTensor`s (features `io` and `dynamic`).
#[cfg(all(feature = "io", feature = "dynamic"))]
use {
    super::{elem_size, write_dyn},
    crate::dynamic::DynTensor,
    crate::policy::Standard,
    std::borrow::ToOwned,
    std::io::{BufWriter, Write},
};

/// The dtype of a safetensors dtype, if this crate has it: the one written
/// under its name ([`name_of`]; the first in the table's order, so `I64` is
/// `int64`, not the weak int written so).
pub(super) fn dtype_of(dtype: Dtype) -> Option<DTypeId> {
    let name = dtype.to_string();
    DTypeId::ALL
        .into_iter()
        .find(|&d| d.safetensors_name() == Some(name.as_str()))
}

/// A tensor of `shape` from its little-endian bytes (their length checked
/// by the safetensors crate, the shape by [`in_file_order`]), its storage
/// allocated fallibly.
#[cfg(feature = "io")]
pub(super) fn decode<D: DType, P: Policy>(
    shape: &[usize],
    bytes: &[u8],
) -> Result<Tensor<D, P>, IoError>
where
    D::Elem: Codec,
{
    // Allocated as the tensors' outputs are: large ones on huge pages.
    let len = crate::size::check_shape(shape, size_of::<D::Elem>())?;
    let mut data = crate::kernels::output_vec::<D::Elem>(len)
        .map_err(|_| crate::size::SizeError::allocation(shape, size_of::<D::Elem>()))?;
    decode_into::<D::Elem>(bytes, false, &mut data);
    let array = ArrayD::from_shape_vec(IxDyn(shape), data)
        .map_err(|_| IoError::SafeTensors(SafeTensorError::TensorInvalidInfo))?;
    Ok(Tensor::from_array(array))
}

/// Reads a safetensors file: its tensors and their names, in the file's
/// order (the order of their data, which is the header's order in the
/// files the safetensors packages write).
///
/// The file is memory-mapped, and each tensor copied once from the mapping
/// into its typed storage. The file must not be modified (written or
/// truncated, by this process or another) while it is read: a truncation
/// makes reading the mapped pages fault (`SIGBUS`), which kills the process.
/// See the [module's documentation](super#memory-mapping); a program that
/// cannot rule that out reads the file into memory itself and calls
/// [`read_safetensors_from`].
#[cfg(all(feature = "io", feature = "dynamic"))]
pub fn read_safetensors(path: impl AsRef<Path>) -> Result<Vec<(String, DynTensor)>, IoError> {
    ReadOptions::new().read_safetensors(path)
}

/// The file at `path`, memory-mapped read-only, for the duration of a read.
#[cfg(feature = "io")]
pub(super) fn map(path: &Path) -> Result<memmap2::Mmap, IoError> {
    let file = File::open(path)?;
    // SAFETY: the mapping is read-only and its callers (`read_safetensors`,
    // `SafeTensorsFile::tensor`) drop it before they return; their contract
    // (documented on them and on the module) is that no process modifies or
    // truncates the file meanwhile, which is what makes reading the mapped
    // bytes as a `&[u8]` sound.
    #[allow(unsafe_code)]
    Ok(unsafe { memmap2::Mmap::map(&file) }?)
}

/// The tensors of a safetensors file, in the file's order, from its header
/// alone: their dtypes (`None` for one this crate does not have, which
/// `stored` names) and shapes. The header is read with ordinary reads (no
/// memory mapping: a file truncated meanwhile is an error, not a fault)
/// and checked as [`read_safetensors`] checks it: the safetensors crate's
/// validation of offsets and sizes against the file's length, and each
/// shape against [`MAX_DIMS`](crate::MAX_DIMS) and memory's addresses. No
/// tensor is read.
///
/// # Errors
///
/// As [`read_safetensors`], but for dtypes this crate does not have.
pub fn list_safetensors(path: impl AsRef<Path>) -> Result<Vec<TensorInfo>, IoError> {
    ReadOptions::new().list_safetensors(path)
}

/// The largest header the safetensors crate reads (its `MAX_HEADER_SIZE`).
const MAX_SAFETENSORS_HEADER: u64 = 100_000_000;

/// A safetensors header read from the start of a file of `length` bytes
/// with ordinary reads, and validated as `SafeTensors::read_metadata`
/// validates a whole file's bytes: the same checks, in the same order, with
/// the same errors (the file's length stands for the buffer's).
pub(super) fn read_metadata<R: Read>(reader: &mut R, length: u64) -> Result<Metadata, IoError> {
    let invalid = |error: SafeTensorError| Err(IoError::SafeTensors(error));
    let mut prefix = [0_u8; 8];
    if read_full(reader, &mut prefix)? < prefix.len() {
        return invalid(SafeTensorError::HeaderTooSmall);
    }
    let n = u64::from_le_bytes(prefix);
    if n > MAX_SAFETENSORS_HEADER {
        return invalid(SafeTensorError::HeaderTooLarge);
    }
    let bytes = read_at_most(reader, n)?;
    if (bytes.len() as u64) < n {
        return invalid(SafeTensorError::InvalidHeaderLength);
    }
    let text = core::str::from_utf8(&bytes).map_err(SafeTensorError::InvalidHeader);
    let header: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(text.map_err(IoError::SafeTensors)?)
            .map_err(|e| IoError::SafeTensors(SafeTensorError::InvalidHeaderDeserialization(e)))?;
    let mut tensors = Vec::new();
    for (name, value) in header {
        let json = |e| IoError::SafeTensors(SafeTensorError::InvalidHeaderDeserialization(e));
        if name == "__metadata__" {
            // Read to check it is what the format allows (a map of strings).
            serde_json::from_value::<BTreeMap<String, String>>(value).map_err(json)?;
        } else {
            tensors.push((name, serde_json::from_value::<Entry>(value).map_err(json)?));
        }
    }
    tensors.sort_by_key(|(_, entry)| entry.data_offsets);
    let metadata = Metadata::new(None, tensors).map_err(IoError::SafeTensors)?;
    if (metadata.data_len() as u64).checked_add(8 + n) != Some(length) {
        return invalid(SafeTensorError::MetadataIncompleteBuffer);
    }
    Ok(metadata)
}

/// The safetensors readers under these options: a tensor named by
/// [`ReadOptions::dtype`] must be of that dtype, and the data of all of
/// them together within [`ReadOptions::max_data_bytes`].
impl ReadOptions {
    /// Reads a safetensors file ([`read_safetensors`]).
    ///
    /// # Errors
    ///
    /// As [`read_safetensors`], and where the options' limits are passed.
    #[cfg(all(feature = "io", feature = "dynamic"))]
    pub fn read_safetensors(
        &self,
        path: impl AsRef<Path>,
    ) -> Result<Vec<(String, DynTensor)>, IoError> {
        at_path(path.as_ref(), |path| {
            self.read_safetensors_from(&map(path)?)
        })
    }

    /// Reads safetensors bytes ([`read_safetensors_from`]).
    ///
    /// # Errors
    ///
    /// As [`ReadOptions::read_safetensors`].
    #[cfg(all(feature = "io", feature = "dynamic"))]
    pub fn read_safetensors_from(&self, bytes: &[u8]) -> Result<Vec<(String, DynTensor)>, IoError> {
        let (header_length, metadata) =
            safetensors::SafeTensors::read_metadata(bytes).map_err(IoError::SafeTensors)?;
        let data = bytes
            .get(8 + header_length..)
            .ok_or(IoError::SafeTensors(SafeTensorError::InvalidHeaderLength))?;
        let entries = in_file_order(&metadata)?;
        self.check_names(|name| entries.iter().any(|(entry, _)| entry == name))?;
        let mut budget = super::Budget::new(self);
        let mut tensors = Vec::new();
        for (name, info) in entries {
            let Some(dtype) = dtype_of(info.dtype) else {
                return Err(IoError::UnsupportedSafeTensorsDType {
                    name,
                    dtype: info.dtype.to_string(),
                });
            };
            if let Some(requested) = self.dtype_of(&name).filter(|&d| d != dtype) {
                return Err(IoError::DTypeMismatch {
                    descr: info.dtype.to_string(),
                    requested,
                });
            }
            let (start, end) = info.data_offsets;
            let bytes = data.get(start..end).ok_or_else(|| {
                IoError::SafeTensors(SafeTensorError::InvalidOffset(name.clone()))
            })?;
            budget.take(bytes.len() as u64)?;
            let tensor = crate::match_dtype!(dtype, D => decode::<D, Standard>(&info.shape, bytes).map(DynTensor::from))?;
            tensors.push((name, tensor));
        }
        Ok(tensors)
    }

    /// The tensors of a safetensors file from its header alone
    /// ([`list_safetensors`]).
    ///
    /// # Errors
    ///
    /// As [`list_safetensors`].
    pub fn list_safetensors(&self, path: impl AsRef<Path>) -> Result<Vec<TensorInfo>, IoError> {
        at_path(path.as_ref(), |path| {
            let (file, length) = open(path)?;
            let metadata = read_metadata(&mut BufReader::new(file), length)?;
            Ok(in_file_order(&metadata)?
                .into_iter()
                .map(|(name, info)| TensorInfo {
                    dtype: dtype_of(info.dtype),
                    stored: info.dtype.to_string(),
                    shape: info.shape.clone(),
                    name,
                })
                .collect())
        })
    }
}

/// The tensors a safetensors header describes, with their names, in the
/// order of their data (the file's order), each shape checked as every
/// tensor's is ([`crate::size::check_shape`]): listing and reading accept
/// the same files.
pub(super) fn in_file_order(metadata: &Metadata) -> Result<Vec<(String, &Entry)>, IoError> {
    metadata
        .offset_keys()
        .into_iter()
        .map(|name| match metadata.info(&name) {
            Some(info) => {
                crate::size::check_shape(&info.shape, info.dtype.bitsize().div_ceil(8))?;
                Ok((name, info))
            }
            None => Err(IoError::SafeTensors(SafeTensorError::TensorNotFound(name))),
        })
        .collect()
}

/// Reads safetensors bytes, as [`read_safetensors`] reads a file.
#[cfg(all(feature = "io", feature = "dynamic"))]
pub fn read_safetensors_from(bytes: &[u8]) -> Result<Vec<(String, DynTensor)>, IoError> {
    ReadOptions::new().read_safetensors_from(bytes)
}

/// Appends `s` as a JSON string.
#[cfg(all(feature = "io", feature = "dynamic"))]
fn push_json_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if u32::from(c) < 0x20 => {
                out.push_str(&std::format!("\\u{:04x}", u32::from(c)));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Writes a safetensors file of the tensors, in order: little-endian, the
/// header padded with spaces to a multiple of 8 bytes, as the safetensors
/// packages write. The weak dtypes are written as their 64-bit dtypes;
/// `complex128` has no safetensors dtype ([`IoError::Unwritable`]).
#[cfg(all(feature = "io", feature = "dynamic"))]
pub fn write_safetensors(
    path: impl AsRef<Path>,
    tensors: &[(&str, &DynTensor)],
) -> Result<(), IoError> {
    at_path(path.as_ref(), |path| {
        let mut writer = BufWriter::with_capacity(super::CHUNK, File::create(path)?);
        write_safetensors_to(&mut writer, tensors)?;
        Ok(writer.flush()?)
    })
}

/// Writes a safetensors file to a writer, as [`write_safetensors`].
#[cfg(all(feature = "io", feature = "dynamic"))]
pub fn write_safetensors_to<W: Write>(
    mut writer: W,
    tensors: &[(&str, &DynTensor)],
) -> Result<(), IoError> {
    let mut header = String::from("{");
    let mut offset: u64 = 0;
    for (i, &(name, tensor)) in tensors.iter().enumerate() {
        if name == "__metadata__" {
            return Err(IoError::InvalidName {
                name: name.to_owned(),
                reason: "safetensors reserves it for the file's metadata",
            });
        }
        if tensors[..i].iter().any(|&(other, _)| other == name) {
            return Err(IoError::InvalidName {
                name: name.to_owned(),
                reason: "the name is repeated",
            });
        }
        let dtype = tensor
            .dtype()
            .safetensors_name()
            .ok_or(IoError::Unwritable {
                dtype: tensor.dtype(),
                format: "safetensors",
            })?;
        let end = offset + tensor.len() as u64 * elem_size(tensor) as u64;
        if i > 0 {
            header.push(',');
        }
        push_json_string(&mut header, name);
        header.push_str(":{\"dtype\":\"");
        header.push_str(dtype);
        header.push_str("\",\"shape\":[");
        for (axis, n) in tensor.shape().iter().enumerate() {
            if axis > 0 {
                header.push(',');
            }
            header.push_str(&n.to_string());
        }
        header.push_str("],\"data_offsets\":[");
        header.push_str(&offset.to_string());
        header.push(',');
        header.push_str(&end.to_string());
        header.push_str("]}");
        offset = end;
    }
    header.push('}');
    while header.len() % 8 != 0 {
        header.push(' ');
    }
    writer.write_all(&(header.len() as u64).to_le_bytes())?;
    writer.write_all(header.as_bytes())?;
    for &(_, tensor) in tensors {
        write_dyn(&mut writer, tensor)?;
    }
    Ok(())
}
