#!/usr/bin/env bash
# Regenerates the web app's API types (web/src/api/schema.d.ts) from the
# API document, made natively from the route table and the Rust types
# (edge/src/api_doc, its test `write_document`), without a running worker.
# The file is committed; tests/openapi.test.ts fails when it is stale.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ensure_npm_packages
out="$(mktemp -d)/openapi.json"
log "writing the API document"
SELLWERK_OPENAPI_OUT="$out" cargo test --quiet --locked -p sellwerk-edge --features dev --lib api_doc::tests::write_document >/dev/null
log "generating web/src/api/schema.d.ts"
(cd "$ROOT" && node scripts/api-types.ts "$out")
rm -f "$out"
