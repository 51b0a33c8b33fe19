//! Turns a validated lattice into code: one trait impl per pair that has a
//! join, optionally one marker-trait impl per ordered pair `A ≤ B`, and
//! optionally a run-time module computed from the same joins.
//! Input that is not a lattice gets a [`fallback`] instead.

use proc_macro2::TokenStream;
use quote::quote;
use syn::{Ident, Path};

use crate::lattice::Lattice;
use crate::parse::{Input, Runtime};

pub fn expand(input: &Input, lattice: &Lattice<Ident>) -> TokenStream {
    let ty = |i: usize| -> TokenStream {
        let node = lattice.node(i);
        match &input.types {
            Some(module) => quote!(#module::#node),
            None => quote!(#node),
        }
    };
    let trait_path = &input.trait_path;
    let n = lattice.len();
    let impls = (0..n)
        .flat_map(|a| (0..n).map(move |b| (a, b)))
        .filter_map(|(a, b)| {
            let j = lattice.join(a, b)?;
            let doc = format!(
                "`{} ⊔ {} = {}`",
                lattice.node(a),
                lattice.node(b),
                lattice.node(j)
            );
            let (a, b, j) = (ty(a), ty(b), ty(j));
            // `do_not_recommend`: a missing join is explained by the trait's own
            // message; a list of the joins that do exist would only bury it.
            Some(quote! {
                #[doc = #doc]
                #[diagnostic::do_not_recommend]
                impl #trait_path<#b> for #a {
                    type Output = #j;
                }
            })
        });
    let order = input.order.as_ref().map(|order| {
        let pairs = (0..n).flat_map(|a| (0..n).map(move |b| (a, b)));
        let impls = pairs
            .filter(|&(a, b)| lattice.is_below(a, b))
            .map(|(a, b)| {
                let doc = format!("`{0} ⊔ {1} = {1}`", lattice.node(a), lattice.node(b));
                let (a, b) = (ty(a), ty(b));
                quote! {
                    #[doc = #doc]
                    #[diagnostic::do_not_recommend]
                    impl #order<#b> for #a {}
                }
            });
        quote!(#(#impls)*)
    });
    let runtime = input
        .runtime
        .as_ref()
        .map(|r| runtime(r, lattice, input.total.is_some()));
    quote! {
        #(#impls)*
        #order
        #runtime
    }
}

/// The run-time module: the nodes, their covers and the join, as `const`s and
/// `const fn`s over the id enum.
fn runtime(runtime: &Runtime, lattice: &Lattice<Ident>, total: bool) -> TokenStream {
    let Runtime {
        attrs,
        vis,
        name,
        id,
    } = runtime;
    let n = lattice.len();
    let len = proc_macro2::Literal::usize_unsuffixed(n);
    let variant = |i: usize| -> TokenStream {
        let node = lattice.node(i);
        quote!(#id::#node)
    };
    let nodes = (0..n).map(variant);
    let covers = (0..n).map(|i| {
        let node = variant(i);
        let up = lattice.covers(i).iter().map(|&c| variant(c));
        quote!(#node => &[#(#up),*],)
    });
    let join = join_fn(lattice, id, &variant, total);
    quote! {
        #(#attrs)*
        #vis mod #name {
            /// Every node of the lattice, in the order of its entries.
            pub const NODES: [#id; #len] = [#(#nodes),*];

            /// The nodes just above `node`: the lattice's edges, as written.
            /// An id that is not a node of this lattice has none.
            pub const fn covers(node: #id) -> &'static [#id] {
                match node {
                    #(#covers)*
                    // The id enum may have more variants than the lattice has nodes.
                    #[allow(unreachable_patterns)]
                    _ => &[],
                }
            }

            #join
        }
    }
}

/// What input that is not a lattice still declares, beside its errors (as
/// thiserror does): the run-time module, if one was asked for, with the items
/// and signatures of a valid expansion but no edges and no joins, so that code
/// calling it reports no errors of its own. No trait impls, neither joins
/// nor order: they are what the lattice would decide.
pub fn fallback(input: &Input) -> TokenStream {
    let Some(Runtime {
        attrs,
        vis,
        name,
        id,
    }) = &input.runtime
    else {
        return TokenStream::new();
    };
    // The nodes as written, each once (a duplicate node is one of the errors).
    let mut nodes: Vec<&Ident> = Vec::new();
    for entry in &input.entries {
        if !nodes.contains(&&entry.node) {
            nodes.push(&entry.node);
        }
    }
    let len = proc_macro2::Literal::usize_unsuffixed(nodes.len());
    let nodes = nodes.into_iter().map(|node| quote!(#id::#node));
    // A crate with this error does not build, so no join is ever computed:
    // any value of the right type does.
    let join = if input.total.is_some() {
        quote!(pub const fn join(a: #id, _: #id) -> #id { a })
    } else {
        quote! {
            pub const fn join(_: #id, _: #id) -> ::core::option::Option<#id> {
                ::core::option::Option::None
            }
        }
    };
    quote! {
        #(#attrs)*
        #vis mod #name {
            pub const NODES: [#id; #len] = [#(#nodes),*];
            pub const fn covers(_: #id) -> &'static [#id] { &[] }
            #join
        }
    }
}

/// `join` returns the id itself for a lattice declared `total` (checked to
/// be so), and an `Option` otherwise.
fn join_fn(
    lattice: &Lattice<Ident>,
    id: &Path,
    variant: &dyn Fn(usize) -> TokenStream,
    total: bool,
) -> TokenStream {
    let n = lattice.len();
    let pairs = (0..n).flat_map(|a| (0..n).map(move |b| (a, b)));
    if total {
        let arms = pairs.map(|(a, b)| {
            let j = lattice.join(a, b).map(variant);
            let (a, b) = (variant(a), variant(b));
            quote!((#a, #b) => #j,)
        });
        quote! {
            /// The join `a ⊔ b`: the least upper bound of `a` and `b` on the lattice.
            /// Every pair has one.
            pub const fn join(a: #id, b: #id) -> #id {
                match (a, b) {
                    #(#arms)*
                }
            }
        }
    } else {
        let arms = pairs.filter_map(|(a, b)| {
            let j = variant(lattice.join(a, b)?);
            let (a, b) = (variant(a), variant(b));
            Some(quote!((#a, #b) => ::core::option::Option::Some(#j),))
        });
        quote! {
            /// The join `a ⊔ b`: the least upper bound of `a` and `b` on the lattice,
            /// or `None` where they have no upper bound (or one is not a node of it).
            pub const fn join(a: #id, b: #id) -> ::core::option::Option<#id> {
                match (a, b) {
                    #(#arms)*
                    // Unreachable only for a total lattice over every id.
                    #[allow(unreachable_patterns)]
                    _ => ::core::option::Option::None,
                }
            }
        }
    }
}
