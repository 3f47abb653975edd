import { api, present } from "./client";
import type { Answer, RequestBody, Schema, Sendable } from "./types";

// The seller's tracking codes (issue 18): listed, added, changed (kind,
// name, id or custom code, active) and removed; each answer generated from
// the API document. Core checks an id's format (`checkJson`'s
// `tracking_id`) in the browser and again at the edge.
export type TrackingCode = Schema<"TrackingCodeView">;
export type TrackingCodeKind = TrackingCode["kind"];
export type TrackingCodeDraft = Sendable<RequestBody<"TrackingCodeDraft">>;

const quiet = { toast: false } as const;

export const trackingApi = {
  list: (signal?: AbortSignal) =>
    api.get<Answer<"/v1/cabinet/tracking_codes", "get">>("/cabinet/tracking_codes", { signal }).then((r) => present(r).list),
  create: (draft: TrackingCodeDraft) =>
    api
      .post<Answer<"/v1/cabinet/tracking_codes", "post", 201>>("/cabinet/tracking_codes", draft, quiet)
      .then((r) => present(r).trackingCode),
  update: (id: number, draft: TrackingCodeDraft) =>
    api
      .put<Answer<"/v1/cabinet/tracking_codes/{id}", "put">>(`/cabinet/tracking_codes/${id}`, draft, quiet)
      .then((r) => present(r).trackingCode),
  remove: (id: number) => api.delete<null>(`/cabinet/tracking_codes/${id}`, quiet),
};
