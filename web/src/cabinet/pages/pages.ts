// What the pages list and the new-page dialog need from core: the page
// types, the templates of each (core's default page, then core's examples
// of that type) and whether what buyers see is the draft.
import { defaultPage, samplePages } from "../../core";
import { fromStored, savedDocument, type PageType, type StoredDocument } from "./document";

export const PAGE_TYPES: readonly PageType[] = ["shop", "shopProduct", "thankYouPage", "membership", "course", "funnel", "affiliate"];

/** The templates of a page type: `sample` 0 is core's default page. */
export function templates(type: PageType): { sample: number; document: StoredDocument }[] {
  const samples = (samplePages() as StoredDocument[]).filter((d) => d.type === type);
  return [defaultPage(type) as StoredDocument, ...samples].map((d, sample) => ({ sample, document: savedDocument(fromStored(d)) }));
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
