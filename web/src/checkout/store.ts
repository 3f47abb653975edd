import { create } from "zustand";

// Client state of one payment page: what the buyer has chosen so far.
interface CheckoutState {
  buyerCountry: string;
  setBuyerCountry: (country: string) => void;
}

export const useCheckoutStore = create<CheckoutState>((set) => ({
  buyerCountry: "DE",
  setBuyerCountry: (buyerCountry) => set({ buyerCountry }),
}));
