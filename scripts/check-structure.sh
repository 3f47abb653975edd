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
#   6. a module of edge/src/services/ names an HTTP type: `Request`,
#      `Response`, `RouteContext`, `Headers` (the worker's) or `AppError`,
#      `AppResult` (the API's answers): a service takes typed values and
#      answers with a domain result or its own error, which `boundary.rs`
#      maps onto the API's answers (issue 31). The services that still do
#      are listed in SERVICE_HTTP_PENDING, which only shrinks like
#      ROUTE_PENDING; the one outgoing HTTP client, providers/fetch.rs
#      (SERVICE_HTTP_CLIENT: the worker's `Request` and `Headers` of a call
#      to a provider, no answer of the API), is the exception;
#   7. the modules of edge/src or of core/src import each other in a cycle
#      (edges: `crate::a::b`, `super::`, `self::` and the bare name of a
#      child, at module-file granularity; a module and the modules inside
#      it are one unit, and what `#[cfg(test)]` marks is not read); the
#      cycle is printed.
# Comments are not read (a doc comment may name SQL or a route).
#
#   bash scripts/check-structure.sh [SRC [CORE]]
#       checks SRC (default edge/src) and CORE (default core/src)
#   bash scripts/check-structure.sh --self-test
#       proves that each rule fails on an injected violation (and passes on
#       the tree as it is), on a temporary copy of edge/src and core/src.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Files allowed to run SQL outside repo/ for a while (none today); each is
# named on every run until it is clean, and the check fails once it is
# (delete the entry).
SQL_PENDING=()

# Services that still name an HTTP type (rule 6; paths under
# edge/src/services/); each is named on every run until it is clean.
SERVICE_HTTP_PENDING=(buyer_mail.rs certificates.rs consents.rs coupon_limits.rs courses.rs
  credentials.rs delivery.rs exports.rs home.rs links.rs mail.rs notifications.rs orders.rs
  page_cache.rs pages.rs product_access.rs refunds.rs sandbox.rs stripe_connect.rs
  webhooks.rs)
# The services' one outgoing HTTP client (rule 6's exception): what it
# builds is a request to a payment provider, not the API's answer.
SERVICE_HTTP_CLIENT=(providers/fetch.rs)

# Route files that still import another route module (issue 31 moves what
# they borrow into services); each is named on every run until it is clean.
ROUTE_PENDING=()

check() {
  local src="$1" core="${2:-$ROOT/core/src}"
  SQL_PENDING="${SQL_PENDING[*]}" ROUTE_PENDING="${ROUTE_PENDING[*]}" \
    SERVICE_HTTP_PENDING="${SERVICE_HTTP_PENDING[*]}" SERVICE_HTTP_CLIENT="${SERVICE_HTTP_CLIENT[*]}" perl -e '
    use strict; use warnings;
    use File::Find;
    my $src = shift @ARGV;
    my $core = shift @ARGV;
    my %http_pending = map { $_ => 1 } split / /, ($ENV{SERVICE_HTTP_PENDING} // "");
    my %http_client = map { $_ => 1 } split / /, ($ENV{SERVICE_HTTP_CLIENT} // "");
    my @http_notes;
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
        # a run of characters that start nothing (no comment, literal, raw
        # string or line end) is taken whole, not one character a turn
        pos($text) = $i;
        if ($text =~ /\G([^\/"\x27br\n]+)/gc) {
          $code .= $1; $i = pos($text); next;
        }
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
          pos($text) = $i;
          if ($text =~ /\G(\x27(?:\\u\{[0-9a-fA-F]+\}|\\.|[^\\\x27\n])\x27)/sgc) {
            $code .= "\x27_\x27"; $i += length $1; next;
          }
        }
        # (matched at $i with \G, not on a copy of the rest of the file: a
        # copy per character made the check quadratic in the length of a file)
        pos($text) = $i;
        my ($raw, $hashes) = ($c eq "b" || $c eq "r") && $text =~ /\G(b?r(#*)")/gc ? ($1, $2) : (undef, "");
        if (defined $raw && ($i == 0 || substr($text, $i - 1, 1) !~ /\w/)) {
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

# The import graph of a crate source tree at module-file granularity, and
    # its cycles. Reads comment-free code via read_code (defined by the caller).
    sub module_of_file {
      my ($rel) = @_;
      return "crate" if $rel eq "lib.rs";
      (my $m = $rel) =~ s{\.rs$}{};
      $m =~ s{/mod$}{};
      $m =~ s{/}{::}g;
      return "crate::$m";
    }

    # the paths a `use` tree or a path names from `at` in `code`: the text after
    # the prefix (`crate::`, `super::`), with groups expanded
    sub expand_tree {
      my ($code, $at) = @_;
      my @out;
      my $n = length $code;
      my $path = "";
      my $i = $at;
      while ($i < $n) {
        substr($code, $i) =~ /^(\s*)/; $i += length $1;
        if (substr($code, $i, 1) eq "{") {
          # a group: split on top-level commas
          my $depth = 1; my $k = $i + 1; my $start = $k;
          my @items;
          while ($k < $n && $depth > 0) {
            my $ch = substr($code, $k, 1);
            if ($ch eq "{") { $depth++ }
            elsif ($ch eq "}") { $depth--; if ($depth == 0) { push @items, [$start, $k]; last } }
            elsif ($ch eq "," && $depth == 1) { push @items, [$start, $k]; $start = $k + 1 }
            $k++;
          }
          for my $it (@items) {
            my $sub = substr($code, $it->[0], $it->[1] - $it->[0]);
            next if $sub !~ /\w/;
            for my $p (expand_tree($sub, 0)) {
              push @out, $p eq "self" ? $path : ($path eq "" ? $p : "${path}::$p");
            }
          }
          return grep { $_ ne "" } @out;
        }
        last unless substr($code, $i) =~ /^(\w+)/;
        $path .= ($path eq "" ? "" : "::") . $1;
        $i += length $1;
        last unless substr($code, $i) =~ /^(\s*::\s*)/;
        $i += length $1;
      }
      push @out, $path if $path ne "";
      return @out;
    }

    # The code outside inline modules (`mod x { … }`), and the code inside
    # those that are not tests (`#[cfg(test)]`: not read, a test may walk every
    # module).
    sub split_inline_mods {
      my ($code) = @_;
      # what `#[cfg(test)]` marks (a test module, a test-only statement) is
      # blanked first: the item up to its `;` or its closing brace
      while ($code =~ /#\[cfg\(test\)\]/g) {
        my $from = $-[0]; my $k = pos($code); my $depth = 0;
        for (; $k < length $code; $k++) {
          my $ch = substr($code, $k, 1);
          if ($ch =~ /[\(\[\{]/) { $depth++ }
          elsif ($ch =~ /[\)\]]/) { $depth-- }
          elsif ($ch eq "}") { $depth--; last if $depth == 0 }
          elsif ($ch eq ";" && $depth == 0) { last }
        }
        my $len = $k + 1 - $from;
        (my $blank = substr($code, $from, $len)) =~ s/[^\n]/ /g;
        substr($code, $from, $len) = $blank;
        pos($code) = $from + $len;
      }
      my ($outer, $inner) = ("", "");
      my $last = 0;
      while ($code =~ /\bmod\s+\w+\s*\{/g) {
        my $open = pos($code) - 1;
        my $start = $-[0];
        my $depth = 0; my $k = $open;
        for (; $k < length $code; $k++) {
          my $ch = substr($code, $k, 1);
          $depth++ if $ch eq "{";
          if ($ch eq "}") { $depth--; last if $depth == 0 }
        }
        $outer .= substr($code, $last, $start - $last);
        $inner .= substr($code, $open + 1, $k - $open - 1) . "\n";
        $last = $k + 1;
        pos($code) = $last;
      }
      $outer .= substr($code, $last);
      return ($outer, $inner);
    }

    # The module files module `mod` imports, among the `known` modules: paths
    # from `crate::`, `super::` (`super::super::`), `self::` and the bare name of a child
    # name, at the longest module named.
    sub imports_of {
      my ($text, $mod, $known) = @_;
      my %to;
      my $resolve = sub {
        my @seg = split /::/, $_[0];
        while (@seg > 1) {
          my $cand = join "::", @seg;
          return $cand if $known->{$cand};
          pop @seg;
        }
        return undef;
      };
      my $up = sub { (my $m = $_[0]) =~ s/::\w+$//; $m eq "" ? "crate" : $m };
      my ($outer, $inner) = split_inline_mods($text);
      # in the file, `super` is the parent; inside an inline module, the file
      for my $part ([$outer, $up->($mod)], [$inner, $mod]) {
        my ($code, $super) = @$part;
        my @prefixes = (["crate", qr/(?<![\w:])crate\s*::\s*/],
                        [$super, qr/(?<![\w:])super\s*::\s*(?!super\b)/],
                        [$up->($super), qr/(?<![\w:])super\s*::\s*super\s*::\s*/],
                        [$mod, qr/(?<![\w:])self\s*::\s*/]);
        for my $p (@prefixes) {
          my ($base, $re) = @$p;
          while ($code =~ /$re/g) {
            # (a `use` tree is short: the next few thousand characters hold
            # it, and reading only those keeps the check linear in the file)
            for my $path (expand_tree(substr($code, pos($code), 4000), 0)) {
              my $t = $resolve->("${base}::$path");
              $to{$t} = 1 if defined $t;
            }
          }
        }
        # a child module named by its bare name
        while ($code =~ /(?<![\w:])(\w+)\s*::/g) {
          my $t = "${mod}::$1";
          $to{$t} = 1 if $known->{$t} && $mod ne "crate";
        }
      }
      # a module and the modules inside it use each other freely (the
      # `super::` items of a child, the `pub use child::…` of a parent): they are one unit
      return sort grep { $_ ne $mod && $_ ne "crate" && index($mod, "${_}::") != 0 && index($_, "${mod}::") != 0 } keys %to;
    }

    # The cycles of a graph (module => [modules]): one cycle (a list of
    # modules, the first repeated at the end) per strongly connected part.
    sub cycles_of {
      my (%g) = @_;
      my $index = 0; my (%idx, %low, %on, @stack, @parts);
      my $strong; $strong = sub {
        my ($v) = @_;
        $idx{$v} = $low{$v} = $index++; push @stack, $v; $on{$v} = 1;
        for my $w (@{ $g{$v} // [] }) {
          if (!defined $idx{$w}) { $strong->($w); $low{$v} = $low{$w} if $low{$w} < $low{$v} }
          elsif ($on{$w}) { $low{$v} = $idx{$w} if $idx{$w} < $low{$v} }
        }
        if ($low{$v} == $idx{$v}) {
          my @part;
          while (1) { my $w = pop @stack; $on{$w} = 0; push @part, $w; last if $w eq $v }
          push @parts, [sort @part] if @part > 1;
        }
      };
      for my $v (sort keys %g) { $strong->($v) unless defined $idx{$v} }
      my @cycles;
      for my $part (@parts) {
        my %in = map { $_ => 1 } @$part;
        my $start = $part->[0];
        # the shortest way back to the start, inside the part
        my %prev = ($start => undef); my @queue = ($start); my $found;
        OUTER: while (@queue) {
          my $v = shift @queue;
          for my $w (sort @{ $g{$v} // [] }) {
            next unless $in{$w};
            if ($w eq $start) { $found = $v; last OUTER }
            next if exists $prev{$w};
            $prev{$w} = $v; push @queue, $w;
          }
        }
        my @path;
        for (my $v = $found; defined $v; $v = $prev{$v}) { unshift @path, $v }
        push @cycles, [@path, $start];
      }
      return @cycles;
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

      # 6. the services name no HTTP type
      if ($rel =~ m{^services/(.+)$} && !$http_client{$1}) {
        my $file = $1;
        my @hits;
        while ($code =~ /\b(Request|Response|RouteContext|Headers|AppError|AppResult)\b/g) {
          push @hits, [$1, pos($code)];
        }
        if (@hits && $http_pending{$file}) {
          push @http_notes, $file;
        } elsif (!@hits && $http_pending{$file}) {
          push @errors, "edge/src/$rel names no HTTP type any more; delete it from SERVICE_HTTP_PENDING in scripts/check-structure.sh";
        } else {
          my %seen;
          for my $h (@hits) {
            my $l = line_of($code, $h->[1]);
            next if $seen{"$h->[0]:$l"}++;
            push @errors, "an HTTP type (" . $h->[0] . ") in a service: edge/src/$rel:$l";
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
    push @notes, "note: " . scalar(@http_notes) . " services still name HTTP types (SERVICE_HTTP_PENDING): " . join(" ", @http_notes) if @http_notes;

    # 7. no import cycle among the modules of edge/src and of core/src
    for my $tree (["edge/src", $src], ["core/src", $core]) {
      my ($name, $dir) = @$tree;
      next unless defined $dir && -d $dir;
      my @rs;
      find({ wanted => sub { push @rs, $File::Find::name if /\.rs$/ }, no_chdir => 1 }, $dir);
      my (%file_of, %known, %graph);
      for my $f (@rs) {
        (my $rel = $f) =~ s{^\Q$dir\E/?}{};
        my $m = module_of_file($rel);
        $known{$m} = 1; $file_of{$m} = $rel;
      }
      for my $m (sort keys %file_of) {
        my ($code) = read_code("$dir/$file_of{$m}");
        $graph{$m} = [imports_of($code, $m, \%known)];
      }
      for my $cycle (cycles_of(%graph)) {
        push @errors, "an import cycle in $name: " . join(" -> ", map { $file_of{$_} } @$cycle);
      }
    }
    print STDERR "$_\n" for @notes;
    if (@errors) {
      print STDERR "check-structure: the edge breaks its layers (see ARCHITECTURE.md, \"The edge in layers\"):\n";
      print STDERR "  $_\n" for @errors;
      exit 1;
    }
  ' "$src" "$core"
}

self_test() {
  local tmp
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' RETURN
  local failed=0
  fresh() {
    rm -rf "$tmp/src" "$tmp/core"
    cp -R "$ROOT/edge/src" "$tmp/src"
    cp -R "$ROOT/core/src" "$tmp/core"
  }
  # where FILE is written: core:PATH is core/src/PATH, else edge/src/FILE
  place() {
    case "$1" in
      core:*) echo "$tmp/core/${1#core:}" ;;
      *) echo "$tmp/src/$1" ;;
    esac
  }
  # expect NAME PATTERN FILE CONTENT: the check fails on CONTENT written to
  # FILE, saying PATTERN.
  expect() {
    local name="$1" pattern="$2" file="$3" content="$4" out
    fresh
    mkdir -p "$(dirname "$(place "$file")")"
    if [ -n "${REPLACE:-}" ]; then : >"$(place "$file")"; fi
    printf '%s\n' "$content" >>"$(place "$file")"
    if out="$(check "$tmp/src" "$tmp/core" 2>&1)"; then
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
    printf '%s\n' "$content" >>"$(place "$file")"
    if ! out="$(check "$tmp/src" "$tmp/core" 2>&1)"; then
      echo "self-test FAILED: $name: the check refused it:" >&2
      echo "$out" >&2
      failed=1
    else
      echo "self-test: $name: passed" >&2
    fi
  }
  fresh
  if ! check "$tmp/src" "$tmp/core" 2>/dev/null; then
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
  expect "a service answering with the worker's Response" "an HTTP type (Response) in a service: edge/src/services/checkout.rs:" \
    services/checkout.rs 'pub fn f() -> worker::Result<worker::Response> { worker::Response::empty() }'
  expect "a service returning the API's error" "an HTTP type (AppResult) in a service: edge/src/services/injected.rs:1" \
    services/injected.rs 'pub fn f() -> crate::error::AppResult<()> { Ok(()) }'
  expect "a service taking the request's headers" "an HTTP type (Headers) in a service: edge/src/services/injected.rs:1" \
    services/injected.rs 'use worker::Headers;'
  REPLACE=1 expect "a listed service that is clean" "edge/src/services/links.rs names no HTTP type any more; delete it from SERVICE_HTTP_PENDING" \
    services/links.rs 'pub fn f() {}'
  expect "an import cycle between two services" "an import cycle in edge/src: services/checkout.rs -> services/coupon_limits.rs -> services/checkout.rs" \
    services/coupon_limits.rs 'pub fn f() { let _ = crate::services::checkout::price; }'
  expect "an import cycle through a group and super" "an import cycle in edge/src: " \
    services/coupon_limits.rs 'use super::{mail, checkout::{self as priced}};' 
  expect "an import cycle in core" "an import cycle in core/src: builder.rs -> problem.rs -> builder.rs" \
    core:problem.rs 'pub fn f() -> usize { crate::builder::KEYS.len() }'
  passes "a child using its parent, a test walking every module" core:messages.rs \
    $'#[cfg(test)]\nmod injected { use crate::builder::KEYS; }'
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
