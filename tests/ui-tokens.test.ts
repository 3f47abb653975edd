// The design tokens (web/src/ui/tokens.css) are the only place for raw
// colours, and every text/background pair they define reads at WCAG AA.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { contrast, readableOn } from "../web/src/ui/contrast";

const root = new URL("..", import.meta.url).pathname;
const src = join(root, "web/src");

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith(".css") ? [join(dir, e.name)] : [],
  );
}

/** Each raw colour (hex, rgb(), rgba(), hsl()) in a stylesheet, comments left out: "line: text". */
function rawColours(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "));
  return code.split("\n").flatMap((line, i) => (/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(/i.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

/** The custom properties of tokens.css whose value is a hex colour. */
function tokenColours(): Map<string, string> {
  const css = readFileSync(join(src, "ui/tokens.css"), "utf8");
  const out = new Map<string, string>();
  for (const m of css.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)) out.set(m[1] ?? "", m[2] ?? "");
  return out;
}

// [text, background] pairs the screens put together
const pairs: [string, string][] = [
  ["--color-text", "--color-surface"],
  ["--color-text", "--color-surface-muted"],
  ["--color-text", "--color-page"],
  ["--color-text-muted", "--color-surface"],
  ["--color-text-muted", "--color-surface-muted"],
  ["--color-text-muted", "--color-page"],
  ["--color-accent-text", "--color-surface"],
  ["--color-accent-text", "--color-accent-soft"],
  ["--color-accent-text", "--color-page"],
  ["--color-on-accent", "--color-accent"],
  ["--color-on-accent", "--color-accent-hover"],
  ["--color-text-inverse", "--color-danger"],
  ["--color-text-inverse", "--color-success"],
  ["--color-text-inverse", "--color-text"],
  ["--color-success-text", "--color-success-soft"],
  ["--color-success-text", "--color-surface"],
  ["--color-danger-text", "--color-danger-soft"],
  ["--color-danger-text", "--color-surface"],
  ["--color-warning-text", "--color-warning-soft"],
  ["--color-warning-text", "--color-surface"],
  ["--color-info-text", "--color-info-soft"],
  ["--color-info-text", "--color-surface"],
  ["--color-neutral-text", "--color-neutral-soft"],
  ["--checkout-on-buy", "--checkout-buy"],
  ["--color-text", "--checkout-background"],
];

describe("design tokens", () => {
  it("no stylesheet but tokens.css writes a raw colour", () => {
    const found = cssFiles(src)
      .filter((f) => !f.endsWith("/ui/tokens.css"))
      .flatMap((f) => rawColours(readFileSync(f, "utf8")).map((l) => `${relative(root, f)}:${l}`));
    expect(found).toEqual([]);
  });

  it("the check finds a raw colour", () => {
    expect(rawColours("a { color: #222; }\n/* #fff in a comment */\nb { color: rgb(0 0 0 / 0.5); }")).toEqual([
      "1: a { color: #222; }",
      "3: b { color: rgb(0 0 0 / 0.5); }",
    ]);
  });

  it("every text/background pair of the tokens reaches AA (4.5:1)", () => {
    const colours = tokenColours();
    const below = pairs.flatMap(([text, background]) => {
      const t = colours.get(text);
      const b = colours.get(background);
      if (!t || !b) return [`${text} on ${background}: not a hex token`];
      const ratio = contrast(t, b);
      return ratio >= 4.5 ? [] : [`${text} on ${background}: ${ratio.toFixed(2)}`];
    });
    expect(below).toEqual([]);
  });

  it("the dark text chosen for the spec's page colour reads at AA", () => {
    const page = tokenColours().get("--checkout-page") ?? "";
    expect(page.toLowerCase()).toBe("#2196f3");
    expect(readableOn(page)).toBe(tokenColours().get("--color-text"));
    expect(contrast(page, readableOn(page))).toBeGreaterThanOrEqual(4.5);
  });
});
