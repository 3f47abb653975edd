// The unit tests' core (vitest's "unit" project runs this before each file):
// Node instantiates the WebAssembly module through wasm-bindgen's bundler
// entry, which hands the instance to the same glue module that index.ts
// exports from. The app in the browser fetches the module itself (index.ts).
import "../../../wasm-pkg/pkg/sellwerk_wasm.js";
