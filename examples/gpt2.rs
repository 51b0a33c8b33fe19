//! GPT-2's forward pass in typed tensors, line for line from jaymody/picoGPT's
//! `gpt2.py` (NumPy) as the same program runs in `jax.numpy` with JAX's
//! defaults (x64 disabled: the policy [`StandardX32`]).
//!
//! ```text
//! cargo run --release --features io --example gpt2 -- [MODEL.safetensors] [N_HEAD] [TOKEN...]
//! ```
//!
//! reads a checkpoint with Hugging Face's names for GPT-2 (`wte.weight`,
//! `h.0.attn.c_attn.weight`, …; by default the small seeded model of
//! `tests/fixtures/gpt2/`, whose weights are `bfloat16`), runs the tokens
//! through it and prints the next token. Every intermediate dtype is the
//! compiler's, and JAX's: with `bfloat16` weights, the embeddings and the
//! first block's layer norm, `c_attn` and mask are `bfloat16`; the attention
//! scores divide by `np.sqrt(d)`, a NumPy `float64`, which JAX takes as a
//! strong type (`float32` with x64 disabled), so from there on every value
//! is `float32`. `tests/gpt2.rs` checks each function's dtype and values
//! against JAX's on the same inputs (`tools/gpt2_fixtures.py`).

use std::error::Error;
use std::process::ExitCode;

use dtype_lattice::io::SafeTensorsFile;
use dtype_lattice::prelude::*;

/// JAX's default: x64 disabled.
pub type T<D> = Tensor<D, StandardX32>;

/// What the port asks of its policy for activations of dtype `F`
/// (`bfloat16` in the first block, `float32` after it): JAX's joins of `F`
/// with itself, float literals, the `bfloat16` weights and `float32`.
pub trait Port<F: DType>:
    FloatPolicy<F>
    + FloatPolicy<Float32>
    + Join<F, BFloat16, Self, Output = F>
    + Join<BFloat16, F, Self, Output = F>
    + Join<F, Float32, Self, Output = Float32>
    + Join<Float32, F, Self, Output = Float32>
    + Join<WeakInt, F, Self, Output = F>
{
}

impl<P, F: DType> Port<F> for P where
    P: FloatPolicy<F>
        + FloatPolicy<Float32>
        + Join<F, BFloat16, P, Output = F>
        + Join<BFloat16, F, P, Output = F>
        + Join<F, Float32, P, Output = Float32>
        + Join<Float32, F, P, Output = Float32>
        + Join<WeakInt, F, P, Output = F>
{
}

/// A linear layer's weights (`x @ w + b`).
pub struct Linear {
    pub w: T<BFloat16>,
    pub b: T<BFloat16>,
}

/// A layer norm's gain and bias.
pub struct Norm {
    pub g: T<BFloat16>,
    pub b: T<BFloat16>,
}

/// One transformer block's weights.
pub struct Block {
    pub c_attn: Linear,
    pub attn_c_proj: Linear,
    pub c_fc: Linear,
    pub mlp_c_proj: Linear,
    pub ln_1: Norm,
    pub ln_2: Norm,
}

/// GPT-2's weights.
pub struct Params {
    pub wte: T<BFloat16>,
    pub wpe: T<BFloat16>,
    pub blocks: Vec<Block>,
    pub ln_f: Norm,
}

/// A NumPy `float64` scalar such as `np.sqrt(n)`: a strong type in JAX,
/// `float32` with x64 disabled (unlike a Python float, which is weak).
fn np_float64(value: f64) -> T<Float32> {
    Tensor::scalar(value as f32)
}

pub fn gelu(x: &T<Float32>) -> T<Float32> {
    // 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x**3)))
    let sqrt_2_over_pi = np_float64((2.0 / std::f64::consts::PI).sqrt());
    0.5 * x * (1 + (&sqrt_2_over_pi * (x + 0.044715 * x.powi(3))).tanh())
}

pub fn softmax(x: &T<Float32>) -> Result<T<Float32>, ShapeError> {
    let exp_x = (x - x.max_axes(-1, true)?).exp();
    Ok(&exp_x / exp_x.sum_axes(-1, true)?)
}

pub fn layer_norm<F: FloatDType>(x: &T<F>, norm: &Norm) -> Result<T<F>, ShapeError>
where
    StandardX32: Port<F>,
{
    let eps = 1e-5;
    let mean = x.mean_axes(-1, true)?;
    let variance = x.var_axes(-1, true)?;
    let x = (x - mean) / (variance + eps).sqrt();
    Ok(&norm.g * x + &norm.b)
}

pub fn linear<F: FloatDType + Contract>(x: &T<F>, layer: &Linear) -> T<F>
where
    StandardX32: Port<F>,
{
    x.matmul(&layer.w) + &layer.b
}

pub fn ffn(x: &T<Float32>, c_fc: &Linear, c_proj: &Linear) -> T<Float32> {
    let a = gelu(&linear(x, c_fc));
    linear(&a, c_proj)
}

pub fn attention<F: FloatDType + Contract>(
    q: &T<F>,
    k: &T<F>,
    v: &T<F>,
    mask: &T<F>,
) -> Result<T<Float32>, ShapeError>
where
    StandardX32: Port<F>,
{
    let d = *q.shape().last().expect("a matrix");
    Ok(softmax(&(q.matmul(&k.t()) / np_float64((d as f64).sqrt()) + mask))?.matmul(v))
}

pub fn mha<F: FloatDType + Contract>(
    x: &T<F>,
    c_attn: &Linear,
    c_proj: &Linear,
    n_head: usize,
) -> Result<T<Float32>, ShapeError>
where
    StandardX32: Port<F>,
{
    let x = linear(x, c_attn);
    let qkv = x.split(3, -1)?;
    let qkv_heads = qkv
        .iter()
        .map(|x| x.split(n_head, -1))
        .collect::<Result<Vec<_>, _>>()?;
    let causal_mask = (1 - T::<F>::tri(x.shape()[0], x.shape()[0], 0)?) * -1e10;
    let out_heads = (0..n_head)
        .map(|h| {
            attention(
                &qkv_heads[0][h],
                &qkv_heads[1][h],
                &qkv_heads[2][h],
                &causal_mask,
            )
        })
        .collect::<Result<Vec<_>, _>>()?;
    let x = try_concatenate(&out_heads, -1)?; // np.hstack
    // (Inside a function generic over `F`, Rust reads a call of another
    // such function as one over `F` unless told: hence `::<Float32>`.)
    Ok(linear::<Float32>(&x, c_proj))
}

pub fn transformer_block<F: FloatDType + Contract>(
    x: &T<F>,
    block: &Block,
    n_head: usize,
) -> Result<T<Float32>, ShapeError>
where
    StandardX32: Port<F>,
{
    let x = x + mha(
        &layer_norm(x, &block.ln_1)?,
        &block.c_attn,
        &block.attn_c_proj,
        n_head,
    )?;
    let x = &x
        + ffn(
            &layer_norm::<Float32>(&x, &block.ln_2)?,
            &block.c_fc,
            &block.mlp_c_proj,
        );
    Ok(x)
}

pub fn gpt2(
    inputs: &T<Int32>,
    params: &Params,
    n_head: usize,
) -> Result<T<Float32>, Box<dyn Error>> {
    // wte[inputs] + wpe[range(len(inputs))]: a token id past the vocabulary
    // or a position past the context, which JAX would clamp, is an error.
    let positions = T::<Int32>::arange(inputs.len());
    let x = params.wte.take(inputs, 0, GatherMode::Error)?
        + params.wpe.take(&positions, 0, GatherMode::Error)?;
    // The first block takes bfloat16 activations and gives float32 ones.
    let (first, rest) = params
        .blocks
        .split_first()
        .ok_or("GPT-2 has at least one block")?;
    let mut x = transformer_block(&x, first, n_head)?;
    for block in rest {
        x = transformer_block(&x, block, n_head)?;
    }
    Ok(layer_norm(&x, &params.ln_f)?.matmul(&params.wte.t()))
}

/// A checkpoint's tensors, read by name as `bfloat16`, the dtype the file
/// stores them in (another is an error that names it).
struct Checkpoint {
    file: SafeTensorsFile,
}

impl Checkpoint {
    /// The tensor `name`, under x32.
    fn take(&mut self, name: &str) -> Result<T<BFloat16>, Box<dyn Error>> {
        Ok(self.file.tensor(name)?)
    }

    fn linear(&mut self, name: &str) -> Result<Linear, Box<dyn Error>> {
        let w = self.take(&format!("{name}.weight"))?;
        let b = self.take(&format!("{name}.bias"))?;
        Ok(Linear { w, b })
    }

    fn norm(&mut self, name: &str) -> Result<Norm, Box<dyn Error>> {
        let g = self.take(&format!("{name}.weight"))?;
        let b = self.take(&format!("{name}.bias"))?;
        Ok(Norm { g, b })
    }
}

impl Params {
    /// The weights of a GPT-2 checkpoint in safetensors with Hugging Face's
    /// names, as `bfloat16`.
    pub fn load(path: &str) -> Result<Params, Box<dyn Error>> {
        let mut file = Checkpoint {
            file: SafeTensorsFile::open(path)?,
        };
        let mut blocks = Vec::new();
        while file
            .file
            .names()
            .contains(&format!("h.{}.ln_1.weight", blocks.len()).as_str())
        {
            let h = format!("h.{}", blocks.len());
            blocks.push(Block {
                c_attn: file.linear(&format!("{h}.attn.c_attn"))?,
                attn_c_proj: file.linear(&format!("{h}.attn.c_proj"))?,
                c_fc: file.linear(&format!("{h}.mlp.c_fc"))?,
                mlp_c_proj: file.linear(&format!("{h}.mlp.c_proj"))?,
                ln_1: file.norm(&format!("{h}.ln_1"))?,
                ln_2: file.norm(&format!("{h}.ln_2"))?,
            });
        }
        Ok(Params {
            wte: file.take("wte.weight")?,
            wpe: file.take("wpe.weight")?,
            blocks,
            ln_f: file.norm("ln_f")?,
        })
    }
}

fn main() -> ExitCode {
    match run() {
        Ok(next) => {
            println!("next token: {next}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// The next token after the command line's tokens, greedily.
fn run() -> Result<i32, Box<dyn Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args
        .first()
        .map_or("tests/fixtures/gpt2/model.safetensors", String::as_str);
    let n_head = args.get(1).map_or(Ok(4), |n| n.parse())?;
    let tokens: Vec<i32> = match args.get(2..) {
        Some(ids) if !ids.is_empty() => ids.iter().map(|t| t.parse()).collect::<Result<_, _>>()?,
        _ => vec![94, 92, 27, 86, 72, 60, 0, 27, 56, 40, 50, 29],
    };
    let params = Params::load(path)?;
    let inputs = T::<Int32>::from_vec(tokens);
    let logits = gpt2(&inputs, &params, n_head)?;
    let last = logits.shape()[0] - 1;
    let next = logits.index_axis(0, last)?.argmax()?; // logits[-1].argmax()
    Ok(next.to_vec()[0])
}
