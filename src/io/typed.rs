//! Typed tensors in files, without the dynamic dispatch (feature `io` alone):
//! a `.npy` file read straight into a `Tensor<D, P>` and written from one,
//! and the tensors of a safetensors file taken out by name as typed tensors
//! ([`SafeTensorsFile`]). A file of another dtype is an
//! [`IoError::DTypeMismatch`] that names the file's dtype and the one asked
//! for. These compile no `DynTensor` operation: a program that knows its
//! dtypes pays for the readers and the typed operations it calls, and
//! nothing else.

use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::string::{String, ToString};
use std::vec::Vec;

use safetensors::tensor::TensorInfo as Entry;

use super::codec::{CHUNK, Codec, write_elements};
use super::npy::header::npy_header_of;
use super::npy::{read_elements, read_npy_prelude};
use super::safetensors::{decode, dtype_of, in_file_order, map, read_metadata};
use super::{Budget, IoError, ReadOptions, TensorInfo, at_path, open};
use crate::dtype::DType;
use crate::policy::Policy;
use crate::tensor::Tensor;

impl<D: DType, P: Policy> Tensor<D, P>
where
    D::Elem: Codec,
{
    /// Reads a `.npy` file of dtype `D` into a tensor, NumPy's `np.load`
    /// with the dtype known to the program: a file of `D`, or of raw values
    /// of `D`'s size (`'<V2'` for bfloat16, `'<V1'` for the extended dtypes,
    /// as NumPy writes ml_dtypes' dtypes). A file of another dtype is an
    /// [`IoError::DTypeMismatch`] naming both; every other check is
    /// [`read_npy`](super::read_npy)'s, under [`ReadOptions::new`]'s limits.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let path = std::env::temp_dir().join(format!("dtype-lattice-typed-{}.npy", std::process::id()));
    /// let t = Tensor::<Int16>::from_shape_vec(&[2, 2], vec![1, -2, 3, -4])?;
    /// t.write_npy(&path)?;
    /// let back = Tensor::<Int16>::read_npy(&path)?;
    /// assert_eq!(back, t);
    ///
    /// let error = Tensor::<Float32>::read_npy(&path).unwrap_err();
    /// assert!(error.to_string().contains("holds \"<i2\", which cannot be read as float32"));
    /// std::fs::remove_file(&path)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`read_npy`](super::read_npy), and a file of another dtype.
    pub fn read_npy(path: impl AsRef<Path>) -> Result<Self, IoError> {
        Self::read_npy_with(path, &ReadOptions::new())
    }

    /// [`read_npy`](Self::read_npy) under `options`' limits (the header's
    /// length, the data's size); the dtype is `D` whatever they name.
    ///
    /// # Errors
    ///
    /// As [`read_npy`](Self::read_npy), and where the options' limits are
    /// passed.
    pub fn read_npy_with(path: impl AsRef<Path>, options: &ReadOptions) -> Result<Self, IoError> {
        at_path(path.as_ref(), |path| {
            let (file, length) = open(path)?;
            let mut reader = BufReader::with_capacity(CHUNK, file);
            let mut budget = Budget::new(options);
            let (header, layout, _) =
                read_npy_prelude(&mut reader, Some(D::ID), Some(length), options, &mut budget)?;
            read_elements(&mut reader, &header, layout)
        })
    }

    /// Reads a `.npy` stream of dtype `D` from a reader, to its end, as
    /// [`read_npy`](Self::read_npy) reads a file.
    ///
    /// # Errors
    ///
    /// As [`read_npy`](Self::read_npy).
    pub fn read_npy_from<R: Read>(mut reader: R) -> Result<Self, IoError> {
        let options = ReadOptions::new();
        let mut budget = Budget::new(&options);
        let (header, layout, _) =
            read_npy_prelude(&mut reader, Some(D::ID), None, &options, &mut budget)?;
        read_elements(&mut reader, &header, layout)
    }

    /// Writes the tensor as a `.npy` file, as [`write_npy`](super::write_npy)
    /// writes one (little-endian, C order; a weak dtype as the dtype it is
    /// stored in).
    ///
    /// # Errors
    ///
    /// The file's I/O errors, with its path.
    pub fn write_npy(&self, path: impl AsRef<Path>) -> Result<(), IoError> {
        at_path(path.as_ref(), |path| {
            let mut writer = BufWriter::with_capacity(CHUNK, File::create(path)?);
            self.write_npy_to(&mut writer)?;
            writer.flush()?;
            Ok(())
        })
    }

    /// Writes the tensor as a `.npy` stream, as [`write_npy`](Self::write_npy).
    ///
    /// # Errors
    ///
    /// The writer's errors.
    pub fn write_npy_to<W: Write>(&self, mut writer: W) -> Result<(), IoError> {
        writer.write_all(&npy_header_of::<D>(self.shape()))?;
        write_elements(&mut writer, self)?;
        Ok(())
    }
}

/// A safetensors file opened for reading its tensors by name into typed
/// tensors ([`tensor`](Self::tensor)), the dtype of each known to the
/// program: a checkpoint's weights, without the dynamic dispatch.
///
/// Opening reads and checks the header alone, with ordinary reads (as
/// [`list_safetensors`](super::list_safetensors)). Each tensor is then read
/// when asked for, as [`read_safetensors`](super::read_safetensors) reads
/// one: the file is memory-mapped for the call, and the tensor copied once
/// from the mapping into its typed storage, which is allocated fallibly. A
/// file whose length has changed since it was opened is an error. As for
/// `read_safetensors`, the file must not be modified while a tensor is
/// read (see the [module's documentation](super#memory-mapping)).
///
/// ```
/// use dtype_lattice::prelude::*;
/// use dtype_lattice::io::SafeTensorsFile;
///
/// # let path = std::env::temp_dir().join(format!("dtype-lattice-st-{}.safetensors", std::process::id()));
/// # let w = Tensor::<BFloat16>::ones(&[2, 3]);
/// # let b = Tensor::<Float32>::zeros(&[3]);
/// # std::fs::write(&path, dtype_lattice_doc_bytes(&w, &b))?;
/// let file = SafeTensorsFile::open(&path)?;
/// assert_eq!(file.names(), ["w", "b"]);
/// let w: Tensor<BFloat16> = file.tensor("w")?;
/// let b: Tensor<Float32, StandardX32> = file.tensor("b")?; // under any policy
/// assert_eq!((w.shape(), b.shape()), (&[2, 3][..], &[3][..]));
///
/// let error = file.tensor::<Float32, Standard>("w").unwrap_err();
/// assert!(error.to_string().contains("holds \"BF16\", which cannot be read as float32"));
/// assert!(file.tensor::<Float32, Standard>("x").unwrap_err().to_string().contains("no tensor named \"x\""));
/// # std::fs::remove_file(&path)?;
/// # fn dtype_lattice_doc_bytes(w: &Tensor<BFloat16>, b: &Tensor<Float32>) -> Vec<u8> {
/// #     let header = r#"{"w":{"dtype":"BF16","shape":[2,3],"data_offsets":[0,12]},"b":{"dtype":"F32","shape":[3],"data_offsets":[12,24]}}"#;
/// #     let mut bytes = (header.len() as u64).to_le_bytes().to_vec();
/// #     bytes.extend_from_slice(header.as_bytes());
/// #     w.iter().for_each(|x| bytes.extend_from_slice(&x.to_le_bytes()));
/// #     b.iter().for_each(|x| bytes.extend_from_slice(&x.to_le_bytes()));
/// #     bytes
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct SafeTensorsFile {
    path: PathBuf,
    /// The file's length when it was opened.
    length: u64,
    /// Where the tensors' data starts in the file.
    data_start: u64,
    /// The tensors, in the file's order.
    entries: Vec<(String, Entry)>,
}

impl SafeTensorsFile {
    /// Opens the file at `path` and reads its header, with
    /// [`ReadOptions::new`]'s limits.
    ///
    /// # Errors
    ///
    /// The file's I/O errors, and a header the safetensors format does not
    /// allow ([`IoError::SafeTensors`], with the safetensors crate's
    /// checks), each with the path.
    pub fn open(path: impl AsRef<Path>) -> Result<SafeTensorsFile, IoError> {
        SafeTensorsFile::open_with(path, &ReadOptions::new())
    }

    /// [`open`](Self::open) under `options`: a file whose header describes
    /// more data, all its tensors together, than
    /// [`ReadOptions::max_data_bytes`] is an [`IoError::DataTooLarge`]
    /// before any of it is read.
    ///
    /// # Errors
    ///
    /// As [`open`](Self::open), and where the options' limit is passed.
    pub fn open_with(
        path: impl AsRef<Path>,
        options: &ReadOptions,
    ) -> Result<SafeTensorsFile, IoError> {
        at_path(path.as_ref(), |path| {
            let (file, length) = open(path)?;
            let metadata = read_metadata(&mut BufReader::new(file), length)?;
            let data = metadata.data_len() as u64;
            Budget::new(options).take(data)?;
            let entries = in_file_order(&metadata)?
                .into_iter()
                .map(|(name, entry)| (name, entry.clone()))
                .collect();
            Ok(SafeTensorsFile {
                path: path.to_path_buf(),
                length,
                data_start: length - data,
                entries,
            })
        })
    }

    /// The file's path, as it was opened.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The tensors' names, in the file's order.
    pub fn names(&self) -> Vec<&str> {
        self.entries.iter().map(|(name, _)| name.as_str()).collect()
    }

    /// The tensors, in the file's order, as
    /// [`list_safetensors`](super::list_safetensors) lists them.
    pub fn list(&self) -> Vec<TensorInfo> {
        self.entries
            .iter()
            .map(|(name, entry)| TensorInfo {
                name: name.clone(),
                dtype: dtype_of(entry.dtype),
                stored: entry.dtype.to_string(),
                shape: entry.shape.clone(),
            })
            .collect()
    }

    /// Reads the tensor `name`, of dtype `D`, under policy `P`.
    ///
    /// # Errors
    ///
    /// [`IoError::NoSuchTensor`] for a name the file does not have,
    /// [`IoError::DTypeMismatch`] for a tensor of another dtype (naming
    /// the file's), [`IoError::UnsupportedSafeTensorsDType`] for a dtype
    /// this crate does not read, a [`SizeError`](crate::SizeError) for one
    /// memory cannot hold, and the file's I/O errors, with its path; a file
    /// whose length has changed since it was opened is an
    /// [`IoError::TruncatedData`] or [`IoError::TrailingData`].
    pub fn tensor<D: DType, P: Policy>(&self, name: &str) -> Result<Tensor<D, P>, IoError>
    where
        D::Elem: Codec,
    {
        let Some((_, entry)) = self.entries.iter().find(|(other, _)| other == name) else {
            return Err(IoError::NoSuchTensor { name: name.into() });
        };
        match dtype_of(entry.dtype) {
            None => {
                return Err(IoError::UnsupportedSafeTensorsDType {
                    name: name.into(),
                    dtype: entry.dtype.to_string(),
                });
            }
            Some(dtype) if dtype != D::ID => {
                return Err(IoError::DTypeMismatch {
                    descr: entry.dtype.to_string(),
                    requested: D::ID,
                });
            }
            Some(_) => {}
        }
        at_path(&self.path, |path| {
            let mapping = map(path)?;
            let found = mapping.len() as u64;
            if found < self.length {
                return Err(IoError::TruncatedData {
                    expected: self.length,
                    found,
                });
            }
            if found > self.length {
                return Err(IoError::TrailingData {
                    expected: self.length,
                    found,
                });
            }
            // The safetensors crate checked that the offsets lie in the
            // data, and the data in the file, which has the same length.
            let (start, end) = entry.data_offsets;
            let at = |offset: usize| (self.data_start + offset as u64) as usize;
            decode(&entry.shape, &mapping[at(start)..at(end)])
        })
    }
}
