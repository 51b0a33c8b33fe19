#!/usr/bin/env python3
"""Write the promotion fixtures of dtype-lattice from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_fixtures.py

It writes tests/fixtures/jax_promotion.txt: for each promotion mode (standard,
strict) and each ordered pair of 35 dtypes (JAX's 18 of its published table,
then its 17 extended dtypes: float8/6/4, int4/2/1 and their unsigned forms),
the dtype JAX gives, or `-` where JAX raises TypePromotionError. JAX runs with
x64 enabled, on CPU.

Then it runs itself again with `--x32`, in a new process with x64 disabled
(JAX's default), and writes tests/fixtures/jax_promotion_x32.txt the same
way: there the 64-bit inputs are NumPy arrays (JAX would not make a 64-bit
array), which JAX canonicalizes, as every result, to 32 bits.

And once more with `--x32-explicit`: x64 disabled and
`jax_explicit_x64_dtypes='allow'` (added to JAX in 2025), where 64-bit arrays
that a program asks for keep their dtype and promote on JAX's x32 lattice
(`uint32` below `int32`); it writes tests/fixtures/jax_promotion_x32_explicit.txt.

The 32 strong dtypes are represented by 0-d arrays of that dtype, the weak
types by weakly typed 0-d arrays (what Python scalars become inside JAX).
Every answer is taken twice, through the public `jnp.result_type` and through
`jax._src.dtypes.result_type(..., return_weak_type_flag=True)` (the only way to
see the weak flag), and the two must agree.
"""

import os
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import subprocess

import jax

EXPLICIT = "--x32-explicit" in sys.argv[1:]
X32 = EXPLICIT or "--x32" in sys.argv[1:]
jax.config.update("jax_enable_x64", not X32)
if EXPLICIT:
    jax.config.update("jax_explicit_x64_dtypes", "allow")

import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax._src import dtypes as jax_dtypes

# Order of JAX's published table; names as dtype-lattice's `DTypeId` displays them.
STRONG = [
    "bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64",
    "bfloat16", "float16", "float32", "float64", "complex64", "complex128",
]
WEAK = {"i*": 0, "f*": 0.0, "c*": 0j}
WEAK_OF_KIND = {"i": "i*", "f": "f*", "c": "c*"}
# JAX's extended dtypes (ml_dtypes'), the leaves of its lattice, in the order of
# `DTypeId::EXTENDED`.
EXTENDED = [
    "float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e4m3b11fnuz",
    "float8_e3m4", "float8_e4m3", "float8_e8m0fnu", "float6_e2m3fn", "float6_e3m2fn",
    "float4_e2m1fn", "int4", "uint4", "int2", "uint2", "int1", "uint1",
]
NAMES = STRONG + list(WEAK) + EXTENDED


def value(name):
    if name in WEAK:
        v = jnp.asarray(WEAK[name])
        assert jax_dtypes.is_weakly_typed(v), name
        return v
    if name in EXTENDED:
        # A dtype, not an array: jaxlib 0.10.2's CPU client cannot make float6
        # arrays ("Invalid XLA PrimitiveType"), and promotion needs only dtypes.
        return np.dtype(jnp.dtype(name))
    if X32 and not EXPLICIT:
        # A 64-bit input as NumPy holds it; JAX canonicalizes it to 32 bits.
        return np.zeros((), dtype=np.dtype(name))
    return jnp.zeros((), dtype=jnp.dtype(name))


def name_of(dtype, weak):
    dtype = np.dtype(dtype)
    if weak:
        return WEAK_OF_KIND[dtype.kind]
    assert dtype.name in STRONG + EXTENDED, dtype
    return dtype.name


def promote(a, b):
    x, y = value(a), value(b)
    try:
        public = jnp.result_type(x, y)
    except jax_dtypes.TypePromotionError:
        public = None
    try:
        dtype, weak = jax_dtypes.result_type(x, y, return_weak_type_flag=True)
    except jax_dtypes.TypePromotionError:
        assert public is None, (a, b, public)
        return "-"
    assert public == dtype, (a, b, public, dtype)
    return name_of(dtype, weak)


def main():
    name = (
        "jax_promotion_x32_explicit.txt" if EXPLICIT
        else "jax_promotion_x32.txt" if X32
        else "jax_promotion.txt"
    )
    out_path = os.path.join(os.path.dirname(__file__), "..", "tests", "fixtures", name)
    lines = [
        "# Promotion results of real JAX, written by tools/jax_fixtures.py: do not edit.",
        f"# jax {jax.__version__}, jaxlib {jax.lib.__version__ if hasattr(jax.lib, '__version__') else jax.__version__},"
        f" ml_dtypes {ml_dtypes.__version__}, numpy {np.__version__}; jax_enable_x64={not X32}"
        + (", jax_explicit_x64_dtypes='allow'" if EXPLICIT else "") + ", CPU.",
        "# Columns: mode, lhs, rhs, result (`-`: JAX raises TypePromotionError).",
        "# Weak types (Python scalars) are written i*, f*, c*.",
    ]
    for mode in ("standard", "strict"):
        with jax.numpy_dtype_promotion(mode):
            for a in NAMES:
                for b in NAMES:
                    lines.append(f"{mode} {a} {b} {promote(a, b)}")
    with open(out_path, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(lines) - 4} pairs to {os.path.normpath(out_path)}", file=sys.stderr)
    if not X32:
        for flag in ("--x32", "--x32-explicit"):
            subprocess.run([sys.executable, os.path.abspath(__file__), flag], check=True)


if __name__ == "__main__":
    main()
