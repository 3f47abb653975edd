// The seller cabinet's calls. Values that are handed to core (the seller
// profile, plan terms) are kept in core's snake_case shape: the client
// camelizes every answer, and `coreShape` turns them back.
import type {
  AmountBasis,
  AppliesTo,
  BusinessStep,
  Category,
  CodeKind,
  CouponForm,
  CouponTerms,
  CourseContent,
  CoverVariant,
  EditStep,
  PlanKind,
  PlanTerms,
  ProductForm,
  ProductSetup,
  ProductWarning,
  Scope,
  TicketDraft,
  TrackingKind,
  ValueForm,
} from "../core";
import { camelizeKeys, snakeizeKeys, type Json } from "./case";
import { api, apiHeaders, present } from "./client";
import { ApiError, isAccessTokenError, parseError } from "./errors";
import type { Schema } from "./types";
import { apiUrl } from "./url";

/** A value the API camelized, back in core's snake_case shape. */
export const coreShape = <T>(value: Json): T => snakeizeKeys(value) as unknown as T;

/** The state changes POST /v1/cabinet/products/{id}/{action} accepts. */
export type ProductAction = "publish" | "unpublish" | "archive" | "unarchive" | "duplicate";

export interface CabinetProductRow {
  id: number;
  form: ProductForm;
  category: Category | null;
  name: string;
  published: boolean;
  archived: boolean;
  free: boolean;
  private: boolean;
  soldCount: number;
  reservedCount: number;
  limit: number | null;
  isSoldOut: boolean;
  createdAt: string;
  warnings: ProductWarning[];
  rowActions: string[];
}

/** Free and delivered keys of a license-key product. */
export type KeyCounts = Schema<"KeyCounts">;

export interface CabinetProductList {
  list: CabinetProductRow[];
  /** The matching rows, up to totalCountMax; only when the request asked (`counts=true`). */
  totalCount?: number;
  /** The most rows a list counts (the spec's totalCountMax). */
  totalCountMax: number;
  /** More rows match than totalCount, which is then totalCountMax; only when counted. */
  totalCapped?: boolean;
  page: number;
  per: number;
  /** More rows follow this page. */
  hasMore: boolean;
  /** The next page's cursor (`after=`), when more rows follow. */
  next?: string;
  /** The previous page's cursor (`before=`), unless this is the first page. */
  prev?: string;
}

export interface CabinetPlan {
  id: number;
  name: string;
  kind: PlanKind;
  currency: string;
  position: number;
  /** The event ticket the plan sells (events only). */
  ticketId: number | null;
  /** Core's PlanTerms, camelized by the client: `coreShape<PlanTerms>(terms)` for core. */
  terms: Json;
}

export type ProductFile = Schema<"ProductFile">;

export type { BuyButtonText, CheckoutLayout } from "../core";

/** Core's CheckoutSettings, camelized by the client. */
export type CheckoutSettings = Schema<"CheckoutSettings">;

/** The spec's tracking code kinds that carry an id (section 3): core's TrackingKind. */
export type TrackingCodeKind = TrackingKind;

export interface TrackingCode {
  kind: TrackingCodeKind;
  value: string;
}

export interface CabinetProduct extends CabinetProductRow {
  description: string;
  internalName: string;
  costCenter: string;
  successUrl: string;
  notSellableReasons: ProductWarning[];
  editSteps: EditStep[];
  pricingPlans: CabinetPlan[];
  files: ProductFile[];
  checkout: CheckoutSettings;
  trackingCodes: TrackingCode[];
  covers: Covers;
}

/**
 * A product's cover images: API paths (`/v1/cabinet/products/5/cover/s100?v=…`),
 * read with the session's cookies; null when there is none. Never passed
 * through `coreShape` (its snake_case would turn `s100` into `s_100`).
 */
export type Covers = Record<CoverVariant, string | null>;

/** A product the upsell step may offer as an order bump, with its plans. */
export interface BumpChoice {
  id: number;
  name: string;
  form: ProductForm;
  pricingPlans: { id: number; name: string; kind: PlanKind }[];
}

/** GET …/setup: every section (null when never saved) and the possible bumps. */
export interface SetupAnswer {
  setup: ProductSetup;
  bumpChoices: BumpChoice[];
}

/** An event's ticket: what the seller wrote (core's TicketDraft) and what the edge counts. */
export interface CabinetTicket {
  id: number;
  soldCount: number;
  reservedCount: number;
  expired: boolean;
  pricingPlans: CabinetPlan[];
  draft: TicketDraft;
}

/** The fields PATCH /v1/cabinet/products/{id} takes (any subset). */
export interface ProductPatch {
  name?: string;
  description?: string;
  category?: Category | null;
  free?: boolean;
  /** A new access password, or null to remove it; never read back (`private` says whether one is set). */
  accessPassword?: string | null;
  limit?: number | null;
  internalName?: string;
  costCenter?: string;
  successUrl?: string;
  checkout?: CheckoutSettings;
  trackingCodes?: TrackingCode[];
}

export interface Coupon {
  id: number;
  code: string;
  form: CouponForm;
  value: string;
  valueForm: ValueForm;
  currency: string | null;
  basis: AmountBasis;
  scope: Scope;
  productIds: number[];
  limit: number | null;
  ordersCount: number;
  active: boolean;
  validFrom: string | null;
  validTill: string | null;
  appliesTo: AppliesTo;
  createdAt: string;
}

export interface CouponList {
  list: Coupon[];
  /** The matching rows, up to totalCountMax; only when the request asked (`counts=true`). */
  totalCount?: number;
  /** The most rows a list counts (the spec's totalCountMax). */
  totalCountMax: number;
  /** More rows match than totalCount, which is then totalCountMax; only when counted. */
  totalCapped?: boolean;
  page: number;
  per: number;
  /** More rows follow this page. */
  hasMore: boolean;
  /** The next page's cursor (`after=`), when more rows follow. */
  next?: string;
  /** The previous page's cursor (`before=`), unless this is the first page. */
  prev?: string;
}

/**
 * A ticket as the API answers it (camelized), split into the edge's counts
 * and core's TicketDraft. Only the draft's own fields are kept, so that the
 * draft can be sent back as it is (core's TicketDraft refuses unknown fields).
 */
export function ticketOf(raw: Json): CabinetTicket {
  const r = (raw ?? {}) as Record<string, Json>;
  const d = coreShape<Partial<TicketDraft>>(r);
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    id: Number(r.id),
    soldCount: Number(r.soldCount ?? 0),
    reservedCount: Number(r.reservedCount ?? 0),
    expired: r.expired === true,
    pricingPlans: (r.pricingPlans ?? []) as unknown as CabinetPlan[],
    draft: {
      name: text(d.name),
      starts_at: text(d.starts_at),
      ends_at: text(d.ends_at),
      time_zone: text(d.time_zone),
      online: d.online === true,
      online_url: text(d.online_url),
      location_short_name: text(d.location_short_name),
      location_address: text(d.location_address),
      country_code: text(d.country_code),
      capacity: Number(d.capacity ?? 0),
      questions: (d.questions ?? []).map((q) => ({
        kind: q.kind,
        label: text(q.label),
        required: q.required === true,
        options: q.options ?? [],
      })),
    },
  };
}

/** A single coupon: core's terms. */
export type SingleCouponBody = Omit<CouponTerms, "orders_count">;
/**
 * Bulk coupons: the terms with an empty code (the edge reads core's
 * CouponTerms, whose `code` is required, and generates the codes), and how
 * to generate them.
 */
export type BulkCouponBody = Omit<CouponTerms, "orders_count" | "code"> & {
  code: "";
  form: "bulk";
  count: number;
  code_kind: CodeKind;
  code_length: number;
};

const query = (queryString: string) => (queryString ? `?${queryString.replace(/^\?/, "")}` : "");
const product = (id: number) => `/cabinet/products/${id}`;
/** Editors show their problems beside their fields: no toasts for these. */
const quiet = { toast: false } as const;

export const cabinetApi = {
  products: (queryString: string, signal?: AbortSignal) =>
    api.get<CabinetProductList>(`/cabinet/products${query(queryString)}`, { signal }).then(present),
  createProduct: (body: { form: ProductForm; name: string }) =>
    api.post<{ product: CabinetProduct }>("/cabinet/products", body as unknown as Json, quiet).then((r) => present(r).product),
  product: (id: number, signal?: AbortSignal) =>
    api.get<{ product: CabinetProduct }>(product(id), { signal }).then((r) => present(r).product),
  updateProduct: (id: number, patch: ProductPatch) =>
    api
      .request<{ product: CabinetProduct }>("PATCH", product(id), { json: patch as unknown as Json }, quiet)
      .then((r) => present(r).product),
  /** 422 (publish: one problem per not-sellable reason) and 409 are shown by the caller. */
  act: (id: number, action: ProductAction) =>
    api.post<{ product: CabinetProduct }>(`${product(id)}/${action}`, {}, quiet).then((r) => present(r).product),

  /** `ticketId` names the ticket an event's plan sells (required for events). */
  createPlan: (productId: number, body: { name: string; terms: PlanTerms; ticketId?: number }) =>
    api
      .post<{ pricingPlan: CabinetPlan }>(`${product(productId)}/pricing_plans`, body as unknown as Json, quiet)
      .then((r) => present(r).pricingPlan),
  updatePlan: (productId: number, planId: number, body: { name: string; terms: PlanTerms; ticketId?: number }) =>
    api
      .put<{ pricingPlan: CabinetPlan }>(`${product(productId)}/pricing_plans/${planId}`, body as unknown as Json, quiet)
      .then((r) => present(r).pricingPlan),
  deletePlan: (productId: number, planId: number) => api.delete<null>(`${product(productId)}/pricing_plans/${planId}`),

  files: (productId: number, signal?: AbortSignal) =>
    api.get<{ files: ProductFile[] }>(`${product(productId)}/files`, { signal }).then((r) => present(r).files),
  deleteFile: (productId: number, fileId: number) => api.delete<null>(`${product(productId)}/files/${fileId}`),
  uploadFile: (productId: number, file: File, onProgress: (percent: number) => void, signal?: AbortSignal) =>
    upload(
      apiUrl(`${product(productId)}/files?name=${encodeURIComponent(file.name)}`),
      file,
      onProgress,
      (body) => (body as { file?: ProductFile }).file,
      "file_too_large",
      signal,
    ),
  /** One variant of the cover (the image's bytes with its type); 422 `cover` problems and 413 are the caller's to show. */
  uploadCover: (productId: number, variant: CoverVariant, image: Blob, onProgress: (percent: number) => void, signal?: AbortSignal) =>
    upload(
      apiUrl(`${product(productId)}/cover/${variant}`),
      image,
      onProgress,
      (body) => (body as { covers?: Covers }).covers,
      "image_too_large",
      signal,
    ),
  deleteCover: (productId: number) => api.delete<{ covers: Covers }>(`${product(productId)}/cover`, quiet).then((r) => present(r).covers),

  /** The product's setup sections and the products it may offer as bumps. */
  setup: (productId: number, signal?: AbortSignal) =>
    api.get<{ setup: Json; bumpChoices: BumpChoice[] }>(`${product(productId)}/setup`, { signal }).then((r) => {
      const answer = present(r);
      return { setup: coreShape<ProductSetup>(answer.setup), bumpChoices: answer.bumpChoices ?? [] } satisfies SetupAnswer;
    }),
  /** Saves the sections given (the others keep their stored values); answers the merged setup. 422 problems name `upsell.bumps.0.plan_id` etc. */
  saveSetup: (productId: number, change: Partial<ProductSetup>) =>
    api
      .put<{ setup: Json }>(`${product(productId)}/setup`, change as unknown as Json, quiet)
      .then((r) => coreShape<ProductSetup>(present(r).setup)),

  tickets: (productId: number, signal?: AbortSignal) =>
    api.get<{ tickets: Json[] }>(`${product(productId)}/tickets`, { signal }).then((r) => present(r).tickets.map(ticketOf)),
  createTicket: (productId: number, draft: TicketDraft) =>
    api.post<{ ticket: Json }>(`${product(productId)}/tickets`, draft as unknown as Json, quiet).then((r) => ticketOf(present(r).ticket)),
  updateTicket: (productId: number, ticketId: number, draft: TicketDraft) =>
    api
      .put<{ ticket: Json }>(`${product(productId)}/tickets/${ticketId}`, draft as unknown as Json, quiet)
      .then((r) => ticketOf(present(r).ticket)),
  /** 409 `ticket_sold` once tickets were sold; shown by the caller. */
  deleteTicket: (productId: number, ticketId: number) => api.delete<null>(`${product(productId)}/tickets/${ticketId}`, quiet),

  licenseKeyCounts: (productId: number, signal?: AbortSignal) =>
    api.get<{ counts: KeyCounts }>(`${product(productId)}/license_keys`, { signal }).then((r) => present(r).counts),
  /** Pasted or CSV text, or a format to generate `count` keys from; 422 problems shown by the caller. */
  addLicenseKeys: (productId: number, body: { text: string } | { generate: { format: string; count: number } }) =>
    api.post<{ added: number; counts: KeyCounts }>(`${product(productId)}/license_keys`, body as unknown as Json, quiet).then(present),
  content: (productId: number, signal?: AbortSignal) =>
    api.get<{ content: Json }>(`${product(productId)}/content`, { signal }).then((r) => coreShape<CourseContent>(present(r).content)),
  /** 422 problems name fields such as `chapters.0.lessons.1.video_url`; shown by the caller. */
  setContent: (productId: number, content: CourseContent) =>
    api
      .put<{ content: Json }>(`${product(productId)}/content`, content as unknown as Json, quiet)
      .then((r) => coreShape<CourseContent>(present(r).content)),
  items: (productId: number, signal?: AbortSignal) =>
    api.get<{ productIds: number[] }>(`${product(productId)}/items`, { signal }).then((r) => present(r).productIds),
  setItems: (productId: number, productIds: number[]) =>
    api.put<{ product: CabinetProduct }>(`${product(productId)}/items`, { productIds }, quiet).then((r) => present(r).product),

  coupons: (queryString: string, signal?: AbortSignal) =>
    api.get<CouponList>(`/cabinet/coupons${query(queryString)}`, { signal }).then(present),
  createCoupons: (body: SingleCouponBody | BulkCouponBody) =>
    api.post<{ coupons: Coupon[] }>("/cabinet/coupons", body as unknown as Json, quiet).then((r) => present(r).coupons),
  deactivateCoupon: (id: number) => api.post<{ coupon: Coupon }>(`/cabinet/coupons/${id}/deactivate`, {}).then((r) => present(r).coupon),

  sellerProfile: (signal?: AbortSignal) =>
    api
      .get<{ sellerProfile: Json }>("/cabinet/seller_profile", { signal })
      .then((r) => coreShape<Partial<BusinessStep>>(present(r).sellerProfile ?? {})),
  /** The edge's 422 problems are shown beside the modal's fields, as core's are. */
  saveSellerProfile: (step: BusinessStep) => api.put<Json>("/cabinet/seller_profile", step, quiet),
};

interface RawAnswer {
  status: number;
  body: Json | null;
}

/** One PUT of a raw body (a file, an image) with XMLHttpRequest, which reports upload progress. */
function send(url: string, body: Blob, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries({ accept: "application/json", ...apiHeaders() })) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader("content-type", body.type || "application/octet-stream");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.floor((e.loaded * 100) / e.total));
    };
    xhr.onload = () => {
      let answer: Json | null;
      try {
        answer = xhr.responseText ? (JSON.parse(xhr.responseText) as Json) : null;
      } catch {
        answer = null;
      }
      resolve({ status: xhr.status, body: answer });
    };
    xhr.onerror = () => reject(new ApiError(0, "network_error", "The upload failed."));
    xhr.onabort = () => reject(new ApiError(0, "aborted", "The upload was aborted."));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * Uploads a raw body and answers what `read` takes from the (camelized)
 * answer. Like the API client: an access-token error refreshes the session
 * once and sends the body again; any other failure is an ApiError (a 413
 * without a body is `tooLarge`, shown by the caller).
 */
async function upload<T>(
  url: string,
  body: Blob,
  onProgress: (percent: number) => void,
  read: (answer: Json) => T | undefined,
  tooLarge: string,
  signal?: AbortSignal,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    onProgress(0);
    const answer = await send(url, body, onProgress, signal);
    if (answer.status >= 200 && answer.status < 300) {
      onProgress(100);
      const value = read(camelizeKeys(answer.body ?? {}));
      if (value === undefined) throw new ApiError(answer.status, "page_server_error", "page_server_error");
      return value;
    }
    const error =
      answer.status === 413 && answer.body === null ? new ApiError(413, tooLarge, tooLarge) : parseError(answer.status, answer.body);
    if (attempt === 0 && isAccessTokenError(error) && (await api.refresh())) continue;
    throw error;
  }
}
