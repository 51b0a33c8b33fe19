#!/usr/bin/env python3
"""Write the fixture of jax.numpy's array making, splitting and reordering
functions from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_array_fixtures.py

It writes tests/fixtures/jax_arrays.txt, with JAX running with x64 enabled, on
CPU: tril, triu, flip, roll, split, array_split, diff, diagonal, trace, sort,
argsort, lax.top_k, repeat, tile and pad (constant, edge, reflect) of a (3, 4) tensor of each of seven dtypes (floats with a
NaN, signed zeros and repeated values); tri, eye, identity, linspace, arange
with a start and a step, zeros_like, ones_like and full_like in those dtypes;
lax.bitcast_convert_type of each input but bool to nine dtypes.
Each line holds the result's dtype, shape and values. Encodings and dtype names
are those of tools/jax_tensor_fixtures.py.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (sets x64 and CPU first)
import jax_selection_fixtures as selection  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

NAMES = ["bool", "uint8", "int8", "int32", "bfloat16", "float32", "float64"]
NAN = float("nan")
# lax.bitcast_convert_type of each input but bool to these (JAX raises where
# the last axis does not hold one element of a wider target).
BITCAST_TARGETS = ["uint8", "int8", "int16", "int32", "bfloat16", "float16", "float32", "float64", "uint64"]


def values(name):
    if name == "bool":
        return [bool((7 * i) % 3) for i in range(12)]
    if name == "uint8":
        return [(7 * i) % 12 + (i % 2) * 200 for i in range(12)]
    if name in ("int8", "int32"):
        return [(7 * i) % 12 - 5 for i in range(12)]
    return [2.5, -0.0, NAN, 1.0, 0.0, -3.0, 2.5, 7.25, -1.5, 1.0, 0.0, -0.0]


def main():
    errors = base.collections.defaultdict(base.collections.Counter)
    lines = []
    base.header(lines, "Dtypes, shapes and values of jax.numpy's array functions", [
        "input DTYPE V...: the (3, 4) input of that dtype, row-major.",
        "value CASE DTYPE RESULT SHAPE V...: the case (its function and arguments in its name) of the input of"
        " DTYPE, or, for a constructor, made in DTYPE; `raises` in place of RESULT where JAX raises.",
    ])
    with jax.numpy_dtype_promotion("standard"):
        for name in NAMES:
            host = base.host_array(name, values(name)).reshape(3, 4)
            lines.append(" ".join(["input", name] + base.encode(host)))
            x = base.device_array(name, host)
            dt = base.np_dtype(name)
            cases = []
            for k in (-1, 0, 1):
                cases += [(f"tril_{k}", lambda x, k=k: jnp.tril(x, k)), (f"triu_{k}", lambda x, k=k: jnp.triu(x, k))]
                cases += [(f"tri_{k}", lambda x, k=k: jnp.tri(3, 4, k, dtype=x.dtype)),
                          (f"eye_{k}", lambda x, k=k: jnp.eye(3, 4, k, dtype=x.dtype))]
            cases += [("identity", lambda x: jnp.identity(3, dtype=x.dtype))]
            for axes_name, axes in (("0", 0), ("-1", -1), ("[0,1]", (0, 1)), ("all", None)):
                cases.append((f"flip_{axes_name}", lambda x, a=axes: jnp.flip(x, a)))
            cases += [("roll_2_0", lambda x: jnp.roll(x, 2, 0)), ("roll_-1_-1", lambda x: jnp.roll(x, -1, -1)),
                      ("roll_5_all", lambda x: jnp.roll(x, 5))]
            for p in range(2):
                cases.append((f"split_2_1_{p}", lambda x, p=p: jnp.split(x, 2, axis=1)[p]))
            for p in range(3):
                cases.append((f"array_split_3_1_{p}", lambda x, p=p: jnp.array_split(x, 3, axis=1)[p]))
                cases.append((f"split_at_[1,9]_0_{p}", lambda x, p=p: jnp.split(x, [1, 9], axis=0)[p]))
            if name != "bool":
                cases += [("diff_1_-1", lambda x: jnp.diff(x, 1, -1)), ("diff_2_0", lambda x: jnp.diff(x, 2, 0))]
            for off in (0, 1, -1):
                cases += [(f"diagonal_{off}", lambda x, o=off: jnp.diagonal(x, o)),
                          (f"trace_{off}", lambda x, o=off: jnp.trace(x, o))]
            for axis_name, axis in (("-1", -1), ("0", 0), ("all", None)):
                cases += [(f"sort_{axis_name}", lambda x, a=axis: jnp.sort(x, axis=a)),
                          (f"argsort_{axis_name}", lambda x, a=axis: jnp.argsort(x, axis=a))]
            cases += [("top_k_2_values", lambda x: jax.lax.top_k(x, 2)[0]),
                      ("top_k_2_indices", lambda x: jax.lax.top_k(x, 2)[1])]
            cases += [("repeat_2_1", lambda x: jnp.repeat(x, 2, axis=1)),
                      ("repeat_3_all", lambda x: jnp.repeat(x, 3)),
                      ("tile_[2,1]", lambda x: jnp.tile(x, (2, 1))),
                      ("tile_[2,1,3]", lambda x: jnp.tile(x, (2, 1, 3))),
                      ("tile_[0]", lambda x: jnp.tile(x, (0,))),
                      ("pad_constant_[(1,2),(0,3)]_5", lambda x: jnp.pad(x, ((1, 2), (0, 3)), constant_values=5)),
                      ("pad_constant_[(2,1)]_-1.5", lambda x: jnp.pad(x, ((2, 1),), constant_values=-1.5)),
                      ("pad_edge_[(1,2),(2,0)]", lambda x: jnp.pad(x, ((1, 2), (2, 0)), mode="edge")),
                      ("pad_reflect_[(2,5),(3,1)]", lambda x: jnp.pad(x, ((2, 5), (3, 1)), mode="reflect"))]
            cases += [("zeros_like", jnp.zeros_like), ("ones_like", jnp.ones_like),
                      ("full_like_int", lambda x: jnp.full_like(x, 3)),
                      ("full_like_float", lambda x: jnp.full_like(x, 3.7))]
            floating = name in ("bfloat16", "float32", "float64")
            if floating:
                cases += [("linspace_0_1_5_T", lambda x: jnp.linspace(0, 1, 5, True, dtype=x.dtype)),
                          ("linspace_-1.5_2.25_7_F", lambda x: jnp.linspace(-1.5, 2.25, 7, False, dtype=x.dtype)),
                          ("linspace_0.1_1000_11_T", lambda x: jnp.linspace(0.1, 1000.0, 11, True, dtype=x.dtype))]
            if floating or dt.kind in "iu":
                cases += [("range_1_7_2", lambda x: jnp.arange(1, 7, 2, dtype=x.dtype)),
                          ("range_0.5_2_0.5", lambda x: jnp.arange(0.5, 2, 0.5, dtype=x.dtype)),
                          ("range_0.1_1_0.3", lambda x: jnp.arange(0.1, 1.0, 0.3, dtype=x.dtype))]
            if name != "bool":
                for target in BITCAST_TARGETS:
                    cases.append((f"bitcast_{target}",
                                  lambda x, t=target: jax.lax.bitcast_convert_type(x, base.np_dtype(t))))
            for case, fn in cases:
                out, res = base.attempt(errors, ("value", case), fn, x)
                head = ["value", case, name]
                if out is None:
                    lines.append(" ".join(head + ["raises"]))
                else:
                    shape = "x".join(map(str, out.shape)) or "-"
                    lines.append(" ".join(head + [res, shape] + base.encode(out)))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures", "jax_arrays.txt")
    selection.report(path, lines, errors)


if __name__ == "__main__":
    main()
