// The seller's media library through the API (issue 19): images and fonts
// uploaded as raw bodies with their purpose, checked by their bytes with
// core's rules (a logo 200 × 200, a banner 1920 × 1080), listed, served at
// an address cached for good, deleted; the theme's custom font only from
// the seller's own fonts; and nothing of one seller reachable by another.
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, confirmedAccount, expectError, signIn } from "./support/api";
import { woff2Font } from "./support/font";
import { solidPng } from "./support/png";

const run = `md${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const anyone = apiAs(() => "");
let tokenA = "";
let tokenB = "";
const sellerA = apiAs(() => tokenA);
const sellerB = apiAs(() => tokenB);

/** The first bytes of a baseline JPEG: start of image, a frame of `width` × `height`, end of image. */
function jpegHeader(width: number, height: number): Buffer {
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), frame, Buffer.alloc(12), Buffer.from([0xff, 0xd9])]);
}

/** A WOFF2 file whose header and table directory hold together (core reads its tables since issue 29). */
const woff2 = woff2Font();
/** What passed as a font before issue 29: a WOFF2 signature and 76 bytes of anything. */
const fakeWoff2 = Buffer.concat([Buffer.from("wOF2"), Buffer.from([0, 1, 0, 0]), Buffer.alloc(72, 7)]);

/** Uploads `bytes` for `purpose` as seller `token` (none: unauthenticated), claiming `contentType`. */
const upload = (token: string, purpose: string, bytes: Buffer, name = "file.bin", contentType = "image/png") =>
  apiAs(() => token)("POST", `/v1/cabinet/media?purpose=${purpose}&name=${encodeURIComponent(name)}`, new Uint8Array(bytes), {
    "content-type": contentType,
  });

/** A theme of the defaults but for a custom font at `url` (a theme's keys left out are the default's). */
const font = (url: string) => ({ custom_font: { url, font_name: "Brand Sans", font_format: "truetype" } });

describe("the media library", () => {
  beforeAll(async () => {
    for (const who of ["a", "b"] as const) {
      const email = `${run}-${who}@example.org`;
      await confirmedAccount(anyone, {
        email,
        password: "media api password",
        username: `${run}${who}`,
        firstName: "Mia",
        lastName: "Media",
        profile: "seller",
      });
      const token = await signIn(email, "media api password", who === "a" ? "198.51.100.141" : "198.51.100.142");
      if (who === "a") tokenA = token;
      else tokenB = token;
    }
  });

  it("stores a 200 × 200 logo, lists it and serves its very bytes at an address cached for good", async () => {
    const png = solidPng(200, 200, [10, 120, 200]);
    const answer = await upload(tokenA, "logo", png, "brand logo.png", "application/octet-stream");
    expect(answer.status, answer.text).toBe(201);
    const media = answer.body.media;
    expect(media).toMatchObject({
      kind: "image",
      purpose: "logo",
      name: "brand logo.png",
      content_type: "image/png",
      format: "png",
      width: 200,
      height: 200,
      size: png.length,
    });
    expect(media.url).toMatch(/^\/v1\/media\/\d+\/[A-Za-z0-9_-]{40,}$/);

    const served = await fetch(`${baseUrl()}${media.url}`);
    expect(served.status).toBe(200);
    // the type the bytes say, whatever the upload claimed
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const list = await sellerA("GET", "/v1/cabinet/media?counts=true");
    expect(list.status, list.text).toBe(200);
    expect(list.body.total_count).toBe(1);
    expect(list.body.list.map((m: { url: string }) => m.url)).toEqual([media.url]);
    expect((await anyone("GET", "/v1/cabinet/media")).status).toBe(401);
  });

  it("takes a JPEG picture and a 1920 × 1080 banner, and pages the list by kind and name", async () => {
    const picture = await upload(tokenA, "image", jpegHeader(640, 480), "team.jpg", "image/jpeg");
    expect(picture.status, picture.text).toBe(201);
    expect(picture.body.media).toMatchObject({ content_type: "image/jpeg", width: 640, height: 480, purpose: "image" });
    const banner = await upload(tokenA, "banner", solidPng(1920, 1080), "hero.png");
    expect(banner.status, banner.text).toBe(201);
    expect(banner.body.media).toMatchObject({ width: 1920, height: 1080, purpose: "banner" });

    const images = await sellerA("GET", "/v1/cabinet/media?kind=image&per=10&counts=true");
    expect(images.status, images.text).toBe(200);
    expect(images.body.total_count).toBe(3);
    // newest first
    expect(images.body.list.map((m: { name: string }) => m.name)).toEqual(["hero.png", "team.jpg", "brand logo.png"]);
    expect(images.body.has_more).toBe(false);
    expect((await sellerA("GET", "/v1/cabinet/media?kind=font&counts=true")).body.total_count).toBe(0);
    const found = await sellerA("GET", "/v1/cabinet/media?query=team");
    expect(found.body.list.map((m: { name: string }) => m.name)).toEqual(["team.jpg"]);
    expectError(await sellerA("GET", "/v1/cabinet/media?sort=colour"), 422, "unknown_filter", "sort");
  });

  it("refuses what the bytes are not, whatever the content type says, and wrong sizes for a logo or banner", async () => {
    const fake = await upload(
      tokenA,
      "image",
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
      "x.png",
      "image/png",
    );
    expectError(fake, 422, "not_an_image", "file");
    expectError(await upload(tokenA, "logo", solidPng(201, 200), "logo.png"), 422, "logo_wrong_size", "file");
    expectError(await upload(tokenA, "logo", solidPng(400, 400), "logo.png"), 422, "logo_wrong_size", "file");
    expectError(await upload(tokenA, "banner", solidPng(1280, 720), "banner.png"), 422, "banner_wrong_size", "file");
    expectError(await upload(tokenA, "banner", jpegHeader(1920, 1200), "banner.jpg", "image/jpeg"), 422, "banner_wrong_size", "file");
    // a PNG is no font, a font no image
    expectError(await upload(tokenA, "font", solidPng(10, 10), "brand.woff2", "font/woff2"), 422, "not_a_font", "file");
    expectError(await upload(tokenA, "image", woff2, "brand.png"), 422, "not_an_image", "file");
    expectError(await upload(tokenA, "font", fakeWoff2, "brand.woff2", "font/woff2"), 422, "not_a_font", "file");
    expectError(await upload(tokenA, "cover", solidPng(10, 10)), 422, "invalid_media_purpose", "purpose");
    expectError(await upload(tokenA, "", Buffer.alloc(0)), 422, "invalid_media_purpose", "purpose");
    expectError(await upload(tokenA, "image", Buffer.alloc(0)), 422, "not_an_image", "file");
    // none of them was kept
    expect((await sellerA("GET", "/v1/cabinet/media?counts=true")).body.total_count).toBe(3);
  });

  it("refuses a file above its kind's limit with 413", async () => {
    const bigFont = Buffer.concat([woff2, Buffer.alloc(2 * 1024 * 1024)]);
    const font = await upload(tokenA, "font", bigFont, "huge.woff2", "font/woff2");
    expectError(font, 413, "font_too_large");
    const bigImage = Buffer.concat([solidPng(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    expectError(await upload(tokenA, "image", bigImage, "huge.png"), 413, "image_too_large");
  });

  it("refuses a body without its length (sent in chunks) before reading it", async () => {
    const png = solidPng(200, 200);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(png));
        controller.close();
      },
    });
    const response = await fetch(`${baseUrl()}/v1/cabinet/media?purpose=logo&name=chunked.png`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokenA}`, "content-type": "image/png" },
      body: chunked,
      duplex: "half",
    } as RequestInit);
    expectError({ status: response.status, body: (await response.json()) as Record<string, any> }, 400, "length_required");
  });

  it("refuses an upload without a session", async () => {
    const answer = await upload("", "logo", solidPng(200, 200));
    expect(answer.status).toBe(401);
    const forged = await upload("not-a-token", "logo", solidPng(200, 200));
    expect([400, 401]).toContain(forged.status);
  });

  it("sets the seller's own font on the theme, which every page then loads", async () => {
    const uploaded = await upload(tokenA, "font", woff2, "Brand Sans.woff2", "application/octet-stream");
    expect(uploaded.status, uploaded.text).toBe(201);
    const media = uploaded.body.media;
    expect(media).toMatchObject({ kind: "font", purpose: "font", format: "woff2", content_type: "font/woff2", width: null, height: null });
    const served = await fetch(`${baseUrl()}${media.url}`);
    expect(served.headers.get("content-type")).toBe("font/woff2");
    expect(served.headers.get("access-control-allow-origin")).toBe("*");
    expect(Buffer.from(await served.arrayBuffer()).equals(woff2)).toBe(true);

    // the format is the file's own, whatever the body claimed
    const saved = await sellerA("PUT", "/v1/cabinet/theme", { theme: font(media.url) });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.theme.custom_font).toEqual({
      url: media.url,
      font_name: "Brand Sans",
      font_weight: 400,
      font_style: "normal",
      font_display: "swap",
      font_format: "woff2",
      fallback_font: "Montserrat",
    });
    const page = await (await fetch(`${baseUrl()}/s/${run}a`)).text();
    expect(page).toContain(
      `@font-face{font-family:"Brand Sans";src:url("${media.url}") format("woff2");font-weight:400;font-style:normal;font-display:swap}`,
    );
    expect(page).toContain(`--sw-font:"Brand Sans","Montserrat",`);

    // an image of the library, an address elsewhere, a name that would break out of CSS
    const logo = (await sellerA("GET", "/v1/cabinet/media?kind=image&query=brand")).body.list[0];
    expectError(await sellerA("PUT", "/v1/cabinet/theme", { theme: font(logo.url) }), 422, "font_not_uploaded", "theme/custom_font/url");
    expectError(
      await sellerA("PUT", "/v1/cabinet/theme", { theme: font("https://fonts.example/brand.woff2") }),
      422,
      "font_not_uploaded",
      "theme/custom_font/url",
    );
    const bad = font(media.url);
    bad.custom_font.font_name = 'x";}body{display:none';
    expectError(await sellerA("PUT", "/v1/cabinet/theme", { theme: bad }), 422, "invalid_font_name", "theme/custom_font/font_name");
  });

  it("keeps one seller's files from another: no listing, no deleting, no font in their theme", async () => {
    const mine = (await sellerA("GET", "/v1/cabinet/media?kind=font")).body.list[0];
    expect(mine.kind).toBe("font");
    // seller B sees an empty library
    const theirs = await sellerB("GET", "/v1/cabinet/media?counts=true");
    expect(theirs.status).toBe(200);
    expect(theirs.body.total_count).toBe(0);
    expect(theirs.body.list).toEqual([]);
    // nor deletes A's file
    expectError(await sellerB("DELETE", `/v1/cabinet/media/${mine.id}`), 404, "media_not_found");
    // nor puts A's font in their theme
    expectError(await sellerB("PUT", "/v1/cabinet/theme", { theme: font(mine.url) }), 422, "font_not_uploaded", "theme/custom_font/url");
    // nor reaches it under their own seller id
    const own = await upload(tokenB, "image", solidPng(20, 20), "b.png");
    expect(own.status, own.text).toBe(201);
    const idOfB = String(own.body.media.url).split("/")[3];
    const token = String(mine.url).split("/").pop();
    expect((await fetch(`${baseUrl()}/v1/media/${idOfB}/${token}`)).status).toBe(404);
    expect((await sellerB("GET", "/v1/cabinet/media")).body.list.map((m: { name: string }) => m.name)).toEqual(["b.png"]);
    // A's file is still there
    expect((await fetch(`${baseUrl()}${mine.url}`)).status).toBe(200);
  });

  it("deletes a file: gone from the list and its address", async () => {
    const before = await sellerA("GET", "/v1/cabinet/media?query=team");
    const file = before.body.list[0];
    const deleted = await sellerA("DELETE", `/v1/cabinet/media/${file.id}`);
    expect(deleted.status, deleted.text).toBe(204);
    expect((await sellerA("GET", "/v1/cabinet/media?query=team")).body.list).toEqual([]);
    expect((await fetch(`${baseUrl()}${file.url}`)).status).toBe(404);
    expectError(await sellerA("DELETE", `/v1/cabinet/media/${file.id}`), 404, "media_not_found");
    expectError(await sellerA("DELETE", "/v1/cabinet/media/abc"), 404, "media_not_found");
    // an address of nothing
    expect((await fetch(`${baseUrl()}/v1/media/0/abc`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/v1/media/x/abc`)).status).toBe(404);
  });

  it("keeps a file a page or the theme still shows until the seller deletes it anyway", async () => {
    const picture = await upload(tokenA, "image", solidPng(40, 30), "in-use.png");
    expect(picture.status, picture.text).toBe(201);
    const media = picture.body.media as { id: number; url: string };
    const document = {
      type: "shop",
      blocks: [{ id: "p", type: "picture", settings: { image: { url: media.url, width: 40, height: 30 } } }],
    };
    const made = await sellerA("POST", "/v1/cabinet/pages", { page_type: "shop", path: `uses-${run}`, title: "Uses", document });
    expect(made.status, made.text).toBe(201);
    // another seller's page naming the address neither keeps the file nor is named
    const copied = await sellerB("POST", "/v1/cabinet/pages", { page_type: "shop", path: `copy-${run}`, title: "Copy", document });
    expect(copied.status, copied.text).toBe(201);
    const inUse = await sellerA("DELETE", `/v1/cabinet/media/${media.id}`);
    expectError(inUse, 409, "media_in_use");
    expect(inUse.body.errors[0].detail).toContain(`page ${made.body.page.id} ("Uses")`);
    expect(inUse.body.errors[0].detail).not.toContain(`page ${copied.body.page.id} `);
    expect((await fetch(`${baseUrl()}${media.url}`)).status).toBe(200);
    expectError(await sellerA("DELETE", `/v1/cabinet/media/${media.id}?force=maybe`), 422, "invalid_input", "force");
    // the theme's font counts too
    const font = (await sellerA("GET", "/v1/cabinet/media?kind=font")).body.list[0] as { id: number };
    expect((await sellerA("GET", "/v1/cabinet/theme")).body.theme.custom_font).toBeDefined();
    expect((await sellerA("DELETE", `/v1/cabinet/media/${font.id}`)).body.errors[0].detail).toContain("the theme");
    const forced = await sellerA("DELETE", `/v1/cabinet/media/${media.id}?force=true`);
    expect(forced.status, forced.text).toBe(204);
    expect((await fetch(`${baseUrl()}${media.url}`)).status).toBe(404);
  });
});
