// Page objects of the page builder in the cabinet: the pages list with its
// "new page" dialog, and the page editor (blocks, palette, settings per
// breakpoint, preview, undo/redo, save and publish).
import type { Frame, Locator, Page } from "playwright-core";

export type Breakpoint = "desktop" | "tablet" | "phone";

export class PagesList {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/cabinet/pages`);
    await this.page.getByTestId("pages").waitFor();
  }

  /** Opens "new page", picks the type and template, names it, and waits for the editor: the new page's id. */
  async create(type: string, title: string, path = "", template = "0"): Promise<number> {
    await this.page.getByTestId("new-page").first().click();
    await this.page.getByTestId("new-page-type").selectOption(type);
    await this.page.getByTestId("new-page-template").selectOption(template);
    await this.page.getByTestId("new-page-title").fill(title);
    await this.page.getByTestId("new-page-path").fill(path);
    await this.page.getByTestId("create-page").click();
    const editor = new PageEditor(this.page);
    await editor.waitFor();
    return editor.pageId();
  }
}

export class PageEditor {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, id: number) {
    await this.page.goto(`${baseUrl}/cabinet/pages/${id}`);
    await this.waitFor();
  }

  async waitFor() {
    await this.page.getByTestId("page-editor").waitFor();
  }

  async pageId(): Promise<number> {
    return Number(await this.page.getByTestId("page-editor").getAttribute("data-page-id"));
  }

  /** The blocks in order, hidden ones marked `(hidden)`. */
  blockIds(): Promise<string[]> {
    return this.page
      .getByTestId("block-item")
      .evaluateAll((els) => els.map((e) => `${e.getAttribute("data-block-id") ?? ""}${e.hasAttribute("data-hidden") ? " (hidden)" : ""}`));
  }

  block(id: string): Locator {
    return this.page.locator(`[data-testid="block-item"][data-block-id="${id}"]`);
  }

  async select(id: string) {
    await this.block(id).getByTestId("block-select").click();
    await this.page.locator(`[data-testid="block-settings"][data-block-id="${id}"]`).waitFor();
  }

  /** Adds a block from the palette: the new block's id (it is selected). */
  async add(type: string): Promise<string> {
    await this.page.getByTestId(`palette-${type}`).click();
    const settings = this.page.getByTestId("block-settings");
    await settings.waitFor();
    return (await settings.getAttribute("data-block-id")) ?? "";
  }

  async blockAction(id: string, action: "up" | "down" | "duplicate" | "hide" | "remove") {
    await this.block(id).getByTestId(`block-${action}`).click();
  }

  async tab(which: "content" | "style") {
    await this.page.getByTestId(`settings-tab-${which}`).click();
  }

  async breakpoint(bp: Breakpoint) {
    await this.page.getByTestId(`breakpoint-${bp}`).click();
    await this.page.locator(`[data-testid="preview"][data-breakpoint="${bp}"]`).waitFor();
  }

  async fill(key: string, value: string) {
    await this.page.getByTestId(`setting-${key}`).fill(value);
  }

  async choose(key: string, value: string) {
    await this.page.getByTestId(`setting-${key}`).selectOption(value);
  }

  /** The preview's HTML, exactly as the frame got it. */
  previewHtml(): Promise<string> {
    return this.page.getByTestId("preview-frame").evaluate((f) => (f as HTMLIFrameElement).srcdoc);
  }

  async previewWidth(): Promise<number> {
    return Number(await this.page.getByTestId("preview-frame").getAttribute("width"));
  }

  /**
   * The preview's frame, once its document is parsed (poll what it shows: it reloads on every
   * change). Not once it has loaded: its images may still be on their way, and a test that reads
   * one waits for it itself. Waiting for the whole load (readyState "complete") timed out after
   * 30 s on a loaded machine, right after a 1920 × 1080 banner upload.
   */
  async previewFrame(): Promise<Frame> {
    const handle = await this.page.getByTestId("preview-frame").elementHandle();
    const frame = await handle?.contentFrame();
    if (!frame) throw new Error("the preview has no frame");
    await frame.waitForFunction(() => document.readyState !== "loading" && document.querySelector("[data-block]") !== null, undefined, {
      polling: 100,
    });
    return frame;
  }

  async saved() {
    await this.page.locator('[data-testid="save-status"][data-status="saved"]').waitFor();
  }

  async publish() {
    await this.saved();
    await this.page.getByTestId("publish").click();
    await this.page.locator('[data-testid="page-state"][data-state="published"]').waitFor();
  }

  async unpublish() {
    await this.page.getByTestId("unpublish").click();
    await this.page.locator('[data-testid="page-state"][data-state="draft"]').waitFor();
  }

  /**
   * Uploads a file with the Upload button beside image setting `key` (an
   * item's `items-0-avatar` too) and waits for its outcome: `done` or
   * `error`, and every value the progress bar showed on the way.
   */
  async uploadImage(key: string, name: string, mimeType: string, buffer: Buffer): Promise<{ state: string; progress: number[] }> {
    const upload = this.page.getByTestId(`setting-${key}-upload`);
    await upload.evaluate((el) => {
      const seen: number[] = [];
      (el as HTMLElement & { seen?: number[] }).seen = seen;
      new MutationObserver(() => {
        const bar = el.querySelector('[role="progressbar"]');
        const now = bar?.getAttribute("aria-valuenow");
        if (now !== null && now !== undefined && seen.at(-1) !== Number(now)) seen.push(Number(now));
      }).observe(el, { subtree: true, childList: true, attributes: true });
    });
    await this.page.getByTestId(`setting-${key}-upload-input`).setInputFiles({ name, mimeType, buffer });
    await this.page.locator(`[data-testid="setting-${key}-upload"]:is([data-state="done"], [data-state="error"])`).waitFor();
    return {
      state: (await upload.getAttribute("data-state")) ?? "",
      progress: await upload.evaluate((el) => (el as HTMLElement & { seen?: number[] }).seen ?? []),
    };
  }

  /** The problem shown at image setting `key` after an upload: its code and words. */
  async uploadError(key: string): Promise<{ code: string | null; text: string | null }> {
    const error = this.page.getByTestId(`setting-${key}-upload-error`);
    return { code: await error.getAttribute("data-code"), text: await error.textContent() };
  }

  liveHref(): Promise<string | null> {
    return this.page.getByTestId("view-live").getAttribute("href");
  }
}
