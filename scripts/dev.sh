#!/usr/bin/env bash
# Installs what is missing, builds what changed, prepares the local D1 with
# demo data, and serves the whole product at http://127.0.0.1:8787.
#
#   npm start                          development: the `dev` build under
#                                      `wrangler dev --env dev` (dev routes,
#                                      dev mailbox, sandbox provider)
#   SELLWERK_MODE=production npm start the production build and
#                                      configuration, locally: both workers
#                                      of a deployment (the buyer's in front,
#                                      the app's behind its service binding,
#                                      ARCHITECTURE.md "Workers per role"),
#                                      secrets made for this run, mails to a
#                                      loopback stand-in
#                                      (scripts/mail-standin.mjs)
#
# The tests start the product through this same script, with
# SELLWERK_STATE (a fresh state directory), PORT and INSPECTOR_PORT set; in
# production mode a setting already in the environment is used as it is
# (an empty one stays empty), so a test can start a misconfigured worker.
# With SELLWERK_READY=1 the caller has built the product and prepared the
# state directory (migrated, demo data loaded): the tests build once,
# prepare one state and start several workers on copies of it
# (tests/support/worker.ts).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
mode="${SELLWERK_MODE:-development}"
case "$mode" in
  development | production) ;;
  *) echo "SELLWERK_MODE is development or production, not $mode" >&2; exit 2 ;;
esac
export SELLWERK_MODE="$mode"
ready="${SELLWERK_READY:-}"
[ "$ready" = 1 ] || bash "$ROOT/scripts/build.sh"
state="${SELLWERK_STATE:-$ROOT/.state}"
port="${PORT:-8787}"
[ "$ready" = 1 ] || bash "$ROOT/scripts/prepare-db.sh" "$state"
cd "$ROOT"
inspector=()
[ -n "${INSPECTOR_PORT:-}" ] && inspector=(--inspector-port "$INSPECTOR_PORT")
origin="http://127.0.0.1:$port"
# the shops' and the files' sites (ARCHITECTURE.md, "Security model"): other
# sites than the app's, on the same loopback port (browsers resolve every
# *.localhost name to loopback)
shop_origin="http://{shop}.shops.localhost:$port"
files_origin="http://files.localhost:$port"
if [ "$mode" = development ]; then
  log "serving Sellwerk (development) at $origin, the demo shop at ${shop_origin/\{shop\}/demo}/s/demo (local D1, R2 and Queues in $state)"
  exec wrangler dev --env dev --persist-to "$state" --ip 127.0.0.1 --port "$port" \
    --var "SITE_ORIGIN:$origin" --var "SHOP_ORIGIN:$shop_origin" --var "FILES_ORIGIN:$files_origin" \
    "${inspector[@]}"
fi

# Production mode: secrets made for this run. The buyer's worker takes them
# from one file in the run's state directory (`--env-file`), readable by
# this user alone and made anew on every start; the app's worker, the
# second configuration, from the environment (its required secrets,
# wrangler.app.toml: wrangler hands a second configuration neither `--var`
# nor `--env-file`).
random_hex() { node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('hex'))"; }
TOKEN_SECRET="${TOKEN_SECRET-$(random_hex)}"
PROVIDER_SECRETS_KEY="${PROVIDER_SECRETS_KEY-$(random_hex)}"
MAIL_API_TOKEN="${MAIL_API_TOKEN-$(random_hex)}"
MAIL_FROM="${MAIL_FROM-Sellwerk <no-reply@sellwerk.test>}"
SITE_ORIGIN="${SITE_ORIGIN-$origin}"
SHOP_ORIGIN="${SHOP_ORIGIN-$shop_origin}"
FILES_ORIGIN="${FILES_ORIGIN-$files_origin}"
mkdir -p "$state"
rm -f "$state/mail-port"
MAIL_API_TOKEN="$MAIL_API_TOKEN" node "$ROOT/scripts/mail-standin.mjs" "$state" &
for _ in $(seq 100); do [ -s "$state/mail-port" ] && break; sleep 0.1; done
MAIL_API_URL="${MAIL_API_URL-http://127.0.0.1:$(cat "$state/mail-port")/mails}"
settings="$state/production.env"
(
  umask 077
  : > "$settings"
  for name in TOKEN_SECRET PROVIDER_SECRETS_KEY MAIL_API_TOKEN MAIL_FROM MAIL_API_URL SITE_ORIGIN SHOP_ORIGIN FILES_ORIGIN; do
    value="${!name}"
    case "$value" in
      *"'"* | *$'\n'*) echo "dev.sh: $name holds a quote or a line break" >&2; exit 2 ;;
    esac
    printf "%s='%s'\n" "$name" "$value" >> "$settings"
  done
)
export TOKEN_SECRET PROVIDER_SECRETS_KEY MAIL_API_TOKEN MAIL_FROM MAIL_API_URL SITE_ORIGIN SHOP_ORIGIN FILES_ORIGIN
log "serving Sellwerk (production build: the buyer's and the app's workers) at $origin; mails to the stand-in at $MAIL_API_URL"
exec wrangler dev -c wrangler.toml -c wrangler.app.toml --persist-to "$state" --ip 127.0.0.1 --port "$port" \
  "${inspector[@]}" --env-file "$settings"
