#!/bin/sh
# Rebuilds the Windows launcher that the SDK ships (gomocup-launcher.exe) from gomocup-launcher.c.
# Reproducible: fixed flags, no timestamp in the PE header, no build path in the binary, stripped;
# the same compiler gives the same bytes (built with Debian bookworm's gcc-mingw-w64-x86-64,
# x86_64-w64-mingw32-gcc 12-win32, i.e. GCC 12.2.0 with mingw-w64 10.0.0).
# Usage: build-launcher.sh [OUTPUT]   (default: the resource the SDK ships)
set -eu
cd "$(dirname "$0")"
out=${1:-../resources/dev/gomoku/examples/gomocup/gomocup-launcher.exe}
cc=${MINGW_CC:-x86_64-w64-mingw32-gcc}
command -v "$cc" >/dev/null 2>&1 || { echo "build-launcher.sh: $cc not found (Debian: apt-get install gcc-mingw-w64-x86-64)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# -municode: wmain with UTF-16 arguments; -static: no DLL but Windows' own (kernel32, msvcrt).
"$cc" -std=c11 -O2 -Wall -Wextra -Werror -municode -static -s \
    -ffile-prefix-map="$PWD"=. -fno-ident \
    -Wl,--no-insert-timestamp -Wl,--build-id=none \
    -o "$tmp/launcher.exe" gomocup-launcher.c
mv "$tmp/launcher.exe" "$out"
