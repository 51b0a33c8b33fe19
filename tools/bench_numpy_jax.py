#!/usr/bin/env python3
"""NumPy and JAX (CPU, one thread) on the pairs of benches/elementwise.rs.

Run by hand, not in CI, pinned to one core (XLA otherwise uses both):

    pip install jax jaxlib ml_dtypes numpy
    taskset -c 0 python3 tools/bench_numpy_jax.py

For each pair, 10M elements, best of 20 runs: NumPy's `np.add(a, b)` into a
new array, NumPy's `np.add(a, b, out=...)` into an existing one (both with
JAX's result dtype, since NumPy's own promotion differs), and JAX's jitted
`a + b` on device arrays, waited for with `block_until_ready`. Bytes per
second count both inputs read and the output written, as the Rust benchmark
does.

With `--matmul`, it times instead the products of benches/linalg.rs: a
1024 x 1024 matmul in float32, float16 and bfloat16, NumPy's `a @ b` and
JAX's jitted `jnp.matmul` (best of 10, GFLOP/s counting 2 n^3), and JAX's
jitted einsum of benches/linalg.rs's attention scores. For both
cores, let XLA and NumPy's BLAS use two threads:

    XLA_FLAGS= OPENBLAS_NUM_THREADS=2 python3 tools/bench_numpy_jax.py --matmul

With `--copies`, the transposing copies and the strided parts (`x[..., 0, :]`,
`jnp.split`, `jnp.flip`, `jnp.broadcast_to`) of benches/selection.rs (a
`[1000, 10000]` float32 transpose, the same bytes as float64 `[1000, 5000]`
and bfloat16 `[1000, 20000]`, a `[100, 1000, 100]` permutation of the outer
axes) beside jitted `jnp.transpose` and NumPy's `ascontiguousarray`, their
`_into` forms beside NumPy's `copyto`, and the crate's copy probes (read one
array, write one): into a new tensor, and into a buffer already written.

With `--int8`, only the int8 products of benches/linalg.rs accumulated in
int32 (`preferred_element_type=jnp.int32`), 512 x 512 and 1024 x 1024, best
of 20, GOP/s, and a weight-only quantised layer's product (float32 or
bfloat16 activations times int8 weights, 1024, beside weights of the
activations' dtype), ms (part of `--matmul` too). The crate's are
`cargo bench --bench linalg -- int8`.

With `--parallel`, the operations of benches/parallel.rs, best of 15:
`add(int8, float32)` and `add(uint8, float16)` into an existing array (NumPy's
`out=`; JAX's jitted `a + b`, which allocates), `sum` of float32, on 10M and
on 1,000 elements. NumPy runs them on one thread whatever it is given; XLA's
CPU backend splits large elementwise operations over its thread pool when
`XLA_FLAGS` leaves it multi-threaded. Run it both ways:

    taskset -c 0 python3 tools/bench_numpy_jax.py --parallel
    XLA_FLAGS= python3 tools/bench_numpy_jax.py --parallel

With `--functions`, the element functions of benches/functions.rs (exp,
log, tanh, …) on 1M values of float32, float64 and bfloat16, side by side
in one run: JAX's jitted function and NumPy's ufunc (SciPy's for erf and
logistic; `1 / np.sqrt` for rsqrt; none for bfloat16, which NumPy computes
through float32 element by element), best of 30, then `cargo bench --bench
functions` (the crate's, best of 30 samples), and the ratios. One core, and
then both:

    RAYON_NUM_THREADS=1 taskset -c 0 python3 tools/bench_numpy_jax.py --functions
    XLA_FLAGS= python3 tools/bench_numpy_jax.py --functions

With `--reductions`, benches/reductions.rs (sum, mean, var, max, argmax,
all, cumsum, prod and cumprod of 10M float32 values; sums, means, maxima,
variances, argmaxes, products and cumsums along each axis of a 1000 x 10000
matrix and `all` along its rows; an int8 sum; var, sum, argmax, max and any
along the short last axis of a [1.25M, 8] matrix (and a prod of values near
1), and its max and argmax
as bfloat16, its sum, max and argmax as int8, the sum and argmax also with
x64 disabled, JAX's dtypes) beside jitted JAX and NumPy:

    RAYON_NUM_THREADS=1 taskset -c 0 python3 tools/bench_numpy_jax.py --reductions
    XLA_FLAGS= python3 tools/bench_numpy_jax.py --reductions

With `--medium`, benches/parallel.rs's medium sizes (10k, 100k and 1M
float32 values: exp, a + a, sum, and the sums and maxima of rows of 100),
each size run 10M / n times, in a one-thread pool and on every core, beside
jitted JAX and NumPy (ms per 10M values, best of 15): work of this size must
not lose time in the pool.

    RAYON_NUM_THREADS=1 taskset -c 0 python3 tools/bench_numpy_jax.py --medium
    XLA_FLAGS= python3 tools/bench_numpy_jax.py --medium

With `--program`, benches/program.rs's GELU MLP block (512 x 256 tokens,
1024 hidden features, float32), its GELU alone, and JAX's MNIST classifier
under x64 and x32 (loss and accuracy), in JAX jitted and eager
(each jnp call dispatched on its own, as a program without `jax.jit` runs),
best of 30, beside `cargo bench --bench program`, and the ratios:

    RAYON_NUM_THREADS=1 taskset -c 0 python3 tools/bench_numpy_jax.py --program
    XLA_FLAGS= python3 tools/bench_numpy_jax.py --program

With `--gemma`, examples/gemma_block.rs (a transformer block as gemma writes
it, bfloat16, x64 disabled, 4 x 256 tokens of 512 features, 8 heads) beside
the same block in jax.numpy, eager and jitted (tools/gemma_block_fixtures.py);
with `--gemma-steps`, each of its steps beside eager JAX's
(examples/gemma_block_steps.rs).

With `--fused`, benches/fused.rs's elementwise chains (a bias add and
GELU, layer norm's centring and scaling, softmax's shifted exponential, an
int8 quantisation; 512 x 1024 float32, bfloat16 and float16, and the bias-add GELU
on 8 x 128) beside the same chains in JAX, jitted (fused by XLA) and eager,
ms, best of 30, with the crate's eager and fused times:

    RAYON_NUM_THREADS=1 taskset -c 0 python3 tools/bench_numpy_jax.py --fused
    XLA_FLAGS= python3 tools/bench_numpy_jax.py --fused

With `--small`, benches/elementwise.rs's `small` operations (8 x 128
float32: the fixed cost of an operation) beside NumPy's, eager JAX's and
jitted JAX's, microseconds, best of 200:

    RAYON_NUM_THREADS=1 taskset -c 0 python3 tools/bench_numpy_jax.py --small

With `--einsums`, the block's einsums whose operands or output are permuted
(benches/linalg.rs's `einsum_qkv`, `einsum_logits`, `einsum_projection`,
bfloat16) beside `jnp.einsum` eager and jitted, ms, best of 10:

    RAYON_NUM_THREADS=1 taskset -c 0 python3 tools/bench_numpy_jax.py --einsums
"""

import os

# One thread for XLA, as for the Rust benchmark.
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1")
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import sys
import time

import jax

jax.config.update("jax_enable_x64", True)
import jax.numpy as jnp
import ml_dtypes
import numpy as np

N = 10_000_000
PAIRS = [
    ("int8", "float32"),
    ("uint8", "float16"),
    ("bfloat16", "float32"),
    ("int32", "float64"),
    ("float32", "complex64"),
    ("float32", "float32"),
]


def dtype(name):
    return np.dtype(ml_dtypes.bfloat16) if name == "bfloat16" else np.dtype(name)


def best(f, runs=20):
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return min(times)


def main():
    print(f"numpy {np.__version__}, jax {jax.__version__}, N = {N}")
    print(f"{'pair':<20} {'numpy a+b':>12} {'numpy out=':>12} {'jax a+b':>12}  (GB/s)")
    for a_name, b_name in PAIRS:
        a = (np.arange(N) % 100).astype(dtype(a_name))
        b = (np.arange(N) % 7).astype(dtype(b_name))
        out_dtype = jnp.promote_types(a_name, b_name)
        nbytes = N * (a.itemsize + b.itemsize + np.dtype(out_dtype).itemsize)
        # NumPy promotes by its own rules; for the timing, give it JAX's output dtype.
        out = np.empty(N, dtype=out_dtype)
        np_alloc = best(lambda: np.add(a, b, dtype=out_dtype))
        np_into = best(lambda: np.add(a, b, out=out, dtype=out_dtype))
        ja, jb = jnp.asarray(a), jnp.asarray(b)
        add = jax.jit(lambda x, y: x + y)
        add(ja, jb).block_until_ready()
        jx = best(lambda: add(ja, jb).block_until_ready())
        print(
            f"{a_name + ' + ' + b_name:<20} {nbytes / np_alloc / 1e9:>12.2f} "
            f"{nbytes / np_into / 1e9:>12.2f} {nbytes / jx / 1e9:>12.2f}"
        )


def int8_products():
    """benches/linalg.rs's int8 products accumulated in int32, 512 and 1024."""
    for n in (512, 1024):
        flops = 2 * n**3
        i = np.arange(n * n, dtype=np.int64)
        a8 = (i * 7 % 256).astype(np.uint8).view(np.int8).reshape(n, n)
        b8 = (i * 13 % 256).astype(np.uint8).view(np.int8).reshape(n, n)
        np_time = best(lambda: a8.astype(np.int32) @ b8.astype(np.int32), runs=1)
        mm = jax.jit(lambda x, y: jnp.matmul(x, y, preferred_element_type=jnp.int32))
        ja, jb = jnp.asarray(a8), jnp.asarray(b8)
        mm(ja, jb).block_until_ready()
        jx = best(lambda: mm(ja, jb).block_until_ready(), runs=20)
        name = f"int8->int32 {n}"
        print(f"{name:<16} {flops / np_time / 1e9:>12.2f} {flops / jx / 1e9:>12.2f}  (GOP/s; jax {jx * 1e3:.3f} ms)")
    # A weight-only quantised layer: float32 or bfloat16 activations times
    # int8 weights, 1024, in their join (benches/linalg.rs's
    # matmul_weights_int8), beside the same activations times weights of
    # their own dtype (matmul_float32, matmul_bfloat16).
    n = 1024
    i = np.arange(n * n, dtype=np.int64)
    x = (((i * 7) % 1000).astype(np.float32) / np.float32(500.0) - np.float32(1.0)).reshape(n, n)
    w8 = (i * 13 % 256).astype(np.uint8).view(np.int8).reshape(n, n)
    wf = (((i * 13) % 1000).astype(np.float32) / np.float32(500.0) - np.float32(1.0)).reshape(n, n)
    mm = jax.jit(jnp.matmul)
    for dtype in (jnp.float32, jnp.bfloat16):
        jx, jw8, jwf = jnp.asarray(x, dtype), jnp.asarray(w8), jnp.asarray(wf, dtype)
        assert mm(jx, jw8).dtype == dtype
        mm(jx, jw8).block_until_ready()
        mm(jx, jwf).block_until_ready()
        t8 = best(lambda: mm(jx, jw8).block_until_ready(), runs=10)
        tf = best(lambda: mm(jx, jwf).block_until_ready(), runs=10)
        name = jnp.dtype(dtype).name
        print(f"jax {name} @ int8 1024: {t8 * 1e3:.3f} ms; {name} @ {name}: {tf * 1e3:.3f} ms")


def matmul(n=1024):
    print(f"numpy {np.__version__}, jax {jax.__version__}, {n} x {n} matmul, XLA_FLAGS={os.environ.get('XLA_FLAGS')!r}")
    print(f"{'dtype':<10} {'numpy a@b':>12} {'jax matmul':>12}  (GFLOP/s)")
    flops = 2 * n**3
    for name in ("float32", "float16", "bfloat16"):
        i = np.arange(n * n, dtype=np.int64)
        a = ((i * 7 % 1000) / 500 - 1).astype(dtype(name)).reshape(n, n)
        b = ((i * 13 % 1000) / 500 - 1).astype(dtype(name)).reshape(n, n)
        # NumPy has no float16 or bfloat16 GEMM: it loops (slowly); one run is enough.
        np_time = best(lambda: a @ b, runs=10 if name == "float32" else 1)
        ja, jb = jnp.asarray(a), jnp.asarray(b)
        mm = jax.jit(jnp.matmul)
        mm(ja, jb).block_until_ready()
        jx = best(lambda: mm(ja, jb).block_until_ready(), runs=10)
        print(f"{name:<10} {flops / np_time / 1e9:>12.2f} {flops / jx / 1e9:>12.2f}")
    int8_products()
    # benches/linalg.rs's einsum of attention scores: bfloat16, 8 heads of 64
    # features, 512 queries against 512 keys; JAX only (NumPy has no bfloat16 GEMM).
    s, h, d = 512, 8, 64
    i = np.arange(s * h * d, dtype=np.int64)
    q = ((i * 7 % 1000) / 500 - 1).astype(dtype("bfloat16")).reshape(1, s, h, d)
    k = ((i * 13 % 1000) / 500 - 1).astype(dtype("bfloat16")).reshape(1, s, h, d)
    scores = jax.jit(lambda x, y: jnp.einsum("bqhd,bkhd->bhqk", x, y))
    jq, jk = jnp.asarray(q), jnp.asarray(k)
    scores(jq, jk).block_until_ready()
    jx = best(lambda: scores(jq, jk).block_until_ready(), runs=10)
    print(f"{'einsum bqhd,bkhd->bhqk bfloat16':<32} jax {2 * s * s * h * d / jx / 1e9:.2f} GFLOP/s")


def parallel():
    print(f"numpy {np.__version__}, jax {jax.__version__}, XLA_FLAGS={os.environ.get('XLA_FLAGS')!r}")
    print(f"{'operation':<28} {'numpy':>10} {'jax':>10}  (GB/s)")
    for n in (N, 1000):
        for a_name, b_name in (("int8", "float32"), ("uint8", "float16")):
            a = (np.arange(n) % 100).astype(dtype(a_name))
            b = (np.arange(n) % 7).astype(dtype(b_name))
            out = np.empty(n, dtype=b.dtype)
            nbytes = n * (a.itemsize + 2 * b.itemsize)
            np_into = best(lambda: np.add(a, b, out=out, dtype=b.dtype), runs=15)
            ja, jb = jnp.asarray(a), jnp.asarray(b)
            add = jax.jit(lambda x, y: x + y)
            add(ja, jb).block_until_ready()
            jx = best(lambda: add(ja, jb).block_until_ready(), runs=15)
            print(f"{f'add {a_name} {b_name} ({n})':<28} {nbytes / np_into / 1e9:>10.2f} {nbytes / jx / 1e9:>10.2f}")
        x = ((np.arange(n) % 1000) * 0.001).astype(np.float32)
        np_sum = best(lambda: x.sum(), runs=15)
        jxs = jnp.asarray(x)
        total = jax.jit(jnp.sum)
        total(jxs).block_until_ready()
        jx = best(lambda: total(jxs).block_until_ready(), runs=15)
        print(f"{f'sum float32 ({n})':<28} {n * 4 / np_sum / 1e9:>10.2f} {n * 4 / jx / 1e9:>10.2f}")


FUNCTIONS = ["exp", "expm1", "exp2", "log", "log1p", "log2", "log10", "sqrt", "rsqrt", "cbrt", "sin",
             "cos", "tan", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "arcsinh", "arccosh",
             "arctanh", "erf", "logistic"]


def xorshift(n):
    """The benches' fixed sequence (benches/functions.rs, benches/reductions.rs):
    `n` xorshift64 states from 0x2545F4914F6CDD1D, each shifted right by 11, as
    uniform values in [0, 1)."""
    mask = (1 << 64) - 1
    state = 0x2545F4914F6CDD1D
    out = np.empty(n, dtype=np.uint64)
    for i in range(n):
        state ^= (state << 13) & mask
        state ^= state >> 7
        state ^= (state << 17) & mask
        out[i] = state >> 11
    return out.astype(np.float64) / float(1 << 53)


def function_values(name, n=1 << 20):
    """benches/functions.rs's inputs: the same xorshift sequence, scaled to the domain."""
    lo, hi = {"log": (0, 10), "log1p": (0, 10), "log2": (0, 10), "log10": (0, 10), "sqrt": (0, 10),
              "rsqrt": (0, 10), "arcsin": (-1, 1), "arccos": (-1, 1), "arctanh": (-1, 1),
              "arccosh": (1, 10)}.get(name, (-5, 5))
    return lo + (hi - lo) * xorshift(n)


def divan_fastest(output):
    """The fastest time, in seconds, of each `module/bench` in divan's table."""
    import re

    units = {"ns": 1e-9, "µs": 1e-6, "ms": 1e-3, "s": 1.0}
    times, module = {}, None
    for line in output.splitlines():
        m = re.match(r"^[│├╰─ ]*([A-Za-z_][A-Za-z0-9_]*)\s+(?:([\d.]+) (ns|µs|ms|s))?", line)
        if not m:
            continue
        if m.group(2) is None:
            module = m.group(1)
        else:
            times[f"{module}/{m.group(1)}"] = float(m.group(2)) * units[m.group(3)]
    return times


def divan_tree(output):
    """The fastest time, in seconds, of each bench of divan's table, by its
    path of names ("medium_sum/10000/1" for consts and args)."""
    import re

    units = {"ns": 1e-9, "µs": 1e-6, "ms": 1e-3, "s": 1.0}
    times, path = {}, []
    for line in output.splitlines():
        m = re.match(r"^([│├╰─ ]*)([A-Za-z0-9_]+)\s+(?:([\d.]+) (ns|µs|ms|s))?", line)
        if not m or m.group(2) in ("Timer",):
            continue
        depth = len(m.group(1)) // 3
        path = path[:depth] + [m.group(2)]
        if m.group(3) is not None:
            times["/".join(path)] = float(m.group(3)) * units[m.group(4)]
    return times


def medium():
    """benches/parallel.rs's medium sizes beside jitted JAX and NumPy."""
    import subprocess

    print(f"numpy {np.__version__}, jax {jax.__version__}, XLA_FLAGS={os.environ.get('XLA_FLAGS')!r}, "
          f"RAYON_NUM_THREADS={os.environ.get('RAYON_NUM_THREADS')!r}; ms per 10M float32 values, best of 15")
    ours = divan_tree(subprocess.run(
        ["cargo", "bench", "--bench", "parallel", "--", "medium"], check=True, capture_output=True, text=True,
        cwd=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")).stdout)
    cases = [
        ("exp", False, jnp.exp, np.exp),
        ("add", False, lambda a: a + a, lambda a: a + a),
        ("sum", False, jnp.sum, np.sum),
        ("sum_rows", True, lambda a: jnp.sum(a, axis=1), lambda a: np.sum(a, axis=1)),
        ("max_rows", True, lambda a: jnp.max(a, axis=1), lambda a: np.max(a, axis=1)),
    ]
    print(f"{'op':<16} {'crate 1':>8} {'crate all':>10} {'jax':>8} {'numpy':>8} {'jax/crate 1':>12} {'jax/crate all':>14}")
    for name, rows, jf, nf in cases:
        jf = jax.jit(jf)
        for n in (10_000, 100_000, 1_000_000):
            x = ((np.arange(n) % 1000) * 0.001).astype(np.float32)
            if rows:
                x = x.reshape(n // 100, 100)
            repeat = N // n
            ja = jnp.asarray(x)
            jf(ja).block_until_ready()
            j = best(lambda: jf(ja).block_until_ready(), runs=15) * repeat
            npt = best(lambda: nf(x), runs=15) * repeat
            one = ours.get(f"parallel/medium_{name}/{n}/1", float("nan"))
            every = ours.get(f"parallel/medium_{name}/{n}/0", float("nan"))
            print(f"{name + ' ' + str(n):<16} {one * 1e3:>8.3f} {every * 1e3:>10.3f} {j * 1e3:>8.3f} "
                  f"{npt * 1e3:>8.3f} {j / one:>12.2f} {j / every:>14.2f}")


def functions():
    import subprocess

    import scipy.special

    print(f"numpy {np.__version__}, jax {jax.__version__}, XLA_FLAGS={os.environ.get('XLA_FLAGS')!r}, "
          f"RAYON_NUM_THREADS={os.environ.get('RAYON_NUM_THREADS')!r}; 1M values, ms, best of 30")
    numpy_fns = {"erf": scipy.special.erf, "logistic": scipy.special.expit, "rsqrt": lambda x: 1 / np.sqrt(x)}
    jax_fns = {"erf": jax.scipy.special.erf, "logistic": jax.nn.sigmoid, "rsqrt": jax.lax.rsqrt}
    ours = divan_fastest(subprocess.run(
        ["cargo", "bench", "--bench", "functions"], check=True, capture_output=True, text=True,
        cwd=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")).stdout)
    print(f"{'function':<22} {'crate':>8} {'jax':>8} {'numpy':>8} {'jax/crate':>10}")
    for dtype_name in ("float32", "float64", "bfloat16"):
        for name in FUNCTIONS:
            x = function_values(name).astype(dtype(dtype_name))
            jf = jax.jit(jax_fns.get(name) or getattr(jnp, name))
            jx = jnp.asarray(x)
            jf(jx).block_until_ready()
            j = best(lambda: jf(jx).block_until_ready(), runs=30)
            if dtype_name == "bfloat16":
                npt = float("nan")
            else:
                nf = numpy_fns.get(name) or getattr(np, name)
                npt = best(lambda: nf(x), runs=30)
            c = ours.get(f"{dtype_name}/{name}", float("nan"))
            print(f"{dtype_name + ' ' + name:<22} {c * 1e3:>8.3f} {j * 1e3:>8.3f} {npt * 1e3:>8.3f} {j / c:>10.2f}")


def reductions():
    """benches/reductions.rs beside jitted JAX and NumPy: 10M float32 values
    whole, a [1000, 10000] matrix along each axis, and [1.25M, 8] along its
    short last axis (also as bfloat16 and int8)."""
    import subprocess

    n, rows, cols = 10_000_000, 1000, 10_000
    x = (-1.0 + 2.0 * xorshift(n)).astype(np.float32)
    m = x.reshape(rows, cols)
    short = x.reshape(n // 8, 8)
    short_bf16 = short.astype(ml_dtypes.bfloat16)
    short_i8 = (short * np.float32(127.0)).astype(np.int8)
    i8 = (x * 127.0).astype(np.int8)
    print(f"numpy {np.__version__}, jax {jax.__version__}, XLA_FLAGS={os.environ.get('XLA_FLAGS')!r}, "
          f"RAYON_NUM_THREADS={os.environ.get('RAYON_NUM_THREADS')!r}; 10M float32, ms, best of 20")
    ours = divan_fastest(subprocess.run(
        ["cargo", "bench", "--bench", "reductions"], check=True, capture_output=True, text=True,
        cwd=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")).stdout)
    cases = [
        ("sum", x, jnp.sum, np.sum), ("mean", x, jnp.mean, np.mean), ("var", x, jnp.var, np.var),
        ("max", x, jnp.max, np.max), ("argmax", x, jnp.argmax, np.argmax),
        ("cumsum", x, jnp.cumsum, np.cumsum),
        ("sum_axis_1", m, lambda a: jnp.sum(a, axis=1), lambda a: np.sum(a, axis=1)),
        ("sum_axis_0", m, lambda a: jnp.sum(a, axis=0), lambda a: np.sum(a, axis=0)),
        ("mean_axis_1", m, lambda a: jnp.mean(a, axis=1), lambda a: np.mean(a, axis=1)),
        ("max_axis_1", m, lambda a: jnp.max(a, axis=1), lambda a: np.max(a, axis=1)),
        ("max_axis_0", m, lambda a: jnp.max(a, axis=0), lambda a: np.max(a, axis=0)),
        ("var_axis_0", m, lambda a: jnp.var(a, axis=0), lambda a: np.var(a, axis=0)),
        ("var_axis_1", m, lambda a: jnp.var(a, axis=1), lambda a: np.var(a, axis=1)),
        ("argmax_axis_0", m, lambda a: jnp.argmax(a, axis=0), lambda a: np.argmax(a, axis=0)),
        ("argmax_axis_1", m, lambda a: jnp.argmax(a, axis=1), lambda a: np.argmax(a, axis=1)),
        ("all", x, jnp.all, np.all),
        ("all_axis_1", m, lambda a: jnp.all(a, axis=1), lambda a: np.all(a, axis=1)),
        ("cumsum_axis_1", m, lambda a: jnp.cumsum(a, axis=1), lambda a: np.cumsum(a, axis=1)),
        ("cumsum_axis_0", m, lambda a: jnp.cumsum(a, axis=0), lambda a: np.cumsum(a, axis=0)),
        ("sum_int8", i8, jnp.sum, np.sum),
        ("prod", x * np.float32(1e-6) + np.float32(1), jnp.prod, np.prod),
        ("prod_axis_1", m * np.float32(1e-6) + np.float32(1), lambda a: jnp.prod(a, axis=1),
         lambda a: np.prod(a, axis=1)),
        ("prod_axis_0", m * np.float32(1e-6) + np.float32(1), lambda a: jnp.prod(a, axis=0),
         lambda a: np.prod(a, axis=0)),
        ("cumprod", x * np.float32(1e-6) + np.float32(1), jnp.cumprod, np.cumprod),
        ("var_axis_1_short", short, lambda a: jnp.var(a, axis=1), lambda a: np.var(a, axis=1)),
        ("sum_axis_1_short", short, lambda a: jnp.sum(a, axis=1), lambda a: np.sum(a, axis=1)),
        (
            "argmax_axis_1_short",
            short,
            lambda a: jnp.argmax(a, axis=1),
            lambda a: np.argmax(a, axis=1),
        ),
        ("max_axis_1_short", short, lambda a: jnp.max(a, axis=1), lambda a: np.max(a, axis=1)),
        ("any_axis_1_short", short, lambda a: jnp.any(a, axis=1), lambda a: np.any(a, axis=1)),
        ("prod_axis_1_short", short * np.float32(1e-6) + np.float32(1), lambda a: jnp.prod(a, axis=1),
         lambda a: np.prod(a, axis=1)),
        ("max_axis_1_short_bf16", short_bf16, lambda a: jnp.max(a, axis=1), lambda a: np.max(a, axis=1)),
        (
            "argmax_axis_1_short_bf16",
            short_bf16,
            lambda a: jnp.argmax(a, axis=1),
            lambda a: np.argmax(a, axis=1),
        ),
        ("sum_axis_1_short_int8", short_i8, lambda a: jnp.sum(a, axis=1), lambda a: np.sum(a, axis=1)),
        ("max_axis_1_short_int8", short_i8, lambda a: jnp.max(a, axis=1), lambda a: np.max(a, axis=1)),
        (
            "argmax_axis_1_short_int8",
            short_i8,
            lambda a: jnp.argmax(a, axis=1),
            lambda a: np.argmax(a, axis=1),
        ),
        # The crate's `int8` cases above store int64 (x64's dtypes); these
        # store int32, as JAX does here (x64 disabled, its default).
        ("sum_axis_1_short_int8_x32", short_i8, lambda a: jnp.sum(a, axis=1), lambda a: np.sum(a, axis=1)),
        (
            "argmax_axis_1_short_int8_x32",
            short_i8,
            lambda a: jnp.argmax(a, axis=1),
            lambda a: np.argmax(a, axis=1),
        ),
    ]
    print(f"{'reduction':<26} {'crate':>8} {'jax':>8} {'numpy':>8} {'jax/crate':>10}")
    for name, a, jf, nf in cases:
        jf = jax.jit(jf)
        ja = jnp.asarray(a)
        jf(ja).block_until_ready()
        j = best(lambda: jf(ja).block_until_ready())
        npt = best(lambda: nf(a))
        c = ours.get(f"reductions/{name}", float("nan"))
        print(f"{name:<26} {c * 1e3:>8.3f} {j * 1e3:>8.3f} {npt * 1e3:>8.3f} {j / c:>10.2f}")


def copies():
    """benches/selection.rs's transposing copies beside jitted JAX and NumPy,
    and the copy probes (read one array, write one) they are held to: into a
    new tensor for the allocating copies (`t`, `permute_axes`), into a
    buffer already written for their `_into` forms."""
    import subprocess

    x = (-1.0 + 2.0 * xorshift(10_000_000)).astype(np.float32)
    m, t3 = x.reshape(1000, 10_000), x.reshape(100, 1000, 100)
    print(f"numpy {np.__version__}, jax {jax.__version__}, XLA_FLAGS={os.environ.get('XLA_FLAGS')!r}, "
          f"RAYON_NUM_THREADS={os.environ.get('RAYON_NUM_THREADS')!r}; 10M float32, ms, best of 20")
    cases = [
        ("transpose_copy", m, (1, 0)),
        ("transpose_copy_f64", x[:5_000_000].astype(np.float64).reshape(1000, 5000), (1, 0)),
        ("transpose_copy_bf16", np.concatenate([x, x]).astype(ml_dtypes.bfloat16).reshape(1000, 20_000), (1, 0)),
        ("permute_outer_axes", t3, (1, 0, 2)),
    ]
    names = [name for name, _, _ in cases]
    # Strided parts (benches/selection.rs): `gate[..., 0, :]`, rotary
    # embeddings' halves, a flip and a broadcast, each eager, jitted and in
    # NumPy.
    gate = ((np.arange(4 * 256 * 2 * 2048) % 977).astype(np.float32) * np.float32(0.5)).reshape(
        4, 256, 2, 2048).astype(ml_dtypes.bfloat16)
    rot = ((np.arange(4 * 256 * 8 * 128) % 977).astype(np.float32) * np.float32(0.5)).reshape(4, 256, 8, 128)
    parts = [
        ("index_axis_strided_bf16", gate, lambda v: v[:, :, 0, :], lambda v: np.ascontiguousarray(v[:, :, 0, :])),
        ("split_halves_f32", rot, lambda v: jnp.split(v, 2, axis=-1),
         lambda v: [np.ascontiguousarray(p) for p in np.split(v, 2, axis=-1)]),
        ("flip_last_bf16", gate[:, :, 0, :], lambda v: jnp.flip(v, -1), lambda v: np.ascontiguousarray(np.flip(v, -1))),
        ("broadcast_to_bf16", gate[0, :, 0, :], lambda v: jnp.broadcast_to(v, (4, 256, 2048)),
         lambda v: np.ascontiguousarray(np.broadcast_to(v, (4, 256, 2048)))),
    ]
    ours = divan_fastest(subprocess.run(
        ["cargo", "bench", "--bench", "selection", "--", "copy_probe", "copy_probe_fresh",
         *names, *(f"{name}_into" for name in names), *(name for name, _, _, _ in parts)],
        check=True, capture_output=True, text=True,
        cwd=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")).stdout)
    probe = ours.get("selection/copy_probe", float("nan"))
    fresh = ours.get("selection/copy_probe_fresh", float("nan"))
    print(f"copy probe (crate): {probe * 1e3:.3f} ms into a written buffer, {fresh * 1e3:.3f} ms into a new tensor")
    print("new: into a new array (crate `t`/`permute_axes`, jitted `jnp.transpose`, NumPy `ascontiguousarray`);"
          " into: into an existing one (crate `_into`, NumPy `copyto`)")
    print(f"{'copy':<20} {'crate new':>10} {'jax new':>8} {'numpy new':>10} {'crate into':>11} {'numpy into':>11}"
          f" {'jax/crate':>10} {'fresh/new':>10} {'probe/into':>11}")
    for name, a, axes in cases:
        jf = jax.jit(lambda v, axes=axes: jnp.transpose(v, axes))
        ja = jnp.asarray(a)
        jf(ja).block_until_ready()
        j = best(lambda: jf(ja).block_until_ready())
        npt = best(lambda: np.ascontiguousarray(a.transpose(axes)))
        out = np.ascontiguousarray(a.transpose(axes))
        np_into = best(lambda: np.copyto(out, a.transpose(axes)))
        c = ours.get(f"selection/{name}", float("nan"))
        c_into = ours.get(f"selection/{name}_into", float("nan"))
        print(f"{name:<20} {c * 1e3:>10.3f} {j * 1e3:>8.3f} {npt * 1e3:>10.3f} {c_into * 1e3:>11.3f}"
              f" {np_into * 1e3:>11.3f} {j / c:>10.2f} {fresh / c:>10.2f} {probe / c_into:>11.2f}")
    print(f"{'strided part':<24} {'crate':>8} {'jax eager':>10} {'jax jit':>8} {'numpy':>8}"
          f" {'eager/crate':>12} {'jit/crate':>10}")
    for name, a, f, npf in parts:
        ja = jnp.asarray(a)
        jf = jax.jit(f)
        jax.block_until_ready(jf(ja))
        jax.block_until_ready(f(ja))
        eager = best(lambda: jax.block_until_ready(f(ja)))
        jit = best(lambda: jax.block_until_ready(jf(ja)))
        npt = best(lambda: npf(a))
        c = ours.get(f"selection/{name}", float("nan"))
        print(f"{name:<24} {c * 1e3:>8.3f} {eager * 1e3:>10.3f} {jit * 1e3:>8.3f} {npt * 1e3:>8.3f}"
              f" {eager / c:>12.2f} {jit / c:>10.2f}")


def program():
    import subprocess

    tokens, width, hidden = 512, 256, 1024

    def values(shape, seed, scale):
        n = int(np.prod(shape))
        i = np.arange(n, dtype=np.uint64)
        v = ((i * np.uint64(seed)) % np.uint64(1000)).astype(np.float32) / np.float32(500.0)
        return jnp.asarray((v * np.float32(scale) - np.float32(scale)).reshape(shape))

    x = values((tokens, width), 7, 1.0)
    w1, b1 = values((width, hidden), 13, 0.1), values((hidden,), 17, 0.1)
    w2, b2 = values((hidden, width), 19, 0.05), values((width,), 23, 0.1)

    def gelu(h):
        return jax.nn.gelu(h, approximate=True)

    def block(x, w1, b1, w2, b2):
        return gelu(x @ w1 + b1) @ w2 + b2

    gamma, beta = values((width,), 29, 1.0), values((width,), 31, 0.1)

    def classify(x, w1, b1, w2, b2, gamma, beta):
        mean = jnp.mean(x, -1, keepdims=True)
        var = jnp.var(x, -1, keepdims=True)
        n = (x - mean) * jax.lax.rsqrt(var + 1e-6) * gamma + beta
        return jax.nn.softmax(block(n, w1, b1, w2, b2), axis=-1)

    h = x @ w1 + b1
    print(f"jax {jax.__version__}, XLA_FLAGS={os.environ.get('XLA_FLAGS')!r}, "
          f"RAYON_NUM_THREADS={os.environ.get('RAYON_NUM_THREADS')!r}; ms, best of 30")
    ours = divan_fastest(subprocess.run(
        ["cargo", "bench", "--bench", "program"], check=True, capture_output=True, text=True,
        cwd=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")).stdout)
    print(f"{'program':<16} {'crate':>8} {'jit':>8} {'eager':>8} {'jit/crate':>10} {'eager/crate':>12}")
    programs = (
        ("mlp_block", block, (x, w1, b1, w2, b2)),
        ("ln_mlp_softmax", classify, (x, w1, b1, w2, b2, gamma, beta)),
        ("gelu_tanh", gelu, (h,)),
    )
    for name, f, args in programs:
        jf = jax.jit(f)
        jf(*args).block_until_ready()
        f(*args).block_until_ready()
        jit = best(lambda: jf(*args).block_until_ready(), runs=30)
        eager = best(lambda: f(*args).block_until_ready(), runs=30)
        c = ours.get(f"program/{name}", float("nan"))
        print(f"{name:<16} {c * 1e3:>8.3f} {jit * 1e3:>8.3f} {eager * 1e3:>8.3f} {jit / c:>10.2f} {eager / c:>12.2f}")
    mnist(ours)


def mnist(ours):
    """benches/program.rs's `mnist_x64` and `mnist_x32`: JAX's MNIST classifier
    (examples/mnist_classifier_fromscratch.py: predict, loss, accuracy) on the
    same values, `float64` parameters under x64 and `float32` under x32."""
    sizes, batch = [784, 1024, 1024, 10], 128

    def values(shape, seed, scale):
        n = int(np.prod(shape))
        i = np.arange(n, dtype=np.uint64)
        v = ((i * np.uint64(seed)) % np.uint64(1000)).astype(np.float32) / np.float32(500.0)
        return (v * np.float32(scale) - np.float32(scale)).reshape(shape)

    def predict(params, inputs):
        activations = inputs
        for w, b in params[:-1]:
            activations = jnp.tanh(jnp.dot(activations, w) + b)
        final_w, final_b = params[-1]
        logits = jnp.dot(activations, final_w) + final_b
        return logits - jax.scipy.special.logsumexp(logits, axis=1, keepdims=True)

    def loss_and_accuracy(params, inputs, targets):
        preds = predict(params, inputs)
        loss = -jnp.mean(jnp.sum(preds * targets, axis=1))
        accuracy = jnp.mean(jnp.argmax(preds, axis=1) == jnp.argmax(targets, axis=1))
        return loss, accuracy

    labels = np.arange(batch) * 7 % 10
    targets_np = (labels[:, None] == np.arange(10)[None, :]).astype(np.float32)
    for name, x64 in (("mnist_x64", True), ("mnist_x32", False)):
        jax.config.update("jax_enable_x64", x64)
        params = [
            (jnp.asarray(values((m, n), 37 + 2 * i, 0.1).astype(np.float64)),
             jnp.asarray(values((n,), 41 + 2 * i, 0.1).astype(np.float64)))
            for i, (m, n) in enumerate(zip(sizes[:-1], sizes[1:]))
        ]
        inputs, targets = jnp.asarray(values((batch, sizes[0]), 7, 1.0)), jnp.asarray(targets_np)
        args = (params, inputs, targets)
        jf = jax.jit(loss_and_accuracy)
        jax.block_until_ready(jf(*args))
        jax.block_until_ready(loss_and_accuracy(*args))
        jit = best(lambda: jax.block_until_ready(jf(*args)), runs=30)
        eager = best(lambda: jax.block_until_ready(loss_and_accuracy(*args)), runs=30)
        c = ours.get(f"program/{name}", float("nan"))
        print(f"{name:<16} {c * 1e3:>8.3f} {jit * 1e3:>8.3f} {eager * 1e3:>8.3f} {jit / c:>10.2f} {eager / c:>12.2f}")
    jax.config.update("jax_enable_x64", True)


def gemma_inputs():
    """tools/gemma_block_fixtures.py, with x64 disabled as the block runs by
    default, and the block's inputs at the benchmark's size: `x`, the
    positions, the causal mask and the weights."""
    jax.config.update("jax_enable_x64", False)
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import gemma_block_fixtures as g

    b, t, d, n, h, f = 4, 256, 512, 8, 64, 2048
    rng = np.random.default_rng(1)

    def param(_name, shape, scale):
        return jnp.asarray(rng.standard_normal(shape) * scale, dtype=jnp.bfloat16)

    w = g.weights(param, d, n, h, f)
    x = param("x", (b, t, d), 1.0)
    positions = jnp.broadcast_to(jnp.arange(t), (b, t))
    mask = jnp.broadcast_to(jnp.tril(jnp.ones((t, t), dtype=jnp.bool_)), (b, t, t))
    return g, (x, positions, mask, w)


def gemma():
    """examples/gemma_block.rs (benches/program.rs's `gemma_block`) beside the
    same block in jax.numpy (tools/gemma_block_fixtures.py), eager and
    jitted, with x64 disabled as the block runs by default."""
    import subprocess

    g, (x, positions, mask, w) = gemma_inputs()
    g.RECORDING = False
    ours = divan_fastest(subprocess.run(
        ["cargo", "bench", "--bench", "program", "--", "gemma_block"], check=True, capture_output=True,
        text=True, cwd=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")).stdout)
    jf = jax.jit(g.block)
    jf(x, positions, mask, w).block_until_ready()
    g.block(x, positions, mask, w).block_until_ready()
    jit = best(lambda: jf(x, positions, mask, w).block_until_ready(), runs=10)
    eager = best(lambda: g.block(x, positions, mask, w).block_until_ready(), runs=10)
    c = ours.get("program/gemma_block", float("nan"))
    print(f"jax {jax.__version__}, XLA_FLAGS={os.environ.get('XLA_FLAGS')!r}, "
          f"RAYON_NUM_THREADS={os.environ.get('RAYON_NUM_THREADS')!r}; bfloat16, x64 disabled; ms, best of 10")
    print(f"{'program':<16} {'crate':>8} {'jit':>8} {'eager':>8} {'jit/crate':>10} {'eager/crate':>12}")
    print(f"{'gemma_block':<16} {c * 1e3:>8.3f} {jit * 1e3:>8.3f} {eager * 1e3:>8.3f} {jit / c:>10.2f} {eager / c:>12.2f}")


def gemma_steps():
    """examples/gemma_block_steps.rs beside the same steps of eager JAX: the
    time from one recorded intermediate to the next, fastest of 10 runs of
    the block each, x64 disabled."""
    import subprocess

    g, (x, positions, mask, w) = gemma_inputs()
    fastest, last = {}, [0.0]

    def record(name, x):
        x.block_until_ready()
        ms = (time.perf_counter() - last[0]) * 1e3
        fastest[name] = min(fastest.get(name, float("inf")), ms)
        last[0] = time.perf_counter()
        return x

    g.record = record
    for _ in range(10):
        last[0] = time.perf_counter()
        g.block(x, positions, mask, w)
    out = subprocess.run(
        ["cargo", "run", "--release", "--quiet", "--example", "gemma_block_steps"], check=True,
        capture_output=True, text=True, cwd=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")).stdout
    ours = dict((name, float(ms)) for name, ms in (line.split() for line in out.splitlines()))
    print(f"jax {jax.__version__}, XLA_FLAGS={os.environ.get('XLA_FLAGS')!r}, "
          f"RAYON_NUM_THREADS={os.environ.get('RAYON_NUM_THREADS')!r}; ms, fastest of 10 each")
    print(f"{'step':<28} {'crate':>8} {'eager':>8} {'eager/crate':>12}")
    for name, c in ours.items():
        e = fastest.get(name, float("nan"))
        print(f"{name:<28} {c:>8.3f} {e:>8.3f} {e / c:>12.2f}")
    c, e = sum(ours.values()), sum(fastest.values())
    print(f"{'sum':<28} {c:>8.3f} {e:>8.3f} {e / c:>12.2f}")


def einsums():
    """benches/linalg.rs's einsums of the gemma block beside `jnp.einsum`,
    eager and jitted, on the same bfloat16 values."""
    import subprocess

    ours = divan_fastest(subprocess.run(
        ["cargo", "bench", "--bench", "linalg", "--", "einsum_"], check=True, capture_output=True,
        text=True, cwd=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")).stdout)

    def tensor(shape, seed):
        i = np.arange(int(np.prod(shape)), dtype=np.int64)
        return jnp.asarray(((i * seed % 1000) / 500 - 1).astype(np.float32).reshape(shape),
                           dtype=jnp.bfloat16)

    print(f"jax {jax.__version__}, XLA_FLAGS={os.environ.get('XLA_FLAGS')!r}, "
          f"RAYON_NUM_THREADS={os.environ.get('RAYON_NUM_THREADS')!r}; bfloat16; ms, best of 10")
    print(f"{'einsum':<18} {'crate':>8} {'jit':>8} {'eager':>8} {'jit/crate':>10} {'eager/crate':>12}")
    for name, subscripts, a, b in [
        ("qkv", "BTD,SNDH->SBTNH", (4, 256, 512), (3, 8, 512, 64)),
        ("logits", "BTNH,BSNH->BTNS", (4, 256, 8, 64), (4, 256, 8, 64)),
        ("projection", "BTNH,NHD->BTD", (4, 256, 8, 64), (8, 64, 512)),
    ]:
        x, y = tensor(a, 7), tensor(b, 13)
        jf = jax.jit(lambda x, y, s=subscripts: jnp.einsum(s, x, y))
        jf(x, y).block_until_ready()
        jnp.einsum(subscripts, x, y).block_until_ready()
        jit = best(lambda: jf(x, y).block_until_ready(), runs=10)
        eager = best(lambda: jnp.einsum(subscripts, x, y).block_until_ready(), runs=10)
        c = ours.get(f"linalg/einsum_{name}_bfloat16", float("nan"))
        print(f"{subscripts:<18} {c * 1e3:>8.3f} {jit * 1e3:>8.3f} {eager * 1e3:>8.3f} {jit / c:>10.2f} "
              f"{eager / c:>12.2f}")


def fused():
    """benches/fused.rs's chains beside JAX's, jitted and eager."""
    import subprocess

    def values(shape, seed, scale, name):
        n = int(np.prod(shape))
        i = np.arange(n, dtype=np.uint64)
        v = ((i * np.uint64(7919) + np.uint64(seed * 104729)) % np.uint64(2001)).astype(np.float64) / 1000.0 - 1.0
        return jnp.asarray((v * scale).reshape(shape).astype(dtype(name)))

    c = float(np.sqrt(2.0 / np.pi))
    chains = {
        "bias_gelu": (lambda x, b: (lambda h: h * 0.5 * (1.0 + jnp.tanh((h + h * h * h * 0.044715) * c)))(x + b),
                      lambda s, d: (values(s, 1, 3.0, d), values(s[1:], 2, 1.0, d))),
        "layer_norm_scale": (lambda x, m, r, g, b: (x - m) * r * g + b,
                             lambda s, d: (values(s, 1, 3.0, d), values((s[0], 1), 2, 0.5, d),
                                           values((s[0], 1), 3, 2.0, d), values(s[1:], 4, 1.0, d),
                                           values(s[1:], 5, 1.0, d))),
        "softmax_exp": (lambda x, m: jnp.exp(x - m),
                        lambda s, d: (values(s, 1, 3.0, d), values((s[0], 1), 2, 3.0, d))),
        "quantise": (lambda x, s: jnp.clip(jnp.round(x / s), -128, 127).astype(jnp.int8),
                     lambda s, d: (values(s, 1, 3.0, d), values((s[0], 1), 2, 0.05, d))),
    }
    print(f"jax {jax.__version__}, XLA_FLAGS={os.environ.get('XLA_FLAGS')!r}, "
          f"RAYON_NUM_THREADS={os.environ.get('RAYON_NUM_THREADS')!r}; ms, best of 30")
    ours = divan_fastest(subprocess.run(
        ["cargo", "bench", "--bench", "fused"], check=True, capture_output=True, text=True,
        cwd=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")).stdout)
    print(f"{'chain':<34} {'eager':>8} {'fused':>8} {'jit':>8} {'jax eager':>10} {'jit/fused':>10} "
          f"{'eager/fused':>12}")
    for module, name, shape in (("float32", "float32", (512, 1024)), ("bfloat16", "bfloat16", (512, 1024)),
                                ("float16", "float16", (512, 1024)), ("small_float32", "float32", (8, 128))):
        for chain, (f, make) in chains.items():
            if module == "small_float32" and chain != "bias_gelu":
                continue
            args = make(shape, name)
            jf = jax.jit(f)
            jf(*args).block_until_ready()
            f(*args).block_until_ready()
            jit = best(lambda: jf(*args).block_until_ready(), runs=30)
            eager = best(lambda: f(*args).block_until_ready(), runs=30)
            e = ours.get(f"{module}/{chain}_eager", float("nan"))
            u = ours.get(f"{module}/{chain}_fused", float("nan"))
            print(f"{module + ' ' + chain:<34} {e * 1e3:>8.3f} {u * 1e3:>8.3f} {jit * 1e3:>8.3f} "
                  f"{eager * 1e3:>10.3f} {jit / u:>10.2f} {e / u:>12.2f}")


def small():
    """benches/elementwise.rs's `small` operations beside NumPy's and JAX's."""
    import subprocess

    def values(shape, seed):
        n = int(np.prod(shape))
        i = np.arange(n, dtype=np.uint64)
        v = ((i * np.uint64(7919) + np.uint64(seed * 104729)) % np.uint64(2001)).astype(np.float32) / 1000.0 - 1.0
        return v.reshape(shape)

    x, y = values((8, 128), 1), values((8, 128), 2)
    row, column, w = values((128,), 2), values((8, 1), 2), values((128, 128), 2)

    def softmax_np(a):
        e = np.exp(a - a.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)

    ops = {
        "add": (lambda a, b: a + b, (x, y), None),
        "add_row": (lambda a, b: a + b, (x, row), None),
        "subtract_column": (lambda a, b: a - b, (x, column), None),
        "multiply_scalar": (lambda a: a * 0.5, (x,), None),
        "exp": (lambda a: np.exp(a), (x,), jnp.exp),
        "tanh": (lambda a: np.tanh(a), (x,), jnp.tanh),
        "sum": (lambda a: a.sum(), (x,), jnp.sum),
        "sum_axis_1": (lambda a: a.sum(axis=1), (x,), lambda a: jnp.sum(a, axis=1)),
        "max_axis_1": (lambda a: a.max(axis=1), (x,), lambda a: jnp.max(a, axis=1)),
        "softmax": (softmax_np, (x,), lambda a: jax.nn.softmax(a, axis=1)),
        "matmul": (lambda a, b: a @ b, (x, w), None),
        "reshape": (lambda a: a.reshape(1024), (x,), lambda a: jnp.reshape(a, (1024,))),
    }
    print(f"numpy {np.__version__}, jax {jax.__version__}, XLA_FLAGS={os.environ.get('XLA_FLAGS')!r}, "
          f"RAYON_NUM_THREADS={os.environ.get('RAYON_NUM_THREADS')!r}; us, best of 200")
    ours = divan_fastest(subprocess.run(
        ["cargo", "bench", "--bench", "elementwise", "--", "small"], check=True, capture_output=True,
        text=True, cwd=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")).stdout)
    print(f"{'operation':<18} {'crate':>8} {'numpy':>8} {'jax eager':>10} {'jax jit':>8} "
          f"{'crate/numpy':>12} {'crate/jit':>10}")
    for name, (f, args, jf) in ops.items():
        jargs = tuple(jnp.asarray(a) for a in args)
        eager = jf if jf is not None else f
        jitted = jax.jit(eager)
        eager(*jargs).block_until_ready()
        jitted(*jargs).block_until_ready()
        numpy = best(lambda: f(*args), runs=200)
        je = best(lambda: eager(*jargs).block_until_ready(), runs=200)
        jj = best(lambda: jitted(*jargs).block_until_ready(), runs=200)
        c = ours.get(f"small/{name}", float("nan"))
        print(f"{name:<18} {c * 1e6:>8.2f} {numpy * 1e6:>8.2f} {je * 1e6:>10.2f} {jj * 1e6:>8.2f} "
              f"{c / numpy:>12.2f} {c / jj:>10.2f}")


if __name__ == "__main__":
    if "--small" in sys.argv[1:]:
        small()
        sys.exit()
    if "--einsums" in sys.argv[1:]:
        einsums()
        sys.exit()
    if "--fused" in sys.argv[1:]:
        fused()
        sys.exit()
    if "--gemma-steps" in sys.argv[1:]:
        gemma_steps()
    elif "--gemma" in sys.argv[1:]:
        gemma()
    elif "--functions" in sys.argv[1:]:
        functions()
    elif "--reductions" in sys.argv[1:]:
        reductions()
    elif "--program" in sys.argv[1:]:
        program()
    elif "--medium" in sys.argv[1:]:
        medium()
    elif "--copies" in sys.argv[1:]:
        copies()
    elif "--int8" in sys.argv[1:]:
        print(f"numpy {np.__version__}, jax {jax.__version__}, XLA_FLAGS={os.environ.get('XLA_FLAGS')!r}")
        print(f"{'product':<16} {'numpy':>12} {'jax':>12}")
        int8_products()
    elif "--matmul" in sys.argv[1:]:
        matmul()
    elif "--parallel" in sys.argv[1:]:
        parallel()
    else:
        main()
