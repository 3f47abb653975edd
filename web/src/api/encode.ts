// Form bodies (application/x-www-form-urlencoded, spec section 7), keys in
// snake_case as in JSON bodies. Nested values use the bracket form
// `a[b]=1`, `a[]=1`; null and undefined are left out.
import { snakeizeKeys, type Json } from "./case";

function pairs(prefix: string, value: Json, out: [string, string][]) {
  if (value === null) return;
  if (Array.isArray(value)) {
    for (const v of value) pairs(`${prefix}[]`, v, out);
  } else if (typeof value === "object") {
    for (const [k, v] of Object.entries(value)) pairs(prefix ? `${prefix}[${k}]` : k, v, out);
  } else {
    out.push([prefix, String(value)]);
  }
}

export function formBody(values: { [key: string]: Json | undefined }): string {
  const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as { [key: string]: Json };
  const out: [string, string][] = [];
  pairs("", snakeizeKeys(defined), out);
  return new URLSearchParams(out).toString();
}
