//! Typed tensors on burn (feature `burn-flex`): every binary operation for
//! every pair of the dtypes burn stores gives the dtype and the values of
//! the crate's `Tensor` (and so JAX's: `tests/jax_*.rs` check those against
//! JAX's fixtures), on same-shape, broadcast and scalar operands of edge and
//! seeded random values; casts between every pair; functions, reductions and
//! products; conversions from and to burn's own `Tensor`; the errors.
//!
//! The checks of every pair run on burn's CPU backend, Flex, directly
//! (`Burn<Flex>`): through burn's `Dispatch` the same checks take 2 minutes
//! to compile instead of 45 s. A smaller set, and the conversions, run on
//! `Dispatch` (the backend of burn's own `Tensor`) on the device
//! `burn_tensor::Device::default()` gives: Flex, unless the build turns on
//! another of burn's backends, which burn then prefers, or `BURN_DEVICE`
//! names one (`BURN_DEVICE=cuda cargo test --features
//! burn-flex,burn-tensor/cuda --test burn`).

#![cfg(feature = "burn-flex")]

use burn_flex::{Flex, FlexDevice};
use dtype_lattice::burn::{BurnDType, BurnError, BurnTensor};
use dtype_lattice::prelude::*;
use dtype_lattice::{Kind, SumOf, binary};

#[macro_use]
#[path = "common/engines.rs"]
mod engines;

use engines::{assert_close, assert_equal, assert_near, assert_same, values, values_in};

/// A tensor on burn's CPU backend, Flex.
type BT<D, P = Standard> = BurnTensor<D, P, Flex>;

/// The device of the tests on `Dispatch`: burn's default (`BURN_DEVICE`, or
/// the first backend the build has of CUDA, …, Flex).
fn device() -> burn_tensor::Device {
    static DEVICE: std::sync::OnceLock<burn_tensor::Device> = std::sync::OnceLock::new();
    DEVICE.get_or_init(burn_tensor::Device::default).clone()
}

/// `t` on burn's CPU backend.
fn on_device<D: BurnDType, P: Policy>(t: &Tensor<D, P>) -> BT<D, P> {
    BT::from_tensor(t.clone(), &FlexDevice).unwrap()
}

/// `t` on `Dispatch`, on the [`device`].
fn on_dispatch<D: BurnDType, P: Policy>(t: &Tensor<D, P>) -> BurnTensor<D, P> {
    BurnTensor::from_tensor(t.clone(), device().as_dispatch()).unwrap()
}

#[test]
fn dispatch_on_the_default_device_gives_the_same_values() {
    macro_rules! kinds {
        ($($a:ident, $b:ident;)*) => {$({
            let (a, b) = (values::<$a>(0), values::<$b>(5));
            let (da, db) = (on_dispatch(&a), on_dispatch(&b));
            let what = concat!(stringify!($a), ", ", stringify!($b));
            assert_same(&(&da + &db), &(&a + &b), what);
            assert_same(&(&da * &db), &(&a * &b), what);
            assert_same(&(&da / &db), &(&a / &b), what);
            assert_same(&da.less(&db), &a.less(&b), what);
            assert_same(&da.maximum(&db), &a.maximum(&b), what);
            assert_same(&(&da * 2.5), &(&a * 2.5), what);
            assert_same(&da.cast::<$b>(), &a.cast::<$b>(), what);
            assert_same(&da.max().unwrap(), &a.max().unwrap(), what);
            assert_same(&da.less(0).where_cond(&db, 7), &a.less(0).where_cond(&b, 7), what);
        })*};
    }
    kinds! {
        Bool, Float32; UInt8, Int8; Int32, Int64; UInt64, UInt16; BFloat16, Float32;
        Float16, Float16; Float64, Int32;
    }
    let x = values::<Float32>(0)
        .slice(s![..12])
        .unwrap()
        .reshape(&[3, 4])
        .unwrap();
    let dx = on_dispatch(&x);
    assert_close(&dx.exp(), &x.exp(), 1e-6, "exp");
    assert_close(
        &dx.sum_axis(1).unwrap(),
        &x.sum_axis(1).unwrap(),
        1e-6,
        "sum",
    );
    assert_same(
        &dx.argmax_axis(0).unwrap(),
        &x.argmax_axis(0).unwrap(),
        "argmax",
    );
    let w = values::<BFloat16>(3)
        .slice(s![..8])
        .unwrap()
        .reshape(&[4, 2])
        .unwrap();
    let y = Tensor::<Float32>::from_vec((0..12).map(|i| i as f32 / 7.0).collect())
        .reshape(&[3, 4])
        .unwrap();
    assert_same(
        &on_dispatch(&y).matmul(&on_dispatch(&w)),
        &y.matmul(&w),
        "matmul",
    );
    assert_same(
        &BurnTensor::concatenate(&[&dx, &dx], 1),
        &try_concatenate((&x, &x), 1).unwrap(),
        "concatenate",
    );
}

#[test]
fn binary_operations_give_the_tensors_dtypes_and_values_for_every_pair() {
    // Every pair of the thirteen dtypes burn stores.
    pairs! {
        Bool, Bool; Bool, UInt8; Bool, UInt16; Bool, UInt32; Bool, UInt64; Bool, Int8; Bool, Int16;
        Bool, Int32; Bool, Int64; Bool, BFloat16; Bool, Float16; Bool, Float32; Bool, Float64;
        UInt8, Bool; UInt8, UInt8; UInt8, UInt16; UInt8, UInt32; UInt8, UInt64; UInt8, Int8;
        UInt8, Int16; UInt8, Int32; UInt8, Int64; UInt8, BFloat16; UInt8, Float16; UInt8, Float32;
        UInt8, Float64; UInt16, Bool; UInt16, UInt8; UInt16, UInt16; UInt16, UInt32; UInt16, UInt64;
        UInt16, Int8; UInt16, Int16; UInt16, Int32; UInt16, Int64; UInt16, BFloat16;
        UInt16, Float16; UInt16, Float32; UInt16, Float64; UInt32, Bool; UInt32, UInt8;
        UInt32, UInt16; UInt32, UInt32; UInt32, UInt64; UInt32, Int8; UInt32, Int16; UInt32, Int32;
        UInt32, Int64; UInt32, BFloat16; UInt32, Float16; UInt32, Float32; UInt32, Float64;
        UInt64, Bool; UInt64, UInt8; UInt64, UInt16; UInt64, UInt32; UInt64, UInt64; UInt64, Int8;
        UInt64, Int16; UInt64, Int32; UInt64, Int64; UInt64, BFloat16; UInt64, Float16;
        UInt64, Float32; UInt64, Float64; Int8, Bool; Int8, UInt8; Int8, UInt16; Int8, UInt32;
        Int8, UInt64; Int8, Int8; Int8, Int16; Int8, Int32; Int8, Int64; Int8, BFloat16;
        Int8, Float16; Int8, Float32; Int8, Float64; Int16, Bool; Int16, UInt8; Int16, UInt16;
        Int16, UInt32; Int16, UInt64; Int16, Int8; Int16, Int16; Int16, Int32; Int16, Int64;
        Int16, BFloat16; Int16, Float16; Int16, Float32; Int16, Float64; Int32, Bool; Int32, UInt8;
        Int32, UInt16; Int32, UInt32; Int32, UInt64; Int32, Int8; Int32, Int16; Int32, Int32;
        Int32, Int64; Int32, BFloat16; Int32, Float16; Int32, Float32; Int32, Float64; Int64, Bool;
        Int64, UInt8; Int64, UInt16; Int64, UInt32; Int64, UInt64; Int64, Int8; Int64, Int16;
        Int64, Int32; Int64, Int64; Int64, BFloat16; Int64, Float16; Int64, Float32; Int64, Float64;
        BFloat16, Bool; BFloat16, UInt8; BFloat16, UInt16; BFloat16, UInt32; BFloat16, UInt64;
        BFloat16, Int8; BFloat16, Int16; BFloat16, Int32; BFloat16, Int64; BFloat16, BFloat16;
        BFloat16, Float16; BFloat16, Float32; BFloat16, Float64; Float16, Bool; Float16, UInt8;
        Float16, UInt16; Float16, UInt32; Float16, UInt64; Float16, Int8; Float16, Int16;
        Float16, Int32; Float16, Int64; Float16, BFloat16; Float16, Float16; Float16, Float32;
        Float16, Float64; Float32, Bool; Float32, UInt8; Float32, UInt16; Float32, UInt32;
        Float32, UInt64; Float32, Int8; Float32, Int16; Float32, Int32; Float32, Int64;
        Float32, BFloat16; Float32, Float16; Float32, Float32; Float32, Float64; Float64, Bool;
        Float64, UInt8; Float64, UInt16; Float64, UInt32; Float64, UInt64; Float64, Int8;
        Float64, Int16; Float64, Int32; Float64, Int64; Float64, BFloat16; Float64, Float16;
        Float64, Float32; Float64, Float64;
    }
    differences! {
        UInt8, UInt8; UInt8, Int16; UInt32, UInt32; UInt32, Int32; Int16, Bool; Int32, Int32;
        Int64, UInt32; BFloat16, Float16; Float16, Int16; Float32, Float64; Bool, Float32;
        Int8, Int8; Int8, UInt8; UInt16, UInt16; UInt16, Int32; UInt64, UInt64; UInt64, Int64;
    }
}

#[test]
fn casts_between_every_pair_convert_as_the_tensors_cast() {
    macro_rules! casts {
        ($($from:ident)*; $to:tt) => {$(casts!(@row $from $to);)*};
        (@row $from:ident [$($to:ident)*]) => {$({
            fn check() {
            // Values every dtype holds (out-of-range float-to-integer
            // conversions are left out: see the module's docs).
            let t = Tensor::<Float64>::from_vec(vec![0.0, 1.0, 2.0, 3.0, 7.0, 100.0, 127.0])
                .cast::<$from>();
            assert_same(
                &on_device(&t).cast::<$to>(),
                &t.cast::<$to>(),
                concat!(stringify!($from), " as ", stringify!($to)),
            );
            let edges = values::<$from>(0);
            if <$to as DType>::ID == DTypeId::Bool || <$from as DType>::ID.kind() != Kind::Floating {
                assert_same(
                    &on_device(&edges).cast::<$to>(),
                    &edges.cast::<$to>(),
                    concat!(stringify!($from), " edges as ", stringify!($to)),
                );
            }
            }
            check();
        })*};
    }
    casts! {
        Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16 Float32 Float64;
        [Bool UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16 Float32 Float64]
    }
    // Float edges into floats: rounding to nearest even, overflow to inf (NaN in float8).
    let edges = values::<Float64>(0);
    assert_same(
        &on_device(&edges).cast::<Float32>(),
        &edges.cast::<Float32>(),
        "f64 as f32",
    );
    assert_same(
        &on_device(&edges).cast::<Float16>(),
        &edges.cast::<Float16>(),
        "f64 as f16",
    );
    assert_same(
        &on_device(&edges).cast::<BFloat16>(),
        &edges.cast::<BFloat16>(),
        "f64 as bf16",
    );
}

#[test]
fn functions_compute_in_the_inexact_dtype() {
    macro_rules! functions {
        ($($d:ident => $out:ident, $rtol:expr;)*) => {$({
            fn check() {
            let x = values::<$d>(0);
            let cx = on_device(&x);
            let what = stringify!($d);
            let e: BT<$out> = cx.exp();
            assert_close(&e, &x.exp(), $rtol, what);
            assert_close(&cx.log(), &x.log(), $rtol, what);
            assert_close(&cx.tanh(), &x.tanh(), $rtol, what);
            assert_close(&cx.sqrt(), &x.sqrt(), $rtol, what);
            assert_close(&cx.log1p(), &x.log1p(), $rtol, what);
            let small = x.clip(-100.0, 100.0);
            assert_close(&on_device(&small).sin(), &small.sin(), $rtol, what);
            assert_close(&on_device(&small).cos(), &small.cos(), $rtol, what);
            }
            check();
        })*};
    }
    functions! {
        Bool => Float32, 1e-6; UInt8 => Float32, 1e-6; Int8 => Float32, 1e-6;
        UInt16 => Float32, 1e-6; Int32 => Float32, 1e-6; UInt64 => Float64, 1e-14;
        Int64 => Float64, 1e-14; BFloat16 => BFloat16, 1e-2; Float16 => Float16, 1e-3;
        Float32 => Float32, 1e-6; Float64 => Float64, 1e-14;
    }
    macro_rules! exact {
        ($($d:ident)*) => {$({
            let x = values::<$d>(0);
            assert_same(&on_device(&x).negative(), &-&x, stringify!($d));
            assert_same(&-&on_device(&x), &-&x, stringify!($d));
            assert_same(&on_device(&x).abs(), &x.abs(), stringify!($d));
        })*};
    }
    exact!(UInt8 UInt16 UInt32 UInt64 Int8 Int16 Int32 Int64 BFloat16 Float16 Float32 Float64);
    let b = values::<Bool>(0);
    assert_same(&on_device(&b).abs(), &b.abs(), "abs of bool");
}

#[test]
fn reductions_give_the_crates_dtypes() {
    macro_rules! reductions {
        ($($d:ident, $p:ident, $rtol:expr;)*) => {$({
            fn check() {
            let x = values_in::<$d, $p>(0);
            let grid = values_in::<$d, $p>(7).slice(s![..60]).unwrap().reshape(&[6, 10]).unwrap();
            let (cx, cgrid) = (on_device(&x), on_device(&grid));
            let what = stringify!($d);
            let largest = x.cast::<Float64>().abs().max().unwrap().to_vec()[0];
            let atol = f64::max($rtol, 1e-7) * if largest.is_finite() { largest } else { 0.0 };
            if <$d as DType>::ID.kind() == Kind::Floating {
                assert_near(&cx.sum(), &x.sum(), $rtol, atol, what);
                assert_near(&cgrid.sum_axis(1).unwrap(), &grid.sum_axis(1).unwrap(), $rtol, atol, what);
                assert_near(&cgrid.sum_axis(0).unwrap(), &grid.sum_axis(0).unwrap(), $rtol, atol, what);
            } else {
                assert_same(&cx.sum(), &x.sum(), what);
                assert_same(&cgrid.sum_axis(-1).unwrap(), &grid.sum_axis(-1).unwrap(), what);
            }
            assert_near(&cx.try_mean().unwrap(), &x.mean(), $rtol, atol, what);
            assert_near(&cgrid.mean_axis(0).unwrap(), &grid.mean_axis(0).unwrap(), $rtol, atol, what);
            assert_same(&cx.max().unwrap(), &x.max().unwrap(), what);
            assert_same(&cx.min().unwrap(), &x.min().unwrap(), what);
            assert_same(&cgrid.max_axis(1).unwrap(), &grid.max_axis(1).unwrap(), what);
            assert_same(&cgrid.min_axis(0).unwrap(), &grid.min_axis(0).unwrap(), what);
            // With NaN: the first NaN's index, as JAX gives it.
            assert_same(&cgrid.argmax_axis(1).unwrap(), &grid.argmax_axis(1).unwrap(), what);
            assert_same(&cx.argmin().unwrap(), &x.argmin().unwrap(), what);
            let finite = grid.isnan().logical_not().where_cond(&grid, 0).cast::<$d>();
            let cfinite = on_device(&finite);
            assert_same(&cfinite.argmax_axis(1).unwrap(), &finite.argmax_axis(1).unwrap(), what);
            assert_same(&cfinite.argmin_axis(0).unwrap(), &finite.argmin_axis(0).unwrap(), what);
            }
            check();
        })*};
    }
    reductions! {
        Bool, Standard, 0.0; Int8, Standard, 0.0; Int16, Standard, 0.0; Int32, Standard, 0.0;
        Int64, Standard, 0.0; UInt8, Standard, 0.0; UInt16, Standard, 0.0;
        UInt32, Standard, 0.0; BFloat16, Standard, 1e-2; Float16, Standard, 1e-3;
        Float32, Standard, 1e-6; Float64, Standard, 1e-13;
        UInt8, StandardX32, 0.0; UInt32, StandardX32, 0.0; Int16, StandardX32, 0.0;
        Float32, StandardX32, 1e-6;
    }
    // Under the x32 policies a uint8 sum is uint32 (with x64, uint64).
    static_assertions::assert_type_eq_all!(SumOf<UInt8, StandardX32>, UInt32);
    let bytes = Tensor::<UInt8, StandardX32>::from_vec(vec![255; 1000]);
    let sum: BT<UInt32, StandardX32> = on_device(&bytes).sum();
    assert_same(&sum, &bytes.sum(), "uint8 sum, x32");
    let ints = Tensor::<Int32, StandardX32>::from_vec(vec![i32::MAX, 1, 2]);
    assert_same(&on_device(&ints).sum(), &ints.sum(), "int32 sum wraps, x32");
    let index: BT<Int32, StandardX32> = on_device(&ints).argmax().unwrap();
    assert_same(&index, &ints.argmax().unwrap(), "argmax, x32");
}

#[test]
fn selection_products_and_joins() {
    let x = values::<Float32>(0)
        .slice(s![..12])
        .unwrap()
        .reshape(&[3, 4])
        .unwrap();
    let y = values::<Int16>(4).slice(s![..4]).unwrap();
    let (cx, cy) = (on_device(&x), on_device(&y));
    let mask = x.greater(0.0);
    let cmask = cx.greater(0.0);
    assert_same(&cmask, &mask, "greater");
    assert_same(
        &cmask.where_cond(&cx, &cy),
        &mask.where_cond(&x, &y.cast::<Float32>().standard()),
        "where",
    );
    assert_same(
        &cmask.where_cond(&cx, 0.0),
        &mask.where_cond(&x, 0.0),
        "where, scalar",
    );
    // Rust scalars on either side fill the other branch, converted as the
    // tensor converts them.
    assert_same(
        &cmask.where_cond(f64::NAN, &cx),
        &mask.where_cond(f64::NAN, &x),
        "where, NaN scalar",
    );
    assert_same(
        &cx.less(1.0).where_cond(&cy, 70_000),
        &x.less(1.0).where_cond(&y, 70_000),
        "where, int scalar wrapped",
    );
    // A condition of any dtype, nonzero true, as on the CPU engine.
    assert_same(
        &cy.where_cond(1_i8, &cy),
        &y.where_cond(1_i8, &y),
        "where, int16 condition",
    );
    assert_same(&-&cx, &-&x, "negative");
    assert_same(&(-cx.clone()), &(-x.clone()), "negative, owned");
    assert_same(&cy.abs(), &y.abs(), "abs");

    let a = Tensor::<Float32>::from_vec((0..24).map(|i| i as f32 / 7.0).collect())
        .reshape(&[2, 3, 4])
        .unwrap();
    let b = Tensor::<BFloat16>::from_vec(
        (0..20)
            .map(|i| half::bf16::from_f32(i as f32 - 9.0))
            .collect(),
    )
    .reshape(&[4, 5])
    .unwrap();
    let v = Tensor::<Int32>::from_vec(vec![1, -2, 3, -4]);
    let w = Tensor::<Int32>::from_vec(vec![1, -2, 3]);
    let (ca, cb, cv, cw) = (on_device(&a), on_device(&b), on_device(&v), on_device(&w));
    assert_close(
        &ca.matmul(&cb),
        &a.matmul(&b),
        1e-6,
        "matmul float32 x bfloat16",
    );
    assert_close(&ca.matmul(&cv), &a.matmul(&v), 1e-6, "matmul by a vector");
    assert_close(
        &cw.cast::<Float32>().matmul(&ca.matmul(&cb)),
        &w.cast::<Float32>().matmul(&a.matmul(&b)),
        1e-6,
        "vector times",
    );
    // A weak float times bfloat16 is bfloat16: the operands are rounded to
    // it first, then multiplied in float32.
    let scaled = &values::<UInt8>(2)
        .slice(s![..8])
        .unwrap()
        .reshape(&[2, 4])
        .unwrap()
        / 255.0;
    assert_same(
        &on_device(&scaled).matmul(&cb),
        &scaled.matmul(&b),
        "matmul weak float x bfloat16",
    );
    let err = ca.try_matmul(&ca).unwrap_err();
    assert!(matches!(err, BurnError::Shape(_)), "{err}");

    // Joins of one dtype: along an axis, and along a new one.
    let (b, cb) = (x.greater(0.5), cx.greater(0.5));
    let other = on_device(&x.slice(s![..2, ..]).unwrap());
    assert_same(
        &BT::concatenate(&[&cx, &other, &cx], 0),
        &try_concatenate((&x, &x.slice(s![..2, ..]).unwrap(), &x), 0).unwrap(),
        "concatenate",
    );
    assert_same(
        &BT::stack(&[&cx, &cx], -1),
        &try_stack((&x, &x), -1).unwrap(),
        "stack",
    );
    assert_same(
        &BT::stack(&[&cb, &cb], 0),
        &try_stack((&b, &b), 0).unwrap(),
        "stack bools",
    );
    assert_same(
        &BT::concatenate(&[&cy, &cy], 0),
        &try_concatenate((&y, &y), 0).unwrap(),
        "ints",
    );
    assert_same(
        &cx.reshape(&[2, 6]).unwrap(),
        &x.reshape(&[2, 6]).unwrap(),
        "reshape",
    );
    for axis in [0, 1, 2, -1, -3] {
        assert_same(
            &cx.expand_dims(axis).unwrap(),
            &x.expand_dims(axis).unwrap(),
            "expand_dims",
        );
    }
}

#[test]
fn bad_input_is_an_error_that_says_what_was_expected() {
    let x = on_device(&Tensor::<Float32>::zeros(&[2, 3]));
    let y = on_device(&Tensor::<Int32>::zeros(&[4]));
    let error = x.try_add(&y).unwrap_err();
    assert!(matches!(error, BurnError::Shape(_)));
    assert!(
        error.to_string().contains("[2, 3]") && error.to_string().contains("[4]"),
        "{error}"
    );
    let error = x.sum_axis(2).unwrap_err();
    assert!(error.to_string().contains("axis 2"), "{error}");
    let error = x.reshape(&[4, 2]).unwrap_err();
    assert!(matches!(error, BurnError::Shape(_)), "{error}");
    assert!(error.to_string().contains("[4, 2]"), "{error}");
    assert!(matches!(x.expand_dims(3), Err(BurnError::Shape(_))));
    assert!(matches!(x.expand_dims(-4), Err(BurnError::Shape(_))));
    let none: [&BT<Float32>; 0] = [];
    assert!(matches!(
        BT::try_concatenate(&none, 0),
        Err(BurnError::Shape(_))
    ));
    let error =
        BT::try_concatenate(&[&x, &on_device(&Tensor::<Float32>::zeros(&[3, 2]))], 0).unwrap_err();
    assert!(matches!(error, BurnError::Shape(_)), "{error}");
    assert!(matches!(
        BT::try_stack(&[&x, &x], 3),
        Err(BurnError::Shape(_))
    ));
    let empty = on_device(&Tensor::<Int32>::zeros(&[0]));
    assert!(matches!(empty.max(), Err(BurnError::Shape(_))));
    assert!(matches!(empty.argmax(), Err(BurnError::Shape(_))));

    // burn's kernels panic where they fail; the engine returns the panic's
    // message. Flex's int64 addition overflows in a debug build (and wraps,
    // as JAX's, in a release build): never a panic out of the engine.
    let big = on_device(&Tensor::<Int64>::from_vec(vec![i64::MAX, 1]));
    match big.try_add(&big) {
        Ok(sum) => assert_eq!(sum.to_tensor().unwrap().to_vec(), [-2, 2]),
        Err(error) => {
            assert!(matches!(error, BurnError::Burn(_)), "{error}");
            assert!(error.to_string().contains("overflow"), "{error}");
        }
    }
    let raw = x.clone().into_primitive();
    let error = BT::<Float16>::from_primitive(raw.clone()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "expected a burn tensor of a dtype that holds float16, found F32"
    );
    let back = BT::<Float32>::from_primitive(raw).unwrap();
    assert_eq!(back.shape(), [2, 3]);
}

#[test]
fn burns_own_tensor_converts_with_its_dtype_and_rank_checked() {
    let device = device();
    let raw = burn_tensor::Tensor::<2>::from_floats([[1.0, -2.0], [3.5, 4.0]], &device);
    let x = BurnTensor::<Float32>::from_burn(raw.clone()).unwrap();
    assert_eq!(x.shape(), [2, 2]);
    let y: BurnTensor<Float32> = &x * 2;
    let e = x.to_tensor().unwrap();
    assert_same_dispatch(&y, &(&e * 2));
    let back: burn_tensor::Tensor<2> = y.into_burn().unwrap();
    assert_eq!(
        back.into_data().try_to_vec::<f32>().unwrap(),
        [2.0, -4.0, 7.0, 8.0]
    );
    // A float32 tensor is not a float16 one, nor of rank 3.
    let error = BurnTensor::<Float16>::from_burn(raw).unwrap_err();
    assert!(matches!(error, BurnError::DType { .. }), "{error}");
    let error = x.into_burn::<3>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "expected a burn tensor of rank 3, found rank 2"
    );
    // Ints and bools, each of its kind.
    let ints = burn_tensor::Tensor::<1, burn_tensor::Int>::from_ints([1, 2, 3], &device);
    let dtype = ints.dtype();
    let typed = BurnTensor::<Int64>::from_burn(ints.clone());
    match dtype {
        burn_tensor::DType::I64 => {
            let mask: BurnTensor<Bool> = typed.unwrap().greater(1);
            let mask: burn_tensor::Tensor<1, burn_tensor::Bool> = mask.into_burn().unwrap();
            assert_eq!(
                mask.into_data().try_to_vec::<bool>().unwrap(),
                [false, true, true]
            );
        }
        other => assert!(typed.is_err(), "{other:?}"),
    }
}

/// Equal elements of a tensor on burn's `Dispatch` and one of the crate's.
fn assert_same_dispatch<D: BurnDType, P: Policy>(got: &BurnTensor<D, P>, expected: &Tensor<D, P>) {
    let got = got.to_tensor().unwrap();
    assert_eq!(got.shape(), expected.shape());
    assert_eq!(
        format!("{:?}", got.to_vec()),
        format!("{:?}", expected.to_vec())
    );
}

#[test]
fn rule_types_are_the_tensors() {
    // The burn operators take their dtypes from the same rules.
    static_assertions::assert_type_eq_all!(
        <binary::TrueDivide as dtype_lattice::BinaryRule<UInt8, Int16, Standard, Standard>>::Output,
        Float32
    );
    let q: BT<Float32> =
        &on_device(&Tensor::<UInt8>::ones(&[2])) / &on_device(&Tensor::<Int16>::ones(&[2]));
    assert_eq!(q.dtype(), DTypeId::Float32);
    let strict: BT<Float16, Strict> = on_device(&Tensor::<Float16, Strict>::ones(&[2])) * 2.0;
    assert_eq!(strict.dtype(), DTypeId::Float16);
}

/// `examples/engines.rs`, run as a test: one program on `Tensor`, candle
/// and burn, an error where they disagree.
#[cfg(feature = "candle")]
#[path = "../examples/engines.rs"]
mod example;

#[cfg(feature = "candle")]
#[test]
fn the_example_runs_one_program_on_three_engines() {
    example::main().unwrap();
}
