import { create } from "zustand";
import { constants } from "../core";

// Toasts (spec sections 8 and 9): success, error, warning, info. Success,
// info and warning close by themselves after core's `toast_auto_close_ms`
// (4000 ms); an error stays until it is dismissed. A toast may offer one
// action (an undo), which closes it.
export type ToastKind = "success" | "error" | "warning" | "info";

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  /** The translation key or error code it shows. */
  code: string;
  text: string;
  action?: ToastAction;
}

// read when a toast opens, not when this module loads: a buyer's page whose
// WebAssembly module failed to load still runs (web/src/core)
const autoCloseMs = () => constants().toast_auto_close_ms;
let nextId = 1;

/** Whether a toast of `kind` closes by itself. */
export const closesItself = (kind: ToastKind) => kind !== "error";

interface ToastState {
  toasts: Toast[];
  show: (kind: ToastKind, code: string, text: string, options?: { action?: ToastAction }) => number;
  close: (id: number) => void;
}

export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show: (kind, code, text, options) => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, kind, code, text, ...(options?.action ? { action: options.action } : {}) }] });
    if (closesItself(kind)) setTimeout(() => get().close(id), autoCloseMs());
    return id;
  },
  close: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

/** Shows a toast; answers its id (for `useToasts.getState().close`). */
export const toast = (kind: ToastKind, code: string, text: string, options?: { action?: ToastAction }) =>
  useToasts.getState().show(kind, code, text, options);
