#!/usr/bin/env bash
# Makes the API documents the workers serve at `GET /v1/openapi.json`
# (edge/openapi/production.json and development.json), natively from the
# route table and the Rust types (edge/src/api_doc), unless nothing they are
# made of changed. The worker includes its build's document as it is
# (router.rs, `openapi_document`): build-worker.sh runs this first.
#
# Both documents come from one native build: the edge's host tests
# (the host build of lib.sh's HOST_CRATES, library tests: the build test.sh
# runs anyway), whose test `api_doc::tests::served_documents_are_current`
# writes them here (SELLWERK_OPENAPI_WRITE) and fails everywhere else when
# a committed one differs from what the code gives now.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
docs="$ROOT/edge/openapi"
inputs=("$ROOT/core/src" "$ROOT/core/Cargo.toml" "$ROOT/edge/src" "$ROOT/edge/Cargo.toml" "$ROOT/payments" "$ROOT/Cargo.toml" "$ROOT/Cargo.lock")
if stale "$docs/production.json" "${inputs[@]}" || stale "$docs/development.json" "${inputs[@]}"; then
  log "making the API documents (edge/openapi)"
  SELLWERK_OPENAPI_WRITE=1 cargo test --quiet --locked "${HOST_CRATES[@]}" --lib \
    api_doc::tests::served_documents_are_current >/dev/null
  # unchanged documents are not rewritten (the worker would rebuild for
  # nothing); the check is done until their inputs change again
  touch "$docs/production.json" "$docs/development.json"
fi
