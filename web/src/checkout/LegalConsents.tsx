import type { WordedRules } from "../core";
import type { Locale } from "../app/locale";
import { legalTexts, problemText } from "./texts";
import { useTexts } from "../app/i18n";

/** The public address of a shop's document (`terms`, `privacy`, `imprint`, `cancellation_terms`). */
export function documentPath(username: string, kind: string, cancellation?: { ctId?: number | null; productType: string }): string {
  const base = `/s/${encodeURIComponent(username)}/document/${kind}`;
  if (!cancellation) return base;
  const query = new URLSearchParams();
  query.set("ct_id", cancellation.ctId ? String(cancellation.ctId) : "");
  query.set("product_type", cancellation.productType);
  return `${base}?${query.toString()}`;
}

/**
 * The payment page's legal part above the buy button: the seller's terms,
 * privacy notice and cancellation terms as links (opening in a new tab, so
 * the order is not lost), the notices core words for the order (no right
 * of withdrawal for a dated event), and an unticked box for each consent
 * core requires (`legal::required_consents`), in core's exact words: the
 * words the edge stores with the order.
 */
export function LegalConsents(props: {
  username: string;
  productType: string;
  ctId: number | null;
  /** The button itself says the buyer agrees to the terms (`agree_on_terms_and_pay`, `accept_and_pay_now`). */
  agreeByButton: boolean;
  rules: WordedRules | null;
  given: readonly string[];
  onToggle: (code: string, on: boolean) => void;
  /** Problem codes per consent to show at its box (after Buy, or the edge's). */
  faults: ReadonlyMap<string, string>;
  locale: Locale;
}) {
  const t = useTexts(legalTexts);
  const { rules, faults } = props;
  const link = (kind: string, label: string, cancellation?: boolean) => (
    <a
      className="co-link"
      data-testid={`doc-${kind}`}
      href={documentPath(props.username, kind, cancellation ? { ctId: props.ctId, productType: props.productType } : undefined)}
      target="_blank"
      rel="noopener"
    >
      {label}
      <span className="co-visually-hidden"> {t("newTab")}</span>
    </a>
  );
  return (
    <fieldset className="co-legal" data-testid="legal">
      <legend className="co-visually-hidden">{t("consentsLegend")}</legend>
      <p className="co-legal-terms" data-testid="terms-line">
        {props.agreeByButton ? t("termsAgree") : t("termsApply")}{" "}
        <span className="co-legal-links">
          {link("terms", t("terms"))} · {link("privacy", t("privacy"))} · {link("cancellation_terms", t("cancellation"), true)}
        </span>
      </p>
      {rules?.notices.map((n) => (
        <p key={n.code} className="co-legal-notice" data-testid="legal-notice" data-code={n.code}>
          {n.text}
        </p>
      ))}
      {rules?.consents.map((c) => {
        const fault = faults.get(c.code);
        const errorId = `co-consent-${c.code}-error`;
        return (
          <div key={c.code} className="co-consent">
            <label className="co-check co-consent-label">
              <input
                type="checkbox"
                data-testid={`consent-${c.code}`}
                checked={props.given.includes(c.code)}
                aria-invalid={fault ? true : undefined}
                aria-describedby={fault ? errorId : undefined}
                onChange={(e) => props.onToggle(c.code, e.target.checked)}
              />
              <span>{c.text}</span>
            </label>
            {fault ? (
              <p className="co-field-error" id={errorId} data-testid={`consent-${c.code}-error`} data-code={fault}>
                {problemText(fault, props.locale)}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
