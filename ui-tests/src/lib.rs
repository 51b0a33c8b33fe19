//! Empty: the compile-fail tests live in `tests/ui.rs`. The library exists so that
//! trybuild passes this crate's features (`candle`, `burn`) on to the programs it compiles.
