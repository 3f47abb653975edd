import { createRequire } from "node:module";
import { expect, inject } from "vitest";

/**
 * The worker of this file's vitest pool (tests/support/server.ts): files of
 * one pool run one after another against it, so a file may move its clock
 * or faults as it did when one worker served the whole run.
 */
function poolWorker() {
  const workers = inject("workers");
  const pool = Number(process.env.VITEST_POOL_ID ?? "1");
  const worker = workers[(Number.isInteger(pool) && pool > 0 ? pool - 1 : 0) % workers.length];
  if (!worker) throw new Error("no worker was started for the edge tests (tests/support/server.ts)");
  return worker;
}

/** The origin of this file's worker. */
export const baseUrl = () => poolWorker().baseUrl;

/**
 * The origin of `username`'s shop site on this file's worker: the shops'
 * public pages live there, apart from the app's site (ARCHITECTURE.md,
 * "Security model"; `tests/support/localhost.ts` lets Node find the name).
 */
export const shopOrigin = (username: string, base = baseUrl()) => base.replace("127.0.0.1", `${username}.shops.localhost`);

/** The origin of the files site on this file's worker (downloads, lesson files). */
export const filesOrigin = (base = baseUrl()) => base.replace("127.0.0.1", "files.localhost");

/**
 * `html` without the nonces the edge gives a page's scripts as it leaves
 * (a fresh one per answer): what core rendered.
 */
export const withoutNonce = (html: string) => html.replace(/ nonce="[\w-]+"/g, "");

/** wrangler's state directory of this file's worker (local D1 and R2), for tests that check what is stored at rest. */
export const stateDir = () => poolWorker().stateDir;

export async function getJson(path: string) {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

export async function postRaw(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Record<string, any> };
}

export const postJson = (path: string, body: unknown) => postRaw(path, JSON.stringify(body));

/** An answer of the API: its status, the body read as JSON (`{}` when it is none), the raw text, the headers. */
export type Answer = { status: number; body: Record<string, any>; text: string; headers: Headers };

/**
 * One call of the API at `base` (a worker's origin): a string or bytes body
 * is sent as it is (a provider's webhook payload, deliberately broken JSON,
 * an uploaded file: its content type in `headers`), anything else as JSON;
 * redirects are answers, not followed.
 */
export async function requestAt(
  base: string,
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    redirect: "manual",
    headers: { ...(json === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body:
      json === undefined
        ? undefined
        : typeof json === "string"
          ? json
          : json instanceof Uint8Array
            ? new Uint8Array(json)
            : JSON.stringify(json),
  });
  const text = await response.text();
  let body: Record<string, any>;
  try {
    body = text ? (JSON.parse(text) as Record<string, any>) : {};
  } catch {
    body = {};
  }
  return { status: response.status, body, text, headers: response.headers };
}

/**
 * [`requestAt`] this file's worker at `path`, following the moves between
 * its sites (a 301 or 302 to another origin: a shop's page asked for at
 * the app goes to the shop's site, the payment page asked for at a shop's
 * site to the app) with the same headers; any other answer is returned, a
 * redirect within one site included.
 */
export async function atSite(method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  let url = new URL(`${baseUrl()}${path}`);
  for (let hop = 0; ; hop++) {
    const answer = await requestAt(url.origin, method, `${url.pathname}${url.search}`, json, headers);
    const location = answer.headers.get("location") ?? "";
    if (
      hop < 3 &&
      (answer.status === 301 || answer.status === 302) &&
      /^https?:\/\//.test(location) &&
      new URL(location).origin !== url.origin
    ) {
      url = new URL(location);
      continue;
    }
    return answer;
  }
}

/**
 * A caller of the API as a signed-in user, with the bearer token read at
 * each call (`""` until the file's sign-in); bodies as [`requestAt`] sends them.
 */
export function apiAs(token: () => string) {
  return (method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
    requestAt(baseUrl(), method, path, json, { authorization: `Bearer ${token()}`, ...headers });
}

/**
 * Signs in with a password from client address `ip` (sign-in is throttled
 * per address, so a file uses addresses of its own); the access token.
 */
/**
 * The seeded sellers `demo` (id 1) and `studio` as API callers, each with
 * its own session: `signIn(demoIp, studioIp)` in the file's beforeAll.
 */
export function seededSellers() {
  const tokens = { demo: "", studio: "" };
  return {
    demo: apiAs(() => tokens.demo),
    studio: apiAs(() => tokens.studio),
    /** The signed-in seller's bearer token (for a raw upload). */
    token: (name: "demo" | "studio") => tokens[name],
    async signIn(demoIp: string, studioIp: string) {
      tokens.demo = await signIn("demo@sellwerk.test", "demo-password", demoIp);
      tokens.studio = await signIn("studio@sellwerk.test", "studio-password", studioIp);
    },
  };
}

export async function signIn(email: string, password: string, ip: string): Promise<string> {
  const answer = await requestAt(baseUrl(), "POST", "/v1/app/session", { email, password }, { "cf-connecting-ip": ip });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.access_token as string;
}

/** A new account as the sign-up form takes it (spec section 5). */
export type NewAccount = {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
  profile: "seller" | "payer";
  /**
   * A seller gets every legal document (publishing needs them, issues 17
   * and 30) unless this is false.
   */
  legalDocuments?: boolean;
  /** The account's language (English unless given). */
  locale?: "de" | "en";
};

/** The documents a test seller publishes under (see [`legalDocuments`]). */
export const TEST_IMPRINT = "# Impressum\n\nTest Seller\nHauptstr. 5\n10115 Berlin";
export const TEST_TERMS = "# AGB\n\n## 1. Geltungsbereich\n\nDiese AGB gelten für alle Bestellungen im Shop.";
export const TEST_PRIVACY = "# Datenschutzerklärung\n\nWir verarbeiten die Daten deiner Bestellung, um den Vertrag zu erfüllen.";
export const TEST_CANCELLATION =
  "# Widerrufsbelehrung\n\nDu hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.";

/**
 * Writes the signed-in seller's imprint, terms, privacy notice and a set of
 * cancellation terms (publishing needs every kind, issue 30), as every test
 * seller has them unless it opts out; saving the same text again keeps its
 * version.
 */
export async function legalDocuments(token: string): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  for (const [kind, body] of [
    ["imprint", TEST_IMPRINT],
    ["terms", TEST_TERMS],
    ["privacy", TEST_PRIVACY],
  ] as const) {
    const answer = await requestAt(baseUrl(), "PUT", `/v1/cabinet/legal/${kind}`, { body }, auth);
    expect(answer.status, `PUT /v1/cabinet/legal/${kind}: ${answer.text}`).toBe(200);
  }
  // a set of cancellation terms, once
  const sets = await requestAt(baseUrl(), "GET", "/v1/cabinet/legal/cancellation_terms", undefined, auth);
  expect(sets.status, sets.text).toBe(200);
  if ((sets.body.list as unknown[]).length === 0) {
    const made = await requestAt(
      baseUrl(),
      "POST",
      "/v1/cabinet/legal/cancellation_terms",
      { name: "Digitale Inhalte", body: TEST_CANCELLATION },
      auth,
    );
    expect(made.status, `POST /v1/cabinet/legal/cancellation_terms: ${made.text}`).toBe(201);
  }
}

/**
 * Signs `account` up and confirms it through the mailed link with its
 * password (who signed up proves it so, and the confirmation keeps the
 * password), every call through `call` (a client address of the file's
 * own). A seller gets an imprint and terms unless `legalDocuments` is
 * false. Sign in afterwards with [`signIn`].
 */
/** A client address in 100.64.0.0/10 (no test uses that range otherwise) derived from `seed`. */
function setupAddress(seed: string): string {
  let hash = 2166136261;
  for (const c of seed) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0;
  return `100.${64 + (hash & 63)}.${(hash >>> 8) & 255}.${((hash >>> 16) % 254) + 1}`;
}

export async function confirmedAccount(
  call: (method: string, path: string, json?: unknown, headers?: Record<string, string>) => Promise<Answer>,
  account: NewAccount,
): Promise<void> {
  const { email, password } = account;
  // sign-ups are limited per client address (20 an hour): each account of a
  // test's setup comes from an address of its own, made from its e-mail
  const address = { "cf-connecting-ip": setupAddress(email) };
  const made = await call(
    "POST",
    "/v1/app/user",
    {
      email,
      password,
      username: account.username,
      first_name: account.firstName,
      last_name: account.lastName,
      locale: account.locale ?? "en",
      profile_type: account.profile,
      terms_accepted: true,
    },
    address,
  );
  expect(made.status, made.text).toBe(201);
  let link = "";
  // polled every 50 ms, up to 30 s: the mail is usually there within one poll
  for (let i = 0; i < 600 && !link; i++) {
    const mail = ((await call("GET", `/v1/dev/mails?to=${encodeURIComponent(email)}`)).body.list as { to: string; link: string }[]).find(
      (m) => m.to === email,
    );
    if (mail) link = mail.link;
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(link, `a confirmation mail to ${email}`).not.toBe("");
  const confirmation = new URL(link, "http://x").searchParams.get("confirmation_token");
  const confirmed = await call("POST", "/v1/app/user/confirmation", { confirmation_token: confirmation, password });
  expect(confirmed.status, confirmed.text).toBe(200);
  if (account.profile === "seller" && account.legalDocuments !== false) {
    const session = await call("POST", "/v1/app/session", { email, password }, address);
    expect(session.status, session.text).toBe(200);
    await legalDocuments(session.body.access_token as string);
  }
}

/**
 * A caller of `call`'s user for steps that must succeed (status under 300):
 * the answer's body. A POST, PUT or PATCH without `json` sends `{}`; a GET
 * or HEAD sends no body.
 */
export function must(call: ReturnType<typeof apiAs>) {
  return async (path: string, json?: unknown, method = "POST") => {
    const body = json ?? (method === "GET" || method === "HEAD" ? undefined : {});
    const answer = await call(method, path, body);
    expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
    return answer.body;
  };
}

/** A caller of the API for steps that must succeed, as [`must`] makes one: the answer's body. */
export type Must = (path: string, json?: unknown, method?: string) => Promise<Record<string, any>>;

/**
 * A published product of the seller `seller` calls as, with one plan
 * ("Standard", on `terms`); `prepare` sets the product up first and may
 * answer the event ticket the plan sells. Its ids.
 */
export async function publishedProduct(
  seller: Must,
  form: string,
  name: string,
  terms: Record<string, unknown>,
  prepare?: (id: number) => Promise<number | void>,
) {
  const id = (await seller("/v1/cabinet/products", { form, name })).product.id as number;
  const ticketId = (await prepare?.(id)) ?? undefined;
  const plan = (
    await seller(`/v1/cabinet/products/${id}/pricing_plans`, { name: "Standard", terms, ...(ticketId ? { ticket_id: ticketId } : {}) })
  ).pricing_plan.id as number;
  await seller(`/v1/cabinet/products/${id}/publish`);
  return { id, plan };
}

/** A published download of the signed-in seller: the text file `file` and a one-time plan at `price` EUR. */
export async function publishedDownload(
  call: ReturnType<typeof apiAs>,
  token: string,
  name: string,
  file: string,
  price: string,
): Promise<{ id: number; plan: number }> {
  const seller = must(call);
  const id = (await seller("/v1/cabinet/products", { form: "download", name })).product.id as number;
  const put = await fetch(`${baseUrl()}/v1/cabinet/products/${id}/files?name=${encodeURIComponent(file)}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "text/plain" },
    body: `the file of ${name}`,
  });
  expect(put.status).toBe(201);
  const plan = (
    await seller(`/v1/cabinet/products/${id}/pricing_plans`, { name: "Standard", terms: { kind: "one_time", currency: "eur", price } })
  ).pricing_plan.id as number;
  await seller(`/v1/cabinet/products/${id}/publish`);
  return { id, plan };
}

/**
 * Asserts the spec's error shape (section 8) with the given status and code:
 * `message` is core's English text for the code (never the key), the one
 * item's `detail` what happened this time.
 */
export function expectError(answer: { status: number; body: Record<string, any> }, status: number, code: string, field?: string) {
  expect(answer.status).toBe(status);
  expect(answer.body.error).toBe(code);
  expect(answer.body.message).toBe(core.message(code, "en"));
  expect(answer.body.errors).toHaveLength(1);
  const [item] = answer.body.errors;
  expect(item).toMatchObject({ status: String(status), code });
  expect(typeof item.detail).toBe("string");
  expect(item.detail.length).toBeGreaterThan(0);
  expect(typeof item.title).toBe("string");
  if (field) expect(item.source).toEqual({ pointer: `/${field}` });
}

/** sellwerk-core compiled to wasm for Node: the same code the browser runs. */
export const core = createRequire(import.meta.url)("../../wasm-pkg/pkg-node/sellwerk_wasm.js") as {
  quote: (request: unknown) => Record<string, any>;
  quoteJson: (request: string) => string;
  checkCoupon: (terms: unknown, productIds: Float64Array | number[], currency: string, now: string) => unknown;
  planSchedule: (terms: unknown, start: string, timeZone: string) => Record<string, any>[];
  formatMoney: (amount: string, currency: string, locale: string) => string;
  parseMoney: (text: string, currency: string, locale: string) => string;
  countries: () => string[];
  constants: () => unknown;
  /** Core's text for a translation key in a language (`en`, `de`), if it has one. */
  message: (key: string, locale: string) => string | undefined;
  validatePage: (doc: unknown) => { field: string; code: string }[] | undefined;
  /** Core's page renderer (`render::render_page`): a whole HTML document. */
  renderPage: (input: unknown) => string;
  /** Core's example documents of every page type. */
  samplePages: () => { type: string }[];
  productRules: (facts: unknown) => Record<string, any>;
  checkJson: (request: string) => string;
  listJson: (request: string) => string;
  transitionJson: (request: string) => string;
  machines: () => Record<string, any>[];
  statusColour: (status: string) => string | undefined;
  /** Core's consents and notices of an order of `forms` (legal::required_consents), worded in `language`. */
  requiredConsents: (
    forms: string[],
    business: boolean,
    country: string,
    language: string,
  ) => { language: string; texts_version: number; consents: { code: string; text: string }[]; notices: { code: string; text: string }[] };
};

export { camelizeKeys } from "../../web/src/api/case";
