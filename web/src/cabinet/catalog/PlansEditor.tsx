import { useMemo, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import { ApiError } from "../../api/client";
import { cabinetApi, coreShape, type CabinetPlan, type CabinetProduct } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { formatDate } from "../../app/format";
import { Amount } from "../../app/Money";
import { check, constants, formatMoney, parseMoney, planSchedule, type PlanKind, type PlanTerms } from "../../core";
import { allowsTrial, draftFromTerms, emptyDraft, hasPaymentsCount, judge, shownFields, type PlanCore, type PlanDraft } from "./planDraft";
import { intervalWords, periodWords } from "./interval";
import { createPlanForm } from "./planStore";
import { catalogTexts, planKindTexts, planKinds } from "./texts";
import { DecimalField } from "../../ui/DecimalField";
import { IntegerStepper } from "../../ui/IntegerStepper";
import { useNumberLocale } from "../../ui/numberLocale";
import { useFormGuard } from "../../ui/useFormGuard";
import { CheckField, RuleProblem, ruleText, SelectField, TextField } from "./ui";

// The pricing plans of a product: the list, and a form for one plan of any
// of the four kinds. What the seller types is judged by core on every
// change (the plan rules and the schedule, through wasm), so a problem
// shows beside its field before anything is saved, and a plan without
// problems shows its payment schedule for a purchase today. An event's
// plans belong to its tickets: with `ticketId` the editor lists and adds
// the plans of that ticket (the tickets step shows one per ticket); without
// it, an event's plans are listed but new ones are added on the tickets.
// Amounts are typed as people write them in the UI language ("49,00" in
// German: DecimalField, read by core); an open form with changes is
// guarded (`useFormGuard`).
const core: PlanCore = { parseMoney, formatMoney, planSchedule };
const checkoutConstants = constants().checkout;
const defaultCurrency = constants().default_currency;
const intervalSuggestions = ["1w", "2w", "1m", "3m", "6m", "1y"];

export function PlansEditor({
  product,
  onChanged,
  ticketId,
}: {
  product: CabinetProduct;
  onChanged: () => Promise<void>;
  ticketId?: number;
}) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const plans = ticketId === undefined ? product.pricingPlans : product.pricingPlans.filter((p) => p.ticketId === ticketId);
  const canAdd = ticketId !== undefined || product.form !== "event";
  const [editing, setEditing] = useState<{ plan: CabinetPlan | null; key: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function remove(plan: CabinetPlan) {
    setError(null);
    try {
      await cabinetApi.deletePlan(product.id, plan.id);
      await onChanged();
    } catch (e) {
      setError(e instanceof ApiError ? e.code : "page_server_error");
    }
  }

  return (
    <section className="plans-editor" data-testid="plans-editor" data-ticket={ticketId}>
      <h4>{t("pricingPlans")}</h4>
      {plans.length === 0 ? (
        <p data-testid="plans-empty">{t("noPlans")}</p>
      ) : (
        <ul className="plans catalog-plans" data-testid="plans">
          {plans.map((plan) => (
            <li
              key={plan.id}
              data-testid="plan-row"
              data-id={plan.id}
              data-kind={plan.kind}
              data-name={plan.name}
              data-ticket={plan.ticketId ?? undefined}
            >
              <span>
                <strong>{plan.name}</strong> · {planKindTexts[plan.kind]?.[locale] ?? plan.kind} · <PlanSummary plan={plan} />
              </span>
              <span className="row-buttons">
                <button type="button" data-testid="plan-edit" onClick={() => setEditing({ plan, key: Date.now() })}>
                  {t("edit")}
                </button>
                <button type="button" data-testid="plan-delete" onClick={() => void remove(plan)}>
                  {t("delete")}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {error ? <RuleProblem code={error} testId="plans-error" /> : null}
      {editing ? (
        <PlanForm
          key={editing.key}
          productId={product.id}
          plan={editing.plan}
          ticketId={editing.plan?.ticketId ?? ticketId}
          intervalsId={ticketId === undefined ? "plan-intervals" : `plan-intervals-${ticketId}`}
          onCancel={() => setEditing(null)}
          onSaved={async () => {
            // The form closes once the product shows the saved plan.
            await onChanged();
            setEditing(null);
          }}
        />
      ) : canAdd ? (
        <button type="button" data-testid="plan-add" onClick={() => setEditing({ plan: null, key: Date.now() })}>
          {t("addPlan")}
        </button>
      ) : null}
    </section>
  );
}

/** A stored plan in a few words: its amounts and rhythm ("3 × 41,65 €, every month"). */
function PlanSummary({ plan }: { plan: CabinetPlan }) {
  const locale = useLocale();
  const terms = coreShape<PlanTerms>(plan.terms);
  const money = (value: string | undefined) => (value === undefined ? null : <Amount value={value} currency={plan.currency} />);
  if (terms.kind === "one_time" || plan.kind === "one_time") return <span data-testid="plan-summary">{money(terms.price)}</span>;
  const count = terms.payments_count ?? terms.rates?.length;
  return (
    <span data-testid="plan-summary">
      {count !== undefined ? `${count} × ` : ""}
      {money(terms.first_amount ?? terms.rates?.[0])}
      {terms.interval ? `, ${intervalWords(terms.interval, locale)}` : ""}
      {terms.trial_period ? ` (${periodWords(terms.trial_period, locale)})` : ""}
    </span>
  );
}

function PlanForm(props: {
  productId: number;
  plan: CabinetPlan | null;
  /** The ticket the plan sells (an event's plans), sent with it. */
  ticketId: number | null | undefined;
  /** The id of the interval suggestions (one list per form on the page). */
  intervalsId: string;
  onCancel: () => void;
  onSaved: () => Promise<void>;
}) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const currency = props.plan?.currency ?? defaultCurrency;
  const numberLocale = useNumberLocale();
  const [store] = useState(() =>
    createPlanForm(
      props.plan ? draftFromTerms(props.plan.name, coreShape<PlanTerms>(props.plan.terms), core, numberLocale) : emptyDraft(),
      checkoutConstants.plan_payments_max,
    ),
  );
  const { draft, touched, submitted, edgeProblems, change, submit, setEdgeProblems } = useStore(store);
  useFormGuard(touched.length > 0);
  // The schedule is laid out for a purchase now, in the browser's time zone.
  const [moment] = useState(() => ({
    start: new Date().toISOString(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || "Europe/Berlin",
  }));
  const judgement = useMemo(
    () => judge(draft, currency, core, numberLocale, moment.start, moment.timeZone),
    [draft, currency, numberLocale, moment],
  );
  const nameCheck = check("text_field", { value: draft.name, required: true });
  const local = new Map(judgement.problems.map((p) => [p.field, p.code]));
  if (nameCheck.problems[0]) local.set("name", nameCheck.problems[0].code);
  const problemOf = (field: string) => edgeProblems[field] ?? (submitted || touched.includes(field) ? (local.get(field) ?? null) : null);
  const shown = new Set(shownFields(draft));
  const others = [...new Map([...local, ...Object.entries(edgeProblems)]).entries()].filter(
    ([field]) => !shown.has(field) && (submitted || field in edgeProblems),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const text = (
    field: string,
    key: keyof PlanDraft,
    label: string,
    extra: { list?: string; placeholder?: string; required?: boolean; hint?: ReactNode } = {},
  ) => (
    <TextField
      testId={`plan-${field}`}
      label={label}
      value={draft[key] as string}
      onChange={(v) => change({ [key]: v }, field)}
      problem={problemOf(field)}
      {...extra}
    />
  );
  /** What an interval field's text reads as, in words ("every 2 weeks"). */
  const rhythm = (value: string, testId: string) => {
    const words = intervalWords(value, locale);
    return words !== value.trim() ? <span data-testid={testId}>{words}</span> : undefined;
  };

  /** An amount of the plan's currency, typed in the UI language. */
  const amount = (field: string, key: keyof PlanDraft, label: string, testId = `plan-${field}`) => {
    const problem = problemOf(field);
    return (
      <DecimalField
        key={testId}
        testId={testId}
        label={label}
        currency={currency}
        value={draft[key] as string}
        onChange={(v) => change({ [key]: v }, field)}
        error={problem ? ruleText(problem, locale) : undefined}
        errorCode={problem ?? undefined}
      />
    );
  };

  async function save() {
    submit();
    setError(null);
    if (local.size > 0) return;
    setBusy(true);
    try {
      const body = {
        name: typeof nameCheck.value === "string" ? nameCheck.value : draft.name.trim(),
        terms: judgement.terms,
        ticketId: props.ticketId ?? null,
      };
      if (props.plan) await cabinetApi.updatePlan(props.productId, props.plan.id, body);
      else await cabinetApi.createPlan(props.productId, body);
      await props.onSaved();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.problems.length > 0) setEdgeProblems(e.problems);
      else setError(e.code);
      setBusy(false);
    }
  }

  const counted = hasPaymentsCount(draft.kind);
  return (
    <form
      className="catalog-form plan-form"
      data-testid="plan-form"
      data-kind={draft.kind}
      data-valid={local.size === 0}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h4>{props.plan ? t("editPlan") : t("addPlan")}</h4>
      {text("name", "name", t("planName"), { required: true })}
      <SelectField<PlanKind>
        testId="plan-kind"
        label={t("planKind")}
        value={draft.kind}
        options={planKinds.map((k) => [k, planKindTexts[k][locale]] as const)}
        onChange={(kind) => change({ kind }, "kind")}
        problem={problemOf("kind")}
      />
      {draft.kind === "one_time" ? (
        <>
          {amount("price", "price", t("price"))}
          <CheckField
            testId="plan-pay_what_you_want"
            label={t("payWhatYouWant")}
            checked={draft.payWhatYouWant}
            onChange={(v) => change({ payWhatYouWant: v }, "pay_what_you_want")}
          />
        </>
      ) : (
        <>
          {counted ? (
            <IntegerStepper
              testId="plan-payments_count"
              label={t("paymentsCount")}
              value={draft.paymentsCount}
              onChange={(v) => change({ paymentsCount: v }, "payments_count")}
              error={problemOf("payments_count") ? ruleText(problemOf("payments_count") ?? "", locale) : undefined}
              errorCode={problemOf("payments_count") ?? undefined}
            />
          ) : null}
          {counted ? (
            <CheckField
              testId="plan-custom-rates"
              label={t("customRates")}
              checked={draft.customRates}
              onChange={(v) => change({ customRates: v }, "rates")}
            />
          ) : null}
          {counted && draft.customRates ? (
            <div className="rates">
              {draft.rates.map((rate, i) => {
                const problem = problemOf(`rates.${i}`);
                return (
                  <DecimalField
                    key={i}
                    testId={`plan-rates.${i}`}
                    label={t("rate").replace("{n}", String(i + 1))}
                    currency={currency}
                    value={rate}
                    onChange={(v) => change({ rates: draft.rates.map((r, j) => (j === i ? v : r)) }, `rates.${i}`)}
                    error={problem ? ruleText(problem, locale) : undefined}
                    errorCode={problem ?? undefined}
                  />
                );
              })}
            </div>
          ) : (
            <>
              {amount("first_amount", "firstAmount", t("firstAmount"))}
              {amount("next_amount", "nextAmount", t("nextAmount"))}
            </>
          )}
          {counted ? (
            <CheckField
              testId="plan-custom-intervals"
              label={t("customIntervals")}
              checked={draft.customIntervals}
              onChange={(v) => change({ customIntervals: v }, "custom_intervals")}
            />
          ) : null}
          {counted && draft.customIntervals ? (
            <div className="rates">
              {draft.gaps.map((gap, i) => (
                <TextField
                  key={i}
                  testId={`plan-custom_intervals.${i}`}
                  label={t("gap").replace("{n}", String(i + 2))}
                  value={gap}
                  list={props.intervalsId}
                  onChange={(v) => change({ gaps: draft.gaps.map((g, j) => (j === i ? v : g)) }, `custom_intervals.${i}`)}
                  problem={problemOf(`custom_intervals.${i}`)}
                />
              ))}
            </div>
          ) : (
            text("interval", "interval", t("interval"), { list: props.intervalsId, hint: rhythm(draft.interval, "plan-interval-words") })
          )}
          <datalist id={props.intervalsId}>
            {intervalSuggestions.map((i) => (
              <option key={i} value={i} label={intervalWords(i, locale)} />
            ))}
          </datalist>
          {allowsTrial(draft.kind) ? (
            <CheckField testId="plan-trial" label={t("trial")} checked={draft.trial} onChange={(v) => change({ trial: v }, "trial")} />
          ) : null}
          {allowsTrial(draft.kind) && draft.trial ? (
            <>
              {text("trial_period", "trialPeriod", t("trialPeriod"), { list: props.intervalsId })}
              {amount("trial_amount", "trialAmount", t("trialAmount"))}
            </>
          ) : null}
          <SelectField
            testId="plan-start_day"
            label={t("startDay")}
            value={draft.startDay}
            options={[
              ["", t("startDayNone")] as const,
              ...checkoutConstants.recurring_start_days.map((d) => [String(d), String(d)] as const),
            ]}
            onChange={(startDay) => change({ startDay }, "start_day")}
            problem={problemOf("start_day")}
          />
        </>
      )}
      {others.length > 0 ? (
        <div className="form-error" data-testid="plan-other-problems">
          {t("otherProblems")}
          <ul>
            {others.map(([field, code]) => (
              <li key={field} data-field={field}>
                <RuleProblem code={code} testId="plan-problem-other" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {judgement.schedule ? (
        <SchedulePreview schedule={judgement.schedule} currency={currency} openEnded={draft.kind === "subscription"} />
      ) : null}
      {error ? <RuleProblem code={error} testId="plan-error" /> : null}
      <div className="actions">
        <button type="button" data-testid="plan-cancel" onClick={props.onCancel}>
          {t("cancel")}
        </button>
        <button type="submit" className="primary" data-testid="plan-save" disabled={busy}>
          {busy ? t("saving") : t("savePlan")}
        </button>
      </div>
    </form>
  );
}

function SchedulePreview({
  schedule,
  currency,
  openEnded,
}: {
  schedule: { date: string; kind: string; amount: string }[];
  currency: string;
  openEnded: boolean;
}) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const dateText = (iso: string) => formatDate(iso, locale);
  return (
    <table className="schedule" data-testid="plan-schedule" data-count={schedule.length}>
      <caption>{t("schedule")}</caption>
      <tbody>
        {schedule.map((d, i) => (
          <tr key={`${d.date}-${i}`} data-testid="plan-schedule-row" data-date={d.date} data-amount={d.amount} data-kind={d.kind}>
            <td>{dateText(d.date)}</td>
            <td>{d.kind === "trial" ? t("scheduleTrial") : ""}</td>
            <td>
              <Amount value={d.amount} currency={currency} />
            </td>
          </tr>
        ))}
        {openEnded ? (
          <tr>
            <td colSpan={3}>{t("scheduleMore")}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
