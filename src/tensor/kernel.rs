//! Elementwise kernels with NumPy broadcasting, and the shape errors they
//! report. Conversions happen inside the element function, so a mixed-dtype
//! operation reads each input once and writes the output once.

use core::fmt;
use std::vec::Vec;

use crate::Element;

use core::any::Any;

use ndarray::{Array1, ArrayD, ArrayViewD, ArrayViewMutD, IxDyn, Zip};

/// A shape that does not fit: data of the wrong length, operands that do not
/// broadcast, an output of the wrong shape, an axis out of range, or a shape
/// function (reshape, transpose, squeeze, slice, …) given a shape, axis or
/// index the tensor does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeError {
    kind: Kind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Kind {
    Length {
        shape: Vec<usize>,
        len: usize,
    },
    Broadcast {
        lhs: Vec<usize>,
        rhs: Vec<usize>,
    },
    Output {
        expected: Vec<usize>,
        found: Vec<usize>,
    },
    Axis {
        axis: usize,
        ndim: usize,
    },
    Empty {
        op: &'static str,
        shape: Vec<usize>,
    },
    Reshape {
        from: Vec<usize>,
        to: Vec<usize>,
    },
    Permutation {
        axes: Vec<usize>,
        shape: Vec<usize>,
    },
    BroadcastTo {
        from: Vec<usize>,
        to: Vec<usize>,
    },
    NewAxis {
        axis: usize,
        ndim: usize,
    },
    Squeeze {
        axis: usize,
        shape: Vec<usize>,
        len: usize,
    },
    Index {
        axis: usize,
        index: usize,
        len: usize,
    },
    SliceAxes {
        found: usize,
        shape: Vec<usize>,
    },
    Slice {
        elem: ndarray::SliceInfoElem,
        axis: usize,
        len: usize,
    },
}

impl ShapeError {
    pub(crate) fn length(shape: &[usize], len: usize) -> Self {
        ShapeError {
            kind: Kind::Length {
                shape: shape.to_vec(),
                len,
            },
        }
    }

    pub(crate) fn axis(axis: usize, ndim: usize) -> Self {
        ShapeError {
            kind: Kind::Axis { axis, ndim },
        }
    }
}

impl ShapeError {
    pub(crate) fn empty(op: &'static str, shape: &[usize]) -> Self {
        ShapeError {
            kind: Kind::Empty {
                op,
                shape: shape.to_vec(),
            },
        }
    }
}

/// The shape functions' errors (`shape.rs`).
impl ShapeError {
    /// A tensor of shape `from` reshaped to `to`, which holds another number of elements.
    pub(crate) fn reshape(from: &[usize], to: &[usize]) -> Self {
        ShapeError {
            kind: Kind::Reshape {
                from: from.to_vec(),
                to: to.to_vec(),
            },
        }
    }

    /// `axes`, which are not a permutation of the axes of `shape`.
    pub(crate) fn permutation(axes: &[usize], shape: &[usize]) -> Self {
        ShapeError {
            kind: Kind::Permutation {
                axes: axes.to_vec(),
                shape: shape.to_vec(),
            },
        }
    }

    /// A tensor of shape `from` broadcast to `to`, which it does not broadcast to.
    pub(crate) fn broadcast_to(from: &[usize], to: &[usize]) -> Self {
        ShapeError {
            kind: Kind::BroadcastTo {
                from: from.to_vec(),
                to: to.to_vec(),
            },
        }
    }

    /// A new axis at `axis` (past `ndim`) in a tensor of `ndim` axes.
    pub(crate) fn new_axis(axis: usize, ndim: usize) -> Self {
        ShapeError {
            kind: Kind::NewAxis { axis, ndim },
        }
    }

    /// `axis` of `shape` squeezed, which is in range but not of length 1.
    pub(crate) fn squeeze(axis: usize, shape: &[usize]) -> Self {
        ShapeError {
            kind: Kind::Squeeze {
                axis,
                shape: shape.to_vec(),
                len: shape[axis],
            },
        }
    }

    /// `index` along `axis`, of length `len` (at most `index`).
    pub(crate) fn index(axis: usize, index: usize, len: usize) -> Self {
        ShapeError {
            kind: Kind::Index { axis, index, len },
        }
    }

    /// A slice of `found` indices and ranges for a tensor of `shape`.
    pub(crate) fn slice_axes(found: usize, shape: &[usize]) -> Self {
        ShapeError {
            kind: Kind::SliceAxes {
                found,
                shape: shape.to_vec(),
            },
        }
    }

    /// `elem` of a slice (an index or a range), which does not fit `axis`, of length `len`.
    pub(crate) fn slice(elem: ndarray::SliceInfoElem, axis: usize, len: usize) -> Self {
        ShapeError {
            kind: Kind::Slice { elem, axis, len },
        }
    }
}

/// The number of elements of `shape`, if an array of it can exist: ndarray
/// requires the product of its nonzero lengths to fit in an `isize`.
pub(crate) fn element_count(shape: &[usize]) -> Option<usize> {
    let nonzero = shape
        .iter()
        .filter(|&&d| d != 0)
        .try_fold(1_usize, |n, &d| n.checked_mul(d))
        .filter(|&n| isize::try_from(n).is_ok())?;
    Some(if shape.contains(&0) { 0 } else { nonzero })
}

/// `s` for a plural of `n`.
fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            Kind::Length { shape, len } => {
                match shape.iter().try_fold(1_usize, |n, &d| n.checked_mul(d)) {
                    Some(n) => write!(
                        f,
                        "shape {shape:?} holds {n} elements, but the data has {len}"
                    ),
                    None => write!(
                        f,
                        "shape {shape:?} holds more elements than memory can address"
                    ),
                }
            }
            Kind::Broadcast { lhs, rhs } => write!(
                f,
                "shapes {lhs:?} and {rhs:?} do not broadcast: from the last axis back, \
                 lengths must be equal or 1"
            ),
            Kind::Output { expected, found } => write!(
                f,
                "the output has shape {found:?}, but the result has shape {expected:?}"
            ),
            Kind::Axis { axis, ndim } => write!(
                f,
                "axis {axis} is out of range for a tensor of {ndim} dimension{}",
                if *ndim == 1 { "" } else { "s" }
            ),
            Kind::Empty { op, shape } => write!(
                f,
                "cannot take the {op} of a tensor of shape {shape:?}: it has no elements to \
                 reduce, and {op} has no identity"
            ),
            Kind::Reshape { from, to } => {
                let n = from.iter().product::<usize>();
                write!(
                    f,
                    "cannot reshape a tensor of shape {from:?} ({n} elements) into "
                )?;
                match element_count(to) {
                    Some(m) => write!(f, "shape {to:?} ({m} elements)"),
                    None => write!(f, "shape {to:?}, larger than memory can address"),
                }
            }
            Kind::Permutation { axes, shape } => {
                write!(
                    f,
                    "axes {axes:?} are not a permutation of the axes of shape {shape:?}: "
                )?;
                match shape.len() {
                    0 => write!(f, "expected no axes"),
                    n => write!(f, "expected each of 0 to {} exactly once", n - 1),
                }
            }
            Kind::BroadcastTo { from, to } => {
                write!(f, "cannot broadcast shape {from:?} to shape {to:?}: ")?;
                if to.len() < from.len() {
                    write!(
                        f,
                        "the target has fewer axes ({}) than the tensor ({})",
                        to.len(),
                        from.len()
                    )
                } else if element_count(to).is_none() {
                    write!(f, "the target is larger than memory can address")
                } else {
                    write!(
                        f,
                        "from the last axis back, each length must equal the target's or be 1"
                    )
                }
            }
            Kind::NewAxis { axis, ndim } => write!(
                f,
                "cannot insert an axis at {axis} in a tensor of {ndim} dimension{}: expected a \
                 position from 0 to {ndim}",
                plural(*ndim)
            ),
            Kind::Squeeze { axis, shape, len } => write!(
                f,
                "cannot squeeze axis {axis} of shape {shape:?}: expected length 1, found {len}"
            ),
            Kind::Index { axis, index, len } => {
                write!(
                    f,
                    "index {index} is out of range for axis {axis} of length {len}: "
                )?;
                match len {
                    0 => write!(f, "the axis is empty"),
                    n => write!(f, "expected an index from 0 to {}", n - 1),
                }
            }
            Kind::SliceAxes { found, shape } => write!(
                f,
                "the slice has {found} indices and ranges, but shape {shape:?} has {} axes: \
                 expected one per axis (besides new axes)",
                shape.len()
            ),
            Kind::Slice { elem, axis, len } => match elem {
                ndarray::SliceInfoElem::Slice { step: 0, .. } => write!(
                    f,
                    "the slice `{elem}` of axis {axis} has step 0: expected a nonzero step"
                ),
                ndarray::SliceInfoElem::Index(_) => {
                    write!(
                        f,
                        "index {elem} is out of range for axis {axis} of length {len}: "
                    )?;
                    match len {
                        0 => write!(f, "the axis is empty"),
                        n => write!(f, "expected an index from -{n} to {}", n - 1),
                    }
                }
                _ => write!(
                    f,
                    "the slice `{elem}` is out of range for axis {axis} of length {len}: \
                     expected a start and an end from -{len} to {len}"
                ),
            },
        }
    }
}

impl std::error::Error for ShapeError {}

/// NumPy's broadcast of two shapes: aligned at the last axis, each pair of
/// lengths equal or one of them 1.
pub(crate) fn broadcast_shape(lhs: &[usize], rhs: &[usize]) -> Result<Vec<usize>, ShapeError> {
    let ndim = lhs.len().max(rhs.len());
    let at = |shape: &[usize], i: usize| {
        let pad = ndim - shape.len();
        if i < pad { 1 } else { shape[i - pad] }
    };
    (0..ndim)
        .map(|i| match (at(lhs, i), at(rhs, i)) {
            (a, b) if a == b || b == 1 => Ok(a),
            (1, b) => Ok(b),
            _ => Err(ShapeError {
                kind: Kind::Broadcast {
                    lhs: lhs.to_vec(),
                    rhs: rhs.to_vec(),
                },
            }),
        })
        .collect()
}

/// Whether `b` is broadcast to a larger shape when combined with `a`. (Shapes
/// that do not broadcast give `false`; the operation reports them.)
pub(crate) fn rhs_is_broadcast<A, B>(a: &ArrayD<A>, b: &ArrayD<B>) -> bool {
    broadcast_shape(a.shape(), b.shape()).is_ok_and(|shape| shape != b.shape())
}

/// `a` as an array of `O`, if its elements are `O`s, it is in standard layout
/// and `b` broadcasts to its shape: then an operation on `a` and `b` can write
/// its result over `a`.
fn reusable<'a, A: 'static, B, O: Element>(
    a: &'a mut ArrayD<A>,
    b: &ArrayD<B>,
) -> Option<&'a mut ArrayD<O>> {
    let fits = !O::HALF
        && a.is_standard_layout()
        && broadcast_shape(a.shape(), b.shape()).is_ok_and(|shape| shape == a.shape());
    (a as &mut dyn Any)
        .downcast_mut::<ArrayD<O>>()
        .filter(|_| fits)
}

/// An operation on `a` and `b` with `a` owned: `in_place` writes it over `a`
/// where [`reusable`] allows, otherwise `fallback` computes it into a new array.
pub(crate) fn owned_or<A: 'static, B, O: Element>(
    mut a: ArrayD<A>,
    b: &ArrayD<B>,
    in_place: impl FnOnce(&mut ArrayD<O>) -> Result<(), ShapeError>,
    fallback: impl FnOnce(ArrayD<A>) -> Result<ArrayD<O>, ShapeError>,
) -> Result<ArrayD<O>, ShapeError> {
    match reusable::<A, B, O>(&mut a, b) {
        Some(out) => {
            in_place(out)?;
            // The result, leaving an empty array (which allocates nothing).
            Ok(core::mem::replace(
                out,
                Array1::from_vec(Vec::new()).into_dyn(),
            ))
        }
        None => fallback(a),
    }
}

/// Views of both operands broadcast to their common shape.
fn broadcast<'a, A, B>(
    a: &'a ArrayD<A>,
    b: &'a ArrayD<B>,
) -> Result<(ArrayViewD<'a, A>, ArrayViewD<'a, B>), ShapeError> {
    let shape = broadcast_shape(a.shape(), b.shape())?;
    let error = || ShapeError {
        kind: Kind::Broadcast {
            lhs: a.shape().to_vec(),
            rhs: b.shape().to_vec(),
        },
    };
    let av = a.broadcast(IxDyn(&shape)).ok_or_else(error)?;
    let bv = b.broadcast(IxDyn(&shape)).ok_or_else(error)?;
    Ok((av, bv))
}

/// `f` applied to each pair of elements of `a` and `b`, broadcast, into a new array.
#[inline]
pub(crate) fn map2<A: Copy, B: Copy, O>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    f: impl Fn(A, B) -> O,
) -> Result<ArrayD<O>, ShapeError> {
    // Equal shapes in standard layout: one flat loop that the compiler vectorises.
    if a.shape() == b.shape()
        && let (Some(x), Some(y)) = (a.as_slice(), b.as_slice())
    {
        let data = crate::simd::zip_collect(x, y, f);
        return Ok(ArrayD::from_shape_vec(a.raw_dim(), data)
            .expect("the data has one element per element of the shape"));
    }
    let (av, bv) = broadcast(a, b)?;
    Ok(Zip::from(&av).and(&bv).map_collect(|&x, &y| f(x, y)))
}

/// `f` applied to each pair of elements of `a` and `b`, broadcast, written into
/// `out`, whose shape must be the broadcast shape.
#[inline]
pub(crate) fn map2_into<A: Copy, B: Copy, O>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    out: ArrayViewMutD<'_, O>,
    f: impl Fn(A, B) -> O,
) -> Result<(), ShapeError> {
    let mut out = out;
    if a.shape() == b.shape()
        && a.shape() == out.shape()
        && let (Some(x), Some(y)) = (a.as_slice(), b.as_slice())
        && let Some(o) = out.as_slice_mut()
    {
        crate::simd::zip_into(x, y, o, f);
        return Ok(());
    }
    let (av, bv) = broadcast(a, b)?;
    if av.shape() != out.shape() {
        return Err(ShapeError {
            kind: Kind::Output {
                expected: av.shape().to_vec(),
                found: out.shape().to_vec(),
            },
        });
    }
    Zip::from(&mut out)
        .and(&av)
        .and(&bv)
        .for_each(|o, &x, &y| *o = f(x, y));
    Ok(())
}

/// [`map2`] for an operation computed in `C`, with a faster path when `C` is
/// half precision and the operands are contiguous and of the same shape:
/// `f32_op` is then the operation in `f32`, rounded to `C` once per element.
#[inline]
pub(crate) fn map2_in<A: Element, B: Element, C: Element>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    f: impl Fn(A, B) -> C,
    f32_op: impl Fn(f32, f32) -> f32,
) -> Result<ArrayD<C>, ShapeError> {
    if C::HALF
        && a.shape() == b.shape()
        && let (Some(x), Some(y)) = (a.as_slice(), b.as_slice())
    {
        let mut data = crate::simd::output_vec(x.len());
        data.resize(x.len(), C::default());
        crate::simd::half_chunks(x, y, &mut data, f32_op);
        if let Ok(out) = ArrayD::from_shape_vec(a.raw_dim(), data) {
            return Ok(out);
        }
    }
    map2(a, b, f)
}

/// [`map2_into`] with the half-precision path of [`map2_in`].
#[inline]
pub(crate) fn map2_in_into<A: Element, B: Element, C: Element>(
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    out: ArrayViewMutD<'_, C>,
    f: impl Fn(A, B) -> C,
    f32_op: impl Fn(f32, f32) -> f32,
) -> Result<(), ShapeError> {
    let mut out = out;
    if C::HALF
        && a.shape() == b.shape()
        && a.shape() == out.shape()
        && let (Some(x), Some(y)) = (a.as_slice(), b.as_slice())
        && let Some(o) = out.as_slice_mut()
    {
        crate::simd::half_chunks(x, y, o, f32_op);
        return Ok(());
    }
    map2_into(a, b, out, f)
}

/// `a = f(a, b)` for each element, `b` broadcast to `a`'s shape, in place.
#[inline]
pub(crate) fn map2_assign<A: Copy, B: Copy>(
    a: &mut ArrayD<A>,
    b: &ArrayD<B>,
    f: impl Fn(A, B) -> A,
) -> Result<(), ShapeError> {
    if a.shape() == b.shape()
        && let Some(y) = b.as_slice()
        && let Some(x) = a.as_slice_mut()
    {
        crate::simd::zip_assign(x, y, f);
        return Ok(());
    }
    let error = || ShapeError {
        kind: Kind::Broadcast {
            lhs: a.shape().to_vec(),
            rhs: b.shape().to_vec(),
        },
    };
    let bv = b.broadcast(a.raw_dim()).ok_or_else(error)?;
    Zip::from(a).and(&bv).for_each(|x, &y| *x = f(*x, y));
    Ok(())
}

/// `f` applied to each element, into a new array.
#[inline]
pub(crate) fn map1<A: Copy, O>(a: &ArrayD<A>, f: impl Fn(A) -> O) -> ArrayD<O> {
    match a.as_slice() {
        Some(x) => ArrayD::from_shape_vec(a.raw_dim(), crate::simd::map_collect(x, f))
            .expect("the data has one element per element of the shape"),
        None => a.map(|&x| f(x)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn broadcasting_follows_numpy() {
        assert_eq!(broadcast_shape(&[2, 3], &[3]).unwrap(), [2, 3]);
        assert_eq!(broadcast_shape(&[4, 1, 3], &[2, 1]).unwrap(), [4, 2, 3]);
        assert_eq!(broadcast_shape(&[], &[5]).unwrap(), [5]);
        assert_eq!(broadcast_shape(&[0], &[1]).unwrap(), [0]);
        let error = broadcast_shape(&[2, 3], &[4]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "shapes [2, 3] and [4] do not broadcast: from the last axis back, lengths must be equal or 1"
        );
    }
}
