// Two floats of the same width but different formats.
use dtype_lattice::*;
use static_assertions::assert_impl_all;

assert_impl_all!(Float16: StrictPromote<BFloat16>);

fn main() {}
