import { useId } from "react";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import type { ListTotal, PageInfo } from "../app/useListPage";
import { constants, type ListAction } from "../core";
import { listTexts } from "./listTexts";
import "./Pager.css";

const pageSizes = constants().paging.page_sizes;

/**
 * A list's paging: "1–20 of 57" (or "of more than 10,000" when the count
 * was capped, just "1–20" before it is counted), the page size chosen from
 * the spec's sizes (10/20/50/100), and previous and next. Previous and next
 * move by the page's keyset cursors (`prev`/`next`, see `useListPage`), so
 * a deep page reads no more than the first; a page without a cursor moves
 * by number. Tests read the test ids `{prefix}-prev`, `-next`, `-range`,
 * `-of` and the size's `perPageTestId`.
 */
export function Pager({
  info,
  shown,
  total,
  go,
  testIdPrefix = "cabinet-page",
  perPageTestId = "per-page",
  sizes = true,
}: {
  info: PageInfo;
  /** Rows on this page. */
  shown: number;
  total: ListTotal | null;
  go: (action: ListAction) => void;
  testIdPrefix?: string;
  perPageTestId?: string;
  /** Offer the page size. */
  sizes?: boolean;
}) {
  const t = useTexts(listTexts);
  const locale = useLocale();
  const sizeId = useId();
  const { page, per } = info;
  const count = (n: number) => n.toLocaleString(locale === "de" ? "de-DE" : "en-US");
  const from = (page - 1) * per + 1;
  const last = total === null ? null : Math.max(1, Math.ceil(total.count / per));
  const fill = (text: string) =>
    text
      .replace("{from}", count(from))
      .replace("{to}", count(from + shown - 1))
      .replace("{total}", total === null ? "" : count(total.count));
  const range = total === null ? fill(t("range")) : fill(t(total.capped ? "rangeOfMore" : "rangeOf"));
  const single = page <= 1 && !info.hasMore;
  return (
    <nav className="ui-pager" aria-label={t("pages")} data-testid={testIdPrefix}>
      <p className="ui-pager-range" aria-live="polite">
        {shown > 0 ? <span data-testid={`${testIdPrefix}-range`}>{range}</span> : null}
        {single ? null : (
          <span className="ui-pager-of" data-testid={`${testIdPrefix}-of`}>
            {last === null || total?.capped
              ? t("pageAt").replace("{page}", count(page))
              : t("pageOf")
                  .replace("{page}", count(page))
                  .replace("{last}", count(Math.max(last, page)))}
          </span>
        )}
      </p>
      <div className="ui-pager-controls">
        {sizes ? (
          <span className="ui-pager-size">
            <label htmlFor={sizeId}>{t("perPage")}</label>
            <select id={sizeId} data-testid={perPageTestId} value={per} onChange={(e) => go({ per: Number(e.target.value) })}>
              {pageSizes.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        <span className="ui-pager-steps">
          <button
            type="button"
            className="ui-pager-button"
            data-testid={`${testIdPrefix}-prev`}
            disabled={page <= 1}
            onClick={() => go(info.prev ? { previous: info.prev } : { page: page - 1 })}
          >
            <span aria-hidden="true">‹ </span>
            {t("previous")}
          </button>
          <button
            type="button"
            className="ui-pager-button"
            data-testid={`${testIdPrefix}-next`}
            disabled={!info.hasMore}
            onClick={() => go(info.next ? { next: info.next } : { page: page + 1 })}
          >
            {t("next")}
            <span aria-hidden="true"> ›</span>
          </button>
        </span>
      </div>
    </nav>
  );
}
