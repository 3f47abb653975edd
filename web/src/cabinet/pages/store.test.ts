import { describe, expect, it } from "vitest";
import { allowedBlocks, defaultPage, renderPage, validatePage } from "../../core";
import { freshId, reducePage, type PageAction } from "./actions";
import { fromStored, savedDocument, valueAt, withValueAt, type PageDoc } from "./document";
import { record, redo, startHistory, undo } from "./history";
import { canRedo, canUndo, createEditorStore, selectPage } from "./store";

const shop = (): PageDoc => fromStored(defaultPage("shop"));

describe("page actions", () => {
  it("adds, duplicates, moves, hides and removes blocks", () => {
    let doc = shop();
    const ids = () => doc.blocks.map((b) => b.id);
    expect(ids()).toEqual(["header", "hero", "products", "footer"]);
    doc = reducePage(doc, { type: "addBlock", block: "testimonials", id: "t1", at: 3 });
    expect(ids()).toEqual(["header", "hero", "products", "t1", "footer"]);
    doc = reducePage(doc, { type: "duplicateBlock", id: "hero", newId: "hero-2" });
    expect(ids()).toEqual(["header", "hero", "hero-2", "products", "t1", "footer"]);
    expect(doc.blocks[2]?.settings).toEqual(doc.blocks[1]?.settings);
    expect(doc.blocks[2]?.settings).not.toBe(doc.blocks[1]?.settings);
    doc = reducePage(doc, { type: "moveBlock", id: "t1", to: 0 });
    expect(ids()).toEqual(["t1", "header", "hero", "hero-2", "products", "footer"]);
    doc = reducePage(doc, { type: "moveBlock", id: "t1", to: 99 });
    expect(ids().at(-1)).toBe("t1");
    doc = reducePage(doc, { type: "removeBlock", id: "hero-2" });
    doc = reducePage(doc, { type: "setHidden", id: "products", hidden: true });
    expect(savedDocument(doc).blocks.map((b) => b.id)).toEqual(["header", "hero", "footer", "t1"]);
    expect(fromStored(savedDocument(doc))).toEqual(doc);
  });

  it("returns the same page for a change that changes nothing", () => {
    const doc = shop();
    for (const a of [
      { type: "removeBlock", id: "nope" },
      { type: "moveBlock", id: "header", to: 0 },
      { type: "duplicateBlock", id: "hero", newId: "header" },
      { type: "addBlock", block: "text", id: "hero" },
    ] satisfies PageAction[]) {
      expect(reducePage(doc, a)).toBe(doc);
    }
  });

  it("sets values per breakpoint and collapses them back", () => {
    expect(withValueAt(undefined, "desktop", 40)).toBe(40);
    expect(withValueAt(40, "phone", 8)).toEqual({ desktop: 40, phone: 8 });
    expect(withValueAt({ desktop: 40, phone: 8 }, "phone", undefined)).toBe(40);
    expect(valueAt({ desktop: 40, phone: 8 }, "tablet")).toBe(40);
    expect(valueAt({ desktop: 40, phone: 8 }, "phone")).toBe(8);
    let doc = reducePage(shop(), { type: "setSetting", id: "hero", key: "paddingTop", value: 10, breakpoint: "tablet" });
    expect(doc.blocks[1]?.settings.paddingTop).toEqual({ desktop: 72, tablet: 10, phone: 40 });
    // a colour is one value for every width
    doc = reducePage(doc, { type: "setSetting", id: "hero", key: "backgroundColor", value: "#123456", breakpoint: "phone" });
    expect(doc.blocks[1]?.settings.backgroundColor).toBe("#123456");
    doc = reducePage(doc, { type: "setSetting", id: "hero", key: "backgroundColor", value: undefined });
    expect(doc.blocks[1]?.settings).not.toHaveProperty("backgroundColor");
    expect(validatePage(savedDocument(doc))).toBeUndefined();
  });

  it("makes fresh ids", () => {
    const doc = reducePage(shop(), { type: "addBlock", block: "seller_products", id: "seller-products-1" });
    expect(freshId(doc, "seller_products")).toBe("seller-products-2");
  });

  it("offers only core's blocks for a page type", () => {
    expect(allowedBlocks("thankYouPage")).toEqual(["thank_you_page", "seller_products"]);
    expect(allowedBlocks("shop")).toContain("contact_form");
    expect(allowedBlocks("course")).not.toContain("header");
  });
});

describe("undo and redo", () => {
  it("walks back and forth over ten edits", () => {
    let h = startHistory(shop());
    const states = [h.present];
    for (let i = 0; i < 10; i += 1) {
      h = record(h, { type: "setSetting", id: "hero", key: "titleText", value: `Title ${i}` }, i * 1000);
      states.push(h.present);
    }
    for (let i = 9; i >= 0; i -= 1) {
      h = undo(h);
      expect(h.present).toEqual(states[i]);
    }
    expect(undo(h)).toBe(h);
    for (let i = 1; i <= 10; i += 1) {
      h = redo(h);
      expect(h.present).toEqual(states[i]);
    }
    expect(redo(h)).toBe(h);
  });

  it("keeps typing into one field as one step, and drops the future on a new edit", () => {
    let h = startHistory(shop());
    h = record(h, { type: "setSetting", id: "hero", key: "titleText", value: "H" }, 0, "hero.titleText");
    h = record(h, { type: "setSetting", id: "hero", key: "titleText", value: "Hi" }, 100, "hero.titleText");
    expect(h.past).toHaveLength(1);
    h = record(h, { type: "setSetting", id: "hero", key: "titleText", value: "Hi!" }, 5000, "hero.titleText");
    expect(h.past).toHaveLength(2);
    h = undo(h);
    h = record(h, { type: "removeBlock", id: "footer" }, 6000);
    expect(h.future).toHaveLength(0);
  });
});

describe("the editor store", () => {
  it("changes through named actions, tracks the save and the selection", () => {
    const store = createEditorStore(shop(), { title: "Home", path: "" }, () => 0);
    const s = store.getState;
    s().select("hero");
    s().dispatch({ type: "removeBlock", id: "hero" });
    expect(s().selectedId).toBeNull();
    expect(s().saveStatus).toBe("dirty");
    expect(canUndo(s())).toBe(true);
    s().savingStarted();
    const sent = s().revision;
    s().dispatch({ type: "addBlock", block: "gap", id: "gap-1" });
    s().saved(sent);
    expect(s().saveStatus).toBe("dirty");
    s().saved(s().revision);
    expect(s().saveStatus).toBe("saved");
    s().undo();
    s().undo();
    expect(selectPage(s())).toEqual(shop());
    expect(canRedo(s())).toBe(true);
    s().redo();
    expect(selectPage(s()).blocks.map((b) => b.id)).toEqual(["header", "products", "footer"]);
    // the title is saved, but not undone
    const before = s().revision;
    s().setMeta({ title: "Start" });
    expect(s().revision).toBe(before + 1);
    expect(s().saveStatus).toBe("dirty");
    s().undo();
    expect(s().meta.title).toBe("Start");
  });

  it("renders what it holds with core", () => {
    const store = createEditorStore(shop());
    store.getState().dispatch({ type: "setSetting", id: "hero", key: "titleText", value: "Hello <world>", breakpoint: "desktop" });
    store.getState().dispatch({ type: "setSetting", id: "hero", key: "useShopInfo", value: false });
    const html = renderPage({
      page: savedDocument(selectPage(store.getState())),
      shop: { username: "anna", display_name: "Anna", description: null, logo: null },
      products: [],
      categories: [],
      view: { kind: "shop", path: null, category: null },
      locale: "en",
      origin: "http://localhost",
      assets: { islands: "/islands/", version: "t" },
      tracking: null,
    } as never);
    expect(html).toContain("Hello &lt;world&gt;");
  });
});

describe("the buy button's contrast", () => {
  it("warns on unreadable text, with the theme's colours as the fallback", async () => {
    const { buttonContrast } = await import("./contrast");
    const theme = { button: "#1e84d7", button_text: "#ffffff" };
    expect(buttonContrast({ buttonColor: "#FFB000", buttonTextColor: "#FFFFFF" }, theme)?.readable).toBe(false);
    expect(buttonContrast({ buttonColor: "#000000", buttonTextColor: "#FFFFFF" }, theme)?.readable).toBe(true);
    expect(buttonContrast({ buttonColor: "#ffffff" }, theme)?.readable).toBe(false);
    expect(buttonContrast({ buttonColor: "red" }, theme)).toBeNull();
  });
});

describe("the preview and the autosave", () => {
  const input = () =>
    ({
      page: null,
      shop: { username: "anna", display_name: "Anna", description: null, logo: null },
      products: [],
      categories: [],
      view: { kind: "shop", path: null, category: null },
      locale: "en",
      origin: "http://localhost",
      assets: { islands: "/islands/", version: "t" },
      tracking: null,
    }) as never;

  it("shows a page with a half-typed colour without that colour, beside its problem", async () => {
    const { renderPreview } = await import("./Preview");
    let doc = reducePage(shop(), { type: "setSetting", id: "hero", key: "backgroundColor", value: "#12" });
    const shown = renderPreview(input(), doc);
    expect(shown.problems.map((p) => [p.field, p.code])).toEqual([["blocks.1.settings.backgroundColor", "invalid_setting"]]);
    doc = reducePage(doc, { type: "setSetting", id: "hero", key: "backgroundColor", value: undefined });
    expect(shown.html).toBe(renderPreview(input(), doc).html);
    expect(shown.html.length).toBeGreaterThan(0);
  });

  it("saves the latest revision once, and never a page core refuses", async () => {
    const { startAutosave } = await import("./autosave");
    const store = createEditorStore(shop(), { title: "Home", path: "" });
    const sent: unknown[] = [];
    const problems: unknown[][] = [];
    const saver = startAutosave(
      store,
      "shop",
      (body) => {
        sent.push(structuredClone(body));
        return Promise.resolve({} as never);
      },
      { saved: () => undefined, problems: (p) => problems.push(p), failed: () => undefined },
    );
    store.getState().dispatch({ type: "removeBlock", id: "footer" });
    store.getState().setMeta({ title: "Start" });
    expect(await saver.flush()).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ page_type: "shop", title: "Start", path: "" });
    expect(store.getState().saveStatus).toBe("saved");
    expect(await saver.flush()).toBe(true);
    expect(sent).toHaveLength(1);
    // a thank-you block on a shop page: core says no, nothing is sent
    store.getState().dispatch({ type: "addBlock", block: "thank_you_page", id: "thanks" });
    expect(await saver.flush()).toBe(false);
    expect(sent).toHaveLength(1);
    expect(store.getState().saveStatus).toBe("invalid");
    expect(problems.at(-1)).toEqual([expect.objectContaining({ code: "block_not_allowed_on_page" })]);
    saver.stop();
  });
});
