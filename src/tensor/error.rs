//! [`ShapeError`]: a shape that does not fit, with a message that says what
//! was expected and what was found.

use core::fmt;
use std::collections::TryReserveError;
use std::string::String;
use std::vec::Vec;

use crate::size::SizeError;

/// A shape that does not fit: data of the wrong length, operands that do not
/// broadcast, an output of the wrong shape, an axis out of range, a shape
/// function (reshape, transpose, squeeze, slice, …) given a shape, axis or
/// index the tensor does not have, or a result too large to exist (a
/// [`SizeError`]: more than [`MAX_DIMS`](crate::MAX_DIMS) axes, or more
/// memory than there is).
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
        axis: i128,
        ndim: usize,
    },
    AxisTwice {
        axes: Vec<i128>,
        axis: usize,
    },
    OneAxis {
        op: &'static str,
        axes: Vec<i128>,
    },
    GatherIndex {
        axis: usize,
        index: i64,
        len: usize,
    },
    Indices {
        op: &'static str,
        problem: String,
    },
    Bitcast {
        from: crate::dtype::DTypeId,
        to: crate::dtype::DTypeId,
        shape: Vec<usize>,
    },
    Empty {
        op: &'static str,
        shape: Vec<usize>,
    },
    NothingToJoin {
        op: &'static str,
    },
    ZeroDimensional {
        op: &'static str,
    },
    JoinMismatch {
        op: &'static str,
        axis: usize,
        first: Vec<usize>,
        index: usize,
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
        axis: i128,
        ndim: usize,
    },
    NewAxes {
        axes: Vec<i128>,
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
    MatmulScalar {
        operand: usize,
    },
    Contraction {
        op: &'static str,
        lhs: Vec<usize>,
        lhs_axis: usize,
        rhs: Vec<usize>,
        rhs_axis: usize,
    },
    MatmulBatch {
        lhs: Vec<usize>,
        rhs: Vec<usize>,
    },
    TensordotCount {
        axes: usize,
        lhs: Vec<usize>,
        rhs: Vec<usize>,
    },
    AxisPairs {
        lhs: Vec<usize>,
        rhs: Vec<usize>,
    },
    RepeatedAxis {
        axis: usize,
        axes: Vec<usize>,
    },
    Einsum {
        subscripts: String,
        problem: String,
    },
    ScalarRange {
        value: String,
    },
    Size(SizeError),
}

impl From<SizeError> for ShapeError {
    fn from(error: SizeError) -> Self {
        ShapeError {
            kind: Kind::Size(error),
        }
    }
}

impl ShapeError {
    /// The [`SizeError`] behind this error, if the problem is a size: too
    /// many axes, or an output larger than memory.
    pub fn size_error(&self) -> Option<&SizeError> {
        match &self.kind {
            Kind::Size(error) => Some(error),
            _ => None,
        }
    }
}

/// The number of elements of an output of `shape` of `T`s, if it can exist
/// ([`crate::size::check_shape`]): every operation that makes an output
/// larger than its inputs checks it before allocating.
pub(crate) fn check_output<T>(shape: &[usize]) -> Result<usize, ShapeError> {
    Ok(crate::size::check_shape(shape, size_of::<T>())?)
}

/// The error for an output of `shape` of `T`s that the allocator refused.
pub(crate) fn refused<T>(shape: &[usize]) -> impl FnOnce(TryReserveError) -> ShapeError {
    move |_| SizeError::allocation(shape, size_of::<T>()).into()
}

impl ShapeError {
    /// `lhs` and `rhs` do not broadcast.
    pub(crate) fn broadcast(lhs: &[usize], rhs: &[usize]) -> Self {
        ShapeError {
            kind: Kind::Broadcast {
                lhs: lhs.to_vec(),
                rhs: rhs.to_vec(),
            },
        }
    }

    /// An output of shape `found` for a result of shape `expected`.
    pub(crate) fn output(expected: &[usize], found: &[usize]) -> Self {
        ShapeError {
            kind: Kind::Output {
                expected: expected.to_vec(),
                found: found.to_vec(),
            },
        }
    }

    /// `data` of `len` elements for `shape`.
    pub(crate) fn length(shape: &[usize], len: usize) -> Self {
        ShapeError {
            kind: Kind::Length {
                shape: shape.to_vec(),
                len,
            },
        }
    }

    /// `axis` of a tensor of `ndim` axes.
    pub(crate) fn axis(axis: usize, ndim: usize) -> Self {
        Self::signed_axis(axis as i128, ndim)
    }

    /// `axis` (negative: counted from the end) of a tensor of `ndim` axes.
    pub(crate) fn signed_axis(axis: i128, ndim: usize) -> Self {
        ShapeError {
            kind: Kind::Axis { axis, ndim },
        }
    }

    /// `axes` name `axis` more than once.
    pub(crate) fn axis_twice(axes: Vec<i128>, axis: usize) -> Self {
        ShapeError {
            kind: Kind::AxisTwice { axes, axis },
        }
    }

    /// A gather's or a scatter's `index` (negative: from the end) out of
    /// range for `axis`, of length `len`.
    pub(crate) fn gather_index(axis: usize, index: i64, len: usize) -> Self {
        ShapeError {
            kind: Kind::GatherIndex { axis, index, len },
        }
    }

    /// Indices that do not fit `op`: `problem` says how.
    pub(crate) fn indices(op: &'static str, problem: String) -> Self {
        ShapeError {
            kind: Kind::Indices { op, problem },
        }
    }

    /// A bitcast from `from` to `to` of a tensor of `shape`: widths of which
    /// neither is a multiple of the other, or a last axis that does not
    /// hold one element of the wider type.
    pub(crate) fn bitcast(
        from: crate::dtype::DTypeId,
        to: crate::dtype::DTypeId,
        shape: &[usize],
    ) -> Self {
        ShapeError {
            kind: Kind::Bitcast {
                from,
                to,
                shape: shape.to_vec(),
            },
        }
    }

    /// `op`, which takes one axis or all, was given `axes`.
    pub(crate) fn one_axis(op: &'static str, axes: Vec<i128>) -> Self {
        ShapeError {
            kind: Kind::OneAxis { op, axes },
        }
    }

    /// `concatenate` or `stack` of no tensors.
    pub(crate) fn nothing_to_join(op: &'static str) -> Self {
        ShapeError {
            kind: Kind::NothingToJoin { op },
        }
    }

    /// `concatenate` of 0-d tensors.
    pub(crate) fn zero_dimensional(op: &'static str) -> Self {
        ShapeError {
            kind: Kind::ZeroDimensional { op },
        }
    }

    /// Input `index` of a join, of `shape`, does not fit the first, of `first`.
    pub(crate) fn join_mismatch(
        op: &'static str,
        axis: usize,
        first: &[usize],
        index: usize,
        shape: &[usize],
    ) -> Self {
        ShapeError {
            kind: Kind::JoinMismatch {
                op,
                axis,
                first: first.to_vec(),
                index,
                shape: shape.to_vec(),
            },
        }
    }

    /// A reduction `op` without identity, of a tensor of `shape` with no elements.
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

    /// New axes at `axes` (one past the result's axes, or two at one
    /// position) in a tensor of `ndim` axes.
    pub(crate) fn new_axes(axes: Vec<i128>, ndim: usize) -> Self {
        ShapeError {
            kind: Kind::NewAxes { axes, ndim },
        }
    }

    /// A new axis at `axis` (past `ndim`) in a tensor of `ndim` axes.
    pub(crate) fn new_axis(axis: i128, ndim: usize) -> Self {
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

/// The products' errors (`linalg/`).
impl ShapeError {
    /// A 0-d operand (`operand` 0 is the left one) of `matmul`.
    pub(crate) fn matmul_scalar(operand: usize) -> Self {
        ShapeError {
            kind: Kind::MatmulScalar { operand },
        }
    }

    /// Axis `lhs_axis` of `lhs` and `rhs_axis` of `rhs`, contracted by `op`, differ in length.
    pub(crate) fn contraction(
        op: &'static str,
        lhs: &[usize],
        lhs_axis: usize,
        rhs: &[usize],
        rhs_axis: usize,
    ) -> Self {
        ShapeError {
            kind: Kind::Contraction {
                op,
                lhs: lhs.to_vec(),
                lhs_axis,
                rhs: rhs.to_vec(),
                rhs_axis,
            },
        }
    }

    /// The batch axes of `matmul` operands of shapes `lhs` and `rhs` do not broadcast.
    pub(crate) fn matmul_batch(lhs: &[usize], rhs: &[usize]) -> Self {
        ShapeError {
            kind: Kind::MatmulBatch {
                lhs: lhs.to_vec(),
                rhs: rhs.to_vec(),
            },
        }
    }

    /// `tensordot` over more axes than an operand has.
    pub(crate) fn tensordot_count(axes: usize, lhs: &[usize], rhs: &[usize]) -> Self {
        ShapeError {
            kind: Kind::TensordotCount {
                axes,
                lhs: lhs.to_vec(),
                rhs: rhs.to_vec(),
            },
        }
    }

    /// `tensordot` axis lists of different lengths.
    pub(crate) fn axis_pairs(lhs: &[usize], rhs: &[usize]) -> Self {
        ShapeError {
            kind: Kind::AxisPairs {
                lhs: lhs.to_vec(),
                rhs: rhs.to_vec(),
            },
        }
    }

    /// A Rust integer outside the weak int's range (`i64`): JAX raises
    /// `OverflowError` for a Python int past int64.
    pub(crate) fn scalar_range(value: String) -> Self {
        ShapeError {
            kind: Kind::ScalarRange { value },
        }
    }

    /// `einsum`'s `subscripts` do not fit its operands: `problem` says how
    /// (a malformed string, a label or count that does not match, lengths
    /// that differ).
    pub(crate) fn einsum(subscripts: &str, problem: String) -> Self {
        ShapeError {
            kind: Kind::Einsum {
                subscripts: subscripts.into(),
                problem,
            },
        }
    }

    /// `axis`, twice in the contracted `axes` of one operand.
    pub(crate) fn repeated_axis(axis: usize, axes: &[usize]) -> Self {
        ShapeError {
            kind: Kind::RepeatedAxis {
                axis,
                axes: axes.to_vec(),
            },
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
            Kind::Axis { axis, ndim: 0 } => write!(
                f,
                "axis {axis} is out of range for a tensor of 0 dimensions, which has no axes"
            ),
            Kind::Axis { axis, ndim } => write!(
                f,
                "axis {axis} is out of range for a tensor of {ndim} dimension{}: \
                 expected an axis from {} to {}",
                if *ndim == 1 { "" } else { "s" },
                -(*ndim as i128),
                *ndim - 1,
            ),
            Kind::AxisTwice { axes, axis } => write!(
                f,
                "axes {axes:?} name axis {axis} more than once: expected each axis at most once"
            ),
            Kind::GatherIndex {
                axis,
                index,
                len: 0,
            } => write!(
                f,
                "index {index} is out of range for axis {axis} of length 0: the axis is empty"
            ),
            Kind::GatherIndex { axis, index, len } => write!(
                f,
                "index {index} is out of range for axis {axis} of length {len}: expected an \
                 index from -{len} to {}",
                len - 1
            ),
            Kind::Indices { op, problem } => write!(f, "{op}: {problem}"),
            Kind::Bitcast { from, to, shape } => {
                let (a, b) = (from.bits(), to.bits());
                if a % b != 0 && b % a != 0 {
                    write!(
                        f,
                        "cannot bitcast {from} ({a} bits) to {to} ({b} bits): expected widths \
                         of which one is a multiple of the other"
                    )
                } else {
                    write!(
                        f,
                        "cannot bitcast a tensor of shape {shape:?} from {from} ({a} bits) to \
                         {to} ({b} bits): expected a last axis of {} elements, one {to}",
                        b / a
                    )
                }
            }
            Kind::OneAxis { op, axes } => write!(
                f,
                "{op} takes one axis or all of them, not the axes {axes:?}"
            ),
            Kind::Empty { op, shape } => write!(
                f,
                "cannot take the {op} of a tensor of shape {shape:?}: it has no elements to \
                 reduce, and {op} has no identity"
            ),
            Kind::NothingToJoin { op } => {
                write!(f, "cannot {op} no tensors: give at least one")
            }
            Kind::ZeroDimensional { op } => write!(
                f,
                "cannot {op} 0-d tensors: they have no axis to join along (stack them instead)"
            ),
            Kind::JoinMismatch {
                op: "stack",
                first,
                index,
                shape,
                ..
            } => write!(
                f,
                "cannot stack tensors of different shapes: tensor {index} has shape {shape:?}, \
                 tensor 0 has shape {first:?}"
            ),
            Kind::JoinMismatch {
                op,
                axis,
                first,
                index,
                shape,
            } => write!(
                f,
                "cannot {op} along axis {axis}: tensor {index} has shape {shape:?}, tensor 0 has \
                 shape {first:?}; the number of axes and every length but axis {axis}'s must match"
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
            Kind::NewAxes { axes, ndim } => {
                let out = (*ndim + axes.len()) as i128;
                write!(
                    f,
                    "cannot insert axes at {axes:?} in a tensor of {ndim} dimension{}: expected \
                     {} distinct positions from {} to {}",
                    plural(*ndim),
                    axes.len(),
                    -out,
                    out - 1,
                )
            }
            Kind::NewAxis { axis, ndim } => write!(
                f,
                "cannot insert an axis at {axis} in a tensor of {ndim} dimension{}: expected a \
                 position from {} to {ndim}",
                plural(*ndim),
                -(*ndim as i128) - 1,
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
            Kind::MatmulScalar { operand } => write!(
                f,
                "matmul operand {operand} ({}) is 0-d: matmul needs at least one axis on each \
                 side (multiply by a scalar, or use dot)",
                if *operand == 0 {
                    "the left"
                } else {
                    "the right"
                }
            ),
            Kind::Contraction {
                op,
                lhs,
                lhs_axis,
                rhs,
                rhs_axis,
            } => write!(
                f,
                "cannot {op} shapes {lhs:?} and {rhs:?}: axis {lhs_axis} of the left (length {}) \
                 is summed against axis {rhs_axis} of the right (length {}), and their lengths \
                 must be equal",
                lhs[*lhs_axis], rhs[*rhs_axis]
            ),
            Kind::MatmulBatch { lhs, rhs } => write!(
                f,
                "cannot matmul shapes {lhs:?} and {rhs:?}: their batch axes (all but the last \
                 two) do not broadcast; from the last back, lengths must be equal or 1"
            ),
            Kind::TensordotCount { axes, lhs, rhs } => write!(
                f,
                "cannot tensordot shapes {lhs:?} and {rhs:?} over {axes} axes: each operand \
                 needs at least {axes} axes"
            ),
            Kind::AxisPairs { lhs, rhs } => write!(
                f,
                "tensordot axes {lhs:?} and {rhs:?} differ in number: expected one axis of the \
                 right operand for each axis of the left"
            ),
            Kind::RepeatedAxis { axis, axes } => write!(
                f,
                "axis {axis} appears twice in the contracted axes {axes:?}: expected distinct axes"
            ),
            Kind::Einsum {
                subscripts,
                problem,
            } => write!(f, "einsum subscripts {subscripts:?}: {problem}"),
            Kind::ScalarRange { value } => write!(
                f,
                "the integer {value} is outside int64, the weak int's range (JAX raises OverflowError for such a Python int)"
            ),
            Kind::Size(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for ShapeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.size_error()
            .map(|error| error as &(dyn std::error::Error + 'static))
    }
}
