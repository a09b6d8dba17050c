#!/usr/bin/env bash
# Provides NVIDIA's PTX assembler `ptxas` for checking the kernels dvmhc generates, without
# installing anything system-wide: downloads Debian's `nvidia-cuda-toolkit` package (non-free)
# through a private apt configuration derived from the machine's own sources, and unpacks
# `usr/bin/ptxas` into a cache directory. Prints the path of ptxas on success.
#
# Usage: scripts/ptxas.sh [cache-dir]   (default: $DVMH_TOOLS_DIR or ~/.cache/dvmhc/tools)
# ptxas is optional: when it cannot be obtained (no network, no non-free mirror), this prints
# a reason on stderr and exits 1, and the tests that need it say they were skipped.
set -euo pipefail
cache="${1:-${DVMH_TOOLS_DIR:-$HOME/.cache/dvmhc/tools}}"
bin="$cache/ptxas/usr/bin/ptxas"
if [ -x "$bin" ] && "$bin" --version >/dev/null 2>&1; then
    echo "$bin"
    exit 0
fi
if [ -n "$(command -v ptxas || true)" ]; then
    command -v ptxas
    exit 0
fi
work="$cache/apt"
mkdir -p "$work/lists/partial" "$work/archives/partial" "$work/sources" "$cache/ptxas"
# The machine's own Debian sources, with the non-free component added.
: > "$work/sources/nonfree.sources"
for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    grep -q 'debian' "$f" || continue
    sed -E 's/^(Components:.*)$/\1 non-free/' "$f" >> "$work/sources/nonfree.sources"
    echo >> "$work/sources/nonfree.sources"
done
if [ -f /etc/apt/sources.list ]; then
    grep -E '^deb .*debian' /etc/apt/sources.list | sed -E 's/ main( |$)/ main non-free\1/' \
        > "$work/sources/sources.list" || true
fi
opts=(-o Dir::State::Lists="$work/lists" -o Dir::Etc::SourceList="$work/sources/sources.list"
      -o Dir::Etc::SourceParts="$work/sources" -o Dir::Cache::Archives="$work/archives"
      -o Dir::State::Status=/var/lib/dpkg/status -o APT::Get::List-Cleanup=0)
[ -f "$work/sources/sources.list" ] || : > "$work/sources/sources.list"
if ! apt-get "${opts[@]}" update >"$work/update.log" 2>&1; then
    echo "ptxas: cannot read the package lists (see $work/update.log)" >&2
    exit 1
fi
( cd "$work/archives" && apt-get "${opts[@]}" download nvidia-cuda-toolkit >"$work/download.log" 2>&1 ) || {
    echo "ptxas: cannot download nvidia-cuda-toolkit (see $work/download.log)" >&2
    exit 1
}
deb=$(ls "$work"/archives/nvidia-cuda-toolkit_*.deb | head -1)
rm -rf "$cache/ptxas.tmp" && mkdir -p "$cache/ptxas.tmp"
dpkg -x "$deb" "$cache/ptxas.tmp"
rm -rf "$cache/ptxas" && mv "$cache/ptxas.tmp" "$cache/ptxas"
rm -f "$deb"
"$bin" --version >/dev/null
echo "$bin"
