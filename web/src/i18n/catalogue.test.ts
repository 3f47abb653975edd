import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { catalogues, textTable } from "./catalogue";
import { de } from "./de";

// The type checker already refuses a catalogue with a missing or an extra
// key; these are the rules it cannot see.
const placeholders = (text: string) => [...text.matchAll(/\{([a-zA-Z_]+)\}/g)].map((m) => m[1]).sort();

function* entries(catalogue: Record<string, Record<string, Record<string, string>>>) {
  for (const [file, tables] of Object.entries(catalogue)) {
    for (const [table, rows] of Object.entries(tables)) {
      for (const [key, text] of Object.entries(rows)) yield { at: `${file} ${table}.${key}`, file, table, key, text };
    }
  }
}

describe("the text catalogues", () => {
  it("give every key a non-empty text in every language, with the same placeholders as German", () => {
    const problems: string[] = [];
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      for (const e of entries(catalogue)) {
        if (e.text.trim() === "") problems.push(`${locale}: ${e.at} is empty`);
        const german = (de as Record<string, Record<string, Record<string, string>>>)[e.file]?.[e.table]?.[e.key];
        if (german === undefined) problems.push(`${locale}: ${e.at} is not in the German catalogue`);
        else if (placeholders(german).join() !== placeholders(e.text).join()) {
          problems.push(
            `${locale}: ${e.at} has placeholders ${placeholders(e.text).join()} where German has ${placeholders(german).join()}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("address the German user as du, never with the formal Sie", () => {
    const formal = [...entries(de)].filter((e) => /\b(Ihnen|Ihre[mnrs]?|Ihr)\b|\bSie\s+(können|haben|sind|müssen|werden)\b/.test(e.text));
    expect(formal.map((e) => `${e.at}: ${e.text}`)).toEqual([]);
  });

  it("gather one table in every language", () => {
    const table = textTable("forms/PayerDetails", "payerFieldLabels");
    expect(table.city).toEqual({ de: "Ort", en: "City" });
  });
});

// No screen keeps words of its own: an object of one text per language
// (`{ en: "…", de: "…" }`) outside the catalogues fails, except where a
// file composes grammar the catalogues cannot hold (plural forms by count)
// and the per-language settings that are no words (locale tags, separators).
const composesGrammar = new Set(["checkout/quoteWords.ts", "app/Money.tsx", "app/format.ts"]);

function wordsObjectsIn(file: string, text: string): number {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  let found = 0;
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const keys = node.properties.map((p) =>
        ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : "",
      );
      const texts = node.properties.every(
        (p) => ts.isPropertyAssignment(p) && (ts.isStringLiteral(p.initializer) || ts.isNoSubstitutionTemplateLiteral(p.initializer)),
      );
      if (texts && keys.length === 2 && keys.includes("en") && keys.includes("de")) found++;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the screens' words", () => {
  it("live only in the catalogues", () => {
    const root = fileURLToPath(new URL("..", import.meta.url));
    const offenders = readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(".d.ts") && !f.startsWith("i18n"))
      .map((f) => f.split("\\").join("/"))
      .filter((f) => !composesGrammar.has(f))
      .filter((f) => wordsObjectsIn(f, readFileSync(join(root, f), "utf8")) > 0);
    expect(offenders).toEqual([]);
  });

  it("are found by that check when a screen holds them", () => {
    expect(wordsObjectsIn("x.ts", 'const t = { save: { en: "Save", de: "Speichern" } };')).toBe(1);
    expect(wordsObjectsIn("x.ts", 'const tags = { en: "en-GB", de: "de-DE", fr: "fr-FR" };')).toBe(0);
  });
});
