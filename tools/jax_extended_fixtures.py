#!/usr/bin/env python3
"""Write the fixtures of JAX's extended dtypes (small floats, narrow integers) from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_extended_fixtures.py

The extended dtypes are the 11 small floats (float8_e4m3fn ... float4_e2m1fn)
and the 6 narrow integers (int4 uint4 int2 uint2 int1 uint1). It reuses
tools/jax_tensor_fixtures.py (imported, not run: its inputs, its encoding of
the classic dtypes, its weakly typed arrays) and writes two files, with JAX
running with x64 enabled, on CPU:

tests/fixtures/jax_extended_dtypes.txt: the dtype of the result of every
binary operation of jax_tensor_fixtures.BINARY (standard and strict
promotion) for each ordered pair of the 35 dtypes (18 classic, including the
weak i* f* c*, and 17 extended) with at least one extended side, and of its
unary operations and reductions on each extended dtype, or `-` where JAX
raises; as jax_op_dtypes.txt, plus `traced` lines where only XLA failed.

tests/fixtures/jax_extended_values.txt: the exact values (standard promotion)
of operations on the extended dtypes: on edge inputs, on every value of a
dtype, on seeded random values, with the classic dtypes they join (bool, the
integers, i*, f*), reductions, and casts to and from every dtype, bit for bit.
Its line grammar is jax_op_values.txt's, with small floats written as the 2
hex digits of their byte and narrow integers in decimal; see the header the
script writes (value_fixtures) for every line kind.

A few of the dtypes do not run on XLA CPU in this jaxlib (float6_*, int1,
uint1): JAX raises, the fixtures have no value line for them (and `-` plus a
`traced` line in the dtypes file); the script prints what raised.
"""

import collections
import os
import re
import sys
import warnings

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")  # XLA's own log of the failures it reports as exceptions
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax_tensor_fixtures as base  # noqa: E402  (imports JAX on CPU with x64 enabled)

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402
from jax._src import dtypes as jax_dtypes  # noqa: E402

assert jax.config.jax_enable_x64

SMALL_FLOATS = [
    "float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e4m3b11fnuz",
    "float8_e3m4", "float8_e4m3", "float8_e8m0fnu", "float6_e2m3fn", "float6_e3m2fn", "float4_e2m1fn",
]
SMALL_INTS = ["int4", "uint4", "int2", "uint2", "int1", "uint1"]
EXTENDED = SMALL_FLOATS + SMALL_INTS
STRONG = base.STRONG                      # the 15 classic strong dtypes
NAMES = base.NAMES + EXTENDED             # all 35
WIDTH = {name: int(re.search(r"\d+", name).group()) for name in EXTENDED}  # bits: float8_* 8, int4 4...

# Operations on two operands of one extended dtype; the narrow integers also
# take the integer-only ones.
SAME_DTYPE_OPS = [
    "add", "subtract", "multiply", "true_divide", "maximum", "minimum",
    "less", "less_equal", "greater", "greater_equal", "equal", "not_equal",
]
INT_ONLY_OPS = ["floor_divide", "remainder", "bitwise_and", "bitwise_or", "bitwise_xor"]
# The mixed pairs: the classic dtypes each extended dtype joins, both orders.
MIXED_OPS = ["add", "multiply", "true_divide", "maximum"]
MIXED_PARTNERS = {"float": ["bool", "int8", "uint8", "int32", "i*", "f*"], "int": ["bool", "i*"]}
FLOAT_UNARY = ["negative", "abs", "sign", "square", "sqrt", "exp", "log", "floor", "ceil", "round"]
INT_UNARY = ["negative", "abs", "sign", "square"]
RANDOM_COUNT = 64
REDUCE_SHAPE = (4, 6)   # of the `redinput` values
REDUCE_BOUND = 16.0     # `redinput` floats are finite, of magnitude at most this

INF, NAN = float("inf"), float("nan")


def binary_ops(name):
    return SAME_DTYPE_OPS + (INT_ONLY_OPS if name in SMALL_INTS else [])


def unary_ops(name):
    return INT_UNARY if name in SMALL_INTS else FLOAT_UNARY


def np_dtype(name):
    return np.dtype(getattr(ml_dtypes, name)) if name in EXTENDED else base.np_dtype(name)


# ---------------------------------------------------------------------------
# Host values of the extended dtypes.

def every_value(name):
    """Every value of an extended dtype: small floats by bit pattern 0..2**w-1, integers min..max."""
    dtype = np_dtype(name)
    if name in SMALL_FLOATS:
        return np.arange(2 ** WIDTH[name], dtype=np.uint8).view(dtype)
    info = ml_dtypes.iinfo(dtype)
    return np.arange(int(info.min), int(info.max) + 1).astype(dtype)


def representable(name):
    """The finite values of a small float as sorted, distinct float64s (0 once)."""
    values = every_value(name).astype(np.float64)
    return np.unique(values[np.isfinite(values)])


def float_edges(name):
    """At most 16 edge inputs of a small float, the first six the (2, 3) reduction's:
    1, 1.5, 1+eps (its products round), -1, the least normal, the largest finite;
    then 0, -0, the least subnormal, negatives, -(2-eps), infinities (else 0.5, 2),
    NaN (else 3), where the format has them (duplicates dropped)."""
    if name == "float8_e8m0fnu":  # powers of two 2**-127..2**127 and NaN: no zero, no sign
        return [1.0, 2.0, 0.5, 4.0, 2.0 ** -127, 2.0 ** 127, 2.0 ** -126, 2.0 ** 126, 0.25, 8.0,
                2.0 ** -64, 2.0 ** 64, NAN]
    fi = ml_dtypes.finfo(np_dtype(name))
    eps, norm, big, sub = float(fi.eps), float(fi.smallest_normal), float(fi.max), float(fi.smallest_subnormal)
    every = every_value(name).astype(np.float64)
    has_inf, has_nan = bool(np.isinf(every).any()), bool(np.isnan(every).any())
    has_neg_zero = bool((np.signbit(every) & (every == 0)).any())
    values = [1.0, 1.5, 1.0 + eps, -1.0, norm, big, 0.0] + ([-0.0] if has_neg_zero else [])
    values += [sub, -sub, -norm, -big, -(2.0 - eps)]
    values += [INF, -INF] if has_inf else [0.5, 2.0]
    values += [NAN] if has_nan else [3.0]
    seen, unique = set(), []
    for v in values:
        key = (v, np.signbit(v)) if v == v else "nan"
        if key not in seen:
            seen.add(key)
            unique.append(v)
    assert len(unique) <= 16, (name, unique)
    return unique


INT_EDGES = {
    # All 16 values, edges first: 0, 1, -1, 2, -3, max, min.
    "int4": [0, 1, -1, 2, -3, 7, -8, 3, -2, 4, -4, 5, -5, 6, -6, -7],
    "uint4": [0, 1, 2, 3, 7, 15, 8, 14, 4, 5, 6, 9, 10, 11, 12, 13],
    "int2": [0, 1, -1, -2],
    "uint2": [0, 1, 2, 3],
    "int1": [0, -1],
    "uint1": [0, 1],
}


def host_array(name, values):
    """Values as a NumPy array of the dtype's storage type, checked exact."""
    if name not in EXTENDED:
        return base.host_array(name, values)
    dtype = np_dtype(name)
    if name in SMALL_INTS:
        arr = np.asarray(values, np.int64).astype(dtype)
        assert [int(v) for v in arr.astype(np.int64)] == [int(v) for v in values], name
        return arr
    want = np.asarray(values, np.float64)
    arr = want.astype(np.float32).astype(dtype)  # exact values: no rounding either way
    back = arr.astype(np.float64)
    assert np.array_equal(back, want, equal_nan=True), (name, values, back)
    finite = ~np.isnan(want)
    assert (np.signbit(back[finite]) == np.signbit(want[finite])).all(), name
    return arr


def random_values(name, index):
    """RANDOM_COUNT seeded values, uniform over the bit patterns (floats) or the range (integers)."""
    rng = np.random.default_rng([2028, index])
    if name in SMALL_FLOATS:
        return rng.integers(0, 2 ** WIDTH[name], RANDOM_COUNT).astype(np.uint8).view(np_dtype(name))
    info = ml_dtypes.iinfo(np_dtype(name))
    return rng.integers(int(info.min), int(info.max), RANDOM_COUNT, endpoint=True).astype(np_dtype(name))


def reduce_values(name, index):
    """prod(REDUCE_SHAPE) seeded values for the reductions: finite small floats of
    magnitude at most REDUCE_BOUND (so that a sum rounds rather than overflows), integers of any value."""
    rng = np.random.default_rng([2029, index])
    count = int(np.prod(REDUCE_SHAPE))
    if name in SMALL_INTS:
        info = ml_dtypes.iinfo(np_dtype(name))
        return rng.integers(int(info.min), int(info.max), count, endpoint=True).astype(np_dtype(name))
    every = every_value(name)
    as_f64 = every.astype(np.float64)
    pool = every[np.isfinite(as_f64) & (np.abs(as_f64) <= REDUCE_BOUND)]
    return pool[rng.integers(0, len(pool), count)]


# ---------------------------------------------------------------------------
# JAX arrays, results and their encoding.

def device_array(name, host):
    """A JAX array of `name` holding `host`. Extended dtypes go by jax.device_put:
    jnp.asarray stages the copy through a jitted identity, which XLA CPU cannot
    run for int1 (lowered as i1, i.e. pred) nor float6 (which has no XLA type)."""
    if name not in EXTENDED:
        return base.device_array(name, host)
    arr = jax.device_put(np.asarray(host, dtype=np_dtype(name)))
    assert np.dtype(arr.dtype) == np_dtype(name) and not jax_dtypes.is_weakly_typed(arr), (name, arr.dtype)
    return arr


def ones(name, shape=(2,)):
    return device_array(name, np.ones(shape, dtype=np_dtype(name)))


def result_name(arr):
    dtype = np.dtype(arr.dtype)
    if dtype.name in EXTENDED:
        assert not jax_dtypes.is_weakly_typed(arr), dtype
        return dtype.name
    return base.name_of(arr)


def encode(name, values):
    """Host values of dtype `name` in the fixture encoding, row-major."""
    a = np.ascontiguousarray(np.asarray(values)).reshape(-1)
    if name not in EXTENDED:
        assert a.dtype == base.np_dtype(name), (name, a.dtype)
        return base.encode(a)
    # An int1 result of XLA comes back as a NumPy bool array (JAX lowers int1
    # as MLIR i1, i.e. pred): its byte is still the int1's bit.
    assert a.dtype == np_dtype(name) or (name == "int1" and a.dtype == np.bool_), (name, a.dtype)
    width = WIDTH[name]
    raw = a.view(np.uint8).astype(np.int64)
    assert (raw < 2 ** width).all(), (name, "bits above the width", raw)
    if name in SMALL_FLOATS:
        return [f"{int(b):02x}" for b in raw]
    if name.startswith("int"):
        raw = np.where(raw >= 2 ** (width - 1), raw - 2 ** width, raw)
    return [str(int(v)) for v in raw]


def value_line(kind, fields, result, out):
    return " ".join([kind, *fields, result] + encode(result, np.asarray(out)))


def input_line(kind, fields, name, host):
    return " ".join([kind, *fields] + encode(name, host))


def first_line(e):
    text = str(e).strip().splitlines()
    return (text[0] if text else "")[:160]


def attempt(errors, key, thunk):
    """thunk() (a JAX computation, its arrays made inside) and its result's name,
    or (None, None) where JAX raises, recorded in errors[key]."""
    try:
        out = jax.block_until_ready(thunk())
        return out, result_name(out)
    except AssertionError:
        raise
    except Exception as e:  # TypeError, TypePromotionError, ValueError, JaxRuntimeError...
        errors[key][f"{type(e).__name__}: {first_line(e)}"] += 1
        return None, None


def traced_name(fn, names, shape=(2,)):
    """The result dtype of JAX's abstract evaluation of fn (no XLA), or None if it raises."""
    specs = [jax.ShapeDtypeStruct(shape, np_dtype(n), weak_type=n in base.WEAK) for n in names]
    try:
        out = jax.eval_shape(fn, *specs)
    except Exception:
        return None
    dtype = np.dtype(out.dtype)
    if out.weak_type and dtype != np.bool_:
        return base.WEAK_OF_KIND[dtype.kind]
    return dtype.name


# ---------------------------------------------------------------------------
# Cast inputs of the classic dtypes: their jax_op_values inputs plus a sweep.

FLOAT_BITS = {2: np.uint16, 4: np.uint32, 8: np.uint64}
# Quiet NaN, its negative, signalling NaNs (with payload), by source dtype.
NAN_BITS = {
    "bfloat16": [0x7FC0, 0xFFC0, 0x7F81, 0x7FA5],
    "float16": [0x7E00, 0xFE00, 0x7C01, 0x7D55],
    "float32": [0x7FC00000, 0xFFC00000, 0x7F800001, 0x7FA00005],
    "float64": [0x7FF8000000000000, 0xFFF8000000000000, 0x7FF0000000000001, 0x7FF4000000000005],
}


def unique_by_bits(arr):
    """Float array arr without repeated bit patterns, first occurrences in order."""
    _, first = np.unique(arr.view(FLOAT_BITS[arr.dtype.itemsize]), return_index=True)
    return arr[np.sort(first)]


def float_sweep(src, to):
    """Values of float source `src` around the small float `to`: every finite value
    of `to`, each midpoint (tie) between neighbours and src's next values either side
    of it (float64: also float32's), the overflow boundary (the tie with the first
    value past the largest, beyond), the range below the least value (e8m0), src's
    own subnormals and extremes, all with both signs, sorted; then infinities and NaNs."""
    sdt = np_dtype(src)
    v = representable(to)
    mids = (v[1:] + v[:-1]) / 2
    top, prev = v[-1], v[-2]
    past = 2 * top if to == "float8_e8m0fnu" else top + (top - prev)  # the first value past the largest
    tie = (top + past) / 2
    points = [v, mids, [tie, (tie + past) / 2, past, 2 * past, 4 * past]]
    low = v[v > 0][0]
    points.append([low / 2, low * 0.75, low / 4, low / 16])  # below the least positive value
    fi = np.finfo(sdt) if sdt.kind == "f" else ml_dtypes.finfo(sdt)
    src_sub = float(fi.smallest_subnormal)
    points.append([float(fi.max), float(fi.smallest_normal), src_sub, float(fi.smallest_normal) - src_sub])
    if src == "float64":  # float32's subnormals, which XLA may flush
        points.append([2.0 ** -149, 2.0 ** -127, 2.0 ** -126 - 2.0 ** -149, 2.0 ** -126])
    finite = np.concatenate([np.asarray(p, np.float64) for p in points])
    finite = np.concatenate([finite, -finite])
    with np.errstate(over="ignore"):
        at_src = finite.astype(np.float32).astype(sdt) if src == "bfloat16" else finite.astype(sdt)
        mids_src = np.concatenate([mids, -mids]).astype(np.float32).astype(sdt) if src == "bfloat16" \
            else np.concatenate([mids, -mids]).astype(sdt)
    up = np.asarray(np.inf, sdt)
    near = [np.nextafter(mids_src, up), np.nextafter(mids_src, -up)]
    if src == "float64":
        m32 = np.concatenate([mids, -mids]).astype(np.float32)
        inf32 = np.float32(np.inf)
        near += [np.nextafter(m32, inf32).astype(np.float64), np.nextafter(m32, -inf32).astype(np.float64)]
    swept = np.concatenate([at_src] + [n.astype(sdt) for n in near])
    swept = swept[np.isfinite(swept.astype(np.float64))]
    order = np.lexsort((~np.signbit(swept.astype(np.float64)), swept.astype(np.float64)))  # -0 before 0
    specials = np.concatenate([np.asarray([np.inf, -np.inf], np.float64).astype(sdt),
                               np.asarray(NAN_BITS[src], FLOAT_BITS[sdt.itemsize]).view(sdt)])
    return unique_by_bits(np.concatenate([swept[order], specials]))


def int_sweep(src, to):
    """Integers of source `src` for `to`: -300..300, the extremes of src, powers of two
    around src's and narrower integers' limits, and (small floats) every integer
    value of `to`, and every integer tie or overflow tie, and both their neighbours;
    all within src's range, sorted."""
    info = np.iinfo(np_dtype(src))
    lo, hi = int(info.min), int(info.max)
    values = set(range(-300, 301)) | {lo, lo + 1, hi - 1, hi}
    for k in (7, 8, 15, 16, 31, 32, 53, 62, 63):
        for j in (-1, 0, 1):
            values |= {2 ** k + j, -(2 ** k) + j}
    if to in SMALL_FLOATS:
        v = representable(to)
        mids = (v[1:] + v[:-1]) / 2
        top, prev = v[-1], v[-2]
        past = 2 * top if to == "float8_e8m0fnu" else top + (top - prev)
        for p in np.concatenate([v, mids, [(top + past) / 2, past]]):
            if float(p).is_integer() and abs(p) <= 2.0 ** 64:
                for j in (-1, 0, 1):
                    values |= {int(p) + j, -int(p) + j}
    return sorted(x for x in values if lo <= x <= hi)


def float_to_int_sweep():
    """Float values for casts to narrow integers: quarters over -20..20 (ties, truncation),
    powers of two and their neighbours up to 2**70 (wrapping or saturation), both signs."""
    values = [k / 4 for k in range(-80, 81)]
    for k in list(range(3, 17)) + [31, 32, 63, 64, 70]:
        for x in (2.0 ** k - 1, 2.0 ** k, 2.0 ** k + 1, 2.0 ** k + 0.5):
            values += [x, -x]
    return values


def cast_inputs(src, to):
    """The host array a cast from classic `src` to extended `to` converts."""
    given = host_array(src, base.INPUTS[src])
    dtype = np_dtype(src)
    if src == "bool" or dtype.kind == "c":
        return given
    if dtype.kind in "iu":
        return np.concatenate([given, np.asarray(int_sweep(src, to), dtype=object).astype(dtype)])
    if to in SMALL_FLOATS:
        return np.concatenate([given, float_sweep(src, to)])
    with np.errstate(over="ignore"):
        extra = np.asarray(float_to_int_sweep(), np.float64)
        extra = extra.astype(np.float32).astype(dtype) if src == "bfloat16" else extra.astype(dtype)
    specials = np.concatenate([np.asarray([np.inf, -np.inf], np.float64).astype(dtype),
                               np.asarray(NAN_BITS[src], FLOAT_BITS[dtype.itemsize]).view(dtype)])
    return np.concatenate([given, extra, specials])


# ---------------------------------------------------------------------------
# The fixtures.

def header(lines, what, columns):
    lines += [
        f"# {what} of real JAX, written by tools/jax_extended_fixtures.py: do not edit.",
        f"# jax {jax.__version__}, jaxlib {getattr(jax.lib, '__version__', jax.__version__)},"
        f" ml_dtypes {ml_dtypes.__version__}, numpy {np.__version__}; jax_enable_x64=True, CPU.",
        "# Extended dtypes: " + " ".join(EXTENDED) + ".",
        "# Weak types (what Python scalars become) are written i*, f*, c*: weakly typed int64, float64,"
        " complex128 arrays; a weakly typed bool result is written bool.",
    ] + ["# " + c for c in columns]


def dtype_case(lines, errors, key, prefix, fn, names, **kwargs):
    """One dtype line (and its `traced` line where XLA alone failed); the result name or None."""
    out, res = attempt(errors, key, lambda: fn(*[ones(n) for n in names], **kwargs))
    traced = traced_name(lambda *xs: fn(*xs, **kwargs), names)
    if res is not None:
        assert traced == res, (prefix, res, traced)
    lines.append(f"{prefix} {res or '-'}")
    if res is None and traced is not None:
        lines.append(f"traced {prefix} {traced}")
    return res


def dtype_fixtures(errors, binary_results):
    lines = []
    header(lines, "Result dtypes of jax.numpy operations on the extended dtypes", [
        "The grammar of jax_op_dtypes.txt, for the pairs with at least one extended dtype (the 18 classic dtypes"
        " are in jax_op_dtypes.txt):",
        "binary MODE OP LHS RHS RESULT: OP(lhs, rhs) under jax.numpy_dtype_promotion(MODE);"
        " operands are 1-d arrays of two ones (int1: two -1, its only nonzero value).",
        "unary OP DTYPE RESULT: OP(x) of a 1-d array of two ones, for each extended DTYPE.",
        "reduce OP DTYPE RESULT: whole-array OP(x) of a 1-d array of two ones, for each extended DTYPE.",
        "RESULT is `-` where JAX raises (any exception: at tracing, lowering, compiling or running).",
        "traced LINE: follows a LINE whose RESULT is `-` where JAX's own abstract evaluation (jax.eval_shape:"
        " promotion, no XLA) accepts the operation: LINE with the dtype it gives.",
        "In this jaxlib XLA CPU fails on the float6 dtypes (no XLA type, not even a device copy) and on int1 and"
        " uint1 (lowered as i1 = pred, or rejected by StableHLO):",
        "their `-` with a `traced` line is XLA's failure, not JAX's promotion rules.",
    ])
    for mode in ("standard", "strict"):
        with jax.numpy_dtype_promotion(mode):
            for op in base.BINARY:
                fn = getattr(jnp, op)
                for a in NAMES:
                    for b in NAMES:
                        if a not in EXTENDED and b not in EXTENDED:
                            continue
                        binary_results[mode, op, a, b] = dtype_case(
                            lines, errors, ("dtype binary", mode, op, a, b), f"binary {mode} {op} {a} {b}", fn, [a, b])
            print(f"dtypes: binary {mode} done", file=sys.stderr, flush=True)
    for op in base.UNARY:
        for a in EXTENDED:
            dtype_case(lines, errors, ("dtype unary", op, a), f"unary {op} {a}", getattr(jnp, op), [a])
    for op in base.REDUCE:
        for a in EXTENDED:
            dtype_case(lines, errors, ("dtype reduce", op, a), f"reduce {op} {a}", getattr(jnp, op), [a])
    return lines


def value_fixtures(errors, binary_results, mismatches):
    lines = []
    header(lines, "Exact values of jax.numpy operations on the extended dtypes", [
        "Values: small floats (float8_*, float6_*, float4_*): 2 hex digits, the byte ml_dtypes stores"
        " (arr.view(uint8); float6, float4: its low 6, 4 bits, the rest 0); narrow integers (int4 ... uint1): decimal;",
        "  the classic dtypes as in jax_op_values.txt: bool 0/1; integers in decimal (i*: int64); bfloat16, float16:"
        " 4 hex digits of the bit pattern; float32: 8; float64, f*: 16;",
        "  complex64: RE,IM as two 8-hex-digit float32 patterns; complex128, c*: RE,IM as two 16-hex-digit float64 patterns.",
        "Standard promotion throughout. No value line where JAX raises (the dtypes file has `-` there): nothing runs"
        " on float6_*, int1 or uint1 but some casts to int1.",
        "input DTYPE V...: the edge inputs of DTYPE (at most 16 for the extended dtypes; the classic dtypes' are"
        " jax_op_values.txt's; weak types: weakly typed arrays of these values).",
        "all DTYPE V...: every value of an extended DTYPE: small floats every bit pattern 0..2**width-1 in order,"
        " integers min..max.",
        "binary OP LHS RHS RESULT V...: OP(lhs[:, None], rhs[None, :]) of the inputs in one call, flattened row-major"
        " (len(lhs) x len(rhs) values).",
        "same OP LHS RHS RESULT V...: OP(lhs repeated, rhs tiled), both flat of len(lhs) x len(rhs) values: the"
        " binary line's values from operands of the same shape (no broadcast).",
        "  binary and same lines: LHS = RHS = each extended dtype for " + " ".join(SAME_DTYPE_OPS) + " (narrow integers"
        " also " + " ".join(INT_ONLY_OPS) + ");",
        "  and " + " ".join(MIXED_OPS) + " of each small float with each of " + " ".join(MIXED_PARTNERS["float"])
        + ", each narrow integer with each of " + " ".join(MIXED_PARTNERS["int"]) + ", both orders.",
        "unary OP DTYPE RESULT V...: OP(inputs); unary_all OP DTYPE RESULT V...: OP(all values);"
        " OP: " + " ".join(FLOAT_UNARY) + " (small floats), " + " ".join(INT_UNARY) + " (narrow integers).",
        f"rinput DTYPE V...: {RANDOM_COUNT} seeded random values of an extended DTYPE, uniform over its bit"
        " patterns (small floats) or its range (integers).",
        "random OP DTYPE DTYPE RESULT V...: OP(x, y) of the random inputs x = y, elementwise (same shape);"
        " random_bcast OP DTYPE DTYPE RESULT V...: OP(x, y[:1]) (broadcast right operand); the ops of the same-dtype"
        " binary lines.",
        "reduce OP DTYPE AXIS RESULT V...: OP(x, axis=AXIS) (all: axis=None), x of shape (2, 3) holding the first 6"
        " inputs row-major, flattened row-major; OP: " + " ".join(base.REDUCE) + ".",
        f"redinput DTYPE V...: {int(np.prod(REDUCE_SHAPE))} seeded random values (small floats: finite, of magnitude"
        f" at most {REDUCE_BOUND:g}); rreduce OP DTYPE AXIS RESULT V...: as reduce, x of shape"
        f" {REDUCE_SHAPE} holding them row-major.",
        "cast FROM TO V...: x.astype(TO) (XLA's convert), row-major. FROM extended: x holds the `all FROM` values, TO"
        " each of the 15 classic strong dtypes and the 17 extended.",
        "  FROM classic strong, TO extended: x holds the `cinput FROM TO` line written just before: FROM's inputs,"
        " then a sweep that depends on TO (see cast_inputs): for float FROM and small-float TO every finite value of TO,",
        "  the ties between neighbours and FROM's next values either side of them (float64 FROM: also float32's), the"
        " overflow boundary, FROM's subnormals, then +-inf and NaNs (quiet, negative, signalling);",
        "  for float FROM and narrow-integer TO quarters over -20..20 and powers of two to 2**70, +-inf, NaNs; for integer"
        " FROM -300..300, FROM's extremes, powers of two near the integer limits, and the integers at and next to",
        "  each integer value and tie of a small-float TO; bool and complex FROM: the inputs only (complex: its real part"
        " converts).",
        "NaN bit patterns are as XLA produced them: compare NaN-ness only.",
        "Observed (an analysis of these values, not something the fixture guarantees): XLA CPU rewrites an operation on"
        " a float8 or float4 type as convert to float16, the float16 operation, convert back (float8_e8m0fnu: float32,",
        "  whose arithmetic flushes subnormal inputs and results to zero; 2**-127 is a float32 subnormal); for these values"
        " that equals rounding the exact result to the format once. A division by a broadcast divisor becomes",
        "  x * f16(1/y) (float8_e8m0fnu: x * FTZ(1/y)). Narrow integers compute in int8/uint8 and wrap. Reductions round"
        " to the format after every step, in order from JAX's init value (sum 0, prod 1; float8_e8m0fnu has no 0",
        "  nor infinity, so its init for sum, mean, max and min is NaN). jnp.mean divides by the count converted to the format.",
    ])
    host = {}
    for name in base.NAMES:
        host[name] = host_array(name, base.INPUTS[name])
    for name in SMALL_FLOATS:
        host[name] = host_array(name, float_edges(name))
    for name in SMALL_INTS:
        host[name] = host_array(name, INT_EDGES[name])
    every = {name: every_value(name) for name in EXTENDED}
    rand = {name: random_values(name, i) for i, name in enumerate(EXTENDED)}
    red = {name: reduce_values(name, i) for i, name in enumerate(EXTENDED)}
    for name in NAMES:
        assert len(host[name]) <= 16, name
        lines.append(input_line("input", [name], name, host[name]))
    for name in EXTENDED:
        lines.append(input_line("all", [name], name, every[name]))
    for name in EXTENDED:
        lines.append(input_line("rinput", [name], name, rand[name]))
    for name in EXTENDED:
        lines.append(input_line("redinput", [name], name, red[name]))

    def check_dtype(op, a, b, res):
        want = binary_results.get(("standard", op, a, b))
        if want is not None and res != (None if want == "-" else want):
            mismatches.append(f"{op} {a} {b}: ones give {want}, the inputs {res}")

    def outer_and_same(op, a, b):
        fn = getattr(jnp, op)
        x, y = host[a], host[b]
        out, res = attempt(errors, ("values binary", op, a, b),
                           lambda: fn(device_array(a, x.reshape(-1, 1)), device_array(b, y.reshape(1, -1))))
        check_dtype(op, a, b, res)
        if out is not None:
            assert out.shape == (len(x), len(y)), (op, a, b, out.shape)
            lines.append(value_line("binary", [op, a, b], res, out))
        out, res = attempt(errors, ("values same", op, a, b),
                           lambda: fn(device_array(a, np.repeat(x, len(y))), device_array(b, np.tile(y, len(x)))))
        check_dtype(op, a, b, res)
        if out is not None:
            lines.append(value_line("same", [op, a, b], res, out))

    with jax.numpy_dtype_promotion("standard"):
        for a in EXTENDED:
            for op in binary_ops(a):
                outer_and_same(op, a, a)
        for a in EXTENDED:
            partners = MIXED_PARTNERS["int" if a in SMALL_INTS else "float"]
            for op in MIXED_OPS:
                for b in partners:
                    outer_and_same(op, a, b)
                    outer_and_same(op, b, a)
        print("values: binary done", file=sys.stderr, flush=True)
        for a in EXTENDED:
            for op in unary_ops(a):
                fn = getattr(jnp, op)
                for kind, x in (("unary", host[a]), ("unary_all", every[a])):
                    out, res = attempt(errors, ("values " + kind, op, a), lambda: fn(device_array(a, x)))
                    if out is not None:
                        assert out.shape == x.shape
                        lines.append(value_line(kind, [op, a], res, out))
        for a in EXTENDED:
            x = rand[a]
            for op in binary_ops(a):
                fn = getattr(jnp, op)
                out, res = attempt(errors, ("values random", op, a), lambda: fn(device_array(a, x), device_array(a, x)))
                if out is not None:
                    lines.append(value_line("random", [op, a, a], res, out))
                out, res = attempt(errors, ("values random_bcast", op, a),
                                   lambda: fn(device_array(a, x), device_array(a, x[:1])))
                if out is not None:
                    lines.append(value_line("random_bcast", [op, a, a], res, out))
        for a in EXTENDED:
            for kind, x in (("reduce", np.resize(host[a], 6).reshape(2, 3)), ("rreduce", red[a].reshape(REDUCE_SHAPE))):
                for op in base.REDUCE:
                    for axis_name, axis in base.AXES:
                        out, res = attempt(errors, ("values " + kind, op, a),
                                           lambda: getattr(jnp, op)(device_array(a, x), axis=axis))
                        if out is not None:
                            lines.append(value_line(kind, [op, a, axis_name], res, out))
        print("values: unary, random, reduce done", file=sys.stderr, flush=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", np.exceptions.ComplexWarning)
        for a in EXTENDED:
            for b in STRONG + EXTENDED:
                out, res = attempt(errors, ("cast", a, b), lambda: device_array(a, every[a]).astype(jnp.dtype(b)))
                if out is not None:
                    assert res == b and out.shape == every[a].shape, (a, b, res)
                    lines.append(value_line("cast", [a], b, out))
        for a in STRONG:
            for b in EXTENDED:
                x = cast_inputs(a, b)
                out, res = attempt(errors, ("cast", a, b), lambda: jnp.asarray(x, dtype=np_dtype(a)).astype(jnp.dtype(b)))
                if out is not None:
                    assert res == b and out.shape == x.shape, (a, b, res)
                    lines.append(input_line("cinput", [a, b], a, x))
                    lines.append(value_line("cast", [a], b, out))
        print("values: casts done", file=sys.stderr, flush=True)
    return lines


# ---------------------------------------------------------------------------

def raise_report(errors):
    """What JAX raised: per extended dtype, its own operations in the value cases (by message);
    the mixed value cases and the casts (by message); the dtype cases (counts by exception type:
    the dtypes file lists them)."""
    own = collections.defaultdict(lambda: collections.defaultdict(set))
    other = collections.defaultdict(lambda: collections.defaultdict(list))
    dtype_counts = collections.defaultdict(collections.Counter)
    for key, counter in errors.items():
        kind, rest = key[0], key[1:]
        names = [n for n in rest if n in NAMES]
        op = " ".join(n for n in rest if n not in NAMES)
        for message, count in counter.items():
            if kind.startswith("dtype"):
                dtype_counts[kind + " " + (rest[0] if kind == "dtype binary" else "")][message.split(":")[0]] += count
            elif kind.startswith("values") and len(set(names)) == 1:
                own[names[0]][message].add(op)
            elif kind == "cast":
                other["cast", ""][message].append("->".join(names))
            else:
                other["mixed", op][message].append(",".join(names))
    for name in EXTENDED:
        for message, ops in sorted(own[name].items()):
            print(f"  {name}: {' '.join(sorted(ops))} [{message}]", file=sys.stderr)
    for (group, op), by_message in sorted(other.items()):
        for message, cases in sorted(by_message.items()):
            shown = " ".join(cases[:12]) + (f" ... ({len(cases)} cases)" if len(cases) > 12 else "")
            print(f"  {group} {op} [{message}]: {shown}", file=sys.stderr)
    for kind, counter in sorted(dtype_counts.items()):
        print(f"  {kind.strip()}: " + ", ".join(f"{k} x{v}" for k, v in sorted(counter.items())), file=sys.stderr)


def main():
    fixtures = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures")
    errors = collections.defaultdict(collections.Counter)
    binary_results, mismatches = {}, []
    dtype_lines = dtype_fixtures(errors, binary_results)
    base.write(os.path.join(fixtures, "jax_extended_dtypes.txt"), dtype_lines)
    value_lines = value_fixtures(errors, binary_results, mismatches)
    size = base.write(os.path.join(fixtures, "jax_extended_values.txt"), value_lines)
    if size > 4_500_000:
        print(f"WARNING: jax_extended_values.txt is {size} bytes, over 4.5 MB: reduce the inputs", file=sys.stderr)
    print(f"jax_extended_dtypes.txt lines: {base.kind_counts(dtype_lines)}", file=sys.stderr)
    print(f"jax_extended_values.txt lines: {base.kind_counts(value_lines)}", file=sys.stderr)
    print("exceptions JAX raised:", file=sys.stderr)
    raise_report(errors)
    print(f"dtype differences between ones and the inputs: {len(mismatches)}", file=sys.stderr)
    for m in mismatches:
        print(f"  {m}", file=sys.stderr)


if __name__ == "__main__":
    main()
