// Spec section 7: requests go out in snake_case, responses come back in
// camelCase. Keys only; values (decimal strings, codes) are never touched.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
// A digit run after a letter starts a word too: rate2Amount <-> rate_2_amount
// (the spec's rateNAmount plan prefs).
const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/([a-z])(\d+)/g, "$1_$2");

function mapKeys(value: Json, convert: (key: string) => string): Json {
  if (Array.isArray(value)) return value.map((v) => mapKeys(v, convert));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [convert(k), mapKeys(v, convert)]));
  }
  return value;
}

export const camelizeKeys = (value: Json) => mapKeys(value, toCamel);
export const snakeizeKeys = (value: Json) => mapKeys(value, toSnake);
export type { Json };
