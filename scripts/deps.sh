#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine lacks for building and testing dvmhc (apt packages,
# and the Rust toolchain if there is none). Does nothing when everything is present.
# Sourced by setup.sh and test.sh so that PATH changes reach them.

packages=(
  build-essential      # cc, used as the linker of compiled programs
  pkg-config
  llvm-19-dev          # LLVM 19 for inkwell (host and NVPTX back ends)
  libpolly-19-dev      # llvm-config --link-static lists Polly
  libclang-19-dev      # bindgen for the mpi crate's MPI bindings
  clang-19
  zlib1g-dev libzstd-dev libxml2-dev libffi-dev libncurses-dev   # LLVM's system libraries
  mpich libmpich-dev   # MPI: mpicc, mpirun, libmpich
  gfortran             # the serial oracle of the test suite and the benchmarks
  curl ca-certificates  # rustup, if Rust is missing
)

missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "deps: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v cargo >/dev/null 2>&1; then
  if [ -x "$HOME/.cargo/bin/cargo" ]; then
    export PATH="$HOME/.cargo/bin:$PATH"
  else
    echo "deps: installing the Rust toolchain with rustup"
    curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
    export PATH="$HOME/.cargo/bin:$PATH"
  fi
fi

