//! The element types of the dtype table's groups, for the macros that
//! implement something for each: `with_elements!(ints: m!(before))` calls
//! `m!(before u8, u16, …, I1, U1)`, the list read from the table's rows (in
//! its order), so that a dtype added there reaches every such impl. The
//! types must be in scope where it is called.
//!
//! | selection        | the element types of                                  |
//! |------------------|-------------------------------------------------------|
//! | `primitive_ints` | `unsigned`, `signed` (`u8` … `i64`)                   |
//! | `int_kinds`      | the same, each as `u8: unsigned` … `i64: signed`      |
//! | `narrow_ints`    | `int4s`, `narrower_ints` (`I4` … `U1`)                |
//! | `ints`           | `primitive_ints`, then `narrow_ints`                  |
//! | `floats`         | `floats` (`bf16` … `f64`)                             |
//! | `small_floats`   | `small_floats` (`F8E4M3Fn` … `F4E2M1Fn`)              |
//! | `real_floats`    | `floats` (`bf16` … `f64`), then `small_floats`        |
//! | `stored`         | every dtype but the weak ones, as `Bool: bool,` … `UInt1: U1,` (its marker, its element type), each element type once |

/// `with_elements!(selection: m!(before))`: `m!(before …)` with the element
/// types the [module's table](self) names for `selection`.
macro_rules! with_elements {
    ($selection:ident: $m:ident!($($before:tt)*)) => {
        crate::__dtype_table! { [crate::scalar::lists::elements_of] $selection $m ($($before)*) }
    };
}
pub(crate) use with_elements;

/// The callback of the dtype table for [`with_elements!`]: its rows' element
/// types by group, then the selection.
macro_rules! elements_of {
    (
        [$selection:ident $m:ident ($($before:tt)*)]
        bool { $($b:ident { $b_elem:ty, $($b_row:tt)* })* }
        unsigned { $($u:ident { $u_elem:ident, $($u_row:tt)* })* }
        signed { $($s:ident { $s_elem:ident, $($s_row:tt)* })* }
        floats { $($f:ident { $f_elem:ident, $($f_row:tt)* })* }
        complex { $($c:ident { $c_elem:ty, $($c_row:tt)* })* }
        weak_int $weak_int:tt weak_float $weak_float:tt weak_complex $weak_complex:tt
        small_floats { $($sf:ident { $sf_elem:ident, $($sf_row:tt)* })* }
        int4s { $($i4:ident { $i4_elem:ident, $($i4_row:tt)* })* }
        narrower_ints { $($n:ident { $n_elem:ident, $($n_row:tt)* })* }
    ) => {
        crate::scalar::lists::elements_of! {
            @$selection $m ($($before)*)
            [$($u_elem)*] [$($s_elem)*] [$($f_elem)*] [$($sf_elem)*] [$($i4_elem)* $($n_elem)*]
            [
                $($b: $b_elem,)* $($u: $u_elem,)* $($s: $s_elem,)* $($f: $f_elem,)*
                $($c: $c_elem,)* $($sf: $sf_elem,)* $($i4: $i4_elem,)* $($n: $n_elem,)*
            ]
        }
    };
    (@stored $m:ident ($($before:tt)*) $u:tt $s:tt $f:tt $sf:tt $n:tt [$($stored:tt)*]) => {
        $m! { $($before)* $($stored)* }
    };
    (@primitive_ints $m:ident ($($before:tt)*) [$($u:ident)*] [$($s:ident)*] $f:tt $sf:tt $n:tt $stored:tt) => {
        $m! { $($before)* $($u,)* $($s),* }
    };
    (@int_kinds $m:ident ($($before:tt)*) [$($u:ident)*] [$($s:ident)*] $f:tt $sf:tt $n:tt $stored:tt) => {
        $m! { $($before)* $($u: unsigned,)* $($s: signed),* }
    };
    (@narrow_ints $m:ident ($($before:tt)*) $u:tt $s:tt $f:tt $sf:tt [$($n:ident)*] $stored:tt) => {
        $m! { $($before)* $($n),* }
    };
    (@ints $m:ident ($($before:tt)*) [$($u:ident)*] [$($s:ident)*] $f:tt $sf:tt [$($n:ident)*] $stored:tt) => {
        $m! { $($before)* $($u,)* $($s,)* $($n),* }
    };
    (@floats $m:ident ($($before:tt)*) $u:tt $s:tt [$($f:ident)*] $sf:tt $n:tt $stored:tt) => {
        $m! { $($before)* $($f),* }
    };
    (@small_floats $m:ident ($($before:tt)*) $u:tt $s:tt $f:tt [$($sf:ident)*] $n:tt $stored:tt) => {
        $m! { $($before)* $($sf),* }
    };
    (@real_floats $m:ident ($($before:tt)*) $u:tt $s:tt [$($f:ident)*] [$($sf:ident)*] $n:tt $stored:tt) => {
        $m! { $($before)* $($f,)* $($sf),* }
    };
}
pub(crate) use elements_of;

#[cfg(test)]
mod tests {
    use crate::scalar::{
        F4E2M1Fn, F6E2M3Fn, F6E3M2Fn, F8E3M4, F8E4M3, F8E4M3B11Fnuz, F8E4M3Fn, F8E4M3Fnuz, F8E5M2,
        F8E5M2Fnuz, F8E8M0Fnu, I1, I2, I4, U1, U2, U4,
    };
    use half::{bf16, f16};
    use num_complex::Complex;
    use std::any::type_name;
    use std::vec::Vec;

    macro_rules! names {
        ($($t:ty),*) => {
            [$(type_name::<$t>().rsplit("::").next().unwrap()),*].to_vec()
        };
    }

    macro_rules! kinds {
        ($($t:ty: $kind:ident),*) => {
            [$(stringify!($kind)),*].to_vec()
        };
    }

    macro_rules! stored {
        ($($marker:ident: $t:ty,)*) => {
            [$((stringify!($marker), type_name::<$t>().rsplit("::").next().unwrap())),*].to_vec()
        };
    }

    #[test]
    fn each_selection_lists_the_table_groups_in_order() {
        let ints: Vec<&str> = with_elements!(ints: names!());
        assert_eq!(
            ints,
            [
                "u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64", "I4", "U4", "I2", "U2", "I1",
                "U1"
            ]
        );
        let primitive: Vec<&str> = with_elements!(primitive_ints: names!());
        assert_eq!(primitive, ints[..8]);
        let narrow: Vec<&str> = with_elements!(narrow_ints: names!());
        assert_eq!(narrow, ints[8..]);
        let kinds: Vec<&str> = with_elements!(int_kinds: kinds!());
        assert_eq!(kinds, [["unsigned"; 4], ["signed"; 4]].concat());
        let small: Vec<&str> = with_elements!(small_floats: names!());
        assert_eq!(small.len(), 11);
        assert_eq!((small[0], small[10]), ("F8E4M3Fn", "F4E2M1Fn"));
        let real: Vec<&str> = with_elements!(real_floats: names!());
        assert_eq!(real[..4], ["bf16", "f16", "f32", "f64"]);
        let floats: Vec<&str> = with_elements!(floats: names!());
        assert_eq!(floats, real[..4]);
        assert_eq!(real[4..], small);
        // Every dtype but the three weak ones, each element type once.
        let stored: Vec<(&str, &str)> = with_elements!(stored: stored!());
        assert_eq!(stored.len(), 32);
        assert_eq!(
            (stored[0], stored[1], stored[31]),
            (("Bool", "bool"), ("UInt8", "u8"), ("UInt1", "U1"))
        );
        assert_eq!(stored[14], ("Complex128", "Complex<f64>"));
    }
}
