import { useState } from "react";
import { ApiError } from "../api/client";
import { shopApi } from "../api/shop";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { buyerText } from "./Problem";
import { storefrontTexts } from "./texts";
import "./storefront.css";

// The password form of a protected product (storefront product page and
// payment page): the password goes to the edge, which checks it and, when
// it is right, sets the grant cookie; then the page loads the product
// again. Nothing is checked in the browser.
export function PasswordGate({
  username,
  productId,
  name,
  onOpened,
}: {
  username: string;
  productId: string;
  name: string;
  onOpened: () => void;
}) {
  const t = useTexts(storefrontTexts);
  const locale = useLocale();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ code: string; text: string } | null>(null);

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      await shopApi.access(username, productId, password);
      onOpened();
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, "internal", String(e));
      const text = err.status === 429 ? t("retryLater") : buyerText(err.code, locale);
      setError({ code: err.code, text });
    } finally {
      setBusy(false);
    }
  }

  const errorId = `password-gate-error-${productId}`;
  return (
    <main className="sf-page sf-gate">
      <form
        className="sf-card sf-gate-card password-gate"
        data-testid="password-gate"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <span className="sf-gate-lock" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
        </span>
        {name ? <h1 data-testid="product-name">{name}</h1> : <h1 className="sf-visually-hidden">{t("password")}</h1>}
        <p className="sf-muted">{t("protected")}</p>
        <label className="sf-field" htmlFor={`password-gate-${productId}`}>
          <span className="sf-label">{t("password")}</span>
          <input
            id={`password-gate-${productId}`}
            type="password"
            className="sf-input"
            data-testid="password-gate-input"
            autoComplete="off"
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
          />
        </label>
        {error ? (
          <p className="sf-field-error" id={errorId} data-testid="password-gate-error" data-code={error.code} role="alert">
            {error.text}
          </p>
        ) : null}
        <button
          type="submit"
          className="sf-button sf-button-primary sf-button-block"
          data-testid="password-gate-submit"
          disabled={busy || password === ""}
        >
          {busy ? t("checking") : t("open")}
        </button>
      </form>
    </main>
  );
}
