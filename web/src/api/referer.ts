// Where a signed-out visitor was going (spec section 2: "the current link is
// saved as referer in session storage and the user returns to it
// afterwards").
import type { KeyValueStore } from "./identity";

export const REFERER_KEY = "referer";

/** Account pages (/users/...) are never a place to return to. */
const isAccountPage = (link: string) => /^\/users(\/|\?|$)/.test(link);

/** Saves `link` (path, query and hash of this site) unless it is an account page. */
export function saveReferer(store: KeyValueStore, link: string) {
  if (!link.startsWith("/") || link.startsWith("//") || isAccountPage(link)) return;
  store.setItem(REFERER_KEY, link);
}

/** The saved link, removed from storage; null when none was saved. */
export function takeReferer(store: KeyValueStore): string | null {
  const link = store.getItem(REFERER_KEY);
  store.removeItem(REFERER_KEY);
  return link && link.startsWith("/") && !link.startsWith("//") && !isAccountPage(link) ? link : null;
}
