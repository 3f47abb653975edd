// The course certificate as a buyer meets it (issue 30), in headless
// Chromium at 390 and 1280 px: a German buyer who finished the demo
// seller's course downloads the certificate from the course player: a PDF
// with their name, the course, the day written out in German and a
// verification code. The address printed beside the code opens the public
// verification page, which shows who earned which course from which seller
// on which day; a made-up code typed into its form says no certificate has it.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SignInPage } from "./pages/AccountPages";
import { CertificateCheckPage, downloadCertificate } from "./pages/CertificatePages";
import { CoursePlayer } from "./pages/PayerPages";
import { baseUrl } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { type FinishedCourse, finishedCourse, germanDate, pdfCode, pdfTexts, todayUtc } from "./support/certificates";
import { a11yReport, checkA11y } from "./support/screens";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

describe("the course certificate in the browser", () => {
  const { page: browserPage, errors } = useBrowserPage();
  let page: Page;
  let done: FinishedCourse;
  let code = "";

  beforeAll(async () => {
    page = browserPage();
    await page.addInitScript(() => window.localStorage.setItem("locale", "de"));
    done = await finishedCourse({
      run,
      courseName: `Aquarell für Anfänger, Licht und Schatten ${run}`,
      orientation: "landscape",
      first: "Jörg",
      last: "Müller-Weiß",
      locale: "de",
      ip: "198.51.100.1",
    });
    // the buyer signs in at the shop's sign-in, on the way into the player
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/payer/s/demo/courses/${done.course.id}`);
    await page.waitForURL((url) => url.pathname === "/s/demo/sign_in");
    await new SignInPage(page).signIn(done.buyer.email, done.buyer.password);
    await new CoursePlayer(page).waitForLesson();
  }, 90_000);

  for (const width of [390, 1280]) {
    it(`downloads the certificate from the player at ${width} px: a PDF with the buyer, the course, the German date and the code`, async () => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await new CoursePlayer(page).open(baseUrl(), "demo", done.course.id);
      const { name, bytes } = await downloadCertificate(page);
      expect(name).toBe(`Zertifikat - ${done.courseName}.pdf`);
      expect(Buffer.from(bytes.subarray(0, 8)).toString("latin1")).toBe("%PDF-1.4");
      expect(Buffer.from(bytes).toString("latin1")).toContain("/MediaBox [0 0 841.89 595.28]");
      const texts = pdfTexts(bytes);
      expect(texts).toEqual(expect.arrayContaining(["Abschlusszertifikat", "Jörg Müller-Weiß", done.courseName, germanDate(todayUtc())]));
      const printed = pdfCode(texts);
      if (code) expect(printed, "the same code on every download").toBe(code);
      code = printed;
      const address = texts.find((t) => t.startsWith("Prüfen unter "))?.slice("Prüfen unter ".length) ?? "";
      expect(address).toBe(`${baseUrl()}/certificates/${code}`);

      // the address on the certificate: the public page shows the facts
      const check = new CertificateCheckPage(page);
      await check.open(address);
      expect(await check.state()).toBe("valid");
      expect(await check.verdict()).toContain("Dieses Zertifikat ist echt.");
      expect(await check.facts()).toEqual({
        buyer: "Jörg Müller-Weiß",
        course: done.courseName,
        seller: done.sellerName,
        completed: germanDate(todayUtc()),
        code,
      });
      const found = await checkA11y(page);
      expect(found, a11yReport(found)).toEqual([]);

      // a code made up (well formed, nobody's) says so plainly
      await check.checkCode(width < 600 ? "ABCDE-FGHJK-MNPQR-STVWX" : "zzzzz zzzzz zzzzz zzzz0");
      expect(await check.state()).toBe("not_found");
      expect(await check.verdict()).toBe("Zu diesem Code gibt es kein Zertifikat.");
      expect(await page.getByTestId("certificate-code").isVisible()).toBe(true);
      expect(errors).toEqual([]);
    });
  }
});
