#!/usr/bin/env python3
"""Write the operation fixtures of the tensor tests from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes
    python3 tools/jax_tensor_fixtures.py

It writes two files, with JAX running with x64 enabled, on CPU:

tests/fixtures/jax_op_dtypes.txt: the dtype of the result of jax.numpy's
binary operations (both promotion modes, standard and strict, and each ordered
pair of JAX's 18 dtypes), unary operations and whole-array reductions, or `-`
where JAX raises. The operands are 1-d arrays of length 2 holding ones; the
weak types are weakly typed arrays (what Python scalars become inside JAX).

tests/fixtures/jax_op_values.txt: the exact values of the same operations (in
the standard mode) on fixed inputs chosen to hit edge cases, and of
`x.astype(dtype)` between the 15 strong dtypes, bit for bit.

A result is named by its dtype, except that a weakly typed result is named by
its kind's weak type (i*, f*, c*); a weakly typed bool is just `bool`.
"""

import collections
import os
import sys
import warnings

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax._src import dtypes as jax_dtypes
from jax._src.lax import lax as lax_internal

# Order of JAX's published table; names as dtype-lattice's `DTypeId` displays them.
STRONG = [
    "bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64",
    "bfloat16", "float16", "float32", "float64", "complex64", "complex128",
]
# The weak types and the dtype JAX stores them in (x64 enabled).
WEAK = {"i*": np.dtype(np.int64), "f*": np.dtype(np.float64), "c*": np.dtype(np.complex128)}
WEAK_OF_KIND = {"i": "i*", "f": "f*", "c": "c*"}
NAMES = STRONG + list(WEAK)

BINARY = [
    "add", "subtract", "multiply", "true_divide", "floor_divide", "remainder", "power",
    "maximum", "minimum", "less", "less_equal", "greater", "greater_equal", "equal",
    "not_equal", "bitwise_and", "bitwise_or", "bitwise_xor",
]
UNARY = ["negative", "abs", "sqrt", "exp", "log", "sin", "cos", "tanh", "real", "imag", "conj"]
REDUCE = ["sum", "prod", "mean", "max", "min"]
AXES = [("all", None), ("0", 0), ("1", 1)]

INF, NAN = float("inf"), float("nan")


def cpu_vendor():
    """`vendor_id` of /proc/cpuinfo: "AuthenticAMD", "GenuineIntel", ...: the
    key of the fixture values XLA takes from the CPU's own approximations
    (`rsqrt` of float32 starts from `rsqrtss`, whose bits differ between
    AMD's and Intel's CPUs)."""
    with open("/proc/cpuinfo") as info:
        for line in info:
            if line.startswith("vendor_id"):
                return line.split(":", 1)[1].strip()
    raise SystemExit("no vendor_id in /proc/cpuinfo")


def avx512_tag():
    """`avx512` where the CPU has AVX-512 F and VL, `no-avx512` elsewhere (the
    flags of /proc/cpuinfo): the key of the fixture values XLA computes from
    AVX-512's own approximations where it can (`rsqrt` of float64 starts from
    `vrsqrt14pd` there, and is `1/sqrt(x)` rounded twice elsewhere)."""
    with open("/proc/cpuinfo") as info:
        for line in info:
            if line.startswith("flags"):
                flags = set(line.split(":", 1)[1].split())
                return "avx512" if {"avx512f", "avx512vl"} <= flags else "no-avx512"
    raise SystemExit("no flags in /proc/cpuinfo")


def _integers(name):
    info = np.iinfo(np.dtype(name))
    if info.min < 0:  # 0, 1, -1, 2, -3, 7, min, max, 100 or 257
        extra = 100 if info.max < 257 else 257
        return [0, 1, -1, 2, -3, 7, int(info.min), int(info.max), extra]
    extra = 100 if info.max < 257 else 257
    return [0, 1, 2, 3, 7, extra, int(info.max)]


# The inputs of each dtype, at most 9: edges first (nan, inf, -0.0, max, min, 257, 1, 0).
INPUTS = {
    "bool": [False, True],
    **{name: _integers(name) for name in ["uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64"]},
    "i*": _integers("int64"),
    # 257 is not a bfloat16 (it is a tie between 256 and 258): 258 stands for it.
    "bfloat16": [0.0, -0.0, 1.0, -1.5, 2.5, 258.0, float(ml_dtypes.finfo(ml_dtypes.bfloat16).max), INF, NAN],
    "float16": [0.0, -0.0, 1.0, -1.5, 2.5, 257.0, 65504.0, INF, NAN],
    # The float32 nearest 1e-40 is a subnormal.
    "float32": [0.0, -0.0, 1.0, -1.5, 257.0, 70000.0, float(np.float32(1e-40)), INF, NAN],
    # 1 + 2**-11 + 2**-40 rounds to float16 differently directly and via float32;
    # 1e300 overflows every narrower float.
    "float64": [0.0, -0.0, 1.0, -1.5, 257.0, 1e300, 1.0 + 2.0**-11 + 2.0**-40, INF, NAN],
    # 2**-1074 is the least float64 subnormal.
    "f*": [0.0, -0.0, 1.0, -1.5, 257.0, 70000.0, 2.0**-1074, INF, NAN],
}
COMPLEX_INPUTS = [
    complex(0.0, 0.0), complex(1.0, -1.0), complex(-1.5, 2.5), complex(INF, 0.0), complex(NAN, 0.0),
    complex(0.0, -0.0), complex(3.0, 4.0), complex(-0.0, 1.0), complex(1.0, 0.0),
]
for _name in ["complex64", "complex128", "c*"]:
    INPUTS[_name] = COMPLEX_INPUTS

# The complex functions on a grid of special parts: every pair of these as
# (real, imaginary), in both complex dtypes. 2**-140 is a float32 subnormal;
# 1.5 * 2**127 squares past float32's range.
EDGE_PARTS = [0.0, -0.0, 2.0**-140, 2.0**-100, 0.5, 1.0, -1.0, 2.5, -3.0, 2.0**100, 1.5 * 2.0**127, INF, -INF, NAN]
EDGE_GRID = [complex(re, im) for re in EDGE_PARTS for im in EDGE_PARTS]
EDGE_UNARY = ["abs", "sqrt", "exp", "log", "sin", "cos", "tanh"]
EDGE_DTYPES = ["complex64", "complex128"]
# Products and quotients of these pairs: each input with the one 37 places on.
EDGE_BINARY = ["multiply", "true_divide"]
EDGE_STRIDE = 37


def edge_inputs(name):
    """The grid, then 60 seeded random values whose parts have full precision in
    the dtype's own float (so that products round there)."""
    rng = np.random.default_rng(2026)
    part = np.float32 if name == "complex64" else np.float64
    parts = rng.standard_normal((60, 2)).astype(part).astype(np.float64)
    return EDGE_GRID + [complex(re, im) for re, im in parts]
# XLA on CPU divides by a broadcast divisor as a multiplication by its
# reciprocal; the binary lines (both operands broadcast) show that, and these
# operations are also written for operands of the same shape.
SAME_SHAPE = BINARY

# Seeded random values of each dtype, beyond the hand-picked edges: integers
# uniform over the whole range; floats half from random bit patterns (every
# exponent, subnormals, infinities and NaN) and half from a normal
# distribution (values that arithmetic keeps finite); complex numbers likewise
# per part.
RANDOM_COUNT = 12


def random_inputs(name):
    rng = np.random.default_rng([2027, NAMES.index(name)])
    dtype = np_dtype(name)
    n, half = RANDOM_COUNT, RANDOM_COUNT // 2
    if dtype == np.bool_:
        return [bool(v) for v in rng.integers(0, 2, n)]
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        return [int(v) for v in rng.integers(int(info.min), int(info.max), n, endpoint=True, dtype=dtype)]

    def reals(part, count):
        bits = {2: np.uint16, 4: np.uint32, 8: np.uint64}[np.dtype(part).itemsize]
        raw = rng.integers(0, np.iinfo(bits).max, count, endpoint=True, dtype=bits).view(part)
        normal = (rng.standard_normal(count) * 10.0).astype(part)
        return [float(v) for v in np.concatenate([raw, normal]).astype(np.float64)]

    if dtype.kind == "c":
        part = np.float32 if dtype == np.complex64 else np.float64
        re, im = reals(part, half), reals(part, half)
        return [complex(r, i) for r, i in zip(re, im)]
    return reals(dtype, half)


def np_dtype(name):
    return WEAK[name] if name in WEAK else np.dtype(jnp.dtype(name))


def host_array(name, values):
    """The inputs of `name` as a NumPy array of its storage dtype, checked exact."""
    dtype = np_dtype(name)
    if dtype.kind == "c":
        # Build complex values from their parts: Python's complex() keeps -0.0
        # and nan parts, np.asarray(list of complex) too, but be explicit.
        parts = np.empty((len(values), 2), dtype=np.float64)
        parts[:, 0] = [v.real for v in values]
        parts[:, 1] = [v.imag for v in values]
        fdt = np.float32 if dtype == np.complex64 else np.float64
        assert np.array_equal(parts.astype(fdt).astype(np.float64), parts, equal_nan=True), name
        return parts.astype(fdt).view(dtype).reshape(-1)
    arr = np.asarray(values, dtype=dtype)
    if dtype.kind == "f" or dtype == ml_dtypes.bfloat16:
        back = arr.astype(np.float64)
        assert np.array_equal(back, np.asarray(values, np.float64), equal_nan=True), (name, back)
        assert list(np.signbit(back)) == list(np.signbit(np.asarray(values, np.float64))), name
    else:
        assert [int(v) for v in arr] == [int(v) for v in values], name
    return arr


def device_array(name, host):
    """A JAX array of `name` with the given host values; weakly typed for weak types."""
    if name in WEAK:
        arr = lax_internal._convert_element_type(host, WEAK[name], weak_type=True)
        assert jax_dtypes.is_weakly_typed(arr), name
    else:
        arr = jnp.asarray(host, dtype=jnp.dtype(name))
        assert not jax_dtypes.is_weakly_typed(arr), name
    assert np.dtype(arr.dtype) == np_dtype(name), (name, arr.dtype)
    return arr


def ones(name, shape=(2,)):
    return device_array(name, np.ones(shape, dtype=np_dtype(name)))


def name_of(arr):
    dtype = np.dtype(arr.dtype)
    if jax_dtypes.is_weakly_typed(arr) and dtype != np.bool_:
        assert dtype in WEAK.values(), ("weakly typed result of unexpected dtype", dtype)
        return WEAK_OF_KIND[dtype.kind]
    assert dtype.name in STRONG, dtype
    return dtype.name


def encode(arr):
    """Values of a result, row-major, in the fixture encoding of its dtype."""
    a = np.ascontiguousarray(np.asarray(arr)).reshape(-1)
    dtype = a.dtype
    if dtype == np.bool_:
        return ["1" if v else "0" for v in a]
    if dtype.kind in "iu":
        return [str(int(v)) for v in a]
    if dtype in (np.dtype(np.float16), np.dtype(ml_dtypes.bfloat16)):
        return [f"{int(v):04x}" for v in a.view(np.uint16)]
    if dtype == np.float32:
        return [f"{int(v):08x}" for v in a.view(np.uint32)]
    if dtype == np.float64:
        return [f"{int(v):016x}" for v in a.view(np.uint64)]
    if dtype == np.complex64:
        bits = a.view(np.float32).view(np.uint32).reshape(-1, 2)
        return [f"{int(re):08x},{int(im):08x}" for re, im in bits]
    if dtype == np.complex128:
        bits = a.view(np.float64).view(np.uint64).reshape(-1, 2)
        return [f"{int(re):016x},{int(im):016x}" for re, im in bits]
    raise AssertionError(dtype)


def xla_cpu_crasher(fn, args):
    """The jaxpr of fn(*args) if XLA CPU would crash compiling it, else None.

    XLA CPU of jaxlib 0.10.2 dies (SIGSEGV, in its fusion emitters) compiling a
    loop fusion of a narrowing signed-integer convert feeding `and`/`or`, e.g.
    jnp.bitwise_and(int8[2], weakly typed int64[2]); seen with the 1-d operands
    of the dtype cases, not with the 2-d broadcast of the value cases.
    """
    closed = jax.make_jaxpr(fn)(*args)
    narrowed = set()
    for eqn in closed.jaxpr.eqns:
        if eqn.primitive.name == "convert_element_type":
            src, dst = np.dtype(eqn.invars[0].aval.dtype), np.dtype(eqn.params["new_dtype"])
            if src.kind == dst.kind == "i" and dst.itemsize < src.itemsize:
                narrowed.update(eqn.outvars)
        elif eqn.primitive.name in ("and", "or"):
            if any(v in narrowed for v in eqn.invars if not hasattr(v, "val")):
                return closed
    return None


GUARDED = []


def attempt(errors, key, fn, *args, guard=False, **kwargs):
    """fn(*args) and the name of its dtype, or (None, None) where JAX raises.

    With guard, a case that would crash XLA CPU (see xla_cpu_crasher) runs its
    jaxpr (as traced from the one jnp call, so JAX still promotes) primitive by
    primitive, each compiled on its own: exact integer operations, same values.
    """
    try:
        closed = xla_cpu_crasher(fn, args) if guard else None
        if closed is not None:
            GUARDED.append(" ".join(map(str, key)) + " " + " ".join(
                f"{a.dtype}{'(weak)' if jax_dtypes.is_weakly_typed(a) else ''}" for a in args))
            out, = jax.core.eval_jaxpr(closed.jaxpr, closed.consts, *args)
        else:
            out = fn(*args, **kwargs)
        out = jax.block_until_ready(out)
        return out, name_of(out)
    except AssertionError:
        raise
    except Exception as e:  # JAX raises TypeError, TypePromotionError, ValueError...
        errors[key][type(e).__name__] += 1
        return None, None


def header(lines, what, columns):
    lines += [
        f"# {what} of real JAX, written by tools/jax_tensor_fixtures.py: do not edit.",
        f"# jax {jax.__version__}, jaxlib {getattr(jax.lib, '__version__', jax.__version__)},"
        f" ml_dtypes {ml_dtypes.__version__}, numpy {np.__version__}; jax_enable_x64=True, CPU.",
        "# Weak types (what Python scalars become) are written i*, f*, c*: weakly typed int64, float64,"
        " complex128 arrays; a weakly typed bool result is written bool.",
    ] + ["# " + c for c in columns]


def dtype_fixtures(errors, binary_results):
    lines = []
    header(lines, "Result dtypes of jax.numpy operations", [
        "binary MODE OP LHS RHS RESULT: OP(lhs, rhs) under jax.numpy_dtype_promotion(MODE);"
        " operands are 1-d arrays of two ones.",
        "unary OP DTYPE RESULT: OP(x) of a 1-d array of two ones.",
        "reduce OP DTYPE RESULT: whole-array OP(x) of a 1-d array of two ones.",
        "RESULT is `-` where JAX raises (any exception).",
        "XLA CPU of this jaxlib crashes (SIGSEGV) compiling bitwise_and/bitwise_or of int8, int16 or int32"
        " with i* (a narrowing convert fused into and/or):",
        "those cases ran JAX's jaxpr of the call primitive by primitive.",
    ])
    for mode in ("standard", "strict"):
        with jax.numpy_dtype_promotion(mode):
            for op in BINARY:
                fn = getattr(jnp, op)
                for a in NAMES:
                    for b in NAMES:
                        _, res = attempt(errors, ("binary", mode, op), fn, ones(a), ones(b),
                                         guard=op in ("bitwise_and", "bitwise_or"))
                        res = res or "-"
                        binary_results[mode, op, a, b] = res
                        lines.append(f"binary {mode} {op} {a} {b} {res}")
    for op in UNARY:
        for a in NAMES:
            _, res = attempt(errors, ("unary", op), getattr(jnp, op), ones(a))
            lines.append(f"unary {op} {a} {res or '-'}")
    for op in REDUCE:
        for a in NAMES:
            _, res = attempt(errors, ("reduce", op), getattr(jnp, op), ones(a))
            lines.append(f"reduce {op} {a} {res or '-'}")
    return lines


def value_fixtures(errors, binary_results, mismatches):
    lines = []
    header(lines, "Exact values of jax.numpy operations", [
        "Values: bool 0/1; integers in decimal (i*: int64); bfloat16, float16: 4 hex digits of the bit pattern;"
        " float32: 8; float64, f*: 16; complex64: RE,IM as two 8-hex-digit float32 patterns;"
        " complex128, c*: RE,IM as two 16-hex-digit float64 patterns.",
        "input DTYPE V...: the inputs of DTYPE (weak types: weakly typed arrays of these values).",
        "binary OP LHS RHS RESULT V...: OP(lhs[:, None], rhs[None, :]) in one call, standard promotion,"
        " flattened row-major (len(lhs) x len(rhs) values); no line where JAX raises.",
        "unary OP DTYPE RESULT V...: OP(inputs).",
        "reduce OP DTYPE AXIS RESULT V...: OP(x, axis=AXIS) (all: axis=None), x of shape (2, 3) holding the first"
        " 6 inputs row-major (repeated cyclically if fewer), flattened row-major.",
        "cast FROM TO V...: inputs_of_FROM.astype(TO) for the 15 strong dtypes; no line where JAX raises.",
        "XLA CPU flushes subnormal inputs and results of float arithmetic to zero. NaN bit patterns are as XLA"
        " produced them, but its sign and payload depend on the code path (broadcast or same-shape operands):"
        " compare NaN-ness only.",
        "The right operand being a broadcast, XLA CPU rewrites division (true_divide, floor_divide) as x * (1/y)"
        " (float16: x * f16(1/y); bfloat16: bf16(x * f32(1/y))); same-shape operands divide exactly.",
        "jnp.mean divides by a constant count, likewise rewritten as sum * (1/count).",
        "same OP LHS RHS RESULT V...: OP(lhs repeated, rhs tiled), both flat of len(lhs) x len(rhs) values:"
        " the values of the binary line, from operands of the same shape (no broadcast), for every operation.",
        f"rinput DTYPE V...: {RANDOM_COUNT} seeded random values of DTYPE (see random_inputs).",
        "random OP LHS RHS RESULT V...: OP(lhs, rhs) of the random inputs, elementwise, same shape.",
        "random_bcast OP LHS RHS RESULT V...: OP(lhs, rhs[:1]), the random inputs with a broadcast right operand.",
        "random_unary OP DTYPE RESULT V...: OP(random inputs).",
        "edge DTYPE V...: complex inputs on a grid of special parts (every (re, im) pair), then 60 seeded"
        " random values, for complex64 and complex128.",
        "edge_unary OP DTYPE RESULT V...: OP(edge inputs), for the complex functions abs, sqrt, exp, log, sin, cos, tanh.",
        f"edge_binary OP DTYPE RESULT V...: OP(x, roll(x, -{EDGE_STRIDE})) for the edge inputs x (same shape),"
        " for multiply and true_divide.",
    ])
    host = {name: host_array(name, INPUTS[name]) for name in NAMES}
    for name in NAMES:
        assert len(host[name]) <= 9, name
        lines.append(" ".join(["input", name] + encode(host[name])))
    rand = {name: host_array(name, random_inputs(name)) for name in NAMES}
    for name in NAMES:
        lines.append(" ".join(["rinput", name] + encode(rand[name])))
    column = {name: device_array(name, host[name].reshape(-1, 1)) for name in NAMES}
    row = {name: device_array(name, host[name].reshape(1, -1)) for name in NAMES}
    with jax.numpy_dtype_promotion("standard"):
        for op in BINARY:
            fn = getattr(jnp, op)
            for a in NAMES:
                for b in NAMES:
                    out, res = attempt(errors, ("values binary", op), fn, column[a], row[b])
                    if res != (None if binary_results["standard", op, a, b] == "-" else binary_results["standard", op, a, b]):
                        mismatches.append(f"binary {op} {a} {b}: ones give {binary_results['standard', op, a, b]}, inputs give {res}")
                    if out is None:
                        continue
                    assert out.shape == (len(host[a]), len(host[b])), (op, a, b, out.shape)
                    lines.append(" ".join(["binary", op, a, b, res] + encode(out)))
        for op in UNARY:
            for a in NAMES:
                out, res = attempt(errors, ("values unary", op), getattr(jnp, op), device_array(a, host[a]))
                if out is not None:
                    assert out.shape == host[a].shape
                    lines.append(" ".join(["unary", op, a, res] + encode(out)))
        for op in SAME_SHAPE:
            fn = getattr(jnp, op)
            for a in NAMES:
                for b in NAMES:
                    if binary_results["standard", op, a, b] == "-":
                        continue
                    lhs = device_array(a, np.repeat(host[a], len(host[b])))
                    rhs = device_array(b, np.tile(host[b], len(host[a])))
                    out, res = attempt(errors, ("values same", op), fn, lhs, rhs, guard=op in ("bitwise_and", "bitwise_or"))
                    assert out is not None and res == binary_results["standard", op, a, b], (op, a, b, res)
                    lines.append(" ".join(["same", op, a, b, res] + encode(out)))
        for op in BINARY:
            fn = getattr(jnp, op)
            for a in NAMES:
                for b in NAMES:
                    if binary_results["standard", op, a, b] == "-":
                        continue
                    x, y = device_array(a, rand[a]), device_array(b, rand[b])
                    out, res = attempt(errors, ("values random", op), fn, x, y, guard=op in ("bitwise_and", "bitwise_or"))
                    assert out is not None and res == binary_results["standard", op, a, b], (op, a, b, res)
                    lines.append(" ".join(["random", op, a, b, res] + encode(out)))
                    out, res = attempt(errors, ("values random_bcast", op), fn, x, device_array(b, rand[b][:1]),
                                       guard=op in ("bitwise_and", "bitwise_or"))
                    assert out is not None and res == binary_results["standard", op, a, b], (op, a, b, res)
                    lines.append(" ".join(["random_bcast", op, a, b, res] + encode(out)))
        for op in UNARY:
            for a in NAMES:
                out, res = attempt(errors, ("values random_unary", op), getattr(jnp, op), device_array(a, rand[a]))
                if out is not None:
                    lines.append(" ".join(["random_unary", op, a, res] + encode(out)))
        for a in EDGE_DTYPES:
            edge = host_array(a, edge_inputs(a))
            lines.append(" ".join(["edge", a] + encode(edge)))
            for op in EDGE_UNARY:
                out, res = attempt(errors, ("values edge", op), getattr(jnp, op), device_array(a, edge))
                assert out is not None and out.shape == edge.shape, (op, a)
                lines.append(" ".join(["edge_unary", op, a, res] + encode(out)))
            rolled = np.roll(edge, -EDGE_STRIDE)
            for op in EDGE_BINARY:
                fn = getattr(jnp, op)
                out, res = attempt(errors, ("values edge", op), fn, device_array(a, edge), device_array(a, rolled))
                assert out is not None and out.shape == edge.shape and res == a, (op, a)
                lines.append(" ".join(["edge_binary", op, a, res] + encode(out)))
        for op in REDUCE:
            for a in NAMES:
                six = np.resize(host[a], 6).reshape(2, 3)  # np.resize repeats cyclically
                x = device_array(a, six)
                for axis_name, axis in AXES:
                    out, res = attempt(errors, ("values reduce", op), getattr(jnp, op), x, axis=axis)
                    if out is not None:
                        lines.append(" ".join(["reduce", op, a, axis_name, res] + encode(out)))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", np.exceptions.ComplexWarning)
        for a in STRONG:
            x = device_array(a, host[a])
            for b in STRONG:
                out, res = attempt(errors, ("cast", a), lambda x, b=b: x.astype(jnp.dtype(b)), x)
                if out is not None:
                    assert res == b, (a, b, res)
                    lines.append(" ".join(["cast", a, b] + encode(out)))
    return lines


def write(path, lines):
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    size = os.path.getsize(path)
    print(f"wrote {os.path.normpath(path)}: {size} bytes, {len(lines)} lines", file=sys.stderr)
    return size


def kind_counts(lines):
    counts = collections.Counter(line.split(" ", 1)[0] for line in lines if not line.startswith("#"))
    return ", ".join(f"{k} {v}" for k, v in counts.items())


def join_report(binary_results):
    """Is each binary op's result dtype a function of the join (the `add` result)?"""
    for mode in ("standard", "strict"):
        print(f"[{mode}] result dtype as a function of the join (add's result):", file=sys.stderr)
        for op in BINARY:
            by_join = collections.defaultdict(lambda: collections.defaultdict(list))
            for a in NAMES:
                for b in NAMES:
                    by_join[binary_results[mode, "add", a, b]][binary_results[mode, op, a, b]].append((a, b))
            mapping, exceptions = {}, []
            for join, results in by_join.items():
                if len(results) == 1:
                    mapping[join] = next(iter(results))
                    continue
                # The most common result is the rule, the others exceptions.
                rule = max(results, key=lambda r: len(results[r]))
                mapping[join] = rule
                for res, pairs in results.items():
                    if res != rule:
                        exceptions.append(f"join {join} -> {rule} except " + " ".join(f"({a},{b})->{res}" for a, b in pairs))
            changed = " ".join(f"{j}->{r}" for j, r in mapping.items() if j != r)
            print(f"  {op}: {'function' if not exceptions else 'NOT a function'}; join->result where different: {changed or 'none'}", file=sys.stderr)
            for e in exceptions:
                print(f"    {e}", file=sys.stderr)


def main():
    fixtures = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures")
    errors = collections.defaultdict(collections.Counter)
    binary_results, mismatches = {}, []
    dtype_lines = dtype_fixtures(errors, binary_results)
    value_lines = value_fixtures(errors, binary_results, mismatches)
    write(os.path.join(fixtures, "jax_op_dtypes.txt"), dtype_lines)
    size = write(os.path.join(fixtures, "jax_op_values.txt"), value_lines)
    if size > 9_000_000:
        print(f"WARNING: jax_op_values.txt is {size} bytes, over 9 MB: reduce the inputs", file=sys.stderr)
    print(f"jax_op_dtypes.txt lines: {kind_counts(dtype_lines)}", file=sys.stderr)
    print(f"jax_op_values.txt lines: {kind_counts(value_lines)}", file=sys.stderr)
    print("exceptions JAX raised, by case:", file=sys.stderr)
    for key, counter in errors.items():
        print(f"  {' '.join(key)}: " + ", ".join(f"{k} x{v}" for k, v in counter.items()), file=sys.stderr)
    print(f"cases run primitive by primitive (XLA CPU crash): {len(GUARDED)}", file=sys.stderr)
    for g in GUARDED:
        print(f"  {g}", file=sys.stderr)
    print(f"dtype differences between ones and the inputs: {len(mismatches)}", file=sys.stderr)
    for m in mismatches:
        print(f"  {m}", file=sys.stderr)
    join_report(binary_results)


if __name__ == "__main__":
    main()
