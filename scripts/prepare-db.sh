#!/usr/bin/env bash
# Applies the D1 migrations to the local database under $1 and loads the demo data.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
state="$1"
cd "$ROOT"
log "applying D1 migrations"
wrangler d1 migrations apply DB --local --persist-to "$state" >/dev/null
log "loading demo data"
wrangler d1 execute DB --local --persist-to "$state" --file edge/seed/demo.sql >/dev/null
# the seeded downloads' files (edge/seed/demo.sql names their keys)
for key in seed/demo/handbook seed/kleinunternehmer/brushes seed/demo/cheat-sheet; do
  wrangler r2 object put "sellwerk-files/$key" --local --persist-to "$state" \
    --file edge/seed/files/demo.txt --content-type text/plain >/dev/null
done
