import { describe, expect, it } from "vitest";
import { everyWords, planWords } from "./quoteWords";

const euro = (locale: "en" | "de") => (amount: string) => (locale === "de" ? `${amount.replace(".", ",")} €` : `${amount} €`);

describe("a plan's payments in words", () => {
  it("says nothing more for a single payment", () => {
    expect(
      planWords(
        { kind: "one_time", interval: null, trialPeriod: null },
        { dueNow: "49.00", later: [], openEnded: false },
        "en",
        euro("en"),
      ),
    ).toBe(null);
  });

  it("counts instalments and limited subscriptions", () => {
    const three = { dueNow: "66.67", later: ["66.67", "66.67"], openEnded: false };
    const plan = { kind: "installment", interval: "1m", trialPeriod: null };
    expect(planWords(plan, three, "en", euro("en"))).toBe("3 × 66.67 € monthly");
    expect(planWords(plan, three, "de", euro("de"))).toBe("3 × 66,67 € monatlich");
    const six = { dueNow: "19.00", later: Array(5).fill("19.00") as string[], openEnded: false };
    expect(planWords({ kind: "limited_subscription", interval: "1m", trialPeriod: null }, six, "en", euro("en"))).toBe(
      "6 × 19.00 € monthly",
    );
    const uneven = { dueNow: "100.00", later: ["50.00", "50.00"], openEnded: false };
    expect(planWords(plan, uneven, "en", euro("en"))).toBe("100.00 € now, then 2 × 50.00 € monthly");
    expect(planWords(plan, uneven, "de", euro("de"))).toBe("100,00 € jetzt, danach 2 × 50,00 € monatlich");
  });

  it("says what a subscription costs per period, and after its free trial", () => {
    const plan = { kind: "subscription", interval: "1m", trialPeriod: "14d" };
    const trial = { dueNow: "0.00", later: ["19.00", "19.00", "19.00"], openEnded: true };
    expect(planWords(plan, trial, "en", euro("en"))).toBe("19.00 € per month after 14 days free");
    expect(planWords(plan, trial, "de", euro("de"))).toBe("19,00 € pro Monat nach 14 Tagen gratis");
    const plain = { dueNow: "10.00", later: ["10.00"], openEnded: true };
    expect(planWords({ ...plan, trialPeriod: null }, plain, "en", euro("en"))).toBe("10.00 € per month");
    expect(planWords({ ...plan, interval: "3m", trialPeriod: null }, plain, "de", euro("de"))).toBe("10,00 € alle 3 Monate");
    expect(everyWords("1y", "de")).toBe("jährlich");
    expect(everyWords("2w", "en")).toBe("every 2 weeks");
  });
});
