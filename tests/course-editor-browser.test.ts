// The course content editor and the course area in the browser (issue 17),
// in headless Chromium against the real edge. A fresh seller writes a
// course: a text lesson with a quiz (one right answer of two, pass mark,
// attempts), a pdf lesson of the product's file with an opening day, the
// completion certificate; core's problems show beside the quiz's fields;
// after a save and a reload everything is there, and a lesson keeps its id
// when it moves (buyers' progress is stored by that id). The course area's
// four tabs show their rows at 390 and 1280 px without sideways scrolling
// and without a serious axe finding, and the overview moves a course's
// publish state.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { ProductEditor } from "./pages/CatalogPages";
import { apiAs, baseUrl, confirmedAccount, must, signIn, stateDir } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { a11yReport, checkA11y } from "./support/screens";

const run = `ce${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const email = `${run}-seller@example.org`;
const password = "course editor password";
let token = "";
const anyone = apiAs(() => "");
const seller = apiAs(() => token);
let courseId = 0;
let fileId = 0;

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The app's database among the local D1 files (the one with `course_sessions`), opened for writing. */
function appDb(): DatabaseSync {
  const dir = join(stateDir(), "v3", "d1", "miniflare-D1DatabaseObject");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sqlite"))) {
    const db = new DatabaseSync(join(dir, file));
    const has = db.prepare("SELECT 1 AS y FROM sqlite_master WHERE type = 'table' AND name = 'course_sessions'").get();
    if (has) return db;
    db.close();
  }
  throw new Error("no local D1 file with course_sessions");
}

/** The lesson ids the editor shows, in course order. */
const shownIds = (page: Page) =>
  page.locator('[data-testid^="lesson-"][data-lesson-id]').evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-lesson-id"))));

describe("the course editor and the course area", () => {
  const browser = useBrowserPage();
  const pageErrors = browser.errors;
  let page: Page;
  let editor: ProductEditor;

  beforeAll(async () => {
    await confirmedAccount(anyone, {
      email,
      password,
      username: `e${run}`.slice(0, 30),
      firstName: "Edda",
      lastName: "Kurs",
      profile: "seller",
    });
    token = await signIn(email, password, "203.0.113.233");
    courseId = (await must(seller)("/v1/cabinet/products", { form: "course", name: `Course ${run}` })).product.id as number;
    const put = await fetch(`${baseUrl()}/v1/cabinet/products/${courseId}/files?name=handbook.pdf`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/pdf" },
      body: "%PDF-1.4 the handbook",
    });
    expect(put.status).toBe(201);
    fileId = ((await put.json()) as { file: { id: number } }).file.id;

    page = browser.page();
    const signInPage = new SignInPage(page);
    await signInPage.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signInPage.signIn(email, password);
    await new Cabinet(page).waitFor();
    editor = new ProductEditor(page);
  });

  it("writes a pdf lesson, a quiz and the certificate, shows the quiz's problems, and keeps them", async () => {
    await page.goto(`${baseUrl()}/cabinet/products/${courseId}/edit`);
    await editor.waitFor("details");
    await editor.goStep("content");
    await page.getByTestId("course-certificate").check();
    await page.getByTestId("add-chapter").click();
    await page.getByTestId("chapter-0-title").fill("Basics");
    await page.getByTestId("chapter-0-add-lesson").click();
    await page.getByTestId("chapter-0-add-lesson").click();
    await page.getByTestId("lesson-0-0-title").fill("Welcome");
    await page.getByTestId("lesson-0-0-body").fill("Hello and welcome.");
    await page.getByTestId("lesson-0-0-add-quiz").click();
    await page.getByTestId("lesson-0-0-quiz-q0-text").fill("How many lessons?");
    await page.getByTestId("lesson-0-0-quiz-q0-o0-text").fill("One");
    await page.getByTestId("lesson-0-0-quiz-q0-o1-text").fill("Two");
    // no right answer: core refuses the question
    await page.getByTestId("lesson-0-0-quiz-q0-o0-correct").uncheck();
    await page.getByTestId("lesson-0-1-title").fill("Handbook");
    await page.getByTestId("lesson-0-1-kind").selectOption("pdf");
    await page.getByTestId("lesson-0-1-file").selectOption(String(fileId));
    await page.getByTestId("lesson-0-1-opens-on").fill("2027-03-01");
    await page.getByTestId("save-content").click();
    const problem = page.getByTestId("problem-chapters.0.lessons.0.quiz.questions.0.correct");
    await problem.waitFor();
    expect(await problem.getAttribute("data-code")).toBeTruthy();
    expect(await page.getByTestId("content-problems").isVisible()).toBe(true);

    await page.getByTestId("lesson-0-0-quiz-q0-o1-correct").check();
    await page.getByTestId("lesson-0-0-quiz-pass").fill("100");
    await page.getByTestId("lesson-0-0-quiz-attempts").fill("3");
    await page.getByTestId("save-content").click();
    await page.getByTestId("content-saved").waitFor();
    const ids = await shownIds(page);
    expect(ids).toHaveLength(2);
    expect(ids.every((id) => id > 0)).toBe(true);

    await page.reload();
    await editor.waitFor("content");
    await page.getByTestId("chapter-0-title").waitFor();
    expect(await page.getByTestId("course-certificate").isChecked()).toBe(true);
    expect(await page.getByTestId("lesson-0-1-kind").inputValue()).toBe("pdf");
    expect(await page.getByTestId("lesson-0-1-file").inputValue()).toBe(String(fileId));
    expect(await page.getByTestId("lesson-0-1-opens-on").getAttribute("data-value")).toBe("2027-03-01");
    expect(await page.getByTestId("lesson-0-0-quiz-q0-text").inputValue()).toBe("How many lessons?");
    expect(await page.getByTestId("lesson-0-0-quiz-q0-o0-correct").isChecked()).toBe(false);
    expect(await page.getByTestId("lesson-0-0-quiz-q0-o1-correct").isChecked()).toBe(true);
    expect(await page.getByTestId("lesson-0-0-quiz-pass").inputValue()).toBe("100");
    expect(await page.getByTestId("lesson-0-0-quiz-attempts").inputValue()).toBe("3");
    expect(await shownIds(page)).toEqual(ids);
    // the editor with a quiz open, on a phone and wide: labelled, no serious axe finding, no sideways scrolling
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await overflows(page), `${width} px`).toBe(false);
      const violations = await checkA11y(page);
      expect(violations, `the content step at ${width} px\n${a11yReport(violations)}`).toEqual([]);
    }
    expect(pageErrors).toEqual([]);
  });

  it("keeps a lesson's id when it moves and hides an unpublished lesson", async () => {
    const [welcome, handbook] = await shownIds(page);
    await page.getByTestId("lesson-0-1-up").click();
    expect(await page.getByTestId("lesson-0-0-title").inputValue()).toBe("Handbook");
    await page.getByTestId("lesson-0-1-published").uncheck();
    await page.getByTestId("lesson-0-1-hidden").waitFor();
    await page.getByTestId("save-content").click();
    await page.getByTestId("content-saved").waitFor();
    await page.reload();
    await editor.waitFor("content");
    await page.getByTestId("lesson-0-0-title").waitFor();
    expect(await shownIds(page)).toEqual([handbook, welcome]);
    expect(await page.getByTestId("lesson-0-1-published").isChecked()).toBe(false);
    // what the edge stored: the same ids, moved, the quiz with its lesson
    const stored = (await must(seller)(`/v1/cabinet/products/${courseId}/content`, undefined, "GET")).content;
    const lessons = stored.chapters[0].lessons as { id: number; title: string; publish?: string; quiz?: unknown }[];
    expect(lessons.map((l) => [l.id, l.title])).toEqual([
      [handbook, "Handbook"],
      [welcome, "Welcome"],
    ]);
    expect(lessons[1]).toMatchObject({ publish: "not_for_publish", quiz: { pass_percent: 100, attempts_max: 3 } });
    expect(stored.certificate).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it("shows the course area's tabs at 390 and 1280 px, with rows, readable and without serious axe findings", async () => {
    // a buyer in the course, a lesson they finished and a quiz they passed
    const db = appDb();
    try {
      const sellerId = (db.prepare("SELECT seller_id FROM products WHERE id = ?").get(courseId) as { seller_id: number }).seller_id;
      const [handbook, welcome] = await shownIds(page);
      const buyer = `${run}-buyer@example.org`;
      const userId = Number(db.prepare("INSERT INTO users (email) VALUES (?)").run(buyer).lastInsertRowid);
      const now = new Date().toISOString();
      db.prepare(
        "INSERT INTO course_sessions (seller_id, product_id, user_id, payer_email, started_at, last_seen_at, last_lesson_id, finished_count, percent) VALUES (?, ?, ?, ?, ?, ?, ?, 1, 100)",
      ).run(sellerId, courseId, userId, buyer, now, now, welcome!);
      db.prepare(
        "INSERT INTO lesson_statuses (seller_id, product_id, user_id, lesson_id, state, viewed_at, finished_at) VALUES (?, ?, ?, ?, 'finished', ?, ?)",
      ).run(sellerId, courseId, userId, welcome!, now, now);
      db.prepare(
        "INSERT INTO quiz_attempts (seller_id, product_id, user_id, payer_email, lesson_id, answers, score_percent, passed, created_at) VALUES (?, ?, ?, ?, ?, '[[1]]', 100, 1, ?)",
      ).run(sellerId, courseId, userId, buyer, welcome!, now);
      expect(handbook).toBeGreaterThan(0);
    } finally {
      db.close();
    }
    const tabs: [string, string, string][] = [
      ["overview", "course-overview", "course-overview-row"],
      ["sessions", "course-sessions", "course-session-row"],
      ["lesson_statuses", "lesson-statuses", "lesson-status-row"],
      ["quiz_attempts", "quiz-attempts", "quiz-attempt-row"],
    ];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [view, testId, row] of tabs) {
        await page.goto(`${baseUrl()}/cabinet/courses/${view}`);
        await page.locator(`[data-testid="${testId}"][data-state="ready"]`).waitFor();
        expect(await page.getByTestId(row).count(), `${view} at ${width}`).toBe(1);
        expect(await page.getByTestId(`courses-tab-${view}`).getAttribute("aria-selected")).toBe("true");
        expect(await overflows(page), `${view} at ${width} px`).toBe(false);
        const violations = await checkA11y(page);
        expect(violations, `${view} at ${width} px\n${a11yReport(violations)}`).toEqual([]);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    // the navigation leads here, and the tabs move by keyboard
    await page.goto(`${baseUrl()}/cabinet`);
    await page.getByTestId("nav-courses").click();
    await page.locator('[data-testid="course-overview"][data-state="ready"]').waitFor();
    expect(new URL(page.url()).pathname).toBe("/cabinet/courses/overview");
    const row = page.getByTestId("course-overview-row");
    expect(await row.getAttribute("data-buyers")).toBe("1");
    expect(pageErrors).toEqual([]);
  });

  it("moves the course's publish state from the overview", async () => {
    const row = page.locator(`[data-testid="course-overview-row"][data-product-id="${courseId}"]`);
    expect(await row.getAttribute("data-publish-state")).toBe("published");
    await row.getByTestId("course-publish-schedule").click();
    await page.locator(`[data-testid="course-overview-row"][data-publish-state="publish_pending"]`).waitFor();
    await row.getByTestId("course-publish-start").click();
    await page.locator(`[data-testid="course-overview-row"][data-publish-state="publishing"]`).waitFor();
    expect(await row.getByTestId("course-publish-complete").isVisible()).toBe(true);
    expect(await row.getByTestId("course-publish-schedule").count()).toBe(0);
    // the state is the edge's: a reload shows it
    await page.reload();
    await page.locator(`[data-testid="course-overview-row"][data-publish-state="publishing"]`).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
