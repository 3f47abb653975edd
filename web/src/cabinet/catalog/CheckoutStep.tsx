import { useState } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi, type BuyButtonText, type CabinetProduct, type CheckoutLayout, type CheckoutSettings } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { useLocale } from "../../app/locale";
import { paths } from "../../app/routes";
import { check, constants, type IncludeType } from "../../core";
import { legalApi } from "../../api/legal";
import { useLoad } from "../../app/useLoad";
import { buyButtonContrast, ratioText } from "./buttonContrast";
import { PlansEditor } from "./PlansEditor";
import { buyButtonTexts, catalogTexts, layoutTexts } from "./texts";
import { useFormGuard, useTouched } from "../../ui/useFormGuard";
import { RadioGroup } from "../../ui/RadioGroup";
import { CheckField, RuleProblem, SelectField, TextField } from "./ui";

// Step "checkout": the pricing plans, then the payment page's settings
// (layout, the four colours checked by core's `hex_color` rule with the
// defaults of spec section 9 from core's constants, the buy button's text,
// trust seals, whether the description starts expanded, and which payer
// fields the payment page asks: core's `buyer_information`). A buy colour
// on which the button's text falls below WCAG AA gets a warning (saving
// stays allowed). An event's plans are added per ticket on the tickets step.
const defaults = constants().checkout;

/** The settings a product has never saved: spec section 9's colours. */
export const defaultCheckout: CheckoutSettings = {
  layout: "default",
  buyColor: defaults.buy_color,
  pageColor: defaults.page_color,
  backgroundColor: defaults.background,
  countdownColor: defaults.countdown_color,
  buyButtonText: "buy_now",
  trustSeals: true,
  descriptionExpanded: false,
  buyerInformation: { includeType: "full" },
};

const colours = [
  ["buy_color", "buyColor"],
  ["page_color", "pageColor"],
  ["background_color", "backgroundColor"],
  ["countdown_color", "countdownColor"],
] as const;

export function CheckoutStep(props: {
  product: CabinetProduct;
  onSaved: (product: CabinetProduct) => void;
  onChanged: () => Promise<void>;
}) {
  return (
    <div className="checkout-step" data-testid="checkout-step">
      {props.product.form === "event" ? <EventPlansNote product={props.product} /> : null}
      <PlansEditor product={props.product} onChanged={props.onChanged} />
      <CheckoutSettingsForm product={props.product} onSaved={props.onSaved} />
    </div>
  );
}

/** An event's plans are added on its tickets: a pointer to that step. */
function EventPlansNote({ product }: { product: CabinetProduct }) {
  const t = useTexts(catalogTexts);
  const step = product.editSteps.indexOf("tickets_details") + 1;
  return (
    <p className="note" data-testid="event-plans-note">
      {t("eventPlansOnTickets")}{" "}
      {step > 0 ? (
        <Link href={paths.productEdit(product.id, step)} testId="go-to-tickets">
          {t("goToTickets")}
        </Link>
      ) : null}
    </p>
  );
}

function CheckoutSettingsForm({ product, onSaved }: { product: CabinetProduct; onSaved: (product: CabinetProduct) => void }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const [settings, setSettings] = useState<CheckoutSettings>(() => ({ ...defaultCheckout, ...(product.checkout ?? {}) }));
  const [edgeProblems, setEdgeProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const changes = useTouched();
  useFormGuard(changes.dirty);
  const [error, setError] = useState<string | null>(null);

  const local: Record<string, string> = {};
  for (const [field, key] of colours) {
    const problem = check("hex_color", settings[key]).problems[0];
    if (problem) local[field] = problem.code;
  }
  const problemOf = (field: string) => edgeProblems[field] ?? local[field] ?? null;
  const buyContrast = local.buy_color ? null : buyButtonContrast(settings.buyColor);
  const unreadable = buyContrast && !buyContrast.readable ? buyContrast : null;
  const set = <K extends keyof CheckoutSettings>(key: K, value: CheckoutSettings[K], field: string) => {
    setSettings({ ...settings, [key]: value });
    setSaved(false);
    changes.touch(field);
    const { [field]: _gone, ...rest } = edgeProblems;
    setEdgeProblems(rest);
  };

  async function save() {
    setError(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const answer = await cabinetApi.updateProduct(product.id, { checkout: settings });
      setSaved(true);
      changes.saved();
      onSaved(answer);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.problems.length > 0) setEdgeProblems(Object.fromEntries(e.problems.map((p) => [p.field.replace(/^checkout\./, ""), p.code])));
      else setError(e.code);
    } finally {
      setBusy(false);
    }
  }

  const known = new Set<string>(["layout", "buy_button_text", "buyer_information", "cancellation_terms_id", ...colours.map(([f]) => f)]);
  const other = Object.entries(edgeProblems).filter(([field]) => !known.has(field));
  return (
    <form
      className="catalog-form checkout-settings"
      data-testid="checkout-settings"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h4>{t("checkoutSettings")}</h4>
      <SelectField<CheckoutLayout>
        testId="checkout-layout"
        label={t("layout")}
        value={settings.layout}
        options={(Object.keys(layoutTexts) as CheckoutLayout[]).map((l) => [l, layoutTexts[l][locale]] as const)}
        onChange={(v) => set("layout", v, "layout")}
        problem={problemOf("layout")}
      />
      <div className="colours">
        {colours.map(([field, key]) => {
          const warning =
            field === "buy_color" && unreadable ? (
              <span className="contrast-warning" data-testid="checkout-buy_color-contrast" data-ratio={unreadable.ratio.toFixed(2)}>
                {t("buyColorContrast").replace("{ratio}", ratioText(unreadable.ratio, locale))}
              </span>
            ) : undefined;
          return (
            <div key={field} className={warning ? "colour colour--noted" : "colour"}>
              <span
                className="swatch"
                data-testid={`checkout-${field}-swatch`}
                style={{ background: local[field] ? "transparent" : settings[key] }}
              />
              <TextField
                testId={`checkout-${field}`}
                label={t(key)}
                value={settings[key]}
                onChange={(v) => set(key, v, field)}
                problem={problemOf(field)}
                hint={warning}
              />
            </div>
          );
        })}
      </div>
      <SelectField<BuyButtonText>
        testId="checkout-buy_button_text"
        label={t("buyButtonText")}
        value={settings.buyButtonText}
        options={(Object.keys(buyButtonTexts) as BuyButtonText[]).map((b) => [b, buyButtonTexts[b][locale]] as const)}
        onChange={(v) => set("buyButtonText", v, "buy_button_text")}
        problem={problemOf("buy_button_text")}
      />
      <CheckField
        testId="checkout-trust_seals"
        label={t("trustSeals")}
        checked={settings.trustSeals}
        onChange={(v) => set("trustSeals", v, "trust_seals")}
      />
      <RadioGroup<"expanded" | "collapsed">
        testId="checkout-description"
        name="description"
        label={t("descriptionDefault")}
        value={settings.descriptionExpanded ? "expanded" : "collapsed"}
        options={[
          { value: "expanded", label: t("expanded") },
          { value: "collapsed", label: t("collapsed") },
        ]}
        onChange={(v) => set("descriptionExpanded", v === "expanded", "description_expanded")}
      />
      <RadioGroup<IncludeType>
        testId="checkout-buyer_information"
        name="buyer_information"
        label={t("buyerInformation")}
        hint={t("buyerInformationHint")}
        value={settings.buyerInformation?.includeType ?? "full"}
        options={[
          { value: "full", label: t("includeFull"), description: t("includeFullHint") },
          { value: "address", label: t("includeAddress"), description: t("includeAddressHint") },
          { value: "minimal", label: t("includeMinimal"), description: t("includeMinimalHint") },
        ]}
        onChange={(v) => set("buyerInformation", { includeType: v }, "buyer_information")}
      />
      <CancellationTermsChoice
        value={settings.cancellationTermsId ?? null}
        onChange={(id) => set("cancellationTermsId", id ?? undefined, "cancellation_terms_id")}
        problem={problemOf("cancellation_terms_id")}
      />
      {other.map(([field, code]) => (
        <p key={field} className="form-error" data-field={field}>
          {field}: <RuleProblem code={code} testId="checkout-problem-other" />
        </p>
      ))}
      {error ? <RuleProblem code={error} testId="checkout-error" /> : null}
      <div className="actions">
        <button type="submit" className="primary" data-testid="checkout-save" disabled={busy}>
          {busy ? t("saving") : t("save")}
        </button>
        {saved ? (
          <span className="ok" data-testid="checkout-saved">
            {t("saved")}
          </span>
        ) : null}
      </div>
    </form>
  );
}

/**
 * Which of the seller's sets of cancellation terms the product is sold
 * under (issue 17): the first set unless another is chosen; with no set
 * yet, a link to write one.
 */
function CancellationTermsChoice(props: { value: number | null; onChange: (id: number | null) => void; problem: string | null }) {
  const t = useTexts(catalogTexts);
  const [loaded] = useLoad("cabinet-legal", (signal) => legalApi.overview(signal));
  if (loaded.state !== "ready") return null;
  const sets = loaded.value.cancellationTerms;
  if (sets.length === 0) {
    return (
      <p className="note" data-testid="checkout-cancellation_terms-none">
        {t("cancellationTermsNone")}{" "}
        <Link href={paths.legalSettings} testId="checkout-write-legal">
          {t("writeLegal")}
        </Link>
      </p>
    );
  }
  const first = sets[0]!;
  const options = [
    ["", `${first.name} (${t("cancellationTermsDefault")})`] as const,
    ...sets.slice(1).map((d) => [String(d.id), d.name] as const),
  ];
  const chosen = props.value !== null && sets.slice(1).some((d) => d.id === props.value) ? String(props.value) : "";
  return (
    <SelectField<string>
      testId="checkout-cancellation_terms_id"
      label={t("cancellationTerms")}
      value={chosen}
      options={options}
      onChange={(v) => props.onChange(v === "" ? null : Number(v))}
      problem={props.problem}
    />
  );
}
