//! The orders in which XLA's CPU code adds up a float sum, re-derived from
//! its sources and checked bit for bit against JAX 0.10.2 (`jaxlib` 0.10.2,
//! `tools/reduction_order.py`), so that sums here are JAX's bits where the
//! order could be found, and vectorised: several independent accumulators,
//! memory read once.
//!
//! XLA 0.10.2 on CPU reduces a float array in one of two ways, chosen by the
//! number of elements of the array reduced ([`XLA_EMITTED_BELOW`]):
//!
//! - **Fewer than 4,096 elements**: XLA emits the loops itself, after its
//!   tree-reduction rewrite: a lane of more than 32 values is cut into windows
//!   of 32 (padded evenly at both ends with zeros), each summed in order from
//!   zero, and the windows' sums are reduced the same way until at most 32
//!   remain, which are summed in order ([`window_tree`]).
//! - **4,096 elements or more**: XLA hands the reduction to YNNPACK
//!   (google/XNNPACK's `ynnpack/kernels/reduce/sum.h`), whose kernels keep a
//!   64-byte vector of accumulators (16 `f32` lanes, 8 `f64`): values are
//!   added four vectors at a time into a fresh vector, that into the first
//!   level of a degree-16 tree of accumulators, and the tree's top level by
//!   Kahan summation; the lanes are added pairwise at the end. A lane along
//!   the innermost axis is read as consecutive vectors ([`lane_sum`]); a
//!   reduction along an outer axis keeps one accumulator per column and adds
//!   four rows at a time ([`column_sums`]). YNNPACK's scheduler cuts long
//!   reductions into tiles of about 128 KiB and sums the tiles' results
//!   again. For a whole array (and a lane longer than a tile) the tiles are
//!   runs of 128 KiB; for a column sum, runs of `32768 / columns` rows (of
//!   `f32`). The scheduler's tiles depend on the whole shape in ways not
//!   reproduced here (a `[10, 40000]` array's rows are not cut): there the
//!   sums can differ from JAX's in the last bits. They also depend on the
//!   number of CPUs the process may run on: the orders here are those of a
//!   process on two (where the fixtures were written); pinned to one CPU,
//!   JAX sums 8 of the 34 `float32` cases of `tests/jax_sum_order.rs` in
//!   other orders. The vector width of the CPU changes none of them (the
//!   fixtures came out the same on an Intel CPU with AVX-512 and an AMD one
//!   with AVX2 only). XLA hands `jnp.var` to YNNPACK whole: the squared
//!   deviations from the means go through the same kernels
//!   (`SumFloat::deviation_lanes`, `SumFloat::deviation_columns`).
//!
//! The kernels are written once over a vector of lanes (`simd::SumVector`):
//! two AVX2 registers or one AVX-512 register on x86_64, chosen by
//! measurement per kernel, an array of lanes elsewhere. Each column's
//! additions are its own, so a column sum runs in the order the cache
//! prefers (a band of columns through every tile, each tile's tree in
//! registers, the tiles' sums summed as they come) with YNNPACK's bits.
//! Kernels that take many short rows side by side, a row per lane, load
//! their columns four at a time (`SumVector::gather4`: on AVX2 by
//! transposing loads of 8 × 4 blocks, since AVX2's gathers are slow on some
//! CPUs, AMD's Zen 3 among them); the plain extrema of long lanes and rows
//! read four runs side by side ([`STREAMS`]), which one core of such a CPU
//! reads about 1.6 times as fast as one run.
//!
//! Every operation flushes subnormals, as XLA's code runs with DAZ and FTZ:
//! on x86_64 the loops run under that mode ([`XlaFloatMode`]) with the
//! hardware's `+`, elsewhere each addition flushes ([`RealFloat::add`]). The
//! order is a function of the shape alone, so the result does not depend on
//! the number of threads: tiles are summed on the pool's threads, and their
//! results together, in order.
//!
//! | module | what |
//! |---|---|
//! | `lanes` | what the kernels share: [`SumFloat`], XLA's float mode step by step, the portable vector of lanes, [`Columns`], [`WINDOW`] |
//! | `sum_rows` | YNNPACK's `k1` kernel: sums of lanes of consecutive values, tile by tile |
//! | `sum_columns` | YNNPACK's `kn` kernel: sums of columns, in bands through every tile |
//! | `sum` | [`SumFloat`] for `f32` and `f64`, from those two kernels |
//! | `window` | XLA's own tree of windows, for reductions below [`XLA_EMITTED_BELOW`] elements and any operation |
//! | `product` | products in XLA's windows, side by side in vector lanes (`window_product`: their AVX kernel) |
//! | `extrema` | `max`, `min` and their indices by plain vector comparisons, where those are exact |
//! | `fold` | order-free folds (integer sums, `any`, `all`) in independent lanes, and the first value that hits |
//! | `scan` | running sums and products |

mod extrema;
mod fold;
mod lanes;
mod product;
mod scan;
mod sum;
mod sum_columns;
mod sum_rows;
mod tree;
mod window;
mod window_product;

pub(crate) use self::extrema::{plain_arg_extrema, plain_columns, plain_extrema, plain_extremum};
pub(crate) use self::fold::{fold_columns, fold_lanes, position};
pub(crate) use self::lanes::{Columns, SumFloat, WINDOW};
pub(crate) use self::product::{Windows, product_windows, run_products};
pub(crate) use self::scan::{float_scan, scan};
pub(crate) use self::sum_rows::{squared_deviation, tile_len};
pub(crate) use self::window::{XLA_EMITTED_BELOW, column_window_folds, window_fold, window_tree};

#[cfg(test)]
mod tests;
