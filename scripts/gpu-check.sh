#!/usr/bin/env bash
# Checks the runtime's CUDA path on a machine with a GPU but without this project's build
# environment (no Rust, no MPI): the runtime's device test program (runtime/tests/c/device.c,
# its kernels compiled to PTX by clang) is bundled here with the MPI libraries it needs, and
# run there as one process (MPI singleton) on the GPU and on the emulation device.
#
#   scripts/gpu-check.sh bundle DIR   # here, after `cargo test --release -p dvmh-runtime --test device`
#   scripts/gpu-check.sh run DIR      # on the GPU machine; exit status 0 when both runs pass
set -euo pipefail
mode=${1:?usage: gpu-check.sh bundle|run DIR}
dir=${2:?usage: gpu-check.sh bundle|run DIR}
case "$mode" in
bundle)
  cd "$(dirname "$0")/.."
  exe=target/release/dvmh-runtime-c-tests/device
  [ -x "$exe" ] || { echo "build it first: cargo test --release -p dvmh-runtime --test device" >&2; exit 1; }
  mkdir -p "$dir/lib"
  cp "$exe" target/release/dvmh-runtime-c-tests/device.ptx "$dir/"
  # Every library outside glibc and libgcc (MPICH, hwloc, UCX, numa, udev).
  ldd "$exe" | awk '/=> \// {print $3}' | grep -Ev '/lib(c|m|gcc_s|pthread|dl|rt)\.so' |
    while read -r lib; do cp -L "$lib" "$dir/lib/"; done
  echo "bundled into $dir: $(ls "$dir" "$dir/lib" | tr '\n' ' ')"
  ;;
run)
  cd "$dir"
  export LD_LIBRARY_PATH="$PWD/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  status=0
  for setting in "" DVMH_CUDA_EMULATION=1; do
    echo "== ./device ${setting:-(a GPU if the driver finds one)}"
    if env $setting DVMH_LOGLEVEL=info ./device >out.txt 2>err.txt; then :; else status=1; fi
    cat out.txt
    grep -E 'info: (regions|parallel loop)|error' err.txt || true
    grep -q '^ bad *0$' out.txt || status=1
    if [ -z "$setting" ] && command -v nvidia-smi >/dev/null && ! grep -q ' ran on GPU ' err.txt; then
      echo "a GPU is present, but no loop ran on it" >&2
      status=1
    fi
  done
  if command -v nvidia-smi >/dev/null; then
    echo "== ./device badname (expects one CUDA error line naming the loop)"
    if ./device badname >out.txt 2>err.txt; then status=1; fi
    grep 'error' err.txt || true
    grep -q "^dvmh: error: CUDA error in the parallel loop at device.c:21: cuModuleGetFunction('no_such_kernel') failed" err.txt || status=1
  fi
  exit $status
  ;;
*) echo "unknown mode $mode" >&2; exit 2 ;;
esac
