// The error shapes of spec section 8, both client styles: the form style
// (`error`, `message`) and the JSON:API style (`errors[]` with `detail`,
// else `title`; `source.pointer` names the field).
import type { Json } from "./case";

/** One problem the edge reported on one field (`source.pointer` "/first_name" -> "first_name"). */
export interface FieldProblem {
  field: string;
  code: string;
}

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 for a network error or a cancelled request (spec section 8). */
    readonly status: number,
    readonly code: string,
    message: string,
    /** The first problem's field, when the edge named one. */
    readonly field?: string,
    /** Every problem that names a field (422 carries one per problem). */
    readonly problems: FieldProblem[] = [],
    /** The whole error body, for answers that carry more (a protected product's `product`). */
    readonly body: Json | null = null,
  ) {
    super(message);
  }
}

/** The reason a request is aborted when the route changes (spec section 8). */
export const ROUTE_CHANGE_REASON = "Canceled request due to route change";

export const ACCESS_TOKEN_ERRORS = ["expired_access_token", "missing_access_token", "invalid_access_token"] as const;
export const REFRESH_TOKEN_ERRORS = ["expired_refresh_token", "missing_refresh_token", "invalid_refresh_token"] as const;
const ACCESS_TOKEN_STATUSES = [400, 401, 404];

/** An access-token error: refresh once and retry (spec section 8). */
export const isAccessTokenError = (e: ApiError) =>
  ACCESS_TOKEN_STATUSES.includes(e.status) && (ACCESS_TOKEN_ERRORS as readonly string[]).includes(e.code);

/** A refresh-token error: the session is over, sign in again. */
export const isRefreshTokenError = (e: ApiError) => (REFRESH_TOKEN_ERRORS as readonly string[]).includes(e.code);

export const isTokenError = (e: ApiError) => isAccessTokenError(e) || isRefreshTokenError(e);

/** A cancelled request (route change or its own signal): never shown. */
export const isCancelled = (e: ApiError) => e.status === 0 && (e.code === "canceled" || e.code === "aborted");

interface ErrorItem {
  code?: string;
  detail?: string;
  title?: string;
  source?: { pointer?: string };
}

interface ErrorBody {
  error?: string | { code?: string; message?: string };
  message?: string;
  type?: string;
  errors?: ErrorItem[] | string[];
}

const fieldOf = (pointer: string | undefined) => (pointer ? pointer.replace(/^\//, "").replace(/\//g, ".") : undefined);

/**
 * The error of a failed answer. The text follows spec section 8: the edge
 * answers both styles, and its `message` is core's (English) text of the
 * code, where an item's `detail` says what happened this time (an id, a
 * limit), so `message` comes first; then JSON:API `detail`, else `title`;
 * the form style's `error` object's message or first item; else
 * `page_server_error` (translated where it is shown). Pages show the code's
 * text in the reader's language from core where they can (`messageFor`).
 */
export function parseError(status: number, body: Json | null): ApiError {
  const b = (body !== null && typeof body === "object" && !Array.isArray(body) ? body : {}) as ErrorBody;
  const items = (b.errors ?? []).map((item): ErrorItem => (typeof item === "string" ? { detail: item } : item));
  const first = items[0];
  const errorCode = typeof b.error === "string" ? b.error : b.error?.code;
  const code = errorCode ?? first?.code ?? b.type ?? "page_server_error";
  const text =
    (typeof b.message === "string" ? b.message : undefined) ??
    first?.detail ??
    first?.title ??
    (typeof b.error === "object" ? b.error.message : undefined) ??
    "page_server_error";
  const problems = items.flatMap((item) => {
    const field = fieldOf(item.source?.pointer);
    return field !== undefined ? [{ field, code: item.code ?? code }] : [];
  });
  return new ApiError(status, code, text, fieldOf(first?.source?.pointer), problems, body);
}
