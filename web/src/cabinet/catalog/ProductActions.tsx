import { useRef, useState } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi, type CabinetProduct, type ProductAction } from "../../api/cabinet";
import { rowActionsOf, type RowActionName } from "./rowActions";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { navigate } from "../../app/navigate";
import { paths } from "../../app/routes";
import { actionTexts, catalogTexts } from "./texts";
import { RuleProblem } from "./ui";
import { CopyButton } from "../../ui/CopyButton";

// The actions a product offers, exactly those the edge (core's
// `row_actions`) lists for its state: editing, the public pages, the
// product's links (its page, the shop and each plan's checkout, each with a
// copy button), and the state changes. A publish the edge refuses (422,
// one problem per not-sellable reason) lists its reasons.
const changes: readonly RowActionName[] = ["publish", "unpublish", "archive", "unarchive", "duplicate"];
const isChange = (a: RowActionName): a is ProductAction => changes.includes(a);

export function ProductActions(props: {
  product: { id: number; name: string; rowActions: string[]; pricingPlans?: { id: number }[] };
  /** The shop's username, for the public pages. */
  username: string | null;
  /** The editor shows the actions as buttons; the list as a menu. */
  inline?: boolean;
  /** After a state change: the product the edge answered (the copy for a duplicate). */
  onDone: (action: ProductAction, product: CabinetProduct) => void;
  /** Leave out actions (the editor leaves out `edit`). */
  without?: RowActionName[];
}) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const menu = useRef<HTMLDetailsElement>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [links, setLinks] = useState(false);
  const actions = rowActionsOf(props.product.rowActions).filter((a) => !props.without?.includes(a));
  const { id } = props.product;
  const publicPage = props.username ? paths.product(props.username, id) : null;

  async function change(action: ProductAction) {
    setBusy(true);
    setRefused(null);
    setError(null);
    try {
      const product = await cabinetApi.act(id, action);
      props.onDone(action, product);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (action === "publish" && e.status === 422) setRefused(e.problems.length > 0 ? e.problems.map((p) => p.code) : [e.code]);
      else setError(e.code);
    } finally {
      setBusy(false);
    }
  }

  const item = (action: RowActionName) => {
    const label = actionTexts[action][locale];
    const testId = `row-action-${action}`;
    if ((action === "preview" || action === "product_page") && publicPage) {
      return (
        <a key={action} href={publicPage} target="_blank" rel="noreferrer" data-testid={testId} className="action">
          {label}
        </a>
      );
    }
    return (
      <button
        key={action}
        type="button"
        className="action"
        data-testid={testId}
        disabled={busy || ((action === "preview" || action === "product_page") && !publicPage)}
        onClick={() => {
          if (menu.current) menu.current.open = false;
          if (action === "edit") navigate(paths.productEdit(id, 1));
          else if (action === "product_links") setLinks((v) => !v);
          else if (isChange(action)) void change(action);
        }}
      >
        {label}
      </button>
    );
  };

  return (
    <div className="product-actions" data-testid="product-actions" data-actions={actions.join(" ")}>
      {props.inline ? (
        <div className="action-buttons">{actions.map(item)}</div>
      ) : (
        <details ref={menu} className="menu">
          <summary data-testid="row-actions-toggle">{t("actions")}</summary>
          <div className="menu-items">{actions.map(item)}</div>
        </details>
      )}
      {refused ? (
        <div className="refused" data-testid="publish-refused" role="alert">
          <p>{t("publishRefused")}</p>
          <ul>
            {refused.map((code) => (
              <li key={code} data-testid="publish-reason" data-code={code}>
                <RuleProblem code={code} testId="publish-reason-text" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? (
        <p className="form-error">
          <RuleProblem code={error} testId="product-action-error" />
        </p>
      ) : null}
      {links && publicPage && props.username ? (
        <ul className="product-links" data-testid="product-links">
          {[
            { key: "product", name: t("productPageLink"), path: publicPage },
            { key: "shop", name: t("shopLink"), path: paths.shop(props.username) },
            ...(props.product.pricingPlans ?? []).map((plan, i, all) => ({
              key: `checkout-${plan.id}`,
              name: all.length > 1 ? `${t("checkoutLink")} ${i + 1}` : t("checkoutLink"),
              path: paths.payment(props.username ?? "", id, plan.id),
            })),
          ].map((link) => {
            const url = `${window.location.origin}${link.path}`;
            return (
              <li key={link.key} data-testid={`product-link-${link.key}`}>
                <span className="product-link-name">{link.name}:</span> <a href={link.path}>{url}</a>{" "}
                <CopyButton text={url} name={link.name} testId={`copy-link-${link.key}`} />
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
