// The settings form of each block type: the fields core's renderer reads
// for it (core/src/render/blocks.rs) and the style settings every block
// shares (core/src/render/style.rs, spec sections 3 and 9). Which of them
// may differ per breakpoint is core's rule (`RESPONSIVE`, from
// `builder::responsive`).
import type { MediaPurpose } from "../../core";
import type { BlockType } from "./document";

export type FieldKind =
  | { kind: "text" }
  | { kind: "textarea" }
  | { kind: "url" }
  | { kind: "number"; max: number; min?: number }
  | { kind: "flag"; default: boolean }
  | { kind: "choice"; options: readonly string[] }
  | { kind: "several"; options: readonly string[] }
  | { kind: "categories" }
  | { kind: "colour" }
  /** An image setting; `purpose` names the rules an upload is checked by (a header's logo, a banner's background). */
  | { kind: "image"; purpose: Exclude<MediaPurpose, "font"> }
  | { kind: "product" }
  | { kind: "products" }
  | { kind: "menu" }
  | { kind: "socials" }
  | { kind: "testimonials" }
  | { kind: "contactFields" }
  | { kind: "units" };

export type FieldSpec = FieldKind & { key: string };

const f = <K extends FieldKind>(key: string, kind: K): FieldSpec => ({ key, ...kind });
const text = (key: string) => f(key, { kind: "text" });
const area = (key: string) => f(key, { kind: "textarea" });
const url = (key: string) => f(key, { kind: "url" });
const num = (key: string, max: number, min?: number) => f(key, { kind: "number", max, ...(min === undefined ? {} : { min }) });
const flag = (key: string, d: boolean) => f(key, { kind: "flag", default: d });
const choice = (key: string, options: readonly string[]) => f(key, { kind: "choice", options });
const several = (key: string, options: readonly string[]) => f(key, { kind: "several", options });
const colour = (key: string) => f(key, { kind: "colour" });
const image = (key: string, purpose: Exclude<MediaPurpose, "font"> = "image") => f(key, { kind: "image", purpose });

/** Builder limits (spec section 9, core's `builder::MAX_VALUE`, `MAX_WIDTH`). */
export const MAX_VALUE = 1000;
export const MAX_WIDTH = 5000;

export const BUTTON_TYPES = ["buy", "details", "customLink", "individualLink", "downloadFile", "lessonLink"] as const;
export const ANIMATIONS = [
  "noAnimation",
  "shadow",
  "transparency",
  "coloredShadow",
  "stretching",
  "bordering",
  "increasing",
  "swing",
  "fillOutlineSwitch",
] as const;
export const BRAND_FONTS = ["Light", "Reg", "Medium", "Black"] as const;
/** The units a countdown may show (core's `render::blocks` UNITS; none chosen: days to seconds). */
export const COUNTDOWN_UNITS = ["months", "weeks", "days", "hours", "minutes", "seconds"] as const;
export const LIST_VIEWS = ["grid", "list", "slider", "button", "text"] as const;
export const SOCIALS = [
  "website",
  "facebook",
  "instagram",
  "twitter",
  "youtube",
  "tumblr",
  "pinterest",
  "linkedin",
  "xing",
  "tiktok",
] as const;

const buyButton = [
  text("buttonText"),
  choice("paymentOptions", ["checkout", "autopay"]),
  colour("buttonColor"),
  colour("buttonTextColor"),
  choice("buttonFont", BRAND_FONTS),
  num("buttonSize", 60, 10),
  choice("buttonViewStyle", ["filled", "outlined"]),
  num("radius", 100),
  choice("buttonAnimation", ANIMATIONS),
  num("buttonWidth", MAX_VALUE),
  num("minHeight", 200),
];

const productList = [
  text("titleText"),
  choice("view", LIST_VIEWS),
  num("itemsPerPage", 300, 1),
  num("itemsPerSlide", 6, 1),
  choice("sortKey", ["position", "created_at"]),
  choice("sortDir", ["asc", "desc"]),
  flag("showAllProducts", true),
  f("productIds", { kind: "products" }),
  choice("categoriesView", ["", "tabs", "dropdown"]),
  f("categories", { kind: "categories" }),
  flag("showPrice", true),
  flag("showButton", true),
  text("buttonText"),
  choice("paymentOptions", ["checkout", "autopay"]),
];

/** The block's own fields, in the order the form shows them. */
export const BLOCK_FIELDS: Record<BlockType, FieldSpec[]> = {
  header: [
    image("logo", "logo"),
    text("altText"),
    f("menuList", { kind: "menu" }),
    f("socials", { kind: "socials" }),
    flag("stickyHeader", false),
    flag("languageSwitcher", false),
    flag("sharingOptions", false),
    flag("myAccountSwitcher", false),
    flag("showCancelSubscription", false),
  ],
  banner: [
    flag("useShopInfo", false),
    text("titleText"),
    area("additionalText"),
    flag("showButton", false),
    text("buttonText"),
    url("buttonLink"),
    image("backgroundImage", "banner"),
    colour("colorOverlay"),
  ],
  text: [text("titleText"), area("content")],
  button: [
    choice("buttonType", BUTTON_TYPES),
    f("productId", { kind: "product" }),
    url("link"),
    url("fileUrl"),
    url("lessonUrl"),
    ...buyButton,
  ],
  picture: [image("image"), text("altText"), url("link"), text("caption")],
  audio_player: [url("url"), text("title")],
  video: [url("url"), text("title"), flag("playbarDisabled", false), colour("playerColor")],
  file: [url("url"), text("fileName")],
  file_pdf: [url("url"), text("fileName"), choice("downloadFile", ["display", "hide"])],
  membership_products: productList,
  seller_products: productList,
  popular_products: [
    text("titleText"),
    choice("view", LIST_VIEWS),
    num("itemsPerSlide", 6, 1),
    f("productIds", { kind: "products" }),
    flag("showPrice", true),
    flag("showButton", true),
    text("buttonText"),
    choice("paymentOptions", ["checkout", "autopay"]),
    // the autopay dialog's colours (spec: popular products' "autobuy modal colours")
    colour("modalBackgroundColor"),
    colour("modalTextColor"),
  ],
  product: [f("productId", { kind: "product" }), text("buttonText"), choice("paymentOptions", ["checkout", "autopay"])],
  testimonials: [text("titleText"), f("items", { kind: "testimonials" })],
  gap: [],
  footer: [f("menuList", { kind: "menu" }), text("socialsTitle"), flag("socialsIsShown", true), f("socials", { kind: "socials" })],
  affiliate: [text("programName"), text("commission"), num("cookiesDays", MAX_VALUE), area("text"), url("buttonLink"), text("buttonText")],
  contact_form: [
    text("formName"),
    text("titleText"),
    area("descriptionText"),
    f("fields", { kind: "contactFields" }),
    text("buttonText"),
    colour("buttonColor"),
  ],
  conversion_tools: [
    choice("view", ["countdown", "counter"]),
    text("titleText"),
    area("text"),
    choice("countdownType", ["date"]),
    text("endsAt"),
    several("countdownUnits", COUNTDOWN_UNITS),
    choice("countingDirection", ["down", "up"]),
    num("countdownStep", MAX_VALUE, 1),
    choice("progressBarStyle", ["loading", "bordered", "sections", "circle", "filledCircle", "halfCircle", "pieCircle"]),
    num("progressBarValue", 100),
    flag("openModalAfter", false),
    choice("imageStyle", ["smallImage", "background"]),
    image("image"),
  ],
  thank_you_page: [text("title"), area("text")],
  funnel: [
    text("titleText"),
    area("text"),
    f("productId", { kind: "product" }),
    text("buttonText"),
    text("declineText"),
    url("declineLink"),
  ],
  funnel_product: [f("productId", { kind: "product" }), text("buttonText")],
};

/** The style settings every block shares (spec section 3). */
export const STYLE_FIELDS: FieldSpec[] = [
  colour("backgroundColor"),
  num("transparency", 100),
  num("paddingTop", MAX_VALUE),
  num("paddingBottom", MAX_VALUE),
  num("paddingLeft", MAX_VALUE),
  num("paddingRight", MAX_VALUE),
  f("paddingUnits", { kind: "units" }),
  num("width", 100),
  num("maxWidth", MAX_WIDTH),
  choice("horizontalAlignment", ["", "left", "center", "right"]),
  choice("verticalAlignment", ["", "top", "center", "bottom"]),
  choice("font", ["", ...BRAND_FONTS]),
  choice("style", ["", "normal", "bold", "italic", "boldItalic", "underline"]),
  colour("color"),
  num("size", MAX_VALUE, 8),
  text("customClassName"),
];

/** A gap's one setting: its height, per breakpoint. */
export const GAP_FIELDS: FieldSpec[] = [num("height", MAX_VALUE)];

/** The spec's text colours (section 9) offered as swatches beside every colour field. */
export const PALETTE = [
  "#4A4A4A",
  "#1E84D7",
  "#39AA75",
  "#FFB000",
  "#FF2800",
  "#FFFFFF",
  "#F5F5F5",
  "#E0E0E0",
  "#9E9E9E",
  "#616161",
  "#000000",
  "#1A237E",
  "#FFF8E1",
  "#E3F2FD",
  "#FCE4EC",
] as const;
