#!/usr/bin/env bash
# Regenerates the web app's API types (web/src/api/schema.d.ts) from the
# development build's API document (edge/openapi/development.json, made
# natively from the route table and the Rust types by api-doc.sh, without a
# running worker). The file is committed; tests/openapi.test.ts fails when
# it is stale.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ensure_npm_packages
bash "$ROOT/scripts/api-doc.sh"
log "generating web/src/api/schema.d.ts"
(cd "$ROOT" && node scripts/api-types.ts "$ROOT/edge/openapi/development.json")
