#!/usr/bin/env python3
"""Write the fixture of jax.numpy's gathers and scatters from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_gather_fixtures.py

It writes tests/fixtures/jax_gather.txt, with JAX running with x64 enabled, on
CPU: jnp.take (axis None, 0, 1, -1; mode fill and clip), jnp.take_along_axis
(axis 0 and -1, both modes), integer-array indexing x[idx] and x[:, idx], and
x.at[idx].set/add/multiply/min/max (with Python int and float updates and
array updates; mode drop and clip), of a (3, 4) tensor of each of seven dtypes,
with indices that repeat, count from the end and fall out of range, of three
index dtypes. Each line holds the result's dtype, shape and values. Encodings
and dtype names are those of tools/jax_tensor_fixtures.py.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (sets x64 and CPU first)
import jax_selection_fixtures as selection  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

NAMES = ["bool", "uint8", "int8", "int32", "bfloat16", "float32", "complex64"]
INDICES = {
    "i32": ("int32", [0, -1, -3, 2, 3, -4, 7, -9, 1, 1]),
    "u8": ("uint8", [0, 2, 255, 1, 1]),
    "i64": ("int64", [-1, 0, 5, -2]),
}
ALONG = {
    "rows": ("int32", (3, 1), [0, -1, 5]),
    "cols": ("int32", (1, 4), [2, -4, 9, 0]),
}


def values(name):
    raw = [(7 * i) % 12 - 4 for i in range(12)]
    if name == "bool":
        return [v > 0 for v in raw]
    if name == "uint8":
        return [v + 4 for v in raw]
    if name == "complex64":
        return [complex(v, 1) for v in raw]
    return [float(v) if name in ("bfloat16", "float32") else v for v in raw]


def encode_line(head, out, res):
    shape = "x".join(map(str, out.shape)) or "-"
    return " ".join(head + [res, shape] + base.encode(out))


def main():
    errors = base.collections.defaultdict(base.collections.Counter)
    lines = []
    base.header(lines, "Dtypes, shapes and values of jax.numpy's gathers and scatters", [
        "input DTYPE V...: the (3, 4) input of that dtype, row-major.",
        "index NAME DTYPE SHAPE V...: an index tensor (SHAPE as 3x1).",
        "value CASE DTYPE INDEX RESULT SHAPE V...: the case (its function and arguments in its name) of the"
        " input of DTYPE with the index tensor INDEX; `raises` in place of RESULT where JAX raises.",
    ])
    for key, (dtype, vals) in INDICES.items():
        lines.append(" ".join(["index", key, dtype, str(len(vals))] + [str(v) for v in vals]))
    for key, (dtype, shape, vals) in ALONG.items():
        lines.append(" ".join(["index", key, dtype, "x".join(map(str, shape))] + [str(v) for v in vals]))
    idx = {k: jnp.asarray(np.array(v, dtype=d)) for k, (d, v) in INDICES.items()}
    along = {k: jnp.asarray(np.array(v, dtype=d).reshape(s)) for k, (d, s, v) in ALONG.items()}
    with jax.numpy_dtype_promotion("standard"):
        for name in NAMES:
            host = base.host_array(name, values(name)).reshape(3, 4)
            lines.append(" ".join(["input", name] + base.encode(host)))
            x = base.device_array(name, host)
            cases = []
            for ik, i in idx.items():
                for axis in (None, 0, 1, -1):
                    for mode in ("fill", "clip"):
                        cases.append((f"take_{axis}_{mode}".replace("None", "all"), ik,
                                      lambda x, i=i, a=axis, m=mode: jnp.take(x, i, axis=a, mode=m)))
                cases.append(("getitem_0", ik, lambda x, i=i: x[i]))
                cases.append(("getitem_1", ik, lambda x, i=i: x[:, i]))
                flat = None
                for op in ("set", "add", "multiply", "min", "max"):
                    for upd_name, upd in (("int", 3), ("float", 3.7)):
                        for mode in ("drop", "clip"):
                            cases.append((f"at_{op}_{upd_name}_{mode}", ik,
                                          lambda x, i=i, op=op, u=upd, m=mode:
                                          getattr(x.reshape(-1).at[i], op)(u, mode=m)))
                    cases.append((f"at_{op}_rows", ik,
                                  lambda x, i=i, op=op: getattr(x.at[i], op)(
                                      jnp.arange(i.shape[0] * 4).reshape(i.shape[0], 4).astype(x.dtype))))
            for ak, a in along.items():
                for axis in (0, -1):
                    for mode in ("fill", "clip"):
                        cases.append((f"along_{axis}_{mode}", ak,
                                      lambda x, a=a, ax=axis, m=mode: jnp.take_along_axis(x, a, axis=ax, mode=m)))
            for case, ik, fn in cases:
                out, res = base.attempt(errors, ("value", case), fn, x)
                head = ["value", case, name, ik]
                if out is None:
                    lines.append(" ".join(head + ["raises"]))
                else:
                    lines.append(encode_line(head, out, res))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures", "jax_gather.txt")
    selection.report(path, lines, errors)


if __name__ == "__main__":
    main()
