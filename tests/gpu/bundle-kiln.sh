#!/usr/bin/env bash
# Packs the kiln executable built here with the shared libraries it needs (all but glibc's own) into
# .gpu-run/kiln-bundle.tar.xz, so `kiln run`, `kiln eval` and `kiln calibrate` can run on a GPU host that has
# no Qt (tests/gpu/run-kiln.sh unpacks it there). Built on Debian 12 (glibc 2.36); runs on newer glibc.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
kiln="${KILN:-$root/build/app/kiln}"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/kiln/bin" "$stage/kiln/lib" "$stage/kiln/plugins/sqldrivers"
cp "$kiln" "$stage/kiln/bin/"
plugins=/usr/lib/x86_64-linux-gnu/qt6/plugins
cp "$plugins/sqldrivers/libqsqlite.so" "$stage/kiln/plugins/sqldrivers/"
for f in "$kiln" "$plugins/sqldrivers/libqsqlite.so"; do
  ldd "$f" | awk '$3 ~ /^\// {print $3}'
done | sort -u | while read -r lib; do
  case "$(basename "$lib")" in
    libc.so.*|libm.so.*|libdl.so.*|librt.so.*|libpthread.so.*|libresolv.so.*|ld-linux*) ;;
    *) cp -L "$lib" "$stage/kiln/lib/" ;;
  esac
done
mkdir -p "$root/.gpu-run"
tar -C "$stage" -cJf "$root/.gpu-run/kiln-bundle.tar.xz" kiln
du -h "$root/.gpu-run/kiln-bundle.tar.xz"
