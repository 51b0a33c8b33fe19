#!/usr/bin/env python3
"""Write the element-function fixtures of dtype-lattice from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes numpy
    python3 tools/jax_function_fixtures.py            # the values (a minute)
    python3 tools/jax_function_fixtures.py --digests  # and every f32 input (an hour)
    python3 tools/jax_function_fixtures.py --digests erfc  # those of some functions only

It writes tests/fixtures/jax_functions.npz (np.savez_compressed, which the
tests read with the crate's own .npz reader): for each element function and
each real float dtype, JAX's outputs, as unsigned integers of the dtype's
bits, JAX running with x64 enabled, on CPU, jitted:

- `bfloat16` and `float16`: every bit pattern (inputs 0 to 65535);
- `float32` and `float64`: the inputs `inputs_float32` / `inputs_float64`:
  zeros, subnormals, the smallest normals, the largest values, infinities
  and NaN; every power of two (of f64, every eighth, and all of 2^-64 to
  2^64) and its neighbours; the points where XLA's
  approximations switch branch or clamp, and their neighbours; then seeded
  random bit patterns of the whole range, and seeded random values of
  (-20, 20) and (-1, 1), where programs live.

Arrays are named `FUNCTION.DTYPE`, but those XLA takes from the CPU's own
approximations (`CPU_DEPENDENT`) are `FUNCTION.DTYPE@TAG`, for the CPU that
ran JAX: `rsqrt` of float32 starts from `rsqrtss`, whose bits differ between
AMD's and Intel's CPUs (TAG: the vendor, `/proc/cpuinfo`'s `vendor_id`), and
`rsqrt` of float64 from AVX-512's `vrsqrt14pd` where the CPU has AVX-512 F and
VL, refined by Newton steps, and is `1/sqrt(x)` rounded twice elsewhere (TAG:
`avx512` or `no-avx512`, from `/proc/cpuinfo`'s flags). A run keeps the other
tags' arrays of the file it replaces, so that a fixture written on each kind
of CPU holds them all. `pow` takes two operands: its inputs are
`pow_lhs.DTYPE` and `pow_rhs.DTYPE` (edges against edges, then random pairs).

With --digests it also writes tests/fixtures/jax_functions_f32.txt: for each
function of one operand (named FUNCTION@VENDOR where its values depend on the
CPU's vendor, as the arrays above) and each of 256 chunks of 2^24 consecutive f32 bit
patterns (all of them, in order), two sums of the outputs' bits, NaNs
counted as 0x7fc00000 (w = (i * 0x9e3779b1 mod 2^32) | 1 for input bits i):

    s1 = sum(bits * w) mod 2^64,   s2 = sum(bits ^ i) mod 2^64

The ignored test `every_f32_input_is_jax_s` computes the same sums.
"""

import os
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp  # noqa: E402
import jax.scipy.special  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from jax_tensor_fixtures import avx512_tag, cpu_vendor  # noqa: E402

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

FUNCTIONS = {
    "exp": jnp.exp,
    "expm1": jnp.expm1,
    "exp2": jnp.exp2,
    "log": jnp.log,
    "log1p": jnp.log1p,
    "log2": jnp.log2,
    "log10": jnp.log10,
    "sqrt": jnp.sqrt,
    "rsqrt": jax.lax.rsqrt,
    "cbrt": jnp.cbrt,
    "sin": jnp.sin,
    "cos": jnp.cos,
    "tan": jnp.tan,
    "arcsin": jnp.arcsin,
    "arccos": jnp.arccos,
    "arctan": jnp.arctan,
    "sinh": jnp.sinh,
    "cosh": jnp.cosh,
    "tanh": jnp.tanh,
    "arcsinh": jnp.arcsinh,
    "arccosh": jnp.arccosh,
    "arctanh": jnp.arctanh,
    "erf": jax.scipy.special.erf,
    "erfc": jax.scipy.special.erfc,
    "logistic": jax.lax.logistic,
    # jax.nn's GELU, which the crate computes in one loop of the element
    # functions above and of products and sums (`EAGER`).
    "gelu": lambda x: jax.nn.gelu(x, approximate=True),
    "gelu_exact": lambda x: jax.nn.gelu(x, approximate=False),
}

# The functions called as a program calls them outside `jax.jit`, each jnp
# operation its own XLA computation, as the crate computes them (the others
# are one operation each, jitted). Inside a jit, XLA fuses GELU's operations
# and rounds them otherwise (it contracts `x + 0.044715 * x**3` into a fused
# multiply-add, and does not round each step of a bfloat16 exact GELU): 67 of
# the 12,238 float32 inputs, 103 of the 12,832 float64 ones and 479 of the
# bfloat16 ones (exact form) come out 1 ulp apart (jaxlib 0.10.2).
EAGER = {"gelu", "gelu_exact"}

DTYPES = {
    "bfloat16": (ml_dtypes.bfloat16, np.uint16),
    "float16": (np.float16, np.uint16),
    "float32": (np.float32, np.uint32),
    "float64": (np.float64, np.uint64),
}

# Where XLA's approximations clamp or switch branch (exp, tanh, erf, log1p,
# expm1, asinh, acosh), and other points of interest, in both widths.
THRESHOLDS = [
    0.5, 1.0, 2.0, 4e-4, 20.0, 87.8, 88.8, 88.72283, 87.33654, 103.97208, 7.998811721801758,
    17.714196154005176, 3.832509, 0.41421356237309503, 0.7071067811865476, 708.3964185322641,
    709.782712893384, 1.8446743e19, 1.70141173e38, 1.3407807929942596e154, 8.98846567431158e307,
    np.pi / 4, np.pi / 2, np.pi, 1e-4, 9.0, 0.6931471805599453, 1e-8, 1e10,
    # erfc's: its f64 pieces meet at 8; e^{-x^2} underflows past these.
    8.0, 9.419280, 26.641747,
]


# The arrays whose values depend on the CPU (see the docstring), and the tag
# of this CPU's.
CPU_DEPENDENT = {("rsqrt", "float32"): cpu_vendor, ("rsqrt", "float64"): avx512_tag}


def neighbours(values, dtype, k):
    """Each value and its k nearest neighbours on each side, in `dtype`."""
    out = []
    for v in values:
        x = np.array(v, dtype=np.float64).astype(dtype)
        for _ in range(k):
            x = np.nextafter(x, dtype(-np.inf))
        for _ in range(2 * k + 1):
            out.append(x.copy())
            x = np.nextafter(x, dtype(np.inf))
    return out


def inputs(dtype, uint, seed):
    """The f32 or f64 inputs: edges, powers of two, thresholds, random values."""
    info = np.finfo(dtype)
    edges = [0.0, np.inf, np.nan, float(info.smallest_subnormal), float(info.tiny) / 2,
             float(info.tiny), float(info.max), 1.0]
    values = []
    for v in edges:
        values += [v, -v]
    # Every power of two of f32; of f64, every 8th, and all those near 1.
    low = int(np.log2(info.smallest_subnormal))
    step = 1 if dtype == np.float32 else 8
    exponents = sorted(set(range(low, info.maxexp, step)) | set(range(-64, 65)))
    powers = [2.0 ** e for e in exponents]
    values += [p for v in neighbours(powers, dtype, 1) for p in (v, -v)]
    values += [p for v in neighbours(THRESHOLDS, dtype, 2) for p in (v, -v)]
    rng = np.random.default_rng(seed)
    bits = rng.integers(0, np.iinfo(uint).max, size=4096, dtype=uint, endpoint=True)
    values += list(bits.view(dtype))
    values += list(rng.uniform(-20, 20, size=4096))
    values += list(rng.uniform(-1, 1, size=2048))
    return np.array(values, dtype=np.float64).astype(dtype)


def bits_of(array, uint):
    return np.asarray(array).view(uint)


def main():
    arrays = {}
    all_inputs = {
        "bfloat16": np.arange(1 << 16, dtype=np.uint16).view(ml_dtypes.bfloat16),
        "float16": np.arange(1 << 16, dtype=np.uint16).view(np.float16),
        "float32": inputs(np.float32, np.uint32, 1),
        "float64": inputs(np.float64, np.uint64, 2),
    }
    for name in ["float32", "float64"]:
        arrays[f"inputs.{name}"] = bits_of(all_inputs[name], DTYPES[name][1])
    for fname, f in FUNCTIONS.items():
        g = f if fname in EAGER else jax.jit(f)
        for name, (dtype, uint) in DTYPES.items():
            x = jnp.asarray(all_inputs[name])
            y = np.asarray(g(x))
            assert y.dtype == np.dtype(dtype), (fname, name, y.dtype)
            key = f"{fname}.{name}"
            if (fname, name) in CPU_DEPENDENT:
                key += f"@{CPU_DEPENDENT[(fname, name)]()}"
            arrays[key] = bits_of(y, uint)
    # pow: edges against edges, then random pairs (same-shape operands).
    g = jax.jit(jnp.power)
    for name, (dtype, uint) in DTYPES.items():
        info = ml_dtypes.finfo(dtype) if name == "bfloat16" else np.finfo(dtype)
        edges = np.array([0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, np.inf, -np.inf, np.nan,
                          float(info.tiny), float(info.max), 10.0, 1e-3, 1.5, -2.5], dtype=np.float64)
        lhs, rhs = np.meshgrid(edges, edges)
        rng = np.random.default_rng(3)
        rand_lhs = np.concatenate([rng.uniform(0, 10, 4096), rng.uniform(-10, 10, 1024)])
        rand_rhs = np.concatenate([rng.uniform(-10, 10, 4096), rng.integers(-8, 8, 1024).astype(np.float64)])
        lhs = np.concatenate([lhs.ravel(), rand_lhs]).astype(dtype)
        rhs = np.concatenate([rhs.ravel(), rand_rhs]).astype(dtype)
        y = np.asarray(g(jnp.asarray(lhs), jnp.asarray(rhs)))
        arrays[f"pow_lhs.{name}"] = bits_of(lhs, uint)
        arrays[f"pow_rhs.{name}"] = bits_of(rhs, uint)
        arrays[f"pow.{name}"] = bits_of(y, uint)
    path = os.path.join(ROOT, "tests", "fixtures", "jax_functions.npz")
    if os.path.exists(path):
        # Other CPUs' arrays of the CPU-dependent functions stay.
        with np.load(path) as old:
            for key in old.files:
                if "@" in key and key not in arrays:
                    arrays[key] = old[key]
    np.savez_compressed(path, **arrays)
    print(f"{len(arrays)} arrays, {os.path.getsize(path)} bytes in {path}")
    args = sys.argv[1:]
    if "--digests" in args:
        digests(args[args.index("--digests") + 1:] or list(FUNCTIONS))


def digests(names):
    """Write the digests of the functions `names`, keeping the file's others."""
    path = os.path.join(ROOT, "tests", "fixtures", "jax_functions_f32.txt")
    def key_of(fname):
        """The name of the function's lines: FUNCTION@VENDOR where vendor-dependent."""
        return f"{fname}@{cpu_vendor()}" if (fname, "float32") in CPU_DEPENDENT else fname

    rewritten = {key_of(fname) for fname in names}
    kept = {}
    if os.path.exists(path):
        with open(path) as old:
            for line in old:
                if not line.startswith("#") and line.split()[0] not in rewritten:
                    kept.setdefault(line.split()[0], []).append(line.rstrip("\n"))
    lines = [
        "# Sums of JAX's outputs over every f32 input, written by tools/jax_function_fixtures.py --digests:",
        f"# jax {jax.__version__}, ml_dtypes {ml_dtypes.__version__}, numpy {np.__version__}; CPU.",
        "# FUNCTION CHUNK S1 S2 (hex): see the script's docstring.",
    ]
    for fname, f in FUNCTIONS.items():
        # A vendor-dependent function's lines are named FUNCTION@VENDOR, and
        # every vendor's are kept but this one's when it is written again.
        key = key_of(fname)
        for other in sorted(k for k in kept if k.startswith(f"{fname}@") and k != key):
            lines += kept[other]
        if fname not in names:
            lines += kept.get(key, [])
            continue
        g = f if fname in EAGER else jax.jit(f)
        for c in range(256):
            idx = np.arange(c << 24, (c + 1) << 24, dtype=np.uint64)
            y = np.asarray(g(idx.astype(np.uint32).view(np.float32)))
            bits = y.view(np.uint32).copy()
            bits[np.isnan(y)] = 0x7FC00000
            b = bits.astype(np.uint64)
            w = ((idx * np.uint64(0x9E3779B1)) & np.uint64(0xFFFFFFFF)) | np.uint64(1)
            s1 = int(np.sum(b * w, dtype=np.uint64))
            s2 = int(np.sum(b ^ idx, dtype=np.uint64))
            lines.append(f"{key} {c} {s1:016x} {s2:016x}")
        print(fname, file=sys.stderr)
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
