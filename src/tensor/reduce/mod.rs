//! Reductions over the whole tensor and along an axis, with JAX's result
//! dtypes ([`Reduce`]): `sum` and `prod` of `Int8` are `Int64`, `mean` of
//! `Int8` is `Float32`, and so on.
//!
//! As in JAX, `bfloat16` and `float16` accumulate in `f32` and round once at
//! the end (`sum`, `prod`, `mean`, `var`, `std`); `cumsum` and `cumprod`
//! compute in their result's dtype, rounding at each step.
//!
//! Float sums (`sum`, `mean`, `var`, `std` of `f32`, `f64` and the half
//! types) add in XLA's order (`kernels::reduce`), whole and along any axis:
//! JAX's bits where XLA's tiles are reproduced (`tests/jax_sum_order.rs`).
//! `prod` and the sums of other dtypes fold blocks of 16,384 elements in
//! row-major order, each from the identity, then the blocks' results in
//! order: on the threads of the current rayon pool for a large contiguous
//! tensor (`kernels::parallel`), on this thread otherwise, with the same
//! result either way. `max` and `min` of the real dtypes give the same bits
//! in any order (NaN wins, `+0.0` is above `-0.0`, subnormals are zeros), so
//! each block is folded in 32 independent lanes, vectorised; along an outer
//! axis whole rows are folded at a time, the columns side by side. `argmax`
//! and `argmin` of a contiguous lane take the extremum so and then search
//! for its first occurrence (or the first NaN), which is the index a scan in
//! order finds; `any` and `all` scan the blocks and take the first answer in
//! order. Reductions along an axis reduce each lane so, the lanes of a large
//! tensor in parallel.
//!
//! `cumsum` and `cumprod` run in the result's dtype one step at a time, in
//! order along each lane (XLA's order), a few KiB at a time converted and
//! scanned while in the cache, whole rows at a time along an outer axis;
//! `f32` and `f64` with the hardware's operations under XLA's float mode.
//!
//! `argmax`, `argmin`, `any`, `all`, `cumsum`, `cumprod`, `var` and `std` are
//! checked against JAX for every dtype in `tests/jax_reductions.rs`.
//!
//! One family a file: `sum` (`sum`, `mean`), `product`, `extrema` (`max`,
//! `min`), `arg` (`argmax`, `argmin`), `scan` (`cumsum`, `cumprod`),
//! `logical` (`any`, `all`), `moments` (`var`, `std`); `values` is what
//! they read.

mod arg;
mod extrema;
mod logical;
mod moments;
mod product;
mod scan;
mod sum;
mod values;

#[cfg(test)]
mod tests;
