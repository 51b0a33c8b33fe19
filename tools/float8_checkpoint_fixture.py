#!/usr/bin/env python3
"""A float8 checkpoint and what JAX computes from it, for tests/dynamic.rs.

Run by hand from the repository root (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes numpy safetensors
    python3 tools/float8_checkpoint_fixture.py

Writes tests/fixtures/io/float8_checkpoint.safetensors, as the safetensors
package writes a checkpoint of float8 weights: for each of float8_e4m3fn and
float8_e5m2 (the two float8 dtypes safetensors names, F8_E4M3 and F8_E5M2),
a [4, 8] tensor `w.DTYPE` of seeded values (every finite sign and magnitude
the format holds near the weights of a model, zeros, the largest values and
subnormals), and JAX's results on it, computed with x64 enabled, on CPU,
jitted:

- `w.DTYPE.times_two`: `w * 2.0` (a Python float, weakly typed: the result
  keeps the dtype), which overflows to NaN or infinity where the format does;
- `w.DTYPE.sum`: `jnp.sum(w)` (0-d, the dtype itself);
- `w.DTYPE.sum_axis_0`: `jnp.sum(w, axis=0)`.
"""

import os

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402
from safetensors.numpy import save_file  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def weights(dtype, seed):
    """[4, 8] values of `dtype`: seeded bit patterns of finite values, with a
    zero, a negative zero, the largest finite value and the smallest
    subnormal among them."""
    rng = np.random.default_rng(seed)
    info = ml_dtypes.finfo(dtype)
    bits = rng.integers(0, 256, size=64, dtype=np.uint8).view(dtype)
    finite = bits[np.isfinite(bits.astype(np.float32))][:28]
    special = np.array([0.0, -0.0, float(info.max), float(info.smallest_subnormal)], dtype=dtype)
    return np.concatenate([special, finite]).reshape(4, 8)


def main():
    tensors = {}
    for seed, dtype in enumerate([ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2]):
        name = f"w.{np.dtype(dtype).name}"
        w = weights(dtype, seed)
        x = jnp.asarray(w)
        tensors[name] = w
        tensors[f"{name}.times_two"] = np.asarray(jax.jit(lambda a: a * 2.0)(x))
        tensors[f"{name}.sum"] = np.asarray(jax.jit(jnp.sum)(x))
        tensors[f"{name}.sum_axis_0"] = np.asarray(jax.jit(lambda a: jnp.sum(a, axis=0))(x))
        for key in [f"{name}.times_two", f"{name}.sum", f"{name}.sum_axis_0"]:
            assert tensors[key].dtype == np.dtype(dtype), (key, tensors[key].dtype)
    path = os.path.join(ROOT, "tests", "fixtures", "io", "float8_checkpoint.safetensors")
    save_file(tensors, path, metadata={"written_by": f"jax {jax.__version__}, ml_dtypes {ml_dtypes.__version__}"})
    print(f"{len(tensors)} tensors in {path}")


if __name__ == "__main__":
    main()
