// The payment page's core: the light WebAssembly build (wasm-pkg/pkg-checkout,
// wasm-pkg's `checkout` feature), without the time-zone database and with
// only the exports the payment page calls. The payment page's own bundle
// (web/vite.checkout.config.ts) puts this module where `core/index.ts` is
// imported; the build fails if the page imports something it lacks. It
// loads as `index.ts` does: fetched once, a failure caught (`coreLoaded`
// false, the page works from the edge's quote).
// @ts-expect-error -- the glue has no declarations of its own; it is typed as the entry below
import * as untyped from "../../../wasm-pkg/pkg-checkout/sellwerk_wasm_bg.js";
import type * as Api from "../../../wasm-pkg/pkg-checkout/sellwerk_wasm.js";
import type { Problem } from "../../../wasm-pkg/types";
import { zoneLoader } from "./zones";

const glue = untyped as typeof Api & { __wbg_set_wasm: (wasm: unknown) => void };

async function instantiate(): Promise<boolean> {
  try {
    const url = new URL("../../../wasm-pkg/pkg-checkout/sellwerk_wasm_bg.wasm", import.meta.url);
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

export const { quoteCartJson, quoteJson, formatMoney, parseMoney, countries, constants, payerFields, requiredConsents, timeZoneLoaded } =
  glue;
export type * from "../../../wasm-pkg/types";

/** Makes sure core knows the time zone `name`, from the edge's TZif bytes: true when quotes in it can be made. */
export const loadTimeZone = zoneLoader(glue, () => coreLoaded);

/** One of core's validators (`validation::check_json`): every problem, and the normalised value. */
export function check(rule: string, input: unknown, today?: string): { problems: Problem[]; value: unknown } {
  return JSON.parse(glue.checkJson(JSON.stringify({ rule, input, ...(today ? { today } : {}) }))) as {
    problems: Problem[];
    value: unknown;
  };
}

/** The text for a translation key in `locale`, from core; the key itself when core has none (or is not loaded). */
export function messageFor(key: string, locale: string): string {
  if (!coreLoaded) return key;
  return glue.message(key, locale) ?? key;
}
