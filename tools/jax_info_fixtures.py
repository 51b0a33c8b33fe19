#!/usr/bin/env python3
"""Write the fixture of jnp.finfo, jnp.iinfo, jnp.isdtype, jax.dtypes.safe_to_cast
and jnp.can_cast from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_info_fixtures.py

It writes tests/fixtures/jax_info.txt, with JAX running with x64 enabled: for
each of JAX's 18 dtypes and its 17 extended ones, every field of jnp.finfo and of jnp.iinfo, or `-`
where JAX raises, and jnp.isdtype for each of the Array API's kinds. The weak
types are asked as the Python types they stand for (int, float, complex).
Floats are written with float.hex, exactly.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (sets x64 and CPU first)

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax._src import dtypes as jax_dtypes  # noqa: E402

PYTHON_TYPE = {"i*": int, "f*": float, "c*": complex}
# JAX's extended dtypes (ml_dtypes'), in the order of `DTypeId::EXTENDED`.
EXTENDED = [
    "float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e4m3b11fnuz",
    "float8_e3m4", "float8_e4m3", "float8_e8m0fnu", "float6_e2m3fn", "float6_e3m2fn",
    "float4_e2m1fn", "int4", "uint4", "int2", "uint2", "int1", "uint1",
]
PYTHON_VALUE = {"i*": 0, "f*": 0.0, "c*": 0j}
KINDS = ["bool", "signed integer", "unsigned integer", "integral", "real floating",
         "complex floating", "numeric"]
FLOAT_FIELDS = ["bits", "eps", "epsneg", "max", "min", "smallest_normal", "smallest_subnormal",
                "resolution", "nmant", "nexp", "maxexp", "minexp", "precision"]


def value(x):
    if isinstance(x, (int, np.integer)):
        return str(int(x))
    return float(x).hex()


def main():
    lines = []
    base.header(lines, "jnp.finfo and jnp.iinfo", [
        "finfo DTYPE REAL " + " ".join(FLOAT_FIELDS) + ": REAL is finfo's dtype (a complex"
        " dtype's real part); floats as float.hex; `finfo DTYPE -` where JAX raises.",
        "iinfo DTYPE REAL bits min max; `iinfo DTYPE -` where JAX raises.",
        "isdtype DTYPE KIND true|false, KIND with `_` for spaces.",
        "safe MODE FROM TO true|false|-: jax.dtypes.safe_to_cast(FROM, TO) (`-`: JAX raises);"
        " a weak FROM is a Python scalar (0, 0.0, 0j), TO is strong.",
        "can_cast FROM TO CASTING true|false: jnp.can_cast(FROM, TO, casting=CASTING), the 15 strong dtypes.",
    ])
    for name in base.NAMES + EXTENDED:
        arg = PYTHON_TYPE.get(name, name)
        try:
            f = jnp.finfo(arg)
            fields = [value(getattr(f, field)) for field in FLOAT_FIELDS]
            lines.append(" ".join(["finfo", name, np.dtype(f.dtype).name] + fields))
        except ValueError:
            lines.append(f"finfo {name} -")
        try:
            i = jnp.iinfo(arg)
            lines.append(" ".join(["iinfo", name, np.dtype(i.dtype).name, value(i.bits),
                                   value(i.min), value(i.max)]))
        except ValueError:
            lines.append(f"iinfo {name} -")
        for kind in KINDS:
            answer = "true" if jnp.isdtype(arg, kind) else "false"
            lines.append(f"isdtype {name} {kind.replace(' ', '_')} {answer}")
    for mode in ("standard", "strict"):
        with jax.numpy_dtype_promotion(mode):
            for a in base.NAMES:
                source = PYTHON_VALUE[a] if a in PYTHON_VALUE else np.dtype(base.np_dtype(a))
                for b in base.STRONG:
                    try:
                        safe = jax_dtypes.safe_to_cast(source, np.dtype(base.np_dtype(b)))
                        answer = "true" if safe else "false"
                    except jax_dtypes.TypePromotionError:
                        answer = "-"
                    lines.append(f"safe {mode} {a} {b} {answer}")
    for a in base.STRONG:
        for b in base.STRONG:
            for casting in ("no", "equiv", "safe", "same_kind", "unsafe"):
                answer = jnp.can_cast(jnp.dtype(a), jnp.dtype(b), casting=casting)
                lines.append(f"can_cast {a} {b} {casting} {'true' if answer else 'false'}")
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures", "jax_info.txt")
    lines[0] = lines[0].replace("tools/jax_tensor_fixtures.py", "tools/jax_info_fixtures.py")
    base.write(path, lines)


if __name__ == "__main__":
    main()
