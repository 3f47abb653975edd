// The tracking frame's script (`/_sw/tracking` of a shop's site, issue 29):
// the seller's tracking codes run here, never in the page that opened the
// frame. The frame is sandboxed twice, by its `<iframe sandbox>` and by its
// own policy (`sandbox allow-scripts`), so its origin is opaque: its codes
// reach no cookie, no storage and nothing of the page around it. It takes
// one kind of message, from the page that framed it only: the spec's
// tracking event with the categories the buyer accepted there
// (`FrameMessage`), and places the accepted codes (all of them, or only the
// custom codes for a shop page, which runs the others itself).
//
// A classic script, not a module: the frame's origin is opaque, and a
// module script would be fetched with CORS, which the static assets do not
// answer. The bundle has no exports, so it is one.
import { frameMessage, place, type TrackingCode, type TrackingConfig, type TrackingEvent } from "./tracking";

function config(): TrackingConfig | null {
  try {
    const text = document.getElementById("sw-tracking")?.textContent;
    return text ? (JSON.parse(text) as TrackingConfig) : null;
  } catch {
    return null;
  }
}

/** Runs a custom code in this document (sandboxed by its own policy), with the event as `window.swEvent`. */
function runCustom(code: TrackingCode, event: TrackingEvent): void {
  (window as Window & { swEvent?: TrackingEvent }).swEvent = event;
  const range = document.createRange();
  range.selectNode(document.body);
  document.body.append(range.createContextualFragment(code.code ?? ""));
}

let placed = false;

if (typeof window !== "undefined") {
  window.addEventListener("message", (e: MessageEvent) => {
    if (placed || e.source !== window.parent) return;
    const message = frameMessage(e.data);
    const shop = config();
    if (!message || !shop) return;
    placed = true;
    const accepted = new Set(message.categories);
    for (const code of shop.codes) {
      if (!accepted.has(code.category)) continue;
      if (message.only === "custom" && code.kind !== "custom_tracking_codes") continue;
      if (code.kind === "custom_tracking_codes") runCustom(code, message.event);
      else place(code, message.event);
    }
  });
}
