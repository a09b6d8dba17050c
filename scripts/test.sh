#!/usr/bin/env bash
# Runs every test: unit tests, golden IR tests, front-end error tests, the runtime's C tests
# under mpirun, and the DVMH programs against their serial gfortran oracle on 1-4 processes.
# Installs missing system packages first (scripts/deps.sh), so it runs on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
# The program tests drive target/release/dvmhc and link target/release/libdvmh_runtime.a.
cargo build --release --workspace
cargo test --release --workspace
