//! `examples/gpt2.rs`, GPT-2's forward pass in typed tensors, against the
//! same program in `jax.numpy` (`tools/gpt2_fixtures.py`, x64 disabled as
//! by default): every function of the port on JAX's own inputs for it, its
//! result's dtype JAX's and its values JAX's (bit for bit for the layer
//! norms, linear layers, GELU and MLP; within one unit in the last place of
//! the largest value for each head's attention, four for the block), and
//! the whole pass from the tokens to the logits (within 8 units) and the
//! next token.

#![cfg(feature = "io")]

#[allow(dead_code)]
#[path = "../examples/gpt2.rs"]
mod gpt2;

#[path = "common/values.rs"]
mod values;

use std::collections::HashMap;

use dtype_lattice::*;
use gpt2::{Params, T};
use values::{fixture_lines, parse, shape_of};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/gpt2");
const N_HEAD: usize = 4;

/// JAX's intermediate values: dtype, shape and values (as the fixture
/// writes them), by name; and the tokens.
struct Trace {
    tokens: Vec<i32>,
    values: HashMap<String, (String, Vec<usize>, Vec<String>)>,
}

impl Trace {
    fn load() -> Trace {
        let text = std::fs::read_to_string(format!("{DIR}/trace.txt")).expect("the trace");
        let mut trace = Trace {
            tokens: Vec::new(),
            values: HashMap::new(),
        };
        for fields in fixture_lines(&text) {
            match fields[..] {
                ["tokens", ref ids @ ..] => {
                    trace.tokens = ids.iter().map(|t| t.parse().unwrap()).collect();
                }
                ["value", name, dtype, shape, ref values @ ..] => {
                    let values = values.iter().map(|v| v.to_string()).collect();
                    let entry = (dtype.to_string(), shape_of(shape), values);
                    trace.values.insert(name.to_string(), entry);
                }
                _ => panic!("unknown trace line {fields:?}"),
            }
        }
        trace
    }

    /// JAX's value `name`, as a tensor of `D`, which must be its dtype.
    fn tensor<D: DType>(&self, name: &str) -> T<D> {
        let (dtype, shape, values) = &self.values[name];
        assert_eq!(D::ID.to_string(), *dtype, "{name}: dtype");
        let data = values.iter().map(|v| parse::<D>(v)).collect();
        Tensor::from_shape_vec(shape, data).unwrap()
    }

    /// How `got` differs from JAX's value `name`: its dtype must be JAX's,
    /// its shape too, and each value within `units` units in the last place
    /// of the largest magnitude of JAX's (0: the same bits). `None` where
    /// they agree.
    fn differs<D: DType>(&self, name: &str, got: &T<D>, units: f64) -> Option<String> {
        let expected = self.tensor::<D>(name);
        assert_eq!(got.shape(), expected.shape(), "{name}: shape");
        let as_f64 = |t: &T<D>| -> Vec<f64> { t.iter().map(|x| x.cast::<f64>()).collect() };
        let (got, expected) = (as_f64(got), as_f64(&expected));
        let largest = expected.iter().fold(0.0_f64, |m, x| m.max(x.abs()));
        let mantissa = match D::ID {
            DTypeId::BFloat16 => 7,
            DTypeId::Float32 => 23,
            _ => 0,
        };
        let ulp = (largest.max(f64::MIN_POSITIVE).log2().floor() - f64::from(mantissa)).exp2();
        let worst = got
            .iter()
            .zip(&expected)
            .map(|(a, e)| (a - e).abs() / ulp)
            .fold(0.0_f64, f64::max);
        let exact = got
            .iter()
            .zip(&expected)
            .all(|(a, e)| a.to_bits() == e.to_bits());
        match (exact, units) {
            (true, _) => None,
            (false, units) if units > 0.0 && worst <= units => None,
            _ => Some(format!(
                "{name}: {worst} units of {ulp:e} (largest value {largest}), allowed {units}"
            )),
        }
    }
}

fn params() -> Params {
    Params::load(&format!("{DIR}/model.safetensors")).expect("the model")
}

/// One block's functions, each on JAX's inputs for it, its input `x` of
/// dtype `F` (`bfloat16` for the first block, `float32` after).
fn check_block<F: FloatDType + Contract>(
    trace: &Trace,
    params: &Params,
    i: usize,
    input: &str,
) -> Vec<String>
where
    StandardX32: gpt2::Port<F>,
{
    let block = &params.blocks[i];
    let h = format!("h.{i}");
    let name = |what: &str| format!("{h}.{what}");
    let x = trace.tensor::<F>(input);
    let mut differ = Vec::new();
    // Layer norms, linear layers (their products included), GELU and the
    // MLP: JAX's bits. Attention: within one unit of the largest value (its
    // softmax and product of 12 terms round otherwise in a few places).
    let ln_1 = gpt2::layer_norm(&x, &block.ln_1).unwrap();
    differ.extend(trace.differs(&name("ln_1"), &ln_1, 0.0));
    let ln_1 = trace.tensor::<F>(&name("ln_1"));
    let c_attn = gpt2::linear(&ln_1, &block.c_attn);
    differ.extend(trace.differs(&name("attn.c_attn"), &c_attn, 0.0));
    // The causal mask, as `mha` writes it: `1 - tri` and `* -1e10` keep
    // `F` (an int and a float literal are weak).
    let c_attn = trace.tensor::<F>(&name("attn.c_attn"));
    let n = c_attn.shape()[0];
    let mask = (1 - T::<F>::tri(n, n, 0).unwrap()) * -1e10;
    differ.extend(trace.differs(&name("attn.mask"), &mask, 0.0));
    // Each head's attention on JAX's queries, keys, values and mask.
    let qkv = c_attn.split(3, -1).unwrap();
    let heads: Vec<Vec<T<F>>> = qkv.iter().map(|t| t.split(N_HEAD, -1).unwrap()).collect();
    let [q, k, v] = &heads[..] else {
        panic!("queries, keys and values")
    };
    for (head, ((q, k), v)) in q.iter().zip(k).zip(v).enumerate() {
        let out = gpt2::attention(q, k, v, &mask).unwrap();
        differ.extend(trace.differs(&name(&format!("attn.head{head}")), &out, 1.0));
    }
    let mha = gpt2::mha(&ln_1, &block.c_attn, &block.attn_c_proj, N_HEAD).unwrap();
    differ.extend(trace.differs(&name("attn.c_proj"), &mha, 4.0));
    let attn = trace.tensor::<Float32>(&name("attn"));
    let ln_2 = gpt2::layer_norm::<Float32>(&attn, &block.ln_2).unwrap();
    differ.extend(trace.differs(&name("ln_2"), &ln_2, 0.0));
    let ln_2 = trace.tensor::<Float32>(&name("ln_2"));
    let c_fc = gpt2::linear::<Float32>(&ln_2, &block.c_fc);
    differ.extend(trace.differs(&name("mlp.c_fc"), &c_fc, 0.0));
    let gelu = gpt2::gelu(&trace.tensor::<Float32>(&name("mlp.c_fc")));
    differ.extend(trace.differs(&name("mlp.gelu"), &gelu, 0.0));
    let ffn = gpt2::ffn(&ln_2, &block.c_fc, &block.mlp_c_proj);
    differ.extend(trace.differs(&name("mlp.c_proj"), &ffn, 0.0));
    let out = gpt2::transformer_block(&x, block, N_HEAD).unwrap();
    differ.extend(trace.differs(&name("mlp"), &out, 4.0));
    differ
}

#[test]
fn every_function_of_the_gpt2_port_is_jax_s() {
    let (trace, params) = (Trace::load(), params());
    let mut differ = check_block::<BFloat16>(&trace, &params, 0, "embedded");
    differ.extend(check_block::<Float32>(&trace, &params, 1, "h.0.mlp"));
    let ln_f = gpt2::layer_norm(&trace.tensor::<Float32>("h.1.mlp"), &params.ln_f).unwrap();
    differ.extend(trace.differs("ln_f", &ln_f, 0.0));
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

#[test]
fn the_whole_pass_gives_jax_s_logits_and_next_token() {
    let (trace, params) = (Trace::load(), params());
    let inputs = T::<Int32>::from_vec(trace.tokens.clone());
    let logits = gpt2::gpt2(&inputs, &params, N_HEAD).unwrap();
    // The attention's differences, carried through two blocks.
    if let Some(differ) = trace.differs("logits", &logits, 8.0) {
        panic!("{differ}");
    }
    let last = logits.index_axis(0, logits.shape()[0] - 1).unwrap();
    let next: T<Int32> = last.argmax().unwrap();
    assert_eq!(next.to_vec(), trace.tensor::<Int32>("next_token").to_vec());
}
