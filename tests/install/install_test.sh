#!/usr/bin/env bash
# `cmake --install` into a temporary prefix, then what a user of the package does: the program, its
# man page and completion are in place, and examples/consumer (find_package(gridsat), one C++ file
# that links gridsat::gridsat) configures, builds and prints the known solution of the example.
# usage: install_test.sh BUILD_DIR SOURCE_DIR SANITIZE(ON|OFF) CXX_COMPILER
set -euo pipefail
build=$1 source=$2 sanitize=$3 cxx=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix

cmake --install "$build" --prefix "$prefix" >"$work/install.log"
for f in bin/gridsat share/man/man1/gridsat.1 share/bash-completion/completions/gridsat \
         include/gridsat/gridsat.hpp include/gridsat/driver/engine.hpp include/gridsat/puzzles/puzzle.hpp \
         include/gridsat/formats/formats.hpp lib/cmake/gridsat/gridsatConfig.cmake; do
  found=$(find "$prefix" -path "$prefix/${f/lib\//lib*/}" | head -1)
  [ -n "$found" ] || { echo "not installed: $f"; exit 1; }
done
ls "$prefix"/lib*/libgridsat_encoder.a "$prefix"/lib*/libgridsat_backends.a >/dev/null
"$prefix/bin/gridsat" --version | grep -q '^gridsat '
# The man page is clean roff: groff (groff-base, there wherever man is) warns about nothing.
if command -v groff >/dev/null; then
  warnings=$(groff -man -Tutf8 -ww "$prefix/share/man/man1/gridsat.1" 2>&1 >/dev/null)
  [ -z "$warnings" ] || { echo "groff warns about gridsat.1: $warnings"; exit 1; }
  lines=$(groff -man -Tutf8 "$prefix/share/man/man1/gridsat.1" 2>/dev/null | wc -l)
  [ "$lines" -gt 100 ] || { echo "gridsat.1 renders to $lines lines only"; exit 1; }
fi

# The consumer is built the way the library was (an ASan build's libraries need ASan at link time).
flags=()
if [ "$sanitize" = ON ]; then
  flags=(-DCMAKE_CXX_FLAGS=-fsanitize=address,undefined -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address,undefined)
fi
cmake -S "$source/examples/consumer" -B "$work/consumer" -DCMAKE_PREFIX_PATH="$prefix" \
      -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=Release "${flags[@]}" >"$work/configure.log" ||
  { cat "$work/configure.log"; exit 1; }
cmake --build "$work/consumer" >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }

expected=$(printf 'sudoku 9: unique\n'; cat "$source/examples/sudoku-9x9.solution")
actual=$("$work/consumer/solve_puzzle" "$source/examples/sudoku-9x9.gsp")
if [ "$actual" != "$expected" ]; then
  printf 'consumer printed:\n%s\nexpected:\n%s\n' "$actual" "$expected"
  exit 1
fi
# A puzzle with two solutions is not unique: exit 1 with the reason on standard error.
if "$work/consumer/solve_puzzle" "$source/tests/install/two-solutions.gsp" 2>"$work/err"; then
  echo "consumer accepted a puzzle with two solutions"; exit 1
fi
grep -q multiple "$work/err"
echo "install test passed"
