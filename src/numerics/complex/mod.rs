//! Complex functions as JAX computes them on CPU, special values included.
//!
//! JAX does not use the textbook formulas (nor `num_complex`'s, which follow
//! C99's annex G): `jnp.sin` and `jnp.cos` are JAX's own expansions into real
//! operations (`_sin_complex`, `_cos_complex` in `jax/_src/lax/lax.py`);
//! `sqrt`, `exp` and `log` are rewritten into real operations by StableHLO's
//! complex-math expander before XLA sees them (the algorithms of
//! `pearu/functional_algorithms`); `abs` and `tanh` are XLA's own
//! (`EmitComplexAbs`, `EmitComplexTanh`); division is XLA's Smith algorithm with
//! C99's recovery, and power XLA's polar form with Kahan's special cases.
//!
//! Every real operation flushes subnormal operands and results, as XLA's CPU
//! code does. The real transcendental functions are the platform's (`std`), so
//! the last bits can differ from XLA's approximations; the special values
//! (infinities, NaN, signed zeros) follow from the formulas and match.

use core::ops::{Add, Div, Mul, Neg, Sub};

use num_complex::Complex;

use super::float::RealFloat;

mod composite;

use self::composite::{arctan2, cos, expm1, log_base, log1p, logaddexp, sin};
use super::ops::{FloatElem, FloatFn, NumericElem, PartsElem, PowerElem, RoundElem, integer_pow};

/// A real number in XLA's CPU arithmetic: [`RealFloat`]'s operations under
/// operator syntax, so that the algorithms below read as their formulas. It
/// adds no arithmetic of its own: it holds a flushed value, and every
/// operation is `RealFloat`'s, which flushes its result.
#[derive(Clone, Copy, PartialEq, PartialOrd)]
struct X<F>(F);

impl<F: RealFloat> X<F> {
    #[inline]
    fn new(x: F) -> Self {
        X(x.flush())
    }
    #[inline]
    fn c(value: f64) -> Self {
        X(F::constant(value))
    }
    #[inline]
    fn abs(self) -> Self {
        X(self.0.abs())
    }
    #[inline]
    fn is_nan(self) -> bool {
        self.0.is_nan()
    }
    #[inline]
    fn is_infinite(self) -> bool {
        self.0.is_infinite()
    }
    #[inline]
    fn is_finite(self) -> bool {
        self.0.is_finite()
    }
    #[inline]
    fn powf(self, exponent: Self) -> Self {
        X(self.0.powf(exponent.0))
    }
    #[inline]
    fn sqrt(self) -> Self {
        X(self.0.function(FloatFn::Sqrt))
    }
    #[inline]
    fn exp(self) -> Self {
        X(self.0.function(FloatFn::Exp))
    }
    #[inline]
    fn log(self) -> Self {
        X(self.0.function(FloatFn::Log))
    }
    #[inline]
    fn sin(self) -> Self {
        X(self.0.function(FloatFn::Sin))
    }
    #[inline]
    fn cos(self) -> Self {
        X(self.0.function(FloatFn::Cos))
    }
    #[inline]
    fn expm1(self) -> Self {
        X(self.0.expm1())
    }
    #[inline]
    fn log1p(self) -> Self {
        X(self.0.log1p())
    }
    #[inline]
    fn mul_add(self, a: Self, b: Self) -> Self {
        X(self.0.mul_add(a.0, b.0))
    }
    /// `atan2(self, x)`, from the operands as given (see `atan2_f32`).
    #[inline]
    fn atan2(y: F, x: F) -> Self {
        X(y.atan2(x))
    }
    #[inline]
    fn copysign(self, sign: Self) -> Self {
        X(self.0.copysign(sign.0))
    }
    /// StableHLO's `maximum`: NaN if either is NaN.
    #[inline]
    fn max(self, other: Self) -> Self {
        if self.is_nan() || other < self {
            self
        } else {
            other
        }
    }
    /// StableHLO's `minimum`: NaN if either is NaN.
    #[inline]
    fn min(self, other: Self) -> Self {
        if self.is_nan() || self < other {
            self
        } else {
            other
        }
    }
}

impl<F: RealFloat> Add for X<F> {
    type Output = Self;
    #[inline]
    fn add(self, other: Self) -> Self {
        X(self.0.add(other.0))
    }
}

impl<F: RealFloat> Sub for X<F> {
    type Output = Self;
    #[inline]
    fn sub(self, other: Self) -> Self {
        X(self.0.sub(other.0))
    }
}

impl<F: RealFloat> Mul for X<F> {
    type Output = Self;
    #[inline]
    fn mul(self, other: Self) -> Self {
        X(self.0.mul(other.0))
    }
}

impl<F: RealFloat> Div for X<F> {
    type Output = Self;
    #[inline]
    fn div(self, other: Self) -> Self {
        X(self.0.div(other.0))
    }
}

impl<F: RealFloat> Neg for X<F> {
    type Output = Self;
    #[inline]
    fn neg(self) -> Self {
        X(-self.0)
    }
}

/// `if condition { a } else { b }`: a select, both sides computed.
#[inline]
fn select<T>(condition: bool, a: T, b: T) -> T {
    if condition { a } else { b }
}

#[inline]
fn parts<F: RealFloat>(z: Complex<F>) -> (X<F>, X<F>) {
    (X::new(z.re), X::new(z.im))
}

#[inline]
fn complex<F: RealFloat>(re: X<F>, im: X<F>) -> Complex<F> {
    Complex::new(re.0, im.0)
}

/// `|z|` as XLA computes it: `max · sqrt(1 + (min/max)²)`, falling back to
/// `min` where that is NaN (both parts zero, or both infinite). Not `hypot`:
/// the last bit can differ. A NaN part gives NaN, even beside an infinity.
/// XLA's CPU code fuses `r · r + 1` into one rounding (an FMA), and so does
/// this (the fixture tells the two apart).
fn abs<F: RealFloat>(z: Complex<F>) -> F {
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
fn hypot_step<F: RealFloat>(mx: X<F>, mn: X<F>, r: X<F>, sqa: X<F>) -> X<F> {
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
fn sqrt<F: RealFloat>(z: Complex<F>) -> Complex<F> {
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
fn exp<F: RealFloat>(z: Complex<F>) -> Complex<F> {
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
fn square_low<F: RealFloat>(v: X<F>, hi: X<F>) -> X<F> {
    let cv = X(F::SPLIT) * v;
    let vh = cv + (v - cv);
    let vl = v - vh;
    let p = vh * vl;
    ((-hi + vh * vh) + p + p) + vl * vl
}

/// The low part of `a + b`, whose rounded sum is `s` (Knuth's two-sum).
#[inline]
fn sum_low<F: RealFloat>(a: X<F>, b: X<F>, s: X<F>) -> X<F> {
    let bv = s - a;
    (a - (s - bv)) + (b - bv)
}

/// The natural logarithm with StableHLO's algorithm: near `|z| = 1` the real
/// part is `log1p(x² + y² - 1) / 2`, with `x² + y² - 1` computed in double
/// length (Dekker's products); elsewhere `log(max) + log1p((min/max)²) / 2`.
fn log<F: RealFloat>(z: Complex<F>) -> Complex<F> {
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
fn tanh<F: RealFloat>(z: Complex<F>) -> Complex<F> {
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
fn sign<F: RealFloat>(z: Complex<F>) -> Complex<F> {
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
fn divide<F: RealFloat>(a: Complex<F>, b: Complex<F>) -> Complex<F> {
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
fn power<F: RealFloat>(x: Complex<F>, y: Complex<F>) -> Complex<F> {
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

/// The tensor operations' element functions on complex numbers.
macro_rules! complex_ops {
    ($($t:ty),*) => {$(
        impl NumericElem for Complex<$t> {
            #[inline]
            fn sub(self, other: Self) -> Self {
                Complex::new(RealFloat::sub(self.re, other.re), RealFloat::sub(self.im, other.im))
            }
            #[inline]
            fn neg(self) -> Self {
                -self
            }
            #[inline]
            fn sign(self) -> Self {
                sign(self)
            }
            #[inline]
            fn round_even(self) -> Self {
                Complex::new(self.re.round_even(), self.im.round_even())
            }
            #[inline]
            fn square(self) -> Self {
                // (a + bi)² = (a - b)(a + b) + 2abi: `lax.square` of a complex
                // number as XLA expands it, not the product `x * x` (the sign
                // of an underflowing real part tells them apart).
                let (x, y) = parts(self);
                complex((x - y) * (x + y), X::c(2.0) * x * y)
            }
        }

        impl RoundElem for Complex<$t> {
            #[inline]
            fn floor(self) -> Self {
                Complex::new(RoundElem::floor(self.re), RoundElem::floor(self.im))
            }
            #[inline]
            fn ceil(self) -> Self {
                Complex::new(RoundElem::ceil(self.re), RoundElem::ceil(self.im))
            }
            #[inline]
            fn trunc(self) -> Self {
                Complex::new(RoundElem::trunc(self.re), RoundElem::trunc(self.im))
            }
            #[inline]
            fn is_nan(self) -> bool {
                RoundElem::is_nan(self.re) || RoundElem::is_nan(self.im)
            }
            #[inline]
            fn is_inf(self) -> bool {
                self.re.is_inf() || self.im.is_inf()
            }
            #[inline]
            fn is_finite(self) -> bool {
                RoundElem::is_finite(self.re) && RoundElem::is_finite(self.im)
            }
            #[inline]
            fn sign_bit(self) -> bool {
                self.re.sign_bit()
            }
            // JAX has neither for complex numbers; the parts', for uniformity.
            #[inline]
            fn copy_sign(self, sign: Self) -> Self {
                Complex::new(self.re.copy_sign(sign.re), self.im.copy_sign(sign.im))
            }
            #[inline]
            fn next_after(self, toward: Self) -> Self {
                Complex::new(self.re.next_after(toward.re), self.im.next_after(toward.im))
            }
        }

        impl FloatElem for Complex<$t> {
            #[inline]
            fn div(self, other: Self) -> Self {
                divide(self, other)
            }
            /// XLA does not rewrite a complex division by a broadcast divisor.
            #[inline]
            fn div_broadcast(self, other: Self) -> Self {
                divide(self, other)
            }
            #[inline]
            fn unary(self, op: FloatFn) -> Self {
                match op {
                    FloatFn::Sqrt => sqrt(self),
                    FloatFn::Exp => exp(self),
                    FloatFn::Log => log(self),
                    FloatFn::Sin => sin(self),
                    FloatFn::Cos => cos(self),
                    FloatFn::Tanh => tanh(self),
                    FloatFn::Expm1 => expm1(self),
                    FloatFn::Log1p => log1p(self),
                    FloatFn::Log2 | FloatFn::Log10 => log_base(self, op),
                }
            }
            #[inline]
            fn logaddexp(self, other: Self, base2: bool) -> Self {
                logaddexp(self, other, base2)
            }
            #[inline]
            fn arctan2(self, x: Self) -> Self {
                arctan2(self, x)
            }
        }

        impl PowerElem for Complex<$t> {
            #[inline]
            fn power(self, other: Self) -> Self {
                power(self, other)
            }
            #[inline]
            fn powi(self, n: i32) -> Self {
                let acc = integer_pow(self, n.unsigned_abs());
                if n < 0 { divide(Complex::new(1.0, 0.0), acc) } else { acc }
            }
        }

        impl PartsElem for Complex<$t> {
            type Real = $t;
            #[inline]
            fn abs(self) -> $t {
                abs(self)
            }
            #[inline]
            fn real(self) -> $t {
                self.re
            }
            #[inline]
            fn imag(self) -> $t {
                self.im
            }
            #[inline]
            fn conj(self) -> Self {
                Complex::conj(&self)
            }
        }
    )*};
}

complex_ops!(f32, f64);
