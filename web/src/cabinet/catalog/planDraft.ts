// The pricing-plan form: what the seller typed (a draft of texts), turned
// into core's PlanTerms and judged by core. Amounts are read with core's
// `parseMoney` in the UI language's number locale (never parseFloat; see
// ui/numberLocale.ts), the terms are judged by core's `planSchedule`, which
// answers the schedule or every problem of the plan rules, so the form
// shows exactly what the edge will say on saving. Core is passed in, so this is unit-tested against the
// Node build of the same wasm module.
import { planKinds, type DueDate, type PlanKind, type PlanTerms, type Problem } from "../../core";

export interface PlanDraft {
  name: string;
  kind: PlanKind;
  /** One-time price (the minimum when pay-what-you-want). */
  price: string;
  payWhatYouWant: boolean;
  firstAmount: string;
  nextAmount: string;
  paymentsCount: string;
  interval: string;
  /** One amount per payment instead of first and further payments. */
  customRates: boolean;
  rates: string[];
  /** One gap before each payment after the first instead of one interval. */
  customIntervals: boolean;
  gaps: string[];
  trial: boolean;
  trialPeriod: string;
  trialAmount: string;
  /** "" for none, else one of core's recurring start days. */
  startDay: string;
}

/** The parts of core the plan form calls (wasm-pkg in the browser, pkg-node in tests). */
export interface PlanCore {
  parseMoney: (text: string, currency: string, locale: string) => string;
  formatMoney: (amount: string, currency: string, locale: string) => string;
  planSchedule: (terms: PlanTerms, start: string, timeZone: string) => DueDate[];
}

export const emptyDraft = (kind: PlanKind = "one_time"): PlanDraft => ({
  name: "",
  kind,
  price: "",
  payWhatYouWant: false,
  firstAmount: "",
  nextAmount: "",
  paymentsCount: "",
  interval: "",
  customRates: false,
  rates: [],
  customIntervals: false,
  gaps: [],
  trial: false,
  trialPeriod: "",
  trialAmount: "",
  startDay: "",
});

const kindRules = planKinds();
/** Whether a kind has a number of payments (instalments, limited subscriptions): core's `PlanKind::has_payments_count`. */
export const hasPaymentsCount = (kind: PlanKind) => kindRules.some((r) => r.kind === kind && r.has_payments_count);
/** Whether a kind may start with a trial: core's `PlanKind::allows_trial`. */
export const allowsTrial = (kind: PlanKind) => kindRules.some((r) => r.kind === kind && r.allows_trial);

/** The inputs the form shows for a draft; a problem on any other field is listed below the form. */
export function shownFields(d: PlanDraft): string[] {
  if (d.kind === "one_time") return ["name", "price"];
  const fields = ["name"];
  if (hasPaymentsCount(d.kind)) fields.push("payments_count");
  if (hasPaymentsCount(d.kind) && d.customRates) fields.push(...d.rates.map((_, i) => `rates.${i}`));
  else fields.push("first_amount", "next_amount");
  if (hasPaymentsCount(d.kind) && d.customIntervals) fields.push(...d.gaps.map((_, i) => `custom_intervals.${i}`));
  else fields.push("interval");
  if (allowsTrial(d.kind) && d.trial) fields.push("trial_period", "trial_amount");
  fields.push("start_day");
  return fields;
}

/**
 * The draft after the number of payments changed: one rate per payment and
 * one gap per payment after the first, keeping what was typed. Counts
 * outside 1..`maxPayments` leave the lists alone (core reports the count).
 */
export function fitToCount(d: PlanDraft, maxPayments: number): PlanDraft {
  const n = /^\d{1,3}$/.test(d.paymentsCount.trim()) ? Number(d.paymentsCount.trim()) : 0;
  if (n < 1 || n > maxPayments) return d;
  const fit = (list: string[], size: number) => Array.from({ length: size }, (_, i) => list[i] ?? "");
  return { ...d, rates: fit(d.rates, n), gaps: fit(d.gaps, n - 1) };
}

/** The draft as core's terms, with the problems of texts that could not be read. */
export function termsOf(d: PlanDraft, currency: string, core: PlanCore, locale: string): { terms: PlanTerms; problems: Problem[] } {
  const problems: Problem[] = [];
  const amount = (field: string, text: string): string | undefined => {
    const t = text.trim();
    if (!t) return undefined;
    try {
      return core.parseMoney(t, currency, locale);
    } catch (e) {
      problems.push({ field, code: firstCode(e) ?? "invalid_amount" });
      // Core judges the text as typed too; the reading problem above wins.
      return t;
    }
  };
  const terms: PlanTerms = { kind: d.kind, currency, pay_what_you_want: false };
  if (d.kind === "one_time") {
    terms.price = amount("price", d.price);
    terms.pay_what_you_want = d.payWhatYouWant;
    return { terms: withoutUndefined(terms), problems };
  }
  if (hasPaymentsCount(d.kind)) {
    const count = d.paymentsCount.trim();
    if (/^\d{1,9}$/.test(count)) terms.payments_count = Number(count);
    else if (count) problems.push({ field: "payments_count", code: "invalid_number" });
  }
  if (hasPaymentsCount(d.kind) && d.customRates) {
    terms.rates = d.rates.map((r, i) => amount(`rates.${i}`, r) ?? "");
  } else {
    terms.first_amount = amount("first_amount", d.firstAmount);
    terms.next_amount = amount("next_amount", d.nextAmount);
  }
  if (hasPaymentsCount(d.kind) && d.customIntervals) terms.custom_intervals = d.gaps.map((g) => g.trim());
  else if (d.interval.trim()) terms.interval = d.interval.trim();
  if (allowsTrial(d.kind) && d.trial) {
    terms.trial_period = d.trialPeriod.trim();
    terms.trial_amount = amount("trial_amount", d.trialAmount);
  }
  if (d.startDay) terms.start_day = Number(d.startDay);
  return { terms: withoutUndefined(terms), problems };
}

export interface Judgement {
  terms: PlanTerms;
  /** Every problem, the first per field (reading problems before core's). */
  problems: Problem[];
  /** The due dates when the plan has no problem. */
  schedule: DueDate[] | null;
}

/** The draft judged by core for a purchase at `start` in `timeZone`. */
export function judge(d: PlanDraft, currency: string, core: PlanCore, locale: string, start: string, timeZone: string): Judgement {
  const { terms, problems } = termsOf(d, currency, core, locale);
  let schedule: DueDate[] | null = null;
  try {
    schedule = core.planSchedule(terms, start, timeZone);
  } catch (e) {
    problems.push(...asProblems(e));
  }
  const seen = new Set<string>();
  const first = problems.filter((p) => (seen.has(p.field) ? false : (seen.add(p.field), true)));
  return { terms, problems: first, schedule: first.length === 0 ? schedule : null };
}

/** A stored plan's terms as a draft, amounts written for `locale` as core formats them. */
export function draftFromTerms(name: string, t: PlanTerms, core: PlanCore, locale: string): PlanDraft {
  const money = (value: string | undefined) => {
    if (value === undefined) return "";
    try {
      return core.formatMoney(value, t.currency, locale);
    } catch {
      return value;
    }
  };
  const count = t.payments_count ?? t.rates?.length;
  return {
    name,
    kind: t.kind ?? "one_time",
    price: money(t.price),
    payWhatYouWant: t.pay_what_you_want,
    firstAmount: money(t.first_amount),
    nextAmount: money(t.next_amount),
    paymentsCount: count === undefined ? "" : String(count),
    interval: t.interval ?? "",
    customRates: t.rates !== undefined,
    rates: (t.rates ?? []).map((r) => money(r)),
    customIntervals: t.custom_intervals !== undefined,
    gaps: t.custom_intervals ?? [],
    trial: t.trial_period !== undefined,
    trialPeriod: t.trial_period ?? "",
    trialAmount: t.trial_amount === undefined ? "" : money(t.trial_amount),
    startDay: t.start_day === undefined ? "" : String(t.start_day),
  };
}

/** The problems core threw (wasm-pkg throws an array of problems). */
export function asProblems(e: unknown): Problem[] {
  if (Array.isArray(e))
    return e.filter((p): p is Problem => typeof p === "object" && p !== null && "code" in p).map((p) => ({ field: p.field, code: p.code }));
  return [{ field: "", code: "invalid_input" }];
}

const firstCode = (e: unknown) => asProblems(e)[0]?.code;

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
