// The identifiers every request carries (spec section 7): `fingerprint`, one
// stable id per browser (localStorage), and `user-session-id`, one id per
// tab (sessionStorage).
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const FINGERPRINT_KEY = "fingerprint";
export const SESSION_ID_KEY = "user-session-id";

function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The id stored under `key`, created once. */
export function storedId(store: KeyValueStore, key: string): string {
  const existing = store.getItem(key);
  if (existing) return existing;
  const id = randomId();
  store.setItem(key, id);
  return id;
}
