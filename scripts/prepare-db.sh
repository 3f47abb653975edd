#!/usr/bin/env bash
# Applies the D1 migrations to the local database under $1 and loads the demo data.
# With SELLWERK_DB_TEMPLATE (a directory this script prepared before) it
# copies that instead: bench/smoke.sh prepares once for its five workers.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
state="$1"
cd "$ROOT"
if [ -n "${SELLWERK_DB_TEMPLATE:-}" ]; then
  mkdir -p "$state"
  cp -a "$SELLWERK_DB_TEMPLATE/." "$state/"
  exit 0
fi
log "applying D1 migrations"
wrangler d1 migrations apply DB --local --persist-to "$state" >/dev/null
log "loading demo data"
wrangler d1 execute DB --local --persist-to "$state" --file edge/seed/demo.sql >/dev/null
# the seeded downloads' files: key, file and type (edge/seed/demo.sql names the same keys)
while read -r key file type; do
  wrangler r2 object put "sellwerk-files/$key" --local --persist-to "$state" \
    --file "edge/seed/files/$file" --content-type "$type" </dev/null >/dev/null
done <<'FILES'
sellers/1/products/1/seed-creators-handbook creators-handbook.pdf application/pdf
seed/kleinunternehmer/brushes demo.txt text/plain
sellers/1/products/5/seed-pricing-cheat-sheet pricing-cheat-sheet.pdf application/pdf
sellers/1/products/4/seed-course-workbook creators-handbook.pdf application/pdf
FILES
