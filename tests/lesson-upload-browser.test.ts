// Issue 30, "A course lesson can use an uploaded video or PDF": in headless
// Chromium against the real edge, a fresh seller creates a course at
// 1280 px and uploads a video (a WAV, generated here: a media element plays
// and seeks audio exactly as video, and this machine has no video encoder)
// and a PDF right in their lessons, with progress, and saves. A buyer buys
// it and opens the lessons at 390 px: the video element has the lesson's
// file as its source, with the browser's controls, and seeks; the PDF shows
// inline in a frame from the files site (which lets the app frame a PDF and
// nothing else) with a link that opens it. "Mark as finished" waits for the
// PDF lesson's quiz, in the player and at the edge (409 quiz_not_passed).
// The attacks: a lesson naming another product's or another seller's file
// is refused, and the order hands out no course file.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { ProductEditor, ProductList } from "./pages/CatalogPages";
import { CoursePlayer } from "./pages/PayerPages";
import { apiAs, baseUrl, confirmedAccount, expectError, filesOrigin, must, requestAt, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";
import { wav } from "./support/wav";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const shop = `lu${run}`.slice(0, 30);
const anyone = (method: string, path: string, json?: unknown) => requestAt(baseUrl(), method, path, json);
const sellerAccount = { email: `lu-${run}@example.org`, password: "lesson upload password" };
const buyerAccount = { email: `lu-buyer-${run}@example.org`, password: "lesson upload buyer" };
let sellerToken = "";
let buyerToken = "";
const seller = apiAs(() => sellerToken);
const buyer = apiAs(() => buyerToken);
const dir = mkdtempSync(join(tmpdir(), "sw-lesson-"));
const videoPath = join(dir, "brush-strokes.wav");
const pdfPath = join(dir, "colour-chart.pdf");

/** A one-page PDF that says `text`, with a correct cross-reference table. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe("a course lesson's own video and PDF", () => {
  const browser = useBrowserPage();
  let page: Page;
  let course = 0;
  let plan = 0;
  const file = { video: 0, pdf: 0 };
  const lessons = { video: 0, pdf: 0 };

  beforeAll(async () => {
    writeFileSync(videoPath, wav(30));
    writeFileSync(pdfPath, pdf(`Colour chart ${run}`));
    await confirmedAccount(anyone, { ...sellerAccount, username: shop, firstName: "Lena", lastName: "Upload", profile: "seller" });
    sellerToken = await signIn(sellerAccount.email, sellerAccount.password, "198.51.100.221");
    page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    const signInPage = new SignInPage(page);
    await signInPage.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signInPage.signIn(sellerAccount.email, sellerAccount.password);
    await new Cabinet(page).waitFor();
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("uploads a video and a PDF from their lessons, with progress, and saves them (1280 px)", async () => {
    await page.getByTestId("nav-products").click();
    const list = new ProductList(page);
    await list.loaded();
    course = await list.create("course", `Watercolour ${run}`);
    const editor = new ProductEditor(page);
    // a course has no Files step: its files are uploaded from its lessons
    expect(await editor.steps()).not.toContain("file_upload");
    await editor.goStep("content");
    await page.getByTestId("add-chapter").click();
    await page.getByTestId("chapter-0-title").fill("Basics");
    await page.getByTestId("chapter-0-add-lesson").click();
    await page.getByTestId("chapter-0-add-lesson").click();

    await page.getByTestId("lesson-0-0-title").fill("Brush strokes");
    await page.getByTestId("lesson-0-0-kind").selectOption("video");
    // "An uploaded video file" can be chosen before the course has any file
    const fromFile = page.getByTestId("lesson-0-0-video-source-file");
    expect(await fromFile.isDisabled()).toBe(false);
    await fromFile.check();
    const video = await editor.uploadLessonFile("lesson-0-0", videoPath);
    expect(video.percent).toBe(100);
    file.video = video.fileId;

    await page.getByTestId("lesson-0-1-title").fill("Colour chart");
    await page.getByTestId("lesson-0-1-kind").selectOption("pdf");
    // the video is not offered for a PDF lesson: nothing fits yet
    expect(await page.locator('[data-testid="lesson-0-1-file"] option').evaluateAll((os) => os.map((o) => o.textContent))).toEqual(["–"]);
    const chart = await editor.uploadLessonFile("lesson-0-1", pdfPath);
    expect(chart.percent).toBe(100);
    file.pdf = chart.fileId;
    expect(file.pdf).not.toBe(file.video);
    // the video lesson keeps its file while the other lesson uploads
    expect(await page.getByTestId("lesson-0-0-file").inputValue()).toBe(String(file.video));
    await page.getByTestId("lesson-0-1-add-quiz").click();
    await page.getByTestId("lesson-0-1-quiz-q0-text").fill("Which colour is warm?");
    await page.getByTestId("lesson-0-1-quiz-q0-o0-text").fill("Orange");
    await page.getByTestId("lesson-0-1-quiz-q0-o1-text").fill("Blue");
    expect(await overflows(page)).toBe(false);
    await page.getByTestId("save-content").click();
    await page.getByTestId("content-saved").waitFor();

    const saved = (await must(seller)(`/v1/cabinet/products/${course}/content`, undefined, "GET")).content;
    const [first, second] = saved.chapters[0].lessons as { id: number; kind: string; file_id: number; video_url?: string }[];
    expect([first?.kind, first?.file_id, first?.video_url]).toEqual(["video", file.video, undefined]);
    expect([second?.kind, second?.file_id]).toEqual(["pdf", file.pdf]);
    lessons.video = first?.id ?? 0;
    lessons.pdf = second?.id ?? 0;
    // both are the course's files, with the types their bytes have
    const files = (await must(seller)(`/v1/cabinet/products/${course}/files`, undefined, "GET")).files as {
      id: number;
      content_type: string;
    }[];
    expect(files.map((f) => [f.id, f.content_type]).sort()).toEqual(
      [
        [file.video, expect.stringMatching(/^audio\//)],
        [file.pdf, "application/pdf"],
      ].sort(),
    );

    plan = (
      await must(seller)(`/v1/cabinet/products/${course}/pricing_plans`, {
        name: "Once",
        terms: { kind: "one_time", currency: "eur", price: "19.00" },
      })
    ).pricing_plan.id;
    await must(seller)(`/v1/cabinet/products/${course}/publish`);
  }, 120_000);

  it("attaches a file only to a lesson of its own product and seller (attack)", async () => {
    expect(course).toBeGreaterThan(0);
    const lesson = (fileId: number, kind = "pdf") => ({ chapters: [{ title: "X", lessons: [{ title: "Y", kind, file_id: fileId }] }] });
    // the seller's own other product's file
    const other = (await must(seller)("/v1/cabinet/products", { form: "download", name: `Other ${run}` })).product.id as number;
    const put = await fetch(`${baseUrl()}/v1/cabinet/products/${other}/files?name=other.pdf`, {
      method: "PUT",
      headers: { authorization: `Bearer ${sellerToken}`, "content-type": "application/pdf" },
      body: new Uint8Array(pdf("other")),
    });
    expect(put.status).toBe(201);
    const otherFile = ((await put.json()) as { file: { id: number } }).file.id;
    const refused = await seller("PUT", `/v1/cabinet/products/${course}/content`, lesson(otherFile));
    expectError(refused, 422, "file_not_found");
    expect(refused.body.errors[0].source.pointer).toBe("/chapters/0/lessons/0/file_id");

    // another seller names this seller's file in a course of their own, or writes this seller's course
    const thief = { email: `lu-thief-${run}@example.org`, password: "lesson upload thief" };
    await confirmedAccount(anyone, {
      ...thief,
      username: `lt${run}`.slice(0, 30),
      firstName: "Theo",
      lastName: "Thief",
      profile: "seller",
    });
    const thiefToken = await signIn(thief.email, thief.password, "198.51.100.222");
    const stranger = apiAs(() => thiefToken);
    const theirs = (await must(stranger)("/v1/cabinet/products", { form: "course", name: `Stolen ${run}` })).product.id as number;
    expectError(await stranger("PUT", `/v1/cabinet/products/${theirs}/content`, lesson(file.pdf)), 422, "file_not_found");
    expectError(await stranger("PUT", `/v1/cabinet/products/${theirs}/content`, lesson(file.video, "video")), 422, "file_not_found");
    expectError(await stranger("PUT", `/v1/cabinet/products/${course}/content`, lesson(otherFile)), 404, "product_not_found");
    // the course is as the seller saved it
    const kept = (await must(seller)(`/v1/cabinet/products/${course}/content`, undefined, "GET")).content;
    expect(kept.chapters[0].lessons.map((l: { file_id: number }) => l.file_id)).toEqual([file.video, file.pdf]);
  });

  it("plays the video with seeking and shows the PDF inline with a link that opens it (390 px)", async () => {
    expect(plan).toBeGreaterThan(0);
    await confirmedAccount(anyone, {
      ...buyerAccount,
      username: `lb${run}`.slice(0, 30),
      firstName: "Bea",
      lastName: "Buyer",
      profile: "payer",
    });
    buyerToken = await signIn(buyerAccount.email, buyerAccount.password, "198.51.100.223");
    const body = await quotedOrderBody(anyone, { product_id: course, plan_id: plan }, buyerAccount.email);
    const made = await requestAt(baseUrl(), "POST", "/v1/checkout/orders", body, { "idempotency-key": `lu-${run}` });
    expect(made.status, made.text).toBe(201);
    expect((await sandboxForm(made.body.redirect_url, { card_number: "4242424242424242" })).status).toBe(303);
    const delivered = await untilOrder(made.body.order.token as string, (o) => o.delivery?.delivered === true, "delivered");
    // the order hands out no course file: they are reached through the lessons only
    expect(delivered.delivery.downloads).toEqual([]);

    await page.context().clearCookies();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/payer/s/${shop}/courses/${course}/lessons/${lessons.video}`);
    await page.waitForURL((url) => url.pathname === `/s/${shop}/sign_in`);
    await new SignInPage(page).signIn(buyerAccount.email, buyerAccount.password);
    const player = new CoursePlayer(page);
    await player.waitForLesson();
    expect(await player.lesson()).toMatchObject({ id: lessons.video, kind: "video", title: "Brush strokes" });

    // the video: the lesson's file as the source, the browser's controls, and a seek far into it
    const media = page.locator('[data-testid="lesson-video"][data-embed="file"] video');
    const src = (await media.getAttribute("src")) ?? "";
    expect(src).toMatch(new RegExp(`^/v1/course_files/\\d+/${course}/${file.video}\\?exp=\\d+&sig=`));
    const played = await media.evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      if (el.readyState < 1) await new Promise((resolve) => el.addEventListener("loadedmetadata", resolve, { once: true }));
      const duration = el.duration;
      const seeked = new Promise((resolve) => el.addEventListener("seeked", resolve, { once: true }));
      el.currentTime = duration - 2;
      await seeked;
      return { controls: el.controls, duration, at: el.currentTime, error: el.error?.code ?? null };
    });
    expect(played.error).toBeNull();
    expect(played.controls).toBe(true);
    expect(Math.round(played.duration)).toBe(30);
    expect(played.at).toBeGreaterThan(27);
    expect(await overflows(page)).toBe(false);

    // the PDF: in a frame whose document is the file on the files site
    await player.next();
    expect(await player.lesson()).toMatchObject({ id: lessons.pdf, kind: "pdf", title: "Colour chart" });
    const frame = page.getByTestId("lesson-pdf-frame");
    const frameSrc = (await frame.getAttribute("src")) ?? "";
    expect(frameSrc).toMatch(new RegExp(`^/v1/course_files/\\d+/${course}/${file.pdf}\\?exp=\\d+&sig=`));
    const shown = `${filesOrigin()}${frameSrc}`;
    const framed = await (await frame.elementHandle())?.contentFrame();
    await expect.poll(() => framed?.url()).toBe(shown);
    // the files site lets the app frame the PDF, and nothing else it serves
    const pdfAnswer = await fetch(shown);
    expect(pdfAnswer.status).toBe(200);
    expect(pdfAnswer.headers.get("content-type")).toBe("application/pdf");
    expect(pdfAnswer.headers.get("content-security-policy")).toBe(`frame-ancestors ${baseUrl()}`);
    const videoAnswer = await fetch(`${filesOrigin()}${src}`, { headers: { range: "bytes=0-99" } });
    expect(videoAnswer.status).toBe(206);
    expect(videoAnswer.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    const refused = await fetch(`${filesOrigin()}${frameSrc.replace(/sig=[^&]+/, "sig=forged")}`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");

    // the link opens the PDF in its own tab, from the files site
    const open = page.getByTestId("lesson-open");
    expect(await open.getAttribute("href")).toBe(frameSrc);
    const [tab] = await Promise.all([page.context().waitForEvent("page"), open.click()]);
    await tab.waitForURL((url) => url.origin === filesOrigin() && url.pathname === frameSrc.split("?")[0]);
    await tab.close();
    expect(await overflows(page)).toBe(false);

    // Mark as finished waits for the quiz, in the player and at the edge
    const finish = page.getByTestId("lesson-finish");
    expect(await finish.isDisabled()).toBe(true);
    expect(await page.getByTestId("lesson-finish-after-quiz").textContent()).toBe("Pass the quiz to mark this lesson as finished.");
    const lessonPath = `/v1/payer/s/${shop}/courses/${course}/lessons/${lessons.pdf}`;
    expectError(await buyer("POST", `${lessonPath}/finish`), 409, "quiz_not_passed");
    expect(await player.answerQuiz([[0]])).toMatchObject({ passed: true, score: 100 });
    await player.finish();
    expect(await player.progress()).toMatchObject({ finished: 1, total: 2 });
    expect((await buyer("POST", `${lessonPath}/finish`)).status).toBe(200);
    expect(browser.errors).toEqual([]);
  }, 120_000);
});
