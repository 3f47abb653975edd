// Course certificates through the API (issue 30): a buyer who finished a
// course downloads an A4 PDF (the course's orientation, their name, the
// course, the day written out in their language, the seller, a
// verification code); the code opens the public check, which shows who
// earned which course from which seller on which day and nothing else.
// Attacks: a made-up or malformed code is a plain 404; lookups are
// limited per client address (429 with Retry-After), the next address is
// not held up; nobody else downloads the buyer's certificate.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, expectError, requestAt, signIn } from "./support/api";
import { type FinishedCourse, finishedCourse, germanDate, pdfCode, pdfTexts, todayUtc } from "./support/certificates";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const check = (code: string, ip = "198.51.100.20") =>
  requestAt(baseUrl(), "GET", `/v1/certificate_checks/${encodeURIComponent(code)}`, undefined, { "cf-connecting-ip": ip });
let done: FinishedCourse;
let code = "";

/** The certificate as the buyer downloads it: the answer and its bytes. */
async function download(token: string, path: string) {
  const response = await fetch(`${baseUrl()}${path}/certificate`, { headers: { authorization: `Bearer ${token}` } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

beforeAll(async () => {
  // the limits' windows are fixed on the edge's clock: start in a fresh one, so none ends during the attack
  const real = Math.floor(Date.now() / 1000);
  const offset = Math.ceil(real / 900) * 900 + 2 - real;
  expect((await requestAt(baseUrl(), "POST", "/v1/dev/clock", { offset_seconds: offset })).status).toBe(200);
  done = await finishedCourse({
    run,
    courseName: `Aquarell für Anfänger ${run}`,
    orientation: "portrait",
    first: "Jörg",
    last: "Weiß",
    locale: "de",
    ip: "198.51.100.",
  });
}, 60_000);

afterAll(async () => {
  await requestAt(baseUrl(), "POST", "/v1/dev/clock", { offset_seconds: 0 });
});

describe("the completion certificate", () => {
  it("is a portrait A4 PDF in the buyer's language with a code, the same code on every download", async () => {
    const token = await signIn(done.buyer.email, done.buyer.password, "198.51.100.13");
    const { response, bytes } = await download(token, done.path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const disposition = response.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(
      /^attachment; filename="Zertifikat - Aquarell f_r Anf_nger [a-z0-9]+\.pdf"; filename\*=UTF-8''Zertifikat%20-%20Aquarell%20f%C3%BCr%20/,
    );
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw.startsWith("%PDF-1.4\n")).toBe(true);
    expect(raw).toContain("/MediaBox [0 0 595.28 841.89]");
    expect(raw).toContain("/BaseFont /Times-Italic /Encoding /WinAnsiEncoding");
    // the cross-reference table points at every object
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(raw)?.[1]);
    const entries = raw
      .slice(xref)
      .split("\n")
      .slice(3)
      .filter((l) => / 00000 n $/.test(l));
    expect(entries.length).toBeGreaterThanOrEqual(10);
    entries.forEach((entry, i) => expect(raw.slice(Number(entry.slice(0, 10))).startsWith(`${i + 1} 0 obj`)).toBe(true));
    const texts = pdfTexts(bytes);
    expect(texts).toEqual(
      expect.arrayContaining([
        "Abschlusszertifikat",
        "Jörg Weiß",
        `Aquarell für Anfänger ${run}`,
        germanDate(todayUtc()),
        `bei ${done.sellerName} erfolgreich abgeschlossen hat.`,
      ]),
    );
    expect(raw).toContain("(J\\366rg Wei\\337)");
    code = pdfCode(texts);
    expect(texts).toContain(`Prüfen unter ${baseUrl()}/certificates/${code}`);
    // downloaded again: the same code
    expect(pdfCode(pdfTexts((await download(token, done.path)).bytes))).toBe(code);
  });

  it("opens the public check by its code, typed loosely too, showing only who earned which course when", async () => {
    expect(code).not.toBe("");
    const found = await check(code);
    expect(found.status, found.text).toBe(200);
    expect(found.body).toEqual({
      code,
      kind: "course",
      buyer_name: "Jörg Weiß",
      course_name: `Aquarell für Anfänger ${run}`,
      seller_name: done.sellerName,
      completed_on: todayUtc(),
      valid_from: null,
      valid_until: null,
    });
    expect(found.headers.get("cache-control")).toBe("no-store");
    expect((await check(code.toLowerCase().replaceAll("-", ""))).body.code).toBe(code);
  });

  it("answers a made-up or malformed code with a plain 404 (attack)", async () => {
    // a well-formed code nobody holds: its last character changed
    const last = code.at(-1) === "0" ? "1" : "0";
    expectError(await check(`${code.slice(0, -1)}${last}`), 404, "certificate_not_found");
    for (const bad of ["nonsense", "' OR 1=1 --", "A".repeat(200), "%00"]) expectError(await check(bad), 404, "certificate_not_found");
  });

  it("limits lookups per client address: 30 in a window, then 429; the next address is not held up (attack)", async () => {
    const ip = "198.51.100.99";
    const answers = await Promise.all(
      Array.from({ length: 35 }, (_, i) => check(i % 2 ? code : `ZZZZZ-ZZZZZ-ZZZZZ-ZZZ${i.toString().padStart(2, "0")}`, ip)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = answers.find((a) => a.status === 429)!;
    expectError(refused, 429, "rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // even the right code waits now; another address is answered
    expect((await check(code, ip)).status).toBe(429);
    expect((await check(code, "198.51.100.98")).status).toBe(200);
  });

  it("is nobody else's to download: another account, no session", async () => {
    expect((await requestAt(baseUrl(), "GET", `${done.path}/certificate`)).status).toBe(401);
    const sellerToken = await signIn("demo@sellwerk.test", "demo-password", "198.51.100.14");
    expectError(await apiAs(() => sellerToken)("GET", `${done.path}/certificate`), 404, "course_not_found");
  });
});
