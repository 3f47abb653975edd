// The client's control flow with an injected fetch: these tests are about
// what the client does with answers (refresh once, retry, cancel), so the
// answers are scripted here; the real edge is exercised by the browser test.
import { describe, expect, it } from "vitest";
import { ROUTE_CHANGE_REASON, type ApiError } from "./errors";
import { createHttp, RENEW_PATH, type HttpDeps } from "./http";

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const tokenError = (status: number, code: string) =>
  json(status, { error: code, message: code, errors: [{ status: String(status), code, title: code, detail: code }] });
const session = {
  access_token: "a2",
  refresh_token: "r2",
  expires_at: "x",
  refresh_expires_at: "y",
  user: { id: 1, first_name: "Erika" },
  area: "cabinet",
};

/** A fake edge: `route` answers each call; every call is recorded. */
function setup(route: (call: Call, n: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const notices: [string, string][] = [];
  const sessions: unknown[] = [];
  let ended = 0;
  const deps: HttpDeps = {
    fetch: async (url, init) => {
      const call = {
        url,
        method: init.method ?? "GET",
        headers: init.headers as Record<string, string>,
        body: init.body as string | undefined,
      };
      calls.push(call);
      const signal = init.signal;
      const answer = route(call, calls.length);
      return new Promise<Response>((resolve, reject) => {
        // an aborted signal's reason is the DOMException of its abort()
        if (signal?.aborted) return reject(signal.reason as DOMException);
        signal?.addEventListener("abort", () => reject(signal.reason as DOMException));
        void Promise.resolve(answer).then(resolve, reject);
      });
    },
    headers: () => ({ "accept-language": "de", "content-language": "de", fingerprint: "fp", "user-session-id": "tab" }),
    fingerprint: () => "fp",
    notify: (kind, code) => void notices.push([kind, code]),
    onSession: (s) => void sessions.push(s),
    onSessionEnded: () => void (ended += 1),
  };
  return { http: createHttp(deps), calls, notices, sessions, ended: () => ended };
}

/** An edge whose access token is expired until one refresh succeeds. */
function expiringEdge(renew: () => Response = () => json(200, session)) {
  let renewed = false;
  return (call: Call) => {
    if (call.url === RENEW_PATH) {
      const answer = renew();
      renewed = answer.ok;
      return answer;
    }
    return renewed ? json(200, { list_items: [call.url] }) : tokenError(401, "expired_access_token");
  };
}

describe("requests", () => {
  it("sends the spec's headers and JSON in snake_case, and reads camelCase", async () => {
    const t = setup(() => json(201, { user: { first_name: "Erika" } }));
    const answer = await t.http.post("/app/user", { firstName: "Erika", termsAccepted: true });
    expect(answer).toEqual({ user: { firstName: "Erika" } });
    expect(t.calls[0]).toMatchObject({
      url: "/v1/app/user",
      method: "POST",
      body: '{"first_name":"Erika","terms_accepted":true}',
      headers: {
        "accept-language": "de",
        "content-language": "de",
        fingerprint: "fp",
        "user-session-id": "tab",
        "content-type": "application/json",
      },
    });
  });

  it("sends form bodies", async () => {
    const t = setup(() => json(200, {}));
    await t.http.postForm("/app/session/renew_token", { refreshToken: "r", fingerprint: "fp" });
    expect(t.calls[0]?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(t.calls[0]?.body).toBe("refresh_token=r&fingerprint=fp");
  });

  it("answers 204 with an empty result, 429 with an empty result and a 'retry later' notice", async () => {
    const t = setup((_, n) => (n === 1 ? new Response(null, { status: 204 }) : json(429, { error: "rate_limited" })));
    expect(await t.http.delete("/app/session")).toBeNull();
    expect(await t.http.post("/app/user", {})).toBeNull();
    expect(t.notices).toEqual([["warning", "retry_later"]]);
  });

  it("flattens JSON:API answers", async () => {
    const t = setup(() => json(200, { data: [{ id: "1", type: "product", attributes: { created_at: "d" } }], meta: { total_count: 7 } }));
    expect(await t.http.get("/cabinet/products")).toEqual({ list: [{ id: "1", type: "product", createdAt: "d" }], totalCount: 7 });
  });

  it("notifies errors, but not field problems, token errors or silenced requests", async () => {
    const t = setup((call) => {
      if (call.url.endsWith("/boom")) return json(500, { error: "internal", message: "Internal error", errors: [] });
      if (call.url.endsWith("/form"))
        return json(422, { error: "required", errors: [{ code: "required", source: { pointer: "/email" } }] });
      if (call.url.endsWith("/quiet")) return json(404, { error: "not_found", errors: [] });
      if (call.url === RENEW_PATH) return tokenError(401, "missing_refresh_token");
      return tokenError(401, "missing_access_token");
    });
    await expect(t.http.get("/boom")).rejects.toMatchObject({ status: 500, code: "internal" });
    await expect(t.http.post("/form", {})).rejects.toMatchObject({ status: 422, problems: [{ field: "email", code: "required" }] });
    await expect(t.http.get("/quiet", { toast: false })).rejects.toMatchObject({ status: 404 });
    await expect(t.http.get("/app/user/me")).rejects.toMatchObject({ code: "missing_access_token" });
    expect(t.notices).toEqual([["error", "internal"]]);
  });

  it("reports a network error without a status", async () => {
    const t = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(t.http.get("/app/user/me")).rejects.toMatchObject({ status: 0, code: "network_error" });
    expect(t.notices).toEqual([["error", "network_error"]]);
  });
});

describe("refreshing the session", () => {
  it("refreshes once on an access-token error and retries the request", async () => {
    const t = setup(expiringEdge());
    expect(await t.http.get("/cabinet/products")).toEqual({ listItems: ["/v1/cabinet/products"] });
    expect(t.calls.map((c) => c.url)).toEqual(["/v1/cabinet/products", RENEW_PATH, "/v1/cabinet/products"]);
    // The refresh is a form body with the fingerprint; the refresh token is the cookie's.
    expect(t.calls[1]).toMatchObject({ method: "POST", body: "fingerprint=fp" });
    expect(t.sessions).toEqual([expect.objectContaining({ accessToken: "a2", user: { id: 1, firstName: "Erika" } })]);
    expect(t.notices).toEqual([]);
  });

  it("treats each access-token error (400, 401, 404) the same", async () => {
    for (const [status, code] of [
      [400, "invalid_access_token"],
      [404, "missing_access_token"],
      [401, "expired_access_token"],
    ] as const) {
      let renewed = false;
      const t = setup((call) => {
        if (call.url === RENEW_PATH) return ((renewed = true), json(200, session));
        return renewed ? json(200, {}) : tokenError(status, code);
      });
      await expect(t.http.get("/app/user/me")).resolves.toEqual({});
      expect(t.calls).toHaveLength(3);
    }
  });

  it("shares one refresh among concurrent requests", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    let renewed = false;
    const t = setup(async (call) => {
      if (call.url === RENEW_PATH) {
        await gate;
        renewed = true;
        return json(200, session);
      }
      return renewed ? json(200, { ok: call.url }) : tokenError(401, "expired_access_token");
    });
    const all = Promise.all([t.http.get("/a"), t.http.get("/b"), t.http.get("/c")]);
    await new Promise((r) => setTimeout(r, 10));
    release();
    expect(await all).toEqual([{ ok: "/v1/a" }, { ok: "/v1/b" }, { ok: "/v1/c" }]);
    expect(t.calls.filter((c) => c.url === RENEW_PATH)).toHaveLength(1);
    expect(t.sessions).toHaveLength(1);
  });

  it("does not refresh again for a request sent before the last refresh", async () => {
    // /slow was sent with the old token and is refused only after /fast has refreshed.
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((r) => (releaseSlow = r));
    let renewed = false;
    let slowCalls = 0;
    const t = setup(async (call) => {
      if (call.url === RENEW_PATH) return ((renewed = true), json(200, session));
      if (call.url.endsWith("/slow") && slowCalls++ === 0) {
        await slowGate;
        return tokenError(401, "expired_access_token");
      }
      return renewed ? json(200, { ok: true }) : tokenError(401, "expired_access_token");
    });
    const slow = t.http.get("/slow");
    await t.http.get("/fast");
    releaseSlow();
    await expect(slow).resolves.toEqual({ ok: true });
    expect(t.calls.filter((c) => c.url === RENEW_PATH)).toHaveLength(1);
  });

  it("retries only once: refused again after a refresh, the session is over", async () => {
    const t = setup((call) => (call.url === RENEW_PATH ? json(200, session) : tokenError(401, "invalid_access_token")));
    await expect(t.http.get("/app/user/me")).rejects.toMatchObject({ code: "invalid_access_token" });
    expect(t.calls.map((c) => c.url)).toEqual(["/v1/app/user/me", RENEW_PATH, "/v1/app/user/me"]);
    expect(t.ended()).toBe(1);
  });

  it("ends the session once when the refresh fails, for every waiting request, without notices", async () => {
    for (const code of ["expired_refresh_token", "missing_refresh_token", "invalid_refresh_token"]) {
      const t = setup(expiringEdge(() => tokenError(401, code)));
      const results = await Promise.allSettled([t.http.get("/a"), t.http.get("/b")]);
      expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
      expect(t.calls.filter((c) => c.url === RENEW_PATH)).toHaveLength(1);
      expect(t.ended()).toBe(1);
      expect(t.notices).toEqual([]);
      expect(t.sessions).toEqual([]);
    }
  });

  it("ends the session on a refresh-token error from any request", async () => {
    const t = setup(() => tokenError(401, "invalid_refresh_token"));
    await expect(t.http.get("/a")).rejects.toMatchObject({ code: "invalid_refresh_token" });
    expect(t.ended()).toBe(1);
    expect(t.calls).toHaveLength(1);
  });

  it("does not handle token errors of requests that opt out (sign-in)", async () => {
    const t = setup(() => tokenError(401, "missing_access_token"));
    await expect(t.http.post("/app/session", {}, { auth: false })).rejects.toMatchObject({ code: "missing_access_token" });
    expect(t.calls).toHaveLength(1);
    expect(t.ended()).toBe(0);
  });
});

describe("cancelling on a route change", () => {
  it("cancels requests in flight except those to exempt paths", async () => {
    const t = setup((call) => (call.url.includes("cabinet") ? json(200, { ok: 1 }) : new Promise<Response>(() => undefined)));
    const me = t.http.get("/app/user/me");
    const products = t.http.get("/cabinet/products");
    expect(t.http.cancelInFlight()).toBe(1);
    await expect(me).rejects.toMatchObject({ status: 0, code: "canceled", message: ROUTE_CHANGE_REASON });
    await expect(products).resolves.toEqual({ ok: 1 });
    expect(t.notices).toEqual([]);
  });

  it("never cancels the shared refresh", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    let renewed = false;
    const t = setup(async (call) => {
      if (call.url === RENEW_PATH) {
        await gate;
        renewed = true;
        return json(200, session);
      }
      return renewed ? json(200, {}) : tokenError(401, "expired_access_token");
    });
    const products = t.http.get("/cabinet/products");
    await new Promise((r) => setTimeout(r, 5));
    expect(t.http.cancelInFlight()).toBe(0);
    release();
    await expect(products).resolves.toEqual({});
  });

  it("tells its own abort apart from a route change", async () => {
    const t = setup(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = t.http.get("/app/user/me", { signal: controller.signal });
    controller.abort();
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.code]).toEqual([0, "aborted"]);
    expect(t.notices).toEqual([]);
  });
});

describe("Idempotency-Key on the routes the edge keeps per key", () => {
  /** A fake edge whose answers are scripted per call, with numbered keys. */
  function keyed(route: (call: Call, n: number) => Response | Promise<Response>) {
    const t = setup(route);
    let made = 0;
    const http = createHttp({
      fetch: (url, init) => {
        const call = { url, method: init.method ?? "GET", headers: init.headers as Record<string, string>, body: init.body as string };
        t.calls.push(call);
        return Promise.resolve(route(call, t.calls.length));
      },
      headers: () => ({}),
      fingerprint: () => "fp",
      notify: (kind, code) => void t.notices.push([kind, code]),
      onSession: () => undefined,
      onSessionEnded: () => undefined,
      newKey: () => `key-${(made += 1)}`,
    });
    return { http, calls: t.calls, notices: t.notices };
  }
  const keyOf = (call: Call | undefined) => call?.headers["idempotency-key"];

  it("sends a key on a stored route and none elsewhere", async () => {
    const t = keyed(() => json(201, { coupons: [] }));
    await t.http.post("/cabinet/coupons", { code: "A" });
    await t.http.post("/cabinet/coupons/5/deactivate", {});
    await t.http.post("/app/user/check_email", { email: "a@b.c" });
    await t.http.get("/cabinet/coupons");
    expect(t.calls.map(keyOf)).toEqual(["key-1", undefined, undefined, undefined]);
  });

  it("gives each action its own key: the same form sent again after a success is a new action", async () => {
    const t = keyed(() => json(201, { product: { id: 1 } }));
    await t.http.post("/cabinet/products", { name: "A", form: "download" });
    await t.http.post("/cabinet/products", { name: "A", form: "download" });
    await t.http.post("/cabinet/products/7/duplicate", {});
    expect(t.calls.map(keyOf)).toEqual(["key-1", "key-2", "key-3"]);
  });

  it("sends a double submit once: the second caller gets the first answer", async () => {
    let release: () => void = () => undefined;
    const t = keyed(() => new Promise<Response>((resolve) => (release = () => resolve(json(201, { product: { id: 9 } })))));
    const first = t.http.post("/cabinet/products", { name: "A" });
    const second = t.http.post("/cabinet/products", { name: "A" });
    release();
    expect(await first).toEqual({ product: { id: 9 } });
    expect(await second).toEqual({ product: { id: 9 } });
    expect(t.calls).toHaveLength(1);
  });

  it("retries an action after a network error, a 5xx, a 429 or a 409 in progress with the same key", async () => {
    const answers = [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => json(500, { error: "page_server_error" }),
      () => json(429, { error: "rate_limited" }),
      () => json(409, { error: "idempotency_key_in_progress", errors: [{ status: "409", code: "idempotency_key_in_progress" }] }),
      () => json(202, { order: { id: 3 } }),
    ];
    const t = keyed((_, n) => answers[n - 1]!());
    const refund = () => t.http.post("/cabinet/orders/3/refund", {});
    await expect(refund()).rejects.toMatchObject({ code: "network_error" });
    await expect(refund()).rejects.toMatchObject({ status: 500 });
    expect(await refund()).toBeNull();
    await expect(refund()).rejects.toMatchObject({ status: 409 });
    expect(await refund()).toEqual({ order: { id: 3 } });
    expect(t.calls.map(keyOf)).toEqual(["key-1", "key-1", "key-1", "key-1", "key-1"]);
    // decided: the next refund is another action
    await refund().catch(() => undefined);
    expect(keyOf(t.calls[5])).toBe("key-2");
  });

  it("forgets the key of an action the edge refused (4xx): a corrected form is new anyway, the same one runs again", async () => {
    const t = keyed((_, n) => (n === 1 ? json(422, { error: "invalid", errors: [{ status: "422", code: "required" }] }) : json(201, {})));
    await expect(t.http.post("/cabinet/coupons", { code: "" })).rejects.toMatchObject({ status: 422 });
    await t.http.post("/cabinet/coupons", { code: "" });
    expect(t.calls.map(keyOf)).toEqual(["key-1", "key-2"]);
  });

  it("keeps the key across the access-token refresh of one request", async () => {
    const edge = expiringEdge();
    const t = keyed((call) => edge(call));
    await t.http.post("/cabinet/products/4/license_keys", { text: "K" });
    const sent = t.calls.filter((c) => c.url.endsWith("/license_keys"));
    expect(sent.map(keyOf)).toEqual(["key-1", "key-1"]);
  });
});

describe("documents whose keys are data", () => {
  it("sends a raw body and keeps the answer's keys with `raw`", async () => {
    const doc = { type: "shop", blocks: [{ id: "hero", type: "banner", settings: { paddingTop: { desktop: 80, phone: 12 } } }] };
    const { http, calls } = setup(() => json(200, { page: { page_type: "shop", draft: doc } }));
    const answer = await http.request<{ page: { page_type: string; draft: unknown } }>(
      "PUT",
      "/cabinet/pages/1",
      { raw: { page_type: "shop", document: doc } },
      { raw: true },
    );
    expect(JSON.parse(calls[0]?.body ?? "")).toEqual({ page_type: "shop", document: doc });
    expect(answer).toEqual({ page: { page_type: "shop", draft: doc } });
    // without `raw` the same answer is camelized, as every other call's
    const camel = await http.get<Record<string, unknown>>("/cabinet/pages/1");
    expect(camel).toHaveProperty("page.pageType", "shop");
  });
});
