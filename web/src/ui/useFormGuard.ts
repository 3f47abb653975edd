import { useEffect, useId, useState } from "react";
import { create } from "zustand";
import { setNavigationGuard } from "../app/navigate";

// Forms that never lose work (issue 16), as two rules every form of the
// cabinet follows:
//
// - Leaving: a form with unsaved changes registers itself (`useFormGuard`).
//   While one is registered, a reload or closing the tab asks the browser's
//   question (`beforeunload`), and every move inside the app (a link, a
//   step of the product editor: `navigate` and `leaveGuarded`) first asks
//   the seller in `UnsavedChangesDialog`: staying keeps what was typed,
//   leaving discards it. The browser's Back and Forward are asked about
//   too: the address is put back at once and moved again only on leaving.
// - Showing problems (`useTouched`): a field's problem shows once the field
//   was changed or a save was tried, never for merely tabbing through an
//   empty field; the edge's problems show until their field changes.

interface GuardState {
  /** The forms with unsaved changes, by the id of their hook. */
  dirty: string[];
  /** The move waiting for the seller's answer. */
  pending: (() => void) | null;
}

export const useGuardStore = create<GuardState>(() => ({ dirty: [], pending: null }));

/** Whether some form has unsaved changes. */
export const hasUnsavedChanges = () => useGuardStore.getState().dirty.length > 0;

/** Runs `go` now when no form has unsaved changes; else asks the seller first (UnsavedChangesDialog). */
export function leaveGuarded(go: () => void) {
  if (hasUnsavedChanges()) useGuardStore.setState({ pending: go });
  else go();
}

/** The seller's answer: leave (the changes are dropped and the move runs) or stay. */
export function answerLeave(leave: boolean) {
  const { pending } = useGuardStore.getState();
  useGuardStore.setState(leave ? { pending: null, dirty: [] } : { pending: null });
  if (leave) pending?.();
}

setNavigationGuard(leaveGuarded);

/** The address the dirty forms were made on (Back or Forward returns to it until the seller leaves). */
let guardedHref = typeof window === "undefined" ? "" : window.location.href;

/**
 * Back or Forward while a form has unsaved changes: the address goes back
 * to the form's at once (this listener is registered before the app's:
 * main.tsx imports this module before the app, whose cabinet chunk loads
 * later; it tells the app with a popstate of its own),
 * and the seller is asked; on leaving, the history moves again.
 */
function onPopState() {
  const target = window.location.href;
  if (!hasUnsavedChanges() || target === guardedHref) {
    guardedHref = target;
    return;
  }
  window.history.pushState(null, "", guardedHref);
  window.dispatchEvent(new PopStateEvent("popstate"));
  useGuardStore.setState({ pending: () => window.history.back() });
}

if (typeof window !== "undefined") window.addEventListener("popstate", onPopState);

function onBeforeUnload(e: BeforeUnloadEvent) {
  if (!hasUnsavedChanges()) return;
  e.preventDefault();
  // Older browsers ask only when a return value is set.
  e.returnValue = "";
}

/** Registers a form as having unsaved changes while `dirty` and mounted. */
export function useFormGuard(dirty: boolean) {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    if (!hasUnsavedChanges()) guardedHref = window.location.href;
    useGuardStore.setState((s) => ({ dirty: s.dirty.includes(id) ? s.dirty : [...s.dirty, id] }));
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      useGuardStore.setState((s) => ({ dirty: s.dirty.filter((d) => d !== id) }));
    };
  }, [dirty, id]);
}

/** Whether a problem of `field` shows: after a save was tried, or once the field (or one it is part of) changed. */
export function problemShown(field: string, touched: readonly string[], submitted: boolean): boolean {
  return submitted || touched.some((t) => field === t || field.startsWith(`${t}.`));
}

/**
 * The "touched" rule of a form: `touch` on every change of a field,
 * `submit` when a save is tried, `shown(field)` whether its problem shows.
 * `dirty` is true from the first change until `saved`.
 */
export function useTouched() {
  const [touched, setTouched] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [dirty, setDirty] = useState(false);
  return {
    touched,
    submitted,
    dirty,
    shown: (field: string) => problemShown(field, touched, submitted),
    touch: (...fields: string[]) => {
      setDirty(true);
      setTouched((list) => [...list, ...fields.filter((f) => !list.includes(f))]);
    },
    submit: () => setSubmitted(true),
    /** After a successful save: nothing unsaved; problems keep showing as before. */
    saved: () => setDirty(false),
  };
}
