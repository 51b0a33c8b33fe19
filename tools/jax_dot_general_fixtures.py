#!/usr/bin/env python3
"""Write the fixture of lax.dot_general from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_dot_general_fixtures.py

It writes tests/fixtures/jax_dot_general.txt, with JAX running with x64 enabled,
on CPU: lax.dot_general of seeded operands with contracting and batch dimension
numbers in several layouts, without and with preferred_element_type (int8 into
int32, bfloat16 into float32). Encodings and dtype names are those of
tools/jax_tensor_fixtures.py.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (sets x64 and CPU first)
import jax_selection_fixtures as selection  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

# name, dtype, lhs shape, rhs shape, ((lhs contract), (rhs contract)), ((lhs batch), (rhs batch)), preferred
CASES = [
    ("batched", "float32", (2, 3, 4), (2, 4, 5), ((2,), (1,)), ((0,), (0,)), None),
    ("batch_in_the_middle", "float32", (3, 2, 4), (4, 5, 2), ((2,), (0,)), ((1,), (2,)), None),
    ("no_batch", "float64", (3, 4), (5, 4), ((1,), (1,)), ((), ()), None),
    ("two_contracting", "float32", (3, 4, 2), (2, 5, 4), ((1, 2), (2, 0)), ((), ()), None),
    ("int8_in_int32", "int8", (2, 3, 64), (2, 64, 3), ((2,), (1,)), ((0,), (0,)), "int32"),
    ("bfloat16_in_float32", "bfloat16", (2, 3, 8), (2, 8, 3), ((2,), (1,)), ((0,), (0,)), "float32"),
]


def operand(name, shape, rng):
    n = int(np.prod(shape))
    if name == "int8":
        values = [int(v) for v in rng.integers(-100, 101, n)]
    else:
        values = [float(v) for v in rng.normal(0, 2, n).astype(base.np_dtype(name)).astype(np.float64)]
    return base.host_array(name, values).reshape(shape)


def main():
    errors = base.collections.defaultdict(base.collections.Counter)
    lines = []
    base.header(lines, "Dtypes, shapes and values of lax.dot_general", [
        "case NAME DTYPE PREFERRED: a case (PREFERRED `-` for none), then its three lines:",
        "lhs SHAPE V... and rhs SHAPE V...: the operands (SHAPE as 2x3x4), row-major;",
        "out RESULT SHAPE V...: lax.dot_general(lhs, rhs, dimension numbers of the case in tests/jax_dot_general.rs).",
    ])
    rng = np.random.default_rng(17)
    for name, dtype, ls, rs, contract, batch, preferred in CASES:
        lhs, rhs = operand(dtype, ls, rng), operand(dtype, rs, rng)
        out = jax.lax.dot_general(base.device_array(dtype, lhs), base.device_array(dtype, rhs), (contract, batch),
                                  preferred_element_type=preferred and jnp.dtype(preferred))
        shape = lambda s: "x".join(map(str, s)) or "-"  # noqa: E731
        lines.append(f"case {name} {dtype} {preferred or '-'}")
        lines.append(" ".join(["lhs", shape(ls)] + base.encode(lhs)))
        lines.append(" ".join(["rhs", shape(rs)] + base.encode(rhs)))
        lines.append(" ".join(["out", base.name_of(out), shape(out.shape)] + base.encode(out)))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures", "jax_dot_general.txt")
    selection.report(path, lines, errors)


if __name__ == "__main__":
    main()
