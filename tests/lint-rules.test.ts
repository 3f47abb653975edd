// The lint rule that keeps hand-written answer types out of web/src/api
// (eslint.config.mjs, `handWrittenTypes`): each of its selectors refuses
// what it names, and the generated types and listed helpers pass.
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

// the config is plain JavaScript without a declaration: its export is read as what it is
const { handWrittenTypes } = (await import(new URL("../eslint.config.mjs", import.meta.url).href)) as {
  handWrittenTypes: () => { selector: string; message: string }[];
};

const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ["**/*.ts"],
      languageOptions: { parser: tseslint.parser },
      rules: { "no-restricted-syntax": ["error", ...handWrittenTypes()] },
    },
  ],
});

/** The lines of `code` the rule refuses. */
async function refused(code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: "web/src/api/probe.ts" });
  return (result?.messages ?? []).map((m) => {
    expect(m.ruleId).toBe("no-restricted-syntax");
    return m.line;
  });
}

describe("no hand-written answer type in web/src/api", () => {
  it("refuses an interface, an object type alias, an envelope in a call's type arguments and in a cast", async () => {
    const code = [
      "export interface OrderRow { id: number }",
      "export type Coupon = { code: string };",
      "export type Page = Omit<Schema<'X'>, 'list'> & { list: number[] };",
      "export const list = () => api.get<{ list: OrderRow[] }>('/x');",
      "export const file = (body: unknown) => (body as { file?: string }).file;",
    ].join("\n");
    expect(await refused(code)).toEqual([1, 2, 3, 4, 5]);
  });

  it("lets the generated types and the listed helpers through", async () => {
    const code = [
      "export type OrderRow = Schema<'OrderListRow'>;",
      "export type Sent = Sendable<RequestBody<'QuoteAsk'>>;",
      "export const list = () => api.get<Answer<'/v1/cabinet/orders', 'get'>>('/x');",
      "export type PlanAsk = Omit<X, 'terms'> & { terms: PlanTerms };",
      "interface RawAnswer { status: number }",
      "export type ProductAction = 'publish' | 'archive';",
    ].join("\n");
    expect(await refused(code)).toEqual([]);
  });
});
