pub trait Join<Rhs> {
    type Output;
}
pub struct A;
pub struct B;
#[derive(Clone, Copy)]
pub enum Id {
    A,
    B,
}

dtype_lattice::lattice! {
    trait = Join;
    runtime = pub mod table for crate::Id;
    A => [B, C],
    B => [],
}

// rustc excuses missing items in the macro's own module, not in this one: here,
// each use would be one more error if the module were missing or differed.
mod user {
    use crate::Id;

    pub fn uses() {
        let _: [Id; 2] = crate::table::NODES;
        let _: &[Id] = crate::table::covers(Id::A);
        let _: Option<Id> = crate::table::join(Id::A, Id::B);
    }
}

fn main() {
    user::uses();
}
