import { useState } from "react";
import { FormError } from "../../account/Field";
import { cabinetApi, type CabinetProduct } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { useLocale } from "../../app/locale";
import { navigate } from "../../app/navigate";
import { paths } from "../../app/routes";
import { useLoad } from "../../app/useLoad";
import type { EditStep } from "../../core";
import { AdvancedStep } from "./AdvancedStep";
import { CheckoutStep } from "./CheckoutStep";
import { ContentStep } from "./ContentStep";
import { DetailsStep } from "./DetailsStep";
import { FilesStep } from "./FilesStep";
import { ItemsStep } from "./ItemsStep";
import { LicenseKeysStep } from "./LicenseKeysStep";
import { stepIndex } from "./format";
import { ProductActions } from "./ProductActions";
import { catalogTexts, formTexts, stepTexts } from "./texts";
import { useWarningText } from "./ui";

// The product editor (/cabinet/products/{id}/edit?step=N): the steps of the
// product's form in core's order (the product's `edit_steps`), N clamped
// like core's `step_at`. Details, file upload, checkout and advanced are
// real forms; the other steps come in a later issue.
export function ProductEditPage({ productId, step, username }: { productId: number; step: string | null; username: string | null }) {
  const t = useTexts(catalogTexts);
  const [loaded] = useLoad(`cabinet-product:${productId}`, (signal) => cabinetApi.product(productId, signal));
  if (loaded.state === "loading") {
    return (
      <section data-testid="product-editor" data-state="loading">
        <p>{t("loading")}</p>
      </section>
    );
  }
  if (loaded.state === "error") {
    return (
      <section data-testid="product-editor" data-state="error" data-code={loaded.error.code}>
        <FormError code={loaded.error.code} testId="product-editor-error" />
        <Link href={paths.cabinetProducts()}>{t("backToList")}</Link>
      </section>
    );
  }
  return <Editor initial={loaded.value} step={step} username={username} />;
}

function Editor({ initial, step, username }: { initial: CabinetProduct; step: string | null; username: string | null }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const warningText = useWarningText();
  const [product, setProduct] = useState(initial);
  const steps = product.editSteps;
  const index = stepIndex(step, steps.length);
  const current: EditStep = steps[index] ?? "details";
  const goStep = (i: number) => navigate(paths.productEdit(product.id, i + 1));
  const refresh = async () => setProduct(await cabinetApi.product(product.id));

  return (
    <section
      className="product-editor"
      data-testid="product-editor"
      data-state="ready"
      data-id={product.id}
      data-form={product.form}
      data-step={current}
      data-step-number={index + 1}
      data-published={product.published}
      data-archived={product.archived}
    >
      <p>
        <Link href={paths.cabinetProducts()} testId="back-to-products">
          ← {t("backToList")}
        </Link>
      </p>
      <header className="editor-header">
        <div>
          <h2 data-testid="editor-product-name">{product.name}</h2>
          <small>
            {formTexts[product.form]?.[locale] ?? product.form} ·{" "}
            <span data-testid="editor-status">{product.archived ? t("archived") : product.published ? t("published") : t("draft")}</span>
          </small>
          {product.warnings.length > 0 ? (
            <ul className="warnings" data-testid="editor-warnings">
              {product.warnings.map((w) => (
                <li key={w} data-testid="editor-warning" data-code={w}>
                  {warningText(w)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <ProductActions
          product={product}
          username={username}
          inline
          without={["edit"]}
          onDone={(action, answered) => {
            if (action === "duplicate") navigate(paths.productEdit(answered.id, index + 1));
            else setProduct(answered);
          }}
        />
      </header>
      <ol className="steps editor-steps">
        {steps.map((s, i) => (
          <li key={s}>
            <button type="button" data-testid={`edit-step-${s}`} aria-current={i === index ? "step" : undefined} onClick={() => goStep(i)}>
              {i + 1}. {stepTexts[s][locale]}
            </button>
          </li>
        ))}
      </ol>
      <div className="step-body" key={current}>
        <h3>{stepTexts[current][locale]}</h3>
        {current === "details" ? <DetailsStep product={product} onSaved={setProduct} /> : null}
        {current === "file_upload" ? <FilesStep product={product} onChanged={refresh} /> : null}
        {current === "checkout" ? <CheckoutStep product={product} onSaved={setProduct} onChanged={refresh} /> : null}
        {current === "advanced" ? <AdvancedStep product={product} onSaved={setProduct} /> : null}
        {current === "add_license_keys" ? <LicenseKeysStep product={product} /> : null}
        {current === "products" ? <ItemsStep product={product} onSaved={setProduct} /> : null}
        {current === "content" ? <ContentStep product={product} /> : null}
        {!["details", "file_upload", "checkout", "advanced", "add_license_keys", "products", "content"].includes(current) ? (
          <p className="note pending" data-testid="step-pending" data-step={current}>
            {t("stepPending")}
          </p>
        ) : null}
      </div>
      <div className="actions">
        <button type="button" data-testid="step-back" disabled={index === 0} onClick={() => goStep(index - 1)}>
          {t("back")}
        </button>
        <button type="button" data-testid="step-next" disabled={index >= steps.length - 1} onClick={() => goStep(index + 1)}>
          {t("next")}
        </button>
      </div>
    </section>
  );
}
