//! Complex functions that JAX or XLA writes in terms of others: `sin` and
//! `cos` (JAX's expansions), `log1p` (StableHLO's), `expm1` (XLA's), `log2`
//! and `log10`, `arctan2` (XLA's) and `logaddexp` (JAX's), on the parent
//! module's real arithmetic `X` and its `exp`, `log`, `sqrt` and division.

use num_complex::Complex;

use super::base::{X, abs, complex, divide, exp, log, parts, select, square_low, sum_low};
use crate::scalar::arith::Arith;
use crate::scalar::functions::FloatFunctions;
use crate::scalar::ops::{FloatFn, NumericElem};

/// The hyperbolic functions of `b` that JAX's `sin` and `cos` use, from
/// `expm1` so that small arguments keep their precision: `(sinh b, cosh b)`.
#[inline]
fn sinh_cosh<F: FloatFunctions>(b: X<F>) -> (X<F>, X<F>) {
    let two = X::c(2.0);
    let (e1, e2) = (b.expm1(), (-b).expm1());
    ((e1 - e2) / two, ((e1 + e2) + two) / two)
}

/// `sin z` as JAX expands it: `sin a · cosh b + i cos a · sinh b`, with a real
/// part of exactly `+0` where `a` is zero.
pub(super) fn sin<F: FloatFunctions>(z: Complex<F>) -> Complex<F> {
    let (a, b) = parts(z);
    let zero = X::c(0.0);
    let (sinh, cosh) = sinh_cosh(b);
    let im = a.cos() * sinh;
    complex(select(a == zero, zero, a.sin() * cosh), im)
}

/// `cos z` as JAX expands it: `cos a · cosh b - i sin a · sinh b`, with an
/// imaginary part of exactly `+0` where `a` is zero.
pub(super) fn cos<F: FloatFunctions>(z: Complex<F>) -> Complex<F> {
    let (a, b) = parts(z);
    let zero = X::c(0.0);
    let (sinh, cosh) = sinh_cosh(b);
    let re = a.cos() * cosh;
    complex(re, select(a == zero, zero, -a.sin() * sinh))
}

/// `log(1 + z)` with StableHLO's algorithm: for large `|z|`, `log(max) +
/// log1p((min/max)²) / 2`; near `z = -1`, `log(|z + 1|²) / 2`; elsewhere
/// `log1p(2x + x² + y²) / 2` with the sum in double length (Dekker's squares,
/// Knuth's sums). The imaginary part is `atan2(y, x + 1)`.
pub(super) fn log1p<F: FloatFunctions>(z: Complex<F>) -> Complex<F> {
    let (x, y) = parts(z);
    let (one, half) = (X::c(1.0), X::c(0.5));
    let (ax, ay) = (x.abs(), y.abs());
    let (mx, mn) = (ax.max(ay), ax.min(ay));
    let xp1 = x + one;
    let large = mx > X(F::MAX).sqrt() * X::c(0.01);
    let re = if large {
        let r = mn / mx;
        mx.log() + half * select(mn == mx, one, r * r).log1p()
    } else if (xp1.abs() + ay) < X::c(0.2) {
        half * (xp1 * xp1 + y * y).log()
    } else {
        // 2x + y² + x², each square as a high and a low part, summed from
        // the left with each rounding error kept, the errors added last.
        let (x2, yy, xx) = (x + x, y * y, x * x);
        let (yy_low, xx_low) = (square_low(y, yy), square_low(x, xx));
        let s1 = x2 + yy;
        let s2 = s1 + xx;
        let s3 = s2 + yy_low;
        let s4 = s3 + xx_low;
        let low = ((sum_low(x2, yy, s1) + sum_low(s1, xx, s2)) + sum_low(s2, yy_low, s3))
            + sum_low(s3, xx_low, s4);
        half * (s4 + low).log1p()
    };
    complex(re, X::atan2(y.0, xp1.0))
}

/// `cos x - 1` as XLA's CPU code computes it inside the complex `expm1`:
/// Cephes' polynomial in `x²` (evaluated with fused multiply-adds) where
/// `x² < 0.61685` (about `(π/4)²`), `cos x - 1` elsewhere.
#[inline]
fn cosm1<F: FloatFunctions>(x: X<F>) -> X<F> {
    const COEFFICIENTS: [f64; 7] = [
        4.737_750_796_424_621e-14,
        -1.147_028_484_342_536e-11,
        2.087_675_428_708_152e-9,
        -2.755_731_921_499_979e-7,
        2.480_158_730_157_055_3e-5,
        -1.388_888_888_888_887_3e-3,
        4.166_666_666_666_666_6e-2,
    ];
    let xx = x * x;
    if xx >= X::c(0.616_85) {
        x.cos() + X::c(-1.0)
    } else {
        let poly = COEFFICIENTS[1..]
            .iter()
            .fold(X::c(COEFFICIENTS[0]), |acc, &c| acc.mul_add(xx, X::c(c)));
        // XLA's CPU code fuses the first product with the sum (FMA).
        (xx * xx).mul_add(poly, xx * X::c(-0.5))
    }
}

/// `e^z - 1` as XLA's complex `Expm1`: `expm1(a) · cos b + cosm1(b)` and
/// `e^a · sin b` (exactly 0 where `b` is 0), with `e^a = expm1(a) + 1` and
/// `cos b = cosm1(b) + 1`.
pub(super) fn expm1<F: FloatFunctions>(z: Complex<F>) -> Complex<F> {
    let (a, b) = parts(z);
    let (zero, one) = (X::c(0.0), X::c(1.0));
    let expm1_a = a.expm1();
    let cosm1_b = cosm1(b);
    let re = expm1_a.mul_add(cosm1_b + one, cosm1_b);
    let im = select(b == zero, zero, (expm1_a + one) * b.sin());
    complex(re, im)
}

/// `jnp.log2` and `jnp.log10` of a complex number: each part of `log z`
/// times `1 / ln 2` or `1 / ln 10`, rounded to the format (XLA's compiler
/// turns JAX's division by the constant `log 2` into that product).
pub(super) fn log_base<F: FloatFunctions>(z: Complex<F>, op: FloatFn) -> Complex<F> {
    use core::f64::consts::{LOG2_E, LOG10_E};
    let (re, im) = parts(log(z));
    let c = X::c(if op == FloatFn::Log2 { LOG2_E } else { LOG10_E });
    complex(re * c, im * c)
}

/// `atan2(y, x)` of complex numbers as XLA's CPU code computes it (its own
/// emitter, read off the code jaxlib 0.10.2 generates):
/// `-i · log((x + iy) / sqrt(x² + y²))`, with XLA's own steps rather than
/// the element functions': the squares as `(re² - im², 2·re·im)`, the square
/// root in polar form ([`polar_sqrt`]), XLA's division, and a logarithm
/// whose real part is `log |w|` (not StableHLO's `log1p` near `|w| = 1`).
pub(super) fn arctan2<F: FloatFunctions>(y: Complex<F>, x: Complex<F>) -> Complex<F> {
    let ((xr, xi), (yr, yi)) = (parts(x), parts(y));
    let zero = X::c(0.0);
    // The squares: XLA's CPU code fuses `re²` with the difference it feeds
    // (an FMA); `im·re` feeds its own doubling, and is not fused.
    let square = |re: X<F>, im: X<F>| {
        let p = im * re;
        (re.mul_add(re, -(im * im)), p + p)
    };
    let ((x2r, x2i), (y2r, y2i)) = (square(xr, xi), square(yr, yi));
    let norm = polar_sqrt(x2r + y2r, x2i + y2i);
    // `x + i·y`, as the product `i·y` rounds: `(0·yr - yi, yr + 0·yi)`.
    let numerator = complex(xr + (yr * zero - yi), xi + (yr + yi * zero));
    let w = divide(numerator, norm);
    let (wr, wi) = parts(w);
    let (log_abs, angle) = (X(abs(w)).log(), X::atan2(wi.0, wr.0));
    // `-i · (log_abs + i·angle)`, every product as XLA writes it.
    complex(
        log_abs * zero - angle * X::c(-1.0),
        log_abs * X::c(-1.0) + angle * zero,
    )
}

/// The square root XLA's CPU code emits inside `atan2` (a complex power of
/// ½ in polar form): magnitude `sqrt(max) · (1 + (min/max)²)^¼` (the C
/// library's `pow`), angle `atan2(im, re) / 2`, and the special values of
/// C99's `csqrt` for infinite parts and a zero magnitude.
fn polar_sqrt<F: FloatFunctions>(re: X<F>, im: X<F>) -> Complex<F> {
    let (zero, one, inf) = (X::c(0.0), X::c(1.0), X(F::INFINITY));
    let (a_re, a_im) = (re.abs(), im.abs());
    let (mx, mn) = (a_re.max(a_im), a_re.min(a_im));
    let r = mn / mx;
    let magnitude = mx.sqrt() * r.mul_add(r, one).powf(X::c(0.25));
    let magnitude = select(magnitude.is_nan(), mn, magnitude);
    let half_angle = X::atan2(im.0, re.0) * X::c(0.5);
    let (cos, sin) = (half_angle.cos(), half_angle.sin());
    let out_re = select(
        a_im == inf || re == inf,
        inf,
        select(re == -inf && a_im != inf, zero, magnitude * cos),
    );
    let out_im = select(
        a_im == inf || re == -inf,
        inf.copysign(im),
        select(
            magnitude.is_nan(),
            X(F::NAN),
            select(sin == zero, zero, magnitude * sin),
        ),
    );
    let vanishes = magnitude == zero;
    complex(
        select(vanishes, zero, out_re),
        select(vanishes, zero, out_im),
    )
}

/// `jnp.logaddexp` (`base2` false) and `jnp.logaddexp2` of complex numbers as
/// `jax._src.lax.other` computes them: with `m = max(a, b)` (lexicographic),
/// `m + log1p(exp(a + b - 2m))` (base 2: `m + log1p(2^(a + b - 2m)) / ln 2`,
/// `2^t` as `e^(t · ln 2)`), every step a complex operation, the imaginary
/// part wrapped into `[-π, π]` (base 2: `[-π/ln 2, π/ln 2]`) with `fmod`.
pub(super) fn logaddexp<F: FloatFunctions>(a: Complex<F>, b: Complex<F>, base2: bool) -> Complex<F>
where
    Complex<F>: Arith + NumericElem,
{
    use core::f64::consts::{LN_2, LOG2_E, PI};
    let constant = |v: f64| Complex::new(F::constant(v), F::ZERO);
    let amax = Arith::max(a, b);
    let delta = NumericElem::sub(Arith::add(a, b), Arith::mul(amax, constant(2.0)));
    let (out, bound) = if base2 {
        let exp2 = exp(Arith::mul(constant(LN_2), delta));
        let term = Arith::mul(constant(LOG2_E), log1p(exp2));
        (Arith::add(amax, term), PI / LN_2)
    } else {
        (Arith::add(amax, log1p(exp(delta))), PI)
    };
    // `_wrap_between(imag, bound)`: ((im + a) rem 2a, moved above 0) - a.
    let (a, two_a) = (X::c(bound), X::c(2.0 * bound));
    let rem = X((parts(out).1 + a).0.fmod(two_a.0));
    let rem = select(rem < X::c(0.0), rem + two_a, rem);
    complex(X::new(out.re), rem - a)
}
