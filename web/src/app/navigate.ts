/**
 * Moves to `href` inside the app, without a reload, and tells the router.
 * With `replace` the current history entry becomes `href` (Back skips it).
 */
export function navigate(href: string, { replace = false }: { replace?: boolean } = {}) {
  if (replace) window.history.replaceState(window.history.state, "", href);
  else window.history.pushState(null, "", href);
  window.dispatchEvent(new PopStateEvent("popstate"));
}
