#!/usr/bin/env python3
"""Write the fixture of the selection and joining functions from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_selection_fixtures.py

It writes tests/fixtures/jax_selection.txt, with JAX running with x64 enabled,
on CPU: the result dtypes of jnp.where, jnp.clip, jnp.concatenate and
jnp.stack for every pair (and for clip and concatenate every triple) of JAX's
18 dtypes in both promotion modes, and their exact values on each dtype's edge
values plus seeded random values of its whole range, with broadcast operands
and with operands of the same shape. Encodings and dtype names are those of
tools/jax_tensor_fixtures.py, whose helpers this script uses.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (sets x64 and CPU first)

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

NAMES = base.NAMES
RANDOM = 8  # seeded random values per dtype, beyond the edge values


def random_values(name, rng):
    """`RANDOM` values spread over the whole range of `name`: uniform integers,
    and floats from uniformly random bit patterns (so every exponent, the
    subnormals, infinities and NaN can appear)."""
    dtype = base.np_dtype(name)
    if dtype == np.bool_:
        return [bool(v) for v in rng.integers(0, 2, RANDOM)]
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        return [int(v) for v in rng.integers(int(info.min), int(info.max), RANDOM, endpoint=True, dtype=dtype)]
    if dtype.kind == "c":
        part = np.float32 if dtype == np.complex64 else np.float64
        bits = np.uint32 if part == np.float32 else np.uint64
        raw = rng.integers(0, np.iinfo(bits).max, (RANDOM, 2), endpoint=True, dtype=bits).view(part)
        return [complex(float(re), float(im)) for re, im in raw]
    bits = {2: np.uint16, 4: np.uint32, 8: np.uint64}[dtype.itemsize]
    raw = rng.integers(0, np.iinfo(bits).max, RANDOM, endpoint=True, dtype=bits).view(dtype)
    return [float(v) for v in raw.astype(np.float64)]


def inputs():
    """Each dtype's edge inputs (those of the operation fixture), then its random values."""
    rng = np.random.default_rng(8)
    host = {}
    for name in NAMES:
        values = list(base.INPUTS[name]) + random_values(name, rng)
        host[name] = base.host_array(name, values)
    return host


def cond_pattern(n):
    """A fixed, irregular boolean pattern of `n` values."""
    return np.array([(i * 7 + i // 3) % 5 < 2 for i in range(n)], dtype=bool)


def report(path, lines, errors):
    """Writes the fixture, and says on stderr what it holds and where JAX raised."""
    lines[0] = lines[0].replace("tools/jax_tensor_fixtures.py", "tools/" + os.path.basename(sys.argv[0]))
    base.write(path, lines)
    print(f"lines: {base.kind_counts(lines)}", file=sys.stderr)
    print("exceptions JAX raised, by case:", file=sys.stderr)
    for key, counter in errors.items():
        print(f"  {' '.join(key)}: " + ", ".join(f"{k} x{v}" for k, v in counter.items()), file=sys.stderr)


def dtype_of(errors, key, fn, *args):
    """The name of the dtype of fn(*args), traced without running it
    (jax.eval_shape), or None where JAX raises."""
    try:
        out = jax.eval_shape(fn, *args)
    except Exception as e:  # TypeError, TypePromotionError, ValueError...
        errors[key][type(e).__name__] += 1
        return None
    dtype = np.dtype(out.dtype)
    if out.weak_type and dtype != np.bool_:
        return base.WEAK_OF_KIND[dtype.kind]
    assert dtype.name in base.STRONG, dtype
    return dtype.name


def main():
    errors = base.collections.defaultdict(base.collections.Counter)
    attempt = lambda key, fn, *args: base.attempt(errors, key, fn, *args)  # noqa: E731
    shape = lambda key, fn, *args: dtype_of(errors, key, fn, *args)  # noqa: E731
    ones = base.ones
    lines = []
    base.header(lines, "Dtypes and exact values of jax.numpy's selection and joining functions", [
        "dtype MODE OP A B [C] RESULT: the result dtype under jax.numpy_dtype_promotion(MODE), `-` where JAX raises;"
        " operands are 1-d arrays of two ones: where(cond, a, b) with a bool cond; clip(a, b, c);"
        " concatenate([a, b]) and concatenate([a, b, c]); stack([a, b]).",
        "input DTYPE V...: the inputs of DTYPE: the edge inputs of the operation fixture, then"
        f" {RANDOM} seeded random values of the whole range (floats from random bit patterns).",
        "cond N V...: the condition of `where` for N values.",
        "where A B RESULT V...: where(cond.reshape(n, m), a[:, None], b[None, :]), standard promotion.",
        "where_same A B RESULT V...: where(cond, a repeated, b tiled), all flat of n x m values.",
        "clip A B RESULT V...: clip(a[:, None], lo=b[None, :], hi=b[::-1][None, :]).",
        "clip_same A B RESULT V...: the same with operands of the same shape (flat).",
        "concatenate A B RESULT V...: concatenate([a, b]).",
        "stack A B RESULT V...: stack([a[:k], b[:k]]) with k = min(len(a), len(b)).",
        "bool_multiply SIDE LAYOUT DTYPE RESULT V...: a bool operand (the cond pattern) times DTYPE's inputs,"
        " the bool on SIDE (left or right); LAYOUT same: both flat of n values; bool_broadcast: the bool of"
        " shape (1, n) times the inputs tiled to (2, n); other_broadcast: the bool of shape (2, n) times the"
        " inputs of shape (1, n). XLA on CPU rewrites a product with a converted bool that is not broadcast"
        " into a select.",
        "No value line where JAX raises.",
    ])
    for mode in ("standard", "strict"):
        with jax.numpy_dtype_promotion(mode):
            for a in NAMES:
                for b in NAMES:
                    cond = jnp.ones((2,), dtype=bool)
                    res = shape(("dtype where", mode), jnp.where, cond, ones(a), ones(b))
                    lines.append(f"dtype {mode} where {a} {b} {res or '-'}")
                    res = shape(("dtype concatenate", mode), lambda x, y: jnp.concatenate([x, y]), ones(a), ones(b))
                    lines.append(f"dtype {mode} concatenate {a} {b} {res or '-'}")
                    res = shape(("dtype stack", mode), lambda x, y: jnp.stack([x, y]), ones(a), ones(b))
                    lines.append(f"dtype {mode} stack {a} {b} {res or '-'}")
                    for c in NAMES:
                        res = shape(("dtype clip", mode), lambda x, lo, hi: jnp.clip(x, lo, hi), ones(a), ones(b), ones(c))
                        lines.append(f"dtype {mode} clip {a} {b} {c} {res or '-'}")
                        res = shape(("dtype concatenate3", mode), lambda x, y, z: jnp.concatenate([x, y, z]),
                                    ones(a), ones(b), ones(c))
                        lines.append(f"dtype {mode} concatenate {a} {b} {c} {res or '-'}")
    host = inputs()
    for name in NAMES:
        lines.append(" ".join(["input", name] + base.encode(host[name])))
    dev = lambda name, values: base.device_array(name, values)  # noqa: E731
    sizes = sorted({len(host[a]) * len(host[b]) for a in NAMES for b in NAMES})
    for n in sizes:
        lines.append(" ".join(["cond", str(n)] + base.encode(cond_pattern(n))))
    with jax.numpy_dtype_promotion("standard"):
        for a in NAMES:
            for b in NAMES:
                x, y = host[a], host[b]
                n, m = len(x), len(y)
                cond = cond_pattern(n * m)
                out, res = attempt(("where",), jnp.where, jnp.asarray(cond.reshape(n, m)),
                                   dev(a, x.reshape(-1, 1)), dev(b, y.reshape(1, -1)))
                if out is not None:
                    lines.append(" ".join(["where", a, b, res] + base.encode(out)))
                    out, res2 = attempt(("where_same",), jnp.where, jnp.asarray(cond),
                                        dev(a, np.repeat(x, m)), dev(b, np.tile(y, n)))
                    assert res2 == res, (a, b, res, res2)
                    lines.append(" ".join(["where_same", a, b, res] + base.encode(out)))
                clip = lambda v, lo, hi: jnp.clip(v, lo, hi)  # noqa: E731
                out, res = attempt(("clip",), clip, dev(a, x.reshape(-1, 1)), dev(b, y.reshape(1, -1)),
                                   dev(b, y[::-1].reshape(1, -1)))
                if out is not None:
                    lines.append(" ".join(["clip", a, b, res] + base.encode(out)))
                    out, res2 = attempt(("clip_same",), clip, dev(a, np.repeat(x, m)), dev(b, np.tile(y, n)),
                                        dev(b, np.tile(y[::-1], n)))
                    assert res2 == res, (a, b, res, res2)
                    lines.append(" ".join(["clip_same", a, b, res] + base.encode(out)))
                out, res = attempt(("concatenate",), lambda p, q: jnp.concatenate([p, q]), dev(a, x), dev(b, y))
                if out is not None:
                    lines.append(" ".join(["concatenate", a, b, res] + base.encode(out)))
                k = min(n, m)
                out, res = attempt(("stack",), lambda p, q: jnp.stack([p, q]), dev(a, x[:k]), dev(b, y[:k]))
                if out is not None:
                    assert out.shape == (2, k), (a, b, out.shape)
                    lines.append(" ".join(["stack", a, b, res] + base.encode(out)))
    with jax.numpy_dtype_promotion("standard"):
        for name in NAMES:
            x = host[name]
            n = len(x)
            b = cond_pattern(n)
            layouts = {
                "same": (jnp.asarray(b), dev(name, x)),
                "bool_broadcast": (jnp.asarray(b.reshape(1, n)), dev(name, np.tile(x, 2).reshape(2, n))),
                "other_broadcast": (jnp.asarray(np.tile(b, 2).reshape(2, n)), dev(name, x.reshape(1, n))),
            }
            for layout, (bv, xv) in layouts.items():
                for side, fn in (("left", lambda p, q: p * q), ("right", lambda p, q: q * p)):
                    out, res = attempt(("bool_multiply",), fn, bv, xv)
                    if out is not None:
                        lines.append(" ".join(["bool_multiply", side, layout, name, res] + base.encode(out)))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures", "jax_selection.txt")
    report(path, lines, errors)


if __name__ == "__main__":
    main()
