#!/usr/bin/env python3
"""Write the fixture of tests/gemma_block.rs from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes numpy
    python3 tools/gemma_block_fixtures.py

A transformer block as google-deepmind/gemma writes it in JAX (`gemma/
modules.py`, `layers.py`, `positional_embeddings.py`): RMSNorm with
`1 + scale`, rotary embeddings with `max_wavelength ** fraction`, attention
with a query scale, a soft cap (`tanh(logits / cap) * cap`) and a causal
mask (`jnp.where(mask, logits, K_MASK)`), softmax, and the gated GELU
feed-forward (`gate[..., 0, :]`, `gate[..., 1, :]`), its projections as the
same `jnp.einsum` subscripts; run as JAX runs by default, on CPU with x64
disabled, on bfloat16 weights and activations (seeded random values).

It writes tests/fixtures/gemma_block/trace.txt: every intermediate value,
one per line, `value NAME DTYPE SHAPE V...` (SHAPE as 2x8x32; values
row-major in the encoding of tools/jax_tensor_fixtures.py).
"""

import os

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402

assert not jax.config.jax_enable_x64, "the port runs as JAX does by default: x64 disabled"

import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "tests", "fixtures", "gemma_block")

B, T, D, N, H, F = 2, 8, 32, 2, 16, 64
K_MASK = -2.3819763e38  # gemma's large negative number for masked logits
SOFT_CAP = 50.0
TRACE = []
RECORDING = True  # tools/bench_numpy_jax.py --gemma turns it off to time the block


def record(name, x):
    if RECORDING:
        TRACE.append((name, np.asarray(x)))
    return x


# --- after google-deepmind/gemma, with `record` calls ---

def rms_norm(x, scale, name):
    var = record(f"{name}.var", jnp.mean(jnp.square(x), axis=-1, keepdims=True))
    normed_inputs = record(f"{name}.normed", x * jax.lax.rsqrt(var + 1e-06))
    scale = jnp.expand_dims(scale, axis=range(len(x.shape) - 1))
    return record(name, normed_inputs * (1 + scale))


def apply_rope(inputs, positions, name, max_wavelength=10_000):
    head_dim = inputs.shape[-1]
    fraction = 2 * jnp.arange(0, head_dim // 2) / head_dim
    timescale = record(f"{name}.timescale", max_wavelength**fraction)
    sinusoid_inp = positions[..., jnp.newaxis] / timescale[jnp.newaxis, jnp.newaxis, :]
    sinusoid_inp = record(f"{name}.sinusoid", sinusoid_inp[..., jnp.newaxis, :])
    sin = jnp.sin(sinusoid_inp)
    cos = jnp.cos(sinusoid_inp)
    first_half, second_half = jnp.split(inputs, 2, axis=-1)
    first_part = first_half * cos - second_half * sin
    second_part = second_half * cos + first_half * sin
    return record(name, jnp.concatenate([first_part, second_part], axis=-1).astype(inputs.dtype))


def attention(x, positions, mask, w):
    q = record("attn.q", jnp.einsum("BTD,NDH->BTNH", x, w["q"]))
    k = record("attn.k", jnp.einsum("BSD,NDH->BSNH", x, w["k"]))
    v = record("attn.v", jnp.einsum("BSD,NDH->BSNH", x, w["v"]))
    q = apply_rope(q, positions, "attn.q_rope")
    q = record("attn.q_scaled", q * H**-0.5)
    k = apply_rope(k, positions, "attn.k_rope")
    logits = record("attn.logits", jnp.einsum("BTNH,BSNH->BTNS", q, k))
    logits = record("attn.capped", jnp.tanh(logits / SOFT_CAP) * SOFT_CAP)
    padded_logits = record("attn.masked", jnp.where((jnp.expand_dims(mask, -2)), logits, K_MASK))
    probs = record("attn.probs", jax.nn.softmax(padded_logits, axis=-1).astype(k.dtype))
    encoded = record("attn.encoded", jnp.einsum("BTNS,BSNH->BTNH", probs, v))
    return record("attn", jnp.einsum("BTNH,NHD->BTD", encoded, w["o"]))


def feed_forward(x, w):
    gate = record("ffw.gate", jnp.einsum("...F,NFH->...NH", x, w["gating"]))
    activations = record("ffw.gelu", jax.nn.gelu(gate[..., 0, :]) * gate[..., 1, :])
    return record("ffw", jnp.einsum("...H,HF->...F", activations, w["linear"]))


def block(x, positions, mask, w):
    inputs_normalized = rms_norm(x, w["pre_attention_norm"], "pre_attention_norm")
    attn_output = attention(inputs_normalized, positions, mask, w["attn"])
    attn_output = rms_norm(attn_output, w["post_attention_norm"], "post_attention_norm")
    attn_output = record("residual", attn_output + x)
    outputs = rms_norm(attn_output, w["pre_ffw_norm"], "pre_ffw_norm")
    outputs = feed_forward(outputs, w["mlp"])
    outputs = rms_norm(outputs, w["post_ffw_norm"], "post_ffw_norm")
    return record("out", outputs + attn_output)


def encode(a):
    """Values row-major in the encoding of tools/jax_tensor_fixtures.py (which
    this script does not import: it turns x64 on)."""
    a = np.ascontiguousarray(a).reshape(-1)
    if a.dtype == np.bool_:
        return ["1" if v else "0" for v in a]
    if a.dtype.kind in "iu":
        return [str(int(v)) for v in a]
    if a.dtype in (np.dtype(np.float16), np.dtype(ml_dtypes.bfloat16)):
        return [f"{int(v):04x}" for v in a.view(np.uint16)]
    if a.dtype == np.float32:
        return [f"{int(v):08x}" for v in a.view(np.uint32)]
    raise AssertionError(a.dtype)


def weights(param, d, n, h, f):
    """The block's weights, each `param(name, shape, scale)`, in this order
    (the order the seeded values are drawn in)."""
    return {
        "pre_attention_norm": param("w.pre_attention_norm", (d,), 0.1),
        "post_attention_norm": param("w.post_attention_norm", (d,), 0.1),
        "pre_ffw_norm": param("w.pre_ffw_norm", (d,), 0.1),
        "post_ffw_norm": param("w.post_ffw_norm", (d,), 0.1),
        "attn": {
            "q": param("w.attn.q", (n, d, h), d**-0.5),
            "k": param("w.attn.k", (n, d, h), d**-0.5),
            "v": param("w.attn.v", (n, d, h), d**-0.5),
            "o": param("w.attn.o", (n, h, d), (n * h) ** -0.5),
        },
        "mlp": {
            "gating": param("w.mlp.gating", (2, d, f), d**-0.5),
            "linear": param("w.mlp.linear", (f, d), f**-0.5),
        },
    }


def main():
    rng = np.random.default_rng(9407)

    def param(name, shape, scale):
        return record(name, jnp.asarray(rng.standard_normal(shape) * scale, dtype=jnp.bfloat16))

    w = weights(param, D, N, H, F)
    x = param("x", (B, T, D), 1.0)
    positions = record("positions", jnp.broadcast_to(jnp.arange(T), (B, T)))
    mask = record("mask", jnp.tril(jnp.ones((T, T), dtype=jnp.bool_))[None].repeat(B, 0))
    block(x, positions, mask, w)

    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "trace.txt"), "w") as f:
        f.write(f"# A gemma-style transformer block in jax {jax.__version__} on CPU, x64 disabled:"
                " tools/gemma_block_fixtures.py. Do not edit.\n")
        for name, value in TRACE:
            dtype = str(value.dtype)
            shape = "x".join(map(str, value.shape)) or "-"
            f.write(" ".join(["value", name, dtype, shape] + encode(value)) + "\n")
    print(f"wrote {len(TRACE)} values to {OUT}/trace.txt")


if __name__ == "__main__":
    main()
