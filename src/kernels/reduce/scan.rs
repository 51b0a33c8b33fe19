//! Running sums and products along an axis (`cumsum`, `cumprod`), in
//! place, in order, as XLA's scans compute them.

use super::lanes::{Native, Step, SumFloat, in_xla_mode};

/// Running sums (or products), in place, of rows of `inner` values (the
/// lanes are the columns: `inner` is 1 for one lane), from row `from / inner`
/// on, the rows before it already done: the first row `op(init, x)`, each
/// next one `op(previous, x)`, whole rows at a time so that the columns'
/// lanes run side by side. This is the order of XLA's cumulative reductions
/// on CPU, which round (or wrap) at each step in the result's dtype.
#[inline(always)]
pub(crate) fn scan<C: Copy>(
    block: &mut [C],
    from: usize,
    inner: usize,
    init: C,
    op: impl Fn(C, C) -> C,
) {
    if inner == 0 || from >= block.len() {
        return;
    }
    if inner == 1 {
        let mut acc = from.checked_sub(1).map_or(init, |i| block[i]);
        for x in &mut block[from..] {
            acc = op(acc, *x);
            *x = acc;
        }
        return;
    }
    let (done, rest) = block.split_at_mut(from);
    let (mut previous, mut rest): (&[C], &mut [C]) = match done.len().checked_sub(inner) {
        Some(last) => (&done[last..], rest),
        None => {
            let (first, rest) = rest.split_at_mut(inner);
            for x in first.iter_mut() {
                *x = op(init, *x);
            }
            (first, rest)
        }
    };
    while !rest.is_empty() {
        let (row, tail) = rest.split_at_mut(inner);
        for (x, &p) in row.iter_mut().zip(previous) {
            *x = op(p, *x);
        }
        previous = row;
        rest = tail;
    }
}

/// [`scan`] of `f32` or `f64` values (held as `C`: `to` and `from_t`
/// convert, the identity), adding (or multiplying, for `product`) from 0
/// (or 1), [`Native`] operations [`in_xla_mode`]: the same bits as flushing
/// ones.
#[inline(always)]
pub(crate) fn float_scan<C: Copy, T: SumFloat>(
    block: &mut [C],
    from: usize,
    inner: usize,
    product: bool,
    to: impl Fn(C) -> T,
    from_t: impl Fn(T) -> C,
) {
    let op = |a: C, b: C| {
        let (a, b) = (to(a), to(b));
        from_t(if product {
            Native::<T>::mul(a, b)
        } else {
            Native::<T>::add(a, b)
        })
    };
    let init = from_t(if product { T::ONE } else { T::ZERO });
    in_xla_mode(|| scan(block, from, inner, init, op));
}
