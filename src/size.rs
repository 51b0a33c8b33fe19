//! The limits of a tensor's size, checked in one place ([`check_shape`]) by
//! every constructor, file reader and operation that makes a tensor, before it
//! allocates (fallibly, with [`SizeError::allocation`] where memory runs out).
//!
//! A tensor has at most [`MAX_DIMS`] axes (NumPy's limit), and its element
//! count and its size in bytes fit in an `isize` (ndarray's and Rust's limit
//! for one allocation), counting only the nonzero lengths, as ndarray does:
//! a tensor of shape `[0, 2⁶³]` has no elements but its strides would not fit.
//! An output that passes those checks but that the allocator refuses (larger
//! than memory) is an error too, never an abort: NumPy's `MemoryError`.

use core::fmt;
use std::vec::Vec;

/// The most axes a tensor may have: 64, NumPy's `NPY_MAXDIMS` (JAX's arrays
/// are NumPy's). A shape with more is a [`SizeError`] wherever it enters: a
/// constructor, a file, or an operation whose result would have more
/// (`expand_dims`, `tensordot`, `einsum`).
pub const MAX_DIMS: usize = 64;

/// A tensor too large to exist: more than [`MAX_DIMS`] axes, more elements or
/// bytes than an `isize` counts, or an output the allocator refused (larger
/// than the memory there is). The message says which, with the shape, as
/// NumPy's `MemoryError` does:
///
/// ```text
/// cannot allocate 4.00 TiB for a tensor of shape [1099511627776] of 4-byte elements
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizeError {
    kind: Kind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Kind {
    Dims { ndim: usize },
    Elements { shape: Vec<usize> },
    Bytes { shape: Vec<usize>, elem_size: usize },
    Allocation { shape: Vec<usize>, elem_size: usize },
}

impl SizeError {
    /// The allocator refused room for a tensor of `shape` with elements of
    /// `elem_size` bytes.
    pub(crate) fn allocation(shape: &[usize], elem_size: usize) -> Self {
        SizeError {
            kind: Kind::Allocation {
                shape: shape.to_vec(),
                elem_size,
            },
        }
    }
}

/// The product of the nonzero lengths of `shape`, if it fits in a `usize`.
fn nonzero_product(shape: &[usize]) -> Option<usize> {
    shape
        .iter()
        .filter(|&&n| n != 0)
        .try_fold(1_usize, |product, &n| product.checked_mul(n))
}

/// The number of elements of a tensor of `shape` with elements of
/// `elem_size` bytes, if such a tensor can exist: at most [`MAX_DIMS`] axes,
/// and the product of its nonzero lengths, in elements and in bytes, at most
/// `isize::MAX`.
///
/// # Errors
///
/// A [`SizeError`] that says which limit `shape` passes.
pub(crate) fn check_shape(shape: &[usize], elem_size: usize) -> Result<usize, SizeError> {
    if shape.len() > MAX_DIMS {
        return Err(SizeError {
            kind: Kind::Dims { ndim: shape.len() },
        });
    }
    let nonzero = nonzero_product(shape)
        .filter(|&n| isize::try_from(n).is_ok())
        .ok_or_else(|| SizeError {
            kind: Kind::Elements {
                shape: shape.to_vec(),
            },
        })?;
    if nonzero
        .checked_mul(elem_size)
        .is_none_or(|bytes| isize::try_from(bytes).is_err())
    {
        return Err(SizeError {
            kind: Kind::Bytes {
                shape: shape.to_vec(),
                elem_size,
            },
        });
    }
    Ok(if shape.contains(&0) { 0 } else { nonzero })
}

/// `bytes` as NumPy writes a size in its `MemoryError`: `4.00 TiB`, `12.0 B`.
fn human(bytes: u128) -> std::string::String {
    const UNITS: [&str; 7] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    std::format!("{value:.2} {}", UNITS[unit])
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            Kind::Dims { ndim } => write!(
                f,
                "a tensor of {ndim} axes: at most {MAX_DIMS} are allowed (NumPy's limit)"
            ),
            Kind::Elements { shape } => write!(
                f,
                "shape {shape:?} holds more elements than memory can address: the product of \
                 its nonzero lengths must be at most {}",
                isize::MAX
            ),
            Kind::Bytes { shape, elem_size } => write!(
                f,
                "a tensor of shape {shape:?} of {elem_size}-byte elements is larger than memory \
                 can address: the product of its nonzero lengths must be at most {} bytes",
                isize::MAX
            ),
            Kind::Allocation { shape, elem_size } => {
                let count = if shape.contains(&0) {
                    0
                } else {
                    shape.iter().map(|&n| n as u128).product::<u128>()
                };
                write!(
                    f,
                    "cannot allocate {} for a tensor of shape {shape:?} of {elem_size}-byte \
                     elements: the allocator refused (it is larger than the memory available)",
                    human(count * *elem_size as u128)
                )
            }
        }
    }
}

impl std::error::Error for SizeError {}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn shapes_are_checked_against_each_limit() {
        assert_eq!(check_shape(&[], 4), Ok(1));
        assert_eq!(check_shape(&[2, 3], 8), Ok(6));
        assert_eq!(check_shape(&[0, 1 << 40], 4), Ok(0));
        assert_eq!(check_shape(&[1; MAX_DIMS], 1), Ok(1));
        let dims = check_shape(&[1; MAX_DIMS + 1], 1).unwrap_err();
        assert_eq!(
            dims.to_string(),
            "a tensor of 65 axes: at most 64 are allowed (NumPy's limit)"
        );
        let elements = check_shape(&[0, usize::MAX], 1).unwrap_err();
        assert!(elements.to_string().starts_with(
            "shape [0, 18446744073709551615] holds more elements than memory can address"
        ));
        assert!(check_shape(&[1 << 32, 1 << 32], 1).is_err());
        let bytes = check_shape(&[1 << 62], 4).unwrap_err();
        assert!(
            bytes
                .to_string()
                .starts_with("a tensor of shape [4611686018427387904] of 4-byte elements")
        );
    }

    #[test]
    fn allocation_errors_give_the_size_as_numpy_does() {
        let error = SizeError::allocation(&[1 << 40], 4);
        assert_eq!(
            error.to_string(),
            "cannot allocate 4.00 TiB for a tensor of shape [1099511627776] of 4-byte elements: \
             the allocator refused (it is larger than the memory available)"
        );
        assert_eq!(human(12), "12.00 B");
        assert_eq!(human(3 << 29), "1.50 GiB");
    }
}
