#!/usr/bin/env python3
"""Write the fixture of jax.numpy's reductions over several axes, negative
axes and keepdims, from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_axes_fixtures.py

It writes tests/fixtures/jax_axes.txt, with JAX running with x64 enabled, on
CPU: sum, prod, mean, var, std, max, min, any, all, argmax and argmin of a
(2, 3, 4) tensor of seeded values of each of a set of dtypes, for every `axis=`
of AXES (None, one axis from either end, several in any order, none) with
keepdims False and True: the result's dtype, shape and values. Encodings and
dtype names are those of tools/jax_tensor_fixtures.py.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (sets x64 and CPU first)
import jax_selection_fixtures as selection  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

SHAPE = (2, 3, 4)
NAMES = ["bool", "uint8", "int8", "int32", "float16", "bfloat16", "float32", "float64", "complex64"]
OPS = ["sum", "prod", "mean", "var", "std", "max", "min", "any", "all", "argmax", "argmin"]
AXES = [None, 0, 2, -1, -3, (0, 2), (2, 0), (-1, 1), (0, 1, 2), ()]
# jnp's `dtype=`: the reductions given a result dtype, to each of these.
AS_OPS = ["sum", "prod", "mean", "cumsum", "cumprod"]
TARGETS = ["bool", "uint8", "int8", "int32", "float16", "bfloat16", "float32", "float64", "complex64"]
INEXACT = ["float16", "bfloat16", "float32", "float64", "complex64"]
AS_AXES = [None, -1, (0, 2)]
CUMULATIVE_AXES = [None, 0, -1]
LONG_SHAPE = (6, 1000)


def axes_name(axis):
    if axis is None:
        return "all"
    if isinstance(axis, int):
        return str(axis)
    return "[" + ",".join(map(str, axis)) + "]"


def values(name, rng):
    """24 seeded values of `name` in a range whose products stay finite."""
    dtype = base.np_dtype(name)
    n = int(np.prod(SHAPE))
    if dtype == np.bool_:
        return [bool(v) for v in rng.integers(0, 2, n)]
    if dtype.kind in "iu":
        low = 0 if dtype.kind == "u" else -9
        return [int(v) for v in rng.integers(low, 10, n)]
    if dtype.kind == "c":
        parts = rng.uniform(-2, 2, (n, 2)).astype(np.float32)
        return [complex(float(a), float(b)) for a, b in parts]
    # Rounded to the dtype, so that each value is exactly representable.
    return [float(v) for v in rng.uniform(-2, 2, n).astype(dtype).astype(np.float64)]


def main():
    errors = base.collections.defaultdict(base.collections.Counter)
    lines = []
    base.header(lines, "Dtypes, shapes and values of jax.numpy's reductions over axes", [
        f"input DTYPE V...: a tensor of shape {SHAPE}, row-major.",
        "value OP DTYPE AXES KEEPDIMS RESULT SHAPE V...: OP(x, axis=AXES, keepdims=KEEPDIMS) (AXES: all for"
        " None, an axis, or [a,b] for a tuple; KEEPDIMS 0 or 1; SHAPE as 2x1x4, `-` for a 0-d result),"
        " flattened row-major; `raises` in place of RESULT where JAX raises.",
        f"long NAME DTYPE V...: a tensor of shape {LONG_SHAPE}, row-major: `sums` of values in (-1, 3),"
        " `products` of values in (0.995, 1.005).",
        "as OP INPUT TARGET AXES KEEPDIMS RESULT SHAPE V...: OP(x, axis=AXES, dtype=TARGET, keepdims=KEEPDIMS)"
        " of the input named INPUT (a dtype's (2, 3, 4) input, or a long one); TARGET `none` for no dtype=;"
        " cumsum and cumprod with KEEPDIMS 0, flattened for AXES all.",
    ])
    rng = np.random.default_rng(11)
    with jax.numpy_dtype_promotion("standard"):
        for name in NAMES:
            host = base.host_array(name, values(name, rng)).reshape(SHAPE)
            lines.append(" ".join(["input", name] + base.encode(host)))
            x = base.device_array(name, host)
            for op in OPS:
                fn = getattr(jnp, op)
                for axis in AXES:
                    for keepdims in (False, True):
                        key = ("value", op)
                        out, res = base.attempt(
                            errors, key, lambda v, a=axis, k=keepdims, f=fn: f(v, axis=a, keepdims=k), x)
                        head = ["value", op, name, axes_name(axis), str(int(keepdims))]
                        if out is None:
                            lines.append(" ".join(head + ["raises"]))
                            continue
                        shape = "x".join(map(str, out.shape)) or "-"
                        lines.append(" ".join(head + [res, shape] + base.encode(out)))
            as_lines(lines, errors, name, x, AS_OPS, TARGETS)
        for long_name, dtype, low, high in [("sums", "float32", -1.0, 3.0), ("products", "float32", 0.995, 1.005),
                                            ("products", "bfloat16", 0.995, 1.005)]:
            data = rng.uniform(low, high, LONG_SHAPE).astype(base.np_dtype(dtype)).astype(np.float64)
            host = base.host_array(dtype, data.ravel().tolist()).reshape(LONG_SHAPE)
            full = f"{long_name}_{dtype}"
            lines.append(" ".join(["long", full, dtype] + base.encode(host)))
            x = base.device_array(dtype, host)
            ops = ["sum", "mean"] if long_name == "sums" else ["prod"]
            as_lines(lines, errors, full, x, ops, ["none", "float16", "bfloat16", "float32", "float64"])
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures", "jax_axes.txt")
    selection.report(path, lines, errors)


def as_lines(lines, errors, input_name, x, ops, targets):
    """The `as` lines of `ops` of `x` with each `dtype=` of `targets`."""
    for op in ops:
        fn = getattr(jnp, op)
        cumulative = op.startswith("cum")
        for target in targets:
            if op == "mean" and target not in INEXACT + ["none"]:
                continue
            dtype = None if target == "none" else base.np_dtype(target)
            for axis in CUMULATIVE_AXES if cumulative else AS_AXES:
                for keepdims in (False,) if cumulative else (False, True):
                    if cumulative:
                        call = lambda v, a=axis, f=fn, d=dtype: f(v, axis=a, dtype=d)
                    else:
                        call = lambda v, a=axis, k=keepdims, f=fn, d=dtype: f(v, axis=a, keepdims=k, dtype=d)
                    out, res = base.attempt(errors, ("as", op), call, x)
                    head = ["as", op, input_name, target, axes_name(axis), str(int(keepdims))]
                    if out is None:
                        lines.append(" ".join(head + ["raises"]))
                        continue
                    shape = "x".join(map(str, out.shape)) or "-"
                    lines.append(" ".join(head + [res, shape] + base.encode(out)))


if __name__ == "__main__":
    main()
