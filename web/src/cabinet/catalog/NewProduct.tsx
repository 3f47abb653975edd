import { useState } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { Modal } from "../../app/Modal";
import { navigate } from "../../app/navigate";
import { paths } from "../../app/routes";
import { check, type ProductForm } from "../../core";
import { catalogTexts, formTexts, productForms } from "./texts";
import { RadioGroup } from "../../ui/RadioGroup";
import { useTouched } from "../../ui/useFormGuard";
import { RuleProblem, ruleText, TextField } from "./ui";

/**
 * "New product": the form and a name, then POST and on to the editor's
 * first step. An empty product list offers it with its own words
 * (`label`, `testId`, `className`).
 */
export function NewProductButton({ label, testId, className }: { label?: string; testId?: string; className?: string } = {}) {
  const t = useTexts(catalogTexts);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className ?? "primary"} data-testid={testId ?? "new-product"} onClick={() => setOpen(true)}>
        {label ?? t("newProduct")}
      </button>
      {open ? <NewProductModal onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function NewProductModal({ onClose }: { onClose: () => void }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const [form, setForm] = useState<ProductForm>("download");
  const [name, setName] = useState("");
  const touched = useTouched();
  const [busy, setBusy] = useState(false);
  const [edgeProblems, setEdgeProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const nameCheck = check("text_field", { value: name, required: true });
  const nameProblem = edgeProblems.name ?? (touched.shown("name") ? (nameCheck.problems[0]?.code ?? null) : null);

  async function create() {
    touched.submit();
    setError(null);
    if (nameCheck.problems.length > 0) return;
    setBusy(true);
    try {
      // A digital product's checkout asks the name and e-mail only (core's ProductDraft::buyer_information).
      const product = await cabinetApi.createProduct({
        form,
        name: typeof nameCheck.value === "string" ? nameCheck.value : name.trim(),
        buyerInformation: "minimal",
      });
      navigate(paths.productEdit(product.id, 1));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.problems.length > 0) setEdgeProblems(Object.fromEntries(e.problems.map((p) => [p.field, p.code])));
      else setError(e.code);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={t("newProduct")} size="medium" onClose={onClose} testId="new-product-modal">
      <form
        className="catalog-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <RadioGroup<ProductForm>
          testId="new-product-form"
          label={t("productForm")}
          variant="cards"
          value={form}
          options={productForms.map((f) => ({ value: f, label: formTexts[f][locale] }))}
          onChange={setForm}
          error={edgeProblems.form ? ruleText(edgeProblems.form, locale) : undefined}
          errorCode={edgeProblems.form}
        />
        <TextField
          testId="new-product-name"
          label={t("productName")}
          required
          value={name}
          onChange={(v) => {
            setName(v);
            touched.touch("name");
            setEdgeProblems({});
          }}
          problem={nameProblem}
        />
        {error ? <RuleProblem code={error} testId="new-product-error" /> : null}
        <div className="actions">
          <button type="button" onClick={onClose}>
            {t("cancel")}
          </button>
          <button type="submit" className="primary" data-testid="new-product-submit" disabled={busy}>
            {t("create")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
