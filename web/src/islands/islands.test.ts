// The islands' pure parts, and their size: each built script stays under
// 3 KB gzipped (issue 18), built here exactly as scripts/build.sh does.
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { dialogColours, embedUrl } from "./buy";
import { problemText, problemsByField } from "./contact";
import { split } from "./countdown";
import { stepOf } from "./slider";
import { accepted, cookieValue, eventOfPath, frameMessage, readCookie, scriptJson } from "./tracking";

const NAMES = ["buy", "countdown", "contact", "slider", "categories", "consent", "trackingFrame"];

describe("the islands' size", () => {
  it("each is one ES module under 3 KB gzipped, without a framework", async () => {
    const dir = fileURLToPath(new URL(".", import.meta.url));
    const built = await build({
      entryPoints: NAMES.map((n) => `${dir}${n}.ts`),
      bundle: true,
      format: "esm",
      minify: true,
      target: "es2020",
      write: false,
      outdir: "out",
    });
    expect(built.outputFiles.map((f) => f.path.split("/").pop()).sort()).toEqual(NAMES.map((n) => `${n}.js`).sort());
    for (const file of built.outputFiles) {
      const gz = gzipSync(file.contents, { level: 9 }).length;
      expect(gz, file.path).toBeLessThan(3 * 1024);
      expect(file.text).not.toMatch(/react|preact/i);
    }
  });
});

describe("buy", () => {
  it("embeds the payment page with embed=1, keeping the plan", () => {
    expect(embedUrl("/s/ada/products/7/pay?plan=3", "http://x.test/s/ada")).toBe("/s/ada/products/7/pay?plan=3&embed=1");
    expect(embedUrl("http://x.test/s/ada/products/7/pay", "http://x.test/")).toBe("/s/ada/products/7/pay?embed=1");
  });

  it("colours the dialog as the seller chose, and anything else as the browser's canvas", () => {
    expect(dialogColours({ background: "#1e2a38", color: "#fff" })).toEqual({ background: "#1e2a38", color: "#fff" });
    expect(dialogColours({})).toEqual({ background: "Canvas", color: "CanvasText" });
    // props are the page's, but a hand-made one gets no say in the style
    expect(dialogColours({ background: "red;position:fixed", color: "url(x)" })).toEqual({ background: "Canvas", color: "CanvasText" });
  });
});

describe("countdown", () => {
  it("splits the time left over the chosen units, largest first", () => {
    expect(split(90061, ["days", "hours", "minutes", "seconds"])).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    // without days the hours take them
    expect(split(90061, ["hours", "minutes"])).toEqual({ hours: 25, minutes: 1 });
    expect(split(8 * 86400 + 5, ["weeks", "days", "seconds"])).toEqual({ weeks: 1, days: 1, seconds: 5 });
    // no units: the default four
    expect(split(61, [])).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 });
  });

  it("is over once the date has passed", () => {
    expect(split(0, ["seconds"])).toBeNull();
    expect(split(-5, ["seconds"])).toBeNull();
    expect(split(Number.NaN, ["seconds"])).toBeNull();
  });
});

describe("slider", () => {
  it("moves by the visible width, at least one slide", () => {
    expect(stepOf(360, 300)).toBe(360);
    expect(stepOf(0, 300)).toBe(300);
    expect(stepOf(0, 0)).toBe(1);
  });
});

describe("contact", () => {
  const answer = {
    error: "invalid_input",
    errors: [
      { code: "required", detail: "Please fill in this field.", source: { pointer: "/first_name" } },
      { code: "invalid_email", source: { pointer: "/email" } },
      { code: "too_long", source: { pointer: "/email" } },
      { code: "something_new", detail: "The edge's words.", source: { pointer: "/message" } },
    ],
  };

  it("reads the first problem of each field from the error shape", () => {
    const found = problemsByField(answer);
    expect([...found.keys()]).toEqual(["first_name", "email", "message"]);
    expect(found.get("email")?.code).toBe("invalid_email");
    expect(problemsByField(null).size).toBe(0);
    expect(problemsByField({ errors: "nope" }).size).toBe(0);
  });

  it("words a problem in the page's language, the edge's text for an unknown code", () => {
    const found = problemsByField(answer);
    const de = { failed: "Fehler", required: "Pflicht", invalid_email: "E-Mail?" } as never;
    expect(problemText(found.get("email")!, de)).toBe("E-Mail?");
    expect(problemText(found.get("message")!, de)).toBe("The edge's words.");
  });
});

describe("tracking and consent", () => {
  it("reads the cookie's choice: all, ids, or nothing stored", () => {
    expect(accepted(null)).toBeNull();
    expect([...accepted("all")!].sort()).toEqual(["marketing", "necessary", "statistics"]);
    expect([...accepted("statistics")!].sort()).toEqual(["necessary", "statistics"]);
    expect([...accepted("")!]).toEqual(["necessary"]);
    expect([...accepted("necessary,evil")!]).toEqual(["necessary"]);
  });

  it("writes all when every category is accepted (spec section 4), else the ids", () => {
    const every = ["necessary", "statistics", "marketing"] as const;
    expect(cookieValue(["statistics", "marketing"], every)).toBe("all");
    expect(cookieValue([], every)).toBe("necessary");
    expect(cookieValue(["marketing"], every)).toBe("necessary,marketing");
  });

  it("finds its cookie among others", () => {
    expect(readCookie("a=1; d_cookies_consent=necessary%2Cstatistics; b=2", "d_cookies_consent")).toBe("necessary,statistics");
    expect(readCookie("xd_cookies_consent=all", "d_cookies_consent")).toBeNull();
  });

  it("names each storefront page's event from its path", () => {
    expect(eventOfPath("/s/ada")).toEqual({ name: "shop_page" });
    expect(eventOfPath("/s/ada/")).toEqual({ name: "shop_page" });
    expect(eventOfPath("/s/ada/courses")).toEqual({ name: "shop_sub_page" });
    expect(eventOfPath("/s/ada/products/7")).toEqual({ name: "product_page", product_ids: ["7"] });
    expect(eventOfPath("/s/ada/bundle/9")).toEqual({ name: "product_page", product_ids: ["9"] });
    expect(eventOfPath("/s/ada/products/7/pay")).toEqual({ name: "payment_page", product_ids: ["7"] });
    // the thank-you path holds the order's token: no field of the event carries it
    expect(eventOfPath("/s/ada/payment/tok/thank_you")).toEqual({ name: "success_page" });
  });

  it("takes only a well-formed message into the tracking frame", () => {
    const event = { name: "payment_page" as const, product_ids: ["7"] };
    expect(frameMessage({ type: "sw-tracking", event, categories: ["necessary", "statistics"], only: "custom" })).toEqual({
      type: "sw-tracking",
      event,
      categories: ["necessary", "statistics"],
      only: "custom",
    });
    // anything but `custom` places every accepted code
    expect(frameMessage({ type: "sw-tracking", event, categories: [], only: "everything" })?.only).toBe("all");
    for (const bad of [
      null,
      "sw-tracking",
      { type: "other", event, categories: [] },
      { type: "sw-tracking", categories: [] },
      { type: "sw-tracking", event },
    ])
      expect(frameMessage(bad)).toBeNull();
  });

  it("keeps an event inert inside the custom code's frame", () => {
    expect(scriptJson({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
