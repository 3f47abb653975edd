// The one API layer: JSON in and out, key conversion, and the spec's error shape.
import { camelizeKeys, snakeizeKeys, type Json } from "./case";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: string;
  message?: string;
  errors?: { code?: string; detail?: string; title?: string; source?: { pointer?: string } }[];
}

async function request<T>(method: string, path: string, body?: Json, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(snakeizeKeys(body)),
    });
  } catch (e) {
    throw new ApiError(0, "network_error", e instanceof Error ? e.message : String(e));
  }
  const text = await response.text();
  const json = text ? (JSON.parse(text) as Json) : null;
  if (!response.ok) {
    const err = (json ?? {}) as ErrorBody;
    const first = err.errors?.[0];
    throw new ApiError(
      response.status,
      err.error ?? first?.code ?? "page_server_error",
      first?.detail ?? first?.title ?? err.message ?? "page_server_error",
      first?.source?.pointer?.replace(/^\//, ""),
    );
  }
  return camelizeKeys(json) as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>("GET", path, undefined, signal),
  post: <T>(path: string, body: Json, signal?: AbortSignal) => request<T>("POST", path, body, signal),
};
