// The seller cabinet's calls. Values that are handed to core (the seller
// profile, plan terms) are kept in core's snake_case shape: the client
// camelizes every answer, and `coreShape` turns them back.
import type {
  AmountBasis,
  AppliesTo,
  BusinessStep,
  BuyButtonText,
  Category,
  CheckoutLayout,
  CodeKind,
  CouponForm,
  CouponTerms,
  CourseContent,
  EditStep,
  PlanKind,
  PlanTerms,
  ProductForm,
  ProductWarning,
  Scope,
  TrackingKind,
  ValueForm,
} from "../core";
import { camelizeKeys, snakeizeKeys, type Json } from "./case";
import { api, apiHeaders, present } from "./client";
import { ApiError, isAccessTokenError, parseError } from "./errors";
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
export interface KeyCounts {
  free: number;
  used: number;
}

export interface CabinetProductList {
  list: CabinetProductRow[];
  totalCount: number;
  page: number;
  per: number;
}

export interface CabinetPlan {
  id: number;
  name: string;
  kind: PlanKind;
  currency: string;
  position: number;
  /** Core's PlanTerms, camelized by the client: `coreShape<PlanTerms>(terms)` for core. */
  terms: Json;
}

export interface ProductFile {
  id: number;
  name: string;
  size: number;
  contentType: string;
  createdAt: string;
}

export type { BuyButtonText, CheckoutLayout } from "../core";

/** Core's CheckoutSettings, camelized by the client. */
export interface CheckoutSettings {
  layout: CheckoutLayout;
  buyColor: string;
  pageColor: string;
  backgroundColor: string;
  countdownColor: string;
  buyButtonText: BuyButtonText;
  trustSeals: boolean;
  descriptionExpanded: boolean;
}

/** The spec's tracking code kinds that carry an id (section 3): core's TrackingKind. */
export type TrackingCodeKind = TrackingKind;

export interface TrackingCode {
  kind: TrackingCodeKind;
  value: string;
}

export interface CabinetProduct extends CabinetProductRow {
  description: string;
  accessPassword: string | null;
  internalName: string;
  costCenter: string;
  successUrl: string;
  notSellableReasons: ProductWarning[];
  editSteps: EditStep[];
  pricingPlans: CabinetPlan[];
  files: ProductFile[];
  checkout: CheckoutSettings;
  trackingCodes: TrackingCode[];
}

/** The fields PATCH /v1/cabinet/products/{id} takes (any subset). */
export interface ProductPatch {
  name?: string;
  description?: string;
  category?: Category | null;
  free?: boolean;
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
  totalCount: number;
  page: number;
  per: number;
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

  createPlan: (productId: number, body: { name: string; terms: PlanTerms }) =>
    api.post<{ pricingPlan: CabinetPlan }>(`${product(productId)}/pricing_plans`, body as unknown as Json, quiet).then((r) => present(r).pricingPlan),
  updatePlan: (productId: number, planId: number, body: { name: string; terms: PlanTerms }) =>
    api
      .put<{ pricingPlan: CabinetPlan }>(`${product(productId)}/pricing_plans/${planId}`, body as unknown as Json, quiet)
      .then((r) => present(r).pricingPlan),
  deletePlan: (productId: number, planId: number) => api.delete<null>(`${product(productId)}/pricing_plans/${planId}`),

  files: (productId: number, signal?: AbortSignal) =>
    api.get<{ files: ProductFile[] }>(`${product(productId)}/files`, { signal }).then((r) => present(r).files),
  deleteFile: (productId: number, fileId: number) => api.delete<null>(`${product(productId)}/files/${fileId}`),
  uploadFile: (productId: number, file: File, onProgress: (percent: number) => void, signal?: AbortSignal) =>
    upload(apiUrl(`${product(productId)}/files?name=${encodeURIComponent(file.name)}`), file, onProgress, signal),

  licenseKeyCounts: (productId: number, signal?: AbortSignal) =>
    api.get<{ counts: KeyCounts }>(`${product(productId)}/license_keys`, { signal }).then((r) => present(r).counts),
  /** Pasted or CSV text, or a format to generate `count` keys from; 422 problems shown by the caller. */
  addLicenseKeys: (productId: number, body: { text: string } | { generate: { format: string; count: number } }) =>
    api.post<{ added: number; counts: KeyCounts }>(`${product(productId)}/license_keys`, body as unknown as Json, quiet).then(present),
  content: (productId: number, signal?: AbortSignal) =>
    api.get<{ content: Json }>(`${product(productId)}/content`, { signal }).then((r) => coreShape<CourseContent>(present(r).content)),
  /** 422 problems name fields such as `chapters.0.lessons.1.video_url`; shown by the caller. */
  setContent: (productId: number, content: CourseContent) =>
    api.put<{ content: Json }>(`${product(productId)}/content`, content as unknown as Json, quiet).then((r) => coreShape<CourseContent>(present(r).content)),
  items: (productId: number, signal?: AbortSignal) =>
    api.get<{ productIds: number[] }>(`${product(productId)}/items`, { signal }).then((r) => present(r).productIds),
  setItems: (productId: number, productIds: number[]) =>
    api.put<{ product: CabinetProduct }>(`${product(productId)}/items`, { productIds } as unknown as Json, quiet).then((r) => present(r).product),

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
  saveSellerProfile: (step: BusinessStep) => api.put<Json>("/cabinet/seller_profile", step as unknown as Json, quiet),
};

interface RawAnswer {
  status: number;
  body: Json | null;
}

/** One PUT of the raw file with XMLHttpRequest, which reports upload progress. */
function send(url: string, file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries({ accept: "application/json", ...apiHeaders() })) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.floor((e.loaded * 100) / e.total));
    };
    xhr.onload = () => {
      let body: Json | null = null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as Json) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, "network_error", "The upload failed."));
    xhr.onabort = () => reject(new ApiError(0, "aborted", "The upload was aborted."));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * Uploads a product file. Like the API client: an access-token error
 * refreshes the session once and sends the file again; any other failure
 * is an ApiError (413 `file_too_large`, shown by the caller).
 */
async function upload(url: string, file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<ProductFile> {
  for (let attempt = 0; ; attempt++) {
    onProgress(0);
    const answer = await send(url, file, onProgress, signal);
    if (answer.status >= 200 && answer.status < 300) {
      onProgress(100);
      const body = camelizeKeys(answer.body ?? {}) as { file?: ProductFile };
      if (!body.file) throw new ApiError(answer.status, "page_server_error", "page_server_error");
      return body.file;
    }
    const error =
      answer.status === 413 && answer.body === null ? new ApiError(413, "file_too_large", "file_too_large") : parseError(answer.status, answer.body);
    if (attempt === 0 && isAccessTokenError(error) && (await api.refresh())) continue;
    throw error;
  }
}
