import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { PlanTerms } from "../../core";
import { draftFromTerms, emptyDraft, fitToCount, judge, shownFields, termsOf, type PlanCore, type PlanDraft } from "./planDraft";

// The Node build of the same wasm module the browser runs.
const core = createRequire(import.meta.url)("../../../../wasm-pkg/pkg-node/sellwerk_wasm.js") as PlanCore;
const start = "2026-01-31T10:00:00Z";
const berlin = "Europe/Berlin";

const draft = (patch: Partial<PlanDraft>): PlanDraft => ({ ...emptyDraft(patch.kind), name: "Plan", ...patch });

describe("plan form", () => {
  it("reads a one-time price typed in English or German through core", () => {
    expect(termsOf(draft({ price: "49.00" }), "eur", core, "en").terms).toEqual({
      kind: "one_time",
      currency: "eur",
      price: "49.00",
      pay_what_you_want: false,
    });
    expect(termsOf(draft({ price: "1.234,5 €" }), "eur", core, "de").terms.price).toBe("1234.50");
    const { problems } = termsOf(draft({ price: "12,34,5" }), "eur", core, "en");
    expect(problems).toEqual([{ field: "price", code: "invalid_amount" }]);
  });

  it("lays out three monthly instalments of 100.00", () => {
    const j = judge(
      draft({ kind: "installment", firstAmount: "100.00", nextAmount: "100.00", paymentsCount: "3", interval: "1m" }),
      "eur",
      core,
      "en",
      start,
      berlin,
    );
    expect(j.problems).toEqual([]);
    expect(j.schedule?.map((d) => [d.date, d.amount])).toEqual([
      ["2026-01-31", "100.00"],
      ["2026-02-28", "100.00"],
      ["2026-03-31", "100.00"],
    ]);
  });

  it("shows core's problem for 30 instalments before anything is saved", () => {
    const j = judge(
      draft({ kind: "installment", firstAmount: "100.00", nextAmount: "100.00", paymentsCount: "30", interval: "1m" }),
      "eur",
      core,
      "en",
      start,
      berlin,
    );
    expect(j.problems).toEqual([{ field: "payments_count", code: "payments_count_out_of_range" }]);
    expect(j.schedule).toBeNull();
  });

  it("starts a subscription with a 14-day trial", () => {
    const j = judge(
      draft({ kind: "subscription", firstAmount: "29.00", nextAmount: "29.00", interval: "1m", trial: true, trialPeriod: "14d" }),
      "eur",
      core,
      "en",
      start,
      berlin,
    );
    expect(j.problems).toEqual([]);
    expect(j.schedule?.[0]).toMatchObject({ kind: "trial", date: "2026-01-31", amount: "0.00" });
    expect(j.schedule?.[1]).toMatchObject({ kind: "regular", date: "2026-02-14", amount: "29.00" });
  });

  it("sends only the fields of the chosen kind", () => {
    // Typed while the form showed another kind: left out, so core does not refuse them.
    const d = draft({ kind: "subscription", price: "10.00", paymentsCount: "6", firstAmount: "5.00", nextAmount: "5.00", interval: "1m" });
    expect(termsOf(d, "eur", core, "en").terms).toEqual({
      kind: "subscription",
      currency: "eur",
      pay_what_you_want: false,
      first_amount: "5.00",
      next_amount: "5.00",
      interval: "1m",
    });
    expect(
      judge(
        draft({ kind: "limited_subscription", firstAmount: "5.00", nextAmount: "5.00", paymentsCount: "6", interval: "1m" }),
        "eur",
        core,
        "en",
        start,
        berlin,
      ).schedule,
    ).toHaveLength(6);
  });

  it("takes one amount per payment and fits the list to the count", () => {
    const fitted = fitToCount(draft({ kind: "installment", customRates: true, rates: ["10.00"], paymentsCount: "3", interval: "2w" }), 24);
    expect(fitted.rates).toEqual(["10.00", "", ""]);
    expect(fitted.gaps).toEqual(["", ""]);
    expect(fitToCount(draft({ paymentsCount: "30", rates: ["1"] }), 24).rates).toEqual(["1"]);
    const j = judge({ ...fitted, rates: ["10.00", "20.50", "30.25"] }, "eur", core, "en", start, berlin);
    expect(j.problems).toEqual([]);
    expect(j.schedule?.map((d) => d.amount)).toEqual(["10.00", "20.50", "30.25"]);
    expect(shownFields(fitted)).toContain("rates.2");
    expect(shownFields(fitted)).not.toContain("first_amount");
  });

  it("keeps one problem per field, reading problems first", () => {
    const j = judge(
      draft({ kind: "installment", firstAmount: "abc", nextAmount: "", paymentsCount: "x", interval: "5w" }),
      "eur",
      core,
      "en",
      start,
      berlin,
    );
    const byField = Object.fromEntries(j.problems.map((p) => [p.field, p.code]));
    expect(byField).toMatchObject({ first_amount: "invalid_amount", payments_count: "invalid_number", interval: "interval_not_offered" });
    expect(new Set(j.problems.map((p) => p.field)).size).toBe(j.problems.length);
  });

  it("turns stored terms back into a draft that gives the same terms", () => {
    const stored: PlanTerms = {
      kind: "limited_subscription",
      currency: "eur",
      pay_what_you_want: false,
      first_amount: "1234.50",
      next_amount: "20.00",
      payments_count: 6,
      interval: "1m",
      trial_period: "2w",
      start_day: 14,
    };
    for (const locale of ["en", "de"]) {
      const d = draftFromTerms("Six months", stored, core, locale);
      expect(termsOf(d, "eur", core, locale)).toEqual({ terms: stored, problems: [] });
    }
  });
});
