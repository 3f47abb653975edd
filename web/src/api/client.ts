// The one API layer of the app: `http.ts` wired to the browser. Keys go out
// in snake_case and come back in camelCase (case.ts); the tokens live in
// HttpOnly cookies the edge sets, so the browser never sees them.
import { navigate } from "../app/navigate";
import { signInPathFor } from "../app/routes";
import { useLocaleStore, type Locale } from "../app/locale";
import { toast } from "../app/toasts";
import { messageFor } from "../core";
import { ApiError } from "./errors";
import { createHttp } from "./http";
import { FINGERPRINT_KEY, SESSION_ID_KEY, storedId } from "./identity";
import { apiTexts } from "./messages";
import { saveReferer } from "./referer";
import { local, session } from "./storage";

export { ApiError } from "./errors";
export type { RequestOptions } from "./http";

export const SIGN_IN_PATH = "/users/sign_in";
const SESSION_PATH = "/v1/app/session";

/** The words for a code: core's message, else the API's, else the edge's text, else 'page_server_error'. */
export function errorText(code: string, edgeText: string | null, locale: Locale): string {
  const fromCore = messageFor(code, locale);
  if (fromCore !== code) return fromCore;
  const own = (apiTexts as Record<string, Record<Locale, string>>)[code];
  if (own) return own[locale];
  return edgeText ?? apiTexts.page_server_error[locale];
}

type Listener<T> = (value: T) => void;
const sessionListeners = new Set<Listener<unknown>>();
const endListeners = new Set<() => void>();

/** Called with every session the edge hands out on a refresh. */
export const onRenewedSession = (f: Listener<unknown>) => sessionListeners.add(f);
/** Called when the session is over (the refresh failed). */
export const onSessionEnded = (f: () => void) => endListeners.add(f);

const fingerprint = () => storedId(local, FINGERPRINT_KEY);

/** Headers of every API request: locale, fingerprint, user-session-id (also used by uploads). */
export function apiHeaders(): Record<string, string> {
  const locale = useLocaleStore.getState().locale;
  return {
    "accept-language": locale,
    "content-language": locale,
    fingerprint: fingerprint(),
    "user-session-id": storedId(session, SESSION_ID_KEY),
  };
}

export const api = createHttp({
  fetch: (url, init) => window.fetch(url, init),
  fingerprint,
  headers: apiHeaders,
  notify: (kind, code, text) => toast(kind, code, errorText(code, text, useLocaleStore.getState().locale)),
  onSession: (session) => sessionListeners.forEach((f) => f(session)),
  onSessionEnded: () => {
    endListeners.forEach((f) => f());
    const { pathname, search, hash } = window.location;
    saveReferer(session, `${pathname}${search}${hash}`);
    // The tokens are HttpOnly cookies only the edge can remove (spec section
    // 4: "the tokens are removed"): sign-out clears them even for a session
    // that is over. Then to sign-in, so that no new session races the clearing:
    // a page of one seller's purchases to that shop's sign-in, else ours.
    const signIn = signInPathFor(pathname);
    void api
      .delete(SESSION_PATH, { auth: false, toast: false })
      .catch(() => undefined)
      .finally(() => {
        if (window.location.pathname !== signIn) navigate(signIn);
      });
  },
});

/** An answer that must have a body: a 429 (already notified) becomes an error. */
export function present<T>(value: T | null): T {
  if (value === null) throw new ApiError(429, "rate_limited", "retry_later");
  return value;
}
