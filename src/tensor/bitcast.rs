//! `lax.bitcast_convert_type`: a tensor's bits read as another dtype.

use std::vec::Vec;

use super::error::{check_output, refused};
use super::{ShapeError, Tensor};
use crate::dtype::DType;
use crate::policy::{Policy, StoredFrom};
use crate::scalar::RawBits;

impl<D: DType, P: Policy> Tensor<D, P>
where
    D::Elem: RawBits,
{
    /// `lax.bitcast_convert_type(x, To)`: each element's bits read as `To`
    /// (stored as the policy stores it: with x64 disabled, a 64-bit `To`
    /// is its 32-bit form, as JAX canonicalises it). Of the same width, the
    /// shape is kept; into a narrower type, each element becomes a new last
    /// axis of `width / To's width` elements, its lowest bits first (the
    /// order of a little-endian machine, as JAX's); from a narrower type,
    /// the last axis, which must hold that many, is read back into one.
    /// The integer and real float dtypes only: JAX bitcasts `bool` and the
    /// complex dtypes to themselves alone.
    ///
    /// ```
    /// use dtype_lattice::prelude::*;
    ///
    /// let x = Tensor::<Float32>::from_vec(vec![1.0, -2.5]);
    /// assert_eq!(x.bitcast::<Int32>().to_vec(), [0x3f80_0000, -0x3fe0_0000]);
    /// let bytes = x.bitcast::<UInt8>();
    /// assert_eq!((bytes.shape(), bytes.to_vec()), (&[2, 4][..], vec![0, 0, 128, 63, 0, 0, 32, 192]));
    /// assert_eq!(bytes.bitcast::<Float32>().to_vec(), [1.0, -2.5]);
    /// let nibbles = Tensor::<UInt8>::from_vec(vec![0x21, 0xfe]).bitcast::<Int4>();
    /// let values: Vec<i8> = nibbles.iter().map(|x| x.get()).collect();
    /// assert_eq!((nibbles.shape(), values), (&[2, 2][..], vec![1, 2, -2, -1]));
    /// ```
    ///
    /// # Panics
    ///
    /// Where [`Tensor::try_bitcast`] returns an error, with its message.
    pub fn bitcast<To: DType>(&self) -> Tensor<StoredFrom<P, To, To>, P>
    where
        <StoredFrom<P, To, To> as DType>::Elem: RawBits,
    {
        self.try_bitcast::<To>()
            .unwrap_or_else(|error| panic!("{error}"))
    }

    /// [`Tensor::bitcast`], or an error where it cannot be done.
    ///
    /// # Errors
    ///
    /// Widths of which neither is a multiple of the other (`float6_e2m3fn`
    /// and `uint8`), a bitcast from a narrower type of a tensor whose last
    /// axis does not hold one element of `To` (or that has no axes), or an
    /// output too large for memory.
    pub fn try_bitcast<To: DType>(&self) -> Result<Tensor<StoredFrom<P, To, To>, P>, ShapeError>
    where
        <StoredFrom<P, To, To> as DType>::Elem: RawBits,
    {
        type O<P, To> = <StoredFrom<P, To, To> as DType>::Elem;
        let (from, to) = (D::ID, <StoredFrom<P, To, To>>::ID);
        let (a, b) = (from.bits() as usize, to.bits() as usize);
        let mask = |width: usize| u64::MAX >> (64 - width);
        let error = || ShapeError::bitcast(from, to, self.shape());
        let mut shape = self.shape().to_vec();
        let data: Vec<O<P, To>> = if a == b {
            self.iter()
                .map(|x| O::<P, To>::from_raw(x.to_raw()))
                .collect()
        } else if a % b == 0 {
            // Each element into `a / b` narrower ones, lowest bits first.
            let parts = a / b;
            shape.push(parts);
            let len = check_output::<O<P, To>>(&shape)?;
            let mut data = Vec::new();
            data.try_reserve_exact(len)
                .map_err(refused::<O<P, To>>(&shape))?;
            for x in self.iter() {
                let bits = x.to_raw();
                data.extend((0..parts).map(|j| O::<P, To>::from_raw((bits >> (j * b)) & mask(b))));
            }
            data
        } else if b % a == 0 {
            // Each run of `b / a` elements along the last axis into one.
            let parts = b / a;
            if shape.pop() != Some(parts) {
                return Err(error());
            }
            // The tensor's own memory where it is contiguous, else a copy.
            let owned: Vec<D::Elem>;
            let values = match self.array.as_slice() {
                Some(values) => values,
                None => {
                    owned = self.iter().collect();
                    &owned
                }
            };
            values
                .chunks_exact(parts)
                .map(|run| {
                    let bits = run
                        .iter()
                        .enumerate()
                        .fold(0, |bits, (j, x)| bits | ((x.to_raw() & mask(a)) << (j * a)));
                    O::<P, To>::from_raw(bits)
                })
                .collect()
        } else {
            return Err(error());
        };
        Tensor::from_shape_vec(&shape, data)
    }
}
