// Mixed signedness has no implicit path under strict promotion, even where
// standard promotion widens (`Int8 ⊔ UInt8 = Int16`).
use dtype_lattice::*;

type Sum = StrictPromoted<Int8, UInt8>;

fn main() {
    let _ = <Sum as DType>::NAME;
}
