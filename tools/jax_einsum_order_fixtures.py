#!/usr/bin/env python3
"""Write the fixture of einsum's summation order from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_einsum_order_fixtures.py

It writes tests/fixtures/jax_einsum_order.txt: for einsums whose pair of
operands shares two or more contracted labels, named in an order other than
the operands' memory order (`"BTNH,NHD->BTD"`: JAX's `jnp.einsum` lists a
pair's contracted labels to `lax.dot_general` sorted, `H` before `N`, and
XLA sums them as one axis, the first outermost), the operands and JAX's
result, bit for bit, in bfloat16, float16 and float32, eagerly on CPU (the
operands are strong, so x64 does not change them). Encodings are those of
tools/jax_tensor_fixtures.py.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (sets x64 and CPU first)

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

# Each case: its name, the subscripts, and the operands' shapes, with sums
# long enough (hundreds of terms) that another order changes the last bits.
CASES = [
    ("heads", "BTNH,NHD->BTD", (2, 16, 8, 32), (8, 32, 24)),
    ("reversed", "abc,cbd->ad", (16, 24, 16), (16, 24, 12)),
    ("three_labels", "xyzw,zwyv->xv", (8, 6, 8, 10), (8, 10, 6, 6)),
]
DTYPES = ["bfloat16", "float16", "float32"]


def main():
    rng = np.random.default_rng(2026)
    lines = []
    base.header(lines, "einsum's summation order", [
        "CASE SUBSCRIPTS DTYPE: a case; then `a`, `b` and `out` lines: SHAPE (comma-separated) and the"
        " values, row-major, in the fixture encoding.",
    ])
    for name, subscripts, sa, sb in CASES:
        for dtype in DTYPES:
            a = (rng.standard_normal(sa) * 2).astype(np.float32)
            b = (rng.standard_normal(sb) * 2).astype(np.float32)
            ja, jb = jnp.asarray(a, dtype=dtype), jnp.asarray(b, dtype=dtype)
            out = jax.block_until_ready(jnp.einsum(subscripts, ja, jb))
            assert out.dtype == jnp.dtype(dtype), (name, dtype, out.dtype)
            lines.append(f"case {name} {subscripts} {dtype}")
            for tag, arr in (("a", ja), ("b", jb), ("out", out)):
                shape = ",".join(map(str, arr.shape))
                lines.append(" ".join([tag, shape] + base.encode(arr)))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures",
                        "jax_einsum_order.txt")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
