// The Idempotency-Key of a checkout attempt. One key per cart, kept in
// sessionStorage for the page, so a double click or a reload sends the same
// key (the edge answers the order it already made); a changed cart gets a
// new key. Once the order is paid the thank-you page forgets it, so the
// next purchase of the same cart is a new order.

/** The part of `Storage` used here (sessionStorage in the browser, a fake in tests). */
export interface KeyStore {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Attempt {
  /** The cart's fingerprint (canonical JSON). */
  cart: string;
  key: string;
  /** The order the key made, once the edge answered. */
  token?: string;
}

export const ATTEMPT_PREFIX = "sellwerk.checkout.";

/** JSON with the keys of every object sorted: equal carts, equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function read(store: KeyStore, page: string): Attempt | null {
  const raw = store.getItem(ATTEMPT_PREFIX + page);
  if (!raw) return null;
  try {
    const a = JSON.parse(raw) as Partial<Attempt>;
    return typeof a.cart === "string" && typeof a.key === "string"
      ? { cart: a.cart, key: a.key, ...(typeof a.token === "string" ? { token: a.token } : {}) }
      : null;
  } catch {
    return null;
  }
}

const write = (store: KeyStore, page: string, attempt: Attempt) => store.setItem(ATTEMPT_PREFIX + page, JSON.stringify(attempt));

/** The key for `cart` on `page`: the kept one while the cart is unchanged, else a new one (kept). */
export function attemptKey(store: KeyStore, page: string, cart: unknown, newKey: () => string): string {
  const print = canonicalJson(cart);
  const kept = read(store, page);
  if (kept && kept.cart === print) return kept.key;
  const key = newKey();
  write(store, page, { cart: print, key });
  return key;
}

/** A new key for the same cart (the edge refused the old one for another request body). */
export function renewKey(store: KeyStore, page: string, cart: unknown, newKey: () => string): string {
  const key = newKey();
  write(store, page, { cart: canonicalJson(cart), key });
  return key;
}

/** Notes the order a key made, so its thank-you page can forget the key. */
export function rememberOrder(store: KeyStore, page: string, key: string, token: string) {
  const kept = read(store, page);
  if (kept && kept.key === key) write(store, page, { ...kept, token });
}

/** Forgets every attempt that made the order `token` (it is paid: the next purchase is new). */
export function forgetOrder(store: KeyStore, token: string) {
  const names: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const name = store.key(i);
    if (name?.startsWith(ATTEMPT_PREFIX)) names.push(name);
  }
  for (const name of names) {
    const attempt = read(store, name.slice(ATTEMPT_PREFIX.length));
    if (attempt?.token === token) store.removeItem(name);
  }
}
