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

# Each step says how long the script has run so far (bash's SECONDS), so a
# slow step shows in any log of `npm test`.
log() { printf '\033[1m==> [%dm%02ds] %s\033[0m\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*" >&2; }

# Version of a crate in Cargo.lock.
locked_version() {
  awk -v name="$1" '$0 == "name = \"" name "\"" { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
}

ensure_rust_tools() {
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
