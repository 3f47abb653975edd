import { describe, expect, it } from "vitest";
import { filterOptions, folded } from "./filterOptions";
import { problemShown } from "./useFormGuard";

describe("the searchable select's filter", () => {
  const countries = [
    ["AT", "Österreich"],
    ["DE", "Deutschland"],
    ["CH", "Schweiz"],
    ["BD", "Bangladesch"],
  ] as const;

  it("ignores case and accents", () => {
    expect(folded("Österreich")).toBe("osterreich");
    expect(filterOptions(countries, "oster")).toEqual([["AT", "Österreich"]]);
  });

  it("matches a label anywhere and a value at its start, in the given order", () => {
    expect(filterOptions(countries, "sch").map(([v]) => v)).toEqual(["DE", "CH", "BD"]);
    expect(filterOptions(countries, "de").map(([v]) => v)).toEqual(["DE", "BD"]);
    expect(filterOptions(countries, "weiz").map(([v]) => v)).toEqual(["CH"]);
    expect(filterOptions(countries, "at").map(([v]) => v)).toEqual(["AT"]);
  });

  it("shows every option for a blank query and none for a miss", () => {
    expect(filterOptions(countries, "  ")).toHaveLength(4);
    expect(filterOptions(countries, "xyz")).toEqual([]);
  });
});

describe("when a field's problem shows", () => {
  it("not before the field changed or a save was tried", () => {
    expect(problemShown("name", [], false)).toBe(false);
    expect(problemShown("name", ["description"], false)).toBe(false);
  });

  it("after a change of the field, or of a field it is part of", () => {
    expect(problemShown("name", ["name"], false)).toBe(true);
    expect(problemShown("bumps.0.headline", ["bumps"], false)).toBe(true);
    expect(problemShown("bumps", ["bumps.0.headline"], false)).toBe(false);
  });

  it("for every field once a save was tried", () => {
    expect(problemShown("name", [], true)).toBe(true);
  });
});
