import { describe, expect, it } from "vitest";
import { FINGERPRINT_KEY, storedId, type KeyValueStore } from "./identity";
import { REFERER_KEY, saveReferer, takeReferer } from "./referer";

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe("referer", () => {
  it("keeps the link the visitor was on and hands it back once", () => {
    const store = memoryStore();
    saveReferer(store, "/cabinet/products?page=2#top");
    expect(store.data.get(REFERER_KEY)).toBe("/cabinet/products?page=2#top");
    expect(takeReferer(store)).toBe("/cabinet/products?page=2#top");
    expect(takeReferer(store)).toBeNull();
  });

  it("never returns to an account page or another site", () => {
    const store = memoryStore();
    saveReferer(store, "/cabinet");
    saveReferer(store, "/users/sign_in");
    saveReferer(store, "//evil.example/x");
    saveReferer(store, "https://evil.example/x");
    expect(takeReferer(store)).toBe("/cabinet");
    store.setItem(REFERER_KEY, "//evil.example");
    expect(takeReferer(store)).toBeNull();
    store.setItem(REFERER_KEY, "/users/sign_up");
    expect(takeReferer(store)).toBeNull();
  });
});

describe("stored ids", () => {
  it("creates the id once and keeps it", () => {
    const store = memoryStore();
    const first = storedId(store, FINGERPRINT_KEY);
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(storedId(store, FINGERPRINT_KEY)).toBe(first);
  });
});
