// The media library as an attacker used it (issue 29): four bytes of a
// font's signature made any blob a `font/ttf` served to every origin
// (`Access-Control-Allow-Origin: *`) for a year, and a script uploaded 200
// files in 5 s with no quota. Now a font must pass core's check of its
// tables, only a checked font is readable cross-origin, uploads are
// limited per seller (30 per 10 minutes: 429 with `Retry-After`) and a
// library holds at most 200 files and 100 MiB (422 `media_quota_exceeded`).
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, confirmedAccount, expectError, signIn } from "./support/api";
import { sfntFont, woff2Font } from "./support/font";
import { solidPng } from "./support/png";

const run = `ma${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const anyone = apiAs(() => "");
const tokens: Record<"fonts" | "rate" | "quota", string> = { fonts: "", rate: "", quota: "" };

const upload = (token: string, purpose: string, bytes: Buffer, name = "file.bin", contentType = "font/ttf") =>
  apiAs(() => token)("POST", `/v1/cabinet/media?purpose=${purpose}&name=${encodeURIComponent(name)}`, new Uint8Array(bytes), {
    "content-type": contentType,
  });

const HTML = Buffer.from("<html><body><script>fetch('/v1/app/session/renew_token',{method:'POST'})</script></body></html>");

beforeAll(async () => {
  let address = 150;
  for (const who of ["fonts", "rate", "quota"] as const) {
    const email = `${run}-${who}@example.org`;
    await confirmedAccount(anyone, {
      email,
      password: "media attack password",
      username: `${run}${who}`.slice(0, 30),
      firstName: "Mallory",
      lastName: "Media",
      profile: "seller",
    });
    tokens[who] = await signIn(email, "media attack password", `198.51.100.${address++}`);
  }
});

describe("the media library under attack", () => {
  it("refuses a font's signature before junk or HTML with 422 not_a_font", async () => {
    for (const magic of ["wOF2", "wOFF", "\0\x01\0\0", "true", "OTTO"]) {
      const signature = Buffer.from(magic, "latin1");
      for (const rest of [HTML, Buffer.concat([Buffer.from([0, 1, 0, 0]), Buffer.alloc(72, 7)]), Buffer.alloc(200)]) {
        const fake = await upload(tokens.fonts, "font", Buffer.concat([signature, rest]), "brand.ttf");
        expectError(fake, 422, "not_a_font", "file");
      }
    }
    expect((await apiAs(() => tokens.fonts)("GET", "/v1/cabinet/media?counts=true")).body.total_count).toBe(0);
  });

  it("takes a font whose tables hold together, and only a font may be read by any origin", async () => {
    for (const [bytes, format, type] of [
      [sfntFont(), "truetype", "font/ttf"],
      [sfntFont("OTTO"), "opentype", "font/otf"],
      [woff2Font(), "woff2", "font/woff2"],
    ] as const) {
      const uploaded = await upload(tokens.fonts, "font", bytes, `Brand.${format}`, "text/html");
      expect(uploaded.status, uploaded.text).toBe(201);
      expect(uploaded.body.media).toMatchObject({ kind: "font", format, content_type: type });
      const served = await fetch(`${baseUrl()}${uploaded.body.media.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("access-control-allow-origin")).toBe("*");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
    // an image is embedded elsewhere, never read by another origin's script
    const image = await upload(tokens.fonts, "image", solidPng(12, 12), "pic.png", "image/png");
    expect(image.status, image.text).toBe(201);
    const served = await fetch(`${baseUrl()}${image.body.media.url}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("access-control-allow-origin")).toBeNull();
    expect(served.headers.get("content-disposition")).toBe("inline");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    await served.arrayBuffer();
  });

  it("limits uploads per seller: the 31st within 10 minutes is 429 with Retry-After", async () => {
    const png = solidPng(4, 4);
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await upload(tokens.rate, "image", png, `burst-${i}.png`, "image/png"));
    expect(answers.slice(0, 30).map((a) => a.status)).toEqual(Array(30).fill(201));
    const refused = answers[30]!;
    expectError(refused, 429, "rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // another seller is not held back by this one
    const other = await upload(tokens.quota, "image", png, "other.png", "image/png");
    expect(other.status, other.text).toBe(201);
  });

  it("keeps a library within 100 MiB: the upload past it is 422 media_quota_exceeded, nothing stored", async () => {
    // 5 MiB each, the largest image: 19 of them and the 4x4 above fill all but a little of 100 MiB
    const big = Buffer.concat([solidPng(8, 8)]);
    const fill = Buffer.concat([big, Buffer.alloc(5 * 1024 * 1024 - big.length)]);
    for (let i = 0; i < 19; i++) {
      const answer = await upload(tokens.quota, "image", fill, `big-${i}.png`, "image/png");
      expect(answer.status, `${i}: ${answer.text}`).toBe(201);
    }
    const over = await upload(tokens.quota, "image", fill, "one-too-many.png", "image/png");
    expectError(over, 422, "media_quota_exceeded", "file");
    const list = await apiAs(() => tokens.quota)("GET", "/v1/cabinet/media?counts=true&query=one-too-many");
    expect(list.body.total_count).toBe(0);
    // a small file still fits
    const small = await upload(tokens.quota, "image", solidPng(4, 4), "small.png", "image/png");
    expect(small.status, small.text).toBe(201);
  });
});
