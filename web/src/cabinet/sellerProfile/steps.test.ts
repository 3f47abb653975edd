import { describe, expect, it } from "vitest";
import { emptyProfile, firstStepWith, fromLoaded, normalise, stepFields, stepOf, stepsFor } from "./steps";

describe("seller profile steps", () => {
  it("has the spec's steps per business type", () => {
    expect(stepsFor("natural")).toEqual(["business", "personal", "tax"]);
    expect(stepsFor("entity")).toEqual(["business", "representative", "details", "tax"]);
    expect(stepsFor(null)).toEqual(["business", "personal", "tax"]);
  });

  it("shows every field of core's business step on exactly one step per business type", () => {
    const fields = Object.keys(emptyProfile).filter((k) => !k.endsWith("_required"));
    for (const type of ["natural", "entity"]) {
      const shown = stepsFor(type).flatMap((s) => stepFields[s]);
      expect(new Set(shown).size).toBe(shown.length);
      // A natural person has no company and no region.
      const expected = type === "entity" ? fields : fields.filter((f) => f !== "company" && f !== "region");
      expect([...shown].sort()).toEqual([...expected].sort());
    }
  });

  it("finds the step of a problem", () => {
    expect(stepOf("entity", "company")).toBe(2);
    expect(stepOf("natural", "company")).toBe(-1);
    expect(firstStepWith("entity", ["vat_payer", "first_name"])).toBe(1);
    expect(firstStepWith("natural", ["tax_number", "phone"])).toBe(0);
    expect(firstStepWith("natural", ["unknown"])).toBeNull();
  });

  it("trims text and turns blanks into nulls", () => {
    expect(normalise({ ...emptyProfile, phone: " 123 ", city: "  ", vat_payer: false })).toMatchObject({
      phone: "123",
      city: null,
      vat_payer: false,
    });
  });

  it("fills a loaded profile over defaults", () => {
    const p = fromLoaded({ phone: "1", country_code: null }, { country_code: "DE" });
    expect(p.phone).toBe("1");
    expect(p.country_code).toBe("DE");
    expect(p.birthday_required).toBe(false);
  });
});
