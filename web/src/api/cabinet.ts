// The seller cabinet's calls. The seller profile is handed to core's
// `business_step` rule, so it is kept in core's snake_case shape: the
// client camelizes the answer like every other and `fromApi` turns it back.
import type { BusinessStep } from "../core";
import { snakeizeKeys, type Json } from "./case";
import { api, present } from "./client";

export interface CabinetProduct {
  id: number;
  form: string;
  name: string;
  published: boolean;
  archived: boolean;
  createdAt: string;
}

export interface CabinetProductList {
  list: CabinetProduct[];
  totalCount: number;
  page: number;
  per: number;
}

export const cabinetApi = {
  products: (queryString: string, signal?: AbortSignal) =>
    api.get<CabinetProductList>(`/cabinet/products${queryString ? `?${queryString}` : ""}`, { signal }).then(present),
  sellerProfile: (signal?: AbortSignal) =>
    api
      .get<{ sellerProfile: Json }>("/cabinet/seller_profile", { signal })
      .then((r) => snakeizeKeys(present(r).sellerProfile ?? {}) as Partial<BusinessStep>),
  /** The edge's 422 problems are shown beside the modal's fields, as core's are. */
  saveSellerProfile: (step: BusinessStep) => api.put<Json>("/cabinet/seller_profile", step as unknown as Json, { toast: false }),
};
