#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine lacks, builds dvmhc in release mode, compiles the
# bundled Jacobi example with `dvmhc -O2`, and runs it on 4 MPI processes.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/deps.sh

echo "setup: building dvmhc (release)"
cargo build --release --workspace

echo "setup: compiling examples/jacobi.fdv"
mkdir -p target/examples
target/release/dvmhc -O2 examples/jacobi.fdv -o target/examples/jacobi
echo "setup: running it on 4 MPI processes"
mpirun -n 4 target/examples/jacobi
