import { shopApi } from "../api/shop";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { formatDate } from "../app/format";
import { paths, type DocumentKind, type PlatformDocument } from "../app/routes";
import { useTitle } from "../app/title";
import { useLoad } from "../app/useLoad";
import { LanguageSelect } from "../app/LanguageSelect";
import { ShopHeader } from "../storefront/ShopHeader";
import { blocksOf, DocumentBody } from "./DocumentBody";
import { ShopFooter } from "./ShopFooter";
import { legalPageTexts, platformDocuments } from "./texts";
import "../storefront/storefront.css";
import "./legal.css";

/**
 * `/s/{username}/document/{kind}`: a shop's imprint, terms, privacy notice
 * or cancellation terms (`?ct_id=&product_type=`: the set a product is sold
 * under), as the seller wrote it, with its version; a light page that
 * reads well on a phone.
 */
export function ShopDocumentPage({ username, kind, search }: { username: string; kind: DocumentKind; search: string }) {
  const t = useTexts(legalPageTexts);
  const locale = useLocale();
  const asked = new URLSearchParams(search);
  const query = new URLSearchParams();
  if (kind === "cancellation_terms") {
    for (const name of ["ct_id", "product_type"]) {
      const value = asked.get(name);
      if (value) query.set(name, value);
    }
  }
  const q = query.toString();
  const [doc] = useLoad(`document:${username}:${kind}:${q}`, (signal) => shopApi.document(username, kind, q, signal));
  const [shop] = useLoad(`shop:${username}`, (signal) => shopApi.shop(username, signal));
  const shopName = shop.state === "ready" ? shop.value.displayName : username;
  useTitle(t(kind), shopName);
  const productType = doc.state === "ready" ? (doc.value.productType ?? null) : null;
  return (
    <div className="sf-shell">
      <ShopHeader username={username} shop={shop.state === "ready" ? shop.value : null} />
      <main className="sf-page lg-page" data-testid="document-page" data-kind={kind} aria-busy={doc.state === "loading"}>
        {doc.state === "loading" ? <p className="sf-loading">{t("loading")}</p> : null}
        {doc.state === "error" ? (
          <article className="lg-document" data-testid="document-missing">
            <h1>{t(kind)}</h1>
            <p>{t("missing")}</p>
            <p>
              <a href={paths.shop(username)}>{t("backToShop")}</a>
            </p>
          </article>
        ) : null}
        {doc.state === "ready" ? (
          <DocumentBody
            blocks={doc.value.document.blocks}
            fallbackTitle={t(kind)}
            meta={
              <p className="lg-meta" data-testid="document-version" data-version={doc.value.document.version}>
                {t("version")
                  .replace("{version}", String(doc.value.document.version))
                  .replace("{date}", formatDate(doc.value.document.updatedAt, locale))}
              </p>
            }
          />
        ) : null}
      </main>
      <ShopFooter
        username={username}
        cancellation={productType ? { ctId: asked.get("ct_id") ? Number(asked.get("ct_id")) : null, productType } : undefined}
      />
    </div>
  );
}

/** `/terms`, `/privacy`, `/imprint`: Sellwerk's own documents, marked as the platform's. */
export function PlatformDocumentPage({ kind }: { kind: PlatformDocument }) {
  const t = useTexts(legalPageTexts);
  const locale = useLocale();
  const others: PlatformDocument[] = ["imprint", "terms", "privacy"];
  return (
    <div className="sf-shell">
      <header className="sf-header">
        <div className="sf-header-inner lg-platform-header">
          <a className="sf-brand" href="/" data-testid="platform-brand">
            <span className="sf-avatar" aria-hidden="true">
              S
            </span>
            <span className="sf-brand-name">{t("platformMark")}</span>
          </a>
          <LanguageSelect />
        </div>
      </header>
      <main className="sf-page lg-page" data-testid="platform-document" data-kind={kind}>
        <p className="lg-note" data-testid="platform-note">
          {t("platformNote")}
        </p>
        <DocumentBody blocks={blocksOf(platformDocuments[kind][locale])} fallbackTitle={t(kind)} />
      </main>
      <footer className="lg-footer">
        <div className="lg-footer-inner">
          <nav aria-label={t("shopDocuments")}>
            <ul className="lg-footer-links">
              {others.map((k) => (
                <li key={k}>
                  <a href={paths.platformDocument(k)} aria-current={k === kind ? "page" : undefined}>
                    {t(k)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
