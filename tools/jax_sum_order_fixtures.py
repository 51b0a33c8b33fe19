"""Sums in XLA's order: JAX's bits for `tests/jax_sum_order.rs`.

Writes `tests/fixtures/jax_sum_order.txt`: for each case (dtype, shape, axis),
the bits of JAX's `jnp.sum` (and `jnp.mean` and `jnp.var`) of a tensor whose
values both sides generate from the same integer hash (`value`, below, and the
test's), so that only the results are stored. Each value is exact in
`float32`: a 24-bit integer times a power of two between 2^-31 and 2^-16, of
either sign.

Run with `python3 tools/jax_sum_order_fixtures.py` (jax 0.10.2, CPU) on a
machine of two cores, not pinned: how XLA's scheduler tiles the `float32`
sums it hands to YNNPACK depends on how many CPUs the process may run on
(pinned to one with `taskset -c 0`, 8 of the 34 `float32` sum cases come out
with other bits: sums of 40,000 values and more, the column sums, rows of
100,000), not on XLA's thread count. Not on the CPU's vector width: written
on an Intel Xeon with AVX-512, then rewritten on 2026-11-27 on an AMD EPYC of
the Zen 3 family (AVX2 only, two CPUs), the file came out the same, byte for
byte.
"""

import pathlib

import jax
import jax.numpy as jnp
import numpy as np

jax.config.update("jax_enable_x64", True)

def values(n, seed):
    """The test's values: splitmix64 of `seed * 2^32 + i`, its top 24 bits
    less 2^23 times 2^-(16 + its bits 20..24)."""
    x = (np.arange(n, dtype=np.uint64) + np.uint64(seed << 32))
    with np.errstate(over="ignore"):
        x = x + np.uint64(0x9E3779B97F4A7C15)
        x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        x = x ^ (x >> np.uint64(31))
    mantissa = (x >> np.uint64(40)).astype(np.int64) - (1 << 23)
    exponent = -(16 + ((x >> np.uint64(20)) & np.uint64(15)).astype(np.int64))
    return np.ldexp(mantissa.astype(np.float64), exponent)


CASES = [
    # (shape, axes): "all" or one axis
    ((7,), "all"), ((33,), "all"), ((100,), "all"), ((1000,), "all"), ((4095,), "all"),
    ((4096,), "all"), ((10000,), "all"), ((32768,), "all"), ((40000,), "all"),
    ((100000,), "all"), ((1000000,), "all"),
    ((8, 100), 0), ((8, 100), 1), ((50, 81), 0), ((50, 81), 1),
    ((64, 100), 0), ((64, 100), 1), ((100, 64), 0), ((100, 64), 1),
    ((1000, 1000), 0), ((1000, 1000), 1), ((4096, 64), 0), ((4096, 64), 1),
    ((256, 2048), 0), ((2000, 100), 0), ((3, 100000), 1), ((10, 40000), 1),
    ((8, 64, 32), 1), ((4, 300, 16), 1), ((4, 300, 16), 0), ((64, 64), "all"),
    # Short rows of at least 4,096 elements, which the crate sums a vector of rows at a time.
    ((1024, 8), 1), ((512, 16), 1), ((2048, 3), 1),
]


def bits(x, dtype):
    x = np.asarray(x, dtype).reshape(-1)
    return " ".join(f"{v:x}" for v in x.view(np.uint32 if dtype == np.float32 else np.uint64))


def main():
    out = ["# jnp.sum, jnp.mean and jnp.var in XLA's order, jax " + jax.__version__,
           "# op dtype shape axis bits..."]
    for seed, (shape, axis) in enumerate(CASES):
        n = int(np.prod(shape))
        for dtype, name in [(np.float32, "float32"), (np.float64, "float64")]:
            x = jnp.asarray(values(n, seed).astype(dtype).reshape(shape))
            ax = None if axis == "all" else axis
            for op, f in [("sum", jnp.sum), ("mean", jnp.mean), ("var", jnp.var)]:
                # Each operation as JAX runs it eagerly: its own compiled
                # function. (A `jax.jit` of a lambda calling `jnp.var` lets
                # XLA's simplifier rewrite its division by the count into a
                # product by the reciprocal: other bits. `sum` and `mean`
                # compile to the same code either way.)
                r = f(x, axis=ax)
                dims = "x".join(map(str, shape))
                out.append(f"{op} {name} {dims} {axis} {seed} {bits(r, dtype)}")
    path = pathlib.Path(__file__).parent.parent / "tests/fixtures/jax_sum_order.txt"
    path.write_text("\n".join(out) + "\n")
    print(f"wrote {path} ({path.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
