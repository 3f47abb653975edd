import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatShortDate } from "./format";
import { chooseLocale } from "./locale";

describe("the UI language of a visit", () => {
  it("is the saved choice, else the browser's first language we have, else German", () => {
    expect(chooseLocale("en", ["de-DE"])).toBe("en");
    expect(chooseLocale("de", ["en-US"])).toBe("de");
    expect(chooseLocale(null, ["en-US", "de"])).toBe("en");
    expect(chooseLocale(null, ["fr-FR", "de-AT", "en"])).toBe("de");
    expect(chooseLocale(null, ["fr-FR", "it"])).toBe("de");
    expect(chooseLocale(null, [])).toBe("de");
    expect(chooseLocale("xx", ["fr"])).toBe("de");
  });
});

describe("dates in the UI language", () => {
  it("writes a day as DD.MM.YYYY in German and DD/MM/YYYY in English, without time-zone conversion", () => {
    expect(formatDate("2026-11-25", "de")).toBe("25.11.2026");
    expect(formatDate("2026-11-25T23:30:00Z", "de")).toBe("25.11.2026");
    expect(formatDate("2026-11-25", "en")).toBe("25/11/2026");
    expect(formatDate("not a date", "de")).toBe("not a date");
    expect(formatDate(null, "de")).toBe("");
    expect(formatShortDate("2026-11-05", "de")).toBe("05.11.");
  });

  it("writes an instant as a day and a 24-hour time in the given zone", () => {
    expect(formatDateTime("2026-11-25T13:30:00Z", "de", "Europe/Berlin")).toBe("25.11.2026 14:30");
    expect(formatDateTime("2026-11-25T13:30:00Z", "en", "UTC")).toBe("25/11/2026 13:30");
    expect(formatDateTime("", "de")).toBe("");
  });
});
