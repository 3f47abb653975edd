// The browser's access to sellwerk-core, compiled to WebAssembly. The types
// are generated from core's Rust types (ts-rs); nothing here is hand-typed.
// Core speaks snake_case, as the edge's API does on the wire.
//
// The module is fetched and instantiated here, once, before the app starts
// (top-level await), and a failure is caught: `coreLoaded` is then false,
// every call into core throws, and the pages that can do without it (the
// payment page takes the edge's quote and lets the edge check the order)
// say so and go on. wasm-bindgen's glue (`sellwerk_wasm_bg.js`) is given
// the instance as its bundler entry (`sellwerk_wasm.js`) would.
// @ts-expect-error -- the glue has no declarations of its own; it is typed as the entry below
import * as untyped from "../../../wasm-pkg/pkg/sellwerk_wasm_bg.js";
import type * as Api from "../../../wasm-pkg/pkg/sellwerk_wasm.js";
import type { ListAnswer, ListRequest, Problem } from "../../../wasm-pkg/types";
import { zoneLoader } from "./zones";

const glue = untyped as typeof Api & { __wbg_set_wasm: (wasm: unknown) => void };

async function instantiate(): Promise<boolean> {
  try {
    const url = new URL("../../../wasm-pkg/pkg/sellwerk_wasm_bg.wasm", import.meta.url);
    const answer = await fetch(url);
    if (!answer.ok) throw new Error(`the WebAssembly module answered ${answer.status}`);
    const imports = { "./sellwerk_wasm_bg.js": untyped as WebAssembly.ModuleImports };
    const { instance } = await WebAssembly.instantiate(await answer.arrayBuffer(), imports);
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start?: () => void };
    glue.__wbg_set_wasm(exports);
    exports.__wbindgen_start?.();
    return true;
  } catch (e) {
    console.warn("sellwerk-core could not be loaded; the pages use the edge's answers", e);
    return false;
  }
}

/** Whether core's WebAssembly module loaded; when false, every call below throws. */
export const coreLoaded: boolean = typeof window === "undefined" ? false : await instantiate();

export const {
  quote,
  quoteCartJson,
  quoteJson,
  planSchedule,
  checkCoupon,
  formatMoney,
  parseMoney,
  countries,
  constants,
  validatePage,
  productRules,
  setupRules,
  planKinds,
  machines,
  statusColour,
  payerFields,
  requiredConsents,
  documentBlocks,
  timeZoneLoaded,
  renderPage,
  defaultPage,
  samplePages,
  allowedBlocks,
  pageAddress,
} = glue;

/**
 * Makes sure core knows the time zone `name` (this build bundles every
 * zone, so it answers at once): true when quotes in it can be made. The
 * payment page's light build loads the zone from the edge (`light.ts`).
 */
export const loadTimeZone = zoneLoader(glue, () => coreLoaded);
export type * from "../../../wasm-pkg/types";

/** Core's list rules: the query after one change, or every problem. */
export const listQuery = (request: ListRequest): ListAnswer => JSON.parse(glue.listJson(JSON.stringify(request))) as ListAnswer;

/** One of core's validators (`validation::check_json`): every problem, and the normalised value. */
export function check(rule: string, input: unknown, today?: string): { problems: Problem[]; value: unknown } {
  return JSON.parse(glue.checkJson(JSON.stringify({ rule, input, ...(today ? { today } : {}) }))) as {
    problems: Problem[];
    value: unknown;
  };
}

/**
 * The text for a translation key in `locale`, from core; the key itself
 * when core has none (or is not loaded: callers with words of their own
 * for a key use those first, see `checkout/texts.ts`).
 */
export function messageFor(key: string, locale: string): string {
  if (!coreLoaded) return key;
  return glue.message(key, locale) ?? key;
}
