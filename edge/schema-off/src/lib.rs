//! `#[derive(JsonSchema)]` and its `#[schemars(...)]` attributes, doing
//! nothing. The edge derives the JSON Schema of what its handlers read and
//! answer only for the API document, which is made natively at build time
//! (`edge/src/api_doc`, `scripts/api-doc.sh`); the worker's wasm build
//! names this crate `schemars` (`edge/src/lib.rs`), so the derives written
//! beside the types cost it no code and no compile time.

use proc_macro::TokenStream;

/// Expands to nothing.
#[proc_macro_derive(JsonSchema, attributes(schemars))]
pub fn json_schema(_item: TokenStream) -> TokenStream {
    TokenStream::new()
}
