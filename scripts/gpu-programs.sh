#!/usr/bin/env bash
# Runs the test programs that have REGIONs on a real GPU, on a machine that has the NVIDIA
# driver but not this project's build environment (no Rust, no LLVM, no MPI install): CI has no
# GPU and checks the kernels on the emulation device and with ptxas; this is the check on the
# hardware, run when a GPU machine is at hand.
#
#   scripts/gpu-programs.sh bundle DIR [NAME...]  # here, after building dvmhc: builds every
#                                                 # region program (or those whose file name
#                                                 # contains a NAME) and its serial reference,
#                                                 # records the reference's output, bundles the
#                                                 # MPI libraries and mpiexec
#   scripts/gpu-programs.sh run DIR               # on the GPU machine: runs each program on 1
#                                                 # and 2 processes (as its header allows) and
#                                                 # once more per `emulation-env=` line, and
#                                                 # compares; exit status 0 when all match and
#                                                 # every program with device loops ran them on
#                                                 # the GPU
#
# The comparison is the test harness's (test-suite/src/lib.rs, compare_outputs): lines equal,
# or equal token by token with reals within a relative 1e-5.
set -euo pipefail
mode=${1:?usage: gpu-programs.sh bundle|run DIR [NAME...]}
dir=${2:?usage: gpu-programs.sh bundle|run DIR [NAME...]}
shift 2

# The `dvmh-test: key=value` header lines of a program (test-suite/src/programs.rs).
header() { head -n 12 "$1" | sed -n "s/.*dvmh-test: *$2=//p"; }

bundle() {
  local root
  root=$(cd "$(dirname "$0")/.." && pwd)
  local dvmhc=$root/target/release/dvmhc
  [ -x "$dvmhc" ] || { echo "build dvmhc first: cargo build --release --workspace" >&2; exit 1; }
  mkdir -p "$dir/progs" "$dir/lib" "$dir/bin"
  dir=$(cd "$dir" && pwd)
  local built=0 failed=0 src
  for src in "$root"/test-suite/programs/*.{f90,fdv,f,F90,F} "$root"/test-suite/programs/c/*.{c,cdv}; do
    [ -f "$src" ] || continue
    grep -qiE 'dvm\$ *region|pragma +dvm +region|"dvm +region' "$src" || continue
    local name stem
    name=$(basename "$src")
    stem=${name%.*}
    if [ $# -gt 0 ]; then
      local want=0 n
      for n in "$@"; do [[ $name == *"$n"* ]] && want=1; done
      [ $want = 1 ] || continue
    fi
    local srcdir out flags files serial procs
    srcdir=$(dirname "$src")
    out=$dir/progs/$stem
    mkdir -p "$out"
    flags=$(header "$src" flags)
    files=$(header "$src" files | tr ' ' '\n' | sed "/^$/d; s|^|$srcdir/|" | tr '\n' ' ')
    serial=$(header "$src" serial-files | tr ' ' '\n' | sed "/^$/d; s|^|$srcdir/|" | tr '\n' ' ')
    procs=$(header "$src" procs)
    echo "${procs:-1 2 3 4}" >"$out/procs"
    header "$src" emulation-env >"$out/envs"
    local tmp
    tmp=$(mktemp -d)
    # shellcheck disable=SC2086 # the header's lists are word lists
    if (cd "$tmp" && "$dvmhc" ${flags:--O2} $files "$src" -o "$out/prog") >"$out/build.log" 2>&1 &&
      case "$name" in
        *.c | *.cdv) (cd "$tmp" && gcc -O1 -w -x c $files "$src" $serial -x none -o ref -lm) ;;
        *.fdv) (cd "$tmp" && gfortran -O1 -w $files -x f77 "$src" -x none $serial -o ref) ;;
        *) (cd "$tmp" && gfortran -O1 -w $files "$src" $serial -o ref) ;;
      esac >>"$out/build.log" 2>&1 &&
      (cd "$tmp" && ./ref >"$out/expected.txt" 2>/dev/null); then
      strip "$out/prog"
      built=$((built + 1))
    else
      echo "not bundled: $name (see $out/build.log)" >&2
      failed=$((failed + 1))
      rm -rf "$out"
    fi
    rm -rf "$tmp"
  done
  # Every library outside glibc and libgcc (MPICH, hwloc, UCX, numa, udev), and the launcher.
  local any
  any=$(ls "$dir"/progs/*/prog | head -n 1)
  { ldd "$any"; ldd "$(command -v mpiexec.hydra)"; } | awk '/=> \// {print $3}' |
    grep -Ev '/lib(c|m|gcc_s|pthread|dl|rt)\.so' | sort -u |
    while read -r lib; do cp -L "$lib" "$dir/lib/"; done
  cp -L "$(command -v mpiexec.hydra)" "$(command -v hydra_pmi_proxy)" "$dir/bin/"
  strip --strip-unneeded "$dir"/lib/*.so* "$dir"/bin/*
  cp "$0" "$dir/"
  echo "bundled $built programs into $dir ($failed not built), $(du -sh "$dir" | cut -f1)"
}

# Prints nothing and succeeds when $2 (got) matches $1 (expected) as the harness compares.
compare() {
  python3 - "$1" "$2" <<'EOF'
import re, sys
exp = open(sys.argv[1], errors="replace").read().splitlines()
got = open(sys.argv[2], errors="replace").read().splitlines()
def num(t):
    m = re.match(r"^(.*?[0-9.])([^0-9.]*)$", t)
    if not m:
        return None, t
    try:
        return float(m.group(1).replace("D", "E").replace("d", "e")), m.group(2)
    except ValueError:
        return None, t
def close(a, b):
    (x, sa), (y, sb) = num(a), num(b)
    if x is None or y is None or sa != sb:
        return False
    return abs(x - y) <= 1e-5 * max(abs(x), abs(y)) or (x == 0 and y == 0)
if len(exp) != len(got):
    sys.exit(f"expected {len(exp)} lines, got {len(got)}")
for n, (e, g) in enumerate(zip(exp, got), 1):
    if e == g:
        continue
    et, gt = e.split(), g.split()
    if len(et) != len(gt) or not all(a == b or close(a, b) for a, b in zip(et, gt)):
        sys.exit(f"line {n} differs:\n  expected: {e!r}\n  got:      {g!r}")
EOF
}

# Runs one bundled program (its directory $1) on its process counts and environments; prints
# one PASS or FAIL line per run.
one() {
  local p=${1%/} stem n
  stem=${p##*/}
  local counts=()
  for n in ${GPU_PROCS:-1 2}; do grep -qw "$n" "$p/procs" && counts+=("$n"); done
  [ ${#counts[@]} -gt 0 ] || counts=("$(awk '{print $1}' "$p/procs")")
  local runs=() env r k=0
  for n in "${counts[@]}"; do runs+=("$n|"); done
  while read -r env; do [ -n "$env" ] && runs+=("${counts[0]}|$env"); done <"$p/envs"
  for r in "${runs[@]}"; do
    local what status=ok msg
    k=$((k + 1))
    n=${r%%|*} env=${r#*|}
    what="$stem on $n process(es)${env:+ with $env}"
    # shellcheck disable=SC2086 # env is a list of NAME=VALUE words
    if ! (cd "$p" && env $env DVMH_LOGLEVEL=info timeout 300 \
      mpiexec.hydra -launcher fork -n "$n" ./prog >"got$k.txt" 2>"err$k.txt"); then
      status="exit status $?: $(grep -m 3 -E 'error|panic' "$p/err$k.txt" | tr '\n' ' ')"
    elif ! msg=$(compare "$p/expected.txt" "$p/got$k.txt" 2>&1); then
      status=$msg
    elif command -v nvidia-smi >/dev/null && ! grep -q ' ran on GPU' "$p/err$k.txt" &&
      grep ' ran on ' "$p/err$k.txt" | grep -qv '(no device variant)'; then
      # Loops without a device variant (calls, long double) run on the host by design.
      status="no loop ran on the GPU"
    fi
    if [ "$status" = ok ]; then echo "PASS $what"; else echo "FAIL $what: $status"; fi
  done
}

run() {
  dir=$(cd "$dir" && pwd)
  export LD_LIBRARY_PATH="$dir/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  export PATH="$dir/bin:$PATH"
  command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  # Several programs at a time share the GPU (JOBS, default 4).
  ls -d "$dir"/progs/*/ | xargs -P "${JOBS:-4}" -n 1 "$dir/$(basename "$0")" one "$dir" >"$dir/results.txt"
  grep '^FAIL' "$dir/results.txt" || true
  local pass fail
  pass=$(grep -c '^PASS' "$dir/results.txt" || true)
  fail=$(grep -c '^FAIL' "$dir/results.txt" || true)
  echo "gpu programs: $pass runs passed, $fail failed"
  [ "$fail" = 0 ]
}

case "$mode" in
bundle) bundle "$@" ;;
run) run ;;
one) one "$@" ;;
*) echo "unknown mode $mode" >&2; exit 2 ;;
esac
