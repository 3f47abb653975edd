import { create } from "zustand";
import { constants } from "../core";

// Toasts (spec section 8): success, error, warning, info; each closes by
// itself after core's `toast_auto_close_ms`.
export type ToastKind = "success" | "error" | "warning" | "info";

export interface Toast {
  id: number;
  kind: ToastKind;
  /** The translation key or error code it shows. */
  code: string;
  text: string;
}

// read when a toast opens (not when this module loads: a page whose core failed to load still runs)
const autoCloseMs = () => constants().toast_auto_close_ms;
let nextId = 1;

interface ToastState {
  toasts: Toast[];
  show: (kind: ToastKind, code: string, text: string) => void;
  close: (id: number) => void;
}

export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show: (kind, code, text) => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, kind, code, text }] });
    setTimeout(() => get().close(id), autoCloseMs());
  },
  close: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

export const toast = (kind: ToastKind, code: string, text: string) => useToasts.getState().show(kind, code, text);
