import { useState } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi, type CabinetProduct } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLoad } from "../../app/useLoad";
import { catalogTexts } from "./texts";
import { Checkbox } from "../../ui/Checkbox";
import { useFormGuard } from "../../ui/useFormGuard";
import { RuleProblem } from "./ui";

// Step "products" of a membership or bundle: which of the seller's other
// plain products it includes. The edge checks the choice with core's
// `validate_items` (no nesting, no repeats, only own products); memberships
// and bundles are not offered here for the same reason.
export function ItemsStep({ product, onSaved }: { product: CabinetProduct; onSaved: (p: CabinetProduct) => void }) {
  const t = useTexts(catalogTexts);
  const [loaded] = useLoad(`items:${product.id}`, async (signal) => {
    const [chosen, all] = await Promise.all([
      cabinetApi.items(product.id, signal),
      cabinetApi.products("per=500&sort=name&dir=asc", signal),
    ]);
    return { chosen, all: all.list.filter((p) => p.id !== product.id && p.form !== "membership" && p.form !== "bundle") };
  });
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useFormGuard(chosen !== null && !saved);
  if (loaded.state !== "ready") return <p>{t("loading")}</p>;
  const selected = chosen ?? loaded.value.chosen;

  async function save() {
    setProblem(null);
    setSaved(false);
    try {
      onSaved(await cabinetApi.setItems(product.id, selected));
      setSaved(true);
    } catch (e) {
      setProblem(e instanceof ApiError ? e.code : "page_server_error");
    }
  }

  return (
    <div className="items-step" data-testid="items-step">
      <fieldset className="ui-field items-choices">
        <legend className="ui-field-label">{t("itemsChoose")}</legend>
        {loaded.value.all.map((p) => (
          <Checkbox
            key={p.id}
            testId={`item-${p.id}`}
            label={p.name}
            checked={selected.includes(p.id)}
            onChange={(checked) => {
              setSaved(false);
              setChosen(checked ? [...selected, p.id] : selected.filter((id) => id !== p.id));
            }}
          />
        ))}
      </fieldset>
      <button type="button" data-testid="items-save" onClick={() => void save()}>
        {t("itemsSave")}
      </button>
      {saved ? (
        <p className="note" data-testid="items-saved">
          {t("itemsSaved")}
        </p>
      ) : null}
      {problem ? <RuleProblem code={problem} testId="items-problem" /> : null}
    </div>
  );
}
