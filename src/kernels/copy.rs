//! Copies of strided arrays (a transpose, a permutation of axes) into
//! row-major order, cache-blocked and on the pool's threads; of flipped and
//! broadcast views a row at a time ([`copy_rows`]).
//!
//! ndarray's element iterator over a dynamic-dimensional view steps an
//! index of any number of axes at each element: about 15 ns each, 150 ms
//! for a `[1000, 10000]` transpose. Here the output's rows are copied whole
//! where the last axis is contiguous in the input, and otherwise tiled
//! along the last axis and the input's fastest axis.
//!
//! Whole rows that lie side by side in the input are copied a block of
//! about 4 KiB at a time ([`Plan::blocked`]), each row prefetching its place
//! in the next block (`[100, 1000, 100]` with its outer axes swapped, one
//! core: 8.8-9.0 ms -> 7.4-8.3, against 7.2 ms for a copy into fresh
//! memory).
//!
//! Values of one, two, four or eight bytes whose fastest axis is
//! contiguous move in blocks transposed in AVX2 registers (32 × 8, 16 × 8,
//! 8 × 8 and 4 × 4: [`block_shape`]), in bands of [`BAND_ROWS`] output
//! rows: a band's strips of a block's input rows go one after the other
//! (for `float32`, 8 streams of 2 KB reads), and each strip prefetches the
//! next one's cache lines as it goes, since the hardware prefetcher does
//! not cross a page and would start each run cold. On the AMD EPYC of
//! BENCHMARKS.md, one core, fastest of 20, against 7.0-8.2 ms for a copy of
//! the same bytes into fresh memory: a `[1000, 10000]` float32 transpose
//! 12.4-15.4 ms -> 7.8-10.9 (tiles of 512 bytes of 32 input rows before);
//! `float64` `[1000, 5000]` 17.4 -> 8.0-8.8, `bfloat16` `[1000, 20000]`
//! 21.1 -> 8.6-10.2 and `int8` `[1000, 40000]` 35.4-38.5 -> 10.2-12.3 (a
//! value at a time before). A CPU without AVX2 moves them a value at a
//! time. Other values move in tiles of 512 bytes of each input row and 128
//! bytes of each output row, whose reads and writes stay in the L1 cache.

use core::mem::MaybeUninit;
use std::collections::TryReserveError;
use std::vec::Vec;

use ndarray::{ArrayView1, ArrayViewD, Axis, Ix1, Slice};

use super::elementwise::written;
use super::parallel::WRITTEN;
use super::{on_rows, on_weighted_rows, output_vec};

/// The output rows of one band of a transpose in blocks (as many values of
/// each input row), whatever the values' size: the cache lines of the
/// output rows that a strip writes in part (512 lines, 32 KB) stay in the
/// L1 cache until the next strips finish them. On the AMD EPYC of
/// BENCHMARKS.md, one core, fastest of 20: `float32` in bands of 512 rows
/// took 7.8-10.9 ms, of 1,024 rows 7.8-8.9 (about the same); `bfloat16`
/// `[1000, 20000]` in bands of 1,024 rows 8.6-10.2, of 2,048 rows
/// 10.4-13.6, of 512 rows about the same as 1,024; `int8` `[1000, 40000]`
/// in bands of 2,048 rows 12.1-18.1, of 512 rows 10.2-12.3; `float64` in
/// bands of 256 rows 8.2-8.3, of 512 rows 7.8-8.3.
const BAND_ROWS: usize = 512;

/// `view`'s elements in row-major order, a row (along its last axis) at a
/// time, for the views the strided kernel does not take: a row contiguous
/// in memory is copied, a reversed one (a flip, stride -1) copied from its
/// end, a repeated one (a broadcast, stride 0) filled, any other stepped
/// through; whole rows on the pool's threads for a large view. (A
/// `[4, 256, 2048]` bfloat16 flip or broadcast, one core: 43 ms element by
/// element before, through ndarray's iterator.)
pub(crate) fn copy_rows<E: Copy + Send + Sync>(
    view: ArrayViewD<'_, E>,
) -> Result<Vec<E>, TryReserveError> {
    let (shape, ndim) = (view.shape().to_vec(), view.ndim());
    written(view.len(), |out| {
        if ndim == 0 || out.is_empty() {
            for (o, &x) in out.iter_mut().zip(view.iter()) {
                o.write(x);
            }
            return;
        }
        if ndim == 1 {
            let x = view.view().into_dimensionality::<Ix1>();
            return write_row(x.expect("one axis"), out);
        }
        let row = shape[ndim - 1];
        on_rows(out, shape[1..].iter().product(), |rows, piece| {
            let part = view.slice_axis(Axis(0), Slice::from(rows));
            // Every element of the piece is written: its rows are the part's.
            assert_eq!(part.len(), piece.len(), "whole rows");
            for (x, o) in part.rows().into_iter().zip(piece.chunks_exact_mut(row)) {
                write_row(x, o);
            }
        });
    })
}

/// `x`, a row of a view, written into `out`, of its length.
fn write_row<E: Copy>(x: ArrayView1<'_, E>, out: &mut [MaybeUninit<E>]) {
    match (x.strides()[0], x.to_slice()) {
        (0, _) if !x.is_empty() => out.fill(MaybeUninit::new(x[0])),
        (_, Some(x)) => {
            for (o, &x) in out.iter_mut().zip(x) {
                o.write(x);
            }
        }
        (-1, None) => {
            // Its elements in memory order, read from the end.
            let mut x = x;
            x.invert_axis(Axis(0));
            let x = x
                .to_slice()
                .expect("a row of stride -1, reversed, is contiguous");
            for (o, &x) in out.iter_mut().zip(x.iter().rev()) {
                o.write(x);
            }
        }
        (_, None) => {
            for (o, &x) in out.iter_mut().zip(x.iter()) {
                o.write(x);
            }
        }
    }
}

/// The elements of an array of `shape` whose element at index `i` is
/// `data[Σ i[k] · strides[k]]`, in row-major order. Every such offset must lie
/// in `data` (checked: an assertion).
pub(crate) fn strided_copy<E: Copy + Send + Sync>(
    data: &[E],
    shape: &[usize],
    strides: &[usize],
) -> Result<Vec<E>, TryReserveError> {
    let len: usize = shape.iter().product();
    let mut out = output_vec::<E>(len)?;
    write_strided(data, shape, strides, &mut out.spare_capacity_mut()[..len]);
    // SAFETY: `write_strided` writes every element of its output, the first
    // `len` elements of the spare capacity (reserved above).
    unsafe { out.set_len(len) };
    Ok(out)
}

/// [`strided_copy`] into `out`, which holds one element per element of
/// `shape` (checked: an assertion), its values overwritten.
pub(crate) fn strided_copy_into<E: Copy + Send + Sync>(
    data: &[E],
    shape: &[usize],
    strides: &[usize],
    out: &mut [E],
) {
    // SAFETY: `MaybeUninit<E>` has the layout of `E`, and `write_strided`
    // only writes values of `E` into it (never an uninitialised one), so
    // every element of `out` holds a value of `E` throughout, even if a
    // panic stops it halfway.
    let out = unsafe { &mut *(core::ptr::from_mut(out) as *mut [MaybeUninit<E>]) };
    write_strided(data, shape, strides, out);
}

/// Writes every element of `out` (one per element of `shape`, checked: an
/// assertion), as [`strided_copy`] returns them.
fn write_strided<E: Copy + Send + Sync>(
    data: &[E],
    shape: &[usize],
    strides: &[usize],
    out: &mut [MaybeUninit<E>],
) {
    assert_eq!(shape.len(), strides.len(), "a stride per axis");
    let len: usize = shape.iter().product();
    assert_eq!(out.len(), len, "an output element per element of the shape");
    if len == 0 {
        return;
    }
    let last = shape
        .iter()
        .zip(strides)
        .map(|(&s, &st)| (s - 1) * st)
        .sum::<usize>();
    assert!(last < data.len(), "every offset inside the data");
    let plan = Plan::new(shape, strides, size_of::<E>());
    let rows = shape.first().copied().unwrap_or(1);
    // `on_weighted_rows` gives `fill` disjoint pieces that cover `out`, and `fill`
    // writes every element of its piece (`Plan::fill`'s loops visit every
    // index of the rows it is given once).
    let row_len = len / rows;
    on_weighted_rows(out, row_len, row_len * WRITTEN, |range, piece| {
        plan.fill(data, range.start, range.end, piece);
    });
}

/// How [`strided_copy`] walks an array.
struct Plan<'a> {
    shape: &'a [usize],
    strides: &'a [usize],
    /// The output's (row-major) strides.
    out_strides: Vec<usize>,
    /// The axis tiled with the last one: the input's fastest other axis,
    /// where it is faster than the last; `None` to copy whole rows.
    tiled: Option<usize>,
    /// A tile's length along the tiled axis (the input's fastest), where
    /// values move one at a time: 512 bytes, eight cache lines of each
    /// input row it reads.
    tile_rows: usize,
    /// A tile's length along the last axis (the output's), where values
    /// move one at a time: 128 bytes, two cache lines of each output row it
    /// writes.
    tile_columns: usize,
    /// Whether the CPU has AVX2, for [`transpose_blocks`].
    avx2: bool,
    /// The size of an element in bytes.
    size: usize,
}

impl<'a> Plan<'a> {
    fn new(shape: &'a [usize], strides: &'a [usize], size: usize) -> Self {
        let n = shape.len();
        let mut out_strides = std::vec![1; n];
        for k in (0..n.saturating_sub(1)).rev() {
            out_strides[k] = out_strides[k + 1] * shape[k + 1];
        }
        let tiled = n.checked_sub(1).and_then(|last| {
            let fastest = (0..last)
                .filter(|&k| shape[k] > 1)
                .min_by_key(|&k| strides[k])?;
            (shape[last] > 1 && strides[fastest] < strides[last]).then_some(fastest)
        });
        Plan {
            shape,
            strides,
            out_strides,
            tiled,
            tile_rows: (512 / size.max(1)).clamp(8, 512),
            tile_columns: (128 / size.max(1)).clamp(8, 128),
            #[cfg(target_arch = "x86_64")]
            avx2: std::is_x86_feature_detected!("avx2"),
            #[cfg(not(target_arch = "x86_64"))]
            avx2: true,
            size,
        }
    }

    /// The rows `first..end` of axis 0 of the output, which `piece` holds.
    fn fill<E: Copy>(&self, data: &[E], first: usize, end: usize, piece: &mut [MaybeUninit<E>]) {
        let n = self.shape.len();
        if n == 0 {
            piece[0].write(data[0]);
            return;
        }
        let last = n - 1;
        // The axes walked one index at a time: all but the last (and the
        // tiled one); axis 0 from `first` to `end`.
        let walked: Vec<usize> = (0..last).filter(|&k| Some(k) != self.tiled).collect();
        let range = |k: usize| if k == 0 { first..end } else { 0..self.shape[k] };
        if walked.iter().any(|&k| range(k).is_empty()) {
            return;
        }
        let Some((b, rows)) = self.blocked(&walked) else {
            return self.walk(data, &walked, &range, first, piece, None);
        };
        // Blocks of `rows` indices of axis `b`, that axis walked fastest.
        let order: Vec<usize> = walked
            .iter()
            .copied()
            .filter(|&k| k != b)
            .chain([b])
            .collect();
        // Each row prefetches its place in the next block along the next
        // axis out, whose page the hardware prefetcher would start cold.
        let ahead = (order.len() >= 2 && self.strides[last] == 1)
            .then(|| self.strides[order[order.len() - 2]]);
        for start in range(b).step_by(rows) {
            let block = start..(start + rows).min(range(b).end);
            let range = |k: usize| if k == b { block.clone() } else { range(k) };
            self.walk(data, &order, &range, first, piece, ahead);
        }
    }

    /// The axis whose rows [`Plan::fill`] copies a block at a time, and
    /// the rows in a block: where whole rows are copied (no tiled axis),
    /// the walked axis with the smallest input stride, if smaller than
    /// that of the axis walked fastest, in blocks of about 4 KiB of input
    /// (`[100, 1000, 100]` with its outer axes swapped reads runs of 100
    /// values 400 KB apart, one after the other: by blocks of 8 such rows,
    /// which lie side by side, the reads run 3.2 KB at a time and the
    /// writes in 8 streams).
    fn blocked(&self, walked: &[usize]) -> Option<(usize, usize)> {
        let last = self.shape.len() - 1;
        let fastest = *walked.last()?;
        let b = walked
            .iter()
            .copied()
            .filter(|&k| k != fastest && self.shape[k] > 1)
            .min_by_key(|&k| self.strides[k])?;
        let row = self.shape[last] * self.size;
        let rows = (4096 / row.max(1)).min(self.shape[b]);
        let wins = self.tiled.is_none() && self.strides[b] < self.strides[fastest];
        (wins && rows > 1).then_some((b, rows))
    }

    /// The rows (or tiles) at each index of the `walked` axes in their
    /// `range`s, the last axis of `walked` fastest; `first` is the index
    /// of axis 0 at the start of `piece`.
    fn walk<E: Copy>(
        &self,
        data: &[E],
        walked: &[usize],
        range: &impl Fn(usize) -> core::ops::Range<usize>,
        first: usize,
        piece: &mut [MaybeUninit<E>],
        ahead: Option<usize>,
    ) {
        let last = self.shape.len() - 1;
        let mut index: Vec<usize> = walked.iter().map(|&k| range(k).start).collect();
        // The offsets of the current index in the input and in `piece`
        // (whose positions count from its first row of axis 0), kept as
        // the index steps.
        let mut at_in: usize = walked
            .iter()
            .zip(&index)
            .map(|(&k, &i)| i * self.strides[k])
            .sum();
        let mut at_out: usize = walked
            .iter()
            .zip(&index)
            .map(|(&k, &i)| (i - if k == 0 { first } else { 0 }) * self.out_strides[k])
            .sum();
        loop {
            match self.tiled {
                None => {
                    let row = self.shape[last];
                    if let Some(ahead) = ahead {
                        prefetch(data.get(at_in + ahead..at_in + ahead + row));
                    }
                    self.row(data, at_in, &mut piece[at_out..at_out + row]);
                }
                Some(b) => self.tiles(data, at_in, at_out, range(b), piece),
            }
            // The next index, the last walked axis fastest.
            let mut k = walked.len();
            loop {
                if k == 0 {
                    return;
                }
                k -= 1;
                let axis = walked[k];
                index[k] += 1;
                at_in += self.strides[axis];
                at_out += self.out_strides[axis];
                if index[k] < range(axis).end {
                    break;
                }
                let back = range(axis).len();
                index[k] = range(axis).start;
                at_in -= back * self.strides[axis];
                at_out -= back * self.out_strides[axis];
            }
        }
    }

    /// One row along the last axis from `data[at]`.
    fn row<E: Copy>(&self, data: &[E], at: usize, out: &mut [MaybeUninit<E>]) {
        let step = self.strides[self.shape.len() - 1];
        if step == 1 {
            let run = &data[at..at + out.len()];
            for (o, &x) in out.iter_mut().zip(run) {
                o.write(x);
            }
        } else if let Some(end) = out.len().checked_sub(1) {
            let source = data[at..=at + end * step].iter().step_by(step);
            for (o, &x) in out.iter_mut().zip(source) {
                o.write(x);
            }
        }
    }

    /// The tiles of the tiled axis (over `rows`) and the last axis, from
    /// `data[at_in]` into `piece[at_out..]`.
    fn tiles<E: Copy>(
        &self,
        data: &[E],
        at_in: usize,
        at_out: usize,
        rows: core::ops::Range<usize>,
        piece: &mut [MaybeUninit<E>],
    ) {
        let b = self.tiled.expect("a tiled axis");
        let last = self.shape.len() - 1;
        let (columns, step) = (self.shape[last], self.strides[last]);
        let (row_step, out_row) = (self.strides[b], self.out_strides[b]);
        // Positions in `piece` count from the first row of this piece.
        let first = if b == 0 { rows.start } else { 0 };
        // Blocks of `height` rows × `width` columns transposed in
        // registers, where the tiled axis is contiguous in the input and the
        // values are of one, two, four or eight bytes.
        let blocks = block_shape::<E>().filter(|_| row_step == 1 && self.avx2);
        // The first column whose blocks store to boundaries of a block row's
        // bytes (32; 16 for two-byte values, 8 for bytes), where every
        // output row starts at the same offset from one (rows of a multiple
        // of `width` values), as an allocation's 16-byte offset leaves them:
        // half the stores would straddle two cache lines, about 5% of the
        // copy's time. The columns before it go a value at a time.
        let lead = match blocks {
            Some((_, width)) if out_row % width == 0 => {
                let bytes = width * size_of::<E>();
                let start = piece.as_ptr().wrapping_add(at_out).addr();
                ((bytes - start % bytes) % bytes / size_of::<E>()).min(columns)
            }
            _ => 0,
        };
        // Bands of rows: with blocks, [`BAND_ROWS`] of them (as many values
        // of each input row), the band's columns `width` at a time (a
        // strip: the band's values of `width` input columns) one after the
        // other; otherwise `tile_rows` rows in tiles of `tile_columns`
        // columns.
        let (band, tile_columns) = match blocks {
            Some(_) => (BAND_ROWS, columns),
            None => (self.tile_rows, self.tile_columns),
        };
        for i0 in rows.clone().step_by(band) {
            let i1 = (i0 + band).min(rows.end);
            if lead > 0 {
                for i in i0..i1 {
                    let (from, to) = (at_in + i * row_step, at_out + (i - first) * out_row);
                    self.tile_row(data, from, to, 0..lead, piece);
                }
            }
            for j0 in (lead..columns).step_by(tile_columns) {
                let j1 = (j0 + tile_columns).min(columns);
                // The tile's whole blocks, then the rest a row at a time.
                let (bi, bj) = blocks.map_or((0, 0), |(height, width)| {
                    ((i1 - i0) / height * height, (j1 - j0) / width * width)
                });
                if bi > 0 && bj > 0 {
                    let from = at_in + i0 + j0 * step;
                    let to = at_out + (i0 - first) * out_row + j0;
                    transpose_blocks(data, from, step, piece, to, out_row, (bi, bj));
                }
                for i in i0..i1 {
                    let (from, to) = (at_in + i * row_step, at_out + (i - first) * out_row);
                    let columns = if i < i0 + bi { j0 + bj..j1 } else { j0..j1 };
                    self.tile_row(data, from, to, columns, piece);
                }
            }
        }
    }

    /// Columns `columns` of one output row of a tile: from `data[from + j
    /// · step]` into `piece[to + j]`.
    #[inline(always)]
    fn tile_row<E: Copy>(
        &self,
        data: &[E],
        from: usize,
        to: usize,
        columns: core::ops::Range<usize>,
        piece: &mut [MaybeUninit<E>],
    ) {
        let step = self.strides[self.shape.len() - 1];
        for (j, o) in piece[to + columns.start..to + columns.end]
            .iter_mut()
            .enumerate()
        {
            o.write(data[from + (columns.start + j) * step]);
        }
    }
}

/// Asks the CPU to bring `values`, if any, into its caches, a cache line at
/// a time, without waiting for them.
#[inline(always)]
fn prefetch<E>(values: Option<&[E]>) {
    #[cfg(target_arch = "x86_64")]
    for line in values
        .unwrap_or_default()
        .chunks(64 / size_of::<E>().clamp(1, 64))
    {
        use core::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: a prefetch only hints at the caches: it reads nothing into
        // the program and cannot fault; the address lies in `values`.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(line.as_ptr().cast()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = values;
}

/// The shape (output rows, output columns) of the blocks that
/// [`transpose_blocks`] moves values of type `E` in, in AVX2 registers:
/// 8 × 8 four-byte values and 4 × 4 eight-byte ones (32 bytes of each
/// output row, a register); 16 × 8 two-byte ones (16 bytes of each output
/// row, half a register: the block is read as 8 input rows of 32 bytes,
/// two 8 × 8 transposes side by side in one register's halves); 32 × 8
/// bytes (8 bytes of each output row, a quarter of a register, from 8
/// input rows of 32 bytes); `None` for other sizes, which move a value at
/// a time.
const fn block_shape<E>() -> Option<(usize, usize)> {
    match size_of::<E>() {
        1 => Some((32, 8)),
        2 => Some((16, 8)),
        4 => Some((8, 8)),
        8 => Some((4, 4)),
        _ => None,
    }
}

/// The `rows × columns` values (multiples of [`block_shape`]'s) whose
/// input column `j` is the `rows` values at `data[from + j · step ..]`,
/// written transposed: output row `i` is the `columns` values at `out[to +
/// i · out_row ..]`. With AVX2 (the caller checked it), in blocks
/// transposed in registers, all in one function, so that the loads of the
/// next block issue while the last one's are outstanding: for four-byte
/// values eight loads, 24 shuffles and eight stores a block.
#[inline(always)]
fn transpose_blocks<E: Copy>(
    data: &[E],
    from: usize,
    step: usize,
    out: &mut [MaybeUninit<E>],
    to: usize,
    out_row: usize,
    (rows, columns): (usize, usize),
) {
    let (height, width) = block_shape::<E>().expect("values of one, two, four or eight bytes");
    assert!(rows > 0 && columns > 0 && rows % height == 0 && columns % width == 0);
    assert!(from + (columns - 1) * step + rows <= data.len());
    assert!(to + (rows - 1) * out_row + columns <= out.len());
    #[cfg(target_arch = "x86_64")]
    // SAFETY: the caller checked that the CPU has AVX2 (`Plan::avx2`); the
    // assertions above keep every load (`height` values of an input
    // column, at most `rows` from its start) inside `data` and every store
    // (`width` values of an output row) inside `out`; `E`s of one, two,
    // four or eight bytes are moved as the `u8`, `u16`, `f32` or `f64` lanes
    // that hold their bytes, unchanged.
    unsafe {
        x86::transpose_blocks::<E>(
            data.as_ptr().add(from),
            step,
            out.as_mut_ptr().add(to).cast(),
            out_row,
            (rows, columns),
        );
    }
    #[cfg(not(target_arch = "x86_64"))]
    for i in 0..rows {
        for j in 0..columns {
            out[to + i * out_row + j].write(data[from + j * step + i]);
        }
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use core::arch::x86_64::{
        _MM_HINT_T0, _mm_prefetch, _mm_storel_epi64, _mm_storeu_si128, _mm_unpackhi_epi64,
        _mm256_castsi256_si128, _mm256_extracti128_si256, _mm256_storeu_pd, _mm256_storeu_ps,
    };

    use super::block_shape;
    use crate::simd::avx::{
        load_transposed4x4, load_transposed8x8, load_transposed8x8_u16_pairs,
        load_transposed8x32_u8,
    };

    /// [`super::transpose_blocks`] on raw pointers: the band's strips of a
    /// block's input columns one after the other, each prefetching the
    /// next.
    ///
    /// # Safety
    ///
    /// The CPU must have AVX2; `E` is of one, two, four or eight bytes;
    /// `rows` and `columns` are multiples of its [`block_shape`]; `src + j ·
    /// step` holds `rows` values and `dst + i · out_row` room for `columns`,
    /// for `j` below `columns` and `i` below `rows`.
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn transpose_blocks<E>(
        src: *const E,
        step: usize,
        dst: *mut E,
        out_row: usize,
        (rows, columns): (usize, usize),
    ) {
        let (height, width) = block_shape::<E>().unwrap_or((8, 8));
        let line = 64 / size_of::<E>();
        for j in (0..columns).step_by(width) {
            // The next strip's input columns, a cache line of each at every
            // line's worth of rows, fetched while this strip's blocks move.
            let next = (j + 2 * width <= columns).then_some(j + width);
            for i in (0..rows).step_by(height) {
                // SAFETY: the caller's contract: block (i, j) reads `height`
                // values of input columns j to j + width - 1 from row i, and
                // writes `width` values of output rows i to i + height - 1
                // from column j; the prefetched values (row i of the next
                // `width` columns, below `columns`) lie in the same input.
                unsafe {
                    if let Some(next) = next.filter(|_| i % line == 0) {
                        for k in next..next + width {
                            _mm_prefetch::<_MM_HINT_T0>(src.add(i + k * step).cast());
                        }
                    }
                    block(
                        src.add(i + j * step),
                        step,
                        dst.add(i * out_row + j),
                        out_row,
                    );
                }
            }
        }
    }

    /// One block: `height` values of each of `width` input columns from
    /// `src` (`step` apart), as `width` values of each of `height` output
    /// rows from `dst` (`out_row` apart).
    ///
    /// # Safety
    ///
    /// As [`transpose_blocks`], for one block.
    #[target_feature(enable = "avx2")]
    #[inline]
    unsafe fn block<E>(src: *const E, step: usize, dst: *mut E, out_row: usize) {
        // SAFETY: the caller's contract; each arm moves the block of its
        // size of `E`, as lanes of the same size.
        unsafe {
            match size_of::<E>() {
                1 => {
                    // Output rows 16h + 2m and 16h + 2m + 1 from the low
                    // and high 8 bytes of half h of result m.
                    let rows = load_transposed8x32_u8(src.cast(), step);
                    for (m, v) in rows.into_iter().enumerate() {
                        let halves = [_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v)];
                        for (h, x) in halves.into_iter().enumerate() {
                            let row = dst.add((16 * h + 2 * m) * out_row);
                            _mm_storel_epi64(row.cast(), x);
                            _mm_storel_epi64(row.add(out_row).cast(), _mm_unpackhi_epi64(x, x));
                        }
                    }
                }
                2 => {
                    // Output rows k (the low halves) and k + 8 (the high).
                    let pairs = load_transposed8x8_u16_pairs(src.cast(), step);
                    for (k, v) in pairs.into_iter().enumerate() {
                        _mm_storeu_si128(dst.add(k * out_row).cast(), _mm256_castsi256_si128(v));
                        let high = _mm256_extracti128_si256::<1>(v);
                        _mm_storeu_si128(dst.add((k + 8) * out_row).cast(), high);
                    }
                }
                4 => {
                    let rows = load_transposed8x8(src.cast(), step);
                    for (k, v) in rows.into_iter().enumerate() {
                        _mm256_storeu_ps(dst.add(k * out_row).cast(), v);
                    }
                }
                // Eight bytes, the one size left that `block_shape` admits.
                _ => {
                    let rows = load_transposed4x4(src.cast(), step);
                    for (k, v) in rows.into_iter().enumerate() {
                        _mm256_storeu_pd(dst.add(k * out_row).cast(), v);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::fmt::Debug;
    use std::string::String;
    use std::vec;

    /// The plain definition: each output index's input offset, in order.
    fn reference<T: Copy>(data: &[T], shape: &[usize], strides: &[usize]) -> Vec<T> {
        let len: usize = shape.iter().product();
        (0..len)
            .map(|mut flat| {
                let mut at = 0;
                for k in (0..shape.len()).rev() {
                    at += flat % shape[k] * strides[k];
                    flat /= shape[k];
                }
                data[at]
            })
            .collect()
    }

    /// 200,000 values, `f` of each index.
    fn values<T>(f: impl Fn(u32) -> T) -> Vec<T> {
        (0..200_000).map(f).collect()
    }

    /// A byte of index `i` that does not repeat every 256 indices: its
    /// three low bytes, xored.
    fn mixed_byte(i: u32) -> u8 {
        (i ^ (i >> 8) ^ (i >> 16)) as u8
    }

    /// `check` on 200,000 values of each size that moves in blocks (one,
    /// two, four and eight bytes; eight as `[u32; 2]` too, aligned to four
    /// bytes only, as `Complex<f32>` is) and of one that does not (16).
    fn on_each_size(check: impl Fn(&dyn Fn(&[usize], &[usize]) -> Option<(String, String)>)) {
        let (u16s, u32s) = (values(|i| i as u16), values(|i| i));
        let (u64s, pairs) = (values(|i| u64::from(i) << 20), values(|i| [i, !i]));
        let bytes = values(mixed_byte);
        let wide = values(|i| [u64::from(i), !u64::from(i)]);
        check(&|shape, strides| differs(&u16s, shape, strides));
        check(&|shape, strides| differs(&u32s, shape, strides));
        check(&|shape, strides| differs(&u64s, shape, strides));
        check(&|shape, strides| differs(&pairs, shape, strides));
        check(&|shape, strides| differs(&bytes, shape, strides));
        check(&|shape, strides| differs(&wide, shape, strides));
    }

    /// The copy and the plain definition, printed, where they differ.
    fn differs<T>(data: &[T], shape: &[usize], strides: &[usize]) -> Option<(String, String)>
    where
        T: Copy + PartialEq + Debug + Send + Sync,
    {
        let copy = strided_copy(data, shape, strides).unwrap();
        let expected = reference(data, shape, strides);
        (copy != expected).then(|| (std::format!("{copy:?}"), std::format!("{expected:?}")))
    }

    /// Transposes, permutations of 3 and 4 axes, axes of length 1 and 0,
    /// lengths around the tiles, values of each size: the copy is the
    /// plain definition's.
    #[test]
    fn copies_equal_the_plain_definition() {
        let cases: &[(&[usize], &[usize])] = &[
            (&[], &[]),
            (&[7], &[3]),
            (&[3, 5], &[1, 3]),
            (&[130, 70], &[1, 130]),
            (&[64, 64], &[1, 64]),
            (&[1, 9], &[9, 1]),
            (&[9, 1], &[1, 9]),
            (&[0, 4], &[1, 0]),
            (&[5, 6, 7], &[7, 35, 1]),
            (&[5, 6, 7], &[1, 5, 30]),
            (&[30, 20, 10], &[10, 300, 1]),
            (&[4, 3, 70, 65], &[3, 1, 12 * 65, 12]),
            (&[300, 500], &[1, 300]),
            // Bands of rows (512 of them: five, the last short), strips of a block's columns with the
            // next strip prefetched, columns left over (four of 20 for
            // 8 × 8 blocks; two of 22 for 4 × 4 ones).
            (&[2100, 20], &[1, 2100]),
            (&[4200, 22], &[1, 4200]),
            // Rows of 100 copied in blocks of 10 along axis 0 (three
            // blocks, the last short), along axis 1 of four.
            (&[23, 7, 100], &[100, 2300, 1]),
            (&[25, 5, 4, 100], &[100, 2500, 12500, 1]),
            (&[3, 23, 7, 100], &[16100, 100, 2300, 1]),
        ];
        on_each_size(|differs| {
            for &(shape, strides) in cases {
                if let Some((copy, expected)) = differs(shape, strides) {
                    panic!("{shape:?} {strides:?}: {copy:.200} against {expected:.200}");
                }
            }
        });
        let copy = strided_copy(&[5_u8], &[], &[]).unwrap();
        assert_eq!(copy, vec![5]);
    }

    /// A piece of rows of axis 0 from the middle (as a thread of the pool
    /// gets): its elements are the plain definition's rows, for whole rows,
    /// tiles along axis 0 and tiles along another axis, rows in blocks
    /// along axis 0 and along another axis, values of each size.
    #[test]
    fn pieces_from_the_middle_are_their_rows() {
        fn check<T: Copy + PartialEq + Debug>(data: &[T]) {
            let cases: &[(&[usize], &[usize])] = &[
                (&[130, 70], &[1, 130]),
                (&[30, 20, 10], &[10, 300, 1]),
                (&[5, 6, 70], &[7 * 70, 1, 6]),
                (&[9, 40, 33], &[40 * 33, 1, 40]),
                (&[23, 7, 100], &[100, 2300, 1]),
                (&[5, 23, 7, 100], &[16100, 100, 2300, 1]),
            ];
            for &(shape, strides) in cases {
                let whole = reference(data, shape, strides);
                let row: usize = shape[1..].iter().product();
                let plan = Plan::new(shape, strides, size_of::<T>());
                let (first, end) = (2, shape[0] - 1);
                let mut piece = vec![MaybeUninit::new(data[0]); (end - first) * row];
                plan.fill(data, first, end, &mut piece);
                // SAFETY: `fill` wrote every element (each was initialised anyway).
                let piece: Vec<T> = piece.iter().map(|x| unsafe { x.assume_init() }).collect();
                assert_eq!(
                    piece,
                    whole[first * row..end * row],
                    "{shape:?} {strides:?}"
                );
            }
        }
        check(&values(mixed_byte));
        check(&values(|i| i as u16));
        check(&values(|i| i));
        check(&values(u64::from));
    }

    /// Outputs starting at each offset (a value apart) from a boundary of
    /// a block row's bytes, with rows of a multiple of the block's side
    /// (whose blocks then start at the first aligned column, the columns
    /// before it a value at a time) and of other lengths, values of each
    /// size: the same copy.
    #[test]
    fn outputs_at_any_alignment_are_the_same_copy() {
        fn check<T: Copy + PartialEq + Debug>(data: &[T]) {
            let cases: &[(&[usize], &[usize])] = &[
                (&[130, 72], &[1, 130]),
                (&[40, 9, 16], &[1, 40 * 16, 40]),
                (&[70, 35], &[1, 70]),
            ];
            for &(shape, strides) in cases {
                let whole = reference(data, shape, strides);
                let plan = Plan::new(shape, strides, size_of::<T>());
                // Room for the copy at 16 offsets: every offset from a
                // 32-byte boundary that values of this size can take.
                let mut memory = vec![MaybeUninit::new(data[0]); whole.len() + 16];
                for at in 0..16 {
                    let piece = &mut memory[at..at + whole.len()];
                    plan.fill(data, 0, shape[0], piece);
                    // SAFETY: `fill` wrote every element (each was initialised anyway).
                    let copy: Vec<T> = piece.iter().map(|x| unsafe { x.assume_init() }).collect();
                    assert_eq!(copy, whole, "{shape:?} {strides:?} at {at}");
                }
            }
        }
        check(&values(mixed_byte));
        check(&values(|i| i as u16));
        check(&values(|i| i));
        check(&values(u64::from));
        check(&values(|i| [i, !i]));
    }
}
