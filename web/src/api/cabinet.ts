// The seller cabinet's calls. Values that are handed to core (the seller
// profile, plan terms) are kept in core's snake_case shape: the client
// camelizes every answer, and `coreShape` turns them back.
import type {
  BusinessStep,
  CodeKind,
  CouponTerms,
  CourseContent,
  CoverVariant,
  MediaPurpose,
  PlanTerms,
  ProductSetup,
  TicketDraft,
  TrackingKind,
} from "../core";
import { camelizeKeys, snakeizeKeys, type Json } from "./case";
import { api, apiHeaders, present } from "./client";
import { ApiError, isAccessTokenError, parseError } from "./errors";
import type { Answer, RequestBody, Schema, Sendable } from "./types";
import { apiUrl } from "./url";

/** A value the API camelized, back in core's snake_case shape. */
export const coreShape = <T>(value: Json): T => snakeizeKeys(value) as unknown as T;

/** The state changes POST /v1/cabinet/products/{id}/{action} accepts. */
export type ProductAction = "publish" | "unpublish" | "archive" | "unarchive" | "duplicate";

// Answers generated from the API document (types.ts), camelized.
export type CabinetProductRow = Schema<"CabinetProductRow">;
export type CabinetProductList = Schema<"CabinetProductRowPage">;
/** Free and delivered keys of a license-key product. */
export type KeyCounts = Schema<"KeyCounts">;
/** A plan; its `terms` are core's PlanTerms camelized by the client: `coreShape<PlanTerms>(terms)` for core. */
export type CabinetPlan = Schema<"CabinetPlan">;
export type ProductFile = Schema<"ProductFile">;
export type FileUpload = Schema<"Upload">;
/** Files above this size go up in parts (the edge takes at most 100 MiB in one body). */
export const WHOLE_UPLOAD_MAX = 100 * 1024 * 1024;

export type { BuyButtonText, CheckoutLayout } from "../core";

/** Core's CheckoutSettings, camelized by the client. */
export type CheckoutSettings = Schema<"CheckoutSettings">;

/** The spec's tracking code kinds that carry an id (section 3): core's TrackingKind. */
export type TrackingCodeKind = TrackingKind;
export type TrackingCode = Schema<"TrackingCode">;

export type CabinetProduct = Schema<"CabinetProduct">;

/**
 * A product's cover images: API paths (`/v1/cabinet/products/5/cover/s100?v=…`),
 * read with the session's cookies; null when there is none. Never passed
 * through `coreShape` (its snake_case would turn `s100` into `s_100`).
 */
export type Covers = Schema<"CoverUrls">;
/** A file of the seller's media library (`/v1/cabinet/media`). */
export type MediaFile = Schema<"Media">;

/** A product the upsell step may offer as an order bump, with its plans. */
export type BumpChoice = Schema<"BumpChoice">;

/** The fields PATCH /v1/cabinet/products/{id} takes (any subset); `accessPassword` is never read back (`private` says whether one is set). */
export type ProductPatch = Partial<RequestBody<"ProductPatch">>;

export type Coupon = Schema<"CabinetCoupon">;
export type CouponList = Schema<"CabinetCouponPage">;

/**
 * A ticket as the API answers it, split into the edge's counts and core's
 * TicketDraft. Only the draft's own fields are kept, so that the draft can
 * be sent back as it is (core's TicketDraft refuses unknown fields).
 */
export function ticketOf(t: Schema<"CabinetTicket">) {
  const draft: TicketDraft = {
    name: t.name,
    starts_at: t.startsAt,
    ends_at: t.endsAt,
    time_zone: t.timeZone,
    online: t.online,
    online_url: t.onlineUrl,
    location_short_name: t.locationShortName,
    location_address: t.locationAddress,
    country_code: t.countryCode,
    capacity: t.capacity,
    questions: t.questions.map((q) => ({ kind: q.kind, label: q.label, required: q.required, options: q.options })),
  };
  return { id: t.id, soldCount: t.soldCount, reservedCount: t.reservedCount, expired: t.expired, pricingPlans: t.pricingPlans, draft };
}

/** An event's ticket: what the seller wrote (core's TicketDraft) and what the edge counts. */
export type CabinetTicket = ReturnType<typeof ticketOf>;

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

type Products = "/v1/cabinet/products";
type OneProduct = "/v1/cabinet/products/{id}";
type Plans = "/v1/cabinet/products/{id}/pricing_plans";
type OnePlan = "/v1/cabinet/products/{id}/pricing_plans/{plan_id}";
type Tickets = "/v1/cabinet/products/{id}/tickets";
type OneTicket = "/v1/cabinet/products/{id}/tickets/{ticket_id}";
type Keys = "/v1/cabinet/products/{id}/license_keys";
type Content = "/v1/cabinet/products/{id}/content";
type Items = "/v1/cabinet/products/{id}/items";
type Setup = "/v1/cabinet/products/{id}/setup";

/** What POST /v1/cabinet/products/{id}/pricing_plans and PUT …/{plan_id} take: `terms` in core's own shape (snake_case, sent as it is). */
export type PlanAsk = Omit<Sendable<RequestBody<"PlanBody">>, "terms"> & { terms: PlanTerms };

/** The cabinet home: the last 30 days' paid money and orders, and the checklist before the first sale. */
export type CabinetHome = Schema<"CabinetHome">;

export const cabinetApi = {
  home: (signal?: AbortSignal) => api.get<CabinetHome>("/cabinet/home", { signal }).then(present),
  products: (queryString: string, signal?: AbortSignal) =>
    api.get<CabinetProductList>(`/cabinet/products${query(queryString)}`, { signal }).then(present),
  createProduct: (body: RequestBody<"ProductDraft">) =>
    api.post<Answer<Products, "post", 201>>("/cabinet/products", body as unknown as Json, quiet).then((r) => present(r).product),
  product: (id: number, signal?: AbortSignal) =>
    api.get<Answer<OneProduct, "get">>(product(id), { signal }).then((r) => present(r).product),
  updateProduct: (id: number, patch: ProductPatch) =>
    api
      .request<Answer<OneProduct, "patch">>("PATCH", product(id), { json: patch as unknown as Json }, quiet)
      .then((r) => present(r).product),
  /** 422 (publish: one problem per not-sellable reason) and 409 are shown by the caller. */
  act: (id: number, action: ProductAction) =>
    api.post<Answer<"/v1/cabinet/products/{id}/{action}", "post">>(`${product(id)}/${action}`, {}, quiet).then((r) => present(r).product),

  /** `ticketId` names the ticket an event's plan sells (required for events). */
  createPlan: (productId: number, body: PlanAsk) =>
    api
      .post<Answer<Plans, "post", 201>>(`${product(productId)}/pricing_plans`, body as unknown as Json, quiet)
      .then((r) => present(r).pricingPlan),
  updatePlan: (productId: number, planId: number, body: PlanAsk) =>
    api
      .put<Answer<OnePlan, "put">>(`${product(productId)}/pricing_plans/${planId}`, body as unknown as Json, quiet)
      .then((r) => present(r).pricingPlan),
  deletePlan: (productId: number, planId: number) => api.delete<null>(`${product(productId)}/pricing_plans/${planId}`),

  files: (productId: number, signal?: AbortSignal) =>
    api.get<Answer<"/v1/cabinet/products/{id}/files", "get">>(`${product(productId)}/files`, { signal }).then((r) => present(r).files),
  deleteFile: (productId: number, fileId: number) => api.delete<null>(`${product(productId)}/files/${fileId}`),
  uploadFile: (productId: number, file: File, onProgress: (percent: number) => void, signal?: AbortSignal) =>
    upload(
      apiUrl(`${product(productId)}/files?name=${encodeURIComponent(file.name)}`),
      file,
      onProgress,
      (body) => (body as Partial<Answer<"/v1/cabinet/products/{id}/files", "put", 201>>).file,
      "file_too_large",
      signal,
    ),
  /**
   * A file above [`WHOLE_UPLOAD_MAX`] in parts (issue 29): begun once, its upload's token kept in
   * `localStorage` under the product, name, size and date of the file, so choosing the same file after
   * an interruption (a closed tab, a lost connection) asks the edge which parts it has and sends only
   * the others; then completed. `onProgress` counts the parts done and the one going up.
   */
  uploadFileInParts: async (productId: number, file: File, onProgress: (percent: number) => void, signal?: AbortSignal) => {
    const remembered = `sw_upload:${productId}:${file.name}:${file.size}:${file.lastModified}`;
    const uploads = `${product(productId)}/uploads`;
    const kept = localStorage.getItem(remembered);
    const resumed = kept
      ? await api
          .get<Answer<"/v1/cabinet/products/{id}/uploads/{upload}", "get">>(`${uploads}/${kept}`, { signal, toast: false })
          .then((r) => present(r).upload)
          .catch(() => null)
      : null;
    const begun =
      resumed ??
      (await api
        .post<Answer<"/v1/cabinet/products/{id}/uploads", "post", 201>>(
          `${uploads}?name=${encodeURIComponent(file.name)}&size=${file.size}`,
          {},
          quiet,
        )
        .then((r) => present(r).upload));
    if (!begun) throw new ApiError(500, "page_server_error", "page_server_error");
    if (!resumed) localStorage.setItem(remembered, begun.token);
    const { token, partSize, parts } = begun;
    const done = new Set(begun.done);
    const length = (n: number) => Math.min(file.size, n * partSize) - (n - 1) * partSize;
    let sent = [...done].reduce((sum, n) => sum + length(n), 0);
    for (let n = 1; n <= parts; n++) {
      if (done.has(n)) continue;
      const part = file.slice((n - 1) * partSize, Math.min(file.size, n * partSize));
      await upload(
        apiUrl(`${uploads}/${token}/parts/${n}`),
        part,
        (percent) => onProgress(Math.min(99, Math.floor(((sent + (part.size * percent) / 100) / file.size) * 100))),
        (body) => (body as Partial<Answer<"/v1/cabinet/products/{id}/uploads/{upload}/parts/{number}", "put">>).upload,
        "file_too_large",
        signal,
      );
      sent += part.size;
    }
    const stored = await api
      .post<Answer<"/v1/cabinet/products/{id}/uploads/{upload}/complete", "post", 201>>(`${uploads}/${token}/complete`, {}, quiet)
      .then((r) => present(r).file);
    localStorage.removeItem(remembered);
    onProgress(100);
    return stored;
  },
  /** One variant of the cover (the image's bytes with its type); 422 `cover` problems and 413 are the caller's to show. */
  uploadCover: (productId: number, variant: CoverVariant, image: Blob, onProgress: (percent: number) => void, signal?: AbortSignal) =>
    upload(
      apiUrl(`${product(productId)}/cover/${variant}`),
      image,
      onProgress,
      (body) => (body as Partial<Answer<"/v1/cabinet/products/{id}/cover/{variant}", "put">>).covers,
      "image_too_large",
      signal,
    ),
  /**
   * A file for the seller's media library (`purpose` says which rules the edge checks it by:
   * `logo` 200 × 200, `banner` 1920 × 1080, `image`, `font`); 422 `file` problems and 413 are the caller's to show.
   */
  uploadMedia: (purpose: MediaPurpose, file: File, onProgress: (percent: number) => void, signal?: AbortSignal) =>
    upload(
      apiUrl(`/cabinet/media?purpose=${purpose}&name=${encodeURIComponent(file.name)}`),
      file,
      onProgress,
      (body) => (body as Partial<Answer<"/v1/cabinet/media", "post", 201>>).media,
      purpose === "font" ? "font_too_large" : "image_too_large",
      signal,
      "POST",
    ),
  /** The seller's media files of `kind` (`image`, `font`), newest first: the first 100. */
  mediaLibrary: (kind: "image" | "font", signal?: AbortSignal) =>
    api
      .get<Answer<"/v1/cabinet/media", "get">>(`/cabinet/media?kind=${kind}&per=100`, { signal, toast: false })
      .then((r) => present(r).list),
  deleteCover: (productId: number) =>
    api.delete<Answer<"/v1/cabinet/products/{id}/cover", "delete">>(`${product(productId)}/cover`, quiet).then((r) => present(r).covers),

  /** The product's setup sections (in core's shape) and the products it may offer as bumps. */
  setup: (productId: number, signal?: AbortSignal) =>
    api.get<Answer<Setup, "get">>(`${product(productId)}/setup`, { signal }).then((r) => {
      const answer = present(r);
      return { setup: coreShape<ProductSetup>(answer.setup as unknown as Json), bumpChoices: answer.bumpChoices };
    }),
  /** Saves the sections given (the others keep their stored values); answers the merged setup. 422 problems name `upsell.bumps.0.plan_id` etc. */
  saveSetup: (productId: number, change: Partial<ProductSetup>) =>
    api
      .put<Answer<Setup, "put">>(`${product(productId)}/setup`, change as unknown as Json, quiet)
      .then((r) => coreShape<ProductSetup>(present(r).setup as unknown as Json)),

  tickets: (productId: number, signal?: AbortSignal) =>
    api.get<Answer<Tickets, "get">>(`${product(productId)}/tickets`, { signal }).then((r) => present(r).tickets.map(ticketOf)),
  createTicket: (productId: number, draft: TicketDraft) =>
    api
      .post<Answer<Tickets, "post", 201>>(`${product(productId)}/tickets`, draft as unknown as Json, quiet)
      .then((r) => ticketOf(present(r).ticket)),
  updateTicket: (productId: number, ticketId: number, draft: TicketDraft) =>
    api
      .put<Answer<OneTicket, "put">>(`${product(productId)}/tickets/${ticketId}`, draft as unknown as Json, quiet)
      .then((r) => ticketOf(present(r).ticket)),
  /** 409 `ticket_sold` once tickets were sold; shown by the caller. */
  deleteTicket: (productId: number, ticketId: number) => api.delete<null>(`${product(productId)}/tickets/${ticketId}`, quiet),

  licenseKeyCounts: (productId: number, signal?: AbortSignal) =>
    api.get<Answer<Keys, "get">>(`${product(productId)}/license_keys`, { signal }).then((r) => present(r).counts),
  /** Pasted or CSV text, or a format to generate `count` keys from; 422 problems shown by the caller. */
  addLicenseKeys: (productId: number, body: RequestBody<"KeysBody">) =>
    api.post<Answer<Keys, "post", 201>>(`${product(productId)}/license_keys`, body as unknown as Json, quiet).then(present),
  content: (productId: number, signal?: AbortSignal) =>
    api
      .get<Answer<Content, "get">>(`${product(productId)}/content`, { signal })
      .then((r) => coreShape<CourseContent>(present(r).content as unknown as Json)),
  /** 422 problems name fields such as `chapters.0.lessons.1.video_url`; shown by the caller. */
  setContent: (productId: number, content: CourseContent) =>
    api
      .put<Answer<Content, "put">>(`${product(productId)}/content`, content as unknown as Json, quiet)
      .then((r) => coreShape<CourseContent>(present(r).content as unknown as Json)),
  items: (productId: number, signal?: AbortSignal) =>
    api.get<Answer<Items, "get">>(`${product(productId)}/items`, { signal }).then((r) => present(r).productIds),
  setItems: (productId: number, productIds: number[]) =>
    api.put<Answer<Items, "put">>(`${product(productId)}/items`, { productIds }, quiet).then((r) => present(r).product),

  coupons: (queryString: string, signal?: AbortSignal) =>
    api.get<CouponList>(`/cabinet/coupons${query(queryString)}`, { signal }).then(present),
  createCoupons: (body: SingleCouponBody | BulkCouponBody) =>
    api
      .post<Answer<"/v1/cabinet/coupons", "post", 201>>("/cabinet/coupons", body as unknown as Json, quiet)
      .then((r) => present(r).coupons),
  updateCoupon: (id: number, terms: SingleCouponBody) =>
    api
      .put<Answer<"/v1/cabinet/coupons/{id}", "put">>(`/cabinet/coupons/${id}`, terms as unknown as Json, quiet)
      .then((r) => present(r).coupon),
  deactivateCoupon: (id: number) =>
    api.post<Answer<"/v1/cabinet/coupons/{id}/deactivate", "post">>(`/cabinet/coupons/${id}/deactivate`, {}).then((r) => present(r).coupon),

  sellerProfile: (signal?: AbortSignal) =>
    api
      .get<Answer<"/v1/cabinet/seller_profile", "get">>("/cabinet/seller_profile", { signal })
      .then((r) => coreShape<Partial<BusinessStep>>((present(r).sellerProfile ?? {}) as unknown as Json)),
  /** The edge's 422 problems are shown beside the modal's fields, as core's are. */
  saveSellerProfile: (step: BusinessStep) => api.put<Answer<"/v1/cabinet/seller_profile", "put">>("/cabinet/seller_profile", step, quiet),
};

/** GET …/setup as `cabinetApi.setup` hands it out: every section (null when never saved) and the possible bumps. */
export type SetupAnswer = Awaited<ReturnType<typeof cabinetApi.setup>>;

interface RawAnswer {
  status: number;
  body: Json | null;
}

/** One PUT (or POST) of a raw body (a file, an image) with XMLHttpRequest, which reports upload progress. */
function send(url: string, body: Blob, onProgress: (percent: number) => void, signal?: AbortSignal, method = "PUT"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
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
  method = "PUT",
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    onProgress(0);
    const answer = await send(url, body, onProgress, signal, method);
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
