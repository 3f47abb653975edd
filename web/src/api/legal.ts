import { api, present } from "./client";
import type { Answer, Schema } from "./types";

// The seller's legal documents (issue 17): the imprint, terms and privacy
// notice, the sets of cancellation terms; each answer generated from the
// API document.
export type LegalDocument = Schema<"LegalDocument">;
export type LegalOverview = Answer<"/v1/cabinet/legal", "get">;
/** A single document's kind (the sets of cancellation terms have their own calls). */
export type SingleKind = "imprint" | "terms" | "privacy";
/** The platform's template of a document, filled from the seller profile (issue 30). */
export type LegalTemplate = Answer<"/v1/cabinet/legal/{kind}/template", "get">;

const quiet = { toast: false } as const;

export const legalApi = {
  overview: (signal?: AbortSignal) => api.get<LegalOverview>("/cabinet/legal", { signal }).then(present),
  save: (kind: SingleKind, body: string) =>
    api.put<Answer<"/v1/cabinet/legal/{kind}", "put">>(`/cabinet/legal/${kind}`, { body }, quiet).then((r) => present(r).document),
  createSet: (name: string, body: string) =>
    api
      .post<Answer<"/v1/cabinet/legal/cancellation_terms", "post", 201>>("/cabinet/legal/cancellation_terms", { name, body }, quiet)
      .then((r) => present(r).document),
  template: (kind: SingleKind | "cancellation_terms", language: "de" | "en") =>
    api.get<LegalTemplate>(`/cabinet/legal/${kind}/template?language=${language}`, quiet).then(present),
  saveSet: (id: number, name: string, body: string) =>
    api
      .put<Answer<"/v1/cabinet/legal/cancellation_terms/{id}", "put">>(`/cabinet/legal/cancellation_terms/${id}`, { name, body }, quiet)
      .then((r) => present(r).document),
};
