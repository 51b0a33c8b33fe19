//! YNNPACK's tree of accumulators for one vector of lanes, which both sum
//! kernels add into: the first level from each fresh vector, degree 16, its
//! top level by Kahan summation, the lanes added pairwise at the end.

use super::lanes::{MAX_LANES, Native, Step, SumFloat, load_mapped};
use crate::scalar::RealFloat;
use crate::simd::SumVector;

/// YNNPACK's tree of accumulators for one vector of lanes.
#[derive(Clone, Copy)]
pub(super) struct Tree<V> {
    /// The first level, which chunks are added into.
    pub(super) low: V,
    /// The second level: the first's sum, every 16 clock ticks.
    pub(super) mid: V,
    /// The top: the second's sum, every 256 ticks, by Kahan summation.
    pub(super) top: V,
    /// Kahan's running error of `top`.
    pub(super) error: V,
    pub(super) clock: usize,
}

impl<V: SumVector> Tree<V> {
    #[inline(always)]
    pub(super) fn new() -> Self {
        Tree {
            low: V::zero(),
            mid: V::zero(),
            top: V::zero(),
            error: V::zero(),
            clock: 0,
        }
    }

    /// Adds a chunk of up to `4 L` values, read as four vectors (zeros past
    /// its end), summed from zero and then into the first level.
    #[inline(always)]
    pub(super) fn add_chunk<E: Copy>(&mut self, run: &[E], map: &impl Fn(E) -> V::Elem)
    where
        V::Elem: SumFloat,
    {
        let lanes = V::LANES;
        let vector =
            |j: usize| load_mapped::<E, V::Elem, V>(run.get(j * lanes..).unwrap_or(&[]), map);
        let local = V::zero()
            .add(vector(0))
            .add(vector(1))
            .add(vector(2))
            .add(vector(3));
        self.low = self.low.add(local);
    }

    /// Adds a group of four chunks (`16 L` values) and ticks the clock.
    #[inline(always)]
    pub(super) fn add_group<E: Copy>(&mut self, group: &[E], map: &impl Fn(E) -> V::Elem)
    where
        V::Elem: SumFloat,
    {
        let lanes = V::LANES;
        for chunk in group.chunks_exact(4 * lanes) {
            self.add_chunk(chunk, map);
        }
        self.clock += 4 * lanes;
        self.carry(self.clock);
    }

    /// The sum, after the whole groups: the `rest` (fewer than a group's
    /// values) a chunk at a time, what is left as a chunk of its own, every
    /// level moved up, and the top's lanes added pairwise.
    #[inline(always)]
    pub(super) fn finish<E: Copy>(&mut self, rest: &[E], map: &impl Fn(E) -> V::Elem) -> V::Elem
    where
        V::Elem: SumFloat,
    {
        let lanes = V::LANES;
        let mut chunks = rest.chunks_exact(4 * lanes);
        for chunk in chunks.by_ref() {
            self.add_chunk(chunk, map);
            self.clock += lanes;
            self.carry(self.clock);
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            self.add_chunk(rest, map);
        }
        self.carry(0);
        let mut total = [V::Elem::ZERO; MAX_LANES];
        V::zero().add(self.top).store(&mut total);
        horizontal_sum::<V::Elem, Native<V::Elem>>(&mut total[..lanes])
    }

    /// Moves the levels up as the clock says: `0` moves every level: the
    /// first into the second every 16 ticks, the second into the top by
    /// Kahan summation every 256.
    #[inline(always)]
    pub(super) fn carry(&mut self, clock: usize) {
        if !clock.is_multiple_of(16) {
            return;
        }
        self.mid = self.mid.add(self.low);
        self.low = V::zero();
        if clock.is_multiple_of(256) {
            // Kahan's step, lane by lane; an overflow to infinity or NaN
            // resets the error to zero.
            let y = self.mid.sub(self.error);
            let t = self.top.add(y);
            self.error = t.sub(self.top).sub(y).finite_or_zero();
            self.top = t;
            self.mid = V::zero();
        }
    }
}

/// The lanes added pairwise: the upper half into the lower, until one is left.
#[inline(always)]
pub(super) fn horizontal_sum<T: SumFloat, S: Step<T>>(lanes: &mut [T]) -> T {
    let mut width = lanes.len();
    while width > 1 {
        width /= 2;
        for i in 0..width {
            lanes[i] = S::add(lanes[i], lanes[i + width]);
        }
    }
    lanes[0]
}
