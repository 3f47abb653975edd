import type { BumpChoice, CabinetProduct } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { setupRules, type BumpChoices, type BumpLayout, type BumpPosition, type OrderBump, type Upsell } from "../../core";
import { choicesOf, SectionFooter, SetupLoader, useSetupSection } from "./setupSection";
import { bumpLayoutTexts, bumpPositionTexts, catalogTexts } from "./texts";
import { RadioGroup } from "../../ui/RadioGroup";
import { RuleProblem, SelectField, TextField } from "./ui";

// Step "upsell": the order bumps offered beside the product at checkout.
// A layout (how many bumps fit), where they sit on the payment page, and
// the bumps: one of the seller's other products that are not archived
// (`bump_choices`), optionally at one of its plans, with a headline and a
// description. Core's `product_setup` rule judges them against those
// choices (unknown plan, a product twice, too many for the layout).

const rules = setupRules();

/** Core's `Upsell::default()`. */
export const defaultUpsell: Upsell = rules.defaults.upsell;

/** The layouts in core's order (`BumpLayout::ALL`). */
const layouts: BumpLayout[] = rules.layouts.map((l) => l.layout);
const positions = Object.keys(bumpPositionTexts) as BumpPosition[];

/** How many bumps a layout holds: core's `BumpLayout::capacity`. */
export const capacityOf = (layout: BumpLayout): number => rules.layouts.find((l) => l.layout === layout)?.capacity ?? 0;

const bumpField = /^bumps\.\d+\.(product_id|plan_id|headline|description)$/;
const known = (field: string) => field === "layout" || field === "position" || field === "bumps" || bumpField.test(field);

export function UpsellStep({ product }: { product: CabinetProduct }) {
  return (
    <SetupLoader product={product}>
      {(answer) => (
        <UpsellForm
          product={product}
          stored={answer.setup.upsell ?? defaultUpsell}
          choices={answer.bumpChoices}
          judged={choicesOf(answer)}
        />
      )}
    </SetupLoader>
  );
}

function UpsellForm(props: { product: CabinetProduct; stored: Upsell; choices: BumpChoice[]; judged: BumpChoices }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const s = useSetupSection({
    product: props.product,
    name: "upsell",
    initial: props.stored,
    toSection: (u: Upsell) => u,
    choices: props.judged,
  });
  const u = s.form;
  const capacity = capacityOf(u.layout);
  const unused = props.choices.filter((c) => !u.bumps.some((b) => b.product_id === c.id));
  const full = u.bumps.length >= capacity;
  const bumpAt = (i: number, patch: Partial<OrderBump>, field: string) =>
    s.change({ ...u, bumps: u.bumps.map((b, j) => (j === i ? { ...b, ...patch } : b)) }, `bumps.${i}.${field}`);
  const choiceOf = (id: number) => props.choices.find((c) => c.id === id);

  return (
    <form
      className="catalog-form upsell-form"
      data-testid="upsell-form"
      data-valid={s.valid}
      data-capacity={capacity}
      data-count={u.bumps.length}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void s.save();
      }}
    >
      <RadioGroup
        testId="upsell-layout"
        name="upsell-layout"
        label={t("bumpLayout")}
        variant="cards"
        value={u.layout}
        options={layouts.map((layout) => ({
          value: layout,
          label: bumpLayoutTexts[layout][locale],
          description: t("bumpsUpTo").replace("{n}", String(capacityOf(layout))),
        }))}
        onChange={(layout) => s.change({ ...u, layout }, "layout", "bumps")}
      />
      <SelectField<BumpPosition>
        testId="upsell-position"
        label={t("bumpPosition")}
        value={u.position}
        options={positions.map((p) => [p, bumpPositionTexts[p][locale]] as const)}
        onChange={(v) => s.change({ ...u, position: v }, "position")}
        problem={s.problemOf("position")}
      />
      <fieldset className="bumps" data-testid="upsell-bumps">
        <legend>{t("bumps")}</legend>
        {u.bumps.map((bump, i) => {
          const choice = choiceOf(bump.product_id);
          return (
            <div key={i} className="bump" data-testid={`upsell-bump-${i}`} data-product={bump.product_id} data-plan={bump.plan_id ?? ""}>
              <SelectField
                testId={`upsell-bumps.${i}.product_id`}
                label={t("bumpProduct")}
                value={String(bump.product_id)}
                options={[
                  // a stored bump whose product is no longer offered still shows (core reports it)
                  ...(choice ? [] : [[String(bump.product_id), `#${bump.product_id}`] as const]),
                  ...props.choices
                    .filter((c) => c.id === bump.product_id || !u.bumps.some((b) => b.product_id === c.id))
                    .map((c) => [String(c.id), c.name] as const),
                ]}
                onChange={(v) => bumpAt(i, { product_id: Number(v), plan_id: null }, "product_id")}
                problem={s.problemOf(`bumps.${i}.product_id`)}
              />
              <SelectField
                testId={`upsell-bumps.${i}.plan_id`}
                label={t("bumpPlan")}
                value={bump.plan_id === null ? "" : String(bump.plan_id)}
                options={[
                  ["", t("anyPlan")] as const,
                  ...(bump.plan_id !== null && !choice?.pricingPlans.some((p) => p.id === bump.plan_id)
                    ? [[String(bump.plan_id), `#${bump.plan_id}`] as const]
                    : []),
                  ...(choice?.pricingPlans ?? []).map((p) => [String(p.id), p.name] as const),
                ]}
                onChange={(v) => bumpAt(i, { plan_id: v === "" ? null : Number(v) }, "plan_id")}
                problem={s.problemOf(`bumps.${i}.plan_id`)}
              />
              <TextField
                testId={`upsell-bumps.${i}.headline`}
                label={t("bumpHeadline")}
                value={bump.headline}
                onChange={(v) => bumpAt(i, { headline: v }, "headline")}
                problem={s.problemOf(`bumps.${i}.headline`)}
              />
              <TextField
                testId={`upsell-bumps.${i}.description`}
                label={t("bumpDescription")}
                value={bump.description}
                multiline
                onChange={(v) => bumpAt(i, { description: v }, "description")}
                problem={s.problemOf(`bumps.${i}.description`)}
              />
              <button
                type="button"
                data-testid={`upsell-bump-${i}-remove`}
                onClick={() => s.change({ ...u, bumps: u.bumps.filter((_, j) => j !== i) }, "bumps")}
              >
                {t("remove")}
              </button>
            </div>
          );
        })}
        {s.problemOf("bumps") ? <RuleProblem code={s.problemOf("bumps") ?? ""} testId="upsell-bumps-error" /> : null}
        {props.choices.length === 0 ? <p data-testid="upsell-no-choices">{t("noBumpChoices")}</p> : null}
        {full ? (
          <small className="note" data-testid="upsell-full">
            {t("layoutFull").replace("{n}", String(capacity))}
          </small>
        ) : null}
        <button
          type="button"
          data-testid="upsell-bump-add"
          disabled={full || unused.length === 0}
          onClick={() => {
            const next = unused[0];
            if (next)
              s.change({ ...u, bumps: [...u.bumps, { product_id: next.id, plan_id: null, headline: "", description: "" }] }, "bumps");
          }}
        >
          {t("addBump")}
        </button>
      </fieldset>
      <SectionFooter prefix="upsell" busy={s.busy} saved={s.saved} error={s.error} others={s.others(known)} />
    </form>
  );
}
