import { create } from "zustand";
import type { PaymentMethod } from "../core";
import { emptyPayer, type PayerField, type PayerFields } from "../forms/PayerDetails";
import type { BuyerChoice } from "./request";
import type { Step } from "./layout";

// Client state of one payment page: what the buyer has chosen and typed so
// far. The buyer (country, business, VAT id) stays across pages; the rest
// belongs to one product's page and starts afresh on another (`open`).
interface CheckoutState {
  /** The page these choices belong to (`username/productId`). */
  page: string;
  buyer: BuyerChoice;
  couponCode: string;
  /** The payer's details as typed (core judges them on every change). */
  payer: PayerFields;
  /** The fields left with a value once: their problems are shown. */
  touched: PayerField[];
  /** A Buy or Continue asked for everything: every problem is shown. */
  marked: boolean;
  /** The plan chosen, when it differs from the address (an event's ticket). */
  planId: number | null;
  /** Ticked order bumps, by product id. */
  bumps: number[];
  method: PaymentMethod | null;
  /** The price typed for a pay-what-you-want plan. */
  amount: string;
  step: Step;
  open: (page: string) => void;
  setPayerField: (name: PayerField, value: string) => void;
  touch: (name: PayerField) => void;
  markAll: () => void;
  setBuyer: (buyer: Partial<BuyerChoice>) => void;
  setCouponCode: (code: string) => void;
  setPlanId: (planId: number | null) => void;
  toggleBump: (productId: number, on: boolean) => void;
  setMethod: (method: PaymentMethod) => void;
  setAmount: (amount: string) => void;
  setStep: (step: Step) => void;
}

/** The country a buyer most likely buys from: the browser's region, else the spec's default (DE). */
export function likelyCountry(language: string | undefined): string {
  const region = /^[a-z]{2,3}[-_]([A-Za-z]{2})\b/.exec(language ?? "")?.[1];
  return region ? region.toUpperCase() : "DE";
}

export const useCheckoutStore = create<CheckoutState>((set, get) => ({
  page: "",
  buyer: { country: "DE", business: false, vatId: "" },
  couponCode: "",
  payer: emptyPayer,
  touched: [],
  marked: false,
  planId: null,
  bumps: [],
  method: null,
  amount: "",
  step: 1,
  open: (page) => {
    if (get().page !== page)
      set({
        page,
        couponCode: "",
        payer: emptyPayer,
        touched: [],
        marked: false,
        planId: null,
        bumps: [],
        method: null,
        amount: "",
        step: 1,
      });
  },
  setPayerField: (name, value) => set((s) => ({ payer: { ...s.payer, [name]: value } })),
  // Text fields are trimmed when left (spec section 5); an empty field left untouched shows nothing yet.
  touch: (name) =>
    set((s) => {
      const value = s.payer[name].trim();
      return {
        payer: { ...s.payer, [name]: value },
        touched: value && !s.touched.includes(name) ? [...s.touched, name] : s.touched,
      };
    }),
  markAll: () => set({ marked: true }),
  setBuyer: (buyer) => set((s) => ({ buyer: { ...s.buyer, ...buyer } })),
  setCouponCode: (couponCode) => set({ couponCode }),
  setPlanId: (planId) => set({ planId }),
  toggleBump: (productId, on) =>
    set((s) => ({ bumps: on ? [...new Set([...s.bumps, productId])] : s.bumps.filter((id) => id !== productId) })),
  setMethod: (method) => set({ method }),
  setAmount: (amount) => set({ amount }),
  setStep: (step) => set({ step }),
}));
