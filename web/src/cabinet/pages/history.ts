// Undo and redo over the page's states: one entry per gesture. Typing into
// one field is one gesture (edits of the same field within `COALESCE_MS`
// of each other replace the entry instead of adding one).
import { reducePage, type PageAction } from "./actions";
import type { PageDoc } from "./document";

export const HISTORY_LIMIT = 100;
export const COALESCE_MS = 800;

export interface History {
  past: PageDoc[];
  present: PageDoc;
  future: PageDoc[];
  /** The field of the last edit and when it was made (for coalescing). */
  last: { key: string; at: number } | null;
}

export const startHistory = (present: PageDoc): History => ({ past: [], present, future: [], last: null });

/**
 * The history after `action`. `coalesce` names the field an edit belongs
 * to; `now` is the time of the gesture (ms).
 */
export function record(h: History, action: PageAction, now: number, coalesce?: string): History {
  const next = reducePage(h.present, action);
  if (next === h.present) return h;
  const merge = coalesce !== undefined && h.last?.key === coalesce && now - h.last.at < COALESCE_MS && h.past.length > 0;
  const past = merge ? h.past : [...h.past, h.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], last: coalesce === undefined ? null : { key: coalesce, at: now } };
}

export function undo(h: History): History {
  const previous = h.past[h.past.length - 1];
  if (!previous) return h;
  return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future], last: null };
}

export function redo(h: History): History {
  const [next, ...rest] = h.future;
  if (!next) return h;
  return { past: [...h.past, h.present], present: next, future: rest, last: null };
}
