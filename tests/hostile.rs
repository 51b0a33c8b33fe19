//! Hostile input, as an attacker or a careless caller gives it: files made to
//! attack the readers, and shapes made to break the operations. Each case
//! ends in `Ok` with NumPy's and JAX's answer, or in an `Err` whose message
//! names the limit or the problem; nothing panics in a `try_` function, and
//! nothing aborts.
//!
//! One test per class of attack, each building its hostile input itself,
//! then a bounded mutation fuzzer over the fixtures of `tests/fixtures/io`
//! and the hostile files (`fuzz_the_readers_and_what_they_read`). Run it
//! longer by hand:
//!
//! ```text
//! DTYPE_LATTICE_FUZZ=2000000 cargo test --release --all-features --test hostile fuzz -- --nocapture
//! ```
//!
//! The sizes that must be refused by the allocator are 2⁴⁸ bytes or more:
//! more than x86-64's 128 TiB of user address space, so that no machine, and
//! no overcommit setting, can grant them.
#![cfg(all(feature = "io", feature = "dynamic"))]

use std::io::{Cursor, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;

use dtype_lattice::io::{self, IoError, ReadOptions};
use dtype_lattice::{
    BFloat16, Bool, Complex64, DTypeId, DynError, DynTensor, Float16, Float32, Float64, Int8,
    Int32, MAX_DIMS, Reduction, ShapeError, Tensor, concatenate, try_concatenate, try_einsum,
    try_stack,
};

/// 2⁴⁷: as elements of 4 bytes or more, past any address space.
const HUGE: usize = 1 << 47;

/// A `.npy` file with `header` (not padded) and `data`: format 1.0, or 2.0
/// for a header too long for 1.0's 2-byte length.
fn npy(header: &str, data: &[u8]) -> Vec<u8> {
    let mut bytes = b"\x93NUMPY".to_vec();
    match u16::try_from(header.len()) {
        Ok(length) => {
            bytes.extend_from_slice(&[1, 0]);
            bytes.extend_from_slice(&length.to_le_bytes());
        }
        Err(_) => {
            bytes.extend_from_slice(&[2, 0]);
            bytes.extend_from_slice(&u32::try_from(header.len()).unwrap().to_le_bytes());
        }
    }
    bytes.extend_from_slice(header.as_bytes());
    bytes.extend_from_slice(data);
    bytes
}

/// A `.npy` header of `descr` and `shape` (Python's tuple text).
fn header(descr: &str, shape: &str) -> String {
    format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}\n")
}

/// A safetensors file of one tensor `x` of `dtype` and `shape` (JSON) with `data`.
fn safetensors(dtype: &str, shape: &str, data: &[u8]) -> Vec<u8> {
    let header = format!(
        r#"{{"x":{{"dtype":"{dtype}","shape":{shape},"data_offsets":[0,{}]}}}}"#,
        data.len()
    );
    let mut bytes = (header.len() as u64).to_le_bytes().to_vec();
    bytes.extend_from_slice(header.as_bytes());
    bytes.extend_from_slice(data);
    bytes
}

/// A `.npz` archive of `members` (name, bytes), deflated or stored.
fn npz(members: &[(&str, &[u8])], deflated: bool) -> Vec<u8> {
    let method = if deflated {
        zip::CompressionMethod::Deflated
    } else {
        zip::CompressionMethod::Stored
    };
    let options = zip::write::SimpleFileOptions::default().compression_method(method);
    let mut archive = zip::ZipWriter::new(Cursor::new(Vec::new()));
    for (name, bytes) in members {
        archive.start_file(format!("{name}.npy"), options).unwrap();
        archive.write_all(bytes).unwrap();
    }
    archive.finish().unwrap().into_inner()
}

/// A file under a directory of this test process, removed by `Drop`.
struct TempFile(PathBuf);

impl TempFile {
    fn new(name: &str, bytes: &[u8]) -> TempFile {
        let dir =
            std::env::temp_dir().join(format!("dtype-lattice-hostile-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        TempFile(path)
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// The size error inside a tensor operation's error, if that is what it is.
fn is_size(error: &ShapeError) -> bool {
    error.size_error().is_some()
}

/// The message `f` panicked with.
fn panic_message(f: impl FnOnce()) -> String {
    let payload = catch_unwind(AssertUnwindSafe(f)).expect_err("a panic");
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap()
}

// 1. Zero-length batch axes in products.

#[test]
fn zero_length_batch_axes_give_empty_products_as_in_numpy() {
    let a = Tensor::<Float32>::zeros(&[0, 2, 3]);
    let b = Tensor::<Float32>::zeros(&[0, 3, 4]);
    assert_eq!(a.try_matmul(&b).unwrap().shape(), [0, 2, 4]);
    let e: Tensor<Float32> = try_einsum("bij,bjk->bik", (&a, &b)).unwrap();
    assert_eq!(e.shape(), [0, 2, 4]);
    let c = Tensor::<Float32>::zeros(&[3, 4]);
    assert_eq!(
        a.try_tensordot_axes(&c, &[2], &[0]).unwrap().shape(),
        [0, 2, 4]
    );
    // A batch broadcast against an empty one; each element type's kernel.
    let one = Tensor::<Float32>::zeros(&[1, 3, 4]);
    assert_eq!(a.try_matmul(&one).unwrap().shape(), [0, 2, 4]);
    let i = Tensor::<Int8>::zeros(&[5, 0, 2, 3]);
    let j = Tensor::<Int8>::zeros(&[5, 0, 3, 4]);
    assert_eq!(i.try_matmul(&j).unwrap().shape(), [5, 0, 2, 4]);
    let z = Tensor::<Complex64>::zeros(&[0, 2, 3]);
    let w = Tensor::<Complex64>::zeros(&[0, 3, 2]);
    assert_eq!(z.try_matmul(&w).unwrap().shape(), [0, 2, 2]);
    let h = Tensor::<BFloat16>::zeros(&[0, 2, 3]);
    assert_eq!(h.try_matmul(&b).unwrap().shape(), [0, 2, 4]);
    let p = Tensor::<Bool>::zeros(&[0, 2, 3]);
    let q = p.permute_axes(&[0, 2, 1]).unwrap();
    assert_eq!(p.try_matmul(&q).unwrap().shape(), [0, 2, 2]);
    // The same through DynTensor.
    let d = DynTensor::from(a.clone()).try_matmul(&DynTensor::from(b.clone()));
    assert_eq!(d.unwrap().shape(), [0, 2, 4]);
    // An empty sum: zeros, as NumPy's and JAX's (2, 0) @ (0, 3).
    let empty = Tensor::<Int8>::zeros(&[2, 0]).try_matmul(&Tensor::<Int8>::zeros(&[0, 3]));
    assert_eq!(empty.unwrap().to_vec(), [0; 6]);
}

// 2. Tensors with no elements and huge shapes, and outputs larger than memory.

/// The checks every zero-element tensor of shape `[0, HUGE]` must pass,
/// wherever it came from.
fn check_empty_huge(t: &Tensor<Float32>) {
    assert_eq!(t.shape(), [0, HUGE]);
    // Its sum along axis 0 would have 2⁴⁷ elements: an error, not an abort.
    let error = t.sum_axis(0).unwrap_err();
    assert!(is_size(&error), "{error}");
    assert!(
        error.to_string().starts_with("cannot allocate 512.00 TiB"),
        "{error}"
    );
    assert_eq!(t.sum_axis(1).unwrap().shape(), [0]);
    assert!(t.mean().to_vec()[0].is_nan(), "JAX's mean of nothing");
    assert!(t.max().is_err(), "no maximum of nothing");
    assert_eq!(t.cumsum_axis(0).unwrap().shape(), [0, HUGE]);
    assert_eq!(t.cumsum_axis(1).unwrap().shape(), [0, HUGE]);
    let error = Tensor::<Float32>::zeros(&[2, 0]).try_matmul(t).unwrap_err();
    assert!(is_size(&error), "{error}");
    // As JAX writes it, without walking 2⁴⁷ empty rows.
    assert_eq!(
        t.t().to_string(),
        "Tensor([], shape=(140737488355328, 0), dtype=float32)"
    );
    let d = DynTensor::from(t.clone());
    let error = d.reduce(Reduction::Sum, Some(0)).unwrap_err();
    assert!(
        matches!(error, DynError::Shape { op: "sum", .. }),
        "{error}"
    );
}

#[test]
fn zero_element_tensors_with_huge_shapes_from_files() {
    // An 84-byte .npy file.
    let bytes = npy(&header("<f4", &format!("(0, {HUGE})")), &[]);
    assert_eq!(bytes.len(), 84);
    let t = Tensor::<Float32>::try_from(io::read_npy_from(&bytes[..]).unwrap()).unwrap();
    check_empty_huge(&t);
    let file = TempFile::new("empty_huge.npy", &bytes);
    assert_eq!(io::list_npy(&file.0).unwrap().shape, [0, HUGE]);
    // The same in safetensors, listed as read.
    let bytes = safetensors("F32", &format!("[0,{HUGE}]"), &[]);
    let tensors = io::read_safetensors_from(&bytes).unwrap();
    check_empty_huge(&Tensor::<Float32>::try_from(tensors[0].1.clone()).unwrap());
    let file = TempFile::new("empty_huge.safetensors", &bytes);
    assert_eq!(io::list_safetensors(&file.0).unwrap()[0].shape, [0, HUGE]);
}

#[test]
fn constructors_return_errors_for_shapes_no_tensor_can_have() {
    let error = Tensor::<Float32>::try_zeros(&[HUGE]).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("cannot allocate 512.00 TiB for a tensor of shape [140737488355328]"),
        "{error}"
    );
    assert!(Tensor::<Float32>::try_ones(&[HUGE]).is_err());
    assert!(Tensor::<Float32>::try_full(&[1 << 24, 1 << 24], 1.0).is_err());
    assert!(Tensor::<Float32>::try_arange(HUGE).is_err());
    // ndarray would panic: a product of nonzero lengths past isize::MAX.
    let error = Tensor::<Float32>::try_zeros(&[0, usize::MAX]).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("holds more elements than memory can address"),
        "{error}"
    );
    assert!(Tensor::<Float32>::from_shape_vec(&[0, usize::MAX], vec![]).is_err());
    // The other forms panic with the same message, never abort.
    let message = panic_message(|| drop(Tensor::<Float32>::zeros(&[0, usize::MAX])));
    assert_eq!(message, error.to_string());
    let message = panic_message(|| drop(Tensor::<Float32>::zeros(&[HUGE])));
    assert!(message.starts_with("cannot allocate"), "{message}");
    assert!(DynTensor::try_zeros(DTypeId::Float32, &[HUGE]).is_err());
}

#[test]
fn operations_whose_outputs_are_larger_than_memory_return_errors() {
    // Two vectors of 16 MiB whose outer product, or broadcast sum, has 2⁴⁸ bytes.
    let v = Tensor::<Int8>::zeros(&[1 << 24]);
    assert!(is_size(&v.try_outer(&v).unwrap_err()));
    let column = v.reshape(&[1 << 24, 1]).unwrap();
    let row = v.reshape(&[1, 1 << 24]).unwrap();
    assert!(is_size(&column.try_add(&row).unwrap_err()));
    assert!(is_size(&column.try_multiply(&row).unwrap_err()));
    let mask = Tensor::<Bool>::zeros(&[1, 1 << 24]);
    assert!(is_size(&mask.try_where_cond(&column, &row).unwrap_err()));
    assert!(is_size(&column.try_clip(&row, &column).unwrap_err()));
    assert!(is_size(&v.broadcast_to(&[1 << 24, 1 << 24]).unwrap_err()));
    let error: ShapeError = try_einsum("i,j->ij", (&v, &v))
        .map(|_: Tensor<Int8>| ())
        .unwrap_err();
    assert!(is_size(&error), "{error}");
    // Shapes whose element count overflows: zero-element operands of huge shapes.
    let a = Tensor::<Float32>::zeros(&[1 << 33, 0]);
    let b = Tensor::<Float32>::zeros(&[0, 1 << 33]);
    assert!(is_size(&a.try_matmul(&b).unwrap_err()));
    let e: Result<Tensor<Float32>, _> = try_einsum("ij,jk->ik", (&a, &b));
    assert!(is_size(&e.unwrap_err()));
    assert!(is_size(&a.try_tensordot(&b, 1).unwrap_err()));
    // A join whose shape is past isize::MAX in bytes, though empty.
    let c = Tensor::<Float32>::zeros(&[0, 1 << 60]);
    assert!(is_size(&try_concatenate((&c, &c), 1).unwrap_err()));
    assert_eq!(concatenate((&c, &c), 0).shape(), [0, 1 << 60]);
    // Reductions over its empty axis would make 2⁶⁰ values, with jnp's
    // dtype= too (the half types' tree of windows and products included).
    assert!(is_size(&c.sum_axes_as::<BFloat16>(0, false).unwrap_err()));
    assert!(is_size(&c.sum_axes_as::<Float64>(0, true).unwrap_err()));
    assert!(is_size(&c.prod_axes(0, false).unwrap_err()));
    assert!(is_size(&c.prod_axes_as::<Int8>(0, false).unwrap_err()));
    assert!(is_size(&c.mean_axes_as::<Float16>(0, false).unwrap_err()));
    // Reductions over the huge axis, or a scan, of no elements are empty.
    assert_eq!(c.prod_axes(1, false).unwrap().shape(), [0]);
    assert_eq!(c.cumsum_axis_as::<Int32>(1).unwrap().shape(), [0, 1 << 60]);
}

// 3. Header and decompression bombs.

#[test]
fn a_header_longer_than_numpy_allows_is_refused_before_it_is_read() {
    // A version 2.0 file whose length field claims 4 GiB of header.
    let mut bomb = b"\x93NUMPY\x02\x00\xff\xff\xff\xff{'descr'".to_vec();
    bomb.resize(1 << 20, b' ');
    let error = io::read_npy_from(&bomb[..]).unwrap_err();
    assert!(
        matches!(
            error,
            IoError::HeaderTooLarge {
                length: 4294967295,
                limit: 10_000
            }
        ),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "the .npy header is 4294967295 bytes, over the limit of 10000 (NumPy's max_header_size): \
         for a file you trust, raise it with ReadOptions::max_header_bytes"
    );
    assert_eq!(io::MAX_HEADER_BYTES, 10_000);
    // Told to trust it, the reader reads what is there and finds it short.
    let error = ReadOptions::new()
        .max_header_bytes(usize::MAX)
        .read_npy_from(&bomb[..])
        .unwrap_err();
    assert!(
        matches!(error, IoError::TruncatedHeader { .. }),
        "{error:?}"
    );
    // In a deflated .npz member: the member's 1 MiB of spaces is never inflated.
    let archive = npz(&[("bomb", &bomb)], true);
    assert!(archive.len() < 8 << 10, "{} bytes", archive.len());
    let error = io::read_npz_from(Cursor::new(&archive)).unwrap_err();
    assert!(
        matches!(&error, IoError::Member { member, source } if member == "bomb"
            && matches!(**source, IoError::HeaderTooLarge { .. })),
        "{error:?}"
    );
    let file = TempFile::new("header_bomb.npz", &archive);
    assert!(io::list_npz(&file.0).is_err());
    // `dtype-lattice inspect` lists through the same function.
    let file = TempFile::new("header_bomb.npy", &bomb);
    assert!(matches!(
        io::list_npy(&file.0),
        Err(IoError::HeaderTooLarge { .. })
    ));
}

#[test]
fn a_member_must_hold_the_data_its_header_describes() {
    // A header that claims 8 GiB, in a member of a few bytes: refused before
    // any of it is allocated.
    let claim = npy(&header("<f4", "(2147483648,)"), &[0; 16]);
    let archive = npz(&[("claim", &claim)], true);
    let error = io::read_npz_from(Cursor::new(&archive)).unwrap_err();
    assert!(
        matches!(&error, IoError::Member { source, .. }
            if matches!(**source, IoError::TruncatedData { expected: 8589934592, found: 16 })),
        "{error:?}"
    );
    // So does a .npy file.
    let file = TempFile::new("claim.npy", &claim);
    assert!(matches!(
        io::read_npy(&file.0),
        Err(IoError::TruncatedData { found: 16, .. })
    ));
}

#[test]
fn the_data_a_file_may_make_a_reader_read_can_be_capped() {
    // 16 MiB of zeros, which deflate to a few KiB: what a decompression bomb is.
    let zeros = npy(&header("<f4", "(4194304,)"), &vec![0; 16 << 20]);
    let archive = npz(&[("zeros", &zeros)], true);
    assert!(archive.len() < 64 << 10, "{} bytes", archive.len());
    let capped = ReadOptions::new().max_data_bytes(1 << 20);
    let error = capped.read_npz_from(Cursor::new(&archive)).unwrap_err();
    assert!(
        matches!(&error, IoError::Member { source, .. }
            if matches!(**source, IoError::DataTooLarge { bytes: 16777216, limit: 1048576 })),
        "{error:?}"
    );
    // The cap counts all of a file's tensors together.
    let two = npz(&[("a", &zeros), ("b", &zeros)], true);
    let error = ReadOptions::new()
        .max_data_bytes(24 << 20)
        .read_npz_from(Cursor::new(&two))
        .unwrap_err();
    assert!(
        error.to_string().contains("at least 33554432 bytes"),
        "{error}"
    );
    // Without a cap, it is an ordinary array, read as NumPy reads it.
    let tensors = io::read_npz_from(Cursor::new(&archive)).unwrap();
    assert_eq!(tensors[0].1.shape(), [1 << 22]);
    let bytes = safetensors("U8", "[64]", &[1; 64]);
    let error = ReadOptions::new()
        .max_data_bytes(63)
        .read_safetensors_from(&bytes)
        .unwrap_err();
    assert!(matches!(error, IoError::DataTooLarge { .. }), "{error:?}");
}

// 4. Deep shapes.

/// A shape of `n` axes of length 1, as Python writes the tuple.
fn ones_tuple(n: usize) -> String {
    format!("({})", "1, ".repeat(n))
}

#[test]
fn shapes_of_more_than_64_axes_are_refused_everywhere() {
    // 100,000 axes: a header over NumPy's limit, and past it, too many axes.
    let deep = npy(&header("<f4", &ones_tuple(100_000)), &[0; 4]);
    assert!(matches!(
        io::read_npy_from(&deep[..]),
        Err(IoError::HeaderTooLarge { .. })
    ));
    let error = ReadOptions::new()
        .max_header_bytes(usize::MAX)
        .read_npy_from(&deep[..])
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "a tensor of 100000 axes: at most 64 are allowed (NumPy's limit)"
    );
    let file = TempFile::new("deep.npy", &npy(&header("<f4", &ones_tuple(65)), &[0; 4]));
    assert!(matches!(io::read_npy(&file.0), Err(IoError::Size(_))));
    assert!(matches!(io::list_npy(&file.0), Err(IoError::Size(_))));
    // 64 axes are NumPy's limit, and fine.
    let t = io::read_npy_from(&npy(&header("<f4", &ones_tuple(64)), &[0; 4])[..]).unwrap();
    assert_eq!(t.shape(), [1; 64]);
    assert!(
        t.to_string()
            .starts_with(&format!("Tensor({}0.", "[".repeat(64)))
    );
    let bytes = safetensors("F32", &format!("[{}1]", "1,".repeat(64)), &[0; 4]);
    assert!(matches!(
        io::read_safetensors_from(&bytes),
        Err(IoError::Size(_))
    ));
    let file = TempFile::new("deep.safetensors", &bytes);
    assert!(matches!(
        io::list_safetensors(&file.0),
        Err(IoError::Size(_))
    ));

    // Every constructor and operation that makes a tensor.
    let deep_shape = [1; MAX_DIMS + 1];
    assert!(is_size(
        &Tensor::<Float32>::try_zeros(&deep_shape).unwrap_err()
    ));
    assert!(Tensor::<Float32>::from_shape_vec(&deep_shape, vec![0.0]).is_err());
    let array = ndarray::ArrayD::<f32>::zeros(ndarray::IxDyn(&deep_shape));
    assert!(Tensor::<Float32>::try_from_array(array).is_err());
    let full = Tensor::<Float32>::zeros(&[1; MAX_DIMS]);
    assert!(is_size(&full.expand_dims(0).unwrap_err()));
    assert!(is_size(&full.clone().into_expand_dims(64).unwrap_err()));
    assert!(is_size(&full.reshape(&deep_shape).unwrap_err()));
    assert!(is_size(&try_stack((&full, &full), 0).unwrap_err()));
    let half = Tensor::<Float32>::zeros(&[1; 40]);
    assert!(is_size(&half.try_tensordot(&half, 0).unwrap_err()));
    let mut elems = vec![ndarray::SliceInfoElem::from(..); MAX_DIMS];
    elems.push(ndarray::SliceInfoElem::NewAxis);
    let info = ndarray::SliceInfo::<_, ndarray::IxDyn, ndarray::IxDyn>::try_from(elems).unwrap();
    assert!(is_size(&full.slice(info).unwrap_err()));
    let d = DynTensor::from(full);
    assert!(matches!(d.expand_dims(0), Err(DynError::Shape { .. })));
}

// 5. Sizes that reach `unsafe` code are checked (the GEMM's own assertion,
// with checked products, is tested beside it in `kernels/gemm.rs`):
// `operations_whose_outputs_are_larger_than_memory_return_errors` gives
// `einsum` and `matmul` shapes whose element count overflows.

// 6. Round trips and interop.

#[test]
fn raw_values_are_bytes_whatever_their_byte_order() {
    // NumPy ignores byte order for its void dtype: '>V2' holds what '<V2' does.
    let bits: Vec<u8> = [1.5_f32, -2.0]
        .iter()
        .flat_map(|&x| half::bf16::from_f32(x).to_le_bytes())
        .collect();
    for descr in ["<V2", ">V2", "|V2", "=V2"] {
        let bytes = npy(&header(descr, "(2,)"), &bits);
        let t = io::read_npy_as_from(&bytes[..], DTypeId::BFloat16).unwrap();
        assert_eq!(
            t.to_string(),
            "Tensor([1.5, -2], dtype=bfloat16)",
            "{descr}"
        );
    }
}

#[test]
fn float8_e5m2_reads_and_writes_as_numpy_writes_it() {
    // NumPy 2.4 with ml_dtypes 0.6 writes float8_e5m2 as '<f1' (tools/io_fixtures.py).
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/io/float8_e5m2.npy");
    let t = io::read_npy(&path).unwrap();
    assert_eq!(t.dtype(), DTypeId::Float8E5M2);
    let mut written = Vec::new();
    io::write_npy_to(&mut written, &t).unwrap();
    assert_eq!(
        written,
        std::fs::read(&path).unwrap(),
        "byte for byte NumPy's"
    );
    // And every dtype NumPy stores as raw values reads back from an .npz.
    let w = DynTensor::from(Tensor::<BFloat16>::ones(&[2]));
    let q = DynTensor::from(Tensor::<dtype_lattice::Float8E4M3Fn>::ones(&[3]));
    let archive = io::write_npz_to(Cursor::new(Vec::new()), &[("w", &w), ("q", &q), ("e", &t)])
        .unwrap()
        .into_inner();
    let file = TempFile::new("ml_dtypes.npz", &archive);
    let error = io::read_npz(&file.0).unwrap_err();
    assert!(error.to_string().contains("raw values"), "{error}");
    let back = io::read_npz_as(
        &file.0,
        &[("w", DTypeId::BFloat16), ("q", DTypeId::Float8E4M3Fn)],
    )
    .unwrap();
    // (As text: float8_e5m2's NaN is not equal to itself.)
    let text = |tensors: &[(String, DynTensor)]| format!("{tensors:?}");
    assert_eq!(
        text(&back),
        text(&[("w".into(), w), ("q".into(), q), ("e".into(), t)])
    );
    // A name the archive does not have is an error, not ignored.
    let dtypes = [
        ("w", DTypeId::BFloat16),
        ("q", DTypeId::Float8E4M3Fn),
        ("x", DTypeId::BFloat16),
    ];
    let error = io::read_npz_as(&file.0, &dtypes).unwrap_err();
    assert!(matches!(error, IoError::NoSuchTensor { .. }), "{error:?}");
}

#[test]
fn listing_checks_what_reading_checks() {
    // Each file both refuse: a shape past memory's addresses with no
    // elements, more than 64 axes, data shorter than the header says (a
    // file truncated after it was written).
    let mut truncated = safetensors("F32", "[1024]", &[0; 4096]);
    truncated.truncate(100);
    let files = [
        safetensors("F32", &format!("[0,{}]", 1_u64 << 63), &[]),
        safetensors("F32", &format!("[{}1]", "1,".repeat(64)), &[0; 4]),
        truncated,
    ];
    for (i, bytes) in files.iter().enumerate() {
        assert!(io::read_safetensors_from(bytes).is_err(), "file {i}");
        let file = TempFile::new(&format!("refused_{i}.safetensors"), bytes);
        assert!(io::read_safetensors(&file.0).is_err(), "file {i}");
        assert!(io::list_safetensors(&file.0).is_err(), "file {i}");
    }
    // And the errors of the safetensors crate's own checks are its own.
    let file = TempFile::new("truncated.safetensors", &files[2]);
    let listed = io::list_safetensors(&file.0).unwrap_err().to_string();
    let read = io::read_safetensors(&file.0).unwrap_err().to_string();
    assert_eq!(listed, read);
}

// The fuzzer: a bounded mutation loop over every fixture of
// `tests/fixtures/io` and the hostile files above, as `cargo fuzz` would run
// it, on stable Rust and in CI.

/// xorshift64*: a small seeded generator, so that a run is reproducible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

#[derive(Clone, Copy, Debug)]
enum Format {
    Npy,
    Npz,
    SafeTensors,
}

/// The inputs mutations start from.
fn seeds() -> Vec<(Format, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/io");
    let mut seeds = Vec::new();
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    names.sort();
    for path in names {
        let format = match path.extension().and_then(|e| e.to_str()) {
            Some("npy") => Format::Npy,
            Some("npz") => Format::Npz,
            Some("safetensors") => Format::SafeTensors,
            _ => continue,
        };
        seeds.push((format, std::fs::read(&path).unwrap()));
    }
    let empty_huge = npy(&header("<f4", &format!("(0, {HUGE})")), &[]);
    let deep = npy(&header("<i2", &ones_tuple(64)), &[1, 2]);
    let claim = npy(&header("<f4", "(2147483648,)"), &[0; 16]);
    seeds.push((Format::Npz, npz(&[("a", &empty_huge), ("b", &deep)], true)));
    seeds.push((Format::Npz, npz(&[("claim", &claim)], false)));
    seeds.extend([empty_huge, deep].map(|bytes| (Format::Npy, bytes)));
    seeds.push((
        Format::SafeTensors,
        safetensors("BF16", "[0,4294967296]", &[]),
    ));
    seeds
}

/// Text and numbers that reach the parsers' edges: lengths of 0, 1, 2³²,
/// 2⁶³ and beyond, in decimal (shapes, offsets) and little-endian (lengths).
const NUMBERS: [&str; 9] = [
    "0",
    "1",
    "65",
    "4294967296",
    "1099511627776",
    "140737488355328",
    "9223372036854775807",
    "18446744073709551615",
    "99999999999999999999999",
];
const BINARY: [u64; 6] = [0, 1, 0xffff, 1 << 31, u32::MAX as u64, u64::MAX];
const PUNCTUATION: &[u8] = b"0123456789(),:'\"{}[] LTF<>|=-.V";

/// One to four mutations of `bytes`.
fn mutate(rng: &mut Rng, mut bytes: Vec<u8>) -> Vec<u8> {
    for _ in 0..1 + rng.below(4) {
        let len = bytes.len();
        // Half of the positions in the first 256 bytes: the headers.
        let at = if rng.below(2) == 0 {
            rng.below(len.min(256) + 1)
        } else {
            rng.below(len + 1)
        };
        match rng.below(8) {
            0 if len > 0 => bytes[at.min(len - 1)] ^= 1 << rng.below(8),
            1 => bytes.truncate(at),
            2 => {
                let insert: Vec<u8> = (0..1 + rng.below(8)).map(|_| rng.next() as u8).collect();
                bytes.splice(at..at, insert);
            }
            3 => {
                let number = NUMBERS[rng.below(NUMBERS.len())].as_bytes();
                let end = (at + number.len()).min(len);
                bytes.splice(at..end, number.iter().copied());
            }
            4 => {
                let value = BINARY[rng.below(BINARY.len())].to_le_bytes();
                let width = [2, 4, 8][rng.below(3)];
                for (k, b) in value[..width].iter().enumerate() {
                    if let Some(slot) = bytes.get_mut(at + k) {
                        *slot = *b;
                    }
                }
            }
            5 => {
                let end = (at + 1 + rng.below(64)).min(len);
                let copy = bytes[at..end].to_vec();
                bytes.splice(at..at, copy);
            }
            6 if len > 0 => bytes[at.min(len - 1)] = PUNCTUATION[rng.below(PUNCTUATION.len())],
            _ => {
                let end = (at + 1 + rng.below(16)).min(len);
                bytes.drain(at..end);
            }
        }
    }
    bytes
}

/// What a program does with a tensor it read: print it, reduce it (along
/// an axis only where the result is small: a shape of no elements can ask
/// for any number), transpose, flatten and cast it. None of it may panic.
fn exercise(t: &DynTensor) {
    let _ = t.to_string();
    for op in [
        Reduction::Sum,
        Reduction::Mean,
        Reduction::Max,
        Reduction::Cumsum,
    ] {
        let _ = t.reduce(op, None);
        for axis in 0..t.ndim() {
            let others = (t.shape().iter().enumerate())
                .filter(|&(i, _)| i != axis)
                .try_fold(1_usize, |n, (_, &len)| n.checked_mul(len));
            if others.is_some_and(|n| n <= 1 << 16) {
                let _ = t.reduce(op, Some(axis));
            }
        }
    }
    let _ = t.t().to_string();
    let _ = t.flatten().cast(DTypeId::Float64);
}

#[test]
fn fuzz_the_readers_and_what_they_read() {
    let runs: usize = std::env::var("DTYPE_LATTICE_FUZZ")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(50_000);
    let seed: u64 = std::env::var("DTYPE_LATTICE_FUZZ_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0x5eed_cafe);
    let seeds = seeds();
    let mut rng = Rng(seed | 1);
    let file = TempFile::new("fuzz.bin", &[]);
    let (mut read, mut refused) = (0_usize, 0_usize);
    for run in 0..runs {
        let (format, base) = &seeds[rng.below(seeds.len())];
        let bytes = mutate(&mut rng, base.clone());
        let outcome: Result<Vec<DynTensor>, IoError> = match format {
            Format::Npy => {
                let _ = io::read_npy_as_from(&bytes[..], DTypeId::BFloat16);
                io::read_npy_from(&bytes[..]).map(|t| vec![t])
            }
            Format::Npz => io::read_npz_from(Cursor::new(&bytes))
                .map(|members| members.into_iter().map(|(_, t)| t).collect()),
            Format::SafeTensors => io::read_safetensors_from(&bytes)
                .map(|tensors| tensors.into_iter().map(|(_, t)| t).collect()),
        };
        // The listings, on a file (one run in four: they write it first).
        if run % 4 == 0 {
            std::fs::write(&file.0, &bytes).unwrap();
            match format {
                Format::Npy => drop(io::list_npy(&file.0)),
                Format::Npz => drop(io::list_npz(&file.0)),
                Format::SafeTensors => drop(io::list_safetensors(&file.0)),
            }
        }
        match outcome {
            Ok(tensors) => {
                read += 1;
                tensors.iter().for_each(exercise);
            }
            Err(error) => {
                refused += 1;
                assert!(!error.to_string().is_empty());
            }
        }
    }
    println!(
        "{runs} mutated inputs from {} seeds (seed {seed:#x}): {read} read and exercised, \
         {refused} refused with an error, no panic, no abort",
        seeds.len()
    );
}

/// Every shape of at most three axes of lengths 0, 1 and 2.
fn small_shapes() -> Vec<Vec<usize>> {
    let mut shapes = vec![vec![]];
    for ndim in 1..=3 {
        for code in 0..3_usize.pow(ndim) {
            let shape = (0..ndim).map(|i| code / 3_usize.pow(i) % 3).collect();
            shapes.push(shape);
        }
    }
    shapes
}

/// No `try_` function panics, on any pair of small shapes (zero-length axes
/// included) and any axis: each returns `Ok` or an `Err`.
#[test]
fn try_functions_never_panic_on_any_shape() {
    let shapes = small_shapes();
    let tensors: Vec<Tensor<Float32>> = shapes.iter().map(|s| Tensor::zeros(s)).collect();
    let axes = [0, 1, 2, 3];
    for a in &tensors {
        for b in &tensors {
            let calls = catch_unwind(AssertUnwindSafe(|| {
                let _ = a.try_add(b);
                let _ = a.try_matmul(b);
                let _ = a.try_dot(b);
                let _ = a.try_inner(b);
                let _ = a.try_vdot(b);
                let _ = a.try_outer(b);
                let _ = a.try_clip(b, a);
                let _ = Tensor::<Bool>::zeros(a.shape()).try_where_cond(a, b);
                let _ = a.broadcast_to(b.shape());
                let _ = a.reshape(b.shape());
                let _ = a.permute_axes(b.shape());
                for n in 0..4 {
                    let _ = a.try_tensordot(b, n);
                }
                for (&i, &j) in axes.iter().zip(axes.iter().rev()) {
                    let _ = a.try_tensordot_axes(b, &[i], &[j]);
                    let _ = a.try_tensordot_axes(b, &[i, j], &[j, i]);
                    let _ = try_concatenate((a, b), i);
                    let _ = try_stack((a, b), i);
                }
                for subscripts in [
                    "ij,jk->ik",
                    "i,i",
                    "...i,...i->...",
                    "bij,bjk->bik",
                    "ii,i",
                    "i,j->ij",
                    "ij->",
                    "->",
                ] {
                    let _: Result<Tensor<Float32>, _> = try_einsum(subscripts, (a, b));
                }
            }));
            assert!(
                calls.is_ok(),
                "a panic for shapes {:?} and {:?}",
                a.shape(),
                b.shape()
            );
        }
        let calls = catch_unwind(AssertUnwindSafe(|| {
            for &axis in &axes {
                let _ = a.sum_axis(axis);
                let _ = a.mean_axis(axis);
                let _ = a.max_axis(axis);
                let _ = a.argmin_axis(axis);
                let _ = a.var_axis(axis);
                let _ = a.cumprod_axis(axis);
                let _ = a.any_axis(axis);
                let _ = a.expand_dims(axis);
                let _ = a.squeeze_axis(axis);
                let _ = a.index_axis(axis, 1);
                let _ = a.prod_axis(axis);
                let _ = a.sum_axes_as::<BFloat16>([axis, 0], true);
                let _ = a.prod_axes_as::<Int8>(axis, false);
                let _ = a.mean_axes_as::<Float16>(axis, true);
                let _ = a.cumsum_axis_as::<Int32>(axis);
            }
            let _ = a.try_bitcast::<Float64>();
            let _ = a.try_bitcast::<Int8>();
            let _ = (
                a.prod(),
                a.sum_as::<BFloat16>(),
                a.max(),
                a.argmax(),
                a.mean(),
                a.std(),
                a.t(),
                a.squeeze(),
                a.flatten(),
            );
        }));
        assert!(calls.is_ok(), "a panic for shape {:?}", a.shape());
    }
}
