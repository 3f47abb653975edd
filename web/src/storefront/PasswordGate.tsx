import { useState } from "react";
import { ApiError } from "../api/client";
import { shopApi } from "../api/shop";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { problemText } from "../checkout/texts";

const gateTexts = {
  protected: { en: "This product is protected by a password.", de: "Dieses Produkt ist durch ein Passwort geschützt." },
  password: { en: "Password", de: "Passwort" },
  open: { en: "Open", de: "Öffnen" },
  checking: { en: "Checking…", de: "Wird geprüft…" },
  retryLater: { en: "Too many attempts. Please try again later.", de: "Zu viele Versuche. Bitte versuche es später noch einmal." },
};

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
  const t = useTexts(gateTexts);
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
      const text = err.status === 429 ? t("retryLater") : problemText(err.code, locale, err.message);
      setError({ code: err.code, text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page">
      {name ? <h1 data-testid="product-name">{name}</h1> : null}
      <form
        className="password-gate"
        data-testid="password-gate"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>{t("protected")}</p>
        <label>
          {t("password")}
          <input
            type="password"
            data-testid="password-gate-input"
            autoComplete="off"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
          />
        </label>
        {error ? (
          <p className="error" data-testid="password-gate-error" data-code={error.code}>
            {error.text}
          </p>
        ) : null}
        <button type="submit" className="primary" data-testid="password-gate-submit" disabled={busy || password === ""}>
          {busy ? t("checking") : t("open")}
        </button>
      </form>
    </main>
  );
}
