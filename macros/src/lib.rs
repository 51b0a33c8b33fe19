//! The `lattice!` proc macro of [dtype-lattice](https://docs.rs/dtype-lattice).
//!
//! Use it through `dtype_lattice::lattice!`, where it is documented with
//! examples. The work is a pipeline: `parse.rs` reads the input,
//! `lattice.rs` checks it is a lattice and computes every join (plain Rust,
//! unit-tested without tokens), and `expand.rs` writes the trait impls, or,
//! for input that is not a lattice, the errors and a fallback.

mod expand;
mod lattice;
mod parse;

use proc_macro::TokenStream;
use syn::Ident;

use crate::lattice::{Describe, EdgeAt, Entry, Lattice, LatticeError};
use crate::parse::Input;

/// Expands a promotion lattice, written as its edges, into one
/// `impl Trait<B> for A { type Output = A ⊔ B; }` per pair that has a join.
///
/// See `dtype_lattice::lattice!` for the grammar and examples.
#[proc_macro]
pub fn lattice(input: TokenStream) -> TokenStream {
    let input = syn::parse_macro_input!(input as Input);
    match build(&input) {
        Ok(lattice) => expand::expand(&input, &lattice).into(),
        Err(error) => {
            let mut tokens = error.to_compile_error();
            tokens.extend(expand::fallback(&input));
            tokens.into()
        }
    }
}

/// Validates the entries; every error points at the tokens it is about.
fn build(input: &Input) -> syn::Result<Lattice<Ident>> {
    let entries = &input.entries;
    let to_syn = |errors: Vec<LatticeError>| {
        errors
            .iter()
            .map(|error| {
                let message = Describe { entries, error }.to_string();
                syn::Error::new(span_of(entries, error), message)
            })
            .reduce(|mut all, next| {
                all.combine(next);
                all
            })
            .expect("a failed check reports at least one error")
    };
    let lattice = Lattice::new(entries.clone()).map_err(to_syn)?;
    if input.total.is_some() {
        lattice.require_total().map_err(to_syn)?;
    }
    Ok(lattice)
}

fn span_of(entries: &[Entry<Ident>], error: &LatticeError) -> proc_macro2::Span {
    let edge = |at: &EdgeAt| entries[at.entry].covers[at.edge].span();
    match error {
        LatticeError::UnknownNode { at }
        | LatticeError::DuplicateEdge { at, .. }
        | LatticeError::SelfEdge { at }
        | LatticeError::Cycle { closing: at, .. } => edge(at),
        LatticeError::DuplicateNode { entry, .. } => entries[*entry].node.span(),
        LatticeError::NoLeastUpperBound { b, .. } | LatticeError::NoUpperBound { b, .. } => {
            entries[*b].node.span()
        }
    }
}
