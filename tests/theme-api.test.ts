// The shop's theme through the API (issue 19): a seller's default or custom
// theme, checked at the edge, shown by every public page at once (the shop
// version moves with it), and only ever the signed-in seller's own.
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, confirmedAccount, signIn } from "./support/api";

const run = `th${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const anyone = apiAs(() => "");
let tokenA = "";
let tokenB = "";
const sellerA = apiAs(() => tokenA);
const sellerB = apiAs(() => tokenB);

const custom = {
  font: "mono",
  accent: "#00695C",
  button: "#1A237E",
  button_text: "#FFFFFF",
  background: "#FFF8E1",
  surface: "#FFFFFF",
  text: "#222222",
  muted: "#555555",
  radius: 4,
};

const shopHtml = async (username: string) => (await fetch(`${baseUrl()}/s/${username}`, { headers: { "accept-language": "en" } })).text();

describe("the shop's theme", () => {
  beforeAll(async () => {
    for (const who of ["a", "b"] as const) {
      const email = `${run}-${who}@example.org`;
      await confirmedAccount(anyone, {
        email,
        password: "theme api password",
        username: `${run}${who}`,
        firstName: "Thea",
        lastName: "Me",
        profile: "seller",
      });
      const token = await signIn(email, "theme api password", who === "a" ? "203.0.113.61" : "203.0.113.62");
      if (who === "a") tokenA = token;
      else tokenB = token;
    }
  });

  it("is the default until the seller chooses their own", async () => {
    const answer = await sellerA("GET", "/v1/cabinet/theme");
    expect(answer.status).toBe(200);
    expect(answer.body.custom).toBe(false);
    expect(answer.body.theme).toMatchObject({ font: "sans", radius: expect.any(Number) });
    expect((await anyone("GET", "/v1/cabinet/theme")).status).toBe(401);
  });

  it("refuses colours that are none and a radius above 40, field by field", async () => {
    const answer = await sellerA("PUT", "/v1/cabinet/theme", { theme: { ...custom, accent: "teal", muted: "#12", radius: 41 } });
    expect(answer.status).toBe(422);
    const fields = (answer.body.errors as { code: string; source: { pointer: string } }[]).map((e) => [e.source.pointer, e.code]);
    expect(fields).toEqual([
      ["/theme/accent", "invalid_color"],
      ["/theme/muted", "invalid_color"],
      ["/theme/radius", "invalid_setting"],
    ]);
    // an unknown key is a malformed request
    expect((await sellerA("PUT", "/v1/cabinet/theme", { theme: custom, extra: 1 })).status).toBe(400);
  });

  it("shows a custom theme on every page at once, for its seller only, and goes back to the default", async () => {
    const before = await shopHtml(`${run}a`);
    const saved = await sellerA("PUT", "/v1/cabinet/theme", { theme: custom });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ custom: true, theme: custom });
    expect((await sellerA("GET", "/v1/cabinet/theme")).body).toMatchObject({ custom: true, theme: custom });
    // the cached page moved with the shop version
    const after = await shopHtml(`${run}a`);
    expect(after).not.toBe(before);
    expect(after).toMatch(/--sw-accent:#00695c;--sw-btn:#1a237e;.*--sw-radius:4px/i);
    // the other seller's shop keeps the default
    expect((await sellerB("GET", "/v1/cabinet/theme")).body.custom).toBe(false);
    expect(await shopHtml(`${run}b`)).not.toMatch(/--sw-accent:#00695c/i);
    const reset = await sellerA("PUT", "/v1/cabinet/theme", { theme: null });
    expect(reset.body.custom).toBe(false);
    expect(await shopHtml(`${run}a`)).toBe(before);
  });
});
