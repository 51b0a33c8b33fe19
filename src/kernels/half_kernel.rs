//! The fused half-precision kernel: a binary operation whose result is
//! `bfloat16` or `float16`, computed in `f32` and rounded once, a chunk (or
//! with AVX2 and F16C, eight elements) at a time, so that the conversions and
//! the arithmetic vectorise and the three memory streams run at once.

use core::any::TypeId;

use half::f16;

use crate::scalar::Element;

/// `out[i] = f(x[i], y[i])` rounded to the half-precision type `C`, where `f`
/// is an operation whose result in `C` is its `f32` result rounded once (`+`,
/// `-`, `*`, `/`, `maximum`, `minimum`). With AVX2 and F16C, the whole loop is
/// compiled for them, so that the conversions and the arithmetic vectorise.
#[inline]
pub(crate) fn half_chunks<A: Element, B: Element, C: Element>(
    x: &[A],
    y: &[B],
    out: &mut [C],
    f: impl Fn(f32, f32) -> f32,
) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("f16c") {
        // SAFETY: the CPU has AVX2 and F16C (which implies AVX), checked just above.
        unsafe { half_chunks_avx2(x, y, out, f) };
        return;
    }
    half_chunks_portable(x, y, out, f);
}

/// The same, one pass of eight elements at a time: both inputs are read, the
/// result computed and written together, so that the three memory streams
/// run at once. `f16` operands convert with F16C.
///
/// # Safety
/// The CPU must have AVX2 and F16C.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,f16c")]
unsafe fn half_chunks_avx2<A: Element, B: Element, C: Element>(
    x: &[A],
    y: &[B],
    out: &mut [C],
    f: impl Fn(f32, f32) -> f32,
) {
    let n = x.len().min(y.len()).min(out.len());
    let blocks = n / 8 * 8;
    for ((xb, yb), ob) in x[..blocks]
        .chunks_exact(8)
        .zip(y[..blocks].chunks_exact(8))
        .zip(out[..blocks].chunks_exact_mut(8))
    {
        // SAFETY (both calls): the CPU has AVX2 and F16C, as this function requires.
        let xs = unsafe { x86::load8::<A, C>(xb) };
        let ys = unsafe { x86::load8::<B, C>(yb) };
        let mut r = [0.0_f32; 8];
        for i in 0..8 {
            r[i] = f(xs[i], ys[i]);
        }
        unsafe { x86::store8::<C>(&r, ob) };
    }
    half_chunks_portable(&x[blocks..n], &y[blocks..n], &mut out[blocks..n], f);
}

/// Whether the fused kernel ([`half_chunks`]) is the faster loop for an
/// operation on `A` and `B` into the half type `C`: for every pair but
/// `bfloat16` operands of a `bfloat16` result, whose element function
/// (integer code on the bits, `scalar::float::halves`) the compiler
/// vectorises as it is (2.0x faster than the fused kernel on AVX2).
#[inline]
pub(crate) fn fuses<A: 'static, B: 'static, C: 'static>() -> bool {
    let bf16 = TypeId::of::<half::bf16>();
    !(TypeId::of::<A>() == bf16 && TypeId::of::<B>() == bf16 && TypeId::of::<C>() == bf16)
}

/// How many elements a half-precision kernel converts at a time: small enough
/// for its `f32` buffers to stay in the L1 cache.
const CHUNK: usize = 256;

/// Converts `src` to `f32` values of `C`'s precision: exact for `C` itself and
/// for small integers, otherwise rounded into `C`.
#[inline]
fn load_as<S: Element, C: Element>(src: &[S], dst: &mut [f32], scratch: &mut [C]) {
    if S::SMALL || TypeId::of::<S>() == TypeId::of::<C>() {
        S::slice_to_f32(src, dst);
    } else {
        // As `Element::cast` into `C`: correctly rounded into f16, through
        // f32 into bf16.
        for (d, &s) in dst.iter_mut().zip(src) {
            *d = widen_into::<S, C>(s);
        }
        C::slice_from_f32(dst, scratch);
        C::slice_to_f32(scratch, dst);
    }
}

/// `s` in `f32`, on its way into the half type `C` as `Element::cast` takes
/// it: rounded to odd for `f16` (so that the next rounding is the only one),
/// to nearest for `bf16` (XLA rounds twice into bfloat16).
#[inline]
fn widen_into<S: Element, C: 'static>(s: S) -> f32 {
    if TypeId::of::<C>() == TypeId::of::<f16>() {
        s.to_f32_odd()
    } else {
        s.to_f32()
    }
}

/// `out[i] = f(x[i], y[i])` where `C` is a half-precision type and `f` is an
/// operation whose result in `C` is its `f32` result rounded once (`+`, `-`,
/// `*`, `/`, `maximum`, `minimum`): the inputs are converted and the results
/// narrowed a chunk at a time, with F16C where the CPU has it.
#[inline(always)]
fn half_chunks_portable<A: Element, B: Element, C: Element>(
    x: &[A],
    y: &[B],
    out: &mut [C],
    f: impl Fn(f32, f32) -> f32,
) {
    let mut xs = [0.0_f32; CHUNK];
    let mut ys = [0.0_f32; CHUNK];
    for ((xc, yc), oc) in x
        .chunks(CHUNK)
        .zip(y.chunks(CHUNK))
        .zip(out.chunks_mut(CHUNK))
    {
        let n = oc.len();
        let (xs, ys) = (&mut xs[..n], &mut ys[..n]);
        load_as::<A, C>(xc, xs, oc);
        load_as::<B, C>(yc, ys, oc);
        for (x, &y) in xs.iter_mut().zip(ys.iter()) {
            *x = f(*x, y);
        }
        C::slice_from_f32(xs, oc);
    }
}

/// `s` as a slice of `f16`, if `T` is `f16`.
fn as_f16<T: 'static>(s: &[T]) -> Option<&[f16]> {
    // SAFETY: `T` is `f16`, so the pointer and length describe `f16`s.
    (TypeId::of::<T>() == TypeId::of::<f16>())
        .then(|| unsafe { core::slice::from_raw_parts(s.as_ptr().cast::<f16>(), s.len()) })
}

/// `s` as a mutable slice of `f16`, if `T` is `f16`.
fn as_f16_mut<T: 'static>(s: &mut [T]) -> Option<&mut [f16]> {
    // SAFETY: `T` is `f16`, so the pointer and length describe `f16`s.
    (TypeId::of::<T>() == TypeId::of::<f16>())
        .then(|| unsafe { core::slice::from_raw_parts_mut(s.as_mut_ptr().cast::<f16>(), s.len()) })
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use core::any::TypeId;

    use half::f16;

    use crate::scalar::Element;
    use crate::simd::f16c::x86::{narrow8, widen8};

    /// Eight elements of `S` as `f32` values of `C`'s precision (see `load_as`).
    ///
    /// # Safety
    /// The CPU must have AVX2 and F16C.
    #[target_feature(enable = "avx2,f16c")]
    #[inline]
    pub(super) unsafe fn load8<S: Element, C: Element>(src: &[S]) -> [f32; 8] {
        let exact = S::SMALL || TypeId::of::<S>() == TypeId::of::<C>();
        let mut v = match super::as_f16(src) {
            Some(h) => widen8(h),
            None if exact => {
                let mut v = [0.0_f32; 8];
                S::slice_to_f32(src, &mut v);
                v
            }
            None => {
                core::array::from_fn(|i| src.get(i).map_or(0.0, |&s| super::widen_into::<S, C>(s)))
            }
        };
        if !exact {
            if TypeId::of::<C>() == TypeId::of::<f16>() {
                let mut h = [f16::ZERO; 8];
                narrow8(&v, &mut h);
                v = widen8(&h);
            } else {
                let mut c = [C::default(); 8];
                C::slice_from_f32(&v, &mut c);
                C::slice_to_f32(&c, &mut v);
            }
        }
        v
    }

    /// Eight results, rounded into `C`.
    ///
    /// # Safety
    /// The CPU must have AVX2 and F16C.
    #[target_feature(enable = "avx2,f16c")]
    #[inline]
    pub(super) unsafe fn store8<C: Element>(r: &[f32; 8], out: &mut [C]) {
        match super::as_f16_mut(out) {
            Some(h) => narrow8(r, h),
            None => C::slice_from_f32(r, out),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::vec;
    use std::vec::Vec;

    use super::*;

    /// The AVX2 kernel against the portable one, and both against the
    /// definition: convert each operand to `C`, compute in `f32`, round once.
    fn check_kernel<A: Element, B: Element, C: Element>(x: &[A], y: &[B]) {
        let f = |a: f32, b: f32| a + b;
        let n = x.len();
        let mut fast = vec![C::default(); n];
        let mut portable = vec![C::default(); n];
        half_chunks(x, y, &mut fast, f);
        half_chunks_portable(x, y, &mut portable, f);
        for i in 0..n {
            let a = x[i].cast::<C>().cast::<f32>();
            let b = y[i].cast::<C>().cast::<f32>();
            let expected = f(a, b).cast::<C>();
            let bits = |c: C| c.cast::<f32>().to_bits();
            assert!(
                bits(fast[i]) == bits(expected) && bits(portable[i]) == bits(expected),
                "{:?} + {:?}: {:?}, {:?}, expected {:?}",
                x[i],
                y[i],
                fast[i],
                portable[i],
                expected
            );
        }
    }

    fn sample(n: usize, seed: u32) -> Vec<u32> {
        let mut state = seed;
        (0..n)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 17;
                state ^= state << 5;
                state
            })
            .collect()
    }

    #[test]
    fn half_kernels_agree_bit_for_bit() {
        use half::bf16;
        for n in [0, 1, 7, 8, 9, 100, 1000, 4099] {
            let bits = sample(n, 7 + n as u32);
            let u8s: Vec<u8> = bits.iter().map(|&b| b as u8).collect();
            let i32s: Vec<i32> = bits.iter().map(|&b| (b as i32) >> 8).collect();
            let f16s: Vec<f16> = bits.iter().map(|&b| f16::from_bits(b as u16)).collect();
            let bf16s: Vec<bf16> = bits
                .iter()
                .map(|&b| bf16::from_bits((b >> 16) as u16))
                .collect();
            let f64s: Vec<f64> = bits.iter().map(|&b| f64::from(f32::from_bits(b))).collect();
            check_kernel::<u8, f16, f16>(&u8s, &f16s);
            check_kernel::<i32, f16, f16>(&i32s, &f16s);
            check_kernel::<f16, f16, f16>(&f16s, &f16s);
            check_kernel::<f64, f16, f16>(&f64s, &f16s);
            check_kernel::<f16, i32, f16>(&f16s, &i32s);
            check_kernel::<u8, bf16, bf16>(&u8s, &bf16s);
            check_kernel::<i32, bf16, bf16>(&i32s, &bf16s);
            check_kernel::<f64, bf16, bf16>(&f64s, &bf16s);
            check_kernel::<bf16, bf16, bf16>(&bf16s, &bf16s);
        }
    }
}
