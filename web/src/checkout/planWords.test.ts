import { describe, expect, it } from "vitest";
import type { DueDate, PlanTerms } from "../core";
import { everyWords, perWords, periodWords, planPriceWords } from "./planWords";

/** A stand-in for core's planSchedule: the payments it would lay out for these terms. */
const schedule =
  (dues: [DueDate["kind"], string][]) =>
  (_terms: PlanTerms): DueDate[] =>
    dues.map(([kind, amount], index) => ({ date: "2026-11-26", kind, index, amount }));

const plan = (kind: string, terms: Record<string, unknown>, payWhatYouWant = false) => ({
  kind,
  payWhatYouWant,
  price: "0",
  terms: { kind, currency: "eur", ...terms } as never,
});

describe("a plan's price in words", () => {
  it("words each plan kind from core's schedule", () => {
    expect(planPriceWords(plan("one_time", { price: "49.00" }), schedule([["regular", "49.00"]]))).toEqual({
      kind: "one_time",
      amount: "49.00",
      from: false,
    });
    expect(planPriceWords(plan("one_time", { price: "0.00" }), schedule([["regular", "0.00"]]))).toEqual({ kind: "free" });
    expect(planPriceWords(plan("one_time", { price: "5.00" }, true), schedule([["regular", "5.00"]]))).toMatchObject({ from: true });
    const three = schedule([
      ["regular", "66.67"],
      ["regular", "66.67"],
      ["regular", "66.67"],
    ]);
    expect(planPriceWords(plan("installment", { interval: "1m" }), three)).toEqual({
      kind: "payments",
      count: 3,
      amount: "66.67",
      every: "1m",
    });
    const firstOther = schedule([
      ["regular", "100.00"],
      ["regular", "50.00"],
      ["regular", "50.00"],
    ]);
    expect(planPriceWords(plan("limited_subscription", { interval: "1w" }), firstOther)).toEqual({
      kind: "payments",
      count: 2,
      amount: "50.00",
      first: "100.00",
      every: "1w",
    });
    const trial = schedule([
      ["trial", "0.00"],
      ["regular", "19.00"],
      ["regular", "19.00"],
    ]);
    expect(planPriceWords(plan("subscription", { interval: "1m", trial_period: "14d" }), trial)).toEqual({
      kind: "subscription",
      amount: "19.00",
      per: "1m",
      trial: { amount: "0.00", period: "14d" },
    });
  });

  it("shows no price when core refuses the terms", () => {
    const refuse = () => {
      throw new Error("problems");
    };
    expect(planPriceWords(plan("installment", {}), refuse)).toBeNull();
  });

  it("words intervals and periods in English and German", () => {
    expect(perWords("1m", "en")).toBe("per month");
    expect(perWords("1m", "de")).toBe("pro Monat");
    expect(perWords("2w", "de")).toBe("alle 2 Wochen");
    expect(everyWords("1m", "de")).toBe("monatlich");
    expect(everyWords("1y", "en")).toBe("yearly");
    expect(periodWords("14d", "en")).toBe("14 days");
    expect(periodWords("1m", "de")).toBe("1 Monat");
  });
});
