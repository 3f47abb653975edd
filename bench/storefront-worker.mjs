// The storefront bench's entry for the worker (bench/wrangler.storefront.toml):
// the same built worker (edge/build-dev), whose requests carrying
// `sellwerk-bench: uncached` find nothing in the edge cache. Every
// `Cache.match` made while such a request is handled misses (the shop
// version's pointer as well as the page), and the development build skips
// the isolate's memory for such a request (`page_cache::uses_memory`; a
// production build has no such header), so the worker reads D1, renders
// the page and stores it, as on a shop's first request after a change:
// the uncached render of the same page at the same path, which a query
// cannot give (the cache key keeps only `category`). The request's context
// follows its promises through AsyncLocalStorage (`nodejs_als`); the bench
// never mixes such requests with others in one round, and checks every
// answer's `Sellwerk-Cache`. Only the bench starts this entry.
/* global caches -- the worker runtime's */
import { AsyncLocalStorage } from "node:async_hooks";
import { WorkerEntrypoint } from "cloudflare:workers";
import Sellwerk from "../edge/build-dev/worker/shim.mjs";

const uncached = new AsyncLocalStorage();
let patched = false;

/** Makes `Cache.match` miss inside an uncached request (once, on the first request: `caches` is there then). */
function patchCache() {
  if (patched) return;
  patched = true;
  const prototype = Object.getPrototypeOf(caches.default);
  const match = prototype.match;
  prototype.match = function (...args) {
    return uncached.getStore() ? Promise.resolve(undefined) : match.apply(this, args);
  };
}

export default class StorefrontBench extends WorkerEntrypoint {
  fetch(request) {
    patchCache();
    const worker = new Sellwerk(this.ctx, this.env);
    if (request.headers.get("sellwerk-bench") === "uncached") return uncached.run(true, () => worker.fetch(request));
    return worker.fetch(request);
  }

  queue(batch) {
    return new Sellwerk(this.ctx, this.env).queue(batch);
  }

  scheduled(controller) {
    return new Sellwerk(this.ctx, this.env).scheduled(controller);
  }
}
