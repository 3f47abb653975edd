// The shops' public pages as HTML from the edge (issue 18): the shop, a sub
// page, a product, a bundle and the thank-you page, rendered by core and
// kept in the edge cache under the shop's version. A cache hit reads no
// D1; every change a page shows moves the version (a sale alone does not);
// nothing a buyer may not see is ever in a page; seller text stays text;
// the builder pages and categories belong to their seller.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Answer,
  apiAs,
  atSite,
  baseUrl,
  confirmedAccount,
  expectError,
  must,
  publishedProduct,
  requestAt,
  shopOrigin,
  signIn,
  withoutNonce,
} from "./support/api";
import { payer, quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";
import { solidPng } from "./support/png";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const anyone = apiAs(() => "");
const tokens = { seller: "", other: "" };
const seller = apiAs(() => tokens.seller);
const other = apiAs(() => tokens.other);
const username = `sf${run}`.slice(0, 30);
const otherName = `sg${run}`.slice(0, 30);

/**
 * A public page as a buyer's browser asks for it (English unless told), at
 * the site it lives on (a shop's page at the shop's site, the payment page
 * at the app's).
 */
function page(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return atSite("GET", path, undefined, { "accept-language": "en-US,en;q=0.9", ...headers });
}

const statements = (answer: Answer) => Number(answer.headers.get("sellwerk-d1-statements"));
const cacheOf = (answer: Answer) => answer.headers.get("sellwerk-cache");

/**
 * The shop page after a write: rendered afresh (the write dropped the
 * version pointer, so the new version's key is asked for). The page is
 * asked for twice: the second answer must be the cached one.
 */
async function freshShop(path = `/s/${username}`): Promise<Answer> {
  const first = await page(path);
  expect(first.status, first.text).toBe(200);
  expect(cacheOf(first)).toBe("miss");
  return first;
}

/**
 * Drops the shop's version pointer with a seller write that changes
 * nothing a page shows (the notification settings), so the next request
 * reads the version from D1: a hit then proves the version did not move.
 */
async function dropPointer(call = seller) {
  const settings = await call("GET", "/v1/cabinet/settings/notifications");
  expect(settings.status, settings.text).toBe(200);
  const put = await call("PUT", "/v1/cabinet/settings/notifications", settings.body);
  expect(put.status, put.text).toBe(200);
}

const products = {
  course: { id: 0, plan: 0 },
  hidden: { id: 0, plan: 0 },
  archived: { id: 0, plan: 0 },
  secret: { id: 0, plan: 0 },
  bundle: { id: 0, plan: 0 },
  foreign: { id: 0, plan: 0 },
};
const NAMES = {
  course: `Harbour Course ${run}`,
  hidden: `Draft Only ${run}`,
  archived: `Archived One ${run}`,
  secret: `Secret Club ${run}`,
  bundle: `Big Bundle ${run}`,
  foreign: `Other Shop Thing ${run}`,
  evil: `Tom's <b>bold</b> & co ${run}`,
};
let evilId = 0;

beforeAll(async () => {
  const password = "storefront seller password";
  for (const [name, first, key, ip] of [
    [username, "Sina", "seller", "203.0.113.171"],
    [otherName, "Gus", "other", "203.0.113.172"],
  ] as const) {
    const email = `${name}@example.org`;
    const call = (method: string, path: string, json?: unknown) => anyone(method, path, json, { "cf-connecting-ip": ip });
    await confirmedAccount(call, { email, password, username: name, firstName: first, lastName: "Front", profile: "seller" });
    tokens[key] = await signIn(email, password, ip);
  }
  const mine = must(seller);
  const once = (price: string) => ({ kind: "one_time", currency: "eur", price });
  products.course = await publishedProduct(mine, "course", NAMES.course, once("49.00"));
  products.hidden = await publishedProduct(mine, "course", NAMES.hidden, once("5.00"));
  await mine(`/v1/cabinet/products/${products.hidden.id}/unpublish`);
  products.archived = await publishedProduct(mine, "course", NAMES.archived, once("6.00"));
  await mine(`/v1/cabinet/products/${products.archived.id}/unpublish`);
  await mine(`/v1/cabinet/products/${products.archived.id}/archive`);
  products.secret = await publishedProduct(mine, "course", NAMES.secret, once("7.00"));
  await mine(`/v1/cabinet/products/${products.secret.id}`, { access_password: "open sesame" }, "PATCH");
  evilId = (await publishedProduct(mine, "course", NAMES.evil, once("3.00"))).id;
  await mine(`/v1/cabinet/products/${evilId}`, { description: `Say "onload=alert(1) 'x' & more` }, "PATCH");
  products.bundle = await publishedProduct(mine, "bundle", NAMES.bundle, once("99.00"), async (id) => {
    await mine(`/v1/cabinet/products/${id}/items`, { product_ids: [products.course.id, products.hidden.id] }, "PUT");
  });
  products.foreign = await publishedProduct(must(other), "course", NAMES.foreign, once("8.00"));
});

describe("the public pages", () => {
  it("serve the shop as HTML from the first response, then from the cache without D1", async () => {
    await dropPointer();
    const first = await page(`/s/${username}`);
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(first.headers.get("cache-control")).toBe("public, max-age=5");
    expect(first.headers.get("vary")).toBe("Accept-Language, Cookie");
    expect(first.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(cacheOf(first)).toBe("miss");
    expect(first.text.startsWith("<!doctype html>")).toBe(true);
    expect(first.text).toContain('<html lang="en"');
    expect(first.text).toContain(NAMES.course);
    expect(first.text).toContain(`/s/${username}/products/${products.course.id}/pay?plan=${products.course.plan}`);
    expect(first.text).toContain(`<link rel="canonical" href="${shopOrigin(username)}/s/${username}">`);
    const second = await page(`/s/${username}`);
    expect(cacheOf(second)).toBe("hit");
    expect(statements(second)).toBe(0);
    // the same page (each answer gives its scripts a fresh nonce)
    expect(withoutNonce(second.text)).toBe(withoutNonce(first.text));
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    // the browser's copy is still good: 304 without a body
    const again = await requestAt(shopOrigin(username), "GET", `/s/${username}`, undefined, {
      "accept-language": "en",
      "if-none-match": first.headers.get("etag")!,
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
  });

  it("picks the page's language from the cookie, then Accept-Language, else German", async () => {
    expect((await page(`/s/${username}`, { "accept-language": "de-DE" })).text).toContain('<html lang="de"');
    expect((await page(`/s/${username}`, { cookie: "sw_locale=de" })).text).toContain('<html lang="de"');
    expect((await page(`/s/${username}`, { "accept-language": "fr", cookie: "sw_locale=en" })).text).toContain('<html lang="en"');
    expect((await page(`/s/${username}`, { "accept-language": "fr" })).text).toContain('<html lang="de"');
  });

  it("switch the language with the header's switcher, back to the same page, and to no other site (attack)", async () => {
    const made = await seller(
      "POST",
      "/v1/cabinet/pages",
      {
        page_type: "shop",
        path: "languages",
        title: "Languages",
        document: {
          type: "shop",
          blocks: [{ id: "h", type: "header", settings: { languageSwitcher: true, showCancelSubscription: true } }],
        },
      },
      { "idempotency-key": `${run}-languages` },
    );
    expect(made.status, made.text).toBe(201);
    await must(seller)(`/v1/cabinet/pages/${made.body.page.id}/publish`);
    const german = await page(`/s/${username}/languages?category=7`, { cookie: "sw_locale=de" });
    expect(german.status, german.text).toBe(200);
    const link = /<a href="([^"]+)" hreflang="en" lang="en">English<\/a>/.exec(german.text)?.[1] ?? "";
    expect(link).toBe(`/v1/shop/language/en?to=/s/${username}/languages%3Fcategory%3D7`);
    expect(german.text).toContain(`<a class="sw-cancel" href="/payer/s/${username}">Abo kündigen</a>`);
    const switched = await page(link.replaceAll("&amp;", "&"));
    expect(switched.status, switched.text).toBe(303);
    expect(switched.headers.get("location")).toBe(`/s/${username}/languages?category=7`);
    expect(switched.headers.get("set-cookie")).toBe("sw_locale=en; Path=/; Max-Age=31536000; SameSite=Lax");
    const english = await page(`/s/${username}/languages?category=7`, { cookie: "sw_locale=en", "accept-language": "de" });
    expect(english.text).toContain('<html lang="en"');
    expect(english.text).toContain('hreflang="en" lang="en" aria-current="true">English</a>');
    // only a page of this site's shops, in a language the pages have
    for (const to of ["//evil.example/s/x", "https://evil.example/s/x", "/s/x/../../v1/session", "/cabinet", "/s/x\\evil", ""])
      expectError(await page(`/v1/shop/language/en?to=${encodeURIComponent(to)}`), 422, "invalid_input", "to");
    expectError(await page(`/v1/shop/language/fr?to=/s/${username}`), 422, "invalid_input", "lang");
  });

  it("serve a product page and a bundle page with their items", async () => {
    const product = await page(`/s/${username}/products/${products.course.id}`);
    expect(product.status, product.text).toBe(200);
    expect(product.text).toContain(NAMES.course);
    expect(product.text).toContain(`/s/${username}/products/${products.course.id}/pay?plan=${products.course.plan}`);
    expect(cacheOf(await page(`/s/${username}/products/${products.course.id}`))).toBe("hit");
    const bundle = await page(`/s/${username}/bundle/${products.bundle.id}`);
    expect(bundle.status, bundle.text).toBe(200);
    expect(bundle.text).toContain(NAMES.bundle);
    expect(bundle.text).toContain(NAMES.course);
    // an unpublished item stays private, even in its bundle
    expect(bundle.text).not.toContain(NAMES.hidden);
    // a bundle is not a product page, nor a product a bundle page
    expect((await page(`/s/${username}/products/${products.bundle.id}`)).status).toBe(404);
    expect((await page(`/s/${username}/bundle/${products.course.id}`)).status).toBe(404);
  });

  it("answer an unknown shop, product or sub page with a real HTML page and 404", async () => {
    for (const path of [
      `/s/no-such-shop-${run}`,
      `/s/${username}/products/99999999`,
      `/s/${username}/products/${products.foreign.id}`,
      `/s/${username}/bundle/99999999`,
      `/s/${username}/nothing-here`,
    ]) {
      const answer = await page(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      expect(answer.text, path).toContain("<h1>Page not found</h1>");
      expect(answer.text, path).not.toContain("route_not_found");
    }
    const german = await page(`/s/no-such-shop-${run}`, { "accept-language": "de" });
    expect(german.text).toContain("<h1>Seite nicht gefunden</h1>");
  });

  it("never show unpublished, archived, protected or other sellers' products", async () => {
    const shop = await page(`/s/${username}`);
    expect(shop.text).toContain(NAMES.course);
    for (const hidden of [NAMES.hidden, NAMES.archived, NAMES.secret, NAMES.foreign]) expect(shop.text).not.toContain(hidden);
    for (const id of [products.hidden.id, products.archived.id]) {
      expect((await page(`/s/${username}/products/${id}`)).status).toBe(404);
    }
    // a protected product's page is the app's password gate, never cached
    const gate = await page(`/s/${username}/products/${products.secret.id}`);
    expect(gate.status).toBe(200);
    expect(gate.text).toContain('<div id="root">');
    expect(gate.text).not.toContain(NAMES.secret);
    expect(cacheOf(gate)).toBeNull();
    // the other shop shows its own only
    const foreign = await page(`/s/${otherName}`);
    expect(foreign.text).toContain(NAMES.foreign);
    expect(foreign.text).not.toContain(NAMES.course);
  });

  it("keep seller text as text", async () => {
    const shop = await page(`/s/${username}`);
    expect(shop.text).not.toContain("<b>bold</b>");
    expect(shop.text).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; co");
    const product = await page(`/s/${username}/products/${evilId}`);
    expect(product.status).toBe(200);
    expect(product.text).not.toContain("<b>bold</b>");
    expect(product.text).not.toContain('"onload=alert(1)');
    expect(product.text).toContain("&quot;onload=alert(1)");
    // a category's words too: a title with a script tag renders inert
    const category = await seller(
      "POST",
      "/v1/cabinet/categories",
      {
        title: `<script>alert("x")</script> Cat ${run}`,
        description: `"onload=alert(2) <b>bold</b>`,
        product_ids: [products.course.id],
      },
      { "idempotency-key": `${run}-evil-category` },
    );
    expect(category.status, category.text).toBe(201);
    const withCategory = await freshShop();
    expect(withCategory.text).not.toContain('<script>alert("x")');
    expect(withCategory.text).not.toContain("<b>bold</b>");
    expect((await seller("DELETE", `/v1/cabinet/categories/${category.body.category.id}`)).status).toBe(200);
  });

  it("pass the app's own /s/ pages through to the app, and the payment page to the checkout", async () => {
    for (const path of [`/s/${username}/sign_in`, `/s/${username}/document/imprint`, `/s/${username}/payment/abc/manage`]) {
      const answer = await page(path);
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).toContain('<div id="root">');
      expect(cacheOf(answer), path).toBeNull();
    }
    const pay = await page(`/s/${username}/products/${products.course.id}/pay?plan=${products.course.plan}`);
    expect(pay.status).toBe(200);
    expect(pay.headers.get("content-type")).toContain("text/html");
    expect(pay.text).toMatch(/<div id="(root|app|checkout)">/);
  });
});

describe("the shop version", () => {
  /** The shop after the write `change` (by the seller): a miss, then a hit of the same bytes. */
  async function afterChange(change: () => Promise<unknown>, path = `/s/${username}`) {
    await page(path);
    expect(cacheOf(await page(path))).toBe("hit");
    await change();
    const changed = await freshShop(path);
    const cached = await page(path);
    expect(cacheOf(cached)).toBe("hit");
    expect(cached.text).toBe(changed.text);
    return changed.text;
  }

  it("moves on publishing and unpublishing a product", async () => {
    const mine = must(seller);
    const text = await afterChange(() => mine(`/v1/cabinet/products/${products.hidden.id}/publish`));
    expect(text).toContain(NAMES.hidden);
    const gone = await afterChange(() => mine(`/v1/cabinet/products/${products.hidden.id}/unpublish`));
    expect(gone).not.toContain(NAMES.hidden);
  });

  it("moves on a price change", async () => {
    const text = await afterChange(() =>
      must(seller)(
        `/v1/cabinet/products/${products.course.id}/pricing_plans/${products.course.plan}`,
        { name: "Standard", terms: { kind: "one_time", currency: "eur", price: "44.00" } },
        "PUT",
      ),
    );
    expect(text).toContain("44.00");
    expect(text).not.toContain("49.00");
  });

  it("moves on archiving", async () => {
    const mine = must(seller);
    const { id } = await publishedProduct(mine, "course", `Soon Archived ${run}`, { kind: "one_time", currency: "eur", price: "2.00" });
    expect((await page(`/s/${username}`)).text).toContain(`Soon Archived ${run}`);
    const text = await afterChange(async () => {
      await mine(`/v1/cabinet/products/${id}/unpublish`);
      await mine(`/v1/cabinet/products/${id}/archive`);
    });
    expect(text).not.toContain(`Soon Archived ${run}`);
  });

  it("moves on a new cover", async () => {
    const text = await afterChange(async () => {
      const put = await fetch(`${baseUrl()}/v1/cabinet/products/${products.course.id}/cover/original`, {
        method: "PUT",
        headers: { authorization: `Bearer ${tokens.seller}`, "content-type": "image/png" },
        body: new Uint8Array(solidPng(640, 480)),
      });
      expect(put.status).toBeLessThan(300);
    });
    expect(text).toContain(`/v1/shop/${username}/products/${products.course.id}/cover/original?v=`);
  });

  it("moves on publishing a page, and the sub page appears", async () => {
    const mine = must(seller);
    const made = await seller(
      "POST",
      "/v1/cabinet/pages",
      { page_type: "shop", path: "about", title: "About us", document: { type: "shop", blocks: [] } },
      { "idempotency-key": `${run}-about` },
    );
    expect(made.status, made.text).toBe(201);
    const id = made.body.page.id as number;
    expect(made.body.page).toMatchObject({ page_type: "shop", path: "about", title: "About us" });
    expect(made.body.page.published).toBeUndefined();
    // a draft is not public
    expect((await page(`/s/${username}/about`)).status).toBe(404);
    await mine(`/v1/cabinet/pages/${id}/publish`);
    const about = await page(`/s/${username}/about`);
    expect(about.status, about.text).toBe(200);
    expect(cacheOf(about)).toBe("miss");
    expect(cacheOf(await page(`/s/${username}/about`))).toBe("hit");
    // the published input is the one the public route renders
    const input = await seller("GET", `/v1/cabinet/pages/${id}/render_input?version=published`, undefined, { "accept-language": "en" });
    expect(input.status, input.text).toBe(200);
    expect(input.body.input).toMatchObject({
      page: { type: "shop", blocks: [] },
      shop: { username },
      view: { kind: "shop", path: "about" },
      locale: "en",
      tracking: null,
    });
    expect((input.body.input.products as { name: string }[]).map((p) => p.name)).toContain(NAMES.course);
    expect((input.body.input.products as { name: string }[]).map((p) => p.name)).not.toContain(NAMES.secret);
    await mine(`/v1/cabinet/pages/${id}/unpublish`);
    expect((await page(`/s/${username}/about`)).status).toBe(404);
    expectError(await seller("GET", `/v1/cabinet/pages/${id}/render_input`), 404, "page_not_found");
    expect((await seller("GET", `/v1/cabinet/pages/${id}/render_input?version=draft`)).status).toBe(200);
    expectError(await seller("GET", `/v1/cabinet/pages/${id}/render_input?version=newest`), 422, "invalid_input", "version");
  });

  it("serves membership, course and affiliate pages at their own addresses once published, each its seller's", async () => {
    const mine = must(seller);
    const kinds = [
      { type: "membership", path: "club", address: `/v/${username}/club`, home: `/v/${username}` },
      { type: "course", path: "basics", address: `/s/${username}/course/basics`, home: `/s/${username}/course` },
      { type: "affiliate", path: "partners", address: `/s/${username}/affiliate/partners`, home: `/s/${username}/affiliate` },
    ];
    for (const kind of kinds) {
      const title = `${kind.type} page ${run}`;
      const blocks =
        kind.type === "affiliate"
          ? [{ id: "a", type: "affiliate", settings: { programName: title } }]
          : [{ id: "t", type: "text", settings: { text: title } }];
      const made = await seller(
        "POST",
        "/v1/cabinet/pages",
        { page_type: kind.type, path: kind.path, title, document: { type: kind.type, blocks } },
        { "idempotency-key": `${run}-${kind.type}` },
      );
      expect(made.status, made.text).toBe(201);
      const id = made.body.page.id as number;
      // a draft is not public, nor is the kind's home without a page
      expect((await page(kind.address)).status, kind.address).toBe(404);
      expect((await page(kind.home)).status, kind.home).toBe(404);
      await mine(`/v1/cabinet/pages/${id}/publish`);
      const shown = await page(kind.address);
      expect(shown.status, shown.text).toBe(200);
      expect(shown.text).toContain(title);
      expect(shown.text).toContain(`<link rel="canonical" href="${new URL(kind.address, shopOrigin(username)).href.replace(/\/$/, "")}`);
      expect(cacheOf(await page(kind.address))).toBe("hit");
      const input = await seller("GET", `/v1/cabinet/pages/${id}/render_input`);
      expect(input.body.public_path).toBe(kind.address);
      expect(input.body.input.view).toMatchObject({ kind: "landing", landing: kind.type, path: kind.path });
      // another seller's address shows none of it; a shop sub page is not a course page
      expect((await page(kind.address.replace(username, otherName))).status).toBe(404);
      await mine(`/v1/cabinet/pages/${id}/unpublish`);
      expect((await page(kind.address)).status).toBe(404);
    }
    // `/v/{u}/{id}` stays the app's membership area of a product, so no membership page has digits for a name
    expectError(
      await seller("POST", "/v1/cabinet/pages", {
        page_type: "membership",
        path: "42",
        title: "x",
        document: { type: "membership", blocks: [] },
      }),
      422,
      "invalid_slug",
      "path",
    );
    const area = await page(`/v/${username}/42`);
    expect(area.headers.get("sellwerk-cache")).toBeNull();
    expect(area.text).toContain('<div id="root">');
    // the landing kinds' words are no shop sub page's name
    for (const path of ["course", "affiliate", "funnel"])
      expectError(
        await seller("POST", "/v1/cabinet/pages", { page_type: "shop", path, title: path, document: { type: "shop", blocks: [] } }),
        422,
        "invalid_slug",
        "path",
      );
  });

  it("moves on a category change", async () => {
    let id = 0;
    await afterChange(async () => {
      const made = await seller(
        "POST",
        "/v1/cabinet/categories",
        { title: `Courses ${run}`, color: "#2196f3", product_ids: [products.course.id] },
        { "idempotency-key": `${run}-category` },
      );
      expect(made.status, made.text).toBe(201);
      id = made.body.category.id as number;
      expect(made.body.category).toMatchObject({ title: `Courses ${run}`, hidden: false, product_ids: [products.course.id] });
    });
    await afterChange(() => must(seller)(`/v1/cabinet/categories/${id}`, { title: `Courses ${run}`, product_ids: [] }, "PUT"));
    const only = await page(`/s/${username}?category=${id}`);
    expect(only.status).toBe(200);
    expect(only.text).not.toContain(NAMES.course);
    expect((await page(`/s/${username}?category=${id}&utm=${run}`)).headers.get("sellwerk-cache")).toBe("hit");
  });

  it("does not move on a sale", async () => {
    await page(`/s/${username}`);
    expect(cacheOf(await page(`/s/${username}`))).toBe("hit");
    const body = await quotedOrderBody(
      anyone,
      { product_id: products.course.id, plan_id: products.course.plan },
      `sale-${run}@example.org`,
      payer,
    );
    const made = await anyone("POST", "/v1/checkout/orders", body, {
      "idempotency-key": `${run}-sale`,
      "cf-connecting-ip": "203.0.113.201",
    });
    expect(made.status, made.text).toBe(201);
    expect((await sandboxForm(made.body.redirect_url as string, { card_number: "4242424242424242" })).status).toBe(303);
    await untilOrder(made.body.order.token as string, (o) => o.order?.payment_state === "paid", "paid");
    // the pointer is read again from D1: the version is the one before
    await dropPointer();
    const after = await page(`/s/${username}`);
    expect(cacheOf(after)).toBe("hit");
    expect(statements(after)).toBe(1);

    // the thank-you page: HTML of the order, never cached
    const token = made.body.order.token as string;
    const thanks = await page(`/s/${username}/payment/${token}/thank_you`);
    expect(thanks.status, thanks.text).toBe(200);
    expect(thanks.headers.get("cache-control")).toBe("private, no-store");
    expect(thanks.text).toContain(NAMES.course);
    expect(thanks.text).toContain(`/s/${username}/payment/${token}/manage`);
    expect(thanks.text).not.toContain('http-equiv="refresh"');
    expect(cacheOf(await page(`/s/${username}/payment/${token}/thank_you`))).toBe("miss");
    // another shop's address does not show it
    expect((await page(`/s/${otherName}/payment/${token}/thank_you`)).status).toBe(404);
    expect((await page(`/s/${username}/payment/not-a-token-${run}/thank_you`)).status).toBe(404);
  });

  it("refreshes a pending order's thank-you page without script", async () => {
    const body = await quotedOrderBody(
      anyone,
      { product_id: products.course.id, plan_id: products.course.plan },
      `pending-${run}@example.org`,
      payer,
    );
    const made = await anyone("POST", "/v1/checkout/orders", body, {
      "idempotency-key": `${run}-pending`,
      "cf-connecting-ip": "203.0.113.201",
    });
    expect(made.status, made.text).toBe(201);
    const thanks = await page(`/s/${username}/payment/${made.body.order.token as string}/thank_you`);
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain('<meta http-equiv="refresh" content="3">');
  });

  it("costs the same statements for few products and many", async () => {
    const count = async (name: string) => {
      await dropPointer(name === username ? seller : other);
      // a miss after the pointer is gone: version, seller and page, products, categories
      const mine = name === username ? must(seller) : must(other);
      await mine("/v1/cabinet/categories", { title: `Bump ${run}` });
      const answer = await page(`/s/${name}`);
      expect(cacheOf(answer)).toBe("miss");
      return statements(answer);
    };
    const few = await count(otherName);
    const mine = must(other);
    for (let i = 0; i < 30; i++) {
      await publishedProduct(mine, "course", `Many ${i} ${run}`, { kind: "one_time", currency: "eur", price: `${i + 1}.00` });
    }
    const many = await count(otherName);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(4);
  }, 120_000);
});

describe("the builder pages and categories API", () => {
  it("refuses invalid documents with 422 in the error shape", async () => {
    const post = (json: unknown, key: string) => seller("POST", "/v1/cabinet/pages", json, { "idempotency-key": `${run}-${key}` });
    const scripted = await post(
      {
        page_type: "shop",
        path: "bad",
        title: "Bad",
        document: { type: "shop", blocks: [{ id: "t1", type: "text", settings: {}, text: "<script>alert(1)</script>" }] },
      },
      "scripted",
    );
    expect(scripted.status, scripted.text).toBe(422);
    expect(scripted.body.errors[0].code).toBe("script_not_allowed");
    expect(scripted.body.errors[0].source.pointer).toMatch(/^\/document\//);
    expectError(
      await post({ page_type: "shop", path: "x", title: "", document: { type: "nope", blocks: [] } }, "type"),
      422,
      "invalid_page_type",
    );
    expectError(
      await post({ page_type: "shopProduct", path: "", title: "", document: { type: "shop", blocks: [] } }, "mismatch"),
      422,
      "invalid_page_type",
    );
    expectError(
      await post({ page_type: "shop", path: "Not A Slug", title: "", document: { type: "shop", blocks: [] } }, "slug"),
      422,
      "invalid_slug",
    );
    expectError(
      await post({ page_type: "shop", path: "products", title: "", document: { type: "shop", blocks: [] } }, "reserved"),
      422,
      "invalid_slug",
    );
    expect((await post({ page_type: 7, document: {} }, "shape")).status).toBe(400);
    expect((await post({ page_type: "shop" }, "no-document")).status).toBe(400);
    const first = await post({ page_type: "shop", path: "twice", title: "", document: { type: "shop", blocks: [] } }, "twice-1");
    expect(first.status).toBe(201);
    expectError(
      await post({ page_type: "shop", path: "twice", title: "", document: { type: "shop", blocks: [] } }, "twice-2"),
      409,
      "page_path_taken",
    );
    // a category's own rules
    const bad = await seller(
      "POST",
      "/v1/cabinet/categories",
      { title: "", color: "blue", product_ids: [products.foreign.id] },
      {
        "idempotency-key": `${run}-bad-category`,
      },
    );
    expect(bad.status).toBe(422);
    expect((bad.body.errors as { code: string }[]).map((e) => e.code).sort()).toEqual(["invalid_color", "product_not_found", "required"]);
  });

  it("keeps every page and category to its seller (404 for another)", async () => {
    const made = await seller(
      "POST",
      "/v1/cabinet/pages",
      { page_type: "shop", path: "mine", title: "Mine", document: { type: "shop", blocks: [] } },
      { "idempotency-key": `${run}-mine` },
    );
    expect(made.status, made.text).toBe(201);
    const id = made.body.page.id as number;
    const category = await seller("POST", "/v1/cabinet/categories", { title: `Mine ${run}` }, { "idempotency-key": `${run}-mine-cat` });
    expect(category.status).toBe(201);
    const cat = category.body.category.id as number;
    const doc = { page_type: "shop", path: "taken-over", title: "x", document: { type: "shop", blocks: [] } };
    expectError(await other("GET", `/v1/cabinet/pages/${id}`), 404, "page_not_found");
    expectError(await other("PUT", `/v1/cabinet/pages/${id}`, doc), 404, "page_not_found");
    expectError(await other("POST", `/v1/cabinet/pages/${id}/publish`), 404, "page_not_found");
    expectError(await other("POST", `/v1/cabinet/pages/${id}/unpublish`), 404, "page_not_found");
    expectError(await other("GET", `/v1/cabinet/pages/${id}/render_input?version=draft`), 404, "page_not_found");
    expect(((await other("GET", "/v1/cabinet/pages")).body.list as { id: number }[]).map((p) => p.id)).not.toContain(id);
    expectError(await other("PUT", `/v1/cabinet/categories/${cat}`, { title: "Taken" }), 404, "category_not_found");
    expectError(await other("DELETE", `/v1/cabinet/categories/${cat}`), 404, "category_not_found");
    expect(((await other("GET", "/v1/cabinet/categories")).body.list as { id: number }[]).map((c) => c.id)).not.toContain(cat);
    // another seller's category is no parent, and their products join no category of mine
    const parent = await other("POST", "/v1/cabinet/categories", { title: "Child", parent_id: cat }, { "idempotency-key": `${run}-child` });
    expectError(parent, 422, "category_not_found", "parent_id");
    // still the seller's, unchanged
    const mine = await seller("GET", `/v1/cabinet/pages/${id}`);
    expect(mine.body.page).toMatchObject({ path: "mine", title: "Mine" });
    expect(
      ((await seller("GET", "/v1/cabinet/categories")).body.list as { id: number; title: string }[]).find((c) => c.id === cat)?.title,
    ).toBe(`Mine ${run}`);
    // without a session: 401
    expect((await anyone("GET", "/v1/cabinet/pages")).status).toBe(401);
  });
});
