//! Complex functions as JAX computes them on CPU, special values included.
//!
//! JAX does not use the textbook formulas (nor `num_complex`'s, which follow
//! C99's annex G): `jnp.sin` and `jnp.cos` are JAX's own expansions into real
//! operations (`_sin_complex`, `_cos_complex` in `jax/_src/lax/lax.py`);
//! `sqrt`, `exp` and `log` are rewritten into real operations by StableHLO's
//! complex-math expander before XLA sees them (the algorithms of
//! `pearu/functional_algorithms`); `abs` and `tanh` are XLA's own
//! (`EmitComplexAbs`, `EmitComplexTanh`); division is XLA's Smith algorithm with
//! C99's recovery, and power XLA's polar form with Kahan's special cases.
//!
//! Every real operation flushes subnormal operands and results, as XLA's CPU
//! code does. The real transcendental functions are the platform's (`std`), so
//! the last bits can differ from XLA's approximations; the special values
//! (infinities, NaN, signed zeros) follow from the formulas and match.

mod base;
mod composite;
mod ops;
