#!/usr/bin/env bash
# Fuzzes the checkout quote (`sellwerk_core::quote_json`) with libFuzzer for
# a while: `bash scripts/fuzz.sh [seconds]` (default 20). Exits non-zero when
# an input makes it panic, or its answer is not JSON with exactly one of
# ok/error or breaks what the answer promises (see the target's doc comment);
# the input is saved under target/fuzz/artifacts/quote/ to replay with the
# binary.
#
# Stable Rust only: no cargo-fuzz and no nightly. The libfuzzer-sys crate
# builds libFuzzer itself (with g++), and the coverage instrumentation that
# guides it is switched on through RUSTFLAGS. The build is cached in
# target/fuzz/, and so is the corpus it grows, next to the seed corpus kept
# in core/fuzz/corpus/quote/. core/fuzz has its own Cargo.lock (core's crates
# pinned as in the root one): after a change to core's dependencies, refresh
# it with `cargo update --manifest-path core/fuzz/Cargo.toml --workspace`.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

seconds="${1:-20}"
fuzz="$ROOT/core/fuzz"
target_dir="${CARGO_TARGET_DIR:-$ROOT/target}/fuzz"
# An explicit --target keeps RUSTFLAGS off build scripts and proc macros,
# which must not be instrumented (they would not link without libFuzzer).
host="$(rustc -vV | awk '$1 == "host:" { print $2 }')"
flags=(
  -Cpasses=sancov-module
  -Cllvm-args=-sanitizer-coverage-level=4
  -Cllvm-args=-sanitizer-coverage-inline-8bit-counters
  -Cllvm-args=-sanitizer-coverage-pc-table
  -Cllvm-args=-sanitizer-coverage-trace-compares
  --cfg fuzzing
)

log "building the quote fuzz target"
unset CARGO_ENCODED_RUSTFLAGS # it would take precedence over RUSTFLAGS
RUSTFLAGS="${flags[*]}" cargo build --quiet --release --locked \
  --manifest-path "$fuzz/Cargo.toml" --target "$host" --target-dir "$target_dir" --bin quote

corpus="$target_dir/corpus/quote"
artifacts="$target_dir/artifacts/quote"
mkdir -p "$corpus" "$artifacts"
log "fuzzing quote_json for ${seconds}s"
# New inputs go to the first directory; the seeds are only read. Coverage
# shows in the INITED, pulse and DONE lines; the line per new input and the
# recommended dictionary are dropped (pipefail, set by lib.sh, keeps
# libFuzzer's exit status).
if ! "$target_dir/$host/release/quote" "$corpus" "$fuzz/corpus/quote" \
  -dict="$fuzz/quote.dict" -max_len=4096 -timeout=10 -print_funcs=0 \
  -max_total_time="$seconds" -artifact_prefix="$artifacts/" -print_final_stats=1 2>&1 |
  awk '/^###### Recommended dictionary/ { skip = 1 }
       !skip && !/^#[0-9]+[[:space:]]+(NEW|REDUCE) / { print; fflush() }
       /^###### End of recommended dictionary/ { skip = 0 }'; then
  log "quote fuzzing failed: replay with $target_dir/$host/release/quote <input from $artifacts>"
  exit 1
fi
