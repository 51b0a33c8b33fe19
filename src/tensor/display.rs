//! `Display` in JAX's form: `Tensor([1, 2], dtype=int8)`, with NumPy's
//! element formatting (`1.`, `nan`, `True`, `1.+2.j`) and `weak_type=True`
//! for the weak dtypes, which JAX shows as their 64-bit dtype.

use core::fmt;
use std::format;
use std::string::{String, ToString};
use std::vec::Vec;

use half::{bf16, f16};
use num_complex::Complex;

use super::Tensor;
use crate::dtype::{DType, DTypeId};
use crate::policy::Policy;
use crate::scalar::Element;
use crate::scalar::{ElementSlice, with_elements};
use crate::scalar::{
    F4E2M1Fn, F6E2M3Fn, F6E3M2Fn, F8E3M4, F8E4M3, F8E4M3B11Fnuz, F8E4M3Fn, F8E4M3Fnuz, F8E5M2,
    F8E5M2Fnuz, F8E8M0Fnu,
};
use crate::scalar::{I1, I2, I4, U1, U2, U4};

/// How NumPy writes one element of an array: the text, split at the point for
/// floats so that a column of them can be aligned there.
trait Repr: Element {
    fn repr(self, style: &FloatStyle) -> Cell;
    /// The style a column of these values needs (floats only).
    fn style(values: &[Self]) -> FloatStyle {
        let _ = values;
        FloatStyle::default()
    }
}

/// A formatted element: `left` is right-aligned, `right` left-aligned, so
/// that a column of floats lines up at the point. A `whole` cell (`nan`,
/// `True`, an integer) is right-aligned in the full width.
struct Cell {
    left: String,
    right: String,
    whole: bool,
}

impl Cell {
    fn whole(text: String) -> Cell {
        Cell {
            left: text,
            right: String::new(),
            whole: true,
        }
    }
}

/// NumPy's choice for a column of floats: positional or scientific notation.
#[derive(Default)]
struct FloatStyle {
    scientific: bool,
}

impl Repr for bool {
    fn repr(self, _: &FloatStyle) -> Cell {
        // NumPy gives booleans the width of `False` even when all are `True`.
        Cell::whole(format!("{:>5}", if self { "True" } else { "False" }))
    }
}

macro_rules! int_repr {
    ($($t:ty),*) => {$(
        impl Repr for $t {
            fn repr(self, _: &FloatStyle) -> Cell {
                Cell::whole(self.to_string())
            }
        }
    )*};
}
with_elements!(ints: int_repr!());

/// A finite float with as few fraction digits (at most 8, NumPy's precision)
/// as read back as the same value of its own type.
fn shortest<T: Element>(x: T, scientific: bool) -> String {
    let value = x.cast::<f64>();
    let round_trips = |text: &str| {
        text.parse::<f64>()
            .map(|parsed| parsed.cast::<T>() == x)
            .unwrap_or(false)
    };
    for digits in 0..=8 {
        let text = if scientific {
            format!("{value:.digits$e}")
        } else {
            format!("{value:.digits$}")
        };
        if round_trips(&text) {
            return text;
        }
    }
    if scientific {
        format!("{value:.8e}")
    } else {
        format!("{value:.8}")
    }
}

/// NumPy's text of a float in the column's style: `1.`, `0.5`, `1.5e-05`, `nan`.
fn float_cell<T: Element>(x: T, style: &FloatStyle) -> Cell {
    let value = x.cast::<f64>();
    if value.is_nan() {
        return Cell::whole("nan".into());
    }
    if value.is_infinite() {
        return Cell::whole(if value > 0.0 { "inf" } else { "-inf" }.into());
    }
    let text = shortest(x, style.scientific);
    let (mantissa, exponent) = match text.split_once('e') {
        Some((m, e)) => {
            let (sign, digits) = e.strip_prefix('-').map_or(("+", e), |d| ("-", d));
            (m.to_string(), format!("e{sign}{digits:0>2}"))
        }
        None => (text, String::new()),
    };
    let (int, frac) = mantissa
        .split_once('.')
        .map_or((mantissa.as_str(), ""), |(i, f)| (i, f));
    Cell {
        left: format!("{int}."),
        right: format!("{frac}{exponent}"),
        whole: false,
    }
}

/// NumPy switches a column to scientific notation when its finite values span
/// too much: the largest is 1e8 or more, or the smallest nonzero is below 1e-4.
fn float_style<T: Element>(values: &[T]) -> FloatStyle {
    let magnitudes = values
        .iter()
        .map(|x| x.cast::<f64>().abs())
        .filter(|m| m.is_finite() && *m != 0.0);
    let (mut min, mut max) = (f64::INFINITY, 0.0_f64);
    for m in magnitudes {
        min = min.min(m);
        max = max.max(m);
    }
    FloatStyle {
        scientific: max >= 1e8 || min < 1e-4 || (max > 0.0 && max / min > 1e3),
    }
}

macro_rules! float_repr {
    ($($t:ty),*) => {$(
        impl Repr for $t {
            fn repr(self, style: &FloatStyle) -> Cell {
                float_cell(self, style)
            }
            fn style(values: &[Self]) -> FloatStyle {
                float_style(values)
            }
        }
    )*};
}
float_repr!(f16, f32, f64);

impl Repr for bf16 {
    /// ml_dtypes writes `bfloat16` as C's `%g` (six significant digits, no
    /// padding), not as NumPy writes its own floats.
    fn repr(self, _: &FloatStyle) -> Cell {
        Cell::whole(percent_g(self.to_f64()))
    }
}

/// C's `printf("%g")`: six significant digits, trailing zeros dropped.
fn percent_g(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0" } else { "0" }.into();
    }
    let sci = format!("{x:.5e}");
    let exponent: i32 = sci
        .split_once('e')
        .and_then(|(_, e)| e.parse().ok())
        .unwrap_or(0);
    let trim = |t: &str| -> String {
        if t.contains('.') {
            t.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            t.to_string()
        }
    };
    if !(-4..6).contains(&exponent) {
        let (mantissa, _) = sci.split_once('e').unwrap_or((&sci, ""));
        let sign = if exponent < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", trim(mantissa), exponent.abs())
    } else {
        let decimals = (5 - exponent).max(0) as usize;
        trim(&format!("{x:.decimals$}"))
    }
}

macro_rules! minifloat_repr {
    ($($t:ty),*) => {$(
        impl Repr for $t {
            /// ml_dtypes writes its extended floats as C's `%g`, as `bfloat16`.
            fn repr(self, _: &FloatStyle) -> Cell {
                Cell::whole(percent_g(f64::from(self.to_f32())))
            }
        }
    )*};
}
with_elements!(small_floats: minifloat_repr!());

macro_rules! complex_repr {
    ($($t:ty),*) => {$(
        impl Repr for Complex<$t> {
            fn repr(self, style: &FloatStyle) -> Cell {
                let re = float_cell(self.re, style);
                let im = float_cell(self.im.abs(), style);
                let sign = if self.im.is_sign_negative() && !self.im.is_nan() { '-' } else { '+' };
                Cell {
                    left: format!("{}{}", re.left, re.right),
                    right: format!("{sign}{}{}j", im.left, im.right),
                    whole: false,
                }
            }
            fn style(values: &[Self]) -> FloatStyle {
                let parts: Vec<$t> = values.iter().flat_map(|c| [c.re, c.im]).collect();
                float_style(&parts)
            }
        }
    )*};
}
complex_repr!(f32, f64);

/// Writes `cells` (row-major, of `shape`) as nested lists, NumPy style.
fn write_nested(
    f: &mut fmt::Formatter<'_>,
    cells: &[String],
    shape: &[usize],
    indent: usize,
) -> fmt::Result {
    if shape.is_empty() {
        return f.write_str(cells.first().map_or("", String::as_str));
    }
    f.write_str("[")?;
    let stride: usize = shape[1..].iter().product();
    for i in 0..shape[0] {
        if i > 0 {
            f.write_str(",")?;
            if shape.len() == 1 {
                f.write_str(" ")?;
            } else {
                // A line break per inner axis, then the indentation.
                for _ in 1..shape.len() {
                    f.write_str("\n")?;
                }
                write!(f, "{:indent$}", "", indent = indent + 1)?;
            }
        }
        let part = cells.get(i * stride..(i + 1) * stride).unwrap_or(&[]);
        write_nested(f, part, &shape[1..], indent + 1)?;
    }
    f.write_str("]")
}

fn write_tensor<E: Repr>(
    f: &mut fmt::Formatter<'_>,
    values: &[E],
    shape: &[usize],
    (id, weak): (DTypeId, bool),
) -> fmt::Result {
    if values.is_empty() {
        // As JAX writes an empty array: the shape says what `[]` cannot
        // (and a shape such as `[2⁴⁰, 0]` is not walked, row by empty row).
        let lengths: Vec<String> = shape.iter().map(ToString::to_string).collect();
        let shape = match lengths.as_slice() {
            [one] => format!("({one},)"),
            _ => format!("({})", lengths.join(", ")),
        };
        write!(f, "Tensor([], shape={shape}, dtype={id}")?;
        return write_weak(f, weak);
    }
    let style = E::style(values);
    let cells: Vec<Cell> = values.iter().map(|&x| x.repr(&style)).collect();
    let split = cells.iter().filter(|c| !c.whole);
    let left = split
        .clone()
        .map(|c| c.left.chars().count())
        .max()
        .unwrap_or(0);
    let right = split.map(|c| c.right.chars().count()).max().unwrap_or(0);
    let width = if id == DTypeId::BFloat16 {
        0 // ml_dtypes does not align its elements
    } else {
        cells
            .iter()
            .filter(|c| c.whole)
            .map(|c| c.left.chars().count())
            .fold(left + right, usize::max)
    };
    let texts: Vec<String> = cells
        .iter()
        .map(|c| {
            if c.whole {
                format!("{:>width$}", c.left)
            } else {
                // Pad on the left if a whole cell (`-inf`) is the widest.
                let pad = width.saturating_sub(left + right);
                format!("{:>pad$}{:>left$}{:<right$}", "", c.left, c.right)
            }
        })
        .collect();
    f.write_str("Tensor(")?;
    write_nested(f, &texts, shape, "Tensor(".len())?;
    write!(f, ", dtype={id}")?;
    write_weak(f, weak)
}

/// The end of a tensor's text: JAX's weak-type flag, and the parenthesis.
fn write_weak(f: &mut fmt::Formatter<'_>, weak: bool) -> fmt::Result {
    if weak {
        f.write_str(", weak_type=True")?;
    }
    f.write_str(")")
}

/// `write_any`: `values`, of the element type they are, written; one arm
/// per stored dtype of the table.
macro_rules! write_any {
    ($($marker:ident: $t:ty,)*) => {
        /// `values`, of the element type they are, written.
        fn write_any<E: Element>(
            f: &mut fmt::Formatter<'_>,
            values: &[E],
            shape: &[usize],
            id: (DTypeId, bool),
        ) -> fmt::Result {
            match E::as_slice_of(values) {
                $(ElementSlice::$marker(v) => write_tensor(f, v, shape, id),)*
            }
        }
    };
}
with_elements!(stored: write_any!());

impl<D: DType, P: Policy> fmt::Display for Tensor<D, P> {
    /// JAX's `repr` of an array, with `Tensor` for `Array`:
    /// `Tensor([1., 2.], dtype=float16)`, and for one with no elements
    /// `Tensor([], shape=(0, 3), dtype=float32)`. Long arrays are written in
    /// full, not summarised with `...` as NumPy does past 1000 elements.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // JAX shows a weak type as the dtype it is stored in: `float32` for
        // `WeakFloat32`, `float64` for `WeakFloat`.
        let shown = (<D::Strong as DType>::ID, D::IS_WEAK);
        write_any(f, &self.to_vec(), self.shape(), shown)
    }
}
