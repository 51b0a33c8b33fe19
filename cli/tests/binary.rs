//! The `dtype-lattice` binary: output on stdout, and for bad arguments a
//! non-zero exit with one line on stderr.

use std::process::{Command, Output};

fn dtype_lattice(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dtype-lattice"))
        .args(args)
        .output()
        .expect("the binary runs")
}

#[test]
fn commands_print_their_output() {
    for args in [
        &["table"][..],
        &["table", "--strict", "--format", "html"],
        &["explain", "int8", "uint8"],
        &["explain", "--strict", "float32", "int32"],
        &["explain", "uint64", "int8", "--x32"],
        &["table", "--x32", "--lossless"],
        &["lattice", "--format", "dot"],
        &["lattice", "--format=svg", "--strict"],
    ] {
        let output = dtype_lattice(args);
        assert!(output.status.success(), "{args:?}");
        assert!(output.stderr.is_empty(), "{args:?}");
        let stdout = String::from_utf8(output.stdout).unwrap();
        let expected = dtype_lattice_cli::run(args.iter().copied()).unwrap();
        assert_eq!(stdout, expected, "{args:?}");
    }
}

#[test]
fn help_goes_to_stdout() {
    for args in [
        &["--help"][..],
        &["help"],
        &["-h"],
        &["table", "--help"],
        &["help", "explain"],
    ] {
        let output = dtype_lattice(args);
        assert!(output.status.success(), "{args:?}");
        let stdout = String::from_utf8(output.stdout).unwrap();
        assert!(stdout.starts_with("dtype-lattice: "), "{args:?}");
        assert!(stdout.contains("\nUsage:\n"));
    }
}

#[test]
fn bad_arguments_fail_with_one_line() {
    let cases: &[(&[&str], &str)] = &[
        (
            &[],
            "error: no command given: expected table, explain, lattice, inspect or help (see --help)",
        ),
        (
            &["draw"],
            "error: unrecognized subcommand 'draw' (see --help)",
        ),
        (
            &["table", "--format", "pdf"],
            "error: invalid value 'pdf' for '--format <FORMAT>' [possible values: text, markdown, html] (see --help)",
        ),
        (
            &["table", "--format"],
            "error: a value is required for '--format <FORMAT>' but none was supplied [possible values: text, markdown, html] (see --help)",
        ),
        (
            &["table", "--color"],
            "error: unexpected argument '--color' found (see --help)",
        ),
        (
            &["table", "wide"],
            "error: unexpected argument 'wide' found (see --help)",
        ),
        (
            &["lattice"],
            "error: the following required arguments were not provided: --format <FORMAT> (see --help)",
        ),
        (
            &["lattice", "--format", "pdf"],
            "error: invalid value 'pdf' for '--format <FORMAT>' [possible values: dot, svg] (see --help)",
        ),
        (
            &["lattice", "--format", "dot", "--format", "svg"],
            "error: the argument '--format <FORMAT>' cannot be used multiple times (see --help)",
        ),
        (
            &["table", "--strict", "--lossless"],
            "error: the argument '--strict' cannot be used with '--lossless' (see --help)",
        ),
        (
            &["explain", "int8", "uint8", "--lossless", "--lossless"],
            "error: the argument '--lossless' cannot be used multiple times (see --help)",
        ),
        (
            &["explain", "int8"],
            "error: 2 values required by '<DTYPE> <DTYPE>...'; only 1 was provided (see --help)",
        ),
        (
            &["explain", "int8", "uint8", "--format", "text"],
            "error: unexpected argument '--format' found (see --help)",
        ),
    ];
    for (args, expected) in cases {
        let output = dtype_lattice(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr, format!("{expected}\n"), "{args:?}");
    }
}

#[test]
fn an_unknown_dtype_lists_the_accepted_names() {
    let output = dtype_lattice(&["explain", "int8", "float"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with(
        "error: invalid value 'float' for '<DTYPE> <DTYPE>...': unknown dtype `float`: \
         expected one of bool, uint8,"
    ));
    assert!(stderr.contains("bfloat16"));
    assert!(stderr.trim_end().ends_with("i*, f*, c* (see --help)"));
}

#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_are_an_error() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;

    let output = Command::new(env!("CARGO_BIN_EXE_dtype-lattice"))
        .args([
            OsStr::new("explain"),
            OsStr::new("int8"),
            OsStr::from_bytes(b"\xff"),
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("error: argument "), "{stderr}");
}
