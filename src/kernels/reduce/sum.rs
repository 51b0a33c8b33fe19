//! [`SumFloat`] for `f32` and `f64`: YNNPACK's kernels with the lanes of
//! each type's 64-byte vector.

use super::lanes::{Columns, SumFloat};
use super::sum_columns::column_sums;
use super::sum_rows::{deviation_sums, lane_sum, lane_sums};

/// `SumFloat` for each type, with the lanes of its 64-byte vector.
macro_rules! sum_float {
    ($($t:ty: $lanes:literal),*) => {$(
        impl SumFloat for $t {
            #[inline(always)]
            fn whole_i32(self) -> i32 {
                self as i32
            }
            #[inline]
            fn lane<E: Copy>(values: &[E], map: &impl Fn(E) -> Self) -> Self {
                lane_sum::<E, $t, $lanes>(values, map)
            }
            #[inline]
            fn lanes<E: Copy>(values: &[E], len: usize, out: &mut [Self], map: &impl Fn(E) -> Self) {
                lane_sums::<E, $t, $lanes>(values, len, out, map);
            }
            #[inline]
            fn columns<E: Copy>(values: &[E], columns: Columns, out: &mut [Self], map: &impl Fn(E) -> Self) {
                column_sums(values, columns, None, out, map);
            }
            #[inline]
            fn deviation_columns<E: Copy>(
                values: &[E],
                columns: Columns,
                means: &[Self],
                out: &mut [Self],
                to: &impl Fn(E) -> Self,
            ) {
                column_sums(values, columns, Some(means), out, to);
            }
            #[inline]
            fn deviation_lanes<E: Copy>(
                values: &[E],
                len: usize,
                means: &[Self],
                out: &mut [Self],
                to: &impl Fn(E) -> Self,
            ) {
                deviation_sums::<E, $t, $lanes>(values, len, means, out, to);
            }
        }
    )*};
}

sum_float!(f32: 16, f64: 8);
