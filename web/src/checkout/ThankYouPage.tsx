// The thank-you page (`/s/{username}/payment/{token}/thank_you`), where the
// provider sends the buyer back: it waits for the payment, says clearly
// when it failed (with a way back to the payment page), then shows the
// seller's custom page (its blocks) or the default one, with what was
// bought: downloads, license keys, ticket codes. Back from the card
// provider's own page (an authentication by redirect), it asks the edge to
// check the payment with the provider at once, so it does not wait for the
// provider's webhook.
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../api/client";
import { messageFor } from "../core";
import { useLocale } from "../app/locale";
import { trackShopEvent } from "./tracking";
import { ordersApi, type OrderStatus, type ThankYouPageParts } from "../api/orders";
import { shopApi } from "../api/shop";
import { useTexts } from "../app/i18n";
import { Amount } from "../app/Money";
import { paths } from "../app/routes";
import { useLoad } from "../app/useLoad";
import { forgetOrder } from "./idempotency";
import { DeliveryView, PlanSummary, StatusBadge, useOrderStatus, useProviderReturn } from "./orderParts";
import { BuyerProblem } from "../storefront/Problem";
import { ShopHeader } from "../storefront/ShopHeader";
import { useShopTheme } from "../storefront/shopTheme";
import { checkoutTexts, planTexts } from "./texts";
import { paragraphs, phase, successEvent, thankYouContent, type Phase, type ThankYouBlock } from "./thankYou";
import "./checkout.css";
import "../storefront/storefront.css";
import "./orderPages.css";
import { session } from "../api/storage";

function SellerProducts({ username, id }: { username: string; id: string }) {
  const t = useTexts(checkoutTexts);
  const [loaded] = useLoad(`shop-products:${username}`, (signal) => shopApi.products(username, "", signal));
  return (
    <section data-testid="thank-you-block" data-block-type="seller_products" data-block-id={id}>
      <h2>{t("moreProducts")}</h2>
      {loaded.state === "ready" ? (
        <ul className="co-shop-products" data-testid="seller-products">
          {loaded.value.list.map((p) => (
            <li key={p.id} data-testid="seller-product" data-id={p.id}>
              <a href={paths.product(username, p.id)}>{p.name}</a>
            </li>
          ))}
        </ul>
      ) : loaded.state === "loading" ? (
        <p>{t("loading")}</p>
      ) : null}
    </section>
  );
}

function Block({ block, username }: { block: ThankYouBlock; username: string }) {
  if (block.kind === "seller_products") return <SellerProducts username={username} id={block.id} />;
  return (
    <section data-testid="thank-you-block" data-block-type="thank_you_page" data-block-id={block.id}>
      {block.title ? <h2 data-testid="thank-you-title">{block.title}</h2> : null}
      {paragraphs(block.text).map((p, i) => (
        <p key={i} data-testid="thank-you-text">
          {p}
        </p>
      ))}
    </section>
  );
}

/**
 * The seller's own thank-you page, built in the page editor: core's page
 * for this order, byte for byte as the edge renders it, in a shadow root
 * (its style and the app's stay apart). Asked for again when the payment
 * state changes, as core's page names it.
 */
function SellerThankYouPage({ parts }: { parts: ThankYouPageParts }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: "open" });
    // core's output: seller text escaped, no script (the edge strips core's islands)
    root.innerHTML = `<style>${parts.style}</style><div class="sw-body">${parts.body}</div>`;
    // a shadow root's @font-face rules load nothing: the theme's custom font goes to the document
    const faces = parts.style.match(/@font-face\{[^}]*\}/g) ?? [];
    if (faces.length === 0) return;
    const fonts = document.createElement("style");
    fonts.dataset.sellerFonts = "";
    fonts.textContent = faces.join("");
    document.head.append(fonts);
    return () => fonts.remove();
  }, [parts]);
  return <div ref={host} className="op-seller-page" lang={parts.lang} data-testid="seller-thank-you" />;
}

/** Every product the order bought (main first, then the bumps), with its share of the first payment. */
export function OrderLines({ status }: { status: OrderStatus }) {
  const t = useTexts(checkoutTexts);
  const { order, lines } = status;
  const paid = order.paymentState === "paid" || order.paymentState === "paying";
  return (
    <section className="op-lines" aria-labelledby="op-lines-title">
      <h2 id="op-lines-title" className="op-section-title">
        {t("yourOrder")}
      </h2>
      <ul className="op-line-list" data-testid="order-lines">
        {lines.map((line) => (
          <li key={line.productId} className="op-line" data-testid="order-line" data-role={line.role} data-product-id={line.productId}>
            <span className="op-line-name">
              {line.name}
              {line.role === "bump" ? <span className="op-tag">{t("addOn")}</span> : null}
            </span>
            <Amount value={line.dueNow} currency={order.currency} testId="order-line-amount" />
          </li>
        ))}
      </ul>
      <p className="op-line op-line-total">
        <span>{paid ? t("paidNow") : t("dueNowLabel")}</span>
        <Amount value={order.dueNow} currency={order.currency} testId="order-due-now" />
      </p>
      {/* what the buyer took with one click in the funnel after this order, each its own order (issue 30) */}
      {status.upsells.length > 0 ? (
        <ul className="op-line-list" data-testid="upsell-lines">
          {status.upsells.map((u) => (
            <li key={u.token} className="op-line" data-testid="upsell-line" data-product-id={u.productId} data-token={u.token}>
              <span className="op-line-name">
                {u.name}
                <span className="op-tag">{t("upsellAccepted")}</span>
              </span>
              <Amount value={u.dueNow} currency={u.currency} testId="upsell-line-amount" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * Opens the buyer's purchases from this shop (issue 30): the edge signs in the browser that paid, without a
 * password, into the account the order made; where only the mailed link may sign in (another browser, an
 * account that existed before), the buyer learns so and gets to the shop's sign-in page, which mails a link.
 */
function useOpenPurchases(token: string, shop: string) {
  const [state, setState] = useState<{ phase: "idle" | "opening" } | { phase: "refused"; code: string }>({ phase: "idle" });
  const open = (e?: { preventDefault: () => void }) => {
    e?.preventDefault();
    if (state.phase === "opening") return;
    setState({ phase: "opening" });
    ordersApi
      .signIn(token)
      .then(() => window.location.assign(paths.payerSeller(shop)))
      .catch((err: unknown) => setState({ phase: "refused", code: err instanceof ApiError ? err.code : "page_server_error" }));
  };
  return { state, open };
}

function PurchasesAccess({ shop, access }: { shop: string; access: ReturnType<typeof useOpenPurchases> }) {
  const t = useTexts(checkoutTexts);
  const locale = useLocale();
  const { state, open } = access;
  return (
    <div className="sf-card op-panel op-order-link" data-testid="purchases-access" data-phase={state.phase}>
      <h2 className="op-section-title">{t("purchasesTitle")}</h2>
      <p className="sf-muted">{t("purchasesHint")}</p>
      <a
        className="sf-button sf-button-primary sf-button-block"
        href={paths.payerSeller(shop)}
        data-testid="open-purchases"
        aria-busy={state.phase === "opening"}
        onClick={open}
      >
        {state.phase === "opening" ? t("purchasesOpening") : t("openContent")}
      </a>
      {state.phase === "refused" ? (
        <div role="status" data-testid="purchases-refused" data-code={state.code}>
          <p className="sf-muted">{messageFor(state.code, locale)}</p>
          <a className="op-text-link" href={paths.courseSignIn(shop)} data-testid="purchases-by-mail">
            {t("purchasesByMail")}
          </a>
        </div>
      ) : null}
    </div>
  );
}

/** What the buyer can expect now, by phase and by what the order hands over. */
function NextSteps({
  status,
  now,
  onOpen,
  manage,
}: {
  status: OrderStatus;
  now: Phase;
  onOpen: (e?: { preventDefault: () => void }) => void;
  manage: string;
}) {
  const t = useTexts(checkoutTexts);
  const pt = useTexts(planTexts);
  const { delivery, plan, order } = status;
  const later = plan.nextCharge !== null && plan.nextCharge !== undefined;
  return (
    <section className="op-next" aria-labelledby="op-next-title" data-testid="next-steps">
      <h2 id="op-next-title" className="op-section-title">
        {t("whatNext")}
      </h2>
      <ul className="op-next-list">
        {now === "preparing" ? <li data-testid="preparing">{t("preparing")}</li> : null}
        {now === "ready" && delivery.downloads.length > 0 ? <li>{t("nextDownloads")}</li> : null}
        <li>{t("nextMail")}</li>
        {later && plan.layout !== "subscription" ? <li>{t("nextSchedule")}</li> : null}
      </ul>
      {/* how the plan goes on (core decides what a kind shows): a subscription per period, a schedule compactly */}
      {plan.layout === "single" ? null : (
        <PlanSummary
          plan={plan}
          currency={order.currency}
          cancel={
            status.cancellable ? (
              <p className="sf-muted" data-testid="plan-cancel-hint">
                {pt("cancelHint")}{" "}
                <a className="op-text-link" href={manage} data-testid="plan-cancel-link">
                  {pt("cancelHere")}
                </a>
              </p>
            ) : null
          }
        />
      )}
      {now === "ready" ? (
        <DeliveryView delivery={delivery} contentHref={paths.payerSeller(status.seller.username)} onOpenContent={onOpen} />
      ) : null}
    </section>
  );
}

export function ThankYouPage({ username, token }: { username: string; token: string }) {
  const t = useTexts(checkoutTexts);
  const { loaded, reload } = useOrderStatus(token);
  const themed = useShopTheme(username);
  useProviderReturn(token, reload);
  const status = loaded.state === "ready" ? loaded.value : null;
  const now = status ? phase(status.order.paymentState, status.delivery.delivered) : null;
  // Paid: the checkout's kept Idempotency-Key has done its work; the next purchase is a new order.
  useEffect(() => {
    if (now === "ready" || now === "preparing") forgetOrder(session, token);
  }, [now, token]);
  // a paid order of a product with an activated funnel: its offers come first (issue 19)
  const funnelUrl = status?.funnelUrl ?? null;
  useEffect(() => {
    if (funnelUrl) window.location.assign(funnelUrl);
  }, [funnelUrl]);
  // the success event once the order is paid (spec section 3: transaction id, revenue, products)
  const success = status && !funnelUrl && (now === "ready" || now === "preparing") ? status : null;
  const tracked = useRef(false);
  useEffect(() => {
    if (!success || tracked.current) return;
    tracked.current = true;
    // the order's reference, never its token (issue 29)
    void trackShopEvent(success.seller.username || username, successEvent(success));
  }, [success, username]);

  // the shop's thank-you page from the page editor, once paid (issue 19)
  const paidNow = now === "ready" || now === "preparing";
  const [designed] = useLoad(`thank-you-page:${token}:${paidNow ? (status?.order.paymentState ?? "") : "unpaid"}`, (signal) =>
    paidNow ? ordersApi.thankYouPage(token, signal) : Promise.resolve(null),
  );

  const purchases = useOpenPurchases(token, status?.seller.username || username);

  if (loaded.state === "loading") {
    return (
      <div className="sf-shell" style={themed}>
        <main className="sf-page" data-testid="thank-you" data-phase="loading" aria-busy="true">
          <p className="sf-loading">{t("loading")}</p>
        </main>
      </div>
    );
  }
  if (loaded.state === "error" || !status || !now) {
    const code = loaded.state === "error" ? loaded.error.code : "order_not_found";
    return <BuyerProblem error={{ code }} username={username} />;
  }
  const { order, product } = status;
  const shop = status.seller.username || username;
  const paid = now === "ready" || now === "preparing";
  const content = thankYouContent(status.pages);
  const manage = paths.manage(shop, token);
  const sellerPage = paid && designed.state === "ready" ? designed.value : null;
  return (
    <div className="sf-shell" style={themed}>
      <ShopHeader username={shop} shop={{ username: shop, displayName: status.seller.displayName }} />
      <main
        className="sf-page op-page"
        data-testid="thank-you"
        data-phase={now}
        data-payment-state={order.paymentState}
        data-content={content.mode}
        data-designed={!paid ? "no" : designed.state === "loading" ? "loading" : sellerPage ? "shown" : "no"}
      >
        <div className="op-layout">
          <div className="op-main">
            {sellerPage ? (
              <section className="sf-card op-hero op-hero-designed" data-content="designed">
                <SellerThankYouPage parts={sellerPage} />
              </section>
            ) : null}
            {/* paid: the app's own words wait until it is known whether the seller designed the page */}
            {paid && (sellerPage !== null || designed.state === "loading") ? null : (
              <section className="sf-card op-hero">
                {paid ? (
                  <p className="op-check" aria-hidden="true">
                    ✓
                  </p>
                ) : null}
                <h1>{paid ? t("thanks") : product.name}</h1>
                <p className="op-status">
                  <span data-testid="order-product">{product.name}</span> ·{" "}
                  <StatusBadge state={order.paymentState} word={status.plan.status} testId="payment-state" />
                </p>
                {now === "waiting" ? (
                  <div data-testid="payment-waiting" role="status">
                    <p>{t("waiting")}</p>
                    {/* Nothing was tried yet (the buyer left the provider's page): the way back. A pending debit just waits. */}
                    {order.paymentState === "payment_waiting" ? (
                      <a className="sf-button" href={paths.payment(shop, order.productId, order.planId)} data-testid="back-to-payment">
                        {t("notPaidYet")}
                      </a>
                    ) : null}
                  </div>
                ) : null}
                {now === "failed" ? (
                  <div className="op-failed" data-testid="payment-failed" role="alert">
                    <p>{t("failed")}</p>
                    <a
                      className="sf-button sf-button-primary"
                      href={paths.payment(shop, order.productId, order.planId)}
                      data-testid="try-again"
                    >
                      {t("tryAgain")}
                    </a>
                  </div>
                ) : null}
                {now === "ended" ? <p data-testid="payment-ended">{t("ended")}</p> : null}
                {paid ? (
                  content.mode === "custom" ? (
                    content.blocks.map((b) => <Block key={`${b.kind}:${b.id}`} block={b} username={shop} />)
                  ) : (
                    <section data-testid="thank-you-default">
                      <p>{t("defaultThanks")}</p>
                    </section>
                  )
                ) : null}
              </section>
            )}
            {paid ? (
              <div className="sf-card op-panel">
                <NextSteps status={status} now={now} onOpen={purchases.open} manage={manage} />
              </div>
            ) : null}
          </div>
          <aside className="op-side">
            <div className="sf-card op-panel">
              <OrderLines status={status} />
            </div>
            {paid ? <PurchasesAccess shop={shop} access={purchases} /> : null}
            {/* the seller's page has its own links to the order page and the shop */}
            {sellerPage ? null : (
              <div className="sf-card op-panel op-order-link">
                <h2 className="op-section-title">{t("orderPage")}</h2>
                <p className="sf-muted">{t("orderPageHint")}</p>
                <a className="sf-button sf-button-block" href={manage} data-testid="manage-link">
                  {t("manage")}
                </a>
                <a className="op-text-link" href={paths.shop(shop)} data-testid="back-to-shop">
                  {t("backToShop")}
                </a>
              </div>
            )}
          </aside>
        </div>
      </main>
    </div>
  );
}
