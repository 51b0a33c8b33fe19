//! `jnp.einsum`: products, contractions, diagonals, transpositions and sums
//! of any number of tensors, named by a subscripts string. The dtype is the
//! compiler's (the join of the operands', as for every product); the
//! subscripts are read at run time, as in JAX, and one that does not fit the
//! operands is an `Err`.
//!
//! How it runs, on the operands converted to the join (borrowed where their
//! dtype is the join's): each
//! operand's repeated labels become its diagonal, its length-1 axes are
//! broadcast to their label's length, and the labels that appear in it alone
//! (and not in the output) are summed; then the operands are contracted two
//! at a time, in the order of opt_einsum's path as `jnp.einsum` takes it
//! (`path.rs`), each pair as one batched matrix product (the products'
//! kernels: [`Plan::batched`]). The last pair's product is written in the
//! output's order where the output allows it ([`in_output_order`],
//! [`Plan::scattered`]); otherwise its axes are put in that order after.

use std::collections::BTreeMap;
use std::format;
use std::string::String;
use std::vec::Vec;

use ndarray::{ArrayD, Axis, CowArray, IxDyn};

use super::path::{Label, contract_path};
use super::plan::Plan;
use crate::dtype::DType;
use crate::kernels::DotElem;
use crate::scalar::Arith;
use crate::scalar::Element;
use crate::tensor::elementwise::copy_checked;
use crate::tensor::error::check_output;
use crate::tensor::join::Tensors;
use crate::tensor::rules::{AccumulatesIn, Accumulator, Contract};
use crate::tensor::{ShapeError, Tensor};

const ELLIPSIS: Label = 128;

/// One symbol of a term: a letter, or `...`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Symbol {
    Letter(u8),
    Ellipsis,
}

/// The subscripts, parsed: one term per operand, and the output's if it is
/// given (`->`).
#[derive(Debug, PartialEq, Eq)]
struct Subscripts {
    inputs: Vec<Vec<Symbol>>,
    output: Option<Vec<Symbol>>,
}

/// The subscripts applied to the operands' shapes: each operand's labels,
/// the output's, and each label's length.
#[derive(Debug, PartialEq, Eq)]
struct Resolved {
    inputs: Vec<Vec<Label>>,
    output: Vec<Label>,
    lengths: BTreeMap<Label, usize>,
    /// The letter (a code point) JAX names each ellipsis axis by, left to
    /// right ([`ellipsis_names`]).
    ellipsis_names: Vec<u32>,
}

impl Resolved {
    /// The name JAX sorts `label` by: its letter, or an ellipsis axis's.
    fn name(&self, label: Label) -> u32 {
        match label.checked_sub(ELLIPSIS) {
            Some(i) => self.ellipsis_names[i as usize],
            None => label,
        }
    }
}

/// The names `jnp.einsum` gives the `widest` ellipsis axes (opt_einsum's
/// parser): the symbols the subscripts do not use, in opt_einsum's order
/// (`a`-`z`, `A`-`Z`, then code points from 192), as many as the operand
/// with the most axes has, of which the ellipsis axes take the last. They
/// set where a summed ellipsis axis falls among a pair's contracted labels,
/// which are summed in the order of their names.
fn ellipsis_names(subscripts: &Subscripts, widest: usize, most_axes: usize) -> Vec<u32> {
    let terms = subscripts.inputs.iter().chain(&subscripts.output);
    let used: Vec<u32> = terms
        .flatten()
        .filter_map(|symbol| match *symbol {
            Symbol::Letter(letter) => Some(u32::from(letter)),
            Symbol::Ellipsis => None,
        })
        .collect();
    let symbols = (u32::from(b'a')..=u32::from(b'z'))
        .chain(u32::from(b'A')..=u32::from(b'Z'))
        .chain(192..);
    let unused: Vec<u32> = symbols
        .filter(|s| !used.contains(s))
        .take(most_axes)
        .collect();
    unused[most_axes - widest..].to_vec()
}

fn label_name(label: Label) -> String {
    match u8::try_from(label) {
        Ok(letter) if label < ELLIPSIS => format!("'{}'", char::from(letter)),
        _ => format!("axis {} of '...'", label - ELLIPSIS),
    }
}

/// One term: letters, and at most one `...`.
fn parse_term(term: &str) -> Result<Vec<Symbol>, String> {
    let mut symbols = Vec::new();
    let mut rest = term;
    while let Some(c) = rest.chars().next() {
        if let Some(after) = rest.strip_prefix("...") {
            if symbols.contains(&Symbol::Ellipsis) {
                return Err(format!("'...' appears twice in the term {term:?}"));
            }
            symbols.push(Symbol::Ellipsis);
            rest = after;
        } else if c.is_ascii_alphabetic() {
            symbols.push(Symbol::Letter(c as u8));
            rest = &rest[1..];
        } else {
            return Err(format!(
                "{c:?} is not a label: expected letters (a-z, A-Z), ',' between terms, one '->' and '...'"
            ));
        }
    }
    Ok(symbols)
}

/// `"ij,jk->ik"` as terms, for `operands` operands; spaces are ignored.
fn parse(subscripts: &str, operands: usize) -> Result<Subscripts, String> {
    let text: String = subscripts.chars().filter(|c| !c.is_whitespace()).collect();
    let mut sides = text.split("->");
    let inputs = sides.next().unwrap_or_default();
    let output = sides.next();
    if sides.next().is_some() {
        return Err("'->' appears more than once".into());
    }
    let inputs = inputs
        .split(',')
        .map(parse_term)
        .collect::<Result<Vec<_>, _>>()?;
    if inputs.len() != operands {
        return Err(format!(
            "{} term{} for {} operand{}: expected one term per operand",
            inputs.len(),
            if inputs.len() == 1 { "" } else { "s" },
            operands,
            if operands == 1 { "" } else { "s" },
        ));
    }
    let output = output.map(parse_term).transpose()?;
    if let Some(output) = &output {
        for (i, symbol) in output.iter().enumerate() {
            if let Symbol::Letter(letter) = *symbol {
                if output[..i].contains(symbol) {
                    return Err(format!(
                        "'{}' appears twice in the output",
                        char::from(letter)
                    ));
                }
                if !inputs.iter().any(|term| term.contains(symbol)) {
                    return Err(format!(
                        "the output's '{}' labels no axis of an operand",
                        char::from(letter)
                    ));
                }
            }
        }
    }
    Ok(Subscripts { inputs, output })
}

/// The labels and lengths of the operands' axes, and the output's labels.
/// Lengths of one label must agree, but for 1, which broadcasts (as in JAX,
/// for letters and for the axes of `...`).
fn resolve(subscripts: &Subscripts, shapes: &[&[usize]]) -> Result<Resolved, String> {
    // How many axes each operand's `...` stands for.
    let mut spans = Vec::with_capacity(shapes.len());
    for (i, (term, shape)) in subscripts.inputs.iter().zip(shapes).enumerate() {
        let letters = term.iter().filter(|s| **s != Symbol::Ellipsis).count();
        let ellipsis = term.contains(&Symbol::Ellipsis);
        if shape.len() < letters || (!ellipsis && shape.len() != letters) {
            return Err(format!(
                "operand {i} has {} axes (shape {shape:?}) where its term names {letters}{}",
                shape.len(),
                if ellipsis { " and '...'" } else { "" }
            ));
        }
        spans.push(shape.len() - letters);
    }
    let widest = spans.iter().copied().max().unwrap_or(0);
    let expand = |term: &[Symbol], span: usize| -> Vec<Label> {
        let mut labels = Vec::with_capacity(term.len() + span);
        for symbol in term {
            match *symbol {
                Symbol::Letter(letter) => labels.push(Label::from(letter)),
                Symbol::Ellipsis => {
                    labels.extend((widest - span..widest).map(|i| ELLIPSIS + i as Label))
                }
            }
        }
        labels
    };
    let inputs: Vec<Vec<Label>> = subscripts
        .inputs
        .iter()
        .zip(&spans)
        .map(|(term, &span)| expand(term, span))
        .collect();
    let mut lengths = BTreeMap::new();
    for (i, (labels, shape)) in inputs.iter().zip(shapes).enumerate() {
        for (axis, (&label, &len)) in labels.iter().zip(shape.iter()).enumerate() {
            if let Some(first) = labels[..axis].iter().position(|&l| l == label)
                && shape[first] != len
            {
                return Err(format!(
                    "{} labels axes {first} and {axis} of operand {i}, of lengths {} and {len}: a diagonal needs equal lengths",
                    label_name(label),
                    shape[first]
                ));
            }
            let known = lengths.entry(label).or_insert(len);
            if *known == 1 {
                *known = len;
            } else if len != 1 && len != *known {
                return Err(format!(
                    "{} has length {len} in operand {i} and {known} in an earlier one",
                    label_name(label)
                ));
            }
        }
    }
    let ellipsis_axes = (0..widest).map(|i| ELLIPSIS + i as Label);
    let output = match &subscripts.output {
        Some(term) => expand(term, widest),
        None => {
            // NumPy's implicit output: the axes of `...`, then the letters
            // that appear once, in alphabetical (ASCII) order.
            let mut once: Vec<Label> = lengths
                .keys()
                .copied()
                .filter(|&l| l < ELLIPSIS)
                .filter(|l| inputs.iter().flatten().filter(|m| *m == l).count() == 1)
                .collect();
            once.sort_unstable();
            let any_ellipsis = subscripts
                .inputs
                .iter()
                .any(|t| t.contains(&Symbol::Ellipsis));
            let mut output: Vec<Label> = if any_ellipsis {
                ellipsis_axes.collect()
            } else {
                Vec::new()
            };
            output.extend(once);
            output
        }
    };
    let most_axes = shapes.iter().map(|shape| shape.len()).max().unwrap_or(0);
    Ok(Resolved {
        inputs,
        output,
        lengths,
        ellipsis_names: ellipsis_names(subscripts, widest, most_axes),
    })
}

/// The subscripts parsed and applied to operands of these shapes, or the
/// error that says what does not fit.
fn parse_and_resolve(subscripts: &str, shapes: &[&[usize]]) -> Result<Resolved, ShapeError> {
    let error = |problem| ShapeError::einsum(subscripts, problem);
    let parsed = parse(subscripts, shapes.len()).map_err(error)?;
    resolve(&parsed, shapes).map_err(error)
}

/// `labels[i]`'s position.
fn position(labels: &[Label], label: Label) -> usize {
    labels
        .iter()
        .position(|&l| l == label)
        .expect("the label is one of these")
}

/// Operand `i` ready to be contracted: one axis per label, each of the
/// label's length, and no label that only it has (unless the output has it).
fn prepare<'a, E: DotElem>(
    mut array: CowArray<'a, E, IxDyn>,
    i: usize,
    resolved: &Resolved,
) -> Result<(CowArray<'a, E, IxDyn>, Vec<Label>), ShapeError> {
    let labels = &resolved.inputs[i];
    // A repeated label: the diagonal.
    let mut unique: Vec<Label> = Vec::with_capacity(labels.len());
    for &l in labels {
        if !unique.contains(&l) {
            unique.push(l);
        }
    }
    if unique.len() < labels.len() {
        let shape: Vec<usize> = unique
            .iter()
            .map(|&l| array.shape()[position(labels, l)])
            .collect();
        let from: Vec<usize> = labels.iter().map(|&l| position(&unique, l)).collect();
        let source = &array;
        let diagonal = ArrayD::from_shape_fn(IxDyn(&shape), |index| {
            let at: Vec<usize> = from.iter().map(|&u| index[u]).collect();
            source[IxDyn(&at)]
        });
        array = diagonal.into();
    }
    // Length-1 axes broadcast to their label's length.
    let full: Vec<usize> = unique.iter().map(|l| resolved.lengths[l]).collect();
    if array.shape() != full.as_slice() {
        let broadcast = array
            .broadcast(IxDyn(&full))
            .expect("a length that differs from its label's is 1");
        array = copy_checked(broadcast)?.into();
    }
    // Labels only this operand has, and not the output: summed.
    let mut labels = unique;
    for axis in (0..labels.len()).rev() {
        let l = labels[axis];
        let elsewhere = (resolved.inputs.iter().enumerate()).any(|(j, o)| j != i && o.contains(&l));
        if !resolved.output.contains(&l) && !elsewhere {
            let summed = array.fold_axis(Axis(axis), E::default(), |&sum, &x| Arith::add(sum, x));
            array = summed.into();
            labels.remove(axis);
        }
    }
    Ok((array, labels))
}

/// The labels of the last pair's product in the output's order `out`, as
/// batch, left free and right free labels, where the output allows it: it
/// ends with labels of the right operand alone, after labels of the left
/// alone, each run at least 8 long (a product, not a row of dot products);
/// the labels before those are batch axes, among them free labels of one
/// operand (the other one read once for each of their indices).
fn in_output_order(
    out: &[Label],
    lx: &[Label],
    ly: &[Label],
    resolved: &Resolved,
) -> Option<[Vec<Label>; 3]> {
    let only = |a: &[Label], b: &[Label], l: Label| a.contains(&l) && !b.contains(&l);
    let right = out.len() - out.iter().rev().take_while(|&&l| only(ly, lx, l)).count();
    let left = right
        - out[..right]
            .iter()
            .rev()
            .take_while(|&&l| only(lx, ly, l))
            .count();
    let size = |part: &[Label]| part.iter().map(|l| resolved.lengths[l]).product::<usize>();
    (size(&out[left..right]) >= 8 && size(&out[right..]) >= 8).then(|| {
        [
            out[..left].to_vec(),
            out[left..right].to_vec(),
            out[right..].to_vec(),
        ]
    })
}

/// `x` and `y` contracted over the labels they share that nothing later
/// needs; the labels they share that are needed are batch axes. The result's
/// labels are the batch, the left's free and the right's free labels; for
/// the last pair (`out`, the output's labels), in the output's order where
/// [`in_output_order`] finds it, so that the product writes the output as
/// it is laid out and no transpose follows (`"BTD,SNDH->SBTNH"`: `S` a batch
/// axis, `B T` the rows, `N H` the columns).
fn contract<'a, E: DotElem>(
    (x, lx): (CowArray<'_, E, IxDyn>, Vec<Label>),
    (y, ly): (CowArray<'_, E, IxDyn>, Vec<Label>),
    needed: &[Label],
    out: Option<&[Label]>,
    resolved: &Resolved,
) -> Result<(CowArray<'a, E, IxDyn>, Vec<Label>), ShapeError> {
    let lengths = &resolved.lengths;
    let in_y = |l: &Label| ly.contains(l);
    let batch: Vec<Label> = lx
        .iter()
        .copied()
        .filter(|l| in_y(l) && needed.contains(l))
        .collect();
    // Summed in the order of their names, as `jnp.einsum` lists a pair's
    // contracted labels to `dot_general` (`sorted(contracted_names)`), which
    // XLA flattens into one sum, the first name outermost: the same sum in
    // the same order gives JAX's bits (`tests/jax_einsum_order.rs`).
    let mut summed: Vec<Label> = lx
        .iter()
        .copied()
        .filter(|l| in_y(l) && !needed.contains(l))
        .collect();
    summed.sort_unstable_by_key(|&l| resolved.name(l));
    let free_x: Vec<Label> = lx.iter().copied().filter(|l| !in_y(l)).collect();
    let free_y: Vec<Label> = ly.iter().copied().filter(|l| !lx.contains(l)).collect();
    let [batch, free_x, free_y] = match out {
        Some(out) => in_output_order(out, &lx, &ly, resolved).unwrap_or_else(|| {
            // Each part in the output's order, for `Plan::scattered`.
            let in_out = |part: &[Label]| -> Vec<Label> {
                out.iter().copied().filter(|l| part.contains(l)).collect()
            };
            [in_out(&batch), in_out(&free_x), in_out(&free_y)]
        }),
        None => [batch, free_x, free_y],
    };
    let axes = |labels: &[Label], order: &[&[Label]]| -> Vec<usize> {
        order
            .iter()
            .flat_map(|part| part.iter().map(|&l| position(labels, l)))
            .collect()
    };
    let size = |part: &[Label]| part.iter().map(|l| lengths[l]).product::<usize>();
    let batch_axes: Vec<(usize, bool, bool)> = batch
        .iter()
        .map(|l| (lengths[l], lx.contains(l), ly.contains(l)))
        .collect();
    let (batch_x, batch_y): (Vec<Label>, Vec<Label>) = (
        batch.iter().copied().filter(|l| lx.contains(l)).collect(),
        batch.iter().copied().filter(|l| ly.contains(l)).collect(),
    );
    let mut labels: Vec<Label> = batch
        .iter()
        .chain(&free_x)
        .chain(&free_y)
        .copied()
        .collect();
    let shape: Vec<usize> = labels.iter().map(|l| lengths[l]).collect();
    let mut plan = Plan::batched(
        axes(&lx, &[&batch_x, &free_x, &summed]),
        axes(&ly, &[&batch_y, &summed, &free_y]),
        &batch_axes,
        (size(&free_x), size(&summed), size(&free_y)),
        shape,
    );
    // The output's axes interleave the batch with the rows (`"BTNH,BSNH->BTNS"`):
    // each product written in place.
    if let Some(out) = out.filter(|out| *out != labels.as_slice()) {
        let order: Vec<usize> = out.iter().map(|&l| position(&labels, l)).collect();
        if plan.scattered(free_x.len(), &order).is_some() {
            labels = out.to_vec();
        }
    }
    let data = plan.run_views(x.view(), y.view())?;
    let array = ArrayD::from_shape_vec(IxDyn(&plan.shape), data)
        .expect("a product has one element per element of its shape");
    Ok((array.into(), labels))
}

/// `einsum` of operands of the result's element type.
fn run<E: DotElem>(
    subscripts: &str,
    operands: Vec<CowArray<'_, E, IxDyn>>,
) -> Result<ArrayD<E>, ShapeError> {
    let shapes: Vec<&[usize]> = operands.iter().map(|a| a.shape()).collect();
    let resolved = parse_and_resolve(subscripts, &shapes)?;
    let path = contract_path(&resolved.inputs, &resolved.output, &resolved.lengths);
    let mut left = (operands.into_iter().enumerate())
        .map(|(i, a)| prepare(a, i, &resolved))
        .collect::<Result<Vec<_>, _>>()?;
    for step in path.iter().filter(|step| step.len() == 2) {
        // The pair's result goes to the end of the list, as in opt_einsum.
        let y = left.remove(step[1]);
        let x = left.remove(step[0]);
        // What the output and the operands left need.
        let mut needed = resolved.output.clone();
        needed.extend(left.iter().flat_map(|(_, labels)| labels));
        let last = left.is_empty().then_some(resolved.output.as_slice());
        let pair = contract(x, y, &needed, last, &resolved)?;
        left.push(pair);
    }
    let (array, labels) = left.pop().expect("one operand is left after the path");
    let order: Vec<usize> = resolved
        .output
        .iter()
        .map(|&l| position(&labels, l))
        .collect();
    let array = array.permuted_axes(IxDyn(&order));
    // The output's axes: a term of one operand may name more than an
    // operand has (`"ij->ij"` of an operand broadcast), and the output up to
    // 52 letters and the `...` axes.
    check_output::<E>(array.shape())?;
    Ok(if array.is_standard_layout() {
        // A copy only where the result is an operand itself (`"ij->ij"`).
        array.into_owned()
    } else {
        copy_checked(array.view())?
    })
}

/// `jnp.einsum(subscripts, *operands)`: Einstein summation over the
/// operands, a tuple of one to eight tensor references of one policy (of
/// any dtypes), or a slice or array of tensors of one dtype; the result is
/// in the join of their dtypes, as for every product.
///
/// The subscripts are NumPy's: one term of letters per operand, separated
/// by `,`, with `...` for the axes not named (which broadcast, aligned on
/// the right), and optionally `->` and the output's term. Without `->` the
/// output is the `...` axes, then the letters that appear once, in
/// alphabetical order. A letter repeated in one term takes the diagonal; a
/// letter absent from the output is summed. Axes of length 1 broadcast
/// against their label's length, as in JAX. Spaces are ignored.
///
/// Integer sums wrap in the join's dtype and `Bool` sums are the logical
/// or, as XLA's; `bfloat16` and `float16` pairwise products sum in
/// `float32`. A pair's contracted labels are summed as one axis in the order
/// of their names, the first outermost, as `jnp.einsum` lists them to
/// `dot_general` (`"BTNH,NHD->BTD"` sums `H` outside `N`; a summed `...`
/// axis is named as JAX names it, by a letter the subscripts leave unused:
/// `"...ij,...jk->ik"` of three-axis operands sums it, `c`, outside `j`):
/// half-precision results are JAX's bits (`tests/jax_einsum_order.rs`). Operands are
/// contracted two at a time in the order `jnp.einsum` takes, opt_einsum's
/// path ([`try_einsum_path`]), so that sums over three or more operands are
/// JAX's too (where a pair's left operand is read along its minor axis, XLA
/// sums in an order of its own, and a half-precision value may differ in its
/// last bit now and then).
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// // Attention scores: batch b, query q, key k, head h, feature d.
/// let q = Tensor::<BFloat16>::ones(&[1, 2, 3, 4]); // b q h d
/// let k = Tensor::<Int8>::ones(&[1, 5, 3, 4]); // b k h d
/// let scores: Tensor<BFloat16> = try_einsum("bqhd,bkhd->bhqk", (&q, &k))?;
/// assert_eq!(scores.shape(), [1, 3, 2, 5]);
/// assert!(scores.iter().all(|s| s == half::bf16::from_f32(4.0)));
///
/// // A trace, a transpose and a matrix-vector product, in int8 ⊔ uint8.
/// let a = Tensor::<Int8>::from_shape_vec(&[2, 2], vec![1, 2, 3, 4])?;
/// let v = Tensor::<UInt8>::from_vec(vec![1, 10]);
/// assert_eq!(try_einsum("ii", (&a,))?.to_vec(), [5]);
/// assert_eq!(try_einsum("ij->ji", (&a,))?.to_vec(), [1, 3, 2, 4]);
/// let av: Tensor<Int16> = try_einsum("ij,j->i", (&a, &v))?;
/// assert_eq!(av.to_vec(), [21, 43]);
/// assert!(try_einsum("ij,jk", (&a, &v)).is_err()); // v has one axis
/// # Ok::<(), ShapeError>(())
/// ```
///
/// # Errors
///
/// Subscripts that are malformed (a character that is not a letter, `,`,
/// `->` or `...`; two `->`; a letter twice in the output, or in the output
/// only), a number of terms that is not the number of operands, a term that
/// names more or fewer axes than its operand has, or a label whose lengths
/// differ (and are not 1). The error says which.
pub fn try_einsum<'a, T>(
    subscripts: &str,
    operands: T,
) -> Result<Tensor<T::DType, T::Policy>, ShapeError>
where
    T: Tensors<'a>,
    T::DType: Contract,
{
    // Borrowed where an operand's dtype is the result's.
    let arrays: Vec<CowArray<'_, <T::DType as DType>::Elem, IxDyn>> = operands
        .pieces()
        .into_iter()
        .map(|piece| piece.into_cow())
        .collect();
    run(subscripts, arrays).map(Tensor::from_array)
}

/// [`try_einsum`], panicking where it returns an error.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let x = Tensor::<Float32>::from_shape_vec(&[2, 3], vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0])?;
/// let w = Tensor::<Float16>::ones(&[3, 4]);
/// let y: Tensor<Float32> = einsum("nk,km->nm", (&x, &w));
/// assert_eq!(y.shape(), [2, 4]);
/// assert_eq!(einsum("nk->", (&x,)).to_vec(), [21.0]);
/// # Ok::<(), ShapeError>(())
/// ```
///
/// # Panics
///
/// Where [`try_einsum`] returns an error, with its message.
pub fn einsum<'a, T>(subscripts: &str, operands: T) -> Tensor<T::DType, T::Policy>
where
    T: Tensors<'a>,
    T::DType: Contract,
{
    try_einsum(subscripts, operands).unwrap_or_else(|error| panic!("{error}"))
}

/// `jnp.einsum(subscripts, *operands, preferred_element_type=E)`: as
/// [`try_einsum`], the operands converted to their join and then to the
/// accumulator `E`, a strong dtype above the join on the lattice (and as
/// wide, for integers), in which every product is summed: `int8` operands
/// into `Int32` (sums wrap in `int32`, as XLA's `dot_general` does),
/// `bfloat16` into `Float32`.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// // A quantised layer: int8 activations and weights, summed in int32.
/// let x = Tensor::<Int8>::full(&[2, 64], 100);
/// let w = Tensor::<Int8>::full(&[64, 3], 100);
/// let y: Tensor<Int32> = try_einsum_as("nk,km->nm", (&x, &w))?;
/// assert!(y.iter().all(|v| v == 640_000)); // int8 sums would have wrapped
/// # Ok::<(), ShapeError>(())
/// ```
///
/// # Errors
///
/// As [`try_einsum`].
pub fn try_einsum_as<'a, E, T>(
    subscripts: &str,
    operands: T,
) -> Result<Tensor<E, T::Policy>, ShapeError>
where
    T: Tensors<'a>,
    T::DType: AccumulatesIn<E>,
    E: Accumulator,
{
    let arrays: Vec<CowArray<'_, E::Elem, IxDyn>> = operands
        .pieces()
        .into_iter()
        .map(|piece| piece.into_cow().mapv(Element::cast::<E::Elem>).into())
        .collect();
    run(subscripts, arrays).map(Tensor::from_array)
}

/// [`try_einsum_as`], panicking where it returns an error.
///
/// # Panics
///
/// Where [`try_einsum_as`] returns an error, with its message.
pub fn einsum_as<'a, E, T>(subscripts: &str, operands: T) -> Tensor<E, T::Policy>
where
    T: Tensors<'a>,
    T::DType: AccumulatesIn<E>,
    E: Accumulator,
{
    try_einsum_as(subscripts, operands).unwrap_or_else(|error| panic!("{error}"))
}

/// `jnp.einsum_path(subscripts, *operands)`: the order in which [`einsum`]
/// contracts operands of these shapes, as opt_einsum's `contract_path`
/// gives it to `jnp.einsum` (`optimize="auto"`): one step per contraction,
/// each the positions, in the list of operands left, of the pair it
/// contracts (of the only operand, for one), its result appended at the end
/// of the list. The search is opt_einsum's: every order up to four
/// operands, branch and bound up to fourteen, its candidates visited in the
/// order of CPython's sets, as opt_einsum visits them: JAX's path for each
/// of 400 random subscripts of three to twelve operands in
/// `tests/jax_einsum_order.rs`. Over fourteen operands, where opt_einsum
/// runs a greedy search whose ties follow Python's string hashes (which
/// change from one process to the next), the path is left to right. JAX
/// also returns a description of the steps; this returns the path only.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// // A chain whose right-hand pair is the cheaper one to contract first.
/// let path = try_einsum_path("ij,jk,kl->il", &[&[16, 96], &[96, 128], &[128, 3]])?;
/// assert_eq!(path, [vec![1, 2], vec![0, 1]]);
/// assert_eq!(try_einsum_path("ij,jk", &[&[2, 3], &[3, 4]])?, [vec![0, 1]]);
/// # Ok::<(), ShapeError>(())
/// ```
///
/// # Errors
///
/// As [`try_einsum`], for subscripts that do not fit the shapes.
pub fn try_einsum_path(
    subscripts: &str,
    shapes: &[&[usize]],
) -> Result<Vec<Vec<usize>>, ShapeError> {
    let resolved = parse_and_resolve(subscripts, shapes)?;
    Ok(contract_path(
        &resolved.inputs,
        &resolved.output,
        &resolved.lengths,
    ))
}

/// [`try_einsum_path`], panicking where it returns an error.
///
/// # Panics
///
/// Where [`try_einsum_path`] returns an error, with its message.
pub fn einsum_path(subscripts: &str, shapes: &[&[usize]]) -> Vec<Vec<usize>> {
    try_einsum_path(subscripts, shapes).unwrap_or_else(|error| panic!("{error}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec;

    fn labels(s: &str) -> Vec<Label> {
        s.bytes().map(Label::from).collect()
    }

    #[test]
    fn terms_parse_into_letters_and_one_ellipsis() {
        let parsed = parse(" ij, ...j -> i ", 2).unwrap();
        assert_eq!(
            parsed.inputs,
            [
                vec![Symbol::Letter(b'i'), Symbol::Letter(b'j')],
                vec![Symbol::Ellipsis, Symbol::Letter(b'j')]
            ]
        );
        assert_eq!(parsed.output, Some(vec![Symbol::Letter(b'i')]));
        assert_eq!(parse("ii", 1).unwrap().output, None);
    }

    #[test]
    fn malformed_subscripts_say_what_is_wrong() {
        let err = |s: &str, n: usize| parse(s, n).unwrap_err();
        assert!(err("ij,jk->iz", 2).contains("'z' labels no axis"));
        assert!(err("ij->ii", 1).contains("'i' appears twice in the output"));
        assert!(err("ij,j->i->", 2).contains("'->' appears more than once"));
        assert!(err("ij,jk,kl->il", 2).contains("3 terms for 2 operands"));
        assert!(err("i1", 1).contains("'1' is not a label"));
        assert!(err("i....", 1).contains("'.' is not a label"));
        assert!(err("......", 1).contains("'...' appears twice"));
    }

    #[test]
    fn implicit_output_is_the_ellipsis_then_the_letters_seen_once_sorted() {
        let parsed = parse("kj,...ji", 2).unwrap();
        let resolved = resolve(&parsed, &[&[2, 3], &[7, 3, 4]]).unwrap();
        assert_eq!(
            resolved.output,
            [ELLIPSIS, Label::from(b'i'), Label::from(b'k')]
        );
        let trace = resolve(&parse("ii", 1).unwrap(), &[&[2, 2]]).unwrap();
        assert!(trace.output.is_empty());
    }

    #[test]
    fn ellipses_align_on_the_right_and_lengths_of_one_broadcast() {
        let parsed = parse("...ij,...jk->...ik", 2).unwrap();
        let resolved = resolve(&parsed, &[&[5, 1, 2, 3], &[4, 3, 6]]).unwrap();
        let e = ELLIPSIS;
        assert_eq!(resolved.inputs[0], [e, e + 1, 105, 106]);
        assert_eq!(resolved.inputs[1], [e + 1, 106, 107]);
        assert_eq!(resolved.lengths[&(e + 1)], 4);
        assert_eq!(resolved.output, [e, e + 1, 105, 107]);
    }

    #[test]
    fn ellipsis_axes_are_named_by_the_letters_left_as_jax_names_them() {
        let names = |subscripts: &str, shapes: &[&[usize]]| {
            let parsed = parse(subscripts, shapes.len()).unwrap();
            let resolved = resolve(&parsed, shapes).unwrap();
            (0..resolved.ellipsis_names.len() as Label)
                .map(|i| char::from_u32(resolved.name(ELLIPSIS + i)).unwrap())
                .collect::<String>()
        };
        // Of as many unused letters as the largest operand has axes (a, b, c),
        // the last.
        assert_eq!(names("...ij,...jk->ik", &[&[16, 8, 32], &[16, 32, 4]]), "c");
        assert_eq!(
            names("...ij,...jk->ik", &[&[4, 4, 8, 16], &[4, 16, 4]]),
            "cd"
        );
        assert_eq!(names("b...,a", &[&[2, 3], &[4]]), "d");
        let lower: String = ('a'..='z').collect();
        let all = format!("{lower}...,...");
        let mut shape = std::vec![1; 27];
        shape[26] = 5;
        // 27 axes: a..z are taken, then A..Z, then code points from 192.
        assert_eq!(names(&all, &[&shape, &[5]]), "\u{c0}");
        assert_eq!(names("i,i", &[&[2], &[2]]), "");
    }

    #[test]
    fn lengths_that_differ_are_errors() {
        let parsed = parse("ij,jk", 2).unwrap();
        let err = resolve(&parsed, &[&[2, 3], &[2, 2]]).unwrap_err();
        assert_eq!(err, "'j' has length 2 in operand 1 and 3 in an earlier one");
        let err = resolve(&parse("ii", 1).unwrap(), &[&[2, 3]]).unwrap_err();
        assert!(err.contains("a diagonal needs equal lengths"), "{err}");
        let err = resolve(&parse("ijk", 1).unwrap(), &[&[2, 3]]).unwrap_err();
        assert!(err.contains("operand 0 has 2 axes (shape [2, 3]) where its term names 3"));
    }

    /// `n` `bfloat16` values between -5 and 5, in an order set by `seed`.
    fn values(n: usize, seed: usize) -> Vec<half::bf16> {
        (0..n)
            .map(|i| half::bf16::from_f32(((i * 7919 + seed) % 1013) as f32 / 97.0 - 5.0))
            .collect()
    }

    #[test]
    fn a_result_written_in_the_outputs_order_has_the_transposes_bits() {
        use crate::dtype::BFloat16;
        let x = Tensor::<BFloat16>::from_shape_vec(&[2, 12, 40], values(960, 1)).unwrap();
        let w = Tensor::<BFloat16>::from_shape_vec(&[3, 2, 40, 8], values(1920, 2)).unwrap();
        let resolved = |subscripts: &str| {
            let parsed = parse(subscripts, 2).unwrap();
            resolve(&parsed, &[x.shape(), w.shape()]).unwrap()
        };
        // `S` a batch axis of the right operand alone, `B T` rows, `N H` columns.
        let r = resolved("BTD,SNDH->SBTNH");
        let split = in_output_order(&r.output, &r.inputs[0], &labels("SNH"), &r);
        assert_eq!(split, Some([labels("S"), labels("BT"), labels("NH")]));
        let direct: Tensor<BFloat16> = try_einsum("BTD,SNDH->SBTNH", (&x, &w)).unwrap();
        let natural: Tensor<BFloat16> = try_einsum("BTD,SNDH->BTSNH", (&x, &w)).unwrap();
        let transposed = natural.permute_axes(&[2, 0, 1, 3, 4]).unwrap();
        assert_eq!(direct.shape(), transposed.shape());
        let bits = |t: &Tensor<BFloat16>| t.iter().map(half::bf16::to_bits).collect::<Vec<_>>();
        assert_eq!(bits(&direct), bits(&transposed));
        // The right operand's labels in another order than its own: read so.
        let r = resolved("BTD,SNDH->BTNHS");
        let split = in_output_order(&r.output, &r.inputs[0], &labels("SNH"), &r);
        assert_eq!(split, Some([labels(""), labels("BT"), labels("NHS")]));
        // No run of the right operand's labels at the end: the product's own
        // order, then a transpose.
        let r = resolved("BTD,SNDH->SNHBT");
        let split = in_output_order(&r.output, &r.inputs[0], &labels("SNH"), &r);
        assert_eq!(split, None);
    }

    #[test]
    fn products_written_in_place_between_batch_axes_have_the_transposes_bits() {
        use crate::dtype::BFloat16;
        let q = Tensor::<BFloat16>::from_shape_vec(&[2, 12, 3, 16], values(1152, 1)).unwrap();
        let k = Tensor::<BFloat16>::from_shape_vec(&[2, 10, 3, 16], values(960, 2)).unwrap();
        let natural: Tensor<BFloat16> = try_einsum("BTNH,BSNH->BNTS", (&q, &k)).unwrap();
        let bits = |t: &Tensor<BFloat16>| t.iter().map(half::bf16::to_bits).collect::<Vec<_>>();
        // Batch `B N`, rows `T`, columns `S`, in the output's orders that
        // write in place and in those that transpose after.
        for (subscripts, order) in [
            ("BTNH,BSNH->BTNS", [0, 2, 1, 3]),
            ("BTNH,BSNH->NTBS", [1, 2, 0, 3]),
            ("BTNH,BSNH->TBNS", [2, 0, 1, 3]),
            ("BTNH,BSNH->BSNT", [0, 3, 1, 2]),
        ] {
            let ours: Tensor<BFloat16> = try_einsum(subscripts, (&q, &k)).unwrap();
            let transposed = natural.permute_axes(&order).unwrap();
            assert_eq!(ours.shape(), transposed.shape(), "{subscripts}");
            assert_eq!(bits(&ours), bits(&transposed), "{subscripts}");
        }
    }

    #[test]
    fn the_labels_of_a_pair_are_batch_free_or_summed() {
        let x = ArrayD::from_shape_vec(IxDyn(&[2, 3]), (1..=6).collect::<Vec<i64>>()).unwrap();
        let y = ArrayD::from_shape_vec(IxDyn(&[3, 2]), (1..=6).collect::<Vec<i64>>()).unwrap();
        let resolved = Resolved {
            inputs: std::vec![labels("ij"), labels("ji")],
            output: labels("i"),
            lengths: [(Label::from(b'i'), 2), (Label::from(b'j'), 3)].into(),
            ellipsis_names: Vec::new(),
        };
        // 'i' is needed later: a batch axis; 'j' is not: summed.
        let (x, y) = (CowArray::from(x), CowArray::from(y));
        let (z, l) = contract(
            (x, labels("ij")),
            (y, labels("ji")),
            &labels("i"),
            None,
            &resolved,
        )
        .unwrap();
        assert_eq!(l, labels("i"));
        assert_eq!(
            z.into_owned().into_raw_vec_and_offset().0,
            [1 + 2 * 3 + 3 * 5, 4 * 2 + 5 * 4 + 6 * 6]
        );
    }
}
