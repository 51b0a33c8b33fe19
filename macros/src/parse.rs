//! The grammar of `lattice!`: a few `key = value;` settings, then the entries.
//!
//! ```text
//! trait = ::my_crate::Promote;                     // required
//! order = ::my_crate::SafeCast;                    // optional: `A ≤ B` as a marker trait
//! types = ::my_crate::dtypes;                      // optional: where the node types live
//! #[doc = "…"] runtime = pub mod name for ::my_crate::Id;  // optional: run-time table
//! total;                                           // optional: every pair must have a join
//! Node => [Cover, Cover],                          // one entry per node
//! Top => [],
//! ```

use proc_macro2::Span;
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::{Attribute, Ident, Path, Token, Visibility, bracketed};

use crate::lattice::Entry;

/// The macro's input, parsed but not yet validated as a lattice.
pub struct Input {
    /// The trait to implement: `impl Trait<Rhs> for Lhs { type Output = …; }`.
    pub trait_path: Path,
    /// A marker trait to implement as `impl Order<B> for A {}` wherever
    /// `A ⊔ B = B`; `None`: no such impls.
    pub order: Option<Path>,
    /// The module the node types live in; `None`: the names as written.
    pub types: Option<Path>,
    pub runtime: Option<Runtime>,
    /// `Some(span of "total")` when every pair is required to have a join.
    pub total: Option<Span>,
    pub entries: Vec<Entry<Ident>>,
}

/// `#[attrs] runtime = VIS mod NAME for ID;`
pub struct Runtime {
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub name: Ident,
    /// An enum with one variant per node, named like the node.
    pub id: Path,
}

mod kw {
    syn::custom_keyword!(order);
    syn::custom_keyword!(types);
    syn::custom_keyword!(runtime);
    syn::custom_keyword!(total);
}

const EXPECTED: &str = "expected `trait = …;`, `order = …;`, `types = …;`, \
                        `runtime = … mod NAME for ID;`, `total;` or an entry `Node => [Covers, …],`";

impl Parse for Input {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut trait_path = None;
        let mut order = None;
        let mut types = None;
        let mut runtime = None;
        let mut total = None;
        let mut entries = Vec::new();

        while !input.is_empty() {
            let attrs = input.call(Attribute::parse_outer)?;
            if !attrs.is_empty() && !input.peek(kw::runtime) {
                return Err(input.error("attributes are only allowed before `runtime = …;`"));
            }
            if input.peek(Ident) && input.peek2(Token![=>]) {
                entries.push(parse_entry(input)?);
                if !input.is_empty() {
                    input.parse::<Token![,]>()?;
                }
                continue;
            }
            if !entries.is_empty() {
                return Err(input.error(
                    "settings (`trait`, `order`, `types`, `runtime`, `total`) come before the entries",
                ));
            }
            if input.peek(Token![trait]) {
                let keyword: Token![trait] = input.parse()?;
                set_once(&mut trait_path, path_value(input)?, keyword.span, "trait")?;
            } else if input.peek(kw::order) {
                let keyword: kw::order = input.parse()?;
                set_once(&mut order, path_value(input)?, keyword.span, "order")?;
            } else if input.peek(kw::types) {
                let keyword: kw::types = input.parse()?;
                set_once(&mut types, path_value(input)?, keyword.span, "types")?;
            } else if input.peek(kw::runtime) {
                let keyword: kw::runtime = input.parse()?;
                input.parse::<Token![=]>()?;
                let vis: Visibility = input.parse()?;
                input.parse::<Token![mod]>()?;
                let name: Ident = input.parse()?;
                input.parse::<Token![for]>()?;
                let id = input.call(Path::parse_mod_style)?;
                check_absolute(&id)?;
                input.parse::<Token![;]>()?;
                let value = Runtime {
                    attrs,
                    vis,
                    name,
                    id,
                };
                set_once(&mut runtime, value, keyword.span, "runtime")?;
            } else if input.peek(kw::total) {
                let keyword: kw::total = input.parse()?;
                input.parse::<Token![;]>()?;
                set_once(&mut total, keyword.span, keyword.span, "total")?;
            } else {
                return Err(input.error(EXPECTED));
            }
        }

        let trait_path = trait_path.ok_or_else(|| {
            syn::Error::new(
                Span::call_site(),
                "missing `trait = path::to::Trait;`: the trait that the lattice implements",
            )
        })?;
        if entries.is_empty() {
            return Err(syn::Error::new(
                Span::call_site(),
                "the lattice has no entries: write one `Node => [Covers, …],` per node",
            ));
        }
        Ok(Input {
            trait_path,
            order,
            types,
            runtime,
            total,
            entries,
        })
    }
}

/// A setting's value after its keyword: `= path::to::Item;`.
fn path_value(input: ParseStream) -> syn::Result<Path> {
    input.parse::<Token![=]>()?;
    let path = input.call(Path::parse_mod_style)?;
    input.parse::<Token![;]>()?;
    Ok(path)
}

fn parse_entry(input: ParseStream) -> syn::Result<Entry<Ident>> {
    let node: Ident = input.parse()?;
    input.parse::<Token![=>]>()?;
    let content;
    bracketed!(content in input);
    let covers = Punctuated::<Ident, Token![,]>::parse_terminated(&content)?;
    Ok(Entry {
        node,
        covers: covers.into_iter().collect(),
    })
}

fn set_once<T>(slot: &mut Option<T>, value: T, span: Span, key: &str) -> syn::Result<()> {
    if slot.is_some() {
        return Err(syn::Error::new(span, format!("`{key}` is given twice")));
    }
    *slot = Some(value);
    Ok(())
}

/// The id enum is named from inside the generated module, so a relative path
/// would not resolve there.
fn check_absolute(path: &Path) -> syn::Result<()> {
    let first = &path.segments[0].ident;
    let relative = path.leading_colon.is_none()
        && (path.segments.len() == 1 || first == "self" || first == "super");
    if relative {
        return Err(syn::Error::new_spanned(
            path,
            "write the id enum's path in full, such as `crate::DTypeId` or `::my_crate::DTypeId`: \
             it is used inside the generated module",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> syn::Result<Input> {
        syn::parse_str(text)
    }

    fn error(text: &str) -> String {
        match parse(text) {
            Ok(_) => panic!("expected a parse error for {text:?}"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn parses_settings_and_entries() {
        let input = parse(
            "trait = ::k::Promote; order = ::k::Below; types = ::k; \
             /// Docs.\n runtime = pub(crate) mod table for crate::Id; total; \
             A => [B, C], B => [C], C => []",
        )
        .unwrap();
        assert!(input.order.is_some() && input.types.is_some() && input.total.is_some());
        let runtime = input.runtime.unwrap();
        assert_eq!(runtime.name, "table");
        assert_eq!(runtime.attrs.len(), 1);
        let names: Vec<String> = input.entries.iter().map(|e| e.node.to_string()).collect();
        assert_eq!(names, ["A", "B", "C"]);
        assert_eq!(input.entries[0].covers.len(), 2);
    }

    #[test]
    fn trailing_commas_are_optional() {
        assert!(parse("trait = T; A => [B,], B => [],").is_ok());
        assert!(parse("trait = T; A => [B], B => []").is_ok());
    }

    #[test]
    fn rejects_what_is_not_the_grammar() {
        assert_eq!(
            error("A => []"),
            "missing `trait = path::to::Trait;`: the trait that the lattice implements"
        );
        assert_eq!(
            error("trait = T;"),
            "the lattice has no entries: write one `Node => [Covers, …],` per node"
        );
        assert_eq!(
            error("trait = T; trait = U; A => []"),
            "`trait` is given twice"
        );
        assert_eq!(error("trait = T; colour = red; A => []"), EXPECTED);
        assert_eq!(
            error("trait = T; A => [], total;"),
            "settings (`trait`, `order`, `types`, `runtime`, `total`) come before the entries"
        );
        assert_eq!(
            error("trait = T; order = O; order = O; A => []"),
            "`order` is given twice"
        );
        assert!(error("trait = T; runtime = mod m for Id; A => []").contains("in full"));
        assert!(error("trait = T; #[doc = \"x\"] total; A => []").contains("only allowed"));
    }
}
