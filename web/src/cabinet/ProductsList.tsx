import { FormError } from "../account/Field";
import { cabinetApi } from "../api/cabinet";
import { useTexts } from "../app/i18n";
import { Link } from "../app/Link";
import { navigate } from "../app/navigate";
import { paths } from "../app/routes";
import { useLoad } from "../app/useLoad";
import { listQuery, type ListAction } from "../core";
import { cabinetTexts } from "./texts";

// The seller's products (GET /v1/cabinet/products). Paging follows core's
// list rules, as the shop's list does: the address bar holds the canonical
// query the edge parses with the same code.
const currentYear = new Date().getFullYear();

function canonical(query: string, action: ListAction | null, total: number | null): string | null {
  const answer = listQuery({ query, admin: false, current_year: currentYear, total, action });
  return "ok" in answer ? answer.ok.query_string : null;
}

export function ProductsList({ search, paged }: { search: string; paged: boolean }) {
  const t = useTexts(cabinetTexts);
  const queryString = canonical(search, null, null) ?? "";
  const [loaded] = useLoad(queryString, (signal) => cabinetApi.products(queryString, signal));

  if (loaded.state === "loading") {
    return (
      <section data-testid="cabinet-products" data-state="loading">
        <p>{t("loading")}</p>
      </section>
    );
  }
  if (loaded.state === "error") {
    return (
      <section data-testid="cabinet-products" data-state="error" data-code={loaded.error.code}>
        <FormError code={loaded.error.code} testId="cabinet-products-error" />
      </section>
    );
  }
  const { list, totalCount, page, per } = loaded.value;
  const last = Math.max(1, Math.ceil(totalCount / per));
  const go = (action: ListAction) => {
    const next = canonical(queryString, action, totalCount);
    if (next !== null) navigate(paths.cabinetProducts(next));
  };
  return (
    <section data-testid="cabinet-products" data-state="ready" data-total={totalCount}>
      <h2>{t("products")}</h2>
      {list.length === 0 ? (
        <p data-testid="cabinet-products-empty">{t("noProducts")}</p>
      ) : (
        <ul className="products">
          {list.map((p) => (
            <li key={p.id} data-testid="cabinet-product-row" data-id={p.id} data-form={p.form}>
              <span>{p.name}</span> <small>{p.archived ? t("archived") : p.published ? t("published") : t("draft")}</small>
            </li>
          ))}
        </ul>
      )}
      {paged ? (
        <nav className="pager">
          <button type="button" data-testid="cabinet-page-prev" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            {t("previous")}
          </button>
          <span data-testid="cabinet-page-of">{t("pageOf").replace("{page}", String(page)).replace("{last}", String(last))}</span>
          <button type="button" data-testid="cabinet-page-next" disabled={page >= last} onClick={() => go({ page: page + 1 })}>
            {t("nextPage")}
          </button>
        </nav>
      ) : totalCount > list.length ? (
        <Link href={paths.cabinetProducts()}>{t("products")} ({totalCount})</Link>
      ) : null}
    </section>
  );
}
