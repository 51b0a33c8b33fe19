#!/usr/bin/env python3
"""Write the fixture of einsum's summation order from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_einsum_order_fixtures.py

It writes tests/fixtures/jax_einsum_order.txt:

- for einsums whose pair of operands shares two or more contracted labels,
  named in an order other than the operands' memory order (`"BTNH,NHD->BTD"`:
  JAX's `jnp.einsum` lists a pair's contracted labels to `lax.dot_general`
  sorted, `H` before `N`, and XLA sums them as one axis, the first
  outermost; summed ellipsis axes among them by the letters JAX names them
  with), and for einsums of three and four operands whose pairs
  opt_einsum orders otherwise than left to right, the operands and JAX's
  result, bit for bit, in bfloat16, float16 and float32, eagerly on CPU (the
  operands are strong, so x64 does not change them);
- the contraction path `jnp.einsum` takes (opt_einsum's `contract_path` with
  `optimize="auto"`, as `jnp.einsum` calls it) for random subscripts of three
  to twelve operands and random lengths; and where it differs, the path
  opt_einsum takes when it visits the pairs of each step in ascending order
  rather than in a Python set's order (the crate lays its sets out as
  CPython does, and takes JAX's path in both cases).

Encodings are those of tools/jax_tensor_fixtures.py.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (sets x64 and CPU first)

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

import itertools  # noqa: E402
import types  # noqa: E402

import opt_einsum  # noqa: E402  (what jnp.einsum chooses its path with)

# Each case: its name, the subscripts, and the operands' shapes, with sums
# long enough (hundreds of terms) that another order changes the last bits.
# The cases of three and four operands are contracted in another order than
# left to right (asserted below).
CASES = [
    ("heads", "BTNH,NHD->BTD", (2, 16, 8, 32), (8, 32, 24)),
    ("reversed", "abc,cbd->ad", (16, 24, 16), (16, 24, 12)),
    ("three_labels", "xyzw,zwyv->xv", (8, 6, 8, 10), (8, 10, 6, 6)),
    ("chain_right_first", "ij,jk,kl->il", (16, 96), (96, 128), (128, 3)),
    ("batched_chain", "bij,bjk,bkl->bil", (2, 8, 64), (2, 64, 96), (2, 96, 4)),
    ("summed_alone", "aix,ij,jk->ak", (6, 40, 3), (40, 128), (128, 2)),
    ("attention", "bqd,bkd,bkv,vo->bqo", (2, 16, 64), (2, 48, 64), (2, 48, 32), (32, 4)),
    ("star", "ai,bi,ci,i->abc", (4, 160), (5, 160), (6, 160), (160,)),
    # Summed ellipsis axes, which JAX names by letters the subscripts do not
    # use (here `c`, and `c`, `d`), sorted among the contracted labels.
    ("ellipsis_summed", "...ij,...jk->ik", (8, 24, 16), (8, 16, 24)),
    ("ellipses_summed", "...ij,...jk->ik", (4, 4, 24, 8), (4, 4, 8, 24)),
]
# The random subscripts whose paths the fixture records: how many, of how
# many operands each.
PATHS = 400
OPERANDS = range(3, 13)
DTYPES = ["bfloat16", "float16", "float32"]


def path_of(subscripts, shapes):
    """The linear path `jnp.einsum` contracts `subscripts` of operands of
    these shapes in: opt_einsum's, called as `jnp.einsum` calls it."""
    _, contractions = opt_einsum.contract_path(
        subscripts, *shapes, shapes=True, einsum_call=True, use_blas=True, optimize="auto")
    return [tuple(sorted(c[0])) for c in contractions]


def ascending_path_of(subscripts, shapes):
    """`path_of`, with opt_einsum's searches visiting the pairs of each step
    in ascending order (`itertools.combinations` of the sorted set of
    operands left) instead of the set's iteration order."""
    real = opt_einsum.paths.itertools
    shim = types.SimpleNamespace(combinations=lambda ids, r: itertools.combinations(sorted(ids), r))
    opt_einsum.paths.itertools = shim
    try:
        return path_of(subscripts, shapes)
    finally:
        opt_einsum.paths.itertools = real


def random_subscripts(rng, n):
    """Random subscripts of `n` operands, each term of one to four letters
    (a letter sometimes twice), the output a random choice of the letters,
    and a random length per letter."""
    letters = "abcdefghijklmnop"[: int(rng.integers(3, 11))]
    lengths = {c: int(rng.choice([1, 2, 3, 4, 5, 7, 8, 16, 32, 64])) for c in letters}
    terms = []
    for _ in range(n):
        term = list(rng.choice(list(letters), size=min(len(letters), int(rng.integers(1, 5))), replace=False))
        if rng.random() < 0.1:
            term.append(term[0])
        terms.append("".join(term))
    used = sorted(set("".join(terms)))
    output = "".join(c for c in used if rng.random() < 0.3)
    shapes = [tuple(lengths[c] for c in term) for term in terms]
    return ",".join(terms) + "->" + output, shapes


def shape_text(shape):
    return ",".join(map(str, shape)) or "-"


def main():
    rng = np.random.default_rng(2026)
    lines = []
    base.header(lines, "einsum's summation order", [
        "case NAME SUBSCRIPTS DTYPE: a case; then one `in` line per operand and an `out` line:"
        " SHAPE (comma-separated) and the values, row-major, in the fixture encoding.",
        "path SUBSCRIPTS SHAPE... = PAIR...: the path jnp.einsum contracts those operands in"
        " (opt_einsum's contract_path, optimize='auto'), pairs of positions in the list of"
        " operands left, each result appended at its end; a SHAPE of no axes is `-`.",
        "ascending = PAIR...: after a `path` line where opt_einsum, visiting the pairs of each step"
        " in ascending order instead of a Python set's order, takes another path: that path.",
    ])
    for name, subscripts, *shapes in CASES:
        path = path_of(subscripts, shapes)
        if len(shapes) > 2:
            assert path != [(0, 1)] * (len(shapes) - 1), (name, path)
        for dtype in DTYPES:
            ins = [jnp.asarray((rng.standard_normal(s) * 2).astype(np.float32), dtype=dtype)
                   for s in shapes]
            out = jax.block_until_ready(jnp.einsum(subscripts, *ins))
            assert out.dtype == jnp.dtype(dtype), (name, dtype, out.dtype)
            lines.append(f"case {name} {subscripts} {dtype}")
            for tag, arr in [("in", a) for a in ins] + [("out", out)]:
                lines.append(" ".join([tag, shape_text(arr.shape)] + base.encode(arr)))
    # jnp.einsum_path gives the same paths as contract_path called as above.
    for _, subscripts, *shapes in CASES:
        ops = [jnp.zeros(s, jnp.float32) for s in shapes]
        assert [tuple(sorted(p)) for p in jnp.einsum_path(subscripts, *ops)[0]] == \
            path_of(subscripts, shapes)
    # Their own generator, so that new cases above leave these as they are.
    rng = np.random.default_rng(51)
    for i in range(PATHS):
        subscripts, shapes = random_subscripts(rng, OPERANDS[i % len(OPERANDS)])
        path = path_of(subscripts, shapes)
        pairs = lambda path: [",".join(map(str, p)) for p in path]  # noqa: E731
        lines.append(" ".join(["path", subscripts] + [shape_text(s) for s in shapes] + ["="]
                              + pairs(path)))
        ascending = ascending_path_of(subscripts, shapes)
        if ascending != path:
            lines.append(" ".join(["ascending", "="] + pairs(ascending)))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures",
                        "jax_einsum_order.txt")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
