// An API fuzzer driven by the API document (`GET /v1/openapi.json`), in
// the manner of schemathesis: for every operation, requests made from its
// schemas (a valid example, then mutations: wrong types, missing and
// unknown fields, huge strings, negative and huge numbers, odd unicode,
// bad ids in the path, bad query parameters, bodies that are not JSON) are
// sent as an anonymous caller, a buyer and a seller. Every answer must be
// below 500, have a status the document names for that operation, and,
// when it is JSON, match the schema documented for that status.
//
// Bounded and repeatable: a fixed seed (logged; `FUZZ_SEED` overrides it)
// and a fixed number of cases per operation and caller.
//
// Left out, on purpose: `/v1/dev/*` (development helpers that move the
// worker's clock, switch faults and provider addresses for every other
// test of the same worker; not part of the API a deployment serves). The
// seller and the buyer are new accounts made here, so nothing the fuzzer
// changes touches the demo data other files rely on.
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, confirmedAccount, requestAt, type Answer } from "./support/api";
import { rng as seeded } from "./support/rng";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: any };
type Operation = {
  parameters?: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }>; $ref?: string }>;
  "x-access": string;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, any> };
};

const SEED = Number(process.env.FUZZ_SEED ?? 20251125);
/**
 * Requests per operation and caller: one valid example and five mutations.
 * Every operation is fuzzed by every caller, and each caller's cases of an
 * operation still reach both kinds that go by the case's number (a broken
 * Idempotency-Key at cases 2 and 5, an odd non-JSON body at odd cases); the
 * kind of each mutation is drawn. It was 10: 5,430 requests, about 100 s of
 * the suite, for the same operations and kinds (2026-12-07).
 */
const CASES = 6;
const CONCURRENCY = 4;

let document: Document;
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
const API = "urn:sellwerk:api";
const compiled = new Map<string, ValidateFunction>();

/** A schema whose `$ref`s point into the document's components. */
function anchored(schema: Schema): Schema {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${API}#/components/`)) as Schema;
}

function validator(key: string, schema: Schema): ValidateFunction {
  let v = compiled.get(key);
  if (!v) {
    v = ajv.compile(anchored(schema));
    compiled.set(key, v);
  }
  return v;
}

/** The schema `$ref` names, or `schema` itself. */
function resolve(schema: Schema): Schema {
  let s = schema;
  for (let i = 0; i < 20 && typeof s?.$ref === "string"; i++) {
    const name = s.$ref.replace("#/components/schemas/", "");
    s = document.components.schemas[name] ?? {};
  }
  return s ?? {};
}

type Random = ReturnType<typeof seeded>;

const pick = <T>(r: Random, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;

/** Ids that exist, for body fields of these names (the demo shop's products and plans), so bodies reach past "not found". */
const knownIds: Record<string, number[]> = {};

/** A string for `schema`: patterns and names the API knows get plausible values. */
function stringFor(r: Random, schema: Schema, name: string): string {
  if (schema.pattern === "^-?[0-9]+(\\.[0-9]+)?$" || /amount|price|total|due_now/.test(name)) return pick(r, ["12.50", "0", "9.99", "100"]);
  if (/currency/.test(name) || schema.pattern === "^[A-Za-z]{3}$") return pick(r, ["eur", "usd", "chf"]);
  if (/country/.test(name) || schema.pattern === "^[A-Za-z]{2}$") return pick(r, ["DE", "AT", "FR", "US"]);
  if (/email/.test(name)) return `fuzz${Math.floor(r() * 1e9)}@example.org`;
  if (/_at$|date|start|valid_/.test(name)) return "2030-01-01T10:00:00Z";
  if (/url/.test(name)) return "https://example.org/x";
  if (/username|seller/.test(name)) return pick(r, ["demo", "nobody", "kleinunternehmer"]);
  if (/password/.test(name)) return "fuzzing password";
  const length = Math.min(Number(schema.maxLength ?? 12), 12);
  return "fuzz".concat("abcdefgh".slice(0, Math.max(0, length - 4)));
}

/** A value valid for `schema` (as far as structure goes), `depth` bounding recursion. */
function example(r: Random, schema: Schema, name = "", depth = 0): Json {
  const s = resolve(schema);
  if ("const" in s) return s.const as Json;
  if (Array.isArray(s.enum)) return pick(r, s.enum) as Json;
  const choices = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (choices?.length) {
    const concrete = choices.filter((c) => resolve(c).type !== "null");
    return example(r, pick(r, concrete.length ? concrete : choices), name, depth + 1);
  }
  if (Array.isArray(s.allOf)) return Object.assign({}, ...s.allOf.map((part: Schema) => example(r, part, name, depth + 1)));
  const type = Array.isArray(s.type) ? (s.type.find((t: string) => t !== "null") ?? "null") : s.type;
  if (depth > 6) return null;
  switch (type) {
    case "object":
    case undefined: {
      if (!s.properties && type === undefined) return null;
      const out: Record<string, Json> = {};
      const required = new Set<string>(s.required ?? []);
      for (const [key, sub] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
        if (required.has(key) || r() < 0.5) out[key] = example(r, sub, key, depth + 1);
      }
      return out;
    }
    case "array": {
      const count = Math.max(Number(s.minItems ?? 0), Math.floor(r() * 3));
      return Array.from({ length: Math.min(count, 3) }, () => example(r, s.items ?? {}, name, depth + 1));
    }
    case "integer": {
      const ids = knownIds[name];
      if (ids?.length && r() < 0.8) return pick(r, ids);
      const min = Number(s.minimum ?? 0);
      const max = Math.min(Number(s.maximum ?? min + 100), min + 100);
      return min + Math.floor(r() * (max - min + 1));
    }
    case "number":
      return Math.floor(r() * 1000) / 10;
    case "boolean":
      return r() < 0.5;
    case "string":
      return stringFor(r, s, name);
    default:
      return null;
  }
}

const ODD = [
  "",
  " ",
  "\u0000",
  "\u202e\u0645\u0631\u062d\u0628\u0627",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧨",
  "\ud800",
  "' OR 1=1 --",
  "%00%2e%2e/",
  "<script>alert(1)</script>",
  "x".repeat(10_000),
];
const NUMBERS = [-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 0.5, -0.0];
const WRONG: Json[] = [null, true, 17, "text", [], {}, [1, "a"], { nested: { deeper: [] } }];

/** Some path of `value` to a leaf: the keys and indexes leading to it. */
function somePath(r: Random, value: Json): (string | number)[] {
  const path: (string | number)[] = [];
  let node: Json = value;
  for (let i = 0; i < 6; i++) {
    if (Array.isArray(node) && node.length) {
      const index = Math.floor(r() * node.length);
      path.push(index);
      node = node[index] as Json;
    } else if (node && typeof node === "object" && !Array.isArray(node) && Object.keys(node).length) {
      const key = pick(r, Object.keys(node));
      path.push(key);
      node = node[key] as Json;
    } else break;
    if (r() < 0.3) break;
  }
  return path;
}

function setAt(value: Json, path: (string | number)[], replacement: Json | undefined): Json {
  if (!path.length) return replacement === undefined ? null : replacement;
  const copy = JSON.parse(JSON.stringify(value)) as Json;
  let node = copy as any;
  for (const step of path.slice(0, -1)) node = node[step];
  const last = path[path.length - 1] as string | number;
  if (replacement === undefined) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = replacement;
  return copy;
}

/** A mutation of a valid body: each case a different kind of wrongness. */
function mutate(r: Random, valid: Json, kind: number): Json | string {
  const path = somePath(r, valid);
  switch (kind % 8) {
    case 0:
      return setAt(valid, path, pick(r, WRONG));
    case 1:
      return setAt(valid, path, undefined);
    case 2:
      return setAt(valid, path, pick(r, ODD));
    case 3:
      return setAt(valid, path, pick(r, NUMBERS));
    case 4:
      return valid && typeof valid === "object" && !Array.isArray(valid) ? { ...valid, unexpected_field: pick(r, WRONG) } : valid;
    case 5:
      return pick(r, ['{"unterminated": ', "not json at all", "", "[]", "null", "1e999999", '{"a":1,"a":2}']);
    case 6:
      return pick(r, WRONG);
    default:
      return setAt(valid, path, "x".repeat(Math.floor(r() * 60_000)));
  }
}

/** A generated value as a path or query parameter's text (a structured one as its JSON). */
const asText = (value: Json): string => (typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));

const PATH_VALUES = ["0", "-1", "abc", "99999999999999999999", "1.5", "%00", "%2e%2e", "x".repeat(500), "%F0%9F%92%A5", "1%20OR%201%3D1"];

function pathFor(r: Random, template: string, op: Operation, valid: boolean, known: Record<string, string[]>): string {
  return template.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    if (!valid) return pick(r, PATH_VALUES);
    const values = known[name];
    if (values?.length && r() < 0.7) return encodeURIComponent(pick(r, values));
    const schema = op.parameters?.find((p) => p.in === "path" && p.name === name)?.schema ?? {};
    return encodeURIComponent(asText(example(r, schema, name)));
  });
}

const QUERY_VALUES = ["-1", "0", "7", "abc", "99999999999999999999", "asc", "up", "name;DROP", "", "%ZZ", "a,,b", "x".repeat(3000)];

function queryFor(r: Random, op: Operation, wild: boolean): string {
  const params = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (p.in !== "query") continue;
    if (!p.required && r() < 0.5) continue;
    params.set(p.name, wild ? pick(r, QUERY_VALUES) : asText(example(r, p.schema, p.name)));
  }
  if (wild && r() < 0.5)
    params.set(pick(r, ["foo", "payment_state", "product_id", "created_from", "amount_from", "page"]), pick(r, QUERY_VALUES));
  const text = params.toString();
  return text ? `?${text}` : "";
}

type Caller = { name: string; headers: () => Record<string, string> };
type Finding = {
  caller: string;
  method: string;
  operation: string;
  path: string;
  status: number;
  problem: string;
  sent: string;
  answer: string;
};

async function signedUp(profile: "seller" | "payer"): Promise<string> {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `fuzz-${profile}-${run}@example.org`;
  const password = "fuzzing password";
  const anyone = (method: string, path: string, json?: unknown) => requestAt(baseUrl(), method, path, json);
  await confirmedAccount(anyone, { email, password, username: `fz${profile[0]}${run}`, firstName: "Fuzz", lastName: "Er", profile });
  const session = await anyone("POST", "/v1/app/session", { email, password, profile_type: profile });
  expect(session.status, session.text).toBe(200);
  return session.body.access_token as string;
}

/** Checks one answer against the document; a problem's description, or null. */
function judge(op: Operation, opKey: string, answer: Answer): string | null {
  if (answer.status >= 500) return `server error ${answer.status}`;
  const documented = op.responses[String(answer.status)];
  if (!documented) return `undocumented status ${answer.status} (documented: ${Object.keys(op.responses).join(", ")})`;
  const type = answer.headers.get("content-type") ?? "";
  const content = documented.$ref ? document.components.responses[documented.$ref.split("/").pop() as string].content : documented.content;
  const schema = content?.["application/json"]?.schema as Schema | undefined;
  if (!schema) {
    if (type.includes("application/json") && content && !Object.keys(content).some((t) => t.includes("json")))
      return `JSON answer where ${Object.keys(content).join(", ")} is documented`;
    return null;
  }
  if (!type.includes("application/json")) return `answer of type ${type || "none"} where JSON is documented`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return "answer is not JSON";
  }
  const validate = validator(`${opKey} ${answer.status}`, schema);
  if (!validate(body)) return `answer breaks its schema: ${ajv.errorsText(validate.errors, { separator: "; " }).slice(0, 600)}`;
  return null;
}

/** Runs `jobs` with at most `limit` at once. */
async function pool<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++] as () => Promise<T>;
        results.push(await job());
      }
    }),
  );
  return results;
}

describe("the API fuzzer (driven by /v1/openapi.json)", () => {
  it("has a judge that fails what it must (a 5xx, an undocumented status, an answer off its schema)", () => {
    const saved = document;
    document = {
      paths: {},
      components: { schemas: { Thing: { type: "object", properties: { id: { type: "integer" } }, required: ["id"] } }, responses: {} },
    };
    ajv.addSchema({ $id: "urn:sellwerk:judge-test", components: document.components });
    const op: Operation = {
      "x-access": "public",
      responses: { "200": { content: { "application/json": { schema: { $ref: "urn:sellwerk:judge-test#/components/schemas/Thing" } } } } },
    };
    const answer = (status: number, text: string): Answer => ({
      status,
      text,
      body: {},
      headers: new Headers({ "content-type": "application/json" }),
    });
    expect(judge(op, "judge 1", answer(200, '{"id": 5}'))).toBeNull();
    expect(judge(op, "judge 2", answer(500, "{}"))).toMatch(/server error/);
    expect(judge(op, "judge 3", answer(404, "{}"))).toMatch(/undocumented status 404/);
    expect(judge(op, "judge 4", answer(200, '{"id": "5"}'))).toMatch(/breaks its schema/);
    expect(judge(op, "judge 5", answer(200, "not json"))).toMatch(/not JSON/);
    document = saved;
  });

  const callers: Caller[] = [];
  // path values that exist, so requests reach past "not found": the demo
  // shop's, and for the seller its own products of every form
  const known: Record<string, string[]> = {
    username: ["demo"],
    id: ["1"],
    product_id: ["1"],
    code: ["WELCOME10"],
    variant: ["s100", "s400", "original"],
    provider: ["stripe", "paypal", "sandbox"],
    action: ["publish", "unpublish", "archive", "duplicate"],
  };
  const sellerProducts: string[] = [];

  beforeAll(async () => {
    console.log(`fuzz-api: seed ${SEED} (FUZZ_SEED=${SEED} repeats this run), ${CASES} cases per operation and caller`);
    document = (await (await fetch(`${baseUrl()}/v1/openapi.json`)).json()) as Document;
    ajv.addSchema({ $id: API, components: document.components });
    const demo = await requestAt(baseUrl(), "GET", "/v1/shop/demo/products/1");
    expect(demo.status, demo.text).toBe(200);
    knownIds.product_id = [1, 5];
    knownIds.plan_id = (demo.body.product.pricing_plans as { id: number }[]).map((p) => p.id);
    const [seller, buyer] = [await signedUp("seller"), await signedUp("payer")];
    callers.push(
      { name: "anonymous", headers: () => ({}) },
      { name: "buyer", headers: () => ({ authorization: `Bearer ${buyer}` }) },
      { name: "seller", headers: () => ({ authorization: `Bearer ${seller}` }) },
    );
    for (const form of ["download", "bundle", "course", "license_key", "event", "membership", "certificate", "service"]) {
      const product = await requestAt(
        baseUrl(),
        "POST",
        "/v1/cabinet/products",
        { form, name: `Fuzzed ${form}` },
        { authorization: `Bearer ${seller}` },
      );
      expect(product.status, product.text).toBe(201);
      sellerProducts.push(String(product.body.product.id));
    }
  }, 120_000);

  afterAll(async () => {
    console.log(`fuzz-api: ${compiled.size} answer schemas compiled`);
    // The run hammers the sign-up and sign-in doors from one address: the
    // files after it on this worker start without its rate-limit counters.
    const cleared = await requestAt(baseUrl(), "POST", "/v1/dev/faults", { clear_limits: true });
    expect(cleared.status, cleared.text).toBe(200);
  });

  it("answers every operation below 500, with documented statuses and answers that match their schemas", async () => {
    const r = seeded(SEED);
    const findings: Finding[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    const operations = Object.entries(document.paths)
      .filter(([path]) => !path.startsWith("/v1/dev/"))
      .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })))
      // signing out last, so the other calls keep their sessions
      .sort(
        (a, b) =>
          Number(a.path === "/v1/app/session" && a.method === "DELETE") - Number(b.path === "/v1/app/session" && b.method === "DELETE"),
      );
    expect(operations.length).toBeGreaterThan(80);
    const signOuts = operations.filter((o) => o.method === "DELETE" && o.path === "/v1/app/session");
    const rest = operations.filter((o) => !signOuts.includes(o));
    for (const batch of [rest, signOuts]) {
      const jobs: (() => Promise<void>)[] = [];
      for (const { path, method, op } of batch) {
        for (const caller of callers) {
          for (let n = 0; n < CASES; n++) {
            // every draw happens here, in a fixed order, so the seed repeats the run
            const ids = caller.name === "seller" ? { ...known, id: sellerProducts, product_id: sellerProducts } : known;
            const goodPath = n === 0 || r() < 0.6;
            const url = pathFor(r, path, op, goodPath, ids) + queryFor(r, op, n > 0 && r() < 0.5);
            const bodySchema = op.requestBody?.content["application/json"]?.schema;
            let body: Json | string | undefined;
            if (bodySchema) {
              const valid = example(r, bodySchema);
              body = n === 0 ? valid : mutate(r, valid, n + Math.floor(r() * 8));
            } else if (op.requestBody) {
              body = n % 2 ? pick(r, ODD) : "{}";
            }
            const text = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
            const headers: Record<string, string> = { ...caller.headers() };
            if (op.parameters?.some((p) => p.in === "header" && p.name === "Idempotency-Key"))
              headers["idempotency-key"] = n % 3 === 2 ? pick(r, ["", "\u00e9", "x".repeat(300)]) : `fuzz-${SEED}-${sent + jobs.length}`;
            jobs.push(async () => {
              let answer: Answer;
              try {
                answer = await requestAt(baseUrl(), method, url, text === undefined ? undefined : text, {
                  ...(text === undefined ? {} : { "content-type": "application/json" }),
                  ...headers,
                });
              } catch (e) {
                findings.push({
                  caller: caller.name,
                  method,
                  operation: path,
                  path: url.slice(0, 200),
                  status: 0,
                  problem: `request failed: ${String(e)}`,
                  sent: String(text).slice(0, 200),
                  answer: "",
                });
                return;
              }
              sent++;
              statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
              const problem = judge(op, `${method} ${path}`, answer);
              if (problem)
                findings.push({
                  caller: caller.name,
                  method,
                  operation: path,
                  path: url.slice(0, 200),
                  status: answer.status,
                  problem,
                  sent: String(text).slice(0, 300),
                  answer: answer.text.slice(0, 300),
                });
            });
          }
        }
      }
      await pool(jobs, CONCURRENCY);
    }
    console.log(
      `fuzz-api: ${sent} requests to ${operations.length} operations as ${callers.length} callers, ${findings.length} findings; answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
    const distinct = new Map<string, Finding>();
    for (const f of findings) distinct.set(`${f.method} ${f.operation} ${f.status} ${f.problem.slice(0, 60)}`, f);
    expect([...distinct.values()], `seed ${SEED}`).toEqual([]);
  }, 600_000);
});
