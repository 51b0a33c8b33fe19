//! A transformer block as google-deepmind/gemma writes it in JAX, in typed
//! tensors, line for line (the JAX source is in
//! `tools/gemma_block_fixtures.py`): RMSNorm, rotary embeddings with a scalar
//! base (`10_000 ** fraction`), a soft-capped causal attention, the gated
//! GELU feed-forward, in bfloat16 under JAX's default x32 policy. Every
//! `let` names the dtype JAX gives; `tests/gemma_block.rs` checks each
//! intermediate's bits against JAX's, and `benches/program.rs` times the
//! block at a real size beside eager and jitted JAX.
//!
//! A port of it needs no workaround: `jnp.split` into two named halves
//! (`split_n`), `expand_dims` over several axes, a `usize` head dimension in a
//! division, a Python int as the base of a power, `gate[..., 0, :]` of a
//! strided view, and `"BTNH,NHD->BTD"`, whose contracted labels JAX sums in
//! sorted order.
//!
//! Run with `cargo run --release --example gemma_block`.

use dtype_lattice::x32::prelude::*;

/// A bfloat16 tensor under JAX's default policy.
pub type Bf = Tensor<BFloat16>;

const K_MASK: f64 = -2.3819763e38;
const SOFT_CAP: f64 = 50.0;

/// Where the block's intermediates go: checked against JAX's in the tests,
/// nowhere (`()`) otherwise.
pub trait Record {
    /// Keeps the intermediate `name`.
    fn record<D: DType>(&mut self, name: &str, value: &Tensor<D>);
}

impl Record for () {
    fn record<D: DType>(&mut self, _: &str, _: &Tensor<D>) {}
}

/// The block's weights, named as gemma names them.
pub struct Weights {
    pub pre_attention_norm: Bf,
    pub post_attention_norm: Bf,
    pub pre_ffw_norm: Bf,
    pub post_ffw_norm: Bf,
    /// `[N, D, H]` each.
    pub q: Bf,
    pub k: Bf,
    pub v: Bf,
    /// `[N, H, D]`.
    pub o: Bf,
    /// `[2, D, F]`.
    pub gating: Bf,
    /// `[F, D]`.
    pub linear: Bf,
}

pub fn rms_norm(c: &mut impl Record, x: &Bf, scale: &Bf, name: &str) -> Bf {
    let var: Bf = x.square().mean_axes(-1, true).unwrap();
    c.record(&format!("{name}.var"), &var);
    let normed: Bf = x * (&var + 1e-06).rsqrt();
    c.record(&format!("{name}.normed"), &normed);
    let scale = scale.expand_dims([0, 1]).unwrap();
    let out: Bf = normed * (1 + &scale);
    c.record(name, &out);
    out
}

pub fn apply_rope(c: &mut impl Record, inputs: &Bf, positions: &Tensor<Int32>, name: &str) -> Bf {
    let head_dim = inputs.shape()[3];
    let fraction: Tensor<Float32> = 2 * &Tensor::<Int32>::arange(head_dim / 2) / head_dim;
    let timescale: Tensor<Float32> = Tensor::<WeakInt>::scalar(10_000).power(&fraction);
    c.record(&format!("{name}.timescale"), &timescale);
    let sinusoid: Tensor<Float32> =
        positions.expand_dims(-1).unwrap() / timescale.expand_dims([0, 1]).unwrap();
    let sinusoid = sinusoid.expand_dims(-2).unwrap();
    c.record(&format!("{name}.sinusoid"), &sinusoid);
    let (sin, cos) = (sinusoid.sin(), sinusoid.cos());
    let [first_half, second_half] = inputs.split_n::<2>(-1).unwrap();
    let first_part: Tensor<Float32> = &first_half * &cos - &second_half * &sin;
    let second_part: Tensor<Float32> = &second_half * &cos + &first_half * &sin;
    let out: Bf = concatenate((&first_part, &second_part), -1).cast();
    c.record(name, &out);
    out
}

pub fn attention(
    c: &mut impl Record,
    w: &Weights,
    x: &Bf,
    positions: &Tensor<Int32>,
    mask: &Tensor<Bool>,
) -> Bf {
    let q: Bf = einsum("BTD,NDH->BTNH", (x, &w.q));
    c.record("attn.q", &q);
    let k: Bf = einsum("BSD,NDH->BSNH", (x, &w.k));
    c.record("attn.k", &k);
    let v: Bf = einsum("BSD,NDH->BSNH", (x, &w.v));
    c.record("attn.v", &v);
    let q = apply_rope(c, &q, positions, "attn.q_rope");
    let head_dim = q.shape()[3] as f64;
    let q: Bf = &q * head_dim.powf(-0.5);
    c.record("attn.q_scaled", &q);
    let k = apply_rope(c, &k, positions, "attn.k_rope");
    let logits: Bf = einsum("BTNH,BSNH->BTNS", (&q, &k));
    c.record("attn.logits", &logits);
    let capped: Bf = (&logits / SOFT_CAP).tanh() * SOFT_CAP;
    c.record("attn.capped", &capped);
    let masked: Bf = mask.expand_dims(-2).unwrap().where_cond(&capped, K_MASK);
    c.record("attn.masked", &masked);
    let probs: Bf = nn::softmax(&masked, -1).unwrap();
    c.record("attn.probs", &probs);
    let encoded: Bf = einsum("BTNS,BSNH->BTNH", (&probs, &v));
    c.record("attn.encoded", &encoded);
    let out: Bf = einsum("BTNH,NHD->BTD", (&encoded, &w.o));
    c.record("attn", &out);
    out
}

pub fn feed_forward(c: &mut impl Record, w: &Weights, x: &Bf) -> Bf {
    let gate: Bf = einsum("...F,NFH->...NH", (x, &w.gating));
    c.record("ffw.gate", &gate);
    let activations: Bf =
        nn::gelu(&gate.index_axis(-2, 0).unwrap(), true) * gate.index_axis(-2, 1).unwrap();
    c.record("ffw.gelu", &activations);
    let out: Bf = einsum("...H,HF->...F", (&activations, &w.linear));
    c.record("ffw", &out);
    out
}

/// The block: `x` `[B, T, D]`, the tokens' `positions` `[B, T]`, `mask`
/// `[B, T, T]` (true where a token may attend).
pub fn block(
    c: &mut impl Record,
    w: &Weights,
    x: &Bf,
    positions: &Tensor<Int32>,
    mask: &Tensor<Bool>,
) -> Bf {
    let normalized = rms_norm(c, x, &w.pre_attention_norm, "pre_attention_norm");
    let attn_output = attention(c, w, &normalized, positions, mask);
    let attn_output = rms_norm(
        c,
        &attn_output,
        &w.post_attention_norm,
        "post_attention_norm",
    );
    let residual: Bf = &attn_output + x;
    c.record("residual", &residual);
    let outputs = rms_norm(c, &residual, &w.pre_ffw_norm, "pre_ffw_norm");
    let outputs = feed_forward(c, w, &outputs);
    let outputs = rms_norm(c, &outputs, &w.post_ffw_norm, "post_ffw_norm");
    let out: Bf = outputs + &residual;
    c.record("out", &out);
    out
}

/// `shape` of seeded values of about `scale` in magnitude, rounded to bfloat16.
pub fn seeded(shape: &[usize], seed: u64, scale: f32) -> Bf {
    let n: usize = shape.iter().product();
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let values = (0..n)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            ((state >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0) * scale
        })
        .collect();
    Tensor::<Float32>::from_shape_vec(shape, values)
        .unwrap()
        .cast()
}

/// Weights of `d` features, `n` heads of `h`, and `f` hidden units.
pub fn weights(d: usize, n: usize, h: usize, f: usize) -> Weights {
    let s = |x: usize| (x as f32).powf(-0.5);
    Weights {
        pre_attention_norm: seeded(&[d], 1, 0.1),
        post_attention_norm: seeded(&[d], 2, 0.1),
        pre_ffw_norm: seeded(&[d], 3, 0.1),
        post_ffw_norm: seeded(&[d], 4, 0.1),
        q: seeded(&[n, d, h], 5, s(d)),
        k: seeded(&[n, d, h], 6, s(d)),
        v: seeded(&[n, d, h], 7, s(d)),
        o: seeded(&[n, h, d], 8, s(n * h)),
        gating: seeded(&[2, d, f], 9, s(d)),
        linear: seeded(&[f, d], 10, s(f)),
    }
}

/// The inputs of a batch of `b` sequences of `t` tokens: positions and the
/// causal mask.
pub fn positions_and_mask(b: usize, t: usize) -> (Tensor<Int32>, Tensor<Bool>) {
    let positions = Tensor::<Int32>::arange(t).broadcast_to(&[b, t]).unwrap();
    let causal = Tensor::<Bool>::ones(&[t, t]).tril(0).unwrap();
    (positions, causal.broadcast_to(&[b, t, t]).unwrap())
}

#[allow(dead_code)] // Included by the test and the benchmark, which have their own `main`.
fn main() {
    // The size of the benchmark: 4 sequences of 256 tokens, 512 features, 8 heads of 64.
    let (b, t, d, n, h, f) = (4, 256, 512, 8, 64, 2048);
    let w = weights(d, n, h, f);
    let x = seeded(&[b, t, d], 11, 1.0);
    let (positions, mask) = positions_and_mask(b, t);
    let start = std::time::Instant::now();
    let out = block(&mut (), &w, &x, &positions, &mask);
    println!(
        "a gemma block, {b} x {t} tokens of {d} features, {n} heads: {:?} {}, in {:.1} ms",
        out.shape(),
        BFloat16::NAME,
        start.elapsed().as_secs_f64() * 1e3
    );
}
