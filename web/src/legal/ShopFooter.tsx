import { useTexts } from "../app/i18n";
import { paths, type DocumentKind } from "../app/routes";
import { legalPageTexts } from "./texts";
import "./legal.css";

/**
 * The foot of a shop's public pages: the shop's legal documents (imprint,
 * terms, privacy notice, cancellation terms, with `ct_id` and
 * `product_type` on a product's page) and the platform's mark.
 */
export function ShopFooter({ username, cancellation }: { username: string; cancellation?: { ctId: number | null; productType: string } }) {
  const t = useTexts(legalPageTexts);
  const kinds: DocumentKind[] = ["imprint", "terms", "privacy", "cancellation_terms"];
  const query = (kind: DocumentKind) =>
    kind === "cancellation_terms" && cancellation
      ? new URLSearchParams({
          ct_id: cancellation.ctId ? String(cancellation.ctId) : "",
          product_type: cancellation.productType,
        }).toString()
      : "";
  return (
    <footer className="lg-footer" data-testid="shop-footer">
      <div className="lg-footer-inner">
        <nav aria-label={t("shopDocuments")}>
          <ul className="lg-footer-links">
            {kinds.map((kind) => (
              <li key={kind}>
                <a href={paths.document(username, kind, query(kind))} data-testid={`footer-${kind}`}>
                  {t(kind)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="lg-footer-mark">
          <a href="/">{t("poweredBy")}</a>
        </p>
      </div>
    </footer>
  );
}
