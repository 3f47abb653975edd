// The browser's storage where a page may use it. A page shown in another
// site's frame (the payment page in a shop's autopay dialog: the shop is of
// its own site since issue 29) is refused localStorage and sessionStorage
// by browsers that block third-party storage (reading either property
// throws); there a page keeps what it would store in memory for its life,
// so it works the same, only forgetting on reload.
type Kind = "localStorage" | "sessionStorage";

/** The part of `Storage` the pages use. */
export type Store = Pick<Storage, "length" | "key" | "getItem" | "setItem" | "removeItem">;

/** A store over the browser's `kind`, or over memory where the browser refuses it. */
export function browserStore(kind: Kind): Store {
  const kept = new Map<string, string>();
  const real = (): Storage | null => {
    try {
      return typeof window === "undefined" ? null : window[kind];
    } catch {
      return null;
    }
  };
  const attempt = <T>(act: (s: Storage) => T, fallback: () => T): T => {
    const store = real();
    if (!store) return fallback();
    try {
      return act(store);
    } catch {
      return fallback();
    }
  };
  return {
    get length() {
      return attempt(
        (s) => s.length,
        () => kept.size,
      );
    },
    key: (index) =>
      attempt(
        (s) => s.key(index),
        () => [...kept.keys()][index] ?? null,
      ),
    getItem: (key) =>
      attempt(
        (s) => s.getItem(key),
        () => kept.get(key) ?? null,
      ),
    setItem: (key, value) =>
      attempt(
        (s) => s.setItem(key, value),
        () => void kept.set(key, value),
      ),
    removeItem: (key) =>
      attempt(
        (s) => s.removeItem(key),
        () => void kept.delete(key),
      ),
  };
}

/** localStorage, or memory where it is refused. */
export const local = browserStore("localStorage");
/** sessionStorage, or memory where it is refused. */
export const session = browserStore("sessionStorage");
