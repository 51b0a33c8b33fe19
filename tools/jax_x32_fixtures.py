#!/usr/bin/env python3
"""Write the fixture of jax.numpy with x64 disabled (JAX's default) from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_x32_fixtures.py

It writes tests/fixtures/jax_x32.txt, with JAX running with
jax_enable_x64=False, on CPU, for the dtypes an array can have there (the
classic ones without the 64-bit ones) and the weak types, which JAX stores as
weakly typed int32, float32 and complex64:

- the result dtype of binary operations under standard and strict promotion,
  of element functions and of reductions, where JAX raises written `-`;
- the values of the operations whose dtype or values x64 changes: mixes
  whose join is 64-bit with x64 (uint32 with a signed integer), integers with
  a float literal (a weak float32), weak types with weak types, powers of
  weak types, and the reductions that widen with x64 (sum, prod, cumsum of
  integers, argmax), on edge values and seeded random values of each dtype's
  whole range, with operands of the same shape and broadcast ones.

Encodings and dtype names are those of tools/jax_tensor_fixtures.py, whose
helpers this script uses; a weak type's values are encoded as the dtype it is
stored in (`f*`: float32's 8 hex digits).

With `--explicit`, it writes tests/fixtures/jax_x32_explicit.txt the same way
with `jax_explicit_x64_dtypes='allow'` as well: the 64-bit dtypes are arrays
there too, and the value cases are those whose dtype or values that setting
decides (a 64-bit input keeps a 64-bit result, `uint32` joins `int32` as
`int32`, defaults and literals stay 32-bit).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (sets CPU, and x64, which main turns off)

jax = base.jax
jnp = base.jnp
np = base.np
lax_internal = base.lax_internal
jax_dtypes = base.jax_dtypes

EXPLICIT = "--explicit" in sys.argv[1:]
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures",
                   "jax_x32_explicit.txt" if EXPLICIT else "jax_x32.txt")

# The dtypes of arrays with x64 disabled, in the order of JAX's table: with
# explicit 64-bit dtypes allowed, all 15.
STRONG = [
    "bool", "uint8", "uint16", "uint32", "int8", "int16", "int32",
    "bfloat16", "float16", "float32", "complex64",
]
X64_ONLY = ["uint64", "int64", "float64", "complex128"]
if EXPLICIT:
    STRONG = [
        "bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64",
        "bfloat16", "float16", "float32", "float64", "complex64", "complex128",
    ]
# The weak types, as JAX stores them with x64 disabled.
WEAK = {"i*": np.dtype(np.int32), "f*": np.dtype(np.float32), "c*": np.dtype(np.complex64)}
NAMES = STRONG + list(WEAK)

# The binary operations and functions of tools/jax_tensor_fixtures.py and
# tools/jax_binary_fixtures.py.
BINARY = [
    "add", "subtract", "multiply", "true_divide", "floor_divide", "remainder", "power",
    "maximum", "minimum", "less", "less_equal", "greater", "greater_equal", "equal",
    "not_equal", "bitwise_and", "bitwise_or", "bitwise_xor",
    "logical_and", "logical_or", "logical_xor", "fmax", "fmin", "copysign", "nextafter",
    "left_shift", "right_shift", "arctan2", "hypot", "logaddexp", "logaddexp2", "float_power",
    # and of tools/jax_selection_fixtures.py and tools/jax_linalg_fixtures.py
    "where", "concatenate", "matmul",
]
# The operations that are not jnp.OP(lhs, rhs).
SPECIAL = {
    "where": lambda a, b: jnp.where(jnp.ones(2, dtype=bool), a, b),
    "concatenate": lambda a, b: jnp.concatenate([a, b]),
}
UNARY = [
    "negative", "abs", "sqrt", "exp", "log", "sin", "cos", "tanh", "real", "imag", "conj",
    "log2", "log10", "expm1", "log1p", "sign", "floor", "round", "square", "reciprocal", "isnan",
]
REDUCE = [
    "sum", "prod", "mean", "max", "min", "argmax", "argmin", "cumsum", "cumprod", "var", "std",
    "any", "all",
]


def np_dtype(name):
    return WEAK[name] if name in WEAK else np.dtype(jnp.dtype(name))


def device_array(name, host):
    """A JAX array of `name` holding `host` (already of its storage dtype)."""
    host = np.asarray(host)
    assert host.dtype == np_dtype(name), (name, host.dtype)
    if name in WEAK:
        arr = lax_internal._convert_element_type(host, WEAK[name], weak_type=True)
        assert jax_dtypes.is_weakly_typed(arr), name
    else:
        arr = jnp.asarray(host, dtype=jnp.dtype(name))
        assert not jax_dtypes.is_weakly_typed(arr), name
    assert np.dtype(arr.dtype) == np_dtype(name), (name, arr.dtype)
    return arr


def name_of(arr):
    dtype = np.dtype(arr.dtype)
    assert EXPLICIT or dtype.name not in X64_ONLY, dtype
    if jax_dtypes.is_weakly_typed(arr) and dtype != np.bool_:
        assert dtype in WEAK.values(), ("weakly typed result of unexpected dtype", dtype)
        return base.WEAK_OF_KIND[dtype.kind]
    assert dtype.name in STRONG, dtype
    return dtype.name


def attempt(fn, *args, guard=False):
    """fn(*args) and the name of its dtype, or (None, None) where JAX raises.

    With guard, a call that would crash XLA CPU (a narrowing integer convert
    fused into `and`, see base.xla_cpu_crasher) runs its jaxpr primitive by
    primitive, as tools/jax_tensor_fixtures.py does.
    """
    try:
        closed = base.xla_cpu_crasher(fn, args) if guard else None
        if closed is not None:
            out, = jax.core.eval_jaxpr(closed.jaxpr, closed.consts, *args)
        else:
            out = fn(*args)
        out = jax.block_until_ready(out)
        return out, name_of(out)
    except AssertionError:
        raise
    except Exception:  # JAX raises TypeError, TypePromotionError, ValueError...
        return None, None


def ones(name):
    return device_array(name, np.ones(2, dtype=np_dtype(name)))


def dtype_lines():
    lines = []
    for mode in ("standard", "strict"):
        with jax.numpy_dtype_promotion(mode):
            for op in BINARY:
                fn = SPECIAL.get(op) or getattr(jnp, op)
                for a in NAMES:
                    for b in NAMES:
                        _, res = attempt(fn, ones(a), ones(b), guard=op in ("bitwise_and", "bitwise_or"))
                        lines.append(f"binary {mode} {op} {a} {b} {res or '-'}")
    for op in UNARY:
        for a in NAMES:
            _, res = attempt(getattr(jnp, op), ones(a))
            lines.append(f"unary {op} {a} {res or '-'}")
    for op in REDUCE:
        for a in NAMES:
            _, res = attempt(getattr(jnp, op), ones(a))
            lines.append(f"reduce {op} {a} {res or '-'}")
    return lines


def edges(name):
    """Edge values of a dtype: JAX's x64 edges where it has them, narrowed."""
    if name == "i*":
        return base._integers("int32")
    if name == "f*":
        return base.INPUTS["float32"]
    if name == "c*":
        return base.COMPLEX_INPUTS
    return base.INPUTS[name]


def random_values(name, count=64):
    rng = np.random.default_rng([2032, NAMES.index(name)])
    dtype = np_dtype(name)
    if dtype == np.bool_:
        return rng.integers(0, 2, count).astype(np.bool_)
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        return rng.integers(int(info.min), int(info.max), count, endpoint=True, dtype=dtype)
    part = real_part(dtype)
    bits = {2: np.uint16, 4: np.uint32, 8: np.uint64}[np.dtype(part).itemsize]
    half = count // 2
    raw = rng.integers(0, np.iinfo(bits).max, half, endpoint=True, dtype=bits).view(part)
    normal = (rng.standard_normal(half) * 10.0).astype(part)
    reals = np.concatenate([raw, normal])
    if dtype.kind == "c":
        parts = np.empty((count, 2), dtype=part)
        parts[:, 0], parts[:, 1] = reals, np.concatenate([normal, raw])
        return parts.view(dtype).reshape(-1)
    return reals


def real_part(dtype):
    """The dtype of a complex dtype's parts, or the dtype itself."""
    return {"complex64": np.float32, "complex128": np.float64}.get(np.dtype(dtype).name, dtype)


def host(name, values):
    dtype = np_dtype(name)
    if isinstance(values, np.ndarray):
        return values.astype(dtype)
    if dtype.kind == "c":
        # From the parts, so that -0.0 and nan parts stay as written.
        parts = np.array([[v.real, v.imag] for v in values], dtype=real_part(dtype))
        return parts.view(dtype).reshape(-1)
    return np.asarray(values, dtype=np.float64 if dtype.kind == "f" or dtype.name == "bfloat16" else None).astype(dtype)


# The value cases: (name, op, lhs dtype, rhs dtype); rhs `None` for functions
# of one tensor. The Rust test has one closure per name.
BINARY_CASES = [
    ("add_u32_i32", "add", "uint32", "int32"),
    ("multiply_u32_i8", "multiply", "uint32", "int8"),
    ("subtract_i16_u32", "subtract", "int16", "uint32"),
    ("floor_divide_i32_u32", "floor_divide", "int32", "uint32"),
    ("remainder_u32_i16", "remainder", "uint32", "int16"),
    ("maximum_u32_i32", "maximum", "uint32", "int32"),
    ("less_u32_i32", "less", "uint32", "int32"),
    ("true_divide_u32_i8", "true_divide", "uint32", "int8"),
    ("multiply_i32_f", "multiply", "int32", "f*"),
    ("true_divide_i32_f", "true_divide", "int32", "f*"),
    ("add_u16_f", "add", "uint16", "f*"),
    ("add_bool_f", "add", "bool", "f*"),
    ("add_f_f", "add", "f*", "f*"),
    ("multiply_f_f", "multiply", "f*", "f*"),
    ("true_divide_i_i", "true_divide", "i*", "i*"),
    ("add_i_i", "add", "i*", "i*"),
    ("power_i_i", "power", "i*", "i*"),
    ("power_f_i8", "power", "f*", "int8"),
    ("multiply_c_c", "multiply", "c*", "c*"),
    ("add_f16_f", "add", "float16", "f*"),
    ("multiply_i8_c", "multiply", "int8", "c*"),
]
UNARY_CASES = [
    ("sqrt_i", "sqrt", "i*"),
    ("exp_f", "exp", "f*"),
    ("log2_f", "log2", "f*"),
    ("abs_c", "abs", "c*"),
    ("negative_i", "negative", "i*"),
    ("sum_bool", "sum", "bool"),
    ("sum_i8", "sum", "int8"),
    ("sum_i32", "sum", "int32"),
    ("sum_u32", "sum", "uint32"),
    ("sum_i", "sum", "i*"),
    ("sum_f", "sum", "f*"),
    ("prod_i16", "prod", "int16"),
    ("mean_i32", "mean", "int32"),
    ("mean_i", "mean", "i*"),
    ("var_i32", "var", "int32"),
    ("argmax_f32", "argmax", "float32"),
    ("argmax_i8", "argmax", "int8"),
    ("cumsum_bool", "cumsum", "bool"),
    ("cumsum_i", "cumsum", "i*"),
    ("max_f", "max", "f*"),
]


# With explicit 64-bit dtypes allowed: the cases that setting decides.
EXPLICIT_BINARY_CASES = [
    ("add_u32_i32", "add", "uint32", "int32"),
    ("add_u32_i64", "add", "uint32", "int64"),
    ("multiply_i64_i8", "multiply", "int64", "int8"),
    ("add_u64_i8", "add", "uint64", "int8"),
    ("multiply_i64_f", "multiply", "int64", "f*"),
    ("true_divide_i64_i64", "true_divide", "int64", "int64"),
    ("true_divide_i32_i32", "true_divide", "int32", "int32"),
    ("add_f64_f", "add", "float64", "f*"),
    ("multiply_f64_f32", "multiply", "float64", "float32"),
    ("power_i64_i64", "power", "int64", "int64"),
    ("power_f_i64", "power", "f*", "int64"),
    ("add_c128_f32", "add", "complex128", "float32"),
    ("multiply_f64_c", "multiply", "float64", "c*"),
    ("less_u64_i64", "less", "uint64", "int64"),
    ("floor_divide_i64_u32", "floor_divide", "int64", "uint32"),
]
EXPLICIT_UNARY_CASES = [
    ("sum_bool", "sum", "bool"),
    ("sum_i8", "sum", "int8"),
    ("sum_i64", "sum", "int64"),
    ("sum_u64", "sum", "uint64"),
    ("sum_f64", "sum", "float64"),
    ("prod_i64", "prod", "int64"),
    ("mean_i64", "mean", "int64"),
    ("mean_i32", "mean", "int32"),
    ("var_u64", "var", "uint64"),
    ("cumsum_bool", "cumsum", "bool"),
    ("cumsum_i64", "cumsum", "int64"),
    ("argmax_f32", "argmax", "float32"),
    ("sqrt_i64", "sqrt", "int64"),
    ("exp_f64", "exp", "float64"),
    ("max_u64", "max", "uint64"),
    ("abs_c128", "abs", "complex128"),
]
if EXPLICIT:
    BINARY_CASES, UNARY_CASES = EXPLICIT_BINARY_CASES, EXPLICIT_UNARY_CASES


def value_lines():
    lines = []
    for name in NAMES:
        lines.append(f"edge {name} " + " ".join(base.encode(host(name, edges(name)))))
        lines.append(f"random {name} " + " ".join(base.encode(host(name, random_values(name)))))
    for case, op, a, b in BINARY_CASES:
        fn = getattr(jnp, op)
        ea, eb = host(a, edges(a)), host(b, edges(b))
        ra, rb = host(a, random_values(a)), host(b, random_values(b))
        variants = [
            # every edge with every edge: a column against a row
            ("edge", device_array(a, ea[:, None]), device_array(b, eb[None, :])),
            # the random values elementwise, then against the first right one
            ("random", device_array(a, ra), device_array(b, rb)),
            ("random_bcast", device_array(a, ra), device_array(b, rb[:1])),
        ]
        for kind, x, y in variants:
            out, res = attempt(fn, x, y)
            assert out is not None, (case, kind)
            lines.append(f"{kind} {case} {res} " + " ".join(base.encode(out)))
    for case, op, a in UNARY_CASES:
        fn = getattr(jnp, op)
        for kind, values in (("edge", edges(a)), ("random", random_values(a))):
            out, res = attempt(fn, device_array(a, host(a, values)))
            assert out is not None, (case, kind)
            lines.append(f"{kind} {case} {res} " + " ".join(base.encode(out)))
    # A Python int past int32 in an operator: JAX raises with x64 disabled.
    for value in () if EXPLICIT else (2**31, -(2**31) - 1, 2**40):
        try:
            jax.block_until_ready(device_array("int8", host("int8", [1])) + value)
            lines.append(f"overflow {value} ok")
        except OverflowError:
            lines.append(f"overflow {value} OverflowError")
    return lines


def main():
    jax.config.update("jax_enable_x64", False)
    if EXPLICIT:
        jax.config.update("jax_explicit_x64_dtypes", "allow")
    assert jnp.asarray(1).dtype == np.int32
    setting = " jax_explicit_x64_dtypes='allow'," if EXPLICIT else ""
    lines = [
        "# jax.numpy with x64 disabled"
        + (" and explicit 64-bit dtypes allowed" if EXPLICIT else "")
        + ", of real JAX, written by tools/jax_x32_fixtures.py: do not edit.",
        f"# jax {jax.__version__}, ml_dtypes {base.ml_dtypes.__version__}, numpy {np.__version__};"
        f" jax_enable_x64=False,{setting} CPU.",
        "# Weak types are written i*, f*, c*: weakly typed int32, float32, complex64 arrays,"
        " whose values are encoded as those dtypes'.",
        "# binary MODE OP LHS RHS RESULT: OP(lhs, rhs) under jax.numpy_dtype_promotion(MODE),"
        " operands 1-d arrays of two ones; RESULT `-` where JAX raises;"
        " where: where(a bool array of two trues, lhs, rhs); concatenate: concatenate([lhs, rhs]).",
        "# unary OP DTYPE RESULT, reduce OP DTYPE RESULT: of a 1-d array of two ones.",
        "# edge DTYPE VALUES, random DTYPE VALUES: the inputs (random: seeded, the whole range).",
        "# edge CASE RESULT VALUES: a binary case on the edge inputs, lhs[:, None] against rhs[None, :];"
        " a unary case on the edge inputs.",
        "# random CASE RESULT VALUES: on the random inputs, elementwise;"
        " random_bcast CASE RESULT VALUES: against rhs[:1].",
        "# overflow VALUE ok|OverflowError: int8[1] + VALUE, a Python int past int32.",
        "# XLA CPU of this jaxlib crashes (SIGSEGV) compiling bitwise_and/bitwise_or of int8 or int16 with i*"
        " (a narrowing convert fused into and/or): those cases ran JAX's jaxpr primitive by primitive.",
    ]
    lines += dtype_lines()
    lines += value_lines()
    with open(OUT, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} lines to {os.path.relpath(OUT)}")


if __name__ == "__main__":
    main()
