#!/usr/bin/env bash
# Runs the GPU binaries `tools/gpu/build.sh` packed, on a machine with an NVIDIA GPU, and
# writes a summary: the device, its driver, the libraries the binaries loaded, each test
# binary's passed and failed tests and its time.
#
#   bash target/gpu/pack/run.sh [OUT]    # OUT defaults to the pack's results/
#
# It needs the NVIDIA driver (libcuda.so.1) and CUDA 13's cuBLAS, cuBLASLt, nvrtc and
# cuRAND where the loader finds them (LD_LIBRARY_PATH, or the `nvidia-*` PyPI wheels'
# lib directories); a binary that cannot load them is reported, not run.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/results}
mkdir -p "$out"
summary=$out/summary.md
limit=${GPU_TEST_TIMEOUT:-240}
# The CUDA runtime the build linked (candle's kernel library needs it) travels in lib/.
export LD_LIBRARY_PATH=$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}

{
    echo "# dtype-lattice on a GPU"
    echo
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ), host: $(uname -n), $(nproc) CPUs"
    if command -v nvidia-smi >/dev/null; then
        echo "GPU: $(nvidia-smi --query-gpu=name,driver_version,memory.total,compute_cap \
            --format=csv,noheader 2>&1 | head -1)"
        echo "driver's CUDA: $(nvidia-smi 2>/dev/null | grep -o 'CUDA Version: [0-9.]*' | head -1)"
    else
        echo "GPU: no nvidia-smi on this machine"
    fi
    echo
    echo "## The build"
    echo
    sed 's/^/    /' "$here/MANIFEST"
    echo
    echo "## Results"
    echo
    echo "| binary | device | result | time (s) |"
    echo "|---|---|---|---|"
} >"$summary"

# Runs one packed binary: `run NAME DEVICE-NOTE [ENV=VALUE ...] -- [ARGS ...]`.
run() {
    local name=$1 note=$2 exe=$here/bin/$1
    shift 2
    local env=()
    while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do env+=("$1"); shift; done
    [ "$#" -gt 0 ] && shift
    if [ ! -x "$exe" ]; then
        echo "| $name | $note | not built (see MANIFEST) | |" >>"$summary"
        return
    fi
    local missing
    missing=$(ldd "$exe" 2>&1 | grep "not found" | awk '{print $1}' | tr '\n' ' ')
    if [ -n "$missing" ]; then
        echo "| $name | $note | not run: the loader finds no $missing| |" >>"$summary"
        return
    fi
    ldd "$exe" | grep -E "libcuda|cublas|nvrtc|curand" >"$out/$name.libraries" || true
    local start end status
    start=$(date +%s.%N)
    env "${env[@]}" timeout "$limit" "$exe" "$@" >"$out/$name.log" 2>&1
    status=$?
    end=$(date +%s.%N)
    local result
    result=$(grep -E "^test result:" "$out/$name.log" | tail -1 | sed 's/test result: //; s/; 0 measured.*//')
    [ -z "$result" ] && result="exit status $status"
    [ "$status" -eq 124 ] && result="timed out after $limit s; $result"
    grep -E "^test .* FAILED$|panicked at" "$out/$name.log" | head -20 >"$out/$name.failures" || true
    printf '| %s | %s | %s | %.1f |\n' "$name" "$note" "$result" "$(awk "BEGIN { print $end - $start }")" \
        >>"$summary"
}

run candle-tests "candle cuda:0" DTYPE_LATTICE_CANDLE_DEVICE=cuda:0 --
run burn-tests "burn Dispatch (CUDA)" --
run engines "candle cuda:0, burn Flex" DTYPE_LATTICE_CANDLE_DEVICE=cuda:0 --

{
    echo
    echo "Logs: \`<binary>.log\`; failed tests and panics: \`<binary>.failures\`; the CUDA"
    echo "libraries each loaded: \`<binary>.libraries\`."
} >>"$summary"
cat "$summary"
