// The browser's access to sellwerk-core, compiled to WebAssembly.
// Types come from the Rust types (tsify); nothing here is hand-typed.
export { quote, countries } from "../../../wasm-pkg/pkg/sellwerk_wasm.js";
export type {
  CoreError,
  Offer,
  QuoteRequest,
  QuoteResult,
} from "../../../wasm-pkg/pkg/sellwerk_wasm.js";

import type { CoreError } from "../../../wasm-pkg/pkg/sellwerk_wasm.js";

/** core throws its typed error object; anything else is a bug. */
export function asCoreError(thrown: unknown): CoreError {
  if (thrown && typeof thrown === "object" && "code" in thrown && "message" in thrown) {
    return thrown as CoreError;
  }
  return { code: "internal", message: String(thrown) };
}
