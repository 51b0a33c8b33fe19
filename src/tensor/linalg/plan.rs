//! Every product here as one batched matrix product: which axes of each
//! operand are contracted, which are batch axes, and the result's shape, with
//! the shape errors of each function.

use core::any::{Any, TypeId};
use std::borrow::Cow;
use std::vec::Vec;

use ndarray::{ArrayD, ArrayViewD};

use crate::kernels;
use crate::kernels::{DotElem, any_changed_by_load};
use crate::scalar::Element;
use crate::tensor::ShapeError;
use crate::tensor::elementwise::copy_checked;
use crate::tensor::error::{check_output, refused};

/// A batched product: for each index of `batch`, `out[m × n] = lhs[m × k] ·
/// rhs[k × n]`, reading each operand with its axes in the order `*_axes`.
pub(super) struct Plan {
    /// The order in which the left operand's axes are read (free, then contracted).
    lhs_axes: Vec<usize>,
    /// The order in which the right operand's axes are read (contracted, then free).
    rhs_axes: Vec<usize>,
    /// The batch lengths (broadcast), and for each, the step in matrices of each operand (0 where broadcast).
    batch: Vec<(usize, usize, usize)>,
    m: usize,
    k: usize,
    n: usize,
    /// Whether the left operand is conjugated (`vdot`).
    conj_lhs: bool,
    /// Where the products go when the result's axes are not the batch's,
    /// then the rows', then the columns' ([`Plan::scattered`]).
    scatter: Option<Scatter>,
    pub(super) shape: Vec<usize>,
}

/// The layout of a result whose axes interleave the batch axes with the
/// rows' (`einsum`'s `"BTNH,BSNH->BTNS"`: batch `B N`, rows `T`, columns
/// `S`): the first axis is the first batch axis; each product's rows are
/// `row` elements apart, its columns contiguous, and batch axis `i` moves it
/// by `batch[i]` elements.
struct Scatter {
    batch: Vec<usize>,
    row: usize,
}

fn product(lengths: &[usize]) -> usize {
    lengths.iter().product()
}

impl Plan {
    /// `lhs` read as `m × k`, `rhs` as `k × n`, in their own axis order.
    fn flat(lhs: usize, rhs: usize, m: usize, k: usize, n: usize, shape: Vec<usize>) -> Plan {
        Plan {
            lhs_axes: (0..lhs).collect(),
            rhs_axes: (0..rhs).collect(),
            batch: Vec::new(),
            m,
            k,
            n,
            conj_lhs: false,
            scatter: None,
            shape,
        }
    }

    /// `jnp.matmul`: a 1-d left operand is a row (`[1, k]`), a 1-d right one a
    /// column (`[k, 1]`), and their added axis is removed from the result;
    /// the axes before the last two are batch axes, which broadcast.
    pub(super) fn matmul(a: &[usize], b: &[usize]) -> Result<Plan, ShapeError> {
        for (operand, shape) in [a, b].into_iter().enumerate() {
            if shape.is_empty() {
                return Err(ShapeError::matmul_scalar(operand));
            }
        }
        let (na, nb) = (a.len(), b.len());
        let (m, k) = if na == 1 {
            (1, a[0])
        } else {
            (a[na - 2], a[na - 1])
        };
        let (k2, n) = if nb == 1 {
            (b[0], 1)
        } else {
            (b[nb - 2], b[nb - 1])
        };
        let rhs_axis = nb.saturating_sub(2);
        if k != k2 {
            return Err(ShapeError::contraction("matmul", a, na - 1, b, rhs_axis));
        }
        let (ba, bb) = (&a[..na.saturating_sub(2)], &b[..nb.saturating_sub(2)]);
        let nbatch = ba.len().max(bb.len());
        let padded = |s: &[usize], i: usize| {
            let lead = nbatch - s.len();
            if i < lead { 1 } else { s[i - lead] }
        };
        let mut batch = Vec::with_capacity(nbatch);
        let (mut step_a, mut step_b) = (1, 1);
        // From the last batch axis back: each operand's step is the product
        // of its later batch lengths (in matrices), 0 where it broadcasts.
        for i in (0..nbatch).rev() {
            let (la, lb) = (padded(ba, i), padded(bb, i));
            let len = match (la, lb) {
                _ if la == lb => la,
                (1, _) => lb,
                (_, 1) => la,
                _ => return Err(ShapeError::matmul_batch(a, b)),
            };
            batch.push((
                len,
                if la == 1 { 0 } else { step_a },
                if lb == 1 { 0 } else { step_b },
            ));
            step_a *= la;
            step_b *= lb;
        }
        batch.reverse();
        let mut shape: Vec<usize> = batch.iter().map(|&(len, _, _)| len).collect();
        if na > 1 {
            shape.push(m);
        }
        if nb > 1 {
            shape.push(n);
        }
        let mut plan = Plan::flat(na, nb, m, k, n, shape);
        plan.batch = batch;
        Ok(plan)
    }

    /// `jnp.dot`: a 0-d operand multiplies; a 1-d right operand contracts
    /// with the left's last axis; otherwise the left's last axis with the
    /// right's second to last, and the result's axes are the left's free
    /// axes, then the right's (no batch axes: not `matmul`).
    pub(super) fn dot(a: &[usize], b: &[usize]) -> Result<Plan, ShapeError> {
        let (na, nb) = (a.len(), b.len());
        if na == 0 || nb == 0 {
            return Ok(Self::scalar_product(a, b));
        }
        let rhs_axis = if nb == 1 { 0 } else { nb - 2 };
        if a[na - 1] != b[rhs_axis] {
            return Err(ShapeError::contraction("dot", a, na - 1, b, rhs_axis));
        }
        Ok(Self::contract(a, b, &[na - 1], &[rhs_axis]))
    }

    /// Both operands' elements, multiplied as if by `jnp.multiply`: one of
    /// them is 0-d.
    fn scalar_product(a: &[usize], b: &[usize]) -> Plan {
        let shape = if a.is_empty() { b } else { a }.to_vec();
        Plan::flat(a.len(), b.len(), product(a), 1, product(b), shape)
    }

    /// `lhs_axes` of `a` contracted with `rhs_axes` of `b`, pairwise; the
    /// result's axes are `a`'s other axes, then `b`'s, in order. The axes are
    /// checked: in range, distinct, of equal lengths.
    fn contract(a: &[usize], b: &[usize], lhs: &[usize], rhs: &[usize]) -> Plan {
        let free = |shape: &[usize], contracted: &[usize]| -> Vec<usize> {
            (0..shape.len())
                .filter(|i| !contracted.contains(i))
                .collect()
        };
        let (free_a, free_b) = (free(a, lhs), free(b, rhs));
        let lengths =
            |shape: &[usize], axes: &[usize]| axes.iter().map(|&i| shape[i]).collect::<Vec<_>>();
        let shape: Vec<usize> = lengths(a, &free_a)
            .into_iter()
            .chain(lengths(b, &free_b))
            .collect();
        let (m, k, n) = (
            product(&lengths(a, &free_a)),
            product(&lengths(a, lhs)),
            product(&lengths(b, &free_b)),
        );
        Plan {
            lhs_axes: free_a.iter().chain(lhs).copied().collect(),
            rhs_axes: rhs.iter().chain(&free_b).copied().collect(),
            batch: Vec::new(),
            m,
            k,
            n,
            conj_lhs: false,
            scatter: None,
            shape,
        }
    }

    /// One pairwise contraction of `einsum`: the left operand read with its
    /// axes in the order `lhs_axes` (its batch axes, free, contracted), the
    /// right one in the order `rhs_axes` (its batch axes, contracted, free);
    /// each batch axis is `(length, in the left operand, in the right one)`,
    /// and an operand without it is read once for each of its indices. The
    /// result's axes are the batch, then the left's free axes, then the
    /// right's (lengths `shape`).
    pub(super) fn batched(
        lhs_axes: Vec<usize>,
        rhs_axes: Vec<usize>,
        batch: &[(usize, bool, bool)],
        (m, k, n): (usize, usize, usize),
        shape: Vec<usize>,
    ) -> Plan {
        let (mut step_a, mut step_b) = (1, 1);
        let mut steps = Vec::with_capacity(batch.len());
        for &(len, in_a, in_b) in batch.iter().rev() {
            steps.push((
                len,
                if in_a { step_a } else { 0 },
                if in_b { step_b } else { 0 },
            ));
            step_a *= if in_a { len } else { 1 };
            step_b *= if in_b { len } else { 1 };
        }
        steps.reverse();
        Plan {
            lhs_axes,
            rhs_axes,
            batch: steps,
            m,
            k,
            n,
            conj_lhs: false,
            scatter: None,
            shape,
        }
    }

    /// [`Plan::batched`] whose result is written in another order of its
    /// axes: `order[i]` is the batched plan's axis that is the result's axis
    /// `i`, of which `rows` axes (after the batch's) are the rows'. Its first axis must be the first batch axis, the rows' axes must
    /// follow one another in it, and the columns' axes must be its last, in
    /// the plan's order (else `None`, the plan unchanged): then each product
    /// is written in place (its rows apart, its columns contiguous), and no
    /// transpose follows.
    pub(super) fn scattered(&mut self, rows: usize, order: &[usize]) -> Option<()> {
        let (batch, shape) = (self.batch.len(), &self.shape);
        let columns = shape.len().checked_sub(batch + rows)?;
        let mut sorted = order.to_vec();
        sorted.sort_unstable();
        if !sorted.iter().copied().eq(0..shape.len()) {
            return None;
        }
        let at = |axis: usize| order.iter().position(|&a| a == axis);
        let first_row = at(batch)?;
        let in_order = |from: usize, axes: core::ops::Range<usize>| {
            axes.enumerate()
                .all(|(i, axis)| order.get(from + i) == Some(&axis))
        };
        if batch == 0
            || order.first() != Some(&0)
            || columns == 0
            || !in_order(first_row, batch..batch + rows)
            || !in_order(order.len() - columns, batch + rows..shape.len())
        {
            return None;
        }
        let new_shape: Vec<usize> = order.iter().map(|&a| shape[a]).collect();
        // Each axis' step in the result, in elements (`None` past `usize`:
        // a result too large, which the plan's run then reports).
        let mut steps: Vec<usize> = std::vec![1; order.len()];
        for i in (0..order.len().saturating_sub(1)).rev() {
            steps[i] = steps[i + 1].checked_mul(new_shape[i + 1])?;
        }
        let step = |axis: usize| at(axis).map(|i| steps[i]);
        let batch_steps = (0..batch).map(step).collect::<Option<Vec<_>>>()?;
        let row = if rows == 0 {
            0
        } else {
            step(batch + rows - 1)?
        };
        self.scatter = Some(Scatter {
            batch: batch_steps,
            row,
        });
        self.shape = new_shape;
        Some(())
    }

    /// `jnp.tensordot(a, b, axes)`: the last `axes` axes of `a` with the first
    /// `axes` of `b`.
    pub(super) fn tensordot(a: &[usize], b: &[usize], axes: usize) -> Result<Plan, ShapeError> {
        if axes > a.len().min(b.len()) {
            return Err(ShapeError::tensordot_count(axes, a, b));
        }
        let lhs: Vec<usize> = (a.len() - axes..a.len()).collect();
        let rhs: Vec<usize> = (0..axes).collect();
        Self::tensordot_axes(a, b, &lhs, &rhs)
    }

    /// `jnp.tensordot(a, b, (lhs, rhs))`: axis `lhs[i]` of `a` with `rhs[i]` of `b`.
    pub(super) fn tensordot_axes(
        a: &[usize],
        b: &[usize],
        lhs: &[usize],
        rhs: &[usize],
    ) -> Result<Plan, ShapeError> {
        if lhs.len() != rhs.len() {
            return Err(ShapeError::axis_pairs(lhs, rhs));
        }
        for (axes, shape) in [(lhs, a), (rhs, b)] {
            for (i, &axis) in axes.iter().enumerate() {
                if axis >= shape.len() {
                    return Err(ShapeError::axis(axis, shape.len()));
                }
                if axes[..i].contains(&axis) {
                    return Err(ShapeError::repeated_axis(axis, axes));
                }
            }
        }
        if let Some((&la, &ra)) = lhs.iter().zip(rhs).find(|&(&la, &ra)| a[la] != b[ra]) {
            return Err(ShapeError::contraction("tensordot", a, la, b, ra));
        }
        Ok(Self::contract(a, b, lhs, rhs))
    }

    /// `jnp.inner`: the last axes of both, or a product if one is 0-d.
    pub(super) fn inner(a: &[usize], b: &[usize]) -> Result<Plan, ShapeError> {
        if a.is_empty() || b.is_empty() {
            return Ok(Self::scalar_product(a, b));
        }
        Self::tensordot_axes(a, b, &[a.len() - 1], &[b.len() - 1])
    }

    /// `jnp.outer`: both flattened, every product.
    pub(super) fn outer(a: &[usize], b: &[usize]) -> Plan {
        let (m, n) = (product(a), product(b));
        Plan::flat(a.len(), b.len(), m, 1, n, std::vec![m, n])
    }

    /// `jnp.vdot`: both flattened, the left conjugated, summed.
    pub(super) fn vdot(a: &[usize], b: &[usize]) -> Result<Plan, ShapeError> {
        let (k, k2) = (product(a), product(b));
        if k != k2 {
            return Err(ShapeError::contraction("vdot", &[k], 0, &[k2], 0));
        }
        let mut plan = Plan::flat(a.len(), b.len(), 1, k, 1, Vec::new());
        plan.conj_lhs = true;
        Ok(plan)
    }

    /// Runs the plan: both operands converted to `C`, then each matrix
    /// product of `C`'s kernel.
    ///
    /// # Errors
    ///
    /// A result too large to exist or to allocate ([`check_output`]),
    /// checked before either operand is read.
    pub(super) fn run<A: Element, B: Element, C: DotElem>(
        &self,
        lhs: &ArrayD<A>,
        rhs: &ArrayD<B>,
    ) -> Result<Vec<C>, ShapeError> {
        let len = check_output::<C>(&self.shape)?;
        if let Some(rhs) = small_ints::<A, B, C>(rhs) {
            let a = read_plain(lhs, &self.lhs_axes)?;
            let b = read_plain(rhs, &self.rhs_axes)?;
            return self.multiply_with(len, &a, &b, |(m, k, n), a, b, c| {
                let exact = kernels::gemm_i16((m, k, n), a, b, c, Element::cast, Element::cast);
                if !exact {
                    // No memory for the packed copies: the loop in `C`.
                    let (a, b) = (cast_all::<A, C>(a), cast_all::<A, C>(b));
                    C::gemm(m, k, n, &a, &b, c);
                }
            });
        }
        let a = read::<A, C>(lhs, &self.lhs_axes)?;
        let b = read::<B, C>(rhs, &self.rhs_axes)?;
        self.multiply(len, a, b)
    }

    /// [`Plan::run`] for operands of the product's element type, which may
    /// be views (`einsum`'s).
    pub(super) fn run_views<C: DotElem>(
        &self,
        lhs: ArrayViewD<'_, C>,
        rhs: ArrayViewD<'_, C>,
    ) -> Result<Vec<C>, ShapeError> {
        let len = check_output::<C>(&self.shape)?;
        let (a, b) = (
            read_view(lhs, &self.lhs_axes)?,
            read_view(rhs, &self.rhs_axes)?,
        );
        self.multiply(len, a, b)
    }

    /// The plan's products of the operands, read in their plan's order, into
    /// a result of `len` elements (the batch count times `m × n`).
    fn multiply<C: DotElem>(
        &self,
        len: usize,
        mut a: Cow<'_, [C]>,
        b: Cow<'_, [C]>,
    ) -> Result<Vec<C>, ShapeError> {
        if self.conj_lhs {
            a.to_mut().iter_mut().for_each(|x| *x = x.conj());
        }
        self.multiply_with(len, &a, &b, |(m, k, n), a, b, c| C::gemm(m, k, n, a, b, c))
    }

    /// The plan's products by `gemm` (`(m, k, n)`, `a`, `b`, `c`) of the
    /// operands read in their plan's order, into a result of `len` elements.
    fn multiply_with<T: Sync, C: DotElem>(
        &self,
        len: usize,
        a: &[T],
        b: &[T],
        gemm: impl Fn((usize, usize, usize), &[T], &[T], &mut [C]) + Sync,
    ) -> Result<Vec<C>, ShapeError> {
        let (m, k, n) = (self.m, self.k, self.n);
        // Written by the pool's threads first, so that its page faults are
        // shared out (and, from 4 MiB, huge pages asked for).
        let mut out = kernels::filled(len, C::default()).map_err(refused::<C>(&self.shape))?;
        // No products (a batch axis, `m` or `n` of length 0: nothing to
        // index), or empty sums (`k` = 0): the zeros are the result.
        if len == 0 || k == 0 {
            return Ok(out);
        }
        let count = len / (m * n);
        let lengths = || self.batch.iter().map(|&(len, ..)| len);
        let product = |index: usize, c: &mut [C]| {
            // The matrix of each operand for batch index `index`, row-major.
            let at_a = batch_offset(index, lengths().zip(self.batch.iter().map(|b| b.1)));
            let at_b = batch_offset(index, lengths().zip(self.batch.iter().map(|b| b.2)));
            let a = &a[at_a * m * k..(at_a + 1) * m * k];
            let b = &b[at_b * k * n..(at_b + 1) * k * n];
            gemm((m, k, n), a, b, c);
        };
        if let Some(scatter) = &self.scatter {
            // The result by its first axis (a batch axis), each part holding
            // the products of that index, written in place a row at a time
            // from one product's block.
            let parts = self.batch[0].0;
            let (part_len, per_part) = (len / parts, count / parts);
            let failed = std::sync::Mutex::new(None);
            kernels::on_rows(&mut out, part_len, |indices, piece| {
                let mut block = Vec::new();
                if let Err(error) = block.try_reserve_exact(m * n) {
                    *failed.lock().unwrap_or_else(|e| e.into_inner()) = Some(error);
                    return;
                }
                block.resize(m * n, C::default());
                for (first, part) in indices.zip(piece.chunks_exact_mut(part_len)) {
                    for index in first * per_part..(first + 1) * per_part {
                        product(index, &mut block);
                        // Where the product starts in its part (whose start
                        // is its index along the first axis).
                        let at = batch_offset(index, lengths().zip(scatter.batch.iter().copied()))
                            - first * scatter.batch[0];
                        for (r, row) in block.chunks_exact(n).enumerate() {
                            let start = at + r * scatter.row;
                            part[start..start + n].copy_from_slice(row);
                        }
                    }
                }
            });
            if let Some(error) = failed.into_inner().unwrap_or_else(|e| e.into_inner()) {
                return Err(refused::<C>(&self.shape)(error));
            }
        } else if count > 1 {
            // Several products: shared out over the pool's threads by whole
            // products (each may still split itself if the pool has room).
            kernels::on_rows(&mut out, m * n, |indices, c| {
                for (index, c) in indices.zip(c.chunks_exact_mut(m * n)) {
                    product(index, c);
                }
            });
        } else {
            product(0, &mut out);
        }
        Ok(out)
    }
}

/// The offset of batch index `index` (row-major over the batch axes), from
/// each axis' `(length, step)`.
fn batch_offset(index: usize, axes: impl DoubleEndedIterator<Item = (usize, usize)>) -> usize {
    let mut rest = index;
    let mut at = 0;
    for (len, step) in axes.rev() {
        at += rest % len * step;
        rest /= len;
    }
    at
}

/// `rhs` as an array of `A`, where the product of `A`s into `C` runs the
/// `i16` kernel on the operands as they are: `A` (and `B`) one of `int8`,
/// `uint8`, `int16`, whose values are `i16`s, and `C` an integer of at most
/// 32 bits, whose product (after converting the operands, which keeps their
/// values modulo `C`'s width) is the `i32` sums modulo that width. Saves
/// converting both operands to `C` (four times an `int8` operand's bytes,
/// for `matmul_as::<Int32>`) and reading them to check they fit.
fn small_ints<A: Element, B: Element, C: Element>(rhs: &ArrayD<B>) -> Option<&ArrayD<A>> {
    let is = |t: TypeId, of: &[TypeId]| of.contains(&t);
    let operands = [TypeId::of::<i8>(), TypeId::of::<u8>(), TypeId::of::<i16>()];
    let results = [
        TypeId::of::<i8>(),
        TypeId::of::<u8>(),
        TypeId::of::<i16>(),
        TypeId::of::<u16>(),
        TypeId::of::<i32>(),
        TypeId::of::<u32>(),
    ];
    if !is(TypeId::of::<A>(), &operands) || !is(TypeId::of::<C>(), &results) {
        return None;
    }
    (rhs as &dyn Any).downcast_ref::<ArrayD<A>>()
}

/// The elements of `array` with its axes in the order `axes`, row-major,
/// as they are: borrowed where they already are in that order.
fn read_plain<'a, E: Element>(
    array: &'a ArrayD<E>,
    axes: &[usize],
) -> Result<Cow<'a, [E]>, ShapeError> {
    let array = array.view().permuted_axes(axes);
    if let Some(slice) = array.to_slice() {
        return Ok(Cow::Borrowed(slice));
    }
    gather(array, |x| x).map(Cow::Owned)
}

/// `values` converted to `C`.
fn cast_all<A: Element, C: Element>(values: &[A]) -> Vec<C> {
    values.iter().map(|&x| x.cast()).collect()
}

/// [`read`] of a view of `C`s: borrowed where they are in that order and
/// none is changed by `load`.
fn read_view<'a, C: DotElem>(
    array: ArrayViewD<'a, C>,
    axes: &[usize],
) -> Result<Cow<'a, [C]>, ShapeError> {
    let array = array.permuted_axes(axes);
    if let Some(slice) = array.to_slice()
        && !any_changed_by_load(slice)
    {
        return Ok(Cow::Borrowed(slice));
    }
    gather(array, C::load).map(Cow::Owned)
}

/// The elements of `array` with its axes in the order `axes`, row-major,
/// converted to `C` and read as XLA reads them ([`DotElem::load`]). Borrowed
/// where they already are that: `C`s in that order, none changed by `load`
/// (no subnormal float), which a matrix of floats usually is; a copy
/// otherwise.
fn read<'a, E: Element, C: DotElem>(
    array: &'a ArrayD<E>,
    axes: &[usize],
) -> Result<Cow<'a, [C]>, ShapeError> {
    if let Some(same) = (array as &dyn Any).downcast_ref::<ArrayD<C>>() {
        return read_view(same.view(), axes);
    }
    gather(array.view().permuted_axes(axes), |x| x.cast::<C>().load()).map(Cow::Owned)
}

/// `f` of each element of `array`, in row-major order. One pass over a
/// slice where the array is one (which vectorises); otherwise row by row
/// along the last axis, since ndarray's n-dimensional iterator steps a
/// dynamic index at every element (30 times slower on a permuted 4-d view),
/// and where those rows are not contiguous (permuted axes: `"BTNH,NHD"`
/// reads its left operand as `B T H N`), a copy in order by the strided
/// kernel first, in cache-sized tiles, then one pass over it. Allocated
/// fallibly: a broadcast operand (`einsum`'s) can be larger than the tensor
/// it was read from.
fn gather<E: Copy + Send + Sync, C>(
    array: ArrayViewD<'_, E>,
    f: impl Fn(E) -> C,
) -> Result<Vec<C>, ShapeError> {
    let mut out = kernels::output_vec(array.len()).map_err(refused::<C>(array.shape()))?;
    if let Some(slice) = array.as_slice() {
        out.extend(slice.iter().map(|&x| f(x)));
        return Ok(out);
    }
    let last = array.ndim().checked_sub(1);
    if last.is_some_and(|last| array.shape()[last] > 1 && array.strides()[last] != 1) {
        let copy = copy_checked(array)?;
        let slice = copy.as_slice().expect("a copy is in standard layout");
        out.extend(slice.iter().map(|&x| f(x)));
        return Ok(out);
    }
    // Not 0-d: a 0-d array is one slice.
    for row in array.rows() {
        match row.as_slice() {
            Some(run) => out.extend(run.iter().map(|&x| f(x))),
            None => out.extend(row.iter().map(|&x| f(x))),
        }
    }
    Ok(out)
}
