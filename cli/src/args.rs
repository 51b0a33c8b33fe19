//! The command line, parsed by hand: a command, then its dtypes and options
//! in any order.

use dtype_lattice::{DTypeId, PromotionMode};

use crate::Error;

/// What `--help` prints.
pub const HELP: &str = "\
dtype-lattice: JAX's dtype promotion lattice, shown from dtype-lattice's own edges and joins

Usage:
  dtype-lattice table [--strict|--lossless] [--x32] [--format text|markdown|html]
  dtype-lattice explain A B [C ...] [--strict|--lossless]
  dtype-lattice lattice [--strict|--lossless] --format dot|svg
  dtype-lattice help

Commands:
  table     The 18 x 18 promotion table in the codes of JAX's table (b1, u1 ... u8,
            i1 ... i8, bf, f2 ... f8, c8, c16, and the weak types i*, f*, c*).
            text (default): aligned columns; markdown: as in README.md;
            html: a page whose highlighted cells are where JAX differs from NumPy.
  explain   The result of promoting the dtypes, and why: the path from each input
            up to the join, the upper bounds that are not least, and under
            --strict or --lossless, why there is no result and which explicit
            casts give one.
  lattice   The lattice as a Graphviz DOT graph (one edge per cover) or an SVG picture.
  help      This text.

Options:
  --strict          Strict promotion (jax_numpy_dtype_promotion='strict') instead of standard.
  --lossless        Lossless promotion (JEP 9407's Option 1: a join only where it holds
                    every value of both dtypes) instead of standard.
  --x32             The table with x64 disabled (jax_enable_x64=False, JAX's default):
                    inputs and results canonicalized to 32 bits (text or markdown).
  --format FORMAT   The output format, also written --format=FORMAT.
  -h, --help        This text.

Dtypes are JAX's and NumPy's names (bool, uint8, int8, bfloat16, float16, complex64, ...)
or the codes of JAX's table (b1, u1, i1, bf, f2, c8, and i*, f*, c* for the weak types).

Examples:
  dtype-lattice explain int8 uint8
  dtype-lattice explain float32 int32 --strict
  dtype-lattice explain int16 float16 --lossless
  dtype-lattice table --format html > table.html
  dtype-lattice lattice --format dot | dot -Tpng > lattice.png
";

/// A parsed command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `help`, or `-h`/`--help` anywhere.
    Help,
    /// `table`: the promotion table.
    Table {
        /// Standard, strict or lossless promotion.
        mode: PromotionMode,
        /// With x64 disabled (`--x32`).
        x32: bool,
        /// How to write it.
        format: TableFormat,
    },
    /// `explain`: one result and its reasons.
    Explain {
        /// Standard, strict or lossless promotion.
        mode: PromotionMode,
        /// The inputs, two or more, in the order given.
        dtypes: Vec<DTypeId>,
    },
    /// `lattice`: the diagram.
    Lattice {
        /// Standard, strict or lossless promotion.
        mode: PromotionMode,
        /// DOT or SVG.
        format: DiagramFormat,
    },
}

/// The formats of `table`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagramFormat {
    /// A Graphviz `digraph`.
    Dot,
    /// An SVG picture.
    Svg,
}

/// Parses the arguments that follow the program name.
///
/// ```
/// use dtype_lattice::{DTypeId, PromotionMode};
/// use dtype_lattice_cli::args::{Command, TableFormat, parse};
///
/// let args = ["table", "--format=html", "--strict"].map(String::from);
/// assert_eq!(
///     parse(&args),
///     Ok(Command::Table { mode: PromotionMode::Strict, x32: false, format: TableFormat::Html }),
/// );
/// let args = ["explain", "i1", "uint8"].map(String::from);
/// assert_eq!(
///     parse(&args),
///     Ok(Command::Explain {
///         mode: PromotionMode::Standard,
///         dtypes: vec![DTypeId::Int8, DTypeId::UInt8],
///     }),
/// );
/// ```
///
/// # Errors
///
/// [`Error::Usage`], with a one-line message, for a missing or unknown
/// command, an unknown option, a missing or unknown format, an option given
/// twice, an unexpected argument, an unknown dtype, or fewer than two dtypes
/// for `explain`.
pub fn parse(args: &[String]) -> Result<Command, Error> {
    if args.iter().any(|arg| arg == "-h" || arg == "--help") {
        return Ok(Command::Help);
    }
    let Some((command, rest)) = args.split_first() else {
        return Err(usage(
            "no command given: expected table, explain, lattice or help (see --help)",
        ));
    };
    let command = command.as_str();
    if !matches!(command, "table" | "explain" | "lattice" | "help") {
        return Err(usage(format!(
            "unknown command '{command}': expected table, explain, lattice or help"
        )));
    }
    let options = Options::parse(command, rest)?;
    match command {
        "help" => {
            options.refuse_mode(command)?;
            options.refuse_format(command)?;
            match options.positional[..] {
                [] | ["table" | "explain" | "lattice" | "help"] => Ok(Command::Help),
                [arg, ..] => Err(usage(format!(
                    "unexpected argument '{arg}' for help: expected nothing, or table, explain or lattice"
                ))),
            }
        }
        "table" => {
            options.refuse_positional(command)?;
            let format = match options.format {
                None => TableFormat::Text,
                Some("text") => TableFormat::Text,
                Some("markdown") => TableFormat::Markdown,
                Some("html") => TableFormat::Html,
                Some(other) => {
                    return Err(usage(format!(
                        "unknown format '{other}': expected text, markdown or html"
                    )));
                }
            };
            Ok(Command::Table {
                mode: options.mode(),
                x32: options.x32,
                format,
            })
        }
        "lattice" => {
            options.refuse_positional(command)?;
            let format = match options.format {
                None => {
                    return Err(usage(
                        "lattice needs --format: dot or svg (e.g. `lattice --format svg`)",
                    ));
                }
                Some("dot") => DiagramFormat::Dot,
                Some("svg") => DiagramFormat::Svg,
                Some(other) => {
                    return Err(usage(format!(
                        "unknown format '{other}': expected dot or svg"
                    )));
                }
            };
            Ok(Command::Lattice {
                mode: options.mode(),
                format,
            })
        }
        _ => {
            options.refuse_format(command)?;
            let dtypes = options
                .positional
                .iter()
                .map(|name| name.parse::<DTypeId>().map_err(|e| usage(e.to_string())))
                .collect::<Result<Vec<_>, _>>()?;
            if dtypes.len() < 2 {
                return Err(usage(format!(
                    "explain needs at least two dtypes, got {}: e.g. `explain int8 uint8`",
                    dtypes.len()
                )));
            }
            Ok(Command::Explain {
                mode: options.mode(),
                dtypes,
            })
        }
    }
}

/// The options and positional arguments after the command.
struct Options<'a> {
    /// `--strict` or `--lossless`, if given.
    mode: Option<&'a str>,
    /// `--x32`.
    x32: bool,
    format: Option<&'a str>,
    positional: Vec<&'a str>,
}

impl<'a> Options<'a> {
    fn parse(command: &str, args: &'a [String]) -> Result<Self, Error> {
        let mut options = Options {
            mode: None,
            x32: false,
            format: None,
            positional: Vec::new(),
        };
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            let arg = arg.as_str();
            if arg == "--strict" || arg == "--lossless" {
                match options.mode {
                    Some(given) if given == arg => {
                        return Err(usage(format!("{arg} given twice")));
                    }
                    Some(given) => {
                        return Err(usage(format!(
                            "{given} and {arg} given: choose one promotion mode"
                        )));
                    }
                    None => options.mode = Some(arg),
                }
            } else if arg == "--x32" && command == "table" {
                if options.x32 {
                    return Err(usage("--x32 given twice"));
                }
                options.x32 = true;
            } else if arg == "--format" || arg.starts_with("--format=") {
                let value = match arg.strip_prefix("--format=") {
                    Some(value) => value,
                    None => args.next().map(String::as_str).ok_or_else(|| {
                        usage(format!("--format needs a value: {}", formats(command)))
                    })?,
                };
                if value.is_empty() {
                    return Err(usage(format!(
                        "--format needs a value: {}",
                        formats(command)
                    )));
                }
                if options.format.is_some() {
                    return Err(usage("--format given twice"));
                }
                options.format = Some(value);
            } else if arg.starts_with('-') && arg.len() > 1 {
                return Err(usage(format!(
                    "unknown option '{arg}' for {command}: expected {}",
                    accepted_options(command)
                )));
            } else {
                options.positional.push(arg);
            }
        }
        Ok(options)
    }

    fn mode(&self) -> PromotionMode {
        match self.mode {
            Some("--strict") => PromotionMode::Strict,
            Some(_) => PromotionMode::Lossless,
            None => PromotionMode::Standard,
        }
    }

    fn refuse_positional(&self, command: &str) -> Result<(), Error> {
        match self.positional.first() {
            Some(arg) => Err(usage(format!(
                "unexpected argument '{arg}' for {command}: it takes only {}",
                accepted_options(command)
            ))),
            None => Ok(()),
        }
    }

    fn refuse_format(&self, command: &str) -> Result<(), Error> {
        match self.format {
            Some(_) => Err(usage(format!(
                "{command} takes no --format: it takes {}",
                accepted_options(command)
            ))),
            None => Ok(()),
        }
    }

    fn refuse_mode(&self, command: &str) -> Result<(), Error> {
        match self.mode {
            Some(mode) => Err(usage(format!("{command} takes no {mode}"))),
            None => Ok(()),
        }
    }
}

fn formats(command: &str) -> &'static str {
    match command {
        "table" => "text, markdown or html",
        "lattice" => "dot or svg",
        _ => "none for this command",
    }
}

fn accepted_options(command: &str) -> &'static str {
    match command {
        "table" => "--strict or --lossless, --x32, and --format text|markdown|html",
        "explain" => "dtypes and --strict or --lossless",
        "lattice" => "--strict or --lossless, and --format dot|svg",
        _ => "no options",
    }
}

fn usage(message: impl Into<String>) -> Error {
    Error::Usage(message.into())
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
                mode: PromotionMode::Standard,
                x32: false,
                format: TableFormat::Text
            })
        );
        assert_eq!(
            parse_str(&["lattice", "--strict", "--format", "svg"]),
            Ok(Command::Lattice {
                mode: PromotionMode::Strict,
                format: DiagramFormat::Svg
            })
        );
        assert_eq!(
            parse_str(&["explain", "--strict", "f*", "float32", "c8"]),
            Ok(Command::Explain {
                mode: PromotionMode::Strict,
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
            &["table", "extra"],
            &["table", "-x"],
            &["lattice"],
            &["lattice", "--format", "png"],
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
                !message.is_empty() && !message.contains('\n'),
                "{args:?}: {message:?}"
            );
        }
        assert_eq!(
            message(&["table", "--format", "pdf"]),
            "unknown format 'pdf': expected text, markdown or html"
        );
        assert_eq!(
            message(&["lattice", "--format=pdf"]),
            "unknown format 'pdf': expected dot or svg"
        );
        assert!(message(&["explain", "int8", "float"]).starts_with("unknown dtype `float`"));
    }
}
