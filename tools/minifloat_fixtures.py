#!/usr/bin/env python3
"""Writes tests/fixtures/minifloat.txt: ml_dtypes' conversions of its eleven
minifloat formats, for tests/minifloat.rs.

    python3 tools/minifloat_fixtures.py

Per format (a line `= name`):

- `t BB FFFFFFFF`: every bit pattern BB, as float32 bits (`astype(float32)`);
- `f FFFFFFFF BB`: float32 bits -> format bits (`np.float32 array .astype(fmt)`);
- `d HHHHHHHHHHHHHHHH BB [AA]`: float64 bits -> format bits by ml_dtypes' scalar
  constructor `fmt(float)`, which converts the double directly (one rounding);
  `AA` is present when a float64 array's `.astype(fmt)` gives something else:
  NumPy casts of float64 arrays go through float32 and round twice.

The float32 sweep: every representable value, every midpoint between adjacent
values and the float32 values one ulp either side, the overflow boundary, large
values, infinities, NaNs (quiet and signalling, both signs), zeros, float32
subnormals, the format's subnormal range, both signs of all of these, and
seeded random float32 bit patterns (all of float32, and within the format's
range). The float64 sweep: the same points as float64, plus values within
float32's rounding of each midpoint (which round differently via float32),
values outside float32's range, and seeded random ones.
"""

import os
import warnings

import ml_dtypes
import numpy as np

warnings.filterwarnings("ignore")

NAMES = [
    "float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz",
    "float8_e4m3b11fnuz", "float8_e3m4", "float8_e4m3", "float8_e8m0fnu",
    "float6_e2m3fn", "float6_e3m2fn", "float4_e2m1fn",
]
WIDTH = {"float8": 8, "float6": 6, "float4": 4}


def f32(bits):
    return np.array(bits, dtype=np.uint32).view(np.float32)


def main():
    rng = np.random.default_rng(20240607)
    out = [
        f"# ml_dtypes {ml_dtypes.__version__}, numpy {np.__version__}: "
        "written by tools/minifloat_fixtures.py (see its docstring for the line formats)."
    ]
    counts = {}
    for name in NAMES:
        t = getattr(ml_dtypes, name)
        width = WIDTH[name[:6]]
        codes = np.arange(1 << width, dtype=np.uint8)
        vals = codes.view(t).astype(np.float32)
        out.append(f"= {name}")
        for c, v in zip(codes, vals.view(np.uint32)):
            out.append(f"t {c:02x} {v:08x}")

        finite = np.unique(vals[np.isfinite(vals)].astype(np.float64))
        pos = finite[finite > 0]
        mids = (finite[:-1] + finite[1:]) / 2
        mx = pos.max()
        # The value the code after max finite would have (one more step).
        step = mx - pos[pos < mx].max() if name != "float8_e8m0fnu" else mx
        beyond = mx + step
        pts32 = [finite, mids, np.array([mx + step / 2, beyond, 2 * beyond, 1e10, 3e38])]
        mids32 = np.concatenate([mids, [mx + step / 2]]).astype(np.float32)
        pts32 += [np.nextafter(mids32, np.float32(np.inf)), np.nextafter(mids32, np.float32(-np.inf))]
        pts32 += [np.nextafter(np.float32(mx), np.float32(np.inf)), np.nextafter(np.float32(beyond), np.float32(0))]
        tiny = pos.min()
        pts32 += [np.array([tiny / 2, tiny / 4, tiny * 0.75, tiny / 2 * (1 + 2**-20), tiny / 2 * (1 - 2**-20)])]
        pts32 = np.concatenate([np.asarray(p, dtype=np.float32).ravel() for p in pts32])
        pts32 = np.concatenate([pts32, -pts32]).view(np.uint32)
        special = [0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000,
                   0x7F800001, 0xFF800001, 0x7FA00000, 0x7FBFFFFF, 0x7FFFFFFF, 0xFFFFFFFF,
                   1, 2, 3, 0x3FFFFF, 0x400000, 0x400001, 0x7FFFFF, 0x7F7FFFFF, 0x00800000]
        special += [s | 0x80000000 for s in special]
        rand_all = rng.integers(0, 1 << 32, 1500, dtype=np.uint64).astype(np.uint32)
        rand_sub = rng.integers(0, 1 << 23, 100, dtype=np.uint64).astype(np.uint32)
        # Within the format's range: exponents uniform over it, random mantissas.
        lo = int(np.floor(np.log2(tiny))) - 2
        hi = int(np.ceil(np.log2(mx))) + 1
        e = rng.integers(lo, hi + 1, 1000)
        m = rng.random(1000) + 1
        s = np.where(rng.random(1000) < 0.5, -1.0, 1.0)
        rand_in = (s * m * np.exp2(e)).astype(np.float32).view(np.uint32)
        bits32 = np.unique(np.concatenate([pts32, np.array(special, dtype=np.uint32),
                                           rand_all, rand_sub, rand_in]))
        res = f32(bits32).astype(t).view(np.uint8)
        for b, r in zip(bits32, res):
            out.append(f"f {b:08x} {r:02x}")

        # float64: the same points, plus the neighbourhood of each midpoint.
        mids64 = np.concatenate([mids, [mx + step / 2]])
        near = [mids64 * (1 + 2.0**-30), mids64 * (1 - 2.0**-30),
                np.nextafter(mids64, np.inf), np.nextafter(mids64, -np.inf)]
        extra = np.array([1e39, 1e300, 1e-300, 5e-324, 1e-46, 2.0**-150, 2.0**-149 * 0.75,
                          np.inf, np.nan, 0.0, 2.0**-127 * (1 + 2.0**-40)])
        e = rng.integers(lo, hi + 1, 200)
        rand64 = rng.random(200) + 1
        rand64 = rand64 * np.exp2(e)
        p64 = np.concatenate([f32(pts32).astype(np.float64), f32(rand_in[:200]).astype(np.float64),
                              *near, extra, rand64])
        p64 = np.concatenate([p64, -p64])
        bits64 = np.unique(p64.view(np.uint64))
        bits64 = np.concatenate([bits64, np.array([0x7FF8000000000000, 0xFFF8000000000000,
                                                   0x7FF0000000000001, 0x7FF4000000000000],
                                                  dtype=np.uint64)])
        vals64 = bits64.view(np.float64)
        arr = vals64.astype(t).view(np.uint8)
        n64 = 0
        for b, v, a in zip(bits64, vals64, arr):
            r = np.array([t(float(v))]).view(np.uint8)[0]
            out.append(f"d {b:016x} {r:02x}" + ("" if r == a else f" {a:02x}"))
            n64 += 1
        counts[name] = (len(codes), len(bits32), n64)

    path = os.path.join(os.path.dirname(__file__), "..", "tests", "fixtures", "minifloat.txt")
    with open(path, "w") as fh:
        fh.write("\n".join(out) + "\n")
    for name, c in counts.items():
        print(name, "to_f32 %d, from_f32 %d, from_f64 %d" % c)
    print(os.path.getsize(path), "bytes")


if __name__ == "__main__":
    main()
