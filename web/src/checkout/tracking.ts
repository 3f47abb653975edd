// The seller's tracking codes on the payment and thank-you pages (spec
// section 3, tracking events `payment_page` and `success_page`): the shop's
// active codes (`GET /v1/shop/{u}/tracking`) go to the storefront's
// consent module, which asks the buyer first and places nothing before
// that. The module is loaded only when the shop has codes, after the page
// is drawn, so a shop without tracking costs the page one small request.
import { apiUrl } from "../api/url";
import type { TrackingConfig, TrackingEvent } from "../islands/tracking";

export async function trackShopEvent(username: string, event: TrackingEvent): Promise<void> {
  try {
    const answer = await fetch(apiUrl(`/shop/${encodeURIComponent(username)}/tracking`));
    if (!answer.ok) return;
    const config = (await answer.json()) as TrackingConfig;
    if (config.codes.length === 0) return;
    const { startTracking } = await import("../islands/tracking");
    await startTracking(config, event);
  } catch {
    // tracking never stands in a purchase's way
  }
}
