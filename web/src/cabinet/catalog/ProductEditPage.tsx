import { useState } from "react";
import { FormError } from "../../account/Field";
import { cabinetApi, type CabinetProduct } from "../../api/cabinet";
import { entryFor, useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { useLocale } from "../../app/locale";
import { navigate } from "../../app/navigate";
import { paths } from "../../app/routes";
import { useLoad } from "../../app/useLoad";
import type { EditStep } from "../../core";
import { AdvancedStep } from "./AdvancedStep";
import { CheckoutStep } from "./CheckoutStep";
import { ContentStep } from "./ContentStep";
import { DeliveryStep } from "./DeliveryStep";
import { DesignStep } from "./DesignStep";
import { DetailsStep } from "./DetailsStep";
import { FilesStep } from "./FilesStep";
import { ItemsStep } from "./ItemsStep";
import { KeysDetailsStep } from "./KeysDetailsStep";
import { LicenseKeysStep } from "./LicenseKeysStep";
import { PagesStep } from "./PagesStep";
import { TicketsStep } from "./TicketsStep";
import { UpsellStep } from "./UpsellStep";
import { stepIndex } from "./format";
import { ProductActions } from "./ProductActions";
import { catalogTexts, formTexts, stepTexts } from "./texts";
import { UnsavedChangesDialog } from "../../ui/UnsavedChangesDialog";
import { useWarningText } from "./ui";

// The product editor (/cabinet/products/{id}/edit?step=N): the steps of the
// product's form in core's order (the product's `edit_steps`), N clamped
// like core's `step_at`. Every step core names has its form (StepBody).
// A step with unsaved changes registers with `useFormGuard`: moving to
// another step, leaving by a link or reloading asks first
// (UnsavedChangesDialog); staying keeps what was typed.
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
            {entryFor(formTexts, product.form)?.[locale] ?? product.form} ·{" "}
            <span data-testid="editor-status">{product.archived ? t("archived") : product.published ? t("published") : t("draft")}</span>
          </small>
          {product.warnings.length > 0 ? (
            <ul className="warnings" data-testid="editor-warnings">
              {product.warnings.map((w) => (
                <li key={w} data-testid="editor-warning" data-code={w}>
                  {warningText(w)}
                  {w === "no_legal_documents" ? (
                    <>
                      {" "}
                      <Link
                        href={paths.legalSettings}
                        testId="editor-warning-legal"
                        className="ui-button ui-button--secondary ui-button--small"
                      >
                        {t("writeLegal")}
                      </Link>
                    </>
                  ) : null}
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
        <StepBody step={current} product={product} onSaved={setProduct} onChanged={refresh} />
      </div>
      <UnsavedChangesDialog />
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

/** The form of one step; exhaustive over core's EditStep, so a step core adds fails the type check here. */
function StepBody(props: {
  step: EditStep;
  product: CabinetProduct;
  onSaved: (product: CabinetProduct) => void;
  onChanged: () => Promise<void>;
}) {
  const { step, product, onSaved, onChanged } = props;
  switch (step) {
    case "details":
      return <DetailsStep product={product} onSaved={onSaved} />;
    case "file_upload":
      return <FilesStep product={product} onChanged={onChanged} />;
    case "content":
      return <ContentStep product={product} onChanged={onChanged} />;
    case "products":
      return <ItemsStep product={product} onSaved={onSaved} />;
    case "tickets_details":
      return <TicketsStep product={product} onChanged={onChanged} />;
    case "add_license_keys":
      return <LicenseKeysStep product={product} />;
    case "keys_details":
      return <KeysDetailsStep product={product} />;
    case "design":
      return <DesignStep product={product} />;
    case "checkout":
      return <CheckoutStep product={product} onSaved={onSaved} onChanged={onChanged} />;
    case "upsell":
      return <UpsellStep product={product} />;
    case "delivery":
      return <DeliveryStep product={product} />;
    case "pages":
      return <PagesStep product={product} />;
    case "advanced":
      return <AdvancedStep product={product} onSaved={onSaved} />;
  }
}
