//! The complex algorithms the others are written with: XLA's real
//! arithmetic under operator syntax ([`X`]), and `abs`, `sqrt`, `exp`, `log`,
//! `tanh`, `sign`, division and power as JAX and XLA compute them.

use core::ops::{Add, Div, Mul, Neg, Sub};

use num_complex::Complex;

use crate::scalar::functions::FloatFunctions;
use crate::scalar::ops::FloatFn;

/// A real number in XLA's CPU arithmetic: [`RealFloat`]'s operations under
/// operator syntax, so that the algorithms below read as their formulas. It
/// adds no arithmetic of its own: it holds a flushed value, and every
/// operation is `RealFloat`'s, which flushes its result.
#[derive(Clone, Copy, PartialEq, PartialOrd)]
pub(super) struct X<F>(pub(super) F);

impl<F: FloatFunctions> X<F> {
    #[inline]
    pub(super) fn new(x: F) -> Self {
        X(x.flush())
    }
    #[inline]
    pub(super) fn c(value: f64) -> Self {
        X(F::constant(value))
    }
    #[inline]
    pub(super) fn abs(self) -> Self {
        X(self.0.abs())
    }
    #[inline]
    pub(super) fn is_nan(self) -> bool {
        self.0.is_nan()
    }
    #[inline]
    pub(super) fn is_infinite(self) -> bool {
        self.0.is_infinite()
    }
    #[inline]
    pub(super) fn is_finite(self) -> bool {
        self.0.is_finite()
    }
    #[inline]
    pub(super) fn powf(self, exponent: Self) -> Self {
        X(self.0.powf(exponent.0))
    }
    #[inline]
    pub(super) fn sqrt(self) -> Self {
        X(self.0.function(FloatFn::Sqrt))
    }
    #[inline]
    pub(super) fn exp(self) -> Self {
        X(self.0.function(FloatFn::Exp))
    }
    #[inline]
    pub(super) fn log(self) -> Self {
        X(self.0.function(FloatFn::Log))
    }
    #[inline]
    pub(super) fn sin(self) -> Self {
        X(self.0.function(FloatFn::Sin))
    }
    #[inline]
    pub(super) fn cos(self) -> Self {
        X(self.0.function(FloatFn::Cos))
    }
    #[inline]
    pub(super) fn expm1(self) -> Self {
        X(self.0.expm1())
    }
    #[inline]
    pub(super) fn log1p(self) -> Self {
        X(self.0.log1p())
    }
    #[inline]
    pub(super) fn mul_add(self, a: Self, b: Self) -> Self {
        X(self.0.mul_add(a.0, b.0))
    }
    /// `atan2(self, x)`, from the operands as given (see `atan2_f32`).
    #[inline]
    pub(super) fn atan2(y: F, x: F) -> Self {
        X(y.atan2(x))
    }
    #[inline]
    pub(super) fn copysign(self, sign: Self) -> Self {
        X(self.0.copysign(sign.0))
    }
    /// StableHLO's `maximum`: NaN if either is NaN.
    #[inline]
    pub(super) fn max(self, other: Self) -> Self {
        if self.is_nan() || other < self {
            self
        } else {
            other
        }
    }
    /// StableHLO's `minimum`: NaN if either is NaN.
    #[inline]
    pub(super) fn min(self, other: Self) -> Self {
        if self.is_nan() || self < other {
            self
        } else {
            other
        }
    }
}

impl<F: FloatFunctions> Add for X<F> {
    type Output = Self;
    #[inline]
    fn add(self, other: Self) -> Self {
        X(self.0.add(other.0))
    }
}

impl<F: FloatFunctions> Sub for X<F> {
    type Output = Self;
    #[inline]
    fn sub(self, other: Self) -> Self {
        X(self.0.sub(other.0))
    }
}

impl<F: FloatFunctions> Mul for X<F> {
    type Output = Self;
    #[inline]
    fn mul(self, other: Self) -> Self {
        X(self.0.mul(other.0))
    }
}

impl<F: FloatFunctions> Div for X<F> {
    type Output = Self;
    #[inline]
    fn div(self, other: Self) -> Self {
        X(self.0.div(other.0))
    }
}

impl<F: FloatFunctions> Neg for X<F> {
    type Output = Self;
    #[inline]
    fn neg(self) -> Self {
        X(-self.0)
    }
}

/// `if condition { a } else { b }`: a select, both sides computed.
#[inline]
pub(super) fn select<T>(condition: bool, a: T, b: T) -> T {
    if condition { a } else { b }
}

#[inline]
pub(super) fn parts<F: FloatFunctions>(z: Complex<F>) -> (X<F>, X<F>) {
    (X::new(z.re), X::new(z.im))
}

#[inline]
pub(super) fn complex<F: FloatFunctions>(re: X<F>, im: X<F>) -> Complex<F> {
    Complex::new(re.0, im.0)
}

/// `|z|` as XLA computes it: `max · sqrt(1 + (min/max)²)`, falling back to
/// `min` where that is NaN (both parts zero, or both infinite). Not `hypot`:
/// the last bit can differ. A NaN part gives NaN, even beside an infinity.
/// XLA's CPU code fuses `r · r + 1` into one rounding (an FMA), and so does
/// this (the fixture tells the two apart).
pub(super) fn abs<F: FloatFunctions>(z: Complex<F>) -> F {
    let (x, y) = parts(z);
    let (ax, ay) = (x.abs(), y.abs());
    let (mx, mn) = (ax.max(ay), ax.min(ay));
    let r = mn / mx;
    let result = mx * r.mul_add(r, X::c(1.0)).sqrt();
    select(result.is_nan(), mn, result).0
}

/// The hypotenuse step of `sqrt`: `sqrt(mx² + mn²)` for `mx >= mn`, given
/// `r = (mn/mx)²` and `sqa = sqrt(1 + r)`, exact where `mx == mn` and
/// accurate where `r` is below the format's resolution.
#[inline]
pub(super) fn hypot_step<F: FloatFunctions>(mx: X<F>, mn: X<F>, r: X<F>, sqa: X<F>) -> X<F> {
    let two = X::c(2.0);
    select(
        mx == mn,
        X::c(core::f64::consts::SQRT_2) * mx,
        select(
            sqa == X::c(1.0) && r > X::c(0.0),
            mx + mx * r / two,
            mx * sqa,
        ),
    )
}

/// The principal square root, with StableHLO's algorithm: `sqrt(-4 + 0i)` is
/// exactly `2i`, `sqrt(0 - 0i)` is `0 + 0i`, a NaN part gives NaN + NaN i.
pub(super) fn sqrt<F: FloatFunctions>(z: Complex<F>) -> Complex<F> {
    let (x, y) = parts(z);
    let (zero, one, two) = (X::c(0.0), X::c(1.0), X::c(2.0));
    let sqrt2 = X::c(core::f64::consts::SQRT_2);
    let (ax, ay) = (x.abs(), y.abs());
    let eq = ax == ay;
    let (sq_ax, sq_ay) = (ax.sqrt(), ay.sqrt());

    let (mx, mn) = (ax.max(ay), ax.min(ay));
    let q = mn / mx;
    let r = q * q;
    let u_general = (hypot_step(mx, mn, r, (one + r).sqrt()) / two + ax / two).sqrt();
    // Where that under- or overflows, the same in a scaled form.
    let rescale = u_general == zero || u_general == X(F::INFINITY);
    let r0 = select(eq, one, select(ax < ay, ax / ay, ay / ax));
    let (m1, n1) = (one.max(r0.abs()), one.min(r0.abs()));
    let q1 = n1 / m1;
    let r1 = q1 * q1;
    let h = hypot_step(m1, n1, r1, (one + r1).sqrt());
    let (sq_1h, sq_rh) = ((one + h).sqrt(), (r0 + h).sqrt());

    // XLA's compiler multiplies by the reciprocal of each constant divisor
    // (rounded to the format), folding `c / √2` into one constant.
    let inv_sqrt2 = one / sqrt2;
    let u = select(
        eq,
        sq_ax * (X::c(1.553_773_974_030_037_4) * inv_sqrt2),
        select(
            rescale,
            select(
                ax > ay,
                sq_ax * (sq_1h * inv_sqrt2),
                sq_ay * (sq_rh * inv_sqrt2),
            ),
            u_general,
        ),
    );
    let ratio = select(eq, one, select(ax < ay, sq_ax / sq_ay, sq_ay / sq_ax));
    let ay_u = select(
        eq,
        sq_ay * (one / X::c(2.197_368_226_935_62)),
        select(
            rescale,
            select(
                ax > ay,
                sq_ay * ratio / (sq_1h * sqrt2),
                sq_ay / (sq_rh * sqrt2),
            ),
            ay / (u_general * two),
        ),
    );
    let re = select(x >= zero, u, ay_u);
    let im = select(
        x < zero,
        select(y < zero, -u, u),
        select(y < zero, -ay_u, ay_u),
    );
    complex(re, im)
}

/// `e^z` with StableHLO's algorithm: `e^x` in two halves where it overflows
/// (so that `e^(x) · cos y` stays finite when it can), and a zero imaginary part
/// exactly where `y` is zero.
pub(super) fn exp<F: FloatFunctions>(z: Complex<F>) -> Complex<F> {
    let (x, y) = parts(z);
    let zero = X::c(0.0);
    let e = x.exp();
    let overflow = e == X(F::INFINITY);
    let half = (x * X::c(0.5)).exp();
    let (cs, sn) = (y.cos(), y.sin());
    let re = select(overflow, half * cs * half, e * cs);
    let im = select(y == zero, zero, select(overflow, half * sn * half, e * sn));
    complex(re, im)
}

/// The rounding error of `v * v`, which rounded is `hi` (Dekker's product,
/// with Veltkamp's split of `v`).
#[inline]
pub(super) fn square_low<F: FloatFunctions>(v: X<F>, hi: X<F>) -> X<F> {
    let cv = X(F::SPLIT) * v;
    let vh = cv + (v - cv);
    let vl = v - vh;
    let p = vh * vl;
    ((-hi + vh * vh) + p + p) + vl * vl
}

/// The low part of `a + b`, whose rounded sum is `s` (Knuth's two-sum).
#[inline]
pub(super) fn sum_low<F: FloatFunctions>(a: X<F>, b: X<F>, s: X<F>) -> X<F> {
    let bv = s - a;
    (a - (s - bv)) + (b - bv)
}

/// The natural logarithm with StableHLO's algorithm: near `|z| = 1` the real
/// part is `log1p(x² + y² - 1) / 2`, with `x² + y² - 1` computed in double
/// length (Dekker's products); elsewhere `log(max) + log1p((min/max)²) / 2`.
pub(super) fn log<F: FloatFunctions>(z: Complex<F>) -> Complex<F> {
    let (x, y) = parts(z);
    let (one, half) = (X::c(1.0), X::c(0.5));
    let (yy, xx) = (y * y, x * x);
    let greater = yy > xx;
    let (mxh, mnh) = (select(greater, yy, xx), select(greater, xx, yy));
    let (lo_y, lo_x) = (square_low(y, yy), square_low(x, xx));
    let h2 = -one + mxh;
    let h1 = h2 + mnh;
    let h0 = h1 + lo_y;
    let h = h0 + lo_x;
    let l = mxh - (h2 - -one);
    let l0 = mnh - (h1 - h2);
    let l1 = lo_y - (h0 - h1);
    let l2 = lo_x - (h - h0);
    let s = h + (((l + l0) + l1) + l2);

    let (ax, ay) = (x.abs(), y.abs());
    let (mx, mn) = (ax.max(ay), ax.min(ay));
    let q = select(mn == mx, one, mn / mx);
    let re = select(
        s.abs() < half,
        half * s.log1p(),
        mx.log() + half * (q * q).log1p(),
    );
    complex(re, X::atan2(z.im, z.re))
}

/// `tanh z` as XLA computes it: `(sinh 2a + i sin 2b) / (cosh 2a + cos 2b)`
/// through `expm1`, `±1` where `cosh 2a` overflows, and XLA's special values:
/// the imaginary part is `+0` where `b` is zero.
pub(super) fn tanh<F: FloatFunctions>(z: Complex<F>) -> Complex<F> {
    let (a, b) = parts(z);
    let (zero, one, four) = (X::c(0.0), X::c(1.0), X::c(4.0));
    let two_a = a + a;
    let (e1, e2) = (two_a.expm1(), (X::c(-1.0) * two_a).expm1());
    let real_numerator = e1 - e2;
    let (cb, sb) = (b.cos(), b.sin());
    let imag_numerator = four * (cb * sb);
    let sum = e1 + e2;
    let denominator = sum + cb * cb * four;
    let re = select(
        sum == X(F::INFINITY),
        one.copysign(a),
        real_numerator / denominator,
    );
    let im = imag_numerator / denominator;
    let a_infinite = a.abs() == X(F::INFINITY);
    let nan = imag_numerator.is_nan();
    let re = select(nan && !a_infinite, X(F::NAN), re);
    let im = select(b == zero || (a_infinite && nan), zero, im);
    complex(re, im)
}

/// `jnp.sign` of a complex number as XLA computes it: each part divided by
/// `|z|` (XLA's `abs`), and `z` itself where `|z|` is 0 (so `0 - 0i` keeps
/// its signs).
pub(super) fn sign<F: FloatFunctions>(z: Complex<F>) -> Complex<F> {
    let (x, y) = parts(z);
    let magnitude = X(abs(z));
    if magnitude == X::c(0.0) {
        return complex(x, y);
    }
    complex(x / magnitude, y / magnitude)
}

/// XLA's complex division on CPU: Smith's algorithm, and where it gives
/// NaN + NaN i, C99's recovery for a zero divisor, an infinite dividend over a
/// finite divisor, and a finite dividend over an infinite divisor.
pub(super) fn divide<F: FloatFunctions>(a: Complex<F>, b: Complex<F>) -> Complex<F> {
    let ((ar, ai), (br, bi)) = (parts(a), parts(b));
    let (zero, one, inf) = (X::c(0.0), X::c(1.0), X(F::INFINITY));
    // XLA's CPU code fuses each product with the sum it feeds (FMA).
    let (re, im) = if br.abs() < bi.abs() {
        let ratio = br / bi;
        let denom = ratio.mul_add(br, bi);
        (
            ratio.mul_add(ar, ai) / denom,
            ratio.mul_add(ai, -ar) / denom,
        )
    } else {
        let ratio = bi / br;
        let denom = ratio.mul_add(bi, br);
        (
            ratio.mul_add(ai, ar) / denom,
            (-ratio).mul_add(ar, ai) / denom,
        )
    };
    if !(re.is_nan() && im.is_nan()) {
        return complex(re, im);
    }
    if br == zero && bi == zero && !(ar.is_nan() && ai.is_nan()) {
        let scale = inf.copysign(br);
        return complex(scale * ar, scale * ai);
    }
    let unit = |x: X<F>| select(x.is_infinite(), one, zero).copysign(x);
    if (ar.is_infinite() || ai.is_infinite()) && br.is_finite() && bi.is_finite() {
        let (ur, ui) = (unit(ar), unit(ai));
        return complex(inf * (ur * br + ui * bi), inf * (ui * br - ur * bi));
    }
    if (br.is_infinite() || bi.is_infinite()) && ar.is_finite() && ai.is_finite() {
        let (ur, ui) = (unit(br), unit(bi));
        return complex(zero * (ar * ur + ai * ui), zero * (ai * ur - ar * ui));
    }
    complex(re, im)
}

/// XLA's complex power: `|a|^c · e^(-d·arg a) · (cos q + i sin q)` with
/// `q = c·arg a + d·ln|a|`, `|a|` as XLA's `abs` computes it (not `hypot`), and Kahan's special cases: `x^0 = 1`, `1^y = 1`,
/// `0^c = 0` for `c > 0`, `inf^c` for real `c`.
pub(super) fn power<F: FloatFunctions>(x: Complex<F>, y: Complex<F>) -> Complex<F> {
    let ((a, b), (c, d)) = (parts(x), parts(y));
    let (zero, one, inf) = (X::c(0.0), X::c(1.0), X(F::INFINITY));
    if a == one && b == zero {
        return complex(one, zero);
    }
    if c == zero && d == zero {
        return complex(one, zero);
    }
    if a == inf && b == zero && d == zero && c != zero && !c.is_nan() {
        return if c > zero {
            complex(inf, zero)
        } else {
            complex(zero, zero)
        };
    }
    let abs = X(abs(x));
    if abs == zero && d == zero && zero <= c {
        return complex(select(c == zero, one, zero), zero);
    }
    let arg = X::atan2(b.0, a.0);
    let coeff = abs.powf(c) * (-d * arg).exp();
    // XLA's CPU code fuses the first product with the sum (FMA).
    let q = c.mul_add(arg, d * abs.log());
    complex(coeff * q.cos(), coeff * q.sin())
}
