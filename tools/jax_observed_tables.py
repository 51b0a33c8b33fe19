#!/usr/bin/env python3
"""Write JAX's observed promotion tables, as JAX's own test suite takes them.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_observed_tables.py

JAX's `tests/dtypes_test.py::testObservedPromotionTable` adds two zeros, one
of each of the 18 types of JAX's table (a NumPy scalar of the dtype for the 15
strong ones, a Python scalar for the weak `i*`, `f*`, `c*`), and writes the
sum's dtype in the test's codes (`u1`..`u8` and `i1`..`i8` by bytes, `bf`,
`f2`..`f8`, `c4` for complex64 and `c8` for complex128), with `*` in place of
the width where the sum is weakly typed. It checks three tables: x64; x32
(x64 disabled, JAX's default, where 64-bit inputs are truncated to 32 bits);
and x32 with `jax_explicit_x64_dtypes='allow'`, where they keep their dtype.

This script takes those three tables from the installed JAX the same way, one
process per configuration, and writes tests/fixtures/jax_observed_tables.txt:
for each configuration a header line `table CONFIG`, then one line per row
(the right-hand operand), in the test's order of types.
"""

import os
import subprocess
import sys
import warnings

os.environ.setdefault("JAX_PLATFORMS", "cpu")

CONFIGS = ("x64", "x32", "x32-explicit")
CODES = ["b1", "u1", "u2", "u4", "u8", "i1", "i2", "i4", "i8",
         "bf", "f2", "f4", "f8", "c4", "c8", "i*", "f*", "c*"]
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures",
                   "jax_observed_tables.txt")


def table(config):
    """The table in one configuration, as lines `row: code code ...`."""
    import jax

    jax.config.update("jax_enable_x64", config == "x64")
    if config == "x32-explicit":
        jax.config.update("jax_explicit_x64_dtypes", "allow")
    import jax.numpy as jnp
    from jax._src import dtypes as jax_dtypes

    by_code = {
        "b1": jnp.bool_, "u1": jnp.uint8, "u2": jnp.uint16, "u4": jnp.uint32, "u8": jnp.uint64,
        "i1": jnp.int8, "i2": jnp.int16, "i4": jnp.int32, "i8": jnp.int64,
        "bf": jnp.bfloat16, "f2": jnp.float16, "f4": jnp.float32, "f8": jnp.float64,
        "c4": jnp.complex64, "c8": jnp.complex128,
        "i*": int, "f*": float, "c*": complex,
    }
    code_of = {jnp.dtype(t): c for c, t in by_code.items() if not c.endswith("*")}

    def value(code):
        # A NumPy scalar of a strong dtype, a Python scalar for a weak type.
        return by_code[code](0)

    def code_of_value(v):
        code = code_of[jax_dtypes.result_type(v)]
        return code[:-1] + "*" if jax_dtypes.is_weakly_typed(v) else code

    with jax.numpy_dtype_promotion("standard"), warnings.catch_warnings():
        # x32 truncates the 64-bit inputs, with a warning each time.
        warnings.simplefilter("ignore", UserWarning)
        values = [value(c) for c in CODES]
        rows = []
        for code, v2 in zip(CODES, values):
            rows.append(f"{code}: " + " ".join(code_of_value(v1 + v2) for v1 in values))
    return rows


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--config":
        print("\n".join(table(sys.argv[2])))
        return
    import jax
    import ml_dtypes
    import numpy as np

    lines = [
        "# JAX's observed promotion tables (tests/dtypes_test.py::testObservedPromotionTable),",
        "# taken from real JAX by tools/jax_observed_tables.py: do not edit.",
        f"# jax {jax.__version__}, ml_dtypes {ml_dtypes.__version__}, numpy {np.__version__}, CPU.",
        "# x64: jax_enable_x64=True; x32: False; x32-explicit: False with jax_explicit_x64_dtypes='allow'.",
        "# Row: the right operand; columns: the left operand, in the order of the row names.",
        "# Codes: b1, u1..u8 and i1..i8 by bytes, bf, f2..f8, c4 (complex64), c8 (complex128); `*`: weakly typed.",
        "columns: " + " ".join(CODES),
    ]
    for config in CONFIGS:
        out = subprocess.run([sys.executable, os.path.abspath(__file__), "--config", config],
                             check=True, capture_output=True, text=True).stdout
        lines.append(f"table {config}")
        lines.extend(out.strip().splitlines())
    with open(OUT, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {os.path.normpath(OUT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
