"""Test files for the `io` feature, written by NumPy, ml_dtypes and safetensors.

Writes tests/fixtures/io/: .npy files (one per NumPy dtype, little-endian;
some big-endian, Fortran-order, 0-d, empty, format 2.0 and 3.0; bfloat16 as
NumPy writes ml_dtypes' bfloat16, '<V2', and float8_e5m2, '<f1'), three .npz
archives (np.savez and np.savez_compressed, and one of ml_dtypes' types) and
two .safetensors files, and manifest.txt, which lists
every array with its dtype, shape and values as exact text, so that
tests/io.rs checks them without Python.

Re-run from the repository root (the files are committed; CI does not run this):

    pip install numpy ml_dtypes safetensors
    python3 tools/io_fixtures.py

Manifest lines are tab-separated: file, member ("-" for a .npy file), dtype
(JAX's name), shape ("2,3"; "" for 0-d), then the values in row-major (C)
order, space-separated: booleans as 0/1, integers in decimal, floats as the
hex bit pattern of their dtype (0x3c00), complex numbers as re:im bit patterns.

With --verify DIR, reads back the files tests/io.rs writes there (under
target/) and checks bit for bit that NumPy and safetensors read what Rust
wrote (see `rust_files_read_by_numpy` in tests/io.rs):

    IO_VERIFY_DIR=target/io-verify cargo test --features io --test io
    python3 tools/io_fixtures.py --verify target/io-verify
"""

import os
import sys

import ml_dtypes
import numpy as np
from safetensors.numpy import save_file

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "tests", "fixtures", "io")

BITS = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def is_ml_dtype(dtype):
    """ml_dtypes' own types (bfloat16, the float8s, …), which NumPy stores as raw values."""
    return np.dtype(dtype).type.__module__.startswith("ml_dtypes")


def jax_name(dtype):
    dtype = np.dtype(dtype)
    if is_ml_dtype(dtype):
        return dtype.name
    return {"bool": "bool"}.get(dtype.name, dtype.newbyteorder("=").name)


def value_text(array):
    """The values in C order, as exact text."""
    dtype = array.dtype
    flat = np.ascontiguousarray(array).reshape(-1)
    if dtype == np.bool_:
        return [str(int(v)) for v in flat]
    if dtype.kind in "ui":
        return [str(int(v)) for v in flat]
    if dtype.kind == "c":
        part = np.dtype(f"f{dtype.itemsize // 2}")
        re = value_text(flat.real.astype(part.newbyteorder(dtype.byteorder)))
        im = value_text(flat.imag.astype(part.newbyteorder(dtype.byteorder)))
        return [f"{r}:{i}" for r, i in zip(re, im)]
    # floats, bfloat16 included: the bit pattern, native-endian
    native = flat.astype(dtype.newbyteorder("=")) if dtype.kind == "f" else flat
    bits = native.view(BITS[dtype.itemsize])
    return [f"0x{int(b):0{2 * dtype.itemsize}x}" for b in bits]


def line(file, member, array):
    shape = ",".join(str(n) for n in array.shape)
    return "\t".join([file, member, jax_name(array.dtype), shape, " ".join(value_text(array))])


def sample(dtype, shape):
    """Values that exercise the dtype: extremes, signs, NaN, infinities, subnormals."""
    dtype = np.dtype(dtype)
    n = int(np.prod(shape))
    if dtype == np.bool_:
        values = np.array([(i * 7) % 3 == 0 for i in range(n)])
    elif dtype.kind in "ui":
        info = np.iinfo(dtype)
        pool = [info.min, info.max, 0, 1, info.max // 3, info.min // 5 if info.min else 7, 42]
        values = np.array([pool[i % len(pool)] for i in range(n)], dtype=dtype)
    elif dtype.kind == "c":
        part = np.float32 if dtype.itemsize == 8 else np.float64
        re = sample(part, (n,))
        im = sample(part, (n,))[::-1]
        values = np.empty(n, dtype=dtype)
        values.real, values.imag = re, im
    else:
        info = ml_dtypes.finfo(dtype) if is_ml_dtype(dtype) else np.finfo(dtype)
        pool = [
            1.5, -0.0, np.inf, -np.inf, np.nan, float(info.max), float(info.smallest_subnormal),
            -2.25, 3.0e-3, 1.0 / 3.0, float(info.tiny), 65504.0 if dtype.itemsize > 2 else -7.0,
        ]
        values = np.array([pool[i % len(pool)] for i in range(n)], dtype=np.float64).astype(dtype)
    return np.asarray(values, dtype=dtype).reshape(shape)


def write_fixtures():
    os.makedirs(OUT, exist_ok=True)
    manifest = []

    def npy(name, array, version=None):
        path = os.path.join(OUT, name)
        if version is None:
            np.save(path, array)
        else:
            with open(path, "wb") as f:
                np.lib.format.write_array(f, array, version=version)
        manifest.append(line(name, "-", array))

    # One file per NumPy dtype, little-endian, C order.
    for dtype in ["bool", "u1", "<u2", "<u4", "<u8", "i1", "<i2", "<i4", "<i8",
                  "<f2", "<f4", "<f8", "<c8", "<c16"]:
        array = sample(dtype, (3, 4))
        npy(f"{jax_name(array.dtype)}.npy", array)
    # Big-endian.
    for dtype in [">u2", ">i4", ">f8", ">c8", ">f2"]:
        array = sample(dtype, (4,))
        npy(f"big_{jax_name(array.dtype)}.npy", array)
    # Fortran order.
    npy("fortran_float32.npy", np.asfortranarray(sample("<f4", (2, 3))))
    npy("fortran_int16_3d.npy", np.asfortranarray(np.arange(24, dtype="<i2").reshape(2, 3, 4)))
    npy("fortran_big_int32.npy", np.asfortranarray(np.arange(6, dtype=">i4").reshape(3, 2)))
    # 0-d, empty, versions 2.0 and 3.0.
    npy("scalar_float64.npy", np.array(2.5, dtype="<f8"))
    npy("empty_int32.npy", np.zeros((0, 3), dtype="<i4"))
    npy("v2_uint8.npy", np.arange(5, dtype="u1"), version=(2, 0))
    npy("v3_int64.npy", np.arange(-3, 3, dtype="<i8").reshape(2, 3), version=(3, 0))
    # bfloat16, as NumPy writes ml_dtypes' bfloat16: '<V2'.
    npy("bfloat16.npy", sample(ml_dtypes.bfloat16, (3, 4)))
    # float8_e5m2, which NumPy 2 with ml_dtypes 0.6 writes as '<f1' (and which
    # np.load itself then refuses to read).
    npy("float8_e5m2.npy", sample(ml_dtypes.float8_e5m2, (2, 3)))
    # An archive of ml_dtypes' types, as np.savez writes them: raw '<V2' and
    # '<V1' members, which the Rust reader reads when told their dtypes.
    ml_members = {
        "w": sample(ml_dtypes.bfloat16, (2, 2)),
        "q": sample(ml_dtypes.float8_e4m3fn, (3,)),
    }
    np.savez(os.path.join(OUT, "ml_dtypes.npz"), **ml_members)
    for member, array in ml_members.items():
        manifest.append(line("ml_dtypes.npz", member, array))

    members = {
        "weights": sample("<f4", (3, 2)),
        "mask": sample("bool", (4,)),
        "counts": sample("<i8", (2, 2)),
        "arr_3": np.array(7, dtype="<u2"),
    }
    for name, save in [("stored.npz", np.savez), ("compressed.npz", np.savez_compressed)]:
        save(os.path.join(OUT, name), **members)
        for member, array in members.items():
            manifest.append(line(name, member, array))

    tensors = {
        "embedding": sample("<f4", (4, 3)),
        "bias": sample(ml_dtypes.bfloat16, (5,)),
        "mask": sample("bool", (2, 3)),
        "ids": sample("<i8", (3,)),
        "small": sample("u1", (2, 2)),
        "half": sample("<f2", (3,)),
        "wide": sample("<f8", (2,)),
        "shorts": sample("<i2", (2, 2)),
        "unsigned": sample("<u4", (3,)),
        "complex": sample("<c8", (2,)),
        "scalar": np.array(3, dtype="<i4"),
    }
    save_file(tensors, os.path.join(OUT, "model.safetensors"))
    # The Rust reader gives tensors in file order (by data offset), which is
    # how safetensors writes its header; the manifest follows the file.
    import json
    import struct

    with open(os.path.join(OUT, "model.safetensors"), "rb") as f:
        (n,) = struct.unpack("<Q", f.read(8))
        header = json.loads(f.read(n))
    order = sorted((k for k in header if k != "__metadata__"), key=lambda k: header[k]["data_offsets"][0])
    for name in order:
        manifest.append(line("model.safetensors", name, tensors[name]))

    save_file({"fp8": np.zeros(2, dtype=ml_dtypes.float8_e4m3fn)}, os.path.join(OUT, "float8.safetensors"))

    with open(os.path.join(OUT, "manifest.txt"), "w") as f:
        f.write("# Written by tools/io_fixtures.py; see its docstring for the format.\n")
        f.write("\n".join(manifest) + "\n")
    total = sum(os.path.getsize(os.path.join(OUT, name)) for name in os.listdir(OUT))
    print(f"{len(manifest)} arrays, {len(os.listdir(OUT))} files, {total} bytes in {OUT}")


def is_raw(dtype):
    return np.dtype(dtype).kind == "V"


def load_f1(f):
    """A '<f1' .npy file (an open binary file), as NumPy writes float8_e5m2
    and np.load then refuses: its header parsed as the Python literal it is,
    its data read as float8_e5m2."""
    import ast

    version = np.lib.format.read_magic(f)
    assert version == (1, 0), version
    header = f.read(int.from_bytes(f.read(2), "little")).decode("latin1")
    meta = ast.literal_eval(header)
    assert meta["descr"] == "<f1" and not meta["fortran_order"], meta
    data = np.frombuffer(f.read(), dtype=ml_dtypes.float8_e5m2)
    return data.reshape(meta["shape"])


def load_safetensors(path):
    """The tensors of a safetensors file, read by the safetensors package,
    except those of the float8 dtypes its NumPy backend does not have
    (it asks NumPy for np.float8_e5m2): those from the header's offsets, as
    ml_dtypes' types."""
    import json
    import struct

    from safetensors import safe_open

    with open(path, "rb") as f:
        (n,) = struct.unpack("<Q", f.read(8))
        header = json.loads(f.read(n))
        data = f.read()
    float8 = {"F8_E4M3": ml_dtypes.float8_e4m3fn, "F8_E5M2": ml_dtypes.float8_e5m2}
    tensors = {}
    with safe_open(path, framework="numpy") as f:
        for name, info in header.items():
            if name == "__metadata__":
                continue
            if info["dtype"] in float8:
                start, end = info["data_offsets"]
                raw = np.frombuffer(data[start:end], dtype=float8[info["dtype"]])
                tensors[name] = raw.reshape(info["shape"])
            else:
                tensors[name] = f.get_tensor(name)
    return tensors


def verify(directory):
    """Checks that NumPy and safetensors read the files Rust wrote as the manifest says."""
    with open(os.path.join(directory, "manifest.txt")) as f:
        rows = [l.rstrip("\n").split("\t") for l in f if l.strip() and not l.startswith("#")]
    cache = {}
    checked = 0
    for file, member, dtype, shape, values in rows:
        path = os.path.join(directory, file)
        if file.endswith(".npy") and dtype == "float8_e5m2":
            with open(path, "rb") as f:
                array = load_f1(f)
        elif file.endswith(".npz") and dtype == "float8_e5m2":
            import zipfile

            with zipfile.ZipFile(path) as archive, archive.open(member + ".npy") as f:
                array = load_f1(f)
        elif file.endswith(".npy"):
            array = np.load(path)
            if dtype == "bfloat16":
                assert array.dtype == np.dtype("V2"), (file, array.dtype)
                array = array.view(ml_dtypes.bfloat16)
        elif file.endswith(".npz"):
            array = cache.setdefault(file, np.load(path))[member]
            if is_raw(array.dtype):
                array = array.view(getattr(ml_dtypes, dtype))
        else:
            array = cache.setdefault(file, load_safetensors(path))[member]
        expected_shape = tuple(int(n) for n in shape.split(",")) if shape else ()
        assert array.shape == expected_shape, (file, member, array.shape, expected_shape)
        assert jax_name(array.dtype) == dtype, (file, member, array.dtype, dtype)
        assert " ".join(value_text(array)) == values, (file, member)
        checked += 1
    print(f"NumPy and safetensors read the {checked} arrays Rust wrote bit for bit")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--verify":
        verify(sys.argv[2])
    else:
        write_fixtures()
