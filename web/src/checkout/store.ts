import { create } from "zustand";
import type { PaymentMethod } from "../core";
import type { PayerFields } from "../forms/PayerDetails";
import type { BuyerChoice } from "./request";
import type { Step } from "./layout";

// Client state of one payment page: what the buyer has chosen so far. The
// buyer (country, business, VAT id) stays across pages; the rest belongs to
// one product's page and starts afresh on another (`open`).
interface CheckoutState {
  /** The page these choices belong to (`username/productId`). */
  page: string;
  buyer: BuyerChoice;
  couponCode: string;
  /** The payer's details once core found them complete; null again after any edit. */
  payer: PayerFields | null;
  /** The plan chosen, when it differs from the address (an event's ticket). */
  planId: number | null;
  /** Ticked order bumps, by product id. */
  bumps: number[];
  method: PaymentMethod | null;
  /** The price typed for a pay-what-you-want plan. */
  amount: string;
  step: Step;
  open: (page: string) => void;
  setPayer: (payer: PayerFields | null) => void;
  setBuyer: (buyer: Partial<BuyerChoice>) => void;
  setCouponCode: (code: string) => void;
  setPlanId: (planId: number | null) => void;
  toggleBump: (productId: number, on: boolean) => void;
  setMethod: (method: PaymentMethod) => void;
  setAmount: (amount: string) => void;
  setStep: (step: Step) => void;
}

export const useCheckoutStore = create<CheckoutState>((set, get) => ({
  page: "",
  buyer: { country: "DE", business: false, vatId: "" },
  couponCode: "",
  payer: null,
  planId: null,
  bumps: [],
  method: null,
  amount: "",
  step: 1,
  open: (page) => {
    if (get().page !== page) set({ page, couponCode: "", payer: null, planId: null, bumps: [], method: null, amount: "", step: 1 });
  },
  setPayer: (payer) => set({ payer }),
  setBuyer: (buyer) => set((s) => ({ buyer: { ...s.buyer, ...buyer } })),
  setCouponCode: (couponCode) => set({ couponCode }),
  setPlanId: (planId) => set({ planId }),
  toggleBump: (productId, on) =>
    set((s) => ({ bumps: on ? [...new Set([...s.bumps, productId])] : s.bumps.filter((id) => id !== productId) })),
  setMethod: (method) => set({ method }),
  setAmount: (amount) => set({ amount }),
  setStep: (step) => set({ step }),
}));
