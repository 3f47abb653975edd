import { describe, expect, it } from "vitest";
import { insertPlaceholder, MAIL_PLACEHOLDERS, placeholderText } from "./mail";

describe("delivery mail placeholders", () => {
  it("are written in double braces", () => {
    expect(MAIL_PLACEHOLDERS.map(placeholderText)).toContain("{{buyer_name}}");
  });

  it("go in at the cursor, or at the end", () => {
    expect(insertPlaceholder("Hi , thanks", "buyer_name", 3)).toEqual({ text: "Hi {{buyer_name}}, thanks", cursor: 17 });
    expect(insertPlaceholder("Hi", "order_id")).toEqual({ text: "Hi{{order_id}}", cursor: 14 });
    expect(insertPlaceholder("Hi", "order_id", 99).text).toBe("Hi{{order_id}}");
  });
});
