#!/usr/bin/env bash
# The edge's layers, checked (issue 15; ARCHITECTURE.md, "The edge in
# layers"). Fails, naming file and line, when
#   1. SQL appears in edge/src outside edge/src/repo/: a call of
#      `.prepare(`, `.bind(`, `.batch(` or `.exec(`, or a string literal
#      holding SELECT … FROM, INSERT … INTO, UPDATE … SET or DELETE FROM;
#   2. a module outside edge/src/routes/, edge/src/router.rs and
#      edge/src/api_doc/ (the API document, made from the route table and
#      the handlers' types) imports a route handler (`crate::routes`,
#      `super::routes`, `use crate::{routes…}`);
#   3. a module below the entries (anything but lib.rs, router.rs, routes/,
#      api_doc/, consumer.rs, scheduler.rs) imports an entry (`router`,
#      `consumer`, `scheduler`);
#   4. a module of edge/src/repo/ imports anything of the crate but repo/,
#      error, config, clock, jobs (the queue's message types) and trace (the
#      request's context, which counts statements in development builds);
#   5. a route module imports another route module (`super::orders`,
#      `crate::routes::orders`, `use super::{products, …}`; what routes/mod.rs
#      itself defines, `Listed` and the like, is shared and allowed): a
#      use case two routes need belongs in a service (issue 31). The route
#      files that still do are listed in ROUTE_PENDING, named on every run
#      until they are clean; a listed file that is clean fails the check
#      (delete its entry), so the list only shrinks.
# Comments are not read (a doc comment may name SQL or a route).
#
#   bash scripts/check-structure.sh [SRC]      checks SRC (default edge/src)
#   bash scripts/check-structure.sh --self-test
#       proves that each rule fails on an injected violation (and passes on
#       the tree as it is), on a temporary copy of edge/src.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Files allowed to run SQL outside repo/ for a while (none today); each is
# named on every run until it is clean, and the check fails once it is
# (delete the entry).
SQL_PENDING=()

# Route files that still import another route module (issue 31 moves what
# they borrow into services); each is named on every run until it is clean.
ROUTE_PENDING=(courses.rs covers.rs dev.rs downloads.rs legal.rs media.rs orders.rs pages.rs
  session.rs setup.rs storefront.rs tickets.rs uploads.rs)

check() {
  local src="$1"
  SQL_PENDING="${SQL_PENDING[*]}" ROUTE_PENDING="${ROUTE_PENDING[*]}" perl -e '
    use strict; use warnings;
    use File::Find;
    my $src = shift @ARGV;
    my %pending = map { $_ => 1 } split / /, ($ENV{SQL_PENDING} // "");
    my %route_pending = map { $_ => 1 } split / /, ($ENV{ROUTE_PENDING} // "");
    # the route modules: routes/*.rs but mod.rs, and routes/*/
    my %route_module;
    if (opendir(my $dh, "$src/routes")) {
      for my $entry (readdir $dh) {
        next if $entry =~ /^\./ || $entry eq "mod.rs";
        (my $name = $entry) =~ s/\.rs$//;
        $route_module{$name} = 1;
      }
      closedir $dh;
    }
    my @files;
    find({ wanted => sub { push @files, $File::Find::name if /\.rs$/ }, no_chdir => 1 }, $src);
    my @errors; my @notes; my @route_notes;
    my %top = map { $_ => 1 } qw(lib.rs router.rs consumer.rs scheduler.rs);
    my %repo_may = map { $_ => 1 } qw(repo error config clock jobs trace);

    # The code without comments (kept line for line) and its string
    # literals with the line each starts on.
    sub read_code {
      my ($path) = @_;
      open my $fh, "<", $path or die "$path: $!";
      local $/; my $text = <$fh>; close $fh;
      my ($code, @strings) = ("");
      my $line = 1; my $i = 0; my $n = length $text;
      while ($i < $n) {
        my $c = substr($text, $i, 1);
        my $two = substr($text, $i, 2);
        if ($two eq "//") {
          my $end = index($text, "\n", $i); $end = $n if $end < 0;
          $i = $end; next;
        }
        if ($two eq "/*") {
          my $depth = 0;
          while ($i < $n) {
            my $t = substr($text, $i, 2);
            if ($t eq "/*") { $depth++; $i += 2; next }
            if ($t eq "*/") { $depth--; $i += 2; last if $depth == 0; next }
            if (substr($text, $i, 1) eq "\n") { $code .= "\n"; $line++ }
            $i++;
          }
          next;
        }
        if ($c eq "\x27") {
          # a char literal (a lifetime has no closing quote)
          if (substr($text, $i) =~ /^(\x27(?:\\.|[^\\\x27\n])\x27)/s
              || substr($text, $i) =~ /^(\x27\\u\{[0-9a-fA-F]+\}\x27)/) {
            $code .= "\x27_\x27"; $i += length $1; next;
          }
        }
        my $raw = substr($text, $i) =~ /^(b?r(#*)")/ ? $1 : undef;
        if (defined $raw && ($i == 0 || substr($text, $i - 1, 1) !~ /\w/)) {
          my $hashes = substr($text, $i) =~ /^b?r(#*)"/ ? $1 : "";
          my $start = $i + length $raw;
          my $end = index($text, "\"$hashes", $start);
          $end = $n if $end < 0;
          my $body = substr($text, $start, $end - $start);
          push @strings, [$line, $body];
          my $nl = () = $body =~ /\n/g;
          $code .= "\"\"" . ("\n" x $nl); $line += $nl;
          $i = $end + 1 + length $hashes; next;
        }
        if ($c eq "\"") {
          my $j = $i + 1; my $body = "";
          while ($j < $n) {
            my $d = substr($text, $j, 1);
            if ($d eq "\\") { $body .= substr($text, $j, 2); $j += 2; next }
            last if $d eq "\"";
            $body .= $d; $j++;
          }
          push @strings, [$line, $body];
          my $nl = () = $body =~ /\n/g;
          $code .= "\"\"" . ("\n" x $nl); $line += $nl;
          $i = $j + 1; next;
        }
        $line++ if $c eq "\n";
        $code .= $c; $i++;
      }
      return ($code, @strings);
    }

    sub line_of { my ($code, $pos) = @_; return 1 + (() = substr($code, 0, $pos) =~ /\n/g) }

    # The crate modules a file names: crate::x, use crate::{x, y::z},
    # super::x from a module whose parent is the crate root.
    sub named_modules {
      my ($code, $parent_is_root) = @_;
      my @found;
      while ($code =~ /\bcrate\s*::\s*(\w+)/g) { push @found, [$1, pos($code)] }
      while ($code =~ /\bcrate\s*::\s*\{/g) {
        my $start = pos($code); my $depth = 1; my $k = $start; my $item = ""; my @items;
        while ($k < length $code && $depth > 0) {
          my $ch = substr($code, $k, 1);
          if ($ch eq "{") { $depth++ } elsif ($ch eq "}") { $depth--; last if $depth == 0 }
          if ($depth == 1 && $ch eq ",") { push @items, $item; $item = "" } else { $item .= $ch }
          $k++;
        }
        push @items, $item;
        for (@items) { push @found, [$1, $start] if /^\s*(\w+)/ && $1 ne "self" }
      }
      if ($parent_is_root) {
        while ($code =~ /(?<![\w:])super\s*::\s*(\w+)/g) { push @found, [$1, pos($code)] }
      }
      return @found;
    }

    for my $path (sort @files) {
      (my $rel = $path) =~ s{^\Q$src\E/?}{};
      my ($code, @strings) = read_code($path);
      my $in_repo = $rel =~ m{^repo/};
      my $in_routes = $rel =~ m{^routes/};
      # api_doc/ describes the entries (the route table, the bodies and
      # answers of the handlers): it stands beside the router, at the top
      my $in_api_doc = $rel =~ m{^api_doc/};
      my $is_top = $in_routes || $in_api_doc || $top{$rel};

      # 1. SQL outside repo/
      if (!$in_repo) {
        my @sql;
        while ($code =~ /\.\s*(prepare|bind|batch|exec)\s*\(/g) {
          push @sql, line_of($code, pos($code)) . ": .$1(";
        }
        for my $s (@strings) {
          my ($at, $body) = @$s;
          if ($body =~ /\b(SELECT\b.*?\bFROM|INSERT\s+(?:OR\s+\w+\s+)?INTO|REPLACE\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\b/s) {
            (my $what = $1) =~ s/\\\n\s*/ /g;
            $what =~ s/\s+/ /g;
            $what = substr($what, 0, 40);
            push @sql, "$at: SQL in a string (\"$what\")";
          }
        }
        if (@sql && $pending{$rel}) {
          push @notes, "note: edge/src/$rel still runs SQL (left to its own part of issue 15; listed in SQL_PENDING)";
        } elsif (!@sql && $pending{$rel}) {
          push @errors, "edge/src/$rel: no SQL any more; delete it from SQL_PENDING in scripts/check-structure.sh";
        } else {
          push @errors, map { "SQL outside edge/src/repo/: edge/src/$rel:$_" } @sql;
        }
      }

      # 2. route handlers are imported by the router and by routes only
      if (!$in_routes && !$in_api_doc && $rel ne "router.rs") {
        my $root_level = $rel !~ m{/};
        my @hits;
        while ($code =~ /\b(?:crate|super)\s*::\s*routes\b/g) { push @hits, pos($code) }
        for my $m (named_modules($code, $root_level || $rel =~ m{^[^/]+/mod\.rs$})) {
          push @hits, $m->[1] if $m->[0] eq "routes";
        }
        if ($rel eq "lib.rs") {
          while ($code =~ /(?<![\w:])routes\s*::/g) { push @hits, pos($code) }
        }
        my %seen;
        for my $pos (sort { $a <=> $b } @hits) {
          my $l = line_of($code, $pos);
          next if $seen{$l}++;
          push @errors, "a route handler imported outside routes/ and router.rs: edge/src/$rel:$l";
        }
      }

      # 5. a route module imports no other route module
      if ($in_routes && $rel =~ m{^routes/([^/]+?)(?:\.rs)?(?:/|$)} && $rel ne "routes/mod.rs") {
        my $own = $1;
        my $file = substr($rel, length "routes/");
        my @hits;
        my $direct = $rel =~ m{^routes/[^/]+$};
        while ($code =~ /\bcrate\s*::\s*routes\s*::\s*(\w+)/g) { push @hits, [$1, pos($code)] }
        if ($direct) {
          while ($code =~ /(?<![\w:])super\s*::\s*(\w+)/g) { push @hits, [$1, pos($code)] }
          while ($code =~ /(?<![\w:])super\s*::\s*\{([^}]*)\}/g) {
            my $at = pos($code);
            push @hits, map { [$_, $at] } grep { length } map { /^\s*(\w+)/ ? $1 : "" } split /,/, $1;
          }
        }
        my @found = grep { $route_module{$_->[0]} && $_->[0] ne $own } @hits;
        if (@found && $route_pending{$file}) {
          push @route_notes, $file;
        } elsif (!@found && $route_pending{$file}) {
          push @errors, "edge/src/$rel imports no route module any more; delete it from ROUTE_PENDING in scripts/check-structure.sh";
        } else {
          my %seen;
          for my $m (@found) {
            my $l = line_of($code, $m->[1]);
            next if $seen{"$m->[0]:$l"}++;
            push @errors, "a route module imports another (" . $m->[0] . "): edge/src/$rel:$l";
          }
        }
      }

      my $parent_is_root = $rel !~ m{/} || $rel =~ m{^[^/]+/mod\.rs$};
      my @named = named_modules($code, $parent_is_root);

      # 3. only the entries import the entries
      if (!$is_top) {
        for my $m (@named) {
          next unless $m->[0] =~ /^(router|consumer|scheduler)$/;
          push @errors, "an entry (" . $m->[0] . ") imported from below the entries: edge/src/$rel:" . line_of($code, $m->[1]);
        }
      }

      # 4. the repositories stand on error, config, clock, jobs and trace only
      if ($in_repo) {
        for my $m (@named) {
          next if $repo_may{$m->[0]};
          push @errors, "edge/src/repo/ may import repo, error, config, clock, jobs and trace only, not " . $m->[0] . ": edge/src/$rel:" . line_of($code, $m->[1]);
        }
        while ($code =~ /\bsuper\s*::\s*super\b/g) {
          push @errors, "edge/src/repo/ reaches above itself (super::super): edge/src/$rel:" . line_of($code, pos($code));
        }
      }
    }
    push @notes, "note: " . scalar(@route_notes) . " route files still import another route module (ROUTE_PENDING): " . join(" ", @route_notes) if @route_notes;
    print STDERR "$_\n" for @notes;
    if (@errors) {
      print STDERR "check-structure: the edge breaks its layers (see ARCHITECTURE.md, \"The edge in layers\"):\n";
      print STDERR "  $_\n" for @errors;
      exit 1;
    }
  ' "$src"
}

self_test() {
  local tmp
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' RETURN
  local failed=0
  fresh() {
    rm -rf "$tmp/src"
    cp -R "$ROOT/edge/src" "$tmp/src"
  }
  # expect NAME PATTERN FILE CONTENT: the check fails on CONTENT written to
  # FILE, saying PATTERN.
  expect() {
    local name="$1" pattern="$2" file="$3" content="$4" out
    fresh
    mkdir -p "$(dirname "$tmp/src/$file")"
    printf '%s\n' "$content" >>"$tmp/src/$file"
    if out="$(check "$tmp/src" 2>&1)"; then
      echo "self-test FAILED: $name: the check passed" >&2
      failed=1
    elif ! grep -qF -- "$pattern" <<<"$out"; then
      echo "self-test FAILED: $name: the check failed without saying \"$pattern\":" >&2
      echo "$out" >&2
      failed=1
    else
      echo "self-test: $name: refused" >&2
    fi
  }
  # passes NAME FILE CONTENT: the check passes with CONTENT written to FILE.
  passes() {
    local name="$1" file="$2" content="$3" out
    fresh
    printf '%s\n' "$content" >>"$tmp/src/$file"
    if ! out="$(check "$tmp/src" 2>&1)"; then
      echo "self-test FAILED: $name: the check refused it:" >&2
      echo "$out" >&2
      failed=1
    else
      echo "self-test: $name: passed" >&2
    fi
  }
  fresh
  if ! check "$tmp/src" 2>/dev/null; then
    echo "self-test FAILED: the tree as it is does not pass (run the check alone to see why)" >&2
    failed=1
  fi
  expect "a prepared statement in a service" "SQL outside edge/src/repo/: edge/src/services/injected.rs:1: .prepare(" \
    services/injected.rs 'pub async fn f(db: &worker::D1Database) { let _ = db.prepare("SELECT 1"); }'
  expect "a batch in a route" "SQL outside edge/src/repo/: edge/src/routes/injected.rs:2: .batch(" \
    routes/injected.rs $'pub async fn f(db: &worker::D1Database) {\n    let _ = db.batch(Vec::new()).await;\n}'
  expect "SQL text in a multi-line string" 'SQL in a string ("SELECT id FROM")' \
    services/injected.rs $'pub const Q: &str = "SELECT id \\\n     FROM orders";'
  expect "an UPDATE in a raw string" 'SQL in a string ("UPDATE orders SET")' \
    injected.rs 'pub const Q: &str = r#"UPDATE orders SET x = 1"#;'
  expect "a service importing a route handler" "a route handler imported outside routes/ and router.rs: edge/src/services/injected.rs:1" \
    services/injected.rs 'use crate::routes::orders::manage_path;'
  expect "a grouped import of a route" "a route handler imported outside routes/ and router.rs: edge/src/injected.rs:1" \
    injected.rs $'use crate::{clock, routes::webhooks};'
  expect "a call through super::routes" "a route handler imported outside routes/ and router.rs: edge/src/injected.rs:1" \
    injected.rs 'pub fn f() { super::routes::not_found::any(); }'
  expect "a service calling the scheduler" "an entry (scheduler) imported from below the entries: edge/src/services/injected.rs:1" \
    services/injected.rs 'pub fn f() { let _ = crate::scheduler::tick; }'
  expect "a repository importing a service" "edge/src/repo/ may import repo, error, config, clock, jobs and trace only, not services: edge/src/repo/injected.rs:1" \
    repo/injected.rs 'use crate::services::orders::Applied;'
  expect "a repository importing the session in a group" "not session: edge/src/repo/injected.rs:1" \
    repo/injected.rs 'use crate::{error::AppError, session};'
  expect "a route importing another route" "a route module imports another (orders): edge/src/routes/injected.rs:1" \
    routes/injected.rs 'use super::orders::something;'
  expect "a route importing a route through the crate" "a route module imports another (products): edge/src/routes/coupons.rs:" \
    routes/coupons.rs 'pub fn f() { let _ = crate::routes::products::not_found; }'
  expect "a grouped import of a route from a route" "a route module imports another (funnels): edge/src/routes/injected.rs:1" \
    routes/injected.rs 'use super::{Listed, funnels};'
  passes "a route using what routes/mod.rs shares" routes/injected.rs 'use super::{ListPage, Listed, paged};'
  passes "SQL and routes named in comments" services/injected.rs \
    $'/// Runs `SELECT id FROM orders`; see `crate::routes::orders`.\n// db.prepare("DELETE FROM orders")\npub const METHOD: &str = "DELETE";'
  passes "SQL in a repository" repo/injected.rs \
    'pub const Q: &str = "SELECT id FROM orders WHERE id = ?1";'
  if [ "$failed" -ne 0 ]; then
    echo "check-structure --self-test: FAILED" >&2
    exit 1
  fi
  echo "check-structure --self-test: every rule refuses its violation" >&2
}

if [ "${1:-}" = "--self-test" ]; then
  self_test
else
  check "${1:-$ROOT/edge/src}"
  echo "check-structure: edge/src keeps its layers" >&2
fi
