#!/usr/bin/env python3
"""Write the fixture of jax.numpy's other reductions from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_reduction_fixtures.py

It writes tests/fixtures/jax_reductions.txt, with JAX running with x64 enabled,
on CPU: the result dtypes of argmax, argmin, any, all, cumsum, cumprod, var and
std for each of JAX's 18 dtypes, and their values on a (2, N) tensor of each
dtype's edge inputs and seeded random values, over the whole tensor and along
each axis. Encodings and dtype names are those of tools/jax_tensor_fixtures.py,
whose helpers this script uses.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (sets x64 and CPU first)
import jax_selection_fixtures as selection  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

OPS = ["argmax", "argmin", "any", "all", "cumsum", "cumprod", "var", "std"]
AXES = [("all", None), ("0", 0), ("1", 1)]


def main():
    errors = base.collections.defaultdict(base.collections.Counter)
    lines = []
    base.header(lines, "Dtypes and values of jax.numpy's other reductions", [
        "dtype OP DTYPE RESULT: OP(x) of a 1-d array of two ones; `-` where JAX raises.",
        "input DTYPE V...: as in tools/jax_selection_fixtures.py: edge inputs, then seeded random values;"
        " the tensor is their first 2 * (len // 2) values, of shape (2, len // 2), row-major.",
        "value OP DTYPE AXIS RESULT V...: OP(x, axis=AXIS) (all: axis=None; cumsum and cumprod then flatten"
        " first, as JAX does), flattened row-major; no line where JAX raises.",
    ])
    for op in OPS:
        for name in base.NAMES:
            res = selection.dtype_of(errors, ("dtype", op), getattr(jnp, op), base.ones(name))
            lines.append(f"dtype {op} {name} {res or '-'}")
    host = selection.inputs()
    for name in base.NAMES:
        lines.append(" ".join(["input", name] + base.encode(host[name])))
    with jax.numpy_dtype_promotion("standard"):
        for name in base.NAMES:
            values = host[name]
            k = len(values) // 2
            x = base.device_array(name, values[: 2 * k].reshape(2, k))
            for op in OPS:
                fn = getattr(jnp, op)
                for axis_name, axis in AXES:
                    out, res = base.attempt(errors, ("value", op), lambda v, axis=axis, fn=fn: fn(v, axis=axis), x)
                    if out is not None:
                        lines.append(" ".join(["value", op, name, axis_name, res] + base.encode(out)))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures", "jax_reductions.txt")
    selection.report(path, lines, errors)


if __name__ == "__main__":
    main()
