//! The command line, parsed by clap (derive): a command, then its dtypes and
//! options in any order. The help text is written here, as one page for the
//! whole tool, and every usage error is one line.

use clap::{Args, Parser, Subcommand, ValueEnum};
use dtype_lattice::{DTypeId, PromotionMode};

use crate::Error;
use crate::graph::Lattice;
use dtype_lattice::X64Mode;

/// What `--help` prints.
pub const HELP: &str = "\
dtype-lattice: JAX's dtype promotion lattice, shown from dtype-lattice's own edges and joins

Usage:
  dtype-lattice table [--strict|--lossless] [--x32|--x32-explicit] [--format text|markdown|html]
  dtype-lattice explain A B [C ...] [--strict|--lossless] [--x32|--x32-explicit]
  dtype-lattice lattice [--strict|--lossless] [--x32|--x32-explicit] --format dot|svg
  dtype-lattice inspect FILE [--promote]
  dtype-lattice help

Commands:
  table     The 18 x 18 promotion table in the codes of JAX's table (b1, u1 ... u8,
            i1 ... i8, bf, f2 ... f8, c8, c16, and the weak types i*, f*, c*).
            text (default): aligned columns; markdown: as in the guide;
            html: a page whose highlighted cells are where JAX differs from NumPy.
  explain   The result of promoting the dtypes, and why: the path from each input
            up to the join, the upper bounds that are not least, and under
            --strict or --lossless, why there is no result and which explicit
            casts give one.
  lattice   The lattice as a Graphviz DOT graph (one edge per cover) or an SVG picture.
  inspect   The tensors of a .npy, .npz or .safetensors file: name, dtype and shape;
            with --promote, the dtype combining all of them gives under standard,
            strict and lossless promotion.
  help      This text.

Options:
  --strict          Strict promotion (jax_numpy_dtype_promotion='strict') instead of standard.
  --lossless        Lossless promotion (JEP 9407's Option 1: a join only where it holds
                    every value of both dtypes) instead of standard.
  --x32             With x64 disabled (jax_enable_x64=False, JAX's default): inputs read
                    as 32-bit dtypes and joined on JAX's x32 lattice, where uint32 lies
                    below int32 (a table as text or markdown; lattice: the x32 lattice).
  --x32-explicit    With x64 disabled and jax_explicit_x64_dtypes='allow': 64-bit dtypes
                    keep their width and join on JAX's x32 lattice.
  --format FORMAT   The output format, also written --format=FORMAT.
  --promote         (inspect) Also the result type of all the file's dtypes.
  -h, --help        This text.

Dtypes are JAX's and NumPy's names (bool, uint8, int8, bfloat16, float16, complex64, ...)
or the codes of JAX's table (b1, u1, i1, bf, f2, c8, and i*, f*, c* for the weak types).

Examples:
  dtype-lattice explain int8 uint8
  dtype-lattice explain float32 int32 --strict
  dtype-lattice explain int16 float16 --lossless
  dtype-lattice table --x32-explicit
  dtype-lattice table --format html > table.html
  dtype-lattice lattice --format dot | dot -Tpng > lattice.png
  dtype-lattice inspect model.safetensors --promote
";

/// A parsed command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `help`, or `-h`/`--help` anywhere.
    Help,
    /// `table`: the promotion table.
    Table {
        /// Standard, strict or lossless promotion, with x64 or without
        /// (`--x32`, `--x32-explicit`).
        lattice: Lattice,
        /// How to write it.
        format: TableFormat,
    },
    /// `explain`: one result and its reasons.
    Explain {
        /// Standard, strict or lossless promotion, with x64 or without.
        lattice: Lattice,
        /// The inputs, two or more, in the order given.
        dtypes: Vec<DTypeId>,
    },
    /// `inspect`: the tensors of a file.
    Inspect {
        /// The file.
        path: std::path::PathBuf,
        /// Also the result type of all their dtypes (`--promote`).
        promote: bool,
    },
    /// `lattice`: the diagram.
    Lattice {
        /// Standard, strict or lossless promotion, with x64 or without.
        lattice: Lattice,
        /// DOT or SVG.
        format: DiagramFormat,
    },
}

/// The formats of `table`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum TableFormat {
    /// Aligned plain-text columns.
    #[default]
    Text,
    /// Exactly what [`PromotionMode::table`] displays.
    Markdown,
    /// An HTML page, with the cells where JAX differs from NumPy highlighted.
    Html,
}

/// The formats of `lattice`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DiagramFormat {
    /// A Graphviz `digraph`.
    Dot,
    /// An SVG picture.
    Svg,
}

/// The command line as clap reads it; [`parse`] turns it into a [`Command`].
#[derive(Debug, Parser)]
#[command(
    name = "dtype-lattice",
    override_help = HELP,
    disable_help_subcommand = true,
    disable_version_flag = true
)]
struct Cli {
    #[command(subcommand)]
    command: Sub,
}

#[derive(Debug, Subcommand)]
enum Sub {
    #[command(override_help = HELP)]
    Table {
        #[command(flatten)]
        mode: Mode,
        #[command(flatten)]
        x64: Width,
        #[arg(long, value_enum, default_value_t)]
        format: TableFormat,
    },
    #[command(override_help = HELP)]
    Explain {
        #[arg(value_name = "DTYPE", required = true, num_args = 2..)]
        dtypes: Vec<DTypeId>,
        #[command(flatten)]
        mode: Mode,
        #[command(flatten)]
        x64: Width,
    },
    #[command(override_help = HELP)]
    Lattice {
        #[command(flatten)]
        mode: Mode,
        #[command(flatten)]
        x64: Width,
        #[arg(long, value_enum)]
        format: DiagramFormat,
    },
    #[command(override_help = HELP)]
    Inspect {
        #[arg(value_name = "FILE")]
        path: std::path::PathBuf,
        #[arg(long)]
        promote: bool,
    },
    #[command(override_help = HELP)]
    Help {
        #[arg(value_parser = ["table", "explain", "lattice", "inspect", "help"])]
        topic: Option<String>,
    },
}

/// `--strict` or `--lossless`, at most one.
#[derive(Debug, Args)]
#[group(multiple = false)]
struct Mode {
    #[arg(long)]
    strict: bool,
    #[arg(long)]
    lossless: bool,
}

impl Mode {
    fn mode(&self) -> PromotionMode {
        match (self.strict, self.lossless) {
            (true, _) => PromotionMode::Strict,
            (_, true) => PromotionMode::Lossless,
            _ => PromotionMode::Standard,
        }
    }

    /// The lattice of this mode in the configuration `x64` names.
    fn lattice(&self, x64: &Width) -> Lattice {
        Lattice {
            mode: self.mode(),
            x64: match (x64.x32, x64.x32_explicit) {
                (true, _) => X64Mode::Disabled,
                (_, true) => X64Mode::Explicit,
                _ => X64Mode::Enabled,
            },
        }
    }
}

/// `--x32` or `--x32-explicit`, at most one.
#[derive(Debug, Args)]
#[group(multiple = false)]
struct Width {
    #[arg(long)]
    x32: bool,
    #[arg(long = "x32-explicit")]
    x32_explicit: bool,
}

/// Parses the arguments that follow the program name.
///
/// ```
/// use dtype_lattice::{DTypeId, PromotionMode};
/// use dtype_lattice_cli::args::{Command, TableFormat, parse};
/// use dtype_lattice::X64Mode;
/// use dtype_lattice_cli::graph::Lattice;
///
/// let args = ["table", "--format=html", "--strict"].map(String::from);
/// assert_eq!(
///     parse(&args),
///     Ok(Command::Table { lattice: PromotionMode::Strict.into(), format: TableFormat::Html }),
/// );
/// let args = ["explain", "i1", "uint8", "--x32-explicit"].map(String::from);
/// assert_eq!(
///     parse(&args),
///     Ok(Command::Explain {
///         lattice: Lattice { mode: PromotionMode::Standard, x64: X64Mode::Explicit },
///         dtypes: vec![DTypeId::Int8, DTypeId::UInt8],
///     }),
/// );
/// ```
///
/// # Errors
///
/// [`Error::Usage`], with clap's message on one line (without its `error: `
/// prefix), for a missing or unknown command, an unknown option or format, a
/// value given twice or missing, an unknown dtype, fewer than two dtypes for
/// `explain`, or both `--strict` and `--lossless`. `-h` or `--help`
/// anywhere is not an error: it is [`Command::Help`].
pub fn parse(args: &[String]) -> Result<Command, Error> {
    let program = std::iter::once("dtype-lattice");
    let cli = match Cli::try_parse_from(program.chain(args.iter().map(String::as_str))) {
        Ok(cli) => cli,
        Err(error) if error.kind() == clap::error::ErrorKind::DisplayHelp => {
            return Ok(Command::Help);
        }
        Err(error) => return Err(one_line(&error)),
    };
    Ok(match cli.command {
        Sub::Help { .. } => Command::Help,
        Sub::Table { mode, x64, format } => Command::Table {
            lattice: mode.lattice(&x64),
            format,
        },
        Sub::Explain { dtypes, mode, x64 } => Command::Explain {
            lattice: mode.lattice(&x64),
            dtypes,
        },
        Sub::Lattice { mode, x64, format } => Command::Lattice {
            lattice: mode.lattice(&x64),
            format,
        },
        Sub::Inspect { path, promote } => Command::Inspect { path, promote },
    })
}

/// clap's message on one line: the problem (its first line, without
/// `error: `) and the indented lines under it (what is missing, the possible
/// values), then where to look; clap's usage line and hint are left out.
fn one_line(error: &clap::Error) -> Error {
    use clap::error::ErrorKind;
    if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        return Error::Usage(
            "no command given: expected table, explain, lattice, inspect or help (see --help)"
                .into(),
        );
    }
    let text = error.to_string();
    let mut lines = text.lines();
    let first = lines.next().unwrap_or_default();
    let mut message = first.strip_prefix("error: ").unwrap_or(first).to_owned();
    for detail in lines.take_while(|line| line.starts_with("  ")) {
        message.push(' ');
        message.push_str(detail.trim());
    }
    message.push_str(" (see --help)");
    Error::Usage(message)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_str(args: &[&str]) -> Result<Command, Error> {
        parse(&args.iter().map(|arg| (*arg).to_owned()).collect::<Vec<_>>())
    }

    fn message(args: &[&str]) -> String {
        match parse_str(args) {
            Err(Error::Usage(message)) => message,
            other => panic!("{args:?} parsed: {other:?}"),
        }
    }

    #[test]
    fn commands_and_options() {
        assert_eq!(parse_str(&["help"]), Ok(Command::Help));
        assert_eq!(parse_str(&["lattice", "-h"]), Ok(Command::Help));
        assert_eq!(parse_str(&["help", "table"]), Ok(Command::Help));
        assert_eq!(
            parse_str(&["table"]),
            Ok(Command::Table {
                lattice: PromotionMode::Standard.into(),
                format: TableFormat::Text
            })
        );
        assert_eq!(
            parse_str(&["table", "--x32", "--lossless", "--format", "markdown"]),
            Ok(Command::Table {
                lattice: Lattice {
                    mode: PromotionMode::Lossless,
                    x64: X64Mode::Disabled
                },
                format: TableFormat::Markdown
            })
        );
        assert_eq!(
            parse_str(&["lattice", "--strict", "--format", "svg"]),
            Ok(Command::Lattice {
                lattice: PromotionMode::Strict.into(),
                format: DiagramFormat::Svg
            })
        );
        assert_eq!(
            parse_str(&["lattice", "--x32", "--format", "dot"]),
            Ok(Command::Lattice {
                lattice: Lattice {
                    mode: PromotionMode::Standard,
                    x64: X64Mode::Disabled
                },
                format: DiagramFormat::Dot
            })
        );
        assert_eq!(
            parse_str(&["explain", "--strict", "f*", "float32", "c8"]),
            Ok(Command::Explain {
                lattice: PromotionMode::Strict.into(),
                dtypes: vec![DTypeId::WeakFloat, DTypeId::Float32, DTypeId::Complex64],
            })
        );
    }

    #[test]
    fn errors_are_one_line() {
        let cases: &[&[&str]] = &[
            &[],
            &["draw"],
            &["table", "--format"],
            &["table", "--format="],
            &["table", "--format", "pdf"],
            &["table", "--format", "html", "--format", "text"],
            &["table", "--strict", "--strict"],
            &["table", "--strict", "--lossless"],
            &["table", "extra"],
            &["table", "-x"],
            &["lattice"],
            &["lattice", "--format", "png"],
            &["lattice", "--x32", "--x32-explicit", "--format", "svg"],
            &["table", "--x32", "--x32-explicit"],
            &["explain"],
            &["explain", "int8"],
            &["explain", "int8", "float"],
            &["explain", "int8", "uint8", "--format", "text"],
            &["help", "--strict"],
            &["help", "draw"],
        ];
        for args in cases {
            let message = message(args);
            assert!(
                !message.is_empty() && !message.contains('\n') && message.ends_with("(see --help)"),
                "{args:?}: {message:?}"
            );
        }
        assert_eq!(
            message(&["table", "--format", "pdf"]),
            "invalid value 'pdf' for '--format <FORMAT>' [possible values: text, markdown, html] \
             (see --help)"
        );
        assert_eq!(
            message(&["lattice"]),
            "the following required arguments were not provided: --format <FORMAT> (see --help)"
        );
        assert_eq!(
            message(&[]),
            "no command given: expected table, explain, lattice, inspect or help (see --help)"
        );
        assert!(message(&["explain", "int8", "float"]).contains("unknown dtype `float`"));
    }
}
