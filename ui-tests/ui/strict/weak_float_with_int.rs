// A float literal with an integer dtype: allowed in standard promotion (`f*`),
// rejected in strict promotion.
use dtype_lattice::*;

fn main() {
    let _ = <StrictPromoted![Int16, WeakFloat] as DType>::ID;
}
