// Node resolves every `*.localhost` name to loopback, as browsers do
// (RFC 6761), once this module is imported: the product serves three sites
// on one port (ARCHITECTURE.md, "Security model"), the app at 127.0.0.1,
// each shop at `{username}.shops.localhost` and the files at
// `files.localhost`, and Node's resolver asks the system, which knows only
// `localhost` itself. Imported by the edge tests' setup and the storefront
// benchmark.
import { lookup as systemLookup } from "node:dns";
import { Agent, setGlobalDispatcher } from "undici";

/** `dns.lookup` with `*.localhost` answered as 127.0.0.1. */
export function lookup(hostname, options, callback) {
  if (hostname.endsWith(".localhost")) {
    if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
    else callback(null, "127.0.0.1", 4);
    return;
  }
  systemLookup(hostname, options, callback);
}

setGlobalDispatcher(new Agent({ connect: { lookup } }));
