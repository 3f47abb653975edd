// The app's routes, matched from the path. A shop's public pages
// (/s/{username}, its sub pages, products and bundles) are HTML from the
// edge (`edgePage`): the app keeps the payment, thank-you, manage and
// document pages under /s/{username} and the password gate of a protected
// product. Account pages live under /users; the areas after sign-in at
// /cabinet, /publish, /payer, /team_member and /admin (each with a catch-all).
import type { Area } from "../core";

export type SignInKind = "user" | "publisher" | "payer";

export type Route =
  | { page: "home" }
  | { page: "product"; username: string; productId: string }
  | { page: "payment"; username: string; productId: string; planId: string | null }
  | { page: "thank_you"; username: string; token: string }
  | { page: "manage"; username: string; token: string }
  | { page: "document"; username: string; kind: DocumentKind; search: string }
  | { page: "platform_document"; kind: PlatformDocument }
  | { page: "sign_in"; kind: SignInKind; seller: string | null; magicToken: string | null; orderLink?: string }
  | { page: "sign_up" }
  | { page: "about_you" }
  | { page: "confirmation"; token: string | null }
  | { page: "confirmation_new" }
  | { page: "password_new" }
  | { page: "password_edit"; token: string | null }
  | { page: "change_email"; token: string | null }
  | { page: "email_log"; token: string }
  | { page: "unsubscribe"; token: string }
  | { page: "certificate_check"; code: string | null }
  | { page: "mailbox" }
  | { page: "catalogue" }
  | { page: "area"; area: Area; rest: string[]; search: string }
  | { page: "membership"; username: string; productId: number }
  | { page: "not_found" };

const areas: readonly Area[] = ["cabinet", "publish", "payer", "team_member", "admin"];

/** A shop's legal documents, as `/s/{username}/document/{kind}` names them. */
export type DocumentKind = "imprint" | "terms" | "privacy" | "cancellation_terms";
export const documentKinds: readonly DocumentKind[] = ["imprint", "terms", "privacy", "cancellation_terms"];

/** The platform's own documents (`/terms`, `/privacy`, `/imprint`). */
export type PlatformDocument = "terms" | "privacy" | "imprint";
const platformDocuments: readonly PlatformDocument[] = ["terms", "privacy", "imprint"];

function accountRoute(rest: string[], query: URLSearchParams): Route | null {
  switch (rest.join("/")) {
    case "sign_in":
      return { page: "sign_in", kind: "user", seller: null, magicToken: query.get("magic_token") };
    case "publisher/sign_in":
      return { page: "sign_in", kind: "publisher", seller: null, magicToken: query.get("magic_token") };
    case "sign_up":
      return { page: "sign_up" };
    case "sign_up/about_you":
      return { page: "about_you" };
    case "confirmation":
      return { page: "confirmation", token: query.get("confirmation_token") };
    case "confirmation/new":
      return { page: "confirmation_new" };
    case "password/new":
      return { page: "password_new" };
    case "password/edit":
      return { page: "password_edit", token: query.get("reset_password_token") };
    case "change_email":
      return { page: "change_email", token: query.get("token") };
    default:
      return null;
  }
}

/** A positive whole number as the edge's ids are written (below 2^53). */
function isId(value: string | undefined): value is string {
  return value !== undefined && /^[1-9]\d{0,15}$/.test(value);
}

export function matchRoute(pathname: string, search: string): Route {
  const parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  const query = new URLSearchParams(search);
  if (parts.length === 0) return { page: "home" };
  if (parts[0] === "users") return accountRoute(parts.slice(1), query) ?? { page: "not_found" };
  if (parts[0] === "email_logs" && parts[1] && parts.length === 2) return { page: "email_log", token: parts[1] };
  if (parts[0] === "emails" && parts[1] === "unsubscribe" && parts[2] && parts.length === 3)
    return { page: "unsubscribe", token: parts[2] };
  if (parts[0] === "certificates" && parts.length <= 2) return { page: "certificate_check", code: parts[1] ?? null };
  const platform = platformDocuments.find((d) => d === parts[0]);
  if (platform && parts.length === 1) return { page: "platform_document", kind: platform };
  if (parts[0] === "dev" && parts[1] === "mailbox" && parts.length === 2) return { page: "mailbox" };
  if (parts[0] === "dev" && parts[1] === "catalogue" && parts.length === 2) return { page: "catalogue" };
  const area = areas.find((a) => a === parts[0]);
  if (area) return { page: "area", area, rest: parts.slice(1), search };
  if (parts[0] === "v" && parts[1] && parts.length === 3 && isId(parts[2])) {
    return { page: "membership", username: parts[1], productId: Number(parts[2]) };
  }
  if (parts[0] === "s" && parts[1] && parts[2] === "sign_in" && parts.length === 3) {
    // `order_link`: the sign-in link of an order's confirmation mail (issue 30)
    return {
      page: "sign_in",
      kind: "payer",
      seller: parts[1],
      magicToken: query.get("magic_token"),
      orderLink: query.get("order_link") ?? undefined,
    };
  }
  if (parts[0] === "s" && parts[1] && parts[2] === "document" && parts.length === 4) {
    const kind = documentKinds.find((k) => k === parts[3]);
    if (kind) return { page: "document", username: parts[1], kind, search };
  }
  if (parts[0] === "s" && parts[1] && parts[2] === "payment" && parts[3] && parts.length === 5) {
    if (parts[4] === "thank_you") return { page: "thank_you", username: parts[1], token: parts[3] };
    if (parts[4] === "manage") return { page: "manage", username: parts[1], token: parts[3] };
  }
  if (parts[0] === "s" && parts[2] === "products" && parts[1] && parts[3]) {
    const [, username, , productId, rest] = parts as [string, string, string, string, string?];
    if (parts.length === 4) return { page: "product", username, productId };
    if (parts.length === 5 && rest === "pay") {
      return { page: "payment", username, productId, planId: query.get("plan") };
    }
  }
  return { page: "not_found" };
}

/**
 * Whether the edge renders the page at `pathname` (the shop, a sub page, a
 * product or a bundle: `edge/src/routes/storefront.rs`): the app moves
 * there with a full page load, never its own router.
 */
export function edgePage(pathname: string): boolean {
  const parts = pathname.split("/").filter(Boolean);
  if (parts[0] !== "s" || !parts[1]) return false;
  if (parts.length === 2) return true;
  if (parts.length === 3) return !["sign_in", "products", "bundle", "payment", "document"].includes(parts[2] ?? "");
  return parts.length === 4 && (parts[2] === "products" || parts[2] === "bundle") && isId(parts[3]);
}

export const paths = {
  shop: (username: string, query = "") => `/s/${encodeURIComponent(username)}${query ? `?${query}` : ""}`,
  product: (username: string, id: number | string) => `/s/${encodeURIComponent(username)}/products/${id}`,
  payment: (username: string, id: number | string, planId: number) =>
    `/s/${encodeURIComponent(username)}/products/${id}/pay?plan=${planId}`,
  thankYou: (username: string, token: string) => `/s/${encodeURIComponent(username)}/payment/${encodeURIComponent(token)}/thank_you`,
  manage: (username: string, token: string) => `/s/${encodeURIComponent(username)}/payment/${encodeURIComponent(token)}/manage`,
  document: (username: string, kind: DocumentKind, query = "") =>
    `/s/${encodeURIComponent(username)}/document/${kind}${query ? `?${query}` : ""}`,
  platformDocument: (kind: PlatformDocument) => `/${kind}`,
  legalSettings: "/cabinet/settings/legal",
  payer: "/payer",
  payerSeller: (username: string) => `/payer/s/${encodeURIComponent(username)}`,
  course: (username: string, productId: number | string, lessonId?: number | string | null) =>
    `/payer/s/${encodeURIComponent(username)}/courses/${productId}${lessonId ? `/lessons/${lessonId}` : ""}`,
  membership: (username: string, productId: number | string) => `/v/${encodeURIComponent(username)}/${productId}`,
  signIn: "/users/sign_in",
  publisherSignIn: "/users/publisher/sign_in",
  courseSignIn: (seller: string) => `/s/${encodeURIComponent(seller)}/sign_in`,
  signUp: "/users/sign_up",
  aboutYou: "/users/sign_up/about_you",
  confirmationNew: "/users/confirmation/new",
  passwordNew: "/users/password/new",
  passwordEdit: "/users/password/edit",
  mailbox: "/dev/mailbox",
  cabinet: "/cabinet",
  cabinetProducts: (query = "") => `/cabinet/products${query ? `?${query}` : ""}`,
  productEdit: (id: number | string, step = 1) => `/cabinet/products/${id}/edit?step=${step}`,
  cabinetCoupons: (query = "") => `/cabinet/coupons${query ? `?${query}` : ""}`,
  sellerProfileEdit: "/cabinet/profile/edit?seller_profile_edit=true",
  cabinetOrders: (query = "") => `/cabinet/orders${query ? `?${query}` : ""}`,
  cabinetOrder: (id: number | string) => `/cabinet/orders/${id}`,
  cabinetOrderRates: (query = "") => `/cabinet/order_rates${query ? `?${query}` : ""}`,
  paymentTicketsOverview: "/cabinet/payment_tickets/overview",
  paymentTicketsDetails: (query = "") => `/cabinet/payment_tickets/details${query ? `?${query}` : ""}`,
  cabinetPages: "/cabinet/pages",
  cabinetCategories: "/cabinet/pages/categories",
  cabinetTheme: "/cabinet/pages/theme",
  pageEdit: (id: number | string) => `/cabinet/pages/${id}`,
  cabinetCourses: (view: CourseView = "overview", query = "") => `/cabinet/courses/${view}${query ? `?${query}` : ""}`,
  paymentProviders: "/cabinet/settings/payment_providers",
  paymentSettings: "/cabinet/settings/payment_settings",
  cabinetAccount: "/cabinet/settings/account",
  cabinetNotifications: "/cabinet/notifications",
  notificationSettings: "/cabinet/settings/notifications",
  trackingSettings: "/cabinet/settings/tracking",
  cabinetFunnels: "/cabinet/funnels",
};

/** The tabs of the seller's course area (spec section 2: /cabinet/courses/...). */
export const courseViews = ["overview", "sessions", "lesson_statuses", "quiz_attempts"] as const;
export type CourseView = (typeof courseViews)[number];
/**
 * Where a visitor without a session signs in: the shop's course sign-in
 * (`/s/{username}/sign_in`) for the pages of one seller's purchases (the
 * payer area's `/payer/s/{username}/...` and the membership area
 * `/v/{username}/...`), else the platform's sign-in.
 */
export function signInPathFor(pathname: string): string {
  const parts = pathname.split("/").filter(Boolean);
  const seller = parts[0] === "payer" && parts[1] === "s" ? parts[2] : parts[0] === "v" ? parts[1] : undefined;
  return seller ? `/s/${seller}/sign_in` : paths.signIn;
}

/** The pages of the payer area, from the path after /payer. */
export type PayerRoute =
  | { page: "sellers" }
  | { page: "seller"; username: string }
  | { page: "course"; username: string; productId: number; lessonId: number | null }
  | { page: "not_found" };

export function payerRoute(rest: string[]): PayerRoute {
  if (rest.length === 0 || (rest.length === 1 && rest[0] === "orders")) return { page: "sellers" };
  const [s, username, courses, productId, lessons, lessonId] = rest;
  if (s !== "s" || !username) return { page: "not_found" };
  if (rest.length === 2) return { page: "seller", username };
  if (courses !== "courses" || !isId(productId)) return { page: "not_found" };
  if (rest.length === 4) return { page: "course", username, productId: Number(productId), lessonId: null };
  if (rest.length === 6 && lessons === "lessons" && isId(lessonId)) {
    return { page: "course", username, productId: Number(productId), lessonId: Number(lessonId) };
  }
  return { page: "not_found" };
}

/** The pages of the seller cabinet, from the path after /cabinet. */
export type CabinetRoute =
  | { page: "home"; profileModal: boolean }
  | { page: "products"; search: string }
  | { page: "product_edit"; productId: number; step: string | null }
  | { page: "coupons"; search: string }
  | { page: "orders"; search: string }
  | { page: "order"; orderId: number }
  | { page: "order_rates"; search: string }
  | { page: "payment_tickets"; view: "overview" | "details"; search: string }
  | { page: "courses"; view: CourseView; search: string }
  | { page: "pages" }
  | { page: "categories" }
  | { page: "theme" }
  | { page: "page_edit"; pageId: number }
  | { page: "payment_providers"; stripeReturn?: StripeReturn }
  | { page: "payment_settings" }
  | { page: "legal" }
  | { page: "account" }
  | { page: "notifications" }
  | { page: "notification_settings" }
  | { page: "tracking" }
  | { page: "funnels" }
  | { page: "not_found" };

/**
 * What the card provider's onboarding sent the browser back with
 * (/cabinet/settings/payment_providers/stripe/return): the code and state
 * after the seller approved, or `error` (`access_denied` when cancelled).
 */
export type StripeReturn = { code: string; state: string; error: string };

export function cabinetRoute(rest: string[], search: string): CabinetRoute {
  const query = new URLSearchParams(search);
  const path = rest.join("/");
  if (path === "") return { page: "home", profileModal: false };
  if (path === "profile/edit") return { page: "home", profileModal: query.get("seller_profile_edit") === "true" };
  if (path === "products") return { page: "products", search };
  if (path === "coupons") return { page: "coupons", search };
  if (path === "orders") return { page: "orders", search };
  if (path === "order_rates") return { page: "order_rates", search };
  if (path === "payment_tickets" || path === "payment_tickets/overview") return { page: "payment_tickets", view: "overview", search: "" };
  if (path === "payment_tickets/details") return { page: "payment_tickets", view: "details", search };
  if (path === "courses") return { page: "courses", view: "overview", search: "" };
  const courseView = courseViews.find((v) => path === `courses/${v}`);
  if (courseView) return { page: "courses", view: courseView, search: courseView === "overview" ? "" : search };
  if (path === "pages") return { page: "pages" };
  if (path === "pages/categories") return { page: "categories" };
  if (path === "pages/theme") return { page: "theme" };
  if (rest.length === 2 && rest[0] === "pages" && rest[1] && /^[1-9]\d{0,15}$/.test(rest[1]))
    return { page: "page_edit", pageId: Number(rest[1]) };
  if (path === "settings/payment_providers") return { page: "payment_providers" };
  if (path === "settings/payment_providers/stripe/return") {
    const read = (name: string) => query.get(name) ?? "";
    return { page: "payment_providers", stripeReturn: { code: read("code"), state: read("state"), error: read("error") } };
  }
  if (path === "settings/legal") return { page: "legal" };
  if (path === "settings/payment_settings") return { page: "payment_settings" };
  if (path === "settings/account") return { page: "account" };
  if (path === "notifications") return { page: "notifications" };
  if (path === "settings/notifications") return { page: "notification_settings" };
  if (path === "settings/tracking") return { page: "tracking" };
  if (path === "funnels") return { page: "funnels" };
  if (rest.length === 2 && rest[0] === "orders" && rest[1] && /^[1-9]\d{0,15}$/.test(rest[1]))
    return { page: "order", orderId: Number(rest[1]) };
  const [first, id, action] = rest;
  if (rest.length === 3 && first === "products" && action === "edit" && id && /^[1-9]\d{0,15}$/.test(id)) {
    return { page: "product_edit", productId: Number(id), step: query.get("step") };
  }
  return { page: "not_found" };
}
