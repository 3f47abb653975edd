import { create } from "zustand";
import type { BuyerChoice } from "./request";

// Client state of one payment page: what the buyer has chosen so far.
interface CheckoutState {
  buyer: BuyerChoice;
  couponCode: string;
  setBuyer: (buyer: Partial<BuyerChoice>) => void;
  setCouponCode: (code: string) => void;
}

export const useCheckoutStore = create<CheckoutState>((set) => ({
  buyer: { country: "DE", business: false, vatId: "" },
  couponCode: "",
  setBuyer: (buyer) => set((s) => ({ buyer: { ...s.buyer, ...buyer } })),
  setCouponCode: (couponCode) => set({ couponCode }),
}));
