// The consent island: reads the page's tracking (`<script
// type="application/json" id="sw-tracking">`, the edge's
// `repo::tracking::for_pages`) and the page's event (`#sw-tracking-event`
// when the page carries one, such as the thank-you page's order; else from
// the path), then asks for consent and places the codes (`tracking.ts`).
import { ready } from "./shared";
import { eventOfPath, startTracking, type TrackingConfig, type TrackingEvent } from "./tracking";

function json<T>(id: string): T | null {
  try {
    const text = document.getElementById(id)?.textContent;
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

ready(() => {
  const config = json<TrackingConfig>("sw-tracking");
  if (!config?.codes?.length) return;
  const event: TrackingEvent = { ...eventOfPath(location.pathname), ...json<Partial<TrackingEvent>>("sw-tracking-event") };
  void startTracking(config, event);
});
