import { useEffect } from "react";
import { create } from "zustand";
import type { Locale } from "./locale";
import type { CabinetRoute, Route } from "./routes";
import { textTable } from "../i18n/catalogue";

// Page titles (document.title): one mechanism at the route level. The App
// names every route ("Orders · Sellwerk"); a page that knows a better name
// once it has loaded (a product, a shop) sets it with `useTitle`, which
// wins while that page is mounted ("The Creator's Handbook · demo").

export const brand = "Sellwerk";

interface TitleState {
  /** The full title a mounted page asked for, or null. */
  page: string | null;
}

export const useTitleStore = create<TitleState>(() => ({ page: null }));

/**
 * Sets the document's title while the calling page is mounted: `parts`
 * joined with " · " (empty parts left out); nothing when every part is
 * empty (the route's title stays).
 */
export function useTitle(...parts: (string | null | undefined)[]) {
  const title = parts.filter((p): p is string => Boolean(p && p.trim())).join(" · ");
  useEffect(() => {
    if (!title) return;
    useTitleStore.setState({ page: title });
    return () => {
      if (useTitleStore.getState().page === title) useTitleStore.setState({ page: null });
    };
  }, [title]);
}

const words = textTable("app/title", "words");

type Word = keyof typeof words;

/** The name of a cabinet page, for its title. */
export function cabinetTitle(route: CabinetRoute, locale: Locale): string {
  const w = (key: Word) => words[key][locale];
  switch (route.page) {
    case "home":
      return route.profileModal ? w("profile") : w("cabinet");
    case "products":
      return w("products");
    case "product_edit":
      return w("product");
    case "coupons":
      return w("coupons");
    case "orders":
      return w("orders");
    case "order":
      return `${w("order")} ${route.orderId}`;
    case "order_rates":
      return w("orderRates");
    case "payment_tickets":
      return w("tickets");
    case "courses":
      return w("courses");
    case "pages":
      return w("pages");
    case "page_edit":
      return w("pageEdit");
    case "categories":
      return w("categories");
    case "theme":
      return w("theme");
    case "payment_providers":
      return w("providers");
    case "payment_settings":
      return w("methods");
    case "legal":
      return w("legal");
    case "account":
      return w("account");
    case "notifications":
      return w("notifications");
    case "notification_settings":
      return w("notificationSettings");
    case "tracking":
      return w("trackingCodes");
    case "funnels":
      return w("funnels");
    case "not_found":
      return w("notFound");
  }
}

/** The title of a route before its page knows more: "<page> · Sellwerk", or the shop's name on buyer pages. */
export function routeTitle(route: Route, locale: Locale, cabinet: (rest: string[], search: string) => CabinetRoute): string {
  const w = (key: Word) => words[key][locale];
  const withBrand = (name: string) => `${name} · ${brand}`;
  switch (route.page) {
    case "home":
      return brand;
    case "product":
      return route.username;
    case "payment":
      return `${w("payment")} · ${route.username}`;
    case "thank_you":
      return `${w("thankYou")} · ${route.username}`;
    case "manage":
      return `${w("manage")} · ${route.username}`;
    case "document":
      return `${w(route.kind)} · ${route.username}`;
    case "platform_document":
      return withBrand(w(route.kind));
    case "sign_in":
      return route.seller ? `${w("signIn")} · ${route.seller}` : withBrand(w("signIn"));
    case "sign_up":
      return withBrand(w("signUp"));
    case "about_you":
      return withBrand(w("aboutYou"));
    case "confirmation":
    case "confirmation_new":
      return withBrand(w("confirmation"));
    case "password_new":
    case "password_edit":
      return withBrand(w("password"));
    case "change_email":
      return withBrand(w("changeEmail"));
    case "email_log":
      return withBrand(w("emailLog"));
    case "unsubscribe":
      return withBrand(w("unsubscribe"));
    case "certificate_check":
      return withBrand(w("certificateCheck"));
    case "mailbox":
      return withBrand(w("mailbox"));
    case "catalogue":
      return withBrand(w("catalogue"));
    case "area":
      if (route.area === "cabinet") return withBrand(cabinetTitle(cabinet(route.rest, route.search), locale));
      return withBrand(w(route.area));
    case "membership":
      return `${w("membership")} · ${route.username}`;
    case "not_found":
      return withBrand(w("notFound"));
  }
}
