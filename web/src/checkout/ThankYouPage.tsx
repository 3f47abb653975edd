// The thank-you page (`/s/{username}/payment/{token}/thank_you`), where the
// provider sends the buyer back: it waits for the payment, says clearly
// when it failed (with a way back to the payment page), then shows the
// seller's custom page (its blocks) or the default one, with what was
// bought: downloads, license keys, ticket codes. Back from the card
// provider's own page (an authentication by redirect), it asks the edge to
// check the payment with the provider at once, so it does not wait for the
// provider's webhook.
import { useEffect } from "react";
import { shopApi } from "../api/shop";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { Amount } from "../app/Money";
import { paths } from "../app/routes";
import { useLoad } from "../app/useLoad";
import { forgetOrder } from "./idempotency";
import { DeliveryView, StatusBadge, useOrderStatus, useProviderReturn } from "./orderParts";
import { checkoutTexts, problemText } from "./texts";
import { paragraphs, phase, thankYouContent, type ThankYouBlock } from "./thankYou";
import "./checkout.css";

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

export function ThankYouPage({ username, token }: { username: string; token: string }) {
  const t = useTexts(checkoutTexts);
  const locale = useLocale();
  const { loaded, reload } = useOrderStatus(token);
  useProviderReturn(token, reload);
  const status = loaded.state === "ready" ? loaded.value : null;
  const now = status ? phase(status.order.paymentState, status.delivery.delivered) : null;
  // Paid: the checkout's kept Idempotency-Key has done its work; the next purchase is a new order.
  useEffect(() => {
    if (now === "ready" || now === "preparing") forgetOrder(sessionStorage, token);
  }, [now, token]);

  if (loaded.state === "loading") {
    return (
      <main className="page" data-testid="thank-you" data-phase="loading">
        {t("loading")}
      </main>
    );
  }
  if (loaded.state === "error" || !status || !now) {
    const code = loaded.state === "error" ? loaded.error.code : "order_not_found";
    return (
      <main className="page" data-testid="thank-you" data-phase="error">
        <p className="error" data-testid="error" data-code={code}>
          {problemText(code, locale, loaded.state === "error" ? loaded.error.message : null)}
        </p>
      </main>
    );
  }
  const { order, product } = status;
  const shop = status.seller.username || username;
  const paid = now === "ready" || now === "preparing";
  const content = thankYouContent(status.pages);
  return (
    <main
      className="page co-order-page"
      data-testid="thank-you"
      data-phase={now}
      data-payment-state={order.paymentState}
      data-content={content.mode}
    >
      <p className="seller">{shop}</p>
      <h1>{paid ? t("thanks") : product.name}</h1>
      <p>
        {t("product")}: <strong data-testid="order-product">{product.name}</strong> ·{" "}
        <Amount value={order.dueNow} currency={order.currency} testId="order-due-now" /> ·{" "}
        <StatusBadge state={order.paymentState} testId="payment-state" />
      </p>
      {now === "waiting" ? (
        <div data-testid="payment-waiting">
          <p>{t("waiting")}</p>
          {/* Nothing was tried yet (the buyer left the provider's page): the way back. A pending debit just waits. */}
          {order.paymentState === "payment_waiting" ? (
            <a href={paths.payment(shop, order.productId, order.planId)} data-testid="back-to-payment">
              {t("notPaidYet")}
            </a>
          ) : null}
        </div>
      ) : null}
      {now === "failed" ? (
        <div className="error" data-testid="payment-failed">
          <p>{t("failed")}</p>
          <a className="primary" href={paths.payment(shop, order.productId, order.planId)} data-testid="try-again">
            {t("tryAgain")}
          </a>
        </div>
      ) : null}
      {now === "preparing" ? <p data-testid="preparing">{t("preparing")}</p> : null}
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
      {now === "ready" ? <DeliveryView delivery={status.delivery} /> : null}
      <p>
        <a href={paths.manage(shop, token)} data-testid="manage-link">
          {t("manage")}
        </a>
      </p>
    </main>
  );
}
