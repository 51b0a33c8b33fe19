//! `dtype-lattice inspect FILE`: the tensors of a `.npy`, `.npz` or
//! `.safetensors` file with their dtypes and shapes, read from the file's
//! headers by [`dtype_lattice::io`] (a large checkpoint lists at once), and with `--promote` the dtype that combining all of
//! them gives under each promotion mode.

use std::fmt::Write;
use std::path::Path;

use dtype_lattice::{DTypeId, PromotionMode, io};

use crate::Error;

/// The tensors of the file at `path`, in file order, from its headers
/// alone: no tensor's data is read. A `.npy` file's one tensor is named
/// after the file.
///
/// # Errors
///
/// [`Error::File`] for a file that does not read (the reader's message), or
/// whose extension is none of the three.
pub fn read(path: &Path) -> Result<Vec<io::TensorInfo>, Error> {
    let file = |error: io::IoError| Error::File(printable(&error.to_string()));
    match path.extension().and_then(|e| e.to_str()) {
        Some("npy") => {
            let mut info = io::list_npy(path).map_err(file)?;
            info.name = path
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            Ok(vec![info])
        }
        Some("npz") => io::list_npz(path).map_err(file),
        Some("safetensors") => io::list_safetensors(path).map_err(file),
        _ => Err(Error::File(format!(
            "{}: expected a .npy, .npz or .safetensors file",
            path.display()
        ))),
    }
}

/// `text` from a file, safe to print to a terminal: control characters
/// (escape sequences that retitle or clear it, carriage returns that hide
/// what came before) and the bidirectional overrides that reorder what
/// follows are written as Rust escapes (`\u{1b}`); everything else is kept.
pub fn printable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let bidi = matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
        if c.is_control() || bidi {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}

/// What `inspect` prints: one line per tensor (name, dtype, shape, in
/// aligned columns), and with `promote` the result type of all their dtypes
/// under standard, strict and lossless promotion. Names from the file are
/// [`printable`].
///
/// # Errors
///
/// As [`read`].
pub fn inspect(path: &Path, promote: bool) -> Result<String, Error> {
    let tensors = read(path)?;
    let rows: Vec<[String; 3]> = tensors
        .iter()
        .map(|t| {
            let dtype = t
                .dtype
                .map_or_else(|| printable(&t.stored), |d| d.to_string());
            [printable(&t.name), dtype, format!("{:?}", t.shape)]
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
    let mut out = format!("{}: {count}\n", printable(&path.display().to_string()));
    for row in [&header].into_iter().chain(&rows) {
        let [name, dtype, shape] = row;
        let line = format!("{name:<0$}  {dtype:<1$}  {shape}", widths[0], widths[1]);
        writeln!(out, "{}", line.trim_end()).expect("writing to a String");
    }
    if let Some(t) = tensors.iter().find(|t| t.dtype.is_none()) {
        let why = if t.stored.contains('V') {
            "raw values, as NumPy writes ml_dtypes' bfloat16: io::read_npy_as reads them"
        } else {
            "a format dtype-lattice does not have"
        };
        writeln!(
            out,
            "\n{}: stored as {}, not a dtype of dtype-lattice ({why})",
            printable(&t.name),
            printable(&t.stored)
        )
        .expect("writing to a String");
    }
    if promote {
        let dtypes: Option<Vec<DTypeId>> = tensors.iter().map(|t| t.dtype).collect();
        writeln!(out, "\nresult_type of all {count}:").expect("writing to a String");
        for mode in [
            PromotionMode::Standard,
            PromotionMode::Strict,
            PromotionMode::Lossless,
        ] {
            let result = match dtypes.as_deref().map(|d| mode.result_type(d)) {
                Some(Ok(dtype)) => dtype.to_string(),
                Some(Err(error)) => format!("no result: {error}"),
                None => "no result: not every dtype is one of dtype-lattice's".to_owned(),
            };
            writeln!(out, "  {:<8}  {result}", mode.to_string()).expect("writing to a String");
        }
    }
    Ok(out)
}
