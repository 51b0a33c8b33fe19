//! Axes as `jax.numpy` takes them: an axis counted from the first or, when
//! negative, from the end ([`AxisIndex`]); and the `axis=` of a reduction,
//! one axis, several or all ([`Axes`]), with `keepdims`.

use std::vec::Vec;

use super::{ShapeError, Tensor};
use crate::dtype::DType;
use crate::policy::Policy;

/// One axis as `jax.numpy` takes it: counted from the first (`0`), or, when
/// negative, from the end (`-1` is the last). Every method of [`Tensor`]
/// that takes an axis takes any of these integer types, so that
/// `x.sum_axis(1)`, `x.sum_axis(-1)` and `x.sum_axis(x.ndim() - 1)` all
/// compile; an axis out of range is an `Err` naming it.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let x = Tensor::<Int32>::from_shape_vec(&[2, 3], vec![1, 2, 3, 4, 5, 6])?;
/// assert_eq!(x.sum_axis(-1)?.to_vec(), [6, 15]);
/// assert_eq!(x.sum_axis(x.ndim() - 2)?.to_vec(), [5, 7, 9]);
/// assert_eq!(
///     x.sum_axis(-3).unwrap_err().to_string(),
///     "axis -3 is out of range for a tensor of 2 dimensions: expected an axis from -2 to 1"
/// );
/// # Ok::<(), ShapeError>(())
/// ```
pub trait AxisIndex: Copy {
    /// The axis as a signed number.
    #[doc(hidden)]
    fn signed(self) -> i128;
}

macro_rules! axis_index {
    ($($t:ty),*) => {$(
        impl AxisIndex for $t {
            #[inline]
            fn signed(self) -> i128 {
                self as i128
            }
        }
    )*};
}

axis_index!(i32, i64, isize, u32, u64, usize);

/// The axis `axis` names in a tensor of `ndim` axes, or an error naming it.
pub(crate) fn resolve(axis: impl AxisIndex, ndim: usize) -> Result<usize, ShapeError> {
    let given = axis.signed();
    let n = ndim as i128;
    let at = if given < 0 { given + n } else { given };
    if (0..n).contains(&at) {
        Ok(at as usize)
    } else {
        Err(ShapeError::signed_axis(given, ndim))
    }
}

/// The position `axis` names for a new axis in a tensor of `ndim` axes
/// (from 0 to `ndim`; negative: `-1` after the last axis), or an error
/// naming it.
pub(crate) fn resolve_new(axis: impl AxisIndex, ndim: usize) -> Result<usize, ShapeError> {
    let given = axis.signed();
    let n = ndim as i128 + 1;
    let at = if given < 0 { given + n } else { given };
    if (0..n).contains(&at) {
        Ok(at as usize)
    } else {
        Err(ShapeError::new_axis(given, ndim))
    }
}

/// The axes a reduction runs over, as `jax.numpy`'s `axis=` takes them: one
/// axis, several (each at most once, in any order), or all of them
/// (`Axes::All`, jnp's `axis=None`); negative axes count from the end.
/// Made from an integer, an array, a slice or a vector of them.
///
/// ```
/// use dtype_lattice::prelude::*;
///
/// let x = Tensor::<Float32>::from_shape_vec(&[2, 2, 2], (1..=8).map(|i| i as f32).collect())?;
/// assert_eq!(x.max_axes(-1, true)?.shape(), [2, 2, 1]);
/// assert_eq!(x.sum_axes([0, 2], false)?.to_vec(), [14.0, 22.0]);
/// assert_eq!(x.mean_axes(Axes::All, true)?.to_vec(), [4.5]);
/// # Ok::<(), ShapeError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Axes {
    /// Every axis: jnp's `axis=None`.
    All,
    /// These axes, negative ones counted from the end.
    These(Vec<isize>),
}

impl<A: AxisIndex> From<A> for Axes {
    fn from(axis: A) -> Self {
        Axes::These(std::vec![axis.signed() as isize])
    }
}

impl<A: AxisIndex, const N: usize> From<[A; N]> for Axes {
    fn from(axes: [A; N]) -> Self {
        Axes::from(&axes[..])
    }
}

impl<A: AxisIndex> From<&[A]> for Axes {
    fn from(axes: &[A]) -> Self {
        Axes::These(axes.iter().map(|a| a.signed() as isize).collect())
    }
}

impl<A: AxisIndex> From<Vec<A>> for Axes {
    fn from(axes: Vec<A>) -> Self {
        Axes::from(&axes[..])
    }
}

impl Axes {
    /// The axes of a tensor of `ndim` axes, in increasing order: an error
    /// for an axis out of range or named twice.
    pub(crate) fn resolve(&self, ndim: usize) -> Result<Vec<usize>, ShapeError> {
        let Axes::These(given) = self else {
            return Ok((0..ndim).collect());
        };
        let mut axes = Vec::with_capacity(given.len());
        for &axis in given {
            let at = resolve(axis, ndim)?;
            if axes.contains(&at) {
                let given = given.iter().map(|&a| a as i128).collect();
                return Err(ShapeError::axis_twice(given, at));
            }
            axes.push(at);
        }
        axes.sort_unstable();
        Ok(axes)
    }

    /// The one axis `op` (which takes one axis or all) runs along, `None`
    /// for all.
    pub(crate) fn one(&self, op: &'static str, ndim: usize) -> Result<Option<usize>, ShapeError> {
        match self {
            Axes::All => Ok(None),
            Axes::These(given) => match given[..] {
                [axis] => resolve(axis, ndim).map(Some),
                _ => Err(ShapeError::one_axis(
                    op,
                    given.iter().map(|&a| a as i128).collect(),
                )),
            },
        }
    }
}

impl<D: DType, P: Policy> Tensor<D, P> {
    /// A reduction over `axes` by `along`, which reduces one axis (and
    /// removes it): along that axis for one; for several, along one axis
    /// of a copy with the reduced axes moved to the end and merged (their
    /// values in row-major order, as one lane); with `keepdims`, each
    /// reduced axis kept with length 1. No axes reduce a merged axis of
    /// length 1.
    pub(crate) fn over_axes<R: DType>(
        &self,
        axes: &Axes,
        keepdims: bool,
        along: impl Fn(&Self, usize) -> Result<Tensor<R, P>, ShapeError>,
    ) -> Result<Tensor<R, P>, ShapeError> {
        let ndim = self.ndim();
        let axes = axes.resolve(ndim)?;
        let shape = self.shape();
        let reduced = match axes[..] {
            [axis] => along(self, axis)?,
            _ => {
                let kept: Vec<usize> = (0..ndim).filter(|a| !axes.contains(a)).collect();
                let mut merged: Vec<usize> = kept.iter().map(|&a| shape[a]).collect();
                merged.push(axes.iter().map(|&a| shape[a]).product());
                let order: Vec<usize> = kept.iter().chain(&axes).copied().collect();
                let lanes = if order.iter().copied().eq(0..ndim) {
                    self.reshape(&merged)?
                } else {
                    self.permute_axes(&order)?.into_reshape(&merged)?
                };
                along(&lanes, kept.len())?
            }
        };
        if !keepdims {
            return Ok(reduced);
        }
        let kept_shape: Vec<usize> = (0..ndim)
            .map(|a| if axes.contains(&a) { 1 } else { shape[a] })
            .collect();
        reduced.into_reshape(&kept_shape)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;
    use std::vec;

    #[test]
    fn axes_resolve_from_either_end_once_each() {
        assert_eq!(Axes::from(-1).resolve(3).unwrap(), [2]);
        assert_eq!(Axes::from([2, 0]).resolve(3).unwrap(), [0, 2]);
        assert_eq!(Axes::from(vec![-3_i64, 1]).resolve(3).unwrap(), [0, 1]);
        assert_eq!(Axes::All.resolve(2).unwrap(), [0, 1]);
        assert_eq!(
            Axes::from(&[] as &[usize]).resolve(2).unwrap(),
            [] as [usize; 0]
        );
        assert_eq!(
            Axes::from([0, -3]).resolve(3).unwrap_err().to_string(),
            "axes [0, -3] name axis 0 more than once: expected each axis at most once"
        );
        assert_eq!(
            Axes::from(3_usize).resolve(3).unwrap_err().to_string(),
            "axis 3 is out of range for a tensor of 3 dimensions: expected an axis from -3 to 2"
        );
        assert_eq!(
            Axes::from(0).resolve(0).unwrap_err().to_string(),
            "axis 0 is out of range for a tensor of 0 dimensions, which has no axes"
        );
        assert_eq!(Axes::from(-1).one("argmax", 2).unwrap(), Some(1));
        assert_eq!(Axes::All.one("argmax", 2).unwrap(), None);
        assert_eq!(
            Axes::from([0, 1]).one("argmax", 2).unwrap_err().to_string(),
            "argmax takes one axis or all of them, not the axes [0, 1]"
        );
    }
}
