// A logged mail's plain text as pieces to render: text, and web links
// (http and https only) that become anchors. Nothing in it is ever
// rendered as HTML.

export type Piece = { kind: "text"; text: string } | { kind: "link"; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** The pieces of one line of text. */
export function linkify(line: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index;
    // a sentence's full stop or comma after a link is not part of it
    const href = match[0].replace(/[.,;:!?]+$/, "");
    if (start > at) pieces.push({ kind: "text", text: line.slice(at, start) });
    pieces.push({ kind: "link", href });
    at = start + href.length;
  }
  if (at < line.length) pieces.push({ kind: "text", text: line.slice(at) });
  return pieces;
}

/** The text's paragraphs (split at blank lines), each a list of lines. */
export function paragraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.split("\n"))
    .filter((lines) => lines.some((l) => l.trim() !== ""));
}
