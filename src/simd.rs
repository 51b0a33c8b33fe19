//! Half-precision conversions of whole slices with the x86 F16C instructions,
//! detected at run time, elementwise loops compiled for AVX2 when the CPU has
//! it, and huge-page hints for large outputs: the one module with `unsafe` code.
//!
//! `half` converts one value at a time, which costs about ten times what a
//! memory-bound loop allows; F16C converts eight per instruction. Each function
//! here checks for F16C (and AVX) once per call, uses it when present, and
//! otherwise falls back to `half`'s conversions, which give the same bits
//! (tested below on every `f16` and on a large sample of `f32`s).
#![allow(unsafe_code)]
// The fused kernels serve `Tensor`; without the `tensor` feature only the
// slice conversions are used.
#![cfg_attr(not(feature = "tensor"), allow(dead_code))]

use core::any::TypeId;
use std::vec::Vec;

use half::f16;

use crate::Element;

/// `dst[i] = src[i]` as `f32`, exactly. The slices have the same length.
pub(crate) fn f16_to_f32(src: &[f16], dst: &mut [f32]) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("f16c") && std::is_x86_feature_detected!("avx") {
        // SAFETY: the CPU has F16C and AVX, checked just above.
        unsafe { x86::f16_to_f32(src, dst) };
        return;
    }
    fallback_to_f32(src, dst);
}

/// `dst[i] = src[i]` rounded to `f16`, to nearest, ties to even. The slices
/// have the same length.
pub(crate) fn f32_to_f16(src: &[f32], dst: &mut [f16]) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("f16c") && std::is_x86_feature_detected!("avx") {
        // SAFETY: the CPU has F16C and AVX, checked just above.
        unsafe { x86::f32_to_f16(src, dst) };
        return;
    }
    fallback_to_f16(src, dst);
}

/// Whether the CPU has AVX2 and FMA, which the `_avx2` builds of the loops
/// below require.
#[cfg(target_arch = "x86_64")]
#[inline]
fn avx2_fma() -> bool {
    std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("fma")
}

/// `out[i] = f(x[i], y[i])`. The slices have the same length.
///
/// With AVX2 (and FMA, which every AVX2 CPU has) the loop is compiled for
/// them (and `f` inlined into it), so that conversions and arithmetic run
/// eight `f32` lanes at a time instead of SSE2's four, and the fused
/// multiply-adds of complex arithmetic are single instructions instead of
/// calls; the code is the same, so are the results.
#[inline]
pub(crate) fn zip_into<A: Copy, B: Copy, O>(
    x: &[A],
    y: &[B],
    out: &mut [O],
    f: impl Fn(A, B) -> O,
) {
    #[cfg(target_arch = "x86_64")]
    if avx2_fma() {
        // SAFETY: the CPU has AVX2 and FMA, checked just above.
        unsafe { zip_into_avx2(x, y, out, f) };
        return;
    }
    zip_into_portable(x, y, out, f);
}

/// `x[i] = f(x[i], y[i])`, in place; as [`zip_into`].
#[inline]
pub(crate) fn zip_assign<A: Copy, B: Copy>(x: &mut [A], y: &[B], f: impl Fn(A, B) -> A) {
    #[cfg(target_arch = "x86_64")]
    if avx2_fma() {
        // SAFETY: the CPU has AVX2 and FMA, checked just above.
        unsafe { zip_assign_avx2(x, y, f) };
        return;
    }
    zip_assign_portable(x, y, f);
}

/// `f(x[i], y[i])` for each `i`, collected; as [`zip_into`].
#[inline]
pub(crate) fn zip_collect<A: Copy, B: Copy, O>(x: &[A], y: &[B], f: impl Fn(A, B) -> O) -> Vec<O> {
    #[cfg(target_arch = "x86_64")]
    if avx2_fma() {
        // SAFETY: the CPU has AVX2 and FMA, checked just above.
        return unsafe { zip_collect_avx2(x, y, f) };
    }
    zip_collect_portable(x, y, f)
}

/// `f(x[i])` for each `i`, collected; as [`zip_into`].
#[inline]
pub(crate) fn map_collect<A: Copy, O>(x: &[A], f: impl Fn(A) -> O) -> Vec<O> {
    #[cfg(target_arch = "x86_64")]
    if avx2_fma() {
        // SAFETY: the CPU has AVX2 and FMA, checked just above.
        return unsafe { map_collect_avx2(x, f) };
    }
    map_collect_portable(x, f)
}

#[inline(always)]
fn zip_into_portable<A: Copy, B: Copy, O>(x: &[A], y: &[B], out: &mut [O], f: impl Fn(A, B) -> O) {
    for ((o, &a), &b) in out.iter_mut().zip(x).zip(y) {
        *o = f(a, b);
    }
}

#[inline(always)]
fn zip_assign_portable<A: Copy, B: Copy>(x: &mut [A], y: &[B], f: impl Fn(A, B) -> A) {
    for (a, &b) in x.iter_mut().zip(y) {
        *a = f(*a, b);
    }
}

/// An empty vector with room for `n` elements. Large ones (4 MiB and more) are
/// marked for transparent huge pages, as NumPy marks its large arrays: the
/// first write into fresh memory then faults once per 2 MiB instead of once
/// per 4 KiB, which halves the time of an operation that allocates its output.
/// A hint only: where the kernel does not take it, nothing changes.
pub(crate) fn output_vec<T>(n: usize) -> Vec<T> {
    let out: Vec<T> = Vec::with_capacity(n);
    #[cfg(all(target_os = "linux", feature = "tensor"))]
    huge_pages(out.as_ptr().cast(), out.capacity() * size_of::<T>());
    out
}

/// `madvise(MADV_HUGEPAGE)` on the whole pages inside `len` bytes at `start`.
#[cfg(all(target_os = "linux", feature = "tensor"))]
fn huge_pages(start: *const u8, len: usize) {
    const LARGE: usize = 4 << 20;
    if len < LARGE {
        return;
    }
    // SAFETY: `sysconf` only reads a value.
    let page = match usize::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) }) {
        Ok(page) if page.is_power_of_two() => page,
        _ => return,
    };
    if let Some((first, pages_len)) = whole_pages(start.addr(), len, page) {
        // SAFETY: the range lies inside one live allocation (whole pages of
        // it), and MADV_HUGEPAGE changes only how the kernel backs those
        // pages, never their contents. The result is ignored: it is a hint.
        unsafe {
            libc::madvise(
                start.with_addr(first).cast_mut().cast(),
                pages_len,
                libc::MADV_HUGEPAGE,
            )
        };
    }
}

/// The first address and the length of the whole pages (of `page` bytes, a
/// power of two) inside `len` bytes at `start`, if there are any.
#[cfg(any(test, all(target_os = "linux", feature = "tensor")))]
fn whole_pages(start: usize, len: usize, page: usize) -> Option<(usize, usize)> {
    let first = start.checked_next_multiple_of(page)?;
    let end = start.checked_add(len)? & !(page - 1);
    (first < end).then(|| (first, end - first))
}

// The collecting loops write into the vector's spare capacity themselves:
// `Iterator::collect` runs in a function of its own, which the compiler may
// not inline, and would then compile without AVX2.

#[inline(always)]
fn zip_collect_portable<A: Copy, B: Copy, O>(x: &[A], y: &[B], f: impl Fn(A, B) -> O) -> Vec<O> {
    let n = x.len().min(y.len());
    let mut out = output_vec(n);
    for ((o, &a), &b) in out.spare_capacity_mut().iter_mut().zip(x).zip(y) {
        o.write(f(a, b));
    }
    // SAFETY: the capacity is at least `n`, and the loop initialised the
    // first `n` elements (if `f` panics, `out` is dropped empty: a leak).
    unsafe { out.set_len(n) };
    out
}

#[inline(always)]
fn map_collect_portable<A: Copy, O>(x: &[A], f: impl Fn(A) -> O) -> Vec<O> {
    let mut out = output_vec(x.len());
    for (o, &a) in out.spare_capacity_mut().iter_mut().zip(x) {
        o.write(f(a));
    }
    // SAFETY: as in `zip_collect_portable`, for `x.len()` elements.
    unsafe { out.set_len(x.len()) };
    out
}

/// # Safety
/// The CPU must have AVX2 and FMA.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn zip_into_avx2<A: Copy, B: Copy, O>(
    x: &[A],
    y: &[B],
    out: &mut [O],
    f: impl Fn(A, B) -> O,
) {
    zip_into_portable(x, y, out, f);
}

/// # Safety
/// The CPU must have AVX2 and FMA.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn zip_assign_avx2<A: Copy, B: Copy>(x: &mut [A], y: &[B], f: impl Fn(A, B) -> A) {
    zip_assign_portable(x, y, f);
}

/// # Safety
/// The CPU must have AVX2 and FMA.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn zip_collect_avx2<A: Copy, B: Copy, O>(x: &[A], y: &[B], f: impl Fn(A, B) -> O) -> Vec<O> {
    zip_collect_portable(x, y, f)
}

/// # Safety
/// The CPU must have AVX2 and FMA.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn map_collect_avx2<A: Copy, O>(x: &[A], f: impl Fn(A) -> O) -> Vec<O> {
    map_collect_portable(x, f)
}

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

fn fallback_to_f32(src: &[f16], dst: &mut [f32]) {
    for (d, s) in dst.iter_mut().zip(src) {
        *d = s.to_f32();
    }
}

fn fallback_to_f16(src: &[f32], dst: &mut [f16]) {
    for (d, &s) in dst.iter_mut().zip(src) {
        *d = f16::from_f32(s);
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
    use core::arch::x86_64::{
        __m128i, __m256, _MM_FROUND_TO_NEAREST_INT, _mm_loadu_si128, _mm_storeu_si128,
        _mm256_cvtph_ps, _mm256_cvtps_ph, _mm256_loadu_ps, _mm256_storeu_ps,
    };

    use half::f16;

    use crate::Element;

    /// Eight `f16`s, widened.
    #[target_feature(enable = "f16c,avx")]
    #[inline]
    fn widen8(h: &[f16]) -> [f32; 8] {
        let mut out = [0.0_f32; 8];
        if let Some(h) = h.get(..8) {
            // SAFETY: `h` holds 8 `f16`s (16 bytes), `out` 8 `f32`s.
            unsafe {
                let v = _mm_loadu_si128(h.as_ptr().cast::<__m128i>());
                _mm256_storeu_ps(out.as_mut_ptr(), _mm256_cvtph_ps(v));
            }
        }
        out
    }

    /// Eight `f32`s, rounded to `f16`.
    #[target_feature(enable = "f16c,avx")]
    #[inline]
    fn narrow8(x: &[f32; 8], h: &mut [f16]) {
        if let Some(h) = h.get_mut(..8) {
            // SAFETY: `x` holds 8 `f32`s, `h` 8 `f16`s (16 bytes).
            unsafe {
                let v: __m256 = _mm256_loadu_ps(x.as_ptr());
                let r = _mm256_cvtps_ph::<_MM_FROUND_TO_NEAREST_INT>(v);
                _mm_storeu_si128(h.as_mut_ptr().cast::<__m128i>(), r);
            }
        }
    }

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

    /// # Safety
    /// The CPU must have F16C and AVX.
    #[target_feature(enable = "f16c,avx")]
    pub(super) unsafe fn f16_to_f32(src: &[f16], dst: &mut [f32]) {
        let n = src.len().min(dst.len());
        let (src, dst) = (&src[..n], &mut dst[..n]);
        let mut s = src.chunks_exact(8);
        let mut d = dst.chunks_exact_mut(8);
        for (s8, d8) in (&mut s).zip(&mut d) {
            // SAFETY: `s8` holds 8 `f16`s (16 bytes) and `d8` 8 `f32`s (32
            // bytes); unaligned loads and stores are allowed.
            unsafe {
                let h = _mm_loadu_si128(s8.as_ptr().cast::<__m128i>());
                _mm256_storeu_ps(d8.as_mut_ptr(), _mm256_cvtph_ps(h));
            }
        }
        super::fallback_to_f32(s.remainder(), d.into_remainder());
    }

    /// # Safety
    /// The CPU must have F16C and AVX.
    #[target_feature(enable = "f16c,avx")]
    pub(super) unsafe fn f32_to_f16(src: &[f32], dst: &mut [f16]) {
        let n = src.len().min(dst.len());
        let (src, dst) = (&src[..n], &mut dst[..n]);
        let mut s = src.chunks_exact(8);
        let mut d = dst.chunks_exact_mut(8);
        for (s8, d8) in (&mut s).zip(&mut d) {
            // SAFETY: as above, with the roles of the slices swapped.
            unsafe {
                let x: __m256 = _mm256_loadu_ps(s8.as_ptr());
                let h = _mm256_cvtps_ph::<_MM_FROUND_TO_NEAREST_INT>(x);
                _mm_storeu_si128(d8.as_mut_ptr().cast::<__m128i>(), h);
            }
        }
        super::fallback_to_f16(s.remainder(), d.into_remainder());
    }
}

#[cfg(test)]
mod tests {
    use std::vec;
    use std::vec::Vec;

    use num_complex::Complex;

    use super::*;

    #[test]
    fn every_f16_widens_like_the_scalar_path() {
        let all: Vec<f16> = (0..=u16::MAX).map(f16::from_bits).collect();
        let mut fast = vec![0.0_f32; all.len()];
        let mut slow = vec![0.0_f32; all.len()];
        f16_to_f32(&all, &mut fast);
        fallback_to_f32(&all, &mut slow);
        for ((a, b), h) in fast.iter().zip(&slow).zip(&all) {
            assert_eq!(a.to_bits(), b.to_bits(), "f16 bits {:#06x}", h.to_bits());
        }
    }

    #[test]
    fn f32s_narrow_like_the_scalar_path() {
        // Every f32 whose low 13 bits are one of a few patterns (ties, just
        // below and above them), across all exponents and signs, plus a
        // pseudo-random sample, plus every f16 value widened and nudged.
        let mut values: Vec<f32> = Vec::new();
        for high in 0..=(u32::MAX >> 13) {
            for low in [0, 1, 0x0fff, 0x1000, 0x1001, 0x1fff] {
                values.push(f32::from_bits((high << 13) | low));
            }
        }
        let mut state = 0x9e37_79b9_u32;
        for _ in 0..1_000_000 {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            values.push(f32::from_bits(state));
        }
        let mut fast = vec![f16::ZERO; values.len()];
        let mut slow = vec![f16::ZERO; values.len()];
        f32_to_f16(&values, &mut fast);
        fallback_to_f16(&values, &mut slow);
        for ((a, b), v) in fast.iter().zip(&slow).zip(&values) {
            assert_eq!(a.to_bits(), b.to_bits(), "f32 bits {:#010x}", v.to_bits());
        }
    }

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

    /// Edge values of `f32`: zeros, subnormals, the smallest normals, ones,
    /// the largest finite values, infinities and NaN, both signs.
    fn f32_edges() -> Vec<f32> {
        let positive = [
            0.0,
            f32::from_bits(1),
            f32::MIN_POSITIVE / 2.0,
            f32::from_bits(0x007f_ffff),
            f32::MIN_POSITIVE,
            f32::MIN_POSITIVE * 1.5,
            1.0,
            1.5,
            f32::MAX,
            f32::INFINITY,
            f32::NAN,
        ];
        positive.iter().flat_map(|&x| [x, -x]).collect()
    }

    /// The AVX2-compiled generic loops give the bits of the portable ones, on
    /// every pair of edge values and every length up to past two vectors.
    #[test]
    fn avx2_loops_agree_with_the_portable_ones_bit_for_bit() {
        use crate::arith::Arith;
        let edges = f32_edges();
        let (x, y): (Vec<f32>, Vec<f32>) = edges
            .iter()
            .flat_map(|&a| edges.iter().map(move |&b| (a, b)))
            .unzip();
        let ints: Vec<i8> = (0..x.len()).map(|i| (i as i8).wrapping_mul(37)).collect();
        let wide: Vec<f64> = x.iter().map(|&v| f64::from(v) * 1e-300).collect();
        let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
        let bits64 = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
        for n in (0..=17).chain([x.len()]) {
            let (x, y, ints, wide) = (&x[..n], &y[..n], &ints[..n], &wide[..n]);
            let add = |a: f32, b: f32| Arith::add(a, b);
            let mixed = |a: i8, b: f32| Arith::mul(a.cast::<f32>(), b);
            let narrow = |a: f64, b: f32| Arith::add(a.cast::<f32>(), b);
            let widen = |a: f32, b: f64| Arith::add(a.cast::<f64>(), b);
            assert_eq!(
                bits(&zip_collect(x, y, add)),
                bits(&zip_collect_portable(x, y, add))
            );
            assert_eq!(
                bits(&zip_collect(ints, y, mixed)),
                bits(&zip_collect_portable(ints, y, mixed))
            );
            assert_eq!(
                bits(&zip_collect(wide, y, narrow)),
                bits(&zip_collect_portable(wide, y, narrow))
            );
            assert_eq!(
                bits64(&zip_collect(x, wide, widen)),
                bits64(&zip_collect_portable(x, wide, widen))
            );
            // Complex products fuse multiply-adds: an instruction with FMA, a
            // call without; the same bits either way.
            let cx: Vec<Complex<f32>> =
                x.iter().zip(y).map(|(&a, &b)| Complex::new(a, b)).collect();
            let cy: Vec<Complex<f32>> = y
                .iter()
                .zip(x)
                .map(|(&a, &b)| Complex::new(a * 0.7, b))
                .collect();
            let cmul = |a: Complex<f32>, b: Complex<f32>| Arith::mul(a, b);
            let cbits = |v: &[Complex<f32>]| {
                v.iter()
                    .map(|c| (c.re.to_bits(), c.im.to_bits()))
                    .collect::<Vec<_>>()
            };
            assert_eq!(
                cbits(&zip_collect(&cx, &cy, cmul)),
                cbits(&zip_collect_portable(&cx, &cy, cmul))
            );
            let neg = |a: f32| Arith::mul(a, -1.0);
            assert_eq!(
                bits(&map_collect(x, neg)),
                bits(&map_collect_portable(x, neg))
            );

            let (mut fast, mut portable) = (vec![0.0_f32; n], vec![0.0_f32; n]);
            zip_into(x, y, &mut fast, add);
            zip_into_portable(x, y, &mut portable, add);
            assert_eq!(bits(&fast), bits(&portable));
            let (mut fast, mut portable) = (x.to_vec(), x.to_vec());
            zip_assign(&mut fast, y, add);
            zip_assign_portable(&mut portable, y, add);
            assert_eq!(bits(&fast), bits(&portable));
            // And the loops compute what they say.
            for i in 0..n {
                assert_eq!(fast[i].to_bits(), add(x[i], y[i]).to_bits());
            }
        }
    }

    #[test]
    fn huge_page_hints_cover_only_whole_pages_inside_the_allocation() {
        assert_eq!(whole_pages(4096, 8192, 4096), Some((4096, 8192)));
        assert_eq!(whole_pages(4112, 3 * 4096, 4096), Some((8192, 8192)));
        assert_eq!(whole_pages(4112, 4096, 4096), None);
        assert_eq!(whole_pages(0, 0, 4096), None);
        assert_eq!(whole_pages(usize::MAX - 10, 5, 4096), None);
        assert_eq!(whole_pages(usize::MAX - 10, 20, 4096), None);
        // A large output is an ordinary vector, hint or not.
        let mut v = output_vec::<f32>(3 << 20);
        assert!(v.is_empty() && v.capacity() >= 3 << 20);
        v.resize(3 << 20, 1.5);
        assert!(v.iter().all(|&x| x == 1.5));
    }

    #[test]
    fn lengths_that_are_not_multiples_of_eight() {
        for n in 0..20 {
            let src: Vec<f32> = (0..n).map(|i| i as f32 * 0.3).collect();
            let mut half = vec![f16::ZERO; n];
            f32_to_f16(&src, &mut half);
            let mut back = vec![0.0; n];
            f16_to_f32(&half, &mut back);
            for (h, s) in half.iter().zip(&src) {
                assert_eq!(*h, f16::from_f32(*s));
            }
            for (b, h) in back.iter().zip(&half) {
                assert_eq!(*b, h.to_f32());
            }
        }
    }
}
