import { describe, expect, it } from "vitest";
import { ATTEMPT_PREFIX, attemptKey, canonicalJson, forgetOrder, rememberOrder, renewKey, type KeyStore } from "./idempotency";

/** sessionStorage's behaviour over a Map. */
function fakeStore(): KeyStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

const cart = { productId: 1, planId: 2, bumps: [], buyer: { country: "DE", business: false }, paymentMethod: "card" };

describe("the Idempotency-Key of a checkout attempt", () => {
  it("keeps one key per cart: a double click or a reload sends the same key", () => {
    const store = fakeStore();
    const next = counter();
    const first = attemptKey(store, "demo/1", cart, next);
    expect(first).toBe("key-1");
    expect(attemptKey(store, "demo/1", { ...cart }, next)).toBe("key-1");
    // the same cart written with its keys in another order is the same cart
    expect(
      attemptKey(
        store,
        "demo/1",
        { paymentMethod: "card", buyer: { business: false, country: "DE" }, bumps: [], planId: 2, productId: 1 },
        next,
      ),
    ).toBe("key-1");
  });

  it("makes a new key only after the cart changes", () => {
    const store = fakeStore();
    const next = counter();
    attemptKey(store, "demo/1", cart, next);
    expect(attemptKey(store, "demo/1", { ...cart, couponCode: "WELCOME10" }, next)).toBe("key-2");
    expect(attemptKey(store, "demo/1", { ...cart, couponCode: "WELCOME10" }, next)).toBe("key-2");
    // back to the first cart: that is a change again
    expect(attemptKey(store, "demo/1", cart, next)).toBe("key-3");
    // another page keeps its own key
    expect(attemptKey(store, "demo/4", cart, next)).toBe("key-4");
    expect(attemptKey(store, "demo/1", cart, next)).toBe("key-3");
  });

  it("renews the key for the same cart when the edge refused it for another body", () => {
    const store = fakeStore();
    const next = counter();
    attemptKey(store, "demo/1", cart, next);
    expect(renewKey(store, "demo/1", cart, next)).toBe("key-2");
    expect(attemptKey(store, "demo/1", cart, next)).toBe("key-2");
  });

  it("forgets the key of a paid order, so the next purchase is a new order", () => {
    const store = fakeStore();
    const next = counter();
    const key = attemptKey(store, "demo/1", cart, next);
    attemptKey(store, "demo/4", cart, next);
    rememberOrder(store, "demo/1", key, "tok-1");
    // a stale key is not given a token
    rememberOrder(store, "demo/4", "key-1", "tok-x");
    forgetOrder(store, "tok-other");
    expect(attemptKey(store, "demo/1", cart, next)).toBe("key-1");
    forgetOrder(store, "tok-1");
    expect(store.map.has(`${ATTEMPT_PREFIX}demo/1`)).toBe(false);
    expect(store.map.has(`${ATTEMPT_PREFIX}demo/4`)).toBe(true);
    expect(attemptKey(store, "demo/1", cart, next)).toBe("key-3");
  });

  it("starts afresh from a kept value that is not an attempt", () => {
    const store = fakeStore();
    store.setItem(`${ATTEMPT_PREFIX}demo/1`, "{not json");
    expect(attemptKey(store, "demo/1", cart, counter())).toBe("key-1");
  });

  it("writes canonical JSON: sorted keys, undefined left out", () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }, null], e: "x" })).toBe('{"a":[{"d":2},null],"b":1,"e":"x"}');
  });
});
