//! `examples/gemma_block.rs`, a transformer block as google-deepmind/gemma
//! writes it in JAX, against the same block in `jax.numpy`
//! (`tools/gemma_block_fixtures.py`, which writes
//! `fixtures/gemma_block/trace.txt`), on JAX's weights and inputs: every
//! intermediate has JAX's dtype (each `let` of the port names it) and JAX's
//! bits.

#[allow(dead_code)]
#[path = "../examples/gemma_block.rs"]
mod gemma;

#[path = "common/values.rs"]
mod values;

use std::collections::HashMap;

use dtype_lattice::Element;
use dtype_lattice::x32::prelude::*;
use values::{fixture_lines, parse, shape_of};

type Bf = Tensor<BFloat16>;

/// JAX's intermediate values by name: dtype, shape and encoded values.
struct Trace(HashMap<String, (String, Vec<usize>, Vec<String>)>);

impl Trace {
    fn load() -> Trace {
        let text = include_str!("fixtures/gemma_block/trace.txt");
        let mut values = HashMap::new();
        for fields in fixture_lines(text) {
            let ["value", name, dtype, shape, ref data @ ..] = fields[..] else {
                panic!("unknown trace line {fields:?}");
            };
            let data = data.iter().map(|v| v.to_string()).collect();
            values.insert(name.to_string(), (dtype.to_string(), shape_of(shape), data));
        }
        Trace(values)
    }

    /// JAX's value `name`, as a tensor of `D`, which must be its dtype.
    fn tensor<D: DType>(&self, name: &str) -> Tensor<D> {
        let (dtype, shape, data) = &self.0[name];
        assert_eq!(D::ID.to_string(), *dtype, "{name}: dtype");
        Tensor::from_shape_vec(shape, data.iter().map(|v| parse::<D>(v)).collect()).unwrap()
    }
}

/// Every intermediate checked against JAX's: the dtype (the tensor's type
/// must be JAX's), the shape, and the bits of every value; the differences,
/// one line each.
struct Checks<'a> {
    trace: &'a Trace,
    differences: Vec<String>,
    checked: usize,
}

impl gemma::Record for Checks<'_> {
    fn record<D: DType>(&mut self, name: &str, got: &Tensor<D>) {
        let expected = self.trace.tensor::<D>(name);
        self.checked += 1;
        if got.shape() != expected.shape() {
            self.differences.push(format!(
                "{name}: shape {:?}, JAX {:?}",
                got.shape(),
                expected.shape()
            ));
            return;
        }
        let bits =
            |t: &Tensor<D>| -> Vec<u64> { t.iter().map(|x| x.cast::<f64>().to_bits()).collect() };
        let differ = bits(got)
            .iter()
            .zip(bits(&expected))
            .filter(|(a, b)| **a != *b)
            .count();
        if differ > 0 {
            self.differences
                .push(format!("{name}: {differ} of {} values differ", got.len()));
        }
    }
}

/// The weights JAX used.
fn weights(t: &Trace) -> gemma::Weights {
    gemma::Weights {
        pre_attention_norm: t.tensor("w.pre_attention_norm"),
        post_attention_norm: t.tensor("w.post_attention_norm"),
        pre_ffw_norm: t.tensor("w.pre_ffw_norm"),
        post_ffw_norm: t.tensor("w.post_ffw_norm"),
        q: t.tensor("w.attn.q"),
        k: t.tensor("w.attn.k"),
        v: t.tensor("w.attn.v"),
        o: t.tensor("w.attn.o"),
        gating: t.tensor("w.mlp.gating"),
        linear: t.tensor("w.mlp.linear"),
    }
}

#[test]
fn every_intermediate_of_a_gemma_block_is_jax_s() {
    let trace = Trace::load();
    let t = &trace;
    let mut c = Checks {
        trace: t,
        differences: Vec::new(),
        checked: 0,
    };
    let x: Bf = t.tensor("x");
    let positions: Tensor<Int32> = t.tensor("positions");
    let mask: Tensor<Bool> = t.tensor("mask");

    let out = gemma::block(&mut c, &weights(t), &x, &positions, &mask);
    assert_eq!(out.shape(), [2, 8, 32]);

    assert_eq!(c.checked, 33, "every recorded intermediate");
    assert!(c.differences.is_empty(), "{}", c.differences.join("\n"));
}
