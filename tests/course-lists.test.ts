// The seller's course area (issue 17) against the real worker: the
// overview, the lists of course sessions, lesson statuses and quiz attempts
// (filters, sorts, keyset paging, search by the buyer's address), and the
// course publish moves by core's machine. Buyers' rows are written straight
// into the local D1 file (sessions of run-named buyers in two courses of a
// fresh seller), so every number is known. The attack: another seller (the
// demo studio) sees none of them, by list, by filter, by search or by
// product id, and cannot move the course.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, confirmedAccount, expectError, must, signIn, stateDir } from "./support/api";

const run = `cl${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const tokens = { seller: "", other: "" };
const anyone = apiAs(() => "");
const seller = apiAs(() => tokens.seller);
const other = apiAs(() => tokens.other);

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

/** Twelve buyers of course A (the last three completed it), one of course B. */
const BUYERS = 12;
const email = (i: number) => `${run}-b${String(i).padStart(2, "0")}@example.org`;
const started = (i: number) => `2026-0${1 + (i % 3)}-1${i % 10}T10:00:00.000Z`;
const percentOf = (i: number) => (i >= 9 ? 100 : i * 10);
const course = { a: 0, b: 0, download: 0 };
let lessons: number[] = [];

type Page = { list: Record<string, any>[]; has_more: boolean; next?: string; prev?: string; total_count?: number; page: number };

async function list(path: string, call = seller): Promise<Page> {
  const answer = await call("GET", path);
  expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  return answer.body as Page;
}

beforeAll(async () => {
  const password = "course lists password";
  const address = `${run}-seller@example.org`;
  await confirmedAccount(anyone, {
    email: address,
    password,
    username: `c${run}`.slice(0, 30),
    firstName: "Cora",
    lastName: "Lehr",
    profile: "seller",
  });
  tokens.seller = await signIn(address, password, "203.0.113.231");
  tokens.other = await signIn("studio@sellwerk.test", "studio-password", "203.0.113.232");
  const s = must(seller);
  course.a = (await s("/v1/cabinet/products", { form: "course", name: `Course A ${run}` })).product.id as number;
  course.b = (await s("/v1/cabinet/products", { form: "course", name: `Course B ${run}` })).product.id as number;
  course.download = (await s("/v1/cabinet/products", { form: "download", name: `Download ${run}` })).product.id as number;
  const content = await s(
    `/v1/cabinet/products/${course.a}/content`,
    {
      chapters: [
        {
          title: "Start",
          lessons: [
            { title: "Welcome", kind: "text", body: "Hello." },
            {
              title: "Check",
              kind: "text",
              body: "A question.",
              quiz: { questions: [{ text: "Two?", options: ["1", "2"], correct: [1] }], pass_percent: 100 },
            },
            { title: "Draft", kind: "text", body: "Later.", publish: "not_for_publish" },
          ],
        },
      ],
    },
    "PUT",
  );
  lessons = (content.content.chapters[0].lessons as { id: number }[]).map((l) => l.id);
  expect(lessons.every((id) => id > 0)).toBe(true);

  const db = appDb();
  try {
    const sellerId = (db.prepare("SELECT seller_id FROM products WHERE id = ?").get(course.a) as { seller_id: number }).seller_id;
    const user = db.prepare("INSERT INTO users (email) VALUES (?)");
    const session = db.prepare(
      "INSERT INTO course_sessions (seller_id, product_id, user_id, payer_email, started_at, last_seen_at, last_lesson_id, finished_count, percent, completed_at) " +
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    const status = db.prepare(
      "INSERT INTO lesson_statuses (seller_id, product_id, user_id, lesson_id, state, viewed_at, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    const attempt = db.prepare(
      "INSERT INTO quiz_attempts (seller_id, product_id, user_id, payer_email, lesson_id, answers, score_percent, passed, created_at) " +
        "VALUES (?, ?, ?, ?, ?, '[[1]]', ?, ?, ?)",
    );
    db.exec("BEGIN");
    for (let i = 0; i < BUYERS + 1; i++) {
      const userId = Number(user.run(email(i)).lastInsertRowid);
      const product = i < BUYERS ? course.a : course.b;
      const seen = i % 2 === 0 ? new Date().toISOString() : "2025-01-01T00:00:00.000Z";
      const percent = i < BUYERS ? percentOf(i) : 50;
      const completed = percent === 100 ? "2026-04-01T00:00:00.000Z" : null;
      session.run(sellerId, product, userId, email(i), started(i), seen, lessons[0]!, percent === 100 ? 2 : 0, percent, completed);
      if (product !== course.a) continue;
      status.run(sellerId, product, userId, lessons[0]!, i >= 9 ? "finished" : "viewed", started(i), i >= 9 ? started(i) : null);
      if (i >= 6) {
        attempt.run(sellerId, product, userId, email(i), lessons[1]!, 0, 0, started(i));
        attempt.run(sellerId, product, userId, email(i), lessons[1]!, 100, 1, started(i).replace("10:00", "11:00"));
      }
    }
    db.exec("COMMIT");
  } finally {
    db.close();
  }
});

describe("the course overview", () => {
  it("lists each course with its publish state, allowed moves and its buyers' progress", async () => {
    const rows = (await seller("GET", "/v1/cabinet/courses/overview")).body.list as Record<string, any>[];
    // a fresh seller: exactly its two courses (the download is no course)
    expect(rows.map((r) => r.product_id).sort()).toEqual([course.a, course.b].sort());
    const a = rows.find((r) => r.product_id === course.a)!;
    expect(a).toMatchObject({
      name: `Course A ${run}`,
      publish_state: "published",
      actions: ["schedule"],
      lessons: 2, // the not_for_publish lesson is left out
      buyers: BUYERS,
      active_30d: BUYERS / 2,
      completed: 3,
    });
    const average = Math.round([...Array(BUYERS).keys()].reduce((sum, i) => sum + percentOf(i), 0) / BUYERS);
    expect(a.average_percent).toBe(average);
    expect(rows.find((r) => r.product_id === course.b)).toMatchObject({ buyers: 1, completed: 0, average_percent: 50 });
  });

  it("is the seller's own", async () => {
    const theirs = (await other("GET", "/v1/cabinet/courses/overview")).body.list as Record<string, any>[];
    expect(theirs.map((r) => r.product_id)).not.toContain(course.a);
    expect(theirs.map((r) => r.product_id)).not.toContain(course.b);
    expectError(await anyone("GET", "/v1/cabinet/courses/overview"), 401, "missing_access_token");
  });
});

describe("course sessions", () => {
  it("filters by course, state, start day and the buyer's address", async () => {
    const all = await list(`/v1/cabinet/courses/sessions?counts=true&per=50`);
    expect(all.total_count).toBe(BUYERS + 1);
    expect((await list(`/v1/cabinet/courses/sessions?product_id=${course.a}&counts=true`)).total_count).toBe(BUYERS);
    const completed = await list(`/v1/cabinet/courses/sessions?product_id=${course.a}&state=completed`);
    expect(completed.list.map((r) => r.payer_email).sort()).toEqual([email(9), email(10), email(11)]);
    expect(completed.list.every((r) => r.percent === 100 && r.completed_at)).toBe(true);
    const january = await list(`/v1/cabinet/courses/sessions?created_from=2026-01-01&created_to=2026-01-31&counts=true`);
    expect(january.total_count).toBe([...Array(BUYERS + 1).keys()].filter((i) => i % 3 === 0).length);
    const one = await list(`/v1/cabinet/courses/sessions?query=${encodeURIComponent(email(4))}`);
    expect(one.list).toHaveLength(1);
    expect(one.list[0]).toMatchObject({ payer_email: email(4), product_id: course.a, product_name: `Course A ${run}`, percent: 40 });
    // the start of an address finds every buyer of this run
    expect((await list(`/v1/cabinet/courses/sessions?query=${run}-b&counts=true`)).total_count).toBe(BUYERS + 1);
  });

  it("sorts by progress and pages by cursor, forward and back", async () => {
    const whole = await list(`/v1/cabinet/courses/sessions?product_id=${course.a}&sort=percent&dir=desc&per=50`);
    const percents = whole.list.map((r) => r.percent as number);
    expect(percents).toEqual([...percents].sort((x, y) => y - x));
    const seen: number[] = [];
    let page = await list(`/v1/cabinet/courses/sessions?product_id=${course.a}&sort=percent&dir=desc&per=10`);
    seen.push(...page.list.map((r) => r.id as number));
    expect(page.has_more).toBe(true);
    page = await list(`/v1/cabinet/courses/sessions?product_id=${course.a}&sort=percent&dir=desc&per=10&after=${page.next}`);
    seen.push(...page.list.map((r) => r.id as number));
    expect(page.has_more).toBe(false);
    expect(seen).toEqual(whole.list.map((r) => r.id));
    const back = await list(`/v1/cabinet/courses/sessions?product_id=${course.a}&sort=percent&dir=desc&per=10&before=${page.prev}`);
    expect(back.list.map((r) => r.id)).toEqual(seen.slice(0, 10));
  });

  it("refuses what the list does not offer", async () => {
    expectError(await seller("GET", "/v1/cabinet/courses/sessions?sort=name"), 422, "unknown_filter", "sort");
    expectError(await seller("GET", "/v1/cabinet/courses/sessions?passed=true"), 422, "unknown_filter", "passed");
  });
});

describe("lesson statuses and quiz attempts", () => {
  it("lists each buyer's lesson states with the lesson's title, filtered by state", async () => {
    const finished = await list(`/v1/cabinet/courses/lesson_statuses?product_id=${course.a}&state=finished&counts=true`);
    expect(finished.total_count).toBe(3);
    expect(finished.list[0]).toMatchObject({
      lesson_id: lessons[0],
      lesson_title: "Welcome",
      state: "finished",
      product_name: `Course A ${run}`,
    });
    expect(finished.list.map((r) => r.payer_email).sort()).toEqual([email(9), email(10), email(11)]);
    const viewed = await list(`/v1/cabinet/courses/lesson_statuses?product_id=${course.a}&state=viewed&counts=true`);
    expect(viewed.total_count).toBe(9);
    const byBuyer = await list(`/v1/cabinet/courses/lesson_statuses?query=${encodeURIComponent(email(3))}`);
    expect(byBuyer.list.map((r) => r.payer_email)).toEqual([email(3)]);
    // every sort pages on rowid (the table has no id)
    for (const sort of ["viewed_at", "finished_at", "state", "lesson_id"]) {
      const first = await list(`/v1/cabinet/courses/lesson_statuses?product_id=${course.a}&sort=${sort}&per=10`);
      const second = await list(`/v1/cabinet/courses/lesson_statuses?product_id=${course.a}&sort=${sort}&per=10&after=${first.next}`);
      expect(first.list.length + second.list.length, sort).toBe(BUYERS);
    }
  });

  it("lists quiz attempts, passed or not, sorted by score", async () => {
    const passed = await list(`/v1/cabinet/courses/quiz_attempts?product_id=${course.a}&passed=true&counts=true`);
    expect(passed.total_count).toBe(6);
    expect(passed.list.every((r) => r.passed === true && r.score_percent === 100 && r.lesson_title === "Check")).toBe(true);
    const failed = await list(`/v1/cabinet/courses/quiz_attempts?product_id=${course.a}&passed=false&counts=true`);
    expect(failed.total_count).toBe(6);
    expect(failed.list.every((r) => r.passed === false && r.score_percent === 0)).toBe(true);
    const byScore = await list(`/v1/cabinet/courses/quiz_attempts?product_id=${course.a}&sort=score_percent&dir=asc&per=50`);
    expect(byScore.list.map((r) => r.score_percent)).toEqual([...Array(6).fill(0), ...Array(6).fill(100)]);
    expectError(await seller("GET", "/v1/cabinet/courses/quiz_attempts?passed=maybe"), 422, "invalid_filter_value", "passed");
  });
});

describe("another seller", () => {
  it("sees nothing of these buyers, by list, filter, search or product id", async () => {
    for (const path of ["sessions", "lesson_statuses", "quiz_attempts"]) {
      for (const query of [`product_id=${course.a}`, `product_id=${course.b}`, `query=${run}-b`, `query=${encodeURIComponent(email(9))}`]) {
        const page = await list(`/v1/cabinet/courses/${path}?${query}&counts=true`, other);
        expect(page.total_count, `${path}?${query}`).toBe(0);
        expect(page.list).toEqual([]);
      }
      const everything = await list(`/v1/cabinet/courses/${path}?per=500`, other);
      expect(everything.list.some((r) => String(r.payer_email).startsWith(run))).toBe(false);
    }
  });

  it("cannot move the course (404, as a missing one)", async () => {
    expectError(await other("POST", `/v1/cabinet/products/${course.a}/course_publish/schedule`), 404, "product_not_found");
    expectError(await seller("POST", `/v1/cabinet/products/999999999/course_publish/schedule`), 404, "product_not_found");
  });
});

describe("course publish moves", () => {
  const move = (event: string, id = course.b) => seller("POST", `/v1/cabinet/products/${id}/course_publish/${event}`);

  it("follows core's machine and refuses what it does not offer", async () => {
    // published: only a new run may be scheduled
    expectError(await move("pause"), 409, "transition_not_allowed");
    expectError(await move("start"), 409, "transition_not_allowed");
    const steps: [string, string, string[]][] = [
      ["schedule", "publish_pending", ["start", "pause", "cancel"]],
      ["start", "publishing", ["complete", "pause", "cancel"]],
      ["pause", "publish_paused", ["resume", "cancel"]],
      ["resume", "publishing", ["complete", "pause", "cancel"]],
      ["complete", "published", ["schedule"]],
      ["schedule", "publish_pending", ["start", "pause", "cancel"]],
      ["cancel", "publish_canceled", ["schedule"]],
    ];
    for (const [event, state, actions] of steps) {
      const answer = await move(event);
      expect(answer.status, `${event}: ${answer.text}`).toBe(200);
      expect(answer.body).toEqual({ product_id: course.b, publish_state: state, actions });
    }
    expectError(await move("resume"), 409, "transition_not_allowed");
    const rows = (await seller("GET", "/v1/cabinet/courses/overview")).body.list as Record<string, any>[];
    expect(rows.find((r) => r.product_id === course.b)).toMatchObject({ publish_state: "publish_canceled", actions: ["schedule"] });
  });

  it("answers 404 for an unknown move and 409 for a product that is no course", async () => {
    expectError(await move("fly"), 404, "route_not_found");
    expectError(await move("schedule", course.download), 409, "wrong_product_form");
  });
});
