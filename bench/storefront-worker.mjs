// The storefront bench's entry for the worker (bench/wrangler.storefront.toml):
// the same built worker (edge/build-dev), as the tests run it. The bench's
// uncached render is the development build's own: a request marked
// `sellwerk-bench: uncached` reads nothing of the edge cache (neither the
// isolate's memory nor the Cache API: `page_cache::Reach::Nothing`), so
// each reads D1 and renders the page, as on a shop's first request after a
// change; a production build has no such header. Only the bench starts
// this entry.
export { default } from "../edge/build-dev/worker/shim.mjs";
