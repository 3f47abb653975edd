// Course certificates in tests (issue 30): a buyer who finished a course
// of the demo seller, and the text a certificate PDF shows.
import { expect } from "vitest";
import { apiAs, baseUrl, confirmedAccount, must, publishedProduct, requestAt, signIn } from "./api";
import { quotedOrderBody, sandboxForm, untilOrder } from "./checkout";

export type FinishedCourse = {
  course: { id: number; plan: number };
  courseName: string;
  buyer: { email: string; password: string; name: string; call: ReturnType<typeof apiAs> };
  /** The course's address in the buyer's API. */
  path: string;
  /** The seller's name as the buyer's pages show it. */
  sellerName: string;
};

/**
 * The demo seller's published course `courseName` (two text lessons, a
 * certificate on a page lying as `orientation`), bought by card by a new
 * buyer (`first` `last`, writing `locale`) who finished every lesson.
 * Accounts and sign-ins come from `ip`'s address block (`ip` ends in `.`).
 */
export async function finishedCourse(opts: {
  run: string;
  courseName: string;
  orientation: "landscape" | "portrait";
  first: string;
  last: string;
  locale: "de" | "en";
  ip: string;
}): Promise<FinishedCourse> {
  const from = (method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
    requestAt(baseUrl(), method, path, json, { "cf-connecting-ip": `${opts.ip}10`, ...headers });
  const sellerToken = await signIn("demo@sellwerk.test", "demo-password", `${opts.ip}11`);
  const seller = must(apiAs(() => sellerToken));
  const course = await publishedProduct(
    seller,
    "course",
    opts.courseName,
    { kind: "one_time", currency: "eur", price: "19.00" },
    async (id) => {
      await seller(
        `/v1/cabinet/products/${id}/content`,
        {
          certificate: true,
          certificate_orientation: opts.orientation,
          chapters: [
            {
              title: "Grundlagen",
              lessons: [
                { title: "Farben mischen", kind: "text", body: "Blau und Gelb." },
                { title: "Nass in Nass", kind: "text", body: "Viel Wasser." },
              ],
            },
          ],
        },
        "PUT",
      );
    },
  );
  const email = `cert-${opts.run}@example.org`;
  const password = "certificate buyer password";
  await confirmedAccount(from, {
    email,
    password,
    username: `cert${opts.run}`.slice(0, 30),
    firstName: opts.first,
    lastName: opts.last,
    profile: "payer",
    locale: opts.locale,
  });
  const body = await quotedOrderBody(from, { product_id: course.id, plan_id: course.plan }, email);
  const made = await requestAt(baseUrl(), "POST", "/v1/checkout/orders", body, { "idempotency-key": `cert-${opts.run}` });
  expect(made.status, made.text).toBe(201);
  expect((await sandboxForm(made.body.redirect_url as string, { card_number: "4242424242424242" })).status).toBe(303);
  await untilOrder(made.body.order.token as string, (o) => o.delivery?.delivered === true, "delivered");
  const buyerToken = await signIn(email, password, `${opts.ip}12`);
  const call = apiAs(() => buyerToken);
  const path = `/v1/payer/s/demo/courses/${course.id}`;
  const outline = await call("GET", path);
  expect(outline.status, outline.text).toBe(200);
  for (const chapter of outline.body.chapters as { lessons: { id: number }[] }[]) {
    for (const lesson of chapter.lessons) {
      const done = await call("POST", `${path}/lessons/${lesson.id}/finish`);
      expect(done.status, done.text).toBe(200);
    }
  }
  return {
    course,
    courseName: opts.courseName,
    buyer: { email, password, name: `${opts.first} ${opts.last}`, call },
    path,
    sellerName: outline.body.seller.display_name as string,
  };
}

/**
 * The strings a certificate PDF's page shows, in order: its literal
 * strings (escapes undone) read as WinAnsi (Windows-1252), as a reader
 * shows them.
 */
export function pdfTexts(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString("latin1");
  const content = raw.slice(raw.indexOf("4 0 obj"), raw.indexOf("endstream", raw.indexOf("4 0 obj")));
  const decoder = new TextDecoder("windows-1252");
  const out: string[] = [];
  for (const match of content.matchAll(/\((?:\\.|[^\\)])*\) Tj/g)) {
    const literal = match[0].slice(1, -4);
    const bytes: number[] = [];
    for (let i = 0; i < literal.length; i++) {
      const c = literal[i]!;
      if (c !== "\\") {
        bytes.push(c.charCodeAt(0));
      } else if (/[0-7]/.test(literal[i + 1] ?? "")) {
        bytes.push(parseInt(literal.slice(i + 1, i + 4), 8));
        i += 3;
      } else {
        bytes.push(literal.charCodeAt(i + 1));
        i += 1;
      }
    }
    out.push(decoder.decode(new Uint8Array(bytes)));
  }
  return out;
}

/** The verification code a certificate's texts show. */
export function pdfCode(texts: string[]): string {
  const code = texts.map((t) => /([0-9A-Z]{5}(?:-[0-9A-Z]{5}){3})$/.exec(t)?.[1]).find(Boolean);
  expect(code, texts.join(" | ")).toBeTruthy();
  return code!;
}

/** Today on the edge's clock (UTC), as `YYYY-MM-DD`. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

const MONTHS_DE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];
/** A `YYYY-MM-DD` day as a German certificate writes it: 7. Dezember 2026. */
export function germanDate(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return `${d}. ${MONTHS_DE[m! - 1]} ${y}`;
}
