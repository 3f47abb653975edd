// The cabinet pages API (edge/src/routes/pages.rs). A page's document is
// JSON whose keys are data (`paddingTop`, block ids), and its render input
// is core's snake_case `PageInput`: both cross as they are (`raw`), never
// through the client's key conversion.
import { api, present } from "../../api/client";
import type { PageInput, Theme } from "../../core";
import type { PageType, StoredDocument } from "./document";

/** A page as `GET /v1/cabinet/pages/{id}` answers it. */
export interface BuilderPage {
  id: number;
  page_type: PageType;
  path: string;
  title: string;
  draft: StoredDocument;
  published?: StoredDocument;
  published_at?: string;
  created_at: string;
  updated_at: string;
  /** The funnels that show the page on a step (only in the list; such a page cannot be deleted). */
  used_by?: { funnel_id: number; name: string }[];
}

/** A designed template of a page type, filled on the edge from the seller's products. */
export interface PageTemplate {
  key: string;
  name: string;
  description: string;
  document: StoredDocument;
}

export interface PageWrite {
  page_type: PageType;
  path: string;
  title: string;
  document: StoredDocument;
}

const raw = { raw: true, toast: false } as const;
const one = (id: number) => `/cabinet/pages/${id}`;

export const pagesApi = {
  list: (signal?: AbortSignal) => api.get<{ list: BuilderPage[] }>("/cabinet/pages", { ...raw, signal }).then((r) => present(r).list),
  page: (id: number, signal?: AbortSignal) => api.get<{ page: BuilderPage }>(one(id), { ...raw, signal }).then((r) => present(r).page),
  create: (body: PageWrite) =>
    api.request<{ page: BuilderPage }>("POST", "/cabinet/pages", { raw: body as never }, raw).then((r) => present(r).page),
  /** Not cancelled by a route change: the editor's last save runs while the seller leaves it. */
  save: (id: number, body: PageWrite) =>
    api.request<{ page: BuilderPage }>("PUT", one(id), { raw: body as never }, raw, false).then((r) => present(r).page),
  publish: (id: number) => api.request<{ page: BuilderPage }>("POST", `${one(id)}/publish`, { raw: {} }, raw).then((r) => present(r).page),
  unpublish: (id: number) =>
    api.request<{ page: BuilderPage }>("POST", `${one(id)}/unpublish`, { raw: {} }, raw).then((r) => present(r).page),
  /** Deletes the page; 409 `page_in_use` while a funnel shows it. */
  remove: (id: number) => api.request<{ deleted: boolean }>("DELETE", one(id), undefined, raw),
  /** The designed templates of `pageType` in `language`, filled from the seller's products. */
  templates: (pageType: PageType, language: string, signal?: AbortSignal) =>
    api
      .get<{ list: PageTemplate[] }>(`/cabinet/page_templates?page_type=${pageType}&language=${language}`, { ...raw, signal })
      .then((r) => present(r).list),
  /** The input the edge renders the page from, with the draft (`draft`) or what buyers see. */
  renderInput: (id: number, version: "draft" | "published", signal?: AbortSignal) =>
    api.get<{ input: PageInput }>(`${one(id)}/render_input?version=${version}`, { ...raw, signal }).then((r) => present(r).input),
};

/** A shop category as `/v1/cabinet/categories` answers it. */
export interface ShopCategory {
  id: number;
  title: string;
  description: string;
  color?: string;
  hidden: boolean;
  position: number;
  parent_id?: number;
  product_ids: number[];
}

export type CategoryWrite = Omit<ShopCategory, "id" | "color" | "parent_id"> & { color: string | null; parent_id: number | null };

const category = (id: number) => `/cabinet/categories/${id}`;

export const categoriesApi = {
  list: (signal?: AbortSignal) => api.get<{ list: ShopCategory[] }>("/cabinet/categories", { ...raw, signal }).then((r) => present(r).list),
  create: (body: CategoryWrite) =>
    api.request<{ category: ShopCategory }>("POST", "/cabinet/categories", { raw: body as never }, raw).then((r) => present(r).category),
  update: (id: number, body: CategoryWrite) =>
    api.request<{ category: ShopCategory }>("PUT", category(id), { raw: body as never }, raw).then((r) => present(r).category),
  remove: (id: number) => api.request<{ deleted: boolean }>("DELETE", category(id), undefined, raw),
  /** The seller's products a category may hold (the first 500, in the list's order). */
  products: (signal?: AbortSignal) =>
    api
      .get<{ list: { id: number; name: string; archived: boolean }[] }>("/cabinet/products?per=500", { ...raw, signal })
      .then((r) => present(r).list.filter((p) => !p.archived)),
};

export const themeApi = {
  get: (signal?: AbortSignal) => api.get<{ theme: Theme; custom: boolean }>("/cabinet/theme", { ...raw, signal }).then((r) => present(r)),
  /** `null`: back to the default theme. */
  save: (theme: Theme | null) =>
    api.request<{ theme: Theme; custom: boolean }>("PUT", "/cabinet/theme", { raw: { theme } as never }, raw).then((r) => present(r)),
};
