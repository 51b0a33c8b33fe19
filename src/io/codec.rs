//! Elements as bytes in a file, and tensors written as such (feature `io`).

use half::{bf16, f16};
use num_complex::Complex;
use std::vec::Vec;

use crate::dtype::DType;
#[cfg(feature = "dynamic")]
use crate::dynamic::DynTensor;
use crate::policy::Policy;
use crate::scalar::with_elements;
use crate::scalar::{
    F4E2M1Fn, F6E2M3Fn, F6E3M2Fn, F8E3M4, F8E4M3, F8E4M3B11Fnuz, F8E4M3Fn, F8E4M3Fnuz, F8E5M2,
    F8E5M2Fnuz, F8E8M0Fnu,
};
use crate::scalar::{I1, I2, I4, U1, U2, U4};
use crate::tensor::Tensor;

/// The size of the blocks elements are decoded from and encoded into.
pub(super) const CHUNK: usize = 1 << 16;

/// An element type's bytes in a file: implemented for the element type of
/// every dtype, which the typed readers and writers bound on.
pub trait Codec: Copy + 'static {
    /// The size of one element in bytes.
    const SIZE: usize;
    /// The element from its `SIZE` little-endian bytes.
    fn from_le(bytes: &[u8]) -> Self;
    /// The element from its `SIZE` big-endian bytes.
    fn from_be(bytes: &[u8]) -> Self;
    /// Appends the element's little-endian bytes.
    fn put_le(self, out: &mut Vec<u8>);
}

macro_rules! codec_primitive {
    ($($t:ty),*) => {$(
        impl Codec for $t {
            const SIZE: usize = size_of::<$t>();
            fn from_le(bytes: &[u8]) -> Self {
                let mut array = [0; size_of::<$t>()];
                array.copy_from_slice(bytes);
                <$t>::from_le_bytes(array)
            }
            fn from_be(bytes: &[u8]) -> Self {
                let mut array = [0; size_of::<$t>()];
                array.copy_from_slice(bytes);
                <$t>::from_be_bytes(array)
            }
            fn put_le(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
        }
    )*};
}

with_elements!(primitive_ints: codec_primitive!(f32, f64,));

impl Codec for bool {
    const SIZE: usize = 1;
    /// Any byte but 0 is `true`, as NumPy reads it.
    fn from_le(bytes: &[u8]) -> Self {
        bytes[0] != 0
    }
    fn from_be(bytes: &[u8]) -> Self {
        bytes[0] != 0
    }
    fn put_le(self, out: &mut Vec<u8>) {
        out.push(u8::from(self));
    }
}

macro_rules! codec_half {
    ($($t:ty),*) => {$(
        impl Codec for $t {
            const SIZE: usize = 2;
            fn from_le(bytes: &[u8]) -> Self {
                <$t>::from_bits(<u16 as Codec>::from_le(bytes))
            }
            fn from_be(bytes: &[u8]) -> Self {
                <$t>::from_bits(<u16 as Codec>::from_be(bytes))
            }
            fn put_le(self, out: &mut Vec<u8>) {
                self.to_bits().put_le(out);
            }
        }
    )*};
}

codec_half!(bf16, f16);

/// The extended dtypes' elements: one byte, the bit pattern in its low bits.
macro_rules! codec_byte {
    ($($t:ty),*) => {$(
        impl Codec for $t {
            const SIZE: usize = 1;
            fn from_le(bytes: &[u8]) -> Self {
                <$t>::from_bits(bytes[0])
            }
            fn from_be(bytes: &[u8]) -> Self {
                <$t>::from_bits(bytes[0])
            }
            fn put_le(self, out: &mut Vec<u8>) {
                out.push(self.to_bits());
            }
        }
    )*};
}

with_elements!(small_floats: codec_byte!());
with_elements!(narrow_ints: codec_byte!());

impl<T: Codec> Codec for Complex<T> {
    const SIZE: usize = 2 * T::SIZE;
    fn from_le(bytes: &[u8]) -> Self {
        let (re, im) = bytes.split_at(T::SIZE);
        Complex::new(T::from_le(re), T::from_le(im))
    }
    fn from_be(bytes: &[u8]) -> Self {
        let (re, im) = bytes.split_at(T::SIZE);
        Complex::new(T::from_be(re), T::from_be(im))
    }
    fn put_le(self, out: &mut Vec<u8>) {
        self.re.put_le(out);
        self.im.put_le(out);
    }
}

/// Appends the elements of `bytes` (whole elements only) to `out`.
pub(super) fn decode_into<E: Codec>(bytes: &[u8], big_endian: bool, out: &mut Vec<E>) {
    let chunks = bytes.chunks_exact(E::SIZE);
    if big_endian {
        out.extend(chunks.map(E::from_be));
    } else {
        out.extend(chunks.map(E::from_le));
    }
}

/// Writes the elements of a tensor, in row-major order, little-endian.
pub(super) fn write_elements<D: DType, P: Policy, W: std::io::Write>(
    writer: &mut W,
    tensor: &Tensor<D, P>,
) -> std::io::Result<()>
where
    D::Elem: Codec,
{
    let view = tensor.view();
    let mut buffer = Vec::with_capacity(CHUNK + 16);
    if let Some(slice) = view.as_slice() {
        for block in slice.chunks(CHUNK / size_of::<D::Elem>().max(1)) {
            buffer.clear();
            for &x in block {
                x.put_le(&mut buffer);
            }
            writer.write_all(&buffer)?;
        }
        return Ok(());
    }
    for &x in view.iter() {
        x.put_le(&mut buffer);
        if buffer.len() >= CHUNK {
            writer.write_all(&buffer)?;
            buffer.clear();
        }
    }
    writer.write_all(&buffer)
}

/// Writes the elements of a tensor of any dtype, in row-major order,
/// little-endian.
#[cfg(feature = "dynamic")]
pub(super) fn write_dyn<W: std::io::Write>(
    writer: &mut W,
    tensor: &DynTensor,
) -> std::io::Result<()> {
    crate::match_dyn!(tensor, t => write_elements(writer, t))
}

/// The size of one element of the tensor in bytes.
#[cfg(feature = "dynamic")]
pub(super) fn elem_size(tensor: &DynTensor) -> usize {
    fn of<D: DType>(_: &Tensor<D>) -> usize {
        size_of::<D::Elem>()
    }
    crate::match_dyn!(tensor, t => of(t))
}
