/** Moves to `href` inside the app, without a reload, and tells the router. */
export function navigate(href: string) {
  window.history.pushState(null, "", href);
  window.dispatchEvent(new PopStateEvent("popstate"));
}
