// Time zones for core's WebAssembly module. The full build bundles the whole
// time-zone database; the payment page's light build (wasm-pkg/pkg-checkout)
// has none and registers the one zone a quote needs from the edge's TZif
// bytes (`GET /v1/common/time_zones/{name}`, cached by the browser as
// immutable). Each zone is asked for once per page.
import { apiUrl } from "../api/url";

type Glue = { timeZoneLoaded: (name: string) => boolean; registerTimeZone: (name: string, tzif: Uint8Array) => void };

/** A loader of zones for one module: resolves true once core knows the zone, false when it cannot. */
export function zoneLoader(glue: Glue, usable: () => boolean): (name: string) => Promise<boolean> {
  const asked = new Map<string, Promise<boolean>>();
  return (name) => {
    if (!usable()) return Promise.resolve(false);
    if (glue.timeZoneLoaded(name)) return Promise.resolve(true);
    let answer = asked.get(name);
    if (!answer) {
      // the name's `/` travels encoded: one path segment
      answer = fetch(apiUrl(`/common/time_zones/${encodeURIComponent(name)}`))
        .then(async (r) => {
          if (!r.ok) return false;
          glue.registerTimeZone(name, new Uint8Array(await r.arrayBuffer()));
          return true;
        })
        .catch((e: unknown) => {
          console.warn(`the time zone ${name} could not be loaded; the page uses the edge's quote`, e);
          asked.delete(name);
          return false;
        });
      asked.set(name, answer);
    }
    return answer;
  };
}
