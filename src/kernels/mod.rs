//! Slice kernels: the loops over slices and views that the typed tensors
//! run, with no dtype markers and no `Tensor`. Elements are the element
//! types of [`scalar`](crate::scalar); vector instructions come from
//! [`simd`](crate::simd).
//!
//! | module | what |
//! |---|---|
//! | `parallel` | how large operations share out their work over the rayon pool, and the fixed block order of reductions |
//! | `huge_pages` | output vectors that ask for transparent huge pages (Linux) |
//! | `loops` | the multiversioned elementwise loops and the fused half kernel on pieces of their slices, on every core for a large operation |
//! | `half_kernel` | the fused `bfloat16`/`float16` binary kernel, eight lanes at a time |
//! | `elementwise` | the elementwise loops over arrays broadcast to one shape, an operand's elements its own or converted a block at a time |
//! | `fused` | a tree of elementwise operations run a block of elements at a time, each block in the core's cache (`Tensor::lazy`'s chains) |
//! | `converted` | an operand's elements converted a block at a time, as the loops read them (feature `dynamic`) |
//! | `copy` | strided arrays (transposes, permuted axes) copied into row-major order, cache-blocked |
//! | `reduce` | reductions and scans in XLA's orders: windows, YNNPACK's sums, extrema, folds, scans, products |
//! | `gemm` | the float matrix products: the `gemm` crate's GEMM behind a safe function of slices |
//! | `int_gemm` | the integer products whose values fit in `i16`, by pairs of `i16` products summed in `i32` |
//! | `dot` | the matrix product of each element type, as XLA computes a dot on CPU |
// Vector kernels (the transposing copies, the integer GEMM, the fused half
// kernel, the product windows) and uninitialised outputs: each block with
// its SAFETY argument.
#![allow(unsafe_code)]

#[cfg(feature = "dynamic")]
mod converted;
mod copy;
mod dot;
mod elementwise;
mod fused;
mod gemm;
mod half_kernel;
mod huge_pages;
mod int_gemm;
mod loops;
pub(crate) mod parallel;
pub(crate) mod reduce;

#[cfg(feature = "dynamic")]
pub(crate) use self::converted::{Elements, collect_converted};
pub(crate) use self::copy::{copy_rows, strided_copy, strided_copy_into};
pub use self::dot::DotElem;
pub(crate) use self::dot::any_changed_by_load;
pub(crate) use self::elementwise::{
    BinaryLoops, FnLoops, Loops, Rows, Run, Shared, TernaryLoops, UnaryLoops, collect_binary,
    collect_rows, collect_runs, collect_ternary, collect_unary, one_value, rows_view,
    write_binary_into, write_ternary_into,
};
pub(crate) use self::fused::{Binary, Leaf, Node, Ternary, Unary, collect};
pub(crate) use self::gemm::gemm;
pub(crate) use self::half_kernel::fuses;
pub(crate) use self::huge_pages::output_vec;
pub(crate) use self::int_gemm::gemm_i16;
pub(crate) use self::loops::{
    filled, half_chunks, half_collect, map_assign, on_pieces, on_rows, on_weighted_rows,
    reduce_blocks, same_slice, steps_collect, zip_assign,
};
