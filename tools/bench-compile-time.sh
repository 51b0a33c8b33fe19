#!/usr/bin/env bash
# Compile-time cost of dtype-lattice, measured rather than assumed.
#
#   tools/bench-compile-time.sh [RUNS]
#
# Reports, each the best of RUNS (default 3):
#   1. a clean debug build of the workspace (libraries and their dependencies),
#   2. a build of the crate with its dependencies already built,
#   3. type-checking tests/jax_types.rs, a file that names all 1,225 standard
#      promotions and every strict pair (cargo check of that test alone).
# Uses its own target directory, so that it neither cleans nor reuses ./target.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$(mktemp -d /tmp/dtype-lattice-bench.XXXXXX)}
export CARGO_INCREMENTAL=0

# Milliseconds taken by the command.
millis() {
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s%N)
    echo $(((end - start) / 1000000))
}

best() {
    local what=$1 prepare=$2
    shift 2
    local best=""
    for _ in $(seq "$runs"); do
        eval "$prepare"
        local t
        t=$(millis "$@")
        if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
    done
    printf '%-62s %3d.%02d s\n' "$what" $((best / 1000)) $((best % 1000 / 10))
}

cargo fetch -q
echo "rustc: $(rustc --version); $(nproc) cores; best of $runs"
best "clean build of the workspace (cargo build --workspace)" \
    'cargo clean -q' cargo build -q --workspace
best "dtype-lattice with its dependencies built" \
    'cargo build -q --workspace; touch src/lib.rs' cargo build -q -p dtype-lattice
best "type-check every promotion pin (cargo check --test jax_types)" \
    'cargo check -q --tests; touch tests/jax_types.rs' cargo check -q --test jax_types
rm -rf "$CARGO_TARGET_DIR"
