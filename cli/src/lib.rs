//! The `dtype-lattice` command: JAX's dtype promotion lattice shown as
//! tables, explanations and a picture, all rendered from dtype-lattice itself
//! ([`PromotionMode::join`] and [`PromotionMode::covers`]), the one source of
//! truth.
//!
//! ```text
//! dtype-lattice table [--strict|--lossless] [--x32|--x32-explicit] [--format text|markdown|html]
//! dtype-lattice explain A B [C ...] [--strict|--lossless] [--x32|--x32-explicit]
//! dtype-lattice lattice [--strict|--lossless] --format dot|svg
//! dtype-lattice inspect FILE [--promote]
//! ```
//!
//! The binary is a thin wrapper around [`run`], which takes the arguments and
//! returns the text to print, or an [`Error`] whose message is one line.
//!
//! ```
//! let out = dtype_lattice_cli::run(["explain", "int8", "uint8"]).unwrap();
//! assert!(out.starts_with("result_type(int8, uint8) = int16 under standard promotion."));
//!
//! let error = dtype_lattice_cli::run(["table", "--format", "pdf"]).unwrap_err();
//! assert_eq!(
//!     error.to_string(),
//!     "invalid value 'pdf' for '--format <FORMAT>' [possible values: text, markdown, html] \
//!      (see --help)"
//! );
//! assert_eq!(error.exit_code(), 2);
//! ```
//!
//! [`PromotionMode::join`]: dtype_lattice::PromotionMode::join
//! [`PromotionMode::covers`]: dtype_lattice::PromotionMode::covers

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::ffi::OsString;
use std::fmt;

pub mod args;
pub mod dot;
pub mod explain;
pub mod graph;
pub mod inspect;
pub mod numpy;
pub mod svg;
pub mod table;

use crate::args::{Command, DiagramFormat};

/// Why the command failed. Its `Display` is one line, without the `error: ` prefix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The command line is wrong: an unknown command, option, format or dtype.
    Usage(String),
    /// The NumPy fixture compiled into the binary is malformed (a bug in this crate).
    Fixture(String),
    /// `inspect` could not read its file: the reader's message.
    File(String),
}

impl Error {
    /// The process exit status for this error: 2 for a usage error, 1 otherwise.
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::Usage(_) => 2,
            Error::Fixture(_) | Error::File(_) => 1,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Usage(message) | Error::File(message) => f.write_str(message),
            Error::Fixture(message) => {
                write!(f, "the compiled-in NumPy fixture is malformed: {message}")
            }
        }
    }
}

impl std::error::Error for Error {}

/// Runs the command given by `args` (without the program name) and returns
/// what it prints on standard output.
///
/// # Errors
///
/// [`Error::Usage`] for arguments that are not UTF-8, or that [`args::parse`]
/// rejects; [`Error::Fixture`] if the compiled-in NumPy fixture does not parse;
/// [`Error::File`] if `inspect`'s file does not read.
pub fn run<I, S>(args: I) -> Result<String, Error>
where
    I: IntoIterator<Item = S>,
    S: Into<OsString>,
{
    let args = args
        .into_iter()
        .map(|arg| {
            arg.into()
                .into_string()
                .map_err(|arg| Error::Usage(format!("argument {arg:?} is not valid UTF-8")))
        })
        .collect::<Result<Vec<String>, Error>>()?;
    execute(&args::parse(&args)?)
}

/// Runs a parsed [`Command`] and returns what it prints.
///
/// # Errors
///
/// [`Error::Fixture`] if the HTML table's NumPy fixture does not parse,
/// [`Error::File`] if `inspect`'s file does not read.
pub fn execute(command: &Command) -> Result<String, Error> {
    Ok(match command {
        Command::Help => args::HELP.to_owned(),
        Command::Table { lattice, format } => table::render(*lattice, *format)?,
        Command::Explain { lattice, dtypes } => explain::explain(*lattice, dtypes),
        Command::Inspect { path, promote } => inspect::inspect(path, *promote)?,
        Command::Lattice { lattice, format } => match format {
            DiagramFormat::Dot => dot::render(*lattice),
            DiagramFormat::Svg => svg::render(*lattice),
        },
    })
}
