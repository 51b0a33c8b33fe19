//! The `.npy` header: the magic string, the version, and the Python
//! dictionary literal that gives the dtype string (`'descr'`), the order and
//! the shape; parsed (a small parser of Python literals) and written, and
//! the dtype strings this crate reads and writes.

use std::borrow::ToOwned;
use std::format;
use std::io::Read;
use std::string::{String, ToString};
use std::vec::Vec;

use super::super::{IoError, read_at_most, read_full};
#[cfg(feature = "io")]
use crate::dtype::DType;
use crate::dtype::DTypeId;

/// The first 6 bytes of every `.npy` file.
pub(super) const MAGIC: &[u8; 6] = b"\x93NUMPY";

/// NumPy aligns the data to 64 bytes (`numpy.lib.format.ARRAY_ALIGN`).
#[cfg(feature = "io")]
pub(super) const ALIGN: usize = 64;

/// What a header's `'descr'` names.
#[derive(Clone, Copy, Debug)]
pub(super) enum Descr {
    /// A dtype of this crate.
    Typed(DTypeId),
    /// NumPy's void dtype: raw values of this many bytes.
    Raw(usize),
}

/// A parsed `.npy` header.
#[derive(Debug)]
pub(in crate::io) struct Header {
    /// The dtype string, as written.
    pub(super) descr: String,
    pub(super) kind: Descr,
    // Read with the elements only (feature `io`), as are `Layout`'s counts.
    #[cfg_attr(not(feature = "io"), allow(dead_code))]
    pub(super) big_endian: bool,
    #[cfg_attr(not(feature = "io"), allow(dead_code))]
    pub(super) fortran_order: bool,
    /// The shape, as written: `None` for an axis length that does not fit `u64`.
    pub(super) shape: Vec<Option<u64>>,
}

/// A header's shape, checked against the element size.
pub(in crate::io) struct Layout {
    pub(super) shape: Vec<usize>,
    #[cfg_attr(not(feature = "io"), allow(dead_code))]
    pub(super) bytes: usize,
}

/// Parses a dtype string: its kind, and whether it is big-endian.
pub(super) fn parse_descr(descr: &str) -> Result<(Descr, bool), IoError> {
    let unknown = || IoError::UnknownDType {
        descr: descr.to_owned(),
    };
    #[derive(PartialEq)]
    enum Order {
        Little,
        Big,
        Native,
        Irrelevant,
    }
    let (order, rest) = match descr.as_bytes().first() {
        Some(b'<') => (Order::Little, &descr[1..]),
        Some(b'>') => (Order::Big, &descr[1..]),
        Some(b'=') => (Order::Native, &descr[1..]),
        Some(b'|') => (Order::Irrelevant, &descr[1..]),
        _ => (Order::Native, descr),
    };
    let (kind, digits) = match (rest.as_bytes().first(), rest.get(1..)) {
        (Some(&kind), Some(digits)) => (kind, digits),
        _ => return Err(unknown()),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(unknown());
    }
    let size: usize = digits.parse().map_err(|_| unknown())?;
    let kind = if kind == b'V' {
        if size == 0 {
            return Err(unknown());
        }
        Descr::Raw(size)
    } else {
        Descr::Typed(typed_of(kind, size).ok_or_else(unknown)?)
    };
    let big_endian = match order {
        // Raw values are bytes whatever the order says: NumPy ignores it
        // for its void dtype (a '>V2' array holds the bytes '<V2' would).
        _ if matches!(kind, Descr::Raw(_)) => false,
        Order::Little => false,
        Order::Big => true,
        Order::Native => cfg!(target_endian = "big"),
        // '|': byte order does not apply, as for one-byte types.
        Order::Irrelevant if size == 1 => false,
        Order::Irrelevant => return Err(unknown()),
    };
    Ok((kind, big_endian))
}

/// The dtype of a `.npy` dtype string's kind (`b'f'`) and size in bytes,
/// other than raw values (`'V'`): the one this crate writes so
/// (`DTypeId::npy_descr`, the dtype table's `npy` column; the first in the table's order, so `'<i8'` is `int64`, not
/// the weak int written so).
pub(super) fn typed_of(kind: u8, size: usize) -> Option<DTypeId> {
    DTypeId::ALL.into_iter().find(|&d| {
        let written = d.npy_descr().as_bytes();
        written[1] == kind && written[1] != b'V' && descr_size(written) == Some(size)
    })
}

/// The size in bytes of a dtype string this crate writes (`b"<f4"`: 4).
pub(super) fn descr_size(written: &[u8]) -> Option<usize> {
    core::str::from_utf8(&written[2..]).ok()?.parse().ok()
}

/// A value of a header's dictionary.
pub(super) enum Value {
    Str(String),
    Bool(bool),
    /// A tuple of integers (`None`: one that does not fit `u64`).
    Tuple(Vec<Option<u64>>),
    /// Anything else, as written (a structured dtype's list, `None`, …).
    Other(String),
}

/// A parser of the Python literals NumPy writes in headers.
pub(super) struct Parser<'a> {
    text: &'a str,
    pos: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.text
            .get(self.pos..)
            .and_then(|rest| rest.chars().next())
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    fn skip_whitespace(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    fn expect(&mut self, expected: char) -> Result<(), String> {
        self.skip_whitespace();
        match self.bump() {
            Some(c) if c == expected => Ok(()),
            Some(c) => Err(format!(
                "expected {expected:?} at byte {}, found {c:?}",
                self.pos - c.len_utf8()
            )),
            None => Err(format!(
                "expected {expected:?}, found the end of the header"
            )),
        }
    }

    /// A quoted string (NumPy's dtype strings and keys have no escapes; a
    /// backslash takes the next character as it is).
    fn string(&mut self) -> Result<String, String> {
        self.skip_whitespace();
        let quote = match self.bump() {
            Some(q @ ('\'' | '"')) => q,
            Some(c) => return Err(format!("expected a quoted string, found {c:?}")),
            None => return Err("expected a quoted string, found the end of the header".to_owned()),
        };
        let mut out = String::new();
        loop {
            match self.bump() {
                Some(c) if c == quote => return Ok(out),
                Some('\\') => match self.bump() {
                    Some(c) => out.push(c),
                    None => break,
                },
                Some(c) => out.push(c),
                None => break,
            }
        }
        Err("a string is not closed".to_owned())
    }

    /// A tuple of non-negative integers (Python 2's `3L` too).
    fn tuple(&mut self) -> Result<Vec<Option<u64>>, String> {
        self.expect('(')?;
        let mut items = Vec::new();
        loop {
            self.skip_whitespace();
            match self.peek() {
                Some(')') => {
                    self.bump();
                    return Ok(items);
                }
                Some(c) if c.is_ascii_digit() => {
                    let start = self.pos;
                    while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                        self.bump();
                    }
                    items.push(self.text[start..self.pos].parse::<u64>().ok());
                    if self.peek() == Some('L') {
                        self.bump();
                    }
                    self.skip_whitespace();
                    match self.bump() {
                        Some(',') => {}
                        Some(')') => return Ok(items),
                        Some(c) => {
                            return Err(format!("expected ',' or ')' in the shape, found {c:?}"));
                        }
                        None => return Err("the shape's tuple is not closed".to_owned()),
                    }
                }
                Some(c) => {
                    return Err(format!(
                        "expected a non-negative integer in the shape, found {c:?}"
                    ));
                }
                None => return Err("the shape's tuple is not closed".to_owned()),
            }
        }
    }

    /// Any other value, up to the next `,` or `}` outside brackets and quotes.
    fn other(&mut self) -> Result<String, String> {
        let start = self.pos;
        let mut depth = 0_usize;
        let mut quote = None;
        while let Some(c) = self.peek() {
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), '\\') => {
                    self.bump();
                }
                (Some(_), _) => {}
                (None, '\'' | '"') => quote = Some(c),
                (None, '(' | '[' | '{') => depth += 1,
                (None, ')' | ']' | '}') if depth > 0 => depth -= 1,
                (None, ',' | '}') if depth == 0 => break,
                _ => {}
            }
            self.bump();
        }
        let value = self.text[start..self.pos].trim();
        if value.is_empty() {
            return Err("a key has no value".to_owned());
        }
        Ok(value.to_owned())
    }

    fn value(&mut self) -> Result<Value, String> {
        self.skip_whitespace();
        let rest = self.text.get(self.pos..).unwrap_or("");
        match self.peek() {
            Some('\'' | '"') => self.string().map(Value::Str),
            Some('(') => self.tuple().map(Value::Tuple),
            _ if rest.starts_with("True") => {
                self.pos += 4;
                Ok(Value::Bool(true))
            }
            _ if rest.starts_with("False") => {
                self.pos += 5;
                Ok(Value::Bool(false))
            }
            _ => self.other().map(Value::Other),
        }
    }

    /// The dictionary: its keys and values, in order.
    fn dict(&mut self) -> Result<Vec<(String, Value)>, String> {
        self.expect('{')?;
        let mut entries = Vec::new();
        loop {
            self.skip_whitespace();
            if self.peek() == Some('}') {
                self.bump();
                break;
            }
            let key = self.string()?;
            self.expect(':')?;
            let value = self.value()?;
            entries.push((key, value));
            self.skip_whitespace();
            match self.bump() {
                Some(',') => {}
                Some('}') => break,
                Some(c) => return Err(format!("expected ',' or '}}' after a value, found {c:?}")),
                None => return Err("the dictionary is not closed".to_owned()),
            }
        }
        self.skip_whitespace();
        match self.peek() {
            None => Ok(entries),
            Some(c) => Err(format!("unexpected {c:?} after the dictionary")),
        }
    }
}

/// The header text for an error message, shortened when long.
pub(super) fn excerpt(text: &str) -> String {
    let text = text.trim_end();
    match text.char_indices().nth(200) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}

/// Parses the header's dictionary.
pub(super) fn parse_header(text: &str) -> Result<Header, IoError> {
    let bad = |reason: String| IoError::BadHeader {
        reason,
        header: excerpt(text),
    };
    let entries = Parser { text, pos: 0 }.dict().map_err(bad)?;
    let (mut descr, mut fortran_order, mut shape) = (None, None, None);
    for (key, value) in entries {
        let slot_taken = match (key.as_str(), value) {
            ("descr", Value::Str(s)) => descr.replace(s).is_some(),
            // A structured dtype (a list of fields) or another dtype object.
            ("descr", Value::Other(raw)) => return Err(IoError::UnknownDType { descr: raw }),
            ("fortran_order", Value::Bool(b)) => fortran_order.replace(b).is_some(),
            ("shape", Value::Tuple(t)) => shape.replace(t).is_some(),
            ("descr" | "fortran_order" | "shape", _) => {
                return Err(bad(format!(
                    "{key:?} should be {}",
                    match key.as_str() {
                        "descr" => "a dtype string",
                        "fortran_order" => "True or False",
                        _ => "a tuple of integers",
                    }
                )));
            }
            _ => {
                return Err(bad(format!(
                    "unexpected key {key:?}: expected 'descr', 'fortran_order' and 'shape'"
                )));
            }
        };
        if slot_taken {
            return Err(bad(format!("the key {key:?} is repeated")));
        }
    }
    let (Some(descr), Some(fortran_order), Some(shape)) = (descr, fortran_order, shape) else {
        return Err(bad(
            "expected the keys 'descr', 'fortran_order' and 'shape'".to_owned(),
        ));
    };
    let (kind, big_endian) = parse_descr(&descr)?;
    Ok(Header {
        descr,
        kind,
        big_endian,
        fortran_order,
        shape,
    })
}

/// The shape as NumPy writes it: `()`, `(3,)`, `(2, 3)`.
pub(super) fn shape_text<T: core::fmt::Display>(shape: &[T]) -> String {
    match shape {
        [] => "()".to_owned(),
        [n] => format!("({n},)"),
        _ => {
            let items: Vec<String> = shape.iter().map(|n| n.to_string()).collect();
            format!("({})", items.join(", "))
        }
    }
}

impl Header {
    /// The dtype to read the elements as.
    #[cfg(feature = "io")]
    pub(super) fn dtype(&self, requested: Option<DTypeId>) -> Result<DTypeId, IoError> {
        match (self.kind, requested) {
            (Descr::Typed(dtype), None) => Ok(dtype),
            (Descr::Typed(dtype), Some(requested)) if dtype == requested => Ok(dtype),
            (Descr::Raw(size), None) => Err(IoError::RawValues {
                descr: self.descr.clone(),
                size,
            }),
            (Descr::Raw(size), Some(requested))
                if !requested.is_weak() && requested.itemsize() == size =>
            {
                Ok(requested)
            }
            (_, Some(requested)) => Err(IoError::DTypeMismatch {
                descr: self.descr.clone(),
                requested,
            }),
        }
    }

    /// The shape and its size in bytes, if a tensor of
    /// it can exist ([`crate::size::check_shape`]: at most 64 axes, a size
    /// memory can address).
    pub(super) fn layout(&self, elem_size: usize) -> Result<Layout, IoError> {
        let overflow = || IoError::ShapeOverflow {
            shape: shape_text(
                &self
                    .shape
                    .iter()
                    .map(|n| n.map_or_else(|| "(too large)".to_owned(), |n| n.to_string()))
                    .collect::<Vec<_>>(),
            ),
            elem_size,
        };
        let shape: Vec<usize> = self
            .shape
            .iter()
            .map(|n| n.and_then(|n| usize::try_from(n).ok()))
            .collect::<Option<_>>()
            .ok_or_else(overflow)?;
        let count = crate::size::check_shape(&shape, elem_size)?;
        Ok(Layout {
            shape,
            bytes: count * elem_size,
        })
    }
}

/// Reads the magic string, the version, the header length and the header,
/// refusing a header longer than `max_bytes` before reading it. Gives the
/// header and the bytes read (where the data starts).
pub(super) fn read_header<R: Read>(
    reader: &mut R,
    max_bytes: usize,
) -> Result<(Header, u64), IoError> {
    let mut magic = [0_u8; 6];
    let n = read_full(reader, &mut magic)?;
    if n < MAGIC.len() || &magic != MAGIC {
        return Err(IoError::BadMagic {
            found: magic[..n].to_vec(),
        });
    }
    let mut version = [0_u8; 2];
    let n = read_full(reader, &mut version)?;
    if n < 2 {
        return Err(IoError::TruncatedHeader {
            expected: 8,
            found: 6 + n as u64,
        });
    }
    let length_size = match version {
        [1, 0] => 2,
        [2 | 3, 0] => 4,
        [major, minor] => return Err(IoError::UnsupportedVersion { major, minor }),
    };
    let mut length = [0_u8; 4];
    let n = read_full(reader, &mut length[..length_size])?;
    if n < length_size {
        return Err(IoError::TruncatedHeader {
            expected: 8 + length_size as u64,
            found: 8 + n as u64,
        });
    }
    let length = u64::from(u32::from_le_bytes(length));
    let preamble = 8 + length_size as u64;
    if usize::try_from(length).is_ok_and(|n| n > max_bytes) || usize::try_from(length).is_err() {
        return Err(IoError::HeaderTooLarge {
            length,
            limit: max_bytes,
        });
    }
    let bytes = read_at_most(reader, length)?;
    if (bytes.len() as u64) < length {
        return Err(IoError::TruncatedHeader {
            expected: preamble + length,
            found: preamble + bytes.len() as u64,
        });
    }
    let text = if version[0] == 3 {
        String::from_utf8(bytes).map_err(|error| IoError::BadHeader {
            reason: "a version 3.0 header must be UTF-8".to_owned(),
            header: excerpt(&String::from_utf8_lossy(error.as_bytes())),
        })?
    } else {
        // Latin-1, as NumPy decodes versions 1.0 and 2.0.
        bytes.iter().map(|&b| char::from(b)).collect()
    };
    Ok((parse_header(&text)?, preamble + length))
}

/// [`header_bytes`] for a tensor of dtype `D`: a weak dtype is written as
/// the dtype it is stored in (`D::Strong`: `float64`, or `float32` for the
/// weak float as x32 stores it).
#[cfg(feature = "io")]
pub(in crate::io) fn npy_header_of<D: DType>(shape: &[usize]) -> Vec<u8> {
    header_bytes(<D::Strong as DType>::ID.npy_descr(), shape)
}

/// The header NumPy writes for a C-order array, with its preamble: version
/// 1.0 unless the header needs 2.0's 4-byte length, padded with spaces so
/// that the data starts at a multiple of 64 bytes.
#[cfg(feature = "io")]
pub(super) fn header_bytes(descr: &str, shape: &[usize]) -> Vec<u8> {
    let dict = format!(
        "{{'descr': '{descr}', 'fortran_order': False, 'shape': {}, }}",
        shape_text(shape)
    );
    let length_with_newline = dict.len() + 1;
    // NumPy's `_wrap_header`: padded with at least one space.
    let padding = |length_size: usize| ALIGN - (8 + length_size + length_with_newline) % ALIGN;
    let (version, length_size) = if length_with_newline + padding(2) <= 0xFFFF {
        (1_u8, 2)
    } else {
        (2, 4)
    };
    let padding = padding(length_size);
    let length = length_with_newline + padding;
    let mut out = Vec::with_capacity(8 + length_size + length);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&[version, 0]);
    if length_size == 2 {
        out.extend_from_slice(&(length as u16).to_le_bytes());
    } else {
        out.extend_from_slice(&(length as u32).to_le_bytes());
    }
    out.extend_from_slice(dict.as_bytes());
    out.resize(out.len() + padding, b' ');
    out.push(b'\n');
    out
}
