#!/usr/bin/env bash
# The GPU benchmark (test-suite/bench/jacobi3d_gpu.F: a 3-D 7-point Jacobi, a copy loop and a
# reduction loop in one region) for a machine with a GPU but without this project's build
# environment (no Rust, no MPI, no gfortran): the dvmhc build and the serial `gfortran -O3`
# build of the benchmark are bundled here with the shared libraries they need, and run there
# as one process (MPI singleton). `run` prints each loop's effective bandwidth in GB/s, its
# share of the copy loop's (measured in the same run), the speedup over the serial build, and
# exits non-zero when the results differ from the serial build's.
#
#   scripts/gpu-bench.sh bundle DIR [N [ITERS]]  # here, after `cargo build --release -p dvmhc`
#                                                # (N = 512, ITERS = 20 by default)
#   scripts/gpu-bench.sh run DIR                 # on the GPU machine
#   DVMH_CUDA_EMULATION=1 scripts/gpu-bench.sh run DIR   # the kernels' host build instead
#
# The libraries travel as lib.tar.gz (under 20 MB in all). The bundle also holds the kernels' PTX (`kernels.ptx`) and, when ptxas is at hand
# (scripts/ptxas.sh), their registers and spills (`ptxas.txt`).
set -euo pipefail
usage="usage: gpu-bench.sh bundle DIR [N [ITERS]] | gpu-bench.sh run DIR"
mode=${1:?$usage}
dir=${2:?$usage}
case "$mode" in
bundle)
  n=${3:-512}
  iters=${4:-20}
  root=$(cd "$(dirname "$0")/.." && pwd)
  dvmhc=$root/target/release/dvmhc
  [ -x "$dvmhc" ] || { echo "build it first: cargo build --release -p dvmhc" >&2; exit 1; }
  src=$root/test-suite/bench/jacobi3d_gpu.F
  mkdir -p "$dir/lib"
  dir=$(cd "$dir" && pwd)
  defs=(-cpp "-DNSIZE=$n" "-DNITER=$iters")
  "$dvmhc" -O3 "${defs[@]}" "$src" -o "$dir/jacobi3d.dvmh"
  "$dvmhc" -O3 "${defs[@]}" --emit=ptx "$src" -o "$dir/kernels.ptx"
  gfortran -O3 -w "${defs[@]}" "$src" "$root/test-suite/programs/lib/dvm_serial.f90" \
    -J "$dir" -o "$dir/jacobi3d.serial"
  rm -f "$dir"/*.mod
  if ptxas=$("$root/scripts/ptxas.sh" 2>/dev/null) && [ -x "$ptxas" ]; then
    for arch in sm_70 sm_80 sm_90; do
      "$ptxas" -v -arch=$arch "$dir/kernels.ptx" -o /dev/null 2>&1 |
        awk -v a=$arch '/Compiling entry/ {k=$7} /spill/ {s=$0} /Used/ {print a, k, $5, "registers;", s}'
    done >"$dir/ptxas.txt"
  fi
  echo "$n $iters" >"$dir/size.txt"
  # Every library outside glibc and libgcc (MPICH and what it pulls in, libgfortran, ...).
  for exe in "$dir/jacobi3d.dvmh" "$dir/jacobi3d.serial"; do
    ldd "$exe" | awk '/=> \// {print $3}' | grep -Ev '/lib(c|m|gcc_s|pthread|dl|rt)\.so'
  done | sort -u | while read -r lib; do cp -L "$lib" "$dir/lib/"; done
  # Without their debugging sections (Debian's libmpich alone has some 40 MB of them).
  chmod u+w "$dir"/lib/* && strip --strip-debug "$dir"/lib/* "$dir/jacobi3d.dvmh" "$dir/jacobi3d.serial"
  # Compressed (libmpich's code alone is 40 MB); `run` unpacks them.
  tar -C "$dir" -czf "$dir/lib.tar.gz" lib && rm -r "$dir/lib"
  echo "bundled into $dir ($(du -sh "$dir" | cut -f1)): N = $n, $iters iterations"
  ;;
run)
  cd "$dir"
  [ -d lib ] || tar -xzf lib.tar.gz
  export LD_LIBRARY_PATH="$PWD/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  read -r n iters <size.txt
  echo "== 3-D Jacobi, copy and reduction loops, N = $n, $iters iterations"
  [ -s ptxas.txt ] && sed 's/^/   ptxas /' ptxas.txt
  ./jacobi3d.serial >serial.out 2>serial.err
  DVMH_LOGLEVEL=info ./jacobi3d.dvmh >dvmh.out 2>dvmh.err || {
    cat dvmh.err >&2
    echo "the dvmhc build failed" >&2
    exit 1
  }
  grep -E 'ran on|error' dvmh.err | sort | uniq -c | sed 's/^/   /' | head -20
  status=0
  # The results, number by number, within a relative 1e-5 (the reductions' order differs).
  if ! paste -d '\n' serial.out dvmh.out | awk '
      NR % 2 == 1 { n = split($0, want); next }
      {
        m = split($0, got)
        if (m != n) { bad = 1; next }
        for (i = 1; i <= n; i++) {
          if (want[i] == got[i]) continue
          a = want[i] + 0; b = got[i] + 0
          if (want[i] !~ /[0-9]/ || got[i] !~ /[0-9]/) { bad = 1; continue }
          d = a - b; if (d < 0) d = -d
          s = (a < 0 ? -a : a); if (s < 1e-30) s = 1e-30
          if (d / s > 1e-5) bad = 1
        }
      }
      END { exit bad }' || [ "$(wc -l <serial.out)" != "$(wc -l <dvmh.out)" ]; then
    echo "WRONG RESULT: the dvmhc build printed" >&2
    cat dvmh.out >&2
    echo "the serial gfortran -O3 build printed" >&2
    cat serial.out >&2
    status=1
  else
    echo "   results match the serial gfortran -O3 build's: $(tr -s ' ' <dvmh.out)"
  fi
  if [ -z "${DVMH_CUDA_EMULATION:-}" ] && command -v nvidia-smi >/dev/null &&
    ! grep -q ' ran on GPU ' dvmh.err; then
    echo "a GPU is present, but no loop ran on it" >&2
    status=1
  fi
  # BENCH name seconds bytes (Fortran's E format: 0.12345678E+01).
  awk '
    FNR == 1 { file++ }
    $1 == "BENCH" { t[file, $2] = $3 + 0; b[$2] = $4 + 0; if (file == 2) names[++k] = $2 }
    END {
      copy = b["copy"] / t[2, "copy"]
      for (i = 1; i <= k; i++) {
        s = names[i]; r = b[s] / t[2, s]
        printf "   %-10s %9.4f s %9.1f GB/s %6.1f%% of copy %8.1fx serial gfortran -O3 (%.3f s)\n",
          s, t[2, s], r / 1e9, 100 * r / copy, t[1, s] / t[2, s], t[1, s]
      }
    }' serial.err dvmh.err
  [ -n "${DVMH_CUDA_EMULATION:-}" ] && echo "   (emulation device: not GPU timings)"
  exit $status
  ;;
*) echo "unknown mode $mode; $usage" >&2; exit 2 ;;
esac
