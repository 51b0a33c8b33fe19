//! The `dtype-lattice` binary: runs [`dtype_lattice_cli::run`] on the command
//! line, prints its output, or prints `error: …` on one line and exits non-zero.

#![forbid(unsafe_code)]

use std::io::{self, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    match dtype_lattice_cli::run(std::env::args_os().skip(1)) {
        Ok(output) => {
            let mut stdout = io::stdout().lock();
            match stdout
                .write_all(output.as_bytes())
                .and_then(|()| stdout.flush())
            {
                Ok(()) => ExitCode::SUCCESS,
                // `dtype-lattice table | head -3`: the reader left; not an error.
                Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(error) => {
                    let _ = writeln!(io::stderr(), "error: cannot write the output: {error}");
                    ExitCode::FAILURE
                }
            }
        }
        Err(error) => {
            let _ = writeln!(io::stderr(), "error: {error}");
            ExitCode::from(error.exit_code())
        }
    }
}
