//! The contiguous elementwise loops, compiled twice: once for the baseline
//! target and once for AVX2 and FMA, chosen at run time; the loops of
//! every elementwise operation (`map_uninit`, `zip_uninit`, and the `_into`
//! and in-place forms) a third time, for AVX-512.
//!
//! With AVX2 (and FMA, which every AVX2 CPU has) a loop is compiled for them,
//! with the element function inlined into it, so that conversions and
//! arithmetic run eight `f32` lanes at a time instead of SSE2's four, and the
//! fused multiply-adds of complex arithmetic are single instructions instead
//! of calls. With AVX-512, sixteen lanes, whose 32 registers hold an element
//! function's constants (AVX2's 16 do not) and whose mask registers make the
//! flushes' and roundings' selections single instructions: a bfloat16
//! division by a scalar 1.2x faster than with AVX2. The code is the same, so
//! are the results (tested below).

use core::mem::MaybeUninit;

/// Whether the CPU has AVX2 and FMA, which the `_avx2` builds require.
#[cfg(target_arch = "x86_64")]
#[inline]
fn avx2_fma() -> bool {
    std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("fma")
}

/// The optional AVX-512 build of [`multiversion!`]: its dispatch
/// (`@dispatch`) and its function, or nothing where the loop has none.
macro_rules! avx512_build {
    (@dispatch [] $args:tt) => {};
    (@dispatch [$avx512:ident] ($($arg:ident),*)) => {
        #[cfg(target_arch = "x86_64")]
        if avx512() {
            // SAFETY: the CPU has AVX-512 F, VL, DQ and BW, AVX2 and FMA,
            // checked just above.
            return unsafe { $avx512($($arg),*) };
        }
    };
    ([] $($rest:tt)*) => {};
    ([$avx512:ident] [$portable:ident] <$($g:ident $(: $bound:path)?),*>
        ($($arg:ident: $ty:ty),*) $(-> $ret:ty)?) => {
        /// # Safety
        /// The CPU must have AVX-512 F, VL, DQ and BW, AVX2 and FMA.
        #[cfg(target_arch = "x86_64")]
        #[target_feature(enable = "avx512f,avx512vl,avx512dq,avx512bw,avx2,fma")]
        unsafe fn $avx512<$($g $(: $bound)?),*>($($arg: $ty),*) $(-> $ret)? {
            $portable($($arg),*)
        }
    };
}

/// Declares one loop three (or four) times, under the names given:
///
/// | name | what it is |
/// |---|---|
/// | `$name` | the dispatcher, `pub(crate)`: the AVX-512 build (if any) or the AVX2 build where the CPU has it, else the portable one |
/// | `$portable` | the loop, `#[inline(always)]`, so that it is compiled into each caller's target features |
/// | `$avx2` | an `unsafe fn` with `#[target_feature(enable = "avx2,fma")]` that calls the portable loop |
/// | `$avx512` (optional) | the same with AVX-512 F, VL, DQ and BW |
///
/// The generic parameters take at most one bound each.
macro_rules! multiversion {
    ($(
        $(#[$doc:meta])*
        fn $name:ident / $portable:ident / $avx2:ident $(/ $avx512:ident)?
            <$($g:ident $(: $bound:path)?),*> ($($arg:ident: $ty:ty),*) $(-> $ret:ty)?
        $body:block
    )*) => {$(
        $(#[$doc])*
        #[inline]
        pub(crate) fn $name<$($g $(: $bound)?),*>($($arg: $ty),*) $(-> $ret)? {
            avx512_build!(@dispatch [$($avx512)?] ($($arg),*));
            #[cfg(target_arch = "x86_64")]
            if avx2_fma() {
                // SAFETY: the CPU has AVX2 and FMA, checked just above.
                return unsafe { $avx2($($arg),*) };
            }
            $portable($($arg),*)
        }

        avx512_build!([$($avx512)?] [$portable] <$($g $(: $bound)?),*> ($($arg: $ty),*) $(-> $ret)?);

        #[inline(always)]
        fn $portable<$($g $(: $bound)?),*>($($arg: $ty),*) $(-> $ret)? $body

        /// # Safety
        /// The CPU must have AVX2 and FMA.
        #[cfg(target_arch = "x86_64")]
        #[target_feature(enable = "avx2,fma")]
        unsafe fn $avx2<$($g $(: $bound)?),*>($($arg: $ty),*) $(-> $ret)? {
            $portable($($arg),*)
        }
    )*};
}

// The collecting loops write into uninitialised memory (a vector's spare
// capacity, which `loops` allocates) themselves: `Iterator::collect` runs in
// a function of its own, which the compiler may not inline, and would then
// compile without AVX2.
multiversion! {
    /// `x[i] = f(x[i], y[i])`, in place.
    fn zip_assign / zip_assign_portable / zip_assign_avx2 / zip_assign_avx512
        <A: Copy, B: Copy>(x: &mut [A], y: &[B], f: &impl Fn(A, B) -> A)
    {
        for (a, &b) in x.iter_mut().zip(y) {
            *a = f(*a, b);
        }
    }

    /// `out[i]` initialised to `f(x[i], y[i])`. The slices have the same length.
    fn zip_uninit / zip_uninit_portable / zip_uninit_avx2 / zip_uninit_avx512
        <A: Copy, B: Copy, O>(x: &[A], y: &[B], out: &mut [MaybeUninit<O>], f: &impl Fn(A, B) -> O)
    {
        for ((o, &a), &b) in out.iter_mut().zip(x).zip(y) {
            o.write(f(a, b));
        }
    }

    /// `out[i] = f(x[i])`. The slices have the same length.
    fn map_into / map_into_portable / map_into_avx2 / map_into_avx512
        <A: Copy, O>(x: &[A], out: &mut [O], f: &impl Fn(A) -> O)
    {
        for (o, &a) in out.iter_mut().zip(x) {
            *o = f(a);
        }
    }

    /// `x[i] = f(x[i])`, in place.
    fn map_assign / map_assign_portable / map_assign_avx2 / map_assign_avx512
        <A: Copy>(x: &mut [A], f: &impl Fn(A) -> A)
    {
        for a in x.iter_mut() {
            *a = f(*a);
        }
    }

    /// `out[i]` initialised to `f(x[i], y[i], z[i])`. The slices have the same length.
    fn zip3_uninit / zip3_uninit_portable / zip3_uninit_avx2
        <A: Copy, B: Copy, C: Copy, O>(x: &[A], y: &[B], z: &[C], out: &mut [MaybeUninit<O>], f: &impl Fn(A, B, C) -> O)
    {
        for (o, ((&a, &b), &c)) in out.iter_mut().zip(x.iter().zip(y).zip(z)) {
            o.write(f(a, b, c));
        }
    }

    /// `f()`: a loop written inline in `f` (with `#[inline(always)]`
    /// functions), compiled for AVX2 and FMA where the CPU has them. The
    /// reductions' kernels (`kernels::reduce`) run so.
    fn vectorised / vectorised_portable / vectorised_avx2
        <R>(f: &mut impl FnMut() -> R) -> R
    {
        f()
    }

    /// Whether `f(x[i])` holds for some `i`: a branch-free fold over each run
    /// of 256 elements, which vectorises (`Iterator::any` alone would test
    /// and branch at every element), stopping after the first run that has
    /// one.
    fn any_of / any_of_portable / any_of_avx2 / any_of_avx512
        <A: Copy>(x: &[A], f: &impl Fn(A) -> bool) -> bool
    {
        x.chunks(256).any(|run| run.iter().fold(false, |any, &a| any | f(a)))
    }

    /// `out[i]` initialised to `f(x[i])`. The slices have the same length.
    fn map_uninit / map_uninit_portable / map_uninit_avx2 / map_uninit_avx512
        <A: Copy, O>(x: &[A], out: &mut [MaybeUninit<O>], f: &impl Fn(A) -> O)
    {
        for (o, &a) in out.iter_mut().zip(x) {
            o.write(f(a));
        }
    }
}

/// Whether the CPU has the AVX-512 subsets (with FMA) that the `_avx512`
/// builds require.
#[cfg(target_arch = "x86_64")]
#[inline]
fn avx512() -> bool {
    std::is_x86_feature_detected!("avx512f")
        && std::is_x86_feature_detected!("avx512vl")
        && std::is_x86_feature_detected!("avx512dq")
        && std::is_x86_feature_detected!("avx512bw")
        && avx2_fma()
}

/// `out[i]` initialised to `f(x[i])`, for the element functions (`exp`,
/// `log`, `tanh`, …): [`map_uninit`] (with its AVX-512 build) under XLA's
/// float mode ([`XlaFloatMode`](super::XlaFloatMode): DAZ and FTZ), as XLA's
/// code runs, so that the C library's functions it calls (`sinf`, `cbrtf`,
/// …) and the crate's arithmetic flush subnormals exactly as XLA's.
#[inline]
pub(crate) fn map_fn_uninit<A: Copy, O>(x: &[A], out: &mut [MaybeUninit<O>], f: &impl Fn(A) -> O) {
    let _mode = super::XlaFloatMode::enter();
    map_uninit(x, out, f);
}

#[cfg(test)]
mod tests {
    use std::vec::Vec;

    use num_complex::Complex;

    use super::*;
    use crate::scalar::{Arith, Element};

    /// The `n` values that `fill` initialises, as `loops` collects them.
    fn collect<O>(n: usize, fill: impl FnOnce(&mut [MaybeUninit<O>])) -> Vec<O> {
        let mut out = Vec::with_capacity(n);
        fill(&mut out.spare_capacity_mut()[..n]);
        // SAFETY: every `_uninit` loop initialises all `n` elements it is given.
        unsafe { out.set_len(n) };
        out
    }

    fn zip_collect<A: Copy, B: Copy, O>(x: &[A], y: &[B], f: impl Fn(A, B) -> O) -> Vec<O> {
        collect(x.len(), |out| zip_uninit(x, y, out, &f))
    }

    fn zip_collect_portable<A: Copy, B: Copy, O>(
        x: &[A],
        y: &[B],
        f: impl Fn(A, B) -> O,
    ) -> Vec<O> {
        collect(x.len(), |out| zip_uninit_portable(x, y, out, &f))
    }

    fn map_collect<A: Copy, O>(x: &[A], f: impl Fn(A) -> O) -> Vec<O> {
        collect(x.len(), |out| map_uninit(x, out, &f))
    }

    fn map_collect_portable<A: Copy, O>(x: &[A], f: impl Fn(A) -> O) -> Vec<O> {
        collect(x.len(), |out| map_uninit_portable(x, out, &f))
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
    /// every pair of edge values and every length up to past two vectors;
    /// a NaN is any NaN: which operand's sign and payload `NaN + NaN` keeps
    /// is not the compiler's to keep (it may swap the operands of an
    /// addition, and in an optimised build does in one of the two loops).
    #[test]
    fn avx2_loops_agree_with_the_portable_ones_bit_for_bit() {
        let edges = f32_edges();
        let (x, y): (Vec<f32>, Vec<f32>) = edges
            .iter()
            .flat_map(|&a| edges.iter().map(move |&b| (a, b)))
            .unzip();
        let ints: Vec<i8> = (0..x.len()).map(|i| (i as i8).wrapping_mul(37)).collect();
        let wide: Vec<f64> = x.iter().map(|&v| f64::from(v) * 1e-300).collect();
        let bits = |v: &[f32]| {
            v.iter()
                .map(|x| if x.is_nan() { u32::MAX } else { x.to_bits() })
                .collect::<Vec<_>>()
        };
        let bits64 = |v: &[f64]| {
            v.iter()
                .map(|x| if x.is_nan() { u64::MAX } else { x.to_bits() })
                .collect::<Vec<_>>()
        };
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
                let re: Vec<f32> = v.iter().map(|c| c.re).collect();
                let im: Vec<f32> = v.iter().map(|c| c.im).collect();
                (bits(&re), bits(&im))
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

            let (mut fast, mut portable) = (x.to_vec(), x.to_vec());
            map_assign(&mut fast, &neg);
            map_assign_portable(&mut portable, &neg);
            assert_eq!(bits(&fast), bits(&portable));
            let (mut fast, mut portable) = (x.to_vec(), x.to_vec());
            zip_assign(&mut fast, y, &add);
            zip_assign_portable(&mut portable, y, &add);
            assert_eq!(bits(&fast), bits(&portable));
            // And the loops compute what they say.
            for i in 0..n {
                assert_eq!(fast[i].to_bits(), add(x[i], y[i]).to_bits());
            }
        }
    }

    /// Every element function, each of its builds: the AVX-512 or AVX2 loop
    /// [`map_fn_uninit`] picks on this CPU gives the portable loop's bits
    /// (NaN payloads included), on the edges and on 2¹⁶ bit patterns spread
    /// over the whole range of each type, at every length up to past two
    /// vectors (the vectorised body and its scalar tail).
    #[test]
    fn element_function_builds_agree_with_the_portable_one_bit_for_bit() {
        use crate::scalar::FloatFn::*;
        use crate::scalar::FloatFunctions;
        use crate::scalar::RealFn::*;
        type Function<T> = (&'static str, fn(T) -> T);
        fn check<T: FloatFunctions + core::fmt::Debug>(x: &[T], bits: impl Fn(&[T]) -> Vec<u64>) {
            let functions: [Function<T>; 23] = [
                ("sqrt", |x| x.function(Sqrt)),
                ("exp", |x| x.function(Exp)),
                ("expm1", |x| x.function(Expm1)),
                ("log", |x| x.function(Log)),
                ("log1p", |x| x.function(Log1p)),
                ("tanh", |x| x.function(Tanh)),
                ("sin", |x| x.function(Sin)),
                ("cos", |x| x.function(Cos)),
                ("rsqrt", |x| x.real_function(Rsqrt)),
                ("cbrt", |x| x.real_function(Cbrt)),
                ("exp2", |x| x.real_function(Exp2)),
                ("tan", |x| x.real_function(Tan)),
                ("arcsin", |x| x.real_function(Arcsin)),
                ("arccos", |x| x.real_function(Arccos)),
                ("arctan", |x| x.real_function(Arctan)),
                ("sinh", |x| x.real_function(Sinh)),
                ("cosh", |x| x.real_function(Cosh)),
                ("arcsinh", |x| x.real_function(Arcsinh)),
                ("arccosh", |x| x.real_function(Arccosh)),
                ("arctanh", |x| x.real_function(Arctanh)),
                ("erf", |x| x.real_function(Erf)),
                ("erfc", |x| x.real_function(Erfc)),
                ("logistic", |x| x.real_function(Logistic)),
            ];
            for (name, f) in functions {
                let fast = collect(x.len(), |out| map_fn_uninit(x, out, &f));
                let portable = collect(x.len(), |out| {
                    let _mode = crate::simd::XlaFloatMode::enter();
                    map_uninit_portable(x, out, &f)
                });
                assert_eq!(bits(&fast), bits(&portable), "{name}");
                for n in 0..=x.len().min(17) {
                    let fast = collect(n, |out| map_fn_uninit(&x[..n], out, &f));
                    assert_eq!(bits(&fast), bits(&portable[..n]), "{name}, {n} values");
                }
            }
        }
        let mut x32 = f32_edges();
        x32.extend((0..1_u32 << 16).map(|i| f32::from_bits(i.wrapping_mul(0x9e37_79b9))));
        check(&x32, |v| v.iter().map(|x| u64::from(x.to_bits())).collect());
        let mut x64: Vec<f64> = f32_edges().into_iter().map(f64::from).collect();
        x64.extend((0..1_u64 << 16).map(|i| f64::from_bits(i.wrapping_mul(0x9e37_79b9_7f4a_7c15))));
        check(&x64, |v| v.iter().map(|x| x.to_bits()).collect());
    }
}
