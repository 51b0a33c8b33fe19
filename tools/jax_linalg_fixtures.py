#!/usr/bin/env python3
"""Write the fixture of the linear-algebra functions from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_linalg_fixtures.py

It writes tests/fixtures/jax_linalg.txt, with JAX running with x64 enabled, on
CPU: the result dtypes of jnp.matmul, dot, vdot, inner, outer and tensordot for
every ordered pair of JAX's 18 dtypes in both promotion modes; which
`preferred_element_type` jnp.matmul accepts for every pair and every strong
dtype; and the values of each function, in standard promotion, for every pair,
on small shapes (batch broadcasting, 1-d operands, scalars), from seeded random
values and from each dtype's edge values. Encodings and dtype names are those
of tools/jax_tensor_fixtures.py, whose helpers this script uses.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (sets x64 and CPU first)
import jax_selection_fixtures as selection  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

NAMES = base.NAMES
RANDOM = 16  # seeded random values per dtype

# Each value case: its name, the operand shapes, and the function. Operand data
# is the dtype's value list (random or edge) cycled from an offset: 0 for the
# left operand, 5 for the right one (see `cycle`).
CASES = [
    ("matmul", (2, 1, 3, 4), (3, 4, 2), jnp.matmul),
    ("matmul_vec_mat", (4,), (2, 4, 3), jnp.matmul),
    ("matmul_mat_vec", (3, 4), (4,), jnp.matmul),
    ("matmul_vec_vec", (5,), (5,), jnp.matmul),
    ("dot", (2, 3, 4), (2, 4, 3), jnp.dot),
    ("dot_vec", (2, 3, 4), (4,), jnp.dot),
    ("dot_scalar", (), (2, 3), jnp.dot),
    ("vdot", (2, 3), (6,), jnp.vdot),
    ("inner", (2, 4), (3, 4), jnp.inner),
    ("outer", (2, 2), (3,), jnp.outer),
    ("tensordot", (2, 3, 4), (3, 4, 2), lambda a, b: jnp.tensordot(a, b, 2)),
    ("tensordot_axes", (3, 2, 4), (4, 3), lambda a, b: jnp.tensordot(a, b, ([0, 2], [1, 0]))),
    ("einsum_matmul", (3, 4), (4, 2), lambda a, b: jnp.einsum("ij,jk->ik", a, b)),
    ("einsum_attention", (1, 2, 3, 4), (1, 5, 3, 4), lambda a, b: jnp.einsum("bqhd,bkhd->bhqk", a, b)),
    ("einsum_ellipsis", (2, 1, 3, 4), (5, 4), lambda a, b: jnp.einsum("...ij,...j->...i", a, b)),
    ("einsum_diagonal", (3, 3, 2), (2,), lambda a, b: jnp.einsum("iij,j->i", a, b)),
    ("einsum_implicit", (2, 3), (3, 4, 2), lambda a, b: jnp.einsum("ij,jki", a, b)),
    ("einsum_sum_outer", (2, 3), (4,), lambda a, b: jnp.einsum("ij,k->kj", a, b)),
    ("einsum_length_one", (1, 3), (2, 3), lambda a, b: jnp.einsum("ij,ij->ij", a, b)),
    ("einsum_three", (3, 3), (3, 3), lambda a, b: jnp.einsum("ij,jk,kl->il", a, b, a)),
]
# The edge values, each product of one pair alone and in a sum of two:
# edge(a)[:, None] and its reverse as a (n, 2) matrix, times the same of b as (2, m).
EDGE = "matmul_edge"

# preferred_element_type cases: (a, b, preferred), on the `matmul` shapes.
PREFERRED = [
    ("int8", "int8", "int32"), ("int8", "int8", "int16"), ("int8", "int8", "float32"),
    ("uint8", "int8", "int32"), ("int16", "int16", "int64"), ("int16", "int16", "bfloat16"),
    ("int8", "int8", "bfloat16"), ("bfloat16", "bfloat16", "float32"), ("float16", "float16", "float32"),
    ("bfloat16", "float16", "float64"), ("float32", "float32", "float64"), ("int32", "float16", "float64"),
    ("bool", "bool", "int32"), ("bool", "uint8", "float16"), ("float32", "float32", "complex64"),
    ("int8", "complex64", "complex128"), ("uint32", "uint32", "uint64"),
]
OPS = {
    "matmul": jnp.matmul, "dot": jnp.dot, "vdot": jnp.vdot, "inner": jnp.inner, "outer": jnp.outer,
    "tensordot": lambda a, b: jnp.tensordot(a, b, 1),
    "einsum": lambda a, b: jnp.einsum("ij,jk->ik", a, b),
}


def random_values(name, rng):
    """`RANDOM` values: integers uniform over the whole range (so that sums
    wrap), floats and complex parts small normal values rounded to the dtype."""
    dtype = base.np_dtype(name)
    if dtype == np.bool_:
        return [bool(v) for v in rng.integers(0, 2, RANDOM)]
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        return [int(v) for v in rng.integers(int(info.min), int(info.max), RANDOM, endpoint=True, dtype=dtype)]
    if dtype.kind == "c":
        part = np.float32 if dtype == np.complex64 else np.float64
        raw = (rng.standard_normal((RANDOM, 2)) * 4).astype(part)
        return [complex(float(re), float(im)) for re, im in raw]
    return [float(v) for v in (rng.standard_normal(RANDOM) * 4).astype(dtype).astype(np.float64)]


def cycle(values, shape, start):
    """`values` cycled from index `start`, in `shape`."""
    n = int(np.prod(shape, dtype=np.int64))
    return values[[(start + i) % len(values) for i in range(n)]].reshape(shape)


def edge_operands(x, y):
    """The `matmul_edge` operands: x and its reverse as columns, y and its reverse as rows."""
    return np.stack([x, x[::-1]], axis=1), np.stack([y, y[::-1]], axis=0)


def main():
    errors = base.collections.defaultdict(base.collections.Counter)
    attempt = lambda key, fn, *args: base.attempt(errors, key, fn, *args)  # noqa: E731
    lines = []
    base.header(lines, "Dtypes and values of jax.numpy's linear-algebra functions", [
        "dtype MODE OP A B RESULT: the result dtype of OP(a, b) (tensordot with axes=1, einsum \"ij,jk->ik\") under"
        " jax.numpy_dtype_promotion(MODE), operands of ones of shape (2, 2), traced with jax.eval_shape;"
        " `-` where JAX raises.",
        "preferred A B E RESULT: the dtype of jnp.matmul(a, b, preferred_element_type=E), standard"
        " promotion, for every strong E; `-` where JAX raises.",
        f"random DTYPE V... and edge DTYPE V...: {RANDOM} seeded random values of DTYPE (integers of the"
        " whole range, floats 4 * a standard normal), and the edge inputs of the operation fixture.",
        "CASE A B RESULT V...: OP(a, b) in standard promotion, from the random values; the operands"
        " are the values of A cycled from index 0, and of B from index 5, in these shapes: "
        + "; ".join(f"{c} {a} {b}" for c, a, b, _ in CASES) + ".",
        "No value line where JAX raises (a weakly typed int operand with a narrower integer).",
        f"{EDGE} A B RESULT V...: matmul(stack([x, x[::-1]], 1), stack([y, y[::-1]], 0)) of the edge values.",
        "as A B E V...: jnp.matmul(a, b, preferred_element_type=E), on the `matmul` operands.",
    ])
    for mode in ("standard", "strict"):
        with jax.numpy_dtype_promotion(mode):
            for a in NAMES:
                for b in NAMES:
                    for op, fn in OPS.items():
                        res = selection.dtype_of(errors, ("dtype", op, mode), fn, base.ones(a, (2, 2)), base.ones(b, (2, 2)))
                        lines.append(f"dtype {mode} {op} {a} {b} {res or '-'}")
    strong = base.STRONG
    for a in NAMES:
        for b in NAMES:
            for e in strong:
                fn = lambda x, y: jnp.matmul(x, y, preferred_element_type=jnp.dtype(e))  # noqa: E731
                res = selection.dtype_of(errors, ("preferred",), fn, base.ones(a, (2, 2)), base.ones(b, (2, 2)))
                lines.append(f"preferred {a} {b} {e} {res or '-'}")
    rng = np.random.default_rng(8)
    rand = {name: base.host_array(name, random_values(name, rng)) for name in NAMES}
    edge = {name: base.host_array(name, base.INPUTS[name]) for name in NAMES}
    for name in NAMES:
        lines.append(" ".join(["random", name] + base.encode(rand[name])))
        lines.append(" ".join(["edge", name] + base.encode(edge[name])))
    dev = base.device_array
    with jax.numpy_dtype_promotion("standard"):
        for a in NAMES:
            for b in NAMES:
                for case, sa, sb, fn in CASES:
                    out, res = attempt((case,), fn, dev(a, cycle(rand[a], sa, 0)), dev(b, cycle(rand[b], sb, 5)))
                    if out is not None:
                        lines.append(" ".join([case, a, b, res] + base.encode(out)))
                x, y = edge_operands(edge[a], edge[b])
                out, res = attempt((EDGE,), jnp.matmul, dev(a, x), dev(b, y))
                if out is not None:
                    lines.append(" ".join([EDGE, a, b, res] + base.encode(out)))
        for a, b, e in PREFERRED:
            fn = lambda x, y: jnp.matmul(x, y, preferred_element_type=jnp.dtype(e))  # noqa: E731
            _, sa, sb, _ = CASES[0]
            out, res = attempt(("as",), fn, dev(a, cycle(rand[a], sa, 0)), dev(b, cycle(rand[b], sb, 5)))
            assert res == e, (a, b, e, res)
            lines.append(" ".join(["as", a, b, e] + base.encode(out)))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures", "jax_linalg.txt")
    selection.report(path, lines, errors)



if __name__ == "__main__":
    main()
