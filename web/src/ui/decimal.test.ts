import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { numberLocale, readDecimal, showDecimal, writeDecimal, type DecimalCore } from "./decimal";

// The Node build of the same wasm module the browser runs.
const core = createRequire(import.meta.url)("../../../wasm-pkg/pkg-node/sellwerk_wasm.js") as DecimalCore;

describe("decimal field", () => {
  it("reads the German decimal comma and thousands points as a canonical decimal string", () => {
    expect(readDecimal("49,00", "de", core)).toEqual({ kind: "value", value: "49.00" });
    expect(readDecimal("1.234,56", "de", core)).toEqual({ kind: "value", value: "1234.56" });
    expect(readDecimal(" 1234,5 ", "de", core)).toEqual({ kind: "value", value: "1234.50" });
    expect(readDecimal("49", "de", core)).toEqual({ kind: "value", value: "49.00" });
    expect(readDecimal("49,00 €", "de", core)).toEqual({ kind: "value", value: "49.00" });
  });

  it("reads English numbers with their point and commas", () => {
    expect(readDecimal("49.00", "en", core)).toEqual({ kind: "value", value: "49.00" });
    expect(readDecimal("1,234.56", "en", core)).toEqual({ kind: "value", value: "1234.56" });
  });

  it("refuses what the locale does not write, with core's key", () => {
    expect(readDecimal("1.23,45", "de", core)).toEqual({ kind: "problem", code: "invalid_amount" });
    expect(readDecimal("1,2,3", "de", core)).toEqual({ kind: "problem", code: "invalid_amount" });
    expect(readDecimal("abc", "de", core)).toEqual({ kind: "problem", code: "invalid_amount" });
    expect(readDecimal("49,001", "de", core)).toEqual({ kind: "problem", code: "amount_too_precise" });
  });

  it("reads the other convention's decimal separator where it cannot be a group", () => {
    expect(readDecimal("49,00", "en", core)).toEqual({ kind: "value", value: "49.00" });
    expect(readDecimal("49.00", "de", core)).toEqual({ kind: "value", value: "49.00" });
    expect(readDecimal("1,234", "en", core)).toEqual({ kind: "value", value: "1234.00" });
  });

  it("is empty for blank text", () => {
    expect(readDecimal("  ", "de", core)).toEqual({ kind: "empty" });
  });

  it("takes the number of digits: none, two (the default) or three", () => {
    expect(readDecimal("1.000", "de", core, { digits: 0 })).toEqual({ kind: "value", value: "1000" });
    expect(readDecimal("1,5", "de", core, { digits: 3 })).toEqual({ kind: "value", value: "1.500" });
    expect(readDecimal("1,5", "de", core, { digits: 5 })).toEqual({ kind: "problem", code: "invalid_amount" });
  });

  it("writes a canonical value for people without rounding", () => {
    expect(writeDecimal("1234.5", "de")).toBe("1.234,50");
    expect(writeDecimal("1234.5", "en")).toBe("1,234.50");
    expect(writeDecimal("-1234567.891", "de", 2)).toBe("-1.234.567,891");
    expect(writeDecimal("1000", "de", 0)).toBe("1.000");
    expect(writeDecimal("0049.00", "de-CH")).toBe("49.00");
    expect(writeDecimal("12345.6", "de-CH")).toBe("12\u2019345.60");
    expect(writeDecimal("not a number", "de")).toBe("not a number");
  });

  it("shows money as core formats it", () => {
    expect(showDecimal("49.00", "de", core, { currency: "eur" })).toBe("49,00 €");
    expect(showDecimal("49.5", "de", core)).toBe("49,50");
  });

  it("reads numbers in the UI language, in the browser's variant of it", () => {
    expect(numberLocale("de", "en")).toBe("de");
    expect(numberLocale("de", "de-CH")).toBe("de-CH");
    expect(numberLocale("en", "en-GB")).toBe("en-GB");
    expect(numberLocale("en", "de")).toBe("en");
  });
});
