// A lesson's own media file plays and seeks in Chromium by HTTP range
// requests (issue 29: iPhone Safari plays nothing without 206). The file is
// a WAV (generated here: a video needs an encoder this machine lacks; a
// media element fetches and seeks audio exactly as video), uploaded as a
// course's video lesson and reached by the buyer's signed link. The
// element is made on a page of the app's origin, not through the player's
// screens, which the course player's own browser test drives.
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, confirmedAccount, filesOrigin, must, requestAt, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";
import { wav } from "./support/wav";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const shop = `lm${run}`.slice(0, 30);
let sellerToken = "";
let buyerToken = "";
const seller = apiAs(() => sellerToken);
const buyer = apiAs(() => buyerToken);
const anyone = (method: string, path: string, json?: unknown) => requestAt(baseUrl(), method, path, json);
const browser = useBrowserPage();

const AUDIO = wav(600); // ten minutes, 9.6 MB: more than a player fetches before it is asked to seek
let link = "";

beforeAll(async () => {
  const email = `lm-${run}@example.org`;
  await confirmedAccount(anyone, {
    email,
    password: "lesson media password",
    username: shop,
    firstName: "Lea",
    lastName: "Media",
    profile: "seller",
  });
  sellerToken = await signIn(email, "lesson media password", "198.51.100.211");
  const call = must(seller);
  const product = (await call("/v1/cabinet/products", { form: "course", name: `Lesson media ${run}` })).product.id;
  const put = await fetch(`${baseUrl()}/v1/cabinet/products/${product}/files?name=lesson.wav`, {
    method: "PUT",
    headers: { authorization: `Bearer ${sellerToken}`, "content-type": "application/octet-stream" },
    body: new Uint8Array(AUDIO),
  });
  expect(put.status).toBe(201);
  const fileId = ((await put.json()) as { file: { id: number } }).file.id;
  await call(
    `/v1/cabinet/products/${product}/content`,
    { chapters: [{ title: "One", lessons: [{ title: "Listen", kind: "video", file_id: fileId }] }] },
    "PUT",
  );
  const plan = (
    await call(`/v1/cabinet/products/${product}/pricing_plans`, {
      name: "Once",
      terms: { kind: "one_time", currency: "eur", price: "5.00" },
    })
  ).pricing_plan.id;
  await call(`/v1/cabinet/products/${product}/publish`);

  const buyerEmail = `lm-buyer-${run}@example.org`;
  await confirmedAccount(anyone, {
    email: buyerEmail,
    password: "lesson media buyer",
    username: `lb${run}`.slice(0, 30),
    firstName: "Ben",
    lastName: "Buyer",
    profile: "payer",
  });
  buyerToken = await signIn(buyerEmail, "lesson media buyer", "198.51.100.212");
  const body = await quotedOrderBody(anyone, { product_id: product, plan_id: plan }, buyerEmail);
  const made = await requestAt(baseUrl(), "POST", "/v1/checkout/orders", body, { "idempotency-key": `lm-${run}` });
  expect(made.status, made.text).toBe(201);
  expect((await sandboxForm(made.body.redirect_url, { card_number: "4242424242424242" })).status).toBe(303);
  await untilOrder(made.body.order.token as string, (o) => o.delivery?.delivered === true, "delivered");
  const lesson = await buyer("GET", `/v1/payer/s/${shop}/courses/${product}/lessons/1`);
  expect(lesson.status, lesson.text).toBe(200);
  expect(lesson.body.video.embed).toBe("file");
  link = lesson.body.video.url as string;
}, 120_000);

describe("a lesson's media file in the browser", () => {
  it("plays, and seeks to near its end by a range request answered 206", async () => {
    const page = browser.page();
    const ranges: { range: string; status: number }[] = [];
    page.on("response", async (response) => {
      // the file's answers, from the files site (the app sends its link there with a 302)
      if (!response.url().includes("/v1/course_files/") || new URL(response.url()).origin !== filesOrigin()) return;
      const range = (await response.request().allHeaders())["range"] ?? "";
      ranges.push({ range, status: response.status() });
    });
    await page.goto(`${baseUrl()}/`);
    const result = await page.evaluate(async (src) => {
      const media = document.createElement("video");
      media.muted = true;
      media.preload = "metadata";
      media.src = src;
      document.body.append(media);
      const once = (event: string) => new Promise((resolve) => media.addEventListener(event, resolve, { once: true }));
      await once("loadedmetadata");
      const duration = media.duration;
      await media.play();
      media.pause();
      media.currentTime = duration - 5;
      await once("seeked");
      const at = media.currentTime;
      await media.play();
      await new Promise((resolve) => {
        const check = () => (media.currentTime > at + 0.2 ? resolve(null) : requestAnimationFrame(check));
        check();
      });
      const ended = media.currentTime;
      media.pause();
      return { duration, at, ended, error: media.error?.code ?? null };
    }, link);
    expect(result.error).toBeNull();
    expect(Math.round(result.duration)).toBe(600);
    expect(result.at).toBeGreaterThan(590);
    expect(result.ended).toBeGreaterThan(result.at);
    // every answer of the file was a range; the seek asked for one far into the file
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((r) => r.range.startsWith("bytes=") && r.status === 206)).toBe(true);
    const far = ranges.map((r) => Number(/^bytes=(\d+)-/.exec(r.range)?.[1] ?? 0)).filter((start) => start > AUDIO.length / 2);
    expect(far.length, JSON.stringify(ranges)).toBeGreaterThan(0);
  }, 60_000);
});
