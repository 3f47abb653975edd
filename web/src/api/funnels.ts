import { api, present } from "./client";
import type { Answer, RequestBody, Schema, Sendable } from "./types";

// The seller's funnels (issue 19): listed with their steps, created and
// rewritten (a name and steps, each a product with a plan), activated and
// deactivated, deleted, attached to a product, and their numbers; each
// answer generated from the API document. Core's `funnels` checks a funnel
// at the edge; its problems come back per field.
export type Funnel = Schema<"Funnel">;
export type FunnelStats = Schema<"FunnelStats">;
export type FunnelDraft = Sendable<RequestBody<"FunnelDraft">>;

const quiet = { toast: false } as const;
const one = (id: number) => `/cabinet/funnels/${id}`;

export const funnelsApi = {
  list: (signal?: AbortSignal) =>
    api.get<Answer<"/v1/cabinet/funnels", "get">>("/cabinet/funnels", { signal }).then((r) => present(r).list),
  create: (draft: FunnelDraft) =>
    api.post<Answer<"/v1/cabinet/funnels", "post", 201>>("/cabinet/funnels", draft, quiet).then((r) => present(r).funnel),
  update: (id: number, draft: FunnelDraft) =>
    api.put<Answer<"/v1/cabinet/funnels/{id}", "put">>(one(id), draft, quiet).then((r) => present(r).funnel),
  toggle: (id: number, event: "activate" | "deactivate") =>
    api.post<Answer<"/v1/cabinet/funnels/{id}/{event}", "post">>(`${one(id)}/${event}`, {}, quiet).then((r) => present(r).funnel),
  remove: (id: number) => api.delete<null>(one(id), quiet),
  stats: (id: number, signal?: AbortSignal) =>
    api.get<Answer<"/v1/cabinet/funnels/{id}/stats", "get">>(`${one(id)}/stats`, { signal }).then((r) => present(r).stats),
  attach: (productId: number, funnelId: number | null) =>
    api.put<Answer<"/v1/cabinet/products/{id}/funnel", "put">>(`/cabinet/products/${productId}/funnel`, { funnelId }, quiet).then(present),
};
