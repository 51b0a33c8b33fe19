#!/usr/bin/env python3
"""Write NumPy's promotion answers for the `table --format html` highlight.

Run by hand (CI never needs Python, NumPy or JAX):

    pip install numpy ml_dtypes jax jaxlib
    python3 tools/numpy_fixtures.py

It writes cli/tests/fixtures/numpy_promotion.txt: for each ordered pair of the
18 types of JAX's promotion table, what `numpy.promote_types` gives, and what
`jax.numpy.promote_types` gives.

JAX's docs highlight the cells of their table where JAX differs from NumPy,
decided by this rule (docs/type_promotion.rst):

    different = jnp.bfloat16 in (t1, t2) or jnp.promote_types(t1, t2) is not np.promote_types(t1, t2)

over the types np.bool_, np.uint8 ... np.complex128, jnp.bfloat16, and Python's
int, float and complex for the weak types i*, f*, c*. Both functions take the
Python types as NumPy does: `np.dtype(int)` is int64, `np.dtype(float)` is
float64, `np.dtype(complex)` is complex128, and `jnp.promote_types` returns a
NumPy dtype, so a weak result is compared as int64, float64 or complex128 (JAX
does not canonicalize here, with or without x64). The fixture records NumPy's
answer (`-` where NumPy raises: with ml_dtypes, bfloat16 has no common dtype
with float16, a Python int, or an integer wider than 8 bits) so that the Rust
side can apply the rule to the crate's own joins; it records JAX's answer too,
so that a test can check that the crate's join, a weak result read as its
64-bit dtype, is what `jnp.promote_types` compares.
"""

import os
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp
import ml_dtypes
import numpy as np

# JAX's table, in its order; names as dtype-lattice's `DTypeId` parses them.
TYPES = [
    ("bool", np.bool_), ("uint8", np.uint8), ("uint16", np.uint16),
    ("uint32", np.uint32), ("uint64", np.uint64), ("int8", np.int8),
    ("int16", np.int16), ("int32", np.int32), ("int64", np.int64),
    ("bfloat16", jnp.bfloat16), ("float16", np.float16), ("float32", np.float32),
    ("float64", np.float64), ("complex64", np.complex64), ("complex128", np.complex128),
    ("i*", int), ("f*", float), ("c*", complex),
]
STRONG = [name for name, _ in TYPES[:15]]


def dtype_name(dtype):
    name = np.dtype(dtype).name
    assert name in STRONG, name
    return name


def numpy_answer(t1, t2):
    try:
        return dtype_name(np.promote_types(t1, t2))
    except TypeError:  # numpy.exceptions.DTypePromotionError is a TypeError
        return "-"


def main():
    out_path = os.path.join(
        os.path.dirname(__file__), "..", "cli", "tests", "fixtures", "numpy_promotion.txt"
    )
    lines = [
        "# NumPy's and JAX's promote_types, written by tools/numpy_fixtures.py: do not edit.",
        f"# numpy {np.__version__}, ml_dtypes {ml_dtypes.__version__}, jax {jax.__version__}"
        " (jax_enable_x64=True, CPU).",
        "# Columns: lhs, rhs, np.promote_types(lhs, rhs) (`-`: NumPy raises),"
        " jnp.promote_types(lhs, rhs).",
        "# i*, f*, c* are Python's int, float, complex: NumPy reads them as int64, float64,"
        " complex128.",
    ]
    for name1, t1 in TYPES:
        for name2, t2 in TYPES:
            jax_answer = dtype_name(jnp.promote_types(t1, t2))
            lines.append(f"{name1} {name2} {numpy_answer(t1, t2)} {jax_answer}")
    with open(out_path, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(lines) - 4} pairs to {os.path.normpath(out_path)}", file=sys.stderr)


if __name__ == "__main__":
    main()
