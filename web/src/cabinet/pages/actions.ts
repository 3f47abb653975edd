// The editor's changes to a page, as named actions reduced by one pure
// function (HOUSE_STYLE: Puck's reducer/actions). Ids of new blocks come
// with the action, so the reducer stays pure and its result repeatable.
import {
  RESPONSIVE,
  withValueAt,
  type BlockDoc,
  type BlockType,
  type Breakpoint,
  type Json,
  type PageDoc,
  type Settings,
} from "./document";

export type PageAction =
  | { type: "addBlock"; block: BlockType; id: string; at?: number; settings?: Settings }
  | { type: "removeBlock"; id: string }
  | { type: "duplicateBlock"; id: string; newId: string }
  | { type: "moveBlock"; id: string; to: number }
  | { type: "setHidden"; id: string; hidden: boolean }
  | { type: "setSetting"; id: string; key: string; value: Json | undefined; breakpoint?: Breakpoint }
  | { type: "replaceDocument"; doc: PageDoc };

const clone = <T>(value: T): T => structuredClone(value);

function updateBlock(doc: PageDoc, id: string, f: (b: BlockDoc) => BlockDoc): PageDoc {
  const at = doc.blocks.findIndex((b) => b.id === id);
  if (at < 0) return doc;
  const blocks = [...doc.blocks];
  blocks[at] = f(blocks[at] as BlockDoc);
  return { ...doc, blocks };
}

/** The page after `action`; the same object when the action changes nothing. */
export function reducePage(doc: PageDoc, action: PageAction): PageDoc {
  switch (action.type) {
    case "addBlock": {
      if (doc.blocks.some((b) => b.id === action.id)) return doc;
      const at = Math.min(Math.max(0, action.at ?? doc.blocks.length), doc.blocks.length);
      const blocks = [...doc.blocks];
      blocks.splice(at, 0, { id: action.id, type: action.block, settings: clone(action.settings ?? {}) });
      return { ...doc, blocks };
    }
    case "removeBlock":
      return doc.blocks.some((b) => b.id === action.id) ? { ...doc, blocks: doc.blocks.filter((b) => b.id !== action.id) } : doc;
    case "duplicateBlock": {
      const at = doc.blocks.findIndex((b) => b.id === action.id);
      const source = doc.blocks[at];
      if (!source || doc.blocks.some((b) => b.id === action.newId)) return doc;
      const blocks = [...doc.blocks];
      blocks.splice(at + 1, 0, { ...clone(source), id: action.newId });
      return { ...doc, blocks };
    }
    case "moveBlock": {
      const from = doc.blocks.findIndex((b) => b.id === action.id);
      const to = Math.min(Math.max(0, action.to), doc.blocks.length - 1);
      if (from < 0 || from === to) return doc;
      const blocks = [...doc.blocks];
      const [moved] = blocks.splice(from, 1);
      blocks.splice(to, 0, moved as BlockDoc);
      return { ...doc, blocks };
    }
    case "setHidden":
      return updateBlock(doc, action.id, (b) => {
        const { hidden: _, ...rest } = b;
        return action.hidden ? { ...rest, hidden: true } : rest;
      });
    case "setSetting":
      return updateBlock(doc, action.id, (b) => {
        const current = b.settings[action.key];
        const next = action.breakpoint && RESPONSIVE.has(action.key) ? withValueAt(current, action.breakpoint, action.value) : action.value;
        const settings = { ...b.settings };
        if (next === undefined) delete settings[action.key];
        else settings[action.key] = next;
        return { ...b, settings };
      });
    case "replaceDocument":
      return clone(action.doc);
  }
}

/** A new block id not used in `doc` (`{type}-{n}`). */
export function freshId(doc: PageDoc, type: string): string {
  const used = new Set(doc.blocks.map((b) => b.id));
  for (let n = 1; ; n += 1) {
    const id = `${type.replace(/_/g, "-")}-${n}`;
    if (!used.has(id)) return id;
  }
}
