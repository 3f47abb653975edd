// What the pages list and the new-page dialog need from core: the page
// types, the plain page of each (core's default page; the designed
// templates come from the edge, filled from the seller's products:
// pagesApi.templates) and whether what buyers see is the draft. Core's
// renderer samples are test fixtures, never offered.
import { defaultPage } from "../../core";
import { fromStored, savedDocument, type PageType, type StoredDocument } from "./document";

export const PAGE_TYPES: readonly PageType[] = ["shop", "shopProduct", "thankYouPage", "membership", "course", "funnel", "affiliate"];

/** Core's default page of a type, as the editor saves it. */
export function plainPage(type: PageType): StoredDocument {
  return savedDocument(fromStored(defaultPage(type)));
}

/** A template's document as the editor saves it. */
export function asSaved(document: StoredDocument): StoredDocument {
  return savedDocument(fromStored(document));
}

export type PublishState = "draft" | "published" | "changed";

/** Canonical JSON (keys sorted), so that key order does not count as a change. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function publishState(page: { draft: unknown; published?: unknown }): PublishState {
  if (page.published === undefined || page.published === null) return "draft";
  return canonical(page.draft) === canonical(page.published) ? "published" : "changed";
}
