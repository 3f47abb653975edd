import { useTexts } from "../app/i18n";
import { listTexts } from "./listTexts";
import "./Skeleton.css";

/**
 * Rows of grey bars in the shape of a table while its list loads, so the
 * page keeps its layout. The region says it is busy (`aria-busy`) and a
 * screen reader hears "Loading…" once.
 */
export function Skeleton({ rows = 5, columns = 4, testId = "list-skeleton" }: { rows?: number; columns?: number; testId?: string }) {
  const t = useTexts(listTexts);
  return (
    <div className="ui-skeleton" role="status" aria-busy="true" data-testid={testId}>
      <span className="ui-skeleton-label">{t("loading")}</span>
      <div className="ui-skeleton-head" aria-hidden="true">
        {Array.from({ length: columns }, (_, c) => (
          <span key={c} className="ui-skeleton-bar ui-skeleton-bar--head" />
        ))}
      </div>
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="ui-skeleton-row" aria-hidden="true">
          {Array.from({ length: columns }, (_, c) => (
            <span key={c} className={`ui-skeleton-bar ui-skeleton-bar--w${(r + c) % 3}`} />
          ))}
        </div>
      ))}
    </div>
  );
}
