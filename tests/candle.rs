//! Typed tensors on a candle device (feature `candle`): every binary
//! operation for every pair of the dtypes candle stores gives the dtype and
//! the values of the crate's `Tensor` (and so JAX's: `tests/jax_*.rs` check
//! those against JAX's fixtures), on same-shape, broadcast and scalar
//! operands of edge and seeded random values; casts between every pair;
//! functions, reductions, products and joins; the errors.
//!
//! On candle's CPU device, unless `DTYPE_LATTICE_CANDLE_DEVICE` names another
//! (`cuda:0`, `metal:0`; the program must then be built with candle-core's own
//! `cuda` or `metal` feature): `DTYPE_LATTICE_CANDLE_DEVICE=cuda:0 cargo test
//! --features candle --test candle`.

#![cfg(feature = "candle")]

use dtype_lattice::candle::{CandleDType, CandleError, CandleTensor, Device};
use dtype_lattice::prelude::*;
use dtype_lattice::{Kind, SumOf, binary, minifloat::F8E4M3Fn};

#[macro_use]
#[path = "common/engines.rs"]
mod engines;

use engines::{assert_close, assert_equal, assert_near, assert_same, values, values_in};

/// The device the tests run on: `DTYPE_LATTICE_CANDLE_DEVICE` (`cpu`,
/// `cuda:N`, `metal:N`), candle's CPU device if unset. Made once: candle
/// tells two CUDA devices made apart from each other, even of one GPU.
fn device() -> Device {
    static DEVICE: std::sync::OnceLock<Device> = std::sync::OnceLock::new();
    DEVICE.get_or_init(named_device).clone()
}

/// The device `DTYPE_LATTICE_CANDLE_DEVICE` names.
fn named_device() -> Device {
    let name = std::env::var("DTYPE_LATTICE_CANDLE_DEVICE").unwrap_or_else(|_| "cpu".into());
    let ordinal = |prefix: &str| {
        name.strip_prefix(prefix)
            .and_then(|n| n.parse::<usize>().ok())
    };
    let device = match (name.as_str(), ordinal("cuda:"), ordinal("metal:")) {
        ("cpu", _, _) => Ok(Device::Cpu),
        (_, Some(n), _) => Device::new_cuda(n),
        (_, _, Some(n)) => Device::new_metal(n),
        _ => panic!("DTYPE_LATTICE_CANDLE_DEVICE={name}: expected cpu, cuda:N or metal:N"),
    };
    device.unwrap_or_else(|error| panic!("DTYPE_LATTICE_CANDLE_DEVICE={name}: {error}"))
}

/// `t` on the [`device`] the tests run on.
fn on_device<D: CandleDType, P: Policy>(t: &Tensor<D, P>) -> CandleTensor<D, P> {
    CandleTensor::from_tensor(t.clone(), &device()).unwrap()
}

#[test]
fn binary_operations_give_the_tensors_dtypes_and_values_for_every_pair() {
    // Every pair of the ten classic dtypes candle stores, and float8_e4m3fn
    // with the dtypes it joins.
    pairs! {
        Bool, Bool; Bool, UInt8; Bool, UInt32; Bool, Int16; Bool, Int32; Bool, Int64; Bool, BFloat16;
        Bool, Float16; Bool, Float32; Bool, Float64;
        UInt8, Bool; UInt8, UInt8; UInt8, UInt32; UInt8, Int16; UInt8, Int32; UInt8, Int64;
        UInt8, BFloat16; UInt8, Float16; UInt8, Float32; UInt8, Float64;
        UInt32, Bool; UInt32, UInt8; UInt32, UInt32; UInt32, Int16; UInt32, Int32; UInt32, Int64;
        UInt32, BFloat16; UInt32, Float16; UInt32, Float32; UInt32, Float64;
        Int16, Bool; Int16, UInt8; Int16, UInt32; Int16, Int16; Int16, Int32; Int16, Int64;
        Int16, BFloat16; Int16, Float16; Int16, Float32; Int16, Float64;
        Int32, Bool; Int32, UInt8; Int32, UInt32; Int32, Int16; Int32, Int32; Int32, Int64;
        Int32, BFloat16; Int32, Float16; Int32, Float32; Int32, Float64;
        Int64, Bool; Int64, UInt8; Int64, UInt32; Int64, Int16; Int64, Int32; Int64, Int64;
        Int64, BFloat16; Int64, Float16; Int64, Float32; Int64, Float64;
        BFloat16, Bool; BFloat16, UInt8; BFloat16, UInt32; BFloat16, Int16; BFloat16, Int32;
        BFloat16, Int64; BFloat16, BFloat16; BFloat16, Float16; BFloat16, Float32; BFloat16, Float64;
        Float16, Bool; Float16, UInt8; Float16, UInt32; Float16, Int16; Float16, Int32;
        Float16, Int64; Float16, BFloat16; Float16, Float16; Float16, Float32; Float16, Float64;
        Float32, Bool; Float32, UInt8; Float32, UInt32; Float32, Int16; Float32, Int32;
        Float32, Int64; Float32, BFloat16; Float32, Float16; Float32, Float32; Float32, Float64;
        Float64, Bool; Float64, UInt8; Float64, UInt32; Float64, Int16; Float64, Int32;
        Float64, Int64; Float64, BFloat16; Float64, Float16; Float64, Float32; Float64, Float64;
        Float8E4M3Fn, Float8E4M3Fn; Float8E4M3Fn, Bool; Bool, Float8E4M3Fn;
        Float8E4M3Fn, UInt8; Float8E4M3Fn, Int32; Int64, Float8E4M3Fn;
    }
    differences! {
        UInt8, UInt8; UInt8, Int16; UInt32, UInt32; UInt32, Int32; Int16, Bool; Int32, Int32;
        Int64, UInt32; BFloat16, Float16; Float16, Int16; Float32, Float64; Bool, Float32;
        Float8E4M3Fn, Float8E4M3Fn;
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
        Bool UInt8 UInt32 Int16 Int32 Int64 BFloat16 Float16 Float32 Float64 Float8E4M3Fn;
        [Bool UInt8 UInt32 Int16 Int32 Int64 BFloat16 Float16 Float32 Float64 Float8E4M3Fn]
    }
    // Every float8_e4m3fn bit pattern reads as the crate reads it.
    let bits = Tensor::<Float8E4M3Fn>::from_vec((0..=255).map(F8E4M3Fn::from_bits).collect());
    assert_same(
        &on_device(&bits).cast::<Float32>(),
        &bits.cast::<Float32>(),
        "float8 bits",
    );
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
    let single = values::<Float32>(0);
    assert_same(
        &on_device(&single).cast::<Float8E4M3Fn>(),
        &single.cast::<Float8E4M3Fn>(),
        "f32 as f8",
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
            let e: CandleTensor<$out> = cx.exp();
            assert_close(&e, &x.exp(), $rtol, what);
            assert_close(&cx.log(), &x.log(), $rtol, what);
            assert_close(&cx.tanh(), &x.tanh(), $rtol, what);
            assert_close(&cx.sqrt(), &x.sqrt(), $rtol, what);
            let small = x.clip(-100.0, 100.0);
            assert_close(&on_device(&small).sin(), &small.sin(), $rtol, what);
            assert_close(&on_device(&small).cos(), &small.cos(), $rtol, what);
            }
            check();
        })*};
    }
    functions! {
        Bool => Float32, 1e-6; UInt8 => Float32, 1e-6; Int32 => Float32, 1e-6;
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
    exact!(UInt8 UInt32 Int16 Int32 Int64 BFloat16 Float16 Float32 Float64);
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
            let finite = grid.isnan().logical_not().where_cond(&grid, 0).cast::<$d>();
            let cfinite = on_device(&finite);
            assert_same(&cfinite.argmax_axis(1).unwrap(), &finite.argmax_axis(1).unwrap(), what);
            assert_same(&cfinite.argmin_axis(0).unwrap(), &finite.argmin_axis(0).unwrap(), what);
            }
            check();
        })*};
    }
    reductions! {
        Bool, Standard, 0.0; Int16, Standard, 0.0; Int32, Standard, 0.0; Int64, Standard, 0.0;
        BFloat16, Standard, 1e-2; Float16, Standard, 1e-3; Float32, Standard, 1e-6;
        Float64, Standard, 1e-13;
        // Unsigned sums are `UInt64` with x64, which candle does not store.
        UInt8, StandardX32, 0.0; UInt32, StandardX32, 0.0; Int16, StandardX32, 0.0;
        Float32, StandardX32, 1e-6;
    }
    // Under the x32 policies a uint8 sum is uint32 (with x64, uint64: not
    // stored by candle, so `.sum()` does not compile).
    static_assertions::assert_type_eq_all!(SumOf<UInt8, StandardX32>, UInt32);
    let bytes = Tensor::<UInt8, StandardX32>::from_vec(vec![255; 1000]);
    let sum: CandleTensor<UInt32, StandardX32> = on_device(&bytes).sum();
    assert_same(&sum, &bytes.sum(), "uint8 sum, x32");
    let ints = Tensor::<Int32, StandardX32>::from_vec(vec![i32::MAX, 1, 2]);
    assert_same(&on_device(&ints).sum(), &ints.sum(), "int32 sum wraps, x32");
    let index: CandleTensor<Int32, StandardX32> = on_device(&ints).argmax().unwrap();
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
    // A condition of any dtype, nonzero true, as on the CPU engine.
    assert_same(
        &cy.where_cond(1_i8, &cy),
        &y.where_cond(1_i8, &y),
        "where, int16 condition",
    );
    assert_same(&-&cx, &-&x, "negative");
    assert_same(&(-cx.clone()), &(-x.clone()), "negative, owned");
    assert_same(&cy.abs(), &y.abs(), "abs");
    let bytes = on_device(&values::<UInt8>(0));
    let clipped: CandleTensor<UInt8> = bytes.clip(10, 200);
    assert_same(&clipped, &values::<UInt8>(0).clip(10, 200), "clip");
    assert_same(&cx.clip(-1.0, 1.0), &x.clip(-1.0, 1.0), "clip floats");

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
    let err = ca.try_matmul(&ca).unwrap_err();
    assert!(matches!(err, CandleError::Shape(_)), "{err}");

    let parts = [&cx, &cx];
    let joined = CandleTensor::concatenate(&parts, 0);
    assert_same(
        &joined,
        &try_concatenate((&x, &x), 0).unwrap(),
        "concatenate",
    );
    let stacked = CandleTensor::stack(&parts, -1);
    assert_same(&stacked, &try_stack((&x, &x), -1).unwrap(), "stack");

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
    assert!(matches!(error, CandleError::Shape(_)));
    assert!(
        error.to_string().contains("[2, 3]") && error.to_string().contains("[4]"),
        "{error}"
    );
    let error = x.sum_axis(2).unwrap_err();
    assert!(error.to_string().contains("axis 2"), "{error}");
    let error = x.reshape(&[4, 2]).unwrap_err();
    assert!(matches!(error, CandleError::Shape(_)), "{error}");
    assert!(error.to_string().contains("[4, 2]"), "{error}");
    assert!(matches!(x.expand_dims(3), Err(CandleError::Shape(_))));
    assert!(matches!(x.expand_dims(-4), Err(CandleError::Shape(_))));
    let empty = on_device(&Tensor::<Int32>::zeros(&[0]));
    assert!(matches!(empty.max(), Err(CandleError::Shape(_))));
    assert!(matches!(empty.argmax(), Err(CandleError::Shape(_))));
    let none: [&CandleTensor<Float32>; 0] = [];
    assert!(CandleTensor::try_concatenate(&none, 0).is_err());
    let error =
        CandleTensor::try_concatenate(&[&x, &on_device(&Tensor::<Float32>::zeros(&[3, 2]))], 0)
            .unwrap_err();
    assert!(matches!(error, CandleError::Shape(_)), "{error}");

    let raw = x.clone().into_candle();
    let error = CandleTensor::<Float16>::from_candle(raw.clone()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "expected a candle tensor of dtype f16 for a float16 tensor, found f32"
    );
    let back: CandleTensor<Float32> = raw.try_into().unwrap();
    assert_eq!(back.shape(), [2, 3]);
    // A u8 mask of any values reads as `!= 0`, as candle reads masks.
    let mask = candle_core::Tensor::new(&[0u8, 1, 7], &device()).unwrap();
    let mask = CandleTensor::<Bool>::from_candle(mask).unwrap();
    assert_eq!(mask.to_tensor().unwrap().to_vec(), [false, true, true]);
    assert_eq!(mask.as_candle().to_vec1::<u8>().unwrap(), [0, 1, 1]);
}

#[test]
fn a_gpu_device_that_cannot_be_had_is_an_error() {
    // Without candle-core's `cuda` feature (CI's build), or on a machine
    // without an NVIDIA GPU and its driver, opening a CUDA device is candle's
    // `Err`, and the typed API never sees a device: no panic. (A build with
    // `cuda` links the driver, so it does not start without one.)
    if !candle_core::utils::cuda_is_available() {
        let error = Device::new_cuda(0).unwrap_err();
        assert!(error.to_string().contains("cuda"), "{error}");
    }
}

#[test]
fn rule_types_are_the_tensors() {
    // The candle operators take their dtypes from the same rules.
    static_assertions::assert_type_eq_all!(
        <binary::TrueDivide as dtype_lattice::BinaryRule<UInt8, Int16, Standard, Standard>>::Output,
        Float32
    );
    let q: CandleTensor<Float32> =
        &on_device(&Tensor::<UInt8>::ones(&[2])) / &on_device(&Tensor::<Int16>::ones(&[2]));
    assert_eq!(q.dtype(), DTypeId::Float32);
    let strict: CandleTensor<Float16, Strict> =
        on_device(&Tensor::<Float16, Strict>::ones(&[2])) * 2.0;
    assert_eq!(strict.dtype(), DTypeId::Float16);
}
