// The request machinery of the one API layer, with its surroundings
// (fetch, headers, toasts, what happens when a session ends) passed in, so
// that its control flow is unit-tested without a browser. `client.ts`
// builds the app's instance.
//
// - Bodies: JSON (keys to snake_case) or form (application/x-www-form-
//   urlencoded, the same keys); answers: JSON or JSON:API, keys to camelCase.
// - 204 and 429 give an empty result (null); 429 also a 'retry later' notice.
// - An access-token error refreshes the session once (concurrent requests
//   share that one refresh) and retries the request; a refresh that fails
//   with a refresh-token error ends the session (`onSessionEnded`).
// - Failures are notified, except token errors, cancellations, and 422s whose
//   every problem names a field (the form shows those beside its fields);
//   `toast: false` silences a request that shows its error itself.
// - In-flight requests are cancelled on a route change, except those to
//   exempt paths (see `isExemptFromCancel`).
// - Every POST to a route the edge keeps per `Idempotency-Key` carries one
//   key per user action, reused when that action is sent again; a repeat
//   while it is in flight shares its answer (see `idempotency.ts`).
import { camelizeKeys, snakeizeKeys, type Json } from "./case";
import { formBody } from "./encode";
import { ApiError, isAccessTokenError, isRefreshTokenError, isTokenError, parseError, ROUTE_CHANGE_REASON } from "./errors";
import { definitive, isStored, newKey } from "./idempotency";
import { fromJsonApi } from "./jsonapi";
import { apiUrl, isExemptFromCancel } from "./url";

export type NoticeKind = "success" | "error" | "warning" | "info";

export interface HttpDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Headers of every request: locale, fingerprint, user-session-id. */
  headers: () => Record<string, string>;
  /** The browser's fingerprint, sent with a refresh. */
  fingerprint: () => string;
  /** Shows a notice: `code` is a translation key, `text` the edge's own words (may be null). */
  notify: (kind: NoticeKind, code: string, text: string | null) => void;
  /** A refresh gave a new session (camelCase). */
  onSession: (session: unknown) => void;
  /** The session is over: forget it and go to sign-in. */
  onSessionEnded: () => void;
  /** Prefix of every API URL (empty: this site). */
  root?: string;
  /** Makes an Idempotency-Key (default: a random UUID). */
  newKey?: () => string;
}

/** `raw`: JSON whose keys are data (a page-builder document), sent as it is. */
export type Body = { json: Json } | { form: { [key: string]: Json | undefined } } | { raw: Json };

export interface RequestOptions {
  signal?: AbortSignal;
  /** false: never notify a failure (the screen shows it itself). */
  toast?: boolean;
  /** false: token errors are not handled (sign-in, the refresh itself). */
  auth?: boolean;
  /** true: the answer's keys are kept as the edge wrote them (documents whose keys are data). */
  raw?: boolean;
}

export const RENEW_PATH = "/v1/app/session/renew_token";

interface Answer {
  status: number;
  json: Json | null;
}

/** A user action on a `stored` route: its key, and its request while in flight. */
interface Action {
  key: string;
  running: Promise<unknown> | null;
}

interface InFlight {
  url: string;
  controller: AbortController;
  cancellable: boolean;
}

function parse(text: string): Json | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return null;
  }
}

function encode(body: Body | undefined): { headers: Record<string, string>; body?: string } {
  if (body === undefined) return { headers: {} };
  if ("form" in body) return { headers: { "content-type": "application/x-www-form-urlencoded" }, body: formBody(body.form) };
  if ("raw" in body) return { headers: { "content-type": "application/json" }, body: JSON.stringify(body.raw) };
  return { headers: { "content-type": "application/json" }, body: JSON.stringify(snakeizeKeys(body.json)) };
}

export function createHttp(deps: HttpDeps) {
  const inflight = new Set<InFlight>();
  /** Counts successful refreshes: a request sent before the latest one just retries. */
  let generation = 0;
  let refreshing: Promise<boolean> | null = null;

  /** The actions on `stored` routes not yet decided, by request (method, address, body). */
  const actions = new Map<string, Action>();
  const makeKey = deps.newKey ?? newKey;

  async function once(
    method: string,
    url: string,
    body: Body | undefined,
    opts: RequestOptions,
    cancellable: boolean,
    key: string | null,
  ): Promise<Answer> {
    const entry: InFlight = { url, controller: new AbortController(), cancellable };
    inflight.add(entry);
    const signal = opts.signal ? AbortSignal.any([opts.signal, entry.controller.signal]) : entry.controller.signal;
    const encoded = encode(body);
    try {
      const response = await deps.fetch(url, {
        method,
        signal,
        credentials: "same-origin",
        headers: { accept: "application/json", ...deps.headers(), ...encoded.headers, ...(key === null ? {} : { "idempotency-key": key }) },
        body: encoded.body,
      });
      return { status: response.status, json: parse(await response.text()) };
    } catch (e) {
      if (entry.controller.signal.aborted) throw new ApiError(0, "canceled", ROUTE_CHANGE_REASON);
      if (opts.signal?.aborted) throw new ApiError(0, "aborted", "The request was aborted.");
      throw new ApiError(0, "network_error", e instanceof Error ? e.message : String(e));
    } finally {
      inflight.delete(entry);
    }
  }

  function report(error: ApiError, opts: RequestOptions) {
    if (opts.toast === false || (error.status === 0 && (error.code === "canceled" || error.code === "aborted"))) return;
    if (isTokenError(error)) return;
    if (error.status === 422 && error.problems.length > 0) return;
    deps.notify("error", error.code, error.message === "page_server_error" ? null : error.message);
  }

  /**
   * Sends a request: on a `stored` route under the key of its action (made
   * on the first send, kept until the edge decided it), and a repeat while
   * the action is in flight waits for that one instead of sending again.
   */
  function request<T>(method: string, path: string, body?: Body, opts: RequestOptions = {}, cancellable = true): Promise<T | null> {
    const url = apiUrl(path, deps.root);
    if (!isStored(method, apiUrl(path))) return send<T>(method, url, body, opts, cancellable, null).then((r) => r.value);
    const signature = `${method} ${url} ${encode(body).body ?? ""}`;
    const known = actions.get(signature);
    if (known?.running) return known.running as Promise<T | null>;
    const action: Action = known ?? { key: makeKey(), running: null };
    actions.set(signature, action);
    const running = send<T>(method, url, body, opts, cancellable, action.key).then(
      ({ status, value }) => {
        if (definitive(status, null)) actions.delete(signature);
        else action.running = null;
        return value;
      },
      (e: unknown) => {
        if (e instanceof ApiError && definitive(e.status, e.code)) actions.delete(signature);
        else action.running = null;
        throw e;
      },
    );
    action.running = running;
    return running;
  }

  async function send<T>(
    method: string,
    url: string,
    body: Body | undefined,
    opts: RequestOptions,
    cancellable: boolean,
    key: string | null,
  ): Promise<{ status: number; value: T | null }> {
    let retried = false;
    for (;;) {
      const sentAt = generation;
      let answer: Answer;
      try {
        answer = await once(method, url, body, opts, cancellable, key);
      } catch (e) {
        if (e instanceof ApiError) report(e, opts);
        throw e;
      }
      if (answer.status === 204) return { status: 204, value: null };
      if (answer.status === 429) {
        deps.notify("warning", "retry_later", null);
        return { status: 429, value: null };
      }
      if (answer.status >= 200 && answer.status < 300) {
        const json = answer.json === null ? null : fromJsonApi(answer.json);
        return { status: answer.status, value: (json === null || opts.raw ? json : camelizeKeys(json)) as T | null };
      }
      const error = parseError(answer.status, answer.json);
      if (opts.auth !== false && isAccessTokenError(error)) {
        if (!retried) {
          retried = true;
          // Someone refreshed since this request went out: just retry.
          if (generation !== sentAt || (await refresh())) continue;
        } else {
          // Refreshed, and still refused: the session is not usable.
          deps.onSessionEnded();
        }
        throw error;
      }
      if (opts.auth !== false && isRefreshTokenError(error)) {
        deps.onSessionEnded();
        throw error;
      }
      report(error, opts);
      throw error;
    }
  }

  /**
   * Renews the session from the refresh-token cookie, once for every
   * request that waits on it: true when renewed, false when the session is
   * over (then `onSessionEnded` has run, once).
   */
  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      try {
        const session = await request<unknown>(
          "POST",
          RENEW_PATH,
          { form: { fingerprint: deps.fingerprint() } },
          { auth: false, toast: false },
          false,
        );
        if (session === null) throw new ApiError(429, "rate_limited", "retry_later");
        generation += 1;
        deps.onSession(session);
        return true;
      } catch (e) {
        if (e instanceof ApiError && (isRefreshTokenError(e) || isAccessTokenError(e) || e.status === 401)) {
          deps.onSessionEnded();
          return false;
        }
        throw e;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  return {
    request,
    refresh,
    get: <T>(path: string, opts?: RequestOptions) => request<T>("GET", path, undefined, opts),
    post: <T>(path: string, json: Json, opts?: RequestOptions) => request<T>("POST", path, { json }, opts),
    postForm: <T>(path: string, form: { [key: string]: Json | undefined }, opts?: RequestOptions) =>
      request<T>("POST", path, { form }, opts),
    put: <T>(path: string, json: Json, opts?: RequestOptions) => request<T>("PUT", path, { json }, opts),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>("DELETE", path, undefined, opts),
    /** Cancels every request in flight that is not exempt; returns how many. */
    cancelInFlight(): number {
      let n = 0;
      for (const entry of inflight) {
        if (entry.cancellable && !isExemptFromCancel(new URL(entry.url, "http://x").pathname)) {
          entry.controller.abort(ROUTE_CHANGE_REASON);
          n += 1;
        }
      }
      return n;
    },
  };
}

export type Http = ReturnType<typeof createHttp>;
