import { create } from "zustand";
import type { PayerFields } from "../forms/PayerDetails";
import type { BuyerChoice } from "./request";

// Client state of one payment page: what the buyer has chosen so far.
interface CheckoutState {
  buyer: BuyerChoice;
  couponCode: string;
  /** The language of the page's labels and messages. */
  locale: "en" | "de";
  /** The payer's details once core found them complete (the order takes them, issue 7). */
  payer: PayerFields | null;
  setLocale: (locale: "en" | "de") => void;
  setPayer: (payer: PayerFields) => void;
  setBuyer: (buyer: Partial<BuyerChoice>) => void;
  setCouponCode: (code: string) => void;
}

export const useCheckoutStore = create<CheckoutState>((set) => ({
  buyer: { country: "DE", business: false, vatId: "" },
  couponCode: "",
  locale: navigator.language.toLowerCase().startsWith("de") ? "de" : "en",
  payer: null,
  setLocale: (locale) => set({ locale }),
  setPayer: (payer) => set({ payer }),
  setBuyer: (buyer) => set((s) => ({ buyer: { ...s.buyer, ...buyer } })),
  setCouponCode: (couponCode) => set({ couponCode }),
}));
