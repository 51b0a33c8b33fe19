#!/usr/bin/env python3
"""Write the fixture of jax.nn's functions from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_nn_fixtures.py

It writes tests/fixtures/jax_nn.txt, with JAX running with x64 enabled, on
CPU: relu, relu6, sigmoid, silu, softplus, gelu (both forms), softmax and
log_softmax (along the last and the first axis), logsumexp (along the last
axis with and without keepdims, over all axes, and with weights b), standardize
and one_hot, of a (5, 7) tensor of each float dtype whose rows are seeded random
values, a row of -inf, a row with +inf and -inf, a row of large values and a
row with a NaN; relu, relu6, softplus, gelu, softmax, log_softmax, logsumexp and standardize of
integer and bool tensors too (values in a range that wraps int8's subtraction). Each
line holds the result's dtype, shape and values. Encodings and dtype names are
those of tools/jax_tensor_fixtures.py.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (sets x64 and CPU first)
import jax_selection_fixtures as selection  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

FLOATS = ["bfloat16", "float16", "float32", "float64"]
INTEGERS = ["bool", "uint8", "int8", "int16", "int32", "uint64"]
INF = float("inf")


def float_rows(rng):
    rows = [
        list(rng.normal(0, 3, 7)),
        [-INF] * 7,
        [INF, 1.0, 2.0, -INF, 0.0, -0.0, 3.0],
        [100.0, -100.0, 50.0, 1e-3, -1e-3, 20.0, -20.0],
        [1.0, float("nan"), -2.0, 0.5, 4.0, -1.5, 2.5],
    ]
    return [v for row in rows for v in row]


def main():
    errors = base.collections.defaultdict(base.collections.Counter)
    lines = []
    base.header(lines, "Dtypes, shapes and values of jax.nn's functions", [
        "input DTYPE SHAPE V...: the input tensor of that dtype, row-major (SHAPE as 5x7).",
        "value FN DTYPE RESULT SHAPE V...: FN (with its arguments in its name) of the input of DTYPE;"
        " SHAPE as 5x7, `-` for a 0-d result.",
    ])
    rng = np.random.default_rng(5)
    raw = float_rows(rng)
    b = np.array([[1.0, 0.0, 2.0, 0.5, 1.0, 0.0, 3.0]])
    b_negative = np.array([[1.0, -2.0, 1.0, 1.0, 1.0, 1.0, 1.0]])
    fns = {
        "relu": jax.nn.relu, "relu6": jax.nn.relu6, "sigmoid": jax.nn.sigmoid, "silu": jax.nn.silu,
        "softplus": jax.nn.softplus, "gelu": jax.nn.gelu,
        "gelu_exact": lambda x: jax.nn.gelu(x, approximate=False),
        "softmax_-1": lambda x: jax.nn.softmax(x, axis=-1), "softmax_0": lambda x: jax.nn.softmax(x, axis=0),
        "log_softmax_-1": lambda x: jax.nn.log_softmax(x, axis=-1),
        "log_softmax_0": lambda x: jax.nn.log_softmax(x, axis=0),
        "logsumexp_-1": lambda x: jax.nn.logsumexp(x, axis=-1),
        "logsumexp_-1_keepdims": lambda x: jax.nn.logsumexp(x, axis=-1, keepdims=True),
        "logsumexp_all": lambda x: jax.nn.logsumexp(x),
        "logsumexp_b_-1": lambda x: jax.nn.logsumexp(x, axis=-1, b=jnp.asarray(b, x.dtype)),
        "logsumexp_bneg_-1": lambda x: jax.nn.logsumexp(x, axis=-1, b=jnp.asarray(b_negative, x.dtype)),
        "standardize_-1": lambda x: jax.nn.standardize(x, axis=-1),
        "one_hot_5_float32": lambda x: jax.nn.one_hot(x, 5, dtype=jnp.float32),
    }
    with jax.numpy_dtype_promotion("standard"):
        for name in FLOATS:
            host = base.host_array(name, np.asarray(raw).astype(base.np_dtype(name)).astype(np.float64)).reshape(5, 7)
            lines.append(" ".join(["input", name, "5x7"] + base.encode(host)))
            x = base.device_array(name, host)
            for fname, fn in fns.items():
                out, res = base.attempt(errors, ("value", fname), fn, x)
                assert out is not None, (fname, name)
                shape = "x".join(map(str, out.shape)) or "-"
                lines.append(" ".join(["value", fname, name, res, shape] + base.encode(out)))
        for name in INTEGERS:
            values = [int(v) for v in rng.integers(-60 if name[0] != "u" else 0, 100, 12)]
            if name == "int8":
                values[5] = -128  # a row whose maximum minus it wraps
            if name == "bool":
                values = [bool(v % 2) for v in values]
            host = base.host_array(name, values).reshape(3, 4)
            lines.append(" ".join(["input", name, "3x4"] + base.encode(host)))
            x = base.device_array(name, host)
            for fname in ["relu", "relu6", "softplus", "gelu", "gelu_exact", "one_hot_5_float32", "softmax_-1",
                          "softmax_0", "log_softmax_-1", "log_softmax_0", "logsumexp_-1", "logsumexp_-1_keepdims",
                          "logsumexp_all", "standardize_-1"]:
                out, res = base.attempt(errors, ("value", fname), fns[fname], x)
                if out is None:
                    continue
                shape = "x".join(map(str, out.shape)) or "-"
                lines.append(" ".join(["value", fname, name, res, shape] + base.encode(out)))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures", "jax_nn.txt")
    selection.report(path, lines, errors)


if __name__ == "__main__":
    main()
