// The edge project's setup: Node resolves every `*.localhost` name to
// loopback, as browsers do (RFC 6761). The product serves three sites on
// one port (ARCHITECTURE.md, "Security model"): the app at 127.0.0.1, each
// shop at `{username}.shops.localhost` and the files at `files.localhost`;
// Node's resolver asks the system, which knows only `localhost` itself.
import { lookup as systemLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { Agent, setGlobalDispatcher } from "undici";

type Callback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function lookup(hostname: string, options: LookupOptions, callback: Callback): void {
  if (hostname.endsWith(".localhost")) {
    if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
    else callback(null, "127.0.0.1", 4);
    return;
  }
  systemLookup(hostname, options, callback as never);
}

setGlobalDispatcher(new Agent({ connect: { lookup: lookup as never } }));
