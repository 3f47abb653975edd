// The API root plus version (spec section 7): paths get /v1 unless they
// start with a version of their own (/v2, /v1.1); a leading tilde drops the
// version (`~/health` -> `/health`).
const versioned = /^\/v\d+(\.\d+)?(\/|$)/;

export function apiUrl(path: string, root = ""): string {
  if (path.startsWith("~")) return `${root}${path.slice(1)}`;
  if (versioned.test(path)) return `${root}${path}`;
  return `${root}/v1${path.startsWith("/") ? "" : "/"}${path}`;
}

/**
 * Requests to these API areas go on across a route change (spec section 4:
 * cabinet, seller, currency and team member paths); all others are
 * cancelled.
 */
const exempt = /^(\/v\d+(\.\d+)?)?\/(cabinet|sellers?|currenc(y|ies)|team_members?)(\/|\?|$)/;

export const isExemptFromCancel = (url: string) => exempt.test(url);
