import { create } from "zustand";

// The modal dialogs open now, the topmost last. A modal <dialog> lies in
// the browser's top layer and makes the rest of the page inert, so what
// must stay visible and usable above it (the toasts) is rendered inside
// the topmost one.
interface LayerState {
  dialogs: HTMLDialogElement[];
  opened: (dialog: HTMLDialogElement) => void;
  closed: (dialog: HTMLDialogElement) => void;
}

export const useLayers = create<LayerState>((set, get) => ({
  dialogs: [],
  opened: (dialog) => set({ dialogs: [...get().dialogs.filter((d) => d !== dialog), dialog] }),
  closed: (dialog) => set({ dialogs: get().dialogs.filter((d) => d !== dialog) }),
}));

/** The topmost open modal dialog, if any. */
export const useTopDialog = () => useLayers((s) => s.dialogs[s.dialogs.length - 1] ?? null);
