//! Reading a large float32 safetensors file (1 GiB, written by the crate's
//! own writer into the system's temporary directory, and deleted at the end)
//! into a `DynTensor`, narrowed to `Tensor<Float32>` (the file memory-mapped),
//! and straight into a `Tensor<Float32>` by `io::SafeTensorsFile` (read in
//! chunks), against reading the same file into a `Vec<u8>` with
//! `std::fs::read`: the cost of `cat file > /dev/null` plus one copy, the
//! floor for any reader that owns its data.
//!
//! Both read from the page cache (the file was just written, and each is run
//! several times): this measures the memory-mapping, the copy into typed
//! storage and the allocation, not the disk.
//!
//! Run with `cargo bench --bench io --features io,dynamic`. Each benchmark reports the
//! file's bytes per second.

use std::hint::black_box;
use std::path::PathBuf;
use std::sync::LazyLock;

use divan::Bencher;
use divan::counter::BytesCount;
use dtype_lattice::*;

/// 1 GiB of float32 values.
const N: usize = 1 << 28;

/// The file, written once; removed when the benchmarks end.
struct File(PathBuf);

impl Drop for File {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

static FILE: LazyLock<File> = LazyLock::new(|| {
    let path = std::env::temp_dir().join(format!(
        "dtype-lattice-bench-io-{}.safetensors",
        std::process::id()
    ));
    let t = DynTensor::from(Tensor::<Float32>::from_vec(
        (0..N).map(|i| (i % 1000) as f32 * 0.5).collect(),
    ));
    io::write_safetensors(&path, &[("weights", &t)]).expect("writes the benchmark's file");
    File(path)
});

fn main() {
    divan::main();
    // Statics are not dropped: remove the file here.
    if let Ok(metadata) = std::fs::metadata(&FILE.0) {
        assert!(metadata.len() >= (N * 4) as u64);
        drop(std::fs::remove_file(&FILE.0));
    }
}

fn bytes() -> BytesCount {
    BytesCount::new(std::fs::metadata(&FILE.0).map_or(0, |m| m.len()))
}

/// `io::read_safetensors`, then `Tensor::<Float32>::try_from` (no copy).
#[divan::bench(sample_count = 10, sample_size = 1)]
fn read_safetensors_float32(bencher: Bencher) {
    let path = &FILE.0;
    bencher.counter(bytes()).bench_local(|| {
        let mut tensors = io::read_safetensors(black_box(path)).unwrap();
        let (_, t) = tensors.pop().unwrap();
        let t = Tensor::<Float32>::try_from(t).unwrap();
        assert_eq!(t.len(), N);
        black_box(t)
    });
}

/// `io::SafeTensorsFile::open`, then `tensor::<Float32, Standard>` (typed,
/// no dynamic dispatch).
#[divan::bench(sample_count = 10, sample_size = 1)]
fn safetensors_file_tensor_float32(bencher: Bencher) {
    let path = &FILE.0;
    bencher.counter(bytes()).bench_local(|| {
        let file = io::SafeTensorsFile::open(black_box(path)).unwrap();
        let t: Tensor<Float32> = file.tensor("weights").unwrap();
        assert_eq!(t.len(), N);
        black_box(t)
    });
}

/// `std::fs::read` of the same file into a `Vec<u8>`.
#[divan::bench(sample_count = 10, sample_size = 1)]
fn fs_read_vec(bencher: Bencher) {
    let path = &FILE.0;
    bencher.counter(bytes()).bench_local(|| {
        let v = std::fs::read(black_box(path)).unwrap();
        assert!(v.len() >= N * 4);
        black_box(v)
    });
}
