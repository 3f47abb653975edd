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
} from "../../../wasm-pkg/pkg/sellwerk_wasm.js";
export type * from "../../../wasm-pkg/types";
