// The browser's access to sellwerk-core, compiled to WebAssembly. The types
// are generated from core's Rust types (ts-rs); nothing here is hand-typed.
// Core speaks snake_case, as the edge's API does on the wire.
export {
  quote,
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
} from "../../../wasm-pkg/pkg/sellwerk_wasm.js";
export type * from "../../../wasm-pkg/types";
import { checkJson, listJson, message } from "../../../wasm-pkg/pkg/sellwerk_wasm.js";
import type { ListAnswer, ListRequest, Problem } from "../../../wasm-pkg/types";

/** Core's list rules: the query after one change, or every problem. */
export const listQuery = (request: ListRequest): ListAnswer => JSON.parse(listJson(JSON.stringify(request))) as ListAnswer;

/** One of core's validators (`validation::check_json`): every problem, and the normalised value. */
export function check(rule: string, input: unknown, today?: string): { problems: Problem[]; value: unknown } {
  return JSON.parse(checkJson(JSON.stringify({ rule, input, ...(today ? { today } : {}) }))) as { problems: Problem[]; value: unknown };
}

/** The text for a translation key in `locale`, from core; the key itself when core has none. */
export const messageFor = (key: string, locale: string): string => message(key, locale) ?? key;
