import { edgePage } from "./routes";

/**
 * Moves to `href` inside the app, without a reload, and tells the router.
 * With `replace` the current history entry becomes `href` (Back skips it).
 * A page the edge renders (a shop, product or bundle) is loaded whole.
 */
export function navigate(href: string, { replace = false }: { replace?: boolean } = {}) {
  const go = () => {
    if (edgePage(new URL(href, window.location.href).pathname)) {
      if (replace) window.location.replace(href);
      else window.location.assign(href);
      return;
    }
    if (replace) window.history.replaceState(window.history.state, "", href);
    else window.history.pushState(null, "", href);
    window.dispatchEvent(new PopStateEvent("popstate"));
  };
  if (guard) guard(go);
  else go();
}

let guard: ((go: () => void) => void) | null = null;

/**
 * Puts every in-app move through `check`, which calls `go` now or later
 * (after asking) or never; `null` removes it. The form guard
 * (`ui/useFormGuard.ts`) sets it, so a link never drops unsaved changes.
 */
export function setNavigationGuard(check: ((go: () => void) => void) | null) {
  guard = check;
}
