#!/usr/bin/env bash
# Runs every test: unit tests, golden IR tests, front-end error tests, the runtime's C tests
# under mpirun, and the DVMH programs against their serial gfortran oracle on 1-4 processes.
# Installs missing system packages first (scripts/deps.sh), so it runs on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
# NVIDIA's PTX assembler checks every GPU kernel the tests generate (sm_70/80/90); where it
# cannot be fetched the kernels are still generated and emulated, but not assembled.
if DVMH_PTXAS=$(scripts/ptxas.sh); then
    export DVMH_PTXAS DVMH_REQUIRE_PTXAS=1
else
    echo "warning: ptxas unavailable; GPU kernels will not be assembled" >&2
fi
# The program tests drive target/release/dvmhc and link target/release/libdvmh_runtime.a.
cargo build --release --workspace
cargo test --release --workspace --no-fail-fast
