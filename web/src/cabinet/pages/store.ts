// The page editor's client state: one zustand store per editor instance,
// in slices (HOUSE_STYLE: Puck's store). The page (with its undo history)
// changes only through named actions (`actions.ts`), reduced by pure
// functions; the selection and the breakpoint being edited are their own
// slice; the save slice counts revisions so the debounced save knows
// whether what it sent is still the latest. Server state (the page's row,
// its render input) stays with the API calls (`api.ts`).
import { createStore, type StateCreator } from "zustand/vanilla";
import type { PageAction } from "./actions";
import type { Breakpoint, PageDoc } from "./document";
import { record, redo, startHistory, undo, type History } from "./history";

export interface DocumentSlice {
  history: History;
  /** Bumped on every change of the page (edits, undo, redo). */
  revision: number;
  dispatch: (action: PageAction, coalesce?: string) => void;
  undo: () => void;
  redo: () => void;
}

export interface SelectionSlice {
  selectedId: string | null;
  /** The breakpoint whose values the settings edit and the preview shows. */
  breakpoint: Breakpoint;
  select: (id: string | null) => void;
  setBreakpoint: (bp: Breakpoint) => void;
}

export interface PageMeta {
  title: string;
  path: string;
}

export interface MetaSlice {
  /** The page's title and address: saved with the draft, outside the undo history. */
  meta: PageMeta;
  setMeta: (patch: Partial<PageMeta>) => void;
}

/** `invalid`: core found problems in the page, so it is not sent. */
export type SaveStatus = "saved" | "dirty" | "saving" | "failed" | "invalid";

export interface SaveSlice {
  savedRevision: number;
  saveStatus: SaveStatus;
  savingStarted: () => void;
  /** The save of `revision` succeeded. */
  saved: (revision: number) => void;
  saveFailed: (status?: "failed" | "invalid") => void;
}

export type EditorState = DocumentSlice & SelectionSlice & SaveSlice & MetaSlice;
type Slice<T> = StateCreator<EditorState, [], [], T>;

const documentSlice =
  (initial: PageDoc, now: () => number): Slice<DocumentSlice> =>
  (set, get) => {
    const change = (next: History) => {
      if (next === get().history) return;
      const selected = get().selectedId;
      const stillThere = selected !== null && next.present.blocks.some((b) => b.id === selected);
      set({
        history: next,
        revision: get().revision + 1,
        saveStatus: "dirty",
        ...(stillThere ? {} : { selectedId: null }),
      });
    };
    return {
      history: startHistory(initial),
      revision: 0,
      dispatch: (action, coalesce) => change(record(get().history, action, now(), coalesce)),
      undo: () => change(undo(get().history)),
      redo: () => change(redo(get().history)),
    };
  };

const selectionSlice: Slice<SelectionSlice> = (set) => ({
  selectedId: null,
  breakpoint: "desktop",
  select: (id) => set({ selectedId: id }),
  setBreakpoint: (breakpoint) => set({ breakpoint }),
});

const saveSlice: Slice<SaveSlice> = (set, get) => ({
  savedRevision: 0,
  saveStatus: "saved",
  savingStarted: () => set({ saveStatus: "saving" }),
  saved: (revision) =>
    set({ savedRevision: Math.max(get().savedRevision, revision), saveStatus: revision >= get().revision ? "saved" : "dirty" }),
  saveFailed: (status = "failed") => set({ saveStatus: status }),
});

const metaSlice =
  (initial: PageMeta): Slice<MetaSlice> =>
  (set, get) => ({
    meta: initial,
    setMeta: (patch) => set({ meta: { ...get().meta, ...patch }, revision: get().revision + 1, saveStatus: "dirty" }),
  });

/** A new editor's store, starting from `initial` (the saved draft) and the page's title and address. */
export function createEditorStore(initial: PageDoc, meta: PageMeta = { title: "", path: "" }, now: () => number = Date.now) {
  return createStore<EditorState>()((...a) => ({
    ...documentSlice(initial, now)(...a),
    ...selectionSlice(...a),
    ...saveSlice(...a),
    ...metaSlice(meta)(...a),
  }));
}

export type EditorStore = ReturnType<typeof createEditorStore>;

/** Selectors. */
export const selectPage = (s: EditorState) => s.history.present;
export const canUndo = (s: EditorState) => s.history.past.length > 0;
export const canRedo = (s: EditorState) => s.history.future.length > 0;
