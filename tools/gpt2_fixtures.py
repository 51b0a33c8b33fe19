#!/usr/bin/env python3
"""Write the fixtures of examples/gpt2.rs from real JAX.

Run by hand (CI never needs Python or JAX):

    pip install jax jaxlib ml_dtypes numpy
    python3 tools/gpt2_fixtures.py

jaymody/picoGPT's `gpt2.py` is GPT-2's forward pass in NumPy. Below it is
ported to jax.numpy line for line (`np.` becomes `jnp.`), and run as JAX runs
by default: on CPU, with x64 disabled. The weights are those of a small
GPT-2 (2 blocks, 4 heads, 48 features, 96 tokens), seeded random values
stored in bfloat16 as checkpoints often are, under the names of Hugging
Face's `gpt2` checkpoint. So the port's dtypes change as JAX's rules
change them: the embeddings add in bfloat16, and the attention scores
divide by `np.sqrt(n)`, a NumPy float64, which JAX takes as a strong
float64 canonicalised to float32 with x64 disabled: from there the block's
values are float32.

It writes, under tests/fixtures/gpt2/:

- model.safetensors: the weights (bfloat16), with Hugging Face's names
  (`wte.weight`, `h.0.attn.c_attn.weight`, ...);
- trace.txt: the tokens, then every intermediate value of the forward pass,
  one per line, `value NAME DTYPE SHAPE V...` (SHAPE as 12x48; values
  row-major in the encoding of tools/jax_tensor_fixtures.py: hex bits of
  floats, decimal integers).
"""

import json
import os
import struct

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402

assert not jax.config.jax_enable_x64, "the port runs as JAX does by default: x64 disabled"

import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "tests", "fixtures", "gpt2")

N_VOCAB, N_CTX, N_EMBD, N_HEAD, N_LAYER = 96, 32, 48, 4, 2
TOKENS = 12

TRACE = []


def record(name, x):
    """Keeps `x` (a jax array) as the intermediate value `name`."""
    TRACE.append((name, np.asarray(x)))
    return x


# --- jaymody/picoGPT gpt2.py, ported to jax.numpy, with `record` calls ---

def gelu(x):
    return 0.5 * x * (1 + jnp.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x**3)))


def softmax(x):
    exp_x = jnp.exp(x - jnp.max(x, axis=-1, keepdims=True))
    return exp_x / jnp.sum(exp_x, axis=-1, keepdims=True)


def layer_norm(x, g, b, eps: float = 1e-5):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    variance = jnp.var(x, axis=-1, keepdims=True)
    x = (x - mean) / jnp.sqrt(variance + eps)
    return g * x + b


def linear(x, w, b):
    return x @ w + b


def ffn(x, c_fc, c_proj, name):
    a = record(f"{name}.gelu", gelu(record(f"{name}.c_fc", linear(x, **c_fc))))
    x = linear(a, **c_proj)
    return x


def attention(q, k, v, mask):
    return softmax(q @ k.T / np.sqrt(q.shape[-1]) + mask) @ v


def mha(x, c_attn, c_proj, n_head, name):
    x = record(f"{name}.c_attn", linear(x, **c_attn))
    qkv = jnp.split(x, 3, axis=-1)
    qkv_heads = list(map(lambda x: jnp.split(x, n_head, axis=-1), qkv))
    causal_mask = record(f"{name}.mask", (1 - jnp.tri(x.shape[0], dtype=x.dtype)) * -1e10)
    out_heads = [record(f"{name}.head{h}", attention(q, k, v, causal_mask))
                 for h, (q, k, v) in enumerate(zip(*qkv_heads))]
    x = record(f"{name}.heads", jnp.hstack(out_heads))
    x = linear(x, **c_proj)
    return x


def transformer_block(x, mlp, attn, ln_1, ln_2, n_head, name):
    h = record(f"{name}.ln_1", layer_norm(x, **ln_1))
    x = record(f"{name}.attn", x + record(f"{name}.attn.c_proj", mha(h, **attn, n_head=n_head, name=f"{name}.attn")))
    h = record(f"{name}.ln_2", layer_norm(x, **ln_2))
    x = record(f"{name}.mlp", x + record(f"{name}.mlp.c_proj", ffn(h, **mlp, name=f"{name}.mlp")))
    return x


def gpt2(inputs, wte, wpe, blocks, ln_f, n_head):
    # JAX indexes by arrays, not lists: picoGPT's `wpe[range(len(inputs))]`.
    x = record("embedded", wte[inputs] + wpe[jnp.arange(len(inputs))])
    for i, block in enumerate(blocks):
        x = transformer_block(x, **block, n_head=n_head, name=f"h.{i}")
    return record("ln_f", layer_norm(x, **ln_f)) @ wte.T


# --- the weights ---

def weights(rng):
    """The small GPT-2's weights in bfloat16, by Hugging Face's names."""
    def normal(shape, scale, mean=0.0):
        return (mean + scale * rng.standard_normal(shape)).astype(ml_dtypes.bfloat16)

    params = {"wte.weight": normal((N_VOCAB, N_EMBD), 0.5), "wpe.weight": normal((N_CTX, N_EMBD), 0.1)}
    for i in range(N_LAYER):
        p = f"h.{i}."
        for ln in ("ln_1", "ln_2"):
            params[p + ln + ".weight"] = normal((N_EMBD,), 0.1, 1.0)
            params[p + ln + ".bias"] = normal((N_EMBD,), 0.05)
        for name, (n_in, n_out) in {"attn.c_attn": (N_EMBD, 3 * N_EMBD), "attn.c_proj": (N_EMBD, N_EMBD),
                                    "mlp.c_fc": (N_EMBD, 4 * N_EMBD), "mlp.c_proj": (4 * N_EMBD, N_EMBD)}.items():
            params[p + name + ".weight"] = normal((n_in, n_out), 1.0 / np.sqrt(n_in))
            params[p + name + ".bias"] = normal((n_out,), 0.05)
    params["ln_f.weight"] = normal((N_EMBD,), 0.1, 1.0)
    params["ln_f.bias"] = normal((N_EMBD,), 0.05)
    return params


def picogpt_params(params):
    """The nested parameters picoGPT's functions take, from the flat names."""
    def linear_of(prefix):
        return {"w": jnp.asarray(params[prefix + ".weight"]), "b": jnp.asarray(params[prefix + ".bias"])}

    def norm_of(prefix):
        return {"g": jnp.asarray(params[prefix + ".weight"]), "b": jnp.asarray(params[prefix + ".bias"])}

    blocks = [{
        "mlp": {"c_fc": linear_of(f"h.{i}.mlp.c_fc"), "c_proj": linear_of(f"h.{i}.mlp.c_proj")},
        "attn": {"c_attn": linear_of(f"h.{i}.attn.c_attn"), "c_proj": linear_of(f"h.{i}.attn.c_proj")},
        "ln_1": norm_of(f"h.{i}.ln_1"), "ln_2": norm_of(f"h.{i}.ln_2"),
    } for i in range(N_LAYER)]
    return {"wte": jnp.asarray(params["wte.weight"]), "wpe": jnp.asarray(params["wpe.weight"]),
            "blocks": blocks, "ln_f": norm_of("ln_f")}


def write_safetensors(path, params):
    """The safetensors format: a little-endian u64 header length, the JSON
    header (dtype, shape, byte offsets per tensor), then the bytes."""
    header, blobs, offset = {}, [], 0
    for name in sorted(params):
        data = np.ascontiguousarray(params[name]).tobytes()
        header[name] = {"dtype": "BF16", "shape": list(params[name].shape), "data_offsets": [offset, offset + len(data)]}
        blobs.append(data)
        offset += len(data)
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as out:
        out.write(struct.pack("<Q", len(text)) + text + b"".join(blobs))


def encode(a):
    a = np.ascontiguousarray(a).reshape(-1)
    if a.dtype.kind in "iu":
        return [str(int(v)) for v in a]
    if a.dtype == np.dtype(ml_dtypes.bfloat16):
        return [f"{int(v):04x}" for v in a.view(np.uint16)]
    assert a.dtype == np.float32, a.dtype
    return [f"{int(v):08x}" for v in a.view(np.uint32)]


def main():
    rng = np.random.default_rng(2019)
    params = weights(rng)
    os.makedirs(OUT, exist_ok=True)
    write_safetensors(os.path.join(OUT, "model.safetensors"), params)
    inputs = jnp.asarray(rng.integers(0, N_VOCAB, TOKENS).tolist())  # int32
    p = picogpt_params(params)
    logits = gpt2(inputs, p["wte"], p["wpe"], p["blocks"], p["ln_f"], n_head=N_HEAD)
    record("logits", logits)
    record("next_token", jnp.argmax(logits[-1]))
    lines = [
        "# GPT-2's forward pass (jaymody/picoGPT's gpt2.py in jax.numpy), written by tools/gpt2_fixtures.py:",
        f"# jax {jax.__version__}, x64 disabled (JAX's default), CPU; weights in model.safetensors.",
        "# tokens V...: the input token ids.",
        "# value NAME DTYPE SHAPE V...: an intermediate value (SHAPE as 12x48, - for a 0-d one).",
        " ".join(["tokens"] + encode(inputs)),
    ]
    for name, a in TRACE:
        shape = "x".join(map(str, a.shape)) or "-"
        lines.append(" ".join(["value", name, a.dtype.name, shape] + encode(a)))
    with open(os.path.join(OUT, "trace.txt"), "w") as out:
        out.write("\n".join(lines) + "\n")
    print(f"{len(TRACE)} values; next token {int(np.asarray(jnp.argmax(logits[-1])))}")
    for name, a in TRACE:
        print(f"  {name}: {a.dtype} {a.shape}")


if __name__ == "__main__":
    main()
