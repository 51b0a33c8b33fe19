#!/usr/bin/env python3
"""Write the fixture of jax.numpy's other unary functions from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_unary_fixtures.py

It writes tests/fixtures/jax_unary.txt, with JAX running with x64 enabled, on
CPU: the result dtype of each function for each of JAX's 18 dtypes, and its
values on each dtype's edge inputs and seeded random values of its whole
range. Encodings and dtype names are those of tools/jax_tensor_fixtures.py,
whose helpers this script uses.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (sets x64 and CPU first)
import jax_selection_fixtures as selection  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import jax.scipy.special  # noqa: E402

OPS = ["sign", "floor", "ceil", "round", "trunc", "square", "reciprocal", "isnan", "isinf",
       "isfinite", "signbit", "logical_not", "bitwise_not", "expm1", "log1p", "log2", "log10",
       "rsqrt", "cbrt", "exp2", "tan", "arcsin", "arccos", "arctan", "sinh", "cosh", "arcsinh",
       "arccosh", "arctanh", "erf", "logistic"]

# The values XLA takes from the CPU's own approximations, and the tag of this
# CPU's: `rsqrt` of float32 (and complex64, whose square root it divides by)
# starts from `rsqrtss`, whose bits differ between AMD's and Intel's CPUs (the
# vendor); `rsqrt` of float64 from AVX-512's `vrsqrt14pd` where the CPU has it,
# `1/sqrt(x)` rounded twice elsewhere (`avx512` or `no-avx512`). Their lines
# name the op `rsqrt@TAG`, for the CPU that ran JAX; a run keeps the lines of
# other tags from the file it replaces, so that a fixture written on each kind
# of CPU holds them all.
CPU_DEPENDENT = {
    ("rsqrt", "float32"): base.cpu_vendor,
    ("rsqrt", "complex64"): base.cpu_vendor,
    ("rsqrt", "float64"): base.avx512_tag,
    ("rsqrt", "f*"): base.avx512_tag,
}


# The functions jax.numpy does not have, by their lax and jax.nn names.
FUNCTIONS = {"rsqrt": jax.lax.rsqrt, "erf": jax.scipy.special.erf, "logistic": jax.nn.sigmoid}


def function(op):
    return FUNCTIONS.get(op) or getattr(jnp, op)


def main():
    errors = base.collections.defaultdict(base.collections.Counter)
    lines = []
    base.header(lines, "Dtypes and values of jax.numpy's other unary functions", [
        "dtype OP DTYPE RESULT: OP(x) of a 1-d array of two ones; `-` where JAX raises.",
        "input DTYPE V...: as in tools/jax_selection_fixtures.py: edge inputs, then seeded random values.",
        "value OP DTYPE RESULT V...: OP(inputs); no line where JAX raises. OP@TAG: values that depend",
        "on the CPU (rsqrt: of float32 and complex64 on its vendor, of float64 and f* on AVX-512), a line per tag.",
    ])
    for op in OPS:
        for name in base.NAMES:
            res = selection.dtype_of(errors, ("dtype", op), function(op), base.ones(name))
            lines.append(f"dtype {op} {name} {res or '-'}")
    host = selection.inputs()
    for name in base.NAMES:
        lines.append(" ".join(["input", name] + base.encode(host[name])))
    with jax.numpy_dtype_promotion("standard"):
        for op in OPS:
            for name in base.NAMES:
                out, res = base.attempt(errors, ("value", op), function(op), base.device_array(name, host[name]))
                if out is not None:
                    tag = f"{op}@{CPU_DEPENDENT[(op, name)]()}" if (op, name) in CPU_DEPENDENT else op
                    lines.append(" ".join(["value", tag, name, res] + base.encode(out)))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures", "jax_unary.txt")
    if os.path.exists(path):
        # Other CPUs' lines of the CPU-dependent values stay.
        with open(path) as old:
            for line in old:
                fields = line.split()
                if fields[:1] == ["value"] and "@" in fields[1]:
                    op, tag = fields[1].split("@")
                    if tag != CPU_DEPENDENT[(op, fields[2])]():
                        lines.append(line.rstrip("\n"))
    selection.report(path, lines, errors)


if __name__ == "__main__":
    main()
