#!/usr/bin/env bash
# Builds the engines' GPU test binaries on a machine without a GPU, and packs what must
# travel to one with an NVIDIA GPU (`tools/gpu/run.sh` runs them there).
#
#   tools/gpu/build.sh            # -> target/gpu/pack/ (and target/gpu/pack.tar.gz)
#
# On the GPU machine: `tar xzf pack.tar.gz && bash pack/run.sh OUT` (with this workplace's
# device tool: carry `target/gpu/pack.tar.gz`, 44 MiB, and run
# `tar xzf target/gpu/pack.tar.gz -C /tmp && bash /tmp/pack/run.sh "$OUT"`).
# A first build takes about 12 minutes on 2 cores, most of it nvcc compiling candle's kernels.
#
# What it builds, each with the crate's test profile:
# - candle (feature `candle` with candle-core's `cuda`): `tests/candle.rs`, run there with
#   DTYPE_LATTICE_CANDLE_DEVICE=cuda:0, and `examples/engines.rs`.
# - burn (feature `burn-flex` with burn's `cuda` backend): `tests/burn.rs`, whose `Dispatch`
#   tests pick CUDA when the build has it. burn's CUDA compiler (cubecl-cuda) needs LLVM,
#   which its build script downloads from GitHub (tracel-ai/tracel-llvm releases) into
#   ~/.cache/tracel; where GitHub cannot be reached and that cache is empty, burn is skipped
#   and the summary says so.
#
# The CUDA compiler comes from PyPI (NVIDIA's `nvidia-cuda-nvcc` wheels, CUDA 13.0: the
# oldest CUDA 13, whose PTX every CUDA 13 driver (r580 and later) loads; the CUDA 12
# wheels have no `nvcc`). candle 0.11 links the CUDA libraries at build time (cudarc's
# `dynamic-linking`): libcuda, nvrtc, cuRAND, cuBLAS and cuBLASLt, none of which a machine
# without a GPU has. The script links against stub libraries of its own instead: a first
# link lists the CUDA symbols the binary needs (the linker's "undefined symbol" errors), a
# stub of each library defines them under the real library's soname, and the second link
# records those sonames, which the loader resolves to the GPU machine's real libraries.
#
# Environment: CUDA_COMPUTE_CAP (default 90, the H100/H200; candle compiles its kernels
# for it), GPU_WORK (default target/gpu).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=${GPU_WORK:-$root/target/gpu}
export CUDA_COMPUTE_CAP=${CUDA_COMPUTE_CAP:-90}
export CARGO_TARGET_DIR=$work/target
export CARGO_INCREMENTAL=0 CARGO_PROFILE_TEST_DEBUG=0 CARGO_PROFILE_DEV_DEBUG=0
mkdir -p "$work"
log() { printf '== %s\n' "$*" >&2; }

# --- The CUDA 13.0 compiler, headers and the stub libraries, as a CUDA root. ---------
cuda_version=13.0
venv=$work/venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
log "nvcc $cuda_version from PyPI"
"$venv/bin/pip" install -q "nvidia-cuda-nvcc==$cuda_version.*" "nvidia-nvvm==$cuda_version.*" \
    "nvidia-cuda-crt==$cuda_version.*" "nvidia-cuda-runtime==$cuda_version.*" \
    "nvidia-cuda-cccl==$cuda_version.*"
wheel=$("$venv/bin/python" -c 'import nvidia, os; print(os.path.join(list(nvidia.__path__)[0], "cu13"))')
cuda=$work/cuda
mkdir -p "$cuda/lib64"
for d in bin include nvvm; do ln -sfn "$wheel/$d" "$cuda/$d"; done
# candle's kernel library (`libmoe`) needs the CUDA runtime: the wheel's own, which travels
# with the binaries (700 KB), in case the GPU machine has another CUDA's.
ln -sfn "$wheel/lib/libcudart.so.13" "$cuda/lib64/libcudart.so"
export PATH=$cuda/bin:$PATH CUDA_ROOT=$cuda CUDA_PATH=$cuda
nvcc --version | tail -1 >&2

# The stub libraries: `name soname prefix-pattern` (a symbol goes to the first that matches).
stubs=(
    "cublasLt libcublasLt.so.13 ^cublasLt"
    "cublas libcublas.so.13 ^cublas"
    "curand libcurand.so.10 ^curand"
    "nvrtc libnvrtc.so.13 ^nvrtc"
    "cuda libcuda.so.1 ^cu"
)
# Writes each stub library from the symbols listed in $1 (none: empty stubs).
make_stubs() {
    local symbols=$1 taken=$work/stubs.taken
    : >"$taken"
    for stub in "${stubs[@]}"; do
        read -r name soname pattern <<<"$stub"
        local c=$work/stub_$name.c
        echo "/* A link-time stand-in for $soname: the GPU machine's own library runs. */" >"$c"
        grep -E "$pattern" "$symbols" | grep -vxF -f "$taken" | sort -u | while read -r s; do
            echo "void $s(void) {}" >>"$c"
            echo "$s" >>"$taken"
        done || true
        cc -shared -fPIC -o "$cuda/lib64/lib$name.so" -Wl,-soname,"$soname" "$c"
    done
}

# Builds the test or example binaries `cargo $@` names, linking against the stubs, and
# prints their paths.
build_linked() {
    local out=$work/build.log symbols=$work/symbols.txt
    # Unlimited link errors: the first link lists every symbol the stubs must define.
    export RUSTFLAGS="-C link-arg=-Wl,--error-limit=0"
    if ! cargo "$@" --message-format=json-render-diagnostics >"$out.json" 2>"$out"; then
        grep -ohE "undefined symbol: [A-Za-z_][A-Za-z0-9_]*" "$out" | cut -d' ' -f3 \
            | sort -u >"$symbols.new"
        if [ ! -s "$symbols.new" ]; then
            tail -40 "$out" >&2
            return 1
        fi
        sort -u "$symbols.new" "$symbols" -o "$symbols"
        log "stubs for $(wc -l <"$symbols") CUDA symbols"
        make_stubs "$symbols"
        cargo "$@" --message-format=json-render-diagnostics >"$out.json" 2>"$out" \
            || { tail -40 "$out" >&2; return 1; }
    fi
    "$venv/bin/python" - "$out.json" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    if not line.startswith("{"):
        continue
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable"):
        print(m["executable"])
PY
}

touch "$work/symbols.txt"
make_stubs "$work/symbols.txt"

pack=$work/pack
rm -rf "$pack" && mkdir -p "$pack/bin"
manifest=$pack/MANIFEST
{
    echo "commit: $(git rev-parse HEAD)$(git diff --quiet HEAD || echo ' (with changes)')"
    echo "built: $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(uname -m), $(rustc --version)"
    echo "nvcc: $(nvcc --version | tail -1); kernels for sm_$CUDA_COMPUTE_CAP"
} >"$manifest"

log "candle with CUDA: tests/candle.rs, examples/engines.rs"
exes=$(build_linked test --no-run --features candle,burn-flex,candle-core/cuda --test candle)
for exe in $exes; do cp "$exe" "$pack/bin/candle-tests"; done
exes=$(build_linked build --features candle,burn-flex,candle-core/cuda --example engines)
for exe in $exes; do cp "$exe" "$pack/bin/engines"; done
mkdir -p "$pack/lib"
cp "$wheel/lib/libcudart.so.13" "$pack/lib/"
echo "candle: built" >>"$manifest"

log "burn with CUDA: tests/burn.rs"
llvm_cache=$HOME/.cache/tracel
if [ -n "$(ls -A "$llvm_cache" 2>/dev/null)" ] || curl -sf --max-time 10 -o /dev/null https://github.com; then
    if exes=$(build_linked test --no-run --features burn-flex,burn-tensor/cuda --test burn); then
        for exe in $exes; do cp "$exe" "$pack/bin/burn-tests"; done
        echo "burn: built" >>"$manifest"
    else
        echo "burn: not built, the build failed (target/gpu/build.log)" >>"$manifest"
    fi
else
    echo "burn: not built, burn's CUDA compiler needs LLVM from GitHub (tracel-ai/tracel-llvm)," \
        "which this machine cannot reach, and ~/.cache/tracel is empty" >>"$manifest"
fi

strip "$pack"/bin/*
for exe in "$pack"/bin/*; do
    echo "$(basename "$exe") loads: $(readelf -d "$exe" | grep -oE 'lib(cu|nv)[A-Za-z]*\.so\.[0-9]+' \
        | tr '\n' ' ')" >>"$manifest"
done
cp tools/gpu/run.sh "$pack/run.sh"
tar -C "$work" -czf "$work/pack.tar.gz" pack
size=$(stat -c %s "$work/pack.tar.gz")
log "packed: $(du -sh "$pack" | cut -f1) in $pack, $((size / 1048576)) MiB compressed"
cat "$manifest" >&2
if [ "$size" -gt $((64 * 1048576)) ]; then
    log "over the 64 MiB a GPU machine takes"
    exit 1
fi
