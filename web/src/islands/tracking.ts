// The seller's tracking codes, placed only after the buyer's consent (spec
// section 3 "Tracking events", section 4 "Cookie consent"). Shared by the
// storefront's `consent` island and the payment page:
// `startTracking(config, event)` with `config` the shop's tracking (`{cookie,
// codes}`: `GET /v1/shop/{u}/tracking`, or the page's `#sw-tracking`).
//
// - A stored choice (the cookie `config.cookie`: accepted category ids
//   joined by commas, or `all`) loads the accepted codes at once and fires
//   the event; without one the banner asks first (categories from
//   `GET /v1/common/cookies_consent_categories`). Nothing of a tracking
//   host is requested before that.
// - Where the codes run (issue 29; ARCHITECTURE "Security model"): a
//   shop's own pages are of the shop's site, where no session lives, so
//   Google Analytics (4 and Universal, gtag.js), the tag manager (gtm.js)
//   and the Meta pixel (fbevents.js) run in the page and get the event.
//   Custom code runs in the shop site's tracking frame (`/_sw/tracking`,
//   sandboxed, an opaque origin). The payment and thank-you pages are of
//   the app's site: there every code runs in that frame
//   (`config.frame`), which gets the event and the accepted categories by
//   message and reaches nothing of the page (no same-origin access, no
//   card fields, no cookies), the way web pixels work in the large shop
//   platforms.
import { language } from "./shared";

export type Category = "necessary" | "statistics" | "marketing";

export interface TrackingCode {
  kind: "google_analytics" | "google_analytics_4" | "google_tag_manager" | "facebook_pixel" | "custom_tracking_codes";
  category: Category;
  id?: string;
  code?: string;
}

export interface TrackingConfig {
  cookie: string;
  codes: TrackingCode[];
  /** The shop site's tracking frame; set for the app's pages, where every code runs there. */
  frame?: string;
}

/** What a page sends its tracking frame: the event and what the buyer accepted. */
export interface FrameMessage {
  type: "sw-tracking";
  event: TrackingEvent;
  categories: Category[];
  /** `custom`: only the custom codes (a shop page runs the others itself). */
  only: "all" | "custom";
}

/** Whether `data` is a well-formed message of the page. */
export function frameMessage(data: unknown): FrameMessage | null {
  if (!data || typeof data !== "object") return null;
  const m = data as Partial<FrameMessage>;
  if (m.type !== "sw-tracking" || !m.event || typeof m.event.name !== "string" || !Array.isArray(m.categories)) return null;
  return { type: m.type, event: m.event, categories: m.categories, only: m.only === "custom" ? "custom" : "all" };
}

/** The shop site's own tracking frame, for a page of that site. */
export const FRAME_PATH = "/_sw/tracking";

/** A tracking event of spec section 3; the success page adds the order's data. */
export interface TrackingEvent {
  name: "shop_page" | "shop_sub_page" | "product_page" | "payment_page" | "funnel_page" | "success_page";
  transaction_id?: string;
  order_id?: string | number;
  order_form?: string;
  period_type?: string;
  revenue?: string | number;
  currency?: string;
  product_ids?: (string | number)[];
  product_names?: string[];
}

interface ConsentCategory {
  id: Category;
  required: boolean;
  name_en: string;
  name_de: string;
  description_en: string;
  description_de: string;
}

const WORDS = {
  en: {
    title: "Cookies on this shop",
    text: "The shop needs a few cookies. With your consent the seller also measures visits and ads.",
    all: "Accept all",
    necessary: "Only necessary",
    choose: "Choose",
    save: "Save choice",
  },
  de: {
    title: "Cookies in diesem Shop",
    text: "Der Shop braucht ein paar Cookies. Mit deiner Zustimmung misst der Verkäufer auch Besuche und Werbung.",
    all: "Alle akzeptieren",
    necessary: "Nur notwendige",
    choose: "Auswählen",
    save: "Auswahl speichern",
  },
};

/** The categories a cookie value accepts (`all`, or ids joined by commas); `null` when no choice is stored. */
export function accepted(value: string | null): Set<Category> | null {
  if (value === null) return null;
  if (value === "all") return new Set<Category>(["necessary", "statistics", "marketing"]);
  const ids = value.split(",").filter((v): v is Category => v === "necessary" || v === "statistics" || v === "marketing");
  return new Set<Category>(["necessary", ...ids]);
}

/** The cookie value of a choice: `all` when every category is accepted. */
export function cookieValue(chosen: Iterable<Category>, every: readonly Category[]): string {
  const set = new Set<Category>(["necessary", ...chosen]);
  return every.every((c) => set.has(c)) ? "all" : every.filter((c) => set.has(c)).join(",");
}

/** The value of cookie `name` in `cookies` (a `document.cookie` string). */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** The event a storefront page fires, from its path (`/s/{u}/products/{id}` -> product_page). */
export function eventOfPath(path: string): TrackingEvent {
  const parts = path.split("/").filter(Boolean);
  if (parts[0] !== "s" || parts.length < 2) return { name: "shop_page" };
  const rest = parts.slice(2);
  if (rest.length === 0) return { name: "shop_page" };
  if ((rest[0] === "products" || rest[0] === "bundle") && rest[1]) {
    return rest[2] === "pay" ? { name: "payment_page", product_ids: [rest[1]] } : { name: "product_page", product_ids: [rest[1]] };
  }
  // the path's second part is the order's token, the buyer's key to the order: never an event's field (issue 29)
  if (rest[0] === "payment" && rest[2] === "thank_you") return { name: "success_page" };
  return { name: "shop_sub_page" };
}

/** A JSON text safe inside an inline `<script>` (no `</script>` can close it). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean };
type TrackingWindow = Window & { dataLayer?: unknown[]; gtag?: Queue; fbq?: Queue; _fbq?: Queue };

function script(src: string): void {
  const s = document.createElement("script");
  s.async = true;
  s.src = src;
  document.head.append(s);
}

function params(event: TrackingEvent): Record<string, unknown> {
  const { name: _name, ...rest } = event;
  return rest;
}

/** Loads one code and fires the event through it. */
export function place(code: TrackingCode, event: TrackingEvent): void {
  const w = window as TrackingWindow;
  const id = encodeURIComponent(code.id ?? "");
  switch (code.kind) {
    case "google_analytics":
    case "google_analytics_4": {
      w.dataLayer = w.dataLayer ?? [];
      if (!w.gtag) {
        // gtag.js reads the arguments objects its stub queued
        w.gtag = function gtag() {
          // eslint-disable-next-line prefer-rest-params
          w.dataLayer?.push(arguments);
        };
        w.gtag("js", new Date());
        script(`https://www.googletagmanager.com/gtag/js?id=${id}`);
      }
      w.gtag("config", code.id);
      w.gtag("event", event.name, { send_to: code.id, ...params(event) });
      if (event.name === "success_page") {
        w.gtag("event", "purchase", {
          send_to: code.id,
          transaction_id: event.transaction_id ?? event.order_id,
          value: Number(event.revenue ?? 0),
          currency: event.currency,
          items: (event.product_ids ?? []).map((item_id, i) => ({ item_id, item_name: event.product_names?.[i] })),
        });
      }
      return;
    }
    case "google_tag_manager":
      w.dataLayer = w.dataLayer ?? [];
      w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
      script(`https://www.googletagmanager.com/gtm.js?id=${id}`);
      w.dataLayer.push({ event: event.name, ...params(event) });
      return;
    case "facebook_pixel": {
      if (!w.fbq) {
        const fbq: Queue = (...args: unknown[]) => {
          fbq.queue?.push(args);
        };
        fbq.queue = [];
        fbq.loaded = true;
        w.fbq = fbq;
        w._fbq = fbq;
        script("https://connect.facebook.net/en_US/fbevents.js");
      }
      w.fbq("init", code.id);
      w.fbq("track", "PageView");
      if (event.name === "success_page") {
        w.fbq("track", "Purchase", { value: Number(event.revenue ?? 0), currency: event.currency, content_ids: event.product_ids });
      } else {
        w.fbq("trackCustom", event.name, params(event));
      }
      return;
    }
    case "custom_tracking_codes":
      // runs only in the tracking frame (`trackingFrame.ts`)
      return;
  }
}

/** Opens the tracking frame at `src` and sends it the event once it has loaded. */
export function openFrame(src: string, message: FrameMessage): void {
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", "allow-scripts");
  frame.setAttribute("aria-hidden", "true");
  frame.setAttribute("referrerpolicy", "no-referrer");
  frame.tabIndex = -1;
  frame.title = "tracking";
  frame.className = "sw-tracking-frame";
  frame.style.cssText = "position:absolute;width:0;height:0;border:0;visibility:hidden";
  frame.addEventListener("load", () => frame.contentWindow?.postMessage(message, "*"), { once: true });
  frame.src = src;
  document.body.append(frame);
}

/** Places the codes `categories` accept: each in the page, or in the frame (see the top of this file). */
export function load(config: TrackingConfig, event: TrackingEvent, categories: Set<Category>): void {
  const accepted = config.codes.filter((code) => categories.has(code.category));
  if (accepted.length === 0) return;
  const message = (only: FrameMessage["only"]): FrameMessage => ({ type: "sw-tracking", event, categories: [...categories], only });
  if (config.frame) {
    openFrame(config.frame, message("all"));
    return;
  }
  for (const code of accepted) if (code.kind !== "custom_tracking_codes") place(code, event);
  if (accepted.some((code) => code.kind === "custom_tracking_codes")) openFrame(FRAME_PATH, message("custom"));
}

function store(config: TrackingConfig, value: string): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${config.cookie}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

const STYLE = `
.sw-consent{position:fixed;inset:auto 0 0 0;margin:0;max-width:none;width:auto;max-height:85dvh;overflow:auto;padding:16px;border:1px solid CanvasText;border-radius:12px 12px 0 0;background:Canvas;color:CanvasText;font:inherit;font-size:16px;line-height:1.5}
.sw-consent h2{margin:0 0 8px;font-size:20px}
.sw-consent p{margin:0 0 12px}
.sw-consent fieldset{border:0;padding:0}
.sw-consent label{display:flex;gap:8px;align-items:flex-start;margin-bottom:8px}
.sw-consent label small{display:block;font-size:14px}
.sw-consent input{width:20px;height:20px;margin-top:2px;flex:none}
.sw-consent__actions{display:flex;flex-wrap:wrap;gap:8px}
.sw-consent button{min-height:44px;padding:8px 16px;border:2px solid CanvasText;border-radius:8px;background:Canvas;color:CanvasText;font:inherit;cursor:pointer;flex:1 1 auto}
.sw-consent button.sw-consent__all{background:CanvasText;color:Canvas}
.sw-consent :focus-visible{outline:2px solid CanvasText;outline-offset:2px}
@media (min-width:768px){.sw-consent{inset:auto auto 16px 16px;max-width:480px;border-radius:12px}}
`;

function banner(config: TrackingConfig, event: TrackingEvent, categories: ConsentCategory[]): void {
  const lang = language();
  const words = WORDS[lang];
  const every = categories.map((c) => c.id);
  const style = document.createElement("style");
  style.textContent = STYLE;
  document.head.append(style);
  const dialog = document.createElement("dialog");
  dialog.className = "sw-consent";
  dialog.setAttribute("aria-labelledby", "sw-consent-title");
  const add = <K extends keyof HTMLElementTagNameMap>(tag: K): HTMLElementTagNameMap[K] => dialog.appendChild(document.createElement(tag));
  const title = add("h2");
  title.id = "sw-consent-title";
  title.textContent = words.title;
  add("p").textContent = words.text;
  const fieldset = add("fieldset");
  fieldset.hidden = true;
  const actions = add("div");
  actions.className = "sw-consent__actions";
  for (const c of categories) {
    const label = document.createElement("label");
    const box = document.createElement("input");
    box.type = "checkbox";
    box.value = c.id;
    box.checked = c.required;
    box.disabled = c.required;
    const name = document.createElement("span");
    name.textContent = lang === "de" ? c.name_de : c.name_en;
    const about = document.createElement("small");
    about.textContent = lang === "de" ? c.description_de : c.description_en;
    name.append(about);
    label.append(box, name);
    fieldset.append(label);
  }
  const choose = (chosen: Category[]) => {
    const value = cookieValue(chosen, every);
    store(config, value);
    dialog.close();
    dialog.remove();
    load(config, event, accepted(value) ?? new Set());
  };
  const button = (label: string, cls: string, act: () => void) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = cls;
    b.textContent = label;
    b.addEventListener("click", act);
    actions.append(b);
    return b;
  };
  const all = button(words.all, "sw-consent__all", () => choose(every));
  button(words.necessary, "sw-consent__necessary", () => choose([]));
  const more = button(words.choose, "sw-consent__choose", () => {
    if (fieldset.hidden) {
      fieldset.hidden = false;
      more.textContent = words.save;
      fieldset.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus();
    } else {
      const boxes = Array.from(fieldset.querySelectorAll<HTMLInputElement>("input:checked"));
      choose(boxes.map((b) => b.value as Category));
    }
  });
  // a choice is needed: Escape does not dismiss the banner; Tab and
  // Shift+Tab cycle inside it while it is open
  dialog.addEventListener("cancel", (e) => e.preventDefault());
  dialog.addEventListener("keydown", (e) => {
    if (e.key !== "Tab") return;
    const items = Array.from(dialog.querySelectorAll<HTMLElement>("button,input:enabled")).filter((el) => el.offsetParent);
    const edge = e.shiftKey ? items[0] : items[items.length - 1];
    if (document.activeElement === edge) {
      e.preventDefault();
      (e.shiftKey ? items[items.length - 1] : items[0])?.focus();
    }
  });
  document.body.append(dialog);
  // modal: focus stays in the banner while it is open (and only then);
  // it overlays the page, so nothing of the content moves
  dialog.showModal();
  all.focus();
}

/**
 * Places the shop's tracking codes for `event` once the buyer consents (at
 * once when the consent cookie holds a choice; else after the banner).
 */
export async function startTracking(config: TrackingConfig, event: TrackingEvent): Promise<void> {
  if (!config.cookie || config.codes.length === 0) return;
  const chosen = accepted(readCookie(document.cookie, config.cookie));
  if (chosen) return load(config, event, chosen);
  const answer = await fetch("/v1/common/cookies_consent_categories");
  if (!answer.ok) return;
  const { list } = (await answer.json()) as { list: ConsentCategory[] };
  banner(config, event, list);
}
