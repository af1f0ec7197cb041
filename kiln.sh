#!/usr/bin/env bash
# kiln.sh — the two commands a new user runs (see README.md):
#   ./kiln.sh run [ARGS...]   install what is missing, build (Release), open the workbench
#   ./kiln.sh test            the same setup, then build and run every test through CTest
# Debian 12 packages are installed with apt-get when run as root; otherwise the one apt-get line to run
# is printed. Everything else (build folder, test services) stays inside this checkout and /tmp.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"
build_dir="${KILN_BUILD_DIR:-$here/build}"

# What building and running Kiln needs.
run_packages=(cmake ninja-build g++ pkg-config git
  qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite libgl-dev
  libqcustomplot-dev libqcustomplot2.1-qt6
  nlohmann-json3-dev libyaml-cpp-dev libmuparser-dev libgit2-dev bubblewrap)
# What the tests need on top: hipcc compiles the hip2hip tasks (gfx90a) even without an AMD GPU; python3
# checks the Python adversarial candidates parse and runs the scripted model server; nodejs runs the npm
# launchers of the agent CLIs (npm itself: see install_agent_clis).
test_packages=(hipcc python3 nodejs)
# The adversarial fallback candidates load the system's BLAS and LAPACK at run time (tests/adversarial/).
test_packages+=(libblas3 liblapack3)
# The Python harness's adversarial cases run on torch's CPU backend (tests/adversarial/python-cpu/).
test_packages+=(python3-torch)
# The Python harness's unit tests (tests/runners/test_pyharness_units.py) run under pytest.
test_packages+=(python3-pytest)
# Kiln's own Python is linted with flake8 (the lint_python test) and ruff (lint_ruff: its WebAssembly build
# from npm, below; ruff itself is not packaged for Debian 12).
test_packages+=(flake8)
# Kiln's own C++ is checked against .clang-format (the lint_cpp_format test).
test_packages+=(clang-format)
# The remote-execution tests start their own sshd (a loopback port) and a one-node Slurm cluster.
test_packages+=(openssh-server openssh-client rsync slurm-wlm munge)
# The libFuzzer targets (tests/fuzz/) are built with Debian's clang under ASan/UBSan by the fuzz_build test;
# libFuzzer and the sanitizer runtimes are in libclang-rt-14-dev, only recommended by clang-14.
test_packages+=(clang libclang-rt-14-dev)

# The agent CLIs tst_agentclis drives, pinned. Claude Code 2.1.x is a native binary that npm unpacks from a
# platform package (its package asks for node >= 22, but node only runs its postinstall script, so Debian's
# node 18 does); Codex's launcher needs node >= 16.
agent_clis=(@anthropic-ai/claude-code@2.1.332 @openai/codex@0.171.0)
# Ruff's linter compiled to WebAssembly (ruff is not packaged for Debian 12): the lint_ruff test runs it.
npm_tools=(@astral-sh/ruff-wasm-nodejs@0.17.4)

missing_packages() {
  local p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || printf '%s ' "$p"
  done
}

install_packages() {
  local missing
  missing="$(missing_packages "$@")"
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" -eq 0 ]; then
    echo "kiln.sh: installing ${missing}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    # shellcheck disable=SC2086
    apt-get install -y -qq --no-install-recommends $missing
  else
    echo "kiln.sh: these Debian packages are missing. Install them, then run this again:" >&2
    echo "  sudo apt-get install --no-install-recommends ${missing}" >&2
    exit 1
  fi
}

# Installs the agent CLIs and ruff into "$build_dir/npm" when they are missing or not the pinned versions. A failure is
# not fatal: it is written to npm/install-failed.txt, whose text the tests that need the CLIs skip with.
install_agent_clis() {
  local prefix="$build_dir/npm"
  local bin="$prefix/node_modules/.bin" failed="$prefix/install-failed.txt"
  if [ -x "$bin/claude" ] && [ -x "$bin/codex" ] && [ "$(cat "$prefix/versions" 2>/dev/null)" = "${agent_clis[*]} ${npm_tools[*]}" ]; then
    return 0
  fi
  mkdir -p "$prefix"
  rm -f "$failed"
  if ! command -v npm >/dev/null 2>&1; then
    # Debian ships npm apart from nodejs; a nodejs from elsewhere (nodesource) brings its own and conflicts with it.
    if [ "$(id -u)" -eq 0 ]; then
      install_packages npm
    else
      echo "npm is missing: sudo apt-get install --no-install-recommends npm" >"$failed"
    fi
  fi
  if [ ! -f "$failed" ]; then
    echo "kiln.sh: installing ${agent_clis[*]} ${npm_tools[*]} into $prefix"
    if ! timeout 900 npm install --prefix "$prefix" --no-audit --no-fund --loglevel=error "${agent_clis[@]}" \
        "${npm_tools[@]}" >"$prefix/install.log" 2>&1; then
      echo "npm install ${agent_clis[*]} ${npm_tools[*]} failed: $(tail -n 3 "$prefix/install.log" | tr '\n' ' ')" >"$failed"
    elif ! "$bin/claude" --version >/dev/null 2>&1 || ! "$bin/codex" --version >/dev/null 2>&1; then
      echo "the agent CLIs installed but do not start on this machine (node $(node --version 2>/dev/null))" >"$failed"
    else
      echo "${agent_clis[*]} ${npm_tools[*]}" >"$prefix/versions"
    fi
  fi
  if [ -f "$failed" ]; then
    echo "kiln.sh: warning: $(cat "$failed"); the tests that run the agent CLIs and ruff will skip" >&2
  fi
}

build() {
  if [ ! -f "$build_dir/build.ninja" ]; then
    cmake -S "$here" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release
  fi
  cmake --build "$build_dir" --parallel "$(nproc)"
}

headless_platform() {
  # No display: Qt renders offscreen (GUI tests and screenshots work the same way there).
  if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
    export QT_QPA_PLATFORM=offscreen
  fi
}

cmd="${1:-}"
shift || true
case "$cmd" in
  run)
    install_packages "${run_packages[@]}"
    build
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
      echo "kiln.sh: no display (DISPLAY/WAYLAND_DISPLAY unset). Run it from a desktop session, or see what it" >&2
      echo "  shows with: QT_QPA_PLATFORM=offscreen $build_dir/app/kiln gui --screenshot kiln.png" >&2
      exit 1
    fi
    exec "$build_dir/app/kiln" "$@"
    ;;
  test)
    install_packages "${run_packages[@]}" "${test_packages[@]}"
    build
    install_agent_clis
    headless_platform
    ctest --test-dir "$build_dir" --output-on-failure --parallel "$(nproc)" "$@"
    ;;
  *)
    echo "usage: ./kiln.sh run [kiln arguments]   install, build and open the workbench" >&2
    echo "       ./kiln.sh test [ctest arguments]  install, build and run every test" >&2
    exit 2
    ;;
esac
