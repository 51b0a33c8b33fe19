//! `dtype-lattice inspect FILE`: the tensors of a `.npy`, `.npz` or
//! `.safetensors` file with their dtypes and shapes, read by
//! [`dtype_lattice::io`], and with `--promote` the dtype that combining all of
//! them gives under each promotion mode.

use std::fmt::Write;
use std::path::Path;

use dtype_lattice::{DTypeId, DynTensor, PromotionMode, io};

use crate::Error;

/// The tensors of the file at `path`, by name, in file order. A `.npy`
/// file holds one tensor, named after the file.
///
/// # Errors
///
/// [`Error::File`] for a file that does not read (the reader's message), or
/// whose extension is none of the three.
pub fn read(path: &Path) -> Result<Vec<(String, DynTensor)>, Error> {
    let file = |error: io::IoError| Error::File(error.to_string());
    match path.extension().and_then(|e| e.to_str()) {
        Some("npy") => {
            let name = path
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            Ok(vec![(name, io::read_npy(path).map_err(file)?)])
        }
        Some("npz") => io::read_npz(path).map_err(file),
        Some("safetensors") => io::read_safetensors(path).map_err(file),
        _ => Err(Error::File(format!(
            "{}: expected a .npy, .npz or .safetensors file",
            path.display()
        ))),
    }
}

/// What `inspect` prints: one line per tensor (name, dtype, shape, in
/// aligned columns), and with `promote` the result type of all their dtypes
/// under standard, strict and lossless promotion.
///
/// # Errors
///
/// As [`read`].
pub fn inspect(path: &Path, promote: bool) -> Result<String, Error> {
    let tensors = read(path)?;
    let rows: Vec<[String; 3]> = tensors
        .iter()
        .map(|(name, t)| {
            [
                name.clone(),
                t.dtype().to_string(),
                format!("{:?}", t.shape()),
            ]
        })
        .collect();
    let header = ["name", "dtype", "shape"].map(String::from);
    let widths = [0, 1].map(|c| {
        rows.iter()
            .chain([&header])
            .map(|row| row[c].chars().count())
            .max()
            .unwrap_or(0)
    });
    let count = match tensors.len() {
        1 => "1 tensor".to_owned(),
        n => format!("{n} tensors"),
    };
    let mut out = format!("{}: {count}\n", path.display());
    for row in [&header].into_iter().chain(&rows) {
        let [name, dtype, shape] = row;
        let line = format!("{name:<0$}  {dtype:<1$}  {shape}", widths[0], widths[1]);
        writeln!(out, "{}", line.trim_end()).expect("writing to a String");
    }
    if promote {
        let dtypes: Vec<DTypeId> = tensors.iter().map(|(_, t)| t.dtype()).collect();
        writeln!(out, "\nresult_type of all {count}:").expect("writing to a String");
        for mode in [
            PromotionMode::Standard,
            PromotionMode::Strict,
            PromotionMode::Lossless,
        ] {
            let result = match mode.result_type(&dtypes) {
                Ok(dtype) => dtype.to_string(),
                Err(error) => format!("no result: {error}"),
            };
            writeln!(out, "  {:<8}  {result}", mode.to_string()).expect("writing to a String");
        }
    }
    Ok(out)
}
