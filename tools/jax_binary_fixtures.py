#!/usr/bin/env python3
"""Write the fixture of more binary functions of jax.numpy from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_binary_fixtures.py

It writes tests/fixtures/jax_binary.txt, with JAX running with x64 enabled, on
CPU: the result dtypes of logical_and, logical_or, logical_xor, fmax, fmin,
copysign, nextafter, left_shift, right_shift, arctan2, hypot, logaddexp,
logaddexp2 and float_power for every ordered pair of
JAX's 18 dtypes in both promotion modes, and their values on the edge inputs
of the operation fixture (broadcast and of one shape) and on seeded random
values of each dtype's whole range. Encodings and dtype names are those of
tools/jax_tensor_fixtures.py, whose helpers this script uses.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (sets x64 and CPU first)
import jax_selection_fixtures as selection  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

OPS = ["logical_and", "logical_or", "logical_xor", "fmax", "fmin", "copysign", "nextafter",
       "left_shift", "right_shift", "arctan2", "hypot", "logaddexp", "logaddexp2", "float_power"]


def main():
    errors = base.collections.defaultdict(base.collections.Counter)
    lines = []
    base.header(lines, "Dtypes and values of more binary functions of jax.numpy", [
        "dtype MODE OP A B RESULT: OP(a, b) of 1-d arrays of two ones; `-` where JAX raises.",
        "input DTYPE V...: the edge inputs of tools/jax_tensor_fixtures.py.",
        "rinput DTYPE V...: seeded random values (tools/jax_tensor_fixtures.py's random_inputs).",
        "binary OP A B RESULT V...: OP(a[:, None], b[None, :]), flattened.",
        "same OP A B RESULT V...: OP(a repeated, b tiled): the same values from operands of one shape.",
        "random OP A B RESULT V...: OP(a, b) of the random inputs, elementwise.",
        "No value line where JAX raises.",
    ])
    for mode in ("standard", "strict"):
        with jax.numpy_dtype_promotion(mode):
            for op in OPS:
                for a in base.NAMES:
                    for b in base.NAMES:
                        res = selection.dtype_of(errors, ("dtype", mode, op), getattr(jnp, op),
                                                 base.ones(a), base.ones(b))
                        lines.append(f"dtype {mode} {op} {a} {b} {res or '-'}")
    host = {name: base.host_array(name, base.INPUTS[name]) for name in base.NAMES}
    rand = {name: base.host_array(name, base.random_inputs(name)) for name in base.NAMES}
    for name in base.NAMES:
        lines.append(" ".join(["input", name] + base.encode(host[name])))
    for name in base.NAMES:
        lines.append(" ".join(["rinput", name] + base.encode(rand[name])))
    dev = base.device_array
    with jax.numpy_dtype_promotion("standard"):
        for op in OPS:
            fn = getattr(jnp, op)
            for a in base.NAMES:
                for b in base.NAMES:
                    x, y = host[a], host[b]
                    out, res = base.attempt(errors, ("binary", op), fn, dev(a, x.reshape(-1, 1)), dev(b, y.reshape(1, -1)))
                    if out is None:
                        continue
                    lines.append(" ".join(["binary", op, a, b, res] + base.encode(out)))
                    out, res2 = base.attempt(errors, ("same", op), fn, dev(a, np.repeat(x, len(y))),
                                             dev(b, np.tile(y, len(x))))
                    assert res2 == res, (op, a, b)
                    lines.append(" ".join(["same", op, a, b, res] + base.encode(out)))
                    out, res2 = base.attempt(errors, ("random", op), fn, dev(a, rand[a]), dev(b, rand[b]))
                    assert res2 == res, (op, a, b)
                    lines.append(" ".join(["random", op, a, b, res] + base.encode(out)))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures", "jax_binary.txt")
    selection.report(path, lines, errors)


if __name__ == "__main__":
    main()
