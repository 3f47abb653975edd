// A page-builder document as core reads it (`builder::validate_page`,
// `render::render_page`): plain JSON `{type, blocks: [{id, type, settings}]}`.
// A style setting is one value or `{desktop, tablet, phone}` (any subset);
// a breakpoint without its own value takes the next wider one's.
import type { BlockType, PageType } from "../../core";

export type { BlockType, PageType };

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Settings = { [key: string]: Json };

export interface BlockDoc {
  id: string;
  type: BlockType;
  settings: Settings;
  /** Hidden blocks stay in the editor but are left out of the saved document. */
  hidden?: boolean;
}

export interface PageDoc {
  type: PageType;
  blocks: BlockDoc[];
}

export const BREAKPOINTS = ["desktop", "tablet", "phone"] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/** The widths the preview shows each breakpoint at (core: tablet up to 991 px, phone up to 575 px). */
export const PREVIEW_WIDTH: Record<Breakpoint, number> = { desktop: 1280, tablet: 768, phone: 375 };

/** The settings core lets differ per breakpoint (`builder::responsive`). */
export const RESPONSIVE = new Set([
  "transparency",
  "paddingTop",
  "paddingBottom",
  "paddingLeft",
  "paddingRight",
  "paddingUnits",
  "width",
  "maxWidth",
  "horizontalAlignment",
  "verticalAlignment",
  "style",
  "size",
  "height",
]);

const isPerBreakpoint = (v: Json | undefined): v is { [key: string]: Json } =>
  v !== null && typeof v === "object" && !Array.isArray(v) && Object.keys(v).every((k) => (BREAKPOINTS as readonly string[]).includes(k));

/** The value a setting has on `bp`: its own, else the next wider breakpoint's (core's `style::at`). */
export function valueAt(value: Json | undefined, bp: Breakpoint): Json | undefined {
  if (!RESPONSIVE_VALUE(value)) return value;
  const upTo = BREAKPOINTS.slice(0, BREAKPOINTS.indexOf(bp) + 1).reverse();
  for (const name of upTo) if (value[name] !== undefined) return value[name];
  return undefined;
}

const RESPONSIVE_VALUE = (v: Json | undefined): v is { [key: string]: Json } => isPerBreakpoint(v) && Object.keys(v).length > 0;

/** Whether `bp` has a value of its own (not inherited from a wider breakpoint). */
export function ownValue(value: Json | undefined, bp: Breakpoint): boolean {
  if (RESPONSIVE_VALUE(value)) return value[bp] !== undefined;
  return value !== undefined && bp === "desktop";
}

/**
 * A setting with `next` on `bp` (undefined: no value of its own there). A
 * plain value stays plain when set on desktop with no other breakpoint's
 * value; otherwise the setting becomes `{desktop, tablet, phone}` with the
 * values that are set, and collapses back when only desktop is left.
 */
export function withValueAt(value: Json | undefined, bp: Breakpoint, next: Json | undefined): Json | undefined {
  const per: { [key: string]: Json } = RESPONSIVE_VALUE(value) ? { ...value } : value === undefined ? {} : { desktop: value };
  if (next === undefined) delete per[bp];
  else per[bp] = next;
  const keys = BREAKPOINTS.filter((b) => per[b] !== undefined);
  if (keys.length === 0) return undefined;
  if (keys.length === 1 && keys[0] === "desktop") return per.desktop;
  return Object.fromEntries(keys.map((k) => [k, per[k] as Json]));
}

export interface StoredBlock {
  id: string;
  type: BlockType;
  settings: Settings;
}

/**
 * The document as saved: the shown blocks in `blocks` (all core validates
 * and renders), the hidden ones under `hiddenBlocks` with their place in
 * the editor's list, a key core's validator and renderer ignore.
 */
export interface StoredDocument {
  type: PageType;
  blocks: StoredBlock[];
  hiddenBlocks?: { at: number; block: StoredBlock }[];
}

const stored = (b: BlockDoc): StoredBlock => ({ id: b.id, type: b.type, settings: b.settings });

/** The document to save (and to render: core reads `type` and `blocks` only). */
export function savedDocument(doc: PageDoc): StoredDocument {
  const hidden = doc.blocks.flatMap((b, at) => (b.hidden ? [{ at, block: stored(b) }] : []));
  return {
    type: doc.type,
    blocks: doc.blocks.filter((b) => !b.hidden).map(stored),
    ...(hidden.length > 0 ? { hiddenBlocks: hidden } : {}),
  };
}

function block(value: unknown): BlockDoc {
  const b = (value ?? {}) as { id?: unknown; type?: unknown; settings?: unknown };
  return {
    id: typeof b.id === "string" ? b.id : "",
    type: b.type as BlockType,
    settings: (b.settings && typeof b.settings === "object" && !Array.isArray(b.settings) ? b.settings : {}) as Settings,
  };
}

/** A saved document as the editor keeps it: the hidden blocks back in their places. */
export function fromStored(value: unknown): PageDoc {
  const raw = (value ?? {}) as { type?: PageType; blocks?: unknown; hiddenBlocks?: unknown };
  const blocks: BlockDoc[] = (Array.isArray(raw.blocks) ? raw.blocks : []).map(block);
  const hidden = Array.isArray(raw.hiddenBlocks) ? (raw.hiddenBlocks as { at?: unknown; block?: unknown }[]) : [];
  for (const h of [...hidden].sort((a, b) => Number(a.at) - Number(b.at))) {
    const at = Math.min(Math.max(0, Number(h.at) || 0), blocks.length);
    blocks.splice(at, 0, { ...block(h.block), hidden: true });
  }
  return { type: raw.type ?? "shop", blocks };
}
