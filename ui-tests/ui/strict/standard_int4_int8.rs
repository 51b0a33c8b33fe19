// A narrow integer joins only bool and the weak int, under standard promotion
// as under strict: `Int4` with `Int8` has no join.
use dtype_lattice::*;

fn main() {
    let _ = <Promoted<Int4, Int8> as DType>::NAME;
}
