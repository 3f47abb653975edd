// Course certificates in the browser (issue 30): the player's download and
// the public verification page `/certificates[/{code}]`.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

/** Downloads the certificate from the course player's box; its file name and bytes. */
export async function downloadCertificate(page: Page): Promise<{ name: string; bytes: Uint8Array }> {
  await page.locator('[data-testid="certificate"][data-earned="true"]').waitFor();
  const link = page.getByTestId("certificate-download");
  await link.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: download.suggestedFilename(), bytes: new Uint8Array(readFileSync(await download.path())) };
}

export class CertificateCheckPage {
  constructor(private readonly page: Page) {}

  /** Opens `url` (the address printed on a certificate, or `/certificates`) and waits for its answer. */
  async open(url: string) {
    await this.page.goto(url);
    await this.page.getByTestId("certificate-check").waitFor();
  }

  /** The check's state once settled: `valid`, `not_found` or `error` (`none` without a code). */
  async state(): Promise<string> {
    const state = this.page.getByTestId("certificate-check-state");
    if ((await state.count()) === 0) return "none";
    await this.page.locator('[data-testid="certificate-check-state"]:not([data-state="loading"])').waitFor();
    return (await state.getAttribute("data-state")) ?? "";
  }

  /** The facts a valid certificate shows, by name. */
  async facts(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const key of ["buyer", "course", "seller", "completed", "code"]) {
      out[key] = ((await this.page.getByTestId(`certificate-fact-${key}`).textContent()) ?? "").trim();
    }
    return out;
  }

  /** The verdict's words. */
  async verdict(): Promise<string> {
    return ((await this.page.locator(".cc-verdict").textContent()) ?? "").trim();
  }

  /** Types `code` into the form and checks it. */
  async checkCode(code: string) {
    await this.page.getByTestId("certificate-code").fill(code);
    await this.page.getByTestId("certificate-check-submit").click();
    await this.page.waitForURL((url) => url.pathname.startsWith("/certificates/"));
  }
}
