// The buyer's course API (issue 17) against the real worker: a buyer who
// paid reaches the course's lessons, files, quizzes and certificate; nobody
// else reaches any lesson content (anonymous callers, other buyers, another
// seller's buyers, a buyer whose access is blocked); drip dates hold when
// the lesson or its file is called directly and open when the edge's clock
// passes them; a quiz keeps its attempts limit; a refund blocks; a paused
// instalment plan blocks until its debt is paid; a membership opens its
// included course while it is paid.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, apiAs, baseUrl, confirmedAccount, expectError, filesOrigin, must, requestAt, signIn } from "./support/api";
import { quotedOrderBody, sandboxForm, tickUntilQuiet, untilOrder } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let demoToken = "";
let studioToken = "";
const demo = apiAs(() => demoToken);
const studio = apiAs(() => studioToken);
const anyone = (method: string, path: string, json?: unknown) => requestAt(baseUrl(), method, path, json);
/** A signed file link, as anyone asks the files site for it (where the app sends file links). */
const atFiles = (path: string) => requestAt(filesOrigin(), "GET", path);
/** Sign-ups and sign-ins of this file come from addresses of its own (both are throttled per address). */
const fromFile = (method: string, path: string, json?: unknown) =>
  requestAt(baseUrl(), method, path, json, { "cf-connecting-ip": "203.0.113.171" });

let addresses = 180;
/** A buyer: a confirmed account, its caller, and `renew` to sign in again (a token expires when the edge's clock moves on). */
async function newBuyer(name: string) {
  const email = `course-${name}-${run}@example.org`;
  const password = "a-long-buyer-password";
  await confirmedAccount(fromFile, {
    email,
    password,
    username: `c${name}${run}`.slice(0, 30),
    firstName: "Berta",
    lastName: name[0]!.toUpperCase() + name.slice(1),
    profile: "payer",
  });
  let token = await signIn(email, password, `203.0.113.${addresses++}`);
  const renew = async () => {
    token = await signIn(email, password, `203.0.113.${addresses++}`);
  };
  return { email, call: apiAs(() => token), renew };
}
type Buyer = Awaited<ReturnType<typeof newBuyer>>;

/** Buys `plan` of `product` as `email` by card on the sandbox's page; the order's token once delivered. */
async function buy(product: number, plan: number, email: string, card = "4242424242424242") {
  const body = await quotedOrderBody(anyone, { product_id: product, plan_id: plan }, email);
  const made = await requestAt(baseUrl(), "POST", "/v1/checkout/orders", body, { "idempotency-key": `course-${run}-${email}-${plan}` });
  expect(made.status, made.text).toBe(201);
  const paid = await sandboxForm(made.body.redirect_url, { card_number: card });
  if (paid.status !== 303) expect((await sandboxForm(`${made.body.redirect_url}/challenge`, { result: "approve" })).status).toBe(303);
  const token = made.body.order.token as string;
  await untilOrder(token, (o) => o.delivery?.delivered === true, "delivered");
  return token;
}

async function uploadPdf(product: number, name: string) {
  const put = await fetch(`${baseUrl()}/v1/cabinet/products/${product}/files?name=${name}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${demoToken}`, "content-type": "application/pdf" },
    body: new TextEncoder().encode(`%PDF-1.4 ${name} ${run}`),
  });
  expect(put.status).toBe(201);
  return ((await put.json()) as { file: { id: number } }).file.id;
}

/** Moves the edge's clock `days` ahead (0: back to now); the buyers `renew` sign in again at that time. */
async function clockAt(days: number, ...renew: Buyer[]) {
  const moved = await anyone("POST", "/v1/dev/clock", { offset_seconds: Math.round(days * 86_400) });
  expect(moved.status, moved.text).toBe(200);
  for (const buyer of renew) await buyer.renew();
}

const published: [typeof demo, number][] = [];
let course = 0;
let instalments = 0;
let oneTime = 0;
let otherCourse = 0;
let membership = 0;
let membershipPlan = 0;
let file = { workbook: 0, late: 0 };
const path = (lesson?: number | string, shop = "demo", product = course) =>
  `/v1/payer/s/${shop}/courses/${product}${lesson === undefined ? "" : `/lessons/${lesson}`}`;
let a: Buyer; // buys the course in instalments
let b: Buyer; // buys nothing
let c: Buyer; // buys another seller's course
let refunded: Buyer;
let member: Buyer;
let aOrder = "";

beforeAll(async () => {
  demoToken = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.173");
  studioToken = await signIn("studio@sellwerk.test", "studio-password", "203.0.113.174");
  const seller = must(demo);
  course = (await seller("/v1/cabinet/products", { form: "course", name: `Course ${run}` })).product.id;
  published.push([demo, course]);
  file = { workbook: await uploadPdf(course, "workbook.pdf"), late: await uploadPdf(course, "late.pdf") };
  const content = await seller(
    `/v1/cabinet/products/${course}/content`,
    {
      certificate: true,
      player_colour: "#1a2b3c",
      chapters: [
        {
          title: "Start",
          lessons: [
            { title: "Welcome", kind: "text", body: `SECRET-WELCOME-${run}` },
            {
              title: "Tour",
              kind: "video",
              video_url: "https://youtu.be/dQw4w9WgXcQ",
              quiz: {
                pass_percent: 100,
                attempts_max: 2,
                questions: [
                  { text: "One?", options: ["a", "b"], correct: [1] },
                  { text: "All that apply?", options: ["a", "b", "c"], correct: [0, 2] },
                ],
              },
            },
            { title: "Workbook", kind: "pdf", file_id: file.workbook },
            { title: "Hidden", kind: "text", body: `SECRET-HIDDEN-${run}`, publish: "not_for_publish" },
          ],
        },
        {
          title: "Later",
          lessons: [
            { title: "Late file", kind: "file", file_id: file.late, drip_days: 7 },
            { title: "Late text", kind: "text", body: `SECRET-LATE-${run}`, drip_days: 7 },
          ],
        },
      ],
    },
    "PUT",
  );
  expect(content.content.chapters.flatMap((ch: any) => ch.lessons.map((l: any) => l.id))).toEqual([1, 2, 3, 4, 5, 6]);
  instalments = (
    await seller(`/v1/cabinet/products/${course}/pricing_plans`, {
      name: "Three rates",
      terms: { kind: "installment", currency: "eur", first_amount: "10.00", next_amount: "10.00", payments_count: 3, interval: "1m" },
    })
  ).pricing_plan.id;
  oneTime = (
    await seller(`/v1/cabinet/products/${course}/pricing_plans`, {
      name: "Once",
      terms: { kind: "one_time", currency: "eur", price: "25.00" },
    })
  ).pricing_plan.id;
  await seller(`/v1/cabinet/products/${course}/publish`);
  // another seller's course
  const klein = must(studio);
  otherCourse = (await klein("/v1/cabinet/products", { form: "course", name: `Other course ${run}` })).product.id;
  published.push([studio, otherCourse]);
  await klein(
    `/v1/cabinet/products/${otherCourse}/content`,
    { chapters: [{ title: "A", lessons: [{ title: "B", kind: "text", body: "C" }] }] },
    "PUT",
  );
  const otherPlan = (
    await klein(`/v1/cabinet/products/${otherCourse}/pricing_plans`, {
      name: "Once",
      terms: { kind: "one_time", currency: "eur", price: "5.00" },
    })
  ).pricing_plan.id;
  await klein(`/v1/cabinet/products/${otherCourse}/publish`);
  // a monthly membership that includes the course
  membership = (await seller("/v1/cabinet/products", { form: "membership", name: `Membership ${run}` })).product.id;
  published.push([demo, membership]);
  await seller(`/v1/cabinet/products/${membership}/items`, { product_ids: [course] }, "PUT");
  membershipPlan = (
    await seller(`/v1/cabinet/products/${membership}/pricing_plans`, {
      name: "Monthly",
      terms: { kind: "subscription", currency: "eur", first_amount: "5.00", next_amount: "5.00", interval: "1m" },
    })
  ).pricing_plan.id;
  await seller(`/v1/cabinet/products/${membership}/publish`);

  [a, b, c, refunded, member] = await Promise.all([
    newBuyer("alice"),
    newBuyer("bob"),
    newBuyer("carol"),
    newBuyer("dora"),
    newBuyer("emil"),
  ]);
  // 3-D Secure on the first rate: later rates cannot be authenticated off-session
  aOrder = await buy(course, instalments, a.email, "4000000000003220");
  await buy(otherCourse, otherPlan, c.email);
}, 120_000);

afterAll(async () => {
  await clockAt(0);
  for (const [call, id] of published) await call("POST", `/v1/cabinet/products/${id}/archive`);
});

const ok = (answer: Answer) => {
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

describe("the buyer's course", () => {
  it("lists the shop and the course, outlines it without content, and serves its open lessons", async () => {
    const sellers = ok(await a.call("GET", "/v1/payer/sellers")).sellers;
    expect(sellers).toEqual([expect.objectContaining({ username: "demo", display_name: "Demo Creator GmbH", orders_count: 1 })]);
    const shop = ok(await a.call("GET", "/v1/payer/s/demo"));
    expect(shop.seller.username).toBe("demo");
    expect(shop.orders.map((o: any) => o.token)).toEqual([aOrder]);
    expect(shop.courses).toEqual([
      {
        product_id: course,
        name: `Course ${run}`,
        access: { state: "open" },
        progress: { finished: 0, total: 5, percent: 0 },
        resume_lesson_id: 1,
      },
    ]);
    const outline = await a.call("GET", path());
    expect(outline.status, outline.text).toBe(200);
    // no lesson content, no right answers, no hidden lesson in the outline
    expect(outline.text).not.toContain("SECRET");
    expect(outline.text).not.toContain("youtu");
    expect(outline.text).not.toContain("correct");
    expect(outline.body.player_colour).toBe("#1a2b3c");
    expect(outline.body.certificate).toEqual({ offered: true, earned: false });
    const lessons = outline.body.chapters.flatMap((ch: any) => ch.lessons);
    expect(lessons.map((l: any) => [l.id, l.kind, l.status, l.locked, l.has_quiz])).toEqual([
      [1, "text", "published", false, false],
      [2, "video", "published", false, true],
      [3, "pdf", "published", false, false],
      [5, "file", "pending", true, false],
      [6, "text", "pending", true, false],
    ]);
    expect(lessons[3].opens_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const welcome = ok(await a.call("GET", path(1)));
    expect(welcome).toMatchObject({ id: 1, kind: "text", body: `SECRET-WELCOME-${run}`, status: "viewed", next_id: 2 });
    expect(welcome.prev_id).toBeUndefined();
    const tour = await a.call("GET", path(2));
    expect(tour.body.video).toEqual({ embed: "youtube", url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" });
    expect(tour.body.quiz).toEqual({
      questions: [
        { text: "One?", options: ["a", "b"], multiple: false },
        { text: "All that apply?", options: ["a", "b", "c"], multiple: true },
      ],
      pass_percent: 100,
      attempts_max: 2,
      attempts_used: 0,
      passed: false,
    });
    expect(tour.text).not.toContain("correct");
    const workbook = ok(await a.call("GET", path(3)));
    expect(workbook.file.name).toBe("workbook.pdf");
    const pdf = await fetch(`${baseUrl()}${workbook.file.url}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toContain("inline");
    expect(await pdf.text()).toBe(`%PDF-1.4 workbook.pdf ${run}`);
    // finishing counts towards progress; the player resumes at the last lesson opened
    expect(ok(await a.call("POST", `${path(1)}/finish`))).toEqual({ status: "finished", progress: { finished: 1, total: 5, percent: 20 } });
    expect(ok(await a.call("POST", `${path(1)}/finish`)).progress.finished).toBe(1);
    const again = ok(await a.call("GET", path()));
    expect(again.resume_lesson_id).toBe(1);
    expect(again.chapters[0].lessons.map((l: any) => l.status)).toEqual(["finished", "viewed", "viewed"]);
  });

  it("gives no lesson content to an anonymous caller, another buyer or another seller's buyer", async () => {
    const routes = [path(), path(1), path(2), path(3), `${path(1)}/finish`, `${path(2)}/quiz`, `${path()}/certificate`];
    for (const r of routes) {
      const method = r.endsWith("/finish") || r.endsWith("/quiz") ? "POST" : "GET";
      const body = r.endsWith("/quiz") ? { answers: [[1], [0, 2]] } : undefined;
      expect((await anyone(method, r, body)).status, r).toBe(401);
      // a buyer who bought nothing, and a buyer of another shop: the course does not exist for them
      expectError(await b.call(method, r, body), 404, "course_not_found");
      expectError(await c.call(method, r, body), 404, "course_not_found");
    }
    expect(ok(await b.call("GET", "/v1/payer/sellers")).sellers).toEqual([]);
    expect(ok(await b.call("GET", "/v1/payer/s/demo"))).toMatchObject({ orders: [], courses: [], memberships: [] });
    expectError(await b.call("GET", "/v1/payer/s/nosuchshop"), 404, "shop_not_found");
    // the other seller's buyer reaches their own course, under its shop only
    expect((await c.call("GET", path(undefined, "kleinunternehmer", otherCourse))).status).toBe(200);
    expectError(await c.call("GET", path(undefined, "demo", otherCourse)), 404, "course_not_found");
    // the buyer of this course cannot reach the other shop's
    expectError(await a.call("GET", path(1, "kleinunternehmer", otherCourse)), 404, "course_not_found");
    expectError(await a.call("GET", path(1, "kleinunternehmer", course)), 404, "course_not_found");
    // a lesson left out by the seller, or none, does not exist
    expectError(await a.call("GET", path(4)), 404, "lesson_not_found");
    expectError(await a.call("GET", path(99)), 404, "lesson_not_found");
    expectError(await a.call("GET", path("one")), 404, "lesson_not_found");
    // a file link is the buyer's and the file's: changing either breaks its signature
    const link = ok(await a.call("GET", path(3))).file.url as string;
    const otherFile = link.replace(`/${file.workbook}?`, `/${file.late}?`);
    expectError(await atFiles(otherFile), 403, "link_invalid");
    const me = link.split("/")[3]!;
    const someoneElse = link.replace(`/course_files/${me}/`, `/course_files/${Number(me) + 1}/`);
    expectError(await atFiles(someoneElse), 403, "link_invalid");
    expectError(await atFiles(link.replace(/sig=[^&]+/, "sig=forged")), 403, "link_invalid");
  });

  it("keeps a dripped lesson and its file closed until the edge's clock reaches its day", async () => {
    const outline = ok(await a.call("GET", path()));
    const opens = outline.chapters[1].lessons[0].opens_on as string;
    for (const id of [5, 6]) {
      const refused = await a.call("GET", path(id));
      expectError(refused, 403, "lesson_not_open");
      expect(refused.text).toContain(opens);
      expect(refused.text).not.toContain("SECRET");
      expectError(await a.call("POST", `${path(id)}/finish`), 403, "lesson_not_open");
    }
    try {
      await clockAt(8, a);
      const late = ok(await a.call("GET", path(5)));
      expect(late.file.name).toBe("late.pdf");
      expect((await fetch(`${baseUrl()}${late.file.url}`)).status).toBe(200);
      expect(ok(await a.call("GET", path(6))).body).toBe(`SECRET-LATE-${run}`);
      expect(ok(await a.call("GET", path())).chapters[1].lessons.map((l: any) => l.locked)).toEqual([false, false]);
      // back before the day, the file link given while it was open no longer opens the file
      await clockAt(0);
      expectError(await atFiles(late.file.url), 404, "file_not_found");
    } finally {
      await clockAt(0, a);
    }
  });

  it("grades quizzes by core, refuses malformed answers and attempts beyond the limit", async () => {
    expectError(await a.call("POST", `${path(2)}/quiz`, { answers: [[1]] }), 422, "invalid_answer");
    expectError(await a.call("POST", `${path(2)}/quiz`, { answers: [[1], [7]] }), 422, "invalid_answer");
    expect((await a.call("POST", `${path(2)}/quiz`, { answers: "all" })).status).toBe(400);
    expectError(await a.call("POST", `${path(1)}/quiz`, { answers: [] }), 404, "quiz_not_found");
    // a subset of "all that apply" is wrong
    expect(ok(await a.call("POST", `${path(2)}/quiz`, { answers: [[1], [0]] }))).toEqual({
      score_percent: 50,
      passed: false,
      attempts_used: 1,
      attempts_left: 1,
    });
    expectError(await a.call("GET", `${path()}/certificate`), 403, "certificate_not_earned");
    expect(ok(await a.call("POST", `${path(2)}/quiz`, { answers: [[1], [2, 0]] }))).toEqual({
      score_percent: 100,
      passed: true,
      attempts_used: 2,
      attempts_left: 0,
    });
    expectError(await a.call("POST", `${path(2)}/quiz`, { answers: [[1], [2, 0]] }), 409, "quiz_attempts_exhausted");
    expect(ok(await a.call("GET", path(2))).quiz).toMatchObject({ attempts_used: 2, passed: true, last_score: 100 });
    // the seller hears of each stored attempt once (the refused third made none)
    const notices = ok(await demo("GET", "/v1/cabinet/notifications?per=100")).list.filter(
      (n: any) => n.kind === "quiz_attempt" && n.actor === a.email,
    );
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({ link: "/cabinet/courses/quiz_attempts", subject: expect.stringContaining(`Course ${run}`) });
  });

  it("draws the certificate only once every lesson is finished and every quiz passed", async () => {
    for (const id of [2, 3]) ok(await a.call("POST", `${path(id)}/finish`));
    expectError(await a.call("GET", `${path()}/certificate`), 403, "certificate_not_earned");
    try {
      await clockAt(8, a, b);
      ok(await a.call("POST", `${path(5)}/finish`));
      expect(ok(await a.call("POST", `${path(6)}/finish`)).progress).toEqual({ finished: 5, total: 5, percent: 100 });
      const outline = ok(await a.call("GET", path()));
      expect(outline.certificate).toEqual({ offered: true, earned: true, url: `${path()}/certificate` });
      const pdf = await a.call("GET", `${path()}/certificate`);
      expect(pdf.status, pdf.text).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="Certificate - Course ${run}.pdf"`);
      expect(pdf.text.startsWith("%PDF-1.4")).toBe(true);
      expect(pdf.text).toContain(`(Course ${run})`);
      expect(pdf.text).toContain("(Berta Alice)");
      expectError(await b.call("GET", `${path()}/certificate`), 404, "course_not_found");
    } finally {
      await clockAt(0, a, b);
    }
  });

  it("blocks everything at once when the order is refunded", async () => {
    const token = await buy(course, oneTime, refunded.email);
    const link = ok(await refunded.call("GET", path(3))).file.url as string;
    expect((await fetch(`${baseUrl()}${link}`)).status).toBe(200);
    const id = ok(await demo("GET", "/v1/cabinet/orders?per=100")).list.find((o: any) => o.token === token).id;
    expect((await demo("POST", `/v1/cabinet/orders/${id}/refund`, {})).status).toBeLessThan(300);
    await untilOrder(token, (o) => o.order.payment_state === "payment_refunded", "refunded");
    const outline = ok(await refunded.call("GET", path()));
    expect(outline.access).toEqual({ state: "blocked", reason: "refunded", order_token: token });
    expect(outline.chapters[0].lessons.every((l: any) => l.locked)).toBe(true);
    for (const id of [1, 2, 3]) {
      const refused = await refunded.call("GET", path(id));
      expectError(refused, 403, "course_access_blocked");
      expect(refused.text).not.toMatch(/SECRET|youtu|course_files/);
    }
    expectError(await refunded.call("POST", `${path(1)}/finish`), 403, "course_access_blocked");
    expectError(await refunded.call("POST", `${path(2)}/quiz`, { answers: [[1], [0, 2]] }), 403, "course_access_blocked");
    // the file link handed out before the refund stops working
    expectError(await atFiles(link), 403, "course_access_blocked");
  });
});

describe("a membership", () => {
  it("opens its included course while it is paid, and to the end of the paid period after a cancellation", async () => {
    const token = await buy(membership, membershipPlan, member.email);
    const shop = ok(await member.call("GET", "/v1/payer/s/demo"));
    expect(shop.memberships).toEqual([{ product_id: membership, name: `Membership ${run}`, access: { state: "open" } }]);
    expect(shop.courses.map((x: any) => [x.product_id, x.access.state])).toEqual([[course, "open"]]);
    const area = ok(await member.call("GET", `/v1/payer/s/demo/memberships/${membership}`));
    expect(area).toMatchObject({ product_id: membership, access: { state: "open" }, items: [{ product_id: course, form: "course" }] });
    expect(ok(await member.call("GET", path(1))).body).toBe(`SECRET-WELCOME-${run}`);
    // others do not reach the membership
    expectError(await b.call("GET", `/v1/payer/s/demo/memberships/${membership}`), 404, "course_not_found");
    expectError(await member.call("GET", `/v1/payer/s/demo/memberships/${course}`), 404, "course_not_found");
    // the buyer ends the subscription: the month paid stays open
    expect((await anyone("POST", `/v1/checkout/orders/${token}/cancel`)).status).toBeLessThan(300);
    const until = ok(await member.call("GET", path())).access;
    expect(until).toMatchObject({ state: "open", until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await member.call("GET", path(1))).status).toBe(200);
    try {
      await clockAt(40, member);
      const ended = ok(await member.call("GET", `/v1/payer/s/demo/memberships/${membership}`));
      expect(ended.access).toMatchObject({ state: "blocked", reason: "ended", until: until.until });
      expectError(await member.call("GET", path(1)), 403, "course_access_blocked");
    } finally {
      await clockAt(0, member);
    }
  });
});

describe("an instalment plan", () => {
  it("blocks the course while a later rate is a debt, with the way to pay it, and opens it again once paid", async () => {
    try {
      // the second rate cannot be charged off-session; after its retries it is a debt and the plan pauses
      for (const days of [33, 35, 39, 45, 52]) {
        await clockAt(days);
        await tickUntilQuiet();
        const o = await untilOrder(aOrder, () => true, "read");
        if (o.order.payment_state === "payment_paused") break;
      }
      await untilOrder(aOrder, (o) => o.order.payment_state === "payment_paused", "paused");
      await a.renew();
      const outline = ok(await a.call("GET", path()));
      expect(outline.access).toEqual({
        state: "blocked",
        reason: "payment_paused",
        order_token: aOrder,
        pay_url: `/s/demo/payment/${aOrder}/manage`,
      });
      // the outline still names the lessons, none opens
      expect(outline.chapters[0].lessons.map((l: any) => l.title)).toEqual(["Welcome", "Tour", "Workbook"]);
      expectError(await a.call("GET", path(1)), 403, "course_access_blocked");
      expectError(await a.call("GET", path(3)), 403, "course_access_blocked");
      expectError(await a.call("POST", `${path(3)}/finish`), 403, "course_access_blocked");
      expectError(await a.call("GET", `${path()}/certificate`), 403, "course_access_blocked");
      expect(ok(await a.call("GET", "/v1/payer/s/demo")).courses[0].access.reason).toBe("payment_paused");
      // the buyer pays the debt on the order's page: access returns
      const pay = await anyone("POST", `/v1/checkout/orders/${aOrder}/rates/1/pay`);
      expect(pay.status, pay.text).toBe(200);
      expect((await sandboxForm(pay.body.redirect_url, { card_number: "4242424242424242" })).status).toBe(303);
      await untilOrder(aOrder, (o) => o.rates[1].state === "paid" && o.order.payment_state === "paying", "debt paid");
      expect(ok(await a.call("GET", path())).access).toEqual({ state: "open" });
      expect(ok(await a.call("GET", path(1))).body).toBe(`SECRET-WELCOME-${run}`);
    } finally {
      await clockAt(0, a);
    }
  });
});
