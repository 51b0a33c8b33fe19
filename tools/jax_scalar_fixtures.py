#!/usr/bin/env python3
"""Write the fixture of jax.numpy with Python scalars from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_scalar_fixtures.py

It writes tests/fixtures/jax_scalars.txt, with JAX running with x64 enabled,
on CPU:

- integer powers, `x ** n` for a Python int `n` (JAX's `lax.integer_pow`, binary
  exponentiation by repeated multiplication, not `pow`), for every dtype on
  its edge inputs and seeded random values of its whole range;
- Python ints outside an integer tensor's range in the operators (`x + 300`
  for an int8 `x`), on both sides: what JAX gives (it converts the scalar to
  the tensor's dtype, wrapping) or whether it raises.

Encodings and dtype names are those of tools/jax_tensor_fixtures.py, whose
helpers this script uses.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (sets x64 and CPU first)
import jax_selection_fixtures as selection  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

EXPONENTS = [0, 1, 2, 3, 4, 5, 7, 8, 13, 31, 64, -1, -2, -3, -7]
INTEGERS = ["uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64"]
OPERATORS = {
    "add": lambda a, b: a + b,
    "subtract": lambda a, b: a - b,
    "multiply": lambda a, b: a * b,
    "true_divide": lambda a, b: a / b,
    "remainder": lambda a, b: a % b,
    "bitwise_and": lambda a, b: a & b,
    "bitwise_or": lambda a, b: a | b,
    "bitwise_xor": lambda a, b: a ^ b,
}


def out_of_range(name):
    """Python ints just outside `name`'s range, and far outside it, all within int64."""
    info = np.iinfo(np.dtype(name))
    values = [int(info.max) + 1, int(info.min) - 1, 2**40 + 3, -(2**40) - 3]
    return [v for v in values if -(2**63) <= v < 2**63]


def main():
    errors = base.collections.defaultdict(base.collections.Counter)
    lines = []
    base.header(lines, "Values of jax.numpy with Python scalars", [
        "input DTYPE V...: as in tools/jax_selection_fixtures.py: edge inputs, then seeded random values.",
        "powi DTYPE N RESULT V...: inputs ** N for the Python int N (lax.integer_pow); RESULT `-` and no"
        " values where JAX raises.",
        "scalar OP DTYPE SIDE S RESULT V...: OP(inputs, S) (SIDE right) or OP(S, inputs) (SIDE left) for a"
        " Python int S outside DTYPE's range; RESULT `-` and no values where JAX raises.",
    ])
    host = selection.inputs()
    for name in base.NAMES:
        lines.append(" ".join(["input", name] + base.encode(host[name])))
    with jax.numpy_dtype_promotion("standard"):
        for name in base.NAMES:
            x = base.device_array(name, host[name])
            for n in EXPONENTS:
                out, res = base.attempt(errors, ("powi", name), lambda v, n=n: v ** n, x)
                values = base.encode(out) if out is not None else []
                lines.append(" ".join(["powi", name, str(n), res or "-"] + values))
        for name in INTEGERS:
            x = base.device_array(name, host[name])
            for op, fn in OPERATORS.items():
                for s in out_of_range(name):
                    for side, call in (("right", lambda v, s=s, fn=fn: fn(v, s)),
                                       ("left", lambda v, s=s, fn=fn: fn(s, v))):
                        out, res = base.attempt(errors, ("scalar", op), call, x)
                        values = base.encode(out) if out is not None else []
                        lines.append(" ".join(["scalar", op, name, side, str(s), res or "-"] + values))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures", "jax_scalars.txt")
    selection.report(path, lines, errors)


if __name__ == "__main__":
    main()
