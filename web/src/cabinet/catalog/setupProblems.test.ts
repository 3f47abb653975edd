import { describe, expect, it } from "vitest";
import { underSection } from "./setupProblems";

describe("problems of one setup section", () => {
  it("are keyed by the field inside the section, the first per field", () => {
    expect(
      underSection(
        [
          { field: "upsell.bumps.0.plan_id", code: "bump_plan_unknown" },
          { field: "upsell.bumps", code: "too_many_bumps" },
          { field: "upsell.bumps.0.plan_id", code: "required" },
          { field: "upsell", code: "not_for_this_form" },
          { field: "input", code: "invalid_input" },
        ],
        "upsell",
      ),
    ).toEqual({ "bumps.0.plan_id": "bump_plan_unknown", bumps: "too_many_bumps", "": "not_for_this_form", input: "invalid_input" });
  });

  it("leave other sections' fields alone", () => {
    expect(underSection([{ field: "pages.thank_you_page.blocks.0.type", code: "block_not_allowed_on_page" }], "pages")).toEqual({
      "thank_you_page.blocks.0.type": "block_not_allowed_on_page",
    });
    expect(underSection([{ field: "pagesx.a", code: "c" }], "pages")).toEqual({ "pagesx.a": "c" });
  });
});
