// Page objects of the buyer's purchases (issue 17): the payer area's shops
// (`/payer`), one shop's purchases (`/payer/s/{username}`), the course
// player (`/payer/s/{username}/courses/{id}[/lessons/{id}]`) and the
// membership area (`/v/{username}/{id}`).
import type { Page } from "playwright-core";

/** `/payer`: one card per shop the buyer bought from. */
export class PayerSellers {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/payer`);
    await this.waitFor();
  }

  async waitFor() {
    await this.page.waitForURL((url) => url.pathname === "/payer");
    await this.page.locator('[data-testid="payer-sellers"][data-state="ready"]').waitFor();
  }

  usernames() {
    return this.page.getByTestId("payer-seller").evaluateAll((els) => els.map((e) => e.getAttribute("data-username") ?? ""));
  }

  /** Follows a shop's card to its purchases. */
  async openSeller(username: string) {
    await this.page.locator(`[data-testid="payer-seller"][data-username="${username}"] [data-testid="payer-seller-link"]`).click();
    const seller = new PayerSellerPage(this.page);
    await seller.waitFor(username);
    return seller;
  }
}

/** `/payer/s/{username}`: the shop's courses, memberships and orders. */
export class PayerSellerPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, username: string) {
    await this.page.goto(`${baseUrl}/payer/s/${username}`);
    await this.waitFor(username);
  }

  async waitFor(username: string) {
    await this.page.waitForURL((url) => url.pathname === `/payer/s/${username}`);
    await this.page.locator(`[data-testid="payer-seller-page"][data-state="ready"][data-username="${username}"]`).waitFor();
  }

  courses() {
    return this.page.getByTestId("payer-course").evaluateAll((els) =>
      els.map((e) => ({
        productId: Number(e.getAttribute("data-product-id")),
        access: e.getAttribute("data-access") ?? "",
        percent: Number(e.getAttribute("data-percent")),
        action: e.querySelector('[data-testid="course-continue"]')?.textContent?.trim() ?? "",
      })),
    );
  }

  memberships() {
    return this.page
      .getByTestId("payer-membership")
      .evaluateAll((els) =>
        els.map((e) => ({ productId: Number(e.getAttribute("data-product-id")), access: e.getAttribute("data-access") ?? "" })),
      );
  }

  orderTokens() {
    return this.page.getByTestId("payer-order").evaluateAll((els) => els.map((e) => e.getAttribute("data-token") ?? ""));
  }

  /** Continue (or Start) on a course's card: the player at the lesson it resumes. */
  async continueCourse(productId: number) {
    await this.page.locator(`[data-testid="payer-course"][data-product-id="${productId}"] [data-testid="course-continue"]`).click();
    const player = new CoursePlayer(this.page);
    await player.waitForLesson();
    return player;
  }
}

export type OutlineLesson = { id: number; status: string; locked: boolean; opensOn: string; current: boolean; text: string };

/** The course player. */
export class CoursePlayer {
  constructor(private readonly page: Page) {}

  /** Opens the course (it goes on to the lesson it resumes) or one lesson. */
  async open(baseUrl: string, username: string, productId: number, lessonId?: number) {
    await this.page.goto(`${baseUrl}/payer/s/${username}/courses/${productId}${lessonId ? `/lessons/${lessonId}` : ""}`);
    await this.page.locator('[data-testid="player"]').waitFor();
  }

  /** Waits until the player shows a lesson's part: its content, the locked panel or the blocked panel. */
  async waitForLesson() {
    await this.page.waitForURL((url) => /\/lessons\/\d+$/.test(url.pathname));
    await this.page.locator('[data-testid="lesson"], [data-testid="lesson-locked"], [data-testid="access-blocked"]').first().waitFor();
  }

  /** The lesson id of the address. */
  lessonId() {
    return Number(/\/lessons\/(\d+)$/.exec(new URL(this.page.url()).pathname)?.[1] ?? 0);
  }

  /** The player's access as the page shows it: open, or blocked with its reason. */
  async access() {
    const player = this.page.getByTestId("player");
    return { state: await player.getAttribute("data-access"), reason: await player.getAttribute("data-reason") };
  }

  async progress() {
    const bar = this.page.locator('[data-testid="player"] [data-testid="course-progress"]');
    return {
      finished: Number(await bar.getAttribute("data-finished")),
      total: Number(await bar.getAttribute("data-total")),
      percent: Number(await bar.getAttribute("data-percent")),
    };
  }

  outline(): Promise<OutlineLesson[]> {
    return this.page.getByTestId("outline-lesson").evaluateAll((els) =>
      els.map((e) => ({
        id: Number(e.getAttribute("data-lesson-id")),
        status: e.getAttribute("data-status") ?? "",
        locked: e.getAttribute("data-locked") === "true",
        opensOn: e.getAttribute("data-opens-on") ?? "",
        current: e.getAttribute("aria-current") === "page",
        text: (e.textContent ?? "").trim(),
      })),
    );
  }

  /** Waits until the outline shows lesson `id` in `status` (the outline is asked again after a lesson opens). */
  async waitForStatus(id: number, status: string) {
    await this.page
      .locator(`[data-testid="outline-lesson"][data-lesson-id="${id}"][data-status="${status}"]`)
      .waitFor({ state: "attached" });
  }

  /** Whether the outline's lessons are visible (a collapsed list on a phone). */
  outlineVisible() {
    return this.page.getByTestId("outline-lesson").first().isVisible();
  }

  async toggleOutline() {
    await this.page.getByTestId("outline-toggle").click();
  }

  /** Follows a lesson of the outline (unfolding it first on a phone). */
  async chooseLesson(id: number) {
    if (!(await this.outlineVisible())) await this.toggleOutline();
    await this.page.locator(`[data-testid="outline-lesson"][data-lesson-id="${id}"]`).click();
    await this.page.waitForURL((url) => url.pathname.endsWith(`/lessons/${id}`));
    await this.waitForLesson();
  }

  async lesson() {
    const lesson = this.page.getByTestId("lesson");
    await lesson.waitFor();
    return {
      id: Number(await lesson.getAttribute("data-lesson-id")),
      kind: await lesson.getAttribute("data-kind"),
      status: await lesson.getAttribute("data-status"),
      title: (await this.page.getByTestId("lesson-title").textContent())?.trim() ?? "",
      text: (await this.page.getByTestId("lesson-body").textContent())?.trim() ?? "",
    };
  }

  /** Mark as finished, and waits until the lesson and the progress say so. */
  async finish() {
    const before = (await this.progress()).finished;
    await this.page.getByTestId("lesson-finish").click();
    await this.page.getByTestId("lesson-finished").waitFor();
    await this.page
      .locator(`[data-testid="player"] [data-testid="course-progress"]:not([data-finished="${before}"])`)
      .waitFor()
      .catch(() => undefined);
  }

  async next() {
    const from = this.lessonId();
    await this.page.getByTestId("lesson-next").click();
    await this.page.waitForURL((url) => !url.pathname.endsWith(`/lessons/${from}`));
    await this.waitForLesson();
  }

  /** The locked panel: its text and the date it names. */
  async locked() {
    const panel = this.page.getByTestId("lesson-locked");
    await panel.waitFor();
    return {
      opensOn: await panel.getAttribute("data-opens-on"),
      text: (await this.page.getByTestId("lesson-locked-text").textContent())?.trim() ?? "",
    };
  }

  /** The blocked panel: its reason, its text and the pay button's address (or null). */
  async blocked() {
    const panel = this.page.getByTestId("access-blocked");
    await panel.waitFor();
    const pay = this.page.getByTestId("access-pay");
    return {
      reason: await panel.getAttribute("data-reason"),
      text: (await this.page.getByTestId("access-blocked-reason").textContent())?.trim() ?? "",
      payUrl: (await pay.count()) > 0 ? await pay.getAttribute("href") : null,
    };
  }

  lessonCount() {
    return this.page.getByTestId("lesson").count();
  }

  /** Answers the quiz (per question the option indexes) and submits; the result shown. */
  async answerQuiz(answers: number[][]) {
    for (const [q, chosen] of answers.entries()) {
      for (const o of chosen) await this.page.locator(`[data-testid="quiz-option"][data-question="${q}"][data-option="${o}"]`).check();
    }
    await this.page.getByTestId("quiz-submit").click();
    const result = this.page.getByTestId("quiz-result");
    await result.waitFor();
    const quiz = this.page.getByTestId("quiz");
    return {
      passed: (await result.getAttribute("data-passed")) === "true",
      score: Number(await result.getAttribute("data-score")),
      attemptsLeft: await quiz.getAttribute("data-attempts-left"),
    };
  }

  async tryQuizAgain() {
    await this.page.getByTestId("quiz-again").click();
    await this.page.getByTestId("quiz-submit").waitFor();
  }

  /** The certificate box: offered and earned, and the download's address. */
  async certificate() {
    const box = this.page.getByTestId("certificate");
    if ((await box.count()) === 0) return null;
    const link = this.page.getByTestId("certificate-download");
    return {
      earned: (await box.getAttribute("data-earned")) === "true",
      href: (await link.count()) > 0 ? await link.getAttribute("href") : null,
    };
  }
}

/** The membership area `/v/{username}/{id}`. */
export class MembershipAreaPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, username: string, productId: number) {
    await this.page.goto(`${baseUrl}/v/${username}/${productId}`);
    await this.waitFor();
  }

  async waitFor() {
    await this.page.getByTestId("membership").waitFor();
  }

  async access() {
    return this.page.getByTestId("membership").getAttribute("data-access");
  }

  items() {
    return this.page.getByTestId("membership-item").evaluateAll((els) =>
      els.map((e) => ({
        productId: Number(e.getAttribute("data-product-id")),
        form: e.getAttribute("data-form") ?? "",
        opens: e.querySelector('[data-testid="membership-course"]') !== null,
        downloads: [...e.querySelectorAll('[data-testid="membership-download"]')].map((a) => a.getAttribute("data-name") ?? ""),
      })),
    );
  }

  /** Opens an included course in the player. */
  async openCourse(productId: number) {
    await this.page.locator(`[data-testid="membership-item"][data-product-id="${productId}"] [data-testid="membership-course"]`).click();
    const player = new CoursePlayer(this.page);
    await player.waitForLesson();
    return player;
  }
}
