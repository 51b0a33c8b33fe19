//! The guide: the crate chapter by chapter, from the lattice to the numerics,
//! each example a test (`cargo test --all-features --doc` runs them). The front
//! page is README.md; measurements are in BENCHMARKS.md.
//!
//! It is a module of the documentation rather than an mdBook so that it needs
//! no other tool: its examples run with the crate's own tests in CI, its links
//! to items are checked by rustdoc (`-D warnings`), and it is published with
//! the API on docs.rs. The chapters are Markdown files in `docs/guide/`,
//! readable on GitHub as they are.
//!
//! 1. [`lattice`]: why a lattice, JAX's lattice drawn and as a table.
//! 2. [`weak`]: weak types, and Rust literals as Python scalars.
//! 3. [`policies`]: standard, strict, lossless and x32 promotion, with their tables.
//! 4. [`tensors`]: typed tensors: making, operating, shapes, products, reductions,
//!    gathers, `jax.nn`.
//! 5. [`dynamic`]: run-time dtypes (`DynTensor`) and files (`.npy`, `.npz`, safetensors).
//! 6. [`threads`]: how large operations share out over a rayon pool, and why the
//!    results do not depend on it.
//! 7. [`fused`]: chains of elementwise operations run in one pass
//!    (`Tensor::lazy`), with the eager operations' bits.
//! 8. [`numerics`]: how values are computed and how they compare to JAX's.
//! 9. [`casts`]: safe casts, `finfo`/`iinfo`, `can_cast`, with their table.
//! 10. [`extended`]: the float8, float6, float4 and narrow integer dtypes.
//! 11. [`generic`]: generic code over dtypes: the bounds to write.
//! 12. [`engines`]: one typed front over the CPU engine and candle; what an
//!     engine lacks.
//! 13. [`own_lattice`]: declaring a lattice of your own with `lattice!`.
//! 14. [`errors`]: each compile error the crate gives, and its fix.
//! 15. [`tool`]: the `dtype-lattice` tool, the examples and the benchmarks.
//! 16. [`layout`]: where things are in the source.

#[doc = include_str!("../docs/guide/lattice.md")]
pub mod lattice {}

#[doc = include_str!("../docs/guide/weak.md")]
pub mod weak {}

#[doc = include_str!("../docs/guide/policies.md")]
pub mod policies {}

#[doc = include_str!("../docs/guide/tensors.md")]
pub mod tensors {}

#[doc = include_str!("../docs/guide/dynamic.md")]
pub mod dynamic {}

#[doc = include_str!("../docs/guide/threads.md")]
pub mod threads {}

#[doc = include_str!("../docs/guide/fused.md")]
pub mod fused {}

#[doc = include_str!("../docs/guide/numerics.md")]
pub mod numerics {}

#[doc = include_str!("../docs/guide/casts.md")]
pub mod casts {}

#[doc = include_str!("../docs/guide/extended.md")]
pub mod extended {}

#[doc = include_str!("../docs/guide/generic.md")]
pub mod generic {}

#[doc = include_str!("../docs/guide/engines.md")]
pub mod engines {}

#[doc = include_str!("../docs/guide/own_lattice.md")]
pub mod own_lattice {}

#[doc = include_str!("../docs/guide/errors.md")]
pub mod errors {}

#[doc = include_str!("../docs/guide/tool.md")]
pub mod tool {}

#[doc = include_str!("../docs/guide/layout.md")]
pub mod layout {}
